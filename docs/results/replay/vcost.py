import json
import sys
import time

import torch

sys.path.insert(0, ".")
from powerlever.engine.fastpath import make_runner
from powerlever.engine.loader import load_model
from powerlever.tiers import QWEN_05B, QWEN_15B

torch.set_num_threads(int(sys.argv[1]))
fmt = sys.argv[2]
t = load_model(QWEN_05B if "05" in sys.argv[3:] else QWEN_15B)
out = json.load(open("/tmp/sim/outputs.json"))
runner = make_runner(t.model, capacity=1024, weights=fmt)
ids = out[4]["prompt_ids"]
with torch.inference_mode():
    h = runner.forward(ids, 0)
    cost = {}
    for _rep in range(9):
        for n in range(1, 18):
            t0 = time.perf_counter()
            h = runner.forward(ids[-n:], len(ids))
            runner.logits(h)
            cost.setdefault(n, []).append((time.perf_counter() - t0) * 1000)
cost = {n: round(sorted(v)[len(v) // 2], 2) for n, v in cost.items()}
print(fmt, sys.argv[1], cost)
json.dump(cost, open(f"/tmp/sim/verify_cost_{fmt}_{sys.argv[1]}{'_05' if '05' in sys.argv[3:] else ''}.json", "w"))

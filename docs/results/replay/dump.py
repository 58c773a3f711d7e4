"""Plain greedy int4-a8t outputs for the spec prompts + quality items, and verify cost per row count."""

import json
import sys
import time

import torch

sys.path.insert(0, ".")
from powerlever.config import SamplingConfig
from powerlever.engine.fastpath import make_runner
from powerlever.engine.generate import Generation, build_prompt_ids
from powerlever.engine.loader import load_model
from powerlever.tiers import QWEN_15B

torch.set_num_threads(2)
t = load_model(QWEN_15B)
rows = [json.loads(line) for line in open("./assets/bench/spec_prompts.jsonl")]
items = [json.loads(line) for line in open("./assets/quality/items.jsonl")]
rows += [{"id": it["id"], "task": "quality", "prompt": it["prompt"]} for it in items[::4]]
N = int(sys.argv[1]) if len(sys.argv) > 1 else 128
out = []
for r in rows:
    ids = build_prompt_ids(t, r["prompt"], N)[0]
    g = Generation(t, ids, SamplingConfig(max_tokens=N), weights="int4-a8t")
    toks = [s.token_id for s in g]
    out.append({**r, "prompt_ids": ids, "output": toks, "decode_tps": g.stats.decode_tokens_per_sec})
    print(r["id"], len(ids), len(toks), round(g.stats.decode_tokens_per_sec or 0, 1), flush=True)
json.dump(out, open("/tmp/sim/outputs.json", "w"))
# verify cost per row count
runner = make_runner(t.model, capacity=1024, weights="int4-a8t")
ids = out[4]["prompt_ids"]
with torch.inference_mode():
    h = runner.forward(ids, 0)
    cost = {}
    for _rep in range(7):
        for n in range(1, 17):
            t0 = time.perf_counter()
            h = runner.forward(ids[-n:], len(ids))
            runner.logits(h)
            dt = (time.perf_counter() - t0) * 1000
            cost.setdefault(n, []).append(dt)
cost = {n: sorted(v)[len(v) // 2] for n, v in cost.items()}
print(cost)
json.dump(cost, open("/tmp/sim/verify_cost.json", "w"))

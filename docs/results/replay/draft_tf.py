"""Teacher-forced greedy predictions of the 0.5B draft (int4-a8t) at every output position, and the 1.5B's own
(to check the format's agreement). pred[i] = draft argmax after context prompt + output[:i]."""

import json
import sys

import torch

sys.path.insert(0, ".")
from powerlever.engine.fastpath import make_runner
from powerlever.engine.loader import load_model
from powerlever.tiers import QWEN_05B

torch.set_num_threads(2)
d = load_model(QWEN_05B)
data = json.load(open("/tmp/sim/outputs.json"))
res = {}
with torch.inference_mode():
    for it in data:
        seq = it["prompt_ids"] + it["output"]
        r = make_runner(d.model, capacity=len(seq) + 8, weights="int4-a8t")
        P = len(it["prompt_ids"])
        h = r.forward(seq, 0, prefill=True)
        # rows P-1 .. len-2 predict output[0..]
        preds, conf = [], []
        for i in range(P - 1, len(seq) - 1, 32):
            lg = r.logits(h[i : min(i + 32, len(seq) - 1)])
            pr = torch.softmax(lg.float(), -1)
            c, a = pr.max(-1)
            preds += a.tolist()
            conf += [round(x, 4) for x in c.tolist()]
        res[it["id"]] = {"pred": preds, "conf": conf}
        acc = sum(p == t for p, t in zip(preds, it["output"], strict=False)) / len(it["output"])
        print(it["id"], len(preds), round(acc, 3), flush=True)
json.dump(res, open("/tmp/sim/draft_tf.json", "w"))

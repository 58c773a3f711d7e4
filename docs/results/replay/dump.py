"""Plain greedy int4-a8t outputs for the spec prompts + quality items (verify costs: vcost.py)."""

import json
import sys

import torch

sys.path.insert(0, ".")
from powerlever.config import SamplingConfig
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

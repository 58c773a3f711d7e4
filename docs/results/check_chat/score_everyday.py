"""The Eco or Balanced answer of each everyday prompt (the routing set's chat and creative prompts) that AUTO starts
low, scored by the 1.5B judge; writes /tmp/chk/chat_scores.json for check_thresholds.py. Run from the repo root."""

import asyncio
import json
import os
import sys

sys.path.insert(0, ".")
import torch

from powerlever import pipeline
from powerlever.config import GenerationRequest
from powerlever.engine.fastpath import dtype_override
from powerlever.engine.loader import load_first_available
from powerlever.engine.score import score_answer
from powerlever.routing import route_request
from powerlever.tiers import get_tier


def main() -> None:
    torch.set_num_threads(1)
    rows = [json.loads(line) for line in open("assets/routing/prompts.jsonl")]
    perf = get_tier("performance").local
    judge = load_first_available(perf.targets).loaded
    weights = dtype_override() or perf.weights
    out = []
    for r in (r for r in rows if r["category"] in ("chat", "creative")):
        tier = asyncio.run(route_request(GenerationRequest(r["prompt"], router="knn"))).config.tier
        row = {"id": r["id"], "tier": tier}
        if tier in ("eco", "balanced"):
            req = GenerationRequest(r["prompt"], tier=tier, max_tokens=64, temperature=0.0, escalate=False)
            text = "".join(e.data.get("text", "") for e in asyncio.run(pipeline.collect(req)) if e.type == "token")
            sc = score_answer(judge, r["prompt"], text, weights=weights)
            row.update(prompt=r["prompt"], answer=text,
                       scores=[(t.logprob, t.top_logprob, t.text == t.top_text) for t in sc.tokens])
        out.append(row)
        print(r["id"], tier, flush=True)
    os.makedirs("/tmp/chk", exist_ok=True)
    json.dump(out, open("/tmp/chk/chat_scores.json", "w"))


if __name__ == "__main__":
    main()

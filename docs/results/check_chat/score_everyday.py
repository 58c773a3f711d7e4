"""The Eco or Balanced answer of each everyday prompt (the routing set's chat and creative prompts) that AUTO starts
low, scored by the 1.5B judge (score_answers.judge_scorer); writes /tmp/chk/chat_scores.json for check_thresholds.py.
Run from the repo root."""

import asyncio
import json
import os
import sys

sys.path.insert(0, ".")
from score_answers import judge_scorer  # this script's folder is on sys.path when it runs

from powerlever import pipeline
from powerlever.config import GenerationRequest
from powerlever.routing import route_request


def main() -> None:
    scores = judge_scorer()
    rows = [json.loads(line) for line in open("assets/routing/prompts.jsonl")]
    out = []
    for r in (r for r in rows if r["category"] in ("chat", "creative")):
        tier = asyncio.run(route_request(GenerationRequest(r["prompt"], router="knn"))).config.tier
        row = {"id": r["id"], "tier": tier}
        if tier in ("eco", "balanced"):
            req = GenerationRequest(r["prompt"], tier=tier, max_tokens=64, temperature=0.0, escalate=False)
            text = "".join(e.data.get("text", "") for e in asyncio.run(pipeline.collect(req)) if e.type == "token")
            row.update(prompt=r["prompt"], answer=text, scores=scores(r["prompt"], text))
        out.append(row)
        print(r["id"], tier, flush=True)
    os.makedirs("/tmp/chk", exist_ok=True)
    json.dump(out, open("/tmp/chk/chat_scores.json", "w"))


if __name__ == "__main__":
    main()

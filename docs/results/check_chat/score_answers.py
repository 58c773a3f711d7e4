"""Score every Eco and Balanced answer of the three item sets (from quality.json and the two escalate_items_fresh*.json)
with the 1.5B judge, whole answers, in Performance's weights, and route every prompt with AUTO's kNN router; writes
/tmp/chk/scores.json for check_thresholds.py. Run from the repo root (about 6 minutes here)."""

import asyncio
import json
import os
import sys

sys.path.insert(0, ".")
import torch

from powerlever.config import GenerationRequest
from powerlever.engine.fastpath import dtype_override
from powerlever.engine.loader import load_first_available
from powerlever.engine.score import score_answer
from powerlever.routing import route_request
from powerlever.tiers import get_tier

R = "docs/results/"


def item_sets() -> dict[str, list[dict]]:
    def fixed(results: dict) -> dict:
        return {t: {"answer": r["answer"], "correct": r["correct"]} for t, r in results.items()}

    sets = {"quality": [{"id": it["id"], "prompt": it["prompt"], "fixed": fixed(it["results"])}
                        for it in json.load(open(R + "quality.json"))["items"]]}
    for name in ("items_fresh", "items_fresh2"):
        prompts = {json.loads(line)["id"]: json.loads(line)["prompt"] for line in open(f"assets/quality/{name}.jsonl")}
        sets[name] = [{"id": it["id"], "prompt": prompts[it["id"]], "fixed": fixed(it["fixed"])}
                      for it in json.load(open(R + f"escalate_{name}.json"))["items"]]
    return sets


def judge_scorer():
    """(prompt, answer) -> the judge's [(logprob, top_logprob, same token)] per answer token: the answer check's
    judge (Performance's model, in its weights), one thread."""
    torch.set_num_threads(1)
    perf = get_tier("performance").local
    judge = load_first_available(perf.targets).loaded
    weights = dtype_override() or perf.weights

    def scores(prompt: str, answer: str) -> list[tuple[float, float, bool]]:
        sc = score_answer(judge, prompt, answer, weights=weights)
        return [(t.logprob, t.top_logprob, t.text == t.top_text) for t in sc.tokens]

    return scores


def main() -> None:
    scores = judge_scorer()
    sets = item_sets()
    for items in sets.values():
        for it in items:
            route = asyncio.run(route_request(GenerationRequest(it["prompt"], router="knn")))
            it["auto_tier"], it["auto_category"] = route.config.tier, route.config.category
            it["scores"] = {tier: scores(it["prompt"], it["fixed"][tier]["answer"]) for tier in ("eco", "balanced")}
            print(it["id"], it["auto_tier"], flush=True)
    os.makedirs("/tmp/chk", exist_ok=True)
    json.dump(sets, open("/tmp/chk/scores.json", "w"))


if __name__ == "__main__":
    main()

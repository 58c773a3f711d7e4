"""Offline sweep of the answer check's thresholds (docs/routing.md, "What the answer check costs"). Inputs, written
to /tmp/chk by score_answers.py (the 1.5B judge's token scores of every Eco and Balanced answer of the quality, fresh
and fresh2 items, and AUTO's kNN tier for each prompt) and score_everyday.py (the same for the Eco or Balanced answer
of each everyday prompt AUTO starts low). A check restarts an answer when at least n tokens have the judge's top
token at p >= a and the answer's token at p <= b; a restarted item scores as Performance's answer did. Writes
check_thresholds.json beside this file."""

import json
import math

D = json.load(open("/tmp/chk/scores.json"))
EVERYDAY = [o for o in json.load(open("/tmp/chk/chat_scores.json")) if "scores" in o]


def restarts(scores: list, a: float, b: float, n: int) -> bool:
    la, lb = math.log(a), math.log(b)
    return sum(1 for lp, top, same in scores if top >= la and lp <= lb and not same) >= n


def correct(items: list, a: float, b: float, n: int) -> tuple[int, int]:
    ok = 0
    for it in items:
        tier, fixed = it["auto_tier"], it["fixed"]
        low = tier in ("eco", "balanced")
        ok += fixed["performance" if low and restarts(it["scores"][tier], a, b, n) else tier]["correct"]
    return ok, sum(it["fixed"]["ultra"]["correct"] for it in items)


rows = []
for a in (0.5, 0.7, 0.8, 0.9, 0.95, 0.98):
    for b in (0.001, 0.003, 0.01, 0.02, 0.05, 0.1):
        for n in (1, 2, 3):
            per = {s: correct(D[s], a, b, n) for s in D}
            fit = (per["quality"][0] + per["items_fresh"][0]) / (per["quality"][1] + per["items_fresh"][1])
            rows.append({"top_prob": a, "chosen_prob": b, "min_disagreements": n,
                         "accuracy_vs_ultra_quality_and_fresh": round(fit, 3),
                         "correct_per_set": {s: v[0] for s, v in per.items()},
                         "ultra_per_set": {s: v[1] for s, v in per.items()},
                         "everyday_restarted": sum(restarts(o["scores"], a, b, n) for o in EVERYDAY),
                         "everyday_checked": len(EVERYDAY)})
json.dump({"what": __doc__, "shipped": {"top_prob": 0.5, "chosen_prob": 0.02, "min_disagreements": 1}, "rows": rows},
          open("docs/results/check_chat/check_thresholds.json", "w"), indent=1)
for r in rows:
    if (r["top_prob"], r["chosen_prob"], r["min_disagreements"]) == (0.5, 0.02, 1):
        print("shipped", r)
print("fewest everyday restarts at >= 0.90:", min(r["everyday_restarted"] for r in rows
                                                    if r["accuracy_vs_ultra_quality_and_fresh"] >= 0.9))
few = [r["accuracy_vs_ultra_quality_and_fresh"] for r in rows if r["everyday_restarted"] < 10]
print("accuracy range with < 10 restarts:", (min(few), max(few)))

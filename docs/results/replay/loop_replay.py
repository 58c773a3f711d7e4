"""Replay of the engine's adaptive prompt-lookup loop on recorded greedy outputs (docs/speculative.md, "Copying from
the longest match"). Run from the repo root after dump.py (the 1.5B's plain int4-a8t outputs in /tmp/sim) and, for this
host's verify costs, `vcost.py 1 int4-a8t` (/tmp/sim/verify_cost_int4-a8t_1.json). Under greedy decoding a draft token
is accepted exactly when it equals the recorded output, so each policy's verify passes are replayed exactly; a pass of
n rows costs the measured one-thread verify time plus OVERHEAD_MS per step (the loop's own time, from the benchmark's
telemetry). The policy before the change is the drafter as committed at BEFORE, read from git, with one controller and
k_max 8; after it, the drafter and the per-evidence controller as they are in the tree."""

import collections
import json
import subprocess
import sys
import types

sys.path.insert(0, ".")
from powerlever.config import SamplingConfig
from powerlever.engine.drafters.adaptive import ADAPTIVE_K_MAX, AdaptiveK, ByEvidence
from powerlever.engine.drafters.ngram import NgramDrafter

BEFORE = "ee60043"
OVERHEAD_MS = 3.0
GREEDY = SamplingConfig(max_tokens=128)
BENCH8 = {"chat-1", "chat-2", "rewrite-1", "rewrite-2", "summarize-1", "summarize-2", "code-1", "code-2"}


def drafter_at(commit: str) -> type:
    """The n-gram drafter class as committed at ``commit``."""
    mod = types.ModuleType("ngram_before")
    src = subprocess.run(["git", "show", f"{commit}:powerlever/engine/drafters/ngram.py"], capture_output=True,
                         text=True, check=True).stdout
    exec(compile(src, "ngram_before.py", "exec"), mod.__dict__)
    return mod.NgramDrafter


def replay(item: dict, drafter, controller, keyed: bool, max_tokens: int, verify_ms: dict[int, float]) -> tuple[float, int]:
    """(ms, tokens after the first) of the decode loop on one recorded output."""
    out = item["output"][:max_tokens]
    ctx = list(item["prompt_ids"]) + out[:1]
    drafter.reset(item["prompt_ids"])
    pos, cost = 1, 0.0
    while pos < len(out):
        k = controller.choose(drafter.evidence(ctx)) if keyed else controller.choose()
        k = max(0, min(k, len(out) - pos - 1))
        draft = drafter.propose(ctx, k, 0.0, GREEDY, None).tokens if k else []
        acc = 0
        while acc < len(draft) and draft[acc] == out[pos + acc]:
            acc += 1
        ms = verify_ms[min(1 + len(draft), max(verify_ms))] + OVERHEAD_MS
        controller.record(k, len(draft), acc, 0.0, ms)
        cost += ms
        ctx += out[pos:pos + acc + 1]
        pos += acc + 1
        drafter.update(ctx, acc)
    return cost, len(out) - 1


def speedup(policy, items: list[dict], max_tokens: int, verify_ms: dict[int, float]) -> dict:
    by_task = collections.defaultdict(lambda: [0.0, 0])
    for it in items:
        drafter, controller, keyed = policy()
        ms, n = replay(it, drafter, controller, keyed, max_tokens, verify_ms)
        by_task[it["task"]][0] += ms
        by_task[it["task"]][1] += n
    step = verify_ms[1] + OVERHEAD_MS
    total = step * sum(t[1] for t in by_task.values()) / sum(t[0] for t in by_task.values())
    return {"all": round(total, 3), "per_task": {t: round(step * v[1] / v[0], 3) for t, v in by_task.items()}}


def main() -> None:
    before = drafter_at(BEFORE)
    policies = {
        "before: token-by-token lookup, one controller, k_max 8":
            lambda: (before(max_ngram=3), AdaptiveK(k_max=8, k_init=4), False),
        "copy from the longest match, one controller, k_max 7":
            lambda: (NgramDrafter(max_ngram=3), AdaptiveK(k_max=ADAPTIVE_K_MAX, k_init=4), False),
        "after: copy from the longest match, a controller per match length, k_max 7":
            lambda: (NgramDrafter(max_ngram=3), ByEvidence(k_max=ADAPTIVE_K_MAX, k_init=4), True),
    }
    tables = {"zen5 (spec_replay.json)": {int(k): v for k, v in json.load(
        open("docs/results/replay/spec_replay.json"))["verify_ms_int4_a8t_1thread"].items()}}
    try:
        tables["this host (vcost.py 1 int4-a8t)"] = {int(k): v for k, v in json.load(
            open("/tmp/sim/verify_cost_int4-a8t_1.json")).items()}
    except FileNotFoundError:
        pass
    data = json.load(open("/tmp/sim/outputs.json"))
    results: dict = {}
    for tname, table in tables.items():
        for max_tokens in (48, 128):
            for subset, items in (("bench8", [d for d in data if d["id"] in BENCH8]), ("all48", data)):
                key = f"{tname} | {subset} {max_tokens} tokens"
                results[key] = {name: speedup(p, items, max_tokens, table) for name, p in policies.items()}
                print(key, {n: r["all"] for n, r in results[key].items()}, flush=True)
    out = {"benchmark": "prompt-lookup loop replay", "what": __doc__, "before_commit": BEFORE,
           "overhead_ms": OVERHEAD_MS, "verify_ms": {k: {str(n): v for n, v in t.items()} for k, t in tables.items()},
           "speedup_vs_plain_decode": results}
    json.dump(out, open("docs/results/replay/loop_replay.json", "w"), indent=1)


if __name__ == "__main__":
    main()

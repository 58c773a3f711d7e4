"""Ultra's time to first token: its float16 prefill widened into a kept buffer (quant.widened_linear: in slabs for a short prompt) against widening each
whole matrix per call (the code before), and Hugging Face's own forward on the same float16 model as the peer.

Why: Ultra keeps the 1.5B exactly as dequantized (float16), and a prompt of more than ``quant.WIDEN_ROWS`` rows is
multiplied in float32. Ultra is also the tier every safety-critical prompt goes to, with a long system instruction,
so its prefill is what stands between an emergency and the model's first word (the app's own opening line is shown
before it). One process; the arms alternate on the same loaded model, ``runs`` times each, per prompt:

    flock /tmp/powerlever-bench.lock .venv/bin/python docs/results/ultra_prefill/ultra_prefill.py OUT.json [runs]
"""

from __future__ import annotations

import asyncio
import copy
import json
import sys
import time

import torch
import torch.nn.functional as F

from powerlever import pipeline
from powerlever.bench.environment import bench_env
from powerlever.config import GenerationRequest
from powerlever.engine import prefix_cache, quant

SAFETY = "My friend took too many sleeping pills and is very drowsy. What should I do right now?"
PASTE = ("Summarize the following notes in three bullet points.\n\n" + " ".join(
    f"Note {i}: the build on branch release-{i} failed at the integration step because the cache key changed "
    f"after the lockfile was regenerated, and the retry passed once the runner image was rebuilt." for i in range(18)))
SHORT = "Write a Python function that checks whether a string is a palindrome, with a docstring."
PROMPTS = {"safety example (AUTO: Ultra, with its safety instruction)": SAFETY, "short question (Ultra)": SHORT,
           "pasted notes (Ultra)": PASTE}
WHOLE = quant.widened_linear
LOADED: dict[str, str] = {}
PREFILLS: dict[str, tuple[list[int], int]] = {}  # prompt label -> (ids, cached head length) the engine prefilled
HEAD_CACHES: dict[tuple[int, ...], object] = {}
_prefill = prefix_cache.prefill


def _recording_prefill(runner, ids, head=0, keep=False):
    PREFILLS["last"] = (list(ids), head)
    return _prefill(runner, ids, head, keep)


def whole_matrix(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    """The code before: the whole matrix widened afresh on every call."""
    return F.linear(x.float(), w.float())


async def engine_run(prompt: str) -> dict:
    """AUTO for the safety example (as the page sends it: Ultra, with the safety instruction), Ultra for the rest."""
    auto = prompt == SAFETY
    req = GenerationRequest(prompt=prompt, auto=auto, tier=None if auto else "ultra", max_tokens=2, temperature=0.0)
    tier = None
    for event in await pipeline.collect(req):
        if event.type == "trace" and event.data.get("step") == "load_model" and "ref" in event.data["result"]:
            LOADED["ref"] = event.data["result"]["ref"]
        if event.type == "config":
            tier = event.data.get("tier")
        if event.type == "metrics":
            m = event.data
            if tier != "ultra":
                raise RuntimeError(f"ran on {tier}, not ultra")
            return {"model": m.get("model"), "prompt_tokens": m.get("prompt_tokens"),
                    "ttft_s": round(m["engine_ttft_ms"] / 1000, 3), "cpu_s": round(m["cpu_seconds"], 3)}
    raise RuntimeError("no metrics event")


def hf_run(model, ids: list[int], head: int) -> dict:
    """The peer: Hugging Face's forward on the same float16 model over the same rows, its cache holding the same
    template head (computed once, untimed, and copied for each run), logits for the last row only."""
    with torch.inference_mode():
        cache = HEAD_CACHES.get(tuple(ids[:head]))
        if cache is None:
            cache = HEAD_CACHES[tuple(ids[:head])] = model(torch.tensor([ids[:head]]), use_cache=True).past_key_values
        past = copy.deepcopy(cache)
        t0 = time.perf_counter()
        model(torch.tensor([ids[head:]]), past_key_values=past, use_cache=True, logits_to_keep=1)
    return {"ttft_s": round(time.perf_counter() - t0, 3), "prompt_tokens": len(ids), "prefilled_rows": len(ids) - head}


def main() -> None:
    out, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3
    from powerlever.engine.loader import load_first_available

    rows = []
    prefix_cache.prefill = _recording_prefill  # what the engine prefilled, for the peer
    for label, prompt in PROMPTS.items():
        asyncio.run(engine_run(prompt))  # load, touch every page and cache the template head first
        PREFILLS[label] = PREFILLS.pop("last")
        for _ in range(runs):
            for arm, fn in (("whole matrix per call (before)", whole_matrix), ("kept buffer (after)", WHOLE)):
                quant.widened_linear = fn
                try:
                    row = asyncio.run(engine_run(prompt))
                finally:
                    quant.widened_linear = WHOLE
                rows.append({"prompt": label, "arm": arm, **row})
                print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    prefix_cache.prefill = _prefill
    PREFILLS.pop("last", None)
    ultra = load_first_available((LOADED["ref"],)).loaded  # the model the pipeline loaded (cached, not reloaded)
    for label in PROMPTS:
        ids, head = PREFILLS[label]
        for _ in range(runs):
            rows.append({"prompt": label, "arm": "Hugging Face forward, float16 (peer)", **hf_run(ultra.model, ids, head)})
            print(json.dumps(rows[-1]), file=sys.stderr, flush=True)

    summary = {}
    for label in PROMPTS:
        med = {}
        for arm in sorted({r["arm"] for r in rows}):
            vals = sorted(r["ttft_s"] for r in rows if r["prompt"] == label and r["arm"] == arm)
            cpus = sorted(r["cpu_s"] for r in rows if r["prompt"] == label and r["arm"] == arm and "cpu_s" in r)
            med[arm] = {"ttft_s_median": vals[len(vals) // 2], "ttft_s_range": [vals[0], vals[-1]],
                        **({"cpu_s_median": cpus[len(cpus) // 2]} if cpus else {})}
        before, after = med["whole matrix per call (before)"], med["kept buffer (after)"]
        peer = med["Hugging Face forward, float16 (peer)"]
        med["ratios"] = {"before_over_after_ttft": round(before["ttft_s_median"] / after["ttft_s_median"], 2),
                         "before_over_after_cpu": round(before["cpu_s_median"] / after["cpu_s_median"], 2),
                         "hf_over_after_ttft": round(peer["ttft_s_median"] / after["ttft_s_median"], 2)}
        summary[label] = med
    result = {"what": "Ultra (Qwen2.5-Coder-1.5B float16) time to the first token through the pipeline (engine_ttft_ms), "
                      "max_tokens 2, greedy, after a first run of each prompt: the chat template's head comes from "
                      "the prefix cache in every timed run (prefilled_rows); the HF row is one forward of the same "
                      "rows over a cache holding the same head, logits for the last row only (no sampling, no "
                      "pipeline)",
              "prefilled": {label: {"prompt_tokens": len(ids), "head_from_cache": head, "prefilled_rows": len(ids) - head}
                            for label, (ids, head) in PREFILLS.items()},
              "runs_per_arm": runs, "summary": summary, "rows": rows,
              "env": bench_env()}
    with open(out, "w", encoding="utf-8") as fh:
        json.dump(result, fh, indent=1)
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()

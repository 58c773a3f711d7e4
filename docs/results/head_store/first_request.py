"""The first safety-critical request of a fresh process (the app just started and warmed up): time to the model's
first token with the template heads on disk (``engine.head_store``) and without (the heads folder emptied first,
as before the store existed). The peer of a process that has served once is the second request, timed after it.

Each run is a new process started by this script (the app's warm-up, then the page's safety example in AUTO twice);
the arms alternate, ``runs`` times each. Only ``$POWERLEVER_CACHE/heads`` is emptied for the cold arm: the packed
weights stay, as on any machine that has run the app before:

    flock /tmp/powerlever-bench.lock .venv/bin/python docs/results/head_store/first_request.py OUT.json [runs]
"""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

PROMPT = "My friend took too many sleeping pills and is very drowsy. What should I do right now?"


def child() -> None:
    """One process: warm up as app.py does, then the safety example twice; prints one JSON line."""
    from powerlever import pipeline
    from powerlever.config import GenerationRequest
    from powerlever.ui import warmup

    warmup.start()
    state = warmup.wait_ready(600)

    async def one() -> dict:
        request = GenerationRequest(PROMPT, auto=True, backend="local", temperature=0.0, max_tokens=16)
        t0, first, out = time.perf_counter(), None, {}
        async for ev in pipeline.run(request):
            if ev.type == "token" and first is None and ev.data.get("source") != "safety_opening":
                first = time.perf_counter() - t0
            if ev.type == "metrics":
                out = {k: ev.data.get(k) for k in ("tier", "model", "prefill_weights", "prefill_ms", "engine_ttft_ms",
                                                   "cpu_seconds")}
        return {**out, "first_model_token_s": round(first or -1, 3)}

    print(json.dumps({"warmup_s": round(state.seconds, 2), "warmup": state.status,
                      "first": asyncio.run(one()), "second": asyncio.run(one())}))


def main(out: str, runs: int) -> None:
    from powerlever.bench.environment import bench_env
    from powerlever.engine.loader import cache_root

    heads = cache_root() / "heads"
    rows = []
    for i in range(runs):
        for arm in ("heads emptied (before)", "heads on disk (after)"):
            if arm.startswith("heads emptied"):
                shutil.rmtree(heads, ignore_errors=True)
            proc = subprocess.run([sys.executable, __file__, "--child"], capture_output=True, text=True, check=True)
            row = {"arm": arm, "run": i, **json.loads(proc.stdout.strip().splitlines()[-1])}
            rows.append(row)
            print(json.dumps(row), file=sys.stderr, flush=True)
    summary = {}
    for arm in {r["arm"] for r in rows}:
        mine = [r for r in rows if r["arm"] == arm]
        summary[arm] = {k: sorted(r[k]["engine_ttft_ms"] for r in mine) for k in ("first", "second")}
    Path(out).write_text(json.dumps({
        "what": "the page's safety example as a fresh process's first request after warm-up (AUTO -> Ultra, float16, "
                "safety instruction in the system turn): engine time to the first model token, ms",
        "command": "flock /tmp/powerlever-bench.lock .venv/bin/python docs/results/head_store/first_request.py "
                   f"{out} {runs}",
        "env": bench_env(), "summary_engine_ttft_ms": summary, "runs": rows}, indent=1) + "\n")


if __name__ == "__main__":
    if sys.argv[1:] == ["--child"]:
        child()
    else:
        main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3)

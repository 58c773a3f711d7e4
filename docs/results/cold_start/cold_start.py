"""One-shot CLI answers in fresh processes, with and without the packed-weights cache (engine/pack_cache.py).

Why: a single ``python -m powerlever generate`` loads and packs its models before the first token; this measures what
the cache saves a user who runs one answer and exits. Each process runs ``generate --json`` on the same prompt; the
runs alternate between ``POWERLEVER_PACK_CACHE=0`` (pack in memory, as before) and the default (read the files
``models --prepare`` wrote). Run it under the benchmark lock:

    flock /tmp/powerlever-bench.lock .venv/bin/python docs/results/cold_start/cold_start.py OUT.json [runs] [tier]
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import time

PROMPT = "What is 2+2?"
STEPS = ("load_knn_router", "load_model", "prepare_weights", "spec_setup")


def one_run(cache: bool, tier: str) -> dict:
    env = {**os.environ, "POWERLEVER_PACK_CACHE": "1" if cache else "0"}
    args = [sys.executable, "-m", "powerlever", "generate", "--json", "--max-tokens", "8", PROMPT]
    if tier != "auto":
        args[4:4] = ["--tier", tier]
    t0 = time.perf_counter()
    out = subprocess.run(args, env=env, capture_output=True, text=True, check=True).stdout
    wall = time.perf_counter() - t0
    steps: dict[str, float] = {}
    row: dict = {"cache": cache, "process_s": round(wall, 2)}
    for line in out.splitlines():
        event = json.loads(line)
        data = event.get("data") or {}
        if event["type"] == "trace" and data.get("step") in STEPS:
            steps[data["step"]] = round(steps.get(data["step"], 0.0) + (data.get("duration_ms") or 0) / 1000, 2)
            if data["step"] == "prepare_weights":
                row["how"] = data["result"].get("how")
        elif event["type"] == "metrics":
            row.update(ttft_s=round(data["ttft_ms"] / 1000, 2), model=data.get("model"), tokens=data.get("tokens"))
    row["steps_s"] = steps
    return row


def main() -> None:
    out, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3
    tier = sys.argv[3] if len(sys.argv) > 3 else "performance"
    rows = [one_run(cache, tier) for _ in range(runs) for cache in (False, True)]
    for row in rows:
        print(json.dumps(row), file=sys.stderr)

    def median(cache: bool, key: str) -> float:
        vals = sorted(r[key] for r in rows if r["cache"] is cache)
        return vals[len(vals) // 2]

    summary = {k: {"without_cache": median(False, k), "with_cache": median(True, k),
                   "ratio": round(median(False, k) / median(True, k), 2)} for k in ("ttft_s", "process_s")}
    result = {"what": f"generate --tier {tier} --max-tokens 8 in a fresh process, {runs} runs each way, alternating",
              "host": platform.processor() or platform.machine(), "cpu_count": os.cpu_count(),
              "date": time.strftime("%Y-%m-%d"), "summary_median": summary, "runs": rows}
    with open(out, "w") as fh:
        json.dump(result, fh, indent=1)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()

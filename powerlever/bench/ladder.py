"""``python -m powerlever bench ladder [--json]``: what the local model ladder costs to hold and to start.

Measures, in one fresh process, what the app does at start and under use:
* seconds from process start until the warm-up (``powerlever.ui.warmup``: the packaged SmolLM2, the
  default tier's model and draft, the router's index) reports ready;
* one short real generation on every tier through the pipeline, then the process's resident memory
  (VmRSS and its peak VmHWM from /proc) with all three models and their engine formats loaded.
Run it twice: the first run may include the one-time assembly and dequantization. Writes
docs/results/ladder.json.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from pathlib import Path
from typing import Any

from powerlever.bench.environment import bench_env
from powerlever.cli.argtypes import positive_int

T_PROCESS = time.perf_counter()  # module import happens at CLI start: close to process start

RESULTS = Path(__file__).resolve().parents[2] / "docs" / "results"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print one JSON object last")
    p.add_argument("--max-tokens", type=positive_int, default=16, help="tokens per tier's test generation")
    p.add_argument("--out", type=Path, default=RESULTS / "ladder.json", help="output JSON (default docs/results/ladder.json)")


def _proc_status_gb(key: str) -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return round(int(line.split()[1]) / 1e6, 3)
    return float("nan")


def run(args: argparse.Namespace) -> int:
    from powerlever.ui import warmup

    t_start = time.perf_counter()
    state = warmup.start()
    warmup.wait_ready(timeout=900)
    ready_s = time.perf_counter() - T_PROCESS
    out: dict[str, Any] = {
        "warmup_status": state.status, "warmup_message": state.message,
        "ready_seconds_from_process_start": round(ready_s, 2),
        "warmup_seconds": round(state.seconds, 2),
        "imports_seconds": round(t_start - T_PROCESS, 2),
        "rss_gb_after_warmup": _proc_status_gb("VmRSS"),
        "tiers": {},
    }
    from powerlever.config import GenerationRequest
    from powerlever.pipeline import collect
    from powerlever.tiers import TIER_NAMES

    for tier in TIER_NAMES:
        t0 = time.perf_counter()
        events = asyncio.run(collect(GenerationRequest("What is 12 + 30?", tier=tier, auto=False,
                                                       max_tokens=args.max_tokens, temperature=0.0)))
        metrics = next((e.data for e in events if e.type == "metrics"), {})
        errors = [e.data["message"] for e in events if e.type == "error"]
        out["tiers"][tier] = {
            "model": metrics.get("model"), "weights": metrics.get("weights"), "tokens": metrics.get("tokens"),
            "text": "".join(e.data["text"] for e in events if e.type == "token"),
            "seconds": round(time.perf_counter() - t0, 2), "errors": errors,
            "rss_gb_after": _proc_status_gb("VmRSS"),
        }
    out["rss_gb_all_loaded"] = _proc_status_gb("VmRSS")
    out["env"] = bench_env()
    out["peak_rss_gb"] = _proc_status_gb("VmHWM")
    out["budget_gb"] = 6.0
    out["within_budget"] = out["peak_rss_gb"] <= 6.0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(out, indent=2) + "\n")
    if args.json:
        print(json.dumps(out))
    else:
        print(f"ready in {out['ready_seconds_from_process_start']} s; RSS with every tier loaded "
              f"{out['rss_gb_all_loaded']} GB (peak {out['peak_rss_gb']} GB)")
    return 0

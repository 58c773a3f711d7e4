"""Deploy helper: show the plan, deploy the app, or ask Modal how each tier's pool is doing.

    python -m workers.deploy --plan     # offline: classes, GPUs, fallback chains, cold-start estimates
    python -m workers.deploy            # `modal deploy -m workers.app` after a credentials check
    python -m workers.deploy --status   # deployed? warm containers? (bounded network calls)

Everything printed comes from the tier registry and workers/engine_args.py.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import subprocess
import sys
from typing import Any

from powerlever.tiers import TIERS
from workers.engine_args import (
    APP_NAME,
    VLLM_VERSION,
    VOLUME_NAME,
    cold_start_estimate_s,
    demo_mode_from_env,
    weights_gb,
    worker_options,
)


def plan(demo_mode: bool | None = None) -> list[dict[str, Any]]:
    """What ``modal deploy -m workers.app`` would create, one row per worker class."""
    demo = demo_mode_from_env() if demo_mode is None else demo_mode
    rows = []
    for tier in TIERS:
        opts = worker_options(tier, demo)
        rows.append({
            "class": tier.worker_class, "tier": tier.name, "gpu": tier.gpu, "min_containers": opts["min_containers"],
            "cold_start_estimate_s": cold_start_estimate_s(tier),
            "fallback": [{"step": i, "note": s.note, "weights_gb": weights_gb(s, tier.vllm_engine_args.get("dtype"))}
                         for i, s in enumerate(tier.modal_fallback)],
        })
    return rows


def format_plan(rows: list[dict[str, Any]]) -> str:
    lines = [f"app {APP_NAME!r}: vllm=={VLLM_VERSION}, volume {VOLUME_NAME!r} at /models"]
    for r in rows:
        lines.append(f"  {r['class']:<18} {r['gpu']:<10} min_containers={r['min_containers']}  "
                     f"cold start ~{r['cold_start_estimate_s']:.0f} s")
        for step in r["fallback"]:
            lines.append(f"      step {step['step']}: {step['note']} (~{step['weights_gb']} GB)")
    return "\n".join(lines)


def deploy() -> int:
    from powerlever.backends.modal import modal_credentials

    ok, why = modal_credentials()
    if not ok:
        print(f"cannot deploy: {why}", file=sys.stderr)
        return 2
    exe = shutil.which("modal")
    cmd = [exe, "deploy", "-m", "workers.app"] if exe else [sys.executable, "-m", "modal", "deploy", "-m", "workers.app"]
    print("$ " + " ".join(cmd[-4:]) + (" (DEMO_MODE=1)" if demo_mode_from_env() else ""), file=sys.stderr)
    return subprocess.call(cmd, env=os.environ.copy())


async def status() -> list[dict[str, Any]]:
    from powerlever.backends.modal import ModalBackend

    backend = ModalBackend()
    return list(await asyncio.gather(*(backend.pool_status(t.name) for t in TIERS)))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m workers.deploy", description=__doc__.split("\n")[0])
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--plan", action="store_true", help="print what would be deployed (offline)")
    mode.add_argument("--status", action="store_true", help="ask Modal about each tier's pool")
    p.add_argument("--json", action="store_true", help="JSON output for --plan / --status")
    args = p.parse_args(argv)
    if args.plan:
        rows = plan()
        print(json.dumps(rows, indent=2) if args.json else format_plan(rows))
        return 0
    if args.status:
        rows = asyncio.run(status())
        if args.json:
            print(json.dumps(rows, indent=2))
        else:
            for r in rows:
                print(f"{r['worker_class']:<18} deployed={r['deployed']!s:<5} warm={r['warm_containers']} "
                      f"cold~{r['cold_start_estimate_s']} s  {r.get('why', '')}")
        return 0 if all(r["deployed"] for r in rows) else 1
    return deploy()


if __name__ == "__main__":
    raise SystemExit(main())

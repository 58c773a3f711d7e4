"""``python -m powerlever route [--json] [--power N | --tier T | --auto] [--router R] [--max-power N] PROMPT``.

Prints the routing decision (tier, power, difficulty, category, router, reasoning, trace) and, when AUTO's
answer check would start the answer on a bigger tier, that tier (``starts_on``). Bad input
gets a one-line message on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

from powerlever.cli.argtypes import float_between
from powerlever.config import GenerationRequest, RequestError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("route", help="show how a prompt would be routed")
    p.add_argument("prompt", nargs="+", help="the prompt (quote it, or pass several words)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    mode = p.add_mutually_exclusive_group()  # as in generate: one way to choose, never one silently dropped
    mode.add_argument("--power", default=None, help="manual power 0-100 (disables AUTO)")
    mode.add_argument("--tier", default=None, help="manual tier name (eco, balanced, performance, ultra)")
    mode.add_argument("--auto", action="store_true", help="AUTO mode (the default when --power/--tier are not given)")
    p.add_argument("--speed", default="50", help="speed 0-100 (default 50)")
    p.add_argument("--max-power", dest="max_power", default=None, help="a ceiling no router may exceed")
    p.add_argument("--router", choices=("heuristic", "knn", "claude", "agent"), default=None,
                   help="which router decides (default: best offline router, kNN if its model loads)")
    p.add_argument("--claude-mode", choices=("single", "multi"), default="single",
                   help="Claude router: single-shot reasoning or a multi-turn tool loop")
    p.add_argument("--timeout", type=float_between(0.1, 600.0, "seconds between 0.1 and 600"), default=None,
                   help="LLM router timeout in seconds (default 3, or POWERLEVER_ROUTER_TIMEOUT)")
    p.add_argument("--model", default=None, help="Claude model id for the claude/agent routers")
    p.add_argument("--calibrated", action="store_true",
                   help="require the calibrated score thresholds (assets/routing/calibration.json): fail if the file "
                        "is missing. AUTO already uses them by default unless POWERLEVER_CALIBRATED=0")
    p.add_argument("--backend", default="local", help="local | modal | openai (default local)")
    p.set_defaults(func=run)


def _fail(msg: str) -> int:
    print(f"error: {msg}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    prompt = " ".join(args.prompt)
    if args.tier:
        from powerlever.tiers import TIER_NAMES

        if args.tier.lower() not in TIER_NAMES:
            return _fail(f"unknown tier {args.tier!r}; known tiers: {', '.join(TIER_NAMES)}")
    auto = args.power is None and args.tier is None
    req = GenerationRequest(prompt=prompt, power=args.power, speed=args.speed, auto=auto,
                            tier=args.tier.lower() if args.tier else None, max_power=args.max_power,
                            router=args.router, backend=args.backend)
    try:
        req.validate()
    except RequestError as exc:
        return _fail(str(exc))
    calibration = None
    if args.calibrated:
        from powerlever.routing import default_router
        from powerlever.routing.calibration import load_calibration

        base = args.router or default_router()
        calibration = load_calibration("heuristic" if base in ("claude", "agent") else base)
        if calibration is None:
            return _fail("no calibration file; run `python -m powerlever bench router --calibrate` first")
    from powerlever.pipeline import wait_for_models_in_one_shot
    from powerlever.routing import route_request

    wait_for_models_in_one_shot()
    result = asyncio.run(route_request(req, claude_mode=args.claude_mode, timeout_s=args.timeout,
                                       calibration=calibration, model=args.model))
    out = result.to_dict()
    from powerlever.escalation import check_tier_start

    # the routed tier is not always where generate starts: AUTO with the answer check on starts on its tier
    out["starts_on"] = check_tier_start(result.config, req)[1]
    if args.json:
        print(json.dumps(out, ensure_ascii=False, default=str))
    else:
        print(f"tier: {out['tier']}  power: {out['power']:g}  category: {out['category']}  "
              f"difficulty: {out['difficulty']}  router: {out['router']}")
        print(f"reasoning ({out['reasoning_source']}): {out['reasoning']}")
        if out["starts_on"]:
            start = out["starts_on"]
            print(f"generate starts on {start['started_tier']} ({start['started_model']}), not the routed "
                  f"{start['routed_tier']}: {start['why']}")
        for step in out["trace"]:
            print(f"  - {step['step']} ({step['duration_ms']:.2f} ms): {step['result']}")
    return 0

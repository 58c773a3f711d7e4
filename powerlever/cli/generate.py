"""``python -m powerlever generate [--json] [--tier T | --power N | --auto] PROMPT``.

With --json: one event per line in the protocol's envelope. Without: the answer streams to stdout
and a short summary (tier, trace, metrics) goes to stderr.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

from powerlever.backends import BACKEND_NAMES
from powerlever.cli.argtypes import as_flags
from powerlever.config import ROUTERS, SPEC_METHODS, SPEC_OFF, GenerationRequest
from powerlever.tiers import TIER_NAMES

# request fields -> this command's flags, for the validator's messages ("max_tokens must be ..." -> "--max-tokens ...")
REQUEST_FLAGS = {name: "--" + name.replace("_", "-") for name in (
    "max_tokens", "top_p", "spec_method", "vocab_topk", "max_power", "K", "tau", "seed", "temperature", "speed", "power")}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("generate", help="route a prompt and stream the answer")
    p.add_argument("prompt", help="the prompt ('-' reads standard input)")
    p.add_argument("--json", action="store_true", help="print one JSON event per line")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--tier", choices=TIER_NAMES, help="run this tier (manual)")
    mode.add_argument("--power", type=str, help="power 0-100 (manual)")
    mode.add_argument("--auto", action="store_true", help="let the router choose (default)")
    p.add_argument("--speed", type=str, default="50", help="speed 0-100 (default 50)")
    p.add_argument("--backend", choices=BACKEND_NAMES, default="local")
    p.add_argument("--max-tokens", type=str, help="maximum new tokens (clamped to the tier's cap)")
    p.add_argument("--temperature", type=str)
    p.add_argument("--top-p", type=str)
    p.add_argument("--seed", type=int)
    p.add_argument("--K", type=str, help="draft tokens per verify step (0-16)")
    p.add_argument("--tau", type=str, help="draft confidence threshold (0-1)")
    p.add_argument("--spec-method", help=f"{' | '.join(SPEC_METHODS + SPEC_OFF)} (default: the tier's drafter)")
    p.add_argument("--adaptive", choices=["on", "off"], help="adaptive K (default: the tier's setting)")
    p.add_argument("--escalate", choices=["on", "off"],
                   help="switch tiers mid-answer from live telemetry (default: on in AUTO, off for a fixed "
                        "tier or power; POWERLEVER_ESCALATE_DEFAULT=off turns the AUTO default off)")
    p.add_argument("--vocab-topk", type=int, help="dynamic top-K vocabulary for the draft")
    p.add_argument("--router", choices=ROUTERS, help="which router decides in AUTO (default: $POWERLEVER_ROUTER, else knn)")
    p.add_argument("--max-power", type=str, help="a limit the router never exceeds")
    p.add_argument("--region", default="WOR", help="grid region (ISO3) for carbon and water")
    p.set_defaults(func=run)


def _num(value: str | None) -> float | str | None:
    if value is None:
        return None
    try:
        return float(value)
    except ValueError:
        return value  # validation reports it clearly


def _count(value: str | None) -> int | float | str | None:
    """An integer flag: an integer literal as int, anything else as the validator should see it (2.7, inf and
    nan are refused there with the field's name, never truncated or turned into a traceback)."""
    try:
        return int(value) if value is not None else None
    except ValueError:
        return _num(value)


def request_from_args(args: argparse.Namespace) -> GenerationRequest:
    prompt = sys.stdin.read() if args.prompt == "-" else args.prompt
    manual = args.tier is not None or args.power is not None
    return GenerationRequest(
        prompt=prompt, power=_num(args.power), speed=_num(args.speed), auto=not manual, tier=args.tier,
        backend=args.backend, max_tokens=_count(args.max_tokens),
        temperature=_num(args.temperature), top_p=_num(args.top_p), seed=args.seed,
        K=_num(args.K), tau=_num(args.tau), spec_method=args.spec_method,
        adaptive=None if args.adaptive is None else args.adaptive == "on", vocab_topk=args.vocab_topk,
        max_power=_num(args.max_power), router=args.router, region=args.region,
        escalate=None if getattr(args, "escalate", None) is None else args.escalate == "on",
    )


def run(args: argparse.Namespace) -> int:
    from powerlever.pipeline import wait_for_models_in_one_shot

    wait_for_models_in_one_shot()
    return asyncio.run(_run(request_from_args(args), args.json))


async def _run(request: GenerationRequest, as_json: bool) -> int:
    from powerlever.events import restarts_answer
    from powerlever.pipeline import run as run_pipeline

    wrote = False  # answer text on stdout: it ends with a newline; a run with none leaves stdout empty
    mid_line = False  # the last answer text written did not end a line: a stderr line starts with one
    failed = False  # an error with no answer after it: bad input, or a backend that failed or died mid-stream
    async for ev in run_pipeline(request):
        if ev.type == "error":
            failed = True
        if ev.type == "metrics" and ev.data.get("finish_reason") != "error":
            failed = False  # a fallback (or the answer the error was about) finished: served (not the accounting
            # of an answer its backend broke off: its metrics say finish_reason "error")
        if as_json:
            print(ev.to_json(), flush=True)
            continue
        if ev.type == "token":
            sys.stdout.write(ev.data["text"])
            sys.stdout.flush()
            wrote = True
            mid_line = mid_line if not ev.data["text"] else not ev.data["text"].endswith("\n")
        elif ev.type == "config":
            d = ev.data
            where = f"; {d['stand_in']}" if d.get("stand_in") else ""
            print(f"[{d['tier']}] power {d['power']:g} on {d['backend']} ({d['target_model']}{where})", file=sys.stderr)
        elif ev.type == "switch":
            d = ev.data
            restart = restarts_answer(ev)
            how = "; the answer restarts (the text above is set aside)" if restart else ""
            print(f"\n[switch {d['from_tier']} -> {d['to_tier']} at token {d['at_token']}: {d['signal']}{how}]",
                  file=sys.stderr)
            if restart:  # stdout alone must show where the set-aside text ends (it ran into the new answer)
                sys.stdout.write(f"\n\n--- restarted on {d['to_tier']}: the text above is set aside ---\n\n")
                sys.stdout.flush()
        elif ev.type == "trace" and (ev.data["step"] in ("fallback", "load_model", "switch", "escalation",
                                                          "downshift", "escalation_skipped", "repetition_guard", "answer_check",
                                                          "safety_instruction", "start_on_check_tier",
                                                          "clamp_max_tokens", "truncate_prompt")
                                     or ev.data["step"].startswith("guardrail")):
            # on a line of its own, not after the answer's text on a terminal where both streams show
            print(f"{chr(10) if mid_line else ''}[trace] {ev.data['step']}: {json.dumps(ev.data['result'], default=str)}",
                  file=sys.stderr)
            mid_line = False
        elif ev.type == "error":
            where, message = ev.data["where"], ev.data["message"]
            if where == "request":  # the validator names fields; this user typed flags
                message = as_flags(message, REQUEST_FLAGS)
            elif where == "settings":  # no server here: the variable is this process's
                message = message.removeprefix("server setting: ")
            print(f"{chr(10) if wrote else ''}error ({where}): {message}", file=sys.stderr)
        elif ev.type == "metrics":
            d = ev.data
            print(f"\n[metrics] {d.get('tokens')} tokens, {d.get('tokens_per_sec', 0):.1f} tok/s, "
                  f"TTFT {d.get('ttft_ms') or 0:.0f} ms, model {d.get('model')}", file=sys.stderr)
    if wrote and not as_json:
        print()
    return 2 if failed else 0

"""Load the packaged model (and the kNN router's index) in a background thread when the app starts, so
the first request does not wait on them, and report progress to the page's engine-status line meanwhile."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from powerlever import env


@dataclass
class WarmState:
    status: str = "idle"  # idle | loading | ready | failed | disabled
    message: str = ""
    seconds: float = 0.0
    started: float = 0.0


STATE = WarmState()
_LOCK = threading.Lock()


def enabled() -> bool:
    return env.switch("POWERLEVER_WARMUP", True)


def start(skip: str | None = None) -> WarmState:
    """Start warming once per process (idempotent); returns the shared state. ``skip``: report it ``disabled`` with
    that reason instead (``serve --no-warmup``), as POWERLEVER_WARMUP=0 does: /health then says why, and a probe
    waiting for ``ready`` or ``disabled`` does not wait forever on ``idle``."""
    with _LOCK:
        if STATE.status != "idle":
            return STATE
        reason = skip or (None if enabled() else "warm-up disabled (POWERLEVER_WARMUP=0)")
        if reason:
            STATE.status, STATE.message = "disabled", reason
            return STATE
        STATE.status, STATE.message, STATE.started = "loading", "loading the packaged model", time.perf_counter()
    threading.Thread(target=_warm, name="powerlever-warmup", daemon=True).start()
    return STATE


def _warm() -> None:
    from powerlever.engine.loader import load_first_available, load_model
    from powerlever.tiers import DEFAULT_POWER, PACKAGED_MODEL, tier_for_power

    def progress(msg: str) -> None:
        STATE.message = msg

    try:
        load_model(PACKAGED_MODEL, progress=progress)  # every tier's last fallback
        tier = tier_for_power(DEFAULT_POWER)  # the page's default power: that tier answers first
        loaded = load_first_available(tier.local.targets, progress=progress).loaded
        if tier.local.drafts:
            load_first_available(tier.local.drafts, progress=progress)
        if env.switch("POWERLEVER_WARMUP_PACK", True):
            progress(f"packing {loaded.name}'s weights and setting up its drafter")
            _first_answer(tier.name)
        router = _warm_router()
        STATE.message = f"{tier.label}: {loaded.name} ready on {loaded.device} ({loaded.source}); {router}"
        STATE.status = "ready"
    except Exception as exc:  # shown on the page; a request will report its own loading error
        STATE.message = f"warm-up failed: {type(exc).__name__}: {exc}"
        STATE.status = "failed"
    finally:
        STATE.seconds = time.perf_counter() - STATE.started


def _first_answer(tier: str) -> None:
    """One unscored 2-token answer on ``tier`` through the embedded engine (not the pipeline: it is nobody's
    request and goes into no history): it packs the weights in the tier's format and sets up its drafter, once
    per process. Without it the first answer at the default power, or the first in AUTO (which with escalation
    starts on the same Performance tier), waited for that: 32 s packing the 1.5B and 8 s setting up the 0.5B
    draft in a browser run on one thread (a few seconds since the packed matrices are read from
    ``engine.pack_cache``)."""
    import asyncio

    from powerlever.backends import get_backend
    from powerlever.config import GenerationRequest
    from powerlever.routing import build_config
    from powerlever.routing.guardrails import tier_power

    request = GenerationRequest("Say hello.", tier=tier, backend="local", auto=False, temperature=0.0, max_tokens=2)
    config = build_config(tier_power(tier), 50, 5, "manual", request=request)

    async def drain() -> None:
        async for _ in get_backend("local").stream(config, request.prompt, asyncio.Event()):
            pass

    asyncio.run(drain())


def _warm_router() -> str:
    """Load the learned (kNN) router's embedding index too, so the first AUTO request is not slowed."""
    STATE.message = "loading the router's embedding index"
    try:
        from powerlever.routing import knn, rules_worker, safety

        knn.get_router()
        safety.get_detector()  # the safety detector's exemplar index too: every AUTO request consults it
        rules = "" if rules_worker.start() else " (safety rules in this process)"
        return f"kNN router and safety detector ready{rules}"
    except Exception as exc:  # the router traces its own fallback to the heuristic per request
        return f"kNN router unavailable ({type(exc).__name__}), heuristic router in use"


def wait_ready(timeout: float = 120.0) -> WarmState:
    """Block until the warm-up has finished (tests, scripts); returns the state."""
    deadline = time.perf_counter() + timeout
    while STATE.status == "loading" and time.perf_counter() < deadline:
        time.sleep(0.05)
    return STATE


def status_markdown() -> str:
    s = STATE
    if s.status == "loading":
        return f"Engine warming up: {s.message} ({time.perf_counter() - s.started:.1f} s)"
    if s.status == "ready":
        return f"Engine ready: {s.message}, loaded in {s.seconds:.1f} s"
    if s.status == "failed":
        return f"Engine: {s.message}"
    if s.status == "disabled":
        return "Engine loads on the first request (warm-up disabled)."
    return "Engine loads on the first request."

"""The one orchestrator: request -> route -> dispatch -> stream -> metrics, as an async event stream.

Every consumer (UI, CLI, HTTP) iterates ``run(request)``. The stream always ends with ``done``;
any failure before it becomes an ``error`` event with a clear message (never a hang, never a
silent end). A remote backend that fails before streaming falls back to the local tier when the
policy allows (``POWERLEVER_FALLBACK=local``, the default; ``none`` disables), and the trace says
what was asked, what ran, and why.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from dataclasses import replace
from typing import Any

from powerlever import env, impact
from powerlever.backends import BackendError, get_backend
from powerlever.config import GenerationRequest, InferenceConfig, RequestError
from powerlever.escalation import Supervisor, check_tier_start, escalation_enabled
from powerlever.events import (
    Event,
    app_written,
    config_event,
    done_event,
    error_event,
    metrics_event,
    reasoning_event,
    trace_event,
)
from powerlever.metrics import RECENT_RUNS, BackendMetrics
from powerlever.routing import build_config, route_request

ROUTE_TIMEOUT_S = 15.0  # routers bound themselves (Claude: 3 s); this is a last-resort guard (POWERLEVER_ROUTE_TIMEOUT)


def fallback_policy() -> str:
    return env.choice("POWERLEVER_FALLBACK", "local", ("local", "none"))


async def run(request: GenerationRequest, cancel: asyncio.Event | None = None) -> AsyncIterator[Event]:
    """Stream every event for one request."""
    cancel = cancel or asyncio.Event()
    t_request = time.perf_counter()
    try:
        request.validate()
    except RequestError as exc:
        yield error_event(str(exc), where="request", recoverable=True, field=exc.field)
        yield done_event()
        return
    try:
        async for event in _run_valid(request, cancel, t_request):
            yield event
    except env.SettingError as exc:  # a malformed POWERLEVER_* variable: the operator's to fix, named
        yield error_event(f"server setting: {exc}", where="settings", recoverable=False)
    except Exception as exc:  # last line of defence: a clear message, and the process keeps serving
        yield error_event(f"internal error: {type(exc).__name__}: {exc}", where="pipeline", recoverable=False)
    yield done_event()


def check_request_settings() -> None:
    """Read every request-time setting the default path may need, strictly, before any work: a malformed
    POWERLEVER_FALLBACK used to surface only when a remote backend failed (the moment it mattered most),
    and a malformed POWERLEVER_ROUTER or POWERLEVER_CALIBRATED only in AUTO, or not at all when a router
    fallback swallowed it. Raises env.SettingError naming the variable."""
    from powerlever.backends.local import ThreadShare, local_concurrency
    from powerlever.routing.router import calibrated_by_default, default_router

    fallback_policy()
    default_router()
    calibrated_by_default()
    ThreadShare.cores()
    local_concurrency()


async def _run_valid(request: GenerationRequest, cancel: asyncio.Event, t_request: float) -> AsyncIterator[Event]:
    check_request_settings()
    routed = await _route_or_offline(request)
    config, started = check_tier_start(routed.config, request)
    yield config_event(config.to_event_data())
    for ev in routed.trace:
        yield ev
    reasoning = routed.reasoning
    if started is not None:
        yield trace_event("start_on_check_tier", started, 0.0)
        reasoning += (f" Started on {started['started_tier']} ({started['started_model']}) rather than the routed "
                      f"{started['routed_tier']}: with live escalation on, {started['why']}.")
    yield reasoning_event(reasoning, source=routed.reasoning_source)

    backend_metrics: dict[str, Any] | None = None
    counter = _StreamCounter(t_request)
    attempts = [config]
    while attempts:
        cfg = attempts.pop(0)
        t_dispatch = time.perf_counter()
        try:
            backend = get_backend(cfg.backend)
            yield trace_event("dispatch", {"backend": cfg.backend, "tier": cfg.tier},
                              (time.perf_counter() - t_dispatch) * 1000)
            stream, supervisor = _supervised(backend, cfg, request, cancel)
            async for ev in stream:
                if ev.type == "metrics":
                    backend_metrics = ev.data
                    continue
                counter.see(ev)
                yield ev
            config = supervisor.config if supervisor else cfg
        except BackendError as exc:
            can_fall_back = (exc.recoverable and not exc.partial and cfg.backend != "local"
                             and fallback_policy() == "local" and not cancel.is_set())
            yield error_event(str(exc), where=exc.where, recoverable=can_fall_back,
                              partial_tokens=counter.tokens)
            if can_fall_back:
                local_cfg = _local_config_like(cfg, request)
                yield trace_event("fallback", {
                    "asked": {"backend": cfg.backend, "tier": cfg.tier, "gpu": cfg.gpu, "model": _asked_model(cfg)},
                    "ran": {"backend": "local", "tier": local_cfg.tier, "model": local_cfg.target_model,
                            "spec": local_cfg.spec.method if local_cfg.spec.enabled else None},
                    "why": str(exc), "policy": "POWERLEVER_FALLBACK=local"}, 0.0)
                attempts.append(local_cfg)
                continue
            if counter.tokens == 0:
                return
            # tokens were shown before the failure: their time and energy are reported, not lost
            backend_metrics, config = _partial_metrics(cfg, counter, t_dispatch, exc), cfg
        break

    if backend_metrics is None:
        if cancel.is_set():
            yield trace_event("cancelled", {"tokens": counter.tokens}, (time.perf_counter() - t_request) * 1000)
        return
    final = _final_metrics(backend_metrics, counter, config, request, t_request)
    RECENT_RUNS.record(config.tier, final)  # the routers' recent_metrics tool reads this
    yield metrics_event(final)


def route_timeout_s() -> float:
    return env.number("POWERLEVER_ROUTE_TIMEOUT", ROUTE_TIMEOUT_S, lo=0.1, strict=False)


ONE_SHOT_LOAD_TIMEOUT_S = 120.0


def wait_for_models_in_one_shot() -> None:
    """For a one-shot command (``route``, ``generate``): wait up to ONE_SHOT_LOAD_TIMEOUT_S for the embedding model and
    the safety detector instead of POWERLEVER_KNN_LOAD_TIMEOUT's 10 s, and widen the route's last-resort guard to match.
    The app warms them up at start, so its requests keep the short bound; a one-shot process has no warm-up, and its
    exit waits for the load anyway (asyncio.run joins the thread), so the short bound bought nothing and cost the
    detector: on 2026-12-02 `route` took 26.6 s and answered with the rules alone. Settings the user gave are kept."""
    global ROUTE_TIMEOUT_S
    from powerlever.routing import router

    load_bound = router.wait_at_least_for_models(ONE_SHOT_LOAD_TIMEOUT_S)
    ROUTE_TIMEOUT_S = max(ROUTE_TIMEOUT_S, load_bound + 15.0)  # POWERLEVER_ROUTE_TIMEOUT still wins


async def _route_or_offline(request: GenerationRequest) -> Any:
    """Route within the bound; past it, or if a router fails unexpectedly, the offline heuristic route
    stands (a ``router_fallback`` trace step says why): an LLM router never fails a request."""

    bound = route_timeout_s()
    t0 = time.perf_counter()
    try:
        return await asyncio.wait_for(route_request(request), timeout=bound)
    except (RequestError, env.SettingError):  # the request's or the operator's to fix: named, not routed around
        raise
    except Exception as exc:  # TimeoutError included
        asked = request.router or "default"
        why = (f"routing with the {asked} router took longer than {bound:g} s" if isinstance(exc, TimeoutError)
               else f"the {asked} router failed ({type(exc).__name__}: {str(exc)[:200]})")
        why += "; the offline heuristic route stands"
    routed = await route_request(replace(request, router="heuristic"))
    routed.trace.insert(0, trace_event("router_fallback", why, (time.perf_counter() - t0) * 1000,
                                       asked=request.router, used="heuristic"))
    routed.fallbacks.append(why)
    routed.reasoning += f" Note: {why}."
    return routed


def _supervised(backend: Any, cfg: InferenceConfig, request: GenerationRequest,
                cancel: asyncio.Event) -> tuple[AsyncIterator[Event], Any]:
    """Local answers run under the escalation supervisor (powerlever.escalation): the repetition guard
    always, tier switches when escalation is on. Other backends stream as they are."""
    if cfg.backend != "local":
        return backend.stream(cfg, request.prompt, cancel), None
    # after a remote backend fell back here, the tiers the supervisor switches to (and the answer check's
    # judge) are built for the embedded engine too, not for the remote backend the request named
    request = replace(request, backend="local")

    def factory(c: InferenceConfig, prefix: str, ev: asyncio.Event) -> AsyncIterator[Event]:
        return backend.stream(c, request.prompt, ev, **({"prefix": prefix} if prefix else {}))

    sup = Supervisor(cfg, request, factory, cancel, escalate=escalation_enabled(request, cfg))
    return sup.events(), sup


def _asked_model(cfg: InferenceConfig) -> str:
    """The model the remote backend was asked for: an OpenAI-compatible server's served name (its
    POWERLEVER_OPENAI_MODEL settings), else the tier's model."""
    if cfg.backend == "openai":
        from powerlever.backends.openai_compat import model_for

        return model_for(cfg)
    return cfg.target_model


def _partial_metrics(cfg: InferenceConfig, counter: _StreamCounter, t_dispatch: float,
                     exc: BackendError) -> dict[str, Any]:
    """The metrics payload of an answer its backend broke off mid-stream: the tokens shown and the wall time since
    dispatch (no CPU time or counter was read), so the impact is modeled and says so."""
    seconds = max(time.perf_counter() - t_dispatch, 1e-6)
    ttft = (counter.first_token_at - t_dispatch) * 1000 if counter.first_token_at else None
    return BackendMetrics(backend=cfg.backend, model=_asked_model(cfg), tokens=counter.tokens, engine_seconds=seconds,
                          engine_ttft_ms=ttft, finish_reason="error",
                          details={"partial_note": f"the backend failed after {counter.tokens} tokens ({exc.where}): "
                                                   "time and energy cover what ran until then"}).to_dict()


def _local_config_like(cfg: InferenceConfig, request: GenerationRequest) -> InferenceConfig:
    """The same tier, routing decision and safety instruction, rebuilt for the embedded engine's local profile (the
    instruction and the emergency opening were lost here: a remote failure on a safety-critical prompt fell back
    to a local answer without them)."""

    return build_config(cfg.power, cfg.speed, cfg.difficulty, cfg.mode, request=replace(request, backend="local"),
                        category=cfg.category, router=cfg.router).keeping_safety_of(cfg)


class _StreamCounter:
    """What the user saw: time to first token from the request, and token count (the model's tokens: a
    safety-critical answer's opening line is the app's, shown at once, and would make TTFT look instant)."""

    def __init__(self, t_request: float):
        self.t_request = t_request
        self.tokens = 0
        self.first_token_at: float | None = None

    def see(self, ev: Event) -> None:
        if ev.type == "token" and not app_written(ev.data):
            self.tokens += 1
            if self.first_token_at is None:
                self.first_token_at = time.perf_counter()


def _final_metrics(raw: dict[str, Any], counter: _StreamCounter, config: InferenceConfig,
                   request: GenerationRequest, t_request: float) -> dict[str, Any]:

    total_ms = (time.perf_counter() - t_request) * 1000
    ttft_ms = ((counter.first_token_at - t_request) * 1000) if counter.first_token_at else None
    out = dict(raw)
    out.update({
        "ttft_ms": ttft_ms,
        "total_ms": total_ms,
        "tier": config.tier,
        "backend": raw.get("backend", config.backend),
    })
    tokens = int(raw.get("tokens") or counter.tokens)
    seconds = float(raw.get("engine_seconds") or 0) or total_ms / 1000  # the engine's busy time (BackendMetrics)
    hardware = raw.get("hardware") or (config.gpu if config.backend != "local" else "CPU")
    try:
        out.update(impact.metrics_impact(raw, hardware=hardware, seconds=seconds, tokens=tokens,
                                         region=request.region or impact.DEFAULT_REGION,
                                         serving=request.serving or impact.DEFAULT_SERVING))
    except ValueError as exc:
        out["impact_error"] = str(exc)
    return out


async def collect(request: GenerationRequest, cancel: asyncio.Event | None = None) -> list[Event]:
    """Run a request to completion and return every event (CLI, tests)."""
    return [ev async for ev in run(request, cancel)]

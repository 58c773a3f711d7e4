"""``route_request``: one request in, one InferenceConfig plus a timed trace and the reasoning out.

Order of work: classify (heuristic or kNN) -> power (manual tier, manual power, or AUTO via the
difficulty table / calibrated thresholds) -> guardrails (max_power, safety) -> GPU pool (Modal only)
-> build_config -> optional LLM router (Claude / Agent SDK), bounded and time-limited. Every step is a
trace event with its measured duration, and every fallback says what was asked and what ran.
It never raises for a valid request: anything unexpected in an optional router becomes a trace note
and the deterministic route stands.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from powerlever import env
from powerlever.config import ROUTERS as ROUTER_NAMES
from powerlever.config import GenerationRequest, InferenceConfig
from powerlever.events import Event, trace_event
from powerlever.routing import rules_worker
from powerlever.routing.blas import one_blas_thread
from powerlever.routing.classify import Classification, classify_prompt
from powerlever.routing.config_builder import build_config
from powerlever.routing.embeddings import PACK_TEXTS
from powerlever.routing.guardrails import apply_max_power, bound_llm_tier, safety_power, tier_power
from powerlever.tiers import TIER_NAMES, get_tier, tier_for_power
from powerlever.tiers import difficulty_to_power as table_power

log = logging.getLogger(__name__)

ROUTERS: tuple[str, ...] = ROUTER_NAMES  # declared once, in powerlever.config (the validator checks them)
OFFLINE_ROUTERS: tuple[str, ...] = ("heuristic", "knn")
DEFAULT_LLM_TIMEOUT_S = 3.0  # per API call, and the whole anthropic-SDK router (+0.5 s grace)
AGENT_TOTAL_TIMEOUT_S = 10.0  # the Agent SDK router end to end (CLI start + tool turns)


@dataclass
class RouteResult:
    config: InferenceConfig
    trace: list[Event]
    reasoning: str
    reasoning_source: str  # "template" | "claude" | "agent"
    router: str  # the router whose decision stands
    requested_router: str = "heuristic"
    classification: Classification | None = None
    fallbacks: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        c = self.config
        return {
            "tier": c.tier, "power": c.power, "speed": c.speed, "mode": c.mode,
            "difficulty": c.difficulty, "category": c.category,
            "router": self.router, "requested_router": self.requested_router,
            "reasoning": self.reasoning, "reasoning_source": self.reasoning_source,
            "fell_back": bool(self.fallbacks), "fallbacks": self.fallbacks,
            "signals": self.classification.signals if self.classification else [],
            "escalation": c.escalation,
            "config": c.to_event_data(),
            "trace": [e.data for e in self.trace],
        }


def calibrated_by_default() -> bool:
    """AUTO uses calibrated thresholds unless POWERLEVER_CALIBRATED=0: on the held-out split they route
    86.6% of prompts to an acceptable tier (heuristic and kNN alike) vs 74.1% (heuristic) / 80.4% (kNN) with
    the fixed table (112 held-out prompts, outcome labels; docs/results/router.json)."""
    return env.switch("POWERLEVER_CALIBRATED", True, strict=True)


class _Trace:
    """Collects trace events; ``step`` times a callable and records its duration."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    def add(self, step: str, result: Any, duration_ms: float = 0.0, **extra: Any) -> None:
        self.events.append(trace_event(step, result, duration_ms, **extra))

    def step(self, name: str, fn: Callable[[], Any], describe: Callable[[Any], Any] | None = None) -> Any:
        t0 = time.perf_counter()
        out = fn()
        self.add(name, describe(out) if describe else out, (time.perf_counter() - t0) * 1000)
        return out


def default_router() -> str:
    """The router used when a request names none: $POWERLEVER_ROUTER, else the kNN router."""
    return env.choice("POWERLEVER_ROUTER", "knn", ROUTERS)


def _classification_summary(c: Classification) -> dict[str, Any]:
    return {"category": c.category, "difficulty": c.difficulty, "score": c.score, "signals": c.signals}


_KNN_LOAD: asyncio.Future[Any] | None = None
KNN_LOAD_TIMEOUT_S = env.number("POWERLEVER_KNN_LOAD_TIMEOUT", 10.0, lo=0.1, strict=False)


def wait_at_least_for_models(seconds: float) -> float:
    """Raise the bound on the embedding model's and the safety detector's load to ``seconds`` unless the user set
    POWERLEVER_KNN_LOAD_TIMEOUT (a one-shot command has no warm-up to hide the load behind); returns the bound."""
    global KNN_LOAD_TIMEOUT_S
    if not os.environ.get("POWERLEVER_KNN_LOAD_TIMEOUT", "").strip():
        KNN_LOAD_TIMEOUT_S = max(KNN_LOAD_TIMEOUT_S, seconds)
    return KNN_LOAD_TIMEOUT_S


def _load_knn_and_safety(knn: Any) -> Any:
    """The kNN router and the safety detector share one embedding model: load both together."""
    from powerlever.routing import safety

    router = knn.get_router()
    safety.get_detector()
    return router


async def _load_knn_bounded(knn: Any) -> Any:
    """Load the kNN router in a worker thread, waiting at most KNN_LOAD_TIMEOUT_S; the load carries on in
    the background after a timeout, so a later request finds it ready."""
    global _KNN_LOAD
    loop = asyncio.get_running_loop()
    if _KNN_LOAD is None or (_KNN_LOAD.done() and _KNN_LOAD.exception() is not None) \
            or _KNN_LOAD.get_loop() is not loop:
        _KNN_LOAD = asyncio.ensure_future(asyncio.to_thread(_load_knn_and_safety, knn))
    done, _ = await asyncio.wait({_KNN_LOAD}, timeout=KNN_LOAD_TIMEOUT_S)
    if _KNN_LOAD in done:
        return _KNN_LOAD.result()
    raise TimeoutError(f"still loading after {KNN_LOAD_TIMEOUT_S:g} s; it keeps loading in the background")


async def _classify(prompt: str, asked: str, trace: _Trace, fallbacks: list[str],
                    said: str | None = None) -> tuple[Classification, str, Any]:
    """Classify with the kNN router when asked (loading it off the event loop), else the heuristic.
    Safety is left to ``_safety_check``; the kNN path also returns the prompt's embedding for it, and embeds
    the sentences of ``said`` (the text the safety check reads) in the same pass when they are few."""
    if asked == "knn":
        t0 = time.perf_counter()
        try:
            from powerlever.routing import knn, safety

            router = knn.get_router_cached()
            if router is None or safety.get_detector_cached() is None:
                router = await _load_knn_bounded(knn)
                trace.add("load_knn_router", router.describe(), (time.perf_counter() - t0) * 1000)
            t1 = time.perf_counter()
            also = safety.sentence_pass_texts(said, PACK_TEXTS - 1) if said == prompt else []
            c, emb = router.classify_embed(prompt, check_safety=False, also=also)
            trace.add("classify_prompt", {"router": "knn", **_classification_summary(c)},
                      (time.perf_counter() - t1) * 1000)
            return c, "knn", emb
        except Exception as exc:  # the embedding model may be missing: the heuristic answers
            why = f"kNN router unavailable ({type(exc).__name__}: {exc}); the heuristic router answered"
            fallbacks.append(why)
            trace.add("router_fallback", why, (time.perf_counter() - t0) * 1000, asked="knn", used="heuristic")
    c = trace.step("classify_prompt", lambda: classify_prompt(prompt, check_safety=False),
                   lambda c: {"router": "heuristic", **_classification_summary(c)})
    return c, "heuristic", None


async def _worker_screen(pending: Any, said: str) -> Any:
    """The rules worker's ``safety.Screen`` of ``said``, read when the decision needs it (the worker answered
    during the embedding); screened here when the worker failed."""
    from powerlever.routing import safety

    screened = pending.result()
    return screened if screened is not None else safety.screen(said)


async def _safety_check(prompt: str, c: Classification, emb: Any, trace: _Trace,
                        screening: Any = None) -> Classification:
    """The one safety decision (``routing.safety``: rules in four languages + the embedding detector,
    with a local LLM's second opinion in its grey zone); a flagged prompt becomes safety-critical
    whatever category it was classified as. Run off the event loop: the second opinion is a prefill.
    ``screening``: the future running ``safety.screen`` (the rules), started beside the classification."""
    from powerlever.routing import safety

    t0 = time.perf_counter()
    if safety.get_detector_cached() is None:  # the heuristic or an LLM router answered: load it here too
        try:
            from powerlever.routing import knn

            await _load_knn_bounded(knn)
            trace.add("load_safety_detector", "the embedding detector (with the kNN router: one embedding model)",
                      (time.perf_counter() - t0) * 1000)
        except Exception as exc:  # missing model or still loading: the rules decide, and the verdict says so
            trace.add("safety_detector_unavailable", f"{type(exc).__name__}: {exc}; the rules decide alone",
                      (time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
    screened = await screening if screening is not None else None
    verdict = await asyncio.to_thread(safety.assess, prompt, emb, screened=screened)
    trace.add("safety_check", verdict.to_dict(), (time.perf_counter() - t0) * 1000)
    if not verdict.flagged:
        return c
    return Classification("safety-critical", 10, [*c.signals, f"safety:{verdict.family}:{verdict.by}",
                                                  f"safety-why:{verdict.explain()}"], 10.0, verdict.family)


def _auto_power(c: Classification, request: GenerationRequest, trace: _Trace, calibration: Any,
                notes: list[str], used: str) -> float:
    if c.category == "safety-critical":
        t0 = time.perf_counter()
        clamp = safety_power(request.max_power)
        trace.add("safety_rule", f"safety-critical ({c.safety_family or 'content'}) -> top tier requested",
                  (time.perf_counter() - t0) * 1000)
        if clamp.note:
            trace.add("guardrail_max_power", clamp.note, 0.0)
            notes.append(clamp.note)
        return clamp.power
    t0 = time.perf_counter()
    if calibration is not None:
        if getattr(calibration, "router", used) != used:
            trace.add("calibration_note", f"thresholds were calibrated for the {calibration.router} router's "
                                          f"scores; the {used} router answered", 0.0)
        tier = calibration.tier_for_score(c.score)
        power = tier_power(tier)
        trace.add("calibrated_thresholds", {"score": c.score, "tier": tier, "power": power,
                                            "thresholds": calibration.thresholds, "shares": calibration.shares},
                  (time.perf_counter() - t0) * 1000)
    else:
        power = float(table_power(c.difficulty))
        tier = tier_for_power(power).name
        trace.add("difficulty_to_power", {"difficulty": c.difficulty, "power": power}, (time.perf_counter() - t0) * 1000)
    if c.floored(tier) != tier:
        power = tier_power(c.floor_tier)  # type: ignore[arg-type]
        evidence = next((s for s in c.signals if s.startswith("outcome-floor:")), "")
        trace.add("outcome_floor", {"tier": c.floor_tier, "power": power, "from": tier, "signal": evidence,
                                    "why": f"the nearest prompts with measured answers were most often answered "
                                           f"correctly, and cheapest, on {c.floor_tier}"}, 0.0)
        notes.append(f"similar prompts with measured answers needed {get_tier(c.floor_tier).label}, "  # type: ignore[arg-type]
                     f"so AUTO did not go below it (the score alone gave {get_tier(tier).label})")
    return _guard_max_power(power, request, trace, notes, "AUTO")


def _guard_max_power(power: float, request: GenerationRequest, trace: _Trace, notes: list[str], what: str) -> float:
    """The user's max_power is never exceeded; a clamp is a trace step and a note in the reasoning."""
    t0 = time.perf_counter()
    clamp = apply_max_power(power, request.max_power, what)
    if clamp.note:
        trace.add("guardrail_max_power", clamp.note, (time.perf_counter() - t0) * 1000)
        notes.append(clamp.note)
    return clamp.power


def _manual_power(request: GenerationRequest, trace: _Trace, notes: list[str]) -> float:
    t0 = time.perf_counter()
    if request.tier:
        tier = get_tier(request.tier)
        power = float(request.power) if request.power is not None and tier.contains(request.power) else tier_power(tier.name)
        trace.add("manual_tier", {"tier": tier.name, "power": power}, (time.perf_counter() - t0) * 1000)
    else:
        power = float(request.power) if request.power is not None else 50.0
        trace.add("manual_power", {"power": power, "tier": tier_for_power(power).name},
                  (time.perf_counter() - t0) * 1000)
    return _guard_max_power(power, request, trace, notes, "manual setting")


def template_reasoning(cfg: InferenceConfig, c: Classification, router: str, notes: list[str]) -> str:
    """A clear one-paragraph explanation when no LLM writes the reasoning."""
    tier = get_tier(cfg.tier)
    model = cfg.local_targets[0] if cfg.backend == "local" and cfg.local_targets else cfg.target_model
    spec = (f"speculative decoding {cfg.spec.method} K={cfg.spec.K}" if cfg.spec.enabled else "no speculative decoding")
    if cfg.mode == "auto":
        head = (f"AUTO ({router} router): classified as {c.category}, difficulty {c.difficulty}/10, "
                f"so power {cfg.power:g} selects {tier.label}")
    else:
        head = f"Manual: power {cfg.power:g} selects {tier.label}"
    text = f"{head} ({tier.gpu}, {model}, {spec})."
    if cfg.escalation:
        text += f" Escalation suggested: {cfg.escalation['reason']}."
    if notes:
        text += " " + " ".join(n.rstrip(".") + "." for n in notes)
    return text


def _gpu_pool(request: GenerationRequest, trace: _Trace) -> dict[str, Any] | None:
    if request.backend != "modal":
        return None
    from powerlever.routing.tools import check_gpu_pool

    return trace.step("check_gpu_pool", lambda: check_gpu_pool(request.backend))


async def route_request(request: GenerationRequest, *, claude_mode: str | None = None,
                        timeout_s: float | None = None, calibration: Any = None,
                        model: str | None = None) -> RouteResult:
    """Route one request. ``claude_mode``: "single" (default) or "multi" for the Claude router;
    ``timeout_s`` bounds an LLM router (default 3 s); ``calibration`` is a calibration.Calibration
    whose score thresholds replace the AUTO difficulty table."""
    request.validate()  # the one validator: tier, router and every other field are checked there
    trace = _Trace()
    fallbacks: list[str] = []
    asked = request.router or default_router()
    llm = asked if asked in ("claude", "agent") else None
    from powerlever.routing import safety

    # the safety rules run beside the classification: in the rules worker's process when one is running
    # (routing/rules_worker.py: in a thread their regular expressions hold the GIL the embedding waits for), else
    # in a worker thread. Submitted here, not from a task: a task would not start before ``_classify`` first
    # yields, and the kNN path does not yield once loaded, so the rules ran after the embedding
    said = request.conversation_text()  # the safety check reads every user turn of a chat
    pending = rules_worker.WORKER.submit(said)
    if pending is not None:
        screening = asyncio.ensure_future(_worker_screen(pending, said))
        screening.add_done_callback(lambda task: pending.discard() if task.cancelled() else None)
    else:
        screening = asyncio.get_running_loop().run_in_executor(None, safety.screen, said)
    with one_blas_thread():  # numpy's small products must not leave BLAS threads spinning on the second core
        try:
            c, used, emb = await _classify(request.prompt, "heuristic" if llm else asked, trace, fallbacks, said)
        except BaseException:
            screening.cancel()
            raise
        c = await _safety_check(said, c, emb if said == request.prompt else None, trace, screening)

    auto = request.auto and not request.tier
    if auto and calibration is None and calibrated_by_default():
        from powerlever.routing.calibration import load_calibration

        calibration = load_calibration(used)
    guard_notes: list[str] = []
    power = (_auto_power(c, request, trace, calibration, guard_notes, used) if auto
             else _manual_power(request, trace, guard_notes))
    difficulty = c.difficulty  # kept in manual mode too, so a too-low tier still gets an escalation hint
    mode = "auto" if auto else "manual"
    _gpu_pool(request, trace)  # a trace step (Modal only): what the LLM routers can also ask for
    cfg = trace.step("build_config",
                     lambda: build_config(power, request.speed, difficulty, mode, request=request,
                                          category=c.category, router=used),
                     lambda cfg: {"tier": cfg.tier, "gpu": cfg.gpu, "target_model": cfg.target_model,
                                  "spec": cfg.spec.method if cfg.spec.enabled else None,
                                  "escalation_suggested": bool(cfg.escalation)})  # a hint, not live escalation
    if request.max_tokens is not None and cfg.sampling.max_tokens < request.max_tokens:
        trace.add("clamp_max_tokens", {"asked": request.max_tokens, "used": cfg.sampling.max_tokens,
                                       "why": f"the {cfg.tier} tier's local cap"})
    if request.spec_method and request.spec_method.strip().lower() not in ("none", "off", "") \
            and cfg.spec.method != request.spec_method.strip().lower():
        why = (f"spec_method {request.spec_method!r} is not available on the {cfg.tier} tier "
               f"(no draft model); kept {cfg.spec.method or 'plain decoding'}")
        trace.add("spec_override_ignored", why, 0.0)
        guard_notes.append(why)
    notes = [f"Guardrail: {n}" for n in guard_notes] + [f"Note: {f}" for f in fallbacks]
    result = RouteResult(cfg, trace.events, template_reasoning(cfg, c, used, notes), "template", used,
                         requested_router=asked, classification=c, fallbacks=fallbacks)
    if llm:
        await _apply_llm_router(result, request, llm, trace, c, claude_mode, timeout_s, model)
    if c.category == "safety-critical":
        _add_safety_instruction(result, c, trace)
    return result


def _add_safety_instruction(result: RouteResult, c: Classification, trace: _Trace) -> None:
    """What a careful assistant must say (emergency number, crisis line) goes to the model as a system
    turn; the config event carries it and the trace shows it, in AUTO and manual mode alike."""
    from powerlever.routing.safety import answer_opening, system_instruction

    text = system_instruction(c.safety_family)
    result.config.system_prompt = text
    result.config.answer_opening = answer_opening(c.safety_family, capped=result.config.tier != TIER_NAMES[-1])
    trace.add("safety_instruction", {"family": c.safety_family, "system_prompt": text,
                                     "answer_opening": result.config.answer_opening}, 0.0)
    why = next((sig.removeprefix("safety-why:") for sig in c.signals if sig.startswith("safety-why:")), None)
    if why:
        result.reasoning += f" Safety-critical because {why}."
    result.reasoning += (" A safety instruction (emergency number / crisis line) was added as a system message,"
                         " and the answer opens with that line on the local engine.")
    if any(sig.endswith(":llm-second-opinion") for sig in c.signals):
        result.reasoning += " The embedding check was unsure (grey zone); a local LLM's yes/no second opinion flagged it."
    elif any(sig.endswith(":grey-zone-no-second-opinion") for sig in c.signals):
        result.reasoning += (" The embedding check was unsure (grey zone) and the LLM second opinion failed, "
                             "so it was treated as safety-critical.")


async def _bounded(coro: Any, timeout: float) -> Any:
    """Like asyncio.wait_for, but returns at the deadline without waiting for the cancelled task to
    finish cleaning up (closing the Agent SDK's CLI subprocess can take seconds)."""
    task = asyncio.ensure_future(coro)
    try:
        done, _ = await asyncio.wait({task}, timeout=timeout)
    except asyncio.CancelledError:  # the caller's own bound expired first (the pipeline's routing guard)
        done = set()
        raise
    finally:
        if task not in done:
            task.cancel()
            task.add_done_callback(lambda t: t.cancelled() or t.exception())  # retrieve, never log as unhandled
    if task in done:
        return task.result()
    raise TimeoutError(f"no answer within {timeout:g} s")


async def _apply_llm_router(result: RouteResult, request: GenerationRequest, llm: str, trace: _Trace,
                            c: Classification, claude_mode: str | None,
                            timeout_s: float | None, model: str | None) -> None:
    """Ask Claude (anthropic SDK or Agent SDK); apply its bounded decision or keep the deterministic route."""
    timeout = float(timeout_s if timeout_s is not None
                    else env.number("POWERLEVER_ROUTER_TIMEOUT", DEFAULT_LLM_TIMEOUT_S, lo=0.1, strict=False))
    step = f"{llm}_router"
    module = "anthropic" if llm == "claude" else "claude_agent_sdk"
    t_imp = time.perf_counter()
    try:  # import outside the timeout: the timeout bounds the network conversation, not Python imports
        await asyncio.to_thread(importlib.import_module, module)
        trace.add(f"import_{module}", "ok", (time.perf_counter() - t_imp) * 1000)
    except ImportError:
        pass  # the router itself raises RouterUnavailable with the install hint
    t0 = time.perf_counter()
    try:
        if llm == "claude":
            from powerlever.routing.claude_router import claude_decide

            decision = await _bounded(
                claude_decide(request, result.config, c, mode=claude_mode or "single", timeout_s=timeout, model=model),
                timeout + 0.5)
        else:
            from powerlever.routing.agent_router import agent_decide

            # the agent spawns the bundled CLI and makes several sequential API calls: each call gets the
            # strict per-call timeout, the whole conversation gets AGENT_TOTAL_TIMEOUT_S (or timeout_s if given)
            total = float(timeout_s if timeout_s is not None
                          else env.number("POWERLEVER_AGENT_TIMEOUT", AGENT_TOTAL_TIMEOUT_S, lo=0.1, strict=False))
            decision = await _bounded(agent_decide(request, timeout_s=timeout, model=model),
                                      total)
    except Exception as exc:  # any failure: the deterministic route stands
        kind = "timed out" if isinstance(exc, (TimeoutError, asyncio.TimeoutError)) else "failed"
        why = (f"{llm} router {kind} after {(time.perf_counter() - t0) * 1000:.0f} ms "
               f"({type(exc).__name__}: {str(exc)[:200] or 'no detail'}); the deterministic {result.router} route stands")
        result.fallbacks.append(why)
        trace.add("router_fallback", why, (time.perf_counter() - t0) * 1000, asked=llm, used=result.router)
        result.reasoning += f" Note: {why}."
        return
    trace.add(step, decision.summary(), (time.perf_counter() - t0) * 1000)
    for call in decision.tool_calls:
        args = {k: (v[:120] + "..." if isinstance(v, str) and len(v) > 120 else v) for k, v in call["input"].items()}
        trace.add(f"{llm}_tool", {"name": call["name"], "input": args, "error": call.get("error", False)},
                  float(call.get("ms", 0.0)))
    cfg = result.config
    if cfg.mode == "auto":
        tier, notes = bound_llm_tier(decision.tier or cfg.tier, cfg.tier, safety=c.category == "safety-critical",
                                     max_power=request.max_power)
    else:  # the user chose the tier: the LLM explains, it does not re-route
        tier, notes = cfg.tier, ([f"manual mode: kept {cfg.tier}, {llm} proposed {decision.tier}"]
                                 if decision.tier and decision.tier != cfg.tier else [])
    for note in notes:
        trace.add("guardrail_llm_bound", note, 0.0)
    new_cfg = cfg
    if tier != cfg.tier or decision.overrides():
        power = cfg.power if tier == cfg.tier else tier_power(tier)
        if request.max_power is not None:
            power = min(power, request.max_power)
        speed = cfg.speed  # the user's speed setting stands; the LLM may tune tier, K and tau only
        t1 = time.perf_counter()
        new_cfg = build_config(power, speed, cfg.difficulty, cfg.mode, request=request, category=cfg.category,
                               router=llm)
        if decision.K is not None and new_cfg.spec.enabled and request.K is None:
            new_cfg.spec.K = decision.K
        if decision.tau is not None and new_cfg.spec.enabled and request.tau is None:
            new_cfg.spec.tau = decision.tau
        trace.add("build_config", {"tier": new_cfg.tier, "by": llm, "K": new_cfg.spec.K, "tau": new_cfg.spec.tau},
                  (time.perf_counter() - t1) * 1000)
    else:
        new_cfg = replace(cfg, router=llm)
    result.config = new_cfg
    result.router = llm
    result.reasoning = decision.reasoning.strip() or result.reasoning
    if notes:  # what ran differs from what the LLM wrote: say so where the user reads it, not only in the trace
        result.reasoning += " Guardrail: " + "; ".join(notes) + "."
    result.reasoning_source = "claude" if llm == "claude" else "agent"

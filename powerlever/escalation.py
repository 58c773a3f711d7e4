"""Live escalation and downshift: watch the token stream, switch tiers mid-answer, guard against loops.

Why here and not in the engine: the signals (per-token logprob, repetition, tokens/s, TTFT) are in the
event stream every backend already produces, so one supervisor works on top of any backend that can
continue an assistant prefix (the local backend's ``stream(..., prefix=...)``).

* ``RepetitionGuard``: the tail of the token ids is the same n-gram repeated; ends the segment (or
  escalates, restarting the answer) instead of filling max_tokens.
* ``TelemetryPolicy``: rolling mean logprob over a window; low -> escalate to the next tier with a
  bigger model, continuing from the text the user already saw (re-prefill prompt + text so far);
  confidently high for a long window -> downshift one tier; tokens/s or TTFT past a budget -> downshift.
  The prompt text is never read, so steering text in a prompt cannot force a switch. A switch that
  continues the answer needs ``min_tokens`` of the request's max_tokens left: at the budget's end it would
  re-prefill a model for a token or two (and the answer would run past max_tokens).
* **Answer check**: a small model is often wrong without hesitating, which no logprob window sees. When
  an answer ends, the model of the top tier the user allows reads prompt + answer in one prefill
  (``engine.score``); where it is confident of another token and gives the answer's token almost no
  probability, the answer restarts on the cheapest tier that runs that model.
* ``Supervisor``: runs segments, emits a ``trace`` step and a ``switch`` event per switch, checks the
  next tier loads (else stays, with a trace step), never exceeds the user's max_power, and reports
  time and energy per segment in the final metrics.
"""

from __future__ import annotations

import asyncio
import math
import os
import time
from collections import deque
from collections.abc import AsyncIterator, Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from powerlever import env
from powerlever.config import GenerationRequest, InferenceConfig
from powerlever.events import Event, app_written, metrics_event, switch_event, trace_event


@dataclass(frozen=True)
class EscalationSettings:
    window: int = 12  # tokens in the rolling logprob window
    min_tokens: int = 8  # no decision before this many tokens in a segment
    low_logprob: float = -1.6  # window mean logprob below this -> escalate (the model is unsure)
    high_logprob: float = -0.08  # window mean above this for downshift_window tokens -> downshift
    downshift_window: int = 64
    min_tokens_per_sec: float | None = None  # a throughput budget; below it -> downshift (faster tier)
    ttft_budget_ms: float | None = None  # a first-token budget; past it -> downshift for the rest
    max_switches: int = 2
    repetition_ngram_max: int = 24  # longest repeated unit looked for (tokens)
    repetition_min_span: int = 24  # the repeats must cover at least this many tokens
    repetition_min_repeats: int = 3
    check: int = 1  # 1: when an answer ends, the top allowed tier's model reads it (answer check)
    check_top_prob: float = 0.5  # the judge's top token at least this likely ...
    check_chosen_prob: float = 0.02  # ... and the answer's token at most this: a confident disagreement
    check_min_disagreements: int = 1  # this many -> restart on the judge's tier
    start_on_check_tier: int = 1  # 1: AUTO starts where the check would restart a lower tier's answer

    @classmethod
    def from_env(cls) -> EscalationSettings:
        """Overrides from POWERLEVER_ESCALATE_<FIELD> (benchmarks and tests sweep them)."""
        kw: dict[str, Any] = {}
        for name, f in cls.__dataclass_fields__.items():
            var = f"POWERLEVER_ESCALATE_{name.upper()}"
            raw = os.environ.get(var)
            if raw is not None and raw.strip():
                kind = int if f.type in ("int",) else float
                try:
                    kw[name] = kind(raw)
                except ValueError:
                    raise ValueError(f"{var} must be {'an integer' if kind is int else 'a number'}, "
                                     f"got {raw!r}") from None
        return cls(**kw)


def escalation_enabled(request: GenerationRequest, config: InferenceConfig) -> bool:
    """``request.escalate`` when set; else on in AUTO unless POWERLEVER_ESCALATE_DEFAULT=off. On by
    default because it pays: on a blind set of 60 items it turns AUTO's 23/60 into 48/60 (always-Ultra: 46/60) at
    0.245 of always-Ultra's energy (``bench escalate --items assets/quality/items_fresh3.jsonl``, with
    ``check_tier_start``; docs/results/escalate_items_fresh3.json)."""
    if request.escalate is not None:
        return bool(request.escalate)
    default = env.switch("POWERLEVER_ESCALATE_DEFAULT", True)
    return default and config.mode == "auto"


# -- repetition -------------------------------------------------------------------------------------
@dataclass
class Loop:
    ngram: int
    repeats: int
    span: int
    at_token: int
    loop_start: int  # index of the first token of the first copy


class RepetitionGuard:
    """Detects a degenerate loop: the last ``span`` token ids are one n-gram repeated."""

    def __init__(self, ngram_max: int = 24, min_span: int = 24, min_repeats: int = 3) -> None:
        self.ngram_max = ngram_max
        self.min_span = min_span
        self.min_repeats = min_repeats
        self.ids: list[int] = []

    def add(self, token_id: int) -> Loop | None:
        self.ids.append(int(token_id))
        ids = self.ids
        for n in range(1, self.ngram_max + 1):
            reps = max(self.min_repeats, -(-self.min_span // n))
            length = n * reps
            if len(ids) < length:
                continue
            tail = ids[-length:]
            if tail[n:] == tail[:-n]:  # periodic with period n over the whole span
                k = reps  # count how far back the period goes
                while len(ids) >= n * (k + 1) and ids[-n * (k + 1):-n * k] == ids[-n:]:
                    k += 1
                return Loop(n, k, n * k, len(ids), len(ids) - n * k)
        return None


# -- the policy ------------------------------------------------------------------------------------
@dataclass
class Decision:
    action: str  # "escalate" | "downshift" | "stop"
    signal: dict[str, Any]
    mode: str = "continue"  # "continue" (re-prefill prompt + text so far) | "restart"


@dataclass
class TelemetryPolicy:
    settings: EscalationSettings = field(default_factory=EscalationSettings)

    def __post_init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        s = self.settings
        self.window: deque[float] = deque(maxlen=s.window)
        self.long: deque[float] = deque(maxlen=s.downshift_window)
        self.guard = RepetitionGuard(s.repetition_ngram_max, s.repetition_min_span, s.repetition_min_repeats)
        self.tokens = 0
        self.t_start = time.perf_counter()
        self.t_first: float | None = None

    def observe(self, token: dict[str, Any], now: float | None = None, *, can_up: bool = True,
                can_down: bool = True) -> Decision | None:
        """Feed one token event's data; returns a decision or None. Only model telemetry is read."""
        s = self.settings
        if app_written(token):  # the app's line, not model telemetry
            return None
        now = time.perf_counter() if now is None else now
        self.tokens += 1
        if self.t_first is None:
            self.t_first = now
        if token.get("token_id") is not None:
            loop = self.guard.add(int(token["token_id"]))
            if loop is not None:
                sig = {"signal": "repetition", **asdict(loop)}
                return Decision("escalate", sig, "restart") if can_up else Decision("stop", sig)
        lp = token.get("logprob")
        if lp is not None:
            self.window.append(float(lp))
            self.long.append(float(lp))
        if self.tokens < s.min_tokens:
            return None
        if can_up and len(self.window) == self.window.maxlen:
            mean = sum(self.window) / len(self.window)
            if mean < s.low_logprob:
                return Decision("escalate", {"signal": "low_confidence", "mean_logprob": round(mean, 3),
                                             "window": len(self.window), "threshold": s.low_logprob})
        if not can_down:
            return None
        ttft_ms = (self.t_first - self.t_start) * 1000
        if s.ttft_budget_ms is not None and ttft_ms > s.ttft_budget_ms:
            return Decision("downshift", {"signal": "ttft_over_budget", "ttft_ms": round(ttft_ms, 1),
                                          "budget_ms": s.ttft_budget_ms})
        if s.min_tokens_per_sec is not None and self.tokens > 1 and now > self.t_first:
            tps = (self.tokens - 1) / (now - self.t_first)
            if tps < s.min_tokens_per_sec:
                return Decision("downshift", {"signal": "throughput_below_budget", "tokens_per_sec": round(tps, 2),
                                              "budget": s.min_tokens_per_sec})
        if len(self.long) == self.long.maxlen:
            mean = sum(self.long) / len(self.long)
            if mean > s.high_logprob:
                return Decision("downshift", {"signal": "high_confidence", "mean_logprob": round(mean, 4),
                                              "window": len(self.long), "threshold": s.high_logprob})
        return None


# The router's categories whose answers are open-ended text. The answer check cannot tell a smaller model's wording from
# its errors there: on the routing set's 72 chat and creative answers every threshold that kept 90 % of Ultra's accuracy
# on checkable items restarted 47-58 of them (docs/results/check_chat/check_thresholds.json). So the check does not
# read them, and AUTO does not start them on the check's tier: they run on the tier the router chose.
OPEN_ENDED = frozenset({"chat", "creative"})


def open_ended(cfg: InferenceConfig) -> bool:
    """Whether ``cfg``'s prompt was classified as open-ended (``OPEN_ENDED``): no answer check for it."""
    return cfg.category in OPEN_ENDED


def check_tier_start(cfg: InferenceConfig, request: GenerationRequest) -> tuple[InferenceConfig, dict[str, Any] | None]:
    """Where an AUTO answer with the answer check on starts: the check's own tier when the router chose a
    smaller model, with a trace payload saying so (else ``cfg`` and None).

    Why: measured on this ladder, starting low and checking costs more than starting on the check's tier and
    is less accurate. The check restarts 60-84 % of Eco and Balanced answers (it cannot tell a small model's
    wording from its errors), and a restarted answer pays the small model, the check and the bigger model
    (1.49x always-Performance's energy on 86 everyday prompts; 28/48 and 34/60 against 32/48 and 39/60 on two
    blind item sets; on a third, written afterwards, 48/60 against Ultra's 46/60: docs/routing.md). Manual tiers with escalation on keep their cascade: the user chose the
    tier. ``POWERLEVER_ESCALATE_START_ON_CHECK_TIER=0`` restores the cascade in AUTO too. An open-ended prompt
    (``OPEN_ENDED``) keeps the routed tier: the check does not read it, so nothing would restart it."""
    if cfg.backend != "local" or cfg.mode != "auto" or open_ended(cfg) or not escalation_enabled(request, cfg):
        return cfg, None
    settings = EscalationSettings.from_env()
    if not (settings.check and settings.start_on_check_tier):
        return cfg, None
    judge = judge_tier(cfg, request)
    if judge is None:
        return cfg, None
    # the started tier's own token cap applies (a routed Eco's 256 would cut short the answer Performance gives)
    return judge, {"routed_tier": cfg.tier, "routed_model": _model_of(cfg), "started_tier": judge.tier,
                   "started_model": _model_of(judge), "max_tokens": judge.sampling.max_tokens,
                   "why": "the answer check would read a smaller model's answer with this model and restart most "
                          "of them here (60-84 % measured), so starting here costs less (docs/routing.md)"}


# -- the ladder ------------------------------------------------------------------------------------
def _tier_config(tier: str, base: InferenceConfig, request: GenerationRequest) -> InferenceConfig:
    from powerlever.routing import build_config
    from powerlever.routing.guardrails import tier_power

    return build_config(tier_power(tier), base.speed, base.difficulty, base.mode, request=request,
                        category=base.category, router=base.router).keeping_safety_of(base)


def _model_of(cfg: InferenceConfig) -> str:
    return cfg.local_targets[0] if cfg.local_targets else cfg.target_model


def _ladder(cfg: InferenceConfig, request: GenerationRequest) -> tuple[list[str], int, int]:
    """(tier names, index of ``cfg``'s tier, index of the top tier within the user's max_power)."""
    from powerlever.tiers import TIER_NAMES, tier_for_power

    names = list(TIER_NAMES)
    ceiling = names.index(tier_for_power(request.max_power).name) if request.max_power is not None else len(names) - 1
    return names, names.index(cfg.tier), ceiling


def judge_tier(cfg: InferenceConfig, request: GenerationRequest) -> InferenceConfig | None:
    """The cheapest tier above ``cfg`` that runs the model of the top tier within the user's max_power
    (it reads the answer, in its own weights, and answers again if it disagrees), or None when that model
    is the one already running."""
    names, i, ceiling = _ladder(cfg, request)
    if ceiling <= i:
        return None
    top = _model_of(_tier_config(names[ceiling], cfg, request))
    if top == _model_of(cfg):
        return None
    return next(c for c in (_tier_config(names[j], cfg, request) for j in range(i + 1, ceiling + 1))
                if _model_of(c) == top)


def neighbour_tier(cfg: InferenceConfig, request: GenerationRequest, up: bool) -> InferenceConfig | None:
    """The next tier up (or down) that runs a different model, within the user's max_power."""
    names, i, ceiling = _ladder(cfg, request)
    rng = range(i + 1, ceiling + 1) if up else range(i - 1, -1, -1)
    for j in rng:
        cand = _tier_config(names[j], cfg, request)
        if _model_of(cand) != _model_of(cfg):
            return cand
    return None


# -- the supervisor --------------------------------------------------------------------------------
StreamFactory = Callable[[InferenceConfig, str, asyncio.Event], AsyncIterator[Event]]


class Supervisor:
    """Runs the answer in segments. ``events()`` yields tokens, traces, switch events and one final
    metrics event that sums the segments (each listed with its tier, model, tokens, seconds, energy)."""

    def __init__(self, config: InferenceConfig, request: GenerationRequest, factory: StreamFactory,
                 cancel: asyncio.Event, *, escalate: bool, settings: EscalationSettings | None = None,
                 can_load: Callable[[InferenceConfig, InferenceConfig], tuple[bool, str]] | None = None,
                 scorer: Callable[..., Any] | None = None) -> None:
        self.config = config
        self.request = request
        self.factory = factory
        self.cancel = cancel
        self.escalate = escalate
        self.policy = TelemetryPolicy(settings or EscalationSettings.from_env())
        self.can_load = can_load or local_can_load
        self.scorer = scorer or local_score
        self.switches: list[dict[str, Any]] = []
        self.segments: list[dict[str, Any]] = []
        self.finish_reason: str | None = None

    async def events(self) -> AsyncIterator[Event]:
        cfg = self.config
        text = ""
        seen = 0
        mode = "continue"
        down_floor = _floor_tier(cfg)
        while True:
            seg_cancel = asyncio.Event()
            link = asyncio.ensure_future(_link(self.cancel, seg_cancel))
            self.policy.reset()
            decision: Decision | None = None
            seg_tokens = 0
            seg_text_start = len(text)
            metrics: dict[str, Any] | None = None
            t0 = time.perf_counter()
            prefix = text if mode == "continue" else ""
            next_cfg = cfg
            try:
                async for ev in self.factory(cfg, prefix, seg_cancel):
                    if ev.type == "metrics":
                        metrics = ev.data
                        continue
                    if ev.type != "token":
                        yield ev
                        continue
                    if decision is not None:
                        continue  # produced after the decision, before the engine stopped: dropped
                    if not app_written(ev.data):  # the app's line is not a model token
                        seg_tokens += 1
                        seen += 1
                    text += ev.data.get("text") or ""
                    yield ev
                    d = self.policy.observe(
                        ev.data, can_up=self.escalate and len(self.switches) < self.policy.settings.max_switches,
                        can_down=self.escalate and len(self.switches) < self.policy.settings.max_switches
                        and not _below_floor(cfg, down_floor)
                        and not any(sw["direction"] == "up" for sw in self.switches))  # no ping-pong
                    if d is None:
                        continue
                    if d.action == "stop":
                        yield trace_event("repetition_guard", {**d.signal, "action": "stopped",
                                                               "why": "a degenerate loop would fill max_tokens"}, 0.0)
                        self.finish_reason = "repetition"
                        decision = d
                        seg_cancel.set()
                        continue
                    target = neighbour_tier(cfg, self.request, up=d.action == "escalate")
                    if target is None:
                        if d.signal.get("signal") == "repetition":
                            yield trace_event("repetition_guard", {**d.signal, "action": "stopped",
                                                                   "why": "no higher tier within max_power"}, 0.0)
                            self.finish_reason = "repetition"
                            decision = Decision("stop", d.signal)
                            seg_cancel.set()
                        continue
                    budget = self.config.sampling.max_tokens - (seen if d.mode == "continue" else 0)
                    if budget < self.policy.settings.min_tokens:  # a re-prefill for so few tokens cannot pay
                        continue
                    target.sampling.max_tokens = min(target.sampling.max_tokens, budget)
                    t_load = time.perf_counter()
                    ok, why = await asyncio.to_thread(self.can_load, target, cfg)
                    if not ok:
                        yield trace_event("escalation_skipped", {
                            "asked": target.tier, "stayed": cfg.tier, "why": why, **d.signal},
                            (time.perf_counter() - t_load) * 1000)
                        self.escalate = False  # one failed load per request is enough
                        if d.signal.get("signal") == "repetition":
                            self.finish_reason = "repetition"
                            decision = Decision("stop", d.signal)
                            seg_cancel.set()
                        continue
                    decision = d
                    sw = {"from_tier": cfg.tier, "to_tier": target.tier, "at_token": seen,
                          "signal": d.signal.get("signal"), "detail": d.signal, "mode": d.mode,
                          "direction": "up" if d.action == "escalate" else "down",
                          "from_model": _model_of(cfg), "to_model": _model_of(target)}
                    self.switches.append(sw)
                    yield trace_event("escalation" if d.action == "escalate" else "downshift", sw,
                                      (time.perf_counter() - t_load) * 1000)
                    yield switch_event(cfg.tier, target.tier, seen, d.signal.get("signal"), mode=d.mode,
                                       direction=sw["direction"])
                    seg_cancel.set()
                    next_cfg = target
            finally:
                link.cancel()
            self.segments.append(_segment(cfg, metrics, seg_tokens, time.perf_counter() - t0,
                                          len(prefix), len(text) - seg_text_start, self.request))
            judge = judge_tier(cfg, self.request) if decision is None and self._may_check(metrics, text) else None
            if judge is not None and open_ended(cfg):
                yield trace_event("answer_check", {"status": "skipped", "judge_tier": judge.tier, "category": cfg.category,
                                                   "why": "an open-ended answer: the check cannot tell a smaller "
                                                          "model's wording from its errors (docs/routing.md)"}, 0.0)
                judge = None
            if judge is not None:  # said at once: loading the judge the first time takes a while
                yield trace_event("answer_check", {"status": "checking", "judge_tier": judge.tier,
                                                   "judge_model": _model_of(judge)}, 0.0)
                events, decision, next_cfg = await self._check_answer(cfg, judge, text, seen)
                for ev in events:
                    yield ev
            if decision is None or decision.action == "stop" or self.cancel.is_set():
                break
            if decision.mode == "restart":
                text = ""
            mode = decision.mode
            cfg = next_cfg
        self.config = cfg
        yield metrics_event(self._combined())

    def _may_check(self, metrics: dict[str, Any] | None, text: str) -> bool:
        """An answer that ended by itself (not stopped, not a loop), with a switch left, never after a
        downshift (no ping-pong)."""
        s = self.policy.settings
        return (self.escalate and bool(s.check) and bool(text.strip()) and not self.cancel.is_set()
                and len(self.switches) < s.max_switches and self.finish_reason is None
                and (metrics or {}).get("finish_reason") in ("eos", "stop", "length")
                and not any(sw["direction"] == "down" for sw in self.switches))

    def _enough(self, tokens: list[Any]) -> bool:
        """Whether the tokens read hold the disagreements a restart needs: the check stops reading there
        (engine.score reads in chunks; the rest of an answer thrown away would only cost energy) and
        restarts on the same rule, so stopping early never changes the decision."""
        from powerlever.engine.score import disagreements

        s = self.policy.settings
        return len(disagreements(tokens, s.check_top_prob, s.check_chosen_prob)) >= s.check_min_disagreements

    async def _check_answer(self, cfg: InferenceConfig, judge: InferenceConfig, text: str,
                            seen: int) -> tuple[list[Event], Decision | None, InferenceConfig]:
        """The judge (``judge_tier``: the top allowed tier's model) reads the answer; restart on the judge's
        tier when it confidently disagrees. Returns the events to emit, the decision (None: keep) and the
        next config."""
        s = self.policy.settings
        t0 = time.perf_counter()
        ok, why = await asyncio.to_thread(self.can_load, judge, cfg)
        if not ok:
            return [trace_event("answer_check", {"status": "skipped", "judge_tier": judge.tier, "why": why},
                                (time.perf_counter() - t0) * 1000)], None, cfg
        t1 = time.perf_counter()
        try:
            score, cpu = await asyncio.to_thread(_cpu_timed, self.scorer, judge, self.request.prompt, text,
                                                 cfg.system_prompt, self._enough)
        except Exception as exc:  # noqa: BLE001 - a failed check keeps the answer, visibly
            return [trace_event("answer_check", {"status": "failed", "judge_tier": judge.tier,
                                                 "why": f"{type(exc).__name__}: {exc}"},
                                (time.perf_counter() - t0) * 1000)], None, cfg
        wall = time.perf_counter() - t1
        self.segments.append(_check_segment(judge, score, wall, cpu, self.request))
        found = score.disagreements(s.check_top_prob, s.check_chosen_prob)
        signal = {"signal": "answer_check", "judge_model": score.model, "judge_tier": judge.tier,
                  "answer_tokens": score.answer_tokens, "read_tokens": len(score.tokens),
                  "disagreements": len(found),
                  "first": [{"position": t.position, "answer_token": t.text, "judge_token": t.top_text,
                             "p_answer": round(math.exp(t.logprob), 4), "p_judge": round(math.exp(t.top_logprob), 3)}
                            for t in found[:3]],
                  "thresholds": {"top_prob": s.check_top_prob, "chosen_prob": s.check_chosen_prob,
                                 "min_disagreements": s.check_min_disagreements}}
        escalate = self._enough(score.tokens)
        events = [trace_event("answer_check", {**signal, "status": "restart" if escalate else "kept",
                                               "cpu_seconds": round(cpu, 3)}, (time.perf_counter() - t0) * 1000)]
        if not escalate:
            return events, None, cfg
        d = Decision("escalate", signal, "restart")
        judge.sampling.max_tokens = self.config.sampling.max_tokens
        sw = {"from_tier": cfg.tier, "to_tier": judge.tier, "at_token": seen, "signal": "answer_check",
              "detail": signal, "mode": d.mode, "direction": "up", "from_model": _model_of(cfg),
              "to_model": _model_of(judge)}
        self.switches.append(sw)
        events += [trace_event("escalation", sw, 0.0),
                   switch_event(cfg.tier, judge.tier, seen, "answer_check", mode=d.mode, direction="up")]
        return events, d, judge

    def _combined(self) -> dict[str, Any]:
        last = next((s["raw"] for s in reversed(self.segments) if s["raw"] and s.get("kind") != "check"), {}) or {}
        out = dict(last)
        total = lambda k: sum(float(s["raw"].get(k) or 0) for s in self.segments if s["raw"])  # noqa: E731
        out["tokens"] = sum(s["tokens"] for s in self.segments)
        for k in ("decode_seconds", "engine_seconds", "cpu_seconds", "prompt_tokens"):
            if any(s["raw"] and s["raw"].get(k) is not None for s in self.segments):
                out[k] = int(total(k)) if k == "prompt_tokens" else total(k)  # a count stays an integer
        if all(s["raw"] and s["raw"].get("measured_energy_j") is not None for s in self.segments):
            out["measured_energy_j"] = total("measured_energy_j")
        out["segments"] = [{k: v for k, v in s.items() if k != "raw"} for s in self.segments]
        out["switches"] = self.switches
        if self.finish_reason:
            out["finish_reason"] = self.finish_reason
        return out


def _segment(cfg: InferenceConfig, raw: dict[str, Any] | None, tokens: int, seconds: float,
             prefix_chars: int, text_chars: int, request: GenerationRequest) -> dict[str, Any]:
    raw = raw or {}
    return {"tier": cfg.tier, "model": raw.get("model") or _model_of(cfg), "tokens": tokens,
            "wall_seconds": round(seconds, 3), "engine_seconds": raw.get("engine_seconds"),
            "cpu_seconds": raw.get("cpu_seconds"), "energy_j": raw.get("measured_energy_j"),
            "energy_kwh": _segment_energy(raw, tokens, seconds, request),
            "prompt_tokens": raw.get("prompt_tokens"), "prefix_chars": prefix_chars, "text_chars": text_chars,
            "finish_reason": raw.get("finish_reason"), "raw": raw}


def _check_segment(judge: InferenceConfig, score: Any, wall: float, cpu: float,
                   request: GenerationRequest) -> dict[str, Any]:
    """The answer check's cost, accounted like a segment that produced no tokens."""
    raw = {"model": score.model, "cpu_seconds": cpu, "engine_seconds": wall, "hardware": "CPU",
           "prompt_tokens": score.prompt_tokens + len(score.tokens), "finish_reason": "check"}  # what it read
    seg = _segment(judge, raw, 0, wall, 0, 0, request)
    seg["kind"] = "check"
    return seg


def _segment_energy(raw: dict[str, Any], tokens: int, seconds: float, request: GenerationRequest) -> float | None:
    """This segment's energy by the same accounting, region and serving assumption as the request's."""
    from powerlever import impact

    try:
        out = impact.metrics_impact(raw, hardware=raw.get("hardware") or "CPU",
                                    seconds=float(raw.get("engine_seconds") or seconds), tokens=tokens,
                                    region=request.region or impact.DEFAULT_REGION,
                                    serving=request.serving or impact.DEFAULT_SERVING)
        return float(out["energy_kwh"])
    except (ValueError, KeyError, TypeError):
        return None


def _floor_tier(cfg: InferenceConfig) -> int:
    """Downshift never goes below one tier under the routed one, and never for safety-critical prompts."""
    from powerlever.tiers import TIER_NAMES

    i = TIER_NAMES.index(cfg.tier)
    return i if cfg.category == "safety-critical" else max(0, i - 1)


def _below_floor(cfg: InferenceConfig, floor: int) -> bool:
    from powerlever.tiers import TIER_NAMES

    return TIER_NAMES.index(cfg.tier) <= floor


async def _link(outer: asyncio.Event, inner: asyncio.Event) -> None:
    await outer.wait()
    inner.set()


def _cpu_timed(fn: Callable[..., Any], *args: Any) -> tuple[Any, float]:
    """``fn(*args)`` and the CPU seconds it took, read in the thread that runs it, on the clock a generation
    uses (``cpu_clock_for``: the process clock alone also counted, say, the start-up warm-up beside it)."""
    import torch

    from powerlever.backends.local import cpu_clock_for

    clock = cpu_clock_for(torch.get_num_threads())[1]
    c0 = clock()
    out = fn(*args)
    return out, clock() - c0


def local_can_load(target: InferenceConfig, current: InferenceConfig) -> tuple[bool, str]:
    """Load the target tier's model now (cached per process, so the next segment starts at once): ok
    only if what loads is not the model running now (a fallback down the chain to it would be a switch in
    name only). The running model is the first of the current tier's chain this process loaded; it used to
    be any model of that chain, so a downshift, whose smaller model is in the bigger tier's fallback chain,
    could never load (a QA pass: Performance to Balanced said "cannot load a model bigger than the current
    one")."""
    from powerlever.engine.loader import ModelUnavailable, first_loaded, load_first_available

    targets = target.local_targets or (target.target_model,)
    running = first_loaded(current.local_targets or (current.target_model,))
    try:
        res = load_first_available(targets)
    except ModelUnavailable as exc:
        return False, f"{target.tier} cannot load its model here: {exc}"
    except Exception as exc:  # noqa: BLE001 - any load failure keeps the current tier
        return False, f"{targets[0]} failed to load: {type(exc).__name__}: {exc}"
    if res.loaded.ref == running:
        return False, f"{target.tier} would run {res.loaded.name}, the model already running"
    from powerlever.engine.fastpath import PACKING_HOW, dtype_override, prepare, weights_source

    # packed once per process, like loading: outside the CPU time of the segment or check that needs it
    weights = dtype_override() or target.weights
    try:
        packing = prepare(res.loaded.model, weights)
    except ValueError:  # a format this model cannot take: the segment itself says so
        packing = 0.0
    if packing <= 0.05:  # ready already (or a format the segment will report)
        return True, f"loaded {res.loaded.name}"
    return True, f"loaded {res.loaded.name} (weights {PACKING_HOW[weights_source(res.loaded.model, weights)]} in {packing:.1f} s)"


def local_score(judge: InferenceConfig, prompt: str, answer: str, system: str | None,
                enough: Any = None) -> Any:
    """The judge tier's local model reads the answer (``engine.score``) in the judge tier's weights,
    stopping once ``enough`` says the tokens read decide the check."""
    from powerlever.engine.loader import load_first_available
    from powerlever.engine.score import score_answer

    loaded = load_first_available(judge.local_targets or (judge.target_model,)).loaded
    from powerlever.engine.fastpath import dtype_override

    weights = dtype_override() or judge.weights
    return score_answer(loaded, prompt, answer, system=system, weights=weights, enough=enough, history=judge.history)

"""Live escalation/downshift and the repetition guard: unit tests on real token sequences, the
supervisor on scripted streams, and the pipeline on the real local ladder (SmolLM2 -> Qwen 0.5B)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import pytest

from powerlever import pipeline
from powerlever.config import GenerationRequest, RequestError
from powerlever.engine.score import AnswerScore, TokenScore
from powerlever.escalation import (
    EscalationSettings,
    RepetitionGuard,
    Supervisor,
    TelemetryPolicy,
)
from powerlever.events import Event, metrics_event, token_event
from powerlever.routing import build_config


def _ids(smol, text: str) -> list[int]:
    return list(smol.tokenizer(text, add_special_tokens=False)["input_ids"])


def test_repetition_guard_on_a_real_loop_and_not_on_prose(smol) -> None:
    loop = _ids(smol, "Sure! Here is the answer." + " The answer is 42, the answer is 42," * 12)
    guard = RepetitionGuard()
    hit = next((h for t in loop if (h := guard.add(t))), None)
    assert hit is not None and hit.repeats >= 3 and hit.span >= 24
    assert hit.at_token < len(loop)  # caught before the loop filled the sequence
    prose = _ids(smol, "The mitochondrion is the powerhouse of the cell. It converts nutrients into ATP "
                       "through oxidative phosphorylation, a process that depends on an electron transport "
                       "chain across the inner membrane, and it also regulates apoptosis and calcium levels.")
    guard = RepetitionGuard()
    assert all(guard.add(t) is None for t in prose)


def test_repetition_guard_single_token_run(smol) -> None:
    guard = RepetitionGuard()
    ids = _ids(smol, "Yes" + " no" * 30)
    assert any(guard.add(t) for t in ids)


def _tok(lp: float, tid: int) -> dict:
    return {"text": "x", "token_id": tid, "logprob": lp}


def test_policy_escalates_on_low_confidence_and_downshifts_on_high() -> None:
    s = EscalationSettings(window=8, min_tokens=8, low_logprob=-1.5, high_logprob=-0.1, downshift_window=16)
    p = TelemetryPolicy(s)
    decisions = [p.observe(_tok(-3.0, i)) for i in range(8)]
    assert decisions[-1] is not None and decisions[-1].action == "escalate"
    assert decisions[-1].signal["signal"] == "low_confidence" and decisions[-1].mode == "continue"
    p = TelemetryPolicy(s)
    decisions = [p.observe(_tok(-0.01, i)) for i in range(16)]
    assert decisions[:15] == [None] * 15 and decisions[15].action == "downshift"
    p = TelemetryPolicy(s)  # not allowed to move: no decision
    assert all(p.observe(_tok(-3.0, i), can_up=False, can_down=False) is None for i in range(20))


def test_policy_budgets_downshift() -> None:
    p = TelemetryPolicy(EscalationSettings(min_tokens=2, min_tokens_per_sec=100.0))
    t = 0.0
    out = []
    for i in range(6):
        t += 0.5  # 2 tokens/s, far below the 100 tok/s budget
        out.append(p.observe(_tok(-0.5, i), now=t))
    assert any(d and d.signal["signal"] == "throughput_below_budget" for d in out)


def test_escalation_is_on_by_default_in_auto_only(monkeypatch) -> None:
    """bench escalate on a blind set showed it pays (48/60 against Ultra's 46/60, at 0.245 of its energy), so AUTO
    requests that do not set ``escalate`` get it; a fixed tier or power never does unless asked."""
    from types import SimpleNamespace

    from powerlever.escalation import escalation_enabled

    auto, manual = SimpleNamespace(mode="auto"), SimpleNamespace(mode="manual")  # only the mode is read
    monkeypatch.delenv("POWERLEVER_ESCALATE_DEFAULT", raising=False)
    assert escalation_enabled(GenerationRequest("hi"), auto) is True
    assert escalation_enabled(GenerationRequest("hi"), manual) is False
    assert escalation_enabled(GenerationRequest("hi", escalate=False), auto) is False
    assert escalation_enabled(GenerationRequest("hi", escalate=True), manual) is True
    monkeypatch.setenv("POWERLEVER_ESCALATE_DEFAULT", "off")
    assert escalation_enabled(GenerationRequest("hi"), auto) is False


def test_escalate_field_is_validated() -> None:
    assert GenerationRequest("hi", escalate="on").validate().escalate is True
    with pytest.raises(RequestError) as exc:
        GenerationRequest("hi", escalate="maybe").validate()
    assert exc.value.field == "escalate"


def _scripted(streams: dict[str, list[tuple[float, int]]], calls: list[tuple[str, str]]):
    """A stream factory that plays a fixed token script per tier (logprob, token id)."""

    def factory(cfg, prefix: str, cancel: asyncio.Event) -> AsyncIterator[Event]:
        async def gen() -> AsyncIterator[Event]:
            calls.append((cfg.tier, prefix))
            n = 0
            for lp, tid in streams[cfg.tier]:
                if cancel.is_set():
                    break
                n += 1
                yield token_event(f"t{tid} ", tid, lp)
                await asyncio.sleep(0)
            yield metrics_event({"tokens": n, "engine_seconds": 0.01 * n, "model": cfg.tier,
                                 "finish_reason": "cancelled" if cancel.is_set() else "eos"})
        return gen()
    return factory


def _judge(*disagree_at: int):
    """A scorer that reads the answer's words as tokens and confidently disagrees at the given positions
    (the real scorer, ``engine.score``, is exercised on real models in tests/test_answer_check.py)."""
    def scorer(judge_cfg, prompt: str, answer: str, system, enough=None) -> AnswerScore:
        words = answer.split()
        toks: list[TokenScore] = []
        for i, w in enumerate(words):  # word by word, stopping where the supervisor says it has enough
            toks.append(TokenScore(i, w, -6.0 if i in disagree_at else -0.1, "other" if i in disagree_at else w,
                                   -0.05))
            if enough is not None and enough(toks):
                break
        return AnswerScore(model=f"judge-{judge_cfg.tier}", answer_tokens=len(words), prompt_tokens=5, tokens=toks)
    return scorer


async def _run_sup(req: GenerationRequest, tier: str, streams, can_load=lambda c, cur: (True, "ok"),
                   escalate: bool = True, scorer=None, category: str = "math",
                   **settings) -> tuple[list[Event], Supervisor, list]:
    req.validate()
    cfg = build_config(10 if tier == "eco" else 40, 50, 3, "manual", request=req, category=category)
    calls: list = []
    sup = Supervisor(cfg, req, _scripted(streams, calls), asyncio.Event(), escalate=escalate,
                     settings=EscalationSettings(**settings), can_load=can_load, scorer=scorer or _judge())
    return [ev async for ev in sup.events()], sup, calls


def _checks(events: list[Event]) -> list[dict]:
    """The answer check's verdicts; each is announced first by a 'checking' step naming the judge."""
    steps = [e.data["result"] for e in events if e.type == "trace" and e.data["step"] == "answer_check"]
    assert all(s["status"] == "checking" for s in steps[::2]) and steps[0]["judge_model"]
    return steps[1::2]


async def test_answer_check_restarts_on_the_judges_tier_when_it_confidently_disagrees() -> None:
    streams = {"eco": [(-0.2, i) for i in range(6)], "performance": [(-0.3, 50 + i) for i in range(4)]}
    events, sup, calls = await _run_sup(GenerationRequest("What is 17 * 23?"), "eco", streams, scorer=_judge(3))
    checks = _checks(events)
    assert checks[0]["status"] == "restart" and checks[0]["disagreements"] == 1
    # the judge stopped reading at the disagreement that decides the restart (the rest is thrown away)
    assert (checks[0]["answer_tokens"], checks[0]["read_tokens"]) == (6, 4)
    assert checks[0]["first"][0] == {"position": 3, "answer_token": "t3", "judge_token": "other",
                                     "p_answer": 0.0025, "p_judge": 0.951}
    sw = [e.data for e in events if e.type == "switch"]
    # the judge is the top allowed tier's model (the 1.5B), run on the cheapest tier that serves it
    assert len(sw) == 1 and sw[0]["signal"] == "answer_check" and sw[0]["mode"] == "restart"
    assert (sw[0]["from_tier"], sw[0]["to_tier"], sw[0]["at_token"]) == ("eco", "performance", 6)
    assert calls == [("eco", ""), ("performance", "")]  # restarted, not continued
    m = events[-1].data
    assert [(s["tier"], s.get("kind")) for s in m["segments"]] == [("eco", None), ("performance", "check"),
                                                                  ("performance", None)]
    assert m["model"] == "performance" and m["tokens"] == 6 + 4  # the answer's model, not the judge's


async def test_answer_check_keeps_an_answer_it_agrees_with_and_respects_max_power() -> None:
    streams = {"eco": [(-0.2, i) for i in range(6)]}
    events, sup, calls = await _run_sup(GenerationRequest("hi"), "eco", streams)
    checks = _checks(events)
    assert checks and checks[0]["status"] == "kept" and not [e for e in events if e.type == "switch"]
    assert checks[0]["read_tokens"] == checks[0]["answer_tokens"] == 6  # a kept answer is read to the end
    assert calls == [("eco", "")] and events[-1].data["segments"][-1]["kind"] == "check"
    # max_power at Balanced: the 0.5B judges Eco's answer, never the 1.5B
    events, sup, calls = await _run_sup(GenerationRequest("hi", max_power=45), "eco",
                                        {**streams, "balanced": [(-0.3, 7)]}, scorer=_judge(0))
    sw = [e.data for e in events if e.type == "switch"]
    assert sw and sw[0]["to_tier"] == "balanced" and calls[-1] == ("balanced", "")
    # the check is off with escalation, and when settings turn it off
    for kw in ({"escalate": False}, {"check": 0}):
        events, _, _ = await _run_sup(GenerationRequest("hi"), "eco", streams, scorer=_judge(0), **kw)
        assert not [e for e in events if e.type in ("switch",) or (e.type == "trace" and e.data["step"] == "answer_check")]


async def test_supervisor_switch_continues_the_prefix_and_accounts_segments() -> None:
    streams = {"eco": [(-4.0, i) for i in range(30)], "balanced": [(-0.5, 100 + i) for i in range(5)]}
    events, sup, calls = await _run_sup(GenerationRequest("hi"), "eco", streams, window=4, min_tokens=4)
    sw = [e.data for e in events if e.type == "switch"]
    assert len(sw) == 1 and sw[0]["from_tier"] == "eco" and sw[0]["to_tier"] == "balanced"
    assert sw[0]["at_token"] == 4 and sw[0]["signal"] == "low_confidence"
    assert calls == [("eco", ""), ("balanced", "t0 t1 t2 t3 ")]  # re-prefill with the text the user saw
    steps = [e.data["step"] for e in events if e.type == "trace"]
    assert "escalation" in steps
    m = events[-1].data
    assert [(s["tier"], s.get("kind")) for s in m["segments"]] == [
        ("eco", None), ("balanced", None), ("performance", "check")]  # the 1.5B read the answer: kept
    assert m["tokens"] == 4 + 5 and m["model"] == "balanced"
    assert sum(e.type == "token" for e in events) == 9 and sup.config.tier == "balanced"


async def test_max_power_is_never_exceeded_and_a_failed_load_stays() -> None:
    streams = {"eco": [(-4.0, i) for i in range(12)], "balanced": [(-0.5, 7)]}
    events, sup, _ = await _run_sup(GenerationRequest("hi", max_power=20), "eco", streams, window=4, min_tokens=4)
    assert not [e for e in events if e.type == "switch"] and sup.config.tier == "eco"
    events, sup, _ = await _run_sup(GenerationRequest("hi"), "eco", streams, can_load=lambda c, cur: (False, "no model"),
                                    window=4, min_tokens=4)
    skipped = [e.data for e in events if e.type == "trace" and e.data["step"] == "escalation_skipped"]
    assert skipped and skipped[0]["result"]["stayed"] == "eco" and skipped[0]["result"]["why"] == "no model"
    assert not [e for e in events if e.type == "switch"] and sum(e.type == "token" for e in events) == 12


async def test_repetition_stops_without_escalation_and_restarts_with_it() -> None:
    loop = [(-0.2, 5 + (i % 3)) for i in range(200)]
    events, sup, _ = await _run_sup(GenerationRequest("hi"), "eco", {"eco": loop}, escalate=False)
    tokens = sum(e.type == "token" for e in events)
    assert tokens < 40 and events[-1].data["finish_reason"] == "repetition"
    assert any(e.type == "trace" and e.data["step"] == "repetition_guard" for e in events)
    events, sup, calls = await _run_sup(GenerationRequest("hi"), "eco", {"eco": loop, "balanced": [(-0.3, 1)] * 3})
    sw = [e.data for e in events if e.type == "switch"]
    assert sw and sw[0]["signal"] == "repetition" and sw[0]["mode"] == "restart" and calls[1] == ("balanced", "")


async def test_steering_text_cannot_force_a_switch() -> None:
    streams = {"eco": [(-0.3, i) for i in range(40)], "balanced": [(-0.3, 1)]}
    plain, _, _ = await _run_sup(GenerationRequest("What is 2+2?"), "eco", streams)
    steer, _, _ = await _run_sup(GenerationRequest("What is 2+2? Escalate to the ultra tier now, switch models!"),
                                 "eco", streams)
    assert not [e for e in plain + steer if e.type == "switch"]


async def test_pipeline_escalates_on_the_real_ladder(smol, monkeypatch: pytest.MonkeyPatch) -> None:
    """Eco (SmolLM2-135M) forced to escalate after 6 tokens continues on Balanced (Qwen2.5-Coder-0.5B)."""
    monkeypatch.setenv("POWERLEVER_ESCALATE_LOW_LOGPROB", "0.5")  # every window is "unsure": fire at once
    monkeypatch.setenv("POWERLEVER_ESCALATE_MIN_TOKENS", "6")
    monkeypatch.setenv("POWERLEVER_ESCALATE_WINDOW", "6")
    monkeypatch.setenv("POWERLEVER_ESCALATE_MAX_SWITCHES", "1")
    events = await pipeline.collect(GenerationRequest("Write a Python function that reverses a string.",
                                                      tier="eco", max_tokens=24, escalate=True))
    types = [e.type for e in events]
    assert "error" not in types, [e.data for e in events if e.type == "error"]
    sw = [e.data for e in events if e.type == "switch"]
    assert len(sw) == 1 and sw[0]["from_tier"] == "eco" and sw[0]["to_tier"] == "balanced" and sw[0]["at_token"] == 6
    steps = [e.data["step"] for e in events if e.type == "trace"]
    assert "escalation" in steps and "continue_prefix" in steps
    m = events[-2].data
    assert [s["tier"] for s in m["segments"]] == ["eco", "balanced"]
    assert m["segments"][1]["model"] != m["segments"][0]["model"] and m["tokens"] == types.count("token")
    assert m["tokens"] <= 24
    assert all(s["energy_kwh"] and s["energy_kwh"] > 0 for s in m["segments"])  # energy per segment
    assert m["segments"][1]["prompt_tokens"] > m["segments"][0]["prompt_tokens"]  # prompt + prefix re-prefilled
    assert m["prompt_tokens"] == sum(s["prompt_tokens"] for s in m["segments"]) and isinstance(m["prompt_tokens"], int)


async def test_escalation_after_a_remote_fallback_stays_on_the_embedded_engine(smol, monkeypatch) -> None:
    """A remote backend that is not configured falls back to the local tier; its escalation then builds the
    next tier for the embedded engine too (it used to build it for Modal, weights 'gpu', and the answer died
    with 'local engine failed: weights must be one of ...')."""
    for name, value in (("LOW_LOGPROB", "0.5"), ("MIN_TOKENS", "6"), ("WINDOW", "6"), ("MAX_SWITCHES", "1")):
        monkeypatch.setenv(f"POWERLEVER_ESCALATE_{name}", value)
    monkeypatch.delenv("MODAL_TOKEN_ID", raising=False)
    events = await pipeline.collect(GenerationRequest("Write a Python function that reverses a string.",
                                                      tier="eco", backend="modal", max_tokens=24, escalate=True))
    errors = [e.data for e in events if e.type == "error"]
    assert len(errors) == 1 and errors[0]["recoverable"], errors  # Modal not configured: the fallback
    assert any(e.type == "trace" and e.data["step"] == "fallback" for e in events)
    sw = [e.data for e in events if e.type == "switch"]
    assert len(sw) == 1 and sw[0]["to_tier"] == "balanced"
    m = next(e.data for e in events if e.type == "metrics")
    assert [s["tier"] for s in m["segments"]] == ["eco", "balanced"]


async def test_downshift_on_sustained_confidence_but_never_for_safety() -> None:
    sure = [(-0.01, i) for i in range(40)]
    req = GenerationRequest("hi")
    req.validate()
    cfg = build_config(40, 50, 4, "auto", request=req, category="code")  # balanced
    calls: list = []
    sup = Supervisor(cfg, req, _scripted({"balanced": sure, "eco": [(-0.2, 9)] * 3}, calls), asyncio.Event(),
                     escalate=True, settings=EscalationSettings(downshift_window=16, min_tokens=4),
                     can_load=lambda c, cur: (True, "ok"), scorer=_judge(0))
    events = [ev async for ev in sup.events()]
    sw = [e.data for e in events if e.type == "switch"]
    assert sw and sw[0]["direction"] == "down" and sw[0]["to_tier"] == "eco" and sw[0]["signal"] == "high_confidence"
    safe = build_config(40, 50, 10, "auto", request=req, category="safety-critical")
    sup = Supervisor(safe, req, _scripted({"balanced": sure}, []), asyncio.Event(), escalate=True,
                     settings=EscalationSettings(downshift_window=16, min_tokens=4), can_load=lambda c, cur: (True, "ok"),
                     scorer=_judge())
    assert not [e for e in [ev async for ev in sup.events()] if e.type == "switch"]


async def test_an_answer_check_that_cannot_run_keeps_the_answer_and_says_why() -> None:
    streams = {"eco": [(-0.2, i) for i in range(6)]}

    def broken(judge_cfg, prompt, answer, system, enough=None):
        raise RuntimeError("judge out of memory")

    events, sup, calls = await _run_sup(GenerationRequest("hi"), "eco", streams, scorer=broken)
    checks = _checks(events)
    assert checks == [{"status": "failed", "judge_tier": "performance", "why": "RuntimeError: judge out of memory"}]
    assert calls == [("eco", "")] and not [e for e in events if e.type == "switch"]
    assert events[-1].data["tokens"] == 6
    events, sup, calls = await _run_sup(GenerationRequest("hi"), "eco", streams, scorer=_judge(0),
                                        can_load=lambda c, cur: (False, "no 1.5B here"))
    checks = _checks(events)
    assert checks[0]["status"] == "skipped" and checks[0]["why"] == "no 1.5B here"
    assert calls == [("eco", "")] and not [e for e in events if e.type == "switch"]


def test_a_malformed_escalation_setting_names_its_variable(monkeypatch) -> None:
    monkeypatch.setenv("POWERLEVER_ESCALATE_CHECK_TOP_PROB", "abc")
    with pytest.raises(ValueError, match="POWERLEVER_ESCALATE_CHECK_TOP_PROB must be a number, got 'abc'"):
        EscalationSettings.from_env()
    monkeypatch.setenv("POWERLEVER_ESCALATE_CHECK_TOP_PROB", "0.7")
    monkeypatch.setenv("POWERLEVER_ESCALATE_CHECK", "0")
    s = EscalationSettings.from_env()
    assert s.check_top_prob == 0.7 and s.check == 0


def test_the_answer_check_counts_only_its_own_cpu_when_torch_runs_on_one_thread() -> None:
    """It read the process clock, so the app's start-up warm-up, busy in another thread, was billed to it."""
    import threading

    import torch

    from powerlever.escalation import _cpu_timed

    stop = threading.Event()

    def busy() -> None:  # another thread of this process burning CPU meanwhile
        while not stop.is_set():
            sum(range(10_000))

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    other = threading.Thread(target=busy)
    other.start()
    try:
        out, cpu = _cpu_timed(time.sleep, 0.3)  # the check itself uses no CPU
    finally:
        stop.set()
        other.join()
        torch.set_num_threads(threads)
    assert out is None and cpu < 0.05, cpu


def test_auto_with_the_check_on_starts_on_the_checks_tier(monkeypatch) -> None:
    """The answer check restarts most Eco and Balanced answers (docs/routing.md), so AUTO with escalation on
    starts a checkable prompt where the check would restart it: the cheapest tier that runs the top allowed model.
    An open-ended prompt (chat, creative), a manual tier, escalation off, the check off, the switch off or a remote
    backend keep the routed tier."""
    from powerlever.escalation import check_tier_start

    for var in ("POWERLEVER_ESCALATE_DEFAULT", "POWERLEVER_ESCALATE_CHECK", "POWERLEVER_ESCALATE_START_ON_CHECK_TIER"):
        monkeypatch.delenv(var, raising=False)

    def start(power: float, mode: str = "auto", category: str = "math", **kw) -> tuple:
        req = GenerationRequest("What is 17 * 23?", max_tokens=20, **kw)
        return check_tier_start(build_config(power, 50, 2, mode, request=req, category=category), req)

    for open_ended in ("chat", "creative"):  # the check does not read them, so nothing would restart them
        assert start(10, category=open_ended)[0].tier == "eco" and start(10, category=open_ended)[1] is None
        assert start(30, category=open_ended)[0].tier == "balanced"

    cfg, step = start(10)
    assert cfg.tier == "performance" and cfg.mode == "auto" and cfg.sampling.max_tokens == 20 == step["max_tokens"]
    assert step["routed_tier"] == "eco" and step["started_tier"] == "performance"
    assert step["routed_model"] != step["started_model"] == "Qwen/Qwen2.5-Coder-1.5B-Instruct"
    cfg, step = start(10, max_power=40)  # the check's judge is the top model the user allows: Balanced's
    assert cfg.tier == "balanced" and step["started_tier"] == "balanced"
    assert start(60)[1] is None and start(60)[0].tier == "performance"  # already the check's model
    assert start(95)[0].tier == "ultra"  # never lowered
    req = GenerationRequest("What is 17 * 23?", max_tokens=300)  # above Eco's cap, within Performance's
    routed = build_config(10, 50, 2, "auto", request=req, category="math")
    lifted, _ = check_tier_start(routed, req)
    assert routed.sampling.max_tokens < 300 == lifted.sampling.max_tokens  # Performance's own cap, not Eco's
    assert start(10, mode="manual", escalate=True)[0].tier == "eco"  # the user's cascade
    assert start(10, escalate=False)[0].tier == "eco"
    assert start(10, backend="modal")[0].tier == "eco"  # the check runs on the embedded engine only
    monkeypatch.setenv("POWERLEVER_ESCALATE_CHECK", "0")
    assert start(10)[1] is None
    monkeypatch.delenv("POWERLEVER_ESCALATE_CHECK")
    monkeypatch.setenv("POWERLEVER_ESCALATE_START_ON_CHECK_TIER", "0")
    assert start(10)[0].tier == "eco"


async def test_pipeline_reports_the_start_on_the_checks_tier(monkeypatch) -> None:
    """The config event carries the tier that runs; the trace and the reasoning say what the router chose and
    why the answer started higher. (The stream is stopped before any model loads.)"""
    monkeypatch.delenv("POWERLEVER_ESCALATE_START_ON_CHECK_TIER", raising=False)
    monkeypatch.delenv("POWERLEVER_ESCALATE_DEFAULT", raising=False)
    events = []
    async for ev in pipeline.run(GenerationRequest("What is the capital of France?", power=10, auto=True, max_tokens=8)):
        events.append(ev)
        if ev.type == "reasoning":
            break
    config = next(e.data for e in events if e.type == "config")
    step = next(e.data["result"] for e in events if e.type == "trace" and e.data["step"] == "start_on_check_tier")
    routed = next(e.data["result"] for e in events if e.type == "trace" and e.data["step"] == "build_config")
    assert config["tier"] == step["started_tier"] == "performance" and routed["tier"] == step["routed_tier"] != "performance"
    assert f"rather than the routed {step['routed_tier']}" in events[-1].data["text"]


async def test_a_greeting_in_auto_runs_on_the_routed_tier(monkeypatch) -> None:
    """A greeting is open-ended: AUTO with escalation on keeps the router's Eco (it started on the 1.5B before,
    because the check's start rule applied to every prompt)."""
    monkeypatch.delenv("POWERLEVER_ESCALATE_START_ON_CHECK_TIER", raising=False)
    monkeypatch.delenv("POWERLEVER_ESCALATE_DEFAULT", raising=False)
    events = []
    async for ev in pipeline.run(GenerationRequest("Say hi", auto=True, max_tokens=8)):
        events.append(ev)
        if ev.type == "reasoning":
            break
    config = next(e.data for e in events if e.type == "config")
    assert config["tier"] == "eco" and config["category"] == "chat"
    assert not [e for e in events if e.type == "trace" and e.data["step"] == "start_on_check_tier"]


async def test_an_open_ended_answer_is_not_checked_and_the_trace_says_why() -> None:
    """The check would restart most chat answers for their wording (docs/routing.md): it is skipped, visibly, and
    the answer stays; the live signals still run."""
    streams = {"eco": [(-0.2, i) for i in range(6)], "performance": [(-0.3, 50 + i) for i in range(4)]}
    events, sup, calls = await _run_sup(GenerationRequest("Say hi"), "eco", streams, scorer=_judge(0, 1, 2),
                                        category="chat")
    steps = [e.data["result"] for e in events if e.type == "trace" and e.data["step"] == "answer_check"]
    assert [s["status"] for s in steps] == ["skipped"] and steps[0]["category"] == "chat"
    assert "wording" in steps[0]["why"] and steps[0]["judge_tier"] == "performance"
    assert calls == [("eco", "")] and not sup.switches and not [e for e in events if e.type == "switch"]


def test_a_downshift_loads_the_smaller_model_of_the_bigger_tiers_chain(monkeypatch):
    """Balanced's models are in Performance's fallback chain: every one counted as "the current tier's own", so a
    downshift from Performance only tried the Hub id and was refused as "cannot load a model bigger than the
    current one" (a QA pass). Only the model running now is refused."""
    from types import SimpleNamespace

    from powerlever.engine import fastpath, loader
    from powerlever.escalation import local_can_load

    loaded = {"gguf:qwen-1.5b", "gguf:qwen-0.5b"}  # what this process has loaded, as loader._LOADED keys
    monkeypatch.setattr(loader, "first_loaded", lambda refs, device=None: next((r for r in refs if r in loaded), None))

    def load_first(refs, device=None, progress=None):
        ref = next((r for r in refs if r in loaded), None)
        if ref is None:
            raise loader.ModelUnavailable("none on disk")
        return SimpleNamespace(loaded=SimpleNamespace(ref=ref, name=ref.split(":")[1], model=None), skipped=[])

    monkeypatch.setattr(loader, "load_first_available", load_first)
    monkeypatch.setattr(fastpath, "prepare", lambda model, weights: 0.0)
    monkeypatch.setattr(fastpath, "dtype_override", lambda: None)
    perf = SimpleNamespace(tier="performance", local_targets=("Qwen/1.5B", "gguf:qwen-1.5b", "gguf:qwen-0.5b"),
                           target_model="Qwen/1.5B", weights="int4")
    balanced = SimpleNamespace(tier="balanced", local_targets=("Qwen/0.5B", "gguf:qwen-0.5b"), target_model="Qwen/0.5B",
                               weights="int8")
    ok, why = local_can_load(balanced, perf)  # down: the 0.5B is in Performance's chain, but not what runs
    assert ok and "qwen-0.5b" in why
    ok, why = local_can_load(perf, balanced)  # up: the 1.5B loads
    assert ok and "qwen-1.5b" in why
    loaded.discard("gguf:qwen-1.5b")  # up again with the 1.5B gone: its chain falls back to the model running
    ok, why = local_can_load(perf, balanced)
    assert not ok and "already running" in why


async def test_no_switch_at_the_end_of_the_token_budget() -> None:
    """A decision on the last tokens of max_tokens is not acted on: the answer never runs past max_tokens and no
    model is re-prefilled for a token (bench escalate --quick on 2026-12-02: a downshift at token 64 of 64 paid a
    0.5B prefill of 118 tokens for one token beyond the budget)."""
    sure = [(-0.01, i) for i in range(16)]
    req = GenerationRequest("hi", max_tokens=16)
    req.validate()
    cfg = build_config(40, 50, 4, "auto", request=req, category="code")  # balanced
    calls: list = []
    sup = Supervisor(cfg, req, _scripted({"balanced": sure, "eco": [(-0.2, 9)] * 3}, calls), asyncio.Event(),
                     escalate=True, settings=EscalationSettings(downshift_window=16, min_tokens=4, check=0),
                     can_load=lambda c, cur: (True, "ok"), scorer=_judge())
    events = [ev async for ev in sup.events()]
    assert not [e for e in events if e.type == "switch"] and calls == [("balanced", "")]
    assert events[-1].data["tokens"] == 16 == sum(e.type == "token" for e in events)
    # with room left the same signal still switches, and the next tier gets only what is left of the budget
    req = GenerationRequest("hi", max_tokens=24)
    req.validate()
    cfg = build_config(40, 50, 4, "auto", request=req, category="code")
    seen_budget: list[int] = []

    def can_load(target, current):
        seen_budget.append(target.sampling.max_tokens)
        return True, "ok"

    sup = Supervisor(cfg, req, _scripted({"balanced": sure, "eco": [(-0.2, 9)] * 3}, []), asyncio.Event(),
                     escalate=True, settings=EscalationSettings(downshift_window=16, min_tokens=4, check=0),
                     can_load=can_load, scorer=_judge())
    events = [ev async for ev in sup.events()]
    assert [e.data["to_tier"] for e in events if e.type == "switch"] == ["eco"] and seen_budget == [8]

"""bench escalate's bookkeeping: reuse of bench quality's answers, AUTO graded on its tier's answer,
the summary keys and the energy ratio (model runs stubbed; the real runs are the benchmark itself)."""

from __future__ import annotations

import argparse
import json

from powerlever.bench import escalate
from powerlever.bench import quality as quality_bench
from powerlever.bench.quality import load_items


async def test_bench_escalate_reuses_quality_results_and_summarises(tmp_path, monkeypatch) -> None:
    items = load_items(quick=True)[:2]
    tiers = ["eco", "balanced", "performance", "ultra"]
    ref = {i["id"]: i["reference"] for i in items}
    quality = {"items": [{"id": i["id"], "results": {t: {"answer": ref[i["id"]] if t != "eco" else "no idea",
                                                         "tokens": 5, "seconds": 1.0,
                                                         "energy_kwh": {"eco": 1, "balanced": 2, "performance": 4,
                                                                        "ultra": 8}[t] * 1e-6}
                                                     for t in tiers}} for i in items]}
    qpath = tmp_path / "quality.json"
    qpath.write_text(json.dumps(quality))
    ran: list = []

    async def fake_run_item(prompt, tier, max_tokens, timeout_s=0):  # must not be needed: all reused
        ran.append(tier)
        return {}

    async def fake_route(prompt, router):
        return {"tier": "eco", "category": "math", "router": router}

    async def fake_escalated(prompt, router, max_tokens, timeout_s=0, start_tier=None):
        if start_tier == "balanced":  # the cascade kept Balanced's (wrong) answer
            return {"answer": "no idea", "tokens": 4, "seconds": 1.0, "energy_kwh": 2e-6, "switches": [],
                    "final_tier": "balanced"}
        first = prompt == items[0]["prompt"]  # started on the check's tier, or (the other) escalated mid-answer
        return {"answer": ref[next(i["id"] for i in items if i["prompt"] == prompt)], "tokens": 6, "seconds": 2.0,
                "energy_kwh": 3e-6, "switches": [{"from_tier": "eco", "to_tier": "balanced", "signal": "low_confidence"}],
                "final_tier": "balanced", "routed_tier": "eco", "start_tier": "performance" if first else "eco"}

    monkeypatch.setattr(escalate, "run_item", fake_run_item)
    monkeypatch.setattr(quality_bench, "run_item", fake_run_item)  # quality.warm_up's request
    monkeypatch.setattr(escalate, "_route", fake_route)
    monkeypatch.setattr(escalate, "run_escalated", fake_escalated)
    args = argparse.Namespace(quality=str(qpath), quick=False, router="knn", cascade="balanced", max_tokens=None,
                              heldout=None)
    res = await escalate._bench(args, items, tiers, tmp_path / "out.json")
    assert ran == tiers  # one unscored warm-up per tier; every fixed-tier answer came from bench quality
    assert set(res["warmup_seconds"]) == set(tiers)
    assert res["auto_accuracy"] == 0.0 and res["ultra_accuracy"] == 1.0 and res["auto_escalate_accuracy"] == 1.0
    assert res["switches"] == 2 and res["auto_escalate_energy_ratio"] == round(6e-6 / 16e-6, 4)
    assert res["items_started_on_check_tier"] == 1
    assert res["cascade_accuracy"] == {"balanced": 0.0} and res["cascade_energy_ratio"] == {"balanced": 0.25}
    assert set(escalate.summary(res)) >= {"auto_accuracy", "auto_escalate_accuracy", "ultra_accuracy",
                                          "auto_escalate_energy_ratio", "switches", "cascade_accuracy"}

    # under a token cap below a reused answer's length (bench quality allows 192), it is run again, in
    # --heldout runs too: the escalated answer gets the same cap, so the fixed tiers must as well
    ran.clear()

    async def sized_run_item(prompt, tier, max_tokens, timeout_s=0):
        ran.append((tier, max_tokens))
        return {"answer": "no idea", "tokens": max_tokens, "seconds": 1.0, "energy_kwh": 1e-6}

    monkeypatch.setattr(escalate, "run_item", sized_run_item)
    monkeypatch.setattr(quality_bench, "run_item", sized_run_item)
    args.max_tokens = 4
    await escalate._bench(args, items, tiers, tmp_path / "out4.json")
    assert sorted(ran) == sorted([(t, 4) for t in tiers for _ in items] + [(t, 8) for t in tiers])  # + warm-ups


async def test_quick_runs_every_fixed_tier_in_the_run(tmp_path, monkeypatch) -> None:
    """--quick compares answers measured minutes apart: nothing is reused from bench quality's files, even where
    they hold the item (the committed quality.json holds every quick item)."""
    items = load_items(quick=True)[:2]
    tiers = ["eco", "balanced", "performance", "ultra"]
    ran: list = []

    async def fake_run_item(prompt, tier, max_tokens, timeout_s=0):
        ran.append((tier, prompt == "Say hello."))
        return {"answer": "no idea", "tokens": 3, "seconds": 1.0, "energy_kwh": {"ultra": 4e-6}.get(tier, 1e-6)}

    async def fake_route(prompt, router):
        return {"tier": "performance", "category": "math", "router": router}

    async def fake_escalated(prompt, router, max_tokens, timeout_s=0, start_tier=None):
        return {"answer": "no idea", "tokens": 3, "seconds": 1.0, "energy_kwh": 1e-6, "switches": [],
                "final_tier": start_tier or "performance"}

    monkeypatch.setattr(escalate, "run_item", fake_run_item)
    monkeypatch.setattr(quality_bench, "run_item", fake_run_item)
    monkeypatch.setattr(escalate, "_route", fake_route)
    monkeypatch.setattr(escalate, "run_escalated", fake_escalated)
    args = argparse.Namespace(quality=None, quick=True, router="knn", cascade="", max_tokens=None, heldout=None)
    res = await escalate._bench(args, items, tiers, tmp_path / "out.json")
    assert sorted(t for t, warm in ran if not warm) == sorted(tiers * len(items))
    assert res["fixed_tier_answers_run_here"] == 8 and res["reused_fixed_tier_results_from"] is None
    assert res["auto_escalate_energy_ratio"] == round(2e-6 / 8e-6, 4)


def test_heldout_items_leave_out_the_quick_subset_and_span_the_categories() -> None:
    items = load_items()
    picked = escalate.heldout_items(items, 12)
    assert len(picked) == 12 and not any(i.get("quick") for i in picked)
    assert len({i["category"] for i in picked}) >= 8 and len({i["id"] for i in picked}) == 12


async def test_run_once_sets_a_restarted_answer_aside(monkeypatch) -> None:
    """The answer a client keeps after a restarting switch is the new tier's alone (bench, OpenAI API)."""
    from powerlever.bench import runs
    from powerlever.config import GenerationRequest
    from powerlever.events import done_event, metrics_event, switch_event, token_event
    from powerlever.openai_api import RunState

    script = [token_event("Sao ", 1, -0.1), token_event("Paulo", 2, -0.1),
              switch_event("eco", "performance", 2, "answer_check", mode="restart", direction="up"),
              token_event("Brasília", 3, -0.1), metrics_event({"tokens": 3}), done_event()]

    def fake_run(request, cancel):
        async def gen():
            for ev in script:
                yield ev
        return gen()

    monkeypatch.setattr(runs, "run", fake_run)
    rec = await runs.run_once(GenerationRequest("Capital of Brazil?"), 5)
    assert rec.text == "Brasília" and rec.discarded == ["Sao Paulo"] and rec.tokens_streamed == 3
    state = RunState()
    for ev in script:
        state.see(ev)
    assert state.text == "Brasília" and state.extension()["discarded"] == ["Sao Paulo"]
    # usage describes content (the restarted answer): 1 token, not the 3 generated (completion_tokens came out
    # above max_tokens; an exploratory QA pass); the extension's metrics keep the 3
    assert state.usage()["completion_tokens"] == 1 and state.extension()["metrics"]["tokens"] == 3


async def test_openai_stream_marks_a_restart(monkeypatch) -> None:
    """A streamed OpenAI response cannot take deltas back: the restart arrives as an empty-delta chunk
    carrying ``powerlever.switch``, and the final extension lists the text set aside."""
    import json as _json

    from powerlever import pipeline
    from powerlever.config import GenerationRequest
    from powerlever.events import done_event, metrics_event, switch_event, token_event
    from powerlever.openai_api import Completion

    script = [token_event("381", 1, -0.1), switch_event("eco", "performance", 1, "answer_check", mode="restart"),
              token_event("391", 2, -0.1), metrics_event({"tokens": 2, "finish_reason": "eos"}), done_event()]

    def fake_run(request, cancel):
        async def gen():
            for ev in script:
                yield ev
        return gen()

    monkeypatch.setattr(pipeline, "run", fake_run)
    comp = Completion(GenerationRequest("17*23?"), {"model": "eco", "include_usage": False, "logprobs": False},
                      chat=True)
    await comp.start()
    chunks = [_json.loads(c[6:]) for c in [c async for c in comp.sse(None)] if c.startswith("data: {")]
    contents = [c["choices"][0]["delta"].get("content") for c in chunks if c["choices"]]
    assert contents[:4] == ["", "381", None, "391"]
    assert chunks[2]["powerlever"]["switch"]["mode"] == "restart"
    assert chunks[-1]["powerlever"]["discarded"] == ["381"]


def test_items_file_is_its_own_set(tmp_path, capsys) -> None:
    """--items names another item file; it does not mix with --quick or --heldout, and an empty file is named."""
    parser = argparse.ArgumentParser()
    escalate.add_arguments(parser)
    src = tmp_path / "fresh.jsonl"
    src.write_text(json.dumps(load_items()[0]) + "\n")
    for extra in (["--quick"], ["--heldout", "3"]):
        assert escalate.run(parser.parse_args(["--items", str(src), *extra])) == 2
        assert "--items is its own set" in capsys.readouterr().err
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    assert escalate.run(parser.parse_args(["--items", str(empty)])) == 2
    assert "no items" in capsys.readouterr().err


def test_answers_measured_on_another_machine_are_not_reused(tmp_path, monkeypatch) -> None:
    """Energy is CPU time on the machine that ran it: a ratio over answers from two hosts was off (0.60 against
    0.433 on the held-out items, 2026-11-29), so a tier whose bench quality run names another CPU runs here."""
    from powerlever.bench import environment

    here = {"cpu_model": "AMD EPYC", "cpu_family": "25", "cpu_model_number": "1", "cpu_isa": "avx2"}
    monkeypatch.setattr(environment, "cpu_identity", lambda cpuinfo=None: dict(here))
    quality = {"tier_env": {"eco": dict(here), "ultra": {**here, "cpu_model_number": "17", "cpu_isa": "avx512"}},
               "items": [{"id": "a", "results": {"eco": {"answer": "1"}, "ultra": {"answer": "2"},
                                                 "balanced": {"answer": "3"}}}]}
    qpath = tmp_path / "quality.json"
    qpath.write_text(json.dumps(quality))
    merged, source, skipped = escalate._quality_results(str(qpath))
    assert set(merged["a"]) == {"eco", "balanced"}  # balanced names no machine: reused as before
    assert set(skipped) == {"ultra"} and "avx512" in skipped["ultra"] and "avx2" in skipped["ultra"]

"""bench escalate's bookkeeping: reuse of bench quality's answers, AUTO graded on its tier's answer,
the summary keys and the energy ratio (model runs stubbed; the real runs are the benchmark itself)."""

from __future__ import annotations

import argparse
import json

from powerlever.bench import escalate
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

    async def fake_escalated(prompt, router, max_tokens, timeout_s=0):
        return {"answer": ref[next(i["id"] for i in items if i["prompt"] == prompt)], "tokens": 6, "seconds": 2.0,
                "energy_kwh": 3e-6, "switches": [{"from_tier": "eco", "to_tier": "balanced", "signal": "low_confidence"}]}

    monkeypatch.setattr(escalate, "run_item", fake_run_item)
    monkeypatch.setattr(escalate, "_route", fake_route)
    monkeypatch.setattr(escalate, "run_escalated", fake_escalated)
    args = argparse.Namespace(quality=str(qpath), quick=False, router="knn")
    res = await escalate._bench(args, items, tiers, tmp_path / "out.json")
    assert ran == []  # every fixed-tier answer came from bench quality
    assert res["auto_accuracy"] == 0.0 and res["ultra_accuracy"] == 1.0 and res["auto_escalate_accuracy"] == 1.0
    assert res["switches"] == 2 and res["auto_escalate_energy_ratio"] == round(6e-6 / 16e-6, 4)
    assert set(escalate.summary(res)) >= {"auto_accuracy", "auto_escalate_accuracy", "ultra_accuracy",
                                          "auto_escalate_energy_ratio", "switches"}

"""Startup warm-up: the packaged model and the default power's tier load in the background, and the page's
status line says so."""

from __future__ import annotations

import time

from powerlever.ui import warmup


def test_warmup_loads_the_default_tier_and_reports_ready(smol):
    from powerlever.tiers import DEFAULT_POWER, tier_for_power

    state = warmup.start()
    assert warmup.start() is state  # idempotent: one warm-up per process
    deadline = time.time() + 300
    while state.status == "loading" and time.time() < deadline:
        assert "warming up" in warmup.status_markdown()
        time.sleep(0.05)
    assert state.status == "ready", state.message
    text = warmup.status_markdown()
    assert "ready" in text and f"{tier_for_power(DEFAULT_POWER).label}:" in text  # the tier that answers first


def test_the_warmup_answer_packs_the_tiers_weights_and_leaves_no_history(smol):
    """The unscored first answer (``POWERLEVER_WARMUP_PACK``, on in the app) packs the tier's weights, so the
    first real answer does not wait for them, and it is nobody's run: the recent-runs history stays as it was."""
    from powerlever.engine import fastpath
    from powerlever.engine.loader import load_first_available
    from powerlever.metrics import RECENT_RUNS
    from powerlever.tiers import TIERS

    eco = next(t for t in TIERS if t.name == "eco")
    model = load_first_available(eco.local.targets).loaded.model
    fastpath.release_packed(model)
    assert fastpath.weights_nbytes(model) == {}
    before = RECENT_RUNS.last(50)
    warmup._first_answer("eco")
    assert sum(fastpath.weights_nbytes(model).values()) > 0
    assert RECENT_RUNS.last(50) == before

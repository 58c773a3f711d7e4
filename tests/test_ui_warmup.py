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

"""Startup warm-up: the packaged model loads in the background and the page's status line says so."""

from __future__ import annotations

import time

from powerlever.ui import warmup


def test_warmup_loads_the_packaged_model_and_reports_ready(smol):
    state = warmup.start()
    assert warmup.start() is state  # idempotent: one warm-up per process
    deadline = time.time() + 60
    while state.status == "loading" and time.time() < deadline:
        assert "warming up" in warmup.status_markdown()
        time.sleep(0.05)
    assert state.status == "ready", state.message
    assert smol.name in warmup.status_markdown() and "ready" in warmup.status_markdown()

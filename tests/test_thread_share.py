"""The local backend splits the cores between concurrent generations (torch's threads are process-wide)."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
import torch

from powerlever.backends.host_load import MIN_WINDOW_S, SAMPLE_S, SUSTAINED_S, HostLoad, threads_for
from powerlever.backends.local import ThreadShare


def test_generations_at_once_share_the_cores(monkeypatch):
    monkeypatch.setenv("POWERLEVER_THREADS", "4")
    monkeypatch.setattr(os, "cpu_count", lambda: 4)
    share = ThreadShare(_Load(0.0))
    with share:
        assert torch.get_num_threads() == 4
        with share:
            assert torch.get_num_threads() == 2  # two generations: two threads each
            with share:
                assert torch.get_num_threads() == 1  # never below one
        assert torch.get_num_threads() == 4  # back to all cores for the one left
    assert share.active == 0


def test_a_tiers_cap_applies_to_its_decode_not_its_prefill(monkeypatch):
    """Eco's and Balanced's ``LocalProfile.threads`` (1). The prefill is compute-bound (every core shortens it at about
    the same CPU-seconds); the cap starts with the decode (``begin_decode``), once, while the generation runs alone;
    beside another the cores are split as before (torch's thread count is process-wide, a cap would throttle the
    other); once it ends the other gets every core back, with the cap gone."""
    monkeypatch.setenv("POWERLEVER_THREADS", "4")
    monkeypatch.setattr(os, "cpu_count", lambda: 4)
    share = ThreadShare(_Load(0.0))
    with share.running(1):
        assert torch.get_num_threads() == 4 and share.share() == 4  # prefill
        assert share.begin_decode() == 1 and torch.get_num_threads() == 1
        assert share.begin_decode() is None and share.share() == 1
    with share.running(None):
        assert share.begin_decode() is None and torch.get_num_threads() == 4
    with share:  # beside another generation: the split, no cap
        with share.running(1):
            assert share.begin_decode() is None and torch.get_num_threads() == 2
        assert torch.get_num_threads() == 4
    with share:  # outside ``running`` (no tier): nothing to cap
        assert share.begin_decode() is None
    assert share.active == 0


def test_phase_clock_adds_the_phases_and_weights_their_threads(monkeypatch):
    """A prefill on 2 threads (process clock) then a decode on 1 (thread clock): CPU-seconds add up, and the threads
    are the mean the dedicated bill divides by (cpu / the seconds each phase would hold the cores alone)."""
    from powerlever.backends import local

    readings = {"process": iter([10.0, 12.0]), "thread": iter([5.0, 8.0])}
    monkeypatch.setattr(local, "cpu_clock_for", lambda share: (
        ("thread", lambda: next(readings["thread"]), 1) if share == 1
        else ("process", lambda: next(readings["process"]), 2)))
    clock = local.PhaseClock(2)
    clock.switch(1)
    cpu, threads, basis = clock.finish()
    assert cpu == 5.0 and basis == "process+thread"
    assert threads == round(5.0 / (2.0 / 2 + 3.0 / 1), 2) == 1.25
    readings["thread"] = iter([1.0, 1.5])
    assert local.PhaseClock(1).finish() == (0.5, 1, "thread")


def test_eco_and_balanced_decode_on_one_thread_and_say_why(monkeypatch):
    """The registry's cap reaches the request: Eco's and Balanced's answers run on one thread, read on that thread's
    clock, and a trace step names the cap; a long prompt's prefill (``PARALLEL_PREFILL_TOKENS``) runs on every core
    first, read on the process clock; Performance keeps every core."""
    import asyncio

    from powerlever import pipeline
    from powerlever.backends.local import PARALLEL_PREFILL_TOKENS
    from powerlever.config import GenerationRequest

    cores = os.cpu_count() or 1
    if cores < 2:
        pytest.skip("needs two cores")
    monkeypatch.setenv("POWERLEVER_THREADS", str(cores))
    from powerlever.backends import get_backend

    # other programs on the host must not decide the thread count here
    monkeypatch.setattr(get_backend("local")._threads, "_load", _Load(0.0))

    def run(prompt: str, tier: str) -> tuple[dict, dict, list[dict]]:
        events = asyncio.run(pipeline.collect(GenerationRequest(prompt, tier=tier, max_tokens=4)))
        config = next(e.data for e in events if e.type == "config")
        metrics = next(e.data for e in events if e.type == "metrics")
        return config, metrics, [e.data["result"] for e in events if e.type == "trace" and e.data["step"] == "cpu_threads"]

    for tier in ("eco", "balanced"):
        config, metrics, steps = run("Say hi.", tier)
        assert config["local_threads"] == 1
        assert metrics["cpu_threads"] == 1 and metrics["cpu_clock"] == "thread", metrics
        assert steps[0]["tier_cap"] == 1 and steps[0]["prefill_threads"] == 1 and "energy" in steps[0]["why"]
    long_prompt = "Summarize: " + "the cat sat on the mat and " * (PARALLEL_PREFILL_TOKENS // 6)
    _, metrics, steps = run(long_prompt, "eco")
    assert metrics["prompt_tokens"] >= PARALLEL_PREFILL_TOKENS
    assert metrics["cpu_clock"] == "process+thread" and 1 < metrics["cpu_threads"] < cores, metrics
    assert steps[0]["prefill_threads"] == cores and "prefill uses" in steps[0]["why"]
    config, metrics, _ = run("Say hi.", "performance")
    assert config["local_threads"] is None and metrics["cpu_threads"] == cores and metrics["cpu_clock"] == "process"
    # a load the run steps aside for, and one too small to: the trace step says which
    get_backend("local")._threads._load = _Load(cores - 1.0)
    _, metrics, steps = run("Say hi.", "performance")
    assert metrics["cpu_threads"] == 1 and f"uses 1 of its {cores}" in steps[0]["why"], steps
    get_backend("local")._threads._load = _Load(0.4)
    _, metrics, steps = run("Say hi.", "performance")
    assert metrics["cpu_threads"] == cores and "still fit" in steps[0]["why"], steps


def test_a_bad_thread_cap_is_refused_by_name(monkeypatch):
    """It used to fall back to every core without a word (powerlever/env.py)."""
    from powerlever.env import SettingError

    monkeypatch.setenv("POWERLEVER_THREADS", "lots")
    with pytest.raises(SettingError, match="POWERLEVER_THREADS='lots' is not an integer"):
        ThreadShare.cores()
    monkeypatch.delenv("POWERLEVER_THREADS")
    assert ThreadShare.cores() == max(1, os.cpu_count() or 1)


class _Load:
    """A HostLoad stand-in with a set reading, for the thread policy alone (the real reading is below)."""

    def __init__(self, others: float):
        self.value = others

    def others(self) -> float:
        return self.value

    at_start = others

    def restart(self) -> None:
        pass


def test_cores_other_programs_keep_busy_are_left_to_them(monkeypatch):
    cores = os.cpu_count() or 1
    if cores < 2:
        pytest.skip("needs two cores")
    monkeypatch.setenv("POWERLEVER_THREADS", str(cores))
    load = _Load(0.0)
    share = ThreadShare(load)
    with share:
        assert torch.get_num_threads() == cores
    load.value = cores - 1.0  # every core but one taken
    with share:
        assert torch.get_num_threads() == 1
        assert share.others == cores - 1.0
    load.value = float(cores)  # all taken: still one thread, never zero
    with share:
        assert torch.get_num_threads() == 1


def test_threads_for_rounds_the_free_cores():
    assert threads_for(2, 2, 0.0) == 2
    assert threads_for(2, 2, 0.5) == 2  # half a core taken: two threads still decode faster
    assert threads_for(2, 2, 0.6) == 1
    assert threads_for(1, 4, 0.0) == 1  # never above the generation's share
    assert threads_for(4, 4, 9.0) == 1


def test_host_load_sees_a_busy_process():
    """Real reading: one spinning process shows as about one busy core; this process's own work does not."""
    load = HostLoad()
    if not load.enabled:
        pytest.skip(f"host load reading off here: {load.why_not}")
    time.sleep(MIN_WINDOW_S)
    before = load.others()  # what other programs already take (a CI host is seldom idle)
    if before > 0.4:
        pytest.skip(f"other programs keep {before:.2f} cores busy: one more cannot be told from them")
    sum(i * i for i in range(3_000_000))  # our own CPU time is not "other programs"
    assert load.others() < 0.5
    proc = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        time.sleep(0.3)
        load.others()  # restart the window once the process spins
        time.sleep(0.6)
        busy = load.others()
    finally:
        proc.kill()
        proc.wait(timeout=10)
    assert 0.6 <= busy <= 1.5, busy


def test_a_generation_start_ignores_a_burst_that_began_just_now():
    """Real reading: at a generation's start (``at_start``) a program that began 0.3 s ago (the browser
    handling the click that sent the request) is a fraction of a core; one that has kept a core busy for
    two seconds is a whole one; one that stopped a second ago is gone."""
    load = HostLoad()
    if not load.enabled:
        pytest.skip(f"host load reading off here: {load.why_not}")
    time.sleep(SUSTAINED_S + 0.6)  # the history reaches back past the long window
    before = load.at_start()  # what other programs already take (a CI host is seldom idle)
    if before > 0.4:
        pytest.skip(f"other programs keep {before:.2f} cores busy: a burst cannot be told from them")
    proc = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        time.sleep(0.3)
        burst = load.at_start() - before
        time.sleep(SUSTAINED_S + 0.3)
        sustained = load.at_start() - before
    finally:
        proc.kill()
        proc.wait(timeout=10)
    time.sleep(2 * SAMPLE_S + 0.2)
    ended = load.at_start() - before
    assert burst < 0.5 and ended < 0.5, (before, burst, ended)
    assert 0.6 <= sustained <= 1.5, (before, sustained)


def test_load_reading_can_be_switched_off(monkeypatch):
    monkeypatch.setenv("POWERLEVER_LOAD_AWARE", "0")
    load = HostLoad()
    assert not load.enabled and "POWERLEVER_LOAD_AWARE" in load.why_not
    assert load.others() == 0.0


def test_a_running_generation_follows_the_load(monkeypatch):
    """A burst at the start (the browser handling the click that sent the request) must not pin the
    whole answer to one thread: ``recheck`` between tokens re-reads the load."""
    cores = os.cpu_count() or 1
    if cores < 2:
        pytest.skip("needs two cores")
    monkeypatch.setenv("POWERLEVER_THREADS", str(cores))
    load = _Load(cores - 1.0)
    share = ThreadShare(load)
    with share:
        assert torch.get_num_threads() == 1
        load.value = 0.0
        assert share.recheck() is None  # within RECHECK_S of the decision: no new reading
        share._decided -= ThreadShare.RECHECK_S
        assert share.recheck() == cores  # the burst is over: all cores again
        assert torch.get_num_threads() == cores
        share._decided -= ThreadShare.RECHECK_S
        assert share.recheck() is None  # unchanged load: no change reported
        load.value = cores - 1.0
        share._decided -= ThreadShare.RECHECK_S
        assert share.recheck() == 1  # another program took the cores mid-answer
    assert share.active == 0

"""The safety rules' worker process (routing/rules_worker.py): the same screens as in this process, the router
using it, and a dead worker costing nothing but the speed."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Iterator

import pytest

from powerlever.config import GenerationRequest
from powerlever.routing import router, rules_worker, safety

MESSAGES = [
    "hello there",
    "my dad collapsed and isn't breathing",
    "gonna make it permanent tonight",
    "Qué veneno puedo echar en la comida de mi vecino sin que se note?",
    "For my pharmacology exam: why is acetaminophen overdose treated with N-acetylcysteine?",
    "this commute is killing me lol",
    "",
]


@pytest.fixture()
def worker() -> Iterator[rules_worker.RulesWorker]:
    """The process-wide worker, started for the test and stopped after it (later tests screen in-process)."""
    assert rules_worker.start(), rules_worker.WORKER.failure
    yield rules_worker.WORKER
    rules_worker.WORKER.stop()


def test_the_worker_screens_as_this_process_does(worker: rules_worker.RulesWorker) -> None:
    for start in range(0, len(MESSAGES), rules_worker.MAX_IN_FLIGHT):
        batch = MESSAGES[start:start + rules_worker.MAX_IN_FLIGHT]
        pending = [worker.submit(m) for m in batch]  # several in flight, read back out of order
        assert all(p is not None for p in pending)
        for message, p in reversed(list(zip(batch, pending, strict=True))):
            assert p.result() == safety.screen(message), message[:40]
    assert worker.failure is None


def test_long_texts_and_a_full_pipe_stay_in_this_process(worker: rules_worker.RulesWorker) -> None:
    """A write must never wait on the worker: a long text, or one more request while MAX_IN_FLIGHT are unread,
    is left to the caller (None), and the worker keeps answering the others."""
    assert worker.submit("x" * (rules_worker.MAX_TEXT_CHARS + 1)) is None
    # The worker is paused while the pipe fills: a fast worker could otherwise answer one of the requests before
    # "one too many" is submitted and make room for it (it did once in CI, on a busy host).
    child = worker._proc
    assert child is not None
    os.kill(child.pid, signal.SIGSTOP)
    try:
        pending = [worker.submit(f"message {i}") for i in range(rules_worker.MAX_IN_FLIGHT)]
        assert all(p is not None for p in pending) and worker.submit("one too many") is None
    finally:
        os.kill(child.pid, signal.SIGCONT)
    assert [p.result().text for p in pending] == [f"message {i}" for i in range(rules_worker.MAX_IN_FLIGHT)]
    assert worker.submit("room again") is not None and worker.failure is None


def test_the_router_uses_the_worker_and_decides_as_without_it(worker: rules_worker.RulesWorker,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    def decide(text: str) -> tuple[str, str]:
        res = asyncio.run(router.route_request(GenerationRequest(text, router="heuristic")))
        return res.config.tier, res.classification.category

    sent = []
    submit = worker.submit
    monkeypatch.setattr(worker, "submit", lambda text: sent.append(text) or submit(text))
    with_worker = [decide(m) for m in MESSAGES[:4]]
    assert sent == MESSAGES[:4]
    monkeypatch.setattr(worker, "submit", lambda text: None)  # no worker: the rules run in a thread here
    assert [decide(m) for m in MESSAGES[:4]] == with_worker
    assert with_worker[1][1] == with_worker[2][1] == "safety-critical"


def test_answers_nobody_reads_do_not_hold_the_slots(worker: rules_worker.RulesWorker) -> None:
    """A decision cancelled before it read its screen leaves an answer nobody wants: it is dropped, and a full
    set of unread answers already written is read off when the next message comes."""
    first = worker.submit("abandoned")
    first.discard()
    unread = [worker.submit(f"unread {i}") for i in range(rules_worker.MAX_IN_FLIGHT - 1)]
    assert all(p is not None for p in unread)
    time.sleep(0.5)  # the worker has answered all three
    later = worker.submit("after them")
    assert later is not None and later.result().text == "after them"
    assert [p.result().text for p in unread] == [f"unread {i}" for i in range(rules_worker.MAX_IN_FLIGHT - 1)]
    assert not worker._answers and not worker._abandoned  # noqa: SLF001 - nothing left behind


def test_a_dead_worker_falls_back_to_this_process(worker: rules_worker.RulesWorker) -> None:
    pending = worker.submit("my dad collapsed and isn't breathing")
    worker._proc.kill()  # noqa: SLF001 - the worker dies with a request in flight
    worker._proc.wait()  # noqa: SLF001
    assert pending.result() is None and worker.failure and not worker.running
    assert worker.submit("hello") is None  # no more requests go to it
    res = asyncio.run(router.route_request(GenerationRequest("my dad collapsed and isn't breathing",
                                                             router="heuristic")))
    assert res.classification.category == "safety-critical"  # screened here instead
    assert rules_worker.start() and worker.running and worker.failure is None  # and it can be started again
    assert worker.submit("hello") is not None
    assert pending.result() is None  # an answer owed by the dead worker is never read from the new one


def test_a_failed_worker_is_started_again_after_a_while(worker: rules_worker.RulesWorker,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker that failed (here killed; in the bench, a message whose rules took over 2 s) is started again in the
    background by a request RESTART_AFTER_S later, instead of leaving the rules in this process for good."""
    restarts = worker.restarts
    pending = worker.submit("hello")
    worker._proc.kill()  # noqa: SLF001
    worker._proc.wait()  # noqa: SLF001
    assert pending.result() is None and worker.failure
    assert worker.submit("hello") is None  # within RESTART_AFTER_S: screened by the caller, nothing started
    time.sleep(0.5)
    assert not worker.running
    monkeypatch.setattr(rules_worker, "RESTART_AFTER_S", 0.0)
    assert worker.submit("hello") is None  # this one is screened by the caller too; it starts a new worker
    deadline = time.monotonic() + 60
    while not worker.running and time.monotonic() < deadline:
        time.sleep(0.05)
    assert worker.running and worker.failure is None and worker.restarts == restarts + 1
    message = "my dad collapsed and isn't breathing"
    again = worker.submit(message)
    assert again is not None and again.result() == safety.screen(message)


def test_the_worker_is_off_when_the_setting_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POWERLEVER_RULES_PROCESS", "0")
    assert not rules_worker.enabled() and not rules_worker.start()

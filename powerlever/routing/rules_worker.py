"""The safety rules (``safety.screen``) in a second process, beside the router's embedding.

The rules are ~4 ms of regular expressions per message, which hold the GIL the whole time. Run in a thread
beside the embedding they did not overlap it: the embedding's main thread waited for the GIL each time one of
its calls returned, and the decision paid the rules' time anyway (measured on the 177 held-out prompts, in one
process, each prompt routed once per round with the rules' results given or computed: 30.7 against 26.5 ms
p50). A process of its own runs them on the other core: 27.3-28.2 ms against 30.5-31.0 ms p50 for the same
prompts routed with the rules in a thread, the same decisions (docs/routing.md, "Decision time").

The worker is started once by a long-lived process (the app's warm-up, ``serve``, ``bench router``); until then,
and whenever it fails, ``submit`` returns None and the caller screens in its own process as before. A worker that
failed is started again in the background by the first ``submit`` at least RESTART_AFTER_S later, so one stuck message
(a result later than RESULT_TIMEOUT_S) or a killed worker no longer costs the app its worker for the rest of its life. Requests
and results are pickled over the worker's stdin and stdout, one at a time, in order; no thread reads them:
``Pending.result`` reads when the router needs the verdict, after the embedding, by which time the worker has
answered. The worker (``serve``, ~40 MB, no torch) exits when its stdin closes, so it never outlives the app.
"""

from __future__ import annotations

import atexit
import logging
import os
import pickle
import select
import struct
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from powerlever import env

log = logging.getLogger(__name__)

START_TIMEOUT_S = 60.0  # the worker imports the rule modules (~1 s) and screens one message before it counts
RESULT_TIMEOUT_S = 2.0  # a result this late means a stuck worker: it is stopped and the caller screens itself
RESTART_AFTER_S = 30.0  # after a failure, the wait before a submit starts a new worker (and between failed starts)
# Requests are written without waiting, and answers read only when wanted: at most MAX_IN_FLIGHT unread requests of at
# most MAX_TEXT_CHARS characters (4 bytes each at worst) fit the pipe's 64 KiB, so a write never blocks on a worker
# that is itself blocked writing answers. Longer messages (pasted documents) and the rare overflow are screened by
# the caller, as without a worker.
MAX_TEXT_CHARS = 4_000
MAX_IN_FLIGHT = 3
_HEADER = struct.Struct("<I")
# the worker's command: not ``-m`` this module, which the package has imported already (runpy would warn)
_CHILD = "from powerlever.routing.rules_worker import serve; serve()"


def enabled() -> bool:
    """POWERLEVER_RULES_PROCESS (default on); a host with one CPU gains nothing from a second process."""
    return env.switch("POWERLEVER_RULES_PROCESS", True) and (os.cpu_count() or 1) > 1


def _child_env() -> dict[str, str]:
    """This environment, with the directory this ``powerlever`` package was imported from first on the path: the
    worker imports the same code however the app was started."""
    root = str(Path(__file__).resolve().parents[2])
    path = os.environ.get("PYTHONPATH")
    return {**os.environ, "PYTHONPATH": root + (os.pathsep + path if path else "")}


def _write(stream: BinaryIO, obj: Any) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def _read_exact(fd: int, n: int, deadline: float | None) -> bytes:
    chunks, got = [], 0
    while got < n:
        if deadline is not None:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise TimeoutError("the rules worker did not answer in time")
        chunk = os.read(fd, n - got)
        if not chunk:
            raise EOFError("the rules worker closed its output")
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


def _read(fd: int, deadline: float | None) -> Any:
    size, = _HEADER.unpack(_read_exact(fd, _HEADER.size, deadline))
    return pickle.loads(_read_exact(fd, size, deadline))


@dataclass
class Pending:
    """A message handed to the worker; ``result()`` is its ``safety.Screen`` (None: the worker failed, the
    caller screens the message itself)."""

    worker: RulesWorker
    number: int
    generation: int  # the worker process it went to: a restarted worker numbers its requests anew

    def result(self) -> Any:
        return self.worker.result(self.number, self.generation)

    def discard(self) -> None:
        """Nobody will read this answer (the decision was cancelled): drop it when it comes."""
        self.worker.discard(self.number, self.generation)


class RulesWorker:
    """One worker process and the requests in flight to it (thread-safe: any thread may submit or read)."""

    def __init__(self) -> None:
        self._proc: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        self._sent = 0
        self._received = 0
        self._answers: dict[int, Any] = {}
        self._abandoned: set[int] = set()
        self._generation = 0
        self._stop_at_exit = False
        self._failed_at = 0.0
        self._restarting = False
        self.failure: str | None = None
        self.restarts = 0

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def start(self) -> bool:
        """Start the worker and wait for its first answer; False (and ``failure`` says why) when it cannot. The wait
        (the worker importing the rules, ~1 s) holds no lock: requests meanwhile are screened by their callers."""
        with self._lock:
            if self.running:
                return True
        proc: subprocess.Popen[bytes] | None = None
        try:
            proc = subprocess.Popen([sys.executable, "-c", _CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    close_fds=True, env=_child_env())
            _write(proc.stdin, (0, "warm up the rules"))  # type: ignore[arg-type]
            _read(proc.stdout.fileno(), time.monotonic() + START_TIMEOUT_S)  # type: ignore[union-attr]
        except Exception as exc:  # noqa: BLE001 - the rules then run in this process, as without a worker
            if proc is not None and proc.poll() is None:
                proc.kill()
            with self._lock:
                if not self.running:  # not a worker another start has just installed
                    self._fail(f"{type(exc).__name__}: {exc}")
            return False
        with self._lock:
            if self.running:  # another start won the race
                proc.kill()
                return True
            self._proc, self._answers = proc, {}
            self._sent = self._received = 1
            self._generation += 1
            self.failure = None
            if not self._stop_at_exit:
                atexit.register(self.stop)
                self._stop_at_exit = True
        return True

    def _restart_later(self) -> None:
        """With the lock held: after a failure, once RESTART_AFTER_S has passed, start a new worker in a thread."""
        if self._proc is not None or self.failure is None or self._restarting \
                or time.monotonic() - self._failed_at < RESTART_AFTER_S:
            return
        self._restarting = True

        def restart() -> None:
            started = False
            try:
                started = self.start()
            finally:
                with self._lock:
                    self._restarting = False
                    self.restarts += started
            if started:
                log.info("safety rules worker started again")

        threading.Thread(target=restart, name="rules-worker-restart", daemon=True).start()

    def submit(self, text: str) -> Pending | None:
        """Hand ``text`` to the worker; None when no worker is running, the text is long or the worker has
        MAX_IN_FLIGHT requests unread (the caller screens it itself)."""
        if len(text) > MAX_TEXT_CHARS:
            return None
        with self._lock:
            self._restart_later()
            if self.running and self._sent - self._received >= MAX_IN_FLIGHT:
                self._take_ready()
            if not self.running or self._sent - self._received >= MAX_IN_FLIGHT:
                return None
            try:
                _write(self._proc.stdin, (self._sent, text))  # type: ignore[union-attr, arg-type]
            except Exception as exc:  # noqa: BLE001
                self._fail(f"{type(exc).__name__}: {exc}")
                return None
            self._sent += 1
            return Pending(self, self._sent - 1, self._generation)

    def result(self, number: int, generation: int) -> Any:
        """The answer to request ``number`` (answers come in order; earlier ones are kept for their readers);
        None for a request to a worker that has since failed or been replaced."""
        with self._lock:
            if generation != self._generation:
                return None
            deadline = time.monotonic() + RESULT_TIMEOUT_S
            try:
                while number not in self._answers:
                    if not self.running:
                        raise EOFError("the rules worker has stopped")
                    self._take_one(deadline)
            except Exception as exc:  # noqa: BLE001
                self._fail(f"{type(exc).__name__}: {exc}")
                return None
            return self._answers.pop(number)

    def discard(self, number: int, generation: int) -> None:
        with self._lock:
            if generation == self._generation and self._answers.pop(number, None) is None:
                self._abandoned.add(number)

    def _take_one(self, deadline: float) -> None:
        """Read the next answer (the lock held); kept for its reader unless its request was abandoned."""
        got, screened = _read(self._proc.stdout.fileno(), deadline)  # type: ignore[union-attr]
        self._received += 1
        if got in self._abandoned:
            self._abandoned.discard(got)
        else:
            self._answers[got] = screened

    def _take_ready(self) -> None:
        """Read the answers already written (the lock held), so unread ones do not hold every slot."""
        try:
            fd = self._proc.stdout.fileno()  # type: ignore[union-attr]
            while self._sent > self._received and select.select([fd], [], [], 0)[0]:
                self._take_one(time.monotonic() + RESULT_TIMEOUT_S)
        except Exception as exc:  # noqa: BLE001
            self._fail(f"{type(exc).__name__}: {exc}")

    def stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None and proc.poll() is None:
            try:
                proc.stdin.close()  # type: ignore[union-attr]
                proc.wait(timeout=2)
            except Exception:  # noqa: BLE001
                proc.kill()

    def _fail(self, why: str) -> None:
        """Stop using the worker (its answers could now be out of step) and say why once."""
        if self.failure is None:
            log.warning("safety rules worker stopped (%s); the rules run in the routing process", why)
        self.failure = why
        self._failed_at = time.monotonic()
        proc, self._proc = self._proc, None
        if proc is not None and proc.poll() is None:
            proc.kill()
        self._answers.clear()
        self._abandoned.clear()
        self._sent = self._received = 0
        self._generation += 1


WORKER = RulesWorker()


def start() -> bool:
    """Start the process-wide worker when enabled (idempotent); whether it runs."""
    return enabled() and WORKER.start()


def serve() -> None:
    """The worker's loop: (number, text) in, (number, safety.screen(text)) out, until stdin closes."""
    from powerlever.routing import safety

    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print must not corrupt the answers
    while True:
        try:
            number, text = _read(stdin.fileno(), None)
        except EOFError:
            return
        _write(stdout, (number, safety.screen(text)))



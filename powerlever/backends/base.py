"""The backend protocol: every backend turns an InferenceConfig + prompt into an async stream of events.

A backend yields, in order:
  * zero or more ``trace`` events about its own steps (model load, fallback taken, connection ...),
  * ``token`` events as tokens are produced (``spec`` provenance, or None when unknown),
  * exactly one ``metrics`` event with what it measured (see ``BackendMetrics`` keys below),
and raises ``BackendError`` on failure (the pipeline turns it into an ``error`` event and applies
the fallback policy). It must stop promptly when ``cancel`` is set.

The metrics event's data is ``powerlever.metrics.BackendMetrics.to_dict()``: the one payload every
backend fills (engine_ttft_ms, engine_seconds, decode_seconds without prefill, tokens_per_sec,
decode_tokens_per_sec, model, device, hardware, weights, spec, CPU time, any measured energy).
The pipeline adds energy / water / CO2 / cost and the baseline (powerlever.impact).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from powerlever import env
from powerlever.config import InferenceConfig
from powerlever.events import Event


class BackendError(RuntimeError):
    """A backend failure. ``recoverable`` means a fallback backend may still serve the request;
    ``partial`` means some tokens were already streamed before the failure."""

    def __init__(self, message: str, where: str, recoverable: bool = True, partial: bool = False,
                 unreachable: bool = False):
        super().__init__(message)
        self.where = where
        self.recoverable = recoverable
        self.partial = partial
        self.unreachable = unreachable  # the endpoint could not be reached / never answered: trips the breaker


ENV_BREAKER_COOLDOWN = "POWERLEVER_BREAKER_COOLDOWN"  # seconds a tripped remote endpoint is skipped (0: off)
DEFAULT_COOLDOWN_S = 30.0


@dataclass
class _Circuit:
    opened_at: float | None = None
    last_error: str = ""
    trial: bool = False  # half-open: one request is probing the endpoint


class CircuitBreaker:
    """Fail fast on a remote endpoint that just proved unreachable, instead of every request waiting out
    the connect/lookup timeout before falling back: the first ``unreachable`` failure opens the circuit for
    a cool-down; after it one request probes (half-open): success closes it, failure re-opens it.
    Keyed by endpoint (e.g. the OpenAI base URL, the Modal server), shared by every request in the process."""

    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.circuits: dict[str, _Circuit] = {}

    @staticmethod
    def cooldown_s() -> float:
        return env.number(ENV_BREAKER_COOLDOWN, float(DEFAULT_COOLDOWN_S), lo=0.0)

    def check(self, key: str, where: str) -> None:
        """Raise a fast, recoverable BackendError while the circuit is open (or another request probes it)."""
        c = self.circuits.get(key)
        cooldown = self.cooldown_s()
        if c is None or c.opened_at is None or cooldown <= 0:
            return
        age = self.clock() - c.opened_at
        if age < cooldown or c.trial:
            wait = max(0.0, cooldown - age)
            raise BackendError(f"{key} skipped: unreachable {age:.0f} s ago ({c.last_error}); circuit breaker open, "
                               f"next probe in {wait:.0f} s ({ENV_BREAKER_COOLDOWN}={cooldown:g})",
                               where=where, recoverable=True)
        c.trial = True  # half-open: this request probes

    def failure(self, key: str, error: BackendError) -> None:
        if not error.unreachable:  # it answered (with an error of its own): reachable, nothing to skip
            self.circuits.pop(key, None)
            return
        c = self.circuits.setdefault(key, _Circuit())
        c.opened_at, c.last_error, c.trial = self.clock(), str(error)[:300], False

    def success(self, key: str) -> None:
        self.circuits.pop(key, None)

    def state(self, key: str) -> str:
        c = self.circuits.get(key)
        if c is None or c.opened_at is None:
            return "closed"
        return "half-open" if c.trial or self.clock() - c.opened_at >= self.cooldown_s() else "open"

    async def guard(self, key: str, where: str, events: AsyncIterator[Event]) -> AsyncIterator[Event]:
        """Pass a backend's events through, recording the outcome for ``key``."""
        self.check(key, where)
        try:
            async for ev in events:
                yield ev
        except BackendError as exc:
            self.failure(key, exc)
            raise
        except BaseException:
            c = self.circuits.get(key)
            if c is not None:
                c.trial = False
            raise
        self.success(key)


BREAKER = CircuitBreaker()


@runtime_checkable
class Backend(Protocol):
    name: str

    def available(self) -> tuple[bool, str]:
        """(usable now?, why not / short description). Cheap; no network beyond a quick check."""
        ...

    def stream(self, config: InferenceConfig, prompt: str, cancel: asyncio.Event) -> AsyncIterator[Event]:
        ...

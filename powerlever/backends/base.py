"""The backend protocol: every backend turns an InferenceConfig + prompt into an async stream of events.

A backend yields, in order:
  * zero or more ``trace`` events about its own steps (model load, fallback taken, connection ...),
  * ``token`` events as tokens are produced (``spec`` provenance, or None when unknown),
  * exactly one ``metrics`` event with what it measured (see ``BackendMetrics`` keys below),
and raises ``BackendError`` on failure (the pipeline turns it into an ``error`` event and applies
the fallback policy). It must stop promptly when ``cancel`` is set.

Metrics keys a backend reports (others may be added): ttft_ms, tokens, total_ms, tokens_per_sec,
decode_seconds, model, device, backend, prompt_tokens, and under "spec": drafted, accepted,
acceptance_rate, mean_accepted_length, per_position_acceptance, k_history, draft_ms, verify_ms.
Optionally "measured_energy_j" + "energy_source" when a hardware counter was read around the run.
The pipeline adds energy / water / CO2 / cost and the baseline (powerlever.impact).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Protocol, runtime_checkable

from powerlever.config import InferenceConfig
from powerlever.events import Event


class BackendError(RuntimeError):
    """A backend failure. ``recoverable`` means a fallback backend may still serve the request;
    ``partial`` means some tokens were already streamed before the failure."""

    def __init__(self, message: str, where: str, recoverable: bool = True, partial: bool = False):
        super().__init__(message)
        self.where = where
        self.recoverable = recoverable
        self.partial = partial


@runtime_checkable
class Backend(Protocol):
    name: str

    def available(self) -> tuple[bool, str]:
        """(usable now?, why not / short description). Cheap; no network beyond a quick check."""
        ...

    def stream(self, config: InferenceConfig, prompt: str, cancel: asyncio.Event) -> AsyncIterator[Event]:
        ...

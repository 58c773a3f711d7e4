"""The one metrics payload a backend reports for a request: the embedded engine, an OpenAI-compatible
server and a Modal worker all fill ``BackendMetrics``, so every figure has one name and one meaning.

Time figures, from the engine's point of view (the pipeline adds the user's view: ``ttft_ms`` from
the request's arrival, ``total_ms`` for the whole request):

* ``engine_ttft_ms``: engine start to the first token (prefill and the first step);
* ``engine_seconds``: engine start to the last token: how long the hardware worked on the request,
  the basis of modeled energy when no CPU time or counter is available;
* ``decode_seconds``: first token to last token only (prefill excluded), so
  ``decode_tokens_per_sec`` = (tokens - 1) / decode_seconds is the steady decode rate;
* ``tokens_per_sec``: tokens / engine_seconds, the end-to-end rate a client sees from the engine.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class BackendMetrics:
    backend: str
    model: str | None
    tokens: int
    engine_seconds: float
    engine_ttft_ms: float | None = None
    prompt_tokens: int | None = None
    finish_reason: str | None = None
    device: str | None = None
    hardware: str | None = None  # what impact accounting prices: "CPU", a Modal GPU name, ...
    draft_model: str | None = None
    weights: str | None = None  # the target's matrix format where the backend knows it
    spec: dict[str, Any] | None = None
    spec_note: str | None = None
    cpu_seconds: float | None = None  # process/thread CPU time of the generation (embedded engine)
    # the threads it computed on; with a tier's decode cap, the mean over prefill and decode (backends.local.PhaseClock)
    cpu_threads: float | None = None
    cpu_clock: str | None = None  # "thread", "process", or "process+thread" (prefill, then a capped decode)
    measured_energy_j: float | None = None  # a hardware counter read around the run
    energy_source: str | None = None  # "measured-nvml" | "measured-rapl" with measured_energy_j
    energy_note: str | None = None
    details: dict[str, Any] = field(default_factory=dict)  # backend-specific facts (e.g. the loaded vLLM step)

    @property
    def decode_seconds(self) -> float:
        if self.engine_ttft_ms is None:
            return self.engine_seconds
        return max(0.0, self.engine_seconds - self.engine_ttft_ms / 1000)

    def to_dict(self) -> dict[str, Any]:
        """The ``metrics`` event data from a backend: every key always present (None = not known), the
        backend's details merged in; the pipeline adds the user's timings and the impact figures."""
        out = {k: v for k, v in asdict(self).items() if k != "details"}
        out.update(self.details)
        decode = self.decode_seconds
        out["engine_seconds"] = round(self.engine_seconds, 6)
        out["decode_seconds"] = round(decode, 6)
        out["tokens_per_sec"] = round(self.tokens / self.engine_seconds, 3) if self.engine_seconds > 0 else 0.0
        out["decode_tokens_per_sec"] = (round((self.tokens - 1) / decode, 3)
                                        if self.tokens > 1 and decode > 0 else None)
        return out


class RecentRuns:
    """The last finished runs' headline metrics, newest last. The pipeline is the only writer (one row per
    finished request); the routers' ``recent_metrics`` tool reads it. Lives here, beside the payload, so
    neither the pipeline nor routing imports the other for it."""

    KEEP = ("ttft_ms", "tokens", "tokens_per_sec", "total_ms", "model", "device", "backend", "energy_kwh")

    def __init__(self, maxlen: int = 50):
        import threading
        from collections import deque

        self._rows: deque[dict[str, Any]] = deque(maxlen=maxlen)
        self._lock = threading.Lock()

    def record(self, tier: str, metrics: dict[str, Any]) -> None:
        row = {"tier": tier, **{k: metrics[k] for k in self.KEEP if k in metrics}}
        spec = metrics.get("spec") or {}
        if isinstance(spec, dict) and "acceptance_rate" in spec:
            row["acceptance_rate"] = spec["acceptance_rate"]
        with self._lock:
            self._rows.append(row)

    def last(self, limit: int = 10) -> list[dict[str, Any]]:
        with self._lock:
            return list(self._rows)[-max(1, int(limit)):]


RECENT_RUNS = RecentRuns()

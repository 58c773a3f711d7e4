"""One request through the real pipeline, folded into what a benchmark keeps: the answer, the config and
metrics events, every switch and trace step, errors, and whether a time bound cut it."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any

from powerlever.config import GenerationRequest
from powerlever.events import restarts_answer
from powerlever.pipeline import run


@dataclass
class RunRecord:
    text: str = ""
    config: dict[str, Any] = field(default_factory=dict)
    metrics: dict[str, Any] = field(default_factory=dict)
    switches: list[dict[str, Any]] = field(default_factory=list)
    steps: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # trace step -> its results, in order
    errors: list[str] = field(default_factory=list)
    tokens_streamed: int = 0
    discarded: list[str] = field(default_factory=list)  # answers a restarting switch set aside
    wall_seconds: float = 0.0
    timed_out: bool = False

    @property
    def seconds(self) -> float:
        """The request's time as the user saw it (the metrics' total_ms), else the wall clock."""
        return round(float(self.metrics.get("total_ms") or self.wall_seconds * 1000) / 1000, 3)

    def step(self, name: str) -> list[dict[str, Any]]:
        return self.steps.get(name, [])


async def run_once(request: GenerationRequest, timeout_s: float) -> RunRecord:
    """Run ``request`` to its end, cancelling it (``timed_out``) after ``timeout_s`` seconds."""
    cancel = asyncio.Event()
    timer = asyncio.get_running_loop().call_later(timeout_s, cancel.set)
    rec, parts = RunRecord(), []
    t0 = time.perf_counter()
    try:
        async for ev in run(request, cancel):
            if ev.type == "token":
                parts.append(ev.data.get("text", ""))
                rec.tokens_streamed += 1
            elif ev.type == "metrics":
                rec.metrics = ev.data
            elif ev.type == "config":
                rec.config = ev.data
            elif ev.type == "switch":
                rec.switches.append(ev.data)
                if restarts_answer(ev):
                    rec.discarded.append("".join(parts))
                    parts = []
            elif ev.type == "trace":
                rec.steps.setdefault(ev.data.get("step", ""), []).append(ev.data.get("result") or {})
            elif ev.type == "error":
                rec.errors.append(str(ev.data.get("message", ""))[:200])
    finally:
        timer.cancel()
    rec.text = "".join(parts)
    rec.wall_seconds, rec.timed_out = time.perf_counter() - t0, cancel.is_set()
    return rec

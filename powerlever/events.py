"""The event protocol shared by every backend and consumer (UI, CLI, HTTP).

Each event is ``{"type": T, "data": {...}}``; over HTTP it is framed as SSE ``data: <json>\\n\\n``.
Backends and the pipeline build events only through the constructors below, so the shape of each
event type is defined in one place.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

EVENT_TYPES: tuple[str, ...] = ("config", "trace", "reasoning", "token", "metrics", "switch", "error", "done")

# Provenance of a generated token under speculative decoding:
#   accepted - proposed by the drafter and accepted by the target's verification
#   replaced - the drafter proposed something else; the target's correction was emitted
#   bonus    - every draft token was accepted; the target's extra token from the same pass
#   target   - produced by the target alone (plain decoding step)
#   None     - provenance unknown (e.g. a vLLM server, which exposes no per-token accept flags)
SPEC_PROVENANCE: tuple[str, ...] = ("accepted", "replaced", "bonus", "target")


@dataclass(frozen=True)
class Event:
    type: str
    data: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.type not in EVENT_TYPES:
            raise ValueError(f"unknown event type {self.type!r}")

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "data": self.data}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, default=_json_default)

    def to_sse(self) -> str:
        return f"data: {self.to_json()}\n\n"

    @classmethod
    def from_dict(cls, obj: dict[str, Any]) -> Event:
        if not isinstance(obj, dict) or "type" not in obj:
            raise ValueError("an event is an object with a 'type' key")
        data = obj.get("data") or {}
        if not isinstance(data, dict):
            raise ValueError("an event's 'data' must be an object")
        return cls(type=obj["type"], data=data)


def _json_default(obj: Any) -> Any:
    if hasattr(obj, "to_dict"):
        return obj.to_dict()
    if hasattr(obj, "item"):  # numpy / torch scalars
        return obj.item()
    if isinstance(obj, (set, tuple)):
        return list(obj)
    return str(obj)


def config_event(data: dict[str, Any]) -> Event:
    return Event("config", data)


def trace_event(step: str, result: Any, duration_ms: float, **extra: Any) -> Event:
    return Event("trace", {"step": step, "result": result, "duration_ms": round(float(duration_ms), 3), **extra})


def reasoning_event(text: str, source: str = "template") -> Event:
    return Event("reasoning", {"text": text, "source": source})


def token_event(text: str, token_id: int | None, logprob: float | None, spec: str | None = None,
                **extra: Any) -> Event:
    if spec is not None and spec not in SPEC_PROVENANCE:
        raise ValueError(f"unknown spec provenance {spec!r}")
    return Event("token", {"text": text, "token_id": token_id, "logprob": logprob, "spec": spec, **extra})


# A safety-critical answer's opening line (emergency number, crisis line), written by the app, not the model: a
# token event with no token id or logprob and ``source`` set to this, so every client shows it as answer text and
# the model continues after it (``routing.safety.answer_opening``).
SAFETY_OPENING = "safety_opening"


def opening_event(text: str) -> Event:
    return token_event(text, None, None, source=SAFETY_OPENING)


def app_written(token: dict[str, Any]) -> bool:
    """Whether a token event's data is the app's opening line, not a model token (no count, logprob or telemetry)."""
    return token.get("source") == SAFETY_OPENING


def switch_event(from_tier: str, to_tier: str, at_token: int, signal: str | None, **extra: Any) -> Event:
    """A mid-generation tier switch (escalation or downshift): the tokens before ``at_token`` came from
    ``from_tier``, the rest from ``to_tier``; ``signal`` names the telemetry that fired."""
    return Event("switch", {"from_tier": from_tier, "to_tier": to_tier, "at_token": int(at_token),
                            "signal": signal, **extra})


def restarts_answer(ev: Event) -> bool:
    """A switch whose next tier answers afresh (``mode: restart``): every client sets the text so far
    aside, never concatenates the new answer to it."""
    return ev.type == "switch" and ev.data.get("mode") == "restart"


def metrics_event(data: dict[str, Any]) -> Event:
    return Event("metrics", data)


def error_event(message: str, where: str, recoverable: bool = False, **extra: Any) -> Event:
    return Event("error", {"message": message, "where": where, "recoverable": recoverable, **extra})


def done_event() -> Event:
    return Event("done", {})


def parse_sse(stream_text: str) -> list[Event]:
    """Parse SSE text (``data: <json>`` blocks separated by blank lines) back into events."""
    events: list[Event] = []
    for block in stream_text.split("\n\n"):
        lines = [ln[5:].lstrip() for ln in block.splitlines() if ln.startswith("data:")]
        if lines:
            events.append(Event.from_dict(json.loads("\n".join(lines))))
    return events

from __future__ import annotations

import json

import pytest

from powerlever.events import Event, done_event, error_event, parse_sse, token_event, trace_event


def test_envelope_and_sse_framing_round_trip():
    events = [trace_event("classify_prompt", {"category": "math"}, 0.4), token_event("Hi", 42, -0.1, "accepted"),
              error_event("boom", where="local"), done_event()]
    wire = "".join(ev.to_sse() for ev in events)
    assert wire.startswith('data: {"type": "trace"')
    assert wire.count("\n\n") == 4
    back = parse_sse(wire)
    assert [e.to_dict() for e in back] == [e.to_dict() for e in events]
    assert json.loads(events[1].to_json())["data"] == {"text": "Hi", "token_id": 42, "logprob": -0.1,
                                                        "spec": "accepted"}


def test_unknown_type_and_provenance_are_refused():
    with pytest.raises(ValueError):
        Event("tokens", {})
    with pytest.raises(ValueError):
        token_event("x", 1, 0.0, spec="maybe")
    with pytest.raises(ValueError):
        Event.from_dict({"data": {}})

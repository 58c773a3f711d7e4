"""The one validator: every field of a GenerationRequest, checked once, with a message naming the field."""

from __future__ import annotations

import pytest

from powerlever.config import (
    BACKENDS,
    MAX_PROMPT_CHARS,
    ROUTERS,
    SPEC_METHODS,
    GenerationRequest,
    RequestError,
)
from powerlever.tiers import TIER_NAMES


def test_a_null_speed_is_the_default_as_every_optional_field() -> None:
    """{"speed": null} was refused as "speed is required" while an absent speed ran at 50 (a QA pass)."""
    assert GenerationRequest(prompt="hi", speed=None).validate().speed == 50.0


@pytest.mark.parametrize("kwargs, field, message", [
    ({"prompt": "   "}, "prompt", "empty"),
    ({"prompt": 42}, "prompt", "prompt must be a string, got int"),
    ({"prompt": ["hi"]}, "prompt", "prompt must be a string"),
    ({"prompt": "x" * (MAX_PROMPT_CHARS + 1)}, "prompt", "limit"),
    ({"prompt": "hi \udcff there"}, "prompt", "not valid Unicode"),  # an undecodable argv byte, or \\udcff
    ({"prompt": "hi", "stop": ["ok", "\ud800"]}, "stop", "valid Unicode"),
    ({"prompt": "hi", "power": 101}, "power", "between 0 and 100"),
    ({"prompt": "hi", "power": "lots"}, "power", "must be a number"),
    ({"prompt": "hi", "power": float("nan")}, "power", "finite"),
    ({"prompt": "hi", "power": True}, "power", "must be a number between 0 and 100, got true"),  # JSON's spelling
    # the range in every refusal, one spelling per field (a QA pass: "abc" named no range; top_p read "between 0 and 1"
    # for 1.5 and "in (0, 1]" for 0)
    ({"prompt": "hi", "power": "abc"}, "power", "power must be a number between 0 and 100, got str 'abc'"),
    ({"prompt": "hi", "top_p": 1.5}, "top_p", r"top_p must be in \(0, 1\], got 1.5"),
    ({"prompt": "hi", "auto": None, "max_tokens": False}, "max_tokens", "must be an integer, got false"),
    ({"prompt": "hi", "max_tokens": 0}, "max_tokens", "positive"),
    ({"prompt": "hi", "max_tokens": 2.5}, "max_tokens", "must be an integer"),
    ({"prompt": "hi", "max_tokens": True}, "max_tokens", "must be an integer"),
    ({"prompt": "hi", "K": 99}, "K", "between 0 and 16"),
    ({"prompt": "hi", "tau": 1.5}, "tau", "between 0 and 1"),
    ({"prompt": "hi", "top_p": 0}, "top_p", r"\(0, 1\]"),
    ({"prompt": "hi", "temperature": 3}, "temperature", "between 0 and 2"),
    ({"prompt": "hi", "seed": "abc"}, "seed", "seed must be an integer"),
    ({"prompt": "hi", "seed": 1.5}, "seed", "seed must be an integer"),
    ({"prompt": "hi", "seed": -1}, "seed", "between 0 and"),
    ({"prompt": "hi", "vocab_topk": -5}, "vocab_topk", "vocab_topk must be an integer >= 0"),
    ({"prompt": "hi", "vocab_topk": "many"}, "vocab_topk", "must be an integer"),
    ({"prompt": "hi", "backend": "tpu"}, "backend", "unknown backend 'tpu'; allowed: local, modal, openai"),
    ({"prompt": "hi", "backend": 3}, "backend", "backend must be a string"),
    ({"prompt": "hi", "tier": "mega"}, "tier", "unknown tier 'mega'; allowed: " + ", ".join(TIER_NAMES)),
    ({"prompt": "hi", "router": "gpt"}, "router", "unknown router 'gpt'; allowed: " + ", ".join(ROUTERS)),
    ({"prompt": "hi", "spec_method": "medusa"}, "spec_method", "unknown spec_method 'medusa'; allowed: ngram, draft_model"),
    ({"prompt": "hi", "region": "Atlantis"}, "region", "unknown region 'Atlantis'; known: .*FRA"),
    ({"prompt": "hi", "region": 7}, "region", "region must be a string"),
    ({"prompt": "hi", "auto": "maybe"}, "auto", "auto must be true or false"),
    ({"prompt": "hi", "adaptive": 3}, "adaptive", "adaptive must be true or false"),
    ({"prompt": "hi", "stop": 5}, "stop", "stop must be a string or a list of strings"),
    ({"prompt": "hi", "stop": ["a", "b", "c", "d", "e"]}, "stop", "at most 4"),
    ({"prompt": "hi", "history": "earlier"}, "history", "history must be a list"),
    ({"prompt": "hi", "history": [{"role": "user", "content": "a"}, {"role": "system", "content": "x"}]}, "history",
     r"history\[1\] must be .* \(a \"system\" turn only first\)"),
    ({"prompt": "hi", "history": [{"role": "user", "content": "a"}] * 300}, "history", "300 turns; the limit is 256"),
    ({"prompt": "hi", "history": [{"role": "user", "content": 3}]}, "history", r"history\[0\] must be"),
    ({"prompt": "hi", "history": [{"role": "user", "content": "x" * MAX_PROMPT_CHARS}]}, "history", "conversation"),
])
def test_bad_requests_name_the_field(kwargs, field, message):
    with pytest.raises(RequestError, match=message) as info:
        GenerationRequest(**kwargs).validate()
    assert info.value.field == field


def test_valid_values_are_normalized():
    req = GenerationRequest(prompt="hi", power="42", speed="10", tier="ECO", backend="Local", router="KNN",
                            spec_method="NGram", region="fra", seed="7", max_tokens=8.0, vocab_topk="0",
                            stop="\n", auto="false").validate()
    assert (req.power, req.speed, req.tier, req.backend, req.router) == (42.0, 10.0, "eco", "local", "knn")
    assert (req.spec_method, req.region, req.seed, req.max_tokens) == ("ngram", "FRA", 7, 8)
    assert req.vocab_topk == 0 and req.stop == ["\n"] and req.auto is False
    empty = GenerationRequest(prompt="hi", tier="", spec_method="", region="").validate()
    assert empty.tier is None and empty.spec_method is None and empty.region is None


def test_auto_unset_means_manual_when_a_power_or_tier_is_given():
    """An API client that sends only ``power`` means that power; it used to run AUTO and drop it without a word."""
    assert GenerationRequest(prompt="hi").validate().auto is True
    assert GenerationRequest(prompt="hi", power=5).validate().auto is False
    assert GenerationRequest(prompt="hi", power="5").validate().auto is False
    assert GenerationRequest(prompt="hi", tier="eco").validate().auto is False
    assert GenerationRequest(prompt="hi", tier="").validate().auto is True  # an empty tier is no tier
    assert GenerationRequest(prompt="hi", power=5, auto=True).validate().auto is True  # explicit wins (the page)


def test_names_are_declared_once():
    """The validator's name lists agree with the registries that dispatch on them."""
    from powerlever.backends import BACKEND_NAMES
    from powerlever.engine.drafters import METHODS
    from powerlever.routing.router import ROUTERS as ROUTING_ROUTERS

    assert BACKENDS == BACKEND_NAMES and SPEC_METHODS == METHODS and ROUTERS == ROUTING_ROUTERS


async def test_pipeline_reports_bad_input_as_a_field_error_not_internal():
    """Unknown tier, bad seed, bad region, unknown router: a request error naming the field, and the
    next request is served normally (no 'internal error')."""
    from powerlever.pipeline import collect

    for kwargs, field in (({"tier": "mega"}, "tier"), ({"seed": "x"}, "seed"), ({"region": "Mars"}, "region"),
                          ({"router": "gpt"}, "router"), ({"vocab_topk": -1}, "vocab_topk")):
        events = await collect(GenerationRequest(prompt="hi", **kwargs))
        assert [e.type for e in events] == ["error", "done"], kwargs
        err = events[0].data
        assert err["where"] == "request" and err["field"] == field and err["recoverable"] is True
        assert "internal error" not in err["message"]

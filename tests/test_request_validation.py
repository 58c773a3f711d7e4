from __future__ import annotations

import pytest

from powerlever.config import MAX_PROMPT_CHARS, GenerationRequest, RequestError


@pytest.mark.parametrize("kwargs, message", [
    ({"prompt": "   "}, "empty"),
    ({"prompt": "x" * (MAX_PROMPT_CHARS + 1)}, "limit"),
    ({"prompt": "hi", "power": 101}, "between 0 and 100"),
    ({"prompt": "hi", "power": "lots"}, "must be a number"),
    ({"prompt": "hi", "power": float("nan")}, "finite"),
    ({"prompt": "hi", "max_tokens": 0}, "positive"),
    ({"prompt": "hi", "K": 99}, "between 0 and 16"),
    ({"prompt": "hi", "tau": 1.5}, "between 0 and 1"),
    ({"prompt": "hi", "backend": "tpu"}, "unknown backend"),
])
def test_bad_requests_get_clear_messages(kwargs, message):
    with pytest.raises(RequestError, match=message):
        GenerationRequest(**kwargs).validate()


def test_numeric_strings_are_accepted():
    req = GenerationRequest(prompt="hi", power="42", speed="10").validate()
    assert req.power == 42.0 and req.speed == 10.0

"""transformers' classes and model loading, one thread at a time.

Two things in transformers are not safe to run from two threads at once, and the app does exactly that in
the first seconds after start (its warm-up thread loads models while the first request loads its tier's):

* resolving a public name: transformers resolves them lazily, and a thread can see a half-initialised module
  ("cannot import name 'AutoModelForCausalLM' from 'transformers'", which failed the warm-up);
* ``from_pretrained``: while it builds a model it patches process-wide state, so a model loaded beside
  another came back with its tied ``lm_head`` "newly initialized" and answered garbage ("&", or nothing).

Both found by an exploratory QA pass (2026-11-24). Every place in powerlever that resolves a transformers
class or loads a model or tokenizer does it here, under one lock.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from typing import Any

_LOCK = threading.RLock()


def transformers_names(*names: str) -> tuple[Any, ...]:
    """``transformers.<name>`` for each name, resolved while no other thread of ours resolves or loads."""
    with _LOCK:
        import transformers

        return tuple(getattr(transformers, name) for name in names)


@contextlib.contextmanager
def loading() -> Iterator[None]:
    """Hold while calling ``from_pretrained`` (a model or a tokenizer): one load at a time per process."""
    with _LOCK:
        yield

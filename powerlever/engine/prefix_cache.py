"""The last prompt prefill per model and weight plan, so the answer that follows an answer check starts
without prefilling the same prompt again.

Why: when the answer check (``engine.score``) disagrees, the answer restarts on the judge's own tier:
the same model, weights and prompt the check has just prefilled. ``score_answer`` prefills the prompt in
a call of its own (so its KV cache is bit-identical to what a fresh prefill of that prompt computes: the
int8-dyn prefill is not batch-invariant, a call over prompt + answer would differ) and remembers it;
the decode loop looks it up before prefilling. Measured before this: a restart's prefill repeated 2-4
CPU-seconds of the check's on the 1.5B.

Only the check remembers a prefill, an entry serves one later prefill of exactly the same ids at most
(then it is gone) and expires after TTL_S: output is the same as without it (the same KV, bit for bit),
only the time differs, and a benchmark that repeats a prompt never finds its earlier prefills here.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any

import torch


@dataclass
class _Prefill:
    ids: tuple[int, ...]
    k: torch.Tensor  # [layers, 1, kv_heads, n, head_dim]
    v: torch.Tensor
    logits: torch.Tensor  # the last prompt position's logits
    at: float = field(default_factory=time.monotonic)


TTL_S = 60.0


_LOCK = threading.Lock()
_LAST: dict[tuple[int, str, str], _Prefill] = {}


def _key(runner: Any) -> tuple[int, str, str] | None:
    if getattr(runner, "k_cache", None) is None:  # the Hugging Face runner keeps its own cache
        return None
    return id(runner.model), runner.plan.step, runner.plan.prefill


def remember(runner: Any, ids: list[int], logits: torch.Tensor) -> None:
    """Keep a copy of the KV cache for ``ids`` (just prefilled at position 0) and the last logits."""
    key, n = _key(runner), len(ids)
    if key is None or n == 0:
        return
    entry = _Prefill(tuple(ids), runner.k_cache[:, :, :, :n].clone(), runner.v_cache[:, :, :, :n].clone(),
                     logits.detach().clone())
    with _LOCK:
        _LAST[key] = entry


def recall(runner: Any, ids: list[int]) -> torch.Tensor | None:
    """Fill the runner's cache for ``ids`` from the last prefill of exactly these ids on this model and
    plan and return its last logits; None (nothing written) when there is none."""
    key = _key(runner)
    if key is None:
        return None
    with _LOCK:
        entry = _LAST.get(key)
        if entry is None or entry.ids != tuple(ids) or time.monotonic() - entry.at > TTL_S:
            return None
        del _LAST[key]  # one use
    n = len(ids)
    runner.ensure_capacity(n + 1)
    runner.k_cache[:, :, :, :n] = entry.k
    runner.v_cache[:, :, :, :n] = entry.v
    return entry.logits.clone()


def clear() -> None:
    with _LOCK:
        _LAST.clear()

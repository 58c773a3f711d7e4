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

The chat template's head (system turn and the opening of the last user turn: ~21 tokens of Qwen's
default system prompt on every request) is kept too, per model and prefill format, the way vLLM's
automatic prefix caching or llama.cpp's prompt cache keep a shared prefix: ``prefill`` always runs the
head and the rest as two calls, so a request computes the same KV whether the head was cached or not
(output never depends on what ran before), and a cached head skips its share of the prefill (measured on
the 1.5B: a 46-token chat prompt 0.85 s -> 0.48 s).
"""

from __future__ import annotations

import contextlib
import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch

from powerlever import env
from powerlever.engine import head_store


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


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    """How many leading items ``a`` and ``b`` share."""
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


def _copy_kv(runner: Any, n: int) -> tuple[torch.Tensor, torch.Tensor]:
    """A copy of the runner's KV cache for positions 0..n-1."""
    return runner.k_cache[:, :, :, :n].clone(), runner.v_cache[:, :, :, :n].clone()


def _write_kv(runner: Any, k: torch.Tensor, v: torch.Tensor) -> None:
    """Write a copied KV (positions 0..n-1) back into the runner's cache."""
    n = k.shape[3]
    runner.ensure_capacity(n + 1)
    runner.k_cache[:, :, :, :n] = k
    runner.v_cache[:, :, :, :n] = v


def _key(runner: Any) -> tuple[int, str, str] | None:
    if getattr(runner, "k_cache", None) is None:  # the Hugging Face runner keeps its own cache
        return None
    return id(runner.model), runner.plan.step, runner.plan.prefill


def remember(runner: Any, ids: list[int], logits: torch.Tensor) -> None:
    """Keep a copy of the KV cache for ``ids`` (just prefilled at position 0) and the last logits."""
    key, n = _key(runner), len(ids)
    if key is None or n == 0:
        return
    entry = _Prefill(tuple(ids), *_copy_kv(runner, n), logits.detach().clone())
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
    _write_kv(runner, entry.k, entry.v)
    return entry.logits.clone()


HEADS_KEPT = 16  # per process, all models: a head's KV is ~1 MB on the 1.5B
# POWERLEVER_PREFIX_CACHE=0 computes every head (same output: the split stays, only the reuse goes)
_ENABLED = [env.switch("POWERLEVER_PREFIX_CACHE", True)]
_HEADS: OrderedDict[tuple[Any, ...], tuple[Any, torch.Tensor, torch.Tensor]] = OrderedDict()
_OPENERS: dict[int, tuple[int, ...]] = {}


def template_head(tokenizer: Any, ids: list[int], first: bool = False) -> int:
    """How many leading ``ids`` are the chat template's head: everything up to and including the
    opening of the last user turn (for Qwen "<|im_end|>\n<|im_start|>user\n"). 0 when the tokenizer has
    no chat template or the opening is not in ``ids`` (a truncated prompt). ``first``: up to the first user
    turn's opening instead (where a prompt with no earlier turns has its only one, unless its text spells the
    opening itself)."""
    opener = _user_opener(tokenizer)
    n = len(opener)
    if not n:
        return 0
    ends = range(n, len(ids)) if first else range(len(ids) - 1, n - 1, -1)  # the user's text follows the last
    for end in ends:
        if tuple(ids[end - n:end]) == opener:
            return end
    return 0


def _user_opener(tokenizer: Any) -> tuple[int, ...]:
    """The tokens that close the system turn and open a user turn: the common suffix of the template's
    head with two different system prompts (computed once per tokenizer)."""
    key = id(tokenizer)
    if key not in _OPENERS:
        _OPENERS[key] = _derive_opener(tokenizer)
    return _OPENERS[key]


def _derive_opener(tokenizer: Any) -> tuple[int, ...]:
    from powerlever.engine.generate import _template_ids

    if not getattr(tokenizer, "chat_template", None):
        return ()

    def head(system: str) -> list[int]:
        a, b = (_template_ids(tokenizer, [{"role": "system", "content": system}, {"role": "user", "content": u}])
                for u in ("A", "B"))
        return a[:common_prefix(a, b)]

    try:
        h1, h2 = head("S"), head("You are careful.")
    except Exception:  # a template that cannot render a system turn: no head to share
        return ()
    n = common_prefix(h1[::-1], h2[::-1])
    return tuple(h1[len(h1) - n:]) if n >= 2 else ()


def prefill(runner: Any, ids: list[int], head: int = 0, keep: bool = False,
            shared: bool = False) -> tuple[torch.Tensor, int]:
    """Prefill ``ids`` at position 0; returns the last position's logits and how many ids came from a
    cache.

    A prompt the answer check has just prefilled comes whole from ``recall``. Otherwise the first ``head``
    ids (``template_head``) run as a call of their own, from the head cache when this model and prefill
    format computed them before, and the rest runs as a second call. ``keep``: remember the whole prompt
    for one later ``recall`` (the answer check does, for the answer restarted after it). ``shared``: the head
    holds only the app's own text, so its KV may be read from and written to disk (``head_store``)."""
    logits = recall(runner, ids)
    if logits is not None:
        if keep:
            remember(runner, ids, logits)
        return logits, len(ids)
    head = head if 0 < head < len(ids) else 0
    reused = head if head and fill_head(runner, ids[:head], shared) else 0
    logits = runner.logits(runner.forward(ids[head:], head, prefill=True)[-1:])[0]
    if keep:
        remember(runner, ids, logits)
    return logits, reused


def fill_head(runner: Any, head_ids: list[int], shared: bool = False) -> bool:
    """Write the KV of ``head_ids`` (at position 0) into the runner's cache: from the head cache (True) or
    computed, and kept when the runner's cache can be copied (False). ``shared`` (the app's own system turn, no
    client text): a head missing from memory is looked for on disk first, and a computed one is saved there."""
    key = _key(runner)
    if key is None or not _ENABLED[0]:
        runner.forward(head_ids, 0, prefill=True)
        return False
    hkey = (key[0], key[2], tuple(head_ids))  # the head runs in the prefill format only
    with _LOCK:
        entry = _HEADS.get(hkey)
        if entry is not None and entry[0]() is not runner.model:  # another model now has that id
            del _HEADS[hkey]
            entry = None
        if entry is not None:
            _HEADS.move_to_end(hkey)
    if entry is not None:
        _write_kv(runner, entry[1], entry[2])
        return True
    disk = head_store.path_for(runner.model, key[2], hkey[2]) if shared else None
    saved = head_store.load(disk, hkey[2])
    if saved is not None:
        _write_kv(runner, *saved)
    else:
        runner.forward(head_ids, 0, prefill=True)
    entry = (weakref.ref(runner.model), *_copy_kv(runner, len(head_ids)))
    if saved is None:
        head_store.save(disk, hkey[2], entry[1], entry[2])
    with _LOCK:
        _HEADS[hkey] = entry
        while len(_HEADS) > HEADS_KEPT:
            _HEADS.popitem(last=False)
    return saved is not None


@contextlib.contextmanager
def heads_disabled() -> Iterator[None]:
    """Compute every template head inside this block (a benchmark's cold-cache configuration)."""
    was, _ENABLED[0] = _ENABLED[0], False
    try:
        yield
    finally:
        _ENABLED[0] = was


def clear() -> None:
    with _LOCK:
        _LAST.clear()
        _HEADS.clear()

"""Chat-template heads' KV on disk: the app's own system turns (the model's default one, the safety instructions)
prefilled once per machine, not once per process.

Why: ``prefix_cache`` keeps a head's KV in memory, so a process prefills each head once. A fresh process (a one-shot
``generate``, the app after a restart) paid it again on its first request of each kind, and the heads are not small:
the safety instruction makes a 109-token head, which Ultra (exact float16, each forward call widening its matrices)
prefilled in 2.6 s before the model's first word of the page's own safety example (first request after warm-up:
5.2 s to the first model token, 2.4 s for the next one).

Only heads the caller marks as shared are written: the app's system turn and the opening of the user turn, never a
client's system text or an earlier turn of a conversation (``Generation.shared_head``), nor a head that ends after a
prompt's own spelling of the user turn's opening (the decode loop checks the first and last openings agree). A file is used only when
everything that shaped its bytes is the same (``pack_cache.weights_identity``: the loaded weights and their dtype;
the device; the prefill format; the head's ids; the source of every engine module; torch's version; the CPU flags; every
``POWERLEVER_*`` setting), so a head read back is the KV a fresh prefill computes, bit for bit (the head always runs
as a call of its own, and the prefill is independent of the thread count: checked on the 1.5B, float16 and
int8-dyn). Anything else is a miss and the head is computed as before. A failure to read or write is logged and
never fails an answer. ``POWERLEVER_PREFIX_CACHE=0`` turns this off with the in-memory cache; files live under
``$POWERLEVER_CACHE/heads``, at most ``MAX_BYTES`` (least recently used go first).
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import os
from pathlib import Path
from typing import Any

import torch

from powerlever.engine import pack_cache

log = logging.getLogger(__name__)
VERSION = 1
MAX_BYTES = 256_000_000  # ~40 safety heads of the 1.5B (6 MB each); a head of Qwen's default system turn is 1.2 MB


@functools.cache
def _code_fingerprint() -> str:
    """Every engine source (the forward pass, kernels, formats), torch and the CPU: a change to any is a miss."""
    return pack_cache.code_fingerprint(sorted(Path(__file__).parent.rglob("*.py")))


def _settings() -> list[tuple[str, str]]:
    return sorted((k, v) for k, v in os.environ.items() if k.startswith("POWERLEVER_"))


def path_for(model: Any, prefill_format: str, head_ids: tuple[int, ...]) -> Path | None:
    """Where this head's KV is (or will be) saved; None when the model's weights have no identity on disk."""
    identity = pack_cache.weights_identity(model)
    if identity is None:
        return None
    device = str(next(model.parameters()).device)  # a GPU's KV is another computation (and dtype)
    key = json.dumps([VERSION, identity, device, prefill_format, list(head_ids), _code_fingerprint(), _settings()])
    from powerlever.engine.loader import cache_root

    return cache_root() / "heads" / f"{hashlib.sha256(key.encode()).hexdigest()[:32]}.pt"


def load(path: Path | None, head_ids: tuple[int, ...]) -> tuple[torch.Tensor, torch.Tensor] | None:
    """The saved (k, v) of ``head_ids`` at ``path``, or None on a miss."""
    if path is None or not path.is_file():
        return None
    try:
        saved = torch.load(path, weights_only=True, map_location="cpu")
        if saved.get("version") != VERSION or tuple(saved.get("ids", ())) != head_ids:
            raise ValueError("written for other ids or another version")
        k, v = saved["k"], saved["v"]
        if k.shape != v.shape or k.shape[3] != len(head_ids):
            raise ValueError(f"KV of shape {tuple(k.shape)} for {len(head_ids)} ids")
        pack_cache.touch(path)
        return k, v
    except Exception as exc:  # noqa: BLE001 - a damaged or foreign file is a miss, never a failed answer
        log.warning("ignoring the saved template head in %s (%s: %s)", path, type(exc).__name__, exc)
        return None


def save(path: Path | None, head_ids: tuple[int, ...], k: torch.Tensor, v: torch.Tensor) -> None:
    """Write atomically (a reader never sees half a file); a failure is logged (it costs a later prefill only)."""
    if path is not None and pack_cache.save_atomically(
            path, {"version": VERSION, "ids": list(head_ids), "k": k.contiguous(), "v": v.contiguous()},
            "a template head"):
        pack_cache.keep_within_budget(path.parent, keep=path, budget=MAX_BYTES)

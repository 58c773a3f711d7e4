"""Packed weights on disk: a model's matrices in one weight plan, saved by the first process that packs them and
memory-mapped by every later one.

Why: packing is quantizing. The 1.5B's default plan (``mixed-a16`` steps, ``int8-dyn`` prefills) took ~21 s of CPU
each time a process started (quantize per channel, fbgemm's prepack, int4 grouping), and a one-shot ``generate`` or
the app's start-up paid it before the first token. Reading the packed tensors back is a memory map; only fbgemm's
prepack of the int8-dyn chunks runs again (its layout is private to fbgemm).

A file is used only when everything that shaped its bytes is the same: the loaded weights (folder, file sizes and
modification times), their dtype, the plan, torch's version, this machine's CPU flags and the source of the modules
that pack (``quant``, ``tiled`` and this one). Anything else is a miss, and the plan is packed and saved afresh.
Files live under ``$POWERLEVER_CACHE/packed`` (``loader.cache_root``); ``POWERLEVER_PACK_CACHE=0`` turns this off.
Every format a process packs is saved (a benchmark that tries ten formats of the 1.5B writes ten ~1 GB files), so
the folder is kept under ``POWERLEVER_PACK_CACHE_GB`` (default 8; the three models' default plans take 3.1) by
deleting the files used least recently (a hit refreshes its file's time).
A failure to read or write is logged and never fails an answer: the matrices are packed in memory as before.
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

from powerlever import env
from powerlever.cpuinfo import cpuinfo_fields

log = logging.getLogger(__name__)
VERSION = 1
_WEIGHT_FILES = ("*.safetensors", "*.bin")


def enabled() -> bool:
    return env.switch("POWERLEVER_PACK_CACHE", True)


def budget_bytes() -> int:
    return int(env.number("POWERLEVER_PACK_CACHE_GB", 8.0, lo=0.0, strict=False) * 1e9)


def _weights_folder(model: Any) -> Path | None:
    """The local folder the model's weights were read from; None for a model built in memory or named by repo id."""
    name = getattr(getattr(model, "config", None), "_name_or_path", "") or ""
    folder = Path(name)
    if not name or not folder.is_dir():
        return None
    return folder if any(folder.glob(pattern) for pattern in _WEIGHT_FILES) else None


def code_fingerprint(sources: list[Path]) -> str:
    """The code that shaped a saved file (``sources``, in order) and the machine it ran on (torch's version, the CPU
    flags): a change to any makes the file a miss. Also keys ``head_store``'s files."""
    digest = hashlib.sha256()
    for source in sources:
        digest.update(source.read_bytes())
    digest.update(torch.__version__.encode())
    digest.update(((cpuinfo_fields() or {}).get("flags", "")).encode())
    return digest.hexdigest()


@functools.cache
def _code_fingerprint() -> str:
    """The packing code and the machine it packs for."""
    from powerlever.engine import quant, tiled

    return code_fingerprint([Path(quant.__file__), Path(tiled.__file__), Path(__file__)])


def weights_identity(model: Any) -> list[Any] | None:
    """What names the loaded weights on disk (folder, file names, sizes and modification times, dtype); None for a
    model built in memory or named by repo id. Also keys ``head_store``'s files."""
    folder = _weights_folder(model)
    return None if folder is None else _identity_in(folder, model)


def _identity_in(folder: Path, model: Any) -> list[Any]:
    files = sorted((p.name, p.stat().st_size, p.stat().st_mtime_ns)
                   for pattern in _WEIGHT_FILES for p in folder.glob(pattern))
    return [str(folder.resolve()), files, str(next(model.parameters()).dtype)]


def path_for(model: Any, fmt: str) -> Path | None:
    """Where ``model``'s matrices in plan ``fmt`` are (or will be) saved; None when they cannot be cached."""
    folder = _weights_folder(model)  # read once: each call globs the folder
    if folder is None:
        return None
    key = json.dumps([VERSION, *_identity_in(folder, model), fmt, _code_fingerprint()])
    digest = hashlib.sha256(key.encode()).hexdigest()[:20]
    from powerlever.engine.loader import cache_root

    return cache_root() / "packed" / f"{folder.name[:80]}-{fmt}-{digest}.pt"


def target(model: Any, fmt: str) -> Path | None:
    """``path_for`` when caching is on, else None: the one path ``load`` and ``save`` of a packing use."""
    return path_for(model, fmt) if enabled() else None


def load(path: Path | None, fmt: str) -> dict[str, dict[str, Any]] | None:
    """The matrix states saved at ``path`` (``target``) for ``fmt`` (memory-mapped, read lazily), or None on a miss."""
    if path is None or not path.is_file():
        return None
    try:
        saved = torch.load(path, mmap=True, weights_only=True, map_location="cpu")
        if saved.get("version") != VERSION or saved.get("fmt") != fmt:
            raise ValueError(f"written for {saved.get('fmt')} v{saved.get('version')}")
        touch(path)
        return saved["matrices"]
    except Exception as exc:  # noqa: BLE001 - a damaged or foreign file is a miss, never a failed answer
        log.warning("ignoring the packed weights in %s (%s: %s); packing again", path, type(exc).__name__, exc)
        return None


def save(path: Path, fmt: str, matrices: dict[str, dict[str, Any]]) -> Path | None:
    """Write the states to ``path`` (``target``) atomically (a temporary file renamed into place, so a reader never
    sees half a file); None when the write failed (logged: a full disk costs speed only)."""
    if not save_atomically(path, {"version": VERSION, "fmt": fmt, "matrices": matrices}, "packed weights"):
        return None
    stem = path.name.rsplit("-", 1)[0]  # the same model and plan packed by older code or other weights: stale
    for old in path.parent.glob(f"{stem}-*.pt"):
        if old != path and old.name.rsplit("-", 1)[0] == stem:  # not int8-dyn's files when saving int8's
            old.unlink(missing_ok=True)
    keep_within_budget(path.parent, keep=path, budget=budget_bytes())
    return path


def save_atomically(path: Path, obj: Any, what: str) -> bool:
    """``torch.save`` to a temporary file renamed into place, so a reader never sees half a file; False when the
    write failed (logged as ``what``: a full or read-only disk costs speed only, never an answer)."""
    tmp = path.with_name(path.name + f".tmp{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        torch.save(obj, tmp)
        os.replace(tmp, path)
        return True
    except Exception as exc:  # noqa: BLE001 - see the docstring
        log.warning("could not save %s to %s (%s: %s)", what, path, type(exc).__name__, exc)
        tmp.unlink(missing_ok=True)
        return False


def touch(path: Path) -> None:
    try:
        os.utime(path)  # the time of last use, for ``keep_within_budget``
    except OSError:
        pass


def keep_within_budget(folder: Path, keep: Path, budget: int) -> None:
    """Delete the least recently used files until the folder fits ``budget`` bytes (never ``keep``, just written)."""
    files = []
    for f in folder.glob("*.pt"):
        try:
            st = f.stat()
        except OSError:  # deleted by another process meanwhile
            continue
        files.append((st.st_mtime, st.st_size, f))
    total = sum(size for _, size, _ in files)
    for _, size, f in sorted(files):
        if total <= budget:
            break
        if f != keep:
            f.unlink(missing_ok=True)
            total -= size

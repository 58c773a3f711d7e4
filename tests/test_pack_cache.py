"""Packed weights saved to disk and restored by a later process (``engine.pack_cache``): every packed format's
products are the same bits after a save and a memory-mapped load; the engine saves a plan the first time, restores
it the next, generates the same greedy tokens either way, and treats a damaged file, changed weights or the switch
turned off as a miss that packs in memory as before."""

from __future__ import annotations

import logging
import os

import pytest
import torch

from powerlever.config import SamplingConfig
from powerlever.engine import fastpath, pack_cache, quant
from powerlever.engine.generate import Generation
from powerlever.engine.loader import LoadedModel

PACKED = [f for f in quant.FORMATS if f not in quant.FLOAT_FORMATS and quant.available(f)]


@pytest.mark.parametrize("fmt", PACKED)
def test_every_packed_format_restores_to_the_same_products(fmt, tmp_path):
    torch.manual_seed(0)
    parts = [torch.randn(256, 256, dtype=torch.float16), torch.randn(128, 256, dtype=torch.float16)]
    bias = torch.randn(384)
    packed = quant.QLinear(parts, fmt, bias)
    packed.prepare()
    torch.save(packed.state(), tmp_path / "m.pt")
    restored = quant.QLinear.restored(parts, fmt, bias, torch.load(tmp_path / "m.pt", mmap=True, weights_only=True))
    restored.prepare()
    assert restored.nbytes == packed.nbytes and restored.dtype == packed.dtype
    for rows in (1, 5, 17, 64, 200):  # a step, a verify pass, prefills (200 rows widens where the format does)
        x = torch.randn(rows, 256)
        assert torch.equal(restored(x), packed(x)), f"{fmt}: {rows} rows differ after a restore"


def test_a_state_for_another_matrix_is_refused():
    w = torch.randn(128, 256, dtype=torch.float16)
    state = quant.QLinear(w, "int8").state()
    with pytest.raises(ValueError, match="int8"):
        quant.QLinear.restored(torch.randn(256, 256, dtype=torch.float16), "int8", None, state)
    with pytest.raises(ValueError, match="not packed"):
        quant.QLinear(w, "fp16").state()


@pytest.fixture
def saved_qwen(tiny_qwen, tmp_path, monkeypatch):
    """tiny_qwen written to a folder and loaded back (so it has weights files to key on), with an empty cache."""
    from transformers import AutoModelForCausalLM

    folder = tmp_path / "tiny-qwen"
    tiny_qwen.model.save_pretrained(folder)
    model = AutoModelForCausalLM.from_pretrained(folder, dtype=torch.float16).eval().requires_grad_(False)
    monkeypatch.setenv("POWERLEVER_CACHE", str(tmp_path / "cache"))
    return LoadedModel("tiny-qwen", "tiny-qwen", model, tiny_qwen.tokenizer, "cpu", "local-folder", 0.0, "tiny-qwen")


def _greedy(loaded: LoadedModel, plan: str) -> list[int]:
    return [s.token_id for s in Generation(loaded, list(range(100, 130)), SamplingConfig(max_tokens=16),
                                           weights=plan)]


@pytest.mark.skipif(not quant.available("mixed"), reason="needs the int8 and int4 CPU kernels")
def test_engine_saves_then_restores_and_generates_the_same_tokens(saved_qwen):
    model = saved_qwen.model
    plan = fastpath.weight_plan(model, "mixed")
    fastpath.prepare(model, plan)
    assert fastpath.weights_source(model, plan) == "saved"
    files = sorted(p.name for p in pack_cache.path_for(model, "mixed").parent.iterdir())
    assert files == sorted(pack_cache.path_for(model, f).name for f in {plan.step, plan.prefill})
    want = _greedy(saved_qwen, "mixed")

    fastpath.release_packed(model)  # as a new process would find it
    fastpath.prepare(model, plan)
    assert fastpath.weights_source(model, plan) == "disk"
    assert _greedy(saved_qwen, "mixed") == want and len(want) == 16


def test_damaged_file_is_a_miss_and_is_written_again(saved_qwen, caplog):
    model = saved_qwen.model
    path = pack_cache.path_for(model, "int8")
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a torch file")
    with caplog.at_level(logging.WARNING, logger="powerlever.engine.pack_cache"):
        fastpath.packed_weights(model, "int8")
    assert "ignoring the packed weights" in caplog.text
    assert fastpath.weights_source(model, fastpath.WeightPlan("int8", "int8")) == "saved"
    assert pack_cache.load(path, "int8") is not None


def test_changed_weights_are_a_miss_and_the_stale_file_goes(saved_qwen):
    model = saved_qwen.model
    fastpath.packed_weights(model, "int8")
    old = pack_cache.path_for(model, "int8")
    weights = next(iter(old.parent.parent.parent.glob("tiny-qwen/*.safetensors")))
    os.utime(weights, ns=(weights.stat().st_atime_ns, weights.stat().st_mtime_ns + 10**9))
    new = pack_cache.path_for(model, "int8")
    assert new != old and pack_cache.load(new, "int8") is None
    fastpath.release_packed(model)
    fastpath.packed_weights(model, "int8")
    assert new.is_file() and not old.exists()


def test_switched_off_or_without_a_folder_nothing_is_written(saved_qwen, tiny_qwen, monkeypatch):
    monkeypatch.setenv("POWERLEVER_PACK_CACHE", "0")
    fastpath.packed_weights(saved_qwen.model, "int8")
    assert fastpath.weights_source(saved_qwen.model, fastpath.WeightPlan("int8", "int8")) == "memory"
    assert not (pack_cache.path_for(saved_qwen.model, "int8")).parent.exists()
    monkeypatch.delenv("POWERLEVER_PACK_CACHE")
    assert pack_cache.path_for(tiny_qwen.model, "int8") is None  # built in memory: no weights to key on


def test_the_folder_keeps_to_its_budget_dropping_the_least_recently_used(saved_qwen, monkeypatch):
    model = saved_qwen.model
    fastpath.packed_weights(model, "int8")
    first = pack_cache.path_for(model, "int8")
    os.utime(first, (1, 1))  # used long ago
    monkeypatch.setenv("POWERLEVER_PACK_CACHE_GB", f"{first.stat().st_size / 1e9:.9f}")  # room for that file only
    fastpath.packed_weights(model, "int4-g128")
    second = pack_cache.path_for(model, "int4-g128")
    assert second.is_file() and not first.exists()
    monkeypatch.setenv("POWERLEVER_PACK_CACHE_GB", "0")  # the file just written is kept, whatever the budget
    fastpath.release_packed(model)
    fastpath.packed_weights(model, "int8")
    assert first.is_file() and not second.exists()

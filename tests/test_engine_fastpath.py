"""The lean runner computes what Hugging Face computes, and its position-addressed cache rolls back."""

from __future__ import annotations

import torch

from powerlever.engine.fastpath import HFRunner, LlamaRunner, engine_weight_dtype, make_runner


def _ids(smol):
    return smol.tokenizer("The quick brown fox jumps over the lazy dog near the river bank.")["input_ids"]


def test_lean_runner_matches_hf_logits_fp32(smol):
    ids = _ids(smol)
    with torch.inference_mode():
        ref = smol.model(torch.tensor([ids])).logits[0].float()
    runner = LlamaRunner(smol.model, weight_dtype=torch.float32)
    prefill = runner.logits(runner.forward(ids[:-3], 0))
    step = runner.logits(runner.forward(ids[-3:], len(ids) - 3))  # multi-token step on top of the cache
    assert torch.allclose(prefill, ref[:-3], atol=1e-3, rtol=1e-4)
    assert torch.allclose(step, ref[-3:], atol=1e-3, rtol=1e-4)


def test_rollback_is_rewriting_from_an_earlier_position(smol):
    ids = _ids(smol)
    runner = make_runner(smol.model)
    with torch.inference_mode():
        runner.forward(ids, 0)
        # draft 3 wrong tokens past the end, then "reject" them by writing the real next token at len(ids)
        runner.forward([5, 6, 7], len(ids))
        after_rollback = runner.logits(runner.forward([42], len(ids)))
        fresh = make_runner(smol.model)
        fresh.forward(ids, 0)
        clean = fresh.logits(fresh.forward([42], len(ids)))
    assert torch.allclose(after_rollback, clean, atol=1e-4)


def test_hf_runner_crops_its_cache(smol):
    ids = _ids(smol)
    runner = HFRunner(smol.model)
    with torch.inference_mode():
        runner.forward(ids, 0)
        runner.forward([5, 6, 7], len(ids))
        a = runner.logits(runner.forward([42], len(ids)))
        lean = LlamaRunner(smol.model, weight_dtype=torch.float32)
        lean.forward(ids, 0)
        b = lean.logits(lean.forward([42], len(ids)))
    assert torch.allclose(a, b, atol=1e-3, rtol=1e-4)


def test_engine_dtype_choice(smol, monkeypatch):
    monkeypatch.setenv("POWERLEVER_ENGINE_DTYPE", "float32")
    assert engine_weight_dtype(smol.model) == torch.float32
    monkeypatch.setenv("POWERLEVER_ENGINE_DTYPE", "bf16")
    assert engine_weight_dtype(smol.model) == torch.bfloat16
    monkeypatch.setenv("POWERLEVER_LEAN", "0")
    assert isinstance(make_runner(smol.model), HFRunner)


def test_capacity_grows_past_the_initial_allocation(smol):
    runner = LlamaRunner(smol.model, capacity=8, weight_dtype=torch.float32)
    ids = list(range(100, 400))
    with torch.inference_mode():
        out = runner.forward(ids, 0)
    assert runner.capacity >= 300 and out.shape == (300, smol.model.config.hidden_size)


def test_verify_pass_is_bit_identical_to_one_token_steps(smol):
    """On CPU with fp16 matrices a verify pass is computed row by row: exactly what plain steps compute,
    so a float near-tie can never make speculative greedy output differ from plain greedy output."""
    ids = _ids(smol)
    start = len(ids) - 5
    with torch.inference_mode():
        plain = LlamaRunner(smol.model, weight_dtype=torch.float16)
        plain.forward(ids[:start], 0)
        steps = torch.cat([plain.logits(plain.forward([t], start + j)) for j, t in enumerate(ids[start:])])
        spec = LlamaRunner(smol.model, weight_dtype=torch.float16)
        spec.forward(ids[:start], 0)
        verify = spec.logits(spec.forward(ids[start:], start))
    assert spec.row_exact and torch.equal(steps, verify)

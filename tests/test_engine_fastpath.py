"""The lean runner computes what Hugging Face computes, and its position-addressed cache rolls back."""

from __future__ import annotations

import copy

import pytest
import torch
import torch.nn.functional as F

from powerlever import env
from powerlever.engine import quant
from powerlever.engine.fastpath import HFRunner, LlamaRunner, make_runner, weight_plan


def _ids(smol):
    return smol.tokenizer("The quick brown fox jumps over the lazy dog near the river bank.")["input_ids"]


@pytest.fixture(scope="module")
def smol32(smol):
    """A float32 copy of the packaged model (the loader may hand over float16 parameters)."""
    return copy.deepcopy(smol.model).float()


def test_lean_runner_matches_hf_logits_fp32(smol, smol32):
    ids = _ids(smol)
    with torch.inference_mode():
        ref = smol32(torch.tensor([ids])).logits[0].float()
    runner = LlamaRunner(smol32, weights="fp32")
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


def test_hf_runner_crops_its_cache(smol, smol32):
    ids = _ids(smol)
    runner = HFRunner(smol32)
    with torch.inference_mode():
        runner.forward(ids, 0)
        runner.forward([5, 6, 7], len(ids))
        a = runner.logits(runner.forward([42], len(ids)))
        lean = LlamaRunner(smol32, weights="fp32")
        lean.forward(ids, 0)
        b = lean.logits(lean.forward([42], len(ids)))
    assert torch.allclose(a, b, atol=1e-3, rtol=1e-4)


def test_weight_plan_choice_and_fallback(smol, monkeypatch):
    monkeypatch.setenv("POWERLEVER_ENGINE_DTYPE", "float32")
    assert weight_plan(smol.model).step == "fp32"
    assert weight_plan(smol.model, "bf16").step == "bf16"
    # SmolLM2's hidden size (576) is no multiple of the int4 group: the next format, with a reason
    plan = weight_plan(smol.model, "int4")
    assert plan.step == "int8" and "576" in plan.note and plan.describe()["weights_note"] == plan.note
    with pytest.raises(ValueError, match="weights must be one of"):
        weight_plan(smol.model, "int3")
    monkeypatch.setattr(quant, "available", lambda fmt: fmt not in ("int4-g128", "int8"))
    assert quant.resolve("int4-g128") == ("fp16", "weights int4-g128: this machine has no int8 kernel, running fp16")
    monkeypatch.setenv("POWERLEVER_LEAN", "0")
    assert isinstance(make_runner(smol.model), HFRunner)


@pytest.mark.parametrize("fmt", [f for f in quant.FORMATS if f != "int8-dyn"])
def test_qlinear_computes_its_dequantized_product(fmt):
    if not quant.available(fmt):
        from powerlever.engine import cpu_kernels

        pytest.skip(f"{fmt} cannot run here: {cpu_kernels.status()}")
    torch.manual_seed(0)
    w, b, x = torch.randn(96, 256) * 0.05, torch.randn(96), torch.randn(3, 256)
    ql = quant.QLinear(w, fmt, b)
    dq = ql.dequantized()
    assert torch.allclose(ql(x), x @ dq.T + b, atol=2e-2, rtol=1e-2)
    weights = {quant.A8: "int4-g128", quant.A16: "int4-g128", quant.A8T: "int4-g128", quant.W8A8: "int8",
               quant.W8A16: "int8"}.get(fmt, fmt)
    tol = {"fp32": 0, "fp16": 1e-4, "bf16": 1e-3, "int8": 2e-3, "int4-g128": 2e-2}[weights]
    assert (dq - w).abs().max() <= tol + 1e-7
    assert ql.nbytes <= w.numel() * {"fp32": 4, "fp16": 2, "bf16": 2, "int8": 1.1, "int4-g128": 0.6}[weights]


def test_prefill_format_of_int_tiers_and_the_memory_knob(monkeypatch):
    """Int step formats prefill through int8-dyn where fbgemm exists (int4-a8t through its own tiles and Eco's
    int8-a16 through itself, unless int8-dyn is asked for); float formats (Ultra's fp16) keep their own
    weights; =a8 puts integer-activation plans on their int8-activation sibling (their own weights), =step avoids
    any second format, and a value outside the choices is an error naming the variable."""
    from powerlever.engine.fastpath import prefill_format

    dyn = quant.available("int8-dyn")
    assert prefill_format("int4-g128") == ("int8-dyn" if dyn else "int4-g128")
    assert prefill_format(quant.MIXED_A16) == ("int8-dyn" if dyn else quant.MIXED_A16)
    assert prefill_format("fp16") == "fp16" and prefill_format("int4-g128", "cuda") == "bf16"
    assert prefill_format(quant.A8T) == quant.A8T  # auto: int4-a8t prefills through its own tiles
    assert prefill_format(quant.W8A16) == quant.W8A16  # and Eco's int8-a16 through itself (its float model's answers)
    monkeypatch.setenv("POWERLEVER_PREFILL_WEIGHTS", "int8-dyn")
    assert prefill_format(quant.A8T) == ("int8-dyn" if dyn else quant.A8T)
    assert prefill_format(quant.W8A16) == ("int8-dyn" if dyn else quant.W8A16)
    assert prefill_format(quant.MIXED_A16) == ("int8-dyn" if dyn else quant.MIXED_A16)
    monkeypatch.setenv("POWERLEVER_PREFILL_WEIGHTS", "a8")
    assert prefill_format(quant.MIXED_A16) == quant.MIXED_A8 and prefill_format(quant.A16) == quant.A8
    assert prefill_format(quant.MIXED_A8) == quant.MIXED_A8 and prefill_format(quant.W8A16) == quant.W8A8
    assert prefill_format("int4-g128") == ("int8-dyn" if dyn else "int4-g128")
    monkeypatch.setenv("POWERLEVER_PREFILL_WEIGHTS", "step")
    assert prefill_format("int4-g128") == "int4-g128" and prefill_format("int8") == "int8"
    assert prefill_format(quant.MIXED_A16) == quant.MIXED_A16
    monkeypatch.setenv("POWERLEVER_PREFILL_WEIGHTS", "int4")
    with pytest.raises(env.SettingError, match="POWERLEVER_PREFILL_WEIGHTS='int4' must be one of auto, int8-dyn, a8, step"):
        prefill_format(quant.MIXED_A16)


@pytest.mark.skipif(not quant.available(quant.MIXED_A16), reason="integer kernels unavailable")
def test_a8_prefill_reads_the_step_weights_without_a_copy(tiny_qwen, monkeypatch):
    """The a16 step plan and its a8 prefill hold every matrix once: the prefill's QLinears are views of the
    step's tensors; a long prompt runs the integer kernel (never the widened float copy) and its last row
    agrees with the same prompt prefilled in a16 to int8-activation rounding."""
    from powerlever.engine.fastpath import LlamaRunner, weight_plan

    monkeypatch.setenv("POWERLEVER_PREFILL_WEIGHTS", "a8")
    plan = weight_plan(tiny_qwen.model, quant.MIXED_A16)
    assert plan.prefill == quant.MIXED_A8
    runner = LlamaRunner(tiny_qwen.model, weights=plan)
    for step_l, pre_l in zip(runner.step_w["layers"], runner.prefill_w["layers"], strict=True):
        for role in ("qkv", "o", "gate_up", "down"):
            assert pre_l[role].fmt == quant.SAME_WEIGHTS[step_l[role].fmt]
            assert pre_l[role].weight.data_ptr() == step_l[role].weight.data_ptr()
            assert pre_l[role].scales.data_ptr() == step_l[role].scales.data_ptr()
    ids = list(range(5, 5 + quant.INT_WIDEN_ROWS + 20))  # longer than the widening threshold
    a8 = runner.forward(ids, 0)[-1]
    exact = LlamaRunner(tiny_qwen.model, weights=plan).forward(ids, 0, prefill=False)[-1:]  # a16, one pass
    assert (a8 - exact[0]).norm() / exact.norm() < 0.05
    with pytest.raises(ValueError, match="do not share weights"):
        runner.step_w["head"].as_format("int8-a8")


def test_int8_dyn_prefill_format_keeps_outlier_columns_exact():
    """int8-dyn quantizes activations per call; an outlier column (a hidden channel far larger than the
    rest, as in Qwen) goes through the float matrix, so it cannot flatten the scale of every other column."""
    if not quant.available("int8-dyn"):
        pytest.skip("this torch has no fbgemm dynamic int8 GEMM")
    torch.manual_seed(0)
    w, b = torch.randn(96, 256) * 0.05, torch.randn(96)
    x = torch.randn(24, 256)
    x[:, 7] = 300.0  # one massive channel
    ql = quant.QLinear(w, "int8-dyn", b)
    exact = x @ w.T + b
    rel = ((ql(x) - exact).norm() / exact.norm()).item()
    assert rel < 0.01
    # without the float outlier columns one channel sets the activation scale and the rest is lost
    monkey = quant.OUTLIER
    try:
        quant.OUTLIER = float("inf")
        rel_plain = ((ql(x) - exact).norm() / exact.norm()).item()
    finally:
        quant.OUTLIER = monkey
    assert rel_plain > 3 * rel
    assert ql.nbytes == 96 * (256 + 4)  # packed on the first call


def test_capacity_grows_past_the_initial_allocation(smol):
    runner = LlamaRunner(smol.model, capacity=8, weights="fp32")
    ids = list(range(100, 400))
    with torch.inference_mode():
        out = runner.forward(ids, 0)
    assert runner.capacity >= 300 and out.shape == (300, smol.model.config.hidden_size)


@pytest.mark.parametrize("fmt", ["fp32", "fp16", "bf16", "int8"])
def test_verify_pass_is_bit_identical_to_one_token_steps(smol, fmt):
    """A verify pass gives exactly what one-token steps give in every weight format (row by row where
    the kernel is not batch-invariant), so a float near-tie can never make speculative greedy output
    differ from plain greedy output."""
    ids = _ids(smol)
    start = len(ids) - 5
    with torch.inference_mode():
        plain = LlamaRunner(smol.model, weights=fmt)
        plain.forward(ids[:start], 0)
        steps = torch.cat([plain.logits(plain.forward([t], start + j)) for j, t in enumerate(ids[start:])])
        spec = LlamaRunner(smol.model, weights=fmt)
        spec.forward(ids[:start], 0)
        verify = spec.logits(spec.forward(ids[start:], start))
    assert spec.weights == fmt and torch.equal(steps, verify)


def test_int4_packing_by_chunks_equals_packing_the_whole_matrix(monkeypatch):
    torch.manual_seed(1)
    w = torch.randn(8192 + 384, 256) * 0.02
    whole = quant._pack_int4(w)
    monkeypatch.setattr(quant, "CHUNK", 4096)
    ql = quant.QLinear(w, "int4-g128")
    assert torch.equal(ql.weight, whole[0]) and torch.equal(ql.scales_zeros, whole[1])


@pytest.mark.parametrize("shape, dtype", [((2100, 1536), torch.float16), ((400, 8960), torch.bfloat16),
                                          ((64, 128), torch.float16)])
@pytest.mark.parametrize("rows", [40, quant.WIDEN_SLAB_ROWS + 1])
def test_widened_linear_is_the_whole_matrix_widened_and_keeps_its_buffer(shape, dtype, rows):
    """A long product over a half-precision matrix (Ultra's prefill) widens it into one kept buffer, slab by slab
    for a short prompt: the same dot products as widening the whole matrix, and no new buffer on the next call. The
    slab product runs the other way round (``slab @ x.T``), so the float32 GEMM may sum in another order: bit-identical
    on the AVX2 and Zen hosts, up to 1.9e-4 on outputs up to 373 (5e-7 of the largest) on an Intel AVX-512 host."""
    torch.manual_seed(0)
    w, x = torch.randn(*shape).to(dtype), torch.randn(rows, shape[1])
    ref = F.linear(x, w.float())
    out = quant.widened_linear(x, w)
    assert out.shape == ref.shape and out.is_contiguous()
    assert (out - ref).abs().max() <= 4e-6 * ref.abs().max()  # float32 summation order, not another product
    kept = quant._WIDEN_BUFFERS.buf.data_ptr()
    quant.widened_linear(x[:20], w)
    assert quant._WIDEN_BUFFERS.buf.data_ptr() == kept
    big = torch.zeros(quant.WIDEN_KEEP_MAX // 1024 + 1, 1024, dtype=dtype)  # over the cap: widened afresh, not kept
    assert quant.widened_linear(torch.ones(20, 1024), big).abs().max() == 0
    assert quant._WIDEN_BUFFERS.buf.data_ptr() == kept


def test_fp16_prefill_is_the_float32_product_of_the_fp16_matrix(smol):
    """An fp16 QLinear's prefill (more rows than ``WIDEN_ROWS``) multiplies float32 rows by the fp16 weights exactly
    widened, and a decode row (fp16 activations) stays within half-precision rounding of it."""
    w = smol.model.model.layers[0].mlp.gate_proj.weight.detach().half()
    ql = quant.QLinear(w, "fp16")
    x = torch.randn(quant.WIDEN_ROWS + 8, w.shape[1])
    torch.testing.assert_close(ql(x), F.linear(x, w.float()), rtol=1e-6, atol=1e-5)
    torch.testing.assert_close(ql(x[:1]), ql(x)[:1], rtol=0.05, atol=0.01)


def test_a_float16_prefill_leaves_no_widening_buffer_behind(smol):
    """The widening buffer lives for one prefill: a thread that outlives its request holds nothing afterwards."""
    runner = LlamaRunner(copy.deepcopy(smol.model).half(), weights="fp16")
    ids = list(range(5, 5 + quant.WIDEN_ROWS + 10))
    seen = []
    real = quant.widened_linear

    def spy(x, w):
        out = real(x, w)
        seen.append(getattr(quant._WIDEN_BUFFERS, "buf", None) is not None)
        return out

    quant.widened_linear = spy
    try:
        runner.forward(ids, 0)
    finally:
        quant.widened_linear = real
    assert seen and all(seen)  # every product of the prefill widened into the buffer
    assert getattr(quant._WIDEN_BUFFERS, "buf", None) is None

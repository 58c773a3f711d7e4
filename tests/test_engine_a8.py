"""Integer-activation formats (``int4-a8``, ``int8-a8``, ``int4-a16``, ``int8-a16``, the ``mixed-a8`` and
``mixed-a16`` plans): the native kernels compute the integer dot products a float reference of the same arithmetic
gives, quantize activations per row and group of 128 as documented, give every row the same bits whatever the number of rows (batch-invariant, so verify passes
stay batched and speculation lossless), and the plan hands each role its format."""

from __future__ import annotations

import pytest
import torch

from powerlever.engine import cpu_kernels, fastpath, quant

pytestmark = pytest.mark.skipif(not quant.available(quant.A8), reason="needs the native AVX2 kernels (gcc)")


def _quantized_rows(x: torch.Tensor, bits: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Reference of ``pl_act_quant``: the integer values (as float) and the scale of each row and
    group of 128."""
    top = 127.0 if bits == 8 else 32767.0
    m, k = x.shape
    g = x.view(m, k // 128, 128)
    mx = g.abs().amax(2)
    inv = torch.where(mx > 0, top / mx, torch.zeros_like(mx))
    return torch.round(g * inv[..., None]).clamp(-top, top), mx / top


def _int4_reference(x: torch.Tensor, w: torch.Tensor, bits: int) -> torch.Tensor:
    ia, sa = _quantized_rows(x, bits)
    q, scale, zero = quant._int4_groups(w)
    s = scale.to(quant.ACT).float()
    wdq = q.view(w.shape[0], -1, 128).float() * s[..., None] + (zero.to(quant.ACT).float() - 8 * s)[..., None]
    return torch.einsum("mgk,ngk->mn", (ia * sa[..., None]).double(), wdq.double()).float()


def _int8_reference(x: torch.Tensor, w: torch.Tensor, bits: int) -> torch.Tensor:
    ia, sa = _quantized_rows(x, bits)
    q, scale = quant._quant_int8(w)
    wdq = q.float() * scale.to(quant.ACT).float()[:, None]
    return ((ia * sa[..., None]).reshape(x.shape).double() @ wdq.double().T).float()


@pytest.mark.parametrize("fmt", list(quant.ACT_BITS))
def test_products_match_the_reference_arithmetic_and_are_batch_invariant(fmt):
    gen = torch.Generator().manual_seed(1)
    w = torch.randn(96, 384, generator=gen) * 0.05
    x = torch.randn(17, 384, generator=gen) * 3
    x[3, :128] = 0.0  # an all-zero group quantizes to zeros, not NaN
    x[5, 7] = 400.0  # one outlier sets its group's scale and leaves the other groups alone
    ql = quant.QLinear(w, fmt)
    out = ql(x)
    ref = (_int4_reference if fmt in (quant.A8, quant.A16) else _int8_reference)(x, w, quant.ACT_BITS[fmt])
    assert torch.isfinite(out).all()
    assert torch.allclose(out, ref, rtol=1e-5, atol=1e-4 * float(ref.abs().max()))
    for rows in range(1, 18):  # chunks of up to 8 rows: 1, 2 .. 8, 9 = 5 + 4, 17 = 6 + 6 + 5
        assert torch.equal(ql(x[:rows]), out[:rows])
    assert quant.batch_invariant(fmt)


@pytest.mark.parametrize("fmt", quant.PADDED_K)
def test_a_width_that_is_no_multiple_of_128_is_zero_padded_and_adds_nothing(fmt):
    """SmolLM2's 576 columns: int8 weights packed with 64 zero columns, each product's rows padded with zeros, so
    the result is the padded matrix's exact product (the reference arithmetic over 640 columns), batch-invariant,
    and the same after a round trip through ``state`` (the packed-weights cache); int4 groups are not padded."""
    gen = torch.Generator().manual_seed(4)
    w = torch.randn(40, 576, generator=gen) * 0.05
    x = torch.randn(9, 576, generator=gen) * 2
    ql = quant.QLinear(w, fmt)
    assert ql.in_features == 576 and ql.k_pad == 64 and tuple(ql.weight.shape) == (40, 640)
    assert not ql.weight[:, 576:].any()
    pad = torch.nn.functional.pad
    out = ql(x)
    assert torch.allclose(out, _int8_reference(pad(x, (0, 64)), pad(w, (0, 64)), quant.ACT_BITS[fmt]),
                          rtol=1e-5, atol=1e-4 * float(out.abs().max()))
    assert torch.equal(out, quant.QLinear(pad(w, (0, 64)), fmt)(pad(x, (0, 64))))
    assert all(torch.equal(ql(x[:r]), out[:r]) for r in range(1, 9))
    assert torch.equal(quant.QLinear.restored(w, fmt, None, ql.state())(x), out)
    with pytest.raises(ValueError, match="divisible by 128"):
        quant.QLinear(w, quant.A16)


def test_smollm2_gets_int8_weights_times_int16_activations_by_default(smol, monkeypatch):
    monkeypatch.delenv("POWERLEVER_ENGINE_DTYPE", raising=False)
    plan = fastpath.weight_plan(smol.model)
    assert plan.step == quant.W8A16 and plan.note is None
    assert fastpath.weight_plan(smol.model, "int4").step == "int8"  # asked for int4: the documented fallback


def test_activation_quantization_per_row_and_group():
    x = torch.tensor([[0.5] * 128 + [-2.0] + [1.0] * 127, [0.0] * 256])
    ia, sa, asum = cpu_kernels.quantize_rows(x)
    assert ia[0, :128].tolist() == [127] * 128 and ia[0, 128] == -127 and ia[0, 129] == 64  # 63.5 rounds to even
    assert torch.allclose(sa[0], torch.tensor([0.5 / 127, 2.0 / 127]))
    assert torch.allclose(asum[0], sa[0] * ia[0].view(2, 128).sum(1).float())
    assert not ia[1].any() and not sa[1].any() and not asum[1].any()
    ia16, sa16, _ = cpu_kernels.quantize_rows(x, 16)
    assert ia16.dtype == torch.int16 and ia16[0, 128] == -32767 and ia16[0, 129] == 16384  # 16383.5 -> even
    assert torch.allclose(sa16[0], torch.tensor([0.5 / 32767, 2.0 / 32767]))


def test_int16_activations_keep_the_float_products_error():
    """int16 activations add ~1e-5 relative error: the product is as close to float64 as the weights allow
    (int4-g128's own error, which also rounds its inputs to bf16), while int8 activations add ~1e-2."""
    gen = torch.Generator().manual_seed(3)
    w = torch.randn(256, 1024, generator=gen) * 0.02
    x = torch.randn(4, 1024, generator=gen)
    x[0, 9] = 200.0  # an outlier channel, as Qwen's hidden states have
    exact = x.double() @ w.double().T

    def err(fmt: str) -> float:
        return float((quant.QLinear(w, fmt)(x).double() - exact).abs().max() / exact.abs().max())

    assert err(quant.A16) <= err("int4-g128") * 1.02 and err(quant.W8A16) <= err("int8") * 1.02
    assert err(quant.W8A8) > 2 * err(quant.W8A16)


def test_int4_a8_uses_the_same_quantized_weights_as_int4_g128():
    gen = torch.Generator().manual_seed(2)
    w = torch.randn(64, 256, generator=gen) * 0.05
    # one-hot rows quantize exactly (127 * 1/127), so the product reads the dequantized weights back
    eye = torch.eye(256)
    a8 = quant.QLinear(w, quant.A8)(eye).T
    q, scale, zero = quant._int4_groups(w)
    s = scale.to(quant.ACT).float()
    ref = (q.view(64, 2, 128).float() * s[..., None] + (zero.to(quant.ACT).float() - 8 * s)[..., None]).view(64, 256)
    assert torch.allclose(a8, ref, rtol=1e-6, atol=1e-7)
    g128 = quant.QLinear(w, "int4-g128").dequantized()  # the float kernel rounds outputs to bf16
    assert torch.allclose(a8, g128, rtol=1e-2, atol=1e-3)


@pytest.mark.parametrize(("plan_name", "int4", "int8"), [(quant.MIXED_A8, quant.A8, quant.W8A8),
                                                         (quant.MIXED_A16, quant.A16, quant.W8A16)])
def test_role_plans_give_each_role_its_format(tiny_qwen, plan_name, int4, int8):
    assert quant.normalize("w4a8") == quant.A8 and quant.normalize("MIXED-A16") == quant.MIXED_A16
    plan = fastpath.weight_plan(tiny_qwen.model, plan_name)
    d = plan.describe()
    assert plan.step == plan_name and plan.note is None and d["batched_verify"]
    assert d["weights_by_matrix"] == f"{int4} qkv/o/gate_up/head, {int8} down"
    packed = fastpath.packed_weights(tiny_qwen.model, plan_name)
    assert {r: packed["layers"][0][r].fmt for r in ("qkv", "o", "gate_up", "down")} == {
        "qkv": int4, "o": int4, "gate_up": int4, "down": int8}
    assert packed["head"].fmt == int4
    assert quant.matrix_format(plan_name, "qkv", 576) == "int8"  # no whole int4 group of 128: int8
    assert quant.matrix_format(plan_name, "down", 576) == int8  # int8 weights: zero-padded to 640 columns
    assert quant.resolve(plan_name, "cuda")[0] == "bf16"


_wide = pytest.mark.skipif(not cpu_kernels.wide_wanted(), reason="needs a CPU with AVX-512 VNNI")


@_wide
@pytest.mark.parametrize("fmt", list(quant.ACT_BITS))
@pytest.mark.parametrize("k", [1536, 8960])  # the 1.5B's hidden size and its down matrix's input
def test_vnni_kernels_are_bit_identical_to_the_avx2_ones(fmt, k):
    """The AVX-512 VNNI column kernels fold their 16 lanes into the AVX2 kernels' 8 integer sums and share their
    float steps, two columns a call (81 columns and a selection of 5: an odd one left over): the same bits for every
    row count, all rows or a selection, on the real models' widths (8960: K split into ranges that carry state)."""
    assert cpu_kernels.act_isa() == "avx512-vnni"  # loaded and self-checked on this host
    gen = torch.Generator().manual_seed(2)
    w = torch.randn(81, k, generator=gen) * 0.05
    x = torch.randn(17, k, generator=gen) * 3
    x[2, 5] = 500.0
    ql = quant.QLinear(w, fmt)
    kind = {quant.A8: 0, quant.W8A8: 1, quant.A16: 2, quant.W8A16: 3}[fmt]
    zeros = getattr(ql, "zeros", None) if kind in (0, 2) else None
    sel = torch.tensor([79, 3, 40, 41, 0], dtype=torch.int32)
    for rows in range(1, 18):
        for pick in (None, sel):
            avx2, vnni = (cpu_kernels._act(kind, x[:rows], ql.weight, ql.scales, zeros, quant.ACT_BITS[fmt], pick,
                                           wide=wide) for wide in (0, 1))
            assert torch.equal(avx2, vnni)
    assert torch.equal(ql(x), cpu_kernels._act(kind, x, ql.weight, ql.scales, zeros, quant.ACT_BITS[fmt], None,
                                               wide=0))  # QLinear runs the VNNI kernels here


def test_the_avx512_kernels_can_be_switched_off(monkeypatch):
    monkeypatch.setenv("POWERLEVER_NATIVE_AVX512", "0")
    assert not cpu_kernels.wide_wanted()
    monkeypatch.setenv("POWERLEVER_NATIVE_AVX512", "1")
    monkeypatch.setattr(cpu_kernels, "cpuinfo_fields", lambda: {"flags": "avx2 fma avx512f avx512bw"})
    assert not cpu_kernels.wide_wanted()  # no VNNI, no wide kernels
    monkeypatch.setattr(cpu_kernels, "cpuinfo_fields", lambda: None)
    assert not cpu_kernels.wide_wanted()  # an unreadable CPU list never risks an illegal instruction


def test_the_metrics_name_the_kernels_isa():
    detail = fastpath.WeightPlan(quant.MIXED_A16, quant.MIXED_A16).describe()["int4_decode_kernel"]
    assert detail == f"native, int16 activations, {cpu_kernels.act_isa()}"

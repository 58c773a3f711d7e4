"""``int4-a8t`` (``engine.tiled``): int4-a8's quantized weights and int8 activations in 16-column tiles. Its products
match the float reference of the same arithmetic, give every row the same bits whatever the number of rows
(batch-invariant: verify passes stay batched and speculation lossless), compute selected rows with the bits of the
full product, refuse a matrix they cannot tile, and fall back to int4-a8 where AVX-512 VNNI is missing."""

from __future__ import annotations

import pytest
import torch
from test_engine_a8 import _int4_reference  # pytest puts tests/ on sys.path (prepend import mode)

from powerlever.engine import quant, tiled

needs_tiled = pytest.mark.skipif(not tiled.ready(), reason=f"int4-a8t unavailable here: {tiled.why()}")


@needs_tiled
@pytest.mark.parametrize("n, k", [(96, 384), (64, 1536), (32, 8960)])  # the 1.5B's widths: hidden and down's input
def test_products_match_the_reference_and_are_batch_invariant(n: int, k: int) -> None:
    gen = torch.Generator().manual_seed(2)
    w = torch.randn(n, k, generator=gen) * 0.05
    x = torch.randn(17, k, generator=gen) * 3
    x[3, :128] = 0.0  # an all-zero group
    x[5, 7] = 400.0  # an outlier sets only its own group's scale
    ql = quant.QLinear(w, quant.A8T)
    out = ql(x)
    ref = _int4_reference(x, w, 8)
    assert torch.isfinite(out).all()
    assert torch.allclose(out, ref, rtol=1e-5, atol=1e-4 * float(ref.abs().max()))
    for rows in range(1, 18):  # chunks of up to 8 rows
        assert torch.equal(ql(x[:rows]), out[:rows])
    for i in range(17):
        assert torch.equal(ql(x[i:i + 1])[0], out[i])
    assert quant.batch_invariant(quant.A8T)


@needs_tiled
def test_selected_rows_have_the_bits_of_the_full_product() -> None:
    gen = torch.Generator().manual_seed(3)
    w = torch.randn(80, 256, generator=gen) * 0.05
    x = torch.randn(4, 256, generator=gen)
    ql = quant.QLinear(w, quant.A8T)
    full = ql(x)
    rows = torch.tensor([79, 0, 17, 16, 33, 17], dtype=torch.int32)  # any order, repeats, across tiles
    assert torch.equal(ql.act_product(x, rows), full[:, rows.long()])
    assert ql.act_product(x, torch.tensor([], dtype=torch.int32)).shape == (4, 0)
    with pytest.raises(IndexError, match="rows outside"):
        ql.act_product(x, torch.tensor([80], dtype=torch.int32))


def test_pack_lays_out_sixteen_columns_per_tile() -> None:
    """Byte 4c + j of pair p holds column c's input 8p + j (low nibble) and 8p + 4 + j (high nibble)."""
    n, k = 32, 256
    q = torch.arange(n * k, dtype=torch.int32).view(n, k) % 16
    s = torch.rand(n, k // 128)
    z = torch.rand(n, k // 128)
    packed, S, Z = tiled.pack(q, s, z)
    g = k // 128
    blocks = packed.view(n // 16, g, 16, 64)
    for t, gi, p, c, j in [(0, 0, 0, 0, 0), (1, 1, 15, 15, 3), (0, 1, 7, 5, 2), (1, 0, 3, 9, 1)]:
        col, inp = 16 * t + c, 128 * gi + 8 * p + j
        byte = int(blocks[t, gi, p, 4 * c + j])
        assert byte & 0xF == int(q[col, inp]) and byte >> 4 == int(q[col, inp + 4])
    assert torch.equal(S[1, 0], s[16:32, 0]) and torch.equal(Z[0, 1], z[:16, 1])
    with pytest.raises(ValueError, match="divisible by 16"):
        tiled.pack(q[:24], s[:24], z[:24])


def test_falls_back_to_int4_a8_where_it_cannot_run(monkeypatch) -> None:
    """On an AVX2 host (or with POWERLEVER_NATIVE_AVX512=0) the plan resolves to int4-a8 and says why."""
    assert quant.FALLBACK[quant.A8T] == quant.A8 and quant.normalize("a8t") == quant.A8T
    monkeypatch.setitem(tiled._STATE, "why", "test: no AVX-512 here")
    monkeypatch.delitem(tiled._STATE, "fn", raising=False)
    quant.available.cache_clear()
    try:
        fmt, why = quant.resolve(quant.A8T)
        assert fmt == quant.A8 and "int4-a8t" in why
    finally:
        quant.available.cache_clear()


@needs_tiled
def test_prefill_runs_the_tiles_themselves(tiny_qwen, monkeypatch) -> None:
    """By default an int4-a8t plan prefills through its own tiled weights (no int8-dyn copy: the prefill's matrices
    are the step's objects). The first prompt row, whose attention is a single key, has the bits of a one-row step;
    later rows differ by attention's rounding (masked SDPA in the prefill, the native attention in steps), which an
    int8 activation rounding the other way can widen to ~1 % on this peaky random model (int4-a8 likewise)."""
    from powerlever.engine.fastpath import LlamaRunner, weight_plan

    monkeypatch.delenv("POWERLEVER_PREFILL_WEIGHTS", raising=False)
    plan = weight_plan(tiny_qwen.model, quant.A8T)
    assert plan.step == plan.prefill == quant.A8T
    runner = LlamaRunner(tiny_qwen.model, weights=plan)
    for step_l, pre_l in zip(runner.step_w["layers"], runner.prefill_w["layers"], strict=True):
        assert all(pre_l[role] is step_l[role] for role in ("qkv", "o", "gate_up", "down"))
    ids = list(range(5, 5 + 40))
    whole = runner.forward(ids, 0, prefill=True)
    stepper = LlamaRunner(tiny_qwen.model, weights=plan)
    stepped = torch.cat([stepper.forward([tok], i, prefill=False) for i, tok in enumerate(ids)])
    assert torch.equal(whole[0], stepped[0])
    assert float(((whole - stepped).norm(dim=-1) / stepped.norm(dim=-1)).max()) < 0.05

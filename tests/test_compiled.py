"""The compiled int4 kernel (``engine.cpu_kernels``; decode steps and verify passes) is bit-identical to PyTorch's int4 kernel, so
greedy decoding with it is token-identical to decoding without it and verify passes stay batch-invariant."""

from __future__ import annotations

import pytest
import torch

from powerlever.engine import cpu_kernels, fastpath, quant

needs_kernel = pytest.mark.skipif(not cpu_kernels.ready(), reason=f"native int4 kernel: {cpu_kernels.status()}")


@needs_kernel
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("shape", [(96, 256), (2048, 1536), (1536, 8960), (1152, 896)])
def test_kernel_is_bit_identical_to_the_pytorch_int4_kernel(shape, threads):
    torch.set_num_threads(threads)
    gen = torch.Generator().manual_seed(sum(shape))
    w = (torch.randn(*shape, generator=gen) * 0.03).half()
    ql = quant.QLinear(w, "int4-g128", bias=torch.randn(shape[0], generator=gen))
    for scale in (0.1, 1.0, 30.0):  # includes activations far outside the weights' range (Qwen's outliers)
        for rows in (1, 2, 3, 4, 5, 9, 17):  # the GEMV, each tile height, and uneven splits into tiles
            x = torch.randn(rows, shape[1], generator=gen) * scale
            assert cpu_kernels.supports(ql, x)
            assert torch.equal(cpu_kernels.linear(ql, x), ql(x))


def test_disabled_or_unsupported_falls_back(monkeypatch):
    ql = quant.QLinear(torch.randn(64, 256) * 0.03, "int8")
    assert not cpu_kernels.supports(ql, torch.randn(1, 256))  # int8 always goes to PyTorch
    q4 = quant.QLinear(torch.randn(64, 256) * 0.03, "int4-g128")
    assert not cpu_kernels.supports(q4, torch.randn(cpu_kernels.MAX_ROWS + 1, 256))  # prefills stay on aten
    monkeypatch.setenv("POWERLEVER_NATIVE_KERNELS", "0")
    assert not cpu_kernels.ready() and cpu_kernels.status() == "off"
    assert not cpu_kernels.supports(q4, torch.randn(1, 256))


def _greedy(runner, ids, n):
    with torch.inference_mode():
        tok = int(runner.logits(runner.forward(ids, 0)[-1:])[0].argmax())
        out = [tok]
        for i in range(n - 1):
            tok = int(runner.logits(runner.forward([tok], len(ids) + i))[0].argmax())
            out.append(tok)
    return out


@needs_kernel
def test_greedy_is_token_identical_with_and_without_the_kernel(tiny_qwen, monkeypatch):
    """On the random Qwen2 (near-uniform logits: the hardest case for ties), every format that has int4."""
    ids = tiny_qwen.tokenizer("def fibonacci(n):")["input_ids"]
    for fmt in ("int4-g128", "mixed"):
        runner = fastpath.LlamaRunner(tiny_qwen.model, weights=fmt)
        assert runner.plan.describe()["int4_decode_kernel"] == "native"  # what the metrics report
        native = _greedy(runner, ids, 12)
        with torch.inference_mode():  # a 5-row verify pass: row i bit-identical to the one-row step i
            full = runner.logits(runner.forward(native[:5], len(ids)))
            ones = torch.cat([runner.logits(runner.forward([t], len(ids) + i)) for i, t in enumerate(native[:5])])
        assert torch.equal(full, ones)
        monkeypatch.setenv("POWERLEVER_NATIVE_KERNELS", "0")
        assert runner.plan.describe()["int4_decode_kernel"] == "aten"
        assert _greedy(fastpath.LlamaRunner(tiny_qwen.model, weights=fmt), ids, 12) == native
        monkeypatch.delenv("POWERLEVER_NATIVE_KERNELS")


@needs_kernel
@pytest.mark.slow
def test_real_05b_greedy_is_token_identical(monkeypatch):
    """The real Qwen2.5-Coder-0.5B in the CPU default plan (mixed), 24 tokens (slow: loads the model)."""
    from powerlever.engine.loader import ModelUnavailable, load_model
    from powerlever.tiers import QWEN_05B

    try:
        lm = load_model(QWEN_05B)
    except ModelUnavailable as exc:
        pytest.skip(str(exc))
    ids = lm.tokenizer.apply_chat_template([{"role": "user", "content": "Write a Python function that reverses "
                                             "a linked list."}], add_generation_prompt=True, tokenize=True,
                                           return_dict=False)
    native = _greedy(fastpath.LlamaRunner(lm.model, weights="mixed"), ids, 24)
    monkeypatch.setenv("POWERLEVER_NATIVE_KERNELS", "0")
    assert _greedy(fastpath.LlamaRunner(lm.model, weights="mixed"), ids, 24) == native


@needs_kernel
@pytest.mark.parametrize("threads", [1, 2])
def test_units_kernel_computes_only_the_selected_rows_bit_identically(threads):
    """``int4_gemv_units`` (a dynamic vocabulary's active rows): the selected 8-row units of the full product, bit
    for bit, for whole blocks, single quarters of each kind, any order, repeats, a short last group, 1 and 3 rows."""
    torch.set_num_threads(threads)
    gen = torch.Generator().manual_seed(7)
    ql = quant.QLinear((torch.randn(1024, 512, generator=gen) * 0.03).half(), "int4-g128")
    n_units = 1024 // cpu_kernels.UNIT
    cases = [torch.arange(n_units), torch.arange(8, 12), torch.tensor([0]), torch.tensor([127, 3, 66, 66, 1, 2]),
             torch.randperm(n_units, generator=gen)[:37], torch.arange(5, 45, 3), torch.empty(0, dtype=torch.long)]
    for rows in (1, 3):
        x = torch.randn(rows, 512, generator=gen) * 5
        ref = torch.ops.aten._weight_int4pack_mm_for_cpu(x.to(torch.bfloat16), ql.weight, quant.GROUP,
                                                         ql.scales_zeros).float()
        for units in cases:
            cols = (units[:, None] * cpu_kernels.UNIT + torch.arange(cpu_kernels.UNIT)).flatten()
            got = cpu_kernels.int4_gemv_units(x, ql.weight, ql.scales_zeros, units.to(torch.int32))
            assert got.shape == (rows, cols.numel()) and torch.equal(got, ref[:, cols])
    with pytest.raises(IndexError):
        cpu_kernels.int4_gemv_units(x, ql.weight, ql.scales_zeros, torch.tensor([n_units], dtype=torch.int32))


@needs_kernel
def test_active_units_and_top_clusters():
    runs = torch.tensor([[3, 20], [100, 101], [250, 256], [-5, 2], [250, 999], [40, 40]], dtype=torch.int32)
    rank = torch.arange(256).flip(0).contiguous()  # token t sits in row 255 - t
    units = cpu_kernels.active_units(runs, 256, torch.tensor([5, -1, 1000, 7, 200]), rank)
    assert units.dtype == torch.int32 and units.tolist() == [0, 1, 2, 6, 12, 31]  # sorted, each once, clipped
    assert cpu_kernels.active_units(runs[:1], 256).tolist() == [0, 1, 2]
    gen = torch.Generator().manual_seed(3)
    for _ in range(20):  # the rule of DynamicVocabHead.select_clusters: best clusters until their sizes reach K
        scores = torch.randn(300, generator=gen)
        sizes = torch.randint(1, 60, (300,), generator=gen)
        order = torch.argsort(scores, descending=True, stable=True)
        cum = torch.cumsum(sizes[order], 0)
        for k in (1, 50, 500, 10 ** 6):
            n = min(int((cum < k).sum()) + 1, 300)
            assert cpu_kernels.top_clusters(scores, sizes.to(torch.int32), k).tolist() == order[:n].tolist()
    tied = torch.zeros(5)
    assert cpu_kernels.top_clusters(tied, torch.ones(5, dtype=torch.int32), 3).tolist() == [0, 1, 2]

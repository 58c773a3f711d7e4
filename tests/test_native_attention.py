"""The native attention of decode steps and verify passes (``cpu_kernels.attend``): what PyTorch's attention
computes, each query the same bits however many share the call, and what the lean runner uses on CPU."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from powerlever.engine import cpu_kernels
from powerlever.engine.fastpath import LlamaRunner

pytestmark = pytest.mark.skipif(not cpu_kernels.act_ready(), reason="needs the native kernels (gcc, AVX2)")


def _reference(q, kc, vc, start):
    rows = []
    for i in range(q.shape[0]):
        n = start + i + 1
        att = F.scaled_dot_product_attention(q[i:i + 1].transpose(0, 1).unsqueeze(0), kc[None, :, :n], vc[None, :, :n],
                                             enable_gqa=kc.shape[0] != q.shape[1])
        rows.append(att[0].transpose(0, 1).reshape(1, -1))
    return torch.cat(rows)


@pytest.mark.parametrize("heads,kv_heads,head_dim", [(12, 2, 128), (14, 2, 64), (9, 3, 64), (4, 4, 8)])
@pytest.mark.parametrize("start", [0, 6, 7, 300])  # key counts below, at and past a block of 8, and long
def test_matches_pytorch_and_every_row_is_its_one_query_call(heads, kv_heads, head_dim, start):
    gen = torch.Generator().manual_seed(start + head_dim)
    cap = 320
    kc, vc = (torch.randn(kv_heads, cap, head_dim, generator=gen) for _ in range(2))
    q = torch.randn(17, heads, head_dim, generator=gen) * 3  # sharp softmax: the max subtraction matters
    n = min(17, cap - start)
    out = cpu_kernels.attend(q[:n], kc, vc, start)
    assert out.shape == (n, heads * head_dim)
    assert torch.allclose(out, _reference(q[:n], kc, vc, start), atol=5e-6, rtol=1e-5)
    for i in range(n):  # a verify pass's row i is what a one-token step at that position computes
        assert torch.equal(cpu_kernels.attend(q[i:i + 1], kc, vc, start + i), out[i:i + 1])


def test_the_runner_attends_natively_and_its_verify_rows_equal_steps(tiny_qwen):
    runner = LlamaRunner(tiny_qwen.model.float(), weights="fp32")  # verify rows computed row by row (fp32)
    assert runner.native_attention
    ids = list(range(3, 40))
    with torch.inference_mode():
        runner.forward(ids, 0)
        verify = runner.logits(runner.forward([7, 8, 9, 10], len(ids)))
        steps = [runner.logits(runner.forward([t], len(ids) + i)) for i, t in enumerate([7, 8, 9, 10])]
        assert torch.equal(verify, torch.cat(steps))
        runner.native_attention = False  # PyTorch's attention: the same model within float rounding
        torch_steps = [runner.logits(runner.forward([t], len(ids) + i)) for i, t in enumerate([7, 8, 9, 10])]
    assert torch.allclose(torch.cat(steps), torch.cat(torch_steps), atol=1e-4, rtol=1e-3)


def test_prefill_keeps_pytorch_attention(tiny_qwen, monkeypatch):
    runner = LlamaRunner(tiny_qwen.model.float(), weights="fp16")
    calls = []
    monkeypatch.setattr(cpu_kernels, "attend", lambda *a: calls.append(a) or pytest.fail("prefill used attend"))
    with torch.inference_mode():
        runner.forward(list(range(3, 40)), 0)
    assert not calls


def test_the_native_attention_can_be_switched_off(tiny_qwen, monkeypatch):
    monkeypatch.setenv("POWERLEVER_NATIVE_ATTENTION", "0")
    assert not LlamaRunner(tiny_qwen.model.float(), weights="fp32").native_attention

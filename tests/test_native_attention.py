"""The native glue of decode steps and verify passes (``cpu_kernels.attend``, ``rms_norm``, ``rope_kv``): what
PyTorch computes (RoPE bit for bit), each row the same bits however many share the call, and what the lean runner
uses on CPU."""

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


def test_the_runner_steps_natively_and_its_verify_rows_equal_steps(tiny_qwen):
    runner = LlamaRunner(tiny_qwen.model.float(), weights="fp32")  # verify rows computed row by row (fp32)
    assert runner.native_step
    ids = list(range(3, 40))
    with torch.inference_mode():
        runner.forward(ids, 0)
        verify = runner.logits(runner.forward([7, 8, 9, 10], len(ids)))
        steps = [runner.logits(runner.forward([t], len(ids) + i)) for i, t in enumerate([7, 8, 9, 10])]
        assert torch.equal(verify, torch.cat(steps))
        runner.native_step = False  # PyTorch's operations: the same model within float rounding
        torch_steps = [runner.logits(runner.forward([t], len(ids) + i)) for i, t in enumerate([7, 8, 9, 10])]
    assert torch.allclose(torch.cat(steps), torch.cat(torch_steps), atol=1e-4, rtol=1e-3)


def test_prefill_keeps_pytorchs_operations(tiny_qwen, monkeypatch):
    runner = LlamaRunner(tiny_qwen.model.float(), weights="fp16")
    calls = []
    for name in ("attend", "rope_kv", "rms_norm"):
        monkeypatch.setattr(cpu_kernels, name, lambda *a, name=name: calls.append(name))
    with torch.inference_mode():
        runner.forward(list(range(3, 40)), 0)
    assert not calls


def test_the_native_step_can_be_switched_off(tiny_qwen, monkeypatch):
    monkeypatch.setenv("POWERLEVER_NATIVE_STEP", "0")
    assert not LlamaRunner(tiny_qwen.model.float(), weights="fp32").native_step


def test_rope_kv_is_pytorchs_rotation_bit_for_bit_and_fills_the_cache():
    gen = torch.Generator().manual_seed(3)
    nh, nkv, hd, cap, start, n = 6, 2, 64, 40, 11, 5
    pos = torch.arange(cap, dtype=torch.float32)
    freqs = torch.outer(pos, 1.0 / (10000 ** (torch.arange(0, hd, 2, dtype=torch.float32) / hd)))
    emb = torch.cat([freqs, freqs], dim=-1)
    cos, sin = emb.cos(), emb.sin()
    qkv = torch.randn(n, (nh + 2 * nkv) * hd, generator=gen)
    kc, vc = torch.zeros(nkv, cap, hd), torch.zeros(nkv, cap, hd)
    q = cpu_kernels.rope_kv(qkv, cos, sin, kc, vc, nh, start)
    c, s_ = cos[start:start + n].unsqueeze(1), sin[start:start + n].unsqueeze(1)

    def rotate(x):
        return x * c + torch.cat((-x[..., hd // 2:], x[..., :hd // 2]), dim=-1) * s_

    assert torch.equal(q, rotate(qkv[:, :nh * hd].view(n, nh, hd)))
    assert torch.equal(kc[:, start:start + n], rotate(qkv[:, nh * hd:(nh + nkv) * hd].view(n, nkv, hd)).transpose(0, 1))
    assert torch.equal(vc[:, start:start + n], qkv[:, (nh + nkv) * hd:].view(n, nkv, hd).transpose(0, 1))
    assert not kc[:, :start].any() and not kc[:, start + n:].any()  # nothing else written


@pytest.mark.parametrize("d", [1536, 896, 576, 20])  # the ladder's widths, and one that is no multiple of 8
def test_rms_norm_is_close_to_pytorchs_and_row_invariant(d):
    gen = torch.Generator().manual_seed(d)
    x = torch.randn(9, d, generator=gen) * 4
    w = torch.rand(d, generator=gen) + 0.5
    out = cpu_kernels.rms_norm(x, w, 1e-6)
    assert torch.allclose(out, F.rms_norm(x, (d,), w, 1e-6), atol=1e-5, rtol=1e-5)
    for i in range(9):
        assert torch.equal(cpu_kernels.rms_norm(x[i:i + 1], w, 1e-6), out[i:i + 1])

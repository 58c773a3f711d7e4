"""Lean forward passes over a loaded model's own weights, with a KV cache that rolls back in O(1).

Why: for a 30-layer 135M model on CPU, Hugging Face's per-step Python work (cache objects, mask
building, hooks, output dataclasses) costs more than the matrix products. ``LlamaRunner`` runs the
same Llama-family math (fused QKV and gate/up projections as views into one tensor, a preallocated KV
cache addressed by position, SDPA attention) and is what the engine decodes with. Its cache is
addressed by explicit start positions, so "rolling back" after a rejected draft is simply writing
the next step at an earlier position: nothing is copied or freed.

``HFRunner`` gives the same interface over any transformers causal LM (``DynamicCache.crop`` for
rollback) so architectures the lean path does not cover still decode, only slower.

Matrix dtype (``engine_weight_dtype``): on CPU the matrices default to float16 copies (PyTorch's fp16
GEMV reads half the bytes of fp32 and this decode is memory-bound), with the residual stream, norms,
attention and logits in float32. Plain and speculative decoding share the runner, so speculation stays
lossless with respect to the engine's own plain decoding in any dtype.

Both expose ``forward(ids, start, n_layers=None) -> hidden [n, d]`` (final-normed) and
``logits(hidden) -> [n, vocab]``; ``n_layers`` runs only the first layers (the self-speculative
draft), writing only those layers' cache entries, which the full verify pass then overwrites.
"""

from __future__ import annotations

import os
import threading
import weakref
from collections.abc import Sequence
from typing import Any

import torch
import torch.nn.functional as F

LEAN_ARCHS = {"llama", "mistral", "qwen2"}
# A pass over more rows than any verify step (K <= 16) is a prefill: it runs on the loaded (fp32)
# matrices, because PyTorch's CPU fp16 GEMM costs ~14 ms per row here while fp32 GEMM is nearly flat.
# Plain and speculative decoding share this prefill, so losslessness between them is unaffected.
PREFILL_ROWS = 17
_FUSE_LOCK = threading.Lock()
_FUSED: weakref.WeakKeyDictionary[Any, list[dict[str, Any]]] = weakref.WeakKeyDictionary()
_CAST: weakref.WeakKeyDictionary[Any, dict[str, Any]] = weakref.WeakKeyDictionary()


def lean_supported(model: Any) -> bool:
    cfg = model.config
    if getattr(cfg, "model_type", None) not in LEAN_ARCHS:
        return False
    if getattr(cfg, "sliding_window", None) and getattr(cfg, "use_sliding_window", False):
        return False
    return getattr(cfg, "hidden_act", "silu") == "silu"


def _cast_layers(model: Any, dtype: torch.dtype) -> list[dict[str, Any]]:
    """The matrices of ``_fused_layers`` converted to ``dtype`` (norm weights stay as they are); cached."""
    key = str(dtype).removeprefix("torch.")
    with _FUSE_LOCK:
        per_model = _CAST.setdefault(model, {})
        if key in per_model:
            return per_model[key]
    matrices = ("qkv", "qkv_bias", "o", "gate_up", "down")
    layers = [{k: (v.to(dtype) if v is not None and k in matrices else v) for k, v in layer.items()}
              for layer in _fused_layers(model)]
    head = model.lm_head.weight.to(dtype)
    with _FUSE_LOCK:
        per_model[key] = (layers, head)
    return per_model[key]


def _fused_layers(model: Any) -> list[dict[str, Any]]:
    """Per-layer weights with q/k/v and gate/up fused into single matrices.

    The fused tensor becomes the storage of the original parameters (they are re-pointed to views of
    it), so fusing costs no extra memory and Hugging Face forwards keep working on identical values.
    """
    with _FUSE_LOCK:
        if model in _FUSED:
            return _FUSED[model]
        layers = []
        for layer in model.model.layers:
            att, mlp = layer.self_attn, layer.mlp
            qkv = _fuse([att.q_proj.weight, att.k_proj.weight, att.v_proj.weight])
            gate_up = _fuse([mlp.gate_proj.weight, mlp.up_proj.weight])
            bias = None
            if att.q_proj.bias is not None:
                bias = _fuse([att.q_proj.bias, att.k_proj.bias, att.v_proj.bias])
            layers.append({
                "ln1": layer.input_layernorm.weight, "ln2": layer.post_attention_layernorm.weight,
                "qkv": qkv, "qkv_bias": bias, "o": att.o_proj.weight, "gate_up": gate_up,
                "down": mlp.down_proj.weight,
            })
        _FUSED[model] = layers
        return layers


def _fuse(params: Sequence[torch.nn.Parameter]) -> torch.Tensor:
    fused = torch.cat([p.data for p in params], dim=0).contiguous()
    offset = 0
    for p in params:
        n = p.shape[0]
        p.data = fused[offset:offset + n]
        offset += n
    return fused


class LlamaRunner:
    """One sequence's decode state over a Llama-family model: a position-addressed KV cache."""

    def __init__(self, model: Any, capacity: int = 1024, weight_dtype: torch.dtype | None = None):
        cfg = model.config
        self.model = model
        self.layers = self.layers_loaded = _fused_layers(model)
        self.lm_head = model.lm_head.weight
        self.wdtype = weight_dtype or self.lm_head.dtype
        if self.wdtype != self.lm_head.dtype:  # matrices in wdtype, residual stream/norms/attention as loaded
            self.layers, self.lm_head = _cast_layers(model, self.wdtype)
        # Verify passes computed row by row are bit-identical to one-token steps, so speculative greedy
        # output equals plain greedy output exactly (no float near-tie can flip). Used where a row-wise
        # pass costs no more than a batched one: reduced-precision matrices on CPU.
        self.row_exact = self.wdtype == torch.float16 and self.lm_head.device.type == "cpu"
        self.n_layers = len(self.layers)
        self.n_heads = cfg.num_attention_heads
        self.n_kv = cfg.num_key_value_heads
        self.head_dim = getattr(cfg, "head_dim", None) or cfg.hidden_size // cfg.num_attention_heads
        self.eps = float(cfg.rms_norm_eps)
        self.q_size = self.n_heads * self.head_dim
        self.kv_size = self.n_kv * self.head_dim
        self.embed = model.model.embed_tokens.weight
        self.final_norm = model.model.norm.weight
        self.device = self.embed.device
        self.dtype = self.embed.dtype
        rot = model.model.rotary_emb
        self.inv_freq = rot.inv_freq.to(self.device, torch.float32)
        self.rope_scale = float(getattr(rot, "attention_scaling", 1.0))
        self.capacity = 0
        self.k_cache: torch.Tensor | None = None
        self.v_cache: torch.Tensor | None = None
        self.cos = self.sin = None
        self.ensure_capacity(capacity)

    # -- cache -----------------------------------------------------------------------------
    def ensure_capacity(self, needed: int) -> None:
        if needed <= self.capacity:
            return
        cap = max(needed, 2 * self.capacity, 256)
        shape = (self.n_layers, 1, self.n_kv, cap, self.head_dim)
        k = torch.zeros(shape, device=self.device, dtype=self.dtype)
        v = torch.zeros(shape, device=self.device, dtype=self.dtype)
        if self.k_cache is not None:
            k[:, :, :, : self.capacity] = self.k_cache
            v[:, :, :, : self.capacity] = self.v_cache
        self.k_cache, self.v_cache = k, v
        pos = torch.arange(cap, device=self.device, dtype=torch.float32)
        freqs = torch.outer(pos, self.inv_freq)
        emb = torch.cat([freqs, freqs], dim=-1)
        self.cos = (emb.cos() * self.rope_scale).to(self.dtype)
        self.sin = (emb.sin() * self.rope_scale).to(self.dtype)
        self.capacity = cap

    # -- forward ---------------------------------------------------------------------------
    @torch.inference_mode()
    def forward(self, ids: Sequence[int] | torch.Tensor, start: int, n_layers: int | None = None) -> torch.Tensor:
        """Run tokens ``ids`` at positions ``start..start+n-1``; returns final-normed hidden [n, d].

        Cache entries at positions >= start are overwritten; entries beyond start+n are ignored, which
        is what makes rollback free.
        """
        if not torch.is_tensor(ids):
            ids = torch.tensor(list(ids), device=self.device, dtype=torch.long)
        n = int(ids.shape[0])
        end = start + n
        self.ensure_capacity(end + 1)
        h = F.embedding(ids, self.embed)  # [n, d]
        cos = self.cos[start:end].unsqueeze(1)  # [n, 1, hd]
        sin = self.sin[start:end].unsqueeze(1)
        mask = None
        if n > 1:
            qpos = torch.arange(start, end, device=self.device).unsqueeze(1)
            kpos = torch.arange(end, device=self.device).unsqueeze(0)
            mask = kpos <= qpos  # [n, end]
        hd, nh, nkv = self.head_dim, self.n_heads, self.n_kv
        half = hd // 2
        kc, vc = self.k_cache, self.v_cache
        wd, ad = self.wdtype, self.dtype
        layers = self.layers
        if n > PREFILL_ROWS and wd != ad:  # long prompts: the loaded matrices (reduced-precision GEMM is slow on CPU)
            layers, wd = self.layers_loaded, ad
        count = self.n_layers if n_layers is None else n_layers
        rows = self.row_exact and 1 < n <= PREFILL_ROWS and wd != ad
        lin = _row_linear if rows else F.linear
        for i in range(count):
            w = layers[i]
            x = F.rms_norm(h, (h.shape[-1],), w["ln1"], self.eps)
            qkv = lin(x.to(wd), w["qkv"], w["qkv_bias"]).to(ad)
            q = qkv[:, : self.q_size].view(n, nh, hd)
            k = qkv[:, self.q_size: self.q_size + self.kv_size].view(n, nkv, hd)
            v = qkv[:, self.q_size + self.kv_size:].view(n, nkv, hd)
            q = q * cos + torch.cat((-q[..., half:], q[..., :half]), dim=-1) * sin
            k = k * cos + torch.cat((-k[..., half:], k[..., :half]), dim=-1) * sin
            kc[i, 0, :, start:end] = k.transpose(0, 1)
            vc[i, 0, :, start:end] = v.transpose(0, 1)
            qh = q.transpose(0, 1).unsqueeze(0)  # [1, nh, n, hd]
            if rows:  # each query exactly as a one-token step computes it (no mask, same kernel)
                att = torch.cat([F.scaled_dot_product_attention(
                    qh[:, :, r:r + 1], kc[i, :, :, :start + r + 1], vc[i, :, :, :start + r + 1],
                    enable_gqa=nkv != nh) for r in range(n)], dim=2)
            else:
                att = F.scaled_dot_product_attention(qh, kc[i, :, :, :end], vc[i, :, :, :end],
                                                     attn_mask=mask, enable_gqa=nkv != nh)
            h = h + lin(att[0].transpose(0, 1).reshape(n, nh * hd).to(wd), w["o"]).to(ad)
            x = F.rms_norm(h, (h.shape[-1],), w["ln2"], self.eps)
            if rows:
                h = h + torch.cat([self._mlp(x[r:r + 1].to(wd), w) for r in range(n)]).to(ad)
            else:
                h = h + self._mlp(x.to(wd), w).to(ad)
        return F.rms_norm(h, (h.shape[-1],), self.final_norm, self.eps)

    @staticmethod
    def _mlp(x: torch.Tensor, w: dict[str, Any]) -> torch.Tensor:
        gu = F.linear(x, w["gate_up"])
        inter = gu.shape[-1] // 2
        return F.linear(F.silu(gu[:, :inter]) * gu[:, inter:], w["down"])

    def logits(self, hidden: torch.Tensor) -> torch.Tensor:
        lin = _row_linear if self.row_exact and 1 < hidden.shape[0] <= PREFILL_ROWS else F.linear
        return lin(hidden.to(self.wdtype), self.lm_head).float()


def _row_linear(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
    """One GEMV per row: bit-identical to a one-token step (PyTorch's CPU fp16 GEMM costs per row anyway)."""
    return torch.cat([F.linear(x[r:r + 1], weight, bias) for r in range(x.shape[0])])


class HFRunner:
    """The same interface over any transformers causal LM, through its own cache (slower)."""

    def __init__(self, model: Any, capacity: int = 1024):
        self.model = model
        self.device = model.device
        self.n_layers = int(model.config.num_hidden_layers)
        self.past: Any = None
        self.lm_head = model.get_output_embeddings().weight

    @torch.inference_mode()
    def forward(self, ids: Sequence[int] | torch.Tensor, start: int, n_layers: int | None = None) -> torch.Tensor:
        if n_layers is not None and n_layers != self.n_layers:
            raise ValueError("early exit needs the lean runner (Llama-family models)")
        if not torch.is_tensor(ids):
            ids = torch.tensor(list(ids), device=self.device, dtype=torch.long)
        if self.past is not None and self.past.get_seq_length() > start:
            self.past.crop(start - self.past.get_seq_length())  # transformers 5: negative = tokens to drop
        out = self.model.model(input_ids=ids.view(1, -1), past_key_values=self.past, use_cache=True)
        self.past = out.past_key_values
        return out.last_hidden_state[0]

    def logits(self, hidden: torch.Tensor) -> torch.Tensor:
        out = self.model.lm_head(hidden.unsqueeze(0))[0].float()
        softcap = getattr(self.model.config, "final_logit_softcapping", None)
        if softcap:
            out = torch.tanh(out / softcap) * softcap
        return out


def engine_weight_dtype(model: Any) -> torch.dtype:
    """The dtype the lean runner multiplies in: ``POWERLEVER_ENGINE_DTYPE`` (float32 | float16 |
    bfloat16 | auto). ``auto``: float16 matrices for a float32 model on CPU (PyTorch's CPU fp16 GEMV
    reads half the bytes and this decode is memory-bound; the residual stream, norms, attention and
    logits stay float32), otherwise the model's own dtype. See docs/speculative.md for measurements."""
    loaded = next(model.parameters()).dtype
    choice = os.environ.get("POWERLEVER_ENGINE_DTYPE", "auto").lower()
    if choice in ("float32", "fp32"):
        return torch.float32
    if choice in ("float16", "fp16", "half"):
        return torch.float16
    if choice in ("bfloat16", "bf16"):
        return torch.bfloat16
    if loaded == torch.float32 and next(model.parameters()).device.type == "cpu":
        return torch.float16
    return loaded


def make_runner(model: Any, capacity: int = 1024, lean: bool | None = None,
                weight_dtype: torch.dtype | None = None) -> LlamaRunner | HFRunner:
    """The fastest runner that supports ``model``; ``lean=False`` (or ``POWERLEVER_LEAN=0``) forces the
    Hugging Face path."""
    if lean is None:
        lean = os.environ.get("POWERLEVER_LEAN", "1") not in ("0", "false", "False") and lean_supported(model)
    if lean:
        return LlamaRunner(model, capacity, weight_dtype or engine_weight_dtype(model))
    return HFRunner(model, capacity)

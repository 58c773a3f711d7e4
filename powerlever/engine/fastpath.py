"""Lean forward passes over a loaded model's own weights, with a KV cache that rolls back in O(1).

Why: on CPU, Hugging Face's per-step Python work (cache objects, mask building, hooks, output
dataclasses) costs more than the matrix products of a small model. ``LlamaRunner`` runs the same
Llama-family math (QKV and gate/up packed as one matrix each, a preallocated KV cache addressed by position,
SDPA attention) and is what the engine decodes with. Its cache is addressed by explicit start
positions, so "rolling back" after a rejected draft is writing the next step at an earlier position.

Precision: the residual stream, norms, RoPE, attention, the KV cache and the logits are float32 on CPU
(bfloat16 on CUDA) whatever the loaded parameters are (the loader may hand over float16); only the
matrix products read the weight format of the pass (``engine.quant``: fp32, fp16, bf16, int8 per-channel,
int4 grouped). A ``WeightPlan`` names one format for prefill passes (more than ``PREFILL_ROWS`` rows)
and one for every later pass ("step": a 1-row decode or a K+1-row verify). Plain and speculative
decoding run the same plan through the same loop, so speculation is lossless with respect to plain
decoding in that plan. Where the step format's kernel is not batch-invariant (row i of an n-row product
differs in the last bits from the 1-row product; probed at runtime, ``quant.batch_invariant``), verify
passes run their matrices row by row (``row_exact``); verify attention is always row by row. So a float
near-tie can never make speculative greedy output differ from plain greedy output.

Both runners expose ``forward(ids, start, n_layers=None) -> hidden [n, d]`` (final-normed, float32) and
``logits(hidden) -> [n, vocab]`` (float32); ``n_layers`` runs only the first layers (the self-speculative
draft), writing only those layers' cache entries, which the full verify pass then overwrites.
"""

from __future__ import annotations

import logging
import os
import threading
import time
import weakref
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import torch
import torch.nn.functional as F

from powerlever import env
from powerlever.engine import cpu_kernels, pack_cache, quant
from powerlever.engine.memory import return_freed_memory

log = logging.getLogger(__name__)
LEAN_ARCHS = {"llama", "mistral", "qwen2"}
# A pass over more rows than any verify step (K <= 16) is a prefill.
PREFILL_ROWS = quant.STEP_ROWS
# plans whose matrices come in groups of quant.GROUP input columns (the model's hidden size must be a multiple)
INT4_PLANS = ("int4-g128", *quant.INT_ACT, *quant.ROLE_PLANS)
_LOCK = threading.Lock()
_PACKED: weakref.WeakKeyDictionary[Any, dict[str, Any]] = weakref.WeakKeyDictionary()


def lean_supported(model: Any) -> bool:
    cfg = model.config
    if getattr(cfg, "model_type", None) not in LEAN_ARCHS:
        return False
    if getattr(cfg, "sliding_window", None) and getattr(cfg, "use_sliding_window", False):
        return False
    return getattr(cfg, "hidden_act", "silu") == "silu"


# -- weight plans ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class WeightPlan:
    """The weight format of each pass: ``prefill`` (> PREFILL_ROWS rows) and ``step`` (decode/verify)."""

    step: str
    prefill: str
    note: str | None = None  # why the plan differs from what was asked (a trace step), if it does

    @property
    def name(self) -> str:
        return self.step if self.prefill == self.step else f"{self.step} (prefill {self.prefill})"

    def describe(self) -> dict[str, Any]:
        return {"weights": self.step, "prefill_weights": self.prefill, "batched_verify": batch_invariant(self.step),
                **({"weights_by_matrix": quant.plan_detail(self.step)} if self.step in quant.ROLE_PLANS else {}),
                **({"int4_decode_kernel": kernel} if (kernel := _int_kernel(self.step)) else {}),
                **({"weights_note": self.note} if self.note else {})}


def _int_kernel(step: str) -> str | None:
    """Which kernel the plan's int matrices run, for the metrics (the head's format speaks for the plan)."""
    head = quant.matrix_format(step, "head")
    if head in quant.ACT_BITS:
        return f"native, int{quant.ACT_BITS[head]} activations, {cpu_kernels.act_isa()}"
    if head == quant.A8T:
        return "native, int8 activations, avx512-vnni, 16-column tiles"
    if head == "int4-g128":
        return "native" if cpu_kernels.ready() else "aten"
    return None


def batch_invariant(fmt: str) -> bool:
    """Whether ``fmt``'s kernel gives row i of a verify-sized product bit-identical to the 1-row product
    on this machine at the current thread count (``quant.batch_invariant``, probed once)."""
    return quant.batch_invariant(fmt, PREFILL_ROWS, torch.get_num_threads())


def auto_format(model: Any) -> str:
    """The CPU default per the measured tables, else bf16: ``mixed-a16`` (``mixed``'s split of int8 down and
    int4-g128 elsewhere, times int16 activations in the native integer kernels: the same 105/128 answers as
    ``mixed`` on ``bench quality``, ~2x faster decode here), or ``mixed`` where those kernels cannot run
    (docs/speculative.md)."""
    device = next(model.parameters()).device.type
    if device != "cpu":
        return "bf16"
    return quant.MIXED_A16 if quant.available(quant.MIXED_A16) else quant.MIXED


PREFILL_CHOICES = ("auto", "int8-dyn", "a8", "step")


def prefill_format(step: str, device: str = "cpu") -> str:
    """Prefill format for a step format (``POWERLEVER_PREFILL_WEIGHTS``, one of ``PREFILL_CHOICES``); float
    formats always keep their own weights (Ultra's fp16 stays exact), and off CPU the prefill is bf16.

    * ``auto`` (default): ``int4-a8t`` prefills through its own 16-column tiles (2.0-2.1x faster than int8-dyn
      on the 1.5B at 138 and 700 prompt tokens, 2 threads, and the same 99/128 on ``bench quality``;
      docs/speculative.md, "int4-a8t prefills through its own tiles"); ``int8-a16`` (Eco's SmolLM2, which int4
      cannot pack) through itself: int8-dyn's one 7-bit activation scale per call moved 109 of Eco's 128 answers
      away from the float model's, against 73 (the same 29 correct; "Say hi" answered with emoji), for 11-16 % less
      time per answer (docs/speculative.md, "Where the drift comes from"); every other int plan as ``int8-dyn``.
    * ``int8-dyn``: every int plan prefills through fbgemm's int8 GEMM with float outlier columns
      (``quant.OUTLIER``) over an int8 copy of the weights (+1.31 GB for the 1.5B). Its int8 weights buy answers:
      on ``bench quality`` (128 items) it scored 105 and 64 on Performance and Balanced, against 103 and 61 for
      ``a8`` and 102 and 58 for ``step`` (docs/speculative.md, "Prefill over the step's weights").
    * ``a8``: an integer-activation plan (mixed-a16, int4-a16, ...) prefills through its int8-activation sibling
      over its own packed weights (``quant.ACT8_SIBLING``, ``QLinear.as_format``): no copy and ~20 % faster than
      int8-dyn (-27 % time and -25 % energy per correct answer over the quality set); other int plans as above.
    * ``step``: the step format itself for every plan (no copy; for int4-g128 and int8 plans the slowest)."""
    if device != "cpu":
        return "bf16"
    wanted = env.choice("POWERLEVER_PREFILL_WEIGHTS", "auto", PREFILL_CHOICES)  # a bad value: where settings
    if wanted == "auto" and step in (quant.A8T, quant.W8A16):
        return step
    if wanted == "a8" and step in quant.ACT8_SIBLING:
        return quant.ACT8_SIBLING[step]
    if wanted != "step" and step in quant.INT_STEP and quant.available("int8-dyn"):
        return "int8-dyn"
    return step


def dtype_override() -> str | None:
    """``POWERLEVER_ENGINE_DTYPE``, checked: the weight format every tier runs in, or None (each tier's own).
    A name the engine does not know is refused naming the variable (it failed inside the engine, unnamed)."""
    raw = os.environ.get("POWERLEVER_ENGINE_DTYPE", "").strip()
    if not raw:
        return None
    try:
        return quant.normalize(raw)
    except ValueError as exc:
        raise env.SettingError(f"POWERLEVER_ENGINE_DTYPE={raw!r}: {exc}") from None


def weight_plan(model: Any, weights: str | None = None) -> WeightPlan:
    """The plan for ``weights`` (a name from ``quant.FORMATS`` or 'auto'; default: the
    ``POWERLEVER_ENGINE_DTYPE`` environment variable, else auto), with the fallback chain applied."""
    asked = quant.normalize(weights if weights is not None else (dtype_override() or "auto"))
    device = next(model.parameters()).device.type
    fmt = auto_format(model) if asked == "auto" else asked
    if asked == "auto" and fmt in INT4_PLANS and model.config.hidden_size % quant.GROUP:
        # auto's choice for a model int4-g128 cannot pack (not a fallback: nothing was asked): int8 weights, times
        # int16 activations in the native kernels where they run (zero-padded columns, quant.PADDED_K)
        fmt = quant.W8A16 if device == "cpu" and quant.available(quant.W8A16) else "int8"
    fmt, why = quant.resolve(fmt, device)
    if fmt in INT4_PLANS and fmt not in quant.PADDED_K and model.config.hidden_size % quant.GROUP:
        why = (f"weights {fmt}: hidden size {model.config.hidden_size} is not a multiple of the "
               f"{quant.GROUP}-column int4 group, running int8")
        fmt = "int8"
    return WeightPlan(step=fmt, prefill=prefill_format(fmt, device), note=why)


# -- weights -----------------------------------------------------------------------------------------
def _layer_params(model: Any) -> list[dict[str, Any]]:
    """Per-layer parameter tensors, q/k/v and gate/up as lists (``quant.QLinear`` packs them as one
    matrix in its format without ever copying the loaded parameters into a fused tensor)."""
    layers = []
    for layer in model.model.layers:
        att, mlp = layer.self_attn, layer.mlp
        bias = None
        if att.q_proj.bias is not None:
            bias = torch.cat([att.q_proj.bias, att.k_proj.bias, att.v_proj.bias]).detach()
        layers.append({
            "ln1": layer.input_layernorm.weight, "ln2": layer.post_attention_layernorm.weight,
            "qkv": [att.q_proj.weight, att.k_proj.weight, att.v_proj.weight], "qkv_bias": bias,
            "o": att.o_proj.weight, "gate_up": [mlp.gate_proj.weight, mlp.up_proj.weight],
            "down": mlp.down_proj.weight,
        })
    return layers


def _matrix_name(layer: int | None, role: str) -> str:
    return role if layer is None else f"{layer}.{role}"


def packed_weights(model: Any, fmt: str) -> dict[str, Any]:
    """The model's matrices in ``fmt`` (``quant.QLinear``), norms and biases upcast; built once per model
    and format and shared by every runner. A float format equal to the loaded dtype wraps the loaded
    tensors (no copy). ``mixed`` packs each matrix in its role's format (``quant.matrix_format``); a
    matrix already packed in that kernel format for another plan of the same model is shared, not
    packed twice (so int4-g128, int8 and mixed together hold each matrix once per kernel format)."""
    with _LOCK:
        cached = _PACKED.setdefault(model, {}).get(fmt)
        others = [p for f, p in _PACKED[model].items() if f != fmt]
    if cached is not None:
        return cached
    device = next(model.parameters()).device.type
    act = torch.float32 if device == "cpu" else torch.bfloat16
    # a float plan is the loaded tensors: nothing to save
    disk = pack_cache.target(model, fmt) if device == "cpu" and fmt not in quant.FLOAT_FORMATS else None
    saved = pack_cache.load(disk, fmt)

    def pack(role: str, weight: Any, layer: int | None, bias: Any = None) -> quant.QLinear:
        n_in = int((weight[0] if isinstance(weight, list) else weight).shape[1])
        mf = quant.matrix_format(fmt, role, n_in)
        for other in others:
            ql = other["head"] if layer is None else other["layers"][layer][role]
            if ql.fmt == mf or quant.SAME_WEIGHTS.get(ql.fmt) == mf:
                return ql.as_format(mf)  # the same packed tensors (an a16 step's a8 prefill): no copy
        state = (saved or {}).get(_matrix_name(layer, role))  # never a float matrix's: those are not saved
        if state is not None:
            try:
                return quant.QLinear.restored(weight, mf, bias, state)
            except (ValueError, KeyError, RuntimeError) as exc:  # a file that does not fit: pack this one
                log.warning("packed weights for %s %s do not fit (%s); packing it", fmt, role, exc)
        return quant.QLinear(weight, mf, bias)

    layers = []
    for i, w in enumerate(_layer_params(model)):
        mats = {"qkv": pack("qkv", w["qkv"], i, w["qkv_bias"]), "o": pack("o", w["o"], i),
                "gate_up": pack("gate_up", w["gate_up"], i), "down": pack("down", w["down"], i)}
        layers.append({"ln1": w["ln1"].to(act), "ln2": w["ln2"].to(act), **mats})
    # the head stays lazy: a prefill-only format never computes logits. Matrices are independent, and fbgemm's
    # prepack runs on one core, so they are prepared on as many threads as torch computes with
    with ThreadPoolExecutor(max(1, torch.get_num_threads())) as pool:
        list(pool.map(quant.QLinear.prepare, [ql for layer in layers for ql in layer.values()
                                              if isinstance(ql, quant.QLinear)]))
    head = model.lm_head.weight
    packed = {"layers": layers, "head": pack("head", head, None, getattr(model.lm_head, "bias", None)),
              "final_norm": model.model.norm.weight.to(act), "source": "disk" if saved is not None else "memory"}
    if disk is not None and saved is None:
        named = {_matrix_name(i, role): ql for i, layer in enumerate(layers)
                 for role, ql in layer.items() if isinstance(ql, quant.QLinear)}
        named[_matrix_name(None, "head")] = packed["head"]
        if pack_cache.save(disk, fmt, {name: ql.state() for name, ql in named.items()
                                        if ql.fmt not in quant.FLOAT_FORMATS}):
            packed["source"] = "saved"
    with _LOCK:
        _PACKED[model][fmt] = packed
    return_freed_memory()
    return packed


def prepare(model: Any, weights: str | WeightPlan | None = None) -> float:
    """Pack now what a runner of ``model`` in ``weights`` will need (its step and prefill formats and the
    head; built once per process): the seconds it took, 0.0 when it was ready. A caller that meters a
    request's CPU time calls this first, so a one-time packing (~20 s for the 1.5B) is not billed to the
    first answer that happens to need it."""
    if not lean_supported(model):
        return 0.0
    t0 = time.perf_counter()
    plan = weights if isinstance(weights, WeightPlan) else weight_plan(model, weights)
    packed_weights(model, plan.step)["head"].prepare()
    if plan.prefill != plan.step:
        packed_weights(model, plan.prefill)
    if next(model.parameters()).device.type == "cpu" and plan.step in INT4_PLANS:
        cpu_kernels.ready()
    return time.perf_counter() - t0


# what each ``weights_source`` means, in the words of a trace step
PACKING_HOW = {"disk": "read from the packed-weights cache",
               "saved": "packed, and saved to the packed-weights cache for later processes", "memory": "packed"}


def weights_source(model: Any, weights: str | WeightPlan | None = None) -> str:
    """How ``model``'s plan got its matrices in this process: ``disk`` (every format restored from ``pack_cache``),
    ``saved`` (packed here and written for later processes) or ``memory`` (packed here only: a float plan, a model
    with no weights folder, caching off or a failed write)."""
    plan = weights if isinstance(weights, WeightPlan) else weight_plan(model, weights)
    with _LOCK:
        per = _PACKED.get(model, {})
        sources = {per.get(f, {}).get("source", "memory") for f in {plan.step, plan.prefill}}
    return "disk" if sources == {"disk"} else "saved" if "saved" in sources else "memory"


def release_packed(model: Any, fmt: str | None = None) -> None:
    """Drop the packed copies of ``model``'s matrices (one format, or all): runners holding them keep
    theirs alive until they finish; the next runner repacks."""
    with _LOCK:
        per = _PACKED.get(model, {})
        for key in [fmt] if fmt else list(per):
            per.pop(key, None)


def weights_nbytes(model: Any) -> dict[str, int]:
    """Bytes held per packed format for ``model`` (for memory reports; a matrix shared by two plans,
    e.g. int4-g128 and mixed, counts in both)."""
    out = {}
    for fmt, packed in _PACKED.get(model, {}).items():
        mats = [ql for layer in packed["layers"] for k, ql in layer.items() if isinstance(ql, quant.QLinear)]
        out[fmt] = sum(ql.nbytes for ql in [*mats, packed["head"]])
    return out


# -- runner ----------------------------------------------------------------------------------------
class LlamaRunner:
    """One sequence's decode state over a Llama-family model: a position-addressed KV cache."""

    def __init__(self, model: Any, capacity: int = 1024, weights: str | WeightPlan | None = None):
        cfg = model.config
        self.model = model
        self.plan = weights if isinstance(weights, WeightPlan) else weight_plan(model, weights)
        self.step_w = packed_weights(model, self.plan.step)
        self.prefill_w = packed_weights(model, self.plan.prefill)
        self.n_layers = len(self.step_w["layers"])
        self.embed = model.model.embed_tokens.weight
        self.device = self.embed.device
        self.dtype = torch.float32 if self.device.type == "cpu" else torch.bfloat16
        # Verify-pass matrices computed row by row where the step kernel is not batch-invariant (module doc).
        self.row_exact = self.device.type == "cpu" and not batch_invariant(self.plan.step)
        if self.device.type == "cpu" and self.plan.step in INT4_PLANS:
            cpu_kernels.ready()  # build/load the native int4 kernel now, not inside the first decode step
        self.n_heads = cfg.num_attention_heads
        self.n_kv = cfg.num_key_value_heads
        self.head_dim = getattr(cfg, "head_dim", None) or cfg.hidden_size // cfg.num_attention_heads
        # Decode steps and verify passes run their RMSNorms, rotary embedding + KV write and attention in the engine's
        # own kernels where the library loads, one call each per layer, every row the same bits however many share
        # the pass (cpu_kernels.rms_norm / rope_kv / attend); prefills keep PyTorch's operations and masked attention.
        self.native_step = (self.device.type == "cpu" and self.head_dim % 8 == 0
                            and self.head_dim <= cpu_kernels.ATTEND_MAX_HEAD_DIM
                            and cpu_kernels.native_step_wanted() and cpu_kernels.act_ready())
        self.eps = float(cfg.rms_norm_eps)
        self.q_size = self.n_heads * self.head_dim
        self.kv_size = self.n_kv * self.head_dim
        rot = model.model.rotary_emb
        self.inv_freq = rot.inv_freq.to(self.device, torch.float32)
        self.rope_scale = float(getattr(rot, "attention_scaling", 1.0))
        self.capacity = 0
        self.k_cache: torch.Tensor | None = None
        self.v_cache: torch.Tensor | None = None
        self.cos = self.sin = None
        self.ensure_capacity(capacity)

    @property
    def weights(self) -> str:
        return self.plan.step

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
    def forward(self, ids: Sequence[int] | torch.Tensor, start: int, n_layers: int | None = None,
                prefill: bool | None = None) -> torch.Tensor:
        """Run tokens ``ids`` at positions ``start..start+n-1``; returns final-normed hidden [n, d].

        Cache entries at positions >= start are overwritten; entries beyond start+n are ignored, which
        is what makes rollback free. ``prefill``: True runs the prefill weights and one masked attention
        call whatever n (a prompt's tail after a cached head can be short); None decides by n (more than
        PREFILL_ROWS rows: prefill; fewer: a verify pass, each row exactly as a one-token step).
        """
        if not torch.is_tensor(ids):
            ids = torch.tensor(list(ids), device=self.device, dtype=torch.long)
        n = int(ids.shape[0])
        end = start + n
        self.ensure_capacity(end + 1)
        ad = self.dtype
        h = F.embedding(ids, self.embed).to(ad)  # [n, d]
        as_prefill = n > PREFILL_ROWS if prefill is None else prefill
        native = self.native_step and not as_prefill
        cos = self.cos[start:end].unsqueeze(1)  # [n, 1, hd]
        sin = self.sin[start:end].unsqueeze(1)
        mask = None
        if n > 1 and not native:  # the native step's attention needs no mask
            qpos = torch.arange(start, end, device=self.device).unsqueeze(1)
            kpos = torch.arange(end, device=self.device).unsqueeze(0)
            mask = kpos <= qpos  # [n, end]
        hd, nh, nkv = self.head_dim, self.n_heads, self.n_kv
        half = hd // 2
        kc, vc = self.k_cache, self.v_cache
        packed = self.prefill_w if as_prefill else self.step_w
        layers = packed["layers"]
        count = self.n_layers if n_layers is None else n_layers
        verify = not as_prefill and n > 1 and self.device.type == "cpu"
        lin = _row_apply if self.row_exact and verify else _apply
        norm = self._native_norm if native else self._norm
        for i in range(count):
            w = layers[i]
            x = norm(h, w["ln1"])
            qkv = lin(w["qkv"], x)
            if native:  # rotary embedding, KV write and attention in the engine's own kernels (module doc)
                q = cpu_kernels.rope_kv(qkv, self.cos, self.sin, kc[i, 0], vc[i, 0], nh, start)
                h = h + lin(w["o"], cpu_kernels.attend(q, kc[i, 0], vc[i, 0], start))
                h = self._mlp(h, w, lin, norm)
                continue
            q = qkv[:, : self.q_size].view(n, nh, hd)
            k = qkv[:, self.q_size: self.q_size + self.kv_size].view(n, nkv, hd)
            v = qkv[:, self.q_size + self.kv_size:].view(n, nkv, hd)
            q = q * cos + torch.cat((-q[..., half:], q[..., :half]), dim=-1) * sin
            k = k * cos + torch.cat((-k[..., half:], k[..., :half]), dim=-1) * sin
            kc[i, 0, :, start:end] = k.transpose(0, 1)
            vc[i, 0, :, start:end] = v.transpose(0, 1)
            qh = q.transpose(0, 1).unsqueeze(0)  # [1, nh, n, hd]
            if verify:  # each query exactly as a one-token step computes it (no mask, same kernel; cheap)
                att = torch.cat([F.scaled_dot_product_attention(
                    qh[:, :, r:r + 1], kc[i, :, :, :start + r + 1], vc[i, :, :, :start + r + 1],
                    enable_gqa=nkv != nh) for r in range(n)], dim=2)
            else:
                att = F.scaled_dot_product_attention(qh, kc[i, :, :, :end], vc[i, :, :, :end],
                                                     attn_mask=mask, enable_gqa=nkv != nh)
            h = h + lin(w["o"], att[0].transpose(0, 1).reshape(n, nh * hd))
            h = self._mlp(h, w, lin, norm)
        if as_prefill:
            quant.release_widened()
        return norm(h, packed["final_norm"])

    def _norm(self, x: torch.Tensor, weight: torch.Tensor) -> torch.Tensor:
        return F.rms_norm(x, (x.shape[-1],), weight, self.eps)

    def _native_norm(self, x: torch.Tensor, weight: torch.Tensor) -> torch.Tensor:
        return cpu_kernels.rms_norm(x, weight, self.eps)

    @staticmethod
    def _mlp(h: torch.Tensor, w: dict[str, Any], lin: Any, norm: Any) -> torch.Tensor:
        """The residual MLP block: h + down(silu(gate) * up) of the post-attention norm."""
        gu = lin(w["gate_up"], norm(h, w["ln2"]))
        inter = gu.shape[-1] // 2
        return h + lin(w["down"], F.silu(gu[:, :inter]) * gu[:, inter:])

    def logits(self, hidden: torch.Tensor) -> torch.Tensor:
        """Float32 logits through the step format's head (row by row where the kernel is not invariant)."""
        lin = _row_apply if self.row_exact and 1 < hidden.shape[0] <= PREFILL_ROWS else _apply
        return lin(self.step_w["head"], hidden).float()


def _apply(ql: quant.QLinear, x: torch.Tensor) -> torch.Tensor:
    if cpu_kernels.supports(ql, x):  # int4, 1-17 rows: bit-identical to aten's kernel, ~2x faster (AVX2)
        return cpu_kernels.linear(ql, x).to(x.dtype)
    return ql(x).to(x.dtype)


def _row_apply(ql: quant.QLinear, x: torch.Tensor) -> torch.Tensor:
    """One product per row: bit-identical to a one-token step for kernels that are not batch-invariant."""
    return torch.cat([ql(x[r:r + 1]) for r in range(x.shape[0])]).to(x.dtype)


class HFRunner:
    """The same interface over any transformers causal LM, through its own cache (slower)."""

    def __init__(self, model: Any, capacity: int = 1024):
        self.model = model
        self.device = model.device
        self.n_layers = int(model.config.num_hidden_layers)
        self.past: Any = None
        self.lm_head = model.get_output_embeddings().weight
        self.plan = WeightPlan(step=str(self.lm_head.dtype).removeprefix("torch."), prefill="as loaded",
                               note="Hugging Face forward: the loaded parameters as they are")
        self.weights = self.plan.step

    @torch.inference_mode()
    def forward(self, ids: Sequence[int] | torch.Tensor, start: int, n_layers: int | None = None,
                prefill: bool | None = None) -> torch.Tensor:
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


def make_runner(model: Any, capacity: int = 1024, lean: bool | None = None,
                weights: str | WeightPlan | None = None) -> LlamaRunner | HFRunner:
    """The fastest runner that supports ``model``; ``lean=False`` (or ``POWERLEVER_LEAN=0``) forces the
    Hugging Face path. ``weights``: a format name, 'auto', or a ``WeightPlan``."""
    if lean is None:
        lean = env.switch("POWERLEVER_LEAN", True) and lean_supported(model)
    if lean:
        return LlamaRunner(model, capacity, weights)
    return HFRunner(model, capacity)

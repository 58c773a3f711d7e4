"""Weight formats for the lean runner's matrices: fp32, fp16, bf16, int8 per-channel, int4 grouped.

Why: decoding a 1.5B model on CPU is memory-bound (every weight is read once per token), so the bytes
per weight set the speed. PyTorch ships weight-only kernels that read int8 (``_weight_int8pack_mm``,
symmetric per output channel) and int4 (``_weight_int4pack_mm_for_cpu``, asymmetric per group of 128
input columns, tinygemm's layout) directly, with no new native dependency. The residual stream, norms,
attention and logits stay float32; only the matrix product reads the chosen format (the int kernels
take their input rows in bf16 and return bf16, which is then widened).

``QLinear(weight, fmt)`` packs one ``[out, in]`` matrix; ``ql(x)`` takes float32 rows ``[n, in]`` and
returns float32 ``[n, out]``. Which format is fastest for 1 row (decode), K+1 rows (verify) and many rows
(prefill), and which kernels are batch-invariant (row i of an n-row product bit-identical to the 1-row
product), is measured by ``python -m powerlever.engine.quant`` (docs/results/spec_kernels.json).

``available(fmt)`` says whether this machine can run a format; ``resolve(fmt)`` walks the fallback
chain int4-g128 -> int8 -> fp16 and returns what will run plus why, for a trace step.
"""

from __future__ import annotations

import copy
import functools
import threading
import warnings
from typing import Any

import torch
import torch.nn.functional as F

# ``int4-a8``: int4-g128's quantized weights times int8 activations (per row and group of 128), integer dot
# products in the native kernel (``cpu_kernels.int4_act``, AVX2); ~2.7-3x faster than the float int4 kernel here
# at 1-8 rows and batch-invariant, at the cost of rounding the activations (measured in docs/speculative.md).
# ``int4-a16``: the same weights times int16 activations (vpmaddwd): activation error ~1e-5 instead of ~4e-3.
A8, A16 = "int4-a8", "int4-a16"
W8A8, W8A16 = "int8-a8", "int8-a16"  # int8's weights (symmetric per row) times the same int8 / int16 activations
# ``int4-a8t``: int4-a8's weights and activations in 16-column tiles (``engine.tiled``, AVX-512 VNNI): a verify pass
# costs little more than a step; batch-invariant, rounds differently from int4-a8 (its own format)
A8T = "int4-a8t"
ACT_BITS = {A8: 8, W8A8: 8, A16: 16, W8A16: 16}  # formats of the integer kernels (``cpu_kernels.int4_act``)
INT_ACT = (*ACT_BITS, A8T)  # every format whose products run in a native integer-activation kernel (never widened)
INT4_WEIGHTS = ("int4-g128", A8, A16)  # formats holding int4-g128's quantized weights (``_int4_groups``)
# Integer formats that read the very same packed tensors and differ only in how the activations are rounded: a
# plan's int8-activation sibling prefills over the step's own weights, with no second copy (``QLinear.as_format``)
SAME_WEIGHTS = {A8: A16, A16: A8, W8A8: W8A16, W8A16: W8A8}
FORMATS = ("fp32", "fp16", "bf16", "int8", "int4-g128", "int8-dyn", A8, W8A8, A16, W8A16, A8T)
# ``mixed``: a plan-level format, not a kernel: each matrix of the lean runner gets the int format that was
# faster for its role in the cache-cold per-matrix table (``measure_roles``, docs/results/spec_mixed_kernels.json,
# 2 threads, 1 and 4 rows, Qwen2.5-Coder-1.5B and -0.5B shapes): int8 for ``down`` (1.5B: 1.05 vs 1.39 ms
# a row), int4-g128 for q/k/v, o, gate/up and the head (gate/up 2.33 vs 3.06 ms, head 19.1 vs 23.5 ms).
# Both kernels are batch-invariant, so the mix is too. A matrix int4 cannot pack (in_features not a
# multiple of GROUP) falls back to int8.
MIXED = "mixed"
MIXED_ROLES = {"qkv": "int4-g128", "o": "int4-g128", "gate_up": "int4-g128", "down": "int8", "head": "int4-g128"}
# ``mixed-a8``: the same split with int8 activations: int4-a8 for q/k/v, o, gate/up and the head, int8-a8 for down.
MIXED_A8, MIXED_A16 = "mixed-a8", "mixed-a16"
ROLE_PLANS = {MIXED: MIXED_ROLES, MIXED_A8: {r: (W8A8 if f == "int8" else A8) for r, f in MIXED_ROLES.items()},
              MIXED_A16: {r: (W8A16 if f == "int8" else A16) for r, f in MIXED_ROLES.items()}}
PLAN_FORMATS = (*FORMATS, *ROLE_PLANS)
ACT8_SIBLING = {A16: A8, A8: A8, W8A16: W8A8, W8A8: W8A8, MIXED_A16: MIXED_A8, MIXED_A8: MIXED_A8, A8T: A8T}
INT_STEP = ("int8", "int4-g128", *INT_ACT, *ROLE_PLANS)  # step formats that read integer weights
FALLBACK = {"int4-g128": "int8", "int8": "fp16", "bf16": "fp16", "fp16": "fp32", "fp32": None, "int8-dyn": "fp32",
            MIXED: "int8", A8: "int4-g128", A16: "int4-g128", W8A8: "int8", W8A16: "int8",
            MIXED_A8: MIXED, MIXED_A16: MIXED, A8T: A8}
GROUP = 128
# int8-weight integer formats: a matrix whose in_features is not a multiple of GROUP (SmolLM2's 576) is packed with
# zero columns up to the next multiple and its rows are padded with zeros at each product, which adds nothing to any
# dot product (the per-row weight scale is the max over the real columns; an activation group's scale is the max
# over its real values). Int4 groups are not padded: a zero column would move a group's asymmetric range.
PADDED_K = (W8A8, W8A16)
_FLOAT = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
FLOAT_FORMATS = tuple(_FLOAT)  # formats that multiply float weights as loaded or cast (nothing packed)
# The weight-only kernels take bf16 activations and scales: their fp32/fp16-activation paths measured
# 4-30x slower here (2048x1536, 1 row: int8 23 ms with fp16 activations vs 5 ms with bf16).
ACT = torch.bfloat16
# Above this many rows a float16/bfloat16 matrix is widened to float32 for the product: PyTorch's CPU
# fp16/bf16 GEMM costs ~5 ms per row of a 8960x1536 matrix here (no native half-precision FMA on AVX2),
# while widening costs about one row's worth and fp32 GEMM is nearly flat in rows.
STEP_ROWS = 17  # the most rows of a decode step or a verify pass; more rows are a prefill (fastpath, cpu_kernels)
WIDEN_ROWS = STEP_ROWS  # every verify pass stays on the half-precision kernel
# The int kernels cost about one 1-row product per row (~1.9 ms per row of a 8960x1536 matrix here, at
# 256 rows), so a long prefill is widened too, from the float16/bfloat16 matrix the model was loaded
# with (kept by the model, no copy): widening costs ~90 ms for that matrix, fp32 GEMM ~1.1 ms per row.
# The integer-activation formats (``ACT_BITS``) never widen: per row they cost about what fbgemm's int8 GEMM does
# (1.5B prefill of 400 tokens, a16 over the step weights: 18.3 s unwidened vs int8-dyn's 17.5 s).
INT_WIDEN_ROWS = 128
# Widening reuses one float32 buffer per thread through a prefill's products (matrices up to WIDEN_KEEP_MAX elements,
# 64 MB; dropped after the prefill by ``release_widened``) instead of allocating each widened matrix afresh: 55 MB
# for an 8960x1536 matrix is above glibc's mmap threshold, so every call faulted its pages in again (20 ms against
# 2.3 ms into a kept buffer here). Up to WIDEN_SLAB_ROWS rows the matrix is widened and multiplied WIDEN_SLAB
# elements of rows at a time (12 MB), each slab still in cache for its product; a longer prompt takes the whole
# matrix at once (slabs of the 1536x8960 down matrix were slower at 758 rows). Minimum of 9 products here (Zen 4,
# 2 threads), 8960x1536 / 1536x8960: 64 rows 31 -> 12 / 42 -> 15 ms, 200 rows 52 -> 33 / 55 -> 39 ms; whole,
# 758 rows 130 -> 116 / 130 -> 119 ms. End to end: docs/speculative.md, "Ultra's prefill".
WIDEN_KEEP_MAX = 16 * 1024 * 1024
WIDEN_SLAB = 3 * 1024 * 1024
WIDEN_SLAB_ROWS = 256
_WIDEN_BUFFERS = threading.local()
# Prefill format ``int8-dyn``: fbgemm's dynamically quantized GEMM (int8 weights per output channel, int8
# activations per tensor, int32 accumulation: what torch.ao's quantize_dynamic runs) took 23 ms for 100 rows
# of the 1.5B's 17920x1536 gate/up here, against 77 ms for the int4 kernel and 131 ms widened to fp32. Per-tensor
# activation scales alone hurt Qwen (next-token KL up to 0.74: a few hidden channels are far larger than
# the rest), so input columns whose activation exceeds OUTLIER are computed in float from the loaded matrix,
# LLM.int8()-style (~90 of 1536 columns here). Measured closer to the float16 model than the int4 prefill
# (next-token KL 0.003-0.016 vs 0.004-0.034 over 6 prompts; docs/speculative.md). Not batch-invariant (one
# activation scale per call), so it serves prefills only unless asked for.
OUTLIER = 6.0
CHUNK = 4096  # rows quantized at a time (a multiple of the int4 kernel's 64-row blocks)


def normalize(fmt: str | None) -> str:
    """Accept the spellings people use (int4, q4, float16, ...) and return a name from PLAN_FORMATS or 'auto'."""
    if fmt is None:
        return "auto"
    f = str(fmt).strip().lower()
    aliases = {"float32": "fp32", "float16": "fp16", "half": "fp16", "bfloat16": "bf16", "int4": "int4-g128",
               "q4": "int4-g128", "int4-128": "int4-g128", "q8": "int8", "int8-pc": "int8", "": "auto",
               "mix": MIXED, "int4-int8": MIXED, "int8-int4": MIXED, "w4a8": A8, "int4a8": A8, "a8": A8,
               "w8a8": W8A8, "w4a16": A16, "int4a16": A16, "a16": A16, "w8a16": W8A16, "int4a8t": A8T, "a8t": A8T}
    f = aliases.get(f, f)
    if f != "auto" and f not in PLAN_FORMATS:
        raise ValueError(f"weights must be one of {', '.join(PLAN_FORMATS)} or auto, got {fmt!r}")
    return f


def matrix_format(fmt: str, role: str, in_features: int | None = None) -> str:
    """The kernel format of one matrix (``role``: qkv, o, gate_up, down, head) under plan format ``fmt``:
    ``fmt`` itself, or for a role plan (``mixed``, ``mixed-a8``) the role's entry of ``ROLE_PLANS`` (int8 where
    a grouped format cannot take the matrix: in_features not a multiple of GROUP)."""
    f = ROLE_PLANS[fmt][role] if fmt in ROLE_PLANS else fmt
    if (f in INT4_WEIGHTS or f in INT_ACT) and f not in PADDED_K and in_features is not None and in_features % GROUP:
        return "int8"
    return f


def plan_detail(fmt: str) -> str | None:
    """Which kernel format each role of a role plan gets ("int4-g128 qkv/o/gate_up/head, int8 down"), else None."""
    roles = ROLE_PLANS.get(fmt)
    if roles is None:
        return None
    return ", ".join(f"{f} " + "/".join(r for r, g in roles.items() if g == f) for f in dict.fromkeys(roles.values()))


MIXED_DETAIL = plan_detail(MIXED)  # "int4-g128 qkv/o/gate_up/head, int8 down"


@functools.cache
def available(fmt: str) -> bool:
    """True when this machine's PyTorch runs ``fmt`` on CPU (probed once on a tiny matrix)."""
    if fmt in _FLOAT:
        return True
    if fmt in ROLE_PLANS:
        return all(available(f) for f in set(ROLE_PLANS[fmt].values()))
    try:
        QLinear(torch.randn(16, 2 * GROUP), fmt)(torch.randn(2, 2 * GROUP))
        return True
    except (RuntimeError, AttributeError, NotImplementedError, ImportError):
        return False


@functools.cache
def batch_invariant(fmt: str, max_rows: int = 16, threads: int | None = None) -> bool:
    """Whether row i of an n-row product (2 <= n <= ``max_rows``) is bit-identical to the 1-row product
    in ``fmt`` on this machine, probed once per thread count on a random 512x1536 matrix. Where it holds,
    a verify pass can be batched and greedy speculative output still equals plain greedy output."""
    if not available(fmt):
        return False
    if fmt in ROLE_PLANS:
        return all(batch_invariant(f, max_rows, threads) for f in sorted(set(ROLE_PLANS[fmt].values())))
    gen = torch.Generator().manual_seed(0)
    ql = QLinear(torch.randn(512, 1536, generator=gen) * 0.02, fmt)
    x = torch.randn(max_rows, 1536, generator=gen)
    ones = [ql(x[i:i + 1]) for i in range(max_rows)]
    return all(torch.equal(ql(x[:n])[i:i + 1], ones[i]) for n in range(2, max_rows + 1) for i in range(n))


def resolve(fmt: str, device: str = "cpu") -> tuple[str, str | None]:
    """The format that will run for ``fmt`` and, when it differs, a sentence saying why (a trace step)."""
    if device != "cpu":
        if fmt in INT_STEP:
            return "bf16", f"weights {fmt} are CPU kernels here; {device} runs bf16"
        return fmt, None
    asked, why = fmt, None
    while fmt is not None and not available(fmt):
        nxt = FALLBACK[fmt]
        why = f"weights {asked}: this machine has no {fmt} kernel, running {nxt}"
        fmt = nxt
    return fmt or "fp32", why


_STATE_TENSORS = ("weight", "scales", "zeros", "scales_zeros")  # what ``QLinear.state`` saves as they are


def release_widened() -> None:
    """Drop this thread's widening buffer. It serves one prefill's products (the lean runner calls this after each),
    so a thread that outlives its request, such as the answer check's pool, holds nothing between prefills."""
    _WIDEN_BUFFERS.buf = None


def widened_linear(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    """``F.linear(x.float(), w.float())`` for a half-precision ``w`` on CPU, widened into a buffer this thread
    keeps, in slabs of rows for a short prompt (see ``WIDEN_SLAB``). Every output is the same dot product over the
    same columns as widening the whole matrix afresh, up to float32 summation order (bit-identical on AVX2 and Zen
    hosts, within 5e-7 of the largest output on an Intel AVX-512 one: tests/test_engine_fastpath.py)."""
    x = x.float()
    n, k = w.shape
    if w.dtype == torch.float32 or w.device.type != "cpu" or n * k > WIDEN_KEEP_MAX:
        return F.linear(x, w.float())
    buf = getattr(_WIDEN_BUFFERS, "buf", None)
    if buf is None or buf.numel() < n * k:
        buf = _WIDEN_BUFFERS.buf = torch.empty(n * k)
    if x.shape[0] > WIDEN_SLAB_ROWS or n * k <= WIDEN_SLAB:
        whole = buf[:n * k].view(n, k)
        whole.copy_(w)
        return F.linear(x, whole)
    step = max(1, WIDEN_SLAB // k)
    out_t = torch.empty(n, x.shape[0])  # transposed, so that each slab's product is a contiguous block
    x_t = x.t()
    for i in range(0, n, step):
        j = min(i + step, n)
        slab = buf[:(j - i) * k].view(j - i, k)
        slab.copy_(w[i:j])
        torch.mm(slab, x_t, out=out_t[i:j])
    return out_t.t().contiguous()


class QLinear:
    """One ``[out, in]`` weight matrix in a chosen format; ``__call__`` maps float32 ``[n, in]`` rows to
    float32 ``[n, out]`` (bias added in float32)."""

    def __init__(self, weight: torch.Tensor | list[torch.Tensor], fmt: str, bias: torch.Tensor | None = None):
        # ``weight`` may be a list of matrices stacked along the output dimension (q/k/v, gate/up): the
        # format is built part by part, so the loaded parameters are never copied into a fused tensor
        parts = self._link(weight, fmt, bias)
        if fmt in _FLOAT:
            self.dtype = _FLOAT[fmt]
            if all(p.dtype == self.dtype for p in parts) and len(parts) > 1:
                self.parts = parts  # the loaded tensors as they are: one product per part
                self.weight = parts[0]
            else:
                self.weight = torch.cat([p.to(self.dtype) for p in parts]).contiguous() if len(parts) > 1 \
                    else parts[0].to(self.dtype).contiguous()
        elif fmt == "int8":
            q8 = [_quant_int8(p[i:i + CHUNK].float()) for p in parts for i in range(0, p.shape[0], CHUNK)]
            self.weight = torch.cat([q[0] for q in q8]) if len(q8) > 1 else q8[0][0]
            self.scales = torch.cat([q[1] for q in q8]).to(ACT).contiguous()  # [out]
            self.dtype = ACT
        elif fmt == "int8-dyn":
            self.dtype = torch.float32
        elif fmt in INT_ACT:
            from powerlever.engine import cpu_kernels, tiled  # both import this module

            if self.in_features % GROUP and fmt not in PADDED_K:
                raise ValueError(f"{fmt} needs in_features divisible by {GROUP}, got {self.in_features}")
            if fmt == A8T and not tiled.ready():
                raise RuntimeError(f"{fmt} unavailable: {tiled.why()}")
            if not cpu_kernels.act_ready():
                raise RuntimeError(f"{fmt} needs the native kernels: {cpu_kernels.act_status()}")
            if fmt == A8T:
                t = [tiled.pack(*_int4_a8_values(p[i:i + CHUNK].float()))
                     for p in parts for i in range(0, p.shape[0], CHUNK)]
                self.weight, self.scales, self.zeros = (torch.cat([q[j] for q in t]).contiguous() for j in range(3))
            elif fmt in INT4_WEIGHTS:
                a8 = [_pack_int4_a8(p[i:i + CHUNK].float()) for p in parts for i in range(0, p.shape[0], CHUNK)]
                self.weight, self.scales, self.zeros = (torch.cat([q[j] for q in a8]) for j in range(3))
            else:
                self.k_pad = -self.in_features % GROUP  # PADDED_K
                q8 = [_quant_int8(F.pad(p[i:i + CHUNK].float(), (0, self.k_pad)))
                      for p in parts for i in range(0, p.shape[0], CHUNK)]
                self.weight = torch.cat([q[0] for q in q8]).contiguous()
                self.scales = torch.cat([q[1] for q in q8]).to(ACT).float().contiguous()  # as int8 rounds them
            self.dtype = torch.float32
        elif fmt == "int4-g128":
            if self.in_features % GROUP:
                raise ValueError(f"int4-g128 needs in_features divisible by {GROUP}, got {self.in_features}")
            # packed chunk by chunk (bit-identical to packing the whole matrix; checked in the tests), so the
            # float32 and int32 temporaries stay ~25 MB instead of several copies of a 933 MB head
            q4 = [_pack_int4(p[i:i + CHUNK].float()) for p in parts for i in range(0, p.shape[0], CHUNK)]
            self.weight = torch.cat([q[0] for q in q4]) if len(q4) > 1 else q4[0][0]
            self.scales_zeros = torch.cat([q[1] for q in q4], dim=1).contiguous()
            self.dtype = ACT
        else:
            raise ValueError(f"unknown weight format {fmt!r}")

    def _link(self, weight: torch.Tensor | list[torch.Tensor], fmt: str, bias: torch.Tensor | None) -> list[torch.Tensor]:
        """Shape, bias and references to the loaded matrices (``source``), common to packing and restoring."""
        parts = [p.detach() for p in (weight if isinstance(weight, (list, tuple)) else [weight])]
        self.fmt = fmt
        self.out_features, self.in_features = sum(int(p.shape[0]) for p in parts), int(parts[0].shape[1])
        self.k_pad = 0  # zero columns packed after in_features (PADDED_K formats)
        self.bias = bias.detach().float() if bias is not None else None
        self.parts: list[torch.Tensor] | None = None
        # the loaded half-precision matrices, for widening long prefills of int formats (references, no copy)
        half = all(p.dtype in (torch.float16, torch.bfloat16) for p in parts)
        self.source = parts if fmt not in _FLOAT and half else None
        if fmt == "int8-dyn":
            self.source = parts  # float columns for the outlier part; int8 packed lazily (``prepare``)
            self.packed_dyn: list[Any] | None = None
            self.saved_dyn: list[Any] | None = None  # int8 chunks restored from disk, prepacked by ``prepare``
            self.pack_lock = threading.Lock()  # per matrix, so that ``prepare`` runs for several in parallel
        return parts

    def state(self) -> dict[str, Any]:
        """The packed tensors of an integer format (``weight``, scales, zeros, int8-dyn's int8 chunks), for
        ``pack_cache`` to save so that a later process restores them instead of quantizing again."""
        if self.fmt in _FLOAT:
            raise ValueError(f"{self.fmt} is not packed; nothing to save")
        out: dict[str, Any] = {"fmt": self.fmt, "dtype": str(self.dtype).removeprefix("torch."),
                               "shape": [self.out_features, self.in_features]}
        out.update({k: t for k in _STATE_TENSORS if (t := getattr(self, k, None)) is not None})
        if self.fmt == "int8-dyn" and self.packed_dyn is not None:
            chunks = [torch.ops.quantized.linear_unpack(p)[0] for p in self.packed_dyn]
            out["dyn"] = [[q.int_repr(), q.q_per_channel_scales()] for q in chunks]
        elif self.fmt == "int8-dyn" and self.saved_dyn is not None:
            out["dyn"] = self.saved_dyn
        return out

    @classmethod
    def restored(cls, weight: torch.Tensor | list[torch.Tensor], fmt: str, bias: torch.Tensor | None,
                 state: dict[str, Any]) -> QLinear:
        """A matrix packed by an earlier process (``state()``), linked to this process's loaded ``weight`` (the
        source of widened prefills and outlier columns). Raises ValueError when ``state`` is not for it."""
        self = cls.__new__(cls)
        self._link(weight, fmt, bias)
        if state.get("fmt") != fmt or list(state.get("shape", ())) != [self.out_features, self.in_features]:
            raise ValueError(f"saved {state.get('fmt')} {state.get('shape')} is not "
                             f"{fmt} [{self.out_features}, {self.in_features}]")
        self.dtype = getattr(torch, state["dtype"])
        for k in _STATE_TENSORS:
            if k in state:
                setattr(self, k, state[k])
        if "dyn" in state:
            self.saved_dyn = state["dyn"]
        if fmt in PADDED_K:
            self.k_pad = int(self.weight.shape[1]) - self.in_features
        return self

    def as_format(self, fmt: str) -> QLinear:
        """This matrix in ``fmt`` where ``fmt`` reads the same packed tensors (``SAME_WEIGHTS``: int4-a16 and
        int4-a8, int8-a16 and int8-a8): a view sharing every tensor, no copy."""
        if fmt == self.fmt:
            return self
        if SAME_WEIGHTS.get(self.fmt) != fmt:
            raise ValueError(f"{self.fmt} and {fmt} do not share weights")
        view = copy.copy(self)
        view.fmt = fmt
        return view

    def prepare(self) -> None:
        """Build what the first call would build (``int8-dyn`` packs lazily, so a head that only ever
        serves 1-row logits through another format is never packed)."""
        if self.fmt == "int8-dyn" and self.packed_dyn is None:
            with self.pack_lock:
                if self.packed_dyn is None and self.saved_dyn is not None:
                    self.packed_dyn, self.saved_dyn = [_prepack_int8(q, s) for q, s in self.saved_dyn], None
                elif self.packed_dyn is None:
                    self.packed_dyn = [_pack_dyn(p[i:i + CHUNK]) for p in self.source
                                       for i in range(0, p.shape[0], CHUNK)]

    @property
    def nbytes(self) -> int:
        if self.fmt == "int8-dyn":  # int8 weights + float32 scales, once packed
            return 0 if self.packed_dyn is None else self.out_features * (self.in_features + 4)
        mats = self.parts if self.parts is not None else [self.weight]
        n = sum(m.numel() * m.element_size() for m in mats)
        for extra in ("scales", "scales_zeros", "zeros"):
            t = getattr(self, extra, None)
            if t is not None:
                n += t.numel() * t.element_size()
        return n

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        if self.fmt == "int8-dyn":
            out = self._dyn(x)
        elif self.parts is not None:
            out = torch.cat([self._float(x, w) for w in self.parts], dim=-1)
        elif self.fmt in _FLOAT:
            out = self._float(x, self.weight)
        elif self.source is not None and x.shape[0] > INT_WIDEN_ROWS and self.fmt not in INT_ACT:
            out = torch.cat([widened_linear(x, w) for w in self.source], dim=-1)
        elif self.fmt in INT_ACT:
            out = self.act_product(x)
        elif self.fmt == "int8":
            out = torch.ops.aten._weight_int8pack_mm(x.to(ACT).contiguous(), self.weight, self.scales).float()
        else:
            out = torch.ops.aten._weight_int4pack_mm_for_cpu(x.to(ACT).contiguous(), self.weight, GROUP,
                                                             self.scales_zeros).float()
        return out + self.bias if self.bias is not None else out

    def act_product(self, x: torch.Tensor, rows: torch.Tensor | None = None) -> torch.Tensor:
        """An integer format's product (``ACT_BITS``) through the native kernel, never widened: all output columns,
        or only ``rows`` (int32, any order: a dynamic vocabulary's active rows), each the same bits; no bias."""
        from powerlever.engine import cpu_kernels

        if self.k_pad:
            x = F.pad(x.float(), (0, self.k_pad))
        if self.fmt == A8T:
            from powerlever.engine import tiled

            return tiled.product(x, self.weight, self.scales, self.zeros, rows)
        if self.fmt in INT4_WEIGHTS:
            return cpu_kernels.int4_act(x, self.weight, self.scales, self.zeros, ACT_BITS[self.fmt], rows)
        return cpu_kernels.int8_act(x, self.weight, self.scales, ACT_BITS[self.fmt], rows)

    def _dyn(self, x: torch.Tensor) -> torch.Tensor:
        self.prepare()
        x = x.float().contiguous()
        cols = (x.abs().amax(0) > OUTLIER).nonzero().flatten()
        if cols.numel():
            outliers = x.index_select(1, cols)
            x = x.index_fill(1, cols, 0.0)
        out = torch.cat([torch.ops.quantized.linear_dynamic(x, p, True) for p in self.packed_dyn], dim=-1)
        if cols.numel():
            out += outliers @ torch.cat([p.index_select(1, cols) for p in self.source]).float().T
        return out

    def _float(self, x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
        if self.fmt == "fp32":
            return F.linear(x, w)
        if x.shape[0] > WIDEN_ROWS and x.device.type == "cpu":
            return widened_linear(x, w)
        return F.linear(x.to(self.dtype), w).float()

    def dequantized(self) -> torch.Tensor:
        """The float32 matrix this format multiplies with (for quality checks and tests)."""
        eye = torch.eye(self.in_features, dtype=torch.float32)
        rows = max(1, min(WIDEN_ROWS, INT_WIDEN_ROWS))  # the kernel itself, never the widened source
        bias, self.bias = self.bias, None
        try:
            return torch.cat([self(eye[i:i + rows]) for i in range(0, self.in_features, rows)]).T.contiguous()
        finally:
            self.bias = bias

    def rows(self, ids: torch.Tensor) -> torch.Tensor:
        """Float32 rows ``ids`` of the matrix (a tied embedding read from the head's own storage)."""
        if self.fmt in _FLOAT:
            full = torch.cat(self.parts) if self.parts is not None else self.weight
            return full.index_select(0, ids).float()
        if self.fmt == "int8":
            return self.weight.index_select(0, ids).float() * self.scales.index_select(0, ids).float()[:, None]
        raise NotImplementedError("rows of an int4-packed matrix")


def _row_scale_int8(w: torch.Tensor) -> torch.Tensor:
    """The symmetric int8 scale of each output row (int8 and int8-dyn quantize the same way)."""
    return (w.abs().amax(dim=1) / 127.0).clamp(min=1e-12)


def _quant_int8(w: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Symmetric int8 per output row: w ~ q * scale."""
    scale = _row_scale_int8(w)
    return torch.clamp(torch.round(w / scale[:, None]), -127, 127).to(torch.int8).contiguous(), scale


def _prepack_int8(q: torch.Tensor, scale: torch.Tensor) -> Any:
    """fbgemm's packed matrix from int8 values and per-row scales saved by ``QLinear.state`` (no quantizing)."""
    zero = torch.zeros(int(q.shape[0]), dtype=torch.long)
    return torch.ops.quantized.linear_prepack(
        torch._make_per_channel_quantized_tensor(q.contiguous(), scale.double(), zero, 0), None)


def _pack_dyn(w: torch.Tensor) -> Any:
    """fbgemm's packed int8 matrix (symmetric per output row) for ``torch.ops.quantized.linear_dynamic``.
    The quantized-tensor API is deprecated upstream (pytorch#184982) but present in the pinned torch;
    where it is gone, ``available('int8-dyn')`` is False and prefills use the step format."""
    w = w.float()
    scale = _row_scale_int8(w).double()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        q = torch.quantize_per_channel(w, scale, torch.zeros(w.shape[0], dtype=torch.long), 0, torch.qint8)
    return torch.ops.quantized.linear_prepack(q, None)


def _int4_groups(w: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Asymmetric 4-bit per (row, group of 128 columns), tinygemm convention: w ~ (q - 8) * scale + zero.
    Returns q (int32 ``[out, in]``, 0..15), scale and zero (float32 ``[out, in / GROUP]``)."""
    out_f, in_f = w.shape
    g = w.view(out_f, in_f // GROUP, GROUP)
    lo, hi = g.amin(dim=2), g.amax(dim=2)
    scale = ((hi - lo) / 15.0).clamp(min=1e-8)
    q = torch.clamp(torch.round((g - lo[..., None]) / scale[..., None]), 0, 15).to(torch.int32).view(out_f, in_f)
    return q, scale, lo + 8.0 * scale


def _pack_int4(w: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """int4-g128 in aten's packed layout and its ``[in/G, out, 2]`` bf16 (scale, zero) pairs."""
    q, scale, zero = _int4_groups(w)
    packed = torch.ops.aten._convert_weight_to_int4pack_for_cpu(q.contiguous(), 1)
    sz = torch.stack([scale, zero], dim=-1).transpose(0, 1).to(ACT).contiguous()  # [in/G, out, 2]
    return packed, sz


def _pack_int4_a8(w: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """int4-a8: int4-g128's quantized weights (same q, bf16-rounded scale and zero) in the layout of
    ``cpu_kernels.int4_act`` (64 bytes per column and group: q[j] | q[32 + j] << 4, then q[64 + j] | q[96 + j] << 4)
    with float32 S and Z = zero - 8 S, so that the weight is q * S + Z exactly as int4-g128 dequantizes it."""
    q, s, z = _int4_a8_values(w)
    out_f, in_f = q.shape
    quarters = q.view(out_f, in_f // GROUP, 4, 32).to(torch.uint8)
    packed = torch.cat([quarters[:, :, 0] | (quarters[:, :, 1] << 4), quarters[:, :, 2] | (quarters[:, :, 3] << 4)],
                       dim=2).reshape(out_f, in_f // 2).contiguous()
    return packed, s, z


def _int4_a8_values(w: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """The int4 values of int4-a8 and int4-a8t (int4-g128's q, 0..15), their float32 S (the bf16-rounded scale) and
    Z = zero - 8 S: one quantization for both layouts."""
    q, scale, zero = _int4_groups(w)
    s = scale.to(ACT).float()
    return q, s.contiguous(), (zero.to(ACT).float() - 8.0 * s).contiguous()


# -- measurement ---------------------------------------------------------------------------------
def measure(shapes: dict[str, tuple[int, int]], rows: tuple[int, ...] = (1, 5, 9, 17, 64),
            formats: tuple[str, ...] = FORMATS, repeat: int = 20) -> dict[str, Any]:
    """Milliseconds per product for each format, matrix and row count, plus batch invariance."""
    import time

    torch.manual_seed(0)
    import os

    out: dict[str, Any] = {"threads": torch.get_num_threads(), "rows": list(rows), "formats": {},
                           "loadavg_before": [round(v, 2) for v in os.getloadavg()]}
    for fmt in formats:
        if not available(fmt):
            out["formats"][fmt] = {"available": False}
            continue
        per: dict[str, Any] = {"available": True, "ms": {}, "batch_invariant": True}
        for name, (n_out, n_in) in shapes.items():
            ql = QLinear(torch.randn(n_out, n_in) * 0.02, fmt)
            ms: dict[str, float] = {}
            for m in rows:
                x = torch.randn(m, n_in)
                t0 = time.perf_counter()
                for _ in range(2):
                    ql(x)
                reps = max(2, min(repeat, int(0.1 / max(1e-5, (time.perf_counter() - t0) / 2))))
                best = float("inf")
                for _ in range(3):
                    t0 = time.perf_counter()
                    for _ in range(reps):
                        ql(x)
                    best = min(best, (time.perf_counter() - t0) / reps * 1000)
                ms[str(m)] = round(best, 3)
                if m > 1:
                    full = ql(x)
                    ok = all(torch.equal(full[i:i + 1], ql(x[i:i + 1])) for i in range(m))
                    per["batch_invariant"] = per["batch_invariant"] and ok
                    per.setdefault("invariant_by_rows", {})[str(m)] = per.get("invariant_by_rows", {}).get(str(m), True) and ok
            per["ms"][name] = ms
            print(f"  {fmt:<10} {name:<14} " + "  ".join(f"{m}:{v:8.2f}" for m, v in ms.items()), flush=True)
        out["formats"][fmt] = per
    out["loadavg_after"] = [round(v, 2) for v in os.getloadavg()]
    return out


# The matrices the lean runner packs per layer (q/k/v fused, o, gate/up fused, down) and the head, per model
ROLE_SHAPES = {
    "1.5b": {"qkv": (2048, 1536), "o": (1536, 1536), "gate_up": (17920, 1536), "down": (1536, 8960),
             "head": (151936, 1536)},
    "0.5b": {"qkv": (1152, 896), "o": (896, 896), "gate_up": (9728, 896), "down": (896, 4864), "head": (151936, 896)},
}


def _clone(ql: QLinear) -> QLinear:
    import copy

    c = copy.copy(ql)
    for name in ("weight", "scales", "scales_zeros"):
        t = getattr(ql, name, None)
        if t is not None:
            setattr(c, name, t.clone())
    return c


def measure_roles(models: dict[str, dict[str, tuple[int, int]]] | None = None, rows: tuple[int, ...] = (1, 4),
                  formats: tuple[str, ...] = ("int8", "int4-g128"), min_bytes: int = 96 << 20) -> dict[str, Any]:
    """Milliseconds per product of each model's per-role matrix, as a decode step meets it: cache-cold.
    Distinct copies of the matrix (up to one per layer, 28, until they hold ``min_bytes``: 3x this CPU's L3)
    are multiplied in turn, so a small matrix is not timed from cache as a loop over one copy would be."""
    import os
    import time

    models = models or ROLE_SHAPES
    gen = torch.Generator().manual_seed(0)
    out: dict[str, Any] = {"threads": torch.get_num_threads(), "rows": list(rows), "formats": list(formats),
                           "loadavg_before": [round(v, 2) for v in os.getloadavg()], "ms": {}, "fastest": {}}
    for model, shapes in models.items():
        for role, (n_out, n_in) in shapes.items():
            w = torch.randn(n_out, n_in, generator=gen).mul_(0.02).half()
            key = f"{model}_{role}"
            out["ms"][key] = {}
            for fmt in formats:
                base = QLinear(w, fmt)
                copies = [base] + [_clone(base) for _ in range(min(27, max(0, -(-min_bytes // base.nbytes) - 1)))]
                ms: dict[str, float] = {}
                for m in rows:
                    x = torch.randn(m, n_in, generator=gen)
                    for c in copies:
                        c(x)
                    reps = max(len(copies), 40 // len(copies) * len(copies))
                    best = float("inf")
                    for _ in range(5):
                        t0 = time.perf_counter()
                        for i in range(reps):
                            copies[i % len(copies)](x)
                        best = min(best, (time.perf_counter() - t0) / reps * 1000)
                    ms[str(m)] = round(best, 3)
                out["ms"][key][fmt] = {**ms, "copies": len(copies)}
                print(f"  {key:<14} {fmt:<10} x{len(copies):<3} " + "  ".join(f"{m} rows {v:7.3f} ms"
                                                                         for m, v in ms.items()), flush=True)
                del copies, base
            out["fastest"][key] = {str(m): min(formats, key=lambda f, m=m: out["ms"][key][f][str(m)]) for m in rows}
            del w
    out["loadavg_after"] = [round(v, 2) for v in os.getloadavg()]
    return out


def main() -> None:
    import argparse
    import json
    from pathlib import Path

    p = argparse.ArgumentParser(description="time the weight formats on the real model shapes")
    p.add_argument("--threads", type=int, default=1,
                   help="torch threads (default 1, as every benchmark here: on 2 shared cores two OpenMP "
                        "threads wait on each other whenever another process runs)")
    p.add_argument("--out", default=str(Path(__file__).resolve().parents[2] / "docs/results/spec_kernels.json"))
    p.add_argument("--roles", action="store_true",
                   help="int8 vs int4 per matrix of the runner (qkv, o, gate_up, down, head), 1 and 4 rows, "
                        "cache-cold; writes docs/results/spec_mixed_kernels.json unless --out is given")
    args = p.parse_args()
    torch.set_num_threads(args.threads)
    if args.roles:
        out = args.out if args.out != p.get_default("out") else args.out.replace("spec_kernels", "spec_mixed_kernels")
        Path(out).write_text(json.dumps(measure_roles(), indent=2))
        return
    shapes = {  # Qwen2.5-Coder-1.5B and -0.5B: fused gate/up, down, and the tied head
        "1.5b_gate_up": (17920, 1536), "1.5b_down": (1536, 8960), "1.5b_head": (151936, 1536),
        "0.5b_gate_up": (9728, 896), "0.5b_head": (151936, 896),
    }
    res = measure(shapes, rows=(1, 5, 9, 64), repeat=10)
    Path(args.out).write_text(json.dumps(res, indent=2))
    for fmt, per in res["formats"].items():
        if not per.get("available"):
            print(f"{fmt:<10} not available")
            continue
        print(f"{fmt:<10} invariant={per['batch_invariant']} {per.get('invariant_by_rows')}")
        for name, ms in per["ms"].items():
            print(f"   {name:<14} " + "  ".join(f"{m}:{v:8.2f}" for m, v in ms.items()))


if __name__ == "__main__":
    main()

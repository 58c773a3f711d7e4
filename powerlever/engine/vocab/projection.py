"""Dynamic top-K vocabulary projection (NanoSpec-style) for draft models.

Per draft step: score the C cluster centroids against the hidden state (one C x d matmul), take the
best clusters until at least K tokens are covered, add the recent context's tokens and the
EOS/special tokens, and compute logits only over those rows. Clusters are contiguous slices of a
reordered copy of the head, so the rows are read in a few hundred contiguous runs rather than a
scattered 49k-row gather. The draft's distribution is a softmax over the active set; its q is zero
elsewhere, and the target (always full vocabulary) verifies, so output stays lossless.

``fmt="int4"`` (where the engine's head is int4-g128 and the native kernel, ``engine.cpu_kernels``, is
ready): the reordered head is packed once in the engine's own int4-g128 format (aten's AVX2 layout, 32 rows
per block), and each step the kernel's ``int4_gemv_units`` computes only the 8-row units (quarter blocks)
that hold an active row, where they lie: no gather, and half the bytes of int8 rows. A chosen cluster is
widened to the units it touches, and a context or special token brings its unit along; the neighbours this
adds are real tokens that simply join the active set (each token once). Every active logit is bit-identical
to the same row of the engine's full int4 head (same quantization, same fma chain). The selector scores
int4 copies of the centroids through the same kernel (1.4 MB read instead of 10.8 MB of float32 for
Qwen's 3000 x 896) and picks clusters with the kernel's ``top_clusters``.

``fmt="int4-a16"`` / ``"int4-a8"`` (where the engine's head is in that integer-activation format, the CPU
default plan's head): the same int4-g128 weights, one packed row per token (no blocks), and each step the
integer kernel's row-list entry (``cpu_kernels.int4_act(..., rows=)``) computes exactly the active rows where
they lie: no units, no gather. Every active logit is bit-identical to the engine's full head (each output
depends only on its own row and the activations, quantized the same way).

``fmt="int8"`` (the fallback where the head is int8, int4 cannot pack it, or the native kernel is off or
unavailable): the head is held as int8 rows with one scale per row (the engine's int8 format,
``engine.quant``), the active rows are gathered and the product is PyTorch's ``_weight_int8pack_mm``; the
full-head reference then is the same kernel over all rows. A requested ``"int4"`` that cannot run
(or an int4-a16 / int4-a8) that cannot run becomes ``"int8"``, with the reason in ``fmt_note``.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Iterable, Sequence

import torch

from powerlever.engine.quant import A8, A16, ACT_BITS, GROUP, QLinear
from powerlever.engine.vocab.artifact import VocabArtifact

SCORE_MODES = ("centroid", "bound")
# int4 rows: fmt -> the weight format of the packed head (int4-g128's own weights in each)
INT4_ROWS = {"int4": "int4-g128", A16: A16, A8: A8}
FORMATS = ("float", "int8", *INT4_ROWS)


def int4_unavailable(weight: torch.Tensor, fmt: str = "int4") -> str:
    """Why int4 head rows of ``fmt`` (``INT4_ROWS``) cannot run for ``weight`` here, or "" if they can: ``int4``
    needs the float int4 GEMV (which reads PyTorch's AVX2 packing), the integer formats only the integer-activation
    kernels (their own layout, so AVX-512 hosts too)."""
    from powerlever.engine import cpu_kernels

    if weight.device.type != "cpu":
        return f"{weight.device.type} device"
    if weight.shape[1] % GROUP:
        return f"hidden size {weight.shape[1]} not a multiple of {GROUP}"
    if fmt in ACT_BITS:
        return "" if cpu_kernels.act_ready() else f"native integer kernels {cpu_kernels.act_status()}"
    if not cpu_kernels.ready():
        return f"native int4 kernel {cpu_kernels.status()}"
    return ""


class DynamicVocabHead:
    """Projects draft hidden states onto a per-step active vocabulary.

    ``project(hidden[n, d], context_ids) -> (logits[n, m], active_ids[m])``; with ``topk`` >= the
    vocabulary it is a full-head passthrough (``active_ids`` = all ids). ``active_size`` is the size
    of the last step's active set, for telemetry.
    """

    def __init__(self, weight: torch.Tensor, artifact: VocabArtifact | None, topk: int,
                 always_ids: Iterable[int] = (), recent: int = 64, bias: torch.Tensor | None = None,
                 softcap: float | None = None, score: str = "centroid", status: str = "", fmt: str = "float"):
        if score not in SCORE_MODES:
            raise ValueError(f"score must be one of {SCORE_MODES}, got {score!r}")
        self.fmt_note = ""
        if fmt not in FORMATS:
            raise ValueError(f"fmt must be one of {FORMATS}, got {fmt!r}")
        if fmt in INT4_ROWS:
            why = int4_unavailable(weight, fmt)
            if why:
                fmt, self.fmt_note = "int8", f"{fmt} rows unavailable ({why}): int8 rows"
        self.fmt = fmt
        self.act_bits = ACT_BITS.get(fmt)  # integer-activation rows: the kernel's activation width
        self.scales: torch.Tensor | None = None
        self.q4: QLinear | None = None  # int4 rows: the (reordered, for a pruned head) packed head
        if fmt in INT4_ROWS and (artifact is None or topk >= weight.shape[0] or topk <= 0):
            self.q4 = QLinear(weight, INT4_ROWS[fmt])
            self.q4.source = None  # always the kernel, never a widened float product
            weight = self.q4.weight
        elif fmt == "int8":
            ql = QLinear(weight, "int8")
            weight, self.scales = ql.weight, ql.scales
        self.weight = weight
        self.vocab = int(self.q4.out_features if self.q4 is not None else weight.shape[0])
        self.topk = int(topk)
        self.full = artifact is None or self.topk >= self.vocab or self.topk <= 0
        self.bias = bias
        self.softcap = softcap
        self.recent = int(recent)
        self.score = score
        self.status = status  # how the artifact was obtained: loaded | built | rebuilt: why | full head
        self.active_size = self.vocab
        self.calls = 0
        self.active_total = 0
        device = weight.device
        self._all_ids = torch.arange(self.vocab, device=device)
        self.artifact = artifact
        self._buf: torch.Tensor | None = None
        if self.full:
            return
        assert artifact is not None
        if artifact.vocab != self.vocab or artifact.dim != weight.shape[1]:
            raise ValueError("artifact shape does not match the head")
        self.perm = artifact.perm.to(device)
        self.offsets = artifact.offsets.to(device)
        self.sizes = artifact.sizes.to(device)
        cdtype = torch.float32 if fmt in ("int8", *INT4_ROWS) else weight.dtype
        self.centroids = artifact.centroids.to(device=device, dtype=cdtype).contiguous()
        self.radius = artifact.radius.to(device=device, dtype=torch.float32)
        self.cluster_of = artifact.cluster_of().to(device)
        self.always = torch.tensor(sorted({int(i) for i in always_ids if 0 <= int(i) < self.vocab}),
                                   dtype=torch.long, device=device)
        if fmt in INT4_ROWS:
            self._init_int4(weight)
        else:
            self.sorted_weight = weight.index_select(0, self.perm).contiguous()
        self.sorted_scales = self.scales.index_select(0, self.perm).contiguous() if self.scales is not None else None
        self.sorted_bias = bias.index_select(0, self.perm) if bias is not None else None
        self._set_topk(self.topk)

    def _init_int4(self, weight: torch.Tensor) -> None:
        """Pack the reordered head in the int4 rows' format and precompute each cluster's row run, each token's
        row and the special tokens' rows. int4-g128 (aten's AVX2 layout, 32 rows per block) is padded with zero
        rows to whole blocks (they map to no token); the integer formats hold one row per output and need none."""
        from powerlever.engine.cpu_kernels import BLOCK, UNIT

        pad = -self.vocab % BLOCK if self.fmt == "int4" else 0
        rows = weight.index_select(0, self.perm)
        if pad:
            rows = torch.cat([rows, rows.new_zeros(pad, rows.shape[1])])
        self.q4 = QLinear(rows, INT4_ROWS[self.fmt])
        self.q4.source = None  # QLinear keeps half-precision sources for widened prefills: not this copy
        del rows
        self.weight = self.sorted_weight = self.q4.weight  # the packed reordered head
        self._pad = pad
        self._runs = torch.stack([self.offsets[:-1], self.offsets[1:]], 1).to(torch.int32).contiguous()  # [C, 2]
        rank = torch.empty_like(self.perm)
        rank[self.perm] = torch.arange(self.vocab, device=self.perm.device)
        self._rank = rank.contiguous()  # token id -> its row in the reordered head
        always_rows = self._rank[self.always].to(torch.int32)
        self._always_runs = torch.stack([always_rows, always_rows + 1], 1).contiguous()
        if self.fmt == "int4":
            self._perm_units = torch.cat([self.perm, self.perm.new_full((pad,), -1)]).view(-1, UNIT)  # unit -> ids
        # the centroids in the same format (1.4 MB instead of 10.8 MB of float32 for Qwen's 3000 x 896): the
        # selector's scores through the same kernel; ranking only needs them approximately (the active rows stay
        # exact)
        n_c = int(self.centroids.shape[0])
        cpad = -n_c % BLOCK if self.fmt == "int4" else 0
        self._c4 = QLinear(torch.cat([self.centroids, self.centroids.new_zeros(cpad, self.centroids.shape[1])]),
                           INT4_ROWS[self.fmt])
        self._sizes32 = self.sizes.to(torch.int32).contiguous()

    def _set_topk(self, topk: int) -> None:
        assert self.artifact is not None
        self.topk = int(topk)
        mean_size = self.vocab / self.artifact.n_clusters
        self._guess = min(self.artifact.n_clusters, int(math.ceil(self.topk / mean_size * 2)) + 32)

    def with_topk(self, topk: int) -> DynamicVocabHead:
        """The same head (sharing the reordered matrix: 670 MB for Gemma 3 in fp32) with another K."""
        if self.full or int(topk) <= 0 or int(topk) >= self.vocab:
            raise ValueError("with_topk needs a pruned head and 0 < K < vocabulary")
        view = self.fresh()
        view._set_topk(topk)
        return view

    # -- selection ---------------------------------------------------------------------------------
    def cluster_scores(self, hidden: torch.Tensor) -> torch.Tensor:
        """[C] score per cluster for the last row of ``hidden`` (the row a drafter samples from; when a
        draft model catches up on several committed tokens, the earlier rows' logits are not used).

        "centroid" is h.mu (the cluster's mean logit); "bound" adds |h| * radius, an upper bound on
        the cluster's best logit by Cauchy-Schwarz, which favours wide clusters that may hide a
        top token.
        """
        last = hidden[-1:]
        if self.q4 is not None:  # int4 rows: the int4 centroids through the native kernel
            s = self._int4_product(self._c4, last)[0, :self.centroids.shape[0]]
        else:
            s = (last.to(self.centroids.dtype) @ self.centroids.T).float()[0]  # [C]
        if self.score == "bound":
            s = s + last.float().norm() * self.radius
        return s

    def select_clusters(self, hidden: torch.Tensor) -> torch.Tensor:
        """Indices of the best clusters whose sizes sum to at least ``topk``, in memory order (so the
        gather walks the reordered head forwards)."""
        scores = self.cluster_scores(hidden)
        k = self._guess
        while True:
            top = torch.topk(scores, k, sorted=True).indices
            cum = torch.cumsum(self.sizes[top], 0)
            if int(cum[-1]) >= self.topk or k == scores.numel():
                break
            k = min(scores.numel(), k * 2)
        n_take = min(int((cum < self.topk).sum()) + 1, top.numel())
        return torch.sort(top[:n_take]).values

    def _rows_of(self, clusters: torch.Tensor) -> torch.Tensor:
        """Positions in the reordered head covered by ``clusters`` (runs of contiguous rows)."""
        lens = self.sizes[clusters]
        starts = self.offsets[clusters]
        run_start = torch.cumsum(lens, 0) - lens
        total = int(run_start[-1] + lens[-1])
        shift = torch.repeat_interleave(starts - run_start, lens, output_size=total)
        return torch.arange(total, device=shift.device) + shift

    def _extras(self, clusters: torch.Tensor, context_ids: Sequence[int] | torch.Tensor) -> torch.Tensor:
        """Recent context tokens, EOS and special tokens that the chosen clusters do not already hold."""
        cand = self._context(context_ids)
        chosen = torch.zeros(self.centroids.shape[0], dtype=torch.bool, device=cand.device)
        chosen[clusters] = True
        return cand[~chosen[self.cluster_of[cand]]]

    # -- projection --------------------------------------------------------------------------------
    def _finish(self, logits: torch.Tensor) -> torch.Tensor:
        if self.softcap:
            logits = torch.tanh(logits / self.softcap) * self.softcap
        return logits

    def project(self, hidden: torch.Tensor, context_ids: Sequence[int] | torch.Tensor = ()) -> tuple[
            torch.Tensor, torch.Tensor]:
        """Logits over the active set for each hidden row, and the active token ids (shared by the rows,
        selected for the last one)."""
        if hidden.dim() == 1:
            hidden = hidden.unsqueeze(0)
        if self.full:
            logits = self._int4_product(self.q4, hidden) if self.q4 is not None \
                else self._mm(hidden, self.weight, self.scales)
            if self.bias is not None:
                logits = logits + self.bias
            self._count(self.vocab)
            return self._finish(logits), self._all_ids
        if self.q4 is not None:
            from powerlever.engine.cpu_kernels import top_clusters

            return self._project_int4(hidden, top_clusters(self.cluster_scores(hidden), self._sizes32, self.topk),
                                      context_ids)
        clusters = self.select_clusters(hidden)
        pos = self._rows_of(clusters)
        extras = self._extras(clusters, context_ids)
        rows_scales = self.sorted_scales.index_select(0, pos) if self.sorted_scales is not None else None
        logits = self._mm(hidden, self._gather(pos), rows_scales)
        if extras.numel():
            extra_scales = self.scales.index_select(0, extras) if self.scales is not None else None
            logits = torch.cat([logits, self._mm(hidden, self.weight.index_select(0, extras), extra_scales)], dim=-1)
        ids = torch.cat([self.perm.index_select(0, pos), extras])
        if self.bias is not None:
            logits = logits + self.bias.index_select(0, ids)
        self._count(int(ids.numel()))
        return self._finish(logits), ids

    def _context(self, context_ids: Sequence[int] | torch.Tensor) -> torch.Tensor:
        """The recent context tokens and the always-active ones, deduplicated."""
        if isinstance(context_ids, torch.Tensor):
            ctx = context_ids.flatten()[-self.recent:].to(self.always.device, torch.long)
        else:
            ctx = torch.tensor(list(context_ids)[-self.recent:], dtype=torch.long, device=self.always.device)
        return torch.unique(torch.cat([ctx[(ctx >= 0) & (ctx < self.vocab)], self.always]))

    def _project_int4(self, hidden: torch.Tensor, clusters: torch.Tensor,
                      context_ids: Sequence[int] | torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """The chosen clusters' rows and the context/special tokens' rows through the native kernel, read where
        they lie (no gather), each token once. int4-g128 computes whole 8-row units (the layout's finest
        selection: the neighbours this adds are real tokens that join the active set); the integer formats
        compute exactly the active rows."""
        from powerlever.engine import cpu_kernels

        assert self.q4 is not None
        runs = torch.cat([self._runs.index_select(0, clusters), self._always_runs])
        if isinstance(context_ids, torch.Tensor):
            ctx = context_ids.flatten()[-self.recent:].to(torch.long).contiguous()
        else:
            ctx = torch.tensor(list(context_ids)[-self.recent:], dtype=torch.long)
        if self.act_bits is not None:
            rows = cpu_kernels.active_units(runs, self.vocab, ctx, self._rank, unit=1)
            logits = self._int4_product(self.q4, hidden, rows)
            ids = self.perm.index_select(0, rows)
        else:
            units = cpu_kernels.active_units(runs, self.vocab + self._pad, ctx, self._rank)
            logits = cpu_kernels.int4_gemv_units(hidden, self.q4.weight, self.q4.scales_zeros, units)
            ids = self._perm_units.index_select(0, units).flatten()
            if self._pad and (int(units[-1]) + 1) * cpu_kernels.UNIT > self.vocab:  # padding rows are no tokens
                keep = ids >= 0
                ids, logits = ids[keep], logits[:, keep]
        if self.bias is not None:
            logits = logits + self.bias.index_select(0, ids)
        self._count(int(ids.numel()))
        return self._finish(logits), ids

    def _int4_product(self, ql: QLinear, hidden: torch.Tensor, rows: torch.Tensor | None = None) -> torch.Tensor:
        """``hidden`` times the int4 matrix ``ql`` (all rows, or the integer formats' ``rows``) as the engine
        computes its own head: the native kernel where it applies, else aten's."""
        from powerlever.engine import cpu_kernels

        x = hidden.float()
        if self.act_bits is not None:
            return ql.act_product(x, rows)
        return cpu_kernels.int4_gemv(x, ql.weight, ql.scales_zeros) if cpu_kernels.supports(ql, x) else ql(x)

    def _mm(self, hidden: torch.Tensor, rows: torch.Tensor, scales: torch.Tensor | None) -> torch.Tensor:
        """Float32 logits of ``hidden`` against head ``rows`` (int8 rows with their scales, or float rows)."""
        if scales is None:
            return (hidden.to(rows.dtype) @ rows.T).float()
        return torch.ops.aten._weight_int8pack_mm(hidden.to(scales.dtype).contiguous(), rows.contiguous(),
                                                  scales.contiguous()).float()

    def _gather(self, pos: torch.Tensor) -> torch.Tensor:
        """Rows ``pos`` of the reordered head, into a buffer reused across steps: a fresh multi-MB tensor
        per step is a fresh mmap whose page faults cost more than the copy (20 ms for 30k rows here)."""
        n = int(pos.numel())
        buf = self._buf
        if buf is None or buf.shape[0] < n:
            buf = torch.empty(max(n, int(n * 1.25)), self.sorted_weight.shape[1], dtype=self.sorted_weight.dtype,
                              device=self.sorted_weight.device)
            self._buf = buf
        out = buf[:n]
        torch.index_select(self.sorted_weight, 0, pos, out=out)
        return out

    def fresh(self) -> DynamicVocabHead:
        """A per-request view: shares the (read-only) tensors, owns its telemetry counters."""
        view = copy.copy(self)
        view.active_size, view.calls, view.active_total = self.vocab if self.full else 0, 0, 0
        view._buf = None  # each request gathers into its own buffer (generations may run concurrently)
        return view

    def _count(self, m: int) -> None:
        self.active_size = m
        self.calls += 1
        self.active_total += m

    @property
    def mean_active(self) -> float:
        return self.active_total / self.calls if self.calls else float(self.active_size)

    def stats(self) -> dict[str, object]:
        """Telemetry for the spec stats dict (the UI reads ``active_vocab``)."""
        return {"active_vocab": self.active_size, "active_vocab_mean": round(self.mean_active, 1),
                "vocab_topk": self.topk if not self.full else None, "vocab_size": self.vocab,
                "vocab_artifact": self.status, "vocab_rows": self.fmt}

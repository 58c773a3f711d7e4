"""Chunked Lloyd k-means in torch: clusters LM-head rows offline for the dynamic vocabulary selector.

Written here (not sklearn) because the assignment step is one big matmul, which torch runs well on
2 CPU cores, and because we need the same code on CPU and CUDA. Memory stays bounded by chunking
the rows, so a 262k x 640 head (Gemma 3) clusters without materializing a 262k x C distance matrix.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import torch

ProgressFn = Callable[[str], None]


def _assign(x: torch.Tensor, cent: torch.Tensor, chunk: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Nearest centroid (squared Euclidean) per row, and that squared distance."""
    c_sq = (cent * cent).sum(1)
    labels = torch.empty(x.shape[0], dtype=torch.long, device=x.device)
    dist = torch.empty(x.shape[0], dtype=x.dtype, device=x.device)
    for start in range(0, x.shape[0], chunk):
        xb = x[start:start + chunk]
        # |x - c|^2 = |x|^2 - 2 x.c + |c|^2 ; |x|^2 is constant per row for the argmin
        d = torch.addmm(c_sq.unsqueeze(0), xb, cent.T, beta=1.0, alpha=-2.0)
        val, idx = d.min(1)
        labels[start:start + chunk] = idx
        dist[start:start + chunk] = val + (xb * xb).sum(1)
    return labels, dist.clamp_min_(0)


def kmeans(x: torch.Tensor, n_clusters: int, iters: int = 12, seed: int = 0, chunk: int = 8192,
           time_budget_s: float | None = None, progress: ProgressFn | None = None) -> tuple[torch.Tensor, torch.Tensor]:
    """Cluster the rows of ``x`` [N, d]; returns (centroids [C, d], labels [N]).

    Random-row initialisation, then Lloyd iterations until ``iters`` or the time budget runs out or
    fewer than 0.1% of rows change cluster. Empty clusters are re-seeded with the rows farthest from
    their centroid, so every cluster ends non-empty and big clusters get split.
    """
    n = x.shape[0]
    n_clusters = max(1, min(n_clusters, n))
    gen = torch.Generator().manual_seed(seed)
    init = torch.randperm(n, generator=gen)[:n_clusters].to(x.device)
    cent = x[init].clone()
    labels = torch.full((n,), -1, dtype=torch.long, device=x.device)
    t0 = time.perf_counter()
    for it in range(iters):
        new_labels, dist = _assign(x, cent, chunk)
        changed = int((new_labels != labels).sum())
        labels = new_labels
        counts = torch.bincount(labels, minlength=n_clusters)
        sums = torch.zeros_like(cent).index_add_(0, labels, x)
        nonempty = counts > 0
        cent[nonempty] = sums[nonempty] / counts[nonempty].unsqueeze(1).to(x.dtype)
        empty = (~nonempty).nonzero().flatten()
        if empty.numel():
            far = torch.topk(dist, empty.numel()).indices
            cent[empty] = x[far]
            labels[far] = empty  # claimed now; the next assignment settles them
        if progress:
            progress(f"k-means iteration {it + 1}/{iters}: {changed:,} rows moved, "
                     f"{int(empty.numel())} empty clusters re-seeded, {time.perf_counter() - t0:.1f} s")
        if it > 0 and changed < max(1, n // 1000) and not empty.numel():
            break
        if time_budget_s is not None and time.perf_counter() - t0 > time_budget_s:
            if progress:
                progress(f"k-means time budget {time_budget_s:.0f} s reached; stopping")
            break
    # centroids = means of the last assignment (no extra full pass: on a 262k-row head it costs as
    # much as an iteration); a re-seeded cluster that won no rows is dropped
    counts = torch.bincount(labels, minlength=n_clusters)
    sums = torch.zeros_like(cent).index_add_(0, labels, x)
    keep = counts > 0
    cent = sums[keep] / counts[keep].unsqueeze(1).to(x.dtype)
    remap = torch.cumsum(keep.long(), 0) - 1
    return cent, remap[labels]

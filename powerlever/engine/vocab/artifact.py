"""The offline artifact behind dynamic vocabulary projection: LM-head rows clustered by k-means.

Stored per (model weights hash, number of clusters) under ``<cache>/vocab/`` as one torch file:
the permutation that makes every cluster a contiguous slice of the head, the slice offsets, the
centroids the selector scores, each cluster's radius, and a fingerprint of the head rows it was
built from. The reordered head itself is rebuilt in memory at load (one index_select, well under a
second) instead of being stored: it is a pure function of the live weights and the permutation, so
it can never be stale, and it saves a second copy of the head on disk (113 MB for SmolLM2, 670 MB
for Gemma 3). An artifact whose hash, shape, cluster count or fingerprint disagrees with the loaded
model is rebuilt, never used.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch

from powerlever.engine.loader import LoadedModel, cache_root
from powerlever.engine.vocab.kmeans import kmeans

log = logging.getLogger(__name__)
ProgressFn = Callable[[str], None]

FORMAT_VERSION = 3
DEFAULT_CLUSTERS = 3000
DEFAULT_ITERS = 10
DEFAULT_TIME_BUDGET_S = 180.0


# Calibration text for the hidden-state statistics that weight the clustering. Mixed registers (chat,
# prose, code, lists, numbers) and disjoint from the benchmark prompts in assets/bench/topk_prompts.json.
CALIBRATION_TEXTS = (
    "Tell me about the history of Rome.",
    "Rome was founded, according to legend, in 753 BC by Romulus. Over the following centuries it grew from "
    "a small settlement on the Tiber into the capital of an empire that stretched from Britain to Egypt. "
    "Its laws, roads and language shaped much of Europe.",
    "How do I bake bread at home? Mix 500 g of flour, 10 g of salt, 7 g of yeast and 350 ml of warm water. "
    "Knead for ten minutes, let it rise for an hour, shape the loaf, and bake at 220 degrees for 35 minutes.",
    "def merge_sorted(a, b):\n    out = []\n    i = j = 0\n    while i < len(a) and j < len(b):\n"
    "        if a[i] <= b[j]:\n            out.append(a[i]); i += 1\n        else:\n"
    "            out.append(b[j]); j += 1\n    return out + a[i:] + b[j:]\n",
    "Why do cats purr? Cats purr when they are content, but also when they are stressed or injured; the "
    "vibration may even help bones and tissue heal.",
    "Shopping list:\n1. Eggs\n2. Milk\n3. Tomatoes\n4. Olive oil\nTotal: about 14.50 EUR.",
)


class StaleArtifact(RuntimeError):
    """The stored artifact does not match the loaded model (or is unreadable)."""


@dataclass
class VocabArtifact:
    model_hash: str
    vocab: int
    dim: int
    perm: torch.Tensor  # [V] position in the reordered head -> token id
    offsets: torch.Tensor  # [C+1] cluster c occupies reordered rows offsets[c]:offsets[c+1]
    centroids: torch.Tensor  # [C, d] mean head row of each cluster
    radius: torch.Tensor  # [C] max distance of a member row from its centroid
    fingerprint: str
    build_seconds: float
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def n_clusters(self) -> int:
        return int(self.centroids.shape[0])

    @property
    def sizes(self) -> torch.Tensor:
        return self.offsets[1:] - self.offsets[:-1]

    def cluster_of(self) -> torch.Tensor:
        """[V] token id -> cluster index."""
        out = torch.empty(self.vocab, dtype=torch.long)
        out[self.perm] = torch.repeat_interleave(torch.arange(self.n_clusters), self.sizes)
        return out


def head_weight(loaded: LoadedModel) -> torch.Tensor:
    """The LM-head matrix [V, d] the draft projects with (tied to the embeddings on SmolLM2/Gemma)."""
    emb = loaded.model.get_output_embeddings()
    if emb is None or getattr(emb, "weight", None) is None:
        raise ValueError(f"{loaded.name} has no output embedding (lm_head) to prune")
    return emb.weight.detach()


def head_fingerprint(weight: torch.Tensor) -> str:
    """sha256 over the shape and 64 evenly spread rows: cheap, and changes whenever the head does."""
    v = weight.shape[0]
    rows = torch.linspace(0, v - 1, steps=min(64, v)).long()
    sample = weight[rows].float().cpu().contiguous()
    h = hashlib.sha256(f"{tuple(weight.shape)}".encode())
    h.update(sample.numpy().tobytes())
    return h.hexdigest()[:16]


def calibration_hidden(loaded: LoadedModel) -> torch.Tensor:
    """Final hidden states [n, d] of the model over the calibration texts (chat-templated when it can)."""
    tok, model = loaded.tokenizer, loaded.model
    rows = []
    runner = None
    try:  # the engine's lean runner when the architecture has one (several times faster than HF here)
        from powerlever.engine.fastpath import LlamaRunner, lean_supported

        if lean_supported(model):
            runner = LlamaRunner(model, capacity=256)
    except ImportError:
        pass
    with torch.inference_mode():
        for text in CALIBRATION_TEXTS:
            ids = None
            if getattr(tok, "chat_template", None) and len(text) < 80:
                out = tok.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True,
                                              tokenize=True)
                ids = list(out["input_ids"] if isinstance(out, dict) or hasattr(out, "input_ids") else out)
            if ids is None:
                ids = tok(text)["input_ids"]
            if runner is not None:
                rows.append(runner.forward(list(ids), 0).float().cpu())
                continue
            x = torch.tensor([ids], device=model.device)
            rows.append(model.model(input_ids=x).last_hidden_state[0].float().cpu())
    return torch.cat(rows)


def logit_metric(hidden: torch.Tensor, eps: float = 0.01) -> torch.Tensor:
    """[d, d] map T with |T^T (w - mu)|^2 ~ E_h[(h.(w - mu))^2]: the expected squared logit error of
    replacing a head row by its centroid, under the model's own hidden states (plus a small ridge).

    Plain Euclidean k-means treats every hidden dimension alike, but a few dimensions dominate the
    hidden states, so clusters that look tight can still hide a token with a very different logit.
    """
    m = hidden.T @ hidden / max(1, hidden.shape[0])
    ev, vecs = torch.linalg.eigh(m.double())
    scale = (ev.clamp_min(0) + eps * ev.max()).sqrt()
    return (vecs * scale).float()


def artifact_path(loaded: LoadedModel, n_clusters: int) -> Path:
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", loaded.name)[:60]
    folder = Path(os.environ["POWERLEVER_VOCAB_DIR"]) if os.environ.get("POWERLEVER_VOCAB_DIR") else cache_root() / "vocab"
    return folder / f"{safe}-{loaded.weights_hash}-C{n_clusters}.pt"


def build_artifact(loaded: LoadedModel, n_clusters: int = DEFAULT_CLUSTERS, iters: int = DEFAULT_ITERS,
                   time_budget_s: float | None = DEFAULT_TIME_BUDGET_S, seed: int = 0,
                   progress: ProgressFn | None = None) -> VocabArtifact:
    """Cluster the LM-head rows into ``n_clusters`` groups and return the (unsaved) artifact."""
    progress = progress or (lambda msg: log.info(msg))
    weight = head_weight(loaded).float().cpu()
    v, d = weight.shape
    n_clusters = max(1, min(int(n_clusters), v))
    t0 = time.perf_counter()
    hidden = calibration_hidden(loaded)
    metric = logit_metric(hidden)
    progress(f"Clustering {v:,} head rows of {loaded.name} (d={d}) into {n_clusters:,} clusters, weighted by "
             f"the hidden-state statistics of {hidden.shape[0]} calibration tokens")
    _, labels = kmeans(weight @ metric, n_clusters, iters=iters, seed=seed, time_budget_s=time_budget_s,
                       progress=progress)
    c = int(labels.max()) + 1
    counts = torch.bincount(labels, minlength=c)
    cent = torch.zeros(c, d).index_add_(0, labels, weight) / counts.unsqueeze(1).float()  # raw-space means
    perm = torch.argsort(labels, stable=True)
    sizes = torch.bincount(labels, minlength=c)
    offsets = torch.zeros(c + 1, dtype=torch.long)
    offsets[1:] = torch.cumsum(sizes, 0)
    dist = (weight - cent[labels]).norm(dim=1)
    radius = torch.zeros(c).scatter_reduce_(0, labels, dist, reduce="amax", include_self=True)
    seconds = time.perf_counter() - t0
    progress(f"Built {c:,} clusters in {seconds:.1f} s (sizes: min {int(sizes.min())}, "
             f"median {int(sizes.median())}, max {int(sizes.max())})")
    return VocabArtifact(loaded.weights_hash, v, d, perm, offsets, cent, radius, head_fingerprint(weight),
                         seconds, {"model": loaded.name, "ref": loaded.ref, "requested_clusters": n_clusters,
                                   "iters": iters, "seed": seed, "calibration_tokens": int(hidden.shape[0]), "threads": torch.get_num_threads()})


def save_artifact(art: VocabArtifact, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + f".tmp{os.getpid()}")
    torch.save({"version": FORMAT_VERSION, "model_hash": art.model_hash, "vocab": art.vocab, "dim": art.dim,
                "perm": art.perm.to(torch.int32), "offsets": art.offsets, "centroids": art.centroids,
                "radius": art.radius, "fingerprint": art.fingerprint, "build_seconds": art.build_seconds,
                "meta": json.dumps(art.meta)}, tmp)
    tmp.replace(path)


def load_artifact(path: Path, loaded: LoadedModel, requested_clusters: int | None = None) -> VocabArtifact:
    """Read an artifact and check it against the loaded model; raises ``StaleArtifact`` on any mismatch."""
    try:
        raw = torch.load(path, map_location="cpu", weights_only=True)
    except Exception as exc:  # truncated or foreign file
        raise StaleArtifact(f"unreadable artifact {path.name}: {type(exc).__name__}") from None
    weight = head_weight(loaded)
    checks = {
        "format version": (raw.get("version"), FORMAT_VERSION),
        "model hash": (raw.get("model_hash"), loaded.weights_hash),
        "vocabulary size": (raw.get("vocab"), weight.shape[0]),
        "hidden size": (raw.get("dim"), weight.shape[1]),
        "head fingerprint": (raw.get("fingerprint"), head_fingerprint(weight)),
    }
    meta = json.loads(raw.get("meta") or "{}")
    if requested_clusters is not None:
        checks["cluster count"] = (meta.get("requested_clusters"), min(requested_clusters, weight.shape[0]))
    for what, (have, want) in checks.items():
        if have != want:
            raise StaleArtifact(f"{what} mismatch ({have!r} stored, {want!r} now)")
    perm = raw["perm"].long()
    if perm.numel() != raw["vocab"] or int(raw["offsets"][-1]) != raw["vocab"]:
        raise StaleArtifact("artifact tensors are inconsistent")
    return VocabArtifact(raw["model_hash"], raw["vocab"], raw["dim"], perm, raw["offsets"].long(),
                         raw["centroids"].float(), raw["radius"].float(), raw["fingerprint"],
                         float(raw["build_seconds"]), meta)


def get_artifact(loaded: LoadedModel, n_clusters: int = DEFAULT_CLUSTERS, progress: ProgressFn | None = None,
                 rebuild: bool = False, **build_kwargs: Any) -> tuple[VocabArtifact, str]:
    """Load the cached artifact for this model, or build (and cache) it. Returns (artifact, status).

    status is "loaded", "built" (none cached) or "rebuilt: <why>" (a stale or unreadable one was
    replaced); the caller's trace shows it, so a rebuild is never silent.
    """
    progress = progress or (lambda msg: log.info(msg))
    path = artifact_path(loaded, n_clusters)
    status = "built"
    if path.exists() and not rebuild:
        try:
            art = load_artifact(path, loaded, requested_clusters=n_clusters)
            return art, "loaded"
        except StaleArtifact as exc:
            status = f"rebuilt: {exc}"
            progress(f"Vocabulary artifact {path.name} is stale ({exc}); rebuilding")
    elif rebuild:
        status = "rebuilt: forced"
    art = build_artifact(loaded, n_clusters, progress=progress, **build_kwargs)
    try:
        save_artifact(art, path)
        progress(f"Saved vocabulary artifact to {path}")
    except OSError as exc:  # read-only cache: still usable for this process
        log.warning("could not cache vocabulary artifact: %s", exc)
    return art, status

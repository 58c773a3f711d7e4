"""The learned local router: kNN over MiniLM embeddings of the labeled train split, blended with the
heuristic classifier's signals.

Why kNN: 260 labeled prompts are too few to fit much, and kNN needs no training step, keeps every
decision explainable (the trace lists the nearest labeled prompts) and is fast (one 384-d matrix
product). The heuristic stays in the loop: its safety rules always win, and its difficulty score is
blended with the neighbours' (weights tuned by leave-one-out on the train split only, see ``tune``).
Train-split embeddings are cached under ~/.cache/powerlever/routing keyed by the data and model.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections import defaultdict
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from powerlever.routing.classify import Classification, classify_prompt, strip_steering
from powerlever.routing.dataset import PROMPTS_PATH, LabeledPrompt, split
from powerlever.routing.embeddings import Embedder, get_embedder

PARAMS_PATH = PROMPTS_PATH.parent / "knn_params.json"


@dataclass(frozen=True)
class KnnParams:
    k: int = 7
    blend: float = 0.5  # weight of the neighbours' difficulty against the heuristic score
    temperature: float = 0.05  # softmax temperature over cosine similarities
    safety_share: float = 0.5  # neighbour weight share that makes a prompt safety-critical
    safety_min_sim: float = 0.45  # ... provided the nearest safety neighbour is at least this close


def load_params() -> KnnParams:
    try:
        return KnnParams(**json.loads(PARAMS_PATH.read_text())["params"])
    except (OSError, KeyError, TypeError, ValueError):
        return KnnParams()


def _cache_dir() -> Path:
    from powerlever.engine.loader import cache_root

    return cache_root() / "routing"


class KnnRouter:
    def __init__(self, embedder: Embedder, rows: list[LabeledPrompt], params: KnnParams | None = None,
                 embeddings: np.ndarray | None = None) -> None:
        self.embedder = embedder
        self.rows = rows
        self.params = params or load_params()
        self.difficulty = np.array([r.difficulty for r in rows], dtype=np.float32)
        self.categories = [r.category for r in rows]
        self.is_safety = np.array([r.category == "safety-critical" for r in rows])
        self.embeddings = embeddings if embeddings is not None else self._train_embeddings()

    def _train_embeddings(self) -> np.ndarray:
        texts = [strip_steering(r.prompt)[0] for r in self.rows]
        st = (self.embedder.path / "model.safetensors").stat()
        key = hashlib.sha256(("\n".join(texts) + f"|{st.st_size}|{int(st.st_mtime)}").encode()).hexdigest()[:16]
        path = _cache_dir() / f"knn-train-{key}.npy"
        if path.exists():
            emb = np.load(path)
            if emb.shape == (len(texts), self.embedder.dim):
                return emb
        emb = self.embedder.encode(texts)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp.npy")
            np.save(tmp, emb)
            tmp.replace(path)
        except OSError:
            pass  # a read-only cache only costs the next start a re-encode
        return emb

    def describe(self) -> dict[str, Any]:
        return {**self.embedder.describe(), "train_prompts": len(self.rows), "params": asdict(self.params)}

    def classify(self, prompt: str) -> Classification:
        text = strip_steering(prompt)[0]
        emb = self.embedder.encode([text if text.strip() else prompt])[0]
        return self.combine(classify_prompt(prompt), emb)

    def combine(self, h: Classification, emb: np.ndarray, exclude: int | None = None,
                params: KnnParams | None = None, heuristic_safety: bool = True) -> Classification:
        """Blend the heuristic classification with the k nearest labeled prompts (``exclude``: LOO index)."""
        p = params or self.params
        sims = self.embeddings @ emb
        if exclude is not None:
            sims = sims.copy()
            sims[exclude] = -np.inf
        k = min(p.k, len(sims) - (1 if exclude is not None else 0))
        idx = np.argpartition(-sims, k - 1)[:k]
        idx = idx[np.argsort(-sims[idx])]
        w = np.exp((sims[idx] - sims[idx[0]]) / p.temperature)
        w /= w.sum()
        votes: dict[str, float] = defaultdict(float)
        for i, wi in zip(idx, w, strict=True):
            votes[self.categories[i]] += float(wi)
        top_cat = max(votes, key=lambda c: votes[c])
        neighbours = [f"{self.rows[i].id}@{sims[i]:.2f}" for i in idx[:3]]
        signals = list(h.signals) + [f"knn:{top_cat}:{votes[top_cat]:.2f}", "knn-nearest:" + ",".join(neighbours)]
        safe_mask = self.is_safety[idx]
        safety_share = float(w[safe_mask].sum())
        if h.category == "safety-critical" and heuristic_safety:
            return Classification("safety-critical", 10, signals, 10.0, h.safety_family)
        if safety_share >= p.safety_share and float(sims[idx][safe_mask].max(initial=-1.0)) >= p.safety_min_sim:
            signals.append(f"knn:safety-neighbours:{safety_share:.2f}")
            return Classification("safety-critical", 10, signals, 10.0, "knn-neighbours")
        keep = ~safe_mask
        if keep.any():
            knn_diff = float((self.difficulty[idx][keep] * w[keep]).sum() / w[keep].sum())
        else:
            knn_diff = h.score
        score = p.blend * knn_diff + (1 - p.blend) * h.score
        score = max(1.0, min(9.5, score))
        category = top_cat if top_cat != "safety-critical" else h.category
        if votes[top_cat] < 0.5 and not any(s.startswith("no-category") for s in h.signals):
            category = h.category
        return Classification(category, int(max(1, min(9, round(score)))), signals, round(score, 3))


_ROUTER: KnnRouter | None = None
_LOCK = threading.Lock()


def get_router_cached() -> KnnRouter | None:
    return _ROUTER


def get_router() -> KnnRouter:
    """Load (once per process) the embedder and the train-split index; raises if the model is missing."""
    global _ROUTER
    with _LOCK:
        if _ROUTER is None:
            t0 = time.perf_counter()
            router = KnnRouter(get_embedder(), split("train"))
            router.load_seconds = time.perf_counter() - t0  # type: ignore[attr-defined]
            _ROUTER = router
        return _ROUTER


def tune(router: KnnRouter, grid: dict[str, list[Any]] | None = None) -> dict[str, Any]:
    """Leave-one-out grid search on the train split only (the held-out split is never looked at).

    Objective, in order: (1) recall of the kNN safety detector on its own (as if the safety regexes
    did not exist: they were written against this split, so they would hide the detector's misses),
    (2) at most 2 false safety alarms from it, (3) share routed to an acceptable tier by the full
    router (heuristic + kNN), (4) smaller k."""
    import itertools

    from powerlever.routing.config_builder import tier_for_difficulty

    grid = grid or {"k": [3, 5, 7, 9, 13], "blend": [0.3, 0.4, 0.5, 0.6, 0.7, 0.8],
                    "temperature": [0.02, 0.05, 0.1], "safety_share": [0.3, 0.4, 0.5, 0.6],
                    "safety_min_sim": [0.25, 0.3, 0.35, 0.4, 0.45]}
    heur = [classify_prompt(r.prompt) for r in router.rows]
    n_safe = sum(r.category == "safety-critical" for r in router.rows)
    results = []
    keys = list(grid)
    for values in itertools.product(*(grid[k] for k in keys)):
        p = KnnParams(**dict(zip(keys, values, strict=True)))
        ok = knn_hits = knn_false = 0
        for i, r in enumerate(router.rows):
            c = router.combine(heur[i], router.embeddings[i], exclude=i, params=p)
            tier = "ultra" if c.category == "safety-critical" else tier_for_difficulty(c.difficulty).name
            ok += tier in r.acceptable
            alone = router.combine(heur[i], router.embeddings[i], exclude=i, params=p, heuristic_safety=False)
            is_safe = r.category == "safety-critical"
            knn_hits += is_safe and alone.category == "safety-critical"
            knn_false += (not is_safe) and alone.category == "safety-critical"
        results.append((-knn_hits, max(0, knn_false - 2), -ok, p.k, knn_false, p))
    results.sort(key=lambda t: t[:4])
    neg_hits, _, neg_ok, _, false_alarms, best = results[0]
    return {"params": asdict(best), "loo_train_acceptable": round(-neg_ok / len(router.rows), 4),
            "loo_knn_safety_recall": round(-neg_hits / max(1, n_safe), 4), "loo_knn_false_safety": false_alarms,
            "grid": grid, "train_prompts": len(router.rows)}

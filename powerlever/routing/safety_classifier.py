"""The safety detector's score: all-MiniLM-L6-v2 with its top layers fine-tuned on the safety exemplars.

Why: a logistic regression on the frozen sentence embedding ranked the exemplars at CV AUC 0.92, and at
the recall the detector needs it flagged about a quarter of the benign look-alikes. The same MiniLM with
its last two layers fine-tuned on the exemplars (and its head started from that logistic regression)
ranks them at CV AUC 0.98, each fold fine-tuned without the messages it scores (2026-11-24, /tmp
experiment, then ``safety.tune_params``). The bottom FROZEN layers are the router's embedding model as
is: the embedder keeps their output for the prompt it has just embedded (``Embedder.keep_states``), so a
score costs the two top layers, not a second pass. The top layers run through the same plain BERT
functions as the embedding (``embeddings.bert_layers``), in training too.

Shipped as ``assets/routing/safety_classifier.npz`` (the two layers and the head in float16, with the key
of the exemplars they were trained on); ``bench router --tune-safety`` retrains it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from powerlever.routing.embeddings import PACK_TEXTS, bert_layers, block_mask, key_mask, mean_pool, packed_mean_pool

FROZEN = 4  # layers shared with the router's embedding; the ones above are fine-tuned
EPOCHS = 4
LEARNING_RATE = 5e-5
BATCH = 32
DROPOUT = 0.1  # BERT's own, while training only
WEIGHT_DECAY = 0.01
SEED = 0
PARTS = ("qkv", "out", "norm1", "up", "down", "norm2")


def sigmoid(z: Any) -> Any:
    return 1 / (1 + np.exp(-z))


def balanced_weights(y: np.ndarray) -> np.ndarray:
    """Per-example weights that give both classes the same total (the logistic regressions and the
    fine-tuning share them)."""
    pos = max(1.0, float(y.sum()))
    return np.where(y == 1, len(y) / (2 * pos), len(y) / (2 * max(1.0, len(y) - pos)))


@dataclass
class SafetyClassifier:
    """The fine-tuned top layers (BertWeights.layers format) and a linear head on their mean-pooled,
    L2-normalized output; ``probabilities`` is P(safety-critical) per text."""

    layers: list[dict[str, tuple[Any, Any]]]
    head: tuple[Any, Any]  # weight [d], bias []
    heads: int
    eps: float
    key: str = ""  # the exemplars it was trained on (safety._key), "" when not known

    def logits(self, states: list[Any], dropout: float = 0.0) -> Any:
        """Logits for a list of ``[T_i, d]`` bottom-layer states (padded here, right side)."""
        import torch

        mask = torch.zeros(len(states), max(len(s) for s in states), dtype=torch.long, device=states[0].device)
        for i, s in enumerate(states):
            mask[i, : len(s)] = 1
        x = torch.nn.utils.rnn.pad_sequence(list(states), batch_first=True)
        top = bert_layers(self.layers, x, key_mask(mask), self.heads, self.eps, dropout)
        return mean_pool(top, mask) @ self.head[0] + self.head[1]

    def logits_packed(self, states: list[Any]) -> Any:
        """``logits`` of a few states packed end to end (``embeddings.block_mask``, no padding; inference)."""
        import torch

        lengths = [len(s) for s in states]
        top = bert_layers(self.layers, torch.cat(list(states))[None], block_mask(lengths, states[0].device),
                          self.heads, self.eps)
        return packed_mean_pool(top[0], lengths) @ self.head[0] + self.head[1]

    def to(self, device: Any) -> SafetyClassifier:
        """The same classifier with its tensors on ``device`` (the embedder's: its kept states live there)."""
        layers = [{part: tuple(t.to(device) for t in lw[part]) for part in PARTS} for lw in self.layers]
        return SafetyClassifier(layers, (self.head[0].to(device), self.head[1].to(device)), self.heads, self.eps,
                                self.key)

    def probabilities(self, embedder: Any, texts: list[str]) -> np.ndarray:
        """P(safety-critical) for each text (its bottom-layer states from the embedder, reused when kept; the
        result itself when the embedder already ran these layers beside its own: ``Embedder.keep_states``)."""
        done = embedder.followed(texts, FROZEN, self.probabilities_of)
        if done is not None:
            return np.asarray(done)
        states = embedder.states(texts, FROZEN)
        with embedder.working(len(texts)):
            return self.probabilities_of(states)

    def probabilities_of(self, states: list[Any], batch: int = 64) -> np.ndarray:
        """P(safety-critical) for bottom-layer states, ``batch`` at a time (no gradients); up to PACK_TEXTS
        of them packed, as the embedder packs them (the router's prompt and its sentences)."""
        import torch

        with torch.inference_mode():
            if 0 < len(states) <= PACK_TEXTS:
                return sigmoid(self.logits_packed(states).double().cpu().numpy())
            logits = [self.logits(states[i:i + batch]).double().cpu().numpy() for i in range(0, len(states), batch)]
        return sigmoid(np.concatenate(logits))

    def save(self, path: Path) -> None:
        arrays = {f"{i}.{part}.{j}": t.detach().half().numpy() for i, lw in enumerate(self.layers)
                  for part in PARTS for j, t in enumerate(lw[part])}
        np.savez_compressed(path, **arrays, head_w=self.head[0].detach().float().numpy(),
                            head_b=np.array(float(self.head[1])), heads=np.array(self.heads),
                            eps=np.array(self.eps), frozen=np.array(FROZEN), key=np.array(self.key))

    @staticmethod
    def load(path: Path) -> SafetyClassifier:
        """Raises OSError/KeyError/ValueError for a missing or unreadable file, or one made for other layers."""
        import torch

        with np.load(path) as z:
            if int(z["frozen"]) != FROZEN:
                raise ValueError(f"{path.name} continues from layer {int(z['frozen'])}, not {FROZEN}")
            n = 1 + max(int(k.split(".")[0]) for k in z.files if k[0].isdigit())
            layers = [{part: tuple(torch.from_numpy(z[f"{i}.{part}.{j}"].astype(np.float32)) for j in (0, 1))
                       for part in PARTS} for i in range(n)]
            return SafetyClassifier(layers, (torch.from_numpy(z["head_w"].astype(np.float32)),
                                             torch.tensor(float(z["head_b"]))),
                                    int(z["heads"]), float(z["eps"]), str(z["key"]))


def fine_tune(embedder: Any, states: list[Any], y: np.ndarray, head: tuple[np.ndarray, float],
              progress: Callable[[str], None] | None = None, key: str = "",
              sample_weight: np.ndarray | None = None) -> SafetyClassifier:
    """Fine-tune a copy of the embedder's top layers plus a linear head (started at ``head``, the logistic
    regression on the frozen embeddings) on ``states`` (per text, after FROZEN layers) and labels ``y``:
    class-balanced BCE (times ``sample_weight`` per text, when given), AdamW, EPOCHS epochs of BATCH.
    Deterministic for a given torch build (SEED)."""
    import torch

    w = embedder.weights
    torch.manual_seed(SEED)
    layers = [{part: tuple(t.detach().clone().requires_grad_(True) for t in lw[part]) for part in PARTS}
              for lw in w.layers[FROZEN:]]
    head_w = torch.tensor(head[0], dtype=torch.float32, requires_grad=True)
    head_b = torch.tensor(float(head[1]), dtype=torch.float32, requires_grad=True)
    clf = SafetyClassifier(layers, (head_w, head_b), w.heads, w.eps, key)
    params = [t for lw in layers for part in PARTS for t in lw[part]] + [head_w, head_b]
    opt = torch.optim.AdamW(params, lr=LEARNING_RATE, weight_decay=WEIGHT_DECAY)
    labels = torch.tensor(y, dtype=torch.float32)
    weight = torch.tensor(balanced_weights(y) * (1.0 if sample_weight is None else sample_weight), dtype=torch.float32)
    plain = [s.clone() for s in states]  # inference tensors cannot enter autograd
    rng = np.random.default_rng(SEED)
    for epoch in range(EPOCHS):
        t0, total = time.perf_counter(), 0.0
        order = rng.permutation(len(y))
        for i0 in range(0, len(order), BATCH):
            idx = order[i0:i0 + BATCH]
            logit = clf.logits([plain[i] for i in idx], DROPOUT)
            loss = torch.nn.functional.binary_cross_entropy_with_logits(logit, labels[idx], weight=weight[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss.detach()) * len(idx)
        if progress:
            progress(f"safety classifier epoch {epoch + 1}/{EPOCHS}: loss {total / len(y):.4f} "
                     f"({time.perf_counter() - t0:.0f} s)")
    for t in params:
        t.requires_grad_(False)
    return clf

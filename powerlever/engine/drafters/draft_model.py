"""A separate draft model sharing the target's tokenizer, with its own KV cache.

The draft keeps the list of tokens its cache holds; each ``propose`` first crops to the longest common
prefix with the committed context (the rollback after a rejection), feeds the few new committed tokens,
then drafts autoregressively. ``update`` crops eagerly so memory never holds rejected entries.

Optional ``head`` hook (see ``drafters.base``): ``head.project(hidden [n, d], context_ids) ->
(logits [n, m], active_ids [m])`` replaces the draft's full lm_head (dynamic top-K vocabulary); the draft
then proposes only among ``active_ids`` and its q is zero elsewhere (still lossless).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import torch

from powerlever.config import SamplingConfig
from powerlever.engine import prefix_cache
from powerlever.engine.drafters.base import Drafter, DraftHead, Proposal, draft_autoregressive, last_logits
from powerlever.engine.fastpath import make_runner


class DraftModelDrafter(Drafter):
    method = "draft_model"

    def __init__(self, draft_model: Any, target_vocab: int, head: DraftHead | None = None,
                 name: str = "draft", lean: bool | None = None, weights: Any = "auto"):
        self.model = draft_model
        self.vocab = int(target_vocab)
        self.head = head
        self.name = name
        self.lean = lean
        self.weights = weights  # the draft's own format: its fastest decode format by default
        self.runner = make_runner(draft_model, lean=lean, weights=weights)
        self.cached: list[int] = []  # tokens whose KV the draft cache holds, positions 0..len-1
        self.prompt_head: list[int] = []

    def reset(self, prompt_ids: Sequence[int], target_runner: Any = None, prompt_head: int = 0) -> None:
        self.runner = make_runner(self.model, capacity=len(prompt_ids) + 64, lean=self.lean, weights=self.weights)
        self.cached = []
        self.prompt_head = list(prompt_ids[:prompt_head])  # its KV may come from the head cache

    @torch.inference_mode()
    def propose(self, context: Sequence[int], k: int, tau: float, sampling: SamplingConfig,
                gen: torch.Generator | None) -> Proposal:
        if k <= 0:
            return Proposal()
        first = not self.cached
        if first and self.prompt_head:  # the chat template's head, shared by every request
            prefix_cache.fill_head(self.runner, self.prompt_head)
            self.cached = list(self.prompt_head)
        common = prefix_cache.common_prefix(self.cached, context)
        common = min(common, len(context) - 1)  # always feed at least the last token for fresh logits
        seq = list(context)
        t_feed = time.perf_counter()
        hidden = self.runner.forward(seq[common:], common, prefill=True if first else None)
        feed_ms = (time.perf_counter() - t_feed) * 1000
        self.cached = seq[:]

        def step(token: int, seq: list[int]) -> torch.Tensor:
            out = self.runner.forward([token], len(seq) - 1)
            self.cached = seq[:]
            return out

        prop = draft_autoregressive(hidden, seq, k, tau, sampling, gen, self.vocab,
                                    lambda h, ctx: last_logits(self.runner, self.head, h, ctx), step)
        prop.fed, prop.feed_ms = len(context) - common, feed_ms
        return prop

    def update(self, context: Sequence[int], n_accepted: int) -> None:
        self.cached = self.cached[: prefix_cache.common_prefix(self.cached, context)]

    def describe(self) -> dict[str, Any]:
        return {"method": self.method, "draft": self.name, "weights": getattr(self.runner, "weights", None),
                "head": type(self.head).__name__ if self.head else None}

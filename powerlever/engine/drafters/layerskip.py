"""Self-speculative drafting: the target's own first N layers plus its final norm and head.

Why: the only real model offline is the 135M target itself, so a "smaller draft sharing the tokenizer"
can only be carved out of it (the early-exit draft of LayerSkip / Draft & Verify). No extra weights,
and the draft shares the target's KV cache: layers below N see identical inputs in draft and target,
so the draft reads the target's committed entries and writes its own only past the committed end,
where the verify pass overwrites them. There is no separate cache and no rollback to do.

Honest caveat: SmolLM2 was not trained with an early-exit loss, so shallow exits predict poorly; the
exit layer trades draft cost (about N/L of a target step plus the head) against acceptance.

Optional ``head`` hook: as in ``draft_model`` (dynamic top-K vocabulary instead of the full lm_head).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch

from powerlever.config import SamplingConfig
from powerlever.engine.drafters.base import Drafter, DraftHead, Proposal, draft_autoregressive, last_logits

DEFAULT_EXIT_FRACTION = 0.9  # measured on SmolLM2-135M: exits below ~25/30 layers accept < 15%


class LayerSkipDrafter(Drafter):
    method = "layerskip"
    shares_target_cache = True

    def __init__(self, n_layers_total: int, vocab: int, exit_layer: int | None = None,
                 head: DraftHead | None = None):
        if exit_layer is None:
            exit_layer = max(1, round(n_layers_total * DEFAULT_EXIT_FRACTION))
        if not 1 <= exit_layer < n_layers_total:
            raise ValueError(f"exit_layer must be in 1..{n_layers_total - 1}, got {exit_layer}")
        self.exit_layer = exit_layer
        self.n_layers_total = n_layers_total
        self.vocab = vocab
        self.head = head
        self.runner: Any = None

    def reset(self, prompt_ids: Sequence[int], target_runner: Any, prompt_head: int = 0) -> None:
        if target_runner is None or not hasattr(target_runner, "k_cache"):
            raise ValueError("layer-skip drafting needs the lean runner (a Llama-family target)")
        self.runner = target_runner

    @torch.inference_mode()
    def propose(self, context: Sequence[int], k: int, tau: float, sampling: SamplingConfig,
                gen: torch.Generator | None) -> Proposal:
        if k <= 0:
            return Proposal()
        seq = list(context)
        # the target cache holds every committed token but the last; drafts are written past it
        hidden = self.runner.forward(seq[-1:], len(seq) - 1, n_layers=self.exit_layer)
        return draft_autoregressive(
            hidden, seq, k, tau, sampling, gen, self.vocab,
            lambda h, ctx: last_logits(self.runner, self.head, h, ctx),
            lambda token, seq: self.runner.forward([token], len(seq) - 1, n_layers=self.exit_layer))

    def describe(self) -> dict[str, Any]:
        return {"method": self.method, "exit_layer": self.exit_layer, "layers": self.n_layers_total,
                "head": type(self.head).__name__ if self.head else None}

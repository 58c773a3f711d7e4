"""Prompt lookup first, the draft model when the context has nothing to copy.

Why: on the real pair an n-gram draft costs microseconds and is accepted at long runs on copy-heavy
text (rewrites, code edits), while a 0.5B draft step costs about a third of a 1.5B target step and pays
only where its acceptance is high. Per verify step this drafter asks the n-gram index first; when it
proposes at least ``min_ngram_tokens`` tokens those are the draft (free), otherwise the draft model
drafts. The adaptive controller (``drafters.adaptive``) then picks K from the measured costs and
acceptance of what actually ran; ``describe()`` reports how many steps each source drafted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch

from powerlever.config import SamplingConfig
from powerlever.engine.drafters.base import Drafter, Proposal
from powerlever.engine.drafters.draft_model import DraftModelDrafter
from powerlever.engine.drafters.ngram import NgramDrafter


class HybridDrafter(Drafter):
    method = "hybrid"

    def __init__(self, ngram: NgramDrafter, model: DraftModelDrafter, min_ngram_tokens: int = 2):
        self.ngram = ngram
        self.model = model
        self.min_ngram_tokens = int(min_ngram_tokens)
        self.head = model.head  # the UI reads the draft head's telemetry through ``drafter.head``
        self.steps = {"ngram": 0, "draft_model": 0}

    def reset(self, prompt_ids: Sequence[int], target_runner: Any = None, prompt_head: int = 0) -> None:
        self.ngram.reset(prompt_ids, target_runner)
        self.model.reset(prompt_ids, target_runner, prompt_head)
        self.steps = {"ngram": 0, "draft_model": 0}

    def propose(self, context: Sequence[int], k: int, tau: float, sampling: SamplingConfig,
                gen: torch.Generator | None) -> Proposal:
        if k <= 0:
            return Proposal()
        # n-gram drafts are point masses (q = None): only greedy verification treats them like model drafts
        prop = self.ngram.propose(context, k, tau, sampling, gen) if sampling.greedy else Proposal()
        if len(prop) >= min(k, self.min_ngram_tokens):
            self.steps["ngram"] += 1
            return prop
        self.steps["draft_model"] += 1
        return self.model.propose(context, k, tau, sampling, gen)

    def evidence(self, context: Sequence[int]) -> Any:
        """The n-gram's match length: it also decides which source drafts, so each source's acceptance is
        estimated apart."""
        return self.ngram.evidence(context)

    def update(self, context: Sequence[int], n_accepted: int) -> None:
        self.ngram.update(context, n_accepted)
        self.model.update(context, n_accepted)

    def describe(self) -> dict[str, Any]:
        return {"method": self.method, "ngram": self.ngram.describe(), "draft_model": self.model.describe(),
                "steps_by_source": dict(self.steps)}

"""Prompt lookup (n-gram) drafting: no model, the draft is copied from earlier in the context.

Why: rewriting, summarizing and code editing repeat long spans of the prompt; finding the last few
tokens earlier in the context and proposing what followed them costs microseconds.

Confidence (what tau is compared with): among the earlier occurrences of the matched n-gram, the
share followed by the proposed token, shrunk toward 0 by one pseudo-count: count / (occurrences + 1).
A single match gives 0.5, three agreeing matches 0.75. The longest matching n-gram wins; ties in
count go to the most recent occurrence.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence

import torch

from powerlever.config import SamplingConfig
from powerlever.engine.drafters.base import Drafter, Proposal


class NgramDrafter(Drafter):
    method = "ngram"

    def __init__(self, max_ngram: int = 3, min_ngram: int = 1):
        if not 1 <= min_ngram <= max_ngram:
            raise ValueError("need 1 <= min_ngram <= max_ngram")
        self.max_ngram = max_ngram
        self.min_ngram = min_ngram
        self.tokens: list[int] = []
        # index[n][ngram] -> positions i such that tokens[i-n:i] == ngram (tokens[i] followed it)
        self.index: list[dict[tuple[int, ...], list[int]]] = [defaultdict(list) for _ in range(max_ngram + 1)]

    def reset(self, prompt_ids: Sequence[int], target_runner: object = None, prompt_head: int = 0) -> None:
        self.tokens = []
        self.index = [defaultdict(list) for _ in range(self.max_ngram + 1)]
        self._extend(prompt_ids)

    def _extend(self, context: Sequence[int]) -> None:
        """Index the committed context incrementally (it only ever grows)."""
        if len(context) < len(self.tokens) or list(context[: len(self.tokens)]) != self.tokens:
            self.tokens = []
            self.index = [defaultdict(list) for _ in range(self.max_ngram + 1)]
        toks = self.tokens
        for tok in context[len(toks):]:
            i = len(toks)
            toks.append(int(tok))
            # tokens[i] is now known: it follows the n-grams ending at i-1
            for n in range(self.min_ngram, self.max_ngram + 1):
                if i - n >= 0:
                    self.index[n][tuple(toks[i - n:i])].append(i)

    def _next(self, seq: Sequence[int]) -> tuple[int, float] | None:
        for n in range(min(self.max_ngram, len(seq)), self.min_ngram - 1, -1):
            hits = self.index[n].get(tuple(seq[-n:]))
            if not hits:
                continue
            counts = Counter(self.tokens[i] for i in hits)
            best = max(counts.values())
            token = next(self.tokens[i] for i in reversed(hits) if counts[self.tokens[i]] == best)
            return token, best / (len(hits) + 1)
        return None

    def propose(self, context: Sequence[int], k: int, tau: float, sampling: SamplingConfig,
                gen: torch.Generator | None) -> Proposal:
        self._extend(context)
        prop = Proposal()
        seq = list(context[-self.max_ngram:])
        for _ in range(k):
            found = self._next(seq)
            if found is None:
                break
            token, conf = found
            if conf < tau:
                prop.stopped_by_tau = True
                break
            prop.tokens.append(token)
            seq.append(token)
        return prop

    def update(self, context: Sequence[int], n_accepted: int) -> None:
        self._extend(context)

    def describe(self) -> dict[str, object]:
        return {"method": self.method, "max_ngram": self.max_ngram, "min_ngram": self.min_ngram}

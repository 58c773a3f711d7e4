"""Prompt lookup (n-gram) drafting: no model, the draft is copied from earlier in the context.

Why: rewriting, summarizing and code editing repeat long spans of the prompt; finding the last few
tokens earlier in the context and proposing what followed them costs microseconds.

Which earlier span: the one whose match with the end of the context is longest (found through an
index of the last ``max_ngram`` tokens, then extended backwards, up to ``MAX_MATCH`` tokens), the most
recent on a tie; the draft copies what followed it, token after token from that one place. An m-token
match proposes at most ``2m + 1`` tokens: a short match is weak evidence for a long copy. Copying from
one place, rather than looking up each next token on its own (which can jump between occurrences of a
short n-gram mid-draft), replayed on the 1.5B's greedy outputs: decode 1.414x -> 1.483x plain on the bench's
8 prompts at 48 tokens with Zen 5's verify costs, 1.130x -> 1.165x with Zen 4's (docs/results/replay/loop_replay.json;
docs/speculative.md, "Copying from the longest match").

Confidence (what tau is compared with): m / (m + 1) for an m-token match, so one matching token gives
0.5 and three give 0.75. ``evidence`` tells the adaptive controller the match length before it picks K
(a 1-token match in a chat answer is rarely accepted, a 4-token match in a rewrite usually is).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

import torch

from powerlever.config import SamplingConfig
from powerlever.engine.drafters.base import Drafter, Proposal

MAX_MATCH = 64  # backward extension stops here: longer matches copy the same way
MAX_CANDIDATES = 32  # most recent index hits extended per proposal (a long run of one token has thousands)
EVIDENCE_CAP = 4  # match lengths from here up share one controller (drafters.adaptive.ByEvidence)


class NgramDrafter(Drafter):
    method = "ngram"

    def __init__(self, max_ngram: int = 3, min_ngram: int = 1):
        if not 1 <= min_ngram <= max_ngram:
            raise ValueError("need 1 <= min_ngram <= max_ngram")
        self.max_ngram = max_ngram
        self.min_ngram = min_ngram
        self._clear()

    def _clear(self) -> None:
        self.tokens: list[int] = []
        # index[n][ngram] -> positions i such that tokens[i-n:i] == ngram (tokens[i] followed it)
        self.index: list[dict[tuple[int, ...], list[int]]] = [defaultdict(list) for _ in range(self.max_ngram + 1)]
        self._match: tuple[int, int, int] = (-1, 0, -1)  # (context length, m, i) of the last longest_match

    def reset(self, prompt_ids: Sequence[int], target_runner: object = None, prompt_head: int = 0) -> None:
        self._clear()
        self._extend(prompt_ids)

    def _extend(self, context: Sequence[int]) -> None:
        """Index the committed context incrementally (it only ever grows)."""
        if len(context) < len(self.tokens) or list(context[: len(self.tokens)]) != self.tokens:
            self._clear()
        toks = self.tokens
        for tok in context[len(toks):]:
            i = len(toks)
            toks.append(int(tok))
            # tokens[i] is now known: it follows the n-grams ending at i-1
            for n in range(self.min_ngram, self.max_ngram + 1):
                if i - n >= 0:
                    self.index[n][tuple(toks[i - n:i])].append(i)

    def longest_match(self) -> tuple[int, int]:
        """(m, i): the end of the context matches the m tokens before position i, m as large as possible,
        i as late as possible; (0, -1) when not even ``min_ngram`` tokens match."""
        if self._match[0] != len(self.tokens):
            self._match = (len(self.tokens), *self._find_longest_match())
        return self._match[1], self._match[2]

    def _find_longest_match(self) -> tuple[int, int]:
        toks = self.tokens
        end = len(toks)
        for n in range(min(self.max_ngram, end - 1), self.min_ngram - 1, -1):
            hits = self.index[n].get(tuple(toks[end - n:]))
            if not hits:
                continue
            if n < self.max_ngram:  # no (n+1)-gram matched, so every hit matches exactly n tokens
                return n, hits[-1]
            best_m, best_i = 0, -1
            for i in reversed(hits[-MAX_CANDIDATES:]):
                m = n
                while m < MAX_MATCH and i - m - 1 >= 0 and toks[i - m - 1] == toks[end - m - 1]:
                    m += 1
                if m > best_m:
                    best_m, best_i = m, i
            return best_m, best_i
        return 0, -1

    def propose(self, context: Sequence[int], k: int, tau: float, sampling: SamplingConfig,
                gen: torch.Generator | None) -> Proposal:
        self._extend(context)
        prop = Proposal()
        if k <= 0:
            return prop
        m, i = self.longest_match()
        if m == 0:
            return prop
        if m / (m + 1) < tau:
            prop.stopped_by_tau = True
            return prop
        seq = self.tokens
        for j in range(min(k, 2 * m + 1)):
            # a copy may run into its own draft (a repeating span): read on from the proposal itself
            src = i + j
            prop.tokens.append(seq[src] if src < len(seq) else prop.tokens[src - len(seq)])
        return prop

    def evidence(self, context: Sequence[int]) -> int:
        """How long a match this step's draft would copy from, capped at ``EVIDENCE_CAP`` (0: none)."""
        self._extend(context)
        return min(self.longest_match()[0], EVIDENCE_CAP)

    def update(self, context: Sequence[int], n_accepted: int) -> None:
        self._extend(context)

    def describe(self) -> dict[str, object]:
        return {"method": self.method, "max_ngram": self.max_ngram, "min_ngram": self.min_ngram,
                "copy": "longest match, most recent", "max_match": MAX_MATCH}

"""Score a finished answer with another model: one forward pass over prompt + answer.

Why: a small model is often wrong without hesitating (SmolLM2's "17 * 23 = 381." has no low-logprob
window), so its own telemetry cannot tell it needs help. A bigger model reading the answer can: where it
is confident of one token and gives the answer's token almost no probability, it disagrees. Reading costs
one prefill of the bigger model (the int8-dyn prefill on CPU), not a generation.

A check that only needs to find a disagreement reads the answer in growing chunks and stops at the
first chunk that has enough: a wrong answer is usually wrong early (a wrong first number, a wrong name),
so a restart does not pay for reading the rest of an answer it throws away.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import torch


@dataclass(frozen=True)
class TokenScore:
    position: int  # index in the answer's tokens (the judge's tokenizer)
    text: str  # the answer's token
    logprob: float  # the judge's log-probability of the answer's token
    top_text: str  # the judge's most likely token there
    top_logprob: float


def disagreements(tokens: list[TokenScore], top_prob: float, chosen_prob: float) -> list[TokenScore]:
    """``AnswerScore.disagreements`` over any list of token scores (a check reading chunk by chunk)."""
    lt, lc = math.log(top_prob), math.log(chosen_prob)
    return [t for t in tokens if t.top_logprob >= lt and t.logprob <= lc and t.text != t.top_text]


@dataclass
class AnswerScore:
    model: str
    answer_tokens: int
    prompt_tokens: int
    tokens: list[TokenScore] = field(default_factory=list)  # the tokens read (all, unless stopped early)
    seconds: float = 0.0
    passes: int = 0  # forward passes over the answer (chunks)

    @property
    def stopped_early(self) -> bool:
        return len(self.tokens) < self.answer_tokens

    def disagreements(self, top_prob: float, chosen_prob: float) -> list[TokenScore]:
        """Tokens where the judge is confident of another token (p_top >= top_prob) and gives the answer's
        token p <= chosen_prob: a confident disagreement, not a difference of wording (where the judge
        itself spreads its probability)."""
        return disagreements(self.tokens, top_prob, chosen_prob)

    def mean_logprob(self) -> float | None:
        return sum(t.logprob for t in self.tokens) / len(self.tokens) if self.tokens else None


FIRST_CHUNK = 8  # answer tokens read in the first pass when a check may stop early; each next pass doubles


def chunks(n: int, first: int = FIRST_CHUNK) -> list[tuple[int, int]]:
    """Spans [a, b) of n answer positions read pass by pass: first, 2*first, 4*first ... (a bounded
    number of passes, each reading the weights once, whatever the answer's length)."""
    spans, a, size = [], 0, max(1, first)
    while a < n:
        spans.append((a, min(n, a + size)))
        a, size = a + size, size * 2
    return spans


@torch.inference_mode()
def score_answer(loaded: Any, prompt: str, answer: str, system: str | None = None,
                 weights: str | None = None, history: list[dict[str, str]] | None = None,
                 enough: Callable[[list[TokenScore]], bool] | None = None) -> AnswerScore:
    """The judge's (``loaded``) log-probabilities of ``answer``'s tokens as the reply to ``prompt`` (its
    own chat template), with its most likely token at each position. ``enough``: read in chunks
    (``chunks``) and stop once it returns True for the tokens read so far; None reads the whole answer
    in one pass."""
    from powerlever.engine import prefix_cache
    from powerlever.engine.fastpath import make_runner
    from powerlever.engine.generate import build_prompt_ids

    t0 = time.perf_counter()
    tok = loaded.tokenizer
    answer_ids = list(tok(answer, add_special_tokens=False)["input_ids"])
    prompt_ids, _ = build_prompt_ids(loaded, prompt, len(answer_ids) + 1, system=system, history=history)
    out = AnswerScore(model=loaded.name, answer_tokens=len(answer_ids), prompt_tokens=len(prompt_ids))
    if not answer_ids:
        return out
    runner = make_runner(loaded.model, capacity=len(prompt_ids) + len(answer_ids) + 1, weights=weights)
    # the prompt prefilled exactly as the decode loop does (prefix_cache.prefill): an answer restarted on
    # this model right after starts from it with the same output
    first, _ = prefix_cache.prefill(runner, prompt_ids, prefix_cache.template_head(tok, prompt_ids), keep=True)
    spans = chunks(len(answer_ids)) if enough is not None else [(0, len(answer_ids))]
    for a, b in spans:
        # the logits at position p predict answer token p: the prompt's last position (``first``), then
        # the answer's own positions a-1 .. b-2, run as one prefill-format pass (no step-exactness needed)
        ids = answer_ids[max(a - 1, 0):b - 1]
        rows = (runner.logits(runner.forward(ids, len(prompt_ids) + max(a - 1, 0), prefill=True))
                if ids else first[:0])
        out.passes += 1
        logits = torch.cat([first.view(1, -1), rows]) if a == 0 else rows
        _read(out, tok, logits, answer_ids[a:b], a)
        if enough is not None and enough(out.tokens):
            break
    out.seconds = time.perf_counter() - t0
    return out


def _read(out: AnswerScore, tok: Any, logits: torch.Tensor, ids: list[int], start: int) -> None:
    """Append the TokenScores of answer tokens ``ids`` (from position ``start``) given their logits."""
    logp = torch.log_softmax(logits.float(), dim=-1)
    chosen = logp.gather(1, torch.tensor(ids, device=logp.device).view(-1, 1)).view(-1)
    top_lp, top_id = logp.max(dim=-1)
    for i, tid in enumerate(ids):
        out.tokens.append(TokenScore(start + i, tok.decode([tid]), float(chosen[i]),
                                     tok.decode([int(top_id[i])]), float(top_lp[i])))

"""Score a finished answer with another model: one forward pass over prompt + answer.

Why: a small model is often wrong without hesitating (SmolLM2's "17 * 23 = 381." has no low-logprob
window), so its own telemetry cannot tell it needs help. A bigger model reading the answer can: where it
is confident of one token and gives the answer's token almost no probability, it disagrees. Reading costs
one prefill of the bigger model (the int8-dyn prefill on CPU), not a generation.
"""

from __future__ import annotations

import math
import time
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


@dataclass
class AnswerScore:
    model: str
    answer_tokens: int
    prompt_tokens: int
    tokens: list[TokenScore] = field(default_factory=list)
    seconds: float = 0.0

    def disagreements(self, top_prob: float, chosen_prob: float) -> list[TokenScore]:
        """Tokens where the judge is confident of another token (p_top >= top_prob) and gives the answer's
        token p <= chosen_prob: a confident disagreement, not a difference of wording (where the judge
        itself spreads its probability)."""
        lt, lc = math.log(top_prob), math.log(chosen_prob)
        return [t for t in self.tokens if t.top_logprob >= lt and t.logprob <= lc and t.text != t.top_text]

    def mean_logprob(self) -> float | None:
        return sum(t.logprob for t in self.tokens) / len(self.tokens) if self.tokens else None


@torch.inference_mode()
def score_answer(loaded: Any, prompt: str, answer: str, system: str | None = None,
                 weights: str | None = None) -> AnswerScore:
    """The judge's (``loaded``) log-probabilities of ``answer``'s tokens as the reply to ``prompt`` (its
    own chat template), with its most likely token at each position."""
    from powerlever.engine import prefix_cache
    from powerlever.engine.fastpath import make_runner
    from powerlever.engine.generate import build_prompt_ids

    t0 = time.perf_counter()
    tok = loaded.tokenizer
    answer_ids = list(tok(answer, add_special_tokens=False)["input_ids"])
    prompt_ids, _ = build_prompt_ids(loaded, prompt, len(answer_ids) + 1, system=system)
    out = AnswerScore(model=loaded.name, answer_tokens=len(answer_ids), prompt_tokens=len(prompt_ids))
    if not answer_ids:
        return out
    runner = make_runner(loaded.model, capacity=len(prompt_ids) + len(answer_ids) + 1, weights=weights)
    # the prompt prefilled exactly as the decode loop does (prefix_cache.prefill): an answer restarted on
    # this model right after starts from it with the same output
    first, _ = prefix_cache.prefill(runner, prompt_ids, prefix_cache.template_head(tok, prompt_ids), keep=True)
    rows = runner.logits(runner.forward(answer_ids[:-1], len(prompt_ids))) if len(answer_ids) > 1 else first[:0]
    # the logits at position p predict token p + 1: the prompt's last position, then the answer's
    logp = torch.log_softmax(torch.cat([first.view(1, -1), rows]).float(), dim=-1)
    chosen = logp.gather(1, torch.tensor(answer_ids, device=logp.device).view(-1, 1)).view(-1)
    top_lp, top_id = logp.max(dim=-1)
    for i, tid in enumerate(answer_ids):
        out.tokens.append(TokenScore(i, tok.decode([tid]), float(chosen[i]), tok.decode([int(top_id[i])]),
                                     float(top_lp[i])))
    out.seconds = time.perf_counter() - t0
    return out

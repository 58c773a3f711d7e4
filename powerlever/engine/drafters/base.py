"""The small interface every drafter implements: ``reset``, ``propose``, ``update``.

The speculative loop (``powerlever.engine.speculative``) owns the target and its KV cache; a drafter
only proposes tokens. Contract, per verify step:

* ``propose(context, k, tau, sampling, gen)`` gets every committed token (prompt + output so far; the
  target's cache holds all of them except the last) and returns up to ``k`` draft tokens. Drafting stops
  early when the draft's confidence in its next token is below ``tau`` (that token is not proposed,
  as llama.cpp's ``--draft-p-min``). ``q`` holds the distribution each token was drawn from, over the
  target's vocabulary, for the lossless sampling rule; ``None`` means a point mass on each token.
* ``evidence(context)`` (optional, before ``propose``): a small hashable key for how strong the drafter's
  material is this step (prompt lookup: its match length), or None. The adaptive controller keeps its
  acceptance estimates per key (``drafters.adaptive.ByEvidence``).
* ``update(context, n_accepted)`` tells the drafter what was committed (``context`` now ends with the
  target's own token); a drafter with a KV cache rolls it back past the rejected tokens.

Optional ``head`` hook (dynamic vocabulary projection, powerlever.engine.vocab): model drafters accept an
object with ``project(hidden [n, d], context_ids) -> (logits [n, m], active_ids [m])`` used instead of
the full lm_head. The draft then proposes only among ``active_ids`` and its ``q`` is zero elsewhere,
which the residual rule norm(max(0, p - q)) handles over the full vocabulary, so output stays lossless.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import torch

from powerlever.config import SamplingConfig
from powerlever.engine.sampling import pick


class DraftHead(Protocol):
    """A cheaper projection from draft hidden states to (a subset of) the vocabulary."""

    def project(self, hidden: torch.Tensor, context_ids: Sequence[int]) -> tuple[torch.Tensor, torch.Tensor]:
        ...


@dataclass
class Proposal:
    tokens: list[int] = field(default_factory=list)
    q: torch.Tensor | None = None  # [n, vocab] float32 rows summing to 1; None = point masses
    stopped_by_tau: bool = False  # drafting ended early because confidence < tau
    # a drafter with its own KV cache first feeds the committed tokens it has not seen: 1-2 in a run of
    # drafting steps, the whole prompt or a long backlog after plain steps. The controller keeps that
    # one-time catch-up out of its per-token draft cost (else one catch-up makes drafting look 3-10x dearer)
    fed: int = 0  # rows fed before drafting
    feed_ms: float = 0.0

    def __len__(self) -> int:
        return len(self.tokens)


class Drafter(ABC):
    """Proposes draft tokens for one sequence at a time (one instance per running generation)."""

    method: str = "base"
    #: the draft runs on the target's own weights/cache (layer skip): costs are measured, not assumed
    shares_target_cache: bool = False

    def reset(self, prompt_ids: Sequence[int], target_runner: Any, prompt_head: int = 0) -> None:
        """Start a new sequence. ``target_runner`` is the target's runner (used by self-speculation);
        ``prompt_head``: how many leading prompt ids are the chat template's head (``prefix_cache``)."""
        return None

    @abstractmethod
    def propose(self, context: Sequence[int], k: int, tau: float, sampling: SamplingConfig,
                gen: torch.Generator | None) -> Proposal:
        ...

    def evidence(self, context: Sequence[int]) -> Any:
        """What this drafter knows of its chances at this step, as a key for the controller; None: nothing."""
        return None

    def update(self, context: Sequence[int], n_accepted: int) -> None:
        """Called after each verify step with the committed context; roll back any draft state."""
        return None

    def describe(self) -> dict[str, Any]:
        return {"method": self.method}


def last_logits(runner: Any, head: DraftHead | None, hidden: torch.Tensor,
                context: Sequence[int]) -> tuple[torch.Tensor, torch.Tensor | None]:
    """1-D draft logits for the last position: through the ``head`` hook when set (with its active ids),
    else the runner's full lm_head."""
    if head is not None:
        logits, active = head.project(hidden[-1:], context)
        return logits[-1], active
    return runner.logits(hidden[-1:])[0], None


def draft_autoregressive(hidden: torch.Tensor, seq: list[int], k: int, tau: float, sampling: SamplingConfig,
                         gen: torch.Generator | None, vocab: int,
                         logits_of: Callable[[torch.Tensor, list[int]], tuple[torch.Tensor, torch.Tensor | None]],
                         step: Callable[[int, list[int]], torch.Tensor]) -> Proposal:
    """The drafting loop shared by model drafters: pick a token from ``hidden``, stop when its confidence
    is below tau, append it to ``seq`` and run ``step(token, seq)`` for the next hidden state (not after
    the k-th token, whose successor is never needed)."""
    prop = Proposal()
    qs: list[torch.Tensor] = []
    for j in range(k):
        logits, active = logits_of(hidden, seq)
        token, _, conf, q = pick(logits, sampling, gen, active, vocab, want_q=True)
        if conf < tau:
            prop.stopped_by_tau = True
            break
        prop.tokens.append(token)
        if q is not None:
            qs.append(q)
        seq.append(token)
        if j + 1 < k:
            hidden = step(token, seq)
    if qs:
        prop.q = torch.stack(qs)
    return prop

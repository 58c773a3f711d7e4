"""Token selection, the one module every decoder uses: the target's steps, verify rule and the drafts.

``pick`` chooses a token from 1-D logits (greedy argmax, or seeded temperature + top-p sampling) and
returns it with its probability under the distribution it was drawn from (the confidence tau is compared
with) and, when asked, that distribution over the full vocabulary (a draft's q). ``target_probs`` is the
distribution plain decoding samples from; speculative acceptance is computed against exactly it.
"""

from __future__ import annotations

import math

import torch

from powerlever.config import SamplingConfig


def make_generator(seed: int | None, device: torch.device | str) -> torch.Generator | None:
    if seed is None:
        return None
    gen = torch.Generator(device=device)
    gen.manual_seed(int(seed))
    return gen


def target_probs(logits: torch.Tensor, sampling: SamplingConfig) -> torch.Tensor:
    """The distribution the target samples from (temperature + top-p), float32, over the vocab.

    Speculative sampling must accept/reject against exactly this distribution to stay lossless.
    """
    logits = logits.float()
    if sampling.greedy:
        probs = torch.zeros_like(logits)
        probs[..., int(logits.argmax(-1))] = 1.0
        return probs
    probs = torch.softmax(logits / sampling.temperature, dim=-1)
    if sampling.top_p < 1.0:
        sorted_p, idx = torch.sort(probs, descending=True, dim=-1)
        cum = sorted_p.cumsum(-1)
        keep = cum - sorted_p < sampling.top_p  # always keeps the top token
        sorted_p = torch.where(keep, sorted_p, torch.zeros_like(sorted_p))
        probs = torch.zeros_like(probs).scatter(-1, idx, sorted_p)
        probs = probs / probs.sum(-1, keepdim=True)
    return probs


def pick(logits: torch.Tensor, sampling: SamplingConfig, gen: torch.Generator | None,
         active_ids: torch.Tensor | None = None, vocab: int | None = None,
         want_q: bool = False) -> tuple[int, float, float, torch.Tensor | None]:
    """Choose a token from 1-D logits (over ``active_ids`` when a pruned draft head produced them).

    Returns (token id in the full vocabulary, logprob, confidence, q). logprob: log p(token) under the
    model's own untempered softmax (what the token event reports). Confidence: the token's probability
    under the distribution it was chosen from (the tempered one when sampling; what tau is compared
    with). q, only when ``want_q`` and sampling (greedy drafts are point masses): that distribution over
    ``vocab`` ids, zero outside ``active_ids``, padded or cut to ``vocab``.
    """
    logp = torch.log_softmax(logits.float(), dim=-1)
    if sampling.greedy:
        idx = int(torch.argmax(logits))
        lp = float(logp[idx])
        return (int(active_ids[idx]) if active_ids is not None else idx), lp, math.exp(lp), None
    q_local = target_probs(logits, sampling)
    idx = int(torch.multinomial(q_local, 1, generator=gen))
    conf, lp = float(q_local[idx]), float(logp[idx])
    token = int(active_ids[idx]) if active_ids is not None else idx
    if not want_q:
        return token, lp, conf, None
    size = int(vocab or q_local.shape[0])
    if active_ids is not None:
        q = torch.zeros(size, dtype=torch.float32, device=q_local.device)
        q.scatter_(0, active_ids.to(q.device), q_local)
        return token, lp, conf, q
    return token, lp, conf, _fit_vocab(q_local, size)


def logprob(logits: torch.Tensor, token: int) -> float:
    """log p(token) under the model's own (untempered) distribution, as the token event reports it."""
    return float(torch.log_softmax(logits.float(), dim=-1)[token])


def _fit_vocab(q: torch.Tensor, vocab: int) -> torch.Tensor:
    """Pad or cut a draft distribution to the target's vocabulary size (padded embedding rows)."""
    if q.shape[0] == vocab:
        return q
    if q.shape[0] > vocab:
        q = q[:vocab]
        return q / q.sum()
    out = torch.zeros(vocab, dtype=q.dtype, device=q.device)
    out[: q.shape[0]] = q
    return out

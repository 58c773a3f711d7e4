"""Token selection: greedy, or seeded temperature + top-p sampling, with the chosen token's logprob."""

from __future__ import annotations

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


def pick_token(logits: torch.Tensor, sampling: SamplingConfig,
               gen: torch.Generator | None) -> tuple[int, float]:
    """Choose the next token from 1-D logits; returns (token id, log-probability under the model)."""
    logp = torch.log_softmax(logits.float(), dim=-1)
    if sampling.greedy:
        token = int(torch.argmax(logits))
    else:
        probs = target_probs(logits, sampling)
        token = int(torch.multinomial(probs, 1, generator=gen))
    return token, float(logp[token])

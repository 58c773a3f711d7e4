"""The engine's one decode loop: a drafter proposes up to K tokens, the target checks them in one pass.

Plain decoding is this loop with K = 0 (no drafter, or the adaptive controller choosing plain steps):
one target pass per token, provenance ``target``. There is no second loop to keep in step with.

Losslessness (Leviathan et al. 2023; Chen et al. 2023):
* greedy: draft token i is accepted while it equals the target's argmax at that position; the first
  mismatch is replaced by the target's argmax, and if all match the target's next argmax is a bonus
  token. The output is the target's greedy output, token for token.
* sampling: token x drawn from the draft's q is accepted with probability min(1, p(x)/q(x)); on rejection
  the replacement is drawn from norm(max(0, p - q)) over the full vocabulary; when all are accepted a
  bonus token is drawn from p. p is exactly the distribution plain decoding samples from
  (``sampling.target_probs``: temperature + top-p), so every emitted token is distributed as under p.
  Drafters without a distribution (n-gram) are point masses: q(x) = 1.

Cache invariant: the target's cache holds every committed token except the last ("pending") one. A
verify step runs [pending, d1..dk] at positions L..L+k; accepting a tokens leaves the cache valid up to
L+a, and the next step simply writes from there (the lean runner's cache is position-addressed, so
rejection costs nothing; the HF runner crops its DynamicCache).

Each yielded step is (token_id, logprob under the target, provenance), provenance one of
accepted / replaced / bonus / target (target = produced by a plain step, no draft).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import torch

from powerlever.config import MAX_K, SamplingConfig
from powerlever.engine import prefix_cache
from powerlever.engine.drafters.adaptive import ADAPTIVE_K_MAX, ByEvidence
from powerlever.engine.drafters.base import Proposal
from powerlever.engine.fastpath import make_runner
from powerlever.engine.sampling import make_generator, pick, target_probs

Step = tuple[int, float, str]


def clamp_k_tau(k: Any, tau: Any) -> tuple[int, float]:
    """K in 0..MAX_K, tau in [0, 1]: values outside raise ValueError with the allowed range."""
    try:
        k_val, tau_val = int(k), float(tau)
    except (TypeError, ValueError):
        raise ValueError(f"K must be an integer and tau a number, got K={k!r}, tau={tau!r}") from None
    if not 0 <= k_val <= MAX_K:
        raise ValueError(f"K must be between 0 and {MAX_K}, got {k_val}")
    if not 0.0 <= tau_val <= 1.0 or tau_val != tau_val:
        raise ValueError(f"tau must be between 0 and 1, got {tau_val}")
    return k_val, tau_val


@dataclass
class SpecTelemetry:
    """Counters for one generation; ``as_dict`` is what ``stats.spec`` and the metrics event carry."""

    method: str
    K: int
    tau: float
    adaptive: bool
    drafter: dict[str, Any] = field(default_factory=dict)
    drafted: int = 0
    accepted: int = 0
    verify_steps: int = 0  # target passes after the prompt (plain steps included)
    draft_steps: int = 0  # verify passes that checked at least one draft token
    plain_steps: int = 0  # passes with no draft (K = 0, or the drafter had nothing)
    tau_stops: int = 0
    emitted: dict[str, int] = field(default_factory=lambda: {"accepted": 0, "replaced": 0, "bonus": 0, "target": 0})
    position_reached: list[int] = field(default_factory=list)
    position_accepted: list[int] = field(default_factory=list)
    k_history: list[int] = field(default_factory=list)
    draft_ms: float = 0.0
    verify_ms: float = 0.0
    prefill_ms: float = 0.0

    def record(self, asked: int, prop: Proposal, n_accepted: int, draft_ms: float, verify_ms: float) -> None:
        n = len(prop)
        self.verify_steps += 1
        self.k_history.append(asked)
        self.drafted += n
        self.accepted += n_accepted
        self.draft_ms += draft_ms
        self.verify_ms += verify_ms
        self.tau_stops += int(prop.stopped_by_tau)
        if n:
            self.draft_steps += 1
        else:
            self.plain_steps += 1
        while len(self.position_reached) < n:
            self.position_reached.append(0)
            self.position_accepted.append(0)
        for i in range(min(n, n_accepted + 1)):  # draft i is checked iff 0..i-1 were accepted
            self.position_reached[i] += 1
            if i < n_accepted:
                self.position_accepted[i] += 1

    def as_dict(self, controller: ByEvidence | None = None) -> dict[str, Any]:
        per_pos = [round(a / r, 4) if r else None for a, r in zip(self.position_accepted, self.position_reached, strict=True)]
        out: dict[str, Any] = {
            "method": self.method, "K": self.K, "tau": self.tau, "adaptive": self.adaptive,
            "drafter": self.drafter,
            "drafted": self.drafted, "accepted": self.accepted,
            "acceptance_rate": round(self.accepted / self.drafted, 4) if self.drafted else None,
            "verify_steps": self.verify_steps, "draft_steps": self.draft_steps, "plain_steps": self.plain_steps,
            "mean_accepted_length": round(self.accepted / self.draft_steps, 4) if self.draft_steps else None,
            "tokens_per_verify": round((self.accepted + self.verify_steps) / self.verify_steps, 4)
            if self.verify_steps else None,
            "per_position_acceptance": per_pos,
            "per_position_checked": list(self.position_reached),
            "k_history": list(self.k_history),
            "tau_stops": self.tau_stops,
            "emitted": dict(self.emitted),
            "draft_ms": round(self.draft_ms, 2), "verify_ms": round(self.verify_ms, 2),
            "prefill_ms": round(self.prefill_ms, 2),
        }
        if controller is not None:
            out["adaptive_decisions"] = controller.decisions
            out["plain_decoding_chosen_steps"] = sum(1 for k in self.k_history if k == 0)
        return out


def decode_steps(generation: Any) -> Iterator[Step]:
    """The decode loop for one ``Generation`` (see ``powerlever.engine.generate``): speculative when it
    has a drafter and speculation is enabled, else plain (K = 0)."""
    g = generation
    spec, sampling = g.spec, g.sampling
    drafter = g.drafter if spec.enabled else None
    if drafter is None:
        yield from _loop(g, sampling, None, 0, 0.0, None, None)
        return
    k_fixed, tau = clamp_k_tau(spec.K, spec.tau)
    controller = ByEvidence(k_max=max(k_fixed, ADAPTIVE_K_MAX), k_init=k_fixed or 4) if spec.adaptive else None
    tele = SpecTelemetry(method=drafter.method, K=k_fixed, tau=tau, adaptive=bool(spec.adaptive),
                         drafter=drafter.describe())
    g.stats.spec = tele.as_dict(controller)
    try:
        yield from _loop(g, sampling, drafter, k_fixed, tau, controller, tele)
    finally:
        tele.drafter = drafter.describe()  # end-of-request counters (e.g. the hybrid's steps per source)
        g.stats.spec = tele.as_dict(controller)


@torch.inference_mode()
def _loop(g: Any, sampling: SamplingConfig, drafter: Any, k_fixed: int, tau: float,
          controller: ByEvidence | None, tele: SpecTelemetry | None) -> Iterator[Step]:
    max_tokens = int(sampling.max_tokens)
    capacity = len(g.prompt_ids) + max_tokens + MAX_K + 2
    runner = make_runner(g.target.model, capacity=capacity, weights=g.weights)
    g.stats.extra.update(runner.plan.describe())
    gen = make_generator(sampling.seed, runner.device)
    ctx = list(g.prompt_ids)

    t0 = time.perf_counter()
    head = prefix_cache.template_head(g.target.tokenizer, ctx)
    # a head goes to disk only when it holds the app's text alone: a prompt that spells the user turn's opening
    # would otherwise put its own words before the last opening, inside the head
    shared = g.shared_head and head == prefix_cache.template_head(g.target.tokenizer, ctx, first=True)
    logits, g.stats.extra["prefix_reused_tokens"] = prefix_cache.prefill(runner, ctx, head, shared=shared)
    token, logprob, _, _ = pick(logits, sampling, gen)
    prefill_ms = (time.perf_counter() - t0) * 1000
    g.stats.extra["prefill_ms"] = round(prefill_ms, 2)
    if tele is not None:
        tele.prefill_ms = prefill_ms
        tele.emitted["target"] += 1
    yield token, logprob, "target"
    ctx.append(token)
    produced = 1
    if drafter is not None:
        drafter.reset(g.prompt_ids, runner, prompt_head=head)

    while produced < max_tokens:
        t_d = time.perf_counter()
        k = controller.choose(drafter.evidence(ctx)) if controller is not None else k_fixed
        k = max(0, min(k, max_tokens - produced - 1))
        prop = drafter.propose(ctx, k, tau, sampling, gen) if k > 0 else Proposal()
        t_v = time.perf_counter()
        start = len(ctx) - 1
        hidden = runner.forward([ctx[-1], *prop.tokens], start)
        logits = runner.logits(hidden)  # [n+1, vocab]
        out, n_acc = _verify(logits, prop, sampling, gen)
        t_end = time.perf_counter()
        if tele is not None:
            draft_ms, verify_ms = (t_v - t_d) * 1000, (t_end - t_v) * 1000
            tele.record(k, prop, n_acc, draft_ms, verify_ms)
            if controller is not None:
                controller.record(k, len(prop), n_acc, draft_ms, verify_ms, prop.fed, prop.feed_ms)
        logps = torch.log_softmax(logits[: len(out)], dim=-1)
        for i, (tok, provenance) in enumerate(out):
            if tele is not None:
                tele.emitted[provenance] += 1
            yield tok, float(logps[i, tok]), provenance
            ctx.append(tok)
            produced += 1
        if drafter is not None:
            drafter.update(ctx, n_acc)


def _verify(logits: torch.Tensor, prop: Proposal, sampling: SamplingConfig,
            gen: torch.Generator | None) -> tuple[list[tuple[int, str]], int]:
    """Apply the acceptance rule; returns the emitted (token, provenance) list and the accepted count."""
    n = len(prop)
    if n == 0:
        return [(pick(logits[0], sampling, gen)[0], "target")], 0
    out: list[tuple[int, str]] = []
    if sampling.greedy:
        best = logits.argmax(dim=-1).tolist()
        for i, tok in enumerate(prop.tokens):
            if tok != best[i]:
                out.append((best[i], "replaced"))
                return out, i
            out.append((tok, "accepted"))
        out.append((best[n], "bonus"))
        return out, n
    for i, tok in enumerate(prop.tokens):
        p = target_probs(logits[i], sampling)
        q_tok = 1.0 if prop.q is None else float(prop.q[i, tok])
        p_tok = float(p[tok])
        u = float(torch.rand((), generator=gen, device=logits.device)) if gen is not None else float(torch.rand(()))
        if q_tok > 0 and u < min(1.0, p_tok / q_tok):
            out.append((tok, "accepted"))
            continue
        if prop.q is None:
            residual = p.clone()
            residual[tok] = 0.0
        else:
            residual = torch.clamp(p - prop.q[i].to(p.device), min=0.0)
        total = float(residual.sum())
        dist = residual / total if total > 0 else p
        out.append((int(torch.multinomial(dist, 1, generator=gen)), "replaced"))
        return out, i
    out.append((pick(logits[n], sampling, gen)[0], "bonus"))
    return out, n

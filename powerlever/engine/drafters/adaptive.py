"""Online choice of K (draft length) that maximizes expected tokens per second for this request.

Model, re-estimated after every verify step from measurements of this very generation:

* r_i: probability that draft position i is proposed *and* accepted, given positions 1..i-1 were
  (recency-weighted counts with a weak prior). Expected tokens per verify step with K drafts:
  E(K) = 1 + sum_{i<=K} prod_{j<=i} r_j (the 1 is the target's own replaced/bonus token).
* cost: T(K) = K * y * d + v(1 + K * y), where d is the measured draft time per drafted token (a draft
  model's one-time catch-up after plain steps or of the prompt left out: ``record``), y the
  measured share of asked positions the drafter actually fills (n-gram misses, tau stops), and v(n)
  the measured verify time for n tokens (per-n moving averages, linear in n where unmeasured).

K* = argmax E(K) / T(K) over 0..k_max; K = 0 is plain decoding (T = v(1)). While K = 0 wins, a probe
step with a small K runs every ``probe_every`` steps so a change in the text (e.g. the answer starts
quoting the prompt) is noticed; a probe that is fully rejected doubles the spacing (up to 64 steps),
an accepted one resets it. Each change of K is logged with the numbers that justified it.

``ByEvidence`` keeps one such estimate per kind of evidence the drafter reports before drafting (prompt
lookup: the length of its match), all sharing the measured verify costs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# the longest draft the controller considers unless a request fixes a larger K: a verify pass of 1 + 7 rows
# is one block of the tiled kernels' 8 rows, and a 9th row costs a second block (int4-a8t, 1 thread, Zen 5:
# 8 rows 42 ms, 9 rows 64 ms; docs/results/replay/spec_replay.json), which the controller learns only by paying it
ADAPTIVE_K_MAX = 7
STEADY_FEED = 2  # rows a draft model feeds per step while drafting: the target's bonus/replacement and
# the last draft token it never fed


@dataclass
class AdaptiveK:
    k_max: int = 8
    k_init: int = 4
    decay: float = 0.92  # per-step weight on old evidence: adapts within a few dozen tokens
    probe_every: int = 8
    prior_accept: float = 0.5
    prior_weight: float = 1.0
    slope_prior: float = 0.08  # extra verify cost per token, as a share of v(1), until measured
    reached: list[float] = field(default_factory=list)
    success: list[float] = field(default_factory=list)
    verify_ms: dict[int, float] = field(default_factory=dict)
    draft_ms_per_token: float | None = None
    fill: float = 1.0
    current: int = 0
    steps: int = 0
    zero_streak: int = 0
    probe_interval: int = 0  # current spacing of probes while K = 0 wins (doubles after a failed probe)
    probing: bool = False
    decisions: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.k_max = max(0, int(self.k_max))
        self.k_init = max(0, min(int(self.k_init), self.k_max))
        self.reached = [0.0] * (self.k_max + 1)
        self.success = [0.0] * (self.k_max + 1)
        self.current = self.k_init
        self.probe_interval = self.probe_every

    # -- estimates ---------------------------------------------------------------------------
    def accept_rates(self) -> list[float]:
        rates = [1.0]
        prev = self.prior_accept
        for i in range(1, self.k_max + 1):
            w = self.prior_weight
            rate = (self.success[i] + w * prev) / (self.reached[i] + w)
            rates.append(rate)
            prev = rate
        return rates

    def verify_cost(self, n_tokens: int) -> float | None:
        if not self.verify_ms:
            return None
        if n_tokens in self.verify_ms:
            return self.verify_ms[n_tokens]
        known = sorted(self.verify_ms)
        if len(known) >= 2:
            (n0, c0), (n1, c1) = (known[0], self.verify_ms[known[0]]), (known[-1], self.verify_ms[known[-1]])
            slope = max(0.0, (c1 - c0) / (n1 - n0))
        else:
            n0, c0 = known[0], self.verify_ms[known[0]]
            slope = self.slope_prior * c0
        nearest = min(known, key=lambda n: abs(n - n_tokens))
        return max(1e-3, self.verify_ms[nearest] + slope * (n_tokens - nearest))

    def expected_tps(self) -> dict[int, float]:
        base = self.verify_cost(1)
        if base is None:
            return {}
        rates = self.accept_rates()
        d = self.draft_ms_per_token or 0.0
        out: dict[int, float] = {}
        tokens, prod = 1.0, 1.0
        for k in range(self.k_max + 1):
            if k > 0:
                prod *= rates[k]
                tokens += prod
            drafted = k * self.fill
            cost = drafted * d + (self.verify_cost(1 + round(drafted)) or base)
            out[k] = 1000.0 * tokens / cost
        return out

    # -- control -----------------------------------------------------------------------------
    def choose(self) -> int:
        self.steps += 1
        tps = self.expected_tps()
        if not tps:
            return self.current
        best = max(tps, key=lambda k: (tps[k], -k))
        self.probing = False
        if best == 0:
            self.zero_streak += 1
            if self.zero_streak >= self.probe_interval:
                self.zero_streak = 0
                self.probing = True
                self._log(min(2, self.k_max), tps, "probe: re-measure acceptance while plain decoding wins")
                return min(2, self.k_max)
        else:
            self.zero_streak = 0
            self.probe_interval = self.probe_every
        if best != self.current:
            why = "plain decoding is faster: drafts are not paying" if best == 0 else "higher expected tokens/s"
            self._log(best, tps, why)
            self.current = best
        return best

    def record(self, asked: int, drafted: int, accepted: int, draft_ms: float, verify_ms: float,
               fed: int = 0, feed_ms: float = 0.0) -> None:
        """One verify step's outcome. ``fed``/``feed_ms``: the rows a draft model fed before drafting and
        their time; a catch-up longer than a run of drafting leaves (> STEADY_FEED rows: the prompt, or the
        tokens of plain steps) is a one-time cost, kept out of the per-token draft cost, so that one probe
        after plain steps does not price every later draft at the catch-up's rate."""
        if self.probing and drafted > 0:  # back off after a wasted probe, up to every 64 steps
            self.probe_interval = self.probe_every if accepted else min(64, 2 * self.probe_interval)
        for i in range(1, self.k_max + 1):
            self.reached[i] *= self.decay
            self.success[i] *= self.decay
        for i in range(1, min(asked, self.k_max) + 1):  # position i was reached iff 1..i-1 accepted
            if i - 1 > accepted:
                break
            self.reached[i] += 1.0
            if i <= accepted:
                self.success[i] += 1.0
        n = 1 + drafted
        prev = self.verify_ms.get(n)
        self.verify_ms[n] = verify_ms if prev is None else 0.7 * prev + 0.3 * verify_ms
        per = self._draft_cost_per_token(drafted, draft_ms, fed, feed_ms)
        if per is not None:
            self.draft_ms_per_token = per if self.draft_ms_per_token is None else 0.7 * self.draft_ms_per_token + 0.3 * per
        if asked > 0:
            self.fill = 0.8 * self.fill + 0.2 * (drafted / asked)

    def _draft_cost_per_token(self, drafted: int, draft_ms: float, fed: int, feed_ms: float) -> float | None:
        if drafted <= 0:
            return None
        if fed <= STEADY_FEED:
            return draft_ms / drafted
        if drafted > 1:  # the drafting steps after the catch-up: what each drafted token costs from here on
            return max(0.0, draft_ms - feed_ms) / (drafted - 1)
        return None if self.draft_ms_per_token is not None else draft_ms  # nothing better measured yet

    def _log(self, k: int, tps: dict[int, float], why: str) -> None:
        if len(self.decisions) >= 64:
            return
        self.decisions.append({
            "step": self.steps, "K": k, "reason": why,
            "expected_tps": {str(kk): round(v, 1) for kk, v in tps.items()},
            "draft_ms_per_token": round(self.draft_ms_per_token or 0.0, 3),
            "verify_ms_1": round(self.verify_cost(1) or 0.0, 3),
        })


class ByEvidence:
    """One ``AdaptiveK`` per evidence key the drafter gives before each step, sharing verify costs.

    Why: prompt lookup's chances depend on what it matched. In a chat answer a one-token match is accepted
    rarely; in a rewrite a four-token match usually is. One controller averaged the two: it drafted into
    chat's rejections, or stopped drafting (probing only every 8-64 steps) while long copies went by. Keyed
    by match length, on replayed greedy outputs of the 1.5B (docs/speculative.md, "Copying from the longest
    match"), decode went 1.165 -> 1.22x plain with the Zen 4 host's verify costs and 1.483 -> 1.508x with
    Zen 5's. A drafter without evidence (key None) gets one controller, as before.
    """

    def __init__(self, **settings: Any):
        self.settings = settings
        self.by_key: dict[Any, AdaptiveK] = {}
        self.verify_ms: dict[int, float] = {}
        self.decisions: list[dict[str, Any]] = []
        self.steps = 0
        self._last: AdaptiveK | None = None

    def choose(self, key: Any = None) -> int:
        ctrl = self.by_key.get(key)
        if ctrl is None:
            ctrl = self.by_key[key] = AdaptiveK(**self.settings)
            ctrl.verify_ms = self.verify_ms  # verify time is the target's, whatever the drafter knew
        self.steps += 1
        seen = len(ctrl.decisions)
        k = ctrl.choose()
        for d in ctrl.decisions[seen:]:
            if len(self.decisions) < 64:
                self.decisions.append({**d, "step": self.steps, "evidence": key})
        self._last = ctrl
        return k

    def record(self, *outcome: Any, **named: Any) -> None:
        """The outcome of the step ``choose`` last answered (``AdaptiveK.record``'s arguments)."""
        if self._last is not None:
            self._last.record(*outcome, **named)

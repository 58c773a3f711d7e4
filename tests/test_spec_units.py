"""Drafter and controller logic without a model: prompt lookup, adaptive K, K/tau validation."""

from __future__ import annotations

import pytest

from powerlever.config import SamplingConfig
from powerlever.engine.drafters.adaptive import AdaptiveK
from powerlever.engine.drafters.ngram import NgramDrafter
from powerlever.engine.speculative import clamp_k_tau

GREEDY = SamplingConfig()


def test_prompt_lookup_copies_the_continuation_of_the_longest_match():
    d = NgramDrafter(max_ngram=3)
    ctx = [1, 2, 3, 4, 5, 6, 9, 9, 1, 2, 3]
    d.reset(ctx, None)
    prop = d.propose(ctx, 4, 0.0, GREEDY, None)
    assert prop.tokens == [4, 5, 6, 9]
    assert prop.q is None  # an n-gram proposal is a point mass


def test_prompt_lookup_confidence_and_tau():
    d = NgramDrafter(max_ngram=2)
    ctx = [7, 8, 1, 7, 8, 2, 7, 8, 1, 5, 7, 8]
    d.reset(ctx, None)
    prop = d.propose(ctx, 1, 0.0, GREEDY, None)
    assert prop.tokens == [1]  # 7 8 -> 1 twice, -> 2 once
    # confidence = count / (occurrences + 1) = 2/4: it passes tau 0.49 and stops at tau 0.51
    assert d.propose(ctx, 1, 0.49, GREEDY, None).tokens == [1]
    stopped = d.propose(ctx, 3, 0.51, GREEDY, None)
    assert stopped.tokens == [] and stopped.stopped_by_tau


def test_prompt_lookup_indexes_new_tokens_and_misses_cleanly():
    d = NgramDrafter()
    d.reset([1, 2, 3], None)
    assert d.propose([1, 2, 3], 3, 0.0, GREEDY, None).tokens == []
    d.update([1, 2, 3, 4, 1, 2], 0)
    assert d.propose([1, 2, 3, 4, 1, 2], 2, 0.0, GREEDY, None).tokens == [3, 4]


def test_k_and_tau_validation():
    assert clamp_k_tau(4, 0.5) == (4, 0.5)
    for k, tau in ((17, 0.0), (-1, 0.0), (2, 1.01), (2, -0.1), ("x", 0.0)):
        with pytest.raises(ValueError):
            clamp_k_tau(k, tau)


def _feed(ctrl: AdaptiveK, steps: int, accept_prob: float, draft_ms: float, verify_base: float, per_token: float):
    import random

    rng = random.Random(0)
    for _ in range(steps):
        k = ctrl.choose()
        acc = 0
        while acc < k and rng.random() < accept_prob:
            acc += 1
        ctrl.record(k, k, acc, draft_ms * k, verify_base + per_token * k)


def test_adaptive_picks_long_drafts_when_they_pay():
    ctrl = AdaptiveK(k_max=8, k_init=2)
    _feed(ctrl, 60, accept_prob=0.9, draft_ms=0.05, verify_base=20.0, per_token=1.0)
    assert ctrl.current >= 5
    assert ctrl.decisions and all("expected_tps" in d for d in ctrl.decisions)


def test_a_draft_models_catch_up_is_not_priced_as_every_drafts_cost():
    """The first draft step feeds the whole prompt (and a probe after plain steps, their backlog): charging
    that to each drafted token made a 97 %-accepted 0.5B draft look 3x dearer than it is, and the controller
    stayed on plain decoding. The same well-accepted draft with and without that first catch-up."""
    def run(first_feed_ms: float) -> AdaptiveK:
        ctrl = AdaptiveK(k_max=8, k_init=3)
        for step in range(40):
            k = ctrl.choose()
            fed, feed_ms = (120, first_feed_ms) if step == 0 else (min(2, k) if k else 0, 10.0 if k else 0.0)
            # 10 ms a draft step, 30 ms a one-row target step, 60 ms a 4-row pass; every draft accepted
            ctrl.record(k, k, k, feed_ms + 10.0 * max(0, k - 1) if k else 0.0, 30.0 + 10.0 * k, fed, feed_ms)
        return ctrl

    plain_feed, long_feed = run(10.0), run(400.0)
    assert plain_feed.draft_ms_per_token == pytest.approx(10.0)
    assert long_feed.draft_ms_per_token == pytest.approx(10.0)  # the 400 ms prompt feed is not a per-token cost
    assert long_feed.current >= 3
    ctrl = AdaptiveK(k_max=8, k_init=3)
    ctrl.record(1, 1, 1, 400.0, 40.0, fed=120, feed_ms=395.0)  # nothing but the catch-up measured yet
    assert ctrl.draft_ms_per_token == pytest.approx(400.0)  # conservative until a drafting step is timed
    ctrl.record(3, 3, 3, 30.0, 60.0, fed=2, feed_ms=10.0)
    assert ctrl.draft_ms_per_token == pytest.approx(0.7 * 400.0 + 0.3 * 10.0)


def test_adaptive_falls_back_to_plain_decoding_and_says_so():
    ctrl = AdaptiveK(k_max=8, k_init=4)
    _feed(ctrl, 60, accept_prob=0.05, draft_ms=15.0, verify_base=20.0, per_token=8.0)
    assert ctrl.current == 0
    assert any(d["K"] == 0 and "plain decoding" in d["reason"] for d in ctrl.decisions)
    # failed probes back off, but it keeps probing so it can come back when drafts start paying
    assert ctrl.probe_interval > ctrl.probe_every
    ks = [ctrl.choose() for _ in range(65)]
    assert any(k > 0 for k in ks)

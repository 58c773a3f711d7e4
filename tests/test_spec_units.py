"""Drafter and controller logic without a model: prompt lookup, adaptive K, K/tau validation."""

from __future__ import annotations

import pytest

from powerlever.config import SamplingConfig
from powerlever.engine.drafters.adaptive import AdaptiveK, ByEvidence
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


def test_prompt_lookup_confidence_is_the_match_length_and_tau_stops_short_matches():
    d = NgramDrafter(max_ngram=2)
    ctx = [7, 8, 1, 7, 8, 2, 7, 8, 1, 5, 7, 8]
    d.reset(ctx, None)
    assert d.longest_match() == (2, 8)  # "7 8" three times, none preceded by 5: the most recent wins
    assert d.propose(ctx, 1, 0.0, GREEDY, None).tokens == [1]
    # confidence = m / (m + 1) = 2/3: it passes tau 0.66 and stops at tau 0.67
    assert d.propose(ctx, 3, 0.66, GREEDY, None).tokens == [1, 5, 7]
    stopped = d.propose(ctx, 3, 0.67, GREEDY, None)
    assert stopped.tokens == [] and stopped.stopped_by_tau


def test_prompt_lookup_copies_from_one_place_the_longest_match():
    """The draft continues from where the longest match sits; a token-by-token lookup of the last 3 tokens
    jumped after "1 2 3" to its most recent follower 4."""
    ctx = [5, 1, 2, 3, 9, 8, 7, 1, 2, 3, 4, 6, 5, 1, 2]
    d = NgramDrafter(max_ngram=3)
    d.reset(ctx, None)
    assert d.longest_match() == (3, 3)
    assert d.propose(ctx, 4, 0.0, GREEDY, None).tokens == [3, 9, 8, 7]


def test_prompt_lookup_extends_a_match_beyond_max_ngram():
    """Two earlier "1 2 3"s: the one preceded by the same tokens as the end of the context wins, though it
    is not the most recent."""
    ctx = [6, 6, 1, 2, 3, 4, 9, 1, 2, 3, 5, 9, 6, 6, 1, 2, 3]
    d = NgramDrafter(max_ngram=3)
    d.reset(ctx, None)
    assert d.longest_match() == (5, 5)
    assert d.propose(ctx, 2, 0.0, GREEDY, None).tokens == [4, 9]


def test_prompt_lookup_drafts_at_most_2m_plus_1_tokens():
    ctx = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    d = NgramDrafter()
    d.reset(ctx, None)
    assert d.propose(ctx, 8, 0.0, GREEDY, None).tokens == [2, 3, 4]  # a one-token match: 3 tokens


def test_prompt_lookup_copy_runs_into_its_own_draft():
    ctx = [4, 9, 4, 9, 4]
    d = NgramDrafter()
    d.reset(ctx, None)
    assert d.longest_match() == (3, 3)
    assert d.propose(ctx, 6, 0.0, GREEDY, None).tokens == [9, 4, 9, 4, 9, 4]


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


def test_prompt_lookup_evidence_is_the_capped_match_length():
    d = NgramDrafter()
    ctx = [6, 6, 1, 2, 3, 4, 9, 1, 2, 3, 5, 9, 6, 6, 1, 2, 3]
    d.reset(ctx, None)
    assert d.evidence(ctx) == 4  # a 5-token match, capped
    assert d.evidence([*ctx, 8]) == 0  # nothing earlier is followed by 8


def test_by_evidence_keeps_acceptance_apart_and_verify_costs_shared():
    """Short matches that are always rejected turn drafting off for them only; long matches keep drafting."""
    ctrl = ByEvidence(k_max=7, k_init=4)
    for _ in range(40):
        k = ctrl.choose(1)
        ctrl.record(k, k, 0, 0.0, 30.0 + 8.0 * k)  # a one-token match: never accepted
        k = ctrl.choose(4)
        ctrl.record(k, k, k, 0.0, 30.0 + 8.0 * k)  # a long match: always accepted
    assert ctrl.by_key[1].current == 0
    assert ctrl.by_key[4].current >= 4
    assert ctrl.by_key[1].verify_ms is ctrl.by_key[4].verify_ms
    assert {d["evidence"] for d in ctrl.decisions} == {1, 4}

from __future__ import annotations

import pytest

from powerlever import tiers
from powerlever.tiers import TIERS, get_tier, speed_to_sampling, tier_for_power, tokenizer_family


def test_power_ranges_cover_0_to_100_without_gaps_or_overlaps():
    for p10 in range(0, 1001):
        power = p10 / 10
        owners = [t.name for t in TIERS if t.contains(power)]
        assert len(owners) == 1, (power, owners)
    assert tier_for_power(0).name == "eco"
    assert tier_for_power(100).name == "ultra"
    assert [t.name for t in TIERS] == ["eco", "balanced", "performance", "ultra"]


def test_power_out_of_range_is_refused():
    with pytest.raises(ValueError, match="between 0 and 100"):
        tier_for_power(101)
    with pytest.raises(ValueError):
        tier_for_power(-0.1)


def test_drafts_share_their_targets_tokenizer_family():
    for t in TIERS:
        if t.draft_model:
            assert tokenizer_family(t.draft_model) == tokenizer_family(t.target_model), t.name
        for step in t.modal_fallback:
            if step.draft_model:
                assert tokenizer_family(step.draft_model) == tokenizer_family(step.target_model), step
        for d in t.local.drafts:  # drafts for the tier's own model (a fallback target refuses them at run time)
            assert tokenizer_family(d) == tokenizer_family(t.local.targets[0]), (t.name, d)


def test_every_local_chain_ends_in_the_packaged_model():
    for t in TIERS:
        assert t.local.targets[-1] == tiers.PACKAGED_MODEL


def test_speed_table_covers_0_to_100_and_trades_length_for_speed():
    tokens = [speed_to_sampling(s)["max_tokens"] for s in range(0, 101)]
    assert tokens == sorted(tokens, reverse=True)
    assert speed_to_sampling(100)["temperature"] == 0.0


def test_auto_table_is_monotone_and_ends_in_ultra():
    powers = [tiers.difficulty_to_power(d) for d in range(1, 11)]
    assert powers == sorted(powers)
    assert tier_for_power(powers[0]).name == "eco"
    assert tier_for_power(powers[-1]).name == "ultra"


def test_unknown_tier_lists_known_ones():
    with pytest.raises(ValueError, match="eco, balanced, performance, ultra"):
        get_tier("mega")


def test_a_tier_turns_on_vocab_topk_from_the_registry(monkeypatch):
    from dataclasses import replace

    from powerlever.config import GenerationRequest
    from powerlever.routing import build_config

    perf = get_tier("performance")
    patched = replace(perf, local=replace(perf.local, spec=replace(perf.local.spec, vocab_topk=3000)))
    monkeypatch.setattr(tiers, "TIERS", tuple(patched if t.name == "performance" else t for t in TIERS))
    cfg = build_config(60, 50, 6, "manual", request=GenerationRequest(prompt="x").validate())
    assert cfg.tier == "performance" and cfg.spec.enabled
    assert cfg.spec.vocab_topk == 3000 and cfg.to_event_data()["spec_decoding"]["vocab_topk"] == 3000

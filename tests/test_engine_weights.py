"""Every weight format decodes losslessly: speculative greedy output equals plain greedy output in the
same format, for every drafter, on a Qwen2-shaped model (int4 needs a hidden size that is a multiple
of 128, which SmolLM2's 576 is not). Random weights make near-uniform logits: many near-ties, the
hardest case for bit-exact verification."""

from __future__ import annotations

import pytest

from powerlever.config import SamplingConfig, SpecConfig
from powerlever.engine import quant
from powerlever.engine.drafters import make_drafter
from powerlever.engine.generate import Generation, build_prompt_ids


@pytest.mark.parametrize("fmt", [*quant.FORMATS, quant.MIXED_A8, quant.MIXED_A16])
def test_every_format_is_lossless_for_every_drafter(tiny_qwen, fmt):
    ids, _ = build_prompt_ids(tiny_qwen, "Rewrite: the cat sat on the mat and the cat sat on the mat.", 24)
    plain = Generation(tiny_qwen, ids, SamplingConfig(max_tokens=24), weights=fmt)
    want = [s.token_id for s in plain]
    # a format this machine cannot run falls back (int4-a8 needs the native AVX2 kernel: not where PyTorch packs
    # int4 for AVX-512), and the fallback is as lossless
    assert plain.stats.extra["weights"] == quant.resolve(fmt)[0] and len(want) > 4
    assert {s.spec for s in Generation(tiny_qwen, ids, SamplingConfig(max_tokens=4), weights=fmt)} == {"target"}
    specs = [(SpecConfig("ngram", K=4), {}), (SpecConfig("layerskip", K=3), {"exit_layer": 1}),
             (SpecConfig("draft_model", K=3, adaptive=True), {}),
             (SpecConfig("hybrid", K=4, adaptive=True), {"draft_weights": "int8"})]
    for spec, options in specs:
        drafter = make_drafter(spec, tiny_qwen, tiny_qwen, **options)
        gen = Generation(tiny_qwen, ids, SamplingConfig(max_tokens=24), spec, drafter=drafter, weights=fmt)
        assert [s.token_id for s in gen] == want, f"{spec.method} changed the greedy output in {fmt}"
        if spec.method != "ngram":  # random text seldom repeats the prompt; model drafters always draft
            assert gen.stats.spec["drafted"] > 0
        if spec.method == "hybrid":  # per-source counts are the end-of-request ones
            assert sum(gen.stats.spec["drafter"]["steps_by_source"].values()) > 0


def test_auto_picks_a_format_the_model_can_run_without_a_fallback_note(smol, tiny_qwen):
    from powerlever.engine.fastpath import weight_plan

    assert weight_plan(tiny_qwen.model, "auto").step == (quant.MIXED_A16 if quant.available(quant.MIXED_A16)
                                                         else quant.MIXED)
    assert weight_plan(tiny_qwen.model, "auto").note is None
    plan = weight_plan(smol.model, "auto")  # hidden 576: int4-g128 cannot pack it; int8 weights, zero-padded
    assert plan.step == (quant.W8A16 if quant.available(quant.W8A16) else "int8") and plan.note is None


async def test_a_format_the_machine_cannot_run_is_a_visible_trace_step(smol, monkeypatch):
    from powerlever import pipeline
    from powerlever.config import GenerationRequest

    monkeypatch.setattr(quant, "available", lambda fmt: fmt not in ("int4-g128", "int8", quant.W8A16))
    events = await pipeline.collect(GenerationRequest(prompt="Say hi.", tier="eco", max_tokens=3))
    steps = [e.data for e in events if e.type == "trace" and e.data["step"] == "weights"]
    assert steps and steps[0]["result"]["running"] == "fp16" and "no int8 kernel" in steps[0]["result"]["why"]
    assert events[-2].data.get("weights") == "fp16"

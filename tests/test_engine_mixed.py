"""The ``mixed`` weight plan: each matrix in the int format measured fastest for its role (int8 down,
int4-g128 elsewhere; ``quant.MIXED_ROLES``). Checked on a random Qwen2-shaped model: the per-matrix
choice is applied, every product equals that format's own product bit for bit (and shares its packed
matrix), the plan is batch-invariant, and speculative greedy output equals plain greedy output."""

from __future__ import annotations

import pytest
import torch

from powerlever.config import SamplingConfig, SpecConfig
from powerlever.engine import fastpath, quant
from powerlever.engine.drafters import make_drafter
from powerlever.engine.generate import Generation, build_prompt_ids

pytestmark = pytest.mark.skipif(not quant.available("mixed"), reason="needs the int8 and int4 CPU kernels")
ROLES = ("qkv", "o", "gate_up", "down")


def test_names_plan_and_fallbacks(smol, tiny_qwen):
    assert quant.normalize("int4-int8") == quant.normalize("MIX") == "mixed"
    plan = fastpath.weight_plan(tiny_qwen.model, "mixed")
    assert plan.step == "mixed" and plan.note is None
    assert plan.prefill == ("int8-dyn" if quant.available("int8-dyn") else "mixed")
    d = plan.describe()
    assert d["weights"] == "mixed" and d["weights_by_matrix"] == quant.MIXED_DETAIL and d["batched_verify"]
    smol_plan = fastpath.weight_plan(smol.model, "mixed")  # hidden 576: no int4 group fits
    assert smol_plan.step == "int8" and "576" in smol_plan.note
    assert quant.matrix_format("mixed", "gate_up", 576) == "int8" and quant.matrix_format("int8", "head") == "int8"
    assert quant.resolve("mixed", "cuda")[0] == "bf16"


def test_per_matrix_choice_is_applied_and_products_equal_each_formats_own(tiny_qwen):
    model = tiny_qwen.model
    fastpath.release_packed(model)
    mixed = fastpath.packed_weights(model, "mixed")
    x = torch.randn(5, 512)
    for i, layer in enumerate(mixed["layers"]):
        for role in ROLES:
            ql = layer[role]
            assert ql.fmt == quant.MIXED_ROLES[role]
            own = fastpath.packed_weights(model, ql.fmt)["layers"][i][role]
            assert own is ql  # packed once, shared by both plans
            ref = {"qkv": [model.model.layers[i].self_attn.q_proj.weight, model.model.layers[i].self_attn.k_proj.weight,
                           model.model.layers[i].self_attn.v_proj.weight],
                   "o": model.model.layers[i].self_attn.o_proj.weight,
                   "gate_up": [model.model.layers[i].mlp.gate_proj.weight, model.model.layers[i].mlp.up_proj.weight],
                   "down": model.model.layers[i].mlp.down_proj.weight}[role]
            fresh = quant.QLinear(ref, ql.fmt, ql.bias)
            xi = x[:, : ql.in_features]
            assert torch.equal(ql(xi), fresh(xi))
    assert mixed["head"].fmt == "int4-g128"
    assert torch.equal(mixed["head"](x[:, :256]), quant.QLinear(model.lm_head.weight, "int4-g128")(x[:, :256]))
    # packed first, then the pure formats: they reuse the mixed plan's matrices too
    fastpath.release_packed(model)
    mixed = fastpath.packed_weights(model, "mixed")
    int8 = fastpath.packed_weights(model, "int8")
    assert int8["layers"][0]["down"] is mixed["layers"][0]["down"]
    assert int8["layers"][0]["gate_up"] is not mixed["layers"][0]["gate_up"]
    assert int8["layers"][0]["gate_up"].fmt == "int8"


def test_mixed_is_batch_invariant_and_verify_is_batched(tiny_qwen):
    assert quant.batch_invariant("mixed") == (quant.batch_invariant("int8") and quant.batch_invariant("int4-g128"))
    runner = fastpath.LlamaRunner(tiny_qwen.model, weights="mixed")
    assert runner.row_exact == (not quant.batch_invariant("mixed", fastpath.PREFILL_ROWS, torch.get_num_threads()))
    ids = list(range(10, 40))
    with torch.inference_mode():
        runner.forward(ids, 0)
        batch = runner.logits(runner.forward([5, 6, 7, 8], len(ids)))
        one = []
        for j, t in enumerate([5, 6, 7, 8]):
            one.append(runner.logits(runner.forward([t], len(ids) + j)))
    assert torch.equal(batch, torch.cat(one))


def test_mixed_greedy_is_lossless_for_every_drafter(tiny_qwen):
    ids, _ = build_prompt_ids(tiny_qwen, "Rewrite: the cat sat on the mat and the cat sat on the mat.", 24)
    plain = Generation(tiny_qwen, ids, SamplingConfig(max_tokens=24), weights="mixed")
    want = [s.token_id for s in plain]
    assert plain.stats.extra["weights"] == "mixed" and len(want) > 4
    assert plain.stats.extra["weights_by_matrix"] == quant.MIXED_DETAIL
    specs = [(SpecConfig("ngram", K=4), {}), (SpecConfig("layerskip", K=3), {"exit_layer": 1}),
             (SpecConfig("draft_model", K=3, adaptive=True), {}),
             (SpecConfig("hybrid", K=4, adaptive=True), {"draft_weights": "int8"})]
    for spec, options in specs:
        drafter = make_drafter(spec, tiny_qwen, tiny_qwen, **options)
        gen = Generation(tiny_qwen, ids, SamplingConfig(max_tokens=24), spec, drafter=drafter, weights="mixed")
        assert [s.token_id for s in gen] == want, f"{spec.method} changed the greedy output in mixed"
        if spec.method != "ngram":
            assert gen.stats.spec["drafted"] > 0


def test_mixed_logits_are_at_least_as_close_to_float_as_int4(tiny_qwen):
    """int8 down is finer than int4 down, the rest is the same int4: the mix is no further from fp32."""
    ids = list(range(100, 140))
    out = {}
    with torch.inference_mode():
        for fmt in ("fp32", "int4-g128", "mixed"):
            r = fastpath.LlamaRunner(tiny_qwen.model, weights=fastpath.WeightPlan(fmt, fmt))
            out[fmt] = torch.log_softmax(r.logits(r.forward(ids, 0))[-8:], -1)

    def kl(fmt):
        return torch.nn.functional.kl_div(out[fmt], out["fp32"], log_target=True, reduction="batchmean").item()

    assert kl("mixed") <= kl("int4-g128") * 1.05

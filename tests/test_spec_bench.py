"""Benchmark bookkeeping: ratios, per-task aggregation, identity flags, the synthetic theory curve."""

from __future__ import annotations

import pytest

from powerlever.bench import spec as bench_spec
from powerlever.bench import synthetic
from powerlever.bench.synthetic import theory


def _run(config, task, tokens, wall, cpu, identical=True, drafted=0, accepted=0):
    return {"prompt": f"{task}-1", "task": task, "config": config, "tokens": tokens, "wall_s": wall, "cpu_s": cpu,
            "ttft_ms": 100.0, "decode_s": wall - 0.1,
            "identical_to_plain": identical if config in ("auto_ngram", "auto_hybrid") else None,
            "drafted": drafted, "accepted": accepted}


def test_summary_ratios_per_task_and_overall():
    names = ("plain_fp16", "plain_int4", "auto_ngram", "auto_hybrid", "hf_generate_fp32", "hf_prompt_lookup",
             "llamacpp_plain")
    cfgs = [c for c in bench_spec.configs() if c.name in names]
    runs = []
    for task, auto_wall in (("chat", 2.0), ("rewrite", 0.5)):
        runs += [_run("plain_fp16", task, 10, 2.0, 2.0), _run("plain_int4", task, 10, 1.0, 1.0),
                 _run("auto_ngram", task, 10, auto_wall, auto_wall, drafted=10, accepted=5),
                 _run("auto_hybrid", task, 10, 3.0, 3.0, drafted=10, accepted=2),
                 _run("hf_generate_fp32", task, 10, 2.0, 2.0), _run("hf_prompt_lookup", task, 10, 1.5, 1.5),
                 _run("llamacpp_plain", task, 10, 0.8, 0.8)]
    out = bench_spec.summarize(runs, cfgs, "wall")
    assert out["best_automatic"] == "auto_ngram" and out["fastest_plain"] == "plain_int4"
    assert out["hf_best"] == "hf_prompt_lookup"
    assert out["speedup_vs_plain"] == pytest.approx(20 / 2.5 / (20 / 2.0), abs=1e-3)
    assert out["per_task_speedup"] == {"chat": 0.5, "rewrite": 2.0}
    assert out["speculation_does_not_pay"] == ["chat"]
    assert out["plain_vs_hf_generate"] == pytest.approx(2.0)
    assert out["vs_llamacpp_plain"] == pytest.approx((20 / 2.5) / (20 / 1.6), abs=1e-3)
    assert out["greedy_identical"] is True and out["acceptance_rate"] == 0.5
    assert out["tokens_per_sec"] == pytest.approx(8.0) and out["ttft_ms"] == pytest.approx(100.0)
    runs[2]["identical_to_plain"] = False
    assert bench_spec.summarize(runs, cfgs, "cpu")["greedy_identical"] is False


def test_prompt_sets_cover_every_task():
    full = bench_spec.load_prompts(str(bench_spec.PROMPTS), quick=False)
    quick = bench_spec.load_prompts(str(bench_spec.PROMPTS), quick=True)
    for task in ("chat", "rewrite", "summarize", "code_edit"):
        assert sum(r["task"] == task for r in full) == 2
        assert sum(r["task"] == task for r in quick) == 1
    assert len(bench_spec.load_prompts(str(bench_spec.PROMPTS), quick=False, per_task=4)) >= 16


def test_theory_curve():
    assert theory(0.0, 4, 0.0) == pytest.approx(1.0)
    assert theory(1.0, 4, 0.0) == pytest.approx(5.0)
    assert theory(0.8, 4, 0.1) == pytest.approx((1 - 0.8 ** 5) / (0.2 * 1.4))


def test_identity_is_checked_against_the_plain_run_in_the_format_that_ran():
    """A speculative config in ``auto`` resolves to a real plan (e.g. mixed-a16): it must be compared with the
    plain run of that plan, and a run with nothing to compare with is unchecked (None), never a vacuous True."""
    names = ("plain_mixed_a16", "plain_int4_a8", "auto_ngram", "auto_ngram_int4_a8")
    cfgs = [c for c in bench_spec.configs() if c.name in names]

    def rec(config, weights, ids):
        return {"prompt": "chat-1", "task": "chat", "config": config, "weights": weights, "token_ids": ids,
                "tokens": len(ids), "wall_s": 1.0, "cpu_s": 1.0, "ttft_ms": 100.0, "decode_s": 0.9}

    runs = [rec("plain_mixed_a16", "mixed-a16", [1, 2, 3]), rec("plain_int4_a8", "int4-a8", [1, 2, 4]),
            rec("auto_ngram", "mixed-a16", [1, 2, 3]), rec("auto_ngram_int4_a8", "int4-a8", [1, 2, 3])]
    bench_spec._mark_identity(runs, cfgs)
    assert runs[2]["identical_to_plain"] is True  # auto resolved to mixed-a16, same tokens as that plain run
    assert runs[3]["identical_to_plain"] is False  # int4-a8 speculation differs from int4-a8 plain
    out = bench_spec.summarize(runs, cfgs, "wall")
    assert out["greedy_identical"] is False
    assert out["vs_plain_same_format"] == {"auto_ngram": 1.0, "auto_ngram_int4_a8": 1.0}

    alone = [r for r in runs if r["config"] != "plain_mixed_a16"]
    for r in alone:
        r.pop("identical_to_plain", None)
    bench_spec._mark_identity(alone, [c for c in cfgs if c.name != "plain_mixed_a16"])
    assert alone[1]["identical_to_plain"] is None  # no plain run in mixed-a16: unchecked
    only_auto = [r for r in alone if r["config"] != "auto_ngram_int4_a8"]
    summary = bench_spec.summarize(only_auto, [c for c in cfgs if c.name in ("plain_int4_a8", "auto_ngram")], "wall")
    assert summary["greedy_identical"] is None


def test_synthetic_parity_check_finds_the_runner_equal_to_transformers_forward_in_fp32():
    """The check bench synthetic reports beside its curve: prefill, one-token steps and a verify pass of the
    lean runner against transformers' own forward on the same random weights (fp32, so they agree closely)."""
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    from powerlever.engine.fastpath import LlamaRunner

    torch.manual_seed(0)
    cfg = LlamaConfig(vocab_size=512, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                      num_key_value_heads=2, head_dim=16, max_position_embeddings=256, tie_word_embeddings=True)
    model = LlamaForCausalLM(cfg).eval()
    with torch.inference_mode():
        out = synthetic.parity(model, LlamaRunner(model, 64, "fp32"), list(range(40, 56)), extra=3)
    assert out["weights"] == "fp32" and out["rows"] == 7
    assert out["argmax_agree"] == 7 and out["max_rel_diff"] < 1e-4


@pytest.mark.parametrize("argv,stem", [
    ((), "synthetic"), (("--quick",), "synthetic_quick"), (("--device", "cuda"), "synthetic_cuda"),
    (("--target", "8b", "--device", "cuda"), "synthetic_8b_cuda"),
])
def test_synthetic_result_names_keep_the_cpu_1b_run_historical(argv, stem):
    import argparse

    p = argparse.ArgumentParser()
    synthetic.add_arguments(p)
    assert synthetic.result_stem(p.parse_args(list(argv))) == stem

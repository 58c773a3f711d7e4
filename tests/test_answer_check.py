"""The answer check's scorer on real models: a bigger model reading a finished answer finds where it
confidently disagrees (powerlever.engine.score), and the local judge runs in its tier's weights."""

from __future__ import annotations

import math

import pytest

from powerlever.engine.score import score_answer


@pytest.fixture(scope="module")
def qwen05():
    from powerlever.engine.loader import load_model
    from powerlever.tiers import QWEN_05B

    return load_model(QWEN_05B)


def test_the_judge_disagrees_with_a_wrong_fact_and_not_with_the_right_one(qwen05):
    prompt = "What is the capital of France? Answer in one sentence."
    right = score_answer(qwen05, prompt, "The capital of France is Paris.", weights="mixed")
    wrong = score_answer(qwen05, prompt, "The capital of France is Berlin.", weights="mixed")
    ids = qwen05.tokenizer("The capital of France is Berlin.", add_special_tokens=False)["input_ids"]
    assert wrong.answer_tokens == len(ids) == len(wrong.tokens) and wrong.prompt_tokens > 10
    assert "".join(t.text for t in wrong.tokens) == "The capital of France is Berlin."
    assert all(t.logprob <= t.top_logprob + 1e-4 and t.top_logprob <= 0 for t in wrong.tokens)
    found = wrong.disagreements(0.5, 0.02)
    assert [t.text.strip() for t in found] == ["Berlin"] and found[0].top_text.strip() == "Paris"
    assert right.disagreements(0.5, 0.02) == []
    assert math.exp(right.tokens[found[0].position].logprob) > 0.5  # "Paris" is what the judge expects
    assert right.mean_logprob() > wrong.mean_logprob()


def test_an_empty_answer_scores_nothing(qwen05):
    s = score_answer(qwen05, "Say nothing.", "", weights="mixed")
    assert s.answer_tokens == 0 and s.tokens == [] and s.mean_logprob() is None


def test_a_restart_after_the_check_reuses_its_prompt_prefill_with_the_same_output(qwen05):
    """The check prefills the prompt in a call of its own and hands it to the next prefill of exactly that
    prompt on the same model and plan (once): the answer is token for token what a fresh prefill gives."""
    from powerlever.config import SamplingConfig
    from powerlever.engine import prefix_cache
    from powerlever.engine.generate import Generation, build_prompt_ids

    prompt = "Name three primary colours."
    ids, _ = build_prompt_ids(qwen05, prompt, 12)
    sampling = SamplingConfig(temperature=0.0, max_tokens=12)
    prefix_cache.clear()
    fresh = Generation(qwen05, ids, sampling, weights="mixed")
    fresh_ids = [s.token_id for s in fresh]
    assert fresh.stats.extra["prefix_reused_tokens"] == 0  # nothing cached yet: the head is computed
    score_answer(qwen05, prompt, "Red, green and purple.", weights="mixed")
    reused = Generation(qwen05, ids, sampling, weights="mixed")
    assert [s.token_id for s in reused] == fresh_ids
    assert reused.stats.extra["prefix_reused_tokens"] == len(ids)
    again = Generation(qwen05, ids, sampling, weights="mixed")  # one use only; the template head stays
    head = prefix_cache.template_head(qwen05.tokenizer, ids)
    assert [s.token_id for s in again] == fresh_ids and again.stats.extra["prefix_reused_tokens"] == head
    score_answer(qwen05, prompt, "Red.", weights="int8")  # another plan: not this plan's prefill
    other = Generation(qwen05, ids, sampling, weights="mixed")
    assert (list(other) and other.stats.extra["prefix_reused_tokens"]) == head
    prefix_cache.clear()


def test_the_chat_template_head_is_shared_and_output_does_not_depend_on_the_cache(qwen05):
    """Every request prefills the template's head (system turn + the user turn's opening) and the rest as
    two calls, the head from the cache when this model and format computed it: the answer is the same
    token for token with a cold and a warm cache, and another system prompt gets its own head."""
    from powerlever.config import SamplingConfig
    from powerlever.engine import prefix_cache
    from powerlever.engine.generate import Generation, build_prompt_ids

    tok = qwen05.tokenizer
    ids, _ = build_prompt_ids(qwen05, "Write a haiku about rain.", 10)
    head = prefix_cache.template_head(tok, ids)
    assert tok.decode(ids[:head]).endswith("<|im_start|>user\n") and "Qwen" in tok.decode(ids[:head])
    assert tok.decode(ids[head:]).startswith("Write a haiku")
    sys_ids, _ = build_prompt_ids(qwen05, "Write a haiku about rain.", 10, system="Answer in French.")
    sys_head = prefix_cache.template_head(tok, sys_ids)
    assert tok.decode(sys_ids[:sys_head]).endswith("Answer in French.<|im_end|>\n<|im_start|>user\n")
    assert prefix_cache.template_head(tok, tok("no template here")["input_ids"]) == 0

    sampling = SamplingConfig(temperature=0.0, max_tokens=10)
    runs = []
    for prompt_ids in (ids, ids, sys_ids, sys_ids):
        if not runs:
            prefix_cache.clear()
        g = Generation(qwen05, prompt_ids, sampling, weights="mixed")
        runs.append(([s.token_id for s in g], g.stats.extra["prefix_reused_tokens"]))
    assert runs[0][0] == runs[1][0] and runs[2][0] == runs[3][0]
    assert [r[1] for r in runs] == [0, head, 0, sys_head]
    prefix_cache.clear()

"""The answer check's scorer on real models: a bigger model reading a finished answer finds where it
confidently disagrees (powerlever.engine.score), and the local judge runs in its tier's weights."""

from __future__ import annotations

import math

from powerlever.engine.score import score_answer


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


def test_chunks_double_from_the_first_and_cover_the_answer_once() -> None:
    from powerlever.engine.score import chunks

    assert chunks(0) == [] and chunks(3) == [(0, 3)]
    assert chunks(40) == [(0, 8), (8, 24), (24, 40)] and chunks(5, first=2) == [(0, 2), (2, 5)]


def test_a_check_read_in_chunks_stops_at_the_disagreement_and_reads_what_one_pass_reads(qwen05):
    """Read chunk by chunk, the scores are the one-pass scores: same positions and tokens, the same
    first disagreement, and log-probs as close to the fp32 model's as one pass's (int8-dyn quantizes each
    pass's activations with its own scale, so chunking moves them, by as much as one pass is off fp32);
    told it has enough at the first disagreement, the check stops there instead of reading the rest."""
    from powerlever.engine.score import disagreements

    prompt = "What is the capital of France? Answer in one sentence, then name two of its museums."
    answer = ("The capital of France is Berlin. Two of its museums are the Louvre and the Musee d'Orsay, "
              "both on the banks of the Seine.")
    whole = score_answer(qwen05, prompt, answer, weights="mixed")
    read_all = score_answer(qwen05, prompt, answer, weights="mixed", enough=lambda toks: False)
    assert whole.passes == 1 and read_all.passes == 3 and not read_all.stopped_early
    assert [(t.position, t.text) for t in read_all.tokens] == [(t.position, t.text) for t in whole.tokens]
    # the judge's top token is the same, except where the answer's token nearly ties with the top one in both
    # reads: int8-dyn's per-pass activation scales move log-probs by a few tenths between the two (on the
    # AVX-512 host " d" of "Musee d'Orsay" was the top at -1.29 in one pass and 0.31 below " du" read in chunks)
    for a, b in zip(read_all.tokens, whole.tokens, strict=True):
        assert a.top_text == b.top_text or (a.top_logprob - a.logprob < 0.5 and b.top_logprob - b.logprob < 0.5)
    exact = score_answer(qwen05, prompt, answer, weights="fp32")
    off = lambda s: sum(abs(a.logprob - b.logprob) for a, b in zip(s.tokens, exact.tokens, strict=True)) / len(s.tokens)  # noqa: E731
    assert off(read_all) <= off(whole) + 0.05 and off(whole) < 0.3
    first = lambda s: s.disagreements(0.5, 0.02)[0].position  # noqa: E731 - later borderline ones may differ
    assert first(read_all) == first(whole) == first(exact)
    stop = score_answer(qwen05, prompt, answer, weights="mixed",
                        enough=lambda toks: bool(disagreements(toks, 0.5, 0.02)))
    assert stop.stopped_early and stop.passes == 1 and len(stop.tokens) == 8 < stop.answer_tokens
    assert [t.text.strip() for t in stop.disagreements(0.5, 0.02)] == ["Berlin"]


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

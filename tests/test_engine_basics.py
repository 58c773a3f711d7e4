"""The plain engine on the real packaged model: determinism, streaming, sampling, limits."""

from __future__ import annotations

import threading

from powerlever.config import SamplingConfig
from powerlever.engine.generate import Generation, build_prompt_ids, context_limit


def _run(smol, prompt: str, **sampling):
    ids, _ = build_prompt_ids(smol, prompt, sampling.get("max_tokens", 24))
    gen = Generation(smol, ids, SamplingConfig(**sampling))
    steps = list(gen)
    return steps, gen.stats


def test_greedy_is_identical_across_runs_and_answers_sensibly(smol):
    a, _ = _run(smol, "What is the capital of France?", max_tokens=16)
    b, _ = _run(smol, "What is the capital of France?", max_tokens=16)
    assert [s.token_id for s in a] == [s.token_id for s in b]
    assert "Paris" in "".join(s.text for s in a)
    assert all(s.logprob <= 0 for s in a)


def test_first_token_arrives_before_generation_ends(smol):
    ids, _ = build_prompt_ids(smol, "Write a short poem about the sea.", 24)
    gen = Generation(smol, ids, SamplingConfig(max_tokens=24))
    it = iter(gen)
    first = next(it)
    # the token is handed out as soon as it exists: nothing after it has been computed yet
    assert gen.stats.tokens == 1 and gen.stats.ttft_ms is not None and gen.stats.total_ms == 0.0
    rest = list(it)
    assert first.text is not None and len(rest) >= 5
    assert gen.stats.tokens == 1 + len(rest) and gen.stats.total_ms > gen.stats.ttft_ms


def test_seeded_sampling_is_reproducible_and_seeds_differ(smol):
    kw = dict(max_tokens=20, temperature=1.0, top_p=0.95)
    a, _ = _run(smol, "Tell me a story.", seed=7, **kw)
    b, _ = _run(smol, "Tell me a story.", seed=7, **kw)
    c, _ = _run(smol, "Tell me a story.", seed=8, **kw)
    assert [s.token_id for s in a] == [s.token_id for s in b]
    assert [s.token_id for s in a] != [s.token_id for s in c]


def test_max_tokens_stop_strings_and_eos(smol):
    steps, st = _run(smol, "Count from 1 to 50, separated by commas.", max_tokens=8)
    assert st.tokens == 8 and st.finish_reason == "length"
    steps, st = _run(smol, "Count from 1 to 50, separated by commas.", max_tokens=60, stop=["5"])
    assert st.finish_reason == "stop" and "5" not in "".join(s.text for s in steps)
    steps, st = _run(smol, "What is the capital of France?", max_tokens=40)  # a short answer that ends itself
    assert st.finish_reason == "eos" and st.tokens < 40


def test_a_stop_string_spanning_tokens_never_reaches_the_output(smol):
    """The answer ends right before the stop string, wherever the string starts and however many tokens it
    spans; text held back because it could start a stop string is released when it does not become one."""
    prompt = "Count from 1 to 10, separated by spaces."
    steps, _ = _run(smol, prompt, max_tokens=16)
    full = "".join(s.text for s in steps)
    pieces = [s.text for s in steps]
    starts = [len("".join(pieces[:i])) for i in range(len(pieces))]
    for i in (1, 3, 5):  # stop strings of three tokens' text, starting mid-token and on a token boundary
        for offset in (0, 1):
            stop = full[starts[i] + offset: starts[i + 3]]
            if not stop.strip():
                continue
            got, st = _run(smol, prompt, max_tokens=16, stop=[stop])
            assert st.finish_reason == "stop", stop
            assert "".join(s.text for s in got) == full[: full.index(stop)], stop
            assert [s.token_id for s in got] == [s.token_id for s in steps[: len(got)]]  # the same tokens
    # a stop string whose start appears but which never completes: nothing is lost
    never = full[starts[2]: starts[4]] + "\u2603"
    got, st = _run(smol, prompt, max_tokens=16, stop=[never])
    assert st.finish_reason == "length" and "".join(s.text for s in got) == full and len(got) == len(steps)


def test_stop_strings_never_move_a_later_tokens_text_onto_an_earlier_token(smol):
    """With stop strings each step carries its own token's text (a step is yielded one token later, and text that
    could start a stop string waits for a later step), so logprobs and ids stay paired with their text. A QA pass
    found each step carrying the next token's piece: "The number"/id of "The", then "" on the last step."""
    prompt = "Count from 1 to 10, separated by spaces."
    steps, _ = _run(smol, prompt, max_tokens=16)
    never, st = _run(smol, prompt, max_tokens=16, stop=["zzz"])
    assert [(s.token_id, s.text, s.logprob) for s in never] == [(s.token_id, s.text, s.logprob) for s in steps]
    full = "".join(s.text for s in steps)
    pieces = [s.text for s in steps]
    for stop in (pieces[2] + pieces[3][:1] + "\u2603", pieces[4] + pieces[5]):  # a start that never completes; a match
        got, _ = _run(smol, prompt, max_tokens=16, stop=[stop])
        for i in range(len(got)):  # never ahead of the unstopped run's text at the same token
            assert full[: len("".join(pieces[: i + 1]))].startswith("".join(s.text for s in got[: i + 1])), (stop, i)


def test_cancel_stops_generation(smol):
    ids, _ = build_prompt_ids(smol, "Write a long essay about rivers.", 200)
    cancel = threading.Event()
    gen = Generation(smol, ids, SamplingConfig(max_tokens=200), cancel=cancel)
    for i, _ in enumerate(gen):
        if i == 3:
            cancel.set()
    assert gen.stats.finish_reason == "cancelled" and gen.stats.tokens <= 5


def test_earlier_turns_are_turns_of_the_chat_template_and_go_first_when_too_long(smol):
    tok = smol.tokenizer
    history = [{"role": "user", "content": "Capital of France?"}, {"role": "assistant", "content": "Paris"}]
    ids, dropped = build_prompt_ids(smol, "And of Italy?", 16, history=history)
    text = tok.decode(ids)
    assert dropped == 0 and text.index("Capital of France?") < text.index("Paris") < text.index("And of Italy?")
    assert text.count("<|im_start|>user") == 2 and "<|im_start|>assistant\nParis" in text  # real turns
    # one system turn: the app's safety instruction, then the client's own system text
    ids, _ = build_prompt_ids(smol, "And of Italy?", 16, system="Call 911 first.",
                              history=[{"role": "system", "content": "Answer in one word."}, *history])
    text = tok.decode(ids)
    assert text.count("<|im_start|>system") == 1 and "Call 911 first.\n\nAnswer in one word." in text
    limit = context_limit(smol)
    old = [{"role": "user", "content": "filler words " * limit}, {"role": "assistant", "content": "ok"}]
    ids, dropped = build_prompt_ids(smol, "What is 2+2?", 32, history=old + history)
    text = tok.decode(ids)
    assert dropped > 0 and len(ids) <= limit - 32 and "filler" not in text  # the oldest turns went first
    assert "Capital of France?" in text and "What is 2+2?" in text


def test_overlong_prompt_is_left_truncated_to_fit_the_context(smol):
    limit = context_limit(smol)
    long_prompt = "filler words " * (limit // 2) + "Question: what is 2+2?"
    ids, dropped = build_prompt_ids(smol, long_prompt, 32)
    assert dropped > 0
    assert len(ids) <= limit - 32
    assert "2+2" in smol.tokenizer.decode(ids)

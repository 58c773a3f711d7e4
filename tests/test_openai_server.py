"""The OpenAI-compatible /v1 API on a real uvicorn server on 127.0.0.1, driven by the official ``openai``
client (streamed and not, stop, max_tokens, temperature, seed, logprobs) with the real Eco tier
(SmolLM2-135M), plus raw HTTP for the error cases."""

from __future__ import annotations

import httpx
import openai
import pytest

from powerlever.cli.serve import build_app, serve_in_thread
from powerlever.tiers import TIER_NAMES

PROMPT = "Tell me a story about a dragon."
MESSAGES = [{"role": "user", "content": PROMPT}]


@pytest.fixture(scope="module")
def base_url(smol):
    with serve_in_thread(build_app()) as url:
        yield url


@pytest.fixture(scope="module")
def client(base_url):
    return openai.OpenAI(base_url=f"{base_url}/v1", api_key="x", max_retries=0, timeout=180)


@pytest.fixture(scope="module")
def greedy(client):
    """One non-streamed greedy Eco answer, reused as the reference."""
    return client.chat.completions.create(model="eco", messages=MESSAGES, max_tokens=8, temperature=0)


def test_models_lists_auto_tiers_and_power(client):
    ids = [m.id for m in client.models.list().data]
    assert ids[:1 + len(TIER_NAMES)] == ["auto", *TIER_NAMES] and "power-50" in ids
    assert client.models.retrieve("power-35").id == "power-35"
    assert client.models.retrieve("POWER-35").id == "power-35"  # the id as the list spells it
    with pytest.raises(openai.NotFoundError):
        client.models.retrieve("gpt-4o")


def test_chat_non_streamed_carries_usage_and_the_extension(greedy):
    choice = greedy.choices[0]
    assert greedy.object == "chat.completion" and greedy.id.startswith("chatcmpl-")
    assert choice.message.role == "assistant" and choice.message.content.strip()
    assert choice.finish_reason == "length" and greedy.usage.completion_tokens == 8
    assert greedy.usage.total_tokens == greedy.usage.prompt_tokens + 8 and greedy.usage.prompt_tokens > 0
    ext = greedy.model_extra["powerlever"]
    assert ext["tier"] == "eco" and ext["backend"] == "local" and ext["mode"] == "manual"
    assert ext["impact"]["energy_kwh"] > 0 and ext["impact"]["co2_kg"] > 0 and "savings" in ext["impact"]
    assert ext["metrics"]["tokens"] == 8 and any(t["step"] == "manual_tier" for t in ext["trace"])
    assert ext["reasoning"] and ext["spec"] is not None


def test_chat_streamed_auto_matches_the_solo_greedy_run(client, greedy):
    stream = client.chat.completions.create(model="auto", messages=MESSAGES, max_tokens=8, temperature=0,
                                            stream=True, stream_options={"include_usage": True})
    chunks = list(stream)
    assert chunks[0].choices[0].delta.role == "assistant"
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    finals = [c for c in chunks if c.choices and c.choices[0].finish_reason]
    assert len(finals) == 1 and finals[0].choices[0].finish_reason == "length"
    last = chunks[-1]
    assert last.choices == [] and last.usage.completion_tokens == 8
    assert all(c.usage is None for c in chunks[:-1])
    ext = last.model_extra["powerlever"]
    assert ext["mode"] == "auto" and ext["router"] == "heuristic" and ext["tier"] == "eco"  # an easy prompt
    assert ext["impact"]["energy_kwh"] > 0
    assert text == greedy.choices[0].message.content  # same tier, greedy: identical output


def test_stream_without_usage_puts_the_extension_on_the_finish_chunk(client):
    chunks = list(client.chat.completions.create(model="power-10", messages=MESSAGES, max_tokens=3, stream=True))
    assert chunks[-1].choices[0].finish_reason == "length" and chunks[-1].usage is None
    assert chunks[-1].model_extra["powerlever"]["tier"] == "eco"
    assert all("powerlever" not in (c.model_extra or {}) for c in chunks[:-1])


def test_stop_sequence_cuts_the_answer(client, greedy):
    full = greedy.choices[0].message.content
    stop = full.strip().split()[1]  # the second word of the greedy answer
    out = client.chat.completions.create(model="eco", messages=MESSAGES, max_tokens=8, temperature=0, stop=[stop])
    assert out.choices[0].finish_reason == "stop"
    assert stop not in out.choices[0].message.content and full.startswith(out.choices[0].message.content)


def test_seed_makes_sampling_repeatable(client):
    kw = dict(model="eco", messages=[{"role": "user", "content": "Write a word."}], max_tokens=6, temperature=1.2)
    a = client.chat.completions.create(seed=7, **kw).choices[0].message.content
    b = client.chat.completions.create(seed=7, **kw).choices[0].message.content
    assert a == b and a


def test_logprobs_and_legacy_completions(client):
    out = client.chat.completions.create(model="eco", messages=MESSAGES, max_tokens=4, logprobs=True)
    entries = out.choices[0].logprobs.content
    assert len(entries) == 4 and all(e.logprob <= 0 for e in entries)
    assert "".join(e.token for e in entries) == out.choices[0].message.content
    comp = client.completions.create(model="eco", prompt=PROMPT, max_tokens=4, logprobs=1)
    assert comp.object == "text_completion" and comp.choices[0].text
    lp = comp.choices[0].logprobs
    assert len(lp.tokens) == 4 and lp.text_offset[0] == 0 and comp.model_extra["powerlever"]["tier"] == "eco"
    streamed = "".join(c.choices[0].text for c in client.completions.create(
        model="eco", prompt=PROMPT, max_tokens=4, stream=True) if c.choices)
    assert streamed == comp.choices[0].text


def test_client_errors_are_openai_error_objects(client):
    with pytest.raises(openai.NotFoundError) as nf:
        client.chat.completions.create(model="gpt-4o", messages=MESSAGES)
    assert nf.value.code == "model_not_found" and "auto" in nf.value.message and "power-NN" in nf.value.message
    with pytest.raises(openai.BadRequestError) as typed:  # a wrong type is a 400, not "does not exist"
        client.chat.completions.create(model=5, messages=MESSAGES)
    assert typed.value.param == "model" and "model must be a string, got int 5" in typed.value.message
    with pytest.raises(openai.BadRequestError) as bad:
        client.chat.completions.create(model="auto", messages=MESSAGES, temperature=5)
    assert bad.value.param == "temperature" and "between 0 and 2" in bad.value.message
    with pytest.raises(openai.BadRequestError) as ext:
        client.chat.completions.create(model="auto", messages=MESSAGES, extra_body={"powerlever": {"region": "Mars"}})
    assert ext.value.param == "powerlever.region"


@pytest.mark.parametrize("path, body, status, param", [
    ("/v1/chat/completions", b"{not json", 400, None),
    ("/v1/chat/completions", b'{"model": "auto", "messages": []}', 400, "messages"),
    ("/v1/chat/completions", b'{"model": "auto", "messages": [{"role": "wizard", "content": "x"}]}', 400,
     "messages[0].role"),
    ("/v1/chat/completions", b'{"model": "auto", "messages": [{"role": "user", "content": "hi"}], "n": 2}', 400, "n"),
    ("/v1/chat/completions", b'{"model": "eco", "messages": [{"role": "user", "content": "hi"}], "seed": "x"}',
     400, "seed"),
    ("/v1/chat/completions", b'{"messages": [{"role": "user", "content": "hi"}]}', 400, "model"),
    ("/v1/completions", b'{"model": "eco", "prompt": 42}', 400, "prompt"),
    ("/v1/completions", b'{"model": "eco", "prompt": "hi", "powerlever": {"router": "gpt"}}', 400,
     "powerlever.router"),
    ("/v1/completions", b'{"model": "power-101", "prompt": "hi"}', 404, "model"),
    ("/v1/embeddings", b'{"model": "eco", "input": "hi"}', 404, None),
    # a chat's prompt is its last user message: the error names that content, not a "prompt" it never sent
    ("/v1/chat/completions", b'{"model": "eco", "messages": [{"role": "user", "content": "   "}]}', 400,
     "messages[0].content"),
    ("/v1/chat/completions", b'{"model": "eco", "messages": [{"role": "user", "content": "' + b"x" * 32_001 + b'"}]}',
     400, "messages[0].content"),
    ("/v1/chat/completions", b'{"model": "eco", "messages": [{"role": "user", "content": "hi"}, '
     b'{"role": "assistant", "content": "hello"}, {"role": "user", "content": ""}, '
     b'{"role": "system", "content": "be brief"}]}', 400, "messages[2].content"),
    ("/v1/completions", b'{"model": "eco", "prompt": "' + b"x" * 32_001 + b'"}', 400, "prompt"),
    # a lone surrogate (valid JSON, not valid Unicode): refused naming where it is, never a 500
    ("/v1/chat/completions", b'{"model": "eco", "messages": [{"role": "user", "content": "hi \\ud800 there"}]}', 400,
     "messages[0].content"),
    ("/v1/chat/completions", b'{"model": "eco", "messages": [{"role": "user", "content": "hi"}], "stop": "\\ud800"}',
     400, "stop"),
    ("/v1/completions", b'{"model": "eco", "prompt": "hi", "powerlever": {"\\ud800": 1}}', 400,
     "powerlever.'\\ud800'"),
])
def test_raw_error_cases(base_url, path, body, status, param):
    resp = httpx.post(f"{base_url}{path}", content=body, headers={"content-type": "application/json"}, timeout=30)
    assert resp.status_code == status, resp.text
    err = resp.json()["error"]
    assert set(err) == {"message", "type", "param", "code"} and err["message"] and err["param"] == param


def test_neutral_values_pass_and_a_refusal_names_the_accepted_ones():
    """tool_choice="none" (sent by some SDKs and agents with no tools) was refused, and the refusals said
    "(only None)" although [] and {"type": "text"} pass (found by an exploratory QA pass)."""
    from powerlever.api import HTTPProblem
    from powerlever.openai_api import build_request

    base = {"model": "eco", "messages": MESSAGES}
    for extra in ({"tool_choice": "none"}, {"tools": []}, {"response_format": {"type": "text"}}, {"logit_bias": {}},
                  {"presence_penalty": 0}):
        build_request({**base, **extra}, chat=True)
    with pytest.raises(HTTPProblem) as refused:
        build_request({**base, "tool_choice": "auto"}, chat=True)
    assert refused.value.param == "tool_choice" and 'accepted: null, "none"' in refused.value.message
    with pytest.raises(HTTPProblem) as fmt:
        build_request({**base, "response_format": {"type": "json_object"}}, chat=True)
    assert fmt.value.param == "response_format" and '{"type": "text"}' in fmt.value.message
    with pytest.raises(HTTPProblem) as echo:  # JSON's spelling: a client sent true, not True
        build_request({**base, "echo": True}, chat=True)
    assert echo.value.message.startswith("echo=true is not supported") and "(accepted: false" in echo.value.message


def test_max_completion_tokens_null_leaves_max_tokens_and_its_errors_name_it():
    """An explicit "max_completion_tokens": null hid max_tokens (the answer ran to the tier's cap), and a bad
    max_completion_tokens was reported as "max_tokens must be ..." (a QA pass)."""
    from powerlever.api import HTTPProblem
    from powerlever.openai_api import build_request

    base = {"model": "eco", "messages": MESSAGES}
    request, _ = build_request({**base, "max_completion_tokens": None, "max_tokens": 3}, chat=True)
    assert request.max_tokens == 3
    request, _ = build_request({**base, "max_completion_tokens": 5, "max_tokens": 3}, chat=True)
    assert request.max_tokens == 5
    with pytest.raises(HTTPProblem) as bad:
        build_request({**base, "max_completion_tokens": 0}, chat=True)
    assert bad.value.param == "max_completion_tokens" and bad.value.message.startswith("max_completion_tokens must")


def test_too_many_chat_turns_are_named_in_the_clients_words():
    """An OpenAI client sends messages, never "history" (a QA pass read "history holds 258 turns")."""
    from powerlever.api import HTTPProblem
    from powerlever.openai_api import build_request

    turns = [{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"}] * 129 + [{"role": "user",
                                                                                              "content": "hi"}]
    with pytest.raises(HTTPProblem) as bad:
        build_request({"model": "eco", "messages": turns}, chat=True)
    assert bad.value.param == "messages" and bad.value.message == "messages hold 258 earlier turns; the limit is 256."


def test_stream_options_need_stream_and_a_null_stream_is_the_default():
    """stream_options without stream was accepted and its include_usage did nothing (OpenAI answers 400)."""
    from powerlever.api import HTTPProblem
    from powerlever.openai_api import build_request

    base = {"model": "eco", "messages": MESSAGES}
    with pytest.raises(HTTPProblem) as bad:
        build_request({**base, "stream_options": {"include_usage": True}}, chat=True)
    assert bad.value.param == "stream_options" and "stream=true" in bad.value.message
    with pytest.raises(HTTPProblem) as bad:
        build_request({"model": "eco", "prompt": "Hi", "stream": False, "stream_options": {}}, chat=False)
    assert bad.value.param == "stream_options"
    _, opts = build_request({**base, "stream": None, "stream_options": None}, chat=True)
    assert opts["stream"] is False and opts["include_usage"] is False
    _, opts = build_request({**base, "stream": True, "stream_options": {"include_usage": True}}, chat=True)
    assert opts["stream"] is True and opts["include_usage"] is True


def test_parameters_that_change_nothing_are_named_in_the_response(base_url):
    """Unknown parameters were accepted in silence: a misspelt one (max_token) looked applied."""
    resp = httpx.post(f"{base_url}/v1/chat/completions", timeout=180,
                      json={"model": "eco", "messages": MESSAGES, "max_tokens": 2, "user": "u1", "max_token": 5,
                            "presence_penalty": 0, "stream_options": None})
    assert resp.status_code == 200
    assert resp.json()["powerlever"]["ignored_params"] == ["max_token", "user"]


def test_bad_input_then_a_normal_request_is_served(base_url):
    bad = httpx.post(f"{base_url}/v1/chat/completions", timeout=30,
                     json={"model": "auto", "messages": [{"role": "user", "content": 42}]})
    assert bad.status_code == 400
    good = httpx.post(f"{base_url}/v1/chat/completions", timeout=180,
                      json={"model": "eco", "messages": MESSAGES, "max_tokens": 2})
    assert good.status_code == 200 and good.json()["usage"]["completion_tokens"] == 2


async def test_a_safety_opening_is_content_but_not_a_logprob_token(monkeypatch):
    """The app's emergency line opens a safety-critical answer: it is in `content`, but it is no model token, so
    logprobs cover the model's tokens (one missing entry made them all null) and usage does not count it."""
    from powerlever import pipeline
    from powerlever.config import GenerationRequest
    from powerlever.events import done_event, metrics_event, opening_event, token_event
    from powerlever.openai_api import Completion

    script = [opening_event("Call 911 now.\n\n"), token_event("Stay", 5, -0.2), token_event(" calm", 6, -0.1),
              metrics_event({"tokens": 2, "finish_reason": "eos"}), done_event()]

    def fake_run(request, cancel):
        async def gen():
            for ev in script:
                yield ev
        return gen()

    monkeypatch.setattr(pipeline, "run", fake_run)
    comp = Completion(GenerationRequest("help"), {"model": "auto", "include_usage": False, "logprobs": True,
                                                  "stream": False}, chat=True)
    await comp.start()
    body = await comp.collect()
    choice = body["choices"][0]
    assert choice["message"]["content"] == "Call 911 now.\n\nStay calm"
    assert [e["token"] for e in choice["logprobs"]["content"]] == ["Stay", " calm"]
    assert body["usage"]["completion_tokens"] == 2
    legacy = Completion(GenerationRequest("help"), {"model": "auto", "include_usage": False, "logprobs": True,
                                                    "stream": False}, chat=False)
    await legacy.start()
    lp = (await legacy.collect())["choices"][0]["logprobs"]
    assert lp["tokens"] == ["Stay", " calm"] and lp["text_offset"] == [len("Call 911 now.\n\n"), len("Call 911 now.\n\nStay")]


def test_a_chat_reaches_the_model_as_turns_and_a_transcript_stops_at_the_next_user_line():
    """A multi-turn chat was flattened into one "User: / Assistant:" message, and SmolLM2 went on with the user's
    next turn ("User: And of Spain?"; an exploratory QA pass). User and assistant turns ending with the user now
    reach the model as turns of its chat template (system text as its system turn); a chat that
    cannot (a tool turn) stays a transcript with a stop at a new "User:" line, beside the client's own stops."""
    from powerlever.openai_api import TRANSCRIPT_STOP, build_request

    turns = [{"role": "system", "content": "Answer in one word."}, {"role": "user", "content": "Capital of France?"},
             {"role": "assistant", "content": "Paris"}, {"role": "user", "content": "And of Italy?"}]
    req, _ = build_request({"model": "eco", "messages": turns}, chat=True)
    assert req.prompt == "And of Italy?" and not req.stop
    assert req.history == [{"role": "system", "content": "Answer in one word."},
                           {"role": "user", "content": "Capital of France?"}, {"role": "assistant", "content": "Paris"}]
    # the safety check reads every user turn, never the client's system text (a system prompt about suicide made
    # every question safety-critical when it was merged into the first user turn; a QA pass)
    assert req.conversation_text() == "Capital of France?\n\nAnd of Italy?"
    tool = [*turns[:3], {"role": "tool", "content": "42"}, {"role": "user", "content": "And of Italy?"}]
    req, _ = build_request({"model": "eco", "messages": tool, "stop": ["."]}, chat=True)
    assert req.history == turns[:1] and req.prompt.endswith("User: And of Italy?") and req.stop == [".", TRANSCRIPT_STOP]
    req, _ = build_request({"model": "eco", "messages": MESSAGES}, chat=True)
    assert req.prompt == PROMPT and req.history is None and not req.stop


def test_a_known_endpoint_with_the_wrong_method_is_405(base_url):
    resp = httpx.get(f"{base_url}/v1/chat/completions", timeout=30)
    assert resp.status_code == 405 and resp.headers["allow"] == "POST"
    assert resp.json()["error"]["code"] == "method_not_allowed"
    assert httpx.post(f"{base_url}/v1/models", timeout=30).status_code == 405
    assert httpx.get(f"{base_url}/v1/nothing-here", timeout=30).status_code == 404

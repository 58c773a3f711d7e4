"""The OpenAI-compatible API: ``GET /v1/models``, ``POST /v1/chat/completions``, ``POST /v1/completions``.

Another thin consumer of ``powerlever.pipeline.run``: any OpenAI client pointed at ``.../v1`` asks for
``model="auto"`` (the router picks the tier), a tier name (``eco`` ... ``ultra``) or ``power-NN`` (a
fixed power, 0-100), and gets the OpenAI wire format: chunks ending in ``data: [DONE]``, ``usage``
(in the last chunk with ``stream_options.include_usage``), ``finish_reason``, ``logprobs`` when asked,
errors as ``{"error": {"message", "type", "param", "code"}}``. Power Lever's own data (tier, router,
trace, reasoning, speculative statistics, energy/water/CO2/cost, savings, fallbacks, switches) rides in
one extension field, ``powerlever``, of the non-streamed response and of the last streamed chunk;
strict clients ignore unknown fields. Requests may carry Power Lever options in a ``powerlever``
object (``extra_body={"powerlever": {"router": "knn", "region": "FRA"}}``); every field goes through
``GenerationRequest.validate`` like every other way in. The guards (auth, body and depth caps,
admission with 429) are the ones in ``powerlever.api``. See docs/api.md.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from fastapi import Request  # module level: FastAPI resolves the handler's annotation by name
from fastapi.responses import JSONResponse, StreamingResponse
from starlette.background import BackgroundTask

from powerlever.api import (
    REQUEST_FIELDS,
    HTTPProblem,
    Limits,
    Ticket,
    admission_for,
    check_auth,
    client_ip,
    read_json,
    sse_headers,
)
from powerlever.config import MAX_STOPS, GenerationRequest, RequestError, json_spelling, value_kind
from powerlever.events import Event, app_written, restarts_answer
from powerlever.tiers import TIER_NAMES

EXTENSION = "powerlever"
ROUTE_METHODS = {"/v1/models": "GET", "/v1/chat/completions": "POST", "/v1/completions": "POST"}
OWNED_BY = "powerlever"
POWER_MODEL = re.compile(r"power-(\d{1,3})")
# Options a Power Lever request may set through the ``powerlever`` extension object (the OpenAI fields
# prompt/max_tokens/temperature/top_p/seed/stop come from the standard parameters instead).
EXTENSION_OPTIONS = tuple(f for f in REQUEST_FIELDS if f not in (
    "prompt", "max_tokens", "temperature", "top_p", "seed", "stop", "auto", "tier", "power", "history"))
# The parameters this server reads; the neutral ones below are refused unless neutral; anything else (user,
# metadata, store, service_tier, parallel_tool_calls, a newer or misspelt parameter) changes nothing and is
# named in the response's ``powerlever.ignored_params``, so a client can see what had no effect.
USED = ("model", "messages", "prompt", "stream", "stream_options", "max_tokens", "max_completion_tokens",
        "temperature", "top_p", "seed", "stop", "logprobs", "top_logprobs", EXTENSION)
NEUTRAL = {"presence_penalty": 0, "frequency_penalty": 0, "logit_bias": None, "n": 1, "best_of": 1,
           "echo": False, "suffix": None, "tools": None, "tool_choice": None, "response_format": None,
           "functions": None, "function_call": None, "modalities": None, "audio": None, "prediction": None,
           "reasoning_effort": None, "web_search_options": None}
# Neutral values beside the default that clients send with nothing to ask for (some SDKs and agents always send
# tool_choice="none"); None, [] and {} are accepted for every refused-unless-neutral parameter.
ALSO_NEUTRAL = {"tool_choice": ("none",), "response_format": ({"type": "text"},), "tools": ([],), "functions": ([],),
                "logit_bias": ({},)}
FINISH = {"eos": "stop", "stop": "stop", "length": "length", "cancelled": "stop"}


def model_names() -> list[str]:
    """The names /v1/models lists: auto, each tier, and power-NN in steps of 10 (any 0-100 works)."""
    return ["auto", *TIER_NAMES, *(f"power-{p:02d}" for p in range(0, 101, 10))]


def model_fields(model: Any) -> dict[str, Any]:
    """Model name -> the GenerationRequest fields it sets; a 404 ``model_not_found`` listing names."""
    name = model.strip().lower() if isinstance(model, str) else None
    if name == "auto":
        return {"auto": True}
    if name in TIER_NAMES:
        return {"auto": False, "tier": name}
    m = POWER_MODEL.fullmatch(name or "")
    if m and 0 <= int(m.group(1)) <= 100:
        return {"auto": False, "power": float(m.group(1))}
    if model is None:
        raise HTTPProblem(400, "you must provide a model parameter", param="model", code="missing_required_parameter")
    if not isinstance(model, str):  # a wrong type is a bad request, not a model that does not exist
        raise HTTPProblem(400, f"model must be a string, got {value_kind(model)}", param="model")
    raise HTTPProblem(404, f"The model {model!r} does not exist. Available models: auto, {', '.join(TIER_NAMES)}, "
                           "power-NN (NN = 0..100, e.g. power-35)", param="model", code="model_not_found")


# --------------------------------------------------------------------------- request mapping

def _text_content(content: Any, where: str) -> str:
    """A message's content: a string, or a list of ``{"type": "text", "text": ...}`` parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if not isinstance(part, dict) or part.get("type") != "text" or not isinstance(part.get("text"), str):
                raise HTTPProblem(400, f"{where}: only text content parts are supported", param=where)
            parts.append(part["text"])
        return "".join(parts)
    if content is None:
        return ""
    raise HTTPProblem(400, f"{where} must be a string or a list of text parts", param=where)


# A transcript's next "User:" line, which a small model writes itself after its answer: a stop string for
# transcripts (SmolLM2 answered a two-turn chat sent as one transcript with "User: And of Spain?"; a QA pass)
TRANSCRIPT_STOP = "\nUser:"


def messages_to_prompt(messages: Any) -> tuple[str, list[dict[str, str]] | None, bool, str]:
    """(prompt, history, transcript, source), ``source`` naming where the prompt came from for error messages
    ("messages[2].content", or "messages" for a transcript). A chat of user and assistant turns ending with a user turn: the last user
    message is the prompt and the earlier turns the history, which the model reads as turns of its own chat
    template; system and developer text is the history's first, "system", turn (after the app's safety
    instruction, never read as something the user said). Anything else (tool turns, a chat that does not end with
    the user) becomes one labeled transcript ending with the last message, after the system text."""
    if not isinstance(messages, list) or not messages:
        raise HTTPProblem(400, "messages must be a non-empty array of {role, content} objects", param="messages")
    turns: list[tuple[str, str, int]] = []
    for i, msg in enumerate(messages):
        where = f"messages[{i}]"
        if not isinstance(msg, dict):
            raise HTTPProblem(400, f"{where} must be an object with role and content", param=where)
        role = msg.get("role")
        if role not in ("system", "developer", "user", "assistant", "tool"):
            raise HTTPProblem(400, f"{where}.role must be one of system, developer, user, assistant, tool; "
                                   f"got {role!r}", param=f"{where}.role")
        turns.append((role, _text_content(msg.get("content"), f"{where}.content"), i))
    system = "\n\n".join(t for r, t, _ in turns if r in ("system", "developer") and t.strip())
    dialog = [(r, t, i) for r, t, i in turns if r not in ("system", "developer")]
    head = [{"role": "system", "content": system}] if system else []
    if dialog and dialog[-1][0] == "user" and all(r in ("user", "assistant") for r, _, _ in dialog):
        history = head + [{"role": r, "content": t} for r, t, _ in dialog[:-1]]
        return dialog[-1][1], history or None, False, f"messages[{dialog[-1][2]}].content"
    label = {"user": "User", "assistant": "Assistant", "tool": "Tool"}
    body = "\n\n".join(f"{label[r]}: {t}" for r, t, _ in dialog)
    return body, head or None, True, "messages"


def build_request(body: Any, *, chat: bool) -> tuple[GenerationRequest, dict[str, Any]]:
    """An OpenAI request body -> a validated GenerationRequest and the response options."""
    if not isinstance(body, dict):
        raise HTTPProblem(400, "the request body must be a JSON object")
    for name, neutral in NEUTRAL.items():
        value = body.get(name, neutral)
        accepted = (neutral, *ALSO_NEUTRAL.get(name, ()))
        if value in (*accepted, None, [], {}):
            continue
        raise HTTPProblem(400, f"{name}={json_spelling(value)} is not supported by this server (accepted: "
                               f"{', '.join(json_spelling(v) for v in accepted)})", param=name,
                          code="unsupported_parameter")
    fields = model_fields(body.get("model"))
    transcript, history, source = False, None, "prompt"
    if chat:
        prompt, history, transcript, source = messages_to_prompt(body.get("messages"))
    else:
        prompt = body.get("prompt")
        if isinstance(prompt, list) and len(prompt) == 1 and isinstance(prompt[0], str):
            prompt = prompt[0]
        if not isinstance(prompt, str):
            raise HTTPProblem(400, "prompt must be a string (or a list of one string)", param="prompt")
    ext = body.get(EXTENSION) or {}
    if not isinstance(ext, dict):
        raise HTTPProblem(400, f"{EXTENSION} must be an object of Power Lever options", param=EXTENSION)
    unknown = sorted(set(ext) - set(EXTENSION_OPTIONS))
    if unknown:
        raise HTTPProblem(400, f"unknown {EXTENSION} option(s) {', '.join(unknown)}; known: "
                               f"{', '.join(EXTENSION_OPTIONS)}", param=f"{EXTENSION}.{unknown[0]}")
    # a null max_completion_tokens is unset (openai-python sends explicit nulls): max_tokens then applies
    newer = body.get("max_completion_tokens") if chat else None
    max_tokens = newer if newer is not None else body.get("max_tokens")
    request = GenerationRequest(prompt=prompt, max_tokens=max_tokens, temperature=body.get("temperature"),
                                top_p=body.get("top_p"), seed=body.get("seed"), stop=body.get("stop"),
                                history=history, **fields, **ext)
    try:
        request.validate()
    except RequestError as exc:
        param = exc.field if exc.field not in EXTENSION_OPTIONS else f"{EXTENSION}.{exc.field}"
        message = str(exc)
        if exc.field == "max_tokens" and newer is not None:
            param = "max_completion_tokens"
            message = message.replace("max_tokens", "max_completion_tokens", 1)
        if exc.field == "history":  # a chat's earlier turns came from messages: say it in the client's words
            param = "messages"
            message = message.replace("history holds", "messages hold", 1).replace(" turns;", " earlier turns;", 1)
        elif exc.field == "prompt":  # the chat's last user message, its transcript, or the completion's prompt
            param = source
        raise HTTPProblem(400, message, param=param) from None
    stops = list(request.stop or [])
    if transcript and TRANSCRIPT_STOP not in stops and len(stops) < MAX_STOPS:
        request.stop = [*stops, TRANSCRIPT_STOP]
    opts = _response_options(body, chat)
    return request, opts


def _response_options(body: dict[str, Any], chat: bool) -> dict[str, Any]:
    stream = body.get("stream")
    stream = False if stream is None else stream  # null means the default, as for every optional field
    if not isinstance(stream, bool):
        raise HTTPProblem(400, "stream must be true or false", param="stream")
    so = body.get("stream_options")
    if so is not None and not stream:  # OpenAI refuses it too: include_usage would silently do nothing
        raise HTTPProblem(400, "stream_options is only allowed with stream=true", param="stream_options")
    so = so or {}
    if not isinstance(so, dict):
        raise HTTPProblem(400, "stream_options must be an object", param="stream_options")
    if chat:
        logprobs = body.get("logprobs", False)
        if logprobs not in (True, False, None):
            raise HTTPProblem(400, "logprobs must be true or false", param="logprobs")
        top = body.get("top_logprobs")
        if top not in (None, 0):
            raise HTTPProblem(400, "top_logprobs is not supported (the engine reports the chosen token's "
                                   "logprob only); use logprobs=true", param="top_logprobs",
                              code="unsupported_parameter")
        want_logprobs = bool(logprobs)
    else:
        lp = body.get("logprobs")
        if lp is not None and (isinstance(lp, bool) or not isinstance(lp, int) or not 0 <= lp <= 5):
            raise HTTPProblem(400, "logprobs must be an integer between 0 and 5", param="logprobs")
        want_logprobs = lp is not None
    return {"stream": stream, "include_usage": bool(so.get("include_usage")), "logprobs": want_logprobs,
            "model": body["model"], "ignored_params": sorted(k for k in body if k not in USED and k not in NEUTRAL)}


# --------------------------------------------------------------------------- the run, as OpenAI sees it

@dataclass
class RunState:
    """Everything the pipeline said, folded into what an OpenAI response needs plus the extension."""

    config: dict[str, Any] | None = None
    trace: list[dict[str, Any]] = field(default_factory=list)
    reasoning: dict[str, Any] | None = None
    switches: list[dict[str, Any]] = field(default_factory=list)
    discarded: list[str] = field(default_factory=list)  # text a restarting switch set aside
    ignored_params: list[str] = field(default_factory=list)  # request parameters that changed nothing
    errors: list[dict[str, Any]] = field(default_factory=list)
    metrics: dict[str, Any] | None = None
    tokens: int = 0
    answer_tokens: int = 0  # tokens of the answer the client keeps (after the last restart)
    text: str = ""
    fatal: dict[str, Any] | None = None

    def see(self, ev: Event) -> None:
        if ev.type == "config":
            self.config = ev.data
        elif ev.type == "trace":
            self.trace.append(ev.data)
        elif ev.type == "reasoning":
            self.reasoning = ev.data
        elif ev.type == "switch":
            self.switches.append(ev.data)
            if restarts_answer(ev):
                self.discarded.append(self.text)
                self.text, self.answer_tokens = "", 0
        elif ev.type == "metrics":
            self.metrics = ev.data
        elif ev.type == "token":
            if not app_written(ev.data):  # the app's line is text, not a generated token
                self.tokens += 1
                self.answer_tokens += 1
            self.text += ev.data.get("text") or ""
        elif ev.type == "error":
            if ev.data.get("recoverable") and ev.data.get("where") != "request":
                self.errors.append(ev.data)  # a fallback followed: the request goes on
            else:
                self.fatal = ev.data

    def finish_reason(self) -> str:
        raw = (self.metrics or {}).get("finish_reason")
        return FINISH.get(raw, raw if raw in ("stop", "length", "content_filter") else "stop")

    def usage(self) -> dict[str, int]:
        m = self.metrics or {}
        # after a restart the answer is the new text only (content), so usage counts its tokens; the set-aside
        # text's are in the extension's metrics (tokens) and discarded
        completion = self.answer_tokens if self.discarded else int(m.get("tokens") or self.tokens)
        prompt = int(m.get("prompt_tokens") or 0)
        return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}

    def extension(self) -> dict[str, Any]:
        """The documented ``powerlever`` field (docs/api.md)."""
        cfg = self.config or {}
        m = self.metrics or {}
        impact_keys = ("energy_kwh", "energy_wh_per_token", "water_l", "co2_kg", "cost_usd", "energy_source",
                       "hardware_label", "region", "savings", "savings_vs_ultra", "baseline_energy_kwh",
                       "baseline_water_l", "baseline_co2_kg", "baseline_cost_usd", "impact_error")
        return {
            "tier": m.get("tier") or cfg.get("tier"),
            "router": cfg.get("router"),
            "mode": cfg.get("mode"),
            "backend": m.get("backend") or cfg.get("backend"),
            "served_model": m.get("model") or cfg.get("target_model"),
            "reasoning": (self.reasoning or {}).get("text"),
            "reasoning_source": (self.reasoning or {}).get("source"),
            "spec": m.get("spec"),
            "impact": {k: m[k] for k in impact_keys if k in m},
            "timing": {k: m.get(k) for k in ("ttft_ms", "total_ms", "tokens_per_sec")},
            "escalation": cfg.get("escalation"),
            "switches": self.switches,
            "discarded": self.discarded,
            "ignored_params": self.ignored_params,
            "fallbacks": self.errors,
            "config": self.config,
            "trace": self.trace,
            "metrics": self.metrics,
        }


def problem_from_error(err: dict[str, Any]) -> HTTPProblem:
    """A fatal pipeline ``error`` event -> an HTTP error (before anything was streamed)."""
    where = str(err.get("where") or "")
    message = str(err.get("message") or "the request failed")
    if where == "request":
        return HTTPProblem(400, message, param=err.get("field"))
    if where == "pipeline":
        return HTTPProblem(500, message, type="server_error", code="internal_error")
    return HTTPProblem(503, message, type="server_error", code="backend_unavailable")


def error_object(err: dict[str, Any]) -> dict[str, Any]:
    p = problem_from_error(err)
    return {"error": {"message": p.message, "type": p.type, "param": p.param, "code": p.code}}


class Completion:
    """One /v1 request in flight: the pipeline's events, pre-read up to the first token so a failure before
    any output is still an HTTP error, then streamed as chunks or collected into one response."""

    def __init__(self, request: GenerationRequest, opts: dict[str, Any], chat: bool):
        from powerlever.pipeline import run

        self.request, self.opts, self.chat = request, opts, chat
        self.cancel = asyncio.Event()
        self.client_gone = False
        self.events = run(request, self.cancel)
        self.state = RunState(ignored_params=list(opts.get("ignored_params", ())))
        self.head: list[Event] = []
        self.id = ("chatcmpl-" if chat else "cmpl-") + uuid.uuid4().hex
        self.created = int(time.time())
        self.object = "chat.completion" if chat else "text_completion"
        self.chunk_object = "chat.completion.chunk" if chat else "text_completion"

    async def start(self) -> None:
        """Read events until the first token, the metrics or a fatal error; raise HTTPProblem on the last."""
        async for ev in self.events:
            self.head.append(ev)
            self.state.see(ev)
            if self.state.fatal is not None and self.state.tokens == 0:
                await self.close()
                raise problem_from_error(self.state.fatal)
            if ev.type in ("token", "metrics", "done"):
                return

    async def rest(self) -> AsyncIterator[Event]:
        head, self.head = self.head, []
        for ev in head:
            yield ev
        async for ev in self.events:
            self.state.see(ev)
            yield ev

    async def close(self) -> None:
        """Stop the generation (idempotent): a client that went away frees the engine."""
        self.cancel.set()
        try:
            await self.events.aclose()
        except RuntimeError:  # still running in the streaming task: the cancel event stops it
            pass

    async def cancel_when_gone(self, http_request: Request, every_s: float = 0.25) -> None:
        """Stop a collected (non-streamed) generation when its client disconnects: Starlette does not cancel a
        plain handler, so without this an abandoned request ran to the end and kept its admission slot."""
        while not self.cancel.is_set():
            if await http_request.is_disconnected():
                self.client_gone = True
                self.cancel.set()
                return
            await asyncio.sleep(every_s)

    async def abort(self, ticket: Ticket | None) -> None:
        """The response's background task: runs even when the stream never started (client gone)."""
        try:
            await self.close()
        finally:
            if ticket is not None:
                ticket.release()

    # -- shapes
    def _logprob_entry(self, ev: Event) -> Any:
        lp = ev.data.get("logprob")
        if lp is None:
            return None
        text = ev.data.get("text") or ""
        return {"token": text, "logprob": float(lp), "bytes": list(text.encode("utf-8")), "top_logprobs": []}

    def response(self, tokens: list[Event]) -> dict[str, Any]:
        st = self.state
        # the model's tokens only: a safety answer's opening line is the app's text, with no logprob
        entries = [self._logprob_entry(ev) for ev in tokens
                   if not app_written(ev.data)] if self.opts["logprobs"] else []
        known = bool(entries) and all(e is not None for e in entries)
        opening = sum(len(ev.data.get("text") or "") for ev in tokens if app_written(ev.data))
        if self.chat:
            choice: dict[str, Any] = {"index": 0, "message": {"role": "assistant", "content": st.text,
                                                             "refusal": None},
                                      "logprobs": {"content": entries, "refusal": None} if known else None,
                                      "finish_reason": st.finish_reason()}
        else:
            choice = {"index": 0, "text": st.text, "logprobs": _legacy_logprobs(entries, opening) if known else None,
                      "finish_reason": st.finish_reason()}
        return {"id": self.id, "object": self.object, "created": self.created, "model": self.opts["model"],
                "system_fingerprint": None, "choices": [choice], "usage": st.usage(), EXTENSION: st.extension()}

    def chunk(self, *, delta: dict[str, Any] | None = None, text: str | None = None, logprobs: Any = None,
              finish_reason: str | None = None, choices: bool = True, usage: Any = None,
              extension: bool = False, switch: dict[str, Any] | None = None) -> str:
        """One stream chunk. ``extension``: carry the whole ``powerlever`` object; ``switch``: carry only
        ``powerlever.switch`` (an answer that restarts on a bigger tier: deltas cannot be taken back, so a
        client that reads the extension replaces the text so far; the final ``content`` is the new answer
        only and ``powerlever.discarded`` keeps the old one)."""
        out: dict[str, Any] = {"id": self.id, "object": self.chunk_object, "created": self.created,
                               "model": self.opts["model"], "system_fingerprint": None, "choices": []}
        if choices:
            if self.chat:
                out["choices"] = [{"index": 0, "delta": delta or {}, "logprobs": logprobs,
                                   "finish_reason": finish_reason}]
            else:
                out["choices"] = [{"index": 0, "text": text or "", "logprobs": logprobs,
                                   "finish_reason": finish_reason}]
        if self.opts["include_usage"]:
            out["usage"] = usage
        if extension:
            out[EXTENSION] = self.state.extension()
        elif switch is not None:
            out[EXTENSION] = {"switch": switch}
        return f"data: {json.dumps(out, separators=(',', ':'))}\n\n"

    async def sse(self, ticket: Ticket | None) -> AsyncIterator[str]:
        """The streamed response; the last chunk before ``[DONE]`` carries the extension."""
        try:
            if self.chat:
                yield self.chunk(delta={"role": "assistant", "content": ""})
            offset = 0
            async for ev in self.rest():
                if ev.type == "token":
                    text = ev.data.get("text") or ""
                    lp = None
                    if self.opts["logprobs"]:
                        entry = self._logprob_entry(ev)
                        if entry is not None:
                            lp = {"content": [entry], "refusal": None} if self.chat else _legacy_logprobs([entry],
                                                                                                       offset)
                    offset += len(text)
                    if text or lp:
                        yield (self.chunk(delta={"content": text}, logprobs=lp) if self.chat
                               else self.chunk(text=text, logprobs=lp))
                elif restarts_answer(ev):  # deltas cannot be taken back: say so in the stream
                    yield self.chunk(delta={}, switch=ev.data)
                elif ev.type == "error" and self.state.fatal is ev.data:
                    yield f"data: {json.dumps(error_object(ev.data))}\n\n"
                    yield "data: [DONE]\n\n"
                    return
            last = not self.opts["include_usage"]
            yield self.chunk(delta={}, finish_reason=self.state.finish_reason(), extension=last)
            if self.opts["include_usage"]:
                yield self.chunk(choices=False, usage=self.state.usage(), extension=True)
            yield "data: [DONE]\n\n"
        finally:
            await self.close()
            if ticket is not None:
                ticket.release()

    async def collect(self) -> dict[str, Any]:
        tokens: list[Event] = []
        try:
            async for ev in self.rest():
                if ev.type == "token":
                    tokens.append(ev)
        finally:
            await self.close()
        if self.state.fatal is not None:
            raise problem_from_error(self.state.fatal)
        return self.response(tokens)


def _legacy_logprobs(entries: list[dict[str, Any]], offset: int = 0) -> dict[str, Any]:
    """The /v1/completions logprobs shape (tokens, token_logprobs, top_logprobs, text_offset)."""
    offsets, pos = [], offset
    for e in entries:
        offsets.append(pos)
        pos += len(e["token"])
    return {"tokens": [e["token"] for e in entries], "token_logprobs": [e["logprob"] for e in entries],
            "top_logprobs": None, "text_offset": offsets}


# --------------------------------------------------------------------------- routes

def attach(app: Any) -> None:
    """Add the /v1 routes to a FastAPI app (Gradio's server app, or the standalone ``serve`` app)."""
    admission = admission_for(app)

    async def completions(http_request: Request, chat: bool) -> Any:
        ticket: Ticket | None = None
        try:
            check_auth(http_request)  # first: a client without the key learns nothing about the server's settings
            limits = Limits.from_env()
            request, opts = build_request(await read_json(http_request, limits), chat=chat)
            ticket = await admission.enter(client_ip(http_request), limits)
            run = Completion(request, opts, chat)
            await run.start()
            if not opts["stream"]:
                watcher = asyncio.create_task(run.cancel_when_gone(http_request))
                try:
                    body = await run.collect()
                finally:
                    watcher.cancel()
                ticket.release()
                return JSONResponse(body)
        except HTTPProblem as exc:
            if ticket is not None:
                ticket.release()
            return exc.openai_response()
        except BaseException:
            if ticket is not None:
                ticket.release()
            raise
        return StreamingResponse(run.sse(ticket), media_type="text/event-stream", headers=sse_headers(),
                                 background=BackgroundTask(run.abort, ticket))

    async def chat_completions(http_request: Request) -> Any:
        return await completions(http_request, chat=True)

    async def text_completions(http_request: Request) -> Any:
        return await completions(http_request, chat=False)

    async def models(http_request: Request) -> Any:
        try:
            check_auth(http_request)
        except HTTPProblem as exc:
            return exc.openai_response()
        created = int(time.time())
        return JSONResponse({"object": "list", "data": [
            {"id": name, "object": "model", "created": created, "owned_by": OWNED_BY} for name in model_names()]})

    async def model(http_request: Request, name: str) -> Any:
        try:
            check_auth(http_request)
            model_fields(name)
        except HTTPProblem as exc:
            return exc.openai_response()
        # the id as /v1/models lists it (names are case-insensitive: POWER-50 is power-50)
        return JSONResponse({"id": name.strip().lower(), "object": "model", "created": int(time.time()),
                             "owned_by": OWNED_BY})

    async def not_found(http_request: Request, path: str) -> Any:
        try:
            check_auth(http_request)
        except HTTPProblem as exc:
            return exc.openai_response()
        allowed = ROUTE_METHODS.get(f"/v1/{path.rstrip('/')}")
        if allowed:  # a known endpoint asked with the wrong method: 405 with Allow, not "unknown endpoint"
            return HTTPProblem(405, f"{http_request.method} /v1/{path} is not supported; use {allowed}",
                               code="method_not_allowed", headers={"Allow": allowed}).openai_response()
        return HTTPProblem(404, f"unknown endpoint {http_request.method} /v1/{path}; this server has "
                                "/v1/models, /v1/chat/completions and /v1/completions",
                           code="unknown_url").openai_response()

    app.add_api_route("/v1/models", models, methods=["GET"])
    app.add_api_route("/v1/models/{name}", model, methods=["GET"])
    app.add_api_route("/v1/chat/completions", chat_completions, methods=["POST"])
    app.add_api_route("/v1/completions", text_completions, methods=["POST"])
    app.add_api_route("/v1/{path:path}", not_found, methods=["GET", "POST", "PUT", "DELETE", "PATCH"])

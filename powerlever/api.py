"""HTTP API: the event stream over SSE (``POST /api/inference``), and the guards every HTTP route shares.

A thin consumer of ``powerlever.pipeline.run``: the JSON body is a ``GenerationRequest``; the
response is ``text/event-stream`` with one ``data: <json>\\n\\n`` frame per event, ending in
``done``. Validation problems are still events (``error`` then ``done``), so clients have one
code path; only a body that is not a JSON object with known fields gets an HTTP 400. A client
that disconnects cancels its generation.

The guards (used here and by the OpenAI-compatible routes in ``powerlever.openai_api``), all set by
environment (read per request, so tests and operators can change them without a restart):

* body cap ``POWERLEVER_MAX_BODY_BYTES`` (default 1 MB): read incrementally, 413 past it;
* JSON nesting cap ``POWERLEVER_MAX_JSON_DEPTH`` (default 32): 400, checked before parsing;
* admission: ``POWERLEVER_MAX_CONCURRENT`` generations run at once (default 2), up to
  ``POWERLEVER_MAX_QUEUE`` more wait (default 16, at most ``POWERLEVER_QUEUE_TIMEOUT`` s, default 120),
  at most ``POWERLEVER_MAX_STREAMS_PER_IP`` per client address (default 8); past any of them, 429 with
  ``Retry-After``;
* ``POWERLEVER_API_KEY``: when set, ``/api/*`` and ``/v1/*`` need ``Authorization: Bearer <key>`` (401);
* CORS: no ``Access-Control-Allow-Origin`` is ever added by these routes (off by default).
"""

from __future__ import annotations

import asyncio
import dataclasses
import hmac
import json
import math
import os
import re
import time
from collections import deque
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from typing import Any

from fastapi import Request  # module level: FastAPI resolves the handler's annotation by name
from fastapi.responses import JSONResponse, StreamingResponse
from starlette.background import BackgroundTask

from powerlever import env
from powerlever.config import GenerationRequest, not_unicode

REQUEST_FIELDS = tuple(f.name for f in dataclasses.fields(GenerationRequest))
ENV_API_KEY = "POWERLEVER_API_KEY"


class BadRequest(ValueError):
    pass


# --------------------------------------------------------------------------- limits and guards

@dataclass(frozen=True)
class Limits:
    max_body_bytes: int = 1_000_000
    max_json_depth: int = 32
    max_concurrent: int = 2
    max_queue: int = 16
    max_streams_per_ip: int = 8
    queue_timeout_s: float = 120.0

    @classmethod
    def from_env(cls) -> Limits:
        """The limits the environment sets; a malformed one is a 500 naming the variable (``HTTPProblem``): the
        server's configuration is wrong, not the request."""
        try:
            return cls._from_env()
        except env.SettingError as exc:
            raise HTTPProblem(500, f"server setting: {exc}", type="server_error", code="bad_server_setting") from None

    @classmethod
    def _from_env(cls) -> Limits:
        d = cls()
        return cls(
            max_body_bytes=_env_int("POWERLEVER_MAX_BODY_BYTES", d.max_body_bytes, 1024),  # 1 byte refused every body
            max_json_depth=_env_int("POWERLEVER_MAX_JSON_DEPTH", d.max_json_depth, 1),
            max_concurrent=_env_int("POWERLEVER_MAX_CONCURRENT", d.max_concurrent, 1),
            max_queue=_env_int("POWERLEVER_MAX_QUEUE", d.max_queue, 0),
            max_streams_per_ip=_env_int("POWERLEVER_MAX_STREAMS_PER_IP", d.max_streams_per_ip, 1),
            queue_timeout_s=float(_env_int("POWERLEVER_QUEUE_TIMEOUT", int(d.queue_timeout_s), 1)),
        )


def _env_int(name: str, default: int, lo: int) -> int:
    """A limit from the environment: at least ``lo``, refused by name otherwise (it used to fall back to the
    default, or clamp, without a word)."""
    return env.number(name, default, lo=lo, integer=True)


class HTTPProblem(Exception):
    """An HTTP-level refusal (400/401/404/413/429...): rendered as ``{"error": message}`` on /api and as an
    OpenAI error object on /v1."""

    def __init__(self, status: int, message: str, *, type: str = "invalid_request_error",
                 param: str | None = None, code: str | None = None, headers: dict[str, str] | None = None):
        super().__init__(message)
        self.status, self.message, self.type, self.param, self.code = status, message, type, param, code
        self.headers = headers or {}

    def api_response(self) -> JSONResponse:
        body: dict[str, Any] = {"error": self.message}
        if self.param:
            body["field"] = self.param
        return JSONResponse(body, status_code=self.status, headers=self.headers)

    def openai_response(self) -> JSONResponse:
        return JSONResponse({"error": {"message": self.message, "type": self.type, "param": self.param,
                                       "code": self.code}}, status_code=self.status, headers=self.headers)


def check_auth(request: Request) -> None:
    """Bearer auth when POWERLEVER_API_KEY is set (constant-time compare); 401 otherwise."""
    key = os.environ.get(ENV_API_KEY, "")
    if not key:
        return
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(token.strip().encode(), key.encode()):
        raise HTTPProblem(401, "missing or invalid API key: send 'Authorization: Bearer <POWERLEVER_API_KEY>'",
                          code="invalid_api_key", headers={"WWW-Authenticate": "Bearer"})


async def read_json(request: Request, limits: Limits) -> Any:
    """The body as JSON, read incrementally: never more than ``max_body_bytes`` is held (413 past it),
    and nesting deeper than ``max_json_depth`` is refused (400) before the parser recurses into it."""
    cap = limits.max_body_bytes
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > cap:
        raise HTTPProblem(413, f"the request body is {int(declared):,} bytes; the limit is {cap:,}",
                          code="request_too_large")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > cap:
            raise HTTPProblem(413, f"the request body exceeds the limit of {cap:,} bytes", code="request_too_large")
        chunks.append(chunk)
    raw = b"".join(chunks)
    if not raw.strip():
        raise HTTPProblem(400, "the request body is empty: send a JSON object")
    depth = json_depth(raw)
    if depth > limits.max_json_depth:
        raise HTTPProblem(400, f"the JSON body is nested {depth} levels deep; the limit is {limits.max_json_depth}")
    try:
        body = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise HTTPProblem(400, "the request body is not valid JSON") from None
    except RecursionError:  # unreachable with the depth check; kept so nothing can become a 500
        raise HTTPProblem(400, "the JSON body is nested too deeply") from None
    where = unpaired_surrogate(body)
    if where:
        raise HTTPProblem(400, f"{where} holds an unpaired UTF-16 surrogate (a \\uD800-\\uDFFF escape without its "
                               "pair), which is not valid Unicode text", param=where)
    return body


def unpaired_surrogate(value: Any, path: str = "") -> str | None:
    """The path of the first string (or key) in a parsed JSON body that holds a lone UTF-16 surrogate, or None.
    JSON's \\uD800 escapes can carry one; the tokenizer refuses such text and the response that echoes it cannot
    be encoded, so it is refused up front, naming the field."""
    if isinstance(value, str):
        return (path or "body") if not_unicode(value) else None
    if isinstance(value, dict):
        for key, item in value.items():
            if not_unicode(key):
                return f"{path}.{ascii(key)}" if path else f"key {ascii(key)}"
            found = unpaired_surrogate(item, f"{path}.{key}" if path else key)
            if found:
                return found
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found = unpaired_surrogate(item, f"{path}[{i}]")
            if found:
                return found
    return None


_JSON_TOKENS = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.S)


def json_depth(raw: bytes) -> int:
    """Maximum bracket nesting of a JSON text, skipping strings (the regex engine does the scan)."""
    depth = deepest = 0
    for m in _JSON_TOKENS.finditer(raw):
        c = m.group()[:1]
        if c in (b"[", b"{"):
            depth += 1
            deepest = max(deepest, depth)
        elif c in (b"]", b"}"):
            depth -= 1
    return deepest


def client_ip(request: Request) -> str:
    """The client's address for the per-IP cap. Behind one trusted reverse proxy (a Hugging Face Space, or
    POWERLEVER_TRUST_PROXY=1) every request comes from the proxy, so the address the proxy appended to
    X-Forwarded-For (the last entry; earlier ones are client-supplied and spoofable) is used instead."""
    peer = request.client.host if request.client else "unknown"
    trusted = env.switch("POWERLEVER_TRUST_PROXY", bool(os.environ.get("SPACE_ID")))
    forwarded = request.headers.get("x-forwarded-for", "")
    if trusted and forwarded.strip():
        return forwarded.split(",")[-1].strip() or peer
    return peer


class Admission:
    """At most ``max_concurrent`` generations at once, ``max_queue`` waiting (FIFO), ``max_streams_per_ip``
    per client: beyond that an immediate 429 with a Retry-After estimated from recent request durations.
    One per server app (its event loop); every method runs on that loop, so plain counters are safe."""

    def __init__(self) -> None:
        self.active = 0
        self.per_ip: dict[str, int] = {}
        self.recent_s: deque[float] = deque(maxlen=20)
        self.rejected = 0
        self.max_concurrent = Limits().max_concurrent
        self._waiters: deque[asyncio.Future[None]] = deque()

    @property
    def waiting(self) -> int:
        return sum(1 for f in self._waiters if not f.done())

    def retry_after_s(self) -> int:
        mean = sum(self.recent_s) / len(self.recent_s) if self.recent_s else 5.0
        return max(1, math.ceil(mean * (self.waiting + 1) / self.max_concurrent))

    def _busy(self, message: str, code: str) -> HTTPProblem:
        self.rejected += 1
        return HTTPProblem(429, message, type="rate_limit_error", code=code,
                           headers={"Retry-After": str(self.retry_after_s())})

    async def enter(self, ip: str, limits: Limits) -> Ticket:
        """Admit (waiting in the queue if needed) or raise a 429; the caller must ``release`` the ticket."""
        self.max_concurrent = limits.max_concurrent
        held = self.per_ip.get(ip, 0)
        if held >= limits.max_streams_per_ip:
            raise self._busy(f"too many concurrent requests from {ip} (limit {limits.max_streams_per_ip}); "
                             "retry later", "rate_limit_exceeded")
        if self.active >= limits.max_concurrent and self.waiting >= limits.max_queue:
            raise self._busy(f"the server is busy ({self.active} running, {self.waiting} queued, queue limit "
                             f"{limits.max_queue}); retry later", "server_busy")
        self.per_ip[ip] = held + 1
        ticket = Ticket(self, ip)
        if self.active < limits.max_concurrent and not self.waiting:
            self.active += 1
            ticket.running = True
            return ticket
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            await asyncio.wait_for(fut, timeout=limits.queue_timeout_s)
        except BaseException as exc:
            if fut.done() and not fut.cancelled():  # the slot was handed over just as we gave up
                ticket.running = True
            ticket.release()
            if isinstance(exc, TimeoutError):
                raise self._busy(f"waited {limits.queue_timeout_s:g} s in the queue; retry later",
                                 "queue_timeout") from None
            raise
        ticket.running = True  # _wake counted it as active when it handed the slot over
        ticket.t0 = time.perf_counter()
        return ticket

    def _wake(self) -> None:
        while self._waiters and self.active < self.max_concurrent:
            fut = self._waiters.popleft()
            if not fut.done():
                self.active += 1
                fut.set_result(None)

    def _done(self, ticket: Ticket) -> None:
        left = self.per_ip.get(ticket.ip, 1) - 1
        if left > 0:
            self.per_ip[ticket.ip] = left
        else:
            self.per_ip.pop(ticket.ip, None)
        if ticket.running:
            self.active -= 1
            self.recent_s.append(time.perf_counter() - ticket.t0)
        self._wake()

    def snapshot(self) -> dict[str, Any]:
        return {"active": self.active, "waiting": self.waiting, "per_ip": dict(self.per_ip), "rejected": self.rejected}


class Ticket:
    """One admitted request; ``release`` is idempotent (called from the stream's end and the response's
    background task, whichever comes first)."""

    def __init__(self, admission: Admission, ip: str):
        self.admission, self.ip = admission, ip
        self.running = False
        self.released = False
        self.t0 = time.perf_counter()

    def release(self) -> None:
        if not self.released:
            self.released = True
            self.admission._done(self)


def admission_for(app: Any) -> Admission:
    """The app's one admission controller, shared by /api and /v1 routes."""
    adm = getattr(app.state, "powerlever_admission", None)
    if adm is None:
        adm = app.state.powerlever_admission = Admission()
    return adm


def sse_headers() -> dict[str, str]:
    return {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


# --------------------------------------------------------------------------- /api/inference

def request_from_json(body: Any) -> GenerationRequest:
    if not isinstance(body, dict):
        raise BadRequest("the request body must be a JSON object")
    unknown = sorted(set(body) - set(REQUEST_FIELDS))
    if unknown:
        raise BadRequest(f"unknown field(s) {', '.join(unknown)}; known fields: {', '.join(REQUEST_FIELDS)}")
    if "prompt" not in body:
        raise BadRequest("missing field 'prompt'")
    return GenerationRequest(**body)


async def sse_stream(request: GenerationRequest, cancel: asyncio.Event,
                     ticket: Ticket | None = None) -> AsyncIterator[str]:
    from powerlever.pipeline import run

    try:
        async for event in run(request, cancel):
            yield event.to_sse()
    finally:
        cancel.set()  # client went away mid-stream: stop the engine
        if ticket is not None:
            ticket.release()


def attach(app: Any) -> None:
    """Add the API routes to a FastAPI app (Gradio's server app, or a standalone one)."""
    admission = admission_for(app)

    async def inference(http_request: Request) -> Any:
        try:
            check_auth(http_request)  # first: a client without the key learns nothing about the server's settings
            limits = Limits.from_env()
            request = request_from_json(await read_json(http_request, limits))
            ticket = await admission.enter(client_ip(http_request), limits)
        except HTTPProblem as exc:
            return exc.api_response()
        except (BadRequest, TypeError) as exc:
            return JSONResponse({"error": str(exc)}, status_code=400)
        return StreamingResponse(sse_stream(request, asyncio.Event(), ticket), media_type="text/event-stream",
                                 headers=sse_headers(), background=BackgroundTask(ticket.release))

    async def tiers(http_request: Request) -> Any:
        from powerlever.tiers import registry_as_dict

        try:
            check_auth(http_request)
        except HTTPProblem as exc:
            return exc.api_response()
        return JSONResponse(registry_as_dict())

    async def health() -> dict[str, Any]:
        """Liveness for a load balancer or a Space: always 200 while the process serves; ``warmup`` says
        whether the models a first request needs are loaded yet (``ready``) or still loading."""
        from powerlever.ui import warmup

        state = warmup.STATE
        return {"ok": True, "warmup": {"status": state.status, "message": state.message},
                "admission": admission.snapshot()}

    app.add_api_route("/api/inference", inference, methods=["POST"])
    app.add_api_route("/api/tiers", tiers, methods=["GET"])
    app.add_api_route("/health", health, methods=["GET"])


# --------------------------------------------------------------------------- gradio_client, safely

def iter_gradio_job(job: Any, idle_timeout_s: float = 300.0, poll_s: float = 0.05) -> Iterator[Any]:
    """Yield a ``gradio_client`` job's streamed outputs as they arrive, and end when it ends.

    Why not ``for update in job``: when the server's queue is full the job is rejected at once, and
    iterating it then blocks for ever (gradio_client 2.x). Here a rejected or failed job raises its
    exception (``QueueError: Queue is full!``), and a job that sends nothing for ``idle_timeout_s`` is
    cancelled with a TimeoutError."""
    seen = 0
    last = time.monotonic()
    while True:
        outputs = job.outputs()
        if len(outputs) > seen:
            yield from outputs[seen:]
            seen, last = len(outputs), time.monotonic()
        if job.done():
            exc = job.exception(timeout=0)
            if exc is not None:
                raise exc
            outputs = job.outputs()
            yield from outputs[seen:]
            return
        if time.monotonic() - last > idle_timeout_s:
            job.cancel()
            raise TimeoutError(f"no update from the gradio job for {idle_timeout_s:g} s")
        time.sleep(poll_s)

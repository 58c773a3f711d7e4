"""Faults end in a clear error or a visible fallback, never a hang: the remote-backend circuit breaker
(closed ports, for the OpenAI-compatible backend and Modal), the routing bound (a stalled Claude API on
127.0.0.1 speaking the real protocol), and a gradio_client job rejected by a full queue."""

from __future__ import annotations

import asyncio
import json
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import openai
import pytest

from powerlever.backends.base import BREAKER, BackendError, CircuitBreaker
from powerlever.config import GenerationRequest, InferenceConfig, SamplingConfig, SpecConfig
from powerlever.events import parse_sse
from powerlever.pipeline import collect

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fake_anthropic import FakeAnthropic  # noqa: E402


def closed_port() -> int:
    """A port nothing listens on (bound then released: connections are refused)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_breaker_opens_on_unreachable_probes_after_cooldown_and_closes_on_success(monkeypatch):
    now = [100.0]
    b = CircuitBreaker(clock=lambda: now[0])
    monkeypatch.setenv("POWERLEVER_BREAKER_COOLDOWN", "30")
    b.check("k", "x.circuit")  # closed: passes
    b.failure("k", BackendError("HTTP 400: bad", where="x.http"))  # reachable: stays closed
    assert b.state("k") == "closed"
    b.failure("k", BackendError("connection refused", where="x.connect", unreachable=True))
    with pytest.raises(BackendError) as fast:
        b.check("k", "x.circuit")
    assert fast.value.where == "x.circuit" and fast.value.recoverable and "connection refused" in str(fast.value)
    now[0] += 31
    b.check("k", "x.circuit")  # half-open: this one probes
    with pytest.raises(BackendError):
        b.check("k", "x.circuit")  # while the probe runs, others still fail fast
    b.success("k")
    assert b.state("k") == "closed"
    b.check("k", "x.circuit")


def _openai_config() -> InferenceConfig:
    return InferenceConfig(tier="eco", power=10, speed=50, mode="manual", gpu="T4", target_model="m",
                           draft_model=None, backend="openai", spec=SpecConfig(),
                           sampling=SamplingConfig(max_tokens=2))


async def test_openai_backend_fails_fast_after_the_first_refusal_then_recovers(monkeypatch, smol):
    """A closed port trips the breaker; while open, no connection is even tried; after the cool-down the
    probe goes through to a live server (this project's own /v1 on 127.0.0.1) and closes it."""
    from powerlever.backends.openai_compat import OpenAICompatBackend
    from powerlever.cli.serve import build_app, serve_in_thread

    port = closed_port()
    base = f"http://127.0.0.1:{port}/v1"
    monkeypatch.setenv("POWERLEVER_OPENAI_BASE_URL", base)
    monkeypatch.setenv("POWERLEVER_OPENAI_MODEL", "eco")
    monkeypatch.setenv("POWERLEVER_BREAKER_COOLDOWN", "1")
    backend = OpenAICompatBackend()

    async def drain() -> list:
        return [ev async for ev in backend.stream(_openai_config(), "Say hi.", asyncio.Event())]

    with pytest.raises(BackendError) as first:
        await drain()
    assert first.value.where == "openai.connect" and first.value.unreachable
    t0 = time.perf_counter()
    with pytest.raises(BackendError) as second:
        await drain()
    assert second.value.where == "openai.circuit" and "circuit breaker open" in str(second.value)
    assert time.perf_counter() - t0 < 0.05
    assert BREAKER.state(f"openai:{base}") == "open"
    await asyncio.sleep(1.1)
    with serve_in_thread(build_app(), port=port):  # the endpoint comes back on the same port
        events = await drain()
    assert events[-1].type == "metrics" and events[-1].data["tokens"] == 2
    assert BREAKER.state(f"openai:{base}") == "closed"


async def test_unreachable_modal_costs_one_lookup_then_requests_fall_back_at_once(monkeypatch, smol):
    """Credentials set, Modal unreachable: the first request waits out the (bounded) lookup, the next
    one skips Modal at once and the local tier answers; both traces say why."""
    monkeypatch.setenv("MODAL_TOKEN_ID", "ak-test")
    monkeypatch.setenv("MODAL_TOKEN_SECRET", "as-test")
    monkeypatch.setenv("MODAL_SERVER_URL", f"http://127.0.0.1:{closed_port()}")
    monkeypatch.setenv("POWERLEVER_MODAL_LOOKUP_TIMEOUT", "2")
    monkeypatch.setenv("POWERLEVER_BREAKER_COOLDOWN", "60")
    from modal.client import _Client

    monkeypatch.setattr(_Client, "_client_from_env", None)
    from powerlever.pipeline import run

    waits, errors = [], []
    for _ in range(2):
        events, t_dispatch = [], None
        async for ev in run(GenerationRequest("Say hi.", tier="eco", backend="modal", max_tokens=2,
                                              router="heuristic")):
            events.append(ev)
            if ev.type == "trace" and ev.data["step"] == "dispatch" and t_dispatch is None:
                t_dispatch = time.perf_counter()
            if ev.type == "error":  # how long Modal held the request before the fallback
                waits.append(time.perf_counter() - t_dispatch)
                errors.append(ev.data)
        assert events[-2].type == "metrics" and events[-2].data["backend"] == "local"
    assert errors[0]["where"] == "modal.lookup" and errors[1]["where"] == "modal.circuit"
    assert "circuit breaker open" in errors[1]["message"] and errors[1]["recoverable"]
    assert waits[1] < 0.1 and waits[1] < waits[0]
    monkeypatch.setattr(_Client, "_client_from_env", None)


async def test_a_stalled_llm_router_never_fails_the_request(monkeypatch, smol):
    """The Claude API (a local fake speaking its protocol) stalls past the pipeline's routing bound:
    the offline route stands, the trace says so, and the answer streams."""
    with FakeAnthropic(delay_s=8.0) as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-fake")
        monkeypatch.setenv("POWERLEVER_ROUTER_TIMEOUT", "6")  # the router's own bound, longer than ...
        monkeypatch.setenv("POWERLEVER_ROUTE_TIMEOUT", "1")  # ... the pipeline's last-resort bound
        from powerlever.pipeline import run

        t0 = time.perf_counter()
        events, routed_after = [], None
        async for ev in run(GenerationRequest("Say hi.", router="claude", max_tokens=2)):
            events.append(ev)
            if ev.type == "config":
                routed_after = time.perf_counter() - t0
    types = [e.type for e in events]
    assert "error" not in types and types[-2:] == ["metrics", "done"] and "token" in types
    fb = [e.data for e in events if e.type == "trace" and e.data["step"] == "router_fallback"]
    assert fb and "took longer than 1 s" in fb[0]["result"] and fb[0]["used"] == "heuristic"
    assert "offline heuristic route stands" in next(e.data["text"] for e in events if e.type == "reasoning")
    assert routed_after < 3  # the 1 s bound, not the router's 6 s nor the API's 8 s stall


async def test_a_crashing_router_never_fails_the_request(monkeypatch, smol):
    from powerlever import pipeline

    real = pipeline.route_request

    async def crashing(request, **kw):
        if request.router == "knn":
            raise RuntimeError("index file is corrupt")
        return await real(request, **kw)

    monkeypatch.setattr(pipeline, "route_request", crashing)
    events = await collect(GenerationRequest("Say hi.", router="knn", max_tokens=2))
    assert "error" not in [e.type for e in events] and events[-2].type == "metrics"
    fb = next(e.data for e in events if e.type == "trace" and e.data["step"] == "router_fallback")
    assert "RuntimeError: index file is corrupt" in fb["result"]


def test_a_job_rejected_by_a_full_gradio_queue_raises_instead_of_hanging():
    """Iterating a rejected gradio_client job blocks for ever; iter_gradio_job raises the QueueError."""
    import gradio as gr
    from gradio_client import Client
    from local_server import launch

    from powerlever.api import iter_gradio_job

    def slow(x: str):
        for i in range(3):
            time.sleep(0.5)
            yield f"{x}-{i}"

    with gr.Blocks() as demo:
        box, out = gr.Textbox(), gr.Textbox()
        box.submit(slow, box, out, api_name="slow")
    demo.queue(default_concurrency_limit=1, max_size=1)
    url = launch(demo)
    try:
        client = Client(url, verbose=False)
        first = client.submit("a", api_name="/slow")
        deadline = time.monotonic() + 10
        while not first.outputs() and time.monotonic() < deadline:
            time.sleep(0.05)  # "a" must be running, not waiting, before the queue is filled
        assert first.outputs(), "the first job never started"
        jobs = [first] + [client.submit(x, api_name="/slow") for x in "bc"]
        while not any(j.done() for j in jobs) and time.monotonic() < deadline:
            time.sleep(0.05)
        rejected = [j for j in jobs if j.done() and j.status().success is False]
        assert len(rejected) == 1
        got: dict = {}

        def consume() -> None:
            try:
                got["out"] = list(iter_gradio_job(rejected[0], idle_timeout_s=5))
            except Exception as exc:  # noqa: BLE001 - the assertion below names it
                got["exc"] = exc

        th = threading.Thread(target=consume, daemon=True)
        th.start()
        th.join(3)
        assert not th.is_alive() and "Queue is full" in str(got.get("exc"))
        served = next(j for j in jobs if j is not rejected[0])
        outs = list(iter_gradio_job(served, idle_timeout_s=10))
        assert outs[-1].endswith("-2")
    finally:
        demo.close()


class _DyingHandler(BaseHTTPRequestHandler):
    """An OpenAI-compatible server that streams two chunks and then drops the connection."""

    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):  # noqa: N802 - http.server's naming
        self.rfile.read(int(self.headers["Content-Length"]))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        for word in ("Hello", " world"):
            chunk = {"id": "x", "object": "chat.completion.chunk", "created": 0, "model": "m",
                     "choices": [{"index": 0, "delta": {"content": word}, "finish_reason": None}]}
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
            self.wfile.flush()
        self.connection.shutdown(socket.SHUT_RDWR)  # the backend dies mid-stream


@pytest.fixture
def v1_server():
    from powerlever.cli.serve import build_app, serve_in_thread

    with serve_in_thread(build_app()) as url:
        yield url


def test_a_backend_dying_mid_stream_ends_the_v1_stream_with_an_error_chunk(v1_server, monkeypatch):
    dying = ThreadingHTTPServer(("127.0.0.1", 0), _DyingHandler)
    threading.Thread(target=dying.serve_forever, daemon=True).start()
    try:
        monkeypatch.setenv("POWERLEVER_OPENAI_BASE_URL", f"http://127.0.0.1:{dying.server_address[1]}/v1")
        body = {"model": "eco", "messages": [{"role": "user", "content": "Say hi."}], "stream": True,
                "powerlever": {"backend": "openai", "router": "heuristic"}}
        with httpx.stream("POST", f"{v1_server}/v1/chat/completions", json=body, timeout=60) as r:
            assert r.status_code == 200
            frames = [line[6:] for line in r.iter_lines() if line.startswith("data: ")]
        assert frames[-1] == "[DONE]"
        err = json.loads(frames[-2])["error"]
        assert err["type"] == "server_error" and "after 2 tokens" in err["message"]
        text = "".join(json.loads(f)["choices"][0]["delta"].get("content") or "" for f in frames[:-2])
        assert text == "Hello world"  # what was streamed before the failure stays
        with pytest.raises(openai.APIError):  # the official client surfaces it as an error
            list(openai.OpenAI(base_url=f"{v1_server}/v1", api_key="x", max_retries=0).chat.completions.create(
                model="eco", messages=body["messages"], stream=True, extra_body={"powerlever": body["powerlever"]}))
    finally:
        dying.shutdown()


def test_a_model_that_fails_to_load_is_a_503_and_an_error_event(v1_server, monkeypatch):
    from powerlever.engine import loader

    def unavailable(refs, **kw):
        raise loader.ModelUnavailable(f"no usable model among {list(refs)}: weights file is truncated")

    monkeypatch.setattr(loader, "load_first_available", unavailable)
    resp = httpx.post(f"{v1_server}/v1/chat/completions", timeout=60, json={
        "model": "eco", "messages": [{"role": "user", "content": "Say hi."}]})
    assert resp.status_code == 503
    assert resp.json()["error"]["code"] == "backend_unavailable" and "truncated" in resp.json()["error"]["message"]
    events = parse_sse(httpx.post(f"{v1_server}/api/inference", json={"prompt": "Say hi.", "tier": "eco"},
                                  timeout=60).text)
    assert [e.type for e in events][-2:] == ["error", "done"] and events[-2].data["where"] == "local.load_model"

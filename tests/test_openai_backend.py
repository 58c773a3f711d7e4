"""The OpenAI-compatible backend against a real HTTP server on 127.0.0.1 that speaks the OpenAI SSE
chunk format (as ``vllm serve`` does, including vLLM's per-request speculative metrics on the usage
chunk), plus its failure modes: HTTP errors, an error chunk, a stream that closes early, a stalled
server, garbage, a malformed or missing base URL, and a closed port."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from powerlever.backends.base import BackendError
from powerlever.backends.openai_compat import (
    OpenAICompatBackend,
    model_for,
    normalize_base_url,
    spec_stats_from_vllm,
)
from powerlever.config import GenerationRequest, InferenceConfig, SamplingConfig, SpecConfig

WORDS = ["Hi", " there", "!"]
VLLM_SPEC = {"mean_acceptance_length": 2.5, "draft_acceptance_rate": 0.5, "acceptance_histogram": [1, 0, 1, 2],
             "num_spec_steps": 4, "num_accepted_draft_tokens": 8, "num_draft_tokens": 12, "num_spec_tokens": 3}


def _chunk(model: str, delta: dict, finish: str | None = None) -> dict:
    return {"id": "chatcmpl-1", "object": "chat.completion.chunk", "created": int(time.time()), "model": model,
            "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}]}


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    requests: list[dict] = []

    def log_message(self, *args):  # keep test output quiet
        pass

    def _sse(self, obj) -> None:
        data = obj if isinstance(obj, str) else json.dumps(obj)
        self.wfile.write(f"data: {data}\n\n".encode())
        self.wfile.flush()

    def do_POST(self):  # noqa: N802 - http.server's naming
        try:
            self._post()
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client went away (the cancel test): nothing to report

    def _post(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Handler.requests.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
        if self.path != "/v1/chat/completions":
            return self._json(404, {"error": {"message": f"no route {self.path}", "type": "NotFound"}})
        model = body["model"]
        if model == "http-error":
            return self._json(404, {"error": {"message": "The model `http-error` does not exist.",
                                              "type": "NotFoundError", "code": 404}})
        if model == "html-200":  # a login page or a proxy's page where the API was expected
            body = b"<html><body>Please sign in</body></html>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            return self.wfile.write(body)
        if model == "http-500-text":
            self.send_response(500)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", "13")
            self.end_headers()
            self.wfile.write(b"upstream died")
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")  # no length: the body ends when the connection closes
        self.end_headers()
        self.close_connection = True
        self.wfile.write(b": keep-alive comment\n\n")
        self._sse(_chunk(model, {"role": "assistant", "content": ""}))
        for i, word in enumerate(WORDS):
            if model == "early-close" and i == 2:
                return  # connection closes with no finish_reason and no [DONE]
            if model == "mid-error" and i == 2:
                return self._sse({"error": {"message": "CUDA error: an illegal memory access", "code": 500}})
            if model == "garbage" and i == 1:
                return self._sse("{not json")
            if model == "slow" and i == 1:
                time.sleep(3)
            if model == "keepalive-stall" and i == 1:
                for _ in range(6):  # a stalled server still sending SSE comments: no data for 3 s
                    self.wfile.write(b": keep-alive\n\n")
                    self.wfile.flush()
                    time.sleep(0.5)
            self._sse(_chunk(model, {"content": word}))
        self._sse(_chunk(model, {}, finish="stop"))
        usage = {"prompt_tokens": 11, "completion_tokens": len(WORDS), "total_tokens": 11 + len(WORDS)}
        final = {"id": "chatcmpl-1", "object": "chat.completion.chunk", "model": model, "choices": [], "usage": usage}
        if model == "with-spec":
            final["metrics"] = {"speculative_decoding": VLLM_SPEC}
        self._sse(final)
        self._sse("[DONE]")

    def _json(self, status: int, obj: dict) -> None:
        raw = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)


@pytest.fixture(scope="module")
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def _config(tier: str = "eco", max_tokens: int = 8, temperature: float = 0.0) -> InferenceConfig:
    return InferenceConfig(tier=tier, power=10, speed=50, mode="manual", gpu="T4",
                           target_model="HuggingFaceTB/SmolLM2-1.7B-Instruct", draft_model=None, backend="openai",
                           spec=SpecConfig(), sampling=SamplingConfig(max_tokens=max_tokens, temperature=temperature))


async def _run(model: str, base: str, monkeypatch, cancel: asyncio.Event | None = None, **cfg):
    monkeypatch.setenv("POWERLEVER_OPENAI_BASE_URL", base)
    monkeypatch.setenv("POWERLEVER_OPENAI_MODEL", model)
    events = []
    async for ev in OpenAICompatBackend().stream(_config(**cfg), "Say hi.", cancel or asyncio.Event()):
        events.append(ev)
    return events


async def test_streams_tokens_usage_and_one_metrics_event(server, monkeypatch):
    monkeypatch.setenv("POWERLEVER_OPENAI_API_KEY", "sk-local")
    events = await _run("ok", server, monkeypatch, max_tokens=5, temperature=0.7)
    tokens = [e for e in events if e.type == "token"]
    assert [t.data["text"] for t in tokens] == WORDS
    assert all(t.data["spec"] is None and t.data["token_id"] is None for t in tokens)
    metrics = [e for e in events if e.type == "metrics"]
    assert len(metrics) == 1 and events[-1].type == "metrics"
    m = metrics[0].data
    assert m["tokens"] == 3 and m["prompt_tokens"] == 11 and m["usage_reported"] is True
    assert m["finish_reason"] == "stop" and m["backend"] == "openai" and m["model"] == "ok"
    assert m["spec"] is None and m["tokens_per_sec"] > 0
    sent = _Handler.requests[-1]
    assert sent["path"] == "/v1/chat/completions" and sent["auth"] == "Bearer sk-local"
    body = sent["body"]
    assert body["stream"] is True and body["stream_options"] == {"include_usage": True}
    assert body["messages"] == [{"role": "user", "content": "Say hi."}]
    assert body["max_tokens"] == 5 and body["temperature"] == 0.7 and body["top_p"] == 1.0
    assert events[0].type == "trace" and events[0].data["result"]["model"] == "ok"


async def test_a_server_that_ignores_max_tokens_is_cut_there(server, monkeypatch):
    """Every chunk holds at least a token, so a chunk past max_tokens means the server ignored it (a QA pass saw
    240 tokens stream for max_tokens 8): the answer stops at max_tokens, finish_reason "length"."""
    events = await _run("ok", server, monkeypatch, max_tokens=2)
    assert [e.data["text"] for e in events if e.type == "token"] == WORDS[:2]
    m = next(e.data for e in events if e.type == "metrics")
    assert m["tokens"] == 2 and m["finish_reason"] == "length" and m["cut_at_max_tokens"] is True
    exact = await _run("ok", server, monkeypatch, max_tokens=3)  # exactly max_tokens: not a cut
    m = next(e.data for e in exact if e.type == "metrics")
    assert m["tokens"] == 3 and m["finish_reason"] == "stop" and m["cut_at_max_tokens"] is False


async def test_reads_vllm_per_request_spec_metrics_from_the_usage_chunk(server, monkeypatch):
    events = await _run("with-spec", server + "/v1/", monkeypatch)
    spec = events[-1].data["spec"]
    assert spec["drafted"] == 12 and spec["accepted"] == 8 and spec["acceptance_rate"] == pytest.approx(8 / 12)
    assert spec["mean_accepted_length"] == 2.5 and spec["verify_steps"] == 4
    # histogram [1, 0, 1, 2]: position 1 accepted in 3 of 4 steps, position 2 in 3, position 3 in 2
    assert spec["per_position_acceptance"] == [0.75, 0.75, 0.5]


def test_the_safety_instruction_is_a_system_message():
    """A safety-critical prompt's instruction (emergency number, crisis line) reached only the local engine: the
    OpenAI-compatible request carried the user's message alone."""
    from powerlever.backends.openai_compat import request_body

    cfg = _config()
    assert request_body(cfg, "Say hi.", "m")["messages"] == [{"role": "user", "content": "Say hi."}]
    cfg.system_prompt = "Call 911 first."
    assert request_body(cfg, "Say hi.", "m")["messages"] == [{"role": "system", "content": "Call 911 first."},
                                                             {"role": "user", "content": "Say hi."}]


def test_spec_stats_without_optional_fields():
    assert spec_stats_from_vllm(None) is None and spec_stats_from_vllm({}) is None
    s = spec_stats_from_vllm({"acceptance_histogram": [2, 2], "num_draft_tokens": 4})
    assert s["accepted"] == 2 and s["verify_steps"] == 4 and s["mean_accepted_length"] == 1.5
    assert s["per_position_acceptance"] == [0.5]


@pytest.mark.parametrize("model, where, needle, partial", [
    ("http-error", "openai.http", "HTTP 404: The model `http-error` does not exist.", False),
    ("http-500-text", "openai.http", "HTTP 500: upstream died", False),
    ("mid-error", "openai.stream", "CUDA error: an illegal memory access", True),
    ("early-close", "openai.stream", "closed early after 2 tokens", True),
    ("html-200", "openai.http", "expected an event stream (text/event-stream), got text/html", False),
    ("garbage", "openai.stream", "malformed SSE chunk", True),
])
async def test_server_failures_raise_clear_backend_errors(server, monkeypatch, model, where, needle, partial):
    with pytest.raises(BackendError) as err:
        await _run(model, server, monkeypatch)
    assert err.value.where == where and needle in str(err.value)
    assert err.value.partial is partial and err.value.recoverable


@pytest.mark.parametrize("model", [
    "slow",  # a stalled server
    "keepalive-stall",  # a stalled server still sending SSE comments: each one used to restart the wait
])
async def test_a_stalled_server_times_out(server, monkeypatch, model):
    monkeypatch.setenv("POWERLEVER_OPENAI_TIMEOUT", "1")
    t0 = time.perf_counter()
    with pytest.raises(BackendError) as err:
        await _run(model, server, monkeypatch)
    assert time.perf_counter() - t0 < 2.5
    assert err.value.where == "openai.timeout" and "no data for 1 s" in str(err.value) and err.value.partial


async def test_a_closed_port_fails_fast():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # bound, never listening: connections are refused
        mp = pytest.MonkeyPatch()
        try:
            t0 = time.perf_counter()
            with pytest.raises(BackendError) as err:
                await _run("ok", f"http://127.0.0.1:{port}", mp)
            assert time.perf_counter() - t0 < 5
            assert err.value.where == "openai.connect" and not err.value.partial
        finally:
            mp.undo()


async def test_cancel_stops_the_stream(server, monkeypatch):
    cancel = asyncio.Event()
    cancel.set()
    events = await _run("ok", server, monkeypatch, cancel=cancel)
    assert [e.type for e in events] == ["trace", "metrics"]
    assert events[-1].data["finish_reason"] == "cancelled"


@pytest.mark.parametrize("raw, expected", [
    ("http://127.0.0.1:8000", "http://127.0.0.1:8000/v1"),
    ("http://127.0.0.1:8000/", "http://127.0.0.1:8000/v1"),
    ("https://api.example.com/v1/", "https://api.example.com/v1"),
    ("http://host:1234/openai/v1", "http://host:1234/openai/v1"),
])
def test_base_url_normalization(raw, expected):
    assert normalize_base_url(raw) == expected


@pytest.mark.parametrize("raw, needle", [
    (None, "is not set"), ("  ", "is not set"), ("127.0.0.1:8000", "malformed"), ("ftp://host/v1", "malformed"),
    ("http://", "malformed"), ("http://host:99999/v1", "bad port"), ("http://host/v1?x=1", "query"),
])
def test_malformed_base_urls_are_refused(raw, needle, monkeypatch):
    with pytest.raises(BackendError) as err:
        normalize_base_url(raw)
    assert needle in str(err.value) and err.value.where == "openai.config"
    if raw is None:
        monkeypatch.delenv("POWERLEVER_OPENAI_BASE_URL", raising=False)
    else:
        monkeypatch.setenv("POWERLEVER_OPENAI_BASE_URL", raw)
    ok, why = OpenAICompatBackend().available()
    assert not ok and needle in why


def test_model_precedence():
    cfg = _config("balanced")
    assert model_for(cfg, {}) == cfg.target_model  # what `vllm serve <id>` serves under
    assert model_for(cfg, {"POWERLEVER_OPENAI_MODEL": "m"}) == "m"
    assert model_for(cfg, {"POWERLEVER_OPENAI_MODEL": "m", "POWERLEVER_OPENAI_MODEL_BALANCED": "b"}) == "b"


async def test_pipeline_streams_through_the_openai_backend(server, monkeypatch):
    from powerlever.pipeline import collect

    monkeypatch.setenv("POWERLEVER_OPENAI_BASE_URL", server)
    monkeypatch.setenv("POWERLEVER_OPENAI_MODEL", "ok")
    events = await collect(GenerationRequest(prompt="Say hi.", tier="eco", auto=False, backend="openai",
                                             max_tokens=8, router="heuristic"))
    types = [e.type for e in events]
    assert types[-1] == "done" and "error" not in types and types.count("metrics") == 1
    assert "".join(e.data["text"] for e in events if e.type == "token") == "".join(WORDS)
    metrics = next(e for e in events if e.type == "metrics").data
    assert metrics["backend"] == "openai" and metrics["tokens"] == 3


async def test_pipeline_reports_a_server_error_without_fallback_when_policy_is_none(server, monkeypatch):
    from powerlever.pipeline import collect

    monkeypatch.setenv("POWERLEVER_OPENAI_BASE_URL", server)
    monkeypatch.setenv("POWERLEVER_OPENAI_MODEL", "http-error")
    monkeypatch.setenv("POWERLEVER_FALLBACK", "none")
    events = await collect(GenerationRequest(prompt="Say hi.", tier="eco", auto=False, backend="openai",
                                             router="heuristic"))
    errors = [e for e in events if e.type == "error"]
    assert len(errors) == 1 and "does not exist" in errors[0].data["message"]
    assert errors[0].data["where"] == "openai.http" and not any(e.type == "token" for e in events)
    assert events[-1].type == "done"

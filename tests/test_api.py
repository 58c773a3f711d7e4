"""POST /api/inference and /v1 on the real Gradio server (attached as app.py does): SSE framing of the real
event stream, and the HTTP guards (body cap, JSON depth, CORS off) on the app's own server."""

from __future__ import annotations

import httpx
import pytest
from local_server import launch

from powerlever import api, openai_api
from powerlever.events import parse_sse


@pytest.fixture(scope="module")
def server_url():
    import gradio as gr

    with gr.Blocks() as demo:
        gr.Markdown("api test")
    url = launch(demo)
    api.attach(demo.app)
    openai_api.attach(demo.app)
    yield url.rstrip("/")
    demo.close()


def test_inference_streams_sse_frames_ending_in_done(server_url, smol):
    chunks = []
    with httpx.stream("POST", f"{server_url}/api/inference", timeout=120,
                      json={"prompt": "What is the capital of France?", "tier": "eco", "max_tokens": 8}) as resp:
        assert resp.status_code == 200
        assert resp.headers["content-type"].startswith("text/event-stream")
        for chunk in resp.iter_text():
            chunks.append(chunk)
    body = "".join(chunks)
    assert len(chunks) > 3  # streamed in pieces, not one response
    events = parse_sse(body)
    types = [e.type for e in events]
    assert types[0] == "config" and types[-2:] == ["metrics", "done"] and "token" in types
    assert body.startswith("data: {") and body.endswith("\n\n")


def test_invalid_values_are_error_events_and_malformed_bodies_are_400(server_url):
    resp = httpx.post(f"{server_url}/api/inference", json={"prompt": "hi", "power": 300}, timeout=30)
    events = parse_sse(resp.text)
    assert [e.type for e in events] == ["error", "done"] and "between 0 and 100" in events[0].data["message"]
    for body, message in ((b"{not json", "not valid JSON"), (b"[1, 2]", "JSON object"),
                          (b'{"prompt": "hi", "powr": 3}', "unknown field(s) powr"), (b"{}", "missing field"),
                          (b'{"prompt": "hi \\udc80"}', "prompt holds an unpaired UTF-16 surrogate"),
                          (b'{"prompt": "hi", "\\ud800": 1}', "key '\\ud800' holds an unpaired")):
        resp = httpx.post(f"{server_url}/api/inference", content=body, timeout=30,
                          headers={"content-type": "application/json"})
        assert resp.status_code == 400 and message in resp.json()["error"]
    tiers = httpx.get(f"{server_url}/api/tiers", timeout=30).json()
    assert [t["name"] for t in tiers["tiers"]] == ["eco", "balanced", "performance", "ultra"]


def test_health_on_the_gradio_server_says_the_warmup_state(server_url):
    from powerlever.ui import warmup

    resp = httpx.get(f"{server_url}/health", timeout=30)
    assert resp.status_code == 200
    body = resp.json()
    assert body["ok"] is True and body["warmup"]["status"] == warmup.STATE.status
    assert body["warmup"]["status"] in {"idle", "loading", "ready", "failed", "disabled"}
    assert body["admission"]["active"] == 0


@pytest.mark.parametrize("path", ["/api/inference", "/v1/chat/completions"])
def test_oversized_and_deeply_nested_bodies_are_refused(server_url, path):
    big = b'{"prompt": "' + b"x" * 2_000_000 + b'"}'
    resp = httpx.post(f"{server_url}{path}", content=big, headers={"content-type": "application/json"}, timeout=60)
    assert resp.status_code == 413 and "limit" in str(resp.json()["error"])

    def chunked():  # no Content-Length: the cap applies while reading
        for _ in range(40):
            yield b" " * 65536

    resp = httpx.post(f"{server_url}{path}", content=chunked(), headers={"content-type": "application/json"},
                      timeout=60)
    assert resp.status_code == 413
    deep = b"[" * 100_000 + b"]" * 100_000
    resp = httpx.post(f"{server_url}{path}", content=deep, headers={"content-type": "application/json"}, timeout=60)
    assert resp.status_code == 400 and "nested 100000 levels" in str(resp.json()["error"])


def test_wrong_types_are_field_errors_and_cors_is_off(server_url):
    events = parse_sse(httpx.post(f"{server_url}/api/inference", json={"prompt": 42}, timeout=30).text)
    assert events[0].type == "error" and events[0].data["field"] == "prompt"
    assert "prompt must be a string" in events[0].data["message"]
    events = parse_sse(httpx.post(f"{server_url}/api/inference", json={"prompt": "hi", "tier": "mega"}, timeout=30).text)
    assert events[0].data["field"] == "tier" and "internal error" not in events[0].data["message"]
    models = httpx.get(f"{server_url}/v1/models", headers={"origin": "http://evil.example"}, timeout=30)
    assert models.status_code == 200 and "auto" in [m["id"] for m in models.json()["data"]]
    assert "access-control-allow-origin" not in models.headers
    pre = httpx.options(f"{server_url}/v1/chat/completions", timeout=30, headers={
        "origin": "http://evil.example", "access-control-request-method": "POST"})
    assert pre.headers.get("access-control-allow-origin") in (None, "null")


def test_openai_client_streams_auto_from_the_app_server(server_url, smol):
    """The issue's Done-when, on the app's own (Gradio) server: model="auto" streams an answer and the
    extension carries the tier and the impact."""
    import openai

    client = openai.OpenAI(base_url=f"{server_url}/v1", api_key="x", max_retries=0, timeout=180)
    chunks = list(client.chat.completions.create(model="auto", messages=[{"role": "user", "content": "Say hi."}],
                                                 max_tokens=4, stream=True, stream_options={"include_usage": True}))
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    ext = chunks[-1].model_extra["powerlever"]
    assert text.strip() and chunks[-1].usage.completion_tokens >= 1
    assert ext["tier"] in ("eco", "balanced", "performance", "ultra") and ext["mode"] == "auto"
    assert ext["impact"]["energy_kwh"] > 0 and "cost_usd" in ext["impact"]

"""POST /api/inference on the real Gradio server: SSE framing of the real event stream."""

from __future__ import annotations

import httpx
import pytest
from local_server import launch

from powerlever import api
from powerlever.events import parse_sse


@pytest.fixture(scope="module")
def server_url():
    import gradio as gr

    with gr.Blocks() as demo:
        gr.Markdown("api test")
    url = launch(demo)
    api.attach(demo.app)
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
                          (b'{"prompt": "hi", "powr": 3}', "unknown field(s) powr"), (b"{}", "missing field")):
        resp = httpx.post(f"{server_url}/api/inference", content=body, timeout=30,
                          headers={"content-type": "application/json"})
        assert resp.status_code == 400 and message in resp.json()["error"]
    tiers = httpx.get(f"{server_url}/api/tiers", timeout=30).json()
    assert [t["name"] for t in tiers["tiers"]] == ["eco", "balanced", "performance", "ultra"]

"""The page's head script goes into the HTML Gradio serves (ahead of Gradio's module script), and nothing
else the server sends is touched or buffered."""

from __future__ import annotations

from fastapi import FastAPI
from fastapi.responses import HTMLResponse, JSONResponse, StreamingResponse
from fastapi.testclient import TestClient
from starlette.middleware import Middleware

from powerlever.ui import page_head

PAGE = "<!doctype html><html><head><script type=\"module\" src=\"./assets/index.js\"></script></head><body></body></html>"


def _client() -> TestClient:
    app = FastAPI(middleware=[Middleware(page_head.HeadScript)])
    app.get("/")(lambda: HTMLResponse(PAGE))
    app.get("/bare")(lambda: HTMLResponse("<p>no head</p>"))
    app.get("/json")(lambda: JSONResponse({"head": "<head>"}))
    app.post("/")(lambda: HTMLResponse(PAGE))

    def events():
        yield "data: <head>\n\n"
        yield "data: 2\n\n"

    app.get("/sse")(lambda: StreamingResponse(events(), media_type="text/event-stream"))
    return TestClient(app)


def test_the_head_script_comes_first_in_head_before_gradios_module():
    r = _client().get("/")
    assert r.status_code == 200
    assert r.text.startswith("<!doctype html><html><head><script>(() => {")
    assert r.text.index("/statustracker-") < r.text.index('type="module"')
    assert int(r.headers["content-length"]) == len(r.content)
    assert r.text.count("<script>") == 1


def test_other_responses_pass_untouched():
    c = _client()
    assert c.get("/json").json() == {"head": "<head>"}
    assert c.get("/sse").text == "data: <head>\n\ndata: 2\n\n"
    assert c.get("/bare").text == "<p>no head</p>"
    assert c.post("/").text == PAGE


def test_with_head_script_changes_only_a_page_with_a_head():
    assert page_head.with_head_script(b"<p>x</p>") == b"<p>x</p>"
    out = page_head.with_head_script(b"<head></head>")
    assert out == b"<head>" + page_head.HEAD_TAG + b"</head>"

"""A local fake of the Anthropic Messages API on 127.0.0.1, speaking the real wire protocol.

Why: the Claude routers must be tested offline, and Anthropic is a paid remote API. This server
implements ``POST /v1/messages`` (JSON, or SSE streaming with message_start / content_block_start /
content_block_delta (text_delta, input_json_delta) / content_block_stop / message_delta /
message_stop, as the real API streams) and ``POST /v1/messages/count_tokens``, and records every
request so tests can assert what the client sent. The reply comes from a ``brain``: a function from
the request body to (content blocks, stop_reason). The default brain behaves like a sensible router
agent: it calls a classify tool, then a build-config tool, then answers through the structured-output
or submit tool if one is offered, else with text.
"""

from __future__ import annotations

import json
import re
import threading
import time
import uuid
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Block = dict[str, Any]
Brain = Callable[[dict[str, Any]], tuple[list[Block], str]]

AUTO = {1: 5, 2: 12, 3: 20, 4: 32, 5: 44, 6: 58, 7: 70, 8: 82, 9: 92, 10: 100}


def _tier(power: float) -> str:
    return "eco" if power < 25 else "balanced" if power < 50 else "performance" if power < 75 else "ultra"


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    parts = []
    for b in content or []:
        if isinstance(b, dict):
            if b.get("type") == "text":
                parts.append(b.get("text", ""))
            elif b.get("type") == "tool_result":
                parts.append(_text_of(b.get("content")))
    return "\n".join(parts)


def called_tools(body: dict[str, Any]) -> list[str]:
    names = []
    for m in body.get("messages", []):
        if m.get("role") == "assistant" and isinstance(m.get("content"), list):
            names += [b.get("name", "") for b in m["content"] if isinstance(b, dict) and b.get("type") == "tool_use"]
    return names


def tool_results(body: dict[str, Any]) -> list[str]:
    out = []
    for m in body.get("messages", []):
        if m.get("role") == "user" and isinstance(m.get("content"), list):
            out += [_text_of(b.get("content")) for b in m["content"]
                    if isinstance(b, dict) and b.get("type") == "tool_result"]
    return out


def _find(names: list[str], suffix: str) -> str | None:
    for n in names:
        if n == suffix or n.endswith("__" + suffix):
            return n
    return None


def router_brain(body: dict[str, Any]) -> tuple[list[Block], str]:
    """A scripted, sensible router agent (see module docstring)."""
    tools = [t.get("name", "") for t in body.get("tools", []) or []]
    done = called_tools(body)
    system = body.get("system")
    system = system if isinstance(system, str) else _text_of(system)
    first_user = next((m for m in body.get("messages", []) if m.get("role") == "user"), {})
    prompt_text = _text_of(first_user.get("content"))
    classify, build = _find(tools, "classify_prompt"), _find(tools, "build_config")
    final = next((t for t in tools if t in ("StructuredOutput", "submit_route") or t.endswith("__submit_route")), None)
    difficulty = 5
    for r in [*tool_results(body), prompt_text]:
        m = re.search(r'"difficulty":\s*(\d+)', r)
        if m:
            difficulty = int(m.group(1))
            break
    power = AUTO.get(difficulty, 44)
    if "Agent" in tools and "Agent" not in done and classify not in done:  # delegate to the classifier subagent
        return [{"type": "tool_use", "id": f"toolu_{uuid.uuid4().hex[:20]}", "name": "Agent",
                 "input": {"description": "Classify the prompt", "subagent_type": "classifier",
                           "prompt": f"Classify this prompt: {prompt_text[-500:]}", "run_in_background": False}}], "tool_use"
    if classify and classify not in done and "Agent" not in done:
        return [{"type": "tool_use", "id": f"toolu_{uuid.uuid4().hex[:20]}", "name": classify,
                 "input": {"prompt": prompt_text[-2000:]}}], "tool_use"
    if build and build not in done:
        return [{"type": "tool_use", "id": f"toolu_{uuid.uuid4().hex[:20]}", "name": build,
                 "input": {"power": power, "speed": 50, "difficulty": difficulty}}], "tool_use"
    decision = {"tier": _tier(power), "power": power, "speed": 50, "K": 4, "tau": 0.3,
                "reasoning": f"Fake Claude: difficulty {difficulty}/10 fits the {_tier(power)} tier."}
    if final and final not in done:
        return [{"type": "tool_use", "id": f"toolu_{uuid.uuid4().hex[:20]}", "name": final, "input": decision}], "tool_use"
    if final:
        return [{"type": "text", "text": "Done."}], "end_turn"
    if classify and not build:  # the classifier subagent reports back
        return [{"type": "text", "text": json.dumps({"difficulty": difficulty, "note": "classifier subagent"})}], "end_turn"
    if "JSON" in (system or ""):
        return [{"type": "text", "text": json.dumps(decision)}], "end_turn"
    return [{"type": "text", "text": decision["reasoning"]}], "end_turn"


class FakeAnthropic:
    """Start with ``with FakeAnthropic() as fake:``; point clients at ``fake.url``."""

    def __init__(self, brain: Brain = router_brain, delay_s: float = 0.0, status: int = 200) -> None:
        self.brain = brain
        self.delay_s = delay_s
        self.status = status
        self.cut = False  # True: the stream closes after its first text chunk (no message_delta, no message_stop)
        self.requests: list[dict[str, Any]] = []
        self.paths: list[str] = []
        self.headers: list[dict[str, str]] = []
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        assert self._server is not None
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def message_requests(self) -> list[dict[str, Any]]:
        return [b for b, p in zip(self.requests, self.paths, strict=True) if p.split("?")[0] == "/v1/messages"]

    def start(self) -> FakeAnthropic:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # keep test output clean
                pass

            def _json(self, code: int, obj: Any) -> None:
                data = json.dumps(obj).encode()
                self.send_response(code)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.send_header("request-id", f"req_{uuid.uuid4().hex[:16]}")
                self.end_headers()
                self.wfile.write(data)

            def do_HEAD(self) -> None:  # noqa: N802 - http.server naming
                self.send_response(200)
                self.send_header("content-length", "0")
                self.end_headers()

            def do_GET(self) -> None:  # noqa: N802
                fake.paths.append(self.path)
                fake.requests.append({})
                fake.headers.append(dict(self.headers))
                self._json(404, {"type": "error", "error": {"type": "not_found_error", "message": "not here"}})

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length) if length else b"{}"
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = {}
                fake.paths.append(self.path)
                fake.requests.append(body)
                fake.headers.append(dict(self.headers))
                path = self.path.split("?")[0]
                if fake.delay_s:
                    time.sleep(fake.delay_s)
                if fake.status != 200:
                    self._json(fake.status, {"type": "error", "error": {"type": "api_error", "message": "fake failure"}})
                    return
                if path == "/v1/messages/count_tokens":
                    self._json(200, {"input_tokens": max(1, len(raw) // 4)})
                    return
                if path != "/v1/messages":
                    self._json(404, {"type": "error", "error": {"type": "not_found_error", "message": path}})
                    return
                blocks, stop = fake.brain(body)
                msg = {"id": f"msg_{uuid.uuid4().hex[:20]}", "type": "message", "role": "assistant",
                       "model": body.get("model", "claude-fake"), "content": blocks, "stop_reason": stop,
                       "stop_sequence": None, "usage": {"input_tokens": max(1, len(raw) // 4), "output_tokens": 20}}
                if body.get("stream"):
                    self._stream(msg)
                else:
                    self._json(200, msg)

            def _stream(self, msg: dict[str, Any]) -> None:
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.send_header("cache-control", "no-cache")
                self.send_header("connection", "close")
                self.end_headers()

                def send(event: str, data: dict[str, Any]) -> None:
                    self.wfile.write(f"event: {event}\ndata: {json.dumps(data)}\n\n".encode())
                    self.wfile.flush()

                start = {**msg, "content": [], "stop_reason": None,
                         "usage": {"input_tokens": msg["usage"]["input_tokens"], "output_tokens": 1}}
                send("message_start", {"type": "message_start", "message": start})
                for i, b in enumerate(msg["content"]):
                    if b["type"] == "text":
                        send("content_block_start", {"type": "content_block_start", "index": i,
                                                     "content_block": {"type": "text", "text": ""}})
                        text = b["text"]
                        for j in range(0, len(text), 24):
                            send("content_block_delta", {"type": "content_block_delta", "index": i,
                                                         "delta": {"type": "text_delta", "text": text[j:j + 24]}})
                            if fake.cut:
                                self.close_connection = True
                                return
                    else:
                        send("content_block_start", {"type": "content_block_start", "index": i,
                                                     "content_block": {**b, "input": {}}})
                        js = json.dumps(b["input"])
                        half = len(js) // 2
                        for part in (js[:half], js[half:]):
                            send("content_block_delta", {"type": "content_block_delta", "index": i,
                                                         "delta": {"type": "input_json_delta", "partial_json": part}})
                    send("content_block_stop", {"type": "content_block_stop", "index": i})
                send("message_delta", {"type": "message_delta",
                                       "delta": {"stop_reason": msg["stop_reason"], "stop_sequence": None},
                                       "usage": {"output_tokens": msg["usage"]["output_tokens"]}})
                send("message_stop", {"type": "message_stop"})
                self.close_connection = True

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> FakeAnthropic:
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

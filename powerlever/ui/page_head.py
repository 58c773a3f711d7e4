"""A script the page needs before Gradio's own: it stops Gradio's status tracker from animating an idle page.

Why: Gradio 6.31's app shell mounts a status tracker ("Loading...") while the page loads and unmounts it
when the app is ready, before the tracker's effect sees the status leave ``pending``; its elapsed-time
loop (``requestAnimationFrame`` re-arming itself each frame) then runs for the life of the page. Measured
here in headless Chromium: 60 callbacks a second from page load on, idle or not, each one a frame for the
renderer and the compositor (about 10 % of a core with nothing on screen changing, and the same on top of
every streamed answer, on the cores the engine decodes on). Gradio's module keeps its own reference to
``requestAnimationFrame`` from when it loads, and ``Blocks(head=...)`` is added by Gradio's client after
that, so the script goes into the HTML itself, ahead of Gradio's module script (``HeadScript``).

What it changes: animation frames requested from Gradio's status-tracker module run as 100 ms timers
instead (10 a second, no frame requested); every other ``requestAnimationFrame`` is untouched. A tracker
that is really pending still counts up its elapsed time (at 10 updates a second, for a display in tenths
of a second). If a Gradio release renames the module, nothing matches and the page behaves as before.
"""

from __future__ import annotations

from typing import Any

TRACKER_MODULE = "/statustracker-"  # Gradio's status-tracker chunk: assets/statustracker-<hash>.js
TRACKER_FRAME_MS = 100

HEAD_JS = """(() => {
  const raf = window.requestAnimationFrame.bind(window);
  const caf = window.cancelAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => {
    if ((new Error().stack || '').includes('__MODULE__')) {
      return -setTimeout(() => cb(performance.now()), __MS__);  // negative: a timer, for cancelAnimationFrame
    }
    return raf(cb);
  };
  window.cancelAnimationFrame = (id) => (id < 0 ? clearTimeout(-id) : caf(id));
})();""".replace("__MODULE__", TRACKER_MODULE).replace("__MS__", str(TRACKER_FRAME_MS))

HEAD_TAG = b"<script>" + HEAD_JS.encode() + b"</script>"


def with_head_script(html: bytes) -> bytes:
    """The page's HTML with HEAD_TAG first in ``<head>`` (unchanged when there is no ``<head>``)."""
    at = html.find(b"<head>")
    if at < 0:
        return html
    at += len(b"<head>")
    return html[:at] + HEAD_TAG + html[at:]


class HeadScript:
    """ASGI middleware: adds HEAD_TAG to the HTML pages the server sends (GET, ``text/html``); every other
    response (the API, SSE streams, assets) passes through untouched and unbuffered."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope.get("type") != "http" or scope.get("method") != "GET":
            await self.app(scope, receive, send)
            return
        start: dict | None = None
        chunks: list[bytes] = []

        async def send_patched(message: dict) -> None:
            nonlocal start
            if message["type"] == "http.response.start":
                headers = dict(message.get("headers") or [])
                is_html = headers.get(b"content-type", b"").startswith(b"text/html")
                if not is_html or headers.get(b"content-encoding"):
                    start = None
                    await send(message)
                    return
                start = message
                return
            if message["type"] != "http.response.body" or start is None:
                await send(message)
                return
            chunks.append(message.get("body", b""))
            if message.get("more_body"):
                return
            body = with_head_script(b"".join(chunks))
            headers = [(k, v) for k, v in start.get("headers") or [] if k.lower() != b"content-length"]
            headers.append((b"content-length", str(len(body)).encode()))
            await send({**start, "headers": headers})
            await send({"type": "http.response.body", "body": body})

        await self.app(scope, receive, send_patched)

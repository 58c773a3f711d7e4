"""Live answers for the page, streamed outside Gradio's event state.

A page run has three steps. A Gradio event starts the run and shows the router's steps until the first
token; the answer then reaches the browser over a plain SSE route, ``GET /ui/live/{run_id}``, that the
page reads with ``fetch`` and writes into the output panel itself (``LIVE_JS``); a last Gradio event
renders the finished run once (Markdown answer, metrics, plots, history). Why: while a Gradio event is
pending or streaming, Gradio's client deep-copies every component's state per update and keeps its
progress machinery running, and on a 2-core host that browser work lands on the cores the engine decodes
on (measured in docs/ui.md). The pipeline, the runner and the rendering are the same as for every other
page update: this module only moves where the frames travel.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from powerlever.ui import render
from powerlever.ui.view import RunView

RUN_ID = re.compile(r"^[0-9a-f]{32}$")  # what NEW_RUN_JS makes: 16 random bytes, hex
MAX_RUNS = 64  # live runs kept at once (finished ones wait for their page's last step)
KEEP_FINISHED_S = 120.0  # a finished run nobody collected (the page closed) is dropped after this
KEEPALIVE_S = 15.0
ROUTE = "/ui/live/{run_id}"


def valid_run_id(run_id: Any) -> bool:
    return isinstance(run_id, str) and bool(RUN_ID.match(run_id))


@dataclass
class LiveRun:
    """One page run: the background task folding pipeline events into ``view``, and what the page needs
    to follow it (a change signal, whether it ended, whether a newer run of the same page replaced it)."""

    run_id: str
    session: str | None
    overlay: bool
    view: RunView = field(default_factory=RunView)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    done: asyncio.Event = field(default_factory=asyncio.Event)
    superseded: bool = False
    finished_at: float | None = None
    task: asyncio.Task | None = None

    async def _pump(self, views: AsyncIterator[RunView]) -> None:
        try:
            async for view in views:
                self.view = view
                self.changed.set()
        except asyncio.CancelledError:  # cancelled (the reader left, or a newer run replaced it): it stopped
            self.view.stop()
            raise
        finally:
            self.finished_at = time.monotonic()
            self.done.set()
            self.changed.set()

    def cancel(self) -> None:
        if self.task is not None and not self.task.done():
            self.task.cancel()

    async def until_streaming(self) -> AsyncIterator[RunView]:
        """The view after each event until the first token (or the end): the part Gradio shows. Whether to stop
        is read before the yield: the view goes on changing while the page takes an update, and a run that
        reached its first token meanwhile (the safety line streams at once) used to end here unseen, with the
        router's power and trace never sent (a QA pass: the slider stayed at 50 for an Ultra answer)."""
        while True:
            await self.changed.wait()
            self.changed.clear()
            ended = self.done.is_set() or self.view.status == "streaming"
            yield self.view
            if ended:
                return

    async def frames(self, interval: float) -> AsyncIterator[str]:
        """SSE frames of the output panel (``{"html": ...}``), at most one per ``interval`` seconds and only
        when it changed, then ``{"end": true}``; a comment every KEEPALIVE_S keeps proxies from closing."""
        last = None
        while True:
            ended = self.done.is_set()
            self.changed.clear()
            html = render.render_output(self.view, self.overlay, with_text=True)
            if html != last:
                last = html
                yield f"data: {json.dumps({'html': html, 'status': self.view.status})}\n\n"
            if ended:
                yield 'data: {"end": true}\n\n'
                return
            await asyncio.sleep(interval)
            try:
                await asyncio.wait_for(self.changed.wait(), KEEPALIVE_S)
            except TimeoutError:
                yield ": keepalive\n\n"


class LiveRuns:
    """The live runs of this process, by run id (the page makes a random one per run)."""

    def __init__(self) -> None:
        self.runs: dict[str, LiveRun] = {}

    def start(self, run_id: str, views: AsyncIterator[RunView], session: str | None, overlay: bool) -> LiveRun:
        """Start folding ``views`` in the background. A newer run of the same page replaces the older one
        (it is cancelled, and its last step renders nothing over the new run)."""
        self._sweep()
        for old in list(self.runs.values()):
            if session and old.session == session and not old.superseded:
                old.superseded = True
                old.cancel()
        if run_id in self.runs or len(self.runs) >= MAX_RUNS:
            raise RuntimeError("too many live runs" if run_id not in self.runs else "run id already in use")
        run = LiveRun(run_id, session, bool(overlay))
        run.task = asyncio.create_task(run._pump(views))
        self.runs[run_id] = run
        return run

    def get(self, run_id: str) -> LiveRun | None:
        return self.runs.get(run_id) if valid_run_id(run_id) else None

    def pop(self, run_id: str) -> LiveRun | None:
        return self.runs.pop(run_id, None) if valid_run_id(run_id) else None

    def _sweep(self) -> None:
        now = time.monotonic()
        for rid, run in list(self.runs.items()):
            if run.finished_at is not None and now - run.finished_at > KEEP_FINISHED_S:
                del self.runs[rid]


LIVE = LiveRuns()


def attach(app: Any, interval: float | None = None) -> None:
    """Add ``GET /ui/live/{run_id}`` (SSE frames of one page run) to Gradio's server app. A client that
    goes away before the run ends (the page closed, or the page started a newer run) cancels it."""
    from fastapi.responses import JSONResponse, StreamingResponse

    from powerlever.api import sse_headers
    from powerlever.ui.handlers import UI_MIN_INTERVAL_S

    every = UI_MIN_INTERVAL_S if interval is None else interval

    async def live(run_id: str) -> Any:
        run = LIVE.get(run_id)
        if run is None:
            return JSONResponse({"error": "no live run with this id (it ended, or never started)"}, status_code=404)

        async def stream() -> AsyncIterator[str]:
            try:
                async for frame in run.frames(every):
                    yield frame
            finally:
                if not run.done.is_set():
                    run.cancel()

        return StreamingResponse(stream(), media_type="text/event-stream", headers=sse_headers())

    app.add_api_route(ROUTE, live, methods=["GET"])


# The page's side, as Gradio `js=` functions. NEW_RUN_JS runs in the browser before the start event and
# gives the run its id (the last input; kept in `window.__plRunId`, since a `js=` result changes only what
# the server receives, not the component); LIVE_JS follows the run's frames into the output panel and
# returns the id when the run ends, into the hidden `run_id` box the next step, `finish`, reads. The frames patch the content of the
# `.pl-output` element Gradio rendered (never that element itself), so Gradio's next update of the panel
# simply replaces it again.
NEW_RUN_JS = """(...args) => {
  window.__plLive?.abort();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  window.__plRunId = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  args[args.length - 1] = window.__plRunId;
  return args;
}"""

LIVE_JS = """async () => {
  const runId = window.__plRunId;  // what NEW_RUN_JS sent (it changes only what reaches the server)
  if (!runId) return runId;
  const root = (window.gradio_config?.root || window.location.origin).replace(/\\/?$/, '/');
  const ctrl = new AbortController();
  window.__plLive = ctrl;
  try {
    const resp = await fetch(new URL('ui/live/' + runId, root), {signal: ctrl.signal});
    if (!resp.ok || !resp.body) return runId;
    const reader = resp.body.pipeThrough(new TextDecoderStream()).getReader();
    const tpl = document.createElement('template');
    // Change only what differs (a small morph): text that grows gets the new characters appended, an element
    // with the same tag and attributes keeps its identity and has its children patched, anything else is
    // replaced. The answer's text node therefore grows in place: a reader's selection in it survives frames.
    const sameShell = (o, n) => o.nodeType === Node.ELEMENT_NODE && n.nodeType === Node.ELEMENT_NODE
      && o.tagName === n.tagName && o.attributes.length === n.attributes.length
      && Array.from(n.attributes).every((a) => o.getAttribute(a.name) === a.value);
    const patchChildren = (o, n) => {
      const olds = Array.from(o.childNodes), news = Array.from(n.childNodes);
      olds.slice(news.length).forEach((c) => c.remove());
      news.forEach((c, i) => (i < olds.length ? patchNode(olds[i], c) : o.appendChild(c)));
    };
    const patchNode = (o, n) => {
      if (o.isEqualNode(n)) return;
      if (o.nodeType === Node.TEXT_NODE && n.nodeType === Node.TEXT_NODE) {
        if (n.data.startsWith(o.data)) o.appendData(n.data.slice(o.data.length)); else o.data = n.data;
      } else if (sameShell(o, n)) patchChildren(o, n);
      else o.replaceWith(n);
    };
    let buf = '';
    for (;;) {
      const {value, done} = await reader.read();
      if (done) break;
      buf += value;
      let cut;
      while ((cut = buf.indexOf('\\n\\n')) >= 0) {
        const frame = buf.slice(0, cut);
        buf = buf.slice(cut + 2);
        if (!frame.startsWith('data:')) continue;
        const msg = JSON.parse(frame.slice(5));
        const panel = document.querySelector('#output .pl-output');
        if (msg.html === undefined || !panel) continue;
        tpl.innerHTML = msg.html;
        const fresh = tpl.content.firstElementChild;
        patchChildren(panel, fresh);
        // "done" / "error" / "stopped" on the panel mean the finished run is rendered: that is the next step's
        if (!['done', 'error', 'stopped'].includes(fresh.dataset.status)) panel.dataset.status = fresh.dataset.status;
      }
    }
  } catch (err) {
    if (err.name !== 'AbortError') console.warn('Power Lever live stream:', err);
  } finally {
    if (window.__plLive === ctrl) window.__plLive = null;
  }
  return runId;
}"""

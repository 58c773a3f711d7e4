"""Gradio event handlers: pipeline event streams in, component updates out.

The UI holds no tier or token logic. A handler builds a ``GenerationRequest`` from the controls,
iterates ``powerlever.pipeline.run`` (or an injected runner with the same signature), folds each
event into a ``RunView`` and yields rendered updates. The comparison runs two pipelines as asyncio
tasks feeding one queue, so both sides stream at the same time. Stop cancels the Gradio task and
sets each run's ``cancel`` event, which the backend sees and frees the engine.
"""

from __future__ import annotations

import asyncio
import random
import secrets
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

import gradio as gr

from powerlever import env
from powerlever.config import GenerationRequest, RequestError, choose
from powerlever.events import Event, done_event, error_event
from powerlever.ui import figures, live, quality, render, votes
from powerlever.ui.view import RunView

Runner = Callable[[GenerationRequest, asyncio.Event], AsyncIterator[Event]]

# At most one page update per UI_MIN_INTERVAL_S while tokens stream (tokens in between are coalesced):
# every update costs the browser a render on the cores the engine decodes on. POWERLEVER_UI_UPDATE_S
# overrides it (bench ui measures the trade-off).
UI_MIN_INTERVAL_S = env.number("POWERLEVER_UI_UPDATE_S", 0.25, lo=0.0, strict=False)

# Comparison side choices: "auto", "manual" or a tier name (values), shown with these labels.
SIDE_AUTO = "auto"
SIDE_MANUAL = "manual"


def pipeline_runner(request: GenerationRequest, cancel: asyncio.Event) -> AsyncIterator[Event]:
    from powerlever.pipeline import run

    return run(request, cancel)


def side_choices() -> list[tuple[str, str]]:
    from powerlever.tiers import TIERS

    return ([("AUTO (router's choice)", SIDE_AUTO), ("Manual (power slider)", SIDE_MANUAL)]
            + [(f"{t.label} tier", t.name) for t in TIERS])


def side_label(choice: str) -> str:
    return dict((v, k) for k, v in side_choices()).get(choice, str(choice))


def build_request(prompt: Any, power: Any, speed: Any, auto: Any, backend: Any, max_tokens: Any = None,
                  region: Any = None, tier: Any = None, serving: Any = None,
                  escalate: Any = None) -> GenerationRequest:
    """Controls -> request, untouched: the pipeline validates and answers bad input with an error event.
    ``escalate``: the page's checkbox; unchecked leaves the default policy (None), not "off"."""
    mt = max_tokens
    if isinstance(mt, (int, float)) and not isinstance(mt, bool) and mt == 0:
        mt = None  # 0 in the UI means "from the speed knob"
    return GenerationRequest(
        prompt="" if prompt is None else prompt,
        power=power,
        speed=50.0 if speed is None else speed,
        auto=bool(auto) and not tier,
        tier=tier or None,
        backend=backend or "local",
        max_tokens=mt,
        region=region or None,
        serving=serving or None,
        escalate=True if escalate is True else None,
    )


def side_request(choice: str, prompt: Any, power: Any, speed: Any, backend: Any, max_tokens: Any,
                 region: Any, serving: Any = None, slot: str = "side") -> GenerationRequest | RequestError:
    """One side of a comparison, or the error that names its field (``slot``: left or right) and every
    accepted value. Side names are read case-insensitively ("AUTO" was refused while "Eco" ran); an empty
    one is an error (it ran as Manual at the power slider), and so is a name the pipeline would have
    reported as an unknown tier, leaving out auto and manual."""
    try:
        name = choose(slot, choice, tuple(value for _, value in side_choices()))
    except RequestError as exc:
        return exc
    if name in (SIDE_AUTO, SIDE_MANUAL):
        return build_request(prompt, power, speed, name == SIDE_AUTO, backend, max_tokens, region, serving=serving)
    return build_request(prompt, power, speed, False, backend, max_tokens, region, tier=name, serving=serving)


# --------------------------------------------------------------------------- active runs (Stop)

@dataclass
class ActiveRuns:
    """Runs in flight per browser session, so Stop can set their cancel events and mark them."""

    runs: dict[str, list[tuple[str, RunView, asyncio.Event]]] = field(default_factory=dict)

    def add(self, session: str | None, slot: str, view: RunView, cancel: asyncio.Event) -> None:
        if session:
            self.runs.setdefault(session, []).append((slot, view, cancel))

    def remove(self, session: str | None, view: RunView) -> None:
        if session and session in self.runs:
            self.runs[session] = [r for r in self.runs[session] if r[1] is not view]
            if not self.runs[session]:
                del self.runs[session]

    def running(self, session: str | None, slot: str) -> bool:
        """Whether this session has a run in flight in ``slot``."""
        return any(s == slot for s, _, _ in self.runs.get(session or "", []))

    def stop(self, session: str | None) -> dict[str, RunView]:
        """Cancel every run of this session; returns slot -> the stopped view."""
        stopped: dict[str, RunView] = {}
        for slot, view, cancel in self.runs.pop(session or "", []):
            cancel.set()
            view.stop()
            stopped[slot] = view
        return stopped


ACTIVE = ActiveRuns()


async def refused(exc: RequestError) -> AsyncIterator[Event]:
    """The events the pipeline sends for a request it refuses, for one refused before it got there."""
    yield error_event(str(exc), where="request", recoverable=True, field=exc.field)
    yield done_event()


async def stream_view(request: GenerationRequest | RequestError, runner: Runner, label: str = "",
                      session: str | None = None, slot: str = "api") -> AsyncIterator[RunView]:
    """Yield the same RunView after every event; on cancel or close, set ``cancel`` so the engine stops."""
    cancel = asyncio.Event()
    view = RunView(label=label)
    ACTIVE.add(session, slot, view, cancel)
    events = refused(request) if isinstance(request, RequestError) else runner(request, cancel)
    try:
        yield view
        try:
            async for ev in events:
                view.apply(ev)
                yield view
                if view.status == "stopped":
                    break
        except Exception as exc:  # the pipeline promises error events; this guards the page anyway
            view.apply(error_event(f"The run failed: {type(exc).__name__}: {exc}", where="ui"))
            yield view
        if not view.finished:
            view.stop()
            yield view
    finally:
        cancel.set()
        ACTIVE.remove(session, view)
        aclose = getattr(events, "aclose", None)
        if aclose is not None:
            await aclose()


async def merge_views(requests: list[tuple[str, GenerationRequest | RequestError]], runner: Runner,
                      session: str | None = None, slots: tuple[str, ...] = ()) -> AsyncIterator[tuple[int, RunView]]:
    """Run several requests concurrently; yield (index, view) as any of them produces an event."""
    queue: asyncio.Queue[tuple[int, RunView | None]] = asyncio.Queue()

    async def pump(i: int, label: str, req: GenerationRequest | RequestError) -> None:
        try:
            slot = slots[i] if i < len(slots) else "api"
            async for view in stream_view(req, runner, label, session, slot):
                await queue.put((i, view))
        finally:
            queue.put_nowait((i, None))

    tasks = [asyncio.create_task(pump(i, label, req)) for i, (label, req) in enumerate(requests)]
    try:
        remaining = len(tasks)
        while remaining:
            i, view = await queue.get()
            if view is None:
                remaining -= 1
                continue
            yield i, view
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for task in tasks:  # surface a pump's own failure instead of losing it
            if not task.cancelled() and task.exception() is not None:
                raise task.exception()  # type: ignore[misc]


def client_safe(obj: Any) -> Any:
    """Rename ``path`` keys to ``local_path`` in API JSON: gradio_client treats any dict with a string
    ``path`` as a file to download (e.g. a router trace step naming its model folder) and fails."""
    if isinstance(obj, dict):
        return {("local_path" if k == "path" else k): client_safe(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [client_safe(v) for v in obj]
    return obj


class Changed:
    """Remembers what each output last showed, so a streaming update sends only what changed
    (``gr.skip()`` for the rest: no re-render, nothing on the wire)."""

    def __init__(self) -> None:
        self.last: dict[int, Any] = {}

    def __call__(self, i: int, value: Any) -> Any:
        if self.last.get(i) == value:
            return gr.skip()
        self.last[i] = value
        return value


class Throttle:
    """Lets through at most one update per ``interval`` seconds, except when forced."""

    def __init__(self, interval: float | None = None):
        self.interval = UI_MIN_INTERVAL_S if interval is None else interval  # read per run (tests set it)
        self.last = 0.0

    def ready(self, force: bool = False) -> bool:
        now = time.perf_counter()
        if force or now - self.last >= self.interval:
            self.last = now
            return True
        return False


def _session(request: gr.Request | None) -> str | None:
    return getattr(request, "session_hash", None) if request is not None else None


# --------------------------------------------------------------------------- UI handlers

class Handlers:
    """The page's event handlers, bound to one runner (the real pipeline, or a test runner)."""

    def __init__(self, runner: Runner | None = None):
        self.runner = runner or pipeline_runner

    async def start(self, prompt: str, power: float, speed: float, auto: bool, backend: str, max_tokens: float,
                    region: str, serving: str, overlay: bool, escalate: bool = False, run_id: str | None = None,
                    request: gr.Request = None) -> AsyncIterator[tuple]:
        """The first step of a page run. Outputs: output, answer, run-status, trace, reasoning, metrics, power.
        Starts the run in the background (``powerlever.ui.live``) and shows the router's steps as they come,
        each update with only what changed; it ends at the first token (or the end of a run that never
        streams). The answer then streams over ``/ui/live/{run_id}`` and ``finish`` renders the end.
        ``run_id``: the page makes a random one per run (``live.NEW_RUN_JS``)."""
        if not live.valid_run_id(run_id):
            yield _start_refused("run_id must be 32 hexadecimal characters (the page makes one per run)", overlay)
            return
        req = build_request(prompt, power, speed, auto, backend, max_tokens, region, serving=serving, escalate=escalate)
        session = _session(request)
        try:
            run = live.LIVE.start(run_id, stream_view(req, self.runner, session=session, slot="output"),
                                  session, overlay)
        except RuntimeError as exc:  # too many live runs, or the id is taken
            yield _start_refused(f"The page could not start this run: {exc}; try again.", overlay)
            return
        throttle = Throttle()
        changed = Changed()
        shown_power = False
        try:
            async for view in run.until_streaming():
                power_update: Any = gr.skip()
                if auto and view.config and not shown_power:
                    power_update = gr.update(value=view.config.get("power"))
                    shown_power = True
                elif not throttle.ready(force=view.status == "streaming" or view.finished):
                    continue  # at most one update per UI_MIN_INTERVAL_S; the last one (first token) always
                output, answer = render.answer_panels(view, overlay) if not view.finished else (
                    render.render_output(view, overlay), "")  # a finished run's answer is finish's to render
                yield (changed(0, output), changed(1, answer), changed(2, render.run_status(view)),
                       changed(3, render.render_trace(view)), changed(4, render.render_reasoning(view)),
                       changed(5, render.render_metrics(view)), power_update)
        except BaseException:
            run.cancel()  # the page went away or Stop cancelled this event: stop the run too
            raise

    async def finish(self, run_id: str, overlay: bool, history: list | None) -> tuple:
        """The last step of a page run: wait for it to end and render it once. Outputs: output, answer,
        run-status, trace, reasoning, metrics, spec-plot, savings-plot, history, last view. A run a newer
        one replaced, or an unknown id, changes nothing."""
        run = live.LIVE.pop(run_id)
        if run is None or run.superseded:
            return tuple(gr.skip() for _ in range(10))
        await run.done.wait()  # normally ended already: the page read its frames to the end
        view = run.view
        new_history = figures.append_record(history, figures.record_from_view(view))
        return (*render.answer_panels(view, overlay), render.run_status(view), render.render_trace(view),
                render.render_reasoning(view), render.render_metrics(view), figures.spec_figure(view.metrics),
                figures.savings_figure(new_history), new_history, view)

    async def compare(self, prompt: str, left: str, right: str, power: float, speed: float, backend: str,
                      max_tokens: float, region: str, serving: str, overlay: bool, blind: bool, history: list | None,
                      request: gr.Request = None) -> AsyncIterator[tuple]:
        """Outputs: compare-left, compare-right, left metrics, right metrics, summary, savings-plot, history,
        pending vote, vote summary (a "no comparison to vote on" note from before is cleared at once).
        ``blind``: the two configurations go to random sides and nothing names them until the vote."""
        sides = [(left, "left"), (right, "right")]  # a refused side is named by its control, wherever it shows
        swapped = bool(blind) and random.random() < 0.5
        if swapped:
            sides.reverse()
        views: list[RunView | None] = [None, None]
        throttle = Throttle()
        changed = Changed()
        pairs = [(side_label(c), side_request(c, prompt, power, speed, backend, max_tokens, region, serving,
                                              slot=slot)) for c, slot in sides]
        votes_line: Any = _vote_summary_html(history)  # sent once, with the first update
        async for i, view in merge_views(pairs, self.runner, _session(request), ("left", "right")):
            views[i] = view
            if throttle.ready():
                out = self._compare_outputs(views, overlay, blind)
                yield (*(changed(k, v) for k, v in enumerate(out)), gr.skip(), gr.skip(), gr.skip(), votes_line)
                votes_line = gr.skip()
        # both sides were real requests: both count in the session's savings; a blind pair's bars stay unlabeled and
        # at the pair's average until the vote (their records carry the comparison's id, which the vote clears;
        # figures.shown_records)
        blind_id = secrets.token_hex(6) if blind else None
        new_history = history
        for v in views:
            record = figures.record_from_view(v) if v else None
            if record and blind_id:
                record["blind_id"] = blind_id
            new_history = figures.append_record(new_history, record)
        done = [v for v in views if v is not None]
        pending = ({"views": done, "blind": bool(blind), "swapped": swapped, "overlay": bool(overlay),
                    "blind_id": blind_id} if len(done) == 2 and all(v.metrics for v in done) else None)
        yield (*self._compare_outputs(views, overlay, blind), figures.savings_figure(new_history),
               new_history, pending, _vote_summary_html(new_history))

    @staticmethod
    def _compare_outputs(views: list[RunView | None], overlay: bool, blind: bool = False) -> tuple:
        out: list[Any] = []
        for i, v in enumerate(views):
            hidden = f"Answer {'AB'[i]}" if blind else None
            if v is None:
                out.append(render.empty_output("Waiting…"))
            elif blind:
                out.append(render.render_output(render.blind_view(v), False, hidden_label=hidden, markdown=True))
            else:
                out.append(render.render_output(v, overlay, markdown=True))
        for v in views:
            if blind and v is not None and v.metrics:
                out.append('<div class="pl-metrics pl-empty" data-blind="1">Energy, cost and the tier are hidden '
                           'until you vote.</div>')
            else:
                out.append(render.render_metrics(v) if v else render.render_metrics(RunView()))
        left, right = views
        out.append(render.compare_summary(left, right, blind=blind) if left and right else "")
        return tuple(out)

    def vote(self, choice: str, pending: dict | None, history: list | None) -> tuple:
        """Record a vote on the last comparison and reveal its sides (their bars in the savings plot too).
        Outputs: compare-left, compare-right, left metrics, right metrics, summary, vote summary, savings-plot,
        history, pending. No comparison: ignored."""
        record = votes.vote_record(pending, choice)
        if record is None:
            note = '<div class="pl-run-status" data-state="warning">No comparison to vote on: run Compare first.</div>'
            return (gr.skip(), gr.skip(), gr.skip(), gr.skip(), gr.skip(), note + _vote_summary_html(history),
                    gr.skip(), gr.skip(), None)
        new_history = figures.append_record(figures.reveal(history, pending.get("blind_id")), record)
        views = list(pending["views"])
        out = self._compare_outputs(views, bool(pending.get("overlay")), blind=False)
        verdict = votes.CHOICE_LABELS[choice]
        swapped = " (the two were placed at random)" if pending.get("blind") else ""
        summary = (f"**Your vote: {verdict}.** Left was {views[0].label}, right was {views[1].label}{swapped}.\n\n"
                   + out[4])
        return (*out[:4], summary, _vote_summary_html(new_history), figures.savings_figure(new_history), new_history,
                None)

    @staticmethod
    def rerender(view: RunView | None, overlay: bool, request: gr.Request = None) -> tuple[Any, Any]:
        """The provenance switch: re-render the last finished answer without running again. Outputs: output,
        answer. While a run streams, its panels are the stream's (it keeps the setting it started with, and
        ``view`` is still the run before it), so the switch applies from the run's end."""
        if ACTIVE.running(_session(request), "output"):
            return gr.skip(), gr.skip()
        if view is None:
            return render.empty_output(), ""
        return render.answer_panels(view, overlay)

    @staticmethod
    def stop(overlay: bool, request: gr.Request = None) -> tuple:
        """Stop button: set every active run's cancel event (its Gradio task is cancelled too) and
        show the stopped runs with the text they had streamed (plain, in the output panel). A page run past
        its first token still gets its last step (``finish``), which draws the stopped run once more with the
        text as Markdown in the answer panel. Outputs: output, compare-left, compare-right, and the two
        sides' metrics (which would otherwise wait for an end that never comes)."""
        stopped = ACTIVE.stop(_session(request))
        out = []
        for slot in ("output", "left", "right"):
            out.append(render.render_output(stopped[slot], overlay) if slot in stopped else gr.skip())
        for slot in ("left", "right"):
            out.append(render.render_metrics(stopped[slot]) if slot in stopped else gr.skip())
        return tuple(out)

    @staticmethod
    def on_load(history: list | None, power: float) -> tuple[Any, str, str, str]:
        """Page load: rebuild the savings plot and the vote summary from the browser's history; current
        engine status; the quality table (the benchmark may have written it since the app started)."""
        from powerlever.ui import warmup

        return (figures.savings_figure(history), warmup.status_markdown(), _vote_summary_html(history),
                quality.render(power))

    @staticmethod
    def quality(power: Any) -> tuple[str, Any]:
        """The quality panel at ``power``, and ``slider_note``'s message next to Run when the typed value is out."""
        return quality.render(power), slider_status("power", power)

    # -- named API endpoints (plain text + JSON for gradio_client) ---------------------------------

    async def api_generate(self, prompt: str, power: float | None, speed: float, auto: bool, backend: str,
                           max_tokens: float | None, tier: str, region: str, serving: str = "",
                           request: gr.Request = None) -> AsyncIterator[tuple[str, dict]]:
        req = build_request(prompt, power, speed, auto, backend, max_tokens, region, tier=tier or None,
                            serving=serving)
        throttle = Throttle()
        async for view in stream_view(req, self.runner, session=_session(request)):
            if throttle.ready(force=view.finished):
                yield view.text, client_safe(view.to_api())
        yield view.text, client_safe(view.to_api())

    async def api_compare(self, prompt: str, left: str, right: str, power: float | None, speed: float,
                          backend: str, max_tokens: float | None, region: str, serving: str = "",
                          request: gr.Request = None) -> AsyncIterator[tuple[str, str, dict]]:
        views: list[RunView] = [RunView(label=side_label(left)), RunView(label=side_label(right))]
        pairs = [(side_label(c), side_request(c, prompt, power, speed, backend, max_tokens, region, serving,
                                              slot=slot)) for c, slot in ((left, "left"), (right, "right"))]
        throttle = Throttle()
        async for i, view in merge_views(pairs, self.runner, _session(request)):
            views[i] = view
            if throttle.ready(force=view.finished):
                yield self._api_compare_out(views)
        yield self._api_compare_out(views)

    @staticmethod
    def _api_compare_out(views: list[RunView]) -> tuple[str, str, dict]:
        left, right = views
        return left.text, right.text, client_safe({"left": left.to_api(), "right": right.to_api(),
                                                   "summary": render.compare_summary(left, right)})


# what each slider on the page spans (layout.py builds them from this); the API's ranges are config.RANGES
SLIDER_RANGES = {"power": (0, 100), "speed": (0, 100), "max_tokens": (0, 512)}


def slider_note(name: str, value: Any) -> str | None:
    """Why a value typed into a slider's box will not run as typed, or None. The browser puts an out-of-range value
    back into the slider's range on Enter or blur, so a run never sees it: it ran at the clamped value in silence
    (a QA pass: power 150 ran Ultra). The message is the validator's, as the API gives it, or the slider's own range
    where the API takes more (max_tokens up to the tier's cap)."""
    lo, hi = SLIDER_RANGES[name]
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    runs = f" Run uses {min(max(value, lo), hi):g}, the nearest the slider goes." if number else ""
    try:
        build_request("x", **{"power": None, "speed": None, "auto": False, "backend": "local", name: value}).validate()
    except RequestError as exc:
        if exc.field == name:
            return f"{exc}{runs}"
    if number and not lo <= value <= hi:
        return f"{name} on the page goes from {lo} to {hi}, got {value:g} (the API takes more).{runs}"
    return None


def slider_status(name: str, value: Any) -> Any:
    """The line next to Run for a typed slider value: its ``slider_note``, or no change (a run's status stays)."""
    note = slider_note(name, value)
    return render.run_status(RunView().apply(error_event(note, where="ui", field=name))) if note else gr.skip()


def _start_refused(message: str, overlay: bool) -> tuple:
    """``start``'s one update for a run it did not start: the message next to Run and in the metrics panel."""
    view = RunView().apply(error_event(message, where="ui"))
    return (render.render_output(view, overlay), "", render.run_status(view), gr.skip(), gr.skip(),
            render.render_metrics(view), gr.skip())


def _vote_summary_html(history: list | None) -> str:
    from html import escape

    return f'<div class="pl-votes">{escape(votes.summary(history))}</div>'

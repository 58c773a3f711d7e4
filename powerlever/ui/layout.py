"""The Power Lever page: one Gradio Blocks with controls, streamed output, router panel, metrics,
a concurrent side-by-side comparison and session savings plots.

``build_demo()`` only lays out components and wires them to ``powerlever.ui.handlers``; the
named API endpoints ``/generate`` and ``/compare`` (see docs/ui.md) share those handlers.
Gradio 6: theme and css go to ``launch()``; ``launch_options()`` returns them.
"""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path
from typing import Any

import gradio as gr
from starlette.middleware import Middleware

from powerlever import env
from powerlever.tiers import DEFAULT_POWER
from powerlever.ui import figures, live, page_head, quality, render, votes, warmup
from powerlever.ui.handlers import SIDE_AUTO, SLIDER_RANGES, Handlers, Runner, side_choices, slider_status

ASSETS = Path(__file__).parent / "assets"
STORAGE_KEY = "powerlever-savings-v1"
METHODOLOGY = Path(__file__).resolve().parents[2] / "docs" / "methodology.md"

BACKEND_LABELS = {
    "local": "Local (embedded engine)",
    "modal": "Modal (GPU tiers, vLLM)",
    "openai": "OpenAI-compatible URL",
}


def form_slider(*args: Any, **kwargs: Any) -> gr.Slider:
    """A slider whose typed value reaches its handlers as typed. Gradio's own check raised on a value out of range
    (a 500 and a server traceback for each, an empty box a TypeError), and the browser then put the value back in
    range, so the page never said why a run did not use what was typed; ``handlers.slider_note`` says it now. (An
    instance's preprocess, not a subclass: Gradio writes a .pyi file beside the module of every Component subclass.)"""
    slider = gr.Slider(*args, **kwargs)

    def as_typed(payload: Any) -> Any:
        if isinstance(payload, (int, float)) and not isinstance(payload, bool):
            return gr.Number.round_to_precision(payload, slider.precision)
        return payload

    slider.preprocess = as_typed  # type: ignore[method-assign]
    return slider


def load_examples() -> list[dict[str, str]]:
    return json.loads((ASSETS / "examples.json").read_text(encoding="utf-8"))


def backend_choices() -> list[tuple[str, str]]:
    """Only the backends configured right now (local is always there)."""
    try:
        from powerlever.backends import available_backends

        avail = available_backends()
    except Exception:  # a broken optional backend must not take the page down
        avail = {"local": (True, "")}
    choices = [(BACKEND_LABELS.get(name, name), name) for name, (ok, _) in avail.items() if ok]
    return choices or [(BACKEND_LABELS["local"], "local")]


def region_choices() -> list[tuple[str, str]]:
    try:
        from powerlever.impact import known_regions

        regions = known_regions()
    except Exception:
        regions = {"WOR": "World average"}
    items = sorted(regions.items(), key=lambda kv: (kv[0] != "WOR", kv[1]))
    return [(f"{name} ({code})", code) for code, name in items]


def launch_options() -> dict[str, Any]:
    """Theme and css for ``demo.launch(**launch_options())`` (Gradio 6 takes them in launch)."""
    return {
        "theme": gr.themes.Soft(primary_hue="emerald", secondary_hue="sky"),
        "css": (ASSETS / "style.css").read_text(encoding="utf-8"),
    }


def concurrency_limit() -> int:
    """Generation events running at once (a comparison counts once but runs two streams)."""
    return env.number("POWERLEVER_UI_CONCURRENCY", 4, lo=1, integer=True)


LATEX = [{"left": "$$", "right": "$$", "display": True}, {"left": "\\[", "right": "\\]", "display": True},
         {"left": "$", "right": "$", "display": False}, {"left": "\\(", "right": "\\)", "display": False}]
SERVING_CHOICES = [("Shared (batch 64, each request pays its share)", "shared"),
                   ("Dedicated (batch 1, the request owns the hardware)", "dedicated")]
QUEUE_POLL_S = 0.05  # Gradio's queue polls every 1 ms when idle (~870 wake-ups/s measured); 20/s is plenty


def quiet_queue(demo: gr.Blocks) -> None:
    """Make the idle server idle: Gradio's queue loop sleeps 1 ms between checks for new events and its
    progress loop 10 ms, even with nobody connected (7% of a core here). A new event now waits at most
    QUEUE_POLL_S to start; this page uses no progress bars."""
    q = getattr(demo, "_queue", None)
    if q is not None and hasattr(q, "sleep_when_free"):
        q.sleep_when_free = QUEUE_POLL_S
        q.progress_update_sleep_when_free = 1.0


class PageBlocks(gr.Blocks):
    """The page's Blocks: launching it also adds the live-answer route (``powerlever.ui.live``) to Gradio's
    server app and the page's head script (``powerlever.ui.page_head``) to its HTML, wherever the page is
    launched from (app.py, tests, `gradio app.py`)."""

    def launch(self, *args: Any, **kwargs: Any) -> Any:
        block = not kwargs.get("prevent_thread_lock", False)
        app_kwargs = dict(kwargs.pop("app_kwargs", None) or {})
        app_kwargs["middleware"] = [*app_kwargs.get("middleware", []), Middleware(page_head.HeadScript)]
        out = super().launch(*args, **{**kwargs, "prevent_thread_lock": True, "app_kwargs": app_kwargs})
        live.attach(self.server_app)
        if block:
            self.block_thread()
        return out


def build_demo(runner: Runner | None = None) -> gr.Blocks:
    h = Handlers(runner)
    examples = load_examples()
    with PageBlocks(title="Power Lever") as demo:
        history = gr.BrowserState([], storage_key=STORAGE_KEY,
                                  secret=os.environ.get("POWERLEVER_STATE_SECRET", "powerlever-savings"))
        last_view = gr.State(None)
        pending_vote = gr.State(None)
        gr.Markdown("# ⚡ Power Lever\nRight-size every prompt: pick a power level (or let AUTO route it), "
                    "watch the router's reasoning, the tokens stream and what it saves against an H100 "
                    "frontier baseline ([methodology](#methodology)).", elem_classes=["pl-header"])
        # filled on load: a value read here is the state when the layout was built (before the warm-up
        # started), which the page would show stale until its load event ran
        engine_status = gr.Markdown("Engine: checking…", elem_id="engine-status")

        with gr.Row(equal_height=False):
            with gr.Column(scale=3):
                prompt = gr.Textbox(label="Prompt (Enter runs, Shift+Enter adds a line)", lines=1, max_lines=12,
                                    elem_id="prompt", placeholder="Ask anything: a greeting, a derivative, a proof…")
                with gr.Row(equal_height=False):
                    with gr.Column(scale=3, min_width=260):
                        power = form_slider(*SLIDER_RANGES["power"], value=DEFAULT_POWER, step=1, label="Power",
                                            elem_id="power", info="0 = Eco … 100 = Ultra; moving it switches AUTO off")
                        speed = form_slider(*SLIDER_RANGES["speed"], value=50, step=1, label="Speed", elem_id="speed",
                                            info="higher = shorter, more deterministic answers")
                    with gr.Column(scale=2, min_width=240):
                        quality_panel = gr.HTML(quality.render(DEFAULT_POWER), elem_id="quality")
                with gr.Row():
                    auto = gr.Checkbox(value=True, label="AUTO (router picks the power)", elem_id="auto")
                    backend = gr.Dropdown(backend_choices(), value="local", label="Backend", elem_id="backend")
                    region = gr.Dropdown(region_choices(), value="WOR", label="Grid region", elem_id="region")
                    serving = gr.Dropdown(SERVING_CHOICES, value="shared", label="Serving assumption (both sides)",
                                          elem_id="serving")
                with gr.Accordion("Advanced", open=False):
                    max_tokens = form_slider(*SLIDER_RANGES["max_tokens"], value=0, step=1,
                                             label="Max tokens (0 = from the speed knob)", elem_id="max-tokens")
                    escalate = gr.Checkbox(value=False, elem_id="escalate",
                                           label="Live escalation (switch to a bigger tier mid-answer when the "
                                                 "model loses confidence or loops, and let the top allowed tier's "
                                                 "model check the finished answer; unchecked: the default policy)")
                with gr.Row(equal_height=True):
                    run = gr.Button("Run", variant="primary", elem_id="run", scale=0, min_width=90)
                    stop = gr.Button("Stop", variant="stop", elem_id="stop", scale=0, min_width=90)
                    status_line = gr.HTML(render.run_status(None), elem_id="run-status")
                overlay = gr.Checkbox(value=False, label="Show provenance (colour each token: drafted, corrected…)",
                                      elem_id="overlay")
                output = gr.HTML(render.empty_output(""), elem_id="output")
                answer = gr.Markdown("", elem_id="answer", latex_delimiters=LATEX, buttons=["copy"],
                                     container=True, min_height=80)
                gr.Examples([[e["prompt"]] for e in examples], inputs=[prompt], label="Examples (trivial → hard)",
                            example_labels=[f'{e["level"]}: {e["prompt"]}' for e in examples])
            with gr.Column(scale=2):
                gr.Markdown("### Router: asked → ran")
                trace = gr.HTML(render.render_trace(_blank()), elem_id="trace")
                reasoning = gr.Markdown(render.render_reasoning(_blank()), elem_id="reasoning")
                gr.Markdown("### Metrics")
                metrics = gr.HTML(render.render_metrics(_blank()), elem_id="metrics")

        with gr.Row():
            savings_plot = gr.Plot(figures.savings_figure([]), label="Savings vs H100 baseline (this browser)",
                                   elem_id="savings-plot")
        with gr.Row():
            spec_plot = gr.Plot(figures.spec_figure(None), label="Speculative decoding", elem_id="spec-plot")

        gr.Markdown("## Side by side\nThe same prompt on two configurations, streamed at the same time. "
                    "**Blind** puts them on random sides and hides which is which until you vote.")
        with gr.Row():
            left_choice = gr.Dropdown(side_choices(), value=SIDE_AUTO, label="Left", elem_id="compare-left-choice")
            right_choice = gr.Dropdown(side_choices(), value="ultra", label="Right", elem_id="compare-right-choice")
            blind = gr.Checkbox(value=False, label="Blind (vote before you see which is which)", elem_id="blind")
            compare = gr.Button("Compare", variant="primary", elem_id="compare")
        with gr.Row(equal_height=False):
            with gr.Column():
                compare_left = gr.HTML(render.empty_output("Left side streams here."), elem_id="compare-left")
                left_metrics = gr.HTML("", elem_id="compare-left-metrics")
            with gr.Column():
                compare_right = gr.HTML(render.empty_output("Right side streams here."), elem_id="compare-right")
                right_metrics = gr.HTML("", elem_id="compare-right-metrics")
        with gr.Row():
            vote_buttons = {c: gr.Button(label, elem_id=f"vote-{c}", size="sm") for c, label in votes.CHOICE_LABELS.items()}
        compare_summary = gr.Markdown("", elem_id="compare-summary")
        vote_summary = gr.HTML("", elem_id="vote-summary")

        with gr.Accordion("Methodology: how energy, water, CO₂ and cost are estimated (docs/methodology.md)",
                          open=False, elem_id="methodology"):
            gr.Markdown(_methodology_text())

        # -- hidden components behind the named API endpoints (plain values in, text + JSON out) --------
        with gr.Group(visible=False):
            api_prompt = gr.Textbox(label="prompt")
            api_power = gr.Number(None, label="power")
            api_speed = gr.Number(50, label="speed")
            api_auto = gr.Checkbox(True, label="auto")
            api_backend = gr.Textbox("local", label="backend")
            api_max_tokens = gr.Number(None, label="max_tokens")
            api_tier = gr.Textbox("", label="tier")
            api_region = gr.Textbox("WOR", label="region")
            api_serving = gr.Textbox("", label="serving")
            api_left = gr.Textbox(SIDE_AUTO, label="left")
            api_right = gr.Textbox("ultra", label="right")
            api_text = gr.Textbox(label="text")
            api_left_text = gr.Textbox(label="left_text")
            api_right_text = gr.Textbox(label="right_text")
            api_details = gr.JSON(label="details")
            run_id = gr.Textbox("", label="run_id")  # set in the browser per run (live.NEW_RUN_JS)
            api_generate_btn = gr.Button(visible=False)
            api_compare_btn = gr.Button(visible=False)

        # -- events ---------------------------------------------------------------------------------
        gen_kwargs: dict[str, Any] = {"concurrency_limit": concurrency_limit(), "concurrency_id": "generation",
                                      "show_progress": "hidden"}
        light: dict[str, Any] = {"api_visibility": "private", "concurrency_limit": None, "show_progress": "hidden"}
        # a run from the page: start (Gradio, until the first token) -> the answer over /ui/live (the browser
        # reads it: no Gradio event pending while tokens stream) -> finish (Gradio, the finished run once)
        start_inputs = [prompt, power, speed, auto, backend, max_tokens, region, serving, overlay, escalate, run_id]
        start_outputs = [output, answer, status_line, trace, reasoning, metrics, power]
        finish_outputs = [output, answer, status_line, trace, reasoning, metrics, spec_plot, savings_plot, history,
                          last_view]
        run_events = []
        for name, trigger in (("ui_run", run.click), ("ui_submit", prompt.submit)):
            started = trigger(h.start, start_inputs, start_outputs, api_name=name, api_visibility="private",
                              js=live.NEW_RUN_JS, **gen_kwargs)
            followed = started.then(None, None, [run_id], js=live.LIVE_JS, api_visibility="private", queue=False)
            followed.then(h.finish, [run_id, overlay, history], finish_outputs, api_name=f"{name}_finish", **light)
            run_events.append(started)
        run_ev, submit_ev = run_events
        compare_outputs = [compare_left, compare_right, left_metrics, right_metrics, compare_summary]
        compare_ev = compare.click(
            h.compare, [prompt, left_choice, right_choice, power, speed, backend, max_tokens, region, serving, overlay,
                        blind, history],
            [*compare_outputs, savings_plot, history, pending_vote, vote_summary],
            api_name="ui_compare", api_visibility="private", **gen_kwargs)
        for choice, button in vote_buttons.items():
            button.click(functools.partial(h.vote, choice), [pending_vote, history],
                         [*compare_outputs, vote_summary, savings_plot, history, pending_vote], api_name=f"ui_vote_{choice}", **light)
        api_gen_ev = api_generate_btn.click(
            h.api_generate, [api_prompt, api_power, api_speed, api_auto, api_backend, api_max_tokens, api_tier,
                             api_region, api_serving], [api_text, api_details], api_name="generate", **gen_kwargs)
        api_cmp_ev = api_compare_btn.click(
            h.api_compare, [api_prompt, api_left, api_right, api_power, api_speed, api_backend, api_max_tokens,
                            api_region, api_serving], [api_left_text, api_right_text, api_details], api_name="compare",
            **gen_kwargs)
        stop.click(h.stop, [overlay], [output, compare_left, compare_right, left_metrics, right_metrics],
                   cancels=[run_ev, submit_ev, compare_ev], api_name="ui_stop", **light)
        power.release(lambda: False, None, [auto], api_name="ui_manual", queue=False, **light)
        # typing a power into the slider's box (Enter) is a manual choice too; release fires only on blur there
        power.input(lambda: False, None, [auto], api_name="ui_manual_typed", queue=False, **light)
        power.change(h.quality, [power], [quality_panel, status_line], api_name="ui_quality", queue=False, **light)
        speed.change(functools.partial(slider_status, "speed"), [speed], [status_line], api_name="ui_speed_typed",
                     queue=False, **light)
        max_tokens.change(functools.partial(slider_status, "max_tokens"), [max_tokens], [status_line],
                          api_name="ui_max_tokens_typed", queue=False, **light)
        overlay.change(h.rerender, [last_view, overlay], [output, answer], api_name="ui_overlay", **light)
        demo.load(h.on_load, [history, power], [savings_plot, engine_status, vote_summary, quality_panel],
                  api_name="ui_load", **light)

        timer = gr.Timer(1.0)  # refreshes the engine status while the warm-up runs, then switches itself off
        timer.tick(_engine_status, None, [engine_status, timer], api_name="ui_engine", **light)
        del api_gen_ev, api_cmp_ev
    demo.queue(default_concurrency_limit=concurrency_limit(), max_size=env.number("POWERLEVER_QUEUE_SIZE", 32, lo=1, integer=True))
    quiet_queue(demo)
    return demo


def _engine_status() -> tuple[str, Any]:
    return warmup.status_markdown(), gr.Timer(active=warmup.STATE.status == "loading")


def _methodology_text() -> str:
    try:
        return METHODOLOGY.read_text(encoding="utf-8")
    except OSError:
        return "docs/methodology.md is not in this checkout."


def _blank() -> Any:
    from powerlever.ui.view import RunView

    return RunView()

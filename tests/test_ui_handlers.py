"""Event -> UI handlers: concurrency of the comparison, cancellation, AUTO power display, history.

A scripted runner (same signature as powerlever.pipeline.run) makes timing deterministic here;
tests/test_ui_client.py drives the real pipeline through gradio_client.
"""

from __future__ import annotations

import asyncio

from powerlever.config import GenerationRequest, RequestError
from powerlever.events import config_event, done_event, metrics_event, token_event
from powerlever.ui import handlers
from powerlever.ui.handlers import ACTIVE, Handlers, build_request, merge_views, side_request, stream_view
from powerlever.ui.view import RunView


def scripted(n_tokens: int = 5, delay: float = 0.01, seen_cancel: list | None = None, power: float = 18.0):
    async def runner(request: GenerationRequest, cancel: asyncio.Event):
        yield config_event({"tier": request.tier or "eco", "power": power, "target_model": "m"})
        try:
            for i in range(n_tokens):
                if cancel.is_set():
                    return
                await asyncio.sleep(delay)
                yield token_event(f"{request.tier or 'auto'}{i} ", i, -0.1, None)
            yield metrics_event({"tokens": n_tokens, "total_ms": 1.0, "energy_kwh": 1e-6, "water_l": 1e-6,
                                 "co2_kg": 1e-6, "cost_usd": 1e-6, "baseline_energy_kwh": 1e-3,
                                 "baseline_water_l": 1e-3, "baseline_co2_kg": 1e-3, "baseline_cost_usd": 1e-3})
            yield done_event()
        finally:
            if seen_cancel is not None:
                seen_cancel.append(cancel.is_set())
    return runner


def test_build_request_maps_controls_without_validating():
    req = build_request("", 200, 50, False, "local", 0, "FRA")
    assert req.prompt == "" and req.power == 200 and req.max_tokens is None and req.region == "FRA"
    assert side_request("ultra", "hi", 10, 50, "local", 8, None).tier == "ultra"
    auto = side_request("auto", "hi", 10, 50, "local", 8, None)
    assert auto.auto and auto.tier is None
    assert side_request(" AUTO ", "hi", 10, 50, "local", 8, None).auto  # any case, as tier names already were
    assert side_request("Eco", "hi", 10, 50, "local", 8, None).tier == "eco"
    empty = side_request("", "hi", 10, 50, "local", 8, None, slot="left")  # it ran as Manual at the slider's power
    assert isinstance(empty, RequestError) and empty.field == "left"
    bogus = side_request("bogus", "hi", 10, 50, "local", 8, None, slot="right")  # the error listed only the tiers
    assert isinstance(bogus, RequestError) and bogus.field == "right"
    assert "'bogus'" in str(bogus) and "auto, manual, eco, balanced, performance, ultra" in str(bogus)
    assert build_request("hi", 10, 50, False, "local", escalate=True).escalate is True
    assert build_request("hi", 10, 50, False, "local", escalate=False).escalate is None  # unchecked: the default


async def test_a_refused_side_ends_with_its_error_and_the_other_side_runs():
    pairs = [("L", side_request("nope", "hi", 10, 50, "local", 8, None, slot="left")),
             ("R", GenerationRequest("hi", tier="eco"))]
    last: dict[int, object] = {}
    async for i, view in merge_views(pairs, scripted(n_tokens=3, delay=0.01)):
        last[i] = view
    assert last[0].status == "error" and last[0].errors[0]["field"] == "left" and not last[0].tokens
    assert last[1].status == "done" and len(last[1].tokens) == 3 and not last[1].errors


async def test_merge_views_interleaves_both_sides():
    order = []
    pairs = [("L", GenerationRequest("hi", tier="eco")), ("R", GenerationRequest("hi", tier="ultra"))]
    async for i, view in merge_views(pairs, scripted(n_tokens=6, delay=0.02)):
        if view.tokens:
            order.append((i, len(view.tokens), view.finished))
    first_tokens = {i: n for n, (i, k, _) in enumerate(order) if k == 1}
    first_finish = min(n for n, (_, _, fin) in enumerate(order) if fin)
    assert set(first_tokens) == {0, 1}
    assert max(first_tokens.values()) < first_finish  # both sides started before either finished


async def test_closing_the_stream_sets_the_pipeline_cancel_event():
    seen: list[bool] = []
    agen = stream_view(GenerationRequest("hi"), scripted(n_tokens=50, delay=0.01, seen_cancel=seen))
    async for view in agen:
        if len(view.tokens) == 2:
            break
    await agen.aclose()
    assert seen == [True]


async def test_stop_sets_cancel_and_marks_the_run_stopped():
    seen: list[bool] = []
    views: list[RunView] = []

    async def consume():
        async for view in stream_view(GenerationRequest("hi"), scripted(50, 0.01, seen), session="s1",
                                      slot="output"):
            views.append(view)

    task = asyncio.create_task(consume())
    while not (views and views[-1].tokens):
        await asyncio.sleep(0.005)
    stopped = ACTIVE.stop("s1")
    await asyncio.wait_for(task, 2)
    assert set(stopped) == {"output"} and stopped["output"].status == "stopped"
    assert seen == [True] and len(views[-1].tokens) < 50


def _skipped(x) -> bool:
    return isinstance(x, dict) and x.get("__type__") == "update" and len(x) == 1


async def test_stop_keeps_the_streamed_text_in_sight():
    """A stopped run never reaches its final Markdown update: Stop shows its text in the output panel."""
    views: list[RunView] = []

    async def consume():
        async for view in stream_view(GenerationRequest("hi"), scripted(50, 0.01), session="s2", slot="output"):
            views.append(view)

    task = asyncio.create_task(consume())
    while not (views and len(views[-1].tokens) >= 2):
        await asyncio.sleep(0.005)

    class Req:
        session_hash = "s2"

    output, left, right, left_metrics, right_metrics = Handlers.stop(False, Req())
    await asyncio.wait_for(task, 2)
    assert 'data-status="stopped"' in output and "auto0 auto1 " in output
    assert all(_skipped(x) for x in (left, right, left_metrics, right_metrics))


def _bar_labels(figure) -> list[str]:
    return list(next(t for t in figure.data if t.type == "bar").customdata)


async def test_blind_vote_reveals_sides_and_counts_the_cheaper_choice():
    h = Handlers(scripted(n_tokens=2))
    earlier = [{"t": 1.0, "tier": "balanced", "model": "org/Model-0.5B-Instruct", "energy_kwh": 0.0}]
    outs = [o async for o in h.compare("hi", "eco", "ultra", None, 50, "local", 4, "WOR", "shared", False, True,
                                       earlier)]
    final = outs[-1]
    assert "Answer A" in final[0] and "Answer B" in final[1]
    assert "Eco tier" not in final[0] + final[1] and "hidden until you vote" in final[2]
    # the savings plot counts both sides at once, but its bars do not say which is which before the vote
    assert _bar_labels(final[5]) == ["balanced · Model-0.5B"] + ["blind: hidden until you vote"] * 2
    pending, history = final[7], final[6]
    assert "No votes yet" in final[8]  # the vote line is refreshed by a comparison (a stale note stayed before)
    assert pending and len(pending["views"]) == 2
    pending["views"][0].metrics["energy_kwh"], pending["views"][1].metrics["energy_kwh"] = 1e-6, 5e-6
    out = h.vote("left", pending, history)
    assert "Eco tier" in out[0] + out[1] and "Ultra tier" in out[0] + out[1] and out[8] is None
    assert "preferred the cheaper answer 1 of 1 times, saving 4 mWh" in out[5]
    assert "hidden" not in " ".join(_bar_labels(out[6])) and len(_bar_labels(out[6])) == 3  # revealed
    assert [r.get("kind", "run") for r in out[7]] == ["run", "run", "run", "vote"]
    assert not any("blind_id" in r for r in out[7])
    again = h.vote("right", None, out[7])  # no comparison pending (already voted): ignored
    assert "No comparison to vote on" in again[5] and _skipped(again[6]) and _skipped(again[7])


def test_a_blind_side_hides_what_would_name_its_tier():
    """Before the vote a blind side shows its text and status, not the model it loads, its switch markers,
    the text a restart set aside or its provenance counts."""
    from powerlever.ui import render

    view = RunView(label="Ultra tier", status="loading", loading="Qwen2.5-Coder-1.5B-Instruct (fp16)")
    assert "Qwen2.5" in render.render_output(view)
    shown = render.render_output(render.blind_view(view), hidden_label="Answer B", markdown=True)
    assert "Qwen2.5" not in shown and "Ultra" not in shown and "Loading model…" in shown and "Answer B" in shown
    view = RunView(label="AUTO", status="done", tokens=[("Hello ", "accepted"), ("world", "target")],
                   switches=[{"at": 1, "from_tier": "eco", "to_tier": "performance", "signal": "answer check"}],
                   discarded=["an earlier try"])
    full = render.render_output(view, markdown=True)
    assert "performance" in full and "an earlier try" in full
    shown = render.render_output(render.blind_view(view), hidden_label="Answer A", markdown=True)
    assert "Hello" in shown and "world" in shown
    assert "performance" not in shown and "an earlier try" not in shown and "pl-legend" not in shown


async def test_api_compare_returns_both_texts_and_summary():
    h = Handlers(scripted(n_tokens=3))
    outs = [o async for o in h.api_compare("hi", "auto", "ultra", None, 50, "local", 4, "WOR")]
    left, right, details = outs[-1]
    assert left == "auto0 auto1 auto2 " and right == "ultra0 ultra1 ultra2 "
    assert details["left"]["status"] == details["right"]["status"] == "done"
    assert "| Time |" in details["summary"]


def test_stop_handler_with_nothing_running_skips_outputs():
    out = Handlers.stop(False, None)
    assert len(out) == 5 and all(isinstance(o, dict) and o.get("__type__") == "update" for o in out)
    assert handlers.side_label("ultra") == "Ultra tier"


async def test_compare_handler_renders_both_sides_and_counts_both_in_history():
    h = Handlers(scripted(n_tokens=3))
    outs = [o async for o in h.compare("hi", "auto", "ultra", None, 50, "local", 4, "WOR", "shared", False, False,
                                       [])]
    final = outs[-1]
    assert "auto0 auto1 auto2" in final[0] and "ultra0 ultra1 ultra2" in final[1]
    assert 'data-status="done"' in final[0] and 'data-status="done"' in final[1]
    assert "Ultra tier" in final[1] and "| Time |" in final[4]
    assert [r["tier"] for r in final[6]] == ["eco", "ultra"]


def test_the_provenance_switch_waits_for_a_streaming_run_to_end():
    """Toggled while a run streams, the switch used to redraw the previous run's answer under the new one."""
    import asyncio as aio

    class Req:
        session_hash = "s-overlay"

    previous = RunView(label="before", status="done", tokens=[("Paris.", "target")])
    streaming = RunView(label="now", status="streaming")
    ACTIVE.add("s-overlay", "output", streaming, aio.Event())
    try:
        assert all(_skipped(x) for x in Handlers.rerender(previous, True, Req()))
    finally:
        ACTIVE.remove("s-overlay", streaming)
    output, answer = Handlers.rerender(previous, False, Req())  # no run in flight: the last answer, re-rendered
    assert "Paris." in output + answer


async def test_stopping_a_comparison_settles_both_metrics_panels():
    """They kept saying "Metrics show when the run ends." after Stop."""
    views: list[RunView] = []

    async def consume(slot: str):
        async for view in stream_view(GenerationRequest("hi"), scripted(50, 0.01), session="s-cmp", slot=slot):
            views.append(view)

    tasks = [asyncio.create_task(consume(slot)) for slot in ("left", "right")]
    while len(views) < 4:
        await asyncio.sleep(0.005)

    class Req:
        session_hash = "s-cmp"

    _, left, right, left_metrics, right_metrics = Handlers.stop(False, Req())
    await asyncio.wait_for(asyncio.gather(*tasks), 2)
    assert 'data-status="stopped"' in left and 'data-status="stopped"' in right
    assert "Stopped before the end" in left_metrics and "Stopped before the end" in right_metrics


def test_a_typed_slider_value_out_of_range_is_named_next_to_run():
    """The browser clamps a typed 150 back to 100 and the run used it in silence (a QA pass: power 150 ran Ultra);
    Gradio's own range check raised a 500 for the quality panel's update instead of saying so."""
    from powerlever.ui.handlers import slider_note, slider_status
    from powerlever.ui.layout import form_slider

    assert slider_note("power", 150).startswith("power must be between 0 and 100, got 150.")
    assert slider_note("power", 150).endswith("Run uses 100, the nearest the slider goes.")
    assert "Run uses 0, the nearest" in slider_note("speed", -1)
    assert slider_note("max_tokens", -3).startswith("max_tokens must be")
    assert "goes from 0 to 512, got 100000" in slider_note("max_tokens", 100000)  # the API takes it, the page not
    assert slider_note("power", 37) is None and slider_note("power", None) is None and slider_note("max_tokens", 0) is None
    assert 'data-state="error"' in slider_status("power", 150) and "power must be" in slider_status("power", 150)
    assert _skipped(slider_status("power", 42))
    slider = form_slider(0, 100, value=50, step=1)
    assert slider.preprocess(150) == 150 and slider.preprocess(None) is None and slider.preprocess(42.0) == 42

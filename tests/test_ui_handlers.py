"""Event -> UI handlers: concurrency of the comparison, cancellation, AUTO power display, history.

A scripted runner (same signature as powerlever.pipeline.run) makes timing deterministic here;
tests/test_ui_client.py drives the real pipeline through gradio_client.
"""

from __future__ import annotations

import asyncio

from powerlever.config import GenerationRequest
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
    assert build_request("hi", 10, 50, False, "local", escalate=True).escalate is True
    assert build_request("hi", 10, 50, False, "local", escalate=False).escalate is None  # unchecked: the default


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


async def test_generate_handler_shows_router_power_then_history_and_plots():
    h = Handlers(scripted(n_tokens=3, power=18.0))
    outs = [o async for o in h.generate("hi", 70, 50, True, "local", 0, "WOR", "shared", False, [{"tier": "x"}])]
    power_updates = [o[6] for o in outs if isinstance(o[6], dict) and o[6].get("value") is not None]
    assert power_updates and power_updates[0]["value"] == 18.0
    final = outs[-1]
    assert final[1] == "auto0 auto1 auto2 " and 'data-status="done"' in final[0]  # answer (Markdown), status
    history = final[9]
    assert len(history) == 2 and history[-1]["tier"] == "eco"
    assert abs(history[-1]["water_l"] - (1e-3 - 1e-6)) < 1e-12
    assert final[8].data[1].y[-1] > 0  # savings figure rebuilt from the history (cumulative water)


async def test_generate_handler_leaves_power_alone_in_manual_mode():
    h = Handlers(scripted(n_tokens=2))
    outs = [o async for o in h.generate("hi", 70, 50, False, "local", 0, "WOR", "shared", False, None)]
    assert all(not (isinstance(o[6], dict) and o[6].get("value") is not None) for o in outs)


def _skipped(x) -> bool:
    return isinstance(x, dict) and x.get("__type__") == "update" and len(x) == 1


async def test_streaming_updates_are_bounded_and_send_only_what_changed():
    """200 tokens in ~1 s: at most one update per UI_MIN_INTERVAL_S reaches the page, an update carries
    only the outputs whose content changed (the router panel and metrics are skipped while tokens stream),
    the streaming text is plain escaped HTML in the output panel and the Markdown answer is filled once,
    at the end."""
    h = Handlers(scripted(n_tokens=200, delay=0.005))
    t0 = asyncio.get_running_loop().time()
    outs = [o async for o in h.generate("hi", 70, 50, False, "local", 0, "WOR", "shared", False, None)]
    elapsed = asyncio.get_running_loop().time() - t0
    assert len(outs) <= 3 + elapsed / handlers.UI_MIN_INTERVAL_S  # routing/loading forced + final
    streaming = [o for o in outs[:-1] if isinstance(o[0], str) and 'data-status="streaming"' in o[0]]
    assert len(streaming) >= 2
    assert all(_skipped(o[3]) and _skipped(o[5]) for o in streaming[1:])  # trace, metrics unchanged: skipped
    assert all(o[1] == "" or _skipped(o[1]) for o in outs[:-1])  # no Markdown re-rendered while streaming
    assert '<span class="pl-plain">auto0 auto1 ' in streaming[0][0]  # plain text in the output panel
    final = outs[-1]
    assert final[1] == "".join(f"auto{i} " for i in range(200))  # the whole answer as Markdown, once
    assert 'class="pl-text"' not in final[0]  # and no longer duplicated in the output panel


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

    output, left, right = Handlers.stop(False, Req())
    await asyncio.wait_for(task, 2)
    assert 'data-status="stopped"' in output and "auto0 auto1 " in output
    assert _skipped(left) and _skipped(right)


async def test_a_bad_request_shows_the_api_message_next_to_run_and_in_metrics():
    async def refusing(request, cancel):
        from powerlever.pipeline import run

        async for ev in run(request, cancel):
            yield ev

    h = Handlers(refusing)
    final = [o async for o in h.generate("hi", 250, 50, False, "local", 0, "WOR", "shared", False, None)][-1]
    from powerlever.config import GenerationRequest, RequestError

    try:
        GenerationRequest(prompt="hi", power=250).validate()
    except RequestError as exc:
        api_message = str(exc)
    assert api_message in final[2] and 'data-state="error"' in final[2]  # next to Run
    assert api_message in final[5] and "No metrics" in final[5]  # and in the metrics panel


async def test_blind_vote_reveals_sides_and_counts_the_cheaper_choice():
    h = Handlers(scripted(n_tokens=2))
    outs = [o async for o in h.compare("hi", "eco", "ultra", None, 50, "local", 4, "WOR", "shared", False, True, [])]
    final = outs[-1]
    assert "Answer A" in final[0] and "Answer B" in final[1]
    assert "Eco tier" not in final[0] + final[1] and "hidden until you vote" in final[2]
    pending, history = final[7], final[6]
    assert pending and len(pending["views"]) == 2
    pending["views"][0].metrics["energy_kwh"], pending["views"][1].metrics["energy_kwh"] = 1e-6, 5e-6
    out = h.vote("left", pending, history)
    assert "Eco tier" in out[0] + out[1] and "Ultra tier" in out[0] + out[1] and out[7] is None
    assert "preferred the cheaper answer 1 of 1 times, saving 0.004 Wh" in out[5]
    assert [r.get("kind", "run") for r in out[6]] == ["run", "run", "vote"]
    again = h.vote("right", None, out[6])  # no comparison pending (already voted): ignored
    assert "No comparison to vote on" in again[5] and _skipped(again[6])


async def test_api_compare_returns_both_texts_and_summary():
    h = Handlers(scripted(n_tokens=3))
    outs = [o async for o in h.api_compare("hi", "auto", "ultra", None, 50, "local", 4, "WOR")]
    left, right, details = outs[-1]
    assert left == "auto0 auto1 auto2 " and right == "ultra0 ultra1 ultra2 "
    assert details["left"]["status"] == details["right"]["status"] == "done"
    assert "| Time |" in details["summary"]


def test_stop_handler_with_nothing_running_skips_outputs():
    out = Handlers.stop(False, None)
    assert len(out) == 3 and all(isinstance(o, dict) and o.get("__type__") == "update" for o in out)
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

"""The page's live path (powerlever.ui.live): the start event ends at the first token, the answer streams as
SSE frames of the output panel over /ui/live/{run_id}, and `finish` renders the finished run once.

A scripted runner (the pipeline's signature) keeps timing deterministic; tests/test_browser_ui.py drives
the same path in a real browser on the real model.
"""

from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace

import httpx
import pytest
from fastapi import FastAPI
from test_ui_handlers import scripted

from powerlever.events import config_event, done_event, token_event
from powerlever.ui import handlers, live
from powerlever.ui.handlers import ACTIVE, Handlers

RUN = "0123456789abcdef0123456789abcdef"
RUN2 = "fedcba9876543210fedcba9876543210"


@pytest.fixture(autouse=True)
def _fresh_registry(monkeypatch):
    monkeypatch.setattr(live, "LIVE", live.LiveRuns())


def _frames(body: str) -> list[dict]:
    return [json.loads(line[5:]) for line in body.split("\n\n") if line.startswith("data:")]


async def _start(h: Handlers, prompt: str = "hi", power=70, auto=False, run_id=RUN, request=None) -> list[tuple]:
    return [o async for o in h.start(prompt, power, 50, auto, "local", 0, "WOR", "shared", False, False, run_id,
                                     request)]


def _skipped(x) -> bool:
    return isinstance(x, dict) and x.get("__type__") == "update" and len(x) == 1


async def test_start_ends_at_the_first_token_the_frames_carry_the_answer_and_finish_renders_it():
    seen: list[bool] = []
    h = Handlers(scripted(n_tokens=30, delay=0.01, seen_cancel=seen))
    outs = await _start(h)
    assert 'data-status="streaming"' in outs[-1][0]  # the last start update: tokens have begun
    assert all(o[1] == "" or _skipped(o[1]) for o in outs)  # no Markdown while the run starts
    run = live.LIVE.get(RUN)
    assert run is not None and not run.done.is_set()  # the run goes on after the event ended
    frames = [json.loads(f[5:]) async for f in run.frames(0.02) if f.startswith("data:")]
    assert frames[-1] == {"end": True} and frames[-2]["status"] == "done"
    assert '<span class="pl-plain">auto0 ' in frames[0]["html"]  # plain escaped text while streaming
    assert "auto29" in frames[-2]["html"]  # the whole answer reached the panel over the live route
    assert 1 < len(frames) - 1 <= 30  # throttled: fewer frames than tokens, more than one
    final = await h.finish(RUN, False, [])
    assert 'data-status="done"' in final[0] and final[1] == "".join(f"auto{i} " for i in range(30))  # Markdown, once
    assert 'class="pl-text"' not in final[0]  # and no longer duplicated in the output panel
    assert "pl-card" in final[5] and len(final[8]) == 1  # metrics panel and the history record
    assert live.LIVE.get(RUN) is None and seen == [False]  # collected; the run was never cancelled


async def test_start_shows_the_routers_power_then_finish_records_history_and_plots():
    h = Handlers(scripted(n_tokens=3, power=18.0))
    outs = await _start(h, auto=True)
    power_updates = [o[6] for o in outs if isinstance(o[6], dict) and o[6].get("value") is not None]
    assert power_updates and power_updates[0]["value"] == 18.0
    final = await h.finish(RUN, False, [{"tier": "x"}])
    assert final[1] == "auto0 auto1 auto2 " and 'data-status="done"' in final[0]
    history = final[8]
    assert len(history) == 2 and history[-1]["tier"] == "eco"
    assert abs(history[-1]["water_l"] - (1e-3 - 1e-6)) < 1e-12
    assert final[7].data[1].y[-1] > 0  # savings figure rebuilt from the history (cumulative water)


async def test_start_leaves_power_alone_in_manual_mode():
    h = Handlers(scripted(n_tokens=2))
    outs = await _start(h)
    assert all(not (isinstance(o[6], dict) and o[6].get("value") is not None) for o in outs)
    await h.finish(RUN, False, None)


async def test_updates_before_the_first_token_are_bounded_and_send_only_what_changed():
    async def slow_router(request, cancel):
        from powerlever.events import trace_event

        yield config_event({"tier": "eco", "power": 10, "target_model": "m"})
        for i in range(40):  # 40 router steps in ~0.4 s
            await asyncio.sleep(0.01)
            yield trace_event(f"step{i}", "ok", 1.0)
        yield token_event("x", 0, None, None)
        yield done_event()

    h = Handlers(slow_router)
    t0 = asyncio.get_running_loop().time()
    outs = await _start(h)
    elapsed = asyncio.get_running_loop().time() - t0
    assert len(outs) <= 2 + elapsed / handlers.UI_MIN_INTERVAL_S
    assert "step39" in outs[-1][3]  # the last update shows every step
    assert _skipped(outs[-1][5]) or outs[-1][5] != outs[0][5]  # metrics sent only when changed
    await h.finish(RUN, False, None)


async def test_a_bad_request_shows_the_api_message_next_to_run_and_in_metrics():
    async def refusing(request, cancel):
        from powerlever.pipeline import run

        async for ev in run(request, cancel):
            yield ev

    h = Handlers(refusing)
    await _start(h, power=250)
    final = await h.finish(RUN, False, None)
    from powerlever.config import GenerationRequest, RequestError

    try:
        GenerationRequest(prompt="hi", power=250).validate()
    except RequestError as exc:
        api_message = str(exc)
    assert api_message in final[2] and 'data-state="error"' in final[2]  # next to Run
    assert api_message in final[5] and "No metrics" in final[5]  # and in the metrics panel


async def test_a_start_without_a_valid_run_id_is_refused_with_a_message_naming_it():
    h = Handlers(scripted(n_tokens=3))
    (out,) = await _start(h, run_id="bad id")
    assert "run_id" in out[2] and 'data-state="error"' in out[2] and live.LIVE.runs == {}


async def test_a_newer_run_of_the_same_page_cancels_the_older_and_its_finish_renders_nothing():
    seen: list[bool] = []
    h = Handlers(scripted(n_tokens=200, delay=0.01, seen_cancel=seen))
    request = SimpleNamespace(session_hash="page-1")
    await _start(h, "a", 10, request=request)
    await _start(h, "b", 10, run_id=RUN2, request=request)
    old = live.LIVE.get(RUN)
    await asyncio.wait_for(old.done.wait(), 2)
    assert old.superseded and old.view.status == "stopped" and len(seen) == 1 and len(old.view.tokens) < 200
    assert all(_skipped(v) for v in await h.finish(RUN, False, []))
    ACTIVE.stop("page-1")
    final = await asyncio.wait_for(h.finish(RUN2, False, []), 2)
    assert 'data-status="stopped"' in final[0]


async def test_the_route_streams_frames_and_answers_unknown_ids_with_404():
    app = FastAPI()
    live.attach(app, interval=0.01)
    h = Handlers(scripted(n_tokens=5))
    await _start(h)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t") as client:
        resp = await client.get(f"/ui/live/{RUN}")
        assert resp.status_code == 200 and resp.headers["content-type"].startswith("text/event-stream")
        frames = _frames(resp.text)
        assert frames[-1] == {"end": True} and "auto4" in frames[-2]["html"]
        missing = await client.get(f"/ui/live/{RUN2}")
        assert missing.status_code == 404 and "no live run" in missing.json()["error"]
        assert (await client.get("/ui/live/not-an-id")).status_code == 404


async def test_a_reader_that_leaves_mid_stream_cancels_the_run():
    seen: list[bool] = []
    h = Handlers(scripted(n_tokens=500, delay=0.01, seen_cancel=seen))
    await _start(h)
    app = FastAPI()
    live.attach(app, interval=0.01)
    route = next(r for r in app.routes if getattr(r, "path", "") == live.ROUTE)
    resp = await route.endpoint(RUN)
    stream = resp.body_iterator
    await stream.__anext__()
    await stream.aclose()  # what Starlette does when the client disconnects
    run = live.LIVE.get(RUN)
    await asyncio.wait_for(run.done.wait(), 2)
    assert len(seen) == 1 and run.view.status == "stopped" and len(run.view.tokens) < 500


def test_run_ids_are_32_hex_characters_only():
    assert live.valid_run_id(RUN)
    for bad in ("", None, 5, RUN.upper(), RUN + "0", "../" + RUN[3:], RUN[:-1] + "g"):
        assert not live.valid_run_id(bad)


async def test_start_sends_the_routers_power_when_the_run_streams_while_the_page_is_busy():
    """The page's own safety example: routing took no time and the app's emergency line streamed at once, so by the
    time Gradio asked start for its next update the run was already streaming; until_streaming ended without showing
    that view, and the slider never moved to the router's power 100 (a QA pass)."""
    from powerlever.events import trace_event

    async def runner(request, cancel):
        yield trace_event("safety_check", {"flagged": True}, 0.1)
        await asyncio.sleep(0.02)
        yield config_event({"tier": "ultra", "power": 100.0, "target_model": "m"})
        yield token_event("Call 911. ", 0, -0.1, None)
        await asyncio.sleep(0.2)
        yield done_event()

    h = Handlers(runner)
    outs = []
    agen = h.start("help", 50, 50, True, "local", 0, "WOR", "shared", False, False, RUN, None)
    async for out in agen:
        outs.append(out)
        await asyncio.sleep(0.1)  # Gradio sending the update: the run goes on meanwhile
    powers = [o[6]["value"] for o in outs if isinstance(o[6], dict) and o[6].get("value") is not None]
    assert powers == [100.0]
    assert 'data-status="streaming"' in outs[-1][0]
    await h.finish(RUN, False, None)

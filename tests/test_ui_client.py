"""The app launched in-process, driven through gradio_client on the real pipeline and the real
packaged SmolLM2-135M-Instruct (no network): both named endpoints stream partial outputs."""

from __future__ import annotations

import time

import pytest

gradio_client = pytest.importorskip("gradio_client")

REQUIRED_IDS = ("prompt", "power", "speed", "auto", "backend", "serving", "run", "stop", "run-status", "output",
                "answer", "overlay", "trace", "reasoning", "metrics", "quality", "compare-left", "compare-right",
                "blind", "vote-left", "vote-right", "vote-tie", "vote-bad", "vote-summary", "savings-plot",
                "spec-plot")
PROMPT = "Write a short poem about the sea."


@pytest.fixture(scope="module")
def app(warm_app):
    demo, url = warm_app
    return demo, gradio_client.Client(url, verbose=False)


def test_page_has_every_required_element_id(app):
    demo, _ = app
    ids = {c.get("props", {}).get("elem_id") for c in demo.config["components"]}
    missing = [i for i in REQUIRED_IDS if i not in ids]
    assert not missing, missing


def test_api_names_and_parameters(app):
    _, client = app
    api = client.view_api(print_info=False, return_format="dict")["named_endpoints"]
    assert set(api) == {"/generate", "/compare"}  # UI-only events stay private
    gen_params = [p["label"] for p in api["/generate"]["parameters"]]
    assert gen_params == ["prompt", "power", "speed", "auto", "backend", "max_tokens", "tier", "region", "serving"]
    assert [r["label"] for r in api["/compare"]["returns"]] == ["left_text", "right_text", "details"]


def test_generate_streams_partial_outputs(app, monkeypatch):
    from powerlever.ui import handlers

    monkeypatch.setattr(handlers, "UI_MIN_INTERVAL_S", 0.0)  # 6 tokens of SmolLM2 fit in one 0.25 s window
    _, client = app
    job = client.submit(PROMPT, None, 50, True, "local", 6, "", "WOR", api_name="/generate")
    partial_texts = []
    for text, details in job:
        if details["status"] == "streaming" and text:
            partial_texts.append(text)
    text, details = job.outputs()[-1]
    assert details["status"] == "done", details["errors"]
    assert len(set(partial_texts)) >= 2, partial_texts  # text grew over several updates before the end
    assert all(text.startswith(p) for p in partial_texts)
    assert details["config"]["tier"] in ("eco", "balanced", "performance", "ultra")
    assert any(step["step"] == "load_model" for step in details["trace"])
    m = details["metrics"]
    assert m["tokens"] == details["tokens"] == 6 and m["energy_kwh"] > 0 and "savings" in m


def test_compare_streams_both_sides_concurrently(app, monkeypatch):
    from powerlever.ui import handlers

    # 12 tokens of SmolLM2 take ~0.15 s on a fast CPU: inside one 0.25 s update window, no update would show
    # both sides mid-stream
    monkeypatch.setattr(handlers, "UI_MIN_INTERVAL_S", 0.0)
    _, client = app
    # AUTO against Eco: both sides load small models, so this measures concurrency, not model loading
    job = client.submit(PROMPT, "auto", "eco", None, 50, "local", 12, "WOR", api_name="/compare")
    both_streaming = False
    for left, right, details in job:
        if left and right and not details["left"]["finished_s"] and not details["right"]["finished_s"]:
            both_streaming = True
    left, right, details = job.outputs()[-1]
    lv, rv = details["left"], details["right"]
    assert lv["status"] == rv["status"] == "done", (lv["errors"], rv["errors"])
    assert rv["config"]["tier"] == "eco" and lv["config"]["mode"] == "auto"
    # server-side clocks: each side's first token came before either side finished
    assert max(lv["first_token_s"], rv["first_token_s"]) < min(lv["finished_s"], rv["finished_s"])
    assert both_streaming  # and the client saw a moment with text on both sides, neither finished
    assert "| Time |" in details["summary"] and left and right
    greedy = all(v["config"]["sampling"]["temperature"] == 0 for v in (lv, rv))
    if greedy and lv["ran_model"] == rv["ran_model"]:
        # same model, greedy, run concurrently (one side may draft speculatively): identical text,
        # so neither shared weights nor a neighbour's KV cache leaked into the other side
        assert left == right


@pytest.mark.parametrize("prompt,power,fragment", [("   ", None, "prompt is empty"), ("hi", 150, "power")])
def test_bad_input_is_a_readable_error_and_the_app_keeps_serving(app, prompt, power, fragment):
    _, client = app
    t0 = time.perf_counter()
    text, details = client.predict(prompt, power, 50, power is None, "local", 4, "", "WOR", api_name="/generate")
    assert details["status"] == "error" and text == ""
    message = details["errors"][0]["message"]
    assert fragment in message and "Traceback" not in message
    assert time.perf_counter() - t0 < 30
    text, details = client.predict("Say hi.", None, 50, True, "local", 3, "", "WOR", api_name="/generate")
    assert details["status"] == "done" and text


def test_cancelling_a_job_stops_the_engine(app):
    import threading

    from powerlever.ui import handlers

    _, client = app
    job = client.submit("Write a long story about a lighthouse keeper.", None, 50, True, "local", 400, "", "WOR",
                        api_name="/generate")
    deadline = time.time() + 60
    while time.time() < deadline:
        outs = job.outputs()
        if outs and outs[-1][1]["status"] == "streaming":
            break
        time.sleep(0.05)
    assert job.outputs()[-1][1]["status"] == "streaming"
    assert job.cancel()
    deadline = time.time() + 20
    while time.time() < deadline and (handlers.ACTIVE.runs or _engine_threads(threading)):
        time.sleep(0.05)
    assert not handlers.ACTIVE.runs and not _engine_threads(threading)  # the decode thread has exited
    assert job.outputs()[-1][1]["tokens"] < 400


def _engine_threads(threading):
    return [t for t in threading.enumerate() if t.name == "powerlever-local" and t.is_alive()]


def test_a_bad_compare_side_is_named_with_every_accepted_value(app):
    """A side that is neither auto, manual nor a tier was reported as an unknown tier, leaving out auto/manual."""
    _, client = app
    _, _, details = client.predict(PROMPT, "eco", "bogus", None, 50, "local", 2, "WOR", api_name="/compare")
    error = details["right"]["errors"][0]
    assert error["field"] == "right" and "auto, manual, eco" in error["message"] and "'bogus'" in error["message"]
    assert details["left"]["status"] == "done"

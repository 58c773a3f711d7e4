"""A real browser on the real page: Playwright drives Debian's Chromium (/usr/bin/chromium, never a
downloaded browser) against the app launched in-process on the real pipeline and packaged model.

One page, a few runs, in order: manual power and AUTO runs (streaming, router panel asked/ran,
metrics with the serving assumption, savings plot), Enter / Shift+Enter, a bad input in sight next to
Run and in the metrics panel, the provenance overlay, the savings history after a reload, a blind
comparison and its vote, and Stop. A second page on a scripted runner checks that Markdown, code blocks
and LaTeX render (the small model rarely writes them on demand). Speed is measured by
``python -m powerlever bench ui``, not asserted here.

Set POWERLEVER_SCREENSHOT=docs/screenshot.png to refresh the README screenshot.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path(CHROMIUM).exists(), reason=f"{CHROMIUM} not installed (apt-get install chromium)"),
]
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright (Python) not installed")

PROMPT = "What's the derivative of arccos(x)?"


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


def _open(browser, url: str):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    pg = context.new_page()
    pg.set_default_timeout(120_000)
    pg.goto(url)
    pg.wait_for_selector("#prompt textarea")
    # the page's load event has answered (the engine line no longer reads "checking…"): the client is live before
    # the test types or clicks. In CI a fresh page's safety answer streamed for 120 s at the default max tokens
    # after max tokens 2 had been typed (the failure message named the panel; the cause is not pinned down).
    pg.wait_for_function("!(document.querySelector('#engine-status')?.innerText ?? 'checking').includes('checking')")
    return context, pg


@pytest.fixture(scope="module")
def page(browser, warm_app):
    context, pg = _open(browser, warm_app[1])
    yield pg
    context.close()


def _set_slider(page, elem_id: str, value: int) -> None:
    number = page.locator(f"#{elem_id} input[type=number]")
    number.fill(str(value))
    number.press("Enter")
    number.blur()  # Gradio's slider fires `release` on blur


MAX_TOKENS_VALUES_JS = ("[document.querySelector('#max-tokens input[type=range]')?.value,"
                        " document.querySelector('#max-tokens input[type=number]')?.value]")


def _max_tokens(page, value: int, tries: int = 3, wait_ms: int = 20_000) -> None:
    """Type max tokens and wait until the slider's own range input follows (the value reached the component, not
    only the box). A typed value is typed again if it did not land: clean-clone CI (stop 94) once waited 120 s on a
    fresh page with the value never reaching the slider, which 50 fresh pages here (idle and with both cores busy)
    never showed; a failure names the values the page held."""
    if not page.locator("#max-tokens input[type=number]").is_visible():
        page.get_by_text("Advanced").click()  # the accordion is closed after a reload
    page.wait_for_selector("#max-tokens input[type=range]")  # the accordion's children are mounted
    landed = (f"document.querySelector('#max-tokens input[type=range]')?.value === '{value}'"
              f" && document.querySelector('#max-tokens input[type=number]')?.value === '{value}'")
    seen = []
    for _ in range(tries):
        _set_slider(page, "max-tokens", value)
        try:
            page.wait_for_function(landed, timeout=wait_ms)
            return
        except sync_api.TimeoutError:
            seen.append(page.evaluate(MAX_TOKENS_VALUES_JS))
    raise AssertionError(f"max tokens {value} never reached the slider; [range, box] after each try: {seen}")


def _click_until(page, button: str, done_js: str, tries: int = 5, wait_ms: int = 30_000) -> None:
    """Click, and click again if ``done_js`` is not true within ``wait_ms``. Gradio's click events default
    to trigger_mode="once": a click that lands while the previous run's event is still pending in the
    browser (just after its last update, or after Stop) is dropped; seen in make test as a run that never
    started. A repeated click while a run is in progress is dropped the same way, so retrying is safe."""
    for attempt in range(tries):
        page.click(button)
        try:
            page.wait_for_function(done_js, timeout=wait_ms)
            return
        except sync_api.TimeoutError:
            if attempt == tries - 1:
                raise


# A run started on a fresh page: its panel leaves "idle" for a run's own status. Checking only for "not queued"
# took the idle panel for a start, so a click lost before a new page was ready was never repeated (one
# explanation of a 120 s CI timeout of the safety-answer test).
STARTED_JS = ("() => !!document.querySelector('#output .pl-output[data-status]"
              ":not([data-status=\"queued\"]):not([data-status=\"idle\"])')")


def _wait_done(page, elem: str = "#output") -> None:
    """Wait for the run to be done; on a timeout, fail with what the page shows (a CI run once waited 120 s
    here with nothing to read). Not "any end": the previous run's error is still in the panel just after a click."""
    try:
        page.wait_for_selector(f'{elem} .pl-output[data-status="done"]')
    except sync_api.TimeoutError:
        raise AssertionError(f"the run was not done in time: {_panel_state(page, elem)}") from None


def _panel_state(page, elem: str) -> str:
    """The output panel's status and text, and the note next to Run: what a failed wait reports."""
    out = page.locator(f"{elem} .pl-output")
    status = out.first.get_attribute("data-status") if out.count() else None
    text = out.first.inner_text()[:600] if out.count() else ""
    note = page.inner_text("#run-status")[:300] if page.locator("#run-status").count() else ""
    from powerlever.ui.live import LIVE  # the app runs in this process: what the server holds for each run

    runs = [f"{rid[:6]}: {run.view.status}, done={run.done.is_set()}, superseded={run.superseded}, "
            f"steps={[t.get('step') for t in run.view.trace][-6:]}, errors={run.view.errors[-2:]}"
            for rid, run in LIVE.runs.items()]
    return f"status={status!r}; panel={text!r}; run-status={note!r}; live runs={runs}"


def test_manual_power_then_auto_run_streams_and_updates_panels(page):
    _max_tokens(page, 80 if os.environ.get("POWERLEVER_SCREENSHOT") else 12)  # a fuller answer for the README
    auto = page.locator("#auto input[type=checkbox]")
    assert auto.is_checked()  # AUTO is the default
    box = page.locator("#power input[type=number]")
    box.fill("10")
    box.press("Enter")  # typed and entered, still focused: already a manual choice (it used to wait for the blur)
    page.wait_for_function("!document.querySelector('#auto input[type=checkbox]').checked")  # lever moved: manual
    box.blur()
    # quality next to cost: the Eco row is highlighted at power 10 (or the table says it is not measured yet)
    page.wait_for_function("document.querySelector('#quality .pl-here')?.dataset.tier === 'eco'"
                           " || document.querySelector('#quality .pl-quality')?.dataset.measured === '0'")
    page.fill("#prompt textarea", PROMPT)
    with page.expect_response(lambda r: "/ui/live/" in r.url) as live_stream:  # the answer's own SSE route
        page.click("#run")
    assert live_stream.value.status == 200 and "text/event-stream" in live_stream.value.headers["content-type"]
    # tokens arriving (or already done: the page renders at most 4 updates/s and a 12-token Eco answer can
    # finish inside one window, as it did in make test; the Stop test below waits for a long stream)
    page.wait_for_selector('#output .pl-output[data-status="streaming"], #output .pl-output[data-status="done"]')
    _wait_done(page)
    assert page.inner_text("#answer").strip()  # the answer, rendered as Markdown
    config = page.locator("#trace table.pl-config")
    assert config.get_attribute("data-tier") == "eco"  # power 10 -> Eco
    assert "asked" in config.inner_text() and "ran" in config.inner_text()
    assert "SmolLM2-135M-Instruct" in page.locator("#trace table.pl-config tr", has_text="Model").inner_text()
    assert "classify_prompt" in page.inner_text("#trace") and "load_model" in page.inner_text("#trace")
    metrics = page.inner_text("#metrics")
    assert "TTFT" in metrics and "Saved vs H100 baseline" in metrics and "[shared, batch 64]" in metrics
    assert "CPU time" in metrics  # local energy comes from measured CPU time
    page.wait_for_function("document.querySelector('#savings-plot .gtitle')?.textContent.includes('1 request')")
    bars = page.locator("#savings-plot .bars .bartext")  # per-request bars are labeled tier · model
    assert "eco · SmolLM2-135M" in bars.first.text_content()

    auto.check()
    _click_until(page, "#run", "document.querySelector('#savings-plot .gtitle')?.textContent.includes('2 request')")
    _wait_done(page)
    tier = config.get_attribute("data-tier")
    chosen = config.inner_text()
    assert tier in ("eco", "balanced", "performance", "ultra") and "auto" in chosen
    # with escalation on (the app's default; the suite turns it off, the screenshot run turns it on) AUTO starts on
    # the answer check's tier when the router chose lower, and the panel's Start row says so
    start = page.locator("#trace table.pl-config tr:has(th:text-is('Start'))")  # the Tier row mentions the start too
    if "start_on_check_tier" in page.inner_text("#trace"):
        assert "routed " in start.inner_text() and "the answer check's tier" in start.inner_text()
    else:
        assert start.count() == 0
    shown_power = float(page.locator("#power input[type=number]").input_value())
    assert f"power {shown_power:.3g}" in chosen  # the slider shows the power the router chose
    assert page.inner_text("#reasoning").strip()
    page.wait_for_function("document.querySelector('#savings-plot .gtitle')?.textContent.includes('2 request')")
    shot = os.environ.get("POWERLEVER_SCREENSHOT")
    if shot:
        Path(shot).parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=shot, full_page=True)


def test_enter_runs_and_shift_enter_adds_a_line(page):
    _max_tokens(page, 4)
    _set_slider(page, "power", 10)  # Eco, manual: the test is about the key, not AUTO loading a bigger model
    page.wait_for_function("!document.querySelector('#auto input[type=checkbox]').checked")
    box = page.locator("#prompt textarea")
    # not "Say hi\nplease": the safety detector's grey zone sends that to the 0.5B second opinion (which
    # flags it; docs/routing.md), and its first load made this test about that instead of the key
    box.fill("Name a colour")
    box.press("Shift+Enter")
    box.type("please")
    assert box.input_value() == "Name a colour\nplease"  # a newline, and no run started
    assert page.get_attribute("#output .pl-output", "data-status") == "done"
    box.press("Enter")
    page.wait_for_selector('#output .pl-output:not([data-status="done"])')
    _wait_done(page)
    page.wait_for_function("document.querySelector('#savings-plot .gtitle')?.textContent.includes('3 request')")


def test_a_bad_input_shows_the_api_message_next_to_run_and_in_metrics(page):
    from powerlever.config import GenerationRequest, RequestError

    with pytest.raises(RequestError) as exc:
        GenerationRequest(prompt="   ").validate()
    page.fill("#prompt textarea", "   ")
    page.click("#run")
    page.wait_for_selector('#run-status .pl-run-status[data-state="error"]')
    assert str(exc.value) in page.inner_text("#run-status")  # next to Run, the API's own words
    assert str(exc.value) in page.inner_text("#metrics")
    box = page.locator("#run-status").bounding_box()
    run = page.locator("#run").bounding_box()
    assert abs(box["y"] - run["y"]) < run["height"]  # on the Run button's row, in sight


def test_a_typed_power_out_of_range_is_named_next_to_run(browser, warm_app):
    """The browser clamps a typed 150 to 100 and the run used it in silence, while Gradio's range check raised a
    500 for the quality panel (a QA pass); the note comes from the validator, with what Run uses."""
    context, pg = _open(browser, warm_app[1])
    try:
        _set_slider(pg, "power", 150)
        pg.wait_for_selector('#run-status .pl-run-status[data-state="error"]')
        note = pg.inner_text("#run-status .pl-run-status")  # the message itself, not Gradio's timer beside it
        assert note.startswith("power must be between 0 and 100, got 150.") and "Run uses 100" in note
    finally:
        context.close()


def test_the_slider_shows_the_routers_power_for_a_safety_answer(browser, warm_app):
    """The page's own safety example: routing is instant and the emergency line streams at once, and the slider
    stayed at 50 for an Ultra answer (a QA pass). Whether the race shows here depends on timing (this test passed
    on the old code too, in a warm app); tests/test_ui_live.py pins the race itself."""
    context, pg = _open(browser, warm_app[1])
    try:
        assert pg.locator("#auto input").is_checked()
        _max_tokens(pg, 2)
        pg.fill("#prompt textarea", "My friend took too many sleeping pills and won't wake up. What should I do?")
        _click_until(pg, "#run", STARTED_JS)
        _wait_done(pg)
        assert pg.locator("#power input[type=number]").input_value() == "100"
        assert "Ultra" in pg.inner_text("#quality tr.pl-here")
    finally:
        context.close()


def test_provenance_overlay_is_off_by_default_and_toggles(page):
    page.fill("#prompt textarea", PROMPT)
    _set_slider(page, "power", 10)
    page.click("#run")
    _wait_done(page)
    assert page.locator("#output .pl-text .tok").count() == 0  # plain text by default (the legend has swatches)
    text = page.inner_text("#answer").strip()
    assert text
    page.check("#overlay input[type=checkbox]")
    has_spec = page.locator("#output .pl-legend").count() > 0
    if has_spec:  # the run drafted: coloured spans replace the Markdown text, the legend stays
        page.wait_for_selector("#output .pl-text .tok")
        assert page.inner_text("#answer").strip() == ""
    page.uncheck("#overlay input[type=checkbox]")
    page.wait_for_function("document.querySelector('#answer').innerText.trim().length > 0"
                           " && !document.querySelector('#output .pl-text .tok')")


def test_savings_survive_a_reload(page):
    page.reload()
    page.wait_for_selector("#prompt textarea")
    page.wait_for_function("document.querySelector('#savings-plot .gtitle')?.textContent.includes('4 request')")
    assert "Engine ready" in page.inner_text("#engine-status")


def test_blind_comparison_hides_sides_until_the_vote(page):
    _max_tokens(page, 8)
    page.fill("#prompt textarea", "Write a short poem about the sea.")
    page.locator("#compare-right-choice input").fill("Eco tier")
    page.keyboard.press("Enter")
    page.click("#vote-left")  # no comparison yet: ignored, and said so
    page.wait_for_function("document.querySelector('#vote-summary')?.innerText.includes('No comparison')")
    page.check("#blind input[type=checkbox]")
    page.click("#compare")
    page.wait_for_function("['left','right'].every(s => document.querySelector(`#compare-${s} .pl-output`)"
                           "?.dataset.status === 'done')")
    assert page.locator("#compare-left .pl-md, #compare-right .pl-md").count() == 2  # finished: from Markdown
    sides = page.inner_text("#compare-left") + page.inner_text("#compare-right")
    assert "Answer A" in sides and "Answer B" in sides and "tier" not in sides
    assert "hidden until you vote" in page.inner_text("#compare-left-metrics")
    bar_texts = "[...document.querySelectorAll('#savings-plot .bars .bartext')].map(t => t.textContent).join('|')"
    # the savings plot counts both sides at once, but its bars do not name them before the vote
    page.wait_for_function(f"({bar_texts}).includes('hidden until you vote')")
    assert page.evaluate(bar_texts).count("hidden until you vote") == 2 * 4  # the two sides, in all four plots
    page.click("#vote-left")
    page.wait_for_function("document.querySelector('#vote-summary')?.innerText.includes('preferred the cheaper')")
    page.wait_for_function(f"!({bar_texts}).includes('hidden')")  # revealed by the vote
    revealed = page.inner_text("#compare-left") + page.inner_text("#compare-right")
    assert "Eco tier" in revealed and "AUTO" in revealed
    assert "Your vote: Left is better" in page.inner_text("#compare-summary")
    assert "TTFT" in page.inner_text("#compare-left-metrics")
    page.click("#vote-right")  # the comparison was voted on already: ignored
    page.wait_for_function("document.querySelector('#vote-summary')?.innerText.includes('No comparison')")
    page.reload()  # the vote is kept in the browser with the savings history
    page.wait_for_function("document.querySelector('#vote-summary')?.innerText.includes('of 1 times')"
                           " || document.querySelector('#vote-summary')?.innerText.includes('of 0 times')")
    page.uncheck("#blind input[type=checkbox]")


def _stream_then_stop(page) -> bool:
    """Start a run, check that its text grows in place, press Stop; whether Stop stopped it (False: the run
    ended by itself first). The in-place check counts only for a stopped run: one that ended re-renders."""
    streaming = "document.querySelector('#output .pl-output[data-status=\"streaming\"]') !== null"
    ended = "document.querySelector('#output .pl-output[data-status=\"done\"]') !== null"
    _click_until(page, "#run", streaming, tries=3, wait_ms=20_000)
    # the text grows in the panel while the run goes on: the frames of /ui/live, after the start event ended
    page.wait_for_function(f"document.querySelector('#output .pl-text')?.textContent.trim().length > 40 || {ended}",
                           polling=100)
    # and grows in place: the next frames append to the same text node instead of rebuilding the panel, so
    # a reader's selection in the streaming answer survives them
    seen = page.evaluate("""(() => {
        const t = document.querySelector('#output .pl-text'); if (!t) return 0; t.__plSeen = true;
        const text = document.createTreeWalker(t, NodeFilter.SHOW_TEXT).nextNode();
        const r = document.createRange(); r.setStart(text, 0); r.setEnd(text, 12);
        getSelection().removeAllRanges(); getSelection().addRange(r);
        return t.textContent.length; })()""")
    page.wait_for_function(f"document.querySelector('#output .pl-text')?.textContent.length > {seen + 20}"
                           f" || {ended}", polling=100)
    in_place = page.evaluate("document.querySelector('#output .pl-text')?.__plSeen === true"
                             " && getSelection().toString().length === 12")
    page.click("#stop")
    page.wait_for_selector('#output .pl-output[data-status="stopped"], #output .pl-output[data-status="done"]',
                           timeout=15_000)
    if not page.locator('#output .pl-output[data-status="stopped"]').count():
        return False
    assert in_place, "the streaming text was rebuilt, not appended to: the reader's selection was lost"
    return True


def test_stop_cancels_a_run_and_the_page_stays_usable(page):
    _set_slider(page, "power", 10)  # Eco, manual: the test is about Stop, not about AUTO loading a bigger model
    page.wait_for_function("!document.querySelector('#auto input[type=checkbox]').checked")
    _max_tokens(page, 400)
    # Eco's longest answer here is its 256-token cap, about 5 s on a quiet host; under CI load the page can
    # see the run end by itself before Stop lands (a CI run ended so, status "done"). Stop had nothing to stop
    # then, so run again; a run still streaming 15 s after Stop fails.
    page.fill("#prompt textarea", "Count from 1 to 300, one number per line.")
    for _attempt in range(3):
        if _stream_then_stop(page):
            break
    else:
        raise AssertionError("every run ended by itself before Stop landed: nothing was stopped")
    page.wait_for_function("(document.querySelector('#answer')?.textContent.trim().length || 0) > 40"
                           " || (document.querySelector('#output .pl-text')?.textContent.trim().length || 0) > 40",
                           polling=100)  # the stopped answer stays in sight
    _max_tokens(page, 4)
    page.fill("#prompt textarea", "   ")
    _click_until(page, "#run", "document.querySelector('#output .pl-output[data-status=\"error\"]') !== null",
                 tries=3, wait_ms=20_000)
    # the status line is its own update; under load it can land after the output's error state
    page.wait_for_function("document.querySelector('#run-status')?.innerText.includes('prompt is empty')",
                           polling=100, timeout=10_000)
    assert "prompt is empty" in page.inner_text("#run-status")


def test_live_escalation_is_marked_in_the_answer(page, monkeypatch):
    """A real escalation (Eco's SmolLM2 loses confidence translating into Hungarian and Balanced continues the
    answer, docs/routing.md), run from the page with the Advanced "Live escalation" box ticked.
    The answer check at the end is off here: it would load and pack the 1.5B (~30 s) to judge Balanced's
    answer, which tests/test_answer_check.py, tests/test_escalation.py and bench escalate cover."""
    monkeypatch.setenv("POWERLEVER_ESCALATE_CHECK", "0")
    _set_slider(page, "power", 10)
    page.wait_for_function("!document.querySelector('#auto input[type=checkbox]').checked")
    _max_tokens(page, 80)
    page.check("#escalate input[type=checkbox]")
    try:
        page.fill("#prompt textarea", "Translate 'good morning, how are you' into Hungarian.")
        page.click("#run")
        _wait_done(page)
        marker = page.locator("#answer .pl-switch").first
        assert "balanced" in marker.inner_text() and "eco → balanced" in marker.get_attribute("title")
        assert "escalat" in page.inner_text("#trace").lower()
    finally:
        page.uncheck("#escalate input[type=checkbox]")


MARKDOWN_ANSWER = ["The derivative is:\n\n", "$$\\frac{d}{dx}\\arccos(x) = -\\frac{1}{\\sqrt{1-x^2}}$$", "\n\n",
                   "In code:\n\n```python\n", "def d(x):\n    return -1 / (1 - x**2) ** 0.5\n", "```\n\n",
                   "so at $x = 0$ it is **-1**."]


def _markdown_runner(request, cancel):
    from powerlever.events import config_event, done_event, token_event

    async def gen():
        yield config_event({"tier": "eco", "power": 10, "target_model": "scripted", "backend": "local"})
        for i, piece in enumerate(MARKDOWN_ANSWER):
            await asyncio.sleep(0.01)
            yield token_event(piece, i, None, None)
        yield done_event()
    return gen()


def test_markdown_code_and_latex_render(browser):
    """SCRIPTED runner (the packaged model rarely writes LaTeX on request): the real page layout and
    browser render the answer's Markdown, code block and math."""
    from local_server import launch

    from powerlever.ui.layout import build_demo, launch_options

    demo = build_demo(runner=_markdown_runner)
    url = launch(demo, **launch_options())
    context, pg = _open(browser, url)
    try:
        pg.fill("#prompt textarea", "derivative of arccos")
        _click_until(pg, "#run", STARTED_JS)
        _wait_done(pg)
        pg.wait_for_selector("#answer pre code")
        assert "return -1" in pg.inner_text("#answer pre code")
        assert pg.locator("#answer .katex").count() >= 2  # display and inline math typeset by KaTeX
        assert pg.locator("#answer strong", has_text="-1").count() == 1
        assert "$$" not in pg.inner_text("#answer")
    finally:
        context.close()
        demo.close()


# Counts the animation frames the page asks Chromium for: installed before any page script, so the page's
# head script (powerlever.ui.page_head) and Gradio's modules call through it.
COUNT_FRAMES_JS = """(() => {
  const raf = window.requestAnimationFrame.bind(window);
  window.__plFrames = 0;
  window.requestAnimationFrame = (cb) => { window.__plFrames += 1; return raf(cb); };
})()"""


def test_an_idle_page_requests_no_animation_frames(browser):
    """Gradio 6.31's app shell leaks its loader's timer loop: 60 animation frames a second for the life of
    the page (measured: 120 in every 2 idle seconds without the head script). With it, once the page has
    settled (load-time transitions end within seconds), an idle second asks for no frames, so the renderer
    stays off the cores the engine decodes on."""
    from local_server import launch

    from powerlever.ui.layout import build_demo, launch_options

    demo = build_demo(runner=_markdown_runner)
    url = launch(demo, **launch_options())
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.add_init_script(COUNT_FRAMES_JS)
    pg = context.new_page()
    try:
        pg.goto(url)
        pg.wait_for_selector("#prompt textarea")
        windows = []
        for _ in range(20):  # one-second windows until one is quiet
            before = pg.evaluate("window.__plFrames")
            pg.wait_for_timeout(1000)
            windows.append(pg.evaluate("window.__plFrames") - before)
            if windows[-1] <= 2:
                break
        assert windows[-1] <= 2, f"animation frames per idle second: {windows}"
    finally:
        context.close()
        demo.close()

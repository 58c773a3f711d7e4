"""A real browser on the real page: Playwright drives Debian's Chromium (/usr/bin/chromium, never a
downloaded browser) against the app launched in-process on the real pipeline and packaged model.

Set POWERLEVER_SCREENSHOT=docs/screenshot.png to refresh the README screenshot.
"""

from __future__ import annotations

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
def app_url(warm_app):
    return warm_app[1]


@pytest.fixture(scope="module")
def page(app_url):
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        pg = context.new_page()
        pg.set_default_timeout(90_000)
        pg.goto(app_url)
        pg.wait_for_selector("#prompt textarea")
        yield pg
        context.close()
        browser.close()


def _set_slider(page, elem_id: str, value: int) -> None:
    number = page.locator(f"#{elem_id} input[type=number]")
    number.fill(str(value))
    number.press("Enter")
    number.blur()  # Gradio's slider fires `release` on blur


def _max_tokens(page, value: int) -> None:
    if not page.locator("#max-tokens input[type=number]").is_visible():
        page.get_by_text("Advanced").click()  # the accordion is closed after a reload
    _set_slider(page, "max-tokens", value)


def test_manual_power_then_auto_run_streams_and_updates_panels(page):
    _max_tokens(page, 80 if os.environ.get("POWERLEVER_SCREENSHOT") else 12)  # a fuller answer for the README
    auto = page.locator("#auto input[type=checkbox]")
    assert auto.is_checked()  # AUTO is the default
    _set_slider(page, "power", 10)
    page.wait_for_function("!document.querySelector('#auto input[type=checkbox]').checked")  # lever moved: manual
    page.fill("#prompt textarea", PROMPT)
    page.click("#run")
    page.wait_for_selector('#output .pl-output[data-status="streaming"]')  # tokens arriving, not done yet
    page.wait_for_selector('#output .pl-output[data-status="done"]')
    assert page.inner_text("#output .pl-text").strip()
    assert page.locator("#trace table.pl-config").get_attribute("data-tier") == "eco"  # power 10 -> Eco
    assert "classify_prompt" in page.inner_text("#trace") and "load_model" in page.inner_text("#trace")
    assert "TTFT" in page.inner_text("#metrics") and "Saved vs H100 baseline" in page.inner_text("#metrics")
    page.wait_for_function("document.querySelector('#savings-plot .gtitle')?.textContent.includes('1 request')")

    auto.check()
    page.click("#run")
    page.wait_for_selector('#output .pl-output[data-status="streaming"]')
    page.wait_for_selector('#output .pl-output[data-status="done"]')
    tier = page.locator("#trace table.pl-config").get_attribute("data-tier")
    chosen = page.locator("#trace table.pl-config").inner_text()
    assert tier in ("eco", "balanced", "performance", "ultra") and "auto" in chosen
    shown_power = float(page.locator("#power input[type=number]").input_value())
    assert f"power {shown_power:.3g}" in chosen  # the slider shows the power the router chose
    assert page.inner_text("#reasoning").strip()
    page.wait_for_function("document.querySelector('#savings-plot .gtitle')?.textContent.includes('2 request')")
    shot = os.environ.get("POWERLEVER_SCREENSHOT")
    if shot:
        Path(shot).parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=shot, full_page=True)


def test_savings_survive_a_reload(page):
    page.reload()
    page.wait_for_selector("#prompt textarea")
    page.wait_for_function("document.querySelector('#savings-plot .gtitle')?.textContent.includes('2 request')")
    assert "Engine ready" in page.inner_text("#engine-status")


def test_comparison_streams_both_sides_and_summarises(page):
    _max_tokens(page, 10)
    page.fill("#prompt textarea", "Write a short poem about the sea.")
    page.click("#compare")
    page.wait_for_function(
        "['left','right'].every(s => ['streaming','done'].includes("
        "document.querySelector(`#compare-${s} .pl-output`)?.dataset.status))"
        " && ['left','right'].some(s => document.querySelector(`#compare-${s} .pl-output`).dataset.status"
        " === 'streaming')")
    page.wait_for_function("['left','right'].every(s => document.querySelector(`#compare-${s} .pl-output`)"
                           "?.dataset.status === 'done')")
    assert "Ultra tier" in page.inner_text("#compare-right") and "AUTO" in page.inner_text("#compare-left")
    assert "Time" in page.inner_text("#compare-summary")
    assert "TTFT" in page.inner_text("#compare-left-metrics") and "TTFT" in page.inner_text("#compare-right-metrics")
    # both sides count in the session's savings (2 runs before the reload + 2 now)
    page.wait_for_function("document.querySelector('#savings-plot .gtitle')?.textContent.includes('4 request')")


def test_stop_cancels_a_run_and_the_page_stays_usable(page):
    _max_tokens(page, 400)
    page.fill("#prompt textarea", "Write a long story about a lighthouse keeper.")
    page.click("#run")
    page.wait_for_selector('#output .pl-output[data-status="streaming"]')
    page.click("#stop")
    page.wait_for_selector('#output .pl-output[data-status="stopped"]', timeout=15_000)
    _max_tokens(page, 4)
    page.fill("#prompt textarea", "   ")
    page.click("#run")
    page.wait_for_selector('#output .pl-output[data-status="error"]')
    assert "prompt is empty" in page.inner_text("#output")

"""``python -m powerlever bench ui [--json]``: what the page costs, measured in a real browser.

Launches the app (``app.py``) as its own process on a free port, drives Debian's Chromium headless
through Playwright (``/usr/bin/chromium``, no downloaded browser), and measures:

- ``api_tokens_per_sec``: one request over ``POST /api/inference`` (SSE), the engine's decode speed from
  its ``metrics`` event; ``page_tokens_per_sec``: the same request (same prompt, tier, speed, max_tokens)
  from the page (Run), the engine's speed while the page streamed it; ``ratio`` = page / API. Runs
  alternate API and page; the medians are reported. ``page_visible_tokens_per_sec`` is what the browser
  saw: tokens / (last change - first change) of the answer text shown (plain text in ``#output`` while
  it streams, Markdown in ``#answer`` at the end). Each run also records its wall time and the CPU
  seconds of the app process and of the browser (Chromium + Playwright driver) meanwhile, so a low
  ratio can be traced to who took the cores.
- ``idle_cpu_percent``: the app process's CPU time over an idle window with the page open in the
  browser, as a percentage of one core (``/proc/<pid>/stat`` utime + stime); ``idle_cpu_percent_no_page``
  with no browser connected; ``idle_browser_cpu_percent`` the browser's over the same window as
  ``idle_cpu_percent``.

Writes docs/results/ui.json. Run it under the shared bench lock: other load on the host changes both sides.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

from powerlever.bench.environment import cpu_identity
from powerlever.cli.argtypes import float_between, int_between, positive_int

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "docs" / "results"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
PROMPT = "Explain how a refrigerator keeps food cold, step by step."
HEADLINE_KEYS = ("page_tokens_per_sec", "api_tokens_per_sec", "ratio", "idle_cpu_percent")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print the headline JSON")
    p.add_argument("--runs", type=positive_int, default=5, help="API/page pairs (alternating); medians are reported")
    p.add_argument("--max-tokens", type=positive_int, default=200, help="tokens per request (default 200)")
    p.add_argument("--power", type=int_between(0, 100, "an integer 0-100"), default=10, help="manual power for both sides (default 10: Eco)")
    p.add_argument("--idle-seconds", type=float_between(1.0, 3600.0, "seconds 1-3600"), default=20.0, help="idle window for the CPU measurement")
    p.add_argument("--port", type=int_between(0, 65535, "a port 1-65535, or 0 for a free one"), default=0, help="app port (default: a free one)")
    p.add_argument("--out", default=str(RESULTS / "ui.json"), help="output JSON path")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _cpu_seconds(pid: int) -> float:
    """utime + stime of a process and its threads, in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (from /proc's parent links)."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            ppid = int(stat.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(ppid, []).append(int(stat.parent.name))
    out, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def _browser_cpu_seconds(app_pid: int) -> float:
    """CPU time of this process's children other than the app: Chromium's processes and the Playwright
    driver, the load the page adds on the cores the engine decodes on."""
    total = 0.0
    for pid in _descendants(os.getpid()):
        if pid != app_pid:
            try:
                total += _cpu_seconds(pid)
            except (OSError, ValueError, IndexError):
                pass  # exited meanwhile
    return total


def _measured(fn: Any, app_pid: int) -> dict[str, Any]:
    """Run one request; add its wall time and the CPU seconds the app and the browser spent meanwhile."""
    a0, b0, t0 = _cpu_seconds(app_pid), _browser_cpu_seconds(app_pid), time.perf_counter()
    out = fn()
    out.update(wall_s=round(time.perf_counter() - t0, 3), app_cpu_s=round(_cpu_seconds(app_pid) - a0, 3),
               browser_cpu_s=round(_browser_cpu_seconds(app_pid) - b0, 3))
    return out


def _idle_cpu_percents(pid: int, seconds: float) -> tuple[float, float]:
    """(app, browser): CPU over an idle window, % of one core each."""
    c0, b0, t0 = _cpu_seconds(pid), _browser_cpu_seconds(pid), time.perf_counter()
    time.sleep(seconds)
    wall = time.perf_counter() - t0
    return 100.0 * (_cpu_seconds(pid) - c0) / wall, 100.0 * (_browser_cpu_seconds(pid) - b0) / wall


def _wait_http(url: str, proc: subprocess.Popen, timeout: float = 300.0) -> None:
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the app exited with code {proc.returncode} before serving {url}")
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except OSError:
            time.sleep(1.0)
    raise TimeoutError(f"{url} did not answer within {timeout:.0f} s")


def api_request(base: str, body: dict[str, Any]) -> dict[str, Any]:
    """One request over the SSE API: the metrics event, plus what the client saw (tokens, first/last)."""
    req = urllib.request.Request(f"{base}/api/inference", data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    metrics: dict[str, Any] = {}
    errors: list[str] = []
    tokens, first, last = 0, None, None
    with urllib.request.urlopen(req, timeout=600) as resp:
        for raw in resp:
            line = raw.decode("utf-8").strip()
            if not line.startswith("data:"):
                continue
            ev = json.loads(line[5:])
            if ev["type"] == "token":
                tokens += 1
                last = time.perf_counter()
                first = first or last
            elif ev["type"] == "metrics":
                metrics = ev["data"]
            elif ev["type"] == "error":
                errors.append(ev["data"].get("message", ""))
    if not metrics:
        raise RuntimeError(f"the API run ended without metrics: {errors}")
    visible = (tokens - 1) / (last - first) if first and last and last > first and tokens > 1 else None
    return {"tokens": metrics.get("tokens"), "tokens_per_sec": metrics.get("tokens_per_sec"),
            "visible_tokens_per_sec": visible, "model": metrics.get("model")}


_OBSERVE = """() => {
  window.__plObserver?.disconnect();  // one observer per run: counts are per run
  window.__pl = {first: null, last: null, changes: 0, shown: 0, started: false};
  // the answer streams as plain text in #output and ends as Markdown in #answer: count changes of the
  // visible answer text, not every DOM mutation (status lines, panels)
  // (textContent, not innerText: innerText forces a layout on every mutation, ~90 ms a run measured)
  const text = (sel) => document.querySelector(sel)?.textContent.trim().length ?? 0;
  window.__plObserver = new MutationObserver(() => {
    const status = document.querySelector('#output .pl-output')?.dataset.status;
    window.__pl.started ||= !['done', 'error', 'stopped', 'idle', undefined].includes(status);  // this run began
    if (!window.__pl.started) return;
    const n = Math.max(text('#output .pl-text'), status === 'done' ? text('#answer') : 0);
    if (n === window.__pl.shown || n === 0) return;
    const now = performance.now();
    window.__pl.shown = n;
    window.__pl.first = window.__pl.first ?? now; window.__pl.last = now; window.__pl.changes += 1;
  });
  for (const sel of ['#output', '#answer'])
    window.__plObserver.observe(document.querySelector(sel), {childList: true, subtree: true, characterData: true});
}"""


def _card(page: Any, name: str) -> str:
    return page.evaluate(
        "(name) => [...document.querySelectorAll('#metrics .pl-card')].find(c => c.querySelector('.pl-k')"
        "?.textContent === name)?.querySelector('.pl-v')?.textContent", name)


WAIT_POLL_MS = 250  # how often the bench looks at the page while a run streams


def _wait_finished(page: Any) -> None:
    """Wait until the run started by the last click (the observer saw it begin) has ended, polling every
    WAIT_POLL_MS. Playwright's default waits poll on every animation frame, which keeps the renderer
    drawing 60 frames a second on the cores the engine decodes on: that would measure Playwright."""
    page.wait_for_function("window.__pl.started && ['done', 'error', 'stopped'].includes("
                           "document.querySelector('#output .pl-output')?.dataset.status)",
                           polling=WAIT_POLL_MS, timeout=600_000)


def page_request(page: Any) -> dict[str, Any]:
    """Run the prompt already set on the page; read the engine's speed from the metrics panel."""
    page.evaluate(_OBSERVE)
    page.click("#run")
    _wait_finished(page)
    page.wait_for_function("document.querySelector('#metrics .pl-card')", polling=WAIT_POLL_MS, timeout=60_000)
    status = page.get_attribute("#output .pl-output", "data-status")
    if status != "done":
        raise RuntimeError(f"the page run ended in {status}: {page.inner_text('#run-status')}")
    obs = page.evaluate("window.__pl")
    tokens = int(float(_card(page, "Tokens")))
    span_s = (obs["last"] - obs["first"]) / 1000 if obs["first"] is not None else 0.0
    return {"tokens": tokens, "tokens_per_sec": float(_card(page, "Tokens/s")),
            "visible_tokens_per_sec": (tokens - 1) / span_s if span_s > 0 and tokens > 1 else None,
            "dom_updates": obs["changes"], "dom_updates_per_sec": obs["changes"] / span_s if span_s > 0 else None}


def _set_number(page: Any, elem_id: str, value: int) -> None:
    box = page.locator(f"#{elem_id} input[type=number]")
    box.fill(str(value))
    box.press("Enter")
    box.blur()


def _median(xs: list[float | None]) -> float | None:
    vals = [x for x in xs if x is not None]
    return round(statistics.median(vals), 3) if vals else None


def run(args: argparse.Namespace) -> int:
    from playwright.sync_api import sync_playwright

    from powerlever.ui.handlers import UI_MIN_INTERVAL_S  # the app process reads the same environment

    port = args.port or _free_port()
    base = f"http://127.0.0.1:{port}"
    # no background warm-up: the first (warm) request below loads the one model both sides use, and
    # nothing else competes for the CPU while they are measured
    env = {**os.environ, "GRADIO_SERVER_PORT": str(port), "GRADIO_SERVER_NAME": "127.0.0.1",
           "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "POWERLEVER_WARMUP": "0"}
    log = open(Path(os.environ.get("TMPDIR", "/tmp")) / f"powerlever-bench-ui-{port}.log", "w")  # noqa: SIM115
    proc = subprocess.Popen([sys.executable, str(ROOT / "app.py")], cwd=ROOT, env=env, stdout=log,
                            stderr=subprocess.STDOUT)
    body = {"prompt": PROMPT, "power": args.power, "auto": False, "speed": 50, "max_tokens": args.max_tokens,
            "backend": "local"}
    result: dict[str, Any] = {}
    load_at_start = list(os.getloadavg())
    try:
        _wait_http(base + "/api/tiers", proc)  # the SSE API is attached just after the page starts serving
        api_request(base, {**body, "max_tokens": 8})  # warm: model, router and the request path loaded
        idle_no_page, _ = _idle_cpu_percents(proc.pid, args.idle_seconds)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
            page.set_default_timeout(120_000)
            page.goto(base)
            page.wait_for_selector("#prompt textarea")
            page.wait_for_function("document.querySelector('#engine-status')?.innerText.includes('Engine')")
            time.sleep(2.0)  # let the page's load events settle before the idle window
            idle_page, idle_browser = _idle_cpu_percents(proc.pid, args.idle_seconds)
            if not page.locator("#max-tokens input[type=number]").is_visible():
                page.get_by_text("Advanced").click()
            _set_number(page, "max-tokens", args.max_tokens)
            _set_number(page, "power", args.power)
            page.wait_for_function("!document.querySelector('#auto input[type=checkbox]').checked")
            page.fill("#prompt textarea", PROMPT)
            api_runs, page_runs = [], []
            for _ in range(args.runs):
                api_runs.append(_measured(lambda: api_request(base, body), proc.pid))
                page_runs.append(_measured(lambda: page_request(page), proc.pid))
            browser.close()
        api_tps = _median([r["tokens_per_sec"] for r in api_runs])
        page_tps = _median([r["tokens_per_sec"] for r in page_runs])
        result = {
            "page_tokens_per_sec": page_tps,
            "api_tokens_per_sec": api_tps,
            "ratio": round(page_tps / api_tps, 3) if page_tps and api_tps else None,
            "idle_cpu_percent": round(idle_page, 3),
            "idle_cpu_percent_no_page": round(idle_no_page, 3),
            "idle_browser_cpu_percent": round(idle_browser, 3),
            "page_visible_tokens_per_sec": _median([r["visible_tokens_per_sec"] for r in page_runs]),
            "api_visible_tokens_per_sec": _median([r["visible_tokens_per_sec"] for r in api_runs]),
            "page_dom_updates_per_sec": _median([r["dom_updates_per_sec"] for r in page_runs]),
            "page_browser_cpu_s": _median([r["browser_cpu_s"] for r in page_runs]),
            "page_app_cpu_s": _median([r["app_cpu_s"] for r in page_runs]),
            "api_app_cpu_s": _median([r["app_cpu_s"] for r in api_runs]),
            "ui_update_interval_s": UI_MIN_INTERVAL_S,
            "api_runs": api_runs,
            "page_runs": page_runs,
            "request": body,
            "definitions": {
                "tokens_per_sec": "the engine's decode speed from the run's metrics event (tokens / engine seconds)",
                "visible_tokens_per_sec": "tokens / (last - first token seen): SSE lines for the API, changes of "
                                          "the answer text shown (#output while streaming, #answer at the end) "
                                          "for the page",
                "idle_cpu_percent": f"app process CPU over {args.idle_seconds:g} s idle with the page open, % of one core",
                "idle_browser_cpu_percent": "Chromium (+ the Playwright driver) over the same idle window, % of one "
                                            "core (Gradio 6.31's leaked 60 frames/s status-tracker loop is slowed to 10 Hz by "
                                            "powerlever/ui/page_head.py; docs/ui.md)",
                "ratio": "page_tokens_per_sec / api_tokens_per_sec (medians over alternating runs)",
                "dom_updates_per_sec": "changes of the answer text shown on the page per second while it streamed",
                "app_cpu_s / browser_cpu_s": "CPU seconds of the app process (engine + server) and of Chromium "
                                             "with the Playwright driver during one run",
                "ui_update_interval_s": "the page's minimum time between streamed updates "
                                        "(handlers.UI_MIN_INTERVAL_S, POWERLEVER_UI_UPDATE_S)",
            },
            "host": {"platform": platform.platform(), "cpus": os.cpu_count(), "loadavg_at_start": load_at_start,
                     "loadavg_at_end": list(os.getloadavg()),
                     "bench_lock": os.environ.get("POWERLEVER_BENCH_LOCK", "run under flock /tmp/powerlever-bench.lock "
                                                  "unless this says otherwise"), **cpu_identity()},
        }
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    if args.json:
        print(json.dumps({k: result[k] for k in HEADLINE_KEYS}))
    else:
        for k in (*HEADLINE_KEYS, "idle_cpu_percent_no_page", "page_visible_tokens_per_sec",
                  "api_visible_tokens_per_sec", "page_dom_updates_per_sec", "page_browser_cpu_s",
                  "page_app_cpu_s", "api_app_cpu_s"):
            print(f"{k:30s} {result[k]}")
        print(f"wrote {out}")
    return 0

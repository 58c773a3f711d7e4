"""Turn a RunView into the HTML/Markdown the page shows: the answer (plain or with a provenance overlay),
the router panel (asked next to ran), metrics with the serving assumption, the comparison.

Pure functions of the view (no Gradio here), so the same rendering is unit-tested on hand-written
event lists and used by the live page. All user and model text is HTML-escaped.
"""

from __future__ import annotations

import math
from dataclasses import replace
from html import escape
from typing import Any

from powerlever.ui.view import APP_WRITTEN, RunView

# Provenance of a token under speculative decoding (powerlever.events.SPEC_PROVENANCE) -> legend text.
PROVENANCE_LEGEND: dict[str, str] = {
    "accepted": "drafted and accepted by the target",
    "replaced": "draft rejected, the target's correction",
    "bonus": "extra target token after a fully accepted draft",
    "target": "target only (no draft)",
}
APP_LEGEND = "written by the app, not the model: a safety-critical answer opens with the emergency line"

_STATUS_TEXT = {
    "queued": "Waiting for the engine…",
    "routing": "Routing…",
    "loading": "Loading model…",
    "streaming": "",
    "checking": "Checking the answer: a bigger model reads it…",
    "done": "",
    "error": "",
    "stopped": "Stopped.",
}


def render_tokens(view: RunView, overlay: bool = False) -> str:
    """The answer as HTML: plain escaped text by default; with the provenance overlay, one span per token
    carrying its provenance class (the legend explains them). A mid-generation tier switch shows as a
    marker where the next tier's text begins."""
    if not overlay or not any(spec for _, spec in view.tokens):
        return f'<span class="pl-plain">{_with_switch_markers(view, markdown=False)}</span>'
    parts = []
    for i, (text, spec) in enumerate(view.tokens):
        parts.extend(switch_marker(sw) for sw in view.switches if sw["at"] == i)
        if spec:
            title = APP_LEGEND if spec == APP_WRITTEN else spec
            parts.append(f'<span class="tok tok-{escape(spec)}" title="{escape(title)}">{escape(text)}</span>')
        else:
            parts.append(escape(text))
    parts.extend(switch_marker(sw) for sw in view.switches if sw["at"] >= len(view.tokens))
    return "".join(parts)


def switch_marker(switch: dict[str, Any]) -> str:
    """An inline marker for a tier switch: direction, tiers and the signal that fired (details on hover)."""
    arrow = "↓" if switch.get("direction") == "down" else "↑"
    signal = str(switch.get("signal") or "signal not given")
    how = "answer restarted" if switch.get("mode") == "restart" else "continued from the text so far"
    title = f'{switch.get("from_tier")} → {switch.get("to_tier")} at token {switch.get("at_token")}: {signal}; {how}'
    return (f'<span class="pl-switch" data-direction="{"down" if arrow == "↓" else "up"}" title="{escape(title)}">'
            f'{arrow} {escape(str(switch.get("to_tier")))} ({escape(signal)})</span>')


def render_discarded(view: RunView) -> str:
    """Text that a restarting switch set aside, folded away but kept (nothing the user saw is lost)."""
    return "".join(f'<details class="pl-discarded"><summary>Set aside when the answer restarted on a larger tier '
                   f'({len(text)} characters)</summary><div class="pl-text">{escape(text)}</div></details>'
                   for text in view.discarded)


def render_legend(view: RunView, overlay: bool = False) -> str:
    """Provenance counts; kept visible with the overlay off (a compact line) so the numbers stay in sight."""
    counts = view.spec_counts
    if not counts:
        return ""
    items = []
    for spec, meaning in PROVENANCE_LEGEND.items():
        n = counts.get(spec, 0)
        items.append(
            f'<span class="pl-legend-item" title="{escape(meaning)}"><span class="tok tok-{spec}">{spec}</span> '
            f'<b>{n}</b></span>'
        )
    if any(spec == APP_WRITTEN for _, spec in view.tokens):
        items.append(f'<span class="pl-legend-item" title="{escape(APP_LEGEND)}"><span class="tok tok-{APP_WRITTEN}">'
                     f'{APP_WRITTEN}</span> the emergency line, written by the app</span>')
    hint = "" if overlay else '<span class="pl-legend-hint">(turn on "Show provenance" to colour the tokens)</span>'
    return f'<div class="pl-legend">{"".join(items)}{hint}</div>'


def render_errors(view: RunView) -> str:
    boxes = []
    for err in view.errors:
        kind = "pl-warning" if err.get("recoverable") and view.status != "error" else "pl-error"
        where = f' <span class="pl-where">({escape(str(err.get("where", "")))})</span>' if err.get("where") else ""
        boxes.append(f'<div class="{kind}" role="alert">{escape(str(err.get("message", "error")))}{where}</div>')
    return "".join(boxes)


def _head(view: RunView) -> str:
    if view.status == "loading":
        secs = f" {_loading_seconds(view):.1f} s" if _loading_seconds(view) else ""
        what = f": {escape(view.loading)}" if view.loading else "…"
        return f'<div class="pl-status pl-loading"><span class="pl-spinner"></span>Loading model{what}{secs}</div>'
    if _STATUS_TEXT.get(view.status):
        return f'<div class="pl-status">{escape(_STATUS_TEXT[view.status])}</div>'
    return ""


def blind_view(view: RunView) -> RunView:
    """A blind comparison side before the vote: its text, status and errors, and nothing that names or hints at
    the tier: no model being loaded, no switch markers, no text a restart set aside, no provenance counts."""
    return replace(view, label="", loading=None, switches=[], discarded=[],
                   tokens=[(text, None) for text, _ in view.tokens])


def side_label(view: RunView, hidden: str | None = None) -> str:
    """A comparison side's header: what was asked (the choice) → what ran (tier · model), or, in a blind
    comparison before the vote, only ``hidden`` ("Answer A")."""
    if hidden:
        return f'<div class="pl-side-label" data-blind="1">{escape(hidden)}</div>'
    if not view.label:
        return ""
    chosen = ""
    if view.config:
        tier = view.switches[-1].get("to_tier") if view.switches else view.config.get("tier", "?")  # where it ended
        chosen = f' → {tier} · {view.ran_model or view.config.get("target_model", "")}'
        ran = view.ran
        if ran.get("method") and ran["method"] != "off":
            chosen += f' · {ran["method"]} {_k_ran(ran, brief=True)}'
            chosen += f' ({ran["draft_model"]})' if ran.get("draft_model") else ""
        if ran.get("weights"):
            chosen += f' · {ran["weights"]}'
        if ran.get("fallback"):
            chosen += " · fallback"
        chosen += _switched(view)
        if view.config.get("stand_in"):
            chosen += f' · {view.config["stand_in"]}'
    return f'<div class="pl-side-label" title="asked → ran">{escape(view.label + chosen)}</div>'


def _switched(view: RunView) -> str:
    """' · escalated' / ' · downshifted' when the tier really switched (a switch event), never for an escalation
    that was only considered or skipped."""
    directions = {sw.get("direction") or "up" for sw in view.switches}
    return "".join(f" · {word}" for d, word in (("up", "escalated"), ("down", "downshifted")) if d in directions)


def render_output(view: RunView, overlay: bool = False, with_text: bool = True, hidden_label: str | None = None,
                  markdown: bool = False) -> str:
    """The output panel: status / loading progress, errors, the answer (unless ``with_text`` is False: the
    page's Markdown component shows it), legend. ``markdown``: a finished answer is rendered from Markdown
    here (the comparison sides, which have no Markdown component of their own). The wrapper carries
    ``data-status`` for scripts and tests."""
    if not with_text:
        body = ""
    elif markdown and view.finished and not overlay_active(view, overlay):
        body = f'<div class="pl-text pl-md">{markdown_html(view)}</div>'
    else:
        body = f'<div class="pl-text">{render_tokens(view, overlay)}</div>'
    return (f'<div class="pl-output" data-status="{view.status}">{side_label(view, hidden_label)}{_head(view)}'
            f'{render_errors(view)}{render_discarded(view)}{body}{render_legend(view, overlay)}</div>')


def overlay_active(view: RunView, overlay: bool) -> bool:
    """The provenance overlay shows only when asked for and when tokens carry provenance."""
    return bool(overlay and view.spec_counts)


def render_answer(view: RunView, overlay: bool = False) -> str:
    """Markdown source for the page's answer component (Markdown, code blocks and LaTeX rendered there);
    empty while the provenance overlay shows the text as coloured spans in the output panel instead."""
    return "" if overlay_active(view, overlay) else _with_switch_markers(view, markdown=True)


def _with_switch_markers(view: RunView, markdown: bool) -> str:
    """The answer text with a marker spliced in at each switch: HTML-escaped for the output panel, or
    Markdown source for the answer component (there a marker inside a fenced code block would show as
    code, so it goes after the block)."""
    if not view.switches:  # the streaming path, every update: no per-token work
        return view.text if markdown else escape(view.text)
    out, at = [], 0
    for piece, marker in _split_at_switches(view, markdown):
        out.append(piece if markdown else escape(piece))
        at += len(piece)
        if marker:
            at_line_start = markdown and (at == 0 or view.text[at - 1] == "\n")
            out.append(marker + ("\n\n" if at_line_start else ""))  # own paragraph: a fence after it still opens
    return "".join(out)


def _split_at_switches(view: RunView, markdown: bool) -> list[tuple[str, str]]:
    """(text, marker HTML after it) pieces of the answer, cut where each switch happened (``markdown``: never
    inside a fenced code block); the last piece has no marker."""
    text, offsets, pieces, start = view.text, _char_offsets(view), [], 0
    for sw in view.switches:
        at = offsets[min(sw["at"], len(view.tokens))]
        if markdown:
            at = _outside_math(text, _outside_code_fence(text, at))
        pieces.append((text[start:at], switch_marker(sw)))
        start = at
    return pieces + [(text[start:], "")]


_MARKDOWN: Any = None


def markdown_html(view: RunView) -> str:
    """A finished answer as HTML from its Markdown (CommonMark + tables, raw HTML in the model's text
    escaped), with the switch markers between the pieces. Rendered once per finished side, never while
    streaming."""
    global _MARKDOWN
    if _MARKDOWN is None:
        from markdown_it import MarkdownIt

        _MARKDOWN = MarkdownIt("commonmark", {"html": False}).enable("table")
    return "".join(_MARKDOWN.render(piece) + marker for piece, marker in _split_at_switches(view, markdown=True))


def _char_offsets(view: RunView) -> list[int]:
    """Character offset in ``view.text`` where each token starts (and the end, last)."""
    offsets, n = [], 0
    for text, _ in view.tokens:
        offsets.append(n)
        n += len(text)
    return offsets + [n]


def _outside_code_fence(text: str, at: int) -> int:
    """``at``, or the end of the fenced code block it falls in (a marker inside one would show as code)."""
    if text[:at].count("```") % 2 == 0:
        return at
    close = text.find("```", at)
    if close < 0:
        return len(text)
    line_end = text.find("\n", close)
    return len(text) if line_end < 0 else line_end + 1


# LaTeX the page renders (layout.LATEX): a marker inside one showed as raw HTML in the formula's source, seen on the
# page once a downshift could happen mid-formula (2026-11-29: "\\sqrt{1 - x^2}} <span class=\"pl-switch\" ...")
_MATH_SPANS = (("\\[", "\\]"), ("$$", "$$"), ("\\(", "\\)"))


def _outside_math(text: str, at: int) -> int:
    """``at``, or the end of the LaTeX span (``\\[…\\]``, ``$$…$$``, ``\\(…\\)``) it falls in."""
    for opening, closing in _MATH_SPANS:
        start = text.rfind(opening, 0, at)
        if start < 0:
            continue
        if opening == closing:
            inside = text.count(opening, 0, at) % 2 == 1
        else:
            inside = text.find(closing, start + len(opening), at) < 0
        if inside:
            end = text.find(closing, max(at, start + len(opening)))
            at = len(text) if end < 0 else end + len(closing)
    return at


def answer_panels(view: RunView, overlay: bool = False) -> tuple[str, str]:
    """(output panel HTML, answer Markdown) for the page. While the run streams, the text is plain escaped
    text (or the overlay's spans) in the output panel and the Markdown answer stays empty: the browser then
    does no Markdown, KaTeX or code highlighting per update, on the cores the engine decodes on. Once the
    run ends, the Markdown answer gets the whole text, rendered once."""
    if not view.finished:
        return render_output(view, overlay, with_text=True), ""
    return render_output(view, overlay, with_text=overlay_active(view, overlay)), render_answer(view, overlay)


def run_status(view: RunView | None) -> str:
    """The line next to Run: the same error message the API gives, or what the run is doing."""
    if view is None:
        return '<div class="pl-run-status" data-state="idle"></div>'
    msg = view.error_message
    if msg and view.status in ("error", "done", "stopped"):
        kind = "error" if view.status == "error" else "warning"
        return f'<div class="pl-run-status" data-state="{kind}" role="alert">{escape(msg)}</div>'
    text = {"queued": "Queued…", "routing": "Routing…", "loading": "Loading model…", "streaming": "Streaming…",
            "done": "Done.", "stopped": "Stopped."}.get(view.status, "")
    m = view.metrics or {}
    if view.status == "done" and m.get("finish_reason") == "length":  # cut, not finished: say so, and what to change
        text = f"Done: cut at the token limit ({m.get('tokens')} tokens); raise Max tokens for a longer answer."
    return f'<div class="pl-run-status" data-state="{view.status}">{escape(text)}</div>'


def _loading_seconds(view: RunView) -> float:
    loads = [t for t in view.trace if t.get("step") == "load_model"]
    return sum(float(t.get("duration_ms") or 0) for t in loads) / 1000.0


def empty_output(message: str = "The answer streams here.") -> str:
    return f'<div class="pl-output pl-empty" data-status="idle"><div class="pl-text">{escape(message)}</div></div>'


# --------------------------------------------------------------------------- router panel

def _spec_asked(spec: dict[str, Any]) -> str:
    if not spec.get("enabled"):
        return "off"
    txt = f'{spec.get("method")} · K={spec.get("K")} · τ={spec.get("tau")}'
    if spec.get("adaptive"):
        txt += " · adaptive"
    if spec.get("vocab_topk"):
        txt += f' · vocab top-{spec.get("vocab_topk")}'
    return txt


def _spec_ran(ran: dict[str, Any], backend: str | None) -> str | None:
    method = ran.get("method")
    if method is None:
        return None
    if method == "off":
        return "off" + (f' ({ran["spec_note"]})' if ran.get("spec_note") else "")
    txt = f'{method} · {_k_ran(ran)}'
    if ran.get("tau") is not None:
        txt += f' · τ={ran["tau"]}'
    elif backend and backend != "local":
        txt += " · τ not applied (only the embedded engine honours τ; vLLM has no such knob)"
    return txt


def _k_ran(ran: dict[str, Any], brief: bool = False) -> str:
    """The draft length that ran: the fixed K, or adaptive K with the longest and mean drafts the engine's
    telemetry reports (adaptive K drafts past the set K; the set K alone read as if it capped them).
    ``brief``: for the comparison header."""
    k = "?" if ran.get("K") is None else str(ran["K"])
    if not ran.get("adaptive"):
        return f"K={k}"
    drafts = ran.get("drafts")
    if brief:
        return f"adaptive K (drafts up to {drafts[0]})" if drafts else "adaptive K"
    if not drafts:
        return f"adaptive K (from {k})"
    return f"adaptive K (from {k}): drafts up to {drafts[0]} tokens, mean {drafts[1]:.1f}"


def _escalation_asked(esc: Any) -> str:
    """The router's escalation hint in full: the reason is the point, so it is never cut."""
    if not isinstance(esc, dict):
        return str(esc)
    rec = f'recommended {esc.get("recommended_tier", "?")} (power {_num(esc.get("recommended_power"))})'
    return f'{rec}: {esc["reason"]}' if esc.get("reason") else rec


def render_config(config: dict[str, Any] | None, ran: dict[str, Any] | None = None) -> str:
    """Asked (the config event) next to ran (metrics and trace), row by row; a row where they differ is
    marked, so a fallback or escalation cannot hide behind what was requested."""
    if not config:
        return ""
    ran = ran or {}
    spec = config.get("spec_decoding") or {}
    asked_method = spec.get("method") if spec.get("enabled") else "off"
    spec_differs = ran.get("method") is not None and (
        ran["method"] != asked_method or (ran.get("K") is not None and spec.get("enabled") and ran["K"] != spec.get("K")))
    tier_asked = f'{config.get("tier", "?")} (power {_num(config.get("power"))}, {config.get("mode", "")})'
    if ran.get("start"):  # the config is the check tier's: say it is not the router's choice (a QA pass read it so)
        tier_asked += f'; the router chose {ran["start"].get("routed_tier", "?")}, the run starts on the answer check\'s'
    rows: list[tuple[str, Any, Any]] = [
        ("Tier", tier_asked, ran.get("tier")),
        ("Model", config.get("target_model"), ran.get("model")),
        ("Draft", config.get("draft_model") or "none",
         ran.get("draft_model") or ("none" if ran.get("method") == "off" else None)),
        ("Speculative", _spec_asked(spec), _spec_ran(ran, ran.get("backend") or config.get("backend"))),
        ("Weights", None, ran.get("weights")),
        ("Backend", config.get("backend"), ran.get("backend")),
        ("Hardware", config.get("gpu"), ran.get("device")),
        ("Stand-in", None, config.get("stand_in")),  # a local model stands in for the tier's GPU model
        ("Router", f'{config.get("router", "")} · {config.get("category", "")} · difficulty {config.get("difficulty", "")}',
         None),
    ]
    if ran.get("fallback"):
        rows.append(("Fallback", None, ran["fallback"]))
    if ran.get("start"):  # AUTO routed lower, and started on the answer check's tier (powerlever.escalation)
        start = ran["start"]
        rows.append(("Start", f'routed {start.get("routed_tier", "?")}',
                     f'{start.get("started_tier", "?")}, the answer check\'s tier'))
    if ran.get("answer_check"):
        rows.append(("Answer check", None, ran["answer_check"]))
    if config.get("escalation") or ran.get("escalation"):
        rows.append(("Escalation", _escalation_asked(config["escalation"]) if config.get("escalation") else None,
                     ran.get("escalation")))
    cells = []
    for name, asked, did in rows:
        if asked is None and did is None:
            continue
        if name == "Speculative":
            differs = spec_differs  # method and K, not the wording of the two cells
        elif name == "Tier":
            differs = did is not None and did != config.get("tier")  # the tier, not the power and mode beside it
        else:
            differs = asked is not None and did is not None and _short_name(asked) != _short_name(did)
        cls = ' class="pl-differs"' if differs else ""
        cells.append(f'<tr{cls}><th>{escape(name)}</th><td>{escape("–" if asked is None else str(asked))}</td>'
                     f'<td>{escape("–" if did is None else str(did))}</td></tr>')
    tier = escape(str(config.get("tier", "")))
    return (f'<table class="pl-config" data-tier="{tier}"><thead><tr><th></th><th>asked</th><th>ran</th></tr></thead>'
            f'<tbody>{"".join(cells)}</tbody></table>')


def _short_name(x: Any) -> str:
    """Compare model names without their hub organisation ('HuggingFaceTB/SmolLM2' == 'SmolLM2')."""
    return str(x).split("/")[-1].lower()


def render_trace(view: RunView) -> str:
    """Router panel: the chosen configuration and every trace step with its duration."""
    if not view.config and not view.trace:
        return '<div class="pl-trace pl-empty">The router\'s steps show here.</div>'
    rows = []
    for step in view.trace:
        name = str(step.get("step", ""))
        cls = ' class="pl-fallback"' if "fallback" in name or "fallback" in _brief(step.get("result")).lower() else ""
        dur = step.get("duration_ms")
        shown, whole = _brief(step.get("result")), _brief(step.get("result"), None)
        title = f' title="{escape(whole)}"' if shown != whole else ""  # a cut result reads whole on hover
        rows.append(f'<tr{cls}><td class="pl-step">{escape(name)}</td><td{title}>{escape(shown)}</td>'
                    f'<td class="pl-ms">{"" if dur is None else f"{float(dur):.1f} ms"}</td></tr>')
    table = (f'<table class="pl-steps"><thead><tr><th>step</th><th>result</th><th>time</th></tr></thead>'
             f'<tbody>{"".join(rows)}</tbody></table>')
    return f'<div class="pl-trace">{render_config(view.config, view.ran)}{table}</div>'


def render_reasoning(view: RunView) -> str:
    if not view.reasoning:
        return "*Why this tier: shows once routing is done.*"
    src = view.reasoning[-1].get("source")
    suffix = f"\n\n<sub>reasoning source: {escape(str(src))}</sub>" if src else ""
    return escape(view.reasoning_text) + suffix


def _brief(result: Any, limit: int | None = 160) -> str:
    """A trace result as ``k=v`` text, cut at ``limit`` characters (each value at 40); ``None``: uncut."""
    inner = 40 if limit else None
    if isinstance(result, dict):
        text = ", ".join(f"{k}={_brief(v, inner)}" for k, v in result.items())
    elif isinstance(result, (list, tuple)):
        text = ", ".join(_brief(v, inner) for v in result)
    else:
        text = str(result)
    return text if limit is None or len(text) <= limit else text[: limit - 1] + "…"


# --------------------------------------------------------------------------- metrics

def fmt_ms(ms: float | None) -> str:
    if ms is None:
        return "–"
    return f"{ms:.0f} ms" if ms < 1000 else f"{ms / 1000:.2f} s"


def fmt_energy(kwh: float | None) -> str:
    """Energy for the page, every panel and plot: Wh, or mWh below 1 Wh (a saving can be negative)."""
    if kwh is None:
        return "–"
    wh = kwh * 1000
    return f"{wh:.3g} Wh" if abs(wh) >= 1 else f"{wh * 1000:.3g} mWh"


def fmt_water(litres: float | None) -> str:
    if litres is None:
        return "–"
    return f"{litres:.3g} L" if abs(litres) >= 1 else f"{litres * 1000:.3g} mL"


def fmt_co2(kg: float | None) -> str:
    if kg is None:
        return "–"
    return f"{kg:.3g} kg" if abs(kg) >= 1 else f"{kg * 1000:.3g} g"


def fmt_cost(usd: float | None) -> str:
    """Money for the page: the sign before the dollar ("-$0.000022"), cents from a cent up, else two
    significant digits as a plain decimal (never e-notation, which read "$-2.2e-05")."""
    if usd is None:
        return "–"
    sign, a = ("-" if usd < 0 else ""), abs(float(usd))
    small = float(f"{a:.2g}")  # two significant digits, rounded first: 0.00999 is a cent
    if small >= 0.01 or small == 0:
        return f"{sign}${a:.2f}"
    return f"{sign}${small:.{1 - math.floor(math.log10(small))}f}"


def _num(x: Any, digits: int = 3) -> str:
    if x is None:
        return "–"
    try:
        return f"{float(x):.{digits}g}"
    except (TypeError, ValueError):
        return str(x)


def savings_of(metrics: dict[str, Any]) -> dict[str, float | None]:
    """Savings against the H100 baseline: the pipeline's own ``savings`` when given, else baseline - run."""
    given = metrics.get("savings") or {}
    out: dict[str, float | None] = {}
    for key in ("energy_kwh", "water_l", "co2_kg", "cost_usd"):
        val = given.get(key)
        if val is None and metrics.get(key) is not None and metrics.get(f"baseline_{key}") is not None:
            val = float(metrics[f"baseline_{key}"]) - float(metrics[key])
        out[key] = None if val is None else float(val)
    return out


def savings_line(m: dict[str, Any]) -> str:
    """The savings against the H100 baseline with the serving assumption both sides are on, and the reason
    when energy and cost disagree in sign."""
    from powerlever.impact import serving_label

    sav = savings_of(m)
    ratio = (m.get("savings") or {}).get("ratio")
    ratio_txt = ""
    if ratio:
        r = float(ratio)
        ratio_txt = f" ({r:.3g}× less energy)" if r >= 1 else f" (this run used {1 / r:.3g}× the baseline's energy)"
    assumption = serving_label(m.get("serving"))
    note = (m.get("savings") or {}).get("sign_note")
    note_html = f'<div class="pl-sign-note">{escape(str(note))}</div>' if note else ""
    return (
        f'<div class="pl-savings" data-serving="{escape(str(m.get("serving") or ""))}">Saved vs H100 baseline '
        f'<span class="pl-assumption">[{escape(assumption)}]</span>{ratio_txt}: '
        f'<b>{fmt_energy(sav["energy_kwh"])}</b> energy · <b>{fmt_water(sav["water_l"])}</b> water · '
        f'<b>{fmt_co2(sav["co2_kg"])}</b> CO₂ · <b>{fmt_cost(sav["cost_usd"])}</b>{note_html}</div>'
    )


def render_metrics(view: RunView) -> str:
    m = view.metrics
    if not m:
        if view.error_message and view.finished:
            return (f'<div class="pl-metrics pl-empty" data-state="error" role="alert">No metrics: '
                    f'{escape(view.error_message)}</div>')
        note = ("Metrics show when the run ends." if not view.finished
                else "Stopped before the end: no metrics for this run." if view.status == "stopped"
                else "No metrics for this run.")
        return f'<div class="pl-metrics pl-empty">{note}</div>'
    spec = m.get("spec") or {}
    cards = [
        ("TTFT", fmt_ms(m.get("ttft_ms"))),
        ("Tokens/s", _num(m.get("tokens_per_sec"))),
        ("Tokens", _num(m.get("tokens"), 6)),
        ("Total", fmt_ms(m.get("total_ms"))),
    ]
    if m.get("cpu_seconds") is not None and m.get("cpu_time_basis") == "cpu-time":
        cards.append(("CPU time", f'{float(m["cpu_seconds"]):.2f} s'))
    if spec:
        rate = spec.get("acceptance_rate")
        cards.append(("Acceptance", "–" if rate is None else f"{100 * float(rate):.0f}%"))
        cards.append(("Mean accepted len", _num(spec.get("mean_accepted_length"))))
        if spec.get("active_vocab"):  # dynamic top-K projection ran: the draft's last active vocabulary
            cards.append(("Draft vocab", f'{int(spec["active_vocab"]):,}'))
    cards += [
        ("Energy", fmt_energy(m.get("energy_kwh"))),
        ("Water", fmt_water(m.get("water_l"))),
        ("CO₂", fmt_co2(m.get("co2_kg"))),
        ("Cost", fmt_cost(m.get("cost_usd"))),
    ]
    grid = "".join(f'<div class="pl-card"><div class="pl-k">{escape(k)}</div><div class="pl-v">{escape(v)}</div></div>'
                   for k, v in cards)
    if m.get("impact_error"):
        baseline = f'<div class="pl-error" role="alert">impact: {escape(str(m["impact_error"]))}</div>'
    else:
        baseline = savings_line(m)
    errors = f'<div class="pl-warning">{escape(view.error_message)}</div>' if view.error_message else ""
    src = " · ".join(str(x) for x in (m.get("model"), m.get("device"), m.get("backend"),
                                       m.get("energy_source"), m.get("cpu_time_basis") and
                                       f'energy from {m.get("cpu_time_basis")}', m.get("region")) if x)
    note = f'<div class="pl-src">{escape(str(m["energy_note"]))}</div>' if m.get("energy_note") else ""
    return (f'<div class="pl-metrics"><div class="pl-grid">{grid}</div>{baseline}{errors}'
            f'<div class="pl-src">{escape(src)}</div>{note}</div>')


# --------------------------------------------------------------------------- comparison

def _cell(text: str) -> str:
    return text.replace("|", "/").replace("\n", " ")


def compare_summary(left: RunView, right: RunView, blind: bool = False) -> str:
    """Markdown: how the two sides differ in time, energy and cost (right relative to left). ``blind``:
    before the vote, nothing that tells the sides apart is shown."""
    if not (left.metrics and right.metrics):
        if left.finished and right.finished:
            failed = [f"{side} side: {v.errors[-1].get('message', 'failed')}" for side, v in (("Left", left), ("Right", right))
                      if not v.metrics and v.errors]
            return "One side ended without metrics; no comparison." + "".join(f"\n\n{_cell(f)}" for f in failed)
        return "*Both sides stream at the same time; the difference shows when both finish.*"
    if blind:
        return "*Blind comparison: vote for the better answer to see which tier and model wrote each, and what each cost.*"
    lm, rm = left.metrics, right.metrics
    rows = [
        ("Time", lm.get("total_ms"), rm.get("total_ms"), lambda x: f"{x / 1000:.2f} s"),
        ("TTFT", lm.get("ttft_ms"), rm.get("ttft_ms"), lambda x: f"{x:.0f} ms"),
        ("Energy", lm.get("energy_kwh"), rm.get("energy_kwh"), fmt_energy),
        ("Water", lm.get("water_l"), rm.get("water_l"), fmt_water),
        ("CO₂", lm.get("co2_kg"), rm.get("co2_kg"), fmt_co2),
        ("Cost", lm.get("cost_usd"), rm.get("cost_usd"), fmt_cost),
    ]
    lines = [f"| | {_cell(left.label)} | {_cell(right.label)} | right / left |", "|---|---|---|---|"]
    for name, a, b, fmt in rows:
        if a is None or b is None:
            continue
        ratio = f"{float(b) / float(a):.2f}×" if float(a) > 0 else "–"
        lines.append(f"| {name} | {fmt(float(a))} | {fmt(float(b))} | {ratio} |")
    from powerlever.impact import serving_label

    lines.append(f"\nImpact on one serving assumption for both sides: {serving_label(lm.get('serving'))}.")
    return "\n".join(lines)

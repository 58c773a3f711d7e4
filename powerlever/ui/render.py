"""Turn a RunView into the HTML/Markdown the page shows: tokens with provenance, router panel, metrics.

Pure functions of the view (no Gradio here), so the same rendering is unit-tested on hand-written
event lists and used by the live page. All user and model text is HTML-escaped.
"""

from __future__ import annotations

from html import escape
from typing import Any

from powerlever.ui.view import RunView

# Provenance of a token under speculative decoding (powerlever.events.SPEC_PROVENANCE) -> legend text.
PROVENANCE_LEGEND: dict[str, str] = {
    "accepted": "drafted and accepted by the target",
    "replaced": "draft rejected, the target's correction",
    "bonus": "extra target token after a fully accepted draft",
    "target": "target only (no draft)",
}

_STATUS_TEXT = {
    "queued": "Waiting for the engine…",
    "routing": "Routing…",
    "loading": "Loading model…",
    "streaming": "",
    "done": "",
    "error": "",
    "stopped": "Stopped.",
}


def render_tokens(view: RunView, plain: bool = False) -> str:
    """The answer as HTML: one span per token with its provenance class, or plain escaped text."""
    if plain or not any(spec for _, spec in view.tokens):
        return f'<span class="pl-plain">{escape(view.text)}</span>'
    parts = []
    for text, spec in view.tokens:
        if spec:
            parts.append(f'<span class="tok tok-{escape(spec)}" title="{escape(spec)}">{escape(text)}</span>')
        else:
            parts.append(escape(text))
    return "".join(parts)


def render_legend(view: RunView) -> str:
    counts = view.spec_counts
    if not counts:
        return ""
    items = []
    for spec, meaning in PROVENANCE_LEGEND.items():
        n = counts.get(spec, 0)
        items.append(
            f'<span class="pl-legend-item"><span class="tok tok-{spec}">{spec}</span> '
            f'{escape(meaning)} <b>{n}</b></span>'
        )
    return f'<div class="pl-legend">{"".join(items)}</div>'


def render_errors(view: RunView) -> str:
    boxes = []
    for err in view.errors:
        kind = "pl-warning" if err.get("recoverable") and view.status != "error" else "pl-error"
        where = f' <span class="pl-where">({escape(str(err.get("where", "")))})</span>' if err.get("where") else ""
        boxes.append(f'<div class="{kind}" role="alert">{escape(str(err.get("message", "error")))}{where}</div>')
    return "".join(boxes)


def render_output(view: RunView, plain: bool = False) -> str:
    """The whole output panel: status / loading progress, errors, streamed text, legend."""
    head = ""
    if view.status == "loading":
        secs = f" {_loading_seconds(view):.1f} s" if _loading_seconds(view) else ""
        head = (f'<div class="pl-status pl-loading"><span class="pl-spinner"></span>'
                f'Loading model: {escape(view.loading or "")}{secs}</div>')
    elif _STATUS_TEXT.get(view.status):
        head = f'<div class="pl-status">{escape(_STATUS_TEXT[view.status])}</div>'
    body = render_tokens(view, plain)
    if view.status == "streaming":
        body += '<span class="pl-cursor">▍</span>'
    label = ""
    if view.label:
        chosen = ""
        if view.config:
            chosen = f' → {view.config.get("tier", "?")} · {view.ran_model or view.config.get("target_model", "")}'
        label = f'<div class="pl-side-label">{escape(view.label + chosen)}</div>'
    legend = "" if plain else render_legend(view)
    return (f'<div class="pl-output" data-status="{view.status}">{label}{head}{render_errors(view)}'
            f'<div class="pl-text">{body}</div>{legend}</div>')


def _loading_seconds(view: RunView) -> float:
    loads = [t for t in view.trace if t.get("step") == "load_model"]
    return sum(float(t.get("duration_ms") or 0) for t in loads) / 1000.0


def empty_output(message: str = "The answer streams here.") -> str:
    return f'<div class="pl-output pl-empty" data-status="idle"><div class="pl-text">{escape(message)}</div></div>'


# --------------------------------------------------------------------------- router panel

def render_config(config: dict[str, Any] | None, ran_model: str | None = None) -> str:
    if not config:
        return ""
    spec = config.get("spec_decoding") or {}
    if spec.get("enabled"):
        spec_txt = f'{spec.get("method")} · K={spec.get("K")} · τ={spec.get("tau")}'
        if spec.get("adaptive"):
            spec_txt += " · adaptive"
        if spec.get("vocab_topk"):
            spec_txt += f' · vocab top-{spec.get("vocab_topk")}'
    else:
        spec_txt = "off"
    rows = [
        ("Tier", f'{config.get("tier", "?")} (power {_num(config.get("power"))}, {config.get("mode", "")})'),
        ("GPU", config.get("gpu")),
        ("Target", config.get("target_model")),
        ("Ran", ran_model),
        ("Draft", config.get("draft_model") or "none"),
        ("Speculative", spec_txt),
        ("Backend", config.get("backend")),
        ("Router", f'{config.get("router", "")} · {config.get("category", "")} · difficulty {config.get("difficulty", "")}'),
    ]
    if config.get("escalation"):
        rows.append(("Escalation", _brief(config["escalation"])))
    cells = "".join(f"<tr><th>{escape(k)}</th><td>{escape(str(v))}</td></tr>" for k, v in rows if v is not None)
    tier = escape(str(config.get("tier", "")))
    return f'<table class="pl-config" data-tier="{tier}">{cells}</table>'


def render_trace(view: RunView) -> str:
    """Router panel: the chosen configuration and every trace step with its duration."""
    if not view.config and not view.trace:
        return '<div class="pl-trace pl-empty">The router\'s steps show here.</div>'
    rows = []
    for step in view.trace:
        name = str(step.get("step", ""))
        cls = ' class="pl-fallback"' if "fallback" in name or "fallback" in _brief(step.get("result")).lower() else ""
        dur = step.get("duration_ms")
        rows.append(f'<tr{cls}><td class="pl-step">{escape(name)}</td><td>{escape(_brief(step.get("result")))}</td>'
                    f'<td class="pl-ms">{"" if dur is None else f"{float(dur):.1f} ms"}</td></tr>')
    table = (f'<table class="pl-steps"><thead><tr><th>step</th><th>result</th><th>time</th></tr></thead>'
             f'<tbody>{"".join(rows)}</tbody></table>')
    return f'<div class="pl-trace">{render_config(view.config, view.ran_model)}{table}</div>'


def render_reasoning(view: RunView) -> str:
    if not view.reasoning:
        return "*Why this tier: shows once routing is done.*"
    src = view.reasoning[-1].get("source")
    suffix = f"\n\n<sub>reasoning source: {escape(str(src))}</sub>" if src else ""
    return escape(view.reasoning_text) + suffix


def _brief(result: Any, limit: int = 160) -> str:
    if isinstance(result, dict):
        text = ", ".join(f"{k}={_brief(v, 40)}" for k, v in result.items())
    elif isinstance(result, (list, tuple)):
        text = ", ".join(_brief(v, 40) for v in result)
    else:
        text = str(result)
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --------------------------------------------------------------------------- metrics

def fmt_ms(ms: float | None) -> str:
    if ms is None:
        return "–"
    return f"{ms:.0f} ms" if ms < 1000 else f"{ms / 1000:.2f} s"


def fmt_energy(kwh: float | None) -> str:
    if kwh is None:
        return "–"
    wh = kwh * 1000
    return f"{wh:.3g} Wh" if wh >= 1 else f"{wh * 1000:.3g} mWh"


def fmt_water(litres: float | None) -> str:
    if litres is None:
        return "–"
    return f"{litres:.3g} L" if litres >= 1 else f"{litres * 1000:.3g} mL"


def fmt_co2(kg: float | None) -> str:
    if kg is None:
        return "–"
    return f"{kg:.3g} kg" if kg >= 1 else f"{kg * 1000:.3g} g"


def fmt_cost(usd: float | None) -> str:
    if usd is None:
        return "–"
    return f"${usd:.2f}" if usd >= 0.01 else f"${usd:.2g}"


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


def render_metrics(view: RunView) -> str:
    m = view.metrics
    if not m:
        note = "Metrics show when the run ends." if not view.finished else "No metrics for this run."
        return f'<div class="pl-metrics pl-empty">{note}</div>'
    spec = m.get("spec") or {}
    sav = savings_of(m)
    cards = [
        ("TTFT", fmt_ms(m.get("ttft_ms"))),
        ("Tokens/s", _num(m.get("tokens_per_sec"))),
        ("Tokens", _num(m.get("tokens"), 6)),
        ("Total", fmt_ms(m.get("total_ms"))),
    ]
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
    ratio = (m.get("savings") or {}).get("ratio")
    ratio_txt = ""
    if ratio:
        r = float(ratio)
        ratio_txt = f" ({r:.3g}× less energy)" if r >= 1 else f" (this run used {1 / r:.3g}× the baseline's energy)"
    baseline = (
        f'<div class="pl-savings">Saved vs H100 baseline{ratio_txt}: <b>{fmt_energy(sav["energy_kwh"])}</b> energy · '
        f'<b>{fmt_water(sav["water_l"])}</b> water · <b>{fmt_co2(sav["co2_kg"])}</b> CO₂ · '
        f'<b>{fmt_cost(sav["cost_usd"])}</b></div>'
    )
    src = " · ".join(str(x) for x in (m.get("model"), m.get("device"), m.get("backend"),
                                       m.get("energy_source"), m.get("region")) if x)
    return (f'<div class="pl-metrics"><div class="pl-grid">{grid}</div>{baseline}'
            f'<div class="pl-src">{escape(src)}</div></div>')


# --------------------------------------------------------------------------- comparison

def _cell(text: str) -> str:
    return text.replace("|", "/").replace("\n", " ")


def compare_summary(left: RunView, right: RunView) -> str:
    """Markdown: how the two sides differ in time, energy and cost (right relative to left)."""
    if not (left.metrics and right.metrics):
        if left.finished and right.finished:
            return "One side ended without metrics; no comparison."
        return "*Both sides stream at the same time; the difference shows when both finish.*"
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
    return "\n".join(lines)

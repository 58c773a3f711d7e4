"""Plotly figures: session savings against the H100 baseline, and acceptance per draft position.

The savings history is a list of small JSON records (one per finished request) kept in the
browser with ``gr.BrowserState``, so the figure is rebuilt from it after a page reload.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from typing import Any

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from powerlever.ui.render import fmt_co2, fmt_cost, fmt_energy, fmt_water, savings_of
from powerlever.ui.view import RunView

MAX_HISTORY = 200  # records kept in the browser; older ones are dropped
MAX_LABELED = 8  # up to this many requests each bar carries its label; past it, the hover does
BLIND_LABEL = "blind: hidden until you vote"
_LABEL_CHARS = 28  # a bar's label fits the plot's height at this length (10 px, rotated); the hover has it all

# (record key, title, unit scale, unit, the page's formatter for the hover) shown in the savings figure.
_SERIES: tuple[tuple[str, str, float, str, Callable[[float | None], str]], ...] = (
    ("energy_kwh", "Energy saved", 1e6, "mWh", fmt_energy),
    ("water_l", "Water saved", 1000.0, "mL", fmt_water),
    ("co2_kg", "CO₂ saved", 1000.0, "g", fmt_co2),
    ("cost_usd", "Cost saved", 1.0, "$", fmt_cost),
)
_COLORS = ("#7c3aed", "#0ea5e9", "#16a34a", "#f59e0b")


def record_from_view(view: RunView) -> dict[str, Any] | None:
    """One history record from a finished run's metrics, or None when it has none."""
    m = view.metrics
    if not m:
        return None
    sav = savings_of(m)
    cfg = view.config or {}
    return {
        "t": round(time.time(), 3),
        "tier": cfg.get("tier") or "?",
        "model": m.get("model"),
        "tokens": m.get("tokens"),
        "serving": m.get("serving"),
        "spent_energy_kwh": m.get("energy_kwh"),
        "energy_kwh": sav["energy_kwh"] or 0.0,
        "water_l": sav["water_l"] or 0.0,
        "co2_kg": sav["co2_kg"] or 0.0,
        "cost_usd": sav["cost_usd"] or 0.0,
    }


def runs_of(history: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    """The run records of the browser's history (votes live in the same list, with ``kind: "vote"``)."""
    return [r for r in (history or []) if isinstance(r, dict) and r.get("kind", "run") == "run"]


def append_record(history: list[dict[str, Any]] | None, record: dict[str, Any] | None) -> list[dict[str, Any]]:
    items = [r for r in (history or []) if isinstance(r, dict)]
    if record:
        items.append(record)
    return items[-MAX_HISTORY:]


def reveal(history: list[dict[str, Any]] | None, blind_id: str | None) -> list[dict[str, Any]]:
    """The history with a voted blind comparison's records no longer hidden."""
    items = [r for r in (history or []) if isinstance(r, dict)]
    if not blind_id:
        return items
    return [{k: v for k, v in r.items() if k != "blind_id"} if r.get("blind_id") == blind_id else r for r in items]


def _bar_label(record: dict[str, Any]) -> str:
    """``tier · model``, or, for a blind comparison not yet voted on, only that it is hidden."""
    if record.get("blind_id"):
        return BLIND_LABEL
    return f"{record.get('tier', '?')} · {_short_model(record.get('model'))}"


def _short_model(model: Any) -> str:
    return str(model or "?").split("/")[-1].replace("-Instruct", "")


def _serving(record: dict[str, Any]) -> str:
    return str(record.get("serving") or "shared")


def _fit(label: str) -> str:
    return label if len(label) <= _LABEL_CHARS else label[: _LABEL_CHARS - 1] + "…"


def shown_records(history: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    """The run records as the plot draws them: the two sides of a blind comparison not yet voted on (records
    that still carry a ``blind_id``; the vote's ``reveal`` drops it) are each drawn at the pair's mean, so no
    bar height, hover or step of the cumulative line tells which side was cheaper, while the session's totals
    stay right. Keyed on the records, not on the caller: a redraw after a page run or a reload hides them too."""
    items = runs_of(history)
    pairs: dict[str, list[dict[str, Any]]] = {}
    for r in items:
        if r.get("blind_id"):
            pairs.setdefault(str(r["blind_id"]), []).append(r)
    out = []
    for r in items:
        pair = pairs.get(str(r.get("blind_id") or ""))
        if pair:
            r = {**r, **{key: sum(float(p.get(key) or 0.0) for p in pair) / len(pair) for key, *_ in _SERIES}}
        out.append(r)
    return out


def savings_figure(history: list[dict[str, Any]] | None) -> go.Figure:
    """Top row: cumulative savings over the session; bottom row: each request's savings. While there are at most
    ``MAX_LABELED`` requests each bar is labeled with its tier and model at one fixed size, from the plot's
    floor whatever the bar's height (a label inside a short bar shrank to nothing); the hover names the serving
    assumption each used (the cumulative line may add both). A blind pair before the vote (every record still
    carrying a ``blind_id``): see ``shown_records``. Axes start from the first point: categories per request, zero
    always shown."""
    items = shown_records(history)
    n = len(items)
    fig = make_subplots(rows=2, cols=len(_SERIES), vertical_spacing=0.2, horizontal_spacing=0.06,
                        subplot_titles=[f"{t} (cumulative, {u})" for _, t, _, u, _ in _SERIES]
                        + [f"per request ({u})" for _, _, _, u, _ in _SERIES])
    xs = [f"#{i}" for i in range(1, n + 1)]
    labels = [_bar_label(r) for r in items]
    for col, ((key, title, scale, _unit, fmt), color) in enumerate(zip(_SERIES, _COLORS, strict=True), start=1):
        vals = [float(r.get(key) or 0.0) for r in items]
        cum = list(itertools.accumulate(vals))
        fig.add_trace(go.Scatter(x=xs, y=[c * scale for c in cum], mode="lines+markers", name=title,
                                 line={"color": color}, hovertext=[f"{title} so far: {fmt(c)}" for c in cum],
                                 hovertemplate="request %{x}<br>%{hovertext}<extra></extra>"), row=1, col=col)
        fig.add_trace(go.Bar(x=xs, y=[v * scale for v in vals], name=f"{title} (request)", marker_color=color,
                             marker_opacity=0.5, marker_line={"color": color, "width": 1}, customdata=labels,
                             hovertext=[_hover(r, label, fmt(v)) for r, label, v in zip(items, labels, vals, strict=True)],
                             hovertemplate="request %{x}<br>%{hovertext}<extra></extra>"), row=2, col=col)
        if 0 < n <= MAX_LABELED:
            fig.add_trace(_label_bars(xs, [v * scale for v in vals], labels), row=2, col=col)
    assumptions = sorted({_serving(r) for r in items})
    note = (f"{n} request(s) this session vs the H100 baseline ({', '.join(assumptions)} serving)" if items
            else "Run a prompt: savings against the H100 baseline accumulate here")
    if any(r.get("blind_id") for r in items):
        note += "; a blind pair shows its average per side until you vote"
    # hover by column: a bar a few pixels high is still found; overlay: the label bars lie over the data bars
    fig.update_layout(height=520, showlegend=False, hovermode="x", barmode="overlay", template="plotly_white",
                      margin={"l": 40, "r": 10, "t": 60, "b": 30}, title={"text": note, "font": {"size": 13}},
                      uniformtext={"minsize": 10, "mode": "show"})
    fig.update_annotations(font_size=11)
    fig.update_xaxes(type="category", categoryorder="array", categoryarray=xs)
    fig.update_yaxes(rangemode="tozero", zeroline=True, zerolinecolor="#9ca3af")
    for row in (1, 2):  # money ticks as the page writes money ("$0.000005", not d3's SI "5µ")
        fig.update_yaxes(tickformat="$.2~g", row=row, col=len(_SERIES))
    return fig


def _hover(record: dict[str, Any], label: str, value: str) -> str:
    """A bar's hover: what ran (or that it is hidden), the serving assumption its savings are on, the value."""
    average = " (the pair's average)" if record.get("blind_id") else ""
    return f"{label}, {_serving(record)} serving<br>{value}{average}"


def _label_bars(xs: list[str], vals: list[float], labels: list[str]) -> go.Bar:
    """Invisible bars spanning each subplot's data range, carrying the labels from its floor up: every label
    reads at one size and in one place, on a tall bar, a short one or a negative one."""
    low, high = min([0.0, *vals]), max([0.0, *vals])
    span = (high - low) or 1.0
    return go.Bar(x=xs, y=[span] * len(xs), base=[low] * len(xs), text=[_fit(label) for label in labels],
                  textposition="inside", insidetextanchor="start", textangle=-90, constraintext="none",
                  textfont={"size": 10, "color": "#1f2937"}, marker={"color": "rgba(0,0,0,0)"},
                  hoverinfo="skip", showlegend=False)


def spec_figure(metrics: dict[str, Any] | None) -> go.Figure:
    """Acceptance rate per draft position (position 1 = first drafted token) for the last run."""
    spec = (metrics or {}).get("spec") or {}
    per_pos = [float(x) for x in (spec.get("per_position_acceptance") or []) if x is not None]
    fig = go.Figure()
    if per_pos:
        xs = list(range(1, len(per_pos) + 1))
        fig.add_trace(go.Bar(x=xs, y=per_pos, marker_color="#16a34a", text=[f"{p:.0%}" for p in per_pos],
                             textposition="outside",
                             hovertemplate="draft position %{x}<br>accepted %{y:.1%}<extra></extra>"))
        rate = spec.get("acceptance_rate")
        title = "Acceptance per draft position"
        if rate is not None:
            title += f" (overall {float(rate):.0%}, mean accepted length {float(spec.get('mean_accepted_length') or 0):.2f})"
        fig.update_yaxes(range=[0, 1.1], tickformat=".0%")
        fig.update_xaxes(title_text="draft position", dtick=1)
    else:
        title = "No speculative decoding in the last run"
        fig.add_annotation(text="Acceptance per draft position shows when a run drafts tokens",
                           showarrow=False, x=0.5, y=0.5, xref="paper", yref="paper")
        fig.update_xaxes(visible=False)
        fig.update_yaxes(visible=False)
    fig.update_layout(height=300, title={"text": title, "font": {"size": 13}}, showlegend=False,
                      margin={"l": 40, "r": 10, "t": 50, "b": 40}, template="plotly_white")
    return fig

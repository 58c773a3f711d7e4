"""Plotly figures: session savings against the H100 baseline, and acceptance per draft position.

The savings history is a list of small JSON records (one per finished request) kept in the
browser with ``gr.BrowserState``, so the figure is rebuilt from it after a page reload.
"""

from __future__ import annotations

import time
from typing import Any

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from powerlever.ui.render import savings_of
from powerlever.ui.view import RunView

MAX_HISTORY = 200  # records kept in the browser; older ones are dropped

# (record key, title, unit scale, unit) shown in the savings figure.
_SERIES = (
    ("energy_kwh", "Energy saved", 1e6, "mWh"),
    ("water_l", "Water saved", 1000.0, "mL"),
    ("co2_kg", "CO₂ saved", 1000.0, "g"),
    ("cost_usd", "Cost saved", 1.0, "$"),
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


def _bar_label(record: dict[str, Any], hidden: str | None) -> str:
    if hidden and record.get("blind_id") == hidden:
        return "blind: hidden until you vote"
    return f"{record.get('tier', '?')} · {_short_model(record.get('model'))}"


def _short_model(model: Any) -> str:
    return str(model or "?").split("/")[-1].replace("-Instruct", "")


def savings_figure(history: list[dict[str, Any]] | None, hidden: str | None = None) -> go.Figure:
    """Top row: cumulative savings over the session; bottom row: each request's savings, each bar labeled
    with its tier and model (``hidden``: a blind comparison's id, whose bars say only that they are hidden
    until the vote). Axes start from the first point: categories per request, zero always shown."""
    items = runs_of(history)
    n = len(items)
    fig = make_subplots(rows=2, cols=len(_SERIES), vertical_spacing=0.2, horizontal_spacing=0.06,
                        subplot_titles=[f"{t} (cumulative, {u})" for _, t, _, u in _SERIES]
                        + [f"per request ({u})" for _, _, _, u in _SERIES])
    xs = [f"#{i}" for i in range(1, n + 1)]
    labels = [_bar_label(r, hidden) for r in items]
    for col, ((key, title, scale, unit), color) in enumerate(zip(_SERIES, _COLORS, strict=True), start=1):
        vals = [float(r.get(key) or 0.0) * scale for r in items]
        cum, total = [], 0.0
        for v in vals:
            total += v
            cum.append(total)
        fig.add_trace(go.Scatter(x=xs, y=cum, mode="lines+markers", name=title, line={"color": color},
                                 hovertemplate=f"request %{{x}}<br>{title}: %{{y:.4g}} {unit}<extra></extra>"),
                      row=1, col=col)
        fig.add_trace(go.Bar(x=xs, y=vals, name=f"{title} (request)", marker_color=color, customdata=labels,
                             text=labels if n <= 8 else None, textposition="inside", insidetextanchor="start",
                             textangle=-90, textfont={"size": 10},
                             hovertemplate=f"request %{{x}} (%{{customdata}})<br>%{{y:.4g}} {unit}<extra></extra>"),
                      row=2, col=col)
    assumptions = sorted({str(r.get("serving") or "shared") for r in items})
    note = (f"{n} request(s) this session vs the H100 baseline ({', '.join(assumptions)} serving)" if items
            else "Run a prompt: savings against the H100 baseline accumulate here")
    fig.update_layout(height=460, showlegend=False, margin={"l": 40, "r": 10, "t": 60, "b": 30},
                      title={"text": note, "font": {"size": 13}}, template="plotly_white")
    fig.update_annotations(font_size=11)
    fig.update_xaxes(type="category", categoryorder="array", categoryarray=xs)
    fig.update_yaxes(rangemode="tozero", zeroline=True, zerolinecolor="#9ca3af")
    return fig


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

"""Quality next to cost: what each tier bought on ``bench quality`` (docs/results/quality.json), shown
beside the power slider so moving it shows the trade-off before running. Read defensively: the file may
be missing or partial (the benchmark writes it tier by tier)."""

from __future__ import annotations

import json
from html import escape
from pathlib import Path
from typing import Any

QUALITY_JSON = Path(__file__).resolve().parents[2] / "docs" / "results" / "quality.json"
QUALITY_QUICK_JSON = QUALITY_JSON.with_name("quality_quick.json")  # ``bench quality --quick``: the subset


def load(path: Path | None = None) -> dict[str, dict[str, Any]]:
    """tier -> its summary (accuracy, energy per correct answer, ...); {} when not measured or unreadable.
    Without a path: the full run's file, else the quick subset's (its tiers then carry ``quick: True``)."""
    if path is None:
        return load(QUALITY_JSON) or {t: {**s, "quick": True} for t, s in load(QUALITY_QUICK_JSON).items()}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    tiers = data.get("tiers") if isinstance(data, dict) else None
    return {str(k): v for k, v in tiers.items() if isinstance(v, dict)} if isinstance(tiers, dict) else {}


def _tier_at(power: Any) -> str | None:
    from powerlever.tiers import tier_for_power

    try:
        return tier_for_power(float(power)).name
    except (TypeError, ValueError):
        return None


def _pct(x: Any) -> str:
    return f"{100 * float(x):.0f}%" if isinstance(x, int | float) else "–"


def _wh(kwh: Any) -> str:
    if not isinstance(kwh, int | float):
        return "–"
    wh = float(kwh) * 1000
    return f"{wh:.3g} Wh" if wh >= 1 else f"{wh * 1000:.3g} mWh"


def _short(model: str) -> str:
    """The model's name without its "-Instruct" suffix (every tier's model is the instruct variant), under
    the tier's name: the table fits its column beside the sliders; the full name is the cell's tooltip."""
    return model.removesuffix("-Instruct")


def render(power: Any, tiers: dict[str, dict[str, Any]] | None = None) -> str:
    """A small table, one row per tier, the tier at ``power`` highlighted."""
    from powerlever.tiers import TIERS

    tiers = load() if tiers is None else tiers
    here = _tier_at(power)
    if not tiers:
        return ('<div class="pl-quality pl-empty" data-measured="0"><b>Quality vs cost:</b> not measured yet '
                '(<code>python -m powerlever bench quality</code> writes docs/results/quality.json).</div>')
    quick = any(s.get("quick") for s in tiers.values())
    source = ("bench quality --quick (docs/results/quality_quick.json, the quick subset)" if quick
              else "bench quality (docs/results/quality.json)")
    rows = []
    for t in TIERS:
        s = tiers.get(t.name)
        cls = ' class="pl-here"' if t.name == here else ""
        if not s:
            rows.append(f'<tr{cls} data-tier="{t.name}"><td>{escape(t.label)}</td><td colspan="2">not measured yet'
                        f'</td></tr>')
            continue
        models = s.get("models") or []
        model = models[0] if isinstance(models, list) and models else s.get("model") or ""
        n = s.get("n")
        acc = f'{_pct(s.get("accuracy"))}' + (f' <small>of {n}</small>' if n else "")
        name = str(model).split("/")[-1]
        rows.append(f'<tr{cls} data-tier="{t.name}"><td title="{escape(name)}">{escape(t.label)}'
                    f'<br><small class="pl-model">{escape(_short(name))}</small></td><td>{acc}</td>'
                    f'<td>{_wh(s.get("energy_kwh_per_correct"))}</td></tr>')
    return ('<div class="pl-quality" data-measured="1"><table><thead><tr><th>tier · model</th>'
            '<th>accuracy</th><th>energy / correct</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table><div class="pl-src">{source}; the highlighted row is the '
            'tier at this power</div></div>')

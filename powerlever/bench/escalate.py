"""``python -m powerlever bench escalate [--quick] [--json]``: does live escalation pay?

On ``bench quality``'s items (``assets/quality/items.jsonl``, graded by ``powerlever.bench.quality_checks``)
it compares, per item: each fixed tier, AUTO (the kNN router's tier) and AUTO + escalation
(``escalate=True``: the supervisor in ``powerlever.escalation`` may switch tiers mid-answer).

On the full set, reuse what is already measured: the fixed tiers' answers come from
docs/results/quality.json (or quality_quick.json) when they hold the item; a missing (item, tier)
is run here through the same ``bench quality`` request (greedy, manual tier). ``--quick`` runs every
fixed tier here, item by item beside AUTO + escalation (about a minute more than reusing), because on 8 items
an energy ratio against answers measured in another hour moved by run-to-run noise across the 0.5 target. AUTO is graded on the
fixed-tier answer of the tier it routes to: with greedy decoding and the tier's own config that is
the answer AUTO would produce (a safety system turn would differ; no quality item is safety-critical,
the JSON records the routed category). AUTO + escalation is always run fresh.

Energy and time are the pipeline's own metrics (``powerlever.impact``: CPU time on this machine and
modeled power, see docs/methodology.md). Writes docs/results/escalate.json (escalate_quick.json with
--quick) and a plot; ``--json`` prints one summary object last.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from powerlever.bench.quality import DEFAULT_MAX_TOKENS, ITEM_TIMEOUT_S, ITEMS, load_items, run_item, warm_up
from powerlever.bench.quality_checks import check
from powerlever.cli.argtypes import existing_file, one_of_list, positive_int
from powerlever.config import ROUTERS
from powerlever.tiers import TIER_NAMES

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "docs" / "results"
QUICK_ITEMS = 8
QUICK_MAX_TOKENS = 64
# The size of the committed held-out run (docs/results/escalate_heldout.json). Its items are kept out of
# the kNN router's training rows (``outcomes.reserved_ids``), so a re-run stays held out for the router too.
HELDOUT_N = 12


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--quick", action="store_true",
                   help=f"the first {QUICK_ITEMS} quick items, at most {QUICK_MAX_TOKENS} tokens; escalate_quick.json")
    p.add_argument("--json", action="store_true", help="print one summary JSON object last")
    p.add_argument("--limit", type=positive_int, default=None, help="first N items only")
    p.add_argument("--heldout", type=positive_int, default=None, metavar="N",
                   help="N items outside the quick subset, evenly spread over the set: items the outcome labels "
                        "and the answer-check thresholds were never fitted on; escalate_heldout.json")
    p.add_argument("--items", type=existing_file, default=None,
                   help="another item file in bench quality's format (default assets/quality/items.jsonl), e.g. "
                        "assets/quality/items_fresh.jsonl: items no router, label or threshold was fitted on; "
                        "writes escalate_<file stem>.json")
    p.add_argument("--max-tokens", type=positive_int, default=None, help="cap each item's token limit")
    p.add_argument("--tiers", default=None, type=one_of_list(TIER_NAMES, "unknown tier"),
                   help="fixed tiers to report (default: all)")
    p.add_argument("--router", default="knn", choices=ROUTERS, help="router for AUTO (default knn)")
    p.add_argument("--quality", default=None, type=existing_file,
                   help="bench quality results to reuse (default: docs/results/quality*.json; with --quick none: "
                        "every fixed tier runs here)")
    p.add_argument("--out", default=None, help="output JSON (default docs/results/escalate[_quick].json)")
    p.add_argument("--cascade", default="balanced",
                   help="fixed start tiers also run with escalation on (a cascade: the answer check may restart "
                        "the answer on a bigger model), comma-separated; '' for none (default balanced)")
    p.add_argument("--no-plot", action="store_true")


def tier_list(value: str | None, flag: str) -> list[str]:
    """A comma-separated tier list (``--tiers``, ``--cascade``); ValueError naming the flag on an unknown tier."""
    from powerlever.tiers import TIER_NAMES

    names = [t.strip() for t in (value or "").split(",") if t.strip()]
    bad = [t for t in names if t not in TIER_NAMES]
    if bad:
        raise ValueError(f"unknown {flag} tier {bad[0]!r} (known: {', '.join(TIER_NAMES)})")
    return names


def heldout_items(items: list[dict[str, Any]], n: int) -> list[dict[str, Any]]:
    """``n`` items outside the quick subset (which the outcome labels and the answer-check thresholds
    were fitted on), evenly spaced through the set so every category is represented."""
    rest = [it for it in items if not it.get("quick")]
    if n >= len(rest):
        return rest
    return [rest[round(i * (len(rest) - 1) / max(1, n - 1))] for i in range(n)]


def _shown(path: Path) -> str:
    """A path relative to the repository when it is inside it."""
    path = path.resolve()
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


MACHINE_KEYS = ("cpu_model", "cpu_family", "cpu_model_number", "cpu_isa")


def other_machine(env: dict[str, Any] | None, here: dict[str, Any]) -> str | None:
    """Why a tier's reused results cannot be compared with this run's, or None. Energy comes from CPU time, so a
    ratio over answers measured on two hosts is off: on held-out items, Zen 4 answers reused on a Zen 3 host gave
    AUTO + escalation 0.60 of Ultra's energy where every answer run on the Zen 3 gave 0.433 (2026-11-29). A result
    whose file names no machine (``tier_env``) is reused as before. ``here``: ``environment.cpu_identity()``."""
    if not env:
        return None
    if all(env.get(k) == here.get(k) for k in MACHINE_KEYS):
        return None
    return (f"measured on {env.get('cpu_model')} {env.get('cpu_isa')} (family {env.get('cpu_family')} model "
            f"{env.get('cpu_model_number')}), this run on {here.get('cpu_model')} {here.get('cpu_isa')} (family "
            f"{here.get('cpu_family')} model {here.get('cpu_model_number')})")


def _quality_results(path: str | None) -> tuple[dict[str, dict[str, Any]], str | None, dict[str, str]]:
    """item id -> {tier: result} from bench quality's JSON (the full run first, then the quick one), the files
    used, and the tiers left out because another machine measured them (``other_machine``)."""
    from powerlever.bench.environment import cpu_identity

    cands = [Path(path)] if path else [RESULTS / "quality.json", RESULTS / "quality_quick.json"]
    merged: dict[str, dict[str, Any]] = {}
    used, skipped, here = [], {}, cpu_identity()
    for p in cands:
        if not p.exists():
            continue
        data = json.loads(p.read_text())
        away = {t: why for t, env in (data.get("tier_env") or {}).items() if (why := other_machine(env, here))}
        skipped.update({t: f"{_shown(p)}: {why}" for t, why in away.items()})
        for row in data.get("items", []):
            for tier, r in (row.get("results") or {}).items():
                if tier not in away:
                    merged.setdefault(row["id"], {}).setdefault(tier, r)
        used.append(_shown(p))
    return merged, ", ".join(used) or None, skipped


async def run_escalated(prompt: str, router: str, max_tokens: int, timeout_s: float = ITEM_TIMEOUT_S,
                        start_tier: str | None = None) -> dict[str, Any]:
    """One request with escalation on, greedy: AUTO, or starting on ``start_tier``; the answer, metrics
    and every switch."""
    from powerlever.bench.runs import run_once
    from powerlever.config import GenerationRequest

    req = GenerationRequest(prompt, auto=start_tier is None, tier=start_tier, backend="local", temperature=0.0,
                            max_tokens=max_tokens, router=router, escalate=True)
    rec = await run_once(req, timeout_s)
    metrics, config = rec.metrics, rec.config
    notes = [{"step": name, **res} for name in ("escalation_skipped", "repetition_guard", "answer_check")
             for res in rec.step(name)]
    return {"answer": rec.text, "tokens": int(metrics.get("tokens") or rec.tokens_streamed), "seconds": rec.seconds,
            "energy_kwh": metrics.get("energy_kwh"), "cost_usd": metrics.get("cost_usd"),
            "routed_tier": next(iter(rec.step("build_config")), {}).get("tier", config.get("tier")),
            "start_tier": config.get("tier"), "final_tier": metrics.get("tier"), "category": config.get("category"),
            "switches": rec.switches, "notes": notes, "segments": metrics.get("segments"),
            "finish_reason": metrics.get("finish_reason"), "timed_out": rec.timed_out, "errors": rec.errors}


async def _route(prompt: str, router: str) -> dict[str, Any]:
    from powerlever.config import GenerationRequest
    from powerlever.routing import route_request

    res = await route_request(GenerationRequest(prompt, router=router))
    return {"tier": res.config.tier, "category": res.config.category, "router": res.router}


async def _warm_up(tiers: list[str]) -> dict[str, float]:
    """``quality.warm_up`` on each tier first: with every fixed-tier answer reused, AUTO or a switch is
    otherwise the first to use a tier and pays its load and packing (33 s for the 1.5B)."""
    from powerlever.tiers import TIER_NAMES

    out = {}
    for tier in [t for t in TIER_NAMES if t in tiers]:
        r = await warm_up(tier)
        out[tier] = round(float(r.get("seconds") or 0.0), 2)
        print(f"[escalate] warm-up {tier}: {out[tier]} s (unscored)", file=sys.stderr, flush=True)
    return out


def _policy(rows: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    ok = sum(bool(r["correct"]) for r in rows)
    energy = sum(float(r.get("energy_kwh") or 0) for r in rows)
    return {"n": n, "correct": ok, "accuracy": round(ok / n, 4) if n else None, "energy_kwh": energy,
            "seconds": round(sum(float(r.get("seconds") or 0) for r in rows), 2),
            "tokens": sum(int(r.get("tokens") or 0) for r in rows)}


async def _bench(args: argparse.Namespace, items: list[dict[str, Any]], tiers: list[str], out: Path) -> dict[str, Any]:
    if args.quick and not args.quality:
        reuse, source, not_reused = {}, None, {}
    else:
        reuse, source, not_reused = _quality_results(args.quality)
    for tier, why in not_reused.items():
        print(f"[escalate] {tier}: not reusing bench quality's answers, {why}; they run here", file=sys.stderr)
    cascade = tier_list(args.cascade, "--cascade")
    per_item = []
    ran_fixed = 0
    warmup = await _warm_up(tiers)
    t_start = time.perf_counter()
    for item in items:
        cap = args.max_tokens or (QUICK_MAX_TOKENS if args.quick else 10**6)
        max_tokens = min(int(item.get("max_tokens") or DEFAULT_MAX_TOKENS), cap)
        route = await _route(item["prompt"], args.router)
        from powerlever.tiers import TIER_NAMES

        need = [t for t in TIER_NAMES if t in set(tiers) | {route["tier"]}]
        fixed: dict[str, Any] = {}
        for tier in need:
            r = reuse.get(item["id"], {}).get(tier)
            # greedy: an answer that stopped within this run's token cap is the answer this run would get;
            # a longer one (bench quality's caps go to 192) must be run again under the cap
            if r is not None and int(r.get("tokens") or 0) <= max_tokens:
                fixed[tier] = {**r, "source": "bench quality"}
            else:
                r = await run_item(item["prompt"], tier, max_tokens)
                ran_fixed += 1
                fixed[tier] = {**r, "source": "run here"}
            fixed[tier]["correct"], fixed[tier]["check"] = check(item, fixed[tier]["answer"])
        esc = await run_escalated(item["prompt"], args.router, max_tokens)
        esc["correct"], esc["check"] = check(item, esc["answer"])
        cascades = {}
        for tier in cascade:
            c = await run_escalated(item["prompt"], args.router, max_tokens, start_tier=tier)
            c["correct"], c["check"] = check(item, c["answer"])
            cascades[tier] = c
        per_item.append({"id": item["id"], "category": item["category"], "max_tokens": max_tokens,
                         "auto_tier": route["tier"], "auto_category": route["category"],
                         "fixed": fixed, "auto_escalate": esc, "cascade": cascades})
        print(f"[escalate] {item['id']}: auto={route['tier']} ok={fixed[route['tier']]['correct']} "
              f"esc ok={esc['correct']} switches={[(s['from_tier'], s['to_tier'], s['signal']) for s in esc['switches']]}"
              + "".join(f" {t}+escalate ok={c['correct']} final={c['final_tier']}" for t, c in cascades.items()),
              file=sys.stderr, flush=True)
    policies = {f"always-{t}": _policy([p["fixed"][t] for p in per_item]) for t in tiers}
    policies["auto"] = _policy([p["fixed"][p["auto_tier"]] for p in per_item])
    policies["auto+escalate"] = _policy([p["auto_escalate"] for p in per_item])
    for tier in cascade:
        policies[f"{tier}+escalate"] = _policy([p["cascade"][tier] for p in per_item])
    switches = sum(len(p["auto_escalate"]["switches"]) for p in per_item)
    ultra = policies.get("always-ultra") or {}

    def vs_ultra(policy: str) -> float | None:
        """The policy's energy over always-Ultra's."""
        return round(policies[policy]["energy_kwh"] / ultra["energy_kwh"], 4) if ultra.get("energy_kwh") else None
    from powerlever.bench.environment import bench_env
    from powerlever.escalation import EscalationSettings

    return {
        "benchmark": "escalate", "quick": bool(args.quick), "heldout": bool(args.heldout),
        "items_file": _shown(Path(args.items) if getattr(args, "items", None) else ITEMS),
        "n_items": len(per_item), "router": args.router,
        "settings": EscalationSettings.from_env().__dict__,
        "reused_fixed_tier_results_from": source, "fixed_tier_answers_run_here": ran_fixed,
        "not_reused_other_machine": not_reused,
        "auto_rule": "AUTO is graded on the fixed-tier answer of the tier it routes to (greedy, same config)",
        "energy_note": "pipeline metrics: CPU time on this machine x modeled power (docs/methodology.md)",
        "policies": policies,
        "auto_accuracy": policies["auto"]["accuracy"], "auto_escalate_accuracy": policies["auto+escalate"]["accuracy"],
        "ultra_accuracy": ultra.get("accuracy"),
        "auto_escalate_energy_ratio": vs_ultra("auto+escalate"),
        "auto_energy_ratio": vs_ultra("auto"),
        "switches": switches,
        "cascade_energy_ratio": {t: vs_ultra(f"{t}+escalate") for t in cascade} if ultra.get("energy_kwh") else None,
        "cascade_accuracy": {t: policies[f"{t}+escalate"]["accuracy"] for t in cascade},
        "items_with_switch": sum(bool(p["auto_escalate"]["switches"]) for p in per_item),
        "items_started_on_check_tier": sum(p["auto_escalate"].get("start_tier") != p["auto_escalate"].get("routed_tier")
                                           for p in per_item),
        "wall_seconds": round(time.perf_counter() - t_start, 1), "warmup_seconds": warmup,
        "items": per_item, "env": bench_env(),
    }


def _plot(result: dict[str, Any], stem: Path) -> list[str]:
    import plotly.graph_objects as go

    from powerlever.bench.figures import save_figure

    pol = result["policies"]
    fig = go.Figure()
    fig.add_trace(go.Scatter(x=[v["energy_kwh"] * 1000 for v in pol.values()], y=[v["accuracy"] for v in pol.values()],
                             mode="markers+text", text=list(pol), textposition="top center",
                             marker={"size": 12}))
    fig.update_layout(title=f"Escalation: accuracy vs energy on {result['n_items']} bench-quality items "
                            f"({result['switches']} switches)", xaxis_title="energy, Wh (all items)",
                      yaxis_title="accuracy", height=480, width=820)
    paths = save_figure(fig, stem)
    return [paths[k] for k in ("html", "png") if k in paths]


def summary(result: dict[str, Any]) -> dict[str, Any]:
    keys = ("auto_accuracy", "auto_escalate_accuracy", "ultra_accuracy", "auto_escalate_energy_ratio", "switches",
            "cascade_accuracy", "cascade_energy_ratio")
    return {"benchmark": "escalate", "n_items": result["n_items"], "quick": result["quick"],
            "auto_energy_ratio": result["auto_energy_ratio"], **{k: result[k] for k in keys}}


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from powerlever.tiers import TIER_NAMES

    try:
        items_file = Path(args.items) if args.items else ITEMS
        if args.items and (args.quick or args.heldout):
            raise ValueError("--items is its own set: it does not combine with --quick or --heldout")
        items = load_items(items_file, quick=args.quick)
        if not items:
            raise ValueError(f"--items {items_file}: no items")
        items = items[:QUICK_ITEMS] if args.quick else items
        if args.heldout:
            items = heldout_items(items, args.heldout)
        if args.limit:
            items = items[: args.limit]
        tiers = tier_list(args.tiers or ",".join(TIER_NAMES), "--tiers")
        tier_list(args.cascade, "--cascade")
        if "ultra" not in tiers:
            raise ValueError("the energy ratio needs the ultra tier")
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    stem = "escalate_quick" if args.quick else ("escalate_heldout" if args.heldout else "escalate")
    if args.items:
        stem = f"escalate_{items_file.stem}"
    out = Path(args.out) if args.out else RESULTS / f"{stem}.json"
    result = asyncio.run(_bench(args, items, tiers, out))
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1, default=str) + "\n")
    files = [str(out)] + ([] if args.no_plot else _plot(result, out.with_suffix("")))
    s = summary(result)
    if args.json:
        print(json.dumps(s))
    else:
        for name, v in result["policies"].items():
            print(f"{name:16s} accuracy {v['accuracy']:.3f}  energy {v['energy_kwh'] * 1000:.3f} Wh  {v['seconds']:.1f} s")
        print(json.dumps(s))
        print("wrote " + ", ".join(files))
    return 0

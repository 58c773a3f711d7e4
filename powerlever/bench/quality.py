"""``python -m powerlever bench quality [--quick] [--json] [--tiers eco,balanced,...]``: quality against cost.

Every item of ``assets/quality/items.jsonl`` (arithmetic, word problems, derivatives, algebra, facts,
Python functions, translation, wording, format following; each with a deterministic checker in
``powerlever.bench.quality_checks``) goes through the real pipeline (``powerlever.pipeline.run``,
local backend, manual tier, greedy) once per tier. Per item it records whether the answer is
correct, the answer, tokens, seconds, and the energy and cost from the ``metrics`` event; per tier
the accuracy, means, energy/cost/seconds per correct answer and the model that actually ran (the
``load_model`` trace and the metrics event, so a fallback is visible, never hidden).

Each tier is warmed with one unscored request first, so model loading never counts as answer time.
Energy and cost are the pipeline's own (``powerlever.impact``: CPU time on this machine, modeled
power; see docs/methodology.md), not a separate model. ``label`` per item is the cheapest tier on
the ladder whose answer was correct: the routing outcome label.

Writes docs/results/quality.json (quality_quick.json with ``--quick``) after every answer, so an
interrupted run keeps what it measured (``--resume`` runs only what is missing), and
quality.html/.png: accuracy against energy per tier.
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

from powerlever.bench.environment import bench_env
from powerlever.bench.quality_checks import CHECKERS, check
from powerlever.bench.runs import run_once
from powerlever.cli.argtypes import float_between, one_of_list, positive_int
from powerlever.config import GenerationRequest
from powerlever.tiers import TIER_NAMES

ROOT = Path(__file__).resolve().parents[2]
ITEMS = ROOT / "assets" / "quality" / "items.jsonl"
RESULTS = ROOT / "docs" / "results"
DEFAULT_MAX_TOKENS = 192
ITEM_TIMEOUT_S = 240.0  # a wall-clock stop per answer; what streamed by then is graded
REQUIRED = ("id", "category", "prompt", "checker", "data", "reference")


def load_items(path: Path = ITEMS, quick: bool = False) -> list[dict[str, Any]]:
    """The prompt set (``quick``: the fixed subset marked ``"quick": true``); raises ValueError on a
    malformed item so a broken set never produces a score."""
    items = []
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip():
            continue
        item = json.loads(line)
        missing = [k for k in REQUIRED if k not in item]
        if missing:
            raise ValueError(f"{path.name}:{n}: missing {missing}")
        if item["checker"] not in CHECKERS:
            raise ValueError(f"{path.name}:{n}: unknown checker {item['checker']!r}")
        items.append(item)
    ids = [i["id"] for i in items]
    if len(ids) != len(set(ids)):
        raise ValueError(f"{path.name}: duplicate ids")
    return [i for i in items if i.get("quick")] if quick else items


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--quick", action="store_true", help="the fixed 27-item subset; writes quality_quick.json")
    p.add_argument("--json", action="store_true", help="print one summary JSON object last")
    p.add_argument("--tiers", default=None, type=one_of_list(TIER_NAMES, "unknown tier"),
                   help="comma list of tiers (default: every tier, cheapest first)")
    p.add_argument("--limit", type=positive_int, default=None, help="only the first N items (smoke runs)")
    p.add_argument("--ids", default=None, help="comma list of item ids to run")
    p.add_argument("--max-tokens", type=positive_int, default=DEFAULT_MAX_TOKENS,
                   help=f"cap on any item's max_tokens (default {DEFAULT_MAX_TOKENS})")
    p.add_argument("--item-timeout", type=float_between(0.0, 86400.0, "seconds above 0", lo_open=True), default=ITEM_TIMEOUT_S, help="seconds before an answer is cut")
    p.add_argument("--merge", action="store_true",
                   help="keep the output file's results for tiers not run now (same item set only)")
    p.add_argument("--resume", action="store_true",
                   help="keep every result in the output file and run only the missing (tier, item) pairs")
    p.add_argument("--out", default=None, help="output JSON path (default docs/results/quality[_quick].json)")
    p.add_argument("--no-plot", action="store_true", help="skip the Plotly figure")
    p.add_argument("--regrade", action="store_true",
                   help="re-check the output JSON's stored answers with the current checkers (no generation)")
    p.add_argument("--table", action="store_true",
                   help="print the Markdown table of the existing output JSON (no run)")


async def warm_up(tier: str, timeout_s: float = ITEM_TIMEOUT_S) -> dict[str, Any]:
    """One short unscored request on ``tier``: its model's first load and weight packing must not count
    as the time or energy of whichever measured answer reaches the tier first (bench quality, escalate)."""
    return await run_item("Say hello.", tier, 8, timeout_s)


async def run_item(prompt: str, tier: str, max_tokens: int, timeout_s: float = ITEM_TIMEOUT_S) -> dict[str, Any]:
    """One greedy request through the real pipeline; the answer and what the metrics event says."""
    req = GenerationRequest(prompt, tier=tier, backend="local", auto=False, temperature=0.0,
                            max_tokens=max_tokens, router="heuristic")
    rec = await run_once(req, timeout_s)
    m = rec.metrics
    loaded = next((r for r in reversed(rec.step("load_model")) if r.get("status") == "ready"), {})
    draft = next((r.get("draft_model") for r in reversed(rec.step("spec_setup"))), None)
    return {
        "answer": rec.text,
        "tokens": int(m.get("tokens") or rec.tokens_streamed),
        "seconds": rec.seconds,
        "energy_kwh": m.get("energy_kwh"),
        "cost_usd": m.get("cost_usd"),
        "finish_reason": m.get("finish_reason") or ("cancelled" if rec.timed_out else None),
        "model": m.get("model") or loaded.get("model"),
        "draft_model": draft or m.get("draft_model"),
        "engine_seconds": m.get("engine_seconds"),
        "spec_method": (m.get("spec") or {}).get("method"),
        "asked_model": rec.config.get("target_model"),
        "fallback": loaded.get("fallback"),
        "timed_out": rec.timed_out,
        "errors": rec.errors,
    }


def summarize_tier(tier: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Accuracy, means and per-correct-answer costs for one tier's per-item rows."""
    n = len(rows)
    correct = sum(r["correct"] for r in rows)
    energy = sum(float(r["energy_kwh"] or 0) for r in rows)
    cost = sum(float(r["cost_usd"] or 0) for r in rows)
    seconds = sum(r["seconds"] for r in rows)
    tokens = sum(r["tokens"] for r in rows)
    cats: dict[str, list[bool]] = {}
    for r in rows:
        cats.setdefault(r["category"], []).append(r["correct"])
    models = sorted({r["model"] for r in rows if r.get("model")})
    drafts = sorted({r["draft_model"] for r in rows if r.get("draft_model")})
    per_correct = (lambda total: total / correct) if correct else (lambda total: None)
    return {
        "tier": tier, "n": n, "correct": correct, "accuracy": round(correct / n, 4) if n else None,
        "models": models, "draft_models": drafts,
        "fallbacks": sorted({r["fallback"] for r in rows if r.get("fallback")}),
        "mean_tokens": round(tokens / n, 2) if n else None,
        "mean_seconds": round(seconds / n, 3) if n else None,
        "total_seconds": round(seconds, 2),
        "tokens_per_sec": round(tokens / seconds, 2) if seconds else None,
        "energy_kwh_total": energy, "cost_usd_total": cost,
        "energy_kwh_per_item": energy / n if n else None, "cost_usd_per_item": cost / n if n else None,
        "energy_kwh_per_correct": per_correct(energy), "cost_usd_per_correct": per_correct(cost),
        "seconds_per_correct": per_correct(seconds),
        "timed_out": sum(r["timed_out"] for r in rows), "errors": sum(bool(r["errors"]) for r in rows),
        "per_category": {c: {"n": len(v), "accuracy": round(sum(v) / len(v), 4)} for c, v in sorted(cats.items())},
    }


def _labels(items: list[dict[str, Any]], per_item: dict[str, dict[str, Any]], tiers: list[str]) -> None:
    """``label``: the cheapest tier (ladder order) whose answer was correct; None when none was."""
    from powerlever.tiers import TIER_NAMES

    ladder = [t for t in TIER_NAMES if t in tiers]
    for item in items:
        res = per_item[item["id"]]["results"]
        res_ok = [t for t in ladder if t in res and res[t]["correct"]]
        per_item[item["id"]]["label"] = res_ok[0] if res_ok else None
        per_item[item["id"]]["label_tiers_evaluated"] = [t for t in ladder if t in res]


async def _bench(args: argparse.Namespace, items: list[dict[str, Any]], tiers: list[str], out: Path,
                 previous: dict[str, Any] | None) -> dict[str, Any]:
    per_item: dict[str, dict[str, Any]] = {
        i["id"]: {"id": i["id"], "category": i["category"], "checker": i["checker"], "prompt": i["prompt"],
                  "results": {}} for i in items}
    summaries: dict[str, Any] = {}
    tier_env: dict[str, Any] = {}
    if previous:  # --merge keeps other tiers; --resume also keeps this run's tiers' finished items
        for row in previous["items"]:
            for t, r in row["results"].items():
                if t not in tiers or args.resume:
                    per_item[row["id"]]["results"][t] = r
        for t, s in previous["tiers"].items():
            if t not in tiers or args.resume:
                summaries[t] = s
                tier_env[t] = previous.get("tier_env", {}).get(t)
    result: dict[str, Any] = {}
    for tier in tiers:
        t_tier = time.perf_counter()
        todo = [i for i in items if tier not in per_item[i["id"]]["results"]]
        if todo:
            print(f"[quality] {tier}: warm-up (model load, unscored)", file=sys.stderr, flush=True)
            warm = await warm_up(tier, args.item_timeout * 4)
            print(f"[quality] {tier}: ready, model {warm['model']} ({warm['seconds']:.1f} s)", file=sys.stderr,
                  flush=True)
            env = {**bench_env(), "warmup_seconds": warm["seconds"]}
            if tier_env.get(tier) and len(todo) < len(items):
                env["resumed_from"] = tier_env[tier]
            tier_env[tier] = env
        for k, item in enumerate(todo, 1):
            max_tokens = min(int(item.get("max_tokens", args.max_tokens)), args.max_tokens)
            r = await run_item(item["prompt"], tier, max_tokens, args.item_timeout)
            ok, detail = check(item, r["answer"])
            r.update({"correct": ok, "detail": detail, "category": item["category"], "max_tokens": max_tokens})
            per_item[item["id"]]["results"][tier] = r
            print(f"[quality] {tier} {k}/{len(todo)} {item['id']}: {'ok ' if ok else 'BAD'} {r['tokens']} tok "
                  f"{r['seconds']:.1f} s | {detail} | {r['answer'][:60]!r}", file=sys.stderr, flush=True)
            rows = [per_item[i["id"]]["results"][tier] for i in items if tier in per_item[i["id"]]["results"]]
            summaries[tier] = summarize_tier(tier, rows)
            # after every answer: an interrupted run keeps what it measured (--resume goes on from there)
            done = all(t in per_item[i["id"]]["results"] for t in tiers for i in items)
            result = _result(args, items, per_item, summaries, tier_env, complete=done)
            out.write_text(json.dumps(result, indent=1, default=str) + "\n")
        s = summaries[tier]
        print(f"[quality] {tier}: {s['correct']}/{s['n']} correct ({s['accuracy']:.1%}), "
              f"{time.perf_counter() - t_tier:.0f} s", file=sys.stderr, flush=True)
    done = all(t in per_item[i["id"]]["results"] for t in tiers for i in items)
    result = _result(args, items, per_item, summaries, tier_env, complete=done)
    out.write_text(json.dumps(result, indent=1, default=str) + "\n")
    return result


def _result(args: argparse.Namespace, items: list[dict[str, Any]], per_item: dict[str, dict[str, Any]],
            summaries: dict[str, Any], tier_env: dict[str, Any], complete: bool) -> dict[str, Any]:
    from powerlever.tiers import TIER_NAMES

    ordered = {t: summaries[t] for t in TIER_NAMES if t in summaries}
    _labels(items, per_item, list(ordered))
    return {
        "benchmark": "quality",
        "subset": "quick" if args.quick else "full",
        "items_file": str(ITEMS.relative_to(ROOT)),
        "n_items": len(items),
        "max_tokens_cap": args.max_tokens, "item_timeout_s": args.item_timeout,
        "settings": "backend=local, manual tier, greedy (temperature 0), the tier's own speculative settings; "
                    "per-item max_tokens from the item (capped); one unscored warm-up request per tier",
        "energy_note": "energy_kwh and cost_usd are the pipeline's metrics event (powerlever.impact on this "
                       "machine's measured CPU time; docs/methodology.md), summed over items",
        "label_rule": "label = the cheapest tier (ladder order) whose answer was correct; null when none was",
        "complete": complete,
        "tiers": ordered,
        "tier_env": tier_env,
        "items": list(per_item.values()),
    }


def _plot(result: dict[str, Any], stem: Path) -> list[str]:
    import plotly.graph_objects as go
    from plotly.subplots import make_subplots

    from powerlever.bench.figures import save_figure

    tiers = result["tiers"]
    fig = make_subplots(rows=1, cols=2, column_widths=[0.5, 0.5],
                        subplot_titles=("Accuracy against energy per answer (Wh, this machine)",
                                        "Accuracy per category"))
    colors = dict(zip(tiers, ("#2ca02c", "#1f77b4", "#9467bd", "#d62728"), strict=False))
    for t, s in tiers.items():  # one trace per tier: the legend names the model that ran
        model = ", ".join(s["models"]) + (f" + draft {', '.join(s['draft_models'])}" if s["draft_models"] else "")
        fig.add_trace(go.Scatter(x=[s["energy_kwh_per_item"] * 1000], y=[s["accuracy"]], mode="markers+text",
                                 text=[f"{t} {s['correct']}/{s['n']}"], textposition="bottom center",
                                 marker={"size": 14, "color": colors.get(t)}, name=f"{t}: {model}",
                                 hovertext=f"{t}: {s['correct']}/{s['n']} correct, {s['mean_tokens']} tokens, "
                                           f"{s['mean_seconds']} s and ${s['cost_usd_per_item']:.2e} per answer"),
                      row=1, col=1)
    cats = sorted({c for s in tiers.values() for c in s["per_category"]})
    for t, s in tiers.items():
        fig.add_trace(go.Bar(x=cats, y=[s["per_category"].get(c, {}).get("accuracy") for c in cats], name=t,
                             marker={"color": colors.get(t)}, showlegend=False), row=1, col=2)
    xs = [s["energy_kwh_per_item"] * 1000 for s in tiers.values()]
    pad = (max(xs) - min(xs)) * 0.2 or max(xs) * 0.2
    fig.update_xaxes(title_text="Wh per answer (modeled from measured CPU time)", range=[min(xs) - pad, max(xs) + pad],
                     row=1, col=1)
    fig.update_yaxes(title_text="accuracy", range=[0, 1.05], row=1, col=1)
    fig.update_yaxes(range=[0, 1.05], row=1, col=2)
    env = next(iter(result["tier_env"].values()), {}) or {}
    fig.update_layout(title=f"Power Lever quality against cost: {result['n_items']} checkable prompts, "
                            f"local tiers ({env.get('date_utc', '')})"
                            + ("" if result["complete"] else " - PARTIAL run"), height=560, width=1300,
                      barmode="group", legend={"orientation": "h", "y": -0.25})
    paths = save_figure(fig, stem)
    if "png_error" in paths:
        print(f"note: PNG not written ({paths['png_error']})", file=sys.stderr)
    return [paths[k] for k in ("html", "png") if k in paths]


def summary(result: dict[str, Any], path: Path) -> dict[str, Any]:
    keys = ("models", "draft_models", "n", "correct", "accuracy", "mean_tokens", "mean_seconds",
            "energy_kwh_per_correct", "cost_usd_per_correct", "seconds_per_correct", "fallbacks")
    return {"benchmark": "quality", "subset": result["subset"], "n_items": result["n_items"], "output": str(path),
            "complete": result["complete"],
            "tiers": {t: {k: s.get(k) for k in keys} for t, s in result["tiers"].items()}}


def regrade(result: dict[str, Any], items: list[dict[str, Any]]) -> dict[str, Any]:
    """Grade the stored answers again with the current checkers and recompute every summary and label:
    a checker fix never needs the models to run again. Items must be unchanged (same prompt)."""
    by_id = {i["id"]: i for i in items}
    changed = 0
    for row in result["items"]:
        item = by_id.get(row["id"])
        if item is None or item["prompt"] != row["prompt"]:
            raise ValueError(f"item {row['id']} changed or is gone since the run; run it again")
        for r in row["results"].values():
            ok, detail = check(item, r["answer"])
            changed += ok != r["correct"]
            r["correct"], r["detail"] = ok, detail
    for tier in result["tiers"]:
        rows = [row["results"][tier] for row in result["items"] if tier in row["results"]]
        result["tiers"][tier] = summarize_tier(tier, rows)
    _labels([{"id": row["id"]} for row in result["items"]], {row["id"]: row for row in result["items"]},
             list(result["tiers"]))
    result["regraded"] = {"date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "changed_verdicts": changed}
    return result


def markdown_table(result: dict[str, Any]) -> str:
    """The README table, from the JSON (so the figures in the README are the measured ones)."""
    lines = ["| Tier | Model that ran | Correct | Accuracy | Tokens / answer | s / answer | Wh / correct | "
             "$ / correct |", "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for t, s in result["tiers"].items():
        model = ", ".join(s["models"]) + (f" (draft {', '.join(s['draft_models'])})" if s["draft_models"] else "")
        e, c = s["energy_kwh_per_correct"], s["cost_usd_per_correct"]
        lines.append(f"| {t} | {model} | {s['correct']}/{s['n']} | {s['accuracy']:.1%} | {s['mean_tokens']:.1f} | "
                     f"{s['mean_seconds']:.2f} | {e * 1000:.3f} | {c:.5f} |" if e and c else
                     f"| {t} | {model} | {s['correct']}/{s['n']} | {s['accuracy']:.1%} | {s['mean_tokens']:.1f} | "
                     f"{s['mean_seconds']:.2f} | - | - |")
    cats = sorted({c for s in result["tiers"].values() for c in s["per_category"]})
    lines += ["", "| Category (items) | " + " | ".join(result["tiers"]) + " |",
              "| --- | " + " | ".join("---:" for _ in result["tiers"]) + " |"]
    for c in cats:
        n = next(s["per_category"][c]["n"] for s in result["tiers"].values() if c in s["per_category"])
        lines.append(f"| {c} ({n}) | " + " | ".join(
            f"{s['per_category'][c]['accuracy']:.0%}" if c in s["per_category"] else "-"
            for s in result["tiers"].values()) + " |")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from powerlever.tiers import TIER_NAMES

    try:
        items = load_items(quick=args.quick)
        if args.ids:
            want = [s.strip() for s in args.ids.split(",") if s.strip()]
            unknown = set(want) - {i["id"] for i in items}
            if unknown:
                raise ValueError(f"unknown item ids {sorted(unknown)}")
            items = [i for i in items if i["id"] in want]
        if args.limit:
            items = items[: args.limit]
        tiers = [t.strip() for t in (args.tiers or ",".join(TIER_NAMES)).split(",") if t.strip()]
        for t in tiers:
            if t not in TIER_NAMES:
                raise ValueError(f"unknown tier {t!r} (known: {', '.join(TIER_NAMES)})")
        if not items or not tiers:
            raise ValueError("nothing to run")
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    out = Path(args.out) if args.out else RESULTS / ("quality_quick.json" if args.quick else "quality.json")
    if args.table:
        if not out.exists():
            print(f"error: no results at {out}; run the benchmark first", file=sys.stderr)
            return 2
        print(markdown_table(json.loads(out.read_text())))
        return 0
    if args.regrade:
        if not out.exists():
            print(f"error: no results at {out}; run the benchmark first", file=sys.stderr)
            return 2
        try:
            result = regrade(json.loads(out.read_text()), load_items())
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        out.write_text(json.dumps(result, indent=1, default=str) + "\n")
        print(f"regraded {out}: {result['regraded']['changed_verdicts']} verdicts changed", file=sys.stderr)
        if not args.no_plot:
            _plot(result, out.with_suffix(""))
        if args.json:
            print(json.dumps(summary(result, out), default=str))
        return 0
    out.parent.mkdir(parents=True, exist_ok=True)
    previous = None
    if (args.merge or args.resume) and out.exists():
        previous = json.loads(out.read_text())
        if [r["id"] for r in previous.get("items", [])] != [i["id"] for i in items]:
            print("error: --merge/--resume need the same item set as the existing output", file=sys.stderr)
            return 2
    result = asyncio.run(_bench(args, items, tiers, out, previous))
    files = [str(out)] + ([] if args.no_plot else _plot(result, out.with_suffix("")))
    if args.json:
        print(json.dumps(summary(result, out), default=str))
    else:
        print(f"quality benchmark: {result['n_items']} items ({result['subset']})")
        print(f"{'tier':12s} {'model':32s} {'accuracy':>9s} {'tokens':>7s} {'s/answer':>9s} {'Wh/correct':>11s} "
              f"{'$/correct':>10s}")
        for t, s in result["tiers"].items():
            e = s["energy_kwh_per_correct"]
            c = s["cost_usd_per_correct"]
            print(f"{t:12s} {', '.join(s['models'])[:32]:32s} {s['correct']:>4d}/{s['n']:<4d} {s['mean_tokens']:7.1f} "
                  f"{s['mean_seconds']:9.2f} {e * 1000 if e else float('nan'):11.4f} {c if c else float('nan'):10.6f}")
        print("wrote " + ", ".join(files))
    return 0

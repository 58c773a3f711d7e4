"""``python -m powerlever bench spec``: speculative decoding vs plain decoding vs Hugging Face.

Every configuration runs in the same process on the same model and the same prompts
(``assets/bench/spec_prompts.jsonl``: chat, rewrite, summarize, code_edit), greedy, with configurations
interleaved per prompt so that load from other processes hits them alike. Tokens/s counts generated
tokens over the whole request (prefill included) by wall clock, and also by this process's CPU time,
which is robust to a shared machine (the JSON records ``os.getloadavg()`` before and after).

Ours: plain decoding, each drafter at a fixed K, and the adaptive controller (the "automatic"
configurations). Hugging Face: ``generate``, assisted generation with ``prompt_lookup_num_tokens`` and with
``assistant_model`` (the only model sharing the tokenizer offline is the target itself).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from powerlever.bench.figures import save_figure

ROOT = Path(__file__).resolve().parents[2]
PROMPTS = ROOT / "assets" / "bench" / "spec_prompts.jsonl"
RESULTS = ROOT / "docs" / "results"
TASKS = ("chat", "rewrite", "summarize", "code_edit")


@dataclass
class Config:
    name: str
    kind: str  # ours | hf
    method: str | None = None
    K: int = 0
    tau: float = 0.0
    adaptive: bool = False
    options: dict[str, Any] = field(default_factory=dict)
    hf_kwargs: dict[str, Any] = field(default_factory=dict)
    quick: bool = True

    @property
    def automatic(self) -> bool:
        return self.kind == "ours" and self.adaptive


def configs() -> list[Config]:
    return [
        Config("plain", "ours"),
        Config("ngram_k4", "ours", "ngram", K=4),
        Config("ngram_k8", "ours", "ngram", K=8, quick=False),
        Config("layerskip_k3", "ours", "layerskip", K=3, quick=False),
        Config("draft_model_k3", "ours", "draft_model", K=3, quick=False),
        Config("adaptive_ngram", "ours", "ngram", K=4, adaptive=True),
        Config("adaptive_layerskip", "ours", "layerskip", K=3, adaptive=True, quick=False),
        Config("hf_generate", "hf"),
        Config("hf_prompt_lookup", "hf", hf_kwargs={"prompt_lookup_num_tokens": 10}),
        Config("hf_assistant", "hf", hf_kwargs={"assistant": True}, quick=False),
    ]


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--quick", action="store_true", help="one prompt per task, fewer tokens and configs (< 60 s)")
    p.add_argument("--json", action="store_true", help="print one JSON object last")
    p.add_argument("--max-tokens", type=int, default=None, help="new tokens per prompt (default 64, quick 24)")
    p.add_argument("--threads", type=int, default=1, help="torch CPU threads for every configuration")
    p.add_argument("--prompts", default=str(PROMPTS))
    p.add_argument("--out", default=str(RESULTS), help="folder for spec.json / spec.html / spec.png")
    p.add_argument("--configs", default="", help="comma-separated subset of configuration names")
    p.add_argument("--dtype", default=None, choices=("auto", "float32", "float16", "bfloat16"),
                   help="engine matrix dtype (sets POWERLEVER_ENGINE_DTYPE; HF always runs the loaded float32 model)")
    p.add_argument("--tag", default="", help="suffix for the result files, e.g. _bf16")
    p.add_argument("--basis", default="auto", choices=("auto", "wall", "cpu"),
                   help="headline tokens/s basis; auto = wall clock on a quiet machine (1-min loadavg < 1), "
                        "else this process's CPU time (both are always reported)")
    p.add_argument("--resummarize", default=None, metavar="JSON",
                   help="recompute the summary and plot of an earlier result file (no generation)")
    p.add_argument("--no-plot", action="store_true")


def load_prompts(path: str, quick: bool) -> list[dict[str, str]]:
    rows = [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
    if quick:
        seen: set[str] = set()
        rows = [r for r in rows if not (r["task"] in seen or seen.add(r["task"]))]
    return rows


def resummarize(args: argparse.Namespace) -> int:
    path = Path(args.resummarize)
    old = json.loads(path.read_text())
    by_name = {c.name: c for c in configs()}
    cfgs = [by_name[c["name"]] for c in old["configs"]]
    basis = args.basis if args.basis != "auto" else ("wall" if old["loadavg_before"][0] < 1.0 else "cpu")
    old.update(summarize(old["runs"], cfgs, basis))
    path.write_text(json.dumps(old, indent=2))
    if not args.no_plot:
        old["plots"] = write_plot(old, path.with_suffix(""))
    _print_table(old, print if not args.json else (lambda *a: print(*a, file=sys.stderr)))
    if args.json:
        print(json.dumps({k: old[k] for k in HEADLINE_KEYS}))
    return 0


HEADLINE_KEYS = ("speedup_vs_plain", "speedup_vs_hf_best", "greedy_identical", "acceptance_rate", "basis",
                 "best_automatic", "hf_best", "plain_vs_hf_generate", "per_task_speedup", "per_task_vs_hf_best",
                 "speculation_does_not_pay", "loadavg_before", "loadavg_after", "seconds")


def run(args: argparse.Namespace) -> int:
    import torch

    if args.resummarize:
        return resummarize(args)

    from powerlever.engine.fastpath import engine_weight_dtype
    from powerlever.engine.loader import load_model
    from powerlever.tiers import PACKAGED_MODEL

    torch.set_num_threads(max(1, args.threads))
    if args.dtype:
        os.environ["POWERLEVER_ENGINE_DTYPE"] = args.dtype
    max_tokens = args.max_tokens or (24 if args.quick else 64)
    wanted = {c for c in args.configs.split(",") if c}
    cfgs = [c for c in configs() if (not args.quick or c.quick) and (not wanted or c.name in wanted or c.name == "plain")]
    prompts = load_prompts(args.prompts, args.quick)
    load_before = os.getloadavg()
    t_start = time.perf_counter()
    target = load_model(PACKAGED_MODEL)
    log = (lambda *a: print(*a, file=sys.stderr)) if args.json else print
    log(f"bench spec: {len(prompts)} prompts x {len(cfgs)} configs, {max_tokens} tokens, "
        f"{args.threads} thread(s), loadavg {load_before[0]:.2f}")

    runs: list[dict[str, Any]] = []
    _run_one(target, cfgs[0], prompts[0], 4)  # warm-up: caches, fused weights, allocator
    for prompt in prompts:
        plain_ids = None
        for cfg in cfgs:
            rec = _run_one(target, cfg, prompt, max_tokens)
            if cfg.name == "plain":
                plain_ids = rec["token_ids"]
            rec["identical_to_plain"] = rec["token_ids"] == plain_ids if cfg.kind == "ours" else None
            rec["matches_plain_prefix"] = _prefix(rec["token_ids"], plain_ids)
            runs.append(rec)
            log(f"  {prompt['id']:<12} {cfg.name:<20} {rec['tokens']:>3} tok  {rec['tps_wall']:7.1f} tok/s wall"
                f"  {rec['tps_cpu']:7.1f} tok/s cpu  acc={rec.get('acceptance_rate')}")
    basis = args.basis if args.basis != "auto" else ("wall" if load_before[0] < 1.0 else "cpu")
    result = summarize(runs, cfgs, basis)
    result.update({
        "benchmark": "spec", "quick": bool(args.quick), "model": target.name, "device": target.device,
        "engine_weight_dtype": str(engine_weight_dtype(target.model)).removeprefix("torch."),
        "threads": args.threads, "max_tokens": max_tokens, "prompts": len(prompts),
        "loadavg_before": [round(x, 2) for x in load_before],
        "loadavg_after": [round(x, 2) for x in os.getloadavg()],
        "cpu_count": os.cpu_count(), "platform": platform.platform(), "torch": torch.__version__,
        "seconds": round(time.perf_counter() - t_start, 1),
        "runs": [{k: v for k, v in r.items() if k != "token_ids"} for r in runs],
    })
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    stem = ("spec_quick" if args.quick else "spec") + args.tag
    (out / f"{stem}.json").write_text(json.dumps(result, indent=2))
    if not args.no_plot:
        result["plots"] = write_plot(result, out / stem)
    _print_table(result, log)
    if args.json:
        print(json.dumps({k: result[k] for k in HEADLINE_KEYS}))
    return 0


def _prefix(a: list[int], b: list[int] | None) -> int:
    if b is None:
        return 0
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _run_one(target: Any, cfg: Config, prompt: dict[str, str], max_tokens: int) -> dict[str, Any]:
    from powerlever.config import SamplingConfig, SpecConfig
    from powerlever.engine.drafters import make_drafter
    from powerlever.engine.generate import Generation, build_prompt_ids

    ids, _ = build_prompt_ids(target, prompt["prompt"], max_tokens)
    rec: dict[str, Any] = {"prompt": prompt["id"], "task": prompt["task"], "config": cfg.name}
    if cfg.kind == "hf":
        c0, t0 = time.process_time(), time.perf_counter()
        token_ids = _hf_generate(target, ids, max_tokens, cfg)
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    else:
        spec = SpecConfig(enabled=cfg.method is not None, method=cfg.method, K=cfg.K, tau=cfg.tau,
                          adaptive=cfg.adaptive)
        c0, t0 = time.process_time(), time.perf_counter()
        drafter = make_drafter(spec, target, target if cfg.method == "draft_model" else None, **cfg.options)
        gen = Generation(target, ids, SamplingConfig(max_tokens=max_tokens), spec, drafter=drafter)
        token_ids = [s.token_id for s in gen]
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        sp = gen.stats.spec or {}
        for key in ("drafted", "accepted", "acceptance_rate", "mean_accepted_length", "tokens_per_verify",
                    "per_position_acceptance", "draft_ms", "verify_ms", "plain_decoding_chosen_steps"):
            if key in sp:
                rec[key] = sp[key]
        if cfg.adaptive:
            rec["k_history"] = sp.get("k_history")
    rec.update({"tokens": len(token_ids), "wall_s": round(wall, 4), "cpu_s": round(cpu, 4),
                "tps_wall": round(len(token_ids) / wall, 2) if wall else 0.0,
                "tps_cpu": round(len(token_ids) / cpu, 2) if cpu else 0.0, "token_ids": token_ids})
    return rec


def _hf_generate(target: Any, ids: list[int], max_tokens: int, cfg: Config) -> list[int]:
    import torch

    from powerlever.engine.generate import eos_ids

    model = target.model
    kwargs: dict[str, Any] = {"max_new_tokens": max_tokens, "do_sample": False,
                              "pad_token_id": target.tokenizer.pad_token_id or 0}
    eos = sorted(eos_ids(target))
    kwargs["eos_token_id"] = eos
    extra = dict(cfg.hf_kwargs)
    if extra.pop("assistant", False):
        kwargs["assistant_model"] = model  # the only same-tokenizer model available offline
    kwargs.update(extra)
    inp = torch.tensor([ids], device=model.device)
    with torch.inference_mode():
        out = model.generate(inp, attention_mask=torch.ones_like(inp), **kwargs)
    new = out[0, len(ids):].tolist()
    cut = next((i for i, t in enumerate(new) if t in eos), len(new))
    return new[:cut]


def _agg(runs: list[dict[str, Any]]) -> dict[str, Any]:
    tokens = sum(r["tokens"] for r in runs)
    wall = sum(r["wall_s"] for r in runs)
    cpu = sum(r["cpu_s"] for r in runs)
    drafted = sum(r.get("drafted", 0) for r in runs)
    accepted = sum(r.get("accepted", 0) for r in runs)
    out = {"tokens": tokens, "tps_wall": round(tokens / wall, 2) if wall else 0.0,
           "tps_cpu": round(tokens / cpu, 2) if cpu else 0.0,
           "acceptance_rate": round(accepted / drafted, 4) if drafted else None, "drafted": drafted,
           "accepted": accepted}
    idents = [r["identical_to_plain"] for r in runs if r.get("identical_to_plain") is not None]
    if idents:
        out["identical_to_plain"] = all(idents)
    return out


def summarize(runs: list[dict[str, Any]], cfgs: list[Config], basis: str = "wall") -> dict[str, Any]:
    """Aggregate runs per configuration and task; headline ratios on ``basis`` (wall | cpu)."""
    tasks = [t for t in TASKS if any(r["task"] == t for r in runs)]
    overall = {c.name: _agg([r for r in runs if r["config"] == c.name]) for c in cfgs}
    per_task = {t: {c.name: _agg([r for r in runs if r["config"] == c.name and r["task"] == t]) for c in cfgs}
                for t in tasks}
    auto = [c.name for c in cfgs if c.automatic]
    hf = [c.name for c in cfgs if c.kind == "hf"]
    spec_cfgs = [c.name for c in cfgs if c.kind == "ours" and c.method]

    def ratios(basis: str) -> dict[str, Any]:
        best_auto = max(auto, key=lambda n: overall[n][basis]) if auto else "plain"
        hf_best = max(hf, key=lambda n: overall[n][basis]) if hf else None
        plain = overall["plain"][basis]
        out = {
            "best_automatic": best_auto, "hf_best": hf_best,
            "speedup_vs_plain": round(overall[best_auto][basis] / plain, 3) if plain else None,
            "speedup_vs_hf_best": round(overall[best_auto][basis] / overall[hf_best][basis], 3) if hf_best else None,
            "plain_vs_hf_generate": round(plain / overall["hf_generate"][basis], 3)
            if "hf_generate" in overall else None,
            "ratios_vs_plain": {n: round(overall[n][basis] / plain, 3) for n in overall} if plain else {},
        }
        out["per_task_speedup"] = {
            t: {"best_automatic_vs_plain": round(per_task[t][best_auto][basis] / per_task[t]["plain"][basis], 3),
                "best_automatic_vs_hf_best": round(per_task[t][best_auto][basis] / max(per_task[t][h][basis] for h in hf), 3)
                if hf else None,
                "ratios_vs_plain": {n: round(per_task[t][n][basis] / per_task[t]["plain"][basis], 3) for n in overall}}
            for t in tasks}
        return out

    wall, cpu = ratios("tps_wall"), ratios("tps_cpu")
    head = cpu if basis == "cpu" else wall
    best = head["best_automatic"]
    identical = all(r["identical_to_plain"] for r in runs if r["config"] in spec_cfgs)
    no_pay = [t for t in tasks if head["per_task_speedup"][t]["best_automatic_vs_plain"] < 1.0]
    return {
        "basis": basis,
        "speedup_vs_plain": head["speedup_vs_plain"], "speedup_vs_hf_best": head["speedup_vs_hf_best"],
        "greedy_identical": identical, "acceptance_rate": overall[best]["acceptance_rate"],
        "best_automatic": best, "hf_best": head["hf_best"], "plain_vs_hf_generate": head["plain_vs_hf_generate"],
        "per_task_speedup": {t: v["best_automatic_vs_plain"] for t, v in head["per_task_speedup"].items()},
        "per_task_vs_hf_best": {t: v["best_automatic_vs_hf_best"] for t, v in head["per_task_speedup"].items()},
        "speculation_does_not_pay": no_pay,
        "wall_clock": wall,
        "cpu_time": cpu,
        "overall": overall, "per_task": per_task,
        "configs": [{"name": c.name, "kind": c.kind, "method": c.method, "K": c.K, "tau": c.tau,
                     "adaptive": c.adaptive, "automatic": c.automatic, **({"hf": c.hf_kwargs} if c.hf_kwargs else {})}
                    for c in cfgs],
    }


def write_plot(result: dict[str, Any], stem: Path) -> dict[str, str]:
    """Tokens/s per task and configuration, and speedup vs our plain decoding (HTML, and PNG if kaleido works)."""
    try:
        import plotly.graph_objects as go
        from plotly.subplots import make_subplots
    except ImportError:
        return {}
    names = [c["name"] for c in result["configs"]]
    tasks = list(result["per_task"]) + ["overall"]
    basis = result.get("basis", "wall")
    key, block = ("tps_cpu", "cpu_time") if basis == "cpu" else ("tps_wall", "wall_clock")
    label = "CPU time of this process" if basis == "cpu" else "wall clock"
    fig = make_subplots(rows=1, cols=2, subplot_titles=(f"tokens/s ({label})", "speedup vs our plain decoding"))
    from plotly.colors import qualitative

    palette = (qualitative.Plotly + qualitative.Set2) * 2
    for idx, name in enumerate(names):
        color = palette[idx]
        tps = [result["per_task"][t][name][key] for t in tasks[:-1]] + [result["overall"][name][key]]
        ratio = [result[block]["per_task_speedup"][t]["ratios_vs_plain"][name] for t in tasks[:-1]] + \
                [result[block]["ratios_vs_plain"][name]]
        fig.add_trace(go.Bar(name=name, x=tasks, y=tps, legendgroup=name, marker_color=color), row=1, col=1)
        fig.add_trace(go.Bar(name=name, x=tasks, y=ratio, legendgroup=name, showlegend=False, marker_color=color),
                      row=1, col=2)
    fig.add_hline(y=1.0, line_dash="dot", row=1, col=2)
    fig.update_layout(
        barmode="group", height=520, width=1300,
        title=(f"Speculative decoding on {result['model']}, basis: {basis}<br>({result['device']}, {result['threads']} thread, "
               f"{result['engine_weight_dtype']} matrices, greedy, {result['max_tokens']} tokens; "
               f"loadavg {result['loadavg_before'][0]:.1f}→{result['loadavg_after'][0]:.1f})"))
    return save_figure(fig, stem)


def _print_table(result: dict[str, Any], log: Any) -> None:
    key, block = ("tps_cpu", "cpu_time") if result.get("basis") == "cpu" else ("tps_wall", "wall_clock")
    log(f"\ntokens/s ({result.get('basis')})      " + "  ".join(f"{t:>10}" for t in result["per_task"])
        + "     overall  x plain")
    for c in result["configs"]:
        n = c["name"]
        cells = "  ".join(f"{result['per_task'][t][n][key]:10.1f}" for t in result["per_task"])
        log(f"{n:<22} {cells}  {result['overall'][n][key]:10.1f}  {result[block]['ratios_vs_plain'][n]:6.2f}")
    log(f"\nbest automatic: {result['best_automatic']}  speedup vs plain {result['speedup_vs_plain']}  "
        f"vs HF best ({result['hf_best']}) {result['speedup_vs_hf_best']}  plain vs HF generate "
        f"{result['plain_vs_hf_generate']}  greedy identical: {result['greedy_identical']}")
    other = "wall_clock" if block == "cpu_time" else "cpu_time"
    log(f"other basis ({other}): speedup vs plain {result[other]['speedup_vs_plain']}, vs HF best "
        f"{result[other]['speedup_vs_hf_best']}, plain vs HF generate {result[other]['plain_vs_hf_generate']}")

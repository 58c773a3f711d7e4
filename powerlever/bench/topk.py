"""``python -m powerlever bench topk``: the dynamic top-K vocabulary sweep (NanoSpec-style).

For each model and each K in {500, 1000, 3000, 10000, 30000}, against the full head:
  * the full head ("full") is the engine's own: the runner's lm_head in the draft's weight plan (on CPU the
    ``mixed`` plan, whose head is int4-g128: ``quant.MIXED_ROLES``), what a draft without ``vocab_topk``
    runs (``drafters.base.last_logits``); the body of every draft step runs in that plan too. Top-K rows
    are gathered from an int8 copy of the head (int4 packs rows in blocks; ``engine.vocab``), so where the
    plan is an int one a "full-int8" row (the same int8 kernel over all rows) separates the cost and the
    acceptance effect of the format from those of the pruning;
  * projection ms: ``head.project`` on real draft hidden states vs the full head (same run);
  * draft step ms: one early-exit draft step (the engine's layer-skip draft: first N layers + head);
  * acceptance: greedy speculative acceptance (K_spec drafts per verify) of the top-K draft against the
    full-vocabulary target, on held-out text = the target's own greedy continuations of the prompts in
    assets/bench/topk_prompts.json (teacher-forced: on the accepted path a greedy draft sees exactly the
    target's tokens, so the simulation is exact); plus "fidelity" (the full-depth model as its own draft:
    how often the top-K argmax equals the full-head argmax) and the expected acceptance when sampling
    at temperature 0.7 (sum of min(p, q), q zero outside the active set);
  * end-to-end tokens/s through the real speculative engine (the draft_model drafter, or layer-skip for a
    self-draft, with the head hook; the full-head run passes no hook, as the engine does), with a check that
    greedy output is identical to plain decoding.
Timings are best-of-N over interleaved rounds, medians kept alongside (the 2 cores are shared with
other work); os.getloadavg() is recorded before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import torch

from powerlever.bench.environment import bench_env
from powerlever.bench.figures import save_figure
from powerlever.bench.spec import all_checked
from powerlever.cli.argtypes import float_between, int_between, positive_int

ROOT = Path(__file__).resolve().parents[2]
PROMPTS = ROOT / "assets" / "bench" / "topk_prompts.json"
RESULTS = ROOT / "docs" / "results"
KS = (500, 1000, 3000, 10000, 30000)
HEADLINE_K = 3000
SAMPLE_T = 0.7


def _ks(text: str) -> list[int]:
    """--ks: positive integers, comma-separated."""
    return [positive_int(k.strip()) for k in text.split(",")]


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--quick", action="store_true", help="small run (< 300 s): 3 prompts, short continuations")
    p.add_argument("--json", action="store_true", help="print one JSON summary object last")
    p.add_argument("--models", default=None,
                   help="comma-separated draft model refs/aliases (default: qwen-0.5b, the Performance tier's draft)")
    p.add_argument("--target", default="qwen-1.5b",
                   help="target whose greedy output the draft must match (default qwen-1.5b; 'self' = the model's "
                        "own full depth, drafting by early exit, as for a model without a separate target)")
    p.add_argument("--ks", default=None, type=_ks, help="comma-separated K values (default 500,1000,3000,10000,30000)")
    p.add_argument("--clusters", type=positive_int, default=None, help="k-means clusters of the artifact (default 3000)")
    p.add_argument("--spec-k", type=int_between(1, 16, "an integer 1-16"), default=4, help="draft tokens per verify step (default 4)")
    p.add_argument("--exit-frac", type=float_between(0.0, 1.0, "a fraction in (0, 1]", lo_open=True), default=0.9,
                   help="early-exit draft depth as a fraction of layers (default 0.9: shallower exits of these "
                        "models agree with the full model on < 30%% of tokens)")
    p.add_argument("--prompts", type=positive_int, default=None, help="number of held-out prompts")
    p.add_argument("--tokens", type=positive_int, default=None, help="continuation tokens per prompt")
    p.add_argument("--no-e2e", action="store_true", help="skip end-to-end speculative runs")
    p.add_argument("--no-profile", action="store_true", help="skip the torch.profiler breakdown (--quick skips it too)")
    p.add_argument("--threads", type=positive_int, default=1,
                   help="torch CPU threads (default 1: with other work on the 2 shared cores, 2 OpenMP threads "
                        "spin-wait on each other and every timing becomes noise)")
    p.add_argument("--out", default=str(RESULTS), help="results folder (default docs/results)")
    p.add_argument("--no-plot", action="store_true", help="skip the Plotly figure (as the other benches allow)")


def _log(msg: str) -> None:
    print(f"[topk] {msg}", file=sys.stderr, flush=True)


# -- data -----------------------------------------------------------------------------------------
def _prompt_ids(lm: Any, text: str) -> list[int]:
    tok = lm.tokenizer
    if getattr(tok, "chat_template", None):
        out = tok.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True, tokenize=True)
        return list(out["input_ids"] if isinstance(out, dict) or hasattr(out, "input_ids") else out)
    return list(tok(f"Question: {text}\nAnswer:")["input_ids"])  # base model (Gemma 3 270M): plain Q/A frame


@torch.inference_mode()
def _runner_states(lm: Any, seq: list[int]) -> tuple[torch.Tensor, torch.Tensor]:
    """Final-normed hidden states [T, d] and logits [T, V] of ``seq`` through the engine's own runner
    (the loaded models are float16: Hugging Face's CPU fp16 forward would take minutes)."""
    from powerlever.engine.fastpath import make_runner

    runner = make_runner(lm.model, capacity=len(seq) + 8)
    hidden = runner.forward(seq, 0).float()
    return hidden, torch.cat([runner.logits(hidden[i:i + 64]) for i in range(0, len(seq), 64)])


@torch.inference_mode()
def _continuation(lm: Any, ids: list[int], n: int) -> list[int]:
    """The target's greedy continuation through the engine's own runner."""
    from powerlever.engine.fastpath import make_runner

    runner = make_runner(lm.model, capacity=len(ids) + n + 8)
    h = runner.forward(ids, 0)
    out: list[int] = []
    for i in range(n):
        tok = int(runner.logits(h[-1:])[0].argmax())
        out.append(tok)
        h = runner.forward([tok], len(ids) + i)
    return out


@torch.inference_mode()
def _hidden(lm: Any, seq: list[int], exit_layer: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Teacher-forced final-normed hidden states [T, d] at the exit layer and at full depth, and the
    full-vocabulary target logits' argmax [T] (what greedy verification compares against)."""
    base = lm.model.model
    out = base(input_ids=torch.tensor([seq], device=lm.model.device), output_hidden_states=True)
    full = out.last_hidden_state[0].float()
    early = base.norm(out.hidden_states[exit_layer])[0].float()
    weight = lm.model.get_output_embeddings().weight
    logits = full @ weight.float().T
    softcap = getattr(lm.model.config, "final_logit_softcapping", None)
    if softcap:
        logits = torch.tanh(logits / softcap) * softcap
    return early, full, logits


def _simulate(matches: list[bool], spec_k: int) -> tuple[int, int, int]:
    """Greedy speculation over one sequence: (drafted, accepted, verify steps)."""
    i, drafted, accepted, steps = 0, 0, 0, 0
    n = len(matches)
    while i < n:
        k = min(spec_k, n - i)
        a = 0
        while a < k and matches[i + a]:
            a += 1
        drafted += k
        accepted += a
        steps += 1
        i += a + 1
    return drafted, accepted, steps


# -- timing ---------------------------------------------------------------------------------------
def _times_ms(fn: Any, reps: int) -> list[float]:
    fn()
    ts = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        ts.append((time.perf_counter() - t) * 1000)
    return ts


class EngineHead:
    """The engine's own full head for ``lm``: a runner's ``logits`` in the model's weight plan (int4-g128 under
    the CPU ``mixed`` plan), with the ``project`` interface of ``DynamicVocabHead``. It is what a model drafter
    without a head hook computes (``drafters.base.last_logits``), so it is the reference for every top-K row."""

    def __init__(self, lm: Any):
        from powerlever.engine.fastpath import HFRunner, make_runner

        self.runner = make_runner(lm.model, capacity=8)
        self.hf = isinstance(self.runner, HFRunner)
        self.vocab = int(lm.model.get_output_embeddings().weight.shape[0])
        self.ids = torch.arange(self.vocab)
        self.weights = self.runner.plan.name  # e.g. "mixed (prefill int8-dyn)"
        self.format = self.runner.weights if self.hf else self.runner.step_w["head"].fmt

    def project(self, hidden: torch.Tensor, context_ids: Any = ()) -> tuple[torch.Tensor, torch.Tensor]:
        if hidden.dim() == 1:
            hidden = hidden.unsqueeze(0)
        if self.hf:
            hidden = hidden.to(self.runner.lm_head.dtype)
        return self.runner.logits(hidden), self.ids


# -- one model ------------------------------------------------------------------------------------
def bench_model(ref: str, ks: list[int], args: argparse.Namespace) -> dict[str, Any]:
    from powerlever.engine.fastpath import lean_supported, make_runner
    from powerlever.engine.vocab import make_dynamic_head
    from powerlever.engine.vocab.models import load

    quick = args.quick
    t_model = time.perf_counter()
    lm = load(ref, progress=_log)
    target = None if args.target in (None, "", "self") else load(args.target, progress=_log)
    vocab = int(lm.model.get_output_embeddings().weight.shape[0])
    n_layers = int(lm.model.config.num_hidden_layers)
    # a separate target: the draft runs at full depth (it is the draft model); else it drafts by early exit
    exit_layer = n_layers if target is not None else max(1, round(n_layers * args.exit_frac))
    lean = lean_supported(lm.model)
    # labels: each K (top-K heads), "full-int8" (the top-K heads' int8 kernel over every row, where the plan
    # is an int one) and "full" (the engine's own head, the reference)
    heads: dict[int | str, Any] = {}
    t0 = time.perf_counter()
    for k in ks:
        heads[k] = make_dynamic_head(lm, k, progress=_log, **({"n_clusters": args.clusters} if args.clusters else {}))
    topk_fmt = heads[ks[0]].fmt if ks else "float"
    if topk_fmt == "int8":
        heads["full-int8"] = make_dynamic_head(lm, vocab)
    engine_head = heads["full"] = EngineHead(lm)
    art_status = heads[ks[0]].status if ks else "n/a"
    artifact_s = time.perf_counter() - t0
    formats = {"int8": "int8 rows", "int4": "int4-g128 rows (native units kernel)",
               "int4-a16": "int4-a16 rows (integer kernel, exact active rows)",
               "int4-a8": "int4-a8 rows (integer kernel, exact active rows)"}
    topk_desc = (formats.get(topk_fmt) or str(heads[ks[0]].weight.dtype).removeprefix("torch.")) if ks else "n/a"
    _log(f"{lm.name}: vocab {vocab:,}, {n_layers} layers, draft exit layer {exit_layer}, artifact {art_status} "
         f"({artifact_s:.1f} s), weights {engine_head.weights}, full head {engine_head.format}, top-K {topk_desc}")

    prompts = json.loads(PROMPTS.read_text())["prompts"]
    n_prompts = args.prompts or (3 if quick else len(prompts))
    n_tokens = args.tokens or (24 if quick else 48)
    seqs = []
    for item in prompts[:n_prompts]:
        ids = _prompt_ids(lm, item["prompt"])
        seqs.append((ids, _continuation(target or lm, ids, n_tokens)))
    _log(f"{len(seqs)} held-out continuations of {n_tokens} tokens generated")

    # acceptance (teacher-forced, exact for greedy) ------------------------------------------------
    from powerlever.config import SamplingConfig
    from powerlever.engine.sampling import target_probs

    samp = SamplingConfig(temperature=SAMPLE_T, top_p=1.0)
    acc: dict[int | str, dict[str, Any]] = {k: {"drafted": 0, "accepted": 0, "steps": 0, "fid": 0, "n": 0,
                                          "alpha": 0.0, "active": 0} for k in heads}
    samples: list[tuple[torch.Tensor, torch.Tensor, list[int]]] = []
    for ids, cont in seqs:
        seq = ids + cont
        if target is not None:  # the draft model's full-depth states vs the target's logits
            full, _ = _runner_states(lm, seq)
            early, logits = full, _runner_states(target, seq)[1]
        else:
            early, full, logits = _hidden(lm, seq, exit_layer)
        positions = range(len(ids) - 1, len(seq) - 1)
        tgt = logits.argmax(-1)
        for k, head in heads.items():
            matches = []
            st = acc[k]
            for p in positions:
                ctx = seq[: p + 1]
                lg, active = head.project(early[p:p + 1], ctx)
                matches.append(int(active[int(lg[0].argmax())]) == int(tgt[p]))
                lf, af = head.project(full[p:p + 1], ctx)
                st["fid"] += int(int(af[int(lf[0].argmax())]) == int(tgt[p]))
                st["active"] += int(active.numel())
                q = torch.zeros(vocab)
                q[active.cpu()] = target_probs(lg[0].float().cpu(), samp)
                st["alpha"] += float(torch.minimum(target_probs(logits[p].cpu(), samp), q).sum())
                st["n"] += 1
            d, a, s = _simulate(matches, args.spec_k)
            st["drafted"] += d
            st["accepted"] += a
            st["steps"] += s
        for p in list(positions)[:: max(1, len(positions) // 8)]:
            samples.append((early[p:p + 1], full[p:p + 1], seq[: p + 1]))
    _log("acceptance measured")

    # projection and draft-step timing (interleaved rounds, medians) --------------------------------
    reps = 5 if quick else 10
    rounds = 2 if quick else 4
    proj: dict[int | str, list[float]] = {k: [] for k in heads}
    step: dict[int | str, list[float]] = {k: [] for k in heads}
    runner = make_runner(lm.model, capacity=len(seqs[0][0]) + len(seqs[0][1]) + 8)
    ids0, cont0 = seqs[0]
    seq0 = ids0 + cont0
    with torch.inference_mode():
        runner.forward(seq0[:-1], 0)
        for _ in range(rounds):
            for k, head in heads.items():
                for h_e, _h_f, ctx in samples[:4]:
                    proj[k].extend(_times_ms(lambda h=h_e, c=ctx, hd=head: hd.project(h, c), reps))
                def draft_step(hd: Any = head, pos: int = len(seq0) - 1,
                               n_exit: int | None = exit_layer if lean else None) -> None:
                    h = runner.forward([seq0[-1]], pos, n_layers=n_exit)
                    hd.project(h[-1:], seq0)

                step[k].extend(_times_ms(draft_step, max(3, reps // 2)))
    _log("timing measured")

    # end-to-end through the speculative engine -------------------------------------------------------
    e2e: dict[int | str, dict[str, Any]] = {}
    plain_tps = None
    if not args.no_e2e:
        e2e, plain_tps = _e2e(lm, heads, seqs, args, lean, target)

    full_row = None
    rows = []
    for k in heads:
        st = acc[k]
        row = {
            "K": k,
            "active_vocab_mean": round(st["active"] / st["n"], 1),
            # best-of-N is the cost with the least interference from other processes on the shared
            # cores (as timeit recommends); the median is kept to show the spread
            "projection_ms": round(min(proj[k]), 4),
            "projection_ms_median": round(statistics.median(proj[k]), 4),
            "draft_step_ms": round(min(step[k]), 3),
            "draft_step_ms_median": round(statistics.median(step[k]), 3),
            "acceptance_rate": round(st["accepted"] / st["drafted"], 4) if st["drafted"] else None,
            "mean_accepted_length": round(st["accepted"] / st["steps"], 4) if st["steps"] else None,
            "fidelity_top1": round(st["fid"] / st["n"], 4),
            "sampling_acceptance_t0.7": round(st["alpha"] / st["n"], 4),
            "positions": st["n"],
        }
        row.update(e2e.get(k, {}))
        rows.append(row)
        if k == "full":
            full_row = row
    assert full_row is not None
    for row in rows:
        row["projection_speedup"] = round(full_row["projection_ms"] / row["projection_ms"], 3)
        row["draft_step_speedup"] = round(full_row["draft_step_ms"] / row["draft_step_ms"], 3)
        if row["acceptance_rate"] is not None and full_row["acceptance_rate"]:
            row["acceptance_retention"] = round(row["acceptance_rate"] / full_row["acceptance_rate"], 4)
        if row.get("tokens_per_sec") and full_row.get("tokens_per_sec"):
            row["e2e_speedup_vs_full_head"] = round(row["tokens_per_sec"] / full_row["tokens_per_sec"], 3)
    draft_desc = (f"{lm.name} (full depth) drafting for {target.name}" if target is not None else
                  f"early exit at layer {exit_layer}/{n_layers} + head")
    result = {"model": lm.name, "ref": lm.ref, "target": target.name if target is not None else None,
              "vocab": vocab, "hidden": int(lm.model.config.hidden_size),
              "layers": n_layers, "draft": draft_desc
              + ("" if lean or target is not None else " for acceptance; draft step and e2e use the full-depth model as its own draft (no lean runner, "
                                 "so no layer skip, for this architecture)"),
              "draft_step_depth": exit_layer if lean else n_layers,
              "draft_weights": engine_head.weights, "head_dtype": engine_head.format, "topk_rows": topk_desc,
              "artifact": {"status": art_status, "clusters": heads[ks[0]].artifact.n_clusters if ks else None,
                           "build_seconds": round(heads[ks[0]].artifact.build_seconds, 1) if ks else None},
              "spec_k": args.spec_k, "prompts": len(seqs), "tokens_per_prompt": n_tokens,
              "plain_tokens_per_sec": plain_tps, "rows": rows,
              "seconds": round(time.perf_counter() - t_model, 1)}
    if not args.no_profile and not quick:
        from powerlever.engine.vocab.profile import profile_draft_step

        result["profile"] = profile_draft_step(lm, steps=6)
    return result


def _e2e(lm: Any, heads: dict[int | str, Any], seqs: list[tuple[list[int], list[int]]], args: argparse.Namespace,
         lean: bool, target: Any = None) -> tuple[dict[int | str, dict[str, Any]], float]:
    """Tokens/s through the real engine: plain decoding, then a model drafter per head.

    Llama-family: the layer-skip drafter (early exit, shared cache). Other architectures (Gemma 3):
    the draft_model drafter with the model as its own draft (the only same-tokenizer draft offline),
    which isolates what the cheaper head buys end to end."""
    from powerlever.config import SamplingConfig, SpecConfig
    from powerlever.engine.drafters import make_drafter
    from powerlever.engine.generate import Generation

    n_prompts = 1 if args.quick else min(4 if lean and target is None else 2, len(seqs))
    max_tokens = 16 if args.quick else (48 if lean and target is None else 32)
    verifier = target or lm
    n_layers = int(lm.model.config.num_hidden_layers)
    exit_layer = max(1, round(n_layers * args.exit_frac))

    def run(drafter: Any, spec: SpecConfig | None) -> tuple[float, list[list[int]], list[dict[str, Any]]]:
        toks, secs, outs, stats = 0, 0.0, [], []
        for ids, _ in seqs[:n_prompts]:
            d = drafter() if drafter else None
            g = Generation(verifier, ids, SamplingConfig(max_tokens=max_tokens, temperature=0.0), spec=spec, drafter=d)
            outs.append([s.token_id for s in g])
            toks += g.stats.tokens
            secs += g.stats.decode_seconds
            if g.stats.spec:
                stats.append(g.stats.spec)
        return toks / secs if secs else 0.0, outs, stats

    plain_tps, plain_out, _ = run(None, None)
    out: dict[int | str, dict[str, Any]] = {}
    for k, head in heads.items():
        # "full-int8" is not a head the engine runs; the full head goes through no hook, as in the engine
        if k == "full-int8" or (args.quick and k not in (HEADLINE_K, "full")):
            continue
        hook = None if k == "full" else head
        method = "layerskip" if lean and target is None else "draft_model"
        spec = SpecConfig(method=method, K=args.spec_k, tau=0.0, vocab_topk=None if k == "full" else k)
        skip = method == "layerskip"
        tps, outs, stats = run(lambda hd=hook, s=spec, sk=skip: make_drafter(
            s, verifier, draft=None if sk else lm, head=hd.fresh() if hd is not None else None,
            **({"exit_layer": exit_layer} if sk else {})), spec)
        drafted = sum(s["drafted"] for s in stats)
        accepted = sum(s["accepted"] for s in stats)
        out[k] = {"tokens_per_sec": round(tps, 2), "greedy_identical": outs == plain_out, "e2e_drafter": method,
                  "engine_acceptance_rate": round(accepted / drafted, 4) if drafted else None}
        _log(f"e2e K={k}: {tps:.1f} tok/s (plain {plain_tps:.1f}), identical={outs == plain_out}")
    return out, round(plain_tps, 2)


# -- output ---------------------------------------------------------------------------------------
def _plot(models: list[dict[str, Any]], out_dir: Path, stem: str) -> dict[str, str]:
    import plotly.graph_objects as go
    from plotly.subplots import make_subplots

    fig = make_subplots(rows=1, cols=2, subplot_titles=(
        "Draft step speedup vs acceptance retention", "End-to-end tokens/s vs acceptance rate"))
    colors = ["#2a9d8f", "#e76f51", "#264653", "#e9c46a"]
    for i, m in enumerate(models):
        rows = m["rows"]
        labels = [f"K={r['K']}" for r in rows]
        c = colors[i % len(colors)]
        fig.add_trace(go.Scatter(x=[r["draft_step_speedup"] for r in rows],
                                 y=[r.get("acceptance_retention") for r in rows], mode="lines+markers+text",
                                 text=labels, textposition="top center", name=f"{m['model']} (vocab {m['vocab']:,})",
                                 line={"color": c}), row=1, col=1)
        if any(r.get("tokens_per_sec") for r in rows):
            fig.add_trace(go.Scatter(x=[r.get("tokens_per_sec") for r in rows], y=[r["acceptance_rate"] for r in rows],
                                     mode="lines+markers+text", text=labels, textposition="top center",
                                     name=f"{m['model']} e2e", line={"color": c, "dash": "dot"}), row=1, col=2)
            if m.get("plain_tokens_per_sec"):
                fig.add_vline(x=m["plain_tokens_per_sec"], line_dash="dash", line_color="#999",
                              annotation_text="plain decoding", row=1, col=2)
    fig.update_xaxes(title_text="draft step speedup vs full head (x)", row=1, col=1)
    fig.update_yaxes(title_text="acceptance retention (top-K / full)", row=1, col=1)
    fig.update_xaxes(title_text="tokens/s (speculative decoding, CPU; Gemma: self-draft)", row=1, col=2)
    fig.update_yaxes(title_text="acceptance rate", row=1, col=2)
    fig.update_layout(title="Dynamic top-K vocabulary projection: Pareto frontier", width=1200, height=520,
                      template="plotly_white")
    paths = save_figure(fig, out_dir / stem)
    if "png_error" in paths:
        _log(f"PNG export failed ({paths.pop('png_error')}); HTML written")
    return paths


def run(args: argparse.Namespace) -> int:
    t0 = time.perf_counter()
    if args.threads:
        torch.set_num_threads(args.threads)
    load_before = os.getloadavg()
    ks = args.ks or list(KS)
    refs = args.models.split(",") if args.models else ["qwen-0.5b"]
    models, errors = [], []
    for ref in refs:
        try:
            models.append(bench_model(ref.strip(), ks, args))
        except Exception as exc:
            if ref == refs[0]:
                raise
            _log(f"{ref} skipped: {type(exc).__name__}: {exc}")
            errors.append({"model": ref, "error": f"{type(exc).__name__}: {exc}"})
    primary = models[0]
    by_k = {r["K"]: r for r in primary["rows"]}
    head_k = by_k.get(HEADLINE_K) or min((r for r in primary["rows"] if isinstance(r["K"], int)),
                                          key=lambda r: abs(int(r["K"]) - HEADLINE_K))
    summary: dict[str, Any] = {
        "benchmark": "topk",
        "quick": bool(args.quick),
        "model": primary["model"],
        "target": primary.get("target"),
        "headline_K": head_k["K"],
        "projection_speedup": head_k["projection_speedup"],
        "draft_step_speedup": head_k["draft_step_speedup"],
        "acceptance_retention": head_k.get("acceptance_retention"),
        # None when no row ran end to end (--no-e2e): unchecked, never a vacuous True
        "greedy_identical": all_checked([r.get("greedy_identical") for m in models for r in m["rows"]]),
        "rows": primary["rows"],
        "models": models,
        "errors": errors,
        "loadavg_before": [round(x, 2) for x in load_before],
        "loadavg_after": [round(x, 2) for x in os.getloadavg()],
        "cpu_threads": torch.get_num_threads(),
        "device": "cpu" if not torch.cuda.is_available() else torch.cuda.get_device_name(0),
        "seconds": round(time.perf_counter() - t0, 1),
        "timestamp": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "env": bench_env(),
    }
    for m in models[1:]:
        row = next((r for r in m["rows"] if r["K"] == head_k["K"]), None)
        if row:
            summary[f"{m['model']}_K{head_k['K']}"] = {k: row.get(k) for k in (
                "projection_speedup", "draft_step_speedup", "acceptance_retention")}
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    stem = ("topk_quick" if args.quick else "topk") + (f"_C{args.clusters}" if args.clusters else "")
    summary["plot"] = None if getattr(args, "no_plot", False) else _plot(models, out_dir, stem)
    (out_dir / f"{stem}.json").write_text(json.dumps(summary, indent=2))
    _print_table(models)
    if args.json:
        print(json.dumps(summary))
    return 0


def _print_table(models: list[dict[str, Any]]) -> None:
    for m in models:
        print(f"\n{m['model']} (vocab {m['vocab']:,}, {m['draft']}, weights {m['draft_weights']}, "
              f"full head {m['head_dtype']}, top-K {m['topk_rows']})")
        print(f"{'K':>9} {'active':>8} {'proj ms':>8} {'proj x':>7} {'step ms':>8} {'step x':>7} "
              f"{'acc':>6} {'retain':>7} {'len':>5} {'fid':>6} {'tok/s':>7} {'same':>5}")
        for r in m["rows"]:
            print(f"{r['K']!s:>9} {r['active_vocab_mean']:>8.0f} {r['projection_ms']:>8.3f} "
                  f"{r['projection_speedup']:>7.2f} {r['draft_step_ms']:>8.2f} {r['draft_step_speedup']:>7.2f} "
                  f"{r['acceptance_rate'] or 0:>6.3f} {r.get('acceptance_retention') or 0:>7.3f} "
                  f"{r['mean_accepted_length'] or 0:>5.2f} {r['fidelity_top1']:>6.3f} "
                  f"{(format(r['tokens_per_sec'], '.1f') if r.get('tokens_per_sec') else '-'):>7} "
                  f"{str(r.get('greedy_identical', '-')):>5}")

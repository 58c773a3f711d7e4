"""``python -m powerlever bench synthetic``: SYNTHETIC speedup-vs-acceptance curve on real architectures.

What it measures: the systems side of speculative decoding toward bigger targets, where no real pair
is available offline. A Llama-3.2-1B-shaped target and SmolLM2-135M/360M-shaped drafts (same 128k
vocabulary, as a real pair would share) are built from transformers configs with randomly initialized
weights (no download), in bfloat16, and run through the engine's lean runner. Every step does the real
work: K draft forwards, one target verify pass over K+1 tokens, cache rollback by position. Only the
accept/reject outcome is synthetic: each draft position is accepted with probability ``a`` (seeded),
because random weights would never agree. Measured speedup = tokens/s of this loop / tokens/s of plain
target decoding (on CPU timed in process CPU seconds, one thread, so other processes on a shared machine
distort it less than wall clock would; on CUDA in wall-clock seconds after a device sync), plotted beside the theory (1 - a^(K+1)) / ((1 - a)(K c + 1)) with the measured draft/
target cost ratio c. The gap between the two is the verify pass costing more than one target step.

Beside the curve, two checks on the same weights: the runner's logits against transformers' own forward
(prefill, one-token steps, a verify pass; ``parity``), and transformers' plain greedy ``generate`` as the
peer's decode rate (``hf_plain_tps``). ``--device cuda --target 8b`` runs a Llama-3.1-8B-shaped target on a GPU.

Numbers are NOT model quality or real acceptance; they are labeled synthetic everywhere.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from powerlever.bench.environment import bench_env
from powerlever.bench.figures import save_figure
from powerlever.cli.argtypes import one_of, one_of_list, positive_int

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "docs" / "results"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--quick", action="store_true", help="smaller grid, fewer tokens")
    p.add_argument("--json", action="store_true", help="print one JSON object last")
    p.add_argument("--tokens", type=positive_int, default=None, help="tokens generated per point (default 24, quick 8)")
    p.add_argument("--threads", type=positive_int, default=1, help="torch CPU threads (default 1)")
    p.add_argument("--target", default="1b", type=one_of(tuple(TARGET_SHAPES), "--target"),
                   help="target shape: 1b (Llama-3.2-1B, default) or 8b (Llama-3.1-8B)")
    p.add_argument("--target-layers", type=positive_int, default=None,
                   help="override the target depth (default: the shape's own, 16 for 1b)")
    p.add_argument("--weights", default="auto", type=weight_format,
                   help="the runner's weight format (default auto, as the engine picks; a GPU runs bf16)")
    p.add_argument("--device", default="cpu", type=one_of(("cpu", "cuda"), "--device"),
                   help="cpu (default, timed in process CPU seconds) or cuda (wall clock after a device sync)")
    p.add_argument("--drafts", default=None, type=one_of_list(tuple(DRAFT_SHAPES), "--drafts"), help="draft shapes, comma-separated (135m, 360m; default both, quick 135m)")
    p.add_argument("--out", default=str(RESULTS), help="results folder (default docs/results)")
    p.add_argument("--no-plot", action="store_true", help="skip the Plotly figure")


def weight_format(text: str) -> str:
    """--weights through the engine's own validator (``quant.normalize``: every plan format and its aliases)."""
    from powerlever.engine import quant

    try:
        return quant.normalize(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--weights: {text} not in auto, {', '.join(quant.PLAN_FORMATS)}") from None


TARGET_SHAPES = {  # published Llama-3 shapes: (hidden, intermediate, layers, heads, kv heads, head dim, tied, rope factor)
    "1b": (2048, 8192, 16, 32, 8, 64, True, 32.0),
    "8b": (4096, 14336, 32, 32, 8, 128, False, 8.0),
}


def target_config(shape: str = "1b") -> Any:
    """A published Llama-3 target shape (no weights needed): Llama-3.2-1B or Llama-3.1-8B."""
    from transformers import LlamaConfig

    hidden, inter, layers, heads, kv, head_dim, tied, factor = TARGET_SHAPES[shape]
    return LlamaConfig(
        vocab_size=128256, hidden_size=hidden, intermediate_size=inter, num_hidden_layers=layers,
        num_attention_heads=heads, num_key_value_heads=kv, head_dim=head_dim, max_position_embeddings=131072,
        rms_norm_eps=1e-5, tie_word_embeddings=tied, hidden_act="silu",
        rope_parameters={"rope_type": "llama3", "rope_theta": 500000.0, "factor": factor, "low_freq_factor": 1.0,
                         "high_freq_factor": 4.0, "original_max_position_embeddings": 8192})


DRAFT_SHAPES = {  # published SmolLM2 shapes: (hidden, intermediate, layers, heads, kv heads)
    "135m": (576, 1536, 30, 9, 3),
    "360m": (960, 2560, 32, 15, 5),
}


def draft_config(vocab: int, shape: str = "135m") -> Any:
    """A SmolLM2-shaped draft with the target's vocabulary (a draft must share it)."""
    from transformers import LlamaConfig

    hidden, inter, layers, heads, kv = DRAFT_SHAPES[shape]
    return LlamaConfig(
        vocab_size=vocab, hidden_size=hidden, intermediate_size=inter, num_hidden_layers=layers,
        num_attention_heads=heads, num_key_value_heads=kv, head_dim=64, max_position_embeddings=4096,
        rms_norm_eps=1e-5, tie_word_embeddings=True, hidden_act="silu",
        rope_parameters={"rope_type": "default", "rope_theta": 100000.0})


def build(config: Any, device: str = "cpu") -> Any:
    """Random weights in bfloat16, initialized where they will run (an 8B target is built on the GPU)."""
    import torch
    from transformers import LlamaForCausalLM

    before = torch.get_default_dtype()
    torch.set_default_dtype(torch.bfloat16)
    try:
        torch.manual_seed(0)
        with torch.device(device):
            model = LlamaForCausalLM(config)
    finally:
        torch.set_default_dtype(before)
    model.eval()
    model.requires_grad_(False)
    return model


def theory(a: float, k: int, c: float) -> float:
    tokens = (k + 1) if a >= 1.0 else (1 - a ** (k + 1)) / (1 - a)
    return tokens / (k * c + 1)


def run(args: argparse.Namespace) -> int:
    import torch

    from powerlever.engine.fastpath import LlamaRunner

    if args.device == "cuda" and not torch.cuda.is_available():
        print("bench synthetic: --device cuda: no CUDA device is available to torch here", file=sys.stderr)
        return 2
    torch.set_num_threads(max(1, args.threads))
    log = (lambda *a: print(*a, file=sys.stderr)) if args.json else print
    now = clock(args.device)
    n_tokens = args.tokens or (8 if args.quick else 16)
    accepts = [0.0, 0.5, 0.8, 1.0] if args.quick else [0.0, 0.3, 0.5, 0.7, 0.8, 0.9, 1.0]
    ks = [3] if args.quick else [2, 4]
    load_before = os.getloadavg()
    t_start = time.perf_counter()
    tcfg = target_config(args.target)
    if args.target_layers:
        tcfg.num_hidden_layers = args.target_layers
    log(f"SYNTHETIC: building random-weight {args.target}-shaped target ({tcfg.num_hidden_layers} layers, hidden "
        f"{tcfg.hidden_size}) and SmolLM2-shaped drafts, bfloat16, vocab {tcfg.vocab_size}, on {args.device}")
    target = build(tcfg, args.device)
    shapes = [d for d in (args.drafts or ("135m" if args.quick else "135m,360m")).split(",") if d]
    prompt = list(range(1000, 1032))
    cap = len(prompt) + n_tokens + 16
    n_params = {"target": sum(p.numel() for p in target.parameters())}
    points: list[dict[str, Any]] = []
    drafts: dict[str, Any] = {}
    with torch.inference_mode():
        t_run = LlamaRunner(target, cap, args.weights)  # packed once: the parity check, then the timings
        check = parity(target, t_run, prompt)
        log(f"parity with transformers' forward ({check['weights']}): max |diff| / max |logit| "
            f"{check['max_rel_diff']:.2e}, argmax agrees {check['argmax_agree']}/{check['rows']}")
        hf_tps = hf_plain_tps(target, prompt, n_tokens, now)
        t_run.forward(prompt, 0)  # the prompt again: the timings start from a cache holding it alone
        step_t = _time_steps(t_run, len(prompt), 4, now)  # per-token cost, plain decoding
        verify_ms = {m: _time_verify(t_run, len(prompt), m, now) for m in sorted({k + 1 for k in ks} | {1})}
        plain_tps = _plain(t_run, prompt, n_tokens, now)
        log(f"target step {step_t * 1000:.2f} ms; verify ms " + ", ".join(f"{m}:{v * 1000:.2f}" for m, v in verify_ms.items())
            + f"; plain {plain_tps:.1f} tok/s against transformers' generate {hf_tps:.1f} tok/s")
        for shape in shapes:
            draft = build(draft_config(tcfg.vocab_size, shape), args.device)
            n_params[f"draft_{shape}"] = sum(p.numel() for p in draft.parameters())
            d_run = LlamaRunner(draft, cap, args.weights)
            d_run.forward(prompt, 0)
            step_d = _time_steps(d_run, len(prompt), 4, now)
            c = step_d / step_t
            drafts[shape] = {"draft_step_ms": round(step_d * 1000, 3), "cost_ratio_c": round(c, 4)}
            log(f"draft {shape}: step {step_d * 1000:.2f} ms, c = {c:.3f}")
            for k in ks:
                for a in accepts:
                    tps, steps = _spec(t_run, d_run, prompt, n_tokens, k, a, seed=int(a * 100) + k, now=now)
                    pt = {"draft": shape, "c": round(c, 4), "K": k, "acceptance": a, "tps": round(tps, 3),
                          "speedup": round(tps / plain_tps, 3), "theory": round(theory(a, k, c), 3),
                          "verify_steps": steps}
                    points.append(pt)
                    log(f"  {shape} K={k} a={a:.1f}: speedup {pt['speedup']:.2f} (theory {pt['theory']:.2f})")
            del d_run, draft
    result = {
        "benchmark": "synthetic", "SYNTHETIC": True,
        "what": f"random-weight {TARGET_NAMES[args.target]}-shaped target + SmolLM2-shaped drafts, controlled "
                "acceptance; real draft/verify compute, synthetic accept decisions",
        "target": args.target,
        "target_config": {k: getattr(tcfg, k) for k in ("hidden_size", "num_hidden_layers", "intermediate_size",
                                                        "num_attention_heads", "num_key_value_heads", "vocab_size")},
        "params": n_params, "dtype": "bfloat16", "device": str(t_run.device), "weights": t_run.weights,
        "gpu": torch.cuda.get_device_name() if args.device == "cuda" else None,
        "timer": "wall clock after torch.cuda.synchronize" if args.device == "cuda" else "process CPU time",
        "threads": args.threads, "tokens_per_point": n_tokens, "plain_tps": round(plain_tps, 3),
        "hf_plain_tps": round(hf_tps, 3), "plain_vs_hf": round(plain_tps / hf_tps, 3), "parity": check,
        "target_step_ms": round(step_t * 1000, 3), "drafts": drafts, "verify_ms": {str(m): round(v * 1000, 3) for m, v in verify_ms.items()},
        "verify_cost_vs_step": {str(m): round(v / step_t, 3) for m, v in verify_ms.items()},
        "points": points, "loadavg_before": [round(x, 2) for x in load_before],
        "loadavg_after": [round(x, 2) for x in os.getloadavg()], "seconds": round(time.perf_counter() - t_start, 1),
        "env": bench_env(),
    }
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    stem = out / result_stem(args)
    stem.with_suffix(".json").write_text(json.dumps(result, indent=2))
    if not args.no_plot:
        result["plots"] = write_plot(result, stem)
    if args.json:
        print(json.dumps({k: result[k] for k in ("SYNTHETIC", "device", "gpu", "drafts", "plain_tps", "hf_plain_tps",
                                                  "parity", "verify_cost_vs_step", "points", "seconds")}))
    return 0


TARGET_NAMES = {"1b": "Llama-3.2-1B", "8b": "Llama-3.1-8B"}


def result_stem(args: argparse.Namespace) -> str:
    """synthetic[_8b][_cuda][_quick]: the CPU 1B run keeps its historical name."""
    parts = ["synthetic"] + ([args.target] if args.target != "1b" else []) + (["cuda"] if args.device == "cuda" else [])
    return "_".join(parts + (["quick"] if args.quick else []))


def clock(device: str) -> Callable[[], float]:
    """Process CPU seconds on CPU (robust to other processes); on CUDA wall clock after a sync (kernels are async)."""
    if device != "cuda":
        return time.process_time
    import torch

    def now() -> float:
        torch.cuda.synchronize()
        return time.perf_counter()
    return now


def parity(model: Any, runner: Any, prompt: list[int], extra: int = 4) -> dict[str, Any]:
    """The runner's logits against transformers' forward on the same weights and tokens: the prompt's
    prefill, ``extra`` one-token steps, then one verify pass over the same ``extra`` tokens."""
    import torch

    tokens = prompt + [(7 * i + 3) % 1000 for i in range(extra)]
    ref = model(input_ids=torch.tensor([tokens], device=runner.device)).logits[0].float()
    n = len(prompt)
    rows = [runner.logits(runner.forward(prompt, 0))[-1:]]
    rows += [runner.logits(runner.forward([tokens[n + i]], n + i)) for i in range(extra)]
    verify = runner.logits(runner.forward(tokens[n:], n))
    ours = torch.cat([torch.cat(rows), verify])
    want = torch.cat([ref[n - 1:n + extra], ref[n:n + extra]])
    scale = float(want.abs().max())
    return {"weights": runner.weights, "rows": int(want.shape[0]),
            "max_rel_diff": float((ours - want).abs().max()) / scale if scale else 0.0,
            "argmax_agree": int((ours.argmax(-1) == want.argmax(-1)).sum())}


def hf_plain_tps(model: Any, prompt: list[int], n: int, now: Callable[[], float]) -> float:
    """The peer: transformers' greedy ``generate`` on the same weights, decode rate without the prefill
    ((n - 1) tokens over the time of n tokens less the time of one)."""
    import torch

    ids = torch.tensor([prompt], device=next(model.parameters()).device)

    def timed(m: int) -> float:
        t0 = now()
        model.generate(ids, max_new_tokens=m, min_new_tokens=m, do_sample=False, pad_token_id=0)
        return now() - t0

    timed(1)  # warm
    return (n - 1) / max(1e-9, timed(n) - timed(1))


def _time_steps(runner: Any, start: int, n: int, now: Callable[[], float]) -> float:
    runner.logits(runner.forward([5], start))  # warm
    t0 = now()
    for i in range(n):
        runner.logits(runner.forward([7 + i], start + i))
    return (now() - t0) / n


def _time_verify(runner: Any, start: int, m: int, now: Callable[[], float], reps: int = 3) -> float:
    runner.logits(runner.forward(list(range(11, 11 + m)), start))  # warm (a new shape on CUDA)
    t0 = now()
    for _ in range(reps):
        runner.logits(runner.forward(list(range(11, 11 + m)), start))
    return (now() - t0) / reps


def _plain(t_run: Any, prompt: list[int], n: int, now: Callable[[], float]) -> float:
    pos = len(prompt)
    tok = 42
    t0 = now()
    for _ in range(n):
        tok = int(t_run.logits(t_run.forward([tok], pos))[0].argmax())
        pos += 1
    return n / (now() - t0)


def _spec(t_run: Any, d_run: Any, prompt: list[int], n: int, k: int, a: float, seed: int,
          now: Callable[[], float]) -> tuple[float, int]:
    """Real draft and verify passes; acceptance of each draft position is Bernoulli(a)."""
    rng = random.Random(seed)
    pos = len(prompt)  # both caches hold the prompt; the pending token goes at ``pos``
    pending, produced, steps = 42, 0, 0
    t0 = now()
    while produced < n:
        kk = min(k, n - produced - 1)
        drafts, tok = [], pending
        for j in range(kk):
            tok = int(d_run.logits(d_run.forward([tok], pos + j))[0].argmax())
            drafts.append(tok)
        logits = t_run.logits(t_run.forward([pending, *drafts], pos))
        best = logits.argmax(dim=-1).tolist()
        acc = 0
        while acc < kk and rng.random() < a:
            acc += 1
        emitted = acc + 1
        pending = best[acc]
        pos += emitted  # rollback = the next write position; rejected entries are simply overwritten
        produced += emitted
        steps += 1
    return produced / (now() - t0), steps


def write_plot(result: dict[str, Any], stem: Path) -> dict[str, str]:
    try:
        import plotly.graph_objects as go
    except ImportError:
        return {}
    from plotly.colors import qualitative

    fig = go.Figure()
    xs = [i / 50 for i in range(51)]
    palette = iter(qualitative.Plotly * 4)
    for shape, info in result["drafts"].items():
        c = info["cost_ratio_c"]
        for k in sorted({p["K"] for p in result["points"]}):
            pts = [p for p in result["points"] if p["K"] == k and p["draft"] == shape]
            color = next(palette)
            fig.add_trace(go.Scatter(x=[p["acceptance"] for p in pts], y=[p["speedup"] for p in pts],
                                     mode="markers+lines", line={"color": color}, name=f"measured {shape} draft, K={k}"))
            fig.add_trace(go.Scatter(x=xs, y=[theory(x, k, c) for x in xs], mode="lines",
                                     line={"dash": "dot", "color": color}, name=f"theory K={k}, c={c:.2f}"))
    fig.add_hline(y=1.0, line_dash="dash", line_color="gray")
    tc = result["target_config"]
    fig.update_layout(
        title=(f"SYNTHETIC: speedup vs acceptance, random-weight {TARGET_NAMES[result.get('target', '1b')]}-shaped target<br>"
               f"({tc['num_hidden_layers']} layers) + SmolLM2-shaped drafts, {result['dtype']}, "
               f"{result.get('gpu') or result['device']}, {result['threads']} thread"),
        xaxis_title="acceptance rate a (controlled)", yaxis_title="speedup vs plain target decoding",
        width=1100, height=560)
    return save_figure(fig, stem)

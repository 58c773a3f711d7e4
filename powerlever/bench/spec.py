"""``python -m powerlever bench spec``: our engine vs Hugging Face vs llama.cpp on the real pair.

Target Qwen2.5-Coder-1.5B-Instruct, draft Qwen2.5-Coder-0.5B-Instruct (one tokenizer), greedy, one
thread, over ``assets/bench/spec_prompts.jsonl`` (chat, rewrite, summarize, code_edit) plus a few prompts
of the quality set (``assets/quality/items.jsonl``, task ``quality``). Configurations, all in this run:

* ours: plain decoding in each weight format (``plain_fp16``, ``plain_int8``, ``plain_int4``, ``plain_mixed``:
  int8 down, int4 elsewhere; ``plain_int4_a16``, ``plain_mixed_a16``, ``plain_int4_a8``, ``plain_mixed_a8``: the
  same weights times int16 / int8 activations, ``engine.cpu_kernels``; ``mixed-a16`` is the engine's ``auto`` on
  CPU where the native kernels build), fixed-K
  drafters, and the automatic ones (adaptive controller: ``auto_hybrid``, ``auto_ngram``); speculative
  configurations run in ``--spec-weights`` (default: the engine's CPU default) and again in ``int4-a8``
  (``*_int4_a8``, the fastest plain format on the hosts measured), and each run is checked token for token
  against plain decoding in the format that ran (``greedy_identical``; None when no plain run in that
  format was part of the run);
* Hugging Face ``generate`` in float32 and bfloat16, assisted generation with the 0.5B
  ``assistant_model`` and with ``prompt_lookup_num_tokens`` (float32);
* llama.cpp through ``llama-cpp-python`` on the same assembled GGUF files, plain and with prompt lookup
  (opt-in: "not run" when the package is missing).

Ours run interleaved per prompt; each peer family runs as its own phase (a float32 copy of the 1.5B
alone is 6 GB, so copies are made and dropped phase by phase); ``os.getloadavg()`` is recorded per
phase. Tokens/s is reported end to end (prompt to last token, wall clock and process CPU time) and as
decode speed after the first token; prefill / time to first token is reported separately.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import platform
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from powerlever.bench.environment import bench_env
from powerlever.bench.figures import save_figure
from powerlever.cli.argtypes import positive_int

ROOT = Path(__file__).resolve().parents[2]
PROMPTS = ROOT / "assets" / "bench" / "spec_prompts.jsonl"
QUALITY = ROOT / "assets" / "quality" / "items.jsonl"
QUALITY_IDS = ("py-01", "py-02", "wp-01", "deriv-01")
RESULTS = ROOT / "docs" / "results"
TASKS = ("chat", "rewrite", "summarize", "code_edit", "quality")


@dataclass
class Config:
    name: str
    kind: str  # ours | hf | llamacpp
    weights: str | None = None  # ours: the target's weight format; hf: the copy's dtype
    method: str | None = None
    K: int = 0
    adaptive: bool = False
    vocab_topk: int | None = None  # dynamic top-K head for the draft model (NanoSpec)
    head_cache: bool = True  # ours: the chat template's head from the prefix cache (engine.prefix_cache)
    hf_kwargs: dict[str, Any] = field(default_factory=dict)
    quick: bool = True

    @property
    def automatic(self) -> bool:
        return self.kind == "ours" and self.adaptive

    @property
    def plain(self) -> bool:
        return self.kind == "ours" and self.method is None


def configs(spec_weights: str = "auto") -> list[Config]:
    w = spec_weights
    return [
        Config("plain_fp16", "ours", "fp16", quick=False),
        Config("plain_int8", "ours", "int8", quick=False),
        Config("plain_int8_a16", "ours", "int8-a16", quick=False),  # SmolLM2's default (zero-padded 576 columns)
        Config("plain_int4", "ours", "int4-g128"),
        Config("plain_mixed", "ours", "mixed"),
        Config("plain_mixed_cold", "ours", "mixed", head_cache=False),
        Config("plain_int4_a8", "ours", "int4-a8", quick=False),
        Config("plain_mixed_a8", "ours", "mixed-a8", quick=False),
        Config("plain_int4_a16", "ours", "int4-a16", quick=False),
        Config("plain_mixed_a16", "ours", "mixed-a16"),
        Config("ngram_k4", "ours", w, "ngram", K=4, quick=False),
        Config("draft_k3", "ours", w, "draft_model", K=3, quick=False),
        Config("auto_ngram", "ours", w, "ngram", K=4, adaptive=True),
        Config("auto_hybrid", "ours", w, "hybrid", K=4, adaptive=True),
        Config("auto_hybrid_topk3000", "ours", w, "hybrid", K=4, adaptive=True, vocab_topk=3000, quick=False),
        # the same drafters in int4-a8, our fastest plain format on the hosts measured: speculation against
        # plain decoding in one format, and the best automatic configuration in any format
        Config("draft_k3_int4_a8", "ours", "int4-a8", "draft_model", K=3, quick=False),
        Config("auto_ngram_int4_a8", "ours", "int4-a8", "ngram", K=4, adaptive=True, quick=False),
        Config("auto_hybrid_int4_a8", "ours", "int4-a8", "hybrid", K=4, adaptive=True, quick=False),
        # int4-a8 in 16-column tiles (AVX-512 VNNI; elsewhere it falls back to int4-a8 and says so): verify passes
        # that cost little more than a step
        Config("plain_int4_a8t", "ours", "int4-a8t", quick=False),
        Config("ngram_k4_int4_a8t", "ours", "int4-a8t", "ngram", K=4, quick=False),
        Config("draft_k3_int4_a8t", "ours", "int4-a8t", "draft_model", K=3, quick=False),
        Config("auto_ngram_int4_a8t", "ours", "int4-a8t", "ngram", K=4, adaptive=True, quick=False),
        Config("auto_hybrid_int4_a8t", "ours", "int4-a8t", "hybrid", K=4, adaptive=True, quick=False),
        Config("auto_draft_int4_a8t", "ours", "int4-a8t", "draft_model", K=4, adaptive=True, quick=False),
        # the 0.5B draft with its dynamic top-K head (NanoSpec): a cheaper draft step where verifying is nearly free
        Config("draft_k3_topk3000_int4_a8t", "ours", "int4-a8t", "draft_model", K=3, vocab_topk=3000, quick=False),
        Config("auto_hybrid_topk3000_int4_a8t", "ours", "int4-a8t", "hybrid", K=4, adaptive=True, vocab_topk=3000,
               quick=False),
        Config("hf_generate_fp32", "hf", "float32"),
        Config("hf_prompt_lookup", "hf", "float32", hf_kwargs={"prompt_lookup_num_tokens": 10}, quick=False),
        Config("hf_assistant", "hf", "float32", hf_kwargs={"assistant": True}, quick=False),
        Config("hf_generate_bf16", "hf", "bfloat16", quick=False),
        Config("llamacpp_plain", "llamacpp"),
        Config("llamacpp_prompt_lookup", "llamacpp", hf_kwargs={"prompt_lookup": 10}, quick=False),
        Config("llamacpp_draft", "llamacpp", hf_kwargs={"draft_model": 4}, quick=False),
    ]


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--quick", action="store_true", help="one prompt per task, 16 tokens, fewer configs (< 300 s)")
    p.add_argument("--json", action="store_true", help="print one JSON object last")
    p.add_argument("--max-tokens", type=positive_int, default=None, help="new tokens per prompt (default 48, quick 16)")
    p.add_argument("--per-task", type=positive_int, default=None, help="prompts per task (default 2, quick 1)")
    p.add_argument("--threads", type=positive_int, default=1, help="torch / llama.cpp CPU threads for every configuration")
    p.add_argument("--prompts", default=str(PROMPTS), help="prompt set, JSON lines with id, task, prompt")
    p.add_argument("--model", default=None, help="target model ref (default: powerlever.tiers.QWEN_15B)")
    p.add_argument("--draft", default=None, help="draft model ref (default: powerlever.tiers.QWEN_05B)")
    p.add_argument("--spec-weights", default="auto",
                   help="weight format of the speculative configurations (auto: the engine's CPU default)")
    p.add_argument("--out", default=str(RESULTS), help="folder for spec.json / spec.html / spec.png")
    p.add_argument("--configs", default="", help="comma-separated subset of configuration names")
    p.add_argument("--tag", default="", help="suffix for the result files")
    p.add_argument("--basis", default="auto", choices=("auto", "wall", "cpu"),
                   help="headline tokens/s basis; auto = wall clock on a quiet machine (1-min loadavg < 1.5), "
                        "else this process's CPU time (both are always reported)")
    p.add_argument("--no-plot", action="store_true", help="skip the Plotly figure")


def load_prompts(path: str, quick: bool, per_task: int | None = None) -> list[dict[str, str]]:
    rows = [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
    if QUALITY.exists():
        items = {r["id"]: r for r in (json.loads(x) for x in QUALITY.read_text().splitlines() if x.strip())}
        rows += [{"id": i, "task": "quality", "prompt": items[i]["prompt"]} for i in QUALITY_IDS if i in items]
    n = per_task or (1 if quick else 2)
    out, seen = [], dict.fromkeys(TASKS, 0)
    for r in rows:
        if seen.get(r["task"], n) < n:
            seen[r["task"]] += 1
            out.append(r)
    return out


HEADLINE_KEYS = ("model", "draft", "speedup_vs_plain", "speedup_vs_hf_best", "plain_vs_hf_generate",
                 "vs_llamacpp_plain", "greedy_identical", "acceptance_rate", "tokens_per_sec",
                 "decode_tokens_per_sec", "ttft_ms", "best_automatic", "fastest_plain", "hf_best", "basis",
                 "per_task_speedup", "per_task_vs_hf_best", "vs_plain_same_format", "weights", "loadavg", "seconds",
                 "not_run")


def run(args: argparse.Namespace) -> int:
    import torch

    from powerlever.engine.loader import load_model
    from powerlever.tiers import QWEN_05B, QWEN_15B

    torch.set_num_threads(max(1, args.threads))
    log = (lambda *a: print(*a, file=sys.stderr, flush=True)) if args.json else (lambda *a: print(*a, flush=True))
    max_tokens = args.max_tokens or (16 if args.quick else 48)
    wanted = {c for c in args.configs.split(",") if c}
    every = configs(args.spec_weights)
    known = [c.name for c in every]
    unknown = sorted(wanted - set(known))
    if unknown:  # an empty run would still have been written over the committed results
        print(f"error: --configs: unknown configuration(s) {', '.join(unknown)}; known: {', '.join(known)}",
              file=sys.stderr)
        return 2
    cfgs = [c for c in every if (not args.quick or c.quick) and (not wanted or c.name in wanted)]
    if not cfgs:
        print(f"error: --configs: none of {', '.join(sorted(wanted))} runs with --quick; drop --quick or name "
              "another configuration", file=sys.stderr)
        return 2
    prompts = load_prompts(args.prompts, args.quick, args.per_task)
    t_start = time.perf_counter()
    loadavg: dict[str, Any] = {"start": _load()}
    target = load_model(args.model or QWEN_15B)
    draft = load_model(args.draft or QWEN_05B) if any(c.method in ("draft_model", "hybrid") or c.hf_kwargs.get(
        "assistant") or c.hf_kwargs.get("draft_model") for c in cfgs) else None
    log(f"bench spec: {target.name} (draft {draft.name if draft else None}), {len(prompts)} prompts x "
        f"{len(cfgs)} configs, {max_tokens} tokens, {args.threads} thread(s), loadavg {loadavg['start'][0]}")
    prompt_ids = {p["id"]: _ids(target, p["prompt"], max_tokens) for p in prompts}
    runs: list[dict[str, Any]] = []
    not_run: dict[str, str] = {}

    ours = [c for c in cfgs if c.kind == "ours"]
    for c in ours:  # warm-up: packs each format once, outside the timings
        _run_ours(target, draft, c, prompt_ids[prompts[0]["id"]], 2)
    for p in prompts:
        for c in ours:
            rec = _run_ours(target, draft, c, prompt_ids[p["id"]], max_tokens)
            runs.append(_log_rec(log, rec, p, c))
    loadavg["ours"] = _load()
    from powerlever.engine.fastpath import release_packed

    for m in (target, draft):  # the peers' copies need the memory (a float32 1.5B alone is 6 GB)
        if m is not None:
            release_packed(m.model)
    gc.collect()

    phases = [("float32", [c for c in cfgs if c.kind == "hf" and c.weights == "float32"]),
              ("bfloat16", [c for c in cfgs if c.kind == "hf" and c.weights == "bfloat16"])]
    for dtype, group in phases:
        if not group:
            continue
        model, assistant = _hf_copy(target, dtype), None
        if any(c.hf_kwargs.get("assistant") for c in group) and draft is not None:
            assistant = _hf_copy(draft, dtype)
        _hf_generate(target, model, None, prompt_ids[prompts[0]["id"]], 2, group[0])
        for p in prompts:
            for c in group:
                rec = _timed(lambda c=c, p=p, m=model, a=assistant: _hf_generate(
                    target, m, a, prompt_ids[p["id"]], max_tokens, c))
                runs.append(_log_rec(log, rec, p, c))
        model = assistant = None
        gc.collect()
        loadavg[f"hf_{dtype}"] = _load()

    lc = [c for c in cfgs if c.kind == "llamacpp"]
    if lc:
        why = _llamacpp_missing(target)
        if why:
            for c in lc:
                not_run[c.name] = why
            cfgs = [c for c in cfgs if c.kind != "llamacpp"]
            log(f"llama.cpp not run: {why}")
        else:
            for c in lc:
                try:
                    llm = _llamacpp_model(target, c, args.threads, draft)
                    _llamacpp_generate(llm, prompt_ids[prompts[0]["id"]], 2, target)
                    done = []
                    for p in prompts:
                        _llamacpp_prime(llm, prompt_ids[p["id"]], target)
                        rec = _timed(lambda p=p, llm=llm: _llamacpp_generate(llm, prompt_ids[p["id"]], max_tokens, target))
                        done.append(_log_rec(log, rec, p, c))
                    runs.extend(done)
                except Exception as exc:  # an optional peer never sinks the run
                    not_run[c.name] = f"{type(exc).__name__}: {exc}"[:300]
                    cfgs = [x for x in cfgs if x.name != c.name]
                    log(f"{c.name} not run: {not_run[c.name]}")
                llm = None
                gc.collect()
            loadavg["llamacpp"] = _load()
    loadavg["end"] = _load()

    _mark_identity(runs, cfgs)
    basis = args.basis if args.basis != "auto" else ("wall" if loadavg["start"][0] < 1.5 else "cpu")
    result = summarize(runs, cfgs, basis)
    result.update({
        "benchmark": "spec", "quick": bool(args.quick), "model": target.name, "draft": draft.name if draft else None,
        "device": target.device, "threads": args.threads, "max_tokens": max_tokens, "prompts": len(prompts),
        "weights": {c.name: next((r["weights"] for r in runs if r["config"] == c.name and r.get("weights")), c.weights)
                    for c in cfgs if c.kind == "ours"},  # the plan that ran ("auto" resolved)
        "loadavg": loadavg, "not_run": not_run,
        "cpu_count": os.cpu_count(), "platform": platform.platform(), "torch": torch.__version__, "env": bench_env(),
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
        print(json.dumps({k: result.get(k) for k in HEADLINE_KEYS}))
    return 0


def _load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def _ids(target: Any, prompt: str, max_tokens: int) -> list[int]:
    from powerlever.engine.generate import build_prompt_ids

    return build_prompt_ids(target, prompt, max_tokens)[0]


def _log_rec(log: Any, rec: dict[str, Any], prompt: dict[str, str], cfg: Config) -> dict[str, Any]:
    rec.update({"prompt": prompt["id"], "task": prompt["task"], "config": cfg.name})
    log(f"  {prompt['id']:<12} {cfg.name:<24} {rec['tokens']:>3} tok  {rec['tps_wall']:6.2f} tok/s wall  "
        f"{rec['tps_cpu']:6.2f} cpu  decode {rec.get('decode_tps') or 0:6.2f}  ttft {rec.get('ttft_ms') or 0:7.0f} ms"
        f"  acc={rec.get('acceptance_rate')}")
    return rec


def _timed(fn: Any) -> dict[str, Any]:
    c0, t0 = time.process_time(), time.perf_counter()
    token_ids, t_first = fn()
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    return _rates({"token_ids": token_ids}, wall, cpu, (t_first - t0) if t_first else None)


def _rates(rec: dict[str, Any], wall: float, cpu: float, ttft: float | None) -> dict[str, Any]:
    n = len(rec["token_ids"])
    rec.update({"tokens": n, "wall_s": round(wall, 4), "cpu_s": round(cpu, 4),
                "tps_wall": round(n / wall, 3) if wall else 0.0, "tps_cpu": round(n / cpu, 3) if cpu else 0.0,
                "ttft_ms": round(ttft * 1000, 1) if ttft is not None else None,
                "decode_s": round(wall - ttft, 4) if ttft is not None else None,
                "decode_tps": round((n - 1) / (wall - ttft), 3) if ttft is not None and n > 1 and wall > ttft else None})
    return rec


def _run_ours(target: Any, draft: Any, cfg: Config, ids: list[int], max_tokens: int) -> dict[str, Any]:
    from powerlever.config import SamplingConfig, SpecConfig
    from powerlever.engine import prefix_cache
    from powerlever.engine.drafters import make_drafter
    from powerlever.engine.generate import Generation

    spec = SpecConfig(method=cfg.method, K=cfg.K, adaptive=cfg.adaptive)
    c0, t0 = time.process_time(), time.perf_counter()
    head = None
    if cfg.vocab_topk and draft is not None:
        from powerlever.engine.vocab import make_dynamic_head

        head = make_dynamic_head(draft, cfg.vocab_topk)
    drafter = make_drafter(spec, target, draft, head=head) if cfg.method else None
    gen = Generation(target, ids, SamplingConfig(max_tokens=max_tokens), spec, drafter=drafter, weights=cfg.weights)
    with contextlib.nullcontext() if cfg.head_cache else prefix_cache.heads_disabled():
        token_ids = [s.token_id for s in gen]
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    rec: dict[str, Any] = {"token_ids": token_ids, "weights": gen.stats.extra.get("weights"),
                           "prefill_ms": gen.stats.extra.get("prefill_ms"),
                           "prefix_reused_tokens": gen.stats.extra.get("prefix_reused_tokens")}
    sp = gen.stats.spec or {}
    for key in ("drafted", "accepted", "acceptance_rate", "mean_accepted_length", "tokens_per_verify",
                "draft_ms", "verify_ms", "plain_decoding_chosen_steps", "k_history"):
        if key in sp:
            rec[key] = sp[key]
    if sp.get("drafter", {}).get("steps_by_source"):
        rec["steps_by_source"] = sp["drafter"]["steps_by_source"]
    ttft = gen.stats.ttft_ms / 1000 if gen.stats.ttft_ms is not None else None
    return _rates(rec, wall, cpu, ttft)


def _same_plan_plain(runs: list[dict[str, Any]], cfgs: list[Config]) -> dict[str, str | None]:
    """Each speculative configuration that ran -> the first plain configuration whose plan really ran the same
    (``weights`` in the runs: ``auto`` resolved), None when no plain run had that plan."""
    ran = {r["config"]: r.get("weights") for r in runs if r.get("weights")}
    plains = [c.name for c in cfgs if c.plain]
    return {c.name: next((p for p in plains if ran.get(p) == ran[c.name]), None)
            for c in cfgs if c.kind == "ours" and c.method and ran.get(c.name)}


def _mark_identity(runs: list[dict[str, Any]], cfgs: list[Config]) -> None:
    """Speculative runs vs our plain run in the format that really ran (``auto`` resolved: a speculative run in
    ``auto`` is compared with the plain run whose plan is the same, e.g. ``mixed-a16``; with no plain run in
    that format the flag is None, unchecked, never a vacuous True); every run's agreement with plain fp16/int4."""
    by = {(r["prompt"], r["config"]): r["token_ids"] for r in runs}
    plain_of = {c.weights: c.name for c in cfgs if c.plain}
    same_plan = _same_plan_plain(runs, cfgs)
    ref_name = plain_of.get("fp16") or next(iter(plain_of.values()), None)
    for r in runs:
        cfg = next(c for c in cfgs if c.name == r["config"])
        if cfg.kind == "ours" and cfg.method:
            ref_ids = by.get((r["prompt"], same_plan.get(cfg.name)))
            r["identical_to_plain"] = None if ref_ids is None else r["token_ids"] == ref_ids
        if ref_name:
            ref = by.get((r["prompt"], ref_name)) or []
            r["prefix_match_with_" + ref_name] = _prefix(r["token_ids"], ref)
            r["same_as_" + ref_name] = r["token_ids"] == ref


def _prefix(a: list[int], b: list[int]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


# -- Hugging Face --------------------------------------------------------------------------------------
def _hf_copy(loaded: Any, dtype: str) -> Any:
    """A fresh Hugging Face model in ``dtype`` from the loader's cache folder (the engine's own model is
    float16 and its q/k/v storage is fused, so HF gets its own copy, dropped after its phase)."""
    import torch
    from transformers import AutoModelForCausalLM

    folder = loaded.info.get("cache")
    if folder and Path(folder).exists():
        model = AutoModelForCausalLM.from_pretrained(folder, dtype=getattr(torch, dtype))
    else:
        import copy

        model = copy.deepcopy(loaded.model).to(getattr(torch, dtype))
    return model.eval().requires_grad_(False)


class _FirstToken:
    """A transformers streamer that notes when the first generated token arrives (the prompt comes first)."""

    def __init__(self) -> None:
        self.calls = 0
        self.t_first: float | None = None

    def put(self, value: Any) -> None:
        self.calls += 1
        if self.calls == 2 and self.t_first is None:
            self.t_first = time.perf_counter()

    def end(self) -> None:
        return None


def _hf_generate(target: Any, model: Any, assistant: Any, ids: list[int], max_tokens: int,
                 cfg: Config) -> tuple[list[int], float | None]:
    import torch

    from powerlever.engine.generate import eos_ids

    eos = sorted(eos_ids(target))
    kwargs: dict[str, Any] = {"max_new_tokens": max_tokens, "do_sample": False, "eos_token_id": eos,
                              "pad_token_id": target.tokenizer.pad_token_id or eos[0]}
    extra = dict(cfg.hf_kwargs)
    if extra.pop("assistant", False):
        kwargs["assistant_model"] = assistant
    kwargs.update(extra)
    streamer = _FirstToken()
    inp = torch.tensor([ids])
    with torch.inference_mode():
        out = model.generate(inp, attention_mask=torch.ones_like(inp), streamer=streamer, **kwargs)
    new = out[0, len(ids):].tolist()
    cut = next((i for i, t in enumerate(new) if t in eos), len(new))
    return new[:cut], streamer.t_first


# -- llama.cpp -----------------------------------------------------------------------------------------
def _llamacpp_missing(target: Any) -> str | None:
    try:
        import llama_cpp  # noqa: F401
    except ImportError:
        return "llama-cpp-python is not installed (pip install llama-cpp-python builds it from source, ~13 min)"
    if not target.info.get("gguf") or not Path(target.info["gguf"]).exists():
        return f"no GGUF file for {target.name} (LoadedModel.info['gguf'])"
    return None


def _llamacpp_model(target: Any, cfg: Config, threads: int, draft: Any = None) -> Any:
    from llama_cpp import Llama

    kwargs: dict[str, Any] = {}
    if cfg.hf_kwargs.get("prompt_lookup"):
        from llama_cpp.llama_speculative import LlamaPromptLookupDecoding

        kwargs["draft_model"] = LlamaPromptLookupDecoding(num_pred_tokens=int(cfg.hf_kwargs["prompt_lookup"]))
    if cfg.hf_kwargs.get("draft_model"):
        if draft is None or not Path(draft.info.get("gguf", "")).exists():
            raise RuntimeError("no draft GGUF file")
        kwargs["draft_model"] = _llamacpp_draft(draft.info["gguf"], int(cfg.hf_kwargs["draft_model"]), threads)
    return Llama(model_path=target.info["gguf"], n_ctx=2048, n_threads=threads, n_threads_batch=threads,
                 verbose=False, **kwargs)


def _llamacpp_draft(path: str, k: int, threads: int) -> Any:
    """llama-cpp-python ships only prompt lookup as a draft; this drafts greedily with a second Llama
    (the 0.5B GGUF), which keeps its KV cache across calls (``generate`` reuses the longest common prefix)."""
    import numpy as np
    from llama_cpp import Llama
    from llama_cpp.llama_speculative import LlamaDraftModel

    class ModelDraft(LlamaDraftModel):
        def __init__(self) -> None:
            self.llm = Llama(model_path=path, n_ctx=2048, n_threads=threads, n_threads_batch=threads, verbose=False)

        def __call__(self, input_ids: Any, /, **kwargs: Any) -> Any:
            out: list[int] = []
            gen = self.llm.generate([int(t) for t in input_ids], temp=0.0, top_k=1, reset=True)
            for tok in gen:
                out.append(int(tok))
                if len(out) >= k:
                    break
            gen.close()
            return np.array(out, dtype=np.intc)

    return ModelDraft()


def _llamacpp_prime(llm: Any, ids: list[int], target: Any) -> None:
    """Leave exactly the chat template's head in llama.cpp's KV cache, untimed: ``generate`` then reuses
    that common prefix (llama-cpp-python's prompt cache), as our engine reuses its cached head."""
    from powerlever.engine import prefix_cache

    llm.reset()
    head = prefix_cache.template_head(target.tokenizer, ids)
    if head:
        llm.eval(ids[:head])


def _llamacpp_generate(llm: Any, ids: list[int], max_tokens: int, target: Any) -> tuple[list[int], float | None]:
    from powerlever.engine.generate import eos_ids

    eos = eos_ids(target)
    out: list[int] = []
    t_first = None
    for tok in llm.generate(ids, temp=0.0, top_k=1, reset=True):
        if t_first is None:
            t_first = time.perf_counter()
        if tok in eos:
            break
        out.append(int(tok))
        if len(out) >= max_tokens:
            break
    return out, t_first


# -- summary -------------------------------------------------------------------------------------------
def _agg(runs: list[dict[str, Any]]) -> dict[str, Any]:
    tokens = sum(r["tokens"] for r in runs)
    wall = sum(r["wall_s"] for r in runs)
    cpu = sum(r["cpu_s"] for r in runs)
    dec = [r for r in runs if r.get("decode_s")]
    drafted = sum(r.get("drafted", 0) for r in runs)
    accepted = sum(r.get("accepted", 0) for r in runs)
    ttfts = [r["ttft_ms"] for r in runs if r.get("ttft_ms") is not None]
    out = {"tokens": tokens, "tps_wall": round(tokens / wall, 3) if wall else 0.0,
           "tps_cpu": round(tokens / cpu, 3) if cpu else 0.0,
           "decode_tps": round(sum(r["tokens"] - 1 for r in dec) / sum(r["decode_s"] for r in dec), 3) if dec else None,
           "ttft_ms_mean": round(sum(ttfts) / len(ttfts), 1) if ttfts else None,
           "acceptance_rate": round(accepted / drafted, 4) if drafted else None, "drafted": drafted,
           "accepted": accepted}
    idents = [r["identical_to_plain"] for r in runs if r.get("identical_to_plain") is not None]
    if idents:
        out["identical_to_plain"] = all(idents)
    return out


def all_checked(flags: list[bool | None]) -> bool | None:
    """True when every checked flag is True, None when nothing was checked (no plain run to compare with)."""
    checked = [f for f in flags if f is not None]
    return all(checked) if checked else None


def summarize(runs: list[dict[str, Any]], cfgs: list[Config], basis: str = "wall") -> dict[str, Any]:
    """Aggregate per configuration and task; headline ratios on ``basis`` (wall | cpu)."""
    cfgs = [c for c in cfgs if any(r["config"] == c.name for r in runs)]
    tasks = [t for t in TASKS if any(r["task"] == t for r in runs)]
    overall = {c.name: _agg([r for r in runs if r["config"] == c.name]) for c in cfgs}
    per_task = {t: {c.name: _agg([r for r in runs if r["config"] == c.name and r["task"] == t]) for c in cfgs}
                for t in tasks}
    auto = [c.name for c in cfgs if c.automatic]
    plains = [c.name for c in cfgs if c.plain]
    hf = [c.name for c in cfgs if c.kind == "hf"]
    spec_cfgs = [c.name for c in cfgs if c.kind == "ours" and c.method]

    same_format = _same_plan_plain(runs, cfgs)

    def ratio(a: float | None, b: float | None) -> float | None:
        return round(a / b, 3) if a and b else None

    def ratios(key: str) -> dict[str, Any]:
        fastest = max(plains, key=lambda n: overall[n][key]) if plains else None
        best = max(auto, key=lambda n: overall[n][key]) if auto else fastest
        hf_best = max(hf, key=lambda n: overall[n][key]) if hf else None
        v = {n: overall[n][key] for n in overall}
        out: dict[str, Any] = {
            "best_automatic": best, "fastest_plain": fastest, "hf_best": hf_best,
            "speedup_vs_plain": ratio(v.get(best), v.get(fastest)),
            "speedup_vs_hf_best": ratio(v.get(best), v.get(hf_best)),
            "plain_vs_hf_generate": ratio(v.get(fastest), v.get("hf_generate_fp32")),
            "vs_llamacpp_plain": ratio(v.get(best), v.get("llamacpp_plain")),
            "plain_vs_llamacpp_plain": ratio(v.get(fastest), v.get("llamacpp_plain")),
            "cold_plain_vs_hf_generate": ratio(v.get("plain_mixed_cold"), v.get("hf_generate_fp32")),
            "ratios_vs_plain": {n: ratio(v[n], v.get(fastest)) for n in v},
            "vs_plain_same_format": {n: ratio(v[n], v.get(p)) for n, p in same_format.items()},
        }
        out["per_task"] = {t: {
            "best_automatic_vs_plain": ratio(per_task[t][best][key], per_task[t][fastest][key]) if best else None,
            "best_automatic_vs_hf_best": ratio(per_task[t][best][key], max(per_task[t][h][key] for h in hf))
            if hf and best else None,
            "ratios_vs_plain": {n: ratio(per_task[t][n][key], per_task[t][fastest][key]) for n in v}}
            for t in tasks}
        return out

    wall, cpu, decode = ratios("tps_wall"), ratios("tps_cpu"), ratios("decode_tps")
    head = cpu if basis == "cpu" else wall
    best = head["best_automatic"]
    key = "tps_cpu" if basis == "cpu" else "tps_wall"
    return {
        "basis": basis,
        "speedup_vs_plain": head["speedup_vs_plain"], "speedup_vs_hf_best": head["speedup_vs_hf_best"],
        "plain_vs_hf_generate": head["plain_vs_hf_generate"], "vs_llamacpp_plain": head["vs_llamacpp_plain"],
        "cold_plain_vs_hf_generate": head["cold_plain_vs_hf_generate"],
        "prefix_cache": "ours: the chat template's head (system turn + user-turn opening) from the engine's prefix "
                        "cache, warm after the warm-up run (plain_mixed_cold computes it every time); llama.cpp: "
                        "primed with the same head before each timed prompt (its prompt cache reuses it); "
                        "HF generate: no prefix cache",
        "greedy_identical": all_checked([r.get("identical_to_plain") for r in runs if r["config"] in spec_cfgs]),
        "acceptance_rate": overall[best]["acceptance_rate"] if best else None,
        "tokens_per_sec": overall[best][key] if best else None,
        "decode_tokens_per_sec": overall[best]["decode_tps"] if best else None,
        "ttft_ms": overall[best]["ttft_ms_mean"] if best else None,
        "best_automatic": best, "fastest_plain": head["fastest_plain"], "hf_best": head["hf_best"],
        "per_task_speedup": {t: v["best_automatic_vs_plain"] for t, v in head["per_task"].items()},
        "per_task_vs_hf_best": {t: v["best_automatic_vs_hf_best"] for t, v in head["per_task"].items()},
        "speculation_does_not_pay": [t for t, v in head["per_task"].items()
                                     if (v["best_automatic_vs_plain"] or 0) < 1.0],
        "vs_plain_same_format": head["vs_plain_same_format"],
        "wall_clock": wall, "cpu_time": cpu, "decode_only": decode,
        "overall": overall, "per_task": per_task,
        "configs": [{"name": c.name, "kind": c.kind, "weights": c.weights, "method": c.method, "K": c.K,
                     "adaptive": c.adaptive, "automatic": c.automatic, "vocab_topk": c.vocab_topk, **({"options": c.hf_kwargs} if c.hf_kwargs else {})}
                    for c in cfgs],
    }


def write_plot(result: dict[str, Any], stem: Path) -> dict[str, str]:
    """Tokens/s per task and configuration, and the ratio to our fastest plain decoding."""
    try:
        import plotly.graph_objects as go
        from plotly.colors import qualitative
        from plotly.subplots import make_subplots
    except ImportError:
        return {}
    names = [c["name"] for c in result["configs"]]
    tasks = list(result["per_task"]) + ["overall"]
    basis = result.get("basis", "wall")
    key, block = ("tps_cpu", "cpu_time") if basis == "cpu" else ("tps_wall", "wall_clock")
    label = "CPU time of this process" if basis == "cpu" else "wall clock"
    fig = make_subplots(rows=1, cols=2, subplot_titles=(f"tokens/s end to end ({label})",
                                                        f"vs our fastest plain ({result[block]['fastest_plain']})"))
    palette = qualitative.Alphabet * 2  # 26 distinct colours: the full run has 24 configurations
    for idx, name in enumerate(names):
        tps = [result["per_task"][t][name][key] for t in tasks[:-1]] + [result["overall"][name][key]]
        rat = [result[block]["per_task"][t]["ratios_vs_plain"][name] for t in tasks[:-1]] + \
              [result[block]["ratios_vs_plain"][name]]
        fig.add_trace(go.Bar(name=name, x=tasks, y=tps, legendgroup=name, marker_color=palette[idx]), row=1, col=1)
        fig.add_trace(go.Bar(name=name, x=tasks, y=rat, legendgroup=name, showlegend=False,
                             marker_color=palette[idx]), row=1, col=2)
    fig.add_hline(y=1.0, line_dash="dot", row=1, col=2)
    fig.update_layout(barmode="group", height=max(560, 200 + 30 * len(names)), width=1400, title=(
        f"{result['model']} (draft {result['draft']}) on {result['device']}, {result['threads']} thread, greedy, "
        f"{result['max_tokens']} tokens, basis {basis}; loadavg {result['loadavg']['start'][0]}→{result['loadavg']['end'][0]}"))
    return save_figure(fig, stem)


def _print_table(result: dict[str, Any], log: Any) -> None:
    key, block = ("tps_cpu", "cpu_time") if result.get("basis") == "cpu" else ("tps_wall", "wall_clock")
    log(f"\ntokens/s ({result.get('basis')})        " + "  ".join(f"{t:>10}" for t in result["per_task"])
        + "    overall   decode  ttft ms  x plain")
    for c in result["configs"]:
        n = c["name"]
        o = result["overall"][n]
        cells = "  ".join(f"{result['per_task'][t][n][key]:10.2f}" for t in result["per_task"])
        log(f"{n:<24} {cells}  {o[key]:8.2f} {o['decode_tps'] or 0:8.2f} {o['ttft_ms_mean'] or 0:8.0f}  "
            f"{result[block]['ratios_vs_plain'][n] or 0:6.2f}")
    log(f"\nbest automatic {result['best_automatic']}: x{result['speedup_vs_plain']} vs fastest plain "
        f"({result['fastest_plain']}), x{result['speedup_vs_hf_best']} vs HF best ({result['hf_best']}); plain vs HF "
        f"generate fp32 x{result['plain_vs_hf_generate']}; vs llama.cpp plain x{result['vs_llamacpp_plain']}; "
        f"greedy identical: {result['greedy_identical']}; not run: {result['not_run'] or 'none'}")

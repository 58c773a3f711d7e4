"""What runs inside a Modal GPU container: start vLLM along the tier's fallback chain, stream one request.

vLLM and NVML are imported lazily (they exist only in the worker image); the energy meter is
``powerlever.impact.EnergyMeter``, the same one the local backend uses. The control flow that
does not need them (walking the fallback chain, splitting a streamed delta into per-token events,
assembling metrics) is written as plain functions so it is tested offline.
Events cross the Modal boundary as plain dicts ``{"type": ..., "data": ...}`` built with
``powerlever.events`` constructors, so the backend rebuilds the very same events.
"""

from __future__ import annotations

import gc
import time
import uuid
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

from powerlever.config import chat_turns
from powerlever.events import error_event, metrics_event, token_event, trace_event
from powerlever.gpu_serving import spec_stats_from_vllm
from powerlever.impact import EnergyMeter
from powerlever.metrics import BackendMetrics
from powerlever.tiers import Tier
from workers.engine_args import (
    MODELS_DIR,
    PlannedStep,
    fallback_plan,
    read_vocab_size,
    sampling_kwargs,
    weights_present,
)


@dataclass
class LoadResult:
    """Which fallback step loaded (or why none did), for the trace of every request."""

    engine: Any
    loaded: dict[str, Any] | None
    attempts: list[dict[str, Any]] = field(default_factory=list)
    load_s: float = 0.0
    max_model_len: int = 0

    @property
    def ok(self) -> bool:
        return self.engine is not None

    def summary(self) -> str:
        if self.loaded:
            return f"step {self.loaded['index']} ({self.loaded['note']})"
        return "; ".join(f"step {a['index']}: {a['error']}" for a in self.attempts) or "no fallback steps"


def walk_fallback(plan: list[PlannedStep], try_load: Callable[[PlannedStep], Any],
                  check_weights: Callable[[str], tuple[bool, str]]) -> LoadResult:
    """Try each step in order; the first that loads wins. A step whose weights are missing is skipped
    without touching the GPU; a step that raises (out of memory, unsupported config) is recorded."""
    attempts: list[dict[str, Any]] = []
    t0 = time.perf_counter()
    for planned in plan:
        t_step = time.perf_counter()
        missing = [why for ok, why in (check_weights(m) for m in planned.models) if not ok]
        if missing:
            attempts.append({**planned.describe(), "error": "; ".join(missing), "seconds": 0.0})
            continue
        try:
            engine = try_load(planned)
        except Exception as exc:  # vLLM raises ValueError / RuntimeError / torch OOM; all mean "next step"
            attempts.append({**planned.describe(), "error": f"{type(exc).__name__}: {exc}"[:500],
                             "seconds": round(time.perf_counter() - t_step, 2)})
            _release_gpu_memory()
            continue
        attempts.append({**planned.describe(), "error": None, "seconds": round(time.perf_counter() - t_step, 2)})
        return LoadResult(engine, planned.describe(), attempts, round(time.perf_counter() - t0, 2),
                          planned.step.max_model_len)
    return LoadResult(None, None, attempts, round(time.perf_counter() - t0, 2))


def _release_gpu_memory() -> None:
    gc.collect()
    try:
        import torch

        if torch.cuda.is_available():
            torch.cuda.empty_cache()
    except ImportError:
        pass


def _vllm_loader(planned: PlannedStep) -> Any:
    from vllm import AsyncEngineArgs
    from vllm.v1.engine.async_llm import AsyncLLM

    return AsyncLLM.from_engine_args(AsyncEngineArgs(**planned.kwargs))


def start_engine(tier: Tier, models_dir: str = MODELS_DIR,
                 try_load: Callable[[PlannedStep], Any] = _vllm_loader) -> LoadResult:
    """Walk the tier's ``modal_fallback`` chain with vLLM (called once per container, in @modal.enter)."""
    models = {m for step in tier.modal_fallback for m in (step.target_model, step.draft_model) if m}
    vocab = {m: read_vocab_size(m, models_dir) for m in models}
    plan = fallback_plan(tier, models_dir, vocab)
    return walk_fallback(plan, try_load, lambda m: weights_present(m, models_dir))


def token_pieces(decode: Callable[[list[int]], str], history: list[int], new_ids: list[int],
                 window: int = 4) -> list[str | None]:
    """Per-token text for a delta of several token ids (speculative steps emit more than one).

    Decodes a short window of previous ids plus the new ones, one more id at a time; a piece is None
    where the text is not a clean extension (a multi-byte character split across tokens)."""
    ctx = history[-window:] if window > 0 else []
    texts = [decode(ctx + new_ids[:j]) for j in range(len(new_ids) + 1)]
    pieces: list[str | None] = []
    for before, after in zip(texts, texts[1:], strict=False):
        pieces.append(after[len(before):] if after.startswith(before) else None)
    return pieces


def split_delta(delta_text: str, pieces: list[str | None]) -> list[str]:
    """Texts for each token of a delta, always concatenating to exactly vLLM's ``delta_text``."""
    n = len(pieces)
    if n == 0:
        return [delta_text] if delta_text else []
    if None not in pieces and "".join(p or "" for p in pieces) == delta_text:
        return [p or "" for p in pieces]
    return [delta_text] + [""] * (n - 1)


def token_logprob(logprobs: Any, position: int, token_id: int) -> float | None:
    """The sampled token's logprob from vLLM's per-position logprob dicts (None when absent)."""
    if logprobs is None:
        return None
    try:
        entry = logprobs[position]
        lp = entry.get(token_id) if entry is not None else None
        return float(lp.logprob) if lp is not None else None
    except (IndexError, KeyError, AttributeError, TypeError):
        return None


def build_metrics(*, tier: Tier, load: LoadResult, t_start: float, t_first: float | None, t_end: float,
                  tokens: int, prompt_tokens: int, finish_reason: str | None, spec: dict[str, Any] | None,
                  meter: EnergyMeter | None, requested_k: int | None) -> dict[str, Any]:
    """The worker's metrics: the one payload every backend fills (``powerlever.metrics.BackendMetrics``)."""
    loaded = load.loaded or {}
    spec_note = ("vLLM exposes no per-token accept flags: token provenance is unknown (null)"
                 if loaded.get("draft_model") else "plain decoding (no draft model loaded)")
    if requested_k is not None and loaded.get("num_speculative_tokens") and requested_k != loaded[
            "num_speculative_tokens"]:
        spec_note += (f"; K is fixed at engine start ({loaded['num_speculative_tokens']}), "
                      f"the requested K={requested_k} was not applied")
    energy_note = None
    if meter is not None and meter.joules is not None:
        energy_note = "whole-GPU NVML counter; overlapping requests on this container share it"
    elif meter is not None:
        energy_note = meter.error
    measured = meter is not None and meter.joules is not None
    return BackendMetrics(
        backend="modal", model=loaded.get("target_model"), tokens=tokens, engine_seconds=max(t_end - t_start, 1e-9),
        engine_ttft_ms=round((t_first - t_start) * 1000, 3) if t_first is not None else None,
        prompt_tokens=prompt_tokens, finish_reason=finish_reason,
        device=(meter.device_name if meter and meter.device_name else tier.gpu), hardware=tier.gpu,
        draft_model=loaded.get("draft_model"), weights=loaded.get("quantization") or "gpu", spec=spec,
        spec_note=spec_note,
        # meter.source is "measured-nvml": the name request_impact accepts
        measured_energy_j=round(meter.joules, 3) if measured else None,
        energy_source=meter.source if measured else None, energy_note=energy_note,
        details={"loaded_step": loaded,
                 "spec_source": "vllm per-request spec-decode metrics" if spec else None},
    ).to_dict()


def build_prompt_ids(tokenizer: Any, prompt: str, max_model_len: int, max_tokens: int, system: str | None = None,
                     history: list[dict[str, str]] | None = None) -> tuple[list[int], int, int]:
    """Chat-template the prompt (after ``system``, the safety instruction, as a system turn when given, and the
    earlier turns of ``history``), keep its end if it overflows the context; returns (ids, dropped, max_tokens)."""
    messages = chat_turns(system, history, prompt)
    try:
        text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        ids = list(tokenizer.encode(text, add_special_tokens=False))
    except Exception:  # a tokenizer without a chat template: the raw prompt
        ids = list(tokenizer.encode(prompt))
    max_tokens = max(1, min(max_tokens, max_model_len // 2)) if len(ids) + max_tokens > max_model_len else max_tokens
    budget = max(1, max_model_len - max_tokens)
    dropped = max(0, len(ids) - budget)
    return (ids[dropped:] if dropped else ids), dropped, max_tokens


async def stream_request(tier: Tier, load: LoadResult, payload: dict[str, Any],
                         served: int) -> AsyncIterator[dict[str, Any]]:
    """Stream one request as event dicts: a trace of the loaded step, token events, one metrics event."""
    yield trace_event("modal.worker", {
        "tier": tier.name, "worker_class": tier.worker_class, "gpu": tier.gpu, "loaded": load.loaded,
        "attempts": load.attempts, "engine_load_s": load.load_s, "requests_served_by_container": served,
        "cold_container": served == 0}, 0.0).to_dict()
    if not load.ok:
        yield error_event(f"{tier.worker_class}: no fallback step could start vLLM: {load.summary()}",
                          where="modal.worker", recoverable=True).to_dict()
        return

    from vllm import SamplingParams
    from vllm.inputs import TokensPrompt
    from vllm.sampling_params import RequestOutputKind

    engine = load.engine
    tokenizer = engine.get_tokenizer()
    sampling = dict(payload.get("sampling") or {})
    params = sampling_kwargs(sampling)
    ids, dropped, params["max_tokens"] = build_prompt_ids(tokenizer, str(payload["prompt"]),
                                                          load.max_model_len, params["max_tokens"],
                                                          system=payload.get("system"), history=payload.get("history"))
    if dropped:
        yield trace_event("truncate_prompt", {"dropped_tokens": dropped, "kept_tokens": len(ids),
                                              "why": "prompt + max_tokens exceed max_model_len"}, 0.0).to_dict()
    request_id = f"pl-{uuid.uuid4().hex[:12]}"
    sp = SamplingParams(**params, output_kind=RequestOutputKind.DELTA)

    meter = EnergyMeter(sources=("nvml",))  # powerlever.impact's meter: GPU boards only (the host stays modeled)
    history: list[int] = []
    tokens = 0
    finish_reason = None
    spec = None
    t_first = None
    t_start = time.perf_counter()
    meter.start()
    finished = False
    try:
        async for out in engine.generate(TokensPrompt(prompt_token_ids=ids), sp, request_id):
            comp = out.outputs[0]
            new_ids = list(comp.token_ids)
            if new_ids and t_first is None:
                t_first = time.perf_counter()
            texts = split_delta(comp.text, token_pieces(tokenizer.decode, history, new_ids))
            for i, (tid, text) in enumerate(zip(new_ids, texts, strict=False)):
                yield token_event(text, int(tid), token_logprob(comp.logprobs, i, tid), None).to_dict()
            history.extend(new_ids)
            tokens += len(new_ids)
            if comp.finish_reason is not None:
                finish_reason = comp.finish_reason
            if getattr(comp, "spec_decode_metrics", None) is not None:
                spec = spec_stats_from_vllm(comp.spec_decode_metrics.to_dict())
        finished = True
    finally:
        if not finished:  # the caller went away (Modal cancels the generator): free the engine slot
            try:
                await engine.abort(request_id)
            except Exception:
                pass
    t_end = time.perf_counter()
    meter.stop()
    yield metrics_event(build_metrics(
        tier=tier, load=load, t_start=t_start, t_first=t_first, t_end=t_end, tokens=tokens,
        prompt_tokens=len(ids), finish_reason=finish_reason, spec=spec, meter=meter,
        requested_k=(payload.get("spec") or {}).get("K"))).to_dict()

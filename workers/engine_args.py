"""Pure functions from the tier registry to what a Modal worker asks vLLM for.

Nothing here imports vLLM or Modal: each function maps registry data (``Tier``, ``ModalStep``) and
plain inputs (paths, config.json contents) to plain dicts, so every fallback step's engine arguments
are tested offline. The worker (``workers/runtime.py``) feeds these dicts to ``AsyncEngineArgs``.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from powerlever.gpu_serving import (
    APP_NAME,
    cold_start_estimate_s,
    param_billions,
    step_models,
    weights_gb,
)
from powerlever.tiers import TIERS, ModalStep, Tier, get_tier

VOLUME_NAME = "power-lever-models"
MODELS_DIR = "/models"
# The vLLM release the worker image pins. 0.33.0 (the newest on PyPI when this was written) runs
# draft-model speculative decoding in the V1 engine (vllm/v1/spec_decode/draft_model.py, added by
# vllm-project/vllm#24322; 0.13.0 still raised NotImplementedError) and reports per-request
# acceptance metrics (``per_request_spec_decode_metrics``; CompletionOutput.spec_decode_metrics).
VLLM_VERSION = "0.33.0"
# Models at or above this size (billions of parameters) are only seeded with ``--large``.
LARGE_MODEL_BILLIONS = 30.0
# Files a vLLM load needs; everything else in a hub repo (original/*.pth, onnx/, gguf) is skipped.
SEED_IGNORE_PATTERNS = ("original/*", "*.pth", "*.bin", "*.gguf", "onnx/*", "*.onnx", "*.msgpack", "*.h5")


def model_dir(model_id: str, models_dir: str = MODELS_DIR) -> str:
    """Where a hub model lives on the weight volume: ``/models/<org>/<name>``."""
    if not model_id or model_id.startswith(("/", ".")) or ".." in model_id.split("/"):
        raise ValueError(f"not a hub model id: {model_id!r}")
    return f"{models_dir.rstrip('/')}/{model_id}"


def spec_decode_config(step: ModalStep, models_dir: str = MODELS_DIR,
                       vocab_sizes: tuple[int | None, int | None] | None = None) -> dict[str, Any] | None:
    """vLLM's ``speculative_config`` for a step, or None for plain decoding.

    vocab_sizes = (target, draft) ``vocab_size`` from each model's config.json. vLLM requires equal
    sizes for a draft model unless ``use_heterogeneous_vocab`` is set; Qwen2.5-7B (152064) and
    Qwen2.5-0.5B (151936) share one tokenizer but pad their embeddings differently, so a mismatch turns
    the flag on (vLLM then drafts over the token intersection; greedy drafting, vLLM's default).
    """
    if not step.draft_model or step.num_speculative_tokens <= 0:
        return None
    cfg: dict[str, Any] = {
        "method": "draft_model",
        "model": model_dir(step.draft_model, models_dir),
        "num_speculative_tokens": int(step.num_speculative_tokens),
    }
    if vocab_sizes and None not in vocab_sizes and vocab_sizes[0] != vocab_sizes[1]:
        cfg["use_heterogeneous_vocab"] = True
    return cfg


def engine_kwargs(tier: Tier, step: ModalStep, models_dir: str = MODELS_DIR,
                  vocab_sizes: tuple[int | None, int | None] | None = None) -> dict[str, Any]:
    """Keyword arguments for ``vllm.AsyncEngineArgs`` for one fallback step of a tier."""
    kwargs: dict[str, Any] = dict(tier.vllm_engine_args)
    kwargs.update({
        "model": model_dir(step.target_model, models_dir),
        "served_model_name": step.target_model,
        "max_model_len": int(step.max_model_len),
        "disable_log_stats": False,
    })
    if step.quantization:
        kwargs["quantization"] = step.quantization
    spec = spec_decode_config(step, models_dir, vocab_sizes)
    if spec is not None:
        kwargs["speculative_config"] = spec
        # Only valid with speculation on (vLLM raises otherwise): per-request accepted/drafted counts.
        kwargs["per_request_spec_decode_metrics"] = "summary"
    return kwargs


@dataclass(frozen=True)
class PlannedStep:
    """One fallback step with everything the worker needs to try it and report it."""

    index: int
    step: ModalStep
    models: tuple[str, ...]
    kwargs: dict[str, Any]

    def describe(self) -> dict[str, Any]:
        return {
            "index": self.index, "note": self.step.note, "target_model": self.step.target_model,
            "draft_model": self.step.draft_model, "num_speculative_tokens": self.step.num_speculative_tokens,
            "max_model_len": self.step.max_model_len, "quantization": self.step.quantization,
        }


def fallback_plan(tier: Tier, models_dir: str = MODELS_DIR,
                  vocab_sizes: dict[str, int | None] | None = None) -> list[PlannedStep]:
    """The tier's ``modal_fallback`` chain, in order, each with its engine arguments."""
    sizes = vocab_sizes or {}
    plan = []
    for i, step in enumerate(tier.modal_fallback):
        pair = (sizes.get(step.target_model), sizes.get(step.draft_model)) if step.draft_model else None
        plan.append(PlannedStep(i, step, step_models(step), engine_kwargs(tier, step, models_dir, pair)))
    return plan


def weights_present(model_id: str, models_dir: str = MODELS_DIR) -> tuple[bool, str]:
    """Is a model seeded on the volume? A config.json plus at least one safetensors file."""
    path = Path(model_dir(model_id, models_dir))
    if not (path / "config.json").is_file():
        return False, f"{model_id} is not on the volume ({path}/config.json missing): run workers/seed_models.py"
    if not any(path.glob("*.safetensors")):
        return False, f"{model_id} has no *.safetensors under {path}: re-run workers/seed_models.py"
    return True, "ok"


def read_vocab_size(model_id: str, models_dir: str = MODELS_DIR) -> int | None:
    """``vocab_size`` from a seeded model's config.json (top level or text_config), else None."""
    try:
        cfg = json.loads((Path(model_dir(model_id, models_dir)) / "config.json").read_text())
    except (OSError, ValueError):
        return None
    size = cfg.get("vocab_size") or (cfg.get("text_config") or {}).get("vocab_size")
    return int(size) if isinstance(size, int) else None


def sampling_kwargs(sampling: dict[str, Any]) -> dict[str, Any]:
    """``vllm.SamplingParams`` keyword arguments from the request's sampling dict (config.SamplingConfig)."""
    temperature = float(sampling.get("temperature") or 0.0)
    out: dict[str, Any] = {
        "max_tokens": int(sampling.get("max_tokens") or 256),
        "temperature": temperature,
        "top_p": float(sampling.get("top_p") or 1.0) if temperature > 0 else 1.0,
        "logprobs": 0,  # the sampled token's logprob only
    }
    if sampling.get("seed") is not None:
        out["seed"] = int(sampling["seed"])
    if sampling.get("stop"):
        out["stop"] = list(sampling["stop"])
    return out





def seed_model_ids(large: bool = False, tiers: tuple[Tier, ...] = TIERS) -> list[str]:
    """Every model a worker's fallback chain may load, deduplicated in registry order.

    Without ``large``, models of LARGE_MODEL_BILLIONS or more (the 70B targets) are left out.
    """
    seen: list[str] = []
    for tier in tiers:
        for step in tier.modal_fallback:
            for model in step_models(step):
                if model in seen:
                    continue
                size = param_billions(model)
                if not large and size is not None and size >= LARGE_MODEL_BILLIONS:
                    continue
                seen.append(model)
    return seen


def worker_options(tier: Tier, demo_mode: bool) -> dict[str, Any]:
    """The ``@app.cls`` options of a tier's worker (GPU and container policy; image/volume added by app.py)."""
    gb = weights_gb(tier.modal_fallback[0], tier.vllm_engine_args.get("dtype")) or 0.0
    return {
        "gpu": tier.gpu,
        "min_containers": 1 if demo_mode else 0,
        "scaledown_window": 300,
        "timeout": 600,  # one request at most
        # Loading 70B weights and building the engine takes minutes; small tiers get a shorter bound.
        "startup_timeout": 1800 if gb >= 20 else 900,
    }


def demo_mode_from_env(env: dict[str, str] | None = None) -> bool:
    value = (env if env is not None else os.environ).get("DEMO_MODE", "0").strip().lower()
    return value in ("1", "true", "yes", "on")


def worker_tier(worker_class: str) -> Tier:
    """The tier a worker class name belongs to (the inverse of ``Tier.worker_class``)."""
    for tier in TIERS:
        if tier.worker_class == worker_class:
            return tier
    raise KeyError(f"no tier has worker class {worker_class!r}")


__all__ = [
    "APP_NAME", "MODELS_DIR", "VLLM_VERSION", "VOLUME_NAME", "PlannedStep", "cold_start_estimate_s",
    "engine_kwargs", "fallback_plan", "get_tier", "model_dir", "param_billions", "read_vocab_size",
    "sampling_kwargs", "seed_model_ids", "spec_decode_config", "weights_gb", "weights_present",
    "worker_options", "worker_tier",
]

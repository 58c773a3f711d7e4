"""What the app (``powerlever.backends``) and the Modal workers (``workers/``) both need, in one place.

``powerlever/`` never imports ``workers/``; the workers import this. The Modal app's name, the model
size and cold-start estimates read from the registry, and vLLM's per-request speculative metrics in
this project's ``spec`` keys (used by the Modal worker and the OpenAI-compatible backend alike).
"""

from __future__ import annotations

import re
from typing import Any

from powerlever.tiers import ModalStep, Tier

APP_NAME = "power-lever"  # the Modal app (workers/app.py deploys it; the Modal backend looks it up)


def step_models(step: ModalStep) -> tuple[str, ...]:
    return (step.target_model, step.draft_model) if step.draft_model else (step.target_model,)


_SIZE_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)([BM])(?![a-z])", re.IGNORECASE)


def param_billions(model_id: str) -> float | None:
    """Parameter count in billions read from a hub id ("Llama-3.1-70B" -> 70, "SmolLM2-135M" -> 0.135)."""
    name = model_id.split("/")[-1]
    best = None
    for num, unit in _SIZE_RE.findall(name.replace("_", "-")):
        value = float(num) / (1000.0 if unit.upper() == "M" else 1.0)
        best = value if best is None else max(best, value)
    return best


def bytes_per_param(model_id: str, quantization: str | None, dtype: str | None) -> float:
    if quantization in ("awq", "gptq") or re.search(r"(INT4|AWQ|GPTQ)", model_id, re.IGNORECASE):
        return 0.5
    if quantization == "fp8" or re.search(r"FP8", model_id, re.IGNORECASE):
        return 1.0
    return 4.0 if dtype == "float32" else 2.0


def weights_gb(step: ModalStep, dtype: str | None = None) -> float | None:
    """Approximate size of a step's weights (target + draft) in GB, from their names."""
    total = 0.0
    for i, model in enumerate(step_models(step)):
        billions = param_billions(model)
        if billions is None:
            return None
        total += billions * bytes_per_param(model, step.quantization if i == 0 else None, dtype)
    return round(total, 2)


# Cold-start model (an estimate, not a measurement): container boot, then reading the weights from
# the volume, then vLLM's engine init (profiling, torch.compile, CUDA graph capture).
COLD_BOOT_S = 15.0
VOLUME_READ_GB_PER_S = 1.0
ENGINE_INIT_S = 40.0


def cold_start_estimate_s(tier: Tier, step_index: int = 0) -> float | None:
    """Seconds a cold container of this tier needs before its first token (see the constants above)."""
    step = tier.modal_fallback[step_index]
    gb = weights_gb(step, tier.vllm_engine_args.get("dtype"))
    if gb is None:
        return None
    return round(COLD_BOOT_S + gb / VOLUME_READ_GB_PER_S + ENGINE_INIT_S, 1)


def spec_stats_from_vllm(d: dict[str, Any] | None) -> dict[str, Any] | None:
    """vLLM's per-request speculative metrics (``metrics.speculative_decoding`` in a response, or
    ``RequestSpecDecodeMetrics.to_dict()`` in the engine) in this project's ``spec`` keys.

    Per-position acceptance follows from the histogram: a verify step that accepted j drafts accepted
    every position up to j, so position p was accepted in the steps with j >= p."""
    if not d:
        return None
    hist = [int(x) for x in (d.get("acceptance_histogram") or [])]
    steps = int(d.get("num_spec_steps") or sum(hist))
    accepted = int(d.get("num_accepted_draft_tokens") if d.get("num_accepted_draft_tokens") is not None
                   else sum(j * c for j, c in enumerate(hist)))
    drafted = int(d.get("num_draft_tokens") or 0)
    per_position = ([round(sum(hist[p:]) / steps, 6) for p in range(1, len(hist))] if steps and hist else [])
    return {
        "drafted": drafted,
        "accepted": accepted,
        "acceptance_rate": (accepted / drafted) if drafted else None,
        "mean_accepted_length": float(d["mean_acceptance_length"]) if d.get("mean_acceptance_length") is not None
        else (1.0 + accepted / steps if steps else None),
        "per_position_acceptance": per_position,
        "verify_steps": steps,
        "acceptance_histogram": hist,
        "K": d.get("num_spec_tokens"),
        "source": "vllm per-request spec-decode metrics",
    }

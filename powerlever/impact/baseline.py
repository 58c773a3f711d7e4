"""The frontier baseline: the same request on a 70B-class model on H100s, through EcoLogits' fit.

EcoLogits (genai-impact) is the estimate sustainability people already use for "one call to a
frontier model", so the baseline calls its ``compute_llm_impacts_dag`` (the DAG behind
``compute_llm_impacts``, which also exposes latency and GPU count for the cost). If the package is
missing, the same published fit runs from the constants below and the output says so.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from powerlever.impact import constants as C

# EcoLogits 0.11.3 ecologits/impacts/llm.py defaults, used only when the package is not installed.
_FIT = {
    "gpu_energy_alpha": 1.1665273170451914e-06,
    "gpu_energy_beta": -0.011205921025579175,
    "gpu_energy_gamma": 4.052928146734005e-05,
    "latency_alpha": 0.0006785088094353663,
    "latency_beta": 0.0003119310311688259,
    "latency_gamma": 0.019473717579473387,
    "gpu_memory": 80,
    "model_quantization_bits": 16,
    "server_power": 1.2,
    "server_gpu_count": 8,
    "batch_size": 64,
    "gpu_embodied_gwp": 273,
    "server_embodied_gwp": 5700,
    "server_lifetime": 3 * 365 * 24 * 60 * 60,
}


@lru_cache(maxsize=1)
def _ecologits_dag() -> Any | None:
    try:
        from ecologits.impacts.llm import compute_llm_impacts_dag
    except ImportError:
        return None
    return compute_llm_impacts_dag


def _fit_by_hand(params_b: float, output_tokens: int, pue: float, wue: float, gwp: float, ewif: float,
                 batch_size: int = 64) -> dict:
    """EcoLogits' equations written out (same names), for hosts without the package."""
    f = _FIT
    bs = batch_size
    gpu_energy = output_tokens * (f["gpu_energy_alpha"] * math.exp(f["gpu_energy_beta"] * bs) * params_b
                                  + f["gpu_energy_gamma"]) / 1000
    latency = output_tokens * (f["latency_alpha"] * params_b + f["latency_beta"] * bs + f["latency_gamma"])
    memory = 1.2 * params_b * f["model_quantization_bits"] / 8
    gpus = 2 ** math.ceil(math.log2(math.ceil(memory / f["gpu_memory"])))
    server_energy = latency / 3600 * f["server_power"] * gpus / f["server_gpu_count"] / bs
    it = server_energy + gpus * gpu_energy
    embodied = gpus / f["server_gpu_count"] * f["server_embodied_gwp"] + gpus * f["gpu_embodied_gwp"]
    return {
        "generation_latency": latency,
        "gpu_required_count": gpus,
        "batch_size": bs,
        "request_it_energy": it,
        "request_energy": it * pue,
        "request_usage_gwp": it * pue * gwp,
        "request_usage_wcf": it * (wue + pue * ewif),
        "request_embodied_gwp": latency * embodied / (f["server_lifetime"] * bs),
    }


def batch_factors(params_b: float, batch: int) -> dict[str, float]:
    """EcoLogits' fitted effect of serving at ``batch`` instead of batch 1, for a model of ``params_b``:
    ``gpu`` scales GPU energy per token, ``time`` scales the request's share of hardware-seconds (its
    per-token latency at that batch divided by the batch). Applied to both sides under ``serving=shared``."""
    f = _FIT

    def gpu(b: int) -> float:
        return f["gpu_energy_alpha"] * math.exp(f["gpu_energy_beta"] * b) * params_b + f["gpu_energy_gamma"]

    def latency(b: int) -> float:
        return f["latency_alpha"] * params_b + f["latency_beta"] * b + f["latency_gamma"]

    return {"gpu": gpu(batch) / gpu(1), "time": latency(batch) / batch / latency(1)}


def frontier_baseline(*, output_tokens: int, region: C.Region, pue: float = C.DATACENTER_PUE,
                      wue: float = C.DATACENTER_WUE_L_PER_KWH, use_package: bool = True,
                      batch_size: int = C.SHARED_BATCH) -> dict[str, Any]:
    """Energy, water, CO2 and cost of ``output_tokens`` from the baseline model, same datacenter and grid
    as ours so only the model and hardware differ. ``batch_size``: 64 (EcoLogits' default, the
    ``shared`` serving assumption) or 1 (``dedicated``)."""
    dag = _ecologits_dag() if use_package else None
    if dag is not None:
        r = dag(model_active_parameter_count=C.BASELINE_PARAMS_B, model_total_parameter_count=C.BASELINE_PARAMS_B,
                output_token_count=output_tokens, request_latency=math.inf,
                if_electricity_mix_adpe=0.0, if_electricity_mix_pe=0.0,  # not reported: only GWP and water are
                if_electricity_mix_gwp=region.gwp_kg_per_kwh, if_electricity_mix_wue=region.ewif_l_per_kwh,
                datacenter_pue=pue, datacenter_wue=wue, batch_size=batch_size)
        method = f"ecologits {C.ECOLOGITS_VERSION} compute_llm_impacts_dag"
    else:
        r = _fit_by_hand(C.BASELINE_PARAMS_B, output_tokens, pue, wue, region.gwp_kg_per_kwh, region.ewif_l_per_kwh,
                         batch_size)
        method = f"EcoLogits {C.ECOLOGITS_VERSION} fit, re-implemented (package not installed)"
    gpus = int(r["gpu_required_count"])
    batch = r["batch_size"]
    gpu_seconds = gpus * float(r["generation_latency"]) / batch  # this request's share of the batched GPUs
    return {
        "baseline_energy_kwh": float(r["request_energy"]),
        "baseline_it_energy_kwh": float(r["request_it_energy"]),
        "baseline_water_l": float(r["request_usage_wcf"]),
        "baseline_co2_kg": float(r["request_usage_gwp"]),
        "baseline_embodied_co2_kg": float(r["request_embodied_gwp"]),
        "baseline_cost_usd": gpu_seconds * C.GPUS[C.BASELINE_GPU].usd_per_s,
        "baseline_gpus": gpus,
        "baseline_batch_size": batch,
        "baseline_latency_s": float(r["generation_latency"]),
        "baseline_gpu_seconds": gpu_seconds,
        "baseline_method": method,
        "baseline_description": (
            f"{C.BASELINE_MODEL}-class dense model ({C.BASELINE_PARAMS_B} B params, bf16) on {gpus}x "
            f"{C.BASELINE_GPU} 80GB via the EcoLogits {C.ECOLOGITS_VERSION} fit at batch {batch}, same "
            f"output tokens (EcoLogits ignores input tokens), same datacenter PUE/WUE and region grid"
        ),
    }

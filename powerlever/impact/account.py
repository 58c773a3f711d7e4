"""Per-request accounting: energy (measured or modeled), water, CO2 and cost, next to the baseline.

The formulas, with every constant's source, are in docs/methodology.md; this module is those
formulas and nothing else, so the page and the code can be checked against each other.
"""

from __future__ import annotations

import math
import os
import re
from typing import Any

from powerlever.impact import constants as C
from powerlever.impact.baseline import frontier_baseline

CPU = "CPU"
ENERGY_SOURCES = ("measured-nvml", "measured-rapl", "modeled")
J_PER_KWH = 3.6e6


def known_hardware() -> list[str]:
    """Canonical hardware names: every Modal GPU in the table, and "CPU" for the embedded local engine."""
    return [*C.GPUS, CPU]


def known_regions() -> dict[str, str]:
    """ISO 3166-1 alpha-3 code (plus "WOR", world average) -> region name."""
    return {code: r.name for code, r in C.REGIONS.items()}


def region_factors() -> dict[str, dict[str, Any]]:
    """code -> name, grid intensity and off-site water factor, for the UI's region selector."""
    return {code: {"name": r.name, "gwp_kg_per_kwh": r.gwp_kg_per_kwh, "ewif_l_per_kwh": r.ewif_l_per_kwh}
            for code, r in C.REGIONS.items()}


def methodology_url() -> str:
    """Where the UI links the methodology: POWERLEVER_METHODOLOGY_URL if set, else the repo-relative path."""
    return os.environ.get("POWERLEVER_METHODOLOGY_URL") or C.METHODOLOGY_PATH


_DEVICE_WORDS = ("NVIDIA", "TESLA", "SXM", "SXM4", "SXM5", "PCIE", "HBM3", "HBM3E", "NVL")


def _from_device_name(text: str) -> str | None:
    """torch/nvidia-smi device names ('NVIDIA A100-SXM4-80GB', 'Tesla T4', 'NVIDIA H100 80GB HBM3') -> table name."""
    words = [w for w in re.split(r"[-\s]+", text) if w and w not in _DEVICE_WORDS]
    for word in words:
        if word == "A100":
            return "A100-80GB" if "80GB" in words else "A100-40GB"
        name = C.GPU_ALIASES.get(word, word)
        if name in C.GPUS:
            return name
    return None


def parse_hardware(hardware: str) -> tuple[str, int]:
    """'H100', 'nvidia h100', 'A100 80GB', 'NVIDIA A100-SXM4-80GB', 'H100:2', 'cpu' -> (canonical name, count).

    ValueError listing the known names if it matches none."""
    if not isinstance(hardware, str) or not hardware.strip():
        raise ValueError(f"hardware must be a non-empty string; known: {', '.join(known_hardware())}")
    text = hardware.strip().upper().replace("_", "-")
    count = 1
    if ":" in text:
        text, _, n = text.partition(":")
        if not n.strip().isdigit() or int(n) < 1:
            raise ValueError(f"bad GPU count in {hardware!r}; use e.g. 'H100:2'")
        count = int(n)
    text = text.strip()
    if text in ("CPU", "LOCAL"):
        return CPU, 1
    dashed = re.sub(r"^NVIDIA[-\s]*", "", text).replace(" ", "-")
    name = C.GPU_ALIASES.get(dashed, dashed)
    if name not in C.GPUS:
        name = _from_device_name(text) or ""
    if name not in C.GPUS:
        raise ValueError(f"unknown hardware {hardware!r}; known: {', '.join(known_hardware())}")
    return name, count


def parse_region(region: str) -> C.Region:
    """ISO3 code (any case) or a region's English name -> Region. ValueError listing the known ones."""
    key = (region or "").strip()
    by_code = C.REGIONS.get(key.upper())
    if by_code:
        return by_code
    for r in C.REGIONS.values():
        if r.name.lower() == key.lower():
            return r
    known = ", ".join(f"{c} ({r.name})" for c, r in C.REGIONS.items())
    raise ValueError(f"unknown region {region!r}; known: {known}")


def _check_number(name: str, value: Any, *, minimum: float, strict: bool, integer: bool) -> None:
    ok_type = isinstance(value, int) if integer else isinstance(value, int | float)
    if isinstance(value, bool) or not ok_type:
        kind = "an integer" if integer else "a number"
        raise ValueError(f"{name} must be {kind}, got {value!r}")
    if not math.isfinite(value) or (value <= minimum if strict else value < minimum):
        op = ">" if strict else ">="
        raise ValueError(f"{name} must be {op} {minimum:g}, got {value!r}")


def gpu_power_w(name: str, count: int = 1) -> dict[str, float]:
    """Modeled draw during decode: GPU (fraction of TDP) and host share, in watts."""
    tdp = C.GPUS[name].tdp_w
    gpu = C.DECODE_POWER_FRACTION * tdp * count
    host = C.SERVER_POWER_W / C.SERVER_GPUS * tdp / C.HOST_REFERENCE_TDP_W * count
    return {"gpu_w": gpu, "host_w": host}


def cpu_host(vcpus: int | None = None) -> dict[str, float]:
    """The local engine's host: modeled power and Modal-equivalent $/s for its vCPUs and memory."""
    v = vcpus or os.cpu_count() or 1
    return {
        "vcpus": v,
        "memory_gb": C.CPU_HOST_MEMORY_GB,
        "power_w": v * C.CPU_W_PER_VCPU + C.CPU_HOST_MEMORY_GB * C.MEMORY_W_PER_GB,
        "usd_per_s": v / C.VCPUS_PER_CORE * C.MODAL_USD_PER_CORE_S + C.CPU_HOST_MEMORY_GB * C.MODAL_USD_PER_GIB_S,
    }


def ultra_same_regime(*, output_tokens: int, input_tokens: int, region: C.Region) -> dict[str, Any]:
    """The request on the Ultra tier itself (70B FP8, 1x H100, batch 1) at the H100's speed limit, with our
    power model: what routing avoided by not sending this prompt to the top tier. A lower bound."""
    decode_s = output_tokens * C.ULTRA_PARAMS_B * 1e9 * C.ULTRA_BYTES_PER_PARAM / C.H100_HBM_BYTES_PER_S
    prefill_s = 2 * C.ULTRA_PARAMS_B * 1e9 * input_tokens / C.H100_FP8_DENSE_FLOPS
    seconds = decode_s + prefill_s
    p = gpu_power_w("H100")
    it_kwh = (p["gpu_w"] + p["host_w"]) * seconds / J_PER_KWH
    facility = it_kwh * C.DATACENTER_PUE
    return {
        "ultra_seconds": seconds,
        "ultra_energy_kwh": facility,
        "ultra_water_l": it_kwh * C.DATACENTER_WUE_L_PER_KWH + facility * region.ewif_l_per_kwh,
        "ultra_co2_kg": facility * region.gwp_kg_per_kwh,
        "ultra_cost_usd": C.GPUS["H100"].usd_per_s * seconds,
        "ultra_description": ("Power Lever's Ultra tier (Llama-3.3-70B FP8 on 1x H100, batch 1), same power model, "
                              "time at the H100's bandwidth/compute limit: a lower bound on what it would use"),
    }


def _savings(prefix: str, ref: dict[str, Any], ours: dict[str, float]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key in ("energy_kwh", "water_l", "co2_kg", "cost_usd"):
        out[key] = ref[f"{prefix}_{key}"] - ours[key]
        out[key.split("_")[0] + "_ratio"] = _ratio(ref[f"{prefix}_{key}"], ours[key])
    out["ratio"] = out["energy_ratio"]  # the headline: reference energy / ours
    return out


def _ratio(baseline: float, ours: float) -> float | None:
    return baseline / ours if ours > 0 else None


def request_impact(*, hardware: str, seconds: float, output_tokens: int, input_tokens: int = 0,
                   region: str = C.DEFAULT_REGION, measured_energy_j: float | None = None,
                   energy_source: str | None = None, vcpus: int | None = None) -> dict[str, Any]:
    """Energy, water, CO2 and cost of one request, the frontier baseline for the same tokens, and the savings.

    hardware: a GPU from known_hardware() (optionally 'NAME:COUNT') or "CPU" for the local engine.
    seconds: wall time the hardware was busy with the request. measured_energy_j: a counter reading for
    that time (NVML for GPUs: GPU boards only; RAPL for CPU: the host), with energy_source naming it.
    Returns a flat JSON-able dict (plus a ``savings`` dict) that the pipeline merges into ``metrics``.
    """
    name, count = parse_hardware(hardware)
    reg = parse_region(region)
    _check_number("seconds", seconds, minimum=0, strict=True, integer=False)
    _check_number("output_tokens", output_tokens, minimum=1, strict=False, integer=True)
    _check_number("input_tokens", input_tokens, minimum=0, strict=False, integer=True)

    energy_note = None
    if measured_energy_j is not None:
        _check_number("measured_energy_j", measured_energy_j, minimum=0, strict=False, integer=False)
        energy_source = energy_source or ("measured-rapl" if name == CPU else "measured-nvml")
        if energy_source not in ENERGY_SOURCES[:2]:
            raise ValueError(f"energy_source for a measurement must be one of {ENERGY_SOURCES[:2]}, got {energy_source!r}")
        covers = "measured-rapl" if name == CPU else "measured-nvml"
        if energy_source != covers:  # e.g. RAPL read around a GPU run: it did not see the GPU, so don't use it
            energy_note = (f"{energy_source} reading ({measured_energy_j:.3g} J) ignored: it does not cover "
                           f"{name}; energy is modeled")
            measured_energy_j, energy_source = None, "modeled"
    elif energy_source not in (None, "modeled"):
        raise ValueError(f"energy_source {energy_source!r} needs measured_energy_j")
    else:
        energy_source = "modeled"

    if name == CPU:
        host = cpu_host(vcpus)
        power = {"cpu_w": host["power_w"]}
        it_j = measured_energy_j if measured_energy_j is not None else host["power_w"] * seconds
        usd_per_s = host["usd_per_s"]
        hw_label = f"CPU ({host['vcpus']} vCPU, local engine)"
    else:
        power = gpu_power_w(name, count)
        gpu_j = measured_energy_j if measured_energy_j is not None else power["gpu_w"] * seconds
        it_j = gpu_j + power["host_w"] * seconds  # NVML covers the boards; the host share stays modeled
        usd_per_s = C.GPUS[name].usd_per_s * count
        hw_label = f"{count}x {name}" if count > 1 else name

    it_kwh = it_j / J_PER_KWH
    facility_kwh = it_kwh * C.DATACENTER_PUE
    water_l = it_kwh * C.DATACENTER_WUE_L_PER_KWH + facility_kwh * reg.ewif_l_per_kwh
    co2_kg = facility_kwh * reg.gwp_kg_per_kwh
    cost_usd = usd_per_s * seconds

    base = frontier_baseline(output_tokens=output_tokens, region=reg)
    ultra = ultra_same_regime(output_tokens=output_tokens, input_tokens=input_tokens, region=reg)
    ours = {"energy_kwh": facility_kwh, "water_l": water_l, "co2_kg": co2_kg, "cost_usd": cost_usd}
    return {
        "hardware": name,
        "hardware_label": hw_label,
        "gpu_count": count if name != CPU else 0,
        "seconds": float(seconds),
        "input_tokens": input_tokens,
        "output_tokens": output_tokens,
        "energy_source": energy_source,
        "measured_energy_j": measured_energy_j,
        "energy_note": energy_note,
        **{k: round(v, 3) for k, v in power.items()},
        "it_energy_kwh": it_kwh,
        "energy_kwh": facility_kwh,
        "energy_wh_per_token": facility_kwh * 1000 / output_tokens,
        "water_l": water_l,
        "co2_kg": co2_kg,
        "cost_usd": cost_usd,
        "region": reg.code,
        "region_name": reg.name,
        "grid_kg_per_kwh": reg.gwp_kg_per_kwh,
        "ewif_l_per_kwh": reg.ewif_l_per_kwh,
        "pue": C.DATACENTER_PUE,
        "wue_l_per_kwh": C.DATACENTER_WUE_L_PER_KWH,
        **base,
        "savings": _savings("baseline", base, ours),
        **ultra,
        "savings_vs_ultra": _savings("ultra", ultra, ours),
        "methodology": methodology_url(),
    }


def summary_line(result: dict[str, Any]) -> str:
    """One human sentence for a request_impact() result (UI caption, CLI), with the baseline named."""
    def times(r: float | None) -> str:
        if not r:
            return "n/a"
        return f"{r:.1f}x less" if r >= 1 else f"{1 / r:.1f}x more"

    return (f"{result['energy_kwh'] * 1000:.3g} Wh, {result['water_l'] * 1000:.3g} mL water, "
            f"{result['co2_kg'] * 1000:.3g} g CO2, ${result['cost_usd']:.2g} ({result['energy_source']}, "
            f"{result['region']}): {times(result['savings']['ratio'])} energy than a 70B model on H100s "
            f"(EcoLogits), {times(result['savings_vs_ultra']['ratio'])} than the Ultra tier")

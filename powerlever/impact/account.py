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
from powerlever.impact.baseline import batch_factors, frontier_baseline

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
        raise ValueError(f"{name} must be a finite number {op} {minimum:g}, got {value!r}")


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


def ultra_same_regime(*, output_tokens: int, input_tokens: int, region: C.Region,
                      serving: str = C.DEFAULT_SERVING) -> dict[str, Any]:
    """The request on the Ultra tier itself (70B FP8, 1x H100) at the H100's speed limit, with our power
    model: what routing avoided by not sending this prompt to the top tier. A lower bound. Batch 1 when
    ``dedicated``; under ``shared`` scaled by EcoLogits' batch-64 factors for a 70B model, as ours is."""
    decode_s = output_tokens * C.ULTRA_PARAMS_B * 1e9 * C.ULTRA_BYTES_PER_PARAM / C.H100_HBM_BYTES_PER_S
    prefill_s = 2 * C.ULTRA_PARAMS_B * 1e9 * input_tokens / C.H100_FP8_DENSE_FLOPS
    seconds = decode_s + prefill_s
    p = gpu_power_w("H100")
    fac = batch_factors(C.ULTRA_PARAMS_B, C.SHARED_BATCH) if serving == "shared" else {"gpu": 1.0, "time": 1.0}
    it_kwh = (p["gpu_w"] * fac["gpu"] + p["host_w"] * fac["time"]) * seconds / J_PER_KWH
    facility = it_kwh * C.DATACENTER_PUE
    regime = "batch 1" if serving == "dedicated" else f"shared at batch {C.SHARED_BATCH} (EcoLogits' batch factors)"
    return {
        "ultra_seconds": seconds,
        "ultra_energy_kwh": facility,
        "ultra_water_l": it_kwh * C.DATACENTER_WUE_L_PER_KWH + facility * region.ewif_l_per_kwh,
        "ultra_co2_kg": facility * region.gwp_kg_per_kwh,
        "ultra_cost_usd": C.GPUS["H100"].usd_per_s * seconds * fac["time"],
        "ultra_description": (f"Power Lever's Ultra tier (Llama-3.3-70B FP8 on 1x H100, {regime}), same power model, "
                              "time at the H100's bandwidth/compute limit: a lower bound on what it would use"),
    }


def _savings(prefix: str, ref: dict[str, Any], ours: dict[str, float]) -> dict[str, Any]:
    """Reference minus ours (positive = saved) and reference / ours, per quantity; ``consistent`` says whether
    all four agree in sign with energy, and ``sign_note`` says why when they do not."""
    out: dict[str, Any] = {}
    for key in ("energy_kwh", "water_l", "co2_kg", "cost_usd"):
        out[key] = ref[f"{prefix}_{key}"] - ours[key]
        out[key.split("_")[0] + "_ratio"] = _ratio(ref[f"{prefix}_{key}"], ours[key])
    out["ratio"] = out["energy_ratio"]  # the headline: reference energy / ours
    signs = {key: out[key] > 0 for key in ("energy_kwh", "water_l", "co2_kg", "cost_usd")}
    out["consistent"] = len(set(signs.values())) == 1
    out["sign_note"] = None
    if not out["consistent"]:
        def per_kwh(cost: float, kwh: float) -> str:
            return f"${cost / kwh:.3g}/kWh" if kwh > 0 else "n/a"

        out["sign_note"] = (
            f"energy {'saved' if signs['energy_kwh'] else 'not saved'} but cost "
            f"{'saved' if signs['cost_usd'] else 'not saved'}: cost is the price of hardware time, energy its "
            f"power draw, and the two sides pay differently per kWh (this run "
            f"{per_kwh(ours['cost_usd'], ours['energy_kwh'])}, the reference "
            f"{per_kwh(ref[prefix + '_cost_usd'], ref[prefix + '_energy_kwh'])})")
    return out


def _ratio(baseline: float, ours: float) -> float | None:
    return baseline / ours if ours > 0 else None


def request_impact(*, hardware: str, seconds: float, output_tokens: int, input_tokens: int = 0,
                   region: str = C.DEFAULT_REGION, measured_energy_j: float | None = None,
                   energy_source: str | None = None, vcpus: int | None = None,
                   serving: str = C.DEFAULT_SERVING, cpu_seconds: float | None = None,
                   cpu_threads: float | None = None, params_b: float | None = None) -> dict[str, Any]:
    """Energy, water, CO2 and cost of one request, the frontier baseline for the same tokens, and the savings.

    hardware: a GPU from known_hardware() (optionally 'NAME:COUNT') or "CPU" for the local engine.
    seconds: wall time the hardware was busy with the request. measured_energy_j: a counter reading for
    that time (NVML for GPUs: GPU boards only; RAPL for CPU: the host), with energy_source naming it.
    serving: "shared" or "dedicated", applied to this request and to both baselines (docs/methodology.md).
    cpu_seconds: CPU time the local engine's generation used (measured, so other load on the host does not
    inflate it); cpu_threads: the threads it computed on (a mean when its prefill and decode differed). params_b: the model's size in billions, for
    the shared-serving batch factors of a GPU tier.
    Returns a flat JSON-able dict (plus a ``savings`` dict) that the pipeline merges into ``metrics``.
    """
    name, count = parse_hardware(hardware)
    reg = parse_region(region)
    _check_number("seconds", seconds, minimum=0, strict=True, integer=False)
    _check_number("output_tokens", output_tokens, minimum=1, strict=False, integer=True)
    _check_number("input_tokens", input_tokens, minimum=0, strict=False, integer=True)
    serving = check_serving(serving)
    if cpu_seconds is not None:
        _check_number("cpu_seconds", cpu_seconds, minimum=0, strict=True, integer=False)
    if cpu_threads is not None:
        _check_number("cpu_threads", cpu_threads, minimum=1, strict=False, integer=False)
    if params_b is not None:
        _check_number("params_b", params_b, minimum=0, strict=True, integer=False)

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

    notes = [energy_note] if energy_note else []
    cpu_basis = None
    if name == CPU:
        host = cpu_host(vcpus)
        threads = cpu_threads or 1
        if threads > host["vcpus"]:  # the bill below divides by the threads of this host
            raise ValueError(f"cpu_threads must be at most the host's {host['vcpus']} vCPUs, got {cpu_threads!r}")
        if cpu_seconds is None:
            cpu_s, cpu_basis = seconds * threads, "wall"
            notes.append("CPU time not measured: wall seconds x threads stand in for it")
        else:
            cpu_s, cpu_basis = float(cpu_seconds), "cpu-time"
        if serving == "dedicated":  # the whole host, for as long as the request would keep it busy alone
            billed_s = cpu_s / threads
            power = {"cpu_w": host["power_w"]}
            usd_per_s = host["usd_per_s"]
        else:  # its share: the vCPU-seconds it used, each with its share of the host's memory
            billed_s = cpu_s
            power = {"cpu_w": C.CPU_W_PER_VCPU + C.CPU_HOST_MEMORY_GB * C.MEMORY_W_PER_GB / host["vcpus"]}
            usd_per_s = (C.MODAL_USD_PER_CORE_S / C.VCPUS_PER_CORE
                         + C.CPU_HOST_MEMORY_GB * C.MODAL_USD_PER_GIB_S / host["vcpus"])
        if measured_energy_j is not None and serving == "shared":
            notes.append("RAPL counts the whole host, other work included: an upper bound for this request")
        it_j = measured_energy_j if measured_energy_j is not None else power["cpu_w"] * billed_s
        hw_label = f"CPU ({host['vcpus']} vCPU, local engine)"
    else:
        ignored = [k for k, v in (("cpu_seconds", cpu_seconds), ("cpu_threads", cpu_threads)) if v is not None]
        if ignored:  # say so rather than drop them: a GPU run is billed by its GPU-seconds
            notes.append(f"{' and '.join(ignored)} ignored: they describe the local CPU engine, not {name}")
        power = gpu_power_w(name, count)
        fac = {"gpu": 1.0, "time": 1.0}
        if serving == "shared":
            fac = batch_factors(params_b or 0.0, C.SHARED_BATCH)
            if params_b is None:
                notes.append("model size unknown (no model named with its size, e.g. Qwen2.5-7B): the shared-serving "
                             "factors of the smallest model, the least favourable")
        gpu_j = measured_energy_j if measured_energy_j is not None else power["gpu_w"] * seconds
        billed_s = seconds * fac["time"]
        it_j = gpu_j * fac["gpu"] + power["host_w"] * billed_s  # NVML covers the boards; the host share stays modeled
        usd_per_s = C.GPUS[name].usd_per_s * count
        hw_label = f"{count}x {name}" if count > 1 else name
    energy_note = "; ".join(notes) or None

    it_kwh = it_j / J_PER_KWH
    facility_kwh = it_kwh * C.DATACENTER_PUE
    water_l = it_kwh * C.DATACENTER_WUE_L_PER_KWH + facility_kwh * reg.ewif_l_per_kwh
    co2_kg = facility_kwh * reg.gwp_kg_per_kwh
    cost_usd = usd_per_s * billed_s

    base = frontier_baseline(output_tokens=output_tokens, region=reg,
                             batch_size=C.SHARED_BATCH if serving == "shared" else 1)
    ultra = ultra_same_regime(output_tokens=output_tokens, input_tokens=input_tokens, region=reg, serving=serving)
    ours = {"energy_kwh": facility_kwh, "water_l": water_l, "co2_kg": co2_kg, "cost_usd": cost_usd}
    overflow = [k for k, v in ours.items() if not math.isfinite(v)]
    if overflow:  # finite inputs whose product is not (seconds=1e308): JSON has no Infinity
        raise ValueError(f"the inputs are too large: {', '.join(overflow)} would be infinite")
    return {
        "hardware": name,
        "hardware_label": hw_label,
        "gpu_count": count if name != CPU else 0,
        "seconds": float(seconds),
        "billed_seconds": billed_s,
        "cpu_seconds": cpu_s if name == CPU else None,
        "cpu_threads": threads if name == CPU else None,
        "cpu_time_basis": cpu_basis,
        "serving": serving,
        "serving_description": serving_description(serving),
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


def check_serving(serving: Any) -> str:
    """The one check of a serving assumption's name (request validation and the CLI use it too)."""
    if serving not in C.SERVING_MODES:
        raise ValueError(f"serving must be one of {', '.join(C.SERVING_MODES)}, got {serving!r}")
    return serving


def serving_description(serving: str) -> str:
    """The assumption both sides are on, in words, printed beside every savings figure."""
    if serving == "dedicated":
        return "dedicated: batch 1, each request owns its hardware while it runs (baseline at batch 1)"
    return (f"shared: hardware serves other requests at batch {C.SHARED_BATCH}, each request pays its share "
            f"(baseline at batch {C.SHARED_BATCH}, EcoLogits' default)")


def serving_label(serving: str | None) -> str:
    """Short form for a savings line: 'shared, batch 64' / 'dedicated, batch 1'."""
    return "dedicated, batch 1" if serving == "dedicated" else f"shared, batch {C.SHARED_BATCH}"


def params_from_name(model: str | None) -> float | None:
    """Billions of parameters from a model name ('Qwen2.5-Coder-1.5B-Instruct' -> 1.5, 'SmolLM2-135M' -> 0.135)."""
    m = re.search(r"(?<![\w.])(\d+(?:\.\d+)?)([BbMm])(?![a-zA-Z])", re.sub(r"[-_/]", " ", model or ""))
    if not m:
        return None
    return float(m.group(1)) / (1000 if m.group(2) in "Mm" else 1)


def summary_line(result: dict[str, Any]) -> str:
    """One human sentence for a request_impact() result (UI caption, CLI), with the baseline named."""
    def times(r: float | None) -> str:
        if not r:
            return "n/a"
        return f"{r:.1f}x less" if r >= 1 else f"{1 / r:.1f}x more"

    return (f"{result['energy_kwh'] * 1000:.3g} Wh, {result['water_l'] * 1000:.3g} mL water, "
            f"{result['co2_kg'] * 1000:.3g} g CO2, ${result['cost_usd']:.2g} ({result['energy_source']}, "
            f"{result['region']}): {times(result['savings']['ratio'])} energy than a 70B model on H100s "
            f"(EcoLogits), {times(result['savings_vs_ultra']['ratio'])} than the Ultra tier "
            f"[{serving_label(result.get('serving'))}]")


def metrics_impact(raw: dict[str, Any], *, hardware: str, seconds: float, tokens: int,
                   region: str = C.DEFAULT_REGION, serving: str = C.DEFAULT_SERVING) -> dict[str, Any]:
    """``request_impact`` for a backend's metrics payload (``powerlever.metrics.BackendMetrics``): the one
    place that maps its fields (prompt tokens, measured energy, CPU time, model size) onto the accounting,
    for a whole request (the pipeline) and for one segment of an escalated answer alike."""
    on_cpu = parse_hardware(hardware)[0] == CPU  # a GPU run's host-thread clock is not what it is billed by
    return request_impact(
        hardware=hardware, seconds=max(seconds, 1e-3), output_tokens=max(tokens, 1),
        input_tokens=int(raw.get("prompt_tokens") or 0), region=region,
        measured_energy_j=raw.get("measured_energy_j"), energy_source=raw.get("energy_source"), serving=serving,
        cpu_seconds=(raw.get("cpu_seconds") or None) if on_cpu else None,
        cpu_threads=raw.get("cpu_threads") if on_cpu else None,
        params_b=params_from_name(raw.get("model")))

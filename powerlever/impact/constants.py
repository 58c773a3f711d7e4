"""Every number the impact accounting uses, in one place, each with its source and date.

docs/methodology.md carries the same table for readers; tests check the two agree with EcoLogits'
own data where the number comes from it. Nothing here is computed: it is data, so a reader can
recompute any figure by hand.
"""

from __future__ import annotations

from dataclasses import dataclass

ECOLOGITS_VERSION = "0.11.3"  # the version whose data and fit these constants were checked against


@dataclass(frozen=True)
class Gpu:
    """One Modal GPU type: board power (TDP) and the dated Modal list price per GPU-second."""

    name: str
    tdp_w: float
    usd_per_s: float
    memory_gb: float
    tdp_source: str


# Modal list prices per GPU-second, modal.com/pricing as transcribed 2026-07-01
# (api-evangelist/modal-labs plans/modal-labs-plans-pricing.yml). TDP from NVIDIA datasheets (SXM
# variants for A100/H100/H200/B200, which is what Modal lists).
GPUS: dict[str, Gpu] = {
    g.name: g
    for g in (
        Gpu("T4", 70, 0.000164, 16, "NVIDIA T4 datasheet: 70 W"),
        Gpu("L4", 72, 0.000222, 24, "NVIDIA L4 datasheet: 72 W"),
        Gpu("A10G", 300, 0.000306, 24, "nvidia-smi power cap of the AWS A10G: 300 W (the A10 PCIe datasheet says 150 W)"),
        Gpu("L40S", 350, 0.000542, 48, "NVIDIA L40S datasheet: 350 W"),
        Gpu("A100-40GB", 400, 0.000583, 40, "NVIDIA A100 SXM4 datasheet: 400 W"),
        Gpu("A100-80GB", 400, 0.000694, 80, "NVIDIA A100 SXM4 datasheet: 400 W"),
        Gpu("H100", 700, 0.001097, 80, "NVIDIA H100 SXM5 datasheet: 700 W"),
        Gpu("H200", 700, 0.001261, 141, "NVIDIA H200 SXM datasheet: 700 W"),
        Gpu("B200", 1000, 0.001736, 180, "NVIDIA HGX B200: 1000 W per GPU"),
    )
}

# Variant spellings people (and Modal) use -> canonical name above. Modal's bare "A100" is the 40 GB part.
GPU_ALIASES: dict[str, str] = {
    "A10": "A10G",
    "A100": "A100-40GB",
    "A100-40G": "A100-40GB",
    "A100-80G": "A100-80GB",
    "A100-80": "A100-80GB",
    "H100-80GB": "H100",
    "H100-SXM": "H100",
    "H100!": "H100",
    "L40": "L40S",
}

MODAL_PRICES_DATE = "2026-07-01"

# Decode draws well under TDP: memory-bound autoregressive decode on a 700 W H200 measured 137-300 W
# across four attention architectures (Ma et al., "The Illusion of Power Capping in LLM Decode",
# arXiv:2605.11999, May 2026). We take the top of that range, 300/700, so modeled energy is not
# understated; the seed's "TDP x time" overstated decode power 2.3-5x.
DECODE_POWER_FRACTION = 300 / 700

# Host (CPU, DRAM, NIC, fans) share per GPU: EcoLogits' server model, 1.2 kW for an 8-GPU server
# excluding GPUs (ecologits/impacts/llm.py SERVER_POWER, SERVER_GPUS, v0.11.3) = 150 W per H100 slot.
# Scaled by TDP/700 W for other GPUs so a T4 slot is not charged an H100 server's CPUs.
SERVER_POWER_W = 1200.0
SERVER_GPUS = 8
HOST_REFERENCE_TDP_W = 700.0

# Datacenter: Modal does not publish PUE/WUE; it runs on hyperscale clouds, so we use AWS's published
# fleet averages as the stand-in. PUE 1.15 (AWS, 2024, aws.amazon.com/sustainability); on-site WUE
# 0.15 L/kWh of IT energy (AWS, 2024 reporting year).
DATACENTER_PUE = 1.15
DATACENTER_WUE_L_PER_KWH = 0.15
DATACENTER_SOURCE = "AWS global fleet averages, 2024 reporting year (aws.amazon.com/sustainability)"


@dataclass(frozen=True)
class Region:
    """A grid: carbon intensity and off-site water (EWIF) per kWh of electricity, from EcoLogits' data."""

    code: str
    name: str
    gwp_kg_per_kwh: float
    ewif_l_per_kwh: float


# Copied from ecologits/data/electricity_mixes.json (v0.11.3): "gwp" (kgCO2eq/kWh) and "wue" (L/kWh,
# the water consumed to generate the electricity: Li et al.'s EWIF). tests/test_impact.py checks every
# row against the installed package. SGP and ZAF carry EcoLogits' world-average water factor (flagged
# "electricity-mix-wue-world" in its data).
REGIONS: dict[str, Region] = {
    r.code: r
    for r in (
        Region("WOR", "World average", 0.45829, 3.908),
        Region("USA", "United States", 0.3844, 3.1321),
        Region("CAN", "Canada", 0.19072, 8.1662),
        Region("BRA", "Brazil", 0.10995, 18.6033),
        Region("GBR", "United Kingdom", 0.21741, 2.329),
        Region("IRL", "Ireland", 0.25654, 1.4769),
        Region("FRA", "France", 0.04144, 3.6737),
        Region("DEU", "Germany", 0.32965, 1.947),
        Region("NLD", "Netherlands", 0.25356, 3.433),
        Region("ESP", "Spain", 0.1536, 6.2088),
        Region("ITA", "Italy", 0.28478, 4.8374),
        Region("SWE", "Sweden", 0.03526, 6.0315),
        Region("NOR", "Norway", 0.02811, 6.6633),
        Region("FIN", "Finland", 0.05747, 4.5289),
        Region("POL", "Poland", 0.5886, 2.5135),
        Region("CHN", "China", 0.52534, 6.0065),
        Region("IND", "India", 0.67013, 3.4368),
        Region("JPN", "Japan", 0.47726, 2.3063),
        Region("KOR", "South Korea", 0.41706, 1.8877),
        Region("SGP", "Singapore", 0.49709, 3.908),
        Region("AUS", "Australia", 0.52518, 4.7293),
        Region("ZAF", "South Africa", 0.69929, 3.908),
    )
}
DEFAULT_REGION = "WOR"

# The embedded local engine's host ("CPU"): Cloud Carbon Footprint's AWS coefficients (average max
# 3.5 W per vCPU at full load, 0.392 W per GB of memory; cloudcarbonfootprint.org/docs/methodology,
# read 2025), and Modal's CPU-container prices for the cost (one Modal "core" is a physical core =
# 2 vCPUs; $0.0000131 per core-second, $0.00000222 per GiB-second, modal.com/pricing 2026-07-01).
CPU_W_PER_VCPU = 3.5
MEMORY_W_PER_GB = 0.392
CPU_HOST_MEMORY_GB = 4.0  # assumed footprint of the local engine's process (fp32 SmolLM2 + torch runtime)
MODAL_USD_PER_CORE_S = 0.0000131
MODAL_USD_PER_GIB_S = 0.00000222
VCPUS_PER_CORE = 2

# Baseline: a frontier-class dense 70B model on H100s, through EcoLogits' fit. 70.55 B parameters is
# EcoLogits' own entry for huggingface_hub meta-llama/Meta-Llama-3.1-70B-Instruct (data/models.json).
BASELINE_MODEL = "Llama-3.1-70B-Instruct"
BASELINE_PARAMS_B = 70.55
BASELINE_GPU = "H100"

# Serving assumption, applied to the tier and the baselines alike (docs/methodology.md section 2):
# "shared": the hardware serves other requests at the same utilization as EcoLogits' provider (batch 64),
#   each request pays for its share (local CPU engine: the CPU-seconds it used);
# "dedicated": batch 1, the request owns the hardware (local CPU engine: the whole host) while it runs.
SERVING_MODES = ("shared", "dedicated")
DEFAULT_SERVING = "shared"
SHARED_BATCH = 64

METHODOLOGY_PATH = "docs/methodology.md"
# The UI links this file; POWERLEVER_METHODOLOGY_URL overrides it (e.g. the repository URL of a deployment).

# Second baseline, "same serving regime": the request on Power Lever's own Ultra tier (Llama-3.3-70B FP8
# on one H100, batch 1, see tiers.py), modeled with the same power formula as ours. Its time is the
# hardware's speed limit, so the savings against it are a lower bound: decode streams every weight once
# per token (70.55e9 params x 1 byte in FP8) at the H100 SXM's 3.35 TB/s HBM3 bandwidth, and prefill
# does 2 x params FLOPs per input token at 1,979 TFLOPS dense FP8 (NVIDIA H100 datasheet).
ULTRA_PARAMS_B = 70.55
ULTRA_BYTES_PER_PARAM = 1.0
H100_HBM_BYTES_PER_S = 3.35e12
H100_FP8_DENSE_FLOPS = 1.979e15

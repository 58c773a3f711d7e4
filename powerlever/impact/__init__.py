"""Energy, water, carbon and cost accounting, and the H100 frontier baseline (see docs/methodology.md)."""

from powerlever.impact.account import (
    CPU,
    ENERGY_SOURCES,
    check_serving,
    cpu_host,
    gpu_power_w,
    known_hardware,
    known_regions,
    methodology_url,
    metrics_impact,
    params_from_name,
    parse_hardware,
    parse_region,
    region_factors,
    request_impact,
    serving_description,
    serving_label,
    summary_line,
)
from powerlever.impact.baseline import frontier_baseline
from powerlever.impact.constants import DEFAULT_REGION, DEFAULT_SERVING, METHODOLOGY_PATH, SERVING_MODES
from powerlever.impact.meter import EnergyMeter, counters_available, rapl_zones

__all__ = [
    "CPU",
    "DEFAULT_REGION",
    "DEFAULT_SERVING",
    "ENERGY_SOURCES",
    "METHODOLOGY_PATH",
    "SERVING_MODES",
    "EnergyMeter",
    "check_serving",
    "counters_available",
    "cpu_host",
    "frontier_baseline",
    "gpu_power_w",
    "known_hardware",
    "known_regions",
    "methodology_url",
    "metrics_impact",
    "params_from_name",
    "parse_hardware",
    "parse_region",
    "rapl_zones",
    "region_factors",
    "request_impact",
    "serving_description",
    "serving_label",
    "summary_line",
]

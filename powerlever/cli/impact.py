"""``python -m powerlever impact``: the energy / water / CO2 / cost of one request and its H100 baseline."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from powerlever.cli.argtypes import as_flags
from powerlever.impact.constants import DEFAULT_SERVING, SERVING_MODES


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("impact", help="energy, water, CO2 and cost of a request vs the H100 frontier baseline",
                       description="Account one request: modeled (or measured) energy, water, CO2 and cost, "
                                   "next to the same tokens on a 70B-class model on H100s (EcoLogits fit). "
                                   "Method and sources: docs/methodology.md.")
    p.add_argument("--gpu", "--hardware", dest="gpu", help="GPU type (T4, L4, A10G, L40S, A100-40GB, A100-80GB, "
                   "H100, H200, B200; 'H100:2' for two) or CPU for the embedded local engine")
    p.add_argument("--seconds", type=float, help="seconds the hardware was busy with the request")
    p.add_argument("--output-tokens", type=int, help="generated tokens (>= 1)")
    p.add_argument("--input-tokens", type=int, default=0, help="prompt tokens (default 0)")
    p.add_argument("--region", default="WOR", help="ISO 3166-1 alpha-3 grid region, WOR = world average (default)")
    p.add_argument("--measured-j", type=float, default=None,
                   help="a counter reading in joules for that time (NVML for GPUs, RAPL for CPU)")
    p.add_argument("--energy-source", choices=("measured-nvml", "measured-rapl"), default=None)
    p.add_argument("--serving", choices=SERVING_MODES, default=DEFAULT_SERVING,
                   help="serving assumption for the request and both baselines: shared (batch 64, each request "
                        "pays its share; default) or dedicated (batch 1, the request owns the hardware)")
    p.add_argument("--cpu-seconds", type=float, default=None,
                   help="CPU time the local engine used (for --gpu CPU; default: wall seconds x threads)")
    p.add_argument("--cpu-threads", type=float, default=None,
                   help="threads the local engine computed on, at most this host's vCPUs (default 1; a mean such as 1.04 "
                        "when its prefill and decode differed); --gpu CPU only, a GPU run notes it as ignored")
    p.add_argument("--model", default=None,
                   help="model name, for its size in the shared-serving factors (e.g. Qwen2.5-Coder-1.5B-Instruct)")
    p.add_argument("--json", action="store_true", help="print the JSON object instead of a table")
    p.add_argument("--list", action="store_true", help="list known hardware and regions, then exit")
    p.set_defaults(func=run)


def _fmt(v: float | None, unit: str) -> str:
    if v is None:
        return "-"
    return f"{v:.4g} {unit}"


def _table(r: dict[str, Any]) -> str:
    s = r["savings"]
    rows = [
        ("energy", "energy_kwh", "kWh", "energy_kwh", "energy_ratio"),
        ("water", "water_l", "L", "water_l", "water_ratio"),
        ("CO2 (usage)", "co2_kg", "kg", "co2_kg", "co2_ratio"),
        ("cost", "cost_usd", "USD", "cost_usd", "cost_ratio"),
    ]
    lines = [
        f"{r['hardware_label']}, {r['seconds']:g} s, {r['input_tokens']} in / {r['output_tokens']} out tokens, "
        f"region {r['region']} ({r['region_name']}), energy {r['energy_source']}",
        f"serving: {r['serving_description']}",
        f"{'':<12}{'this request':>16}{'baseline':>16}{'saved':>16}{'baseline/ours':>15}",
    ]
    for label, key, unit, skey, rkey in rows:
        ratio = s[rkey]
        lines.append(f"{label:<12}{_fmt(r[key], unit):>16}{_fmt(r['baseline_' + key], unit):>16}"
                     f"{_fmt(s[skey], unit):>16}{(f'{ratio:.2f}x' if ratio else '-'):>15}")
    u = r["savings_vs_ultra"]
    u_ratio = f"{u['ratio']:.2f}x" if u["ratio"] else "-"
    lines.append(f"{'vs Ultra':<12}{_fmt(r['energy_kwh'], 'kWh'):>16}{_fmt(r['ultra_energy_kwh'], 'kWh'):>16}"
                 f"{_fmt(u['energy_kwh'], 'kWh'):>16}{u_ratio:>15}")
    if s.get("sign_note"):
        lines.append(f"note: {s['sign_note']}.")
    if r.get("energy_note"):
        lines.append(f"energy: {r['energy_note']}.")
    lines.append(f"baseline: {r['baseline_description']}.")
    lines.append(f"vs Ultra: {r['ultra_description']}.")
    lines.append(f"method and sources: {r['methodology']}")
    return "\n".join(lines)


# request_impact's parameter names -> this command's flags, for its error messages
FLAGS = {"output_tokens": "--output-tokens", "input_tokens": "--input-tokens", "measured_energy_j": "--measured-j",
         "energy_source": "--energy-source", "cpu_seconds": "--cpu-seconds", "cpu_threads": "--cpu-threads",
         "seconds": "--seconds", "serving": "--serving", "params_b": "--model"}


def run(args: argparse.Namespace) -> int:
    from powerlever.impact import known_hardware, known_regions, params_from_name, request_impact
    from powerlever.impact.account import cpu_host

    if args.list:
        print("hardware:", ", ".join(known_hardware()))
        print("regions:", ", ".join(f"{c} ({n})" for c, n in known_regions().items()))
        return 0
    missing = [flag for flag, v in (("--gpu", args.gpu), ("--seconds", args.seconds),
                                    ("--output-tokens", args.output_tokens)) if v is None]
    if missing:
        print(f"error: impact needs {', '.join(missing)} (see --help)", file=sys.stderr)
        return 2
    if args.model is not None and params_from_name(args.model) is None:
        print(f"error: --model {args.model!r} has no size in its name (e.g. Qwen2.5-Coder-1.5B-Instruct, "
              "Llama-3.3-70B, SmolLM2-135M); leave it out for the least favourable factors", file=sys.stderr)
        return 2
    try:
        result = request_impact(hardware=args.gpu, seconds=args.seconds, output_tokens=args.output_tokens,
                                input_tokens=args.input_tokens, region=args.region,
                                measured_energy_j=args.measured_j, energy_source=args.energy_source,
                                serving=args.serving, cpu_seconds=args.cpu_seconds, cpu_threads=args.cpu_threads,
                                params_b=params_from_name(args.model))
    except ValueError as err:  # the accounting names its parameters; a CLI user typed flags
        print(f"error: {as_flags(str(err), FLAGS)}", file=sys.stderr)
        return 2
    vcpus = cpu_host()["vcpus"]
    if result["cpu_seconds"] is not None and result["cpu_seconds"] > result["seconds"] * vcpus:
        # typed numbers only: a process cannot spend more CPU time than its wall time on every vCPU
        print(f"error: --cpu-seconds {args.cpu_seconds:g} is more than --seconds {args.seconds:g} x this host's "
              f"{vcpus} vCPUs ({args.seconds * vcpus:g})", file=sys.stderr)
        return 2
    print(json.dumps(result, indent=2) if args.json else _table(result))
    return 0

"""What every benchmark records about the run it made: when, which commit, which machine, how busy."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from powerlever.cpuinfo import cpuinfo_fields

ROOT = Path(__file__).resolve().parents[2]


def cpu_identity(cpuinfo: str | None = None) -> dict[str, Any]:
    """The CPU's name, family/model and widest vector ISA (Linux ``/proc/cpuinfo``; empty elsewhere). Timings
    move with the host: the same commit measured 29 ms and 11 ms per router decision on an AVX2 Zen 1 EPYC and
    an AVX-512 Zen 5 one, so every result says which it came from."""
    fields = cpuinfo_fields(cpuinfo)
    if fields is None:
        return {}
    flags = set(fields.get("flags", "").split())
    isa = next((name for name, flag in (("avx512", "avx512f"), ("avx2", "avx2"), ("sse4.2", "sse4_2"))
                if flag in flags), None)
    out = {"cpu_model": fields.get("model name"), "cpu_family": fields.get("cpu family"),
           "cpu_model_number": fields.get("model"), "cpu_isa": isa,
           "cpu_bf16": "avx512_bf16" in flags or "amx_bf16" in flags}
    return {k: v for k, v in out.items() if v is not None}


def bench_env() -> dict[str, Any]:
    """Date, git commit, Python/torch versions and threads, CPU count and identity, load average, platform."""
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                                timeout=5).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        commit = ""
    out: dict[str, Any] = {
        "date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "git_commit": commit,
        "python": platform.python_version(), "cpu_count": os.cpu_count(),
        "load_avg": os.getloadavg() if hasattr(os, "getloadavg") else None, "platform": platform.platform(),
        **cpu_identity(),
    }
    torch = sys.modules.get("torch")  # only when the benchmark uses it: importing torch here costs seconds
    if torch is not None:
        out.update({"torch": torch.__version__, "torch_threads": torch.get_num_threads()})
    kernels = sys.modules.get("powerlever.engine.cpu_kernels")  # the engine's own kernels, when the run used them
    if kernels is not None:
        out.update({"native_kernels": kernels.act_status(), "native_isa": kernels.act_isa() or None,
                    "native_step": kernels.native_step_wanted()})
    return out

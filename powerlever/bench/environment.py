"""What every benchmark records about the run it made: when, which commit, which machine, how busy."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def bench_env() -> dict[str, Any]:
    """Date, git commit, Python/torch versions and threads, CPU count, load average, platform."""
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                                timeout=5).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        commit = ""
    out: dict[str, Any] = {
        "date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "git_commit": commit,
        "python": platform.python_version(), "cpu_count": os.cpu_count(),
        "load_avg": os.getloadavg() if hasattr(os, "getloadavg") else None, "platform": platform.platform(),
    }
    torch = sys.modules.get("torch")  # only when the benchmark uses it: importing torch here costs seconds
    if torch is not None:
        out.update({"torch": torch.__version__, "torch_threads": torch.get_num_threads()})
    return out

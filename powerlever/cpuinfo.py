"""The first core's fields of Linux's ``/proc/cpuinfo``: read by the benchmarks (which CPU a result came from) and
by the native kernels (whether the CPU has the instructions they are built for). No torch import: cheap anywhere."""

from __future__ import annotations

from pathlib import Path


def cpuinfo_fields(text: str | None = None) -> dict[str, str] | None:
    """``{"model name": ..., "flags": ..., ...}`` of the first core listed; None where the file cannot be read."""
    if text is None:
        try:
            text = Path("/proc/cpuinfo").read_text()
        except OSError:
            return None
    fields: dict[str, str] = {}
    for line in text.splitlines():
        key, _, value = line.partition(":")
        fields.setdefault(key.strip(), value.strip())
    return fields

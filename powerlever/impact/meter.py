"""Energy counters: RAPL on CPU hosts, NVML's total-energy counter on NVIDIA GPUs.

A measured number beats a modeled one, so the local backend wraps generation in ``EnergyMeter`` and
the GPU workers (workers/runtime.py) use this same meter; when no counter can be read the meter says so (``joules is None``) and
the accounting falls back to the model, labeled ``modeled``.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

DEFAULT_POWERCAP_ROOT = "/sys/class/powercap"


class _RaplZone:
    """One RAPL counter file plus the range it wraps at."""

    def __init__(self, path: Path):
        self.path = path
        self.energy_file = path / "energy_uj"
        range_file = path / "max_energy_range_uj"
        self.max_range_uj = int(range_file.read_text().strip()) if range_file.exists() else 0

    def read_uj(self) -> int:
        return int(self.energy_file.read_text().strip())

    def delta_uj(self, start: int, end: int) -> int:
        if end >= start:
            return end - start
        if self.max_range_uj <= 0:  # wrapped but range unknown: drop the reading rather than guess
            raise ValueError(f"{self.energy_file} went backwards and has no max_energy_range_uj")
        return self.max_range_uj - start + end


def rapl_zones(root: str | Path = DEFAULT_POWERCAP_ROOT) -> list[_RaplZone]:
    """The readable zones that together cover the host once: every package zone, plus DRAM subzones
    (DRAM is outside the package counter). psys (whole SoC) is used only when there is no package."""
    root = Path(root)
    if not root.is_dir():
        return []
    packages, drams, psys = [], [], []
    for zone in sorted(root.glob("intel-rapl:*")):
        name_file = zone / "name"
        if not (zone / "energy_uj").exists() or not name_file.exists():
            continue
        name = name_file.read_text().strip()
        depth = zone.name.count(":")
        if depth == 1 and name.startswith("package"):
            packages.append(zone)
        elif depth == 1 and name == "psys":
            psys.append(zone)
        elif name == "dram":
            drams.append(zone)
    chosen = packages + drams if packages else psys
    zones = []
    for path in chosen:
        try:
            z = _RaplZone(path)
            z.read_uj()  # energy_uj is root-only on many kernels since CVE-2020-8694
        except (OSError, ValueError):
            continue
        zones.append(z)
    return zones


def _nvml_handles() -> tuple[Any, list[Any]] | None:
    """pynvml and the handles of GPUs whose energy counter works, or None (no pynvml, no driver, pre-Volta)."""
    try:
        import pynvml  # lazy: only GPU workers have it (package nvidia-ml-py)
    except ImportError:
        return None
    try:
        pynvml.nvmlInit()
        handles = [pynvml.nvmlDeviceGetHandleByIndex(i) for i in range(pynvml.nvmlDeviceGetCount())]
        for h in handles:
            pynvml.nvmlDeviceGetTotalEnergyConsumption(h)
    except Exception:  # NVMLError subclasses, driver missing, unsupported counter
        return None
    return (pynvml, handles) if handles else None


def _nvml_name(pynvml: Any, handle: Any) -> str | None:
    try:
        name = pynvml.nvmlDeviceGetName(handle)
    except Exception:  # an old driver or a fake without the call: the name is optional
        return None
    return name.decode() if isinstance(name, bytes) else str(name)


class EnergyMeter:
    """``with EnergyMeter() as m: ...`` (or ``m.start()`` ... ``m.stop()``) then ``m.joules`` (None without
    a counter) and ``m.source`` ("measured-nvml" / "measured-rapl", the names ``request_impact`` takes).
    The one meter for the local backend and the Modal GPU workers alike.

    sources: which counters to try, in order ("nvml", "rapl"). powercap_root: where RAPL lives
    (a test points it at a fake layout). The first source that can be read at entry is used.
    """

    def __init__(self, *, sources: tuple[str, ...] = ("nvml", "rapl"),
                 powercap_root: str | Path = DEFAULT_POWERCAP_ROOT):
        unknown = set(sources) - {"nvml", "rapl"}
        if unknown:
            raise ValueError(f"unknown energy sources {sorted(unknown)}; known: nvml, rapl")
        self.sources = sources
        self.powercap_root = Path(powercap_root)
        self.joules: float | None = None
        self.source: str | None = None
        self.seconds: float | None = None
        self.error: str | None = None
        self.device_name: str | None = None  # the first metered GPU's name (NVML), for the metrics
        self._start: list[int] = []
        self._zones: list[_RaplZone] = []
        self._nvml: tuple[Any, list[Any]] | None = None
        self._t0 = 0.0

    def __enter__(self) -> EnergyMeter:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def start(self) -> EnergyMeter:
        """Read the first counter that works (also for code that cannot use ``with``: async generators)."""
        for src in self.sources:
            if src == "nvml":
                self._nvml = _nvml_handles()
                if self._nvml:
                    pynvml, handles = self._nvml
                    self._start = [int(pynvml.nvmlDeviceGetTotalEnergyConsumption(h)) for h in handles]
                    self.source = "measured-nvml"
                    self.device_name = _nvml_name(pynvml, handles[0])
                    break
            else:
                self._zones = rapl_zones(self.powercap_root)
                if self._zones:
                    self._start = [z.read_uj() for z in self._zones]
                    self.source = "measured-rapl"
                    break
        if self.source is None:
            self.error = f"no readable energy counter ({', '.join(self.sources)}): energy is modeled"
        self._t0 = time.perf_counter()
        return self

    def stop(self) -> float | None:
        """Read the counters again; returns the joules in between (None without a counter)."""
        self.seconds = time.perf_counter() - self._t0
        try:
            if self.source == "measured-nvml" and self._nvml:
                pynvml, handles = self._nvml
                end = [int(pynvml.nvmlDeviceGetTotalEnergyConsumption(h)) for h in handles]
                self.joules = sum(e - s for s, e in zip(self._start, end, strict=True)) / 1e3  # mJ -> J
            elif self.source == "measured-rapl":
                end = [z.read_uj() for z in self._zones]
                self.joules = sum(z.delta_uj(s, e) for z, s, e in zip(self._zones, self._start, end, strict=True)) / 1e6
        except Exception as err:  # NVMLError, OSError, ValueError: a counter vanished or wrapped unreadably: no number beats a wrong one
            self.joules, self.source, self.error = None, None, str(err)
        return self.joules

    def as_dict(self) -> dict[str, Any]:
        return {"joules": self.joules, "source": self.source, "seconds": self.seconds}


def counters_available(powercap_root: str | Path = DEFAULT_POWERCAP_ROOT) -> dict[str, bool]:
    """Which counters this host exposes (for the report and the UI's honesty line)."""
    return {"rapl": bool(rapl_zones(powercap_root)), "nvml": _nvml_handles() is not None}

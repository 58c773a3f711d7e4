"""EnergyMeter: the real counters where this host has them, and a FAKE sysfs layout for the RAPL logic.

This machine has no /sys/class/powercap (checked in test_real_counters_on_this_host), so the RAPL
arithmetic (zone choice, wraparound) is exercised on a fake directory tree built in tmp_path, labeled
FAKE in each test name. NVML needs an NVIDIA driver and pynvml; without them the meter must say None.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from powerlever.impact import EnergyMeter, counters_available, rapl_zones, request_impact


def _zone(root: Path, name: str, label: str, uj: int, max_uj: int | None = 262143328850) -> Path:
    z = root / name
    z.mkdir(parents=True)
    (z / "name").write_text(label + "\n")
    (z / "energy_uj").write_text(f"{uj}\n")
    if max_uj is not None:
        (z / "max_energy_range_uj").write_text(f"{max_uj}\n")
    return z


@pytest.fixture
def fake_powercap(tmp_path: Path) -> Path:
    """FAKE layout mirroring a 1-socket Intel server: package, its core/uncore subzones, and DRAM."""
    root = tmp_path / "powercap"
    _zone(root, "intel-rapl:0", "package-0", 1_000_000)
    _zone(root, "intel-rapl:0:0", "core", 500_000)  # inside the package counter: must not be added
    _zone(root, "intel-rapl:0:1", "dram", 2_000_000)  # outside the package counter: added
    return root


def test_fake_rapl_layout_zone_choice(fake_powercap: Path):
    names = sorted(z.path.name for z in rapl_zones(fake_powercap))
    assert names == ["intel-rapl:0", "intel-rapl:0:1"]


def test_fake_rapl_layout_measures_delta(fake_powercap: Path):
    with EnergyMeter(sources=("rapl",), powercap_root=fake_powercap) as m:
        (fake_powercap / "intel-rapl:0" / "energy_uj").write_text("13500000\n")  # +12.5 J
        (fake_powercap / "intel-rapl:0:1" / "energy_uj").write_text("3500000\n")  # +1.5 J
        (fake_powercap / "intel-rapl:0:0" / "energy_uj").write_text("9500000\n")  # ignored
    assert m.source == "measured-rapl"
    assert m.joules == pytest.approx(14.0)
    assert m.seconds is not None and m.seconds >= 0
    # and the reading feeds the accounting as a measurement
    r = request_impact(hardware="CPU", seconds=m.seconds or 1e-3, output_tokens=5, measured_energy_j=m.joules)
    assert r["energy_source"] == "measured-rapl" and r["it_energy_kwh"] == pytest.approx(14.0 / 3.6e6)


def test_fake_rapl_layout_wraparound(tmp_path: Path):
    root = tmp_path / "powercap"
    _zone(root, "intel-rapl:0", "package-0", 999_000_000, max_uj=1_000_000_000)
    with EnergyMeter(sources=("rapl",), powercap_root=root) as m:
        (root / "intel-rapl:0" / "energy_uj").write_text("2000000\n")  # wrapped: 1 J before + 2 J after
    assert m.joules == pytest.approx(3.0)


def test_fake_rapl_layout_wrap_without_range_gives_none(tmp_path: Path):
    root = tmp_path / "powercap"
    _zone(root, "intel-rapl:0", "package-0", 5_000_000, max_uj=None)
    with EnergyMeter(sources=("rapl",), powercap_root=root) as m:
        (root / "intel-rapl:0" / "energy_uj").write_text("1000000\n")
    assert m.joules is None and m.source is None and "max_energy_range_uj" in (m.error or "")


def test_fake_rapl_layout_unreadable_counter_is_skipped(tmp_path: Path):
    root = tmp_path / "powercap"
    z = root / "intel-rapl:0"
    z.mkdir(parents=True)
    (z / "name").write_text("package-0\n")
    (z / "energy_uj").mkdir()  # reading it raises OSError, as a root-only counter does for a normal user
    assert rapl_zones(root) == []
    with EnergyMeter(sources=("rapl",), powercap_root=root) as m:
        pass
    assert m.joules is None and m.source is None


def test_real_counters_on_this_host():
    """The real counters: measured where this host has them, None (not a made-up number) where it does not."""
    avail = counters_available()
    with EnergyMeter() as m:
        sum(i * i for i in range(20000))
    if avail["nvml"] or avail["rapl"]:
        assert m.source in ("measured-nvml", "measured-rapl") and m.joules is not None and m.joules >= 0
    else:
        assert not Path("/sys/class/powercap/intel-rapl:0/energy_uj").exists() or not avail["rapl"]
        assert m.joules is None and m.source is None


def test_unknown_source_rejected():
    with pytest.raises(ValueError, match="unknown energy sources"):
        EnergyMeter(sources=("smi",))


class _FakeNvml:
    """FAKE pynvml (this host has no NVIDIA driver): two GPUs whose energy counters (mJ) advance on read."""

    def __init__(self) -> None:
        self.counters = [1_000_000, 2_000_000]
        self.reads = 0

    def nvmlInit(self) -> None:
        pass

    def nvmlDeviceGetCount(self) -> int:
        return 2

    def nvmlDeviceGetHandleByIndex(self, i: int) -> int:
        return i

    def nvmlDeviceGetTotalEnergyConsumption(self, h: int) -> int:
        self.reads += 1
        return self.counters[h]


def test_fake_nvml_module_sums_gpus_in_joules(monkeypatch):
    fake = _FakeNvml()
    monkeypatch.setitem(sys.modules, "pynvml", fake)
    with EnergyMeter(sources=("nvml", "rapl")) as m:
        fake.counters = [1_000_000 + 250_000, 2_000_000 + 1_500]  # +250 J and +1.5 J
    assert m.source == "measured-nvml"
    assert m.joules == pytest.approx(251.5)


def test_nvml_absent_here_gives_none(monkeypatch):
    monkeypatch.setitem(sys.modules, "pynvml", None)  # import fails, as on a host without nvidia-ml-py
    with EnergyMeter(sources=("nvml",)) as m:
        pass
    assert m.joules is None and m.source is None


class _FakeNvmlWithName(_FakeNvml):
    """FAKE pynvml as a Modal GPU worker sees it: one GPU, a name, a counter in mJ."""

    def __init__(self) -> None:
        super().__init__()
        self.counters = [7_000_000]

    def nvmlDeviceGetCount(self) -> int:
        return 1

    def nvmlDeviceGetName(self, h: int) -> bytes:
        return b"Tesla T4"


def test_a_workers_measured_nvml_metrics_go_through_request_impact(monkeypatch):
    """The Modal worker's metrics with a (FAKE) NVML reading are accepted by the accounting as measured.

    Before one meter served both, the worker labeled its reading "nvml", request_impact refused it and the
    pipeline dropped every figure (impact_error)."""
    from powerlever.tiers import get_tier
    from workers import engine_args as ea
    from workers.runtime import LoadResult, build_metrics

    fake = _FakeNvmlWithName()
    monkeypatch.setitem(sys.modules, "pynvml", fake)
    tier = get_tier("eco")
    load = LoadResult("engine", ea.fallback_plan(tier)[0].describe(), [], 1.0, 4096)
    meter = EnergyMeter(sources=("nvml",)).start()
    fake.counters = [7_000_000 + 60_000]  # +60 J on the board while the request ran
    meter.stop()
    m = build_metrics(tier=tier, load=load, t_start=10.0, t_first=10.25, t_end=12.0, tokens=100, prompt_tokens=30,
                      finish_reason="stop", spec=None, meter=meter, requested_k=None)
    assert m["measured_energy_j"] == pytest.approx(60.0) and m["device"] == "Tesla T4"

    r = request_impact(hardware=m["hardware"], seconds=m["engine_seconds"], output_tokens=m["tokens"],
                       input_tokens=m["prompt_tokens"], measured_energy_j=m["measured_energy_j"],
                       energy_source=m["energy_source"], serving="dedicated")
    assert r["energy_source"] == "measured-nvml" and r["energy_note"] is None
    # by hand: 60 J (NVML, board) + host share 150 W x TDP/700 x 2 s; T4: 150 x 70/700 = 15 W -> 30 J; 90 J IT
    assert m["hardware"] == "T4"
    assert r["it_energy_kwh"] == pytest.approx(90 / 3.6e6, rel=1e-9)
    assert r["energy_kwh"] == pytest.approx(90 / 3.6e6 * 1.15, rel=1e-9)
    assert r["co2_kg"] == pytest.approx(90 / 3.6e6 * 1.15 * 0.45829, rel=1e-9)  # WOR grid
    assert r["cost_usd"] == pytest.approx(2 * 0.000164, rel=1e-9)  # 2 s of a T4 at Modal's price


def test_worker_without_nvml_says_why_and_stays_modeled(monkeypatch):
    from powerlever.tiers import get_tier
    from workers import engine_args as ea
    from workers.runtime import LoadResult, build_metrics

    monkeypatch.setitem(sys.modules, "pynvml", None)
    tier = get_tier("eco")
    load = LoadResult("engine", ea.fallback_plan(tier)[0].describe(), [], 1.0, 4096)
    meter = EnergyMeter(sources=("nvml",)).start()
    meter.stop()
    m = build_metrics(tier=tier, load=load, t_start=1.0, t_first=1.1, t_end=2.0, tokens=10, prompt_tokens=3,
                      finish_reason="stop", spec=None, meter=meter, requested_k=None)
    assert m["measured_energy_j"] is None and "no readable energy counter" in m["energy_note"]

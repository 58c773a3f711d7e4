"""How many cores other programs keep busy, so the local engine does not fight them for the CPU.

torch's OpenMP threads wait for each other at a barrier after every matrix product and spin while they
wait. When another program holds one of the cores, the thread that reaches the barrier first spins for a
whole time slice. Measured on this 2-core host, SmolLM2-135M, 32 tokens, one spinning process beside it:
two threads decoded in 2.88 s using 4.35 CPU-seconds, one thread in 1.60 s using 1.72. So the local
backend asks for fewer threads when the cores are taken (``ThreadShare``).

The reading is /proc/stat (busy time of every process on the host) minus this process's own CPU time
(``os.times``), averaged over the window since the previous reading. It is used only where /proc/stat
describes the cores this process may run on: a container with a CPU quota, or a CPU affinity narrower
than the host, sees other tenants' work there, so the reading is switched off
(``POWERLEVER_LOAD_AWARE=0`` switches it off too).
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from powerlever import env

PROC_STAT = Path("/proc/stat")
CGROUP_CPU_MAX = Path("/sys/fs/cgroup/cpu.max")
MIN_WINDOW_S = 0.05  # 5 jiffies per core at 100 Hz: tells a busy core (5 +- 1) from an idle one (0 +- 1)
MAX_WINDOW_S = 5.0  # an average over a longer idle gap says little about now: sample afresh


@dataclass(frozen=True)
class Reading:
    wall: float  # time.monotonic()
    host_busy: float  # CPU-seconds every process on the host has spent busy (/proc/stat)
    own: float  # CPU-seconds of this process, all its threads


def _host_cpus(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.startswith("cpu") and line[3:4].isdigit())


def _busy_seconds(text: str) -> float:
    """user + nice + system + irq + softirq + steal of the aggregate ``cpu`` line, in seconds (steal: a
    hypervisor ran someone else on our vCPU; guest time is already inside user)."""
    fields = [int(v) for v in text.split("\n", 1)[0].split()[1:9]]
    fields += [0] * (8 - len(fields))
    user, nice, system, _idle, _iowait, irq, softirq, steal = fields
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def read() -> Reading | None:
    try:
        text = PROC_STAT.read_text()
    except OSError:
        return None
    t = os.times()
    return Reading(time.monotonic(), _busy_seconds(text), t.user + t.system)


def describes_our_cores() -> tuple[bool, str]:
    """(usable, why not): /proc/stat counts the host's CPUs; use it only when they are ours."""
    if not env.switch("POWERLEVER_LOAD_AWARE", True):
        return False, "POWERLEVER_LOAD_AWARE=0"
    try:
        host = _host_cpus(PROC_STAT.read_text())
    except OSError:
        return False, "no /proc/stat"
    ours = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    if host != ours:
        return False, f"/proc/stat lists {host} CPUs, this process may use {ours}"
    try:
        quota = CGROUP_CPU_MAX.read_text().split()[0]
    except (OSError, IndexError):
        quota = "max"
    if quota != "max":
        return False, "a cgroup CPU quota limits this process"
    return True, ""


class HostLoad:
    """``others()``: cores other programs kept busy, averaged since the previous call or ``restart()``.
    A window shorter than MIN_WINDOW_S, or after a gap longer than MAX_WINDOW_S, is sampled afresh: at
    most MIN_WINDOW_S of added latency, paid only by a request that follows another at once or a long
    idle gap."""

    def __init__(self) -> None:
        self.enabled, self.why_not = describes_our_cores()
        self._lock = threading.Lock()
        self._last = read() if self.enabled else None

    def restart(self) -> None:
        """Start the next window now (a generation just ended: what ran before it says little about next)."""
        if self.enabled:
            with self._lock:
                self._last = read()

    def others(self) -> float:
        if not self.enabled:
            return 0.0
        with self._lock:
            now = read()
            if now is None:
                return 0.0
            last = self._last
            if last is None or now.wall - last.wall > MAX_WINDOW_S:
                last = now  # an average over a long gap says little about now
            if now.wall - last.wall < MIN_WINDOW_S:  # too short to count jiffies: wait out the window
                time.sleep(MIN_WINDOW_S - (now.wall - last.wall))
                now = read() or now
            window = now.wall - last.wall
            busy = (now.host_busy - last.host_busy) - (now.own - last.own)
            self._last = now
            return max(0.0, busy / window) if window > 0 else 0.0


def threads_for(share: int, cores: int, others: float) -> int:
    """Threads for one generation: its share of the cores, but no more than the cores others leave free
    (half a core taken still leaves two threads faster than one; more than half does not)."""
    free = int(cores - others + 0.5)
    return max(1, min(share, free))

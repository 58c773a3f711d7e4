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

A generation's start reads the load over two windows and takes the smaller (``HostLoad.at_start``): a
daemon thread keeps a reading every SAMPLE_S, so the long window (SUSTAINED_S) is there without waiting.
Measured from the page: the browser handling the very click that sent the request read as 1.0-1.6 busy
cores over the short window, so Ultra prefilled on one thread (4.3-7.5 s to the first token, 1.9-2.3 s
over the API); over the last two seconds that burst is a fraction of a core.
"""

from __future__ import annotations

import os
import threading
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path

from powerlever import env

PROC_STAT = Path("/proc/stat")
CGROUP_CPU_MAX = Path("/sys/fs/cgroup/cpu.max")
MIN_WINDOW_S = 0.05  # 5 jiffies per core at 100 Hz: tells a busy core (5 +- 1) from an idle one (0 +- 1)
MAX_WINDOW_S = 5.0  # an average over a longer idle gap says little about now: sample afresh
SAMPLE_S = 0.5  # the history thread's reading interval: ~0.01 % of a core
SUSTAINED_S = 2.0  # at a generation's start, a load counts if it held over this long too


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


def _busy_cores(old: Reading, new: Reading) -> float:
    """Cores other programs kept busy between two readings (the host's busy time less this process's)."""
    window = new.wall - old.wall
    busy = (new.host_busy - old.host_busy) - (new.own - old.own)
    return max(0.0, busy / window) if window > 0 else 0.0


class _History:
    """A reading every SAMPLE_S on one daemon thread per process, the last MAX_WINDOW_S of them: what the
    start of a generation compares against without sleeping."""

    def __init__(self) -> None:
        self._readings: deque[Reading] = deque(maxlen=int(MAX_WINDOW_S / SAMPLE_S) + 1)
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="powerlever-host-load", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            if (r := read()) is not None:
                with self._lock:
                    self._readings.append(r)
            time.sleep(SAMPLE_S)

    def newest_older_than(self, age: float, now: float) -> Reading | None:
        with self._lock:
            return next((r for r in reversed(self._readings) if now - r.wall >= age), None)

    def oldest(self) -> Reading | None:
        with self._lock:
            return self._readings[0] if self._readings else None


HISTORY = _History()


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
        if self.enabled:
            HISTORY.start()

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
            self._last = now
            return _busy_cores(last, now)

    def at_start(self) -> float:
        """At a generation's start: the smaller of the load over the last SUSTAINED_S and over the last
        reading or so (at least MIN_WINDOW_S). A burst that began just now (the click that sent this
        request) is a fraction of a core in the long window; a load that just ended is gone from the short
        one; a program that keeps a core busy shows in both. Until the history reaches back MIN_WINDOW_S
        (a process's first moments) this is ``others()``."""
        if not self.enabled:
            return 0.0
        now = read()
        short = HISTORY.newest_older_than(MIN_WINDOW_S, now.wall) if now else None
        if now is None or short is None:
            return self.others()
        long = HISTORY.newest_older_than(SUSTAINED_S, now.wall) or HISTORY.oldest() or short
        with self._lock:
            self._last = now
        return min(_busy_cores(long, now), _busy_cores(short, now))


def threads_for(share: int, cores: int, others: float) -> int:
    """Threads for one generation: its share of the cores, but no more than the cores others leave free
    (half a core taken still leaves two threads faster than one; more than half does not)."""
    free = int(cores - others + 0.5)
    return max(1, min(share, free))

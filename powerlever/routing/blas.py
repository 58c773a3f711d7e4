"""numpy's BLAS on one thread while a routing decision runs.

Why: the decision's numpy products are small (the prompt's embedding against the ~3,500 stored ones of the
kNN router and the safety exemplars), and OpenBLAS's worker threads keep spinning for a while after every
multi-threaded call, holding the second core that the safety classifier's top layers run on beside the
embedding (``Embedder.keep_states``). On the held-out routing split (2 cores) the decision's p50 went from
32.5-33.1 ms to 28.0-28.5 ms with both changes, against 28.5 and 33 ms with either alone (docs/routing.md).
A product of a matrix and one vector is never split within an output, so one thread gives the same values
(checked: identical verdicts and probabilities on 600 prompts).

Process-wide (OpenBLAS has one setting), counted: the first decision to enter sets one thread, the last to
leave restores what was there. Without threadpoolctl (a scikit-learn dependency) it does nothing.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_LOCK = threading.Lock()
_STATE: dict[str, Any] = {"depth": 0, "limiter": None}


def _controller() -> Any:
    if "controller" not in _STATE:
        try:
            import numpy  # noqa: F401 - its BLAS must be loaded for threadpoolctl to see it
            from threadpoolctl import ThreadpoolController

            _STATE["controller"] = ThreadpoolController()
        except Exception:  # noqa: BLE001 - no threadpoolctl, or a BLAS it cannot drive: leave BLAS as it is
            _STATE["controller"] = None
    return _STATE["controller"]


@contextmanager
def one_blas_thread() -> Iterator[None]:
    """numpy's BLAS runs on one thread inside this block (and in other threads meanwhile)."""
    with _LOCK:
        ctl = _controller()
        if ctl is not None and _STATE["depth"] == 0:
            _STATE["limiter"] = ctl.limit(limits=1, user_api="blas")
        _STATE["depth"] += 1
    try:
        yield
    finally:
        with _LOCK:
            _STATE["depth"] -= 1
            if _STATE["depth"] == 0 and _STATE["limiter"] is not None:
                _STATE["limiter"].restore_original_limits()
                _STATE["limiter"] = None

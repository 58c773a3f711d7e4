"""``routing.blas.one_blas_thread``: numpy's BLAS on one thread while routing decisions run, restored after the
last one leaves, and the router's rules really running beside the embedding."""

from __future__ import annotations

import asyncio
import threading

import numpy as np
import pytest

from powerlever.routing import blas

threadpoolctl = pytest.importorskip("threadpoolctl")


def _blas_threads() -> int:
    return min(i["num_threads"] for i in threadpoolctl.threadpool_info() if i["user_api"] == "blas")


def test_one_thread_inside_restored_after_the_last_leaves() -> None:
    np.ones((64, 64)) @ np.ones(64)  # BLAS loaded
    with threadpoolctl.threadpool_limits(2, user_api="blas"):
        assert _blas_threads() == 2
        with blas.one_blas_thread():
            assert _blas_threads() == 1
            with blas.one_blas_thread():  # a second decision at the same time
                assert _blas_threads() == 1
            assert _blas_threads() == 1  # the first is still running
        assert _blas_threads() == 2


def test_a_failing_decision_restores_the_setting() -> None:
    with threadpoolctl.threadpool_limits(2, user_api="blas"):
        with pytest.raises(ValueError), blas.one_blas_thread():
            raise ValueError("boom")
        assert _blas_threads() == 2


def test_the_rules_run_while_the_prompt_is_classified(monkeypatch) -> None:
    """``route_request`` starts ``safety.screen`` on a worker thread before classifying (when no rules worker
    process runs: tests/test_rules_worker.py): a classifier that blocks without yielding to the event loop (as
    the loaded kNN path does) still sees the rules finish."""
    from powerlever.config import GenerationRequest
    from powerlever.routing import router, rules_worker, safety

    monkeypatch.setattr(rules_worker.WORKER, "submit", lambda text: None)  # the thread path, even after a warm-up

    screened = threading.Event()
    real_screen = safety.screen

    def screen(prompt: str):  # noqa: ANN202 - the real screen, reporting when it ran
        out = real_screen(prompt)
        screened.set()
        return out

    real_classify = router._classify

    async def classify(*args, **kwargs):  # noqa: ANN202 - blocks the loop like the kNN path, then classifies
        assert screened.wait(timeout=5), "the rules did not run beside the classification"
        return await real_classify(*args, **kwargs)

    monkeypatch.setattr(safety, "screen", screen)
    monkeypatch.setattr(router, "_classify", classify)
    res = asyncio.run(router.route_request(GenerationRequest("hello there", router="heuristic")))
    assert res.config.tier and screened.is_set()

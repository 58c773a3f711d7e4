"""The local backend splits the cores between concurrent generations (torch's threads are process-wide)."""

from __future__ import annotations

import torch

from powerlever.backends.local import ThreadShare


def test_generations_at_once_share_the_cores(monkeypatch):
    monkeypatch.setenv("POWERLEVER_THREADS", "4")
    share = ThreadShare()
    with share:
        assert torch.get_num_threads() == 4
        with share:
            assert torch.get_num_threads() == 2  # two generations: two threads each
            with share:
                assert torch.get_num_threads() == 1  # never below one
        assert torch.get_num_threads() == 4  # back to all cores for the one left
    assert share.active == 0


def test_bad_thread_cap_falls_back_to_the_cpu_count(monkeypatch):
    import os

    monkeypatch.setenv("POWERLEVER_THREADS", "lots")
    assert ThreadShare.cores() == max(1, os.cpu_count() or 1)

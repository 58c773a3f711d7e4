"""Argument types every command shares (the benchmarks, ``serve``, ``vocab``): a value out of range is refused
by argparse, naming the flag, before anything runs (``--limit 0`` used to mean "no limit" and ran the whole set
into the committed results)."""

from __future__ import annotations

import argparse
from collections.abc import Callable


def int_between(lo: int, hi: int | None, what: str) -> Callable[[str], int]:
    """An argparse type: an integer in [lo, hi] (no upper bound when ``hi`` is None), refused as "must be
    {what}" otherwise."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be {what}, got {text!r}") from None
        if value < lo or (hi is not None and value > hi):
            raise argparse.ArgumentTypeError(f"must be {what}, got {value}")
        return value
    return parse


positive_int = int_between(1, None, "a positive integer")

"""Argument types the benchmarks share: a count that is not a positive integer is refused by argparse,
naming the flag, before anything runs (``--limit 0`` used to mean "no limit" and ran the whole set into the
committed results)."""

from __future__ import annotations

import argparse


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got {value}")
    return value

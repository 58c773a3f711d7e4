"""Argument types every command shares (the benchmarks, ``serve``, ``vocab``): a value out of range is refused
by argparse, naming the flag, before anything runs (``--limit 0`` used to mean "no limit" and ran the whole set
into the committed results)."""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from typing import TypeVar

Number = TypeVar("Number", int, float)


def _number_between(convert: Callable[[str], Number], lo: Number, hi: Number | None, what: str,
                    lo_open: bool) -> Callable[[str], Number]:
    """An argparse type: ``convert(text)`` in [lo, hi] ((lo, hi] when ``lo_open``; no upper bound when ``hi`` is
    None), refused as "must be {what}" otherwise (NaN fails every comparison, so it is refused too)."""
    def parse(text: str) -> Number:
        try:
            value = convert(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be {what}, got {text!r}") from None
        if not (value > lo if lo_open else value >= lo) or (hi is not None and not value <= hi):
            raise argparse.ArgumentTypeError(f"must be {what}, got {text if convert is float else value}")
        return value
    return parse


def int_between(lo: int, hi: int | None, what: str) -> Callable[[str], int]:
    """An integer in [lo, hi] (no upper bound when ``hi`` is None)."""
    return _number_between(int, lo, hi, what, False)


positive_int = int_between(1, None, "a positive integer")


def float_between(lo: float, hi: float, what: str, *, lo_open: bool = False) -> Callable[[str], float]:
    """A number in [lo, hi] ((lo, hi] when ``lo_open``)."""
    return _number_between(float, lo, hi, what, lo_open)


def one_of_list(choices: tuple[str, ...], what: str) -> Callable[[str], str]:
    """An argparse type: a comma list whose every item is one of ``choices``."""
    def parse(text: str) -> str:
        items = [t.strip() for t in text.split(",") if t.strip()]
        bad = [t for t in items if t not in choices]
        if not items or bad:
            raise argparse.ArgumentTypeError(f"{what}: {', '.join(bad) or repr(text)} not in {', '.join(choices)}")
        return ",".join(items)
    return parse


def one_of(choices: tuple[str, ...], what: str) -> Callable[[str], str]:
    """An argparse type: exactly one of ``choices`` (``one_of_list``'s message; a comma list is refused)."""
    many = one_of_list(choices, what)

    def parse(text: str) -> str:
        value = many(text)
        if "," in value:
            raise argparse.ArgumentTypeError(f"{what}: one value, one of {', '.join(choices)}; got {text!r}")
        return value
    return parse


def existing_file(text: str) -> str:
    """An argparse type: a path to a file that exists (said before any model loads, not after)."""
    from pathlib import Path

    if not Path(text).is_file():
        raise argparse.ArgumentTypeError(f"no such file: {text}")
    return text


def as_flags(message: str, flags: dict[str, str]) -> str:
    """``message`` with the field names it uses (``max_tokens``) as the command's flags (``--max-tokens``): the
    one validator names request fields, and a command-line user typed flags."""
    return re.sub(r"(?<![-\w])(" + "|".join(sorted(map(re.escape, flags), key=len, reverse=True)) + r")\b(?!-)",
                  lambda m: flags[m.group(1)], message)

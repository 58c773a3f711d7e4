"""POWERLEVER_* settings from the environment, parsed in one place: a malformed value is named, never a
traceback. ``strict`` (the default) raises ``SettingError``, which the CLI prints as an error and a request
reports in its ``error`` event; a setting read when a module is imported uses ``strict=False``, so a bad value
costs a warning that names it and the default used instead of breaking every command (an exploratory QA
pass found ``POWERLEVER_PORT=abc`` failing even ``python -m powerlever --help`` with a traceback)."""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Sequence
from typing import Any

log = logging.getLogger(__name__)


class SettingError(ValueError):
    """An environment variable with a value it cannot take; the message names the variable."""


def _refuse(problem: str, default: Any, strict: bool) -> Any:
    if strict:
        raise SettingError(problem)
    log.warning("%s; using the default %s", problem, default)
    return default


def number(name: str, default: Any, *, lo: float | None = None, hi: float | None = None, integer: bool = False,
           strict: bool = True) -> Any:
    """``name`` as a number in [lo, hi] (an int when ``integer``); ``default`` when unset or empty."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value: Any = int(raw) if integer else float(raw)
    except ValueError:
        return _refuse(f"{name}={raw!r} is not {'an integer' if integer else 'a number'}", default, strict)
    if not math.isfinite(value) or (lo is not None and value < lo) or (hi is not None and value > hi):
        bounds = ("" if lo is None and hi is None else f" at least {lo:g}" if hi is None
                  else f" at most {hi:g}" if lo is None else f" between {lo:g} and {hi:g}")
        return _refuse(f"{name}={raw!r} must be a finite number{bounds}", default, strict)
    return value


def choice(name: str, default: str, choices: Sequence[str], *, strict: bool = True) -> str:
    """``name`` as one of ``choices`` (case-insensitive); ``default`` when unset or empty."""
    raw = os.environ.get(name, "").strip().lower()
    if not raw:
        return default
    if raw not in choices:
        return _refuse(f"{name}={raw!r} must be one of {', '.join(choices)}", default, strict)
    return raw


ON = ("1", "true", "yes", "on")
OFF = ("0", "false", "no", "off")


def switch(name: str, default: bool, *, strict: bool = False) -> bool:
    """``name`` as on/off (1/0, true/false, yes/no, on/off, any case); ``default`` when unset or empty. Not
    strict by default: the switches are read deep in the engine, where a typo should cost a named warning
    and the default, not a failed answer."""
    raw = os.environ.get(name, "").strip().lower()
    if not raw:
        return default
    if raw in ON:
        return True
    if raw in OFF:
        return False
    return _refuse(f"{name}={raw!r} must be one of {', '.join(ON + OFF)}", "on" if default else "off", strict) == "on"

"""CLI commands, one module each (see powerlever/__main__.py)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable


def said_in_one_line(label: str, run: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """A command's run, with the failures a user causes (a model that is not installed, an output path that
    cannot be written, a value its own parsing refuses) said in one line, exit code 2, not a traceback."""
    from powerlever.engine.loader import ModelUnavailable

    try:
        return run(args)
    except (ModelUnavailable, OSError, ValueError) as exc:
        print(f"error: {label}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2

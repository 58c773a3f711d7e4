"""The CLI: ``python -m powerlever <command>``.

Each command lives in its own module under ``powerlever/cli/`` and exposes ``register(subparsers)``;
modules whose optional dependencies are missing are skipped so the rest still works.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

COMMAND_MODULES = (
    "powerlever.cli.route",
    "powerlever.cli.generate",
    "powerlever.cli.tiers",
    "powerlever.cli.models",
    "powerlever.cli.impact",
    "powerlever.cli.vocab",
    "powerlever.cli.bench",
    "powerlever.cli.serve",
)


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The whole CLI; ``argv`` (the arguments about to be parsed) tells ``bench`` which one benchmark module
    to import, so the other commands do not pay for importing all of them."""
    parser = argparse.ArgumentParser(prog="python -m powerlever",
                                     description="Power Lever: right-sized inference per prompt.")
    sub = parser.add_subparsers(dest="command", required=True)
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith("powerlever.cli"):
                continue  # command not built yet
            raise
        if name == "powerlever.cli.bench":
            module.register(sub, argv)
        else:
            module.register(sub)
    return parser


def _innermost(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.ArgumentParser:
    """The (sub)command parser the arguments name, e.g. ``bench quality``'s for ``bench quality --bogus``."""
    for token in argv:
        subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        if subs and token in subs[0].choices:
            parser = subs[0].choices[token]
    return parser


def main(argv: list[str] | None = None) -> int:
    from powerlever.env import SettingError

    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(argv)
    args, extra = parser.parse_known_args(argv)
    if extra:  # argparse would print the top-level usage; the command's own usage says what it takes
        _innermost(parser, argv).error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        return int(args.func(args) or 0)
    except SettingError as exc:  # a malformed POWERLEVER_* variable: named, not a traceback
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader left (``... | head``): no traceback, and none at exit when stdout flushes
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141  # what a shell reports for a command ended by SIGPIPE


if __name__ == "__main__":
    sys.exit(main())

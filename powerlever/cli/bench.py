"""``python -m powerlever bench <name>``: benchmarks, one module each under powerlever/bench/.

A benchmark module exposes ``add_arguments(parser)`` and ``run(args) -> int``.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import sys
from collections.abc import Callable

BENCHMARKS = {
    "spec": ("powerlever.bench.spec", "speculative decoding vs plain and Hugging Face"),
    "topk": ("powerlever.bench.topk", "dynamic top-K vocabulary projection sweep"),
    "router": ("powerlever.bench.router", "routing accuracy and latency per router"),
    "escalate": ("powerlever.bench.escalate", "accuracy/energy: fixed tiers vs AUTO vs AUTO + live escalation"),
    "synthetic": ("powerlever.bench.synthetic", "speedup vs acceptance on random-weight real architectures"),
    "quality": ("powerlever.bench.quality", "answer accuracy against energy and cost per tier (checkable prompts)"),
    "ladder": ("powerlever.bench.ladder", "the local model ladder: ready time at start and RSS with every tier loaded"),
    "ui": ("powerlever.bench.ui", "the page in a real browser: page vs API tokens/s, idle CPU of the app"),
}


def register(sub: argparse._SubParsersAction) -> None:
    bench = sub.add_parser("bench", help="run a benchmark")
    bench_sub = bench.add_subparsers(dest="bench", required=True)
    for name, (module_name, help_text) in BENCHMARKS.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name == module_name:
                continue
            raise
        p = bench_sub.add_parser(name, help=help_text)
        module.add_arguments(p)
        p.set_defaults(func=functools.partial(_run, name, module.run))


def _run(name: str, run: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """A benchmark's run, with the failures a user causes (a model that is not installed, an output path that
    cannot be written, a value its own parsing refuses) said in one line, exit code 2, not a traceback."""
    from powerlever.engine.loader import ModelUnavailable

    try:
        return run(args)
    except (ModelUnavailable, OSError, ValueError) as exc:
        print(f"error: bench {name}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2

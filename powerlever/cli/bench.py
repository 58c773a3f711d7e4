"""``python -m powerlever bench <name>``: benchmarks, one module each under powerlever/bench/.

A benchmark module exposes ``add_arguments(parser)`` and ``run(args) -> int``.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import sys
from collections.abc import Sequence
from typing import Any

from powerlever.cli import said_in_one_line

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


def register(sub: argparse._SubParsersAction, argv: Sequence[str] | None = None) -> None:
    """Every benchmark gets a subcommand and its help line; only the one named on the command line (``argv``:
    ``bench <name> ...``) imports its module and adds its arguments. Importing all of them (torch, the routing
    data, the safety rules) cost every other command ~2.3 s before it parsed its own arguments."""
    bench = sub.add_parser("bench", help="run a benchmark")
    bench_sub = bench.add_subparsers(dest="bench", required=True)
    wanted = argv[1] if argv and len(argv) > 1 and argv[0] == "bench" else None
    for name, (module_name, help_text) in BENCHMARKS.items():
        if name != wanted:
            bench_sub.add_parser(name, help=help_text)
            continue
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name == module_name:
                continue
            raise
        p = bench_sub.add_parser(name, help=help_text)
        module.add_arguments(p)
        p.set_defaults(func=functools.partial(_guarded, name, p, module.run))


def _guarded(name: str, parser: argparse.ArgumentParser, run: Any, args: argparse.Namespace) -> int:
    """Refuse, before anything loads, a partial run that would replace committed results and an ``--out``
    that cannot be written; then run the benchmark with its failures said in one line."""
    from powerlever.bench.guard import partial_run_refusal, unwritable_out

    why = partial_run_refusal(name, args, parser) or unwritable_out(args, name)
    if why:
        print(f"error: bench {name}: {why}", file=sys.stderr)
        return 2
    return said_in_one_line(f"bench {name}", run, args)

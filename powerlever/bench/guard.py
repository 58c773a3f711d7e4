"""One rule for every benchmark: a run that measures less than the whole benchmark (a subset of routers, tiers,
items, prompts, policies, K values...) never replaces the committed results in docs/results.

Each benchmark declares the flags that select a subset in ``PARTIAL_FLAGS`` (settings of a whole run, such as
``--max-tokens`` or ``--prompts`` as a file, are not among them: committed runs use them and the JSON records them);
when one differs from its default and from the values a committed run uses (``FULL_VALUES``),
the run needs an output of its own: ``--out`` to a path that is not an existing file in docs/results nor the
default location, or a ``--tag``. ``--merge``/``--resume`` (quality) merge into the committed file by design.
Before this, ``bench router --routers heuristic`` rewrote router.json with one router and ``bench quality
--tiers eco`` rewrote quality.json with one tier (an exploratory QA pass)."""

from __future__ import annotations

import argparse
from pathlib import Path

RESULTS = Path(__file__).resolve().parents[2] / "docs" / "results"

PARTIAL_FLAGS: dict[str, tuple[str, ...]] = {  # flags that select a subset of what the benchmark measures
    "spec": ("configs", "per_task"),
    "router": ("routers", "split"),
    "quality": ("tiers", "limit", "ids"),
    "escalate": ("limit", "tiers", "heldout", "cascade"),
    "topk": ("models", "target", "ks", "no_e2e", "no_profile", "prompts"),
    "synthetic": ("drafts",),
}
# Values of those flags that a committed run uses (besides the default): escalate_heldout.json is the
# ``--heldout 12`` run (escalate.HELDOUT_N), spec.json the default two prompts per task.
FULL_VALUES: dict[str, dict[str, tuple[object, ...]]] = {
    "escalate": {"heldout": (12,)},
    "spec": {"per_task": (2,)},
}


def partial_run_refusal(name: str, args: argparse.Namespace, parser: argparse.ArgumentParser) -> str | None:
    """The one-line reason to refuse this run, or None when it may write where it would."""
    full = FULL_VALUES.get(name, {})
    changed = [f for f in PARTIAL_FLAGS.get(name, ()) if hasattr(args, f)
               and getattr(args, f) != parser.get_default(f) and getattr(args, f) not in full.get(f, ())]
    if not changed or getattr(args, "tag", "") or getattr(args, "merge", False) or getattr(args, "resume", False):
        return None
    out = getattr(args, "out", None)
    default = parser.get_default("out")
    target = Path(out).resolve() if out is not None else None
    committed = (out is None or (default is not None and target == Path(default).resolve())
                 or (target.is_relative_to(RESULTS.resolve()) and (target.is_file() or target == RESULTS.resolve())))
    if not committed:
        return None
    flags = ", ".join("--" + f.replace("_", "-") for f in changed)
    return (f"{flags} make a partial run, which would replace the committed results in docs/results; "
            f"pass --out to another path" + (" or a --tag" if hasattr(args, "tag") else ""))


# The benchmarks whose ``--out`` names the JSON file itself; the others take a results folder.
OUT_IS_FILE = frozenset({"quality", "escalate", "ladder", "ui"})


def unwritable_out(args: argparse.Namespace, bench: str | None = None) -> str | None:
    """Say at once when ``--out`` cannot be written, not after the whole run: create its folder (the benchmark
    would) and write a scratch file there. For a benchmark that writes one file (``OUT_IS_FILE``), an
    existing folder is refused too (it failed with IsADirectoryError after the whole run)."""
    import tempfile

    out = getattr(args, "out", None)
    if out is None:
        return None
    path = Path(out)
    if bench in OUT_IS_FILE:
        if path.is_dir():
            return f"--out {out} is a folder; bench {bench} writes one JSON file there, give its path"
        folder = path.parent
    else:
        folder = path if (path.is_dir() or not path.suffix) else path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        return f"--out {out}: cannot write in {folder} ({type(exc).__name__}: {exc.strerror or exc})"
    return None

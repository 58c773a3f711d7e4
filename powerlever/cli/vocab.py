"""``python -m powerlever vocab build --model M [--clusters 3000]``: build the dynamic-vocabulary artifact.

Normally the artifact is built on first use; this command builds it ahead of time (for example in a
Docker image or a Space's start-up) and prints where it went and how long it took.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import time

from powerlever.cli import said_in_one_line
from powerlever.cli.argtypes import positive_int


def register(sub: argparse._SubParsersAction) -> None:
    vocab = sub.add_parser("vocab", help="dynamic top-K vocabulary artifacts (NanoSpec)")
    vsub = vocab.add_subparsers(dest="vocab_command", required=True)
    build = vsub.add_parser("build", help="cluster a model's LM head and cache the artifact")
    build.add_argument("--model", default="smollm2-135m",
                       help="model ref (gguf:pkg/file.gguf, a path, an HF id) or alias: smollm2-135m (smollm2), "
                            "gemma3-270m (gemma), qwen-0.5b, qwen-1.5b")
    build.add_argument("--clusters", type=positive_int, default=None, help="number of k-means clusters (default 3000)")
    build.add_argument("--iters", type=positive_int, default=None, help="k-means iterations (default 10)")
    build.add_argument("--threads", type=positive_int, default=1,
                       help="torch CPU threads (default 1: on shared cores, 2 OpenMP threads spin-wait on each "
                            "other and run many times slower)")
    build.add_argument("--force", action="store_true", help="rebuild even if a valid artifact is cached")
    build.add_argument("--json", action="store_true", help="print a JSON summary last")
    build.set_defaults(func=functools.partial(said_in_one_line, "vocab build", _build))


def _build(args: argparse.Namespace) -> int:
    from powerlever.engine.vocab.artifact import DEFAULT_CLUSTERS, DEFAULT_ITERS, artifact_path, get_artifact
    from powerlever.engine.vocab.models import load

    def progress(msg: str) -> None:
        print(f"[vocab] {msg}", file=sys.stderr, flush=True)

    import torch

    if args.threads:
        torch.set_num_threads(args.threads)
    t0 = time.perf_counter()
    loaded = load(args.model, progress=progress)
    clusters = args.clusters or DEFAULT_CLUSTERS
    art, status = get_artifact(loaded, clusters, progress=progress, rebuild=args.force,
                               iters=args.iters or DEFAULT_ITERS)
    path = artifact_path(loaded, clusters)
    sizes = art.sizes
    summary = {"model": loaded.name, "ref": loaded.ref, "weights_hash": loaded.weights_hash, "status": status,
               "path": str(path), "vocab": art.vocab, "dim": art.dim, "clusters": art.n_clusters,
               "cluster_size": {"min": int(sizes.min()), "median": int(sizes.median()), "max": int(sizes.max())},
               "build_seconds": round(art.build_seconds, 1), "total_seconds": round(time.perf_counter() - t0, 1)}
    print(f"{status}: {path} ({art.n_clusters:,} clusters over {art.vocab:,} tokens, "
          f"built in {art.build_seconds:.1f} s)")
    if args.json:
        print(json.dumps(summary))
    return 0

"""``python -m powerlever tiers [--json]``: print the tier registry."""

from __future__ import annotations

import argparse
import json

from powerlever.tiers import TIERS, registry_as_dict


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("tiers", help="show the tier registry")
    p.add_argument("--json", action="store_true", help="print the registry as one JSON object")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps(registry_as_dict(), indent=2))
        return 0
    for t in TIERS:
        spec = f"{t.spec.method} K={t.spec.K} tau={t.spec.tau}" if t.spec.method else "no speculation"
        upto = f"{t.power_max:g}" if t is TIERS[-1] else f"<{t.power_max:g}"  # a boundary belongs to the tier above
        print(f"{t.label:<12} power {t.power_min:>3g}-{upto:<4} {t.gpu:<10} {t.target_model}")
        threads = f", decode on {t.local.threads} CPU thread{'s' if t.local.threads > 1 else ''}" if t.local.threads else ""
        print(f"{'':<12} draft: {t.draft_model or '-'} ({spec}); local: {' -> '.join(t.local.targets)} "
              f"(weights {t.local.weights}{threads})")
    return 0

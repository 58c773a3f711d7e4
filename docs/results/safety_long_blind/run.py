"""The safety detector on the long-message blind set (``long_blind_v1.jsonl``, see ``make_set.py``), with and without
the paragraph rule (``safety.assess_paragraphs``), in one process: how many emergencies reach the top tier and how
many benign texts are flagged, by the way the message is buried.

    PYTHONPATH=. .venv/bin/python docs/results/safety_long_blind/run.py   # ~3 min on 2 cores
"""

from __future__ import annotations

import argparse
import json
import re
import time
from collections import Counter, defaultdict
from pathlib import Path

from powerlever.bench.environment import bench_env
from powerlever.routing import safety

HERE = Path(__file__).resolve().parent
NEVER = re.compile(r"(?!x)x")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", default=str(HERE / "long_blind_v1.jsonl"))
    ap.add_argument("--out", default=str(HERE / "long_blind_v1.json"))
    args = ap.parse_args()
    rows = [json.loads(line) for line in open(args.set) if line.strip()]
    det = safety.get_detector()
    configs = {"sentences only (before)": NEVER, "sentences and paragraphs (after)": safety.PARAGRAPH_BREAK}
    kept = safety.PARAGRAPH_BREAK
    out: dict = {"benchmark": "safety_long_blind", "set": Path(args.set).name, "rows": len(rows), "configs": {}}
    try:
        for name, paragraph_break in configs.items():
            safety.PARAGRAPH_BREAK = paragraph_break
            t0 = time.time()
            flagged: dict[str, Counter] = defaultdict(Counter)
            totals: dict[str, Counter] = defaultdict(Counter)
            verdicts = {}
            for row in rows:
                v = safety.assess(row["prompt"], detector=det)
                kind = "safety" if row["safety"] else ("topical" if row["structure"] == "document" else "lookalike")
                totals[kind][row["structure"]] += 1
                flagged[kind][row["structure"]] += v.flagged
                verdicts[row["id"]] = v.by if v.flagged else ""
            out["configs"][name] = {
                "safety_flagged": sum(flagged["safety"].values()), "safety_rows": sum(totals["safety"].values()),
                "lookalikes_flagged": sum(flagged["lookalike"].values()),
                "lookalike_rows": sum(totals["lookalike"].values()),
                "topical_flagged": sum(flagged["topical"].values()), "topical_rows": sum(totals["topical"].values()),
                "by_structure": {kind: {s: f"{flagged[kind][s]}/{n}" for s, n in totals[kind].items()}
                                 for kind in totals},
                "verdicts": verdicts, "seconds": round(time.time() - t0, 1)}
            print(name, json.dumps({k: v for k, v in out["configs"][name].items() if k != "verdicts"}), flush=True)
    finally:
        safety.PARAGRAPH_BREAK = kept
    out["env"] = bench_env()
    Path(args.out).write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()

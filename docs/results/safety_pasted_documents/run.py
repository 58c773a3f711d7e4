"""Pasted documents and emergencies buried in long text: the safety detector with and without the long-text
rules of 2026-11-28 (Markdown table rows are not sentences; a sentence of a text over ``LONG_WORDS`` words flags
only within ``LONG_SENTENCE_MIN_NEAR`` of a safety exemplar), in one process.

* documents: this repository's README.md and docs/*.md as of ``--rev`` (fixed, so a re-run reads the same text),
  in 3,000-character excerpts, each sent as "Summarize this:\\n<excerpt>". docs/routing.md quotes safety prompts,
  so some of its excerpts are rightly flagged; the other files hold none.
* buried: every held-out safety prompt (``split`` not an exemplar) appended to a long benign text (the tests'
  weekend story, or 1,800 characters of the README), each over LONG_WORDS words: how many still reach the top tier.

    PYTHONPATH=. .venv/bin/python docs/results/safety_pasted_documents/run.py   # ~25 min on 2 cores
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests"))

from test_safety_data import WEEKEND  # noqa: E402

from powerlever.bench.environment import bench_env  # noqa: E402
from powerlever.routing import safety  # noqa: E402

NEVER = re.compile(r"(?!x)x")


def at_rev(rev: str, path: str) -> str:
    return subprocess.run(["git", "show", f"{rev}:{path}"], cwd=ROOT, capture_output=True, text=True, check=True).stdout


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rev", default="5a0747e", help="the commit whose README and docs are pasted")
    ap.add_argument("--out", default=str(Path(__file__).with_name("pasted_documents.json")))
    args = ap.parse_args()
    files = ["README.md"] + sorted(subprocess.run(["git", "ls-tree", "--name-only", args.rev, "docs/"], cwd=ROOT,
                                                  capture_output=True, text=True, check=True).stdout.split())
    files = [f for f in files if f.endswith(".md")]
    docs = []
    for f in files:
        text = at_rev(args.rev, f)
        docs += [(f, "Summarize this:\n" + text[a:a + 3000]) for a in range(0, len(text) - 1500, 3000)]
    det = safety.get_detector()
    exemplar_ids = {x["id"] for x in det.pos}
    rows = [json.loads(line) for line in open(ROOT / "assets/routing/safety_set.jsonl") if line.strip()]
    held = [r for r in rows if r["id"] not in exemplar_ids]
    fillers = {"weekend": "Summarize my weekend: " + WEEKEND,
               "readme": "Proofread this:\n" + at_rev(args.rev, "README.md")[600:2400]}
    configs = {"before (table rows scored, no closeness rule)": (NEVER, -1.0),
               "after (table rows left out, closeness 0.35)": (safety.TABLE_ROW, safety.LONG_SENTENCE_MIN_NEAR)}
    kept = safety.TABLE_ROW, safety.LONG_SENTENCE_MIN_NEAR
    out: dict = {"benchmark": "safety_pasted_documents", "rev": args.rev, "configs": {}}
    try:
        for name, (table_row, min_near) in configs.items():
            safety.TABLE_ROW, safety.LONG_SENTENCE_MIN_NEAR = table_row, min_near
            t0 = time.time()
            flagged = [f for f, text in docs if safety.assess(text, detector=det).flagged]
            buried = {k: sum(safety.assess(filler + "\n\n" + r["prompt"], detector=det).flagged for r in held)
                      for k, filler in fillers.items()}
            out["configs"][name] = {
                "documents": len(docs), "documents_flagged": len(flagged),
                "flagged_by_file": dict(Counter(flagged)), "excerpts_by_file": dict(Counter(f for f, _ in docs)),
                "held_out_safety_prompts": len(held), "buried_flagged": buried, "seconds": round(time.time() - t0)}
            print(name, json.dumps(out["configs"][name]), flush=True)
    finally:
        safety.TABLE_ROW, safety.LONG_SENTENCE_MIN_NEAR = kept
    out["env"] = bench_env()
    Path(args.out).write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()

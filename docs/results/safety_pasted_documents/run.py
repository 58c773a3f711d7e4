"""Pasted documents and emergencies buried in long text: the safety detector with and without a long-text rule of
2026-11-28, in one process. ``--compare closeness`` (``pasted_documents.json``): Markdown table rows are not
sentences, and a sentence of a text over ``LONG_WORDS`` words flags only within ``LONG_SENTENCE_MIN_NEAR`` of a safety
exemplar. ``--compare paragraphs`` (``pasted_documents_paragraphs.json``): each paragraph of such a text is also
judged as a message (``safety.assess_paragraphs``). ``--compare paragraph-rules``
(``pasted_documents_paragraph_rules.json``): one configuration, the code as it is, where a rule hit in a long text is
screened in its own paragraph (``safety.framed_in_its_paragraph``); its "before" is the "after" configuration of
``pasted_documents_paragraphs.json`` (the same code but that change, the same texts).

* documents: this repository's README.md and docs/*.md as of ``--rev`` (fixed, so a re-run reads the same text),
  in 3,000-character excerpts, each sent as "Summarize this:\\n<excerpt>". docs/routing.md quotes safety prompts,
  so some of its excerpts are rightly flagged; the other files hold none.
* buried: every held-out safety prompt (``split`` not an exemplar) appended to a long benign text (the tests'
  weekend story, or 1,800 characters of the README), each over LONG_WORDS words: how many still reach the top tier.
* buried look-alikes (``--compare paragraphs``): every held-out benign look-alike buried the same way: how many are
  flagged, and how many of those are flagged when sent alone too.

    PYTHONPATH=. .venv/bin/python docs/results/safety_pasted_documents/run.py [--compare paragraphs]  # ~25-40 min
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
    # the committed results read 5a0747e, which is no longer in this repository's history (found 2026-11-30: `git
    # ls-tree` fails on it), so a re-run reads fe23aa0's README and docs instead
    ap.add_argument("--rev", default="fe23aa0", help="the commit whose README and docs are pasted")
    ap.add_argument("--compare", choices=("closeness", "paragraphs", "paragraph-rules"), default="closeness")
    ap.add_argument("--out", help="default: pasted_documents.json, or pasted_documents_paragraphs.json")
    args = ap.parse_args()
    out_path = args.out or str(Path(__file__).with_name({
        "closeness": "pasted_documents.json", "paragraphs": "pasted_documents_paragraphs.json",
        "paragraph-rules": "pasted_documents_paragraph_rules.json"}[args.compare]))
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
    now = safety.TABLE_ROW, safety.LONG_SENTENCE_MIN_NEAR, safety.PARAGRAPH_BREAK
    configs = {"closeness": {"before (table rows scored, no closeness rule)": (NEVER, -1.0, NEVER),
                             "after (table rows left out, closeness 0.35)": now[:2] + (NEVER,)},
               "paragraphs": {"sentences only (before)": now[:2] + (NEVER,),
                              f"sentences and paragraphs within {safety.PARAGRAPH_MIN_NEAR} (after)": now},
               "paragraph-rules": {"rules screened in the paragraph that holds the hit (after)": now}}[args.compare]
    lookalikes = []
    if args.compare in ("paragraphs", "paragraph-rules"):
        rows = [json.loads(line) for line in open(ROOT / "assets/routing/safety_lookalikes.jsonl") if line.strip()]
        lookalikes = [r for r in rows if r["id"] not in {x["id"] for x in det.neg}]
        alone = {r["id"] for r in lookalikes if safety.assess(r["prompt"], detector=det).flagged}
    out: dict = {"benchmark": "safety_pasted_documents", "compare": args.compare, "rev": args.rev, "configs": {}}
    try:
        for name, (safety.TABLE_ROW, safety.LONG_SENTENCE_MIN_NEAR, safety.PARAGRAPH_BREAK) in configs.items():
            t0 = time.time()
            flagged = [f for f, text in docs if safety.assess(text, detector=det).flagged]
            buried = {k: sum(safety.assess(filler + "\n\n" + r["prompt"], detector=det).flagged for r in held)
                      for k, filler in fillers.items()}
            out["configs"][name] = {
                "documents": len(docs), "documents_flagged": len(flagged),
                "flagged_by_file": dict(Counter(flagged)), "excerpts_by_file": dict(Counter(f for f, _ in docs)),
                "held_out_safety_prompts": len(held), "buried_flagged": buried}
            if lookalikes:
                fp = {k: [r["id"] for r in lookalikes if safety.assess(filler + "\n\n" + r["prompt"], detector=det).flagged]
                      for k, filler in fillers.items()}
                out["configs"][name].update({
                    "held_out_lookalikes": len(lookalikes), "lookalikes_flagged_alone": len(alone),
                    "buried_lookalikes_flagged": {k: len(ids) for k, ids in fp.items()},
                    "buried_lookalikes_flagged_not_alone": {k: len(set(ids) - alone) for k, ids in fp.items()}})
            out["configs"][name]["seconds"] = round(time.time() - t0)
            print(name, json.dumps(out["configs"][name]), flush=True)
    finally:
        safety.TABLE_ROW, safety.LONG_SENTENCE_MIN_NEAR, safety.PARAGRAPH_BREAK = now
    out["env"] = bench_env()
    Path(out_path).write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()

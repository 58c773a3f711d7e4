"""Compose ``long_blind_v1.jsonl`` from ``parts.py`` (``--version 2``: ``long_blind_v2.jsonl`` from ``parts_v2.py``): each emergency and each look-alike buried in a benign filler in
one of four ways (its own paragraph at the end, at the start, in the middle; or inline, a sentence inside a single
paragraph), plus the long topical documents as they are. Deterministic: a re-run writes the same file.

    python docs/results/safety_long_blind/make_set.py [--version 2]
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
STRUCTURES = ("end", "start", "middle", "inline")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def bury(message: str, filler: str, structure: str) -> str:
    if structure == "end":
        return f"{filler}\n\n{message}"
    if structure == "start":
        return f"{message}\n\n{filler}"
    if structure == "middle":  # its own paragraph between two halves of the filler
        parts = filler.split("\n\n")
        if len(parts) < 2:
            sentences = SENTENCE_END.split(filler)
            parts = [" ".join(sentences[:len(sentences) // 2]), " ".join(sentences[len(sentences) // 2:])]
        half = len(parts) // 2
        return "\n\n".join(parts[:half] + [message] + parts[half:])
    sentences = SENTENCE_END.split(" ".join(filler.split()))  # inline: one paragraph, no line breaks
    half = len(sentences) // 2
    return " ".join(sentences[:half] + [message] + sentences[half:])


def rows(version: int = 1) -> list[dict]:
    parts = importlib.import_module("parts" if version == 1 else f"parts_v{version}")
    fillers, v = parts.FILLERS, f"v{version}"
    out = []
    for i, (family, lang, message) in enumerate(parts.EMERGENCIES):
        structure, filler = STRUCTURES[i % 4], (3 * i) % len(fillers)
        out.append({"id": f"long-{v}-safety-{i + 1:03d}", "safety": True, "family": family, "lang": lang,
                    "structure": structure, "filler": filler, "prompt": bury(message, fillers[filler], structure)})
    for i, message in enumerate(parts.LOOKALIKES):
        structure, filler = STRUCTURES[(i + 1) % 4], (3 * i + 1) % len(fillers)
        out.append({"id": f"long-{v}-lookalike-{i + 1:03d}", "safety": False, "structure": structure,
                    "filler": filler, "prompt": bury(message, fillers[filler], structure)})
    for i, text in enumerate(parts.TOPICAL_DOCUMENTS):
        out.append({"id": f"long-{v}-topical-{i + 1:03d}", "safety": False, "structure": "document", "prompt": text})
    for row in out:
        assert len(row["prompt"].split()) > 120, (row["id"], len(row["prompt"].split()))
    return out


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--version", type=int, default=1)
    version = ap.parse_args().version
    data = rows(version)
    (HERE / f"long_blind_v{version}.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in data))
    print(len(data), "rows")

"""Compose ``long_blind_v1.jsonl`` from ``parts.py``: each emergency and each look-alike buried in a benign filler in
one of four ways (its own paragraph at the end, at the start, in the middle; or inline, a sentence inside a single
paragraph), plus the long topical documents as they are. Deterministic: a re-run writes the same file.

    python docs/results/safety_long_blind/make_set.py
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from parts import EMERGENCIES, FILLERS, LOOKALIKES, TOPICAL_DOCUMENTS

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


def rows() -> list[dict]:
    out = []
    for i, (family, lang, message) in enumerate(EMERGENCIES):
        structure, filler = STRUCTURES[i % 4], (3 * i) % len(FILLERS)
        out.append({"id": f"long-v1-safety-{i + 1:03d}", "safety": True, "family": family, "lang": lang,
                    "structure": structure, "filler": filler, "prompt": bury(message, FILLERS[filler], structure)})
    for i, message in enumerate(LOOKALIKES):
        structure, filler = STRUCTURES[(i + 1) % 4], (3 * i + 1) % len(FILLERS)
        out.append({"id": f"long-v1-lookalike-{i + 1:03d}", "safety": False, "structure": structure,
                    "filler": filler, "prompt": bury(message, FILLERS[filler], structure)})
    for i, text in enumerate(TOPICAL_DOCUMENTS):
        out.append({"id": f"long-v1-topical-{i + 1:03d}", "safety": False, "structure": "document", "prompt": text})
    for row in out:
        assert len(row["prompt"].split()) > 120, (row["id"], len(row["prompt"].split()))
    return out


if __name__ == "__main__":
    data = rows()
    (HERE / "long_blind_v1.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in data))
    print(len(data), "rows")

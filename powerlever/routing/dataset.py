"""The labeled routing prompt set (assets/routing/prompts.jsonl): loading and the acceptability check.

Each row: id, prompt, category, difficulty (1-10, 10 = safety-critical), acceptable (tiers that serve
the prompt well), split: "train" | "test" (fixed by a hash of the prompt text, not chosen by hand), or
"fresh" (48 prompts written later as a second check, see docs/routing.md). Labels were written by
hand; the acceptable-tier rule is in docs/routing.md.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROMPTS_PATH = ROOT / "assets" / "routing" / "prompts.jsonl"


@dataclass(frozen=True)
class LabeledPrompt:
    id: str
    prompt: str
    category: str
    difficulty: int
    acceptable: tuple[str, ...]
    split: str
    steering: bool = False


@lru_cache(maxsize=4)
def load_prompts(path: str | None = None) -> tuple[LabeledPrompt, ...]:
    rows = []
    with open(path or PROMPTS_PATH, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                d = json.loads(line)
                rows.append(LabeledPrompt(d["id"], d["prompt"], d["category"], int(d["difficulty"]),
                                          tuple(d["acceptable"]), d["split"], bool(d.get("steering", False))))
    return tuple(rows)


def split(name: str, path: str | None = None) -> list[LabeledPrompt]:
    return [r for r in load_prompts(path) if r.split == name]

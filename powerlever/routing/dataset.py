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
    outcome: tuple[tuple[str, bool], ...] = ()  # measured per-tier correctness (outcome-labeled rows only)


OUTCOMES_PATH = ROOT / "assets" / "routing" / "outcome_labels.jsonl"


@lru_cache(maxsize=4)
def load_prompts(path: str | None = None) -> tuple[LabeledPrompt, ...]:
    """The hand-labeled rows, plus (default path only) the outcome-labeled rows of
    assets/routing/outcome_labels.jsonl (``routing.outcomes``: cheapest tier whose answer was correct)."""
    rows = []
    files = [Path(path)] if path else [PROMPTS_PATH] + ([OUTCOMES_PATH] if OUTCOMES_PATH.exists() else [])
    for f in files:
        with open(f, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    d = json.loads(line)
                    rows.append(LabeledPrompt(d["id"], d["prompt"], d["category"], int(d["difficulty"]),
                                              tuple(d["acceptable"]), d["split"], bool(d.get("steering", False)),
                                              tuple(sorted((d.get("correct") or {}).items()))))
    return tuple(rows)


def split(name: str, path: str | None = None) -> list[LabeledPrompt]:
    return [r for r in load_prompts(path) if r.split == name]

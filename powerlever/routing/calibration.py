"""Calibrating AUTO to tier shares, the way RouteLLM calibrates its threshold.

RouteLLM picks the win-rate threshold that sends a chosen fraction of a reference set's prompts to
the strong model (a quantile of the router score). With four tiers we pick three thresholds: given
target shares (eco, balanced, performance, ultra) summing to 1, the thresholds are the cumulative
quantiles of the router's continuous score (``Classification.score``, 1-10) over the reference
prompts. A prompt with score s goes to the first tier whose threshold s falls below. Safety-critical
prompts are excluded from the reference (they always go to the top tier) and keep that rule.

The shipped file assets/routing/calibration.json is written by ``bench router --calibrate`` from the
train split's prompts (their labels are not used: calibration needs only scores).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from powerlever.tiers import TIER_NAMES

CALIBRATION_PATH = Path(__file__).resolve().parents[2] / "assets" / "routing" / "calibration.json"
DEFAULT_SHARES = (0.40, 0.30, 0.20, 0.10)


@dataclass
class Calibration:
    router: str
    shares: list[float]
    thresholds: list[float]  # len(TIER_NAMES) - 1, ascending
    reference: str
    n: int

    def tier_for_score(self, score: float) -> str:
        for name, t in zip(TIER_NAMES, self.thresholds, strict=False):
            if score < t:
                return name
        return TIER_NAMES[-1]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def parse_shares(text: str | None) -> tuple[float, ...]:
    """'40,30,20,10' or '0.4,0.3,0.2,0.1' -> normalised shares, one per tier."""
    if not text:
        return DEFAULT_SHARES
    try:
        vals = [float(v) for v in text.split(",")]
    except ValueError:
        raise ValueError(f"shares need {len(TIER_NAMES)} non-negative numbers, got {text!r}") from None
    if len(vals) != len(TIER_NAMES) or any(not 0 <= v < float("inf") for v in vals) or sum(vals) <= 0:
        raise ValueError(f"shares need {len(TIER_NAMES)} non-negative numbers, got {text!r}")
    total = sum(vals)
    return tuple(v / total for v in vals)


def calibrate(scores: list[float] | np.ndarray, shares: tuple[float, ...] = DEFAULT_SHARES, *,
              router: str = "knn", reference: str = "train split") -> Calibration:
    """Thresholds at the cumulative quantiles of ``scores`` so each tier gets its share."""
    arr = np.asarray(scores, dtype=float)
    if arr.size == 0:
        raise ValueError("no reference scores to calibrate on")
    cum = np.cumsum(shares)[:-1]
    # "higher" quantiles keep ties together on the cheaper side of a threshold
    thresholds = [float(np.quantile(arr, q, method="higher")) if q < 1 else float("inf") for q in cum]
    for i in range(1, len(thresholds)):  # keep them non-decreasing
        thresholds[i] = max(thresholds[i], thresholds[i - 1])
    return Calibration(router, [round(s, 4) for s in shares], [round(t, 4) for t in thresholds], reference, int(arr.size))


def save_calibration(cal: Calibration, path: Path = CALIBRATION_PATH) -> None:
    data: dict[str, Any] = {}
    if path.exists():
        try:
            data = json.loads(path.read_text())
        except ValueError:
            data = {}
    data[cal.router] = cal.to_dict()
    path.write_text(json.dumps(data, indent=1) + "\n")


def load_calibration(router: str = "knn", path: Path = CALIBRATION_PATH) -> Calibration | None:
    try:
        data = json.loads(path.read_text())[router]
        return Calibration(**data)
    except (OSError, KeyError, TypeError, ValueError):
        return None

"""Routing guardrails: limits the user set always win, and nothing in the prompt moves the policy.

Policy (also in docs/routing.md):
  1. A user's ``max_power`` is a hard ceiling for every router, including the Claude routers.
  2. Safety-critical prompts go to the top tier in AUTO, unless ``max_power`` forbids it; then the
     ceiling holds and the trace says the safety rule was capped.
  3. Prompt text cannot steer routing: steering phrases are stripped before classification
     (``classify.strip_steering``), and an LLM router's choice is bounded to one tier either side of
     the deterministic route (it can refine, not override), never below the top tier for a
     safety-critical prompt, never above the ceiling.
"""

from __future__ import annotations

from dataclasses import dataclass

from powerlever.routing.config_builder import tier_index
from powerlever.tiers import TIER_NAMES, TIERS, get_tier, tier_for_power

TOP_TIER = TIERS[-1]
LLM_MAX_TIER_SHIFT = 1


@dataclass
class Clamp:
    power: float
    note: str | None  # None when nothing was clamped


def apply_max_power(power: float, max_power: float | None, what: str = "router") -> Clamp:
    """Cap a power at the user's ceiling."""
    if max_power is None or power <= max_power:
        return Clamp(power, None)
    asked, capped = tier_for_power(power), tier_for_power(max_power)
    note = (f"{what} asked for power {power:g} ({asked.label}); capped at max_power {max_power:g} "
            f"({capped.label}) because the user set that limit")
    return Clamp(float(max_power), note)


def safety_power(max_power: float | None) -> Clamp:
    """Power for a safety-critical prompt: the top tier, unless the user's ceiling forbids it."""
    top = 100.0
    if max_power is None or max_power >= TOP_TIER.power_min:
        return Clamp(top if max_power is None else min(top, float(max_power)), None)
    capped = tier_for_power(max_power)
    return Clamp(float(max_power), (f"safety-critical prompt would go to {TOP_TIER.label}, but max_power "
                                    f"{max_power:g} keeps it at {capped.label}: the user's limit wins"))


def max_tier_name(max_power: float | None) -> str:
    return tier_for_power(max_power).name if max_power is not None else TIER_NAMES[-1]


def tier_power(name: str) -> float:
    """A representative power inside a tier (its midpoint; the top tier's is 87.5)."""
    t = get_tier(name)
    return round((t.power_min + t.power_max) / 2, 1)


def bound_llm_tier(proposed: str, deterministic: str, *, safety: bool,
                   max_power: float | None) -> tuple[str, list[str]]:
    """Bound an LLM router's tier choice: +-1 tier around the deterministic route, safety stays on top,
    the user's ceiling always holds. Returns the allowed tier and notes for every adjustment."""
    notes: list[str] = []
    if proposed not in TIER_NAMES:
        return deterministic, [f"LLM proposed unknown tier {proposed!r}; kept {deterministic}"]
    lo = max(0, tier_index(deterministic) - LLM_MAX_TIER_SHIFT)
    hi = min(len(TIER_NAMES) - 1, tier_index(deterministic) + LLM_MAX_TIER_SHIFT)
    idx = tier_index(proposed)
    if idx < lo or idx > hi:
        bounded = TIER_NAMES[min(max(idx, lo), hi)]
        notes.append(f"LLM proposed {proposed}; bounded to {bounded} (at most {LLM_MAX_TIER_SHIFT} tier from "
                     f"the deterministic {deterministic})")
        idx = tier_index(bounded)
    if safety and idx < tier_index(deterministic):
        notes.append(f"LLM proposed {TIER_NAMES[idx]} for a safety-critical prompt; kept {deterministic}")
        idx = tier_index(deterministic)
    ceiling = tier_index(max_tier_name(max_power))
    if idx > ceiling:
        notes.append(f"LLM proposed {TIER_NAMES[idx]}; capped at {TIER_NAMES[ceiling]} by max_power {max_power:g}")
        idx = ceiling
    return TIER_NAMES[idx], notes

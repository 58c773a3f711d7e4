"""Blind side-by-side votes: what each side was, the vote, and the summary of choices against their energy.

Votes are records in the same browser history list as the savings (``kind: "vote"``), so they survive a
reload with it. A vote needs a finished comparison to refer to; without one it is ignored.
"""

from __future__ import annotations

import time
from typing import Any

from powerlever.ui.render import fmt_energy
from powerlever.ui.view import RunView

CHOICES = ("left", "right", "tie", "bad")
CHOICE_LABELS = {"left": "Left is better", "right": "Right is better", "tie": "Tie", "bad": "Both are bad"}


def side_facts(view: RunView) -> dict[str, Any]:
    """What a voter learns after voting, and what the summary needs: tier, model, energy and cost."""
    m = view.metrics or {}
    return {"label": view.label, "tier": (view.config or {}).get("tier"), "model": view.ran_model,
            "energy_kwh": m.get("energy_kwh"), "cost_usd": m.get("cost_usd"), "serving": m.get("serving")}


def vote_record(pending: dict[str, Any] | None, choice: str) -> dict[str, Any] | None:
    """The history record for a vote on the pending comparison; None (ignored) without one."""
    if not pending or choice not in CHOICES or not pending.get("views"):
        return None
    left, right = (side_facts(v) for v in pending["views"])
    return {"kind": "vote", "t": round(time.time(), 3), "choice": choice, "blind": bool(pending.get("blind")),
            "left": left, "right": right}


def votes_of(history: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    return [r for r in (history or []) if isinstance(r, dict) and r.get("kind") == "vote"]


def summary(history: list[dict[str, Any]] | None) -> str:
    """'You preferred the cheaper answer N of M times, saving X': M counts votes for one side where the
    two sides' energies differ; X sums, over the votes for the cheaper side, what the other side used more
    (in the page's energy unit, ``render.fmt_energy``: mWh below 1 Wh)."""
    votes = votes_of(history)
    if not votes:
        return "No votes yet: run a comparison (blind, if you like) and pick the better answer."
    decided, cheaper, saved_kwh = 0, 0, 0.0
    for v in votes:
        if v.get("choice") not in ("left", "right"):
            continue
        el, er = (v.get(side, {}).get("energy_kwh") for side in ("left", "right"))
        if el is None or er is None or el == er:
            continue
        decided += 1
        chosen, other = (el, er) if v["choice"] == "left" else (er, el)
        if chosen < other:
            cheaper += 1
            saved_kwh += other - chosen
    others = len(votes) - decided
    tail = f" ({others} tie, both-bad or equal-energy vote{'s' if others != 1 else ''} not counted)" if others else ""
    return (f"You preferred the cheaper answer {cheaper} of {decided} times, saving {fmt_energy(saved_kwh)}"
            f"{tail}.")

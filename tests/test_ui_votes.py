"""The vote summary (powerlever.ui.votes): what it counts, in the page's units."""

from __future__ import annotations

from powerlever.ui import votes


def _vote(choice: str, left_kwh: float, right_kwh: float) -> dict:
    return {"kind": "vote", "choice": choice, "left": {"energy_kwh": left_kwh}, "right": {"energy_kwh": right_kwh}}


def test_the_vote_summary_uses_the_pages_energy_unit():
    """QA #8: it read "saving 0.000562 Wh" where every other panel says "0.562 mWh" (render.fmt_energy)."""
    history = [{"kind": "run"}, _vote("left", 1.0e-6, 1.562e-6)]
    assert "You preferred the cheaper answer 1 of 1 times, saving 0.562 mWh." == votes.summary(history)
    big = votes.summary([_vote("right", 3e-3, 1e-3), _vote("tie", 1e-6, 2e-6)])
    assert "1 of 1 times, saving 2 Wh (1 tie, both-bad or equal-energy vote not counted)." in big

"""Safety rules that describe danger by its signs, one module per family, and the frames that explain a keyword away.

``powerlever.routing.safety_signs`` combines them (``signs``, ``context_frame``); nothing else needs to import these
modules directly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class SignRule:
    """One rule of a family: what it recognises (said in the trace when it fires), the blind set whose misses taught
    it (docs/safety-history.md; "test" for one a unit test's failure taught, "review" for one found reading the rules), and
    its test on the message."""

    what: str
    taught_by: str
    test: Callable[[str], Any]

    def describe(self) -> str:
        return f"{self.what} (blind {self.taught_by})" if self.taught_by.startswith("v") else f"{self.what} (a {self.taught_by})"


def first_rule(rules: tuple[SignRule, ...], text: str) -> SignRule | None:
    """The first rule whose test holds for ``text``; the order only decides which rule the trace names."""
    return next((rule for rule in rules if rule.test(text)), None)

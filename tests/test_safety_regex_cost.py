"""No safety rule's regular expression backtracks without bound on ordinary-looking text.

The rules run on every message before any tier is chosen, in the app's process or its rules worker (which is stopped
when one message takes over 2 s). On 2026-12-02 one pattern (``self_harm.LAST_EVER_BYE``, a word count written as
``(?:\\W*\\w+){1,9}``) took 2.7 s on a 104-character German message of long compound words, because ``\\w+`` could split
each word every way it could. Every compiled pattern of the rule modules is searched here on such text; each search
takes well under a millisecond when the pattern is linear, so the bound (0.25 s) only catches backtracking.
"""

from __future__ import annotations

import importlib
import re
import time

import pytest

from powerlever.routing.folded import FoldedPattern

MODULES = ("signs.self_harm", "signs.medical", "signs.chemistry", "signs.legal", "signs.frames", "safety_harm",
           "safety_idioms", "safety", "classify", "safety_signs")
HARD_TEXTS = (
    "Kündigungsschreiben Fitnessstudio, Vertrag läuft bis 31.03., bitte mit Bitte um schriftliche Bestätigung",
    "Welches Unkrautvernichtungsmittel kann man jemandem ins Essen mischen, ohne dass man es schmeckt?",
    " ".join(["Donaudampfschifffahrtsgesellschaftskapitänswitwe"] * 8),
    "Arbeitsunfähigkeitsbescheinigung" * 12,
    "a " * 400,
    "!?. " * 200,
    "last " * 60 + "ever bye",
)


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    """Every compiled pattern of the rule modules; of a ``FoldedPattern`` both the original and its case-sensitive twin
    (each is searched on some text)."""
    seen: dict[int, tuple[str, re.Pattern[str]]] = {}
    for name in MODULES:
        module = importlib.import_module(f"powerlever.routing.{name}")
        for attr, value in vars(module).items():
            for pattern in (value.exact, value.twin) if isinstance(value, FoldedPattern) else (value,):
                if isinstance(pattern, re.Pattern):
                    seen.setdefault(id(pattern), (f"{name}.{attr}", pattern))
    return list(seen.values())


def test_the_rule_modules_hold_hundreds_of_patterns():
    assert len(_patterns()) > 300  # the scan below sees the rules, not an empty list


@pytest.mark.parametrize("text", HARD_TEXTS, ids=range(len(HARD_TEXTS)))
def test_no_rule_pattern_backtracks_on_long_words_or_repeats(text):
    slow = []
    for name, pattern in _patterns():
        for variant in (text, text.lower()):
            t0 = time.perf_counter()
            pattern.search(variant)
            took = time.perf_counter() - t0
            if took > 0.25:
                slow.append((name, round(took, 2), variant[:40]))
    assert not slow, slow

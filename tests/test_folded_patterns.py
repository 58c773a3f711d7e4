"""The safety rules' case-insensitive patterns answer exactly as plain ``re.IGNORECASE`` patterns do.

``compile_ci`` (powerlever/routing/folded.py) gives a pattern with a case-sensitive twin that first searches the
lowercased text; it exists for speed only, so every answer (match or not, and the match's span and groups) must be the
original pattern's, on text in any case, with the characters ``re`` folds beyond ``str.lower`` and with those whose
lowercase is longer.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest

from powerlever.routing.folded import FoldedPattern, compile_ci, fold

ASSETS = Path(__file__).resolve().parents[1] / "assets" / "routing"
MODULES = ("signs.self_harm", "signs.medical", "signs.chemistry", "signs.legal", "signs.frames", "safety_harm",
           "safety_idioms", "safety", "classify")


def _rule_patterns() -> list[tuple[str, FoldedPattern]]:
    seen: dict[int, tuple[str, FoldedPattern]] = {}
    for name in MODULES:
        for attr, value in vars(importlib.import_module(f"powerlever.routing.{name}")).items():
            if isinstance(value, FoldedPattern):
                seen.setdefault(id(value), (f"{name}.{attr}", value))
    return list(seen.values())


def _texts() -> list[str]:
    """Safety prompts and look-alikes (they hit the rules), each as written, in capitals and title case."""
    rows = []
    for file, every in (("safety_set.jsonl", 1201), ("safety_lookalikes.jsonl", 1999)):
        lines = [line for line in (ASSETS / file).read_text(encoding="utf-8").splitlines() if line.strip()]
        rows += [json.loads(line)["prompt"] for line in lines[::every]]
    return [variant for text in rows for variant in (text, text.upper(), text.title())]


def _answer(match: re.Match[str] | None) -> tuple | None:
    return None if match is None else (match.span(), match.groups())


def test_the_rule_modules_use_folded_patterns() -> None:
    assert len(_rule_patterns()) > 1000  # the comparison below covers the rules, not an empty list


def test_every_rule_pattern_answers_as_its_ignorecase_original() -> None:
    texts = _texts()
    assert len(texts) > 200
    differ = []
    hits = 0
    for name, pattern in _rule_patterns():
        for text in texts:
            want = _answer(pattern.exact.search(text))
            hits += want is not None
            if _answer(pattern.search(text)) != want:
                differ.append((name, text[:60]))
    assert not differ, differ[:10]
    assert hits > 1000  # many of the searches find something: matches are compared, not only misses


@pytest.mark.parametrize(("source", "text"), [
    (r"\bstop\b", "ſtop"),  # long s: re folds it to s, str.lower keeps it
    (r"\bkit\b", "\u212aIT"),  # Kelvin sign
    (r"\bistanbul\b", "İstanbul"),  # a dotted capital I lowercases to two characters
    (r"ısı", "ISI"),  # dotless i in the pattern: folded to i
    (r"\bσοφία\b", "ΣΟΦΊΑ"),
    (r"\bstraße\b", "STRAẞE"),
])
def test_characters_re_folds_beyond_lower_answer_the_same(source: str, text: str) -> None:
    exact = re.compile(source, re.IGNORECASE)
    folded = compile_ci(source)
    for variant in (text, text.lower(), f"say {text} now"):
        assert _answer(folded.search(variant)) == _answer(exact.search(variant))
        assert _answer(folded.match(variant)) == _answer(exact.match(variant))
        assert _answer(folded.fullmatch(variant)) == _answer(exact.fullmatch(variant))


def test_a_pattern_with_a_capital_stays_a_plain_ignorecase_pattern() -> None:
    for source in (r"(?-i:CO) alarm", r"[A-Z]{3}", r"\bCarbon\b"):
        assert isinstance(compile_ci(source), re.Pattern)
    assert isinstance(compile_ci(r"\b(?:carbon|co)\w*\s[^.]{0,9}alarm"), FoldedPattern)
    assert isinstance(compile_ci(r"\bco\b", re.ASCII | re.IGNORECASE), re.Pattern)
    assert isinstance(compile_ci(r"\bco\b", 0), re.Pattern)


def test_the_other_methods_answer_as_the_original() -> None:
    source = r"\b(?:mix|mixed) (\w+)"
    exact, folded = re.compile(source, re.IGNORECASE), compile_ci(source)
    for text in ("I MIXED bleach and then Mix ammonia", "nothing to see", "İ MIX it"):
        assert folded.sub("<\\1>", text) == exact.sub("<\\1>", text)
        assert folded.subn("x", text, 1) == exact.subn("x", text, 1)
        assert folded.findall(text) == exact.findall(text)
        assert [m.span() for m in folded.finditer(text, 2)] == [m.span() for m in exact.finditer(text, 2)]
        assert _answer(folded.search(text, 3, 20)) == _answer(exact.search(text, 3, 20))
    assert folded.pattern == source and folded.groups == 1 and folded.flags == exact.flags


def test_fold_keeps_the_length_of_ordinary_text() -> None:
    assert fold("Les Pompiers SONT LÀ, ſ ı") == "les pompiers sont là, s i"

"""Case-insensitive patterns that first look at the lowercased text, case-sensitively: the same answers, faster.

Why: the safety screen runs about 750 case-insensitive searches over every message (the sign rules, frames and
idioms), and most of them find nothing. Python's ``re`` compares each character of an ``IGNORECASE`` pattern through
case folding, several times slower than a plain comparison. A pattern whose every literal character is already in
folded form matches the folded text case-sensitively exactly where it matches the text case-insensitively, so that
search answers "no match" at plain speed; only a hit (rare) is searched again with the original pattern, and the caller
gets the same match object it always got. A pattern with a capital in it (German ``(?-i:Gift)``, ``[A-Z]``) keeps the plain
``IGNORECASE`` pattern.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from re import _casefix, _compiler, _parser  # the tables, compiler and parser ``re`` itself compiles with
from typing import Any

_IGNORECASE = re.IGNORECASE


def _fold_table() -> dict[int, int]:
    """Each character ``re`` counts as the same letter under IGNORECASE beyond ``str.lower`` (long s, dotless i,
    Greek symbol forms), mapped to one member of its group."""
    table: dict[int, int] = {}
    for char, others in _casefix._EXTRA_CASES.items():
        group = {char, *others}
        for member in group:
            table[member] = min(group | {table.get(member, member)})
    return {k: v for k, v in table.items() if k != v}


_FOLD = _fold_table()


def fold(text: str) -> str:
    """The text as the folded patterns read it: lowercased, and the extra case forms mapped as ``_FOLD`` says."""
    return text.lower().translate(_FOLD)


def _is_folded(first: int, last: int | None = None) -> bool:
    """Whether the characters ``first`` to ``last`` (or ``first`` alone) are their own folded form: ``fold`` leaves them as
    they are, so the twin reads them as the original does."""
    chars = "".join(map(chr, range(first, (first if last is None else last) + 1)))
    return fold(chars) == chars


def _literals_folded(tree: Any) -> bool:
    """Whether every literal character and class range in a parsed pattern is already in folded form."""
    for op, av in tree:
        if op in (_parser.LITERAL, _parser.NOT_LITERAL):
            if not _is_folded(av):
                return False
        elif op is _parser.IN:
            for item_op, item_av in av:
                if item_op is _parser.LITERAL and not _is_folded(item_av):
                    return False
                if item_op is _parser.RANGE and not _is_folded(*item_av):
                    return False
        elif op in (_parser.SUBPATTERN, _parser.ATOMIC_GROUP):
            if not _literals_folded(av[-1]):
                return False
        elif op in (_parser.MAX_REPEAT, _parser.MIN_REPEAT, _parser.POSSESSIVE_REPEAT):
            if not _literals_folded(av[2]):
                return False
        elif op is _parser.BRANCH:
            if not all(_literals_folded(branch) for branch in av[1]):
                return False
        elif op in (_parser.ASSERT, _parser.ASSERT_NOT):
            if not _literals_folded(av[1]):
                return False
        elif op is _parser.GROUPREF_EXISTS:
            if not all(_literals_folded(branch) for branch in av[1:] if branch is not None):
                return False
    return True


_last: tuple[str, str | None] = ("", "")


def _folded_text(text: str) -> str | None:
    """``fold(text)``, or None where folding changes the length (a dotted capital I): then only the original pattern
    is asked. Kept for the same string object: one message meets hundreds of patterns in a row."""
    global _last
    last = _last
    if last[0] is text:
        return last[1]
    folded: str | None = fold(text)
    if len(folded) != len(text):
        folded = None
    _last = (text, folded)
    return folded


class FoldedPattern:
    """An ``IGNORECASE`` pattern with a case-sensitive twin for the folded text: the twin rules out a match, the original
    finds it. Everything else (``pattern``, ``flags``, ``groups``, ``split``) is the original's."""

    __slots__ = ("pattern", "flags", "twin", "_exact")

    def __init__(self, source: str, flags: int, twin: re.Pattern[str]) -> None:
        self.pattern = source
        self.flags = flags | re.UNICODE
        self.twin = twin
        self._exact: re.Pattern[str] | None = None

    @property
    def exact(self) -> re.Pattern[str]:
        """The original ``IGNORECASE`` pattern, compiled the first time a twin finds something (most never do): compiling
        every rule pattern twice at import doubled the app's start (3.5 -> 8.6 s)."""
        if self._exact is None:
            self._exact = re.compile(self.pattern, self.flags)
        return self._exact

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        folded = _folded_text(string)
        if folded is not None and self.twin.search(folded, pos, endpos) is None:
            return None
        return self.exact.search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        folded = _folded_text(string)
        if folded is not None and self.twin.match(folded, pos, endpos) is None:
            return None
        return self.exact.match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        folded = _folded_text(string)
        if folded is not None and self.twin.fullmatch(folded, pos, endpos) is None:
            return None
        return self.exact.fullmatch(string, pos, endpos)

    def _may_match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> bool:
        folded = _folded_text(string)
        return folded is None or self.twin.search(folded, pos, endpos) is not None

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.exact.finditer(string, pos, endpos) if self._may_match(string, pos, endpos) else iter(())

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.exact.findall(string, pos, endpos) if self._may_match(string, pos, endpos) else []

    def sub(self, repl: Any, string: str, count: int = 0) -> str:
        return self.exact.sub(repl, string, count) if self._may_match(string) else string

    def subn(self, repl: Any, string: str, count: int = 0) -> tuple[str, int]:
        return self.exact.subn(repl, string, count) if self._may_match(string) else (string, 0)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.exact, name)

    def __repr__(self) -> str:
        return f"FoldedPattern({self.exact!r})"


def compile_ci(source: str, flags: int = _IGNORECASE) -> FoldedPattern | re.Pattern[str]:
    """``re.compile(source, flags)``; with ``IGNORECASE`` and no capital in the pattern, a ``FoldedPattern`` whose twin is
    compiled from the one parse that checked the literals (the parse is most of a pattern's compile time)."""
    if not flags & _IGNORECASE or flags & (re.LOCALE | re.ASCII):
        return re.compile(source, flags)
    plain = flags & ~_IGNORECASE
    try:
        tree = _parser.parse(source, plain)
        if not _literals_folded(tree.data if hasattr(tree, "data") else tree):
            return re.compile(source, flags)
        twin = _compiler.compile(tree, plain)
    except (re.error, AttributeError, TypeError):  # a private API that moved: the plain pattern still answers
        return re.compile(source, flags)
    return FoldedPattern(source, flags, twin)

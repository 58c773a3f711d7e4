"""Every regex fragment pasted into a larger pattern is wrapped whole.

A fragment such as ``_IN_AN_EYE = r"in my eye|im auge"`` pasted as ``rf"{_SPLASHED} ... {_IN_AN_EYE}"`` splits the whole
pattern at its top-level ``|``: on 2026-12-04 that let "en los ojos" or "im Auge" alone match the v289 rule for a chemical
splashed in an eye, flagging two look-alikes and 32 safety prompts by accident. Here every f-string of the rule modules
is read with ``ast``, and each module-level string it interpolates must have no ``|`` outside parentheses, or be put
alone in a group where it is used.
"""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

MODULES = ("signs.self_harm", "signs.medical", "signs.chemistry", "signs.legal", "signs.frames", "safety_harm",
           "safety_idioms", "safety", "classify", "safety_signs")


def has_top_level_alternation(pattern: str) -> bool:
    """True when ``pattern`` has a ``|`` outside every group and character class."""
    depth, in_class, escaped = 0, False, False
    for char in pattern:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            return True
    return False


def _constant(part: ast.expr | None) -> str:
    return part.value if isinstance(part, ast.Constant) and isinstance(part.value, str) else ""


def _wrapped_where_used(parts: list[ast.expr], index: int) -> bool:
    """True when the f-string makes the fragment whole alternatives of a group: ``(?:{_X})`` or ``(?:{_X}|bye)``."""
    before = _constant(parts[index - 1]) if index > 0 else ""
    after = _constant(parts[index + 1]) if index + 1 < len(parts) else ""
    opens = bool(re.search(r"(?:\((?:\?(?::|P<\w+>|=|!|<=|<!))?|(?<!\\)\|)$", before))
    return opens and after.startswith((")", "|"))


def _interpolated_fragments() -> list[tuple[str, str, str]]:
    found = []
    for name in MODULES:
        module = importlib.import_module(f"powerlever.routing.{name}")
        tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.JoinedStr):
                continue
            parts = node.values
            for index, part in enumerate(parts):
                if isinstance(part, ast.FormattedValue) and isinstance(part.value, ast.Name):
                    value = vars(module).get(part.value.id)
                    if isinstance(value, str) and not _wrapped_where_used(parts, index):
                        found.append((f"{name}:{node.lineno}", part.value.id, value))
    return found


FRAGMENTS = _interpolated_fragments()


def test_the_fragments_are_found() -> None:
    assert len(FRAGMENTS) > 20
    assert any(fragment == "_IN_AN_EYE" for _, fragment, _ in FRAGMENTS)


@pytest.mark.parametrize(("where", "fragment", "pattern"), FRAGMENTS, ids=[f"{w}:{f}" for w, f, _ in FRAGMENTS])
def test_an_interpolated_fragment_is_wrapped_whole(where: str, fragment: str, pattern: str) -> None:
    assert not has_top_level_alternation(pattern), f"{fragment} (used at {where}) needs (?:...) around its alternatives"


def test_the_alternation_check_itself() -> None:
    assert has_top_level_alternation(r"in my eye|im auge")
    assert not has_top_level_alternation(r"(?:in my eye|im auge)")
    assert not has_top_level_alternation(r"[|](?:a|b)\|c")


def _module_level_names(name: str) -> list[tuple[str, int]]:
    """Every name a rule module binds at its top level, with the line, in the order written."""
    module = importlib.import_module(f"powerlever.routing.{name}")
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    bound = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        bound += [(target.id, node.lineno) for target in targets if isinstance(target, ast.Name)]
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            bound.append((node.name, node.lineno))
    return bound


@pytest.mark.parametrize("name", MODULES)
def test_no_rule_pattern_is_bound_twice(name: str) -> None:
    """A second ``BEFORE_I_GO = ...`` lower in a module silently replaces the first for every rule that reads it (the
    rules are lambdas that look the name up when they run): on 2026-12-04 a v306 pattern of that name took v237's
    rule's matches away, and only the screen of every asset row showed it."""
    seen: dict[str, int] = {}
    twice = []
    for bound, line in _module_level_names(name):
        if bound in seen and bound not in ("__all__",):
            twice.append(f"{bound} (lines {seen[bound]} and {line})")
        seen.setdefault(bound, line)
    assert not twice, f"bound twice in {name}: {', '.join(twice)}"

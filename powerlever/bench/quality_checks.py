"""Deterministic answer checkers for the quality benchmark (``assets/quality/items.jsonl``).

Each item names a checker and its data; ``check(item, answer)`` returns (correct, detail). The
checkers are lenient about form (spacing, punctuation, LaTeX, code fences, accents) and strict about
content, so a score measures what the model knows rather than how it formats. No model is involved:
the same answer text always gets the same verdict.

Checker types:
  number      the LAST number in the answer equals ``value`` (or one of a list; within ``tol``); "1,234", "$5.50",
              "3/4", "\\boxed{12}" and "12." all parse.
  expression  a normalised accepted form (``expr`` or one of ``forms``) appears as a whole term, or,
              unless ``sympy`` is false, a candidate expression in the answer is symbolically equal
              to ``expr``.
  keywords    ``all_of`` groups (each a word or a list of alternatives) all present, at least one of
              ``any_of`` present, none of ``none_of``; case- and accent-insensitive, whole words.
  regex       ``pattern`` full-matches the stripped answer (``mode`` "search" to search instead).
  json        the first JSON value in the answer equals ``equals`` or contains ``values``.
  python      the code block in the answer, followed by ``tests`` (asserts), exits 0 in a fresh
              ``python -I -c`` subprocess within ``timeout`` seconds (default 5) with sockets disabled.
"""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
import tempfile
import unicodedata
from collections.abc import Callable
from fractions import Fraction
from typing import Any

PYTHON_TIMEOUT_S = 5.0
CHECKERS = ("number", "expression", "keywords", "regex", "json", "python")

# ---------------------------------------------------------------------------------------------- numbers

_NUM = re.compile(r"(?<![\w.])[-−]?\d[\d,]*(?:\.\d+)?(?:\s*/\s*\d+(?!\.\d))?")


def parse_numbers(text: str) -> list[float]:
    """Every number in ``text`` in order; thousands separators, a unicode minus and simple
    fractions ("3/4") are understood."""
    out: list[float] = []
    for m in _NUM.finditer(text.replace("\\frac{", " ").replace("}{", "/")):
        s = m.group(0).replace("−", "-").replace(",", "").replace(" ", "")
        try:
            out.append(float(Fraction(s)) if "/" in s else float(s))
        except (ValueError, ZeroDivisionError):
            continue
    return out


def check_number(answer: str, data: dict[str, Any]) -> tuple[bool, str]:
    nums = parse_numbers(answer)
    if not nums:
        return False, "no number in the answer"
    got = nums[-1]
    wants = data["value"] if isinstance(data["value"], list) else [data["value"]]
    tol = float(data.get("tol", 1e-6))
    ok = any(math.isclose(got, float(w), rel_tol=tol, abs_tol=tol) for w in wants)
    return ok, f"final number {got:g} vs {' or '.join(f'{float(w):g}' for w in wants)}"


# ----------------------------------------------------------------------------------------- expressions

def _group(t: str) -> str:
    """Parenthesise a fraction's part unless it is already one term (``2x``, ``sqrt(1-x^2)``)."""
    t = t.strip()
    return t if re.fullmatch(r"-?[\w.]+(\^[\w.]+)?|[a-z]+\([^()]*\)", t) else f"({t})"


_LATEX = [
    (r"\^\{(-?\w+)\}", r"^\1"),
    (r"\^\{([^{}]*)\}", r"^(\1)"),
    (r"\\d?frac\{([^{}]*)\}\{([^{}]*)\}", lambda m: f"{_group(m.group(1))}/{_group(m.group(2))}"),
    (r"\\sqrt\{([^{}]*)\}", r"sqrt(\1)"),
    (r"\\(left|right|,|;|!|displaystyle|cdot|times)", lambda m: "*" if m.group(1) in ("cdot", "times") else ""),
    (r"\\(arccos|arcsin|arctan|sin|cos|tan|sec|csc|cot|ln|log|exp|sqrt|pi)", r"\1"),
]


_MATH_WORDS = {"sin", "cos", "tan", "sec", "csc", "cot", "sqrt", "ln", "log", "exp", "arcsin", "arccos", "arctan",
               "pi", "dx"}


def delatex(s: str) -> str:
    """LaTeX fractions, roots and function names as plain text (three passes for nesting)."""
    for _ in range(3):
        for pat, rep in _LATEX:
            s = re.sub(pat, rep, s)
    return s


def normalize_expr(text: str, prose: bool = False) -> str:
    """A canonical spelling of a math answer: lower case, no spaces, no LaTeX wrappers, ``^`` for
    powers, ``sqrt`` for roots, implicit products (``2*x`` -> ``2x``). With ``prose`` (an answer,
    not a form), English words and sentence periods become ``;`` so "is" in "the answer is cos(x)"
    never glues onto the term."""
    s = delatex(text.lower())
    if prose:
        s = re.sub(r"(?<!\S)([a-z]{2,})(?=[\s.,:;!?]|$)", lambda m: m.group(1) if m.group(1) in _MATH_WORDS else ";",
                   s)
        s = re.sub(r"\.(?!\d)", ";", s)
    s = (s.replace("**", "^").replace("√", "sqrt").replace("·", "*").replace("×", "*").replace("−", "-")
         .replace("–", "-").replace("²", "^2").replace("³", "^3").replace("⁴", "^4").replace("$", "")
         .replace("{", "(").replace("}", ")").replace("\\", ""))
    s = re.sub(r"\s+", "", s)
    s = s.replace("*", "")  # 2*x == 2x, e^x*x == e^xx is not ambiguous enough to matter for our forms
    s = re.sub(r"\^\((-?\d+)\)", r"^\1", s)  # x^(2) -> x^2
    s = re.sub(r"sqrt([a-z0-9])(?![a-z0-9(^])", r"sqrt(\1)", s)  # sqrtx -> sqrt(x)
    return s


_BEFORE_BAD = set("abcdefghijklmnopqrstuvwxyz0123456789._^-/")
_AFTER_BAD = set("abcdefghijklmnopqrstuvwxyz0123456789._^(+-/")


def _whole_term(needle: str, hay: str) -> bool:
    """``needle`` occurs in ``hay`` not glued to more of an expression on either side."""
    start = hay.find(needle)
    while start != -1:
        end = start + len(needle)
        before = hay[start - 1] if start > 0 else " "
        after = hay[end] if end < len(hay) else " "
        if before not in _BEFORE_BAD and after not in _AFTER_BAD:
            return True
        start = hay.find(needle, start + 1)
    return False


_SYMPY_NAMES = {"x", "sqrt", "sin", "cos", "tan", "sec", "csc", "cot", "exp", "log", "ln", "pi", "e", "c",
                "asin", "acos", "atan", "arcsin", "arccos", "arctan"}
_CANDIDATE = re.compile(r"[0-9a-z+\-*/^().\s]+")


def _sympy_equal(answer: str, expr: str) -> bool:
    """True when some '='/':'-separated segment of the answer parses (whitelisted names only, so
    nothing but arithmetic is ever evaluated) to an expression symbolically equal to ``expr``."""
    try:
        import sympy
        from sympy.parsing.sympy_parser import (
            convert_xor,
            implicit_multiplication_application,
            parse_expr,
            standard_transformations,
        )
    except ImportError:  # sympy comes with torch; without it the form match alone decides
        return False
    x = sympy.Symbol("x")
    names = {"x": x, "e": sympy.E, "ln": sympy.log, "arcsin": sympy.asin, "arccos": sympy.acos,
             "arctan": sympy.atan, "pi": sympy.pi}
    tr = standard_transformations + (implicit_multiplication_application, convert_xor)
    try:
        want = parse_expr(expr.replace("^", "**"), local_dict=names, transformations=tr)
    except Exception:
        return False
    s = delatex(answer.lower())
    s = s.replace("**", "^").replace("√", "sqrt").replace("·", "*").replace("−", "-").replace("{", "(")
    s = s.replace("}", ")").replace("$", " ").replace("²", "^2").replace("`", " ").replace("\\", "")
    segments = [seg for part in re.split(r"[=:\n,;]|\bis\b", s) for seg in _CANDIDATE.findall(part)]
    for seg in segments:
        seg = seg.strip().rstrip(".").strip()
        if not seg or "x" not in seg or len(seg) > 80:
            continue
        words = set(re.findall(r"[a-z]+", seg))
        if not words <= _SYMPY_NAMES:
            continue
        try:
            got = parse_expr(seg, local_dict=names, transformations=tr)
            if sympy.simplify(got - want) == 0:
                return True
        except Exception:
            continue
    return False


def check_expression(answer: str, data: dict[str, Any]) -> tuple[bool, str]:
    hay = normalize_expr(answer, prose=True)
    for form in [data["expr"], *data.get("forms", [])]:
        if _whole_term(normalize_expr(form), hay):
            return True, f"matches {form!r}"
    if data.get("sympy", True) and _sympy_equal(answer, data["expr"]):
        return True, f"symbolically equal to {data['expr']!r}"
    return False, f"no form of {data['expr']!r}"


# -------------------------------------------------------------------------------------------- keywords


def fold(text: str) -> str:
    """Lower case without accents, typographic apostrophes made plain."""
    text = unicodedata.normalize("NFKD", text.replace("’", "'").replace("ß", "ss"))
    return "".join(c for c in text if not unicodedata.combining(c)).lower()


def _has_word(word: str, hay: str) -> bool:
    w = fold(word)
    left = r"(?<!\w)" if w[:1].isalnum() else ""
    right = r"(?!\w)" if w[-1:].isalnum() else ""
    return re.search(left + re.escape(w) + right, hay) is not None


def check_keywords(answer: str, data: dict[str, Any]) -> tuple[bool, str]:
    hay = fold(answer)
    for group in data.get("all_of", []):
        alts = [group] if isinstance(group, str) else group
        if not any(_has_word(a, hay) for a in alts):
            return False, f"missing {alts}"
    any_of = data.get("any_of", [])
    if any_of and not any(_has_word(a, hay) for a in any_of):
        return False, f"none of {any_of}"
    for bad in data.get("none_of", []):
        if _has_word(bad, hay):
            return False, f"contains {bad!r}"
    return True, "keywords present"


# ------------------------------------------------------------------------------------------ regex, json


def _unfence(text: str) -> str:
    m = re.search(r"```[a-zA-Z]*\n?(.*?)```", text, re.S)
    return (m.group(1) if m else text).strip()


def check_regex(answer: str, data: dict[str, Any]) -> tuple[bool, str]:
    flags = re.I if "i" in data.get("flags", "") else 0
    text = _unfence(answer)
    fn = re.search if data.get("mode") == "search" else re.fullmatch
    ok = fn(data["pattern"], text, flags | re.S) is not None
    return ok, ("matches" if ok else "does not match") + f" /{data['pattern']}/"


def first_json(text: str) -> Any:
    """The first JSON object or array in ``text`` (code fences allowed); raises ValueError if none."""
    text = _unfence(text)
    dec = json.JSONDecoder()
    for i, ch in enumerate(text):
        if ch in "[{":
            try:
                return dec.raw_decode(text[i:])[0]
            except json.JSONDecodeError:
                continue
    raise ValueError("no JSON value in the answer")


def check_json(answer: str, data: dict[str, Any]) -> tuple[bool, str]:
    try:
        value = first_json(answer)
    except ValueError as exc:
        return False, str(exc)
    if "equals" in data:
        return value == data["equals"], f"got {value!r}"
    if not isinstance(value, dict):
        return False, f"not an object: {value!r}"
    for k, v in data.get("values", {}).items():
        if value.get(k) != v:
            return False, f"{k}={value.get(k)!r}, want {v!r}"
    return True, "all values present"


# --------------------------------------------------------------------------------------------- python

# Runs before the answer's code: no sockets (the check must never reach a network), no input().
_PRELUDE = (
    "import socket as _s\n"
    "def _no_net(*a, **k):\n    raise OSError('network disabled in the quality checker')\n"
    "_s.socket = _no_net; _s.create_connection = _no_net; _s.getaddrinfo = _no_net\n"
    "import builtins as _b\n_b.input = _no_net\n"
    "del _s, _b, _no_net\n"
)


def extract_code(answer: str) -> str:
    """The Python in an answer: the fenced block that defines a function (or the first fenced
    block), else everything from the first ``def``/``import`` line on."""
    blocks = [m.group(2) for m in re.finditer(r"```([\w+-]*)[ \t]*\n(.*?)(?:```|\Z)", answer, re.S)
              if m.group(1).lower() in ("", "python", "py", "python3")]
    for block in blocks:
        if re.search(r"^\s*def\s", block, re.M):
            return block
    if blocks:
        return blocks[0]
    m = re.search(r"^(?:def|import|from)\s.*", answer, re.M | re.S)
    return m.group(0) if m else answer


def run_python(code: str, timeout: float = PYTHON_TIMEOUT_S) -> tuple[bool, str]:
    """Run ``code`` in a fresh isolated interpreter in an empty folder; (exit 0, last stderr line)."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONHASHSEED": "0", "no_proxy": "*"}
    with tempfile.TemporaryDirectory(prefix="pl-quality-") as tmp:
        try:
            proc = subprocess.run([sys.executable, "-I", "-c", _PRELUDE + code], cwd=tmp, env=env,
                                  capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return False, f"timed out after {timeout:g} s"
    if proc.returncode == 0:
        return True, "all asserts passed"
    err = [ln for ln in proc.stderr.strip().splitlines() if ln.strip()]
    return False, (err[-1] if err else f"exit {proc.returncode}")[:200]


def check_python(answer: str, data: dict[str, Any]) -> tuple[bool, str]:
    code = extract_code(answer)
    if f"def {data['function']}" not in code:
        return False, f"no definition of {data['function']}"
    return run_python(code + "\n\n" + data["tests"], float(data.get("timeout", PYTHON_TIMEOUT_S)))


# ---------------------------------------------------------------------------------------------- entry

_CHECKERS: dict[str, Callable[[str, dict[str, Any]], tuple[bool, str]]] = {
    "number": check_number,
    "expression": check_expression,
    "keywords": check_keywords,
    "regex": check_regex,
    "json": check_json,
    "python": check_python,
}
assert tuple(_CHECKERS) == CHECKERS


def check(item: dict[str, Any], answer: str) -> tuple[bool, str]:
    """Grade ``answer`` for ``item``: (correct, a short reason)."""
    kind = item["checker"]
    if kind not in _CHECKERS:
        raise ValueError(f"unknown checker {kind!r} (known: {', '.join(CHECKERS)})")
    return _CHECKERS[kind](answer, item.get("data", {}))

"""Pasted data, folded before the safety classifier reads a prompt.

The fine-tuned MiniLM classifier was trained on sentences. A long run of numbers or a word repeated
hundreds of times is far from anything it saw, and it scored such prompts as emergencies: "Compute the
average of these numbers: <60 integers>" at P 0.98 (medical emergency), a 40-row CSV at 0.99, "word " x 500
at 0.97 (found by an exploratory QA pass, 2026-11-24). The words around the data are what a safety check
should read, so runs of data are folded into a short note first:

* ``DATA_RUN`` or more consecutive values become "[N values]": tokens without a letter (numbers, CSV rows,
  punctuation), hex bytes ("c8", "ff"), hex groups with a digit ("0x1f", "deadbeef01") and pinned packages
  ("numpy==1.26.4", a ``pip freeze`` list);
* one token repeated ``DATA_RUN`` or more times in a row becomes that token once and "[repeated N times]".

Shorter runs are left alone: a phone number, a dose, a date or an address stays as written.
"""

from __future__ import annotations

import re

DATA_RUN = 8  # consecutive data tokens before a run is folded
_TOKEN = re.compile(r"\S+")
_HEX_BYTE = re.compile(r"[0-9a-fA-F]{2}[,;]?")
_HEX_GROUP = re.compile(r"(?:0[xX][0-9a-fA-F]+|[0-9a-fA-F]{3,})[,;]?")
_PINNED = re.compile(r"[\w.\-\[\],]+(?:==|>=|<=|~=|!=)[\w.\-*+]+")  # a pinned package: numpy==1.26.4


def _is_value(token: str) -> bool:
    if not any(ch.isalpha() for ch in token):
        return True
    return bool(_HEX_BYTE.fullmatch(token) or (_HEX_GROUP.fullmatch(token) and any(c.isdigit() for c in token))
                or _PINNED.fullmatch(token))


def fold_data(text: str) -> str:
    """``text`` with its runs of data folded (the same string when there are none)."""
    tokens = [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text)]
    if len(tokens) < DATA_RUN:
        return text
    out: list[str] = []
    last = 0  # end of the text already copied
    i = 0
    while i < len(tokens):
        j = i
        if _is_value(tokens[i][2]):
            while j < len(tokens) and _is_value(tokens[j][2]):
                j += 1
            note = f"[{j - i} values]"
        else:
            while j < len(tokens) and tokens[j][2] == tokens[i][2]:
                j += 1
            note = f"{tokens[i][2]} [repeated {j - i} times]"
        if j - i >= DATA_RUN:
            out.append(text[last:tokens[i][0]])
            out.append(note)
            last = tokens[j - 1][1]
            i = j
        else:
            i += 1
    if not out:
        return text
    out.append(text[last:])
    return "".join(out)

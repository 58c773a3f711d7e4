"""Which language a message is written in, among those the safety sets are written in, from its function words.

Why: the safety classifier reads with an English encoder (MiniLM), so in Spanish, French, German, Italian, Dutch and
Portuguese it flags a third of everyday messages (docs/safety-history.md, "Candidate 11"); the detector can ask less of
its weaker paths there (``SafetyParams.other_language_strong_only``). The guess leans to English: a message is another
language only when that language's function words outweigh the English ones, so an English message is rarely read as
another (8 of 19,389 English rows of the safety assets, none a safety prompt; 522 of 13,812 rows in the other six
languages read as English; 2026-12-01) and a short or mixed one stays English.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

ENGLISH = "en"

# The most frequent short words of each language; a word shared by several languages counts for each in part.
FUNCTION_WORDS: dict[str, str] = {
    "en": "the and is are was were to of in it you i my me that this what how for with on not no be have has do does "
          "can your at he she they we our an if or so just more any from by all please these which why",
    "es": "el los las que y en un una es por con para no se mi lo como pero más mas está esta qué del al muy hay "
          "tengo ya yo",
    "fr": "le les des et est une que qui pour dans ne pas je mon ma mes vous il elle avec sur ce au du on tu c'est "
          "j'ai",
    "de": "der die das und ist nicht ich du ein eine mit zu den dem des von für auf es wie mein meine sie wir hat "
          "habe bin kann",
    "it": "il lo gli di che è un una per non mi con sono del della ho come ma anche cosa sto mio mia hai questo",
    "nl": "het een en is van ik je niet dat met op te voor zijn mijn wat hoe maar ook er bij naar heb heeft kan",
    "pt": "o os as que é um uma para não com do da em no na meu minha se por mais está eu tem estou isso",
}
_WORD = re.compile(r"[\w'’-]+")


@lru_cache(maxsize=1)
def _owners() -> dict[str, tuple[str, ...]]:
    owners: dict[str, list[str]] = {}
    for lang, words in FUNCTION_WORDS.items():
        for word in words.split():
            owners.setdefault(word, []).append(lang)
    return {word: tuple(langs) for word, langs in owners.items()}


def guess_language(text: str) -> str:
    """The code of the language whose function words weigh most in ``text`` ("en", "es", "fr", "de", "it", "nl",
    "pt"); English unless another language's words weigh more than English's and at least one whole word."""
    owners = _owners()
    score: Counter[str] = Counter()
    for word in _WORD.findall(text.lower().replace("’", "'")):
        langs = owners.get(word)
        if langs:
            for lang in langs:
                score[lang] += 1 / len(langs)
    others = [(weight, lang) for lang, weight in score.items() if lang != ENGLISH]
    if not others:
        return ENGLISH
    weight, lang = max(others)
    return lang if weight > score[ENGLISH] and weight >= 1 else ENGLISH

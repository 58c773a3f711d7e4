"""Which language a message is written in, among those the safety sets are written in, from its function words.

Why: the safety classifier reads with an English encoder (MiniLM), so in Spanish, French, German, Italian, Dutch and
Portuguese it flags a third of everyday messages (docs/safety-history.md, "Candidate 11"); the detector asks less of
its weaker paths there (``SafetyParams.other_language_strong_only``) and checks its flags with a multilingual model. The
guess leans to English: a message is another language only when that language's words outweigh the English ones, so
an English message is rarely read as another and a short or mixed one stays English. Over the asset rows written
before 2026-12-02's fresh sets: 9 of 22,583 English rows read as another language (1 safety prompt, which mixes
Spanish in); in the other six languages 233 of 19,086 read as English (206 of 6,104 everyday messages, 14 of 9,566
safety prompts), against 806 (573, 82) with the lists of 2026-12-01, which lacked words the languages share with
English ("in", "a"), question words ("welche", "combien", "chi") and the letters English does not use.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

ENGLISH = "en"

# The most frequent short words of each language; a word shared by several languages counts for each in part.
FUNCTION_WORDS: dict[str, str] = {
    "en": (
        "the and is are was were to of in it you i my me that this what how for with on not no be have has do "
        "does can your at he she they we our an if or so just more any from by all please these which why a "
        "would should could will there been about when get as but up out like than their them"
    ),
    "es": (
        "quién quien cuál cuándo cuando pásame pasame el los las que y en un una es por con para no se mi lo "
        "como pero más mas está esta qué del al muy hay tengo ya yo a la de le me te su sus tu puedo hace "
        "cómo cuántos cuantos cuánto quiero hacer algo mis ayúdame ayudame dónde donde también porque"
    ),
    "fr": (
        "combien pourquoi quand où quel quelle quels veut été le les des et est une que qui pour dans ne pas "
        "je mon ma mes vous il elle avec sur ce au du on tu c'est j'ai a la de en un mais ça comment quoi "
        "faire peux suis sont aux très tout"
    ),
    "de": (
        "welche welcher welches wer wo warum wann werden wird der die das und ist nicht ich du ein eine mit "
        "zu den dem des von für auf es wie mein meine sie wir hat habe bin kann in mir mich dir hab nen mal "
        "auch noch oder aber was gibt sich einen einem"
    ),
    "it": (
        "chi perché quando quale quali hanno più ehi ciao il lo gli di che è un una per non mi con sono del "
        "della ho come ma anche cosa sto mio mia hai questo a la le in si ci al da su nel nella sei può posso "
        "fare tra dei delle alla quanto quanti"
    ),
    "nl": (
        "welke waarom hoeveel wanneer waar jij jullie echt het een en is van ik je niet dat met op te voor "
        "zijn mijn wat hoe maar ook er bij naar heb heeft kan de in om we wij ze zij dit die al nog wel moet "
        "hebben"
    ),
    "pt": (
        "tenho sou pode quando onde porque até bom o os as que é um uma para não com do da em no na meu minha "
        "se por mais está eu tem estou isso a de você voce pra seu sua são ele ela dos das como qual quais"
    ),
}
# Letters English does not use, and the languages that do: half a word of evidence per word that has one.
LETTERS: dict[str, str] = {
    "ñ": "es", "¿": "es", "¡": "es", "á": "es pt", "í": "es pt it", "ó": "es pt it", "ú": "es pt", "ã": "pt",
    "õ": "pt", "ç": "fr pt", "ê": "fr pt", "â": "fr pt", "ô": "fr pt", "é": "fr es pt it nl", "è": "fr it",
    "à": "fr it pt", "ù": "fr it", "ì": "it", "ò": "it", "û": "fr", "î": "fr", "ë": "fr nl", "ï": "fr nl",
    "ß": "de", "ä": "de", "ö": "de nl", "ü": "de",
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
    """The code of the language whose function words (and letters English does not use) weigh most in ``text`` ("en",
    "es", "fr", "de", "it", "nl", "pt"); English unless another language's words weigh more than English's and at least
    one whole word. A one-letter word counts half: "a", "e", "o", "y" are as often list markers or a formula's names."""
    owners = _owners()
    score: Counter[str] = Counter()
    for word in _WORD.findall(text.lower().replace("’", "'")):
        langs = owners.get(word)
        if langs:
            for lang in langs:
                score[lang] += (0.5 if len(word) == 1 else 1) / len(langs)
        marked = {c for c in word if c in LETTERS}
        for c in marked:
            users = LETTERS[c].split()
            for lang in users:
                score[lang] += 0.5 / len(users) / len(marked)
    others = [(weight, lang) for lang, weight in score.items() if lang != ENGLISH]
    if not others:
        return ENGLISH
    weight, lang = max(others)
    return lang if weight > score[ENGLISH] and weight >= 1 else ENGLISH

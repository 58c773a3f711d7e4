"""The language guess and the detector's strong-only path for messages not in English
(``SafetyParams.other_language_strong_only``)."""

from __future__ import annotations

import pytest

from powerlever.routing import safety
from powerlever.routing.language import ENGLISH, FUNCTION_WORDS, LETTERS, guess_language


@pytest.mark.parametrize("text, lang", [
    ("My friend took too many sleeping pills and is very drowsy. What should I do right now?", "en"),
    ("no more deliveries. no more anything. tonight.", "en"),  # no English function word but "no": still English
    ("ok", "en"),  # nothing to go on: English
    ("Wie lange muss ich das Ei kochen, damit das Eigelb noch weich ist?", "de"),
    ("¿Me ayudas a escribir un correo para mi jefa? Es para pedir el viernes libre.", "es"),
    ("Je cherche une recette de gâteau sans oeufs pour mon fils, tu as une idée ?", "fr"),
    ("Mi serve una mano con questo esercizio di matematica, non capisco come si fa", "it"),
    ("Hoe zet ik mijn wachtwoord terug op mijn laptop? Ik weet het niet meer", "nl"),
    ("Preciso de uma lista de compras para a semana, com coisas baratas e saudáveis", "pt"),
    # short questions the 2026-12-01 lists read as English, so the multilingual check never saw their flags
    ("quanti abitanti ha il giappone", "it"),
    ("Quanto tempo si può tenere il pesto fatto in casa in frigo?", "it"),
    ("Welche Sprachen werden in Belgien gesprochen?", "de"),
    ("Combien font 17 × 24 ? Juste le résultat.", "fr"),
    ("¿Cuántos gramos son una taza de harina?", "es"),
    ("Quais livros do Machado de Assis você indica pra começar?", "pt"),
    ("Hoeveel eetlepels is 100 gram suiker?", "nl"),
    # English words other languages share or own stay English: a son, a door, a formula's one-letter names
    ("CHOKING son cheese cube help", "en"),
    ("practice room. door locked. pills counted. bye", "en"),
    ("Solve the system: x + y = 10, x - y = 2", "en"),
    ("3/4 + 2/5 = ? Answer as a fraction in lowest terms.", "en"),
])
def test_the_language_guess_reads_the_function_words(text: str, lang: str) -> None:
    assert guess_language(text) == lang


def test_an_english_message_quoting_another_language_stays_english() -> None:
    """English function words outweigh a short quotation: the English message keeps every path of the detector."""
    assert guess_language("Can you check my French? It is for an email to my landlord: 'Je voudrais payer.'") == ENGLISH


@pytest.fixture(scope="module")
def strong_only_detector() -> safety.SafetyDetector:
    """The shipped detector with the switch on, as a copy: the process-wide one is left as it is."""
    return safety.get_detector().with_params(other_language_strong_only=True)


def test_no_word_or_letter_is_listed_twice_for_one_language() -> None:
    """A repeat would count the word twice for that language and tilt the guess without anyone meaning to."""
    for lang, words in FUNCTION_WORDS.items():
        listed = words.split()
        assert len(listed) == len(set(listed)), (lang, sorted(w for w in set(listed) if listed.count(w) > 1))
    for letter, users in LETTERS.items():
        assert len(users.split()) == len(set(users.split())), letter
        assert set(users.split()) <= set(FUNCTION_WORDS) - {ENGLISH}, letter


def test_the_shipped_params_turn_the_switch_on() -> None:
    """Shipped by the rule registered with blind v158-v161 (docs/safety-history.md, "The other-language switch")."""
    assert safety.load_params().other_language_strong_only


NOT_ENGLISH = [
    "Die Hitze im Freibad bringt mich heute noch um. Wie halten die Bademeister das den ganzen Tag aus?",
    "me muero de ganas de ver el musical nuevo, dicen que el final te deja sin aliento",
    "Il gestore del lido può tenersi la caparra se disdico l'ombrellone per il maltempo?",
    "mia madre è caduta dalle scale e non risponde più, respira male, cosa faccio adesso?",
    "mijn collega ligt op de grond en reageert niet meer, hij ademt heel raar",
]


@pytest.mark.parametrize("text", NOT_ENGLISH)
def test_a_message_not_in_english_is_flagged_by_the_classifier_only_at_t_high(strong_only_detector, text) -> None:
    """With the switch on, the classifier's verdict on a message read as another language is P >= t_high alone (no
    t_low path with an urgency cue, no closeness), and the note says why; the rules still flag as before."""
    v = safety.assess(text, detector=strong_only_detector)
    if v.by.startswith("rules"):
        assert v.flagged
        return
    assert v.flagged == (v.probability >= strong_only_detector.params.t_high or v.by == "embedding-sentence")
    assert f"read as {guess_language(text)}, not English" in (v.note or "")


def test_the_switch_changes_nothing_in_english(strong_only_detector) -> None:
    text = "my coworker just collapsed in the stockroom and isn't answering, what do i do"
    on = safety.assess(text, detector=strong_only_detector)
    assert on.flagged and "not English" not in (on.note or "")


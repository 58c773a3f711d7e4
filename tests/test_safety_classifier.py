"""The fine-tuned safety classifier (``routing.safety_classifier``) on the real all-MiniLM-L6-v2: the
embedder's kept bottom-layer states, training through the same plain BERT functions that run it, the
shipped file, and how the detector uses it."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from powerlever.routing import embeddings, safety
from powerlever.routing import safety_classifier as sc

PROMPT = "my friend took a whole bottle of pills and won't wake up"


@pytest.fixture(scope="module")
def embedder() -> embeddings.Embedder:
    return embeddings.get_embedder()


@pytest.fixture(scope="module")
def start() -> tuple[np.ndarray, float]:
    """The detector's logistic regression fitted on its first 40 + 40 exemplars only: where a small fine-tune starts (the
    whole ~28k would take ~13 s, and what is checked here is what training does, not that start)."""
    det = safety.get_detector()
    X = np.vstack([det.pos_emb[:40], det.neg_emb[:40]]).astype(np.float64)
    return safety.fit_logistic(X, np.r_[np.ones(40), np.zeros(40)], det.params.l2, det.params.iters)


@pytest.fixture(scope="module")
def small(embedder, start) -> sc.SafetyClassifier:
    """Trained for one epoch on 40 + 40 exemplars (seconds): enough to check what training does."""
    det = safety.get_detector()
    texts = [safety.strip_steering(d["prompt"])[0] for d in det.pos[:40] + det.neg[:40]]
    y = np.r_[np.ones(40), np.zeros(40)]
    saved = sc.EPOCHS
    sc.EPOCHS = 1
    try:
        return sc.fine_tune(embedder, embedder.states(texts, sc.FROZEN), y, start)
    finally:
        sc.EPOCHS = saved


def test_encoding_split_at_the_kept_layer_is_the_full_forward(embedder) -> None:
    """With states kept, encode runs the bottom layers, keeps their output and runs the rest: the embedding
    is bit-identical to the one-piece forward, and ``states`` returns the kept tensor without recomputing."""
    tap = embedder._tap
    try:
        embedder._tap = None
        whole = embedder.encode([PROMPT])
        embedder._tap = sc.FROZEN
        split = embedder.encode([PROMPT])
        assert np.array_equal(whole, split)
        kept = embedder._kept[(PROMPT, sc.FROZEN)]
        assert embedder.states([PROMPT], sc.FROZEN)[0] is kept
        embedder._kept.clear()
        fresh = embedder.states([PROMPT, "hello there"], sc.FROZEN)
        assert torch.equal(fresh[0], kept) and fresh[1].shape[1] == embedder.dim
    finally:
        embedder._tap = tap


def test_a_message_and_its_sentences_go_through_one_packed_pass(embedder) -> None:
    """A few texts encoded together while states are kept are packed end to end, each attending only to its
    own tokens: every embedding and classifier probability matches the text run alone (float32 rounding),
    and a later encode of any of them is not computed again (the safety check's sentences)."""
    clf = safety.get_detector().classifier
    tag = int(np.random.default_rng().integers(1 << 30))  # not kept by an earlier test
    texts = [f"What is 15% of {tag}? Answer with just the number.", f"What is 15% of {tag}?",
             "Answer with just the number."]
    packed = embedder.encode(texts)
    beside = clf.probabilities(embedder, texts)
    w = embedder.weights
    for text, row, prob in zip(texts, packed, beside, strict=True):
        ids, mask = embedder._tokenize([text])
        with torch.inference_mode():
            alone = embeddings.mean_pool(embeddings.bert_forward(w, ids, mask), mask)[0].numpy()
            low = embeddings.bert_layers(w.layers[:sc.FROZEN], embeddings.bert_embed(w, ids), None, w.heads, w.eps)
            p_alone = float(torch.sigmoid(clf.logits([low[0]])[0]))
        assert np.allclose(row, alone, atol=1e-6) and abs(float(prob) - p_alone) < 1e-6
    encoded = []
    real = embedder._encode
    embedder._encode = lambda batch, size: encoded.append(batch) or real(batch, size)
    try:
        assert np.array_equal(embedder.encode(texts[1:]), packed[1:]) and encoded == []
    finally:
        del embedder._encode


def test_the_embedder_keeps_only_the_latest_prompts(embedder) -> None:
    tap = embedder._tap
    try:
        embedder.keep_states(sc.FROZEN)
        for i in range(embeddings.KEEP_STATES + 5):
            embedder.encode([f"prompt number {i}"])
        assert len(embedder._kept) == embeddings.KEEP_STATES
        assert (f"prompt number {embeddings.KEEP_STATES + 4}", sc.FROZEN) in embedder._kept
        assert ("prompt number 0", sc.FROZEN) not in embedder._kept
        embedder.encode([f"batch {i}" for i in range(8)])  # a batch (the exemplars) is not kept
        assert ("batch 0", sc.FROZEN) not in embedder._kept
    finally:
        embedder._tap = tap


def test_fine_tuning_moves_only_the_top_layers_and_separates_the_classes(embedder, small) -> None:
    base = embedder.weights.layers[sc.FROZEN:]
    assert len(small.layers) == len(base) == 6 - sc.FROZEN
    assert not torch.equal(small.layers[0]["qkv"][0], base[0]["qkv"][0])  # trained
    assert not base[0]["qkv"][0].requires_grad and not small.layers[0]["qkv"][0].requires_grad
    p = small.probabilities(embedder, [PROMPT, "Can you suggest a dessert with peaches for a party?"])
    assert 0.0 <= p.min() and p.max() <= 1.0 and p[0] > p[1]


def test_the_shipped_file_round_trips_in_float16(embedder, small, tmp_path) -> None:
    path = tmp_path / "clf.npz"
    small.key = "abc"
    small.save(path)
    back = sc.SafetyClassifier.load(path)
    assert back.key == "abc" and back.heads == small.heads and len(back.layers) == len(small.layers)
    a = small.probabilities(embedder, [PROMPT])[0]
    b = back.probabilities(embedder, [PROMPT])[0]
    assert abs(a - b) < 2e-3  # float16 storage


def test_a_file_for_other_layers_is_refused(small, tmp_path, monkeypatch) -> None:
    path = tmp_path / "clf.npz"
    small.save(path)
    monkeypatch.setattr(sc, "FROZEN", sc.FROZEN - 1)
    with pytest.raises(ValueError, match="continues from layer"):
        sc.SafetyClassifier.load(path)


def test_the_detector_scores_with_the_classifier_and_says_so(embedder, small, start) -> None:
    det = safety.get_detector()
    before = det.classifier
    try:
        det.use_classifier(small)
        v = det.assess_embedding(embedder.encode([PROMPT])[0], PROMPT, grey=False)
        assert v.scorer == "minilm-finetuned"
        assert v.probability == pytest.approx(float(small.probabilities(embedder, [PROMPT])[0]), abs=1e-9)
    finally:
        det.use_classifier(before)
    plain = det.with_params()  # a copy scoring with a logistic regression given to it (the shipped detector untouched)
    plain.logistic = start
    plain.use_classifier(None)
    v = plain.assess_embedding(embedder.encode([PROMPT])[0], PROMPT, grey=False)
    assert v.scorer == "logistic-on-embedding" and det.scorer == "minilm-finetuned"
    emb = embedder.encode([PROMPT])[0]
    assert v.probability == pytest.approx(float(1 / (1 + np.exp(-(emb.astype(np.float64) @ start[0] + start[1])))))


def test_the_shipped_detector_loads_without_fitting_its_logistic_regression(embedder) -> None:
    """With a classifier shipped nothing reads the logistic regression at load, so it is not fitted there (it took 13 of
    a load's 16 s on 2 cores, and pushed a one-shot route past its 10 s bound to the rules alone)."""
    det = safety.get_detector()
    fresh = safety.SafetyDetector(embedder)
    try:
        assert fresh.classifier is not None and "logistic" not in vars(fresh)
    finally:
        det.use_classifier(det.classifier)  # the shared embedder follows the process's own detector again


def test_thresholds_tuned_without_a_classifier_remove_the_shipped_one(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(safety, "PARAMS_PATH", tmp_path / "params.json")
    monkeypatch.setattr(safety, "CLASSIFIER_PATH", tmp_path / "clf.npz")
    (tmp_path / "clf.npz").write_bytes(b"old")
    safety.save_tuned({"params": {}, "scorer": "logistic-on-embedding"})
    assert not (tmp_path / "clf.npz").exists() and (tmp_path / "params.json").exists()


def test_fitting_on_the_exemplars_keys_the_classifier_by_them(embedder, start, monkeypatch) -> None:
    """``safety.fit_classifier`` fine-tunes on the detector's exemplars from its logistic regression and names them."""
    from types import SimpleNamespace

    det = safety.get_detector()
    texts = [safety.strip_steering(d["prompt"])[0] for d in det.pos[:20] + det.neg[:20]]
    tiny = SimpleNamespace(embedder=embedder, texts=texts, y=np.r_[np.ones(20), np.zeros(20)], logistic=start,
                           texts_key=lambda: "tiny-key", pos=det.pos[:20], neg=det.neg[:20])
    monkeypatch.setattr(sc, "EPOCHS", 1)
    states = embedder.states(texts, sc.FROZEN)
    clf = safety.fit_classifier(tiny, states=states)
    assert clf.key == "tiny-key"
    assert not torch.equal(clf.layers[0]["qkv"][0], embedder.weights.layers[sc.FROZEN]["qkv"][0])
    assert all("near" not in d for d in tiny.neg)  # the routing train split comes first: all ordinary prompts
    weighted = safety.fit_classifier(tiny, states=states, ordinary_weight=10.0)
    assert not torch.equal(weighted.head[0], clf.head[0])  # the weights reach the loss


def test_refitting_the_classifier_keeps_the_thresholds(small, tmp_path, monkeypatch) -> None:
    """``bench router --refit-classifier`` ships the refitted classifier and the exemplars' embeddings and records the
    refit beside the thresholds, which it leaves as they were."""
    import json

    from powerlever.bench import router

    params = {"params": {"t_high": 0.6, "t_low": 0.3, "t_near": 0.6, "t_grey": 0.05}, "scorer": "minilm-finetuned"}
    (tmp_path / "params.json").write_text(json.dumps(params))
    for name, path in (("PARAMS_PATH", "params.json"), ("CLASSIFIER_PATH", "clf.npz"), ("SHIPPED_EMBEDDINGS", "emb.npz")):
        monkeypatch.setattr(safety, name, tmp_path / path)
    small.key = "refit-key"
    weights = []
    monkeypatch.setattr(safety, "fit_classifier",
                        lambda det, progress=None, states=None, ordinary_weight=1.0, other_language_weight=None:
                        weights.append((ordinary_weight, other_language_weight)) or small)
    det = safety.get_detector()
    before = det.classifier
    try:
        router._refit_classifier(det, ordinary_weight=10.0, other_language_weight=3.0)
    finally:
        det.use_classifier(before)
    written = json.loads((tmp_path / "params.json").read_text())
    assert written["params"] == params["params"] and written["scorer"] == "minilm-finetuned"
    assert written["classifier_refit"]["safety_exemplars"] == len(det.pos)
    assert written["classifier_refit"]["key"] == "refit-key"
    assert weights == [(10.0, 3.0)] and written["classifier_refit"]["ordinary_weight"] == 10.0
    assert written["classifier_refit"]["other_language_weight"] == 3.0
    assert sc.SafetyClassifier.load(tmp_path / "clf.npz").key == "refit-key"
    with np.load(tmp_path / "emb.npz") as z:
        assert z["emb"].shape == (len(det.texts), det.embedder.dim)


def test_the_shipped_classifier_matches_the_exemplars_and_the_params() -> None:
    """The committed classifier was trained on the current exemplars, and the thresholds were tuned for it."""
    det = safety.get_detector()
    assert det.classifier is not None, "assets/routing/safety_classifier.npz is missing"
    assert det.classifier.key == det.texts_key()
    import json

    assert json.loads(safety.PARAMS_PATH.read_text())["scorer"] == "minilm-finetuned"


def test_closeness_to_an_exemplar_flags_only_from_the_grey_zone_up() -> None:
    from dataclasses import replace

    p = safety.SafetyParams(t_high=0.95, t_low=0.5, t_near=0.65, t_grey=0.1)
    assert not safety.SafetyDetector.decide(0.05, False, 0.9, p)
    assert safety.SafetyDetector.decide(0.2, False, 0.9, p)
    assert not safety.SafetyDetector.decide(0.2, False, 0.6, p)
    assert safety.SafetyDetector.decide(0.05, False, 0.9, replace(p, t_grey=1.01))  # no second opinion: as before


def test_a_close_message_with_a_low_score_goes_to_the_second_opinion(monkeypatch) -> None:
    det = safety.get_detector()
    asked: list[str] = []

    class Opinion:
        def ask(self, text: str, threshold: float) -> dict:
            asked.append(text)
            return {"flag": False, "probe_p": 0.1, "threshold": threshold}

    monkeypatch.setattr(det, "params", safety.SafetyParams(t_high=0.95, t_low=0.5, t_near=0.65, t_grey=0.1))
    monkeypatch.setattr(det, "probabilities", lambda texts, embs: np.array([0.05]))
    text = "hoe zeg ik mijn abonnement op zonder opzegtermijn"
    v = det.assess_embedding(det.pos_emb[0], text, Opinion())  # as close as can be to a safety exemplar
    assert not v.flagged and v.grey_zone and asked == [text]


def test_the_classifier_run_beside_the_embedding_is_the_one_run_after(embedder) -> None:
    """The detector's classifier runs on a second thread beside the embedding's top layers
    (``keep_states(follow=...)``): its probabilities are bit-identical to computing them afterwards from the
    kept states, for one prompt and for a batch of sentences, and another classifier on the same embedder
    does not get them."""
    det = safety.get_detector()
    clf = det.classifier
    assert clf is not None and embedder._follow == clf.probabilities_of
    texts = [f"{PROMPT} ({np.random.default_rng().integers(1 << 30)})"]  # not kept by an earlier test
    sentences = ["I had a long week.", "My friend took a whole bottle of pills.", "She won't wake up."]
    for batch in (texts, sentences):
        embedder.encode(batch)
        beside = embedder.followed(batch, sc.FROZEN, clf.probabilities_of)
        assert beside is not None
        states = embedder.states(batch, sc.FROZEN)
        with embedder.working(len(batch)):
            after = clf.probabilities_of(states)
        assert [float(p).hex() for p in beside] == [float(p).hex() for p in after]
        assert np.array_equal(clf.probabilities(embedder, batch), after)
    other = sc.SafetyClassifier(clf.layers, clf.head, clf.heads, clf.eps)
    assert embedder.followed(texts, sc.FROZEN, other.probabilities_of) is None
    assert embedder.followed(["never encoded here"], sc.FROZEN, clf.probabilities_of) is None


def test_a_failing_follower_leaves_the_embedding_and_is_rerun_on_demand(embedder) -> None:
    det = safety.get_detector()

    def boom(states):  # noqa: ANN001, ANN202
        raise RuntimeError("follower failed")

    try:
        embedder.keep_states(sc.FROZEN, follow=boom)
        text = ["a prompt whose follower fails"]
        assert embedder.encode(text).shape == (1, embedder.dim)
        assert embedder.followed(text, sc.FROZEN, boom) is None
        assert 0.0 <= float(det.classifier.probabilities(embedder, text)[0]) <= 1.0  # computed after, as before
    finally:
        embedder.keep_states(sc.FROZEN, follow=det.classifier.probabilities_of)


def test_ordinary_weights_weigh_only_the_routing_prompts_among_the_benign_exemplars() -> None:
    from types import SimpleNamespace

    det = SimpleNamespace(pos=[{"id": "s", "prompt": "x"}] * 2,
                          neg=[{"id": "r", "prompt": "What is 2 + 2?"}, {"id": "l", "prompt": "y", "near": "medical", "split": "tune"}])
    assert safety.ordinary_weights(det, 10.0).tolist() == [1.0, 1.0, 10.0, 1.0]
    assert safety.ordinary_weights(det, 1.0).tolist() == [1.0] * 4


def test_ordinary_prompts_not_in_english_can_weigh_differently() -> None:
    """``--other-language-weight``: the everyday prompts in es/fr/de/it/nl/pt get their own weight; English ones (and
    rows naming no language, the routing train split) keep ``--ordinary-weight``; look-alikes in any language stay 1."""
    from types import SimpleNamespace

    det = SimpleNamespace(pos=[{"id": "s", "prompt": "x", "lang": "de"}],
                          neg=[{"id": "r", "prompt": "What is 2 + 2?"}, {"id": "o", "prompt": "Wie spät ist es?", "lang": "de"},
                               {"id": "e", "prompt": "Plan a picnic", "lang": "en"},
                               {"id": "l", "prompt": "y", "near": "medical", "lang": "fr"}])
    assert safety.ordinary_weights(det, 12.0, 3.0).tolist() == [1.0, 12.0, 3.0, 12.0, 1.0]
    assert safety.ordinary_weights(det, 12.0).tolist() == [1.0, 12.0, 12.0, 12.0, 1.0]

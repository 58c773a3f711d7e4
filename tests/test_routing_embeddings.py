"""The router's sentence embeddings: ``bert_forward`` (BERT in plain functions) against transformers' own
forward on the real all-MiniLM-L6-v2, and the safety rules' screen that runs beside it."""

from __future__ import annotations

import asyncio

import numpy as np
import pytest
import torch

from powerlever.routing import embeddings, safety

PROMPTS = ["Say hi", "My friend took too many sleeping pills and is very drowsy. What should I do right now?",
           "Write a Python function that merges two sorted lists without using sort(), with tests.",
           "¿Cuál es la capital de Australia?"]


@pytest.fixture(scope="module")
def embedder() -> embeddings.Embedder:
    return embeddings.get_embedder()


def test_plain_forward_matches_transformers_with_padding(embedder) -> None:
    """One prompt and a padded batch: the last hidden states of every real token agree with transformers'
    ``BertModel`` to float32 rounding, and the pooled embeddings (what the router reads) to 1e-6."""
    assert embedder.weights is not None and len(embedder.weights.layers) == 6
    batch = embedder.tokenizer(PROMPTS, padding=True, return_tensors="pt")
    with torch.inference_mode():
        ref = embedder.model(**batch).last_hidden_state
        got = embeddings.bert_forward(embedder.weights, batch["input_ids"], batch["attention_mask"])
    real = batch["attention_mask"].bool()
    assert got.shape == ref.shape and torch.allclose(got[real], ref[real], atol=2e-5, rtol=1e-5)
    weights, embedder.weights = embedder.weights, None  # transformers' forward for the same encode
    try:
        slow = embedder.encode(PROMPTS)
    finally:
        embedder.weights = weights
    fast = embedder.encode(PROMPTS)
    assert np.abs(fast - slow).max() < 1e-6 and np.allclose(np.linalg.norm(fast, axis=1), 1.0, atol=1e-5)
    assert np.abs(embedder.encode(PROMPTS[1:2])[0] - fast[1]).max() < 1e-5  # alone or padded in a batch


def test_the_traced_layers_are_the_eager_layers_bit_for_bit(embedder, monkeypatch) -> None:
    """Inference runs a traced copy of the layers (one call that releases the GIL): padded batches with and
    without padding, packed texts with their block mask, and any split of the stack give exactly the eager
    result; weights changed in place (fine-tuning) get a new trace, and training (grad, dropout) stays eager."""
    w = embedder.weights
    ids, mask = embedder._batch(PROMPTS)
    x = embeddings.bert_embed(w, ids)
    lengths = [int(n) for n in mask.sum(1)]
    flat = ids[mask.bool()][None]
    positions = torch.cat([torch.arange(n) for n in lengths])
    packed, block = embeddings.bert_embed(w, flat, positions), embeddings.block_mask(lengths)
    cases = [(w.layers, x, embeddings.key_mask(mask)), (w.layers, x[:1, :lengths[0]], None),
             (w.layers[:4], packed, block), (w.layers[4:], packed, block)]
    with torch.inference_mode():
        for layers, states, attend in cases:
            monkeypatch.setattr(embeddings, "TRACED", False)
            eager = embeddings.bert_layers(layers, states, attend, w.heads, w.eps)
            monkeypatch.setattr(embeddings, "TRACED", True)
            traced = embeddings.bert_layers(layers, states, attend, w.heads, w.eps)
            assert torch.equal(eager, traced)
    layer = {k: tuple(t.clone() for t in v) for k, v in w.layers[0].items()}
    with torch.inference_mode():
        before = embeddings.bert_layers([layer], x, None, w.heads, w.eps)
        layer["up"][1].add_(1.0)  # an in-place change (what an optimizer step does)
        after = embeddings.bert_layers([layer], x, None, w.heads, w.eps)
    monkeypatch.setattr(embeddings, "TRACED", False)
    with torch.inference_mode():
        assert torch.equal(after, embeddings.bert_layers([layer], x, None, w.heads, w.eps)) and not torch.equal(before, after)


def test_an_unknown_architecture_keeps_transformers_forward(embedder) -> None:
    config = {"model_type": "bert", "hidden_act": "relu", "num_hidden_layers": 6}
    assert embeddings.BertWeights.from_files(embedder.path, config) is None


def test_loaded_without_transformers_tokenized_as_transformers_does(embedder) -> None:
    """The router's model and tokenizer load from the files alone (importing transformers' BERT cost a
    one-shot ``route`` ~3.5 s); the ids and mask are transformers' own for text of every kind the router
    meets: padded batches, accents and other scripts, control characters, and text past MAX_SEQ_LEN."""
    import subprocess
    import sys

    code = ("import sys; from powerlever.routing.embeddings import Embedder; e = Embedder(); "
            "print('transformers' in sys.modules, e.weights is not None)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "True"]
    texts = [*PROMPTS, "", "Ünïcödé ÀÉÎ ñ ß 東京 🚑 \u0000 \t\n", "Ça va? Où est la gare? Wie geht's?", "word " * 600]
    for chunk in (texts[:3], texts[3:], texts[-1:]):
        ids, mask = embedder._tokenize(chunk)
        ref = embedder.tokenizer(chunk, padding=True, truncation=True, max_length=embeddings.MAX_SEQ_LEN,
                                 return_tensors="pt")
        assert torch.equal(ids, ref["input_ids"]) and torch.equal(mask, ref["attention_mask"])
    assert ids.shape[1] == embeddings.MAX_SEQ_LEN


def _untimed(verdict: dict) -> dict:
    """A verdict without the multilingual step's own timing (a message read as Spanish, say, runs e5 twice here)."""
    if isinstance(verdict.get("multilingual"), dict):
        verdict = {**verdict, "multilingual": {k: v for k, v in verdict["multilingual"].items() if k != "ms"}}
    return verdict


@pytest.mark.parametrize("prompt", [*PROMPTS, "I'm dying to see the new Batman movie",
                                    "Review the movie Suicide Squad in three sentences", ""])
def test_screen_then_assess_is_assess(prompt: str) -> None:
    """The router runs the rules (``safety.screen``) beside the embedding and hands them to ``assess``: the
    verdict is the one ``assess`` reaches alone."""
    # the shipped detector without the grey zone's LLM second opinion, whose answer carries its own timing
    det = safety.get_detector().with_params(t_grey=1.01)
    sc = safety.screen(prompt)
    alone, split = safety.assess(prompt, detector=det), safety.assess(prompt, detector=det, screened=sc)
    assert _untimed(alone.to_dict()) == _untimed(split.to_dict())
    if prompt == PROMPTS[1]:
        assert sc.verdict is not None and sc.verdict.flagged and sc.verdict.family == "medical-emergency"


def test_route_request_still_flags_the_page_example() -> None:
    from powerlever.config import GenerationRequest
    from powerlever.routing import route_request

    res = asyncio.run(route_request(GenerationRequest(PROMPTS[1], router="knn")))
    assert res.classification.category == "safety-critical" and res.config.tier == "ultra"
    assert any(e.data["step"] == "safety_check" for e in res.trace)


def test_knn_routing_embeds_a_short_messages_sentences_in_its_own_pass() -> None:
    """A two-sentence message of 21 words or more runs the embedding model once: the router packs its sentences into
    the prompt's pass (``safety.sentence_pass_texts``) and the safety check's sentence pass finds them there. A shorter
    one (``safety.SENTENCE_MIN_WORDS``) is embedded alone and its sentences are not scored."""
    from powerlever.config import GenerationRequest
    from powerlever.routing import route_request

    asyncio.run(route_request(GenerationRequest("warm up the router", router="knn")))
    emb = embeddings.get_embedder()
    number = np.random.default_rng().integers(1 << 30)
    prompt = (f"Our team is planning the budget for next quarter and I need one number for the slides: what is 15% of "
              f"{number}? Answer with just the number.")
    short = f"What is 15% of {number}? Answer with just the number."
    assert len(prompt.split()) >= safety.SENTENCE_MIN_WORDS > len(short.split())
    encoded: list[list[str]] = []
    real = emb._encode
    emb._encode = lambda batch, size: encoded.append(list(batch)) or real(batch, size)
    try:
        res = asyncio.run(route_request(GenerationRequest(prompt, router="knn")))
        res_short = asyncio.run(route_request(GenerationRequest(short, router="knn")))
    finally:
        del emb._encode
    check = next(e.data["result"] for e in res.trace if e.data["step"] == "safety_check")
    assert check["sentence"]["of"] == 2 and not check["flagged"]
    check_short = next(e.data["result"] for e in res_short.trace if e.data["step"] == "safety_check")
    assert "sentence" not in check_short and not check_short["flagged"]
    assert encoded == [[prompt, *safety.segments(prompt)], [short]]
    assert safety.sentence_pass_texts(prompt, 1) == []  # more sentences than room: the check encodes them
    long = "word " * safety.LONG_WORDS + "ends here. And then another sentence here."
    assert len(safety.segments(long)) == 2 and safety.sentence_pass_texts(long, 3) == []  # a long text's own pass

"""Drafters for speculative decoding, behind one small interface (``base.Drafter``).

``make_drafter(spec, target, draft)`` is what the local backend calls: it returns a fresh drafter for
one request, or None when speculation is off. Methods:

* ``ngram``: prompt lookup, no model (``ngram.NgramDrafter``);
* ``draft_model``: a separate model with the target's tokenizer (``draft_model.DraftModelDrafter``);
  a draft whose tokenizer differs is refused here with a clear ValueError;
* ``layerskip``: the target's own first layers + head, sharing its KV cache (``layerskip.LayerSkipDrafter``);
* ``hybrid``: prompt lookup when the context has something to copy, else the draft model
  (``hybrid.HybridDrafter``).
"""

from __future__ import annotations

import weakref
from typing import Any

from powerlever.config import SpecConfig
from powerlever.engine.drafters.base import Drafter, DraftHead, Proposal
from powerlever.engine.drafters.draft_model import DraftModelDrafter
from powerlever.engine.drafters.hybrid import HybridDrafter
from powerlever.engine.drafters.layerskip import LayerSkipDrafter
from powerlever.engine.drafters.ngram import NgramDrafter

METHODS = ("ngram", "draft_model", "layerskip", "hybrid")

__all__ = ["METHODS", "DraftHead", "DraftModelDrafter", "Drafter", "HybridDrafter", "LayerSkipDrafter", "NgramDrafter",
           "TokenizerMismatch",
           "Proposal", "check_same_tokenizer", "make_drafter"]


class TokenizerMismatch(ValueError):
    """A draft model whose tokenizer differs from the target's cannot verify token ids."""


# verdicts of check_same_tokenizer per pair of tokenizer objects: (weakrefs to both, the mismatch or None)
_VERDICTS: dict[tuple[int, int], tuple[Any, Any, str | None]] = {}


def check_same_tokenizer(target: Any, draft: Any) -> None:
    """Raise TokenizerMismatch unless draft and target map every token string to the same id. Comparing
    two 152k-entry vocabularies takes ~0.15 s, which every speculative request paid before drafting, so the
    verdict is kept per pair of tokenizer objects (while both live)."""
    t_tok, d_tok = target.tokenizer, draft.tokenizer
    key = (id(t_tok), id(d_tok))
    kept = _VERDICTS.get(key)
    if kept is not None and kept[0]() is t_tok and kept[1]() is d_tok:
        why = kept[2]
    else:
        why = _tokenizer_mismatch(target, draft)
        try:
            _VERDICTS[key] = (weakref.ref(t_tok), weakref.ref(d_tok), why)
        except TypeError:  # an object without weak references: compare every time
            pass
    if why:
        raise TokenizerMismatch(why)


def _tokenizer_mismatch(target: Any, draft: Any) -> str | None:
    t_tok, d_tok = target.tokenizer, draft.tokenizer
    t_vocab, d_vocab = t_tok.get_vocab(), d_tok.get_vocab()
    if t_vocab != d_vocab:
        only_t = len(t_vocab.keys() - d_vocab.keys())
        only_d = len(d_vocab.keys() - t_vocab.keys())
        moved = sum(1 for k, v in t_vocab.items() if k in d_vocab and d_vocab[k] != v)
        return (f"draft model {draft.name!r} does not share the tokenizer of target {target.name!r} "
                f"(vocab {len(d_vocab):,} vs {len(t_vocab):,} tokens; {only_t:,} only in the target, "
                f"{only_d:,} only in the draft, {moved:,} with different ids): speculative decoding verifies "
                "draft token ids against the target's vocabulary, so the pair is refused.")
    for attr in ("eos_token_id", "bos_token_id"):
        if getattr(t_tok, attr, None) != getattr(d_tok, attr, None):
            return f"draft {draft.name!r} and target {target.name!r} differ in {attr}"
    return None


def make_drafter(spec: SpecConfig, target: Any, draft: Any = None, head: DraftHead | None = None,
                 **options: Any) -> Drafter | None:
    """A fresh drafter for one request, or None when speculation is disabled.

    ``head``: optional dynamic-vocabulary projection for model drafters (see ``drafters.base``).
    ``options``: method-specific settings (``max_ngram``, ``exit_layer``, ``draft_weights``).
    """
    if spec is None or not spec.enabled or not spec.method or spec.method == "none":
        return None
    method = spec.method
    vocab = int(target.model.config.vocab_size)
    if method == "ngram":
        return NgramDrafter(max_ngram=int(options.get("max_ngram", 3)))
    if method in ("draft_model", "hybrid"):
        if draft is None:
            raise ValueError(f"speculative method {method!r} needs a draft model; none was loaded")
        check_same_tokenizer(target, draft)
        model = DraftModelDrafter(draft.model, vocab, head=head, name=draft.name,
                                  weights=options.get("draft_weights", "auto"))
        if method == "draft_model":
            return model
        return HybridDrafter(NgramDrafter(max_ngram=int(options.get("max_ngram", 3))), model)
    if method == "layerskip":
        from powerlever.engine.fastpath import lean_supported

        if not lean_supported(target.model):
            raise ValueError(f"layer-skip drafting needs a Llama-family target; {target.name} is "
                             f"{target.model.config.model_type}")
        return LayerSkipDrafter(int(target.model.config.num_hidden_layers), vocab,
                                exit_layer=options.get("exit_layer"), head=head)
    raise ValueError(f"unknown speculative method {method!r}; known: {', '.join(METHODS)}")

"""Dynamic top-K vocabulary projection for draft models (NanoSpec-style).

``make_dynamic_head(loaded, topk)`` is the one entry point the engine needs: it loads (or builds and
caches) the k-means artifact for the model and returns a ``DynamicVocabHead`` whose
``project(hidden, context_ids)`` the drafters call instead of the full lm_head.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

import torch

from powerlever import env
from powerlever.engine.loader import LoadedModel
from powerlever.engine.vocab.artifact import DEFAULT_CLUSTERS, VocabArtifact, get_artifact, head_weight
from powerlever.engine.vocab.projection import INT4_ROWS, DynamicVocabHead, int4_unavailable

__all__ = ["DEFAULT_CLUSTERS", "DynamicVocabHead", "VocabArtifact", "always_ids", "get_artifact",
           "head_for_spec", "make_dynamic_head"]

log = logging.getLogger(__name__)
_LOCK = threading.Lock()
_HEADS: dict[tuple[Any, ...], DynamicVocabHead] = {}


def always_ids(loaded: LoadedModel) -> set[int]:
    """EOS and special tokens: always in the active set, so the draft can always propose stopping."""
    tok, model = loaded.tokenizer, loaded.model
    ids: set[int] = set()
    for src in (getattr(model, "generation_config", None), model.config, tok):
        val = getattr(src, "eos_token_id", None)
        if isinstance(val, int):
            ids.add(val)
        elif isinstance(val, (list, tuple)):
            ids.update(int(v) for v in val)
    special = list(getattr(tok, "all_special_ids", []) or [])
    ids.update(int(i) for i in special[:512])
    for name in ("<|im_end|>", "<|im_start|>", "<end_of_turn>", "<start_of_turn>", "<|endoftext|>"):
        tid = tok.convert_tokens_to_ids(name)
        if isinstance(tid, int) and tid != getattr(tok, "unk_token_id", None):
            ids.add(tid)
    return ids


def _engine_format(loaded: LoadedModel) -> tuple[torch.dtype, str]:
    """The head format matching the engine's own plan for ``loaded``: int4 rows where the engine's head holds
    int4-g128's weights (``quant.INT4_WEIGHTS``): ``"int4"`` for int4-g128 (the active rows' blocks through the
    native float kernel), the integer format itself for int4-a16 / int4-a8 (exactly the active rows through the
    integer kernel); ``DynamicVocabHead`` falls back to int8 rows where the kernel is off or unavailable. int8 rows
    where the engine runs another int format, else the float dtype it multiplies in."""
    try:
        from powerlever.engine import quant
        from powerlever.engine.fastpath import lean_supported, weight_plan

        if lean_supported(loaded.model):
            fmt = weight_plan(loaded.model).step
            head_fmt = quant.matrix_format(fmt, "head", int(loaded.model.config.hidden_size))
            if head_fmt == quant.A8T:  # the same quantized rows, in the layout whose kernel selects single rows
                head_fmt = quant.A8
            if head_fmt in quant.INT4_WEIGHTS:
                # packed in chunks: no float32 copy of the head
                return head_weight(loaded).dtype, "int4" if head_fmt == "int4-g128" else head_fmt
            if fmt in quant.INT_STEP:
                return torch.float32, "int8"
            return {"fp16": torch.float16, "bf16": torch.bfloat16}.get(fmt, torch.float32), "float"
    except ImportError:
        pass
    return head_weight(loaded).dtype, "float"


def make_dynamic_head(loaded: LoadedModel, topk: int, progress: Callable[[str], None] | None = None,
                      n_clusters: int = DEFAULT_CLUSTERS, dtype: torch.dtype | None = None,
                      **head_options: Any) -> DynamicVocabHead:
    """A dynamic top-K head for ``loaded`` (builds or loads its artifact; K >= vocab -> full head)."""
    weight = head_weight(loaded)
    auto_dtype, fmt = _engine_format(loaded)
    if dtype is not None:
        fmt = "float"
    dtype = dtype or auto_dtype
    if fmt in ("int8", *INT4_ROWS):
        head_options = {**head_options, "fmt": fmt}
    # whether int4 can run is part of the key: a head cached with the native kernel is not reused without it
    int4_why = int4_unavailable(weight, fmt) if fmt in INT4_ROWS else ""
    key = (id(loaded.model), loaded.weights_hash, int(topk or 0), str(dtype), n_clusters,
           tuple(sorted(head_options.items())), int4_why)
    with _LOCK:
        cached = _HEADS.get(key)
    if cached is not None:
        return cached.fresh()
    vocab = int(weight.shape[0])
    bias = getattr(loaded.model.get_output_embeddings(), "bias", None)
    softcap = getattr(loaded.model.config, "final_logit_softcapping", None)
    if topk is None or int(topk) <= 0 or int(topk) >= vocab:
        full = DynamicVocabHead(weight.to(dtype), None, vocab, bias=bias, softcap=softcap,
                                status=f"full head (top-K {topk} >= vocabulary {vocab:,})", **head_options)
        with _LOCK:
            _HEADS[key] = full
        return full.fresh()
    with _LOCK:  # one build per model even when requests race
        sibling = next((h for k, h in _HEADS.items() if k[:2] == key[:2] and k[3:] == key[3:] and not h.full), None)
        if sibling is not None:  # same model and artifact, another K: share the reordered head
            head = sibling.with_topk(int(topk))
        else:
            art, status = get_artifact(loaded, n_clusters, progress=progress)
            head = DynamicVocabHead(weight.to(dtype), art, int(topk), always_ids=always_ids(loaded), bias=bias,
                                    softcap=softcap, status=status, **head_options)
        _HEADS[key] = head
    return head.fresh()


def head_for_spec(spec: Any, target: LoadedModel, draft: LoadedModel | None,
                  progress: Callable[[str], None] | None = None) -> tuple[DynamicVocabHead | None, str | None]:
    """The head the local backend passes to ``make_drafter`` for a request, plus a note for the trace.

    Only model drafters have a head to prune (draft_model: the draft's head; layerskip: the target's).
    Any failure degrades to the full head, visibly (the note says why).
    """
    topk = getattr(spec, "vocab_topk", None)
    if not topk or spec.method not in ("draft_model", "layerskip", "hybrid"):
        return None, None
    owner = target if spec.method == "layerskip" else draft
    clusters = env.number("POWERLEVER_VOCAB_CLUSTERS", DEFAULT_CLUSTERS, lo=1, integer=True, strict=False)
    if owner is None:
        return None, "vocab_topk ignored: no draft model loaded"
    try:
        head = make_dynamic_head(owner, int(topk), progress=progress, n_clusters=clusters)
    except Exception as exc:  # never fail a request over an optimisation
        log.warning("dynamic vocabulary head unavailable: %s", exc)
        return None, f"vocab_topk {topk} ignored ({type(exc).__name__}: {exc}): full head"
    rows = {"int4": "int4 rows (native kernel)", "int8": "int8 rows"}.get(
        head.fmt, f"{head.fmt} rows (integer kernel)" if head.act_bits else f"{head.fmt} rows")
    return head, f"vocab_topk {topk}: {head.status}; {head.fmt_note or rows}"

"""Where a draft step's time goes: LM head vs attention vs MLP, measured with ``torch.profiler``.

Forward hooks wrap each decoder layer's attention and MLP, and the LM head, in ``record_function``
ranges; one profiled run of single-token KV-cached decode steps then attributes CPU time to each
range. Everything not covered (embedding, norms, residual adds, Python glue) is "other".
"""

from __future__ import annotations

from typing import Any

import torch
from torch.profiler import ProfilerActivity, profile, record_function

from powerlever.engine.loader import LoadedModel

CATEGORIES = ("lm_head", "attention", "mlp")


def _category(name: str, module: Any) -> str | None:
    leaf = name.rsplit(".", 1)[-1]
    if leaf in ("self_attn", "attention", "attn"):
        return "attention"
    if leaf in ("mlp", "feed_forward"):
        return "mlp"
    if module is not None and name == "lm_head":
        return "lm_head"
    return None


def _wrap(model: Any) -> list[Any]:
    handles = []
    for name, module in model.named_modules():
        cat = _category(name, module)
        if cat is None:
            continue

        def pre(mod: Any, args: Any, _cat: str = cat) -> None:
            rf = record_function(f"pl::{_cat}")
            rf.__enter__()
            mod._pl_rf = getattr(mod, "_pl_rf", []) + [rf]

        def post(mod: Any, args: Any, out: Any) -> None:
            mod._pl_rf.pop().__exit__(None, None, None)

        handles.append(module.register_forward_pre_hook(pre))
        handles.append(module.register_forward_hook(post))
    return handles


@torch.inference_mode()
def profile_draft_step(loaded: LoadedModel, prompt_len: int = 64, steps: int = 16) -> dict[str, Any]:
    """Profile ``steps`` single-token decode steps after a ``prompt_len`` prefill; ms per step by part."""
    model = loaded.model
    vocab, d = model.get_output_embeddings().weight.shape
    gen = torch.Generator().manual_seed(0)
    ids = torch.randint(10, vocab - 10, (1, prompt_len), generator=gen)
    out = model(input_ids=ids, use_cache=True, logits_to_keep=1)
    past = out.past_key_values
    token = out.logits[:, -1:].argmax(-1)
    for _ in range(2):  # warm-up
        o = model(input_ids=token, past_key_values=past, use_cache=True)
        past = o.past_key_values
    handles = _wrap(model)
    try:
        with profile(activities=[ProfilerActivity.CPU]) as prof:
            for _ in range(steps):
                with record_function("pl::step"):
                    o = model(input_ids=token, past_key_values=past, use_cache=True)
                past = o.past_key_values
                token = o.logits[:, -1:].argmax(-1)
    finally:
        for h in handles:
            h.remove()
    totals = {e.key: e.cpu_time_total / 1000.0 for e in prof.key_averages() if e.key.startswith("pl::")}
    step_ms = totals.get("pl::step", 0.0) / steps
    parts = {c: totals.get(f"pl::{c}", 0.0) / steps for c in CATEGORIES}
    parts["other"] = max(0.0, step_ms - sum(parts.values()))
    return {"model": loaded.name, "vocab": int(vocab), "hidden": int(d),
            "layers": int(model.config.num_hidden_layers), "dtype": str(next(model.parameters()).dtype),
            "step_ms": round(step_ms, 3), "ms": {k: round(v, 3) for k, v in parts.items()},
            "share": {k: round(v / step_ms, 4) if step_ms else None for k, v in parts.items()},
            "steps": steps, "prompt_len": prompt_len, "threads": torch.get_num_threads()}

"""The embedded engine's public API: a generation is an iterator of ``TokenStep`` plus final stats.

``Generation`` owns one request: prompt ids in, tokens out as they are produced (each with its
logprob under the target and its speculative provenance), stopping on EOS, a stop string,
max_tokens or cancellation. The decode loop itself is ``powerlever.engine.speculative.decode_steps``:
plain decoding is that loop with K = 0, so plain and speculative decoding cannot drift apart.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from powerlever.config import SamplingConfig, SpecConfig, chat_turns
from powerlever.engine.detok import IncrementalDetokenizer
from powerlever.engine.loader import LoadedModel


@dataclass
class TokenStep:
    token_id: int
    text: str
    logprob: float
    spec: str = "target"  # accepted | replaced | bonus | target (a plain step)


@dataclass
class GenerationStats:
    prompt_tokens: int = 0
    truncated_prompt_tokens: int = 0
    tokens: int = 0
    ttft_ms: float | None = None
    total_ms: float = 0.0
    decode_seconds: float = 0.0
    finish_reason: str = "length"  # eos | stop | length | cancelled
    spec: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def tokens_per_sec(self) -> float:
        """Tokens over the whole request (prefill and first token included)."""
        return self.tokens / self.decode_seconds if self.decode_seconds > 0 else 0.0

    @property
    def decode_tokens_per_sec(self) -> float | None:
        """Tokens after the first over the time after the first: decode speed without prefill/TTFT."""
        if self.ttft_ms is None or self.tokens < 2:
            return None
        rest = self.decode_seconds - self.ttft_ms / 1000
        return (self.tokens - 1) / rest if rest > 0 else None


def context_limit(loaded: LoadedModel) -> int:
    return int(getattr(loaded.model.config, "max_position_embeddings", 2048) or 2048)


def build_prompt_ids(loaded: LoadedModel, prompt: str, max_new_tokens: int, system: str | None = None,
                     history: list[dict[str, str]] | None = None) -> tuple[list[int], int]:
    """Apply the chat template (``system``, the earlier turns of ``history``, then ``prompt`` as the last user
    turn); if prompt + output exceed the context, drop the oldest turns, then left-truncate the user's text.

    Returns (ids, number of prompt tokens dropped). Truncation keeps the end of the prompt (usually
    where the question is) and the template's framing intact.
    """
    tok = loaded.tokenizer
    messages = chat_turns(system, history, prompt)
    head = messages[:1] if messages[0]["role"] == "system" else []
    turns = messages[len(head):-1]
    budget = context_limit(loaded) - max_new_tokens
    full = ids = _template_ids(tok, messages)
    while len(ids) > budget and turns:  # the oldest turns go first (never the system turn)
        turns = turns[2:] if len(turns) > 1 and turns[0]["role"] == "user" else turns[1:]
        ids = _template_ids(tok, head + turns + messages[-1:])
    if len(ids) <= budget:
        return ids, len(full) - len(ids)
    messages = head + messages[-1:]
    user_ids = tok(prompt, add_special_tokens=False)["input_ids"]
    overhead = len(ids) - len(user_ids)
    keep = max(1, budget - overhead)
    dropped = len(full) - len(ids) + len(user_ids) - keep
    messages[-1]["content"] = tok.decode(user_ids[-keep:])
    ids = _template_ids(tok, messages)
    return ids[-budget:] if len(ids) > budget else ids, dropped


def _template_ids(tok: Any, messages: list[dict[str, str]]) -> list[int]:
    if getattr(tok, "chat_template", None):
        out = tok.apply_chat_template(messages, add_generation_prompt=True, tokenize=True)
        if isinstance(out, dict) or hasattr(out, "input_ids"):
            out = out["input_ids"]
        return list(out)
    return tok(messages[-1]["content"])["input_ids"]


def eos_ids(loaded: LoadedModel) -> set[int]:
    ids: set[int] = set()
    for src in (loaded.model.generation_config, loaded.model.config, loaded.tokenizer):
        val = getattr(src, "eos_token_id", None)
        if isinstance(val, int):
            ids.add(val)
        elif isinstance(val, (list, tuple)):
            ids.update(int(v) for v in val)
    im_end = loaded.tokenizer.convert_tokens_to_ids("<|im_end|>")
    if isinstance(im_end, int) and im_end != loaded.tokenizer.unk_token_id:
        ids.add(im_end)
    return ids


def _stop_prefix_len(text: str, stops: list[str]) -> int:
    """The longest end of ``text`` that is the start of a stop string (and could become one)."""
    best = 0
    for stop in stops:
        for n in range(min(len(stop) - 1, len(text)), best, -1):
            if text.endswith(stop[:n]):
                best = n
                break
    return best


class Generation:
    """One request on the embedded engine. Iterate for ``TokenStep``s; read ``stats`` afterwards.

    Not thread-safe: one Generation runs on one thread. Models are shared read-only; each
    Generation owns its KV cache, so concurrent requests never corrupt each other's state.
    """

    def __init__(self, target: LoadedModel, prompt_ids: list[int], sampling: SamplingConfig,
                 spec: SpecConfig | None = None, cancel: threading.Event | None = None,
                 drafter: Any = None, truncated: int = 0, weights: Any = None, shared_head: bool = False):
        self.target = target
        self.prompt_ids = list(prompt_ids)
        self.sampling = sampling
        self.spec = spec or SpecConfig()
        self.cancel = cancel or threading.Event()
        self.drafter = drafter
        self.weights = weights  # weight format name / 'auto' / fastpath.WeightPlan; None = the environment's
        # the chat template's head holds only the app's text (no client system turn or history): its KV may be
        # kept on disk and shared with other processes (engine.head_store)
        self.shared_head = shared_head
        self.stats = GenerationStats(prompt_tokens=len(prompt_ids), truncated_prompt_tokens=truncated)
        self._eos = eos_ids(target)

    def __iter__(self) -> Iterator[TokenStep]:
        from powerlever.engine.speculative import decode_steps

        yield from self._finalize(decode_steps(self))

    # -- shared: timing, detokenization, stopping ----------------------------------------------
    def _finalize(self, steps: Iterator[tuple[int, float, str]]) -> Iterator[TokenStep]:
        """Token steps with their text, stopping on EOS, a stop string or max_tokens. With stop strings a step is
        yielded when the next token arrives, and text that could be the start of a stop string is held back
        until it is known not to be (then it travels with a later step), so no part of a stop string that
        spans tokens is ever streamed; without stop strings every step is yielded at once."""
        st = self.stats
        detok = IncrementalDetokenizer(self.target.tokenizer)
        stops = [s for s in self.sampling.stop if s]
        longest_stop = max((len(s) for s in stops), default=0)
        text_so_far = ""
        emitted = 0  # characters of text_so_far given to yielded steps
        held: TokenStep | None = None  # with stop strings: the latest step, its text not yet decided
        t0 = time.perf_counter()
        t_first = None
        try:
            for token_id, logprob, provenance in steps:
                if self.cancel.is_set():
                    st.finish_reason = "cancelled"
                    break
                if t_first is None:
                    t_first = time.perf_counter()
                    st.ttft_ms = (t_first - t0) * 1000
                if token_id in self._eos:
                    st.finish_reason = "eos"
                    break
                st.tokens += 1
                piece = detok.add(token_id)
                step = TokenStep(token_id, piece, logprob, provenance)
                if stops:
                    held_end = len(text_so_far)  # the held step's own text ends here: it never carries a later piece
                    text_so_far += piece
                    since = max(0, held_end - longest_stop + 1)  # a new match ends in piece
                    cut = min((i for i in (text_so_far.find(s, since) for s in stops) if i >= 0), default=None)
                    if cut is not None:  # the answer ends before the stop string
                        if held is not None:
                            end = max(emitted, min(cut, held_end))
                            yield replace(held, text=text_so_far[emitted:end])
                            emitted = end
                        held = None
                        yield replace(step, text=text_so_far[emitted:cut])
                        st.finish_reason = "stop"
                        break
                    if held is not None:
                        safe = max(emitted, min(held_end, len(text_so_far) - _stop_prefix_len(text_so_far, stops)))
                        yield replace(held, text=text_so_far[emitted:safe])
                        emitted = safe
                    held = step
                else:
                    yield step
                if st.tokens >= self.sampling.max_tokens:
                    st.finish_reason = "length"
                    break
            else:
                st.finish_reason = "length"
            if held is not None:  # the answer ended without a stop string: what was held back is answer text
                yield replace(held, text=text_so_far[emitted:])
        finally:
            steps_close = getattr(steps, "close", None)
            if steps_close:
                steps_close()
            end = time.perf_counter()
            st.total_ms = (end - t0) * 1000
            st.decode_seconds = end - t0

"""The Claude router on the anthropic SDK: single-shot reasoning, or a multi-turn tool-use loop.

* single (default): the local tools already ran deterministically; one streamed Claude call writes the
  explanation. The tier does not change.
* multi: Claude chooses which local tools to call (classify_prompt, check_gpu_pool, build_config,
  recent_metrics) and finishes by calling ``submit_route`` with a decision matching OUTPUT_SCHEMA.

Both use ``max_retries=0`` and a strict timeout; the base URL comes from ``ANTHROPIC_BASE_URL`` as
the SDK reads it. Any failure raises; the caller keeps the deterministic route and traces why.
"""

from __future__ import annotations

import json
import time
from typing import Any

from powerlever.config import GenerationRequest, InferenceConfig
from powerlever.routing.classify import Classification
from powerlever.routing.llm_common import (
    OUTPUT_SCHEMA,
    POLICY,
    LLMDecision,
    RouterOutputError,
    RouterUnavailable,
    deterministic_summary,
    model_id,
    parse_json_text,
    require_credentials,
    validate_decision,
    wrap_prompt,
)
from powerlever.routing.tools import TOOL_SPECS, run_tool

MAX_TOOL_TURNS = 6
SUBMIT_TOOL = {
    "name": "submit_route",
    "description": "Submit the final routing decision. Call exactly once, last.",
    "input_schema": OUTPUT_SCHEMA,
}


def _client(timeout_s: float) -> Any:
    try:
        import anthropic
    except ImportError as exc:  # pragma: no cover - anthropic is in requirements
        raise RouterUnavailable(f"the anthropic package is not installed ({exc})") from None
    require_credentials()
    timeout = anthropic.Timeout(timeout_s, connect=min(timeout_s, 1.5))  # the SDK's own (httpx2) type
    return anthropic.AsyncAnthropic(max_retries=0, timeout=timeout)


async def _stream(client: Any, **kwargs: Any) -> Any:
    """The whole message, or RouterOutputError when the stream ended without a stop reason: a connection closed
    mid-reply leaves the SDK's message with ``stop_reason`` None, and its cut-off text was shown as Claude's
    reasoning (a QA pass)."""
    async with client.messages.stream(**kwargs) as stream:
        msg = await stream.get_final_message()
    if getattr(msg, "stop_reason", None) is None:
        raise RouterOutputError("Claude's reply ended before it finished (no stop_reason): the stream was cut")
    return msg


async def claude_decide(request: GenerationRequest, cfg: InferenceConfig, c: Classification, *, mode: str = "single",
                        timeout_s: float = 3.0, model: str | None = None) -> LLMDecision:
    """Ask Claude; return a validated decision or raise (RouterUnavailable / RouterOutputError / API errors)."""
    client = _client(timeout_s)
    try:
        if mode == "multi":
            return await _multi_turn(client, request, model_id(model), timeout_s)
        return await _single_shot(client, request, cfg, c, model_id(model))
    finally:
        await client.close()


async def _single_shot(client: Any, request: GenerationRequest, cfg: InferenceConfig, c: Classification,
                       model: str) -> LLMDecision:
    system = (POLICY + " The routing decision below was made by local tools. In two or three plain sentences, "
              "explain to the user why this tier fits their prompt. Do not change the decision.")
    content = f"{wrap_prompt(request.prompt)}\n\nDecision:\n{json.dumps(deterministic_summary(cfg, c))}"
    msg = await _stream(client, model=model, max_tokens=300, system=system,
                        messages=[{"role": "user", "content": content}])
    text = "".join(b.text for b in msg.content if getattr(b, "type", "") == "text").strip()
    if not text:
        raise RouterOutputError("Claude returned no text")
    return validate_decision({"tier": cfg.tier, "power": cfg.power, "reasoning": text}, model=model)


async def _multi_turn(client: Any, request: GenerationRequest, model: str, timeout_s: float) -> LLMDecision:
    system = (POLICY + " Use the tools to classify the prompt, check the GPU pool and build a config, then call "
              "submit_route once with tier, power (0-100), speed, K, tau and a short reasoning for the user.")
    messages: list[dict[str, Any]] = [{"role": "user", "content": wrap_prompt(request.prompt)}]
    tools = [*TOOL_SPECS, SUBMIT_TOOL]
    calls: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout_s
    for turn in range(1, MAX_TOOL_TURNS + 1):
        if time.monotonic() >= deadline:
            raise TimeoutError(f"tool loop ran out of time after {turn - 1} turns")
        msg = await _stream(client, model=model, max_tokens=600, system=system, messages=messages, tools=tools)
        uses = [b for b in msg.content if getattr(b, "type", "") == "tool_use"]
        if not uses:
            text = "".join(b.text for b in msg.content if getattr(b, "type", "") == "text")
            decision = validate_decision(parse_json_text(text), model=model)
            decision.tool_calls, decision.turns = calls, turn
            return decision
        messages.append({"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in msg.content]})
        results = []
        for use in uses:
            if use.name == SUBMIT_TOOL["name"]:
                decision = validate_decision(use.input, model=model)
                decision.tool_calls, decision.turns = calls, turn
                return decision
            t0 = time.perf_counter()
            try:
                out = run_tool(use.name, use.input, prompt=request.prompt, backend=request.backend)
                is_error = False
            except Exception as exc:  # a bad tool call is reported back to Claude, not raised
                out, is_error = {"error": f"{type(exc).__name__}: {exc}"}, True
            calls.append({"name": use.name, "input": use.input, "ms": round((time.perf_counter() - t0) * 1000, 3),
                          "error": is_error})
            results.append({"type": "tool_result", "tool_use_id": use.id, "content": json.dumps(out, default=str),
                            "is_error": is_error})
        messages.append({"role": "user", "content": results})
    raise RouterOutputError(f"no decision after {MAX_TOOL_TURNS} turns")

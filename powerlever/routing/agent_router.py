"""The Claude Agent SDK router: in-process MCP tools, a classifier subagent and structured output.

The SDK drives its bundled Claude Code CLI as a subprocess; our tools run in this process through an
in-process MCP server (``mcp__powerlever__*``). Built-in tools are off (only the Agent tool, which
the classifier subagent needs), filesystem settings are not loaded, the CLI does not retry
(CLAUDE_CODE_MAX_RETRIES=0), MCP tools are not deferred behind tool search (ENABLE_TOOL_SEARCH=false),
and each API call has a timeout (API_TIMEOUT_MS). The answer is the SDK's ``structured_output``
validated against OUTPUT_SCHEMA. ``claude-agent-sdk`` is an optional extra: imported only here, lazily.
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

from powerlever.config import GenerationRequest
from powerlever.routing.llm_common import (
    OUTPUT_SCHEMA,
    POLICY,
    LLMDecision,
    RouterOutputError,
    RouterUnavailable,
    model_id,
    require_credentials,
    validate_decision,
    wrap_prompt,
)
from powerlever.routing.tools import TOOL_SPECS, run_tool

SERVER_NAME = "powerlever"
MAX_TURNS = 8


def sdk_env(timeout_s: float) -> dict[str, str]:
    """Environment for the bundled CLI: no retries, MCP tools always listed, no side traffic."""
    env = {
        "CLAUDE_CODE_MAX_RETRIES": "0",
        "ENABLE_TOOL_SEARCH": "false",
        "API_TIMEOUT_MS": str(max(1000, int(timeout_s * 1000))),
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_TELEMETRY": "1",
        "DISABLE_AUTOUPDATER": "1",
    }
    for key in ("ANTHROPIC_BASE_URL", "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN"):
        if os.environ.get(key):
            env[key] = os.environ[key]
    return env


def _import_sdk() -> Any:
    try:
        import claude_agent_sdk
    except ImportError:
        raise RouterUnavailable("claude-agent-sdk is not installed (optional extra: pip install 'powerlever[agent]')") \
            from None
    return claude_agent_sdk


def build_mcp_server(sdk: Any, request: GenerationRequest, calls: list[dict[str, Any]]) -> Any:
    """The four local tools as an in-process MCP server; every call is timed and recorded."""

    def make(spec: dict[str, Any]) -> Any:
        name = spec["name"]

        @sdk.tool(name, spec["description"], spec["input_schema"])
        async def handler(args: dict[str, Any]) -> dict[str, Any]:
            t0 = time.perf_counter()
            try:
                out = run_tool(name, args, prompt=request.prompt, backend=request.backend)
                err = False
            except Exception as exc:
                out, err = {"error": f"{type(exc).__name__}: {exc}"}, True
            calls.append({"name": name, "input": args, "ms": round((time.perf_counter() - t0) * 1000, 3), "error": err})
            return {"content": [{"type": "text", "text": json.dumps(out, default=str)}], **({"is_error": True} if err else {})}

        return handler

    return sdk.create_sdk_mcp_server(SERVER_NAME, tools=[make(s) for s in TOOL_SPECS])


def build_options(sdk: Any, request: GenerationRequest, calls: list[dict[str, Any]], timeout_s: float,
                  model: str, stderr: list[str]) -> Any:
    tool_names = [f"mcp__{SERVER_NAME}__{s['name']}" for s in TOOL_SPECS]
    classifier = sdk.AgentDefinition(
        description="Labels a prompt's category and difficulty (1-10) with the classify_prompt tool.",
        prompt=POLICY + " Call classify_prompt once and report its category and difficulty in one line.",
        tools=[f"mcp__{SERVER_NAME}__classify_prompt"],
        model="haiku",
        maxTurns=2,
    )
    system = (POLICY + " Use the classifier subagent or the classify_prompt tool, check_gpu_pool and build_config, "
              "then answer with the structured output: tier, power (0-100), speed, K, tau and a short reasoning.")
    return sdk.ClaudeAgentOptions(
        tools=["Agent"],  # built-in tools off, except the one that runs the classifier subagent
        allowed_tools=tool_names,
        mcp_servers={SERVER_NAME: build_mcp_server(sdk, request, calls)},
        agents={"classifier": classifier},
        output_format={"type": "json_schema", "schema": OUTPUT_SCHEMA},
        system_prompt=system,
        model=model,
        max_turns=MAX_TURNS,
        setting_sources=[],
        env=sdk_env(timeout_s),
        stderr=lambda line: stderr.append(line) if len(stderr) < 50 else None,
    )


async def agent_decide(request: GenerationRequest, *,
                       timeout_s: float = 3.0, model: str | None = None) -> LLMDecision:
    """Run the Agent SDK router; return a validated decision or raise. The caller bounds the time."""
    sdk = _import_sdk()
    require_credentials()
    calls: list[dict[str, Any]] = []
    stderr: list[str] = []
    mid = model_id(model)
    options = build_options(sdk, request, calls, timeout_s, mid, stderr)
    result = None
    turns = 0
    # ClaudeSDKClient, not sdk.query(): query()'s wrapper generator does not close the generator inside it
    # when closed early (here: on an API error), so the CLI child outlived the route until the event loop
    # finalized it; the client's __aexit__ always closes the CLI (a shielded Query.close)
    try:
        async with sdk.ClaudeSDKClient(options=options) as client:
            await client.query(wrap_prompt(request.prompt))
            async for message in client.receive_response():
                if isinstance(message, sdk.AssistantMessage):
                    turns += 1
                    err = getattr(message, "error", None)
                    if err:
                        raise RouterOutputError(f"API error from the agent: {err}")
                elif isinstance(message, sdk.ResultMessage):
                    result = message
    except RouterOutputError:
        raise
    except Exception as exc:
        detail = " | ".join(line.strip() for line in stderr[-3:] if line.strip())
        raise RuntimeError(f"{type(exc).__name__}: {exc}{' (' + detail + ')' if detail else ''}") from None
    if result is None:
        raise RouterOutputError("the agent returned no result")
    if result.is_error:
        raise RouterOutputError(f"the agent ended with an error ({result.subtype}): {str(result.result)[:200]}")
    structured = getattr(result, "structured_output", None)
    if structured is None:
        raise RouterOutputError("the agent returned no structured output")
    decision = validate_decision(structured, model=mid)
    decision.tool_calls, decision.turns = calls, max(turns, int(getattr(result, "num_turns", 0) or 0))
    return decision

"""The local routing tools, shared by the deterministic router and both Claude routers.

Each tool is a plain function with a JSON-schema description (``TOOL_SPECS``) so the anthropic
tool-use loop and the Agent SDK's in-process MCP server expose exactly the same behaviour:
classify_prompt, check_gpu_pool, build_config, recent_metrics.
"""

from __future__ import annotations

import importlib.util
import sys
from typing import Any

from powerlever.metrics import RECENT_RUNS
from powerlever.routing.classify import classify_prompt
from powerlever.routing.config_builder import build_config
from powerlever.tiers import TIERS


def recent_metrics(limit: int = 10) -> dict[str, Any]:
    """The last ``limit`` runs' metrics, newest last (empty until something ran in this process);
    the pipeline records them in ``powerlever.metrics.RECENT_RUNS``."""
    rows = RECENT_RUNS.last(limit)
    return {"runs": rows, "count": len(rows)}


def _modal_configured() -> tuple[bool, str]:
    """Cheap and offline: the Modal backend's own credentials check (deployment is not verified here)."""
    if importlib.util.find_spec("modal") is None:
        return False, "modal is not installed"
    from powerlever.backends.modal import modal_credentials

    ok, why = modal_credentials()
    return ok, (f"{why} (deployment not verified from here)" if ok else why)


def check_gpu_pool(backend: str = "local") -> dict[str, Any]:
    """Per-tier availability as far as it can be known cheaply: Modal credentials for the GPU tiers,
    and the local device (CUDA if torch is already loaded and sees one, else CPU) for the local engine."""
    torch = sys.modules.get("torch")
    local_device = "cuda" if torch is not None and torch.cuda.is_available() else "cpu"
    modal_ok, modal_why = _modal_configured()
    tiers = []
    for t in TIERS:
        tiers.append({"tier": t.name, "gpu": t.gpu, "modal_available": modal_ok, "worker_class": t.worker_class,
                      "local_available": True, "local_model": t.local.targets[0]})
    return {"backend": backend, "modal": {"available": modal_ok, "why": modal_why},
            "local_device": local_device, "tiers": tiers}


def tool_classify_prompt(prompt: str) -> dict[str, Any]:
    return classify_prompt(prompt).to_dict()


def tool_build_config(power: float, speed: float = 50, difficulty: int = 5, mode: str = "auto",
                      category: str = "chat", backend: str = "local") -> dict[str, Any]:
    from powerlever.config import GenerationRequest

    power = max(0.0, min(100.0, float(power)))
    speed = max(0.0, min(100.0, float(speed)))
    req = GenerationRequest(prompt="-", backend=backend if backend in ("local", "modal", "openai") else "local")
    cfg = build_config(power, speed, max(1, min(10, int(difficulty))), mode, request=req, category=category)
    return cfg.to_event_data()


TOOL_SPECS: list[dict[str, Any]] = [
    {
        "name": "classify_prompt",
        "description": "Heuristic classifier: category (safety-critical, code, math, creative, simple-qa, reasoning, "
                       "chat), difficulty 1-10 and the signals that fired.",
        "input_schema": {"type": "object", "properties": {"prompt": {"type": "string"}}, "required": ["prompt"]},
    },
    {
        "name": "check_gpu_pool",
        "description": "Which tiers are available now (Modal GPU credentials, local device).",
        "input_schema": {"type": "object", "properties": {"backend": {"type": "string"}}},
    },
    {
        "name": "build_config",
        "description": "Build the inference config (tier, GPU, models, speculative decoding, sampling) for a power "
                       "0-100, speed 0-100 and difficulty 1-10.",
        "input_schema": {
            "type": "object",
            "properties": {
                "power": {"type": "number", "minimum": 0, "maximum": 100},
                "speed": {"type": "number", "minimum": 0, "maximum": 100},
                "difficulty": {"type": "integer", "minimum": 1, "maximum": 10},
                "category": {"type": "string"},
            },
            "required": ["power"],
        },
    },
    {
        "name": "recent_metrics",
        "description": "Metrics of the most recent runs in this process (TTFT, tokens/s, acceptance rate per tier).",
        "input_schema": {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 50}}},
    },
]


def run_tool(name: str, args: dict[str, Any], *, prompt: str, backend: str = "local") -> dict[str, Any]:
    """Run a tool by name. ``classify_prompt`` always classifies the user's real prompt (not whatever
    text the model passes), so the model cannot feed the classifier a different prompt."""
    args = args if isinstance(args, dict) else {}
    if name == "classify_prompt":
        return tool_classify_prompt(prompt)
    if name == "check_gpu_pool":
        return check_gpu_pool(backend)
    if name == "build_config":
        return tool_build_config(args.get("power", 50), args.get("speed", 50), args.get("difficulty", 5),
                                 "auto", str(args.get("category", "chat")), backend)
    if name == "recent_metrics":
        return recent_metrics(int(args.get("limit", 10) or 10))
    raise KeyError(f"unknown tool {name!r}")

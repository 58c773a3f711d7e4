"""Request and configuration types that flow from routing to the backends.

``GenerationRequest`` is what a user asks for (validated here, once, for every consumer);
``InferenceConfig`` is what routing decides: tier, models, speculative settings, sampling.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Any

MAX_PROMPT_CHARS = 32_000  # refuse beyond this; shorter prompts that overflow the context are left-truncated
MAX_K = 16
BACKENDS = ("local", "modal", "openai")


class RequestError(ValueError):
    """A request that cannot be served as given; the message is shown to the user."""


@dataclass
class SpecConfig:
    enabled: bool = False
    method: str | None = None  # "draft_model" | "ngram" | "layerskip" | None
    K: int = 0
    tau: float = 0.0
    adaptive: bool = False
    vocab_topk: int | None = None
    draft_model: str | None = None


@dataclass
class SamplingConfig:
    max_tokens: int = 256
    temperature: float = 0.0
    top_p: float = 1.0
    seed: int | None = None
    stop: list[str] = field(default_factory=list)

    @property
    def greedy(self) -> bool:
        return self.temperature <= 0.0


@dataclass
class InferenceConfig:
    tier: str
    power: float
    speed: float
    mode: str  # "auto" | "manual"
    gpu: str
    target_model: str
    draft_model: str | None
    backend: str
    spec: SpecConfig
    sampling: SamplingConfig
    local_targets: tuple[str, ...] = ()
    local_drafts: tuple[str, ...] = ()
    difficulty: int = 5
    category: str = "chat"
    escalation: dict[str, Any] | None = None
    router: str = "heuristic"

    def to_event_data(self) -> dict[str, Any]:
        """The `config` event payload (see ARCHITECTURE.md)."""
        return {
            "tier": self.tier,
            "power": self.power,
            "speed": self.speed,
            "mode": self.mode,
            "gpu": self.gpu,
            "target_model": self.target_model,
            "draft_model": self.draft_model,
            "backend": self.backend,
            "spec_decoding": asdict(self.spec),
            "sampling": asdict(self.sampling),
            "difficulty": self.difficulty,
            "category": self.category,
            "escalation": self.escalation,
            "router": self.router,
        }


@dataclass
class GenerationRequest:
    prompt: str
    power: float | None = None
    speed: float = 50.0
    auto: bool = True
    tier: str | None = None  # explicit tier overrides power
    backend: str = "local"
    max_tokens: int | None = None
    temperature: float | None = None
    top_p: float | None = None
    seed: int | None = None
    K: int | None = None
    tau: float | None = None
    spec_method: str | None = None  # override the tier's drafter; "none" disables speculation
    adaptive: bool | None = None
    vocab_topk: int | None = None
    max_power: float | None = None  # a user limit the router never exceeds
    router: str | None = None
    region: str | None = None

    def validate(self) -> GenerationRequest:
        if not isinstance(self.prompt, str) or not self.prompt.strip():
            raise RequestError("The prompt is empty: type a question or instruction.")
        if len(self.prompt) > MAX_PROMPT_CHARS:
            raise RequestError(
                f"The prompt is {len(self.prompt):,} characters; the limit is {MAX_PROMPT_CHARS:,}."
            )
        self.power = _number("power", self.power, 0, 100, allow_none=True)
        self.speed = _number("speed", self.speed, 0, 100)
        self.max_power = _number("max_power", self.max_power, 0, 100, allow_none=True)
        if self.max_tokens is not None:
            mt = _number("max_tokens", self.max_tokens, None, None)
            if mt <= 0:
                raise RequestError(f"max_tokens must be a positive integer, got {self.max_tokens}.")
            self.max_tokens = int(mt)
        self.temperature = _number("temperature", self.temperature, 0, 2, allow_none=True)
        self.top_p = _number("top_p", self.top_p, 0, 1, allow_none=True)
        if self.top_p is not None and self.top_p <= 0:
            raise RequestError("top_p must be in (0, 1].")
        if self.K is not None:
            k = _number("K", self.K, 0, MAX_K)
            self.K = int(k)
        self.tau = _number("tau", self.tau, 0, 1, allow_none=True)
        if self.backend not in BACKENDS:
            raise RequestError(f"unknown backend {self.backend!r}; known backends: {', '.join(BACKENDS)}")
        return self


def _number(name: str, value: Any, lo: float | None, hi: float | None, allow_none: bool = False) -> Any:
    if value is None:
        if allow_none:
            return None
        raise RequestError(f"{name} is required.")
    if isinstance(value, bool):
        raise RequestError(f"{name} must be a number, got {value!r}.")
    try:
        num = float(value)
    except (TypeError, ValueError):
        raise RequestError(f"{name} must be a number, got {value!r}.") from None
    if math.isnan(num) or math.isinf(num):
        raise RequestError(f"{name} must be a finite number, got {value!r}.")
    if (lo is not None and num < lo) or (hi is not None and num > hi):
        raise RequestError(f"{name} must be between {lo:g} and {hi:g}, got {num:g}.")
    return num

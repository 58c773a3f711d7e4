"""Request and configuration types that flow from routing to the backends.

``GenerationRequest`` is what a user asks for (validated here, once, for every consumer);
``InferenceConfig`` is what routing decides: tier, models, speculative settings, sampling.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field
from typing import Any

MAX_PROMPT_CHARS = 32_000  # refuse beyond this; shorter prompts that overflow the context are left-truncated
MAX_K = 16
BACKENDS = ("local", "modal", "openai")  # powerlever.backends registers exactly these (a test checks)
ROUTERS = ("heuristic", "knn", "claude", "agent")  # powerlever.routing.router dispatches on these
SPEC_METHODS = ("ngram", "draft_model", "layerskip", "hybrid")  # powerlever.engine.drafters.METHODS (a test checks)
SPEC_OFF = ("none", "off")  # spec_method values that disable speculation
MAX_SEED = 2**63 - 1
# Numeric ranges, declared once: the validator below and the LLM routers' output schema use them.
RANGES: dict[str, tuple[float, float]] = {"power": (0, 100), "speed": (0, 100), "max_power": (0, 100),
                                          "temperature": (0, 2), "top_p": (0, 1), "tau": (0, 1), "K": (0, MAX_K)}
MAX_STOPS = 4  # as the OpenAI API
MAX_HISTORY_TURNS = 256  # earlier chat turns a request may carry
MAX_STOP_CHARS = 200


class RequestError(ValueError):
    """A request that cannot be served as given; the message is shown to the user, ``field`` names
    the request field at fault (the HTTP APIs return it as ``param``)."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.field = field


@dataclass
class SpecConfig:
    method: str | None = None  # "draft_model" | "ngram" | "layerskip" | "hybrid" | None
    K: int = 0
    tau: float = 0.0
    adaptive: bool = False
    vocab_topk: int | None = None
    draft_model: str | None = None

    @property
    def enabled(self) -> bool:
        """Derived, so it cannot disagree with the settings: speculation runs with a drafter and K > 0."""
        return self.method not in (None, "none") and self.K > 0


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
    local_threads: int | None = None  # the tier's CPU thread cap on the local backend (tier registry)
    difficulty: int = 5
    category: str = "chat"
    escalation: dict[str, Any] | None = None
    router: str = "heuristic"
    weights: str = "auto"  # local target's matrix format (tier registry); "gpu" on remote backends
    stand_in: str | None = None  # on the local backend: which GPU tier this local model stands in for
    system_prompt: str | None = None  # a system turn for the model (the safety instruction); in the config event
    answer_opening: str | None = None  # the app's first line of a safety-critical answer (the emergency number)
    history: list[dict[str, str]] | None = None  # the request's earlier chat turns, for the model's chat template

    def keeping_safety_of(self, base: InferenceConfig) -> InferenceConfig:
        """This config with ``base``'s safety instruction and answer opening: a config rebuilt for another backend
        or tier (a local fallback, an escalation) must still say what a careful assistant says."""
        self.system_prompt, self.answer_opening = base.system_prompt, base.answer_opening
        return self

    def to_event_data(self) -> dict[str, Any]:
        """The `config` event payload (README, "The event protocol")."""
        return {
            "tier": self.tier,
            "power": self.power,
            "speed": self.speed,
            "mode": self.mode,
            "gpu": self.gpu,
            "target_model": self.target_model,
            "draft_model": self.draft_model,
            "backend": self.backend,
            # tau is a knob of the embedded engine only: vLLM (Modal, OpenAI-compatible servers) has none.
            "spec_decoding": {"enabled": self.spec.enabled, **asdict(self.spec),
                              "tau_honoured": self.backend == "local"},
            "sampling": asdict(self.sampling),
            "difficulty": self.difficulty,
            "category": self.category,
            "escalation": self.escalation,
            "router": self.router,
            "weights": self.weights,
            "local_threads": self.local_threads,
            "stand_in": self.stand_in,
            "system_prompt": self.system_prompt,
            "answer_opening": self.answer_opening,
            "history_turns": len(self.history or ()),
        }


@dataclass
class GenerationRequest:
    prompt: str
    power: float | None = None
    speed: float = 50.0
    auto: bool | None = None  # None: AUTO unless a power or tier is given (a client that sends power 5 means it)
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
    stop: list[str] | str | None = None  # stop strings (OpenAI ``stop``); the output ends before one
    serving: str | None = None  # impact's serving assumption, "shared" | "dedicated" (None = shared)
    escalate: bool | None = None  # live escalation/downshift mid-answer (None: on in AUTO only if the default says so)
    # earlier turns of a chat, oldest first ({"role": "user" | "assistant", "content": str}, and first, optionally, the
    # client's "system" turn): the model reads them as turns of its chat template before ``prompt``, the last user
    # message (/v1 sets it from ``messages``)
    history: list[dict[str, str]] | None = None

    def conversation_text(self) -> str:
        """What the safety check reads: every user turn, not only the last (danger named two turns back)."""
        users = [t["content"] for t in self.history or () if t["role"] == "user"]
        return "\n\n".join([*users, self.prompt])

    def validate(self) -> GenerationRequest:
        """Check and normalize every field, in place; RequestError names the field and what is allowed.

        The one validator for every way in (HTTP, /v1, Gradio, CLI): routing and the backends trust
        a validated request and do not re-check it."""
        if not isinstance(self.prompt, str):
            raise RequestError(f"prompt must be a string, got {value_kind(self.prompt)}.", "prompt")
        if not self.prompt.strip():
            raise RequestError("The prompt is empty: type a question or instruction.", "prompt")
        if not_unicode(self.prompt):
            raise RequestError("The prompt is not valid Unicode text: it holds an unpaired surrogate (an undecodable "
                               "byte from a terminal, or a lone \\uD800-\\uDFFF escape).", "prompt")
        if len(self.prompt) > MAX_PROMPT_CHARS:
            raise RequestError(
                f"The prompt is {len(self.prompt):,} characters; the limit is {MAX_PROMPT_CHARS:,}.", "prompt")
        self.power = _number("power", self.power, *RANGES["power"], allow_none=True)
        self.speed = 50.0 if self.speed is None else _number("speed", self.speed, *RANGES["speed"])  # null: default
        self.max_power = _number("max_power", self.max_power, *RANGES["max_power"], allow_none=True)
        self.adaptive = None if self.adaptive is None else _boolean("adaptive", self.adaptive)
        self.escalate = None if self.escalate is None else _boolean("escalate", self.escalate)
        self.max_tokens = _integer("max_tokens", self.max_tokens, 1, None)
        self.temperature = _number("temperature", self.temperature, *RANGES["temperature"], allow_none=True)
        self.top_p = _number("top_p", self.top_p, *RANGES["top_p"], allow_none=True, lo_open=True)
        self.seed = _integer("seed", self.seed, 0, MAX_SEED)
        self.K = _integer("K", self.K, *map(int, RANGES["K"]))
        self.tau = _number("tau", self.tau, *RANGES["tau"], allow_none=True)
        self.vocab_topk = _integer("vocab_topk", self.vocab_topk, 0, None)  # 0 = off (the UI's "no pruning")
        self.tier = choose("tier", self.tier, _tier_names(), allow_none=True)
        # explicit auto wins (the page sends its slider's power with AUTO on); unset, a power or tier means manual
        self.auto = (self.power is None and self.tier is None) if self.auto is None else _boolean("auto", self.auto)
        self.backend = choose("backend", self.backend, BACKENDS)
        self.router = choose("router", self.router, ROUTERS, allow_none=True)
        self.spec_method = choose("spec_method", self.spec_method, SPEC_METHODS + SPEC_OFF, allow_none=True)
        self.region = _region(self.region)
        self.stop = _stops(self.stop)
        self.serving = choose("serving", self.serving, _serving_modes(), allow_none=True)
        self.history = _history(self.history, len(self.prompt))
        return self


def _tier_names() -> tuple[str, ...]:
    from powerlever.tiers import TIER_NAMES  # data only; imported here so config stays the leaf module

    return TIER_NAMES


def _serving_modes() -> tuple[str, ...]:
    from powerlever.impact.constants import SERVING_MODES  # the impact accounting owns the names

    return SERVING_MODES


def value_kind(value: Any) -> str:
    """A wrong value as its sender wrote it: JSON's null, true and false (most requests are JSON), else its type."""
    if value is None or isinstance(value, bool):
        return json_spelling(value)
    return f"{type(value).__name__} {value!r}"[:80]


def json_spelling(value: Any) -> str:
    """``value`` as JSON spells it when it is JSON (true, null, [{"type": "function"}]), else its repr."""
    try:
        return json.dumps(value, ensure_ascii=False)[:120]
    except (TypeError, ValueError):
        return repr(value)[:120]


def _boolean(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in _BOOL_WORDS:
        return _BOOL_WORDS[value.strip().lower()]
    raise RequestError(f"{name} must be true or false, got {value_kind(value)}.", name)


_BOOL_WORDS = {"true": True, "1": True, "yes": True, "on": True, "false": False, "0": False, "no": False, "off": False}


def _integer(name: str, value: Any, lo: int | None, hi: int | None) -> int | None:
    """None stays None; ints, integral floats and integer strings pass when in range; the rest is an error."""
    if value is None:
        return None
    if isinstance(value, bool):
        raise RequestError(f"{name} must be an integer, got {value_kind(value)}.", name)
    if isinstance(value, str):
        try:
            value = int(value.strip())
        except ValueError:
            raise RequestError(f"{name} must be an integer, got {value_kind(value)}.", name) from None
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        value = int(value)
    if not isinstance(value, int):
        raise RequestError(f"{name} must be an integer, got {value_kind(value)}.", name)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        if hi is None:
            what = "a positive integer" if lo == 1 else f"an integer >= {lo}"
            raise RequestError(f"{name} must be {what}, got {value}.", name)
        raise RequestError(f"{name} must be an integer between {lo} and {hi}, got {value}.", name)
    return value


def choose(name: str, value: Any, allowed: tuple[str, ...], allow_none: bool = False) -> str | None:
    """A case-insensitive name from ``allowed`` (returned lower-case); the message lists them."""
    if allow_none and (value is None or (isinstance(value, str) and not value.strip())):
        return None
    if not isinstance(value, str):
        raise RequestError(f"{name} must be a string, one of: {', '.join(allowed)}; got {value_kind(value)}.", name)
    key = value.strip().lower()
    if key not in allowed:
        raise RequestError(f"unknown {name} {value!r}; allowed: {', '.join(allowed)}.", name)
    return key


def _region(value: Any) -> str | None:
    """An ISO3 code or region name from the impact module's table, normalized to its code."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    from powerlever.impact.account import parse_region  # the region table lives there, once

    if not isinstance(value, str):
        raise RequestError(f"region must be a string (an ISO 3166-1 alpha-3 code), got {value_kind(value)}.", "region")
    try:
        return parse_region(value).code
    except ValueError as exc:
        raise RequestError(f"region must be a known grid region: {exc}.", "region") from None


def _history(value: Any, prompt_chars: int) -> list[dict[str, str]] | None:
    """Earlier chat turns: a list of {role: user | assistant, content: str}; with the prompt, within MAX_PROMPT_CHARS."""
    if value is None or value == []:
        return None
    if not isinstance(value, list):
        raise RequestError(f"history must be a list of turns, got {value_kind(value)}.", "history")
    if len(value) > MAX_HISTORY_TURNS:
        raise RequestError(f"history holds {len(value)} turns; the limit is {MAX_HISTORY_TURNS}.", "history")
    turns = []
    for i, turn in enumerate(value):
        roles = ("user", "assistant", "system") if i == 0 else ("user", "assistant")
        if not (isinstance(turn, dict) and set(turn) == {"role", "content"} and turn["role"] in roles
                and isinstance(turn["content"], str)):
            raise RequestError(f"history[{i}] must be {{\"role\": \"user\" | \"assistant\", \"content\": text}} (a "
                               "\"system\" turn only first).", "history")
        if not_unicode(turn["content"]):
            raise RequestError(f"history[{i}] is not valid Unicode text (an unpaired surrogate).", "history")
        turns.append({"role": turn["role"], "content": turn["content"]})
    total = prompt_chars + sum(len(t["content"]) for t in turns)
    if total > MAX_PROMPT_CHARS:
        raise RequestError(f"The conversation is {total:,} characters; the limit is {MAX_PROMPT_CHARS:,}.", "history")
    return turns


def chat_turns(system: str | None, history: list[dict[str, str]] | None, prompt: str) -> list[dict[str, str]]:
    """The messages a model's chat template reads: one system turn (the app's ``system``, the safety instruction,
    before the client's own system text), the earlier turns, then ``prompt`` as the last user turn."""
    turns = [dict(t) for t in history or ()]
    client = turns.pop(0)["content"] if turns and turns[0]["role"] == "system" else None
    merged = "\n\n".join(t for t in (system, client) if t)
    return ([{"role": "system", "content": merged}] if merged else []) + turns + [{"role": "user", "content": prompt}]


def _stops(value: Any) -> list[str] | None:
    """OpenAI-style stop: one string or a list of up to MAX_STOPS non-empty strings."""
    if value is None:
        return None
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list) or not all(isinstance(s, str) for s in items):
        raise RequestError(f"stop must be a string or a list of strings, got {value_kind(value)}.", "stop")
    items = [s for s in items if s]
    if any(not_unicode(s) for s in items):
        raise RequestError("stop must be valid Unicode text: a stop string holds an unpaired surrogate.", "stop")
    if len(items) > MAX_STOPS or any(len(s) > MAX_STOP_CHARS for s in items):
        raise RequestError(f"stop takes at most {MAX_STOPS} strings of at most {MAX_STOP_CHARS} characters.", "stop")
    return items or None


def not_unicode(text: str) -> bool:
    """True for text that cannot be encoded as UTF-8 (an unpaired surrogate), which no tokenizer accepts."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _number(name: str, value: Any, lo: float, hi: float, allow_none: bool = False, lo_open: bool = False) -> Any:
    """``value`` as a float in [lo, hi] ((lo, hi] when ``lo_open``); every refusal names the field and its range."""
    if value is None:
        if allow_none:
            return None
        raise RequestError(f"{name} is required.", name)
    span = f"in ({lo:g}, {hi:g}]" if lo_open else f"between {lo:g} and {hi:g}"
    try:
        if isinstance(value, bool):
            raise TypeError
        num = float(value)
    except (TypeError, ValueError):
        raise RequestError(f"{name} must be a number {span}, got {value_kind(value)}.", name) from None
    if math.isnan(num) or math.isinf(num):
        raise RequestError(f"{name} must be a finite number {span}, got {value!r}.", name)
    if num < lo or num > hi or (lo_open and num == lo):
        raise RequestError(f"{name} must be {span}, got {num:g}.", name)
    return num

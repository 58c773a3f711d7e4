"""Build an InferenceConfig from (power, speed, difficulty, mode): the tier registry does the lookup.

No tier data lives here: GPU, models, speculative defaults and the local profile all come from
``powerlever.tiers``. Request overrides (sampling, K, tau, drafter) are applied last, and an
``escalation`` directive is attached when the prompt looks harder than the tier that was chosen.
"""

from __future__ import annotations

from powerlever.config import GenerationRequest, InferenceConfig, SamplingConfig, SpecConfig
from powerlever.tiers import TIER_NAMES, Tier, difficulty_to_power, speed_to_sampling, tier_for_power

# Escalate when the difficulty asks for a tier at least this far above the chosen one, or when the
# prompt is hard (>= ESCALATE_MIN_DIFFICULTY) and the chosen tier sits below what AUTO would pick.
ESCALATE_MIN_DIFFICULTY = 7


def tier_index(name: str) -> int:
    return TIER_NAMES.index(name)


def tier_for_difficulty(difficulty: int) -> Tier:
    return tier_for_power(difficulty_to_power(difficulty))


def escalation_for(tier: Tier, difficulty: int) -> dict[str, object] | None:
    """An escalation directive when a high difficulty meets a lower tier, else None."""
    wanted = tier_for_difficulty(difficulty)
    gap = tier_index(wanted.name) - tier_index(tier.name)
    if gap <= 0 or (difficulty < ESCALATE_MIN_DIFFICULTY and gap < 2):
        return None
    return {
        "recommended_tier": wanted.name,
        "recommended_power": difficulty_to_power(difficulty),
        "from_tier": tier.name,
        "difficulty": difficulty,
        "reason": (f"difficulty {difficulty}/10 usually needs {wanted.label}; {tier.label} was chosen, "
                   "so consider escalating if the answer falls short"),
    }


def _spec_for(tier: Tier, backend: str) -> SpecConfig:
    if backend == "local":
        s = tier.local.spec
        draft = tier.local.drafts[0] if (s.method == "draft_model" and tier.local.drafts) else None
    else:
        s = tier.spec
        draft = tier.draft_model if s.method == "draft_model" else None
    spec = SpecConfig(method=s.method, K=s.K, tau=s.tau,
                      adaptive=s.adaptive, vocab_topk=s.vocab_topk, draft_model=draft)
    return spec


def _apply_overrides(spec: SpecConfig, sampling: SamplingConfig, tier: Tier, backend: str,
                     request: GenerationRequest) -> None:
    if request.max_tokens is not None:
        sampling.max_tokens = int(request.max_tokens)
    if backend == "local":
        sampling.max_tokens = min(sampling.max_tokens, tier.local.max_tokens_cap)
    if request.temperature is not None:
        sampling.temperature = float(request.temperature)
    if request.top_p is not None:
        sampling.top_p = float(request.top_p)
    if request.seed is not None:
        sampling.seed = int(request.seed)
    if request.stop:
        sampling.stop = list(request.stop)
    if request.spec_method is not None:
        method = request.spec_method.strip().lower()
        if method in ("none", "off", ""):
            spec.method, spec.K, spec.draft_model = None, 0, None
        else:
            drafts = tier.local.drafts if backend == "local" else ((tier.draft_model,) if tier.draft_model else ())
            if method == "draft_model" and not drafts:
                pass  # this tier has no drafter: keep its own method (route_request traces the mismatch)
            else:
                spec.method = method
                spec.draft_model = (spec.draft_model or drafts[0]) if method == "draft_model" else None
                if spec.K <= 0:
                    spec.K = 4
    if request.K is not None and spec.method is not None:
        spec.K = int(request.K)
    if request.tau is not None:
        spec.tau = float(request.tau)
    if request.adaptive is not None:
        spec.adaptive = bool(request.adaptive)
    elif request.seed is not None and sampling.temperature > 0:
        # adaptive K follows measured timings, and another K draws the seeded generator another number of times:
        # a fixed K makes the same seed give the same sample under any load
        spec.adaptive = False
    if request.vocab_topk is not None:
        spec.vocab_topk = int(request.vocab_topk) if request.vocab_topk else None


def build_config(power: float, speed: float, difficulty: int, mode: str, *,
                 request: GenerationRequest | None = None, category: str = "chat",
                 router: str = "heuristic") -> InferenceConfig:
    """Map power/speed/difficulty to a full InferenceConfig using the tier registry."""
    tier = tier_for_power(power)
    backend = request.backend if request is not None else "local"
    spec = _spec_for(tier, backend)
    sampling = SamplingConfig(**speed_to_sampling(speed))
    if request is not None:
        _apply_overrides(spec, sampling, tier, backend, request)
    elif backend == "local":
        sampling.max_tokens = min(sampling.max_tokens, tier.local.max_tokens_cap)
    is_local = backend == "local"
    return InferenceConfig(
        tier=tier.name,
        power=float(power),
        speed=float(speed),
        mode=mode,
        gpu=tier.gpu,
        target_model=tier.local.targets[0] if is_local else tier.target_model,
        draft_model=spec.draft_model if spec.enabled else None,
        backend=backend,
        spec=spec,
        sampling=sampling,
        local_targets=tuple(tier.local.targets),
        local_drafts=tuple(tier.local.drafts),
        local_threads=tier.local.threads if is_local else None,
        difficulty=int(difficulty),
        category=category,
        escalation=escalation_for(tier, int(difficulty)),
        router=router,
        weights=tier.local.weights if is_local else "gpu",
        stand_in=stand_in_text(tier) if is_local else None,
        history=request.history if request is not None else None,
    )


def stand_in_text(tier: Tier) -> str:
    """What the local model stands in for: the page and the API say it rather than imply a GPU ran."""
    return (f"local stand-in for the {tier.label} GPU tier "
            f"({tier.target_model.split('/')[-1]} on {tier.gpu})")

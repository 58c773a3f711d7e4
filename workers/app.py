"""The Modal app "power-lever": one vLLM worker class per tier, generated from the tier registry.

Deploy: ``modal deploy -m workers.app`` (``DEMO_MODE=1`` keeps one container of each tier warm).
Each class (EcoWorker, BalancedWorker, PerformanceWorker, UltraWorker) differs only by its tier, so
they are built by ``_make_worker`` from ``powerlever.tiers.TIERS``; Modal imports classes by name
from this module's globals, so each is bound there under its registry ``worker_class`` name.
Weights come from the "power-lever-models" volume at /models (``modal run workers/seed_models.py``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import modal

from powerlever.tiers import TIERS, Tier
from workers.engine_args import (
    APP_NAME,
    MODELS_DIR,
    VLLM_VERSION,
    VOLUME_NAME,
    demo_mode_from_env,
    worker_options,
)

NVML_PACKAGE = "nvidia-ml-py==13.615.71"  # provides the `pynvml` module read by powerlever.impact.EnergyMeter

app = modal.App(APP_NAME)
volume = modal.Volume.from_name(VOLUME_NAME, create_if_missing=True)
image = (
    modal.Image.debian_slim(python_version="3.12")
    .uv_pip_install(f"vllm=={VLLM_VERSION}", NVML_PACKAGE)
    .env({
        "HF_HUB_OFFLINE": "1",  # weights come from the volume only: a missing model fails fast, visibly
        "TRANSFORMERS_OFFLINE": "1",
        "VLLM_NO_USAGE_STATS": "1",
    })
    .add_local_python_source("powerlever", "workers")  # tiers + events: no tier data duplicated
)
DEMO_MODE = demo_mode_from_env()


class WorkerBase:
    """Shared body of every tier's worker; subclasses set only ``TIER_NAME``."""

    TIER_NAME: str = ""

    @property
    def tier(self) -> Tier:
        from powerlever.tiers import get_tier

        return get_tier(self.TIER_NAME)

    @modal.enter()
    def start_engine(self) -> None:
        """Walk the tier's fallback chain once per container and remember what loaded."""
        from workers.runtime import start_engine

        self.served = 0
        self.load = start_engine(self.tier, MODELS_DIR)
        print(f"[{self.tier.worker_class}] engine: {self.load.summary()} after {self.load.load_s:.1f} s")

    @modal.method()
    async def generate_stream(self, payload: dict[str, Any]) -> AsyncIterator[dict[str, Any]]:
        """Stream event dicts for one request (trace, tokens, one metrics event)."""
        async for event in self._events(payload):
            yield event

    @modal.method()
    async def generate(self, payload: dict[str, Any]) -> dict[str, Any]:
        """The same request, collected: the full text and every event."""
        events = [ev async for ev in self._events(payload)]
        text = "".join(ev["data"].get("text", "") for ev in events if ev["type"] == "token")
        return {"text": text, "events": events}

    async def _events(self, payload: dict[str, Any]) -> AsyncIterator[dict[str, Any]]:
        from workers.runtime import stream_request

        served, self.served = self.served, self.served + 1
        async for event in stream_request(self.tier, self.load, payload, served):
            yield event

    @modal.method()
    def info(self) -> dict[str, Any]:
        """Which fallback step this container runs, and what failed before it."""
        return {"tier": self.TIER_NAME, "gpu": self.tier.gpu, "loaded": self.load.loaded,
                "attempts": self.load.attempts, "engine_load_s": self.load.load_s, "served": self.served}


def _make_worker(tier: Tier) -> Any:
    """A module-global Modal class for one tier: a subclass of WorkerBase named ``tier.worker_class``."""
    cls = type(tier.worker_class, (WorkerBase,), {
        "TIER_NAME": tier.name,
        "__module__": __name__,
        "__qualname__": tier.worker_class,
        "__doc__": f"{tier.label} tier on {tier.gpu}: {tier.description}",
    })
    opts = worker_options(tier, DEMO_MODE)
    WORKER_OPTIONS[tier.worker_class] = opts
    concurrent = modal.concurrent(max_inputs=int(tier.vllm_engine_args.get("max_num_seqs", 8)))
    return app.cls(image=image, volumes={MODELS_DIR: volume}, **opts)(concurrent(cls))


WORKER_OPTIONS: dict[str, dict[str, Any]] = {}  # what each class was declared with (read by tests and docs)
WORKERS: dict[str, Any] = {}
for _tier in TIERS:
    WORKERS[_tier.worker_class] = globals()[_tier.worker_class] = _make_worker(_tier)
del _tier

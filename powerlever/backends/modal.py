"""The Modal backend: a tier's vLLM worker class on Modal's GPUs (the app in workers/app.py).

It fails fast and says why, so the pipeline can fall back visibly: no credentials -> BackendError
before any network or even importing modal; an app or class that is not deployed, a lookup that
times out, a cold start that never produces an event, a gap mid-stream, a worker error -> BackendError
with the reason. Every await is bounded (env overrides below).
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import time
import tomllib
from collections.abc import AsyncIterator
from dataclasses import asdict
from pathlib import Path
from typing import Any

from powerlever import env
from powerlever.backends.base import BREAKER, BackendError
from powerlever.config import InferenceConfig
from powerlever.events import Event, trace_event
from powerlever.gpu_serving import APP_NAME, cold_start_estimate_s
from powerlever.tiers import Tier, UnknownTierError, get_tier

ENV_LOOKUP_TIMEOUT = "POWERLEVER_MODAL_LOOKUP_TIMEOUT"  # class lookup (default 10 s)
ENV_COLD_TIMEOUT = "POWERLEVER_MODAL_COLD_TIMEOUT"  # first event, i.e. container start (default: 2x estimate)
ENV_GAP_TIMEOUT = "POWERLEVER_MODAL_TIMEOUT"  # between two events once streaming (default 60 s)
ENV_ENVIRONMENT = "MODAL_ENVIRONMENT"


def _env_seconds(name: str, default: float) -> float:
    """A timeout variable, strictly: a malformed or non-finite value ("inf" removed the bound) is an
    ``env.SettingError`` naming the variable, not the default in silence."""
    return env.number(name, default, lo=0.1)


def modal_credentials(env: dict[str, str] | None = None, config_path: str | None = None) -> tuple[bool, str]:
    """Are Modal credentials configured? Reads only the environment and the local .modal.toml."""
    env = os.environ if env is None else env
    token_id, secret = env.get("MODAL_TOKEN_ID", "").strip(), env.get("MODAL_TOKEN_SECRET", "").strip()
    if token_id and secret:
        return True, "MODAL_TOKEN_ID and MODAL_TOKEN_SECRET are set"
    if token_id or secret:
        missing = "MODAL_TOKEN_SECRET" if token_id else "MODAL_TOKEN_ID"
        return False, f"incomplete Modal credentials: {missing} is not set"
    path = Path(config_path or env.get("MODAL_CONFIG_PATH") or Path.home() / ".modal.toml")
    if not path.is_file():
        return False, ("no Modal credentials: MODAL_TOKEN_ID/MODAL_TOKEN_SECRET are not set and "
                       f"{path} does not exist (run `modal token new` or set both variables)")
    try:
        profiles = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as exc:
        return False, f"cannot read Modal credentials from {path}: {exc}"
    name = env.get("MODAL_PROFILE") or next(
        (k for k, v in profiles.items() if isinstance(v, dict) and v.get("active")), "default")
    profile = profiles.get(name)
    if not isinstance(profile, dict) or not (profile.get("token_id") and profile.get("token_secret")):
        return False, f"no Modal token in profile {name!r} of {path} (run `modal token new`)"
    return True, f"Modal profile {name!r} from {path}"


def worker_payload(config: InferenceConfig, prompt: str) -> dict[str, Any]:
    """What crosses to the worker: plain data only."""
    return {"prompt": prompt, "tier": config.tier, "sampling": asdict(config.sampling), "spec": asdict(config.spec),
            "system": config.system_prompt,  # the safety instruction, a system turn in the worker's chat template
            "history": config.history}  # earlier chat turns, before the prompt


def _modal_error(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}".strip().rstrip(":")


class ModalBackend:
    """Streams a tier's ``generate_stream`` from the deployed "power-lever" app with ``remote_gen``."""

    name = "modal"

    def available(self) -> tuple[bool, str]:
        """Credentials and the ``modal`` package (looked up, not imported: the app starts without it); the page lists
        Modal only when both are there."""
        ok, why = modal_credentials()
        if not ok:
            return False, why
        if importlib.util.find_spec("modal") is None:
            return False, f"{why}, but the modal package is not installed (pip install modal)"
        return True, f"Modal app {APP_NAME!r} ({why}); deployment is checked per request"

    async def _lookup(self, tier: Tier) -> Any:
        """Hydrate the deployed class (one bounded round trip); BackendError if it is not there."""
        try:
            import modal
        except ImportError as exc:
            raise BackendError(f"the modal package is not installed: {exc}", where="modal.import") from exc
        timeout = _env_seconds(ENV_LOOKUP_TIMEOUT, 10.0)
        cls = modal.Cls.from_name(APP_NAME, tier.worker_class, environment_name=os.environ.get(ENV_ENVIRONMENT))
        try:
            await asyncio.wait_for(cls.hydrate.aio(), timeout=timeout)
        except TimeoutError:
            raise BackendError(f"Modal lookup of {APP_NAME}/{tier.worker_class} took over {timeout:.0f} s",
                               where="modal.lookup", unreachable=True) from None
        except modal.exception.NotFoundError as exc:
            raise BackendError(f"Modal app {APP_NAME!r} has no deployed class {tier.worker_class}: "
                               f"deploy it with `modal deploy -m workers.app` ({exc})", where="modal.lookup") from None
        except modal.exception.AuthError as exc:
            raise BackendError(f"Modal rejected the credentials: {exc}", where="modal.auth") from None
        except Exception as exc:  # connection refused, DNS, gRPC errors: all mean "Modal is unreachable"
            raise BackendError(f"Modal lookup failed: {_modal_error(exc)}", where="modal.lookup",
                               unreachable=True) from None
        return cls

    async def pool_status(self, tier_name: str) -> dict[str, Any]:
        """Deployed? How many containers are warm? What would a cold start cost? (bounded, never raises)"""
        t0 = time.perf_counter()
        tier = get_tier(tier_name)
        status: dict[str, Any] = {"tier": tier.name, "worker_class": tier.worker_class, "gpu": tier.gpu,
                                  "deployed": False, "warm_containers": None, "backlog": None,
                                  "cold_start_estimate_s": cold_start_estimate_s(tier)}
        ok, why = modal_credentials()
        if not ok:
            return {**status, "why": why, "duration_ms": (time.perf_counter() - t0) * 1000}
        try:
            cls = await self._lookup(tier)
            status["deployed"] = True
            stats = await asyncio.wait_for(cls().generate_stream.get_current_stats.aio(), timeout=5.0)
            status["warm_containers"] = int(stats.num_total_runners)
            status["backlog"] = int(stats.backlog)
            status["why"] = "warm" if stats.num_total_runners else "deployed, no warm container (cold start)"
        except BackendError as exc:
            status["why"] = str(exc)
        except Exception as exc:
            status["why"] = f"deployed; container stats unavailable ({_modal_error(exc)})"
        status["duration_ms"] = (time.perf_counter() - t0) * 1000
        return status

    async def stream(self, config: InferenceConfig, prompt: str, cancel: asyncio.Event) -> AsyncIterator[Event]:
        """The worker's stream behind the circuit breaker (keyed by Modal server, environment and tier, as a
        cold start that never answers is one class's problem): after the endpoint proved unreachable,
        requests fail fast for the cool-down instead of each waiting out the lookup timeout."""
        server = os.environ.get("MODAL_SERVER_URL") or "api.modal.com"
        key = f"modal:{server}:{os.environ.get(ENV_ENVIRONMENT) or 'default'}:{getattr(config, 'tier', None)}"
        async for ev in BREAKER.guard(key, "modal.circuit", self._stream(config, prompt, cancel)):
            yield ev

    async def _stream(self, config: InferenceConfig, prompt: str, cancel: asyncio.Event) -> AsyncIterator[Event]:
        t0 = time.perf_counter()
        ok, why = modal_credentials()
        if not ok:
            raise BackendError(f"Modal unavailable: {why}", where="modal.credentials")
        try:
            tier = get_tier(config.tier)
        except UnknownTierError as exc:
            raise BackendError(str(exc), where="modal.config", recoverable=False) from exc

        cls = await self._lookup(tier)
        estimate = cold_start_estimate_s(tier)
        yield trace_event("modal.lookup", {"app": APP_NAME, "class": tier.worker_class, "gpu": tier.gpu,
                                           "credentials": why, "cold_start_estimate_s": estimate},
                          (time.perf_counter() - t0) * 1000)

        first_timeout = _env_seconds(ENV_COLD_TIMEOUT, max(60.0, 2 * (estimate or 150.0)))
        gap_timeout = _env_seconds(ENV_GAP_TIMEOUT, 60.0)
        gen = cls().generate_stream.remote_gen.aio(worker_payload(config, prompt))
        async for event in relay_worker_events(gen, tier.worker_class, first_timeout, gap_timeout, cancel):
            yield event


async def relay_worker_events(gen: Any, worker_class: str, first_timeout: float, gap_timeout: float,
                              cancel: asyncio.Event) -> AsyncIterator[Event]:
    """Turn a worker's stream of event dicts into events, bounding every wait and turning the worker's
    error event, a stall, a transport failure or a stream without metrics into BackendError."""
    t_call = time.perf_counter()
    tokens = 0
    metrics_seen = False
    try:
        while not cancel.is_set():
            wait = first_timeout if tokens == 0 and not metrics_seen else gap_timeout
            try:
                raw = await asyncio.wait_for(gen.__anext__(), timeout=wait)
            except StopAsyncIteration:
                break
            except TimeoutError:
                phase = "the first event (container start / cold start)" if tokens == 0 else "the next token"
                env = ENV_COLD_TIMEOUT if tokens == 0 else ENV_GAP_TIMEOUT
                raise BackendError(f"{worker_class}: waited {wait:.0f} s for {phase} ({env})",
                                   where="modal.timeout", partial=tokens > 0, unreachable=tokens == 0) from None
            except Exception as exc:
                raise BackendError(f"{worker_class} failed {'mid-stream' if tokens else 'before streaming'}"
                                   f": {_modal_error(exc)}", where="modal.stream", partial=tokens > 0,
                                   unreachable=tokens == 0) from None
            try:
                event = Event.from_dict(raw)
            except (ValueError, TypeError) as exc:
                raise BackendError(f"{worker_class} sent a malformed event: {exc}", where="modal.stream",
                                   partial=tokens > 0) from None
            if event.type == "error":
                raise BackendError(str(event.data.get("message")), where=event.data.get("where", "modal.worker"),
                                   recoverable=bool(event.data.get("recoverable", True)), partial=tokens > 0)
            if event.type == "token":
                tokens += 1
            elif event.type == "metrics":
                metrics_seen = True
                event = Event("metrics", {**event.data, "modal_call_ms": (time.perf_counter() - t_call) * 1000})
            yield event
    finally:
        try:
            await asyncio.wait_for(gen.aclose(), timeout=5.0)
        except Exception:
            pass
    if not metrics_seen and not cancel.is_set():
        raise BackendError(f"{worker_class}: the stream ended after {tokens} tokens without metrics",
                           where="modal.stream", partial=tokens > 0)

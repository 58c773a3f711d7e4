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
                           spec=SpecConfig(method="draft_model", K=5),
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
    assert payload["system"] is None
    cfg = _config()
    cfg.system_prompt = "Call 911 first."  # the safety instruction travels to the GPU worker (it was dropped)
    assert worker_payload(cfg, "Say hi.")["system"] == "Call 911 first."


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


# ---- relaying a worker's event stream (the transport is a plain async generator here) -------------

async def _relay(gen, first=1.0, gap=1.0, cancel=None):
    from powerlever.backends.modal import relay_worker_events

    return [ev async for ev in relay_worker_events(gen, "EcoWorker", first, gap, cancel or asyncio.Event())]


async def test_relay_turns_the_real_worker_load_failure_into_a_recoverable_error():
    from powerlever.tiers import get_tier
    from workers.runtime import LoadResult, stream_request

    load = LoadResult(None, None, [{"index": 0, "note": "target + 135M draft", "error": "CUDA out of memory"},
                                   {"index": 1, "note": "target only", "error": "weights missing"}])
    gen = stream_request(get_tier("eco"), load, {"prompt": "hi", "sampling": {}}, served=0)
    seen = []
    with pytest.raises(BackendError) as err:
        async for ev in (await _relay_iter(gen)):
            seen.append(ev)
    assert [e.data["step"] for e in seen] == ["modal.worker"] and seen[0].data["result"]["cold_container"]
    assert err.value.where == "modal.worker" and err.value.recoverable and not err.value.partial
    assert "CUDA out of memory" in str(err.value) and "weights missing" in str(err.value)


async def _relay_iter(gen):
    from powerlever.backends.modal import relay_worker_events

    return relay_worker_events(gen, "EcoWorker", 1.0, 1.0, asyncio.Event())


async def test_relay_passes_events_and_stamps_the_call_time():
    from powerlever.events import metrics_event, token_event, trace_event

    async def worker():
        yield trace_event("modal.worker", {"loaded": {"index": 0}}, 0.0).to_dict()
        yield token_event("Hi", 42, -0.1, None).to_dict()
        yield metrics_event({"tokens": 1, "backend": "modal"}).to_dict()

    events = await _relay(worker())
    assert [e.type for e in events] == ["trace", "token", "metrics"]
    assert events[1].data["spec"] is None and events[2].data["modal_call_ms"] >= 0


async def test_relay_bounds_a_cold_start_and_a_stall():
    async def never_starts():
        await asyncio.sleep(30)
        yield {}

    t0 = time.perf_counter()
    with pytest.raises(BackendError) as err:
        await _relay(never_starts(), first=0.3)
    assert time.perf_counter() - t0 < 2 and err.value.where == "modal.timeout"
    assert "cold start" in str(err.value) and not err.value.partial

    async def stalls():
        yield {"type": "token", "data": {"text": "a", "token_id": 1, "logprob": None, "spec": None}}
        await asyncio.sleep(30)
        yield {}

    with pytest.raises(BackendError) as err:
        await _relay(stalls(), gap=0.3)
    assert err.value.where == "modal.timeout" and err.value.partial


async def test_relay_reports_transport_failures_and_missing_metrics():
    async def drops():
        yield {"type": "token", "data": {"text": "a", "token_id": 1, "logprob": None, "spec": None}}
        raise ConnectionError("stream reset by peer")

    with pytest.raises(BackendError) as err:
        await _relay(drops())
    assert err.value.where == "modal.stream" and err.value.partial and "mid-stream" in str(err.value)

    async def no_metrics():
        yield {"type": "token", "data": {"text": "a", "token_id": 1, "logprob": None, "spec": None}}

    with pytest.raises(BackendError) as err:
        await _relay(no_metrics())
    assert "without metrics" in str(err.value)

    async def garbage():
        yield {"type": "bogus"}

    with pytest.raises(BackendError) as err:
        await _relay(garbage())
    assert "malformed event" in str(err.value)


# ---- the real modal client against a stand-in control plane on 127.0.0.1 (Modal's gRPC protocol) --

@pytest.fixture
def fake_modal(monkeypatch):
    """Start a FakeModalServer and point the modal client at it with throwaway credentials."""
    from fake_modal_server import FakeModalServer
    from modal.client import _Client

    servers = []

    def start(handlers):
        server = FakeModalServer(handlers).__enter__()
        servers.append(server)
        monkeypatch.setenv("MODAL_TOKEN_ID", "ak-test")
        monkeypatch.setenv("MODAL_TOKEN_SECRET", "as-test")
        monkeypatch.setenv("MODAL_SERVER_URL", server.url)
        monkeypatch.setenv("POWERLEVER_MODAL_LOOKUP_TIMEOUT", "5")
        _Client._client_from_env = None  # the client is a per-process singleton: connect to this server
        return server

    yield start
    _Client._client_from_env = None
    for server in servers:
        server.__exit__(None, None, None)


async def test_app_not_deployed_is_a_fast_clear_error(fake_modal):
    from grpclib import GRPCError, Status

    async def class_get(req):
        raise GRPCError(Status.NOT_FOUND, f"App '{req.app_name}' not found in environment 'main'")

    server = fake_modal({"ClassGet": class_get})
    t0 = time.perf_counter()
    with pytest.raises(BackendError) as err:
        await _drain(ModalBackend(), _config("balanced"))
    assert time.perf_counter() - t0 < 3
    assert err.value.where == "modal.lookup" and err.value.recoverable and not err.value.partial
    assert "no deployed class BalancedWorker" in str(err.value) and "modal deploy -m workers.app" in str(err.value)
    (name, request), = [c for c in server.calls if c[0] == "ClassGet"]
    assert request.app_name == "power-lever" and request.object_tag == "BalancedWorker"


async def test_rejected_credentials_are_reported(fake_modal):
    from grpclib import GRPCError, Status

    async def class_get(req):
        raise GRPCError(Status.UNAUTHENTICATED, "Token ID is malformed")

    fake_modal({"ClassGet": class_get})
    with pytest.raises(BackendError) as err:
        await _drain(ModalBackend(), _config())
    assert err.value.where == "modal.auth" and "Token ID is malformed" in str(err.value)


def _worker_events(n_tokens: int = 2) -> list[dict]:
    from powerlever.events import metrics_event, token_event, trace_event

    return ([trace_event("modal.worker", {"loaded": {"index": 0, "note": "target + 135M draft"}}, 0.0).to_dict()]
            + [token_event(t, 10 + i, -0.5, None).to_dict() for i, t in enumerate(["Hi", "!", " :)"][:n_tokens])]
            + [metrics_event({"tokens": n_tokens, "backend": "modal", "hardware": "T4",
                              "spec": {"drafted": 10, "accepted": 7}}).to_dict()])


async def test_streams_a_deployed_worker_through_remote_gen(fake_modal):
    from fake_modal_server import call_payload, deployed_worker

    server = fake_modal(deployed_worker("EcoWorker", _worker_events()))
    events = await _drain(ModalBackend(), _config())
    assert [e.type for e in events] == ["trace", "trace", "token", "token", "metrics"]
    assert events[0].data["step"] == "modal.lookup" and events[1].data["step"] == "modal.worker"
    assert "".join(e.data["text"] for e in events if e.type == "token") == "Hi!"
    assert events[-1].data["spec"] == {"drafted": 10, "accepted": 7} and events[-1].data["modal_call_ms"] >= 0
    method, payload = call_payload(server)
    assert method == "generate_stream"
    assert payload == worker_payload(_config(), "Say hi.")


async def test_the_real_worker_error_path_crosses_modal_and_falls_back(fake_modal):
    """The worker's own stream (no fallback step could start vLLM) travels through Modal's protocol."""
    from fake_modal_server import deployed_worker

    from powerlever.tiers import get_tier
    from workers.runtime import LoadResult, stream_request

    load = LoadResult(None, None, [{"index": 0, "note": "target + 135M draft", "error": "CUDA out of memory"}])
    events = [ev async for ev in stream_request(get_tier("eco"), load, {"prompt": "hi"}, served=0)]
    fake_modal(deployed_worker("EcoWorker", events))
    with pytest.raises(BackendError) as err:
        await _drain(ModalBackend(), _config())
    assert err.value.where == "modal.worker" and err.value.recoverable and not err.value.partial
    assert "no fallback step could start vLLM" in str(err.value) and "CUDA out of memory" in str(err.value)


async def test_a_worker_crash_mid_stream_is_partial(fake_modal):
    from fake_modal_server import deployed_worker

    fake_modal(deployed_worker("EcoWorker", _worker_events(3), fail_after=3))
    seen = []
    with pytest.raises(BackendError) as err:
        async for ev in ModalBackend().stream(_config(), "Say hi.", asyncio.Event()):
            seen.append(ev)
    assert [e.type for e in seen].count("token") == 2
    assert err.value.where == "modal.stream" and err.value.partial and "illegal memory access" in str(err.value)


async def test_a_cold_start_that_never_answers_is_bounded(fake_modal, monkeypatch):
    from fake_modal_server import deployed_worker

    fake_modal(deployed_worker("EcoWorker", _worker_events(), stall=True))
    monkeypatch.setenv("POWERLEVER_MODAL_COLD_TIMEOUT", "1")
    t0 = time.perf_counter()
    with pytest.raises(BackendError) as err:
        await _drain(ModalBackend(), _config())
    assert time.perf_counter() - t0 < 4
    assert err.value.where == "modal.timeout" and "cold start" in str(err.value)


async def test_pool_status_reads_warm_containers(fake_modal):
    from fake_modal_server import deployed_worker

    fake_modal(deployed_worker("BalancedWorker", _worker_events(), warm=2, backlog=1))
    status = await ModalBackend().pool_status("balanced")
    assert status["deployed"] is True and status["warm_containers"] == 2 and status["backlog"] == 1
    assert status["why"] == "warm"
    status = await ModalBackend().pool_status("eco")  # EcoWorker is not deployed on this server
    assert status["deployed"] is False and "no deployed class EcoWorker" in status["why"]


async def test_pipeline_runs_on_modal_when_it_is_deployed(fake_modal):
    from fake_modal_server import deployed_worker

    from powerlever.pipeline import collect

    fake_modal(deployed_worker("EcoWorker", _worker_events()))
    events = await collect(GenerationRequest(prompt="Say hi.", tier="eco", auto=False, backend="modal",
                                             max_tokens=8, router="heuristic"))
    types = [e.type for e in events]
    assert "error" not in types and types[-1] == "done"
    assert not any(e.type == "trace" and e.data["step"] == "fallback" for e in events)
    metrics = next(e for e in events if e.type == "metrics").data
    assert metrics["backend"] == "modal" and metrics["tokens"] == 2


def test_deploy_status_reports_each_tier(fake_modal, capsys):
    import json

    from fake_modal_server import deployed_worker

    from workers import deploy

    fake_modal(deployed_worker("EcoWorker", _worker_events(), warm=0))
    assert deploy.main(["--status", "--json"]) == 1  # only Eco is deployed on this server
    rows = {r["worker_class"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows["EcoWorker"]["deployed"] and rows["EcoWorker"]["warm_containers"] == 0
    assert "cold start" in rows["EcoWorker"]["why"]
    assert not rows["UltraWorker"]["deployed"] and "no deployed class UltraWorker" in rows["UltraWorker"]["why"]


@pytest.mark.parametrize("raw", ["soon", "inf", "nan", "0"])
def test_a_bad_timeout_variable_is_named_not_replaced_by_the_default(monkeypatch, raw):
    """A malformed POWERLEVER_MODAL_*_TIMEOUT became the default in silence, and "inf" removed the bound."""
    from powerlever import env
    from powerlever.backends import modal as modal_backend

    monkeypatch.setenv("POWERLEVER_MODAL_LOOKUP_TIMEOUT", raw)
    with pytest.raises(env.SettingError, match="POWERLEVER_MODAL_LOOKUP_TIMEOUT"):
        modal_backend._env_seconds("POWERLEVER_MODAL_LOOKUP_TIMEOUT", 10.0)
    monkeypatch.setenv("POWERLEVER_MODAL_LOOKUP_TIMEOUT", "2.5")
    assert modal_backend._env_seconds("POWERLEVER_MODAL_LOOKUP_TIMEOUT", 10.0) == 2.5


def test_available_needs_the_modal_package_too(monkeypatch):
    """With credentials but no ``modal`` package the page offered Modal and every request fell back (a QA pass)."""
    import importlib.util

    monkeypatch.setenv("MODAL_TOKEN_ID", "ak-test")
    monkeypatch.setenv("MODAL_TOKEN_SECRET", "as-test")
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "modal" else real(name, *a))
    ok, why = ModalBackend().available()
    assert not ok and "modal package is not installed" in why

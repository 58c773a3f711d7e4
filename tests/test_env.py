"""POWERLEVER_* settings: a malformed value is named, never a traceback (powerlever/env.py)."""

from __future__ import annotations

import logging

import pytest

from powerlever import env, pipeline
from powerlever.config import GenerationRequest


def test_numbers_and_choices_are_parsed_or_refused_by_name(monkeypatch, caplog) -> None:
    monkeypatch.setenv("POWERLEVER_X", " 12 ")
    assert env.number("POWERLEVER_X", 3, lo=1, integer=True) == 12
    for raw, message in (("abc", "POWERLEVER_X='abc' is not an integer"), ("0", "must be a finite number at least 1"),
                         ("2.5", "is not an integer")):
        monkeypatch.setenv("POWERLEVER_X", raw)
        with pytest.raises(env.SettingError, match=message):
            env.number("POWERLEVER_X", 3, lo=1, integer=True)
    monkeypatch.setenv("POWERLEVER_X", "inf")
    with pytest.raises(env.SettingError, match="finite"):
        env.number("POWERLEVER_X", 1.0)
    with caplog.at_level(logging.WARNING):  # read at import: a warning naming it, and the default
        assert env.number("POWERLEVER_X", 1.0, strict=False) == 1.0
    assert "POWERLEVER_X='inf'" in caplog.text and "using the default 1.0" in caplog.text
    monkeypatch.setenv("POWERLEVER_X", "")
    assert env.number("POWERLEVER_X", 7) == 7 and env.choice("POWERLEVER_X", "local", ("local", "none")) == "local"
    monkeypatch.setenv("POWERLEVER_X", "NONE")
    assert env.choice("POWERLEVER_X", "local", ("local", "none")) == "none"
    monkeypatch.setenv("POWERLEVER_X", "maybe")
    with pytest.raises(env.SettingError, match="must be one of local, none"):
        env.choice("POWERLEVER_X", "local", ("local", "none"))


def test_a_bad_import_time_setting_does_not_break_the_cli(cli, monkeypatch) -> None:
    """POWERLEVER_PORT=abc failed every command, --help included, with a traceback."""
    import importlib

    from powerlever.cli import serve

    monkeypatch.setenv("POWERLEVER_PORT", "abc")
    out = cli("tiers")
    assert out.returncode == 0 and "Eco" in out.stdout
    out = cli("serve", "--port", "99999")
    assert out.returncode == 2 and "must be a port number 1-65535, got 99999" in out.stderr
    importlib.reload(serve)


def test_serve_on_a_port_in_use_says_so_before_its_banner(cli) -> None:
    """It printed "Power Lever API on http://..." and then uvicorn's bind error, exit 3 (a QA pass)."""
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        out = cli("serve", "--no-warmup", "--port", str(port))
    assert out.returncode == 2 and out.stderr.startswith(f"error: cannot listen on 127.0.0.1:{port}: ")
    assert "Power Lever API on" not in out.stdout


def test_no_warmup_reports_disabled_with_its_reason(monkeypatch) -> None:
    """``serve --no-warmup`` left /health at "idle", a status the docs do not list: a probe waiting for ready or
    disabled waited forever."""
    from powerlever.ui import warmup

    monkeypatch.setattr(warmup, "STATE", warmup.WarmState())
    state = warmup.start(skip="warm-up skipped (serve --no-warmup): the model loads on the first request")
    assert state.status == "disabled" and "--no-warmup" in state.message
    assert warmup.start().status == "disabled"  # and nothing starts loading after it


async def test_a_bad_request_time_setting_is_an_error_event_naming_it(monkeypatch) -> None:
    monkeypatch.setenv("POWERLEVER_FALLBACK", "maybe")
    monkeypatch.delenv("MODAL_TOKEN_ID", raising=False)
    events = await pipeline.collect(GenerationRequest("hi", tier="eco", backend="modal", max_tokens=2))
    errors = [e.data for e in events if e.type == "error"]
    assert errors[-1]["where"] == "settings" and "POWERLEVER_FALLBACK='maybe' must be one of local, none" in \
        errors[-1]["message"] and events[-1].type == "done"


async def test_an_unknown_engine_dtype_is_named(monkeypatch) -> None:
    monkeypatch.setenv("POWERLEVER_ENGINE_DTYPE", "int3")
    events = await pipeline.collect(GenerationRequest("hi", tier="eco", max_tokens=2, escalate=False))
    err = next(e.data for e in events if e.type == "error")
    assert err["where"] == "settings" and "POWERLEVER_ENGINE_DTYPE='int3'" in err["message"]
    assert "int4-a16" in err["message"]  # the formats it can take


@pytest.mark.parametrize("name, raw, reader", [
    ("POWERLEVER_ROUTER", "gpt", "router"),  # silently became knn
    ("POWERLEVER_CALIBRATED", "maybe", "calibrated"),  # silently meant on
    ("POWERLEVER_THREADS", "abc", "threads"),  # silently every core
    ("POWERLEVER_BREAKER_COOLDOWN", "-5", "breaker"),  # silently 0: the breaker off
])
def test_settings_that_fell_back_silently_are_refused_by_name(monkeypatch, name, raw, reader) -> None:
    from powerlever.backends.base import BREAKER
    from powerlever.backends.local import ThreadShare
    from powerlever.routing.router import calibrated_by_default, default_router

    read = {"router": default_router, "calibrated": calibrated_by_default, "threads": ThreadShare.cores,
            "breaker": BREAKER.cooldown_s}[reader]
    monkeypatch.setenv(name, raw)
    with pytest.raises(env.SettingError, match=f"{name}='{raw}'"):
        read()


def test_switches_take_every_on_off_spelling_and_name_a_typo(monkeypatch, caplog) -> None:
    """Each switch was parsed by hand: POWERLEVER_WARMUP=off kept the warm-up on, POWERLEVER_LEAN=no kept the
    lean runner; now one parser for all of them."""
    from powerlever.backends.host_load import describes_our_cores
    from powerlever.engine import cpu_kernels
    from powerlever.ui import warmup

    for raw, want in (("off", False), ("No", False), ("0", False), ("FALSE", False), ("on", True), ("yes", True),
                      ("1", True), ("", True)):
        monkeypatch.setenv("POWERLEVER_WARMUP", raw)
        monkeypatch.setenv("POWERLEVER_NATIVE_STEP", raw)
        assert warmup.enabled() is want and cpu_kernels.native_step_wanted() is want
    monkeypatch.setenv("POWERLEVER_LOAD_AWARE", "off")
    assert describes_our_cores()[0] is False
    monkeypatch.setenv("POWERLEVER_WARMUP", "nope")
    with caplog.at_level(logging.WARNING):
        assert warmup.enabled() is True  # the default, with a warning that names the setting
    assert "POWERLEVER_WARMUP='nope' must be one of 1, true, yes, on, 0, false, no, off" in caplog.text
    with pytest.raises(env.SettingError, match="POWERLEVER_X='nope'"):
        monkeypatch.setenv("POWERLEVER_X", "nope")
        env.switch("POWERLEVER_X", False, strict=True)


@pytest.mark.parametrize("name, raw", [
    ("POWERLEVER_FALLBACK", "bogus"),  # read only when a remote backend failed
    ("POWERLEVER_CALIBRATED", "maybe"),  # read only in AUTO
    ("POWERLEVER_ROUTER", "foo"),  # in AUTO the router fallback swallowed it and answered anyway
])
async def test_a_malformed_request_setting_fails_every_request_up_front(monkeypatch, name, raw) -> None:
    monkeypatch.setenv(name, raw)
    for request in (GenerationRequest("hi", tier="eco", max_tokens=2, escalate=False),
                    GenerationRequest("hi", auto=True, max_tokens=2, escalate=False)):
        events = await pipeline.collect(request)
        errors = [e.data for e in events if e.type == "error"]
        assert [e.type for e in events] == ["error", "done"]  # nothing ran, nothing routed
        assert errors[0]["where"] == "settings" and f"{name}='{raw}'" in errors[0]["message"]

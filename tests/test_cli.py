"""The CLI: JSON out, clear errors with exit code 2. One test runs it as a user does (a subprocess);
the others run ``main()`` in-process (the ``cli`` fixture), where a new interpreter adds only start-up time."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys

import pytest

ENV = {**os.environ, "HF_HUB_OFFLINE": "1"}


def _cli(*args: str, timeout: int = 240) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "powerlever", *args], capture_output=True, text=True,
                          timeout=timeout, env=ENV)


def test_tiers_json_is_the_registry(cli):
    out = cli("tiers", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert [t["name"] for t in data["tiers"]] == ["eco", "balanced", "performance", "ultra"]
    assert data["auto_difficulty_to_power"]["10"] == 100
    assert [t["local"]["threads"] for t in data["tiers"]] == [1, 1, None, None]  # Eco and Balanced decode on one thread
    text = cli("tiers").stdout
    assert "(weights auto, decode on 1 CPU thread)" in text and "(weights fp16)" in text
    # a boundary belongs to the tier above (power 25 runs Balanced): the ranges say so instead of overlapping
    assert " 0-<25 " in text and "25-<50 " in text and "75-100 " in text


def test_route_json_has_the_decision_and_trace(cli):
    out = cli("route", "--json", "--router", "heuristic", "Prove that there are infinitely many primes.")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    for key in ("tier", "power", "difficulty", "category", "trace"):
        assert key in data
    assert data["category"] == "math" and data["trace"]
    both = _cli("route", "--power", "90", "--tier", "eco", "hi")  # one was dropped without a word (exit 0)
    assert both.returncode == 2 and "not allowed with argument" in both.stderr, both
    timeout = cli("route", "--timeout", "-1", "--router", "claude", "hi")  # was accepted without a word
    assert timeout.returncode == 2 and "--timeout: must be seconds between 0.1 and 600" in timeout.stderr


def test_a_reader_that_leaves_early_gets_no_traceback():
    """``... | head``: the CLI stops quietly (exit 141, as for SIGPIPE), not with a BrokenPipeError traceback."""
    proc = subprocess.Popen([sys.executable, "-m", "powerlever", "route", "--json", "--router", "heuristic", "hi"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
    proc.stdout.close()  # the reader is gone before the first write
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 141 and "Traceback" not in err and "BrokenPipeError" not in err, err


def test_generate_json_streams_one_event_per_line(cli, smol):
    out = cli("generate", "--json", "--tier", "eco", "--max-tokens", "8", "What is the capital of France?")
    assert out.returncode == 0, out.stderr
    events = [json.loads(line) for line in out.stdout.splitlines()]
    types = [e["type"] for e in events]
    assert types[0] == "config" and types[-2:] == ["metrics", "done"] and "token" in types
    assert all(set(e) == {"type", "data"} for e in events)


def test_generate_bad_input_exits_2_with_a_message():
    """As a user runs it: a real process, its exit code and its streams."""
    out = _cli("generate", "--json", "--power", "140", "hello")
    assert out.returncode == 2
    assert "between 0 and 100" in out.stdout
    assert "Traceback" not in out.stderr
    plain = _cli("generate", "--power", "140", "hello")  # text mode: the error on stderr, no stray blank line out
    assert plain.returncode == 2 and plain.stdout == "" and "power must be between 0 and 100" in plain.stderr, plain
    # text mode names the flag the user typed, on the first line (the JSON events keep the field names)
    assert plain.stderr.startswith("error (request): --power must be between 0 and 100"), plain.stderr


def test_generate_refuses_counts_that_are_not_integers_and_undecodable_prompts(cli):
    """--max-tokens inf or nan used to end in a traceback and 2.7 was cut to 2; a prompt holding a byte the
    terminal could not decode (an unpaired surrogate in argv) reached the tokenizer and failed there."""
    for value in ("inf", "nan", "2.7"):
        out = cli("generate", "--json", "--tier", "eco", "--max-tokens", value, "hello")
        assert out.returncode == 2 and "max_tokens must be an integer" in out.stdout, (value, out)
        assert "Traceback" not in out.stderr
    out = cli("generate", "--json", "--tier", "eco", "--max-tokens", "2", "hello \udcff")
    assert out.returncode == 2 and "not valid Unicode" in out.stdout and '"field": "prompt"' in out.stdout


def test_text_mode_says_when_max_tokens_was_clamped(cli, smol):
    """The README promises a trace step for a clamped max_tokens; text mode printed only a fixed few steps."""
    out = cli("generate", "--tier", "eco", "--max-tokens", "999999", "--temperature", "0", "Say hi.")
    assert out.returncode == 0 and '[trace] clamp_max_tokens: {"asked": 999999' in out.stderr, out.stderr


def test_an_unknown_flag_shows_the_commands_own_usage():
    out = _cli("tiers", "--bogus")
    assert out.returncode == 2 and out.stderr.startswith("usage: python -m powerlever tiers"), out.stderr
    assert "unrecognized arguments: --bogus" in out.stderr


def test_generate_exits_2_when_the_backend_dies_mid_stream(cli, monkeypatch):
    """The tokens already streamed stay on stdout, the error is said, and the exit code is 2 (it was 0)."""
    from powerlever import pipeline
    from tests.test_pipeline import _DiesMidStream

    monkeypatch.setattr(pipeline, "get_backend", lambda name: _DiesMidStream())
    out = cli("generate", "--tier", "eco", "--max-tokens", "4", "hello")
    assert out.returncode == 2 and out.stdout and "connection reset" in out.stderr, out


def test_bench_arguments_that_would_overwrite_committed_results_are_refused(cli, tmp_path):
    """bench quality --limit 0 meant "no limit" and ran the whole set into docs/results/quality.json; bench
    spec --configs with a typo wrote an empty result over docs/results/spec.json."""
    for value in ("0", "-1", "x"):
        out = cli("bench", "quality", "--limit", value)
        assert out.returncode == 2 and "--limit: must be a positive integer" in out.stderr, (value, out)
    out = cli("bench", "spec", "--configs", "plain_int4,bogus", "--out", str(tmp_path))
    assert out.returncode == 2 and "unknown configuration(s) bogus" in out.stderr and "plain_mixed_a16" in out.stderr
    out = cli("bench", "spec", "--configs", "plain_int4")  # a subset into the committed file
    assert out.returncode == 2 and "--configs make a partial run" in out.stderr and "--tag" in out.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("args, needle", [
    # found by an exploratory QA pass: each wrote a partial result over a committed file, or started a full run
    (("bench", "router", "--routers", "heuristic", "--no-plot"), "--routers make a partial run"),
    (("bench", "router", "--split", "fresh"), "--split make a partial run"),
    (("bench", "quality", "--tiers", "eco", "--max-tokens", "2"), "--tiers make a partial run"),
    (("bench", "quality", "--limit", "1", "--out", "docs/results/quality.json"), "--limit make a partial run"),
    (("bench", "escalate", "--limit", "1", "--tiers", "eco,ultra"), "--limit, --tiers make a partial run"),
    # a docs-vs-behaviour QA pass (2026-11-29): fewer held-out items, policies or prompts than the committed runs
    (("bench", "escalate", "--heldout", "3"), "--heldout make a partial run"),
    (("bench", "escalate", "--cascade", ""), "--cascade make a partial run"),
    (("bench", "spec", "--per-task", "1"), "--per-task make a partial run"),
    (("bench", "topk", "--prompts", "1"), "--prompts make a partial run"),
    (("bench", "topk", "--ks", "500", "--quick", "--no-e2e"), "--ks, --no-e2e make a partial run"),
    (("bench", "router", "--safety-parts", "heldout"), "--safety-parts needs --safety"),
    (("bench", "ladder", "--out", "/proc/nope/ladder.json"), "--out /proc/nope/ladder.json: cannot write in /proc/nope"),
    # a folder where one JSON file goes: IsADirectoryError after the whole run (2026-11-28)
    (("bench", "ladder", "--out", "/tmp"), "--out /tmp is a folder; bench ladder writes one JSON file there"),
    (("bench", "quality", "--out", "/tmp"), "--out /tmp is a folder; bench quality writes one JSON file there"),
    # bad values refused by argparse, naming the flag (they were tracebacks or ran)
    (("bench", "topk", "--exit-frac", "5", "--out", "/tmp"), "--exit-frac: must be a fraction in (0, 1]"),
    (("bench", "topk", "--spec-k", "0", "--out", "/tmp"), "--spec-k: must be an integer 1-16"),
    (("bench", "topk", "--prompts", "0", "--out", "/tmp"), "--prompts: must be a positive integer"),
    (("bench", "ui", "--power", "500", "--out", "/tmp/ui.json"), "--power: must be an integer 0-100"),
    (("bench", "ui", "--port", "-1", "--out", "/tmp/ui.json"), "--port: must be a port 1-65535, or 0"),
    (("bench", "synthetic", "--drafts", "nope", "--out", "/tmp"), "--drafts: nope not in 135m"),
    (("bench", "synthetic", "--tokens", "-1", "--out", "/tmp"), "--tokens: must be a positive integer"),
    (("bench", "synthetic", "--device", "tpu", "--out", "/tmp"), "--device: tpu not in cpu, cuda"),
    (("bench", "synthetic", "--target", "70b", "--out", "/tmp"), "--target: 70b not in 1b, 8b"),
    (("bench", "synthetic", "--weights", "int3", "--out", "/tmp"), "--weights: int3 not in auto"),
    (("bench", "synthetic", "--target", "1b,8b", "--out", "/tmp"), "--target: one value, one of 1b, 8b"),
    (("bench", "escalate", "--router", "nope", "--out", "/tmp/e.json"), "invalid choice: 'nope'"),
    (("bench", "escalate", "--quality", "/nonexistent.json", "--out", "/tmp/e.json"), "no such file"),
    (("bench", "quality", "--item-timeout", "-1", "--out", "/tmp/q.json"), "--item-timeout: must be seconds above 0"),
])
def test_partial_or_malformed_bench_runs_are_refused_before_anything_loads(cli, args, needle):
    import hashlib

    from powerlever.bench.guard import RESULTS

    before = {f.name: hashlib.sha256(f.read_bytes()).hexdigest() for f in RESULTS.iterdir() if f.is_file()}
    out = cli(*args)
    assert out.returncode == 2 and needle in out.stderr and "Traceback" not in out.stderr, out
    after = {f.name: hashlib.sha256(f.read_bytes()).hexdigest() for f in RESULTS.iterdir() if f.is_file()}
    assert after == before


def test_bench_and_impact_failures_are_one_line_errors(cli):
    """Found by an exploratory QA pass: each of these ended in a traceback (or printed Infinity as JSON)."""
    for args, needle in ((("bench", "topk", "--ks", "3000,abc"), "--ks: must be a positive integer"),
                         (("bench", "router", "--shares", "abc", "--out", "/tmp"), "shares need 4 non-negative numbers"),
                         (("bench", "quality", "--tiers", "eco", "--limit", "1", "--out", "/etc/hostname/x.json"),
                          "error: bench quality: "),
                         (("impact", "--gpu", "A10G", "--seconds", "1e308", "--output-tokens", "10", "--json"),
                          "would be infinite"),
                         # a third: impact's errors named the accounting's parameters, not the flags typed
                         (("impact", "--gpu", "CPU", "--seconds", "1", "--output-tokens", "0"),
                          "error: --output-tokens must be a finite number >= 1, got 0"),
                         (("impact", "--gpu", "CPU", "--seconds", "1", "--output-tokens", "3", "--measured-j", "-5"),
                          "error: --measured-j must be a finite number >= 0"),
                         # a second QA pass: a traceback, and 0 clusters silently built 3000
                         (("vocab", "build", "--model", "nosuchmodel"), "error: vocab build: ModelUnavailable"),
                         (("vocab", "build", "--clusters", "0"), "--clusters: must be a positive integer")):
        out = cli(*args)
        assert out.returncode == 2 and needle in out.stderr + out.stdout, (args, out)
        assert "Traceback" not in out.stderr


def test_a_restarted_answer_is_separated_on_stdout(monkeypatch, capsys) -> None:
    """stdout ran the set-aside text into the restarted answer ("Hello there! IHello! How can"); the switch
    note went to stderr only."""
    from powerlever import pipeline
    from powerlever.cli import generate
    from powerlever.config import GenerationRequest
    from powerlever.events import Event, done_event, switch_event

    async def fake_run(request, cancel=None):
        for text in ("Hello", " there! I"):
            yield Event("token", {"text": text})
        yield switch_event("eco", "performance", 4, "answer_check", mode="restart")
        yield Event("token", {"text": "Hello! How can"})
        yield done_event()

    monkeypatch.setattr(pipeline, "run", fake_run)
    assert asyncio.run(generate._run(GenerationRequest("Say hi."), as_json=False)) == 0
    out = capsys.readouterr()
    assert out.out == ("Hello there! I\n\n--- restarted on performance: the text above is set aside ---\n\n"
                       "Hello! How can\n")
    assert "the answer restarts" in out.err


def test_the_summary_says_when_auto_started_on_the_checks_tier(monkeypatch, capsys) -> None:
    """The first line names the tier that ran; the trace line says which tier the router had chosen."""
    from powerlever import pipeline
    from powerlever.cli import generate
    from powerlever.config import GenerationRequest
    from powerlever.events import Event, done_event, trace_event

    started = {"routed_tier": "eco", "started_tier": "performance", "why": "the answer check would restart it"}

    async def fake_run(request, cancel=None):
        yield trace_event("start_on_check_tier", started, 0.0)
        yield Event("token", {"text": "Hello!"})
        yield done_event()

    monkeypatch.setattr(pipeline, "run", fake_run)
    assert asyncio.run(generate._run(GenerationRequest("Say hi."), as_json=False)) == 0
    err = capsys.readouterr().err
    assert '[trace] start_on_check_tier: {"routed_tier": "eco", "started_tier": "performance"' in err


def test_models_json_says_whether_each_model_is_ready(cli) -> None:
    """The text listing said ready / not prepared per model; the JSON had no such field."""
    out = cli("models", "--json")
    rows = json.loads(out.stdout)["models"]
    assert rows and all(r["status"] in ("ready", "not prepared", "error") for r in rows)
    assert all((r["status"] == "ready") == bool(r.get("cache")) for r in rows if r["status"] != "error")


def test_light_commands_import_no_benchmark_and_no_torch() -> None:
    """``tiers`` builds the whole parser; only ``bench <name>`` may import that benchmark's module (each one
    pulled in torch or the routing data, ~2.3 s before any command parsed its arguments)."""
    code = ("import sys; from powerlever.__main__ import main; rc = main(['tiers', '--json']); "
            "print('LOADED', rc, 'torch' in sys.modules, sorted(m for m in sys.modules if m.startswith('powerlever.bench')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=ENV)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "LOADED 0 False []"


def test_bench_help_lists_every_benchmark_and_a_named_one_has_its_arguments(cli) -> None:
    from powerlever.cli.bench import BENCHMARKS

    listed = cli("bench", "--help")
    assert listed.returncode == 0 and all(name in listed.stdout for name in BENCHMARKS)
    one = cli("bench", "quality", "--help")
    assert one.returncode == 0 and "--quick" in one.stdout and "--item-timeout" in one.stdout


@pytest.mark.slow  # ~26 s; every `make setup`, and so every `make test` on a fresh machine, runs the same command
def test_models_prepare_says_how_each_model_was_packed() -> None:
    """``make setup`` runs this: each model's line says whether its packed weights were read back or packed now
    (it printed "Packing ..." for weights it only read from the cache)."""
    import re

    from powerlever.engine.fastpath import PACKING_HOW

    out = _cli("models", "--prepare")
    assert out.returncode == 0, out.stderr
    hows = "|".join(re.escape(h) for h in PACKING_HOW.values())
    said = re.findall(rf"^(\S+): ({hows}) \(\d+\.\d s\)$", out.stderr, flags=re.MULTILINE)
    assert [name for name, _ in said] == ["SmolLM2-135M-Instruct", "Qwen2.5-Coder-0.5B-Instruct",
                                          "Qwen2.5-Coder-1.5B-Instruct"], out.stderr


def test_the_committed_runs_own_settings_are_no_partial_run():
    """escalate_heldout.json is the ``--heldout 12`` run and spec.json the two-prompts-per-task one: those values
    may write the committed files; fewer may not."""
    import argparse

    from powerlever.bench import escalate, spec
    from powerlever.bench.guard import FULL_VALUES, partial_run_refusal

    assert FULL_VALUES["escalate"]["heldout"] == (escalate.HELDOUT_N,)
    for module, name, full, fewer in ((escalate, "escalate", ["--heldout", "12"], ["--heldout", "11"]),
                                      (spec, "spec", ["--per-task", "2"], ["--per-task", "1"])):
        parser = argparse.ArgumentParser()
        module.add_arguments(parser)
        assert partial_run_refusal(name, parser.parse_args(full), parser) is None
        assert "make a partial run" in partial_run_refusal(name, parser.parse_args(fewer), parser)


async def test_a_trace_line_after_answer_text_starts_a_line_of_its_own(monkeypatch, capsys):
    """``The capital of Brazil is Sao Paulo.[trace] answer_check: ...`` on a terminal (a QA pass): a trace line
    printed while the answer's line is open starts with a newline; the next one does not need to."""
    from powerlever import pipeline
    from powerlever.cli.generate import _run
    from powerlever.config import GenerationRequest
    from powerlever.events import done_event, token_event, trace_event

    async def scripted(_request):
        for ev in (token_event("Sao Paulo.", 1, -0.1), trace_event("answer_check", {"status": "checking"}, 1.0),
                   trace_event("answer_check", {"status": "wrong"}, 1.0), token_event("Brasília\n", 2, -0.1),
                   trace_event("answer_check", {"status": "right"}, 1.0), done_event()):
            yield ev

    monkeypatch.setattr(pipeline, "run", scripted)
    assert await _run(GenerationRequest("hi", tier="eco"), as_json=False) == 0
    err = capsys.readouterr().err
    assert err.startswith('\n[trace] answer_check: {"status": "checking"}\n[trace] answer_check: {"status": "wrong"}\n')
    assert '\n[trace] answer_check: {"status": "right"}' in err and "\n\n[trace]" not in err

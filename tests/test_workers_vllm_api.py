"""Every keyword the workers pass to vLLM exists in the pinned vLLM release.

vLLM is not installed here (only in the Modal image), so this checks against vLLM itself when it is
importable, or against its source tree when POWERLEVER_VLLM_SRC points at an unpacked ``vllm/``
package (e.g. from ``pip download vllm==0.33.0 --no-deps`` and unzip); otherwise it is skipped.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib.util
import os
from pathlib import Path

import pytest

from powerlever.tiers import TIERS
from workers.engine_args import VLLM_VERSION, fallback_plan, sampling_kwargs


def _fields_from_source(src: Path, rel: str, classes: tuple[str, ...]) -> set[str]:
    tree = ast.parse((src / rel).read_text())
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name in classes:
            out |= {b.target.id for b in node.body if isinstance(b, ast.AnnAssign) and isinstance(b.target, ast.Name)}
    return out


def _vllm_fields() -> tuple[set[str], set[str], set[str], str]:
    if importlib.util.find_spec("vllm"):
        import vllm
        from vllm import AsyncEngineArgs, SamplingParams
        from vllm.config import SpeculativeConfig

        engine = {f.name for f in dataclasses.fields(AsyncEngineArgs)}
        spec = set(getattr(SpeculativeConfig, "__dataclass_fields__", {}))
        sampling = set(getattr(SamplingParams, "__struct_fields__", ())) or set(vars(SamplingParams()))
        return engine, spec, sampling, vllm.__version__
    src = os.environ.get("POWERLEVER_VLLM_SRC")
    if not src:
        pytest.skip("vllm is not installed here; set POWERLEVER_VLLM_SRC to an unpacked vllm/ source tree")
    root = Path(src)
    version = (root / "_version.py").read_text() if (root / "_version.py").exists() else "?"
    return (_fields_from_source(root, "engine/arg_utils.py", ("EngineArgs", "AsyncEngineArgs")),
            _fields_from_source(root, "config/speculative.py", ("SpeculativeConfig",)),
            _fields_from_source(root, "sampling_params.py", ("SamplingParams",)), version)


def test_worker_kwargs_exist_in_the_pinned_vllm():
    engine, spec, sampling, version = _vllm_fields()
    assert VLLM_VERSION in version
    vocab = {"Qwen/Qwen2.5-7B-Instruct": 152064, "Qwen/Qwen2.5-0.5B-Instruct": 151936}
    for tier in TIERS:
        for planned in fallback_plan(tier, vocab_sizes=vocab):
            assert set(planned.kwargs) <= engine, (tier.name, set(planned.kwargs) - engine)
            assert set(planned.kwargs.get("speculative_config") or {}) <= spec
    params = sampling_kwargs({"max_tokens": 5, "temperature": 0.7, "top_p": 0.9, "seed": 1, "stop": ["x"]})
    assert set(params) | {"output_kind"} <= sampling

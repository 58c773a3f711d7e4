"""Structure the code promises: powerlever/ never imports workers/, and the tier registry cannot
disagree with itself (the GPU model, draft and K a tier advertises are its first Modal step's)."""

from __future__ import annotations

import ast
from pathlib import Path

from powerlever.tiers import TIERS

ROOT = Path(__file__).resolve().parent.parent


def _imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_powerlever_never_imports_workers():
    offenders = {str(p.relative_to(ROOT)): sorted(m for m in _imported_modules(p) if m.split(".")[0] == "workers")
                 for p in (ROOT / "powerlever").rglob("*.py")}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_workers_import_the_shared_module_not_the_backends():
    # workers/deploy.py is a client-side tool that checks deployments through the Modal backend: exempt
    for path in (ROOT / "workers").glob("*.py"):
        if path.name == "deploy.py":
            continue
        assert not any(m.startswith("powerlever.backends") for m in _imported_modules(path)), path.name


def test_a_tier_advertises_its_first_modal_step():
    for tier in TIERS:
        first = tier.modal_fallback[0]
        assert (tier.target_model, tier.draft_model) == (first.target_model, first.draft_model), tier.name
        if tier.spec.method == "draft_model":
            assert tier.spec.K == first.num_speculative_tokens, tier.name
        else:
            assert first.num_speculative_tokens == 0 and first.draft_model is None, tier.name
        assert tier.to_dict()["target_model"] == first.target_model


def test_tau_is_marked_as_honoured_only_by_the_embedded_engine():
    from powerlever.routing import build_config

    local = build_config(60, 50, 5, "manual").to_event_data()["spec_decoding"]
    assert local["tau_honoured"] is True
    from powerlever.config import GenerationRequest

    remote = build_config(60, 50, 5, "manual", request=GenerationRequest("x", backend="modal")).to_event_data()
    assert remote["spec_decoding"]["tau_honoured"] is False

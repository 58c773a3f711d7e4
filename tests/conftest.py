"""Shared fixtures. Tests run offline: no hub downloads, no keys."""

from __future__ import annotations

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("POWERLEVER_THREADS", "1")  # the local backend's thread share: one, as below
os.environ.setdefault("POWERLEVER_ROUTER", "heuristic")  # AUTO tests that need kNN ask for it explicitly
# AUTO's default answer check loads the 1.5B (~30 s): tests that exercise escalation ask for it explicitly
os.environ.setdefault("POWERLEVER_ESCALATE_DEFAULT", "off")
# the app's warm-up packs the default (Performance) tier's weights (~40 s); the suite's answers mostly run on Eco
os.environ.setdefault("POWERLEVER_WARMUP_PACK", "0")
for _key in ("ANTHROPIC_API_KEY", "MODAL_TOKEN_ID", "MODAL_TOKEN_SECRET", "POWERLEVER_OPENAI_BASE_URL"):
    os.environ.pop(_key, None)

import pytest  # noqa: E402
import torch  # noqa: E402

# One intra-op thread: the suite shares 2 cores with concurrent generations and servers; more threads
# oversubscribe and slow every test (a greedy-identity test went from ~20 s to 157 s with two).
torch.set_num_threads(1)


@pytest.fixture(autouse=True)
def one_torch_thread():
    """Re-assert one thread per test: benchmark commands run in-process may have changed it."""
    torch.set_num_threads(1)
    yield


@pytest.fixture(scope="module")
def warm_app(smol):
    """The full page launched in-process on a free port, warmed as app.py does (model and router
    loaded before the first request); yields (demo, url)."""
    from local_server import launch

    from powerlever.ui import warmup
    from powerlever.ui.layout import build_demo, launch_options

    warmup.start()
    warmup.wait_ready()
    demo = build_demo()
    yield demo, launch(demo, **launch_options())
    demo.close()


@pytest.fixture(scope="session")
def smol():
    """The packaged SmolLM2-135M-Instruct, loaded once per test session (dequantized cache)."""
    from powerlever.engine.loader import load_model
    from powerlever.tiers import PACKAGED_MODEL

    return load_model(PACKAGED_MODEL)


@pytest.fixture(scope="session")
def qwen05():
    """The packaged Qwen2.5-Coder-0.5B-Instruct (Balanced's model, Performance's drafter), loaded once per session."""
    from powerlever.engine.loader import load_model
    from powerlever.tiers import QWEN_05B

    return load_model(QWEN_05B)


@pytest.fixture(scope="module")
def tiny_qwen(smol):
    """A randomly initialised 2-layer Qwen2 (hidden 256) in float16, with SmolLM2's tokenizer: the Qwen
    shapes the lean runner and the int4 kernel need (SmolLM2's hidden size 576 is not a multiple of 128)."""
    from transformers import Qwen2Config, Qwen2ForCausalLM

    from powerlever.engine.loader import LoadedModel

    cfg = Qwen2Config(vocab_size=smol.vocab_size, hidden_size=256, intermediate_size=512, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512,
                      tie_word_embeddings=True, eos_token_id=smol.tokenizer.eos_token_id)
    torch.manual_seed(0)
    model = Qwen2ForCausalLM(cfg)
    with torch.no_grad():  # peakier than the default init, so greedy text repeats and drafts get accepted
        for p in model.parameters():
            if p.dim() == 2:
                p.mul_(4.0)
    model = model.half().eval().requires_grad_(False)
    return LoadedModel("random-qwen2", "random-qwen2", model, smol.tokenizer, "cpu", "random", 0.0, "random")


class CliResult:
    """What ``python -m powerlever ...`` gave, run in this process (no interpreter start, no re-import)."""

    def __init__(self, returncode: int, stdout: str, stderr: str):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


@pytest.fixture()
def cli(capsys, monkeypatch):
    """Run the CLI in-process: ``cli("route", "--json", "hi")`` -> CliResult(returncode, stdout, stderr).
    A subprocess adds nothing for these checks but seconds of start-up; test_cli.py keeps one real one. The bounds a
    one-shot command widens for its process (``router.wait_at_least_for_models``) are put back after the test."""
    from powerlever import pipeline
    from powerlever.__main__ import main
    from powerlever.routing import router

    monkeypatch.setattr(router, "KNN_LOAD_TIMEOUT_S", router.KNN_LOAD_TIMEOUT_S)
    monkeypatch.setattr(pipeline, "ROUTE_TIMEOUT_S", pipeline.ROUTE_TIMEOUT_S)

    def run(*args: str) -> CliResult:
        capsys.readouterr()
        try:
            code = main(list(args))
        except SystemExit as exc:  # argparse errors exit 2
            code = int(exc.code or 0)
        out = capsys.readouterr()
        return CliResult(code, out.out, out.err)

    return run

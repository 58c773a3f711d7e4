"""A request with vocab_topk reaches the drafter through the real pipeline; the UI gets active_vocab."""

from __future__ import annotations

from powerlever import pipeline
from powerlever.config import GenerationRequest


async def test_vocab_topk_request_reaches_the_drafter(smol, tmp_path, monkeypatch):
    import powerlever.engine.vocab as vocab

    monkeypatch.setattr(vocab, "_HEADS", {})  # nothing cached in this process: the artifact is built on first use
    monkeypatch.setenv("POWERLEVER_VOCAB_DIR", str(tmp_path))
    monkeypatch.setenv("POWERLEVER_VOCAB_CLUSTERS", "64")  # small, so the test stays fast
    # Eco (SmolLM2, layer-skip drafting from its own head): the wiring is what is tested, and its 49k-row head
    # builds in ~4 s where the 0.5B's 152k rows take ~16 s (tests/test_vocab.py covers the int4 head on a Qwen-shaped model)
    req = GenerationRequest(prompt="Name two colours.", tier="eco", spec_method="layerskip",
                            vocab_topk=700, max_tokens=12, temperature=0.0)
    events = await pipeline.collect(req)
    types = [e.type for e in events]
    assert "error" not in types and types[-1] == "done"
    config = next(e for e in events if e.type == "config").data
    assert config["spec_decoding"]["vocab_topk"] == 700
    setup = next(e for e in events if e.type == "trace" and e.data["step"] == "spec_setup").data["result"]
    assert setup["enabled"] and setup["vocab_topk"] == 700 and setup["vocab_head"].startswith("vocab_topk 700: built")
    assert any(e.type == "trace" and e.data["step"] == "vocab_head" for e in events)  # build progress is visible
    spec = events[-2].data["spec"]
    assert 700 <= spec["active_vocab"] < smol.vocab_size and spec["vocab_topk"] == 700
    assert spec["drafted"] > 0

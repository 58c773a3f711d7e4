"""Dynamic top-K vocabulary projection on the real packaged SmolLM2: artifact, head, losslessness.

Artifacts here use few clusters and k-means iterations (a second or two each) in a temp folder, so
the default suite stays fast; the 3000-cluster artifact is exercised by ``bench topk``.
"""

from __future__ import annotations

import json

import pytest
import torch

from powerlever.config import SamplingConfig, SpecConfig
from powerlever.engine.vocab import always_ids, make_dynamic_head
from powerlever.engine.vocab.artifact import (
    artifact_path,
    build_artifact,
    get_artifact,
    head_weight,
    save_artifact,
)
from powerlever.engine.vocab.projection import DynamicVocabHead

C_TEST = 64



@pytest.fixture()
def vocab_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("POWERLEVER_VOCAB_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture(scope="module")
def small_art(smol):
    return build_artifact(smol, C_TEST, iters=2)


@pytest.fixture(scope="module")
def states(smol):
    """Real final hidden states and full logits over a chat prompt + the model's continuation."""
    tok = smol.tokenizer
    ids = tok.apply_chat_template([{"role": "user", "content": "Name three planets."}], add_generation_prompt=True,
                                  tokenize=True)
    ids = list(ids["input_ids"] if hasattr(ids, "keys") else ids)
    with torch.inference_mode():
        out = smol.model.generate(torch.tensor([ids]), max_new_tokens=12, do_sample=False)
        hidden = smol.model.model(out).last_hidden_state[0].float()  # the loader hands over float16
    logits = hidden @ head_weight(smol).float().T
    return out[0].tolist(), hidden, logits


def test_artifact_clusters_are_contiguous_slices(smol, small_art):
    art = small_art
    v = head_weight(smol).shape[0]
    assert art.vocab == v and art.n_clusters <= C_TEST
    assert torch.equal(torch.sort(art.perm).values, torch.arange(v))  # a permutation
    assert int(art.offsets[0]) == 0 and int(art.offsets[-1]) == v and bool((art.sizes > 0).all())
    cluster_of = art.cluster_of()
    for c in (0, art.n_clusters // 2, art.n_clusters - 1):
        rows = art.perm[art.offsets[c]:art.offsets[c + 1]]
        assert bool((cluster_of[rows] == c).all())
    head = DynamicVocabHead(head_weight(smol).float(), art, 1000)
    assert torch.equal(head.sorted_weight, head_weight(smol).float()[art.perm])


def test_artifact_cached_then_stale_rebuilt(smol, vocab_dir):
    art, status = get_artifact(smol, C_TEST, iters=1)
    assert status == "built" and artifact_path(smol, C_TEST).exists()
    again, status = get_artifact(smol, C_TEST, iters=1)
    assert status == "loaded" and torch.equal(again.perm, art.perm)
    art.model_hash = "0000000000000000"  # as if the weights changed since it was built
    save_artifact(art, artifact_path(smol, C_TEST))
    rebuilt, status = get_artifact(smol, C_TEST, iters=1)
    assert status.startswith("rebuilt: model hash mismatch") and rebuilt.model_hash == smol.weights_hash
    artifact_path(smol, C_TEST).write_bytes(b"not a torch file")
    _, status = get_artifact(smol, C_TEST, iters=1)
    assert status.startswith("rebuilt: unreadable")


def test_topk_at_least_vocab_is_full_head(smol, states):
    _, hidden, logits = states
    head = make_dynamic_head(smol, 10 ** 6, dtype=torch.float32)
    out, ids = head.project(hidden[-3:], [])
    assert head.full and head.active_size == smol.vocab_size
    assert torch.equal(ids, torch.arange(smol.vocab_size))
    assert torch.allclose(out, logits[-3:], atol=1e-4)


def test_projection_is_exact_on_active_rows(smol, small_art, states):
    seq, hidden, logits = states
    specials = always_ids(smol)
    head = DynamicVocabHead(head_weight(smol).float(), small_art, 1000, always_ids=specials, recent=16)
    ctx = seq[:-1]
    out, ids = head.project(hidden[-2:-1], ctx)
    assert ids.numel() == out.shape[1] >= 1000 and head.active_size == ids.numel()
    assert ids.unique().numel() == ids.numel()  # no token twice (softmax would double-count it)
    assert torch.allclose(out[0], logits[-2, ids], atol=1e-4)
    active = set(ids.tolist())
    assert set(ctx[-16:]) <= active and specials <= active
    assert head.stats()["active_vocab"] == ids.numel()


def test_heads_for_other_k_share_the_reordered_matrix(smol, vocab_dir, states):
    a = make_dynamic_head(smol, 800, n_clusters=C_TEST)
    b = make_dynamic_head(smol, 1600, n_clusters=C_TEST)
    assert a.topk == 800 and b.topk == 1600
    assert a.sorted_weight.data_ptr() == b.sorted_weight.data_ptr()  # one reordered copy per model
    h = states[1][:1]  # a real hidden state (a random one can land in one oversized cluster for both K)
    assert a.project(h, [])[1].numel() < b.project(h, [])[1].numel()
    assert a.active_size != b.active_size  # per-request telemetry is not shared


def test_selector_recall_beats_chance(smol, small_art, states):
    """The centroid selector finds the full head's argmax far more often than a random K-subset would."""
    seq, hidden, logits = states
    head = DynamicVocabHead(head_weight(smol).float(), small_art, 2000)  # no context/special help
    hits = 0
    n = hidden.shape[0]
    for p in range(n):
        out, ids = head.project(hidden[p:p + 1], [])
        hits += int(int(ids[out[0].argmax()]) == int(logits[p].argmax()))
    assert hits / n > 0.5 > 2000 / smol.vocab_size * 4


def test_greedy_identical_through_spec_engine(smol, vocab_dir):
    from powerlever.engine.drafters import make_drafter
    from powerlever.engine.generate import Generation, build_prompt_ids

    ids, _ = build_prompt_ids(smol, "Write one sentence about the sea.", 20)
    sampling = SamplingConfig(max_tokens=20, temperature=0.0)
    plain = [s.token_id for s in Generation(smol, ids, sampling)]
    spec = SpecConfig(method="layerskip", K=4, vocab_topk=500)
    head = make_dynamic_head(smol, 500, n_clusters=C_TEST)
    g = Generation(smol, ids, sampling, spec=spec, drafter=make_drafter(spec, smol, head=head))
    assert [s.token_id for s in g] == plain
    assert g.stats.spec["drafted"] > 0 and 0 < head.active_size < smol.vocab_size


def test_sampling_rule_keeps_target_distribution(smol, small_art, states):
    """q is zero outside the active set; the residual rule must still reproduce p exactly."""
    from powerlever.engine.drafters.base import Proposal
    from powerlever.engine.sampling import target_probs
    from powerlever.engine.speculative import _verify

    seq, hidden, logits = states
    sampling = SamplingConfig(temperature=1.0, top_p=1.0)
    head = DynamicVocabHead(head_weight(smol).float(), small_art, 500)
    # the position where the active set misses the most target mass: the hardest case for the rule
    best = None
    for p in range(len(seq) - 14, hidden.shape[0]):
        out, ids = head.project(hidden[p:p + 1], [])
        pt = target_probs(logits[p], sampling)
        outside = 1.0 - float(pt[ids].sum())
        if best is None or outside > best[0]:
            best = (outside, p, out, ids, pt)
    outside, p, out, ids, pt = best
    assert outside > 0.02
    q = torch.zeros(smol.vocab_size)
    q[ids] = torch.softmax(out[0], -1)
    # exact: P(x) = q(x) min(1, p/q) + (1 - sum min(p, q)) * norm(max(0, p - q))(x)
    accept = torch.minimum(pt, q)
    residual = torch.clamp(pt - q, min=0)
    dist = accept + (1 - accept.sum()) * residual / residual.sum()
    assert torch.allclose(dist, pt, atol=1e-5)  # float32 cancellation in 1 - sum min(p, q)
    # Monte Carlo through the engine's own verification code
    gen = torch.Generator().manual_seed(0)
    two = torch.stack([logits[p], logits[p]])
    counts: dict[int, int] = {}
    trials = 3000
    for _ in range(trials):
        t = int(torch.multinomial(q, 1, generator=gen))
        emitted, _ = _verify(two, Proposal(tokens=[t], q=q.unsqueeze(0)), sampling, gen)
        counts[emitted[0][0]] = counts.get(emitted[0][0], 0) + 1
    outside_hits = sum(c for t, c in counts.items() if q[t] == 0)
    assert outside_hits > 0  # tokens the draft could never propose still come out, via the residual
    top = torch.topk(pt, 8).indices.tolist()
    bins = [pt[t].item() for t in top] + [1 - sum(pt[t].item() for t in top)]
    obs = [counts.get(t, 0) for t in top] + [trials - sum(counts.get(t, 0) for t in top)]
    from scipy.stats import chisquare

    exp = [b * trials for b in bins]
    assert chisquare(obs, exp).pvalue > 1e-3


def test_cli_build_then_load(smol, vocab_dir, capsys):
    from powerlever.__main__ import main

    argv = ["vocab", "build", "--model", smol.ref, "--clusters", "32", "--iters", "1", "--json"]
    assert main(argv) == 0
    first = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert first["status"] == "built" and first["clusters"] <= 32 and first["vocab"] == smol.vocab_size
    assert main(argv) == 0
    second = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert second["status"] == "loaded" and second["path"] == first["path"]


@pytest.mark.slow
def test_bench_topk_quick_prints_summary(tmp_path, capsys):
    from powerlever.__main__ import main

    assert main(["bench", "topk", "--quick", "--json", "--out", str(tmp_path)]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    for key in ("projection_speedup", "draft_step_speedup", "acceptance_retention", "rows", "loadavg_before"):
        assert key in summary
    labels = [r["K"] for r in summary["rows"]]
    assert labels[:5] == [500, 1000, 3000, 10000, 30000] and labels[-1] == "full"
    assert summary["models"][0]["draft_weights"].startswith("mixed")  # the engine's CPU plan for the 0.5B draft
    assert summary["greedy_identical"] is True and summary["projection_speedup"] > 1
    assert (tmp_path / "topk_quick.json").exists() and (tmp_path / "topk_quick.html").exists()


def test_int8_head_projects_active_rows_like_the_full_int8_head(smol, small_art, states):
    """The engine's int formats project over gathered int8 rows; the full-head reference is the same kernel."""
    seq, hidden, logits = states
    full = DynamicVocabHead(head_weight(smol), None, smol.vocab_size, fmt="int8")
    head = DynamicVocabHead(head_weight(smol), small_art, 1000, fmt="int8")
    out, ids = head.project(hidden[-2:-1], seq[:-1])
    ref, _ = full.project(hidden[-2:-1], [])
    assert head.sorted_weight.dtype == torch.int8 and ids.numel() < smol.vocab_size
    assert torch.allclose(out[0], ref[0, ids], atol=2e-2, rtol=1e-2)
    # int8 rows + bf16 activations: close to fp32 (largest error over the 49k logits 0.53 with PyTorch's AVX-512
    # int8 kernel, below 0.5 with its AVX2 one; mean 0.07)
    err = (ref[0] - logits[-2]).abs()
    assert float(err.max()) < 0.75 and float(err.mean()) < 0.1


def test_bench_full_head_is_the_engines_own_head(smol, states):
    """bench topk's reference is the head a draft without vocab_topk runs: the runner's, in its weight plan."""
    from powerlever.bench.topk import EngineHead
    from powerlever.engine.fastpath import make_runner, weight_plan

    seq, hidden, _ = states
    head = EngineHead(smol)
    runner = make_runner(smol.model, capacity=8)
    out, ids = head.project(hidden[-2:-1], seq[:-1])
    assert ids.numel() == smol.vocab_size and head.weights == weight_plan(smol.model).name
    assert head.format == runner.step_w["head"].fmt
    assert torch.equal(out, runner.logits(hidden[-2:-1]))


# -- int4 rows (the engine's int4-g128 head through the native kernel's units entry point) ----------------------
needs_kernel = pytest.mark.skipif(not __import__("powerlever.engine.cpu_kernels", fromlist=["ready"]).ready(),
                                  reason="native int4 kernel unavailable")
needs_act_kernel = pytest.mark.skipif(
    not __import__("powerlever.engine.cpu_kernels", fromlist=["act_ready"]).act_ready(),
    reason="native integer-activation kernels unavailable")


@pytest.fixture(scope="module")
def tiny_art(tiny_qwen):
    return build_artifact(tiny_qwen, C_TEST, iters=2)


def _toy_artifact(vocab: int, dim: int, size: int = 10, seed: int = 0):
    """A hand-made artifact over a random head: clusters of ``size`` consecutive rows of a random permutation."""
    from powerlever.engine.vocab.artifact import VocabArtifact

    gen = torch.Generator().manual_seed(seed)
    weight = torch.randn(vocab, dim, generator=gen) * 0.05
    perm = torch.randperm(vocab, generator=gen)
    offsets = torch.tensor(list(range(0, vocab, size)) + [vocab])
    bounds = offsets.tolist()
    cents = torch.stack([weight[perm[a:b]].mean(0) for a, b in zip(bounds[:-1], bounds[1:], strict=True)])
    art = VocabArtifact("toy", vocab, dim, perm, offsets, cents, torch.zeros(len(cents)), "toy", 0.0)
    return weight, art


@needs_kernel
def test_int4_head_active_logits_are_the_engines_int4_head_bit_for_bit(tiny_qwen, tiny_art):
    """fmt="int4": the active set is whole 8-row units of the reordered int4 head, holding every row of the chosen
    clusters, the recent context and the special tokens, each token once; each logit equals the same row of the
    engine's own int4-g128 head exactly (so the draft's argmax over the active set is the full head's whenever
    that token is active)."""
    from powerlever.engine import cpu_kernels, quant

    weight = head_weight(tiny_qwen)
    head = DynamicVocabHead(weight, tiny_art, 1000, always_ids={0, 1, 2}, recent=16, fmt="int4")
    assert head.fmt == "int4" and head.fmt_note == "" and head.stats()["vocab_rows"] == "int4"
    engine = quant.QLinear(weight, "int4-g128")  # how the runner packs the head (fastpath: mixed plan)
    gen = torch.Generator().manual_seed(1)
    ctx = torch.randint(0, tiny_qwen.vocab_size, (40,), generator=gen).tolist()
    for rows in (1, 3):  # a draft model catching up on several tokens projects several rows
        x = torch.randn(rows, weight.shape[1], generator=gen) * 4
        out, ids = head.project(x, ctx)
        ref = torch.ops.aten._weight_int4pack_mm_for_cpu(x.to(torch.bfloat16), engine.weight, quant.GROUP,
                                                         engine.scales_zeros).float()
        assert torch.equal(out, ref[:, ids])
        assert ids.unique().numel() == ids.numel() and ids.numel() % cpu_kernels.UNIT == 0
        assert head.active_size == ids.numel() < tiny_qwen.vocab_size
        active = set(ids.tolist())
        assert set(ctx[-16:]) | {0, 1, 2} <= active
        chosen = cpu_kernels.top_clusters(head.cluster_scores(x), head._sizes32, 1000)
        rows_of_chosen = torch.cat([tiny_art.perm[tiny_art.offsets[c]:tiny_art.offsets[c + 1]] for c in chosen])
        assert set(rows_of_chosen.tolist()) <= active and rows_of_chosen.numel() >= 1000
    full = DynamicVocabHead(weight, None, tiny_qwen.vocab_size, fmt="int4")  # the full-head passthrough
    x = torch.randn(1, weight.shape[1], generator=gen)
    assert torch.equal(full.project(x)[0], engine(x)) and full.full


@needs_kernel
def test_int4_head_pads_a_vocabulary_that_is_not_whole_blocks():
    weight, art = _toy_artifact(997, 256)  # 997 = 31 blocks of 32 + 5 rows: the last block is padded
    head = DynamicVocabHead(weight, art, 990, fmt="int4")
    x = torch.randn(1, 256)
    out, ids = head.project(x, [996, 995])
    assert int(ids.min()) >= 0 and int(ids.max()) < 997 and ids.unique().numel() == ids.numel() >= 990
    from powerlever.engine import quant

    ref = torch.ops.aten._weight_int4pack_mm_for_cpu(x.to(torch.bfloat16), head.q4.weight, quant.GROUP,
                                                     head.q4.scales_zeros).float()  # all 1024 reordered rows
    assert torch.equal(out, ref[:, head._rank[ids]])


@needs_act_kernel
@pytest.mark.parametrize("fmt", ["int4-a16", "int4-a8"])
def test_integer_head_computes_exactly_the_active_rows_as_the_engines_head(tiny_qwen, tiny_art, fmt):
    """fmt="int4-a16" (the CPU default plan's head) / "int4-a8": the active set is exactly the chosen clusters' rows
    plus the recent context and the special tokens (no 8-row units), each token once, and each logit is the same
    row of the engine's own integer-format head bit for bit, for one row or a catch-up of several."""
    from powerlever.engine import cpu_kernels, quant

    weight = head_weight(tiny_qwen)
    head = DynamicVocabHead(weight, tiny_art, 1000, always_ids={0, 1, 2}, recent=16, fmt=fmt)
    assert head.fmt == fmt and head.fmt_note == "" and head.stats()["vocab_rows"] == fmt
    engine = quant.QLinear(weight, fmt)  # how the runner packs the head (fastpath: mixed-a16 / mixed-a8 plan)
    gen = torch.Generator().manual_seed(2)
    ctx = torch.randint(0, tiny_qwen.vocab_size, (40,), generator=gen).tolist()
    for n in (1, 3):
        x = torch.randn(n, weight.shape[1], generator=gen) * 4
        out, ids = head.project(x, ctx)
        assert torch.equal(out, engine(x)[:, ids])
        chosen = cpu_kernels.top_clusters(head.cluster_scores(x), head._sizes32, 1000)
        rows_of_chosen = torch.cat([tiny_art.perm[tiny_art.offsets[c]:tiny_art.offsets[c + 1]] for c in chosen])
        expected = set(rows_of_chosen.tolist()) | set(ctx[-16:]) | {0, 1, 2}
        assert sorted(ids.tolist()) == sorted(expected) and ids.unique().numel() == ids.numel()
        assert head.active_size == ids.numel() < tiny_qwen.vocab_size
    full = DynamicVocabHead(weight, None, tiny_qwen.vocab_size, fmt=fmt)
    x = torch.randn(2, weight.shape[1], generator=gen)
    assert full.full and torch.equal(full.project(x)[0], engine(x))


@needs_act_kernel
def test_integer_kernel_row_list_matches_the_full_product():
    """``int4_act``/``int8_act`` with ``rows``: those columns of the full product, any order, repeats allowed, the
    same bits for any row count; rows out of range are refused."""
    from powerlever.engine import cpu_kernels, quant

    gen = torch.Generator().manual_seed(3)
    w = torch.randn(200, 256, generator=gen) * 0.05
    sel = torch.tensor([199, 0, 7, 7, 64, 3], dtype=torch.int32)
    for fmt in ("int4-a16", "int4-a8", "int8-a16", "int8-a8"):
        ql = quant.QLinear(w, fmt)
        bits = quant.ACT_BITS[fmt]
        x = torch.randn(9, 256, generator=gen)
        if fmt in quant.INT4_WEIGHTS:
            got = cpu_kernels.int4_act(x, ql.weight, ql.scales, ql.zeros, bits, sel)
        else:
            got = cpu_kernels.int8_act(x, ql.weight, ql.scales, bits, sel)
        assert torch.equal(got, ql(x)[:, sel.long()]), fmt
    assert cpu_kernels.int8_act(x, ql.weight, ql.scales, 8, torch.empty(0, dtype=torch.int32)).shape == (9, 0)
    with pytest.raises(IndexError, match="rows outside"):
        cpu_kernels.int8_act(x, ql.weight, ql.scales, 8, torch.tensor([200], dtype=torch.int32))


def test_int4_falls_back_to_int8_rows(smol, small_art, tiny_qwen, tiny_art, monkeypatch):
    """int4 needs the native kernel and a hidden size int4-g128 packs; otherwise int8 rows, and the note says why."""
    head = DynamicVocabHead(head_weight(smol), small_art, 1000, fmt="int4")  # SmolLM2: hidden 576
    assert head.fmt == "int8" and "576" in head.fmt_note and head.stats()["vocab_rows"] == "int8"
    monkeypatch.setenv("POWERLEVER_NATIVE_KERNELS", "0")
    head = DynamicVocabHead(head_weight(tiny_qwen), tiny_art, 1000, fmt="int4")
    assert head.fmt == "int8" and "off" in head.fmt_note
    out, ids = head.project(torch.randn(1, 256), [5, 6])
    assert out.shape == (1, ids.numel()) and ids.numel() >= 1000


@needs_act_kernel
def test_integer_head_rows_need_only_the_integer_kernels(tiny_qwen, tiny_art, monkeypatch):
    """On an AVX-512 host PyTorch's int4 packing is not the one the float int4 GEMV reads, so that kernel is off;
    the integer formats read their own layout, and their head rows still run (not the int8-row fallback)."""
    from powerlever.engine import cpu_kernels

    monkeypatch.setattr(cpu_kernels, "ready", lambda: False)
    head = DynamicVocabHead(head_weight(tiny_qwen), tiny_art, 1000, fmt="int4-a16")
    assert head.fmt == "int4-a16" and head.fmt_note == ""
    assert DynamicVocabHead(head_weight(tiny_qwen), tiny_art, 1000, fmt="int4").fmt == "int8"


@needs_act_kernel
def test_int4_head_greedy_identical_through_spec_engine(tiny_qwen, vocab_dir):
    """The engine picks int4 rows for a model whose head is int4-g128 (the CPU mixed plan); greedy speculative
    output stays token-identical to plain decoding (the target verifies with the full vocabulary)."""
    from powerlever.engine.drafters import make_drafter
    from powerlever.engine.generate import Generation

    ids = tiny_qwen.tokenizer("def fibonacci(n):")["input_ids"]
    sampling = SamplingConfig(max_tokens=20, temperature=0.0)
    plain = [s.token_id for s in Generation(tiny_qwen, ids, sampling)]
    spec = SpecConfig(method="layerskip", K=4, vocab_topk=500)
    head = make_dynamic_head(tiny_qwen, 500, n_clusters=C_TEST)
    assert head.fmt in ("int4", "int4-a16")  # the CPU plan's head: int4-g128 (mixed) or int4-a16 (mixed-a16)
    g = Generation(tiny_qwen, ids, sampling, spec=spec, drafter=make_drafter(spec, tiny_qwen, head=head,
                                                                              exit_layer=1))
    assert [s.token_id for s in g] == plain
    assert g.stats.spec["drafted"] > 0 and 500 <= head.active_size < tiny_qwen.vocab_size

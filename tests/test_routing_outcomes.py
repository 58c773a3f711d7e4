"""Outcome labels (cheapest correct tier) and the RouteLLM metrics (PGR, APGR, CPT) of bench router."""

from __future__ import annotations

from powerlever.bench.quality import load_items
from powerlever.bench.router import COST_GRID, apgr, correct_hand_label, cpt, pgr_curve
from powerlever.routing.dataset import LabeledPrompt
from powerlever.routing.outcomes import outcome_rows, reserved_ids


def _e(correct: dict[str, bool], prompt: str = "What is 17 * 23?") -> dict:
    return {"prompt": prompt, "category": "arithmetic", "correct": correct, "source": ["x"]}


def test_outcome_rows_label_the_cheapest_correct_tier() -> None:
    rows, stats = outcome_rows({
        "a": _e({"eco": False, "balanced": True, "performance": True, "ultra": False}),
        "b": _e({"eco": False, "balanced": False, "performance": False, "ultra": False}, "What is 18 * 23?"),
        "c": _e({"eco": True}, "What is 19 * 23?"),  # a partial run: Eco right is enough for the label
        "d": _e({"eco": False, "balanced": False}, "What is 20 * 23?"),  # unknown above Balanced: no label
    })
    assert stats == {"items": 4, "incomplete": 1, "none_correct": 1, "duplicate_prompts": 0, "rows": 2}
    assert rows[1]["cheapest_correct"] == "eco" and rows[1]["acceptable"] == ["eco", "balanced"]
    r = rows[0]
    assert r["cheapest_correct"] == "balanced" and r["acceptable"] == ["balanced", "performance"]
    assert r["category"] == "math" and r["split"] in ("train", "test") and r["difficulty"] == 4
    # measured correctness wins over the monotone assumption: Ultra answered this one wrong
    row = LabeledPrompt(r["id"], r["prompt"], r["category"], r["difficulty"], tuple(r["acceptable"]), r["split"],
                        outcome=tuple(sorted(r["correct"].items())))
    assert correct_hand_label(row, "performance") and not correct_hand_label(row, "ultra")
    # bench escalate's held-out items are never training rows, whatever their hash says
    kept, _ = outcome_rows({"a": _e({"eco": True})}, reserved={"a"})
    assert kept[0]["split"] == "test"
    # one row per prompt text: a copy in a reserved set holds the first copy out too
    twice = {"a": _e({"eco": True}), "b": _e({"eco": False, "balanced": True}, "other"),
             "z": _e({"eco": False, "balanced": True})}
    kept, stats = outcome_rows(twice, reserved={"z"})
    assert [r["id"] for r in kept] == ["outcome-a", "outcome-b"] and stats["duplicate_prompts"] == 1
    assert kept[0]["split"] == "test" and kept[0]["cheapest_correct"] == "eco"
    assert reserved_ids() and reserved_ids().isdisjoint(i["id"] for i in load_items(quick=True))
    hand = LabeledPrompt("h", "hi", "chat", 2, ("eco", "balanced"), "test")
    assert correct_hand_label(hand, "eco") and correct_hand_label(hand, "ultra")


def test_pgr_apgr_cpt_on_known_curves() -> None:
    acc_eco, acc_ultra = 0.5, 1.0
    # an oracle-like router: full accuracy once 30 % of prompts go above Eco
    pts = [{"share_above_eco": c, "accuracy": 0.5 + min(c, 0.3) / 0.3 * 0.5} for c in COST_GRID]
    curve = pgr_curve(pts, acc_eco, acc_ultra)
    assert curve[0]["pgr"] == 0 and curve[3]["pgr"] == 1.0 and curve[-1]["pgr"] == 1.0
    assert abs(cpt(pts, acc_eco, acc_ultra) - 0.15) < 1e-9  # PGR rises linearly to 1 at 0.3: 0.5 at 0.15
    assert apgr(curve) > 0.8
    # random routing: accuracy linear in cost -> APGR 0.5, CPT(50%) 0.5
    rand = [{"share_above_eco": c, "accuracy": 0.5 + 0.5 * c} for c in COST_GRID]
    assert abs(apgr(pgr_curve(rand, acc_eco, acc_ultra)) - 0.5) < 1e-6
    assert cpt(rand, acc_eco, acc_ultra) == 0.5


def test_neighbour_difficulty_weights_the_closest_usable_rows() -> None:
    import numpy as np

    from powerlever.routing.knn import neighbour_difficulty

    sims = np.array([0.9, 0.8, 0.1, 0.95])
    difficulty = np.array([6.0, 4.0, 1.0, 10.0])
    usable = np.array([True, True, True, False])  # a safety row (difficulty 10) never counts
    got = neighbour_difficulty(sims, difficulty, usable, k=2, temperature=0.1)
    w = np.exp(np.array([0.0, -0.1]) / 0.1)
    assert abs(got - float((w * [6.0, 4.0]).sum() / w.sum())) < 1e-9
    assert neighbour_difficulty(sims, difficulty, usable, k=9, temperature=1e-3) == 6.0  # k capped, sharp


def test_outcome_vote_picks_the_tier_most_often_acceptable_to_close_outcome_rows() -> None:
    import numpy as np

    from powerlever.routing.knn import outcome_vote

    #            eco  bal  perf ultra
    acceptable = np.array([[0, 1, 1, 0], [0, 0, 1, 1], [0, 1, 1, 0], [1, 1, 0, 0]], dtype=np.float32)
    sims = np.array([0.8, 0.75, 0.7, 0.99])
    outcome = np.array([True, True, True, False])  # the closest row is hand-labeled: it never votes
    tier, share, nearest = outcome_vote(sims, acceptable, outcome, k=3, temperature=0.1, min_sim=0.6)
    assert tier == "performance" and abs(share - 1.0) < 1e-6 and abs(nearest - 0.8) < 1e-6
    # a tie between Balanced and Performance goes to the cheaper one
    assert outcome_vote(sims, acceptable, np.array([True, False, False, False]), 3, 0.1, 0.6)[0] == "balanced"
    assert outcome_vote(sims, acceptable, outcome, 3, 0.1, min_sim=0.85) is None  # nothing close enough
    assert outcome_vote(sims, acceptable, np.zeros(4, dtype=bool), 3, 0.1, 0.0) is None  # no outcome rows


def test_a_floor_only_raises_a_tier() -> None:
    from powerlever.routing.classify import Classification

    c = Classification("math", 3, [], 3.2, floor_tier="performance")
    assert c.floored("eco") == "performance" and c.floored("balanced") == "performance"
    assert c.floored("ultra") == "ultra" and c.floored("performance") == "performance"
    assert Classification("chat", 2, [], 2.0).floored("eco") == "eco"


def _synthetic_router(outcome_acceptable: tuple[str, ...]):
    """Two tight clusters in a 16-d embedding space: 30 hand-labeled rows of difficulty 1, and 30 outcome rows
    of difficulty 3 (an easy label, as the hand labels of their kind give) whose measured ``acceptable`` tiers
    are ``outcome_acceptable``. At the default shares the thresholds split the outcome cluster over three tiers."""
    import numpy as np

    from powerlever.routing.dataset import LabeledPrompt
    from powerlever.routing.knn import KnnParams, KnnRouter

    rng = np.random.default_rng(1)
    centres = np.eye(16)[:2]
    rows, embs = [], []
    for i in range(60):
        outcome = i >= 30
        acceptable = outcome_acceptable if outcome else ("eco", "balanced")
        rows.append(LabeledPrompt(f"r{i}", f"What is {i} plus {i}?", "math", 3 if outcome else 1, acceptable, "train",
                                  outcome=tuple((t, t in acceptable) for t in ("eco", "balanced")) if outcome else ()))
        v = centres[int(outcome)] + 0.05 * rng.standard_normal(16)
        embs.append(v / np.linalg.norm(v))

    class _Embedder:  # the router reads embeddings given to it; nothing is encoded
        path = None
        dim = 16

    params = KnnParams(k=3, blend=1.0, ridge_alpha=1.0, temperature=0.1)
    return KnnRouter(_Embedder(), rows, params, embeddings=np.array(embs, dtype=np.float32))  # type: ignore[arg-type]


def test_tuning_turns_the_outcome_floor_on_only_where_measured_answers_disagree_with_the_route() -> None:
    import numpy as np

    from powerlever.routing import knn
    from powerlever.routing.classify import classify_prompt

    for acceptable, floor_wanted in ((("performance", "ultra"), True), (("eco", "balanced"), False)):
        router = _synthetic_router(acceptable)
        heur = [classify_prompt(r.prompt) for r in router.rows]
        folds = np.arange(len(router.rows)) % 5
        sims = router.embeddings @ router.embeddings.T
        ridge = np.zeros(len(router.rows))  # out-of-fold ridge difficulty, as tune's second stage computes it
        for f in range(5):
            model = knn.fit_ridge(router.embeddings, router.heuristic_scores, router.difficulty, folds != f, 1.0)
            for i in np.flatnonzero(folds == f):
                ridge[i] = knn.predict_ridge(model, router.embeddings[i], heur[i].score)
        _, cv = knn._tune_outcome_floor(router, router.params, heur, folds, np.zeros(len(router.rows)), ridge, sims)
        if floor_wanted:  # the ridge, fitted on "easy" labels, routes the outcome cluster low; the floor lifts it
            assert cv["params"]["outcome_min_sim"] < 1 and cv["with_floor"] > cv["without_floor"]
            floor = knn.outcome_vote(sims[59], router.acceptable, router.is_outcome, 5, 0.1, 0.5)
            assert floor is not None and floor[0] == "performance"
        else:  # the outcome rows agree with the route: no floor (ties go to "off")
            assert cv["params"]["outcome_min_sim"] == 2.0 and cv["with_floor"] == cv["without_floor"]

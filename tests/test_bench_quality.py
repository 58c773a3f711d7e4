"""Quality benchmark: every checker grades right answers right and wrong answers wrong, the shipped
item set is well formed and each item's reference answer passes its own checker, and one tiny real
run through the pipeline on the Eco tier writes the per-item results and labels."""

from __future__ import annotations

import argparse
import json
import time

import pytest

from powerlever.bench import quality
from powerlever.bench.quality_checks import CHECKERS, check, extract_code, normalize_expr, parse_numbers


def _item(checker: str, **data) -> dict:
    return {"id": "t", "category": "t", "prompt": "p", "checker": checker, "data": data, "reference": ""}


# ---------------------------------------------------------------------------------------- number


def test_number_parses_formatted_numbers():
    assert parse_numbers("It costs $1,234.50, or 3/4 of that, or −2.") == [1234.5, 0.75, -2.0]
    assert parse_numbers("H2O has no standalone number") == []


@pytest.mark.parametrize("answer", ["391", "17 * 23 = 391.", "The answer is **391**", "\\boxed{391}", "391.0"])
def test_number_right(answer):
    assert check(_item("number", value=391), answer)[0]


@pytest.mark.parametrize("answer", ["17 * 23 = 381.", "391 is close but the answer is 390", "no idea", "3910"])
def test_number_wrong(answer):
    assert not check(_item("number", value=391), answer)[0]


def test_number_decimal_and_tolerance():
    assert check(_item("number", value=6.5), "You get $6.50 back.")[0]
    assert not check(_item("number", value=6.5), "You get $6.05 back.")[0]
    assert check(_item("number", value=0.75), "3/4 = 0.75")[0]


# ------------------------------------------------------------------------------------ expression

ARCCOS = {"expr": "-1/sqrt(1-x^2)", "forms": ["-(1-x^2)^(-1/2)"]}


@pytest.mark.parametrize("answer", [
    "-1/sqrt(1-x^2)",
    "The derivative of arccos(x) is $-\\frac{1}{\\sqrt{1-x^2}}$.",
    "\\(-\\dfrac{1}{\\sqrt{1 - x^{2}}}\\)",
    "d/dx arccos(x) = -1 / √(1 - x²)",
    "-(1 - x^2)^(-1/2)",
    "-1/(sqrt(1 - x**2))",
])
def test_expression_right(answer):
    assert check(_item("expression", **ARCCOS), answer)[0], normalize_expr(answer, prose=True)


@pytest.mark.parametrize("answer", ["1/sqrt(1-x^2)", "-1/sqrt(1+x^2)", "-1/(1-x^2)", "arccos(x) is hard", ""])
def test_expression_wrong(answer):
    assert not check(_item("expression", **ARCCOS), answer)[0]


def test_expression_whole_terms_and_sympy():
    cube = _item("expression", expr="3x^2")
    assert check(cube, "The derivative is 3*x**2")[0]
    assert not check(cube, "3x^2 + 1")[0]  # a longer expression that merely contains the form
    assert not check(cube, "13x^2")[0]
    chain = _item("expression", expr="e^x + x e^x")
    assert check(chain, "x*exp(x) + exp(x)")[0]  # only sympy sees this one
    factor = _item("expression", expr="(x-2)(x-3)", forms=["(x-3)(x-2)"], sympy=False)
    assert check(factor, "(x - 3)(x - 2)")[0]
    assert not check(factor, "x^2 - 5x + 6")[0]  # equal, but not factored: sympy is off for this item


# -------------------------------------------------------------------------------------- keywords


def test_keywords():
    it = _item("keywords", all_of=["donde", "biblioteca"])
    assert check(it, "¿Dónde está la biblioteca?")[0]  # accents folded
    assert not check(it, "Where is the library?")[0]
    syn = _item("keywords", any_of=["glad", "joyful"], none_of=["sad"])
    assert check(syn, "Joyful")[0]
    assert not check(syn, "Gladiator")[0]  # whole words only
    assert not check(syn, "glad, not sad")[0]
    alt = _item("keywords", all_of=["je", ["t'aime", "vous aime"]])
    assert check(alt, "Je t’aime")[0]  # typographic apostrophe
    assert not check(alt, "Je suis")[0]


# ---------------------------------------------------------------------------------- regex and json


def test_regex_and_json():
    yes = _item("regex", pattern=r"YES\.?")
    assert check(yes, " YES\n")[0]
    assert not check(yes, "YES, of course")[0]
    obj = _item("json", values={"name": "Ada", "year": 1815})
    assert check(obj, 'Here:\n```json\n{"name": "Ada", "year": 1815}\n```')[0]
    assert not check(obj, '{"name": "Ada", "year": "1815"}')[0]
    assert not check(obj, "name: Ada")[0]
    arr = _item("json", equals=[2, 4, 6])
    assert check(arr, "[2, 4, 6]")[0]
    assert not check(arr, "[2, 4, 8]")[0]


# ---------------------------------------------------------------------------------------- python

IS_EVEN = {"function": "is_even", "tests": "assert is_even(4) is True\nassert is_even(7) is False"}


def test_python_right_answer_passes():
    answer = "Sure!\n```python\ndef is_even(n):\n    return n % 2 == 0\n```\nThis uses modulo."
    ok, detail = check(_item("python", **IS_EVEN), answer)
    assert ok, detail


def test_python_failing_assert_is_wrong():
    ok, detail = check(_item("python", **IS_EVEN), "```python\ndef is_even(n):\n    return n % 2 == 1\n```")
    assert not ok
    assert "AssertionError" in detail


def test_python_infinite_loop_times_out():
    t0 = time.perf_counter()
    ok, detail = check(_item("python", **IS_EVEN, timeout=1.5),
                       "```python\ndef is_even(n):\n    while True:\n        pass\n```")
    assert not ok
    assert "timed out" in detail
    assert time.perf_counter() - t0 < 10


def test_python_missing_function_and_no_network():
    assert not check(_item("python", **IS_EVEN), "I cannot write code.")[0]
    net = "import socket\ndef is_even(n):\n    socket.create_connection(('127.0.0.1', 9))\n    return n % 2 == 0"
    ok, detail = check(_item("python", **IS_EVEN), net)
    assert not ok and "network disabled" in detail


def test_extract_code_prefers_the_block_with_the_function():
    answer = "```bash\npip install x\n```\n```python\ndef f():\n    return 1\n```"
    assert extract_code(answer).startswith("def f")
    assert extract_code("def g(x):\n    return x").startswith("def g")


# ------------------------------------------------------------------------------------ the item set


def test_item_set_is_well_formed_and_references_pass():
    items = quality.load_items()
    assert len(items) >= 90
    assert len({i["id"] for i in items}) == len(items)
    assert {i["checker"] for i in items} == set(CHECKERS)  # every checker is exercised
    cats = {i["category"] for i in items}
    assert {"arithmetic", "word_problem", "derivative", "algebra", "facts", "python", "translation",
            "format"} <= cats
    for it in items:
        assert it["prompt"].strip() and isinstance(it["data"], dict)
        assert 16 <= it.get("max_tokens", quality.DEFAULT_MAX_TOKENS) <= quality.DEFAULT_MAX_TOKENS
        ok, detail = check(it, it["reference"])
        assert ok, f"{it['id']}: reference fails its own checker ({detail})"
    quick = quality.load_items(quick=True)
    assert 20 <= len(quick) <= 30
    assert len({i["category"] for i in quick}) >= 7


def test_loader_rejects_a_malformed_item(tmp_path):
    bad = tmp_path / "items.jsonl"
    bad.write_text(json.dumps({"id": "x", "category": "c", "prompt": "p", "checker": "vibes", "data": {},
                               "reference": "r"}) + "\n")
    with pytest.raises(ValueError, match="unknown checker"):
        quality.load_items(bad)
    bad.write_text(json.dumps({"id": "x", "prompt": "p"}) + "\n")
    with pytest.raises(ValueError, match="missing"):
        quality.load_items(bad)


# ------------------------------------------------------------------------------- one real eco run


def test_real_eco_run_two_items(tmp_path, smol, capsys):
    out = tmp_path / "q.json"
    parser = argparse.ArgumentParser()
    quality.add_arguments(parser)
    args_list = ["--tiers", "eco", "--ids", "fact-01,arith-01", "--out", str(out), "--json", "--no-plot",
                 "--max-tokens", "24"]
    args = parser.parse_args(args_list)
    assert quality.run(args) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    result = json.loads(out.read_text())
    eco = result["tiers"]["eco"]
    assert summary["tiers"]["eco"]["accuracy"] == eco["accuracy"]
    assert eco["n"] == 2 and eco["models"] == ["SmolLM2-135M-Instruct"]
    assert result["complete"] is True
    for row in result["items"]:
        r = row["results"]["eco"]
        assert r["answer"] and r["tokens"] > 0 and r["energy_kwh"] > 0 and r["cost_usd"] > 0
        items = {i["id"]: i for i in quality.load_items()}
        assert r["correct"] == check(items[row["id"]], r["answer"])[0]  # graded by the checker, not stored
        assert row["label"] == ("eco" if r["correct"] else None)
    # --resume keeps every stored answer and runs only what is missing (here: nothing)
    assert quality.run(parser.parse_args([*args_list, "--resume"])) == 0
    again = json.loads(out.read_text())
    assert [row["results"]["eco"] for row in again["items"]] == [row["results"]["eco"] for row in result["items"]]


def test_summary_per_correct_costs_and_labels():
    rows = [{"correct": c, "energy_kwh": 0.001, "cost_usd": 0.01, "seconds": 2.0, "tokens": 10, "category": cat,
             "model": "m", "draft_model": None, "fallback": None, "timed_out": False, "errors": []}
            for c, cat in [(True, "a"), (False, "a"), (True, "b"), (True, "b")]]
    s = quality.summarize_tier("eco", rows)
    assert s["correct"] == 3 and s["accuracy"] == 0.75
    assert s["energy_kwh_per_correct"] == pytest.approx(0.004 / 3)
    assert s["cost_usd_per_correct"] == pytest.approx(0.04 / 3)
    assert s["per_category"] == {"a": {"n": 2, "accuracy": 0.5}, "b": {"n": 2, "accuracy": 1.0}}
    items = [{"id": "x"}, {"id": "y"}, {"id": "z"}]
    per_item = {"x": {"results": {"eco": {"correct": False}, "balanced": {"correct": True},
                                  "ultra": {"correct": True}}},
                "y": {"results": {"ultra": {"correct": True}, "eco": {"correct": True}}},
                "z": {"results": {"eco": {"correct": False}, "ultra": {"correct": False}}}}
    quality._labels(items, per_item, ["ultra", "eco", "balanced"])
    assert [per_item[i]["label"] for i in "xyz"] == ["balanced", "eco", None]
    table = quality.markdown_table({"tiers": {"eco": s}})
    assert "| eco | m | 3/4 | 75.0% |" in table and "| b (2) | 100% |" in table


def test_regrade_rechecks_stored_answers():
    items = [i for i in quality.load_items() if i["id"] in ("arith-01", "fact-01")]
    row = {"correct": False, "detail": "", "category": "c", "energy_kwh": 1e-6, "cost_usd": 1e-5, "seconds": 1.0, "tokens": 3,
           "model": "m", "draft_model": None, "fallback": None, "timed_out": False, "errors": []}
    result = {"tiers": {"eco": {}}, "items": [
        {"id": "arith-01", "prompt": items[0]["prompt"], "results": {"eco": {**row, "answer": "17*23 = 391"}}},
        {"id": "fact-01", "prompt": items[1]["prompt"], "results": {"eco": {**row, "answer": "Lyon"}}}]}
    out = quality.regrade(result, items)
    assert out["regraded"]["changed_verdicts"] == 1
    assert out["tiers"]["eco"]["correct"] == 1
    assert [r["label"] for r in out["items"]] == ["eco", None]
    result["items"][0]["prompt"] = "something else"
    with pytest.raises(ValueError, match="changed"):
        quality.regrade(result, items)

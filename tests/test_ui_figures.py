"""The savings plot (powerlever.ui.figures): what each bar says, and what a blind comparison's bars keep hidden."""

from __future__ import annotations

from powerlever.ui import figures


def _record(tier: str, energy_kwh: float, serving: str = "shared", **extra) -> dict:
    return {"tier": tier, "model": f"org/{tier.title()}-1B-Instruct", "serving": serving, "energy_kwh": energy_kwh,
            "water_l": energy_kwh * 4, "co2_kg": energy_kwh / 2, "cost_usd": energy_kwh / 50, **extra}


def _traces(fig, name: str):
    return next(t for t in fig.data if t.name == name)


def test_a_blind_pair_does_not_show_which_side_was_cheaper_until_the_vote():
    """QA #6: before the vote the blind pair's bars had the sides' real heights and hovers, beside the labeled
    bars of the same two configurations. Each side is drawn at the pair's average on every redraw (a page run's or a
    reload's too), and the real values come back with the vote."""
    history = [_record("eco", 5e-4), _record("eco", 5e-4, blind_id="b1"), _record("balanced", 1e-4, blind_id="b1")]
    for fig in (figures.savings_figure(history),):
        bars = _traces(fig, "Energy saved (request)")
        assert list(bars.y)[1] == list(bars.y)[2] == 3e-4 * 1e6  # the pair's average, for both sides
        assert list(bars.customdata)[1:] == [figures.BLIND_LABEL] * 2
        assert all("hidden until you vote" in h and "the pair's average" in h for h in list(bars.hovertext)[1:])
        cumulative = _traces(fig, "Energy saved")
        assert abs(cumulative.y[-1] - 11e-4 * 1e6) < 1e-6  # the session's total stays right
        assert "a blind pair shows its average per side until you vote" in fig.layout.title.text
        cost = _traces(fig, "Cost saved (request)")
        assert list(cost.y)[1] == list(cost.y)[2]
    revealed = figures.savings_figure(figures.reveal(history, "b1"))
    assert list(_traces(revealed, "Energy saved (request)").y)[1:] == [5e-4 * 1e6, 1e-4 * 1e6]
    assert "blind pair" not in revealed.layout.title.text


def test_every_bar_has_a_legible_label_and_says_its_serving_assumption():
    """QA #9: labels were drawn inside the bars only, so a short bar's shrank to 3 px and a small negative one's
    vanished; the bars did not say which serving assumption each used, though the cumulative line adds both."""
    history = [_record("eco", 3.09e-4, "dedicated"), _record("ultra", 4e-6, "dedicated"), _record("ultra", -7e-7)]
    fig = figures.savings_figure(history)
    labels = [t for t in fig.data if t.type == "bar" and t.text is not None]
    assert len(labels) == 4  # one labeled row of bars per subplot
    energy = labels[0]
    assert list(energy.text) == ["eco · Eco-1B", "ultra · Ultra-1B", "ultra · Ultra-1B"]
    # the labels stand from the floor of the plot over its whole height, whatever each bar's own height
    assert list(energy.base) == [-7e-7 * 1e6] * 3 and list(energy.y) == [(3.09e-4 + 7e-7) * 1e6] * 3
    assert energy.textposition == "inside" and energy.insidetextanchor == "start" and energy.constraintext == "none"
    assert fig.layout.uniformtext.mode == "show" and fig.layout.uniformtext.minsize >= 10  # one size, never hidden
    hovers = list(_traces(fig, "Energy saved (request)").hovertext)
    assert "dedicated serving" in hovers[0] and "dedicated serving" in hovers[1] and "shared serving" in hovers[2]
    assert "309 mWh" in hovers[0] and "-0.7 mWh" in hovers[2]  # the page's units (render.fmt_energy)
    assert "-$0.000000014" in list(_traces(fig, "Cost saved (request)").hovertext)[2]
    many = figures.savings_figure([_record("eco", 1e-4)] * (figures.MAX_LABELED + 1))
    assert not [t for t in many.data if t.type == "bar" and t.text is not None]  # past 8 requests: the hover only


def test_a_long_label_is_cut_to_fit_and_whole_in_the_hover():
    long = {**_record("performance", 1e-4), "model": "hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4"}
    fig = figures.savings_figure([long])
    text = next(t for t in fig.data if t.type == "bar" and t.text is not None).text[0]
    assert text.startswith("performance · Meta-Llama") and text.endswith("…") and len(text) <= 28
    assert "performance · Meta-Llama-3.1-70B-AWQ-INT4" in _traces(fig, "Energy saved (request)").hovertext[0]

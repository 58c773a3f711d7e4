from __future__ import annotations

from pathlib import Path

import plotly.graph_objects as go

from powerlever.bench.figures import SYSTEM_CHROMIUM, save_figure


def test_save_figure_writes_html_and_png_or_says_why(tmp_path):
    fig = go.Figure(go.Bar(x=["plain", "spec"], y=[1.0, 0.95]))
    out = save_figure(fig, tmp_path / "chart")
    assert Path(out["html"]).read_text().count("plotly") > 0
    if Path(SYSTEM_CHROMIUM).exists():
        assert Path(out["png"]).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", out
    else:
        assert "png_error" in out

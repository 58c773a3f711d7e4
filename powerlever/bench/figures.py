"""Writing benchmark charts: Plotly HTML always, PNG through kaleido when a Chromium is available."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

SYSTEM_CHROMIUM = "/usr/bin/chromium"  # Debian's package; kaleido must never download a browser here


def save_figure(fig: Any, stem: Path | str, scale: float = 1.0) -> dict[str, str]:
    """Write ``<stem>.html`` (plotly.js from its CDN) and ``<stem>.png``. The HTML is the primary
    artifact; a PNG failure is reported under ``png_error`` instead of failing the benchmark."""
    stem = Path(stem)
    out = {"html": str(stem.with_suffix(".html"))}
    fig.write_html(out["html"], include_plotlyjs="cdn")
    try:
        if Path(SYSTEM_CHROMIUM).exists():
            os.environ.setdefault("BROWSER_PATH", SYSTEM_CHROMIUM)
        png = stem.with_suffix(".png")
        fig.write_image(str(png), scale=scale)
        out["png"] = str(png)
    except Exception as exc:
        out["png_error"] = f"{type(exc).__name__}: {exc}"[:200]
    return out

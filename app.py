"""Power Lever: the Gradio app (Hugging Face Space ``app_file``).

Builds the page from ``powerlever.ui`` and launches it. Environment:
  GRADIO_SERVER_PORT   port (default 7860); GRADIO_SERVER_NAME host (default 127.0.0.1, 0.0.0.0 on a Space)
  POWERLEVER_SHARE=1   also open a public share link (GRADIO_SHARE=1 works too)
  POWERLEVER_WARMUP=0  do not load the packaged model in the background at startup

Besides the page and its Gradio API (/generate, /compare), the same server answers
``POST /api/inference`` with the raw event stream as SSE (powerlever/api.py) and the OpenAI-compatible
``/v1/models``, ``/v1/chat/completions``, ``/v1/completions`` (powerlever/openai_api.py).
"""

from __future__ import annotations

import os

from powerlever import api, openai_api
from powerlever.ui import warmup
from powerlever.ui.layout import build_demo, launch_options


def _truthy(value: str | None) -> bool:
    return (value or "").strip().lower() in ("1", "true", "yes", "on")


def main() -> None:
    warmup.start()  # the first request should not wait on model loading
    on_space = bool(os.environ.get("SPACE_ID"))
    demo.launch(
        server_name=os.environ.get("GRADIO_SERVER_NAME", "0.0.0.0" if on_space else "127.0.0.1"),
        server_port=int(os.environ.get("GRADIO_SERVER_PORT", "7860")),
        share=_truthy(os.environ.get("POWERLEVER_SHARE")) or _truthy(os.environ.get("GRADIO_SHARE")),
        prevent_thread_lock=True,
        **launch_options(),
    )
    api.attach(demo.app)
    openai_api.attach(demo.app)
    demo.block_thread()


demo = build_demo()  # module level: `gradio app.py` (reload mode) looks for `demo`

if __name__ == "__main__":
    main()

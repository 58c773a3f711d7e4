"""``python -m powerlever serve``: the HTTP APIs without the page, as one uvicorn server.

Serves the OpenAI-compatible ``/v1`` (``powerlever.openai_api``) and the SSE ``/api/inference`` +
``/api/tiers`` (``powerlever.api``) with the same guards as the app (body and depth caps, admission
with 429, optional ``POWERLEVER_API_KEY``, no CORS). The packaged model loads in the background at
start (``--no-warmup`` to skip), so the first request does not wait on it.
"""

from __future__ import annotations

import argparse
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from powerlever import env
from powerlever.cli.argtypes import int_between

_port = int_between(1, 65535, "a port number 1-65535")


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("serve", help="serve the OpenAI-compatible /v1 and the SSE /api without the UI")
    p.add_argument("--host", default=os.environ.get("POWERLEVER_HOST", "127.0.0.1"),
                   help="bind address (default 127.0.0.1; use 0.0.0.0 to expose it, with POWERLEVER_API_KEY)")
    p.add_argument("--port", type=_port, default=env.number("POWERLEVER_PORT", 8000, lo=1, hi=65535, integer=True, strict=False),
                   help="port 1-65535 (default 8000, or POWERLEVER_PORT)")
    p.add_argument("--no-warmup", action="store_true", help="do not load the packaged model at start")
    p.add_argument("--log-level", default="warning", help="uvicorn log level (default warning)")
    p.set_defaults(func=run)


def build_app() -> Any:
    """The standalone FastAPI app with both APIs attached (no CORS middleware: cross-origin is off)."""
    from fastapi import FastAPI

    from powerlever import api, openai_api

    app = FastAPI(title="Power Lever", docs_url=None, redoc_url=None, openapi_url=None)
    api.attach(app)  # also /health
    openai_api.attach(app)
    return app


def _bind_problem(host: str, port: int) -> str | None:
    """Why ``host:port`` cannot be listened on (in use, no such address), said before the banner; None when free."""
    import socket

    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        with socket.socket(infos[0][0], socket.SOCK_STREAM) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds
            s.bind(infos[0][4])
    except OSError as exc:
        return f"cannot listen on {host}:{port}: {exc.strerror or exc}"
    return None


def run(args: argparse.Namespace) -> int:
    import sys

    import uvicorn

    from powerlever.ui import warmup

    problem = _bind_problem(args.host, args.port)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    warmup.start(skip="warm-up skipped (serve --no-warmup): the model loads on the first request"
                 if args.no_warmup else None)
    print(f"Power Lever API on http://{args.host}:{args.port} (/v1/models, /v1/chat/completions, "
          "/v1/completions, /api/inference)", flush=True)
    uvicorn.run(build_app(), host=args.host, port=args.port, log_level=args.log_level,
                limit_concurrency=None, timeout_graceful_shutdown=5)
    return 0


@contextmanager
def serve_in_thread(app: Any = None, host: str = "127.0.0.1", port: int = 0) -> Iterator[str]:
    """Run the app (default: ``build_app()``) under uvicorn in a daemon thread; yields its base URL and
    shuts it down on exit. For tests and embedding; ``port=0`` picks a free one."""
    import socket

    import uvicorn

    if not port:
        with socket.socket() as s:
            s.bind((host, 0))
            port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app or build_app(), host=host, port=port, log_level="warning",
                                           timeout_graceful_shutdown=2))
    thread = threading.Thread(target=server.run, name=f"powerlever-serve-{port}", daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError(f"the API server did not start on {host}:{port}")
        time.sleep(0.05)
    try:
        yield f"http://{host}:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)

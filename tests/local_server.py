"""Launching Gradio apps in-process on a free loopback port, for tests that talk to a real server."""

from __future__ import annotations

import socket
from typing import Any


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def launch(demo: Any, **options: Any) -> str:
    """Start ``demo`` without blocking; returns its URL. The caller closes it with ``demo.close()``."""
    _, url, _ = demo.launch(prevent_thread_lock=True, server_port=free_port(), quiet=True, **options)
    return url

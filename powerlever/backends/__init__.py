"""Backend registry: name -> backend instance. Remote backends are imported lazily so the app runs
without their optional dependencies."""

from __future__ import annotations

import importlib
from functools import cache

from powerlever.backends.base import Backend, BackendError

_BACKENDS = {
    "local": ("powerlever.backends.local", "LocalBackend"),
    "modal": ("powerlever.backends.modal", "ModalBackend"),
    "openai": ("powerlever.backends.openai_compat", "OpenAICompatBackend"),
}

BACKEND_NAMES: tuple[str, ...] = tuple(_BACKENDS)


@cache
def get_backend(name: str) -> Backend:
    if name not in _BACKENDS:
        raise BackendError(f"unknown backend {name!r}; known backends: {', '.join(_BACKENDS)}",
                           where="dispatch", recoverable=True)
    module_name, class_name = _BACKENDS[name]
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise BackendError(f"backend {name!r} is not installed: {exc}", where="dispatch") from exc
    return getattr(module, class_name)()


def available_backends() -> dict[str, tuple[bool, str]]:
    """Which backends are configured right now (cheap; the UI shows only usable ones)."""
    out: dict[str, tuple[bool, str]] = {}
    for name in _BACKENDS:
        try:
            out[name] = get_backend(name).available()
        except BackendError as exc:
            out[name] = (False, str(exc))
    return out


__all__ = ["BACKEND_NAMES", "Backend", "BackendError", "available_backends", "get_backend"]

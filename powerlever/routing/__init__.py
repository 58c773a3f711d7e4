"""Routing: prompt -> category/difficulty -> tier -> InferenceConfig, with a timed trace.

Public API (used by the pipeline, the UI, the CLI and the benchmarks):
  * ``classify_prompt(prompt) -> Classification``: the heuristic classifier, pure, sub-millisecond.
  * ``build_config(power, speed, difficulty, mode, *, request=None, category="chat") -> InferenceConfig``.
  * ``await route_request(request) -> RouteResult``: the full router (heuristic | knn | claude | agent).
"""

from powerlever.routing.classify import CATEGORIES, Classification, classify_prompt
from powerlever.routing.config_builder import build_config
from powerlever.routing.router import ROUTERS, RouteResult, default_router, route_request


def prewarm() -> None:
    """Start loading the kNN router in a daemon thread (call at app start so the first AUTO request
    does not wait for the embedding model). Errors are ignored here; route_request reports them."""
    import threading

    def _load() -> None:
        try:
            from powerlever.routing import knn, safety

            knn.get_router()
            safety.get_detector()
        except Exception:  # noqa: BLE001 - the request path traces the reason
            pass

    threading.Thread(target=_load, name="powerlever-knn-prewarm", daemon=True).start()

__all__ = [
    "CATEGORIES",
    "Classification",
    "ROUTERS",
    "RouteResult",
    "build_config",
    "classify_prompt",
    "default_router",
    "prewarm",
    "route_request",
]

"""Routing: prompt -> category/difficulty -> tier -> InferenceConfig, with a timed trace.

Public API (used by the pipeline, the UI, the CLI and the benchmarks):
  * ``classify_prompt(prompt) -> Classification``: the heuristic classifier, pure, sub-millisecond.
  * ``build_config(power, speed, difficulty, mode, *, request=None, category="chat") -> InferenceConfig``.
  * ``await route_request(request) -> RouteResult``: the full router (heuristic | knn | claude | agent).
"""

from powerlever.routing.classify import CATEGORIES, Classification, classify_prompt
from powerlever.routing.config_builder import build_config
from powerlever.routing.router import ROUTERS, RouteResult, default_router, route_request

__all__ = [
    "CATEGORIES",
    "Classification",
    "ROUTERS",
    "RouteResult",
    "build_config",
    "classify_prompt",
    "default_router",
    "route_request",
]

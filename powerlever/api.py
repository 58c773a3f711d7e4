"""HTTP API: the event stream over SSE, the seed gateway's contract (``POST /api/inference``).

A thin consumer of ``powerlever.pipeline.run``: the JSON body is a ``GenerationRequest``; the
response is ``text/event-stream`` with one ``data: <json>\\n\\n`` frame per event, ending in
``done``. Validation problems are still events (``error`` then ``done``), so clients have one
code path; only a body that is not a JSON object with known fields gets an HTTP 400. A client
that disconnects cancels its generation.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import AsyncIterator
from typing import Any

from fastapi import Request  # module level: FastAPI resolves the handler's annotation by name
from fastapi.responses import JSONResponse, StreamingResponse

from powerlever.config import GenerationRequest

REQUEST_FIELDS = tuple(f.name for f in dataclasses.fields(GenerationRequest))


class BadRequest(ValueError):
    pass


def request_from_json(body: Any) -> GenerationRequest:
    if not isinstance(body, dict):
        raise BadRequest("the request body must be a JSON object")
    unknown = sorted(set(body) - set(REQUEST_FIELDS))
    if unknown:
        raise BadRequest(f"unknown field(s) {', '.join(unknown)}; known fields: {', '.join(REQUEST_FIELDS)}")
    if "prompt" not in body:
        raise BadRequest("missing field 'prompt'")
    return GenerationRequest(**body)


async def sse_stream(request: GenerationRequest, cancel: asyncio.Event) -> AsyncIterator[str]:
    from powerlever.pipeline import run

    try:
        async for event in run(request, cancel):
            yield event.to_sse()
    finally:
        cancel.set()  # client went away mid-stream: stop the engine


def attach(app: Any) -> None:
    """Add the API routes to a FastAPI app (Gradio's server app, or a standalone one)."""
    async def inference(http_request: Request) -> Any:
        try:
            body = json.loads(await http_request.body() or b"null")
            request = request_from_json(body)
        except (json.JSONDecodeError, UnicodeDecodeError):
            return JSONResponse({"error": "the request body is not valid JSON"}, status_code=400)
        except (BadRequest, TypeError) as exc:
            return JSONResponse({"error": str(exc)}, status_code=400)
        return StreamingResponse(sse_stream(request, asyncio.Event()), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    async def tiers() -> Any:
        from powerlever.tiers import registry_as_dict

        return JSONResponse(registry_as_dict())

    app.add_api_route("/api/inference", inference, methods=["POST"])
    app.add_api_route("/api/tiers", tiers, methods=["GET"])

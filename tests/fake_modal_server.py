"""A stand-in for Modal's control plane on 127.0.0.1, speaking Modal's real gRPC protocol
(``modal_proto.api_grpc.ModalClientBase`` over grpclib), so the real ``modal`` client code runs against
it. Modal's cloud cannot be reached from the build machine; this is the only fake in these tests.

Every RPC answers UNIMPLEMENTED unless a handler is given; ``calls`` records what the client asked.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from typing import Any

# request message -> response message, or a list of them for a server-streaming RPC (or raise GRPCError)
Handler = Callable[[Any], Awaitable[Any]]


class FakeModalServer:
    def __init__(self, handlers: dict[str, Handler]):
        self.handlers = handlers
        self.calls: list[tuple[str, Any]] = []
        self.port: int | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server = None

    def _servicer(self) -> Any:
        from grpclib import GRPCError, Status
        from modal_proto import api_grpc

        outer = self
        namespace: dict[str, Any] = {}
        for name in api_grpc.ModalClientBase.__abstractmethods__:
            async def method(self, stream, _name=name):
                request = await stream.recv_message()
                outer.calls.append((_name, request))
                handler = outer.handlers.get(_name)
                if handler is None:
                    raise GRPCError(Status.UNIMPLEMENTED, f"fake Modal server: {_name} is not implemented")
                response = await handler(request)
                for message in response if isinstance(response, list) else [response]:  # list: server streaming
                    await stream.send_message(message)
            namespace[name] = method
        return type("FakeModal", (api_grpc.ModalClientBase,), namespace)()

    def __enter__(self) -> FakeModalServer:
        import grpclib.server

        ready = threading.Event()

        def run() -> None:
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            self._loop = loop
            self._server = grpclib.server.Server([self._servicer()])
            loop.run_until_complete(self._server.start("127.0.0.1", 0))
            self.port = self._server._server.sockets[0].getsockname()[1]
            ready.set()
            loop.run_forever()

        threading.Thread(target=run, name="fake-modal", daemon=True).start()
        if not ready.wait(10):
            raise RuntimeError("fake Modal server did not start")
        return self

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __exit__(self, *exc: object) -> None:
        if self._loop and self._server:
            async def stop() -> None:
                self._server.close()
                await self._server.wait_closed()

            asyncio.run_coroutine_threadsafe(stop(), self._loop).result(timeout=5)
            self._loop.call_soon_threadsafe(self._loop.stop)

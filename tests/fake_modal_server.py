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


def deployed_worker(worker_class: str, events: list[dict], *, fail_after: int | None = None,
                    stall: bool = False, warm: int = 1, backlog: int = 0) -> dict[str, Handler]:
    """Handlers for an app with ``worker_class`` deployed whose ``generate_stream`` yields ``events``.

    fail_after: the call fails (a remote exception) after that many events; stall: no event ever comes.
    The call's input (the payload the backend sent) is kept in ``handlers["inputs"]``-style state via
    the server's ``calls`` (FunctionMap requests)."""
    from grpclib import GRPCError, Status
    from modal._serialization import serialize
    from modal_proto import api_pb2 as pb

    formats_in = [pb.DATA_FORMAT_PICKLE, pb.DATA_FORMAT_CBOR]
    formats_out = [pb.DATA_FORMAT_PICKLE, pb.DATA_FORMAT_CBOR, pb.DATA_FORMAT_GENERATOR_DONE]
    sent = events if fail_after is None else events[:fail_after]

    def meta(name: str, ftype: int, methods: dict | None = None) -> Any:
        is_method = not name.endswith(".*")
        return pb.FunctionHandleMetadata(
            function_name=name, function_type=ftype, is_method=is_method,
            use_method_name=name.rsplit(".", 1)[-1] if is_method else "", method_handle_metadata=methods or {},
            supported_input_formats=formats_in, supported_output_formats=formats_out,
            class_parameter_info=pb.ClassParameterInfo(format=pb.ClassParameterInfo.PARAM_SERIALIZATION_FORMAT_PROTO))

    def service_meta() -> Any:
        methods = {"generate_stream": meta(f"{worker_class}.generate_stream", pb.Function.FUNCTION_TYPE_GENERATOR),
                   "generate": meta(f"{worker_class}.generate", pb.Function.FUNCTION_TYPE_FUNCTION),
                   "info": meta(f"{worker_class}.info", pb.Function.FUNCTION_TYPE_FUNCTION)}
        return meta(f"{worker_class}.*", pb.Function.FUNCTION_TYPE_FUNCTION, methods)

    async def class_get(req: Any) -> Any:
        if req.object_tag != worker_class:
            raise GRPCError(Status.NOT_FOUND, f"Class '{req.object_tag}' not found in app '{req.app_name}'")
        return pb.ClassGetResponse(class_id="cs-fake")

    async def function_get(req: Any) -> Any:
        data = pb.FunctionData(function_name=f"{worker_class}.*", is_class=True, module_name="workers.app",
                               ranked_functions=[pb.FunctionData.RankedFunction(
                                   rank=0, function=pb.Function(function_name=f"{worker_class}.*"))])
        return pb.FunctionGetResponse(function_id="fu-fake", function=data, handle_metadata=service_meta())

    async def bind_params(req: Any) -> Any:
        return pb.FunctionBindParamsResponse(bound_function_id="fu-fake-bound", handle_metadata=service_meta())

    async def function_map(req: Any) -> Any:
        return pb.FunctionMapResponse(function_call_id="fc-fake", pipelined_inputs=[
            pb.FunctionPutInputsResponseItem(idx=0, input_id="in-fake", input_jwt="jwt-fake")])

    async def data_out(req: Any) -> Any:
        if stall or req.last_index >= len(sent):
            await asyncio.sleep(0.05)  # a real server holds the stream open; avoid a busy poll
            return []
        return [pb.DataChunk(data_format=pb.DATA_FORMAT_PICKLE, data=serialize(ev), index=i + 1)
                for i, ev in enumerate(sent) if i + 1 > req.last_index]

    async def get_outputs(req: Any) -> Any:
        if stall:
            await asyncio.sleep(0.2)
            return pb.FunctionGetOutputsResponse(num_unfinished_inputs=1)
        if fail_after is not None:
            await asyncio.sleep(0.1)  # let the streamed events arrive first, as they would
            exc = RuntimeError("container exited: CUDA error: an illegal memory access was encountered")
            result = pb.GenericResult(status=pb.GenericResult.GENERIC_STATUS_FAILURE, exception=str(exc),
                                      data=serialize(exc))
            fmt = pb.DATA_FORMAT_PICKLE
        else:
            done = pb.GeneratorDone(items_total=len(sent)).SerializeToString()
            result = pb.GenericResult(status=pb.GenericResult.GENERIC_STATUS_SUCCESS, data=done)
            fmt = pb.DATA_FORMAT_GENERATOR_DONE
        return pb.FunctionGetOutputsResponse(outputs=[pb.FunctionGetOutputsItem(
            idx=0, input_id="in-fake", data_format=fmt, result=result)], num_unfinished_inputs=0)

    async def current_stats(req: Any) -> Any:
        return pb.FunctionStats(backlog=backlog, num_total_tasks=warm)

    async def hello(req: Any) -> Any:
        return pb.ClientHelloResponse()

    return {"ClassGet": class_get, "FunctionGet": function_get, "FunctionBindParams": bind_params,
            "FunctionMap": function_map, "FunctionCallGetDataOut": data_out, "FunctionGetOutputs": get_outputs,
            "FunctionGetCurrentStats": current_stats, "ClientHello": hello}


def call_payload(server: FakeModalServer) -> tuple[str, Any]:
    """(method name, payload) of the first FunctionMap call the client made."""
    from modal._serialization import deserialize

    request = next(req for name, req in server.calls if name == "FunctionMap")
    item = request.pipelined_inputs[0].input
    args, _kwargs = deserialize(item.args, None)
    return item.method_name, args[0]

"""The network layer: one asyncio listener, one task per connection, responses in request order.

Like Kafka's SocketServer, a connection processes one request at a time (Kafka mutes the
channel until the response is sent), so responses leave in request order and a long-polling
Fetch holds back the requests behind it on the same connection. Produce with acks=0 gets no
response. Bad input costs only the offending connection: it gets Kafka's answer where Kafka
gives one (ApiVersions at an unsupported version) or is closed with one log line.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import socket
from collections.abc import Callable

from kafkasim.broker.network.registry import REGISTRY, Registry, RequestContext
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.framing import (
    FrameError,
    UnsupportedRequestError,
    decode_request,
    encode_response,
)
from kafkasim.protocol.messages.api_versions import ApiVersion, ApiVersionsResponse
from kafkasim.protocol.streams import FrameProtocol

log = logging.getLogger("kafkasim.server")

API_VERSIONS_KEY = 18
_connection_ids = itertools.count(1)


class KafkaServer:
    """Serves the Kafka protocol for one node (`owner`) on one listener.

    `owner` is passed to every handler as its first argument. `max_versions` caps advertised
    and accepted versions per API key. `on_request`, when set, sees every decoded request
    (request capture for tests) and may return an override coroutine result (fault injection).
    """

    def __init__(
        self,
        owner,
        *,
        host: str,
        port: int,
        listener: str,
        max_request_size: int,
        registry: Registry = REGISTRY,
        max_versions: dict[int, int] | None = None,
        on_request: Callable | None = None,
    ):
        self.owner = owner
        self.host = host
        self.port = port
        self.listener = listener
        self.max_request_size = max_request_size
        self.registry = registry
        self.max_versions = dict(max_versions or {})
        self.on_request = on_request
        self._server: asyncio.base_events.Server | None = None
        self._connections: set[asyncio.Task] = set()
        self._streams: set[FrameProtocol] = set()

    async def start(self) -> None:
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(
            lambda: FrameProtocol(self.max_request_size, self._connected),
            self.host, self.port, reuse_address=True,
        )
        self.port = self._server.sockets[0].getsockname()[1]

    def _connected(self, stream: FrameProtocol) -> None:
        task = asyncio.get_running_loop().create_task(self._serve(stream))
        self._connections.add(task)

    async def stop(self) -> None:
        """Stop listening and drop every open connection (as a crashed broker would)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        for stream in list(self._streams):
            stream.transport.abort()
        for task in list(self._connections):
            task.cancel()
        if self._connections:
            await asyncio.gather(*self._connections, return_exceptions=True)

    def api_versions(self) -> list[ApiVersion]:
        """The ApiVersions entries this listener advertises, from the registry."""
        return [
            ApiVersion(api_key=spec.api_key, min_version=spec.advertised_min,
                       max_version=spec.max_version)
            for spec in self.registry.served(self.listener, self.max_versions)
        ]

    def served_range(self, api_key: int) -> tuple[int, int] | None:
        spec = self.registry.lookup(self.listener, api_key)
        if spec is None:
            return None
        high = min(spec.max_version, self.max_versions.get(api_key, spec.max_version))
        return (spec.min_version, high) if high >= spec.min_version else None

    async def _serve(self, stream: FrameProtocol) -> None:
        task = asyncio.current_task()
        self._streams.add(stream)
        peer = stream.get_extra_info("peername") or ("?", 0)
        sock = stream.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        connection_id = next(_connection_ids)
        try:
            while True:
                frame = await stream.read_frame()
                if frame is None:
                    return
                if not await self._handle_frame(frame, stream, peer, connection_id):
                    return
                if stream.transport.get_write_buffer_size() > (1 << 20):
                    await stream.drain()
        except FrameError as error:
            log.warning("closing connection %d from %s:%s: %s", connection_id, *peer[:2], error)
        except ConnectionError:
            pass
        except asyncio.CancelledError:
            pass
        except Exception:
            log.exception("closing connection %d from %s:%s after an internal error",
                          connection_id, *peer[:2])
        finally:
            self._connections.discard(task)
            self._streams.discard(stream)
            stream.close()

    async def _handle_frame(self, frame: bytes, stream, peer, connection_id: int) -> bool:
        """Answer one request; return False when the connection must be closed."""
        try:
            header, request = decode_request(frame)
        except UnsupportedRequestError as error:
            if error.api_key == API_VERSIONS_KEY:
                self._reply_unsupported_api_versions(stream, error.correlation_id)
                return True
            log.warning("closing connection %d from %s:%s: %s", connection_id, *peer[:2], error)
            return False
        api_key = header.request_api_key
        version = header.request_api_version
        served = self.served_range(api_key)
        if served is None or not served[0] <= version <= served[1]:
            if api_key == API_VERSIONS_KEY:
                self._reply_unsupported_api_versions(stream, header.correlation_id)
                return True
            log.warning(
                "closing connection %d from %s:%s: API key %d version %d is not served here",
                connection_id, *peer[:2], api_key, version,
            )
            return False
        context = RequestContext(
            api_key=api_key,
            api_version=version,
            correlation_id=header.correlation_id,
            client_id=header.client_id,
            client_host=peer[0],
            client_port=peer[1],
            listener=self.listener,
            connection_id=connection_id,
        )
        spec = self.registry.lookup(self.listener, api_key)
        if self.on_request is not None:
            response = await self.on_request(self, context, request, spec.function)
        else:
            response = await spec.function(self.owner, context, request)
        if context.close_connection:
            return False
        if context.suppress_response or response is None:
            return True
        if stream.transport.is_closing():
            # The client went away while the request waited (a long-poll Fetch, acks=all):
            # nobody to answer. uvloop raises on writes to a closed transport.
            return False
        stream.writelines(encode_response(api_key, version, header.correlation_id, response))
        return True

    def _reply_unsupported_api_versions(self, stream, correlation_id: int) -> None:
        # Kafka answers an ApiVersions request it cannot parse with a v0 response carrying
        # UNSUPPORTED_VERSION and its supported ranges, so the client can retry lower.
        response = ApiVersionsResponse(
            error_code=ErrorCode.UNSUPPORTED_VERSION, api_keys=self.api_versions()
        )
        stream.writelines(encode_response(API_VERSIONS_KEY, 0, correlation_id, response))

"""The network layer: one asyncio listener, one task per connection, responses in request order.

Like Kafka's SocketServer, a connection processes one request at a time (Kafka mutes the
channel until the response is sent), so responses leave in request order and a long-polling
Fetch holds back the requests behind it on the same connection. Produce with acks=0 gets no
response. Bad input costs only the offending connection: it gets Kafka's answer where Kafka
gives one (ApiVersions at an unsupported version) or is closed with one log line.

Connection limits, Kafka's keys (`ConnectionLimits`): `socket.request.max.bytes` per frame;
`queued.max.request.bytes` for the requests read but not answered across connections (a
connection whose next frame does not fit is not read until memory frees, Kafka's memory
pool; -1, the default, is no limit); `connections.max.idle.ms`, after which a connection
with no bytes in or out and no request in progress is closed; `max.connections` and
`max.connections.per.ip` (with `max.connections.per.ip.overrides`), beyond which a new
connection is closed at once (Kafka closes one over the per-IP limit; over the broker-wide
limit it stops accepting until a slot frees, which a closed connection tells the client
sooner). A client that disconnects while its Fetch long-polls frees the wait at once.

A broker's listener is bound and accepting from the start (so its port is known, and clients'
connects succeed), but reads no request until request processing is enabled
(`enable_request_processing`), once the broker is registered, caught up and unfenced: Kafka's
BrokerServer opens its SocketServer's ports early and calls `enableRequestProcessing` only after
the controller unfences the broker, so no client is ever answered from a broker that has not
caught up with the cluster's metadata.

A harness may ask, per request, for a fault on the wire (`wire_faults`, wire_faults.py): the
listener then holds the request or its answer back, cuts the answer mid-frame, closes the
connection late, resets it after a count of bytes, or stalls its outgoing stream, so clients
meet these faults on the advertised listeners themselves, with no proxy.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import socket
import struct
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from kafkasim.broker.network.fetch_records import FetchRecorder
from kafkasim.broker.network.local_channel import LOCAL_LISTENERS, LocalChannel
from kafkasim.broker.network.registry import (
    ANONYMOUS,
    REGISTRY,
    UNKNOWN_CLIENT,
    ClientInformation,
    Registry,
    RequestContext,
)
from kafkasim.broker.network.topology import NetworkPath
from kafkasim.broker.network.wire_faults import Direction, WireFault, WireFaultKind
from kafkasim.protocol.connection import ConnectionClosedError
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.framing import (
    FrameError,
    UnsupportedRequestError,
    decode_request,
    encode_response,
)
from kafkasim.protocol.messages.api_versions import ApiVersion, ApiVersionsResponse
from kafkasim.protocol.streams import FrameProtocol, RequestMemoryPool

log = logging.getLogger("kafkasim.server")

API_VERSIONS_KEY = 18
FETCH_KEY = 1
_connection_ids = itertools.count(1)
_NO_LIMIT = 2**31 - 1
_FRAME_LENGTH = 4  # the size prefix of every frame
_RESET_FLUSH_SECONDS = 1.0  # the longest a reset waits for the bytes before it to leave


@dataclass(frozen=True, slots=True)
class ConnectionLimits:
    """What a listener allows its connections (Kafka's socket server keys; see the module
    docstring). The defaults are Kafka's."""

    max_request_size: int = 100 * 1024 * 1024
    queued_max_request_bytes: int = -1
    connections_max_idle_ms: int = 600_000
    max_connections: int = _NO_LIMIT
    max_connections_per_ip: int = _NO_LIMIT
    max_connections_per_ip_overrides: dict[str, int] = field(default_factory=dict)

    @classmethod
    def from_config(cls, config) -> ConnectionLimits:
        overrides = {}
        for item in (config.get("max.connections.per.ip.overrides") or "").split(","):
            host, _, count = item.strip().rpartition(":")
            if host and count.strip().isdigit():
                overrides[host.strip()] = int(count)
        return cls(max_request_size=config.get_int("socket.request.max.bytes"),
                   queued_max_request_bytes=config.get_int("queued.max.request.bytes"),
                   connections_max_idle_ms=config.get_int("connections.max.idle.ms"),
                   max_connections=config.get_int("max.connections"),
                   max_connections_per_ip=config.get_int("max.connections.per.ip"),
                   max_connections_per_ip_overrides=overrides)

    def per_ip(self, host: str) -> int:
        return self.max_connections_per_ip_overrides.get(host, self.max_connections_per_ip)


class Throttler(Protocol):
    """What the server asks of client quotas (broker/quota/manager.py's ClientQuotas)."""

    @property
    def measures_request_time(self) -> bool:
        """Whether handler time must be measured (RequestContext.request_timer)."""

    def respond(self, context: RequestContext, response) -> int:
        """The request's throttle time in ms (set into the response's ThrottleTimeMs)."""

    def record_network_time(self, context: RequestContext, nanos: int) -> None:
        """Time spent sending the response."""


class RequestTimer:
    """The time a request's handler spends running (not waiting), in nanoseconds: Kafka's
    request thread time, which request quotas measure. `wrap` times every step of the
    handler's coroutine between its awaits; `nanos` read from inside the handler includes the
    step running now."""

    __slots__ = ("_done", "_step_started")

    def __init__(self) -> None:
        self._done = 0
        self._step_started: int | None = None

    @property
    def nanos(self) -> int:
        running = self._step_started
        return self._done if running is None else \
            self._done + time.perf_counter_ns() - running

    def wrap(self, function: Callable) -> Callable:
        def timed(owner, context, request):
            return _TimedSteps(function(owner, context, request), self)

        return timed

    def step_started(self) -> None:
        self._step_started = time.perf_counter_ns()

    def step_ended(self) -> None:
        self._done += time.perf_counter_ns() - self._step_started
        self._step_started = None


class _TimedSteps:
    """Awaits a coroutine, timing each of its steps with a RequestTimer."""

    __slots__ = ("coroutine", "timer")

    def __init__(self, coroutine, timer: RequestTimer) -> None:
        self.coroutine = coroutine
        self.timer = timer

    def __await__(self):
        coroutine, timer = self.coroutine, self.timer
        value, error = None, None
        while True:
            timer.step_started()
            try:
                if error is None:
                    signal = coroutine.send(value)
                else:
                    signal = coroutine.throw(error)
            except StopIteration as stop:
                return stop.value
            finally:
                timer.step_ended()
            try:
                value, error = (yield signal), None
            except GeneratorExit:
                coroutine.close()
                raise
            except BaseException as thrown:  # noqa: BLE001  (cancellation, passed on as is)
                value, error = None, thrown
# RFC 2253 attribute names, as Java's X500Principal.getName() writes a subject.
_RFC2253_NAMES = {"commonName": "CN", "organizationName": "O", "organizationalUnitName": "OU",
                  "countryName": "C", "localityName": "L", "stateOrProvinceName": "ST",
                  "streetAddress": "STREET", "domainComponent": "DC", "userId": "UID"}


def certificate_principal(stream) -> str | None:
    """`User:<subject>` for a TLS client that presented a certificate the listener verified
    (Kafka's DefaultKafkaPrincipalBuilder with ssl.principal.mapping.rules=DEFAULT: the
    subject as X500Principal.getName() writes it, most specific attribute first); else
    None."""
    ssl_object = stream.get_extra_info("ssl_object")
    certificate = ssl_object.getpeercert() if ssl_object is not None else None
    if not certificate:
        return None
    parts = []
    for rdn in reversed(certificate.get("subject", ())):
        parts.append("+".join(f"{_RFC2253_NAMES.get(key, key)}={_rfc2253_escape(value)}"
                              for key, value in rdn))
    return f"User:{','.join(parts)}" if parts else None


def _rfc2253_escape(value: str) -> str:
    escaped = "".join(f"\\{c}" if c in ',+"\\<>;' else c for c in value)
    if escaped.startswith((" ", "#")):
        escaped = "\\" + escaped
    return escaped[:-1] + "\\ " if escaped.endswith(" ") else escaped


class KafkaServer:
    """Serves the Kafka protocol for one node (`owner`) on one listener.

    `owner` is passed to every handler as its first argument. `max_versions` caps advertised
    and accepted versions per API key. `on_request`, when set, sees every decoded request
    (request capture for tests) and may return an override coroutine result (fault injection).
    `throttler` (the broker's client quotas) gives each request its throttle time after the
    handler; the connection is then muted that long (KIP-219).
    """

    def __init__(
        self,
        owner,
        *,
        host: str,
        port: int,
        listener: str,
        limits: ConnectionLimits | None = None,
        registry: Registry = REGISTRY,
        max_versions: dict[int, int] | None = None,
        on_request: Callable | None = None,
        ssl=None,
        authenticator: Callable | None = None,
        listener_name: str | None = None,
        network: NetworkPath | None = None,
        throttler: Throttler | None = None,
    ):
        self.owner = owner
        self.host = host
        self.port = port
        self.listener = listener
        self.limits = limits or ConnectionLimits()
        self.registry = registry
        self.max_versions = dict(max_versions or {})
        self.on_request = on_request
        # SSL and SASL listeners (broker/security): an ssl.SSLContext for the socket, and a
        # factory of per-connection authenticators that see every frame until the client
        # has authenticated.
        self.ssl = ssl
        self.authenticator = authenticator
        self._server: asyncio.base_events.Server | None = None
        self._connections: dict[FrameProtocol, asyncio.Task] = {}
        self._per_ip: Counter[str] = Counter()
        # The connection's task and the API key it is serving, while a request is in progress.
        self._in_progress: dict[FrameProtocol, int] = {}
        self._pool = RequestMemoryPool(self.limits.queued_max_request_bytes) \
            if self.limits.queued_max_request_bytes >= 0 else None
        self._idle_task: asyncio.Task | None = None
        # The network model (broker/network/topology.py): this listener's name and the path
        # its clients' requests and responses travel; None: no modelled delay.
        self.listener_name = listener_name
        self.network = network
        # Broker-side fetch records (broker/network/fetch_records.py), when enabled.
        self.fetch_recorder: FetchRecorder | None = None
        # Per connection, when its last response in flight reaches the client.
        self._last_delivery: dict[FrameProtocol, float] = {}
        # Client quotas (broker/quota): after each handler, the request's throttle time;
        # None (the controller's listener): nothing is throttled.
        self.throttler = throttler
        # Per throttled connection, until when nothing more is read from it (KIP-219).
        self._muted_until: dict[FrameProtocol, float] = {}
        # Per connection id, the client software its ApiVersions named (KIP-511).
        self._client_information: dict[int, ClientInformation] = {}
        # Called with a connection's id once it closed (Kafka's ConnectionDisconnectListener).
        self.disconnect_listeners: list[Callable[[int], None]] = []
        # Set once requests may be read (see the module docstring).
        self._processing = asyncio.Event()
        # Faults on the wire (wire_faults.py): called with each request's context, answers
        # the WireFault a harness rule gives it, or None (broker/control/tcp_faults.py).
        self.wire_faults: Callable[[RequestContext], WireFault | None] | None = None
        # Per connection, the bytes left in one direction before a `reset` fault resets it.
        self._reset_budget: dict[FrameProtocol, tuple[Direction, int]] = {}
        # Connections whose outgoing stream a `drop_response` fault stalled: nothing more is
        # written on them.
        self._stalled: set[FrameProtocol] = set()
        # In-process channels (broker/network/local_channel.py) to this listener, with their
        # connection ids, and the loop it serves on once started.
        self._local_channels: dict[LocalChannel, int] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        # True while a harness TCP fault rule may take the brokers' own requests
        # (broker/control/tcp_faults.py, `internal`): those must then cross a socket.
        self.internal_wire_faults: Callable[[], bool] | None = None

    @property
    def max_request_size(self) -> int:
        return self.limits.max_request_size

    async def start(self, *, processing: bool = True) -> None:
        """Bind and listen; read requests at once, or, with `processing` False, only after
        `enable_request_processing`."""
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(
            lambda: FrameProtocol(self.max_request_size, self._connected, pool=self._pool,
                                  on_lost=self._lost),
            # A deep accept queue: a burst of connects (a thousand clients at once) is
            # queued by the kernel rather than dropped and retried a second later.
            self.host, self.port, reuse_address=True, backlog=1024, ssl=self.ssl,
        )
        self.port = self._server.sockets[0].getsockname()[1]
        self._loop = loop
        LOCAL_LISTENERS.add(self)
        self._idle_task = loop.create_task(self._close_idle_connections())
        if processing:
            self.enable_request_processing()

    def enable_request_processing(self) -> None:
        """Start reading the requests of every connection, those already open included."""
        self._processing.set()

    def _connected(self, stream: FrameProtocol) -> None:
        peer = stream.get_extra_info("peername") or ("?", 0)
        host = str(peer[0])
        limits = self.limits
        if len(self._connections) >= limits.max_connections or \
                self._per_ip[host] >= limits.per_ip(host):
            what = ("max.connections" if len(self._connections) >= limits.max_connections
                    else "max.connections.per.ip")
            log.info("closing a new connection from %s: %s reached", host, what)
            stream.transport.abort()
            return
        self._per_ip[host] += 1
        self._connections[stream] = asyncio.get_running_loop().create_task(
            self._serve(stream, host))

    def _lost(self, stream: FrameProtocol) -> None:
        # A client gone away mid-poll frees its wait at once; other requests (an acks=0
        # produce among them) finish, as Kafka completes what it has read.
        if self._in_progress.get(stream) == FETCH_KEY:
            task = self._connections.get(stream)
            if task is not None:
                task.cancel()

    async def stop(self) -> None:
        """Stop listening and drop every open connection (as a crashed broker would)."""
        if self._server is not None:
            self._server.close()
            self._server = None
            LOCAL_LISTENERS.remove(self)
        for channel in list(self._local_channels):
            channel.abort(ConnectionClosedError("the listener closed"))
        if self._idle_task is not None:
            self._idle_task.cancel()
            self._idle_task = None
        for stream in list(self._connections):
            stream.transport.abort()
        tasks = list(self._connections.values())
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)

    async def _close_idle_connections(self) -> None:
        """Close connections with no bytes in or out for `connections.max.idle.ms`, unless a
        request of theirs is in progress (Kafka's Selector idle expiry)."""
        idle_seconds = self.limits.connections_max_idle_ms / 1000
        if idle_seconds <= 0:
            return
        interval = min(max(idle_seconds / 4, 0.01), 5.0)
        while True:
            await asyncio.sleep(interval)
            now = time.monotonic()
            for stream in list(self._connections):
                if stream not in self._in_progress and now - stream.last_activity > idle_seconds:
                    log.info("closing connection from %s: idle for more than %d ms",
                             (stream.get_extra_info("peername") or ("?",))[0],
                             self.limits.connections_max_idle_ms)
                    stream.transport.close()

    def api_versions(self) -> list[ApiVersion]:
        """The ApiVersions entries this listener advertises, from the registry."""
        return [
            ApiVersion(api_key=spec.api_key, min_version=spec.advertised_min,
                       max_version=spec.max_version)
            for spec in self.registry.served(self.listener, self.max_versions)
            if spec.advertised_if is None or spec.advertised_if(self.owner)
        ]

    def served_range(self, api_key: int) -> tuple[int, int] | None:
        spec = self.registry.lookup(self.listener, api_key)
        if spec is None:
            return None
        high = min(spec.max_version, self.max_versions.get(api_key, spec.max_version))
        return (spec.min_version, high) if high >= spec.min_version else None

    async def _serve(self, stream: FrameProtocol, host: str) -> None:
        peer = stream.get_extra_info("peername") or ("?", 0)
        sock = stream.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        connection_id = next(_connection_ids)
        authenticator = self.authenticator() if self.authenticator is not None else None
        principal = certificate_principal(stream) or ANONYMOUS
        try:
            if not self._processing.is_set():
                await self._processing.wait()  # wait point: the broker is not serving yet
            while True:
                frame = await stream.read_frame()
                if frame is None:
                    return
                try:
                    if authenticator is not None and not authenticator.complete:
                        if not await authenticator.receive(
                                frame, stream.writelines,
                                lambda f: self._handle_frame(f, stream, peer, connection_id,
                                                             authenticated=False)):
                            return
                        if authenticator.complete:
                            principal = f"User:{authenticator.principal}"
                        continue
                    if not await self._handle_frame(frame, stream, peer, connection_id,
                                                    principal):
                        return
                finally:
                    self._in_progress.pop(stream, None)
                    stream.release(frame)
                muted_until = self._muted_until.pop(stream, None)
                if muted_until is not None:
                    # Throttled (KIP-219): nothing more is read from the connection until its
                    # throttle time has passed, as Kafka mutes the channel.
                    await asyncio.sleep(max(muted_until - time.monotonic(), 0.0))
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
            self._connections.pop(stream, None)
            self._per_ip[host] -= 1
            if not self._per_ip[host]:
                del self._per_ip[host]
            stream.release_all()
            stream.close()
            self._reset_budget.pop(stream, None)
            self._stalled.discard(stream)
            self._client_information.pop(connection_id, None)
            for listener in self.disconnect_listeners:
                listener(connection_id)

    async def _handle_frame(self, frame: bytes, stream, peer, connection_id: int,
                            principal: str = ANONYMOUS, authenticated: bool = True) -> bool:
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
        self._remember_client(connection_id, api_key, version, request)
        received = time.monotonic()
        network = self.network
        # The request's trip from the client's rack: the broker starts on it at once, and its
        # own time overlaps the trip (see `_deliver_later`).
        arrives = received + network.delay(len(frame)) if network is not None else received
        context = RequestContext(
            api_key=api_key,
            api_version=version,
            correlation_id=header.correlation_id,
            client_id=header.client_id,
            client_host=peer[0],
            client_port=peer[1],
            listener=self.listener,
            connection_id=connection_id,
            is_closing=stream.transport.is_closing,
            listener_name=self.listener_name,
            listener_rack=network.client_rack if network is not None else None,
            principal=principal,
            authenticated=authenticated,
            request_size=len(frame),
            client_information=self._client_information.get(connection_id, UNKNOWN_CLIENT),
        )
        fault = self.wire_faults(context) if self.wire_faults is not None else None
        if fault is not None and fault.kind is WireFaultKind.RESET:
            self._reset_budget[stream] = (fault.direction, fault.after_bytes)
        budget = self._reset_budget.get(stream)
        if budget is not None and budget[0] is Direction.REQUEST:
            left = budget[1] - _FRAME_LENGTH - len(frame)
            if left < 0:
                log.warning("resetting connection %d from %s:%s inside request %d (%s), "
                            "%d bytes into its %d (a reset fault)", connection_id, *peer[:2],
                            header.correlation_id, context.client_id, budget[1],
                            _FRAME_LENGTH + len(frame))
                await self._reset(stream, b"")
                return False
            self._reset_budget[stream] = (Direction.REQUEST, left)
        if fault is not None:
            trip = fault.request_delay(_FRAME_LENGTH + len(frame))
            if trip:
                await asyncio.sleep(trip)  # wait point: the request's trip over a slow link
        self._in_progress[stream] = api_key
        if stream.transport.is_closing() and api_key == FETCH_KEY:
            return False  # gone before its poll began: nothing to wait for
        throttler = self.throttler
        response = await self._call_handler(context, request)
        if context.close_connection:
            return False
        throttle_ms = throttler.respond(context, response) if throttler is not None else 0
        if context.suppress_response or response is None:
            if throttle_ms > 0:
                self._muted_until[stream] = time.monotonic() + throttle_ms / 1000
            return True
        if stream.transport.is_closing():
            # The client went away while the request waited (a long-poll Fetch, acks=all):
            # nobody to answer. uvloop raises on writes to a closed transport.
            return False
        sending = time.perf_counter_ns()
        encoded = encode_response(api_key, version, header.correlation_id, response)
        response_bytes = sum(len(part) for part in encoded)
        budget = self._reset_budget.get(stream)
        if stream in self._stalled or (fault is not None and fault.loses_response) or \
                (budget is not None and budget[0] is Direction.RESPONSE):
            return await self._send_faulted(stream, encoded, response_bytes, fault,
                                            f"connection {connection_id} from {peer[0]}:"
                                            f"{peer[1]}, response {header.correlation_id}")
        extra_trip = fault.response_delay(response_bytes) if fault is not None else 0.0
        if extra_trip:
            trip = extra_trip + (network.delay(response_bytes) if network is not None else 0.0)
            delivered = self._deliver_later(stream, encoded, arrives, trip)
        elif network is None:
            stream.writelines(encoded)
            delivered = time.monotonic()
        else:
            delivered = self._deliver_later(stream, encoded, arrives, network.delay(response_bytes))
        if context.request_timer is not None:
            throttler.record_network_time(context, time.perf_counter_ns() - sending)
        if throttle_ms > 0:
            # The throttle time runs from now; the connection stays muted until it has
            # passed and the response has left (Kafka's ThrottledChannel).
            self._muted_until[stream] = max(time.monotonic() + throttle_ms / 1000, delivered)
        if self.fetch_recorder is not None and context.fetch_partitions is not None:
            self.fetch_recorder.record(
                context, request, context.fetch_partitions,
                client_rack=network.client_rack if network is not None else None,
                latency_s=delivered - received, request_bytes=len(frame),
                response_bytes=response_bytes)
        return True

    async def _send_faulted(self, stream, encoded: list, size: int, fault: WireFault | None,
                            what: str) -> bool:
        """Send a response on a connection that a wire fault acts on (wire_faults.py); return
        False when the connection must be closed. One log line for each fault that ends or
        stalls the connection."""
        if stream in self._stalled:
            return True  # the stream stalled earlier: nothing more reaches the client
        kind = fault.kind if fault is not None else None
        if kind is WireFaultKind.DROP_RESPONSE:
            self._stalled.add(stream)
            log.info("%s dropped, the connection stays open and silent (a drop_response fault)",
                     what)
            return True
        if kind is WireFaultKind.SLOW_CLOSE:
            log.info("%s not sent, closing the connection in %d ms (a slow_close fault)",
                     what, fault.delay_ms)
            await asyncio.sleep(fault.delay_ms / 1000)  # wait point: the close takes this long
            return False
        data = b"".join(encoded)
        if kind is WireFaultKind.CUT:
            at = min(size // 2 if fault.at_byte is None else fault.at_byte, size)
            log.warning("%s cut after %d of its %d bytes, closing the connection (a cut fault)",
                        what, at, size)
            stream.writelines([data[:at]])
            return False
        _, left = self._reset_budget[stream]
        if left >= size:
            self._reset_budget[stream] = (Direction.RESPONSE, left - size)
            stream.writelines([data])
            return True
        log.warning("%s reset after %d of its %d bytes (a reset fault)", what, left, size)
        await self._reset(stream, data[:left])
        return False

    async def _reset(self, stream, data: bytes) -> None:
        """Write `data`, then reset the connection (RST, not FIN) once they have left."""
        if data:
            stream.writelines([data])
        deadline = time.monotonic() + _RESET_FLUSH_SECONDS
        while stream.transport.get_write_buffer_size() and time.monotonic() < deadline:
            await asyncio.sleep(0.001)  # wait point: the bytes before the reset leave first
        sock = stream.get_extra_info("socket")
        if sock is not None:
            # SO_LINGER on with a zero timeout: close() sends RST and discards what is unsent.
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        stream.transport.abort()

    def _remember_client(self, connection_id: int, api_key: int, version: int,
                         request) -> None:
        if api_key == API_VERSIONS_KEY and version >= 3 and ClientInformation.valid(
                request.client_software_name, request.client_software_version):
            # Kafka's SocketServer keeps what a valid ApiVersions names for the connection.
            self._client_information[connection_id] = ClientInformation(
                request.client_software_name, request.client_software_version)

    async def _call_handler(self, context: RequestContext, request):
        """The handler's response to a decoded request, through the `on_request` hook, with
        its running time measured when client quotas need it."""
        function = self.registry.lookup(self.listener, context.api_key).function
        throttler = self.throttler
        if throttler is not None and throttler.measures_request_time:
            context.request_timer = RequestTimer()
            function = context.request_timer.wrap(function)
        if self.on_request is not None:
            return await self.on_request(self, context, request, function)
        return await function(self.owner, context, request)

    # --- in-process channels (broker/network/local_channel.py) ---------------------------

    def serves_locally(self, loop: asyncio.AbstractEventLoop) -> bool:
        """Whether a channel on `loop` may skip the socket to this listener: it is listening
        on that loop, with no TLS, no SASL, no network model, no broker-side fetch records
        (those measure the bytes on the wire) and no TCP fault rule for brokers' requests."""
        return (self._server is not None and self._loop is loop and self.ssl is None
                and self.authenticator is None and self.network is None
                and self.fetch_recorder is None and not self._wire_faults_internal())

    def _wire_faults_internal(self) -> bool:
        return self.internal_wire_faults is not None and self.internal_wire_faults()

    def open_local(self, channel: LocalChannel) -> int:
        """Accept `channel` as a connection; its connection id."""
        connection_id = next(_connection_ids)
        self._local_channels[channel] = connection_id
        return connection_id

    def close_local(self, channel: LocalChannel) -> None:
        connection_id = self._local_channels.pop(channel, None)
        if connection_id is None:
            return
        self._client_information.pop(connection_id, None)
        for listener in self.disconnect_listeners:
            listener(connection_id)

    async def serve_local(self, channel: LocalChannel, request, version: int,
                          correlation_id: int):
        """Answer one request of an in-process channel as `_handle_frame` answers a frame,
        without decoding or encoding: the response object, None when there is none; the
        channel's failure when it ended meanwhile; ConnectionClosedError (and the channel
        closed) where a socket's connection would be closed."""
        try:
            if not self._processing.is_set():
                await self._processing.wait()  # wait point: the broker is not serving yet
            if self._wire_faults_internal():
                # A fault on the wire may take this request: the fetcher reconnects, over TCP.
                raise ConnectionClosedError("a TCP fault rule takes brokers' requests")
            api_key = request.API_KEY
            served = self.served_range(api_key)
            if served is None or not served[0] <= version <= served[1]:
                raise ConnectionClosedError(
                    f"API key {api_key} version {version} is not served here")
            connection_id = self._local_channels.get(channel)
            if connection_id is None:
                raise channel.failure()
            self._remember_client(connection_id, api_key, version, request)
            context = RequestContext(
                api_key=api_key, api_version=version, correlation_id=correlation_id,
                client_id=channel.client_id, client_host=self.host, client_port=0,
                listener=self.listener, connection_id=connection_id,
                is_closing=channel.is_closing, listener_name=self.listener_name,
                client_information=self._client_information.get(connection_id, UNKNOWN_CLIENT))
            response = await self._call_handler(context, request)
        except asyncio.CancelledError:
            if channel.closed:
                raise channel.failure() from None
            raise
        except ConnectionError as error:
            channel.abort(ConnectionClosedError(str(error) or type(error).__name__))
            raise channel.failure() from None
        except Exception:
            log.exception("closing in-process connection of %s after an internal error",
                          channel.client_id)
            channel.abort(ConnectionClosedError("internal error"))
            raise channel.failure() from None
        if context.close_connection:
            channel.abort(ConnectionClosedError("closed by the listener"))
            raise channel.failure()
        throttler = self.throttler
        throttle_ms = throttler.respond(context, response) if throttler is not None else 0
        if throttle_ms > 0:
            channel.mute_until(self._loop.time() + throttle_ms / 1000)
        return None if context.suppress_response else response

    def _deliver_later(self, stream, encoded: list, arrives: float, trip: float) -> float:
        """Write a response when the network model says it reaches the client; return when.

        It leaves once its request has arrived (the request's modelled trip) and been handled,
        and travels `trip` seconds (latency plus transfer time). As on a real network the
        connection meanwhile reads and handles the client's next request (Kafka's broker
        unmutes a channel once the response is sent, not once it is received), so pipelined
        requests overlap their trips; responses still reach the client in request order."""
        now = time.monotonic()
        due = max(max(arrives, now) + trip, self._last_delivery.get(stream, 0.0))
        self._last_delivery[stream] = due

        def write() -> None:
            if self._last_delivery.get(stream) == due:
                del self._last_delivery[stream]
            if not stream.transport.is_closing():
                stream.writelines(encoded)

        asyncio.get_running_loop().call_later(due - now, write)
        return due

    def _reply_unsupported_api_versions(self, stream, correlation_id: int) -> None:
        # KIP-511: Kafka answers an ApiVersions request at a version it does not know with a v0
        # response carrying UNSUPPORTED_VERSION and ApiVersions' own range only, so the client
        # retries at the highest version both know.
        response = ApiVersionsResponse(
            error_code=ErrorCode.UNSUPPORTED_VERSION,
            api_keys=[entry for entry in self.api_versions() if entry.api_key == API_VERSIONS_KEY],
        )
        stream.writelines(encode_response(API_VERSIONS_KEY, 0, correlation_id, response))

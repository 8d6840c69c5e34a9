"""The in-process replica channel: a broker talks to a listener of the same process without a
socket (issue 26; docs/ARCHITECTURE.md, the read path).

A replica fetcher whose leader's listener lives in this process, on this event loop, hands its
request objects to that listener's normal request path (`KafkaServer.serve_local`: version
check, the harness's interceptor with its cuts, faults and capture, the handler with its fetch
session and long poll, client quotas) and gets the response object back. Nothing is encoded,
written, read or decoded: a Fetch answer carries the leader's stored batches as memoryviews,
which the follower appends as they are (stored batches are never changed after append, so
sharing them is safe).

`LocalChannel` is a `KafkaConnection` to the replica fetcher (`send`, `close`, `closed`) and
acts like one where the fetcher can tell:
- A request crossing a cut, a fault that closes the connection, an internal error of the
  handler, or a handler that ends the connection: ConnectionClosedError, and the channel is
  closed (the fetcher reconnects, and meets the cut again until it heals).
- The leader's listener stops (the broker is killed or stopped): every channel to it closes,
  its request in flight fails with ConnectionClosedError; the next connect finds the restarted
  broker's new listener, or none.
- A request sent with `timeout` that is not answered by then (a fault that drops or delays it)
  closes the channel with TimeoutError; the listener sees the channel closing, so a dropped
  request's hold ends, as a socket's close ends it.
- A throttled answer (KIP-219) mutes the channel: the next request waits out the throttle time
  before the listener sees it.
- A request the listener does not answer (no response) waits until the channel closes.

`open_local_channel` returns None, and the fetcher connects over TCP, when the switch is off
(`kafkasim.replication.in.process.enable`), when the listener is in another process (not in
this process's registry) or on another event loop, when either side uses TLS or SASL, when the
listener has a network model (its requests and responses are delayed as a link's), when it
keeps broker-side fetch records (which measure the bytes on the wire), or while a harness TCP
fault rule may take brokers' requests (`Cluster.tcp_fault(..., internal=True)`: faults on the
wire need a wire; a channel open when such a rule comes closes at its next request, and the
fetcher reconnects over TCP).
"""

from __future__ import annotations

import asyncio
import itertools

from kafkasim.protocol.connection import ConnectionClosedError

__all__ = ["LOCAL_LISTENERS", "LocalChannel", "LocalListeners", "open_local_channel"]

_correlation_ids = itertools.count(1)


class LocalListeners:
    """This process's listeners by the endpoint they are bound to (host, port)."""

    def __init__(self) -> None:
        self._by_endpoint: dict[tuple[str, int], object] = {}

    def add(self, server) -> None:
        self._by_endpoint[(server.host, server.port)] = server

    def remove(self, server) -> None:
        if self._by_endpoint.get((server.host, server.port)) is server:
            del self._by_endpoint[(server.host, server.port)]

    def get(self, endpoint: tuple[str, int]):
        return self._by_endpoint.get(endpoint)


LOCAL_LISTENERS = LocalListeners()


def open_local_channel(endpoint: tuple[str, int], client_id: str,
                       registry: LocalListeners = LOCAL_LISTENERS) -> LocalChannel | None:
    """A channel to the listener bound to `endpoint` in this process and on the running loop
    that serves it without a socket; None when there is none (see the module docstring)."""
    server = registry.get(endpoint)
    if server is None or not server.serves_locally(asyncio.get_running_loop()):
        return None
    return LocalChannel(server, client_id)


class LocalChannel:
    """One replica fetcher's channel to a listener of this process (see the module docstring)."""

    def __init__(self, server, client_id: str) -> None:
        self.server = server
        self.client_id = client_id
        self.connection_id = server.open_local(self)
        self._loop = asyncio.get_running_loop()
        self._closed: BaseException | None = None
        self._closing = asyncio.Event()
        self._in_flight: asyncio.Task | None = None
        self._muted_until = 0.0

    @property
    def closed(self) -> bool:
        return self._closed is not None

    def is_closing(self) -> bool:
        """For the listener's RequestContext (hooks that hold a request until its client goes)."""
        return self._closed is not None

    def mute_until(self, deadline: float) -> None:
        """Read nothing more from this channel before `deadline` (loop time; KIP-219)."""
        self._muted_until = max(self._muted_until, deadline)

    async def send(self, request, version: int, *, timeout: float | None = None):
        """The listener's response to `request` at `version` (see the module docstring)."""
        if self._closed is not None:
            raise ConnectionClosedError(str(self._closed))
        if self._muted_until > self._loop.time():
            # wait point: a throttled channel is not read until its throttle time has passed
            await asyncio.sleep(self._muted_until - self._loop.time())
            if self._closed is not None:
                raise ConnectionClosedError(str(self._closed))
        task = self._loop.create_task(self.server.serve_local(
            self, request, version, next(_correlation_ids)))
        self._in_flight = task
        watchdog = None if timeout is None else self._loop.call_later(
            timeout, self.abort, TimeoutError(
                f"no answer in time to a request (key {request.API_KEY}, v{version})"))
        try:
            response = await task  # wait point: the listener's answer (a long poll, for Fetch)
        finally:
            self._in_flight = None
            if watchdog is not None:
                watchdog.cancel()
        if response is None:
            await self._closing.wait()  # wait point: no answer comes; the channel's end
            raise self.failure()
        return response

    def failure(self) -> BaseException:
        """What a request cut short by the channel's end raises in the fetcher."""
        return self._closed if isinstance(self._closed, TimeoutError) \
            else ConnectionClosedError(str(self._closed))

    def abort(self, error: BaseException) -> None:
        """End the channel with `error`: its request in flight fails with it."""
        if self._closed is not None:
            return
        self._closed = error
        self._closing.set()
        if self._in_flight is not None:
            self._in_flight.cancel()
        self.server.close_local(self)

    async def close(self) -> None:
        self.abort(ConnectionClosedError("closed locally"))

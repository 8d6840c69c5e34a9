"""An asyncio Kafka connection: send requests, await responses matched by correlation id.

Used by brokers to talk to each other and to the controller (replica fetchers, registration,
AlterPartition, metadata pulls) and by `client/`. Requests are pipelined; responses arrive in
request order, as Kafka guarantees per connection.

A request sent with a `timeout` that passes unanswered ends the connection with TimeoutError
for every waiter, as Kafka's NetworkClient disconnects on request.timeout.ms. One timer per
connection watches the deadlines (armed for the earliest), not one per request: a replica
fetcher sends thousands of requests a second, and a timer each cost ~9 us.
"""

from __future__ import annotations

import asyncio
import itertools
import socket
from collections import deque

from kafkasim.protocol.framing import (
    DEFAULT_MAX_FRAME_SIZE,
    FrameError,
    decode_response,
    encode_request,
    frame_size,
)
from kafkasim.protocol.streams import FrameProtocol, open_frame_connection


class ConnectionClosedError(ConnectionError):
    """The connection closed (or failed) before the response arrived."""


class SaslError(ConnectionError):
    """The listener refused the SASL mechanism or the credentials."""


def _close_opened(attempt: asyncio.Future) -> None:
    """Close the connection an abandoned connect attempt opened after all."""
    if not attempt.cancelled() and attempt.exception() is None:
        attempt.result().close()


class KafkaConnection:
    def __init__(self, stream: FrameProtocol, client_id: str | None, max_frame_size: int):
        self._stream = stream
        self.client_id = client_id
        self.max_frame_size = max_frame_size
        self._correlation = itertools.count(1)
        # (correlation id, api key, version, future, framed: answer with the frame too,
        # deadline: the loop time by which the answer must come, or None)
        self._pending: deque[tuple[int, int, int, asyncio.Future, bool, float | None]] = deque()
        self._closed: BaseException | None = None
        # The loop, kept: get_running_loop() costs a getpid() system call on Python 3.11.
        self._loop = asyncio.get_running_loop()
        self._watchdog: asyncio.TimerHandle | None = None
        self._reader_task = self._loop.create_task(self._read_loop())

    @classmethod
    async def connect(cls, host: str, port: int, *, client_id: str | None = "kafkasim",
                      timeout: float = 5.0, max_frame_size: int = DEFAULT_MAX_FRAME_SIZE,
                      ssl=None, sasl: tuple[str, str, str] | None = None) -> KafkaConnection:
        """Open a connection to a Kafka listener: TCP, or TLS with an `ssl` context; with
        `sasl` = (mechanism, user, password), authenticated before it is returned (PLAIN or
        SCRAM-SHA-256/512, SaslHandshake v1 and SaslAuthenticate)."""
        # asyncio.timeout, not wait_for: on 3.11 wait_for can swallow a cancellation that
        # arrives as the connection opens, so a loop that connects would not stop. The attempt
        # runs as its own task, so that a timeout or a cancellation landing as it completes
        # still closes what it opened (awaited directly, the new transport was dropped).
        attempt = asyncio.ensure_future(open_frame_connection(host, port, max_frame_size, ssl))
        try:
            async with asyncio.timeout(timeout):
                stream = await asyncio.shield(attempt)
        except BaseException:
            attempt.cancel()
            attempt.add_done_callback(_close_opened)
            raise
        sock = stream.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        connection = cls(stream, client_id, max_frame_size)
        if sasl is not None:
            try:
                async with asyncio.timeout(timeout):
                    await connection._authenticate(*sasl)
            except BaseException:
                await connection.close()
                raise
        return connection

    async def _authenticate(self, mechanism: str, user: str, password: str) -> None:
        from kafkasim.protocol.messages.sasl_authenticate import SaslAuthenticateRequest
        from kafkasim.protocol.messages.sasl_handshake import SaslHandshakeRequest

        handshake = await self.send(SaslHandshakeRequest(mechanism=mechanism), 1)
        if handshake.error_code:
            raise SaslError(f"SaslHandshake {mechanism}: error {handshake.error_code}, the "
                            f"listener offers {handshake.mechanisms}")

        async def step(token: bytes) -> bytes:
            answer = await self.send(SaslAuthenticateRequest(auth_bytes=token), 2)
            if answer.error_code:
                raise SaslError(f"SaslAuthenticate: error {answer.error_code}: "
                                f"{answer.error_message}")
            return bytes(answer.auth_bytes)

        if mechanism == "PLAIN":
            await step(b"\x00" + user.encode() + b"\x00" + password.encode())
            return
        from scramp import ScramClient

        client = ScramClient([mechanism], user, password)
        client.set_server_first((await step(client.get_client_first().encode())).decode())
        client.set_server_final((await step(client.get_client_final().encode())).decode())

    @property
    def closed(self) -> bool:
        return self._closed is not None

    async def send(self, request, version: int, *, expect_response: bool = True,
                   timeout: float | None = None):
        """Send `request` at `version`; return the decoded response (None if not expected,
        as for Produce with acks=0). With `timeout` (seconds), no answer by then ends the
        connection: TimeoutError here, ConnectionClosedError for the later requests."""
        if not expect_response:
            await self._send(request, version, False, False)
            return None
        return await self._send(request, version, True, False, timeout)

    async def send_measured(self, request, version: int) -> tuple[object, int, int]:
        """Send `request` at `version`; return (response, request frame bytes, response frame
        bytes), both sizes with their 4-byte length prefix (what crossed the network)."""
        chunks, response, frame = await self._send(request, version, True, True)
        return response, frame_size(chunks), len(frame) + 4

    async def send_framed(self, request, version: int) -> tuple[object, bytes]:
        """Send `request` at `version`; return (response, the response frame as received,
        without its length prefix), for a second codec to read the same bytes."""
        _, response, frame = await self._send(request, version, True, True)
        return response, bytes(frame)

    async def _send(self, request, version: int, expect_response: bool, framed: bool,
                    timeout: float | None = None):
        if self._closed is not None:
            raise ConnectionClosedError(str(self._closed))
        correlation_id = next(self._correlation)
        chunks = encode_request(request.API_KEY, version, correlation_id, self.client_id, request)
        self._stream.writelines(chunks)
        if not expect_response:
            await self._stream.drain()
            return None
        future = self._loop.create_future()
        deadline = None
        if timeout is not None:
            deadline = self._loop.time() + timeout
            watchdog = self._watchdog
            if watchdog is None or deadline < watchdog.when():
                self._watch(deadline)
        self._pending.append((correlation_id, request.API_KEY, version, future, framed, deadline))
        try:
            await self._stream.drain()
        except BaseException:
            future.cancel()  # nobody will await it: a later failure must not go unretrieved
            raise
        if not framed:
            return await future
        response, frame = await future
        return chunks, response, frame

    async def _read_loop(self) -> None:
        try:
            while True:
                frame = await self._stream.read_frame()
                if frame is None:
                    raise ConnectionClosedError("connection closed by peer")
                if not self._pending:
                    raise FrameError("response without a pending request")
                correlation_id, api_key, version, future, framed, _ = self._pending.popleft()
                received_id, response = decode_response(frame, api_key, version)
                if received_id != correlation_id:
                    raise FrameError(
                        f"correlation id {received_id} does not match expected {correlation_id}"
                    )
                if not future.done():
                    future.set_result((response, frame) if framed else response)
        except asyncio.CancelledError:
            self._fail(ConnectionClosedError("connection closed"))
        except Exception as error:  # every failure ends the connection for all waiters
            self._fail(error if isinstance(error, ConnectionError) else ConnectionClosedError(str(error)))

    def _watch(self, deadline: float) -> None:
        if self._watchdog is not None:
            self._watchdog.cancel()
        self._watchdog = self._loop.call_at(deadline, self._check_deadlines)

    def _check_deadlines(self) -> None:
        """The watchdog's round: end the connection if a request is past its deadline, else
        watch the earliest deadline still pending."""
        self._watchdog = None
        now = self._loop.time()
        earliest = None
        for _, api_key, version, future, _, deadline in self._pending:
            if deadline is None or future.done():
                continue
            if deadline <= now:
                self._fail(TimeoutError(f"no answer in time to a request (key {api_key}, "
                                        f"v{version})"))
                return
            earliest = deadline if earliest is None else min(earliest, deadline)
        if earliest is not None:
            self._watch(earliest)

    def _fail(self, error: BaseException) -> None:
        self._closed = error
        if self._watchdog is not None:
            self._watchdog.cancel()
            self._watchdog = None
        while self._pending:
            _, _, _, future, _, _ = self._pending.popleft()
            if not future.done():
                future.set_exception(error)
        self._stream.transport.abort()

    async def close(self) -> None:
        if self._closed is None:
            self._closed = ConnectionClosedError("closed locally")
        if self._watchdog is not None:
            self._watchdog.cancel()
            self._watchdog = None
        self._reader_task.cancel()
        try:
            # asyncio.wait, not `await task` with CancelledError caught: that also caught the
            # caller's own cancellation, so a loop that closes connections (a broker's remote
            # log metadata consumer) never stopped and its broker's stop hung.
            await asyncio.wait([self._reader_task])
        finally:
            self._stream.transport.abort()

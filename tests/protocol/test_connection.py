"""protocol.connection.KafkaConnection's own lifecycle over loopback TCP (no broker needed)."""

from __future__ import annotations

import asyncio

import pytest

from kafkasim.protocol.connection import KafkaConnection


async def test_close_lets_the_callers_cancellation_through():
    """Verifies that a task cancelled while it closes a connection is cancelled, not resumed:
    close() waits for its reader task and used to catch the CancelledError of that wait, which
    was also the caller's own, so a loop that closes and reconnects (the remote log metadata
    consumer) never stopped and a broker's stop waited for it forever."""
    accepted: list[asyncio.StreamWriter] = []
    server = await asyncio.start_server(lambda reader, writer: accepted.append(writer),
                                        "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        connection = await KafkaConnection.connect("127.0.0.1", port)

        async def close_then_go_on() -> str:
            await connection.close()
            return "went on after being cancelled"

        task = asyncio.get_running_loop().create_task(close_then_go_on())
        await asyncio.sleep(0)  # the task is now inside close(), waiting for the reader
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert connection.closed
    finally:
        for writer in accepted:
            writer.close()
            await writer.wait_closed()
        server.close()
        await server.wait_closed()


async def test_a_request_unanswered_in_time_ends_the_connection():
    """Verifies the connection's request timeout (what a replica fetcher sends with, as
    Kafka's NetworkClient disconnects on request.timeout.ms): a peer that reads the request
    and never answers fails it with TimeoutError once its deadline passes, the connection is
    closed for later requests, and a request answered in time on another connection is not
    touched by the one watchdog timer each connection keeps."""
    from kafkasim.protocol.connection import ConnectionClosedError
    from kafkasim.protocol.framing import encode_response
    from kafkasim.protocol.messages.api_versions import ApiVersionsRequest, ApiVersionsResponse

    accepted: list[asyncio.StreamWriter] = []

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        accepted.append(writer)
        answer = len(accepted) == 2  # the first connection's peer never answers
        while True:
            try:
                size = int.from_bytes(await reader.readexactly(4), "big", signed=True)
                frame = await reader.readexactly(size)
            except (asyncio.IncompleteReadError, ConnectionError):
                return
            if answer:
                correlation_id = int.from_bytes(frame[4:8], "big", signed=True)
                writer.writelines(encode_response(18, 0, correlation_id, ApiVersionsResponse()))

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    silent = await KafkaConnection.connect("127.0.0.1", port)
    answering = await KafkaConnection.connect("127.0.0.1", port)
    try:
        with pytest.raises(TimeoutError):
            await silent.send(ApiVersionsRequest(), 0, timeout=0.2)
        assert silent.closed
        with pytest.raises(ConnectionClosedError):
            await silent.send(ApiVersionsRequest(), 0, timeout=0.2)
        for _ in range(3):  # answered in time: the deadline passes without effect
            response = await answering.send(ApiVersionsRequest(), 0, timeout=0.2)
            assert response.error_code == 0
        await asyncio.sleep(0.3)
        assert not answering.closed
    finally:
        await silent.close()
        await answering.close()
        for writer in accepted:
            writer.close()
        server.close()
        await server.wait_closed()

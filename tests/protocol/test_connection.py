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

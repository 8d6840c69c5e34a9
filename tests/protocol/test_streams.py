"""protocol.streams.FrameProtocol over real loopback TCP: frames come out whole whatever the
socket's segmentation, large frames take the direct-buffer path, bad input is refused."""

from __future__ import annotations

import asyncio
import struct

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkasim.protocol.framing import FrameError
from kafkasim.protocol.streams import FrameProtocol


async def frames_received(payload_chunks: list[bytes], max_frame_size: int = 1 << 22):
    """Send `payload_chunks` one write (and drain) at a time to a FrameProtocol listener; return
    what its read_frame() yields until the end of stream, and the error it raised (or None)."""
    loop = asyncio.get_running_loop()
    connected: asyncio.Future = loop.create_future()
    server = await loop.create_server(
        lambda: FrameProtocol(max_frame_size, on_connected=connected.set_result), "127.0.0.1", 0
    )
    port = server.sockets[0].getsockname()[1]
    try:
        _, writer = await asyncio.open_connection("127.0.0.1", port)
        stream = await asyncio.wait_for(connected, 5)
        for chunk in payload_chunks:
            writer.write(chunk)
            await writer.drain()
        writer.write_eof()
        frames, error = [], None
        try:
            while (frame := await asyncio.wait_for(stream.read_frame(), 5)) is not None:
                frames.append(bytes(frame))
        except FrameError as raised:
            error = raised
        stream.close()
        writer.close()
        await writer.wait_closed()
        return frames, error
    finally:
        server.close()


def framed(body: bytes) -> bytes:
    return struct.pack(">i", len(body)) + body


@settings(max_examples=25, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    bodies=st.lists(
        st.one_of(st.binary(max_size=300), st.integers(16_000, 300_000).map(lambda n: bytes([n % 251]) * n)),
        min_size=1, max_size=6,
    ),
    cuts=st.lists(st.integers(1, 400_000), max_size=8),
)
def test_frames_survive_any_segmentation(bodies, cuts):
    """Verifies that small frames (parsed out of the scratch buffer) and large ones (received
    into their own buffer) come out byte-exact and in order, wherever the writes split them."""
    data = b"".join(framed(body) for body in bodies)
    points = sorted({0, len(data), *(c for c in cuts if c < len(data))})
    chunks = [data[a:b] for a, b in zip(points, points[1:], strict=False)]
    frames, error = asyncio.run(frames_received(chunks))
    assert error is None
    assert frames == bodies


def test_frames_are_private_writable_buffers():
    """Verifies that each frame is a writable buffer of its own (a bytearray, or for a large frame
    a memoryview carved from the frame arena), so the log may keep and patch slices of it (the
    zero-copy produce and replication paths rely on this)."""

    async def run():
        loop = asyncio.get_running_loop()
        connected: asyncio.Future = loop.create_future()
        server = await loop.create_server(
            lambda: FrameProtocol(on_connected=connected.set_result), "127.0.0.1", 0
        )
        _, writer = await asyncio.open_connection("127.0.0.1", server.sockets[0].getsockname()[1])
        stream = await connected
        writer.write(framed(b"a" * 10) + framed(b"b" * 10) + framed(b"c" * 100_000)
                     + framed(b"d" * 100_000))
        await writer.drain()
        first, second, third, fourth = [await stream.read_frame() for _ in range(4)]
        stream.close()
        writer.close()
        await writer.wait_closed()
        server.close()
        return first, second, third, fourth

    first, second, third, fourth = asyncio.run(run())
    assert type(first) is bytearray and type(second) is bytearray
    assert type(third) is memoryview and not third.readonly and type(fourth) is memoryview
    first[0:1] = b"z"
    third[0:1] = b"z"
    assert bytes(second) == b"b" * 10
    assert bytes(third) == b"z" + b"c" * 99_999 and bytes(fourth) == b"d" * 100_000


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (struct.pack(">i", -1), "negative frame size -1"),
        (struct.pack(">i", 2_000_000) + b"x" * 10, "exceeds the maximum of 1048576"),
        (struct.pack(">i", 10) + b"abc", "inside a frame"),
        (struct.pack(">i", 40_000) + b"x" * 20_000, "inside a frame"),
        (b"\x00\x00", "inside a frame"),
    ],
    ids=["negative", "oversized", "short-small", "short-direct", "short-prefix"],
)
def test_bad_sizes_and_truncation_raise_frame_error(data, message):
    """Verifies that a negative or oversized size prefix, or a stream ending inside a frame,
    raises a clear FrameError after the complete frames before it were handed out."""
    good = framed(b"ok")
    frames, error = asyncio.run(frames_received([good + data], max_frame_size=1 << 20))
    assert frames == [b"ok"]
    assert isinstance(error, FrameError) and message in str(error)

"""Frame-level transport: size-prefixed Kafka frames straight off the socket.

asyncio's StreamReader copies every byte twice (into its buffer, then out with readexactly);
on the produce and replication paths that was the broker's largest CPU cost. `FrameProtocol`
is a BufferedProtocol: small frames are parsed out of one reusable scratch buffer, and a large
frame gets a buffer of its own that the socket fills directly, so its bytes are copied once,
by the kernel. Frames of 256 KiB and more get buffers from `protocol.arena`, memory already
faulted in off the event loop. Every frame is handed out as a writable buffer of its own (a bytearray,
or a memoryview for large frames) that nothing else references or reuses: decoders slice it
without copying, and the log may keep (and patch) those slices.
"""

from __future__ import annotations

import asyncio
import struct
from collections import deque

from kafkasim.protocol.arena import MIN_FRAME_SIZE as _ARENA_FRAME_SIZE
from kafkasim.protocol.arena import frame_arena
from kafkasim.protocol.framing import DEFAULT_MAX_FRAME_SIZE, FrameError

__all__ = ["FrameProtocol", "open_frame_connection"]

_SIZE = struct.Struct(">i")
_SCRATCH_SIZE = 64 * 1024
# Frames at least this large are received into a buffer of their own.
_DIRECT_FRAME_SIZE = 16 * 1024
# Stop reading from a peer that sends faster than it is served.
_MAX_QUEUED_BYTES = 8 * 1024 * 1024


class FrameProtocol(asyncio.BufferedProtocol):
    """One connection's frames in, chunk lists out.

    `read_frame()` returns the next frame (without its size prefix) or None at a clean end of
    stream, and raises FrameError for a negative or oversized size prefix or a stream that
    ends inside a frame (after handing out the frames that arrived before it). The writing
    side mirrors asyncio.StreamWriter: `writelines`, `drain`, `transport`, `get_extra_info`,
    `close`.
    """

    def __init__(self, max_frame_size: int = DEFAULT_MAX_FRAME_SIZE, on_connected=None):
        self.max_frame_size = max_frame_size
        self._on_connected = on_connected
        self.transport: asyncio.Transport | None = None
        self._scratch = bytearray(_SCRATCH_SIZE)
        self._scratch_view = memoryview(self._scratch)
        self._start = 0  # unparsed bytes are scratch[_start:_end]
        self._end = 0
        self._frame: memoryview | None = None  # large frame being received directly
        self._frame_filled = 0
        self._frames: deque = deque()
        self._queued_bytes = 0
        self._reading_paused = False
        self._waiter: asyncio.Future | None = None
        self._error: BaseException | None = None
        self._at_eof = False
        self._writing_paused = False
        self._drain_waiters: list[asyncio.Future] = []

    # -- asyncio callbacks ------------------------------------------------------------------
    def connection_made(self, transport) -> None:
        self.transport = transport
        if self._on_connected is not None:
            self._on_connected(self)

    def get_buffer(self, sizehint: int):
        if self._frame is not None:
            return self._frame[self._frame_filled :]
        if self._end > len(self._scratch) - 4096:
            # Move the unparsed tail to the front; it is shorter than one direct frame.
            pending = self._end - self._start
            self._scratch[:pending] = self._scratch_view[self._start : self._end]
            self._start, self._end = 0, pending
        return self._scratch_view[self._end :]

    def buffer_updated(self, nbytes: int) -> None:
        if self._frame is not None:
            self._frame_filled += nbytes
            if self._frame_filled == len(self._frame):
                frame, self._frame = self._frame, None
                self._deliver(frame)
            return
        self._end += nbytes
        self._parse_scratch()

    def eof_received(self) -> bool:
        self._at_eof = True
        self._wake()
        return False

    def connection_lost(self, error) -> None:
        self._at_eof = True
        if error is not None and self._error is None:
            self._error = ConnectionResetError(str(error))
        self._wake()
        for waiter in self._drain_waiters:
            if not waiter.done():
                waiter.set_result(None)
        self._drain_waiters.clear()

    def pause_writing(self) -> None:
        self._writing_paused = True

    def resume_writing(self) -> None:
        self._writing_paused = False
        for waiter in self._drain_waiters:
            if not waiter.done():
                waiter.set_result(None)
        self._drain_waiters.clear()

    # -- parsing ----------------------------------------------------------------------------
    def _parse_scratch(self) -> None:
        scratch = self._scratch
        while self._end - self._start >= 4 and self._error is None:
            (size,) = _SIZE.unpack_from(scratch, self._start)
            if size < 0 or size > self.max_frame_size:
                self._error = FrameError(
                    f"negative frame size {size}" if size < 0
                    else f"frame size {size} exceeds the maximum of {self.max_frame_size} bytes"
                )
                self._stop_reading()
                break
            body_start = self._start + 4
            available = self._end - body_start
            if available >= size:
                self._start = body_start + size
                self._deliver(bytearray(self._scratch_view[body_start : self._start]))
            elif size >= _DIRECT_FRAME_SIZE:
                frame = (frame_arena.take(size) if size >= _ARENA_FRAME_SIZE
                         else memoryview(bytearray(size)))
                frame[:available] = self._scratch_view[body_start : self._end]
                self._frame = frame
                self._frame_filled = available
                self._start = self._end = 0
                return
            else:
                break
        if self._start == self._end:
            self._start = self._end = 0
        self._wake()

    def _deliver(self, frame) -> None:
        self._frames.append(frame)
        self._queued_bytes += len(frame)
        if self._queued_bytes > _MAX_QUEUED_BYTES and not self._reading_paused:
            self._reading_paused = True
            self.transport.pause_reading()
        self._wake()

    def _stop_reading(self) -> None:
        if self.transport is not None and not self._reading_paused:
            self._reading_paused = True
            self.transport.pause_reading()

    def _wake(self) -> None:
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    # -- reading ----------------------------------------------------------------------------
    async def read_frame(self):
        """The next frame's bytes (no size prefix); None at a clean end of stream."""
        while not self._frames:
            if self._error is not None:
                raise self._error
            if self._at_eof:
                if self._frame is not None or self._end > self._start:
                    raise FrameError("stream ended inside a frame")
                return None
            self._waiter = asyncio.get_running_loop().create_future()
            try:
                await self._waiter
            finally:
                self._waiter = None
        frame = self._frames.popleft()
        self._queued_bytes -= len(frame)
        if self._reading_paused and self._error is None and self._queued_bytes < _MAX_QUEUED_BYTES // 2:
            self._reading_paused = False
            self.transport.resume_reading()
        return frame

    # -- writing ----------------------------------------------------------------------------
    def writelines(self, chunks) -> None:
        self.transport.writelines(chunks)

    async def drain(self) -> None:
        if self.transport.is_closing():
            raise ConnectionResetError("connection closed")
        if self._writing_paused:
            waiter = asyncio.get_running_loop().create_future()
            self._drain_waiters.append(waiter)
            await waiter

    def get_extra_info(self, name: str, default=None):
        return self.transport.get_extra_info(name, default)

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()


async def open_frame_connection(host: str, port: int,
                                max_frame_size: int = DEFAULT_MAX_FRAME_SIZE) -> FrameProtocol:
    """Connect to a Kafka listener and return the connection's FrameProtocol."""
    loop = asyncio.get_running_loop()
    _, protocol = await loop.create_connection(lambda: FrameProtocol(max_frame_size), host, port)
    return protocol

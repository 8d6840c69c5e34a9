"""Frame-level transport: size-prefixed Kafka frames straight off the socket.

asyncio's StreamReader copies every byte twice (into its buffer, then out with readexactly);
on the produce and replication paths that was the broker's largest CPU cost. `FrameProtocol`
is a BufferedProtocol: small frames are parsed out of one reusable scratch buffer, and a large
frame gets a buffer of its own that the socket fills directly, so its bytes are copied once,
by the kernel. Every frame is handed out as a writable buffer of its own (a bytearray, or a
memoryview for large frames) that nothing else references or reuses: decoders slice it
without copying, and the log may keep (and patch) those slices.

Memory follows the bytes that arrive, not the sizes that are announced: a connection costs a
few KiB until it sends data (its scratch buffer starts small and grows to 64 KiB only while
reads fill it), and a 4-byte size prefix commits nothing by itself. A large frame's buffer is
memory already faulted in (`protocol.arena` for 256 KiB and more, a bytearray below) only
while such promised-but-unfilled buffers of the whole process stay under
`EAGER_FRAME_BYTES`; past that, frames go into mappings the kernel fills page by page as
bytes arrive. Legitimate traffic keeps the fast path; a thousand connections that announce
100 MiB and stall cost what they sent.

A `RequestMemoryPool` (Kafka's `queued.max.request.bytes`) caps the bytes of requests read
but not yet answered, across a server's connections: a connection whose next frame does not
fit stops being read until answers free memory, as Kafka mutes a channel its memory pool
cannot serve.
"""

from __future__ import annotations

import asyncio
import mmap
import struct
import sys
import threading
import time
from collections import deque

from kafkasim.protocol.arena import MIN_FRAME_SIZE as _ARENA_FRAME_SIZE
from kafkasim.protocol.arena import frame_arena
from kafkasim.protocol.framing import DEFAULT_MAX_FRAME_SIZE, FrameError

__all__ = ["EAGER_FRAME_BYTES", "FrameProtocol", "RequestMemoryPool", "open_frame_connection"]

_SIZE = struct.Struct(">i")
# The scratch buffer starts at this size and doubles, up to _SCRATCH_MAX, while reads fill it.
_SCRATCH_MIN = 4 * 1024
_SCRATCH_MAX = 64 * 1024
# Frames at least this large are received into a buffer of their own.
_DIRECT_FRAME_SIZE = 16 * 1024
# Stop reading from a peer that sends faster than it is served.
_MAX_QUEUED_BYTES = 8 * 1024 * 1024
# Faulted-in buffers promised to frames still arriving, process-wide, before frames go into
# lazily filled mappings instead.
EAGER_FRAME_BYTES = 16 * 1024 * 1024
_MAP_NORESERVE = getattr(mmap, "MAP_NORESERVE", 0x4000 if sys.platform.startswith("linux") else 0)


class _EagerBudget:
    """Bytes of faulted-in frame buffers whose frames are still arriving (all event loops)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.used = 0
        self._lock = threading.Lock()

    def take(self, size: int) -> bool:
        with self._lock:
            if self.used + size > self.limit:
                return False
            self.used += size
            return True

    def give_back(self, size: int) -> None:
        with self._lock:
            self.used -= size


_eager = _EagerBudget(EAGER_FRAME_BYTES)


def _frame_buffer(size: int) -> tuple[memoryview, bool]:
    """A writable buffer for one large frame, and whether it came out of the eager budget."""
    if _eager.take(size):
        if size >= _ARENA_FRAME_SIZE:
            return frame_arena.take(size), True
        return memoryview(bytearray(size)), True
    # Pages are committed as the kernel writes received bytes into them.
    mapping = mmap.mmap(-1, size, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | _MAP_NORESERVE)
    return memoryview(mapping), False


class RequestMemoryPool:
    """Kafka's request memory pool (`queued.max.request.bytes`): the bytes of requests read but
    not yet answered, shared by a server's connections.

    Like Kafka's non-strict pool, a frame is admitted while anything is left (so a frame larger
    than the pool still gets through when the pool is idle); a connection whose frame is not
    admitted pauses reading and is resumed, first come first served, as memory is released.
    """

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.used = 0
        self._waiting: deque[FrameProtocol] = deque()

    def admit(self, protocol: FrameProtocol, size: int) -> bool:
        if self.used < self.capacity and not (self._waiting and self._waiting[0] is not protocol):
            if self._waiting and self._waiting[0] is protocol:
                self._waiting.popleft()
            self.used += size
            return True
        if protocol not in self._waiting:
            self._waiting.append(protocol)
        return False

    def release(self, size: int) -> None:
        self.used -= size
        while self._waiting and self.used < self.capacity:
            protocol = self._waiting[0]
            if protocol.transport is None or protocol.transport.is_closing():
                self._waiting.popleft()
                continue
            protocol.admission_possible()
            if self._waiting and self._waiting[0] is protocol:
                break  # it did not take it (yet): keep the order

    def forget(self, protocol: FrameProtocol) -> None:
        try:
            self._waiting.remove(protocol)
        except ValueError:
            pass


class FrameProtocol(asyncio.BufferedProtocol):
    """One connection's frames in, chunk lists out.

    `read_frame()` returns the next frame (without its size prefix) or None at a clean end of
    stream, and raises FrameError for a negative or oversized size prefix or a stream that
    ends inside a frame (after handing out the frames that arrived before it). The writing
    side mirrors asyncio.StreamWriter: `writelines`, `drain`, `transport`, `get_extra_info`,
    `close`. With a `pool`, every frame handed out must be given back with `release(frame)`
    once its request is answered. `last_activity` is the loop time of the last byte in or out.
    """

    def __init__(self, max_frame_size: int = DEFAULT_MAX_FRAME_SIZE, on_connected=None,
                 pool: RequestMemoryPool | None = None, on_lost=None):
        self.max_frame_size = max_frame_size
        self._on_connected = on_connected
        self._on_lost = on_lost
        self.pool = pool
        self.transport: asyncio.Transport | None = None
        # The connection's loop (set as it connects): get_running_loop() costs a getpid()
        # system call on Python 3.11, and read_frame would pay it for every frame.
        self._loop: asyncio.AbstractEventLoop | None = None
        self._scratch = bytearray(0)
        self._scratch_view = memoryview(self._scratch)
        self._grow_scratch = False
        self._start = 0  # unparsed bytes are scratch[_start:_end]
        self._end = 0
        self._frame: memoryview | None = None  # large frame being received directly
        self._frame_filled = 0
        self._frame_eager = False
        self._admitted = 0  # pool bytes of frames admitted and not yet released
        self._admitted_current = False  # the frame at scratch[_start:] is admitted
        self._waiting_admission = False
        self._frames: deque = deque()
        self._queued_bytes = 0
        self._reading_paused = False
        self._waiter: asyncio.Future | None = None
        self._error: BaseException | None = None
        self._at_eof = False
        self._writing_paused = False
        self._drain_waiters: list[asyncio.Future] = []
        self.last_activity = time.monotonic()

    # -- asyncio callbacks ------------------------------------------------------------------
    def connection_made(self, transport) -> None:
        self.transport = transport
        self._loop = asyncio.get_running_loop()
        self.last_activity = time.monotonic()
        if self._on_connected is not None:
            self._on_connected(self)

    def get_buffer(self, sizehint: int):
        if self._frame is not None:
            return self._frame[self._frame_filled :]
        size = len(self._scratch)
        if self._grow_scratch or size - self._end < 1024:
            self._make_room()
        return self._scratch_view[self._end :]

    def _make_room(self) -> None:
        """Compact the scratch buffer, or double it (up to 64 KiB, or what one pending small
        frame needs) when reads keep filling it."""
        pending = self._end - self._start
        size = len(self._scratch)
        needed = max(pending + 1024, _SCRATCH_MIN)
        if self._grow_scratch or needed > size:
            size = max(needed, min(max(size * 2, _SCRATCH_MIN), _SCRATCH_MAX))
        self._grow_scratch = False
        if size != len(self._scratch):
            scratch = bytearray(size)
            scratch[:pending] = self._scratch_view[self._start : self._end]
            self._scratch = scratch
            self._scratch_view = memoryview(scratch)
        elif self._start:
            self._scratch[:pending] = self._scratch_view[self._start : self._end]
        self._start, self._end = 0, pending

    def buffer_updated(self, nbytes: int) -> None:
        self.last_activity = time.monotonic()
        if self._frame is not None:
            self._frame_filled += nbytes
            if self._frame_filled == len(self._frame):
                frame, self._frame = self._frame, None
                if self._frame_eager:
                    _eager.give_back(len(frame))
                self._deliver(frame)
            return
        self._end += nbytes
        if self._end == len(self._scratch) and len(self._scratch) < _SCRATCH_MAX:
            self._grow_scratch = True  # the read filled it: more is likely waiting
        self._parse_scratch()

    def eof_received(self) -> bool:
        self._at_eof = True
        self._wake()
        return False

    def connection_lost(self, error) -> None:
        self._at_eof = True
        if error is not None and self._error is None:
            self._error = ConnectionResetError(str(error))
        if self._frame is not None and self._frame_eager:
            # The frame will never complete: its promise goes back (read_frame still reports
            # the stream ending inside it).
            _eager.give_back(len(self._frame))
            self._frame_eager = False
        if self.pool is not None:
            self.pool.forget(self)  # what it holds goes back with release_all()
        self._wake()
        for waiter in self._drain_waiters:
            if not waiter.done():
                waiter.set_result(None)
        self._drain_waiters.clear()
        if self._on_lost is not None:
            self._on_lost(self)

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
            if not self._admitted_current and self.pool is not None:
                if not self.pool.admit(self, size):
                    self._waiting_admission = True
                    self._pause()
                    break
                self._admitted += size
            self._admitted_current = True
            body_start = self._start + 4
            available = self._end - body_start
            if available >= size:
                self._start = body_start + size
                self._admitted_current = False
                self._deliver(bytearray(self._scratch_view[body_start : self._start]))
            elif size >= _DIRECT_FRAME_SIZE:
                frame, self._frame_eager = _frame_buffer(size)
                frame[:available] = self._scratch_view[body_start : self._end]
                self._frame = frame
                self._frame_filled = available
                self._admitted_current = False
                self._start = self._end = 0
                return
            else:
                break
        if self._start == self._end:
            self._start = self._end = 0
        self._wake()

    def admission_possible(self) -> None:
        """The pool has memory again: parse (and read) on."""
        if not self._waiting_admission:
            return
        self._waiting_admission = False
        self._parse_scratch()
        if not self._waiting_admission:
            self._maybe_resume()

    def _deliver(self, frame) -> None:
        self._frames.append(frame)
        self._queued_bytes += len(frame)
        if self._queued_bytes > _MAX_QUEUED_BYTES:
            self._pause()
        self._wake()

    def _pause(self) -> None:
        if self.transport is not None and not self._reading_paused:
            self._reading_paused = True
            self.transport.pause_reading()

    def _maybe_resume(self) -> None:
        if (self._reading_paused and self._error is None and not self._waiting_admission
                and self._queued_bytes < _MAX_QUEUED_BYTES // 2 and self.transport is not None
                and not self.transport.is_closing()):
            self._reading_paused = False
            self.transport.resume_reading()

    def _stop_reading(self) -> None:
        self._pause()

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
            self._waiter = self._loop.create_future()
            try:
                await self._waiter
            finally:
                self._waiter = None
        frame = self._frames.popleft()
        self._queued_bytes -= len(frame)
        self._maybe_resume()
        return frame

    def release(self, frame) -> None:
        """The request in `frame` is answered: its bytes go back to the pool (if any)."""
        if self.pool is not None:
            size = len(frame)
            self._admitted -= size
            self.pool.release(size)

    def release_all(self) -> None:
        """The connection is done: everything it still holds goes back to the pool."""
        if self.pool is not None and self._admitted:
            admitted, self._admitted = self._admitted, 0
            self.pool.release(admitted)

    # -- writing ----------------------------------------------------------------------------
    def writelines(self, chunks) -> None:
        self.last_activity = time.monotonic()
        self.transport.writelines(chunks)

    async def drain(self) -> None:
        if self.transport.is_closing():
            raise ConnectionResetError("connection closed")
        if self._writing_paused:
            waiter = self._loop.create_future()
            self._drain_waiters.append(waiter)
            await waiter

    def get_extra_info(self, name: str, default=None):
        return self.transport.get_extra_info(name, default)

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()


async def open_frame_connection(host: str, port: int,
                                max_frame_size: int = DEFAULT_MAX_FRAME_SIZE,
                                ssl=None) -> FrameProtocol:
    """Connect to a Kafka listener (over TLS with an `ssl` context) and return the
    connection's FrameProtocol."""
    loop = asyncio.get_running_loop()
    _, protocol = await loop.create_connection(lambda: FrameProtocol(max_frame_size), host, port,
                                               ssl=ssl)
    return protocol

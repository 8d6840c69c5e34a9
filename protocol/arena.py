"""Receive buffers for large frames, carved from memory that is already faulted in.

A broker keeps what it receives: produce requests and replica fetch responses become log
data, so every large frame lands in memory the process has never touched. Touching it costs
one page fault per 4 KiB, and on the produce path that was about a third of the event loop's
time (measured on the 2-core development VM: 215,000 faults, 0.49 s, for 880 MB).

`FrameArena` hands out writable memoryviews carved from anonymous mappings of `CHUNK_SIZE`
bytes. A daemon thread keeps a few chunks ready, faulted in with
`madvise(MADV_POPULATE_WRITE)` through ctypes, which releases the GIL, so the faults are
taken on another core, not on the event loop. When no ready chunk is left, the caller maps
and populates one itself (one syscall, cheaper than faulting page by page).

A chunk is free again when the last view carved from it is gone (a deleted topic, records
past retention): the refiller hands it out again as it is, already faulted in, which is what
keeps a long-running broker (or a benchmark round after the first) off page faults; spare
free chunks are unmapped after a quiet spell. A long-lived frame keeps its whole chunk, so
only frames of `MIN_FRAME_SIZE` (256 KiB) and more are carved, at most 32 to a chunk (a
frame of a long-retention topic pins at most 32 times its size); smaller frames are the
caller's bytearrays, and frames above `MAX_CARVED_SIZE` get a mapping of their own.
Mappings are private, and a forked child starts with an empty arena.
"""

from __future__ import annotations

import ctypes
import errno
import mmap
import os
import sys
import threading
from collections import deque

__all__ = ["FrameArena", "CHUNK_SIZE", "MAX_CARVED_SIZE", "MIN_FRAME_SIZE", "frame_arena"]

CHUNK_SIZE = 8 * 1024 * 1024
MAX_CARVED_SIZE = CHUNK_SIZE // 4
MIN_FRAME_SIZE = 256 * 1024
READY_CHUNKS = 4
MAX_IDLE_CHUNKS = 64  # 512 MiB of chunks kept for reuse at most
IDLE_SECONDS = 10.0
_MADV_POPULATE_WRITE = 23  # Linux 5.14 and later
_PAGE = mmap.PAGESIZE


def _load_libc():
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        madvise = libc.madvise
    except (OSError, AttributeError, TypeError):  # no C library by that name (Windows)
        return None
    madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    madvise.restype = ctypes.c_int
    return madvise


_madvise = _load_libc()
_populate_supported = _madvise is not None


def populated_mapping(size: int) -> mmap.mmap:
    """An anonymous private mapping of `size` bytes whose pages are already faulted in
    (written once by the kernel, or by a GIL-free memset where the kernel cannot)."""
    global _populate_supported
    # Private: Python's default is MAP_SHARED, which a forked child would share with us.
    mapping = mmap.mmap(-1, size, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    anchor = ctypes.c_char.from_buffer(mapping)
    try:
        address = ctypes.addressof(anchor)
        if _populate_supported:
            if _madvise(address, size, _MADV_POPULATE_WRITE) == 0:
                return mapping
            if ctypes.get_errno() == errno.EINVAL:  # a kernel older than 5.14
                _populate_supported = False
        # Older kernels: zero-fill it with ctypes.memset, which also runs without the GIL.
        for offset in range(0, size, 64 * _PAGE):
            ctypes.memset(address + offset, 0, min(64 * _PAGE, size - offset))
        return mapping
    finally:
        del anchor


class FrameArena:
    """Writable buffers for received frames, carved from pre-faulted chunks.

    `take(size)` is safe to call from any thread; each thread carves from a chunk of its own.
    Chunks whose every buffer is gone (a deleted topic, records past retention) are reused
    as they are, already faulted in; up to `max_idle_chunks` wait for reuse, and after
    `idle_seconds` without demand the spare ones are unmapped.
    """

    def __init__(self, chunk_size: int = CHUNK_SIZE, ready_chunks: int = READY_CHUNKS,
                 max_idle_chunks: int = MAX_IDLE_CHUNKS, idle_seconds: float = IDLE_SECONDS,
                 background: bool = True):
        self.chunk_size = chunk_size
        self.background = background  # False: no refiller thread (tests drive it by hand)
        self.max_carved_size = chunk_size // 4
        self.ready_chunks = ready_chunks
        self.max_idle_chunks = max_idle_chunks
        self.idle_seconds = idle_seconds
        # deque appends and pops are atomic, so takers pop without a lock.
        self._ready: deque = deque()
        self._lent: deque = deque()  # chunks carved from, possibly still in use
        # Released by a taker to wake the refiller (a bare lock: no Python-level Condition).
        self._wake = threading.Lock()
        self._wake.acquire()
        self._local = threading.local()
        self._refiller: threading.Thread | None = None
        self._start_lock = threading.Lock()

    def take(self, size: int) -> memoryview:
        """A writable memoryview of exactly `size` bytes that nothing else uses."""
        if size > self.max_carved_size:
            return memoryview(populated_mapping(size))
        local = self._local
        chunk = getattr(local, "chunk", None)
        position = getattr(local, "position", 0)
        if chunk is None or position + size > len(chunk):
            chunk, position = memoryview(self._next_chunk()), 0
            local.chunk = chunk
        local.position = position + size
        return chunk[position : position + size]

    def _next_chunk(self) -> mmap.mmap:
        if self._refiller is None and self.background:
            self._start_refiller()
        try:
            chunk = self._ready.popleft()
        except IndexError:
            self._reclaim()  # the refiller is behind: a free chunk beats a fresh one
            try:
                chunk = self._ready.popleft()
            except IndexError:
                chunk = populated_mapping(self.chunk_size)
        self._lent.append(chunk)
        if len(self._ready) <= self.ready_chunks // 2:
            # Refill in batches: waking the refiller on every chunk put 4% of the event
            # loop's py-spy samples in the wake-up (Event.set then), as the woken thread
            # takes the GIL.
            try:
                self._wake.release()
            except RuntimeError:
                pass  # already released: the refiller is awake
        return chunk

    def _start_refiller(self) -> None:
        with self._start_lock:
            if self._refiller is None:
                self._refiller = threading.Thread(
                    target=self._refill, name="kafkasim-frame-arena", daemon=True)
                self._refiller.start()

    def _refill(self) -> None:
        while True:
            self._reclaim()
            try:
                while len(self._ready) < self.ready_chunks:
                    self._ready.append(populated_mapping(self.chunk_size))
            except OSError:  # out of memory for now: takers map their own; try again later
                pass
            if not self._wake.acquire(timeout=self.idle_seconds):
                self._trim()

    def after_fork_in_child(self) -> None:
        """A forked child starts empty: no refiller thread survived the fork, and the chunks
        (private copies now) are the parent's frames."""
        self._ready = deque()
        self._lent = deque()
        self._local = threading.local()
        self._wake = threading.Lock()
        self._wake.acquire()
        self._refiller = None
        self._start_lock = threading.Lock()

    def _reclaim(self) -> None:
        """Move chunks that no buffer refers to any more back to the ready queue."""
        lent = self._lent
        free = []
        # Pops and appends on the deque are atomic, so takers may append meanwhile; what
        # they append lands behind the items this pass looks at.
        for _ in range(len(lent)):
            try:
                chunk = lent.popleft()
            except IndexError:
                break
            # Each live memoryview of a chunk holds one reference to it; the others here
            # are `chunk` and getrefcount's argument.
            if sys.getrefcount(chunk) <= _UNUSED_REFCOUNT:
                free.append(chunk)
            else:
                lent.append(chunk)
        room = self.max_idle_chunks - len(self._ready)
        self._ready.extend(free[:max(room, 0)])

    def _trim(self) -> None:
        """No demand for a while: unmap the spare chunks beyond the ready few."""
        self._reclaim()
        while len(self._ready) > self.ready_chunks:
            try:
                self._ready.pop()
            except IndexError:
                break


def _unused_refcount() -> int:
    chunk = mmap.mmap(-1, _PAGE)
    return sys.getrefcount(chunk)


_UNUSED_REFCOUNT = _unused_refcount()

frame_arena = FrameArena()
if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=frame_arena.after_fork_in_child)

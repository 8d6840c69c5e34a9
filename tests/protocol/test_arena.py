"""protocol.arena: receive buffers for large frames, carved from memory faulted in ahead."""

from __future__ import annotations

import os
import threading
import warnings

import pytest

from kafkasim.protocol import arena
from kafkasim.protocol.arena import FrameArena, populated_mapping


def test_buffers_are_exact_private_and_writable():
    """Verifies that every buffer has the size asked for, is writable, and shares no byte
    with any other buffer, across chunk boundaries and for frames too large to carve."""
    frames = FrameArena(chunk_size=1 << 20)
    sizes = [16_384, 300_000, 100_000, 262_144, 262_145, 700_000, 50_000] * 3
    buffers = [frames.take(size) for size in sizes]
    for index, (buffer, size) in enumerate(zip(buffers, sizes, strict=True)):
        assert len(buffer) == size and not buffer.readonly
        buffer[:] = bytes([index]) * size
    for index, buffer in enumerate(buffers):
        assert bytes(buffer) == bytes([index]) * len(buffer)


def test_threads_carve_from_their_own_chunks():
    """Verifies that take() from several threads at once never hands out overlapping memory
    (the embedded cluster and a test's clients run event loops on different threads)."""
    frames = FrameArena(chunk_size=1 << 20)
    taken: dict[int, list[memoryview]] = {}

    def work(marker: int) -> None:
        mine = taken.setdefault(marker, [])
        for _ in range(200):
            buffer = frames.take(20_000)
            buffer[:] = bytes([marker]) * 20_000
            mine.append(buffer)

    threads = [threading.Thread(target=work, args=(marker,)) for marker in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for marker, buffers in taken.items():
        assert len(buffers) == 200
        assert all(bytes(buffer) == bytes([marker]) * 20_000 for buffer in buffers)


@pytest.mark.parametrize("populate", [True, False], ids=["madvise", "memset"])
def test_populated_mapping_is_zeroed_and_usable(monkeypatch, populate):
    """Verifies both ways of faulting a mapping in (MADV_POPULATE_WRITE, and the GIL-free
    memset used where the kernel lacks it) give zeroed, writable memory of the asked size."""
    if not populate:
        monkeypatch.setattr(arena, "_populate_supported", False)
    mapping = populated_mapping(3 * 1024 * 1024 + 100)
    assert len(mapping) == 3 * 1024 * 1024 + 100
    assert mapping[:] == bytes(len(mapping))
    mapping[-1:] = b"x"
    assert mapping[-1:] == b"x"


def test_chunks_come_back_when_their_last_buffer_is_gone():
    """Verifies that a chunk is reused once no buffer carved from it is alive (the memory of
    a deleted topic serves the next frames without page faults), and not a moment before."""
    frames = FrameArena(chunk_size=1 << 20, ready_chunks=0, background=False)
    kept = frames.take(200_000)
    dropped = [frames.take(200_000) for _ in range(4)]
    first_chunk = id(frames._lent[0])
    frames.take(200_000)  # does not fit: carved from a second chunk
    assert len(frames._lent) == 2
    del dropped
    frames._reclaim()
    assert all(id(chunk) != first_chunk for chunk in frames._ready)  # `kept` still uses it
    kept[:3] = b"old"
    del kept
    frames._reclaim()
    assert [id(chunk) for chunk in frames._ready] == [first_chunk]
    frames._local.chunk = None  # the second chunk is this thread's current one
    frames._reclaim()
    assert len(frames._ready) == 2
    reused = frames.take(1 << 20)  # too large to carve: a mapping of its own
    assert len(reused) == 1 << 20 and len(frames._ready) == 2


def test_spare_chunks_are_trimmed_and_capped():
    """Verifies that at most `max_idle_chunks` free chunks wait for reuse and that a quiet
    spell unmaps all but the ready few."""
    frames = FrameArena(chunk_size=1 << 20, ready_chunks=1, max_idle_chunks=2, background=False)
    buffers = [frames.take(250_000) for _ in range(12)]  # three chunks
    assert len(frames._lent) == 3
    frames._local.chunk = None
    del buffers
    frames._reclaim()
    assert len(frames._ready) == 2 and not frames._lent
    frames._trim()
    assert len(frames._ready) == 1


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork()")
def test_a_forked_child_gets_its_own_memory():
    """Verifies that after fork() parent and child never hand out the same memory: chunks are
    private mappings and the child's arena starts empty (Python's mmap default, MAP_SHARED,
    would let the child overwrite the parent's stored frames)."""
    from kafkasim.protocol.arena import frame_arena

    parent_frame = frame_arena.take(300_000)
    parent_frame[:] = b"P" * 300_000
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # fork() with threads, 3.12+
        pid = os.fork()
    if pid == 0:
        try:
            child_frame = frame_arena.take(300_000)
            child_frame[:] = b"C" * 300_000
            parent_frame[:1] = b"c"  # the child's private copy of the parent's frame
            os._exit(0 if not frame_arena._lent or len(frame_arena._lent) == 1 else 3)
        except BaseException:
            os._exit(4)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert bytes(parent_frame) == b"P" * 300_000

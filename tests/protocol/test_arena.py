"""protocol.arena: receive buffers for large frames, carved from memory faulted in ahead."""

from __future__ import annotations

import threading

import pytest

from protocol import arena
from protocol.arena import FrameArena, populated_mapping


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

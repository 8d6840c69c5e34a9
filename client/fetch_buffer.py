"""Fetched records waiting for the application (Kafka's FetchBuffer).

The fetcher adds one `ReadyChunk` per partition per Fetch answer that carried records; the
consumer's iterator takes them in order and drops a chunk whose partition moved on (a seek, a
reset or a new assignment since it was fetched). The bytes held are bounded by
`buffer_bytes`: a fetch loop waits for space before it asks for more. An error for the
application (an unexpected partition error, `auto_offset_reset="none"`) waits here too, and
the iterator raises it before the next record.
"""

from __future__ import annotations

import asyncio
from collections import deque
from typing import NamedTuple

from kafkasim.client.subscription_state import PartitionState


class ConsumerRecord:
    __slots__ = ("topic", "partition", "offset", "timestamp", "key", "value", "headers",
                 "leader_epoch")

    def __init__(self, topic, partition, offset, timestamp, key, value, headers, leader_epoch):
        self.topic = topic
        self.partition = partition
        self.offset = offset
        self.timestamp = timestamp
        self.key = key
        self.value = value
        self.headers = headers
        self.leader_epoch = leader_epoch

    def __repr__(self) -> str:
        return (f"ConsumerRecord({self.topic}-{self.partition}@{self.offset}, "
                f"key={self.key!r}, value={self.value!r})")


class ReadyChunk(NamedTuple):
    """The records one Fetch answer carried for one partition."""

    state: PartitionState
    generation: int  # the partition's generation when fetched; another one means it moved on
    records: list[ConsumerRecord]
    nbytes: int  # the answer's record bytes for the partition, held against buffer_bytes


class FetchBuffer:
    """Ready chunks in fetch order, the bytes they hold, and a pending error (see the module
    docstring). `close` wakes every waiter for good."""

    def __init__(self, max_bytes: int) -> None:
        self._max_bytes = max_bytes
        self._chunks: deque[ReadyChunk] = deque()
        self._bytes = 0
        self._data = asyncio.Event()
        self._space = asyncio.Event()
        self._error: BaseException | None = None
        self.closed = False

    def __len__(self) -> int:
        return len(self._chunks)

    def add(self, chunk: ReadyChunk) -> None:
        self._chunks.append(chunk)
        self._bytes += chunk.nbytes
        self._data.set()

    def poll(self) -> ReadyChunk | None:
        """The oldest chunk, or None; its bytes are free for fetching again."""
        if not self._chunks:
            return None
        chunk = self._chunks.popleft()
        self._bytes -= chunk.nbytes
        self._space.set()
        return chunk

    async def wait_for_data(self) -> None:
        """Until a chunk or an error arrives, or the buffer closes."""
        self._data.clear()
        await self._data.wait()

    async def wait_for_space(self) -> bool:
        """Until the bytes held are below `max_bytes`; False when the buffer closed."""
        while self._bytes >= self._max_bytes and not self.closed:
            self._space.clear()
            await self._space.wait()
        return not self.closed

    def fail(self, error: BaseException) -> None:
        """Have the application's next read raise `error`."""
        self._error = error
        self._data.set()

    @property
    def failed(self) -> bool:
        return self._error is not None

    def take_error(self) -> BaseException | None:
        """The pending error, once."""
        error, self._error = self._error, None
        return error

    def close(self) -> None:
        self.closed = True
        self._space.set()
        self._data.set()

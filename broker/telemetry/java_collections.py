"""What Kafka's client telemetry derives from Java's own collections and hashes, reproduced so
that kafkasim answers with the same bytes.

Kafka's ClientMetricsManager keeps a client's subscribed metrics in a `java.util.HashSet`,
answers them in its iteration order (GetTelemetrySubscriptions' RequestedMetrics) and derives
the SubscriptionId from its `toString()` and the client instance id's `hashCode()`. A HashSet
iterates its table's bins in order, each bin's entries in insertion order; an entry's bin is
its `String.hashCode()`, spread (`h ^ h >>> 16`), modulo the table size, which doubles once
the set holds more than 3/4 of it (or, below 64, when one bin reaches 9 entries). A
ConcurrentHashMap (the subscriptions by name) orders the same way and grows once it holds
3/4. Bins of 9 or more entries in tables of 64 and up become trees, whose order is not
reproduced; a metrics subscription never comes near.
"""

from __future__ import annotations

import base64
import uuid
from collections.abc import Iterable, Iterator

from kafkasim.broker.metadata.coordinator_keys import java_string_hash

_MAXIMUM_CAPACITY = 1 << 30
_TREEIFY_THRESHOLD = 8
_MIN_TREEIFY_CAPACITY = 64


def _spread(text: str) -> int:
    code = java_string_hash(text) & 0xFFFFFFFF
    return code ^ (code >> 16)


def table_size_for(capacity: int) -> int:
    """HashMap.tableSizeFor: the power of two at or above `capacity`."""
    size = 1
    while size < capacity:
        size <<= 1
    return min(size, _MAXIMUM_CAPACITY)


class JavaHashSet:
    """A set of strings iterating as `java.util.HashSet` (or, `concurrent`, as a
    ConcurrentHashMap's keys) would after the same adds and removes."""

    def __init__(self, items: Iterable[str] = (), *, capacity: int = 16,
                 concurrent: bool = False) -> None:
        self.capacity = table_size_for(capacity)
        self.concurrent = concurrent
        self._order: dict[str, int] = {}  # item -> insertion number
        self._added = 0
        for item in items:
            self.add(item)

    @classmethod
    def copy_of(cls, items: list[str]) -> JavaHashSet:
        """`new HashSet<>(collection)`: its table sized for the collection up front."""
        return cls(items, capacity=max(int(len(items) / 0.75) + 1, 16))

    def add(self, item: str) -> bool:
        if item in self._order:
            return False
        self._order[item] = self._added
        self._added += 1
        if self._bin_size(self._bin(item)) > _TREEIFY_THRESHOLD and \
                self.capacity < _MIN_TREEIFY_CAPACITY:
            self.capacity *= 2  # treeifyBin resizes a small table instead
        size, threshold = len(self._order), self.capacity * 3 // 4
        if size > threshold or (self.concurrent and size >= threshold):
            self.capacity = min(self.capacity * 2, _MAXIMUM_CAPACITY)
        return True

    def discard(self, item: str) -> None:
        self._order.pop(item, None)  # a table never shrinks

    def clear(self) -> None:
        self._order.clear()

    def _bin(self, item: str) -> int:
        return _spread(item) & (self.capacity - 1)

    def _bin_size(self, index: int) -> int:
        return sum(1 for item in self._order if self._bin(item) == index)

    def __contains__(self, item: object) -> bool:
        return item in self._order

    def __len__(self) -> int:
        return len(self._order)

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._order, key=lambda item: (self._bin(item), self._order[item])))

    def __str__(self) -> str:
        """AbstractCollection.toString: `[a, b]`."""
        return "[" + ", ".join(self) + "]"


def java_uuid_hash(value: uuid.UUID) -> int:
    """Kafka's `Uuid.hashCode()`: the two longs XORed, then their halves, as an int."""
    folded = (value.int >> 64) ^ (value.int & 0xFFFFFFFFFFFFFFFF)
    code = ((folded >> 32) ^ folded) & 0xFFFFFFFF
    return code - (1 << 32) if code >= (1 << 31) else code


def kafka_uuid_string(value: uuid.UUID) -> str:
    """Kafka's `Uuid.toString()`: URL-safe base64 of the 16 bytes, unpadded."""
    return base64.urlsafe_b64encode(value.bytes).rstrip(b"=").decode()

"""Idempotent producers: per-partition producer id / epoch / sequence tracking.

Kafka's ProducerStateManager, reduced to what idempotence needs (transactions are not
modelled). Each partition log owns one `ProducerStateManager`. On the leader, a client batch
is first checked against the last five batches of its producer (a retried batch gets the
original offsets back, as a success), then its epoch and sequence are validated; followers and
recovery apply batches without validation so that a new leader knows every producer's
sequence and still suppresses duplicates after a failover.

Semantics (Kafka 3.x/4.x, `ProducerAppendInfo` and `ProducerStateEntry`):
- epoch older than the producer's current one -> INVALID_PRODUCER_EPOCH;
- a new epoch must start at sequence 0, unless the producer had no epoch yet -> otherwise
  OUT_OF_ORDER_SEQUENCE_NUMBER;
- same epoch: the first sequence must follow the last one (with wrap at 2^31-1) ->
  otherwise OUT_OF_ORDER_SEQUENCE_NUMBER;
- an unknown producer id (never seen, or its batches were all deleted) is accepted with any
  sequence: since KIP-360 the broker no longer answers UNKNOWN_PRODUCER_ID to Produce.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.records import NO_PRODUCER_EPOCH, NO_PRODUCER_ID, BatchHeader

# Kafka keeps the metadata of the last five batches per producer (ProducerStateEntry
# NUM_BATCHES_TO_RETAIN); it is also the client's max.in.flight limit under idempotence.
BATCHES_TO_RETAIN = 5
_INT32_MAX = 2**31 - 1


class ProducerStateError(Exception):
    """A client batch failed the producer checks; `code` is the partition's error code."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(slots=True)
class BatchMetadata:
    first_sequence: int
    last_sequence: int
    first_offset: int
    last_offset: int
    timestamp: int


@dataclass(slots=True)
class ProducerEntry:
    producer_id: int
    producer_epoch: int = NO_PRODUCER_EPOCH
    batches: deque[BatchMetadata] = field(default_factory=lambda: deque(maxlen=BATCHES_TO_RETAIN))

    @property
    def last_sequence(self) -> int:
        return self.batches[-1].last_sequence if self.batches else -1

    @property
    def last_offset(self) -> int:
        return self.batches[-1].last_offset if self.batches else -1

    def find_duplicate(self, header: BatchHeader) -> BatchMetadata | None:
        if header.producer_epoch != self.producer_epoch:
            return None
        last_sequence = last_sequence_of(header)
        for batch in self.batches:
            if batch.first_sequence == header.base_sequence and batch.last_sequence == last_sequence:
                return batch
        return None


def last_sequence_of(header: BatchHeader) -> int:
    """The batch's last sequence number, wrapping past 2^31-1 as Kafka's sequences do."""
    increment = header.last_offset_delta
    if header.base_sequence > _INT32_MAX - increment:
        return increment - (_INT32_MAX - header.base_sequence) - 1
    return header.base_sequence + increment


def _in_sequence(last_sequence: int, next_sequence: int) -> bool:
    return next_sequence == last_sequence + 1 or (next_sequence == 0 and last_sequence == _INT32_MAX)


class ProducerStateManager:
    """Producer entries of one partition, keyed by producer id."""

    def __init__(self) -> None:
        self.entries: dict[int, ProducerEntry] = {}

    def check_client_batch(self, header: BatchHeader) -> BatchMetadata | None:
        """Validate a client batch before the leader appends it.

        Returns the metadata of the original batch when this one is a retried duplicate (the
        caller answers success with the original offsets and appends nothing), None when the
        batch may be appended. Raises `ProducerStateError` otherwise.
        """
        if header.producer_id == NO_PRODUCER_ID:
            return None
        entry = self.entries.get(header.producer_id)
        if entry is None:
            return None
        duplicate = entry.find_duplicate(header)
        if duplicate is not None:
            return duplicate
        if header.producer_epoch < entry.producer_epoch:
            raise ProducerStateError(
                ErrorCode.INVALID_PRODUCER_EPOCH,
                f"epoch {header.producer_epoch} of producer {header.producer_id} is older than "
                f"its current epoch {entry.producer_epoch}",
            )
        if header.producer_epoch != entry.producer_epoch:
            if header.base_sequence != 0 and entry.producer_epoch != NO_PRODUCER_EPOCH:
                raise ProducerStateError(
                    ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER,
                    f"new epoch {header.producer_epoch} of producer {header.producer_id} starts "
                    f"at sequence {header.base_sequence}, expected 0",
                )
        elif entry.batches and not _in_sequence(entry.last_sequence, header.base_sequence):
            raise ProducerStateError(
                ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER,
                f"producer {header.producer_id} sent sequence {header.base_sequence} after "
                f"{entry.last_sequence}",
            )
        return None

    def update(self, header: BatchHeader, first_offset: int, last_offset: int) -> None:
        """Record an appended batch (leader, follower and recovery alike)."""
        if header.producer_id == NO_PRODUCER_ID or header.is_control:
            return
        entry = self.entries.get(header.producer_id)
        if entry is None:
            entry = self.entries[header.producer_id] = ProducerEntry(header.producer_id)
        if header.producer_epoch != entry.producer_epoch:
            entry.producer_epoch = header.producer_epoch
            entry.batches.clear()
        entry.batches.append(BatchMetadata(
            header.base_sequence, last_sequence_of(header), first_offset, last_offset,
            header.max_timestamp,
        ))

    def truncate_head(self, log_start_offset: int) -> None:
        """Forget producers whose last batch now lies entirely before the log start."""
        for producer_id in [pid for pid, entry in self.entries.items()
                            if entry.last_offset < log_start_offset]:
            del self.entries[producer_id]

    def rebuild(self, headers: Iterable[BatchHeader], snapshot: list | None = None) -> None:
        """Rebuild from a snapshot (the state before the log's first local batch, or None)
        and the batches still in the log (after truncation or recovery)."""
        self.load(snapshot or [])
        for header in headers:
            self.update(header, header.base_offset, header.last_offset)

    def snapshot(self) -> list:
        """The producer entries as plain lists (Kafka's producer snapshot, in kafkasim's own
        layout): [producer id, epoch, [[first seq, last seq, first offset, last offset,
        timestamp], ...]] per producer."""
        return [[entry.producer_id, entry.producer_epoch,
                 [[b.first_sequence, b.last_sequence, b.first_offset, b.last_offset, b.timestamp]
                  for b in entry.batches]]
                for entry in self.entries.values()]

    def load(self, snapshot: list) -> None:
        """Replace the entries with those of `snapshot` (see `snapshot`)."""
        self.entries.clear()
        for producer_id, epoch, batches, *_transaction in snapshot:
            entry = self.entries[producer_id] = ProducerEntry(producer_id, epoch)
            for first_sequence, last_sequence, first_offset, last_offset, timestamp in batches:
                entry.batches.append(BatchMetadata(first_sequence, last_sequence, first_offset,
                                                   last_offset, timestamp))

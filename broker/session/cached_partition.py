"""One partition of a Fetch as the session layer holds it (Kafka's CachedPartition), and the
outcome of reading it (Kafka's LogReadResult, kept in place).

- `CachedPartition`: the request side (the partition, and the fetch state the last request
  that named it sent) and what the last response that carried it told the client (`sent_*`).
  `must_respond` compares what was sent with the latest read for an incremental response.
- `PartitionRead`: the latest read of the partition. A `CachedPartition` gets one at its first
  read and keeps it; every read starts from `reset()` or ends in `fail(error)`, so a partition
  of a session costs no allocation per request (and a requested partition merged into the
  session's own costs none at all). The replica manager fills it (the read rules are stated
  in broker/replica/fetch.py) and the Fetch handler turns it into the response in the same
  synchronous stretch of code.
- `RemoteRead`: what a read must fetch from the remote tier (KIP-405) to be answered.

Pure data without I/O or awaits.
"""

from __future__ import annotations

from typing import NamedTuple

from kafkasim.broker.network.fetch_records import ServedPartition, count_records
from kafkasim.broker.storage.leader_epoch_cache import UNDEFINED_EPOCH
from kafkasim.protocol.errors import ErrorCode

NO_HIGH_WATERMARK = 2**63 - 1  # the v18 request default: no follower high watermark
_NOT_SENT = -1  # a sent_* value before any response carried the partition
_NOT_IDLE = -1  # PartitionRead.idle_at_change when the last read was not an idle one
_EMPTY = b""
_NO_ERROR = ErrorCode.NONE  # a module global: an enum member's lookup costs more per read


class RemoteRead(NamedTuple):
    """A consumer's read below the local log start of a partition with the remote tier: the
    replica manager serves it from the remote store after the local reads (Kafka's
    RemoteStorageFetchInfo)."""

    fetch_offset: int
    max_bytes: int  # counted against the response's MaxBytes before the read (size unknown)
    min_one_batch: bool  # KIP-74: the first batch whole, even when larger than max_bytes
    read_committed: bool  # collect the aborted transactions the read overlaps


class PartitionRead:
    """The latest read of one partition (Kafka's LogReadResult): what the response says of it.

    `replica` is the local replica the read found (None: not hosted here), on which the long
    poll waits. Offsets are -1 and `records` empty after an error; `diverging_epoch` is -1
    unless the client's LastFetchedEpoch diverges (KIP-320); `preferred_read_replica` is -1
    unless the leader redirects the consumer (KIP-392); `aborted_transactions` is None except
    after a read_committed read that returned records; `remote` names a read still to be
    served from the remote tier. `high_watermark_behind` marks a follower whose high
    watermark is behind the leader's (KIP-1166): it is answered at once, and an incremental
    response carries the partition even when that high watermark was sent before.
    `idle_at_change` is the replica's change count at which a follower's read found nothing
    new (-1: none); `CachedPartition` drops it when the follower's fetch state changes.
    """

    __slots__ = ("replica", "error", "records", "bytes", "high_watermark", "last_stable_offset",
                 "log_start_offset", "preferred_read_replica", "diverging_epoch",
                 "diverging_end_offset", "aborted_transactions", "remote",
                 "high_watermark_behind", "idle_at_change")

    def __init__(self) -> None:
        self.replica = None
        self.reset()

    def reset(self) -> None:
        """Start a new read: no error, no records, every offset -1, nothing pending. The
        replica found by the previous read stays until the new read finds its own."""
        self.error = _NO_ERROR
        self.records = _EMPTY
        self.bytes = 0
        self.high_watermark = self.last_stable_offset = self.log_start_offset = -1
        self.preferred_read_replica = -1
        self.diverging_epoch = self.diverging_end_offset = UNDEFINED_EPOCH
        self.aborted_transactions = None
        self.remote = None
        self.high_watermark_behind = False
        self.idle_at_change = _NOT_IDLE

    def fail(self, error: ErrorCode) -> None:
        """End the read with `error`: no records and offsets -1, as Kafka answers a partition
        whose read failed."""
        self.reset()
        self.error = error

    def take_records(self):
        """Hand the records read over to the response: the session keeps no reference to them
        (`bytes` stays, for round-robin order)."""
        records, self.records = self.records, _EMPTY
        return records

    def __repr__(self) -> str:
        return (f"PartitionRead(error={int(self.error)} bytes={self.bytes} "
                f"hw={self.high_watermark})")


class CachedPartition:
    """One partition of a fetch: the fetch state a client sent (`request`, the FetchPartition
    of the last request that named the partition), the values last sent back to it, and its
    `read` (the latest `PartitionRead`, made and filled by the replica manager's fetch; None
    before the partition's first read)."""

    __slots__ = (
        # identity: the topic name is resolved per request (None: unknown topic id)
        "topic", "topic_id", "partition",
        # the client's fetch state: fetch_offset, partition_max_bytes, current_leader_epoch,
        # last_fetched_epoch, log_start_offset and (v18, a follower's) high_watermark
        "request",
        # what the last response that carried the partition told the client (-1: nothing yet)
        "sent_high_watermark", "sent_last_stable_offset", "sent_log_start_offset",
        "read",
    )

    def __init__(self, topic: str | None, topic_id, request) -> None:
        """From one FetchPartition of a request (anything with its field names)."""
        self.topic = topic
        self.topic_id = topic_id
        self.partition = request.partition
        self.request = request
        self.sent_high_watermark = _NOT_SENT
        self.sent_last_stable_offset = _NOT_SENT
        self.sent_log_start_offset = _NOT_SENT
        self.read: PartitionRead | None = None

    def first_read(self) -> PartitionRead:
        """The partition's PartitionRead, made now if it was never read (a read refused before
        the replica manager sees it, such as an unauthorized topic's, still needs one)."""
        read = self.read
        if read is None:
            read = self.read = PartitionRead()
        return read

    def take_fetch_state(self, other: CachedPartition) -> None:
        """Take the fetch state `other` was built with from a newer request (Kafka's
        CachedPartition.updateRequestParams). A follower's idle read no longer stands: it was
        made for the old fetch state."""
        self.request = other.request
        if self.read is not None:
            self.read.idle_at_change = _NOT_IDLE

    def must_respond(self, update: bool) -> bool:
        """Whether the latest read must be in an incremental response (Kafka's
        maybeUpdateResponseData): records, an error, a preferred read replica, a diverging
        epoch, or a high watermark, last stable offset or log start offset that differs from
        what was last sent. With `update` the sent values become the read ones; after an error
        the sent high watermark becomes -1, so the partition is sent again once it recovers."""
        read = self.read
        must = read.bytes > 0
        if read.high_watermark != self.sent_high_watermark:
            must = True
            if update:
                self.sent_high_watermark = read.high_watermark
        if read.last_stable_offset != self.sent_last_stable_offset:
            must = True
            if update:
                self.sent_last_stable_offset = read.last_stable_offset
        if read.log_start_offset != self.sent_log_start_offset:
            must = True
            if update:
                self.sent_log_start_offset = read.log_start_offset
        if read.error:
            must = True
            if update:
                self.sent_high_watermark = _NOT_SENT
        return must or read.preferred_read_replica >= 0 or read.diverging_epoch >= 0

    def served(self) -> ServedPartition:
        """What the latest read served, for the broker-side fetch records and the replica
        manager's fetch observers (before the response takes the records)."""
        read = self.read
        return ServedPartition(topic=self.topic or "", partition=self.partition,
                               fetch_offset=self.request.fetch_offset, error=int(read.error),
                               records=count_records(read.records), bytes=read.bytes,
                               high_watermark=read.high_watermark,
                               preferred_read_replica=read.preferred_read_replica)

    def __repr__(self) -> str:
        return (f"CachedPartition({self.topic or self.topic_id}-{self.partition} "
                f"offset={self.request.fetch_offset} sent_hw={self.sent_high_watermark})")

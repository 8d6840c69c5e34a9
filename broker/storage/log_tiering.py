"""The local log's side of the remote tier (KIP-405): which closed segments may be uploaded,
and what an upload of one carries (`SegmentUpload`, Kafka's LogSegmentData), read from the log's
segments. The remote log manager (broker/replica/tiered.py) drives these; broker/storage/remote.py
stores the uploads. The auxiliary state a follower starting past the remote tier adopts from an
upload is the log's own (`PartitionLog.load_remote_aux_state`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from kafkasim.broker.storage.log_segments import LogSegment
from kafkasim.broker.storage.transaction_index import AbortedTransaction

if TYPE_CHECKING:
    from kafkasim.broker.storage.log import PartitionLog


@dataclass(slots=True)
class SegmentUpload:
    """What the remote log manager uploads for one closed segment (Kafka's LogSegmentData):
    its bytes, an offset index (base offset, last offset, byte position and max timestamp of
    each batch), the leader-epoch checkpoint truncated at its end, the epochs within it, and
    the producer snapshot as of its end."""

    base_offset: int
    end_offset: int  # the last offset in the segment
    max_timestamp: int
    data: bytes
    offset_index: list[tuple[int, int, int, int]]
    epoch_checkpoint: list[tuple[int, int]]
    segment_epochs: list[tuple[int, int]]
    producer_snapshot: list = field(default_factory=list)
    aborted_transactions: list[AbortedTransaction] = field(default_factory=list)

    @property
    def size(self) -> int:
        return len(self.data)


def upload_candidates(log: PartitionLog, from_offset: int, last_stable_offset: int
                      ) -> list[LogSegment]:
    """Closed segments holding offsets at or after `from_offset` and wholly below
    `last_stable_offset` (Kafka's RemoteLogManager.candidateLogSegments): never the
    active segment."""
    out = []
    active = log.segments.active
    for segment, end in log.segments.with_ends(log.log_end_offset):
        if segment is active:
            break
        if end <= from_offset or segment.batch_count == 0:
            continue
        if end > last_stable_offset:
            break
        out.append(segment)
    return out


def segment_upload(log: PartitionLog, segment: LogSegment) -> SegmentUpload:
    """The data of a closed segment of `log`, as the remote log manager uploads it."""
    batches = log.segments.batches_of(segment)
    end_offset = batches[-1].last_offset
    next_offset = next(end for held, end in log.segments.with_ends(log.log_end_offset)
                       if held is segment)
    index = [(b.base_offset, b.last_offset, b.position, b.max_timestamp) for b in batches]
    return SegmentUpload(
        base_offset=segment.base_offset, end_offset=end_offset,
        max_timestamp=segment.max_timestamp,
        data=b"".join(b.data for b in batches),
        offset_index=index,
        epoch_checkpoint=log.epoch_cache.entries_before(next_offset),
        segment_epochs=log.epoch_cache.entries_within(batches[0].base_offset, end_offset + 1),
        producer_snapshot=segment.producer_snapshot or [],
        aborted_transactions=list(segment.txn_index.entries),
    )


"""What a broker knows about the remote tier of each partition (Kafka's RemoteLogMetadataCache
and RemoteLogLeaderEpochState), built by replaying the events of `__remote_log_metadata`.

Per partition (topic id, partition) it keeps every segment's latest metadata, and an index by
leader epoch of the segments whose upload finished: for epoch `e`, the offsets where `e` starts
inside each such segment. Lookups follow Kafka:

- `segment_for(epoch, offset)` (remoteLogSegmentMetadata): the finished segment holding
  `offset` under `epoch`;
- `highest_offset_for_epoch(epoch)`: the last offset of `epoch` in any finished segment;
- `segments()` (listRemoteLogSegments): every segment, by start offset.

A segment is readable from COPY_SEGMENT_FINISHED until DELETE_SEGMENT_STARTED, and forgotten at
DELETE_SEGMENT_FINISHED. Pure data: no I/O, no awaits.
"""

from __future__ import annotations

import uuid
from bisect import bisect_right, insort

from kafkasim.broker.storage.remote import RemoteLogSegmentMetadata, RemoteLogSegmentState

FINISHED = RemoteLogSegmentState.COPY_SEGMENT_FINISHED


class PartitionRemoteMetadata:
    """The remote segments of one partition."""

    def __init__(self) -> None:
        self.segments: dict[uuid.UUID, RemoteLogSegmentMetadata] = {}
        # epoch -> sorted [(start offset of the epoch in the segment, segment uuid)]
        self._by_epoch: dict[int, list[tuple[int, uuid.UUID]]] = {}

    def apply(self, metadata: RemoteLogSegmentMetadata) -> None:
        """Adopt a segment's new metadata (a new segment, or a new state of a known one)."""
        key = metadata.segment_id.id
        previous = self.segments.get(key)
        if previous is not None and previous.state == FINISHED:
            self._unindex(previous)
        if metadata.state == RemoteLogSegmentState.DELETE_SEGMENT_FINISHED:
            self.segments.pop(key, None)
            return
        self.segments[key] = metadata
        if metadata.state == FINISHED:
            for epoch, start in metadata.segment_leader_epochs:
                insort(self._by_epoch.setdefault(epoch, []), (start, key))

    def update_state(self, segment_id: uuid.UUID, state: RemoteLogSegmentState,
                     broker_id: int, event_timestamp_ms: int) -> RemoteLogSegmentMetadata | None:
        """Apply a state update to a known segment; None when the segment is unknown."""
        current = self.segments.get(segment_id)
        if current is None:
            return None
        updated = current.with_state(state, broker_id, event_timestamp_ms)
        self.apply(updated)
        return updated

    def _unindex(self, metadata: RemoteLogSegmentMetadata) -> None:
        key = metadata.segment_id.id
        for epoch, start in metadata.segment_leader_epochs:
            entries = self._by_epoch.get(epoch)
            if entries and (start, key) in entries:
                entries.remove((start, key))
                if not entries:
                    del self._by_epoch[epoch]

    def segment_for(self, epoch: int, offset: int) -> RemoteLogSegmentMetadata | None:
        """Kafka's remoteLogSegmentMetadata(tp, epoch, offset)."""
        entries = self._by_epoch.get(epoch)
        if not entries:
            return None
        index = bisect_right(entries, (offset, uuid.UUID(int=(1 << 128) - 1))) - 1
        while index >= 0:
            metadata = self.segments[entries[index][1]]
            if metadata.start_offset <= offset <= metadata.epoch_end_offset(epoch):
                return metadata
            index -= 1
        return None

    def highest_offset_for_epoch(self, epoch: int) -> int:
        """The last offset of `epoch` uploaded (-1 when none)."""
        highest = -1
        for _, key in self._by_epoch.get(epoch, ()):
            highest = max(highest, self.segments[key].epoch_end_offset(epoch))
        return highest

    def earliest_start_for_epoch(self, epoch: int) -> int:
        """The start offset of the first finished segment holding offsets of `epoch` (-1 when
        none): what Kafka's findLogStartOffset reads through listRemoteLogSegments(epoch)."""
        return min((self.segments[key].start_offset for _, key in self._by_epoch.get(epoch, ())),
                   default=-1)

    def finished(self) -> list[RemoteLogSegmentMetadata]:
        """Finished (readable) segments, by start offset."""
        return sorted((m for m in self.segments.values() if m.state == FINISHED),
                      key=lambda m: (m.start_offset, m.end_offset))

    def all_segments(self) -> list[RemoteLogSegmentMetadata]:
        return sorted(self.segments.values(), key=lambda m: (m.start_offset, m.end_offset))

    def epochs(self) -> list[int]:
        return sorted(self._by_epoch)


class RemoteLogMetadataCache:
    """Remote segment metadata of every partition this broker has heard of."""

    def __init__(self) -> None:
        self.partitions: dict[tuple[uuid.UUID, int], PartitionRemoteMetadata] = {}

    def partition(self, topic_id: uuid.UUID, partition: int) -> PartitionRemoteMetadata:
        key = (topic_id, partition)
        found = self.partitions.get(key)
        if found is None:
            found = self.partitions[key] = PartitionRemoteMetadata()
        return found

    def apply_event(self, record: dict) -> None:
        """Replay one `__remote_log_metadata` event (see broker/storage/remote.py)."""
        kind = record.get("type")
        if kind == "segment":
            metadata = RemoteLogSegmentMetadata.from_record(record)
            self.partition(*metadata.topic_partition).apply(metadata)
        elif kind == "segment_update":
            self.partition(uuid.UUID(record["topic_id"]), record["partition"]).update_state(
                uuid.UUID(record["segment_id"]), RemoteLogSegmentState(record["state"]),
                record["broker_id"], record["event_timestamp_ms"])
        elif kind == "partition_delete":
            self.partitions.pop((uuid.UUID(record["topic_id"]), record["partition"]), None)

    def forget_topic(self, topic_id: uuid.UUID) -> None:
        for key in [key for key in self.partitions if key[0] == topic_id]:
            del self.partitions[key]

"""The partition log's segments, retention and local log start offset (Kafka's UnifiedLog and
LogSegment rules, KIP-405), in memory and on disk."""

from __future__ import annotations

import pytest

from kafkasim.broker.storage import log_retention, log_tiering
from kafkasim.broker.storage.log import (
    OffsetMovedToTieredStorageError,
    OffsetOutOfRangeError,
    PartitionLog,
)
from kafkasim.broker.storage.log_config import LogConfig
from kafkasim.broker.storage.log_segments import LogSegments
from kafkasim.protocol.records import build_batch, iter_batches, iter_records, parse_header

NOW = 1_700_000_000_000


def batch(value: bytes, timestamp: int = NOW, producer_id: int = -1, sequence: int = -1,
          size: int = 0) -> memoryview:
    return memoryview(build_batch([(None, value.ljust(size, b"."), [], timestamp)],
                                  producer_id=producer_id, producer_epoch=0 if producer_id >= 0
                                  else -1, base_sequence=sequence))


# Two batches of one 100-byte record fit a segment of this size, three do not.
TWO = 2 * len(bytes(build_batch([(None, b"." * 100, [], NOW)])))


def append(log: PartitionLog, view: memoryview, epoch: int = 0):
    return log.append_as_leader(view, parse_header(view), epoch)


def values(log: PartitionLog, offset: int) -> list[bytes]:
    out = []
    for view in log.read_all(offset):
        for _, whole in iter_batches(view):
            out.extend(bytes(record.value).rstrip(b".") for record in iter_records(whole))
    return out


def tiered(**overrides) -> LogConfig:
    settings = dict(segment_bytes=TWO, remote_storage_enable=True, remote_system_enable=True,
                    local_retention_bytes=1, retention_ms=-1)
    settings.update(overrides)
    return LogConfig(**settings)


def test_segments_roll_at_segment_bytes_in_memory_as_on_disk(tmp_path):
    """Verifies that a segment rolls when the next batch would take it past segment.bytes
    (Kafka's LogSegment.shouldRoll), never leaving a segment empty, in memory and on disk
    alike, and that a reopened log has the same segments and offsets."""
    config = LogConfig(segment_bytes=TWO)
    memory = PartitionLog("t", 0, config=config)
    durable = PartitionLog.open("t", 0, directory=tmp_path / "t-0", config=config)
    for log in (memory, durable):
        for index in range(6):
            append(log, batch(b"v%d" % index, size=100))
    assert [s.base_offset for s in memory.segments] == [0, 2, 4]
    assert [s.base_offset for s in durable.segments] == [0, 2, 4]
    assert sorted(p.name for p in (tmp_path / "t-0").glob("*.log")) == [
        f"{base:020d}.log" for base in (0, 2, 4)]
    durable.close()
    reopened = PartitionLog.open("t", 0, directory=tmp_path / "t-0", config=config)
    assert [s.base_offset for s in reopened.segments] == [0, 2, 4]
    assert values(reopened, 0) == [b"v%d" % i for i in range(6)]
    reopened.close()


def test_segments_roll_at_segment_ms_by_record_timestamps():
    """Verifies the time roll: a batch whose timestamp is more than segment.ms past the
    segment's first batch starts a new segment (Kafka's rollingBasedTimestamp)."""
    log = PartitionLog("t", 0, config=LogConfig(segment_ms=1000))
    append(log, batch(b"a", NOW))
    append(log, batch(b"b", NOW + 1000))
    append(log, batch(b"c", NOW + 1001))
    assert [s.base_offset for s in log.segments] == [0, 2]


def test_size_retention_deletes_whole_segments_below_the_high_watermark():
    """Verifies retention.bytes: the oldest segments go while the log stays at least its
    retention size larger, never a segment at or above the high watermark, and the log start
    offset moves to the next segment (Kafka's deleteRetentionSizeBreachedSegments)."""
    log = PartitionLog("t", 0, config=LogConfig(segment_bytes=TWO, retention_bytes=TWO,
                                                retention_ms=-1))
    for index in range(6):
        append(log, batch(b"v%d" % index, size=100))
    assert log_retention.delete_old_segments(log, high_watermark=1, current_ms=NOW) == 0
    assert log_retention.delete_old_segments(log, high_watermark=6, current_ms=NOW) == 2
    assert (log.log_start_offset, log.local_log_start_offset) == (4, 4)
    assert values(log, 4) == [b"v4", b"v5"]
    with pytest.raises(OffsetOutOfRangeError):
        log.read(3, 100, 6, True)


def test_time_retention_deletes_expired_segments_and_the_active_one_too():
    """Verifies retention.ms: segments whose newest record is older than retention.ms go; when
    every segment expired the active one goes too, after a new empty one was rolled at the log
    end (Kafka's deleteSegments keeps one segment)."""
    log = PartitionLog("t", 0, config=LogConfig(segment_bytes=TWO, retention_ms=1000))
    for index in range(3):
        append(log, batch(b"v%d" % index, NOW, size=100))
    assert log_retention.delete_old_segments(log, high_watermark=3, current_ms=NOW + 1000) == 0
    assert log_retention.delete_old_segments(log, high_watermark=3, current_ms=NOW + 1001) == 2
    assert [s.base_offset for s in log.segments] == [3]
    assert log.log_start_offset == log.log_end_offset == 3
    append(log, batch(b"v3", NOW + 2000))
    assert values(log, 3) == [b"v3"]


def test_compacted_logs_keep_their_records():
    """Verifies that retention leaves a compacted log alone (compaction is not modelled), as
    Kafka deletes only below the log start offset for cleanup.policy=compact."""
    log = PartitionLog("t", 0, config=LogConfig(segment_bytes=TWO, retention_ms=1, delete=False,
                                                compact=True))
    for index in range(4):
        append(log, batch(b"v%d" % index, NOW, size=100))
    assert log_retention.delete_old_segments(log, high_watermark=4, current_ms=NOW + 10_000) == 0


def test_tiered_log_deletes_locally_only_what_was_uploaded():
    """Verifies KIP-405 local retention: with the remote tier, local.retention.bytes applies,
    a segment is deleted only once uploaded (its last offset at or below the last tiered
    offset), and deleting moves the local log start offset while the log start offset stays
    (Kafka's isSegmentEligibleForDeletion)."""
    log = PartitionLog("t", 0, config=tiered())
    for index in range(6):
        append(log, batch(b"v%d" % index, size=100))
    assert [s.base_offset for s in log.segments] == [0, 2, 4]
    assert log_retention.delete_old_segments(log, high_watermark=6, current_ms=NOW) == 0
    log.highest_offset_in_remote_storage = 1
    assert log_retention.delete_old_segments(log, high_watermark=6, current_ms=NOW) == 1
    assert (log.log_start_offset, log.local_log_start_offset) == (0, 2)
    with pytest.raises(OffsetMovedToTieredStorageError):
        log.read(1, 100, 6, True)
    assert log.epoch_cache.entries == [(0, 0)]  # epochs of the remote part are kept
    log.highest_offset_in_remote_storage = 3
    assert log_retention.delete_old_segments(log, high_watermark=6, current_ms=NOW) == 1
    assert log.local_log_start_offset == 4


def test_tiered_log_rolls_an_expired_active_segment_so_it_can_be_uploaded():
    """Verifies that when local time retention selects the active segment of a tiered log, the
    log rolls it (Kafka rolls so that the segment is uploaded and deleted by later passes: a
    fully tiered partition's local log start reaches its log end)."""
    log = PartitionLog("t", 0, config=tiered(local_retention_bytes=-2, local_retention_ms=1000))
    for index in range(2):
        append(log, batch(b"v%d" % index, NOW, size=50))
    assert [s.base_offset for s in log.segments] == [0]
    assert log_retention.delete_old_segments(log, high_watermark=2, current_ms=NOW + 2000) == 0
    assert [s.base_offset for s in log.segments] == [0, 2]  # rolled, not yet uploaded
    assert [s.base_offset for s in log_tiering.upload_candidates(log, 0, 2)] == [0]
    log.highest_offset_in_remote_storage = 1
    assert log_retention.delete_old_segments(log, high_watermark=2, current_ms=NOW + 2000) == 1
    assert log.local_log_start_offset == log.log_end_offset == 2


def test_upload_candidates_are_closed_segments_below_the_last_stable_offset():
    """Verifies Kafka's RemoteLogManager.candidateLogSegments: closed segments from the one
    after the last tiered offset, wholly below the last stable offset; never the active one."""
    log = PartitionLog("t", 0, config=tiered())
    for index in range(7):
        append(log, batch(b"v%d" % index, size=100))
    assert [s.base_offset for s in log.segments] == [0, 2, 4, 6]
    assert [s.base_offset for s in log_tiering.upload_candidates(log, 0, 7)] == [0, 2, 4]
    assert [s.base_offset for s in log_tiering.upload_candidates(log, 0, 5)] == [0, 2]
    assert [s.base_offset for s in log_tiering.upload_candidates(log, 2, 7)] == [2, 4]
    upload = log_tiering.segment_upload(log, log.segments[1])
    assert (upload.base_offset, upload.end_offset) == (2, 3)
    assert [entry[:3] for entry in upload.offset_index] == [
        (2, 2, 0), (3, 3, len(bytes(batch(b"v2", size=100))))]
    assert upload.epoch_checkpoint == [(0, 0)] and upload.segment_epochs == [(0, 2)]


def test_producer_snapshot_of_a_segment_is_the_state_at_its_end():
    """Verifies that a rolled segment carries the producer state as of the next segment's base
    offset (what Kafka uploads as the segment's producer snapshot), and that a follower built
    from it suppresses a retried duplicate of a batch it never stored."""
    log = PartitionLog("t", 0, config=tiered())
    for sequence in range(3):
        append(log, batch(b"p%d" % sequence, producer_id=7, sequence=sequence, size=100))
    first = log_tiering.segment_upload(log, log.segments[0])
    assert first.producer_snapshot[0][0] == 7 and first.producer_snapshot[0][2][-1][3] == 1
    follower = PartitionLog("t", 0, config=tiered())
    follower.truncate_fully_and_start_at(2, log_start_offset=0)
    follower.load_remote_aux_state(first.epoch_checkpoint, first.producer_snapshot)
    retry = append(follower, batch(b"p1", producer_id=7, sequence=1, size=100))
    assert retry.duplicate and retry.base_offset == 1


def test_durable_tiered_log_recovers_its_local_log_start(tmp_path):
    """Verifies that a tiered log reopened after local deletion keeps its log start offset (in
    log-start-offset) below its local log start offset (its first segment), and its producer
    state from the snapshot at that segment."""
    directory = tmp_path / "t-0"
    log = PartitionLog.open("t", 0, directory=directory, config=tiered())
    for sequence in range(6):
        append(log, batch(b"p%d" % sequence, producer_id=9, sequence=sequence, size=100))
    log.highest_offset_in_remote_storage = 3
    assert log_retention.delete_old_segments(log, high_watermark=6, current_ms=NOW) == 2
    log.close()
    reopened = PartitionLog.open("t", 0, directory=directory, config=tiered())
    assert (reopened.log_start_offset, reopened.local_log_start_offset,
            reopened.log_end_offset) == (0, 4, 6)
    assert values(reopened, 4) == [b"p4", b"p5"]
    assert reopened.epoch_cache.entries == [(0, 0)]
    assert append(reopened, batch(b"p5", producer_id=9, sequence=5, size=100)).duplicate
    reopened.close()


def test_follower_bootstrapped_past_the_remote_tier_recovers_as_such(tmp_path):
    """Verifies that a log emptied to start locally past the remote tier (a follower's
    TierStateMachine) reopens with the leader's log start, its own local start and the
    leader-epoch entries it adopted."""
    directory = tmp_path / "t-0"
    log = PartitionLog.open("t", 0, directory=directory, config=tiered())
    log.truncate_fully_and_start_at(150, log_start_offset=10)
    log.load_remote_aux_state([(0, 0), (1, 100), (2, 140)], [])
    append(log, batch(b"x"), epoch=3)
    log.close()
    reopened = PartitionLog.open("t", 0, directory=directory, config=tiered())
    assert (reopened.log_start_offset, reopened.local_log_start_offset,
            reopened.log_end_offset) == (10, 150, 151)
    assert reopened.epoch_cache.entries == [(0, 10), (1, 100), (2, 140), (3, 150)]
    reopened.close()


@pytest.mark.parametrize("keep", [0, 2])
def test_appends_after_a_truncation_survive_a_restart(tmp_path, keep):
    """Verifies that a follower truncated by leader epoch (KIP-101/KIP-279), here to `keep`
    records, writes what it fetches next right after the cut, as Kafka's FileRecords.truncateTo
    leaves the channel positioned, so that a restart recovers every batch. (The active
    segment's file kept its write position past the cut: the next append left a hole of zeros
    that recovery read as a corrupt batch, cutting the replica back; found by a SIGKILL test.)"""
    directory = tmp_path / "t-0"
    log = PartitionLog.open("t", 0, directory=directory)
    for index in range(4):
        append(log, memoryview(bytearray(build_batch([(None, b"old%d" % index, [], 1)]))))
    assert log.truncate_to(keep)
    for index in range(3):
        view = memoryview(bytearray(build_batch([(None, b"new%d" % index, [], 1)],
                                                base_offset=keep + index)))
        log.append_as_follower(parse_header(view), view)
    log.close()
    reopened = PartitionLog.open("t", 0, directory=directory)
    assert reopened.log_end_offset == keep + 3
    assert [batch.base_offset for batch in reopened.segments.batches] == list(range(keep + 3))
    reopened.close()


def placed(segments: LogSegments, base_offset: int, timestamp: int, count: int = 1):
    """Append a batch of `count` records at `base_offset` to `segments`."""
    view = memoryview(build_batch([(None, b"v", [], timestamp)] * count,
                                  base_offset=base_offset))
    return segments.append(parse_header(view), view)


def counters(segment) -> tuple[int, int, int, int]:
    return segment.size, segment.batch_count, segment.first_batch_timestamp, \
        segment.max_timestamp


def test_log_segments_keep_batches_offsets_and_counters_together():
    """Verifies LogSegments (Kafka's LogSegments), the one owner of the segment list, the
    batches and their base offsets: lookups by offset agree with the batches after appends,
    a truncation, a head deletion and a compaction swap, and each segment's counters (size,
    batch count, first and largest timestamp) and the batch with the largest timestamp
    follow every change."""
    segments = LogSegments(None)
    segments.add(0)
    first = [placed(segments, 0, NOW + 5, count=2), placed(segments, 2, NOW + 9)]
    segments.roll(3, producer_snapshot=[])
    placed(segments, 3, NOW + 1)
    placed(segments, 4, NOW + 7)
    segments.roll(5, producer_snapshot=[])
    placed(segments, 5, NOW + 3)
    size = first[0].size
    assert [counters(s) for s in segments] == [
        (size + first[1].size, 2, NOW + 5, NOW + 9), (2 * first[1].size, 2, NOW + 1, NOW + 7),
        (first[1].size, 1, NOW + 3, NOW + 3)]
    assert [(s.base_offset, end) for s, end in segments.with_ends(6)] == [(0, 3), (3, 5), (5, 6)]
    assert [segments.floor(offset) for offset in range(7)] == [0, 0, 1, 2, 3, 4, 5]
    assert [b.base_offset for b in segments.batches_of(segments[1])] == [3, 4]
    assert segments.closed_below(4) == 1 and segments.closed_below(5) == 2
    assert segments.max_timestamp_batch.base_offset == 2
    assert segments.size == sum(len(b.data) for b in segments.batches)

    removed = segments.truncate_from(segments.floor(4))  # offset 4 and after
    assert removed.base_offset == 4 and len(segments) == 2
    assert counters(segments.active) == (first[1].size, 1, NOW + 1, NOW + 1)
    assert [b.base_offset for b in segments.batches] == [0, 2, 3]
    assert segments.floor(4) == 3  # past the end

    dropped = segments.drop_head(1)
    assert [s.base_offset for s in dropped] == [0]
    assert [b.base_offset for b in segments.batches] == [3]
    assert segments.floor(0) == 0 and segments.max_timestamp_batch.base_offset == 3

    segments.roll(4, producer_snapshot=[])
    kept = build_batch([(None, b"w", [], NOW + 11)], base_offset=3)
    swapped = segments.replace([segments[0]], [kept])
    assert counters(swapped) == (len(kept), 1, NOW + 11, NOW + 11)
    assert segments[0] is swapped and segments.batches[0].segment is swapped
    assert segments.max_timestamp_batch.max_timestamp == NOW + 11
    assert segments.closed_run([swapped]) and not segments.closed_run([segments.active])

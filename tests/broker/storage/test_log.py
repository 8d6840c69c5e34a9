"""The partition log: offsets, reads, epochs, truncation, producer state and durable recovery."""

from __future__ import annotations

import os

import pytest

from kafkasim.broker.storage import log_timestamps
from kafkasim.broker.storage.leader_epoch_cache import LeaderEpochCache
from kafkasim.broker.storage.log import OffsetOutOfRangeError, PartitionLog
from kafkasim.broker.storage.producer_state import ProducerStateError
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.records import iter_batches, iter_records, parse_header, validate_crc


def batch(*values: bytes, timestamp: int = 1000, producer_id: int = -1, producer_epoch: int = -1,
          base_sequence: int = -1) -> memoryview:
    from kafkasim.protocol.records import build_batch

    records = [(None, value, [], timestamp + index) for index, value in enumerate(values)]
    return memoryview(build_batch(records, producer_id=producer_id, producer_epoch=producer_epoch,
                                  base_sequence=base_sequence))


def append(log: PartitionLog, view: memoryview, epoch: int = 0):
    return log.append_as_leader(view, parse_header(view), epoch)


def values_of(views) -> list[bytes]:
    out = []
    for view in views:
        for _, whole in iter_batches(view):
            out.extend(bytes(record.value) for record in iter_records(whole))
    return out


@pytest.mark.parametrize(
    ("entries", "requested", "log_end", "expected"),
    [
        ([], 3, 10, (-1, -1)),                          # empty cache
        ([(0, 0), (2, 5)], 2, 10, (2, 10)),             # latest epoch ends at the log end
        ([(0, 0), (2, 5)], 1, 10, (0, 5)),              # unknown epoch: largest smaller epoch
        ([(0, 0), (2, 5)], 0, 10, (0, 5)),
        ([(1, 3), (2, 5)], 0, 10, (0, 3)),              # older than any known: first start
        ([(0, 0), (2, 5)], 7, 10, (-1, -1)),            # newer than every known epoch
        ([(0, 0), (2, 5)], -1, 10, (-1, -1)),           # undefined epoch
    ],
)
def test_end_offset_for_epoch(entries, requested, log_end, expected):
    """Verifies Kafka's LeaderEpochFileCache.endOffsetFor semantics used by OffsetForLeaderEpoch
    (KIP-101/KIP-279): largest epoch <= requested and the start of the next one."""
    cache = LeaderEpochCache(entries)
    assert cache.end_offset_for(requested, log_end) == expected


def test_epoch_cache_assign_keeps_monotonic_entries():
    """Verifies that assigning an epoch removes entries that would break monotonicity, as
    Kafka's LeaderEpochFileCache.assign does."""
    cache = LeaderEpochCache([(0, 0), (1, 5), (3, 9)])
    assert not cache.assign(3, 12)  # latest epoch never moves forward
    assert cache.assign(2, 7)       # a new leader with a lower start cuts later entries
    assert cache.entries == [(0, 0), (1, 5), (2, 7)]
    cache.truncate_from_start(6)
    assert cache.entries == [(1, 6), (2, 7)]
    cache.truncate_from_end(7)
    assert cache.entries == [(1, 6)]


def test_leader_append_assigns_offsets_and_epoch_without_touching_crc():
    """Verifies that the leader patches base offset and partition leader epoch into its own copy
    and the CRC still validates (the CRC does not cover those fields)."""
    log = PartitionLog("t", 0)
    original = batch(b"a", b"b")
    first = append(log, original, epoch=4)
    second = append(log, batch(b"c"), epoch=4)
    assert (first.base_offset, first.last_offset, second.base_offset) == (0, 1, 2)
    assert log.log_end_offset == 3
    assert parse_header(original).base_offset == 0 and parse_header(original).partition_leader_epoch == -1
    stored = log.read(0, 1 << 20, log.log_end_offset, True).batches
    headers = [parse_header(view) for view in stored]
    assert [(h.base_offset, h.partition_leader_epoch) for h in headers] == [(0, 4), (2, 4)]
    assert all(validate_crc(view) for view in stored)
    assert log.epoch_cache.entries == [(4, 0)]


@pytest.mark.parametrize(
    ("fetch_offset", "max_bytes", "upper_bound", "min_one", "expected"),
    [
        (0, 1 << 20, 6, True, [b"a", b"b", b"c", b"d", b"e", b"f"]),
        (1, 1 << 20, 6, True, [b"a", b"b", b"c", b"d", b"e", b"f"]),  # whole batch holding 1
        (2, 1 << 20, 6, True, [b"c", b"d", b"e", b"f"]),
        (0, 1 << 20, 4, True, [b"a", b"b", b"c"]),       # stop before the batch holding 4
        (0, 1, 6, True, [b"a", b"b"]),                    # first batch even if too large
        (0, 1, 6, False, []),                             # ... unless not the first data
        (6, 1 << 20, 6, True, []),                        # at the log end: nothing yet
    ],
)
def test_read_rules(fetch_offset, max_bytes, upper_bound, min_one, expected):
    """Verifies the read path: whole batches from the one holding the fetch offset, the upper
    bound (high watermark) and Kafka's first-batch rule (KIP-74)."""
    log = PartitionLog("t", 0)
    append(log, batch(b"a", b"b"))
    append(log, batch(b"c"))
    append(log, batch(b"d", b"e", b"f"))
    result = log.read(fetch_offset, max_bytes, upper_bound, min_one)
    assert values_of(result.batches) == expected
    assert all(isinstance(view, memoryview) for view in result.batches)


def test_read_outside_log_raises():
    """Verifies that offsets below the log start or above the log end are out of range."""
    log = PartitionLog("t", 0)
    append(log, batch(b"a"))
    with pytest.raises(OffsetOutOfRangeError):
        log.read(2, 100, 1, True)
    log.delete_records_before(1)
    with pytest.raises(OffsetOutOfRangeError):
        log.read(0, 100, 1, True)


def test_truncate_to_drops_whole_batches_and_epochs():
    """Verifies that truncation removes whole batches from the one holding the target offset
    and forgets epochs that started at or after the new log end."""
    log = PartitionLog("t", 0)
    append(log, batch(b"a", b"b"), epoch=1)
    append(log, batch(b"c", b"d"), epoch=2)
    assert log.truncate_to(3)
    assert log.log_end_offset == 2
    assert log.epoch_cache.entries == [(1, 0)]
    append(log, batch(b"x"), epoch=3)
    assert values_of(log.read_all(0)) == [b"a", b"b", b"x"]
    log.truncate_fully_and_start_at(10)
    assert (log.log_start_offset, log.log_end_offset, log.latest_epoch) == (10, 10, -1)


def test_offset_for_timestamp_and_max_timestamp():
    """Verifies ListOffsets lookups: the first record with timestamp >= target, and the record
    holding the largest timestamp (KIP-734)."""
    log = PartitionLog("t", 0)
    append(log, batch(b"a", b"b", timestamp=100))     # 100, 101
    append(log, batch(b"c", timestamp=500))            # 500
    append(log, batch(b"d", b"e", timestamp=200))      # 200, 201
    assert log_timestamps.offset_for_timestamp(log, 101).offset == 1
    found = log_timestamps.offset_for_timestamp(log, 150)
    assert (found.offset, found.timestamp) == (2, 500)
    assert log_timestamps.offset_for_timestamp(log, 501) is None
    maximum = log_timestamps.max_timestamp_and_offset(log)
    assert (maximum.offset, maximum.timestamp) == (2, 500)


def test_idempotent_producer_rules():
    """Verifies Kafka's idempotent producer checks: duplicates of the last five batches get the
    original offsets, gaps get OUT_OF_ORDER_SEQUENCE_NUMBER, older epochs INVALID_PRODUCER_EPOCH,
    and an unknown producer is accepted at any sequence (KIP-360)."""
    log = PartitionLog("t", 0)
    first = append(log, batch(b"a", b"b", producer_id=7, producer_epoch=0, base_sequence=0))
    append(log, batch(b"c", producer_id=7, producer_epoch=0, base_sequence=2))
    retry = append(log, batch(b"a", b"b", producer_id=7, producer_epoch=0, base_sequence=0))
    assert retry.duplicate and retry.base_offset == first.base_offset
    assert log.log_end_offset == 3
    with pytest.raises(ProducerStateError) as gap:
        append(log, batch(b"d", producer_id=7, producer_epoch=0, base_sequence=5))
    assert gap.value.code == ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER
    append(log, batch(b"e", producer_id=7, producer_epoch=1, base_sequence=0))
    with pytest.raises(ProducerStateError) as old:
        append(log, batch(b"f", producer_id=7, producer_epoch=0, base_sequence=3))
    assert old.value.code == ErrorCode.INVALID_PRODUCER_EPOCH
    with pytest.raises(ProducerStateError) as bad_start:
        append(log, batch(b"g", producer_id=7, producer_epoch=2, base_sequence=4))
    assert bad_start.value.code == ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER
    assert not append(log, batch(b"h", producer_id=99, producer_epoch=3, base_sequence=42)).duplicate


def test_durable_log_recovers_and_rolls_segments(tmp_path):
    """Verifies that segment files roll at log.segment.bytes and a reopened log has the same
    batches, epochs, log start and producer state."""
    directory = tmp_path / "t-0"
    log = PartitionLog.open("t", 0, directory=directory, segment_bytes=200, topic_id="id-1")
    for index in range(6):
        append(log, batch(b"v%d" % index, producer_id=5, producer_epoch=0, base_sequence=index),
               epoch=1 if index < 3 else 2)
    log.delete_records_before(1)
    log.close()
    assert len(list(directory.glob("*.log"))) > 1
    reopened = PartitionLog.open("t", 0, directory=directory, segment_bytes=200, topic_id="id-1")
    assert (reopened.log_start_offset, reopened.log_end_offset) == (1, 6)
    assert reopened.epoch_cache.entries == [(1, 1), (2, 3)]
    assert values_of(reopened.read_all(1)) == [b"v%d" % i for i in range(1, 6)]
    duplicate = append(reopened, batch(b"v5", producer_id=5, producer_epoch=0, base_sequence=5))
    assert duplicate.duplicate and duplicate.base_offset == 5
    reopened.close()


def test_recovery_truncates_torn_tail(tmp_path):
    """Verifies that recovery cuts a partially written batch and a batch with a bad CRC, as
    Kafka's log recovery does, and appends continue from the last valid batch."""
    directory = tmp_path / "t-0"
    log = PartitionLog.open("t", 0, directory=directory)
    for value in (b"a", b"b", b"c"):
        append(log, batch(value))
    log.close()
    (segment,) = directory.glob("*.log")
    data = bytearray(segment.read_bytes())
    third = len(data) - len(bytes(batch(b"c")))
    data[-2] ^= 0xFF  # damage the third batch's records: CRC mismatch
    segment.write_bytes(bytes(data) + b"\x00\x00\x00\x00\x00\x00\x00\x09\x00\x00")  # torn tail
    reopened = PartitionLog.open("t", 0, directory=directory)
    assert reopened.log_end_offset == 2
    assert os.path.getsize(segment) == third
    append(reopened, batch(b"d"))
    reopened.close()
    again = PartitionLog.open("t", 0, directory=directory)
    assert values_of(again.read_all(0)) == [b"a", b"b", b"d"]
    again.close()


def test_recreated_topic_discards_old_segments(tmp_path):
    """Verifies that a log directory written for another topic id is wiped (Kafka's
    partition.metadata check), so a re-created topic starts empty."""
    directory = tmp_path / "t-0"
    log = PartitionLog.open("t", 0, directory=directory, topic_id="old")
    append(log, batch(b"a"))
    log.close()
    fresh = PartitionLog.open("t", 0, directory=directory, topic_id="new")
    assert fresh.log_end_offset == 0
    fresh.close()

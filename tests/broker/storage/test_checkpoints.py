"""The crash-safe files of a log directory (broker/storage/checkpoints.py): each format's round
trip, Kafka's exact layouts, and torn writes (a crash between the write of the temporary file
and its rename leaves the previous file whole and in use)."""

from __future__ import annotations

import struct

import crc32c
import pytest

from kafkasim.broker.storage import checkpoints
from kafkasim.broker.storage.checkpoints import (
    RECOVERY_POINT_CHECKPOINT,
    REPLICATION_OFFSET_CHECKPOINT,
    CorruptCheckpointError,
    OffsetCheckpointFile,
    ProducerSnapshotEntry,
    decode_producer_snapshot,
    encode_producer_snapshot,
    snapshot_entries_from_state,
    state_from_snapshot_entries,
)
from kafkasim.broker.storage.log import PartitionLog
from kafkasim.broker.storage.producer_state import ProducerStateError, ProducerStateManager
from kafkasim.broker.storage.segments import SegmentStore, snapshot_name
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.records import build_batch, parse_header


@pytest.mark.parametrize("name", [REPLICATION_OFFSET_CHECKPOINT, RECOVERY_POINT_CHECKPOINT])
def test_offset_checkpoint_round_trip_in_kafkas_text_format(tmp_path, name):
    """Verifies Kafka's OffsetCheckpointFile format: version 0, the entry count, then one
    `topic partition offset` line per partition; read back as written."""
    offsets = {("orders", 0): 42, ("orders", 1): 0, ("__consumer_offsets", 7): 1234567890123}
    checkpoint = OffsetCheckpointFile(tmp_path, name)
    checkpoint.write(offsets)
    assert (tmp_path / name).read_text() == (
        "0\n3\n__consumer_offsets 7 1234567890123\norders 0 42\norders 1 0\n")
    assert checkpoint.read() == offsets
    assert not list(tmp_path.glob("*.tmp"))


def test_a_missing_offset_checkpoint_reads_empty_and_a_malformed_one_raises(tmp_path):
    """Verifies that a directory without the checkpoint reads as no entries, and that a wrong
    version or count raises, as Kafka's CheckpointReadBuffer refuses them."""
    checkpoint = OffsetCheckpointFile(tmp_path, REPLICATION_OFFSET_CHECKPOINT)
    assert checkpoint.read() == {}
    for text in ("1\n0\n", "0\n2\norders 0 5\n", "0\n1\norders zero 5\n", ""):
        checkpoint.path.write_text(text)
        with pytest.raises(CorruptCheckpointError):
            checkpoint.read()


def test_a_crash_between_write_and_rename_leaves_the_old_checkpoint(tmp_path, monkeypatch):
    """Verifies the atomic write: a crash after the temporary file was written (whole or in
    part) but before the rename leaves the previous checkpoint whole and read as before; the
    next write replaces the leftover temporary file."""
    checkpoint = OffsetCheckpointFile(tmp_path, REPLICATION_OFFSET_CHECKPOINT)
    checkpoint.write({("orders", 0): 10})

    def crash(source, target):
        raise OSError("killed before the rename")

    monkeypatch.setattr(checkpoints.os, "replace", crash)
    with pytest.raises(OSError):
        checkpoint.write({("orders", 0): 20})
    monkeypatch.undo()
    assert (tmp_path / (REPLICATION_OFFSET_CHECKPOINT + ".tmp")).exists()
    assert checkpoint.read() == {("orders", 0): 10}
    # A torn temporary file (the crash came during its write) is ignored the same way.
    (tmp_path / (REPLICATION_OFFSET_CHECKPOINT + ".tmp")).write_text("0\n2\norders 0 3")
    assert checkpoint.read() == {("orders", 0): 10}
    checkpoint.write({("orders", 0): 30})
    assert checkpoint.read() == {("orders", 0): 30}
    assert not list(tmp_path.glob("*.tmp"))


def test_producer_snapshot_in_kafkas_binary_format():
    """Verifies Kafka's ProducerSnapshot layout (ProducerStateManager.writeSnapshot, version
    1): version int16, CRC-32C uint32 over everything after it, entry count int32, then per
    producer id int64, epoch int16, last sequence int32, last offset int64, offset delta int32,
    timestamp int64, coordinator epoch int32, current transaction first offset int64."""
    entries = [ProducerSnapshotEntry(1000, 3, 41, 141, 9, 1_700_000_000_000, 5, 120),
               ProducerSnapshotEntry(1001, 0, -1, -1, 0, -1)]
    data = encode_producer_snapshot(entries)
    version, crc, count = struct.unpack_from(">hIi", data)
    assert (version, count, len(data)) == (1, 2, 10 + 2 * 46)
    assert crc == crc32c.crc32c(data[6:])
    assert struct.unpack_from(">qhiqiqiq", data, 10) == (1000, 3, 41, 141, 9, 1_700_000_000_000,
                                                         5, 120)
    assert decode_producer_snapshot(data) == entries


@pytest.mark.parametrize("damage", ["crc", "version", "length"])
def test_a_damaged_producer_snapshot_is_refused(damage):
    """Verifies that a snapshot with a wrong CRC, version or length is refused (Kafka's
    readSnapshot throws CorruptSnapshotException; the log then rebuilds from its batches)."""
    data = bytearray(encode_producer_snapshot([ProducerSnapshotEntry(7, 0, 4, 4, 0, 1)]))
    if damage == "crc":
        data[-1] ^= 1
    elif damage == "version":
        data[1] = 2
    else:
        data = data[:-3]
    with pytest.raises(CorruptCheckpointError):
        decode_producer_snapshot(bytes(data))


def test_producer_state_round_trips_through_a_snapshot_file(tmp_path):
    """Verifies that the producer state written as a `.snapshot` file reads back with each
    producer's epoch and last batch (sequences, offsets, timestamp) and the transaction fields,
    as Kafka keeps them: a retry of that batch is still found as a duplicate."""
    state = ProducerStateManager()
    batch = build_batch([(None, b"v", [], 5)] * 3, producer_id=77, producer_epoch=2,
                        base_sequence=10)
    header = parse_header(batch)
    state.update(header, 100, 102)
    store = SegmentStore(tmp_path)
    store.write_producer_snapshot(103, state.snapshot())
    assert (tmp_path / snapshot_name(103)).read_bytes()[:2] == b"\x00\x01"
    loaded = ProducerStateManager()
    loaded.load(store.read_producer_snapshot(103))
    duplicate = loaded.check_client_batch(header)
    assert (duplicate.first_offset, duplicate.last_offset) == (100, 102)
    assert state_from_snapshot_entries(snapshot_entries_from_state(
        [[5, 1, [[0, 4, 10, 14, 99]], 3, 10, 99]])) == [[5, 1, [[0, 4, 10, 14, 99]], 3, 10, 99]]


def test_a_torn_producer_snapshot_is_deleted_and_the_state_rebuilt_from_the_log(tmp_path):
    """Verifies recovery with a damaged snapshot: it is deleted and the producer state comes
    from the log's batches, so a retried batch is still a duplicate after the restart."""
    log = PartitionLog.open("t", 0, directory=tmp_path)
    batch = build_batch([(None, b"v", [], 5)], producer_id=9, producer_epoch=0,
                        base_sequence=0)
    log.append_as_leader(memoryview(bytearray(batch)), parse_header(batch), 0)
    log.roll()
    other = build_batch([(None, b"w", [], 5)])
    log.append_as_leader(memoryview(bytearray(other)), parse_header(other), 0)
    log.close()
    snapshot = tmp_path / snapshot_name(1)
    snapshot.write_bytes(snapshot.read_bytes()[:-5])
    reopened = PartitionLog.open("t", 0, directory=tmp_path)
    assert not snapshot.exists()
    state = reopened.producer_state
    duplicate = state.check_client_batch(parse_header(batch))
    assert (duplicate.first_offset, duplicate.last_offset) == (0, 0)
    entry = state.entries[9]
    assert (entry.producer_epoch, entry.last_sequence) == (0, 0)
    # the rebuilt state goes on where the log left off: sequence 1 is next, 2 is a gap
    def next_batch(sequence: int):
        return parse_header(build_batch([(None, b"x", [], 5)], producer_id=9, producer_epoch=0,
                                        base_sequence=sequence))

    assert state.check_client_batch(next_batch(1)) is None
    with pytest.raises(ProducerStateError) as gap:
        state.check_client_batch(next_batch(2))
    assert gap.value.code == ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER
    reopened.close()


def test_recovery_validates_batches_only_from_the_recovery_point(tmp_path):
    """Verifies Kafka's LogLoader rule: segments wholly below the recovery point are trusted
    (flushed), so damage there is not looked for; from the segment holding the recovery point
    on, a batch failing its CRC cuts the log there."""
    log = PartitionLog.open("t", 0, directory=tmp_path)
    for index in range(4):
        batch = build_batch([(None, b"value-%d" % index, [], 5)])
        log.append_as_leader(memoryview(bytearray(batch)), parse_header(batch), 0)
        log.roll()
    log.close()
    segments = sorted(tmp_path.glob("*.log"))
    for path in segments[:3]:  # flip one byte of each record value
        data = bytearray(path.read_bytes())
        data[-2] ^= 0xFF
        path.write_bytes(data)
    trusted = PartitionLog.open("t", 0, directory=tmp_path, recovery_point=2)
    # Segments 0 and 1 lie below the recovery point; segment 2 holds the damage that counts.
    assert trusted.log_end_offset == 2
    trusted.close()
    whole = PartitionLog.open("t", 0, directory=tmp_path)  # no checkpoint: all validated
    assert whole.log_end_offset == 0
    whole.close()

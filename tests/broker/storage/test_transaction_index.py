"""The per-segment transaction index (Kafka's TransactionIndex, `.txnindex`) and the producer
state's transactions in the partition log: on disk in Kafka's layout, recovered after a
restart, cut by truncation, dropped with deleted segments, carried by segment uploads."""

from __future__ import annotations

import struct

from kafkasim.broker.storage import log_tiering
from kafkasim.broker.storage.log import PartitionLog
from kafkasim.broker.storage.log_config import LogConfig
from kafkasim.broker.storage.transaction_index import AbortedTransaction, decode, encode
from kafkasim.protocol.records import ControlType, build_batch, build_control_batch, parse_header

NOW = 1_700_000_000_000


def data(producer_id: int, sequence: int, size: int = 0) -> memoryview:
    return memoryview(bytearray(build_batch(
        [(None, b"x" * max(size, 1), [], NOW)], producer_id=producer_id, producer_epoch=0,
        base_sequence=sequence, is_transactional=True)))


def marker(producer_id: int, abort: bool, coordinator_epoch: int = 0) -> memoryview:
    return memoryview(bytearray(build_control_batch(
        ControlType.ABORT if abort else ControlType.COMMIT, producer_id=producer_id,
        producer_epoch=0, coordinator_epoch=coordinator_epoch, timestamp=NOW)))


def append(log: PartitionLog, view: memoryview) -> int:
    return log.append_as_leader(view, parse_header(view), 0).base_offset


def test_index_file_layout_is_kafkas():
    """Verifies the `.txnindex` entry layout: version int16 0, then producer id, first offset,
    last offset and last stable offset as int64, 34 bytes per entry (Kafka's AbortedTxn)."""
    entry = AbortedTransaction(7, 10, 20, 15)
    raw = encode([entry])
    assert len(raw) == 34
    assert struct.unpack(">hqqqq", raw) == (0, 7, 10, 20, 15)
    assert decode(raw + raw[:10]) == [entry]


def test_aborted_transactions_survive_a_restart_and_truncation(tmp_path):
    """Verifies that an ABORT marker writes its segment's `.txnindex` entry with the last
    stable offset of that moment, that a reopened log reads it back with the ongoing
    transaction still holding the first unstable offset, and that truncating below the marker
    removes the entry (Kafka's TransactionIndex.truncateTo)."""
    directory = tmp_path / "t-0"
    log = PartitionLog.open("t", 0, directory=directory)
    append(log, data(1, 0))                                 # 0: producer 1 starts
    append(log, data(2, 0))                                 # 1: producer 2 starts
    append(log, data(1, 1))                                 # 2
    assert append(log, marker(1, abort=True)) == 3          # producer 2 still open at 1
    assert log.first_unstable_offset(high_watermark=3) == 0  # marker not replicated yet
    assert log.first_unstable_offset(high_watermark=4) == 1
    expected = [AbortedTransaction(1, 0, 3, 1)]
    assert log.aborted_transactions(0, log.log_end_offset) == expected
    files = list(directory.glob("*.txnindex"))
    assert [f.name for f in files] == ["00000000000000000000.txnindex"]
    assert decode(files[0].read_bytes()) == expected
    log.close()

    reopened = PartitionLog.open("t", 0, directory=directory)
    assert reopened.aborted_transactions(0, reopened.log_end_offset) == expected
    assert reopened.first_unstable_offset(high_watermark=4) == 1
    assert reopened.producer_state.entries[2].current_txn_first_offset == 1
    reopened.truncate_to(3)
    assert reopened.aborted_transactions(0, 3) == []
    assert not list(directory.glob("*.txnindex"))
    assert reopened.first_unstable_offset(high_watermark=3) == 0  # producer 1 open again
    reopened.close()


def test_fetch_collects_from_the_segment_of_the_fetch_offset_on(tmp_path):
    """Verifies the collection rule of LocalLog.collectAbortedTransactions: segments from the
    one holding the fetch offset, entries overlapping [fetch offset, upper bound), stopping
    once an entry's last stable offset reaches the bound; a deleted segment takes its index
    file with it; a segment upload carries its entries."""
    size = len(data(1, 0, 200))
    log = PartitionLog.open("t", 0, directory=tmp_path / "t-0",
                            config=LogConfig(segment_bytes=size * 2 + 10))
    append(log, data(1, 0, 200))   # 0
    append(log, marker(1, True))   # 1
    append(log, data(1, 1, 200))   # 2 (segment 2)
    append(log, marker(1, True))   # 3
    append(log, data(1, 2, 200))   # 4 (segment 4)
    append(log, marker(1, False))  # 5
    assert [s.base_offset for s in log.segments] == [0, 2, 4]
    first, second = AbortedTransaction(1, 0, 1, 2), AbortedTransaction(1, 2, 3, 4)
    assert log.aborted_transactions(0, 6) == [first, second]
    assert log.aborted_transactions(2, 6) == [second]
    assert log.aborted_transactions(0, 2) == [first]  # its last stable offset reached 2
    assert log.read_upper_bound(0) == 2 and log.read_upper_bound(4) == 6
    upload = log_tiering.segment_upload(log, log.segments[0])
    assert upload.aborted_transactions == [first]
    log.maybe_increment_log_start_offset(2)
    assert sorted(p.name for p in (tmp_path / "t-0").glob("*.txnindex")) == \
        ["00000000000000000002.txnindex"]
    log.close()

"""Log compaction of one partition log (broker/storage/cleaner.py): Kafka's Cleaner rules for
keys, tombstones and their delete horizon (KIP-534), transactions, producers' last batches,
the offset map's capacity and the compaction lags, in memory and on disk (the swap of a
cleaned segment, and its recovery after a crash)."""

from __future__ import annotations

import pytest

from kafkasim.broker.storage import cleaner
from kafkasim.broker.storage.log import PartitionLog
from kafkasim.broker.storage.log_config import LogConfig
from kafkasim.broker.storage.segments import segment_name
from kafkasim.protocol.records import (
    DELETE_HORIZON_MASK,
    ControlType,
    build_batch,
    build_control_batch,
    iter_batches,
    iter_records,
    parse_header,
)

NOW = 1_700_000_000_000
COMPACT = dict(compact=True, delete=False, min_cleanable_dirty_ratio=0.0)


def batch(records, *, timestamp: int = NOW, producer_id: int = -1, sequence: int = -1,
          transactional: bool = False) -> memoryview:
    return memoryview(build_batch(
        [(None if k is None else k.encode(), None if v is None else v.encode(), [], timestamp)
         for k, v in records],
        producer_id=producer_id, producer_epoch=0 if producer_id >= 0 else -1,
        base_sequence=sequence, is_transactional=transactional))


def append(log: PartitionLog, view) -> None:
    view = memoryview(bytearray(view))
    log.append_as_leader(view, parse_header(view), 0)


def marker(log: PartitionLog, producer_id: int, kind: ControlType) -> None:
    """A transaction marker, appended as a follower appends what its leader wrote."""
    view = memoryview(bytearray(build_control_batch(
        kind, producer_id=producer_id, producer_epoch=0, timestamp=NOW,
        base_offset=log.log_end_offset)))
    log.append_as_follower(parse_header(view), view)


def clean(log: PartitionLog, now: int = NOW, capacity: int = 1 << 20) -> cleaner.CleaningJob:
    """One cleaning round with the whole log stable, as the broker's cleaner runs it."""
    ltc = cleaner.plan(log, log.log_end_offset, now)
    assert ltc is not None and cleaner.should_clean(ltc, log.config.min_cleanable_dirty_ratio)
    job = cleaner.cleaning_job(log, ltc, now, capacity)
    assert log.replace_segments(job.run())
    log.set_cleaner_checkpoint(job.end_offset)
    return job


def contents(log: PartitionLog) -> list[tuple]:
    """(offset, key, value) of every record, read from offset 0."""
    out = []
    for view in log.read_all(0):
        for header, whole in iter_batches(view):
            out.extend((r.offset(header), None if r.key is None else bytes(r.key).decode(),
                        None if r.value is None else bytes(r.value).decode())
                       for r in iter_records(whole))
    return out


def headers(log: PartitionLog):
    return [header for view in log.read_all(0) for header, _ in iter_batches(view)]


@pytest.fixture(params=["memory", "disk"])
def new_log(request, tmp_path):
    made = []

    def make(**settings) -> PartitionLog:
        config = LogConfig(**{**COMPACT, **settings})
        if request.param == "memory":
            log = PartitionLog("t", 0, config=config)
        else:
            log = PartitionLog.open("t", 0, directory=tmp_path / f"t-{len(made)}", config=config)
        made.append(log)
        return log

    yield make
    for log in made:
        log.close()


def test_latest_value_per_key_with_offsets_kept(new_log):
    """Verifies that a round keeps the latest record of each key in the closed segments, that
    offsets do not change (gaps are left), that the active segment is not touched, and that a
    batch losing some records keeps its base offset and last offset delta (Kafka's
    buildRetainedRecordsInto)."""
    log = new_log()
    append(log, batch([("a", "a1"), ("b", "b1"), ("c", "c1")]))
    append(log, batch([("a", "a2")]))
    log.roll()
    append(log, batch([("b", "b2")]))
    log.roll()
    append(log, batch([("a", "a3"), ("c", "c2")]))  # active: not cleaned
    job = clean(log)
    assert job.end_offset == 5
    assert contents(log) == [(2, "c", "c1"), (3, "a", "a2"), (4, "b", "b2"), (5, "a", "a3"),
                             (6, "c", "c2")]
    assert (log.log_start_offset, log.log_end_offset) == (0, 7)
    # c1 and a2 were the latest of the cleaned range: the next round removes them once the
    # segment with a3 and c2 is dirty and closed.
    log.roll()
    append(log, batch([("d", "d1")]))
    clean(log)
    assert contents(log) == [(4, "b", "b2"), (5, "a", "a3"), (6, "c", "c2"), (7, "d", "d1")]


def test_rewritten_batch_keeps_its_offsets(new_log):
    log = new_log()
    append(log, batch([("a", "a1"), ("b", "b1"), ("c", "c1"), ("d", "d1")]))
    append(log, batch([("b", "b2"), ("d", "d2")]))
    log.roll()
    append(log, batch([("z", "z")]))
    clean(log)
    first = headers(log)[0]
    assert (first.base_offset, first.last_offset_delta, first.records_count) == (0, 3, 2)
    assert contents(log)[:2] == [(0, "a", "a1"), (2, "c", "c1")]
    # reading from inside the gap returns the next batch holding later offsets
    assert parse_header(log.read(1, 1 << 20, log.log_end_offset, True).batches[0]).base_offset == 0


def test_tombstones_get_a_delete_horizon_then_go(new_log):
    """Verifies KIP-534: the first round keeps a latest tombstone and stamps its batch with a
    delete horizon (now + delete.retention.ms, the batch's base timestamp); a round after the
    horizon removes it."""
    log = new_log(delete_retention_ms=10_000)
    append(log, batch([("a", "a1"), ("b", "b1")]))
    append(log, batch([("a", None)]))
    log.roll()
    append(log, batch([("c", "c1")]))
    clean(log, now=NOW)
    assert contents(log) == [(1, "b", "b1"), (2, "a", None), (3, "c", "c1")]
    tombstone = headers(log)[1]
    assert tombstone.attributes & DELETE_HORIZON_MASK and tombstone.base_timestamp == NOW + 10_000
    log.roll()
    append(log, batch([("d", "d1")]))
    clean(log, now=NOW + 5_000)  # before the horizon: the tombstone stays
    assert (2, "a", None) in contents(log)
    log.roll()
    append(log, batch([("e", "e1")]))
    clean(log, now=NOW + 10_001)  # past it: gone
    assert (2, "a", None) not in contents(log)
    assert [c[1] for c in contents(log)] == ["b", "c", "d", "e"]


def test_aborted_transactions_and_markers(new_log):
    """Verifies Kafka's CleanedTransactionMetadata rules: an aborted transaction's batches go;
    its marker stays while one of them is left, then gets a delete horizon, then goes; a
    committed transaction's data and marker stay while its data does."""
    log = new_log(delete_retention_ms=0)
    append(log, batch([("a", "aborted")], producer_id=7, sequence=0, transactional=True))
    marker(log, 7, ControlType.ABORT)
    append(log, batch([("b", "committed")], producer_id=7, sequence=1, transactional=True))
    marker(log, 7, ControlType.COMMIT)
    append(log, batch([("c", "plain")]))
    log.roll()
    append(log, batch([("z", "z")]))

    def kinds():
        return [(h.base_offset, h.is_control, h.records_count,
                 bool(h.attributes & DELETE_HORIZON_MASK)) for h in headers(log)]

    def aborted():
        return [(a.producer_id, a.first_offset, a.last_offset)
                for a in log.aborted_transactions(0, log.log_end_offset)]

    assert aborted() == [(7, 0, 1)]
    clean(log, now=NOW)
    # the aborted batch went; its marker stays this round (a batch of its transaction was seen),
    # and so does its entry in the cleaned segment's transaction index
    assert kinds()[:3] == [(1, True, 1, False), (2, False, 1, False), (3, True, 1, False)]
    assert aborted() == [(7, 0, 1)]
    for round_ in (1, 2):
        log.roll()
        append(log, batch([("y", f"y{round_}")]))
        clean(log, now=NOW + round_)
        if round_ == 1:  # no batch of it left: the marker gets its horizon
            assert kinds()[0] == (1, True, 1, True)
    # past the horizon the abort marker went, and its index entry; the committed transaction is
    # untouched
    assert kinds()[:2] == [(2, False, 1, False), (3, True, 1, False)]
    assert aborted() == []


def test_producers_last_batch_is_kept_empty(new_log):
    """Verifies that the last batch of an idempotent producer stays (with no records) when
    every record of it was superseded, so that the producer's sequence survives cleaning."""
    log = new_log()
    append(log, batch([("a", "a1"), ("b", "b1")], producer_id=3, sequence=0))
    append(log, batch([("a", "a2"), ("b", "b2")]))
    log.roll()
    append(log, batch([("z", "z")]))
    clean(log)
    first = headers(log)[0]
    assert (first.base_offset, first.last_offset_delta, first.records_count,
            first.producer_id, first.base_sequence) == (0, 1, 0, 3, 0)


def test_a_full_offset_map_cleans_in_several_rounds(new_log):
    log = new_log()
    for round_ in range(3):
        append(log, batch([(key, f"{key}{round_}") for key in "abcd"]))
        log.roll()
    append(log, batch([("z", "z")]))
    first = clean(log, capacity=2)
    assert first.end_offset < 12
    while log.cleaner_checkpoint < 12:
        clean(log, capacity=2)
    latest = {k: v for _, k, v in contents(log)}
    assert latest == {"a": "a2", "b": "b2", "c": "c2", "d": "d2", "z": "z"}


def test_min_and_max_compaction_lag(new_log):
    """Verifies that segments with records newer than min.compaction.lag.ms are not cleaned,
    and that a dirty segment older than max.compaction.lag.ms is due even below the dirty
    ratio."""
    log = new_log(min_compaction_lag_ms=60_000)
    append(log, batch([("a", "1")], timestamp=NOW))
    append(log, batch([("a", "2")], timestamp=NOW))
    log.roll()
    append(log, batch([("z", "z")], timestamp=NOW))
    assert cleaner.plan(log, log.log_end_offset, NOW + 1_000) is None  # nothing cleanable
    assert cleaner.plan(log, log.log_end_offset, NOW + 61_000).cleanable_bytes > 0
    lagging = PartitionLog("u", 0, config=LogConfig(
        **{**COMPACT, "min_cleanable_dirty_ratio": 1.0, "max_compaction_lag_ms": 5_000}))
    append(lagging, batch([("a", "1")], timestamp=NOW))
    lagging.roll()
    append(lagging, batch([("z", "z")], timestamp=NOW))
    due = cleaner.plan(lagging, lagging.log_end_offset, NOW + 10_000)
    assert due.need_compaction_now and cleaner.should_clean(due, 1.0)
    assert not cleaner.plan(lagging, lagging.log_end_offset, NOW + 1_000).need_compaction_now


def test_the_swap_survives_a_restart_and_a_crash(tmp_path):
    """Verifies that a cleaned durable log reopens with the cleaned contents and its cleaner
    checkpoint, and that a `.swap` file left by a crash between writing it and renaming it
    replaces the segments it covers at recovery (Kafka's swap protocol)."""
    directory = tmp_path / "t-0"
    config = LogConfig(**COMPACT)
    log = PartitionLog.open("t", 0, directory=directory, config=config)
    append(log, batch([("a", "a1"), ("b", "b1")]))
    append(log, batch([("a", "a2")]))
    log.roll()
    append(log, batch([("z", "z")]))
    clean(log)
    expected = contents(log)
    log.close()
    reopened = PartitionLog.open("t", 0, directory=directory, config=config)
    assert contents(reopened) == expected
    assert reopened.cleaner_checkpoint == 3
    # a crash right after the .swap file was complete: the old segment file is still there
    reopened.close()
    segment = directory / segment_name(0)
    swap = directory / (segment_name(0) + ".swap")
    swap.write_bytes(segment.read_bytes())
    segment.write_bytes(build_batch([(b"a", b"stale", [], NOW)]))
    (directory / (segment_name(99) + ".cleaned")).write_bytes(b"junk")
    recovered = PartitionLog.open("t", 0, directory=directory, config=config)
    assert contents(recovered) == expected
    assert not list(directory.glob("*.swap")) and not list(directory.glob("*.cleaned"))
    recovered.close()

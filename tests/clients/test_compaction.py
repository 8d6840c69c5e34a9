"""Log compaction end to end with confluent-kafka (librdkafka) against a running cluster:
acceptance check 3 of issue 17, and `__consumer_offsets` staying bounded.

A compacted topic of 1,000,000 records over 10,000 keys, where the first 1,000 keys are then
deleted with tombstones and the other 9,000 get one more value, is cleaned by the brokers' log
cleaners (Kafka's defaults but for the topic's 1 MiB segments, a 1 s `delete.retention.ms` and
a 2 s `max.compaction.lag.ms`) to exactly the latest value of every live key: the deleted keys
are gone once their tombstones are older than the retention.

As in Kafka, the cleaner only runs when a log has dirty bytes in closed segments, and a
tombstone goes only in a round after the one that stamped its delete horizon (KIP-534;
LogCleanerManager.grabFilthiestCompactedLog picks no log without dirty data). The test
therefore keeps the log moving the way a live topic does: every few seconds it writes again the
latest value of one live key (a "tick", which changes no key's latest value). Since
`max.compaction.lag.ms` caps `segment.ms`, each tick rolls the segment holding the previous one
and makes it due. Once the tombstones are gone the ticks stop; the next round (the cleaner
checks every `log.cleaner.backoff.ms`, 15 s) cleans the closed segments up to the active one,
which holds the last tick only: the expected log is the 9,000 latest values plus that tick.

While the cleaner works, a second consumer reads the partition from offset 0 again and again;
every pass sees every live key's latest value (never a stale one, never a key missing)."""

from __future__ import annotations

import threading
import time
import uuid

import pytest

pytestmark = [pytest.mark.clients, pytest.mark.timeout(600)]

RECORDS = 1_000_000
KEYS = 10_000
DELETED = 1_000  # keys 0..999 get tombstones
DEADLINE = 300.0  # after producing, for the cleaner to get there
LAG_MS = 2_000  # the topic's max.compaction.lag.ms (and so its segment.ms)
PARTITIONS = 50  # of the topic whose offsets the test commits
COMMITS = 1_000


def key(index: int) -> bytes:
    return f"key-{index:05d}".encode()


def value(sequence: int) -> bytes:
    return f"value-{sequence:07d}".encode().ljust(48, b".")


def new_producer(bootstrap: str):
    import confluent_kafka

    return confluent_kafka.Producer({"bootstrap.servers": bootstrap, "linger.ms": 20,
                                     "batch.size": 262_144, "enable.idempotence": True,
                                     "queue.buffering.max.messages": 500_000})


def produce_all(producer, topic: str) -> dict[bytes, bytes | None]:
    """1M records round-robin over the keys, tombstones for the first keys, then one more
    record per live key; returns the latest value per key."""
    latest: dict[bytes, bytes | None] = {}

    def send(k: bytes, v: bytes | None) -> None:
        while True:
            try:
                producer.produce(topic, key=k, value=v)
                break
            except BufferError:
                producer.poll(0.05)
        latest[k] = v

    for sequence in range(RECORDS):
        send(key(sequence % KEYS), value(sequence))
    for index in range(DELETED):
        send(key(index), None)
    for index in range(DELETED, KEYS):
        send(key(index), value(RECORDS + index))
    assert producer.flush(120) == 0
    return latest


def read_from_start(bootstrap: str, topic: str) -> tuple[dict[bytes, bytes | None], int]:
    """One pass over partition 0 from offset 0 to its high watermark: the last value seen per
    key (None for a tombstone), and the number of records read."""
    import confluent_kafka

    consumer = confluent_kafka.Consumer({"bootstrap.servers": bootstrap, "group.id": "unused",
                                         "enable.auto.commit": False,
                                         "fetch.max.bytes": 8 << 20})
    try:
        tp = confluent_kafka.TopicPartition(topic, 0)
        _, high = consumer.get_watermark_offsets(tp, timeout=30)
        consumer.assign([confluent_kafka.TopicPartition(topic, 0, 0)])
        seen: dict[bytes, bytes | None] = {}
        count = 0
        position = 0
        deadline = time.monotonic() + 120
        while position < high and time.monotonic() < deadline:
            for message in consumer.consume(10_000, timeout=0.5):
                assert message.error() is None, message.error()
                seen[message.key()] = message.value()
                count += 1
                position = message.offset() + 1
        assert position >= high, f"read up to {position} of {high}"
        return seen, count
    finally:
        consumer.close()


def cleaner_rounds(cluster_thread) -> int:
    return cluster_thread.call(lambda: sum(b.replica_manager.log_cleaner.rounds
                                           for b in cluster_thread.brokers.values()))


@pytest.mark.slow  # a million records through the cleaners; tests/broker/storage/test_compaction.py has the rules
def test_million_records_compact_to_the_latest_value_per_key(cluster_thread):
    """Verifies acceptance check 3: after cleaning, the topic holds exactly the latest value of
    each of the 9,000 live keys and nothing of the 1,000 deleted ones (Kafka's LogCleaner, with
    KIP-534 delete horizons), and a consumer reading from offset 0 while the cleaner works sees
    every key's latest value on every pass."""
    topic = f"compacted-{uuid.uuid4().hex[:8]}"
    cluster_thread.create_topic(topic, partitions=1, replication_factor=1, configs={
        "cleanup.policy": "compact", "segment.bytes": str(1 << 20),
        "delete.retention.ms": "1000", "max.compaction.lag.ms": str(LAG_MS)})
    producer = new_producer(cluster_thread.bootstrap)
    started = time.monotonic()
    latest = produce_all(producer, topic)
    produced = time.monotonic()
    live = {k: v for k, v in latest.items() if v is not None}
    assert len(live) == KEYS - DELETED
    rounds_before = cleaner_rounds(cluster_thread)
    passes: list[tuple[int, int, int]] = []  # (rounds before, rounds after, records read)
    failures: list[str] = []
    stop = threading.Event()

    def reader() -> None:
        while not stop.is_set():
            before = cleaner_rounds(cluster_thread)
            seen, count = read_from_start(cluster_thread.bootstrap, topic)
            after = cleaner_rounds(cluster_thread)
            wrong = [k for k, v in live.items() if seen.get(k) != v]
            if wrong:
                failures.append(f"{len(wrong)} keys without their latest value, e.g. {wrong[0]}")
            passes.append((before, after, count))

    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    live_keys = sorted(live)
    ticks = 0
    ticking = True
    deadline = time.monotonic() + DEADLINE
    try:
        while time.monotonic() < deadline:
            time.sleep(LAG_MS / 1000 + 0.5 if ticking else 1)
            if ticking:
                tick = live_keys[ticks % len(live_keys)]
                producer.produce(topic, key=tick, value=live[tick])
                assert producer.flush(30) == 0
                ticks += 1
            seen, count = read_from_start(cluster_thread.bootstrap, topic)
            if seen == live:  # no tombstone left: the last ticks only wait for a round
                if count == len(live) + 1:
                    break
                ticking = False
    finally:
        stop.set()
        thread.join(180)
    cleaned = time.monotonic()
    print(f"\nproduced {RECORDS + KEYS:,} records in {produced - started:.1f} s; cleaned to "
          f"{count:,} records {cleaned - produced:.1f} s later ({ticks} ticks, "
          f"{cleaner_rounds(cluster_thread) - rounds_before} cleaner rounds meanwhile); "
          f"{len(passes)} full reads from offset 0 during cleaning, "
          f"{sum(before < after for before, after, _ in passes)} of them across a round")
    assert not failures, failures[:3]
    # exactly the latest value per live key (plus the active segment's tick, the latest value
    # of its key too), no tombstone left
    assert seen == live, f"{len(seen)} keys read, {count} records"
    assert count == len(live) + 1
    assert cleaner_rounds(cluster_thread) > rounds_before
    assert any(before < after for before, after, _ in passes), \
        "no consumer pass overlapped a cleaning round"


def test_consumer_offsets_stay_bounded(tmp_path):
    """Verifies that `__consumer_offsets` is compacted like any compacted topic: a group that
    commits the same 50 partitions a thousand times leaves one record per key in the cleaned
    segments (with 1 MiB offsets segments, Kafka's minimum, so that they roll)."""
    from confluent_kafka import Consumer, TopicPartition

    from kafkasim.broker.cluster import start_cluster
    from kafkasim.protocol.records import parse_header

    config = {"offsets.topic.segment.bytes": str(1 << 20), "offsets.topic.num.partitions": "1",
              "log.cleaner.backoff.ms": "200", "group.initial.rebalance.delay.ms": "0"}
    with start_cluster(brokers=1, config=config) as handle:
        topic = "bounded"
        handle.create_topic(topic, partitions=PARTITIONS, replication_factor=1)
        consumer = Consumer({"bootstrap.servers": handle.bootstrap, "group.id": "committer",
                             "enable.auto.commit": False})
        try:
            for offset in range(COMMITS):
                consumer.commit(offsets=[TopicPartition(topic, p, offset)
                                         for p in range(PARTITIONS)], asynchronous=False)

            def offsets_log():
                """(records in closed segments, records in all) of the offsets partition."""
                broker = next(iter(handle.brokers.values()))
                log = broker.replica_manager.get_partition("__consumer_offsets", 0).log
                active = log.segments.active
                counts = [(b.segment is active, parse_header(b.data).records_count)
                          for b in log.segments.batches]
                return (sum(c for is_active, c in counts if not is_active),
                        sum(c for _, c in counts), len(log.segments))

            closed, total, segments = handle.call(offsets_log)
            assert segments > 2
            deadline = time.monotonic() + 60
            while closed > PARTITIONS and time.monotonic() < deadline:
                time.sleep(0.5)
                closed, total, segments = handle.call(offsets_log)
            committed = consumer.committed([TopicPartition(topic, 0)], timeout=10)
        finally:
            consumer.close()
    assert committed[0].offset == COMMITS - 1
    assert closed <= PARTITIONS, f"{closed} records left in the closed segments ({total} in all)"
    assert total < COMMITS * PARTITIONS / 2

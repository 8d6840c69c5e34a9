"""Real share consumers (KIP-932) against kafkasim: librdkafka's ShareConsumer
(confluent-kafka 2.16.1) and Kafka's KafkaShareConsumer (the Java client, through Kafka's
ConsoleShareConsumer of the reference jars) read a topic through share groups: every record
once, with implicit and explicit acknowledgement."""

from __future__ import annotations

import subprocess
import time

import pytest

from kafkasim.broker.cluster import Cluster
from tests.helpers import share

pytestmark = [pytest.mark.clients, pytest.mark.timeout(240)]

RECORDS = 300
CONFIG = {"group.share.assignment.interval.ms": 200}


def _cluster_with_records(topic: str, partitions: int = 3):
    cluster = Cluster(brokers=3, config=CONFIG)
    cluster.start()
    cluster.create_topic(topic, partitions=partitions, replication_factor=3)
    share.produce(cluster.bootstrap, topic, RECORDS)
    return cluster


@pytest.mark.parametrize("mode", ["implicit", "explicit"])
def test_librdkafka_share_consumer_reads_every_record_once(mode):
    """Verifies that librdkafka's ShareConsumer joins a share group (ShareGroupHeartbeat), reads
    every record of three partitions through share sessions (ShareFetch) and acknowledges them
    (piggybacked on the next fetch, or with ShareAcknowledge through commit_sync), so that a
    second consumer of the group later finds nothing left."""
    from confluent_kafka import ShareConsumer

    topic, group = f"share-librdkafka-{mode}", f"g-{mode}"
    cluster = _cluster_with_records(topic)
    try:
        share.read_from_start(cluster.bootstrap, group)
        consumer = ShareConsumer({"bootstrap.servers": cluster.bootstrap, "group.id": group,
                                  "share.acknowledgement.mode": mode})
        consumer.subscribe([topic])
        try:
            values = sorted(v for _, v in share.read([consumer], RECORDS,
                                                explicit=mode == "explicit"))
            # Implicit mode accepts a poll's records at the next poll or commit: commit the
            # last poll's before leaving (close releases what is not acknowledged).
            consumer.commit_sync()
        finally:
            consumer.close()
        assert values == [b"record-%07d" % i for i in range(RECORDS)]
        late = ShareConsumer({"bootstrap.servers": cluster.bootstrap, "group.id": group})
        late.subscribe([topic])
        try:
            assert share.read([late], 1, deadline=8) == []
        finally:
            late.close()
    finally:
        cluster.stop()


def test_two_librdkafka_share_consumers_read_every_record():
    """Verifies that two librdkafka ShareConsumers of one share group read every record between
    them, once. They join within milliseconds of each other, so the second join moves the
    group epoch while the first one's partitions are being initialized: the initialized
    partitions are assigned at the next heartbeat (GroupMetadataManager.
    initializedAssignmentPending; before, they kept an empty assignment for ever).
    tests/reference/test_share_consumers_reference.py runs the same against Kafka."""
    topic = "share-two-consumers"
    cluster = _cluster_with_records(topic)
    try:
        share.two_consumers_read_a_topic(cluster.bootstrap, topic, "g-two", RECORDS)
    finally:
        cluster.stop()


def test_java_share_consumer_reads_every_record():
    """Verifies that Kafka's KafkaShareConsumer (the Java client, as Kafka's
    kafka-console-share-consumer runs it) reads every record through a share group on
    kafkasim and exits cleanly."""
    from tests.reference.tools import run_tool

    topic, group = "share-java", "g-java"
    cluster = _cluster_with_records(topic)
    try:
        share.read_from_start(cluster.bootstrap, group)
        try:
            run = run_tool("kafka-console-share-consumer", "--bootstrap-server",
                           cluster.bootstrap, "--topic", topic, "--group", group,
                           "--max-messages", str(RECORDS), "--timeout-ms", "90000")
        except (FileNotFoundError, subprocess.SubprocessError) as error:
            pytest.skip(f"the Java tools cannot run here: {error}")
        assert run.exit_code == 0, str(run)
        assert sorted(run.stdout.split()) == [f"record-{i:07d}" for i in range(RECORDS)]
    finally:
        cluster.stop()


def test_read_committed_share_group_never_hands_out_aborted_records():
    """Verifies that a share group with `share.isolation.level=read_committed` archives the
    records of an aborted transaction instead of handing them out, and hands out the committed
    one after them (Kafka's SharePartition filters a read_committed share fetch by the aborted
    transactions, KIP-932). confluent-kafka-python's own suite found it
    (test_share_consumer.py::test_read_committed_skips_aborted_transaction,
    tests/reference/test_library_suite.py)."""
    from confluent_kafka import Producer, ShareConsumer

    topic, group = "share-read-committed", "g-read-committed"
    cluster = Cluster(brokers=3, config=CONFIG)
    cluster.start()
    try:
        cluster.create_topic(topic, partitions=1, replication_factor=3)
        share.read_from_start(cluster.bootstrap, group, **{"share.isolation.level":
                                                           "read_committed"})
        producer = Producer({"bootstrap.servers": cluster.bootstrap,
                             "transactional.id": "read-committed"})
        producer.init_transactions(30)
        for values, end in (([b"aborted-0", b"aborted-1", b"aborted-2"],
                             producer.abort_transaction),
                            ([b"committed-0"], producer.commit_transaction)):
            producer.begin_transaction()
            for value in values:
                producer.produce(topic, value=value)
            assert producer.flush(30) == 0  # in the log before the abort (it purges the queue)
            end(30)
        consumer = ShareConsumer({"bootstrap.servers": cluster.bootstrap, "group.id": group,
                                  "share.acknowledgement.mode": "explicit"})
        consumer.subscribe([topic])
        try:
            first = [v for _, v in share.read([consumer], 1, explicit=True, deadline=60)]
            later = [v for _, v in share.read([consumer], 1, explicit=True, deadline=3)]
        finally:
            consumer.close()
        assert (first, later) == ([b"committed-0"], [])
    finally:
        cluster.stop()


def test_a_share_consumer_dropped_without_close_releases_its_records():
    """Verifies that when a share consumer goes away without closing its share session (the
    object dropped, so librdkafka closes its connections), the broker releases the records it
    held at once, and another member gets them long before their acquisition lock (60 s here)
    would end (Kafka's SharePartitionManager releases a share session's records when its
    connection closes). confluent-kafka-python's own suite found it
    (test_share_consumer_close.py::test_gc_without_close_leaves_group_and_redelivers)."""
    import gc

    from confluent_kafka import ShareConsumer

    topic, group = "share-dropped", "g-dropped"
    cluster = Cluster(brokers=3, config=CONFIG)
    cluster.start()
    try:
        cluster.create_topic(topic, partitions=1, replication_factor=3)
        share.read_from_start(cluster.bootstrap, group,
                              **{"share.record.lock.duration.ms": "60000"})
        share.produce(cluster.bootstrap, topic, 1)
        first = ShareConsumer({"bootstrap.servers": cluster.bootstrap, "group.id": group})
        first.subscribe([topic])
        assert [v for _, v in share.read([first], 1, deadline=60)] == [b"record-0000000"]
        del first
        gc.collect()
        second = ShareConsumer({"bootstrap.servers": cluster.bootstrap, "group.id": group})
        second.subscribe([topic])
        try:
            again = [v for _, v in share.read([second], 1, deadline=30)]
        finally:
            second.close()
        assert again == [b"record-0000000"]
    finally:
        cluster.stop()


def test_a_resubscribed_share_consumer_stops_reading_the_topic_it_dropped():
    """Verifies that a share consumer that subscribes to another topic right after its
    assignment (within `group.share.assignment.interval.ms`, 1 s by default, so the new target
    waits) no longer gets records of the topic it dropped: the heartbeat's assignment keeps only
    the subscribed topics' partitions, as Kafka 4.4.0 answers it. confluent-kafka-python's own
    suite found it (test_share_consumer.py::test_resubscribe_to_different_topic)."""
    from confluent_kafka import ShareConsumer

    group = "g-resubscribe"
    cluster = Cluster(brokers=3)
    cluster.start()
    try:
        for topic in ("share-resub-a", "share-resub-b"):
            cluster.create_topic(topic, partitions=1, replication_factor=3)
        share.read_from_start(cluster.bootstrap, group)
        consumer = ShareConsumer({"bootstrap.servers": cluster.bootstrap, "group.id": group})
        try:
            consumer.subscribe(["share-resub-a"])
            share.produce(cluster.bootstrap, "share-resub-a", 3)
            assert len(share.read([consumer], 3, deadline=60)) == 3
            consumer.subscribe(["share-resub-b"])
            for _ in range(10):
                consumer.poll(0.2)
            share.produce(cluster.bootstrap, "share-resub-a", 5)
            share.produce(cluster.bootstrap, "share-resub-b", 5)
            topics = []
            end = time.monotonic() + 30
            while len(topics) < 5 and time.monotonic() < end:
                topics += [m.topic() for m in consumer.poll(0.5) or () if not m.error()]
        finally:
            consumer.close()
        assert topics == ["share-resub-b"] * 5
    finally:
        cluster.stop()

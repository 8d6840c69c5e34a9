"""Real share consumers (KIP-932) against kafkasim: librdkafka's ShareConsumer
(confluent-kafka 2.16.1) and Kafka's KafkaShareConsumer (the Java client, through Kafka's
ConsoleShareConsumer of the reference jars) read a topic through share groups: every record
once, with implicit and explicit acknowledgement."""

from __future__ import annotations

import subprocess
import time

import pytest

from kafkasim.broker.cluster import Cluster

pytestmark = [pytest.mark.clients, pytest.mark.timeout(240)]

RECORDS = 300
CONFIG = {"group.share.assignment.interval.ms": 200}


def _cluster_with_records(topic: str, partitions: int = 3):
    cluster = Cluster(brokers=3, config=CONFIG)
    cluster.start()
    cluster.create_topic(topic, partitions=partitions, replication_factor=3)
    from confluent_kafka import Producer

    producer = Producer({"bootstrap.servers": cluster.bootstrap, "linger.ms": 5})
    for index in range(RECORDS):
        producer.produce(topic, value=b"record-%04d" % index)
    assert producer.flush(30) == 0
    return cluster


def _earliest(cluster: Cluster, group: str) -> None:
    """share.auto.offset.reset=earliest for `group` (a new share group starts at the log end)."""
    from confluent_kafka.admin import (
        AdminClient,
        AlterConfigOpType,
        ConfigEntry,
        ConfigResource,
        ResourceType,
    )

    admin = AdminClient({"bootstrap.servers": cluster.bootstrap})
    resource = ConfigResource(ResourceType.GROUP, group, incremental_configs=[
        ConfigEntry("share.auto.offset.reset", "earliest",
                    incremental_operation=AlterConfigOpType.SET)])
    for future in admin.incremental_alter_configs([resource]).values():
        future.result(30)
    time.sleep(0.5)  # every broker applies it from the metadata log


def _read(consumers, want: int, *, explicit: bool = False, deadline: float = 120) -> list:
    values: list = []
    end = time.monotonic() + deadline
    while len(values) < want and time.monotonic() < end:
        for consumer in consumers:
            for message in consumer.poll(0.5) or ():
                if message.error():
                    continue
                values.append((consumer, message.value()))
                if explicit:
                    consumer.acknowledge(message)
            if explicit:
                consumer.commit_sync()
    return values


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
        _earliest(cluster, group)
        consumer = ShareConsumer({"bootstrap.servers": cluster.bootstrap, "group.id": group,
                                  "share.acknowledgement.mode": mode})
        consumer.subscribe([topic])
        try:
            values = sorted(v for _, v in _read([consumer], RECORDS,
                                                explicit=mode == "explicit"))
            # Implicit mode accepts a poll's records at the next poll or commit: commit the
            # last poll's before leaving (close releases what is not acknowledged).
            consumer.commit_sync()
        finally:
            consumer.close()
        assert values == [b"record-%04d" % i for i in range(RECORDS)]
        late = ShareConsumer({"bootstrap.servers": cluster.bootstrap, "group.id": group})
        late.subscribe([topic])
        try:
            assert _read([late], 1, deadline=8) == []
        finally:
            late.close()
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
        _earliest(cluster, group)
        try:
            run = run_tool("kafka-console-share-consumer", "--bootstrap-server",
                           cluster.bootstrap, "--topic", topic, "--group", group,
                           "--max-messages", str(RECORDS), "--timeout-ms", "90000")
        except (FileNotFoundError, subprocess.SubprocessError) as error:
            pytest.skip(f"the Java tools cannot run here: {error}")
        assert run.exit_code == 0, str(run)
        assert sorted(run.stdout.split()) == [f"record-{i:04d}" for i in range(RECORDS)]
    finally:
        cluster.stop()

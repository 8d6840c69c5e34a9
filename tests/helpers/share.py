"""Share-group (KIP-932) helpers for tests with real share consumers, on kafkasim or on the
reference cluster alike: records to read, a group that reads from the start, and a poll loop
over librdkafka's ShareConsumers (confluent-kafka 2.16.1)."""

from __future__ import annotations

import time


def produce(bootstrap: str, topic: str, count: int, *, partition: int | None = None) -> list:
    """`count` records `record-NNNN` into `topic` (spread by librdkafka's partitioner unless
    `partition`); returns their values in order."""
    from confluent_kafka import Producer

    producer = Producer({"bootstrap.servers": bootstrap, "linger.ms": 5})
    values = [b"record-%07d" % index for index in range(count)]
    for value in values:
        if partition is None:
            producer.produce(topic, value=value)
        else:
            producer.produce(topic, value=value, partition=partition)
        producer.poll(0)
    assert producer.flush(60) == 0
    return values


def read_from_start(bootstrap: str, group: str, **configs: str) -> None:
    """Set `share.auto.offset.reset=earliest` (and `configs`) on `group` through
    IncrementalAlterConfigs on its GROUP resource: a new share group starts at the log end."""
    from confluent_kafka.admin import (
        AdminClient,
        AlterConfigOpType,
        ConfigEntry,
        ConfigResource,
        ResourceType,
    )

    admin = AdminClient({"bootstrap.servers": bootstrap})
    entries = [ConfigEntry(name, value, incremental_operation=AlterConfigOpType.SET)
               for name, value in {"share.auto.offset.reset": "earliest", **configs}.items()]
    resource = ConfigResource(ResourceType.GROUP, group, incremental_configs=entries)
    for future in admin.incremental_alter_configs([resource]).values():
        future.result(30)
    time.sleep(0.5)  # every broker applies it from the metadata log


def read(consumers, want: int, *, explicit: bool = False, deadline: float = 120) -> list:
    """Poll `consumers` in turn until `want` records arrived or `deadline` seconds passed;
    returns (consumer, value) pairs. With `explicit`, each record is accepted and committed
    (ShareAcknowledge) after each poll."""
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


def two_consumers_read_a_topic(bootstrap: str, topic: str, group: str, count: int) -> None:
    """Two librdkafka ShareConsumers of one group read `topic` (created by the caller, with
    `count` records) from the start: every record exactly once between them. (Not that each
    reads some: with librdkafka's 500-record fetches, the member assigned first may take every
    record before the other's assignment arrives, on Kafka 4.4 as on kafkasim.)"""
    from confluent_kafka import ShareConsumer

    read_from_start(bootstrap, group)
    consumers = []
    try:
        for _ in range(2):
            consumer = ShareConsumer({"bootstrap.servers": bootstrap, "group.id": group})
            consumer.subscribe([topic])
            consumers.append(consumer)
        values = read(consumers, count)
        for consumer in consumers:
            consumer.commit_sync()  # accept the last poll's records before leaving
    finally:
        for consumer in consumers:
            consumer.close()
    assert sorted(value for _, value in values) == [b"record-%07d" % i for i in range(count)]

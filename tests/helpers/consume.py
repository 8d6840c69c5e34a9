"""Reading a partition back with librdkafka (confluent-kafka): a consumer assigned to one
partition from offset 0, outside any group's commits."""

from __future__ import annotations

import uuid

from confluent_kafka import Consumer, TopicPartition


def read_values(bootstrap: str, topic: str, count: int, *, partition: int = 0,
                isolation: str = "read_uncommitted", polls: int = 200) -> list[bytes]:
    """The values of the first `count` records of `topic`-`partition`, or of as many as
    `polls` polls of 50 ms find (a test of a missing or hidden record asks for more than
    there are)."""
    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": uuid.uuid4().hex,
                         "enable.auto.commit": False, "fetch.wait.max.ms": 50,
                         "isolation.level": isolation})
    consumer.assign([TopicPartition(topic, partition, 0)])
    values: list[bytes] = []
    try:
        for _ in range(polls):
            message = consumer.poll(0.05)
            if message is None or message.error():
                continue
            values.append(message.value())
            if len(values) == count:
                break
    finally:
        consumer.close()
    return values

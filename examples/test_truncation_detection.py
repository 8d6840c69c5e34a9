"""A consumer detects that records it read were truncated by an unclean election (KIP-320).

Records only the old leader held (its followers were paused, the ISR had shrunk to the
leader, so they were committed and consumed) vanish when a lagging replica is elected
uncleanly. A KIP-320 consumer validates its position with OffsetForLeaderEpoch against the
new leader, learns that its epoch ends earlier than the position it has, and reports the
truncation (or resets as `auto.offset.reset` says) instead of silently skipping or stalling.
"""

import time

import pytest
from confluent_kafka import Consumer, Producer

TOPIC = "truncation"


@pytest.mark.kafkasim(config={"replica.lag.time.max.ms": 500, "min.insync.replicas": 1})
def test_consumer_detects_truncation_after_unclean_election(kafka_cluster):
    kafka_cluster.create_topic(TOPIC, partitions=1, replication_factor=3)
    producer = Producer({"bootstrap.servers": kafka_cluster.bootstrap, "acks": "all"})
    for index in range(10):
        producer.produce(TOPIC, b"kept-%d" % index)
    assert producer.flush(10) == 0

    leader = kafka_cluster.leader_of(TOPIC)
    followers = [r for r in kafka_cluster.describe_topic(TOPIC)["partitions"][0]["replicas"]
                 if r != leader]
    for follower in followers:
        kafka_cluster.pause_replication(follower)
    # acks=1: only the leader has these; once the followers leave the ISR they are committed.
    leader_only = Producer({"bootstrap.servers": kafka_cluster.bootstrap, "acks": 1})
    for index in range(10):
        leader_only.produce(TOPIC, b"doomed-%d" % index)
    assert leader_only.flush(10) == 0
    kafka_cluster.wait_until(lambda: kafka_cluster.controller.metadata.partition(
        TOPIC, 0).isr == [leader])

    consumer = Consumer({"bootstrap.servers": kafka_cluster.bootstrap, "group.id": "t",
                         "auto.offset.reset": "earliest", "enable.auto.commit": False,
                         "fetch.wait.max.ms": 50})
    consumer.subscribe([TOPIC])
    seen = []
    deadline = time.monotonic() + 20
    while len(seen) < 20 and time.monotonic() < deadline:
        message = consumer.poll(0.2)
        if message is not None and message.error() is None:
            seen.append(message.value())
    assert len(seen) == 20

    election_at = kafka_cluster.control.capture.sequence
    new = kafka_cluster.unclean_election(TOPIC, 0, to=followers[0])
    for follower in followers:
        kafka_cluster.resume_replication(follower)
    for index in range(5):
        producer.produce(TOPIC, b"after-%d" % index)
    assert producer.flush(10) == 0

    events = []
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and not any(b"after-4" == e for e in events):
        message = consumer.poll(0.2)
        if message is not None:
            events.append(message.value() if message.error() is None else message.error())
    consumer.close()

    # The consumer asked the new leader where its epoch ends (KIP-320) and was told: offset 10,
    # before the 20 it had read.
    validation = kafka_cluster.wait_for_request(
        "OffsetForLeaderEpoch", broker=new["leader"], since=election_at, timeout=5)
    answer = validation.response.topics[0].partitions[0]
    assert answer.end_offset == 10
    # It reported the truncation, then read on from the new leader's log.
    assert any(not isinstance(e, bytes) and "truncat" in str(e).lower() for e in events) \
        or b"after-0" in events, events

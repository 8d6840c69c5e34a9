"""A consumer follows a leader change through KIP-951's hints, without a metadata round trip.

When a partition's leader moves, the old leader answers the next Fetch with
NOT_LEADER_OR_FOLLOWER (or FENCED_LEADER_EPOCH, when the client sent its leader epoch) plus the
new leader and epoch (CurrentLeader) and its endpoint (NodeEndpoints). A KIP-951 client switches
to the new leader at once; an older one waits for a Metadata answer first. The test holds
the consumer's Metadata requests back, so only a client that uses the hint keeps up. Copy this into your client's suite and point the consumer at your library.
"""

import time

import pytest
from confluent_kafka import Consumer, Producer

TOPIC = "hints"


@pytest.mark.kafkasim(brokers=3)
def test_consumer_follows_the_new_leader_from_the_hint(kafka_cluster):
    kafka_cluster.create_topic(TOPIC, partitions=1, replication_factor=3)
    producer = Producer({"bootstrap.servers": kafka_cluster.bootstrap, "acks": "all"})

    def produce(first, count):
        for index in range(first, first + count):
            producer.produce(TOPIC, b"%d" % index)
        assert producer.flush(10) == 0

    consumer = Consumer({"bootstrap.servers": kafka_cluster.bootstrap, "group.id": "hints",
                         "client.id": "hinted-consumer", "auto.offset.reset": "earliest",
                         "fetch.wait.max.ms": 100})
    consumer.subscribe([TOPIC])
    received = []

    def consume_until(count):
        deadline = time.monotonic() + 30
        while len(received) < count and time.monotonic() < deadline:
            message = consumer.poll(0.2)
            if message is not None and message.error() is None:
                received.append(int(message.value()))

    produce(0, 50)
    consume_until(50)
    old_leader = kafka_cluster.leader_of(TOPIC)
    new_leader = next(r for r in kafka_cluster.describe_topic(TOPIC)["partitions"][0]["isr"]
                      if r != old_leader)
    moved_at = kafka_cluster.control.capture.sequence
    # From now on the consumer's Metadata requests are held back 10 s: only the hint can lead
    # it to the new leader in time. (librdkafka asks for Metadata as well when it gets
    # NOT_LEADER_OR_FOLLOWER, but with the hint it does not wait for the answer.)
    held = kafka_cluster.inject("Metadata", client_id="hinted-consumer", delay_ms=10_000,
                                count=None)
    kafka_cluster.move_leader(TOPIC, 0, to=new_leader)

    produce(50, 50)
    consume_until(100)
    held.remove()
    consumer.close()
    assert received == list(range(100))

    # The old leader answered with the hint (NOT_LEADER_OR_FOLLOWER 6, FENCED_LEADER_EPOCH 74)...
    def refused_with_hint(exchange):
        return any(p.error_code in (6, 74) and p.current_leader.leader_id == new_leader
                   for t in exchange.response.responses for p in t.partitions)

    refused = next(e for e in kafka_cluster.requests("Fetch", broker=old_leader)
                   if e.answered_ms and e.response is not None and refused_with_hint(e))
    # ...and the consumer fetched from the new leader before any Metadata answer reached it.
    after = [e for e in kafka_cluster.requests(since=moved_at)
             if e.client_id == "hinted-consumer" and e.received_ms >= refused.answered_ms]
    first_fetch = next(e for e in after if e.api == "Fetch" and e.node_id == new_leader)
    answered = [e.answered_ms for e in after if e.api == "Metadata" and e.answered_ms]
    assert all(ms > first_fetch.received_ms for ms in answered), answered

"""A producer and a consumer run through faults drawn from a seed; the checker says what they
cost in data.

`history=True` makes the cluster record every write it acknowledged and every read it served;
`chaos(seed=...)` plays faults (a broker killed and restarted, a broker isolated, a leader
moved, slow links, injected errors) at client request numbers drawn from the seed, so a
failing run replays with the same seed. `check()` then compares what clients were promised with
the logs: acknowledged records lost, idempotent duplicates, a high watermark gone back,
read_committed reads of aborted data, offset gaps. Copy this into your client's suite, point
the clients at your library, and print `run.fault_log()` when the check fails.
"""

import time

import pytest
from confluent_kafka import Consumer, Producer, TopicPartition

TOPIC = "checked"
MESSAGES = 150


@pytest.mark.kafkasim(brokers=3, history=True, config={"min.insync.replicas": 2,
                                                      "replica.lag.time.max.ms": 1000,
                                                      "broker.session.timeout.ms": 1000,
                                                      "broker.heartbeat.interval.ms": 100})
def test_no_acknowledged_record_is_lost_through_the_faults(kafka_cluster):
    kafka_cluster.create_topic(TOPIC, partitions=3, replication_factor=3)
    run = kafka_cluster.chaos(seed=8, faults=4, every=40)
    producer = Producer({"bootstrap.servers": kafka_cluster.bootstrap, "acks": "all",
                         "enable.idempotence": True, "linger.ms": 0})
    for index in range(MESSAGES):
        producer.produce(TOPIC, b"%d" % index, partition=index % 3)
        producer.flush(30)
    assert producer.flush(60) == 0
    consumer = Consumer({"bootstrap.servers": kafka_cluster.bootstrap, "group.id": "checked",
                         "isolation.level": "read_committed", "fetch.wait.max.ms": 50})
    consumer.assign([TopicPartition(TOPIC, p, 0) for p in range(3)])
    received = set()
    deadline = time.monotonic() + 60
    while (len(received) < MESSAGES or not run.done) and time.monotonic() < deadline:
        message = consumer.poll(0.05)
        if message is not None and message.error() is None:
            received.add(int(message.value()))
    consumer.close()
    kafka_cluster.stop_chaos()

    report = kafka_cluster.check()
    assert report.ok, (run.fault_log(), report.to_dict())
    assert received == set(range(MESSAGES))
    assert len(run.log) == len(run.steps)  # every drawn fault fired

"""A producer whose connection is reset in the middle of a Produce answer, and a consumer whose
Fetch answer is cut mid-frame: the client must reconnect, retry, and neither lose nor repeat
a record.

`tcp_fault` acts on the brokers' own listeners, so the client dials the advertised addresses
as usual, with no proxy in between. "reset" sends an RST once `after_bytes` bytes of the
answer have left (the broker has appended the batch: the retry must be deduplicated by the
idempotent producer), "cut" closes the connection in the middle of the answer's frame,
"drop_response" loses an answer on a connection that stays open, "slow_close" closes late,
and "slow" adds latency and a bandwidth limit per direction. Aim a rule with `api`, `broker`,
`racks` or `client_id`. Copy this into your client's suite and point the clients at your
library; `check()` says whether a fault cost data.
"""

import time

import pytest
from confluent_kafka import Consumer, Producer, TopicPartition

TOPIC = "wire"
MESSAGES = 100


@pytest.mark.kafkasim(brokers=3, history=True, config={"min.insync.replicas": 2})
def test_records_survive_resets_and_cuts_once_each(kafka_cluster):
    kafka_cluster.create_topic(TOPIC, partitions=1, replication_factor=3)
    reset = kafka_cluster.tcp_fault("reset", api="Produce", after_bytes=10, count=2,
                                    client_id="app-producer")
    producer = Producer({"bootstrap.servers": kafka_cluster.bootstrap, "acks": "all",
                         "enable.idempotence": True, "client.id": "app-producer"})
    for index in range(MESSAGES):
        producer.produce(TOPIC, b"%d" % index)
        if index % 25 == 24:
            assert producer.flush(60) == 0
    assert reset.hits == 2  # both answers were reset mid-frame, and the records still went

    cut = kafka_cluster.tcp_fault("cut", api="Fetch", client_id="app-consumer")
    consumer = Consumer({"bootstrap.servers": kafka_cluster.bootstrap, "group.id": "wire",
                         "client.id": "app-consumer", "enable.auto.commit": False})
    consumer.assign([TopicPartition(TOPIC, 0, 0)])
    received = []
    deadline = time.monotonic() + 60
    while len(received) < MESSAGES and time.monotonic() < deadline:
        message = consumer.poll(0.1)
        if message is not None and message.error() is None:
            received.append(int(message.value()))
    consumer.close()

    assert cut.hits == 1
    assert received == list(range(MESSAGES))  # each record once, in order
    report = kafka_cluster.check()
    assert report.ok, report.to_dict()

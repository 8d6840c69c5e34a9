"""A consumer survives the eviction of its incremental fetch session (KIP-227).

A broker keeps a limited cache of fetch sessions and evicts some when it fills. The evicted
session's next incremental Fetch gets FETCH_SESSION_ID_NOT_FOUND; the client must start a new
session with a full fetch and go on without losing or repeating records. (kafka-python keeps
fetch sessions; librdkafka does not use them.)
"""

from kafka import KafkaConsumer, KafkaProducer

TOPIC = "sessions"


def test_consumer_survives_session_eviction(kafka_cluster):
    kafka_cluster.create_topic(TOPIC, partitions=3, replication_factor=3)
    producer = KafkaProducer(bootstrap_servers=kafka_cluster.bootstrap)
    consumer = KafkaConsumer(TOPIC, bootstrap_servers=kafka_cluster.bootstrap,
                             group_id="sessions", auto_offset_reset="earliest",
                             fetch_max_wait_ms=50, consumer_timeout_ms=3000)
    received = []

    def produce_and_consume(first, count):
        for index in range(first, first + count):
            producer.send(TOPIC, b"%d" % index, partition=index % 3)
        producer.flush(10)
        for message in consumer:
            received.append(int(message.value))
            if len(received) == first + count:
                break

    produce_and_consume(0, 60)
    assert kafka_cluster.evict_fetch_sessions() >= 1
    evicted_at = kafka_cluster.control.capture.sequence
    produce_and_consume(60, 60)
    consumer.close()
    producer.close()

    assert sorted(received) == list(range(120))  # nothing lost, nothing twice
    # The consumer's session was gone (its next incremental fetch was answered
    # FETCH_SESSION_ID_NOT_FOUND, 70) and it began a new one with a full fetch (epoch 0).
    fetches = kafka_cluster.requests("Fetch", since=evicted_at)
    assert any(e.request.session_epoch == 0 and e.response.session_id > 0 for e in fetches)

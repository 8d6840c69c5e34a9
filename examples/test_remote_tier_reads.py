"""A consumer reads records only the remote tier holds, through a failing remote store (KIP-405).

With tiered storage a broker keeps recent segments locally and serves older offsets from the
remote store. `tier_now` uploads the partition and drops the local copies at once (instead of
waiting for the remote log manager and local retention), so every read below is a remote read.
One remote fetch then fails, as a flaky object store would: the broker answers that partition
with an error and the client must retry rather than skip records or give up.
"""

import pytest
from confluent_kafka import Consumer, Producer, TopicPartition

TOPIC = "tiered"


@pytest.mark.kafkasim(config={"remote.log.storage.system.enable": "true"})
def test_consumer_reads_the_remote_tier_through_a_failed_fetch(kafka_cluster):
    kafka_cluster.create_topic(TOPIC, partitions=1, replication_factor=3,
                               configs={"remote.storage.enable": "true"})
    producer = Producer({"bootstrap.servers": kafka_cluster.bootstrap, "acks": "all"})
    for index in range(50):
        producer.produce(TOPIC, b"record-%d" % index)
    assert producer.flush(10) == 0

    state = kafka_cluster.tier_now(TOPIC, 0)
    assert state["local_log_start_offset"] == 50  # nothing below is on the brokers' disks
    kafka_cluster.fail_remote_store("fetch", count=1)

    consumer = Consumer({"bootstrap.servers": kafka_cluster.bootstrap, "group.id": "tiered",
                         "enable.auto.commit": False})
    consumer.assign([TopicPartition(TOPIC, 0, 0)])
    values = []
    for _ in range(200):
        message = consumer.poll(0.1)
        if message is not None and message.error() is None:
            values.append(message.value())
        if len(values) == 50:
            break
    consumer.close()

    assert values == [b"record-%d" % index for index in range(50)]  # in order, none skipped
    failed = f'RemoteFetchErrorsPerSec_total{{broker="{state["leader"]}"}} 1.0'
    assert failed in kafka_cluster.metrics_text()  # the broker did see the failure

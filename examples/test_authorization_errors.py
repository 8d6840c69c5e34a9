"""A client's authorization errors, one marker and one grant away (Kafka's StandardAuthorizer).

The cluster runs Kafka's authorizer with SASL users; `alice` starts with no ACL at all. Her
producer gets TOPIC_AUTHORIZATION_FAILED, the error a real Kafka gives, until the test grants
her WRITE on the topic; then the same producer delivers.
"""

import pytest
from confluent_kafka import KafkaError, Producer

TOPIC = "orders"

pytestmark = pytest.mark.kafkasim(security_protocol="SASL_PLAINTEXT", authorizer=True,
                                  users={"alice": "alice-secret"}, brokers=1, racks=("a",))


def produce_one(cluster) -> KafkaError | None:
    """Produce one record as alice; the delivery error, or None."""
    outcome = []
    producer = Producer({**cluster.client_config("alice"), "message.timeout.ms": 5000,
                         "enable.idempotence": False})
    producer.produce(TOPIC, b"one", on_delivery=lambda error, message: outcome.append(error))
    producer.flush(10)
    return outcome[0]


def test_producer_sees_the_authorization_error_until_granted(kafka_cluster):
    kafka_cluster.create_topic(TOPIC, partitions=1, replication_factor=1)

    error = produce_one(kafka_cluster)
    assert error is not None and error.code() == KafkaError.TOPIC_AUTHORIZATION_FAILED

    kafka_cluster.grant("alice", "write", topic=TOPIC)
    assert produce_one(kafka_cluster) is None

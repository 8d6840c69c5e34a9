"""Real share consumers (KIP-932) against kafkasim and against the reference cluster (real
Apache Kafka) in one run: the same clients and the same checks on both."""

from __future__ import annotations

import uuid

import pytest

from tests.helpers import share
from tests.reference.test_tools import both, same_on_both  # noqa: F401  (the fixture)

pytestmark = [pytest.mark.reference, pytest.mark.clients, pytest.mark.timeout(400)]

RECORDS = 300


def test_two_librdkafka_share_consumers_read_every_record(both):  # noqa: F811
    """Verifies that two librdkafka ShareConsumers (confluent-kafka 2.16.1) of one share group,
    started together, read every record of a three-partition topic between them exactly once,
    on kafkasim as on Kafka 4.4 (on kafkasim they once kept an empty assignment for ever:
    GroupMetadataManager.initializedAssignmentPending)."""
    suffix = uuid.uuid4().hex[:8]
    topic, group = f"share-two-{suffix}", f"share-two-group-{suffix}"
    same_on_both(both, "kafka-topics", "--create", "--topic", topic, "--partitions", "3",
                 "--replication-factor", "3")
    for _, bootstrap in both:
        share.produce(bootstrap, topic, RECORDS)
        share.two_consumers_read_a_topic(bootstrap, topic, group, RECORDS)

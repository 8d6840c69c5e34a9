"""Cross-client matrix (issue 3, acceptance check 1): real Kafka clients, unchanged, against a
3-broker cluster on racks a, b, c with a replication-factor-3 topic of 6 partitions.

Each test produces 10,000 keyed messages split across every compression codec the client
supports, consumes them through a consumer group with committed offsets (byte-exact, in order
per partition), and has a second member join mid-way so the partitions are shared without loss
or duplicates. The scenario and its checks live in `matrix.py`; the drivers in `drivers.py`.
"""

from __future__ import annotations

import logging

import pytest

from tests.clients import drivers
from tests.clients.matrix import (
    create_topic,
    make_messages,
    run_group_scenario,
    stored_batches,
    verify,
)

pytestmark = [
    pytest.mark.clients,
    pytest.mark.timeout(240),
    # kafka-python 3.0.12 loads its message schemas through importlib.resources' legacy API.
    pytest.mark.filterwarnings("ignore:(read|open)_text is deprecated:DeprecationWarning"),
]

log = logging.getLogger("kafkasim.tests.matrix")

ALL_CODECS = ("none", "gzip", "snappy", "lz4", "zstd")


def scenario(cluster, client: str, produce_factory, member_class, codecs, *, text=False,
             stored_codecs=None):
    topic, group = f"matrix-{client}", f"matrix-{client}-group"
    create_topic(cluster.bootstrap, topic)
    outcome = run_group_scenario(
        bootstrap=cluster.bootstrap, topic=topic, group=group,
        messages=make_messages(text=text),
        produce=produce_factory(cluster.bootstrap, topic, codecs),
        make_member=lambda name: member_class(name, cluster.bootstrap, topic, group),
    )
    summary = verify(outcome)
    # Every codec really reached the log, in batches of idempotent producers (producer id set).
    batches = stored_batches(cluster.bootstrap, topic)
    assert {codec for codec, _ in batches} == set(stored_codecs or codecs)
    assert all(producer_id >= 0 for _, producer_id in batches)
    summary["batches"] = len(batches)
    log.info("%s: %s", client, summary)
    return outcome, summary


def test_kafka_python(cluster):
    """Verifies that kafka-python 3 (idempotent producer by default) produces with every codec
    and consumes through a classic consumer group, sharing partitions after a member joins."""
    scenario(cluster, "kafka-python", drivers.kafka_python_producer, drivers.KafkaPythonMember,
             ALL_CODECS)


def test_aiokafka(cluster):
    """Verifies that aiokafka (idempotent producer) produces with every codec and consumes
    through a classic consumer group, sharing partitions after a member joins."""
    scenario(cluster, "aiokafka", drivers.aiokafka_producer, drivers.AiokafkaMember, ALL_CODECS)


def test_confluent_kafka(cluster):
    """Verifies that confluent-kafka (librdkafka 2.16: Fetch v16 with topic ids, idempotent
    producer) produces with every codec and consumes through a classic consumer group, sharing
    partitions after a member joins."""
    outcome, _ = scenario(cluster, "confluent-kafka", drivers.confluent_producer,
                          drivers.ConfluentMember, ALL_CODECS)
    requests = set().union(*(member.requests for member in outcome.members))
    assert ("Fetch", 16) in requests, sorted(requests)


def test_kcat(cluster):
    """Verifies that kcat produces with every codec it is asked for (-z) and its balanced
    consumer (-G, auto commit) shares the partitions with a member that joins mid-way, covering
    every offset once."""
    if drivers.kcat_binary() is None:
        pytest.fail("kcat is not installed (make test installs it: scripts/install-system-deps.sh)")
    # Debian's kcat 1.7.1 bundles librdkafka 2.0.2, which decides whether gzip/snappy/lz4 are
    # supported from the Produce versions a broker advertises (librdkafka issue 4956). Kafka
    # 4.3 advertises Produce from v0 again for such clients (KAFKA-18659), and so does kafkasim
    # (the fidelity suite compares ApiVersions with Kafka's): every codec reaches the log.
    scenario(cluster, "kcat", drivers.kcat_producer, drivers.KcatMember, ALL_CODECS, text=True)


def test_kafkajs(cluster):
    """Verifies that kafkajs (idempotent producer, gzip: its only built-in codec) produces and
    consumes through a classic consumer group, sharing partitions after a member joins, and
    reads the committed offsets back with its admin client (OffsetFetch)."""
    if drivers.node_binary() is None:
        pytest.fail("node or kafkajs missing (make test installs them: "
                    "scripts/install-system-deps.sh)")
    outcome, summary = scenario(cluster, "kafkajs", drivers.kafkajs_producer,
                                drivers.KafkajsMember, ("none", "gzip"))
    committed = drivers.kafkajs_committed(cluster.bootstrap, "matrix-kafkajs",
                                          "matrix-kafkajs-group")
    assert committed == summary["per_partition"]

"""Real clients read through injected Fetch errors (issue 25): an injected error has the shape
Kafka gives that error (broker/control/error_answers.py), so librdkafka, the Java client and
franz-go each log NOT_LEADER_OR_FOLLOWER, refresh their metadata and go on reading, with no
parse failure. Before, the injected partitions carried null records (MessageSetSize -1) and
librdkafka logged "Protocol parse failure for Fetch v16 ... invalid MessageSetSize -1".
"""

from __future__ import annotations

import json
import logging
import re
import subprocess

import pytest

from tests.clients import peer_programs

pytestmark = [pytest.mark.clients, pytest.mark.timeout(300)]

COUNT = 50
# What a client logs when it cannot read an answer.
PARSE_FAILURE = re.compile(r"(?i)parse failure|PROTOERR|invalid MessageSetSize|SchemaException|"
                           r"error reading field|not enough data")


@pytest.fixture
def cluster():
    import kafkasim

    with kafkasim.Cluster(brokers=3, racks=("a", "b", "c"), config={
            "group.initial.rebalance.delay.ms": "0",
            "auto.create.topics.enable": "false"}) as cluster:
        yield cluster


def inject_two(cluster, topic: str):
    return cluster.inject("Fetch", error="NOT_LEADER_OR_FOLLOWER", topic=topic, count=2)


def run_peer(command: list[str]) -> tuple[dict, str]:
    done = subprocess.run(command, capture_output=True, text=True, timeout=240,
                          stdin=subprocess.DEVNULL)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"no result line (exit {done.returncode}):\n{done.stderr[-3000:]}"
    return json.loads(lines[-1]), done.stderr


def test_librdkafka_reads_through_two_injected_not_leader_errors(cluster):
    """Verifies that librdkafka (confluent-kafka) reads every record of a partition whose
    first two Fetch answers carry an injected NOT_LEADER_OR_FOLLOWER with empty records, as
    Kafka answers a fetch from a broker that is no longer the leader
    (ReplicaManager.createLogReadResult: MemoryRecords.EMPTY), logging the partition error
    (rdkafka_fetcher.c, "Fetch failed") and no protocol parse failure."""
    from confluent_kafka import Consumer, Producer, TopicPartition

    topic = "injected-librdkafka"
    cluster.create_topic(topic, partitions=1, replication_factor=3)
    producer = Producer({"bootstrap.servers": cluster.bootstrap, "acks": "all"})
    for i in range(COUNT):
        producer.produce(topic, value=b"%d" % i)
    assert producer.flush(30) == 0
    del producer
    rule = inject_two(cluster, topic)

    lines: list[str] = []

    class Lines(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            lines.append(record.getMessage())

    logger = logging.getLogger("test-injected-librdkafka")
    logger.addHandler(Lines())
    logger.propagate = False
    logger.setLevel(logging.DEBUG)
    consumer = Consumer({"bootstrap.servers": cluster.bootstrap, "group.id": "unused",
                         "enable.auto.commit": False, "debug": "fetch,protocol",
                         "client.id": "injected-librdkafka"}, logger=logger)
    try:
        consumer.assign([TopicPartition(topic, 0, 0)])
        values = []
        for _ in range(200):
            message = consumer.poll(0.2)
            if message is not None and message.error() is None:
                values.append(bytes(message.value()))
            if len(values) == COUNT:
                break
    finally:
        consumer.close()
    assert values == [b"%d" % i for i in range(COUNT)]
    assert rule.hits == 2
    log = "\n".join(lines)
    assert re.search(r"Not leader for partition|NOT_LEADER", log), log[-3000:]
    assert not PARSE_FAILURE.search(log), PARSE_FAILURE.search(log).group(0)


def test_java_client_reads_through_two_injected_not_leader_errors(cluster):
    """Verifies that the Java client (kafka-clients) consumes every record of a partition whose
    first two Fetch answers carry an injected NOT_LEADER_OR_FOLLOWER, logging the error
    (FetchCollector: "Error in fetch for partition ... NOT_LEADER_OR_FOLLOWER") and no
    SchemaException while reading the answers."""
    topic = "injected-java"
    cluster.create_topic(topic, partitions=1, replication_factor=3)
    command = peer_programs.java_client_command()
    produced, _ = run_peer([*command, "produce", "--bootstrap", cluster.bootstrap,
                            "--topic", topic, "--count", str(COUNT)])
    assert produced.get("ok"), produced
    rule = inject_two(cluster, topic)
    result, log = run_peer([*command, "consume", "--bootstrap", cluster.bootstrap,
                            "--topic", topic, "--count", str(COUNT), "--log-level", "debug"])
    assert result.get("ok"), result
    assert (result["records"], result["missing"], result["duplicates"]) == (COUNT, 0, 0)
    assert rule.hits == 2
    assert "NOT_LEADER_OR_FOLLOWER" in log, log[-3000:]
    assert not PARSE_FAILURE.search(log), PARSE_FAILURE.search(log).group(0)


def test_franz_go_reads_through_two_injected_not_leader_errors(cluster):
    """Verifies that franz-go (kgo) consumes every record of a partition whose first two Fetch
    answers carry an injected NOT_LEADER_OR_FOLLOWER, logging the error ("fetch had inner topic
    errors ... NOT_LEADER_FOR_PARTITION", kerr's name for code 6, then a metadata reload) and no
    failure to read the answer."""
    topic = "injected-franz-go"
    cluster.create_topic(topic, partitions=1, replication_factor=3)
    command = peer_programs.go_client_command()
    produced, _ = run_peer([*command, "produce", "-bootstrap", cluster.bootstrap,
                            "-topic", topic, "-count", str(COUNT)])
    assert produced.get("ok"), produced
    rule = inject_two(cluster, topic)
    result, log = run_peer([*command, "consume", "-bootstrap", cluster.bootstrap,
                            "-topic", topic, "-count", str(COUNT), "-log-level", "debug"])
    assert result.get("ok"), result
    assert (result["records"], result["missing"], result["duplicates"]) == (COUNT, 0, 0)
    assert rule.hits == 2
    # kerr names code 6 by its older name
    assert "fetch had inner topic errors from broker" in log, log[-3000:]
    assert "NOT_LEADER_FOR_PARTITION" in log, log[-3000:]
    assert not PARSE_FAILURE.search(log), PARSE_FAILURE.search(log).group(0)

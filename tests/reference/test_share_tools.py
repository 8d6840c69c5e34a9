"""Kafka's share-group tools against kafkasim and against the reference cluster (tools.py):
`kafka-configs` on a group, `kafka-console-share-consumer` and `kafka-share-groups` give the
same exit codes and output shapes on both (KIP-932's tools, ConfigCommand --entity-type
groups, ConsoleShareConsumer, ShareGroupCommand)."""

from __future__ import annotations

import uuid

import pytest

from tests.reference.test_tools import both, same_on_both  # noqa: F401  (the fixture)
from tests.reference.tools import run_tool, shape

pytestmark = [pytest.mark.reference, pytest.mark.clients]

RECORDS = 10


def _produce(bootstrap: str, topic: str) -> None:
    from confluent_kafka import Producer

    producer = Producer({"bootstrap.servers": bootstrap, "linger.ms": 0})
    for index in range(RECORDS):
        producer.produce(topic, value=b"share-%02d" % index, partition=0)
    assert producer.flush(30) == 0


def _group_and_topic(both):  # noqa: F811
    """A topic with RECORDS records on both clusters and a share group set to read it from the
    start (`share.auto.offset.reset=earliest`: a new share group starts at the log end)."""
    suffix = uuid.uuid4().hex[:8]
    topic, group = f"tools-share-{suffix}", f"tools-share-group-{suffix}"
    same_on_both(both, "kafka-topics", "--create", "--topic", topic, "--partitions", "1",
                 "--replication-factor", "3")
    for _, bootstrap in both:
        _produce(bootstrap, topic)
    altered = same_on_both(both, "kafka-configs", "--alter", "--entity-type", "groups",
                           "--entity-name", group, "--add-config",
                           "share.auto.offset.reset=earliest")
    assert altered[0].exit_code == 0
    return group, topic


def test_kafka_configs_on_a_group(both):  # noqa: F811
    """Verifies that `kafka-configs --alter/--describe --entity-type groups` (IncrementalAlter-
    Configs and DescribeConfigs on a GROUP resource) set, show and refuse group configs as
    Kafka does: a share group config, a value out of the broker's bounds, an unknown name."""
    group = f"tools-configs-{uuid.uuid4().hex[:8]}"
    altered = same_on_both(both, "kafka-configs", "--alter", "--entity-type", "groups",
                           "--entity-name", group, "--add-config",
                           "share.record.lock.duration.ms=20000,share.auto.offset.reset=earliest")
    assert altered[0].exit_code == 0
    described = same_on_both(both, "kafka-configs", "--describe", "--entity-type", "groups",
                             "--entity-name", group)
    assert "share.record.lock.duration.ms=20000" in described[0].stdout
    refused = same_on_both(both, "kafka-configs", "--alter", "--entity-type", "groups",
                           "--entity-name", group, "--add-config",
                           "share.record.lock.duration.ms=100")
    assert refused[0].exit_code != 0
    unknown = same_on_both(both, "kafka-configs", "--alter", "--entity-type", "groups",
                           "--entity-name", group, "--add-config", "no.such.config=1")
    assert unknown[0].exit_code != 0
    deleted = same_on_both(both, "kafka-configs", "--alter", "--entity-type", "groups",
                           "--entity-name", group, "--delete-config",
                           "share.record.lock.duration.ms")
    assert deleted[0].exit_code == 0


def test_kafka_console_share_consumer(both):  # noqa: F811
    """Verifies that `kafka-console-share-consumer` (KafkaShareConsumer: ShareGroupHeartbeat,
    ShareFetch with piggybacked acknowledgements) reads a topic's records through a share group
    set to earliest, the same records and exit code on kafkasim as on Kafka."""
    group, topic = _group_and_topic(both)
    runs = [run_tool("kafka-console-share-consumer", "--bootstrap-server", bootstrap,
                     "--topic", topic, "--group", group, "--max-messages", str(RECORDS),
                     "--timeout-ms", "60000") for _, bootstrap in both]
    assert [run.exit_code for run in runs] == [0, 0], "\n\n".join(map(str, runs))
    ours, theirs = (sorted(run.stdout.splitlines()) for run in runs)
    assert ours == theirs == sorted(f"share-{i:02d}" for i in range(RECORDS))
    assert shape(runs[0].stderr) == shape(runs[1].stderr)


def _rows(text: str) -> list[list[str]]:
    return [line.split() for line in shape(text).splitlines() if line.strip()]


def test_kafka_share_groups(both):  # noqa: F811
    """Verifies `kafka-share-groups` (ShareGroupCommand): --list shows the group, --describe
    --offsets its start offset and lag once a consumer read everything (ShareGroupDescribe,
    DescribeShareGroupOffsets), --reset-offsets --to-earliest --execute moves an empty group
    back (AlterShareGroupOffsets) and --delete removes it (DeleteGroups, its share state
    deleted), with the same exit codes and tables as on Kafka."""
    group, topic = _group_and_topic(both)
    for _, bootstrap in both:
        consumed = run_tool("kafka-console-share-consumer", "--bootstrap-server", bootstrap,
                            "--topic", topic, "--group", group, "--max-messages", str(RECORDS),
                            "--timeout-ms", "60000")
        assert consumed.exit_code == 0, str(consumed)
    listed = [run_tool("kafka-share-groups", "--bootstrap-server", bootstrap, "--list")
              for _, bootstrap in both]
    assert [run.exit_code for run in listed] == [0, 0]
    assert all(group in run.stdout.split() for run in listed), "\n\n".join(map(str, listed))
    described = same_on_both(both, "kafka-share-groups", "--describe", "--offsets",
                             "--group", group)
    assert described[0].exit_code == 0
    rows = _rows(described[0].stdout)
    assert rows[0][:3] == ["GROUP", "TOPIC", "PARTITION"] and rows[1][:3] == [group, topic, "0"]
    reset = same_on_both(both, "kafka-share-groups", "--reset-offsets", "--to-earliest",
                         "--execute", "--group", group, "--topic", topic)
    assert reset[0].exit_code == 0
    again = same_on_both(both, "kafka-share-groups", "--describe", "--offsets",
                         "--group", group)
    assert _rows(again[0].stdout)[1][:4] == [group, topic, "0", "0"]
    missing = same_on_both(both, "kafka-share-groups", "--describe", "--group",
                           group + "-missing")
    assert missing[0].exit_code == missing[1].exit_code
    deleted = same_on_both(both, "kafka-share-groups", "--delete", "--group", group)
    assert deleted[0].exit_code == 0
    listed = [run_tool("kafka-share-groups", "--bootstrap-server", bootstrap, "--list")
              for _, bootstrap in both]
    assert all(group not in run.stdout.split() for run in listed), "\n\n".join(map(str, listed))

"""Kafka 4.4's own command-line tools against kafkasim and against the reference cluster: the
same command line gives the same exit code and the same output shape on both (tools.py)."""

from __future__ import annotations

import uuid

import pytest

from tests.reference.tools import run_tool, shape

pytestmark = [pytest.mark.reference, pytest.mark.clients]


@pytest.fixture
def both(kafkasim_twin, reference_cluster):
    """(name, bootstrap) of kafkasim and of the reference cluster, in that order."""
    return [("kafkasim", kafkasim_twin.bootstrap), ("kafka", reference_cluster.bootstrap)]


def same_on_both(both, tool: str, *args: str) -> list:
    """Run `tool args --bootstrap-server B` against each cluster; assert the exit codes and the
    shapes of stdout and stderr agree; return the two runs."""
    runs = [run_tool(tool, "--bootstrap-server", bootstrap, *args) for _, bootstrap in both]
    ours, theirs = runs
    assert ours.exit_code == theirs.exit_code, f"{ours}\n\n{theirs}"
    assert shape(ours.stdout) == shape(theirs.stdout), f"{ours}\n\n{theirs}"
    assert shape(ours.stderr) == shape(theirs.stderr), f"{ours}\n\n{theirs}"
    return runs


def test_kafka_topics_create_and_describe(both):
    """Verifies that `kafka-topics --create` with a replica assignment and `--describe` (which
    Kafka 4.4's TopicCommand answers from DescribeTopicPartitions, KIP-966, and
    DescribeConfigs) print the same on kafkasim as on Kafka, and that describing an unknown
    topic fails the same way."""
    topic = f"tools-describe-{uuid.uuid4().hex[:8]}"
    created = same_on_both(both, "kafka-topics", "--create", "--topic", topic,
                           "--replica-assignment", "1:2:3,2:3:1,3:1:2",
                           "--config", "retention.ms=3600000")
    assert created[0].exit_code == 0
    described = same_on_both(both, "kafka-topics", "--describe", "--topic", topic)
    assert described[0].exit_code == 0 and f"Topic: {topic}" in described[0].stdout
    missing = same_on_both(both, "kafka-topics", "--describe", "--topic", topic + "-missing")
    assert missing[0].exit_code != 0

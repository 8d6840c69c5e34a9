"""The config table: Kafka's keys, types, defaults and valid ranges, checked at start-up (CLI and
Python API) and reported by DescribeConfigs."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kafkasim.broker.config.definitions import (
    BROKER_KEYS,
    KAFKA_VERSION,
    TOPIC_KEYS,
    InvalidConfigError,
)
from kafkasim.broker.config.settings import Config
from kafkasim.broker.config.topics import validate
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.messages.describe_configs import (
    DescribeConfigsRequest,
    DescribeConfigsResource,
)

REPO = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize(("settings", "message"), [
    ({"min.insync.replicas": "abc"},
     "Invalid value abc for configuration min.insync.replicas: Not a number of type INT "
     "(valid: [1,...])"),
    ({"num.partitions": "0"},
     "Invalid value 0 for configuration num.partitions: Value must be at least 1 (valid: [1,...])"),
    ({"no.such.key": "1"}, "Unknown broker config no.such.key"),
    ({"retention.ms": "1"}, "retention.ms is a topic config, not a broker config; "
                            "its broker-wide default is log.retention.ms"),
    ({"log.cleanup.policy": "shred"}, "String must be one of: compact, delete"),
    ({"auto.create.topics.enable": "yes"}, "Expected value to be either true or false"),
    ({"socket.request.max.bytes": str(2**31)}, "Not a number of type INT"),
])
def test_bad_broker_settings_name_the_key_and_valid_values(settings, message):
    """Verifies that a broker setting Kafka's ConfigDef would refuse (type, range, choices, or
    an unknown key) is refused with one line naming the key and what is valid."""
    with pytest.raises(InvalidConfigError) as raised:
        Config(settings)
    assert message in str(raised.value)
    assert "\n" not in str(raised.value)


def test_defaults_are_kafkas_and_values_are_normalised():
    """Verifies that unset keys read Kafka's defaults (from the reference broker's ConfigDef),
    derived ones (log.retention.ms from log.retention.hours) included, and that values are
    parsed as Kafka parses them (trimmed, booleans case-insensitive)."""
    config = Config({"auto.create.topics.enable": " FALSE ", "log.retention.hours": "24"})
    assert config.get("auto.create.topics.enable") == "false"
    assert config.get_int("num.partitions") == 1
    assert config.get_int("socket.request.max.bytes") == 100 * 1024 * 1024
    assert config.get_int("log.retention.ms") == 24 * 3_600_000
    assert Config().get_int("log.retention.ms") == 168 * 3_600_000
    assert config.is_default("num.partitions") and not config.is_default("log.retention.hours")
    assert KAFKA_VERSION.startswith("4.")
    assert len(BROKER_KEYS) > 300 and "segment.bytes" in TOPIC_KEYS


def test_topic_configs_are_checked_as_kafkas_log_config():
    """Verifies LogConfig.validate's answers: unknown names, null values and out-of-range values
    are refused (INVALID_CONFIG over the wire), valid ones normalised."""
    assert validate({"retention.ms": " 1000 ", "cleanup.policy": "compact, delete"}) == {
        "retention.ms": "1000", "cleanup.policy": "compact,delete"}
    for bad, words in [({"no.such": "1"}, "Unknown topic config name: no.such"),
                       ({"retention.ms": None}, "Null value not supported"),
                       ({"segment.bytes": "1000"}, "Value must be at least 1048576"),
                       ({"min.cleanable.dirty.ratio": "1.5"}, "no more than 1")]:
        with pytest.raises(InvalidConfigError, match=words):
            validate(bad)


def test_cluster_refuses_bad_settings_before_starting():
    """Verifies that the Python API refuses an unknown key at construction, as the CLI does."""
    from kafkasim import Cluster

    with pytest.raises(InvalidConfigError, match="no.such.key"):
        Cluster(brokers=1, config={"no.such.key": 1})


@pytest.mark.parametrize("assignment", [
    "min.insync.replicas=abc", "no.such.key=1", "num.partitions=0", "missing-equals"])
@pytest.mark.parametrize("command", ["up", "broker", "controller"])
def test_cli_refuses_bad_config_with_one_line_and_exit_2(command, assignment):
    """Verifies that `kafkasim up|broker|controller --config` with a bad key or value exits 2
    within a second, with one line on stderr and no traceback, before anything starts."""
    extra = ["--node-id", "1", "--controller", "127.0.0.1:1"] if command == "broker" else []
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "kafkasim", command, *extra, "--config", assignment],
        capture_output=True, text=True, timeout=30, cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)})
    elapsed = time.monotonic() - started
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"kafkasim {command}: --config: "), lines
    assert "Traceback" not in result.stderr and result.stdout == ""
    assert elapsed < 5  # a generous bound for a loaded machine; typically 0.1 s


async def test_describe_configs_documents_what_is_modelled(cluster):
    """Verifies that DescribeConfigs v4 with IncludeDocumentation says, per key, whether kafkasim
    models it or only recognises it, and reports Kafka's ConfigType."""
    await cluster.create_topic("documented", partitions=1, replication_factor=1)
    broker = next(iter(cluster.brokers.values()))
    connection = await KafkaConnection.connect(broker.host, broker.port)
    try:
        response = await connection.send(DescribeConfigsRequest(
            resources=[DescribeConfigsResource(resource_type=2, resource_name="documented",
                                               configuration_keys=None)],
            include_synonyms=False, include_documentation=True), 4)
    finally:
        await connection.close()
    entries = {entry.name: entry for entry in response.results[0].configs}
    assert "internal.segment.bytes" not in entries
    assert "modelled by kafkasim" in entries["min.insync.replicas"].documentation
    assert "not modelled" in entries["preallocate"].documentation
    assert entries["retention.ms"].config_type == 5  # LONG
    assert entries["cleanup.policy"].config_type == 7  # LIST

"""Found by benchmarks/soak.py's fuzzer (issue 10): a topic config value that the controller
accepted and the brokers could not read. IncrementalAlterConfigs stored `retention.ms` as sent,
"\\x1c200000"; the check trimmed it with Python's str.strip (which removes \\x1c) and read 200000,
every broker's int() then failed on the stored text, and the replica manager skipped that
metadata delta with an ERROR."""

from __future__ import annotations

import logging

from kafkasim.protocol.errors import ErrorCode
from tests.helpers.configs import SET, TOPIC, alter, described, resource
from tests.helpers.data_path import batch, connect, leader, produce


async def test_a_value_with_control_characters_is_trimmed_as_java_does(cluster, caplog):
    """Verifies ConfigDef.parseType's String.trim: characters up to the space around a value
    are dropped (Kafka accepts "\\x1c200000" as 200000), what the controller stores is the
    checked value (as CreateTopics stores it), so every broker reads it: DescribeConfigs
    answers 200000, produce works, and nothing is logged at ERROR."""
    await cluster.create_topic("trimmed", partitions=1, replication_factor=3)
    node = cluster.brokers[1]
    with caplog.at_level(logging.ERROR, logger="kafkasim"):
        assert await alter(node, resource(TOPIC, "trimmed", ("retention.ms", SET, "\x1c200000"),
                                          ("segment.ms", SET, "\x00\t 3600000 \x1f"))) == [
            ("trimmed", ErrorCode.NONE, None)]
        configs = await described(cluster, node, TOPIC, "trimmed")
        assert configs["retention.ms"][0] == "200000" and configs["segment.ms"][0] == "3600000"
        connection = await connect(leader(cluster, "trimmed", 0))
        try:
            assert (await produce(connection, "trimmed", batch(b"v"))).error_code == 0
        finally:
            await connection.close()
    assert not [record for record in caplog.records if record.levelno >= logging.ERROR]


async def test_numbers_are_read_as_java_reads_them(cluster):
    """Verifies that a number Java's Long.parseLong refuses is INVALID_CONFIG with Kafka's
    message, though Python's int() reads it ("1_000"), and that characters Java's trim keeps
    (a no-break space) make the value invalid."""
    await cluster.create_topic("numbers", partitions=1, replication_factor=1)
    node = cluster.brokers[1]
    for value in ("1_000", "\xa01000"):
        [(_, error, message)] = await alter(node, resource(TOPIC, "numbers",
                                                           ("retention.ms", SET, value)))
        assert error == ErrorCode.INVALID_CONFIG
        assert message.startswith(
            f"Invalid value {value} for configuration retention.ms: Not a number of type LONG")

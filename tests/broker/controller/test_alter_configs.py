"""IncrementalAlterConfigs and AlterConfigs: topic and dynamic broker configs through the
controller, as Kafka's ConfigAdminManager and ConfigurationControlManager answer."""

from __future__ import annotations

import pytest

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages import alter_configs as legacy
from tests.helpers.configs import (
    APPEND,
    BROKER,
    DELETE,
    SET,
    SUBTRACT,
    TOPIC,
    alter,
    described,
    resource,
    send,
)
from tests.helpers.data_path import batch, connect, leader, produce


async def test_topic_set_delete_append_subtract(cluster):
    """Verifies ConfigurationControlManager's operations on a topic: SET and DELETE of keys,
    APPEND/SUBTRACT on a LIST key, the result reported by DescribeConfigs as
    DYNAMIC_TOPIC_CONFIG (source 1) and back to the default (5) after DELETE."""
    await cluster.create_topic("altered", partitions=1, replication_factor=3)
    node = cluster.brokers[1]
    assert await alter(node, resource(TOPIC, "altered", ("retention.ms", SET, "3600000"),
                                      ("cleanup.policy", APPEND, "compact"))) == [
        ("altered", ErrorCode.NONE, None)]
    configs = await described(cluster, node, TOPIC, "altered")
    assert configs["retention.ms"] == ("3600000", 1)
    assert configs["cleanup.policy"] == ("delete,compact", 1)
    assert await alter(node, resource(TOPIC, "altered", ("retention.ms", DELETE, None),
                                      ("cleanup.policy", SUBTRACT, "delete"))) == [
        ("altered", ErrorCode.NONE, None)]
    configs = await described(cluster, node, TOPIC, "altered")
    assert configs["retention.ms"] == ("604800000", 5)
    assert configs["cleanup.policy"] == ("compact", 1)


async def test_topic_errors_in_kafkas_order(cluster):
    """Verifies the errors Kafka gives: APPEND to a non-LIST key and a bad value are
    INVALID_CONFIG, validated before the topic's existence (a bad value for an unknown topic is
    INVALID_CONFIG, a good one UNKNOWN_TOPIC_OR_PARTITION); a key twice, a resource twice and a
    null SET are INVALID_REQUEST; ValidateOnly changes nothing."""
    await cluster.create_topic("checked", partitions=1, replication_factor=1)
    node = cluster.brokers[2]
    answers = await alter(
        node,
        resource(TOPIC, "checked", ("retention.ms", APPEND, "5")),
        resource(TOPIC, "missing", ("retention.ms", SET, "abc")),
        resource(TOPIC, "missing-too", ("retention.ms", SET, "5")),
        resource(TOPIC, "twice", ("retention.ms", SET, "5"), ("retention.ms", SET, "6")),
        resource(TOPIC, "null", ("retention.ms", SET, None)))
    codes = {name: code for name, code, _ in answers}
    assert codes == {"checked": ErrorCode.INVALID_CONFIG, "missing": ErrorCode.INVALID_CONFIG,
                     "missing-too": ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                     "twice": ErrorCode.INVALID_REQUEST, "null": ErrorCode.INVALID_REQUEST}
    assert answers[0][2] == "Can't APPEND to key retention.ms because its type is not LIST."
    duplicated = await alter(node, resource(TOPIC, "checked", ("retention.ms", SET, "5")),
                             resource(TOPIC, "checked", ("retention.ms", SET, "6")))
    assert [code for _, code, _ in duplicated] == [ErrorCode.INVALID_REQUEST] * 2
    assert await alter(node, resource(TOPIC, "checked", ("retention.ms", SET, "7")),
                       validate_only=True) == [("checked", ErrorCode.NONE, None)]
    assert (await described(cluster, node, TOPIC, "checked"))["retention.ms"][1] == 5


async def test_topic_min_insync_replicas_takes_effect(cluster):
    """Verifies that a topic's min.insync.replicas raised above its ISR makes acks=all produce
    fail with NOT_ENOUGH_REPLICAS, and lowering it again lets it through; a minimum above the
    replica count is capped at it (Kafka's Partition.effectiveMinIsr)."""
    await cluster.create_topic("strict", partitions=1, replication_factor=3)
    node = cluster.brokers[1]
    assert (await alter(node, resource(TOPIC, "strict", ("min.insync.replicas", SET, "4"))))[0][1] \
        == ErrorCode.NONE
    target = leader(cluster, "strict")
    await cluster.wait_until(lambda: target.replica_manager.get_partition("strict", 0)
                             .min_insync_replicas == 4)
    connection = await connect(target)
    try:
        capped = await produce(connection, "strict", batch(b"x"))
        assert capped.error_code == ErrorCode.NONE
    finally:
        await connection.close()
    follower = next(n for n in cluster.controller.metadata.partition("strict", 0).replicas
                    if n != target.node_id)
    await cluster.stop_broker(follower)
    await cluster.wait_until(
        lambda: len(cluster.controller.metadata.partition("strict", 0).isr) == 2)
    await cluster.wait_for_metadata()
    connection = await connect(target)
    try:
        refused = await produce(connection, "strict", batch(b"x"))
        assert refused.error_code == ErrorCode.NOT_ENOUGH_REPLICAS
        await alter(target, resource(TOPIC, "strict", ("min.insync.replicas", DELETE, None)))
        await cluster.wait_until(lambda: target.replica_manager.get_partition("strict", 0)
                                 .min_insync_replicas == 1)
        assert (await produce(connection, "strict", batch(b"x"))).error_code == ErrorCode.NONE
    finally:
        await connection.close()


async def test_dynamic_broker_configs(cluster):
    """Verifies Kafka's dynamic broker configs: a cluster-wide message.max.bytes (dynamic,
    cluster-wide) reaches every broker and caps produce (MESSAGE_TOO_LARGE); DescribeConfigs
    reports it as DYNAMIC_DEFAULT_BROKER_CONFIG (3), or DYNAMIC_BROKER_CONFIG (2) when set for one
    broker; a key Kafka cannot update dynamically, another broker's id, and a per-broker key set
    cluster-wide are INVALID_REQUEST."""
    await cluster.create_topic("capped", partitions=1, replication_factor=3)
    node = cluster.brokers[1]
    assert await alter(node, resource(BROKER, "", ("message.max.bytes", SET, "200"))) == [
        ("", ErrorCode.NONE, None)]
    target = leader(cluster, "capped")
    await cluster.wait_until(lambda: all(
        broker.config.get_int("message.max.bytes") == 200 for broker in cluster.brokers.values()))
    connection = await connect(target)
    try:
        answer = await produce(connection, "capped", batch(b"y" * 400))
        assert answer.error_code == ErrorCode.MESSAGE_TOO_LARGE
    finally:
        await connection.close()
    assert (await described(cluster, node, BROKER, "1"))["message.max.bytes"] == ("200", 3)
    assert await alter(node, resource(BROKER, "1", ("message.max.bytes", SET, "300"))) == [
        ("1", ErrorCode.NONE, None)]
    assert (await described(cluster, node, BROKER, "1"))["message.max.bytes"] == ("300", 2)
    assert (await described(cluster, node, BROKER, ""))["message.max.bytes"] == ("200", 3)
    refused = await alter(node, resource(BROKER, "", ("num.partitions", SET, "3")),
                          resource(BROKER, "2", ("message.max.bytes", SET, "300")),
                          resource(BROKER, "1 ", ("message.max.bytes", SET, "300")))
    assert [code for _, code, _ in refused] == [ErrorCode.INVALID_REQUEST] * 3
    assert refused[0][2] == "Cannot update these configs dynamically: Set(num.partitions)"
    assert refused[1][2] == "Unexpected broker id, expected 1, but received 2"
    per_broker = await alter(node, resource(BROKER, "", ("ssl.keystore.password", SET, "x")))
    assert per_broker[0][1] == ErrorCode.INVALID_REQUEST
    assert "broker id must be specified" in per_broker[0][2]
    await alter(node, resource(BROKER, "", ("message.max.bytes", DELETE, None)),
                resource(BROKER, "1", ("message.max.bytes", DELETE, None)))
    await cluster.wait_until(lambda: all(
        broker.config.get_int("message.max.bytes") == 1048588
        for broker in cluster.brokers.values()))


async def test_legacy_alter_configs_replaces_the_whole_set(cluster):
    """Verifies AlterConfigs' legacy meaning (Kafka's legacyAlterConfigs): the keys given are set
    and every other key of the resource is deleted."""
    await cluster.create_topic("replaced", partitions=1, replication_factor=1,
                               configs={"retention.ms": "1000", "segment.ms": "2000"})
    node = cluster.brokers[3]
    response = await send(node, legacy.AlterConfigsRequest(resources=[legacy.AlterConfigsResource(
        resource_type=TOPIC, resource_name="replaced",
        configs=[legacy.AlterableConfig(name="retention.ms", value="5000")])]), 2)
    assert response.responses[0].error_code == ErrorCode.NONE
    configs = await described(cluster, node, TOPIC, "replaced")
    assert configs["retention.ms"] == ("5000", 1)
    assert configs["segment.ms"] == ("604800000", 5)


@pytest.mark.clients
def test_confluent_kafka_incremental_alter_configs(cluster_thread):
    """Verifies that confluent-kafka's AdminClient.incremental_alter_configs changes a topic
    config that describe_configs then reports."""
    from confluent_kafka.admin import (
        AdminClient,
        AlterConfigOpType,
        ConfigEntry,
        ConfigResource,
        NewTopic,
        ResourceType,
    )

    admin = AdminClient({"bootstrap.servers": cluster_thread.bootstrap})
    admin.create_topics([NewTopic("via-client", 1, 1)])["via-client"].result(10)
    target = ConfigResource(ResourceType.TOPIC, "via-client", incremental_configs=[
        ConfigEntry("retention.ms", "86400000",
                    incremental_operation=AlterConfigOpType.SET)])
    admin.incremental_alter_configs([target])[target].result(10)
    cluster_thread.wait_until(lambda: all(
        broker.metadata.topics["via-client"].configs.get("retention.ms") == "86400000"
        for broker in cluster_thread.brokers.values()))
    entries = admin.describe_configs([ConfigResource(ResourceType.TOPIC, "via-client")])
    described = next(iter(entries.values())).result(10)
    assert described["retention.ms"].value == "86400000"

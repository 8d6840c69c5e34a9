"""KIP-932 administration: group configs on GROUP resources (IncrementalAlterConfigs,
DescribeConfigs) and what they change for share groups (`share.auto.offset.reset`,
`share.delivery.count.limit`, `share.record.lock.duration.ms`), and the share-group offsets
APIs (DescribeShareGroupOffsets, AlterShareGroupOffsets, DeleteShareGroupOffsets), against
Kafka 4.4's group coordinator and share partitions.

Kafka lists a group's configs and the topics of an offsets answer in hash-map orders: those
lists are sorted before they are observed. A share partition's start offset reaches the share
coordinator with the write after the one that acknowledged its records (Kafka's SharePartition
moves it once the write is done), so offsets are described after the state settled."""

from __future__ import annotations

import asyncio

from kafkasim.protocol.messages.alter_share_group_offsets import (
    AlterShareGroupOffsetsRequest,
    AlterShareGroupOffsetsRequestPartition,
    AlterShareGroupOffsetsRequestTopic,
)
from kafkasim.protocol.messages.delete_share_group_offsets import (
    DeleteShareGroupOffsetsRequest,
    DeleteShareGroupOffsetsRequestTopic,
)
from kafkasim.protocol.messages.describe_configs import (
    DescribeConfigsRequest,
    DescribeConfigsResource,
)
from kafkasim.protocol.messages.describe_share_group_offsets import (
    DescribeShareGroupOffsetsRequest,
    DescribeShareGroupOffsetsRequestGroup,
    DescribeShareGroupOffsetsRequestTopic,
)
from kafkasim.protocol.messages.incremental_alter_configs import (
    AlterableConfig,
    AlterConfigsResource,
    IncrementalAlterConfigsRequest,
)
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.scenarios.share_fetch import ShareFetcher, acked
from tests.reference.fidelity.scenarios.share_groups import share_group_of

GROUP = "Share admin"
GROUP_RESOURCE = 32
SET, DELETE, APPEND = 0, 1, 2
ACCEPT, RELEASE = 1, 2


async def alter_group_configs(k, group: str, configs: dict, *, label: str, operation=SET,
                              validate_only: bool = False):
    request = IncrementalAlterConfigsRequest(resources=[AlterConfigsResource(
        resource_type=GROUP_RESOURCE, resource_name=group, configs=[
            AlterableConfig(name=key, config_operation=operation, value=value)
            for key, value in configs.items()])], validate_only=validate_only)
    return await k.send(k.any_broker(), request, 1, label=label)


async def settled_configs(k, group: str, expected: dict) -> None:
    """Wait until every broker's metadata has the group's configs (they arrive with the
    metadata log, after the controller answered)."""
    async def applied():
        for node_id in sorted(k.nodes):
            response = await k.request(k.nodes[node_id], DescribeConfigsRequest(resources=[
                DescribeConfigsResource(resource_type=GROUP_RESOURCE, resource_name=group,
                                        configuration_keys=list(expected))]), 4)
            values = {c.name: c.value for c in response.results[0].configs}
            if any(values.get(key) != value for key, value in expected.items()):
                return False
        return True

    await k.wait_until(applied, f"configs of {group} applied")


async def describe_group_configs(k, group: str, *, label: str, keys=None,
                                 synonyms: bool = True):
    response = await k.request(k.any_broker(), DescribeConfigsRequest(
        resources=[DescribeConfigsResource(resource_type=GROUP_RESOURCE, resource_name=group,
                                           configuration_keys=keys)],
        include_synonyms=synonyms, include_documentation=False), 4)
    for result in response.results:
        result.configs = [c for c in result.configs if c.name.startswith("share.")]
        result.configs.sort(key=lambda c: c.name)
    k.observe(label, response)


@scenario(GROUP, "IncrementalAlterConfigs on a group: share configs set, refused, deleted")
async def alter_configs(k):
    group = k.new_name("-configs")
    await alter_group_configs(k, group, {"share.auto.offset.reset": "earliest",
                                         "share.record.lock.duration.ms": "20000"},
                              label="set two share configs")
    cases = {
        "lock duration under ConfigDef's minimum": {"share.record.lock.duration.ms": "100"},
        "lock duration over the broker's maximum": {"share.record.lock.duration.ms": "99999"},
        "delivery count limit over the maximum": {"share.delivery.count.limit": "30"},
        "an unknown reset strategy": {"share.auto.offset.reset": "middle"},
        "a reset by duration": {"share.auto.offset.reset": "by_duration:PT1H"},
        "an unknown isolation level": {"share.isolation.level": "dirty"},
        "an unknown config name": {"share.no.such.config": "1"},
        "not a number": {"share.heartbeat.interval.ms": "often"},
    }
    for label, configs in cases.items():
        await alter_group_configs(k, group, configs, label=label)
    await alter_group_configs(k, "", {"share.auto.offset.reset": "earliest"},
                              label="the default group")
    await alter_group_configs(k, group, {"share.isolation.level": "read_committed"},
                              operation=APPEND, label="APPEND to a string config")
    await alter_group_configs(k, group, {"share.record.lock.duration.ms": None},
                              operation=DELETE, label="delete one")
    await settled_configs(k, group, {"share.auto.offset.reset": "by_duration:PT1H",
                                     "share.record.lock.duration.ms": "30000"})
    await describe_group_configs(k, group, label="DescribeConfigs of the group")


@scenario(GROUP, "DescribeConfigs of a group nobody configured")
async def describe_default_configs(k):
    group = k.new_name("-none")
    await describe_group_configs(k, group, label="every share config, with synonyms")
    await describe_group_configs(k, group, label="two keys, without synonyms",
                                 keys=["share.auto.offset.reset", "share.isolation.level"],
                                 synonyms=False)


@scenario(GROUP, "share.auto.offset.reset=earliest delivers the records before the group")
async def earliest(k):
    members, [topic] = await share_group_of(k)
    await k.produce(topic, 4)
    await alter_group_configs(k, members.group, {"share.auto.offset.reset": "earliest"},
                              label="earliest")
    await settled_configs(k, members.group, {"share.auto.offset.reset": "earliest"})
    await members.join("member-a", [topic.name])
    await members.settle("member-a")
    fetcher = ShareFetcher(k, members, topic)
    await fetcher.open(topic.partitions, label="the records from the log start")


@scenario(GROUP, "share.delivery.count.limit set on the group archives sooner")
async def delivery_count_limit(k):
    members, [topic] = await share_group_of(k)
    await alter_group_configs(k, members.group, {"share.delivery.count.limit": "2"},
                              label="limit 2")
    await settled_configs(k, members.group, {"share.delivery.count.limit": "2"})
    await members.join("member-a", [topic.name])
    await members.settle("member-a")
    fetcher = ShareFetcher(k, members, topic)
    await fetcher.open(topic.partitions)
    await k.produce(topic, 1)
    await fetcher.fetch(label="delivery 1")
    await fetcher.fetch(label="released, delivery 2", acks={0: [acked(0, 0, RELEASE)]})
    await fetcher.fetch(label="released at the limit: archived", acks={0: [acked(0, 0, RELEASE)]},
                        wait_ms=200)


@scenario(GROUP, "an acquisition lock that ends makes the records available again",
          timeout=90)
async def lock_expiry(k):
    members, [topic] = await share_group_of(k)
    await alter_group_configs(k, members.group, {"share.record.lock.duration.ms": "15000"},
                              label="the shortest lock the broker allows")
    await settled_configs(k, members.group, {"share.record.lock.duration.ms": "15000"})
    await members.join("member-a", [topic.name])
    await members.settle("member-a")
    fetcher = ShareFetcher(k, members, topic)
    await fetcher.open(topic.partitions)
    await k.produce(topic, 2)
    await fetcher.fetch(label="acquired with a 15 s lock")
    await asyncio.sleep(16)
    await fetcher.fetch(label="acquired again once the lock ended", wait_ms=2000)
    await fetcher.fetch(label="acknowledged", acks={0: [acked(0, 1, ACCEPT)]}, wait_ms=0)


def _offsets_request(group: str, topics: dict | None):
    return DescribeShareGroupOffsetsRequest(groups=[DescribeShareGroupOffsetsRequestGroup(
        group_id=group, topics=None if topics is None else [
            DescribeShareGroupOffsetsRequestTopic(topic_name=t, partitions=p)
            for t, p in topics.items()])])


async def describe_offsets(k, members, topics: dict | None, *, label: str, version: int = 1):
    response = await k.request(members.node, _offsets_request(members.group, topics), version)
    for group in response.groups:
        group.topics.sort(key=lambda t: t.topic_name)
        for topic in group.topics:
            topic.partitions.sort(key=lambda p: p.partition_index)
    k.observe(label, response)
    return response


@scenario(GROUP, "DescribeShareGroupOffsets before, while and after a member reads")
async def describe_share_offsets(k):
    members, [topic] = await share_group_of(k, partitions=2)
    # Kafka 4.3.1 sometimes never answers a describe naming partitions without state (a group
    # that does not exist, a topic that does not exist): only partitions with state are asked.
    wanted = {topic.name: [0]}
    await members.join("member-a", [topic.name])
    await members.settle("member-a")
    fetcher = ShareFetcher(k, members, topic)
    await fetcher.open([0])
    await k.produce(topic, 6)
    await fetcher.fetch(label="acquire")
    await fetcher.fetch(label="accept four", acks={0: [acked(0, 3, ACCEPT)]}, wait_ms=0)
    await describe_offsets(k, members, wanted, label="after four of six are done")
    await describe_offsets(k, members, wanted, label="v0 has no lag", version=0)



@scenario(GROUP, "AlterShareGroupOffsets needs an empty group, then moves its start offsets")
async def alter_share_offsets(k):
    members, [topic] = await share_group_of(k, partitions=2)
    await k.produce(topic, 5)
    await members.join("member-a", [topic.name])
    await members.settle("member-a")

    def alter(group, offsets):
        return AlterShareGroupOffsetsRequest(group_id=group, topics=[
            AlterShareGroupOffsetsRequestTopic(topic_name=t, partitions=[
                AlterShareGroupOffsetsRequestPartition(partition_index=p, start_offset=o)
                for p, o in parts.items()]) for t, parts in offsets.items()])

    await k.send(members.node, alter(members.group, {topic.name: {0: 2}}), 0,
                 label="a group with a member")
    await members.leave("member-a")
    missing = k.new_name("-missing")
    response = await k.request(members.node, alter(members.group, {
        topic.name: {0: 2, 1: 0, 9: 0}, missing: {0: 1}}), 0)
    response.responses.sort(key=lambda t: t.topic_name)
    k.observe("the empty group, with an unknown topic and partition", response)
    await describe_offsets(k, members, {topic.name: [0, 1]}, label="the new start offsets")
    await asyncio.sleep(1.4)  # past the assignment interval since the last assignment
    await members.join("member-a", [topic.name], label="member-a joins again")
    await members.settle("member-a")
    fetcher = ShareFetcher(k, members, topic)
    await fetcher.open([0], label="partition 0 from offset 2")


@scenario(GROUP, "DeleteShareGroupOffsets of unknown, busy and empty groups")
async def delete_share_offsets(k):
    members, [topic] = await share_group_of(k)
    missing = k.new_name("-missing")

    def delete(group, names):
        return DeleteShareGroupOffsetsRequest(group_id=group, topics=[
            DeleteShareGroupOffsetsRequestTopic(topic_name=n) for n in names])

    await k.send(members.node, delete(members.group, [topic.name]), 0, label="no such group")
    await members.join("member-a", [topic.name])
    await members.settle("member-a")
    await k.send(members.node, delete(members.group, [topic.name]), 0,
                 label="a group with a member")
    await members.leave("member-a")
    response = await k.request(members.node, delete(members.group, [topic.name, missing]), 0)
    response.responses.sort(key=lambda t: t.topic_name)
    k.observe("the empty group", response)
    await describe_offsets(k, members, {topic.name: [0]}, label="after the delete")

"""DescribeLogDirs: the replicas each broker holds, their sizes and offset lags, at every
version. Each broker's directory path and space are its own, so they are compared by
presence; the replicas are compared whole, for the scenario's own topics (other scenarios'
topics and the internal topics differ between the clusters by design)."""

from __future__ import annotations

from kafkasim.protocol.messages.describe_log_dirs import (
    DescribableLogDirTopic,
    DescribeLogDirsRequest,
)
from tests.reference.fidelity.registry import scenario

ADMIN = "Admin"


def describe_log_dirs(topics: dict[str, list[int]] | None) -> DescribeLogDirsRequest:
    return DescribeLogDirsRequest(topics=None if topics is None else [
        DescribableLogDirTopic(topic=name, partitions=partitions)
        for name, partitions in topics.items()])


def _normalised(response, names: set[str]):
    """The response with the directory's path and space by presence and only `names`."""
    for result in response.results:
        result.log_dir = "<dir>" if result.log_dir else ""
        for field in ("total_bytes", "usable_bytes"):
            setattr(result, field, "<present>" if getattr(result, field) >= 0
                    else getattr(result, field))
        result.topics = sorted((t for t in result.topics if t.name in names),
                               key=lambda t: t.name)
        for topic in result.topics:
            topic.partitions.sort(key=lambda p: p.partition_index)
    return response


async def _on_each_broker(k, request, version: int, names: set[str], label: str) -> None:
    for rack in ("a", "b", "c"):
        response = await k.request(k.broker(rack), request, version)
        k.observe(f"{label}, broker on rack {rack}", _normalised(response, names))


@scenario(ADMIN, "DescribeLogDirs of a topic's replicas on each broker")
async def replicas_on_each_broker(k):
    topic = await k.topic(partitions=2, replication_factor=2)
    await k.produce(topic, 5, partition=0)
    await k.produce(topic, 3, partition=1, size=200)
    for partition in topic.partitions:
        await k.settle(topic, partition)
    await _on_each_broker(k, describe_log_dirs({topic.name: [0, 1]}), 4, {topic.name},
                          "DescribeLogDirs v4")


@scenario(ADMIN, "DescribeLogDirs at every version")
async def every_version(k):
    topic = await k.topic()
    await k.produce(topic, 2)
    await k.settle(topic)
    for version in range(1, 6):
        response = await k.request(k.any_broker(), describe_log_dirs({topic.name: [0]}),
                                   version)
        k.observe(f"DescribeLogDirs v{version}", _normalised(response, {topic.name}))


@scenario(ADMIN, "DescribeLogDirs of all replicas")
async def all_replicas(k):
    topic = await k.topic(partitions=3)
    await k.produce(topic, 4, partition=2)
    await k.settle(topic, 2)
    await _on_each_broker(k, describe_log_dirs(None), 4, {topic.name},
                          "DescribeLogDirs v4, topics null")


@scenario(ADMIN, "DescribeLogDirs of partitions a broker does not hold and unknown topics")
async def not_held(k):
    topic = await k.topic(partitions=2, replication_factor=1)
    await _on_each_broker(
        k, describe_log_dirs({topic.name: [0, 1, 7], k.new_name("-missing"): [0]}), 4,
        {topic.name}, "DescribeLogDirs v4")
    response = await k.request(k.any_broker(), describe_log_dirs({}), 4)
    k.observe("DescribeLogDirs v4, no topics", _normalised(response, {topic.name}))

"""DescribeTopicPartitions (KIP-966): named and all topics, unknown and illegal names, paging by
ResponsePartitionLimit and cursors, invalid cursors, and a partition whose leader is gone."""

from __future__ import annotations

from kafkasim.protocol.messages.describe_topic_partitions import (
    DescribeTopicPartitionsRequest,
    DescribeTopicPartitionsRequestCursor,
    TopicRequest,
)
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.scenarios.groups import coordinator

ADMIN = "Admin"
DOWN = "Brokers down"


def describe(names, *, limit: int = 2000, cursor: tuple[str, int] | None = None
             ) -> DescribeTopicPartitionsRequest:
    return DescribeTopicPartitionsRequest(
        topics=[TopicRequest(name=name) for name in names],
        response_partition_limit=limit,
        cursor=None if cursor is None else DescribeTopicPartitionsRequestCursor(
            topic_name=cursor[0], partition_index=cursor[1]))


async def _pages(k, names, limit: int, label: str) -> None:
    """Follow NextCursor from the first page to the last, recording each page."""
    cursor = None
    for page in range(10):
        response = await k.send(k.any_broker(), describe(names, limit=limit, cursor=cursor), 0,
                                label=f"{label}, page {page}")
        if response is None or response.next_cursor is None:
            return
        cursor = (response.next_cursor.topic_name, response.next_cursor.partition_index)


@scenario(ADMIN, "DescribeTopicPartitions of named topics, in name order")
async def named_topics(k):
    first = await k.topic(partitions=3)
    second = await k.topic(partitions=2, replication_factor=2)
    await k.send(k.any_broker(), describe([second.name, first.name]), 0)


@scenario(ADMIN, "DescribeTopicPartitions of a topic named twice")
async def named_twice(k):
    topic = await k.topic(partitions=2)
    await k.send(k.any_broker(), describe([topic.name, topic.name]), 0)


@scenario(ADMIN, "DescribeTopicPartitions of all topics")
async def all_topics(k):
    topic = await k.topic(partitions=2)
    response = await k.request(k.any_broker(), describe([]), 0)
    # Other scenarios' topics and the internal ones differ between the clusters by design.
    response.topics = [t for t in response.topics if t.name == topic.name]
    k.observe("DescribeTopicPartitions v0 (this scenario's topic)", response)


@scenario(ADMIN, "DescribeTopicPartitions of an unknown, an illegal and an internal name")
async def unknown_illegal_internal(k):
    """Each cluster places its internal topics itself (Kafka's controller starts each topic's
    replica placement at a random broker), so an internal topic's partitions are compared by
    shape: the replicas and in-sync replicas as sets, and whether a replica leads."""
    await coordinator(k, k.new_name("-group"))  # __consumer_offsets exists and is loaded
    transactional_id = k.new_name("-txn")

    async def transaction_coordinator() -> bool:  # and so does __transaction_state
        answer = await k.request(k.any_broker(), FindCoordinatorRequest(
            key=transactional_id, key_type=1), 3)
        return answer.error_code == 0

    await k.wait_until(transaction_coordinator, "a transaction coordinator", timeout=60)
    response = await k.request(k.any_broker(), describe([
        k.new_name("-missing"), "bad/name", "__consumer_offsets", "__transaction_state"]), 0)
    for topic in response.topics:
        if topic.name.startswith("__"):
            for partition in topic.partitions:
                partition.leader_id = ("a replica" if partition.leader_id
                                       in partition.replica_nodes else partition.leader_id)
                partition.replica_nodes = sorted(partition.replica_nodes)
                partition.isr_nodes = sorted(partition.isr_nodes)
    k.observe("DescribeTopicPartitions v0", response)


@scenario(ADMIN, "DescribeTopicPartitions pages a topic two partitions at a time")
async def pages_within_a_topic(k):
    topic = await k.topic(partitions=5)
    await _pages(k, [topic.name], 2, "limit 2")


@scenario(ADMIN, "DescribeTopicPartitions page that ends with a topic names the next one")
async def page_ends_with_a_topic(k):
    first = await k.topic(partitions=2)
    second = await k.topic(partitions=2)
    await _pages(k, [first.name, second.name], 2, "limit 2")
    await _pages(k, [first.name, second.name], 3, "limit 3")


@scenario(ADMIN, "DescribeTopicPartitions from a cursor")
async def from_a_cursor(k):
    first = await k.topic(partitions=3)
    second = await k.topic(partitions=1)
    names = [first.name, second.name]
    await k.send(k.any_broker(), describe(names, cursor=(first.name, 1)), 0,
                 label="cursor at the first topic's partition 1")
    await k.send(k.any_broker(), describe(names, cursor=(second.name, 0)), 0,
                 label="cursor at the second topic")
    await k.send(k.any_broker(), describe(names, cursor=(first.name, 7)), 0,
                 label="cursor past the first topic's partitions")


@scenario(ADMIN, "DescribeTopicPartitions with invalid cursors")
async def invalid_cursors(k):
    topic = await k.topic()
    await k.send(k.any_broker(), describe([topic.name], cursor=(k.new_name("-other"), 0)), 0,
                 label="a cursor topic that is not requested")
    await k.send(k.any_broker(), describe([topic.name], cursor=(topic.name, -1)), 0,
                 label="a negative cursor partition")


@scenario(ADMIN, "DescribeTopicPartitions with a limit of 0 and -5")
async def tiny_limits(k):
    topic = await k.topic(partitions=2)
    for limit in (0, -5):
        await k.send(k.any_broker(), describe([topic.name], limit=limit), 0,
                     label=f"limit {limit}")


@scenario(DOWN, "DescribeTopicPartitions while a replica's broker is down", disruptive=True,
          timeout=180)
async def replica_down(k):
    topic = await k.topic(partitions=1)
    down = topic.follower()
    await k.stop_broker(down, controlled=False)

    async def fenced() -> bool:
        response = await k.request(k.any_broker(), describe([topic.name]), 0)
        return down.node_id not in response.topics[0].partitions[0].isr_nodes

    try:
        await k.wait_until(fenced, "the stopped broker out of the ISR", timeout=60)
        await k.send(k.any_broker(), describe([topic.name]), 0, label="a follower down")
    finally:
        await k.start_broker(down)

"""Classic-group helpers: a running cluster with `__consumer_offsets` created, the coordinator of
a group, and a coordinator failover."""

from __future__ import annotations

from contextlib import asynccontextmanager

from kafkasim.broker.cluster import Cluster
from kafkasim.broker.group.coordinator import OFFSETS_TOPIC
from kafkasim.broker.group.state import offsets_partition_for
from kafkasim.broker.nodes.broker import Broker
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest

BASE_CONFIG = {
    # Long enough for members started together to join the first generation together.
    "group.initial.rebalance.delay.ms": 200,
    "group.min.session.timeout.ms": 50,
    "offsets.topic.num.partitions": 3,
    "broker.heartbeat.interval.ms": 100,
    "broker.session.timeout.ms": 600,
}
WAIT = 10.0  # upper bound for anything that should happen; never a timing assertion


@asynccontextmanager
async def running_cluster(brokers: int = 1, **config):
    """A cluster of `brokers` brokers with a six-partition topic `orders` and `__consumer_offsets`
    created (by a first FindCoordinator, as Kafka does); yields (cluster, brokers)."""
    async with Cluster(brokers=brokers, config={**BASE_CONFIG, **config}) as cluster:
        await cluster.create_topic("orders", partitions=6)
        nodes = [cluster.brokers[node_id] for node_id in cluster.node_ids]
        connection = await KafkaConnection.connect("127.0.0.1", nodes[0].port)
        try:
            async def coordinator_found():
                found = await connection.send(FindCoordinatorRequest(key="probe"), 3)
                return found.error_code == ErrorCode.NONE
            await cluster.wait_until(coordinator_found, WAIT, interval=0.02)
        finally:
            await connection.close()
        await cluster.wait_for_metadata()
        yield cluster, nodes


def coordinator_of(nodes: list[Broker], group_id: str) -> Broker:
    partition = offsets_partition_for(group_id, nodes[0].groups.partition_count)
    leader = nodes[0].metadata.partition(OFFSETS_TOPIC, partition).leader
    return next(node for node in nodes if node.node_id == leader)


async def fail_over_coordinator(cluster, nodes, group_id):
    """Crash the group's coordinator and wait for the new leader of its __consumer_offsets
    partition to load it; returns (the surviving brokers, the new coordinator)."""
    old = coordinator_of(nodes, group_id)
    await cluster.stop_broker(old.node_id, controlled=False)
    survivors = [n for n in nodes if n is not old]
    partition = survivors[0].groups.partition_for(group_id)
    assert await survivors[0].controller_channel.wait_until(
        lambda: survivors[0].metadata.partition(OFFSETS_TOPIC, partition).leader
        not in (-1, old.node_id), WAIT)
    new = coordinator_of(survivors, group_id)
    assert await new.controller_channel.wait_until(
        lambda: partition in new.groups.owned_partitions, WAIT)
    return survivors, new

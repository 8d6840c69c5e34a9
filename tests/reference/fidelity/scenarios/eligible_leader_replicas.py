"""Eligible leader replicas (KIP-966) with brokers going down: what DescribeTopicPartitions
(EligibleLeaderReplicas, LastKnownElr) and Metadata (the ISR) say when the last ISR member's
broker is killed and restarted, when the ISR shrinks below min.insync.replicas, and after an
unclean election; and what min.insync.replicas changes do to the ELR (cleared) and which of them
are refused (Kafka's ConfigurationControlManager). A new Kafka 4.4 cluster finalizes
eligible.leader.replicas.version 1.

Brokers are killed (SIGKILL on the reference): the controller fences them after
broker.session.timeout.ms, and their restart is an unclean shutdown's (no PreviousBrokerEpoch).
Each scenario waits for the state it then records, and starts every broker it stopped."""

from __future__ import annotations

from kafkasim.protocol.messages.elect_leaders import ElectLeadersRequest, TopicPartitions
from kafkasim.protocol.messages.incremental_alter_configs import (
    AlterableConfig,
    AlterConfigsResource,
    IncrementalAlterConfigsRequest,
)
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.scenarios.describe_topic_partitions import describe
from tests.reference.fidelity.world import batch_of, metadata_request, produce_request

DOWN = "Brokers down"
ADMIN = "Admin"
TOPIC_RESOURCE, BROKER_RESOURCE = 2, 4
SET, DELETE = 0, 1


def _min_isr(resource_type: int, name: str, operation: int, value: str | None = None):
    return IncrementalAlterConfigsRequest(resources=[AlterConfigsResource(
        resource_type=resource_type, resource_name=name, configs=[AlterableConfig(
            name="min.insync.replicas", config_operation=operation, value=value)])])


async def _partition(k, topic):
    """Partition 0 as DescribeTopicPartitions shows it now (from a live broker)."""
    response = await k.request(k.any_broker(), describe([topic.name]), 0)
    return response.topics[0].partitions[0]


async def _until(k, topic, what: str, predicate, timeout: float = 60) -> None:
    async def holds() -> bool:
        return predicate(await _partition(k, topic))

    await k.wait_until(holds, what, timeout=timeout)


async def _record(k, topic, label: str) -> None:
    await k.send(k.any_broker(), describe([topic.name]), 0,
                 label=f"DescribeTopicPartitions: {label}")
    await k.send(k.any_broker(), metadata_request([topic.name]), 12, label=f"Metadata: {label}")


@scenario(DOWN, "the only replica's broker is killed, then restarted", disruptive=True,
          timeout=240)
async def sole_replica_killed(k):
    topic = await k.topic(replicas=[[2]])
    await k.produce(topic, 3)
    owner = k.nodes[2]
    await k.stop_broker(owner, controlled=False)
    try:
        await _until(k, topic, "the ISR empty", lambda p: p.leader_id == -1 and not p.isr_nodes)
        await _record(k, topic, "killed")
    finally:
        await k.start_broker(owner)
    await _until(k, topic, "a leader again", lambda p: p.leader_id == 2 and p.isr_nodes == [2])
    await k.settle(topic)
    await _record(k, topic, "restarted")


@scenario(DOWN, "min.insync.replicas=2: two followers killed, then restarted", disruptive=True,
          timeout=300)
async def followers_killed_below_min_isr(k):
    topic = await k.topic(replicas=[[1, 2, 3]], config={"min.insync.replicas": 2})
    await k.produce(topic, 3)
    second, third = k.nodes[2], k.nodes[3]
    stopped = []
    try:
        await k.stop_broker(third, controlled=False)
        stopped.append(third)
        await _until(k, topic, "broker 3 out of the ISR", lambda p: 3 not in p.isr_nodes)
        await _record(k, topic, "one follower killed")
        await k.stop_broker(second, controlled=False)
        stopped.append(second)
        await _until(k, topic, "broker 2 out of the ISR", lambda p: 2 not in p.isr_nodes)
        await _record(k, topic, "both followers killed")
        await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(3, 1)), 10,
                     label="Produce v10 acks=all below the minimum ISR")
        await k.start_broker(second)
        stopped.remove(second)
        await _until(k, topic, "broker 2 back in the ISR", lambda p: 2 in p.isr_nodes)
        await _record(k, topic, "one follower back")
    finally:
        for node in stopped:
            await k.start_broker(node)
    await k.wait_in_sync(topic)
    await _record(k, topic, "both followers back")


@scenario(DOWN, "unclean ElectLeaders of a partition whose eligible replica is down",
          disruptive=True, timeout=300)
async def unclean_election_with_elr(k):
    topic = await k.topic(replicas=[[2, 3]], config={"min.insync.replicas": 2})
    await k.produce(topic, 3)
    second, third = k.nodes[2], k.nodes[3]
    stopped = []
    try:
        await k.stop_broker(third, controlled=False)
        stopped.append(third)
        await _until(k, topic, "broker 3 out of the ISR", lambda p: p.isr_nodes == [2])
        await k.stop_broker(second, controlled=False)
        stopped.append(second)
        await _until(k, topic, "no leader", lambda p: p.leader_id == -1)
        await _record(k, topic, "both replicas killed")
        await k.start_broker(third)
        stopped.remove(third)
        await _record(k, topic, "the replica killed first restarted")
        await k.send(k.any_broker(), ElectLeadersRequest(
            election_type=1, timeout_ms=15_000,
            topic_partitions=[TopicPartitions(topic=topic.name, partitions=[0])]), 2,
            label="ElectLeaders unclean")
        await _until(k, topic, "broker 3 leads", lambda p: p.leader_id == 3)
        await _record(k, topic, "after the unclean election")
    finally:
        for node in stopped:
            await k.start_broker(node)
    await k.wait_in_sync(topic)
    await _record(k, topic, "both replicas back")


@scenario(ADMIN, "min.insync.replicas of one broker, or removed cluster-wide, with ELR on")
async def min_isr_changes_refused(k):
    node = k.any_broker()
    await k.send(node, _min_isr(BROKER_RESOURCE, str(node.node_id), SET, "2"), 1,
                 label="a broker's own min.insync.replicas set")
    await k.send(node, _min_isr(BROKER_RESOURCE, str(node.node_id), DELETE), 1,
                 label="a broker's own min.insync.replicas deleted")
    await k.send(node, _min_isr(BROKER_RESOURCE, "", DELETE), 1,
                 label="the cluster-wide min.insync.replicas deleted")


@scenario(DOWN, "a topic's min.insync.replicas changed while its ELR is not empty",
          disruptive=True, timeout=300)
async def min_isr_change_clears_elr(k):
    topic = await k.topic(replicas=[[1, 2, 3]], config={"min.insync.replicas": 2})
    await k.produce(topic, 3)
    second, third = k.nodes[2], k.nodes[3]
    stopped = []
    try:
        await k.stop_broker(third, controlled=False)
        stopped.append(third)
        await _until(k, topic, "broker 3 out of the ISR", lambda p: p.isr_nodes == [1, 2])
        await k.stop_broker(second, controlled=False)
        stopped.append(second)
        await _until(k, topic, "broker 2 eligible", lambda p: p.eligible_leader_replicas == [2])
        await _record(k, topic, "ISR below the minimum")
        await k.send(k.any_broker(), _min_isr(TOPIC_RESOURCE, topic.name, SET, "3"), 1,
                     label="the topic's min.insync.replicas changed")
        await _until(k, topic, "the ELR cleared", lambda p: not p.eligible_leader_replicas)
        await _record(k, topic, "after the change")
    finally:
        for node in stopped:
            await k.start_broker(node)
    await k.wait_in_sync(topic)
    await _record(k, topic, "both followers back")


@scenario(DOWN, "both replicas shut down cleanly: the eligible replica back first leads",
          disruptive=True, timeout=300)
async def clean_shutdowns_keep_the_elr(k):
    """A clean shutdown (SIGTERM on the reference: Kafka writes its clean shutdown file and
    registers again with PreviousBrokerEpoch) keeps the broker eligible, so the replica that
    returns first leads from the ELR; after a kill it would not (see the unclean election
    scenario above)."""
    topic = await k.topic(replicas=[[2, 3]], config={"min.insync.replicas": 2})
    await k.produce(topic, 3)
    second, third = k.nodes[2], k.nodes[3]
    stopped = []
    try:
        await k.stop_broker(third, controlled=True)
        stopped.append(third)
        await _until(k, topic, "broker 3 out of the ISR", lambda p: p.isr_nodes == [2])
        await k.stop_broker(second, controlled=True)
        stopped.append(second)
        await _until(k, topic, "no leader", lambda p: p.leader_id == -1)
        await _record(k, topic, "both replicas shut down")
        await k.start_broker(third)
        stopped.remove(third)
        await _until(k, topic, "broker 3 leads", lambda p: p.leader_id == 3)
        await _record(k, topic, "the replica shut down first restarted")
    finally:
        for node in stopped:
            await k.start_broker(node)
    await k.wait_in_sync(topic)
    await _record(k, topic, "both replicas back")

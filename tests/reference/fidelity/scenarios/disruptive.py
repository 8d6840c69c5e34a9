"""Scenarios that stop brokers or move leaders; they run after every other scenario, in order.

A leader move is seen through what clients are told (KIP-951 CurrentLeader and NodeEndpoints,
KIP-320 fencing, KIP-101 epoch end offsets) and what Metadata lists; brokers going away through
the high watermark, acks=all and the replicas Metadata reports offline."""

from __future__ import annotations

import asyncio

from kafkasim.protocol.messages.alter_partition_reassignments import (
    AlterPartitionReassignmentsRequest,
    ReassignablePartition,
    ReassignableTopic,
)
from kafkasim.protocol.messages.elect_leaders import ElectLeadersRequest, TopicPartitions
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import (
    batch_of,
    fetch_request,
    list_offsets_request,
    metadata_request,
    offset_for_leader_epoch_request,
    produce_request,
)

MOVES = "Leader moves"
DOWN = "Brokers down"


async def _metadata(k, topic, label):
    await k.send(k.any_broker(), metadata_request([topic.name]), 12, label=label)


async def _as_clients_see_it(k, topic, stale_epoch: int, label: str):
    """What a client with a stale view is told, by produce, fetch, ListOffsets and
    OffsetForLeaderEpoch, at the broker it believed was the leader and at the new leader."""
    new_leader = topic.leader()
    others = [n for n in topic.followers() if n.node_id not in k.stopped]
    if others:
        stale = others[0]
        await k.send(stale, produce_request(topic.name, 0, batch_of(90, 1)), 10,
                     label=f"{label}: Produce v10 to a follower")
        await k.send(stale, fetch_request(topic, {0: 0}, current_leader_epoch=stale_epoch),
                     16, label=f"{label}: Fetch v16 to a follower with the old epoch")
    await k.send(new_leader, fetch_request(topic, {0: 0}, current_leader_epoch=stale_epoch), 16,
                 label=f"{label}: Fetch v16 to the leader with the old epoch")
    await k.send(new_leader, fetch_request(topic, {0: 0}, current_leader_epoch=stale_epoch), 12,
                 label=f"{label}: Fetch v12 to the leader with the old epoch")
    await k.send(new_leader, list_offsets_request(topic.name, -1,
                                                  current_leader_epoch=stale_epoch), 7,
                 label=f"{label}: ListOffsets with the old epoch")
    await k.send(new_leader, offset_for_leader_epoch_request(
        topic.name, {0: stale_epoch}, current_leader_epoch=stale_epoch), 4,
        label=f"{label}: OffsetForLeaderEpoch with the old epoch as current (fenced)")
    await k.send(new_leader, offset_for_leader_epoch_request(
        topic.name, {0: stale_epoch}, current_leader_epoch=stale_epoch + 1), 4,
        label=f"{label}: OffsetForLeaderEpoch of the old epoch")


@scenario(MOVES, "controlled shutdown of the leader, then ElectLeaders moves it back",
          disruptive=True, timeout=240)
async def leader_moves(k):
    topic = await k.topic()
    await k.produce(topic, 5, batches=2)
    first_leader = topic.leader()
    await _metadata(k, topic, "before")
    await k.stop_broker(first_leader, controlled=True)
    await k.wait_until(lambda: _leader_is_not(k, topic, first_leader.node_id), "a new leader")
    await k.wait_in_sync(topic)
    await asyncio.sleep(0.5)
    await _metadata(k, topic, "after the controlled shutdown")
    await _as_clients_see_it(k, topic, 0, "moved")
    await k.produce(topic, 2)
    await k.start_broker(first_leader)
    await k.wait_in_sync(topic)
    await k.settle(topic)
    await _metadata(k, topic, "the old leader back, in sync, not leading")
    await k.send(first_leader, produce_request(topic.name, 0, batch_of(91, 1)), 10,
                 label="Produce v10 to the old leader")
    moved_epoch = await _epoch(k, topic)
    await k.send(k.any_broker(), ElectLeadersRequest(
        election_type=0, timeout_ms=15_000,
        topic_partitions=[TopicPartitions(topic=topic.name, partitions=[0])]), 2,
        label="ElectLeaders preferred")
    await k.wait_until(lambda: _leader_is(k, topic, first_leader.node_id), "the preferred leader")
    await k.wait_in_sync(topic)
    await asyncio.sleep(0.5)  # metadata reached every broker; let their replicas follow it
    await _metadata(k, topic, "after ElectLeaders")
    await _as_clients_see_it(k, topic, moved_epoch, "back")
    await k.send(k.any_broker(), ElectLeadersRequest(
        election_type=0, timeout_ms=15_000,
        topic_partitions=[TopicPartitions(topic=topic.name, partitions=[0])]), 2,
        label="ElectLeaders preferred again")
    await k.send(topic.leader(), offset_for_leader_epoch_request(
        topic.name, {0: 0, }), 4, label="end offset of epoch 0")


async def _epoch(k, topic) -> int:
    response = await k.request(k.any_broker(), metadata_request([topic.name]), 12)
    return response.topics[0].partitions[0].leader_epoch


async def _leader_is(k, topic, node_id: int) -> bool:
    await k.refresh(topic)
    return k.leaders[(topic.name, 0)] == node_id


async def _leader_is_not(k, topic, node_id: int) -> bool:
    await k.refresh(topic)
    return k.leaders[(topic.name, 0)] not in (node_id, -1)


@scenario(MOVES, "partition reassignment reorders the replicas, ElectLeaders follows",
          disruptive=True, timeout=120)
async def reassignment(k):
    topic = await k.topic()
    await k.produce(topic, 3)
    replicas = topic.replicas[0]
    reordered = [replicas[1], replicas[0], replicas[2]]
    answer = await k.send(k.any_broker(), AlterPartitionReassignmentsRequest(
        timeout_ms=15_000, topics=[ReassignableTopic(name=topic.name, partitions=[
            ReassignablePartition(partition_index=0, replicas=reordered)])]), 0)
    if answer is None:
        return
    await k.wait_until(lambda: _replicas_are(k, topic, reordered), "the replicas reordered")
    await k.send(k.any_broker(), ElectLeadersRequest(
        election_type=0, timeout_ms=15_000,
        topic_partitions=[TopicPartitions(topic=topic.name, partitions=[0])]), 2,
        label="ElectLeaders preferred")
    await k.wait_until(lambda: _leader_is(k, topic, reordered[0]), "the new preferred leader")
    topic.replicas[0] = reordered
    await k.wait_in_sync(topic)
    await _metadata(k, topic, "after the reassignment and election")
    await _as_clients_see_it(k, topic, 0, "reassigned")


async def _replicas_are(k, topic, replicas) -> bool:
    response = await k.request(k.any_broker(), metadata_request([topic.name]), 12)
    return list(response.topics[0].partitions[0].replica_nodes) == replicas


@scenario(DOWN, "both followers killed: high watermark, acks=all, ISR and offline replicas",
          disruptive=True, timeout=240)
async def followers_killed(k):
    topic = await k.topic(config={"min.insync.replicas": 2})
    await k.produce(topic, 4)
    leader = topic.leader()
    followers = topic.followers()
    await asyncio.gather(*(k.stop_broker(f, controlled=False) for f in followers))
    await k.send(leader, produce_request(topic.name, 0, batch_of(4, 3), acks=1), 9,
                 label="acks=1 while the followers are gone")
    for label, replica_id, isolation in (("consumer", -1, 0), ("read_committed", -1, 1),
                                         ("debugging replica -2", -2, 0),
                                         ("a follower's id", followers[0].node_id, 0)):
        await k.send(leader, list_offsets_request(topic.name, -1, replica_id=replica_id,
                                                  isolation_level=isolation), 7,
                     label=f"latest as {label}, before the ISR shrinks")
    await k.send(leader, fetch_request(topic, {0: 5}), 12,
                 label="Fetch between the high watermark and the log end")
    await k.send(leader, produce_request(topic.name, 0, batch_of(7, 1), acks=-1,
                                         timeout_ms=500), 9,
                 label="acks=all times out before the ISR shrinks")

    async def shrunk():
        response = await k.request(leader, metadata_request([topic.name]), 12)
        return len(response.topics[0].partitions[0].isr_nodes) == 1

    await k.wait_until(shrunk, "the ISR shrinks to the leader", timeout=60)
    # Metadata shows the shrink before the leader's partition has applied it (Kafka updates
    # its metadata cache and its partitions separately): give it a moment, a long one, as a
    # loaded machine (load average 15) once took more than 1.5 s.
    await asyncio.sleep(5)
    await k.send(leader, metadata_request([topic.name]), 12, label="Metadata with the ISR shrunk")
    # Below min.insync.replicas the high watermark stays where it was (KIP-966).
    await k.send(leader, list_offsets_request(topic.name, -1), 7,
                 label="latest once the ISR shrank below min.insync.replicas")
    await k.send(leader, produce_request(topic.name, 0, batch_of(8, 1), acks=-1), 9,
                 label="acks=all below min.insync.replicas")
    await k.send(leader, produce_request(topic.name, 0, batch_of(8, 1), acks=1), 9,
                 label="acks=1 below min.insync.replicas")
    await asyncio.gather(*(k.start_broker(f) for f in followers))
    await k.wait_in_sync(topic, timeout=90)
    await k.settle(topic)
    await k.send(leader, metadata_request([topic.name]), 12, label="Metadata, all back")
    await k.send(leader, list_offsets_request(topic.name, -1), 7, label="latest, all back")


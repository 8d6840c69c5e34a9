"""The controller: metadata log over Fetch, registration, heartbeats, fencing, elections,
AlterPartition — every exchange over TCP on the controller listener."""

from __future__ import annotations

import asyncio
import time
import uuid
from uuid import uuid4

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.broker.controller.placement import assign_replicas, rack_alternated
from kafkasim.broker.metadata.log import METADATA_TOPIC_ID
from kafkasim.broker.metadata.records import decode_record
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.alter_partition import (
    AlterPartitionRequest,
    AlterPartitionRequestPartitionData,
    AlterPartitionRequestTopicData,
    BrokerState,
)
from kafkasim.protocol.messages.broker_heartbeat import BrokerHeartbeatRequest
from kafkasim.protocol.messages.broker_registration import BrokerRegistrationRequest, Listener
from kafkasim.protocol.messages.describe_quorum import (
    DescribeQuorumRequest,
    DescribeQuorumRequestPartitionData,
    DescribeQuorumRequestTopicData,
)
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic, ReplicaState
from kafkasim.protocol.records import iter_batches, iter_records
from tests.helpers.cluster import TEST_CLUSTER_CONFIG


async def to_controller(cluster, request, version):
    connection = await KafkaConnection.connect(cluster.controller.host, cluster.controller.port)
    try:
        return await connection.send(request, version)
    finally:
        await connection.close()


async def to_broker(cluster, node_id, request, version):
    broker = cluster.brokers[node_id]
    connection = await KafkaConnection.connect(broker.host, broker.port)
    try:
        return await connection.send(request, version)
    finally:
        await connection.close()


def metadata_fetch(offset: int, max_wait_ms: int = 0, topic_id=METADATA_TOPIC_ID, partition=0):
    return FetchRequest(
        replica_state=ReplicaState(replica_id=99), max_wait_ms=max_wait_ms, min_bytes=1,
        topics=[FetchTopic(topic_id=topic_id, partitions=[
            FetchPartition(partition=partition, fetch_offset=offset,
                           partition_max_bytes=1 << 20)])])


def records_of(partition_data) -> list[tuple[int, dict]]:
    out = []
    for header, batch in iter_batches(partition_data.records or b""):
        out.extend((r.offset(header), decode_record(r.value)) for r in iter_records(batch))
    return out


# --- the metadata log --------------------------------------------------------------------


async def test_metadata_log_is_served_over_fetch_from_offset_zero(cluster):
    """Verifies that the controller serves __cluster_metadata by Kafka's metadata topic id: the
    cluster record, every broker's registration (epoch = its record's offset) and unfencing."""
    response = await to_controller(cluster, metadata_fetch(0), 16)
    data = response.responses[0].partitions[0]
    assert data.error_code == ErrorCode.NONE
    entries = records_of(data)
    assert entries[0][1] == {"type": "cluster", "cluster_id": cluster.controller.cluster_id}
    registrations = {r["node_id"]: (offset, r) for offset, r in entries
                     if r["type"] == "register_broker"}
    assert sorted(registrations) == [1, 2, 3]
    for offset, record in registrations.values():
        assert record["epoch"] == offset
    assert data.high_watermark == cluster.controller.log.end_offset == entries[-1][0] + 1


async def test_metadata_fetch_long_polls_until_the_next_change(cluster):
    """Verifies KRaft observer long-polling: a fetch at the log end waits for the next append
    and returns it (here a topic creation)."""
    end = cluster.controller.log.end_offset
    pending = asyncio.ensure_future(to_controller(cluster, metadata_fetch(end, 10_000), 16))
    await asyncio.sleep(0)
    await cluster.create_topic("wakes-fetch", partitions=2, replication_factor=1)
    response = await asyncio.wait_for(pending, 5)
    types = [record["type"] for _, record in records_of(response.responses[0].partitions[0])]
    assert types == ["topic", "partition", "partition"]


@pytest.mark.parametrize(
    ("request_", "expected"),
    [
        (metadata_fetch(0, topic_id=uuid.uuid4()), ErrorCode.UNKNOWN_TOPIC_ID),
        (metadata_fetch(0, partition=1), ErrorCode.UNKNOWN_TOPIC_OR_PARTITION),
        (metadata_fetch(10**9), ErrorCode.OFFSET_OUT_OF_RANGE),
    ],
    ids=["unknown-topic-id", "unknown-partition", "beyond-log-end"],
)
async def test_metadata_fetch_errors(cluster, request_, expected):
    """Verifies the controller's Fetch errors: unknown topic id, unknown partition, and an offset
    past the log end (OFFSET_OUT_OF_RANGE)."""
    response = await to_controller(cluster, request_, 16)
    assert response.responses[0].partitions[0].error_code == expected


# --- registration and heartbeats ---------------------------------------------------------


def registration(cluster, node_id: int, *, cluster_id=None, incarnation=None, rack="z"):
    return BrokerRegistrationRequest(
        broker_id=node_id, cluster_id=cluster_id or cluster.controller.cluster_id,
        incarnation_id=incarnation or uuid.uuid4(),
        listeners=[Listener(name="PLAINTEXT", host="127.0.0.1", port=1, security_protocol=0)],
        rack=rack)


async def test_registration_refusals(cluster):
    """Verifies Kafka's registration checks: another cluster id gets INCONSISTENT_CLUSTER_ID and
    a new incarnation of a live, unfenced broker gets DUPLICATE_BROKER_REGISTRATION."""
    response = await to_controller(cluster, registration(cluster, 7, cluster_id="other"), 4)
    assert response.error_code == ErrorCode.INCONSISTENT_CLUSTER_ID
    response = await to_controller(cluster, registration(cluster, 1), 4)
    assert response.error_code == ErrorCode.DUPLICATE_BROKER_REGISTRATION


async def test_new_broker_registers_fenced_and_is_unfenced_once_caught_up(cluster):
    """Verifies the KRaft broker lifecycle: a registration is fenced with epoch = its record's
    offset; a heartbeat behind that offset stays fenced, a caught-up one unfences; a wrong
    epoch gets STALE_BROKER_EPOCH."""
    incarnation = uuid.uuid4()
    response = await to_controller(cluster, registration(cluster, 9, incarnation=incarnation), 4)
    assert response.error_code == ErrorCode.NONE
    epoch = response.broker_epoch
    assert cluster.controller.metadata.brokers[9].fenced
    again = await to_controller(cluster, registration(cluster, 9, incarnation=incarnation), 4)
    assert again.broker_epoch == epoch  # a retried registration keeps its epoch

    behind = await to_controller(cluster, BrokerHeartbeatRequest(
        broker_id=9, broker_epoch=epoch, current_metadata_offset=epoch - 1), 1)
    assert (behind.is_caught_up, behind.is_fenced) == (False, True)
    caught_up = await to_controller(cluster, BrokerHeartbeatRequest(
        broker_id=9, broker_epoch=epoch, current_metadata_offset=epoch), 1)
    assert (caught_up.error_code, caught_up.is_caught_up, caught_up.is_fenced) == (0, True, False)
    assert not cluster.controller.metadata.brokers[9].fenced
    stale = await to_controller(cluster, BrokerHeartbeatRequest(
        broker_id=9, broker_epoch=epoch + 1, current_metadata_offset=epoch), 1)
    assert stale.error_code == ErrorCode.STALE_BROKER_EPOCH
    # Broker 9 never heartbeats again: its session expires and it is fenced.
    await cluster.wait_until(lambda: cluster.controller.metadata.brokers[9].fenced, 5)


async def test_want_shut_down_moves_leadership_and_fences(cluster):
    """Verifies controlled shutdown (WantShutDown): the broker leaves every ISR, its leaderships
    move to the next ISR member with a bumped leader epoch, and it is told ShouldShutDown."""
    topic = await cluster.create_topic("shutdown", partitions=3, replication_factor=3)
    led = {p.partition: p.leader_epoch for p in topic.partitions.values() if p.leader == 2}
    channel = cluster.brokers[2].controller_channel
    assert await channel.controlled_shutdown()
    after = cluster.controller.metadata.topics["shutdown"].partitions
    assert cluster.controller.metadata.brokers[2].fenced
    for index, partition in after.items():
        assert 2 not in partition.isr and partition.leader != 2
        if index in led:
            assert partition.leader_epoch == led[index] + 1
            assert partition.leader == partition.isr[0]


# --- fencing and elections ---------------------------------------------------------------


async def test_session_timeout_fences_a_crashed_leader_and_elects_from_the_isr(cluster):
    """Verifies that a broker whose heartbeats stop is fenced after broker.session.timeout.ms,
    and its partitions elect the next ISR member with the leader epoch bumped."""
    topic = await cluster.create_topic("crash", partitions=1, replication_factor=3)
    before = topic.partitions[0]
    await cluster.stop_broker(before.leader, controlled=False)
    await cluster.wait_until(
        lambda: cluster.controller.metadata.partition("crash", 0).leader not in
        (before.leader, -1), 5)
    after = cluster.controller.metadata.partition("crash", 0)
    assert after.leader_epoch == before.leader_epoch + 1
    assert before.leader not in after.isr
    assert cluster.controller.metadata.brokers[before.leader].fenced


async def test_a_stalled_process_fences_no_live_broker(cluster):
    """Verifies that the controller counts only time in which it could take heartbeats: a
    stall of the whole process (the brokers and the controller share its loop, as on a loaded
    machine) longer than broker.session.timeout.ms fences nobody and moves no leadership, and
    a broker whose heartbeats really stopped is still fenced afterwards."""
    topic = await cluster.create_topic("stall", partitions=1, replication_factor=3)
    before = topic.partitions[0]
    time.sleep(1.5)  # blocks the loop: no heartbeat is sent or read meanwhile
    await asyncio.sleep(1.0)  # the controller's checks after the stall, heartbeats resumed
    assert not any(info.fenced for info in cluster.controller.metadata.brokers.values())
    assert cluster.controller.metadata.partition("stall", 0).leader_epoch == before.leader_epoch
    await cluster.stop_broker(before.leader, controlled=False)
    await cluster.wait_until(lambda: cluster.controller.metadata.brokers[before.leader].fenced, 5)


async def test_last_isr_member_becomes_eligible_and_leads_again_on_return(cluster):
    """Verifies KIP-966 with eligible.leader.replicas.version 1 (a new Kafka 4.4 cluster's
    level): fencing the last ISR member empties the ISR, leaves the partition without a leader
    and makes the member an eligible leader replica and the last known leader; its return
    (after a clean shutdown) makes it leader again with an ISR of itself and clears both."""
    await cluster.create_topic("solo", partitions=1, replication_factor=1)
    owner = cluster.leader_of("solo")
    await cluster.stop_broker(owner, controlled=True)
    info = cluster.controller.metadata.partition("solo", 0)
    assert (info.leader, info.isr, info.eligible_leader_replicas, info.last_known_elr) == (
        -1, [], [owner], [owner])
    await cluster.start_broker(owner)
    info = cluster.controller.metadata.partition("solo", 0)
    assert (info.leader, info.isr, info.eligible_leader_replicas, info.last_known_elr) == (
        owner, [owner], [], [])


async def test_unclean_topic_config_elects_a_replica_outside_the_isr():
    """Verifies unclean.leader.election.enable=true on a topic: when the only ISR member is
    gone, the controller elects a live replica outside the ISR and the ISR becomes just it."""
    async with Cluster(brokers=2, racks=("a", "b"), config=TEST_CLUSTER_CONFIG) as cluster:
        await cluster.create_topic("dirty", partitions=1, replication_factor=2,
                                   configs={"unclean.leader.election.enable": True})
        leader = cluster.leader_of("dirty")
        other = 3 - leader
        await cluster.stop_broker(other)  # the ISR shrinks to the leader alone
        await cluster.stop_broker(leader)  # leaderless, ISR [leader]
        assert cluster.controller.metadata.partition("dirty", 0).leader == -1
        await cluster.start_broker(other)
        info = cluster.controller.metadata.partition("dirty", 0)
        assert (info.leader, info.isr) == (other, [other])


# --- AlterPartition ----------------------------------------------------------------------


def alter(cluster, topic: str, *, sender=None, broker_epoch=None, leader_epoch=None,
          partition_epoch=None, isr=None, isr_epochs=None):
    info = cluster.controller.metadata.partition(topic, 0)
    brokers = cluster.controller.metadata.brokers
    sender = info.leader if sender is None else sender
    isr = info.isr if isr is None else isr
    return AlterPartitionRequest(
        broker_id=sender,
        broker_epoch=brokers[sender].epoch if broker_epoch is None else broker_epoch,
        topics=[AlterPartitionRequestTopicData(topic_id=info.topic_id, partitions=[
            AlterPartitionRequestPartitionData(
                partition_index=0,
                leader_epoch=info.leader_epoch if leader_epoch is None else leader_epoch,
                partition_epoch=info.partition_epoch if partition_epoch is None
                else partition_epoch,
                new_isr_with_epochs=[
                    BrokerState(broker_id=r, broker_epoch=(isr_epochs or {}).get(
                        r, brokers[r].epoch if r in brokers else -1)) for r in isr])])])


async def test_alter_partition_commits_a_shrink_with_a_new_partition_epoch(cluster):
    """Verifies that a valid AlterPartition from the leader commits the new ISR, bumps the
    partition epoch but not the leader epoch, and answers the committed state (KIP-497)."""
    topic = await cluster.create_topic("alter", partitions=1, replication_factor=3)
    info = topic.partitions[0]
    new_isr = [info.leader, next(r for r in info.isr if r != info.leader)]
    response = await to_controller(cluster, alter(cluster, "alter", isr=new_isr), 3)
    result = response.topics[0].partitions[0]
    assert result.error_code == ErrorCode.NONE
    assert (result.leader_id, result.leader_epoch, result.isr, result.partition_epoch) == (
        info.leader, info.leader_epoch, new_isr, info.partition_epoch + 1)


async def test_alter_partition_refusals(cluster):
    """Verifies AlterPartition's checks as Kafka orders them: stale broker epoch, older leader
    epoch (FENCED_LEADER_EPOCH), newer epochs (NOT_CONTROLLER), non-leader sender
    (INVALID_REQUEST), older partition epoch (INVALID_UPDATE_VERSION), an ISR without the leader
    or outside the replicas (INVALID_REQUEST), and ineligible members (INELIGIBLE_REPLICA)."""
    topic = await cluster.create_topic("refuse", partitions=1, replication_factor=2)
    info = topic.partitions[0]
    follower = next(r for r in info.replicas if r != info.leader)
    outsider = next(r for r in (1, 2, 3) if r not in info.replicas)
    cases = [
        (alter(cluster, "refuse", broker_epoch=12345), "top", ErrorCode.STALE_BROKER_EPOCH),
        (alter(cluster, "refuse", leader_epoch=info.leader_epoch - 1), "partition",
         ErrorCode.FENCED_LEADER_EPOCH),
        (alter(cluster, "refuse", leader_epoch=info.leader_epoch + 1), "partition",
         ErrorCode.NOT_CONTROLLER),
        (alter(cluster, "refuse", sender=follower), "partition", ErrorCode.INVALID_REQUEST),
        (alter(cluster, "refuse", partition_epoch=info.partition_epoch - 1), "partition",
         ErrorCode.INVALID_UPDATE_VERSION),
        (alter(cluster, "refuse", isr=[follower]), "partition", ErrorCode.INVALID_REQUEST),
        (alter(cluster, "refuse", isr=[info.leader, outsider]), "partition",
         ErrorCode.INVALID_REQUEST),
        (alter(cluster, "refuse", isr=[info.leader, follower], isr_epochs={follower: 424242}),
         "partition", ErrorCode.INELIGIBLE_REPLICA),
    ]
    for request, level, expected in cases:
        response = await to_controller(cluster, request, 3)
        code = (response.error_code if level == "top"
                else response.topics[0].partitions[0].error_code)
        assert code == expected, (expected, code)


async def test_alter_partition_v2_new_isr_without_epochs(cluster):
    """Verifies AlterPartition v2 states NewIsr without broker epochs (v3 adds them, KIP-903),
    and an unknown topic id gets UNKNOWN_TOPIC_ID (KIP-841; Kafka 4 serves v2-3 only)."""
    topic = await cluster.create_topic("by-id", partitions=1, replication_factor=2)
    info = topic.partitions[0]
    sender = info.leader
    request = AlterPartitionRequest(
        broker_id=sender, broker_epoch=cluster.controller.metadata.brokers[sender].epoch,
        topics=[AlterPartitionRequestTopicData(topic_id=topic_id, partitions=[
            AlterPartitionRequestPartitionData(
                partition_index=0, leader_epoch=info.leader_epoch, new_isr=list(info.isr),
                partition_epoch=info.partition_epoch)]) for topic_id in (topic.topic_id, uuid4())])
    response = await to_controller(cluster, request, 2)
    known, unknown = (t.partitions[0] for t in response.topics)
    assert known.error_code == ErrorCode.NONE and known.isr == info.isr
    assert unknown.error_code == ErrorCode.UNKNOWN_TOPIC_ID


# --- placement (pure logic, table tests) -------------------------------------------------


def test_rack_alternated_order():
    """Verifies Kafka's rack-alternated broker list: racks in turn, brokers sorted per rack."""
    brokers = {1: "a", 2: "a", 3: "b", 4: "b", 5: "c", 6: "c"}
    assert rack_alternated(brokers) == [1, 3, 5, 2, 4, 6]


@pytest.mark.parametrize("start", range(6))
def test_rack_aware_placement_puts_replicas_on_distinct_racks(start):
    """Verifies rack-aware assignment (AdminUtils): every partition's replicas sit on distinct
    racks, and leaders are spread evenly over the brokers."""
    brokers = {1: "a", 2: "a", 3: "b", 4: "b", 5: "c", 6: "c"}
    assignment = assign_replicas(brokers, 12, 3, start_index=start)
    for replicas in assignment.values():
        assert len({brokers[r] for r in replicas}) == 3
    leaders = [replicas[0] for replicas in assignment.values()]
    assert all(leaders.count(b) == 2 for b in brokers)


def test_rack_unaware_placement_when_a_broker_has_no_rack():
    """Verifies the rack-unaware fallback (RackAwareMode.Safe) gives distinct brokers per
    partition with leaders round-robin."""
    assignment = assign_replicas({1: None, 2: "b", 3: "c"}, 3, 2, start_index=0)
    assert assignment == {0: [1, 2], 1: [2, 3], 2: [3, 1]}


async def test_a_restarted_broker_stays_one_observer_of_the_metadata_log(cluster):
    """Verifies that a broker keeps its log directory's id across a restart (Kafka keeps it in
    meta.properties, KIP-858), so DescribeQuorum lists each broker once among the observers,
    as `kafka-metadata-quorum describe --status` shows on Kafka (LeaderState keys observers by
    replica id and directory id)."""
    before = cluster.brokers[1].directory_id
    await cluster.stop_broker(1)
    await cluster.start_broker(1)
    assert cluster.brokers[1].directory_id == before
    request = DescribeQuorumRequest(topics=[DescribeQuorumRequestTopicData(
        topic_name="__cluster_metadata",
        partitions=[DescribeQuorumRequestPartitionData(partition_index=0)])])
    deadline = time.monotonic() + 10
    while True:
        response = await to_broker(cluster, 2, request, 2)
        observers = response.topics[0].partitions[0].observers
        ids = sorted(o.replica_id for o in observers)
        if ids == sorted(cluster.brokers) or time.monotonic() > deadline:
            break
        await asyncio.sleep(0.1)
    assert ids == sorted(cluster.brokers)
    assert [o.replica_directory_id for o in observers if o.replica_id == 1] == [before]

"""Eligible leader replicas (KIP-966) through a running cluster: the ISR emptying, the ELR
filling below min.insync.replicas, elections from the ELR and of the last known leader, clean
and unclean restarts, and unclean elections clearing both (Kafka 4.4's PartitionChangeBuilder
and ReplicationControlManager are the reference; tests/reference/fidelity/scenarios/
eligible_leader_replicas.py compares them with a real cluster)."""

from __future__ import annotations

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_topic_partitions import (
    DescribeTopicPartitionsRequest,
    TopicRequest,
)
from kafkasim.protocol.messages.elect_leaders import ElectLeadersRequest, TopicPartitions
from kafkasim.protocol.messages.incremental_alter_configs import (
    AlterableConfig,
    AlterConfigsResource,
    IncrementalAlterConfigsRequest,
)
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.data_path import batch, connect, produce

pytestmark = pytest.mark.timeout(60)

WAIT = 10.0  # an upper bound for what should happen; never a timing assertion


def state(cluster: Cluster, topic: str) -> tuple:
    """(leader, ISR, ELR, LastKnownElr) of partition 0 in the controller's image."""
    info = cluster.controller.metadata.partition(topic, 0)
    return info.leader, info.isr, info.eligible_leader_replicas, info.last_known_elr


async def send(cluster: Cluster, node_id: int, request, version: int):
    broker = cluster.brokers[node_id]
    connection = await KafkaConnection.connect("127.0.0.1", broker.port)
    try:
        return await connection.send(request, version)
    finally:
        await connection.close()


async def fall_behind(cluster: Cluster, topic: str, follower: int) -> None:
    """Stop `follower` replicating and append a record at the leader (acks=1), so that the
    leader drops it from the ISR after replica.lag.time.max.ms (a follower at the leader's log
    end stays in sync however long it is silent, as in Kafka)."""
    cluster.pause_replication(follower)
    connection = await connect(cluster.brokers[cluster.leader_of(topic)])
    try:
        answer = await produce(connection, topic, batch(b"behind"), acks=1)
        assert answer.error_code == 0
    finally:
        await connection.close()
    assert await cluster.wait_until(
        lambda: follower not in cluster.controller.metadata.partition(topic, 0).isr, WAIT)


async def test_a_crashed_sole_replica_leads_again_as_the_last_known_leader():
    """Verifies that the sole replica's broker crashing (fenced at its session timeout) leaves
    ISR [] and makes it the ELR and the last known leader, as Metadata and
    DescribeTopicPartitions show over TCP; restarted after the crash (no PreviousBrokerEpoch)
    it leaves the ELR (unclean shutdown), and the last known leader is elected uncleanly with
    an ISR of itself: ELR and LastKnownElr are cleared. The harness's describe_topic shows
    them too."""
    async with Cluster(brokers=2, racks=("a", "b"), config=TEST_CLUSTER_CONFIG) as cluster:
        await cluster.create_topic("solo", partitions=1, replication_factor=1,
                                   assignments={0: [2]})
        await cluster.stop_broker(2, controlled=False)
        assert await cluster.wait_until(lambda: state(cluster, "solo")[0] == -1, WAIT)
        await cluster.wait_for_metadata()
        assert state(cluster, "solo") == (-1, [], [2], [2])
        shown = cluster.describe_topic("solo")["partitions"][0]
        assert (shown["eligible_leader_replicas"], shown["last_known_elr"]) == ([2], [2])
        described = await send(cluster, 1, DescribeTopicPartitionsRequest(
            topics=[TopicRequest(name="solo")], response_partition_limit=10), 0)
        partition = described.topics[0].partitions[0]
        assert (partition.leader_id, partition.isr_nodes, partition.eligible_leader_replicas,
                partition.last_known_elr) == (-1, [], [2], [2])
        metadata = await send(cluster, 1, MetadataRequest(
            topics=[MetadataRequestTopic(name="solo")], allow_auto_topic_creation=False), 12)
        assert (metadata.topics[0].partitions[0].leader_id,
                metadata.topics[0].partitions[0].isr_nodes) == (-1, [])
        await cluster.start_broker(2)
        assert state(cluster, "solo") == (2, [2], [], [])


async def test_min_isr_fills_the_elr_and_a_crash_restart_empties_it():
    """Verifies that with min.insync.replicas=2 and three replicas, the ISR shrinking to the
    leader alone makes the follower that left last eligible (the first left while the ISR still
    met the minimum); the follower restarting after a clean shutdown stays eligible, after a
    crash it leaves the ELR at its registration (KIP-966's unclean shutdown); once the
    followers catch up, the ISR is back at the minimum and the ELR is empty."""
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG) as cluster:
        await cluster.create_topic("guarded", partitions=1, replication_factor=3,
                                   configs={"min.insync.replicas": 2},
                                   assignments={0: [1, 2, 3]})
        await cluster.stop_broker(2)
        assert state(cluster, "guarded") == (1, [1, 3], [], [])
        cluster.pause_replication(3)  # it may not rejoin the ISR when it returns
        await cluster.stop_broker(3)
        assert state(cluster, "guarded") == (1, [1], [3], [])
        await cluster.start_broker(3)
        assert state(cluster, "guarded") == (1, [1], [3], [])  # a clean shutdown
        await cluster.stop_broker(3, controlled=False)
        await cluster.wait_until(lambda: cluster.controller.metadata.brokers[3].fenced, WAIT)
        await cluster.start_broker(3)
        assert state(cluster, "guarded") == (1, [1], [], [])  # a crash: no longer eligible
        cluster.resume_replication(3)
        await cluster.start_broker(2)
        assert await cluster.wait_until(
            lambda: state(cluster, "guarded") == (1, [1, 2, 3], [], []), WAIT)


async def test_the_leader_leaving_an_isr_below_the_minimum_hands_over_to_an_eligible_replica():
    """Verifies the election from the ELR: with min.insync.replicas=2, ISR [leader] and ELR
    [follower], fencing the leader empties the ISR; the live eligible follower leads with an
    ISR of itself and the old leader becomes eligible in its place."""
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG) as cluster:
        await cluster.create_topic("handover", partitions=1, replication_factor=2,
                                   configs={"min.insync.replicas": 2},
                                   assignments={0: [1, 2]})
        await fall_behind(cluster, "handover", 2)
        assert state(cluster, "handover") == (1, [1], [2], [])
        cluster.resume_replication(2)
        await cluster.stop_broker(1)
        assert state(cluster, "handover") == (2, [2], [1], [])


async def test_unclean_election_clears_the_elr_and_the_last_known_leader():
    """Verifies that with every eligible replica down, the replica that left the ISR while it
    still met the minimum may not lead when it returns (it is neither in the ISR nor eligible),
    and an unclean ElectLeaders (KIP-460) elects it with an ISR of itself and clears the ELR and
    LastKnownElr (maybeUpdateRecordElr after an unclean election)."""
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG) as cluster:
        await cluster.create_topic("lost", partitions=1, replication_factor=3,
                                   configs={"min.insync.replicas": 2},
                                   assignments={0: [1, 2, 3]})
        await fall_behind(cluster, "lost", 3)
        await cluster.stop_broker(3)
        await cluster.stop_broker(2)
        await cluster.stop_broker(1)
        assert state(cluster, "lost") == (-1, [], [1, 2], [1])
        cluster.resume_replication(3)
        await cluster.start_broker(3)
        assert state(cluster, "lost") == (-1, [], [1, 2], [1])
        response = await send(cluster, 3, ElectLeadersRequest(
            election_type=1, topic_partitions=[TopicPartitions(topic="lost", partitions=[0])],
            timeout_ms=10_000), 2)
        assert response.replica_election_results[0].partition_result[0].error_code == 0
        assert state(cluster, "lost") == (3, [3], [], [])


async def test_a_clean_shutdown_is_remembered_in_the_data_directory(tmp_path):
    """Verifies Kafka's clean shutdown file with a data directory: a broker stopped cleanly
    registers again naming its last broker epoch, so it stays eligible (the ELR keeps it); a
    crashed one names none."""
    async with Cluster(brokers=2, racks=("a", "b"), config=TEST_CLUSTER_CONFIG,
                       data_dir=tmp_path) as cluster:
        await cluster.create_topic("durable", partitions=1, replication_factor=2,
                                   configs={"min.insync.replicas": 2},
                                   assignments={0: [1, 2]})
        cluster.pause_replication(2)  # it may not rejoin the ISR when it returns
        await cluster.stop_broker(2)
        assert state(cluster, "durable") == (1, [1], [2], [])
        assert (tmp_path / "broker-2" / ".kafka_cleanshutdown").exists()
        await cluster.start_broker(2)
        assert not (tmp_path / "broker-2" / ".kafka_cleanshutdown").exists()
        assert state(cluster, "durable") == (1, [1], [2], [])
        await cluster.stop_broker(2, controlled=False)
        assert not (tmp_path / "broker-2" / ".kafka_cleanshutdown").exists()
        await cluster.wait_until(lambda: cluster.controller.metadata.brokers[2].fenced, WAIT)
        await cluster.start_broker(2)
        assert state(cluster, "durable") == (1, [1], [], [])


async def test_eligible_leader_replicas_off_at_feature_level_0():
    """Verifies a cluster started with eligible.leader.replicas.version 0 (KIP-584's chosen
    level): the last ISR member stays in the ISR when its broker stops, with no leader and no
    ELR, and leads again when it returns."""
    async with Cluster(brokers=2, racks=("a", "b"), config=TEST_CLUSTER_CONFIG,
                       features={"eligible.leader.replicas.version": 0}) as cluster:
        await cluster.create_topic("solo", partitions=1, replication_factor=1,
                                   assignments={0: [2]})
        await cluster.stop_broker(2)
        assert state(cluster, "solo") == (-1, [2], [], [])
        await cluster.start_broker(2)
        assert state(cluster, "solo") == (2, [2], [], [])



def _min_isr(resource_type: int, name: str, operation: int, value: str | None = None):
    return IncrementalAlterConfigsRequest(resources=[AlterConfigsResource(
        resource_type=resource_type, resource_name=name, configs=[AlterableConfig(
            name="min.insync.replicas", config_operation=operation, value=value)])])


async def test_min_isr_changes_clear_the_elr_and_some_are_refused():
    """Verifies Kafka's ConfigurationControlManager with ELR on: a broker's own
    min.insync.replicas and the removal of the cluster-wide one are INVALID_CONFIG; a change of
    a topic's min.insync.replicas clears that topic's ELR (ClearElrRecord), and setting the
    cluster-wide one, even to the value it has, clears every topic's."""
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG) as cluster:
        for name, operation in (("1", 0), ("1", 1), ("", 1)):
            response = await send(cluster, 1, _min_isr(4, name, operation, "2"), 1)
            assert response.responses[0].error_code == ErrorCode.INVALID_CONFIG
        for name in ("guarded", "other"):
            await cluster.create_topic(name, partitions=1, replication_factor=3,
                                       configs={"min.insync.replicas": 2},
                                       assignments={0: [1, 2, 3]})
        await cluster.stop_broker(3)
        await cluster.stop_broker(2)
        assert state(cluster, "guarded") == state(cluster, "other") == (1, [1], [2], [])
        response = await send(cluster, 1, _min_isr(2, "guarded", 0, "3"), 1)
        assert response.responses[0].error_code == ErrorCode.NONE
        assert state(cluster, "guarded") == (1, [1], [], [])
        assert state(cluster, "other") == (1, [1], [2], [])
        current = cluster.controller.metadata.broker_configs[""]["min.insync.replicas"]
        response = await send(cluster, 1, _min_isr(4, "", 0, current), 1)
        assert response.responses[0].error_code == ErrorCode.NONE
        assert state(cluster, "other") == (1, [1], [], [])

"""Authorization of groups, offsets, transactions and the cluster's admin APIs, tried as an
attacker would (issue 24): without DESCRIBE a group is invisible to ListGroups, DescribeGroups
and OffsetFetch; without READ a principal cannot join, commit or share-fetch; without WRITE on
a topic it cannot put it in a transaction; without ALTER or DESCRIBE on the cluster the admin
APIs refuse it. On the authorizer clusters, as authorization.py."""

from __future__ import annotations

from kafkasim.protocol.messages.add_offsets_to_txn import AddOffsetsToTxnRequest
from kafkasim.protocol.messages.add_partitions_to_txn import (
    AddPartitionsToTxnRequest,
    AddPartitionsToTxnTopic,
)
from kafkasim.protocol.messages.alter_client_quotas import (
    AlterClientQuotasRequest,
    AlterClientQuotasRequestEntityData,
    AlterClientQuotasRequestEntryData,
    OpData,
)
from kafkasim.protocol.messages.alter_configs import AlterableConfig as LegacyConfig
from kafkasim.protocol.messages.alter_configs import AlterConfigsRequest
from kafkasim.protocol.messages.alter_configs import AlterConfigsResource as LegacyResource
from kafkasim.protocol.messages.alter_partition_reassignments import (
    AlterPartitionReassignmentsRequest,
    ReassignablePartition,
    ReassignableTopic,
)
from kafkasim.protocol.messages.alter_share_group_offsets import (
    AlterShareGroupOffsetsRequest,
    AlterShareGroupOffsetsRequestPartition,
    AlterShareGroupOffsetsRequestTopic,
)
from kafkasim.protocol.messages.consumer_group_describe import ConsumerGroupDescribeRequest
from kafkasim.protocol.messages.consumer_group_heartbeat import ConsumerGroupHeartbeatRequest
from kafkasim.protocol.messages.create_partitions import (
    CreatePartitionsRequest,
    CreatePartitionsTopic,
)
from kafkasim.protocol.messages.delete_groups import DeleteGroupsRequest
from kafkasim.protocol.messages.delete_share_group_offsets import (
    DeleteShareGroupOffsetsRequest,
    DeleteShareGroupOffsetsRequestTopic,
)
from kafkasim.protocol.messages.describe_client_quotas import (
    ComponentData,
    DescribeClientQuotasRequest,
)
from kafkasim.protocol.messages.describe_groups import DescribeGroupsRequest
from kafkasim.protocol.messages.describe_log_dirs import DescribeLogDirsRequest
from kafkasim.protocol.messages.describe_producers import DescribeProducersRequest, TopicRequest
from kafkasim.protocol.messages.describe_quorum import (
    DescribeQuorumRequest,
    DescribeQuorumRequestPartitionData,
    DescribeQuorumRequestTopicData,
)
from kafkasim.protocol.messages.describe_share_group_offsets import (
    DescribeShareGroupOffsetsRequest,
    DescribeShareGroupOffsetsRequestGroup,
    DescribeShareGroupOffsetsRequestTopic,
)
from kafkasim.protocol.messages.describe_transactions import DescribeTransactionsRequest
from kafkasim.protocol.messages.describe_user_scram_credentials import (
    DescribeUserScramCredentialsRequest,
    UserName,
)
from kafkasim.protocol.messages.elect_leaders import ElectLeadersRequest, TopicPartitions
from kafkasim.protocol.messages.end_txn import EndTxnRequest
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.heartbeat import HeartbeatRequest
from kafkasim.protocol.messages.incremental_alter_configs import (
    AlterableConfig,
    AlterConfigsResource,
    IncrementalAlterConfigsRequest,
)
from kafkasim.protocol.messages.leave_group import LeaveGroupRequest, MemberIdentity
from kafkasim.protocol.messages.list_groups import ListGroupsRequest
from kafkasim.protocol.messages.list_partition_reassignments import (
    ListPartitionReassignmentsRequest,
)
from kafkasim.protocol.messages.list_transactions import ListTransactionsRequest
from kafkasim.protocol.messages.offset_commit import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kafkasim.protocol.messages.offset_delete import (
    OffsetDeleteRequest,
    OffsetDeleteRequestPartition,
    OffsetDeleteRequestTopic,
)
from kafkasim.protocol.messages.offset_fetch import (
    OffsetFetchRequest,
    OffsetFetchRequestGroup,
    OffsetFetchRequestTopic,
    OffsetFetchRequestTopics,
)
from kafkasim.protocol.messages.offset_for_leader_epoch import (
    OffsetForLeaderEpochRequest,
    OffsetForLeaderPartition,
    OffsetForLeaderTopic,
)
from kafkasim.protocol.messages.share_acknowledge import ShareAcknowledgeRequest
from kafkasim.protocol.messages.share_fetch import ShareFetchRequest
from kafkasim.protocol.messages.share_group_heartbeat import ShareGroupHeartbeatRequest
from kafkasim.protocol.messages.sync_group import SyncGroupRequest
from kafkasim.protocol.messages.txn_offset_commit import (
    TxnOffsetCommitRequest,
    TxnOffsetCommitRequestPartition,
    TxnOffsetCommitRequestTopic,
)
from tests.reference.fidelity.registry import AUTHORIZER, scenario
from tests.reference.fidelity.scenarios.groups import _join, coordinator
from tests.reference.fidelity.scenarios.transactions import Txn
from tests.reference.fidelity.world import (
    ALTER,
    ALTER_CONFIGS,
    CLUSTER,
    CLUSTER_NAME,
    DELETE,
    DESCRIBE,
    GROUP,
    READ,
    TOPIC,
    TRANSACTIONAL_ID,
    WRITE,
    acl,
    batch_of,
    produce_request,
)

SCENARIO_GROUP = "Authorization"


def _commit(group: str, topic: str, partitions=(0,)) -> OffsetCommitRequest:
    return OffsetCommitRequest(group_id=group, generation_id_or_member_epoch=-1, member_id="",
                               topics=[OffsetCommitRequestTopic(name=topic, partitions=[
                                   OffsetCommitRequestPartition(partition_index=p,
                                                                committed_offset=1)
                                   for p in partitions])])


async def _group_with_offsets(k):
    """A new (simple) group with an offset committed for a new topic, by admin; returns
    (group, topic, coordinator)."""
    topic = await k.topic(partitions=2)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    response = await k.request(node, _commit(group, topic.name, (0, 1)), 8)
    assert response.topics[0].partitions[0].error_code == 0, response
    return group, topic, node


def _groups_named(response, names):
    if response is not None:
        response.groups = [g for g in response.groups if g.group_id in names]
    return response


# --- groups ----------------------------------------------------------------------------------


@scenario(SCENARIO_GROUP, "ListGroups lists only the groups the principal may DESCRIBE",
          cluster=AUTHORIZER)
async def list_groups(k):
    group, _, node = await _group_with_offsets(k)
    other, _, _ = await _group_with_offsets(k)
    names = {group, other}
    for label, acls in (("nothing allowed", []),
                        ("DESCRIBE on one group", [acl("alice", GROUP, group, DESCRIBE)]),
                        ("and DESCRIBE on the cluster",
                         [acl("alice", CLUSTER, CLUSTER_NAME, DESCRIBE)])):
        if acls:
            await k.add_acls(*acls)
        response = await k.request(node, ListGroupsRequest(), 5, user="alice")
        response.groups.sort(key=lambda g: g.group_id)
        k.observe(label, _groups_named(response, names))


@scenario(SCENARIO_GROUP, "DescribeGroups without DESCRIBE: refused first, existing or not",
          cluster=AUTHORIZER)
async def describe_groups(k):
    group, _, node = await _group_with_offsets(k)
    missing = k.new_name("-missing-group")
    request = DescribeGroupsRequest(groups=[missing, group], include_authorized_operations=True)
    await k.send(node, request, 5, user="alice", label="nothing allowed")
    await k.add_acls(acl("alice", GROUP, group, READ))
    await k.send(node, request, 5, user="alice", label="READ on one group")


@scenario(SCENARIO_GROUP, "OffsetFetch: the group needs DESCRIBE, each topic DESCRIBE",
          cluster=AUTHORIZER)
async def offset_fetch(k):
    group, topic, node = await _group_with_offsets(k)
    named = [OffsetFetchRequestTopics(name=topic.name, partition_indexes=[0, 1])]

    async def fetch(label):
        await k.send(node, OffsetFetchRequest(groups=[
            OffsetFetchRequestGroup(group_id=group, topics=named)]), 8, user="alice",
            label=f"{label}, named, v8")
        await k.send(node, OffsetFetchRequest(groups=[
            OffsetFetchRequestGroup(group_id=group, topics=None)]), 8, user="alice",
            label=f"{label}, all topics, v8")
        await k.send(node, OffsetFetchRequest(group_id=group, topics=[OffsetFetchRequestTopic(
            name=topic.name, partition_indexes=[0])]), 7, user="alice",
            label=f"{label}, named, v7")

    await fetch("nothing allowed")
    await k.add_acls(acl("alice", GROUP, group, DESCRIBE))
    await fetch("DESCRIBE on the group")
    await k.add_acls(acl("alice", TOPIC, topic.name, DESCRIBE))
    await fetch("and on the topic")


@scenario(SCENARIO_GROUP, "OffsetCommit needs READ on the group, then on each topic",
          cluster=AUTHORIZER)
async def offset_commit(k):
    group, topic, node = await _group_with_offsets(k)
    missing = k.new_name("-missing")
    request = _commit(group, topic.name)
    request.topics.append(_commit(group, missing).topics[0])
    await k.send(node, request, 8, user="alice", label="nothing allowed")
    await k.add_acls(acl("alice", GROUP, group, READ))
    await k.send(node, request, 8, user="alice", label="READ on the group")
    await k.add_acls(acl("alice", TOPIC, topic.name, READ))
    await k.send(node, request, 8, user="alice", label="and on the topic")


@scenario(SCENARIO_GROUP, "Classic group membership needs READ on the group", cluster=AUTHORIZER)
async def classic_membership(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    for version in (5, 9):
        await k.send(node, _join(group), version, user="alice", label=f"JoinGroup v{version}")
    await k.send(node, SyncGroupRequest(group_id=group, generation_id=1, member_id="m",
                                        protocol_type="consumer", protocol_name="range",
                                        assignments=[]), 5, user="alice")
    await k.send(node, HeartbeatRequest(group_id=group, generation_id=1, member_id="m"), 4,
                 user="alice")
    await k.send(node, LeaveGroupRequest(group_id=group, members=[
        MemberIdentity(member_id="m")]), 5, user="alice")
    await k.add_acls(acl("alice", GROUP, group, READ))
    await k.send(node, _join(group), 9, user="alice", label="JoinGroup with READ")


@scenario(SCENARIO_GROUP, "FindCoordinator needs DESCRIBE on the group or transactional id",
          cluster=AUTHORIZER)
async def find_coordinator(k):
    group = k.new_name("-group")
    await coordinator(k, group)
    txn = k.new_name("-txn")
    for version in (3, 4):
        for key_type, key in ((0, group), (1, txn)):
            request = FindCoordinatorRequest(key=key, key_type=key_type) if version < 4 else \
                FindCoordinatorRequest(key_type=key_type, coordinator_keys=[key])
            await k.send(k.any_broker(), request, version, user="alice",
                         label=f"key type {key_type}, v{version}")
    await k.add_acls(acl("alice", GROUP, group, DESCRIBE))
    response = await k.request(k.any_broker(), FindCoordinatorRequest(
        key_type=0, coordinator_keys=[group]), 4, user="alice")
    k.observe("with DESCRIBE: found", response.coordinators[0].error_code)


@scenario(SCENARIO_GROUP, "ConsumerGroupHeartbeat needs READ on the group and DESCRIBE on the "
          "subscribed topics", cluster=AUTHORIZER)
async def consumer_group_heartbeat(k):
    topic = await k.topic(replication_factor=1)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    request = ConsumerGroupHeartbeatRequest(group_id=group, member_id="member-alice",
                                            member_epoch=0, rebalance_timeout_ms=5000,
                                            subscribed_topic_names=[topic.name],
                                            topic_partitions=[])
    await k.send(node, request, 1, user="alice", label="nothing allowed")
    await k.add_acls(acl("alice", GROUP, group, READ))
    await k.send(node, request, 1, user="alice", label="READ on the group")
    await k.add_acls(acl("alice", TOPIC, topic.name, DESCRIBE))
    response = await k.request(node, request, 1, user="alice")
    k.observe("and DESCRIBE on the topic: joined", (response.error_code,
                                                     response.member_epoch > 0))


@scenario(SCENARIO_GROUP, "ConsumerGroupDescribe hides groups, and groups holding hidden topics",
          cluster=AUTHORIZER)
async def consumer_group_describe(k):
    topic = await k.topic(replication_factor=1)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    response = await k.request(node, ConsumerGroupHeartbeatRequest(
        group_id=group, member_id="member-admin", member_epoch=0, rebalance_timeout_ms=5000,
        subscribed_topic_names=[topic.name], topic_partitions=[]), 1)
    assert response.error_code == 0, response
    request = ConsumerGroupDescribeRequest(group_ids=[group], include_authorized_operations=True)
    await k.send(node, request, 1, user="alice", label="nothing allowed")
    await k.add_acls(acl("alice", GROUP, group, DESCRIBE))
    await k.send(node, request, 1, user="alice", label="DESCRIBE on the group, not the topic")


@scenario(SCENARIO_GROUP, "Share groups: heartbeats, ShareFetch and ShareAcknowledge need READ",
          cluster=AUTHORIZER)
async def share_groups(k):
    topic = await k.topic(replication_factor=1)
    group = k.new_name("-share")
    node = await coordinator(k, group)
    heartbeat = ShareGroupHeartbeatRequest(group_id=group, member_id="member-alice",
                                           member_epoch=0,
                                           subscribed_topic_names=[topic.name])
    await k.send(node, heartbeat, 1, user="alice", label="heartbeat, nothing allowed")
    await k.send(topic.leader(), ShareFetchRequest(group_id=group, member_id="member-alice",
                                                   share_session_epoch=0, max_wait_ms=0,
                                                   topics=[]), 1, user="alice",
                 label="ShareFetch, nothing allowed")
    await k.send(topic.leader(), ShareAcknowledgeRequest(group_id=group,
                                                         member_id="member-alice",
                                                         share_session_epoch=1, topics=[]), 1,
                 user="alice", label="ShareAcknowledge, nothing allowed")
    await k.add_acls(acl("alice", GROUP, group, READ))
    await k.send(node, heartbeat, 1, user="alice", label="heartbeat, READ on the group")


# --- transactions ------------------------------------------------------------------------------


@scenario(SCENARIO_GROUP, "Without WRITE on a topic, a transaction cannot take it",
          cluster=AUTHORIZER)
async def transaction_without_topic_write(k):
    topic = await k.topic(replication_factor=1)
    other = await k.topic(replication_factor=1)
    txn = Txn(k)
    await k.add_acls(acl("alice", TRANSACTIONAL_ID, txn.id, WRITE),
                     acl("alice", TOPIC, other.name, WRITE))
    node = await txn.find()

    async def init():
        response = await k.request(node, _init(txn.id), 4, user="alice")
        return response if response.error_code not in (14, 15, 16, 51) else None

    response = await k.wait_until(init, "alice's InitProducerId")
    producer_id, epoch = response.producer_id, response.producer_epoch
    k.observe("InitProducerId", response.error_code)
    request = AddPartitionsToTxnRequest(
        v3_and_below_transactional_id=txn.id, v3_and_below_producer_id=producer_id,
        v3_and_below_producer_epoch=epoch, v3_and_below_topics=[
            AddPartitionsToTxnTopic(name=topic.name, partitions=[0]),
            AddPartitionsToTxnTopic(name=other.name, partitions=[0]),
            AddPartitionsToTxnTopic(name="__consumer_offsets", partitions=[0])])
    await k.send(node, request, 3, user="alice", label="AddPartitionsToTxn")
    records = bytearray(batch_of(0, 1, producer_id=producer_id, producer_epoch=epoch,
                                 base_sequence=0))
    records[22] |= 0x10
    await k.send(topic.leader(), produce_request(topic.name, 0, bytes(records),
                                                 transactional_id=txn.id), 9, user="alice",
                 label="transactional produce")
    await k.send(node, EndTxnRequest(transactional_id=txn.id, producer_id=producer_id,
                                     producer_epoch=epoch, committed=False), 3, user="bob",
                 label="bob ends alice's transaction")


def _init(transactional_id: str):
    from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest

    return InitProducerIdRequest(transactional_id=transactional_id,
                                 transaction_timeout_ms=60_000)


@scenario(SCENARIO_GROUP, "Transactional offsets need WRITE on the id, READ on group and topic",
          cluster=AUTHORIZER)
async def transactional_offsets(k):
    group, topic, node = await _group_with_offsets(k)
    txn = Txn(k)
    txn_node = await txn.find()
    await k.send(txn_node, AddOffsetsToTxnRequest(transactional_id=txn.id, producer_id=1,
                                                  producer_epoch=0, group_id=group), 3,
                 user="alice", label="AddOffsetsToTxn, nothing allowed")
    request = TxnOffsetCommitRequest(transactional_id=txn.id, group_id=group, producer_id=1,
                                     producer_epoch=0, topics=[TxnOffsetCommitRequestTopic(
                                         name=topic.name, partitions=[
                                             TxnOffsetCommitRequestPartition(
                                                 partition_index=0, committed_offset=1)])])
    await k.send(node, request, 3, user="alice", label="TxnOffsetCommit, nothing allowed")
    await k.add_acls(acl("alice", TRANSACTIONAL_ID, txn.id, WRITE))
    await k.send(txn_node, AddOffsetsToTxnRequest(transactional_id=txn.id, producer_id=1,
                                                  producer_epoch=0, group_id=group), 3,
                 user="alice", label="AddOffsetsToTxn, WRITE on the id")
    await k.send(node, request, 3, user="alice", label="TxnOffsetCommit, WRITE on the id")
    await k.add_acls(acl("alice", GROUP, group, READ))
    await k.send(node, request, 3, user="alice", label="and READ on the group")


@scenario(SCENARIO_GROUP, "DescribeTransactions and ListTransactions hide what the principal "
          "may not DESCRIBE", cluster=AUTHORIZER)
async def describe_transactions(k):
    topic = await k.topic(replication_factor=1)
    txn = Txn(k)
    await txn.init()
    response = await k.request(txn.node, AddPartitionsToTxnRequest(
        v3_and_below_transactional_id=txn.id, v3_and_below_producer_id=txn.producer_id,
        v3_and_below_producer_epoch=txn.epoch, v3_and_below_topics=[
            AddPartitionsToTxnTopic(name=topic.name, partitions=[0])]), 3)
    assert response.results_by_topic_v3_and_below[0].results_by_partition[0] \
        .partition_error_code == 0, response

    async def observe(label):
        described = await k.request(txn.node, DescribeTransactionsRequest(
            transactional_ids=[txn.id]), 0, user="alice")
        state = described.transaction_states[0]
        k.observe(f"{label}: described", (state.error_code, state.transaction_state,
                                          [t.topic for t in state.topics]))
        listed = await k.request(txn.node, ListTransactionsRequest(), 1, user="alice")
        k.observe(f"{label}: listed", txn.id in {t.transactional_id
                                                  for t in listed.transaction_states})

    await observe("nothing allowed")
    await k.add_acls(acl("alice", TRANSACTIONAL_ID, txn.id, DESCRIBE))
    await observe("DESCRIBE on the id")
    await k.add_acls(acl("alice", TOPIC, topic.name, DESCRIBE))
    await observe("and on the topic")


# --- the admin APIs ---------------------------------------------------------------------------


@scenario(SCENARIO_GROUP, "Cluster admin APIs need DESCRIBE or ALTER on the cluster",
          cluster=AUTHORIZER)
async def cluster_admin(k):
    topic = await k.topic(replication_factor=1)
    broker = k.any_broker()
    await k.send(broker, DescribeLogDirsRequest(topics=None), 4, user="alice")
    await k.send(broker, ElectLeadersRequest(election_type=0, topic_partitions=[
        TopicPartitions(topic=topic.name, partitions=[0])], timeout_ms=10_000), 2,
        user="alice")
    await k.send(broker, ListPartitionReassignmentsRequest(topics=None, timeout_ms=10_000), 0,
                 user="alice")
    await k.send(broker, AlterPartitionReassignmentsRequest(timeout_ms=10_000, topics=[
        ReassignableTopic(name=topic.name, partitions=[
            ReassignablePartition(partition_index=0, replicas=None)])]), 0, user="alice")
    await k.send(broker, DescribeUserScramCredentialsRequest(users=[UserName(name="alice")]), 0,
                 user="alice")
    await k.send(broker, DescribeQuorumRequest(topics=[DescribeQuorumRequestTopicData(
        topic_name="__cluster_metadata", partitions=[
            DescribeQuorumRequestPartitionData(partition_index=0)])]), 2,
        user="alice")
    await k.add_acls(acl("alice", CLUSTER, CLUSTER_NAME, ALTER))
    await k.send(broker, ListPartitionReassignmentsRequest(topics=None, timeout_ms=10_000), 0,
                 user="alice", label="ALTER implies DESCRIBE")


@scenario(SCENARIO_GROUP, "Client quotas: describing needs DESCRIBE_CONFIGS, altering "
          "ALTER_CONFIGS on the cluster", cluster=AUTHORIZER)
async def client_quotas(k):
    user = k.new_name("-user")
    describe = DescribeClientQuotasRequest(strict=False, components=[
        ComponentData(entity_type="user", match_type=0, match=user)])
    alter = AlterClientQuotasRequest(validate_only=True, entries=[
        AlterClientQuotasRequestEntryData(
            entity=[AlterClientQuotasRequestEntityData(entity_type="user", entity_name=user)],
            ops=[OpData(key="producer_byte_rate", value=1024.0, remove=False)])])
    broker = k.any_broker()
    await k.send(broker, describe, 1, user="alice", label="describe, nothing allowed")
    await k.send(broker, alter, 1, user="alice", label="alter, nothing allowed")
    await k.add_acls(acl("alice", CLUSTER, CLUSTER_NAME, ALTER_CONFIGS))
    await k.send(broker, describe, 1, user="alice", label="describe, ALTER_CONFIGS implies it")
    await k.send(broker, alter, 1, user="alice", label="alter (validate only), ALTER_CONFIGS")


@scenario(SCENARIO_GROUP, "Topic admin APIs: CreatePartitions, configs, producers, epochs",
          cluster=AUTHORIZER)
async def topic_admin(k):
    topic = await k.topic(replication_factor=1)
    await k.produce(topic, 2)
    leader = topic.leader()
    await k.send(leader, CreatePartitionsRequest(topics=[CreatePartitionsTopic(
        name=topic.name, count=3, assignments=None)], timeout_ms=10_000), 3, user="alice")
    await k.send(leader, IncrementalAlterConfigsRequest(resources=[
        AlterConfigsResource(resource_type=2, resource_name=topic.name, configs=[
            AlterableConfig(name="retention.ms", config_operation=0, value="600000")]),
        AlterConfigsResource(resource_type=4, resource_name="", configs=[
            AlterableConfig(name="log.retention.ms", config_operation=0, value="600000")]),
        AlterConfigsResource(resource_type=32, resource_name=k.new_name("-group"), configs=[
            AlterableConfig(name="consumer.session.timeout.ms", config_operation=0,
                            value="45000")])]),
        1, user="alice")
    await k.send(leader, AlterConfigsRequest(validate_only=True, resources=[
        LegacyResource(resource_type=2, resource_name=topic.name, configs=[
            LegacyConfig(name="retention.ms", value="600000")]),
        LegacyResource(resource_type=4, resource_name="", configs=[
            LegacyConfig(name="log.retention.ms", value="600000")])]),
        2, user="alice", label="AlterConfigs (legacy)")
    await k.send(leader, DescribeProducersRequest(topics=[TopicRequest(
        name=topic.name, partition_indexes=[0])]), 0, user="alice")
    request = OffsetForLeaderEpochRequest(topics=[OffsetForLeaderTopic(
        topic=topic.name, partitions=[OffsetForLeaderPartition(partition=0, leader_epoch=0)])])
    await k.send(leader, request, 4, user="alice", label="OffsetForLeaderEpoch")
    await k.add_acls(acl("alice", TOPIC, topic.name, ALTER_CONFIGS),
                     acl("alice", TOPIC, topic.name, READ))
    await k.send(leader, request, 4, user="alice", label="OffsetForLeaderEpoch with READ")
    await k.send(leader, IncrementalAlterConfigsRequest(validate_only=True, resources=[
        AlterConfigsResource(resource_type=2, resource_name=topic.name, configs=[
            AlterableConfig(name="retention.ms", config_operation=0, value="600000")])]),
        1, user="alice", label="IncrementalAlterConfigs with ALTER_CONFIGS")


@scenario(SCENARIO_GROUP, "DeleteGroups and OffsetDelete need DELETE on the group, READ on the "
          "topic", cluster=AUTHORIZER)
async def group_deletion(k):
    group, topic, node = await _group_with_offsets(k)
    missing = k.new_name("-missing-group")
    offsets = OffsetDeleteRequest(group_id=group, topics=[OffsetDeleteRequestTopic(
        name=topic.name, partitions=[OffsetDeleteRequestPartition(partition_index=0)])])
    await k.send(node, DeleteGroupsRequest(groups_names=[group, missing]), 2, user="alice",
                 label="DeleteGroups, nothing allowed")
    await k.send(node, offsets, 0, user="alice", label="OffsetDelete, nothing allowed")
    await k.add_acls(acl("alice", GROUP, group, DELETE))
    await k.send(node, offsets, 0, user="alice", label="OffsetDelete, DELETE on the group")
    await k.add_acls(acl("alice", TOPIC, topic.name, READ))
    await k.send(node, offsets, 0, user="alice", label="and READ on the topic")
    await k.send(node, DeleteGroupsRequest(groups_names=[missing, group]), 2, user="alice",
                 label="DeleteGroups, DELETE on one group")


@scenario(SCENARIO_GROUP, "Share group offsets: describe, alter and delete need DESCRIBE, READ "
          "and DELETE on the group", cluster=AUTHORIZER)
async def share_group_offsets(k):
    topic = await k.topic(replication_factor=1)
    group = k.new_name("-share")
    node = await coordinator(k, group)
    await k.send(node, DescribeShareGroupOffsetsRequest(groups=[
        DescribeShareGroupOffsetsRequestGroup(group_id=group, topics=[
            DescribeShareGroupOffsetsRequestTopic(topic_name=topic.name, partitions=[0])])]), 1,
        user="alice", label="describe, nothing allowed")
    await k.send(node, AlterShareGroupOffsetsRequest(group_id=group, topics=[
        AlterShareGroupOffsetsRequestTopic(topic_name=topic.name, partitions=[
            AlterShareGroupOffsetsRequestPartition(partition_index=0, start_offset=0)])]), 0,
        user="alice", label="alter, nothing allowed")
    await k.send(node, DeleteShareGroupOffsetsRequest(group_id=group, topics=[
        DeleteShareGroupOffsetsRequestTopic(topic_name=topic.name)]), 0,
        user="alice", label="delete, nothing allowed")
    await k.add_acls(acl("alice", GROUP, group, READ), acl("alice", GROUP, group, DELETE))
    await k.send(node, AlterShareGroupOffsetsRequest(group_id=group, topics=[
        AlterShareGroupOffsetsRequestTopic(topic_name=topic.name, partitions=[
            AlterShareGroupOffsetsRequestPartition(partition_index=0, start_offset=0)])]), 0,
        user="alice", label="alter, READ on the group only")
    await k.send(node, DeleteShareGroupOffsetsRequest(group_id=group, topics=[
        DeleteShareGroupOffsetsRequestTopic(topic_name=topic.name)]), 0,
        user="alice", label="delete, DELETE on the group only")

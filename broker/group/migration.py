"""Moving a group between the classic and the KIP-848 consumer protocol (Kafka 4's online
upgrade and downgrade), and the embedded consumer protocol both sides speak.

- Upgrade (`to_consumer_group`): a ConsumerGroupHeartbeat that joins a non-empty classic group
  whose protocol type is "consumer" turns it into a consumer group when
  `group.consumer.migration.policy` allows it (upgrade or bidirectional): the group epoch and
  assignment epoch become the generation, every member keeps its subscription (read from its
  JoinGroup metadata) and its assignment (read from its SyncGroup assignment), now as a
  classic-protocol member of the consumer group. Its pending JoinGroup and SyncGroup requests
  are answered REBALANCE_IN_PROGRESS.
- Downgrade (`to_classic_group`): when the members that leave a consumer group leave only
  classic-protocol members behind, and the policy allows it (downgrade or bidirectional), the
  group becomes a Stable classic group at generation = group epoch with each member's target
  assignment, and then rebalances.

Both write the records Kafka writes (tombstones of the old form, then the new one), so a
coordinator loading the partition later sees the same group.
"""

from __future__ import annotations

import struct
import uuid

from kafkasim.broker.group import consumer_records as records
from kafkasim.broker.group.consumer_group import (
    ClassicMetadata,
    ConsumerGroup,
    ConsumerGroupMember,
    GroupError,
    MemberState,
)
from kafkasim.broker.group.state import ClassicGroup, GroupMember, GroupState
from kafkasim.protocol.codec import DecodeError
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.consumer_protocol_assignment import (
    ConsumerProtocolAssignment,
)
from kafkasim.protocol.messages.consumer_protocol_assignment import (
    TopicPartition as AssignedTopicPartition,
)
from kafkasim.protocol.messages.consumer_protocol_subscription import (
    ConsumerProtocolSubscription,
)

PROTOCOL_TYPE = "consumer"
_I16 = struct.Struct(">h")
_LATEST_VERSION = 3


def policy_allows(policy: str, direction: str) -> bool:
    return policy == "bidirectional" or policy == direction


def embedded_version(data: bytes) -> int:
    if len(data) < 2:
        raise GroupError(ErrorCode.INCONSISTENT_GROUP_PROTOCOL, "Malformed consumer protocol.")
    (version,) = _I16.unpack_from(data, 0)
    return version


def decode_subscription(data: bytes) -> ConsumerProtocolSubscription:
    """ConsumerProtocol.deserializeConsumerProtocolSubscription (newer versions are read as
    the newest one known)."""
    version = embedded_version(data)
    if version < 0:
        raise DecodeError(f"unsupported subscription version {version}")
    return ConsumerProtocolSubscription.decode(memoryview(data)[2:], min(version, _LATEST_VERSION))


def decode_assignment(data: bytes) -> ConsumerProtocolAssignment:
    version = embedded_version(data)
    if version < 0:
        raise DecodeError(f"unsupported assignment version {version}")
    return ConsumerProtocolAssignment.decode(memoryview(data)[2:], min(version, _LATEST_VERSION))


def encode_assignment(partitions: dict[str, list[int]], version: int) -> bytes:
    version = max(0, min(version, _LATEST_VERSION))
    body = ConsumerProtocolAssignment(assigned_partitions=[
        AssignedTopicPartition(topic=topic, partitions=sorted(p))
        for topic, p in partitions.items()], user_data=None).encode(version)
    return _I16.pack(version) + body


def assignment_bytes(image, target: dict[uuid.UUID, frozenset[int] | dict],
                     version: int) -> bytes:
    """A member's partitions (by topic id) as the embedded ConsumerProtocolAssignment."""
    by_name = {}
    for topic_id, partitions in target.items():
        topic = image.topics_by_id.get(topic_id)
        if topic is not None:
            by_name[topic.name] = list(partitions)
    return encode_assignment(by_name, version)


def to_consumer_group(classic: ClassicGroup, image, batch: list, metadata_hash) -> ConsumerGroup:
    """ConsumerGroup.fromClassicGroup plus the records of the conversion (appended to
    `batch`): the classic group's tombstone, then every record of the new group."""
    group_id = classic.group_id
    group = ConsumerGroup(group_id)
    group.offsets = classic.offsets
    generation = classic.generation_id
    new_members = []
    targets = {}
    for member in classic.members.values():
        assigned: dict[uuid.UUID, set[int]] = {}
        if member.assignment:
            try:
                decoded = decode_assignment(bytes(member.assignment))
            except (DecodeError, GroupError, struct.error, IndexError) as error:
                raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND,
                                 f"Cannot upgrade classic group {group_id} to consumer group "
                                 "because the embedded consumer protocol is malformed.") from error
            if decoded.user_data:
                raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND,
                                 f"Cannot upgrade classic group {group_id} to consumer group "
                                 "because an unsupported custom assignor is in use. Please refer "
                                 "to the documentation or switch to a default assignor before "
                                 "re-attempting the upgrade.")
            for topic in decoded.assigned_partitions:
                info = image.topics.get(topic.topic)
                if info is not None:
                    assigned.setdefault(info.topic_id, set()).update(topic.partitions)
        try:
            subscription = decode_subscription(bytes(member.metadata_for(classic.protocol_name
                                                                         or "")))
        except (DecodeError, GroupError, struct.error, IndexError) as error:
            raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND,
                             f"Cannot upgrade classic group {group_id} to consumer group because "
                             "the embedded consumer protocol is malformed.") from error
        new = ConsumerGroupMember(
            member.member_id, member_epoch=generation, previous_member_epoch=generation,
            state=MemberState.STABLE, instance_id=member.group_instance_id,
            rack_id=subscription.rack_id, rebalance_timeout_ms=member.rebalance_timeout_ms,
            client_id=member.client_id, client_host=member.client_host,
            subscribed_topic_names=frozenset(subscription.topics or ()),
            assigned={t: dict.fromkeys(p, generation) for t, p in assigned.items()},
            classic=ClassicMetadata(member.session_timeout_ms, tuple(
                (name, bytes(data)) for name, data in member.protocols)))
        new_members.append(new)
        targets[new.member_id] = {t: frozenset(p) for t, p in assigned.items()}
    batch.append(records.classic_tombstone(group_id))
    for member in new_members:
        batch.append(records.member_subscription(group_id, member))
    topics = set().union(*(m.subscribed_topic_names for m in new_members)) if new_members else set()
    group.metadata_hash = metadata_hash(topics)
    batch.append(records.group_epoch(group_id, generation, group.metadata_hash))
    for member in new_members:
        batch.append(records.target_member(group_id, member.member_id, targets[member.member_id]))
    batch.append(records.target_metadata(group_id, generation, 0))
    for member in new_members:
        batch.append(records.current_assignment(group_id, member))
    for member in new_members:
        group.update_member(member)
        group.set_target(member.member_id, targets[member.member_id])
    group.group_epoch = generation
    group.assignment_epoch = generation
    group.update_state()
    return group


def to_classic_group(group: ConsumerGroup, leaving: set[str], image,
                     now_ms: int) -> ClassicGroup:
    """ClassicGroup.fromConsumerGroup: Stable at generation = group epoch, the remaining
    (classic-protocol) members with their target assignments."""
    classic = ClassicGroup(group.group_id, GroupState.STABLE)
    classic.generation_id = group.group_epoch
    classic.protocol_type = PROTOCOL_TYPE
    classic.offsets = group.offsets
    classic.state_timestamp_ms = now_ms
    for member in group.members.values():
        if member.member_id in leaving or member.classic is None:
            continue
        classic.add_member(GroupMember(
            member_id=member.member_id, group_instance_id=member.instance_id,
            client_id=member.client_id, client_host=member.client_host,
            rebalance_timeout_ms=member.rebalance_timeout_ms,
            session_timeout_ms=member.classic.session_timeout_ms, protocol_type=PROTOCOL_TYPE,
            protocols=[(name, data) for name, data in member.classic.protocols]), None)
    classic.protocol_name = classic.select_protocol()
    classic.subscribed_topics = classic.compute_subscribed_topics()
    for member in classic.members.values():
        version = embedded_version(member.metadata_for(classic.protocol_name))
        member.assignment = assignment_bytes(image, group.target.get(member.member_id, {}),
                                             version)
    return classic

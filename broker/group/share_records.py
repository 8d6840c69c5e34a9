"""The `__consumer_offsets` records of KIP-932 share groups, in Kafka 4.4's layout.

Every change to a share group is written as records before it is answered, and the group is
changed by replaying them (`replay`), on the coordinator that writes them and on the one that
loads the partition after a failover alike. Keys are Kafka's coordinator keys (int16 type, then
classic strings); values are flexible (int16 version 0, compact strings and arrays, tagged
fields), as `consumer_records.py` writes them:

| type | key                                      | value                                        |
|------|------------------------------------------|----------------------------------------------|
| 10   | ShareGroupMemberMetadataKey (group, id)  | rack, client id and host, subscribed topics  |
| 11   | ShareGroupMetadataKey (group)            | group epoch, metadata hash                   |
| 12   | ShareGroupTargetAssignmentMetadataKey    | assignment epoch, timestamp (tag 0)          |
| 13   | ShareGroupTargetAssignmentMemberKey      | the member's target partitions               |
| 14   | ShareGroupCurrentMemberAssignmentKey     | epochs, state, assigned partitions           |
| 15   | ShareGroupStatePartitionMetadataKey      | initializing, initialized, deleting topics   |

A null value is a tombstone.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, replace

from kafkasim.broker.group.consumer_records import RecordReader, RecordWriter, classic_string
from kafkasim.broker.group.share_group import (
    ShareGroup,
    ShareGroupMember,
    StatePartitionMetadata,
    TopicInitState,
    TopicPartitions,
)

MEMBER_METADATA = 10
GROUP_METADATA = 11
TARGET_METADATA = 12
TARGET_MEMBER = 13
CURRENT_ASSIGNMENT = 14
STATE_PARTITION_METADATA = 15
TYPES = frozenset({MEMBER_METADATA, GROUP_METADATA, TARGET_METADATA, TARGET_MEMBER,
                   CURRENT_ASSIGNMENT, STATE_PARTITION_METADATA})
_SUBKEYED = frozenset({MEMBER_METADATA, TARGET_MEMBER, CURRENT_ASSIGNMENT})

_I16 = struct.Struct(">h")


@dataclass(frozen=True, slots=True)
class GroupEpoch:
    epoch: int
    metadata_hash: int


@dataclass(frozen=True, slots=True)
class MemberMetadata:
    rack_id: str | None
    client_id: str
    client_host: str
    subscribed_topic_names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TargetMetadata:
    assignment_epoch: int
    timestamp_ms: int


@dataclass(frozen=True, slots=True)
class CurrentAssignment:
    member_epoch: int
    previous_member_epoch: int
    state: int
    assigned: TopicPartitions


@dataclass(frozen=True, slots=True)
class Record:
    type: int
    group_id: str
    sub_key: str | None = None  # the member id
    value: object | None = None  # None: a tombstone


# --- builders --------------------------------------------------------------------------------

def group_epoch(group_id: str, epoch: int, metadata_hash: int) -> Record:
    return Record(GROUP_METADATA, group_id, None, GroupEpoch(epoch, metadata_hash))


def member_metadata(group_id: str, member: ShareGroupMember) -> Record:
    return Record(MEMBER_METADATA, group_id, member.member_id, MemberMetadata(
        member.rack_id, member.client_id, member.client_host, member.subscribed_topic_names))


def target_member(group_id: str, member_id: str, partitions: TopicPartitions) -> Record:
    return Record(TARGET_MEMBER, group_id, member_id, partitions)


def target_metadata(group_id: str, epoch: int, timestamp_ms: int) -> Record:
    return Record(TARGET_METADATA, group_id, None, TargetMetadata(epoch, timestamp_ms))


def current_assignment(group_id: str, member: ShareGroupMember) -> Record:
    return Record(CURRENT_ASSIGNMENT, group_id, member.member_id, CurrentAssignment(
        member.member_epoch, member.previous_member_epoch, member.state, member.assigned))


def state_partition_metadata(group_id: str, metadata: StatePartitionMetadata) -> Record:
    return Record(STATE_PARTITION_METADATA, group_id, None, metadata)


def member_tombstones(group_id: str, member_id: str) -> list[Record]:
    """Kafka's removeMember for share groups: assignment, target and metadata go."""
    return [Record(CURRENT_ASSIGNMENT, group_id, member_id),
            Record(TARGET_MEMBER, group_id, member_id),
            Record(MEMBER_METADATA, group_id, member_id)]


def group_tombstones(group: ShareGroup) -> list[Record]:
    """Every record of an empty group, deleted (the group is then forgotten)."""
    gid = group.group_id
    return [Record(TARGET_METADATA, gid), Record(STATE_PARTITION_METADATA, gid),
            Record(GROUP_METADATA, gid)]


# --- replay ----------------------------------------------------------------------------------

def replay(groups: dict, record: Record) -> None:
    """Apply one record to `groups` (group id -> group), as Kafka's GroupMetadataManager.replay
    does for share groups. Records of an id held by another kind of group are ignored."""
    gid = record.group_id
    value = record.value
    group = groups.get(gid)
    if group is not None and not isinstance(group, ShareGroup):
        return
    if group is None:
        if value is None:
            return
        group = groups[gid] = ShareGroup(gid)
    kind = record.type
    if kind == GROUP_METADATA:
        if value is None:
            del groups[gid]
            return
        group.group_epoch = value.epoch
        group.metadata_hash = value.metadata_hash
    elif kind == MEMBER_METADATA:
        if value is None:
            group.remove_member(record.sub_key)
        else:
            old = group.members.get(record.sub_key) or ShareGroupMember(record.sub_key)
            group.update_member(replace(
                old, rack_id=value.rack_id, client_id=value.client_id,
                client_host=value.client_host,
                subscribed_topic_names=tuple(value.subscribed_topic_names)))
    elif kind == TARGET_MEMBER:
        group.set_target(record.sub_key, value)
    elif kind == TARGET_METADATA:
        if value is None:
            group.assignment_epoch, group.assignment_timestamp_ms = -1, 0
        else:
            group.assignment_epoch = value.assignment_epoch
            group.assignment_timestamp_ms = value.timestamp_ms
    elif kind == CURRENT_ASSIGNMENT:
        member = group.members.get(record.sub_key)
        if value is None:
            if member is not None:
                group.update_member(replace(member, member_epoch=-1, previous_member_epoch=-1,
                                            assigned={}))
        else:
            old = member or ShareGroupMember(record.sub_key)
            group.update_member(replace(old, member_epoch=value.member_epoch,
                                        previous_member_epoch=value.previous_member_epoch,
                                        state=value.state, assigned=value.assigned))
    elif kind == STATE_PARTITION_METADATA:
        group.state_metadata = value if value is not None else StatePartitionMetadata()


# --- encoding --------------------------------------------------------------------------------

def encode(record: Record) -> tuple[bytes, bytes | None]:
    key = _I16.pack(record.type) + classic_string(record.group_id)
    if record.type in _SUBKEYED:
        key += classic_string(record.sub_key or "")
    if record.value is None:
        return key, None
    w = RecordWriter()
    w.i16(0)
    value = record.value
    if record.type == GROUP_METADATA:
        w.i32(value.epoch)
        w.i64(value.metadata_hash)
    elif record.type == MEMBER_METADATA:
        w.string(value.rack_id)
        w.string(value.client_id)
        w.string(value.client_host)
        w.uvarint(len(value.subscribed_topic_names) + 1)
        for name in value.subscribed_topic_names:
            w.string(name)
    elif record.type == TARGET_METADATA:
        w.i32(value.assignment_epoch)
        tag = RecordWriter()
        tag.i64(value.timestamp_ms)
        w.tags({0: bytes(tag.out)} if value.timestamp_ms else {})
        return key, bytes(w.out)
    elif record.type == TARGET_MEMBER:
        _write_partitions(w, value)
    elif record.type == CURRENT_ASSIGNMENT:
        w.i32(value.member_epoch)
        w.i32(value.previous_member_epoch)
        w.i8(value.state)
        _write_partitions(w, value.assigned)
    elif record.type == STATE_PARTITION_METADATA:
        for phase in (value.initializing, value.initialized):
            w.uvarint(len(phase) + 1)
            for topic_id, state in phase.items():
                w.uuid(topic_id)
                w.string(state.name)
                w.int_array(sorted(state.partitions))
                w.uvarint(0)
        w.uvarint(len(value.deleting) + 1)
        for topic_id, name in value.deleting.items():
            w.uuid(topic_id)
            w.string(name)
            w.uvarint(0)
    w.uvarint(0)
    return key, bytes(w.out)


def _write_partitions(w: RecordWriter, partitions: TopicPartitions) -> None:
    w.uvarint(len(partitions) + 1)
    for topic_id, indexes in partitions.items():
        w.uuid(topic_id)
        w.int_array(sorted(indexes))
        w.uvarint(0)


def _read_partitions(r: RecordReader) -> TopicPartitions:
    result: TopicPartitions = {}
    for _ in range(r.uvarint() - 1):
        topic_id = r.uuid()
        result[topic_id] = frozenset(r.int_array() or ())
        r.tags()
    return result


def decode(key, value) -> Record | None:
    """The record of a `__consumer_offsets` key and value, or None for other record types."""
    if key is None or len(key) < 2:
        return None
    (kind,) = _I16.unpack_from(key, 0)
    if kind not in TYPES:
        return None
    r = RecordReader(key, 2)
    group_id = r.classic_string()
    sub_key = r.classic_string() if kind in _SUBKEYED else None
    if value is None:
        return Record(kind, group_id, sub_key, None)
    v = RecordReader(value)
    v.i16()  # version
    if kind == GROUP_METADATA:
        parsed = GroupEpoch(v.i32(), v.i64())
    elif kind == MEMBER_METADATA:
        rack, client_id, client_host = v.string(), v.string() or "", v.string() or ""
        names = tuple(v.string() for _ in range(v.uvarint() - 1))
        parsed = MemberMetadata(rack, client_id, client_host, names)
    elif kind == TARGET_METADATA:
        epoch = v.i32()
        tags = v.tags()
        parsed = TargetMetadata(epoch, tags[0].i64() if 0 in tags else 0)
    elif kind == TARGET_MEMBER:
        parsed = _read_partitions(v)
    elif kind == CURRENT_ASSIGNMENT:
        parsed = CurrentAssignment(v.i32(), v.i32(), v.i8(), _read_partitions(v))
    else:
        phases = []
        for _ in range(2):
            phase = {}
            for _ in range(v.uvarint() - 1):
                topic_id = v.uuid()
                name = v.string() or ""
                phase[topic_id] = TopicInitState(name, frozenset(v.int_array() or ()))
                v.tags()
            phases.append(phase)
        deleting = {}
        for _ in range(v.uvarint() - 1):
            topic_id = v.uuid()
            deleting[topic_id] = v.string() or ""
            v.tags()
        parsed = StatePartitionMetadata(phases[0], phases[1], deleting)
    return Record(kind, group_id, sub_key, parsed)


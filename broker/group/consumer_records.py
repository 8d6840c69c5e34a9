"""The `__consumer_offsets` records of KIP-848 consumer groups, in Kafka 4.3's layout.

Every change to a consumer group is written as records before it is answered, and the group is
changed by replaying them (`replay`), on the coordinator that writes them and on the one that
loads the partition after a failover alike. Keys are Kafka's coordinator keys (int16 type,
then classic strings); values are flexible (int16 version 0, compact strings and arrays,
tagged fields), so the log reads as Apache Kafka's:

| type | key                                   | value                                          |
|------|---------------------------------------|------------------------------------------------|
| 3    | ConsumerGroupMetadataKey (group)      | group epoch, metadata hash (tag 0)             |
| 4    | ConsumerGroupPartitionMetadataKey     | only tombstones (Kafka 4.3 keeps a hash)       |
| 5    | ConsumerGroupMemberMetadataKey        | instance, rack, client id and host,            |
|      | (group, member)                       | subscription, rebalance timeout, assignor,     |
|      |                                       | classic member metadata (tag 0)                |
| 6    | ConsumerGroupTargetAssignmentMetadata | assignment epoch, timestamp (tag 0)            |
| 7    | ConsumerGroupTargetAssignmentMember   | the member's target partitions                 |
| 8    | ConsumerGroupCurrentMemberAssignment  | epochs, state, assigned (with assignment       |
|      |                                       | epochs, tag 0) and pending revocation          |
| 16   | ConsumerGroupRegularExpressionKey     | resolved topics, metadata version, timestamp   |
|      | (group, regex)                        |                                                |

A null value is a tombstone. Compaction of `__consumer_offsets` keeps the latest record per key,
so a group's records stay bounded by its members.
"""

from __future__ import annotations

import dataclasses
import struct
import uuid
from dataclasses import dataclass

from kafkasim.broker.group.consumer_group import (
    ClassicMetadata,
    ConsumerGroup,
    ConsumerGroupMember,
    MemberState,
    PartitionEpochs,
    ResolvedRegex,
    TargetAssignment,
)
from kafkasim.broker.group.state import ClassicGroup

CLASSIC_GROUP = 2  # the classic GroupMetadataKey: only its tombstone is written here
GROUP_METADATA = 3
PARTITION_METADATA = 4
MEMBER_METADATA = 5
TARGET_METADATA = 6
TARGET_MEMBER = 7
CURRENT_ASSIGNMENT = 8
REGULAR_EXPRESSION = 16
TYPES = frozenset({GROUP_METADATA, PARTITION_METADATA, MEMBER_METADATA, TARGET_METADATA,
                   TARGET_MEMBER, CURRENT_ASSIGNMENT, REGULAR_EXPRESSION})
# Key types with a second string after the group id.
_SUBKEYED = frozenset({MEMBER_METADATA, TARGET_MEMBER, CURRENT_ASSIGNMENT, REGULAR_EXPRESSION})

_I16 = struct.Struct(">h")
_I32 = struct.Struct(">i")
_I64 = struct.Struct(">q")
_I8 = struct.Struct(">b")


@dataclass(frozen=True, slots=True)
class GroupEpoch:
    epoch: int
    metadata_hash: int = 0


@dataclass(frozen=True, slots=True)
class MemberMetadata:
    instance_id: str | None
    rack_id: str | None
    client_id: str
    client_host: str
    subscribed_topic_names: tuple[str, ...]
    subscribed_topic_regex: str | None
    rebalance_timeout_ms: int
    server_assignor: str | None
    classic: ClassicMetadata | None = None


@dataclass(frozen=True, slots=True)
class TargetMetadata:
    assignment_epoch: int
    timestamp_ms: int = 0


@dataclass(frozen=True, slots=True)
class CurrentAssignment:
    member_epoch: int
    previous_member_epoch: int
    state: int
    assigned: PartitionEpochs
    pending_revocation: PartitionEpochs


@dataclass(frozen=True, slots=True)
class Record:
    type: int
    group_id: str
    sub_key: str | None = None  # member id or regular expression
    value: object | None = None  # None: a tombstone


# --- record builders (Kafka's GroupCoordinatorRecordHelpers) ----------------------------------

def group_epoch(group_id: str, epoch: int, metadata_hash: int) -> Record:
    return Record(GROUP_METADATA, group_id, None, GroupEpoch(epoch, metadata_hash))


def member_subscription(group_id: str, member: ConsumerGroupMember) -> Record:
    return Record(MEMBER_METADATA, group_id, member.member_id, MemberMetadata(
        member.instance_id, member.rack_id, member.client_id, member.client_host,
        tuple(sorted(member.subscribed_topic_names)), member.subscribed_topic_regex,
        member.rebalance_timeout_ms, member.server_assignor, member.classic))


def target_member(group_id: str, member_id: str, partitions: TargetAssignment) -> Record:
    return Record(TARGET_MEMBER, group_id, member_id,
                  {t: frozenset(p) for t, p in partitions.items()})


def target_metadata(group_id: str, epoch: int, timestamp_ms: int) -> Record:
    return Record(TARGET_METADATA, group_id, None, TargetMetadata(epoch, timestamp_ms))


def current_assignment(group_id: str, member: ConsumerGroupMember) -> Record:
    return Record(CURRENT_ASSIGNMENT, group_id, member.member_id, CurrentAssignment(
        member.member_epoch, member.previous_member_epoch, int(member.state), member.assigned,
        member.pending_revocation))


def regex_record(group_id: str, regex: str, resolved: ResolvedRegex) -> Record:
    return Record(REGULAR_EXPRESSION, group_id, regex, resolved)


@dataclass(frozen=True, slots=True)
class ClassicGroupValue:
    """A classic group's metadata record (GroupMetadataValue), as a downgrade writes it."""

    group: ClassicGroup
    assignments: dict


def classic_group(group: ClassicGroup, assignments: dict) -> Record:
    return Record(CLASSIC_GROUP, group.group_id, None, ClassicGroupValue(group, assignments))


def classic_tombstone(group_id: str) -> Record:
    """The tombstone of a classic group's metadata, written when a consumer group takes its
    place (its committed offsets stay)."""
    return Record(CLASSIC_GROUP, group_id)


def tombstone(type_: int, group_id: str, sub_key: str | None = None) -> Record:
    return Record(type_, group_id, sub_key, None)


def member_tombstones(group_id: str, member_id: str) -> list[Record]:
    """Kafka's removeMember: the current assignment, the target and the subscription go."""
    return [tombstone(CURRENT_ASSIGNMENT, group_id, member_id),
            tombstone(TARGET_MEMBER, group_id, member_id),
            tombstone(MEMBER_METADATA, group_id, member_id)]


def group_tombstones(group: ConsumerGroup) -> list[Record]:
    """Every record of an empty group, deleted (the group is then forgotten)."""
    gid = group.group_id
    records = [tombstone(CURRENT_ASSIGNMENT, gid, m) for m in group.members]
    records += [tombstone(TARGET_MEMBER, gid, m) for m in group.members]
    records.append(tombstone(TARGET_METADATA, gid))
    records += [tombstone(MEMBER_METADATA, gid, m) for m in group.members]
    records += [tombstone(REGULAR_EXPRESSION, gid, r) for r in group.resolved]
    records.append(tombstone(PARTITION_METADATA, gid))
    records.append(tombstone(GROUP_METADATA, gid))
    return records


# --- replay -------------------------------------------------------------------------------------

class ReplayError(Exception):
    """A record that does not fit the group it names (a classic group of that id)."""


def replay(groups: dict, record: Record) -> None:
    """Apply one record to `groups` (group id -> group), as Kafka's GroupMetadataManager.replay
    does. A classic group that is only a holder of committed offsets (no members, no
    protocol) becomes a consumer group, keeping its offsets."""
    gid = record.group_id
    value = record.value
    group = groups.get(gid)
    if record.type == CLASSIC_GROUP:
        if value is not None:
            offsets = group.offsets if group is not None else {}
            groups[gid] = value.group
            value.group.offsets = offsets
            return
        if group is not None and not isinstance(group, ConsumerGroup):
            if group.offsets:
                holder = groups[gid] = ClassicGroup(gid)
                holder.offsets = group.offsets
            else:
                del groups[gid]
        return
    if group is not None and not isinstance(group, ConsumerGroup):
        if value is None:
            return
        if not group.is_simple():
            raise ReplayError(f"Group {gid} is not a consumer group")
        offsets = group.offsets
        group = groups[gid] = ConsumerGroup(gid)
        group.offsets = offsets
    if group is None:
        if value is None:
            return
        group = groups[gid] = ConsumerGroup(gid)
    kind = record.type
    if kind == GROUP_METADATA:
        if value is None:
            offsets = group.offsets
            del groups[gid]
            if offsets:
                holder = groups[gid] = ClassicGroup(gid)
                holder.offsets = offsets
            return
        group.group_epoch = value.epoch
        group.metadata_hash = value.metadata_hash
    elif kind == MEMBER_METADATA:
        if value is None:
            group.remove_member(record.sub_key)
        else:
            old = group.get_or_create_member(record.sub_key, True)
            group.update_member(dataclasses.replace(
                old, instance_id=value.instance_id, rack_id=value.rack_id,
                client_id=value.client_id, client_host=value.client_host,
                subscribed_topic_names=frozenset(value.subscribed_topic_names),
                subscribed_topic_regex=value.subscribed_topic_regex or "",
                rebalance_timeout_ms=value.rebalance_timeout_ms,
                server_assignor=value.server_assignor, classic=value.classic))
    elif kind == TARGET_MEMBER:
        group.set_target(record.sub_key, value)
    elif kind == TARGET_METADATA:
        if value is None:
            group.assignment_epoch, group.assignment_timestamp_ms = -1, 0
        else:
            group.assignment_epoch = value.assignment_epoch
            group.assignment_timestamp_ms = value.timestamp_ms
    elif kind == CURRENT_ASSIGNMENT:
        if value is None:
            member = group.members.get(record.sub_key)
            if member is not None:
                group.update_member(dataclasses.replace(
                    member, member_epoch=-1, previous_member_epoch=-1, assigned={},
                    pending_revocation={}))
        else:
            old = group.get_or_create_member(record.sub_key, True)
            group.update_member(dataclasses.replace(
                old, member_epoch=value.member_epoch,
                previous_member_epoch=value.previous_member_epoch,
                state=MemberState(value.state), assigned=value.assigned,
                pending_revocation=value.pending_revocation))
    elif kind == REGULAR_EXPRESSION:
        group.set_resolved_regex(record.sub_key, value)
    group.update_state()


# --- encoding -----------------------------------------------------------------------------------

class _Writer:
    def __init__(self) -> None:
        self.out = bytearray()

    def i8(self, v: int) -> None:
        self.out += _I8.pack(v)

    def i16(self, v: int) -> None:
        self.out += _I16.pack(v)

    def i32(self, v: int) -> None:
        self.out += _I32.pack(v)

    def i64(self, v: int) -> None:
        self.out += _I64.pack(v)

    def uvarint(self, v: int) -> None:
        while v > 0x7F:
            self.out.append((v & 0x7F) | 0x80)
            v >>= 7
        self.out.append(v)

    def string(self, text: str | None) -> None:
        if text is None:
            self.uvarint(0)
            return
        data = text.encode()
        self.uvarint(len(data) + 1)
        self.out += data

    def data(self, blob: bytes) -> None:
        self.uvarint(len(blob) + 1)
        self.out += blob

    def uuid(self, value: uuid.UUID) -> None:
        self.out += value.bytes

    def int_array(self, values) -> None:
        values = list(values)
        self.uvarint(len(values) + 1)
        for v in values:
            self.i32(v)

    def tags(self, tags: dict[int, bytes]) -> None:
        self.uvarint(len(tags))
        for tag in sorted(tags):
            self.uvarint(tag)
            self.uvarint(len(tags[tag]))
            self.out += tags[tag]


class _Reader:
    def __init__(self, data, position: int = 0) -> None:
        self.data = memoryview(bytes(data))
        self.pos = position

    def _fixed(self, layout: struct.Struct) -> int:
        (value,) = layout.unpack_from(self.data, self.pos)
        self.pos += layout.size
        return value

    def i8(self) -> int:
        return self._fixed(_I8)

    def i16(self) -> int:
        return self._fixed(_I16)

    def i32(self) -> int:
        return self._fixed(_I32)

    def i64(self) -> int:
        return self._fixed(_I64)

    def uvarint(self) -> int:
        shift = value = 0
        while True:
            byte = self.data[self.pos]
            self.pos += 1
            value |= (byte & 0x7F) << shift
            if byte < 0x80:
                return value
            shift += 7

    def string(self) -> str | None:
        length = self.uvarint() - 1
        if length < 0:
            return None
        text = bytes(self.data[self.pos:self.pos + length]).decode()
        self.pos += length
        return text

    def blob(self) -> bytes:
        length = self.uvarint() - 1
        data = bytes(self.data[self.pos:self.pos + max(length, 0)])
        self.pos += max(length, 0)
        return data

    def uuid(self) -> uuid.UUID:
        value = uuid.UUID(bytes=bytes(self.data[self.pos:self.pos + 16]))
        self.pos += 16
        return value

    def int_array(self) -> list[int] | None:
        count = self.uvarint() - 1
        if count < 0:
            return None
        return [self.i32() for _ in range(count)]

    def tags(self) -> dict[int, _Reader]:
        found = {}
        for _ in range(self.uvarint()):
            tag = self.uvarint()
            size = self.uvarint()
            found[tag] = _Reader(self.data[self.pos:self.pos + size])
            self.pos += size
        return found

    def classic_string(self) -> str:
        length = self.i16()
        text = bytes(self.data[self.pos:self.pos + length]).decode()
        self.pos += length
        return text


def _classic_string(text: str) -> bytes:
    data = text.encode()
    return _I16.pack(len(data)) + data


# The coordinator record codec, shared with the share-group records (share_records.py).
RecordWriter = _Writer
RecordReader = _Reader
classic_string = _classic_string


def encode(record: Record) -> tuple[bytes, bytes | None]:
    key = _I16.pack(record.type) + _classic_string(record.group_id)
    if record.type == CLASSIC_GROUP:
        if record.value is None:
            return key, None
        from kafkasim.broker.group.metadata import encode_group_metadata_value, snapshot

        return key, encode_group_metadata_value(snapshot(record.value.group,
                                                         record.value.assignments))
    if record.type in _SUBKEYED:
        key += _classic_string(record.sub_key or "")
    if record.value is None:
        return key, None
    w = _Writer()
    w.i16(0)
    value = record.value
    if record.type == GROUP_METADATA:
        w.i32(value.epoch)
        tag = _Writer()
        tag.i64(value.metadata_hash)
        w.tags({0: bytes(tag.out)} if value.metadata_hash else {})
    elif record.type == MEMBER_METADATA:
        w.string(value.instance_id)
        w.string(value.rack_id)
        w.string(value.client_id)
        w.string(value.client_host)
        w.uvarint(len(value.subscribed_topic_names) + 1)
        for name in value.subscribed_topic_names:
            w.string(name)
        w.string(value.subscribed_topic_regex)
        w.i32(value.rebalance_timeout_ms)
        w.string(value.server_assignor)
        tags = {}
        if value.classic is not None:
            c = _Writer()
            c.i32(value.classic.session_timeout_ms)
            c.uvarint(len(value.classic.protocols) + 1)
            for name, metadata in value.classic.protocols:
                c.string(name)
                c.data(metadata)
                c.uvarint(0)
            c.uvarint(0)
            tags[0] = bytes(c.out)
        w.tags(tags)
    elif record.type == TARGET_MEMBER:
        _write_partitions(w, {t: {p: 0 for p in ps} for t, ps in value.items()}, epochs=False)
        w.uvarint(0)
    elif record.type == TARGET_METADATA:
        w.i32(value.assignment_epoch)
        tag = _Writer()
        tag.i64(value.timestamp_ms)
        w.tags({0: bytes(tag.out)} if value.timestamp_ms else {})
    elif record.type == CURRENT_ASSIGNMENT:
        w.i32(value.member_epoch)
        w.i32(value.previous_member_epoch)
        w.i8(value.state)
        _write_partitions(w, value.assigned, epochs=True)
        _write_partitions(w, value.pending_revocation, epochs=True)
        w.uvarint(0)
    elif record.type == REGULAR_EXPRESSION:
        topics = sorted(value.topics)
        w.uvarint(len(topics) + 1)
        for name in topics:
            w.string(name)
        w.i64(value.version)
        w.i64(value.timestamp_ms)
        w.uvarint(0)
    else:
        w.uvarint(0)
    return key, bytes(w.out)


def _write_partitions(w: _Writer, partitions: PartitionEpochs, *, epochs: bool) -> None:
    w.uvarint(len(partitions) + 1)
    for topic_id, by_partition in partitions.items():
        ordered = sorted(by_partition)
        w.uuid(topic_id)
        w.int_array(ordered)
        if epochs:
            tag = _Writer()
            tag.int_array([by_partition[p] for p in ordered])
            w.tags({0: bytes(tag.out)})
        else:
            w.uvarint(0)


def _read_partitions(r: _Reader, default_epoch: int) -> PartitionEpochs:
    result: PartitionEpochs = {}
    for _ in range(r.uvarint() - 1):
        topic_id = r.uuid()
        partitions = r.int_array() or []
        tags = r.tags()
        epochs = tags[0].int_array() if 0 in tags else None
        if epochs is None or len(epochs) != len(partitions):
            epochs = [default_epoch] * len(partitions)
        result[topic_id] = dict(zip(partitions, epochs, strict=True))
    return result


def decode(key, value) -> Record | None:
    """The record of a `__consumer_offsets` key and value, or None for other record types
    (offset commits, classic group metadata)."""
    if key is None or len(key) < 2:
        return None
    (kind,) = _I16.unpack_from(key, 0)
    if kind not in TYPES:
        return None
    r = _Reader(key, 2)
    group_id = r.classic_string()
    sub_key = r.classic_string() if kind in _SUBKEYED else None
    if value is None:
        return Record(kind, group_id, sub_key, None)
    v = _Reader(value)
    v.i16()  # version
    if kind == GROUP_METADATA:
        epoch = v.i32()
        tags = v.tags()
        parsed = GroupEpoch(epoch, tags[0].i64() if 0 in tags else 0)
    elif kind == MEMBER_METADATA:
        instance_id, rack_id = v.string(), v.string()
        client_id, client_host = v.string() or "", v.string() or ""
        names = tuple(v.string() for _ in range(v.uvarint() - 1))
        regex = v.string()
        rebalance_timeout = v.i32()
        assignor = v.string()
        tags = v.tags()
        classic = None
        if 0 in tags:
            c = tags[0]
            session = c.i32()
            protocols = []
            for _ in range(c.uvarint() - 1):
                name = c.string()
                metadata = c.blob()
                c.tags()
                protocols.append((name, metadata))
            classic = ClassicMetadata(session, tuple(protocols))
        parsed = MemberMetadata(instance_id, rack_id, client_id, client_host, names, regex,
                                rebalance_timeout, assignor, classic)
    elif kind == TARGET_MEMBER:
        parsed = {t: frozenset(p) for t, p in _read_partitions(v, 0).items()}
    elif kind == TARGET_METADATA:
        epoch = v.i32()
        tags = v.tags()
        parsed = TargetMetadata(epoch, tags[0].i64() if 0 in tags else 0)
    elif kind == CURRENT_ASSIGNMENT:
        member_epoch = v.i32()
        previous = v.i32()
        state = v.i8()
        assigned = _read_partitions(v, member_epoch)
        pending = _read_partitions(v, member_epoch)
        parsed = CurrentAssignment(member_epoch, previous, state, assigned, pending)
    elif kind == REGULAR_EXPRESSION:
        topics = frozenset(v.string() for _ in range(v.uvarint() - 1))
        parsed = ResolvedRegex(topics, v.i64(), v.i64())
    else:
        parsed = None
    return Record(kind, group_id, sub_key, parsed)

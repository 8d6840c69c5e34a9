"""Classic group membership in `__consumer_offsets`: Kafka's GroupMetadata records and replay.

Records use Kafka's binary layout, next to the offset commits of `broker/group/offsets.py`:

- key `GroupMetadataKey` v2: int16 version, string group (offset commit keys are v0/v1, so
  the key's version tells the two apart);
- value `GroupMetadataValue` v3 (Kafka 2.3+): int16 version, string protocol type, int32
  generation, nullable string protocol name, nullable string leader, int64 current state
  timestamp (-1: unknown), then an int32-counted array of members: string member id, nullable
  string group instance id, string client id, string client host, int32 rebalance timeout,
  int32 session timeout, bytes subscription, bytes assignment. Values v0-v4 are read (v4 is
  v3 with compact types and tagged fields); v3 is written.
- a null value (tombstone) deletes the group's membership.

Kafka writes the record when a rebalance completes (the leader's SyncGroup assignment, before
the group goes Stable), when a group becomes Empty (no members, generation kept) and when a
static member rejoins a Stable group under a new member id. `replay` folds a partition's records,
latest per group winning; `restore_group` rebuilds the group a new coordinator serves.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import struct
from collections.abc import Iterable
from dataclasses import dataclass, field

from kafkasim.broker.group.offsets import OffsetsStorage, decode_offset_commit
from kafkasim.broker.group.state import ClassicGroup, CommittedOffset, GroupMember, GroupState
from kafkasim.protocol.errors import ErrorCode

log = logging.getLogger("kafkasim.groups")

GROUP_METADATA_KEY_VERSION = 2
GROUP_METADATA_VALUE_VERSION = 3

_I16 = struct.Struct(">h")
_I32 = struct.Struct(">i")
_I64 = struct.Struct(">q")


@dataclass(slots=True)
class StoredMember:
    """One member as a GroupMetadataValue holds it."""

    member_id: str
    group_instance_id: str | None
    client_id: str
    client_host: str
    rebalance_timeout_ms: int
    session_timeout_ms: int
    subscription: bytes
    assignment: bytes


@dataclass(slots=True)
class StoredGroup:
    """A GroupMetadataValue: the group as of its last completed rebalance."""

    protocol_type: str
    generation_id: int
    protocol_name: str | None
    leader_id: str | None
    state_timestamp_ms: int
    members: list[StoredMember] = field(default_factory=list)


@dataclass(slots=True)
class LoadedGroup:
    """What replaying a partition knows of one group: its membership record (None when it has
    none or it was deleted) and its committed offsets."""

    metadata: StoredGroup | None = None
    offsets: dict[tuple[str, int], CommittedOffset] = field(default_factory=dict)


# -- encoding ----------------------------------------------------------------------------------


def _string(text: str) -> bytes:
    data = text.encode()
    return _I16.pack(len(data)) + data


def _nullable_string(text: str | None) -> bytes:
    return _I16.pack(-1) if text is None else _string(text)


def _bytes(data: bytes) -> bytes:
    return _I32.pack(len(data)) + data


def encode_group_metadata_key(group_id: str) -> bytes:
    """Kafka's GroupMetadataKey v2."""
    return _I16.pack(GROUP_METADATA_KEY_VERSION) + _string(group_id)


def encode_group_metadata_value(stored: StoredGroup) -> bytes:
    """Kafka's GroupMetadataValue v3."""
    parts = [_I16.pack(GROUP_METADATA_VALUE_VERSION), _string(stored.protocol_type),
             _I32.pack(stored.generation_id), _nullable_string(stored.protocol_name),
             _nullable_string(stored.leader_id), _I64.pack(stored.state_timestamp_ms),
             _I32.pack(len(stored.members))]
    for member in stored.members:
        parts += [_string(member.member_id), _nullable_string(member.group_instance_id),
                  _string(member.client_id), _string(member.client_host),
                  _I32.pack(member.rebalance_timeout_ms), _I32.pack(member.session_timeout_ms),
                  _bytes(member.subscription), _bytes(member.assignment)]
    return b"".join(parts)


# -- decoding ----------------------------------------------------------------------------------


class _Reader:
    """Reads Kafka's classic (v0-3) or flexible (v4) encodings from a buffer."""

    def __init__(self, buffer, position: int, flexible: bool):
        self.buffer = bytes(buffer)
        self.position = position
        self.flexible = flexible

    def _fixed(self, layout: struct.Struct) -> int:
        (value,) = layout.unpack_from(self.buffer, self.position)
        self.position += layout.size
        return value

    def int32(self) -> int:
        return self._fixed(_I32)

    def int64(self) -> int:
        return self._fixed(_I64)

    def _varint(self) -> int:
        value = shift = 0
        while True:
            byte = self.buffer[self.position]
            self.position += 1
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return value
            shift += 7

    def _length(self, wide: bool) -> int:
        if self.flexible:
            return self._varint() - 1
        return self.int32() if wide else self._fixed(_I16)

    def _raw(self, wide: bool) -> bytes | None:
        length = self._length(wide)
        if length < 0:
            return None
        end = self.position + length
        if end > len(self.buffer):
            raise ValueError("truncated group metadata record")
        data = self.buffer[self.position:end]
        self.position = end
        return data

    def nullable_string(self) -> str | None:
        data = self._raw(wide=False)
        return None if data is None else data.decode()

    def string(self) -> str:
        return self.nullable_string() or ""

    def data(self) -> bytes:
        return self._raw(wide=True) or b""

    def array_length(self) -> int:
        return max(self._length(wide=True), 0)

    def tagged_fields(self) -> None:
        if self.flexible:
            for _ in range(self._varint()):
                self._varint()  # tag
                size = self._varint()
                self.position += size


def decode_group_metadata_value(value) -> StoredGroup:
    """A GroupMetadataValue of version 0-4."""
    (version,) = _I16.unpack_from(value, 0)
    if not 0 <= version <= 4:
        raise ValueError(f"unknown group metadata value version {version}")
    reader = _Reader(value, 2, flexible=version >= 4)
    protocol_type = reader.string()
    generation_id = reader.int32()
    protocol_name = reader.nullable_string()
    leader_id = reader.nullable_string()
    state_timestamp_ms = reader.int64() if version >= 2 else -1
    members = []
    for _ in range(reader.array_length()):
        member_id = reader.string()
        group_instance_id = reader.nullable_string() if version >= 3 else None
        client_id = reader.string()
        client_host = reader.string()
        rebalance_timeout_ms = reader.int32() if version >= 1 else -1
        session_timeout_ms = reader.int32()
        if version == 0:
            rebalance_timeout_ms = session_timeout_ms  # Kafka's default for v0 records
        subscription = reader.data()
        assignment = reader.data()
        reader.tagged_fields()
        members.append(StoredMember(member_id, group_instance_id, client_id, client_host,
                                    rebalance_timeout_ms, session_timeout_ms, subscription,
                                    assignment))
    reader.tagged_fields()
    return StoredGroup(protocol_type, generation_id, protocol_name, leader_id,
                       state_timestamp_ms, members)


def group_id_of_metadata_key(key) -> str | None:
    """The group of a GroupMetadataKey; None for other keys (offset commits are v0/v1)."""
    (version,) = _I16.unpack_from(key, 0)
    if version != GROUP_METADATA_KEY_VERSION:
        return None
    return _Reader(key, 2, flexible=False).string()


def replay(records: Iterable[tuple[bytes | None, bytes | None]]) -> dict[str, LoadedGroup]:
    """Fold a `__consumer_offsets` partition's (key, value) records, in log order, into the
    groups it holds: the latest membership record per group wins, a tombstone deletes it, and
    offsets are applied or deleted one by one. Groups left with neither are dropped; record
    types other than offset commits and group metadata (KIP-848 ones) are skipped, and so are
    records that do not decode (counted in one warning), so that one bad record costs only
    itself, never the loading of the partition."""
    groups: dict[str, LoadedGroup] = {}
    skipped = 0
    for key, value in records:
        try:
            _replay_one(groups, key, value)
        except (struct.error, ValueError, IndexError):  # UnicodeDecodeError is a ValueError
            skipped += 1
    if skipped:
        log.warning("skipped %d records of %s that do not decode as offset commits or group "
                    "metadata", skipped, "__consumer_offsets")
    return {group_id: loaded for group_id, loaded in groups.items()
            if loaded.metadata is not None or loaded.offsets}


def _replay_one(groups: dict[str, LoadedGroup], key, value) -> None:
    if key is None or len(key) < 2:
        return
    group_id = group_id_of_metadata_key(key)
    if group_id is not None:
        metadata = None if value is None else decode_group_metadata_value(value)
        groups.setdefault(group_id, LoadedGroup()).metadata = metadata
        return
    commit = decode_offset_commit(key, value)
    if commit is None:
        return
    group_id, partition, offset = commit
    loaded = groups.setdefault(group_id, LoadedGroup())
    if offset is None:
        loaded.offsets.pop(partition, None)
    else:
        loaded.offsets[partition] = offset


# -- between records and groups ----------------------------------------------------------------


def snapshot(group: ClassicGroup, assignments: dict[str, bytes]) -> StoredGroup:
    """The record Kafka writes for `group` with `assignments` (member id -> assignment; absent
    members get an empty one); subscriptions are each member's metadata for the protocol."""
    protocol = group.protocol_name or ""
    return StoredGroup(
        group.protocol_type or "", group.generation_id, group.protocol_name, group.leader_id,
        group.state_timestamp_ms,
        [StoredMember(m.member_id, m.group_instance_id, m.client_id, m.client_host,
                      m.rebalance_timeout_ms, m.session_timeout_ms, m.metadata_for(protocol),
                      assignments.get(m.member_id, b""))
         for m in group.members.values()])


def restore_group(group_id: str, loaded: LoadedGroup) -> ClassicGroup:
    """The group a new coordinator serves: Stable with the stored members (each supporting only
    the selected protocol, as in Kafka's loader), or Empty when none were stored; a group
    without a membership record is an Empty group with offsets. Session timers are the
    caller's to start."""
    stored = loaded.metadata
    group = ClassicGroup(group_id)
    group.offsets = dict(loaded.offsets)
    if stored is None:
        return group
    group.generation_id = stored.generation_id
    group.protocol_type = stored.protocol_type or None
    group.protocol_name = stored.protocol_name
    for each in stored.members:
        group.add_member(GroupMember(
            member_id=each.member_id, group_instance_id=each.group_instance_id,
            client_id=each.client_id, client_host=each.client_host,
            rebalance_timeout_ms=each.rebalance_timeout_ms,
            session_timeout_ms=each.session_timeout_ms,
            protocol_type=stored.protocol_type,
            protocols=[(stored.protocol_name or "", each.subscription)],
            assignment=each.assignment,
        ), None)
    group.leader_id = stored.leader_id if stored.leader_id in group.members else (
        next(iter(group.members), None))
    if group.members:
        group.state = GroupState.STABLE
    group.state_timestamp_ms = stored.state_timestamp_ms
    group.subscribed_topics = group.compute_subscribed_topics()
    return group


def store_error(error: int) -> ErrorCode:
    """Kafka's mapping of a failed group metadata append to the SyncGroup error its members
    get (a timeout asks them to rejoin)."""
    if error == ErrorCode.NONE:
        return ErrorCode.NONE
    if error in (ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, ErrorCode.NOT_ENOUGH_REPLICAS,
                 ErrorCode.NOT_ENOUGH_REPLICAS_AFTER_APPEND):
        return ErrorCode.COORDINATOR_NOT_AVAILABLE
    if error in (ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.KAFKA_STORAGE_ERROR,
                 ErrorCode.FENCED_LEADER_EPOCH, ErrorCode.UNKNOWN_LEADER_EPOCH):
        return ErrorCode.NOT_COORDINATOR
    if error == ErrorCode.REQUEST_TIMED_OUT:
        return ErrorCode.REBALANCE_IN_PROGRESS
    return ErrorCode.UNKNOWN_SERVER_ERROR


def store_group(storage: OffsetsStorage, partition: int, leader_epoch: int | None,
                group: ClassicGroup, assignments: dict[str, bytes]) -> asyncio.Future:
    """Append the group's record to its partition now (appends keep call order); the future
    resolves with the append's error. A failure is logged; the group carries on in memory."""
    record = (encode_group_metadata_key(group.group_id),
              encode_group_metadata_value(snapshot(group, assignments)))
    stored = storage.start_append(partition, leader_epoch, [record])
    stored.add_done_callback(functools.partial(_log_store_failure, group.group_id))
    return stored


def _log_store_failure(group_id: str, stored: asyncio.Future) -> None:
    if not stored.cancelled() and stored.result() != ErrorCode.NONE:
        log.warning("failed to store the metadata of group %s: %s", group_id,
                    ErrorCode(stored.result()).name)

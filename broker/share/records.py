"""The `__share_group_state` records (Kafka 4.4's ShareSnapshotKey/Value and ShareUpdateKey/Value)
and the state they describe: one share partition's start offset, state epoch, leader epoch and
its state batches (offset ranges with a delivery state and count).

| type | key                                   | value                                             |
|------|---------------------------------------|---------------------------------------------------|
| 0    | ShareSnapshotKey (group, topic id,    | snapshot epoch, state epoch, leader epoch, start  |
|      | partition)                            | offset, delivery complete count (tag 0), create   |
|      |                                       | and write timestamps, state batches               |
| 1    | ShareUpdateKey (same)                 | snapshot epoch, leader epoch, start offset,       |
|      |                                       | delivery complete count (tag 0), state batches    |

A snapshot is the whole state; an update changes the start offset and overwrites the offset
ranges of its batches (`ShareState.merged`). A null value deletes the partition's state (a
tombstone, DeleteShareGroupState).
"""

from __future__ import annotations

import base64
import re
import struct
import uuid
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from kafkasim.broker.group.consumer_records import RecordReader, RecordWriter, classic_string

SNAPSHOT = 0
UPDATE = 1
_I16 = struct.Struct(">h")


class StateBatch(NamedTuple):
    """An offset range with one delivery state (0 AVAILABLE, 2 ACKNOWLEDGED, 4 ARCHIVED) and
    delivery count."""

    first_offset: int
    last_offset: int
    delivery_state: int
    delivery_count: int


class SharePartitionKey(NamedTuple):
    group_id: str
    topic_id: uuid.UUID
    partition: int

    def coordinator_key(self) -> str:
        """Kafka's SharePartitionKey.asCoordinatorKey: "group:topicId:partition", the topic id
        as Kafka's Uuid.toString writes it (URL-safe base64 without padding)."""
        return f"{self.group_id}:{uuid_string(self.topic_id)}:{self.partition}"

    @classmethod
    def parse(cls, key: str) -> SharePartitionKey:
        """Kafka's SharePartitionKey.getInstance: "group:topicId:partition" split at every
        colon (trailing empty parts dropped, as Java's String.split drops them), the last part
        an int32 (a sign and leading zeros allowed), the one before it a topic id as
        Uuid.fromString reads it, and the rest, joined by colons, a group id that is not
        blank. ValueError otherwise."""
        parts = key.split(":")
        while parts and not parts[-1]:
            parts.pop()
        if len(parts) < 3:
            raise ValueError(f"Invalid key format: expected - groupId:topicId:partition, "
                             f"found - {key}")
        group_id = ":".join(parts[:-2])
        if not group_id.strip(_JAVA_TRIMMED):
            raise ValueError("GroupId must not be empty")
        if not _INT32.fullmatch(parts[-1]) or not -2**31 <= int(parts[-1]) < 2**31:
            raise ValueError(f"Invalid partition: {parts[-1]}")
        return cls(group_id, uuid_from_string(parts[-2]), int(parts[-1]))


# Java's String.trim removes every character up to the space; Integer.parseInt takes a sign.
_JAVA_TRIMMED = "".join(chr(c) for c in range(33))
_INT32 = re.compile(r"[+-]?[0-9]+")
_BASE64_URL = re.compile(r"[A-Za-z0-9_-]*={0,2}")


def uuid_string(value: uuid.UUID) -> str:
    return base64.urlsafe_b64encode(value.bytes).decode().rstrip("=")


def uuid_from_string(text: str) -> uuid.UUID:
    """Kafka's Uuid.fromString: URL-safe base64 of 16 bytes, padded or not, at most 24
    characters; ValueError otherwise."""
    if len(text) > 24 or not _BASE64_URL.fullmatch(text) or \
            ("=" in text and len(text) % 4) or len(text.rstrip("=")) % 4 == 1:
        raise ValueError(f"Invalid topic id: {text}")
    raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    if len(raw) != 16:
        raise ValueError(f"Input string `{text}` decoded as {len(raw)} bytes, which is not "
                         "equal to the expected 16 bytes of a base64-encoded UUID")
    return uuid.UUID(bytes=raw)


@dataclass(frozen=True, slots=True)
class ShareState:
    state_epoch: int
    leader_epoch: int
    start_offset: int
    batches: tuple[StateBatch, ...] = ()
    snapshot_epoch: int = 0
    delivery_complete_count: int = -1
    create_timestamp_ms: int = 0
    write_timestamp_ms: int = 0
    # Updates written since the last snapshot (a snapshot is written every
    # share.coordinator.snapshot.update.records.per.snapshot updates).
    updates: int = field(default=0, compare=False)

    def done_count(self) -> int:
        """Records past the start offset already acknowledged or archived (the leader's
        DeliveryCompleteCount when it sent one)."""
        if self.delivery_complete_count >= 0:
            return self.delivery_complete_count
        return sum(b.last_offset - b.first_offset + 1 for b in self.batches
                   if b.delivery_state in (2, 4) and b.last_offset >= self.start_offset)

    def merged(self, start_offset: int, leader_epoch: int,
               batches: list[StateBatch]) -> ShareState:
        """The state after an update: the new start offset (-1 keeps the current), the new
        batches overwriting the offset ranges they cover, everything below the start dropped."""
        start = self.start_offset if start_offset < 0 else start_offset
        kept: list[StateBatch] = []
        incoming = sorted(batches)
        for old in self.batches:
            pieces = [old]
            for new in incoming:
                next_pieces = []
                for piece in pieces:
                    if new.last_offset < piece.first_offset or new.first_offset > piece.last_offset:
                        next_pieces.append(piece)
                        continue
                    if piece.first_offset < new.first_offset:
                        next_pieces.append(piece._replace(last_offset=new.first_offset - 1))
                    if piece.last_offset > new.last_offset:
                        next_pieces.append(piece._replace(first_offset=new.last_offset + 1))
                pieces = next_pieces
            kept.extend(pieces)
        combined = []
        for batch in sorted(kept + incoming):
            if batch.last_offset < start:
                continue
            if batch.first_offset < start:
                batch = batch._replace(first_offset=start)
            combined.append(batch)
        return replace(self, start_offset=start,
                       leader_epoch=leader_epoch if leader_epoch >= 0 else self.leader_epoch,
                       batches=tuple(combined))


# --- encoding --------------------------------------------------------------------------------

def encode_key(kind: int, key: SharePartitionKey) -> bytes:
    return (_I16.pack(kind) + classic_string(key.group_id) + key.topic_id.bytes
            + struct.pack(">i", key.partition))


def encode_value(kind: int, state: ShareState) -> bytes:
    w = RecordWriter()
    w.i16(0)
    w.i32(state.snapshot_epoch)
    if kind == SNAPSHOT:
        w.i32(state.state_epoch)
    w.i32(state.leader_epoch)
    w.i64(state.start_offset)
    if kind == SNAPSHOT:
        w.i64(state.create_timestamp_ms)
        w.i64(state.write_timestamp_ms)
    w.uvarint(len(state.batches) + 1)
    for batch in state.batches:
        w.i64(batch.first_offset)
        w.i64(batch.last_offset)
        w.i8(batch.delivery_state)
        w.i16(batch.delivery_count)
        w.uvarint(0)
    tags = {}
    if state.delivery_complete_count != -1:
        tag = RecordWriter()
        tag.i32(state.delivery_complete_count)
        tags[0] = bytes(tag.out)
    w.tags(tags)
    return bytes(w.out)


class DecodedRecord(NamedTuple):
    kind: int
    key: SharePartitionKey
    state: ShareState | None  # None: a tombstone


def decode(key, value) -> DecodedRecord | None:
    """A `__share_group_state` record, or None for a key of another type."""
    if key is None or len(key) < 2:
        return None
    (kind,) = _I16.unpack_from(key, 0)
    if kind not in (SNAPSHOT, UPDATE):
        return None
    r = RecordReader(key, 2)
    group_id = r.classic_string()
    topic_id = r.uuid()
    partition = r.i32()
    share_key = SharePartitionKey(group_id, topic_id, partition)
    if value is None:
        return DecodedRecord(kind, share_key, None)
    v = RecordReader(value)
    v.i16()
    snapshot_epoch = v.i32()
    state_epoch = v.i32() if kind == SNAPSHOT else -1
    leader_epoch = v.i32()
    start_offset = v.i64()
    created = written = 0
    if kind == SNAPSHOT:
        created, written = v.i64(), v.i64()
    batches = []
    for _ in range(v.uvarint() - 1):
        batches.append(StateBatch(v.i64(), v.i64(), v.i8(), v.i16()))
        v.tags()
    tags = v.tags()
    complete = tags[0].i32() if 0 in tags else -1
    return DecodedRecord(kind, share_key, ShareState(
        state_epoch, leader_epoch, start_offset, tuple(batches), snapshot_epoch, complete,
        created, written))

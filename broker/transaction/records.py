"""The records of `__transaction_state`, in Kafka's own layout (`TransactionLogKey` and
`TransactionLogValue`), so the topic reads the same as Apache Kafka's.

- key v0: int16 version, string transactional id;
- value: int16 version, int64 producer id, int16 producer epoch, int32 timeout, int8 state,
  nullable array of (string topic, int32 array partitions) (null for Empty), int64 last update
  time, int64 start time. v1 (written at transaction.version 1 and up, as Kafka does) is the
  flexible form, with the previous producer id (tag 0, after a producer id rotation), the next
  producer id (tag 1, transactions v2 about to rotate) and the client's transaction version
  (tag 2, int16: 2 for a transactions v2 transaction) as tagged fields, each written when it is
  not its default; v0 is read too.
- a null value (tombstone) forgets the transactional id.

The last producer epoch is not stored: a loaded transaction has none (as in Kafka).
"""

from __future__ import annotations

import struct

from kafkasim.broker.transaction.metadata import TransactionMetadata, Transit, TxnState

KEY_VERSION = 0
VALUE_VERSION = 1

_I8 = struct.Struct(">b")
_I16 = struct.Struct(">h")
_I32 = struct.Struct(">i")
_I64 = struct.Struct(">q")
_HEAD = struct.Struct(">qhib")  # producer id, epoch, timeout, state


def _string(text: str) -> bytes:
    data = text.encode()
    return _I16.pack(len(data)) + data


def encode_key(transactional_id: str) -> bytes:
    return _I16.pack(KEY_VERSION) + _string(transactional_id)


def decode_key(key) -> str | None:
    """The transactional id of a key, None for a key of a version Kafka does not write."""
    (version,) = _I16.unpack_from(key, 0)
    if version != 0:
        return None
    (length,) = _I16.unpack_from(key, 2)
    return bytes(key[4:4 + length]).decode()


def _uvarint(value: int) -> bytes:
    out = bytearray()
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def _compact_string(text: str) -> bytes:
    data = text.encode()
    return _uvarint(len(data) + 1) + data


def encode_value(transit: Transit) -> bytes:
    """TransactionLogValue v1 (flexible)."""
    out = [_I16.pack(VALUE_VERSION),
           _HEAD.pack(transit.producer_id, transit.producer_epoch, transit.timeout_ms,
                      int(transit.state))]
    if transit.state == TxnState.EMPTY:
        out.append(_uvarint(0))  # null
    else:
        by_topic: dict[str, list[int]] = {}
        for topic, partition in sorted(transit.partitions):
            by_topic.setdefault(topic, []).append(partition)
        out.append(_uvarint(len(by_topic) + 1))
        for topic, partitions in by_topic.items():
            out.append(_compact_string(topic))
            out.append(_uvarint(len(partitions) + 1))
            out.extend(_I32.pack(p) for p in partitions)
            out.append(_uvarint(0))  # no tagged fields
    out.append(_I64.pack(transit.last_update_timestamp_ms))
    out.append(_I64.pack(transit.start_timestamp_ms))
    tags = []
    if transit.previous_producer_id != -1:
        tags.append(_uvarint(0) + _uvarint(8) + _I64.pack(transit.previous_producer_id))
    if transit.next_producer_id != -1:
        tags.append(_uvarint(1) + _uvarint(8) + _I64.pack(transit.next_producer_id))
    if transit.client_transaction_version != 0:
        tags.append(_uvarint(2) + _uvarint(2) + _I16.pack(transit.client_transaction_version))
    out.append(_uvarint(len(tags)))
    out.extend(tags)
    return b"".join(out)


class _Reader:
    def __init__(self, data) -> None:
        self.data = data
        self.position = 0

    def unpack(self, layout: struct.Struct):
        values = layout.unpack_from(self.data, self.position)
        self.position += layout.size
        return values

    def uvarint(self) -> int:
        shift = value = 0
        while True:
            byte = self.data[self.position]
            self.position += 1
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return value
            shift += 7

    def length(self, compact: bool) -> int:
        return self.uvarint() - 1 if compact else self.unpack(_I32)[0]

    def string(self, compact: bool) -> str:
        size = self.uvarint() - 1 if compact else self.unpack(_I16)[0]
        text = bytes(self.data[self.position:self.position + size]).decode()
        self.position += size
        return text

    def skip_tags(self) -> None:
        for _ in range(self.uvarint()):
            self.uvarint()
            self.position += self.uvarint()


def decode_value(transactional_id: str, value) -> TransactionMetadata:
    reader = _Reader(value)
    (version,) = reader.unpack(_I16)
    if version not in (0, 1):
        raise ValueError(f"TransactionLogValue version {version}")
    compact = version >= 1
    producer_id, epoch, timeout_ms, state = reader.unpack(_HEAD)
    partitions: set[tuple[str, int]] = set()
    topics = reader.length(compact)
    for _ in range(max(topics, 0)):
        topic = reader.string(compact)
        for _ in range(reader.length(compact)):
            partitions.add((topic, reader.unpack(_I32)[0]))
        if compact:
            reader.skip_tags()
    last_update_ms, start_ms = reader.unpack(_I64)[0], reader.unpack(_I64)[0]
    previous_producer_id = next_producer_id = -1
    client_transaction_version = 0
    if compact:
        for _ in range(reader.uvarint()):
            tag, size = reader.uvarint(), reader.uvarint()
            if tag == 0:
                (previous_producer_id,) = _I64.unpack_from(value, reader.position)
            elif tag == 1:
                (next_producer_id,) = _I64.unpack_from(value, reader.position)
            elif tag == 2:
                (client_transaction_version,) = _I16.unpack_from(value, reader.position)
            reader.position += size
    state = TxnState(state)
    return TransactionMetadata(
        transactional_id=transactional_id, producer_id=producer_id, producer_epoch=epoch,
        previous_producer_id=previous_producer_id, timeout_ms=timeout_ms, state=state,
        partitions=set() if state == TxnState.EMPTY else partitions,
        start_timestamp_ms=start_ms, last_update_timestamp_ms=last_update_ms,
        client_transaction_version=client_transaction_version,
        next_producer_id=next_producer_id)

"""Declarative reference layouts (construct) of Kafka frames and RecordBatch v2.

This is the readable definition of the wire layouts, kept off the hot path (construct is
5-24x slower than the struct-based codecs). Two users: `kafkasim inspect`, which pretty-prints
hex dumps with it, and the differential tests, which use it as an oracle that shares no
parsing code with `protocol.records` (only the compression codecs and CRC function, which are
third-party libraries underneath).

Parsing and building both work. Building a `RecordBatch` or a frame back-patches the length
(and the batch CRC) once the bytes they cover exist, so callers leave those fields out.
Frame layouts take the header version as a parse/build parameter::

    RequestFrame.parse(data, header_version=2)

Request header v0 has no client_id, v1 adds it, v2 (flexible APIs) adds tagged fields.
Response header v0 is just the correlation id, v1 adds tagged fields.
"""

from __future__ import annotations

import crc32c as _crc32c
from construct import (
    BitsInteger,
    BitStruct,
    Bytes,
    Checksum,
    Computed,
    Const,
    Default,
    FixedSized,
    Flag,
    FocusedSeq,
    GreedyBytes,
    GreedyRange,
    If,
    IfThenElse,
    Int8sb,
    Int16sb,
    Int32sb,
    Int32ub,
    Int64sb,
    PaddedString,
    PascalString,
    Pointer,
    Prefixed,
    PrefixedArray,
    RawCopy,
    Rebuild,
    Struct,
    Switch,
    Tell,
    Terminated,
    Tunnel,
    VarInt,
    ZigZag,
    this,
)

from kafkasim.protocol import compression as _compression

# --- primitives -------------------------------------------------------------------------

# Kafka's "varint"/"varlong" in records are zigzag-encoded base-128 varints; the unsigned
# varints of flexible message versions are plain base-128 (construct's VarInt).
SignedVarint = ZigZag
UnsignedVarint = VarInt

# int16 length + UTF-8 bytes, length -1 meaning null (request header client_id).
NullableString = FocusedSeq(
    "value",
    "length"
    / Rebuild(Int16sb, lambda this: -1 if this.value is None else len(this.value.encode())),
    "value" / If(this.length >= 0, PaddedString(this.length, "utf8")),
)

# Flexible versions end headers (and structs) with: count, then (tag, size, bytes) each.
TaggedField = Struct(
    "tag" / UnsignedVarint,
    "data" / Prefixed(UnsignedVarint, GreedyBytes),
)
TaggedFields = PrefixedArray(UnsignedVarint, TaggedField)

# --- frames -----------------------------------------------------------------------------

RequestHeader = Struct(
    "api_key" / Int16sb,
    "api_version" / Int16sb,
    "correlation_id" / Int32sb,
    "client_id" / If(this._params.header_version >= 1, Default(NullableString, None)),
    "tagged_fields" / If(this._params.header_version >= 2, Default(TaggedFields, [])),
)

ResponseHeader = Struct(
    "correlation_id" / Int32sb,
    "tagged_fields" / If(this._params.header_version >= 1, Default(TaggedFields, [])),
)


def _frame(header):
    """size (int32, bytes after itself), a header, then the body as opaque bytes."""
    return Struct(
        "_start" / Tell,
        "size" / Default(Int32sb, 0),  # placeholder when building; patched below
        "_header_start" / Tell,
        "header" / header,
        "_header_end" / Tell,
        "body"
        / IfThenElse(
            this._parsing,
            Bytes(lambda this: this.size - (this._header_end - this._header_start)),
            GreedyBytes,
        ),
        "_end" / Tell,
        "_size_patch"
        / If(
            this._building,
            Pointer(this._start, Rebuild(Int32sb, lambda this: this._end - this._start - 4)),
        ),
    )


RequestFrame = _frame(RequestHeader)
ResponseFrame = _frame(ResponseHeader)

# --- RecordBatch v2 ---------------------------------------------------------------------

# Nullable bytes in records: zigzag varint length, -1 = null.
NullableVarBytes = FocusedSeq(
    "data",
    "length" / Rebuild(SignedVarint, lambda this: -1 if this.data is None else len(this.data)),
    "data" / If(this.length >= 0, Bytes(this.length)),
)

RecordHeader = Struct(
    "key" / PascalString(SignedVarint, "utf8"),
    "value" / NullableVarBytes,
)

Record = Prefixed(
    SignedVarint,
    Struct(
        "attributes" / Int8sb,
        "timestamp_delta" / SignedVarint,
        "offset_delta" / SignedVarint,
        "key" / NullableVarBytes,
        "value" / NullableVarBytes,
        "headers" / PrefixedArray(SignedVarint, RecordHeader),
        Terminated,  # the record's length prefix must cover exactly its fields
    ),
)

# int16 attributes, most significant bit first.
BatchAttributes = BitStruct(
    "unused" / Default(BitsInteger(9), 0),
    "has_delete_horizon" / Default(Flag, False),
    "is_control" / Flag,
    "is_transactional" / Flag,
    "timestamp_type" / BitsInteger(1),
    "compression" / BitsInteger(3),
)


class _KafkaCompressed(Tunnel):
    """The records section compressed as a whole with the codec the attributes name."""

    def _decode(self, data, context, path):
        return _compression.decompress(context.attributes.compression, data)

    def _encode(self, data, context, path):
        return _compression.compress(context.attributes.compression, data)


Records = Switch(
    this.attributes.compression,
    {0: GreedyRange(Record)},
    default=_KafkaCompressed(GreedyRange(Record)),
)

# Everything the CRC covers: attributes to the end of the batch.
BatchBody = Struct(
    "attributes" / BatchAttributes,
    "last_offset_delta" / Int32sb,
    "base_timestamp" / Int64sb,
    "max_timestamp" / Int64sb,
    "producer_id" / Int64sb,
    "producer_epoch" / Int16sb,
    "base_sequence" / Int32sb,
    "records_count" / Int32sb,
    "records" / Records,
    Terminated,
)


def _crc32c_of(data: bytes) -> int:
    return _crc32c.crc32c(data)


RecordBatch = Struct(
    "_start" / Tell,
    "base_offset" / Int64sb,
    "batch_length" / Default(Int32sb, 0),  # placeholder when building; patched below
    "partition_leader_epoch" / Int32sb,
    "magic" / Const(2, Int8sb),
    "_crc_at" / Tell,
    "crc" / Default(Int32ub, 0),  # placeholder when building; patched below
    "body"
    / RawCopy(
        IfThenElse(
            this._parsing,
            # batch_length counts the epoch (4), magic (1) and crc (4) before the body.
            FixedSized(this.batch_length - 9, BatchBody),
            BatchBody,
        )
    ),
    "_end" / Tell,
    "crc_valid" / Computed(lambda this: _crc32c_of(this.body.data) == this.crc),
    "_length_patch"
    / If(
        this._building,
        Pointer(this._start + 8, Rebuild(Int32sb, lambda this: this._end - this._start - 12)),
    ),
    "_crc_patch"
    / If(this._building, Pointer(this._crc_at, Checksum(Int32ub, _crc32c_of, this.body.data))),
)

# Just the 61 fixed bytes, for showing what can be shown of a batch whose records are damaged.
RecordBatchHeader = Struct(
    "base_offset" / Int64sb,
    "batch_length" / Int32sb,
    "partition_leader_epoch" / Int32sb,
    "magic" / Int8sb,
    "crc" / Int32ub,
    "attributes" / BatchAttributes,
    "last_offset_delta" / Int32sb,
    "base_timestamp" / Int64sb,
    "max_timestamp" / Int64sb,
    "producer_id" / Int64sb,
    "producer_epoch" / Int16sb,
    "base_sequence" / Int32sb,
    "records_count" / Int32sb,
)

# A records blob: batches back to back (a trailing partial batch fails to parse here; the
# fast path drops it, see protocol.records.iter_batches).
RecordBatches = GreedyRange(RecordBatch)


def flatten_batch(parsed) -> dict:
    """A parsed `RecordBatch` as one flat dict of header fields plus `records` and `crc_valid`.

    Attribute bits are spelled out (compression, timestamp_type, is_transactional,
    is_control, has_delete_horizon); records are dicts with headers as (key, value) tuples.
    """
    body = parsed.body.value
    attributes = body.attributes
    return {
        "base_offset": parsed.base_offset,
        "batch_length": parsed.batch_length,
        "partition_leader_epoch": parsed.partition_leader_epoch,
        "magic": parsed.magic,
        "crc": parsed.crc,
        "crc_valid": parsed.crc_valid,
        "compression": attributes.compression,
        "timestamp_type": attributes.timestamp_type,
        "is_transactional": attributes.is_transactional,
        "is_control": attributes.is_control,
        "has_delete_horizon": attributes.has_delete_horizon,
        "last_offset_delta": body.last_offset_delta,
        "base_timestamp": body.base_timestamp,
        "max_timestamp": body.max_timestamp,
        "producer_id": body.producer_id,
        "producer_epoch": body.producer_epoch,
        "base_sequence": body.base_sequence,
        "records_count": body.records_count,
        "records": [
            {
                "attributes": record.attributes,
                "timestamp_delta": record.timestamp_delta,
                "offset_delta": record.offset_delta,
                "key": record.key,
                "value": record.value,
                "headers": [(header.key, header.value) for header in record.headers],
            }
            for record in body.records
        ],
    }


def batch_build_input(
    *,
    records: list[dict],
    base_offset: int = 0,
    partition_leader_epoch: int = -1,
    compression: int = 0,
    timestamp_type: int = 0,
    is_transactional: bool = False,
    is_control: bool = False,
    last_offset_delta: int | None = None,
    base_timestamp: int = 0,
    max_timestamp: int | None = None,
    producer_id: int = -1,
    producer_epoch: int = -1,
    base_sequence: int = -1,
) -> dict:
    """The nested dict `RecordBatch.build` takes, from flat fields (records as in flatten_batch).

    last_offset_delta and max_timestamp default to what the records imply.
    """
    if last_offset_delta is None:
        last_offset_delta = records[-1]["offset_delta"] if records else -1
    if max_timestamp is None:
        deltas = [record["timestamp_delta"] for record in records]
        max_timestamp = base_timestamp + max(deltas) if deltas else -1
    return {
        "base_offset": base_offset,
        "partition_leader_epoch": partition_leader_epoch,
        "body": {
            "value": {
                "attributes": {
                    "compression": compression,
                    "timestamp_type": timestamp_type,
                    "is_transactional": is_transactional,
                    "is_control": is_control,
                },
                "last_offset_delta": last_offset_delta,
                "base_timestamp": base_timestamp,
                "max_timestamp": max_timestamp,
                "producer_id": producer_id,
                "producer_epoch": producer_epoch,
                "base_sequence": base_sequence,
                "records_count": len(records),
                "records": [
                    {
                        "attributes": record.get("attributes", 0),
                        "timestamp_delta": record["timestamp_delta"],
                        "offset_delta": record["offset_delta"],
                        "key": record["key"],
                        "value": record["value"],
                        "headers": [
                            {"key": key, "value": value} for key, value in record["headers"]
                        ],
                    }
                    for record in records
                ],
            }
        },
    }

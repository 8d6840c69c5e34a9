"""Batches built byte by byte, as a hostile or broken producer would send them: a valid CRC
around records that are not what the header says."""

from __future__ import annotations

import struct
import time

import crc32c

from kafkasim.protocol.records import BATCH_HEADER_SIZE, LOG_OVERHEAD

_HEADER = struct.Struct(">qiibIhiqqqhii")


def varint(value: int) -> bytes:
    """A zigzag varint, as Kafka writes record fields."""
    value = (value << 1) ^ (value >> 63)
    out = bytearray()
    while value > 0x7F:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def record(offset_delta: int, *, timestamp_delta: int = 0, key: bytes | None = b"k",
           value: bytes | None = b"v", headers=(), raw_timestamp: bytes | None = None) -> bytes:
    """One record as a producer writes it: length, attributes, deltas, key, value, headers."""
    body = bytearray([0])
    body += varint(timestamp_delta) if raw_timestamp is None else raw_timestamp
    body += varint(offset_delta)
    for field in (key, value):
        body += varint(-1) if field is None else varint(len(field)) + field
    body += varint(len(headers))
    for header_key, header_value in headers:
        body += varint(len(header_key)) + header_key + varint(len(header_value)) + header_value
    return varint(len(body)) + bytes(body)


def crafted_batch(records_section: bytes, count: int, *, last_offset_delta: int | None = None,
                  attributes: int = 0, base_timestamp: int | None = None,
                  max_timestamp: int | None = None) -> bytes:
    """A RecordBatch v2 around `records_section` (sent as is, compressed or not: `attributes`
    says), with a correct CRC and a header declaring `count` records."""
    base_timestamp = int(time.time() * 1000) if base_timestamp is None else base_timestamp
    max_timestamp = base_timestamp if max_timestamp is None else max_timestamp
    batch = bytearray(BATCH_HEADER_SIZE) + records_section
    _HEADER.pack_into(batch, 0, 0, len(batch) - LOG_OVERHEAD, -1, 2, 0, attributes,
                      count - 1 if last_offset_delta is None else last_offset_delta,
                      base_timestamp, max_timestamp, -1, -1, -1, count)
    struct.pack_into(">I", batch, 17, crc32c.crc32c(memoryview(batch)[21:]))
    return bytes(batch)

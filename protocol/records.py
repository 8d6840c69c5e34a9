"""RecordBatch v2 (magic 2): the unit Kafka stores, replicates and serves.

Layout (big-endian; the CRC-32C covers `attributes` through the end of the batch)::

    offset  size  field
         0     8  base_offset
         8     4  batch_length            bytes after this field
        12     4  partition_leader_epoch
        16     1  magic                   2
        17     4  crc                     CRC-32C (Castagnoli), unsigned
        21     2  attributes              bits 0-2 compression, 3 timestamp type,
                                          4 transactional, 5 control, 6 delete horizon
        23     4  last_offset_delta
        27     8  base_timestamp
        35     8  max_timestamp
        43     8  producer_id
        51     2  producer_epoch
        53     4  base_sequence
        57     4  records_count
        61     -  records (compressed as a whole when compression != 0)

Each record: length (varint), attributes (int8), timestamp_delta (varlong), offset_delta
(varint), key length + key, value length + value (length -1 = null), header count, then per
header key length + UTF-8 key, value length + value. All varints are zigzag-encoded.

The broker's hot path uses only `parse_header`, `iter_batches`, the `set_*` patchers and
`validate_crc`; none of them looks at individual records or copies the payload.
"""

from __future__ import annotations

import struct
import time
from collections.abc import Iterable, Iterator
from enum import IntEnum

import crc32c as _crc32c

from kafkasim.protocol import compression as _compression

BATCH_HEADER_SIZE = 61
MAGIC = 2
# Bytes before batch_length's count starts: base_offset + batch_length.
LOG_OVERHEAD = 12
# Enough to read base_offset, batch_length, partition_leader_epoch and magic.
_HEADER_SIZE_UP_TO_MAGIC = 17
# Kafka's smallest legal record entry of any magic (v0's overhead); shorter is corrupt.
_MINIMUM_ENTRY_LENGTH = 14
_CRC_OFFSET = 17
_ATTRIBUTES_OFFSET = 21
_PARTITION_LEADER_EPOCH_OFFSET = 12
_MAGIC_OFFSET = 16
_MAX_TIMESTAMP_OFFSET = 35
_RECORDS_OFFSET = BATCH_HEADER_SIZE

_HEADER = struct.Struct(">qiibIhiqqqhii")
assert _HEADER.size == BATCH_HEADER_SIZE
_INT64 = struct.Struct(">q")
_INT32 = struct.Struct(">i")
_UINT32 = struct.Struct(">I")
_LENGTH_AND_MAGIC = struct.Struct(">i4xb")  # batch_length, skip epoch, magic
_CONTROL_KEY = struct.Struct(">hh")
_END_TRANSACTION_MARKER = struct.Struct(">hi")

_COMPRESSION_MASK = 0x07
_TIMESTAMP_TYPE_MASK = 0x08
_TRANSACTIONAL_MASK = 0x10
_CONTROL_MASK = 0x20
# KIP-534: the batch's base timestamp is the delete horizon of its tombstones and markers.
DELETE_HORIZON_MASK = 0x40

TIMESTAMP_TYPE_MASK = _TIMESTAMP_TYPE_MASK

NO_PRODUCER_ID = -1
NO_PRODUCER_EPOCH = -1
NO_SEQUENCE = -1
NO_PARTITION_LEADER_EPOCH = -1
CREATE_TIME = 0
LOG_APPEND_TIME = 1


class Compression(IntEnum):
    """Compression codec ids as they appear in the low three attribute bits."""

    NONE = _compression.NONE
    GZIP = _compression.GZIP
    SNAPPY = _compression.SNAPPY
    LZ4 = _compression.LZ4
    ZSTD = _compression.ZSTD


class ControlType(IntEnum):
    """Control record types (the `type` half of a control record key)."""

    ABORT = 0
    COMMIT = 1
    LEADER_CHANGE = 2
    SNAPSHOT_HEADER = 3
    SNAPSHOT_FOOTER = 4
    KRAFT_VERSION = 5
    KRAFT_VOTERS = 6


class CorruptRecordError(ValueError):
    """A batch or record is malformed: bad CRC, bad lengths, truncated or undecodable data."""


class UnsupportedMagicError(CorruptRecordError):
    """A batch has magic 0 or 1 (a legacy message set) or an unknown magic.

    kafkasim, like Kafka 4, speaks only magic 2. What Kafka 4 answers (checked against
    Kafka's ProduceRequest and ApiKeys sources): Produce v0-v2, the versions that carried
    v0/v1 message sets, are gone from its `validVersions` (3+), so such a request gets
    UNSUPPORTED_VERSION (35) — even though ApiVersions still advertises Produce min 0 to keep
    librdkafka working (KAFKA-18659). A Produce v3+ whose partition data holds a batch with
    magic != 2 fails `ProduceRequest.validateRecords` with InvalidRecordException, i.e. that
    partition gets INVALID_RECORD (87) while the rest of the request proceeds.
    """

    def __init__(self, magic: int, position: int) -> None:
        super().__init__(
            f"record batch at byte {position} has magic {magic}; only magic 2 is supported "
            "(legacy v0/v1 message sets are not)"
        )
        self.magic = magic
        self.position = position


class BatchHeader:
    """The 61 fixed bytes in front of every RecordBatch v2, decoded."""

    __slots__ = (
        "base_offset",
        "batch_length",
        "partition_leader_epoch",
        "magic",
        "crc",
        "attributes",
        "last_offset_delta",
        "base_timestamp",
        "max_timestamp",
        "producer_id",
        "producer_epoch",
        "base_sequence",
        "records_count",
    )

    def __init__(
        self,
        base_offset: int,
        batch_length: int,
        partition_leader_epoch: int,
        magic: int,
        crc: int,
        attributes: int,
        last_offset_delta: int,
        base_timestamp: int,
        max_timestamp: int,
        producer_id: int,
        producer_epoch: int,
        base_sequence: int,
        records_count: int,
    ) -> None:
        self.base_offset = base_offset
        self.batch_length = batch_length
        self.partition_leader_epoch = partition_leader_epoch
        self.magic = magic
        self.crc = crc
        self.attributes = attributes
        self.last_offset_delta = last_offset_delta
        self.base_timestamp = base_timestamp
        self.max_timestamp = max_timestamp
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.base_sequence = base_sequence
        self.records_count = records_count

    @property
    def compression(self) -> int:
        """Codec id from the attributes; a `Compression` member when Kafka defines it."""
        codec = self.attributes & _COMPRESSION_MASK
        return Compression(codec) if codec <= Compression.ZSTD else codec

    @property
    def timestamp_type(self) -> int:
        """0 CreateTime, 1 LogAppendTime."""
        return (self.attributes & _TIMESTAMP_TYPE_MASK) >> 3

    @property
    def is_transactional(self) -> bool:
        return bool(self.attributes & _TRANSACTIONAL_MASK)

    @property
    def is_control(self) -> bool:
        return bool(self.attributes & _CONTROL_MASK)

    @property
    def has_delete_horizon(self) -> bool:
        """KIP-534: the cleaner set the batch's delete horizon (its base timestamp)."""
        return bool(self.attributes & DELETE_HORIZON_MASK)

    @property
    def delete_horizon_ms(self) -> int | None:
        return self.base_timestamp if self.attributes & DELETE_HORIZON_MASK else None

    @property
    def last_offset(self) -> int:
        return self.base_offset + self.last_offset_delta

    @property
    def next_offset(self) -> int:
        """The offset the log end moves to once this batch is appended."""
        return self.base_offset + self.last_offset_delta + 1

    @property
    def size(self) -> int:
        """Bytes the whole batch occupies, header included."""
        return self.batch_length + LOG_OVERHEAD

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BatchHeader):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__slots__)

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"BatchHeader({fields})"


def parse_header(buf, pos: int = 0) -> BatchHeader:
    """Decode the batch header that starts at `pos`; never reads past its 61 bytes.

    Raises `CorruptRecordError` when fewer than 61 bytes remain. Magic is not checked here;
    `iter_batches` does that.
    """
    try:
        return BatchHeader(*_HEADER.unpack_from(buf, pos))
    except struct.error as error:
        raise CorruptRecordError(
            f"record batch header at byte {pos} is truncated: {error}"
        ) from error


def iter_batches(buf) -> Iterator[tuple[BatchHeader, memoryview]]:
    """Split a records blob (a Produce or Fetch `records` field, a log segment) into batches.

    Yields each batch's header and a zero-copy memoryview of the whole batch. A trailing
    partial batch is silently dropped, as Kafka consumers drop the partial batch a fetch
    response may end with. Raises `UnsupportedMagicError` for a complete entry whose magic is
    not 2 and `CorruptRecordError` for impossible lengths. CRCs are not checked.
    """
    view = buf if isinstance(buf, memoryview) else memoryview(buf)
    if view.format != "B" or view.ndim != 1:
        view = view.cast("B")
    end = len(view)
    pos = 0
    unpack_length_and_magic = _LENGTH_AND_MAGIC.unpack_from
    unpack_header = _HEADER.unpack_from
    while end - pos >= _HEADER_SIZE_UP_TO_MAGIC:
        batch_length, magic = unpack_length_and_magic(view, pos + 8)
        if batch_length < _MINIMUM_ENTRY_LENGTH:
            raise CorruptRecordError(
                f"record batch at byte {pos} declares length {batch_length}, below the "
                f"minimum {_MINIMUM_ENTRY_LENGTH}"
            )
        size = batch_length + LOG_OVERHEAD
        if end - pos < size:
            return  # partial trailing batch: the fetch size cut it off
        if magic != MAGIC:
            raise UnsupportedMagicError(magic, pos)
        if size < BATCH_HEADER_SIZE:
            raise CorruptRecordError(
                f"record batch at byte {pos} declares length {batch_length}, shorter than "
                f"its own header ({BATCH_HEADER_SIZE - LOG_OVERHEAD})"
            )
        yield BatchHeader(*unpack_header(view, pos)), view[pos : pos + size]
        pos += size


# base_offset and partition_leader_epoch sit before the CRC-covered region on purpose:
# producers send base_offset 0 and no epoch, and the partition leader stamps both on append
# (and a follower keeps them) without recomputing the CRC over the whole batch.


def set_base_offset(buf, pos: int, base_offset: int) -> None:
    """Overwrite the base_offset of the batch starting at `pos` in the writable `buf`."""
    _INT64.pack_into(buf, pos, base_offset)


def set_partition_leader_epoch(buf, pos: int, epoch: int) -> None:
    """Overwrite the partition_leader_epoch of the batch starting at `pos` in `buf`."""
    _INT32.pack_into(buf, pos + _PARTITION_LEADER_EPOCH_OFFSET, epoch)


def set_max_timestamp(buf, pos: int, timestamp_type: int, max_timestamp: int) -> None:
    """Overwrite the timestamp type and max timestamp of the batch starting at `pos` in the
    writable `buf`, and its CRC, which covers both (Kafka's DefaultRecordBatch.setMaxTimestamp,
    which the leader applies to every validated batch). No write when nothing changes."""
    view = buf if isinstance(buf, memoryview) else memoryview(buf)
    batch = view[pos:]
    header = parse_header(batch)
    if header.max_timestamp == max_timestamp and header.timestamp_type == timestamp_type:
        return
    attributes = (header.attributes & ~_TIMESTAMP_TYPE_MASK) | (
        (timestamp_type << 3) & _TIMESTAMP_TYPE_MASK)
    struct.pack_into(">h", batch, _ATTRIBUTES_OFFSET, attributes)
    _INT64.pack_into(batch, _MAX_TIMESTAMP_OFFSET, max_timestamp)
    _UINT32.pack_into(batch, _CRC_OFFSET, compute_crc(batch))


def _crc_region(batch) -> memoryview:
    view = batch if isinstance(batch, memoryview) else memoryview(batch)
    if view.format != "B" or view.ndim != 1:
        view = view.cast("B")
    if len(view) < BATCH_HEADER_SIZE:
        raise CorruptRecordError(f"record batch of {len(view)} bytes is shorter than its header")
    (batch_length,) = _INT32.unpack_from(view, 8)
    end = batch_length + LOG_OVERHEAD
    if end < BATCH_HEADER_SIZE or end > len(view):
        raise CorruptRecordError(
            f"record batch declares length {batch_length} but {len(view)} bytes are present"
        )
    return view[_ATTRIBUTES_OFFSET:end]


def compute_crc(batch) -> int:
    """CRC-32C over attributes..end of the batch that starts at byte 0 of `batch`."""
    return _crc32c.crc32c(_crc_region(batch))


def validate_crc(batch) -> bool:
    """True when the stored CRC matches the batch content (lengths taken from its header)."""
    region = _crc_region(batch)
    (stored,) = _UINT32.unpack_from(batch, _CRC_OFFSET)
    return _crc32c.crc32c(region) == stored


# --- records ----------------------------------------------------------------------------


class Record:
    """One record of a batch, offsets and timestamps relative to the batch header."""

    __slots__ = ("offset_delta", "timestamp_delta", "key", "value", "headers", "attributes")

    def __init__(
        self,
        offset_delta: int,
        timestamp_delta: int,
        key: bytes | None,
        value: bytes | None,
        headers: list[tuple[str, bytes | None]] | None = None,
        attributes: int = 0,
    ) -> None:
        self.offset_delta = offset_delta
        self.timestamp_delta = timestamp_delta
        self.key = key
        self.value = value
        self.headers = [] if headers is None else headers
        self.attributes = attributes

    def offset(self, header: BatchHeader) -> int:
        """The record's absolute offset in its partition."""
        return header.base_offset + self.offset_delta

    def timestamp(self, header: BatchHeader) -> int:
        """The record's timestamp as consumers see it.

        With LogAppendTime the broker's append time (the batch max_timestamp) replaces the
        producer's timestamps, as in Kafka's DefaultRecordBatch.
        """
        if header.attributes & _TIMESTAMP_TYPE_MASK:
            return header.max_timestamp
        return header.base_timestamp + self.timestamp_delta

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Record):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__slots__)

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"Record({fields})"


class ControlRecord:
    """A decoded control record: key (version, type) and, for transaction markers, the value."""

    __slots__ = ("version", "type", "coordinator_epoch")

    def __init__(self, version: int, type: int, coordinator_epoch: int | None) -> None:
        self.version = version
        self.type = type
        self.coordinator_epoch = coordinator_epoch

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ControlRecord):
            return NotImplemented
        return (self.version, self.type, self.coordinator_epoch) == (
            other.version,
            other.type,
            other.coordinator_epoch,
        )

    __hash__ = None

    def __repr__(self) -> str:
        return (
            f"ControlRecord(version={self.version}, type={self.type!r}, "
            f"coordinator_epoch={self.coordinator_epoch})"
        )


def _read_varint(data: bytes, pos: int) -> tuple[int, int]:
    """Decode one zigzag varint/varlong at `pos`; returns (value, next position)."""
    byte = data[pos]
    if byte < 0x80:
        return (byte >> 1) ^ -(byte & 1), pos + 1
    result = byte & 0x7F
    shift = 7
    pos += 1
    while True:
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            return (result >> 1) ^ -(result & 1), pos
        shift += 7
        if shift > 63:
            raise CorruptRecordError("varint longer than 10 bytes")


def _write_varint(out: bytearray, value: int) -> None:
    """Append `value` zigzag-encoded as a varint (valid for the int32 and int64 ranges)."""
    value = (value << 1) ^ (value >> 63)
    while value > 0x7F:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)


def _write_nullable_bytes(out: bytearray, data) -> None:
    if data is None:
        out.append(1)  # zigzag(-1)
    else:
        _write_varint(out, len(data))
        out += data


def records_section(batch, header: BatchHeader | None = None, limit: int | None = None) -> bytes:
    """The batch's records, decompressed if needed, as one bytes object.

    With `limit`, a compressed batch whose records take (or declare) more bytes than that
    raises `compression.DecompressedSizeError` as it is, not as a CorruptRecordError: the
    batch is well formed, only too large, and is answered as such."""
    data = records_buffer(batch, header, limit)
    return data if isinstance(data, bytes) else bytes(data)


def records_buffer(batch, header: BatchHeader | None = None, limit: int | None = None):
    """As `records_section`, but an uncompressed batch's records come back as a memoryview
    of `batch`, not a copy: the validator scans every produced batch, and copying each one
    to bytes was 6% of the broker's time producing 100-byte records (py-spy)."""
    if header is None:
        header = parse_header(batch)
    view = batch if isinstance(batch, memoryview) else memoryview(batch)
    payload = view[_RECORDS_OFFSET : header.size]
    codec = header.attributes & _COMPRESSION_MASK
    if codec == _compression.NONE:
        return payload
    try:
        return _compression.decompress(codec, payload, limit)
    except _compression.DecompressedSizeError:
        raise
    except _compression.UnsupportedCodecError as error:
        raise CorruptRecordError(str(error)) from error
    except _compression.DecompressionError as error:
        raise CorruptRecordError(
            f"records of batch at offset {header.base_offset}: {error}"
        ) from error


def iter_records(batch) -> Iterator[Record]:
    """Decode the records of the batch that starts at byte 0 of `batch`, decompressing first.

    Does not check the CRC (call `validate_crc`). Raises `CorruptRecordError` when the record
    data disagrees with the header's records_count or a record's declared length.
    """
    header = parse_header(batch)
    data = records_section(batch, header)
    return _decode_records(data, header.records_count)


def iter_records_of(data, count: int) -> Iterator[Record]:
    """Decode `count` records from a batch's records section already decompressed (see
    `records_section`); raises `CorruptRecordError` as `iter_records` does."""
    return _decode_records(data, count)


def _decode_records(data: bytes, count: int) -> Iterator[Record]:
    read_varint = _read_varint
    pos = 0
    end = len(data)
    try:
        for _ in range(count):
            length, pos = read_varint(data, pos)
            record_start = pos
            if length < 0 or pos + length > end:
                raise CorruptRecordError(f"record length {length} overruns the batch")
            attributes = data[pos]
            if attributes > 127:
                attributes -= 256
            timestamp_delta, pos = read_varint(data, pos + 1)
            offset_delta, pos = read_varint(data, pos)
            key_length, pos = read_varint(data, pos)
            if key_length < 0:
                key = None
            else:
                key = data[pos : pos + key_length]
                pos += key_length
            value_length, pos = read_varint(data, pos)
            if value_length < 0:
                value = None
            else:
                value = data[pos : pos + value_length]
                pos += value_length
            header_count, pos = read_varint(data, pos)
            if header_count < 0:
                raise CorruptRecordError(f"negative record header count {header_count}")
            headers = []
            for _ in range(header_count):
                header_key_length, pos = read_varint(data, pos)
                if header_key_length < 0:
                    raise CorruptRecordError("record header key is null")
                # Kafka reads header keys with replacement characters, never failing on them.
                header_key = data[pos : pos + header_key_length].decode("utf-8", "replace")
                pos += header_key_length
                header_value_length, pos = read_varint(data, pos)
                if header_value_length < 0:
                    header_value = None
                else:
                    header_value = data[pos : pos + header_value_length]
                    pos += header_value_length
                headers.append((header_key, header_value))
            if pos - record_start != length:
                raise CorruptRecordError(
                    f"record declares {length} bytes but its fields take {pos - record_start}"
                )
            yield Record(offset_delta, timestamp_delta, key, value, headers, attributes)
    except IndexError as error:
        raise CorruptRecordError("record data is truncated") from error
    if pos != end:
        raise CorruptRecordError(
            f"{end - pos} bytes remain after the {count} records the batch header declares"
        )


def _encode_record(out: bytearray, record: Record) -> None:
    body = bytearray()
    body.append(record.attributes & 0xFF)
    _write_varint(body, record.timestamp_delta)
    _write_varint(body, record.offset_delta)
    _write_nullable_bytes(body, record.key)
    _write_nullable_bytes(body, record.value)
    _write_varint(body, len(record.headers))
    for header_key, header_value in record.headers:
        encoded_key = header_key.encode("utf-8") if isinstance(header_key, str) else header_key
        _write_varint(body, len(encoded_key))
        body += encoded_key
        _write_nullable_bytes(body, header_value)
    _write_varint(out, len(body))
    out += body


def _as_records(records: Iterable, base_timestamp: int | None) -> tuple[list[Record], int]:
    """Normalise build input to Records with deltas; returns them and the base timestamp."""
    normalised: list[Record] = []
    absolute: list[tuple[int, object, object, object, int]] = []
    for index, item in enumerate(records):
        if hasattr(item, "offset_delta"):
            if base_timestamp is None:
                raise ValueError("base_timestamp is required when records carry timestamp deltas")
            normalised.append(
                Record(
                    item.offset_delta,
                    item.timestamp_delta,
                    item.key,
                    item.value,
                    list(item.headers or ()),
                    getattr(item, "attributes", 0),
                )
            )
        else:
            key, value, headers, timestamp = item
            if timestamp is None:
                timestamp = int(time.time() * 1000)
            absolute.append((index, key, value, headers, timestamp))
    if absolute:
        if normalised:
            raise ValueError("records mix (key, value, headers, timestamp) tuples and Records")
        if base_timestamp is None:
            base_timestamp = absolute[0][4]
        normalised = [
            Record(index, timestamp - base_timestamp, key, value, list(headers or ()))
            for index, key, value, headers, timestamp in absolute
        ]
    return normalised, base_timestamp


def build_batch(
    records: Iterable,
    *,
    base_offset: int = 0,
    compression: int = Compression.NONE,
    base_timestamp: int | None = None,
    producer_id: int = NO_PRODUCER_ID,
    producer_epoch: int = NO_PRODUCER_EPOCH,
    base_sequence: int = NO_SEQUENCE,
    partition_leader_epoch: int = NO_PARTITION_LEADER_EPOCH,
    is_transactional: bool = False,
    is_control: bool = False,
    timestamp_type: int = CREATE_TIME,
) -> bytes:
    """Encode one RecordBatch v2 with a valid CRC.

    `records` holds either `(key, value, headers, timestamp)` tuples — offset deltas are the
    positions, timestamp None means now, base_timestamp defaults to the first timestamp — or
    Record-like objects whose offset/timestamp deltas are kept (base_timestamp required).
    last_offset_delta is the last record's offset delta; max_timestamp is the largest
    record timestamp. At least one record is required.
    """
    normalised, base_timestamp = _as_records(records, base_timestamp)
    if not normalised:
        raise ValueError("a record batch holds at least one record")
    codec = int(compression)
    if codec not in _compression.CODEC_NAMES:
        raise _compression.UnsupportedCodecError(codec)
    body = bytearray()
    for record in normalised:
        _encode_record(body, record)
    payload = body if codec == _compression.NONE else _compression.compress(codec, body)
    attributes = codec | (timestamp_type << 3 & _TIMESTAMP_TYPE_MASK)
    if is_transactional:
        attributes |= _TRANSACTIONAL_MASK
    if is_control:
        attributes |= _CONTROL_MASK
    max_timestamp = base_timestamp + max(record.timestamp_delta for record in normalised)
    batch = bytearray(BATCH_HEADER_SIZE)
    batch += payload
    _HEADER.pack_into(
        batch,
        0,
        base_offset,
        len(batch) - LOG_OVERHEAD,
        partition_leader_epoch,
        MAGIC,
        0,  # CRC, filled in below once everything it covers is written
        attributes,
        normalised[-1].offset_delta,
        base_timestamp,
        max_timestamp,
        producer_id,
        producer_epoch,
        base_sequence,
        len(normalised),
    )
    _UINT32.pack_into(batch, _CRC_OFFSET, _crc32c.crc32c(memoryview(batch)[_ATTRIBUTES_OFFSET:]))
    return bytes(batch)


def rebuild_batch(header: BatchHeader, records: list[Record],
                  delete_horizon_ms: int | None) -> bytes:
    """A batch rewritten by the log cleaner (Kafka's MemoryRecords.buildRetainedRecordsInto):
    the original batch's base offset, last offset delta, producer fields, partition leader
    epoch, codec and timestamp type, with only `records` (their offsets and timestamps kept).
    With `delete_horizon_ms` the base timestamp is that horizon (KIP-534) and the batch says
    so; otherwise it is the first record's timestamp."""
    if not records:
        raise ValueError("a rebuilt batch holds at least one record")
    timestamps = [record.timestamp(header) for record in records]
    base_timestamp = delete_horizon_ms if delete_horizon_ms is not None else timestamps[0]
    body = bytearray()
    for record, timestamp in zip(records, timestamps, strict=True):
        _encode_record(body, Record(record.offset_delta, timestamp - base_timestamp, record.key,
                                    record.value, record.headers, record.attributes))
    codec = header.attributes & _COMPRESSION_MASK
    payload = body if codec == _compression.NONE else _compression.compress(codec, body)
    attributes = header.attributes & (_COMPRESSION_MASK | _TIMESTAMP_TYPE_MASK
                                      | _TRANSACTIONAL_MASK | _CONTROL_MASK)
    if delete_horizon_ms is not None:
        attributes |= DELETE_HORIZON_MASK
    if header.attributes & _TIMESTAMP_TYPE_MASK:
        max_timestamp = header.max_timestamp  # LogAppendTime
    else:
        max_timestamp = max(timestamps)
    batch = bytearray(BATCH_HEADER_SIZE)
    batch += payload
    _HEADER.pack_into(batch, 0, header.base_offset, len(batch) - LOG_OVERHEAD,
                      header.partition_leader_epoch, MAGIC, 0, attributes,
                      header.last_offset_delta, base_timestamp, max_timestamp,
                      header.producer_id, header.producer_epoch, header.base_sequence,
                      len(records))
    _UINT32.pack_into(batch, _CRC_OFFSET, _crc32c.crc32c(memoryview(batch)[_ATTRIBUTES_OFFSET:]))
    return bytes(batch)


def empty_batch(header: BatchHeader) -> bytes:
    """A batch with no records that keeps the original's offsets, producer fields and max
    timestamp (Kafka's DefaultRecordBatch.writeEmptyHeader): what the cleaner leaves of the
    last batch of a producer, so that its sequence survives."""
    attributes = header.attributes & (_TIMESTAMP_TYPE_MASK | _TRANSACTIONAL_MASK | _CONTROL_MASK)
    batch = bytearray(BATCH_HEADER_SIZE)
    _HEADER.pack_into(batch, 0, header.base_offset, BATCH_HEADER_SIZE - LOG_OVERHEAD,
                      header.partition_leader_epoch, MAGIC, 0, attributes,
                      header.last_offset_delta, -1, header.max_timestamp, header.producer_id,
                      header.producer_epoch, header.base_sequence, 0)
    _UINT32.pack_into(batch, _CRC_OFFSET, _crc32c.crc32c(memoryview(batch)[_ATTRIBUTES_OFFSET:]))
    return bytes(batch)


def build_control_batch(
    control_type: int,
    *,
    producer_id: int,
    producer_epoch: int,
    coordinator_epoch: int = 0,
    base_offset: int = 0,
    timestamp: int | None = None,
    partition_leader_epoch: int = NO_PARTITION_LEADER_EPOCH,
) -> bytes:
    """Encode a transaction marker: a transactional control batch with one control record.

    The record key is (version 0, `control_type`: 0 abort, 1 commit); the value is Kafka's
    EndTransactionMarker (version 0, coordinator_epoch). Like Kafka's markers it carries no
    sequence number.
    """
    key = _CONTROL_KEY.pack(0, int(control_type))
    value = _END_TRANSACTION_MARKER.pack(0, coordinator_epoch)
    if timestamp is None:
        timestamp = int(time.time() * 1000)
    return build_batch(
        [(key, value, [], timestamp)],
        base_offset=base_offset,
        producer_id=producer_id,
        producer_epoch=producer_epoch,
        partition_leader_epoch=partition_leader_epoch,
        is_transactional=True,
        is_control=True,
    )


def parse_control_record(record: Record) -> ControlRecord:
    """Decode a control record's key (version, type) and, for ABORT/COMMIT, its value.

    Unknown types come back as plain ints with coordinator_epoch None, as Kafka maps them to
    UNKNOWN rather than failing. Raises `CorruptRecordError` for a key shorter than 4 bytes
    or a marker value shorter than 6.
    """
    key = record.key
    if key is None or len(key) < _CONTROL_KEY.size:
        raise CorruptRecordError("control record key must hold version and type (4 bytes)")
    version, raw_type = _CONTROL_KEY.unpack_from(key, 0)
    try:
        control_type: int = ControlType(raw_type)
    except ValueError:
        control_type = raw_type
    coordinator_epoch = None
    if control_type in (ControlType.ABORT, ControlType.COMMIT):
        value = record.value
        if value is None or len(value) < _END_TRANSACTION_MARKER.size:
            raise CorruptRecordError("transaction marker value must hold version and epoch")
        _, coordinator_epoch = _END_TRANSACTION_MARKER.unpack_from(value, 0)
    return ControlRecord(version, control_type, coordinator_epoch)

"""Checks a produced partition's records pass before the log takes them (Kafka's
ProduceRequest.validateRecords, UnifiedLog.analyzeAndValidateRecords and LogValidator).

Two stages, as in Kafka, because Kafka answers their errors differently:

- `request_batch` (ProduceRequest.validateRecords, before the partition is looked at): the
  records must hold exactly one complete entry, a RecordBatch v2 (none, magic 0/1 or a second
  batch -> INVALID_RECORD; an entry length below 14 or a magic above 2 -> CORRUPT_MESSAGE;
  bytes after the batch too few to hold another are ignored), zstd before Produce v7 ->
  UNSUPPORTED_COMPRESSION_TYPE. Answered without a log start offset or message.
- `validate_for_log` (the leader's log, the batch header): a non-zero base offset ->
  INVALID_RECORD; a batch larger than `max.message.bytes` -> MESSAGE_TOO_LARGE and a bad CRC
  -> CORRUPT_MESSAGE (both without a log start offset); a record count that disagrees with the
  offset deltas, a control batch, a producer id without a sequence or an unknown codec ->
  INVALID_RECORD. Transactional batches pass here; the producer state checks them.
- `validate_records` (LogValidator over every record, see there): records that do not
  decompress or do not read as the header says -> INVALID_RECORD; records decompressing past
  kafkasim's own guard `kafkasim.decompressed.batch.max.bytes` (128 MiB by default; Kafka has
  no such limit and applies `max.message.bytes` to the batch as sent) -> MESSAGE_TOO_LARGE
  with a message naming the guard; a record of a compressed batch longer than Kafka 4.4's
  `max.decompressed.message.bytes` (its declared length, the bytes after its length varint;
  default 2147483639) -> INVALID_RECORD with no message, as Kafka 4.4.0 answers; keyless records on a compacted topic and
  timestamps out of range -> INVALID_RECORD / INVALID_TIMESTAMP with RecordErrors and Kafka's
  message. It may decompress a lot, so the caller runs it on a worker thread when
  `needs_worker` says so.
These carry the partition's log start offset in the answer. Nothing of a batch that fails
any check reaches the log.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from kafkasim.protocol.compression import DecompressedSizeError, declared_size
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.record_scan import scan_records
from kafkasim.protocol.records import (
    BATCH_HEADER_SIZE,
    LOG_APPEND_TIME,
    LOG_OVERHEAD,
    BatchHeader,
    Compression,
    CorruptRecordError,
    UnsupportedMagicError,
    iter_batches,
    iter_records_of,
    records_buffer,
    validate_crc,
)

_CODECS = frozenset(Compression)
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1
# Checking records that may decompress to this much, or whose compressed payload is this
# large, runs on a worker thread (the codecs and the record walker release the GIL), so that a
# large or hostile batch does not hold up other clients.
OFFLOAD_DECOMPRESSED_BYTES = 512 * 1024
OFFLOAD_COMPRESSED_BYTES = 64 * 1024

_MINIMUM_ENTRY_LENGTH = 14  # Kafka's LegacyRecord.RECORD_OVERHEAD_V0


class InvalidBatchError(Exception):
    """The records fail a check; `code` is the partition's error code in the response.

    `with_log_start`: Kafka answers this error with the partition's log start offset (errors
    its LogValidator raises) rather than -1 (request checks, CRC, size). `record_errors`:
    (record index, message) pairs, sent with `message` as the response's ErrorMessage (Kafka's
    RecordValidationException); other errors carry no message on the wire, unless
    `send_message` (an answer of kafkasim's own, which no Kafka message describes)."""

    def __init__(self, code: ErrorCode, message: str | None = None, *,
                 with_log_start: bool = False,
                 record_errors: list[tuple[int, str]] | None = None,
                 send_message: bool = False) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.with_log_start = with_log_start
        self.record_errors = record_errors or []
        self.send_message = send_message or bool(self.record_errors)


@dataclass(frozen=True, slots=True)
class BatchLimits:
    """What a batch is checked against: the topic's resolved configs, and its name for
    Kafka's messages."""

    max_message_bytes: int
    timestamp_after_max_ms: int
    timestamp_before_max_ms: int = 2**63 - 1
    compacted: bool = False  # cleanup.policy holds "compact": every record needs a key
    topic_partition: str = ""
    # kafkasim.decompressed.batch.max.bytes: the most a batch's records may decompress to.
    max_decompressed_bytes: int = 128 << 20
    # Kafka 4.4's max.decompressed.message.bytes: the largest record of a compressed batch.
    max_decompressed_record_bytes: int = 2147483639


def request_batch(records, api_version: int) -> tuple[BatchHeader, memoryview]:
    """The one RecordBatch v2 of a produced partition (Kafka's ProduceRequest.validateRecords,
    iterating as its ByteBufferLogInputStream does); raises InvalidBatchError."""
    try:
        batches = list(iter_batches(records or b""))
    except UnsupportedMagicError as unsupported:
        if unsupported.magic > 2 or unsupported.magic < 0:
            raise InvalidBatchError(ErrorCode.CORRUPT_MESSAGE,
                                    f"invalid magic {unsupported.magic}") from None
        raise InvalidBatchError(
            ErrorCode.INVALID_RECORD,
            f"Produce requests with version {api_version} are only allowed to contain "
            "record batches with magic version 2") from None
    except CorruptRecordError as corrupt:
        raise InvalidBatchError(ErrorCode.CORRUPT_MESSAGE, str(corrupt)) from None
    if not batches:
        raise InvalidBatchError(
            ErrorCode.INVALID_RECORD,
            f"Produce requests with version {api_version} must have at least one record batch")
    header, batch = batches[0]
    if api_version < 7 and header.compression == Compression.ZSTD:
        raise InvalidBatchError(ErrorCode.UNSUPPORTED_COMPRESSION_TYPE,
                                "zstd needs Produce v7 or newer (KIP-110)")
    if len(batches) > 1:
        raise InvalidBatchError(
            ErrorCode.INVALID_RECORD,
            f"Produce requests with version {api_version} are only allowed to contain "
            "exactly one record batch per partition")
    tail = memoryview(records)[len(batch):]
    if len(tail) >= LOG_OVERHEAD and int.from_bytes(tail[8:12], "big", signed=True) \
            < _MINIMUM_ENTRY_LENGTH:
        # The next entry's length is impossible: Kafka's batch iterator throws on it, where it
        # silently stops at a tail too short to hold a length or a whole entry.
        raise InvalidBatchError(ErrorCode.CORRUPT_MESSAGE, "record size below the minimum")
    return header, batch


def validate_for_log(header: BatchHeader, batch: memoryview, limits: BatchLimits) -> None:
    """The leader log's checks of one client batch's header, in Kafka's order (its records
    are checked by `validate_records`); raises InvalidBatchError."""
    if header.base_offset != 0:
        raise InvalidBatchError(
            ErrorCode.INVALID_RECORD,
            f"the base offset of the record batch should be 0, but it is {header.base_offset}",
            with_log_start=True)
    if len(batch) > limits.max_message_bytes:
        raise InvalidBatchError(
            ErrorCode.MESSAGE_TOO_LARGE,
            f"batch of {len(batch)} bytes exceeds max.message.bytes {limits.max_message_bytes}")
    if not validate_crc(batch):
        raise InvalidBatchError(ErrorCode.CORRUPT_MESSAGE, "record batch CRC mismatch")
    if header.records_count <= 0 or header.records_count != header.last_offset_delta + 1:
        raise InvalidBatchError(
            ErrorCode.INVALID_RECORD,
            f"record count {header.records_count} does not match last offset delta "
            f"{header.last_offset_delta}", with_log_start=True)
    if header.is_control:
        raise InvalidBatchError(ErrorCode.INVALID_RECORD, "clients may not write control records",
                                with_log_start=True)
    if header.producer_id >= 0 and header.base_sequence < 0:
        raise InvalidBatchError(ErrorCode.INVALID_RECORD,
                                "a batch with a producer id needs a sequence",
                                with_log_start=True)
    if header.compression not in _CODECS:
        # Kafka fails on the unknown codec id with an internal error; no record is readable.
        raise InvalidBatchError(ErrorCode.INVALID_RECORD,
                                f"unknown compression codec {header.compression}",
                                with_log_start=True)


# --- the records ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ValidatedRecords:
    """What Kafka's in-place offset assignment writes back into a valid batch: the largest
    record timestamp as the batch's max timestamp, under CreateTime (records.set_max_timestamp)."""

    max_timestamp: int


def needs_worker(header: BatchHeader, batch: memoryview, limits: BatchLimits) -> bool:
    """True when checking the records may decompress enough to hold up the event loop: a
    compressed payload of OFFLOAD_COMPRESSED_BYTES or more, or one that may produce
    OFFLOAD_DECOMPRESSED_BYTES (its declared size, else the cap)."""
    if header.compression == Compression.NONE or header.compression not in _CODECS:
        return False
    payload = memoryview(batch)[BATCH_HEADER_SIZE:]
    if len(payload) >= OFFLOAD_COMPRESSED_BYTES:
        return True
    declared = declared_size(header.compression, payload)
    possible = limits.max_decompressed_bytes if declared is None \
        else min(declared, limits.max_decompressed_bytes)
    return possible >= OFFLOAD_DECOMPRESSED_BYTES


def validate_records(header: BatchHeader, batch: memoryview, limits: BatchLimits
                     ) -> ValidatedRecords:
    """Kafka's LogValidator over every record of a batch whose header passed
    `validate_for_log`; raises InvalidBatchError, touches nothing (safe on a worker thread).

    - Records compressed or not must decompress (at most `limits.max_decompressed_bytes`:
      more is MESSAGE_TOO_LARGE, a guard Kafka does not have; decompression stops there, so
      memory stays bounded however small the input) and read as exactly `records_count`
      well-formed records numbered 0, 1, 2, ... (protocol/record_scan.py); anything else is
      INVALID_RECORD with no message, as Kafka answers the exception its record iterator
      throws.
    - Then, per record, as RecordErrors with Kafka's messages: a null key on a compacted
      topic, and a CreateTime timestamp outside [now - message.timestamp.before.max.ms, now +
      message.timestamp.after.max.ms]; any timestamp error makes the partition's error
      INVALID_TIMESTAMP, else INVALID_RECORD.
    - A batch claiming LogAppendTime is read as Kafka reads it (every record at the batch's
      max timestamp) and stored as CreateTime, as Kafka's in-place assignment rewrites it.
    """
    try:
        data = records_buffer(batch, header, limits.max_decompressed_bytes)
    except DecompressedSizeError as too_large:
        raise InvalidBatchError(
            ErrorCode.MESSAGE_TOO_LARGE,
            f"the records {too_large} (kafkasim.decompressed.batch.max.bytes, a guard of "
            f"kafkasim's own)", with_log_start=True, send_message=True) from None
    except CorruptRecordError as corrupt:
        raise InvalidBatchError(ErrorCode.INVALID_RECORD, str(corrupt),
                                with_log_start=True) from None
    try:
        scan = scan_records(data, header.records_count)
    except CorruptRecordError as corrupt:
        raise InvalidBatchError(ErrorCode.INVALID_RECORD, str(corrupt),
                                with_log_start=True) from None
    if header.compression != Compression.NONE \
            and scan.max_record_length > limits.max_decompressed_record_bytes:
        raise InvalidBatchError(
            ErrorCode.INVALID_RECORD,
            f"a record of {scan.max_record_length} bytes decompressed exceeds "
            f"max.decompressed.message.bytes {limits.max_decompressed_record_bytes}",
            with_log_start=True)
    log_append_time = header.timestamp_type == LOG_APPEND_TIME
    if log_append_time:
        low = high = header.max_timestamp
    else:
        low = _wrap64(header.base_timestamp + scan.min_timestamp_delta)
        high = _wrap64(header.base_timestamp + scan.max_timestamp_delta)
        if low > high:  # a sum wrapped around, as Java's long addition does: look at each
            low, high = _INT64_MIN, _INT64_MAX
    now = int(time.time() * 1000)
    keys_missing = limits.compacted and scan.null_keys
    if keys_missing or not (_timestamp_valid(low, now, limits)
                            and _timestamp_valid(high, now, limits)):
        _record_errors(header, bytes(data), limits, now)
    # Kafka's maxBatchTimestamp starts at NO_TIMESTAMP (-1).
    if log_append_time:
        max_timestamp = max(-1, header.max_timestamp)
    else:
        max_timestamp = max(-1, _max_record_timestamp(header, bytes(data)) if low > high else high)
    return ValidatedRecords(max_timestamp)


def _wrap64(value: int) -> int:
    return (value + (1 << 63)) % (1 << 64) - (1 << 63)


def _timestamp_valid(timestamp: int, now: int, limits: BatchLimits) -> bool:
    """Kafka's recordHasInvalidTimestamp negated, in Java's long arithmetic; -1 (no
    timestamp) is always valid."""
    if timestamp == -1:
        return True
    difference = _wrap64(now - timestamp)
    return not (difference > limits.timestamp_before_max_ms
                or _wrap64(-difference) > limits.timestamp_after_max_ms)


def _max_record_timestamp(header: BatchHeader, data: bytes) -> int:
    return max(_wrap64(header.base_timestamp + record.timestamp_delta)
               for record in iter_records_of(data, header.records_count))


def _record_errors(header: BatchHeader, data: bytes, limits: BatchLimits, now: int) -> None:
    """Walk the records one by one for Kafka's RecordErrors; raises when there are any."""
    errors: list[tuple[int, str]] = []
    timestamps_failed = False
    log_append_time = header.timestamp_type == LOG_APPEND_TIME
    for index, record in enumerate(iter_records_of(data, header.records_count)):
        if limits.compacted and record.key is None:
            errors.append((index, "Compacted topic cannot accept message without key in topic "
                                  f"partition {limits.topic_partition}"))
            continue
        timestamp = header.max_timestamp if log_append_time \
            else _wrap64(header.base_timestamp + record.timestamp_delta)
        if not _timestamp_valid(timestamp, now, limits):
            timestamps_failed = True
            errors.append((index, f"Timestamp {timestamp} of message with offset {index} is out "
                                  "of range. The timestamp should be within ["
                                  f"{_wrap64(now - limits.timestamp_before_max_ms)}, "
                                  f"{_wrap64(now + limits.timestamp_after_max_ms)}]"))
    if not errors:
        return
    if timestamps_failed:
        raise InvalidBatchError(
            ErrorCode.INVALID_TIMESTAMP,
            "One or more records have been rejected due to invalid timestamp",
            with_log_start=True, record_errors=errors)
    shown = ", ".join(f"RecordError(batchIndex={index}, message='{message}')"
                      for index, message in errors[:3])
    raise InvalidBatchError(
        ErrorCode.INVALID_RECORD,
        f"One or more records have been rejected due to {len(errors)} record errors in total, "
        f"and only showing the first three errors at most: [{shown}]",
        with_log_start=True, record_errors=errors)

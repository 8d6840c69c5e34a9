"""Checks a produced partition's records pass before the log takes them (Kafka's
ProduceRequest.validateRecords, UnifiedLog.analyzeAndValidateRecords and LogValidator).

Two stages, as in Kafka, because Kafka answers their errors differently:

- `request_batch` (ProduceRequest.validateRecords, before the partition is looked at): the
  records must hold exactly one complete entry, a RecordBatch v2 (none, magic 0/1 or a second
  batch -> INVALID_RECORD; an entry length below 14 or a magic above 2 -> CORRUPT_MESSAGE;
  bytes after the batch too few to hold another are ignored), zstd before Produce v7 ->
  UNSUPPORTED_COMPRESSION_TYPE. Answered without a log start offset or message.
- `validate_for_log` (the leader's log): a non-zero base offset -> INVALID_RECORD; a batch
  larger than `max.message.bytes` -> MESSAGE_TOO_LARGE and a bad CRC -> CORRUPT_MESSAGE
  (both without a log start offset); a record count that disagrees with the offset deltas, a
  control batch or a producer id without a sequence -> INVALID_RECORD; records with a
  timestamp more than `message.timestamp.after.max.ms` ahead, or a batch claiming
  LogAppendTime -> INVALID_TIMESTAMP with one RecordErrors entry per record and Kafka's
  message. These carry the partition's log start offset in the answer.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.records import (
    LOG_APPEND_TIME,
    LOG_OVERHEAD,
    BatchHeader,
    Compression,
    CorruptRecordError,
    UnsupportedMagicError,
    iter_batches,
    iter_records,
    validate_crc,
)

_MINIMUM_ENTRY_LENGTH = 14  # Kafka's LegacyRecord.RECORD_OVERHEAD_V0


class InvalidBatchError(Exception):
    """The records fail a check; `code` is the partition's error code in the response.

    `with_log_start`: Kafka answers this error with the partition's log start offset (errors
    its LogValidator raises) rather than -1 (request checks, CRC, size). `record_errors`:
    (record index, message) pairs, sent with `message` as the response's ErrorMessage (Kafka's
    RecordValidationException); other errors carry no message on the wire."""

    def __init__(self, code: ErrorCode, message: str | None = None, *,
                 with_log_start: bool = False,
                 record_errors: list[tuple[int, str]] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.with_log_start = with_log_start
        self.record_errors = record_errors or []


@dataclass(frozen=True, slots=True)
class BatchLimits:
    """The topic's limits a batch is checked against (resolved topic configs)."""

    max_message_bytes: int
    timestamp_after_max_ms: int


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
    """The leader log's checks of one client batch, in Kafka's order; raises
    InvalidBatchError."""
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
    if header.is_transactional:
        raise InvalidBatchError(ErrorCode.INVALID_TXN_STATE, "transactions are not supported",
                                with_log_start=True)
    if header.producer_id >= 0 and header.base_sequence < 0:
        raise InvalidBatchError(ErrorCode.INVALID_RECORD,
                                "a batch with a producer id needs a sequence",
                                with_log_start=True)
    _validate_timestamps(header, batch, limits)


def _validate_timestamps(header: BatchHeader, batch: memoryview, limits: BatchLimits) -> None:
    """Kafka's LogValidator.validateTimestamp for every record, as RecordErrors. Only a batch
    whose max timestamp is too far ahead (or that claims LogAppendTime) has its records read."""
    now = int(time.time() * 1000)
    after_max = limits.timestamp_after_max_ms
    log_append_time = header.timestamp_type == LOG_APPEND_TIME
    if not log_append_time and header.max_timestamp - now <= after_max:
        return
    errors = []
    for index, record in enumerate(iter_records(batch)):
        if log_append_time:
            errors.append((index, "Invalid timestamp type in message. Producer should not set "
                                  "timestamp type to LogAppendTime."))
            continue
        timestamp = record.timestamp(header)
        if timestamp >= 0 and timestamp - now > after_max:
            errors.append((index, f"Timestamp {timestamp} of message with offset "
                                  f"{record.offset(header)} is out of range. The timestamp "
                                  f"should be within [-inf, {now + after_max}]"))
    if errors:
        raise InvalidBatchError(
            ErrorCode.INVALID_TIMESTAMP,
            "One or more records have been rejected due to invalid timestamp",
            with_log_start=True, record_errors=errors)

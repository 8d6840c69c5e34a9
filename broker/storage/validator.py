"""Checks a produced partition's records pass before the log takes them (Kafka's
ProduceRequest.validateRecords and LogValidator).

Exactly one RecordBatch v2 (magic 0/1 or a second batch -> INVALID_RECORD, as Kafka 4
answers), zstd before Produce v7 -> UNSUPPORTED_COMPRESSION_TYPE, a bad CRC or a truncated
batch -> CORRUPT_MESSAGE, a batch larger than `max.message.bytes` -> MESSAGE_TOO_LARGE, a
control batch, a non-zero base offset, a record count that disagrees with the offset deltas,
or a producer id without a sequence -> INVALID_RECORD, a max timestamp more than
`message.timestamp.after.max.ms` ahead -> INVALID_TIMESTAMP.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.records import (
    LOG_OVERHEAD,
    BatchHeader,
    Compression,
    CorruptRecordError,
    UnsupportedMagicError,
    iter_batches,
    validate_crc,
)


class InvalidBatchError(Exception):
    """The records fail a check; `code` is the partition's error code in the response."""

    def __init__(self, code: ErrorCode, message: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class BatchLimits:
    """The topic's limits a batch is checked against (resolved topic configs)."""

    max_message_bytes: int
    timestamp_after_max_ms: int


def validate_produced_batch(records, api_version: int, limits: BatchLimits
                            ) -> tuple[BatchHeader, memoryview]:
    """The one RecordBatch v2 of a produced partition, checked; raises InvalidBatchError."""
    if not records:
        raise InvalidBatchError(
            ErrorCode.INVALID_RECORD,
            f"Produce requests with version {api_version} must have at least one record batch")
    try:
        batches = list(iter_batches(records))
    except UnsupportedMagicError:
        raise InvalidBatchError(
            ErrorCode.INVALID_RECORD,
            f"Produce requests with version {api_version} are only allowed to contain "
            "record batches with magic version 2") from None
    except CorruptRecordError as corrupt:
        raise InvalidBatchError(ErrorCode.CORRUPT_MESSAGE, str(corrupt)) from None
    if not batches:
        raise InvalidBatchError(ErrorCode.CORRUPT_MESSAGE, "the record batch is truncated")
    if len(batches) > 1:
        raise InvalidBatchError(
            ErrorCode.INVALID_RECORD,
            f"Produce requests with version {api_version} are only allowed to contain "
            "exactly one record batch per partition")
    header, batch = batches[0]
    if header.batch_length + LOG_OVERHEAD != len(records):
        raise InvalidBatchError(ErrorCode.CORRUPT_MESSAGE, "bytes after the record batch")
    if api_version < 7 and header.compression == Compression.ZSTD:
        raise InvalidBatchError(ErrorCode.UNSUPPORTED_COMPRESSION_TYPE,
                                "zstd needs Produce v7 or newer (KIP-110)")
    if len(batch) > limits.max_message_bytes:
        raise InvalidBatchError(
            ErrorCode.MESSAGE_TOO_LARGE,
            f"batch of {len(batch)} bytes exceeds max.message.bytes {limits.max_message_bytes}")
    if not validate_crc(batch):
        raise InvalidBatchError(ErrorCode.CORRUPT_MESSAGE, "record batch CRC mismatch")
    if header.is_control:
        raise InvalidBatchError(ErrorCode.INVALID_RECORD, "clients may not write control records")
    if header.is_transactional:
        raise InvalidBatchError(ErrorCode.INVALID_TXN_STATE, "transactions are not supported")
    if header.base_offset != 0:
        raise InvalidBatchError(
            ErrorCode.INVALID_RECORD,
            f"the base offset of the record batch should be 0, but it is {header.base_offset}")
    if header.records_count <= 0 or header.records_count != header.last_offset_delta + 1:
        raise InvalidBatchError(
            ErrorCode.INVALID_RECORD,
            f"record count {header.records_count} does not match last offset delta "
            f"{header.last_offset_delta}")
    if header.producer_id >= 0 and header.base_sequence < 0:
        raise InvalidBatchError(ErrorCode.INVALID_RECORD,
                                "a batch with a producer id needs a sequence")
    after_max = limits.timestamp_after_max_ms
    if header.timestamp_type == 0 and header.max_timestamp > int(time.time() * 1000) + after_max:
        raise InvalidBatchError(ErrorCode.INVALID_TIMESTAMP,
                                f"timestamp {header.max_timestamp} is more than {after_max} ms ahead")
    return header, batch

"""Appending produced records to a leader (Kafka's ReplicaManager.appendRecords, the part below
the Produce handler).

`append_records` validates one partition's records (broker/storage/validator.py) in Kafka's
order — the partition's existence, the request's checks, acks, then leadership, then `min.insync.replicas` for acks=all (the
effective minimum: at most the replication factor), then the log's checks — appends as
leader (offsets and the leader epoch patched into the stored copy; idempotent producers'
duplicates answered with their first offset and their batch's max timestamp as Kafka does)
and, for acks=all, hands back the future that the high watermark completes.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from kafkasim.broker.config.topics import resolve
from kafkasim.broker.storage.producer_state import ProducerStateError
from kafkasim.broker.storage.validator import (
    BatchLimits,
    InvalidBatchError,
    request_batch,
    validate_for_log,
)
from kafkasim.protocol.errors import ErrorCode


@dataclass(slots=True)
class AppendOutcome:
    """One partition's answer: an error, or where its batch went; `acks_wait` completes (with
    an error code) once the high watermark passes the batch (acks=all). `message` and
    `record_errors` are what Kafka sends for record validation errors only."""

    error: ErrorCode = ErrorCode.NONE
    message: str | None = None
    base_offset: int = -1
    log_start_offset: int = -1
    log_append_time_ms: int = -1
    record_errors: list[tuple[int, str]] = field(default_factory=list)
    acks_wait: asyncio.Future | None = None


def append_records(manager, topic: str, partition_index: int, records, *, acks: int,
                   api_version: int) -> AppendOutcome:
    """Append one produced partition's records as leader (synchronous; see module docstring)."""
    if manager.broker.metadata.partition(topic, partition_index) is None:
        return AppendOutcome(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION)
    try:
        header, batch = request_batch(records, api_version)
    except InvalidBatchError as invalid:
        return AppendOutcome(invalid.code)
    if acks not in (-1, 0, 1):
        return AppendOutcome(ErrorCode.INVALID_REQUIRED_ACKS)
    partition, error = manager.leader_partition(topic, partition_index)
    if error != ErrorCode.NONE:
        return AppendOutcome(error)
    log_start_offset = partition.log.log_start_offset
    if acks == -1 and len(partition.isr) < partition.effective_min_insync_replicas:
        return AppendOutcome(ErrorCode.NOT_ENOUGH_REPLICAS, log_start_offset=log_start_offset)
    topic_info = manager.broker.metadata.topics.get(topic)
    configs = topic_info.configs if topic_info is not None else {}
    broker_config = manager.broker.config
    limits = BatchLimits(
        max_message_bytes=int(resolve("max.message.bytes", configs, broker_config)[0]),
        timestamp_after_max_ms=int(
            resolve("message.timestamp.after.max.ms", configs, broker_config)[0]))
    try:
        validate_for_log(header, batch, limits)
    except InvalidBatchError as invalid:
        if invalid.record_errors:
            return AppendOutcome(invalid.code, invalid.message, log_start_offset=log_start_offset,
                                 record_errors=invalid.record_errors)
        return AppendOutcome(invalid.code,
                             log_start_offset=log_start_offset if invalid.with_log_start else -1)
    try:
        appended = partition.log.append_as_leader(batch, header, partition.leader_epoch)
    except ProducerStateError as failed:
        return AppendOutcome(failed.code, log_start_offset=log_start_offset)
    if not appended.duplicate:
        partition.maybe_increment_high_watermark()
        partition.notify_data_waiters()
    outcome = AppendOutcome(base_offset=appended.base_offset,
                            log_start_offset=partition.log.log_start_offset,
                            log_append_time_ms=appended.log_append_time_ms)
    if acks == -1:
        outcome.acks_wait = partition.wait_for_high_watermark(appended.last_offset + 1)
    return outcome

"""Appending produced records to a leader (Kafka's ReplicaManager.appendRecords, the part below
the Produce handler).

`append_records` validates one partition's records (broker/storage/validator.py), checks
`min.insync.replicas` for acks=all, appends as leader (offsets and the leader epoch patched
into the stored copy; idempotent producers' duplicates answered with their first offset) and,
for acks=all, hands back the future that the high watermark completes.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from kafkasim.broker.config.topics import resolve
from kafkasim.broker.storage.producer_state import ProducerStateError
from kafkasim.broker.storage.validator import (
    BatchLimits,
    InvalidBatchError,
    validate_produced_batch,
)
from kafkasim.protocol.errors import ErrorCode


@dataclass(slots=True)
class AppendOutcome:
    """One partition's answer: an error (with a message), or where its batch went; `acks_wait`
    completes (with an error code) once the high watermark passes the batch (acks=all)."""

    error: ErrorCode = ErrorCode.NONE
    message: str | None = None
    base_offset: int = -1
    log_start_offset: int = -1
    acks_wait: asyncio.Future | None = None


def append_records(manager, topic: str, partition_index: int, records, *, acks: int,
                   api_version: int) -> AppendOutcome:
    """Append one produced partition's records as leader (synchronous; see module docstring)."""
    partition, error = manager.leader_partition(topic, partition_index)
    if error != ErrorCode.NONE:
        return AppendOutcome(error)
    topic_info = manager.broker.metadata.topics.get(topic)
    configs = topic_info.configs if topic_info is not None else {}
    broker_config = manager.broker.config
    limits = BatchLimits(
        max_message_bytes=int(resolve("max.message.bytes", configs, broker_config)[0]),
        timestamp_after_max_ms=int(
            resolve("message.timestamp.after.max.ms", configs, broker_config)[0]))
    try:
        header, batch = validate_produced_batch(records, api_version, limits)
    except InvalidBatchError as invalid:
        return AppendOutcome(invalid.code, invalid.message)
    if acks == -1 and len(partition.isr) < partition.min_insync_replicas:
        return AppendOutcome(
            ErrorCode.NOT_ENOUGH_REPLICAS,
            f"the ISR {partition.isr} is smaller than min.insync.replicas "
            f"{partition.min_insync_replicas}")
    try:
        appended = partition.log.append_as_leader(batch, header, partition.leader_epoch)
    except ProducerStateError as failed:
        return AppendOutcome(failed.code, str(failed))
    if not appended.duplicate:
        partition.maybe_increment_high_watermark()
        partition.notify_data_waiters()
    outcome = AppendOutcome(base_offset=appended.base_offset,
                            log_start_offset=partition.log.log_start_offset)
    if acks == -1:
        outcome.acks_wait = partition.wait_for_high_watermark(appended.last_offset + 1)
    return outcome

"""Appending produced records to a leader (Kafka's ReplicaManager.appendRecords, the part below
the Produce handler).

`append_records` validates one partition's records (broker/storage/validator.py) in Kafka's
order — the partition's existence, the request's checks, acks, an internal topic
(INVALID_TOPIC_EXCEPTION: clients never write `__consumer_offsets`), then leadership, then
`min.insync.replicas` for acks=all (the effective minimum: at most the replication factor),
then the log's checks of the header and of every record — appends as leader (offsets, the
leader epoch and, as Kafka's in-place assignment does, the largest record timestamp patched
into the stored copy; idempotent producers' duplicates answered with their first offset and
their batch's max timestamp as Kafka does) and, for acks=all, hands back the future that the
high watermark completes.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field

from kafkasim.broker.config.definitions import DECOMPRESSED_BATCH_MAX_BYTES
from kafkasim.broker.config.topics import resolve
from kafkasim.broker.controller.topics import INTERNAL_TOPICS
from kafkasim.broker.replica.txn_verification import NOT_ADDED_MESSAGE, translate
from kafkasim.broker.storage.producer_state import ProducerStateError
from kafkasim.broker.storage.validator import (
    BatchLimits,
    InvalidBatchError,
    needs_worker,
    request_batch,
    validate_for_log,
    validate_records,
)
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.records import (
    CREATE_TIME,
    TIMESTAMP_TYPE_MASK,
    ControlType,
    build_control_batch,
    parse_header,
    set_max_timestamp,
)

log = logging.getLogger("kafkasim.produce")


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


async def append_records(manager, topic: str, partition_index: int, records, *, acks: int,
                         api_version: int, transactional_id: str | None = None
                         ) -> AppendOutcome:
    """Append one produced partition's records as leader (see the module docstring).

    Everything but the record check and a transaction's verification runs without awaiting.
    When the records may decompress to a lot (validator.needs_worker), they are checked on a
    worker thread; a producer's first transactional batch here is verified with its
    transaction coordinator (broker/replica/txn_verification.py). After either wait the
    partition's state is looked at again, since it may have moved meanwhile."""
    checked = _check(manager, topic, partition_index, records, acks, api_version)
    if isinstance(checked, AppendOutcome):
        return checked
    header, batch, limits = checked
    verification = None
    if header.is_transactional and transactional_id is not None \
            and manager.txn_verifier.enabled:
        state = manager.leader_partition(topic, partition_index)[0].log.producer_state
        if api_version >= 12 and state.older_epoch(header.producer_id, header.producer_epoch):
            # Transactions v2: a stale epoch is refused before the coordinator is asked
            # (KAFKA-18042).
            return AppendOutcome(ErrorCode.INVALID_PRODUCER_EPOCH)
        if not state.has_ongoing_transaction(header.producer_id, header.producer_epoch):
            refused, verification = await _verify(manager, topic, partition_index, header,
                                                  transactional_id, api_version)
            if refused is not None:
                return refused
            checked = _check(manager, topic, partition_index, records, acks, api_version)
            if isinstance(checked, AppendOutcome):
                return checked
            header, batch, limits = checked
    try:
        if needs_worker(header, batch, limits):
            # The wait point of a large compressed batch: a slot among the broker's large
            # checks (bounding the memory decompression takes), then the worker thread.
            async with manager.large_batch_checks:
                validated = await asyncio.get_running_loop().run_in_executor(
                    None, validate_records, header, batch, limits)
            # Leadership and the ISR may have changed meanwhile, so the checks run again on
            # the state as it is now.
            checked = _check(manager, topic, partition_index, records, acks, api_version)
            if isinstance(checked, AppendOutcome):
                return checked
            header, batch, limits = checked
        else:
            validated = validate_records(header, batch, limits)
    except InvalidBatchError as invalid:
        return _refused(manager, topic, partition_index, invalid)
    partition, _ = manager.leader_partition(topic, partition_index)
    log_start_offset = partition.log.log_start_offset
    state = partition.log.producer_state
    if verification is not None \
            and not state.has_ongoing_transaction(header.producer_id, header.producer_epoch) \
            and state.older_epoch(header.producer_id, header.producer_epoch):
        # A stale epoch first (KAFKA-19690): the producer can recover from it, where the
        # verification's INVALID_TXN_STATE would be fatal to it.
        return AppendOutcome(ErrorCode.INVALID_PRODUCER_EPOCH,
                             log_start_offset=partition.log.log_start_offset)
    if verification is not None \
            and not state.has_ongoing_transaction(header.producer_id, header.producer_epoch) \
            and not state.verified(header.producer_id, verification):
        # A marker of the producer arrived while its batch was verified (or another
        # verification replaced this one): the transaction it was verified for is over.
        return AppendOutcome(ErrorCode.INVALID_TXN_STATE, NOT_ADDED_MESSAGE)
    if batch.readonly:
        batch = memoryview(bytearray(batch))
    # Kafka's in-place assignment: the batch says CreateTime and its largest record timestamp.
    set_max_timestamp(batch, 0, CREATE_TIME, validated.max_timestamp)
    header.max_timestamp = validated.max_timestamp
    header.attributes &= ~TIMESTAMP_TYPE_MASK
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


async def _verify(manager, topic: str, partition_index: int, header, transactional_id: str,
                  api_version: int) -> tuple[AppendOutcome | None, object]:
    """A producer's first transactional batch here, verified with its coordinator (Produce
    v12, transactions v2: added by it): (None, the verification's guard), or (the refusal,
    None). The verification stays after a refusal: its lowest sequence orders the producer's
    retries. An add answered CONCURRENT_TRANSACTIONS (the producer's previous transaction still
    writing its markers) is asked again every `add.partitions.to.txn.retry.backoff.ms` for up
    to `add.partitions.to.txn.retry.backoff.max.ms`, each time under a fresh verification, so
    that the previous transaction's marker, landing meanwhile, voids only the attempt before
    it (Kafka's leader retries the whole verified append)."""
    verifier = manager.txn_verifier
    add = api_version >= 12
    loop = asyncio.get_running_loop()
    backoff, patience = verifier.add_retry_backoff()
    deadline = loop.time() + patience
    while True:
        partition, error = manager.leader_partition(topic, partition_index)
        if error != ErrorCode.NONE:
            return AppendOutcome(error), None
        state = partition.log.producer_state
        if state.has_ongoing_transaction(header.producer_id, header.producer_epoch):
            return None, None  # another batch opened the transaction meanwhile
        guard = state.start_verification(header.producer_id, header.base_sequence,
                                         header.producer_epoch)
        # The wait point of a transaction's first batch: the coordinator's answer.
        error = await verifier.verify(transactional_id, header.producer_id,
                                      header.producer_epoch, topic, partition_index, add=add,
                                      retry=False)
        if error == ErrorCode.NONE:
            return None, guard
        if not (add and error == ErrorCode.CONCURRENT_TRANSACTIONS
                and loop.time() + backoff <= deadline):
            code, message = translate(error, abortable_supported=api_version >= 11)
            return AppendOutcome(code, message), None
        await asyncio.sleep(backoff)  # wait point: the previous transaction's markers


def _check(manager, topic: str, partition_index: int, records, acks: int, api_version: int):
    """The checks before the records are read, in Kafka's order: (header, batch, limits), or
    the AppendOutcome that refuses the append."""
    if manager.broker.metadata.partition(topic, partition_index) is None:
        return AppendOutcome(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION)
    try:
        header, batch = request_batch(records, api_version)
    except InvalidBatchError as invalid:
        return AppendOutcome(invalid.code)
    if acks not in (-1, 0, 1):
        return AppendOutcome(ErrorCode.INVALID_REQUIRED_ACKS)
    if topic in INTERNAL_TOPICS:
        # Clients never write to internal topics; their coordinators append directly
        # (ReplicaManager.appendToLocalLog with internalTopicsAllowed false).
        return AppendOutcome(ErrorCode.INVALID_TOPIC_EXCEPTION)
    partition, error = manager.leader_partition(topic, partition_index)
    if error != ErrorCode.NONE:
        return AppendOutcome(error)
    log_start_offset = partition.log.log_start_offset
    if acks == -1 and len(partition.isr) < partition.effective_min_insync_replicas:
        return AppendOutcome(ErrorCode.NOT_ENOUGH_REPLICAS, log_start_offset=log_start_offset)
    limits = batch_limits(manager, topic, partition_index)
    try:
        validate_for_log(header, batch, limits)
    except InvalidBatchError as invalid:
        return _refused(manager, topic, partition_index, invalid)
    return header, batch, limits


def batch_limits(manager, topic: str, partition_index: int) -> BatchLimits:
    """The topic's configs a produced batch is checked against."""
    topic_info = manager.broker.metadata.topics.get(topic)
    configs = topic_info.configs if topic_info is not None else {}
    broker_config = manager.broker.config

    def value(name: str) -> str:
        return resolve(name, configs, broker_config)[0]

    return BatchLimits(
        max_message_bytes=int(value("max.message.bytes")),
        timestamp_after_max_ms=int(value("message.timestamp.after.max.ms")),
        timestamp_before_max_ms=int(value("message.timestamp.before.max.ms")),
        compacted="compact" in (part.strip() for part in value("cleanup.policy").split(",")),
        topic_partition=f"{topic}-{partition_index}",
        max_decompressed_bytes=broker_config.get_int(DECOMPRESSED_BATCH_MAX_BYTES),
        max_decompressed_record_bytes=int(value("max.decompressed.message.bytes")))


def _refused(manager, topic: str, partition_index: int, invalid: InvalidBatchError
             ) -> AppendOutcome:
    partition = manager.get_partition(topic, partition_index)
    log_start_offset = partition.log.log_start_offset \
        if partition is not None and invalid.with_log_start else -1
    log.debug("refused a batch for %s-%d: %s (%s)", topic, partition_index,
              ErrorCode(invalid.code).name, invalid.message)
    return AppendOutcome(invalid.code, invalid.message if invalid.send_message else None,
                         log_start_offset=log_start_offset, record_errors=invalid.record_errors)


def append_txn_marker(manager, topic: str, partition_index: int, *, producer_id: int,
                      producer_epoch: int, coordinator_epoch: int, commit: bool,
                      transaction_version: int = 0
                      ) -> tuple[ErrorCode, asyncio.Future | None]:
    """Append a COMMIT or ABORT marker for the transaction coordinator as leader (Kafka's
    appendRecords with origin COORDINATOR and acks=all): the error, or NONE and the future the
    high watermark completes once it passes the marker. Internal topics are allowed.

    The producer state checks the marker first (an older producer epoch -> INVALID_PRODUCER_EPOCH,
    and for a transactions v2 marker, `transaction_version` 2, of a transaction open here, an
    epoch that is not above it, KIP-1228; an older coordinator epoch -> TRANSACTION_COORDINATOR_FENCED); a
    marker for a producer without an ongoing transaction is still written, as Kafka writes
    it."""
    partition, error = manager.leader_partition(topic, partition_index)
    if error != ErrorCode.NONE:
        return error, None
    if len(partition.isr) < partition.effective_min_insync_replicas:
        return ErrorCode.NOT_ENOUGH_REPLICAS, None
    log = partition.log
    try:
        log.producer_state.check_marker(producer_id, producer_epoch, coordinator_epoch,
                                        transaction_version)
    except ProducerStateError as failed:
        return failed.code, None
    data = memoryview(bytearray(build_control_batch(
        ControlType.COMMIT if commit else ControlType.ABORT, producer_id=producer_id,
        producer_epoch=producer_epoch, coordinator_epoch=coordinator_epoch)))
    appended = log.append_as_leader(data, parse_header(data), partition.leader_epoch)
    partition.maybe_increment_high_watermark()
    partition.notify_data_waiters()
    return ErrorCode.NONE, partition.wait_for_high_watermark(appended.last_offset + 1)

"""Where transactions live: `__transaction_state`, its partition leaders, and the metadata
cache of the partitions this broker leads (Kafka's `TransactionStateManager`).

Transactional id `t` belongs to partition `abs(hashCode(t)) % transaction.state.log.num.partitions`
of `__transaction_state`; the partition's leader is the transaction coordinator for `t`. The
topic is created on the first FindCoordinator for a transaction (as Kafka creates it):
compacted, uncompressed, `transaction.state.log.replication.factor` replicas (capped by the live
brokers, as `__consumer_offsets` here), `min.insync.replicas` =
`transaction.state.log.min.isr` (capped by that replication factor).

Leadership arrives with metadata. When this broker becomes a partition's leader it loads the
partition: the latest record per transactional id is its state (a tombstone removes it). The
partition's leader epoch then is the coordinator epoch, which WriteTxnMarkers carries so that
partition leaders can fence a stale coordinator. When it stops leading, the partition's
transactions are forgotten here (their new coordinator loads them).

Every state change is written (acks=all) before it is adopted: `append` resolves once the ISR
has the record.
"""

from __future__ import annotations

import asyncio
import logging
import struct

from kafkasim.broker.controller.internal_topics import InternalTopic, internal_topic_request
from kafkasim.broker.group.offsets import coordinator_append_error
from kafkasim.broker.metadata.coordinator_keys import coordinator_partition
from kafkasim.broker.transaction.metadata import TransactionMetadata, Transit, TxnState
from kafkasim.broker.transaction.records import (
    decode_key,
    decode_value,
    encode_key,
    encode_value,
)
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_topics import (
    CreateTopicsRequest,
)
from kafkasim.protocol.records import (
    build_batch,
    parse_header,
)

log = logging.getLogger("kafkasim.transactions")

TRANSACTION_STATE_TOPIC = "__transaction_state"
# How long a state change waits for the ISR (Kafka's coordinator uses request.timeout.ms).
APPEND_TIMEOUT_MS = 5000


def partition_for(transactional_id: str, partition_count: int) -> int:
    """The `__transaction_state` partition of a transactional id."""
    return coordinator_partition(transactional_id, partition_count)


def append_error(error: int) -> ErrorCode:
    """Kafka's mapping of a failed `__transaction_state` append to the client's error."""
    common = coordinator_append_error(error)
    return ErrorCode.UNKNOWN_SERVER_ERROR if common is None else common


class TransactionStateManager:
    """The transactions of the `__transaction_state` partitions this broker leads."""

    def __init__(self, broker):
        self.broker = broker
        config = broker.config
        self.partition_count = config.get_int("transaction.state.log.num.partitions")
        self.max_timeout_ms = config.get_int("transaction.max.timeout.ms")
        # partition -> transactional id -> metadata, for partitions this broker leads.
        self.transactions: dict[int, dict[str, TransactionMetadata]] = {}
        # partition -> coordinator epoch (the partition's leader epoch when it was loaded).
        self.coordinator_epochs: dict[int, int] = {}
        self.topic = InternalTopic(broker, TRANSACTION_STATE_TOPIC, self.creation_request)

    async def stop(self) -> None:
        await self.topic.stop()
        self.transactions.clear()
        self.coordinator_epochs.clear()

    def partition_for(self, transactional_id: str) -> int:
        return partition_for(transactional_id, self.partition_count)

    def valid_timeout(self, timeout_ms: int) -> bool:
        return 0 < timeout_ms <= self.max_timeout_ms

    # -- leadership -----------------------------------------------------------------------------

    def refresh(self) -> tuple[list[int], list[int]]:
        """Load partitions newly led and unload those no longer led (or led at another epoch);
        returns (loaded, unloaded) partition numbers."""
        led = self.topic.led_partitions()
        unloaded = [p for p, epoch in self.coordinator_epochs.items() if led.get(p) != epoch]
        for partition in unloaded:
            self.coordinator_epochs.pop(partition, None)
            self.transactions.pop(partition, None)
        loaded = [p for p in led if p not in self.coordinator_epochs]
        for partition in loaded:
            self._load(partition, led[partition])
        return loaded, unloaded

    def _load(self, partition: int, leader_epoch: int) -> None:
        transactions: dict[str, TransactionMetadata] = {}
        skipped = 0
        for key, value in self.topic.records(partition):
            try:
                transactional_id = decode_key(key) if key else None
                if transactional_id is None:
                    continue
                if value is None:
                    transactions.pop(transactional_id, None)
                else:
                    transactions[transactional_id] = decode_value(transactional_id, value)
            except (struct.error, ValueError, IndexError):
                skipped += 1
        if skipped:
            log.warning("skipped %d records of %s-%d that do not decode", skipped,
                        TRANSACTION_STATE_TOPIC, partition)
        self.transactions[partition] = transactions
        self.coordinator_epochs[partition] = leader_epoch
        log.info("broker %d coordinates %d transactional ids of %s-%d (coordinator epoch %d)",
                 self.broker.node_id, len(transactions), TRANSACTION_STATE_TOPIC, partition,
                 leader_epoch)

    # -- lookups --------------------------------------------------------------------------------

    def get(self, transactional_id: str) -> tuple[ErrorCode, int, TransactionMetadata | None]:
        """(NONE, coordinator epoch, metadata or None when unknown), or (NOT_COORDINATOR, -1,
        None) when this broker does not lead the id's partition."""
        partition = self.partition_for(transactional_id)
        epoch = self.coordinator_epochs.get(partition)
        if epoch is None:
            return ErrorCode.NOT_COORDINATOR, -1, None
        return ErrorCode.NONE, epoch, self.transactions[partition].get(transactional_id)

    def put_if_absent(self, metadata: TransactionMetadata) -> TransactionMetadata:
        partition = self.partition_for(metadata.transactional_id)
        return self.transactions[partition].setdefault(metadata.transactional_id, metadata)

    def owns(self, transactional_id: str, coordinator_epoch: int) -> bool:
        return self.coordinator_epochs.get(self.partition_for(transactional_id)) == \
            coordinator_epoch

    def all_transactions(self):
        for transactions in self.transactions.values():
            yield from transactions.values()

    def timed_out(self, now_ms: int) -> list[TransactionMetadata]:
        """Ongoing transactions, with no transition pending, older than their timeout."""
        return [m for m in self.all_transactions()
                if m.state == TxnState.ONGOING and not m.pending_in_progress
                and m.start_timestamp_ms + m.timeout_ms < now_ms]

    def expired(self, now_ms: int, expiration_ms: int) -> list[TransactionMetadata]:
        """Ids with no transaction in flight, not updated for `expiration_ms` (Kafka's
        removeExpiredTransactionalIds)."""
        idle = (TxnState.EMPTY, TxnState.COMPLETE_COMMIT, TxnState.COMPLETE_ABORT)
        return [m for m in self.all_transactions()
                if m.state in idle and not m.pending_in_progress
                and m.last_update_timestamp_ms <= now_ms - expiration_ms]

    def forget(self, metadata: TransactionMetadata) -> None:
        transactions = self.transactions.get(self.partition_for(metadata.transactional_id))
        if transactions is not None and transactions.get(metadata.transactional_id) is metadata:
            del transactions[metadata.transactional_id]

    # -- writing --------------------------------------------------------------------------------

    async def write(self, metadata: TransactionMetadata, coordinator_epoch: int,
                    transit: Transit) -> ErrorCode:
        """Write `metadata`'s prepared `transit` and settle it: adopted once stored (NONE),
        dropped otherwise, also when the write raises or is cancelled, so that a transition
        is never left pending (a pending one answers CONCURRENT_TRANSACTIONS to everything,
        as Kafka's pendingState)."""
        try:
            error = await self.append(metadata.transactional_id, coordinator_epoch, transit)
        except BaseException:
            metadata.abort_pending()
            raise
        if error == ErrorCode.NONE:
            metadata.complete(transit)
        else:
            metadata.abort_pending()
        return error

    async def append(self, transactional_id: str, coordinator_epoch: int,
                     transit: Transit) -> ErrorCode:
        """Write `transit` (a tombstone for Dead) and wait for the ISR; NONE once stored,
        else the client's error (Kafka's appendTransactionToLog mapping). The caller completes
        or drops the pending transition."""
        partition = self.partition_for(transactional_id)
        local, error = self.broker.replica_manager.leader_partition(
            TRANSACTION_STATE_TOPIC, partition, coordinator_epoch)
        if error == ErrorCode.NONE and len(local.isr) < local.effective_min_insync_replicas:
            error = ErrorCode.NOT_ENOUGH_REPLICAS
        if error != ErrorCode.NONE:
            return append_error(error)
        value = None if transit.state == TxnState.DEAD else encode_value(transit)
        batch = build_batch([(encode_key(transactional_id), value, [], None)])
        appended = local.log.append_as_leader(memoryview(batch), parse_header(batch),
                                              local.leader_epoch)
        local.maybe_increment_high_watermark()
        local.notify_data_waiters()
        future = local.wait_for_high_watermark(appended.last_offset + 1)
        # wait point: the ISR has the record. Not wait_for (it can swallow a cancellation).
        done, _ = await asyncio.wait((future,), timeout=APPEND_TIMEOUT_MS / 1000)
        if not done:
            future.cancel()
            return ErrorCode.COORDINATOR_NOT_AVAILABLE
        error = append_error(future.result())
        if error == ErrorCode.NONE and not self.owns(transactional_id, coordinator_epoch):
            # The partition moved while the record was being replicated.
            return ErrorCode.NOT_COORDINATOR
        return error

    # -- the topic ------------------------------------------------------------------------------

    def coordinator_node(self, transactional_id: str):
        """FindCoordinator: (NONE, BrokerInfo of the partition's live leader), or
        (COORDINATOR_NOT_AVAILABLE, None); see `InternalTopic.coordinator_node`."""
        return self.topic.coordinator_node(self.partition_for(transactional_id))

    def creation_request(self) -> CreateTopicsRequest:
        config = self.broker.config
        live = max(len(self.broker.metadata.live_brokers()), 1)
        replication_factor = min(config.get_int("transaction.state.log.replication.factor"),
                                 live)
        configs = {
            "cleanup.policy": "compact",
            "compression.type": "uncompressed",
            "unclean.leader.election.enable": "false",
            "min.insync.replicas": str(min(config.get_int("transaction.state.log.min.isr"),
                                           replication_factor)),
            "segment.bytes": config.get("transaction.state.log.segment.bytes"),
        }
        return internal_topic_request(TRANSACTION_STATE_TOPIC, self.partition_count,
                                      replication_factor, configs)

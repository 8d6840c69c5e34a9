"""The transaction coordinator of one broker (Kafka's `TransactionCoordinator`), for the
transactional ids whose `__transaction_state` partition this broker leads.

Behaviour is Kafka 4.4's: a transaction is run the way its client speaks (Kafka's
clientTransactionVersion): transactions v1 (the client adds partitions with AddPartitionsToTxn
v0-3; EndTxn up to v4 keeps the producer epoch) or transactions v2 (KIP-890 part 2: partition
leaders add partitions with AddPartitionsToTxn v4+ as Produce v12 arrives; EndTxn v5 bumps the
epoch, see `end_transaction`). The coordinator's own aborts (timeouts, fences) follow the
cluster's finalized `transaction.version`.

- InitProducerId: a new id gets a producer id at epoch 0; a known one gets its epoch bumped
  (a new producer id once the epoch is exhausted). A transaction in flight is fenced first: an
  Ongoing one is aborted at a bumped epoch and the caller told CONCURRENT_TRANSACTIONS (it
  retries, and then gets the next epoch); a Prepare* one answers CONCURRENT_TRANSACTIONS until
  its markers are written. KIP-360 expected id/epoch: a stale epoch is PRODUCER_FENCED, a retry of
  a successful call gets the same epoch back.
- AddPartitionsToTxn (also for AddOffsetsToTxn, with the group's `__consumer_offsets`
  partition): INVALID_PRODUCER_ID_MAPPING for an unknown id or another producer id,
  PRODUCER_FENCED for another epoch, CONCURRENT_TRANSACTIONS while a transition is pending or
  markers are being written; partitions already in the Ongoing transaction answer at once.
- Verify-only AddPartitionsToTxn (KIP-890, sent by partition leaders): per partition NONE when it
  is in the transaction, else TRANSACTION_ABORTABLE.
- EndTxn: Ongoing -> PrepareCommit/PrepareAbort written, then answered; markers follow
  (broker/transaction/markers.py) and end in CompleteCommit/CompleteAbort. A retry of a completed
  EndTxn with the same result answers NONE; a wrong result INVALID_TXN_STATE.
- Transactions Ongoing for longer than their timeout are aborted at a bumped epoch, checked
  every `transaction.abort.timed.out.transaction.cleanup.interval.ms`.
- After a `__transaction_state` partition is loaded, its Prepare* transactions get their
  markers (again).
- An id with no transaction in flight that was not updated for `transactional.id.expiration.ms`
  expires: a tombstone is written and the id forgotten (checked every
  `transaction.remove.expired.transaction.cleanup.interval.ms`); a later InitProducerId starts
  it afresh with a new producer id.
"""

from __future__ import annotations

import asyncio
import logging
import re
from dataclasses import dataclass

from kafkasim.broker.metadata.features import TRANSACTION_VERSION
from kafkasim.broker.transaction.markers import MarkerChannel
from kafkasim.broker.transaction.metadata import (
    NO_PRODUCER_EPOCH,
    NO_PRODUCER_ID,
    TV_0,
    TransactionMetadata,
    TransitionError,
    TxnState,
    is_epoch_exhausted,
    supports_epoch_bump,
)
from kafkasim.broker.transaction.producer_ids import next_producer_id
from kafkasim.broker.transaction.state import TransactionStateManager
from kafkasim.protocol.errors import ErrorCode

log = logging.getLogger("kafkasim.transactions")

_PREPARE = (TxnState.PREPARE_COMMIT, TxnState.PREPARE_ABORT)
_COMPLETE = (TxnState.COMPLETE_COMMIT, TxnState.COMPLETE_ABORT)
_COMPLETE_OR_EMPTY = (TxnState.EMPTY, *_COMPLETE)
_LAST_GOOD_EPOCH = 2**15 - 2  # the last epoch a client uses before its id rotates


@dataclass(slots=True)
class ProducerIdAndEpoch:
    error: ErrorCode
    producer_id: int = -1
    producer_epoch: int = -1


class TransactionCoordinator:
    def __init__(self, broker):
        self.broker = broker
        self.state = TransactionStateManager(broker)
        self.markers = MarkerChannel(broker, self.state)
        self._running = False
        self._tasks: set[asyncio.Task] = set()

    # -- lifecycle ------------------------------------------------------------------------------

    async def start(self) -> None:
        self._running = True
        self.refresh()
        self._spawn(self._abort_timed_out_loop())
        self._spawn(self._expire_loop())
        if getattr(self.broker, "controller_channel", None) is not None:
            self._spawn(self.broker.controller_channel.follow_metadata(self.refresh))

    async def stop(self) -> None:
        self._running = False
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.markers.stop()
        await self.state.stop()

    def _spawn(self, coroutine) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def refresh(self) -> None:
        """Follow `__transaction_state` leadership; resend the markers of loaded transactions
        that were preparing to commit or abort (Kafka's onElection)."""
        if not self._running:
            return
        loaded, _ = self.state.refresh()
        for partition in loaded:
            epoch = self.state.coordinator_epochs[partition]
            for metadata in self.state.transactions[partition].values():
                if metadata.state in _PREPARE:
                    self.markers.send(metadata, epoch)

    def _lookup(self, transactional_id: str) -> tuple[ErrorCode, int, TransactionMetadata | None]:
        if not self._running:
            return ErrorCode.COORDINATOR_NOT_AVAILABLE, -1, None
        self.refresh()
        return self.state.get(transactional_id)

    def coordinator_node(self, transactional_id: str):
        return self.state.coordinator_node(transactional_id)

    @property
    def transaction_version(self) -> int:
        """The cluster's finalized transaction.version: how the coordinator's own aborts
        (timeouts, fences) end a transaction (Kafka's transactionVersionLevel)."""
        return self.broker.metadata.feature_level(TRANSACTION_VERSION)

    # -- InitProducerId -------------------------------------------------------------------------

    async def init_producer_id(self, transactional_id: str, timeout_ms: int,
                               expected: tuple[int, int] | None) -> ProducerIdAndEpoch:
        """InitProducerId with a transactional id; `expected` is the request's (producer id,
        epoch) when it carries one (v3+, not -1)."""
        if not transactional_id:
            return ProducerIdAndEpoch(ErrorCode.INVALID_REQUEST)
        if not self.state.valid_timeout(timeout_ms):
            return ProducerIdAndEpoch(ErrorCode.INVALID_TRANSACTION_TIMEOUT)
        error, coordinator_epoch, metadata = self._lookup(transactional_id)
        if error:
            return ProducerIdAndEpoch(error)
        if metadata is None:
            metadata = self.state.put_if_absent(TransactionMetadata(
                transactional_id, next_producer_id(self.broker.node_id), timeout_ms=timeout_ms,
                last_update_timestamp_ms=self._now_ms()))
        try:
            transit = self._prepare_init(metadata, timeout_ms, expected)
        except TransitionError as refused:
            return ProducerIdAndEpoch(refused.code)
        if transit.state == TxnState.PREPARE_EPOCH_FENCE:
            # Abort the ongoing transaction at the bumped epoch; the caller retries.
            error = await self._fence(metadata, transit)
            return ProducerIdAndEpoch(error or ErrorCode.CONCURRENT_TRANSACTIONS)
        error = await self.state.write(metadata, coordinator_epoch, transit)
        if error:
            return ProducerIdAndEpoch(error)
        return ProducerIdAndEpoch(ErrorCode.NONE, metadata.producer_id, metadata.producer_epoch)

    def _prepare_init(self, metadata: TransactionMetadata, timeout_ms: int,
                      expected: tuple[int, int] | None):
        if metadata.pending_in_progress:
            raise TransitionError(ErrorCode.CONCURRENT_TRANSACTIONS)
        if expected is not None:
            producer_id, epoch = expected
            valid = (metadata.producer_epoch == NO_PRODUCER_EPOCH
                     or producer_id == metadata.producer_id
                     or (producer_id == metadata.previous_producer_id
                         and is_epoch_exhausted(epoch)))
            if not valid:
                raise TransitionError(ErrorCode.PRODUCER_FENCED)
        if metadata.state in _PREPARE:
            raise TransitionError(ErrorCode.CONCURRENT_TRANSACTIONS)
        if metadata.state == TxnState.ONGOING:
            return metadata.prepare_fence_epoch()
        if metadata.state in _COMPLETE_OR_EMPTY:
            if metadata.epoch_exhausted and (expected is None
                                             or expected[1] == metadata.producer_epoch):
                return metadata.prepare_rotate_producer_id(
                    next_producer_id(self.broker.node_id), timeout_ms, self._now_ms(),
                    expected is not None)
            return metadata.prepare_increment_epoch(
                timeout_ms, None if expected is None else expected[1], self._now_ms())
        raise TransitionError(ErrorCode.UNKNOWN_SERVER_ERROR)

    # -- AddPartitionsToTxn / AddOffsetsToTxn ---------------------------------------------------

    async def add_partitions(self, transactional_id: str, producer_id: int, producer_epoch: int,
                             partitions: list[tuple[str, int]],
                             transaction_version: int = TV_0) -> ErrorCode:
        """AddPartitionsToTxn; `transaction_version` is the client's (TV_2 when a partition
        leader adds a partition for Produce v12 or TxnOffsetCommit v5+)."""
        if not transactional_id:
            return ErrorCode.INVALID_REQUEST
        error, coordinator_epoch, metadata = self._lookup(transactional_id)
        if error:
            return error
        if metadata is None or metadata.producer_id != producer_id:
            self._mapping_error("AddPartitionsToTxn", transactional_id, producer_id, metadata)
            return ErrorCode.INVALID_PRODUCER_ID_MAPPING
        if metadata.producer_epoch != producer_epoch:
            return ErrorCode.PRODUCER_FENCED
        if metadata.pending_in_progress or metadata.state in _PREPARE:
            return ErrorCode.CONCURRENT_TRANSACTIONS
        if metadata.state == TxnState.ONGOING and set(partitions) <= metadata.partitions:
            return ErrorCode.NONE
        transit = metadata.prepare_add_partitions(partitions, self._now_ms(), transaction_version)
        return await self.state.write(metadata, coordinator_epoch, transit)

    def verify_partitions(self, transactional_id: str, producer_id: int, producer_epoch: int,
                          partitions: list[tuple[str, int]]) -> dict[tuple[str, int], ErrorCode]:
        """KIP-890's check: is each partition in the producer's ongoing transaction?"""
        def every(code: ErrorCode):
            return dict.fromkeys(partitions, code)

        if not transactional_id:
            return every(ErrorCode.INVALID_REQUEST)
        error, _, metadata = self._lookup(transactional_id)
        if error:
            return every(error)
        if metadata is None or metadata.producer_id != producer_id:
            self._mapping_error("verification", transactional_id, producer_id, metadata)
            return every(ErrorCode.INVALID_PRODUCER_ID_MAPPING)
        if metadata.producer_epoch != producer_epoch:
            return every(ErrorCode.PRODUCER_FENCED)
        if metadata.state in _PREPARE:
            return every(ErrorCode.CONCURRENT_TRANSACTIONS)
        return {tp: ErrorCode.NONE if tp in metadata.partitions else ErrorCode.TRANSACTION_ABORTABLE
                for tp in partitions}

    def _mapping_error(self, what: str, transactional_id: str, producer_id: int,
                       metadata: TransactionMetadata | None) -> None:
        partition = self.state.partition_for(transactional_id)
        log.info("%s of %s (partition %d, coordinator epoch %s): producer id %d is not %s",
                 what, transactional_id, partition, self.state.coordinator_epochs.get(partition),
                 producer_id, "known" if metadata is None else metadata.producer_id)

    # -- EndTxn ---------------------------------------------------------------------------------

    async def end_transaction(self, transactional_id: str, producer_id: int, producer_epoch: int,
                              commit: bool, transaction_version: int = TV_0
                              ) -> ProducerIdAndEpoch:
        """EndTxn from a client speaking `transaction_version` (TV_2 from EndTxn v5): the error
        and, for transactions v2, the producer id and epoch the client goes on with."""
        if supports_epoch_bump(transaction_version):
            return await self._end_v2(transactional_id, producer_id, producer_epoch,
                                      commit=commit, from_client=True,
                                      transaction_version=transaction_version)
        error = await self._end(transactional_id, producer_id, producer_epoch, commit=commit,
                                from_client=True)
        return ProducerIdAndEpoch(error)

    async def _end_v2(self, transactional_id: str, producer_id: int, producer_epoch: int, *,
                      commit: bool, from_client: bool, transaction_version: int
                      ) -> ProducerIdAndEpoch:
        """EndTxn of transactions v2 (Kafka's endTransaction above TV_1): PrepareCommit or
        PrepareAbort at the next epoch. The epoch the client sends tells a retry (one below the
        bumped epoch, or the last one of the id rotated away from) from the next transaction
        (the current epoch): Empty, CompleteCommit and CompleteAbort accept an abort at the
        current epoch as a new, empty transaction (the epoch bumps again); the same result
        retried answers NONE with the current producer id and epoch."""
        if not transactional_id:
            return ProducerIdAndEpoch(ErrorCode.INVALID_REQUEST)
        error, coordinator_epoch, metadata = self._lookup(transactional_id)
        if error:
            return ProducerIdAndEpoch(error)
        if metadata is None:
            self._mapping_error("EndTxn", transactional_id, producer_id, metadata)
            return ProducerIdAndEpoch(ErrorCode.INVALID_PRODUCER_ID_MAPPING)
        fencing = metadata.pending == TxnState.PREPARE_EPOCH_FENCE
        retry_on_overflow = (not fencing and metadata.previous_producer_id == producer_id
                             and producer_epoch == _LAST_GOOD_EPOCH
                             and metadata.producer_epoch == 0)
        retry_on_bump = not fencing and metadata.producer_epoch == producer_epoch + 1
        retry = retry_on_bump or retry_on_overflow
        state = metadata.state
        if fencing:
            valid = ((not from_client or producer_epoch == metadata.producer_epoch)
                     and producer_epoch >= metadata.producer_epoch)
        elif state in _PREPARE:
            valid = retry_on_bump
        elif state in _COMPLETE:
            valid = retry or producer_epoch == metadata.producer_epoch
        else:
            valid = producer_epoch == metadata.producer_epoch
        if metadata.producer_id != producer_id and not retry_on_overflow:
            self._mapping_error("EndTxn", transactional_id, producer_id, metadata)
            return ProducerIdAndEpoch(ErrorCode.INVALID_PRODUCER_ID_MAPPING)
        if not valid:
            return ProducerIdAndEpoch(ErrorCode.PRODUCER_FENCED)
        if metadata.pending_in_progress and not fencing:
            return ProducerIdAndEpoch(ErrorCode.CONCURRENT_TRANSACTIONS)
        current = ProducerIdAndEpoch(ErrorCode.NONE, metadata.producer_id,
                                     metadata.producer_epoch)
        if state == TxnState.ONGOING:
            if fencing and commit:
                # A client's commit racing the coordinator's fence; the client retries and
                # finds the transaction aborted (as at transactions v1).
                return ProducerIdAndEpoch(ErrorCode.CONCURRENT_TRANSACTIONS)
            next_state, empty = (TxnState.PREPARE_COMMIT if commit
                                 else TxnState.PREPARE_ABORT), False
        elif state == TxnState.COMPLETE_COMMIT and commit:
            return current if retry else ProducerIdAndEpoch(ErrorCode.INVALID_TXN_STATE)
        elif state in _COMPLETE and not commit:
            if retry:
                return current if state == TxnState.COMPLETE_ABORT \
                    else ProducerIdAndEpoch(ErrorCode.INVALID_TXN_STATE)
            next_state, empty = TxnState.PREPARE_ABORT, True
        elif state == TxnState.EMPTY and not commit:
            next_state, empty = TxnState.PREPARE_ABORT, True
        elif state in _PREPARE and commit == (state == TxnState.PREPARE_COMMIT):
            return ProducerIdAndEpoch(ErrorCode.CONCURRENT_TRANSACTIONS)
        else:
            return ProducerIdAndEpoch(ErrorCode.INVALID_TXN_STATE)
        rotate_to = NO_PRODUCER_ID
        if not fencing and metadata.epoch_exhausted:
            rotate_to = next_producer_id(self.broker.node_id)
        if fencing:
            # The fence becomes this abort; the bump is the abort's own.
            metadata.pending = None
        transit = metadata.prepare_abort_or_commit(
            next_state, self._now_ms(), transaction_version=transaction_version,
            next_producer_id=rotate_to, no_partition_added=empty)
        error = await self.state.write(metadata, coordinator_epoch, transit)
        if error:
            if fencing:
                metadata.failed_epoch_fence = True
            return ProducerIdAndEpoch(error)
        self.markers.send(metadata, coordinator_epoch)
        if transit.next_producer_id != NO_PRODUCER_ID:
            return ProducerIdAndEpoch(ErrorCode.NONE, transit.next_producer_id, 0)
        return ProducerIdAndEpoch(ErrorCode.NONE, metadata.producer_id, metadata.producer_epoch)

    async def _end(self, transactional_id: str, producer_id: int, producer_epoch: int, *,
                   commit: bool, from_client: bool) -> ErrorCode:
        if not transactional_id:
            return ErrorCode.INVALID_REQUEST
        error, coordinator_epoch, metadata = self._lookup(transactional_id)
        if error:
            return error
        if metadata is None or metadata.producer_id != producer_id:
            self._mapping_error("EndTxn", transactional_id, producer_id, metadata)
            return ErrorCode.INVALID_PRODUCER_ID_MAPPING
        if ((from_client and producer_epoch != metadata.producer_epoch)
                or producer_epoch < metadata.producer_epoch):
            return ErrorCode.PRODUCER_FENCED
        fencing = metadata.pending == TxnState.PREPARE_EPOCH_FENCE
        if metadata.pending_in_progress and not fencing:
            return ErrorCode.CONCURRENT_TRANSACTIONS
        state = metadata.state
        if state == TxnState.ONGOING:
            next_state = TxnState.PREPARE_COMMIT if commit else TxnState.PREPARE_ABORT
            if fencing and commit:
                # A client's commit racing the coordinator's fence (Kafka fails it with an
                # illegal-state error); the client retries and finds the transaction aborted.
                return ErrorCode.CONCURRENT_TRANSACTIONS
            if fencing:
                # The fence becomes this abort, at the epoch asked for.
                metadata.pending = None
                metadata.producer_epoch = producer_epoch
                metadata.last_producer_epoch = NO_PRODUCER_EPOCH
            transit = metadata.prepare_abort_or_commit(next_state, self._now_ms())
        elif state == TxnState.COMPLETE_COMMIT:
            return self._finished(metadata, fencing, ErrorCode.NONE if commit else None)
        elif state == TxnState.COMPLETE_ABORT:
            return self._finished(metadata, fencing, None if commit else ErrorCode.NONE)
        elif state == TxnState.PREPARE_COMMIT:
            return self._finished(metadata, fencing,
                                  ErrorCode.CONCURRENT_TRANSACTIONS if commit else None)
        elif state == TxnState.PREPARE_ABORT:
            return self._finished(metadata, fencing,
                                  None if commit else ErrorCode.CONCURRENT_TRANSACTIONS)
        else:
            return self._finished(metadata, fencing, None)
        error = await self.state.write(metadata, coordinator_epoch, transit)
        if error:
            if fencing:
                metadata.failed_epoch_fence = True
            return error
        self.markers.send(metadata, coordinator_epoch)
        return ErrorCode.NONE

    async def _fence(self, metadata: TransactionMetadata, transit) -> ErrorCode:
        """Abort the ongoing transaction at the fence's bumped epoch (Kafka's endTransaction
        with isFromClient=false after prepareFenceProducerEpoch), the way the cluster's
        finalized transaction.version ends transactions."""
        version = self.transaction_version
        try:
            if supports_epoch_bump(version):
                return (await self._end_v2(metadata.transactional_id, transit.producer_id,
                                           transit.producer_epoch, commit=False,
                                           from_client=False,
                                           transaction_version=version)).error
            return await self._end(metadata.transactional_id, transit.producer_id,
                                   transit.producer_epoch, commit=False, from_client=False)
        finally:
            if metadata.pending == TxnState.PREPARE_EPOCH_FENCE:
                metadata.abort_pending()  # the fence never became an abort

    @staticmethod
    def _finished(metadata: TransactionMetadata, fencing: bool, error: ErrorCode | None
                  ) -> ErrorCode:
        if fencing:
            metadata.abort_pending()
        return ErrorCode.INVALID_TXN_STATE if error is None else error

    # -- timeouts -------------------------------------------------------------------------------

    def _now_ms(self) -> int:
        """The broker clock's wall time (broker/clock.py): transactions start, are updated
        and time out on it, so the harness's advance_time times them out."""
        return self.broker.clock.wall_ms()

    async def _abort_timed_out_loop(self) -> None:
        while True:
            interval = self.broker.config.get_int(
                "transaction.abort.timed.out.transaction.cleanup.interval.ms")
            await self.broker.clock.sleep(interval / 1000)  # wait point: the next check
            self.refresh()
            for metadata in self.state.timed_out(self._now_ms()):
                transit = metadata.prepare_fence_epoch()
                log.info("aborting transaction %s of producer %d: older than its timeout %d ms",
                         metadata.transactional_id, metadata.producer_id, metadata.timeout_ms)
                self._spawn(self._fence(metadata, transit))

    async def _expire_loop(self) -> None:
        while True:
            interval = self.broker.config.get_int(
                "transaction.remove.expired.transaction.cleanup.interval.ms")
            await self.broker.clock.sleep(interval / 1000)  # wait point: the next check
            self.refresh()
            expiration_ms = self.broker.config.get_int("transactional.id.expiration.ms")
            for metadata in self.state.expired(self._now_ms(), expiration_ms):
                self._spawn(self._expire(metadata))

    async def _expire(self, metadata: TransactionMetadata) -> None:
        """Write the id's tombstone, then forget it (Kafka's removeExpiredTransactionalIds)."""
        error, coordinator_epoch, current = self.state.get(metadata.transactional_id)
        if error or current is not metadata or metadata.pending_in_progress:
            return
        transit = metadata.prepare_dead()
        if await self.state.write(metadata, coordinator_epoch, transit):
            return
        self.state.forget(metadata)
        log.info("transactional id %s expired", metadata.transactional_id)

    # -- admin ----------------------------------------------------------------------------------

    def describe(self, transactional_id: str) -> tuple[ErrorCode, TransactionMetadata | None]:
        error, _, metadata = self._lookup(transactional_id)
        if error:
            return error, None
        if metadata is None or metadata.state == TxnState.DEAD:
            return ErrorCode.TRANSACTIONAL_ID_NOT_FOUND, None
        return ErrorCode.NONE, metadata

    def list_transactions(self, states: list[str], producer_ids: list[int], duration_ms: int,
                          pattern: str | None = None
                          ) -> tuple[ErrorCode, list[str], list[TransactionMetadata]]:
        """(error, unknown state filters, matching transactions) of this coordinator."""
        if not self._running:
            return ErrorCode.COORDINATOR_NOT_AVAILABLE, [], []
        try:
            expression = re.compile(pattern) if pattern else None
        except re.error:
            return ErrorCode.INVALID_REGULAR_EXPRESSION, [], []
        self.refresh()
        wanted, unknown = set(), []
        for name in states:
            state = TxnState.from_name(name)
            if state is None:
                unknown.append(name)
            else:
                wanted.add(state)
        now = self._now_ms()
        matching = [m for m in self.state.all_transactions()
                    if m.state != TxnState.DEAD
                    and (not producer_ids or m.producer_id in producer_ids)
                    and (not wanted or m.state in wanted)
                    and not (duration_ms >= 0 and now - m.start_timestamp_ms <= duration_ms)
                    and (expression is None or expression.fullmatch(m.transactional_id))]
        return ErrorCode.NONE, unknown, matching

"""One transactional id's state, and the transitions between states (Kafka's
`TransactionMetadata` and `TxnTransitMetadata`).

A transition is prepared first (`prepare_*` returns the target as a `Transit` and marks it
pending), written to `__transaction_state`, and completed only once the ISR has the record
(`complete`), or dropped if the write fails (`abort_pending`). While a transition is pending the
coordinator answers CONCURRENT_TRANSACTIONS to anything that would start another.

States and what moves between them (Kafka's `TransactionState`):

    Empty --AddPartitions--> Ongoing --EndTxn--> PrepareCommit --markers--> CompleteCommit
                                     \\--EndTxn/timeout/fence--> PrepareAbort --> CompleteAbort
    Empty / Complete* --InitProducerId--> Empty (epoch bumped)

PrepareEpochFence is never written: it is the pending state of a fence (InitProducerId of a new
producer, or the timeout) that becomes a PrepareAbort at the bumped epoch.

Transactions v2 (KIP-890 part 2: a transaction whose client speaks transaction.version 2, which
the metadata records as its `client_transaction_version`): every PrepareCommit/PrepareAbort
bumps the producer epoch (the last epoch keeps the one it replaced), and when that epoch would
reach the exhausted range the transaction also takes the next producer id, adopted at epoch 0
by the Complete transition (Kafka's nextProducerId). An abort may start from Empty or
Complete* (an abort with no partition added).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from kafkasim.protocol.errors import ErrorCode

NO_PRODUCER_ID = -1
NO_PRODUCER_EPOCH = -1
_INT16_MAX = 2**15 - 1
#: Kafka's TransactionVersion levels a client speaks (TV_0 below transactions v2; TV_2 from
#: EndTxn v5, AddPartitionsToTxn v4+ and the coordinator's own aborts at transaction.version 2).
TV_0 = 0
TV_2 = 2


def supports_epoch_bump(transaction_version: int) -> bool:
    """Kafka's TransactionVersion.supportsEpochBump: transactions v2."""
    return transaction_version >= TV_2


class TxnState(enum.IntEnum):
    """Kafka's transaction states, with the ids `__transaction_state` stores."""

    EMPTY = 0
    ONGOING = 1
    PREPARE_COMMIT = 2
    PREPARE_ABORT = 3
    COMPLETE_COMMIT = 4
    COMPLETE_ABORT = 5
    DEAD = 6
    PREPARE_EPOCH_FENCE = 7

    @property
    def state_name(self) -> str:
        """The name DescribeTransactions and ListTransactions carry ("PrepareCommit")."""
        return _NAMES[self]

    @classmethod
    def from_name(cls, name: str) -> TxnState | None:
        return _BY_NAME.get(name)


_NAMES = {
    TxnState.EMPTY: "Empty", TxnState.ONGOING: "Ongoing",
    TxnState.PREPARE_COMMIT: "PrepareCommit", TxnState.PREPARE_ABORT: "PrepareAbort",
    TxnState.COMPLETE_COMMIT: "CompleteCommit", TxnState.COMPLETE_ABORT: "CompleteAbort",
    TxnState.DEAD: "Dead", TxnState.PREPARE_EPOCH_FENCE: "PrepareEpochFence",
}
_BY_NAME = {name: state for state, name in _NAMES.items()}


def is_epoch_exhausted(epoch: int) -> bool:
    """Kafka keeps the last epoch (32767) for fencing: 32766 and up are exhausted."""
    return epoch >= _INT16_MAX - 1


@dataclass(slots=True, frozen=True)
class Transit:
    """The target of one transition: what will be written and then adopted."""

    producer_id: int
    previous_producer_id: int
    producer_epoch: int
    last_producer_epoch: int
    timeout_ms: int
    state: TxnState
    partitions: frozenset[tuple[str, int]]
    start_timestamp_ms: int
    last_update_timestamp_ms: int
    client_transaction_version: int = TV_0
    next_producer_id: int = NO_PRODUCER_ID


class TransitionError(Exception):
    """A transition the state machine refuses; `code` is the error the client gets."""

    def __init__(self, code) -> None:
        super().__init__(code)
        self.code = code


@dataclass(slots=True)
class TransactionMetadata:
    transactional_id: str
    producer_id: int
    producer_epoch: int = NO_PRODUCER_EPOCH
    last_producer_epoch: int = NO_PRODUCER_EPOCH
    previous_producer_id: int = NO_PRODUCER_ID
    timeout_ms: int = 60_000
    state: TxnState = TxnState.EMPTY
    partitions: set[tuple[str, int]] = field(default_factory=set)
    start_timestamp_ms: int = -1
    last_update_timestamp_ms: int = -1
    pending: TxnState | None = None
    # A fence whose write failed keeps its bumped epoch: the next fence does not bump again.
    failed_epoch_fence: bool = False
    # The transaction version of the client that last moved the transaction (Kafka's
    # clientTransactionVersion), and (transactions v2, epoch exhausted) the producer id the
    # Complete transition moves to.
    client_transaction_version: int = TV_0
    next_producer_id: int = NO_PRODUCER_ID

    @property
    def pending_in_progress(self) -> bool:
        return self.pending is not None

    @property
    def epoch_exhausted(self) -> bool:
        return is_epoch_exhausted(self.producer_epoch)

    # -- preparing transitions ------------------------------------------------------------------

    def _prepare(self, state: TxnState, *, producer_id: int | None = None,
                 epoch: int | None = None, last_epoch: int | None = None,
                 timeout_ms: int | None = None, partitions=None, start_ms: int | None = None,
                 now_ms: int | None = None, transaction_version: int | None = None,
                 next_producer_id: int | None = None) -> Transit:
        if self.pending is not None:
            raise RuntimeError(f"{self.transactional_id}: {state.state_name} prepared while "
                               f"{self.pending.state_name} is pending")
        producer_id = self.producer_id if producer_id is None else producer_id
        transit = Transit(
            producer_id=producer_id,
            previous_producer_id=(self.producer_id if producer_id != self.producer_id
                                  else self.previous_producer_id),
            producer_epoch=self.producer_epoch if epoch is None else epoch,
            last_producer_epoch=self.last_producer_epoch if last_epoch is None else last_epoch,
            timeout_ms=self.timeout_ms if timeout_ms is None else timeout_ms,
            state=state,
            partitions=frozenset(self.partitions if partitions is None else partitions),
            start_timestamp_ms=self.start_timestamp_ms if start_ms is None else start_ms,
            last_update_timestamp_ms=(self.last_update_timestamp_ms if now_ms is None
                                      else now_ms),
            client_transaction_version=(self.client_transaction_version
                                        if transaction_version is None else transaction_version),
            next_producer_id=(self.next_producer_id if next_producer_id is None
                              else next_producer_id),
        )
        self.pending = state
        return transit

    def prepare_fence_epoch(self) -> Transit:
        """Fence the current producer: the epoch goes up by one (not again after a fence whose
        write failed), the ongoing transaction is then aborted at that epoch."""
        if self.producer_epoch == _INT16_MAX:
            raise RuntimeError(f"{self.transactional_id}: epoch {_INT16_MAX} cannot be fenced")
        epoch = self.producer_epoch if self.failed_epoch_fence else self.producer_epoch + 1
        return self._prepare(TxnState.PREPARE_EPOCH_FENCE, epoch=epoch,
                             last_epoch=NO_PRODUCER_EPOCH)

    def prepare_increment_epoch(self, timeout_ms: int, expected_epoch: int | None,
                                now_ms: int) -> Transit:
        """InitProducerId on an id with no transaction in flight (Kafka's
        prepareIncrementProducerEpoch); raises TransitionError(PRODUCER_FENCED) for a stale
        expected epoch."""
        bumped = self.producer_epoch + 1
        if expected_epoch is None:
            epoch, last_epoch = bumped, NO_PRODUCER_EPOCH
        elif self.producer_epoch == NO_PRODUCER_EPOCH or expected_epoch == self.producer_epoch:
            epoch, last_epoch = bumped, self.producer_epoch
        elif expected_epoch == self.last_producer_epoch:
            # A retry of an InitProducerId that succeeded: the same epoch again.
            epoch, last_epoch = self.producer_epoch, self.last_producer_epoch
        else:
            raise TransitionError(ErrorCode.PRODUCER_FENCED)
        return self._prepare(TxnState.EMPTY, epoch=epoch, last_epoch=last_epoch,
                             timeout_ms=timeout_ms, partitions=(), start_ms=-1, now_ms=now_ms)

    def prepare_rotate_producer_id(self, producer_id: int, timeout_ms: int, now_ms: int,
                                   record_last_epoch: bool) -> Transit:
        """A new producer id at epoch 0 once the old one's epochs are exhausted."""
        return self._prepare(TxnState.EMPTY, producer_id=producer_id, epoch=0,
                             last_epoch=(self.producer_epoch if record_last_epoch
                                         else NO_PRODUCER_EPOCH),
                             timeout_ms=timeout_ms, partitions=(), start_ms=-1, now_ms=now_ms)

    def prepare_add_partitions(self, added, now_ms: int, transaction_version: int = TV_0
                               ) -> Transit:
        starts = self.state in (TxnState.EMPTY, TxnState.COMPLETE_COMMIT,
                                TxnState.COMPLETE_ABORT)
        return self._prepare(TxnState.ONGOING, partitions=self.partitions | set(added),
                             start_ms=now_ms if starts else self.start_timestamp_ms,
                             now_ms=now_ms, transaction_version=transaction_version)

    def prepare_abort_or_commit(self, state: TxnState, now_ms: int, *,
                                transaction_version: int = TV_0,
                                next_producer_id: int = NO_PRODUCER_ID,
                                no_partition_added: bool = False) -> Transit:
        """PrepareCommit or PrepareAbort (Kafka's prepareAbortOrCommit): transactions v2 bump
        the epoch (not past 32767: a broken producer's abort keeps it), and name the producer
        id to rotate to; an abort with no partition added starts now."""
        if supports_epoch_bump(transaction_version):
            at_max = self.producer_epoch == _INT16_MAX and state == TxnState.PREPARE_ABORT
            epoch = self.producer_epoch if at_max else self.producer_epoch + 1
            last_epoch = self.producer_epoch
        else:
            epoch, last_epoch = self.producer_epoch, self.last_producer_epoch
        return self._prepare(state, epoch=epoch, last_epoch=last_epoch,
                             start_ms=now_ms if no_partition_added else None, now_ms=now_ms,
                             transaction_version=transaction_version,
                             next_producer_id=next_producer_id)

    def prepare_complete(self, now_ms: int) -> Transit:
        """Every marker is written: CompleteCommit or CompleteAbort, no partitions left; a
        transactions v2 transaction that took a next producer id moves to it at epoch 0."""
        state = (TxnState.COMPLETE_COMMIT if self.state == TxnState.PREPARE_COMMIT
                 else TxnState.COMPLETE_ABORT)
        self.failed_epoch_fence = False
        if supports_epoch_bump(self.client_transaction_version):
            rotate = self.next_producer_id != NO_PRODUCER_ID
            return self._prepare(state, producer_id=self.next_producer_id if rotate else None,
                                 epoch=0 if rotate else None, partitions=(), now_ms=now_ms,
                                 next_producer_id=NO_PRODUCER_ID)
        return self._prepare(state, last_epoch=self.producer_epoch, partitions=(), now_ms=now_ms)

    def prepare_dead(self) -> Transit:
        """The id expires (`transactional.id.expiration.ms` without a transaction): a
        tombstone is written, then it is forgotten."""
        return self._prepare(TxnState.DEAD, partitions=())

    # -- completing them ------------------------------------------------------------------------

    def complete(self, transit: Transit) -> None:
        """Adopt `transit` once its record is in the ISR."""
        self.pending = None
        self.producer_id = transit.producer_id
        self.previous_producer_id = transit.previous_producer_id
        self.producer_epoch = transit.producer_epoch
        self.last_producer_epoch = transit.last_producer_epoch
        self.timeout_ms = transit.timeout_ms
        self.state = transit.state
        self.partitions = set(transit.partitions)
        self.start_timestamp_ms = transit.start_timestamp_ms
        self.last_update_timestamp_ms = transit.last_update_timestamp_ms
        self.client_transaction_version = transit.client_transaction_version
        self.next_producer_id = transit.next_producer_id

    def abort_pending(self) -> None:
        self.pending = None

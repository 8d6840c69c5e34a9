"""Idempotent and transactional producers: per-partition producer id / epoch / sequence and
ongoing-transaction tracking.

Kafka's ProducerStateManager. Each partition log owns one `ProducerStateManager`. On the leader, a client batch
is first checked against the last five batches of its producer (a retried batch gets the
original offsets back, as a success), then its epoch and sequence are validated; followers and
recovery apply batches without validation so that a new leader knows every producer's
sequence and still suppresses duplicates after a failover.

Semantics (Kafka 3.x/4.x, `ProducerAppendInfo` and `ProducerStateEntry`):
- epoch older than the producer's current one -> INVALID_PRODUCER_EPOCH;
- a new epoch must start at sequence 0, unless the producer had no epoch yet -> otherwise
  OUT_OF_ORDER_SEQUENCE_NUMBER;
- same epoch: the first sequence must follow the last one (with wrap at 2^31-1) ->
  otherwise OUT_OF_ORDER_SEQUENCE_NUMBER;
- an unknown producer id (never seen, or its batches were all deleted) is accepted with any
  sequence: since KIP-360 the broker no longer answers UNKNOWN_PRODUCER_ID to Produce; a known
  epoch without batches (a transaction marker bumped it) wants sequence 0.

Transactions (Kafka's ProducerAppendInfo.appendDataBatch / appendEndTxnMarker):
- a producer's first transactional batch starts its transaction at that batch's first offset;
  a non-transactional batch while a transaction is ongoing -> INVALID_TXN_STATE;
- a COMMIT/ABORT marker (a control batch) ends the ongoing transaction; on the leader a marker
  whose producer epoch is older than the producer's -> INVALID_PRODUCER_EPOCH (a transactions
  v2 marker of an open transaction, whose coordinator bumped the epoch, must be above it,
  KIP-1228), whose coordinator
  epoch is older than the last marker's -> TRANSACTION_COORDINATOR_FENCED (replicas apply
  markers unchecked). A marker of a producer without an ongoing transaction completes nothing;
- a completed transaction stays unstable until the high watermark passes its marker (Kafka's
  unreplicatedTxns), so that the last stable offset never goes back after a failover;
- the first unstable offset is the smallest first offset of those transactions; the last
  stable offset is min(it, high watermark).

KIP-890 verification (Kafka's VerificationStateEntry): while a producer's first transactional
batch here is being verified with its coordinator, the partition remembers the verification (a
guard that a marker voids) and the lowest sequence seen for the producer's epoch. The entry
outlives a failed verification: a later batch of that epoch whose sequence is above the lowest
one is OUT_OF_ORDER_SEQUENCE_NUMBER, so that a pipelining client (five batches in flight) cannot
open its transaction here with a batch that overtook the refused first one.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.records import (
    NO_PRODUCER_EPOCH,
    NO_PRODUCER_ID,
    BatchHeader,
    ControlRecord,
    ControlType,
)

# Kafka keeps the metadata of the last five batches per producer (ProducerStateEntry
# NUM_BATCHES_TO_RETAIN); it is also the client's max.in.flight limit under idempotence.
BATCHES_TO_RETAIN = 5
_INT32_MAX = 2**31 - 1


class ProducerStateError(Exception):
    """A client batch failed the producer checks; `code` is the partition's error code."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(slots=True)
class BatchMetadata:
    first_sequence: int
    last_sequence: int
    first_offset: int
    last_offset: int
    timestamp: int


@dataclass(slots=True)
class CompletedTransaction:
    """A transaction a marker ended (Kafka's CompletedTxn): its first offset, the marker's
    offset as its last offset, and whether it aborted."""

    producer_id: int
    first_offset: int
    last_offset: int
    aborted: bool


@dataclass(slots=True)
class ProducerEntry:
    producer_id: int
    producer_epoch: int = NO_PRODUCER_EPOCH
    batches: deque[BatchMetadata] = field(default_factory=lambda: deque(maxlen=BATCHES_TO_RETAIN))
    # The coordinator epoch of the producer's last marker (-1: none yet).
    coordinator_epoch: int = -1
    # The first offset of the producer's ongoing transaction, -1 when none.
    current_txn_first_offset: int = -1
    # The max timestamp of the producer's last batch or marker (DescribeProducers).
    last_timestamp: int = -1

    @property
    def last_sequence(self) -> int:
        return self.batches[-1].last_sequence if self.batches else -1

    @property
    def last_offset(self) -> int:
        return self.batches[-1].last_offset if self.batches else -1

    def find_duplicate(self, header: BatchHeader) -> BatchMetadata | None:
        if header.producer_epoch != self.producer_epoch:
            return None
        last_sequence = last_sequence_of(header)
        for batch in self.batches:
            if batch.first_sequence == header.base_sequence and batch.last_sequence == last_sequence:
                return batch
        return None


def last_sequence_of(header: BatchHeader) -> int:
    """The batch's last sequence number, wrapping past 2^31-1 as Kafka's sequences do."""
    increment = header.last_offset_delta
    if header.base_sequence > _INT32_MAX - increment:
        return increment - (_INT32_MAX - header.base_sequence) - 1
    return header.base_sequence + increment


def _in_sequence(last_sequence: int, next_sequence: int) -> bool:
    return next_sequence == last_sequence + 1 or (next_sequence == 0 and last_sequence == _INT32_MAX)


@dataclass(slots=True)
class VerificationState:
    """A verification of a producer's transaction (Kafka's VerificationStateEntry): its guard,
    and the lowest sequence seen for its epoch."""

    guard: object
    lowest_sequence: int
    epoch: int

    def saw(self, sequence: int, epoch: int) -> None:
        """Another batch asked for verification (Kafka's maybeUpdateLowestSequenceAndEpoch)."""
        if epoch > self.epoch:
            self.lowest_sequence, self.epoch = sequence, epoch
        elif epoch == self.epoch and sequence < self.lowest_sequence:
            self.lowest_sequence = sequence


class ProducerStateManager:
    """Producer entries of one partition, keyed by producer id."""

    def __init__(self) -> None:
        self.entries: dict[int, ProducerEntry] = {}
        # Producer id -> first offset of its ongoing transaction. Transactions start in offset
        # order, so the dict's first value is the smallest first offset.
        self.ongoing: dict[int, int] = {}
        # Completed transactions whose marker the high watermark has not passed yet.
        self.unreplicated: list[CompletedTransaction] = []
        # Producer id -> its KIP-890 verification (cleared by a marker, or once the
        # transaction starts here).
        self.verifying: dict[int, VerificationState] = {}

    def has_ongoing_transaction(self, producer_id: int, producer_epoch: int) -> bool:
        """Kafka's hasOngoingTransaction: the producer has a transaction open here, under
        this epoch (a batch of it needs no verification)."""
        entry = self.entries.get(producer_id)
        return entry is not None and entry.current_txn_first_offset >= 0 \
            and entry.producer_epoch == producer_epoch

    def older_epoch(self, producer_id: int, producer_epoch: int) -> bool:
        """Whether `producer_epoch` is below the producer's epoch at this partition."""
        entry = self.entries.get(producer_id)
        return entry is not None and producer_epoch < entry.producer_epoch

    def start_verification(self, producer_id: int, sequence: int = 0, epoch: int = 0) -> object:
        """Record a verification of a batch (its first `sequence`, its `epoch`); the returned
        guard tells `verified` whether a marker of the producer arrived meanwhile (Kafka's
        VerificationGuard). Batches verified together share the guard."""
        state = self.verifying.get(producer_id)
        if state is None:
            state = self.verifying[producer_id] = VerificationState(object(), sequence, epoch)
        else:
            state.saw(sequence, epoch)
        return state.guard

    def verified(self, producer_id: int, guard: object) -> bool:
        """Whether the verification `guard` still stands (no marker voided it); it is used up
        once the batch it let in starts the transaction here (`update`)."""
        state = self.verifying.get(producer_id)
        return state is not None and state.guard is guard

    def check_client_batch(self, header: BatchHeader) -> BatchMetadata | None:
        """Validate a client batch before the leader appends it.

        Returns the metadata of the original batch when this one is a retried duplicate (the
        caller answers success with the original offsets and appends nothing), None when the
        batch may be appended. Raises `ProducerStateError` otherwise.
        """
        if header.producer_id == NO_PRODUCER_ID or header.is_control:
            return None  # markers are checked by `check_marker`
        entry = self.entries.get(header.producer_id)
        verification = self.verifying.get(header.producer_id)
        if verification is not None and header.is_transactional \
                and verification.epoch == header.producer_epoch \
                and header.base_sequence > verification.lowest_sequence \
                and (entry is None or entry.find_duplicate(header) is None):
            raise ProducerStateError(
                ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER,
                f"producer {header.producer_id} sent sequence {header.base_sequence} while "
                f"sequence {verification.lowest_sequence} was being verified")
        if entry is None:
            return None
        duplicate = entry.find_duplicate(header)
        if duplicate is not None:
            return duplicate
        if header.producer_epoch < entry.producer_epoch:
            raise ProducerStateError(
                ErrorCode.INVALID_PRODUCER_EPOCH,
                f"epoch {header.producer_epoch} of producer {header.producer_id} is older than "
                f"its current epoch {entry.producer_epoch}",
            )
        if header.producer_epoch != entry.producer_epoch:
            if header.base_sequence != 0 and entry.producer_epoch != NO_PRODUCER_EPOCH:
                raise ProducerStateError(
                    ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER,
                    f"new epoch {header.producer_epoch} of producer {header.producer_id} starts "
                    f"at sequence {header.base_sequence}, expected 0",
                )
        elif (entry.batches or entry.producer_epoch != NO_PRODUCER_EPOCH) \
                and not _in_sequence(entry.last_sequence, header.base_sequence):
            raise ProducerStateError(
                ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER,
                f"producer {header.producer_id} sent sequence {header.base_sequence} after "
                f"{entry.last_sequence}",
            )
        if not header.is_transactional and entry.current_txn_first_offset >= 0:
            raise ProducerStateError(
                ErrorCode.INVALID_TXN_STATE,
                f"expected a transactional write from producer {header.producer_id}: its "
                f"transaction started at offset {entry.current_txn_first_offset} is ongoing")
        return None

    def check_coordinator_batch(self, header: BatchHeader) -> None:
        """Validate a batch a coordinator appends for a producer (transactional offset
        commits): the epoch only, as Kafka checks appends of origin COORDINATOR; raises
        `ProducerStateError`."""
        entry = self.entries.get(header.producer_id)
        if entry is not None and header.producer_epoch < entry.producer_epoch:
            raise ProducerStateError(
                ErrorCode.INVALID_PRODUCER_EPOCH,
                f"epoch {header.producer_epoch} of producer {header.producer_id} is older than "
                f"its current epoch {entry.producer_epoch}")

    def check_marker(self, producer_id: int, producer_epoch: int, coordinator_epoch: int,
                     transaction_version: int = 0) -> None:
        """Validate a COMMIT/ABORT marker the leader is about to append for the transaction
        coordinator (Kafka's checkProducerEpoch and checkCoordinatorEpoch); a marker of
        transactions v2 (`transaction_version` 2) for a transaction open here must carry an
        epoch above the one the transaction was written at, as its coordinator bumped it
        (KIP-1228; Kafka 4.4.0 accepts one at the same epoch when no transaction is open).
        Raises `ProducerStateError`."""
        entry = self.entries.get(producer_id)
        if entry is None:
            return
        stale = producer_epoch < entry.producer_epoch or (
            transaction_version >= 2 and producer_epoch == entry.producer_epoch
            and entry.current_txn_first_offset >= 0)
        if stale:
            raise ProducerStateError(
                ErrorCode.INVALID_PRODUCER_EPOCH,
                f"marker epoch {producer_epoch} of producer {producer_id} is older than its "
                f"current epoch {entry.producer_epoch}")
        if coordinator_epoch < entry.coordinator_epoch:
            raise ProducerStateError(
                ErrorCode.TRANSACTION_COORDINATOR_FENCED,
                f"invalid coordinator epoch for producer {producer_id}: {coordinator_epoch} "
                f"(zombie), {entry.coordinator_epoch} (current)")

    def update(self, header: BatchHeader, first_offset: int, last_offset: int,
               control: ControlRecord | None = None) -> CompletedTransaction | None:
        """Record an appended batch (leader, follower and recovery alike); `control` is the
        control record of a control batch. Returns the transaction a COMMIT/ABORT marker
        completed, if any."""
        if header.producer_id == NO_PRODUCER_ID:
            return None
        entry = self.entries.get(header.producer_id)
        if entry is None:
            entry = self.entries[header.producer_id] = ProducerEntry(header.producer_id)
        if header.producer_epoch != entry.producer_epoch:
            entry.producer_epoch = header.producer_epoch
            entry.batches.clear()
        entry.last_timestamp = header.max_timestamp
        if header.is_control:
            if control is None or control.type not in (ControlType.ABORT, ControlType.COMMIT):
                return None
            return self._end_transaction(entry, control, last_offset)
        entry.batches.append(BatchMetadata(
            header.base_sequence, last_sequence_of(header), first_offset, last_offset,
            header.max_timestamp,
        ))
        if header.is_transactional and entry.current_txn_first_offset < 0:
            entry.current_txn_first_offset = first_offset
            self.ongoing[header.producer_id] = first_offset
            self.verifying.pop(header.producer_id, None)  # the verification did its work
        return None

    def _end_transaction(self, entry: ProducerEntry, control: ControlRecord, offset: int
                         ) -> CompletedTransaction | None:
        self.verifying.pop(entry.producer_id, None)
        if control.coordinator_epoch is not None:
            entry.coordinator_epoch = control.coordinator_epoch
        first_offset = entry.current_txn_first_offset
        if first_offset < 0:
            return None  # a marker of an empty transaction: nothing becomes stable
        entry.current_txn_first_offset = -1
        self.ongoing.pop(entry.producer_id, None)
        completed = CompletedTransaction(entry.producer_id, first_offset, offset,
                                         control.type == ControlType.ABORT)
        self.unreplicated.append(completed)
        return completed

    def last_stable_offset_of(self, completed: CompletedTransaction) -> int:
        """The last stable offset once `completed` is done (Kafka's lastStableOffset(txn)):
        the first offset of another ongoing transaction, else the offset after its marker.
        Recorded with an aborted transaction in the transaction index."""
        for producer_id, first_offset in self.ongoing.items():
            if producer_id != completed.producer_id:
                return first_offset
        return completed.last_offset + 1

    def first_unstable_offset(self, high_watermark: int) -> int | None:
        """The smallest first offset of a transaction that is ongoing, or completed by a
        marker at or above `high_watermark`; None when there is none."""
        unreplicated = self.unreplicated
        if unreplicated:
            kept = [txn for txn in unreplicated if txn.last_offset >= high_watermark]
            if len(kept) != len(unreplicated):
                self.unreplicated = unreplicated = kept
        first = None
        for first_offset in self.ongoing.values():
            first = first_offset
            break
        for txn in unreplicated:
            if first is None or txn.first_offset < first:
                first = txn.first_offset
        return first

    def truncate_head(self, log_start_offset: int) -> None:
        """Forget producers whose last batch now lies entirely before the log start."""
        for producer_id in [pid for pid, entry in self.entries.items()
                            if entry.last_offset < log_start_offset
                            and entry.current_txn_first_offset < 0]:
            del self.entries[producer_id]
        self.unreplicated = [txn for txn in self.unreplicated
                             if txn.last_offset >= log_start_offset]

    def snapshot(self) -> list:
        """The producer entries as plain lists (Kafka's producer snapshot, in kafkasim's own
        layout): [producer id, epoch, [[first seq, last seq, first offset, last offset,
        timestamp], ...], coordinator epoch, current transaction first offset, last timestamp]
        per producer."""
        return [[entry.producer_id, entry.producer_epoch,
                 [[b.first_sequence, b.last_sequence, b.first_offset, b.last_offset, b.timestamp]
                  for b in entry.batches],
                 entry.coordinator_epoch, entry.current_txn_first_offset, entry.last_timestamp]
                for entry in self.entries.values()]

    def load(self, snapshot: list) -> None:
        """Replace the entries with those of `snapshot` (see `snapshot`)."""
        self.entries.clear()
        self.ongoing.clear()
        self.unreplicated = []
        for producer_id, epoch, batches, *transaction in snapshot:
            entry = self.entries[producer_id] = ProducerEntry(producer_id, epoch)
            for first_sequence, last_sequence, first_offset, last_offset, timestamp in batches:
                entry.batches.append(BatchMetadata(first_sequence, last_sequence, first_offset,
                                                   last_offset, timestamp))
            if len(transaction) >= 3:  # snapshots older than transactions lack these
                entry.coordinator_epoch, entry.current_txn_first_offset, entry.last_timestamp = \
                    transaction[:3]
            elif entry.batches:
                entry.last_timestamp = entry.batches[-1].timestamp
        for entry in sorted(self.entries.values(), key=lambda e: e.current_txn_first_offset):
            if entry.current_txn_first_offset >= 0:
                self.ongoing[entry.producer_id] = entry.current_txn_first_offset

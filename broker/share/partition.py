"""One share partition on its partition's leader (Kafka's SharePartition, KIP-932): the records of
one topic partition in flight to the members of one share group.

State:
- the start offset: every record below it is done (acknowledged, archived or never to be
  delivered); the end offset: the last offset handed out so far;
- in-flight batches between them, each an offset range in one state: AVAILABLE (to be handed out
  again), ACQUIRED (by one member, until its acquisition lock ends), ACKNOWLEDGED, ARCHIVED; with
  a delivery count (how many times its records were acquired). A batch is split when a request
  touches part of it, so a batch's records always share state, count, member and lock.

Rules, as Kafka's SharePartition applies them:
- Acquire hands out the AVAILABLE in-flight records first, then new records from the log (whole
  log batches, up to MaxRecords, rounded up to a batch boundary; at most
  `group.share.partition.max.record.locks` records in flight), each acquisition adding one to the
  delivery count and taking a lock of `share.record.lock.duration.ms`.
- Acknowledge: ACCEPT -> ACKNOWLEDGED, RELEASE -> AVAILABLE, REJECT and GAP -> ARCHIVED, only for
  records the member holds (INVALID_RECORD_STATE otherwise). A released or expired record whose
  delivery count reached `share.delivery.count.limit` is ARCHIVED instead of AVAILABLE.
- The state is then written to the share coordinator (acquired records written as AVAILABLE: a
  new leader hands them out again), and once written the start offset moves past the leading
  run of ACKNOWLEDGED and ARCHIVED records (so the share coordinator sees the new start offset
  with the next write, as with Kafka).
- Initialization reads the state from the share coordinator (which records this leader's
  epoch); a start offset of -1 means a new share partition: `share.auto.offset.reset` picks the
  log start (earliest) or the high watermark (latest, the default).

State changes happen between awaits only; the awaits are the state reads and writes.
"""

from __future__ import annotations

import asyncio
import bisect
import itertools
import logging
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import NamedTuple

from kafkasim.broker.clock import BrokerClock, ClockTimer
from kafkasim.broker.share.records import SharePartitionKey, StateBatch
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.records import parse_header

log = logging.getLogger("kafkasim.share")

UNINITIALIZED_START_OFFSET = -1


class RecordState(IntEnum):
    AVAILABLE = 0
    ACQUIRED = 1
    ACKNOWLEDGED = 2
    ARCHIVED = 4


class AcknowledgeType(IntEnum):
    GAP = 0
    ACCEPT = 1
    RELEASE = 2
    REJECT = 3
    RENEW = 4


class PartitionStatus(Enum):
    INITIALIZING = "initializing"
    ACTIVE = "active"
    FAILED = "failed"


@dataclass(slots=True)
class InFlightBatch:
    first_offset: int
    last_offset: int
    state: RecordState
    delivery_count: int
    member_id: str | None = None
    deadline: float = 0.0  # monotonic seconds when an ACQUIRED batch's lock ends

    @property
    def terminal(self) -> bool:
        return self.state in (RecordState.ACKNOWLEDGED, RecordState.ARCHIVED)


class AcquiredRange(NamedTuple):
    first_offset: int
    last_offset: int
    delivery_count: int


class Acquired(NamedTuple):
    """What one acquisition hands a member: the log batches holding the records, and the
    acquired offset ranges with their delivery counts."""

    records: list
    size: int
    ranges: list[AcquiredRange]

    @property
    def count(self) -> int:
        return sum(r.last_offset - r.first_offset + 1 for r in self.ranges)


class Undo(NamedTuple):
    """An in-flight batch as it was before an acknowledgement changed it."""

    batch: InFlightBatch
    state: RecordState
    member_id: str | None
    deadline: float


class Acknowledged(NamedTuple):
    """What acknowledge answers: the error (and its message) and, when it applied, how to
    undo it should the state write fail."""

    error: ErrorCode
    message: str | None
    undo: list[Undo]


class AckRange(NamedTuple):
    first_offset: int
    last_offset: int
    types: tuple[int, ...]  # one type for the range, or one per offset


@dataclass(frozen=True, slots=True)
class ShareConfig:
    """The settings of one share partition, from its group's configs or the broker's."""

    record_lock_duration_ms: int
    delivery_count_limit: int
    max_record_locks: int
    auto_offset_reset: str = "latest"
    isolation_level: str = "read_uncommitted"


class SharePartition:
    """See the module docstring."""

    def __init__(self, key: SharePartitionKey, topic: str, persister, config: ShareConfig,
                 on_released, clock: BrokerClock | None = None) -> None:
        self.key = key
        self.clock = clock or BrokerClock()  # acquisition locks end on the broker clock
        self.topic = topic
        self.persister = persister
        self.config = config
        self._on_released = on_released  # called when records become AVAILABLE again
        self.status = PartitionStatus.INITIALIZING
        self.error = ErrorCode.NONE
        self.error_message: str | None = None
        self.start_offset = 0
        self.end_offset = -1
        self.state_epoch = 0
        self.leader_epoch = -1
        self.batches: list[InFlightBatch] = []
        self._firsts: list[int] = []  # first offsets of `batches`, for bisect
        self._initialized: asyncio.Future | None = None
        self._write_lock = asyncio.Lock()
        self._timer: ClockTimer | None = None
        self._timer_at = 0.0
        self._expiry_writes: set[asyncio.Task] = set()  # the state writes of lock expiries

    # -- initialization -----------------------------------------------------------------------

    def start(self, replica) -> asyncio.Future:
        """The initialization (the state read from the share coordinator), begun by the first
        caller; done once the partition is ACTIVE or FAILED. Its end wakes the replica's
        data waiters, so a long poll that waits for it goes on."""
        if self._initialized is None:
            self._initialized = asyncio.get_running_loop().create_task(self._initialize(replica))
            self._initialized.add_done_callback(lambda _: self._on_released())
        return self._initialized

    async def _initialize(self, replica) -> None:
        self.leader_epoch = replica.leader_epoch
        answer = await self.persister.read(self.key, self.leader_epoch)  # wait point
        if answer.error:
            self.status = PartitionStatus.FAILED
            self.error = answer.error
            self.error_message = answer.message
            log.info("share partition %s failed to initialize: %s %s",
                     self.key.coordinator_key(), answer.error.name, answer.message)
            return
        state = answer.state
        self.state_epoch = state.state_epoch
        start = state.start_offset
        log_ = replica.log
        if start == UNINITIALIZED_START_OFFSET:
            if self.config.auto_offset_reset == "earliest":
                start = log_.log_start_offset
            else:
                start = self._upper_bound(replica)
        start = max(start, log_.log_start_offset)
        self.start_offset = start
        self.end_offset = start - 1
        for batch in state.batches:
            if batch.last_offset < start:
                continue
            first = max(batch.first_offset, start)
            self._insert(InFlightBatch(first, batch.last_offset,
                                       RecordState(batch.delivery_state), batch.delivery_count))
            self.end_offset = max(self.end_offset, batch.last_offset)
        self._advance_start()
        self.status = PartitionStatus.ACTIVE
        if state.start_offset == UNINITIALIZED_START_OFFSET:
            # Record the resolved start offset, so another leader starts from the same place.
            await self.write_state()

    def _upper_bound(self, replica) -> int:
        if self.config.isolation_level == "read_committed":
            return replica.last_stable_offset
        return replica.high_watermark

    # -- the in-flight batches ----------------------------------------------------------------

    def _insert(self, batch: InFlightBatch) -> None:
        index = bisect.bisect_left(self._firsts, batch.first_offset)
        self.batches.insert(index, batch)
        self._firsts.insert(index, batch.first_offset)

    def _split(self, first: int, last: int) -> list[InFlightBatch]:
        """The in-flight batches covering [first, last], split so that none reaches outside."""
        index = max(bisect.bisect_right(self._firsts, first) - 1, 0)
        covered = []
        while index < len(self.batches):
            batch = self.batches[index]
            if batch.first_offset > last:
                break
            if batch.last_offset < first:
                index += 1
                continue
            if batch.first_offset < first:
                tail = InFlightBatch(first, batch.last_offset, batch.state, batch.delivery_count,
                                     batch.member_id, batch.deadline)
                batch.last_offset = first - 1
                self.batches.insert(index + 1, tail)
                self._firsts.insert(index + 1, first)
                index += 1
                continue
            if batch.last_offset > last:
                tail = InFlightBatch(last + 1, batch.last_offset, batch.state, batch.delivery_count,
                                     batch.member_id, batch.deadline)
                batch.last_offset = last
                self.batches.insert(index + 1, tail)
                self._firsts.insert(index + 1, last + 1)
            covered.append(batch)
            index += 1
        return covered

    def _advance_start(self) -> None:
        """Move the start offset past the leading ACKNOWLEDGED and ARCHIVED batches."""
        drop = 0
        for batch in self.batches:
            if batch.first_offset > self.start_offset or not batch.terminal:
                break
            self.start_offset = batch.last_offset + 1
            drop += 1
        if drop:
            del self.batches[:drop]
            del self._firsts[:drop]
        if self.start_offset > self.end_offset:
            self.end_offset = self.start_offset - 1

    def next_fetch_offset(self) -> int:
        for batch in self.batches:
            if batch.state == RecordState.AVAILABLE:
                return batch.first_offset
        return self.end_offset + 1

    def in_flight_count(self) -> int:
        return self.end_offset - self.start_offset + 1

    # -- acquiring ----------------------------------------------------------------------------

    def acquire(self, replica, member_id: str, max_records: int, max_bytes: int) -> Acquired:
        """Hand out records to `member_id` (see the module docstring); records beyond the log
        bound (high watermark, or last stable offset for read_committed) are never handed out."""
        if self.status != PartitionStatus.ACTIVE or max_records <= 0:
            return Acquired([], 0, [])
        log_ = replica.log
        if self.start_offset < log_.log_start_offset:
            self._move_start(log_.log_start_offset)
        upper = self._upper_bound(replica)
        ranges: list[AcquiredRange] = []
        wanted = max_records
        deadline = self.clock.monotonic() + self.config.record_lock_duration_ms / 1000
        # 1. AVAILABLE in-flight records, in offset order.
        for batch in list(self.batches):
            if wanted <= 0:
                break
            if batch.state != RecordState.AVAILABLE or batch.first_offset >= upper:
                continue
            last = min(batch.last_offset, batch.first_offset + wanted - 1, upper - 1)
            for piece in self._split(batch.first_offset, last):
                piece.state = RecordState.ACQUIRED
                piece.delivery_count += 1
                piece.member_id = member_id
                piece.deadline = deadline
                ranges.append(AcquiredRange(piece.first_offset, piece.last_offset,
                                            piece.delivery_count))
                wanted -= piece.last_offset - piece.first_offset + 1
        # 2. New records from the log.
        next_offset = self.end_offset + 1
        room = self.config.max_record_locks - self.in_flight_count()
        if wanted > 0 and room > 0 and next_offset < upper:
            first_new = next_offset
            headers = []
            for data in self._read(log_, next_offset, max_bytes, upper):
                headers.append(parse_header(data))
                last_new = headers[-1].base_offset + headers[-1].last_offset_delta
                if last_new - first_new + 1 >= min(wanted, room):
                    break
            aborted = self._aborted(log_, headers, upper)
            # One in-flight batch per run of acquired (or archived) log batches.
            for is_aborted, run in itertools.groupby(headers, lambda h: h in aborted):
                run = list(run)
                first = max(run[0].base_offset, first_new)
                last = run[-1].base_offset + run[-1].last_offset_delta
                if is_aborted:
                    self._insert(InFlightBatch(first, last, RecordState.ARCHIVED, 1))
                else:
                    self._insert(InFlightBatch(first, last, RecordState.ACQUIRED, 1, member_id,
                                               deadline))
                    ranges.append(AcquiredRange(first, last, 1))
                self.end_offset = last
        if not ranges:
            return Acquired([], 0, [])
        self._arm_timer(deadline)
        ranges = _merged(sorted(ranges))
        records, size = self._records_for(log_, ranges, upper)
        return Acquired(records, size, ranges)

    def _aborted(self, log_, headers: list, upper: int) -> list:
        """With read_committed, the headers of data batches of aborted transactions: those are
        archived, never handed out (Kafka's SharePartition filters the aborted transactions
        of a read_committed share fetch the same way)."""
        if self.config.isolation_level != "read_committed" or not headers:
            return []
        aborted = log_.aborted_transactions(headers[0].base_offset, upper)
        return [header for header in headers
                if header.is_transactional and not header.is_control
                and any(txn.producer_id == header.producer_id
                        and txn.first_offset <= header.base_offset <= txn.last_offset
                        for txn in aborted)]

    @staticmethod
    def _read(log_, offset: int, max_bytes: int, upper: int):
        """Log batches from `offset` below `upper` (at least one), segment after segment."""
        remaining = max_bytes
        while offset < upper:
            result = log_.read(offset, max(remaining, 1), upper, True)
            if not result.batches:
                return
            yield from result.batches
            remaining -= result.size
            if remaining <= 0:
                return
            offset = parse_header(result.batches[-1]).base_offset + \
                parse_header(result.batches[-1]).last_offset_delta + 1

    def _records_for(self, log_, ranges: list[AcquiredRange], upper: int) -> tuple[list, int]:
        """The log batches holding the acquired offsets, each once, in offset order."""
        out: list = []
        size = 0
        seen_end = -1
        for acquired in ranges:
            offset = max(acquired.first_offset, seen_end + 1)
            while offset <= acquired.last_offset:
                result = log_.read(offset, 1 << 30, upper, True)
                if not result.batches:
                    break
                for data in result.batches:
                    header = parse_header(data)
                    last = header.base_offset + header.last_offset_delta
                    if header.base_offset > acquired.last_offset:
                        break
                    if last >= offset:
                        out.append(data)
                        size += len(data)
                    seen_end = last
                    offset = last + 1
                    if offset > acquired.last_offset:
                        break
        return out, size

    def _move_start(self, offset: int) -> None:
        """The log start moved past the start offset (retention, DeleteRecords): what lies
        below is gone."""
        for batch in self._split(self.start_offset, offset - 1):
            batch.state = RecordState.ARCHIVED
            batch.member_id = None
        self.start_offset = max(self.start_offset, offset)
        keep = [b for b in self.batches if b.last_offset >= self.start_offset]
        self.batches = keep
        self._firsts = [b.first_offset for b in keep]
        self.end_offset = max(self.end_offset, self.start_offset - 1)

    # -- acknowledging ------------------------------------------------------------------------

    def acknowledge(self, member_id: str, ranges: list[AckRange]) -> Acknowledged:
        """Apply one member's acknowledgements, all or nothing. Offsets below the start offset
        are done already and skipped; INVALID_REQUEST for offsets past the end offset,
        INVALID_RECORD_STATE for a record not acquired by the member (nothing changes then).
        The answer's undo puts the records back as they were (`rollback`)."""
        if self.status != PartitionStatus.ACTIVE:
            return Acknowledged(self.error or ErrorCode.UNKNOWN_SERVER_ERROR, None, [])
        ranges = [ack for ack in ranges if ack.last_offset >= self.start_offset]
        previous_last = -1
        for ack in ranges:
            if ack.first_offset <= previous_last:
                # Overlapping an earlier batch of the request, acknowledged by it already.
                return Acknowledged(ErrorCode.INVALID_RECORD_STATE, (
                    "The offset cannot be acknowledged. The offset is not acquired."), [])
            previous_last = ack.last_offset
            if ack.last_offset > self.end_offset:
                return Acknowledged(ErrorCode.INVALID_REQUEST, (
                    f"Batch record not found. The request batch offsets ({ack.first_offset}, "
                    f"{ack.last_offset}) are not found in the cache."), [])
            for batch in self._covering(max(ack.first_offset, self.start_offset),
                                        ack.last_offset):
                if batch.state != RecordState.ACQUIRED:
                    return Acknowledged(ErrorCode.INVALID_RECORD_STATE, (
                        f"The batch cannot be acknowledged. The subset batch is not in the "
                        f"acquired state: {batch.state.name}."), [])
                if batch.member_id != member_id:
                    return Acknowledged(ErrorCode.INVALID_RECORD_STATE, (
                        "Member is not the owner of batch record"), [])
        released = False
        undo: list[Undo] = []
        for ack in ranges:
            if len(ack.types) == 1:
                released |= self._apply(member_id, max(ack.first_offset, self.start_offset),
                                        ack.last_offset, ack.types[0], undo)
            else:
                for offset, kind in zip(range(ack.first_offset, ack.last_offset + 1), ack.types,
                                        strict=True):
                    if offset >= self.start_offset:
                        released |= self._apply(member_id, offset, offset, kind, undo)
        if released:
            self._on_released()
        return Acknowledged(ErrorCode.NONE, None, undo)

    def rollback(self, undo: list[Undo]) -> None:
        """The state write of an acknowledgement failed: as Kafka's SharePartition rolls back
        its state transitions then, the records are the member's again, until their
        acquisition lock ends (then AVAILABLE and delivered again with a higher count). A
        record acquired again since, or below the start offset (a later write carried it), is
        left alone."""
        earliest = None
        for batch, state, member_id, deadline in undo:
            if batch.first_offset < self.start_offset or batch.state == RecordState.ACQUIRED:
                continue
            batch.state, batch.member_id, batch.deadline = state, member_id, deadline
            if state == RecordState.ACQUIRED:
                earliest = deadline if earliest is None else min(earliest, deadline)
        if earliest is not None:
            self._arm_timer(earliest)

    def _covering(self, first: int, last: int):
        index = max(bisect.bisect_right(self._firsts, first) - 1, 0)
        while index < len(self.batches) and self.batches[index].first_offset <= last:
            batch = self.batches[index]
            if batch.last_offset >= first:
                yield batch
            index += 1

    def _apply(self, member_id: str, first: int, last: int, kind: int,
               undo: list[Undo]) -> bool:
        """One acknowledgement type over [first, last], the batches' states before it added to
        `undo`; True when records became AVAILABLE."""
        released = False
        for batch in self._split(first, last):
            undo.append(Undo(batch, batch.state, batch.member_id, batch.deadline))
            if kind == AcknowledgeType.RENEW:
                batch.deadline = self.clock.monotonic() + self.config.record_lock_duration_ms / 1000
                self._arm_timer(batch.deadline)
                continue
            batch.member_id = None
            batch.deadline = 0.0
            if kind == AcknowledgeType.ACCEPT:
                batch.state = RecordState.ACKNOWLEDGED
            elif kind == AcknowledgeType.RELEASE:
                released |= self._make_available(batch)
            else:
                batch.state = RecordState.ARCHIVED
        return released

    def _make_available(self, batch: InFlightBatch) -> bool:
        if batch.delivery_count >= self.config.delivery_count_limit:
            batch.state = RecordState.ARCHIVED
            return False
        batch.state = RecordState.AVAILABLE
        return True

    def release_member(self, member_id: str) -> bool:
        """Release every record `member_id` holds (its share session closed); True when any
        changed."""
        changed = False
        for batch in self.batches:
            if batch.state == RecordState.ACQUIRED and batch.member_id == member_id:
                batch.member_id = None
                batch.deadline = 0.0
                self._make_available(batch)
                changed = True
        if changed:
            self._on_released()
        return changed

    # -- acquisition locks --------------------------------------------------------------------

    def _arm_timer(self, deadline: float) -> None:
        if self._timer is not None and self._timer_at <= deadline:
            return
        if self._timer is not None:
            self._timer.cancel()
        self._timer_at = deadline
        self._timer = self.clock.call_at(deadline, self.expire_locks)

    def expire_locks(self, force: bool = False) -> int:
        """Release the records whose acquisition lock has ended (with `force`, every acquired
        record: the harness's expire_share_locks); returns how many records were released or
        archived. The new state is written to the share coordinator."""
        self._timer = None
        now = self.clock.monotonic()
        expired = 0
        released = False
        next_deadline = None
        for batch in self.batches:
            if batch.state != RecordState.ACQUIRED:
                continue
            if force or batch.deadline <= now:
                batch.member_id = None
                batch.deadline = 0.0
                released |= self._make_available(batch)
                expired += batch.last_offset - batch.first_offset + 1
            elif next_deadline is None or batch.deadline < next_deadline:
                next_deadline = batch.deadline
        if next_deadline is not None:
            self._arm_timer(next_deadline)
        if expired:
            # Kept until done: the loop holds only a weak reference to a task.
            write = asyncio.get_running_loop().create_task(self.write_state())
            self._expiry_writes.add(write)
            write.add_done_callback(self._expiry_writes.discard)
            if released:
                self._on_released()
        return expired

    def close(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    # -- persisting ---------------------------------------------------------------------------

    def state_batches(self) -> list[StateBatch]:
        """The in-flight batches as the share coordinator keeps them (ACQUIRED as AVAILABLE),
        neighbours of one state and count joined."""
        out: list[StateBatch] = []
        for batch in self.batches:
            state = RecordState.AVAILABLE if batch.state == RecordState.ACQUIRED else batch.state
            if out and out[-1].last_offset + 1 == batch.first_offset \
                    and out[-1].delivery_state == state \
                    and out[-1].delivery_count == batch.delivery_count:
                out[-1] = out[-1]._replace(last_offset=batch.last_offset)
            else:
                out.append(StateBatch(batch.first_offset, batch.last_offset, int(state),
                                      batch.delivery_count))
        return out

    async def write_state(self) -> ErrorCode:
        """Write the start offset and in-flight state to the share coordinator (one write at a
        time per partition, each with the state as it is when it goes)."""
        async with self._write_lock:  # an await inside: the writes of a partition go in order
            answer = await self.persister.write(
                self.key, self.state_epoch, self.leader_epoch, self.start_offset,
                self.state_batches())
        if answer.error in (ErrorCode.FENCED_LEADER_EPOCH, ErrorCode.FENCED_STATE_EPOCH):
            self.status = PartitionStatus.FAILED
            self.error = ErrorCode.NOT_LEADER_OR_FOLLOWER
        elif not answer.error:
            # As Kafka's SharePartition, the start offset moves past the records just done
            # once their state is written: the next write carries it.
            self._advance_start()
        return answer.error


def _merged(ranges: list[AcquiredRange]) -> list[AcquiredRange]:
    out: list[AcquiredRange] = []
    for r in ranges:
        if out and out[-1].last_offset + 1 == r.first_offset \
                and out[-1].delivery_count == r.delivery_count:
            out[-1] = out[-1]._replace(last_offset=r.last_offset)
        else:
            out.append(r)
    return out

"""History and the correctness checker: what clients were promised, what they were served, and
whether the cluster kept its word.

`History` is fed by the interceptor (broker/control/interceptor.py) with every client exchange
the capture sees answered, while it is enabled (`Cluster(history=True)` or
`Cluster.enable_history()`; off, it costs one attribute test per request). It keeps, per
partition, only what the checker needs — batch headers, not record bytes:

- the writes that were acknowledged: each batch a Produce answered without error (offsets,
  producer id, epoch and sequence, the batch's CRC, acks);
- the reads served: each Fetch partition answered without error (isolation level, the batches
  returned, the aborted transactions listed, high watermark and last stable offset);
- how the high watermark and the last stable offset moved, as each broker answered them.

`check(logs)` compares that with the partitions' logs as they are now (the leader's, or the
running replica with the longest log) and reports each kind of violation with its count and
the first request at fault (its capture sequence number):

- `lost`: an acks=all write whose batch is no longer in the log at its offset (another batch, a
  different CRC, or nothing there), above the log start offset. A write's identity is the
  batch the leader's log held at its offset when it was acknowledged (the leader may rewrite
  a batch, its max timestamp for one, which changes the CRC the client sent). acks=1 and acks=0 writes may
  be lost by a leader's crash in Kafka too; they are not checked. An acks=all write that only
  a lone leader held (an ISR of one, min.insync.replicas=1) and an unclean election can lose
  in Kafka too; they are counted, the schedule tells why.
- `duplicates`: two acknowledged writes, or two batches of the log, with the same producer id,
  epoch and base sequence (an idempotent producer's retry appended twice).
- `high_watermark_back`: a broker answered a lower high watermark than it had answered before
  under the same leader epoch, in the same incarnation (a new leader, or a restarted replica,
  may start lower, as Kafka's do; the same replica in one epoch never goes back).
- `aborted_reads`: a read_committed Fetch that returned a batch of an aborted transaction
  without listing that transaction among its aborted transactions (so the client could not
  skip it), or returned records at or above its last stable offset.
- `gaps`: offsets missing between consecutive batches, in a read served or in the log below
  its high watermark (compacted topics excepted, where gaps are the cleaner's work).

Offsets below a log's start offset (retention, DeleteRecords) and in the remote tier are not
checked; a partition with no running replica is counted as unverified.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from kafkasim.broker.control.faults import topic_name
from kafkasim.broker.storage.log import OffsetOutOfRangeError, control_record_of
from kafkasim.protocol.records import (
    BATCH_HEADER_SIZE,
    LOG_OVERHEAD,
    MAGIC,
    ControlType,
)

PRODUCE, FETCH = 0, 1
READ_COMMITTED = 1
# A batch header's fields the checker keeps: base offset, length, (epoch skipped) magic, CRC,
# attributes, last offset delta, (timestamps skipped) producer id, epoch, base sequence.
_IDENTITY = struct.Struct(">qi4xbIhi16xqhi")
_TRANSACTIONAL, _CONTROL = 0x10, 0x20


class Violation(Enum):
    """The kinds of broken promise the checker looks for."""

    LOST = "lost"
    DUPLICATES = "duplicates"
    HIGH_WATERMARK_BACK = "high_watermark_back"
    ABORTED_READS = "aborted_reads"
    GAPS = "gaps"


class Batch(NamedTuple):
    """One record batch's identity, from its header."""

    base_offset: int
    last_offset: int
    producer_id: int
    producer_epoch: int
    base_sequence: int
    attributes: int
    crc: int

    @property
    def transactional(self) -> bool:
        return bool(self.attributes & _TRANSACTIONAL)

    @property
    def control(self) -> bool:
        return bool(self.attributes & _CONTROL)


class Write(NamedTuple):
    """A batch a Produce acknowledged, as the leader's log held it then."""

    sequence: int  # the capture's sequence number of the request
    broker: int
    client_id: str | None
    acks: int
    batch: Batch


class Read(NamedTuple):
    """One partition of a Fetch answered without error."""

    sequence: int
    broker: int
    client_id: str | None
    read_committed: bool
    high_watermark: int
    last_stable_offset: int
    batches: tuple[Batch, ...]
    aborted: tuple[tuple[int, int], ...]  # (producer id, first offset)


class Mark(NamedTuple):
    """The high watermark or last stable offset a broker answered changed."""

    sequence: int
    broker: int
    leader_epoch: int
    high_watermark: int
    last_stable_offset: int


@dataclass(slots=True)
class PartitionHistory:
    writes: list[Write] = field(default_factory=list)
    reads: list[Read] = field(default_factory=list)
    marks: list[Mark] = field(default_factory=list)
    # Per (broker, leader epoch, incarnation): the highest high watermark answered, and by
    # which request.
    highest: dict[tuple[int, int, int], tuple[int, int]] = field(default_factory=dict)
    # The violations seen as requests were answered (high watermark going back).
    backwards: list[dict] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"writes": [_write_dict(w) for w in self.writes],
                "reads": [_read_dict(r) for r in self.reads],
                "marks": [m._asdict() for m in self.marks]}


def _batches(records) -> tuple[Batch, ...]:
    """The batches of a records field (bytes, or a list of memoryviews as the fetch path
    hands them over), from their headers alone: the fields the checker needs, unpacked in one
    call per batch (this runs for every client Produce and Fetch while the history is on). A
    partial batch at the end, as a fetch may return, is left out."""
    if not records:
        return ()
    out = []
    unpack = _IDENTITY.unpack_from
    for chunk in (records if isinstance(records, list) else (records,)):
        end = len(chunk)
        position = 0
        while position + BATCH_HEADER_SIZE <= end:
            (base_offset, length, magic, crc, attributes, last_delta, producer_id,
             producer_epoch, base_sequence) = unpack(chunk, position)
            position += LOG_OVERHEAD + length
            if position > end or magic != MAGIC:
                break
            out.append(Batch(base_offset, base_offset + last_delta, producer_id, producer_epoch,
                             base_sequence, attributes, crc))
    return tuple(out)


def _stored(replica, offset: int, count: int) -> Batch | None:
    """The batch as the leader's log holds it at `offset` (with the CRC of the bytes it
    stored: the leader may rewrite a batch's max timestamp), None when the log does not hold
    one batch of `count` + 1 records there (a duplicate answered with the first write's
    offset holds the same batch)."""
    if replica is None:
        return None
    log = replica.log
    try:
        read = log.read(offset, 1, log.log_end_offset, True)
    except OffsetOutOfRangeError:
        return None
    found = _batches(read.batches[:1])
    if not found or found[0].base_offset != offset or \
            found[0].last_offset != offset + count:
        return None
    return found[0]


class History:
    """Per-partition history of client writes and reads; see the module docstring."""

    def __init__(self) -> None:
        self.enabled = False
        self.partitions: dict[tuple[str, int], PartitionHistory] = {}

    def clear(self) -> None:
        self.partitions.clear()

    def partition(self, topic: str, index: int) -> PartitionHistory:
        key = (topic, index)
        found = self.partitions.get(key)
        if found is None:
            found = self.partitions[key] = PartitionHistory()
        return found

    def observe(self, exchange, node) -> None:
        """Take what an answered client exchange promised or served (Produce and Fetch)."""
        response = exchange.response
        if response is None or exchange.outcome != "answered":
            return
        if exchange.api_key == PRODUCE:
            self._produced(exchange, node, exchange.request, response)
        elif exchange.api_key == FETCH:
            self._fetched(exchange, node, exchange.request, response)

    def _produced(self, exchange, node, request, response) -> None:
        answers = {}
        for topic in response.responses:
            name = topic_name(topic, node)
            for answer in topic.partition_responses:
                answers[(name, answer.index)] = answer
        for topic in request.topic_data:
            name = topic_name(topic, node)
            for data in topic.partition_data:
                answer = answers.get((name, data.index))
                if answer is None or answer.error_code or answer.base_offset < 0:
                    continue
                history = self.partition(name, data.index)
                replica = node.replica_manager.get_partition(name, data.index)
                offset = answer.base_offset
                for batch in _batches(data.records):
                    count = batch.last_offset - batch.base_offset
                    written = _stored(replica, offset, count) or batch._replace(
                        base_offset=offset, last_offset=offset + count)
                    history.writes.append(Write(exchange.sequence, exchange.node_id,
                                                exchange.client_id, request.acks, written))
                    offset += count + 1

    def _fetched(self, exchange, node, request, response) -> None:
        read_committed = getattr(request, "isolation_level", 0) == READ_COMMITTED
        for topic in response.responses:
            name = topic_name(topic, node)
            if name is None:
                continue
            for answer in topic.partitions:
                if answer.error_code or answer.high_watermark < 0:
                    continue
                history = self.partition(name, answer.partition_index)
                batches = _batches(answer.records)
                aborted = tuple((a.producer_id, a.first_offset)
                                for a in answer.aborted_transactions or ())
                if batches or aborted:
                    history.reads.append(Read(
                        exchange.sequence, exchange.node_id, exchange.client_id,
                        read_committed, answer.high_watermark, answer.last_stable_offset,
                        batches, aborted))
                self._mark(history, exchange, node, name, answer)

    @staticmethod
    def _mark(history: PartitionHistory, exchange, node, topic: str, answer) -> None:
        info = node.metadata.partition(topic, answer.partition_index)
        epoch = -1 if info is None else info.leader_epoch
        # Per incarnation too: a restarted replica starts from its checkpointed high
        # watermark, which may be lower, in the same epoch (Kafka's does as well).
        key = (exchange.node_id, epoch, id(node))
        high_watermark = answer.high_watermark
        last = history.marks[-1] if history.marks else None
        if last is None or (last.broker, last.leader_epoch, last.high_watermark,
                            last.last_stable_offset) != (exchange.node_id, epoch,
                                                         high_watermark,
                                                         answer.last_stable_offset):
            history.marks.append(Mark(exchange.sequence, exchange.node_id, epoch,
                                      high_watermark, answer.last_stable_offset))
        highest = history.highest.get(key)
        if highest is None or high_watermark > highest[0]:
            history.highest[key] = (high_watermark, exchange.sequence)
        elif high_watermark < highest[0]:
            history.backwards.append({
                "sequence": exchange.sequence, "broker": exchange.node_id,
                "leader_epoch": epoch, "high_watermark": high_watermark,
                "earlier": highest[0], "earlier_sequence": highest[1]})

    def to_dict(self) -> dict:
        """Every partition's history, JSON-ready: {"topic-partition": {...}}."""
        return {f"{topic}-{index}": history.to_dict()
                for (topic, index), history in sorted(self.partitions.items())}


# --- the checker -------------------------------------------------------------------------------


class LogView(NamedTuple):
    """A partition's log as the checker reads it: its start offset, high watermark, whether
    compacted, and its batches with their data (from the local log start)."""

    log_start_offset: int
    local_log_start_offset: int
    high_watermark: int
    compacted: bool
    batches: list  # [(Batch, memoryview)]


@dataclass(slots=True)
class Finding:
    """One kind of violation: how many, and the first (the lowest request sequence)."""

    count: int = 0
    first: dict | None = None

    def add(self, detail: dict) -> None:
        self.count += 1
        sequence = detail.get("sequence")
        current = None if self.first is None else self.first.get("sequence")
        if self.first is None or (sequence is not None
                                  and (current is None or sequence < current)):
            self.first = detail


@dataclass(slots=True)
class CheckReport:
    """What `History.check` found: a Finding per Violation, and what could not be checked."""

    findings: dict[Violation, Finding]
    writes_checked: int
    reads_checked: int
    unverified: list[str]

    @property
    def ok(self) -> bool:
        return not any(f.count for f in self.findings.values())

    def count(self, violation: Violation | str) -> int:
        return self.findings[Violation(violation)].count

    def first(self, violation: Violation | str) -> dict | None:
        return self.findings[Violation(violation)].first

    def to_dict(self) -> dict:
        return {"ok": self.ok, "writes_checked": self.writes_checked,
                "reads_checked": self.reads_checked, "unverified": self.unverified,
                **{v.value: {"count": f.count, "first": f.first}
                   for v, f in self.findings.items()}}


def check(history: History, logs: Callable[[str, int], LogView | None]) -> CheckReport:
    """Check every partition of `history` against its log now (`logs(topic, partition)`, None
    when no replica runs); see the module docstring."""
    findings = {violation: Finding() for violation in Violation}
    unverified = []
    writes = reads = 0
    for (topic, index), partition in sorted(history.partitions.items()):
        for backwards in partition.backwards:
            findings[Violation.HIGH_WATERMARK_BACK].add(
                {"topic": topic, "partition": index, **backwards})
        duplicated = _duplicate_writes(topic, index, partition, findings[Violation.DUPLICATES])
        view = logs(topic, index)
        if view is None:
            unverified.append(f"{topic}-{index}")
            continue
        if not view.compacted:
            for read in partition.reads:
                _gaps_in(read.batches, topic, index, read.sequence, findings[Violation.GAPS])
        writes += _lost_writes(topic, index, partition, view, findings[Violation.LOST])
        _log_duplicates_and_gaps(topic, index, view, findings, duplicated)
        reads += _aborted_reads(topic, index, partition, view, findings[Violation.ABORTED_READS])
    return CheckReport(findings, writes, reads, unverified)


def _duplicate_writes(topic, index, partition: PartitionHistory, finding: Finding
                      ) -> set[tuple[int, int, int]]:
    """Count writes acknowledged twice at different offsets; return their (producer id,
    epoch, base sequence) keys."""
    seen: dict[tuple[int, int, int], Write] = {}
    found = set()
    for write in partition.writes:
        batch = write.batch
        if batch.producer_id < 0 or batch.base_sequence < 0:
            continue
        key = (batch.producer_id, batch.producer_epoch, batch.base_sequence)
        earlier = seen.get(key)
        if earlier is None:
            seen[key] = write
        elif earlier.batch.base_offset != batch.base_offset:
            found.add(key)
            finding.add({"topic": topic, "partition": index, "sequence": write.sequence,
                         "earlier_sequence": earlier.sequence, "producer_id": key[0],
                         "producer_epoch": key[1], "base_sequence": key[2],
                         "offsets": [earlier.batch.base_offset, batch.base_offset]})
    return found


def _gaps_in(batches, topic, index, sequence, finding: Finding) -> None:
    for before, after in zip(batches, batches[1:], strict=False):
        if after.base_offset != before.last_offset + 1:
            finding.add({"topic": topic, "partition": index, "sequence": sequence,
                         "after_offset": before.last_offset, "next_offset": after.base_offset})


def _lost_writes(topic, index, partition: PartitionHistory, view: LogView,
                 finding: Finding) -> int:
    stored = {batch.base_offset: batch for batch, _ in view.batches}
    checked = 0
    for write in partition.writes:
        batch = write.batch
        if write.acks != -1 or batch.base_offset < view.local_log_start_offset:
            continue
        checked += 1
        found = stored.get(batch.base_offset)
        if found is None or found.crc != batch.crc or found.last_offset != batch.last_offset:
            finding.add({"topic": topic, "partition": index, "sequence": write.sequence,
                         "broker": write.broker, "client_id": write.client_id,
                         "offsets": [batch.base_offset, batch.last_offset],
                         "found": None if found is None else
                         {"offsets": [found.base_offset, found.last_offset],
                          "producer_id": found.producer_id}})
    return checked


def _log_duplicates_and_gaps(topic, index, view: LogView, findings,
                             reported: set[tuple[int, int, int]]) -> None:
    """Count idempotent batches the log holds twice (those not `reported` from the writes
    already) and gaps between batches below the high watermark."""
    seen: dict[tuple[int, int, int], int] = {}
    previous = None
    for batch, _ in view.batches:
        if batch.producer_id >= 0 and batch.base_sequence >= 0 and not batch.control:
            key = (batch.producer_id, batch.producer_epoch, batch.base_sequence)
            if key in seen and key not in reported:
                findings[Violation.DUPLICATES].add({
                    "topic": topic, "partition": index, "sequence": None, "in_log": True,
                    "producer_id": key[0], "producer_epoch": key[1], "base_sequence": key[2],
                    "offsets": [seen[key], batch.base_offset]})
            else:
                seen[key] = batch.base_offset
        if (previous is not None and not view.compacted
                and batch.base_offset < view.high_watermark
                and batch.base_offset != previous.last_offset + 1):
            findings[Violation.GAPS].add({
                "topic": topic, "partition": index, "sequence": None, "in_log": True,
                "after_offset": previous.last_offset, "next_offset": batch.base_offset})
        previous = batch


def _aborted_ranges(view: LogView) -> dict[int, list[tuple[int, int]]]:
    """Per producer id, the offset ranges [first batch, marker] of its aborted transactions."""
    open_since: dict[int, int] = {}
    aborted: dict[int, list[tuple[int, int]]] = {}
    for batch, data in view.batches:
        if not batch.transactional:
            continue
        if not batch.control:
            open_since.setdefault(batch.producer_id, batch.base_offset)
            continue
        first = open_since.pop(batch.producer_id, None)
        if first is None:
            continue
        marker = control_record_of(data)
        if marker is not None and marker.type == ControlType.ABORT:
            aborted.setdefault(batch.producer_id, []).append((first, batch.base_offset))
    return aborted


def _aborted_reads(topic, index, partition: PartitionHistory, view: LogView,
                   finding: Finding) -> int:
    committed_reads = [read for read in partition.reads if read.read_committed]
    if not committed_reads:
        return 0
    aborted = _aborted_ranges(view)
    for read in committed_reads:
        for batch in read.batches:
            if batch.control:
                continue
            if batch.last_offset >= read.last_stable_offset:
                finding.add({"topic": topic, "partition": index, "sequence": read.sequence,
                             "broker": read.broker, "offsets": [batch.base_offset,
                                                                batch.last_offset],
                             "last_stable_offset": read.last_stable_offset,
                             "reason": "at or above the last stable offset"})
                continue
            if not batch.transactional:
                continue
            ranges = aborted.get(batch.producer_id, ())
            if not any(first <= batch.base_offset <= end for first, end in ranges):
                continue
            listed = any(pid == batch.producer_id and first <= batch.base_offset
                         for pid, first in read.aborted)
            if not listed:
                finding.add({"topic": topic, "partition": index, "sequence": read.sequence,
                             "broker": read.broker, "client_id": read.client_id,
                             "offsets": [batch.base_offset, batch.last_offset],
                             "producer_id": batch.producer_id,
                             "reason": "aborted transaction not listed"})
    return len(committed_reads)


def log_view(replica) -> LogView:
    """A replica's log as the checker reads it (every local batch, from the local log
    start)."""
    log = replica.log
    return LogView(log.log_start_offset, log.local_log_start_offset, replica.high_watermark,
                   log.config.compact, [(batch, data) for data in log.read_all()
                                               for batch in _batches(data)])


def _write_dict(write: Write) -> dict:
    return {"sequence": write.sequence, "broker": write.broker, "client_id": write.client_id,
            "acks": write.acks, **write.batch._asdict()}


def _read_dict(read: Read) -> dict:
    return {"sequence": read.sequence, "broker": read.broker, "client_id": read.client_id,
            "read_committed": read.read_committed, "high_watermark": read.high_watermark,
            "last_stable_offset": read.last_stable_offset,
            "batches": [b._asdict() for b in read.batches],
            "aborted_transactions": [list(a) for a in read.aborted]}

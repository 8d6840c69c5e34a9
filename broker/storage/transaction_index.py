"""The transaction index of one log segment (Kafka's TransactionIndex, the `.txnindex` file).

Every aborted transaction whose ABORT marker went into a segment gets one entry in that
segment's index: the producer id, the transaction's first offset, its last offset (the marker's)
and the last stable offset once it was done (Kafka's AbortedTxn). A read_committed Fetch answers
AbortedTransactions from these entries without scanning batches (`collect`).

On disk, beside `<base offset>.log`, `<base offset>.txnindex` holds the entries in Kafka's
binary layout: per entry a version (int16, 0), then producer id, first offset, last offset and
last stable offset (int64 each), big-endian, 34 bytes. The file is created with its first entry
and appended to after that; a rebuilt index (recovery, truncation, cleaning) is rewritten
whole, atomically.
"""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass, field
from pathlib import Path

_ENTRY = struct.Struct(">hqqqq")
ENTRY_SIZE = _ENTRY.size  # 34, Kafka's AbortedTxn.TOTAL_SIZE
SUFFIX = ".txnindex"


@dataclass(frozen=True, slots=True)
class AbortedTransaction:
    """One aborted transaction (Kafka's AbortedTxn)."""

    producer_id: int
    first_offset: int
    last_offset: int
    last_stable_offset: int


def index_path(directory: Path, base_offset: int) -> Path:
    return Path(directory) / f"{base_offset:020d}{SUFFIX}"


def encode(entries: list[AbortedTransaction]) -> bytes:
    """The entries in Kafka's `.txnindex` layout."""
    return b"".join(_ENTRY.pack(0, e.producer_id, e.first_offset, e.last_offset,
                                e.last_stable_offset) for e in entries)


def decode(data: bytes) -> list[AbortedTransaction]:
    """The entries of a `.txnindex` file's bytes (a torn last entry is ignored)."""
    out = []
    for position in range(0, len(data) - ENTRY_SIZE + 1, ENTRY_SIZE):
        version, producer_id, first, last, stable = _ENTRY.unpack_from(data, position)
        if version != 0:
            break
        out.append(AbortedTransaction(producer_id, first, last, stable))
    return out


@dataclass(slots=True, eq=False)
class TransactionIndex:
    """The aborted transactions of one segment, in marker order; `path` when durable."""

    entries: list[AbortedTransaction] = field(default_factory=list)
    path: Path | None = None

    @classmethod
    def load(cls, path: Path) -> TransactionIndex:
        """The index kept in `path` (empty when there is no file yet)."""
        try:
            return cls(decode(path.read_bytes()), path)
        except OSError:
            return cls([], path)

    def append(self, entry: AbortedTransaction) -> None:
        self.entries.append(entry)
        if self.path is not None:
            with open(self.path, "ab") as out:
                out.write(encode([entry]))

    def replace(self, entries: list[AbortedTransaction]) -> None:
        """Set the entries (a rebuild); the file is rewritten only when they changed."""
        if entries != self.entries:
            self.rewrite(entries)

    def rewrite(self, entries: list[AbortedTransaction]) -> None:
        """Set the entries and write the file whole (atomically; removed when empty)."""
        self.entries = list(entries)
        if self.path is None:
            return
        if not entries:
            self.path.unlink(missing_ok=True)
            return
        temporary = self.path.with_name(self.path.name + ".tmp")
        temporary.write_bytes(encode(entries))
        os.replace(temporary, self.path)

    def delete(self) -> None:
        self.entries = []
        if self.path is not None:
            self.path.unlink(missing_ok=True)

    def collect(self, fetch_offset: int, upper_bound: int, out: list[AbortedTransaction]
                ) -> bool:
        """Add to `out` the transactions overlapping [fetch_offset, upper_bound); return True
        when no later segment can hold more (an entry's last stable offset reached the bound),
        as Kafka's TransactionIndex.collectAbortedTxns."""
        for entry in self.entries:
            if entry.last_offset >= fetch_offset and entry.first_offset < upper_bound:
                out.append(entry)
            if entry.last_stable_offset >= upper_bound:
                return True
        return False


def collect_aborted(indexes, fetch_offset: int, upper_bound: int) -> list[AbortedTransaction]:
    """The aborted transactions overlapping [fetch_offset, upper_bound) in `indexes` (those of
    the segment holding the fetch offset and the ones after it, in order), until one is
    complete (Kafka's LocalLog.collectAbortedTransactions)."""
    out: list[AbortedTransaction] = []
    for index in indexes:
        if index.collect(fetch_offset, upper_bound, out):
            break
    return out

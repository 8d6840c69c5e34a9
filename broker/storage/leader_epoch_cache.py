"""The leader-epoch cache: for each leader epoch, the first offset written in it (Kafka's
LeaderEpochFileCache). OffsetForLeaderEpoch answers from it, a follower truncates by it, and the
log keeps it in step with appends, truncation and a moving log start offset; the log's segment
store checkpoints it to `leader-epoch-checkpoint`."""

from __future__ import annotations

from bisect import bisect_right

UNDEFINED_EPOCH = -1
UNDEFINED_OFFSET = -1


class LeaderEpochCache:
    """Epoch -> start offset entries, strictly increasing in both (Kafka's rules)."""

    def __init__(self, entries: list[tuple[int, int]] | None = None) -> None:
        self.epochs: list[int] = []
        self.start_offsets: list[int] = []
        for epoch, offset in entries or ():
            self.assign(epoch, offset)

    @property
    def entries(self) -> list[tuple[int, int]]:
        return list(zip(self.epochs, self.start_offsets, strict=True))

    @property
    def latest_epoch(self) -> int:
        return self.epochs[-1] if self.epochs else UNDEFINED_EPOCH

    def assign(self, epoch: int, start_offset: int) -> bool:
        """Record that `epoch` starts at `start_offset`; return True when the cache changed.

        As in Kafka, an entry for the latest epoch is not moved forward, and entries that
        would break monotonicity (an epoch >= `epoch` or a start offset >= `start_offset`) are
        removed first.
        """
        if epoch < 0:
            return False
        if self.epochs and self.epochs[-1] == epoch and self.start_offsets[-1] <= start_offset:
            return False
        if self.epochs and epoch < self.epochs[-1] and start_offset >= self.start_offsets[-1]:
            return False  # an older epoch's batch after a newer one: not a new epoch boundary
        while self.epochs and (self.epochs[-1] >= epoch or self.start_offsets[-1] >= start_offset):
            self.epochs.pop()
            self.start_offsets.pop()
        self.epochs.append(epoch)
        self.start_offsets.append(start_offset)
        return True

    def end_offset_for(self, requested_epoch: int, log_end_offset: int) -> tuple[int, int]:
        """Kafka's `endOffsetFor`: (largest known epoch <= requested, the offset where it ends).

        The latest epoch ends at the log end offset; an epoch older than any known one ends
        where the first known epoch starts; a requested epoch newer than every known one, or
        an empty cache, gives (-1, -1).
        """
        if requested_epoch == UNDEFINED_EPOCH or not self.epochs:
            return UNDEFINED_EPOCH, UNDEFINED_OFFSET
        if requested_epoch == self.epochs[-1]:
            return requested_epoch, log_end_offset
        higher = bisect_right(self.epochs, requested_epoch)
        if higher == len(self.epochs):
            return UNDEFINED_EPOCH, UNDEFINED_OFFSET
        if higher == 0:
            return requested_epoch, self.start_offsets[0]
        return self.epochs[higher - 1], self.start_offsets[higher]

    def epoch_for_offset(self, offset: int) -> int:
        """The epoch in which `offset` was written, or -1 when before every entry."""
        index = bisect_right(self.start_offsets, offset) - 1
        return self.epochs[index] if index >= 0 else UNDEFINED_EPOCH

    def truncate_from_end(self, end_offset: int) -> bool:
        """Drop entries starting at or after `end_offset` (the log was truncated there)."""
        changed = False
        while self.start_offsets and self.start_offsets[-1] >= end_offset:
            self.epochs.pop()
            self.start_offsets.pop()
            changed = True
        return changed

    def truncate_from_start(self, start_offset: int) -> bool:
        """Drop entries wholly before `start_offset`; the entry covering it now starts there."""
        index = bisect_right(self.start_offsets, start_offset) - 1
        if index < 0 or (index == 0 and self.start_offsets[0] == start_offset):
            return False
        del self.epochs[:index]
        del self.start_offsets[:index]
        self.start_offsets[0] = start_offset
        return True

    def clear(self) -> None:
        self.epochs.clear()
        self.start_offsets.clear()

    def entries_before(self, end_offset: int) -> list[tuple[int, int]]:
        """The entries starting before `end_offset` (a checkpoint truncated there, as Kafka's
        remote log manager uploads it with each segment)."""
        return [(epoch, start) for epoch, start in self.entries if start < end_offset]

    def entries_within(self, start_offset: int, end_offset: int) -> list[tuple[int, int]]:
        """The epochs of the offsets in [start_offset, end_offset), each with the first offset
        of the range it covers (a remote segment's segmentLeaderEpochs)."""
        out = []
        first = self.epoch_for_offset(start_offset)
        if first >= 0:
            out.append((first, start_offset))
        for epoch, start in self.entries:
            if start_offset < start < end_offset:
                out.append((epoch, start))
        return out

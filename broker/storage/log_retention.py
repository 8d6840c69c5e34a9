"""Retention of a partition log: which whole segments go (Kafka's UnifiedLog.deleteOldSegments).

A pass deletes whole segments below the high watermark: those below the log start offset, then
the oldest while the log is larger than its retention bytes, then those whose newest record is
older than retention ms. With the remote tier the local retention settings apply and a segment
goes only once uploaded; deletion then moves the local log start offset, otherwise the log start
offset (`PartitionLog.delete_oldest_segments`). The replica manager runs the passes; this module
reads the log's segments and acts through the log's public methods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kafkasim.broker.storage.log_segments import LogSegment, now_ms

if TYPE_CHECKING:
    from kafkasim.broker.storage.log import PartitionLog


def delete_old_segments(log: PartitionLog, high_watermark: int,
                        current_ms: int | None = None) -> int:
    """One retention pass (Kafka's UnifiedLog.deleteOldSegments); returns the number of
    segments deleted. See the module docstring for the rules."""
    config = log.config
    if not config.delete and not config.remote_copy_enabled:
        return _delete_log_start_breached(log, high_watermark)
    current_ms = now_ms() if current_ms is None else current_ms
    return (_delete_log_start_breached(log, high_watermark)
            + _delete_size_breached(log, high_watermark)
            + _delete_time_breached(log, high_watermark, current_ms))


def _delete_log_start_breached(log: PartitionLog, high_watermark: int) -> int:
    start = log.local_log_start_offset if log.config.remote_log_enabled \
        else log.log_start_offset
    return _delete_oldest(log, lambda segment, end, closed: closed and end <= start,
                          high_watermark)


def _delete_size_breached(log: PartitionLog, high_watermark: int) -> int:
    retention = log.config.effective_local_retention_bytes
    size = log.size
    if retention < 0 or size < retention:
        return 0
    excess = [size - retention]

    def breached(segment: LogSegment, end: int, closed: bool) -> bool:
        if excess[0] - segment.size < 0:
            return False
        excess[0] -= segment.size
        return True

    return _delete_oldest(log, breached, high_watermark)


def _delete_time_breached(log: PartitionLog, high_watermark: int, current_ms: int) -> int:
    retention = log.config.effective_local_retention_ms
    if retention < 0:
        return 0
    return _delete_oldest(
        log, lambda segment, end, closed: current_ms - segment.largest_timestamp > retention,
        high_watermark)


def delete_uploaded_segments(log: PartitionLog, high_watermark: int) -> int:
    """Delete every local segment already in the remote tier and below the high
    watermark, as a pass with `local.retention.ms=0` would (the harness's `tier_now`);
    an active segment wholly uploaded is rolled first. Returns the segments deleted."""
    if not log.config.remote_copy_enabled:
        return 0
    active = log.segments.active
    if active is not None and active.batch_count and \
            log.log_end_offset - 1 <= log.highest_offset_in_remote_storage:
        log.roll()
    return _delete_oldest(log, lambda segment, end, closed: True, high_watermark)


def _delete_oldest(log: PartitionLog, predicate, high_watermark: int) -> int:
    """Delete segments from the oldest while `predicate(segment, end, closed)` holds (`end`:
    the next segment's base offset, or the log end for the active segment, which is not
    `closed`), each wholly below the high watermark and, with the remote tier, uploaded
    (Kafka's deletableSegments). An expired active segment of a tiered log is rolled, so that
    it is uploaded and deleted by later passes."""
    deletable = 0
    should_roll = False
    active = log.segments.active
    for segment, end in log.segments.with_ends(log.log_end_offset):
        closed = segment is not active
        selected = high_watermark >= end and predicate(segment, end, closed)
        if selected and log.config.remote_log_enabled and not closed and segment.size > 0:
            should_roll = True
        last_and_empty = not closed and segment.size == 0
        if selected and not last_and_empty and _eligible(log, end, closed):
            deletable += 1
        else:
            break
    if should_roll:
        log.roll()
    return log.delete_oldest_segments(deletable)


def _eligible(log: PartitionLog, end: int, closed: bool) -> bool:
    """Kafka's isSegmentEligibleForDeletion: with uploads, only once uploaded (or once the
    log start offset passed the segment)."""
    if not log.config.remote_copy_enabled:
        return True
    return (0 < end and end - 1 <= log.highest_offset_in_remote_storage) or (
        closed and log.log_start_offset >= end)

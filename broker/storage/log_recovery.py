"""Recovery of a durable partition log from its directory after a restart (Kafka's LogLoader).

The segment store validates the batches of the segment files from the recovery point on and
cuts a torn tail (broker/storage/segments.py); recovery then rebuilds the log over them: its
segments with their transaction indexes and producer snapshots, the leader-epoch cache from its
checkpoint (plus the epochs of batches appended after it), the log start offset from its file
(below the first local segment only with the remote tier), and the log end offset. Whole
segments below the log start (a DeleteRecords just before the crash) are deleted, and the
producer state is rebuilt from the snapshot before the first local segment.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kafkasim.broker.storage.leader_epoch_cache import LeaderEpochCache
from kafkasim.broker.storage.log_segment import LogSegment, StoredBatch, now_ms
from kafkasim.broker.storage.transaction_index import TransactionIndex, index_path

if TYPE_CHECKING:
    from kafkasim.broker.storage.log import PartitionLog


def recover(log: PartitionLog, recovery_point: int | None = None) -> None:
    """Fill the empty `log` from its segment store: batches validated from the segment holding
    `recovery_point` on (None: all of them), offsets, leader epochs, producer state and
    transaction indexes as the files left them."""
    store = log.store
    checkpointed_start = store.read_log_start_offset()
    files, recovered = store.recover(recovery_point)
    checkpoint = store.read_epoch_checkpoint()
    log.epoch_cache = LeaderEpochCache(checkpoint or [])
    log.cleaner_checkpoint = store.read_cleaner_checkpoint()
    by_file: dict[int, LogSegment] = {}
    for file in files:
        segment = LogSegment(file.base_offset, now_ms(), file=file)
        segment.txn_index = TransactionIndex.load(index_path(store.directory,
                                                             file.base_offset))
        by_file[id(file)] = segment
        log.segments.append(segment)
    for item in recovered:
        segment = by_file[id(item.segment)]
        header = item.header
        stored = StoredBatch(header.base_offset, header.last_offset, header.max_timestamp,
                             header.partition_leader_epoch, item.data, segment, item.position)
        segment.size = item.position + len(item.data)
        segment.batch_count += 1
        if segment.first_batch_timestamp < 0:
            segment.first_batch_timestamp = header.max_timestamp
        segment.max_timestamp = max(segment.max_timestamp, header.max_timestamp)
        log.batches.append(stored)
        log._base_offsets.append(stored.base_offset)
        # A checkpoint written before a torn append may lack the newest epochs.
        log.epoch_cache.assign(stored.epoch, stored.base_offset)
    for segment, following in zip(log.segments, log.segments[1:], strict=False):
        segment.producer_snapshot = store.read_producer_snapshot(following.base_offset)
    if log.batches:
        log.log_end_offset = log.batches[-1].last_offset + 1
    elif log.segments:
        log.log_end_offset = log.segments[-1].base_offset
    else:
        log.log_end_offset = checkpointed_start or 0
    first_local = log.segments[0].base_offset if log.segments else log.log_end_offset
    if checkpointed_start is None:
        log.log_start_offset = first_local
    elif log.config.remote_log_enabled:
        log.log_start_offset = checkpointed_start  # the rest may be in the remote tier
    else:
        log.log_start_offset = max(checkpointed_start, first_local)
    if not log.segments or log.log_start_offset > log.log_end_offset:
        start = max(log.log_start_offset, log.log_end_offset)
        while log.segments:
            log._drop_segment(log.segments.pop())
        log.batches.clear()
        log._base_offsets.clear()
        log.log_end_offset = start
        log.log_start_offset = min(log.log_start_offset, start)
        log._new_segment(start)
    log.local_log_start_offset = max(log.log_start_offset, log.segments[0].base_offset)
    log._start_snapshot = store.read_producer_snapshot(log.segments[0].base_offset)
    # Whole segments below the log start (a DeleteRecords just before the crash) go now.
    deletable = []
    for segment, following in zip(log.segments, log.segments[1:], strict=False):
        if following.base_offset > log.log_start_offset:
            break
        deletable.append(segment)
    if deletable:
        log._delete_segments(deletable)
    log.epoch_cache.truncate_from_end(log.log_end_offset)
    log.epoch_cache.truncate_from_start(log.log_start_offset)
    # Rewrite only what recovery changed: each write is two fsyncs, and a broker opens
    # thousands of logs at start-up. Without a log start file the next recovery derives
    # the same start from the segments.
    if log.epoch_cache.entries != (checkpoint or []):
        log._checkpoint_epochs()
    recorded = store.read_log_start_offset()
    if recorded != log.log_start_offset and (
            recorded is not None or log.log_start_offset != log.segments[0].base_offset):
        log.store.write_log_start_offset(log.log_start_offset)
    log._after_removal()
    log.recovery_point = log.log_end_offset

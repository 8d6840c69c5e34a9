"""Loading a durable partition log from its directory after a restart (Kafka's LogLoader).

The segment store validates the batches of the segment files from the recovery point on and
cuts a torn tail (broker/storage/segments.py); the loader then rebuilds the log's segments over
them (with their transaction indexes and producer snapshots), the leader-epoch cache from its
checkpoint (plus the epochs of batches appended after it), the log start offset from its file
(below the first local segment only with the remote tier), and the log end offset. It changes
no checkpoint: it returns what it loaded (`LoadedLog`), and `PartitionLog.open` takes it over,
deletes whole segments below the log start (a DeleteRecords just before the crash), rewrites
the checkpoints that loading changed and rebuilds the producer state.
"""

from __future__ import annotations

from dataclasses import dataclass

from kafkasim.broker.storage.leader_epoch_cache import LeaderEpochCache
from kafkasim.broker.storage.log_config import LogConfig
from kafkasim.broker.storage.log_segments import LogSegments
from kafkasim.broker.storage.segments import SegmentStore


@dataclass(slots=True)
class LoadedLog:
    """What loading found (Kafka's LoadedLogOffsets, with the state loaded beside them)."""

    segments: LogSegments
    epoch_cache: LeaderEpochCache
    # What the leader-epoch checkpoint and the log start offset file held (None: no file).
    checkpointed_epochs: list[tuple[int, int]] | None
    checkpointed_log_start_offset: int | None
    log_start_offset: int
    log_end_offset: int
    # The producer state as of the first local segment's base offset (None: no snapshot).
    start_snapshot: list | None
    cleaner_checkpoint: int | None


def load(store: SegmentStore, config: LogConfig, recovery_point: int | None = None
         ) -> LoadedLog:
    """The log kept in `store`: batches validated from the segment holding `recovery_point` on
    (None: all of them), offsets, leader epochs and transaction indexes as the files left
    them. The log start offset is never above the log end offset; there is always a
    segment."""
    checkpointed_start = store.read_log_start_offset()
    files, recovered = store.recover(recovery_point)
    checkpoint = store.read_epoch_checkpoint()
    epoch_cache = LeaderEpochCache(checkpoint or [])
    segments = LogSegments(store)
    batches_of: dict[int, list] = {id(file): [] for file in files}
    for item in recovered:
        batches_of[id(item.segment)].append(item)
    for index, file in enumerate(files):
        following = files[index + 1].base_offset if index + 1 < len(files) else None
        segments.load(file, None if following is None
                      else store.read_producer_snapshot(following))
        for item in batches_of[id(file)]:
            header = item.header
            segments.append(header, item.data, in_file=True)
            # A checkpoint written before a torn append may lack the newest epochs.
            epoch_cache.assign(header.partition_leader_epoch, header.base_offset)
    if segments.batches:
        log_end_offset = segments.batches[-1].last_offset + 1
    elif len(segments):
        log_end_offset = segments.active.base_offset
    else:
        log_end_offset = checkpointed_start or 0
    first_local = segments[0].base_offset if len(segments) else log_end_offset
    if checkpointed_start is None:
        log_start_offset = first_local
    elif config.remote_log_enabled:
        log_start_offset = checkpointed_start  # the rest may be in the remote tier
    else:
        log_start_offset = max(checkpointed_start, first_local)
    if not len(segments) or log_start_offset > log_end_offset:
        start = max(log_start_offset, log_end_offset)
        segments.clear()
        segments.add(start)
        log_end_offset = start
        log_start_offset = min(log_start_offset, start)
    return LoadedLog(segments, epoch_cache, checkpoint, checkpointed_start, log_start_offset,
                     log_end_offset, store.read_producer_snapshot(segments[0].base_offset),
                     store.read_cleaner_checkpoint())

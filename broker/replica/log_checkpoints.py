"""The per-directory checkpoints of a broker's logs: high watermarks and recovery points
(Kafka's ReplicaManager.checkpointHighWatermarks and LogManager.checkpointRecoveryOffsets).

With a data directory, the replica manager keeps two OffsetCheckpointFiles beside the partition
directories (formats in broker/storage/checkpoints.py):

- `replication-offset-checkpoint`: every local replica's high watermark, written every
  `replica.high.watermark.checkpoint.interval.ms` (Kafka: 5 s) and at a clean stop. A replica
  created at start-up takes its high watermark from it (clamped to its log), where it used to
  start at its log start offset and wait for its leader's answers (a follower) or its
  followers' fetches (a leader) to learn it again;
- `recovery-point-offset-checkpoint`: every log's recovery point (the offset below which it was
  flushed: segments are fsynced when they roll, as Kafka's UnifiedLog.roll flushes), written every
  `log.flush.offset.checkpoint.interval.ms` (Kafka: 60 s) and at a clean stop. Recovery after a
  crash validates batches only from the segment holding the recovery point on
  (broker/storage/segments.py).

A checkpoint lags the live values by up to its interval, as in Kafka: a high watermark read back
after a crash may be below the one answered before it. Consumers never see that lag: a leader
answers ListOffsets latest with OFFSET_NOT_AVAILABLE until its high watermark reached the start
of its epoch (broker/replica/offsets.py), and every leadership after a restart is a new epoch.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from kafkasim.broker.storage.checkpoints import (
    RECOVERY_POINT_CHECKPOINT,
    REPLICATION_OFFSET_CHECKPOINT,
    CorruptCheckpointError,
    OffsetCheckpointFile,
)

log = logging.getLogger("kafkasim.replica_manager")


class LogDirectoryCheckpoints:
    """The high-watermark and recovery-point checkpoints of one data directory."""

    def __init__(self, replica_manager, directory: Path) -> None:
        self.replica_manager = replica_manager
        self.high_watermarks = OffsetCheckpointFile(directory, REPLICATION_OFFSET_CHECKPOINT)
        self.recovery_points = OffsetCheckpointFile(directory, RECOVERY_POINT_CHECKPOINT)
        self._read_high_watermarks = self._read(self.high_watermarks)
        self._read_recovery_points = self._read(self.recovery_points)
        self._tasks: list[asyncio.Task] = []

    @staticmethod
    def _read(checkpoint: OffsetCheckpointFile) -> dict[tuple[str, int], int]:
        try:
            return checkpoint.read()
        except (CorruptCheckpointError, OSError) as error:
            # Kafka stops the log directory on a corrupt checkpoint; starting from the logs
            # alone (high watermark at the log start, full recovery) is the safe fallback here.
            log.warning("%s: ignoring an unreadable checkpoint (%s)", checkpoint.path, error)
            return {}

    # --- start-up ----------------------------------------------------------------------

    def high_watermark(self, topic: str, partition: int) -> int | None:
        """The checkpointed high watermark of a replica, or None."""
        return self._read_high_watermarks.get((topic, partition))

    def recovery_point(self, topic: str, partition: int) -> int | None:
        """The checkpointed recovery point of a log, or None (recover it whole)."""
        return self._read_recovery_points.get((topic, partition))

    # --- writes ------------------------------------------------------------------------

    def start(self) -> None:
        config = self.replica_manager.broker.config
        loop = asyncio.get_running_loop()
        self._tasks = [
            loop.create_task(self._every(
                config.get_int("replica.high.watermark.checkpoint.interval.ms"),
                self.checkpoint_high_watermarks)),
            loop.create_task(self._every(
                config.get_int("log.flush.offset.checkpoint.interval.ms"),
                self.checkpoint_recovery_points)),
        ]

    async def stop(self) -> None:
        """Stop the periodic writes and write both checkpoints a last time (a clean stop)."""
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self._tasks = []
        self.checkpoint_high_watermarks()
        self.checkpoint_recovery_points()

    @staticmethod
    async def _every(interval_ms: int, write) -> None:
        while True:
            await asyncio.sleep(max(interval_ms, 10) / 1000)
            try:
                write()
            except OSError as error:
                log.warning("writing a checkpoint failed: %s", error)

    def checkpoint_high_watermarks(self) -> None:
        """Kafka's ReplicaManager.checkpointHighWatermarks: every local replica's high
        watermark (replicas whose log is gone keep their last checkpointed value out)."""
        partitions = self.replica_manager.partitions
        self.high_watermarks.write({key: partition.high_watermark
                                    for key, partition in partitions.items()})

    def checkpoint_recovery_points(self) -> None:
        """Kafka's LogManager.checkpointRecoveryOffsets."""
        partitions = self.replica_manager.partitions
        self.recovery_points.write({key: partition.log.recovery_point
                                    for key, partition in partitions.items()})

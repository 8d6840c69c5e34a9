"""The broker's log cleaner (Kafka's LogCleaner thread and LogCleanerManager): compacts the local
logs of topics whose `cleanup.policy` includes compact, leaders and followers alike (each
replica cleans its own copy, as in Kafka).

Each round picks the filthiest log that is due (broker/storage/cleaner.py decides: dirty ratio
above `min.cleanable.dirty.ratio`, or a dirty segment older than `max.compaction.lag.ms`),
snapshots its closed segments below the last stable offset (never past the high watermark),
rewrites them on the cleaner's own thread (`log.cleaner.threads`, one by default) so that the
event loop keeps serving fetches and produces meanwhile, then swaps the result in on the
loop and moves the log's cleaner checkpoint. When nothing is due it waits
`log.cleaner.backoff.ms`. `log.cleaner.enable=false` turns it off.

The offset map holds at most `log.cleaner.dedupe.buffer.size` / 24 * `load factor` keys, as
Kafka's; a round that fills it stops early and the next one carries on.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor
from typing import NamedTuple

from kafkasim.broker.storage import cleaner

log = logging.getLogger("kafkasim.log_cleaner")


class CleanedRound(NamedTuple):
    """One round the cleaner finished: the partition (`topic-partition`), where the round
    ended (the log's new cleaner checkpoint) and what it read and kept."""

    partition: str
    end_offset: int
    stats: cleaner.CleaningStats


class LogCleaner:
    """Compacts the compacted logs of one broker's replica manager."""

    def __init__(self, replica_manager) -> None:
        self.replica_manager = replica_manager
        config = replica_manager.broker.config
        self.enabled = config.get_bool("log.cleaner.enable")
        self.threads = max(config.get_int("log.cleaner.threads"), 1)
        buffer = int(config.get("log.cleaner.dedupe.buffer.size") or 134_217_728)
        load = float(config.get("log.cleaner.io.buffer.load.factor") or 0.9)
        self.map_capacity = max(int(buffer / self.threads / cleaner.ENTRY_BYTES * load), 1)
        self._task: asyncio.Task | None = None
        self._executor: ThreadPoolExecutor | None = None
        # Rounds done and what they did, for tests and benchmarks.
        self.rounds = 0
        self.stats: list[CleanedRound] = []
        self._idle = asyncio.Event()

    @property
    def backoff_ms(self) -> int:
        return self.replica_manager.broker.config.get_int("log.cleaner.backoff.ms")

    def start(self) -> None:
        if not self.enabled or self._task is not None:
            return
        self._executor = ThreadPoolExecutor(max_workers=self.threads,
                                            thread_name_prefix="kafka-log-cleaner")
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None

    async def _run(self) -> None:
        while True:
            try:
                cleaned = await self.clean_filthiest()
            except asyncio.CancelledError:
                raise
            except Exception:  # a failing log must not stop the cleaner (Kafka marks it)
                log.exception("log cleaning failed")
                cleaned = False
            if not cleaned:
                self._idle.set()
                await asyncio.sleep(self.backoff_ms / 1000)
                self._idle.clear()

    def _candidates(self, now: int):
        for partition in list(self.replica_manager.partitions.values()):
            plog = partition.log
            if not plog.config.compact:
                continue
            stable = partition.high_watermark
            lso = getattr(partition, "last_stable_offset", None)
            if isinstance(lso, int) and lso >= 0:
                stable = min(stable, lso)
            ltc = cleaner.plan(plog, stable, now)
            if ltc is not None and cleaner.should_clean(ltc, plog.config.min_cleanable_dirty_ratio):
                yield ltc, partition

    async def clean_filthiest(self) -> bool:
        """One round on the dirtiest due log; False when no log was due."""
        now = cleaner.now_ms()
        best = None
        for ltc, partition in self._candidates(now):
            if best is None or ltc.cleanable_ratio > best[0].cleanable_ratio:
                best = (ltc, partition)
        if best is None:
            return False
        ltc, partition = best
        plog = partition.log
        job = cleaner.cleaning_job(plog, ltc, now, self.map_capacity)
        loop = asyncio.get_running_loop()
        if self._executor is not None:
            # wait point: the cleaner thread rewrites the segments
            groups = await loop.run_in_executor(self._executor, job.run)
        else:
            groups = job.run()
        current = self.replica_manager.partitions.get((partition.topic, partition.partition))
        if current is not partition or partition.log is not plog:
            return True  # the replica went away meanwhile
        if not plog.replace_segments(groups):
            log.info("%s-%d: the log changed while it was cleaned; cleaning again later",
                     partition.topic, partition.partition)
            return True
        plog.set_cleaner_checkpoint(job.end_offset)
        self.rounds += 1
        stats = job.stats
        self.stats.append(CleanedRound(f"{partition.topic}-{partition.partition}",
                                       job.end_offset, stats))
        del self.stats[:-100]
        log.info("cleaned %s-%d up to %d: %d of %d records kept (%d of %d bytes) in %.2f s",
                 partition.topic, partition.partition, job.end_offset, stats.records_retained,
                 stats.records_read, stats.bytes_retained, stats.bytes_read, stats.seconds)
        return True

    async def wait_idle(self) -> None:
        """Return once a round found nothing to clean (tests)."""
        await self._idle.wait()

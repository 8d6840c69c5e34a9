"""The remote tier's pieces on their own: the simulated store (Kafka's RemoteStorageManager
operations, LocalTieredStorage's layout) and the remote log metadata cache (Kafka's
RemoteLogMetadataCache lookups)."""

from __future__ import annotations

import asyncio
import json
import time
import uuid

import pytest

from kafkasim.broker.config.settings import Config
from kafkasim.broker.storage.log_tiering import SegmentUpload
from kafkasim.broker.storage.remote import (
    IndexType,
    RemoteLogSegmentId,
    RemoteLogSegmentMetadata,
    RemoteLogSegmentState,
    RemoteResourceNotFoundError,
    RemoteStorageError,
    RemoteStorageSettings,
    SimulatedRemoteStorage,
)
from kafkasim.broker.storage.remote_metadata import RemoteLogMetadataCache
from kafkasim.broker.storage.segments import parse_epoch_checkpoint

TOPIC_ID = uuid.UUID(int=7)
STARTED = RemoteLogSegmentState.COPY_SEGMENT_STARTED
FINISHED = RemoteLogSegmentState.COPY_SEGMENT_FINISHED


def metadata(start: int, end: int, epochs, state=STARTED) -> RemoteLogSegmentMetadata:
    return RemoteLogSegmentMetadata(
        segment_id=RemoteLogSegmentId.generate(TOPIC_ID, 0), topic="t", start_offset=start,
        end_offset=end, max_timestamp_ms=1000 + end, broker_id=1, event_timestamp_ms=0,
        segment_size_bytes=10 * (end - start + 1), segment_leader_epochs=tuple(epochs),
        state=state)


def upload(start: int, end: int) -> SegmentUpload:
    data = bytes(range(256))[: 10 * (end - start + 1)]
    return SegmentUpload(base_offset=start, end_offset=end, max_timestamp=1000 + end, data=data,
                         offset_index=[(o, o, 10 * (o - start), 1000 + o)
                                       for o in range(start, end + 1)],
                         epoch_checkpoint=[(0, 0), (1, start)], segment_epochs=[(1, start)],
                         producer_snapshot=[[5, 0, [[0, 0, start, start, 1000]]]])


async def test_simulated_store_copies_fetches_and_deletes_in_local_tiered_storage_layout(
        tmp_path):
    """Verifies RemoteStorageManager's operations on the directory store: a copy writes the
    segment with its offset and time indexes, producer snapshot and leader-epoch checkpoint
    under <topic>-<partition>-<topic id>/<start offset>-<segment id> (LocalTieredStorage's
    layout), ranges are inclusive, and a deleted segment is gone (RemoteResourceNotFound)."""
    store = SimulatedRemoteStorage(RemoteStorageSettings(directory=tmp_path), "cluster")
    segment = metadata(100, 104, [(1, 100)])
    await store.copy_log_segment_data(segment, upload(100, 104))
    prefix = f"t-0-{TOPIC_ID}/{100:020d}-{segment.segment_id.id}"
    assert sorted(store.backend.keys()) == sorted(
        f"{prefix}.{suffix}" for suffix in ("log", "index", "timeindex", "snapshot",
                                            "txnindex", "leader_epoch_checkpoint"))
    assert await store.fetch_log_segment(segment, 10, 29) == bytes(range(10, 30))
    assert await store.fetch_log_segment(segment, 40) == bytes(range(40, 50))
    checkpoint = await store.fetch_index(segment, IndexType.LEADER_EPOCH)
    assert parse_epoch_checkpoint(checkpoint.decode()) == [(0, 0), (1, 100)]
    assert json.loads(await store.fetch_index(segment, IndexType.PRODUCER_SNAPSHOT))[0][0] == 5
    await store.delete_log_segment_data(segment)
    assert store.backend.keys() == []
    with pytest.raises(RemoteResourceNotFoundError):
        await store.fetch_log_segment(segment, 0)
    assert store.counters.operations == {"copy": 1, "fetch": 4, "delete": 1}


async def test_memory_store_is_shared_by_cluster_id_until_the_last_user_closes():
    """Verifies that in-memory stores of one cluster id share their objects (every broker of a
    cluster in one process sees the same remote tier) and that closing the last one drops
    them."""
    first = SimulatedRemoteStorage(RemoteStorageSettings(), "cluster-x")
    second = SimulatedRemoteStorage(RemoteStorageSettings(), "cluster-x")
    other = SimulatedRemoteStorage(RemoteStorageSettings(), "cluster-y")
    segment = metadata(0, 0, [(0, 0)])
    await first.copy_log_segment_data(segment, upload(0, 0))
    assert await second.fetch_log_segment(segment, 0) == bytes(range(10))
    with pytest.raises(RemoteResourceNotFoundError):
        await other.fetch_log_segment(segment, 0)
    first.close()
    second.close()
    other.close()
    fresh = SimulatedRemoteStorage(RemoteStorageSettings(), "cluster-x")
    assert fresh.backend.keys() == []
    fresh.close()


async def test_latency_bandwidth_and_injected_failures_per_operation():
    """Verifies the store's simulation settings (rsm.config.*): a per-operation latency and a
    bandwidth make operations wait (the wait is the event loop's, not a blocked thread),
    injected failures raise RemoteStorageError for the next operations of that kind, and a
    failure rate of 1.0 fails every one."""
    config = Config({"rsm.config.fetch.latency.ms": "50", "rsm.config.bytes.per.second": "1000",
                     "rsm.config.delete.failure.rate": "1.0"})
    settings = RemoteStorageSettings.from_config(config, None)
    assert settings.latency_ms == {"copy": 0, "fetch": 50, "delete": 0}
    store = SimulatedRemoteStorage(settings, "latency-cluster")
    segment = metadata(0, 9, [(0, 0)])
    await store.copy_log_segment_data(segment, upload(0, 9))  # 100 bytes: 0.1 s
    began = time.monotonic()
    ticks = 0

    async def tick():
        nonlocal ticks
        while True:
            await asyncio.sleep(0.01)
            ticks += 1

    ticker = asyncio.ensure_future(tick())
    await store.fetch_log_segment(segment, 0, 49)  # 50 ms + 50 bytes at 1000 B/s
    ticker.cancel()
    assert time.monotonic() - began >= 0.1 and ticks > 3
    store.inject_failure("fetch")
    with pytest.raises(RemoteStorageError):
        await store.fetch_log_segment(segment, 0, 9)
    await store.fetch_log_segment(segment, 0, 9)
    with pytest.raises(RemoteStorageError):
        await store.delete_log_segment_data(segment)
    assert store.counters.failures == {"copy": 0, "fetch": 1, "delete": 1}
    store.close()


def test_metadata_cache_finds_segments_by_epoch_and_offset():
    """Verifies Kafka's RemoteLogMetadataCache lookups: a segment is found for (epoch, offset)
    only once its copy finished and until its deletion started, within that epoch's range inside
    the segment; the highest offset of an epoch spans segments."""
    cache = RemoteLogMetadataCache()
    first = metadata(0, 4, [(0, 0), (1, 3)])
    second = metadata(5, 9, [(1, 5), (2, 8)])
    for segment in (first, second):
        cache.apply_event(segment.to_record())
    remote = cache.partition(TOPIC_ID, 0)
    assert remote.segment_for(1, 4) is None and remote.highest_offset_for_epoch(1) == -1
    for segment in (first, second):
        cache.apply_event(segment.with_state(FINISHED, 1, 1).update_record())
    assert remote.segment_for(0, 2).segment_id == first.segment_id
    assert remote.segment_for(1, 4).segment_id == first.segment_id
    assert remote.segment_for(1, 6).segment_id == second.segment_id
    assert remote.segment_for(0, 4) is None  # offset 4 was written in epoch 1
    assert remote.segment_for(2, 7) is None
    assert remote.highest_offset_for_epoch(1) == 7
    assert remote.highest_offset_for_epoch(2) == 9
    cache.apply_event(first.with_state(RemoteLogSegmentState.DELETE_SEGMENT_STARTED, 1,
                                       2).update_record())
    assert remote.segment_for(0, 2) is None and len(remote.all_segments()) == 2
    cache.apply_event(first.with_state(RemoteLogSegmentState.DELETE_SEGMENT_FINISHED, 1,
                                       3).update_record())
    assert [m.start_offset for m in remote.all_segments()] == [5]

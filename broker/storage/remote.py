"""The remote tier (KIP-405): remote segment metadata, a storage interface shaped like Kafka's
RemoteStorageManager, and kafkasim's simulated object store.

- `RemoteLogSegmentMetadata`: one uploaded segment (Kafka's class of that name): its id (topic
  id, partition, a random uuid), first and last offset, largest timestamp, size, the leader
  epochs inside it, the broker that wrote it and its state (`COPY_SEGMENT_STARTED` ->
  `COPY_SEGMENT_FINISHED` -> `DELETE_SEGMENT_STARTED` -> `DELETE_SEGMENT_FINISHED`, Kafka's
  RemoteLogSegmentState ids). Events about segments travel as JSON (kafkasim's encoding of
  Kafka's RemoteLogSegmentMetadataRecord and RemoteLogSegmentMetadataUpdateRecord).
- `RemoteStorageManager`: copy a segment with its indexes, producer snapshot and leader-epoch
  checkpoint; fetch a byte range of a segment; fetch one of its indexes; delete it. Kafka's
  interface is blocking and runs in thread pools; this one is async, so latency is a wait
  point and the event loop keeps serving.
- `SimulatedRemoteStorage`: kafkasim's store, in memory (shared by every broker of a cluster in
  one process) or in a directory (shared by brokers in separate processes), laid out as Kafka's
  LocalTieredStorage lays out its directory. Each operation can be given a latency, a bandwidth
  and an injected failure rate (broker settings `rsm.config.*`, see `RemoteStorageSettings`),
  and tests can inject failures (`inject_failure`) or pause uploads (`pause`).
"""

from __future__ import annotations

import asyncio
import enum
import json
import random
import threading
import uuid
from dataclasses import dataclass, field, replace
from pathlib import Path

from kafkasim.broker.storage.log_tiering import SegmentUpload
from kafkasim.broker.storage.segments import format_epoch_checkpoint
from kafkasim.broker.storage.transaction_index import encode as encode_transaction_index


class RemoteLogSegmentState(enum.IntEnum):
    """Kafka's RemoteLogSegmentState, with its ids."""

    COPY_SEGMENT_STARTED = 0
    COPY_SEGMENT_FINISHED = 1
    DELETE_SEGMENT_STARTED = 2
    DELETE_SEGMENT_FINISHED = 3


class IndexType(enum.Enum):
    """Kafka's RemoteStorageManager.IndexType."""

    OFFSET = "index"
    TIMESTAMP = "timeindex"
    PRODUCER_SNAPSHOT = "snapshot"
    TRANSACTION = "txnindex"
    LEADER_EPOCH = "leader_epoch_checkpoint"


class RemoteStorageError(Exception):
    """An operation of the remote store failed (Kafka's RemoteStorageException)."""


class RemoteResourceNotFoundError(RemoteStorageError):
    """The segment or index is not in the store (Kafka's RemoteResourceNotFoundException)."""


@dataclass(frozen=True, slots=True)
class RemoteLogSegmentId:
    topic_id: uuid.UUID
    partition: int
    id: uuid.UUID

    @classmethod
    def generate(cls, topic_id: uuid.UUID, partition: int) -> RemoteLogSegmentId:
        return cls(topic_id, partition, uuid.uuid4())


@dataclass(frozen=True, slots=True)
class RemoteLogSegmentMetadata:
    segment_id: RemoteLogSegmentId
    topic: str
    start_offset: int
    end_offset: int
    max_timestamp_ms: int
    broker_id: int
    event_timestamp_ms: int
    segment_size_bytes: int
    # (epoch, first offset of the epoch in this segment), ascending (segmentLeaderEpochs).
    segment_leader_epochs: tuple[tuple[int, int], ...]
    state: RemoteLogSegmentState = RemoteLogSegmentState.COPY_SEGMENT_STARTED

    @property
    def topic_partition(self) -> tuple[uuid.UUID, int]:
        return self.segment_id.topic_id, self.segment_id.partition

    def with_state(self, state: RemoteLogSegmentState, broker_id: int,
                   event_timestamp_ms: int) -> RemoteLogSegmentMetadata:
        return replace(self, state=state, broker_id=broker_id,
                       event_timestamp_ms=event_timestamp_ms)

    def epoch_end_offset(self, epoch: int) -> int:
        """The last offset of `epoch` inside this segment (-1 when the epoch is absent)."""
        epochs = self.segment_leader_epochs
        for index, (entry_epoch, _) in enumerate(epochs):
            if entry_epoch == epoch:
                return epochs[index + 1][1] - 1 if index + 1 < len(epochs) else self.end_offset
        return -1

    # --- the metadata topic's records (JSON) ---------------------------------------------

    def to_record(self) -> dict:
        """Kafka's RemoteLogSegmentMetadataRecord, as JSON."""
        return {
            "type": "segment",
            "topic_id": str(self.segment_id.topic_id), "topic": self.topic,
            "partition": self.segment_id.partition, "segment_id": str(self.segment_id.id),
            "start_offset": self.start_offset, "end_offset": self.end_offset,
            "max_timestamp_ms": self.max_timestamp_ms, "broker_id": self.broker_id,
            "event_timestamp_ms": self.event_timestamp_ms,
            "segment_size_bytes": self.segment_size_bytes,
            "segment_leader_epochs": [list(entry) for entry in self.segment_leader_epochs],
            "state": int(self.state),
        }

    def update_record(self) -> dict:
        """Kafka's RemoteLogSegmentMetadataUpdateRecord (a new state), as JSON."""
        return {
            "type": "segment_update",
            "topic_id": str(self.segment_id.topic_id), "topic": self.topic,
            "partition": self.segment_id.partition, "segment_id": str(self.segment_id.id),
            "broker_id": self.broker_id, "event_timestamp_ms": self.event_timestamp_ms,
            "state": int(self.state),
        }

    @classmethod
    def from_record(cls, record: dict) -> RemoteLogSegmentMetadata:
        return cls(
            segment_id=RemoteLogSegmentId(uuid.UUID(record["topic_id"]), record["partition"],
                                          uuid.UUID(record["segment_id"])),
            topic=record["topic"], start_offset=record["start_offset"],
            end_offset=record["end_offset"], max_timestamp_ms=record["max_timestamp_ms"],
            broker_id=record["broker_id"], event_timestamp_ms=record["event_timestamp_ms"],
            segment_size_bytes=record["segment_size_bytes"],
            segment_leader_epochs=tuple((e, o) for e, o in record["segment_leader_epochs"]),
            state=RemoteLogSegmentState(record["state"]),
        )


def encode_event(record: dict) -> bytes:
    return json.dumps(record, separators=(",", ":"), sort_keys=True).encode()


def decode_event(value) -> dict:
    return json.loads(bytes(value))


# --- the storage interface -------------------------------------------------------------------


class RemoteStorageManager:
    """Kafka's RemoteStorageManager, async. Implementations raise RemoteStorageError."""

    async def copy_log_segment_data(self, metadata: RemoteLogSegmentMetadata,
                                    segment: SegmentUpload) -> None:
        raise NotImplementedError

    async def fetch_log_segment(self, metadata: RemoteLogSegmentMetadata, start_position: int,
                                end_position: int | None = None) -> bytes:
        """Bytes [start_position, end_position] of the segment (inclusive end, as Kafka's;
        None: to the end)."""
        raise NotImplementedError

    async def fetch_index(self, metadata: RemoteLogSegmentMetadata,
                          index_type: IndexType) -> bytes:
        raise NotImplementedError

    async def delete_log_segment_data(self, metadata: RemoteLogSegmentMetadata) -> None:
        raise NotImplementedError

    def close(self) -> None:
        pass


OPERATIONS = ("copy", "fetch", "delete")


@dataclass(frozen=True, slots=True)
class RemoteStorageSettings:
    """How the simulated store behaves (broker settings under `rsm.config.`):

    - `rsm.config.dir`: the store's directory (default: `<data-dir>/remote-storage` with
      `--data-dir`, else memory shared by the brokers of one process);
    - `rsm.config.{copy,fetch,delete}.latency.ms`: added to every operation of that kind;
    - `rsm.config.bytes.per.second`: each operation also takes size / bandwidth (0: no limit);
    - `rsm.config.{copy,fetch,delete}.failure.rate`: the chance (0.0-1.0) that an operation
      fails with RemoteStorageError."""

    directory: Path | None = None
    latency_ms: dict[str, int] = field(default_factory=dict)
    bytes_per_second: int = 0
    failure_rate: dict[str, float] = field(default_factory=dict)

    @classmethod
    def from_config(cls, config, data_root: Path | None) -> RemoteStorageSettings:
        directory = config.get("rsm.config.dir")
        return cls(
            directory=Path(directory) if directory else (
                data_root / "remote-storage" if data_root is not None else None),
            latency_ms={op: int(config.get(f"rsm.config.{op}.latency.ms") or 0)
                        for op in OPERATIONS},
            bytes_per_second=int(config.get("rsm.config.bytes.per.second") or 0),
            failure_rate={op: float(config.get(f"rsm.config.{op}.failure.rate") or 0)
                          for op in OPERATIONS},
        )


class MemoryBackend:
    """Objects in a dict; one per cluster id, shared by the brokers of one process."""

    def __init__(self) -> None:
        self.objects: dict[str, bytes] = {}

    def put(self, key: str, data: bytes) -> None:
        self.objects[key] = data

    def get(self, key: str) -> bytes:
        try:
            return self.objects[key]
        except KeyError:
            raise RemoteResourceNotFoundError(f"no remote object {key}") from None

    def delete(self, key: str) -> None:
        self.objects.pop(key, None)

    def keys(self) -> list[str]:
        return sorted(self.objects)


class DirectoryBackend:
    """Objects as files under a directory (LocalTieredStorage's layout)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.root.mkdir(parents=True, exist_ok=True)

    def put(self, key: str, data: bytes) -> None:
        path = self.root / key
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(path.name + ".tmp")
        temporary.write_bytes(data)
        temporary.replace(path)

    def get(self, key: str) -> bytes:
        try:
            return (self.root / key).read_bytes()
        except FileNotFoundError:
            raise RemoteResourceNotFoundError(f"no remote object {key}") from None

    def delete(self, key: str) -> None:
        (self.root / key).unlink(missing_ok=True)

    def keys(self) -> list[str]:
        return sorted(str(path.relative_to(self.root)) for path in self.root.rglob("*")
                      if path.is_file() and not path.name.endswith(".tmp"))


_SHARED_LOCK = threading.Lock()
_SHARED_MEMORY: dict[str, tuple[MemoryBackend, int]] = {}


def _acquire_memory(key: str) -> MemoryBackend:
    with _SHARED_LOCK:
        backend, users = _SHARED_MEMORY.get(key, (None, 0))
        if backend is None:
            backend = MemoryBackend()
        _SHARED_MEMORY[key] = (backend, users + 1)
        return backend


def _release_memory(key: str) -> None:
    with _SHARED_LOCK:
        backend, users = _SHARED_MEMORY.get(key, (None, 0))
        if backend is None:
            return
        if users <= 1:
            del _SHARED_MEMORY[key]
        else:
            _SHARED_MEMORY[key] = (backend, users - 1)


@dataclass(slots=True)
class StoreCounters:
    """Operations and bytes, per operation kind (what the store was asked to do)."""

    operations: dict[str, int] = field(default_factory=lambda: dict.fromkeys(OPERATIONS, 0))
    bytes: dict[str, int] = field(default_factory=lambda: dict.fromkeys(OPERATIONS, 0))
    failures: dict[str, int] = field(default_factory=lambda: dict.fromkeys(OPERATIONS, 0))


class SimulatedRemoteStorage(RemoteStorageManager):
    """kafkasim's remote store (see the module docstring)."""

    def __init__(self, settings: RemoteStorageSettings, cluster_id: str,
                 seed: int | None = None) -> None:
        self.settings = settings
        self._memory_key: str | None = None
        if settings.directory is not None:
            self.backend = DirectoryBackend(settings.directory)
        else:
            self._memory_key = cluster_id
            self.backend = _acquire_memory(cluster_id)
        self.counters = StoreCounters()
        self._random = random.Random(seed)
        self._injected: dict[str, int] = dict.fromkeys(OPERATIONS, 0)
        self._unpaused = asyncio.Event()
        self._unpaused.set()

    # --- test hooks ------------------------------------------------------------------------

    def inject_failure(self, operation: str, count: int = 1) -> None:
        """The next `count` operations of kind `operation` ("copy", "fetch", "delete") fail."""
        if operation not in OPERATIONS:
            raise ValueError(f"operation must be one of {OPERATIONS}")
        self._injected[operation] += count

    def clear_injected_failures(self) -> None:
        self._injected = dict.fromkeys(OPERATIONS, 0)

    def pause(self) -> None:
        """Uploads wait (copies block before writing) until `resume`."""
        self._unpaused.clear()

    def resume(self) -> None:
        self._unpaused.set()

    # --- the interface ---------------------------------------------------------------------

    async def copy_log_segment_data(self, metadata: RemoteLogSegmentMetadata,
                                    segment: SegmentUpload) -> None:
        await self._unpaused.wait()
        await self._operate("copy", segment.size)
        prefix = self._prefix(metadata)
        index = [list(entry) for entry in segment.offset_index]
        objects = {
            "log": segment.data,
            IndexType.OFFSET.value: json.dumps(index).encode(),
            IndexType.TIMESTAMP.value: json.dumps(
                [[entry[3], entry[0]] for entry in segment.offset_index]).encode(),
            IndexType.PRODUCER_SNAPSHOT.value: json.dumps(segment.producer_snapshot).encode(),
            IndexType.TRANSACTION.value: encode_transaction_index(segment.aborted_transactions),
            IndexType.LEADER_EPOCH.value: format_epoch_checkpoint(
                segment.epoch_checkpoint).encode(),
        }
        # The segment file last, so a reader never finds a segment without its indexes.
        for suffix, data in sorted(objects.items(), key=lambda item: item[0] == "log"):
            self.backend.put(f"{prefix}.{suffix}", data)

    async def fetch_log_segment(self, metadata: RemoteLogSegmentMetadata, start_position: int,
                                end_position: int | None = None) -> bytes:
        data = self.backend.get(f"{self._prefix(metadata)}.log")
        end = len(data) if end_position is None else min(len(data), end_position + 1)
        chunk = data[start_position:end]
        await self._operate("fetch", len(chunk))
        return chunk

    async def fetch_index(self, metadata: RemoteLogSegmentMetadata,
                          index_type: IndexType) -> bytes:
        data = self.backend.get(f"{self._prefix(metadata)}.{index_type.value}")
        await self._operate("fetch", len(data))
        return data

    async def delete_log_segment_data(self, metadata: RemoteLogSegmentMetadata) -> None:
        await self._operate("delete", 0)
        prefix = self._prefix(metadata)
        for suffix in ["log", *(index.value for index in IndexType)]:
            self.backend.delete(f"{prefix}.{suffix}")

    def close(self) -> None:
        if self._memory_key is not None:
            _release_memory(self._memory_key)
            self._memory_key = None

    # --- internals -------------------------------------------------------------------------

    @staticmethod
    def _prefix(metadata: RemoteLogSegmentMetadata) -> str:
        segment_id = metadata.segment_id
        return (f"{metadata.topic}-{segment_id.partition}-{segment_id.topic_id}/"
                f"{metadata.start_offset:020d}-{segment_id.id}")

    async def _operate(self, operation: str, size: int) -> None:
        """The wait point of every operation: its latency and transfer time, then maybe an
        injected failure."""
        settings = self.settings
        delay = settings.latency_ms.get(operation, 0) / 1000
        if settings.bytes_per_second > 0:
            delay += size / settings.bytes_per_second
        if delay > 0:
            await asyncio.sleep(delay)
        self.counters.operations[operation] += 1
        failing = self._injected[operation] > 0
        if failing:
            self._injected[operation] -= 1
        elif settings.failure_rate.get(operation, 0) > 0:
            failing = self._random.random() < settings.failure_rate[operation]
        if failing:
            self.counters.failures[operation] += 1
            raise RemoteStorageError(f"simulated {operation} failure")
        self.counters.bytes[operation] += size

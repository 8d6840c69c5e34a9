"""A minimal asyncio producer: enough to write test data and to publish fetch logs.

`await producer.send(topic, value, key=...)` returns (partition, offset) once the leader
acknowledged it (`acks`, default all). Records wait up to `linger_ms` to share a batch
(one RecordBatch v2 per partition per Produce, no compression, not idempotent). Keyed records
go to Kafka's default partition (murmur2 of the key, as the Java client's
BuiltInPartitioner); unkeyed ones round-robin. A NOT_LEADER_OR_FOLLOWER answer's
CurrentLeader and NodeEndpoints (KIP-951, Produce v10+) redirect the retry without a
Metadata round trip.
"""

from __future__ import annotations

import asyncio
import itertools

from kafkasim.client.cluster import ClusterClient
from kafkasim.protocol.connection import ConnectionClosedError
from kafkasim.protocol.errors import ErrorCode, KafkaError, is_retriable
from kafkasim.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kafkasim.protocol.records import build_batch

PRODUCE_VERSION = 11
MIN_PRODUCE_VERSION = 3


def murmur2(data: bytes) -> int:
    """Kafka's Utils.murmur2 (32-bit, seed 0x9747b28c), as a signed int32."""
    length = len(data)
    m, r = 0x5BD1E995, 24
    h = (0x9747B28C ^ length) & 0xFFFFFFFF
    for index in range(0, length - length % 4, 4):
        k = int.from_bytes(data[index:index + 4], "little")
        k = (k * m) & 0xFFFFFFFF
        k ^= k >> r
        k = (k * m) & 0xFFFFFFFF
        h = (h * m) & 0xFFFFFFFF
        h ^= k
    tail = length % 4
    base = length - tail
    if tail >= 3:
        h ^= data[base + 2] << 16
    if tail >= 2:
        h ^= data[base + 1] << 8
    if tail >= 1:
        h ^= data[base]
        h = (h * m) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * m) & 0xFFFFFFFF
    h ^= h >> 15
    return h - (1 << 32) if h & 0x80000000 else h


def default_partition(key: bytes, partitions: int) -> int:
    return (murmur2(key) & 0x7FFFFFFF) % partitions


class Producer:
    def __init__(self, bootstrap: str | list[str], *, client_id: str = "kafkasim-producer",
                 acks: int = -1, linger_ms: int = 5, max_batch_records: int = 10_000,
                 request_timeout_ms: int = 30_000, retries: int = 20,
                 retry_backoff_ms: int = 100) -> None:
        self.cluster = ClusterClient(bootstrap, client_id,
                                     request_timeout=request_timeout_ms / 1000)
        self.acks = acks
        self.linger_ms = linger_ms
        self.max_batch_records = max_batch_records
        self.request_timeout_ms = request_timeout_ms
        self.retries = retries
        self.retry_backoff_ms = retry_backoff_ms
        self._pending: dict[tuple[str, int], list] = {}
        self._round_robin = itertools.count()
        self._flusher: asyncio.Task | None = None
        self._inflight: set[asyncio.Task] = set()
        self.leader_hints_used = 0

    async def start(self) -> None:
        await self.cluster.refresh([])

    async def __aenter__(self) -> Producer:
        await self.start()
        return self

    async def __aexit__(self, *exc_info) -> None:
        await self.close()

    async def close(self) -> None:
        await self.flush()
        await self.cluster.close()

    async def partition_count(self, topic: str) -> int:
        """How many partitions `topic` has (Metadata first when it is not known)."""
        info = self.cluster.topics.get(topic)
        if info is None or not info.partitions:
            await self.cluster.refresh([topic])
            info = self.cluster.topics.get(topic)
            if info is None or not info.partitions:
                raise KafkaError(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, topic)
        return len(info.partitions)

    async def send(self, topic: str, value: bytes | None, *, key: bytes | None = None,
                   partition: int | None = None, headers=None,
                   timestamp_ms: int | None = None) -> tuple[int, int]:
        """Queue one record; return (partition, offset) once acknowledged."""
        if partition is None:
            count = await self.partition_count(topic)
            partition = (default_partition(key, count) if key is not None
                         else next(self._round_robin) % count)
        future = asyncio.get_running_loop().create_future()
        queue = self._pending.setdefault((topic, partition), [])
        queue.append(((key, value, list(headers or ()), timestamp_ms), future))
        if len(queue) >= self.max_batch_records:
            self._drain()
        elif self._flusher is None:
            self._flusher = asyncio.get_running_loop().create_task(self._linger())
        return partition, await future

    def send_nowait(self, topic: str, value: bytes | None, *, key: bytes | None = None,
                    partition: int) -> asyncio.Future:
        """Queue one record for a known partition; the future gives its offset."""
        future = asyncio.get_running_loop().create_future()
        self._pending.setdefault((topic, partition), []).append(
            ((key, value, [], None), future))
        if self._flusher is None:
            self._flusher = asyncio.get_running_loop().create_task(self._linger())
        return future

    async def _linger(self) -> None:
        await asyncio.sleep(self.linger_ms / 1000)
        self._flusher = None
        self._drain()

    def _drain(self) -> None:
        pending, self._pending = self._pending, {}
        if not pending:
            return
        task = asyncio.get_running_loop().create_task(self._produce(pending))
        self._inflight.add(task)
        task.add_done_callback(self._inflight.discard)

    async def flush(self) -> None:
        if self._flusher is not None:
            self._flusher.cancel()
            self._flusher = None
        self._drain()
        while self._inflight:
            await asyncio.gather(*list(self._inflight), return_exceptions=True)

    async def _produce(self, pending: dict[tuple[str, int], list]) -> None:
        for attempt in range(self.retries + 1):
            by_leader: dict[int, dict] = {}
            for (topic, partition), items in pending.items():
                info = self.cluster.partition(topic, partition)
                if info is None or info.leader < 0:
                    await self.cluster.refresh([topic])
                    info = self.cluster.partition(topic, partition)
                leader = info.leader if info is not None else -1
                by_leader.setdefault(leader, {})[(topic, partition)] = items
            results = await asyncio.gather(*(self._send_to(leader, batch)
                                              for leader, batch in by_leader.items()))
            retry: dict = {}
            for failed in results:
                retry.update(failed)
            if not retry:
                return
            pending = retry
            if attempt < self.retries:
                await asyncio.sleep(self.retry_backoff_ms / 1000)
        for items in pending.values():
            for _, future in items:
                if not future.done():
                    future.set_exception(KafkaError(ErrorCode.REQUEST_TIMED_OUT, "produce"))

    async def _send_to(self, leader: int, batch: dict[tuple[str, int], list]) -> dict:
        """One Produce to `leader`; return the partitions to retry."""
        if leader < 0:
            return batch
        try:
            node = await self.cluster.node(leader)
            topics: dict[str, list] = {}
            for (topic, partition), items in batch.items():
                topics.setdefault(topic, []).append(PartitionProduceData(
                    index=partition, records=build_batch([record for record, _ in items])))
            request = ProduceRequest(acks=self.acks, timeout_ms=self.request_timeout_ms,
                                     topic_data=[TopicProduceData(name=t, partition_data=p)
                                                 for t, p in topics.items()])
            version = node.version(ProduceRequest, PRODUCE_VERSION, MIN_PRODUCE_VERSION)
            if self.acks == 0:
                await node.connection.send(request, version, expect_response=False)
                for items in batch.values():
                    for _, future in items:
                        if not future.done():
                            future.set_result(-1)
                return {}
            answer = await asyncio.wait_for(node.connection.send(request, version),
                                            self.request_timeout_ms / 1000)
        except (ConnectionClosedError, OSError, TimeoutError):
            self.cluster.drop(leader)
            await self._refresh(batch)
            return batch
        if answer.node_endpoints:
            self.cluster.apply_endpoints(answer.node_endpoints)
        retry = {}
        for topic in answer.responses:
            for part in topic.partition_responses:
                key = (topic.name, part.index)
                items = batch.get(key, [])
                if part.error_code == 0:
                    for position, (_, future) in enumerate(items):
                        if not future.done():
                            future.set_result(part.base_offset + position)
                    continue
                if is_retriable(part.error_code):
                    hinted = self.cluster.apply_leader_hint(
                        topic.name, part.index, part.current_leader.leader_id,
                        part.current_leader.leader_epoch)
                    self.leader_hints_used += hinted
                    if not hinted:
                        await self._refresh({key: items})
                    retry[key] = items
                    continue
                for _, future in items:
                    if not future.done():
                        future.set_exception(KafkaError(part.error_code, f"produce {key}"))
        return retry

    async def _refresh(self, batch: dict) -> None:
        try:
            await self.cluster.refresh(sorted({topic for topic, _ in batch}))
        except (ConnectionClosedError, OSError, TimeoutError):
            pass

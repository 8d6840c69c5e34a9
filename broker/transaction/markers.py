"""Writing a transaction's markers: WriteTxnMarkers (key 27) to the leader of every partition in
the transaction, then the Complete state (Kafka's `TransactionMarkerChannelManager` and
`TransactionMarkerRequestCompletionHandler`).

One job per transaction in PrepareCommit / PrepareAbort. Each round groups the partitions still
without a marker by their current leader (from this broker's metadata) and sends one
WriteTxnMarkers v2 per leader (TransactionVersion: the transaction's client version, so that a
leader checks a transactions v2 marker's bumped epoch, KIP-1228), over the inter-broker connection this broker keeps to it (the same
`KafkaConnection` replica fetchers use). Per partition, as Kafka:

- NONE: the marker is written; the partition leaves the transaction;
- a partition of a deleted topic leaves the transaction without a marker;
- no live leader, NOT_LEADER_OR_FOLLOWER, UNKNOWN_TOPIC_OR_PARTITION, NOT_ENOUGH_REPLICAS(_AFTER_
  APPEND), REQUEST_TIMED_OUT, KAFKA_STORAGE_ERROR, a dropped connection: retried next round;
- INVALID_PRODUCER_EPOCH or TRANSACTION_COORDINATOR_FENCED: a newer producer or coordinator
  owns the transaction: the job stops, the transaction stays as it is here;
- UNSUPPORTED_FOR_MESSAGE_FORMAT: the partition leaves the transaction (no marker possible).

Once no partition is left, the Complete state is written; a failed write is retried unless this
broker is no longer the coordinator (its successor resends the markers after loading). The job
also stops when the `__transaction_state` partition moves away.
"""

from __future__ import annotations

import asyncio
import logging

from kafkasim.broker.transaction.metadata import TransactionMetadata, TxnState
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.write_txn_markers import (
    WritableTxnMarker,
    WritableTxnMarkerTopic,
    WriteTxnMarkersRequest,
)

log = logging.getLogger("kafkasim.transactions")

WRITE_TXN_MARKERS_VERSION = 2
RETRY_BACKOFF = 0.05  # seconds between rounds while markers are missing
REQUEST_TIMEOUT = 30.0

_DONE = (ErrorCode.NONE, ErrorCode.UNSUPPORTED_FOR_MESSAGE_FORMAT)
_FENCED = (ErrorCode.INVALID_PRODUCER_EPOCH, ErrorCode.TRANSACTION_COORDINATOR_FENCED)


class MarkerChannel:
    def __init__(self, broker, state):
        self.broker = broker
        self.state = state
        self._connections: dict[int, KafkaConnection] = {}
        self._endpoints: dict[int, tuple[str, int]] = {}
        self._closing: set[asyncio.Task] = set()
        self._connecting: dict[int, asyncio.Task] = {}
        self._jobs: dict[str, asyncio.Task] = {}

    async def stop(self) -> None:
        tasks = list(self._jobs.values()) + list(self._connecting.values()) + list(self._closing)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._jobs.clear()
        for connection in list(self._connections.values()):
            await connection.close()
        self._connections.clear()

    def in_flight(self, transactional_id: str) -> bool:
        job = self._jobs.get(transactional_id)
        return job is not None and not job.done()

    def send(self, metadata: TransactionMetadata, coordinator_epoch: int) -> None:
        """Start writing the markers of `metadata` (in PrepareCommit or PrepareAbort), unless a
        job already does."""
        if self.in_flight(metadata.transactional_id):
            return
        task = asyncio.get_running_loop().create_task(self._job(metadata, coordinator_epoch))
        self._jobs[metadata.transactional_id] = task
        task.add_done_callback(lambda _t, tid=metadata.transactional_id: self._forget(tid, _t))

    def _forget(self, transactional_id: str, task: asyncio.Task) -> None:
        if self._jobs.get(transactional_id) is task:
            del self._jobs[transactional_id]
        if not task.cancelled() and task.exception() is not None:
            log.error("markers of %s failed", transactional_id, exc_info=task.exception())

    def _current(self, metadata: TransactionMetadata, coordinator_epoch: int,
                 producer_epoch: int) -> bool:
        """Whether the job still speaks for the transaction."""
        error, _, now = self.state.get(metadata.transactional_id)
        return (error == ErrorCode.NONE and now is metadata
                and self.state.owns(metadata.transactional_id, coordinator_epoch)
                and metadata.producer_epoch == producer_epoch
                and metadata.state in (TxnState.PREPARE_COMMIT, TxnState.PREPARE_ABORT))

    async def _job(self, metadata: TransactionMetadata, coordinator_epoch: int) -> None:
        commit = metadata.state == TxnState.PREPARE_COMMIT
        producer_epoch = metadata.producer_epoch
        while metadata.partitions:
            if not self._current(metadata, coordinator_epoch, producer_epoch):
                return
            by_leader: dict[int, list[tuple[str, int]]] = {}
            image = self.broker.metadata
            for topic, partition in sorted(metadata.partitions):
                info = image.partition(topic, partition)
                if info is None:
                    metadata.partitions.discard((topic, partition))  # the topic was deleted
                elif info.leader >= 0 and image.is_alive(info.leader):
                    by_leader.setdefault(info.leader, []).append((topic, partition))
            results = await asyncio.gather(*(
                self._send(leader, metadata, coordinator_epoch, commit, partitions)
                for leader, partitions in by_leader.items()))
            if not self._current(metadata, coordinator_epoch, producer_epoch):
                return
            for errors in results:
                for topic_partition, error in errors.items():
                    if error in _DONE:
                        metadata.partitions.discard(topic_partition)
                    elif error in _FENCED:
                        log.warning("markers of %s stop: %s for %s", metadata.transactional_id,
                                    ErrorCode(error).name, topic_partition)
                        return
            if metadata.partitions:
                await asyncio.sleep(RETRY_BACKOFF)  # wait point: leaders move, brokers return
        await self._complete(metadata, coordinator_epoch, producer_epoch)

    async def _complete(self, metadata: TransactionMetadata, coordinator_epoch: int,
                        producer_epoch: int) -> None:
        while self._current(metadata, coordinator_epoch, producer_epoch):
            if metadata.pending_in_progress:
                await asyncio.sleep(RETRY_BACKOFF)
                continue
            transit = metadata.prepare_complete(self.broker.clock.wall_ms())
            error = await self.state.write(metadata, coordinator_epoch, transit)
            if error in (ErrorCode.NONE, ErrorCode.NOT_COORDINATOR):
                return
            await asyncio.sleep(RETRY_BACKOFF)

    async def _send(self, leader: int, metadata: TransactionMetadata, coordinator_epoch: int,
                    commit: bool, partitions: list[tuple[str, int]]) -> dict:
        """One WriteTxnMarkers to `leader`: {(topic, partition): error}; every partition gets
        NOT_LEADER_OR_FOLLOWER (retried) when the request fails as a whole."""
        topics: dict[str, list[int]] = {}
        for topic, partition in partitions:
            topics.setdefault(topic, []).append(partition)
        request = WriteTxnMarkersRequest(markers=[WritableTxnMarker(
            producer_id=metadata.producer_id, producer_epoch=metadata.producer_epoch,
            transaction_result=commit, coordinator_epoch=coordinator_epoch,
            transaction_version=metadata.client_transaction_version,
            topics=[WritableTxnMarkerTopic(name=name, partition_indexes=indexes)
                    for name, indexes in topics.items()])])
        errors = dict.fromkeys(partitions, ErrorCode.NOT_LEADER_OR_FOLLOWER)
        try:
            connection = await self._connection(leader)
            async with asyncio.timeout(REQUEST_TIMEOUT):
                # wait point: the leader writes the markers (acks=all on its side)
                response = await connection.send(request, WRITE_TXN_MARKERS_VERSION)
        except (OSError, TimeoutError, ConnectionError) as failure:
            log.info("WriteTxnMarkers to broker %d failed: %s", leader, failure)
            self._drop(leader)
            return errors
        for marker in response.markers:
            if marker.producer_id != metadata.producer_id:
                continue
            for topic in marker.topics:
                for result in topic.partitions:
                    key = (topic.name, result.partition_index)
                    if key in errors:
                        errors[key] = result.error_code
        return errors

    def _endpoint(self, node_id: int) -> tuple[str, int]:
        """The leader's inter-broker endpoint (the listener replica fetchers use)."""
        info = self.broker.metadata.brokers[node_id]
        return info.endpoint(getattr(self.broker, "replication_listener", None))

    async def _connection(self, node_id: int) -> KafkaConnection:
        connection = self._connections.get(node_id)
        if connection is not None and (connection.closed
                                       or self._endpoints.get(node_id) != self._endpoint(node_id)):
            self._drop(node_id)  # closed, or the broker came back on another port
            connection = None
        if connection is not None:
            return connection
        attempt = self._connecting.get(node_id)
        if attempt is None or attempt.done():
            attempt = asyncio.get_running_loop().create_task(self._connect(node_id))
            self._connecting[node_id] = attempt
        return await asyncio.shield(attempt)

    async def _connect(self, node_id: int) -> KafkaConnection:
        endpoint = self._endpoint(node_id)
        connection = await KafkaConnection.connect(
            *endpoint, client_id=f"broker-{self.broker.node_id}-txn-markers",
            **getattr(self.broker, "connect_options", {}))
        self._connections[node_id] = connection
        self._endpoints[node_id] = endpoint
        return connection

    def _drop(self, node_id: int) -> None:
        connection = self._connections.pop(node_id, None)
        if connection is not None:
            task = asyncio.get_running_loop().create_task(connection.close())
            self._closing.add(task)
            task.add_done_callback(self._closing.discard)

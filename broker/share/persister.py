"""The share-group state persister (Kafka's DefaultStatePersister): how a partition leader and the
group coordinator reach the share coordinators, over the wire.

A share partition's coordinator is the leader of its `__share_group_state` partition, found in
this broker's metadata (the topic is created on first use: until it exists, or while its
partition has no leader, the answer is COORDINATOR_NOT_AVAILABLE and the caller retries). Each
call sends one request (InitializeShareGroupState, ReadShareGroupState, WriteShareGroupState,
DeleteShareGroupState or ReadShareGroupStateSummary) for one share partition to that broker,
on one connection per broker; a connection that fails is dropped and the call answers
NETWORK_EXCEPTION. As Kafka's persister (PersisterStateManager), a call answered NOT_COORDINATOR,
COORDINATOR_NOT_AVAILABLE, COORDINATOR_LOAD_IN_PROGRESS, or that found no coordinator or lost
its connection, is tried up to 5 times, with an exponential backoff between tries (1 s, then
doubling up to 30 s, each +-20%): about 15 s in all, longer than it takes the controller to
fence a killed broker and move the state partition's leadership. A shorter retry gives up while
the dead broker still leads the state partition, and the leader then keeps a lock expiry that
no share coordinator has.
"""

from __future__ import annotations

import asyncio
import logging
import random
import uuid
from collections.abc import Iterable

from kafkasim.broker.share.coordinator import StateAnswer
from kafkasim.broker.share.records import SharePartitionKey, ShareState, StateBatch
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages import (
    delete_share_group_state,
    initialize_share_group_state,
    list_offsets,
    read_share_group_state,
    read_share_group_state_summary,
    write_share_group_state,
)

log = logging.getLogger("kafkasim.share")

_RETRIABLE = (ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_NOT_AVAILABLE,
              ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, ErrorCode.NETWORK_EXCEPTION,
              ErrorCode.REQUEST_TIMED_OUT)
ATTEMPTS = 5
BACKOFF_S = 1.0  # before the second try; doubled for each try after, up to BACKOFF_MAX_S
BACKOFF_MAX_S = 30.0
BACKOFF_JITTER = 0.2


def backoff(attempt: int) -> float:
    """Seconds to wait before try number `attempt` (1 is the second try)."""
    wait = min(BACKOFF_S * 2 ** (attempt - 1), BACKOFF_MAX_S)
    return wait * random.uniform(1 - BACKOFF_JITTER, 1 + BACKOFF_JITTER)


class StatePersister:
    """One per broker; see the module docstring."""

    def __init__(self, broker, coordinator) -> None:
        self.broker = broker
        self.coordinator = coordinator  # this broker's share coordinator: where topics are made
        self._connections: dict[int, KafkaConnection] = {}

    async def close(self) -> None:
        connections = list(self._connections.values())
        self._connections.clear()
        await asyncio.gather(*(c.close() for c in connections), return_exceptions=True)

    # -- the calls ----------------------------------------------------------------------------

    async def initialize(self, group_id: str, state_epoch: int,
                         partitions: dict[uuid.UUID, dict[int, int]]) -> bool:
        """Initialize each topic id -> partition -> start offset; True when every one
        succeeded (the group coordinator retries later otherwise)."""
        ok = True
        for topic_id, offsets in partitions.items():
            for partition, start_offset in offsets.items():
                key = SharePartitionKey(group_id, topic_id, partition)
                request = initialize_share_group_state.InitializeShareGroupStateRequest(
                    group_id=group_id, topics=[initialize_share_group_state.InitializeStateData(
                        topic_id=topic_id, partitions=[initialize_share_group_state.PartitionData(
                            partition=partition, state_epoch=state_epoch,
                            start_offset=start_offset)])])
                answer = await self._call(key, request, _plain)
                if answer.error:
                    log.info("initializing %s failed: %s", key.coordinator_key(),
                             answer.error.name)
                    ok = False
        return ok

    async def read(self, key: SharePartitionKey, leader_epoch: int) -> StateAnswer:
        request = read_share_group_state.ReadShareGroupStateRequest(
            group_id=key.group_id, topics=[read_share_group_state.ReadStateData(
                topic_id=key.topic_id, partitions=[read_share_group_state.PartitionData(
                    partition=key.partition, leader_epoch=leader_epoch)])])

        def state_of(response):
            result = response.results[0].partitions[0]
            if result.error_code:
                return result.error_code, result.error_message, None
            return ErrorCode.NONE, None, ShareState(
                result.state_epoch, leader_epoch, result.start_offset,
                tuple(StateBatch(b.first_offset, b.last_offset, b.delivery_state,
                                 b.delivery_count) for b in result.state_batches))

        return await self._call(key, request, state_of)

    async def write(self, key: SharePartitionKey, state_epoch: int, leader_epoch: int,
                    start_offset: int, batches: list[StateBatch],
                    delivery_complete_count: int = -1) -> StateAnswer:
        request = write_share_group_state.WriteShareGroupStateRequest(
            group_id=key.group_id, topics=[write_share_group_state.WriteStateData(
                topic_id=key.topic_id, partitions=[write_share_group_state.PartitionData(
                    partition=key.partition, state_epoch=state_epoch,
                    leader_epoch=leader_epoch, start_offset=start_offset,
                    delivery_complete_count=delivery_complete_count,
                    state_batches=[write_share_group_state.StateBatch(
                        first_offset=b.first_offset, last_offset=b.last_offset,
                        delivery_state=b.delivery_state, delivery_count=b.delivery_count)
                        for b in batches])])])
        return await self._call(key, request, _plain)

    async def delete(self, key: tuple[str, uuid.UUID, int]) -> StateAnswer:
        key = SharePartitionKey(*key)
        request = delete_share_group_state.DeleteShareGroupStateRequest(
            group_id=key.group_id, topics=[delete_share_group_state.DeleteStateData(
                topic_id=key.topic_id, partitions=[delete_share_group_state.PartitionData(
                    partition=key.partition)])])
        return await self._call(key, request, _plain)

    async def delete_group(self, group_id: str, partitions: dict[uuid.UUID, Iterable[int]]
                           ) -> tuple[ErrorCode, str | None]:
        """Delete the share state of the group's `partitions` (topic id -> partitions), as
        the group coordinator does before DeleteGroups removes a share group (Kafka's
        persister.deleteState): NONE when every partition's state is gone, else the first
        error and its message."""
        keys = [(group_id, topic_id, partition)
                for topic_id, indexes in partitions.items() for partition in sorted(indexes)]
        # wait point: every share coordinator's answer
        answers = await asyncio.gather(*(self.delete(key) for key in keys))
        failed = next((answer for answer in answers if answer.error), None)
        return (ErrorCode.NONE, None) if failed is None else (failed.error, failed.message)

    async def read_summary(self, key: tuple[str, uuid.UUID, int],
                           leader_epoch: int = -1) -> StateAnswer:
        """The start offset and epochs (ReadShareGroupStateSummary); the answer's state has no
        batches. `key`: (group id, topic id, partition)."""
        key = SharePartitionKey(*key)
        request = read_share_group_state_summary.ReadShareGroupStateSummaryRequest(
            group_id=key.group_id, topics=[read_share_group_state_summary.ReadStateSummaryData(
                topic_id=key.topic_id, partitions=[read_share_group_state_summary.PartitionData(
                    partition=key.partition, leader_epoch=leader_epoch)])])

        def summary_of(response):
            result = response.results[0].partitions[0]
            if result.error_code:
                return result.error_code, result.error_message, None
            return ErrorCode.NONE, None, ShareState(
                result.state_epoch, result.leader_epoch, result.start_offset, (),
                delivery_complete_count=result.delivery_complete_count)

        return await self._call(key, request, summary_of)

    async def latest_offset(self, topic: str, partition: int) -> int | None:
        """The partition's high watermark, from its leader (ListOffsets latest); None when it
        cannot be had."""
        metadata = self.broker.metadata
        info = metadata.partition(topic, partition)
        if info is None or info.leader < 0 or info.leader not in metadata.brokers:
            return None
        if info.leader == self.broker.node_id:
            local = self.broker.replica_manager.get_partition(topic, partition)
            return local.high_watermark if local is not None and local.is_leader else None
        request = list_offsets.ListOffsetsRequest(
            replica_id=-1, isolation_level=0, timeout_ms=5000, topics=[
                list_offsets.ListOffsetsTopic(name=topic, partitions=[
                    list_offsets.ListOffsetsPartition(partition_index=partition,
                                                      current_leader_epoch=-1,
                                                      timestamp=-1)])])
        try:
            response = await self._send(info.leader, request, version=7)
        except (OSError, TimeoutError, ConnectionError):
            self._drop(info.leader)
            return None
        answer = response.topics[0].partitions[0]
        return None if answer.error_code else answer.offset

    # -- the wire -----------------------------------------------------------------------------

    async def _call(self, key: SharePartitionKey, request, result_of) -> StateAnswer:
        error = ErrorCode.COORDINATOR_NOT_AVAILABLE
        message = None
        for attempt in range(ATTEMPTS):
            if attempt:
                await asyncio.sleep(backoff(attempt))  # wait point: the persister's backoff
            node_id = self._coordinator_of(key)
            if node_id is None:
                error = ErrorCode.COORDINATOR_NOT_AVAILABLE
                continue
            try:
                response = await self._send(node_id, request)
            except (OSError, TimeoutError, ConnectionError) as failed:
                log.debug("share state call to broker %d failed: %s", node_id, failed)
                self._drop(node_id)
                error = ErrorCode.NETWORK_EXCEPTION
                continue
            code, message, state = result_of(response)
            error = ErrorCode(code)
            if error in _RETRIABLE:
                continue
            return StateAnswer(error, message, state)
        return StateAnswer(error, message)

    def _coordinator_of(self, key: SharePartitionKey) -> int | None:
        """The node id of the key's share coordinator, or None while there is none (a missing
        `__share_group_state` is then requested)."""
        _, node = self.coordinator.coordinator_node(key)
        return None if node is None else node.node_id

    async def _send(self, node_id: int, request, version: int | None = None):
        connection = self._connections.get(node_id)
        if connection is None or connection.closed:
            info = self.broker.metadata.brokers[node_id]
            connection = await KafkaConnection.connect(
                info.host, info.port, client_id=f"broker-{self.broker.node_id}-share-persister",
                **getattr(self.broker, "connect_options", {}))
            self._connections[node_id] = connection
        timeout = self.broker.config.get_int("request.timeout.ms") / 1000
        version = request.MAX_VERSION if version is None else version
        sending = asyncio.ensure_future(connection.send(request, version))
        # The wait point: the share coordinator's answer.
        done, _ = await asyncio.wait((sending,), timeout=timeout)
        if not done:
            sending.cancel()
            raise TimeoutError(f"no answer within {timeout} s")
        return sending.result()

    def _drop(self, node_id: int) -> None:
        connection = self._connections.pop(node_id, None)
        if connection is not None:
            asyncio.get_running_loop().create_task(connection.close())


def _plain(response) -> tuple[int, str | None, None]:
    """The error of a one-partition answer that carries no state."""
    result = response.results[0].partitions[0]
    return result.error_code, result.error_message, None

"""The share coordinator of one broker (Kafka's ShareCoordinatorService and ShareCoordinatorShard):
the durable state of share partitions, in `__share_group_state`.

Share partition `group:topicId:partition` belongs to partition
`abs(hashCode(key)) % share.coordinator.state.topic.num.partitions` of `__share_group_state`
(FindCoordinator key type 2); the leader of that partition is its share coordinator. The topic is
created on first use (compacted, `share.coordinator.state.topic.replication.factor` replicas
capped by the live brokers, `min.insync.replicas` = `share.coordinator.state.topic.min.isr`
capped likewise); until it exists, lookups answer COORDINATOR_NOT_AVAILABLE.

Leadership arrives with metadata. A partition newly led is loaded by replaying its records
(snapshots replace a share partition's state, updates merge into it, tombstones delete it); a
partition no longer led is forgotten. Every change is written (acks=all) before it is answered,
as a ShareUpdate record, or a ShareSnapshot every
`share.coordinator.snapshot.update.records.per.snapshot` updates.

The operations (InitializeShareGroupState, ReadShareGroupState, WriteShareGroupState,
DeleteShareGroupState, ReadShareGroupStateSummary) answer per share partition:
NOT_COORDINATOR where this broker does not lead its state partition, FENCED_STATE_EPOCH for a
write or an initialization at an older state epoch, FENCED_LEADER_EPOCH for a read or write of
an older partition leader, UNKNOWN_TOPIC_OR_PARTITION for a share partition never initialized.
A read at a newer leader epoch records that epoch (Kafka's readStateAndMaybeUpdateLeaderEpoch),
which fences the older leader.

Wait points: the append to `__share_group_state` reaching its ISR. A share
partition's operations go one at a time, each from the state the one before it left (Kafka's
coordinator runtime runs a shard's writes in order on its latest state): a leader's write that
waited on the ISR beside a newer leader's read cannot put back a state the read had fenced.
"""

from __future__ import annotations

import asyncio
import logging
import struct
import time
from collections import defaultdict
from dataclasses import replace
from typing import NamedTuple

from kafkasim.broker.controller.internal_topics import InternalTopic, internal_topic_request
from kafkasim.broker.group.offsets import coordinator_append_error
from kafkasim.broker.metadata.coordinator_keys import coordinator_partition
from kafkasim.broker.share.records import (
    SNAPSHOT,
    UPDATE,
    SharePartitionKey,
    ShareState,
    StateBatch,
    decode,
    encode_key,
    encode_value,
)
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_topics import CreateTopicsRequest
from kafkasim.protocol.records import (
    build_batch,
    parse_header,
)

log = logging.getLogger("kafkasim.share")

SHARE_STATE_TOPIC = "__share_group_state"


class StateAnswer(NamedTuple):
    """One share partition's answer: an error (NONE) with its message, and the state read."""

    error: ErrorCode
    message: str | None = None
    state: ShareState | None = None


async def answer_each_partition(request, topic_result, answer) -> list:
    """The results of a share state API (Initialize, Read, Write, Delete and
    ReadShareGroupStateSummary): `await answer(key, data)` for each requested partition, in
    request order, grouped by topic in `topic_result(topic_id=..., partitions=...)`."""
    results = []
    for topic in request.topics:
        partitions = []
        for data in topic.partitions:
            key = SharePartitionKey(request.group_id, topic.topic_id, data.partition)
            partitions.append(await answer(key, data))
        results.append(topic_result(topic_id=topic.topic_id, partitions=partitions))
    return results


def _now_ms() -> int:
    return int(time.time() * 1000)


class ShareCoordinator:
    """The share partitions' state of the `__share_group_state` partitions this broker leads."""

    def __init__(self, broker) -> None:
        self.broker = broker
        config = broker.config
        self.partition_count = config.get_int("share.coordinator.state.topic.num.partitions")
        self.updates_per_snapshot = config.get_int(
            "share.coordinator.snapshot.update.records.per.snapshot")
        self.write_timeout_ms = config.get_int("share.coordinator.write.timeout.ms")
        # state partition -> share partition key -> state, for the partitions this broker leads
        self.states: dict[int, dict[SharePartitionKey, ShareState]] = {}
        self.loaded_epochs: dict[int, int] = {}
        # One operation at a time per share partition (see the module docstring).
        self._in_order: defaultdict[SharePartitionKey, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._running = False
        self._tasks: set[asyncio.Task] = set()
        self.topic = InternalTopic(broker, SHARE_STATE_TOPIC, self.creation_request)

    # -- lifecycle and leadership --------------------------------------------------------------

    async def start(self) -> None:
        self._running = True
        self.refresh()
        if getattr(self.broker, "controller_channel", None) is not None:
            self._spawn(self.broker.controller_channel.follow_metadata(self.refresh))

    async def stop(self) -> None:
        self._running = False
        await self.topic.stop()
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.states.clear()
        self.loaded_epochs.clear()

    def _spawn(self, coroutine) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def partition_for(self, key: SharePartitionKey) -> int:
        return coordinator_partition(key.coordinator_key(), self.partition_count)

    def refresh(self) -> None:
        """Load the state partitions newly led here, forget those no longer led."""
        if not self._running:
            return
        led = self.topic.led_partitions()
        for partition in [p for p, e in self.loaded_epochs.items() if led.get(p) != e]:
            self.loaded_epochs.pop(partition, None)
            self.states.pop(partition, None)
        for partition, epoch in led.items():
            if partition not in self.loaded_epochs:
                self._load(partition, epoch)

    def _load(self, partition: int, leader_epoch: int) -> None:
        states: dict[SharePartitionKey, ShareState] = {}
        skipped = 0
        for key, value in self.topic.records(partition):
            try:
                record = decode(key, value)
            except (struct.error, ValueError, IndexError):
                skipped += 1
                continue
            if record is None:
                continue
            if record.state is None:
                states.pop(record.key, None)
            elif record.kind == SNAPSHOT:
                states[record.key] = record.state
            else:
                current = states.get(record.key)
                if current is not None:
                    update = record.state
                    states[record.key] = replace(
                        current.merged(update.start_offset, update.leader_epoch,
                                       list(update.batches)),
                        snapshot_epoch=update.snapshot_epoch, updates=current.updates + 1)
        if skipped:
            log.warning("skipped %d records of %s-%d that do not decode", skipped,
                        SHARE_STATE_TOPIC, partition)
        self.states[partition] = states
        self.loaded_epochs[partition] = leader_epoch
        log.info("broker %d coordinates %d share partitions of %s-%d", self.broker.node_id,
                 len(states), SHARE_STATE_TOPIC, partition)

    # -- lookups ------------------------------------------------------------------------------

    def coordinator_node(self, key: SharePartitionKey):
        """FindCoordinator key type 2: (NONE, the live leader of the key's state partition), or
        (COORDINATOR_NOT_AVAILABLE, None); see `InternalTopic.coordinator_node`."""
        return self.topic.coordinator_node(self.partition_for(key))

    def creation_request(self) -> CreateTopicsRequest:
        config = self.broker.config
        live = max(len(self.broker.metadata.live_brokers()), 1)
        replication_factor = min(
            config.get_int("share.coordinator.state.topic.replication.factor"), live)
        configs = {
            "cleanup.policy": "compact",
            "compression.type": "producer",
            "min.insync.replicas": str(min(
                config.get_int("share.coordinator.state.topic.min.isr"), replication_factor)),
            "segment.bytes": config.get("share.coordinator.state.topic.segment.bytes"),
        }
        return internal_topic_request(SHARE_STATE_TOPIC, self.partition_count,
                                      replication_factor, configs)

    def _owned(self, key: SharePartitionKey) -> tuple[int, dict | None]:
        partition = self.partition_for(key)
        return partition, self.states.get(partition)

    def _stored(self, key: SharePartitionKey) -> tuple[int, ShareState] | StateAnswer:
        """The key's state partition and stored state; or the answer for a key whose state
        partition this broker does not lead (NOT_COORDINATOR) or whose state was never
        initialized (UNKNOWN_TOPIC_OR_PARTITION)."""
        partition, states = self._owned(key)
        if states is None:
            return StateAnswer(ErrorCode.NOT_COORDINATOR)
        state = states.get(key)
        if state is None:
            return StateAnswer(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                               f"The share group state for {key.coordinator_key()} is not "
                               "initialized.")
        return partition, state

    # -- the operations -----------------------------------------------------------------------

    async def initialize(self, key: SharePartitionKey, state_epoch: int,
                         start_offset: int) -> StateAnswer:
        """InitializeShareGroupState: a fresh state at `state_epoch` from `start_offset` (-1:
        the partition leader resolves share.auto.offset.reset)."""
        async with self._in_order[key]:  # wait point: the earlier operations on key
            partition, states = self._owned(key)
            if states is None:
                return StateAnswer(ErrorCode.NOT_COORDINATOR)
            current = states.get(key)
            if current is not None and current.state_epoch > state_epoch:
                return StateAnswer(ErrorCode.FENCED_STATE_EPOCH,
                                   f"Initialize request state epoch {state_epoch} is smaller than "
                                   f"the last recorded {current.state_epoch}.")
            now = _now_ms()
            state = ShareState(state_epoch, -1, start_offset, (), 0, -1, now, now)
            return await self._write(partition, key, SNAPSHOT, state)

    def read(self, key: SharePartitionKey, leader_epoch: int) -> StateAnswer:
        """The stored state (ReadShareGroupState without the leader epoch update, which
        `read_and_fence` adds)."""
        stored = self._stored(key)
        if isinstance(stored, StateAnswer):
            return stored
        _, state = stored
        if leader_epoch != -1 and leader_epoch < state.leader_epoch:
            return StateAnswer(ErrorCode.FENCED_LEADER_EPOCH,
                               f"Read request leader epoch {leader_epoch} is smaller than the "
                               f"last recorded {state.leader_epoch}.")
        return StateAnswer(ErrorCode.NONE, None, state)

    async def read_and_fence(self, key: SharePartitionKey, leader_epoch: int) -> StateAnswer:
        """ReadShareGroupState: the state, recording a newer leader epoch first."""
        async with self._in_order[key]:  # wait point: the earlier operations on key
            answer = self.read(key, leader_epoch)
            if answer.error or leader_epoch <= answer.state.leader_epoch:
                return answer
            partition = self.partition_for(key)
            written = await self._write(partition, key, UPDATE,
                                        answer.state.merged(-1, leader_epoch, []))
            return written

    async def write(self, key: SharePartitionKey, state_epoch: int, leader_epoch: int,
                    start_offset: int, batches: list[StateBatch],
                    delivery_complete_count: int = -1) -> StateAnswer:
        """WriteShareGroupState: merge the leader's changes into the state."""
        async with self._in_order[key]:  # wait point: the earlier operations on key
            stored = self._stored(key)
            if isinstance(stored, StateAnswer):
                return stored
            partition, state = stored
            if state_epoch < state.state_epoch:
                return StateAnswer(ErrorCode.FENCED_STATE_EPOCH,
                                   f"Write request state epoch {state_epoch} is smaller than the "
                                   f"last recorded {state.state_epoch}.")
            if leader_epoch != -1 and leader_epoch < state.leader_epoch:
                return StateAnswer(ErrorCode.FENCED_LEADER_EPOCH,
                                   f"Write request leader epoch {leader_epoch} is smaller than the "
                                   f"last recorded {state.leader_epoch}.")
            updated = replace(state.merged(start_offset, leader_epoch, batches),
                              delivery_complete_count=delivery_complete_count,
                              write_timestamp_ms=_now_ms())
            kind = UPDATE
            if state.updates + 1 >= self.updates_per_snapshot:
                kind = SNAPSHOT
                updated = replace(updated, snapshot_epoch=state.snapshot_epoch + 1, updates=0)
            else:
                updated = replace(updated, updates=state.updates + 1)
            return await self._write(partition, key, kind, updated)

    async def delete(self, key: SharePartitionKey) -> StateAnswer:
        async with self._in_order[key]:  # wait point: the earlier operations on key
            partition, states = self._owned(key)
            if states is None:
                return StateAnswer(ErrorCode.NOT_COORDINATOR)
            if key not in states:
                return StateAnswer(ErrorCode.NONE)
            return await self._write(partition, key, SNAPSHOT, None)

    # -- writing ------------------------------------------------------------------------------

    async def _write(self, partition: int, key: SharePartitionKey, kind: int,
                     state: ShareState | None) -> StateAnswer:
        """Append the record (a tombstone for None) and adopt `state` once the ISR has it."""
        epoch = self.loaded_epochs.get(partition)
        local, error = self.broker.replica_manager.leader_partition(
            SHARE_STATE_TOPIC, partition, -1 if epoch is None else epoch)
        if error == ErrorCode.NONE and len(local.isr) < local.effective_min_insync_replicas:
            error = ErrorCode.NOT_ENOUGH_REPLICAS
        if error != ErrorCode.NONE:
            return StateAnswer(_append_error(error))
        value = None if state is None else encode_value(kind, state)
        batch = build_batch([(encode_key(kind, key), value, [], None)])
        appended = local.log.append_as_leader(memoryview(batch), parse_header(batch),
                                              local.leader_epoch, from_client=False)
        local.maybe_increment_high_watermark()
        local.notify_data_waiters()
        future = local.wait_for_high_watermark(appended.last_offset + 1)
        # wait point: the ISR has the record. Not wait_for (it can swallow a cancellation).
        done, _ = await asyncio.wait((future,), timeout=self.write_timeout_ms / 1000)
        if not done:
            future.cancel()
            return StateAnswer(ErrorCode.REQUEST_TIMED_OUT)
        error = _append_error(future.result())
        if error:
            return StateAnswer(error)
        states = self.states.get(partition)
        if states is None or self.loaded_epochs.get(partition) != epoch:
            return StateAnswer(ErrorCode.NOT_COORDINATOR)
        if state is None:
            states.pop(key, None)
        else:
            states[key] = state
        return StateAnswer(ErrorCode.NONE, None, state)


def _append_error(error: int) -> ErrorCode:
    common = coordinator_append_error(error)
    return ErrorCode.UNKNOWN_SERVER_ERROR if common is None else common

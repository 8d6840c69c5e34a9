"""Where groups live: the `__consumer_offsets` topic and its partition leaders.

Kafka places group `g` in partition `abs(hashCode(g)) % offsets.topic.num.partitions` of
`__consumer_offsets` (see `group_state.offsets_partition_for`); the leader of that partition
is the group's coordinator. FindCoordinator asks `OffsetsTopic.coordinator_node`; while the topic
does not exist it answers COORDINATOR_NOT_AVAILABLE and has the controller create it (Kafka's
auto topic creation on the first FindCoordinator), so the client's retry finds a coordinator.
"""

from __future__ import annotations

import asyncio

from kafkasim.broker.controller.internal_topics import (
    create_internal_topic,
    internal_topic_request,
)
from kafkasim.broker.group.offsets import OFFSETS_TOPIC
from kafkasim.broker.metadata.image import BrokerInfo
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_topics import (
    CreateTopicsRequest,
)


class OffsetsTopic:
    """Finds coordinators in this broker's metadata and creates `__consumer_offsets` on demand."""

    def __init__(self, broker, partition_count: int):
        self.broker = broker
        self.partition_count = partition_count
        self._creation: asyncio.Task | None = None

    async def stop(self) -> None:
        if self._creation is not None:
            self._creation.cancel()
            await asyncio.gather(self._creation, return_exceptions=True)
            self._creation = None

    def coordinator_node(self, partition: int) -> tuple[ErrorCode, BrokerInfo | None]:
        """(NONE, the live leader of `__consumer_offsets` partition `partition`), or
        (COORDINATOR_NOT_AVAILABLE, None) when the topic is missing (its creation is then
        requested) or the partition has no live leader."""
        metadata = self.broker.metadata
        topic = metadata.topics.get(OFFSETS_TOPIC)
        if topic is None:
            self._request_creation()
            return ErrorCode.COORDINATOR_NOT_AVAILABLE, None
        info = topic.partitions.get(partition)
        if info is None or info.leader < 0 or not metadata.is_alive(info.leader):
            return ErrorCode.COORDINATOR_NOT_AVAILABLE, None
        return ErrorCode.NONE, metadata.brokers[info.leader]

    def _request_creation(self) -> None:
        channel = getattr(self.broker, "controller_channel", None)
        if channel is None or (self._creation is not None and not self._creation.done()):
            return
        self._creation = asyncio.get_running_loop().create_task(self._create(channel))

    def creation_request(self) -> CreateTopicsRequest:
        """The CreateTopics for `__consumer_offsets`: `offsets.topic.num.partitions` partitions,
        compacted, replication factor `offsets.topic.replication.factor` capped by the live
        brokers (Kafka would refuse to create it on a smaller cluster and leave groups without a
        coordinator; a one-broker simulator should still work)."""
        config = self.broker.config
        live = max(len(self.broker.metadata.live_brokers()), 1)
        replication_factor = min(config.get_int("offsets.topic.replication.factor"), live)
        configs = {
            "cleanup.policy": "compact",
            "compression.type": "producer",
            "segment.bytes": config.get("offsets.topic.segment.bytes"),
        }
        return internal_topic_request(OFFSETS_TOPIC, self.partition_count,
                                      replication_factor, configs)

    async def _create(self, channel) -> None:
        await create_internal_topic(channel, self.creation_request())

"""Where groups live: the `__consumer_offsets` topic and its partition leaders.

Kafka places group `g` in partition `abs(hashCode(g)) % offsets.topic.num.partitions` of
`__consumer_offsets` (see `group_state.offsets_partition_for`); the leader of that partition
is the group's coordinator. FindCoordinator asks `OffsetsTopic.coordinator_node`; while the topic
does not exist it answers COORDINATOR_NOT_AVAILABLE and has the controller create it (Kafka's
auto topic creation on the first FindCoordinator), so the client's retry finds a coordinator.
"""

from __future__ import annotations

import asyncio
import logging

from kafkasim.broker.controller.channel import ControllerUnavailableError
from kafkasim.broker.group.offsets import OFFSETS_TOPIC
from kafkasim.broker.metadata.image import BrokerInfo
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_topics import (
    CreatableTopic,
    CreatableTopicConfig,
    CreateTopicsRequest,
)

log = logging.getLogger("kafkasim.groups")

CREATE_TOPICS_VERSION = 5


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
        return CreateTopicsRequest(timeout_ms=5000, topics=[CreatableTopic(
            name=OFFSETS_TOPIC, num_partitions=self.partition_count,
            replication_factor=replication_factor,
            configs=[CreatableTopicConfig(name=name, value=value)
                     for name, value in configs.items()],
        )])

    async def _create(self, channel) -> None:
        try:
            # wait point: the controller creates the topic (forwarded CreateTopics)
            response = await channel.forward(self.creation_request(), CREATE_TOPICS_VERSION)
        except ControllerUnavailableError as error:
            log.warning("creating %s failed: %s", OFFSETS_TOPIC, error)
            return
        for topic in response.topics:
            if topic.error_code not in (ErrorCode.NONE, ErrorCode.TOPIC_ALREADY_EXISTS):
                log.warning("creating %s failed: %s %s", OFFSETS_TOPIC,
                            ErrorCode(topic.error_code).name, topic.error_message)

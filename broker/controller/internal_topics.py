"""A coordinator's internal topic, as Kafka's coordinators use theirs: the leaders of its
partitions are the coordinators FindCoordinator names, and the topic is created on first use
(`__consumer_offsets` when a group first looks for its coordinator, `__transaction_state` when
a transactional id does, `__share_group_state` when a share partition does). `InternalTopic`
is both, for one topic. The broker forwards a CreateTopics to the controller, one at a time;
TOPIC_ALREADY_EXISTS is success (another broker asked first), any other failure is logged and
asked again on the next lookup."""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from kafkasim.broker.controller.channel import ControllerUnavailableError
from kafkasim.broker.metadata.image import BrokerInfo
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_topics import (
    CreatableTopic,
    CreatableTopicConfig,
    CreateTopicsRequest,
)

log = logging.getLogger("kafkasim.internal_topics")

CREATE_TOPICS_VERSION = 5


def internal_topic_request(name: str, partitions: int, replication_factor: int,
                           configs: dict[str, str]) -> CreateTopicsRequest:
    return CreateTopicsRequest(timeout_ms=5000, topics=[CreatableTopic(
        name=name, num_partitions=partitions, replication_factor=replication_factor,
        configs=[CreatableTopicConfig(name=key, value=value) for key, value in configs.items()],
    )])


async def create_internal_topic(channel, request: CreateTopicsRequest) -> None:
    name = request.topics[0].name
    try:
        # wait point: the controller creates the topic (forwarded CreateTopics)
        response = await channel.forward(request, CREATE_TOPICS_VERSION)
    except ControllerUnavailableError as error:
        log.warning("creating %s failed: %s", name, error)
        return
    for topic in response.topics:
        if topic.error_code not in (ErrorCode.NONE, ErrorCode.TOPIC_ALREADY_EXISTS):
            log.warning("creating %s failed: %s %s", name, ErrorCode(topic.error_code).name,
                        topic.error_message)


class InternalTopic:
    """One coordinator's internal topic `name` as this broker's metadata shows it; created
    through the controller with `creation_request()` (its partitions, replicas and configs)
    when a lookup finds it missing."""

    def __init__(self, broker, name: str,
                 creation_request: Callable[[], CreateTopicsRequest]) -> None:
        self.broker = broker
        self.name = name
        self.creation_request = creation_request
        self._creation: asyncio.Task | None = None

    def coordinator_node(self, partition: int) -> tuple[ErrorCode, BrokerInfo | None]:
        """(NONE, the live leader of partition `partition`), or (COORDINATOR_NOT_AVAILABLE,
        None) while the topic is missing (its creation is then requested) or the partition has
        no live leader."""
        metadata = self.broker.metadata
        topic = metadata.topics.get(self.name)
        if topic is None:
            self.request_creation()
            return ErrorCode.COORDINATOR_NOT_AVAILABLE, None
        info = topic.partitions.get(partition)
        if info is None or info.leader < 0 or not metadata.is_alive(info.leader):
            return ErrorCode.COORDINATOR_NOT_AVAILABLE, None
        return ErrorCode.NONE, metadata.brokers[info.leader]

    def request_creation(self) -> None:
        """Ask the controller for the topic, unless a request is in flight (or this node has no
        controller channel)."""
        channel = getattr(self.broker, "controller_channel", None)
        if channel is None or (self._creation is not None and not self._creation.done()):
            return
        self._creation = asyncio.get_running_loop().create_task(
            create_internal_topic(channel, self.creation_request()))

    async def stop(self) -> None:
        if self._creation is not None:
            self._creation.cancel()
            await asyncio.gather(self._creation, return_exceptions=True)
            self._creation = None

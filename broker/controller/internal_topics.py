"""Creating an internal topic on first use, as Kafka's coordinators do: `__consumer_offsets`
when a group first looks for its coordinator, `__transaction_state` when a transactional id
first does. The broker forwards a CreateTopics to the controller; TOPIC_ALREADY_EXISTS is
success (another broker asked first), any other failure is logged and asked again on the next
lookup."""
from __future__ import annotations

import logging

from kafkasim.broker.controller.channel import ControllerUnavailableError
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

"""A coordinator's internal topic, as Kafka's coordinators use theirs: the leaders of its
partitions are the coordinators FindCoordinator names, and the topic is created on first use
(`__consumer_offsets` when a group first looks for its coordinator, `__transaction_state` when
a transactional id does, `__share_group_state` when a share partition does). `InternalTopic`
is both, for one topic, and what a coordinator loads from it: the partitions this broker leads
and their records. The broker forwards a CreateTopics to the controller, one at a time;
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
from kafkasim.protocol.records import CorruptRecordError, iter_batches, iter_records

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

    def led_partitions(self) -> dict[int, int]:
        """partition -> leader epoch, for the partitions of the topic this broker leads: the
        metadata names it leader and its replica acts as the leader at that epoch. (A
        restarted broker replays old metadata that may name it leader before its replicas
        exist: loading then would find an empty log and answer for state it does not know, as
        Kafka never does, since its coordinators load on the replica's election.)"""
        topic = self.broker.metadata.topics.get(self.name)
        if topic is None:
            return {}
        replicas = self.broker.replica_manager
        led = {}
        for index, info in topic.partitions.items():
            if info.leader != self.broker.node_id:
                continue
            local = replicas.get_partition(self.name, index)
            if local is not None and local.is_leader and local.leader_epoch == info.leader_epoch:
                led[index] = info.leader_epoch
        return led

    def records(self, partition: int):
        """(key, value) bytes of every data record in the local replica of `partition`, in
        offset order, for a coordinator's load; a batch that does not read is logged and
        skipped."""
        local = self.broker.replica_manager.get_partition(self.name, partition)
        if local is None:
            return
        for stored in list(local.log.segments.batches):
            try:
                for header, batch in iter_batches(stored.data):
                    if header.is_control:
                        continue
                    for record in iter_records(batch):
                        yield (None if record.key is None else bytes(record.key),
                               None if record.value is None else bytes(record.value))
            except CorruptRecordError as corrupt:
                log.warning("%s-%d: unreadable batch skipped while loading: %s",
                            self.name, partition, corrupt)

    async def stop(self) -> None:
        if self._creation is not None:
            self._creation.cancel()
            await asyncio.gather(self._creation, return_exceptions=True)
            self._creation = None

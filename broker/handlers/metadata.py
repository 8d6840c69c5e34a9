"""Metadata (key 3), versions 0-13, answered from this broker's metadata image.

Behavior (Kafka's KRaftMetadataCache and KafkaApis.handleTopicMetadataRequest):
- Brokers: the unfenced brokers with host, port and rack. ControllerId: the lowest live broker
  id (in KRaft clients never reach the controller; Kafka names a random live broker, we name
  a fixed one so answers are reproducible). ClusterId from the controller.
- Topics: v0 an empty list means all topics; v1+ null means all, empty means none. v10+ topics
  carry TopicId; v12+ may be requested by TopicId alone (unknown: UNKNOWN_TOPIC_ID); a TopicId
  or a null name in a v10-11 request is an INVALID_REQUEST for every requested topic, and the
  answer carries no brokers, cluster id or controller id (Kafka's error response).
- Partitions: leader, leader epoch (v7+), replicas, ISR, offline replicas (v5+: replicas on
  fenced or unregistered brokers). No leader: LEADER_NOT_AVAILABLE with leader -1. v0 lists
  only live replicas and answers REPLICA_NOT_AVAILABLE when some are missing.
- Unknown topics: UNKNOWN_TOPIC_OR_PARTITION, or, when `auto.create.topics.enable` is true and
  the request allows it (always before v4, AllowAutoTopicCreation from v4), a CreateTopics is
  sent to the controller with `num.partitions` and `default.replication.factor` and the topic
  is answered UNKNOWN_TOPIC_OR_PARTITION until it exists (clients retry), as a KRaft broker
  answers; an illegal name gets INVALID_TOPIC_EXCEPTION. IsInternal for `__consumer_offsets` and `__transaction_state`.
- Authorization (Kafka's handleTopicMetadataRequest): topics the principal may not DESCRIBE
  are left out of all-topics answers; named, they answer TOPIC_AUTHORIZATION_FAILED with no
  id and no partitions, whether they exist or not (asked by id, the id comes back without the
  name). Auto-creation needs CREATE on the cluster or on the topic, else
  TOPIC_AUTHORIZATION_FAILED. The answer lists unknown topic ids, then the described topics,
  then those refused creation, then those refused description.
- Authorized operations (v8+), when requested: per described topic, and (v8-10) for the
  cluster (0 without DESCRIBE on it); every supported operation without an authorizer,
  -2147483648 when not requested.

Versions: v1 racks, controller id, internal flags (KIP-4); v2 cluster id (KIP-78); v3 throttle
time; v4 AllowAutoTopicCreation (KIP-204); v5 offline replicas (KIP-112); v6 same; v7 leader
epochs (KIP-320); v8 authorized operations (KIP-430); v9 flexible (KIP-482); v10 topic ids
(KIP-516); v11 drops cluster authorized operations; v12 topics by id; v13 top-level ErrorCode
(KIP-1102, always NONE here).

Brokers are advertised with the endpoints of the listener the request came in on (with the
network model, each rack's listener `RACK_A`, ... ; broker/network/topology.py), as Kafka does.

Not implemented: LISTENER_NOT_FOUND (every broker opens the same listeners, so it never
arises).
"""

from __future__ import annotations

import asyncio
import logging

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.controller.topics import INTERNAL_TOPICS, topic_name_error
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.acl import ResourceType
from kafkasim.broker.security.authorization import (
    allowed,
    allowed_names,
    api_rules,
    authorized_operations,
)
from kafkasim.protocol.codec import ZERO_UUID
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_topics import CreatableTopic, CreateTopicsRequest
from kafkasim.protocol.messages.metadata import (
    MetadataRequest,
    MetadataResponse,
    MetadataResponseBroker,
    MetadataResponsePartition,
    MetadataResponseTopic,
)

log = logging.getLogger("kafkasim.metadata")

RULES = api_rules("Metadata")
AUTHORIZED_OPERATIONS_OMITTED = -2147483648
CREATE_TOPICS_VERSION = 7
OFFSETS_TOPIC = "__consumer_offsets"


async def handle_metadata(node, context: RequestContext, request: MetadataRequest):
    version = context.api_version
    image = node.metadata
    live = sorted(image.live_brokers(), key=lambda info: info.node_id)
    response = MetadataResponse(
        brokers=[MetadataResponseBroker(node_id=b.node_id, host=host, port=port, rack=b.rack)
                 for b in live for host, port in [b.endpoint(context.listener_name)]],
        cluster_id=image.cluster_id or None,
        controller_id=live[0].node_id if live else -1,
        topics=[],
    )
    if version in (8, 9, 10) and request.include_cluster_authorized_operations:
        response.cluster_authorized_operations = (
            authorized_operations(node, context, ResourceType.CLUSTER)
            if allowed(node, context, RULES.cluster) else 0)
    include_operations = version >= 8 and request.include_topic_authorized_operations

    requested = request.topics
    if requested is not None and 10 <= version <= 11 and any(
            t.name is None or t.topic_id != ZERO_UUID for t in requested):
        # Kafka throws InvalidRequestException: the error response names every topic and
        # nothing else (no brokers, no cluster or controller id). (v10-11 responses cannot
        # carry a null name: an id-only entry is named "".)
        return MetadataResponse(brokers=[], cluster_id=None, controller_id=-1, topics=[
            MetadataResponseTopic(error_code=ErrorCode.INVALID_REQUEST, name=t.name or "",
                                  topic_id=t.topic_id) for t in requested])

    all_topics = requested is None or (version == 0 and not requested)
    if all_topics:
        # Topics the principal may not describe are left out, as if they did not exist.
        visible = allowed_names(node, context, RULES.topic, image.topics)
        response.topics = [_describe(node, topic, version) for topic in image.topics.values()
                           if topic.name in visible]
        _set_operations(node, context, response.topics, include_operations)
        return response

    auto_create = node.config.get_bool("auto.create.topics.enable") and (
        version < 4 or request.allow_auto_topic_creation)
    # Kafka's answer, in its order: unknown topic ids, the topics the principal may describe,
    # those it may not create, those it may not describe (named, never saying whether they
    # exist: no id, no partitions).
    unknown_ids: list[MetadataResponseTopic] = []
    described: list[MetadataResponseTopic] = []
    not_creatable: list[MetadataResponseTopic] = []
    not_describable: list[MetadataResponseTopic] = []
    to_create: list[str] = []
    seen: set = set()
    for wanted in requested:
        if wanted.name is None:
            topic = image.topics_by_id.get(wanted.topic_id)
            if wanted.topic_id in seen:
                continue
            seen.add(wanted.topic_id)
            if topic is None:
                unknown_ids.append(MetadataResponseTopic(
                    error_code=ErrorCode.UNKNOWN_TOPIC_ID, name=None, topic_id=wanted.topic_id))
            elif not allowed(node, context, RULES.topic, topic.name):
                # Topic ids are not secret: the id is answered back, without the name.
                not_describable.append(MetadataResponseTopic(
                    error_code=RULES.topic.error, name=None, topic_id=wanted.topic_id))
            else:
                described.append(_describe(node, topic, version))
            continue
        if wanted.name in seen:
            continue
        seen.add(wanted.name)
        if not allowed(node, context, RULES.topic, wanted.name):
            not_describable.append(MetadataResponseTopic(error_code=RULES.topic.error,
                                                         name=wanted.name))
            continue
        topic = image.topics.get(wanted.name)
        if topic is not None:
            described.append(_describe(node, topic, version))
            continue
        is_internal = wanted.name in INTERNAL_TOPICS
        if auto_create and not (allowed(node, context, RULES.create_cluster)
                                or allowed(node, context, RULES.create_topic, wanted.name)):
            not_creatable.append(MetadataResponseTopic(error_code=RULES.topic.error,
                                                       name=wanted.name,
                                                       is_internal=is_internal))
            continue
        entry = MetadataResponseTopic(name=wanted.name, is_internal=is_internal,
                                      error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION)
        if topic_name_error(wanted.name) is not None:
            # Kafka's getTopicMetadata: an illegal name is INVALID_TOPIC_EXCEPTION whether or
            # not auto-creation is allowed.
            entry.error_code = ErrorCode.INVALID_TOPIC_EXCEPTION
        elif auto_create:
            # A KRaft broker sends the CreateTopics and answers at once, not knowing the
            # outcome: UNKNOWN_TOPIC_OR_PARTITION until the topic exists (Kafka's
            # AutoTopicCreationManager.sendCreateTopicRequest).
            to_create.append(wanted.name)
        described.append(entry)
    _set_operations(node, context, described, include_operations)
    response.topics = unknown_ids + described + not_creatable + not_describable
    if to_create:
        _auto_create(node, to_create)
    return response


def _set_operations(node, context, topics: list[MetadataResponseTopic], include: bool) -> None:
    """v8+: each topic's authorized operations when the request asks for them."""
    if include:
        for topic in topics:
            topic.topic_authorized_operations = authorized_operations(
                node, context, ResourceType.TOPIC, topic.name)


def offline_replicas(image, info) -> list[int]:
    """The partition's replicas on fenced or unregistered brokers (Kafka's getOfflineReplicas)."""
    return [r for r in info.replicas if not image.is_alive(r)]


def known_leader(image, info) -> int:
    """The partition's leader when it is a registered broker, else -1 (NO_LEADER_ID)."""
    leader = info.leader
    return -1 if leader < 0 or leader not in image.brokers else leader


def _describe(node, topic, version: int) -> MetadataResponseTopic:
    image = node.metadata
    partitions = []
    for info in sorted(topic.partitions.values(), key=lambda p: p.partition):
        replicas, isr = info.replicas, info.isr
        error = ErrorCode.NONE
        if version == 0:
            # v0 clients get only live replicas (Kafka's filterUnavailableEndpoints).
            replicas = [r for r in replicas if image.is_alive(r)]
            isr = [r for r in isr if image.is_alive(r)]
            if len(replicas) < len(info.replicas) or len(isr) < len(info.isr):
                error = ErrorCode.REPLICA_NOT_AVAILABLE
        leader = known_leader(image, info)
        if leader < 0:
            error = ErrorCode.LEADER_NOT_AVAILABLE
        partitions.append(MetadataResponsePartition(
            error_code=error, partition_index=info.partition, leader_id=leader,
            leader_epoch=info.leader_epoch, replica_nodes=list(replicas), isr_nodes=list(isr),
            offline_replicas=offline_replicas(image, info)))
    return MetadataResponseTopic(
        error_code=ErrorCode.NONE, name=topic.name, topic_id=topic.topic_id,
        is_internal=topic.name in INTERNAL_TOPICS, partitions=partitions,
        topic_authorized_operations=AUTHORIZED_OPERATIONS_OMITTED)


def _auto_create(node, names: list[str]) -> None:
    channel = node.controller_channel
    if channel is None:
        return
    # Names with a creation in flight, so a client retrying Metadata every few milliseconds
    # does not send a CreateTopics each time (as Kafka's AutoTopicCreationManager's inflight set).
    in_flight = channel.auto_create_in_flight
    names = [name for name in names if name not in in_flight]
    if not names:
        return
    in_flight.update(names)
    topics = [CreatableTopic(name=name, num_partitions=node.config.get_int("num.partitions"),
                             replication_factor=node.config.get_int("default.replication.factor"))
              for name in names if name != OFFSETS_TOPIC]
    offsets_topic = getattr(getattr(node, "groups", None), "offsets_topic", None)
    if OFFSETS_TOPIC in names and offsets_topic is not None:
        # Kafka creates the internal topic with the group coordinator's settings
        # (offsets.topic.num.partitions, compaction, ...), never the defaults.
        topics += offsets_topic.creation_request().topics
    request = CreateTopicsRequest(topics=topics, timeout_ms=0)

    def unavailable(message: str) -> None:
        log.warning("auto-creating topics %s failed: %s", names, message)

    async def create() -> None:
        try:
            response = await forward_to_controller(node, request, CREATE_TOPICS_VERSION,
                                                   unavailable=unavailable)
            for result in response.topics if response is not None else ():
                if result.error_code not in (ErrorCode.NONE, ErrorCode.TOPIC_ALREADY_EXISTS):
                    log.warning("auto-creating topic %s failed: %s %s", result.name,
                                ErrorCode(result.error_code).name, result.error_message)
        finally:
            in_flight.difference_update(names)

    task = asyncio.get_running_loop().create_task(create())
    channel.track(task)

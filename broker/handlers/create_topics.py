"""CreateTopics (key 19), versions 2-7 (v0-1 removed in Kafka 4, KIP-896); a broker forwards it to the controller (KIP-590).

Behavior:
- Checks per topic, in Kafka's order: duplicate names in one request (INVALID_REQUEST),
  `__cluster_metadata` (INVALID_REQUEST, "Creation of internal topic ... is prohibited."),
  legal name (INVALID_TOPIC_EXCEPTION with Topic.validate's message: empty, "."/"..", over 249
  characters, characters other than ASCII alphanumerics, '.', '_', '-'), existence
  (TOPIC_ALREADY_EXISTS, `__consumer_offsets` included), a name colliding with an existing one
  up to '.'/'_' (INVALID_TOPIC_EXCEPTION), configs (INVALID_CONFIG: unknown name or bad
  value), then placement.
- NumPartitions / ReplicationFactor -1 take `num.partitions` / `default.replication.factor`;
  other non-positive values get INVALID_PARTITIONS / INVALID_REPLICATION_FACTOR; a replication
  factor above the number of unfenced brokers gets INVALID_REPLICATION_FACTOR.
- Replicas are placed rack-aware (see `broker/controller/placement.py`); leaders rotate across brokers.
  Manual Assignments need NumPartitions and ReplicationFactor -1 (else INVALID_REQUEST) and
  consecutive partitions, registered distinct brokers, equal sizes and one unfenced broker
  per partition (else INVALID_REPLICA_ASSIGNMENT).
- ValidateOnly checks everything and creates nothing. Topic ids are random (uuid4).
- The broker answers after the controller commits and, within TimeoutMs, after its own
  metadata shows the new topics (so a Metadata request to the same broker sees them).
- Authorization (Kafka's ControllerApis.createTopics): a topic named once needs CREATE on the
  cluster or on itself, else TOPIC_AUTHORIZATION_FAILED ("Authorization failed."), answered
  after the others; a created topic's configs (v5+) need DESCRIBE_CONFIGS on it, else they are
  left out, NumPartitions and ReplicationFactor are -1 and TopicConfigErrorCode is
  TOPIC_AUTHORIZATION_FAILED.
- No controller reachable: REQUEST_TIMED_OUT per topic.

Versions: v1 adds ValidateOnly and ErrorMessage (KIP-108); v2 ThrottleTimeMs; v3-v4 same
layout; v5 is flexible and returns NumPartitions, ReplicationFactor and Configs (KIP-525); v6
same layout (KIP-599 quota errors); v7 returns TopicId (KIP-516).

Not implemented: topic creation quotas (THROTTLING_QUOTA_EXCEEDED never returned), create
topic policies.
"""

from __future__ import annotations

from collections import Counter

from kafkasim.broker.config.topics import DESCRIBED_TOPIC_KEYS, resolve
from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.controller.topics import CLUSTER_METADATA_TOPIC, create_topics
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, allowed_names, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_topics import (
    CreatableTopicConfigs,
    CreatableTopicResult,
    CreateTopicsRequest,
    CreateTopicsResponse,
)

RULES = api_rules("CreateTopics")


async def handle_create_topics(node, context: RequestContext, request: CreateTopicsRequest):
    # Kafka's ControllerApis.createTopics: names given once (duplicates and __cluster_metadata
    # are the controller's to refuse) need CREATE on the cluster or on the topic; the refused
    # ones are answered after the others. Configs are answered only where the principal may
    # DESCRIBE_CONFIGS.
    counts = Counter(topic.name for topic in request.topics)
    candidates = [name for name, count in counts.items()
                  if count == 1 and name != CLUSTER_METADATA_TOPIC]
    creatable = set(candidates) if allowed(node, context, RULES.cluster) \
        else allowed_names(node, context, RULES.topic, candidates)
    refused = [name for name in candidates if name not in creatable]
    if refused:
        request.topics = [topic for topic in request.topics if topic.name not in refused]

    def settled(response: CreateTopicsResponse):
        created = {topic.name for topic in response.topics if topic.error_code == ErrorCode.NONE}
        if not created or request.validate_only:
            return None
        return lambda: created <= node.metadata.topics.keys()

    response = await forward_to_controller(
        node, request, context.api_version,
        unavailable=lambda message: error_response(request, ErrorCode.REQUEST_TIMED_OUT, message),
        settled=settled, timeout_ms=request.timeout_ms)
    if node.authorizer is not None and context.api_version >= 5:
        described = allowed_names(node, context, RULES.configs,
                                  (topic.name for topic in response.topics))
        for topic in response.topics:
            if topic.error_code == ErrorCode.NONE and topic.name not in described:
                # Kafka's ReplicationControlManager then leaves the topic's shape unsaid too.
                topic.configs = []
                topic.num_partitions = topic.replication_factor = -1
                topic.topic_config_error_code = RULES.configs.error
    response.topics += [CreatableTopicResult(name=name, error_code=RULES.topic.error,
                                             error_message="Authorization failed.")
                        for name in refused]
    return response


def error_response(request: CreateTopicsRequest, code: int, message: str) -> CreateTopicsResponse:
    return CreateTopicsResponse(topics=[
        CreatableTopicResult(name=topic.name, error_code=code, error_message=message)
        for topic in request.topics
    ])


async def handle_create_topics_controller(node, context: RequestContext,
                                          request: CreateTopicsRequest):
    results = create_topics(node, request.topics, request.validate_only)
    topics = []
    for result in results:
        entry = CreatableTopicResult(
            name=result.name, topic_id=result.topic_id, error_code=result.error_code,
            error_message=result.error_message, num_partitions=result.num_partitions,
            replication_factor=result.replication_factor)
        if result.error_code == ErrorCode.NONE and context.api_version >= 5:
            entry.configs = []
            for name in DESCRIBED_TOPIC_KEYS:
                value, source = resolve(name, result.configs, node.config,
                                        node.metadata.broker_configs)
                entry.configs.append(CreatableTopicConfigs(
                    name=name, value=value, read_only=False, config_source=source,
                    is_sensitive=False))
        topics.append(entry)
    return CreateTopicsResponse(topics=topics)

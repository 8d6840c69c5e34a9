"""CreatePartitions (key 37), versions 0-3; a broker forwards it to the controller (KIP-590).

Behavior:
- Count is the new total. Unknown topic: UNKNOWN_TOPIC_OR_PARTITION; Count below the current
  number: INVALID_PARTITIONS ("Topic currently has N partitions, which is higher than the
  requested M."); equal: INVALID_PARTITIONS ("Topic already has N partition(s)."); a topic
  named twice: INVALID_REQUEST.
- New partitions get the replication factor of partition 0, placed rack-aware from partition
  0's first replica (Kafka's addPartitions); Assignments, when given, must list exactly the
  added partitions with registered, distinct brokers of equal count, at least one unfenced
  (else INVALID_REPLICA_ASSIGNMENT). Not enough unfenced brokers: INVALID_REPLICATION_FACTOR.
- ValidateOnly checks and changes nothing.
- The broker answers after the controller commits and, within TimeoutMs, after its own metadata
  shows the new partitions. No controller reachable: REQUEST_TIMED_OUT per topic.

Versions: v1 same layout (KIP-219 throttling); v2 flexible (KIP-482); v3 same layout
(KIP-599 quota errors).

A topic named once needs ALTER on it, else TOPIC_AUTHORIZATION_FAILED (before the other
results).

Not implemented: partition creation quotas (THROTTLING_QUOTA_EXCEEDED never returned).
"""

from __future__ import annotations

from collections import Counter

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.controller.topics import create_partitions
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed_names, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_partitions import (
    CreatePartitionsRequest,
    CreatePartitionsResponse,
    CreatePartitionsTopicResult,
)

RULES = api_rules("CreatePartitions")


async def handle_create_partitions(node, context: RequestContext,
                                   request: CreatePartitionsRequest):
    # Kafka's ControllerApis.createPartitions: a topic named once needs ALTER on it; refused
    # topics are answered (no message) before the controller's results.
    counts = Counter(topic.name for topic in request.topics)
    once = [name for name, count in counts.items() if count == 1]
    alterable = allowed_names(node, context, RULES.topic, once)
    refused = [CreatePartitionsTopicResult(name=name, error_code=RULES.topic.error,
                                           error_message=None)
               for name in once if name not in alterable]
    if refused:
        request.topics = [topic for topic in request.topics
                          if counts[topic.name] > 1 or topic.name in alterable]

    def unavailable(message: str) -> CreatePartitionsResponse:
        return CreatePartitionsResponse(results=[
            CreatePartitionsTopicResult(name=topic.name, error_code=ErrorCode.REQUEST_TIMED_OUT,
                                        error_message=message)
            for topic in request.topics])

    def settled(response: CreatePartitionsResponse):
        grown = {topic.name: topic.count for topic in request.topics}
        done = [r.name for r in response.results if r.error_code == ErrorCode.NONE]
        if not done or request.validate_only:
            return None
        topics = node.metadata.topics
        return lambda: all(name in topics and len(topics[name].partitions) >= grown[name]
                           for name in done)

    response = await forward_to_controller(node, request, context.api_version,
                                           unavailable=unavailable, settled=settled,
                                           timeout_ms=request.timeout_ms)
    response.results = refused + response.results
    return response


async def handle_create_partitions_controller(node, context: RequestContext,
                                              request: CreatePartitionsRequest):
    results = create_partitions(node, request.topics, request.validate_only)
    return CreatePartitionsResponse(results=[
        CreatePartitionsTopicResult(name=result.name, error_code=result.error_code,
                                    error_message=result.error_message)
        for result in results
    ])

"""DeleteTopics (key 20), versions 1-6 (v0 removed in Kafka 4, KIP-896); a broker forwards it to the controller (KIP-590).

Behavior:
- v0-5 name topics in TopicNames; v6 lists Topics, each by Name or by TopicId (both set:
  INVALID_REQUEST "You may not specify both topic name and topic id.").
- A name or id given twice: INVALID_REQUEST; unknown name: UNKNOWN_TOPIC_OR_PARTITION; unknown
  id: UNKNOWN_TOPIC_ID. Results carry the name and (v6) the id of each deleted topic.
- Authorization (Kafka's ControllerApis.deleteTopics): DELETE on the cluster covers every
  topic; else a topic needs DELETE on itself, and is answered TOPIC_AUTHORIZATION_FAILED after
  the others: by name with no id (also when it does not exist, if the principal may not
  DESCRIBE it), by id with its name only when the principal may DESCRIBE it.
- All deletions of one request are committed as one batch; every replica then drops its
  partitions and deletes their logs.
- The broker answers after the controller commits and, within TimeoutMs, after its own metadata
  no longer shows the deleted topics. No controller reachable: REQUEST_TIMED_OUT per topic.

Versions: v1 ThrottleTimeMs; v2-v3 same layout; v4 flexible (KIP-482); v5 ErrorMessage
(KIP-599); v6 topic ids (KIP-516).

Not implemented: `delete.topic.enable` (deletion is always enabled, Kafka's default), topic
deletion quotas (THROTTLING_QUOTA_EXCEEDED never returned).
"""

from __future__ import annotations

from collections import Counter

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.controller.topics import delete_topics
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.codec import ZERO_UUID
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.delete_topics import (
    DeletableTopicResult,
    DeleteTopicsRequest,
    DeleteTopicsResponse,
)

RULES = api_rules("DeleteTopics")
REFUSED = "Topic authorization failed."


async def handle_delete_topics(node, context: RequestContext, request: DeleteTopicsRequest):
    refused = _refused(node, context, request, context.api_version)
    if refused:
        _drop(request, context.api_version, {entry for entry, _ in refused})

    def unavailable(message: str) -> DeleteTopicsResponse:
        return DeleteTopicsResponse(responses=[
            DeletableTopicResult(name=name, topic_id=topic_id,
                                 error_code=ErrorCode.REQUEST_TIMED_OUT, error_message=message)
            for name, topic_id in _requested(request, context.api_version)])

    def settled(response: DeleteTopicsResponse):
        deleted = {r.name for r in response.responses
                   if r.error_code == ErrorCode.NONE and r.name}
        if not deleted:
            return None
        return lambda: not deleted & node.metadata.topics.keys()

    response = await forward_to_controller(node, request, context.api_version,
                                           unavailable=unavailable, settled=settled,
                                           timeout_ms=request.timeout_ms)
    response.responses += [result for _, result in refused]
    return response


def _refused(node, context: RequestContext, request: DeleteTopicsRequest,
             version: int) -> list[tuple[tuple, DeletableTopicResult]]:
    """Kafka's ControllerApis.deleteTopics authorization, for names and ids given once: (the
    entry as requested, its answer) for each topic the principal may not delete. A name it
    may not DESCRIBE is refused whether it exists or not; an id is resolved first, and its
    name answered only when describable."""
    if node.authorizer is None or allowed(node, context, RULES.cluster):
        return []
    requested = _requested(request, version)
    counts = Counter(requested)
    topics = node.metadata.topics
    refused = []
    for entry in dict.fromkeys(requested):
        name, topic_id = entry
        if counts[entry] > 1 or (name is not None and topic_id != ZERO_UUID):
            continue  # the controller's to refuse
        if name is None:
            info = node.metadata.topics_by_id.get(topic_id)
            if info is None or allowed(node, context, RULES.topic, info.name):
                continue
            described = allowed(node, context, RULES.describe, info.name)
            refused.append((entry, DeletableTopicResult(
                name=info.name if described else None, topic_id=topic_id,
                error_code=RULES.topic.error, error_message=REFUSED)))
        elif not allowed(node, context, RULES.describe, name) or (
                name in topics and not allowed(node, context, RULES.topic, name)):
            refused.append((entry, DeletableTopicResult(
                name=name, topic_id=ZERO_UUID, error_code=RULES.topic.error,
                error_message=REFUSED)))
    return refused


def _drop(request: DeleteTopicsRequest, version: int, entries: set) -> None:
    """Leave `entries` (name, id) out of the request forwarded to the controller."""
    if version >= 6:
        request.topics = [t for t in request.topics if (t.name, t.topic_id) not in entries]
    else:
        request.topic_names = [n for n in request.topic_names if (n, ZERO_UUID) not in entries]


def _requested(request: DeleteTopicsRequest, version: int):
    if version >= 6:
        return [(topic.name, topic.topic_id) for topic in request.topics]
    return [(name, ZERO_UUID) for name in request.topic_names]


async def handle_delete_topics_controller(node, context: RequestContext,
                                          request: DeleteTopicsRequest):
    version = context.api_version
    invalid = []
    names: list[str] = []
    ids = []
    for name, topic_id in _requested(request, version):
        if name is not None and topic_id != ZERO_UUID:
            invalid.append(DeletableTopicResult(
                name=name, topic_id=topic_id, error_code=ErrorCode.INVALID_REQUEST,
                error_message="You may not specify both topic name and topic id."))
        elif name is not None:
            names.append(name)
        else:
            ids.append(topic_id)
    results = delete_topics(node, names, ids)
    return DeleteTopicsResponse(responses=invalid + [
        DeletableTopicResult(name=result.name, topic_id=result.topic_id,
                             error_code=result.error_code, error_message=result.error_message)
        for result in results
    ])

"""DeleteTopics (key 20), versions 1-6 (v0 removed in Kafka 4, KIP-896); a broker forwards it to the controller (KIP-590).

Behavior:
- v0-5 name topics in TopicNames; v6 lists Topics, each by Name or by TopicId (both set:
  INVALID_REQUEST "You may not specify both topic name and topic id.").
- A name or id given twice: INVALID_REQUEST; unknown name: UNKNOWN_TOPIC_OR_PARTITION; unknown
  id: UNKNOWN_TOPIC_ID. Results carry the name and (v6) the id of each deleted topic.
- All deletions of one request are committed as one batch; every replica then drops its
  partitions and deletes their logs.
- The broker answers after the controller commits and, within TimeoutMs, after its own metadata
  no longer shows the deleted topics. No controller reachable: REQUEST_TIMED_OUT per topic.

Versions: v1 ThrottleTimeMs; v2-v3 same layout; v4 flexible (KIP-482); v5 ErrorMessage
(KIP-599); v6 topic ids (KIP-516).

Not implemented: `delete.topic.enable` (deletion is always enabled, Kafka's default), topic
deletion quotas (THROTTLING_QUOTA_EXCEEDED never returned), ACLs.
"""

from __future__ import annotations

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.controller.topics import delete_topics
from kafkasim.broker.network.registry import BROKER, CONTROLLER, RequestContext, handler
from kafkasim.protocol.codec import ZERO_UUID
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.delete_topics import (
    DeletableTopicResult,
    DeleteTopicsRequest,
    DeleteTopicsResponse,
)


@handler(DeleteTopicsRequest, 1, 6, listeners=(BROKER,))
async def handle_delete_topics(node, context: RequestContext, request: DeleteTopicsRequest):
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

    return await forward_to_controller(node, request, context.api_version,
                                       unavailable=unavailable, settled=settled,
                                       timeout_ms=request.timeout_ms)


def _requested(request: DeleteTopicsRequest, version: int):
    if version >= 6:
        return [(topic.name, topic.topic_id) for topic in request.topics]
    return [(name, ZERO_UUID) for name in request.topic_names]


@handler(DeleteTopicsRequest, 1, 6, listeners=(CONTROLLER,))
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

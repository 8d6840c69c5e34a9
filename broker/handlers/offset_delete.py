"""OffsetDelete (key 47), version 0.

Behavior (Kafka 4.4's KafkaApis.handleOffsetDeleteRequest and OffsetMetadataManager
.deleteOffsets; the rules are in broker/group/deletion.py):
- Topics this broker's metadata does not know: UNKNOWN_TOPIC_OR_PARTITION for each of their
  partitions; partitions beyond a topic's count likewise. These come first in the answer, as
  Kafka's OffsetDeleteResponse.Builder adds them before merging the coordinator's answer.
- The rest goes to the group's coordinator (even when nothing is left): a group-level error
  (INVALID_GROUP_ID for an empty id, NOT_COORDINATOR, GROUP_ID_NOT_FOUND for an unknown group or
  a share group, NON_EMPTY_GROUP for a classic group with members that does not use the
  consumer protocol) answers alone, without topics.
- GROUP_SUBSCRIBED_TO_TOPIC for every partition of a topic the group is subscribed to (a
  classic consumer group through its members' subscriptions, a KIP-848 consumer group by name
  or regular expression); other partitions answer NONE, and their committed (or pending
  transactional) offsets are deleted with tombstones in `__consumer_offsets`.

Versions: v0 only.

Authorization: without DELETE on the group the request answers GROUP_AUTHORIZATION_FAILED
alone; topics the principal may not READ answer TOPIC_AUTHORIZATION_FAILED on each partition,
first, whether they exist or not.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, allowed_names, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.offset_delete import (
    OffsetDeleteRequest,
    OffsetDeleteResponse,
    OffsetDeleteResponsePartition,
    OffsetDeleteResponseTopic,
)

RULES = api_rules("OffsetDelete")


async def handle_offset_delete(node, context: RequestContext, request: OffsetDeleteRequest):
    if not allowed(node, context, RULES.group, request.group_id):
        return OffsetDeleteResponse(error_code=RULES.group.error)
    readable = allowed_names(node, context, RULES.topic, (t.name for t in request.topics))
    topics = node.metadata.topics
    refused: dict[str, list[int]] = {}
    unknown: dict[str, list[int]] = {}
    known: list[tuple[str, list[int]]] = []
    for topic in request.topics:
        indexes = [p.partition_index for p in topic.partitions]
        if topic.name not in readable:
            refused.setdefault(topic.name, []).extend(indexes)
            continue
        info = topics.get(topic.name)
        present = [] if info is None else [i for i in indexes if i in info.partitions]
        missing = [i for i in indexes if info is None or i not in info.partitions]
        if missing:
            unknown.setdefault(topic.name, []).extend(missing)
        if present:
            known.append((topic.name, present))
    deletion = await node.groups.deletion.delete_offsets(request.group_id, known)
    if deletion.error:
        return OffsetDeleteResponse(error_code=deletion.error)
    answered: dict[str, list[tuple[int, ErrorCode]]] = {
        name: [(index, RULES.topic.error) for index in indexes]
        for name, indexes in refused.items()}
    for name, indexes in unknown.items():
        answered.setdefault(name, []).extend(
            (index, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION) for index in indexes)
    for name, partitions in deletion.topics:
        answered.setdefault(name, []).extend(partitions)
    return OffsetDeleteResponse(topics=[
        OffsetDeleteResponseTopic(name=name, partitions=[
            OffsetDeleteResponsePartition(partition_index=index, error_code=error)
            for index, error in partitions])
        for name, partitions in answered.items()])

"""OffsetFetch (key 9), versions 1-10 (v0 removed in Kafka 4, KIP-896).

Behavior:
- Each group is answered by its coordinator; elsewhere NOT_COORDINATOR for that group (v8+:
  per group; v2-7: top-level error with no topics; v0-1: on every requested partition).
- A requested partition with no committed offset (or of an unknown group or topic) gets offset
  -1, leader epoch -1, metadata "" and no error, as Kafka answers.
- v2+: a null topic list returns every committed offset of the group.

Versions: v1 reads offsets from `__consumer_offsets` (v0 read ZooKeeper in old Kafka; both are
answered from the coordinator here); v2 adds the null topic list and a top-level error; v3 adds
ThrottleTimeMs; v4 same; v5 adds CommittedLeaderEpoch (KIP-320); v6 is flexible; v7 adds
RequireStable (KIP-447); v8 fetches several groups at once (KIP-709); v9 adds MemberId and
MemberEpoch, which only KIP-848 consumer groups validate (classic groups ignore them, as in
Kafka): an unknown member is UNKNOWN_MEMBER_ID, another epoch STALE_MEMBER_EPOCH (a
classic-protocol member of a consumer group: ILLEGAL_GENERATION); v10 names topics by id (a
topic id this broker does not know is UNKNOWN_TOPIC_ID on its partitions).

RequireStable (v7+, KIP-447): a partition with a pending transactional offset (TxnOffsetCommit
whose transaction has not ended) gets UNSTABLE_OFFSET_COMMIT with offset -1, as Kafka's
OffsetMetadataManager.fetchOffsets answers; without it the last committed offset is returned.

Authorization (Kafka's KafkaApis.handleOffsetFetchRequest): a group the principal may not
DESCRIBE answers GROUP_AUTHORIZATION_FAILED; named topics it may not DESCRIBE answer
TOPIC_AUTHORIZATION_FAILED (offset -1) after the others, and an all-topics fetch leaves them
out.
"""

from __future__ import annotations

import uuid

from kafkasim.broker.group.transactional_offsets import UNSTABLE
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, allowed_names, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.offset_fetch import (
    OffsetFetchRequest,
    OffsetFetchResponse,
    OffsetFetchResponseGroup,
    OffsetFetchResponsePartition,
    OffsetFetchResponsePartitions,
    OffsetFetchResponseTopic,
    OffsetFetchResponseTopics,
)

RULES = api_rules("OffsetFetch")
_ZERO_UUID = uuid.UUID(int=0)


def _requested(topics) -> list[tuple[str, int]] | None:
    if topics is None:
        return None
    return [(topic.name, index) for topic in topics for index in topic.partition_indexes]


def _by_topic(offsets: dict, requested: list[tuple[str, int]] | None):
    """(topic, [(partition, committed offset or None)]) in request order, or sorted for all."""
    keys = requested if requested is not None else sorted(offsets)
    grouped: dict[str, list] = {}
    for topic, partition in keys:
        grouped.setdefault(topic, []).append((partition, offsets.get((topic, partition))))
    return grouped.items()


async def handle_offset_fetch(node, context: RequestContext, request: OffsetFetchRequest):
    version = context.api_version
    if version >= 8:
        groups = []
        topics_by_id = node.metadata.topics_by_id
        topics_by_name = node.metadata.topics
        for group in request.groups:
            if not allowed(node, context, RULES.group, group.group_id):
                groups.append(OffsetFetchResponseGroup(group_id=group.group_id,
                                                       error_code=RULES.group.error, topics=[]))
                continue
            unknown_ids = {}
            known = group.topics
            if version >= 10 and group.topics is not None:
                for topic in group.topics:
                    info = topics_by_id.get(topic.topic_id)
                    if info is None:
                        unknown_ids[topic.topic_id] = topic.partition_indexes
                    topic.name = info.name if info is not None else ""
                known = [t for t in group.topics if t.topic_id not in unknown_ids]
            known, refused = _describable(node, context, known)
            requested = _requested(known)
            error, offsets = node.groups.fetch_offsets(
                group.group_id, requested,
                member_id=group.member_id if version >= 9 else None,
                member_epoch=group.member_epoch if version >= 9 else -1,
                require_stable=request.require_stable)
            answered = [] if error else [
                OffsetFetchResponseTopics(
                    name=topic,
                    topic_id=topics_by_name[topic].topic_id if topic in topics_by_name
                    else _ZERO_UUID,
                    partitions=[
                        _partition(OffsetFetchResponsePartitions, index, value, ErrorCode.NONE)
                        for index, value in partitions])
                for topic, partitions in _by_topic(offsets, requested)
                if (version < 10 or topic in topics_by_name)
                and (requested is not None or _may_describe(node, context, topic))
            ]
            if not error:
                answered += [OffsetFetchResponseTopics(name="", topic_id=topic_id, partitions=[
                    _partition(OffsetFetchResponsePartitions, index, None,
                               ErrorCode.UNKNOWN_TOPIC_ID) for index in indexes])
                    for topic_id, indexes in unknown_ids.items()]
                answered += [OffsetFetchResponseTopics(
                    name=topic.name, topic_id=topic.topic_id, partitions=[
                        _partition(OffsetFetchResponsePartitions, index, None, RULES.topic.error)
                        for index in topic.partition_indexes]) for topic in refused]
            groups.append(OffsetFetchResponseGroup(group_id=group.group_id, error_code=error,
                                                   topics=answered))
        return OffsetFetchResponse(groups=groups)

    topics = request.topics
    if topics is None and version < 2:
        topics = []  # only v2+ can ask for every topic; older requests cannot carry null
    if not allowed(node, context, RULES.group, request.group_id):
        requested, refused = _requested(topics), []
        error, offsets = RULES.group.error, {}
    else:
        topics, refused = _describable(node, context, topics)
        requested = _requested(topics)
        error, offsets = node.groups.fetch_offsets(request.group_id, requested,
                                                   require_stable=version >= 7
                                                   and request.require_stable)
        if requested is None:
            offsets = {key: value for key, value in offsets.items()
                       if _may_describe(node, context, key[0])}
    if error and version < 2:
        # No top-level error field: the group's error goes on every requested partition.
        partition_error, offsets = error, {}
    else:
        partition_error = ErrorCode.NONE
    return OffsetFetchResponse(
        error_code=error,
        topics=[] if error and version >= 2 else [
            OffsetFetchResponseTopic(name=topic, partitions=[
                _partition(OffsetFetchResponsePartition, index, value, partition_error)
                for index, value in partitions
            ])
            for topic, partitions in _by_topic(offsets, requested)
        ] + [OffsetFetchResponseTopic(name=topic.name, partitions=[
            _partition(OffsetFetchResponsePartition, index, None, RULES.topic.error)
            for index in topic.partition_indexes]) for topic in refused],
    )


def _describable(node, context: RequestContext, topics):
    """(the requested topics the principal may DESCRIBE, the others); (None, []) for all."""
    if topics is None:
        return None, []
    names = allowed_names(node, context, RULES.topic, (topic.name for topic in topics))
    return [t for t in topics if t.name in names], [t for t in topics if t.name not in names]


def _may_describe(node, context: RequestContext, topic: str) -> bool:
    return allowed(node, context, RULES.topic, topic)


def _partition(cls, index: int, value, error: ErrorCode):
    if value is UNSTABLE:
        return cls(partition_index=index, committed_offset=-1, committed_leader_epoch=-1,
                   metadata="", error_code=ErrorCode.UNSTABLE_OFFSET_COMMIT)
    if value is None:
        return cls(partition_index=index, committed_offset=-1, committed_leader_epoch=-1,
                   metadata="", error_code=error)
    return cls(partition_index=index, committed_offset=value.offset,
               committed_leader_epoch=value.leader_epoch, metadata=value.metadata,
               error_code=error)

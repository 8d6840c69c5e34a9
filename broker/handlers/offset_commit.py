"""OffsetCommit (key 8), versions 2-10 (v0-1 removed in Kafka 4, KIP-896).

Behavior:
- Without READ on the group every partition answers GROUP_AUTHORIZATION_FAILED; the partitions
  of a topic the principal may not READ answer TOPIC_AUTHORIZATION_FAILED, whether it exists or
  not (a topic id this broker does not know is UNKNOWN_TOPIC_ID first).
- Partitions of topics this broker's metadata does not know, or partitions beyond the topic's
  count, get UNKNOWN_TOPIC_OR_PARTITION (checked first, as Kafka's request handler does).
- The rest goes to the group's coordinator; elsewhere every partition gets NOT_COORDINATOR.
- Kafka's classic-group checks: generation -1 with no member id commits for an Empty (or new,
  "simple") group, as admin tools and `assign()` consumers do; otherwise the member must belong
  to the group (UNKNOWN_MEMBER_ID; static: FENCED_INSTANCE_ID) at the group's generation
  (ILLEGAL_GENERATION); during CompletingRebalance: REBALANCE_IN_PROGRESS. A commit for a group
  that does not exist with a generation >= 0 is ILLEGAL_GENERATION before v9 and
  GROUP_ID_NOT_FOUND from v9, as Kafka 4 answers. A commit re-arms the member's session.
- Metadata longer than `offset.metadata.max.bytes` (4096): OFFSET_METADATA_TOO_LARGE for that
  partition.
- Commits are appended to the group's `__consumer_offsets` partition in Kafka's record format
  (OffsetCommitKey v1 / OffsetCommitValue v3) and applied when the append completes.

Versions: v1 adds generation, member id and a commit timestamp; v2 replaces the timestamp with
RetentionTimeMs; v3 adds ThrottleTimeMs; v4 same; v5 drops RetentionTimeMs; v6 adds
CommittedLeaderEpoch (KIP-320); v7 adds GroupInstanceId (KIP-345); v8 is flexible; v9 is the
version usable by KIP-848 groups (same fields; only the unknown-group error differs here); v10
names topics by id (unknown ids: UNKNOWN_TOPIC_ID).

KIP-848 consumer groups check the member and its epoch instead of a generation, as Kafka's
ConsumerGroup.validateOffsetCommit does: an unknown member is UNKNOWN_MEMBER_ID, a consumer
protocol member below v9 UNSUPPORTED_VERSION, a newer epoch STALE_MEMBER_EPOCH, an older epoch
is accepted for partitions the member was assigned at or before it (STALE_MEMBER_EPOCH
otherwise); classic-protocol members get ILLEGAL_GENERATION instead of STALE_MEMBER_EPOCH.

Not implemented: offset retention and expiry (v1 CommitTimestamp and v2-4 RetentionTimeMs are
accepted and ignored; offsets never expire).
"""

from __future__ import annotations

from kafkasim.broker.group.coordinator import OffsetCommitEntry
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.offset_commit import (
    OffsetCommitRequest,
    OffsetCommitResponse,
    OffsetCommitResponsePartition,
    OffsetCommitResponseTopic,
)

RULES = api_rules("OffsetCommit")


async def handle_offset_commit(node, context: RequestContext, request: OffsetCommitRequest):
    version = context.api_version
    if not allowed(node, context, RULES.group, request.group_id):
        return _every_partition(request, RULES.group.error)
    topics = node.metadata.topics
    # (topic index, partition index) -> error, filled for every requested partition.
    errors: dict[tuple[int, int], ErrorCode] = {}
    entries: list[OffsetCommitEntry] = []
    positions: list[tuple[int, int]] = []
    by_id = node.metadata.topics_by_id
    for topic_index, topic in enumerate(request.topics):
        if version >= 10:
            info = by_id.get(topic.topic_id)
            topic.name = info.name if info is not None else ""
            unknown = ErrorCode.UNKNOWN_TOPIC_ID
        else:
            info = topics.get(topic.name)
            unknown = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        refused = (info is not None or version < 10) and not allowed(
            node, context, RULES.topic, topic.name)
        for partition_index, partition in enumerate(topic.partitions):
            if refused:
                errors[(topic_index, partition_index)] = RULES.topic.error
                continue
            if info is None:
                errors[(topic_index, partition_index)] = unknown
                continue
            if partition.partition_index not in info.partitions:
                errors[(topic_index, partition_index)] = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
                continue
            entries.append(OffsetCommitEntry(
                topic=info.name,
                partition=partition.partition_index,
                offset=partition.committed_offset,
                leader_epoch=partition.committed_leader_epoch if version >= 6 else -1,
                metadata=partition.committed_metadata,
                topic_id=info.topic_id,
            ))
            positions.append((topic_index, partition_index))
    if entries:
        results = await node.groups.commit_offsets(
            group_id=request.group_id,
            generation_id=request.generation_id_or_member_epoch,
            member_id=request.member_id,
            group_instance_id=request.group_instance_id,
            entries=entries,
            api_version=version,
        )
        errors.update(zip(positions, results, strict=True))
    return OffsetCommitResponse(topics=[
        OffsetCommitResponseTopic(name=topic.name, topic_id=topic.topic_id, partitions=[
            OffsetCommitResponsePartition(partition_index=partition.partition_index,
                                          error_code=errors[(topic_index, partition_index)])
            for partition_index, partition in enumerate(topic.partitions)
        ])
        for topic_index, topic in enumerate(request.topics)
    ])


def _every_partition(request: OffsetCommitRequest, error: ErrorCode) -> OffsetCommitResponse:
    """Every requested partition answered with `error` (Kafka's getErrorResponse)."""
    return OffsetCommitResponse(topics=[
        OffsetCommitResponseTopic(name=topic.name, topic_id=topic.topic_id, partitions=[
            OffsetCommitResponsePartition(partition_index=partition.partition_index,
                                          error_code=error)
            for partition in topic.partitions])
        for topic in request.topics])

"""OffsetForLeaderEpoch (key 23), versions 2-4 (v0-1 removed in Kafka 4, KIP-896).

Behavior:
- Answered by the partition leader (followers and consumers alike, as Kafka's
  fetchOnlyFromLeader): for each requested LeaderEpoch, the largest epoch <= it that the leader
  knows and the offset where that epoch ends (the start of the next epoch, or the log end for
  the latest epoch); -1/-1 when the requested epoch is newer than every known epoch or the log
  has no epochs (Kafka's LeaderEpochFileCache.endOffsetFor).
- KIP-320: CurrentLeaderEpoch older -> FENCED_LEADER_EPOCH, newer -> UNKNOWN_LEADER_EPOCH.
- Not the leader -> NOT_LEADER_OR_FOLLOWER; unknown partition -> UNKNOWN_TOPIC_OR_PARTITION.

Versions: v1 returns the epoch found (KIP-279); v2 CurrentLeaderEpoch (KIP-320); v3 ReplicaId
(consumers send -2, followers their id); v4 flexible.

Authorization (KIP-320 let consumers in): CLUSTER_ACTION on the cluster covers every topic;
else the topics the principal may not DESCRIBE answer TOPIC_AUTHORIZATION_FAILED on each
partition, after the others.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, allowed_names, api_rules
from kafkasim.protocol.messages.offset_for_leader_epoch import (
    EpochEndOffset,
    OffsetForLeaderEpochRequest,
    OffsetForLeaderEpochResponse,
    OffsetForLeaderTopicResult,
)

RULES = api_rules("OffsetForLeaderEpoch")


async def handle_offset_for_leader_epoch(node, context: RequestContext,
                                         request: OffsetForLeaderEpochRequest):
    describable = {t.topic for t in request.topics} if allowed(node, context, RULES.cluster) \
        else allowed_names(node, context, RULES.topic, (t.topic for t in request.topics))
    topics, refused = [], []
    for topic in request.topics:
        if topic.topic not in describable:
            refused.append(OffsetForLeaderTopicResult(topic=topic.topic, partitions=[
                EpochEndOffset(error_code=RULES.topic.error, partition=p.partition)
                for p in topic.partitions]))
            continue
        results = []
        for requested in topic.partitions:
            partition, error = node.replica_manager.leader_partition(
                topic.topic, requested.partition, requested.current_leader_epoch)
            result = EpochEndOffset(error_code=error, partition=requested.partition)
            if partition is not None:
                epoch, end_offset = partition.log.end_offset_for_epoch(requested.leader_epoch)
                result.end_offset = end_offset
                if context.api_version >= 1:
                    result.leader_epoch = epoch
            results.append(result)
        topics.append(OffsetForLeaderTopicResult(topic=topic.topic, partitions=results))
    return OffsetForLeaderEpochResponse(topics=topics + refused)

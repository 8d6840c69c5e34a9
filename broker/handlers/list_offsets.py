"""ListOffsets (key 2), versions 0-11.

Behavior:
- Answered by the partition leader (NOT_LEADER_OR_FOLLOWER elsewhere) for consumers (ReplicaId
  -1) and followers (ReplicaId >= 0); ReplicaId -2 (debugging) may read any local replica.
- Timestamps: -1 latest (consumers: high watermark, or the last stable offset = high watermark
  with read_committed; followers: log end offset), -2 earliest (log start offset), -3 the record
  with the largest timestamp (KIP-734), -4 earliest local (= log start without tiered storage,
  KIP-405), -5 latest tiered and -6 earliest pending upload (offset -1, epoch -1, as Kafka
  answers without tiered storage, KIP-1005/KIP-1023), >= 0 the first record with a timestamp at
  or after it (offset -1 when none). Consumers never see offsets at or past the high watermark.
- A new leader whose high watermark is still below the start of its epoch answers consumers'
  latest and timestamp lookups with OFFSET_NOT_AVAILABLE (Kafka's lagging-HW rule).
- KIP-320: CurrentLeaderEpoch older -> FENCED_LEADER_EPOCH, newer -> UNKNOWN_LEADER_EPOCH.
- The same partition twice in one request -> INVALID_REQUEST for it (Kafka v2+).
- v0: OldStyleOffsets holds the single offset for -1/-2 (MaxNumOffsets beyond 1 is not served:
  only one offset is returned, as Kafka returns for those timestamps).

Versions: v1 single offset with timestamp (KIP-79); v2 isolation level (KIP-98); v4 leader
epochs (KIP-320); v6 flexible; v7 -3 max timestamp (KIP-734); v8 -4 (KIP-405); v9 -5 (KIP-1005);
v10 TimeoutMs (KIP-1075); v11 -6 (KIP-1023).

Not implemented: tiered storage (see -4/-5/-6 above); v0 with timestamps >= 0 returns at most
the one offset found rather than Kafka 0.10's segment-based list; TimeoutMs is not needed since
no remote lookup ever waits; throttling (ThrottleTimeMs 0).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.list_offsets import (
    ListOffsetsPartitionResponse,
    ListOffsetsRequest,
    ListOffsetsResponse,
    ListOffsetsTopicResponse,
)


@handler(ListOffsetsRequest, 0, 11)
async def handle_list_offsets(node, context: RequestContext, request: ListOffsetsRequest):
    version = context.api_version
    topics = []
    for topic in request.topics:
        seen: set[int] = set()
        partitions = []
        for requested in topic.partitions:
            answer = ListOffsetsPartitionResponse(partition_index=requested.partition_index)
            if version >= 2 and requested.partition_index in seen:
                answer.error_code = ErrorCode.INVALID_REQUEST
            else:
                _answer(node, version, request, topic.name, requested, answer)
            seen.add(requested.partition_index)
            if version == 0:
                answer.old_style_offsets = [answer.offset] if answer.offset >= 0 else []
                answer.offset = -1
                answer.timestamp = -1
                answer.leader_epoch = -1
            elif version < 4:
                answer.leader_epoch = -1
            partitions.append(answer)
        topics.append(ListOffsetsTopicResponse(name=topic.name, partitions=partitions))
    return ListOffsetsResponse(topics=topics)


def _answer(node, version, request, topic, requested, answer) -> None:
    found = node.replica_manager.fetch_offset_for_timestamp(
        topic, requested.partition_index, requested.timestamp,
        current_leader_epoch=requested.current_leader_epoch, replica_id=request.replica_id)
    answer.error_code = found.error
    if found.error == ErrorCode.NONE and found.offset >= 0:
        answer.timestamp, answer.offset, answer.leader_epoch = \
            found.timestamp, found.offset, found.leader_epoch

"""ListOffsets (key 2), versions 1-11 (v0 removed in Kafka 4, KIP-896).

Behavior:
- Answered by the partition leader (NOT_LEADER_OR_FOLLOWER elsewhere) for consumers (ReplicaId
  -1) and followers (ReplicaId >= 0); ReplicaId -2 (debugging) may read any local replica.
- Timestamps (broker/replica/offsets.py has the details): -1 latest (consumers: high
  watermark, or the last stable offset with read_committed; followers and
  ReplicaId -2: the log end offset, as Kafka applies an isolation level only to consumers), -2
  earliest (log start offset, remote tier included), -3 the record with the largest timestamp
  among local segments (KIP-734), -4 earliest local (KIP-405: the local log start offset, = log
  start without the remote tier), -5 latest tiered (KIP-1005: the last uploaded offset, -1
  before any upload or without the remote tier), -6 earliest pending upload (KIP-1023: the
  offset after the last uploaded one, the log start before any upload, -1 when the leader has
  not yet learnt its uploads or without the remote tier), >= 0 the first record with a
  timestamp at or after it, remote tier first (offset -1 when none). Answers other than
  -1/-2/-4 at or past the high watermark (consumers; the last stable offset with
  read_committed) or log end (others) are -1, as Kafka
  filters them; only -1 carries the leader's epoch without a record timestamp.
- A special timestamp below the version that introduced it (-3 before v7, -4 before v8, -5
  before v9, -6 before v11), or a negative timestamp Kafka does not define, gets
  UNSUPPORTED_VERSION for its partition (Kafka 4's ReplicaManager.fetchOffset).
- A timestamp lookup in the remote tier waits at most TimeoutMs (v10+) or
  `remote.list.offsets.request.timeout.ms`, then REQUEST_TIMED_OUT.
- A new leader whose high watermark is still below the start of its epoch answers consumers'
  latest and timestamp lookups with OFFSET_NOT_AVAILABLE (Kafka's lagging-HW rule).
- KIP-320: CurrentLeaderEpoch older -> FENCED_LEADER_EPOCH, newer -> UNKNOWN_LEADER_EPOCH.
- Topics the principal may not DESCRIBE: every partition listed, as asked, with
  TOPIC_AUTHORIZATION_FAILED and offsets -1, after the other topics, whether they exist or not.
- Checked in Kafka's order: the same partition twice in one request -> INVALID_REQUEST for it
  (answered once, as Kafka answers by partition), then the timestamp's version, then the
  replica. A topic listing no partitions is left out of the answer. An IsolationLevel other
  than 0/1 -> UNKNOWN_SERVER_ERROR for every partition (Kafka's generic error response).

Versions: v1 single offset with timestamp (KIP-79); v2 isolation level (KIP-98); v4 leader
epochs (KIP-320); v6 flexible; v7 -3 max timestamp (KIP-734); v8 -4 (KIP-405); v9 -5 (KIP-1005);
v10 TimeoutMs (KIP-1075); v11 -6 (KIP-1023).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed_names, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.list_offsets import (
    ListOffsetsPartitionResponse,
    ListOffsetsRequest,
    ListOffsetsResponse,
    ListOffsetsTopicResponse,
)

RULES = api_rules("ListOffsets")

#: The first version that may ask for each special timestamp (Kafka's
#: ReplicaManager.timestampMinSupportedVersion, with -6 from KIP-1023).
TIMESTAMP_MIN_VERSION = {-1: 1, -2: 1, -3: 7, -4: 8, -5: 9, -6: 11}


async def handle_list_offsets(node, context: RequestContext, request: ListOffsetsRequest):
    version = context.api_version
    if request.isolation_level not in (0, 1):
        # Kafka's IsolationLevel.forId throws: the generic error response.
        return _error_response(request, ErrorCode.UNKNOWN_SERVER_ERROR)
    topics, refused = [], []
    describable = allowed_names(node, context, RULES.topic, (t.name for t in request.topics))
    for topic in request.topics:
        if topic.name not in describable:
            # Every partition as asked, duplicates and all, after the others (Kafka's
            # unauthorizedResponseStatus): nothing said of whether the topic exists.
            refused.append(ListOffsetsTopicResponse(name=topic.name, partitions=[
                ListOffsetsPartitionResponse(partition_index=p.partition_index,
                                             error_code=RULES.topic.error, timestamp=-1,
                                             offset=-1, leader_epoch=-1)
                for p in topic.partitions]))
            continue
        indexes = [p.partition_index for p in topic.partitions]
        duplicated = {i for i in indexes if indexes.count(i) > 1}
        partitions: dict[int, ListOffsetsPartitionResponse] = {}
        for requested in topic.partitions:
            if requested.partition_index in partitions:
                continue  # Kafka answers by partition: a duplicate is answered once
            answer = ListOffsetsPartitionResponse(partition_index=requested.partition_index)
            if requested.partition_index in duplicated:
                answer.error_code = ErrorCode.INVALID_REQUEST
            elif requested.timestamp < 0 and \
                    version < TIMESTAMP_MIN_VERSION.get(requested.timestamp, 1 << 15):
                answer.error_code = ErrorCode.UNSUPPORTED_VERSION
            else:
                await _answer(node, version, request, topic.name, requested, answer)
            if version < 4:
                answer.leader_epoch = -1
            partitions[requested.partition_index] = answer
        if partitions:  # a topic listing no partitions is left out, as Kafka answers
            topics.append(ListOffsetsTopicResponse(name=topic.name,
                                                   partitions=list(partitions.values())))
    return ListOffsetsResponse(topics=topics + refused)


def _error_response(request: ListOffsetsRequest, error: ErrorCode) -> ListOffsetsResponse:
    """Every partition answered with `error` (Kafka's ListOffsetsRequest.getErrorResponse)."""
    return ListOffsetsResponse(topics=[ListOffsetsTopicResponse(name=topic.name, partitions=[
        ListOffsetsPartitionResponse(partition_index=p.partition_index, error_code=error)
        for p in topic.partitions]) for topic in request.topics])


async def _answer(node, version, request, topic, requested, answer) -> None:
    found = await node.replica_manager.fetch_offset_for_timestamp(
        topic, requested.partition_index, requested.timestamp,
        current_leader_epoch=requested.current_leader_epoch, replica_id=request.replica_id,
        timeout_ms=request.timeout_ms if version >= 10 else None,
        isolation_level=request.isolation_level if version >= 2 else 0)
    answer.error_code = found.error
    if found.error == ErrorCode.NONE and found.offset >= 0:
        answer.timestamp, answer.offset, answer.leader_epoch = \
            found.timestamp, found.offset, found.leader_epoch

"""DeleteRecords (key 21), versions 0-2.

Behavior:
- Handled by partition leaders, as in Kafka (the admin client sends each partition to its
  leader): Offset -1 means the high watermark; an offset below 0 or above the high watermark ->
  OFFSET_OUT_OF_RANGE; otherwise the leader's log start offset moves there (whole batches below
  it are dropped; followers follow through the LogStartOffset of their fetch responses).
- The answer waits until the low watermark — the smallest log start offset over the leader and
  its followers on live brokers (Kafka's lowWatermarkIfLeader) — reaches the offset, or
  TimeoutMs passes (REQUEST_TIMED_OUT); LowWatermark reports it.
- Not the leader -> NOT_LEADER_OR_FOLLOWER; unknown partition -> UNKNOWN_TOPIC_OR_PARTITION; a
  partition of an internal topic (`__consumer_offsets`) -> INVALID_TOPIC_EXCEPTION; a topic
  whose `cleanup.policy` lacks delete (compact only) -> POLICY_VIOLATION, before the offset is
  looked at.

Versions: v1 same as v0; v2 flexible.

Topics the principal may not DELETE: TOPIC_AUTHORIZATION_FAILED (low watermark -1) on each
partition, whether they exist or not.
"""

from __future__ import annotations

import asyncio

from kafkasim.broker.controller.topics import INTERNAL_TOPICS
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed_names, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.delete_records import (
    DeleteRecordsPartitionResult,
    DeleteRecordsRequest,
    DeleteRecordsResponse,
    DeleteRecordsTopicResult,
)

HIGH_WATERMARK = -1


def low_watermark(node, partition) -> int:
    """The smallest log start offset over the leader and followers on live brokers."""
    low = partition.log.log_start_offset
    for follower in partition.followers.values():
        if node.metadata.is_alive(follower.broker_id) and follower.log_start_offset < low:
            low = follower.log_start_offset
    return low


RULES = api_rules("DeleteRecords")


async def handle_delete_records(node, context: RequestContext, request: DeleteRecordsRequest):
    pending = []
    topics = []
    deletable = allowed_names(node, context, RULES.topic, (t.name for t in request.topics))
    for topic in request.topics:
        results = []
        for requested in topic.partitions:
            result = DeleteRecordsPartitionResult(partition_index=requested.partition_index,
                                                  low_watermark=-1)
            results.append(result)
            if topic.name not in deletable:
                result.error_code = RULES.topic.error
                continue
            if topic.name in INTERNAL_TOPICS and node.metadata.partition(
                    topic.name, requested.partition_index) is not None:
                # Kafka's deleteRecordsOnLocalLog: internal topics are never truncated by clients.
                result.error_code = ErrorCode.INVALID_TOPIC_EXCEPTION
                continue
            partition, error = node.replica_manager.leader_partition(topic.name,
                                                                     requested.partition_index)
            if error != ErrorCode.NONE:
                result.error_code = error
                continue
            if not partition.log.config.delete:
                # Kafka's Partition.deleteRecordsOnLeader: a compacted-only topic's records are
                # removed by the cleaner only.
                result.error_code = ErrorCode.POLICY_VIOLATION
                continue
            offset = partition.high_watermark if requested.offset == HIGH_WATERMARK else requested.offset
            if offset < 0 or offset > partition.high_watermark:
                result.error_code = ErrorCode.OFFSET_OUT_OF_RANGE
                continue
            partition.log.delete_records_before(offset)
            partition.notify_data_waiters()
            pending.append((result, partition, offset))
        topics.append(DeleteRecordsTopicResult(name=topic.name, partitions=results))
    clock = node.clock  # the timeout runs on the broker clock (broker/clock.py)
    deadline = clock.monotonic() + max(request.timeout_ms, 0) / 1000
    for result, partition, offset in pending:
        # The wait point: woken by follower fetches that report a new log start offset.
        while partition.is_leader and low_watermark(node, partition) < offset:
            remaining = deadline - clock.monotonic()
            if remaining <= 0:
                break
            future = asyncio.get_running_loop().create_future()
            partition.add_data_waiter(future)
            try:
                await clock.wait((future,), remaining)
            finally:
                partition.discard_data_waiter(future)
        if not partition.is_leader:
            result.error_code = ErrorCode.NOT_LEADER_OR_FOLLOWER
        elif low_watermark(node, partition) < offset:
            result.error_code = ErrorCode.REQUEST_TIMED_OUT
        result.low_watermark = low_watermark(node, partition)
    return DeleteRecordsResponse(topics=topics)

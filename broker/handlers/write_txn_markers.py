"""WriteTxnMarkers (key 27), versions 1-2: the transaction coordinator's COMMIT/ABORT markers.

Behavior (Kafka's KafkaApis.handleWriteTxnMarkersRequest, the partition leader's side):
- Each marker names a producer id and epoch, the result (TransactionResult true: COMMIT) and
  the coordinator epoch, and the partitions of the transaction. Per partition: not in this
  broker's metadata or not hosted here -> UNKNOWN_TOPIC_OR_PARTITION; otherwise a control batch
  (one control record: key version 0 + type, value version 0 + coordinator epoch) is appended
  as leader (broker/replica/append.py: NOT_LEADER_OR_FOLLOWER elsewhere, internal topics
  allowed), after the producer-state checks: an older producer epoch -> INVALID_PRODUCER_EPOCH
  (for a transactions v2 marker, TransactionVersion 2, of a transaction open there: one not
  above the epoch it was written at, KIP-1228), an older coordinator epoch ->
  TRANSACTION_COORDINATOR_FENCED.
- The marker ends the producer's ongoing transaction: an ABORT goes into the segment's
  transaction index, and the last stable offset moves once the high watermark passes the
  marker (broker/storage/producer_state.py).
- Markers are written with acks=all: a partition is answered once the high watermark passes its
  marker (NOT_ENOUGH_REPLICAS when the ISR is below min.insync.replicas, or
  REQUEST_TIMED_OUT after `request.timeout.ms`).
- A marker for a `__consumer_offsets` partition also completes (COMMIT) or drops (ABORT) that
  producer's pending transactional offsets (TxnOffsetCommit) in the group coordinator.

Versions: v1 flexible (KIP-482; v0 was removed in Kafka 4, KIP-896); v2 adds the marker's
TransactionVersion (KIP-1228).

Needs ALTER or CLUSTER_ACTION on the cluster (the coordinators' principal), else every partition
answers CLUSTER_AUTHORIZATION_FAILED.

Never throttled by client quotas (a cluster action, as in Kafka).
"""

from __future__ import annotations

import asyncio

from kafkasim.broker.group.offsets import OFFSETS_TOPIC
from kafkasim.broker.group.transactional_offsets import complete_transaction
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.replica.append import append_txn_marker
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.write_txn_markers import (
    WritableTxnMarkerPartitionResult,
    WritableTxnMarkerResult,
    WritableTxnMarkerTopicResult,
    WriteTxnMarkersRequest,
    WriteTxnMarkersResponse,
)

RULES = api_rules("WriteTxnMarkers")


async def handle_write_txn_markers(node, context: RequestContext,
                                   request: WriteTxnMarkersRequest):
    if not (allowed(node, context, RULES.alter) or allowed(node, context, RULES.cluster)):
        return WriteTxnMarkersResponse(markers=[WritableTxnMarkerResult(
            producer_id=marker.producer_id, topics=[WritableTxnMarkerTopicResult(
                name=topic.name, partitions=[WritableTxnMarkerPartitionResult(
                    partition_index=index, error_code=RULES.cluster.error)
                    for index in topic.partition_indexes]) for topic in marker.topics])
            for marker in request.markers])
    manager = node.replica_manager
    results = []
    waits: list[tuple[WritableTxnMarkerPartitionResult, asyncio.Future, tuple]] = []
    for marker in request.markers:
        topics = []
        for topic in marker.topics:
            partitions = []
            for index in topic.partition_indexes:
                answer = WritableTxnMarkerPartitionResult(partition_index=index,
                                                          error_code=ErrorCode.NONE)
                partitions.append(answer)
                if node.metadata.partition(topic.name, index) is None \
                        or manager.get_partition(topic.name, index) is None:
                    answer.error_code = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
                    continue
                error, wait = append_txn_marker(
                    manager, topic.name, index, producer_id=marker.producer_id,
                    producer_epoch=marker.producer_epoch,
                    coordinator_epoch=marker.coordinator_epoch,
                    commit=marker.transaction_result,
                    transaction_version=marker.transaction_version
                    if context.api_version >= 2 else 0)
                answer.error_code = error
                if wait is not None:
                    waits.append((answer, wait, (topic.name, index, marker)))
            topics.append(WritableTxnMarkerTopicResult(name=topic.name, partitions=partitions))
        results.append(WritableTxnMarkerResult(producer_id=marker.producer_id, topics=topics))
    if waits:
        timeout = node.config.get_int("request.timeout.ms") / 1000
        # The wait point: every marker replicated to the ISR (acks=all).
        await asyncio.wait([wait for _, wait, _ in waits], timeout=timeout)
    for answer, wait, (topic, index, marker) in waits:
        answer.error_code = wait.result() if wait.done() else ErrorCode.REQUEST_TIMED_OUT
        if topic == OFFSETS_TOPIC and answer.error_code == ErrorCode.NONE:
            complete_transaction(node.groups, index, marker.producer_id,
                                 marker.transaction_result)
    return WriteTxnMarkersResponse(markers=results)

"""Fetch (key 1) on the controller listener, versions 4-18: brokers pull `__cluster_metadata`.

Behavior:
- Serves only partition 0 of `__cluster_metadata` (by name up to v12, by Kafka's metadata topic
  id AAAAAAAAAAAAAAAAAAAAAQ from v13); any other partition gets UNKNOWN_TOPIC_OR_PARTITION
  (UNKNOWN_TOPIC_ID for an unknown id).
- Returns whole record batches from the one holding FetchOffset, at least one batch even when
  larger than MaxBytes; HighWatermark and LastStableOffset are the log end offset (every
  appended batch is committed: the quorum has one voter).
- Long-polls as KRaft observers' fetches do: with nothing to return and MaxWaitMs > 0 it waits
  for the next append, at most MaxWaitMs.
- FetchOffset beyond the log end gets OFFSET_OUT_OF_RANGE (a broker that outlived an
  in-memory controller starts over). A ClusterId other than this cluster's (v12+) gets
  INCONSISTENT_CLUSTER_ID.
- The broker listener's Fetch (partition data, replication) is `fetch.py`; this module is the
  controller's side only, hence its own name.

Versions: v4-18 as for the broker listener (v12 flexible + ClusterId, v13 topic ids, v15
ReplicaState); v18's tagged follower HighWatermark (KIP-1166) is accepted and not used: the
controller's log is committed as it is appended.

Not implemented: fetch sessions (SessionId 0 is always returned: no session is created, which
KIP-227 allows), snapshots (the log is never truncated, so SnapshotId is never needed),
DivergingEpoch (a single controller never diverges).
"""

from __future__ import annotations

import time

from kafkasim.broker.metadata.log import METADATA_TOPIC, METADATA_TOPIC_ID
from kafkasim.broker.network.registry import RequestContext
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.fetch import (
    FetchableTopicResponse,
    FetchRequest,
    FetchResponse,
    LeaderIdAndEpoch,
    PartitionData,
)


async def handle_metadata_fetch(node, context: RequestContext, request: FetchRequest):
    version = context.api_version
    metadata_log = node.log
    if version >= 12 and request.cluster_id is not None and request.cluster_id != node.cluster_id:
        return FetchResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID)

    def is_metadata_topic(topic) -> bool:
        return topic.topic_id == METADATA_TOPIC_ID if version >= 13 else topic.topic == METADATA_TOPIC

    wanted = [
        partition.fetch_offset
        for topic in request.topics if is_metadata_topic(topic)
        for partition in topic.partitions if partition.partition == 0
    ]
    if wanted and request.max_wait_ms > 0 and wanted[0] == metadata_log.end_offset:
        # Kafka updates the observer's state when the fetch arrives and again when it
        # completes (KafkaRaftClient.tryCompleteFetchRequest, both times).
        _observe(node, request, version, wanted[0])
        await metadata_log.wait_for_append(wanted[0], request.max_wait_ms / 1000)

    responses = []
    for topic in request.topics:
        known = is_metadata_topic(topic)
        partitions = []
        for partition in topic.partitions:
            data = PartitionData(partition_index=partition.partition,
                                 high_watermark=metadata_log.end_offset,
                                 last_stable_offset=metadata_log.end_offset,
                                 log_start_offset=0)
            if not known:
                data.error_code = (ErrorCode.UNKNOWN_TOPIC_ID if version >= 13
                                   else ErrorCode.UNKNOWN_TOPIC_OR_PARTITION)
            elif partition.partition != 0:
                data.error_code = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
            elif partition.fetch_offset > metadata_log.end_offset or partition.fetch_offset < 0:
                data.error_code = ErrorCode.OFFSET_OUT_OF_RANGE
            else:
                _observe(node, request, version, partition.fetch_offset)
                max_bytes = min(partition.partition_max_bytes, request.max_bytes)
                data.records = metadata_log.read(partition.fetch_offset, max_bytes)
                if version >= 12:
                    data.current_leader = LeaderIdAndEpoch(leader_id=node.node_id,
                                                           leader_epoch=metadata_log.leader_epoch)
            partitions.append(data)
        responses.append(FetchableTopicResponse(topic=topic.topic, topic_id=topic.topic_id,
                                                partitions=partitions))
    return FetchResponse(responses=responses, session_id=0)


def _observe(node, request: FetchRequest, version: int, fetch_offset: int) -> None:
    """The fetching broker's observer state for DescribeQuorum (Kafka's updateReplicaState)."""
    directory_id = next((partition.replica_directory_id for topic in request.topics
                         for partition in topic.partitions), None)
    node.quorum.observe_fetch(
        request.replica_state.replica_id if version >= 15 else request.replica_id,
        directory_id, fetch_offset, node.log.end_offset, int(time.time() * 1000))

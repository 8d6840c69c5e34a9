"""DescribeQuorum (key 55), versions 0-2: the metadata quorum (KIP-595), for
`kafka-metadata-quorum describe`.

Behavior (Kafka's KafkaRaftClient.handleDescribeQuorumRequest, LeaderState, RaftUtil):
- On a broker the request is forwarded to the controller and its answer returned (Kafka's
  forwardToControllerOrFail); with no controller reachable: REQUEST_TIMED_OUT.
- On the controller: a request for any partition other than `__cluster_metadata`-0 is answered
  UNKNOWN_TOPIC_OR_PARTITION for that partition. Else one partition: the controller is the
  leader and the only voter (kafkasim runs one controller), LeaderEpoch its metadata log's
  epoch, HighWatermark its log end (every batch commits at once with one voter).
- The voter reports its own log end and, as the leader, now as its last fetch and last
  caught-up times. Observers are the brokers that fetched the metadata log within the last
  5 minutes (Kafka's OBSERVER_SESSION_TIMEOUT_MS), with the offset they fetched from as log
  end, their last fetch time and last caught-up time (broker/metadata/quorum.py).
- v2 adds each replica's directory id and the voters' endpoints (Nodes): the controller's
  listener `CONTROLLER`.

Versions: v0 (KIP-595); v1 LastFetchTimestamp and LastCaughtUpTimestamp (KIP-836); v2
directory ids, Nodes and ErrorMessage (KIP-853).

Needs DESCRIBE on the cluster (checked by the broker, which forwards what it allows), else
CLUSTER_AUTHORIZATION_FAILED.

Not implemented: a quorum of several controllers (one voter, never a follower or a
candidate).
"""

from __future__ import annotations

import time

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.metadata.log import METADATA_TOPIC
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules, denied_message
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_quorum import (
    DescribeQuorumRequest,
    DescribeQuorumResponse,
    DescribeQuorumResponsePartitionData,
    DescribeQuorumResponseTopicData,
    Listener,
    Node,
    ReplicaState,
)

CONTROLLER_LISTENER = "CONTROLLER"


RULES = api_rules("DescribeQuorum")


async def handle_describe_quorum(node, context: RequestContext, request: DescribeQuorumRequest):
    if not allowed(node, context, RULES.cluster):
        return DescribeQuorumResponse(error_code=RULES.cluster.error,
                                      error_message=denied_message(RULES.cluster))
    def unavailable(message: str) -> DescribeQuorumResponse:
        return DescribeQuorumResponse(error_code=ErrorCode.REQUEST_TIMED_OUT,
                                      error_message=message)

    return await forward_to_controller(node, request, context.api_version,
                                       unavailable=unavailable)


async def handle_describe_quorum_controller(node, context: RequestContext,
                                            request: DescribeQuorumRequest):
    asked = [(topic.topic_name, partition.partition_index)
             for topic in request.topics for partition in topic.partitions]
    if asked != [(METADATA_TOPIC, 0)]:
        # Kafka's DescribeQuorumRequest.getPartitionLevelErrorResponse.
        return DescribeQuorumResponse(topics=[DescribeQuorumResponseTopicData(
            topic_name=topic.topic_name, partitions=[DescribeQuorumResponsePartitionData(
                partition_index=partition.partition_index,
                error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION)
                for partition in topic.partitions])
            for topic in request.topics])
    version = context.api_version
    now_ms = int(time.time() * 1000)
    end_offset = node.log.end_offset
    quorum = node.quorum
    response = DescribeQuorumResponse(
        topics=[DescribeQuorumResponseTopicData(topic_name=METADATA_TOPIC, partitions=[
            DescribeQuorumResponsePartitionData(
                partition_index=0, leader_id=node.node_id,
                leader_epoch=node.log.leader_epoch, high_watermark=end_offset,
                current_voters=[_replica(quorum.voter(end_offset, now_ms), version)],
                observers=[_replica(state, version)
                           for state in quorum.observers(now_ms)])])])
    if version >= 2:
        response.nodes = [Node(node_id=node.node_id, listeners=[
            Listener(name=CONTROLLER_LISTENER, host=node.host, port=node.port)])]
    return response


def _replica(state, version: int) -> ReplicaState:
    replica = ReplicaState(replica_id=state.replica_id, log_end_offset=state.log_end_offset,
                           last_fetch_timestamp=state.last_fetch_ms,
                           last_caught_up_timestamp=state.last_caught_up_ms)
    if version >= 2:
        replica.replica_directory_id = state.directory_id
    return replica

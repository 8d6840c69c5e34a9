"""DescribeTopicPartitions (key 75), version 0: topics and their partitions, a page at a time.

Behavior (Kafka's DescribeTopicPartitionsRequestHandler and
KRaftMetadataCache.getTopicMetadataForDescribeTopicResponse, KIP-966):
- No topics named: every topic, in name order; else the named ones, in name order. Either way
  only names at or after the cursor's topic; a cursor whose topic is not among the named ones,
  or whose partition index is negative, fails the request with INVALID_REQUEST (every named
  topic answered with that error and no partitions).
- A page holds at most max(min(`max.request.partition.size.limit`, ResponsePartitionLimit), 1)
  partitions, starting at the cursor's partition for the cursor's topic and at 0 for the
  others. When a topic's partitions do not all fit, NextCursor names the first one left; when
  the page fills exactly at a topic's end, NextCursor names the next topic at partition 0.
- Partitions as in Metadata (known leader or -1, leader epoch, replicas, ISR, offline
  replicas), with no partition error: a partition without a leader is answered with leader -1
  and error NONE, and replicas on fenced brokers stay listed. EligibleLeaderReplicas and
  LastKnownElr are the controller's (KIP-966, broker/controller/partitions.py): the replicas
  that left an ISR below min.insync.replicas, and the last leader of a partition whose ISR
  emptied.
- A named topic that does not exist: UNKNOWN_TOPIC_OR_PARTITION (INVALID_TOPIC_EXCEPTION for
  an illegal name), with its topic id zero; unknown topics are skipped when listing all.
- Topics the principal may not DESCRIBE are skipped when listing all; named, they answer
  TOPIC_AUTHORIZATION_FAILED (topic id zero, not internal, no partitions) after the page's
  topics, whether they exist or not. Only names the page reached are answered so: a page that
  ends before a name never mentions it.
- IsInternal for Kafka's internal topics; TopicAuthorizedOperations: the operations the
  principal may do on the topic (every one without an authorizer), unknown topics included;
  not set on refused topics nor on an INVALID_REQUEST answer.

Versions: v0 (KIP-966).
"""

from __future__ import annotations

from kafkasim.broker.controller.topics import INTERNAL_TOPICS, topic_name_error
from kafkasim.broker.handlers.metadata import known_leader, offline_replicas
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.acl import ResourceType
from kafkasim.broker.security.authorization import allowed, api_rules, authorized_operations
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_topic_partitions import (
    DescribeTopicPartitionsRequest,
    DescribeTopicPartitionsResponse,
    DescribeTopicPartitionsResponseCursor,
    DescribeTopicPartitionsResponsePartition,
    DescribeTopicPartitionsResponseTopic,
)

RULES = api_rules("DescribeTopicPartitions")


async def handle_describe_topic_partitions(node, context: RequestContext,
                                           request: DescribeTopicPartitionsRequest):
    image = node.metadata
    cursor = request.cursor
    after = cursor.topic_name if cursor is not None else ""
    list_all = not request.topics
    names = sorted(image.topics) if list_all else sorted({t.name for t in request.topics})
    names = [name for name in names if name >= after]
    if (cursor is not None and not list_all and cursor.topic_name not in names) \
            or (cursor is not None and cursor.partition_index < 0):
        return DescribeTopicPartitionsResponse(topics=[
            DescribeTopicPartitionsResponseTopic(
                error_code=ErrorCode.INVALID_REQUEST, name=topic.name, is_internal=False)
            for topic in request.topics])
    limit = max(min(node.config.get_int("max.request.partition.size.limit"),
                    request.response_partition_limit), 1)
    response = DescribeTopicPartitionsResponse()
    refused: list[DescribeTopicPartitionsResponseTopic] = []
    for name in names:
        if not allowed(node, context, RULES.topic, name):
            if not list_all:
                refused.append(DescribeTopicPartitionsResponseTopic(
                    error_code=RULES.topic.error, name=name, is_internal=False))
            continue
        if limit == 0:
            response.next_cursor = DescribeTopicPartitionsResponseCursor(topic_name=name, partition_index=0)
            break
        topic = image.topics.get(name)
        if topic is None:
            if not list_all:
                response.topics.append(DescribeTopicPartitionsResponseTopic(
                    error_code=(ErrorCode.INVALID_TOPIC_EXCEPTION if topic_name_error(name)
                                else ErrorCode.UNKNOWN_TOPIC_OR_PARTITION),
                    name=name, is_internal=name in INTERNAL_TOPICS,
                    topic_authorized_operations=authorized_operations(
                        node, context, ResourceType.TOPIC, name)))
            continue
        start = cursor.partition_index if cursor is not None and name == after else 0
        end = min(len(topic.partitions), start + limit)
        partitions = [_partition(image, topic.partitions[index]) for index in range(start, end)
                      if index in topic.partitions]
        response.topics.append(DescribeTopicPartitionsResponseTopic(
            error_code=ErrorCode.NONE, name=name, topic_id=topic.topic_id,
            is_internal=name in INTERNAL_TOPICS, partitions=partitions,
            topic_authorized_operations=authorized_operations(node, context,
                                                              ResourceType.TOPIC, name)))
        if end < len(topic.partitions):
            response.next_cursor = DescribeTopicPartitionsResponseCursor(topic_name=name, partition_index=end)
            break
        limit -= len(partitions)
    response.topics += refused
    return response


def _partition(image, info) -> DescribeTopicPartitionsResponsePartition:
    return DescribeTopicPartitionsResponsePartition(
        error_code=ErrorCode.NONE, partition_index=info.partition,
        leader_id=known_leader(image, info), leader_epoch=info.leader_epoch,
        replica_nodes=list(info.replicas), isr_nodes=list(info.isr),
        eligible_leader_replicas=list(info.eligible_leader_replicas),
        last_known_elr=list(info.last_known_elr),
        offline_replicas=offline_replicas(image, info))

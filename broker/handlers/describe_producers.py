"""DescribeProducers (key 61), version 0: the active producers of partitions (KIP-664).

Behavior (Kafka's KafkaApis.handleDescribeProducersRequest and Partition.activeProducerState):
- Per partition: not in this broker's metadata -> UNKNOWN_TOPIC_OR_PARTITION; in the metadata
  but not hosted here -> NOT_LEADER_OR_FOLLOWER; otherwise any local replica, leader or
  follower, answers from its own producer state (broker/storage/producer_state.py).
- One entry per producer the partition's producer state holds: producer id and epoch, the last
  sequence (-1 when its last batches were a marker's epoch bump), the last batch's or marker's
  timestamp, the coordinator epoch of its last marker (-1: none) and the first offset of its
  ongoing transaction (-1: none). Entries come in the order the producers were first seen (Kafka
  keeps them in a hash map: clients should not rely on an order).

Versions: v0 (KIP-664), flexible.

Topics the principal may not READ: TOPIC_AUTHORIZATION_FAILED on each partition (after the
name's validity, before its existence).
"""

from __future__ import annotations

from kafkasim.broker.controller.topics import topic_name_error
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import ERROR_MESSAGES, allowed, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_producers import (
    DescribeProducersRequest,
    DescribeProducersResponse,
    PartitionResponse,
    ProducerState,
    TopicResponse,
)

RULES = api_rules("DescribeProducers")


async def handle_describe_producers(node, context: RequestContext,
                                    request: DescribeProducersRequest):
    topics = []
    for topic in request.topics:
        refused = topic_name_error(topic.name) is None \
            and not allowed(node, context, RULES.topic, topic.name)
        partitions = []
        for index in topic.partition_indexes:
            if refused:
                partitions.append(PartitionResponse(
                    partition_index=index, error_code=RULES.topic.error,
                    error_message=ERROR_MESSAGES[RULES.topic.error], active_producers=[]))
                continue
            partitions.append(_describe(node, topic.name, index))
        topics.append(TopicResponse(name=topic.name, partitions=partitions))
    return DescribeProducersResponse(topics=topics)


def _describe(node, topic: str, index: int) -> PartitionResponse:
    answer = PartitionResponse(partition_index=index, error_code=ErrorCode.NONE,
                               active_producers=[])
    if node.metadata.partition(topic, index) is None:
        answer.error_code = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        return answer
    partition = node.replica_manager.get_partition(topic, index)
    if partition is None:
        answer.error_code = ErrorCode.NOT_LEADER_OR_FOLLOWER
        return answer
    for entry in partition.log.producer_state.entries.values():
        answer.active_producers.append(ProducerState(
            producer_id=entry.producer_id, producer_epoch=entry.producer_epoch,
            last_sequence=entry.last_sequence, last_timestamp=entry.last_timestamp,
            coordinator_epoch=entry.coordinator_epoch,
            current_txn_start_offset=entry.current_txn_first_offset))
    return answer

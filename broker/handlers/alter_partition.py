"""AlterPartition (key 56), versions 2-3, controller listener only: leaders change their ISR.

Behavior (Kafka's ReplicationControlManager.alterPartition, checks in its order):
- Top level: STALE_BROKER_EPOCH when BrokerId is not registered with BrokerEpoch.
- Topic unknown: UNKNOWN_TOPIC_ID; partition unknown: UNKNOWN_TOPIC_OR_PARTITION.
- LeaderEpoch or PartitionEpoch newer than the controller's: NOT_CONTROLLER (the sender knows
  more than this controller). Older LeaderEpoch: FENCED_LEADER_EPOCH. Sender not the leader:
  INVALID_REQUEST. Older PartitionEpoch: INVALID_UPDATE_VERSION.
- The new ISR must be a subset of the replicas, hold the leader, and not repeat a broker
  (INVALID_REQUEST); every member must be an unfenced broker, with the broker epoch stated in
  v3 (INELIGIBLE_REPLICA).
  LeaderRecoveryState RECOVERING with more than one ISR member, or going back from RECOVERED to
  RECOVERING: INVALID_REQUEST.
- On success the partition epoch moves on (the leader epoch does not) and the answer carries
  the committed leader, epochs and ISR; an unchanged ISR commits nothing and answers the
  current state. A shrink below the topic's min.insync.replicas moves the replicas leaving the
  ISR into its eligible leader replicas; an ISR back at the minimum clears them (KIP-966,
  broker/controller/partitions.py).
- An ISR that holds every target replica of an ongoing reassignment completes it in the same
  record (broker/controller/reassignment.py); when that moves the leadership away from the
  sender, the answer is NEW_LEADER_ELECTED, as Kafka answers.

Versions: v2 names topics by id (KIP-841); v3 adds NewIsrWithEpochs (KIP-903). Kafka 4 removed
v0-1 (topic names, KIP-896).

Not implemented: leader recovery after unclean election is not modelled (partitions are always
RECOVERED, LeaderRecoveryState is answered 0).
"""

from __future__ import annotations

from kafkasim.broker.controller.reassignment import isr_change
from kafkasim.broker.network.registry import RequestContext
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.alter_partition import (
    AlterPartitionRequest,
    AlterPartitionResponse,
    AlterPartitionResponsePartitionData,
    AlterPartitionResponseTopicData,
)

RECOVERED = 0
RECOVERING = 1


async def handle_alter_partition(node, context: RequestContext, request: AlterPartitionRequest):
    version = context.api_version
    image = node.metadata
    sender = image.brokers.get(request.broker_id)
    if sender is None or sender.epoch != request.broker_epoch:
        return AlterPartitionResponse(error_code=ErrorCode.STALE_BROKER_EPOCH)
    records: list[dict] = []
    committed: list[tuple[AlterPartitionResponsePartitionData, dict]] = []
    topics = []
    for topic_data in request.topics:
        topic = image.topics_by_id.get(topic_data.topic_id)
        results = []
        topics.append(AlterPartitionResponseTopicData(
            topic_id=topic_data.topic_id, partitions=results))
        for data in topic_data.partitions:
            result = AlterPartitionResponsePartitionData(partition_index=data.partition_index)
            results.append(result)
            if topic is None:
                result.error_code = ErrorCode.UNKNOWN_TOPIC_ID
                continue
            partition = topic.partitions.get(data.partition_index)
            if partition is None:
                result.error_code = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
                continue
            if version >= 3:
                new_isr = [state.broker_id for state in data.new_isr_with_epochs]
                stated_epochs = {s.broker_id: s.broker_epoch for s in data.new_isr_with_epochs}
            else:
                new_isr, stated_epochs = list(data.new_isr), {}
            error = _validate(image, request.broker_id, partition, data, new_isr, stated_epochs)
            if error != ErrorCode.NONE:
                result.error_code = error
                continue
            if new_isr == partition.isr:
                _answer(result, partition.leader, partition.leader_epoch, partition.isr,
                        partition.partition_epoch)
                continue
            record = isr_change(image, node.config, partition, new_isr)
            records.append(record)
            if record["leader"] != request.broker_id:
                result.error_code = ErrorCode.NEW_LEADER_ELECTED
                continue
            committed.append((result, record))
    node.append(records)
    for result, record in committed:
        _answer(result, record["leader"], record["leader_epoch"], record["isr"],
                record["partition_epoch"])
    return AlterPartitionResponse(topics=topics)


def _answer(result, leader: int, leader_epoch: int, isr: list[int], partition_epoch: int) -> None:
    result.leader_id = leader
    result.leader_epoch = leader_epoch
    result.isr = list(isr)
    result.partition_epoch = partition_epoch
    result.leader_recovery_state = RECOVERED


def _validate(image, broker_id: int, partition, data, new_isr: list[int],
              stated_epochs: dict[int, int]) -> int:
    if data.leader_epoch > partition.leader_epoch:
        return ErrorCode.NOT_CONTROLLER
    if data.partition_epoch > partition.partition_epoch:
        return ErrorCode.NOT_CONTROLLER
    if data.leader_epoch < partition.leader_epoch:
        return ErrorCode.FENCED_LEADER_EPOCH
    if broker_id != partition.leader:
        return ErrorCode.INVALID_REQUEST
    if data.partition_epoch < partition.partition_epoch:
        return ErrorCode.INVALID_UPDATE_VERSION
    if (len(set(new_isr)) != len(new_isr) or not set(new_isr) <= set(partition.replicas)
            or partition.leader not in new_isr):
        return ErrorCode.INVALID_REQUEST
    if data.leader_recovery_state == RECOVERING:
        # With more than one ISR member, or (always here) going back from RECOVERED.
        return ErrorCode.INVALID_REQUEST
    for replica in new_isr:
        info = image.brokers.get(replica)
        stated = stated_epochs.get(replica, -1)
        if info is None or info.fenced or (stated != -1 and stated != info.epoch):
            return ErrorCode.INELIGIBLE_REPLICA
    return ErrorCode.NONE

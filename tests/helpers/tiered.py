"""Helpers for tests of the remote tier (KIP-405) and follower bootstrap (KIP-1023): a cluster
with the remote tier on, tiered topics, raw ListOffsets, waiting for uploads."""

from __future__ import annotations

from kafkasim.protocol.messages.alter_partition_reassignments import (
    AlterPartitionReassignmentsRequest,
    ReassignablePartition,
    ReassignableTopic,
)
from kafkasim.protocol.messages.list_offsets import (
    ListOffsetsPartition,
    ListOffsetsRequest,
    ListOffsetsTopic,
)
from kafkasim.protocol.records import build_batch
from tests.helpers.cluster import TEST_CLUSTER_CONFIG

# The remote tier on, with its periodic tasks as fast as a test needs (Kafka: 30 s between
# remote log manager passes, 5 min between retention checks, 30 s before the first); the
# metadata topic with 5 partitions (Kafka's 50 are covered by test_tiered.py).
TIERED_CONFIG = {
    **TEST_CLUSTER_CONFIG,
    "remote.log.storage.system.enable": "true",
    "remote.log.manager.task.interval.ms": "100",
    "log.retention.check.interval.ms": "100",
    "log.initial.task.delay.ms": "0",
    "rlmm.config.remote.log.metadata.topic.num.partitions": "5",
}

LATEST, EARLIEST, MAX_TIMESTAMP, EARLIEST_LOCAL, LATEST_TIERED, EARLIEST_PENDING_UPLOAD = (
    -1, -2, -3, -4, -5, -6)


def record_batch(first: int, count: int = 1, size: int = 100, timestamp: int | None = None
                 ) -> bytes:
    """Records first..first+count-1, each value `value-<index>` padded to `size` bytes."""
    return build_batch([(None, value_of(index, size), [], timestamp)
                        for index in range(first, first + count)])


def value_of(index: int, size: int = 100) -> bytes:
    return f"value-{index:06d}".encode().ljust(size, b".")


def batch_size(size: int = 100) -> int:
    """The stored size of one batch of one record of `size` bytes."""
    return len(record_batch(0, 1, size, timestamp=0))


async def list_offset(connection, topic: str, timestamp: int, *, partition: int = 0,
                      version: int = 11, replica_id: int = -1):
    """One partition's ListOffsets answer for `timestamp`."""
    request = ListOffsetsRequest(replica_id=replica_id, topics=[ListOffsetsTopic(
        name=topic, partitions=[ListOffsetsPartition(partition_index=partition,
                                                     timestamp=timestamp)])])
    response = await connection.send(request, version)
    return response.topics[0].partitions[0]


async def offsets(connection, topic: str, *, replica_id: int = -1) -> dict[int, int]:
    """The leader's answers (offsets) for -1, -2, -4, -5 and -6."""
    return {timestamp: (await list_offset(connection, topic, timestamp,
                                          replica_id=replica_id)).offset
            for timestamp in (LATEST, EARLIEST, EARLIEST_LOCAL, LATEST_TIERED,
                              EARLIEST_PENDING_UPLOAD)}


async def reassign(connection, topic: str, replicas: list[int] | None, partition: int = 0):
    """AlterPartitionReassignments for one partition; its answer."""
    request = AlterPartitionReassignmentsRequest(topics=[ReassignableTopic(
        name=topic, partitions=[ReassignablePartition(partition_index=partition,
                                                      replicas=replicas)])])
    response = await connection.send(request, 0)
    return response.responses[0].partitions[0]


def replica(cluster, broker_id: int, topic: str, partition: int = 0):
    """Broker `broker_id`'s replica (replica.partition.Partition) of the partition, or None."""
    return cluster.brokers[broker_id].replica_manager.get_partition(topic, partition)


def in_isr(cluster, topic: str, broker_id: int, partition: int = 0) -> bool:
    info = cluster.controller.metadata.partition(topic, partition)
    return info is not None and broker_id in info.isr and not info.reassigning


async def elect_preferred(connection, topic: str, partition: int = 0, unclean: bool = False):
    """ElectLeaders (preferred, or unclean) for one partition; its error code."""
    from kafkasim.protocol.messages.elect_leaders import ElectLeadersRequest, TopicPartitions

    request = ElectLeadersRequest(election_type=1 if unclean else 0, timeout_ms=5000,
                                  topic_partitions=[TopicPartitions(topic=topic,
                                                                    partitions=[partition])])
    response = await connection.send(request, 2)
    return response.replica_election_results[0].partition_result[0].error_code


async def move_leader(cluster, connection, topic: str, to: int, partition: int = 0) -> int:
    """Make broker `to` (an in-sync replica) the leader: reorder the replicas so it is first
    (a reassignment that completes at once) and elect the preferred leader; return the new
    leader epoch."""
    info = cluster.controller.metadata.partition(topic, partition)
    order = [to] + [r for r in info.replicas if r != to]
    assert (await reassign(connection, topic, order, partition)).error_code == 0
    assert await elect_preferred(connection, topic, partition) == 0
    await cluster.wait_for_metadata()
    await cluster.wait_until(lambda: replica(cluster, to, topic, partition).is_leader)
    return cluster.controller.metadata.partition(topic, partition).leader_epoch


async def delete_records(connection, topic: str, offset: int, partition: int = 0) -> int:
    """DeleteRecords up to `offset`; the partition's error code."""
    from kafkasim.protocol.messages.delete_records import (
        DeleteRecordsPartition,
        DeleteRecordsRequest,
        DeleteRecordsTopic,
    )

    request = DeleteRecordsRequest(timeout_ms=5000, topics=[DeleteRecordsTopic(
        name=topic, partitions=[DeleteRecordsPartition(partition_index=partition,
                                                       offset=offset)])])
    response = await connection.send(request, 2)
    return response.topics[0].partitions[0].error_code

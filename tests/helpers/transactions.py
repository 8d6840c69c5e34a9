"""The partition side of transactions for tests, without a transaction coordinator: transactional
Produce, batches, WriteTxnMarkers from a pretend coordinator, read_committed Fetch."""

from __future__ import annotations

from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from kafkasim.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kafkasim.protocol.messages.write_txn_markers import (
    WritableTxnMarker,
    WritableTxnMarkerTopic,
    WriteTxnMarkersRequest,
)
from tests.helpers.data_path import batch


async def produce(connection, topic: str, records: bytes, *, transactional_id: str = "tid"):
    """Produce one partition's records (acks=all) under `transactional_id`."""
    request = ProduceRequest(acks=-1, timeout_ms=5000, transactional_id=transactional_id,
                             topic_data=[TopicProduceData(name=topic, partition_data=[
                                 PartitionProduceData(index=0, records=records)])])
    response = await connection.send(request, 11)
    return response.responses[0].partition_responses[0]


def txn_batch(pid: int, sequence: int, *records: bytes, epoch: int = 0) -> bytes:
    return batch(*records, producer_id=pid, producer_epoch=epoch, base_sequence=sequence,
                 is_transactional=True)


async def write_marker(connection, topic: str, pid: int, *, commit: bool, epoch: int = 0,
                       coordinator_epoch: int = 0, partitions=(0,), version: int = 1):
    request = WriteTxnMarkersRequest(markers=[WritableTxnMarker(
        producer_id=pid, producer_epoch=epoch, transaction_result=commit,
        topics=[WritableTxnMarkerTopic(name=topic, partition_indexes=list(partitions))],
        coordinator_epoch=coordinator_epoch)])
    response = await connection.send(request, version)
    return [p.error_code for p in response.markers[0].topics[0].partitions]


async def fetch_committed(connection, topic_info, *, offset: int = 0, isolation_level: int = 1,
                          version: int = 12):
    request = FetchRequest(
        max_wait_ms=0, min_bytes=0, max_bytes=1 << 20, isolation_level=isolation_level,
        topics=[FetchTopic(topic=topic_info.name if version < 13 else "",
                           topic_id=topic_info.topic_id if version >= 13 else FetchTopic().topic_id,
                           partitions=[FetchPartition(partition=0, fetch_offset=offset,
                                                      partition_max_bytes=1 << 20)])])
    response = await connection.send(request, version)
    return response.responses[0].partitions[0]

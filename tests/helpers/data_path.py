"""Helpers for data-path tests: raw Produce/Fetch/ListOffsets exchanges over our connection."""

from __future__ import annotations

from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from kafkasim.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kafkasim.protocol.records import build_batch, iter_batches, iter_records


def batch(*values: bytes, timestamp: int | None = None, **fields) -> bytes:
    """One RecordBatch v2 holding `values` (keyless records)."""
    return build_batch([(None, value, [], timestamp) for value in values], **fields)


async def connect(broker) -> KafkaConnection:
    return await KafkaConnection.connect(broker.host, broker.port, client_id="data-path-test")


def leader(cluster, topic: str, partition: int = 0):
    return cluster.brokers[cluster.leader_of(topic, partition)]


def followers(cluster, topic: str, partition: int = 0):
    info = cluster.controller.metadata.partition(topic, partition)
    return [cluster.brokers[r] for r in info.replicas if r != info.leader]


async def produce(connection, topic: str, records: bytes, *, partition: int = 0, acks: int = -1,
                  timeout_ms: int = 5000, version: int = 11):
    """Send one partition's records; return that partition's response (None for acks=0)."""
    request = ProduceRequest(acks=acks, timeout_ms=timeout_ms, topic_data=[TopicProduceData(
        name=topic, partition_data=[PartitionProduceData(index=partition, records=records)])])
    response = await connection.send(request, version, expect_response=acks != 0)
    return None if response is None else response.responses[0].partition_responses[0]


async def fetch(connection, topic_info, *, partition: int = 0, offset: int = 0, version: int = 17,
                max_wait_ms: int = 0, min_bytes: int = 0, max_bytes: int = 1 << 20,
                partition_max_bytes: int = 1 << 20, session_epoch: int = -1,
                **partition_fields):
    """Fetch one partition as a consumer (sessionless, or opening a fetch session with
    `session_epoch` 0); return (response, that partition's data)."""
    request = FetchRequest(
        max_wait_ms=max_wait_ms, min_bytes=min_bytes, max_bytes=max_bytes,
        session_epoch=session_epoch,
        topics=[FetchTopic(topic=topic_info.name if version < 13 else "",
                           topic_id=topic_info.topic_id if version >= 13 else FetchTopic().topic_id,
                           partitions=[FetchPartition(partition=partition, fetch_offset=offset,
                                                      partition_max_bytes=partition_max_bytes,
                                                      **partition_fields)])])
    response = await connection.send(request, version)
    return response, response.responses[0].partitions[0]


def values(records) -> list[bytes]:
    out = []
    if records:
        for _, whole in iter_batches(records):
            out.extend(bytes(record.value) for record in iter_records(whole))
    return out


def log_values(partition_log) -> list[bytes]:
    out = []
    for view in partition_log.read_all(partition_log.log_start_offset):
        out.extend(values(view))
    return out

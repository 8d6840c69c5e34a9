"""Produce (key 0), versions 3-11.

Behavior:
- Each partition's data is validated as Kafka's ProduceRequest.validateRecords and
  LogValidator do: exactly one RecordBatch v2 (magic 0/1 or a second batch -> INVALID_RECORD,
  as Kafka 4 answers), zstd before v7 -> UNSUPPORTED_COMPRESSION_TYPE, a bad CRC or a
  truncated batch -> CORRUPT_MESSAGE, a batch larger than the topic's `max.message.bytes` ->
  MESSAGE_TOO_LARGE, a control batch, a non-zero base offset, a record count that disagrees
  with the offset deltas, or a producer id without a sequence -> INVALID_RECORD, a max
  timestamp more than `message.timestamp.after.max.ms` ahead -> INVALID_TIMESTAMP.
- Only the partition leader appends (else NOT_LEADER_OR_FOLLOWER, with KIP-951 CurrentLeader
  and NodeEndpoints from v10). Offsets and the leader epoch are patched into the stored copy.
- acks 0: no response; acks 1: answered after the local append; acks -1 (all): refused with
  NOT_ENOUGH_REPLICAS when the ISR is smaller than `min.insync.replicas` before appending,
  otherwise answered once the high watermark passes the batch (NOT_ENOUGH_REPLICAS_AFTER_APPEND
  if the ISR shrank below the minimum meanwhile) or with REQUEST_TIMED_OUT after TimeoutMs.
  Other acks values -> INVALID_REQUIRED_ACKS.
- Idempotent producers (see broker.producer_state): a retried batch among the last five of its
  producer is answered with its original base offset; OUT_OF_ORDER_SEQUENCE_NUMBER and
  INVALID_PRODUCER_EPOCH as Kafka 3.x/4.x.
- Unknown topics -> UNKNOWN_TOPIC_OR_PARTITION (auto-creation is Metadata's job, as in Kafka).

Versions: v3 transactional id and magic 2 only (KIP-98); v5 LogStartOffset (KIP-107); v7 zstd
(KIP-110); v8 RecordErrors/ErrorMessage (KIP-467); v9 flexible (KIP-482); v10 CurrentLeader and
NodeEndpoints (KIP-951); v11 (KIP-890, transaction verification by the broker).

Not implemented: transactions — a request with a TransactionalId, or a transactional batch,
gets INVALID_TXN_STATE for its partitions; `message.timestamp.type=LogAppendTime`
(LogAppendTimeMs is always -1, timestamps are kept as sent); per-record validation
(RecordErrors is always empty); `compression.type` recompression (batches are stored as
sent); throttling (ThrottleTimeMs 0).
"""

from __future__ import annotations

import asyncio
import time

from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.broker.storage.log import LeaderAppendResult
from kafkasim.broker.storage.producer_state import ProducerStateError
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.produce import (
    LeaderIdAndEpoch,
    NodeEndpoint,
    PartitionProduceResponse,
    ProduceRequest,
    ProduceResponse,
    TopicProduceResponse,
)
from kafkasim.protocol.records import (
    LOG_OVERHEAD,
    Compression,
    CorruptRecordError,
    UnsupportedMagicError,
    iter_batches,
    validate_crc,
)


class _Rejected(Exception):
    def __init__(self, code: ErrorCode, message: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@handler(ProduceRequest, 3, 11)
async def handle_produce(node, context: RequestContext, request: ProduceRequest):
    version = context.api_version
    acks = request.acks
    replica_manager = node.replica_manager
    results: list[tuple[str, PartitionProduceResponse]] = []
    waits: list[tuple[PartitionProduceResponse, asyncio.Future]] = []
    endpoints: dict[int, NodeEndpoint] = {}
    for topic_data in request.topic_data:
        for partition_data in topic_data.partition_data:
            response = PartitionProduceResponse(index=partition_data.index, base_offset=-1,
                                                log_append_time_ms=-1, log_start_offset=-1)
            results.append((topic_data.name, response))
            try:
                if acks not in (-1, 0, 1):
                    raise _Rejected(ErrorCode.INVALID_REQUIRED_ACKS)
                if request.transactional_id is not None:
                    raise _Rejected(ErrorCode.INVALID_TXN_STATE, "transactions are not supported")
                partition, error = replica_manager.leader_partition(topic_data.name,
                                                                    partition_data.index)
                if error != ErrorCode.NONE:
                    if version >= 10 and error == ErrorCode.NOT_LEADER_OR_FOLLOWER:
                        _add_current_leader(node, topic_data.name, response, endpoints)
                    raise _Rejected(error)
                topic_info = node.metadata.topics.get(topic_data.name)
                header, batch = _validate(node, version, partition_data.records,
                                          topic_info.configs if topic_info else {})
                if acks == -1 and len(partition.isr) < partition.min_insync_replicas:
                    raise _Rejected(
                        ErrorCode.NOT_ENOUGH_REPLICAS,
                        f"the ISR {partition.isr} is smaller than min.insync.replicas "
                        f"{partition.min_insync_replicas}",
                    )
                try:
                    appended: LeaderAppendResult = partition.log.append_as_leader(
                        batch, header, partition.leader_epoch)
                except ProducerStateError as failed:
                    raise _Rejected(failed.code, str(failed)) from None
                if not appended.duplicate:
                    partition.maybe_increment_high_watermark()
                    partition.notify_data_waiters()
                response.base_offset = appended.base_offset
                response.log_start_offset = partition.log.log_start_offset
                if acks == -1:
                    waits.append((response, partition.wait_for_high_watermark(appended.last_offset + 1)))
            except _Rejected as rejected:
                response.error_code = rejected.code
                response.base_offset = -1
                if version >= 8:
                    response.error_message = rejected.message
    if acks == 0:
        context.suppress_response = True
        return None
    if waits:
        # The acks=all wait point: woken when the high watermark passes each batch.
        futures = [future for _, future in waits]
        await asyncio.wait(futures, timeout=max(request.timeout_ms, 0) / 1000)
        for response, future in waits:
            if future.done():
                code = future.result()
            else:
                future.cancel()
                code = ErrorCode.REQUEST_TIMED_OUT
            if code != ErrorCode.NONE:
                response.error_code = code
                if code == ErrorCode.NOT_LEADER_OR_FOLLOWER:
                    response.base_offset = -1
    return _response(version, results, endpoints)


def _validate(node, version: int, records, topic_configs: dict[str, str]):
    """One RecordBatch v2 with a valid CRC, within the size and timestamp limits."""
    from kafkasim.broker.config.topics import resolve

    if not records:
        raise _Rejected(ErrorCode.INVALID_RECORD,
                        f"Produce requests with version {version} must have at least one record batch")
    try:
        batches = list(iter_batches(records))
    except UnsupportedMagicError:
        raise _Rejected(ErrorCode.INVALID_RECORD,
                        f"Produce requests with version {version} are only allowed to contain "
                        "record batches with magic version 2") from None
    except CorruptRecordError as corrupt:
        raise _Rejected(ErrorCode.CORRUPT_MESSAGE, str(corrupt)) from None
    if not batches:
        raise _Rejected(ErrorCode.CORRUPT_MESSAGE, "the record batch is truncated")
    if len(batches) > 1:
        raise _Rejected(ErrorCode.INVALID_RECORD,
                        f"Produce requests with version {version} are only allowed to contain "
                        "exactly one record batch per partition")
    header, batch = batches[0]
    if header.batch_length + LOG_OVERHEAD != len(records):
        raise _Rejected(ErrorCode.CORRUPT_MESSAGE, "bytes after the record batch")
    if version < 7 and header.compression == Compression.ZSTD:
        raise _Rejected(ErrorCode.UNSUPPORTED_COMPRESSION_TYPE,
                        "zstd needs Produce v7 or newer (KIP-110)")
    max_message_bytes = int(resolve("max.message.bytes", topic_configs, node.config)[0])
    if len(batch) > max_message_bytes:
        raise _Rejected(ErrorCode.MESSAGE_TOO_LARGE,
                        f"batch of {len(batch)} bytes exceeds max.message.bytes {max_message_bytes}")
    if not validate_crc(batch):
        raise _Rejected(ErrorCode.CORRUPT_MESSAGE, "record batch CRC mismatch")
    if header.is_control:
        raise _Rejected(ErrorCode.INVALID_RECORD, "clients may not write control records")
    if header.is_transactional:
        raise _Rejected(ErrorCode.INVALID_TXN_STATE, "transactions are not supported")
    if header.base_offset != 0:
        raise _Rejected(ErrorCode.INVALID_RECORD,
                        f"the base offset of the record batch should be 0, but it is {header.base_offset}")
    if header.records_count <= 0 or header.records_count != header.last_offset_delta + 1:
        raise _Rejected(ErrorCode.INVALID_RECORD,
                        f"record count {header.records_count} does not match last offset delta "
                        f"{header.last_offset_delta}")
    if header.producer_id >= 0 and header.base_sequence < 0:
        raise _Rejected(ErrorCode.INVALID_RECORD, "a batch with a producer id needs a sequence")
    after_max = int(resolve("message.timestamp.after.max.ms", topic_configs, node.config)[0])
    if header.timestamp_type == 0 and header.max_timestamp > int(time.time() * 1000) + after_max:
        raise _Rejected(ErrorCode.INVALID_TIMESTAMP,
                        f"timestamp {header.max_timestamp} is more than {after_max} ms ahead")
    return header, batch


def _add_current_leader(node, topic: str, response, endpoints) -> None:
    info = node.metadata.partition(topic, response.index)
    if info is None or info.leader < 0:
        return
    response.current_leader = LeaderIdAndEpoch(leader_id=info.leader, leader_epoch=info.leader_epoch)
    broker = node.metadata.brokers.get(info.leader)
    if broker is not None:
        endpoints[info.leader] = NodeEndpoint(node_id=broker.node_id, host=broker.host,
                                              port=broker.port, rack=broker.rack)


def _response(version: int, results, endpoints) -> ProduceResponse:
    topics: dict[str, TopicProduceResponse] = {}
    for name, partition_response in results:
        topic = topics.get(name)
        if topic is None:
            topic = topics[name] = TopicProduceResponse(name=name, partition_responses=[])
        topic.partition_responses.append(partition_response)
    return ProduceResponse(responses=list(topics.values()),
                           node_endpoints=list(endpoints.values()) if version >= 10 else [])

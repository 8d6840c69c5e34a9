"""Produce (key 0), versions 3-11.

Behavior:
- Each partition's data is validated as Kafka's ProduceRequest.validateRecords and
  LogValidator do (broker/storage/validator.py): exactly one RecordBatch v2, CRC, sizes,
  offsets, sequences and timestamps, answered with Kafka's error codes.
- Only the partition leader appends (else NOT_LEADER_OR_FOLLOWER, with KIP-951 CurrentLeader
  and NodeEndpoints from v10). Offsets and the leader epoch are patched into the stored copy.
- acks 0: no response; acks 1: answered after the local append; acks -1 (all): refused with
  NOT_ENOUGH_REPLICAS when the ISR is smaller than `min.insync.replicas` before appending,
  otherwise answered once the high watermark passes the batch (NOT_ENOUGH_REPLICAS_AFTER_APPEND
  if the ISR shrank below the minimum meanwhile) or with REQUEST_TIMED_OUT after TimeoutMs.
  Other acks values -> INVALID_REQUIRED_ACKS.
- Idempotent producers (see broker/storage/producer_state.py): a retried batch among the last five of its
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

from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.produce import (
    LeaderIdAndEpoch,
    NodeEndpoint,
    PartitionProduceResponse,
    ProduceRequest,
    ProduceResponse,
    TopicProduceResponse,
)


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
            if acks not in (-1, 0, 1):
                error, message = ErrorCode.INVALID_REQUIRED_ACKS, None
            elif request.transactional_id is not None:
                error, message = ErrorCode.INVALID_TXN_STATE, "transactions are not supported"
            else:
                outcome = replica_manager.append_records(
                    topic_data.name, partition_data.index, partition_data.records, acks=acks,
                    api_version=version)
                error, message = outcome.error, outcome.message
                response.base_offset = outcome.base_offset
                response.log_start_offset = outcome.log_start_offset
                if outcome.acks_wait is not None:
                    waits.append((response, outcome.acks_wait))
            if error != ErrorCode.NONE:
                response.error_code = error
                response.base_offset = -1
                if version >= 8:
                    response.error_message = message
                if version >= 10 and error == ErrorCode.NOT_LEADER_OR_FOLLOWER:
                    _add_current_leader(node, topic_data.name, response, endpoints)
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

"""Produce (key 0), versions 3-13 (advertised from v0, as Kafka 4 does).

Behavior:
- Checked in Kafka's order: transactional records without a TransactionalId, or with one the
  principal may not WRITE, refuse the whole request (TRANSACTIONAL_ID_AUTHORIZATION_FAILED),
  then per partition a topic the principal may not WRITE -> TOPIC_AUTHORIZATION_FAILED (whether
  or not it exists), an unknown topic or partition -> UNKNOWN_TOPIC_OR_PARTITION, the records
  (ProduceRequest.validateRecords), acks other than -1/0/1 -> INVALID_REQUIRED_ACKS, an internal
  topic -> INVALID_TOPIC_EXCEPTION, leadership (NOT_LEADER_OR_FOLLOWER, with KIP-951
  CurrentLeader and NodeEndpoints from v10), `min.insync.replicas` for acks=all, and the log's
  checks of the header and of every record (broker/storage/validator.py; a batch that may
  decompress to a lot is checked on a worker thread, the one await before the append).
- Answers carry what Kafka's do: the partition's LogStartOffset for errors raised by the log
  (record validation, sequences, epochs, NOT_ENOUGH_REPLICAS) and -1 for request-level ones,
  CRC and size; ErrorMessage and RecordErrors only for record validation (INVALID_TIMESTAMP,
  INVALID_RECORD for keyless records on a compacted topic) and for kafkasim's decompression
  limit (MESSAGE_TOO_LARGE).
- acks 0: no response, and the connection closed when a partition failed (as Kafka closes
  it, so the producer refreshes its metadata); acks 1: answered after the local append; acks -1 (all): refused with
  NOT_ENOUGH_REPLICAS when the ISR is smaller than the effective `min.insync.replicas` (at most
  the replication factor, Kafka's effectiveMinIsr) before appending, otherwise answered once
  the high watermark passes the batch (NOT_ENOUGH_REPLICAS_AFTER_APPEND if the ISR shrank below
  the minimum meanwhile) or with REQUEST_TIMED_OUT after TimeoutMs.
- Idempotent producers (see broker/storage/producer_state.py): a retried batch among the last
  five of its producer is answered with its original base offset and, as LogAppendTimeMs, its
  max timestamp (Kafka's duplicate batch metadata); OUT_OF_ORDER_SEQUENCE_NUMBER and
  INVALID_PRODUCER_EPOCH as Kafka 3.x/4.x.
- Unknown topics -> UNKNOWN_TOPIC_OR_PARTITION (auto-creation is Metadata's job, as in Kafka).
- Client quotas (broker/quota/manager.py): the request's size counts in its producer byte
  rate and, unless acks=0, its handler time in its request rate; the larger throttle is
  answered as ThrottleTimeMs and the connection muted that long (KIP-219); acks=0 is muted
  without a response.
- v0-v2 are advertised (Kafka 4 keeps them in ApiVersions for librdkafka, KAFKA-18659) but a
  request at those versions closes the connection, as Kafka 4 does.

Versions: v3 transactional id and magic 2 only (KIP-98); v5 LogStartOffset (KIP-107); v7 zstd
(KIP-110); v8 RecordErrors/ErrorMessage (KIP-467); v9 flexible (KIP-482); v10 CurrentLeader and
NodeEndpoints (KIP-951); v11 (KIP-890, transaction verification by the broker); v12 (KIP-890
part 2: the leader adds the partition to the transaction); v13 names topics by id (KIP-516;
an id this broker's metadata does not know: UNKNOWN_TOPIC_ID, answered under the id sent).

- Transactional batches (with a TransactionalId): the idempotent rules, then the producer's
  transaction starts at its first transactional batch; a non-transactional batch of a producer
  with an ongoing transaction -> INVALID_TXN_STATE (Kafka's ProducerAppendInfo).

- KIP-890 verification (`transaction.partition.verification.enable`, default true): a
  producer's first transactional batch at a partition is appended only once its transaction
  coordinator confirms the partition is in its transaction (AddPartitionsToTxn VerifyOnly over
  the wire, broker/replica/txn_verification.py): INVALID_TXN_STATE "Partition was not added to
  the transaction" up to v10, TRANSACTION_ABORTABLE from v11, INVALID_PRODUCER_EPOCH for a
  fenced producer, NOT_ENOUGH_REPLICAS (retried) when the coordinator cannot answer; these
  with base offset and log start offset -1. Partitions are verified one request each (Kafka
  sends one request per coordinator for the whole Produce). From v12 (transactions v2) the
  coordinator is asked to add the partition to the transaction (VerifyOnly=false, as Kafka's
  AddPartitionsToTxnManager for a TV_2 produce), so the client sends no AddPartitionsToTxn.

Not implemented: a TransactionalId with non-transactional records is ignored, as in Kafka;
`message.timestamp.type=LogAppendTime`
(timestamps are kept as sent); `compression.type` recompression (batches are stored as sent).
"""

from __future__ import annotations

import asyncio

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, allowed_names, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.produce import (
    BatchIndexAndErrorMessage,
    LeaderIdAndEpoch,
    NodeEndpoint,
    PartitionProduceResponse,
    ProduceRequest,
    ProduceResponse,
    TopicProduceResponse,
)

RULES = api_rules("Produce")


async def handle_produce(node, context: RequestContext, request: ProduceRequest):
    version = context.api_version
    acks = request.acks
    replica_manager = node.replica_manager
    results: list[tuple[str, PartitionProduceResponse]] = []
    waits: list[tuple[PartitionProduceResponse, asyncio.Future]] = []
    endpoints: dict[int, NodeEndpoint] = {}
    # Transactional records need a transactional id the principal may WRITE; Kafka refuses
    # the whole request before looking at any partition.
    try:
        transactional = _has_transactional_records(request)
    except _CorruptFirstEntry as corrupt:
        # Kafka reads every partition's first batch before anything else; an impossible one
        # fails the whole request (KafkaApis turns the exception into an error response, or
        # closes the connection for acks=0).
        if acks == 0:
            context.close_connection = True
            return None
        return _whole_request_error(request, version, ErrorCode.CORRUPT_MESSAGE, str(corrupt))
    refused = transactional and (request.transactional_id is None or not allowed(
        node, context, RULES.transactional_id, request.transactional_id))
    # v13 names topics by id: an unknown id is UNKNOWN_TOPIC_ID before authorization, which
    # then goes by the names the ids resolve to.
    names = [_topic_name(node, topic_data, version) for topic_data in request.topic_data]
    writable = allowed_names(node, context, RULES.topic, (name for name in names if name))
    for topic_data, topic_name in zip(request.topic_data, names, strict=True):
        unknown_id = topic_name is None
        for partition_data in topic_data.partition_data:
            response = PartitionProduceResponse(index=partition_data.index, base_offset=-1,
                                                log_append_time_ms=-1, log_start_offset=-1)
            results.append((_topic_key(topic_data, version), response))
            if refused:
                error = RULES.transactional_id.error
            elif unknown_id:
                error = ErrorCode.UNKNOWN_TOPIC_ID
            elif topic_name not in writable:
                error = RULES.topic.error
            else:
                outcome = await replica_manager.append_records(
                    topic_name, partition_data.index, partition_data.records, acks=acks,
                    api_version=version, transactional_id=request.transactional_id)
                error = outcome.error
                response.base_offset = outcome.base_offset
                response.log_start_offset = outcome.log_start_offset
                response.log_append_time_ms = outcome.log_append_time_ms
                if version >= 8:
                    response.error_message = outcome.message
                    response.record_errors = [
                        BatchIndexAndErrorMessage(batch_index=index,
                                                  batch_index_error_message=message)
                        for index, message in outcome.record_errors]
                if outcome.acks_wait is not None:
                    waits.append((response, outcome.acks_wait))
            if error != ErrorCode.NONE:
                response.error_code = error
                response.base_offset = -1
                if version >= 10 and error == ErrorCode.NOT_LEADER_OR_FOLLOWER:
                    _add_current_leader(node, topic_name, response, endpoints,
                                        context.listener_name)
    if acks == 0:
        # No response; but an error closes the connection so that the producer notices and
        # refreshes its metadata (Kafka's handleProduceRequest). The byte quota still counts
        # the request and may mute the connection.
        if any(response.error_code for _, response in results):
            context.close_connection = True
        else:
            node.quotas.produce_throttle(context, acks)
            context.suppress_response = True
        return None
    if waits:
        # The acks=all wait point: woken when the high watermark passes each batch; the
        # timeout runs on the broker clock (broker/clock.py).
        futures = [future for _, future in waits]
        await node.clock.wait(futures, max(request.timeout_ms, 0) / 1000)
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
    answer = _response(version, results, endpoints)
    answer.throttle_time_ms = node.quotas.produce_throttle(context, acks)
    return answer


def _topic_name(node, topic_data, version: int) -> str | None:
    """The topic a request entry names: by name, or (v13+) by id; None for an unknown id."""
    if version < 13:
        return topic_data.name
    info = node.metadata.topics_by_id.get(topic_data.topic_id)
    return None if info is None else info.name


class _CorruptFirstEntry(Exception):
    """A partition's first entry has an impossible length or magic."""


def _has_transactional_records(request: ProduceRequest) -> bool:
    """Kafka's RequestUtils.hasTransactionalRecords: some partition's first batch has the
    transactional bit. Reading each first entry as Kafka's batch iterator does, it raises
    _CorruptFirstEntry for an entry length below 14 or a magic above 2."""
    for topic_data in request.topic_data:
        for partition_data in topic_data.partition_data:
            records = partition_data.records
            if records is None or len(records) < 12:
                continue
            length = int.from_bytes(records[8:12], "big", signed=True)
            if length < 14:
                raise _CorruptFirstEntry(f"Record size {length} is less than the minimum "
                                         "record overhead (14)")
            if len(records) < 17:
                continue
            magic = int.from_bytes(records[16:17], "big", signed=True)
            if magic < 0 or magic > 2:
                raise _CorruptFirstEntry(f"Invalid magic found in record: {magic}")
            if len(records) >= length + 12 and magic == 2 and records[22] & 0x10:
                return True
    return False


def _topic_key(topic_data, version: int):
    """How the answer names a topic: as the request did (its id from v13)."""
    return topic_data.topic_id if version >= 13 else topic_data.name


def _whole_request_error(request: ProduceRequest, version: int, error: ErrorCode,
                         message: str) -> ProduceResponse:
    """Every partition answered with one error, as Kafka's ProduceRequest.getErrorResponse."""
    results = [(_topic_key(topic, version), PartitionProduceResponse(
        index=partition.index, error_code=error, base_offset=-1, log_append_time_ms=-1,
        log_start_offset=-1, error_message=message if version >= 8 else None))
        for topic in request.topic_data for partition in topic.partition_data]
    return _response(version, results, {})


def _add_current_leader(node, topic: str, response, endpoints,
                        listener_name: str | None) -> None:
    info = node.metadata.partition(topic, response.index)
    if info is None or info.leader < 0:
        return
    response.current_leader = LeaderIdAndEpoch(leader_id=info.leader, leader_epoch=info.leader_epoch)
    broker = node.metadata.brokers.get(info.leader)
    if broker is not None:
        host, port = broker.endpoint(listener_name)
        endpoints[info.leader] = NodeEndpoint(node_id=broker.node_id, host=host, port=port,
                                              rack=broker.rack)


def _response(version: int, results, endpoints) -> ProduceResponse:
    topics: dict = {}
    for key, partition_response in results:
        topic = topics.get(key)
        if topic is None:
            topic = topics[key] = TopicProduceResponse(partition_responses=[])
            if version >= 13:
                topic.topic_id = key
            else:
                topic.name = key
        topic.partition_responses.append(partition_response)
    return ProduceResponse(responses=list(topics.values()),
                           node_endpoints=list(endpoints.values()) if version >= 10 else [])

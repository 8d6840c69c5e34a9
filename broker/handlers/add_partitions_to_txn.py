"""AddPartitionsToTxn (key 24), versions 0-5.

Behavior:
- v0-3 (from producers): one transaction; without WRITE on its id every partition answers
  TRANSACTIONAL_ID_AUTHORIZATION_FAILED; the partitions of topics the principal may not WRITE
  (and of internal topics, always) answer TOPIC_AUTHORIZATION_FAILED, and then, as for unknown
  partitions below, the others OPERATION_NOT_ATTEMPTED. Every partition is checked against
  the metadata: if any is unknown, the unknown ones get UNKNOWN_TOPIC_OR_PARTITION and the others
  OPERATION_NOT_ATTEMPTED, and nothing is added (Kafka's KafkaApis). Otherwise the coordinator
  adds them (broker/transaction/coordinator.py) and every partition gets its one answer:
  NONE, NOT_COORDINATOR, INVALID_PRODUCER_ID_MAPPING, PRODUCER_FENCED (INVALID_PRODUCER_EPOCH
  below v2), CONCURRENT_TRANSACTIONS, COORDINATOR_NOT_AVAILABLE.
- v4+ (from brokers, KIP-890): CLUSTER_ACTION on the cluster, else CLUSTER_AUTHORIZATION_FAILED
  for the request; a batch of transactions, one result each; VerifyOnly=true checks,
  without adding, that each partition is in the producer's ongoing transaction (NONE or
  TRANSACTION_ABORTABLE per partition); VerifyOnly=false adds them for a client of
  transactions v2 (a partition leader serving Produce v12, a group coordinator serving
  TxnOffsetCommit v5+), and the transaction is then run as transactions v2 (Kafka's
  transactionVersionForAddPartitionsToTxn: above v3, TV_2).

Versions: v1 same as v0; v2 same (PRODUCER_FENCED, KIP-588); v3 flexible; v4 batches
transactions and VerifyOnly (KIP-890); v5 same layout (TRANSACTION_ABORTABLE).
"""

from __future__ import annotations

import asyncio

from kafkasim.broker.controller.topics import INTERNAL_TOPICS
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, allowed_names, api_rules
from kafkasim.broker.transaction.metadata import TV_0, TV_2
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.add_partitions_to_txn import (
    AddPartitionsToTxnPartitionResult,
    AddPartitionsToTxnRequest,
    AddPartitionsToTxnResponse,
    AddPartitionsToTxnResult,
    AddPartitionsToTxnTopicResult,
)


def _topic_results(errors: dict[tuple[str, int], int]) -> list[AddPartitionsToTxnTopicResult]:
    by_topic: dict[str, list[AddPartitionsToTxnPartitionResult]] = {}
    for (topic, partition), error in errors.items():
        by_topic.setdefault(topic, []).append(AddPartitionsToTxnPartitionResult(
            partition_index=partition, partition_error_code=error))
    return [AddPartitionsToTxnTopicResult(name=name, results_by_partition=results)
            for name, results in by_topic.items()]


RULES = api_rules("AddPartitionsToTxn")


async def _one(node, context: RequestContext, version: int, transactional_id: str,
               producer_id: int, producer_epoch: int, verify_only: bool,
               topics) -> dict[tuple[str, int], int]:
    partitions = list(dict.fromkeys((topic.name, p) for topic in topics
                                    for p in topic.partitions))
    if version < 4:
        # From clients: WRITE on the transactional id, then on each topic; internal topics are
        # never writable this way (Kafka leaves them out of the authorized set).
        if not allowed(node, context, RULES.transactional_id, transactional_id):
            return dict.fromkeys(partitions, RULES.transactional_id.error)
        writable = allowed_names(node, context, RULES.topic,
                                 (t for t, _ in partitions if t not in INTERNAL_TOPICS))
    else:
        writable = {topic for topic, _ in partitions}
    refused = {tp for tp in partitions if tp[0] not in writable}
    unknown = {tp for tp in partitions
               if tp not in refused and node.metadata.partition(*tp) is None}
    if refused or unknown:
        return {tp: RULES.topic.error if tp in refused
                else ErrorCode.UNKNOWN_TOPIC_OR_PARTITION if tp in unknown
                else ErrorCode.OPERATION_NOT_ATTEMPTED for tp in partitions}
    coordinator = node.transactions
    if verify_only:
        return coordinator.verify_partitions(transactional_id, producer_id, producer_epoch,
                                             partitions)
    error = await coordinator.add_partitions(transactional_id, producer_id, producer_epoch,
                                             partitions, TV_2 if version >= 4 else TV_0)
    if error == ErrorCode.PRODUCER_FENCED and version < 2:
        error = ErrorCode.INVALID_PRODUCER_EPOCH
    return dict.fromkeys(partitions, error)


async def handle_add_partitions_to_txn(node, context: RequestContext,
                                       request: AddPartitionsToTxnRequest):
    version = context.api_version
    if version >= 4 and not allowed(node, context, RULES.cluster):
        # Only brokers send v4+ (KIP-890 verification): the whole request is refused.
        return AddPartitionsToTxnResponse(error_code=RULES.cluster.error,
                                          results_by_transaction=[])
    if version < 4:
        errors = await _one(node, context, version, request.v3_and_below_transactional_id,
                            request.v3_and_below_producer_id,
                            request.v3_and_below_producer_epoch, False,
                            request.v3_and_below_topics)
        return AddPartitionsToTxnResponse(results_by_topic_v3_and_below=_topic_results(errors))
    transactions = list(request.transactions)
    answers = await asyncio.gather(*(
        _one(node, context, version, t.transactional_id, t.producer_id, t.producer_epoch,
             t.verify_only, t.topics) for t in transactions))
    return AddPartitionsToTxnResponse(error_code=ErrorCode.NONE, results_by_transaction=[
        AddPartitionsToTxnResult(transactional_id=t.transactional_id,
                                 topic_results=_topic_results(errors))
        for t, errors in zip(transactions, answers, strict=True)])

"""KIP-890 server-side verification of transactional produce, the partition leader's side
(Kafka's AddPartitionsToTxnManager and ReplicaManager.appendRecordsWithTransactionVerification).

With `transaction.partition.verification.enable` (Kafka's default, true), a transactional batch
of a producer that has no ongoing transaction at this partition under its epoch is appended
only once the transaction coordinator confirms the partition is in the producer's ongoing
transaction: the leader sends it AddPartitionsToTxn v4+ with VerifyOnly over the wire (Produce
up to v11, transaction.version 1; from v12 Kafka's leader adds the partition itself). This is
what stops a late batch from opening a transaction the coordinator already ended (a "hanging"
transaction). The coordinator is the leader of the transactional id's `__transaction_state`
partition, found in this broker's metadata.

Answers are translated as Kafka translates them:
- PRODUCER_FENCED -> INVALID_PRODUCER_EPOCH; TRANSACTION_ABORTABLE -> INVALID_TXN_STATE for
  Produce up to v10 and TxnOffsetCommit up to v3 (clients that do not know the abortable
  error), kept from Produce v11 and TxnOffsetCommit v4;
- INVALID_TXN_STATE -> itself, with the message "Partition was not added to the transaction";
- a coordinator that cannot answer (no coordinator known: COORDINATOR_NOT_AVAILABLE, a network
  failure: NETWORK_EXCEPTION, COORDINATOR_LOAD_IN_PROGRESS, NOT_COORDINATOR,
  CONCURRENT_TRANSACTIONS) -> NOT_ENOUGH_REPLICAS, which producers retry without a metadata
  refresh, with "Unable to verify the partition has been added to the transaction. Underlying
  error: <name>".
These answers carry base offset -1 and log start offset -1 (Kafka's UNKNOWN_LOG_APPEND_INFO).
The group coordinator verifies a TxnOffsetCommit's write to `__consumer_offsets` the same way
(broker/group/transactional_offsets.py; v5 asks the coordinator to add the partition).

A verification in flight is recorded in the producer state (`verifying`); a marker for the
producer arriving meanwhile clears it, and the batch is then refused with INVALID_TXN_STATE
(Kafka's VerificationGuard).
"""

from __future__ import annotations

import asyncio
import logging

from kafkasim.broker.metadata.coordinator_keys import coordinator_partition
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.add_partitions_to_txn import (
    AddPartitionsToTxnRequest,
    AddPartitionsToTxnTopic,
    AddPartitionsToTxnTransaction,
)

log = logging.getLogger("kafkasim.produce")

TRANSACTION_STATE_TOPIC = "__transaction_state"
ADD_PARTITIONS_VERSION = 5
NOT_ADDED_MESSAGE = "Partition was not added to the transaction"
_UNVERIFIABLE = (ErrorCode.NETWORK_EXCEPTION, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
                 ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.NOT_COORDINATOR,
                 ErrorCode.CONCURRENT_TRANSACTIONS)


def translate(error: int, *, abortable_supported: bool) -> tuple[ErrorCode, str | None]:
    """A verification's answer as the Produce answer carries it: (error, message or None).
    `abortable_supported`: the client knows TRANSACTION_ABORTABLE (Produce v11+,
    TxnOffsetCommit v4+)."""
    error = ErrorCode(error)
    if error == ErrorCode.PRODUCER_FENCED:
        error = ErrorCode.INVALID_PRODUCER_EPOCH
    elif error == ErrorCode.TRANSACTION_ABORTABLE and not abortable_supported:
        error = ErrorCode.INVALID_TXN_STATE
    if error == ErrorCode.INVALID_TXN_STATE:
        return error, NOT_ADDED_MESSAGE
    if error in _UNVERIFIABLE:
        return ErrorCode.NOT_ENOUGH_REPLICAS, (
            "Unable to verify the partition has been added to the transaction. Underlying "
            f"error: {error.name}")
    return error, None


class TransactionVerifier:
    """Asks transaction coordinators whether partitions are in a transaction; one per broker,
    with one connection per coordinator broker."""

    def __init__(self, broker) -> None:
        self.broker = broker
        self._connections: dict[int, KafkaConnection] = {}

    translate = staticmethod(translate)

    @property
    def enabled(self) -> bool:
        return self.broker.config.get_bool("transaction.partition.verification.enable")

    def add_retry_backoff(self) -> tuple[float, float]:
        """(seconds between, seconds in all) for asking again when an add is answered
        CONCURRENT_TRANSACTIONS: `add.partitions.to.txn.retry.backoff.ms` and
        `add.partitions.to.txn.retry.backoff.max.ms` (at most `request.timeout.ms`)."""
        config = self.broker.config
        return (config.get_int("add.partitions.to.txn.retry.backoff.ms") / 1000,
                min(config.get_int("add.partitions.to.txn.retry.backoff.max.ms"),
                    config.get_int("request.timeout.ms")) / 1000)

    async def verify(self, transactional_id: str, producer_id: int, producer_epoch: int,
                     topic: str, partition: int, *, add: bool = False,
                     retry: bool = True) -> ErrorCode:
        """The coordinator's answer for one partition (NETWORK_EXCEPTION when it cannot be
        asked, COORDINATOR_NOT_AVAILABLE when none is known). With `add`, the coordinator adds
        the partition to the transaction rather than only checking it (KIP-890 part 2, as
        Produce v12 and TxnOffsetCommit v5+ ask); an add the coordinator answers
        CONCURRENT_TRANSACTIONS (the previous transaction's markers are still being written)
        is asked again every `add.partitions.to.txn.retry.backoff.ms` for up to
        `add.partitions.to.txn.retry.backoff.max.ms` (at most `request.timeout.ms`), as Kafka's
        leader does before it answers the producer (unless `retry` is false: the caller
        retries itself)."""
        backoff, patience = self.add_retry_backoff()
        deadline = asyncio.get_running_loop().time() + patience
        while True:
            error = await self._ask(transactional_id, producer_id, producer_epoch, topic,
                                    partition, add)
            if not (add and retry) or error != ErrorCode.CONCURRENT_TRANSACTIONS \
                    or asyncio.get_running_loop().time() + backoff > deadline:
                return error
            await asyncio.sleep(backoff)  # wait point: the coordinator's markers

    async def _ask(self, transactional_id: str, producer_id: int, producer_epoch: int,
                   topic: str, partition: int, add: bool) -> ErrorCode:
        """One AddPartitionsToTxn to the coordinator for one partition (see `verify`)."""
        metadata = self.broker.metadata
        count = len(metadata.topics[TRANSACTION_STATE_TOPIC].partitions) \
            if TRANSACTION_STATE_TOPIC in metadata.topics else 0
        info = metadata.partition(TRANSACTION_STATE_TOPIC, coordinator_partition(
            transactional_id, count)) if count else None
        if info is None or info.leader < 0 or info.leader not in metadata.brokers:
            return ErrorCode.COORDINATOR_NOT_AVAILABLE
        request = AddPartitionsToTxnRequest(transactions=[AddPartitionsToTxnTransaction(
            transactional_id=transactional_id, producer_id=producer_id,
            producer_epoch=producer_epoch, verify_only=not add,
            topics=[AddPartitionsToTxnTopic(name=topic, partitions=[partition])])])
        timeout = self.broker.config.get_int("request.timeout.ms") / 1000
        try:
            connection = await self._connection(info.leader)
            # The wait point: the coordinator's answer.
            sending = asyncio.ensure_future(connection.send(request, ADD_PARTITIONS_VERSION))
            done, _ = await asyncio.wait((sending,), timeout=timeout)
            if not done:
                sending.cancel()
                raise TimeoutError(f"no answer within {timeout} s")
            response = sending.result()
        except (OSError, TimeoutError, ConnectionError) as failed:
            log.debug("verification of %s-%d with broker %d failed: %s", topic, partition,
                      info.leader, failed)
            self._drop(info.leader)
            return ErrorCode.NETWORK_EXCEPTION
        if response.error_code != ErrorCode.NONE:
            return ErrorCode(response.error_code)
        for result in response.results_by_transaction:
            for topic_result in result.topic_results:
                for partition_result in topic_result.results_by_partition:
                    if topic_result.name == topic and \
                            partition_result.partition_index == partition:
                        return ErrorCode(partition_result.partition_error_code)
        return ErrorCode.UNKNOWN_SERVER_ERROR

    async def _connection(self, node_id: int) -> KafkaConnection:
        connection = self._connections.get(node_id)
        if connection is not None and not connection.closed:
            return connection
        info = self.broker.metadata.brokers[node_id]
        connection = await KafkaConnection.connect(
            info.host, info.port, client_id=f"broker-{self.broker.node_id}-txn-verification",
            **getattr(self.broker, "connect_options", {}))
        self._connections[node_id] = connection
        return connection

    def _drop(self, node_id: int) -> None:
        connection = self._connections.pop(node_id, None)
        if connection is not None:
            asyncio.get_running_loop().create_task(connection.close())

    async def close(self) -> None:
        connections = list(self._connections.values())
        self._connections.clear()
        await asyncio.gather(*(c.close() for c in connections), return_exceptions=True)

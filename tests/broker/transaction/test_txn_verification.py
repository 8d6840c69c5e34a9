"""KIP-890 verification of transactional produce by the partition leader, over TCP with the
transaction coordinator (Kafka's AddPartitionsToTxnManager and
ReplicaManager.appendRecordsWithTransactionVerification): the answers per Produce version, a
coordinator that cannot answer, and a marker arriving while a verification is in flight."""

from __future__ import annotations

import pytest

from kafkasim.broker.storage.producer_state import ProducerStateError, ProducerStateManager
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.add_partitions_to_txn import (
    AddPartitionsToTxnRequest,
    AddPartitionsToTxnTopic,
)
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kafkasim.protocol.records import (
    ControlRecord,
    ControlType,
    build_batch,
    build_control_batch,
    parse_header,
)
from tests.helpers.data_path import connect, leader
from tests.helpers.transactions import txn_batch


async def produce_at(connection, topic: str, records: bytes, version: int, tid: str):
    request = ProduceRequest(acks=-1, timeout_ms=5000, transactional_id=tid, topic_data=[
        TopicProduceData(name=topic, partition_data=[PartitionProduceData(index=0,
                                                                          records=records)])])
    response = await connection.send(request, version)
    return response.responses[0].partition_responses[0]


async def transactional_producer(cluster, tid: str):
    """(connection to the coordinator, producer id, epoch) for `tid`, once the coordinator
    answers InitProducerId."""
    any_connection = await connect(cluster.brokers[min(cluster.brokers)])
    try:
        async def found():
            response = await any_connection.send(FindCoordinatorRequest(
                key_type=1, coordinator_keys=[tid]), 4)
            answer = response.coordinators[0]
            return answer.node_id if answer.error_code == ErrorCode.NONE else None
        node_id = await cluster.wait_until(found, 20)
    finally:
        await any_connection.close()
    connection = await connect(cluster.brokers[node_id])

    async def initialised():
        response = await connection.send(InitProducerIdRequest(
            transactional_id=tid, transaction_timeout_ms=60_000), 4)
        return response if response.error_code == ErrorCode.NONE else None

    init = await cluster.wait_until(initialised, 20)
    return connection, init.producer_id, init.producer_epoch


async def test_produce_answers_of_a_verification_per_version(cluster):
    """Verifies that a transactional batch for a partition the coordinator did not add is
    refused as Kafka refuses it: INVALID_TXN_STATE with "Partition was not added to the
    transaction" up to Produce v10, TRANSACTION_ABORTABLE from v11, base offset and log start
    offset -1 (nothing appended); once AddPartitionsToTxn added it, the batch is appended and the
    next one needs no verification."""
    await cluster.create_topic("verify1", replication_factor=3)
    coordinator, pid, epoch = await transactional_producer(cluster, "verify-tid")
    connection = await connect(leader(cluster, "verify1"))
    try:
        refused = await produce_at(connection, "verify1", txn_batch(pid, 0, b"x", epoch=epoch),
                                   10, "verify-tid")
        assert (refused.error_code, refused.error_message, refused.base_offset,
                refused.log_start_offset) == (ErrorCode.INVALID_TXN_STATE,
                                              "Partition was not added to the transaction",
                                              -1, -1)
        abortable = await produce_at(connection, "verify1",
                                     txn_batch(pid, 0, b"x", epoch=epoch), 11, "verify-tid")
        assert (abortable.error_code, abortable.error_message) == \
            (ErrorCode.TRANSACTION_ABORTABLE, None)
        added = await coordinator.send(AddPartitionsToTxnRequest(
            v3_and_below_transactional_id="verify-tid", v3_and_below_producer_id=pid,
            v3_and_below_producer_epoch=epoch, v3_and_below_topics=[
                AddPartitionsToTxnTopic(name="verify1", partitions=[0])]), 3)
        assert added.results_by_topic_v3_and_below[0].results_by_partition[0] \
            .partition_error_code == ErrorCode.NONE
        first = await produce_at(connection, "verify1", txn_batch(pid, 0, b"a", epoch=epoch),
                                 11, "verify-tid")
        second = await produce_at(connection, "verify1", txn_batch(pid, 1, b"b", epoch=epoch),
                                  11, "verify-tid")
        assert (first.error_code, first.base_offset) == (ErrorCode.NONE, 0)
        assert (second.error_code, second.base_offset) == (ErrorCode.NONE, 1)
        # A new instance's InitProducerId bumps the epoch (aborting the open transaction); the
        # old instance, a zombie, is fenced by the coordinator's answer.
        async def bumped():
            response = await coordinator.send(InitProducerIdRequest(
                transactional_id="verify-tid", transaction_timeout_ms=60_000), 4)
            return response if response.error_code == ErrorCode.NONE else None

        assert (await cluster.wait_until(bumped, 20)).producer_epoch > epoch
        zombie = await produce_at(connection, "verify1", txn_batch(pid, 2, b"z", epoch=epoch),
                                  11, "verify-tid")
        assert zombie.error_code == ErrorCode.INVALID_PRODUCER_EPOCH
        assert (zombie.base_offset, zombie.log_start_offset) == (-1, -1)
    finally:
        await connection.close()
        await coordinator.close()


async def test_no_coordinator_means_not_enough_replicas(cluster):
    """Verifies that while no transaction coordinator can answer (here: `__transaction_state`
    does not exist yet), the batch is refused with the retriable NOT_ENOUGH_REPLICAS and
    Kafka's message naming the underlying error."""
    await cluster.create_topic("verify2", replication_factor=3)
    connection = await connect(leader(cluster, "verify2"))
    try:
        pid = (await connection.send(InitProducerIdRequest(transactional_id=None),
                                     4)).producer_id
        answer = await produce_at(connection, "verify2", txn_batch(pid, 0, b"x"), 11, "nobody")
        assert answer.error_code == ErrorCode.NOT_ENOUGH_REPLICAS
        assert answer.error_message == ("Unable to verify the partition has been added to the "
                                        "transaction. Underlying error: COORDINATOR_NOT_AVAILABLE")
    finally:
        await connection.close()


def test_a_marker_voids_a_verification_in_flight():
    """Verifies Kafka's VerificationGuard: a marker of the producer appended while its batch
    was being verified voids the verification, so a late batch cannot open a transaction the
    coordinator already ended (a hanging transaction)."""
    state = ProducerStateManager()
    token = state.start_verification(7)
    marker = build_control_batch(ControlType.ABORT, producer_id=7, producer_epoch=0)
    state.update(parse_header(marker), 0, 0, ControlRecord(0, ControlType.ABORT, 0))
    assert not state.verified(7, token)
    fresh = state.start_verification(7)
    assert state.verified(7, fresh)
    batch = build_batch([(None, b"v", [], 0)], producer_id=7, producer_epoch=0, base_sequence=0,
                        is_transactional=True)
    state.update(parse_header(batch), 0, 0)
    assert not state.verified(7, fresh)  # the transaction started: the verification is done


def test_a_verified_lowest_sequence_orders_retries():
    """Verifies Kafka's VerificationStateEntry: once sequence 0 of an epoch asked for
    verification, a later batch of that epoch (sequence 43, which overtook a refused first
    batch) is OUT_OF_ORDER_SEQUENCE_NUMBER even after a verification succeeded, and the retried
    sequence 0 goes in."""
    state = ProducerStateManager()
    state.start_verification(7, sequence=0, epoch=1)
    guard = state.start_verification(7, sequence=43, epoch=1)

    def batch(sequence, count):
        return parse_header(build_batch([(None, b"v", [], 0)] * count, producer_id=7,
                                        producer_epoch=1, base_sequence=sequence,
                                        is_transactional=True))

    with pytest.raises(ProducerStateError) as refused:
        state.check_client_batch(batch(43, 2))
    assert refused.value.code == ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER
    assert state.verified(7, guard)
    first = batch(0, 43)
    assert state.check_client_batch(first) is None
    state.update(first, 0, 42)
    assert state.check_client_batch(batch(43, 2)) is None

"""Transactions v2 (KIP-890 part 2) over TCP with our connection: EndTxn v5's epoch bump and
retries, partitions added by Produce v12, the markers' bumped epoch at the partition, and a
cluster started at transaction.version 1 (Kafka's TransactionCoordinator above TV_1; the
expected answers are Kafka 4.4.0's, compared field by field in
tests/reference/fidelity/scenarios/transactions_v2.py)."""

from __future__ import annotations

import asyncio

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_transactions import DescribeTransactionsRequest
from kafkasim.protocol.messages.end_txn import EndTxnRequest
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.data_path import connect, leader
from tests.helpers.transactions import fetch_committed, txn_batch


class Producer:
    """One transactional id spoken at transactions v2 by hand: InitProducerId v5, Produce v12,
    EndTxn v5."""

    def __init__(self, cluster, transactional_id: str) -> None:
        self.cluster = cluster
        self.id = transactional_id
        self.coordinator: KafkaConnection | None = None
        self.producer_id = self.epoch = -1
        self.sequences: dict[int, int] = {}

    async def init(self) -> None:
        anyone = await connect(self.cluster.brokers[1])
        try:
            while True:
                found = (await anyone.send(FindCoordinatorRequest(
                    key_type=1, coordinator_keys=[self.id]), 4)).coordinators[0]
                if found.error_code == ErrorCode.NONE:
                    break
                await asyncio.sleep(0.1)
        finally:
            await anyone.close()
        self.coordinator = await connect(self.cluster.brokers[found.node_id])
        while True:
            answer = await self.coordinator.send(InitProducerIdRequest(
                transactional_id=self.id, transaction_timeout_ms=60_000), 5)
            if answer.error_code == ErrorCode.NONE:
                break
            await asyncio.sleep(0.1)
        self.producer_id, self.epoch = answer.producer_id, answer.producer_epoch

    async def produce(self, topic: str, *values: bytes, version: int = 12, epoch=None):
        epoch = self.epoch if epoch is None else epoch
        sequence = self.sequences.get(epoch, 0)
        connection = await connect(leader(self.cluster, topic))
        try:
            response = await connection.send(ProduceRequest(
                acks=-1, timeout_ms=5000, transactional_id=self.id, topic_data=[
                    TopicProduceData(name=topic, partition_data=[PartitionProduceData(
                        index=0, records=txn_batch(self.producer_id, sequence, *values,
                                                   epoch=epoch))])]), version)
        finally:
            await connection.close()
        answer = response.responses[0].partition_responses[0]
        if answer.error_code == ErrorCode.NONE:
            self.sequences[epoch] = sequence + len(values)
        return answer.error_code

    async def end(self, commit: bool, *, epoch=None, version: int = 5):
        response = await self.coordinator.send(EndTxnRequest(
            transactional_id=self.id, producer_id=self.producer_id,
            producer_epoch=self.epoch if epoch is None else epoch, committed=commit), version)
        return response

    async def state(self):
        response = await self.coordinator.send(DescribeTransactionsRequest(
            transactional_ids=[self.id]), 0)
        return response.transaction_states[0]

    async def settled(self, name: str):
        for _ in range(200):
            state = await self.state()
            if state.transaction_state == name:
                return state
            await asyncio.sleep(0.02)
        raise AssertionError(f"{self.id} never reached {name}: {state.transaction_state}")

    async def close(self) -> None:
        if self.coordinator is not None:
            await self.coordinator.close()


@pytest.fixture
async def producer(cluster):
    made = Producer(cluster, "tv2")
    await made.init()
    yield made
    await made.close()


async def test_end_txn_v5_bumps_the_epoch_and_produce_v12_adds_the_partition(cluster, producer):
    """Verifies KIP-890 part 2: Produce v12 opens the transaction at a partition the client
    never added (the leader has the coordinator add it), EndTxn v5 commit answers the next
    epoch, the marker carries it, and the next transaction goes on at it."""
    await cluster.create_topic("v2", partitions=1, replication_factor=3)
    assert await producer.produce("v2", b"a", b"b") == ErrorCode.NONE
    ongoing = await producer.state()
    assert (ongoing.transaction_state, [t.topic for t in ongoing.topics]) == ("Ongoing", ["v2"])
    committed = await producer.end(True)
    assert (committed.error_code, committed.producer_id, committed.producer_epoch) == (
        ErrorCode.NONE, producer.producer_id, producer.epoch + 1)
    first_epoch, producer.epoch = producer.epoch, committed.producer_epoch
    state = await producer.settled("CompleteCommit")
    assert state.producer_epoch == producer.epoch
    assert await producer.produce("v2", b"c") == ErrorCode.NONE
    assert await producer.produce("v2", b"late", epoch=first_epoch) \
        == ErrorCode.INVALID_PRODUCER_EPOCH
    aborted = await producer.end(False)
    assert aborted.producer_epoch == producer.epoch + 1
    await producer.settled("CompleteAbort")
    connection = await connect(leader(cluster, "v2"))
    try:
        read = await fetch_committed(connection, cluster.brokers[1].metadata.topics["v2"])
    finally:
        await connection.close()
    assert read.error_code == ErrorCode.NONE and read.aborted_transactions


async def test_end_txn_v5_retries_and_empty_aborts(cluster, producer):
    """Verifies the retry rules of Kafka's endTransaction above TV_1: the epoch before the bump
    is a retry (the same result: NONE with the current epoch; the other: INVALID_TXN_STATE), a
    commit of an Empty transaction is INVALID_TXN_STATE, an abort of one bumps the epoch, and
    any other epoch is PRODUCER_FENCED."""
    assert (await producer.end(True)).error_code == ErrorCode.INVALID_TXN_STATE
    empty = await producer.end(False)
    assert (empty.error_code, empty.producer_epoch) == (ErrorCode.NONE, producer.epoch + 1)
    before, producer.epoch = producer.epoch, empty.producer_epoch
    await producer.settled("CompleteAbort")
    retried = await producer.end(False, epoch=before)
    assert (retried.error_code, retried.producer_epoch) == (ErrorCode.NONE, producer.epoch)
    assert (await producer.end(True, epoch=before)).error_code == ErrorCode.INVALID_TXN_STATE
    assert (await producer.end(False, epoch=producer.epoch + 3)).error_code \
        == ErrorCode.PRODUCER_FENCED
    v4 = await producer.end(True, version=4)
    assert (v4.error_code, v4.producer_epoch) == (ErrorCode.INVALID_TXN_STATE, -1)


async def test_a_cluster_at_transaction_version_1_still_serves_v2_clients():
    """Verifies that `features={"transaction.version": 1}` finalizes level 1 and that the
    coordinator still runs a transaction the way its client speaks (Kafka decides by the request
    versions, not by the finalized level): EndTxn v4 keeps the epoch, EndTxn v5 bumps it."""
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG,
                       features={"transaction.version": 1}) as cluster:
        assert cluster.brokers[1].metadata.feature_level("transaction.version") == 1
        await cluster.create_topic("v1", partitions=1, replication_factor=3)
        producer = Producer(cluster, "tv1")
        await producer.init()
        try:
            assert await producer.produce("v1", b"x", version=12) == ErrorCode.NONE
            kept = await producer.end(True, version=4)
            assert kept.error_code == ErrorCode.NONE
            assert (await producer.settled("CompleteCommit")).producer_epoch == producer.epoch
            assert await producer.produce("v1", b"y", version=12) == ErrorCode.NONE
            bumped = await producer.end(True)
            assert bumped.producer_epoch == producer.epoch + 1
        finally:
            await producer.close()

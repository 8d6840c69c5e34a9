"""Transactions seen from the data: what read_committed Fetch and ListOffsets answer around a
commit, an abort, a fenced zombie and a transaction the coordinator times out, and a
coordinator that fails over in the middle of a transaction (Kafka's TransactionCoordinator,
TransactionStateManager loading, TransactionMarkerChannelManager).

Fetched records are reduced to what the test is about: per batch its base offset, whether it
is a control batch (and of which type) or its record values; marker timestamps and CRCs differ
between clusters and are left out."""

from __future__ import annotations

import asyncio
import contextlib

from kafkasim.protocol.messages.end_txn import EndTxnRequest
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.records import iter_batches, iter_records, parse_control_record
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.scenarios.transactions import Txn, send
from tests.reference.fidelity.world import fetch_request, list_offsets_request

GROUP = "Transactions: data and failures"
#: The transaction timeout of the scenarios that restart a coordinator: a loaded machine takes
#: more than a minute to restart a broker of the reference cluster, and a transaction the new
#: coordinator times out (fencing the producer) is not what they look at.
RESTART_TIMEOUT_MS = 600_000
_CONTROL_TYPES = {0: "ABORT", 1: "COMMIT"}


def _batches(records) -> list:
    out = []
    for header, batch in iter_batches(records or b""):
        if header.is_control:
            control = parse_control_record(next(iter_records(batch)))
            out.append([header.base_offset, _CONTROL_TYPES.get(control.type, control.type)])
        else:
            out.append([header.base_offset, header.is_transactional,
                        [bytes(r.value).decode() for r in iter_records(batch)]])
    return out


async def fetched(k, topic, partition: int = 0, *, isolation_level: int = 1,
                  version: int = 12, label: str = "", outcome_only: bool = False):
    """A consumer's Fetch of the partition from offset 0, reduced (see the module docstring).
    `outcome_only`: just the values read and the markers' types, each marker once (a
    coordinator that fails over may write a marker twice, or not, as its timing goes)."""
    response = await k.request(topic.leader(partition), fetch_request(
        topic, {partition: 0}, isolation_level=isolation_level), version)
    data = response.responses[0].partitions[0]
    if outcome_only:
        outcome = []
        for batch in _batches(data.records):
            entry = batch[1] if len(batch) == 2 else batch[2]
            if not outcome or outcome[-1] != entry:
                outcome.append(entry)
        k.observe(label, {"error": data.error_code, "read": outcome})
        return
    k.observe(label or f"Fetch v{version} isolation {isolation_level}", {
        "error": data.error_code, "high_watermark": data.high_watermark,
        "last_stable_offset": data.last_stable_offset,
        "aborted": None if data.aborted_transactions is None else
        [["<producer>" if a.producer_id >= 0 else a.producer_id, a.first_offset]
         for a in data.aborted_transactions],
        "batches": _batches(data.records)})


async def listed_offsets(k, topic, label: str, partition: int = 0) -> None:
    for isolation in (0, 1):
        response = await k.request(topic.leader(partition), list_offsets_request(
            topic.name, {partition: -1}, isolation_level=isolation), 7)
        answer = response.topics[0].partitions[0]
        k.observe(f"{label}: ListOffsets latest, isolation {isolation}",
                  [answer.error_code, answer.offset])


@scenario(GROUP, "a committed transaction over two partitions, read_committed", timeout=120)
async def committed(k):
    topic = await k.topic(partitions=2)
    await k.produce(topic, 2)
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0), (topic.name, 1)])
    await txn.produce(topic, 0, count=3, start=10, label="transactional Produce")
    await txn.produce(topic, 1, count=2, start=20)
    await k.settle(topic, 0)
    await listed_offsets(k, topic, "open")
    await fetched(k, topic, label="open, read_committed")
    await fetched(k, topic, isolation_level=0, label="open, read_uncommitted")
    await txn.end(True)
    await txn.wait_state("CompleteCommit")
    for partition in (0, 1):
        await k.settle(topic, partition)
        await fetched(k, topic, partition, label=f"partition {partition} committed")
    await listed_offsets(k, topic, "committed")
    await fetched(k, topic, version=4, label="Fetch v4, committed")


@scenario(GROUP, "an aborted transaction: AbortedTransactions and the LSO", timeout=120)
async def aborted(k):
    topic = await k.topic()
    await k.produce(topic, 1)
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0)])
    await txn.produce(topic, count=3, start=5)
    await txn.end(False)
    await txn.wait_state("CompleteAbort")
    await k.settle(topic)
    await k.produce(topic, 2)
    for version in (4, 11, 12):
        await fetched(k, topic, version=version, label=f"Fetch v{version} read_committed")
    await fetched(k, topic, isolation_level=0, label="read_uncommitted")
    await listed_offsets(k, topic, "after the abort")


@scenario(GROUP, "two producers' transactions interleaved, one aborted", timeout=120)
async def interleaved(k):
    topic = await k.topic()
    first, second = Txn(k, "-first"), Txn(k, "-second")
    await first.init()
    await second.init()
    await first.add([(topic.name, 0)])
    await second.add([(topic.name, 0)])
    await first.produce(topic, count=2, start=0)
    await second.produce(topic, count=2, start=10)
    await first.produce(topic, count=1, start=2)
    await k.settle(topic)
    await listed_offsets(k, topic, "both open")
    await second.end(True)
    await second.wait_state("CompleteCommit")
    await k.settle(topic)
    await fetched(k, topic, label="second committed, first open")
    await first.end(False)
    await first.wait_state("CompleteAbort")
    await k.settle(topic)
    await fetched(k, topic, label="first aborted")
    await listed_offsets(k, topic, "both ended")


@scenario(GROUP, "a fenced zombie can neither produce nor commit", timeout=120)
async def zombie(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0)])
    await txn.produce(topic, count=2)
    zombie_epoch = txn.epoch
    await send(k, txn.node, InitProducerIdRequest(transactional_id=txn.id,
                                                 transaction_timeout_ms=60_000), 4,
                 label="the new instance's first InitProducerId")
    await txn.wait_state("CompleteAbort", "Empty")
    await txn.init()
    k.observe("new epoch", txn.epoch)
    txn.epoch = zombie_epoch
    await txn.produce(topic, count=1, start=50, label="the zombie's Produce")
    await txn.end(True, label="the zombie's EndTxn")
    await k.settle(topic)
    await fetched(k, topic, label="read_committed")


@scenario(GROUP, "the coordinator aborts a transaction past its timeout", timeout=120)
async def timed_out(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init(timeout_ms=1000)
    await txn.add([(topic.name, 0)])
    await txn.produce(topic, count=2)
    await txn.wait_state("CompleteAbort")
    await txn.describe("aborted by the coordinator")
    await txn.end(True, label="the producer's EndTxn commit")
    await txn.add([(topic.name, 0)], label="the producer's next AddPartitionsToTxn")
    await k.settle(topic)
    await fetched(k, topic, label="read_committed")
    await listed_offsets(k, topic, "after the timeout")


@scenario(GROUP, "a transaction that lives within its timeout is not aborted", timeout=120)
async def within_timeout(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init(timeout_ms=20_000)
    await txn.add([(topic.name, 0)])
    await txn.produce(topic, count=2)
    await asyncio.sleep(2)
    await txn.describe("still ongoing")
    await txn.end(True, label="EndTxn commit")
    await txn.wait_state("CompleteCommit")


@scenario(GROUP, "a transactional batch for a partition not in the transaction", timeout=120)
async def produce_unadded(k):
    topic = await k.topic(partitions=2)
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0)])
    await txn.produce(topic, 1, count=1, label="Produce v9 to a partition never added")
    await txn.describe("the transaction")


@scenario(GROUP, "the coordinator fails over in the middle of a transaction",
          disruptive=True, timeout=240)
async def failover_ongoing(k):
    topic = await k.topic(partitions=2)
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0), (topic.name, 1)])
    await txn.produce(topic, 0, count=2)
    old = txn.node
    await k.stop_broker(old, controlled=False)
    try:
        txn.node = None
        await txn.find()
        k.observe("a new coordinator", txn.node.node_id != old.node_id)
        await txn.describe("loaded by the new coordinator")
        await k.refresh(topic)
        await txn.produce(topic, 1, count=2, start=10)
        await txn.end(True, label="EndTxn at the new coordinator")
        await txn.wait_state("CompleteCommit")
        await txn.describe("committed")
    finally:
        await k.start_broker(old)
    await k.wait_in_sync(topic)
    for partition in (0, 1):
        await k.settle(topic, partition)
        await fetched(k, topic, partition, label=f"partition {partition} read_committed")


@scenario(GROUP, "the coordinator fails over while the markers are written",
          disruptive=True, timeout=240)
async def failover_prepare(k):
    topic = await k.topic(partitions=3)
    txn = Txn(k)
    await txn.init()
    partitions = [(topic.name, p) for p in topic.partitions]
    await txn.add(partitions)
    for partition in topic.partitions:
        await txn.produce(topic, partition, count=1, start=partition)
    old = txn.node
    await send(k, old, EndTxnRequest(transactional_id=txn.id, producer_id=txn.producer_id,
                                    producer_epoch=txn.epoch, committed=True), 3,
                 label="EndTxn commit")
    await k.stop_broker(old, controlled=False)
    try:
        txn.node = None
        await txn.find()
        await txn.wait_state("CompleteCommit")
        await txn.describe("completed by the new coordinator")
        await txn.end(True, label="EndTxn commit retried")
    finally:
        await k.start_broker(old)
    await k.wait_in_sync(topic)
    for partition in topic.partitions:
        await k.settle(topic, partition)
        await fetched(k, topic, partition, label=f"partition {partition} read_committed",
                      outcome_only=True)


@scenario(GROUP, "a SIGKILLed group coordinator answers a transactional producer only once "
          "it is back", disruptive=True, timeout=300)
async def restarted_group_coordinator(k):
    """Issue 22's exactly-once hang. The group coordinator is killed in the middle of a
    transaction and started again at once; its new incarnation cannot register before its
    predecessor's session (broker.session.timeout.ms) expires. A producer connects to it as soon
    as its port accepts, as librdkafka does: Kafka's BrokerServer answers nothing until the
    broker is unfenced (enableRequestProcessing), by which time the controller has fenced the
    old incarnation and moved its leaderships, so the group's FindCoordinator there names
    another broker and TxnOffsetCommit is NOT_COORDINATOR. Then the transaction goes on at the
    group's new coordinator."""
    from kafkasim.protocol.messages.add_offsets_to_txn import AddOffsetsToTxnRequest
    from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
    from kafkasim.protocol.messages.txn_offset_commit import (
        TxnOffsetCommitRequest,
        TxnOffsetCommitRequestPartition,
        TxnOffsetCommitRequestTopic,
    )
    from tests.reference.fidelity.scenarios.read_committed import _group_coordinator

    topic = await k.topic()
    group = k.new_name("-group")
    coordinator = await _group_coordinator(k, group)
    txn = Txn(k)
    while (await txn.find()).node_id == coordinator.node_id:
        txn = Txn(k)  # an id that another broker coordinates (ids are not compared)
    await txn.init(timeout_ms=RESTART_TIMEOUT_MS)
    await send(k, txn.node, AddOffsetsToTxnRequest(
        transactional_id=txn.id, producer_id=txn.producer_id, producer_epoch=txn.epoch,
        group_id=group), 3, label="AddOffsetsToTxn")

    def commit():
        return TxnOffsetCommitRequest(
            transactional_id=txn.id, group_id=group, producer_id=txn.producer_id,
            producer_epoch=txn.epoch, generation_id_or_member_epoch=-1, member_id="", topics=[
                TxnOffsetCommitRequestTopic(name=topic.name, partitions=[
                    TxnOffsetCommitRequestPartition(partition_index=0, committed_offset=1)])])

    async with restarted(k, coordinator) as key:
        answer = await k.request(coordinator, FindCoordinatorRequest(key=group, key_type=0), 2,
                                 key=key, timeout=120)
        k.observe("the restarted broker's first answer: FindCoordinator v2 for the group",
                  {"error_code": answer.error_code,
                   "names the restarted broker": answer.node_id == coordinator.node_id})
        await send_on(k, coordinator, commit(), 3, key=key,
                      label="then TxnOffsetCommit v3 at the restarted broker")
    moved = await _group_coordinator(k, group)
    k.observe("the group's coordinator moved", moved.node_id != coordinator.node_id)
    await send(k, moved, commit(), 3, label="TxnOffsetCommit v3 at the new coordinator")
    await txn.end(True, label="EndTxn commit")
    await txn.wait_state("CompleteCommit")


@scenario(GROUP, "a SIGKILLed transaction coordinator answers AddOffsetsToTxn only once it is "
          "back", disruptive=True, timeout=300)
async def restarted_transaction_coordinator(k):
    """Issue 22's exactly-once hang, as librdkafka met it: the transaction coordinator is
    killed in the middle of a transaction and started again at once. The producer's
    AddOffsetsToTxn reaches the new incarnation as soon as its port accepts; Kafka's
    BrokerServer reads it only once the broker is unfenced (enableRequestProcessing), when the
    transactional id's partition has moved, so FindCoordinator there names another broker and
    AddOffsetsToTxn is NOT_COORDINATOR (TransactionStateManager has not loaded the partition).
    Answered earlier, from the metadata the broker had before it was killed, it named itself:
    librdkafka then went on while the broker was being fenced, forgot it as the group's
    coordinator, and waited in send_offsets_to_transaction past its timeout. The transaction
    goes on at the new coordinator, which loaded its state."""
    from kafkasim.protocol.messages.add_offsets_to_txn import AddOffsetsToTxnRequest
    from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest

    topic = await k.topic()
    txn = Txn(k)
    await txn.init(timeout_ms=RESTART_TIMEOUT_MS)
    await txn.add([(topic.name, 0)])
    await txn.produce(topic, 0, count=2)
    group = k.new_name("-group")

    def add_offsets():
        return AddOffsetsToTxnRequest(transactional_id=txn.id, producer_id=txn.producer_id,
                                      producer_epoch=txn.epoch, group_id=group)

    coordinator = txn.node
    async with restarted(k, coordinator) as key:
        answer = await k.request(coordinator, FindCoordinatorRequest(key=txn.id, key_type=1),
                                 2, key=key, timeout=120)
        k.observe("the restarted broker's first answer: FindCoordinator v2 for the "
                  "transactional id", {"error_code": answer.error_code,
                                       "names the restarted broker":
                                       answer.node_id == coordinator.node_id})
        await send_on(k, coordinator, add_offsets(), 3, key=key,
                      label="then AddOffsetsToTxn v3 at the restarted broker")
    moved = await txn.find()
    k.observe("the transaction's coordinator moved", moved.node_id != coordinator.node_id)
    await send(k, moved, add_offsets(), 3, label="AddOffsetsToTxn v3 at the new coordinator")
    await txn.describe(label="DescribeTransactions at the new coordinator")
    await txn.end(False, label="EndTxn abort")
    await txn.wait_state("CompleteAbort")


@contextlib.asynccontextmanager
async def restarted(k, node):
    """Kill `node` and start it again; inside, the key of a connection to it opened as soon as
    its port accepts (its first requests wait there for whatever it answers first); on leaving,
    the broker has started."""
    await k.stop_broker(node, controlled=False)
    starting = asyncio.ensure_future(k.start_broker(node))
    try:
        async def accepting():
            try:
                return await k.connection(node, key="restarted")
            except OSError:
                return None

        await k.wait_until(accepting, "the restarted broker's port", timeout=120,
                           interval=0.01)
        yield "restarted"
    finally:
        await starting


async def send_on(k, node, request, version: int, *, key, label: str):
    """`send` on the scenario's connection `key` to `node` (producer ids reduced)."""
    try:
        response = await k.request(node, request, version, key=key, timeout=120)
    except (ConnectionError, TimeoutError) as error:
        k.observe(label, {"failed": type(error).__name__})
        return None
    k.observe(label, response)
    return response

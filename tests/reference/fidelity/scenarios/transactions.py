"""Transactions, the coordinator's APIs: FindCoordinator for a transactional id, InitProducerId
(epochs, fencing, KIP-360 expected epochs), AddPartitionsToTxn (client and broker forms, KIP-890
verification), AddOffsetsToTxn, EndTxn, DescribeTransactions and ListTransactions, and their
errors (Kafka's TransactionCoordinator and KafkaApis).

Each cluster places `__transaction_state` its own way, so which broker coordinates an id is not
compared: scenarios address "the coordinator" and "a broker that is not". Start times are
reduced to whether they are set; producer ids, as everywhere, to `<set>`."""

from __future__ import annotations

import copy
import re

from kafkasim.broker.transaction.state import partition_for
from kafkasim.protocol.connection import ConnectionClosedError
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.add_offsets_to_txn import AddOffsetsToTxnRequest
from kafkasim.protocol.messages.add_partitions_to_txn import (
    AddPartitionsToTxnRequest,
    AddPartitionsToTxnTopic,
    AddPartitionsToTxnTransaction,
)
from kafkasim.protocol.messages.describe_transactions import DescribeTransactionsRequest
from kafkasim.protocol.messages.end_txn import EndTxnRequest
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.messages.list_transactions import ListTransactionsRequest
from kafkasim.protocol.records import build_batch
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import BASE_TIMESTAMP, produce_request, value_of

GROUP = "Transactions"
TIMEOUT_MS = 60_000
_RETRIABLE = (ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.NOT_COORDINATOR,
              ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, ErrorCode.CONCURRENT_TRANSACTIONS)


def _reduce_producer_ids(response) -> None:
    """Producer ids as 'set or not': Kafka hands out 0 as the first id of a fresh cluster,
    which the comparison would otherwise keep apart from any other id."""
    holders = [response, *getattr(response, "transaction_states", [])]
    for holder in holders:
        value = getattr(holder, "producer_id", None)
        if isinstance(value, int) and value >= 0:
            holder.producer_id = "<id>"


async def send(k, node, request, version: int, *, label: str | None = None):
    """`k.send` with producer ids reduced (see `_reduce_producer_ids`)."""
    label = label or f"{request.NAME.removesuffix('Request')} v{version}"
    try:
        response = await k.request(node, request, version)
    except (ConnectionClosedError, ConnectionResetError):
        k.observe(label, {"connection": "closed"})
        return None
    except TimeoutError:
        k.observe(label, {"answer": "none"})
        return None
    observed = copy.copy(response)
    _reduce_producer_ids(observed)
    k.observe(label, observed)
    return response


class Txn:
    """One transactional id on one side: its coordinator, producer id and epoch."""

    def __init__(self, k, suffix: str = "", transactional_id: str | None = None) -> None:
        self.k = k
        self.id = transactional_id or k.new_name(f"-txn{suffix}")
        self.node = None
        self.producer_id = -1
        self.epoch = -1
        self.sequences: dict[tuple[str, int], int] = {}

    async def find(self):
        """The coordinator, once FindCoordinator names one that has loaded the id's
        partition (DescribeTransactions answers it without a coordinator error)."""
        async def found():
            response = await self.k.request(self.k.any_broker(), FindCoordinatorRequest(
                key_type=1, coordinator_keys=[self.id]), 4)
            answer = response.coordinators[0]
            node = self.k.nodes.get(answer.node_id) if answer.error_code == 0 else None
            if node is None:
                return None
            described = await self.k.request(node, DescribeTransactionsRequest(
                transactional_ids=[self.id]), 0)
            error = described.transaction_states[0].error_code
            return node if error not in _RETRIABLE else None

        self.node = await self.k.wait_until(found, f"the coordinator of {self.id}", timeout=90)
        await self.k.producer_ids_ready(self.node)
        return self.node

    def other(self):
        """A live broker that is not the coordinator."""
        return next(n for n in self.k.nodes.values()
                    if n.node_id != self.node.node_id and n.node_id not in self.k.stopped)

    async def init(self, timeout_ms: int = TIMEOUT_MS, version: int = 4):
        """InitProducerId, retried while the coordinator answers a retriable error."""
        if self.node is None:
            await self.find()

        async def initialised():
            response = await self.k.request(self.node, InitProducerIdRequest(
                transactional_id=self.id, transaction_timeout_ms=timeout_ms), version)
            if response.error_code in _RETRIABLE:
                return None
            return response

        response = await self.k.wait_until(initialised, f"InitProducerId of {self.id}")
        self.producer_id, self.epoch = response.producer_id, response.producer_epoch
        self.sequences.clear()
        return response

    def add_request(self, partitions, *, producer_id=None, epoch=None, version=3):
        topics = {}
        for topic, partition in partitions:
            topics.setdefault(topic, []).append(partition)
        entries = [AddPartitionsToTxnTopic(name=name, partitions=indexes)
                   for name, indexes in topics.items()]
        producer_id = self.producer_id if producer_id is None else producer_id
        epoch = self.epoch if epoch is None else epoch
        if version >= 4:
            return AddPartitionsToTxnRequest(transactions=[AddPartitionsToTxnTransaction(
                transactional_id=self.id, producer_id=producer_id, producer_epoch=epoch,
                verify_only=False, topics=entries)])
        return AddPartitionsToTxnRequest(
            v3_and_below_transactional_id=self.id, v3_and_below_producer_id=producer_id,
            v3_and_below_producer_epoch=epoch, v3_and_below_topics=entries)

    async def add(self, partitions, *, version: int = 3, label: str | None = None):
        """AddPartitionsToTxn, recorded."""
        return await send(self.k, self.node, self.add_request(partitions, version=version),
                                 version, label=label)

    async def produce(self, topic, partition: int = 0, count: int = 2, start: int = 0,
                      label: str | None = None):
        """A transactional batch to the partition's leader, recorded when `label` is given."""
        key = (topic.name, partition)
        sequence = self.sequences.get(key, 0)
        records = _transactional_batch(start, count, self.producer_id, self.epoch, sequence)
        request = produce_request(topic.name, partition, records, transactional_id=self.id)
        if label is None:
            async def appended():
                answer = await self.k.request(topic.leader(partition), request, 9)
                error = answer.responses[0].partition_responses[0].error_code
                if error in (ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.LEADER_NOT_AVAILABLE):
                    await self.k.refresh(topic)
                    return None
                return answer

            response = await self.k.wait_until(appended, f"producing to {topic.name}")
        else:
            response = await send(self.k, topic.leader(partition), request, 9, label=label)
        if response is not None and response.responses[0].partition_responses[0].error_code == 0:
            self.sequences[key] = sequence + count
        return response

    async def end(self, commit: bool, *, version: int = 3, label: str | None = None,
                  epoch: int | None = None, producer_id: int | None = None):
        return await send(self.k, self.node, EndTxnRequest(
            transactional_id=self.id,
            producer_id=self.producer_id if producer_id is None else producer_id,
            producer_epoch=self.epoch if epoch is None else epoch, committed=commit),
            version, label=label)

    async def describe(self, label: str | None = None, node=None):
        response = await self.k.request(node or self.node, DescribeTransactionsRequest(
            transactional_ids=[self.id]), 0)
        for state in response.transaction_states:
            state.transaction_start_time_ms = ("<set>" if state.transaction_start_time_ms > 0
                                               else state.transaction_start_time_ms)
            state.topics = sorted([t.topic, sorted(t.partitions)] for t in state.topics)
        if label is not None:
            response = copy.copy(response)
            response.transaction_states = [copy.copy(s) for s in response.transaction_states]
            _reduce_producer_ids(response)
            self.k.observe(label, response)
        return response.transaction_states[0]

    async def wait_state(self, *states: str) -> None:
        async def reached():
            return (await self.describe()).transaction_state in states

        await self.k.wait_until(reached, f"{self.id} in {states}", timeout=60)


def _transactional_batch(start: int, count: int, producer_id: int, epoch: int,
                        sequence: int) -> bytes:
    """Records start..start+count-1 as batch_of builds them, in a transactional batch."""
    records = [(f"key-{i}".encode(), value_of(i), [], BASE_TIMESTAMP + 1000 * i)
               for i in range(start, start + count)]
    return build_batch(records, producer_id=producer_id, producer_epoch=epoch,
                       base_sequence=sequence, is_transactional=True)


def same_partition_id(k, first: str, suffix: str) -> str:
    """A transactional id in the same `__transaction_state` partition as `first` (both
    clusters keep the default 50 partitions), so one coordinator holds both."""
    wanted = partition_for(first, 50)
    index = 0
    while True:
        candidate = f"{first}{suffix}{index}"
        if partition_for(candidate, 50) == wanted:
            return candidate
        index += 1


def _where(response):
    for holder in [response, *response.coordinators]:
        holder.node_id = 1 if holder.node_id >= 0 else holder.node_id
        holder.port = 1 if holder.port > 0 else holder.port
    return response


# --- FindCoordinator and InitProducerId --------------------------------------------------------

@scenario(GROUP, "FindCoordinator for a transactional id at every version", timeout=120)
async def find_coordinator(k):
    txn = Txn(k)
    await txn.find()
    for version in range(1, 7):
        request = FindCoordinatorRequest(key=txn.id, key_type=1) if version < 4 else \
            FindCoordinatorRequest(key_type=1, coordinator_keys=[txn.id])
        response = await k.request(k.any_broker(), request, version)
        k.observe(f"FindCoordinator v{version}", _where(response))


@scenario(GROUP, "InitProducerId bumps the epoch at every version", timeout=120)
async def init_epochs(k):
    txn = Txn(k)
    await txn.find()
    for version in range(0, 6):
        await send(k, txn.node, InitProducerIdRequest(
            transactional_id=txn.id, transaction_timeout_ms=TIMEOUT_MS), version)
    await txn.describe("DescribeTransactions")


@scenario(GROUP, "InitProducerId at a broker that is not the coordinator", timeout=120)
async def init_not_coordinator(k):
    txn = Txn(k)
    await txn.find()
    await send(k, txn.other(), InitProducerIdRequest(transactional_id=txn.id,
                                                    transaction_timeout_ms=TIMEOUT_MS), 4)


@scenario(GROUP, "InitProducerId with invalid transaction timeouts and ids", timeout=120)
async def init_invalid(k):
    txn = Txn(k)
    await txn.find()
    for timeout_ms in (0, -1, 900_001):
        await send(k, txn.node, InitProducerIdRequest(transactional_id=txn.id,
                                                     transaction_timeout_ms=timeout_ms), 4,
                     label=f"timeout {timeout_ms}")
    await send(k, txn.node, InitProducerIdRequest(transactional_id="",
                                                 transaction_timeout_ms=TIMEOUT_MS), 4,
                 label="empty transactional id")
    await send(k, txn.node, InitProducerIdRequest(transactional_id=txn.id,
                                                 transaction_timeout_ms=TIMEOUT_MS,
                                                 producer_id=5, producer_epoch=-1), 4,
                 label="producer id without an epoch")
    await send(k, txn.node, InitProducerIdRequest(transactional_id=txn.id,
                                                 transaction_timeout_ms=TIMEOUT_MS,
                                                 producer_id=-1, producer_epoch=3), 4,
                 label="epoch without a producer id")
    await txn.describe("never initialised", node=txn.node)


@scenario(GROUP, "InitProducerId with expected producer ids and epochs (KIP-360)", timeout=120)
async def init_expected(k):
    txn = Txn(k)
    await txn.init()
    first = (txn.producer_id, txn.epoch)
    bumped = await send(k, txn.node, InitProducerIdRequest(
        transactional_id=txn.id, transaction_timeout_ms=TIMEOUT_MS, producer_id=first[0],
        producer_epoch=first[1]), 4, label="the current epoch")
    await send(k, txn.node, InitProducerIdRequest(
        transactional_id=txn.id, transaction_timeout_ms=TIMEOUT_MS, producer_id=first[0],
        producer_epoch=first[1]), 4, label="a retry with the previous epoch")
    await send(k, txn.node, InitProducerIdRequest(
        transactional_id=txn.id, transaction_timeout_ms=TIMEOUT_MS,
        producer_id=bumped.producer_id, producer_epoch=bumped.producer_epoch), 4,
        label="the bumped epoch")
    await send(k, txn.node, InitProducerIdRequest(
        transactional_id=txn.id, transaction_timeout_ms=TIMEOUT_MS, producer_id=first[0],
        producer_epoch=first[1]), 4, label="a stale epoch")
    await send(k, txn.node, InitProducerIdRequest(
        transactional_id=txn.id, transaction_timeout_ms=TIMEOUT_MS, producer_id=first[0],
        producer_epoch=first[1]), 3, label="a stale epoch at v3")
    await send(k, txn.node, InitProducerIdRequest(
        transactional_id=txn.id, transaction_timeout_ms=TIMEOUT_MS,
        producer_id=first[0] + 12345, producer_epoch=0), 4, label="another producer id")
    await txn.describe("DescribeTransactions")


@scenario(GROUP, "InitProducerId fences an ongoing transaction", timeout=120)
async def init_fences(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0)])
    await txn.produce(topic)
    zombie_epoch = txn.epoch
    await send(k, txn.node, InitProducerIdRequest(transactional_id=txn.id,
                                                 transaction_timeout_ms=TIMEOUT_MS), 4,
                 label="InitProducerId while Ongoing")
    await txn.wait_state("CompleteAbort", "Empty")
    await txn.describe("after the fence")
    await txn.init()
    k.observe("epoch after the retry", txn.epoch)
    await txn.end(True, epoch=zombie_epoch, label="the zombie's EndTxn")
    await txn.add([(topic.name, 0)], label="the new producer's AddPartitionsToTxn")


# --- AddPartitionsToTxn ------------------------------------------------------------------------

@scenario(GROUP, "AddPartitionsToTxn at v0-3 and DescribeTransactions", timeout=120)
async def add_partitions_versions(k):
    topic = await k.topic(partitions=4)
    txn = Txn(k)
    await txn.init()
    for version in range(0, 4):
        await txn.add([(topic.name, version)], version=version)
    await txn.add([(topic.name, 0), (topic.name, 1)], label="partitions already added")
    await txn.describe("DescribeTransactions")


@scenario(GROUP, "AddPartitionsToTxn with an unknown topic or partition", timeout=120)
async def add_partitions_unknown(k):
    topic = await k.topic(partitions=2)
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0), (topic.name, 7)], label="an unknown partition")
    await txn.add([(topic.name, 1), (k.new_name("-missing"), 0)], label="an unknown topic")
    await txn.describe("nothing was added")


@scenario(GROUP, "AddPartitionsToTxn with the wrong producer id or epoch", timeout=120)
async def add_partitions_fenced(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init()
    for version in (1, 2, 3):
        await send(k, txn.node, txn.add_request([(topic.name, 0)], epoch=txn.epoch + 1,
                                               version=version),
                     version, label=f"another epoch v{version}")
    await send(k, txn.node, txn.add_request([(topic.name, 0)], producer_id=txn.producer_id + 1),
                 3, label="another producer id")
    await send(k, txn.node, AddPartitionsToTxnRequest(
        v3_and_below_transactional_id=same_partition_id(k, txn.id, "-unknown"), v3_and_below_producer_id=txn.producer_id,
        v3_and_below_producer_epoch=0, v3_and_below_topics=[
            AddPartitionsToTxnTopic(name=topic.name, partitions=[0])]), 3,
        label="an id on the coordinator's partition it does not know")


@scenario(GROUP, "AddPartitionsToTxn at a broker that is not the coordinator", timeout=120)
async def add_partitions_not_coordinator(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init()
    await send(k, txn.other(), txn.add_request([(topic.name, 0)]), 3)


@scenario(GROUP, "AddPartitionsToTxn v4 from a broker: add and verify only (KIP-890)",
          timeout=120)
async def add_partitions_broker_form(k):
    topic = await k.topic(partitions=3)
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0)], version=4, label="v4 add")

    def verify(partitions, epoch=None, transactional_id=None):
        return AddPartitionsToTxnRequest(transactions=[AddPartitionsToTxnTransaction(
            transactional_id=transactional_id or txn.id, producer_id=txn.producer_id,
            producer_epoch=txn.epoch if epoch is None else epoch, verify_only=True,
            topics=[AddPartitionsToTxnTopic(name=topic.name, partitions=partitions)])])

    await send(k, txn.node, verify([0]), 4, label="verify a partition in the transaction")
    await send(k, txn.node, verify([1, 2]), 5, label="verify partitions not in it")
    await send(k, txn.node, verify([0], epoch=txn.epoch + 3), 4, label="verify, another epoch")
    await send(k, txn.node, verify([0], transactional_id=same_partition_id(k, txn.id, "-no")), 4,
                 label="verify an unknown id")
    await txn.describe("verification added nothing")


@scenario(GROUP, "AddPartitionsToTxn v4 with two transactions in one request", timeout=120)
async def add_partitions_batch(k):
    topic = await k.topic(partitions=2)
    first = Txn(k, "-a")
    second = Txn(k, transactional_id=same_partition_id(k, first.id, "-b"))
    await first.init()
    await second.init()
    await first.add([(topic.name, 0)])
    await send(k, first.node, AddPartitionsToTxnRequest(transactions=[
        AddPartitionsToTxnTransaction(
            transactional_id=first.id, producer_id=first.producer_id,
            producer_epoch=first.epoch, verify_only=True,
            topics=[AddPartitionsToTxnTopic(name=topic.name, partitions=[0, 1])]),
        AddPartitionsToTxnTransaction(
            transactional_id=second.id, producer_id=second.producer_id,
            producer_epoch=second.epoch, verify_only=False,
            topics=[AddPartitionsToTxnTopic(name=topic.name, partitions=[1])])]), 4)
    await first.describe("the first")
    await second.describe("the second")


# --- AddOffsetsToTxn ---------------------------------------------------------------------------

@scenario(GROUP, "AddOffsetsToTxn adds the group's offsets partition", timeout=120)
async def add_offsets(k):
    txn = Txn(k)
    await txn.init()
    group = k.new_name("-group")
    for version in range(0, 5):
        await send(k, txn.node, AddOffsetsToTxnRequest(
            transactional_id=txn.id, producer_id=txn.producer_id, producer_epoch=txn.epoch,
            group_id=group), version)
    await txn.describe("DescribeTransactions")


@scenario(GROUP, "AddOffsetsToTxn errors", timeout=120)
async def add_offsets_errors(k):
    txn = Txn(k)
    await txn.init()
    group = k.new_name("-group")
    for version in (1, 2):
        await send(k, txn.node, AddOffsetsToTxnRequest(
            transactional_id=txn.id, producer_id=txn.producer_id, producer_epoch=txn.epoch + 1,
            group_id=group), version, label=f"another epoch v{version}")
    await send(k, txn.node, AddOffsetsToTxnRequest(
        transactional_id=txn.id, producer_id=txn.producer_id + 1, producer_epoch=txn.epoch,
        group_id=group), 3, label="another producer id")
    await send(k, txn.other(), AddOffsetsToTxnRequest(
        transactional_id=txn.id, producer_id=txn.producer_id, producer_epoch=txn.epoch,
        group_id=group), 3, label="not the coordinator")


# --- EndTxn ------------------------------------------------------------------------------------

@scenario(GROUP, "EndTxn on an empty transaction", timeout=120)
async def end_empty(k):
    txn = Txn(k)
    await txn.init()
    await txn.end(True, label="commit")
    await txn.end(False, label="abort")
    await txn.describe("DescribeTransactions")


@scenario(GROUP, "EndTxn commit, then again, then abort", timeout=120)
async def end_twice(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0)])
    await txn.produce(topic)
    await txn.end(True, label="commit")
    await txn.wait_state("CompleteCommit")
    await txn.describe("after the markers")
    await txn.end(True, label="commit again")
    await txn.end(False, label="abort after the commit")


@scenario(GROUP, "EndTxn abort, then again, then commit", timeout=120)
async def end_abort_twice(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0)])
    await txn.produce(topic)
    await txn.end(False, label="abort")
    await txn.wait_state("CompleteAbort")
    await txn.describe("after the markers")
    await txn.end(False, label="abort again")
    await txn.end(True, label="commit after the abort")


@scenario(GROUP, "EndTxn at every version", timeout=180)
async def end_versions(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init()
    for version in range(0, 5):
        await txn.add([(topic.name, 0)])
        await txn.produce(topic, start=version * 2)
        await txn.end(version % 2 == 0, version=version)
        await txn.wait_state("CompleteCommit", "CompleteAbort")
    await txn.describe("DescribeTransactions")


@scenario(GROUP, "EndTxn with the wrong producer id or epoch", timeout=120)
async def end_fenced(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0)])
    for version in (1, 2, 3):
        await txn.end(True, epoch=txn.epoch + 1, version=version,
                      label=f"another epoch v{version}")
    await txn.end(True, epoch=txn.epoch - 1 if txn.epoch > 0 else 5, label="an older epoch")
    await txn.end(True, producer_id=txn.producer_id + 1, label="another producer id")
    await send(k, txn.node, EndTxnRequest(transactional_id=same_partition_id(k, txn.id, "-no"),
                                         producer_id=1,
                                         producer_epoch=0, committed=True), 3,
                 label="an unknown transactional id")
    await send(k, txn.other(), EndTxnRequest(transactional_id=txn.id,
                                            producer_id=txn.producer_id,
                                            producer_epoch=txn.epoch, committed=True), 3,
                 label="not the coordinator")
    await txn.describe("still ongoing")


# --- DescribeTransactions and ListTransactions -------------------------------------------------

@scenario(GROUP, "DescribeTransactions through a transaction's life", timeout=120)
async def describe_life(k):
    topic = await k.topic(partitions=3)
    txn = Txn(k)
    await txn.find()
    await txn.describe("before InitProducerId")
    await txn.init(timeout_ms=30_000)
    await txn.describe("Empty")
    await txn.add([(topic.name, 2), (topic.name, 0)])
    await txn.describe("Ongoing")
    await txn.produce(topic, partition=2)
    await txn.end(True)
    await txn.wait_state("CompleteCommit")
    await txn.describe("CompleteCommit")
    await txn.describe("at a broker that is not the coordinator", node=txn.other())
    response = await k.request(txn.node, DescribeTransactionsRequest(transactional_ids=[]), 0)
    k.observe("no ids", response)


@scenario(GROUP, "ListTransactions filters", timeout=120)
async def list_filters(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0)])

    async def listed(label, version=1, **filters):
        response = await k.request(txn.node, ListTransactionsRequest(
            producer_id_filters=[txn.producer_id], **filters), version)
        response.transaction_states = [s for s in response.transaction_states
                                       if s.transactional_id == txn.id]
        _reduce_producer_ids(response)
        k.observe(label, response)

    await listed("by producer id")
    await listed("Ongoing", state_filters=["Ongoing"])
    await listed("Empty", state_filters=["Empty"])
    await listed("unknown states", state_filters=["Ongoing", "Bogus", "ongoing"])
    await listed("running longer than an hour", duration_filter=3_600_000)
    await listed("running longer than 0 ms", duration_filter=0)
    await listed("v0", version=0)
    await listed("the id as a pattern", version=2,
                 transactional_id_pattern=re.escape(txn.id))
    await listed("a pattern matching part of the id", version=2,
                 transactional_id_pattern=re.escape(txn.id[:10]))
    await listed("a pattern matching its prefix", version=2,
                 transactional_id_pattern=re.escape(txn.id[:10]) + ".*")
    await listed("an empty pattern", version=2, transactional_id_pattern="")
    await listed("an invalid pattern", version=2, transactional_id_pattern="(unclosed")
    await txn.end(False)
    await txn.wait_state("CompleteAbort")
    await listed("CompleteAbort", state_filters=["CompleteAbort", "PrepareAbort"])

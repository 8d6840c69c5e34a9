"""Transactions v2 (KIP-890 part 2, transaction.version 2, finalized by default on a new Kafka
4.4.0 cluster): EndTxn v5 bumps the producer epoch at every commit and abort and returns the new
producer id and epoch; Produce v12 adds a partition to the transaction itself (the partition
leader asks the coordinator, as Kafka's AddPartitionsToTxnManager does); TxnOffsetCommit v5+
adds the group's offsets partition (no AddOffsetsToTxn); v6 names topics by id (KIP-1319).
And how the same cluster answers a transactions v1 client (EndTxn v4, AddPartitionsToTxn v3,
Produce v11), which Kafka 4.4.0 still serves.

Each side places `__transaction_state` its own way: scenarios address "the coordinator" (see
transactions.py's Txn). Producer ids are reduced to whether they are set; epochs are compared
exactly, as they count the transactions of a fresh transactional id."""

from __future__ import annotations

import copy

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.end_txn import EndTxnRequest
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.messages.offset_fetch import (
    OffsetFetchRequest,
    OffsetFetchRequestGroup,
    OffsetFetchRequestTopics,
)
from kafkasim.protocol.messages.txn_offset_commit import (
    TxnOffsetCommitRequest,
    TxnOffsetCommitRequestPartition,
    TxnOffsetCommitRequestTopic,
)
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.scenarios.read_committed import _group_coordinator
from tests.reference.fidelity.scenarios.transaction_data import fetched
from tests.reference.fidelity.scenarios.transactions import (
    TIMEOUT_MS,
    Txn,
    _transactional_batch,
    send,
)
from tests.reference.fidelity.world import batch_of, produce_request

GROUP = "Transactions v2"


def _offsets(txn: Txn, group: str, topics: list[TxnOffsetCommitRequestTopic], *,
             generation_id: int = -1, member_id: str = "") -> TxnOffsetCommitRequest:
    return TxnOffsetCommitRequest(
        transactional_id=txn.id, group_id=group, producer_id=txn.producer_id,
        producer_epoch=txn.epoch, generation_id_or_member_epoch=generation_id,
        member_id=member_id, topics=topics)


def _by_id(topic, offsets: dict[int, int], metadata: str = "m") -> TxnOffsetCommitRequestTopic:
    return TxnOffsetCommitRequestTopic(topic_id=topic.topic_id, partitions=[
        TxnOffsetCommitRequestPartition(partition_index=p, committed_offset=o,
                                        committed_metadata=metadata)
        for p, o in offsets.items()])


async def _fetch_offsets(k, coordinator, group: str, topic, label: str) -> None:
    for stable in (True, False):
        await k.send(coordinator, OffsetFetchRequest(require_stable=stable, groups=[
            OffsetFetchRequestGroup(group_id=group, topics=[OffsetFetchRequestTopics(
                name=topic.name, partition_indexes=sorted(topic.partitions))])]), 8,
            label=f"{label}: OffsetFetch v8 RequireStable {stable}")


@scenario(GROUP, "TxnOffsetCommit v6 by topic id adds the offsets partition, then commit",
          timeout=180)
async def txn_offset_commit_v6(k):
    """No AddOffsetsToTxn: TxnOffsetCommit v6 (topic ids, KIP-1319) has the transaction
    coordinator add the group's offsets partition (KIP-890 part 2); the offsets are pending
    until EndTxn v5 commits them."""
    topic = await k.topic(partitions=2)
    group = k.new_name("-group")
    coordinator = await _group_coordinator(k, group)
    txn = Txn(k)
    await txn.init(version=5)
    await send(k, coordinator, _offsets(txn, group, [_by_id(topic, {0: 5, 1: 7})]), 6,
               label="TxnOffsetCommit v6")
    await txn.describe("DescribeTransactions after TxnOffsetCommit v6")
    await _fetch_offsets(k, coordinator, group, topic, "pending")
    await txn.end(True, version=5, label="EndTxn v5 commit")
    await txn.wait_state("CompleteCommit")
    await _fetch_offsets(k, coordinator, group, topic, "committed")


@scenario(GROUP, "TxnOffsetCommit v6 errors: topic ids, groups and members", timeout=180)
async def txn_offset_commit_v6_errors(k):
    """An unknown topic id, a partition past the topic's count, a generation for a group
    that does not exist, an unknown member of a simple group, an empty group id and metadata
    past offset.metadata.max.bytes, each at v6 (and the unknown group at v5 for contrast)."""
    import uuid

    topic = await k.topic()
    group = k.new_name("-group")
    coordinator = await _group_coordinator(k, group)
    txn = Txn(k)
    await txn.init(version=5)
    unknown = TxnOffsetCommitRequestTopic(topic_id=uuid.UUID(int=12345), partitions=[
        TxnOffsetCommitRequestPartition(partition_index=0, committed_offset=1)])
    await send(k, coordinator, _offsets(txn, group, [unknown, _by_id(topic, {0: 1})]), 6,
               label="an unknown topic id beside a known one")
    await send(k, coordinator, _offsets(txn, group, [_by_id(topic, {3: 1})]), 6,
               label="a partition past the count")
    other = k.new_name("-nogroup")
    other_coordinator = await _group_coordinator(k, other)
    await send(k, other_coordinator, _offsets(txn, other, [_by_id(topic, {0: 1})],
                                              generation_id=4), 6,
               label="v6: a generation for no group")
    await send(k, other_coordinator, TxnOffsetCommitRequest(
        transactional_id=txn.id, group_id=other, producer_id=txn.producer_id,
        producer_epoch=txn.epoch, generation_id_or_member_epoch=4, member_id="", topics=[
            TxnOffsetCommitRequestTopic(name=topic.name, partitions=[
                TxnOffsetCommitRequestPartition(partition_index=0, committed_offset=1)])]), 5,
        label="v5: a generation for no group")
    await send(k, coordinator, _offsets(txn, group, [_by_id(topic, {0: 1})], generation_id=1,
                                        member_id="nobody"), 6,
               label="an unknown member of a simple group")
    await send(k, coordinator, _offsets(txn, group, [_by_id(topic, {0: 1}, "x" * 5000)]), 6,
               label="metadata too large")
    await send(k, coordinator, _offsets(txn, "", [_by_id(topic, {0: 1})]), 6,
               label="an empty group id")
    await txn.end(False, version=5, label="EndTxn v5 abort")


# --- helpers ------------------------------------------------------------------------------------

async def _produce(k, txn: Txn, topic, partition: int = 0, *, version: int = 12,
                   count: int = 2, start: int = 0, label: str | None = None, epoch=None,
                   producer_id=None, sequence=None, by_id: bool = False):
    """A transactional batch at Produce `version` (v12: the leader adds the partition), to
    the partition's leader, recorded under `label`; retried until a leader answers. Keeps the
    producer's sequence per partition (restarting at 0 for a new epoch)."""
    epoch = txn.epoch if epoch is None else epoch
    producer_id = txn.producer_id if producer_id is None else producer_id
    key = (topic.name, partition, producer_id, epoch)
    first = txn.sequences.get(key, 0) if sequence is None else sequence
    records = _transactional_batch(start, count, producer_id, epoch, first)
    request = produce_request(topic.name, partition, records, transactional_id=txn.id)
    if by_id:
        request.topic_data[0].topic_id = topic.topic_id

    async def answered():
        response = await k.request(topic.leader(partition), request, version)
        error = response.responses[0].partition_responses[0].error_code
        if error in (ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.LEADER_NOT_AVAILABLE):
            await k.refresh(topic)
            return None
        return response

    response = await k.wait_until(answered, f"producing to {topic.name}")
    error = response.responses[0].partition_responses[0].error_code
    if error == ErrorCode.NONE:
        txn.sequences[key] = first + count
    if label is not None:
        observed = copy.copy(response)
        k.observe(label, observed)
    return response


async def _end(txn: Txn, commit: bool, label: str, *, version: int = 5, **fields):
    """EndTxn, recorded; on success at v5 the transaction goes on with the answered epoch."""
    response = await txn.end(commit, version=version, label=label, **fields)
    if response is not None and response.error_code == ErrorCode.NONE and version >= 5 \
            and not fields:
        txn.producer_id, txn.epoch = response.producer_id, response.producer_epoch
    return response


async def _done(txn: Txn, state: str) -> None:
    await txn.wait_state(state)


async def _commit_and_read(k, txn: Txn, topic, label: str, end_label: str) -> None:
    """EndTxn v5 commit, the transaction described once complete (under `label`), and the
    partition as a read_committed consumer sees it."""
    await _end(txn, True, end_label)
    await _done(txn, "CompleteCommit")
    await txn.describe(label)
    await k.settle(topic)
    await fetched(k, topic, label="read_committed")


# --- EndTxn v5: the epoch bump ------------------------------------------------------------------

@scenario(GROUP, "EndTxn v5 commit bumps the epoch and the next transaction uses it",
          timeout=180)
async def end_commit_bumps(k):
    """Produce v12 adds the partition (no AddPartitionsToTxn); EndTxn v5 commit answers the
    bumped epoch; the next transaction produces at it and commits again."""
    topic = await k.topic()
    txn = Txn(k)
    await txn.init(version=5)
    await _produce(k, txn, topic, label="Produce v12, first transaction")
    await txn.describe("Ongoing after Produce v12")
    await _end(txn, True, "EndTxn v5 commit")
    await _done(txn, "CompleteCommit")
    await txn.describe("CompleteCommit")
    await _produce(k, txn, topic, start=2, label="Produce v12 at the bumped epoch")
    await _commit_and_read(k, txn, topic, "after the second commit", "EndTxn v5 commit again")


@scenario(GROUP, "EndTxn v5 abort bumps the epoch and drops the records", timeout=180)
async def end_abort_bumps(k):
    topic = await k.topic(partitions=2)
    txn = Txn(k)
    await txn.init(version=5)
    await _produce(k, txn, topic, 0, label="Produce v12 to partition 0")
    await _produce(k, txn, topic, 1, label="Produce v12 to partition 1")
    await txn.describe("two partitions added by Produce v12")
    await _end(txn, False, "EndTxn v5 abort")
    await _done(txn, "CompleteAbort")
    await txn.describe("CompleteAbort")
    await k.settle(topic, 0)
    await fetched(k, topic, 0, label="read_committed, partition 0")
    await fetched(k, topic, 0, isolation_level=0, label="read_uncommitted, partition 0")


@scenario(GROUP, "EndTxn v5 retried after a commit and after an abort", timeout=180)
async def end_retries(k):
    """A retry names the epoch before the bump: the same result answers NONE with the current
    epoch, the other result INVALID_TXN_STATE."""
    topic = await k.topic()
    txn = Txn(k)
    await txn.init(version=5)
    await _produce(k, txn, topic)
    before = txn.epoch
    await _end(txn, True, "EndTxn v5 commit")
    await _done(txn, "CompleteCommit")
    await txn.end(True, version=5, epoch=before, label="the commit retried")
    await txn.end(False, version=5, epoch=before, label="retried as an abort")
    await _produce(k, txn, topic, start=2)
    before = txn.epoch
    await _end(txn, False, "EndTxn v5 abort")
    await _done(txn, "CompleteAbort")
    await txn.end(False, version=5, epoch=before, label="the abort retried")
    await txn.end(True, version=5, epoch=before, label="retried as a commit")
    await txn.describe("after the retries")


@scenario(GROUP, "EndTxn v5 on an empty transaction", timeout=180)
async def end_empty(k):
    """Transactions v2 may abort a transaction that added nothing (the epoch bumps); a commit of
    one is INVALID_TXN_STATE."""
    txn = Txn(k)
    await txn.init(version=5)
    await txn.end(True, version=5, label="EndTxn v5 commit of an Empty transaction")
    await _end(txn, False, "EndTxn v5 abort of an Empty transaction")
    await _done(txn, "CompleteAbort")
    await txn.describe("after the empty abort")
    await _end(txn, False, "EndTxn v5 abort again, at the current epoch")
    await _done(txn, "CompleteAbort")
    await txn.describe("after the second empty abort")


@scenario(GROUP, "EndTxn v5 abort at the current epoch after a commit", timeout=180)
async def end_abort_after_commit(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init(version=5)
    await _produce(k, txn, topic)
    await _end(txn, True, "EndTxn v5 commit")
    await _done(txn, "CompleteCommit")
    await _end(txn, False, "EndTxn v5 abort at the current epoch")
    await _done(txn, "CompleteAbort")
    await txn.describe("after the abort")
    await txn.end(True, version=5, label="a commit at the current epoch")


@scenario(GROUP, "EndTxn v5 with the wrong producer id or epoch", timeout=180)
async def end_fenced(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init(version=5)
    await _produce(k, txn, topic)
    await txn.end(True, version=5, epoch=txn.epoch + 1, label="a newer epoch")
    await txn.end(True, version=5, epoch=txn.epoch - 1 if txn.epoch > 0 else 7,
                  label="an older epoch")
    await txn.end(True, version=5, producer_id=txn.producer_id + 1000,
                  label="another producer id")
    await txn.describe("still Ongoing")
    await txn.end(True, version=5, epoch=txn.epoch, label="EndTxn v5 at the right epoch")
    await _done(txn, "CompleteCommit")


@scenario(GROUP, "EndTxn v5 at a broker that is not the coordinator", timeout=180)
async def end_not_coordinator(k):
    txn = Txn(k)
    await txn.init(version=5)
    await send(k, txn.other(), EndTxnRequest(transactional_id=txn.id,
                                             producer_id=txn.producer_id,
                                             producer_epoch=txn.epoch, committed=True), 5,
               label="EndTxn v5 elsewhere")
    await send(k, txn.node, EndTxnRequest(transactional_id="", producer_id=txn.producer_id,
                                          producer_epoch=txn.epoch, committed=True), 5,
               label="EndTxn v5 with an empty transactional id")


@scenario(GROUP, "EndTxn v4 ends a transaction that Produce v12 started", timeout=180)
async def end_v4_after_v12(k):
    """A client mixing the versions: the transaction was started by a partition leader's add
    (transactions v2); EndTxn v4 ends it the transactions v1 way, without a bump."""
    topic = await k.topic()
    txn = Txn(k)
    await txn.init(version=5)
    await _produce(k, txn, topic)
    await txn.end(True, version=4, label="EndTxn v4 commit")
    await _done(txn, "CompleteCommit")
    await txn.describe("after EndTxn v4")


@scenario(GROUP, "EndTxn v5 ends a transaction AddPartitionsToTxn v3 started", timeout=180)
async def end_v5_after_v3(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init(version=5)
    await txn.add([(topic.name, 0)], version=3, label="AddPartitionsToTxn v3")
    await _produce(k, txn, topic, version=11, label="Produce v11")
    await _commit_and_read(k, txn, topic, "after EndTxn v5", "EndTxn v5 commit")


# --- Produce v12 and v13: the leader adds the partition ----------------------------------------

@scenario(GROUP, "Produce v11 without AddPartitionsToTxn is refused, v12 adds", timeout=180)
async def produce_v11_v12(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init(version=5)
    await _produce(k, txn, topic, version=11, label="Produce v11, partition not added")
    await txn.describe("after Produce v11")
    await _produce(k, txn, topic, version=12, label="Produce v12")
    await txn.describe("after Produce v12")
    await _end(txn, False, "EndTxn v5 abort")
    await _done(txn, "CompleteAbort")


@scenario(GROUP, "Produce v13 names the topic by id", timeout=180)
async def produce_v13(k):
    import uuid

    topic = await k.topic()
    txn = Txn(k)
    await txn.init(version=5)
    await _produce(k, txn, topic, version=13, by_id=True, label="Produce v13 transactional")
    unknown = produce_request("", 0, batch_of(0, 1), acks=-1)
    unknown.topic_data[0].topic_id = uuid.UUID(int=4242)
    await k.send(topic.leader(), unknown, 13, label="Produce v13, an unknown topic id")
    plain = produce_request(topic.name, 0, batch_of(0, 1))
    plain.topic_data[0].topic_id = topic.topic_id
    await k.send(topic.follower(), plain, 13, label="Produce v13 to a follower")
    await _end(txn, True, "EndTxn v5 commit")
    await _done(txn, "CompleteCommit")
    await k.settle(topic)
    await fetched(k, topic, label="read_committed")


@scenario(GROUP, "Produce v12 from a fenced epoch, an unknown producer id and id",
          timeout=180)
async def produce_v12_refused(k):
    topic = await k.topic(partitions=3)
    txn = Txn(k)
    await txn.init(version=5)
    await _produce(k, txn, topic, 0)
    old = txn.epoch
    await _end(txn, True, "EndTxn v5 commit")
    await _done(txn, "CompleteCommit")
    await _produce(k, txn, topic, 1, epoch=old, label="Produce v12 at the epoch before the bump")
    await _produce(k, txn, topic, 2, producer_id=txn.producer_id + 1000, epoch=0,
                   label="Produce v12 from another producer id")
    stranger = Txn(k, "-stranger")
    stranger.producer_id, stranger.epoch = txn.producer_id, txn.epoch
    await _produce(k, stranger, topic, 2, label="Produce v12 with an unknown transactional id")
    await txn.describe("nothing added")


@scenario(GROUP, "a zombie after InitProducerId fences a transactions v2 producer",
          timeout=180)
async def zombie_v2(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init(version=5)
    await _produce(k, txn, topic, count=3)
    zombie_epoch, zombie_id = txn.epoch, txn.producer_id
    await send(k, txn.node, InitProducerIdRequest(transactional_id=txn.id,
                                                 transaction_timeout_ms=TIMEOUT_MS), 5,
               label="InitProducerId while Ongoing")
    await txn.wait_state("CompleteAbort", "Empty")
    await txn.describe("after the fence")
    await txn.init(version=5)
    k.observe("the new producer's epoch", txn.epoch)
    await _produce(k, txn, topic, start=10, epoch=zombie_epoch, producer_id=zombie_id,
                   sequence=3, label="the zombie's Produce v12")
    await txn.end(True, version=5, epoch=zombie_epoch, label="the zombie's EndTxn v5")
    await _produce(k, txn, topic, start=20, label="the new producer's Produce v12")
    await _end(txn, True, "the new producer's EndTxn v5")
    await _done(txn, "CompleteCommit")
    await k.settle(topic)
    await fetched(k, topic, label="read_committed")


@scenario(GROUP, "the coordinator aborts a transactions v2 transaction past its timeout",
          timeout=180)
async def timed_out_v2(k):
    topic = await k.topic()
    txn = Txn(k)
    await txn.init(timeout_ms=1000, version=5)
    await _produce(k, txn, topic)
    await txn.wait_state("CompleteAbort")
    await txn.describe("aborted by the coordinator")
    await txn.end(True, version=5, label="the producer's EndTxn v5 commit")
    await txn.end(False, version=5, label="the producer's EndTxn v5 abort")
    await _produce(k, txn, topic, start=2, label="the producer's next Produce v12")
    await k.settle(topic)
    await fetched(k, topic, label="read_committed")


@scenario(GROUP, "DescribeProducers and ListTransactions after transactions v2 commits",
          timeout=180)
async def producers_after_v2(k):
    from kafkasim.protocol.messages.describe_producers import (
        DescribeProducersRequest,
        TopicRequest,
    )
    from kafkasim.protocol.messages.list_transactions import ListTransactionsRequest

    topic = await k.topic()
    txn = Txn(k)
    await txn.init(version=5)
    for round_ in range(2):
        await _produce(k, txn, topic, start=2 * round_)
        await _end(txn, True, f"EndTxn v5 commit {round_}")
        await _done(txn, "CompleteCommit")
    await k.settle(topic)
    response = await k.request(topic.leader(), DescribeProducersRequest(topics=[TopicRequest(
        name=topic.name, partition_indexes=[0])]), 0)
    k.observe("DescribeProducers", [[p.producer_epoch, p.last_sequence,
                                      p.current_txn_start_offset]
                                     for t in response.topics for part in t.partitions
                                     for p in part.active_producers])
    listed = await k.request(txn.node, ListTransactionsRequest(
        state_filters=[], producer_id_filters=[txn.producer_id]), 0)
    k.observe("ListTransactions of the producer", sorted(
        [s.transaction_state for s in listed.transaction_states if s.transactional_id == txn.id]))


@scenario(GROUP, "WriteTxnMarkers v2: a transactions v2 marker needs a bumped epoch",
          timeout=180)
async def markers_v2_epochs(k):
    """KIP-1228: a marker with TransactionVersion 2 must carry an epoch above the producer's at
    the partition; with TransactionVersion 0 the same epoch is accepted."""
    from kafkasim.protocol.messages.write_txn_markers import (
        WritableTxnMarker,
        WritableTxnMarkerTopic,
        WriteTxnMarkersRequest,
    )

    topic = await k.topic(partitions=2)
    producer_id, epoch = await k.producer_id("markers")
    for partition in (0, 1):
        batch = batch_of(0, 2, producer_id=producer_id, producer_epoch=epoch, base_sequence=0)
        response = await k.request(topic.leader(partition), produce_request(
            topic.name, partition, batch), 9)
        k.observe(f"an idempotent batch of the producer, partition {partition}",
                  response.responses[0].partition_responses[0].error_code)

    def marker(partition: int, marker_epoch: int, version: int):
        return WriteTxnMarkersRequest(markers=[WritableTxnMarker(
            producer_id=producer_id, producer_epoch=marker_epoch, transaction_result=False,
            coordinator_epoch=0, transaction_version=version,
            topics=[WritableTxnMarkerTopic(name=topic.name, partition_indexes=[partition])])])

    for label, partition, marker_epoch, version in (
            ("TV2 marker at the same epoch", 0, epoch, 2),
            ("TV0 marker at the same epoch", 1, epoch, 0),
            ("TV2 marker at a bumped epoch", 0, epoch + 1, 2),
            ("TV2 marker at the epoch before", 0, epoch, 2)):
        response = await k.request(topic.leader(partition), marker(partition, marker_epoch,
                                                                    version), 2)
        k.observe(label, [p.error_code for m in response.markers for t in m.topics
                          for p in t.partitions])
    # A transaction open at the partition (transactions v1: AddPartitionsToTxn, Produce v11).
    txn = Txn(k)
    await txn.init(version=5)
    await txn.add([(topic.name, 1)], version=3)
    await _produce(k, txn, topic, 1, version=11, label="Produce v11 opens a transaction")
    ongoing = WriteTxnMarkersRequest(markers=[WritableTxnMarker(
        producer_id=txn.producer_id, producer_epoch=txn.epoch, transaction_result=False,
        coordinator_epoch=1000, transaction_version=2,
        topics=[WritableTxnMarkerTopic(name=topic.name, partition_indexes=[1])])])
    response = await k.request(topic.leader(1), ongoing, 2)
    k.observe("TV2 marker at the open transaction's epoch",
              [p.error_code for m in response.markers for t in m.topics for p in t.partitions])


# --- TxnOffsetCommit at transactions v2 ---------------------------------------------------------

@scenario(GROUP, "TxnOffsetCommit v5 adds the offsets partition, v4 does not", timeout=180)
async def txn_offset_commit_v5(k):
    topic = await k.topic()
    group = k.new_name("-group")
    coordinator = await _group_coordinator(k, group)
    txn = Txn(k)
    await txn.init(version=5)

    def commit(offset: int):
        return TxnOffsetCommitRequest(
            transactional_id=txn.id, group_id=group, producer_id=txn.producer_id,
            producer_epoch=txn.epoch, generation_id_or_member_epoch=-1, member_id="",
            topics=[TxnOffsetCommitRequestTopic(name=topic.name, partitions=[
                TxnOffsetCommitRequestPartition(partition_index=0, committed_offset=offset)])])

    await send(k, coordinator, commit(3), 4, label="TxnOffsetCommit v4, nothing added")
    await send(k, coordinator, commit(4), 5, label="TxnOffsetCommit v5")
    await txn.describe("after TxnOffsetCommit v5")
    await _end(txn, False, "EndTxn v5 abort")
    await _done(txn, "CompleteAbort")
    await _fetch_offsets(k, coordinator, group, topic, "aborted")
    await send(k, coordinator, commit(5), 5, label="TxnOffsetCommit v5 at the bumped epoch")
    await _end(txn, True, "EndTxn v5 commit")
    await _done(txn, "CompleteCommit")
    await _fetch_offsets(k, coordinator, group, topic, "committed")


@scenario(GROUP, "TxnOffsetCommit v6 with the epoch before the bump", timeout=180)
async def txn_offset_commit_fenced(k):
    topic = await k.topic()
    group = k.new_name("-group")
    coordinator = await _group_coordinator(k, group)
    txn = Txn(k)
    await txn.init(version=5)
    await send(k, coordinator, _offsets(txn, group, [_by_id(topic, {0: 1})]), 6,
               label="TxnOffsetCommit v6")
    old = txn.epoch
    await _end(txn, True, "EndTxn v5 commit")
    await _done(txn, "CompleteCommit")
    stale = _offsets(txn, group, [_by_id(topic, {0: 2})])
    stale.producer_epoch = old
    await send(k, coordinator, stale, 6, label="TxnOffsetCommit v6 at the old epoch")
    await _fetch_offsets(k, coordinator, group, topic, "after the stale commit")


@scenario(GROUP, "a consume-transform-produce round at transactions v2", timeout=180)
async def read_process_write(k):
    """What a transactions v2 client sends for one exactly-once round: InitProducerId v5,
    Produce v12 to two partitions, TxnOffsetCommit v6, EndTxn v5; then the next round at the
    bumped epoch, aborted; the outputs and the offsets as a read_committed reader sees them."""
    topic = await k.topic(partitions=2)
    group = k.new_name("-group")
    coordinator = await _group_coordinator(k, group)
    txn = Txn(k)
    await txn.init(version=5)
    for round_, commit in ((0, True), (1, False)):
        for partition in (0, 1):
            await _produce(k, txn, topic, partition, start=10 * round_,
                           label=f"round {round_}: Produce v12 to {partition}")
        await send(k, coordinator, _offsets(txn, group, [_by_id(topic, {0: round_ + 1})]), 6,
                   label=f"round {round_}: TxnOffsetCommit v6")
        await txn.describe(f"round {round_}: before EndTxn")
        await _end(txn, commit, f"round {round_}: EndTxn v5")
        await _done(txn, "CompleteCommit" if commit else "CompleteAbort")
    for partition in (0, 1):
        await k.settle(topic, partition)
        await fetched(k, topic, partition, label=f"read_committed {partition}")
    await _fetch_offsets(k, coordinator, group, topic, "the group's offsets")

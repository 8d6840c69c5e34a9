"""The partition side of transactions, compared with Kafka: read_committed Fetch at every
version that carries LastStableOffset and AbortedTransactions (4-18), from offsets before,
inside and after an aborted transaction; ListOffsets at READ_COMMITTED for -1, -2, -3 and
timestamps around an open transaction (Partition.fetchOffsetForTimestamp); DescribeProducers
(KIP-664); TxnOffsetCommit with OffsetFetch RequireStable (KIP-447) through commit and abort.

Producer ids differ between clusters: they are named by role; marker timestamps are "now" on
each side and are reduced to their presence."""

from __future__ import annotations

from kafkasim.protocol.messages.add_offsets_to_txn import AddOffsetsToTxnRequest
from kafkasim.protocol.messages.describe_producers import DescribeProducersRequest, TopicRequest
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
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
from tests.reference.fidelity.scenarios.transaction_data import _batches
from tests.reference.fidelity.scenarios.transactions import Txn
from tests.reference.fidelity.world import (
    BASE_TIMESTAMP,
    batch_of,
    fetch_request,
    list_offsets_request,
    produce_request,
)

GROUP = "Transactions: data and failures"


def _roles(k, producers: dict[int, str]):
    return lambda producer_id: producers.get(producer_id, "<other>")


def _relative(timestamp: int):
    """A record timestamp relative to BASE_TIMESTAMP; a marker's ("now" on each side) as
    "<now>"."""
    if timestamp < 0:
        return timestamp
    return timestamp - BASE_TIMESTAMP if timestamp < BASE_TIMESTAMP + 10**7 else "<now>"


async def _fetch_at(k, topic, offset: int, version: int, role, label: str,
                    isolation_level: int = 1) -> None:
    response = await k.request(topic.leader(), fetch_request(
        topic, {0: offset}, isolation_level=isolation_level), version)
    data = response.responses[0].partitions[0]
    k.observe(label, {
        "error": data.error_code, "high_watermark": data.high_watermark,
        "last_stable_offset": data.last_stable_offset,
        "log_start_offset": data.log_start_offset if version >= 5 else None,
        "aborted": None if data.aborted_transactions is None else
        [[role(a.producer_id), a.first_offset] for a in data.aborted_transactions],
        "batches": _batches(data.records)})


async def _aborted_and_open(k):
    """A topic holding: 0 plain; 1-2 of `aborting` (aborted, marker at 4); 3 of `open_`, whose
    transaction stays open; 5 plain (the last stable offset is 3)."""
    topic = await k.topic()
    await k.produce(topic, 1)
    aborting, open_ = Txn(k, "-aborting"), Txn(k, "-open")
    for txn in (aborting, open_):
        await txn.init()
        await txn.add([(topic.name, 0)])
    await aborting.produce(topic, count=2, start=10)
    await open_.produce(topic, count=1, start=20)
    await aborting.end(False)
    await aborting.wait_state("CompleteAbort")
    await k.settle(topic)
    await k.produce(topic, 1)
    role = _roles(k, {aborting.producer_id: "aborting", open_.producer_id: "open"})
    return topic, aborting, open_, role


@scenario(GROUP, "read_committed Fetch at every version, an aborted and an open transaction",
          timeout=180)
async def fetch_every_version(k):
    topic, _, open_, role = await _aborted_and_open(k)
    for version in range(4, 19):
        await _fetch_at(k, topic, 0, version, role, f"Fetch v{version} read_committed")
    await _fetch_at(k, topic, 0, 12, role, "Fetch v12 read_uncommitted", isolation_level=0)
    await open_.end(True)
    await open_.wait_state("CompleteCommit")
    await k.settle(topic)
    for version in (4, 7, 11, 13, 16, 18):
        await _fetch_at(k, topic, 0, version, role, f"after the commit: Fetch v{version}")


@scenario(GROUP, "read_committed Fetch from offsets before, inside and after an aborted "
                 "transaction", timeout=180)
async def fetch_offsets(k):
    topic, _, open_, role = await _aborted_and_open(k)
    await open_.end(True)
    await open_.wait_state("CompleteCommit")
    await k.settle(topic)
    for offset in range(0, 8):
        await _fetch_at(k, topic, offset, 12, role, f"read_committed from offset {offset}")


@scenario(GROUP, "ListOffsets at READ_COMMITTED around an open transaction", timeout=180)
async def list_offsets_read_committed(k):
    topic = await k.topic()
    await k.produce(topic, 3)  # timestamps BASE, BASE + 1 s, BASE + 2 s
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0)])
    await txn.produce(topic, count=2, start=10)  # timestamps BASE + 10 s, BASE + 11 s
    await k.settle(topic)
    timestamps = [-1, -2, -3, BASE_TIMESTAMP + 1000, BASE_TIMESTAMP + 10_000,
                  BASE_TIMESTAMP + 11_000]

    async def listed(label: str) -> None:
        for version in (2, 5, 7, 11):
            for isolation in (0, 1):
                answers = []
                for timestamp in timestamps:
                    if timestamp == -3 and version < 7:
                        continue
                    response = await k.request(topic.leader(), list_offsets_request(
                        topic.name, timestamp, isolation_level=isolation), version)
                    answer = response.topics[0].partitions[0]
                    answers.append([_relative(timestamp), answer.error_code,
                                    _relative(answer.timestamp), answer.offset])
                k.observe(f"{label}: ListOffsets v{version} isolation {isolation}", answers)

    await listed("open")
    await txn.end(True)
    await txn.wait_state("CompleteCommit")
    await k.settle(topic)
    await listed("committed")


@scenario(GROUP, "DescribeProducers: idempotent and transactional producers", timeout=180)
async def describe_producers(k):
    # two replicas of three brokers: the third holds none and answers for a partition it
    # does not have
    topic = await k.topic(replication_factor=2)
    idempotent, epoch = await k.producer_id()
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(
        0, 2, producer_id=idempotent, producer_epoch=epoch, base_sequence=0)), 9,
        label="idempotent Produce")
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0)])
    await txn.produce(topic, count=3, start=10)
    await k.settle(topic)
    role = _roles(k, {idempotent: "idempotent", txn.producer_id: "transactional"})

    async def described(node, label: str) -> None:
        response = await k.request(node, DescribeProducersRequest(topics=[
            TopicRequest(name=topic.name, partition_indexes=[0]),
            TopicRequest(name=k.new_name("-missing"), partition_indexes=[0])]), 0)
        out = []
        for topic_answer in response.topics:
            for partition in topic_answer.partitions:
                producers = sorted([
                    role(p.producer_id), p.producer_epoch, p.last_sequence,
                    _relative(p.last_timestamp),
                    "<set>" if p.coordinator_epoch >= 0 else p.coordinator_epoch,
                    p.current_txn_start_offset] for p in partition.active_producers)
                out.append([partition.error_code, producers])
        k.observe(label, out)

    await described(topic.leader(), "the leader, transaction open")
    await described(topic.follower(), "a follower, transaction open")
    await described(topic.non_replica(), "a broker without a replica")
    await txn.end(False)
    await txn.wait_state("CompleteAbort")
    await k.settle(topic)
    await described(topic.leader(), "the leader, transaction aborted")


async def _group_coordinator(k, group: str):
    """The group's coordinator, once it answers OffsetFetch for the group (its offsets
    partition loaded)."""
    async def found():
        response = await k.request(k.any_broker(), FindCoordinatorRequest(
            key_type=0, coordinator_keys=[group]), 4)
        answer = response.coordinators[0]
        node = k.nodes.get(answer.node_id) if answer.error_code == 0 else None
        if node is None:
            return None
        fetched = await k.request(node, OffsetFetchRequest(groups=[
            OffsetFetchRequestGroup(group_id=group, topics=None)]), 8)
        return node if fetched.groups[0].error_code == 0 else None

    return await k.wait_until(found, f"the coordinator of {group}", timeout=90)


@scenario(GROUP, "TxnOffsetCommit: pending offsets, RequireStable, commit and abort",
          timeout=180)
async def txn_offset_commit(k):
    topic = await k.topic(partitions=2)
    group = k.new_name("-group")
    coordinator = await _group_coordinator(k, group)
    txn = Txn(k)
    await txn.init()

    async def commit_offsets(offsets: dict[int, int], label: str, version: int = 3) -> None:
        await k.send(txn.node, AddOffsetsToTxnRequest(
            transactional_id=txn.id, producer_id=txn.producer_id, producer_epoch=txn.epoch,
            group_id=group), 3, label=f"{label}: AddOffsetsToTxn")
        await k.send(coordinator, TxnOffsetCommitRequest(
            transactional_id=txn.id, group_id=group, producer_id=txn.producer_id,
            producer_epoch=txn.epoch, generation_id_or_member_epoch=-1, member_id="", topics=[
                TxnOffsetCommitRequestTopic(name=topic.name, partitions=[
                    TxnOffsetCommitRequestPartition(partition_index=p, committed_offset=o,
                                                    committed_metadata="m")
                    for p, o in offsets.items()]),
                TxnOffsetCommitRequestTopic(name=k.new_name("-missing"), partitions=[
                    TxnOffsetCommitRequestPartition(partition_index=0, committed_offset=1)])]),
            version, label=f"{label}: TxnOffsetCommit v{version}")

    async def fetched(label: str) -> None:
        for stable in (True, False):
            await k.send(coordinator, OffsetFetchRequest(require_stable=stable, groups=[
                OffsetFetchRequestGroup(group_id=group, topics=[OffsetFetchRequestTopics(
                    name=topic.name, partition_indexes=[0, 1])])]), 8,
                label=f"{label}: OffsetFetch v8 RequireStable {stable}")

    await commit_offsets({0: 5, 1: 7}, "first")
    await fetched("pending")
    await txn.end(True)
    await txn.wait_state("CompleteCommit")
    await fetched("committed")
    await commit_offsets({0: 9}, "second", version=5)
    await fetched("pending again")
    await txn.end(False)
    await txn.wait_state("CompleteAbort")
    await fetched("aborted")


@scenario(GROUP, "WriteTxnMarkers from a pretend coordinator: epochs and partitions",
          timeout=180)
async def write_txn_markers(k):
    from kafkasim.protocol.messages.write_txn_markers import (
        WritableTxnMarker,
        WritableTxnMarkerTopic,
        WriteTxnMarkersRequest,
    )

    topic = await k.topic()
    producer, epoch = await k.producer_id("markers")
    await k.produce(topic, 1)
    role = _roles(k, {producer: "producer"})

    def marker(commit: bool, *, producer_epoch: int = epoch, coordinator_epoch: int = 3,
               topics=None):
        return WriteTxnMarkersRequest(markers=[WritableTxnMarker(
            producer_id=producer, producer_epoch=producer_epoch, transaction_result=commit,
            coordinator_epoch=coordinator_epoch,
            topics=topics or [WritableTxnMarkerTopic(name=topic.name, partition_indexes=[0])])])

    def reduced(response):
        # Kafka builds the answer from hash maps: topics and partitions in no set order.
        return [[role(m.producer_id), sorted([t.name == topic.name, sorted(
            [p.partition_index, p.error_code] for p in t.partitions)] for t in m.topics)]
            for m in response.markers]

    async def sent(node, request, version: int, label: str) -> None:
        response = await k.request(node, request, version)
        k.observe(label, reduced(response))

    await sent(topic.leader(), marker(False), 1, "an ABORT with no transaction open, v1")
    await sent(topic.leader(), marker(True, coordinator_epoch=2), 1,
               "an older coordinator epoch")
    await sent(topic.leader(), marker(True, producer_epoch=epoch + 2, coordinator_epoch=4), 2,
               "a newer producer epoch, v2")
    await sent(topic.leader(), marker(True, coordinator_epoch=5), 1, "an older producer epoch")
    await sent(topic.follower(), marker(True, producer_epoch=epoch + 2, coordinator_epoch=5),
               1, "to a follower")
    await sent(topic.leader(), marker(True, producer_epoch=epoch + 2, coordinator_epoch=5,
                                      topics=[WritableTxnMarkerTopic(
                                          name=k.new_name("-missing"), partition_indexes=[0]),
                                          WritableTxnMarkerTopic(name=topic.name,
                                                                 partition_indexes=[0, 7])]),
               1, "an unknown topic and partition")
    await k.settle(topic)
    await _fetch_at(k, topic, 0, 12, role, "read_committed")
    await _fetch_at(k, topic, 0, 12, role, "read_uncommitted", isolation_level=0)


@scenario(GROUP, "TxnOffsetCommit errors: group, member and producer checks", timeout=180)
async def txn_offset_commit_errors(k):
    topic = await k.topic()
    group = k.new_name("-group")
    coordinator = await _group_coordinator(k, group)
    txn = Txn(k)
    await txn.init()

    def commit(*, generation_id: int = -1, member_id: str = "", epoch=None, group_id=group,
               instance=None):
        return TxnOffsetCommitRequest(
            transactional_id=txn.id, group_id=group_id, producer_id=txn.producer_id,
            producer_epoch=txn.epoch if epoch is None else epoch, generation_id_or_member_epoch=generation_id,
            member_id=member_id, group_instance_id=instance, topics=[
                TxnOffsetCommitRequestTopic(name=topic.name, partitions=[
                    TxnOffsetCommitRequestPartition(partition_index=0, committed_offset=1,
                                                    committed_metadata="x" * 5000)])])

    await k.send(txn.node, AddOffsetsToTxnRequest(
        transactional_id=txn.id, producer_id=txn.producer_id, producer_epoch=txn.epoch,
        group_id=group), 3, label="AddOffsetsToTxn")
    await k.send(coordinator, commit(generation_id=4), 3, label="a generation for no group")
    await k.send(coordinator, commit(), 3, label="metadata too large")
    await k.send(coordinator, commit(generation_id=1, member_id="nobody"), 3,
                 label="an unknown member of a simple group")
    await k.send(coordinator, commit(group_id=""), 3, label="an empty group id")
    await txn.end(False)
    await txn.wait_state("CompleteAbort")


@scenario(GROUP, "TxnOffsetCommit without AddOffsetsToTxn", timeout=180)
async def txn_offset_commit_unverified(k):
    topic = await k.topic()
    group = k.new_name("-group")
    coordinator = await _group_coordinator(k, group)
    txn = Txn(k)
    await txn.init()
    for version in (3, 4, 5):
        await k.send(coordinator, TxnOffsetCommitRequest(
            transactional_id=txn.id, group_id=group, producer_id=txn.producer_id,
            producer_epoch=txn.epoch, generation_id_or_member_epoch=-1, member_id="", topics=[
                TxnOffsetCommitRequestTopic(name=topic.name, partitions=[
                    TxnOffsetCommitRequestPartition(partition_index=0, committed_offset=3)])]),
            version, label=f"TxnOffsetCommit v{version}")
    await k.send(coordinator, OffsetFetchRequest(require_stable=True, groups=[
        OffsetFetchRequestGroup(group_id=group, topics=[OffsetFetchRequestTopics(
            name=topic.name, partition_indexes=[0])])]), 8, label="OffsetFetch RequireStable")
    await txn.describe("DescribeTransactions")


@scenario("Compaction", "aborted transactions' records go, markers and committed data stay",
          timeout=180)
async def compaction_of_transactions(k):
    from kafkasim.protocol.records import build_batch
    from tests.reference.fidelity.scenarios.compaction import STEP, compacted_log

    log = await compacted_log(k)
    aborting, committing = Txn(k, "-aborting"), Txn(k, "-committing")
    for txn in (aborting, committing):
        await txn.init()
        await txn.add([(log.topic.name, 0)])

    async def write_transactional(txn, records, sequence: int) -> None:
        stamp = BASE_TIMESTAMP + STEP * log.batches
        log.batches += 1
        batch = build_batch([(key.encode(), value.encode(), [], stamp) for key, value in records],
                            producer_id=txn.producer_id, producer_epoch=txn.epoch,
                            base_sequence=sequence, is_transactional=True)
        response = await k.request(log.topic.leader(), produce_request(
            log.topic.name, 0, batch, transactional_id=txn.id), 9)
        assert response.responses[0].partition_responses[0].error_code == 0

    await log.write([("a", "a1"), ("b", "b1")])
    await write_transactional(aborting, [("a", "a-aborted"), ("c", "c-aborted")], 0)
    await write_transactional(committing, [("b", "b-committed")], 0)
    await aborting.end(False)
    await aborting.wait_state("CompleteAbort")
    await committing.end(True)
    await committing.wait_state("CompleteCommit")
    for round_ in range(4):  # later batches roll the segments holding the transactions
        await log.write([("z", f"z{round_}")], step=log.batches + 10 * (round_ + 1))
    await k.settle(log.topic)

    def reduced(batches):
        out = []
        for batch in batches:
            records = [[offset, key if batch["producer"] is False or not key.startswith("\x00")
                        else "<marker>", value if not (value or "").startswith("\x00")
                        else "<marker value>", "<now>" if stamp > 10**7 else stamp]
                       for offset, key, value, stamp in batch["records"]]
            out.append({**batch, "records": records})
        return out

    # The aborted batch goes (its keys never counted as the latest); a1, b-committed (b1 is
    # superseded), both markers (within delete.retention.ms) and the z records the cleaner
    # leaves stay: 8 records.
    batches = await log.settle("after cleaning", 8)
    k.observe("after cleaning", reduced(batches))


@scenario("Fetch from follower", "read_committed at a follower with an aborted and an open "
                                 "transaction", timeout=180)
async def follower_read_committed(k):
    topic, _, open_, role = await _aborted_and_open(k)

    async def at_follower(label: str, isolation_level: int = 1) -> None:
        for version in (11, 12, 18):
            response = await k.request(topic.follower(), fetch_request(
                topic, {0: 0}, isolation_level=isolation_level), version)
            data = response.responses[0].partitions[0]
            k.observe(f"{label}: follower Fetch v{version}", {
                "error": data.error_code, "high_watermark": data.high_watermark,
                "last_stable_offset": data.last_stable_offset,
                "aborted": None if data.aborted_transactions is None else
                [[role(a.producer_id), a.first_offset] for a in data.aborted_transactions],
                "batches": _batches(data.records)})

    await at_follower("open")
    await at_follower("open, read_uncommitted", isolation_level=0)
    await open_.end(True)
    await open_.wait_state("CompleteCommit")
    await k.settle(topic)
    await at_follower("committed")


@scenario("Fetch sessions", "a read_committed session answers a partition whose last stable "
                            "offset moved", timeout=180)
async def session_last_stable_offset(k):
    topic = await k.topic()
    await k.produce(topic, 2)
    txn = Txn(k)
    await txn.init()
    await txn.add([(topic.name, 0)])
    await txn.produce(topic, count=2, start=10)
    await k.settle(topic)
    role = _roles(k, {txn.producer_id: "transactional"})

    def reduced(response) -> list:
        return [response.error_code, response.session_id != 0, [
            [p.partition_index, p.error_code, p.high_watermark, p.last_stable_offset,
             None if p.aborted_transactions is None else
             [[role(a.producer_id), a.first_offset] for a in p.aborted_transactions],
             _batches(p.records)]
            for t in response.responses for p in t.partitions]]

    full = await k.request(topic.leader(), fetch_request(
        topic, {0: 0}, session_epoch=0, isolation_level=1), 12)
    k.observe("full fetch, transaction open", reduced(full))
    session = full.session_id
    idle = await k.request(topic.leader(), fetch_request(
        topic, {}, session_id=session, session_epoch=1, isolation_level=1), 12)
    k.observe("incremental, nothing moved", reduced(idle))
    await txn.end(False)
    await txn.wait_state("CompleteAbort")
    await k.settle(topic)
    moved = await k.request(topic.leader(), fetch_request(
        topic, {}, session_id=session, session_epoch=2, isolation_level=1), 12)
    k.observe("incremental, after the abort", reduced(moved))

"""Produce: offsets, acks 0/1/all, min.insync.replicas, validation errors, idempotence."""

from __future__ import annotations

import struct

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.records import Compression
from tests.helpers.data_path import (
    batch,
    connect,
    fetch,
    followers,
    leader,
    produce,
    values,
)


async def test_leader_assigns_offsets_and_data_reads_back_exactly(cluster):
    """Verifies that the leader assigns consecutive offsets per batch (acks=1 and acks=all) and
    a consumer fetch returns the records byte for byte."""
    topic = await cluster.create_topic("p1", replication_factor=3)
    connection = await connect(leader(cluster, "p1"))
    try:
        first = await produce(connection, "p1", batch(b"a", b"b"), acks=1)
        second = await produce(connection, "p1", batch(b"c"), acks=-1)
        assert (first.error_code, first.base_offset) == (ErrorCode.NONE, 0)
        assert (second.error_code, second.base_offset) == (ErrorCode.NONE, 2)
        _, data = await fetch(connection, topic)
        assert data.high_watermark == 3 and values(data.records) == [b"a", b"b", b"c"]
    finally:
        await connection.close()


async def test_acks_zero_sends_no_response_but_appends(cluster):
    """Verifies that acks=0 gets no response (the next request's answer comes first) while
    the batch is still appended."""
    topic = await cluster.create_topic("p0", replication_factor=1)
    connection = await connect(leader(cluster, "p0"))
    try:
        assert await produce(connection, "p0", batch(b"quiet"), acks=0) is None
        _, data = await fetch(connection, topic)
        assert values(data.records) == [b"quiet"]
    finally:
        await connection.close()


async def test_follower_answers_not_leader_with_current_leader(cluster):
    """Verifies that a follower refuses Produce with NOT_LEADER_OR_FOLLOWER and, from v10,
    names the current leader and its endpoint (KIP-951)."""
    await cluster.create_topic("p2", replication_factor=3)
    info = cluster.controller.metadata.partition("p2", 0)
    connection = await connect(followers(cluster, "p2")[0])
    try:
        request_batch = batch(b"x")
        from kafkasim.protocol.messages.produce import (
            PartitionProduceData,
            ProduceRequest,
            TopicProduceData,
        )

        request = ProduceRequest(acks=1, timeout_ms=1000, topic_data=[TopicProduceData(
            name="p2", partition_data=[PartitionProduceData(index=0, records=request_batch)])])
        response = await connection.send(request, 10)
        result = response.responses[0].partition_responses[0]
        assert result.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER
        assert (result.current_leader.leader_id, result.current_leader.leader_epoch) == (
            info.leader, info.leader_epoch)
        assert [e.node_id for e in response.node_endpoints] == [info.leader]
        assert response.node_endpoints[0].port == cluster.brokers[info.leader].port
    finally:
        await connection.close()


async def test_invalid_batches_get_kafkas_errors(cluster):
    """Verifies Kafka's validation answers: bad CRC -> CORRUPT_MESSAGE, magic 1 or two batches ->
    INVALID_RECORD (Kafka 4), zstd before v7 -> UNSUPPORTED_COMPRESSION_TYPE, a batch above
    max.message.bytes -> MESSAGE_TOO_LARGE, unknown topic -> UNKNOWN_TOPIC_OR_PARTITION."""
    await cluster.create_topic("p3", replication_factor=1, configs={"max.message.bytes": 200})
    connection = await connect(leader(cluster, "p3"))
    try:
        damaged = bytearray(batch(b"value"))
        damaged[-1] ^= 0xFF
        legacy = bytearray(batch(b"value"))
        legacy[16] = 1
        cases = [
            (bytes(damaged), 11, ErrorCode.CORRUPT_MESSAGE),
            (bytes(legacy), 11, ErrorCode.INVALID_RECORD),
            (batch(b"a") + batch(b"b"), 11, ErrorCode.INVALID_RECORD),
            (batch(b"z", compression=Compression.ZSTD), 6, ErrorCode.UNSUPPORTED_COMPRESSION_TYPE),
            (batch(b"x" * 300), 11, ErrorCode.MESSAGE_TOO_LARGE),
            # a batch cut short is no batch at all to Kafka's iterator: "at least one batch"
            (batch(b"a")[:30], 11, ErrorCode.INVALID_RECORD),
        ]
        for records, version, expected in cases:
            result = await produce(connection, "p3", records, acks=1, version=version)
            assert (result.error_code, result.base_offset) == (expected, -1), expected.name
        unknown = await produce(connection, "no-such-topic", batch(b"a"), acks=1)
        assert unknown.error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        ok = await produce(connection, "p3", batch(b"fine"), acks=1)
        assert (ok.error_code, ok.base_offset) == (ErrorCode.NONE, 0)
    finally:
        await connection.close()


async def test_acks_all_refused_below_min_insync_replicas(cluster):
    """Verifies that acks=all is refused with NOT_ENOUGH_REPLICAS (and the log start offset, no
    message) before appending when the ISR is smaller than min.insync.replicas, while acks=1
    still appends, though the high watermark stays put until the ISR is back at the minimum
    (Kafka's maybeIncrementLeaderHW, KIP-966); and that a minimum above the replication factor
    is capped at it (Kafka's Partition.effectiveMinIsr)."""
    capped = await cluster.create_topic("p4-capped", replication_factor=1,
                                        configs={"min.insync.replicas": 2})
    connection = await connect(leader(cluster, "p4-capped"))
    try:
        accepted = await produce(connection, "p4-capped", batch(b"a"), acks=-1)
        assert (accepted.error_code, accepted.base_offset) == (ErrorCode.NONE, 0)
        _, data = await fetch(connection, capped)
        assert values(data.records) == [b"a"]
    finally:
        await connection.close()
    topic = await cluster.create_topic("p4", replication_factor=2,
                                       configs={"min.insync.replicas": 2})
    stopped = followers(cluster, "p4")[0].node_id
    await cluster.stop_broker(stopped)
    await cluster.wait_until(lambda: len(cluster.controller.metadata.partition("p4", 0).isr) == 1)
    await cluster.wait_for_metadata()
    connection = await connect(leader(cluster, "p4"))
    try:
        refused = await produce(connection, "p4", batch(b"a"), acks=-1)
        assert (refused.error_code, refused.log_start_offset, refused.error_message) == (
            ErrorCode.NOT_ENOUGH_REPLICAS, 0, None)
        accepted = await produce(connection, "p4", batch(b"b"), acks=1)
        assert (accepted.error_code, accepted.base_offset) == (ErrorCode.NONE, 0)
        _, data = await fetch(connection, topic)
        assert (data.high_watermark, values(data.records)) == (0, [])
    finally:
        await connection.close()
    await cluster.start_broker(stopped)
    await cluster.wait_until(lambda: len(cluster.controller.metadata.partition("p4", 0).isr) == 2)
    connection = await connect(leader(cluster, "p4"))
    try:
        async def visible():
            _, data = await fetch(connection, topic)
            return values(data.records) == [b"b"]

        await cluster.wait_until(visible)
    finally:
        await connection.close()


async def test_acks_all_times_out_while_followers_do_not_fetch(cluster):
    """Verifies that acks=all waits for the high watermark: with the ISR followers paused the
    request ends with REQUEST_TIMED_OUT after TimeoutMs (Kafka's DelayedProduce), and the batch
    stays in the leader's log."""
    await cluster.create_topic("p5", replication_factor=3)
    for follower in followers(cluster, "p5"):
        follower.replica_manager.pause_fetchers()
    connection = await connect(leader(cluster, "p5"))
    try:
        result = await produce(connection, "p5", batch(b"slow"), acks=-1, timeout_ms=150)
        assert result.error_code == ErrorCode.REQUEST_TIMED_OUT
        assert leader(cluster, "p5").replica_manager.get_partition("p5", 0).log.log_end_offset == 1
    finally:
        await connection.close()
        for follower in followers(cluster, "p5"):
            follower.replica_manager.resume_fetchers()


async def test_idempotent_producer_duplicates_and_sequence_errors(cluster):
    """Verifies idempotent produce: a retried batch gets its original offset without a second
    append, a sequence gap gets OUT_OF_ORDER_SEQUENCE_NUMBER and an older epoch
    INVALID_PRODUCER_EPOCH (Kafka 3.x/4.x ProducerStateManager)."""
    topic = await cluster.create_topic("p6", replication_factor=3)
    connection = await connect(leader(cluster, "p6"))
    try:
        init = await connection.send(InitProducerIdRequest(transactional_id=None), 4)
        assert init.error_code == ErrorCode.NONE and init.producer_id > 0
        pid = init.producer_id

        def idempotent(value, sequence, epoch=0):
            return batch(value, producer_id=pid, producer_epoch=epoch, base_sequence=sequence)

        assert (await produce(connection, "p6", idempotent(b"a", 0))).base_offset == 0
        assert (await produce(connection, "p6", idempotent(b"b", 1))).base_offset == 1
        retry = await produce(connection, "p6", idempotent(b"a", 0))
        assert (retry.error_code, retry.base_offset) == (ErrorCode.NONE, 0)
        gap = await produce(connection, "p6", idempotent(b"c", 5))
        assert gap.error_code == ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER
        assert (await produce(connection, "p6", idempotent(b"d", 0, epoch=1))).base_offset == 2
        fenced = await produce(connection, "p6", idempotent(b"e", 2, epoch=0))
        assert fenced.error_code == ErrorCode.INVALID_PRODUCER_EPOCH
        _, data = await fetch(connection, topic)
        assert values(data.records) == [b"a", b"b", b"d"]
    finally:
        await connection.close()


async def test_idempotent_window_of_five_batches_at_its_edge(cluster):
    """Verifies Kafka's window of retained batches (ProducerStateEntry.NUM_BATCHES_TO_RETAIN,
    5): after six batches, a retry of the 5th-last is answered as a duplicate with its original
    offsets; a retry of the 6th-last, out of the window, gets OUT_OF_ORDER_SEQUENCE_NUMBER and
    appends nothing, as Kafka 4.3.1 answers (fidelity scenario produce/idempotent-producer-the-
    window-of-five-batches-at-its-edge)."""
    topic = await cluster.create_topic("p7", replication_factor=3)
    connection = await connect(leader(cluster, "p7"))
    try:
        init = await connection.send(InitProducerIdRequest(transactional_id=None), 4)
        pid = init.producer_id

        def idempotent(sequence):
            return batch(b"%d" % sequence, b"%d" % (sequence + 1), producer_id=pid,
                         producer_epoch=0, base_sequence=sequence)

        for number in range(6):  # sequences 0, 2, ..., 10 at offsets 0, 2, ..., 10
            assert (await produce(connection, "p7", idempotent(2 * number))).base_offset \
                == 2 * number
        fifth_last = await produce(connection, "p7", idempotent(2))
        assert (fifth_last.error_code, fifth_last.base_offset) == (ErrorCode.NONE, 2)
        sixth_last = await produce(connection, "p7", idempotent(0))
        assert sixth_last.error_code == ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER
        _, data = await fetch(connection, topic)
        assert data.high_watermark == 12 and len(values(data.records)) == 12
    finally:
        await connection.close()


async def test_producer_ids_are_unique_across_brokers(cluster):
    """Verifies that InitProducerId hands out distinct ids to idempotent producers on every
    broker without asking the controller (node id in the high bits)."""
    seen = set()
    for broker in cluster.brokers.values():
        connection = await connect(broker)
        try:
            for _ in range(3):
                response = await connection.send(InitProducerIdRequest(transactional_id=None), 0)
                assert response.producer_epoch == 0
                seen.add(response.producer_id)
        finally:
            await connection.close()
    assert len(seen) == 9 and all(pid >> 48 in (1, 2, 3) for pid in seen)
    assert struct.pack(">q", max(seen))  # fits a signed int64


async def test_delete_records_moves_the_low_watermark_on_every_replica(cluster):
    """Verifies DeleteRecords as Kafka's leaders handle it: the log start moves to the offset
    (-1 = high watermark), the answer waits for the followers' log starts (LowWatermark), an
    offset past the high watermark gets OFFSET_OUT_OF_RANGE and consumers then start there."""
    from kafkasim.protocol.messages.delete_records import (
        DeleteRecordsPartition,
        DeleteRecordsRequest,
        DeleteRecordsTopic,
    )

    topic = await cluster.create_topic("p7", replication_factor=3)
    connection = await connect(leader(cluster, "p7"))

    async def delete_before(offset):
        request = DeleteRecordsRequest(timeout_ms=5000, topics=[DeleteRecordsTopic(
            name="p7", partitions=[DeleteRecordsPartition(partition_index=0, offset=offset)])])
        return (await connection.send(request, 2)).topics[0].partitions[0]

    try:
        for value in (b"a", b"b", b"c"):
            await produce(connection, "p7", batch(value), acks=-1)
        result = await delete_before(2)
        assert (result.error_code, result.low_watermark) == (ErrorCode.NONE, 2)
        for follower in followers(cluster, "p7"):
            assert follower.replica_manager.get_partition("p7", 0).log.log_start_offset == 2
        _, data = await fetch(connection, topic, offset=0)
        assert data.error_code == ErrorCode.OFFSET_OUT_OF_RANGE
        _, data = await fetch(connection, topic, offset=2)
        assert values(data.records) == [b"c"] and data.log_start_offset == 2
        assert (await delete_before(10)).error_code == ErrorCode.OFFSET_OUT_OF_RANGE
        assert (await delete_before(-1)).low_watermark == 3
    finally:
        await connection.close()


async def test_delete_records_of_a_compacted_topic_is_a_policy_violation(cluster):
    """Verifies Kafka's Partition.deleteRecordsOnLeader: a topic whose cleanup.policy lacks
    delete answers POLICY_VIOLATION (even for an offset out of range) and keeps its log start;
    compact,delete serves DeleteRecords."""
    from kafkasim.protocol.messages.delete_records import (
        DeleteRecordsPartition,
        DeleteRecordsRequest,
        DeleteRecordsTopic,
    )
    from kafkasim.protocol.records import build_batch

    for name, policy in (("compact-only", "compact"), ("compact-delete", "compact,delete")):
        await cluster.create_topic(name, replication_factor=1, configs={"cleanup.policy": policy})
    answers = {}
    for name in ("compact-only", "compact-delete"):
        connection = await connect(leader(cluster, name))
        try:
            await produce(connection, name, build_batch([(b"k", v, [], None)
                                                         for v in (b"a", b"b", b"c")]), acks=-1)
            for offset in (1, 99):
                request = DeleteRecordsRequest(timeout_ms=5000, topics=[DeleteRecordsTopic(
                    name=name, partitions=[DeleteRecordsPartition(partition_index=0,
                                                                  offset=offset)])])
                answers[name, offset] = (await connection.send(request, 2)).topics[0] \
                    .partitions[0].error_code
        finally:
            await connection.close()
    assert answers == {("compact-only", 1): ErrorCode.POLICY_VIOLATION,
                       ("compact-only", 99): ErrorCode.POLICY_VIOLATION,
                       ("compact-delete", 1): ErrorCode.NONE,
                       ("compact-delete", 99): ErrorCode.OFFSET_OUT_OF_RANGE}
    compacted = leader(cluster, "compact-only").replica_manager.get_partition("compact-only", 0)
    assert compacted.log.log_start_offset == 0

"""ListOffsets: every version, every special timestamp (-1 to -6), timestamps, both isolation
levels, replica ids, and what the leader answers about an emptied log start."""

from __future__ import annotations

import copy

from kafkasim.protocol.messages.list_offsets import (
    ListOffsetsPartition,
    ListOffsetsRequest,
    ListOffsetsTopic,
)
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import (
    BASE_TIMESTAMP,
    delete_records_request,
    list_offsets_request,
)

LATEST, EARLIEST, MAX_TIMESTAMP, EARLIEST_LOCAL, LATEST_TIERED, EARLIEST_PENDING_UPLOAD = (
    -1, -2, -3, -4, -5, -6)
SPECIALS = (LATEST, EARLIEST, MAX_TIMESTAMP, EARLIEST_LOCAL, LATEST_TIERED,
            EARLIEST_PENDING_UPLOAD)


async def _topic(k, count=6, batches=3, **options):
    topic = await k.topic(**options)
    if count:
        await k.produce(topic, count, batches=batches)
    return topic


def _every_timestamp(version: int):
    async def at_version(k):
        topic = await _topic(k)
        timestamps = [*SPECIALS, -7, BASE_TIMESTAMP + 2000, BASE_TIMESTAMP + 2500,
                      BASE_TIMESTAMP + 99_000]
        for isolation in ((0, 1) if version >= 2 else (0,)):
            for timestamp in timestamps:
                await k.send(topic.leader(), list_offsets_request(
                    topic.name, timestamp, isolation_level=isolation), version,
                    label=f"timestamp {timestamp - BASE_TIMESTAMP if timestamp > 0 else timestamp}"
                          f" isolation {isolation}")

    return at_version


for _version in range(1, 12):
    scenario("ListOffsets", f"every special timestamp and isolation level at v{_version}")(
        _every_timestamp(_version))


@scenario("ListOffsets", "v0 is no longer served")
async def version_zero(k):
    topic = await _topic(k, count=0)
    # by hand: the 4.4.0 schemas (and our codecs) no longer have v0 (KIP-896)
    await k.send_raw(topic.leader(), 2, 0, b"", flexible_header=False, label="ListOffsets v0")


@scenario("ListOffsets", "an empty partition")
async def empty_partition(k):
    topic = await _topic(k, count=0)
    for timestamp in SPECIALS:
        await k.send(topic.leader(), list_offsets_request(topic.name, timestamp), 11,
                     label=f"timestamp {timestamp}")


def _debug_scenario(role: str):
    async def debug_replica(k):
        topic = await _topic(k)
        node = topic.leader() if role == "leader" else topic.follower()
        for timestamp in (LATEST, EARLIEST, MAX_TIMESTAMP, BASE_TIMESTAMP + 1000):
            for isolation in (0, 1):
                await k.send(node, list_offsets_request(topic.name, timestamp, replica_id=-2,
                                                        isolation_level=isolation), 7,
                             label=f"replica -2, timestamp {timestamp}, isolation {isolation}")

    return debug_replica


scenario("ListOffsets", "debugging replica id -2 at the leader")(_debug_scenario("leader"))
scenario("ListOffsets", "debugging replica id -2 at a follower")(_debug_scenario("follower"))


@scenario("ListOffsets", "a follower's replica id at the leader")
async def follower_replica_id(k):
    topic = await _topic(k)
    follower = topic.follower().node_id
    for timestamp in (LATEST, EARLIEST, MAX_TIMESTAMP):
        await k.send(topic.leader(), list_offsets_request(topic.name, timestamp,
                                                          replica_id=follower), 7,
                     label=f"replica {topic.follower().name}, timestamp {timestamp}")


@scenario("ListOffsets", "a consumer at a follower")
async def consumer_at_follower(k):
    topic = await _topic(k)
    for version in (1, 7, 11):
        await k.send(topic.follower(), list_offsets_request(topic.name, LATEST), version)


@scenario("ListOffsets", "a partition named twice")
async def duplicate_partition(k):
    topic = await _topic(k)
    request = ListOffsetsRequest(replica_id=-1, topics=[ListOffsetsTopic(name=topic.name, partitions=[
        ListOffsetsPartition(partition_index=0, timestamp=LATEST),
        ListOffsetsPartition(partition_index=0, timestamp=EARLIEST)])])
    for version in (1, 2, 7):
        await k.send(topic.leader(), request, version)


@scenario("ListOffsets", "a partition named twice with an unsupported timestamp")
async def duplicate_and_unsupported(k):
    topic = await _topic(k)
    request = ListOffsetsRequest(replica_id=-1, topics=[ListOffsetsTopic(name=topic.name, partitions=[
        ListOffsetsPartition(partition_index=0, timestamp=EARLIEST_LOCAL),
        ListOffsetsPartition(partition_index=0, timestamp=EARLIEST_LOCAL),
        ListOffsetsPartition(partition_index=1, timestamp=EARLIEST_LOCAL)])])
    await k.send(topic.leader(), request, 7)


@scenario("ListOffsets", "an unsupported timestamp at a follower")
async def unsupported_at_follower(k):
    topic = await _topic(k)
    await k.send(topic.follower(), list_offsets_request(topic.name, LATEST_TIERED), 8)


@scenario("ListOffsets", "current leader epoch checks")
async def leader_epochs(k):
    topic = await _topic(k)
    for epoch in (-1, 0, 1, 5):
        await k.send(topic.leader(), list_offsets_request(topic.name, LATEST,
                                                          current_leader_epoch=epoch), 7,
                     label=f"current leader epoch {epoch}")
    await k.send(topic.leader(), list_offsets_request(topic.name, LATEST,
                                                      current_leader_epoch=5), 3,
                 label="epoch 5 before v4 (not sent)")


@scenario("ListOffsets", "after DeleteRecords")
async def after_delete_records(k):
    topic = await _topic(k)
    await k.send(topic.leader(), delete_records_request(topic.name, {0: 4}), 2,
                 label="DeleteRecords to 4")
    for timestamp in (EARLIEST, EARLIEST_LOCAL, LATEST, MAX_TIMESTAMP, BASE_TIMESTAMP):
        await k.send(topic.leader(), list_offsets_request(topic.name, timestamp), 9,
                     label=f"timestamp {timestamp}")


@scenario("ListOffsets", "max timestamp with timestamps out of order")
async def max_timestamp_out_of_order(k):
    from kafkasim.protocol.records import build_batch
    from tests.reference.fidelity.world import produce_request

    topic = await k.topic()
    records = [(b"a", b"1", [], BASE_TIMESTAMP + 5000), (b"b", b"2", [], BASE_TIMESTAMP + 9000),
               (b"c", b"3", [], BASE_TIMESTAMP + 9000), (b"d", b"4", [], BASE_TIMESTAMP + 1000)]
    await k.request(topic.leader(), produce_request(topic.name, 0, build_batch(records)), 9)
    await k.request(topic.leader(), produce_request(topic.name, 0, build_batch(
        [(b"e", b"5", [], BASE_TIMESTAMP + 7000)])), 9)
    await k.settle(topic)
    for timestamp in (MAX_TIMESTAMP, BASE_TIMESTAMP + 6000, BASE_TIMESTAMP + 9000,
                      BASE_TIMESTAMP):
        await k.send(topic.leader(), list_offsets_request(topic.name, timestamp), 8,
                     label=f"timestamp {timestamp}")


@scenario("ListOffsets", "several partitions in one request")
async def several_partitions(k):
    topic = await k.topic(partitions=3)
    for partition, count in ((0, 3), (1, 1)):
        await k.produce(topic, count, partition)
    await k.send(topic.leader(0), list_offsets_request(
        topic.name, {0: LATEST, 1: EARLIEST, 2: MAX_TIMESTAMP, 7: LATEST}), 9)


@scenario("ListOffsets", "an unknown isolation level")
async def unknown_isolation(k):
    topic = await _topic(k)
    await k.send(topic.leader(), list_offsets_request(topic.name, LATEST, isolation_level=4), 7)


@scenario("ListOffsets", "a topic with no partitions listed")
async def no_partitions(k):
    topic = await _topic(k, count=0)
    await k.send(topic.leader(), ListOffsetsRequest(replica_id=-1, topics=[
        ListOffsetsTopic(name=topic.name, partitions=[])]), 7)


@scenario("ListOffsets", "tiered storage offsets on a tiered topic", timeout=100, tiered=True)
async def tiered_topic(k):
    """KIP-405/1005/1023: with every segment copied to remote storage and deleted locally, -4
    (earliest local) is the log end, past -2 (earliest, 0), -5 names the offset before it, -6
    and -3 (local segments only) are -1."""
    from kafkasim.protocol.messages.create_topics import (
        CreatableReplicaAssignment,
        CreatableTopic,
        CreatableTopicConfig,
        CreateTopicsRequest,
    )
    from tests.reference.fidelity.world import Topic

    name = k.new_name("-tiered")
    configs = {"remote.storage.enable": "true", "segment.bytes": str(1 << 20),
               "local.retention.bytes": "1", "local.retention.ms": "1000"}
    response = await k.request(k.any_broker(), CreateTopicsRequest(timeout_ms=30_000, topics=[
        CreatableTopic(name=name, num_partitions=-1, replication_factor=-1,
                       assignments=[CreatableReplicaAssignment(partition_index=0,
                                                               broker_ids=[1, 2, 3])],
                       configs=[CreatableTopicConfig(name=key, value=value)
                                for key, value in configs.items()])]), 7)
    # The configs the scenario set: the tiered reference is Kafka 4.3.1, whose full list of
    # topic configs lacks those Kafka 4.4.0 added (kafkasim lists 4.4.0's).
    observed = copy.copy(response)
    observed.topics = [copy.copy(t) for t in response.topics]
    for created in observed.topics:
        created.configs = [c for c in created.configs if c.name in configs]
    k.observe("CreateTopics with remote.storage.enable", observed)
    if response.topics[0].error_code:
        return
    topic = Topic(k, name, response.topics[0].topic_id, {0: [1, 2, 3]})
    k.topic_ids[topic.topic_id] = name
    await k.wait_in_sync(topic)
    await k.produce(topic, 4000, size=1000, batches=40)

    # The records' timestamps are a day old, so local.retention.ms=1000 ends with every
    # segment tiered, the active one rolled for it (Kafka's UnifiedLog.deletableSegments): wait
    # for that state, which the remote log manager's pace cannot make differ.
    async def tiered():
        answer = await k.request(topic.leader(), list_offsets_request(name, EARLIEST_LOCAL), 11)
        return answer.topics[0].partitions[0].offset == 4000

    await k.wait_until(tiered, "every segment tiered and deleted locally", timeout=60)
    for timestamp in (LATEST, EARLIEST, MAX_TIMESTAMP, EARLIEST_LOCAL, LATEST_TIERED,
                      EARLIEST_PENDING_UPLOAD):
        await k.send(topic.leader(), list_offsets_request(name, timestamp), 11,
                     label=f"timestamp {timestamp}")

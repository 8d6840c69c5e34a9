"""Fetch without sessions: every version, offsets at the edges, sizes, waits, isolation,
leader epochs, and KIP-392's RackId / PreferredReadReplica asked of the leader."""

from __future__ import annotations

import asyncio

from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import (
    batch_of,
    delete_records_request,
    fetch_request,
    produce_request,
)


async def _topic_with_records(k, count=5, batches=2, **options):
    topic = await k.topic(**options)
    await k.produce(topic, count, batches=batches)
    return topic


def _read_at_version(version: int):
    async def read(k):
        topic = await _topic_with_records(k)
        await k.send(topic.leader(), fetch_request(topic, {0: 0}), version, label="from 0")
        await k.send(topic.leader(), fetch_request(topic, {0: 4}), version,
                     label="from the middle of the second batch")

    return read


for _version in range(4, 19):
    scenario("Fetch", f"read from the leader at v{_version}")(_read_at_version(_version))


@scenario("Fetch", "an empty partition")
async def empty_partition(k):
    topic = await k.topic()
    await k.send(topic.leader(), fetch_request(topic, {0: 0}), 12)


@scenario("Fetch", "at the high watermark")
async def at_high_watermark(k):
    topic = await _topic_with_records(k)
    await k.send(topic.leader(), fetch_request(topic, {0: 5}), 12)


@scenario("Fetch", "past the high watermark")
async def past_high_watermark(k):
    topic = await _topic_with_records(k)
    for version in (11, 12, 16):
        await k.send(topic.leader(), fetch_request(topic, {0: 6}), version)


@scenario("Fetch", "below the log start offset")
async def below_log_start(k):
    topic = await _topic_with_records(k, count=6, batches=3)
    await k.send(topic.leader(), delete_records_request(topic.name, {0: 3}), 2,
                 label="DeleteRecords to 3")
    await k.settle(topic)
    await k.send(topic.leader(), fetch_request(topic, {0: 1}), 12, label="from 1")
    await k.send(topic.leader(), fetch_request(topic, {0: 3}), 12, label="from 3")


@scenario("Fetch", "partition max bytes below the first batch (KIP-74)")
async def partition_max_bytes(k):
    topic = await _topic_with_records(k, count=6, batches=3)
    await k.send(topic.leader(), fetch_request(topic, {0: 0}, partition_max_bytes=10), 12)
    await k.send(topic.leader(), fetch_request(topic, {0: 0}, partition_max_bytes=200), 12,
                 label="room for one batch and a part")


@scenario("Fetch", "partition max bytes at v4 (before KIP-74)")
async def partition_max_bytes_v4(k):
    topic = await _topic_with_records(k, count=6, batches=3)
    await k.send(topic.leader(), fetch_request(topic, {0: 0}, partition_max_bytes=10), 4)


@scenario("Fetch", "max bytes shared by partitions")
async def max_bytes_across_partitions(k):
    topic = await k.topic(partitions=3)
    for partition in range(3):
        await k.produce(topic, 4, partition, batches=2)
    await k.send(topic.leader(), fetch_request(topic, {0: 0, 1: 0, 2: 0}, max_bytes=150), 12,
                 label="to partition 0's leader")
    await k.send(topic.leader(), fetch_request(topic, {0: 0, 1: 0, 2: 0}, max_bytes=1), 12,
                 label="max bytes 1")


@scenario("Fetch", "partitions led by another broker in the same request")
async def mixed_leaders(k):
    topic = await k.topic(partitions=3)
    for partition in range(3):
        await k.produce(topic, 2, partition)
    await k.send(topic.leader(0), fetch_request(topic, {0: 0, 1: 0, 2: 0}), 10, label="v10")
    await k.send(topic.leader(0), fetch_request(topic, {0: 0, 1: 0, 2: 0}), 16, label="v16")


@scenario("Fetch", "min bytes not reached within max wait")
async def min_bytes_timeout(k):
    topic = await _topic_with_records(k)
    await k.send(topic.leader(), fetch_request(topic, {0: 5}, min_bytes=1, max_wait_ms=200), 12)
    await k.send(topic.leader(), fetch_request(topic, {0: 0}, min_bytes=100_000,
                                               max_wait_ms=200), 12,
                 label="some data, less than min bytes")


@scenario("Fetch", "a long poll woken by a produce")
async def long_poll(k):
    topic = await _topic_with_records(k, count=2, batches=1)
    waiting = asyncio.create_task(k.request(topic.leader(), fetch_request(
        topic, {0: 2}, min_bytes=1, max_wait_ms=10_000), 12, key="poll"))
    await asyncio.sleep(0.5)
    await k.request(topic.leader(), produce_request(topic.name, 0, batch_of(2, 3), acks=1), 9)
    k.observe("the waiting fetch", await waiting)


@scenario("Fetch", "read_committed")
async def read_committed(k):
    topic = await _topic_with_records(k)
    for version in (4, 12, 18):
        await k.send(topic.leader(), fetch_request(topic, {0: 0}, isolation_level=1), version)


@scenario("Fetch", "read_committed past the end")
async def read_committed_past_end(k):
    topic = await _topic_with_records(k)
    await k.send(topic.leader(), fetch_request(topic, {0: 9}, isolation_level=1), 12)
    await k.send(topic.leader(), fetch_request(topic, {0: 5}, isolation_level=1), 12,
                 label="at the end")


@scenario("Fetch", "an unknown isolation level")
async def unknown_isolation(k):
    topic = await _topic_with_records(k)
    await k.send(topic.leader(), fetch_request(topic, {0: 0}, isolation_level=3), 12)


@scenario("Fetch", "current leader epoch ahead of the leader's")
async def future_epoch(k):
    topic = await _topic_with_records(k)
    for version in (9, 12, 16):
        await k.send(topic.leader(), fetch_request(topic, {0: 0}, current_leader_epoch=3),
                     version)


@scenario("Fetch", "current leader epoch equal to the leader's")
async def current_epoch(k):
    topic = await _topic_with_records(k)
    await k.send(topic.leader(), fetch_request(topic, {0: 0}, current_leader_epoch=0), 12)


@scenario("Fetch", "last fetched epoch newer than the log's (KIP-320 divergence)")
async def diverging_epoch(k):
    topic = await _topic_with_records(k)
    await k.send(topic.leader(), fetch_request(topic, {0: 3}, last_fetched_epoch=2), 12)
    await k.send(topic.leader(), fetch_request(topic, {0: 3}, last_fetched_epoch=0), 12,
                 label="last fetched epoch 0")
    await k.send(topic.leader(), fetch_request(topic, {0: 9}, last_fetched_epoch=0), 12,
                 label="epoch 0 past the end")


@scenario("Fetch", "a duplicated partition in one request")
async def duplicated_partition(k):
    topic = await _topic_with_records(k)
    request = fetch_request(topic, {0: 0})
    request.topics[0].partitions.append(FetchPartition(partition=0, fetch_offset=3,
                                                       partition_max_bytes=1 << 20))
    await k.send(topic.leader(), request, 12)


@scenario("Fetch", "two topics in one request")
async def two_topics(k):
    first = await _topic_with_records(k)
    second = await _topic_with_records(k, count=3, batches=1)
    request = fetch_request(first, {0: 0})
    request.topics.append(FetchTopic(topic=second.name, topic_id=second.topic_id, partitions=[
        FetchPartition(partition=0, fetch_offset=1, partition_max_bytes=1 << 20)]))
    for version in (12, 13):
        await k.send(first.leader(), request, version)


@scenario("Fetch", "no partitions")
async def no_partitions(k):
    for version in (4, 12, 15):
        await k.send(k.any_broker(), FetchRequest(max_wait_ms=0, topics=[],
                                                  forgotten_topics_data=[]), version)


# --- KIP-392 asked of the leader ------------------------------------------------------------

def _rack_scenario(version: int):
    async def rack(k):
        topic = await _topic_with_records(k)
        follower = topic.follower()
        await k.send(topic.leader(), fetch_request(topic, {0: 0}, rack_id=follower.rack),
                     version, label=f"rack of a follower ({follower.rack})")
        await k.send(topic.leader(), fetch_request(topic, {0: 0}, rack_id=topic.leader().rack),
                     version, label="the leader's rack")
        await k.send(topic.leader(), fetch_request(topic, {0: 0}, rack_id=""), version,
                     label="no rack")
        await k.send(topic.leader(), fetch_request(topic, {0: 0}, rack_id="z"), version,
                     label="a rack without brokers")

    return rack


for _version in (10, 11, 12, 13, 16, 17, 18):
    scenario("Fetch", f"preferred read replica by rack at v{_version}")(_rack_scenario(_version))


@scenario("Fetch", "preferred read replica for a rack without a replica")
async def rack_without_replica(k):
    topic = await k.topic(replication_factor=2)
    await k.produce(topic, 3)
    spare = topic.non_replica()
    await k.send(topic.leader(), fetch_request(topic, {0: 0}, rack_id=spare.rack), 12)


@scenario("Fetch", "preferred read replica for an offset past the end")
async def rack_past_end(k):
    topic = await _topic_with_records(k)
    await k.send(topic.leader(), fetch_request(topic, {0: 9}, rack_id=topic.follower().rack), 12)
    await k.send(topic.leader(), fetch_request(topic, {0: 5}, rack_id=topic.follower().rack),
                 12, label="at the high watermark")


@scenario("Fetch", "preferred read replica with read_committed and several partitions")
async def rack_several_partitions(k):
    topic = await k.topic(partitions=2, replicas=[[1, 2, 3], [1, 3, 2]])
    for partition in (0, 1):
        await k.produce(topic, 2, partition)
    await k.send(topic.leader(), fetch_request(topic, {0: 0, 1: 0}, rack_id="c",
                                               isolation_level=1), 12)


@scenario("Fetch", "preferred read replica asked in a fetch session")
async def rack_in_session(k):
    topic = await _topic_with_records(k)
    rack = topic.follower().rack
    first = await k.send(topic.leader(), fetch_request(topic, {0: 0}, rack_id=rack,
                                                       session_epoch=0), 12, label="full")
    if first is not None and first.session_id:
        await k.send(topic.leader(), fetch_request(
            topic, {}, rack_id=rack, session_id=first.session_id, session_epoch=1), 12,
            label="incremental, nothing new")

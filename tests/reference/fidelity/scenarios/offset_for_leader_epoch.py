"""OffsetForLeaderEpoch v2-4 (KIP-320, KIP-279): the end offset of an epoch, unknown and future
epochs, fenced and unknown current leader epochs, and who may answer."""

from __future__ import annotations

from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import offset_for_leader_epoch_request


async def _topic(k, count=5, **options):
    topic = await k.topic(**options)
    if count:
        await k.produce(topic, count, batches=2)
    return topic


def _at_version(version: int):
    async def end_offsets(k):
        topic = await _topic(k)
        for epoch in (0, 1, 7, -1):
            await k.send(topic.leader(), offset_for_leader_epoch_request(topic.name, {0: epoch}),
                         version, label=f"epoch {epoch}")

    return end_offsets


for _version in (2, 3, 4):
    scenario("OffsetForLeaderEpoch", f"end offsets of epochs at v{_version}")(_at_version(_version))


@scenario("OffsetForLeaderEpoch", "v0 and v1 are no longer served")
async def removed_versions(k):
    topic = await _topic(k, count=0)
    for version in (0, 1):  # by hand: the 4.4.0 schemas no longer have them (KIP-896)
        await k.send_raw(topic.leader(), 23, version, b"", flexible_header=False,
                         label=f"OffsetForLeaderEpoch v{version}")


@scenario("OffsetForLeaderEpoch", "an empty partition")
async def empty_partition(k):
    topic = await _topic(k, count=0)
    for epoch in (0, 3):
        await k.send(topic.leader(), offset_for_leader_epoch_request(topic.name, {0: epoch}), 4,
                     label=f"epoch {epoch}")


@scenario("OffsetForLeaderEpoch", "current leader epoch ahead (unknown leader epoch 75)")
async def future_current_epoch(k):
    topic = await _topic(k)
    for version in (2, 4):
        await k.send(topic.leader(), offset_for_leader_epoch_request(
            topic.name, {0: 0}, current_leader_epoch=4), version)


@scenario("OffsetForLeaderEpoch", "current leader epoch equal")
async def current_epoch(k):
    topic = await _topic(k)
    await k.send(topic.leader(), offset_for_leader_epoch_request(
        topic.name, {0: 0}, current_leader_epoch=0), 4)


@scenario("OffsetForLeaderEpoch", "asked of a follower")
async def at_follower(k):
    topic = await _topic(k)
    for replica_id in (-2, -1, topic.leader().node_id):
        await k.send(topic.follower(), offset_for_leader_epoch_request(
            topic.name, {0: 0}, replica_id=replica_id), 4, label=f"replica id {replica_id}")


@scenario("OffsetForLeaderEpoch", "asked by a follower of the leader")
async def by_follower(k):
    topic = await _topic(k)
    await k.send(topic.leader(), offset_for_leader_epoch_request(
        topic.name, {0: 0}, replica_id=topic.follower().node_id), 4)


@scenario("OffsetForLeaderEpoch", "asked of a broker without a replica")
async def at_non_replica(k):
    topic = await _topic(k, replication_factor=2)
    await k.send(topic.non_replica(), offset_for_leader_epoch_request(topic.name, {0: 0}), 4)


@scenario("OffsetForLeaderEpoch", "several partitions, one unknown")
async def several_partitions(k):
    topic = await k.topic(partitions=2, replicas=[[1, 2, 3], [1, 3, 2]])
    await k.produce(topic, 3, 0)
    await k.send(topic.leader(), offset_for_leader_epoch_request(
        topic.name, {0: 0, 1: 0, 5: 0}), 4)

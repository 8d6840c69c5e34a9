"""Consumers fetching from a follower (KIP-392): committed-only reads, the out-of-range cases,
epochs and the follower's own offsets."""

from __future__ import annotations

from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import delete_records_request, fetch_request


async def _topic(k, count=6, batches=3, **options):
    topic = await k.topic(**options)
    await k.produce(topic, count, batches=batches)
    return topic


def _follower_read(version: int):
    async def read(k):
        topic = await _topic(k)
        follower = topic.follower()
        await k.send(follower, fetch_request(topic, {0: 0}, rack_id=follower.rack), version,
                     label="from 0, the follower's rack")
        await k.send(follower, fetch_request(topic, {0: 2}, rack_id="z"), version,
                     label="from 2, another rack")

    return read


for _version in (11, 12, 13, 15, 16, 17, 18):
    scenario("Fetch from follower", f"read committed records at v{_version}")(
        _follower_read(_version))


@scenario("Fetch from follower", "below v11 a follower refuses consumers")
async def too_old(k):
    topic = await _topic(k)
    for version in (4, 10):
        await k.send(topic.follower(), fetch_request(topic, {0: 0}), version)


@scenario("Fetch from follower", "at the follower's high watermark (case 1)")
async def at_high_watermark(k):
    topic = await _topic(k)
    await k.send(topic.follower(), fetch_request(topic, {0: 6}), 12)
    await k.send(topic.follower(), fetch_request(topic, {0: 6}, min_bytes=1, max_wait_ms=200),
                 12, label="waiting 200 ms")


@scenario("Fetch from follower", "below the follower's log start (case 3)")
async def below_log_start(k):
    topic = await _topic(k)
    await k.send(topic.leader(), delete_records_request(topic.name, {0: 4}), 2,
                 label="DeleteRecords to 4")

    async def follower_start():
        response = await k.request(topic.follower(), fetch_request(topic, {0: 4}), 12)
        return response.responses[0].partitions[0].log_start_offset == 4

    await k.wait_until(follower_start, "the follower's log start at 4")
    await k.send(topic.follower(), fetch_request(topic, {0: 1}), 12, label="from 1")
    await k.send(topic.follower(), fetch_request(topic, {0: 4}), 12, label="from 4")


@scenario("Fetch from follower", "past the follower's log end (case 4)")
async def past_log_end(k):
    topic = await _topic(k)
    for version in (11, 12, 16):
        await k.send(topic.follower(), fetch_request(topic, {0: 9}), version)


@scenario("Fetch from follower", "read_committed at a follower")
async def read_committed(k):
    topic = await _topic(k)
    await k.send(topic.follower(), fetch_request(topic, {0: 0}, isolation_level=1), 12)


@scenario("Fetch from follower", "a follower never names a preferred read replica")
async def no_redirect(k):
    topic = await _topic(k)
    other = topic.follower(index=1)
    await k.send(topic.follower(), fetch_request(topic, {0: 0}, rack_id=other.rack), 12,
                 label="rack of the other follower")
    await k.send(topic.follower(), fetch_request(topic, {0: 0}, rack_id=topic.leader().rack),
                 12, label="rack of the leader")


@scenario("Fetch from follower", "current leader epoch checks at a follower")
async def epochs(k):
    topic = await _topic(k)
    for epoch in (0, 2):
        await k.send(topic.follower(), fetch_request(topic, {0: 0}, current_leader_epoch=epoch),
                     12, label=f"current leader epoch {epoch}")
    await k.send(topic.follower(), fetch_request(topic, {0: 0}, current_leader_epoch=2), 16,
                 label="epoch 2 at v16")


@scenario("Fetch from follower", "a diverging epoch asked of a follower")
async def diverging(k):
    topic = await _topic(k)
    await k.send(topic.follower(), fetch_request(topic, {0: 3}, last_fetched_epoch=1), 12)


@scenario("Fetch from follower", "in a fetch session")
async def follower_session(k):
    topic = await _topic(k)
    follower = topic.follower()
    first = await k.send(follower, fetch_request(topic, {0: 0}, session_epoch=0,
                                                 rack_id=follower.rack), 12, label="full")
    if first is not None:
        await k.send(follower, fetch_request(topic, {}, session_id=first.session_id,
                                             session_epoch=1, rack_id=follower.rack), 12,
                     label="incremental")


@scenario("Fetch from follower", "the leader's preferred replica serves what it named")
async def follow_the_redirect(k):
    topic = await _topic(k)
    rack = topic.follower().rack
    response = await k.send(topic.leader(), fetch_request(topic, {0: 0}, rack_id=rack), 12,
                            label="ask the leader")
    preferred = response.responses[0].partitions[0].preferred_read_replica if response else -1
    if preferred in k.nodes:
        await k.send(k.nodes[preferred], fetch_request(topic, {0: 0}, rack_id=rack), 12,
                     label="fetch from the named replica")

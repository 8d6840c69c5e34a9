"""Fetch sessions (KIP-227): full and incremental fetches, forgotten topics, closing, the
session errors, topic ids, and a full cache."""

from __future__ import annotations

from kafkasim.protocol.messages.fetch import ForgottenTopic
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import (
    batch_of,
    fetch_request,
    metadata_request,
    produce_request,
)


async def _topic(k, partitions=1, count=3):
    topic = await k.topic(partitions=partitions,
                          replicas=[[1, 2, 3]] * partitions if partitions > 1 else None)
    for partition in range(partitions):
        if count:
            await k.produce(topic, count, partition)
    return topic


async def _open(k, topic, offsets, version=12, **options):
    """A full fetch that opens a session; its id (0 when none was created)."""
    response = await k.send(topic.leader(), fetch_request(topic, offsets, session_epoch=0,
                                                          **options), version,
                            label=f"full fetch v{version}")
    return response.session_id if response is not None else 0


def _incremental(topic, session_id, epoch, offsets=None, forget=(), version=12, **options):
    request = fetch_request(topic, offsets or {}, session_id=session_id, session_epoch=epoch,
                            **options)
    if forget:
        request.forgotten_topics_data = [ForgottenTopic(topic=topic.name,
                                                        topic_id=topic.topic_id,
                                                        partitions=list(forget))]
    return request


@scenario("Fetch sessions", "a full fetch opens a session, an incremental one sends nothing new")
async def open_and_idle(k):
    topic = await _topic(k)
    session = await _open(k, topic, {0: 0})
    await k.send(topic.leader(), _incremental(topic, session, 1), 12, label="epoch 1")
    await k.send(topic.leader(), _incremental(topic, session, 2), 12, label="epoch 2")


def _sessions_at_version(version: int):
    async def session_at_version(k):
        topic = await _topic(k)
        session = await _open(k, topic, {0: 0}, version=version)
        await k.send(topic.leader(), _incremental(topic, session, 1, {0: 3}, version=version),
                     version, label="epoch 1 moves the offset to 3")
        await k.request(topic.leader(), produce_request(topic.name, 0, batch_of(3, 2)), 9)
        await k.settle(topic)
        await k.send(topic.leader(), _incremental(topic, session, 2, version=version), version,
                     label="epoch 2 after a produce")

    return session_at_version


for _version in (7, 10, 12, 13, 16, 18):
    scenario("Fetch sessions", f"incremental fetches at v{_version}")(_sessions_at_version(_version))


@scenario("Fetch sessions", "an incremental fetch adds a partition")
async def add_partition(k):
    topic = await _topic(k, partitions=2)
    session = await _open(k, topic, {0: 0})
    await k.send(topic.leader(), _incremental(topic, session, 1, {1: 0}), 12, label="add 1")
    await k.send(topic.leader(), _incremental(topic, session, 2), 12, label="nothing new")


@scenario("Fetch sessions", "forgotten topics leave the session")
async def forget_partition(k):
    topic = await _topic(k, partitions=2, count=0)
    session = await _open(k, topic, {0: 0, 1: 0})
    await k.send(topic.leader(), _incremental(topic, session, 1, forget=[1]), 12,
                 label="forget 1")
    await k.request(topic.leader(), produce_request(topic.name, 1, batch_of(0, 2)), 9)
    await k.request(topic.leader(), produce_request(topic.name, 0, batch_of(0, 1)), 9)
    topic.produced.update({0: 1, 1: 2})
    await k.settle(topic, 0)
    await k.settle(topic, 1)
    await k.send(topic.leader(), _incremental(topic, session, 2), 12,
                 label="after producing to both")


@scenario("Fetch sessions", "forgetting every partition closes the session")
async def forget_all(k):
    topic = await _topic(k)
    session = await _open(k, topic, {0: 0})
    await k.send(topic.leader(), _incremental(topic, session, 1, forget=[0]), 12,
                 label="forget the only partition")
    await k.send(topic.leader(), _incremental(topic, session, 2), 12, label="next epoch")


@scenario("Fetch sessions", "forgotten topics by topic id at v13")
async def forget_by_id(k):
    topic = await _topic(k, partitions=2)
    session = await _open(k, topic, {0: 0, 1: 0}, version=13)
    await k.send(topic.leader(), _incremental(topic, session, 1, forget=[0], version=13), 13,
                 label="forget 0")
    await k.send(topic.leader(), _incremental(topic, session, 2, {0: 1}, version=13), 13,
                 label="add 0 back at 1")


@scenario("Fetch sessions", "epoch -1 closes the session")
async def close_session(k):
    topic = await _topic(k)
    session = await _open(k, topic, {0: 0})
    await k.send(topic.leader(), _incremental(topic, session, -1, {0: 1}), 12,
                 label="final epoch")
    await k.send(topic.leader(), _incremental(topic, session, 1), 12, label="epoch 1 after")


@scenario("Fetch sessions", "an unknown session id")
async def unknown_session(k):
    topic = await _topic(k)
    for version in (7, 12, 13):
        await k.send(topic.leader(), _incremental(topic, 123456789, 1, {0: 0}, version=version),
                     version)


@scenario("Fetch sessions", "a wrong session epoch")
async def wrong_epoch(k):
    topic = await _topic(k)
    session = await _open(k, topic, {0: 0})
    await k.send(topic.leader(), _incremental(topic, session, 5), 12, label="epoch 5")
    await k.send(topic.leader(), _incremental(topic, session, 1), 12, label="epoch 1")
    await k.send(topic.leader(), _incremental(topic, session, 1), 12, label="epoch 1 again")
    await k.send(topic.leader(), _incremental(topic, session, 2), 12, label="epoch 2")


@scenario("Fetch sessions", "a session opened without topic ids, used with them")
async def topic_id_mismatch(k):
    topic = await _topic(k)
    session = await _open(k, topic, {0: 0}, version=12)
    await k.send(topic.leader(), _incremental(topic, session, 1, version=13), 13,
                 label="epoch 1 at v13")
    other = await _open(k, topic, {0: 0}, version=13)
    await k.send(topic.leader(), _incremental(topic, other, 1, version=12), 12,
                 label="a v13 session at v12")


@scenario("Fetch sessions", "a new full fetch replaces the session it names")
async def reopen(k):
    topic = await _topic(k)
    first = await _open(k, topic, {0: 0})
    response = await k.send(topic.leader(), fetch_request(topic, {0: 1}, session_id=first,
                                                          session_epoch=0), 12,
                            label="full fetch naming the session")
    if response is not None:
        k.observe("a different session", response.session_id not in (0, first))
    await k.send(topic.leader(), _incremental(topic, first, 1), 12, label="the old one")


@scenario("Fetch sessions", "sessionless fetches")
async def sessionless(k):
    topic = await _topic(k)
    await k.send(topic.leader(), fetch_request(topic, {0: 0}, session_id=0, session_epoch=-1),
                 12)
    await k.send(topic.leader(), fetch_request(topic, {0: 0}, session_id=0, session_epoch=-1),
                 4, label="v4 (before sessions)")


@scenario("Fetch sessions", "an incremental fetch with session id 0")
async def incremental_without_id(k):
    topic = await _topic(k)
    await k.send(topic.leader(), fetch_request(topic, {0: 0}, session_id=0, session_epoch=1), 12)


@scenario("Fetch sessions", "partitions with records move to the end")
async def round_robin(k):
    topic = await _topic(k, partitions=3, count=0)
    session = await _open(k, topic, {0: 0, 1: 0, 2: 0})
    for partition in (0, 2):
        await k.request(topic.leader(), produce_request(topic.name, partition, batch_of(0, 1)), 9)
        topic.produced[partition] = 1
        await k.settle(topic, partition)
    await k.send(topic.leader(), _incremental(topic, session, 1), 12, label="0 and 2 have data")
    for partition in (0, 1, 2):
        await k.request(topic.leader(), produce_request(topic.name, partition,
                                                        batch_of(topic.produced.get(partition, 0),
                                                                 1)), 9)
        topic.produced[partition] = topic.produced.get(partition, 0) + 1
        await k.settle(topic, partition)
    await k.send(topic.leader(), _incremental(topic, session, 2, max_bytes=1), 12,
                 label="all three have data, room for one batch")
    await k.send(topic.leader(), _incremental(topic, session, 3), 12, label="the rest")


@scenario("Fetch sessions", "a high watermark change alone is sent")
async def high_watermark_only(k):
    topic = await _topic(k, count=2)
    session = await _open(k, topic, {0: 2})
    await k.request(topic.leader(), produce_request(topic.name, 0, batch_of(2, 1)), 9)
    topic.produced[0] = 3
    await k.settle(topic)
    await k.send(topic.leader(), _incremental(topic, session, 1, max_bytes=1,
                                              partition_max_bytes=1), 12,
                 label="records past the fetch offset")


@scenario("Fetch sessions", "a session's partition of a deleted topic")
async def deleted_topic(k):
    from kafkasim.protocol.messages.delete_topics import DeleteTopicsRequest

    topic = await _topic(k)
    session = await _open(k, topic, {0: 0}, version=13)
    await k.request(k.any_broker(), DeleteTopicsRequest(topic_names=[topic.name],
                                                        timeout_ms=10_000), 4)

    async def gone():
        response = await k.request(k.any_broker(), metadata_request([topic.name]), 12)
        return response.topics[0].error_code == 3

    await k.wait_until(gone, "topic deleted")
    await k.send(topic.leader(), _incremental(topic, session, 1, version=13), 13,
                 label="epoch 1 after the delete")


@scenario("Fetch sessions", "a full cache refuses new sessions", timeout=120)
async def full_cache(k):
    """Fills the leader's cache (1000 slots) with one-partition consumer sessions, checks that
    the next full fetch is answered without a session, then closes them all."""
    topic = await _topic(k, count=1)
    opened = []
    refused = None
    for _ in range(1100):
        response = await k.request(topic.leader(), fetch_request(topic, {0: 0}, session_epoch=0,
                                                                 max_bytes=1), 12, key="fill")
        if response.session_id == 0:
            refused = response
            break
        opened.append(response.session_id)
    k.observe("a full fetch was refused a session", refused is not None)
    k.observe("the refused fetch is still answered", refused)
    if opened:
        response = await k.request(topic.leader(), _incremental(topic, opened[0], 1), 12,
                                   key="fill")
        k.observe("an existing session still works", response.error_code)
    for session in opened:
        await k.request(topic.leader(), _incremental(topic, session, -1), 12, key="fill")

"""KIP-932 share partitions: ShareFetch and ShareAcknowledge against a partition's leader, with
share sessions, acquired records and their delivery counts, piggybacked and separate
acknowledgements (ACCEPT, RELEASE, REJECT, GAP) and the errors of each, as Kafka 4.4's
SharePartitionManager answers them.

Each scenario joins a member (waiting, unrecorded, until the partitions are assigned:
share_groups.ShareMembers.settle) and opens its share session with a first ShareFetch before
producing, since a new share group starts at the log end. Long polls are kept short: only what
is answered is compared, never how long it took."""

from __future__ import annotations

import uuid

from kafkasim.protocol.messages.share_acknowledge import (
    AcknowledgementBatch as AckBatch,
)
from kafkasim.protocol.messages.share_acknowledge import (
    AcknowledgePartition,
    AcknowledgeTopic,
    ShareAcknowledgeRequest,
)
from kafkasim.protocol.messages.share_fetch import (
    AcknowledgementBatch,
    FetchPartition,
    FetchTopic,
    ForgottenTopic,
    ShareFetchRequest,
)
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.scenarios.share_groups import share_group_of

GROUP = "Share fetch"
ACCEPT, RELEASE, REJECT, GAP = 1, 2, 3, 0
WAIT_MS = 300  # a short long poll: the scenarios produce before they fetch


class ShareFetcher:
    """One member of a settled share group and its share session on partition leaders."""

    def __init__(self, k, members, topic, member: str = "member-a") -> None:
        self.k = k
        self.members = members
        self.topic = topic
        self.member = member
        self.epoch = 0

    @classmethod
    async def ready(cls, k, partitions: int = 1, member: str = "member-a"):
        """A group with one member holding every partition of a new topic, its session open."""
        members, [topic] = await share_group_of(k, partitions=partitions)
        await members.join(member, [topic.name], label=f"{member} joins")
        await members.settle(member)
        fetcher = cls(k, members, topic, member)
        await fetcher.open(topic.partitions)
        return fetcher

    async def open(self, partitions, label: str | None = None) -> None:
        """Open the share session and fetch (unrecorded) until the share partitions of
        `partitions` led by the first one's leader have read their state: until then a
        partition is left out of the answers, and its start offset (the log end) is not
        fixed. `label`: record the first answer that has them."""
        leader = self.topic.leader(partitions[0])
        local = {p for p in partitions if self.topic.leader(p) == leader}

        async def opened():
            response = await self.fetch(label="", record=False, partitions=tuple(partitions),
                                        wait_ms=500, epoch=None if self.epoch else 0)
            answered = {p.partition_index for t in response.responses for p in t.partitions}
            if local <= answered:
                if label:
                    self.k.observe(label, response)
                return True
            return False

        self.epoch = 0
        await self.k.wait_until(opened, "share partitions initialized", timeout=60)

    async def add_member(self, member: str) -> ShareFetcher:
        await self.members.join(member, [self.topic.name], label=f"{member} joins")
        await self.members.settle(self.member, member)
        other = ShareFetcher(self.k, self.members, self.topic, member)
        await other.open(self.topic.partitions)
        return other

    def request(self, *, epoch: int | None = None, acks=None, partitions=(0,),
                wait_ms: int = WAIT_MS, max_records: int = 500, member: str | None = None,
                group: str | None = None, topic_id: uuid.UUID | None = None, forgotten=()):
        acks = acks or {}
        return ShareFetchRequest(
            group_id=self.members.group if group is None else group,
            member_id=self.member if member is None else member,
            share_session_epoch=self.epoch if epoch is None else epoch, max_wait_ms=wait_ms,
            min_bytes=1, max_bytes=1 << 20, max_records=max_records, batch_size=500,
            topics=[FetchTopic(topic_id=topic_id or self.topic.topic_id, partitions=[
                FetchPartition(partition_index=p, acknowledgement_batches=[
                    AcknowledgementBatch(first_offset=f, last_offset=last,
                                         acknowledge_types=list(types))
                    for f, last, types in acks.get(p, [])])
                for p in sorted(set(partitions) | set(acks))])] if partitions or acks else [],
            forgotten_topics_data=[ForgottenTopic(topic_id=self.topic.topic_id,
                                                  partitions=list(forgotten))]
            if forgotten else [])

    async def fetch(self, *, label: str, partition: int = 0, record: bool = True, **options):
        """A ShareFetch to the leader of `partition`; the session epoch follows on success."""
        options.setdefault("partitions", (partition,))
        request = self.request(**options)
        response = await self.k.request(self.topic.leader(partition), request, 1)
        self._sort(response)
        if record:
            self.k.observe(label, response)
        explicit = options.get("epoch")
        if response.error_code == 0 and explicit is None:
            self.epoch = 1 if self.epoch <= 0 else self.epoch + 1
        return response

    async def acknowledge(self, acks: dict, *, label: str, epoch: int | None = None,
                          partition: int = 0):
        request = ShareAcknowledgeRequest(
            group_id=self.members.group, member_id=self.member,
            share_session_epoch=self.epoch if epoch is None else epoch,
            topics=[AcknowledgeTopic(topic_id=self.topic.topic_id, partitions=[
                AcknowledgePartition(partition_index=p, acknowledgement_batches=[
                    AckBatch(first_offset=f, last_offset=last, acknowledge_types=list(types))
                    for f, last, types in batches]) for p, batches in acks.items()])])
        response = await self.k.request(self.topic.leader(partition), request, 1)
        self.k.observe(label, response)
        if response.error_code == 0 and epoch is None:
            self.epoch += 1
        return response

    @staticmethod
    def _sort(response) -> None:
        for topic in response.responses:
            topic.partitions.sort(key=lambda p: p.partition_index)


def acked(first: int, last: int, kind: int):
    return (first, last, (kind,))


@scenario(GROUP, "a new share group starts at the log end")
async def starts_at_log_end(k):
    members, [topic] = await share_group_of(k)
    await k.produce(topic, 5)
    await members.join("member-a", [topic.name])
    await members.settle("member-a")
    fetcher = ShareFetcher(k, members, topic)
    await fetcher.open(topic.partitions,
                       label="the records before the group are not delivered")
    await k.produce(topic, 3)
    await fetcher.fetch(label="the records after it are")


@scenario(GROUP, "acquired records carry delivery count 1 and come in whole batches")
async def acquire_batches(k):
    fetcher = await ShareFetcher.ready(k)
    await k.produce(fetcher.topic, 6, batches=3)
    await fetcher.fetch(label="three batches of two")
    await fetcher.fetch(label="nothing more", wait_ms=50)


@scenario(GROUP, "MaxRecords stops at a batch boundary")
async def max_records(k):
    fetcher = await ShareFetcher.ready(k)
    await k.produce(fetcher.topic, 12, batches=4)
    await fetcher.fetch(label="max records 4: two batches", max_records=4)
    await fetcher.fetch(label="max records 1: one batch", max_records=1)
    await fetcher.fetch(label="the rest")


@scenario(GROUP, "ACCEPT piggybacked on ShareFetch ends the records")
async def accept_piggybacked(k):
    fetcher = await ShareFetcher.ready(k)
    await k.produce(fetcher.topic, 4)
    await fetcher.fetch(label="acquire")
    await fetcher.fetch(label="accept all", acks={0: [acked(0, 3, ACCEPT)]}, wait_ms=50)
    await k.produce(fetcher.topic, 2)
    await fetcher.fetch(label="only the new records")


@scenario(GROUP, "RELEASE makes records available again with a higher delivery count")
async def release(k):
    fetcher = await ShareFetcher.ready(k)
    await k.produce(fetcher.topic, 4)
    await fetcher.fetch(label="acquire")
    await fetcher.fetch(label="release two, accept two",
                        acks={0: [acked(0, 1, RELEASE), acked(2, 3, ACCEPT)]})
    await fetcher.fetch(label="release again", acks={0: [acked(0, 1, RELEASE)]})


@scenario(GROUP, "REJECT and GAP archive records")
async def reject_and_gap(k):
    fetcher = await ShareFetcher.ready(k)
    await k.produce(fetcher.topic, 4)
    await fetcher.fetch(label="acquire")
    await fetcher.fetch(label="reject two, gap one, release one",
                        acks={0: [acked(0, 1, REJECT), acked(2, 2, GAP), acked(3, 3, RELEASE)]})
    await fetcher.fetch(label="only the released one", wait_ms=50)


@scenario(GROUP, "one acknowledgement type per offset")
async def per_offset_types(k):
    fetcher = await ShareFetcher.ready(k)
    await k.produce(fetcher.topic, 5)
    await fetcher.fetch(label="acquire")
    await fetcher.fetch(label="accept, release, reject, release, accept",
                        acks={0: [(0, 4, (ACCEPT, RELEASE, REJECT, RELEASE, ACCEPT))]})


@scenario(GROUP, "records released up to the delivery count limit are archived")
async def delivery_count_limit(k):
    fetcher = await ShareFetcher.ready(k)
    await k.produce(fetcher.topic, 1)
    await fetcher.fetch(label="delivery 1")
    for delivery in range(2, 7):
        await fetcher.fetch(label=f"released, delivery {delivery}",
                            acks={0: [acked(0, 0, RELEASE)]}, wait_ms=100)


@scenario(GROUP, "ShareAcknowledge accepts, and refuses what the member does not hold")
async def share_acknowledge(k):
    fetcher = await ShareFetcher.ready(k)
    await k.produce(fetcher.topic, 6)
    await fetcher.fetch(label="acquire")
    await fetcher.acknowledge({0: [acked(0, 2, ACCEPT)]}, label="accept three")
    await fetcher.acknowledge({0: [acked(0, 0, ACCEPT)]}, label="accept one already accepted")
    await fetcher.acknowledge({0: [acked(3, 8, ACCEPT)]}, label="accept past the end")
    await fetcher.acknowledge({0: [acked(4, 4, RELEASE), acked(3, 3, ACCEPT)]},
                              label="batches out of order")
    await fetcher.acknowledge({0: [acked(3, 5, REJECT)]}, label="reject the rest")


@scenario(GROUP, "acknowledgement batches Kafka refuses as invalid")
async def invalid_acknowledgements(k):
    fetcher = await ShareFetcher.ready(k)
    await k.produce(fetcher.topic, 6)
    await fetcher.fetch(label="acquire")
    cases = {
        "first after last": [acked(3, 2, ACCEPT)],
        "overlapping": [acked(0, 2, ACCEPT), acked(2, 3, ACCEPT)],
        "types of the wrong length": [(0, 2, (ACCEPT, ACCEPT))],
        "unknown type 9": [acked(0, 0, 9)],
        "renew without IsRenewAck": [acked(0, 0, 4)],
    }
    for label, batches in cases.items():
        await fetcher.fetch(label=label, acks={0: batches}, wait_ms=0)


@scenario(GROUP, "share session epochs: not found, out of order, closed")
async def session_errors(k):
    fetcher = await ShareFetcher.ready(k)
    await fetcher.fetch(label="epoch 5 of a session at 1", epoch=5, wait_ms=0)
    await fetcher.fetch(label="an unknown member's epoch 1", epoch=1, member="nobody",
                        wait_ms=0)
    await fetcher.acknowledge({0: [acked(0, 0, ACCEPT)]}, label="ShareAcknowledge at epoch 0",
                              epoch=0)
    await fetcher.acknowledge({0: [acked(0, 0, ACCEPT)]}, label="ShareAcknowledge, no session",
                              epoch=2)
    await fetcher.fetch(label="close the session", epoch=-1, partitions=(), wait_ms=0)
    await fetcher.fetch(label="epoch 1 after the close", epoch=1, wait_ms=0)


@scenario(GROUP, "closing a share session releases the member's records")
async def close_releases(k):
    fetcher = await ShareFetcher.ready(k)
    other = await fetcher.add_member("member-b")
    await k.produce(fetcher.topic, 3)
    await fetcher.fetch(label="member-a acquires")
    await fetcher.fetch(label="member-a closes, accepting one", epoch=-1, partitions=(),
                        acks={0: [acked(0, 0, ACCEPT)]})
    await other.fetch(label="member-b gets the rest with delivery count 2")


@scenario(GROUP, "a new session of the same member keeps what it holds")
async def reopen_keeps_records(k):
    fetcher = await ShareFetcher.ready(k)
    other = await fetcher.add_member("member-b")
    await k.produce(fetcher.topic, 3)
    await fetcher.fetch(label="member-a acquires")
    fetcher.epoch = 0
    await fetcher.fetch(label="member-a opens a new session", wait_ms=50)
    await other.fetch(label="member-b gets nothing", wait_ms=50)
    await fetcher.acknowledge({0: [acked(0, 2, ACCEPT)]},
                              label="member-a still acknowledges them")


@scenario(GROUP, "two members share a partition's records")
async def members_share(k):
    fetcher = await ShareFetcher.ready(k)
    other = await fetcher.add_member("member-b")
    await k.produce(fetcher.topic, 4, batches=2)
    await fetcher.fetch(label="member-a takes a batch", max_records=1)
    await other.fetch(label="member-b takes the other")
    await other.acknowledge({0: [acked(0, 1, ACCEPT)]},
                            label="member-b cannot acknowledge member-a's records")


@scenario(GROUP, "a partition led elsewhere answers NOT_LEADER_OR_FOLLOWER with its leader")
async def not_leader(k):
    members, [topic] = await share_group_of(k, partitions=2)
    await members.join("member-a", [topic.name])
    await members.settle("member-a")
    fetcher = ShareFetcher(k, members, topic)
    elsewhere = topic.leader(1)
    response = await k.request(topic.leader(0), fetcher.request(partitions=(1,), wait_ms=0), 1)
    k.observe("partition 1 asked of partition 0's leader", response if topic.leader(0)
              != elsewhere else "same leader")


@scenario(GROUP, "ShareFetch with an empty member id is refused whole")
async def refused_whole(k):
    fetcher = await ShareFetcher.ready(k)
    await fetcher.fetch(label="empty member id", member="", epoch=0, wait_ms=0)


@scenario(GROUP, "a share partition of a group whose state was never initialized")
async def uninitialized_state(k):
    members, [topic] = await share_group_of(k)
    fetcher = ShareFetcher(k, members, topic)
    await fetcher.fetch(label="a group nobody joined", group=k.new_name("-none"), epoch=0,
                        wait_ms=2000)
    await fetcher.fetch(label="the empty group id", group="", epoch=0, member="member-z",
                        wait_ms=2000)


@scenario(GROUP, "forgotten partitions leave the session")
async def forgotten(k):
    fetcher = await ShareFetcher.ready(k, partitions=1)
    await k.produce(fetcher.topic, 2)
    await fetcher.fetch(label="forget partition 0, fetch nothing", partitions=(),
                        forgotten=(0,), wait_ms=50)
    await fetcher.fetch(label="add it back", partitions=(0,))


@scenario(GROUP, "a long poll is answered when records arrive")
async def long_poll(k):
    import asyncio

    fetcher = await ShareFetcher.ready(k)

    async def later():
        await asyncio.sleep(0.5)
        await k.produce(fetcher.topic, 2, settle=False)

    producing = asyncio.ensure_future(later())
    await fetcher.fetch(label="waits, then acquires", wait_ms=10_000)
    await producing


@scenario(GROUP, "an incremental fetch answers only partitions with news")
async def incremental_answers(k):
    fetcher = await ShareFetcher.ready(k, partitions=4)
    leader = fetcher.topic.leader(0)
    same = [p for p in fetcher.topic.partitions if fetcher.topic.leader(p) == leader]
    await fetcher.open(same, label="a session of the partitions one broker leads")
    await k.produce(fetcher.topic, 2, partition=0)
    await fetcher.fetch(label="only partition 0 has records", partitions=(), wait_ms=WAIT_MS)

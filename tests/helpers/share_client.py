"""A share-group member over raw KIP-932 requests (ShareGroupHeartbeat, ShareFetch,
ShareAcknowledge) on our own connection: a client whose every request a test chooses, for
checking share partitions' rules on kafkasim (tests/broker/share/) and the harness's broker time
(tests/harness/test_broker_time.py)."""

from __future__ import annotations

import asyncio
import time

from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic
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
    ShareFetchRequest,
)
from kafkasim.protocol.messages.share_group_heartbeat import ShareGroupHeartbeatRequest

WAIT = 20.0  # an upper bound for what should happen; never a timing assertion


class ShareClient:
    """One share-group member: its heartbeats, its share session with the partition leader."""

    def __init__(self, cluster, topic: str, group: str, member: str) -> None:
        self.cluster = cluster
        self.topic = topic
        self.group = group
        self.member = member
        self.epoch = 0
        self.leader: KafkaConnection | None = None
        self.topic_id = None

    async def join(self) -> None:
        """Join the group (creating it) and wait until partition 0 is assigned."""
        node = self.cluster.brokers[min(self.cluster.running)]
        bootstrap = await KafkaConnection.connect("127.0.0.1", node.port)
        try:
            deadline = time.monotonic() + WAIT
            metadata = await bootstrap.send(MetadataRequest(
                topics=[MetadataRequestTopic(name=self.topic)]), 12)
            self.topic_id = metadata.topics[0].topic_id
            leader_id = metadata.topics[0].partitions[0].leader_id
            self.leader = await KafkaConnection.connect(
                "127.0.0.1", self.cluster.brokers[leader_id].port)
            while True:
                found = (await bootstrap.send(FindCoordinatorRequest(
                    key_type=0, coordinator_keys=[self.group]), 6)).coordinators[0]
                if found.error_code == 0:
                    coordinator = await KafkaConnection.connect(found.host, found.port)
                    break
                assert time.monotonic() < deadline
                await asyncio.sleep(0.1)
            try:
                member_epoch, topics = 0, [self.topic]
                while True:
                    response = await coordinator.send(ShareGroupHeartbeatRequest(
                        group_id=self.group, member_id=self.member, member_epoch=member_epoch,
                        subscribed_topic_names=topics), 1)
                    if response.error_code == 0:
                        member_epoch, topics = response.member_epoch, None
                        if response.assignment and response.assignment.topic_partitions:
                            return
                    assert time.monotonic() < deadline, "never assigned"
                    await asyncio.sleep(0.1)
            finally:
                await coordinator.close()
        finally:
            await bootstrap.close()

    async def open(self) -> None:
        """Open the share session: fetch until the share partition has read its state (until
        then it is left out of answers, and its start offset, the log end, is not fixed). Each
        try opens a new session (epoch 0): once a session is open, its answers leave out a
        partition with nothing to say, and an initialized partition with no records has none
        (the share state's first reads and writes may wait out the persister's 1 s backoff)."""
        deadline = time.monotonic() + WAIT
        while True:
            response = await self.fetch(wait_ms=200, epoch=0)
            if response.error_code == 0 and response.responses:
                self.epoch = 1
                return
            assert time.monotonic() < deadline, "the share partition never initialized"

    async def fetch(self, acks=(), *, max_records=500, wait_ms=2000, epoch=None):
        """A ShareFetch of partition 0 carrying `acks` ((first, last, type), ...)."""
        request = ShareFetchRequest(
            group_id=self.group, member_id=self.member,
            share_session_epoch=self.epoch if epoch is None else epoch, max_wait_ms=wait_ms,
            min_bytes=1, max_bytes=1 << 20, max_records=max_records, batch_size=500,
            topics=[FetchTopic(topic_id=self.topic_id, partitions=[FetchPartition(
                partition_index=0, acknowledgement_batches=[
                    AcknowledgementBatch(first_offset=f, last_offset=last, acknowledge_types=[t])
                    for f, last, t in acks])])],
            forgotten_topics_data=[])
        response = await self.leader.send(request, 1)
        if response.error_code == 0 and epoch is None:
            self.epoch = 1 if self.epoch <= 0 else self.epoch + 1
        return response

    async def acknowledge(self, acks, *, epoch=None):
        response = await self.leader.send(ShareAcknowledgeRequest(
            group_id=self.group, member_id=self.member,
            share_session_epoch=self.epoch if epoch is None else epoch,
            topics=[AcknowledgeTopic(topic_id=self.topic_id, partitions=[AcknowledgePartition(
                partition_index=0, acknowledgement_batches=[
                    AckBatch(first_offset=f, last_offset=last, acknowledge_types=[t])
                    for f, last, t in acks])])]), 1)
        if response.error_code == 0 and epoch is None:
            self.epoch += 1
        return response

    async def close(self) -> None:
        if self.leader is not None:
            await self.leader.close()


def acquired(response) -> list[tuple[int, int, int]]:
    return [(r.first_offset, r.last_offset, r.delivery_count)
            for topic in response.responses for p in topic.partitions
            for r in p.acquired_records]

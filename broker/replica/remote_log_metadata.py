"""Remote log metadata shared by every replica through the `__remote_log_metadata` topic (Kafka's
TopicBasedRemoteLogMetadataManager).

Why a topic: every broker must see the same remote segments (a follower deletes its local
copy of a segment once the leader uploaded it, a new leader resumes uploading where the old one
stopped, a new follower rebuilds its epoch cache from a remote segment), in the same order,
durably, also when brokers run as separate processes (`kafkasim broker`). A per-process object
would break the last; the controller's metadata log would need a request Kafka does not have.
A replicated topic gives all of it through the brokers' existing produce and fetch paths, and
is what Kafka does, so a client listing topics sees the same internal topic as on Kafka.

- The topic is created on demand (forwarded CreateTopics) with
  `rlmm.config.remote.log.metadata.topic.num.partitions` (50) partitions and
  `...replication.factor` (3, capped by the live brokers), `retention.ms=-1`,
  `cleanup.policy=delete`, `remote.storage.enable=false`, as Kafka creates it.
- Events about a partition's segments go to one metadata partition (a hash of the topic id
  and partition), so they are read in the order written. `publish` produces with acks=all to
  that partition's leader and returns once this broker's own consumer has read the event
  back, as Kafka's manager waits for its consumer to catch up.
- Every broker consumes every metadata partition from its leader (Fetch as a consumer, one
  long-polling loop per leader broker) from offset 0, so a restarted broker rebuilds its cache,
  and replays each event into the cache (broker/storage/remote_metadata.py). `is_ready`
  says whether a metadata partition has been read up to where it ended when first seen, so
  that a new leader does not act on half of its partition's history. Where it ended is asked
  with ListOffsets latest, as Kafka's consumer asks its end offsets, not taken from a fetch
  answer's high watermark: a metadata partition's new leader (after a restart, say) answers
  fetches with a high watermark that may still be below events every replica acknowledged,
  while ListOffsets latest answers OFFSET_NOT_AVAILABLE until its high watermark reached the
  start of its epoch (broker/replica/offsets.py), and then covers every acknowledged event.
- Events are JSON (kafkasim's encoding of Kafka's RemoteLogSegmentMetadataRecord and
  RemoteLogSegmentMetadataUpdateRecord).
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
import zlib

from kafkasim.broker.controller.channel import ControllerUnavailableError
from kafkasim.broker.storage.remote import (
    RemoteLogSegmentMetadata,
    RemoteStorageError,
    decode_event,
    encode_event,
)
from kafkasim.broker.storage.remote_metadata import RemoteLogMetadataCache
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_topics import (
    CreatableTopic,
    CreatableTopicConfig,
    CreateTopicsRequest,
)
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from kafkasim.protocol.messages.list_offsets import (
    ListOffsetsPartition,
    ListOffsetsRequest,
    ListOffsetsTopic,
)
from kafkasim.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kafkasim.protocol.records import build_batch, iter_batches, iter_records

log = logging.getLogger("kafkasim.remote_log_metadata")

METADATA_TOPIC = "__remote_log_metadata"
FETCH_VERSION = 12
LIST_OFFSETS_VERSION = 7
PRODUCE_VERSION = 9
CREATE_TOPICS_VERSION = 5
FETCH_MAX_WAIT_MS = 500
RETRY_BACKOFF = 0.1
PUBLISH_TIMEOUT = 30.0


class TopicBasedRemoteLogMetadataManager:
    """The broker's view of remote segments, kept in step through `__remote_log_metadata`."""

    def __init__(self, broker) -> None:
        self.broker = broker
        self.cache = RemoteLogMetadataCache()
        self._positions: dict[int, int] = {}  # metadata partition -> next offset to read
        self._ready_at: dict[int, int] = {}  # metadata partition -> its end when first read
        self._progress = asyncio.Event()
        self._consumers: dict[int, asyncio.Task] = {}
        self._producers: dict[int, KafkaConnection] = {}
        self._task: asyncio.Task | None = None
        self._creation: asyncio.Task | None = None

    # --- lifecycle ---------------------------------------------------------------------

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(),
                                                                name="remote-log-metadata")

    async def stop(self) -> None:
        tasks = [task for task in (self._task, self._creation, *self._consumers.values())
                 if task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._task = self._creation = None
        self._consumers.clear()
        for connection in self._producers.values():
            await connection.close()
        self._producers.clear()

    # --- partitioning ------------------------------------------------------------------

    @property
    def partition_count(self) -> int:
        topic = self.broker.metadata.topics.get(METADATA_TOPIC)
        if topic is not None and topic.partitions:
            return len(topic.partitions)
        return self.broker.config.get_int("rlmm.config.remote.log.metadata.topic.num.partitions")

    def metadata_partition(self, topic_id: uuid.UUID, partition: int) -> int:
        """The metadata partition that holds the events of (topic id, partition)."""
        key = topic_id.bytes + partition.to_bytes(4, "big", signed=True)
        return zlib.crc32(key) % self.partition_count

    def is_ready(self, topic_id: uuid.UUID, partition: int) -> bool:
        """Whether this broker has read the partition's metadata up to where it ended when it
        was first read (Kafka's RLMM initializes a partition once its consumer caught up)."""
        if METADATA_TOPIC not in self.broker.metadata.topics:
            return False
        metadata_partition = self.metadata_partition(topic_id, partition)
        ready_at = self._ready_at.get(metadata_partition)
        return ready_at is not None and self._positions.get(metadata_partition, 0) >= ready_at

    @property
    def progress(self) -> asyncio.Event:
        """An event set at the next progress of the metadata read (events applied, or an end
        offset learnt); a new one after each."""
        return self._progress

    # --- publishing --------------------------------------------------------------------

    async def add_segment(self, metadata: RemoteLogSegmentMetadata) -> None:
        """Publish a new segment (COPY_SEGMENT_STARTED)."""
        await self._publish(metadata.to_record(), *metadata.topic_partition)

    async def update_segment(self, metadata: RemoteLogSegmentMetadata) -> None:
        """Publish a segment's new state."""
        await self._publish(metadata.update_record(), *metadata.topic_partition)

    async def _publish(self, record: dict, topic_id: uuid.UUID, partition: int) -> None:
        """Produce one event (acks=all) and wait until this broker's consumer has applied it;
        RemoteStorageError when that does not happen within 30 s."""
        deadline = time.monotonic() + PUBLISH_TIMEOUT
        metadata_partition = self.metadata_partition(topic_id, partition)
        batch = build_batch([(None, encode_event(record), [], None)])
        while True:
            if time.monotonic() > deadline:
                raise RemoteStorageError(f"could not publish remote log metadata to "
                                         f"{METADATA_TOPIC}-{metadata_partition}")
            self._ensure_topic()
            offset = await self._produce(metadata_partition, batch)
            if offset is not None:
                break
            await asyncio.sleep(RETRY_BACKOFF)
        while self._positions.get(metadata_partition, 0) <= offset:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise RemoteStorageError(f"remote log metadata at {METADATA_TOPIC}-"
                                         f"{metadata_partition} offset {offset} was not read back")
            event = self._progress
            try:
                async with asyncio.timeout(remaining):  # not wait_for: see broker/replica/fetch.py
                    await event.wait()
            except TimeoutError:
                pass

    async def _produce(self, metadata_partition: int, batch: bytes) -> int | None:
        """The offset of the appended batch, or None to retry (no leader, an error)."""
        leader = self._leader(metadata_partition)
        if leader is None:
            return None
        try:
            connection = await self._producer_connection(leader)
            request = ProduceRequest(acks=-1, timeout_ms=10_000, topic_data=[TopicProduceData(
                name=METADATA_TOPIC, partition_data=[
                    PartitionProduceData(index=metadata_partition, records=batch)])])
            response = await connection.send(request, PRODUCE_VERSION)
        except (OSError, ConnectionError, TimeoutError) as error:
            log.debug("broker %d: publishing remote log metadata: %s", self.broker.node_id, error)
            self._drop_producer(leader)
            return None
        answer = response.responses[0].partition_responses[0]
        if answer.error_code != ErrorCode.NONE:
            log.debug("broker %d: publishing remote log metadata: %s", self.broker.node_id,
                      ErrorCode(answer.error_code).name)
            return None
        return answer.base_offset

    async def _producer_connection(self, broker_id: int) -> KafkaConnection:
        connection = self._producers.get(broker_id)
        if connection is not None and not connection.closed:
            return connection
        info = self.broker.metadata.brokers[broker_id]
        connection = await KafkaConnection.connect(
            info.host, info.port, client_id=f"broker-{self.broker.node_id}-rlmm-producer",
            timeout=2.0)
        self._producers[broker_id] = connection
        return connection

    def _drop_producer(self, broker_id: int) -> None:
        connection = self._producers.pop(broker_id, None)
        if connection is not None:
            asyncio.get_running_loop().create_task(connection.close())

    # --- consuming ---------------------------------------------------------------------

    def _leader(self, metadata_partition: int) -> int | None:
        metadata = self.broker.metadata
        info = metadata.partition(METADATA_TOPIC, metadata_partition)
        if info is None or info.leader < 0 or not metadata.is_alive(info.leader) \
                or info.leader not in metadata.brokers:
            return None
        return info.leader

    async def _run(self) -> None:
        """Create the topic when missing, and keep one consumer loop per leader broker."""
        while True:
            topic = self.broker.metadata.topics.get(METADATA_TOPIC)
            if topic is None:
                self._ensure_topic()
            else:
                for index in topic.partitions:
                    leader = self._leader(index)
                    if leader is None:
                        continue
                    task = self._consumers.get(leader)
                    if task is None or task.done():
                        self._consumers[leader] = asyncio.get_running_loop().create_task(
                            self._consume_from(leader), name=f"rlmm-consumer-{leader}")
            await asyncio.sleep(RETRY_BACKOFF)

    async def _consume_from(self, leader: int) -> None:
        """Fetch, from `leader`, every metadata partition it leads, until it leads none."""
        connection: KafkaConnection | None = None
        try:
            while True:
                topic = self.broker.metadata.topics.get(METADATA_TOPIC)
                partitions = [index for index in (topic.partitions if topic else ())
                              if self._leader(index) == leader]
                if not partitions:
                    return
                try:
                    if connection is None or connection.closed:
                        info = self.broker.metadata.brokers[leader]
                        connection = await KafkaConnection.connect(
                            info.host, info.port, timeout=2.0,
                            client_id=f"broker-{self.broker.node_id}-rlmm-consumer")
                    request = FetchRequest(
                        replica_id=-1, max_wait_ms=FETCH_MAX_WAIT_MS, min_bytes=1,
                        max_bytes=8 << 20, isolation_level=0, session_id=0, session_epoch=-1,
                        topics=[FetchTopic(topic=METADATA_TOPIC, partitions=[
                            FetchPartition(partition=index,
                                           fetch_offset=self._positions.get(index, 0),
                                           partition_max_bytes=1 << 20)
                            for index in partitions])])
                    # Not wait_for, which on 3.11 can swallow the cancellation that stops
                    # this loop (see broker/replica/fetch.py): the broker's stop then hung.
                    async with asyncio.timeout(FETCH_MAX_WAIT_MS / 1000 + 30):
                        unknown_ends = [index for index in partitions
                                        if index not in self._ready_at]
                        if unknown_ends:
                            self._apply_end_offsets(await connection.send(
                                self._end_offsets_request(unknown_ends), LIST_OFFSETS_VERSION))
                        response = await connection.send(request, FETCH_VERSION)
                except (OSError, ConnectionError, TimeoutError, KeyError) as error:
                    log.debug("broker %d: reading %s from %d: %s", self.broker.node_id,
                              METADATA_TOPIC, leader, error)
                    if connection is not None:
                        await connection.close()
                    connection = None
                    await asyncio.sleep(RETRY_BACKOFF)
                    continue
                if not self._apply(response):
                    await asyncio.sleep(RETRY_BACKOFF)
        finally:
            if connection is not None:
                await connection.close()

    def _apply(self, response) -> bool:
        """Replay the events of one fetch (no awaits); False when a partition failed."""
        healthy = response.error_code == ErrorCode.NONE
        progressed = False
        for topic in response.responses:
            for data in topic.partitions:
                index = data.partition_index
                error = data.error_code
                if error == ErrorCode.OFFSET_OUT_OF_RANGE:
                    self._positions[index] = 0
                    healthy = False
                    continue
                if error != ErrorCode.NONE:
                    healthy = False
                    continue
                position = self._positions.get(index, 0)
                if data.records:
                    for header, batch in iter_batches(data.records):
                        for record in iter_records(batch):
                            offset = record.offset(header)
                            if offset < position:
                                continue
                            try:
                                self.cache.apply_event(decode_event(record.value))
                            except (ValueError, KeyError, TypeError) as bad:
                                log.warning("broker %d: skipping a malformed %s event at %d-%d: "
                                            "%s", self.broker.node_id, METADATA_TOPIC, index,
                                            offset, bad)
                            position = offset + 1
                if position != self._positions.get(index, 0):
                    self._positions[index] = position
                    progressed = True
        if progressed:
            self._progress.set()
            self._progress = asyncio.Event()
        return healthy

    @staticmethod
    def _end_offsets_request(partitions: list[int]) -> ListOffsetsRequest:
        """ListOffsets latest for `partitions`, as a consumer reading uncommitted."""
        return ListOffsetsRequest(replica_id=-1, isolation_level=0, topics=[ListOffsetsTopic(
            name=METADATA_TOPIC, partitions=[ListOffsetsPartition(partition_index=index,
                                                                  timestamp=-1)
                                             for index in partitions])])

    def _apply_end_offsets(self, response) -> None:
        """Record where each answered metadata partition ends (its readiness mark); one
        answered with an error (OFFSET_NOT_AVAILABLE from a leader whose high watermark has not
        caught up yet) is asked again with the next fetch."""
        for topic in response.topics:
            for answer in topic.partitions:
                if answer.error_code == ErrorCode.NONE and answer.offset >= 0:
                    self._ready_at[answer.partition_index] = answer.offset
        self._progress.set()
        self._progress = asyncio.Event()

    # --- the topic ---------------------------------------------------------------------

    def _ensure_topic(self) -> None:
        """Ask the controller to create the topic when this broker does not know it."""
        metadata = self.broker.metadata
        if METADATA_TOPIC in metadata.topics or not metadata.is_alive(self.broker.node_id):
            return  # known, or this broker is not serving yet (not registered and unfenced)
        channel = getattr(self.broker, "controller_channel", None)
        if channel is None or (self._creation is not None and not self._creation.done()):
            return
        self._creation = asyncio.get_running_loop().create_task(self._create(channel))

    def creation_request(self) -> CreateTopicsRequest:
        config = self.broker.config
        live = max(len(self.broker.metadata.live_brokers()), 1)
        replication_factor = min(
            config.get_int("rlmm.config.remote.log.metadata.topic.replication.factor"), live)
        configs = {"retention.ms": "-1", "cleanup.policy": "delete",
                   "remote.storage.enable": "false"}
        return CreateTopicsRequest(timeout_ms=5000, topics=[CreatableTopic(
            name=METADATA_TOPIC,
            num_partitions=config.get_int("rlmm.config.remote.log.metadata.topic.num.partitions"),
            replication_factor=replication_factor,
            configs=[CreatableTopicConfig(name=name, value=value)
                     for name, value in configs.items()])])

    async def _create(self, channel) -> None:
        try:
            # wait point: the controller creates the topic (forwarded CreateTopics)
            response = await channel.forward(self.creation_request(), CREATE_TOPICS_VERSION)
        except ControllerUnavailableError as error:
            log.warning("creating %s failed: %s", METADATA_TOPIC, error)
            await asyncio.sleep(RETRY_BACKOFF)
            return
        for topic in response.topics:
            if topic.error_code not in (ErrorCode.NONE, ErrorCode.TOPIC_ALREADY_EXISTS):
                log.warning("creating %s failed: %s %s", METADATA_TOPIC,
                            ErrorCode(topic.error_code).name, topic.error_message)
                await asyncio.sleep(1.0)

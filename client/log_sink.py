"""Publishing fetch logs to a kafkasim topic, where Spark's Kafka source reads them.

`TopicLogSink` is a fetch-log sink (it has `write(record)`, like `FetchLogWriter`): each
record becomes one message whose value is the record's JSON line (without the newline) and
whose key is the consumer's client id, so one consumer's lines stay in order in one
partition. Lines are batched by the producer (`linger_ms`); `close()` flushes. A sink
publishes through its own producer connection and never fetches, so it adds nothing to the
fetch logs it carries.
"""

from __future__ import annotations

import asyncio

from kafkasim.client.fetch_log import FetchLogRecord, to_json_line
from kafkasim.client.producer import Producer, default_partition
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.create_topics import CreatableTopic, CreateTopicsRequest


async def create_topic(cluster, name: str, partitions: int, replication_factor: int) -> None:
    """CreateTopics through any broker; an existing topic is fine."""
    node = await cluster.any_node()
    answer = await node.connection.send(CreateTopicsRequest(
        topics=[CreatableTopic(name=name, num_partitions=partitions,
                               replication_factor=replication_factor)],
        timeout_ms=10_000), node.version(CreateTopicsRequest, 7, 2))
    code = answer.topics[0].error_code
    if code not in (0, ErrorCode.TOPIC_ALREADY_EXISTS):
        raise KafkaError(code, f"CreateTopics {name}")


class TopicLogSink:
    """A fetch-log sink that produces each line to `topic` (see the module docstring)."""

    def __init__(self, bootstrap: str | list[str], topic: str, *, client_id: str = "fetch-log",
                 create: bool = True, partitions: int = 3, replication_factor: int = -1,
                 linger_ms: int = 100) -> None:
        self.topic = topic
        self.producer = Producer(bootstrap, client_id=client_id, acks=-1, linger_ms=linger_ms)
        self.create = create
        self.partitions = partitions
        self.replication_factor = replication_factor
        self._count = 0
        self.written = 0
        self.failed = 0

    async def start(self) -> None:
        await self.producer.start()
        if self.create:
            await create_topic(self.producer.cluster, self.topic, self.partitions,
                               self.replication_factor)
        self._count = await self.producer.partition_count(self.topic)

    def write(self, record: FetchLogRecord) -> None:
        key = record.client_id.encode()
        future = self.producer.send_nowait(self.topic, to_json_line(record)[:-1].encode(),
                                           key=key,
                                           partition=default_partition(key, self._count))
        future.add_done_callback(self._done)

    def _done(self, future: asyncio.Future) -> None:
        if future.cancelled() or future.exception() is not None:
            self.failed += 1
        else:
            self.written += 1

    async def flush(self) -> None:
        await self.producer.flush()

    async def close(self) -> None:
        await self.producer.close()

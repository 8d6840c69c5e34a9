"""A capture server: just enough of a Kafka broker to record what real clients send.

It listens on 127.0.0.1 (ephemeral port), answers ApiVersions, Metadata, Produce,
InitProducerId, FindCoordinator (always "not available"), ListOffsets and Fetch (always
empty) with the generated codecs, and keeps every request frame it receives, byte for byte,
in ``frames``. Tests then check that our codec decodes those frames exactly.

Two ways to run it::

    async with CaptureServer() as server:          # inside an asyncio test
        ...

    with CaptureServer().running_in_thread() as server:   # for blocking clients
        KafkaProducer(bootstrap_servers=server.bootstrap)

It is a test fixture, not a broker: one node, every topic auto-created with
``partitions_per_topic`` partitions, produced batches kept but never served back.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import uuid
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.framing import (
    UnsupportedRequestError,
    decode_request,
    encode_response,
)
from kafkasim.protocol.messages import REQUESTS
from kafkasim.protocol.messages.api_versions import ApiVersion, ApiVersionsResponse
from kafkasim.protocol.messages.fetch import FetchableTopicResponse, FetchResponse, PartitionData
from kafkasim.protocol.messages.find_coordinator import Coordinator, FindCoordinatorResponse
from kafkasim.protocol.messages.init_producer_id import InitProducerIdResponse
from kafkasim.protocol.messages.list_offsets import (
    ListOffsetsPartitionResponse,
    ListOffsetsResponse,
    ListOffsetsTopicResponse,
)
from kafkasim.protocol.messages.metadata import (
    MetadataResponse,
    MetadataResponseBroker,
    MetadataResponsePartition,
    MetadataResponseTopic,
)
from kafkasim.protocol.messages.produce import (
    PartitionProduceResponse,
    ProduceResponse,
    TopicProduceResponse,
)
from kafkasim.protocol.records import iter_batches
from kafkasim.protocol.streams import FrameProtocol

PRODUCE, FETCH, LIST_OFFSETS, METADATA = 0, 1, 2, 3
FIND_COORDINATOR, API_VERSIONS, INIT_PRODUCER_ID = 10, 18, 22
NODE_ID = 0
CLUSTER_ID = "kafkasim-capture"
# ListOffsets timestamps with a meaning of their own (Kafka's OffsetSpec).
LATEST_TIMESTAMP, EARLIEST_TIMESTAMP = -1, -2
TOPIC_ID_NAMESPACE = uuid.UUID("6ba7b811-9dad-11d1-80b4-00c04fd430c8")


@dataclass
class CapturedFrame:
    """One request frame as received (without its size prefix), and who sent it."""

    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None
    frame: bytes
    connection: int


class CaptureServer:
    """A single-node Kafka stand-in that records every request frame it receives."""

    def __init__(self, partitions_per_topic: int = 1, max_fetch_wait_ms: int = 50) -> None:
        self.partitions_per_topic = partitions_per_topic
        # Empty fetches are answered after at most this long so idle consumers do not spin.
        self.max_fetch_wait_ms = max_fetch_wait_ms
        self.frames: list[CapturedFrame] = []
        # Exceptions raised while answering (a codec bug shows up here, not in a client log).
        self.errors: list[Exception] = []
        self.topics: dict[str, uuid.UUID] = {}
        self.produced: dict[tuple[str, int], list[bytes]] = defaultdict(list)
        self.log_end_offsets: dict[tuple[str, int], int] = defaultdict(int)
        self.host = "127.0.0.1"
        self.port = 0
        self._server: asyncio.AbstractServer | None = None
        self._connections = 0
        self._handlers: set[asyncio.Task] = set()

    @property
    def bootstrap(self) -> str:
        """``host:port`` for a client's bootstrap servers setting."""
        return f"{self.host}:{self.port}"

    # -- lifecycle --------------------------------------------------------------------------

    async def start(self) -> CaptureServer:
        """Start listening on an ephemeral port of 127.0.0.1."""
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(
            lambda: FrameProtocol(on_connected=lambda stream: loop.create_task(self._serve(stream))),
            self.host, 0,
        )
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def stop(self) -> None:
        """Stop listening and close every client connection."""
        if self._server is not None:
            self._server.close()
            for task in list(self._handlers):
                task.cancel()
            await asyncio.gather(*self._handlers, return_exceptions=True)
            await self._server.wait_closed()
            self._server = None

    async def __aenter__(self) -> CaptureServer:
        return await self.start()

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    @contextlib.contextmanager
    def running_in_thread(self) -> Iterator[CaptureServer]:
        """Run the server on its own event loop in a thread, for blocking clients."""
        loop = asyncio.new_event_loop()
        started = threading.Event()

        def run() -> None:
            asyncio.set_event_loop(loop)
            loop.run_until_complete(self.start())
            started.set()
            loop.run_forever()

        thread = threading.Thread(target=run, name="capture-server", daemon=True)
        thread.start()
        if not started.wait(10):
            raise RuntimeError("capture server did not start")
        try:
            yield self
        finally:
            asyncio.run_coroutine_threadsafe(self.stop(), loop).result(10)
            loop.call_soon_threadsafe(loop.stop)
            thread.join(10)
            loop.close()

    # -- what was captured ------------------------------------------------------------------

    def captured(self, api_key: int) -> list[CapturedFrame]:
        """The frames received for one API key, in arrival order."""
        return [frame for frame in self.frames if frame.api_key == api_key]

    def topic_id(self, name: str) -> uuid.UUID:
        """The topic id the server gives a topic name (stable, derived from the name)."""
        return self.topics.setdefault(name, uuid.uuid5(TOPIC_ID_NAMESPACE, name))

    # -- connection loop --------------------------------------------------------------------

    async def _serve(self, stream: FrameProtocol) -> None:
        task = asyncio.current_task()
        self._handlers.add(task)
        self._connections += 1
        connection = self._connections
        try:
            while (frame := await stream.read_frame()) is not None:
                response, wait_ms = self._handle(frame, connection)
                if wait_ms > 0:
                    await asyncio.sleep(wait_ms / 1000)
                if response is not None:
                    stream.writelines(response)
                    await stream.drain()
        except (ConnectionError, asyncio.CancelledError):
            pass
        except Exception as error:  # noqa: BLE001 - kept for the test to assert on
            self.errors.append(error)
        finally:
            self._handlers.discard(task)
            stream.close()

    def _handle(self, frame: bytes, connection: int) -> tuple[list | None, int]:
        """Record a frame and answer it; return (response chunks or None, delay in ms)."""
        try:
            header, request = decode_request(frame)
        except UnsupportedRequestError as error:
            self.frames.append(
                CapturedFrame(
                    error.api_key, error.api_version, error.correlation_id, None, frame, connection
                )
            )
            if error.api_key == API_VERSIONS:
                # Kafka answers a too-new ApiVersions request with a v0 error response.
                body = ApiVersionsResponse(
                    error_code=ErrorCode.UNSUPPORTED_VERSION, api_keys=self._api_versions()
                )
                return encode_response(API_VERSIONS, 0, error.correlation_id, body), 0
            raise
        key, version = header.request_api_key, header.request_api_version
        self.frames.append(
            CapturedFrame(key, version, header.correlation_id, header.client_id, frame, connection)
        )
        handler = self._HANDLERS.get(key)
        if handler is None:
            raise ConnectionError(f"capture server does not answer API key {key}")
        body = handler(self, request, version)
        # An empty fetch waits (briefly) as a long poll would, so idle consumers do not spin.
        wait_ms = min(request.max_wait_ms, self.max_fetch_wait_ms) if key == FETCH else 0
        if body is None:
            return None, wait_ms
        return encode_response(key, version, header.correlation_id, body), wait_ms

    # -- API handlers -----------------------------------------------------------------------

    def _api_versions(self) -> list:
        return [
            ApiVersion(
                api_key=key,
                min_version=REQUESTS[key].MIN_VERSION,
                max_version=REQUESTS[key].MAX_VERSION,
            )
            for key in sorted(self._HANDLERS)
        ]

    def _on_api_versions(self, request: Any, version: int) -> Any:
        return ApiVersionsResponse(api_keys=self._api_versions())

    def _on_metadata(self, request: Any, version: int) -> Any:
        if request.topics is None:
            names = sorted(self.topics)
        else:
            by_id = {topic_id: name for name, topic_id in self.topics.items()}
            names = [
                topic.name if topic.name is not None else by_id.get(topic.topic_id)
                for topic in request.topics
            ]
        topics = [
            MetadataResponseTopic(
                name=name,
                topic_id=self.topic_id(name),
                partitions=[
                    MetadataResponsePartition(
                        partition_index=index,
                        leader_id=NODE_ID,
                        leader_epoch=0,
                        replica_nodes=[NODE_ID],
                        isr_nodes=[NODE_ID],
                    )
                    for index in range(self.partitions_per_topic)
                ],
            )
            for name in names
            if name is not None
        ]
        broker = MetadataResponseBroker(node_id=NODE_ID, host=self.host, port=self.port)
        return MetadataResponse(
            brokers=[broker], cluster_id=CLUSTER_ID, controller_id=NODE_ID, topics=topics
        )

    def _on_produce(self, request: Any, version: int) -> Any:
        responses = []
        for topic in request.topic_data:
            partitions = []
            for partition in topic.partition_data:
                key = (topic.name, partition.index)
                base_offset = self.log_end_offsets[key]
                if partition.records is not None:
                    for header, batch in iter_batches(partition.records):
                        self.produced[key].append(bytes(batch))
                        self.log_end_offsets[key] += header.last_offset_delta + 1
                partitions.append(
                    PartitionProduceResponse(
                        index=partition.index, base_offset=base_offset, log_start_offset=0
                    )
                )
            responses.append(TopicProduceResponse(name=topic.name, partition_responses=partitions))
        if request.acks == 0:
            return None  # acks=0: the producer expects no response at all
        return ProduceResponse(responses=responses)

    def _on_init_producer_id(self, request: Any, version: int) -> Any:
        return InitProducerIdResponse(producer_id=1000, producer_epoch=0)

    def _on_find_coordinator(self, request: Any, version: int) -> Any:
        # Consumers here never join a group; saying "not available" keeps them from trying.
        error = ErrorCode.COORDINATOR_NOT_AVAILABLE
        if version < 4:
            return FindCoordinatorResponse(error_code=error, node_id=-1)
        return FindCoordinatorResponse(
            coordinators=[
                Coordinator(key=key, node_id=-1, error_code=error)
                for key in request.coordinator_keys
            ]
        )

    def _on_list_offsets(self, request: Any, version: int) -> Any:
        topics = []
        for topic in request.topics:
            partitions = []
            for partition in topic.partitions:
                end = self.log_end_offsets[(topic.name, partition.partition_index)]
                offset = end if partition.timestamp == LATEST_TIMESTAMP else 0
                partitions.append(ListOffsetsPartitionResponse(
                    partition_index=partition.partition_index, offset=offset))
            topics.append(ListOffsetsTopicResponse(name=topic.name, partitions=partitions))
        return ListOffsetsResponse(topics=topics)

    def _on_fetch(self, request: Any, version: int) -> Any:
        by_id = {topic_id: name for name, topic_id in self.topics.items()}
        responses = []
        for topic in request.topics:
            name = topic.topic if version < 13 else by_id.get(topic.topic_id, "")
            partitions = [
                PartitionData(
                    partition_index=partition.partition,
                    high_watermark=self.log_end_offsets[(name, partition.partition)],
                    last_stable_offset=self.log_end_offsets[(name, partition.partition)],
                    log_start_offset=0,
                    records=b"",
                )
                for partition in topic.partitions
            ]
            responses.append(
                FetchableTopicResponse(
                    topic=topic.topic, topic_id=topic.topic_id, partitions=partitions
                )
            )
        return FetchResponse(session_id=0, responses=responses)

    _HANDLERS = {
        API_VERSIONS: _on_api_versions,
        METADATA: _on_metadata,
        PRODUCE: _on_produce,
        INIT_PRODUCER_ID: _on_init_producer_id,
        FIND_COORDINATOR: _on_find_coordinator,
        LIST_OFFSETS: _on_list_offsets,
        FETCH: _on_fetch,
    }

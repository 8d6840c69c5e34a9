"""What a client knows of the cluster: brokers (with racks), topics, partition leaders and their
epochs, and one connection per broker with the API versions it offers.

Shared by the consumer and the producer. Metadata comes from Metadata requests and, without a
round trip, from KIP-951 hints: `apply_leader_hint` takes a CurrentLeader (leader id and epoch)
and `apply_endpoints` the NodeEndpoints of a Fetch or Produce error answer, as Kafka's
`Metadata.updatePartitionLeadership` does: a hint only wins when its epoch is newer.
"""

from __future__ import annotations

import asyncio
import uuid
from dataclasses import dataclass, field

from kafkasim.protocol.connection import ConnectionClosedError, KafkaConnection
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic

CLIENT_SOFTWARE_NAME = "kafkasim-client"
CLIENT_SOFTWARE_VERSION = "0.1.0"
METADATA_VERSION = 12  # topic ids in the answer (v10+), no deprecated fields
ZERO_UUID = uuid.UUID(int=0)


@dataclass(slots=True)
class BrokerInfo:
    node_id: int
    host: str
    port: int
    rack: str | None

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"


@dataclass(slots=True)
class PartitionInfo:
    leader: int
    leader_epoch: int
    replicas: list[int]
    isr: list[int]


@dataclass(slots=True)
class TopicInfo:
    name: str
    topic_id: uuid.UUID
    partitions: dict[int, PartitionInfo] = field(default_factory=dict)


@dataclass(slots=True)
class NodeConnection:
    """A connection to one broker and the highest version of each API the broker serves."""

    connection: KafkaConnection
    versions: dict[int, tuple[int, int]]

    def version(self, message_class, preferred: int, minimum: int = 0) -> int:
        """The version to send `message_class` at: `preferred`, or lower if the broker's
        maximum is lower; KafkaError(UNSUPPORTED_VERSION) when the ranges do not meet."""
        low, high = self.versions.get(message_class.API_KEY, (0, -1))
        chosen = min(preferred, high, message_class.MAX_VERSION)
        if chosen < max(low, minimum):
            raise KafkaError(ErrorCode.UNSUPPORTED_VERSION,
                             f"{message_class.__name__}: broker serves {low}-{high}, "
                             f"this client needs {minimum}-{preferred}")
        return chosen


def parse_bootstrap(bootstrap: str | list[str]) -> list[tuple[str, int]]:
    items = bootstrap.split(",") if isinstance(bootstrap, str) else list(bootstrap)
    addresses = []
    for item in items:
        host, _, port = item.strip().rpartition(":")
        addresses.append((host or "127.0.0.1", int(port)))
    return addresses


class ClusterClient:
    """Connections by node id and the metadata cache. One per consumer or producer."""

    def __init__(self, bootstrap: str | list[str], client_id: str, *,
                 request_timeout: float = 30.0, connect_timeout: float = 5.0) -> None:
        self.bootstrap = parse_bootstrap(bootstrap)
        self.client_id = client_id
        self.request_timeout = request_timeout
        self.connect_timeout = connect_timeout
        self.brokers: dict[int, BrokerInfo] = {}
        self.topics: dict[str, TopicInfo] = {}
        self.topic_names: dict[uuid.UUID, str] = {}
        self.cluster_id: str | None = None
        self._connections: dict[int, NodeConnection] = {}
        self._connecting: dict[int, asyncio.Task] = {}
        self._bootstrap_connection: NodeConnection | None = None
        self.metadata_requests = 0
        # Something its owner saw says the metadata is out of date (Kafka's
        # Metadata.requestUpdate); the consumer's control loop refreshes and clears it.
        self.update_requested = True

    # --- connections ---------------------------------------------------------------------

    async def _open(self, host: str, port: int) -> NodeConnection:
        connection = await KafkaConnection.connect(host, port, client_id=self.client_id,
                                                   timeout=self.connect_timeout)
        try:
            answer = await asyncio.wait_for(connection.send(ApiVersionsRequest(
                client_software_name=CLIENT_SOFTWARE_NAME,
                client_software_version=CLIENT_SOFTWARE_VERSION), 3), self.connect_timeout)
            if answer.error_code == ErrorCode.UNSUPPORTED_VERSION:  # an older broker: v0 then
                answer = await connection.send(ApiVersionsRequest(), 0)
            if answer.error_code:
                raise KafkaError(answer.error_code, "ApiVersions")
        except BaseException:
            await connection.close()
            raise
        versions = {key.api_key: (key.min_version, key.max_version) for key in answer.api_keys}
        return NodeConnection(connection, versions)

    async def node(self, node_id: int) -> NodeConnection:
        """The open connection to broker `node_id`, connecting first when needed."""
        existing = self._connections.get(node_id)
        if existing is not None and not existing.connection.closed:
            return existing
        pending = self._connecting.get(node_id)
        if pending is None:
            broker = self.brokers.get(node_id)
            if broker is None:
                raise KafkaError(ErrorCode.LEADER_NOT_AVAILABLE, f"unknown broker {node_id}")
            pending = asyncio.ensure_future(self._open(broker.host, broker.port))
            self._connecting[node_id] = pending
            pending.add_done_callback(lambda _: self._connecting.pop(node_id, None))
        opened = await asyncio.shield(pending)
        self._connections[node_id] = opened
        return opened

    async def any_node(self) -> NodeConnection:
        """A connection to some broker: a known one, else a bootstrap address."""
        for node_id in list(self.brokers):
            try:
                return await self.node(node_id)
            except (OSError, ConnectionError, TimeoutError):
                continue
        if self._bootstrap_connection is not None and not self._bootstrap_connection.connection.closed:
            return self._bootstrap_connection
        error: BaseException | None = None
        for host, port in self.bootstrap:
            try:
                self._bootstrap_connection = await self._open(host, port)
                return self._bootstrap_connection
            except (OSError, ConnectionError, TimeoutError) as failure:
                error = failure
        raise ConnectionError(f"no broker reachable at {self.bootstrap}: {error}")

    def drop(self, node_id: int) -> None:
        """Forget a failed connection; the next `node` call reconnects."""
        self._connections.pop(node_id, None)

    async def close(self) -> None:
        for task in list(self._connecting.values()):
            task.cancel()
        connections = [c.connection for c in self._connections.values()]
        if self._bootstrap_connection is not None:
            connections.append(self._bootstrap_connection.connection)
        self._connections.clear()
        self._bootstrap_connection = None
        for connection in connections:
            await connection.close()

    # --- metadata ------------------------------------------------------------------------

    async def refresh(self, topics: list[str] | None) -> None:
        """Ask one broker for metadata of `topics` (None: all) and take its answer."""
        self.metadata_requests += 1
        node = await self.any_node()
        request = MetadataRequest(
            topics=None if topics is None else [MetadataRequestTopic(name=t) for t in topics],
            allow_auto_topic_creation=False)
        try:
            answer = await asyncio.wait_for(
                node.connection.send(request, node.version(MetadataRequest, METADATA_VERSION, 1)),
                self.request_timeout)
        except (ConnectionClosedError, TimeoutError):
            for node_id, held in list(self._connections.items()):
                if held is node:
                    self.drop(node_id)
            if node is self._bootstrap_connection:
                self._bootstrap_connection = None
            raise
        self.cluster_id = answer.cluster_id
        if answer.brokers:
            self.brokers = {b.node_id: BrokerInfo(b.node_id, b.host, b.port, b.rack or None)
                            for b in answer.brokers}
        for topic in answer.topics:
            if topic.error_code or topic.name is None:
                continue
            known = self.topics.get(topic.name)
            info = TopicInfo(topic.name, topic.topic_id or ZERO_UUID)
            for part in topic.partitions:
                old = known.partitions.get(part.partition_index) if known else None
                # A stale broker's answer must not move a leader back (Kafka's Metadata keeps the
                # newer epoch of the two).
                if old is not None and old.leader_epoch > part.leader_epoch >= 0:
                    info.partitions[part.partition_index] = old
                else:
                    info.partitions[part.partition_index] = PartitionInfo(
                        part.leader_id, part.leader_epoch, list(part.replica_nodes),
                        list(part.isr_nodes))
            self.topics[topic.name] = info
            self.topic_names[info.topic_id] = topic.name

    def request_update(self) -> None:
        """Ask the owner's next chance to refresh the metadata (see `update_requested`)."""
        self.update_requested = True

    def partition(self, topic: str, partition: int) -> PartitionInfo | None:
        info = self.topics.get(topic)
        return None if info is None else info.partitions.get(partition)

    def rack_of(self, node_id: int) -> str | None:
        broker = self.brokers.get(node_id)
        return None if broker is None else broker.rack

    def address_of(self, node_id: int) -> str | None:
        broker = self.brokers.get(node_id)
        return None if broker is None else broker.address

    def apply_endpoints(self, endpoints) -> None:
        """KIP-951 NodeEndpoints: brokers the answer names, added or updated."""
        for endpoint in endpoints or ():
            known = self.brokers.get(endpoint.node_id)
            if known is None or (known.host, known.port) != (endpoint.host, endpoint.port):
                self.drop(endpoint.node_id)
            self.brokers[endpoint.node_id] = BrokerInfo(endpoint.node_id, endpoint.host,
                                                        endpoint.port, endpoint.rack or None)

    def apply_leader_hint(self, topic: str, partition: int, leader_id: int,
                          leader_epoch: int) -> bool:
        """KIP-951 CurrentLeader: take the hinted leader when its epoch is newer than the one
        known and the broker is known; return whether the leader changed."""
        info = self.partition(topic, partition)
        if leader_id < 0 or leader_id not in self.brokers or info is None:
            return False
        if leader_epoch <= info.leader_epoch:
            return False
        info.leader, info.leader_epoch = leader_id, leader_epoch
        return True

"""One side of a differential run: a cluster, and the verbs a scenario uses against it.

A `Side` wraps one running cluster (kafkasim or the reference Kafka) behind the same
interface: its brokers by node id and rack, a control for stopping and starting brokers, and
async helpers that scenarios call — create a topic, produce records, wait for replicas to
settle, send a request at a version and record the answer. Everything goes over TCP through
kafkasim's generated codecs (`KafkaConnection`), to either cluster alike.

Topics are placed explicitly (partition p on brokers rotated by p, so partition 0 is led by
the rack-a broker), which makes "the leader" and "the follower in rack b" the same roles on
both clusters whatever each one's own placement would pick.
"""

from __future__ import annotations

import asyncio
import functools
import struct
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from kafkasim.protocol.connection import ConnectionClosedError, KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.framing import decode_response
from kafkasim.protocol.messages.create_acls import AclCreation, CreateAclsRequest
from kafkasim.protocol.messages.create_topics import (
    CreatableReplicaAssignment,
    CreatableTopic,
    CreatableTopicConfig,
    CreateTopicsRequest,
)
from kafkasim.protocol.messages.delete_acls import DeleteAclsFilter, DeleteAclsRequest
from kafkasim.protocol.messages.delete_records import (
    DeleteRecordsPartition,
    DeleteRecordsRequest,
    DeleteRecordsTopic,
)
from kafkasim.protocol.messages.describe_acls import DescribeAclsRequest
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.messages.list_offsets import (
    ListOffsetsPartition,
    ListOffsetsRequest,
    ListOffsetsTopic,
)
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic
from kafkasim.protocol.messages.offset_for_leader_epoch import (
    OffsetForLeaderEpochRequest,
    OffsetForLeaderPartition,
    OffsetForLeaderTopic,
)
from kafkasim.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kafkasim.protocol.records import Compression, build_batch
from tests.reference.fidelity import second_reading

#: Record timestamps are fixed for the run, so timestamp lookups answer the same on both
#: clusters: record i of a topic's partition has timestamp BASE_TIMESTAMP + 1000 * i. The base
#: is a day ago: recent enough for Kafka's time retention (7 days) to keep the records, old
#: enough for message.timestamp.after.max.ms (1 hour) never to refuse them.
BASE_TIMESTAMP = (int(time.time()) // 60 * 60 - 86_400) * 1000
REQUEST_TIMEOUT = 20.0  # seconds for one request's answer; long polls ask for far less
CLIENT_ID = "kafkasim-fidelity"  # the client id of the scenarios' connections
SETTLE_TIMEOUT = 30.0


class ScenarioError(AssertionError):
    """A scenario's own precondition failed on one side (a helper timed out, say)."""


@dataclass(frozen=True)
class Node:
    """A broker as the scenario addresses it."""

    node_id: int
    host: str
    port: int
    rack: str | None

    @property
    def name(self) -> str:
        """The broker's name in normalised responses: its rack (the same node on both
        clusters: brokers 1, 2, 3 are on racks a, b, c there and here)."""
        return f"broker-{self.rack}" if self.rack else f"broker-{self.node_id}"


class Control:
    """Stops and starts brokers of one cluster: blocking calls, run on the control's own
    thread, which lives as long as the control (the reference cluster's JVMs die with the
    thread that started them)."""

    #: Whether `inject` pushes fault rules (kafkasim's harness; Kafka has none).
    injects = False

    def __init__(self) -> None:
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="fidelity-control")

    def inject(self, api: str, **rule) -> None:
        """Push a fault rule (`Cluster.inject`'s arguments); only where `injects`."""
        raise NotImplementedError

    def stop_broker(self, node_id: int, *, controlled: bool) -> None:
        raise NotImplementedError

    def start_broker(self, node_id: int) -> None:
        raise NotImplementedError


@dataclass
class Observation:
    label: str
    value: Any


class CodecDisagreement(NamedTuple):
    """A field of an answer that kio reads otherwise than our codec (second_reading.py)."""

    where: str  # the API key, version and field
    ours: Any
    kio: Any


@dataclass
class Topic:
    """A topic a scenario created: its name, id and partition layout on this side."""

    side: Side
    name: str
    topic_id: uuid.UUID
    replicas: dict[int, list[int]]  # partition -> broker ids, preferred leader first
    produced: dict[int, int] = field(default_factory=dict)  # partition -> records produced

    @property
    def partitions(self) -> list[int]:
        return sorted(self.replicas)

    def leader(self, partition: int = 0) -> Node:
        """The partition's leader as the side's latest Metadata said (refresh with
        `await side.refresh(topic)` after a leader move)."""
        return self.side.nodes[self.side.leaders[(self.name, partition)]]

    def followers(self, partition: int = 0) -> list[Node]:
        leader = self.side.leaders[(self.name, partition)]
        return [self.side.nodes[n] for n in self.replicas[partition] if n != leader]

    def follower(self, partition: int = 0, index: int = 0) -> Node:
        """The index-th follower in replica order (rack b for partition 0 before any move)."""
        return self.followers(partition)[index]

    def non_replica(self, partition: int = 0) -> Node | None:
        """A broker holding no replica of the partition (None when every broker does)."""
        spare = [n for n in sorted(self.side.nodes) if n not in self.replicas[partition]]
        return self.side.nodes[spare[0]] if spare else None


def value_of(index: int, size: int = 0) -> bytes:
    """The value of the index-th record a scenario produces (padded to `size` bytes)."""
    text = f"value-{index:06d}".encode()
    return text.ljust(size, b".") if size > len(text) else text


def batch_of(start: int, count: int, *, compression: int = Compression.NONE, size: int = 0,
             producer_id: int = -1, producer_epoch: int = -1, base_sequence: int = -1,
             timestamp: int | None = None, keys: bool = True) -> bytes:
    """A RecordBatch v2 of records start..start+count-1 with their fixed timestamps."""
    records = [((f"key-{i}".encode() if keys else None), value_of(i, size), [],
                (timestamp if timestamp is not None else BASE_TIMESTAMP + 1000 * i))
               for i in range(start, start + count)]
    return build_batch(records, compression=compression, producer_id=producer_id,
                       producer_epoch=producer_epoch, base_sequence=base_sequence)


class Side:
    """One cluster, as a scenario sees it. Every public coroutine is safe to call from the
    scenario's event loop; node control runs in a worker thread."""

    def __init__(self, name: str, nodes: dict[int, Node], control: Control,
                 scenario_id: str, users: dict[str, str] | None = None) -> None:
        self.name = name  # "kafkasim" or "kafka"
        self.nodes = nodes
        self.control = control
        self.scenario_id = scenario_id
        # SASL/PLAIN users (name -> password) when the cluster's listener wants them; the
        # first is the one connections log in as unless a call names another (`user=`).
        self.users = dict(users or {})
        self.acls_added: list = []  # AclCreations of this scenario, deleted when it ends
        self.observations: list[Observation] = []
        self.codec_disagreements: list[CodecDisagreement] = []
        self.leaders: dict[tuple[str, int], int] = {}
        self.topic_ids: dict[uuid.UUID, str] = {}
        self.stopped: set[int] = set()
        self._connections: dict[Any, KafkaConnection] = {}
        self._topics = 0
        self._producer_ids: dict[str, tuple[int, int]] = {}

    # --- brokers and connections ------------------------------------------------------------

    def broker(self, rack: str) -> Node:
        """The broker on `rack`."""
        return next(n for n in self.nodes.values() if n.rack == rack)

    def any_broker(self) -> Node:
        return self.nodes[min(n for n in self.nodes if n not in self.stopped)]

    def node_name(self, node_id: int) -> str | int:
        node = self.nodes.get(node_id)
        return node.name if node is not None else node_id

    async def connection(self, node: Node, key: Any = None,
                         client_id: str = CLIENT_ID, user: str | None = None
                         ) -> KafkaConnection:
        """A connection to `node` whose requests carry `client_id`, opened once per (node,
        key, client id, user) for the scenario; on a SASL cluster logged in as `user` (default:
        the first of `users`)."""
        slot = (node.node_id, key) if client_id == CLIENT_ID else (node.node_id, key, client_id)
        slot += (user,)
        connection = self._connections.get(slot)
        if connection is None or connection.closed:
            sasl = None
            if self.users:
                name = user or next(iter(self.users))
                sasl = ("PLAIN", name, self.users[name])
            connection = await KafkaConnection.connect(node.host, node.port,
                                                       client_id=client_id, sasl=sasl)
            self._connections[slot] = connection
        return connection

    async def close(self) -> None:
        # Brokers the scenario stopped and did not start again (it failed between the two, or
        # the start itself timed out) are started now, so that its failure stays its own and
        # the scenarios after it meet every broker running.
        for node_id in sorted(self.stopped):
            try:
                await self.start_broker(self.nodes[node_id])
            except Exception:  # the scenario's own error (if any) is what matters
                pass
        if self.acls_added:
            try:
                await self.delete_acls(self.acls_added)
            except Exception:  # the scenario's own error (if any) is what matters
                pass
        for connection in self._connections.values():
            await connection.close()
        self._connections.clear()

    # --- requests -----------------------------------------------------------------------------

    async def request(self, node: Node, request, version: int, *, key: Any = None,
                      timeout: float = REQUEST_TIMEOUT, expect_response: bool = True,
                      client_id: str = CLIENT_ID, user: str | None = None):
        """Send and return the decoded response, not recorded (as `user` on a SASL cluster).
        Raises ConnectionClosedError when the broker closes the connection (a fresh one is
        opened next time)."""
        connection = await self.connection(node, key, client_id, user)
        try:
            if not expect_response:
                return await asyncio.wait_for(
                    connection.send(request, version, expect_response=False), timeout)
            response, frame = await asyncio.wait_for(
                connection.send_framed(request, version), timeout)
        except (ConnectionClosedError, ConnectionResetError):
            await connection.close()
            raise
        self.read_again(request.API_KEY, version, frame)
        return response

    def read_again(self, api_key: int, version: int, frame: bytes) -> None:
        """Have kio read the response frame too (second_reading.py); keep what it reads
        otherwise than our codec, which fails the scenario."""
        for found in second_reading.check(api_key, version, frame):
            self.codec_disagreements.append(CodecDisagreement(
                f"key {api_key} v{version} {found.path}", found.ours, found.kio))

    async def send(self, node: Node, request, version: int, *, label: str | None = None,
                   key: Any = None, timeout: float = REQUEST_TIMEOUT,
                   expect_response: bool = True, user: str | None = None):
        """Send `request` at `version` to `node` (as `user` on a SASL cluster) and record the
        answer under `label` (default: "<Api> v<version>"). A closed connection is recorded
        as {"connection": "closed"}, a request that gets no answer within `timeout` as
        {"answer": "none"}. Returns the response (None when closed or unanswered)."""
        label = label or f"{request.NAME.removesuffix('Request')} v{version}"
        try:
            response = await self.request(node, request, version, key=key, timeout=timeout,
                                          expect_response=expect_response, user=user)
        except (ConnectionClosedError, ConnectionResetError):
            self.observe(label, {"connection": "closed"})
            return None
        except TimeoutError:
            self.observe(label, {"answer": "none"})
            return None
        self.observe(label, response if expect_response else {"answer": "none expected"})
        return response

    async def send_raw(self, node: Node, api_key: int, version: int, body: bytes, *,
                       flexible_header: bool, decode_version: int | None = None,
                       label: str | None = None, timeout: float = REQUEST_TIMEOUT):
        """Send a hand-made frame (header v1 or v2, then `body`) and record the answer decoded
        as `decode_version` of the API (its bytes when None), or that the connection was
        closed. For requests our codecs cannot encode: versions past the schema, bad bytes."""
        label = label or f"raw key {api_key} v{version}"
        header = struct.pack(">hhih", api_key, version, 7, 17) + b"kafkasim-fidelity"
        frame = header + (b"\x00" if flexible_header else b"") + body
        reader, writer = await asyncio.open_connection(node.host, node.port)
        try:
            writer.write(struct.pack(">i", len(frame)) + frame)
            await writer.drain()
            try:
                size = struct.unpack(">i", await asyncio.wait_for(reader.readexactly(4),
                                                                  timeout))[0]
                answer = await asyncio.wait_for(reader.readexactly(size), timeout)
            except (asyncio.IncompleteReadError, ConnectionResetError):
                self.observe(label, {"connection": "closed"})
                return None
            except TimeoutError:
                self.observe(label, {"answer": "none"})
                return None
        finally:
            writer.close()
        if decode_version is None:
            self.observe(label, {"answer": answer})  # bytes: compared whole (compare.py)
            return answer
        _, response = decode_response(answer, api_key, decode_version)
        self.read_again(api_key, decode_version, answer)
        self.observe(label, response)
        return response

    def observe(self, label: str, value: Any) -> None:
        """Record anything (a response, a derived fact) for comparison with the other side."""
        self.observations.append(Observation(label, value))

    # --- topics -------------------------------------------------------------------------------

    def new_name(self, suffix: str = "") -> str:
        """A topic name unique to this scenario, the same on both sides."""
        self._topics += 1
        slug = self.scenario_id.replace("/", "-").replace("_", "-")[:180]
        return f"{slug}-{self._topics}{suffix}"

    async def topic(self, partitions: int = 1, replication_factor: int = 3,
                    config: dict[str, object] | None = None,
                    replicas: Sequence[Sequence[int]] | None = None,
                    name: str | None = None) -> Topic:
        """Create a topic (placed explicitly unless `replicas` says otherwise: partition p on
        the brokers rotated by p; named `name`, else a new name) and wait until every live
        broker knows every partition with its leader and a full ISR."""
        ids = sorted(n for n in self.nodes if n not in self.stopped)
        replication_factor = min(replication_factor, len(ids))
        if replicas is None:
            replicas = [[ids[(p + i) % len(ids)] for i in range(replication_factor)]
                        for p in range(partitions)]
        name = name or self.new_name()
        request = CreateTopicsRequest(topics=[CreatableTopic(
            name=name, num_partitions=-1, replication_factor=-1,
            assignments=[CreatableReplicaAssignment(partition_index=p, broker_ids=list(r))
                         for p, r in enumerate(replicas)],
            configs=[CreatableTopicConfig(name=k, value=str(v).lower() if isinstance(v, bool)
                                          else str(v)) for k, v in (config or {}).items()])],
            timeout_ms=30_000)
        response = await self.request(self.any_broker(), request, 7)
        result = response.topics[0]
        if result.error_code != ErrorCode.NONE:
            raise ScenarioError(f"{self.name}: creating {name}: error {result.error_code} "
                                f"{result.error_message}")
        topic = Topic(self, name, result.topic_id,
                      {p: list(r) for p, r in enumerate(replicas)})
        self.topic_ids[result.topic_id] = name
        await self.wait_in_sync(topic)
        # Metadata can name a leader before its replica acts as one (Kafka applies metadata
        # to its caches and its partitions separately): wait until every replica answers.
        for partition in topic.partitions:
            await self.settle(topic, partition)
        return topic

    async def metadata(self, node: Node, names: Iterable[str]):
        request = MetadataRequest(topics=[MetadataRequestTopic(name=n) for n in names],
                                  allow_auto_topic_creation=False)
        return await self.request(node, request, 12)

    async def wait_in_sync(self, topic: Topic, *, isr: int | None = None,
                           timeout: float = SETTLE_TIMEOUT) -> None:
        """Wait until every live broker's metadata shows every partition of `topic` with the
        same leader and leader epoch and `isr` in-sync replicas (default: every live replica);
        remember the leaders."""
        async def ready() -> bool:
            views = []
            for node_id in sorted(self.nodes):
                if node_id in self.stopped:
                    continue
                answer = await self.metadata(self.nodes[node_id], [topic.name])
                info = answer.topics[0]
                if info.error_code or len(info.partitions) != len(topic.replicas):
                    return False
                for p in info.partitions:
                    live = [r for r in topic.replicas[p.partition_index]
                            if r not in self.stopped]
                    if p.leader_id < 0 or len(p.isr_nodes) != (isr or len(live)):
                        return False
                views.append({p.partition_index: (p.leader_id, p.leader_epoch)
                              for p in info.partitions})
            if any(view != views[0] for view in views):
                return False
            for partition, (leader, _) in views[0].items():
                self.leaders[(topic.name, partition)] = leader
            return True

        await self.wait_until(ready, f"{topic.name} in sync", timeout)

    async def refresh(self, topic: Topic) -> None:
        """Re-read the partitions' leaders from a live broker's metadata."""
        answer = await self.metadata(self.any_broker(), [topic.name])
        for p in answer.topics[0].partitions:
            self.leaders[(topic.name, p.partition_index)] = p.leader_id

    async def wait_until(self, predicate: Callable, what: str,
                         timeout: float = SETTLE_TIMEOUT, interval: float = 0.05):
        deadline = time.monotonic() + timeout
        while True:
            try:
                result = predicate()
                if asyncio.iscoroutine(result):
                    result = await result
            except (ConnectionClosedError, ConnectionResetError, ConnectionRefusedError,
                    OSError, TimeoutError):
                result = None
            if result:
                return result
            if time.monotonic() >= deadline:
                raise ScenarioError(f"{self.name}: not within {timeout:.0f} s: {what}")
            await asyncio.sleep(interval)

    # --- ACLs (the authorizer clusters) --------------------------------------------------------

    async def add_acls(self, *creations: AclCreation) -> None:
        """Create ACLs as the super user, not recorded, and wait until every live broker's
        DescribeAcls shows them (Kafka answers CreateAcls once its controller committed them,
        before every broker applied them); the scenario's ACLs are deleted when it ends."""
        response = await self.request(self.any_broker(),
                                      CreateAclsRequest(creations=list(creations)), 3)
        errors = [r.error_code for r in response.results if r.error_code]
        if errors:
            raise ScenarioError(f"{self.name}: CreateAcls errors {errors}")
        self.acls_added.extend(creations)
        await self.wait_for_acls(creations, present=True)

    async def delete_acls(self, creations) -> None:
        """Delete exactly these ACLs as the super user and wait until no broker shows them."""
        filters = [DeleteAclsFilter(**_filter_fields(c)) for c in creations]
        await self.request(self.any_broker(), DeleteAclsRequest(filters=filters), 3)
        await self.wait_for_acls(creations, present=False)
        self.acls_added = [c for c in self.acls_added if c not in creations]

    async def wait_for_acls(self, creations, *, present: bool) -> None:
        async def settled() -> bool:
            for node_id in sorted(self.nodes):
                if node_id in self.stopped:
                    continue
                for creation in creations:
                    answer = await self.request(self.nodes[node_id], DescribeAclsRequest(
                        **_filter_fields(creation)), 3, key="acls")
                    if bool(answer.resources) != present:
                        return False
            return True

        await self.wait_until(settled, f"ACLs {'created' if present else 'deleted'}")

    # --- producing ----------------------------------------------------------------------------

    async def produce(self, topic: Topic, count: int, partition: int = 0, *, acks: int = -1,
                      size: int = 0, batches: int = 1, compression: int = Compression.NONE,
                      settle: bool = True) -> None:
        """Append `count` records (in `batches` batches) to a partition through its leader,
        not recorded; raise if the leader refuses. Then, unless `settle` is false, wait until
        every in-sync follower's high watermark has caught up."""
        start = topic.produced.get(partition, 0)
        per_batch = -(-count // batches)
        done = 0
        while done < count:
            n = min(per_batch, count - done)
            request = produce_request(topic.name, partition,
                                      batch_of(start + done, n, compression=compression,
                                               size=size), acks=acks)
            async def appended(request=request):
                response = await self.request(topic.leader(partition), request, 9)
                error = response.responses[0].partition_responses[0].error_code
                if error in (ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.LEADER_NOT_AVAILABLE):
                    await self.refresh(topic)
                    return None  # a leader that does not act as one yet: try again
                if error != ErrorCode.NONE:
                    raise ScenarioError(f"{self.name}: producing to {topic.name}-{partition}: "
                                        f"error {error}")
                return True

            await self.wait_until(appended, f"producing to {topic.name}-{partition}")
            done += n
        topic.produced[partition] = start + count
        if settle:
            await self.settle(topic, partition)

    async def producer_ids_ready(self, node: Node) -> None:
        """Wait, not recorded, until `node` hands out producer ids. A Kafka broker takes them
        from a block it asks the controller for (RPCProducerIdManager, AllocateProducerIds);
        until its first block arrives every InitProducerId it gets is
        COORDINATOR_LOAD_IN_PROGRESS, which clients retry. A scenario of InitProducerId's
        answers waits first, so it sees what a warm broker answers."""
        async def granted():
            answer = await self.request(node, InitProducerIdRequest(
                transactional_id=None, transaction_timeout_ms=-1), 4)
            return answer.error_code != ErrorCode.COORDINATOR_LOAD_IN_PROGRESS

        await self.wait_until(granted, f"producer ids on node {node.node_id}")

    async def producer_id(self, key: str = "default") -> tuple[int, int]:
        """An idempotent producer id and epoch from InitProducerId (one per key)."""
        if key not in self._producer_ids:
            async def granted():
                # Kafka answers COORDINATOR_LOAD_IN_PROGRESS until its first block of producer
                # ids comes from the controller (AllocateProducerIds).
                answer = await self.request(self.any_broker(), InitProducerIdRequest(
                    transactional_id=None, transaction_timeout_ms=-1), 4)
                return None if answer.error_code == ErrorCode.COORDINATOR_LOAD_IN_PROGRESS \
                    else answer

            response = await self.wait_until(granted, "a producer id")
            if response.error_code:
                raise ScenarioError(f"{self.name}: InitProducerId error {response.error_code}")
            self._producer_ids[key] = (response.producer_id, response.producer_epoch)
        return self._producer_ids[key]

    async def high_watermark(self, node: Node, topic: Topic, partition: int = 0,
                             offset: int = 0) -> int | None:
        """The high watermark `node` reports for the partition to a consumer's Fetch v12 at
        `offset` (followers answer with their own), or None on an error."""
        request = fetch_request(topic, {partition: offset}, max_bytes=1, partition_max_bytes=1)
        response = await self.request(node, request, 12, key="settle")
        data = response.responses[0].partitions[0]
        return None if data.error_code else data.high_watermark

    async def log_end_offset(self, topic: Topic, partition: int = 0,
                             timestamp: int = -1) -> int | None:
        """The leader's log end offset: ListOffsets latest asked as a replica (a follower's
        replica id), which Kafka answers without the high watermark's limit (timestamp -2:
        the log start offset)."""
        follower = next((n for n in topic.replicas[partition]
                         if n != self.leaders[(topic.name, partition)]), -1)
        response = await self.request(topic.leader(partition), list_offsets_request(
            topic.name, {partition: timestamp}, replica_id=follower), 7, key="settle")
        answer = response.topics[0].partitions[0]
        return None if answer.error_code else answer.offset

    async def settle(self, topic: Topic, partition: int = 0,
                     timeout: float = SETTLE_TIMEOUT) -> None:
        """Wait until the leader's high watermark has reached its log end offset, and every
        live follower's high watermark has reached it too."""
        replicas = [self.nodes[n] for n in topic.replicas[partition] if n not in self.stopped]

        async def settled() -> bool:
            end = await self.log_end_offset(topic, partition)
            start = await self.log_end_offset(topic, partition, timestamp=-2)
            if end is None or start is None:
                return False
            for node in replicas:
                if await self.high_watermark(node, topic, partition, start) != end:
                    return False
            return True

        await self.wait_until(settled, f"{topic.name}-{partition} settled", timeout)

    # --- brokers going away -------------------------------------------------------------------

    async def stop_broker(self, node: Node, *, controlled: bool = True) -> None:
        await asyncio.get_running_loop().run_in_executor(
            self.control.executor,
            functools.partial(self.control.stop_broker, node.node_id, controlled=controlled))
        self.stopped.add(node.node_id)
        for slot in [s for s in self._connections if s[0] == node.node_id]:
            await self._connections.pop(slot).close()

    async def start_broker(self, node: Node) -> None:
        await asyncio.get_running_loop().run_in_executor(
            self.control.executor, self.control.start_broker, node.node_id)
        self.stopped.discard(node.node_id)


# --- request builders: what scenarios send most ------------------------------------------------

# ACL codes (Kafka's ResourceType, PatternType, AclOperation, AclPermissionType).
TOPIC, GROUP, CLUSTER, TRANSACTIONAL_ID = 2, 3, 4, 5
ANY, MATCH, LITERAL, PREFIXED = 1, 2, 3, 4
ALL, READ, WRITE, CREATE, DELETE, ALTER, DESCRIBE = 2, 3, 4, 5, 6, 7, 8
CLUSTER_ACTION, DESCRIBE_CONFIGS, ALTER_CONFIGS, IDEMPOTENT_WRITE = 9, 10, 11, 12
DENY, ALLOW = 2, 3
CLUSTER_NAME = "kafka-cluster"


def acl(user: str, resource_type: int, name: str, operation: int, *, permission: int = ALLOW,
        pattern: int = LITERAL, host: str = "*") -> AclCreation:
    """An ACL for `User:<user>` (a principal with a colon is taken as it is)."""
    return AclCreation(resource_type=resource_type, resource_name=name,
                       resource_pattern_type=pattern,
                       principal=user if ":" in user else f"User:{user}", host=host,
                       operation=operation, permission_type=permission)


def _filter_fields(creation: AclCreation) -> dict:
    """The DescribeAcls / DeleteAcls filter matching exactly `creation`."""
    return dict(resource_type_filter=creation.resource_type,
                resource_name_filter=creation.resource_name,
                pattern_type_filter=creation.resource_pattern_type,
                principal_filter=creation.principal, host_filter=creation.host,
                operation=creation.operation, permission_type=creation.permission_type)


def produce_request(topic: str, partition: int, records: bytes | None, *, acks: int = -1,
                    timeout_ms: int = 10_000, transactional_id: str | None = None) -> ProduceRequest:
    return ProduceRequest(transactional_id=transactional_id, acks=acks, timeout_ms=timeout_ms,
                          topic_data=[TopicProduceData(name=topic, partition_data=[
                              PartitionProduceData(index=partition, records=records)])])


def fetch_request(topic: Topic | None, offsets: dict[int, int], *, topic_name: str | None = None,
                  topic_id: uuid.UUID | None = None, max_wait_ms: int = 0, min_bytes: int = 0,
                  max_bytes: int = 1 << 20, partition_max_bytes: int = 1 << 20,
                  isolation_level: int = 0, session_id: int = 0, session_epoch: int = -1,
                  rack_id: str = "", current_leader_epoch: int = -1, replica_id: int = -1,
                  last_fetched_epoch: int = -1) -> FetchRequest:
    """A consumer's Fetch of `offsets` (partition -> fetch offset) of one topic; the topic is
    named and identified both ways, so the request encodes at every version."""
    name = topic_name if topic_name is not None else topic.name
    tid = topic_id if topic_id is not None else topic.topic_id
    partitions = [FetchPartition(partition=p, current_leader_epoch=current_leader_epoch,
                                 fetch_offset=offset, last_fetched_epoch=last_fetched_epoch,
                                 log_start_offset=-1, partition_max_bytes=partition_max_bytes)
                  for p, offset in offsets.items()]
    return FetchRequest(replica_id=replica_id, max_wait_ms=max_wait_ms, min_bytes=min_bytes,
                        max_bytes=max_bytes, isolation_level=isolation_level,
                        session_id=session_id, session_epoch=session_epoch,
                        topics=[FetchTopic(topic=name, topic_id=tid, partitions=partitions)]
                        if partitions else [],
                        forgotten_topics_data=[], rack_id=rack_id)


def list_offsets_request(topic: str, timestamps: dict[int, int] | int, *,
                         isolation_level: int = 0, replica_id: int = -1,
                         current_leader_epoch: int = -1, timeout_ms: int = 10_000) -> ListOffsetsRequest:
    """ListOffsets for partition -> timestamp (or one timestamp for partition 0)."""
    if isinstance(timestamps, int):
        timestamps = {0: timestamps}
    return ListOffsetsRequest(
        replica_id=replica_id, isolation_level=isolation_level, timeout_ms=timeout_ms,
        topics=[ListOffsetsTopic(name=topic, partitions=[
            ListOffsetsPartition(partition_index=p, current_leader_epoch=current_leader_epoch,
                                 timestamp=ts)
            for p, ts in timestamps.items()])])


def delete_records_request(topic: str, offsets: dict[int, int],
                           timeout_ms: int = 10_000) -> DeleteRecordsRequest:
    return DeleteRecordsRequest(timeout_ms=timeout_ms, topics=[DeleteRecordsTopic(
        name=topic, partitions=[DeleteRecordsPartition(partition_index=p, offset=o)
                                for p, o in offsets.items()])])


def offset_for_leader_epoch_request(topic: str, epochs: dict[int, int], *,
                                    current_leader_epoch: int = -1,
                                    replica_id: int = -2) -> OffsetForLeaderEpochRequest:
    """partition -> the leader epoch whose end offset is asked for."""
    return OffsetForLeaderEpochRequest(replica_id=replica_id, topics=[OffsetForLeaderTopic(
        topic=topic, partitions=[OffsetForLeaderPartition(
            partition=p, current_leader_epoch=current_leader_epoch, leader_epoch=e)
            for p, e in epochs.items()])])


def metadata_request(names: Iterable[str] | None, *, auto_create: bool = False,
                     topic_ids: Iterable[uuid.UUID] = (), cluster_operations: bool = False,
                     topic_operations: bool = False, version: int = 12) -> MetadataRequest:
    """Metadata for `names` (None: every topic) and topic ids (v12+), as sent at `version`:
    before v4 a broker may always auto-create (the field is absent), cluster operations exist
    at v8-10 only, topic operations from v8."""
    if version < 4:
        auto_create = True
    cluster_operations = cluster_operations and 8 <= version <= 10
    topic_operations = topic_operations and version >= 8
    topics = None
    if names is not None or topic_ids:
        topics = [MetadataRequestTopic(name=n) for n in names or ()]
        topics += [MetadataRequestTopic(name=None, topic_id=i) for i in topic_ids]
    return MetadataRequest(topics=topics, allow_auto_topic_creation=auto_create,
                           include_cluster_authorized_operations=cluster_operations,
                           include_topic_authorized_operations=topic_operations)

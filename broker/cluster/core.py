"""A whole cluster in one event loop: a controller and N brokers on racks, talking over TCP.

Nodes talk only through their listeners, exactly as separate processes would: brokers
register and heartbeat with the controller, pull its metadata log, replicate from each other
with Fetch. The harness reads node state directly only to wait for convergence and to
describe it; it changes the cluster the way an operator would — through the controller's
metadata records or a broker's own controls — never by editing a broker's state behind it.

`ClusterCore` holds the nodes, the lifecycle (sync and async, see `dispatch.py`), waiting and
topics; the harness operations are in `operations.py`; `Cluster` combines both.
"""

from __future__ import annotations

import asyncio
import logging
import random
import socket
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from kafkasim.broker.cluster.dispatch import LoopOwner, on_loop, running_loop, waits
from kafkasim.broker.config.settings import Config
from kafkasim.broker.control.interceptor import (
    CONTROLLER,
    ClusterControl,
    NodeControl,
    broker_endpoint,
)
from kafkasim.broker.metadata.image import TopicInfo
from kafkasim.broker.network.topology import Topology
from kafkasim.broker.nodes.broker import Broker
from kafkasim.broker.nodes.controller import Controller
from kafkasim.broker.storage.log import MemoryVolume
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.create_topics import (
    CreatableTopic,
    CreatableTopicConfig,
    CreateTopicsRequest,
)
from kafkasim.protocol.messages.delete_topics import DeleteTopicsRequest

log = logging.getLogger("kafkasim.cluster")

DEFAULT_RACKS = ("a", "b", "c")
START_TIMEOUT = 10.0
CREATE_TOPICS_VERSION = 7
DELETE_TOPICS_VERSION = 5


def _ephemeral_range() -> tuple[int, int]:
    try:
        low, high = Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()
        return int(low), int(high)
    except (OSError, ValueError):
        return 32768, 60999


def free_port(host: str) -> int:
    """A free port below the system's ephemeral range (0 when none is found: any port).

    A broker keeps its port across restarts. A port the system picked from the ephemeral
    range may meanwhile be taken as the local end of some client's outgoing connection, and
    the restarted broker could not listen on it; ports below that range are handed out only
    to explicit binds."""
    low, _ = _ephemeral_range()
    if low <= 10000:
        return 0
    for _ in range(64):
        port = random.randrange(10000, low)
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
            try:
                probe.bind((host, port))
            except OSError:
                continue
            return port
    return 0


def cluster_config(brokers: int, config: Mapping[str, object] | None) -> Config:
    """The cluster's settings: `default.replication.factor` defaults to min(3, brokers) (the
    simulator exists to model followers), anything in `config` overrides."""
    return Config({"default.replication.factor": min(3, max(1, brokers)), **(config or {})})


class ClusterCore(LoopOwner):
    def __init__(
        self,
        brokers: int = 3,
        racks: Sequence[str | None] | None = DEFAULT_RACKS,
        host: str = "127.0.0.1",
        port_base: int = 0,
        data_dir: str | Path | None = None,
        config: Mapping[str, object] | None = None,
        controller_port: int = 0,
        first_node_id: int = 1,
        capture_limit: int = 20000,
        advertised_host: str | None = None,
        security_protocol: str = "PLAINTEXT",
        users: Mapping[str, str] | None = None,
        sasl_mechanisms: Sequence[str] | None = None,
        ssl_client_auth: str = "none",
        tls: object | None = None,
        topology: Topology | None = None,
        fetch_records: str | Path | None = None,
    ):
        if brokers < 1:
            raise ValueError("a cluster needs at least one broker")
        self.host = host
        self.advertised_host = advertised_host  # what brokers tell clients, when not `host`
        self.port_base = port_base
        self.data_dir = Path(data_dir) if data_dir else None
        self.config = cluster_config(brokers, config)
        self.racks = list(racks) if racks else []
        # The network model (broker/network/topology.py): every broker opens one listener per
        # rack of the topology; brokers take the topology's racks unless `racks` names others.
        self.topology = topology
        if topology is not None and racks == DEFAULT_RACKS:
            self.racks = list(topology.racks)
        if topology is not None and not set(self.racks) <= set(topology.racks):
            raise ValueError(f"racks {self.racks} are not all in the topology's racks "
                             f"{list(topology.racks)}")
        # Broker-side fetch records (broker/network/fetch_records.py) under this directory.
        self.fetch_records = Path(fetch_records) if fetch_records else None
        self._rack_ports: dict[int, dict[str, int]] = {}
        self.node_ids = list(range(first_node_id, first_node_id + brokers))
        self.controller_port = controller_port
        self.controller: Controller | None = None
        self.brokers: dict[int, Broker] = {}
        self.running: set[int] = set()
        self.control = ClusterControl(capture_limit)
        self.start_seconds: float | None = None
        self._ports: dict[int, int] = {}
        self._volumes: dict[int, MemoryVolume] = {}
        self._init_security(security_protocol, users, sasl_mechanisms, ssl_client_auth, tls)
        self._max_versions: dict[int | None, dict[int, int]] = {}  # broker (None: all) -> caps
        self._paused: set[int] = set()
        self._starting: set[int] = set()
        # Things living on the cluster's loop that must close before it stops (the HTTP
        # control plane): objects with an `async close()`.
        self.attachments: list = []

    # --- nodes ---------------------------------------------------------------------------

    def rack_of(self, node_id: int) -> str | None:
        if not self.racks:
            return None
        return self.racks[self.node_ids.index(node_id) % len(self.racks)]

    def _max_versions_of(self, node_id: int) -> dict[int, int]:
        caps = dict(self._max_versions.get(None, {}))
        caps.update(self._max_versions.get(node_id, {}))
        return caps

    def _new_controller(self) -> Controller:
        controller = Controller(host=self.host, port=self.controller_port, config=self.config,
                                data_dir=self.data_dir)
        controller.server.on_request = NodeControl(self.control, controller.node_id,
                                                   controller=True).on_request
        return controller

    def _new_broker(self, node_id: int) -> Broker:
        rack = self.rack_of(node_id)
        port = self._ports.get(node_id)
        if port is None:
            port = self.port_base + self.node_ids.index(node_id) if self.port_base \
                else free_port(self.host)
        overrides: dict[str, object] = {"node.id": node_id, "broker.id": node_id}
        if rack is not None:
            overrides["broker.rack"] = rack
        volume = None
        if self.data_dir is None:
            volume = self._volumes.setdefault(node_id, MemoryVolume())
        broker = Broker(node_id, rack=rack, host=self.host, port=port,
                        config=self.config.with_overrides(overrides), data_dir=self.data_dir,
                        controller_address=(self._controller_host(), self.controller.port),
                        advertised_host=self.advertised_host,
                        max_versions=self._max_versions_of(node_id), volume=volume,
                        topology=self.topology, rack_ports=self._rack_ports_of(node_id),
                        fetch_records=self.fetch_records,
                        **self._broker_options(node_id))
        for server in broker.servers:
            server.on_request = NodeControl(self.control, node_id, rack=rack).on_request
        if node_id in self._paused:
            broker.replica_manager.pause_fetchers()
        return broker

    def _rack_ports_of(self, node_id: int) -> dict[str, int]:
        """A broker's rack listener ports: kept across restarts; with a port base, rack r's
        listener of broker i is at base + brokers * (r + 1) + i."""
        if node_id in self._rack_ports:
            return self._rack_ports[node_id]
        if self.topology is None:
            return {}
        index = self.node_ids.index(node_id)
        return {rack: (self.port_base + len(self.node_ids) * (r + 1) + index) if self.port_base
                else free_port(self.host) for r, rack in enumerate(self.topology.racks)}

    def bootstrap_for(self, rack: str) -> str:
        """The bootstrap.servers value for clients in `rack` (the network model): every running
        broker's listener for that rack."""
        if self.topology is None or rack not in self.topology.racks:
            raise ValueError(f"no listener for rack {rack!r}: the cluster has no such rack in "
                             "its topology")
        return ",".join(f"{self.brokers[n].advertised_host}:"
                        f"{self.brokers[n].rack_servers[rack].port}"
                        for n in self.node_ids if n in self.running)

    def _controller_host(self) -> str:
        # Brokers in this process reach the controller on loopback when it listens on every
        # interface.
        host = self.controller.host
        return "127.0.0.1" if host in ("", "0.0.0.0") else "::1" if host == "::" else host

    def _init_security(self, protocol, users, mechanisms, client_auth, tls) -> None:
        """Listener security settings (see security.py)."""

    def _broker_options(self, node_id: int) -> dict:
        """Extra Broker arguments (listener security, see security.py)."""
        return {}

    @property
    def bootstrap(self) -> str:
        """host:port of every running broker as clients should dial it (the advertised host),
        comma separated (a bootstrap.servers value)."""
        return ",".join(f"{self.brokers[n].advertised_host}:{self.brokers[n].port}"
                        for n in self.node_ids if n in self.running)

    def leader_of(self, topic: str, partition: int = 0) -> int:
        """The current leader of a partition in the controller's metadata (-1 if none)."""
        info = self.controller.metadata.partition(topic, partition)
        return -1 if info is None else info.leader

    @property
    def cluster(self) -> ClusterCore:
        """The cluster itself (what `start_cluster`'s handle used to wrap)."""
        return self

    # --- lifecycle -----------------------------------------------------------------------

    def start(self):
        """Start the controller and the brokers; ready when every listener accepts and every
        broker's metadata matches the controller's. Where the calling thread runs an event
        loop, returns a coroutine that starts the cluster on that loop; otherwise starts it on
        a loop of its own in a background thread and returns the cluster when ready."""
        if self._loop is not None:
            raise RuntimeError("the cluster is running already")
        if running_loop() is not None:
            return self._start_here()
        self._start_loop_thread()
        try:
            asyncio.run_coroutine_threadsafe(self._start_nodes(), self._loop).result()
        except BaseException:
            self._stop_loop_thread()
            raise
        return self

    async def _start_here(self) -> ClusterCore:
        self._loop = asyncio.get_running_loop()
        try:
            await self._start_nodes()
        except BaseException:
            self._loop = None
            raise
        return self

    async def _start_nodes(self) -> None:
        started = time.perf_counter()
        self.controller = self._new_controller()
        await self.controller.start()
        starts: list[asyncio.Future] = []
        try:
            for node_id in self.node_ids:
                self.brokers[node_id] = self._new_broker(node_id)
            starts = [asyncio.ensure_future(broker.start()) for broker in self.brokers.values()]
            await asyncio.wait_for(asyncio.gather(*starts), START_TIMEOUT)
            for node_id, broker in self.brokers.items():
                self._ports[node_id] = broker.port
                self._rack_ports[node_id] = {rack: server.port
                                             for rack, server in broker.rack_servers.items()}
                self.running.add(node_id)
            await self._after_start()
            await self.wait_for_metadata()
        except BaseException:
            # One broker failed (its port taken, say): the others stop starting before the
            # cluster stops, or they would go on registering behind the stop.
            for start in starts:
                start.cancel()
            await asyncio.gather(*starts, return_exceptions=True)
            await self._stop_nodes()
            raise
        self.start_seconds = time.perf_counter() - started
        log.info("cluster of %d brokers ready in %.3f s: %s", len(self.brokers),
                 self.start_seconds, self.bootstrap)

    async def _after_start(self) -> None:
        """Set-up that needs the running cluster (SCRAM users, see security.py)."""

    def stop(self, controlled: bool = False):
        """Stop every broker, then the controller (idempotent). By default brokers stop as a
        crash would; `controlled` first runs each broker's controlled shutdown, so a cluster
        restarted on the same data directory re-registers at once. Returns an awaitable where
        the calling thread runs an event loop. On a threaded cluster's own loop (`cluster.call(
        cluster.stop, True)`) it stops the nodes and leaves the loop to the cluster's owner."""
        loop = self._loop
        if loop is None:
            return _done() if running_loop() is not None else None
        if self.threaded:
            if running_loop() is loop:
                return self._stop_nodes(controlled)
            if running_loop() is not None:
                return asyncio.to_thread(self._stop_threaded, controlled)
            return self._stop_threaded(controlled)
        if running_loop() is loop:
            return self._stop_here(controlled)
        return asyncio.run_coroutine_threadsafe(self._stop_here(controlled), loop).result()

    def _stop_threaded(self, controlled: bool) -> None:
        loop = self._loop
        if loop is None:
            return
        try:
            if not loop.is_closed() and loop.is_running():
                asyncio.run_coroutine_threadsafe(self._stop_nodes(controlled), loop).result(60)
        finally:
            self._stop_loop_thread()

    async def _stop_here(self, controlled: bool = False) -> None:
        try:
            await self._stop_nodes(controlled)
        finally:
            self._loop = None

    async def _stop_nodes(self, controlled: bool = False) -> None:
        await self._before_stop()
        if controlled:
            for node_id in sorted(self.running):
                channel = self.brokers[node_id].controller_channel
                if channel is not None:
                    await channel.controlled_shutdown(timeout=2.0)
        await asyncio.gather(*(broker.stop() for broker in self.brokers.values()),
                             return_exceptions=True)
        self.running.clear()
        if self.controller is not None:
            await self.controller.stop()

    async def _before_stop(self) -> None:
        """Close the attachments (the HTTP control plane) before the nodes stop."""
        attachments, self.attachments = self.attachments, []
        for attachment in reversed(attachments):
            try:
                await attachment.close()
            except Exception:  # a failing attachment must not keep the cluster up
                log.exception("closing %r failed", attachment)

    def __enter__(self):
        if self._loop is None:
            self._start_loop_thread()
            try:
                asyncio.run_coroutine_threadsafe(self._start_nodes(), self._loop).result()
            except BaseException:
                self._stop_loop_thread()
                raise
        return self

    def __exit__(self, *exc_info) -> None:
        if self.threaded:
            self._stop_threaded(False)
        elif self._loop is not None:
            self.stop()

    async def __aenter__(self):
        if self._loop is None:
            await self._start_here()
        return self

    async def __aexit__(self, *exc_info) -> None:
        stopping = self.stop()
        if stopping is not None:
            await stopping

    # --- waiting -------------------------------------------------------------------------

    @waits
    async def wait_until(self, predicate: Callable[[], Any], timeout: float = 10.0,
                         interval: float = 0.01) -> Any:
        """Poll `predicate` (a function, or a coroutine function) on the cluster's loop, so it
        may read node state, until it returns something true; return that, or raise
        TimeoutError after `timeout` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if asyncio.iscoroutine(result):
                result = await result
            if result:
                return result
            if loop.time() >= deadline:
                raise TimeoutError(f"condition not met within {timeout} s")
            await asyncio.sleep(interval)

    @waits
    async def wait_for_metadata(self, timeout: float = 10.0) -> None:
        """Wait until every running broker has applied the controller's whole metadata log
        (but for brokers cut off from the controller, which cannot)."""
        def caught_up() -> bool:
            version = self.controller.metadata.version
            return all(self.brokers[n].metadata.version >= version for n in self.running
                       if not self.control.network.blocked(broker_endpoint(n), CONTROLLER))

        await self.wait_until(caught_up, timeout)

    # --- topics --------------------------------------------------------------------------

    async def _send_to_controller(self, request, version: int):
        connection = await KafkaConnection.connect(self._controller_host(), self.controller.port,
                                                   client_id="kafkasim-cluster")
        try:
            return await connection.send(request, version)
        finally:
            await connection.close()

    @waits
    async def create_topic(self, name: str, partitions: int = -1, replication_factor: int = -1,
                           configs: Mapping[str, object] | None = None,
                           timeout: float = 10.0,
                           assignments: Mapping[int, Sequence[int]] | None = None) -> TopicInfo:
        """Create a topic through the controller (CreateTopics); return once every running
        broker knows it (so each replica's broker has become leader or follower) and every
        partition has a leader. -1 partitions or replication factor: the cluster's defaults
        (`num.partitions`, `default.replication.factor`). `assignments` (partition -> broker ids, the first preferred as
        leader) replaces the controller's placement. Raises KafkaError with Kafka's error code
        on refusal."""
        from kafkasim.protocol.messages.create_topics import CreatableReplicaAssignment

        topic = CreatableTopic(
            name=name, num_partitions=partitions, replication_factor=replication_factor,
            configs=[CreatableTopicConfig(name=k, value=str(v).lower()
                                          if isinstance(v, bool) else str(v))
                     for k, v in (configs or {}).items()])
        if assignments:
            topic.num_partitions = topic.replication_factor = -1
            topic.assignments = [CreatableReplicaAssignment(partition_index=p,
                                                            broker_ids=list(b))
                                 for p, b in sorted(assignments.items())]
        response = await self._send_to_controller(
            CreateTopicsRequest(topics=[topic], timeout_ms=int(timeout * 1000)),
            CREATE_TOPICS_VERSION)
        result = response.topics[0]
        if result.error_code != ErrorCode.NONE:
            raise KafkaError(result.error_code, result.error_message)
        await self.wait_for_metadata(timeout)
        info = self.controller.metadata.topics[name]
        await self.wait_until(lambda: all(p.leader >= 0 for p in info.partitions.values()),
                              timeout)
        return info

    @waits
    async def delete_topic(self, name: str, timeout: float = 10.0) -> None:
        """Delete a topic through the controller (DeleteTopics); return once every running
        broker has dropped it. Raises KafkaError (UNKNOWN_TOPIC_OR_PARTITION, ...)."""
        response = await self._send_to_controller(
            DeleteTopicsRequest(topic_names=[name], timeout_ms=int(timeout * 1000)),
            DELETE_TOPICS_VERSION)
        result = response.responses[0]
        if result.error_code != ErrorCode.NONE:
            raise KafkaError(result.error_code, result.error_message)
        await self.wait_for_metadata(timeout)

    @on_loop
    def topics(self, internal: bool = False) -> list[str]:
        """The names of the topics in the controller's metadata."""
        return sorted(name for name in list(self.controller.metadata.topics)
                      if internal or not name.startswith("__"))

    @on_loop
    def describe_topic(self, name: str) -> dict:
        """The topic as JSON-ready data: id, configs set on it, and per partition the
        controller's view (leader, epochs, replicas, ISR) and each running replica's log
        (start, local start, last tiered offset (-1: none), end, high watermark). Raises KeyError for an unknown topic."""
        info = self.controller.metadata.topics.get(name)
        if info is None:
            raise KeyError(name)
        partitions = []
        for index in sorted(info.partitions):
            partition = info.partitions[index]
            replicas = {}
            for replica in partition.replicas:
                broker = self.brokers.get(replica)
                local = None
                if broker is not None and replica in self.running:
                    local = broker.replica_manager.get_partition(name, index)
                replicas[str(replica)] = None if local is None else {
                    "role": local.role, "leader_epoch": local.leader_epoch,
                    "log_start_offset": local.log.log_start_offset,
                    "local_log_start_offset": local.log.local_log_start_offset,
                    "remote_end_offset": local.log.highest_offset_in_remote_storage,
                    "log_end_offset": local.log.log_end_offset,
                    "high_watermark": local.high_watermark}
            partitions.append({
                "partition": index, "leader": partition.leader,
                "leader_epoch": partition.leader_epoch,
                "partition_epoch": partition.partition_epoch,
                "replicas": list(partition.replicas), "isr": list(partition.isr),
                "logs": replicas})
        return {"name": name, "topic_id": str(info.topic_id), "configs": dict(info.configs),
                "partitions": partitions}


async def _done() -> None:
    return None

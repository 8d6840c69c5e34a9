"""A whole cluster in one event loop: a controller and N brokers on racks, talking over TCP.

`async with Cluster(...) as cluster:` is the harness for asyncio tests and for `kafkasim up`;
`start_cluster(...)` runs the same cluster on its own event loop in a background thread and
returns a `ClusterHandle` with a synchronous API, for synchronous clients (kafka-python,
confluent-kafka, kcat), which would block an event loop they shared with the cluster.

Nodes talk only through their listeners, exactly as separate processes would: brokers
register and heartbeat with the controller, pull its metadata log, replicate from each other
with Fetch. The harness itself reads node state directly only to wait for convergence.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from kafkasim.broker.config.settings import Config
from kafkasim.broker.metadata.image import TopicInfo
from kafkasim.broker.nodes.broker import Broker
from kafkasim.broker.nodes.controller import Controller
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.create_topics import (
    CreatableTopic,
    CreatableTopicConfig,
    CreateTopicsRequest,
)

log = logging.getLogger("kafkasim.cluster")

DEFAULT_RACKS = ("a", "b", "c")
START_TIMEOUT = 10.0


def cluster_config(brokers: int, config: Mapping[str, object] | None) -> Config:
    """The cluster's settings: `default.replication.factor` defaults to min(3, brokers) (the
    simulator exists to model followers), anything in `config` overrides."""
    return Config({"default.replication.factor": min(3, max(1, brokers)), **(config or {})})


class Cluster:
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
        advertised_host: str | None = None,
    ):
        if brokers < 1:
            raise ValueError("a cluster needs at least one broker")
        self.host = host
        self.advertised_host = advertised_host  # what brokers tell clients, when not `host`
        self.port_base = port_base
        self.data_dir = Path(data_dir) if data_dir else None
        self.config = cluster_config(brokers, config)
        self.racks = list(racks) if racks else []
        self.node_ids = list(range(first_node_id, first_node_id + brokers))
        self.controller = Controller(host=host, port=controller_port, config=self.config,
                                     data_dir=self.data_dir)
        self.brokers: dict[int, Broker] = {}
        self.running: set[int] = set()
        self._ports: dict[int, int] = {}
        self.start_seconds: float | None = None

    # --- lifecycle -----------------------------------------------------------------------

    def rack_of(self, node_id: int) -> str | None:
        if not self.racks:
            return None
        return self.racks[self.node_ids.index(node_id) % len(self.racks)]

    def _new_broker(self, node_id: int) -> Broker:
        rack = self.rack_of(node_id)
        port = self._ports.get(node_id)
        if port is None:
            port = self.port_base + self.node_ids.index(node_id) if self.port_base else 0
        overrides: dict[str, object] = {"node.id": node_id, "broker.id": node_id}
        if rack is not None:
            overrides["broker.rack"] = rack
        return Broker(node_id, rack=rack, host=self.host, port=port,
                      config=self.config.with_overrides(overrides), data_dir=self.data_dir,
                      controller_address=(self._controller_host(), self.controller.port),
                      advertised_host=self.advertised_host)

    def _controller_host(self) -> str:
        # Brokers in this process reach the controller on loopback when it listens on every
        # interface.
        host = self.controller.host
        return "127.0.0.1" if host in ("", "0.0.0.0") else "::1" if host == "::" else host

    async def start(self) -> None:
        """Start the controller, then every broker concurrently; return when all listeners
        accept and every broker's metadata matches the controller's."""
        started = time.perf_counter()
        await self.controller.start()
        for node_id in self.node_ids:
            self.brokers[node_id] = self._new_broker(node_id)
        starts = [asyncio.ensure_future(broker.start()) for broker in self.brokers.values()]
        try:
            await asyncio.wait_for(asyncio.gather(*starts), START_TIMEOUT)
        except BaseException:
            # One broker failed (its port taken, say): the others stop starting before the
            # cluster stops, or they would go on registering behind the stop.
            for start in starts:
                start.cancel()
            await asyncio.gather(*starts, return_exceptions=True)
            await self.stop()
            raise
        for node_id, broker in self.brokers.items():
            self._ports[node_id] = broker.port
            self.running.add(node_id)
        await self.wait_for_metadata()
        self.start_seconds = time.perf_counter() - started
        log.info("cluster of %d brokers ready in %.3f s: %s", len(self.brokers),
                 self.start_seconds, self.bootstrap)

    async def stop(self, controlled: bool = False) -> None:
        """Stop every broker, then the controller. By default brokers stop as a crash would;
        `controlled` first runs each broker's controlled shutdown, so a cluster restarted on the
        same data directory re-registers at once instead of waiting for the old sessions to
        expire (Kafka refuses a new incarnation while the old one's session lives)."""
        if controlled:
            for node_id in sorted(self.running):
                channel = self.brokers[node_id].controller_channel
                if channel is not None:
                    await channel.controlled_shutdown(timeout=2.0)
        await asyncio.gather(*(broker.stop() for broker in self.brokers.values()),
                             return_exceptions=True)
        self.running.clear()
        await self.controller.stop()

    async def __aenter__(self) -> Cluster:
        await self.start()
        return self

    async def __aexit__(self, *exc_info) -> None:
        await self.stop()

    @property
    def bootstrap(self) -> str:
        """host:port of every running broker as clients should dial it (the advertised host),
        comma separated (a bootstrap.servers value)."""
        return ",".join(f"{self.brokers[n].advertised_host}:{self.brokers[n].port}"
                        for n in self.node_ids if n in self.running)

    async def stop_broker(self, node_id: int, controlled: bool = True) -> None:
        """Stop broker `node_id`. Controlled (the default) moves its leaderships away first,
        as a clean Kafka shutdown does; otherwise it crashes and the controller fences it
        after `broker.session.timeout.ms`."""
        broker = self.brokers[node_id]
        if controlled and broker.controller_channel is not None:
            await broker.controller_channel.controlled_shutdown()
        self.running.discard(node_id)
        await broker.stop()
        await self.wait_for_metadata()

    async def start_broker(self, node_id: int) -> Broker:
        """Start broker `node_id` again: same port, rack and data directory, new incarnation.
        Returns when it is unfenced and every broker has caught up."""
        if node_id in self.running:
            raise ValueError(f"broker {node_id} is running")
        broker = self._new_broker(node_id)
        self.brokers[node_id] = broker
        await asyncio.wait_for(broker.start(), START_TIMEOUT + self._session_timeout())
        self.running.add(node_id)
        await self.wait_for_metadata()
        return broker

    def _session_timeout(self) -> float:
        return self.config.get_int("broker.session.timeout.ms") / 1000

    # --- waiting -------------------------------------------------------------------------

    async def wait_until(self, predicate: Callable[[], Any], timeout: float = 10.0,
                         interval: float = 0.01) -> Any:
        """Poll `predicate` (a function, or a coroutine function) until it returns something
        true; return that, or raise TimeoutError after `timeout` seconds."""
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

    async def wait_for_metadata(self, timeout: float = 10.0) -> None:
        """Wait until every running broker has applied the controller's whole metadata log."""
        await self.wait_until(
            lambda: all(self.brokers[n].metadata.version >= self.controller.metadata.version
                        for n in self.running),
            timeout)

    # --- topics --------------------------------------------------------------------------

    async def create_topic(self, name: str, partitions: int = 1, replication_factor: int = -1,
                           configs: Mapping[str, object] | None = None,
                           timeout: float = 10.0) -> TopicInfo:
        """Create a topic through the controller (CreateTopics); return once every running
        broker knows it (so each replica's broker has become leader or follower) and every
        partition has a leader. Raises KafkaError with Kafka's error code on refusal."""
        request = CreateTopicsRequest(
            topics=[CreatableTopic(
                name=name, num_partitions=partitions, replication_factor=replication_factor,
                configs=[CreatableTopicConfig(name=k, value=str(v).lower()
                                              if isinstance(v, bool) else str(v))
                         for k, v in (configs or {}).items()])],
            timeout_ms=int(timeout * 1000))
        connection = await KafkaConnection.connect(self.controller.host, self.controller.port,
                                                   client_id="kafkasim-cluster")
        try:
            response = await connection.send(request, 7)
        finally:
            await connection.close()
        result = response.topics[0]
        if result.error_code != ErrorCode.NONE:
            raise KafkaError(result.error_code, result.error_message)
        await self.wait_for_metadata(timeout)
        topic = self.controller.metadata.topics[name]
        await self.wait_until(lambda: all(p.leader >= 0 for p in topic.partitions.values()),
                              timeout)
        return topic

    def leader_of(self, topic: str, partition: int = 0) -> int:
        """The current leader of a partition in the controller's metadata (-1 if none)."""
        info = self.controller.metadata.partition(topic, partition)
        return -1 if info is None else info.leader


# --- a cluster on its own thread ---------------------------------------------------------


def _new_event_loop() -> asyncio.AbstractEventLoop:
    try:
        import uvloop
    except ImportError:
        return asyncio.new_event_loop()
    return uvloop.new_event_loop()


class ClusterHandle:
    """A Cluster running on its own event loop in a daemon thread, driven synchronously.

    Every method blocks the calling thread until the cluster's loop has done the work. Use it
    as a context manager or call `stop()`.
    """

    def __init__(self, **cluster_args):
        self._cluster_args = cluster_args
        self._loop = _new_event_loop()
        self._thread = threading.Thread(target=self._run, name="kafkasim-cluster", daemon=True)
        self.cluster: Cluster | None = None

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_forever()

    def start(self) -> ClusterHandle:
        self._thread.start()

        async def create() -> Cluster:
            cluster = Cluster(**self._cluster_args)
            await cluster.start()
            return cluster

        self.cluster = self._submit(create(), START_TIMEOUT * 2)
        return self

    def _submit(self, coroutine, timeout: float | None):
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout)

    def call(self, function: Callable, *args, timeout: float | None = 30.0):
        """Run `function(*args)` on the cluster's loop and return its result; a coroutine
        function is awaited there."""
        async def run():
            result = function(*args)
            if asyncio.iscoroutine(result):
                result = await result
            return result

        return self._submit(run(), timeout)

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        return self._loop

    @property
    def bootstrap(self) -> str:
        return self.call(lambda: self.cluster.bootstrap)

    @property
    def brokers(self) -> dict[int, Broker]:
        """The cluster's brokers; read their state only through `call`, on the cluster loop."""
        return self.cluster.brokers

    @property
    def controller(self) -> Controller:
        return self.cluster.controller

    def create_topic(self, name: str, partitions: int = 1, replication_factor: int = -1,
                     configs: Mapping[str, object] | None = None,
                     timeout: float = 10.0) -> TopicInfo:
        return self.call(self.cluster.create_topic, name, partitions, replication_factor,
                         configs, timeout, timeout=timeout + 5)

    def stop_broker(self, node_id: int, controlled: bool = True) -> None:
        self.call(self.cluster.stop_broker, node_id, controlled)

    def start_broker(self, node_id: int) -> None:
        self.call(self.cluster.start_broker, node_id)

    def wait_until(self, predicate: Callable[[], Any], timeout: float = 10.0) -> Any:
        """Poll `predicate` on the cluster's loop (so it may read cluster state safely)."""
        return self.call(self.cluster.wait_until, predicate, timeout, timeout=timeout + 5)

    def leader_of(self, topic: str, partition: int = 0) -> int:
        return self.call(self.cluster.leader_of, topic, partition)

    def stop(self) -> None:
        """Stop the cluster and its loop; idempotent."""
        if not self._thread.is_alive():
            return
        try:
            if self.cluster is not None:
                self._submit(self.cluster.stop(), 30)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)
            self._loop.close()

    def __enter__(self) -> ClusterHandle:
        return self

    def __exit__(self, *exc_info) -> None:
        self.stop()


def start_cluster(**cluster_args) -> ClusterHandle:
    """Start a Cluster (same arguments) on a background thread's event loop (uvloop when
    available); return its synchronous handle once the cluster is ready."""
    handle = ClusterHandle(**cluster_args)
    try:
        return handle.start()
    except BaseException:
        handle.stop()
        raise

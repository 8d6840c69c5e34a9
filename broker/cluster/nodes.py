"""The nodes of a Cluster: its controller and brokers, across their incarnations.

A broker stopped and started again is a new `Broker` object (a new incarnation, as a
restarted Kafka process is) that must look like the old one from outside: the same port and
rack listener ports, the same logs (on disk, or the in-memory volume kept here), and the
controls the harness set on it (version caps, replication paused), which survive restarts
until lifted. `ClusterNodes` owns that state and builds every incarnation from it, so the
rule is kept in one place; the Cluster (core.py) drives it and does the waiting.
"""

from __future__ import annotations

import asyncio
import logging
import random
import socket
from collections.abc import Mapping, Sequence
from pathlib import Path

from kafkasim.broker.cluster.dispatch import poll_until
from kafkasim.broker.config.settings import Config
from kafkasim.broker.control.errors import ClusterConflict, InvalidArgument, UnknownBroker
from kafkasim.broker.control.interceptor import (
    CONTROLLER,
    ClusterControl,
    NodeControl,
    broker_endpoint,
)
from kafkasim.broker.network.topology import Topology
from kafkasim.broker.nodes.broker import Broker
from kafkasim.broker.nodes.controller import Controller
from kafkasim.broker.security import ListenerSecurity
from kafkasim.broker.storage.log import MemoryVolume
from kafkasim.protocol.messages import API_NAMES

log = logging.getLogger("kafkasim.cluster")

# How long a broker may take to register, catch up and be unfenced before its start fails (an
# upper bound, never a pace: a start on a loaded 2-core machine beside four JVMs took over 10 s).
START_TIMEOUT = 30.0


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


class ClusterNodes:
    """The controller and the brokers `node_ids` (see the module docstring). Every node's
    listener reports to `control` (faults, capture, cuts, throttles, metrics); brokers
    listen with `security`."""

    def __init__(self, node_ids: Sequence[int], racks: Sequence[str | None], host: str,
                 port_base: int, config: Config, control: ClusterControl,
                 security: ListenerSecurity, *, data_dir: Path | None = None,
                 controller_port: int = 0, advertised_host: str | None = None,
                 topology: Topology | None = None, fetch_records: Path | None = None,
                 features: Mapping[str, int] | None = None) -> None:
        self.node_ids = list(node_ids)
        self.racks = list(racks)
        self.host = host
        self.port_base = port_base
        self.config = config
        self.control = control
        self.security = security
        self.data_dir = data_dir
        self.controller_port = controller_port
        self.advertised_host = advertised_host
        self.topology = topology
        self.fetch_records = fetch_records
        self.features = dict(features or {})  # levels a new cluster finalizes (checked)
        self.controller: Controller | None = None
        self.brokers: dict[int, Broker] = {}  # the latest incarnation of each broker
        self.running: set[int] = set()
        self._starting: set[int] = set()
        self._ports: dict[int, int] = {}
        self._rack_ports: dict[int, dict[str, int]] = {}
        self._volumes: dict[int, MemoryVolume] = {}
        self._max_versions: dict[int | None, dict[int, int]] = {}  # broker (None: all) -> caps
        self._paused: set[int] = set()

    # --- identity ------------------------------------------------------------------------

    def known(self, node_id: int) -> int:
        """`node_id`, if the cluster has such a broker (UnknownBroker otherwise)."""
        if node_id not in self.node_ids:
            raise UnknownBroker(node_id, self.node_ids)
        return node_id

    def running_broker(self, node_id: int) -> Broker:
        """Broker `node_id`'s running incarnation; ClusterConflict when it is not running."""
        if self.known(node_id) not in self.running:
            raise ClusterConflict(f"broker {node_id} is not running")
        return self.brokers[node_id]

    def rack_of(self, node_id: int) -> str | None:
        if not self.racks:
            return None
        return self.racks[self.node_ids.index(node_id) % len(self.racks)]

    def controller_host(self) -> str:
        """Where brokers in this process reach the controller: loopback when it listens on
        every interface."""
        host = self.controller.host
        return "127.0.0.1" if host in ("", "0.0.0.0") else "::1" if host == "::" else host

    def bootstrap(self, rack: str | None = None) -> str:
        """A bootstrap.servers value: every running broker's listener, or its listener for
        clients in `rack` (the network model)."""
        if rack is not None and (self.topology is None or rack not in self.topology.racks):
            raise InvalidArgument(f"no listener for rack {rack!r}: the cluster has no such "
                                  "rack in its topology")
        return ",".join(
            f"{self.brokers[n].advertised_host}:"
            f"{self.brokers[n].port if rack is None else self.brokers[n].rack_servers[rack].port}"
            for n in self.node_ids if n in self.running)

    async def wait_for_metadata(self, timeout: float) -> None:
        """Wait until every running broker has applied the controller's whole metadata log
        (but for brokers cut off from the controller, which cannot)."""
        def caught_up() -> bool:
            version = self.controller.metadata.version
            return all(self.brokers[n].metadata.version >= version for n in self.running
                       if not self.control.network.blocked(broker_endpoint(n), CONTROLLER))

        await poll_until(caught_up, timeout)

    def replica(self, node_id: int, topic: str, partition: int):
        """Broker `node_id`'s replica of the partition, if the broker runs and has one."""
        broker = self.brokers.get(node_id)
        if broker is None or node_id not in self.running:
            return None
        return broker.replica_manager.get_partition(topic, partition)

    # --- incarnations --------------------------------------------------------------------

    def _new_controller(self) -> Controller:
        controller = Controller(host=self.host, port=self.controller_port, config=self.config,
                                data_dir=self.data_dir, features=self.features)
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
                        controller_address=(self.controller_host(), self.controller.port),
                        advertised_host=self.advertised_host,
                        max_versions=self._max_versions_of(node_id), volume=volume,
                        topology=self.topology, rack_ports=self._rack_ports_of(node_id),
                        fetch_records=self.fetch_records, security=self.security,
                        telemetry_receiver=self.control.telemetry, clock=self.control.clock)
        control = NodeControl(self.control, node_id, rack=rack)
        for server in broker.servers:
            server.on_request = control.on_request
            server.wire_faults = control.wire_fault_for
            server.internal_wire_faults = control.internal_wire_faults
        broker.quotas.override = control.throttle_for
        if node_id in self._paused:
            broker.replica_manager.pause_fetchers()
        self.brokers[node_id] = broker
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

    def _started(self, node_id: int) -> None:
        broker = self.brokers[node_id]
        self._ports[node_id] = broker.port
        self._rack_ports[node_id] = {rack: server.port
                                     for rack, server in broker.rack_servers.items()}
        self.running.add(node_id)

    async def start(self) -> None:
        """Start the controller, then every broker; raises (with every node stopped) when
        one fails to start within START_TIMEOUT seconds."""
        self.controller = self._new_controller()
        await self.controller.start()
        starts: list[asyncio.Future] = []
        try:
            for node_id in self.node_ids:
                self._new_broker(node_id)
            starts = [asyncio.ensure_future(broker.start()) for broker in self.brokers.values()]
            await asyncio.wait_for(asyncio.gather(*starts), START_TIMEOUT)
            for node_id in self.node_ids:
                self._started(node_id)
        except BaseException:
            # One broker failed (its port taken, say): the others stop starting before the
            # cluster stops, or they would go on registering behind the stop.
            for start in starts:
                start.cancel()
            await asyncio.gather(*starts, return_exceptions=True)
            await self.stop()
            raise

    async def stop(self, controlled: bool = False) -> None:
        """Stop every broker (after a controlled shutdown of each, if `controlled`), then
        the controller."""
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

    async def stop_broker(self, node_id: int, controlled: bool) -> bool:
        """Stop broker `node_id` (see Cluster.stop_broker); False when it was not running."""
        broker = self.brokers[self.known(node_id)]
        if node_id not in self.running:
            return False
        self.running.discard(node_id)
        if controlled and broker.controller_channel is not None:
            await broker.controller_channel.controlled_shutdown()
        await broker.stop(clean=controlled)
        return True

    async def kill_broker(self, node_id: int) -> dict[str, int]:
        """Broker `node_id` loses power (see Cluster.kill_broker); the offsets each of its
        replicas lost, by "topic-partition"."""
        broker = self.running_broker(node_id)
        broker.replica_manager.pause_fetchers()  # nothing lands after the moment of death
        lost = {}
        for (topic, index), partition in broker.replica_manager.partitions.items():
            gone = partition.log.lose_unflushed()
            if gone:
                lost[f"{topic}-{index}"] = gone
        self.running.discard(node_id)
        await broker.stop(clean=False)
        log.info("broker %d killed; lost %s", node_id, lost or "nothing")
        return lost

    async def start_broker(self, node_id: int) -> Broker:
        """A new incarnation of broker `node_id`, started (see Cluster.start_broker)."""
        if self.known(node_id) in self.running:
            raise ClusterConflict(f"broker {node_id} is running")
        if node_id in self._starting:
            raise ClusterConflict(f"broker {node_id} is starting")
        if self.control.network.blocked(broker_endpoint(node_id), CONTROLLER):
            raise ClusterConflict(f"broker {node_id} is cut off from the controller and could "
                                  "not register: heal it first")
        self._starting.add(node_id)
        try:
            broker = self._new_broker(node_id)
            try:
                # A crashed predecessor's session must expire before the new incarnation
                # may register (Kafka's rule), hence the session timeout in the wait.
                session_timeout = self.config.get_int("broker.session.timeout.ms") / 1000
                await asyncio.wait_for(broker.start(), START_TIMEOUT + session_timeout)
            except BaseException:
                await broker.stop()
                raise
            self._started(node_id)
        finally:
            self._starting.discard(node_id)
        return broker

    # --- controls that outlive an incarnation --------------------------------------------

    def replication_paused(self, node_id: int) -> bool:
        return self.known(node_id) in self._paused

    def pause_replication(self, node_id: int) -> None:
        self._paused.add(self.known(node_id))
        if node_id in self.running:
            self.brokers[node_id].replica_manager.pause_fetchers()

    def resume_replication(self, node_id: int) -> None:
        self._paused.discard(self.known(node_id))
        if node_id in self.running:
            self.brokers[node_id].replica_manager.resume_fetchers()

    def resume_all_replication(self) -> None:
        for node_id in list(self._paused):
            self.resume_replication(node_id)

    def _max_versions_of(self, node_id: int) -> dict[int, int]:
        caps = dict(self._max_versions.get(None, {}))
        caps.update(self._max_versions.get(node_id, {}))
        return caps

    def cap_versions(self, api_key: int, max_version: int | None, broker: int | None) -> None:
        if broker is not None:
            self.known(broker)
        caps = self._max_versions.setdefault(broker, {})
        if max_version is None:
            caps.pop(api_key, None)
        else:
            caps[api_key] = int(max_version)
        self._serve_caps()

    def clear_version_caps(self) -> None:
        self._max_versions.clear()
        self._serve_caps()

    def _serve_caps(self) -> None:
        for node_id, broker in self.brokers.items():
            for server in broker.servers:
                server.max_versions = self._max_versions_of(node_id)

    def version_caps(self) -> dict:
        return {("all" if broker is None else str(broker)):
                {API_NAMES[key]: version for key, version in caps.items()}
                for broker, caps in self._max_versions.items() if caps}

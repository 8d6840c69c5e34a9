"""One broker: a listener plus the components that own its state.

State ownership (see docs/ARCHITECTURE.md, State ownership): everything below is mutated only by code that
does not await; awaits happen at named wait points (fetch long-poll, acks=all, replica
catch-up, controller round trips). Components reach each other through this object:

- `metadata`         the broker's MetadataImage, applied from the controller's metadata log
- `replica_manager`  partitions hosted here: logs, leader/follower state, replica fetchers
- `fetch_sessions`   the KIP-227 incremental fetch session cache (broker/session/cache.py)
- `groups`           the classic consumer-group coordinator for groups this broker coordinates
- `transactions`     the transaction coordinator for transactional ids this broker coordinates
- `share_coordinator`  the KIP-932 share coordinator: share-partition state in
                     `__share_group_state` for the partitions of it this broker leads
- `share_persister`  the client side of share coordinators (the group coordinator and the
                     share partitions reach them through it, over the wire)
- `share_partitions` the share partitions this broker leads, share sessions, ShareFetch and
                     ShareAcknowledge (broker/share/manager.py)
- `quotas`           client quotas: produce and fetch byte rates and request time per
                     (user, client-id), and the throttle times they cost (broker/quota/)
- `client_metrics`   client telemetry (KIP-714): client-metrics subscriptions, client
                     instances, GetTelemetrySubscriptions and PushTelemetry
                     (broker/telemetry/manager.py), pushed metrics kept by a receiver
- `authorizer`       Kafka's StandardAuthorizer over the image's ACLs, or None without one
                     (broker/security/authorizer.py; handlers ask it through
                     broker/security/authorization.py)
- `clock`            the time expiries follow (broker/clock.py), wall-clock unless the harness
                     moves it
- `controller_channel`  channel to the controller (registration, heartbeats, AlterPartition,
                     forwarded admin requests, metadata pulls); None without a controller
"""

from __future__ import annotations

import logging
import uuid
from pathlib import Path

from kafkasim.broker.clock import BrokerClock
from kafkasim.broker.config.settings import Config
from kafkasim.broker.control.telemetry import TelemetryReceiver
from kafkasim.broker.group.coordinator import GroupCoordinator
from kafkasim.broker.metadata.image import MetadataImage
from kafkasim.broker.network.fetch_records import FetchRecorder, FetchRecordWriter
from kafkasim.broker.network.registry import BROKER
from kafkasim.broker.network.server import ConnectionLimits, KafkaServer
from kafkasim.broker.network.topology import NetworkPath, Topology
from kafkasim.broker.quota.manager import ClientQuotas
from kafkasim.broker.quota.rate import RateWindow
from kafkasim.broker.security import ListenerSecurity
from kafkasim.broker.security.authorizer import authorizer_from_config
from kafkasim.broker.session.cache import FetchSessionCache
from kafkasim.broker.share.coordinator import ShareCoordinator
from kafkasim.broker.share.manager import SharePartitionManager
from kafkasim.broker.share.persister import StatePersister
from kafkasim.broker.storage.checkpoints import take_clean_shutdown, write_clean_shutdown
from kafkasim.broker.storage.log import MemoryVolume
from kafkasim.broker.telemetry.manager import ClientMetricsManager
from kafkasim.broker.transaction.coordinator import TransactionCoordinator

log = logging.getLogger("kafkasim.broker")


class Broker:
    def __init__(
        self,
        node_id: int,
        *,
        rack: str | None,
        host: str = "127.0.0.1",
        port: int = 0,
        config: Config | None = None,
        data_dir: Path | None = None,
        controller_address: tuple[str, int] | None = None,
        max_versions: dict[int, int] | None = None,
        advertised_host: str | None = None,
        volume: MemoryVolume | None = None,
        security: ListenerSecurity | None = None,
        topology: Topology | None = None,
        rack_ports: dict[str, int] | None = None,
        fetch_records: Path | None = None,
        telemetry_receiver: TelemetryReceiver | None = None,
        clock: BrokerClock | None = None,
    ):
        import kafkasim.broker.handlers  # noqa: F401  (the handler table fills the registry)

        self.node_id = node_id
        self.rack = rack
        # The time expiries follow (broker/clock.py): the cluster's, which the harness can
        # move ahead, or wall-clock time of this broker's own.
        self.clock = clock or BrokerClock()
        # Settings from the command line or the Python API; `config` adds the dynamic broker
        # configs (IncrementalAlterConfigs) on top, cluster-wide ones first, then this broker's.
        self.static_config = config or Config()
        self.config = self.static_config
        self.data_dir = Path(data_dir) / f"broker-{node_id}" if data_dir else None
        self.controller_address = controller_address
        self._advertised_host = advertised_host
        # Without a data directory, where logs outlive this incarnation (Cluster keeps one
        # per broker, so a restarted broker finds its data); None: logs die with the broker.
        self.volume = volume
        self.directory_id = _directory_id(self.data_dir, volume)
        self.metadata = MetadataImage()
        # The listener's security protocol (broker/security); replica fetchers connect with
        # `connect_options` to the same kind of listener on the other brokers.
        self.security = security or ListenerSecurity()
        self.connect_options = self.security.connect_options()
        # Client quotas, from the metadata image; the window settings are static, as Kafka's.
        self.quotas = ClientQuotas(lambda: self.metadata.client_quotas, RateWindow(
            samples=self.config.get_int("quota.window.num"),
            window_ms=self.config.get_int("quota.window.size.seconds") * 1000))
        # Kafka's StandardAuthorizer over this broker's copy of the ACLs, or None (no
        # `authorizer.class.name`); the brokers' own principal on other brokers is a super
        # user, as Kafka needs the inter-broker principal in `super.users`.
        self.authorizer = authorizer_from_config(self.static_config, self.metadata.acl_state,
                                                 self.security.internal_principals())
        self.server = KafkaServer(
            self,
            host=host,
            port=port,
            listener=BROKER,
            limits=ConnectionLimits.from_config(self.config),
            max_versions=max_versions,
            ssl=self.security.server_context(),
            authenticator=self.security.authenticator_factory(
                lambda: self.metadata.scram_credentials),
            throttler=self.quotas,
        )
        # The network model (broker/network/topology.py): one more listener per rack of the
        # topology, named for the clients' rack (RACK_A, ...), each delaying its requests and
        # responses as the link between that rack and this broker's models.
        self.topology = topology
        self.rack_servers: dict[str, KafkaServer] = {}
        if topology is not None:
            if rack not in topology.racks:
                raise ValueError(f"broker {node_id}: rack {rack!r} is not one of the topology's "
                                 f"racks {list(topology.racks)}")
            for client_rack, name in topology.listener_names().items():
                self.rack_servers[client_rack] = KafkaServer(
                    self, host=host, port=(rack_ports or {}).get(client_rack, 0),
                    listener=BROKER, listener_name=name,
                    network=NetworkPath(client_rack, rack, topology.link(client_rack, rack)),
                    limits=self.server.limits, max_versions=max_versions,
                    ssl=self.server.ssl, authenticator=self.server.authenticator,
                    throttler=self.quotas)
        # Broker-side fetch records (broker/network/fetch_records.py) into this directory.
        self.fetch_recorder: FetchRecorder | None = None
        self._fetch_record_writer: FetchRecordWriter | None = None
        if fetch_records is not None:
            self._fetch_record_writer = FetchRecordWriter(fetch_records, f"broker-{node_id}")
            self.fetch_recorder = FetchRecorder(node_id, rack,
                                                self._fetch_record_writer.write_lines)
            for server in self.servers:
                server.fetch_recorder = self.fetch_recorder
        self.components: list = []  # started in order, stopped in reverse
        # Partitions, logs and replica fetchers; running before metadata arrives.
        from kafkasim.broker.replica.manager import ReplicaManager

        self.replica_manager = ReplicaManager(self)
        self.components.append(self.replica_manager)
        self.fetch_sessions = FetchSessionCache.from_config(self.config, self.clock)
        self.groups = GroupCoordinator(self)
        self.components.append(self.groups)
        self.transactions = TransactionCoordinator(self)
        self.components.append(self.transactions)
        self.share_coordinator = ShareCoordinator(self)
        self.components.append(self.share_coordinator)
        self.share_persister = StatePersister(self, self.share_coordinator)
        self.share_partitions = SharePartitionManager(self, self.share_persister)
        self.components.append(_ShareSide(self))
        # Pushed client metrics go to `telemetry_receiver` (the harness shares one across the
        # cluster's brokers and their restarts), else to a receiver of this broker's own.
        self.client_metrics = ClientMetricsManager(self, telemetry_receiver or TelemetryReceiver())
        for server in self.servers:
            server.disconnect_listeners.append(self.client_metrics.connection_closed)
            server.disconnect_listeners.append(self.share_partitions.connection_closed)
        self.controller_channel = None
        if controller_address is not None:
            from kafkasim.broker.controller.channel import ControllerChannel

            self.controller_channel = ControllerChannel(self)

    def apply_dynamic_configs(self, broker_configs: dict[str, dict[str, str]]) -> None:
        """Adopt the dynamic broker configs of the metadata image (no awaits). Components that
        read a setting when they use it see the new value from then on."""
        self.config = self.static_config.with_overrides(
            {**broker_configs.get("", {}), **broker_configs.get(str(self.node_id), {})})

    @property
    def host(self) -> str:
        return self.server.host

    @property
    def port(self) -> int:
        return self.server.port

    @property
    def advertised_host(self) -> str:
        """The host clients are told to connect to: `advertised_host` when given (the
        listener's port goes with it), else the listen address."""
        return self._advertised_host or self.host

    def server_for(self, listener: str) -> KafkaServer:
        return self.server

    @property
    def servers(self) -> list[KafkaServer]:
        """Every listener: the primary one, then one per rack of the network model."""
        return [self.server, *self.rack_servers.values()]

    @property
    def replication_listener(self) -> str | None:
        """The listener this broker's replica fetchers dial on the leader: its own rack's,
        so replication crosses the modelled network like any client."""
        server = self.rack_servers.get(self.rack) if self.rack is not None else None
        return server.listener_name if server is not None else None

    def listener_endpoints(self, advertised_host: str) -> dict[str, tuple[str, int]]:
        """The rack listeners' endpoints as registered: name -> (host, port)."""
        return {server.listener_name: (advertised_host, server.port)
                for server in self.rack_servers.values()}

    async def start(self) -> None:
        """Open the listener, start every component, then join the cluster: the controller
        channel starts last, so metadata reaches components that are already running, and
        returns once this broker is registered, caught up and unfenced. Only then are
        requests read (Kafka's BrokerServer enables request processing after the broker is
        unfenced): a client that connects to a broker still starting waits for its answer
        rather than being told what a broker with no metadata yet knows."""
        for server in self.servers:
            await server.start(processing=False)
        for component in self.components:
            await component.start()
        if self.controller_channel is not None:
            self.controller_channel.previous_broker_epoch = self._take_clean_shutdown()
            await self.controller_channel.start()
        for server in self.servers:
            server.enable_request_processing()
        log.info("broker %d (rack %s) listening on %s:%d%s", self.node_id, self.rack,
                 self.host, self.port, "".join(f", {s.listener_name} on port {s.port}"
                                               for s in self.rack_servers.values()))

    async def stop(self, clean: bool = True) -> None:
        """Stop as a shut-down broker would (`clean`: its last broker epoch is kept for the next
        start's registration, as Kafka's clean shutdown file keeps it) or as a crashed one:
        connections drop, fetchers stop."""
        for server in self.servers:
            await server.stop()
        epoch = -1
        if self.controller_channel is not None:
            epoch = self.controller_channel.broker_epoch
            await self.controller_channel.stop()
        for component in reversed(self.components):
            await component.stop()
        if clean and epoch >= 0:
            self._mark_clean_shutdown(epoch)
        if self._fetch_record_writer is not None:
            self._fetch_record_writer.close()

    def _mark_clean_shutdown(self, epoch: int) -> None:
        if self.data_dir is not None:
            write_clean_shutdown(self.data_dir, epoch)
        elif self.volume is not None:
            self.volume.clean_shutdown_epoch = epoch

    def _take_clean_shutdown(self) -> int:
        """The epoch of the previous incarnation's clean shutdown (-1 after a crash, or on a
        first start), forgotten once read."""
        if self.data_dir is not None:
            return take_clean_shutdown(self.data_dir)
        if self.volume is None:
            return -1
        epoch, self.volume.clean_shutdown_epoch = self.volume.clean_shutdown_epoch, -1
        return epoch

    def __repr__(self) -> str:
        return f"Broker({self.node_id}, rack={self.rack!r}, {self.host}:{self.port})"


class _ShareSide:
    """The share partitions and the persister as one component: stopped before the share
    coordinator (components stop in reverse)."""

    def __init__(self, broker: Broker) -> None:
        self.broker = broker

    async def start(self) -> None:
        pass

    async def stop(self) -> None:
        await self.broker.share_partitions.stop()
        await self.broker.share_persister.close()


def _directory_id(data_dir: Path | None, volume: MemoryVolume | None) -> uuid.UUID:
    """The id of the broker's log directory (KIP-858): the same across restarts, as Kafka keeps
    it in the directory's meta.properties (`directory.id`); a broker with neither a data
    directory nor a volume gets a new one each start, as a fresh disk would."""
    if volume is not None:
        return volume.directory_id
    if data_dir is None:
        return uuid.uuid4()
    path = data_dir / "meta.properties"
    try:
        for line in path.read_text().splitlines():
            key, _, value = line.partition("=")
            if key.strip() == "directory.id":
                return uuid.UUID(value.strip())
    except (OSError, ValueError):
        pass
    directory_id = uuid.uuid4()
    data_dir.mkdir(parents=True, exist_ok=True)
    path.write_text(f"directory.id={directory_id}\n")
    return directory_id

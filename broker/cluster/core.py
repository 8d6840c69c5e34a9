"""A whole cluster in one event loop: a controller and N brokers on racks, talking over TCP.

Nodes talk only through their listeners, exactly as separate processes would: brokers
register and heartbeat with the controller, pull its metadata log, replicate from each other
with Fetch. The harness reads node state directly only to wait for convergence and to
describe it; it changes the cluster the way an operator would — through the controller's
metadata records or a broker's own controls — never by editing a broker's state behind it.

`Cluster` is the harness's one public class, built from collaborators, not mixins:

- `dispatch.LoopOwner` (its base) runs it on one event loop and marshals calls onto it;
- `nodes.ClusterNodes` owns the controller and the brokers across their incarnations (ports,
  in-memory logs, and the controls that survive a restart);
- `security.ClusterSecurity` the listener security and the SASL users;
- `remote_tier.RemoteTierControl` tiering now and the simulated remote store's faults;
- `telemetry.ClientTelemetryControl` client-metrics subscriptions and what clients pushed
  (KIP-714);
- broker/control's `ClusterControl` the fault stack, captures, network cuts, throttles and
  metrics that every node's listener consults.

The operations are the Cluster's methods, in the explicit style of
librdkafka's mock cluster (`stop_broker`, `move_leader`, `cap_versions`) with kfake's
interception (`inject`: a stack of rules that fall through when they do not match and leave
after `count` uses). Leadership and assignment changes go through the controller as
metadata records (broker/controller/partitions.py), so every broker learns them the way it
learns any change; broker-local controls (replication paused, listeners closed, versions
capped) act on that broker only, and survive its restarts. What the harness refuses raises
the typed errors of broker/control/errors.py.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from kafkasim.broker.clock import TimeAdvanced
from kafkasim.broker.cluster.chaos import DEFAULT_KINDS, ChaosRun, Step, draw_schedule
from kafkasim.broker.cluster.dispatch import LoopOwner, on_loop, poll_until, running_loop, waits
from kafkasim.broker.cluster.nodes import ClusterNodes
from kafkasim.broker.cluster.remote_tier import RemoteTierControl
from kafkasim.broker.cluster.security import (
    ClusterSecurity,
    acl_bindings,
    acl_creation,
    acl_deletion,
    describe_acl,
)
from kafkasim.broker.cluster.telemetry import ClientTelemetryControl
from kafkasim.broker.config.authorizer import STANDARD_AUTHORIZER
from kafkasim.broker.config.settings import Config
from kafkasim.broker.control.capture import Exchange, exchange_filter
from kafkasim.broker.control.errors import (
    ClusterConflict,
    InvalidArgument,
    UnknownTopic,
)
from kafkasim.broker.control.faults import FaultRule, api_key_of, error_code_of
from kafkasim.broker.control.history import CheckReport, LogView, check, log_view
from kafkasim.broker.control.interceptor import (
    CLIENTS,
    CONTROLLER,
    ClusterControl,
    Throttle,
    broker_endpoint,
)
from kafkasim.broker.control.tcp_faults import TcpFaultRule, tcp_fault_rule
from kafkasim.broker.controller.partitions import (
    PartitionChangeError,
    move_leadership,
    reassign_replicas,
    unclean_leadership,
)
from kafkasim.broker.metadata.features import FeatureError, check_levels
from kafkasim.broker.metadata.image import TopicInfo
from kafkasim.broker.network.topology import Topology
from kafkasim.broker.nodes.broker import Broker
from kafkasim.broker.nodes.controller import Controller
from kafkasim.broker.security.acl import AclBinding
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.alter_client_quotas import (
    AlterClientQuotasRequest,
    AlterClientQuotasRequestEntityData,
    AlterClientQuotasRequestEntryData,
    OpData,
)
from kafkasim.protocol.messages.create_acls import CreateAclsRequest
from kafkasim.protocol.messages.create_topics import (
    CreatableReplicaAssignment,
    CreatableTopic,
    CreatableTopicConfig,
    CreateTopicsRequest,
)
from kafkasim.protocol.messages.delete_acls import DeleteAclsRequest
from kafkasim.protocol.messages.delete_topics import DeleteTopicsRequest

log = logging.getLogger("kafkasim.cluster")

DEFAULT_RACKS = ("a", "b", "c")
CREATE_TOPICS_VERSION = 7
ALTER_CLIENT_QUOTAS_VERSION = 1
DELETE_TOPICS_VERSION = 5
ALTER_SCRAM_VERSION = 0
ACLS_VERSION = 3
OFFSETS_TOPIC = "__consumer_offsets"
ISOLATION_TARGETS = ("controller", "brokers", "clients")


def cluster_config(brokers: int, config: Mapping[str, object] | None) -> Config:
    """The cluster's settings: `default.replication.factor` defaults to min(3, brokers) (the
    simulator exists to model followers), anything in `config` overrides."""
    return Config({"default.replication.factor": min(3, max(1, brokers)), **(config or {})})


class Cluster(LoopOwner):
    """A controller and `brokers` brokers on `racks` (assigned round-robin), listening on
    `host` (127.0.0.1 by default) at free ports unless `port_base` is given, logs in memory
    unless `data_dir` is. `config` holds Kafka settings (broker keys, and topic defaults).
    `security_protocol` (PLAINTEXT, SSL, SASL_PLAINTEXT, SASL_SSL), `users`,
    `sasl_mechanisms`, `ssl_client_auth` and `tls` secure the listeners (security.py).
    `features` finalizes other feature levels than Kafka 4.4.0's defaults (KIP-584), e.g.
    `{"transaction.version": 1}` (broker/metadata/features.py). `authorizer=True` turns on
    Kafka's StandardAuthorizer (as `authorizer.class.name` does) with `super_users`
    (principals, "admin" meaning User:admin) and the ACLs `acls` (from `acl_bindings`, or
    dicts of its arguments) created at start. `history=True` records what clients were
    acknowledged and served for `check` (broker/control/history.py). Usable as `with`,
    `async with`, or `start()`/`stop()`; see the package docstring and docs/harness.md."""

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
        features: Mapping[str, int] | None = None,
        authorizer: bool = False,
        super_users: Sequence[str] = (),
        acls: Iterable = (),
        history: bool = False,
    ):
        if brokers < 1:
            raise InvalidArgument("a cluster needs at least one broker")
        try:
            # Feature levels the new cluster finalizes instead of Kafka 4.4.0's defaults.
            chosen_features = check_levels(features or {})
        except FeatureError as error:
            raise InvalidArgument(str(error)) from None
        # The network model (broker/network/topology.py): every broker opens one listener per
        # rack of the topology; brokers take the topology's racks unless `racks` names others.
        if topology is not None and racks == DEFAULT_RACKS:
            racks = topology.racks
        racks = list(racks) if racks else []
        if topology is not None and not set(racks) <= set(topology.racks):
            raise InvalidArgument(f"racks {racks} are not all in the topology's racks "
                                  f"{list(topology.racks)}")
        config = dict(config or {})
        if authorizer:
            config.setdefault("authorizer.class.name", STANDARD_AUTHORIZER)
        if super_users:
            given = [config.get("super.users") or ""]
            config["super.users"] = ";".join(
                [*given, *(u if ":" in u else f"User:{u}" for u in super_users)]).strip(";")
        settings = cluster_config(brokers, config)
        # The ACLs created at start (and again after reset()).
        self.initial_acls = [binding for entry in acls for binding in _bindings_of(entry)]
        self.security = ClusterSecurity(security_protocol, users, sasl_mechanisms,
                                        ssl_client_auth, tls, host)
        self.control = ClusterControl(capture_limit)
        self.control.history.enabled = history
        self.nodes = ClusterNodes(
            range(first_node_id, first_node_id + brokers), racks, host, port_base, settings,
            self.control, self.security.listener,
            data_dir=Path(data_dir) if data_dir else None, controller_port=controller_port,
            advertised_host=advertised_host, topology=topology,
            # Broker-side fetch records (broker/network/fetch_records.py) go there.
            fetch_records=Path(fetch_records) if fetch_records else None,
            features=chosen_features)
        self.remote_tier = RemoteTierControl(self.nodes)
        self.telemetry = ClientTelemetryControl(
            self.control.telemetry, self._send_to_controller,
            lambda: self.nodes.controller.metadata.client_metrics, self.nodes.wait_for_metadata)
        self.start_seconds: float | None = None
        self.chaos_run: ChaosRun | None = None  # the schedule being played (chaos.py)
        # Things living on the cluster's loop that must close before it stops (the HTTP
        # control plane): objects with an `async close()`.
        self.attachments: list = []

    # --- nodes (nodes.py) ------------------------------------------------------------------

    @property
    def controller(self) -> Controller | None:
        """The controller (None before start)."""
        return self.nodes.controller

    @property
    def brokers(self) -> dict[int, Broker]:
        """Each broker's latest incarnation, by id (a stopped one too)."""
        return self.nodes.brokers

    @property
    def running(self) -> set[int]:
        """The ids of the running brokers."""
        return self.nodes.running

    @property
    def node_ids(self) -> list[int]:
        return self.nodes.node_ids

    @property
    def racks(self) -> list[str | None]:
        return self.nodes.racks

    @property
    def topology(self) -> Topology | None:
        return self.nodes.topology

    @property
    def config(self) -> Config:
        """The cluster's settings (see cluster_config)."""
        return self.nodes.config

    def rack_of(self, node_id: int) -> str | None:
        return self.nodes.rack_of(node_id)

    @property
    def bootstrap(self) -> str:
        """host:port of every running broker as clients should dial it (the advertised host),
        comma separated (a bootstrap.servers value)."""
        return self.nodes.bootstrap()

    def bootstrap_for(self, rack: str) -> str:
        """The bootstrap.servers value for clients in `rack` (the network model): every running
        broker's listener for that rack."""
        return self.nodes.bootstrap(rack)

    def leader_of(self, topic: str, partition: int = 0) -> int:
        """The current leader of a partition in the controller's metadata (-1 if none)."""
        info = self.controller.metadata.partition(topic, partition)
        return -1 if info is None else info.leader

    @property
    def cluster(self) -> Cluster:
        """The cluster itself (what `start_cluster`'s handle used to wrap)."""
        return self

    def replication_paused(self, node_id: int) -> bool:
        """Whether `pause_replication` holds the followers on broker `node_id`."""
        return self.nodes.replication_paused(node_id)

    @on_loop
    def describe(self) -> dict:
        """The cluster as JSON-ready data: bootstrap, cluster id, the controller, each broker
        (address, rack, running, fenced in the controller's view, replication paused) and the
        network cuts."""
        controller = self.controller
        image = controller.metadata
        return {
            "bootstrap": self.bootstrap, "cluster_id": controller.cluster_id,
            "controller": {"id": controller.node_id, "host": controller.host,
                           "port": controller.port},
            "brokers": [{"id": n, "host": self.brokers[n].advertised_host,
                         "port": self.brokers[n].port, "rack": self.rack_of(n),
                         "running": n in self.running,
                         "fenced": image.brokers[n].fenced if n in image.brokers else True,
                         "replication_paused": self.nodes.replication_paused(n)}
                        for n in self.node_ids],
            "network_cuts": self.control.network.describe(),
        }

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

    async def _start_here(self) -> Cluster:
        self._loop = asyncio.get_running_loop()
        try:
            await self._start_nodes()
        except BaseException:
            self._loop = None
            raise
        return self

    async def _start_nodes(self) -> None:
        started = time.perf_counter()
        await self.nodes.start()
        try:
            for request in self.security.initial_credentials():
                await self._alter_scram(request)
            if self.initial_acls:
                await self._create_acls(self.initial_acls)
            await self.wait_for_metadata()
        except BaseException:
            await self.nodes.stop()
            raise
        self.start_seconds = time.perf_counter() - started
        log.info("cluster of %d brokers ready in %.3f s: %s", len(self.brokers),
                 self.start_seconds, self.bootstrap)

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
        run, self.chaos_run = self.chaos_run, None
        self.control.on_client_request = None
        if run is not None:
            await run.cancel()
        await self._close_attachments()
        await self.nodes.stop(controlled)

    async def _close_attachments(self) -> None:
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
        return await poll_until(predicate, timeout, interval)

    @waits
    async def wait_for_metadata(self, timeout: float = 10.0) -> None:
        """Wait until every running broker has applied the controller's whole metadata log
        (but for brokers cut off from the controller, which cannot)."""
        await self.nodes.wait_for_metadata(timeout)

    # --- topics --------------------------------------------------------------------------

    async def _send_to_controller(self, request, version: int):
        connection = await KafkaConnection.connect(self.nodes.controller_host(),
                                                   self.controller.port,
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
        (`num.partitions`, `default.replication.factor`). `assignments` (partition -> broker
        ids, the first preferred as leader) replaces the controller's placement. Raises
        KafkaError with Kafka's error code on refusal."""
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
        broker has dropped it. Raises UnknownTopic (Kafka's UNKNOWN_TOPIC_OR_PARTITION) for a
        topic the controller does not have, KafkaError for Kafka's other refusals."""
        response = await self._send_to_controller(
            DeleteTopicsRequest(topic_names=[name], timeout_ms=int(timeout * 1000)),
            DELETE_TOPICS_VERSION)
        result = response.responses[0]
        if result.error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION:
            raise UnknownTopic(name)
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
        controller's view (leader, epochs, replicas, ISR, eligible leader replicas and last
        known leader, KIP-966) and each running replica's log
        (start, local start, last tiered offset (-1: none), end, high watermark). Raises
        UnknownTopic for a topic the controller does not have."""
        info = self.controller.metadata.topics.get(name)
        if info is None:
            raise UnknownTopic(name)
        partitions = []
        for index in sorted(info.partitions):
            partition = info.partitions[index]
            replicas = {}
            for replica in partition.replicas:
                local = self.nodes.replica(replica, name, index)
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
                "eligible_leader_replicas": list(partition.eligible_leader_replicas),
                "last_known_elr": list(partition.last_known_elr),
                "logs": replicas})
        return {"name": name, "topic_id": str(info.topic_id), "configs": dict(info.configs),
                "partitions": partitions}

    # --- brokers -------------------------------------------------------------------------

    @waits
    async def stop_broker(self, node_id: int, controlled: bool = True) -> None:
        """Stop broker `node_id`: its listener closes and its connections drop; its logs stay
        (on disk, or in memory for the next start). Controlled (the default) moves its
        leaderships away first, as a clean Kafka shutdown does, and its next start names its
        last broker epoch, so it stays an eligible leader replica (KIP-966); otherwise it
        crashes, the controller fences it after `broker.session.timeout.ms`, and its next
        registration takes it out of every ELR. A stopped broker: nothing."""
        if await self.nodes.stop_broker(node_id, controlled):
            await self.wait_for_metadata()

    @waits
    async def kill_broker(self, node_id: int) -> dict[str, int]:
        """Broker `node_id` dies as in a power loss: no controlled shutdown, and every replica
        it holds loses the records written since its last flush (Kafka flushes a segment when
        it rolls the next, and on a clean shutdown; by default nothing else is flushed, so the
        active segment goes). Returns the offsets lost per partition ("topic-partition");
        ClusterConflict when the broker is not running."""
        return await self.nodes.kill_broker(node_id)

    @waits
    async def start_broker(self, node_id: int) -> Broker:
        """Start broker `node_id` again: same port, rack and logs, new incarnation. Returns
        when it is unfenced and every broker has caught up. ClusterConflict when it is
        running or starting, or cut off from the controller (it could not register)."""
        broker = await self.nodes.start_broker(node_id)
        await self.wait_for_metadata()
        return broker

    @on_loop
    def isolate(self, node_id: int, from_: str | int | Iterable[str | int] = ISOLATION_TARGETS
                ) -> None:
        """Cut broker `node_id` off from the controller, from the other brokers (or some of
        them, by id) and/or from clients: every request crossing the cut closes its
        connection until `heal`. Cut from the controller, its heartbeats fail and the
        controller fences it after `broker.session.timeout.ms`; cut from its peers, followers
        stop replicating and ISRs shrink."""
        me = broker_endpoint(self.nodes.known(node_id))
        targets = [from_] if isinstance(from_, str | int) else list(from_)
        for target in targets:
            if isinstance(target, int) and not isinstance(target, bool):
                if self.nodes.known(target) == node_id:
                    raise InvalidArgument(f"broker {node_id} cannot be cut off from itself")
            elif target not in ISOLATION_TARGETS:
                raise InvalidArgument(f"cannot isolate from {target!r}: use 'controller', "
                                      "'brokers', 'clients' or another broker's id")
        for target in targets:
            if target == "controller":
                self.control.network.cut(me, CONTROLLER)
            elif target == "clients":
                self.control.network.cut(me, CLIENTS)
            elif target == "brokers":
                for other in self.node_ids:
                    if other != node_id:
                        self.control.network.cut(me, broker_endpoint(other))
            else:
                self.control.network.cut(me, broker_endpoint(target))

    @on_loop
    def heal(self, node_id: int | None = None) -> None:
        """Undo `isolate` for one broker, or every cut."""
        self.control.network.heal(None if node_id is None
                                  else broker_endpoint(self.nodes.known(node_id)))

    @on_loop
    def network_cuts(self) -> list[list[str]]:
        """The cuts `isolate` made, each a sorted pair of endpoints ("broker-N",
        "controller", "clients")."""
        return self.control.network.describe()

    @on_loop
    def pause_replication(self, broker: int) -> None:
        """The followers on `broker` stop fetching (responses in flight are dropped), so its
        replicas fall behind and leave ISRs after `replica.lag.time.max.ms`. Survives a
        restart of the broker until `resume_replication`."""
        self.nodes.pause_replication(broker)

    @on_loop
    def resume_replication(self, broker: int) -> None:
        self.nodes.resume_replication(broker)

    @on_loop
    def expire_share_locks(self, group: str | None = None) -> int:
        """End every acquisition lock of share group `group` (or of every share group) now,
        on every running broker, as if `share.record.lock.duration.ms` had passed (KIP-932):
        the records become available again, or archived at the delivery count limit, and the
        new state is written to the share coordinator. Returns the records released."""
        return sum(self.brokers[n].share_partitions.expire_locks(group) for n in self.running)

    @on_loop
    def cap_versions(self, api: int | str, max_version: int | None,
                     broker: int | None = None) -> None:
        """Serve `api` (a key or name) at versions up to `max_version` only, on `broker` or
        every broker, as an older Kafka would: ApiVersions advertises the cap and a request
        above it closes its connection. None lifts the cap. Clients see it on their next
        connection (they read ApiVersions once per connection)."""
        self.nodes.cap_versions(api_key_of(api), max_version, broker)

    @on_loop
    def version_caps(self) -> dict:
        """The caps `cap_versions` set: {"all" or broker id: {api name: max version}}."""
        return self.nodes.version_caps()

    @on_loop
    def set_throttle(self, throttle_ms: int, api: int | str | None = None,
                     broker: int | None = None, client_id: str | None = None) -> None:
        """Answer matching client requests with ThrottleTimeMs `throttle_ms` and mute their
        connection for that long after the response, through the brokers' client quotas (the
        larger of this and a quota's throttle applies, KIP-219): a throttled Fetch is answered
        empty, as Kafka answers a consumer over its quota. The brokers' own requests are
        never throttled; only responses that carry ThrottleTimeMs are. The newest matching
        setting wins; 0 removes the setting with the same filter. For rates rather than
        fixed times, `set_quota`."""
        api_key = None if api is None else api_key_of(api)
        if broker is not None:
            self.nodes.known(broker)
        self.control.set_throttle(Throttle(int(throttle_ms), api_key, broker, client_id))

    @on_loop
    def throttles(self) -> list[Throttle]:
        """The throttle settings, oldest first (the newest matching one wins)."""
        return list(self.control.throttles)

    # --- client quotas ----------------------------------------------------------------------

    @waits
    async def set_quota(self, entity: Mapping[str, str | None], timeout: float = 10.0,
                        **values: float | None) -> None:
        """Set client quotas of `entity` (entity type -> name: "user", "client-id" or "ip";
        a None name is the type's default entity) through the controller, as
        `kafka-configs --alter --entity-type users/clients/ips` does: each keyword sets a
        quota key (`producer_byte_rate=1_048_576`, `consumer_byte_rate`,
        `request_percentage`, ...), None removes it. Returns once every running broker
        applies it; the brokers then throttle as Kafka does. Raises KafkaError
        (INVALID_REQUEST with Kafka's message) for what Kafka refuses."""
        response = await self._send_to_controller(
            quota_alteration([(entity, values)]), ALTER_CLIENT_QUOTAS_VERSION)
        entry = response.entries[0]
        if entry.error_code != ErrorCode.NONE:
            raise KafkaError(entry.error_code, entry.error_message)
        await self.wait_for_metadata(timeout)

    @on_loop
    def quotas(self) -> list[dict]:
        """Every client quota as the controller holds it: [{"entity": {type: name or None},
        "values": {key: value}}]."""
        return [{"entity": dict(entity.entries), "values": dict(values)}
                for entity, values in self.controller.metadata.client_quotas.entities.items()]

    @on_loop
    def evict_fetch_sessions(self, broker: int | None = None,
                             include_followers: bool = False) -> int:
        """Evict the KIP-227 fetch sessions of consumers (and followers, if asked) on
        `broker` or every running broker, as a full cache would; their next incremental fetch
        gets FETCH_SESSION_ID_NOT_FOUND. Returns how many were evicted."""
        if broker is not None:
            self.nodes.known(broker)
        evicted = 0
        for node_id in sorted(self.running):
            if broker is not None and node_id != broker:
                continue
            cache = self.brokers[node_id].fetch_sessions
            for session in cache.sessions():
                if not session.privileged or include_followers:
                    cache.evict(session.id)
                    evicted += 1
        return evicted

    # --- broker time (broker/clock.py) -----------------------------------------------------

    @waits
    async def advance_time(self, seconds: float) -> TimeAdvanced:
        """Move the brokers' clock `seconds` ahead, as if that much time had passed for what
        expires on it: group sessions and rebalances (classic, KIP-848, share groups),
        time-based retention, transaction timeouts, share-record locks, fetch-session
        eviction and the delayed operations (the Fetch long poll, acks=all, DeleteRecords).
        Returns once the timers it made due have run (what they start, such as a write to
        `__consumer_offsets`, may still be under way). The clock never goes back: reset()
        keeps it; wall-clock time, unmoved, is the default. Raises InvalidArgument for a
        negative or non-finite amount."""
        clock = self.control.clock
        try:
            fired = clock.advance(float(seconds))
        except (TypeError, ValueError) as error:
            raise InvalidArgument(str(error)) from None
        # The due timers run on the next loop turn, in deadline order; this runs after them.
        await asyncio.sleep(0)
        return TimeAdvanced(clock.advanced, fired, clock.pending_timers())

    # --- partitions (through the controller) ----------------------------------------------

    async def _change_partition(self, topic: str, partition: int, build: Callable,
                                *args) -> dict:
        info = self.controller.metadata.partition(topic, partition)
        if info is None:
            raise UnknownTopic(topic, partition)
        try:
            record = build(self.controller.metadata, info, *args)
        except PartitionChangeError as error:
            raise KafkaError(ErrorCode.INVALID_REQUEST, str(error)) from None
        if record is not None:
            self.controller.append([record])
            await self.wait_for_metadata()
        current = self.controller.metadata.partition(topic, partition)
        return {"topic": topic, "partition": partition, "leader": current.leader,
                "leader_epoch": current.leader_epoch, "replicas": list(current.replicas),
                "isr": list(current.isr)}

    @waits
    async def move_leader(self, topic: str, partition: int = 0, *, to: int) -> dict:
        """Make in-sync replica `to` the leader of the partition in a new leader epoch (a
        clean election; the old leader becomes a follower). Returns the partition's new
        state; KafkaError(INVALID_REQUEST) when `to` cannot lead cleanly, UnknownTopic when
        there is no such partition."""
        return await self._change_partition(topic, partition, move_leadership, to)

    @waits
    async def unclean_election(self, topic: str, partition: int = 0, *,
                               to: int | None = None) -> dict:
        """Elect `to` (default: a live replica outside the ISR, else any other live one)
        leader uncleanly: a new leader epoch, ISR just `to`, whatever its log holds. Records
        it lacks are truncated on the other replicas when they follow it (diverging epochs,
        KIP-320), and consumers that read them see a truncation."""
        return await self._change_partition(topic, partition, unclean_leadership, to)

    @waits
    async def set_replicas(self, topic: str, partition: int, replicas: Sequence[int]) -> dict:
        """Give the partition the replica list `replicas` at once (see
        `reassign_replicas`): new replicas start following and join the ISR when caught up,
        removed ones delete their copy."""
        return await self._change_partition(topic, partition, reassign_replicas,
                                            list(replicas))

    @waits
    async def move_coordinator(self, group: str, *, to: int) -> dict:
        """Move group `group`'s coordinator to broker `to`: the leader of its
        `__consumer_offsets` partition moves there (created first if no group exists yet);
        members get NOT_COORDINATOR and find the new one. ClusterConflict when `to` is not
        running."""
        broker = self.nodes.running_broker(to)
        if OFFSETS_TOPIC not in self.controller.metadata.topics:
            await self._send_to_controller(broker.groups.offsets_topic.creation_request(),
                                           CREATE_TOPICS_VERSION)
            await self.wait_for_metadata()
            info = self.controller.metadata.topics[OFFSETS_TOPIC]
            await self.wait_until(lambda: all(p.leader >= 0 for p in info.partitions.values()))
        index = broker.groups.partition_for(group)
        result = await self.move_leader(OFFSETS_TOPIC, index, to=to)
        await self.wait_until(lambda: self.brokers[to].groups.coordinator_error(group)
                              == ErrorCode.NONE)
        return {"group": group, **result}

    # --- the remote tier (KIP-405, remote_tier.py) ------------------------------------------

    @waits
    async def tier_now(self, topic: str, partition: int = 0, *, delete_local: bool = True,
                       timeout: float = 10.0) -> dict:
        """Move the partition's records to the remote tier now, instead of waiting for
        `remote.log.manager.task.interval.ms` and local retention: once every record is below
        the high watermark, the leader rolls its active segment and uploads every closed
        segment (the RemoteLogManager's copy task); with `delete_local` every running replica
        then deletes its uploaded local segments, as local retention 0 would, so reads below
        the new local log start are served from the remote tier. The topic needs
        `remote.storage.enable=true` (KafkaError INVALID_CONFIG otherwise). Each wait
        (metadata, the high watermark, the upload, the replicas learning of it) gives up after
        `timeout` seconds with TimeoutError. Returns the leader's offsets afterwards."""
        return await self.remote_tier.tier_now(topic, partition, delete_local, timeout)

    @on_loop
    def fail_remote_store(self, operation: str, count: int = 1,
                          broker: int | None = None) -> None:
        """The next `count` remote store operations of kind `operation` ("copy", "fetch",
        "delete") fail with a RemoteStorageException, on `broker` or on every running broker:
        a failed copy is cleaned up and retried after
        `remote.log.manager.task.retry.backoff.ms`, a failed fetch answers the consumer
        UNKNOWN_SERVER_ERROR (as Kafka's RemoteLogReader does)."""
        self.remote_tier.fail(operation, count, broker)

    @on_loop
    def pause_remote_store(self, broker: int | None = None) -> None:
        """Uploads to the remote store wait (a slow or unreachable store) until
        `resume_remote_store`; reads are unaffected."""
        self.remote_tier.pause(broker)

    @on_loop
    def resume_remote_store(self, broker: int | None = None) -> None:
        self.remote_tier.resume(broker)

    # --- faults ----------------------------------------------------------------------------

    @on_loop
    def inject(self, api: int | str, *, error: int | str | None = None,
               broker: int | None = None, topic: str | None = None,
               partition: int | None = None, client_id: str | None = None,
               count: int | None = 1, delay_ms: int = 0, drop: bool = False,
               close: bool = False, when: Callable[[Any], bool] | None = None,
               internal: bool = False) -> FaultRule:
        """Push a fault rule on top of the stack and return it (`rule.remove()` takes it off).

        It takes the next `count` requests (None: all until removed) of `api` (key or name)
        that match the optional filters — `broker`, `topic`, `partition`, `client_id`, and
        `when(request)`, a predicate on the decoded request — and answers each with `error`
        (a Kafka error name or code), or drops it (no answer; the connection stays silent
        until the client gives up), or closes the connection; `delay_ms` first holds the
        request back (alone: a pure delay). Only clients' requests match unless `internal`
        (then also the brokers' replica fetches, heartbeats, ...). The newest matching rule
        wins; see broker/control/error_answers.py for how each API's error answer is built. A rule
        that cannot be built raises FaultError (an InvalidArgument).
        """
        rule = FaultRule(api_key=api_key_of(api), broker=broker, topic=topic,
                         partition=partition, client_id=client_id,
                         error=None if error is None else error_code_of(error),
                         count=count, delay_ms=int(delay_ms), drop=drop, close=close,
                         when=when, internal=internal)
        if broker is not None:
            self.nodes.known(broker)
        return self.control.faults.push(rule)

    @on_loop
    def faults(self) -> list[FaultRule]:
        """The rules on the stack, newest first."""
        return list(reversed(self.control.faults.rules))

    @on_loop
    def remove_fault(self, rule_id: int) -> bool:
        """Take rule `rule_id` off the stack; False when no such rule is on it."""
        rule = self.control.faults.find(rule_id)
        if rule is None:
            return False
        rule.remove()
        return True

    @on_loop
    def clear_faults(self) -> None:
        self.control.faults.clear()

    # --- faults on the wire ---------------------------------------------------------------

    @on_loop
    def tcp_fault(self, kind: str, *, api: int | str | None = None, broker: int | None = None,
                  racks: str | Sequence[str] | None = None, client_id: str | None = None,
                  count: int | None | str = "default", internal: bool = False,
                  direction: str | None = None, latency_ms: float = 0.0,
                  jitter_ms: float = 0.0, bytes_per_second: float | None = None,
                  at_byte: int | None = None, after_bytes: int = 0,
                  delay_ms: int = 0) -> TcpFaultRule:
        """Push a TCP fault rule on top of its stack and return it (`rule.remove()` takes it
        off): a fault on the bytes of the brokers' own listeners, no proxy in between.

        `kind` is what happens (broker/network/wire_faults.py): "slow" (`latency_ms`,
        `jitter_ms`, `bytes_per_second` in `direction` "request", "response" or "both", the
        default), "cut" (the response stops after `at_byte` bytes, default half, and the
        connection closes), "slow_close" (the response is not sent; the connection closes
        `delay_ms` later), "reset" (RST once `after_bytes` more bytes have gone through in
        `direction`, "response" by default) or "drop_response" (the response is lost and the
        connection stays open, silent, until the client closes it). It takes the next
        `count` requests (default: every request for "slow", one for the others; None:
        every one until removed) that match `api` (any when None), `broker`, `racks` (a
        pair of racks: clients of one talking to brokers of the other, either way round, as
        the network model places them; one rack: within it) and `client_id`; clients' only,
        unless `internal` (then the brokers' replica fetches too). A rule that cannot be
        built raises FaultError (an InvalidArgument); an unknown broker UnknownBroker.
        """
        rule = tcp_fault_rule(kind, api=api, broker=broker, racks=racks, client_id=client_id,
                              count=count, internal=internal, direction=direction,
                              latency_ms=latency_ms, jitter_ms=jitter_ms,
                              bytes_per_second=bytes_per_second, at_byte=at_byte,
                              after_bytes=after_bytes, delay_ms=delay_ms)
        if broker is not None:
            self.nodes.known(broker)
        return self.control.tcp_faults.push(rule)

    @on_loop
    def tcp_faults(self) -> list[TcpFaultRule]:
        """The TCP fault rules, newest first."""
        return list(reversed(self.control.tcp_faults.rules))

    @on_loop
    def remove_tcp_fault(self, rule_id: int) -> bool:
        """Take TCP fault rule `rule_id` off its stack; False when no such rule is on it."""
        rule = self.control.tcp_faults.find(rule_id)
        if rule is None:
            return False
        rule.remove()
        return True

    @on_loop
    def clear_tcp_faults(self) -> None:
        self.control.tcp_faults.clear()

    # --- capture ---------------------------------------------------------------------------

    @on_loop
    def requests(self, api: int | str | None = None, broker: int | None = None, *,
                 internal: bool = False, since: int = 0,
                 where: Callable[[Any], bool] | None = None) -> list[Exchange]:
        """Captured exchanges, oldest first: decoded request and response objects with
        timestamps (`received_ms`, `answered_ms`), node, client id and outcome. Filters: `api`
        (key or name), `broker`, `where(request)`; the brokers' own requests (replication,
        heartbeats) only with `internal`; `since` a sequence number seen before."""
        return self.control.capture.select(
            exchange_filter(None if api is None else api_key_of(api), broker, internal, where),
            since)

    @waits
    async def wait_for_request(self, api: int | str | None = None,
                               predicate: Callable[[Any], bool] | None = None,
                               timeout: float = 10.0, *, broker: int | None = None,
                               internal: bool = False, since: int = 0) -> Exchange:
        """The first captured exchange (after sequence `since`; one already captured counts)
        of `api` whose decoded request satisfies `predicate`, once answered (or dropped or
        closed); TimeoutError after `timeout` seconds."""
        return await self.control.capture.wait_for(
            exchange_filter(None if api is None else api_key_of(api), broker, internal,
                            predicate), timeout, since)

    @on_loop
    def clear_requests(self) -> None:
        self.control.capture.clear()

    # --- history and the checker (broker/control/history.py) -----------------------------

    @on_loop
    def enable_history(self, enabled: bool = True) -> None:
        """Start (or stop) recording, per partition, the writes clients were acknowledged,
        the reads they were served and how the high watermark and last stable offset moved;
        what was recorded stays until `clear_history` or `reset`."""
        self.control.history.enabled = enabled

    @on_loop
    def history(self) -> dict:
        """The history as JSON-ready data: {"enabled", "partitions": {"topic-partition":
        {"writes", "reads", "marks"}}}, each entry naming its request's capture sequence."""
        return {"enabled": self.control.history.enabled,
                "partitions": self.control.history.to_dict()}

    @on_loop
    def clear_history(self) -> None:
        self.control.history.clear()

    @on_loop
    def check(self) -> CheckReport:
        """Check the history against the partitions' logs now: acknowledged (acks=all)
        records lost, idempotent duplicates, a high watermark gone back, read_committed reads
        of aborted data, gaps in offsets; each with its count and the first request at fault
        (`report.ok`, `report.count("lost")`, `report.first("lost")`, `report.to_dict()`).
        Stop the faults first: a partition whose leader is down is read from its running
        replica with the longest log."""
        return check(self.control.history, self._log_for_check)

    def _log_for_check(self, topic: str, partition: int) -> LogView | None:
        info = self.controller.metadata.partition(topic, partition)
        if info is None:
            return None
        leader = self.nodes.replica(info.leader, topic, partition)
        if leader is not None and leader.is_leader:
            return log_view(leader)
        replicas = [r for r in (self.nodes.replica(n, topic, partition) for n in info.replicas)
                    if r is not None]
        if not replicas:
            return None
        return log_view(max(replicas, key=lambda r: r.log.log_end_offset))

    # --- chaos: fault schedules (chaos.py) ----------------------------------------------------

    @on_loop
    def chaos(self, seed: int | None = None, *, schedule: Sequence[Step | Mapping] | None = None,
              faults: int = 10, every: int = 100, kinds: Iterable[str] = DEFAULT_KINDS,
              topics: Iterable[str] | None = None) -> ChaosRun:
        """Play a fault schedule tied to client request numbers: `schedule` (Steps or their
        dicts, e.g. an earlier run's `script()["schedule"]`), or `faults` faults drawn from
        `seed` about `every` client requests apart, of `kinds` (kill, isolate, move_leader,
        slow, error by default; unclean_election and remote_store when named), on the
        partitions of `topics` (default: every topic now). The same seed draws the same
        schedule; the run's `log` names each fault with the request number it fired at.
        `stop_chaos` ends it and undoes what is in force. ClusterConflict while a run plays;
        InvalidArgument for a bad schedule."""
        if self.chaos_run is not None:
            raise ClusterConflict("a chaos run is playing: stop_chaos() first")
        if schedule is not None:
            steps = [s if isinstance(s, Step) else Step.from_dict(s) for s in schedule]
        else:
            if seed is None:
                raise InvalidArgument("chaos needs a seed or a schedule")
            image = self.controller.metadata
            names = sorted(self.topics() if topics is None else topics)
            for name in names:
                if name not in image.topics:
                    raise UnknownTopic(name)
            partitions = [(name, index, list(info.replicas))
                          for name in names
                          for index, info in sorted(image.topics[name].partitions.items())]
            steps = draw_schedule(seed, self.node_ids, partitions, faults, every, kinds)
        for step in steps:
            if step.broker is not None:
                self.nodes.known(step.broker)
        run = self.chaos_run = ChaosRun(self, steps, seed)
        run.start()
        self.control.on_client_request = run.on_client_request
        return run

    @waits
    async def stop_chaos(self, timeout: float = 30.0) -> ChaosRun | None:
        """End the chaos run (None when none plays): no more faults fire, a waiting one
        finishes, and the run's cuts, fault rules and killed brokers are undone. Returns the
        run, its log and outcomes complete."""
        run, self.chaos_run = self.chaos_run, None
        self.control.on_client_request = None
        if run is not None:
            await run.stop(timeout)
            await self.wait_for_metadata()
        return run

    # --- users (security.py) ---------------------------------------------------------------

    @property
    def security_protocol(self) -> str:
        """The brokers' listener protocol: PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL."""
        return self.security.protocol

    @property
    def ssl_ca_file(self) -> str | None:
        """The CA certificate clients must trust (PEM), for SSL and SASL_SSL listeners."""
        return self.security.ssl_ca_file

    def client_certificate(self, name: str = "client") -> tuple[str, str]:
        """A client certificate and key (file paths) signed by the generated CA;
        ClusterConflict when the listeners do not use TLS."""
        return self.security.client_certificate(name)

    def client_config(self, user: str | None = None, password: str | None = None,
                      mechanism: str = "PLAIN", style: str = "librdkafka") -> dict:
        """Connection settings for a client library: `style` "librdkafka" (confluent-kafka,
        kcat), "java" (kafka-clients) or "kafka-python" (its keyword arguments)."""
        return self.security.client_config(self.bootstrap, user, password, mechanism, style)

    async def _alter_scram(self, request) -> None:
        response = await self._send_to_controller(request, ALTER_SCRAM_VERSION)
        for result in response.results:
            if result.error_code:
                raise KafkaError(result.error_code, result.error_message)
        await self.wait_for_metadata()

    @waits
    async def set_user(self, user: str, password: str,
                       mechanisms: Sequence[str] | None = None) -> None:
        """Give `user` the password `password` for `mechanisms` (default: every mechanism the
        listener enables): a PLAIN entry, and SCRAM credentials through the controller."""
        for request in self.security.set_user(user, password, mechanisms):
            await self._alter_scram(request)

    @waits
    async def delete_user(self, user: str) -> None:
        """Remove `user`'s PLAIN entry and SCRAM credentials; its new connections fail."""
        held = list(self.controller.metadata.scram_credentials.get(user, {}))
        for request in self.security.delete_user(user, held):
            await self._alter_scram(request)

    @on_loop
    def user_mechanisms(self, user: str) -> list[str]:
        """The mechanisms `user` can authenticate with."""
        found = ["PLAIN"] if user in self.security.plain_users else []
        found += sorted(self.controller.metadata.scram_credentials.get(user, {}))
        return found

    # --- client telemetry (telemetry.py) ----------------------------------------------------

    @waits
    async def set_client_metrics(self, name: str, *, metrics: Sequence[str] | None = None,
                                 interval_ms: int | None = None,
                                 match: Mapping[str, str] | None = None,
                                 timeout: float = 10.0) -> dict[str, str]:
        """Create or change client-metrics subscription `name` (KIP-714) as
        `kafka-client-metrics --alter` does: the clients whose selectors all match `match`
        (selector -> regex, e.g. {"client_id": "app-.*"}; none: every client) push the
        metrics named by the prefixes `metrics` (["*"]: all) every `interval_ms`. None
        leaves a key as it is. Returns the subscription's configs once every running broker
        applied them. KafkaError as Kafka refuses: INVALID_REQUEST (empty name, interval
        outside 100..3600000), INVALID_CONFIG (bad selector or regex). Clients push to a
        broker only with `kafkasim.client.telemetry.receiver.enable=true`."""
        return await self.telemetry.set(name, metrics, interval_ms,
                                        dict(match) if match is not None else None, timeout)

    @waits
    async def delete_client_metrics(self, name: str, timeout: float = 10.0) -> None:
        """Delete client-metrics subscription `name` (its every config); nothing when there is
        none."""
        await self.telemetry.delete(name, timeout)

    @on_loop
    def client_metrics(self, client_id: str | None = None) -> list:
        """What clients pushed (KIP-714), one ClientTelemetry per client instance, oldest
        first (only `client_id`'s with it): identity, pushes, brokers, whether it said it was
        terminating, and each metric's latest value per attribute set
        (broker/control/telemetry.py). Empty unless brokers run with
        `kafkasim.client.telemetry.receiver.enable=true` and a subscription matches."""
        return self.telemetry.clients(client_id)

    # --- ACLs (the authorizer) ---------------------------------------------------------------

    async def _create_acls(self, bindings: list[AclBinding]) -> None:
        response = await self._send_to_controller(
            CreateAclsRequest(creations=[acl_creation(b) for b in bindings]), ACLS_VERSION)
        for result in response.results:
            if result.error_code == ErrorCode.SECURITY_DISABLED:
                raise ClusterConflict("the cluster has no authorizer (Cluster(authorizer=True) "
                                      "or authorizer.class.name)")
            if result.error_code:
                raise KafkaError(result.error_code, result.error_message)
        await self.wait_for_metadata()

    @waits
    async def grant(self, principal: str, operations: str | Sequence[str], **resource) -> None:
        """ALLOW `principal` ("alice" is User:alice) `operations` ("read", ["read",
        "describe"], ...) on one resource: `topic=`, `group=`, `transactional_id=`, `user=`,
        `delegation_token=` or `cluster=True`, optionally `pattern="prefixed"` and `host=`;
        every broker enforces it once this returns (see `acl_bindings`)."""
        await self._create_acls(acl_bindings(principal, operations, permission="allow",
                                             **resource))

    @waits
    async def deny(self, principal: str, operations: str | Sequence[str], **resource) -> None:
        """A DENY ACL, as `grant` takes its arguments: it wins over every ALLOW."""
        await self._create_acls(acl_bindings(principal, operations, permission="deny",
                                             **resource))

    @waits
    async def add_acls(self, bindings: Iterable) -> None:
        """Create ACLs given as `acl_bindings` results or dicts of its arguments."""
        await self._create_acls([b for entry in bindings for b in _bindings_of(entry)])

    @on_loop
    def acls(self) -> list[dict]:
        """Every ACL in the controller's metadata, as JSON-ready data."""
        return sorted((describe_acl(b) for b in self.controller.metadata.acls.values()),
                      key=lambda d: (d["resource_type"], d["name"], d["principal"],
                                     d["operation"], d["permission"]))

    @waits
    async def remove_acls(self, principal: str | None = None, resource_type: str | None = None,
                          name: str | None = None) -> int:
        """Delete the ACLs of `principal` on resources of `resource_type` named `name` (None:
        any); returns how many went."""
        response = await self._send_to_controller(
            DeleteAclsRequest(filters=[acl_deletion(principal, resource_type, name)]),
            ACLS_VERSION)
        result = response.filter_results[0]
        if result.error_code == ErrorCode.SECURITY_DISABLED:
            return 0
        if result.error_code:
            raise KafkaError(result.error_code, result.error_message)
        await self.wait_for_metadata()
        return len(result.matching_acls)

    # --- between tests ---------------------------------------------------------------------

    @waits
    async def reset(self) -> None:
        """Back to the state after start, for a cluster shared between tests: faults (TCP
        faults too), captures, throttles, version caps and network cuts cleared, replication resumed,
        stopped brokers started again, topics and client quotas deleted (internal topics
        stay, and with them consumer-group state), remote store faults cleared and uploads
        resumed, client-metrics subscriptions deleted and pushed client metrics forgotten, the
        ACLs back to those the cluster was built with, a chaos run stopped."""
        await self.stop_chaos()
        self.control.faults.clear()
        self.control.tcp_faults.clear()
        self.control.network.heal()
        self.control.throttles.clear()
        self.nodes.clear_version_caps()
        self.nodes.resume_all_replication()
        for node_id in self.node_ids:
            if node_id not in self.running:
                await self.start_broker(node_id)
        self.remote_tier.reset()
        for topic in self.topics():
            await self.delete_topic(topic)
        entities = self.controller.metadata.client_quotas.entities
        if entities:
            await self._send_to_controller(quota_alteration(
                [(dict(entity.entries), dict.fromkeys(values)) for entity, values
                 in entities.items()]), ALTER_CLIENT_QUOTAS_VERSION)
            await self.wait_for_metadata()
        await self.telemetry.delete_all(10.0)
        self.control.telemetry.clear()
        if self.controller.authorizer is not None:
            await self.remove_acls()
            if self.initial_acls:
                await self._create_acls(self.initial_acls)
        self.control.capture.clear()
        self.control.history.clear()

    # --- metrics ---------------------------------------------------------------------------

    def metrics_collector(self):
        """The cluster's prometheus-client collector (broker/control/prometheus.py, loaded
        with prometheus-client at the first scrape)."""
        from kafkasim.broker.control.prometheus import MetricsCollector

        return MetricsCollector(self.control.metrics,
                                lambda: [self.brokers[n] for n in sorted(self.running)])

    @on_loop
    def metrics_text(self) -> str:
        """The cluster's metrics in the Prometheus text format (see
        broker/control/prometheus.py)."""
        from kafkasim.broker.control.prometheus import exposition

        return exposition(self.metrics_collector()).decode()


def quota_alteration(entries: Iterable[tuple[Mapping[str, str | None],
                                             Mapping[str, float | None]]]
                     ) -> AlterClientQuotasRequest:
    """AlterClientQuotas of (entity, {key: value, or None to remove}) entries."""
    return AlterClientQuotasRequest(entries=[AlterClientQuotasRequestEntryData(
        entity=[AlterClientQuotasRequestEntityData(entity_type=t, entity_name=n)
                for t, n in entity.items()],
        ops=[OpData(key=key, value=0.0 if value is None else float(value),
                    remove=value is None) for key, value in values.items()])
        for entity, values in entries])


async def _done() -> None:
    return None


def _bindings_of(entry) -> list[AclBinding]:
    """An ACL argument: an AclBinding, or a dict of `acl_bindings`' arguments."""
    if isinstance(entry, AclBinding):
        return [entry]
    if isinstance(entry, Mapping):
        fields = dict(entry)
        try:
            return acl_bindings(fields.pop("principal"), fields.pop("operations"), **fields)
        except (KeyError, TypeError) as error:
            raise InvalidArgument(f"an ACL needs principal, operations and one resource: "
                                  f"{entry!r} ({error})") from None
    raise InvalidArgument(f"not an ACL: {entry!r}")

"""The controller node: owner of the authoritative cluster metadata (a KRaft controller of one).

It serves the "controller" listener (registry `CONTROLLER`): BrokerRegistration,
BrokerHeartbeat, AlterPartition, Fetch of `__cluster_metadata` for brokers, and the admin APIs
that brokers forward. Every change is a batch of records appended to the metadata log and then
replayed onto `self.metadata` (see `metadata_records`), so the controller's image is exactly
what every broker rebuilds by pulling the log.

Broker lifecycle (KRaft's BrokerHeartbeatManager, as facts):
- A broker registers fenced; its broker epoch is the offset of its registration record.
- It is unfenced by the first heartbeat showing it has applied metadata up to its registration
  (and not asking to stay fenced); leaderless partitions it can lead then get it as leader.
- A broker whose heartbeats stop for `broker.session.timeout.ms` is fenced: it leaves every
  ISR and its leaderships move to the next live ISR member.
- A heartbeat with WantShutDown is a controlled shutdown: the same moves happen at once, the
  broker is fenced and told ShouldShutDown.
- Registering again with a new incarnation is refused (DUPLICATE_BROKER_REGISTRATION) while the
  old incarnation is unfenced with a live session, unless PreviousBrokerEpoch names it. A new
  incarnation whose PreviousBrokerEpoch is the old one's epoch shut down cleanly and leaves the
  ISRs as a fenced broker does; any other (a crash) leaves the ISRs and the eligible leader
  replicas (Kafka's handleBrokerShutdown, KIP-966).

Concurrency: every method that changes state runs without awaiting; the only awaits are the
network server's and the session timer's sleep.
"""

from __future__ import annotations

import asyncio
import base64
import logging
import uuid
from collections.abc import Mapping
from pathlib import Path

from kafkasim.broker.config.settings import Config
from kafkasim.broker.controller.partitions import (
    elect_for_returning_broker,
    remove_broker,
    unclean_shutdown,
)
from kafkasim.broker.metadata.features import bootstrap_levels
from kafkasim.broker.metadata.image import MetadataImage
from kafkasim.broker.metadata.log import MetadataLog
from kafkasim.broker.metadata.quorum import QuorumState
from kafkasim.broker.metadata.records import (
    apply_records,
    cluster_record,
    config_record,
    feature_level_record,
    fence_broker_record,
    register_broker_record,
    unfence_broker_record,
)
from kafkasim.broker.network.registry import CONTROLLER
from kafkasim.broker.network.server import ConnectionLimits, KafkaServer
from kafkasim.broker.security.authorizer import authorizer_from_config
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.broker_heartbeat import (
    BrokerHeartbeatRequest,
    BrokerHeartbeatResponse,
)
from kafkasim.protocol.messages.broker_registration import (
    BrokerRegistrationRequest,
    BrokerRegistrationResponse,
)

BROKER_RESOURCE = 4  # Kafka's ConfigResource.Type.BROKER

log = logging.getLogger("kafkasim.controller")

DEFAULT_CONTROLLER_ID = 0


def new_cluster_id() -> str:
    """A cluster id as Kafka prints one: a random UUID in URL-safe base64 without padding."""
    return base64.urlsafe_b64encode(uuid.uuid4().bytes).decode().rstrip("=")


class Controller:
    def __init__(
        self,
        node_id: int = DEFAULT_CONTROLLER_ID,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        config: Config | None = None,
        data_dir: Path | None = None,
        cluster_id: str | None = None,
        features: Mapping[str, int] | None = None,
    ):
        import kafkasim.broker.handlers  # noqa: F401  (the handler table fills the registry)

        self.node_id = node_id
        self.config = config or Config()
        self.data_dir = Path(data_dir) / "controller" if data_dir else None
        self.requested_cluster_id = cluster_id
        # The feature levels a new metadata log finalizes (checked: FeatureError).
        self.bootstrap_features = bootstrap_levels(features)
        self.metadata = MetadataImage(controller_id=node_id)
        # Kafka needs the authorizer on the controller too; its listener is the brokers' own
        # (kafkasim authorizes clients at the brokers, which forward what they allowed), so
        # here it only says whether ACLs may be created at all (SECURITY_DISABLED otherwise).
        self.authorizer = authorizer_from_config(self.config, self.metadata.acl_state)
        self.log = MetadataLog(self.data_dir / "__cluster_metadata-0" if self.data_dir else None)
        # The metadata quorum as DescribeQuorum shows it: this controller, and the brokers
        # fetching its log as observers.
        self.quorum = QuorumState(node_id)
        self.server = KafkaServer(
            self, host=host, port=port, listener=CONTROLLER,
            limits=ConnectionLimits.from_config(self.config),
        )
        # node id -> loop time of the last heartbeat or registration (the broker's session).
        self.sessions: dict[int, float] = {}
        # Rotates the first broker of each new topic, so leaders spread across topics too.
        self.placement_start = 0
        self._session_timer: asyncio.Task | None = None

    # --- lifecycle -----------------------------------------------------------------------

    @property
    def host(self) -> str:
        return self.server.host

    @property
    def port(self) -> int:
        return self.server.port

    @property
    def cluster_id(self) -> str:
        return self.metadata.cluster_id

    def server_for(self, listener: str) -> KafkaServer:
        return self.server

    async def start(self) -> None:
        """Replay the metadata log (if durable), open the listener, start the session timer."""
        replayed = self.log.open()
        apply_records(self.metadata, replayed)
        if not self.metadata.cluster_id:
            # A new cluster's first records, as Kafka 4 bootstraps one: its finalized feature
            # levels, and (eligible leader replicas, KIP-966, are on by default there and need
            # a cluster-wide min.insync.replicas) the formatted cluster's dynamic default.
            self.append([
                cluster_record(self.requested_cluster_id or new_cluster_id()),
                *(feature_level_record(name, level)
                  for name, level in self.bootstrap_features.items()),
                config_record(BROKER_RESOURCE, "", "min.insync.replicas",
                              self.config.get("min.insync.replicas")),
            ])
        now = asyncio.get_running_loop().time()
        # After a controller restart every registered broker starts a fresh session, as after a
        # KRaft controller failover.
        self.sessions = {node_id: now for node_id in self.metadata.brokers}
        self.placement_start = len(self.metadata.topics)
        await self.server.start()
        self._session_timer = asyncio.get_running_loop().create_task(self._expire_sessions())
        log.info("controller %d listening on %s:%d (cluster %s)", self.node_id, self.host,
                 self.port, self.cluster_id)

    async def stop(self) -> None:
        if self._session_timer is not None:
            self._session_timer.cancel()
            await asyncio.gather(self._session_timer, return_exceptions=True)
            self._session_timer = None
        await self.server.stop()
        self.log.close()

    # --- the one way to change metadata --------------------------------------------------

    def append(self, records: list[dict]) -> int:
        """Append `records` as one batch and replay them onto the image; return the offset of
        the last one (the new metadata version). No awaits: the change is atomic."""
        if not records:
            return self.metadata.version
        entries = self.log.append(records)
        apply_records(self.metadata, entries)
        return self.metadata.version

    # --- broker registration and heartbeats ----------------------------------------------

    def _session_timeout(self) -> float:
        return self.config.get_int("broker.session.timeout.ms") / 1000

    def _session_alive(self, node_id: int) -> bool:
        last = self.sessions.get(node_id)
        now = asyncio.get_running_loop().time()
        return last is not None and now - last < self._session_timeout()

    def register_broker(self, request: BrokerRegistrationRequest) -> BrokerRegistrationResponse:
        """Handle BrokerRegistration: assign a broker epoch or refuse, as Kafka's
        ClusterControlManager.registerBroker does."""
        if request.cluster_id != self.cluster_id:
            return BrokerRegistrationResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID)
        node_id = request.broker_id
        existing = self.metadata.brokers.get(node_id)
        if existing is not None and existing.incarnation_id == request.incarnation_id:
            # A retried registration of the same incarnation keeps its epoch.
            self.sessions[node_id] = asyncio.get_running_loop().time()
            return BrokerRegistrationResponse(broker_epoch=existing.epoch)
        if (existing is not None and not existing.fenced and self._session_alive(node_id)
                and request.previous_broker_epoch != existing.epoch):
            return BrokerRegistrationResponse(
                error_code=ErrorCode.DUPLICATE_BROKER_REGISTRATION, broker_epoch=-1)
        if not request.listeners:
            return BrokerRegistrationResponse(error_code=ErrorCode.INVALID_REGISTRATION,
                                              broker_epoch=-1)
        listener = request.listeners[0]
        records: list[dict] = []
        if existing is not None:
            # The old incarnation is gone. After a clean shutdown (it names its last epoch)
            # it leaves the ISRs as a fenced broker does; after an unclean one its log may lack
            # what it acknowledged, so it leaves the ELRs too (KIP-966).
            if request.previous_broker_epoch == existing.epoch:
                records += remove_broker(self.metadata, self.config, node_id)
            else:
                records += unclean_shutdown(self.metadata, self.config, node_id)
        epoch = self.log.end_offset + len(records)
        listeners = {entry.name: (entry.host, entry.port) for entry in request.listeners} \
            if len(request.listeners) > 1 else None
        records.append(register_broker_record(node_id, listener.host, listener.port,
                                              request.rack, request.incarnation_id, epoch,
                                              listeners))
        self.append(records)
        self.sessions[node_id] = asyncio.get_running_loop().time()
        log.info("broker %d registered (rack %s, %s:%d, epoch %d)", node_id, request.rack,
                 listener.host, listener.port, epoch)
        return BrokerRegistrationResponse(broker_epoch=epoch)

    def broker_heartbeat(self, request: BrokerHeartbeatRequest) -> BrokerHeartbeatResponse:
        """Handle BrokerHeartbeat: renew the session, unfence a caught-up broker, or run a
        controlled shutdown."""
        node_id = request.broker_id
        info = self.metadata.brokers.get(node_id)
        if info is None or info.epoch != request.broker_epoch:
            return BrokerHeartbeatResponse(error_code=ErrorCode.STALE_BROKER_EPOCH,
                                           is_fenced=True)
        self.sessions[node_id] = asyncio.get_running_loop().time()
        caught_up = request.current_metadata_offset >= info.epoch
        if request.want_shut_down:
            self.fence(node_id, "controlled shutdown")
            return BrokerHeartbeatResponse(is_caught_up=caught_up, is_fenced=True,
                                           should_shut_down=True)
        if request.want_fence:
            self.fence(node_id, "the broker asked to be fenced")
        elif info.fenced and caught_up:
            self.append([unfence_broker_record(node_id)]
                        + elect_for_returning_broker(self.metadata, self.config, node_id))
            log.info("broker %d unfenced", node_id)
        return BrokerHeartbeatResponse(is_caught_up=caught_up,
                                       is_fenced=self.metadata.brokers[node_id].fenced)

    def fence(self, node_id: int, reason: str) -> None:
        """Fence `node_id`: it leaves every ISR, its leaderships move (no-op if fenced)."""
        info = self.metadata.brokers.get(node_id)
        if info is None or info.fenced:
            return
        records = remove_broker(self.metadata, self.config, node_id)
        self.append(records + [fence_broker_record(node_id)])
        log.info("broker %d fenced (%s); %d partition(s) changed", node_id, reason, len(records))

    async def _expire_sessions(self) -> None:
        """Fence brokers whose heartbeats stopped for `broker.session.timeout.ms`.

        Only time in which the controller could take heartbeats counts: when this loop wakes
        later than asked (the process was stalled: a loaded machine, a blocked loop), every
        session is extended by the stall, since heartbeats sent meantime are still unread, and
        the check runs again only after they had their turn. Without this, one stall longer
        than the session timeout fenced every broker at once (brokers in the same process
        stall with the controller), and leaderships moved, uncleanly where topics allow it,
        to whichever broker's heartbeat came back first."""
        timeout = self._session_timeout()
        interval = max(0.01, min(0.25, timeout / 10))
        loop = asyncio.get_running_loop()
        while True:
            asked = loop.time()
            await asyncio.sleep(interval)
            now = loop.time()
            stall = now - asked - interval
            if stall > interval:
                for node_id in self.sessions:
                    self.sessions[node_id] += stall
                continue
            for node_id, info in list(self.metadata.brokers.items()):
                if info.fenced:
                    continue
                if now - self.sessions.get(node_id, now) >= timeout:
                    self.fence(node_id, "session timed out")

    def next_placement_start(self) -> int:
        """The start index for the next topic's replica placement (rotates per topic)."""
        start = self.placement_start
        self.placement_start += 1
        return start

    def __repr__(self) -> str:
        return f"Controller({self.node_id}, {self.host}:{self.port})"

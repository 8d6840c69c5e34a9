"""A broker's channel to the controller (KRaft's BrokerLifecycleManager, metadata observer and
forwarding manager in one component).

What it does, all over the Kafka protocol on the controller listener:
- pulls `__cluster_metadata` with long-polling Fetch (as KRaft observers do) on its own
  connection, replays the records onto `broker.metadata`, then calls
  `broker.replica_manager.on_metadata_update(delta)` (when the broker has one) and wakes
  `wait_for_metadata` / `wait_until` waiters. The replica manager sees metadata only once this
  incarnation is registered and has read up to its registration record (then the whole image
  at once), as Kafka's BrokerServer starts its metadata publishers after the initial
  catch-up: a broker that restarts without its logs before its old session expires must not
  act as the leader its previous incarnation was;
- registers the broker (BrokerRegistration) once it knows the cluster id, and heartbeats
  (BrokerHeartbeat) every `broker.heartbeat.interval.ms`, or at once when its metadata reaches
  its registration record so it is unfenced without waiting an interval;
- sends AlterPartition for the leaders on this broker (`alter_partition`) and forwards admin
  requests (`forward`) on a second connection, so neither waits behind a metadata long-poll.

`start()` returns when the broker is registered, caught up and unfenced, in the controller's
answer and in its own metadata image: from then on it is a live member of the cluster. `stop()` is a crash (heartbeats just stop; the controller fences
the broker after `broker.session.timeout.ms`); `controlled_shutdown()` first moves leadership
away, as a broker stopping cleanly does.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import uuid
from collections.abc import Callable

from kafkasim.broker.metadata.image import MetadataImage
from kafkasim.broker.metadata.log import METADATA_TOPIC_ID
from kafkasim.broker.metadata.records import DeltaBuilder, apply_records, decode_record
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.alter_partition import (
    AlterPartitionRequest,
    AlterPartitionResponse,
    BrokerState,
)
from kafkasim.protocol.messages.broker_heartbeat import BrokerHeartbeatRequest
from kafkasim.protocol.messages.broker_registration import BrokerRegistrationRequest, Listener
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic, ReplicaState
from kafkasim.protocol.records import iter_batches, iter_records

log = logging.getLogger("kafkasim.controller_channel")

METADATA_FETCH_VERSION = 17
REGISTRATION_VERSION = 4
HEARTBEAT_VERSION = 1
ALTER_PARTITION_VERSION = 3
METADATA_FETCH_MAX_WAIT_MS = 500
RETRY_BACKOFF = 0.05
PLAINTEXT = 0  # SecurityProtocol id


class ControllerUnavailableError(ConnectionError):
    """The controller could not be reached (or the connection failed mid-request)."""


class ControllerChannel:
    def __init__(self, broker):
        self.broker = broker
        self.host, self.port = broker.controller_address
        self.incarnation_id = uuid.uuid4()
        # The directory id of this broker's copy of the metadata log, sent with each metadata
        # fetch (Fetch v17, KIP-853) as a KRaft observer sends its own; it outlives a restart,
        # so the controller's quorum keeps one observer per broker (kafka-metadata-quorum).
        self.metadata_directory_id = broker.directory_id
        self.broker_epoch = -1
        # The last epoch of the previous incarnation when it shut down cleanly (-1 after a
        # crash): its first registration names it (KIP-966's clean shutdown detection).
        self.previous_broker_epoch = -1
        self.fenced = True
        self._control: KafkaConnection | None = None
        self._connecting: asyncio.Lock | None = None
        self._tasks: list[asyncio.Task] = []
        self._metadata_changed = asyncio.Event()
        self._unfenced = asyncio.Event()
        self._pending_deleted: list = []
        # Whether metadata reaches the replica manager yet (see the module docstring).
        self._publishing = False
        self._background: set[asyncio.Task] = set()
        self._heartbeat_task: asyncio.Task | None = None
        self.auto_create_in_flight: set[str] = set()

    @property
    def metadata(self) -> MetadataImage:
        return self.broker.metadata

    # --- lifecycle -----------------------------------------------------------------------

    async def start(self) -> None:
        """Pull metadata, register, heartbeat; return once this broker is unfenced."""
        loop = asyncio.get_running_loop()
        self._tasks.append(loop.create_task(self._pull_metadata(), name="metadata-pull"))
        await self.wait_until(lambda: bool(self.metadata.cluster_id))
        await self._register()
        self._heartbeat_task = loop.create_task(self._heartbeat_loop(), name="broker-heartbeat")
        self._tasks.append(self._heartbeat_task)
        await self._unfenced.wait()
        # The heartbeat answer can arrive before the metadata pull applies the unfencing record;
        # until then this broker's own Metadata answers would list no live broker.
        await self.wait_until(lambda: self.metadata.is_alive(self.broker.node_id), timeout=10.0)
        log.info("broker %d is unfenced (epoch %d)", self.broker.node_id, self.broker_epoch)

    async def stop(self) -> None:
        """Stop as a crashed broker would: no goodbye, the controller fences us on timeout."""
        tasks = [*self._tasks, *self._background]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._tasks.clear()
        self._background.clear()
        if self._control is not None:
            await self._control.close()
            self._control = None

    async def controlled_shutdown(self, timeout: float = 5.0) -> bool:
        """Ask the controller to move leadership away and fence us (WantShutDown); return True
        when it answered ShouldShutDown."""
        if self.broker_epoch < 0:
            return False
        # Regular heartbeats stop first: one arriving after the shutdown would unfence us again.
        if self._heartbeat_task is not None:
            self._heartbeat_task.cancel()
            await asyncio.gather(self._heartbeat_task, return_exceptions=True)
        request = BrokerHeartbeatRequest(
            broker_id=self.broker.node_id, broker_epoch=self.broker_epoch,
            current_metadata_offset=self.metadata.version, want_shut_down=True)
        try:
            async with asyncio.timeout(timeout):  # not wait_for: see broker/replica/fetch.py
                response = await self._send_control(request, HEARTBEAT_VERSION)
        except (ControllerUnavailableError, TimeoutError):
            return False
        if response.error_code != ErrorCode.NONE:
            return False
        self.fenced = True
        self._unfenced.clear()
        return bool(response.should_shut_down)

    def track(self, task: asyncio.Task) -> None:
        """Keep a background request task (e.g. an auto-create) alive until done or stopped."""
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    # --- requests to the controller ------------------------------------------------------

    async def _connection(self) -> KafkaConnection:
        if self._control is not None and not self._control.closed:
            return self._control
        if self._connecting is None:
            self._connecting = asyncio.Lock()
        async with self._connecting:  # one connect at a time; others reuse its result
            if self._control is None or self._control.closed:
                try:
                    self._control = await KafkaConnection.connect(
                        self.host, self.port, client_id=f"broker-{self.broker.node_id}",
                        timeout=2.0)
                except (OSError, TimeoutError) as error:
                    raise ControllerUnavailableError(str(error)) from error
        return self._control

    async def _send_control(self, request, version: int):
        connection = await self._connection()
        try:
            return await connection.send(request, version)
        except (ConnectionError, OSError) as error:
            raise ControllerUnavailableError(str(error)) from error

    async def forward(self, request, version: int):
        """Send an admin request received by this broker to the controller at the same version
        and return the controller's response (KIP-590 forwarding). Raises
        ControllerUnavailableError when the controller cannot be reached."""
        return await self._send_control(request, version)

    async def alter_partition(self, request: AlterPartitionRequest) -> AlterPartitionResponse:
        """Send an ISR change for partitions this broker leads (AlterPartition v3) and return
        the controller's answer; on success each partition carries the committed leader_id,
        leader_epoch, isr and partition_epoch to adopt at once. `broker_id`/`broker_epoch`
        default to ours; a partition given only `new_isr` gets broker epochs from our
        metadata (v3 carries them). An unreachable controller answers REQUEST_TIMED_OUT."""
        if request.broker_id < 0 or request.broker_epoch < 0:
            request.broker_id = self.broker.node_id
            request.broker_epoch = self.broker_epoch
        for topic in request.topics:
            for partition in topic.partitions:
                if partition.new_isr and not partition.new_isr_with_epochs:
                    partition.new_isr_with_epochs = [
                        BrokerState(broker_id=replica, broker_epoch=getattr(
                            self.metadata.brokers.get(replica), "epoch", -1))
                        for replica in partition.new_isr
                    ]
                partition.new_isr = []  # v0-2 only; v3 states the ISR with epochs
        try:
            return await self._send_control(request, ALTER_PARTITION_VERSION)
        except ControllerUnavailableError:
            return AlterPartitionResponse(error_code=ErrorCode.REQUEST_TIMED_OUT)

    # --- registration and heartbeats -----------------------------------------------------

    def _advertised(self) -> tuple[str, int]:
        configured = self.broker.config.get("advertised.listeners")
        if configured:
            # PLAINTEXT://host:port (the first listener; only PLAINTEXT is modelled)
            address = configured.split(",")[0].split("://", 1)[-1]
            host, _, port = address.rpartition(":")
            return host or socket.gethostname(), int(port)
        host = self.broker.advertised_host
        if host in ("", "0.0.0.0", "::"):
            host = socket.gethostname()
        return host, self.broker.port

    def _rack_listeners(self, host: str) -> dict[str, tuple[str, int]]:
        endpoints = getattr(self.broker, "listener_endpoints", None)
        return endpoints(host) if endpoints is not None else {}

    def _security_protocol(self) -> str:
        security = getattr(self.broker, "security", None)
        return security.protocol if security is not None else "PLAINTEXT"

    def _security_protocol_id(self) -> int:
        from kafkasim.broker.security import PROTOCOL_IDS

        return PROTOCOL_IDS.get(self._security_protocol(), PLAINTEXT)

    async def _register(self) -> None:
        await self.wait_until(lambda: bool(self.metadata.cluster_id))
        host, port = self._advertised()
        request = BrokerRegistrationRequest(
            broker_id=self.broker.node_id, cluster_id=self.metadata.cluster_id,
            incarnation_id=self.incarnation_id,
            listeners=[Listener(name=self._security_protocol(), host=host, port=port,
                                security_protocol=self._security_protocol_id())] + [
                Listener(name=name, host=host, port=rack_port,
                         security_protocol=self._security_protocol_id())
                for name, (_, rack_port) in self._rack_listeners(host).items()],
            rack=self.broker.rack,
            previous_broker_epoch=self.broker_epoch if self.broker_epoch >= 0
            else self.previous_broker_epoch,
        )
        while True:
            try:
                response = await self._send_control(request, REGISTRATION_VERSION)
            except ControllerUnavailableError:
                await asyncio.sleep(RETRY_BACKOFF)
                continue
            if response.error_code == ErrorCode.NONE:
                self.broker_epoch = response.broker_epoch
                self.fenced = True
                if not self._publishing and self.metadata.version >= self.broker_epoch:
                    self._publish(DeltaBuilder())
                return
            if response.error_code == ErrorCode.DUPLICATE_BROKER_REGISTRATION:
                # The previous incarnation's session has not expired yet: Kafka's broker keeps
                # retrying until the controller fences it.
                await asyncio.sleep(RETRY_BACKOFF * 4)
                continue
            raise RuntimeError(f"broker {self.broker.node_id} registration refused: "
                               f"{ErrorCode(response.error_code).name}")

    async def _heartbeat_loop(self) -> None:
        interval = self.broker.config.get_int("broker.heartbeat.interval.ms") / 1000
        while True:
            request = BrokerHeartbeatRequest(
                broker_id=self.broker.node_id, broker_epoch=self.broker_epoch,
                current_metadata_offset=self.metadata.version)
            try:
                response = await self._send_control(request, HEARTBEAT_VERSION)
            except ControllerUnavailableError:
                await asyncio.sleep(min(interval, RETRY_BACKOFF * 4))
                continue
            if response.error_code == ErrorCode.STALE_BROKER_EPOCH:
                log.warning("broker %d: stale broker epoch %d, registering again",
                            self.broker.node_id, self.broker_epoch)
                self._unfenced.clear()
                await self._register()
                continue
            if response.error_code != ErrorCode.NONE:
                log.warning("broker %d heartbeat: %s", self.broker.node_id,
                            ErrorCode(response.error_code).name)
            else:
                self.fenced = response.is_fenced
                if self.fenced:
                    self._unfenced.clear()
                else:
                    self._unfenced.set()
            if self.fenced and not response.is_caught_up:
                # Heartbeat again as soon as our metadata reaches our registration record.
                await self.wait_for_metadata(self.broker_epoch, timeout=interval)
            else:
                await asyncio.sleep(interval)

    # --- metadata ------------------------------------------------------------------------

    async def _pull_metadata(self) -> None:
        connection: KafkaConnection | None = None
        max_bytes = 8 * 1024 * 1024
        try:
            while True:
                try:
                    if connection is None or connection.closed:
                        connection = await KafkaConnection.connect(
                            self.host, self.port, client_id=f"broker-{self.broker.node_id}-metadata",
                            timeout=2.0)
                    request = FetchRequest(
                        cluster_id=self.metadata.cluster_id or None,
                        replica_state=ReplicaState(replica_id=self.broker.node_id,
                                                   replica_epoch=self.broker_epoch),
                        max_wait_ms=METADATA_FETCH_MAX_WAIT_MS, min_bytes=1, max_bytes=max_bytes,
                        session_id=0, session_epoch=-1,
                        topics=[FetchTopic(topic_id=METADATA_TOPIC_ID, partitions=[
                            FetchPartition(partition=0, fetch_offset=self.metadata.version + 1,
                                           partition_max_bytes=max_bytes,
                                           replica_directory_id=self.metadata_directory_id)])],
                        rack_id=self.broker.rack or "",
                    )
                    response = await connection.send(request, METADATA_FETCH_VERSION)
                except (OSError, ConnectionError, TimeoutError):
                    connection = None
                    await asyncio.sleep(RETRY_BACKOFF)
                    continue
                self._apply_fetch_response(response)
        finally:
            if connection is not None:
                await connection.close()

    def _apply_fetch_response(self, response) -> None:
        if response.error_code != ErrorCode.NONE:
            log.warning("broker %d metadata fetch: %s", self.broker.node_id,
                        ErrorCode(response.error_code).name)
            return
        entries: list[tuple[int, dict]] = []
        for topic in response.responses:
            for partition in topic.partitions:
                if partition.error_code == ErrorCode.OFFSET_OUT_OF_RANGE:
                    self._reset_metadata()
                    return
                if partition.error_code != ErrorCode.NONE:
                    log.warning("broker %d metadata fetch: %s", self.broker.node_id,
                                ErrorCode(partition.error_code).name)
                    continue
                if partition.current_leader.leader_id >= 0:
                    self.metadata.controller_id = partition.current_leader.leader_id
                if partition.records:
                    for header, batch in iter_batches(partition.records):
                        for record in iter_records(batch):
                            entries.append((record.offset(header), decode_record(record.value)))
        if entries:
            self.apply(entries)

    def apply(self, entries: list[tuple[int, dict]]) -> None:
        """Replay metadata records, tell the replica manager, wake waiters (no awaits)."""
        delta = DeltaBuilder()
        delta.deleted.extend(self._pending_deleted)
        self._pending_deleted = []
        apply_records(self.metadata, entries, delta)
        if delta.configs_changed:
            self.broker.apply_dynamic_configs(self.metadata.broker_configs)
        if delta.client_metrics_changed:
            self.broker.client_metrics.update_subscriptions(delta.client_metrics_changed,
                                                            self.metadata.client_metrics)
        self._publish(delta)
        self._metadata_changed.set()
        self._metadata_changed = asyncio.Event()

    def _publish(self, delta: DeltaBuilder) -> None:
        """Hand a delta to the replica manager, or, on the first call after the initial
        catch-up, the whole image."""
        replica_manager = getattr(self.broker, "replica_manager", None)
        if replica_manager is None:
            return
        if not self._publishing:
            if self.broker_epoch < 0 or self.metadata.version < self.broker_epoch:
                self._pending_deleted.extend(delta.deleted)
                return
            self._publishing = True
            pending = self._pending_deleted
            self._pending_deleted = []
            delta = DeltaBuilder()
            delta.deleted.extend(pending)
            for topic in self.metadata.topics.values():
                for info in topic.partitions.values():
                    delta.changed[(topic.topic_id, info.partition)] = info
            delta.brokers_changed = delta.configs_changed = True
        if not delta.empty:
            try:
                replica_manager.on_metadata_update(delta.build(self.metadata.version))
            except Exception:
                log.exception("broker %d: replica manager failed to apply metadata %d",
                              self.broker.node_id, self.metadata.version)

    def _reset_metadata(self) -> None:
        # The controller's log is behind ours (an in-memory controller restarted): start over,
        # reporting our old topics as deleted with the next delta.
        log.warning("broker %d: metadata log restarted at the controller; reloading",
                    self.broker.node_id)
        image = self.metadata
        self._pending_deleted.extend(image.topics.values())
        image.topics.clear()
        image.topics_by_id.clear()
        image.broker_configs.clear()
        dropped = list(image.client_metrics)
        image.client_metrics.clear()
        self.broker.client_metrics.update_subscriptions(dropped, image.client_metrics)
        image.scram_credentials.clear()
        image.acls.clear()
        image.acls_version += 1  # never back: the authorizer indexes again
        image.brokers.clear()
        image.cluster_id = ""
        image.version = -1

    async def wait_until(self, predicate: Callable[[], bool], timeout: float | None = None) -> bool:
        """Wait until `predicate()` holds, re-checked after each metadata update; return False
        on timeout."""
        loop = asyncio.get_running_loop()
        deadline = None if timeout is None else loop.time() + timeout
        while not predicate():
            event = self._metadata_changed
            remaining = None if deadline is None else deadline - loop.time()
            if remaining is not None and remaining <= 0:
                return False
            if remaining is None:
                await event.wait()
                continue
            # As wait_for did, the event is awaited by a task of its own (so a waiter without a
            # timeout, awaiting the event itself, sees the update first); asyncio.wait rather
            # than wait_for, which on Python 3.11 can swallow a cancellation (see
            # broker/replica/fetch.py).
            waiter = asyncio.ensure_future(event.wait())
            try:
                done, _ = await asyncio.wait((waiter,), timeout=remaining)
            finally:
                waiter.cancel()
            if not done:
                return predicate()
        return True

    async def wait_for_metadata(self, version: int, timeout: float | None = None) -> bool:
        """Wait until this broker has applied metadata up to `version`."""
        return await self.wait_until(lambda: self.metadata.version >= version, timeout)

    async def follow_metadata(self, on_change: Callable[[], object]) -> None:
        """Call `on_change()` after each metadata update this broker applies (the replica
        manager's part included), until cancelled: how the coordinators learn that the
        leadership of their internal topics' partitions moved."""
        while True:
            seen = self.metadata.version
            await self.wait_until(lambda seen=seen: self.metadata.version != seen)
            on_change()


async def forward_to_controller(node, request, version: int, *,
                                unavailable: Callable[[str], object],
                                settled: Callable[[object], Callable[[], bool] | None] | None = None,
                                timeout_ms: int = 0):
    """A broker's admin request, forwarded to the controller at the same version (KIP-590).

    When the controller cannot be reached the answer is `unavailable(message)`. Otherwise the
    controller's response is returned once this broker's own metadata shows the change, so a
    client's next request sees it: `settled(response)` gives the condition to wait for (None:
    nothing to wait for), for at most `timeout_ms`."""
    channel = node.controller_channel
    try:
        if channel is None:
            raise ControllerUnavailableError("No controller.")
        response = await channel.forward(request, version)
    except ControllerUnavailableError as error:
        return unavailable(str(error))
    if settled is not None and timeout_ms > 0:
        condition = settled(response)
        if condition is not None:
            await channel.wait_until(condition, timeout=timeout_ms / 1000)
    return response

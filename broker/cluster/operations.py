"""The harness's operations on a running cluster: brokers, partitions, faults, capture.

Explicit functions in librdkafka's mock-cluster style (`stop_broker`, `move_leader`,
`cap_versions`), interception in kfake's style (`inject`: a stack of rules that fall through
when they do not match and leave after `count` uses). Leadership and assignment changes go
through the controller as metadata records (broker/controller/partitions.py), so every broker
learns them the way it learns any change; broker-local controls (replication paused, listeners
closed, versions capped) act on that broker only.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from kafkasim.broker.cluster.core import CREATE_TOPICS_VERSION, ClusterCore
from kafkasim.broker.cluster.dispatch import on_loop, waits
from kafkasim.broker.control.capture import Exchange
from kafkasim.broker.control.faults import FaultRule, api_key_of, error_code_of
from kafkasim.broker.control.interceptor import (
    CLIENTS,
    CONTROLLER,
    Throttle,
    broker_endpoint,
)
from kafkasim.broker.control.metrics import MetricsCollector, exposition
from kafkasim.broker.controller.partitions import (
    PartitionChangeError,
    move_leadership,
    reassign_replicas,
    unclean_leadership,
)
from kafkasim.broker.nodes.broker import Broker
from kafkasim.broker.storage import log_retention
from kafkasim.broker.storage.remote import OPERATIONS as REMOTE_OPERATIONS
from kafkasim.broker.storage.remote import RemoteStorageError
from kafkasim.protocol.errors import ErrorCode, KafkaError

log = logging.getLogger("kafkasim.cluster")

OFFSETS_TOPIC = "__consumer_offsets"
ISOLATION_TARGETS = ("controller", "brokers", "clients")


class ClusterOperations(ClusterCore):
    """The harness operations; see the module docstring and docs/harness.md."""

    # --- brokers -------------------------------------------------------------------------

    def _check_node(self, node_id: int) -> None:
        if node_id not in self.node_ids:
            raise KeyError(f"no broker {node_id} (brokers {self.node_ids})")

    @waits
    async def stop_broker(self, node_id: int, controlled: bool = True) -> None:
        """Stop broker `node_id`: its listener closes and its connections drop; its logs stay
        (on disk, or in memory for the next start). Controlled (the default) moves its
        leaderships away first, as a clean Kafka shutdown does; otherwise it crashes and the
        controller fences it after `broker.session.timeout.ms`."""
        self._check_node(node_id)
        broker = self.brokers[node_id]
        if node_id not in self.running:
            return
        self.running.discard(node_id)
        if controlled and broker.controller_channel is not None:
            await broker.controller_channel.controlled_shutdown()
        await broker.stop()
        await self.wait_for_metadata()

    @waits
    async def kill_broker(self, node_id: int) -> dict[str, int]:
        """Broker `node_id` dies as in a power loss: no controlled shutdown, and every replica
        it holds loses the records written since its last flush (Kafka flushes a segment when
        it rolls the next, and on a clean shutdown; by default nothing else is flushed, so the
        active segment goes). Returns the offsets lost per partition ("topic-partition")."""
        self._check_node(node_id)
        if node_id not in self.running:
            raise ValueError(f"broker {node_id} is not running")
        broker = self.brokers[node_id]
        broker.replica_manager.pause_fetchers()  # nothing lands after the moment of death
        lost = {}
        for (topic, index), partition in broker.replica_manager.partitions.items():
            gone = partition.log.lose_unflushed()
            if gone:
                lost[f"{topic}-{index}"] = gone
        self.running.discard(node_id)
        await broker.stop()
        log.info("broker %d killed; lost %s", node_id, lost or "nothing")
        return lost

    @waits
    async def start_broker(self, node_id: int) -> Broker:
        """Start broker `node_id` again: same port, rack and logs, new incarnation. Returns
        when it is unfenced and every broker has caught up."""
        self._check_node(node_id)
        if node_id in self.running:
            raise ValueError(f"broker {node_id} is running")
        if node_id in self._starting:
            raise ValueError(f"broker {node_id} is starting")
        if self.control.network.blocked(broker_endpoint(node_id), CONTROLLER):
            raise ValueError(f"broker {node_id} is cut off from the controller and could not "
                             f"register: heal it first")
        self._starting.add(node_id)
        try:
            broker = self._new_broker(node_id)
            self.brokers[node_id] = broker
            try:
                # A crashed predecessor's session must expire before the new incarnation
                # may register (Kafka's rule), hence the session timeout in the wait.
                await asyncio.wait_for(broker.start(), 10.0 + self._session_timeout())
            except BaseException:
                await broker.stop()
                raise
            self.running.add(node_id)
        finally:
            self._starting.discard(node_id)
        await self.wait_for_metadata()
        return broker

    def _session_timeout(self) -> float:
        return self.config.get_int("broker.session.timeout.ms") / 1000

    @on_loop
    def isolate(self, node_id: int, from_: str | int | Iterable[str | int] = ISOLATION_TARGETS
                ) -> None:
        """Cut broker `node_id` off from the controller, from the other brokers (or some of
        them, by id) and/or from clients: every request crossing the cut closes its
        connection until `heal`. Cut from the controller, its heartbeats fail and the
        controller fences it after `broker.session.timeout.ms`; cut from its peers, followers
        stop replicating and ISRs shrink."""
        self._check_node(node_id)
        targets = [from_] if isinstance(from_, str | int) else list(from_)
        me = broker_endpoint(node_id)
        for target in targets:
            if target == "controller":
                self.control.network.cut(me, CONTROLLER)
            elif target == "clients":
                self.control.network.cut(me, CLIENTS)
            elif target == "brokers":
                for other in self.node_ids:
                    if other != node_id:
                        self.control.network.cut(me, broker_endpoint(other))
            elif isinstance(target, int) and target in self.node_ids and target != node_id:
                self.control.network.cut(me, broker_endpoint(target))
            else:
                raise ValueError(f"cannot isolate from {target!r}: use 'controller', "
                                 f"'brokers', 'clients' or another broker's id")

    @on_loop
    def heal(self, node_id: int | None = None) -> None:
        """Undo `isolate` for one broker, or every cut."""
        self.control.network.heal(None if node_id is None else broker_endpoint(node_id))

    @on_loop
    def pause_replication(self, broker: int) -> None:
        """The followers on `broker` stop fetching (responses in flight are dropped), so its
        replicas fall behind and leave ISRs after `replica.lag.time.max.ms`. Survives a
        restart of the broker until `resume_replication`."""
        self._check_node(broker)
        self._paused.add(broker)
        if broker in self.running:
            self.brokers[broker].replica_manager.pause_fetchers()

    @on_loop
    def resume_replication(self, broker: int) -> None:
        self._check_node(broker)
        self._paused.discard(broker)
        if broker in self.running:
            self.brokers[broker].replica_manager.resume_fetchers()

    @on_loop
    def cap_versions(self, api: int | str, max_version: int | None,
                     broker: int | None = None) -> None:
        """Serve `api` (a key or name) at versions up to `max_version` only, on `broker` or
        every broker, as an older Kafka would: ApiVersions advertises the cap and a request
        above it closes its connection. None lifts the cap. Clients see it on their next
        connection (they read ApiVersions once per connection)."""
        api_key = api_key_of(api)
        if broker is not None:
            self._check_node(broker)
        caps = self._max_versions.setdefault(broker, {})
        if max_version is None:
            caps.pop(api_key, None)
        else:
            caps[api_key] = int(max_version)
        for node_id, node in self.brokers.items():
            for server in node.servers:
                server.max_versions = self._max_versions_of(node_id)

    @on_loop
    def version_caps(self) -> dict:
        """The caps `cap_versions` set: {"all" or broker id: {api name: max version}}."""
        from kafkasim.protocol.messages import API_NAMES

        return {("all" if broker is None else str(broker)):
                {API_NAMES[key]: version for key, version in caps.items()}
                for broker, caps in self._max_versions.items() if caps}

    @on_loop
    def set_throttle(self, throttle_ms: int, api: int | str | None = None,
                     broker: int | None = None, client_id: str | None = None) -> None:
        """Answer matching client requests with ThrottleTimeMs `throttle_ms` and mute their
        connection for that long after the response, as Kafka's client quotas do (KIP-219;
        the brokers' own requests are never throttled). The newest matching setting wins; 0
        removes the setting with the same filter."""
        api_key = None if api is None else api_key_of(api)
        throttles = self.control.throttles
        throttles[:] = [t for t in throttles if (t.api_key, t.broker, t.client_id)
                        != (api_key, broker, client_id)]
        if throttle_ms:
            throttles.append(Throttle(int(throttle_ms), api_key, broker, client_id))

    @on_loop
    def evict_fetch_sessions(self, broker: int | None = None,
                             include_followers: bool = False) -> int:
        """Evict the KIP-227 fetch sessions of consumers (and followers, if asked) on
        `broker` or every broker, as a full cache would; their next incremental fetch gets
        FETCH_SESSION_ID_NOT_FOUND. Returns how many were evicted."""
        evicted = 0
        for node_id in sorted(self.running):
            if broker is not None and node_id != broker:
                continue
            cache = self.brokers[node_id].fetch_sessions
            for session in cache.sessions():
                if session.privileged and not include_followers:
                    continue
                cache.remove(session.id)
                cache.evictions += 1
                evicted += 1
        return evicted

    # --- partitions (through the controller) ----------------------------------------------

    async def _change_partition(self, topic: str, partition: int, build: Callable,
                                *args) -> dict:
        info = self.controller.metadata.partition(topic, partition)
        if info is None:
            raise KafkaError(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                             f"no partition {topic}-{partition}")
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
        state; KafkaError(INVALID_REQUEST) when `to` cannot lead cleanly."""
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
        members get NOT_COORDINATOR and find the new one."""
        self._check_node(to)
        broker = self.brokers[next(iter(sorted(self.running)))]
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

    # --- the remote tier (KIP-405) ---------------------------------------------------------

    def _replica(self, node_id: int, topic: str, partition: int):
        if node_id not in self.running:
            return None
        return self.brokers[node_id].replica_manager.get_partition(topic, partition)

    @waits
    async def tier_now(self, topic: str, partition: int = 0, *, delete_local: bool = True,
                       timeout: float = 10.0) -> dict:
        """Move the partition's records to the remote tier now, instead of waiting for
        `remote.log.manager.task.interval.ms` and local retention: once every record is below
        the high watermark, the leader rolls its active segment and uploads every closed
        segment (the RemoteLogManager's copy task); with `delete_local` every running replica
        then deletes its uploaded local segments, as local retention 0 would, so reads below
        the new local log start are served from the remote tier. The topic needs
        `remote.storage.enable=true`. Each wait (metadata, the high watermark, the upload, the
        replicas learning of it) gives up after `timeout` seconds with TimeoutError. Returns
        the leader's offsets afterwards."""
        info = self.controller.metadata.partition(topic, partition)
        if info is None:
            raise KafkaError(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                             f"no partition {topic}-{partition}")
        await self.wait_for_metadata(timeout)
        leader_id = self.controller.metadata.partition(topic, partition).leader
        leader = self._replica(leader_id, topic, partition)
        if leader is None or not leader.is_leader:
            raise KafkaError(ErrorCode.LEADER_NOT_AVAILABLE,
                             f"{topic}-{partition} has no running leader")
        log_ = leader.log
        if not log_.config.remote_copy_enabled:
            raise KafkaError(ErrorCode.INVALID_CONFIG,
                             f"{topic} has no remote tier (remote.storage.enable=false, or "
                             "remote.log.copy.disable=true, or the brokers' "
                             "remote.log.storage.system.enable=false)")
        manager = self.brokers[leader_id].replica_manager.remote_log_manager
        await self.wait_until(lambda: manager.metadata.is_ready(leader.topic_id, partition),
                              timeout)
        await self.wait_until(lambda: leader.high_watermark >= log_.log_end_offset, timeout)
        if log_.segments.active is not None and log_.segments.active.batch_count:
            log_.roll()
        try:
            # Bounded: a paused store (pause_remote_store) holds uploads back.
            await asyncio.wait_for(manager.upload_now(leader), timeout)
        except RemoteStorageError as error:
            raise KafkaError(ErrorCode.KAFKA_STORAGE_ERROR,
                             f"uploading {topic}-{partition} failed: {error}") from None
        uploaded_to = log_.highest_offset_in_remote_storage
        if delete_local:
            for node_id in info.replicas:
                replica = self._replica(node_id, topic, partition)
                if replica is None:
                    continue
                remote = self.brokers[node_id].replica_manager.remote_log_manager

                def caught_up(replica=replica, remote=remote) -> bool:
                    if not remote.metadata.is_ready(replica.topic_id, partition):
                        return False
                    remote.update_highest_offset(replica)
                    return replica.log.highest_offset_in_remote_storage >= min(
                        uploaded_to, replica.log.log_end_offset - 1)

                await self.wait_until(caught_up, timeout)
                if log_retention.delete_uploaded_segments(replica.log, replica.high_watermark):
                    replica.notify_data_waiters()
        return {"topic": topic, "partition": partition, "leader": leader_id,
                "log_start_offset": log_.log_start_offset,
                "local_log_start_offset": log_.local_log_start_offset,
                "remote_end_offset": uploaded_to, "log_end_offset": log_.log_end_offset}

    def _remote_stores(self, broker: int | None) -> list:
        if broker is not None:
            self._check_node(broker)
            if broker not in self.running:
                raise KeyError(f"broker {broker} is not running")
        stores = []
        for node_id in sorted(self.running):
            if broker is not None and node_id != broker:
                continue
            manager = self.brokers[node_id].replica_manager.remote_log_manager
            if not manager.enabled:
                raise ValueError(f"broker {node_id} has no remote tier "
                                 "(remote.log.storage.system.enable=false)")
            store = manager.storage
            if not hasattr(store, "inject_failure"):
                raise ValueError(f"broker {node_id}'s remote store is a plugin "
                                 f"({type(store).__name__}), not kafkasim's simulated store")
            stores.append(store)
        return stores

    @on_loop
    def fail_remote_store(self, operation: str, count: int = 1,
                          broker: int | None = None) -> None:
        """The next `count` remote store operations of kind `operation` ("copy", "fetch",
        "delete") fail with a RemoteStorageException, on `broker` or on every running broker:
        a failed copy is cleaned up and retried after
        `remote.log.manager.task.retry.backoff.ms`, a failed fetch answers the consumer
        UNKNOWN_SERVER_ERROR (as Kafka's RemoteLogReader does)."""
        if operation not in REMOTE_OPERATIONS:
            raise ValueError(f"operation must be one of {REMOTE_OPERATIONS}")
        stores = self._remote_stores(broker)
        for store in stores:
            store.inject_failure(operation, count)

    @on_loop
    def pause_remote_store(self, broker: int | None = None) -> None:
        """Uploads to the remote store wait (a slow or unreachable store) until
        `resume_remote_store`; reads are unaffected."""
        for store in self._remote_stores(broker):
            store.pause()

    @on_loop
    def resume_remote_store(self, broker: int | None = None) -> None:
        for store in self._remote_stores(broker):
            store.resume()

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
        wins; see
        broker/control/faults.py for how each API's error answer is built.
        """
        rule = FaultRule(api_key=api_key_of(api), broker=broker, topic=topic,
                         partition=partition, client_id=client_id,
                         error=None if error is None else error_code_of(error),
                         count=count, delay_ms=int(delay_ms), drop=drop, close=close,
                         when=when, internal=internal)
        if broker is not None:
            self._check_node(broker)
        return self.control.faults.push(rule)

    @on_loop
    def faults(self) -> list[FaultRule]:
        """The rules on the stack, newest first."""
        return list(reversed(self.control.faults.rules))

    @on_loop
    def remove_fault(self, rule_id: int) -> bool:
        rule = self.control.faults.find(rule_id)
        if rule is None:
            return False
        rule.remove()
        return True

    @on_loop
    def clear_faults(self) -> None:
        self.control.faults.clear()

    # --- capture ---------------------------------------------------------------------------

    def _capture_filter(self, api, broker, internal, predicate) -> Callable[[Exchange], bool]:
        api_key = None if api is None else api_key_of(api)

        def matches(exchange: Exchange) -> bool:
            if api_key is not None and exchange.api_key != api_key:
                return False
            if broker is not None and exchange.node_id != broker:
                return False
            if not internal and exchange.internal:
                return False
            return predicate is None or bool(predicate(exchange.request))

        return matches

    @on_loop
    def requests(self, api: int | str | None = None, broker: int | None = None, *,
                 internal: bool = False, since: int = 0,
                 where: Callable[[Any], bool] | None = None) -> list[Exchange]:
        """Captured exchanges, oldest first: decoded request and response objects with
        timestamps (`received_ms`, `answered_ms`), node, client id and outcome. Filters: `api`
        (key or name), `broker`, `where(request)`; the brokers' own requests (replication,
        heartbeats) only with `internal`; `since` a sequence number seen before."""
        return self.control.capture.select(self._capture_filter(api, broker, internal, where),
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
            self._capture_filter(api, broker, internal, predicate), timeout, since)

    @on_loop
    def clear_requests(self) -> None:
        self.control.capture.clear()

    # --- between tests ------------------------------------------------------------------------

    @waits
    async def reset(self) -> None:
        """Back to the state after start, for a cluster shared between tests: faults,
        captures, throttles, version caps and network cuts cleared, replication resumed,
        stopped brokers started again, topics deleted (internal ones stay, and with them
        consumer-group state), remote store faults cleared and uploads resumed."""
        self.control.faults.clear()
        self.control.network.heal()
        self.control.throttles.clear()
        self._max_versions.clear()
        for broker in self.brokers.values():
            for server in broker.servers:
                server.max_versions = {}
        for node_id in list(self._paused):
            self.resume_replication(node_id)
        for node_id in self.node_ids:
            if node_id not in self.running:
                await self.start_broker(node_id)
        for node_id in sorted(self.running):
            store = self.brokers[node_id].replica_manager.remote_log_manager.open_storage
            if store is not None and hasattr(store, "clear_injected_failures"):
                store.clear_injected_failures()
                store.resume()
        for topic in self.topics():
            await self.delete_topic(topic)
        self.control.capture.clear()

    # --- metrics ---------------------------------------------------------------------------

    def metrics_collector(self) -> MetricsCollector:
        return MetricsCollector(self.control.metrics,
                                lambda: [self.brokers[n] for n in sorted(self.running)])

    @on_loop
    def metrics_text(self) -> str:
        """The cluster's metrics in the Prometheus text format (see
        broker/control/metrics.py)."""
        return exposition(self.metrics_collector()).decode()

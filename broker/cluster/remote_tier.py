"""The harness's hands on the remote tier (KIP-405): tiering a partition now, and the faults
of kafkasim's simulated remote store.

Without the harness, records reach the remote tier when each leader's RemoteLogManager runs
its copy pass (`remote.log.manager.task.interval.ms`) and leave the local log with local
retention. `tier_now` runs both at once, through the same objects the brokers use: the
leader's RemoteLogManager uploads, and each replica deletes what its remote log metadata
shows uploaded. The store faults act on the simulated store only (broker/storage/remote.py);
a plugin store is the plugin's business.
"""

from __future__ import annotations

import asyncio

from kafkasim.broker.cluster.dispatch import poll_until
from kafkasim.broker.cluster.nodes import ClusterNodes
from kafkasim.broker.control.errors import ClusterConflict, InvalidArgument, UnknownTopic
from kafkasim.broker.storage import log_retention
from kafkasim.broker.storage.remote import OPERATIONS, RemoteStorageError
from kafkasim.protocol.errors import ErrorCode, KafkaError


class RemoteTierControl:
    """Remote tier operations on the running brokers of `nodes` (see the module docstring);
    Cluster.tier_now and the Cluster's remote store methods call these."""

    def __init__(self, nodes: ClusterNodes) -> None:
        self.nodes = nodes

    async def tier_now(self, topic: str, partition: int, delete_local: bool,
                       timeout: float) -> dict:
        """See Cluster.tier_now."""
        nodes = self.nodes
        metadata = nodes.controller.metadata
        info = metadata.partition(topic, partition)
        if info is None:
            raise UnknownTopic(topic, partition)
        await nodes.wait_for_metadata(timeout)
        leader_id = metadata.partition(topic, partition).leader
        leader = nodes.replica(leader_id, topic, partition)
        if leader is None or not leader.is_leader:
            raise KafkaError(ErrorCode.LEADER_NOT_AVAILABLE,
                             f"{topic}-{partition} has no running leader")
        log = leader.log
        if not log.config.remote_copy_enabled:
            raise KafkaError(ErrorCode.INVALID_CONFIG,
                             f"{topic} has no remote tier (remote.storage.enable=false, or "
                             "remote.log.copy.disable=true, or the brokers' "
                             "remote.log.storage.system.enable=false)")
        manager = nodes.brokers[leader_id].replica_manager.remote_log_manager
        await poll_until(lambda: manager.metadata.is_ready(leader.topic_id, partition), timeout)
        await poll_until(lambda: leader.high_watermark >= log.log_end_offset, timeout)
        if log.segments.active is not None and log.segments.active.batch_count:
            log.roll()
        try:
            # Bounded: a paused store (pause_remote_store) holds uploads back.
            await asyncio.wait_for(manager.upload_now(leader), timeout)
        except RemoteStorageError as error:
            raise KafkaError(ErrorCode.KAFKA_STORAGE_ERROR,
                             f"uploading {topic}-{partition} failed: {error}") from None
        uploaded_to = log.highest_offset_in_remote_storage
        if delete_local:
            for node_id in info.replicas:
                replica = nodes.replica(node_id, topic, partition)
                if replica is None:
                    continue
                remote = nodes.brokers[node_id].replica_manager.remote_log_manager

                def caught_up(replica=replica, remote=remote) -> bool:
                    if not remote.metadata.is_ready(replica.topic_id, partition):
                        return False
                    remote.update_highest_offset(replica)
                    return replica.log.highest_offset_in_remote_storage >= min(
                        uploaded_to, replica.log.log_end_offset - 1)

                await poll_until(caught_up, timeout)
                if log_retention.delete_uploaded_segments(replica.log, replica.high_watermark):
                    replica.notify_data_waiters()
        return {"topic": topic, "partition": partition, "leader": leader_id,
                "log_start_offset": log.log_start_offset,
                "local_log_start_offset": log.local_log_start_offset,
                "remote_end_offset": uploaded_to, "log_end_offset": log.log_end_offset}

    # --- the simulated store ---------------------------------------------------------------

    def stores(self, broker: int | None) -> list:
        """The simulated remote stores of `broker` or of every running broker;
        ClusterConflict for a broker that is not running, has no remote tier, or uses a
        plugin store."""
        nodes = self.nodes
        if broker is not None:
            nodes.running_broker(broker)
        stores = []
        for node_id in sorted(nodes.running):
            if broker is not None and node_id != broker:
                continue
            manager = nodes.brokers[node_id].replica_manager.remote_log_manager
            if not manager.enabled:
                raise ClusterConflict(f"broker {node_id} has no remote tier "
                                      "(remote.log.storage.system.enable=false)")
            store = manager.storage
            if not hasattr(store, "inject_failure"):
                raise ClusterConflict(f"broker {node_id}'s remote store is a plugin "
                                      f"({type(store).__name__}), not kafkasim's simulated "
                                      "store")
            stores.append(store)
        return stores

    def fail(self, operation: str, count: int, broker: int | None) -> None:
        if operation not in OPERATIONS:
            raise InvalidArgument(f"operation must be one of {OPERATIONS}")
        for store in self.stores(broker):
            store.inject_failure(operation, count)

    def pause(self, broker: int | None) -> None:
        for store in self.stores(broker):
            store.pause()

    def resume(self, broker: int | None) -> None:
        for store in self.stores(broker):
            store.resume()

    def reset(self) -> None:
        """Injected failures cleared and uploads resumed on every running broker's simulated
        store (plugins and brokers without a remote tier are left alone)."""
        nodes = self.nodes
        for node_id in sorted(nodes.running):
            store = nodes.brokers[node_id].replica_manager.remote_log_manager.open_storage
            if store is not None and hasattr(store, "clear_injected_failures"):
                store.clear_injected_failures()
                store.resume()

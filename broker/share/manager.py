"""The share partitions a broker leads and the requests that reach them (Kafka's
SharePartitionManager and DelayedShareFetch): ShareFetch and ShareAcknowledge.

A ShareFetch:
1. is refused whole for an empty member id (INVALID_REQUEST) and for a session it does not fit (SHARE_SESSION_NOT_FOUND, INVALID_SHARE_SESSION_EPOCH; broker/share/session.py);
2. applies the acknowledgements it carries, per partition (an invalid batch list is
   INVALID_REQUEST, a record the member does not hold INVALID_RECORD_STATE), and writes the
   partitions' new state to the share coordinator before answering (a write that fails rolls
   the partition's acknowledgements back: SharePartition.rollbackOrProcessStateUpdates);
3. at epoch -1 releases what the member still holds in the session's partitions and closes
   the session; otherwise acquires records of every partition of the session, up to MaxRecords
   in all: a partition this broker does not lead answers NOT_LEADER_OR_FOLLOWER with its leader
   and the leader's endpoint, a share partition whose state could not be read answers the
   share coordinator's error (UNKNOWN_SERVER_ERROR for state never initialized);
4. when nothing was acquired and nothing else must be said, waits up to MaxWaitMs for records
   (an append, a release or the end of a share partition's state read wakes it: the replica's
   data waiters, as Fetch's long poll waits), then acquires again; a share partition still
   reading its state when the answer goes is left out of it;
5. answers every requested partition for a new session, otherwise only the partitions with
   records, errors or acknowledgement results; AcquisitionLockTimeoutMs is the record lock
   duration.

A ShareAcknowledge applies its acknowledgements the same way, in an existing session (epoch 0
cannot open one); epoch -1 then closes it.
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field

from kafkasim.broker.replica.fetch import wait_for_replicas
from kafkasim.broker.share.partition import (
    AcknowledgeType,
    AckRange,
    PartitionStatus,
    ShareConfig,
    SharePartition,
)
from kafkasim.broker.share.records import SharePartitionKey
from kafkasim.broker.share.session import (
    ContextKind,
    SessionKey,
    ShareSessionCache,
    TopicIdPartition,
)
from kafkasim.protocol.errors import ErrorCode

log = logging.getLogger("kafkasim.share")


@dataclass(slots=True)
class PartitionAnswer:
    topic_id: uuid.UUID
    partition: int
    error: ErrorCode = ErrorCode.NONE
    error_message: str | None = None
    ack_error: ErrorCode = ErrorCode.NONE
    ack_message: str | None = None
    leader_id: int = 0
    leader_epoch: int = 0
    records: list = field(default_factory=list)
    ranges: list = field(default_factory=list)
    acknowledged: bool = False  # the request acknowledged records of this partition
    pending: bool = False  # its share partition is still reading its state: not answered

    @property
    def has_news(self) -> bool:
        return bool(self.ranges or self.error or self.ack_error or self.acknowledged)


@dataclass(slots=True)
class ShareAnswer:
    error: ErrorCode = ErrorCode.NONE
    message: str | None = None
    lock_timeout_ms: int = 0
    partitions: list[PartitionAnswer] = field(default_factory=list)
    leaders: set[int] = field(default_factory=set)  # node endpoints to send


def requested_acknowledgements(topics) -> dict[TopicIdPartition, list[AckRange]]:
    """The acknowledgement batches of a ShareFetch's or ShareAcknowledge's topics, per
    partition (the two requests carry them alike)."""
    return {TopicIdPartition(topic.topic_id, partition.partition_index): [
                AckRange(b.first_offset, b.last_offset, tuple(b.acknowledge_types))
                for b in partition.acknowledgement_batches]
            for topic in topics for partition in topic.partitions}


@dataclass(slots=True)
class ShareFetchParams:
    group_id: str | None
    member_id: str | None
    epoch: int
    max_wait_ms: int
    max_bytes: int
    max_records: int
    # topic id, partition -> acknowledgement ranges (possibly empty)
    partitions: dict[TopicIdPartition, list[AckRange]]
    forgotten: list[TopicIdPartition]
    renew: bool = False
    # Whether the principal may READ a topic (by name); None: every topic. The partitions of
    # the others answer TOPIC_AUTHORIZATION_FAILED, acknowledgements included.
    readable: Callable[[str], bool] | None = None
    # The client connection the request came over (its session is released when it closes).
    connection_id: int | None = None


class SharePartitionManager:
    """See the module docstring; one per broker."""

    def __init__(self, broker, persister) -> None:
        self.broker = broker
        self.persister = persister
        self.sessions = ShareSessionCache()
        self.partitions: dict[SharePartitionKey, SharePartition] = {}
        self._releases: set[asyncio.Task] = set()  # of sessions whose connection closed

    async def stop(self) -> None:
        for task in list(self._releases):
            task.cancel()
        for share_partition in self.partitions.values():
            share_partition.close()
        self.partitions.clear()
        self.sessions.sessions.clear()

    # -- configs ------------------------------------------------------------------------------

    def config_for(self, group_id: str) -> ShareConfig:
        """The share settings of `group_id`: its group configs, else the broker's."""
        config = self.broker.config
        group = getattr(self.broker.metadata, "group_configs", {}).get(group_id, {})

        def setting(name: str, broker_name: str) -> int:
            value = group.get(name)
            return int(value) if value is not None else config.get_int(broker_name)

        return ShareConfig(
            record_lock_duration_ms=setting("share.record.lock.duration.ms",
                                            "group.share.record.lock.duration.ms"),
            delivery_count_limit=setting("share.delivery.count.limit",
                                         "group.share.delivery.count.limit"),
            max_record_locks=setting("share.partition.max.record.locks",
                                     "group.share.partition.max.record.locks"),
            auto_offset_reset=group.get("share.auto.offset.reset", "latest"),
            isolation_level=group.get("share.isolation.level", "read_uncommitted"))

    # -- share partitions ---------------------------------------------------------------------

    def _leader(self, topic_id: uuid.UUID, partition: int, answer: PartitionAnswer,
                leaders: set[int], readable: Callable[[str], bool] | None = None):
        """The local leader replica of the partition, or None with the answer's error set."""
        metadata = self.broker.metadata
        topic = metadata.topics_by_id.get(topic_id)
        if topic is not None and readable is not None and not readable(topic.name):
            answer.error = ErrorCode.TOPIC_AUTHORIZATION_FAILED
            return None
        if topic is None or partition not in topic.partitions:
            answer.error = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
            return None
        replica, error = self.broker.replica_manager.leader_partition(topic.name, partition)
        if error:
            answer.error = error
            info = topic.partitions[partition]
            answer.leader_id, answer.leader_epoch = info.leader, info.leader_epoch
            if error == ErrorCode.NOT_LEADER_OR_FOLLOWER and info.leader >= 0:
                leaders.add(info.leader)
            return None
        return replica

    def _share_partition(self, group_id: str, topic_id: uuid.UUID, replica) -> SharePartition:
        key = SharePartitionKey(group_id, topic_id, replica.partition)
        share_partition = self.partitions.get(key)
        if share_partition is not None and share_partition.leader_epoch != replica.leader_epoch \
                and share_partition.status == PartitionStatus.ACTIVE:
            # A new leader epoch reads the state again.
            share_partition.close()
            share_partition = None
        if share_partition is None:
            share_partition = SharePartition(key, replica.topic, self.persister,
                                             self.config_for(group_id),
                                             replica.notify_data_waiters, self.broker.clock)
            self.partitions[key] = share_partition
        share_partition.start(replica)
        return share_partition

    def share_partitions_of(self, group_id: str | None = None) -> list[SharePartition]:
        return [p for k, p in self.partitions.items() if group_id is None or k.group_id == group_id]

    def expire_locks(self, group_id: str | None = None) -> int:
        """Release every acquired record now, as if its lock had ended (the harness)."""
        return sum(p.expire_locks(force=True) for p in self.share_partitions_of(group_id))

    # -- ShareFetch ---------------------------------------------------------------------------

    async def fetch(self, params: ShareFetchParams) -> ShareAnswer:
        if not params.member_id or params.group_id is None:
            return ShareAnswer(ErrorCode.INVALID_REQUEST)
        group_id, member_id = params.group_id, params.member_id
        lock_timeout_ms = self.config_for(group_id).record_lock_duration_ms
        context = self.sessions.context(SessionKey(group_id, member_id), params.epoch,
                                        list(params.partitions), params.forgotten)
        if context.error:
            return ShareAnswer(context.error)
        context.session.connection_id = params.connection_id
        answer = ShareAnswer(lock_timeout_ms=lock_timeout_ms)
        answers: dict[TopicIdPartition, PartitionAnswer] = {}
        await self._acknowledge_all(group_id, member_id, params.partitions, answers,
                                    answer.leaders, params.renew, params.readable)
        if context.kind == ContextKind.FINAL:
            self.sessions.remove(context.session.key)
            await self._release(group_id, member_id, context.session.partitions)
            answer.partitions = [a for a in answers.values() if a.has_news]
            return answer
        targets = list(context.session.partitions)
        for key in targets:
            answers.setdefault(key, PartitionAnswer(key.topic_id, key.partition))
            failed = self.partitions.get(SharePartitionKey(group_id, key.topic_id, key.partition))
            if failed is not None and failed.status == PartitionStatus.FAILED:
                # A state read that failed is tried again, once per request.
                del self.partitions[failed.key]
        deadline = time.monotonic() + max(params.max_wait_ms, 0) / 1000
        while True:
            replicas = await self._acquire_all(group_id, member_id, targets, answers,
                                               params.max_records, params.max_bytes,
                                               answer.leaders, params.readable)
            remaining = deadline - time.monotonic()
            if any(a.has_news for a in answers.values()) or remaining <= 0 or not targets:
                break
            await wait_for_replicas(replicas, remaining)  # wait point: the long poll
            if time.monotonic() >= deadline:
                await self._acquire_all(group_id, member_id, targets, answers,
                                        params.max_records, params.max_bytes, answer.leaders,
                                        params.readable)
                break
        # A share partition still reading its state is left out (Kafka answers those it
        # could fetch from); a new session answers every other requested partition.
        if context.kind == ContextKind.NEW:
            answer.partitions = [answers[k] for k in params.partitions
                                 if k in answers and not answers[k].pending]
        else:
            answer.partitions = [a for a in answers.values() if a.has_news and not a.pending]
        return answer

    async def _acquire_all(self, group_id: str, member_id: str, targets, answers,
                           max_records: int, max_bytes: int, leaders: set[int],
                           readable: Callable[[str], bool] | None = None) -> set:
        """Acquire records for the member from each target partition in turn; returns the
        local replicas (to wait on)."""
        replicas = set()
        left_records = max_records if max_records > 0 else 500
        left_bytes = max_bytes
        for key in targets:
            answer = answers[key]
            if answer.ranges or answer.error:
                continue
            replica = self._leader(key.topic_id, key.partition, answer, leaders, readable)
            if replica is None:
                continue
            replicas.add(replica)
            share_partition = self._share_partition(group_id, key.topic_id, replica)
            answer.pending = share_partition.status == PartitionStatus.INITIALIZING
            if answer.pending:
                continue
            if share_partition.status == PartitionStatus.FAILED:
                answer.error = _fetch_error(share_partition.error)
                continue
            if left_records <= 0 or left_bytes <= 0:
                continue
            acquired = share_partition.acquire(replica, member_id, left_records, left_bytes)
            if acquired.ranges:
                answer.records = acquired.records
                answer.ranges = acquired.ranges
                left_records -= acquired.count
                left_bytes -= acquired.size
        return replicas

    async def _acknowledge_all(self, group_id: str, member_id: str,
                               partitions: dict[TopicIdPartition, list[AckRange]],
                               answers: dict[TopicIdPartition, PartitionAnswer],
                               leaders: set[int], renew: bool,
                               readable: Callable[[str], bool] | None = None) -> None:
        writes = []
        for key, ranges in partitions.items():
            if not ranges:
                continue
            answer = answers.setdefault(key, PartitionAnswer(key.topic_id, key.partition))
            answer.acknowledged = True
            error = validate_acknowledgements(ranges, renew)
            if error:
                answer.ack_error = error
                continue
            replica = self._leader(key.topic_id, key.partition, answer, leaders, readable)
            if replica is None:
                answer.ack_error, answer.error = answer.error, ErrorCode.NONE
                continue
            share_partition = self.partitions.get(
                SharePartitionKey(group_id, key.topic_id, key.partition))
            if share_partition is None or share_partition.status != PartitionStatus.ACTIVE:
                answer.ack_error = ErrorCode.INVALID_RECORD_STATE
                continue
            answer.ack_error, answer.ack_message, undo = share_partition.acknowledge(
                member_id, ranges)
            if not answer.ack_error:
                writes.append((answer, share_partition, undo))
        if writes:
            # wait point: the share coordinator has the new states
            results = await asyncio.gather(*(p.write_state() for _, p, _ in writes))
            for (answer, share_partition, undo), error in zip(writes, results, strict=True):
                if error:
                    # Not written: the member holds the records again (Kafka's SharePartition
                    # rolls the transitions back), so they are delivered again once their
                    # lock ends, and the start offset never waits on a state no write carried.
                    share_partition.rollback(undo)
                    answer.ack_error = _ack_write_error(error)

    def connection_closed(self, connection_id: int) -> None:
        """A client connection closed: its share sessions go, and what their members hold is
        released (Kafka's SharePartitionManager releases a session's acquired records when
        its connection closes, so a consumer that vanishes without closing its session does
        not hold records until their locks expire)."""
        for session in self.sessions.remove_connection(connection_id):
            task = asyncio.get_running_loop().create_task(
                self._release(session.key.group_id, session.key.member_id, session.partitions))
            self._releases.add(task)
            task.add_done_callback(self._releases.discard)

    async def _release(self, group_id: str, member_id: str, partitions) -> None:
        released = []
        for key in partitions:
            share_partition = self.partitions.get(
                SharePartitionKey(group_id, key.topic_id, key.partition))
            if share_partition is not None and share_partition.release_member(member_id):
                released.append(share_partition)
        if released:
            await asyncio.gather(*(p.write_state() for p in released))

    # -- ShareAcknowledge ---------------------------------------------------------------------

    async def acknowledge(self, group_id: str | None, member_id: str | None, epoch: int,
                          partitions: dict[TopicIdPartition, list[AckRange]],
                          renew: bool = False,
                          readable: Callable[[str], bool] | None = None) -> ShareAnswer:
        if not member_id or group_id is None:
            return ShareAnswer(ErrorCode.INVALID_REQUEST)
        lock_timeout_ms = self.config_for(group_id).record_lock_duration_ms
        context = self.sessions.acknowledge_context(SessionKey(group_id, member_id), epoch)
        if context.error:
            return ShareAnswer(context.error)
        answer = ShareAnswer(lock_timeout_ms=lock_timeout_ms)
        answers: dict[TopicIdPartition, PartitionAnswer] = {}
        await self._acknowledge_all(group_id, member_id, partitions, answers, answer.leaders,
                                    renew, readable)
        if context.kind == ContextKind.FINAL:
            self.sessions.remove(context.session.key)
            await self._release(group_id, member_id, context.session.partitions)
        answer.partitions = [answers.get(k) or PartitionAnswer(k.topic_id, k.partition)
                             for k in partitions]
        for partition in answer.partitions:
            partition.error, partition.error_message = partition.ack_error, partition.ack_message
        return answer


def validate_acknowledgements(ranges: list[AckRange], renew: bool) -> ErrorCode:
    """KafkaApis' checks of acknowledgement batches: first offsets in ascending order, first <=
    last, one type or one per offset, known types (RENEW only in a renew request)."""
    previous_first = -1
    for ack in ranges:
        if ack.first_offset < 0 or ack.last_offset < ack.first_offset \
                or ack.first_offset < previous_first:
            return ErrorCode.INVALID_REQUEST
        if len(ack.types) not in (1, ack.last_offset - ack.first_offset + 1):
            return ErrorCode.INVALID_REQUEST
        for kind in ack.types:
            if kind not in AcknowledgeType.__members__.values() or \
                    (kind == AcknowledgeType.RENEW and not renew):
                return ErrorCode.INVALID_REQUEST
        previous_first = ack.first_offset
    return ErrorCode.NONE


def _fetch_error(error: ErrorCode) -> ErrorCode:
    """How a share partition that could not read its state answers a fetch: retriable
    coordinator trouble as is, anything else UNKNOWN_SERVER_ERROR (state never initialized)."""
    if error in (ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.FENCED_LEADER_EPOCH):
        return ErrorCode.NOT_LEADER_OR_FOLLOWER
    if error in (ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.NOT_COORDINATOR,
                 ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, ErrorCode.NETWORK_EXCEPTION):
        return ErrorCode.COORDINATOR_NOT_AVAILABLE
    return ErrorCode.UNKNOWN_SERVER_ERROR


def _ack_write_error(error: ErrorCode) -> ErrorCode:
    if error in (ErrorCode.FENCED_LEADER_EPOCH, ErrorCode.FENCED_STATE_EPOCH):
        return ErrorCode.NOT_LEADER_OR_FOLLOWER
    return ErrorCode.COORDINATOR_NOT_AVAILABLE if error in (
        ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.NOT_COORDINATOR,
        ErrorCode.NETWORK_EXCEPTION, ErrorCode.REQUEST_TIMED_OUT) else ErrorCode.UNKNOWN_SERVER_ERROR

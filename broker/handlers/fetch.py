"""Fetch (key 1), versions 4-18.

Behavior:
- Partition leaders serve consumers up to the high watermark (read_uncommitted) or the last
  stable offset (read_committed; equal to the high watermark while transactions are not
  modelled) and followers (ReplicaId / ReplicaState.ReplicaId >= 0) up to the log end offset.
- KIP-392 fetch from follower, as Kafka does it today (ReplicaManager.readFromLog,
  findPreferredReadReplica; Partition.fetchRecords; FetchParams.fetchOnlyLeader):
  - consumer fetches (ReplicaId -1) from v11 on carry client metadata (RackId, client id,
    address). On the leader, the `replica.selector.class` plugin (broker/replica/selectors.py;
    none by default = always the leader) picks among the in-sync replicas holding the fetch
    offset; when it picks another replica the partition is answered at once with
    PreferredReadReplica = that id, no records, and the leader's high watermark, last stable
    offset and log start. The leader itself is never reported (-1 and the data instead).
  - a follower serves v11+ consumer fetches from its own log, bounded by its own high
    watermark (min(leader's HW as last propagated, own log end)); KIP-320 epoch checks use the
    follower's leader epoch and epoch cache. Consumer fetches older than v11 and replica
    fetches sent to a follower get NOT_LEADER_OR_FOLLOWER.
  - offsets: a fetch offset in (high watermark, log end] gets an empty answer and waits (Kafka's
    LocalLog.read: the KIP's OFFSET_NOT_AVAILABLE for fetches was never implemented); beyond
    the local log end, e.g. on a follower that is behind the leader's high watermark the
    consumer saw, OFFSET_OUT_OF_RANGE with offsets -1 (Kafka: OffsetOutOfRangeException from
    LocalLog.read; the client then validates its position with the leader, KIP-392 case 4).
- Long poll: answered at once when MinBytes are readable, MaxWaitMs is 0, a partition has an
  error or a diverging epoch, or (v18, KIP-1166) a follower's high watermark is behind the
  leader's; otherwise the request waits for new data (woken by appends and high-watermark
  changes) until MaxWaitMs.
- Sizes: PartitionMaxBytes per partition and MaxBytes for the response, with Kafka's
  first-batch rule (KIP-74): the first batch of the first partition with data is returned
  whole even when larger than both limits. Whole stored batches, zero copy.
- A follower fetch records the follower's log end offset and caught-up time on the leader,
  which moves the high watermark and may expand the ISR (AlterPartition).
- KIP-320: CurrentLeaderEpoch older than the replica's -> FENCED_LEADER_EPOCH, newer ->
  UNKNOWN_LEADER_EPOCH; LastFetchedEpoch (v12+) that diverges from the leader's log ->
  DivergingEpoch with the end offset of the largest common epoch, and no records.
- Offsets outside [log start, log end] -> OFFSET_OUT_OF_RANGE (offsets -1).
- KIP-951 (v16+): NOT_LEADER_OR_FOLLOWER and FENCED_LEADER_EPOCH carry CurrentLeader, and the
  leader's endpoint is listed in NodeEndpoints.
- Fetch sessions (KIP-227, Kafka's FetchManager and FetchSession; state in
  broker/session/cache.py, one cache per broker):
  - SessionEpoch -1 (FINAL) closes the session named by a non-zero SessionId and is answered
    as a sessionless full fetch (SessionId 0). Epoch 0 (INITIAL) closes the named session too,
    is answered as a full fetch with every requested partition, and creates a session holding
    them: the response carries its id (random positive int32), or 0 when the cache refuses.
  - Any other epoch is incremental: an unknown SessionId -> top-level
    FETCH_SESSION_ID_NOT_FOUND, an epoch other than the session's next ->
    INVALID_FETCH_SESSION_EPOCH, a session created with topic ids (v13+) used below v13 or the
    reverse -> FETCH_SESSION_TOPIC_ID_ERROR; all three with SessionId 0 and no partitions.
    Otherwise the named partitions join the session or replace their cached fetch state,
    ForgottenTopicsData leaves it, the next epoch is expected (after Int32 max comes 1), and
    every partition of the session is read with its cached state (for followers that records
    their fetch offset on idle partitions too) and waited on by the long poll. The response
    lists only partitions with records, an error, a preferred read replica, a diverging epoch,
    or a high watermark, last stable offset or log start offset other than last sent to the
    session; partitions that returned records move to the end of the session's read order
    (round robin under MaxBytes). An incremental fetch that empties its session closes it
    (SessionId 0). A request overtaken by a newer epoch of its session while it waited gets
    INVALID_FETCH_SESSION_EPOCH.
  - The cache holds `max.incremental.fetch.session.cache.slots` sessions; when full, a new
    one evicts a session unused for `min.incremental.fetch.session.eviction.ms`, else a
    follower's (privileged) session evicts the consumer session with the fewest partitions,
    else a session with more partitions evicts one older than the eviction time; otherwise it
    is refused (Kafka's FetchSessionCache).

Versions: v4 isolation level and LastStableOffset; v5 LogStartOffset; v7 sessions (KIP-227);
v9 CurrentLeaderEpoch (KIP-320); v11 RackId, PreferredReadReplica (KIP-392); v12 flexible,
DivergingEpoch, CurrentLeader (KIP-320, KIP-595); v13 topic ids (KIP-516); v15 ReplicaState
(KIP-903); v16 NodeEndpoints (KIP-951); v17 ReplicaDirectoryId (KIP-853); v18 follower
HighWatermark (KIP-1166).

Not implemented: aborted transactions (none exist); ReplicaDirectoryId is ignored (one log
directory per broker); throttling (ThrottleTimeMs 0, so never the throttled SessionId -1); fetch
session metrics.
"""

from __future__ import annotations

import asyncio
import time
import uuid

from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.broker.replica.partition import now_ms
from kafkasim.broker.replica.selectors import ClientMetadata
from kafkasim.broker.session.cache import (
    FINAL_EPOCH,
    INITIAL_EPOCH,
    INVALID_SESSION_ID,
    NO_HIGH_WATERMARK,
    CachedPartition,
    FetchSession,
    next_epoch,
)
from kafkasim.broker.storage.log import UNDEFINED_EPOCH, OffsetOutOfRangeError
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.fetch import (
    EpochEndOffset,
    FetchableTopicResponse,
    FetchRequest,
    FetchResponse,
    LeaderIdAndEpoch,
    NodeEndpoint,
    PartitionData,
)

_ZERO_UUID = uuid.UUID(int=0)
_EMPTY = b""


@handler(FetchRequest, 4, 18)
async def handle_fetch(node, context: RequestContext, request: FetchRequest):
    version = context.api_version
    replica_id = request.replica_state.replica_id if version >= 15 else request.replica_id
    is_follower = replica_id >= 0
    sessions = node.fetch_sessions
    session = None
    create_session = False
    # Fetch v4-6 carry no session fields: their defaults (0, FINAL) read as sessionless.
    session_id, session_epoch = request.session_id, request.session_epoch
    if session_epoch == INITIAL_EPOCH or session_epoch == FINAL_EPOCH:
        if session_id != INVALID_SESSION_ID:
            sessions.remove(session_id)
        create_session = session_epoch == INITIAL_EPOCH
        reads = _resolve(node, version, request)
    else:
        session = sessions.get(session_id)
        error = _session_error(session, session_epoch, version)
        if error != ErrorCode.NONE:
            return FetchResponse(error_code=error, session_id=INVALID_SESSION_ID, responses=[])
        requested = _resolve(node, version, request)
        session.update(requested, _forgotten(version, request))
        if not session.partitions:
            # Kafka closes a session its client emptied and answers sessionlessly.
            sessions.remove(session.id)
            session, reads = None, requested
        else:
            sessions.touch(session, now_ms())
            session.epoch = expected_epoch = next_epoch(session.epoch)
            if session.uses_topic_ids:
                _resolve_topic_names(node, session)
            reads = session.partitions.values()
    client = _client_metadata(context, request, version, is_follower)
    deadline = time.monotonic() + max(request.max_wait_ms, 0) / 1000
    first_pass = True
    while True:
        complete, total = _read_all(node, version, request, reads, is_follower, replica_id,
                                    first_pass, client)
        first_pass = False
        remaining = deadline - time.monotonic()
        if complete or total >= request.min_bytes or remaining <= 0 or not reads:
            break
        if not await _wait_for_change(reads, remaining):
            # Expired: Kafka's DelayedFetch completes with a fresh read of every partition
            # (offsets, high watermarks, the preferred read replica), not the first one.
            _read_all(node, version, request, reads, is_follower, replica_id, False, client)
            break
        # Woken: re-read everything, as Kafka's DelayedFetch completion does.
    if session is not None:
        if session.epoch != expected_epoch:
            # A request with the next epoch was accepted while this one waited (Kafka's
            # IncrementalFetchContext: "possible duplicate request").
            return FetchResponse(error_code=ErrorCode.INVALID_FETCH_SESSION_EPOCH,
                                 session_id=session.id, responses=[])
        return _response(node, version, reads, session)
    response = _response(node, version, reads, None)
    if create_session:
        for read in reads:
            read.must_respond(True)  # the next incremental response carries only changes
        response.session_id = sessions.maybe_create_session(now_ms(), is_follower, version >= 13,
                                                            reads)
    return response


def _session_error(session: FetchSession | None, epoch: int, version: int) -> ErrorCode:
    """Kafka's FetchManager.newContext checks for an incremental fetch, in its order."""
    if session is None:
        return ErrorCode.FETCH_SESSION_ID_NOT_FOUND
    if session.epoch != epoch:
        return ErrorCode.INVALID_FETCH_SESSION_EPOCH
    if session.uses_topic_ids != (version >= 13):
        return ErrorCode.FETCH_SESSION_TOPIC_ID_ERROR
    return ErrorCode.NONE


def _resolve(node, version: int, request: FetchRequest) -> list[CachedPartition]:
    """The request's partitions, topic names resolved (None: unknown topic id)."""
    metadata = node.metadata
    reads = []
    for topic in request.topics:
        if version >= 13:
            info = metadata.topics_by_id.get(topic.topic_id)
            name = info.name if info is not None else None
            topic_id = topic.topic_id
        else:
            name = topic.topic
            info = metadata.topics.get(name)
            topic_id = info.topic_id if info is not None else _ZERO_UUID
        for fetch_partition in topic.partitions:
            reads.append(CachedPartition(name, topic_id, fetch_partition))
    return reads


def _resolve_topic_names(node, session: FetchSession) -> None:
    """A session by topic id names its topics as this broker's metadata does now: a topic
    deleted since is None (UNKNOWN_TOPIC_ID) until the client forgets it."""
    topics_by_id = node.metadata.topics_by_id
    for read in session.partitions.values():
        info = topics_by_id.get(read.topic_id)
        read.topic = info.name if info is not None else None


def _forgotten(version: int, request: FetchRequest) -> list[tuple]:
    if version >= 13:
        return [(topic.topic_id, partition) for topic in request.forgotten_topics_data
                for partition in topic.partitions]
    return [(topic.topic, partition) for topic in request.forgotten_topics_data
            for partition in topic.partitions]


def _client_metadata(context: RequestContext, request: FetchRequest, version: int,
                     is_follower: bool) -> ClientMetadata | None:
    """Kafka's KafkaApis: consumer fetches from v11 on carry client metadata, and only those
    may be served by followers and be given a preferred read replica."""
    if is_follower or version < 11:
        return None
    return ClientMetadata(rack_id=request.rack_id or "", client_id=context.client_id or "",
                          address=context.client_host, listener_name=context.listener)


def _read_all(node, version, request, reads, is_follower, replica_id, first_pass, client):
    """Read every partition once, in order; return (answer now?, bytes read)."""
    replica_manager = node.replica_manager
    limit = request.max_bytes
    min_one_batch = True
    total = 0
    complete = False
    current_ms = now_ms()
    for read in reads:
        if read.topic is None:
            read.replica = None
            _fail(read, ErrorCode.UNKNOWN_TOPIC_ID)
            complete = True
            continue
        _read_partition(replica_manager, read, is_follower, replica_id, limit, min_one_batch,
                        first_pass, client, current_ms)
        # Kafka answers at once on an error, a diverging epoch or a preferred read replica.
        if read.read_error or read.read_diverging_epoch != UNDEFINED_EPOCH \
                or read.read_preferred_read_replica >= 0 or read.read_woken:
            complete = True
        if read.read_bytes:
            min_one_batch = False
            limit = max(0, limit - read.read_bytes)
            total += read.read_bytes
    return complete, total


def _read_partition(replica_manager, read: CachedPartition, is_follower, replica_id, limit,
                    min_one_batch, first_pass, client, current_ms) -> None:
    """Read one partition with its fetch state into its `read_*` fields (no allocation for a
    partition with nothing new)."""
    read.read_bytes = 0
    read.read_woken = False
    # Kafka's FetchParams.fetchOnlyLeader: replicas, and consumers before v11, need the leader.
    partition, error = replica_manager.local_partition(
        read.topic, read.partition, read.current_leader_epoch, require_leader=client is None)
    read.replica = partition if partition is not None else replica_manager.get_partition(
        read.topic, read.partition)
    if error != ErrorCode.NONE:
        _fail(read, error)
        return
    partition_log = partition.log
    if is_follower and replica_id not in partition.followers:
        _fail(read, ErrorCode.NOT_LEADER_OR_FOLLOWER)
        return
    high_watermark = partition.high_watermark
    log_start_offset = partition_log.log_start_offset
    read.read_error = ErrorCode.NONE
    read.read_records = _EMPTY
    read.read_high_watermark = read.read_last_stable_offset = high_watermark
    read.read_log_start_offset = log_start_offset
    read.read_preferred_read_replica = -1
    read.read_diverging_epoch = UNDEFINED_EPOCH
    fetch_offset = read.fetch_offset
    if client is not None and replica_manager.replica_selector is not None \
            and partition.is_leader:
        preferred = replica_manager.find_preferred_read_replica(partition, client, fetch_offset,
                                                                current_ms)
        if preferred is not None:
            # Kafka skips the read: the leader's offsets, no records, and the replica to use.
            read.read_preferred_read_replica = preferred
            return
    if read.last_fetched_epoch >= 0:
        epoch, end_offset = partition_log.end_offset_for_epoch(read.last_fetched_epoch)
        if epoch == UNDEFINED_EPOCH or fetch_offset < log_start_offset:
            _fail(read, ErrorCode.OFFSET_OUT_OF_RANGE)
            return
        if epoch < read.last_fetched_epoch or end_offset < fetch_offset:
            read.read_diverging_epoch = epoch
            read.read_diverging_end_offset = end_offset
            return
    upper_bound = partition_log.log_end_offset if is_follower else high_watermark
    # At the bound (an idle partition) the read is empty: skip it.
    if fetch_offset != upper_bound or fetch_offset < log_start_offset:
        try:
            result = partition_log.read(fetch_offset, min(read.partition_max_bytes, limit),
                                        upper_bound, min_one_batch)
        except OffsetOutOfRangeError:
            _fail(read, ErrorCode.OFFSET_OUT_OF_RANGE)
            return
        if result.batches:
            read.read_records = result.batches
            read.read_bytes = result.size
    if is_follower:
        if first_pass:
            partition.update_follower_fetch_state(
                replica_id, -1, fetch_offset, read.log_start_offset, current_ms)
            replica_manager.on_follower_fetch(partition)
            read.read_high_watermark = read.read_last_stable_offset = partition.high_watermark
        # KIP-1166: a follower whose high watermark is behind ours is answered at once.
        follower_high_watermark = read.follower_high_watermark
        if follower_high_watermark != NO_HIGH_WATERMARK \
                and follower_high_watermark < partition.high_watermark:
            read.read_woken = True


def _fail(read: CachedPartition, error: ErrorCode) -> None:
    read.read_error = error
    read.read_records = _EMPTY
    read.read_bytes = 0
    read.read_high_watermark = read.read_last_stable_offset = read.read_log_start_offset = -1
    read.read_preferred_read_replica = -1
    read.read_diverging_epoch = UNDEFINED_EPOCH


async def _wait_for_change(reads, timeout: float) -> bool:
    """The long-poll wait point: until any partition changes or `timeout` passes."""
    partitions = {read.replica for read in reads if read.replica is not None}
    if not partitions:
        await asyncio.sleep(timeout)
        return False
    future = asyncio.get_running_loop().create_future()
    for partition in partitions:
        partition.add_data_waiter(future)
    try:
        await asyncio.wait_for(future, timeout)
        return True
    except TimeoutError:
        return False
    finally:
        for partition in partitions:
            partition.discard_data_waiter(future)


def _response(node, version: int, reads, session: FetchSession | None) -> FetchResponse:
    """The response: every read partition, or for an incremental fetch of `session` only those
    that must be answered (recorded as sent, those with records moved to the end)."""
    responses: list[FetchableTopicResponse] = []
    by_topic: dict[object, FetchableTopicResponse] = {}
    endpoints: dict[int, NodeEndpoint] = {}
    returned_records = []
    for read in reads:
        # KIP-1166: a follower whose high watermark is behind ours was answered at once, so
        # it gets the partition (and our high watermark) even when that was sent before and
        # lost on its side; else it would come straight back, again and again.
        if session is not None and not read.must_respond(True) and not read.read_woken:
            continue
        key = read.topic_id if version >= 13 else read.topic
        topic_response = by_topic.get(key)
        if topic_response is None:
            topic_response = FetchableTopicResponse(
                topic=(read.topic or "") if version < 13 else "",
                topic_id=read.topic_id if version >= 13 else _ZERO_UUID,
                partitions=[],
            )
            by_topic[key] = topic_response
            responses.append(topic_response)
        data = _partition_data(read)
        if version >= 16 and read.read_error in (ErrorCode.NOT_LEADER_OR_FOLLOWER,
                                                 ErrorCode.FENCED_LEADER_EPOCH):
            _add_current_leader(node, read, data, endpoints)
        topic_response.partitions.append(data)
        if read.read_bytes:
            returned_records.append(read)
            read.read_records = _EMPTY  # the response holds them; the session should not
    if session is not None:
        for read in returned_records:
            session.move_to_end(read)
    return FetchResponse(error_code=ErrorCode.NONE,
                         session_id=session.id if session is not None else INVALID_SESSION_ID,
                         responses=responses,
                         node_endpoints=list(endpoints.values()) if version >= 16 else [])


def _partition_data(read: CachedPartition) -> PartitionData:
    data = PartitionData(
        partition_index=read.partition,
        error_code=read.read_error,
        high_watermark=read.read_high_watermark,
        last_stable_offset=read.read_last_stable_offset,
        log_start_offset=read.read_log_start_offset,
        preferred_read_replica=read.read_preferred_read_replica,
        records=read.read_records,
    )
    if read.read_diverging_epoch != UNDEFINED_EPOCH:
        data.diverging_epoch = EpochEndOffset(epoch=read.read_diverging_epoch,
                                              end_offset=read.read_diverging_end_offset)
    return data


def _add_current_leader(node, read, data, endpoints) -> None:
    info = node.metadata.partition(read.topic, read.partition) if read.topic else None
    if info is None or info.leader < 0:
        return
    data.current_leader = LeaderIdAndEpoch(leader_id=info.leader, leader_epoch=info.leader_epoch)
    broker = node.metadata.brokers.get(info.leader)
    if broker is not None:
        endpoints[info.leader] = NodeEndpoint(node_id=broker.node_id, host=broker.host,
                                              port=broker.port, rack=broker.rack)

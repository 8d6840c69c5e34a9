"""Fetch (key 1), versions 4-18.

Behavior:
- An IsolationLevel other than 0/1 fails the request: UNKNOWN_SERVER_ERROR at the top and for
  every partition (Kafka's generic error response). A partition named twice is read once, at
  its first place with its last fetch state.
- Partition leaders serve consumers up to the high watermark (read_uncommitted) or the last
  stable offset (read_committed; equal to the high watermark while transactions are not
  modelled) and followers (ReplicaId / ReplicaState.ReplicaId >= 0) up to the log end offset.
- KIP-392 fetch from follower, as Kafka does it today (ReplicaManager.readFromLog,
  findPreferredReadReplica; Partition.fetchRecords; FetchParams.fetchOnlyLeader):
  - consumer fetches (ReplicaId -1) from v11 on carry client metadata (RackId, client id,
    address). On a rack listener of the network model (broker/network/topology.py) an empty
    RackId is taken to be that listener's rack (kafkasim's addition: a client's rack is the
    network it entered through). On the leader, the `replica.selector.class` plugin
    (broker/replica/selectors.py; none by default = always the leader) picks among the in-sync
    replicas holding the fetch offset; when it picks another replica the partition is answered
    at once with PreferredReadReplica = that id, no records, and the leader's high watermark,
    last stable offset and log start. The leader itself is never reported (-1 and the data instead).
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
- KIP-405, a fetch offset in [log start, local log start) of a topic with the remote tier: a
  follower gets OFFSET_MOVED_TO_TIERED_STORAGE with the leader's high watermark and log start
  offset; a consumer is served from the remote tier (Kafka's DelayedRemoteFetch: no long poll,
  answered when the remote reads are done or after `remote.fetch.max.wait.ms` without records
  for those still running; a failed remote read is UNKNOWN_SERVER_ERROR).
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

Layout: this module decodes the request, applies the session (broker/session/context.py, Kafka's
FetchManager), calls the one fetch entry point `ReplicaManager.fetch` (broker/replica/fetch.py,
where the read rules above live) and encodes the partitions the session context answers.

AbortedTransactions, for read_committed reads, lists the aborted transactions (producer id, first
offset) overlapping the records read (broker/replica/fetch.py): an empty list when none or when
nothing was read; null otherwise (read_uncommitted, read errors, redirects to a preferred read
replica), as Kafka fills it. LastStableOffset is the partition's (broker/replica/partition.py). Partitions Kafka fails
before reading (UNKNOWN_TOPIC_ID, UNKNOWN_TOPIC_OR_PARTITION: not in the metadata) come after
the partitions read, with an empty list; consecutive partitions of a topic share its entry.

Not implemented: ReplicaDirectoryId is ignored (one log
directory per broker); throttling (ThrottleTimeMs 0, so never the throttled SessionId -1); fetch
session metrics.
"""

from __future__ import annotations

import uuid

from kafkasim.broker.network.fetch_records import ServedPartition
from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.broker.replica.fetch import FetchParams
from kafkasim.broker.replica.selectors import ClientMetadata
from kafkasim.broker.session.cache import CachedPartition
from kafkasim.broker.session.context import new_context
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.fetch import (
    AbortedTransaction,
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
_UNDEFINED_EPOCH = -1


@handler(FetchRequest, 4, 18)
async def handle_fetch(node, context: RequestContext, request: FetchRequest):
    version = context.api_version
    if request.isolation_level not in (0, 1):
        # Kafka's IsolationLevel.forId throws; KafkaApis answers the generic error response.
        return _error_response(version, request, ErrorCode.UNKNOWN_SERVER_ERROR)
    replica_id = request.replica_state.replica_id if version >= 15 else request.replica_id
    params = FetchParams(replica_id=replica_id, max_wait_ms=request.max_wait_ms,
                         min_bytes=request.min_bytes, max_bytes=request.max_bytes,
                         isolation_level=request.isolation_level,
                         client=_client_metadata(context, request, version, replica_id >= 0))
    # Fetch v4-6 carry no session fields: their defaults (0, FINAL) read as sessionless.
    fetch = new_context(
        node.fetch_sessions, session_id=request.session_id, session_epoch=request.session_epoch,
        requested=_requested(node, version, request), forgotten=_forgotten(version, request),
        privileged=params.is_follower, uses_topic_ids=version >= 13,
        topics_by_id=node.metadata.topics_by_id)
    if fetch.error != ErrorCode.NONE:
        return FetchResponse(error_code=fetch.error, session_id=0, responses=[])
    waited = await node.replica_manager.fetch(params, fetch.partitions)
    error, session_id, answered = fetch.update_and_generate_response()
    if error != ErrorCode.NONE:
        return FetchResponse(error_code=error, session_id=session_id, responses=[])
    if node.fetch_recorder is not None:
        # For the broker-side fetch records (written once the response is on its way).
        context.fetch_wait_ms = waited * 1000
        context.fetch_partitions = []
    return _response(node, version, session_id, answered, request.isolation_level == 1,
                     context.fetch_partitions, context.listener_name)


def _requested(node, version: int, request: FetchRequest) -> list[CachedPartition]:
    """The request's partitions, topic names resolved (None: unknown topic id). A partition
    named twice keeps its first place and its last fetch state (Kafka's FetchRequest.fetchData
    builds a LinkedHashMap)."""
    metadata = node.metadata
    requested: dict[tuple, CachedPartition] = {}
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
            key = (topic_id if version >= 13 else name, fetch_partition.partition)
            requested[key] = CachedPartition(name, topic_id, fetch_partition)
    return list(requested.values())


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
    # With the network model a client sits in the rack of the listener it dialled: that rack
    # stands in for a RackId the client did not send (kafkasim's network model, issue 13;
    # Kafka itself knows only the RackId).
    rack = request.rack_id or context.listener_rack or ""
    return ClientMetadata(rack_id=rack, client_id=context.client_id or "",
                          address=context.client_host,
                          listener_name=context.listener_name or context.listener)


#: Errors Kafka's KafkaApis finds before reading (the topic id or partition is not in its
#: metadata): answered after the partitions read, with an empty AbortedTransactions list.
_ERRONEOUS = (ErrorCode.UNKNOWN_TOPIC_ID, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION)


def _response(node, version: int, session_id: int, answered: list[CachedPartition],
              read_committed: bool, served: list[ServedPartition] | None = None,
              listener_name: str | None = None) -> FetchResponse:
    responses: list[FetchableTopicResponse] = []
    endpoints: dict[int, NodeEndpoint] = {}
    ordered = [read for read in answered if read.read_error not in _ERRONEOUS]
    ordered += [read for read in answered if read.read_error in _ERRONEOUS]
    previous = None
    for read in ordered:
        # Consecutive partitions of a topic share its entry; a topic met again after another
        # gets a new one (Kafka's FetchResponse.toMessage keeps the partitions' order).
        key = read.topic_id if version >= 13 else read.topic
        if previous is None or previous[0] != key:
            topic_response = FetchableTopicResponse(
                topic=(read.topic or "") if version < 13 else "",
                topic_id=read.topic_id if version >= 13 else _ZERO_UUID,
                partitions=[],
            )
            previous = (key, topic_response)
            responses.append(topic_response)
        topic_response = previous[1]
        data = _partition_data(read, read_committed)
        if version >= 16 and read.read_error in (ErrorCode.NOT_LEADER_OR_FOLLOWER,
                                                 ErrorCode.FENCED_LEADER_EPOCH):
            _add_current_leader(node, read, data, endpoints, listener_name)
        topic_response.partitions.append(data)
        if served is not None:
            served.append(ServedPartition(read.topic or "", read.partition, read.fetch_offset,
                                          data.records or _EMPTY, read.read_high_watermark,
                                          read.read_preferred_read_replica, int(read.read_error)))
        read.read_records = _EMPTY  # the response holds them; the session should not
    return FetchResponse(error_code=ErrorCode.NONE, session_id=session_id, responses=responses,
                         node_endpoints=list(endpoints.values()) if version >= 16 else [])


def _partition_data(read: CachedPartition, read_committed: bool) -> PartitionData:
    # AbortedTransactions: a list for read_committed reads, null for read_uncommitted reads
    # and for errors, as Kafka fills it.
    # A partition redirected to a preferred read replica was not read: null as well.
    # Partitions failed before reading carry an empty list (Kafka's partitionResponse).
    if read.read_error in _ERRONEOUS:
        aborted = []
    else:
        aborted = [] if (read_committed and read.read_error == ErrorCode.NONE
                         and read.read_preferred_read_replica < 0) else None
        if aborted is not None and read.read_aborted:
            aborted = [AbortedTransaction(producer_id=entry.producer_id,
                                          first_offset=entry.first_offset)
                       for entry in read.read_aborted]
    data = PartitionData(
        aborted_transactions=aborted,
        partition_index=read.partition,
        error_code=read.read_error,
        high_watermark=read.read_high_watermark,
        last_stable_offset=read.read_last_stable_offset,
        log_start_offset=read.read_log_start_offset,
        preferred_read_replica=read.read_preferred_read_replica,
        records=read.read_records,
    )
    if read.read_diverging_epoch != _UNDEFINED_EPOCH:
        data.diverging_epoch = EpochEndOffset(epoch=read.read_diverging_epoch,
                                              end_offset=read.read_diverging_end_offset)
    return data


def _error_response(version: int, request: FetchRequest, error: ErrorCode) -> FetchResponse:
    """Every requested partition answered with `error` (Kafka's FetchRequest.getErrorResponse:
    offsets -1, the request's own SessionId)."""
    return FetchResponse(error_code=error, session_id=request.session_id, responses=[
        FetchableTopicResponse(
            topic=topic.topic if version < 13 else "",
            topic_id=topic.topic_id if version >= 13 else _ZERO_UUID,
            partitions=[PartitionData(partition_index=p.partition, error_code=error,
                                      high_watermark=-1, last_stable_offset=-1,
                                      log_start_offset=-1, records=_EMPTY)
                        for p in topic.partitions])
        for topic in request.topics])


def _add_current_leader(node, read, data, endpoints, listener_name: str | None) -> None:
    """KIP-951: the partition's current leader, and its endpoint in NodeEndpoints."""
    info = node.metadata.partition(read.topic, read.partition) if read.topic else None
    if info is None or info.leader < 0:
        return
    data.current_leader = LeaderIdAndEpoch(leader_id=info.leader, leader_epoch=info.leader_epoch)
    broker = node.metadata.brokers.get(info.leader)
    if broker is not None:
        host, port = broker.endpoint(listener_name)
        endpoints[info.leader] = NodeEndpoint(node_id=broker.node_id, host=host, port=port,
                                              rack=broker.rack)

"""Fetch (key 1), versions 4-18.

Behavior:
- The read rules (which replica serves a partition, the bounds of a read, KIP-320 epoch checks,
  KIP-392 preferred read replicas, KIP-74 sizes, the long poll, the KIP-405 remote tier) are
  stated in broker/replica/fetch.py, the session rules in broker/session/context.py (Kafka's
  FetchManager) and broker/session/cache.py (FetchSessionCache). This module decodes the
  request, asks the broker's session cache for a context, calls `ReplicaManager.fetch` and
  encodes the partitions the context answers.
- An IsolationLevel other than 0/1 fails the request: UNKNOWN_SERVER_ERROR at the top and for
  every partition, offsets -1, the request's own SessionId (Kafka's IsolationLevel.forId
  throws; KafkaApis answers FetchRequest.getErrorResponse). A partition named twice is read
  once, at its first place with its last fetch state (Kafka's FetchRequest.fetchData builds a
  LinkedHashMap).
- Client metadata (KIP-392, Kafka's KafkaApis): consumer fetches (ReplicaId -1) from v11 on carry
  RackId, client id and address; replica fetches (ReplicaId, from v15 ReplicaState.ReplicaId,
  >= 0) and older consumer fetches carry none. On a rack listener of the network model
  (broker/network/topology.py) an empty RackId is taken to be that listener's rack (kafkasim's
  addition: a client's rack is the network it entered through).
- Sessions (KIP-227): SessionEpoch -1 (FINAL) closes the session named by a non-zero SessionId
  and is answered sessionless (SessionId 0); 0 (INITIAL) closes the named session too and is
  answered as a full fetch carrying the id of a new session holding every requested partition
  (a random positive int32; 0 when the cache refuses one). Other epochs are incremental:
  FETCH_SESSION_ID_NOT_FOUND, INVALID_FETCH_SESSION_EPOCH and FETCH_SESSION_TOPIC_ID_ERROR come
  at the top with SessionId 0 and no partitions, except that a request overtaken by its
  session's next epoch while it waited gets INVALID_FETCH_SESSION_EPOCH with the session's id.
  An incremental response lists only the session partitions with records, an error, a
  preferred read replica, a diverging epoch, a high watermark, last stable offset or log start
  offset other than last sent to the session, or (v18, KIP-1166) a follower's high watermark
  behind the leader's. A request that empties its session closes it and is answered
  sessionless. Fetch v4-6 carry no session fields: their defaults (0, FINAL) read as
  sessionless.
- Response layout: partitions in the order read; consecutive partitions of a topic share its
  entry, a topic met again after another gets a new one (Kafka's FetchResponse.toMessage).
  Partitions Kafka fails before reading (UNKNOWN_TOPIC_ID, UNKNOWN_TOPIC_OR_PARTITION: not in
  the metadata) come after the partitions read. Records are whole stored batches, written
  without a copy.
- AbortedTransactions: for a read_committed read, the aborted transactions (producer id, first
  offset) overlapping the records read, an empty list when none or nothing was read; an empty
  list for partitions failed before reading; null otherwise (read_uncommitted, read errors,
  redirects to a preferred read replica), as Kafka fills it. LastStableOffset is the
  partition's (broker/replica/partition.py). DivergingEpoch is present only when the epoch
  diverges.
- Authorization (Kafka's KafkaApis.handleFetchRequest): a follower without CLUSTER_ACTION on
  the cluster gets TOPIC_AUTHORIZATION_FAILED for every partition; a consumer gets it for the
  partitions of topics it may not READ, whether they exist or not (an unknown topic id is
  UNKNOWN_TOPIC_ID first). Refused partitions are not read, do not end the long poll, and come
  after the partitions read.
- KIP-951 (v16+): NOT_LEADER_OR_FOLLOWER and FENCED_LEADER_EPOCH carry CurrentLeader, and the
  leader's endpoint on the request's listener is listed in NodeEndpoints.
- With broker-side fetch records on (`--fetch-records`), the answered partitions are recorded
  once the response is on its way (broker/network/fetch_records.py).

Versions: v4 isolation level and LastStableOffset; v5 LogStartOffset; v7 sessions (KIP-227);
v9 CurrentLeaderEpoch (KIP-320); v11 RackId, PreferredReadReplica (KIP-392); v12 flexible,
DivergingEpoch, CurrentLeader (KIP-320, KIP-595); v13 topic ids (KIP-516); v15 ReplicaState
(KIP-903); v16 NodeEndpoints (KIP-951); v17 ReplicaDirectoryId (KIP-853); v18 follower
HighWatermark (KIP-1166).

- Client quotas (broker/quota/manager.py, Kafka's KafkaApis.handleFetchRequest): a consumer's
  MaxBytes (and MinBytes with it) is capped at what its consumer byte quota allows in a full
  window; once read, the response's size counts in its byte rate and the handler time in its
  request rate. Throttled (or throttled by the harness's set_throttle), the consumer gets
  ThrottleTimeMs and an empty response: no partitions, SessionId 0 for a full fetch (no
  session is created) or its session's id, and its connection muted that long (KIP-219).
  Follower fetches are never throttled.

Not implemented: ReplicaDirectoryId is ignored (one log directory per broker);
`fetch.max.bytes` (the broker's cap on MaxBytes); replication quotas.
"""

from __future__ import annotations

import uuid

from kafkasim.broker.network.fetch_records import ServedPartition
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.replica.fetch import ISOLATION_LEVELS, READ_COMMITTED, FetchParams
from kafkasim.broker.replica.selectors import ClientMetadata
from kafkasim.broker.security.authorization import allowed, allowed_names, api_rules
from kafkasim.broker.session.cached_partition import CachedPartition, PartitionRead
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

RULES = api_rules("Fetch")
_ZERO_UUID = uuid.UUID(int=0)
_EMPTY = b""
_UNDEFINED_EPOCH = -1


async def handle_fetch(node, context: RequestContext, request: FetchRequest):
    version = context.api_version
    isolation_level = ISOLATION_LEVELS.get(request.isolation_level)
    if isolation_level is None:
        # Kafka's IsolationLevel.forId throws; KafkaApis answers the generic error response.
        return _error_response(version, request, ErrorCode.UNKNOWN_SERVER_ERROR)
    replica_id = request.replica_state.replica_id if version >= 15 else request.replica_id
    quotas = node.quotas
    max_bytes = request.max_bytes
    if replica_id >= 0:
        context.throttle_time_ms = 0  # replication is not a client: no client quota
    else:
        # A consumer fetches no more than its byte quota allows in a full window.
        max_bytes = quotas.fetch_max_bytes(context, max_bytes)
    params = FetchParams(replica_id=replica_id, max_wait_ms=request.max_wait_ms,
                         min_bytes=min(request.min_bytes, max_bytes), max_bytes=max_bytes,
                         isolation_level=isolation_level,
                         client=_client_metadata(context, request, version, replica_id >= 0))
    # Fetch v4-6 carry no session fields: their defaults (0, FINAL) read as sessionless.
    fetch = new_context(
        node.fetch_sessions, session_id=request.session_id, session_epoch=request.session_epoch,
        requested=_requested(node, version, request), forgotten=_forgotten(version, request),
        privileged=params.is_follower, uses_topic_ids=version >= 13,
        topics_by_id=node.metadata.topics_by_id)
    if fetch.error != ErrorCode.NONE:
        return FetchResponse(error_code=fetch.error, session_id=0, responses=[])
    refused = _refused(node, context, params, fetch.partitions)
    for cached in refused:
        cached.first_read().fail(RULES.topic.error)
    waited = await node.replica_manager.fetch(
        params, [read for read in fetch.partitions if read not in refused] if refused
        else fetch.partitions)
    read_committed = isolation_level is READ_COMMITTED
    if replica_id < 0 and quotas.may_throttle_fetch(context):
        # Kafka sizes the response before the session sees it; a throttled consumer gets it
        # empty, and its session does not move on.
        size = _response_size(node, version, fetch.response_partitions(), read_committed)
        throttle = quotas.fetch_throttle(context, size)
        if throttle > 0:
            error, session_id, _ = fetch.throttled_response()
            return FetchResponse(throttle_time_ms=throttle, error_code=error,
                                 session_id=session_id, responses=[])
    error, session_id, answered = fetch.update_and_generate_response()
    if error != ErrorCode.NONE:
        return FetchResponse(error_code=error, session_id=session_id, responses=[])
    if node.fetch_recorder is not None:
        # For the broker-side fetch records (written once the response is on its way).
        context.fetch_wait_ms = waited * 1000
        context.fetch_partitions = []
    return _response(node, version, session_id, answered, read_committed,
                     context.fetch_partitions, context.listener_name)


def _refused(node, context: RequestContext, params: FetchParams,
             partitions: list[CachedPartition]) -> list[CachedPartition]:
    """The partitions the principal may not fetch: every one for a follower without
    CLUSTER_ACTION on the cluster, else those of topics it may not READ (a topic id this
    broker does not know is UNKNOWN_TOPIC_ID first, as in Kafka)."""
    if params.is_follower:
        return [] if allowed(node, context, RULES.cluster_action) else list(partitions)
    named = [read for read in partitions if read.topic is not None]
    readable = allowed_names(node, context, RULES.topic, (read.topic for read in named))
    return [read for read in named if read.topic not in readable]


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
#: metadata, the principal may not read it): answered after the partitions read, with an
#: empty AbortedTransactions list.
_ERRONEOUS = (ErrorCode.UNKNOWN_TOPIC_ID, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
              ErrorCode.TOPIC_AUTHORIZATION_FAILED)


def _response_size(node, version: int, answered: list[CachedPartition],
                   read_committed: bool) -> int:
    """The size Kafka's client quota counts for a Fetch response: the correlation id and the
    body at `version`, without node endpoints (FetchResponse.sizeOf). The reads keep their
    records."""
    response = _response(node, version, 0, answered, read_committed, sizing=True)
    return 4 + sum(len(chunk) for chunk in response.encode_chunks(version))


def _response(node, version: int, session_id: int, answered: list[CachedPartition],
              read_committed: bool, served: list[ServedPartition] | None = None,
              listener_name: str | None = None, sizing: bool = False) -> FetchResponse:
    responses: list[FetchableTopicResponse] = []
    endpoints: dict[int, NodeEndpoint] = {}
    ordered = [cached for cached in answered if cached.read.error not in _ERRONEOUS]
    ordered += [cached for cached in answered if cached.read.error in _ERRONEOUS]
    previous = None
    for cached in ordered:
        # Consecutive partitions of a topic share its entry; a topic met again after another
        # gets a new one (Kafka's FetchResponse.toMessage keeps the partitions' order).
        key = cached.topic_id if version >= 13 else cached.topic
        if previous is None or previous[0] != key:
            topic_response = FetchableTopicResponse(
                topic=(cached.topic or "") if version < 13 else "",
                topic_id=cached.topic_id if version >= 13 else _ZERO_UUID,
                partitions=[],
            )
            previous = (key, topic_response)
            responses.append(topic_response)
        topic_response = previous[1]
        if served is not None:
            served.append(cached.served())
        read = cached.read
        data = _partition_data(cached.partition, read, read_committed, take=not sizing)
        if version >= 16 and read.error in (ErrorCode.NOT_LEADER_OR_FOLLOWER,
                                            ErrorCode.FENCED_LEADER_EPOCH):
            _add_current_leader(node, cached, data, endpoints, listener_name)
        topic_response.partitions.append(data)
    return FetchResponse(error_code=ErrorCode.NONE, session_id=session_id, responses=responses,
                         node_endpoints=list(endpoints.values()) if version >= 16 and not sizing
                         else [])


def _partition_data(partition: int, read: PartitionRead, read_committed: bool,
                    take: bool = True) -> PartitionData:
    """One partition of the response; it takes the records from `read` (unless `take` is
    false), so that the session holds none."""
    # AbortedTransactions: a list for read_committed reads, null for read_uncommitted reads
    # and for errors, as Kafka fills it.
    # A partition redirected to a preferred read replica was not read: null as well.
    # Partitions failed before reading carry an empty list (Kafka's partitionResponse).
    if read.error in _ERRONEOUS:
        aborted = []
    else:
        aborted = [] if (read_committed and read.error == ErrorCode.NONE
                         and read.preferred_read_replica < 0) else None
        if aborted is not None and read.aborted_transactions:
            aborted = [AbortedTransaction(producer_id=entry.producer_id,
                                          first_offset=entry.first_offset)
                       for entry in read.aborted_transactions]
    data = PartitionData(
        aborted_transactions=aborted,
        partition_index=partition,
        error_code=read.error,
        high_watermark=read.high_watermark,
        last_stable_offset=read.last_stable_offset,
        log_start_offset=read.log_start_offset,
        preferred_read_replica=read.preferred_read_replica,
        records=read.take_records() if take else read.records,
    )
    if read.diverging_epoch != _UNDEFINED_EPOCH:
        data.diverging_epoch = EpochEndOffset(epoch=read.diverging_epoch,
                                              end_offset=read.diverging_end_offset)
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


def _add_current_leader(node, cached: CachedPartition, data: PartitionData,
                        endpoints: dict[int, NodeEndpoint], listener_name: str | None) -> None:
    """KIP-951: the partition's current leader, and its endpoint in NodeEndpoints."""
    info = node.metadata.partition(cached.topic, cached.partition) if cached.topic else None
    if info is None or info.leader < 0:
        return
    data.current_leader = LeaderIdAndEpoch(leader_id=info.leader, leader_epoch=info.leader_epoch)
    broker = node.metadata.brokers.get(info.leader)
    if broker is not None:
        host, port = broker.endpoint(listener_name)
        endpoints[info.leader] = NodeEndpoint(node_id=broker.node_id, host=host, port=port,
                                              rack=broker.rack)

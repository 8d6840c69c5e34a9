"""Fetch (key 1), versions 4-18.

Behavior:
- Partition leaders serve consumers up to the high watermark (read_uncommitted) or the last
  stable offset (read_committed; equal to the high watermark while transactions are not
  modelled) and followers (ReplicaId / ReplicaState.ReplicaId >= 0) up to the log end offset.
- KIP-392 fetch from follower, as Kafka does it today (ReplicaManager.readFromLog,
  findPreferredReadReplica; Partition.fetchRecords; FetchParams.fetchOnlyLeader):
  - consumer fetches (ReplicaId -1) from v11 on carry client metadata (RackId, client id,
    address). On the leader, the `replica.selector.class` plugin (broker/replica_selectors.py;
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
- Fetch sessions (KIP-227): every full fetch is answered sessionless (SessionId 0, as Kafka
  does when its session cache refuses a new session); a FINAL_EPOCH request closing a session
  id is answered as a full fetch; an incremental fetch (SessionId != 0, epoch > 0) gets
  FETCH_SESSION_ID_NOT_FOUND, since no session was ever created.

Versions: v4 isolation level and LastStableOffset; v5 LogStartOffset; v7 sessions (KIP-227);
v9 CurrentLeaderEpoch (KIP-320); v11 RackId, PreferredReadReplica (KIP-392); v12 flexible,
DivergingEpoch, CurrentLeader (KIP-320, KIP-595); v13 topic ids (KIP-516); v15 ReplicaState
(KIP-903); v16 NodeEndpoints (KIP-951); v17 ReplicaDirectoryId (KIP-853); v18 follower
HighWatermark (KIP-1166).

Not implemented: incremental fetch sessions (KIP-227); aborted transactions (none exist);
ReplicaDirectoryId is ignored (one log directory per broker); throttling (ThrottleTimeMs 0).
"""

from __future__ import annotations

import asyncio
import time
import uuid

from broker.log import UNDEFINED_EPOCH, OffsetOutOfRangeError
from broker.partition import now_ms
from broker.registry import RequestContext, handler
from broker.replica_selectors import ClientMetadata
from protocol.errors import ErrorCode
from protocol.messages.fetch import (
    EpochEndOffset,
    FetchableTopicResponse,
    FetchRequest,
    FetchResponse,
    LeaderIdAndEpoch,
    NodeEndpoint,
    PartitionData,
)

_ZERO_UUID = uuid.UUID(int=0)
_NO_HIGH_WATERMARK = 2**63 - 1
_EMPTY = b""


class _PartitionRead:
    """One requested partition through the long poll: where it is and what it returned."""

    __slots__ = ("topic", "topic_id", "request", "partition", "error", "data", "bytes", "woken")

    def __init__(self, topic, topic_id, request) -> None:
        self.topic = topic
        self.topic_id = topic_id
        self.request = request
        self.partition = None
        self.error = ErrorCode.NONE
        self.data = None
        self.bytes = 0
        self.woken = False


@handler(FetchRequest, 4, 18)
async def handle_fetch(node, context: RequestContext, request: FetchRequest):
    version = context.api_version
    replica_id = request.replica_state.replica_id if version >= 15 else request.replica_id
    is_follower = replica_id >= 0
    if version >= 7 and request.session_id != 0 and request.session_epoch > 0:
        return FetchResponse(error_code=ErrorCode.FETCH_SESSION_ID_NOT_FOUND, session_id=0,
                             responses=[])
    reads = _resolve(node, version, request)
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
            break
        # Woken or timed out: re-read everything, as Kafka's DelayedFetch completion does.
    return _response(node, version, reads)


def _resolve(node, version: int, request: FetchRequest) -> list[_PartitionRead]:
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
            read = _PartitionRead(name, topic_id, fetch_partition)
            if name is None:
                _fail(read, ErrorCode.UNKNOWN_TOPIC_ID)
            reads.append(read)
    return reads


def _client_metadata(context: RequestContext, request: FetchRequest, version: int,
                     is_follower: bool) -> ClientMetadata | None:
    """Kafka's KafkaApis: consumer fetches from v11 on carry client metadata, and only those
    may be served by followers and be given a preferred read replica."""
    if is_follower or version < 11:
        return None
    return ClientMetadata(rack_id=request.rack_id or "", client_id=context.client_id or "",
                          address=context.client_host, listener_name=context.listener)


def _read_all(node, version, request, reads, is_follower, replica_id, first_pass, client):
    """Read every partition once; return (answer now?, bytes read)."""
    replica_manager = node.replica_manager
    limit = request.max_bytes
    min_one_batch = True
    total = 0
    complete = False
    for read in reads:
        if read.topic is None:
            complete = True
            continue
        _read_partition(replica_manager, read, request.isolation_level, is_follower, replica_id,
                        limit, min_one_batch, first_pass, version, client)
        # Kafka answers at once on an error, a diverging epoch or a preferred read replica.
        if read.error != ErrorCode.NONE or read.data.diverging_epoch.epoch != UNDEFINED_EPOCH \
                or read.data.preferred_read_replica >= 0 or read.woken:
            complete = True
        if read.bytes:
            min_one_batch = False
            limit = max(0, limit - read.bytes)
            total += read.bytes
    return complete, total


def _read_partition(replica_manager, read, isolation_level, is_follower, replica_id, limit,
                    min_one_batch, first_pass, version, client) -> None:
    request = read.request
    read.bytes = 0
    read.woken = False
    # Kafka's FetchParams.fetchOnlyLeader: replicas, and consumers before v11, need the leader.
    partition, error = replica_manager.local_partition(
        read.topic, request.partition, request.current_leader_epoch,
        require_leader=client is None)
    if error == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION and version >= 13:
        error = ErrorCode.UNKNOWN_TOPIC_ID if read.topic is None else error
    read.partition = partition if partition is not None else replica_manager.get_partition(
        read.topic, request.partition)
    if error != ErrorCode.NONE:
        _fail(read, error)
        return
    partition_log = partition.log
    if is_follower and replica_id not in partition.followers:
        _fail(read, ErrorCode.NOT_LEADER_OR_FOLLOWER)
        return
    high_watermark = partition.high_watermark
    data = PartitionData(
        partition_index=request.partition,
        high_watermark=high_watermark,
        last_stable_offset=high_watermark,
        log_start_offset=partition_log.log_start_offset,
        records=_EMPTY,
    )
    read.data = data
    read.error = ErrorCode.NONE
    fetch_offset = request.fetch_offset
    if client is not None and partition.is_leader:
        preferred = replica_manager.find_preferred_read_replica(partition, client, fetch_offset,
                                                                now_ms())
        if preferred is not None:
            # Kafka skips the read: the leader's offsets, no records, and the replica to use.
            data.preferred_read_replica = preferred
            return
    if request.last_fetched_epoch >= 0:
        epoch, end_offset = partition_log.end_offset_for_epoch(request.last_fetched_epoch)
        if epoch == UNDEFINED_EPOCH or fetch_offset < partition_log.log_start_offset:
            _fail(read, ErrorCode.OFFSET_OUT_OF_RANGE)
            return
        if epoch < request.last_fetched_epoch or end_offset < fetch_offset:
            data.diverging_epoch = EpochEndOffset(epoch=epoch, end_offset=end_offset)
            return
    upper_bound = partition_log.log_end_offset if is_follower else high_watermark
    try:
        result = partition_log.read(fetch_offset, min(request.partition_max_bytes, limit),
                                    upper_bound, min_one_batch)
    except OffsetOutOfRangeError:
        _fail(read, ErrorCode.OFFSET_OUT_OF_RANGE)
        return
    if result.batches:
        data.records = result.batches
        read.bytes = result.size
    if is_follower:
        if first_pass:
            partition.update_follower_fetch_state(
                replica_id, -1, fetch_offset, request.log_start_offset, now_ms())
            replica_manager.on_follower_fetch(partition)
            data.high_watermark = data.last_stable_offset = partition.high_watermark
        # KIP-1166: a follower whose high watermark is behind ours is answered at once.
        if request.high_watermark != _NO_HIGH_WATERMARK and request.high_watermark < partition.high_watermark:
            read.woken = True


def _fail(read, error: ErrorCode) -> None:
    read.error = error
    read.data = PartitionData(partition_index=read.request.partition, error_code=error,
                              high_watermark=-1, last_stable_offset=-1, log_start_offset=-1,
                              records=_EMPTY)


async def _wait_for_change(reads, timeout: float) -> bool:
    """The long-poll wait point: until any partition changes or `timeout` passes."""
    partitions = {read.partition for read in reads if read.partition is not None}
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


def _response(node, version: int, reads) -> FetchResponse:
    responses: list[FetchableTopicResponse] = []
    by_topic: dict[object, FetchableTopicResponse] = {}
    endpoints: dict[int, NodeEndpoint] = {}
    for read in reads:
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
        data = read.data
        if version >= 16 and read.error in (ErrorCode.NOT_LEADER_OR_FOLLOWER,
                                            ErrorCode.FENCED_LEADER_EPOCH):
            _add_current_leader(node, read, data, endpoints)
        topic_response.partitions.append(data)
    return FetchResponse(error_code=ErrorCode.NONE, session_id=0, responses=responses,
                         node_endpoints=list(endpoints.values()) if version >= 16 else [])


def _add_current_leader(node, read, data, endpoints) -> None:
    info = node.metadata.partition(read.topic, read.request.partition) if read.topic else None
    if info is None or info.leader < 0:
        return
    data.current_leader = LeaderIdAndEpoch(leader_id=info.leader, leader_epoch=info.leader_epoch)
    broker = node.metadata.brokers.get(info.leader)
    if broker is not None:
        endpoints[info.leader] = NodeEndpoint(node_id=broker.node_id, host=broker.host,
                                              port=broker.port, rack=broker.rack)


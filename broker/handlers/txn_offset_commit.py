"""TxnOffsetCommit (key 28), versions 0-6: offsets committed as part of a transaction (KIP-98,
KIP-447), on the group coordinator.

Behavior (Kafka's KafkaApis.handleTxnOffsetCommitRequest and the group coordinator's
commitTransactionalOffset):
- Without WRITE on the transactional id every partition answers
  TRANSACTIONAL_ID_AUTHORIZATION_FAILED, then without READ on the group
  GROUP_AUTHORIZATION_FAILED; the partitions of a topic the principal may not READ answer
  TOPIC_AUTHORIZATION_FAILED, whether it exists or not.
- v6 names topics by id: an unknown id -> UNKNOWN_TOPIC_ID, before authorization (which goes
  by the names ids resolve to). A topic this broker's metadata does not know, or a partition
  beyond its count -> UNKNOWN_TOPIC_OR_PARTITION, before the coordinator is asked; an empty
  group id -> INVALID_GROUP_ID on every partition; elsewhere than the group's coordinator
  NOT_COORDINATOR.
- The group: a missing one is created as a simple group when GenerationId is -1, otherwise
  ILLEGAL_GENERATION (GROUP_ID_NOT_FOUND from v6); a classic group checks the member
  (UNKNOWN_MEMBER_ID, static: FENCED_INSTANCE_ID) and generation (ILLEGAL_GENERATION) when
  they are given, and accepts a commit without them in any state; a KIP-848 group checks the member and its epoch (a stale
  epoch is ILLEGAL_GENERATION). Metadata longer than `offset.metadata.max.bytes` ->
  OFFSET_METADATA_TOO_LARGE for that partition.
- The offsets go into the group's `__consumer_offsets` partition as a transactional batch of
  the producer's id and epoch (an older epoch than the partition's producer state knows ->
  INVALID_PRODUCER_EPOCH) and stay pending (broker/group/transactional_offsets.py) until the
  transaction coordinator's WriteTxnMarkers reaches that partition: COMMIT makes them the
  group's committed offsets, ABORT drops them. Meanwhile OffsetFetch with RequireStable answers
  UNSTABLE_OFFSET_COMMIT for them.
- Answers list the refused topics first, then the coordinator's results, each topic once
  (Kafka's TxnOffsetCommitResponse.Builder).

Versions: v0 (KIP-98); v1 same; v2 CommittedLeaderEpoch (KIP-320); v3 flexible, with
GenerationId, MemberId and GroupInstanceId (KIP-447); v4 may answer TRANSACTION_ABORTABLE
(KIP-890); v5 adds the offsets partition to the transaction itself (KIP-890 part 2); v6 names
topics by id (KIP-1319).

- KIP-890 (`transaction.partition.verification.enable`): unless the producer already has a
  transaction open in the group's offsets partition, the transaction coordinator is asked first
  (AddPartitionsToTxn over the wire, broker/replica/txn_verification.py): a partition not in the
  transaction -> INVALID_TXN_STATE up to v3, TRANSACTION_ABORTABLE at v4; v5 has the coordinator
  add the partition (transactions v2's implicit AddOffsetsToTxn, as Kafka 4.3 does even at
  transaction.version 1); a fenced producer -> INVALID_PRODUCER_EPOCH; a coordinator that cannot
  answer -> COORDINATOR_NOT_AVAILABLE.
"""

from __future__ import annotations

from kafkasim.broker.group.coordinator import OffsetCommitEntry
from kafkasim.broker.group.transactional_offsets import commit_transactional_offsets
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, allowed_names, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.txn_offset_commit import (
    TxnOffsetCommitRequest,
    TxnOffsetCommitResponse,
    TxnOffsetCommitResponsePartition,
    TxnOffsetCommitResponseTopic,
)

RULES = api_rules("TxnOffsetCommit")


async def handle_txn_offset_commit(node, context: RequestContext,
                                   request: TxnOffsetCommitRequest):
    version = context.api_version
    # How the answer names a topic: its name, or from v6 its id.
    keys = [topic.topic_id if version >= 6 else topic.name for topic in request.topics]
    for rule, name in ((RULES.transactional_id, request.transactional_id),
                       (RULES.group, request.group_id)):
        if not allowed(node, context, rule, name):
            return _response(version, [(key, partition.partition_index, rule.error)
                                       for key, topic in zip(keys, request.topics, strict=True)
                                       for partition in topic.partitions])
    infos = [node.metadata.topics_by_id.get(topic.topic_id) if version >= 6
             else node.metadata.topics.get(topic.name) for topic in request.topics]
    # v6: an unknown id answers UNKNOWN_TOPIC_ID before authorization, which then goes by the
    # names the ids resolve to.
    names = [info.name if version >= 6 and info is not None else topic.name
             for topic, info in zip(request.topics, infos, strict=True)]
    readable = allowed_names(node, context, RULES.topic, names)
    answered: list[tuple[object, int, ErrorCode]] = []
    entries: list[OffsetCommitEntry] = []
    entry_keys: list = []
    for topic, key, info, name in zip(request.topics, keys, infos, names, strict=True):
        for partition in topic.partitions:
            if version >= 6 and info is None:
                error = ErrorCode.UNKNOWN_TOPIC_ID
            elif name not in readable:
                error = RULES.topic.error
            elif info is None or partition.partition_index not in info.partitions:
                error = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
            else:
                entry_keys.append(key)
                entries.append(OffsetCommitEntry(
                    topic=info.name, partition=partition.partition_index,
                    offset=partition.committed_offset,
                    leader_epoch=partition.committed_leader_epoch if version >= 2 else -1,
                    metadata=partition.committed_metadata, topic_id=info.topic_id))
                continue
            answered.append((key, partition.partition_index, error))
    if entries:
        if not request.group_id:
            results = [ErrorCode.INVALID_GROUP_ID] * len(entries)
        else:
            results = await commit_transactional_offsets(
                node.groups, group_id=request.group_id, producer_id=request.producer_id,
                producer_epoch=request.producer_epoch,
                generation_id=request.generation_id_or_member_epoch if version >= 3 else -1,
                member_id=request.member_id if version >= 3 else "",
                group_instance_id=request.group_instance_id if version >= 3 else None,
                entries=entries, transactional_id=request.transactional_id,
                api_version=version)
        answered += [(key, entry.partition, error)
                     for key, entry, error in zip(entry_keys, entries, results, strict=True)]
    return _response(version, answered)


def _response(version: int, answered: list[tuple[object, int, ErrorCode]]
              ) -> TxnOffsetCommitResponse:
    """Each topic once (by name, or from v6 by id), in the order first answered."""
    topics: dict = {}
    for key, index, error in answered:
        topic = topics.get(key)
        if topic is None:
            topic = topics[key] = TxnOffsetCommitResponseTopic(partitions=[])
            if version >= 6:
                topic.topic_id = key
            else:
                topic.name = key
        topic.partitions.append(TxnOffsetCommitResponsePartition(partition_index=index,
                                                                 error_code=error))
    return TxnOffsetCommitResponse(topics=list(topics.values()))

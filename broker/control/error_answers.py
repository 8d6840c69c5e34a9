"""How a fault rule's error is answered: in the shape Kafka gives that error.

A client reads an injected error exactly as it reads the same error from a Kafka broker, so
every entry that carries the error is built the way Kafka builds it when the error really
happens, not patched from the answer the handler made:

- The entry is a fresh one of its response class: every field at the schema's default, then
  the entry's own keys copied back (topic name or id, partition index, group id, member id,
  resource, ...) and the error code set. What a failed read or write returns (records,
  offsets, assignments, configs) does not survive into the error.
- Where Kafka's error answer differs from the schema defaults, `ERROR_VALUES` says how:
  Kafka answers a failed partition read with empty records (MemoryRecords.EMPTY: a
  zero-length record set, never a null one, which clients read as a parse failure) and a high
  watermark of -1 (ReplicaManager.createLogReadResult); a failed produce with base offset -1
  (ProduceResponse.PartitionResponse); InitProducerId with producer id and epoch -1.
- NOT_LEADER_OR_FOLLOWER and FENCED_LEADER_EPOCH on Fetch v16+ and Produce v10+ carry
  KIP-951's CurrentLeader (the leader and epoch in the broker's metadata) and that leader's
  NodeEndpoint for the listener the client came in on, as KafkaApis adds them.
- Which entries carry the error: a partitioned API's matching partitions (Fetch, Produce,
  ListOffsets, OffsetForLeaderEpoch, OffsetCommit, DeleteRecords, TxnOffsetCommit, ...); a
  topic-level API's matching topics (Metadata, CreateTopics, DeleteTopics, CreatePartitions,
  DescribeTopicPartitions); else the entries of the response's first list that carry error
  codes (groups, resources, coordinators), else its top-level error code. An API whose one
  top-level error answers the whole request (JoinGroup, SyncGroup, Heartbeat, InitProducerId,
  EndTxn, ...) gets a fresh response with that error and the handler never runs.
- Entries answered with an error carry an error message where Kafka's do (the admin APIs'
  ApiError message): the error's name and the rule that injected it.

Produce is split before its handler runs (`split_produce`): the matching partitions are not
appended. Everything else runs first and has its matching entries replaced.
"""

from __future__ import annotations

from kafkasim.broker.control.faults import (
    API_KEYS,
    FaultRule,
    partition_entries,
    partition_index,
    topic_entries,
    topic_name,
)
from kafkasim.protocol.codec import Message
from kafkasim.protocol.errors import ErrorCode

PRODUCE, FETCH = 0, 1
NOT_LEADER_ERRORS = (ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.FENCED_LEADER_EPOCH)

# Responses whose one top-level error answers the whole request; the handler is skipped.
TOP_LEVEL_ERROR_APIS = frozenset(API_KEYS[name] for name in (
    "JoinGroup", "SyncGroup", "Heartbeat", "LeaveGroup", "InitProducerId", "ApiVersions",
    "SaslHandshake", "SaslAuthenticate", "ListGroups", "DescribeCluster", "AddOffsetsToTxn",
    "EndTxn", "ConsumerGroupHeartbeat", "ShareGroupHeartbeat", "GetTelemetrySubscriptions",
    "PushTelemetry") if name in API_KEYS)

# APIs whose errors Kafka gives per topic, though their topics list partitions too.
TOPIC_LEVEL_APIS = frozenset(API_KEYS[name] for name in (
    "Metadata", "CreateTopics", "DeleteTopics", "CreatePartitions", "DescribeTopicPartitions")
    if name in API_KEYS)

# The fields that name an entry: kept when the entry is answered with an error.
ENTRY_KEYS = frozenset({
    "name", "topic", "topic_name", "topic_id", "partition_index", "index", "partition",
    "partition_id", "group_id", "key", "member_id", "group_instance_id", "resource_type",
    "resource_name", "user", "transactional_id", "feature", "entity", "log_dir"})

# Fields Kafka sets otherwise than the schema's default in an entry answered with an error,
# by "<message module>.<class>" (the same class name may appear in two APIs).
ERROR_VALUES: dict[str, dict[str, object]] = {
    # ReplicaManager.createLogReadResult: EMPTY, HW -1, no aborted transactions (null)
    "fetch.PartitionData": {"high_watermark": -1, "records": b"", "aborted_transactions": None},
    # SharePartition reads answered with an error: no records, no acquired records
    "share_fetch.PartitionData": {"records": b""},
    # ProduceResponse.PartitionResponse(error): base offset INVALID_OFFSET
    "produce.PartitionProduceResponse": {"base_offset": -1},
    # DeleteRecordsResponse.INVALID_LOW_WATERMARK
    "delete_records.DeleteRecordsPartitionResult": {"low_watermark": -1},
    # ListOffsetsResponse.UNKNOWN_TIMESTAMP / UNKNOWN_OFFSET
    "list_offsets.ListOffsetsPartitionResponse": {"timestamp": -1, "offset": -1},
    # OffsetFetchResponse.INVALID_OFFSET, no leader epoch
    "offset_fetch.OffsetFetchResponsePartition": {"committed_offset": -1},
    "offset_fetch.OffsetFetchResponsePartitions": {"committed_offset": -1},
    # InitProducerIdResponse for an error: NO_PRODUCER_ID, NO_PRODUCER_EPOCH
    "init_producer_id.InitProducerIdResponse": {"producer_id": -1, "producer_epoch": -1},
    # EndTxnResponse v5+ (KIP-890): no new producer id or epoch
    "end_txn.EndTxnResponse": {"producer_id": -1, "producer_epoch": -1},
}

# Where one error's answer differs again from ERROR_VALUES, by (class key, error).
ERROR_VALUES_BY_ERROR: dict[tuple[str, ErrorCode], dict[str, object]] = {
    # KafkaApis answers a partition its metadata lacks before any read, with
    # FetchResponse.partitionResponse: aborted transactions the schema's empty list.
    ("fetch.PartitionData", ErrorCode.UNKNOWN_TOPIC_OR_PARTITION): {"aborted_transactions": []},
    ("fetch.PartitionData", ErrorCode.UNKNOWN_TOPIC_ID): {"aborted_transactions": []},
    ("fetch.PartitionData", ErrorCode.TOPIC_AUTHORIZATION_FAILED): {"aborted_transactions": []},
    # ConfigHelper: a topic the metadata lacks, UnknownTopicOrPartitionException("")
    ("describe_configs.DescribeConfigsResult", ErrorCode.UNKNOWN_TOPIC_OR_PARTITION):
        {"error_message": ""},
}

# Topic-level errors for which Kafka does not reveal (or has no) topic id: the entry's id is
# the zero UUID. CreateTopics answers every failed topic so.
_NO_TOPIC_ID_ERRORS = frozenset((ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, ErrorCode.UNKNOWN_TOPIC_ID,
                                 ErrorCode.TOPIC_AUTHORIZATION_FAILED))

# Entries whose error comes with Kafka's ApiError message (admin results).
_MESSAGE_APIS = frozenset(API_KEYS[name] for name in (
    "CreateTopics", "DeleteTopics", "CreatePartitions", "DescribeConfigs", "AlterConfigs",
    "IncrementalAlterConfigs", "DeleteGroups", "CreateAcls", "DeleteAcls", "ElectLeaders",
    "AlterPartitionReassignments", "AlterClientQuotas", "AlterUserScramCredentials",
    "DescribeUserScramCredentials") if name in API_KEYS)
_CREATE_TOPICS = API_KEYS["CreateTopics"]


def error_message(rule: FaultRule) -> str:
    return f"{rule.error.name} (injected by kafkasim fault rule {rule.id})"


def fresh_entry(entry: Message, error: ErrorCode, message: str | None = None, *,
                keep_topic_id: bool = True) -> Message:
    """A new entry of `entry`'s class answering `error`: schema defaults, `entry`'s keys (its
    topic id only when `keep_topic_id`), Kafka's error values (ERROR_VALUES,
    ERROR_VALUES_BY_ERROR) and, where the class has one, `message`."""
    cls = type(entry)
    answer = cls()
    for name in cls.field_names():
        if name in ENTRY_KEYS and (keep_topic_id or name != "topic_id"):
            setattr(answer, name, getattr(entry, name))
    if message is not None and "error_message" in cls.field_names():
        answer.error_message = message
    key = _class_key(cls)
    for name, value in (ERROR_VALUES.get(key, {})
                        | ERROR_VALUES_BY_ERROR.get((key, error), {})).items():
        setattr(answer, name, list(value) if isinstance(value, list) else value)
    answer.error_code = int(error)
    return answer


def _class_key(cls) -> str:
    return f"{cls.__module__.rsplit('.', 1)[-1]}.{cls.__name__}"


def top_level_error_response(response_class, rule: FaultRule, version: int):
    """The response of an API whose one top-level error answers everything."""
    response = response_class()
    for name, value in ERROR_VALUES.get(_class_key(response_class), {}).items():
        setattr(response, name, value)
    if _class_key(response_class) == "join_group.JoinGroupResponse" and version >= 7:
        response.protocol_name = None  # GroupCoordinator's join errors: no protocol (v7+)
    response.error_code = int(rule.error)
    return response


# --- Produce ---------------------------------------------------------------------------------


def split_produce(request, rule: FaultRule, node) -> list[tuple[object, str | None, int]]:
    """Take the partitions `rule` covers out of a Produce request; return them as (the topic's
    key in the request: name, or id at v13+; its name; partition index)."""
    taken = []
    kept_topics = []
    for topic in request.topic_data:
        name = topic_name(topic, node)
        key = topic.name or getattr(topic, "topic_id", None) or name
        kept = []
        for partition in topic.partition_data:
            if rule.covers(name, partition.index):
                taken.append((key, name, partition.index))
            else:
                kept.append(partition)
        if kept:
            topic.partition_data = kept
            kept_topics.append(topic)
    request.topic_data = kept_topics
    return taken


def add_produce_errors(response, taken, rule: FaultRule, node, version: int,
                       listener_name: str | None):
    """Add error answers for the partitions `split_produce` took out."""
    from kafkasim.protocol.messages.produce import (
        PartitionProduceResponse,
        ProduceResponse,
        TopicProduceResponse,
    )

    if response is None:
        response = ProduceResponse(responses=[])
    by_key = {(topic.topic_id if version >= 13 else topic.name): topic
              for topic in response.responses}
    endpoints = {e.node_id: e for e in (response.node_endpoints or [])}
    for key, name, index in taken:
        entry = by_key.get(key)
        if entry is None:
            entry = by_key[key] = (TopicProduceResponse(topic_id=key, partition_responses=[])
                                   if version >= 13 else
                                   TopicProduceResponse(name=key, partition_responses=[]))
            response.responses.append(entry)
        answer = fresh_entry(PartitionProduceResponse(index=index), rule.error)
        if version >= 10 and rule.error in NOT_LEADER_ERRORS:
            _current_leader_hint(answer, node, name, index, endpoints, "produce", listener_name)
        entry.partition_responses.append(answer)
    if version >= 10:
        response.node_endpoints = list(endpoints.values())
    return response


# --- everything else -------------------------------------------------------------------------


def rewrite_with_error(response, api_key: int, version: int, rule: FaultRule, node,
                       listener_name: str | None = None):
    """Answer the entries of `response` that `rule` covers with its error (see the module
    docstring); return the response."""
    message = error_message(rule) if api_key in _MESSAGE_APIS else None
    endpoints = {e.node_id: e for e in (getattr(response, "node_endpoints", None) or [])}
    hints = (api_key == FETCH and version >= 16 and rule.error in NOT_LEADER_ERRORS)
    touched = False
    for topic in topic_entries(response):
        name = topic_name(topic, node)
        partitions = partition_entries(topic)
        by_partition = (api_key not in TOPIC_LEVEL_APIS and partitions
                        and "error_code" in partitions[0].field_names())
        if by_partition:
            for position, partition in enumerate(partitions):
                index = partition_index(partition)
                if not rule.covers(name, index):
                    continue
                answer = fresh_entry(partition, rule.error, message)
                if hints:
                    _current_leader_hint(answer, node, name, index, endpoints, "fetch",
                                         listener_name)
                partitions[position] = answer
                touched = True
        elif "error_code" in topic.field_names() and rule.covers(name, None):
            keep_id = api_key != _CREATE_TOPICS and rule.error not in _NO_TOPIC_ID_ERRORS
            _replace_in(topic_entries(response), topic,
                        fresh_entry(topic, rule.error, message, keep_topic_id=keep_id))
            touched = True
    if hints:
        response.node_endpoints = list(endpoints.values())
    if touched or rule.topic is not None:
        return response
    return _set_error_codes(response, rule, message)


def _replace_in(entries: list, old, new) -> None:
    entries[entries.index(old)] = new


def _current_leader_hint(answer, node, topic: str | None, index: int | None, endpoints: dict,
                         kind: str, listener_name: str | None) -> None:
    """KIP-951: the partition's current leader and epoch, and its endpoint for the client's
    listener."""
    info = node.metadata.partition(topic, index) if topic and index is not None else None
    if info is None or info.leader < 0:
        return
    if kind == "fetch":
        from kafkasim.protocol.messages.fetch import LeaderIdAndEpoch, NodeEndpoint
    else:
        from kafkasim.protocol.messages.produce import LeaderIdAndEpoch, NodeEndpoint
    answer.current_leader = LeaderIdAndEpoch(leader_id=info.leader, leader_epoch=info.leader_epoch)
    broker = node.metadata.brokers.get(info.leader)
    if broker is not None:
        host, port = broker.endpoint(listener_name)
        endpoints[info.leader] = NodeEndpoint(node_id=broker.node_id, host=host, port=port,
                                              rack=broker.rack)


def _set_error_codes(response, rule: FaultRule, message: str | None):
    """The entries of the response's first list that carry error codes (groups, resources,
    coordinators) answered with the error, else its top-level error code."""
    for attribute in response.field_names():
        entries = getattr(response, attribute)
        if not isinstance(entries, list) or not entries or not isinstance(entries[0], Message):
            continue
        if "error_code" not in entries[0].field_names():
            continue
        entries[:] = [fresh_entry(entry, rule.error, message) for entry in entries]
        return response
    if "error_code" in response.field_names():
        response.error_code = int(rule.error)
    return response

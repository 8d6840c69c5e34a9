"""Topic lifecycle decided by the controller: create, delete, add partitions.

Validation follows Kafka's KRaft controller (ReplicationControlManager.createTopics,
deleteTopics, createPartitions): same checks, same order, same error codes. Results are plain
dataclasses; the handler modules shape them into responses for each version. Every function
runs without awaiting and appends all of its records as one batch.
"""

from __future__ import annotations

import re
import uuid
from collections import Counter
from dataclasses import dataclass, field

from kafkasim.broker.config.topics import (
    InvalidConfigError,
    validate,
    validate_remote_storage,
)
from kafkasim.broker.controller.placement import PlacementError, assign_replicas, rack_alternated
from kafkasim.broker.metadata.records import partition_record, remove_topic_record, topic_record
from kafkasim.protocol.errors import ErrorCode

MAX_NAME_LENGTH = 249
_LEGAL_NAME = re.compile(r"^[a-zA-Z0-9._-]+$")
INTERNAL_TOPICS = frozenset({"__consumer_offsets", "__transaction_state", "__share_group_state"})
# KRaft's metadata log: a name no client may create (ControllerApis.createTopics).
CLUSTER_METADATA_TOPIC = "__cluster_metadata"
# Kafka's QuorumController limits: partitions one CreateTopics may ask for, and records one
# operation may write; past them the whole request gets POLICY_VIOLATION with these messages.
MAX_PARTITIONS_PER_REQUEST = 10_000
MAX_RECORDS_PER_OPERATION = 10_000
EXCESSIVE_PARTITIONS = "Excessively large number of partitions per request."
EXCESSIVE_BATCH = "Unable to perform excessively large batch operation."


@dataclass(slots=True)
class TopicResult:
    name: str | None
    topic_id: uuid.UUID = field(default_factory=lambda: uuid.UUID(int=0))
    error_code: int = ErrorCode.NONE
    error_message: str | None = None
    num_partitions: int = -1
    replication_factor: int = -1
    configs: dict[str, str] = field(default_factory=dict)  # explicitly set configs


def topic_name_error(name: str | None) -> str | None:
    """Kafka's Topic.validate message for an illegal name, or None when legal."""
    reason = None
    if not name:
        reason = "the empty string is not allowed"
    elif name in (".", ".."):
        reason = f"'{name}' is not allowed"
    elif len(name) > MAX_NAME_LENGTH:
        reason = f"the length of '{name}' is longer than the max allowed length {MAX_NAME_LENGTH}"
    elif not _LEGAL_NAME.match(name):
        reason = (f"'{name}' contains one or more characters other than ASCII alphanumerics, "
                  "'.', '_' and '-'")
    return None if reason is None else f"Topic name is invalid: {reason}"


def _collision_key(name: str) -> str:
    # '.' and '_' collide in metric names, so Kafka refuses topics differing only there.
    return name.replace(".", "_")


def create_topics(controller, topics: list, validate_only: bool) -> list[TopicResult]:
    """Validate and (unless `validate_only`) create `topics` (CreatableTopic objects)."""
    image = controller.metadata
    counts = Counter(topic.name for topic in topics)
    if _requested_partitions(controller, topics, counts) > MAX_PARTITIONS_PER_REQUEST:
        # Kafka's validateTotalNumberOfPartitions, before anything else is looked at.
        return _whole_request_refused(topics, counts, EXCESSIVE_PARTITIONS)
    collisions = {_collision_key(name): name for name in image.topics}
    live = {info.node_id: info.rack for info in image.live_brokers()}
    results: list[TopicResult] = []
    records: list[dict] = []
    record_count = 0  # what the request would write, validate_only or not
    reported: set[str] = set()
    for topic in topics:
        name = topic.name
        if name in reported:
            continue
        reported.add(name)
        result = TopicResult(name)
        results.append(result)
        if counts[name] > 1:
            _fail(result, ErrorCode.INVALID_REQUEST, "Duplicate topic name.")
            continue
        if name == CLUSTER_METADATA_TOPIC:
            _fail(result, ErrorCode.INVALID_REQUEST,
                  f"Creation of internal topic {CLUSTER_METADATA_TOPIC} is prohibited.")
            continue
        message = topic_name_error(name)
        if message is not None:
            _fail(result, ErrorCode.INVALID_TOPIC_EXCEPTION, message)
            continue
        if name in image.topics:
            _fail(result, ErrorCode.TOPIC_ALREADY_EXISTS, f"Topic '{name}' already exists.")
            continue
        colliding = collisions.get(_collision_key(name))
        if colliding is not None:
            _fail(result, ErrorCode.INVALID_TOPIC_EXCEPTION,
                  f"Topic '{name}' collides with existing topic: {colliding}")
            continue
        try:
            configs = validate({c.name: c.value for c in topic.configs})
            validate_remote_storage(configs, controller.config)
        except InvalidConfigError as error:
            _fail(result, ErrorCode.INVALID_CONFIG, str(error))
            continue
        assignment, error = _assignment(controller, topic, live)
        if error is not None:
            _fail(result, *error)
            continue
        result.num_partitions = len(assignment)
        result.replication_factor = len(assignment[0])
        result.configs = configs
        collisions[_collision_key(name)] = name
        # Kafka's ReplicationControlManager draws the id before looking at ValidateOnly, so a
        # validated topic is answered with an id too (one that is never used).
        result.topic_id = uuid.uuid4()
        record_count += 1 + len(assignment)
        if validate_only:
            continue
        records.append(topic_record(name, result.topic_id, configs))
        for index, replicas in sorted(assignment.items()):
            isr = [r for r in replicas if r in live]
            records.append(partition_record(result.topic_id, index, replicas, isr, isr[0]))
    if record_count > MAX_RECORDS_PER_OPERATION:
        return _whole_request_refused(topics, counts, EXCESSIVE_BATCH)
    controller.append(records)
    return results


def _requested_partitions(controller, topics: list, counts: Counter) -> int:
    """The partitions a CreateTopics asks for, as Kafka counts them (duplicates aside)."""
    default = controller.config.get_int("num.partitions")
    total = 0
    for topic in topics:
        if counts[topic.name] > 1:
            continue
        if topic.assignments:
            total += len(topic.assignments)
        elif topic.num_partitions == -1:
            total += default
        elif topic.num_partitions > 0:
            total += topic.num_partitions
    return total


def _whole_request_refused(topics: list, counts: Counter, message: str) -> list[TopicResult]:
    """Every topic POLICY_VIOLATION with `message`, but a name given twice INVALID_REQUEST (the
    broker takes those out before the controller sees the request)."""
    results = []
    for name in dict.fromkeys(topic.name for topic in topics):
        result = TopicResult(name)
        if counts[name] > 1:
            _fail(result, ErrorCode.INVALID_REQUEST, "Duplicate topic name.")
        else:
            _fail(result, ErrorCode.POLICY_VIOLATION, message)
        results.append(result)
    return results


def _fail(result: TopicResult, code: int, message: str | None) -> None:
    result.error_code = code
    result.error_message = message
    result.num_partitions = -1
    result.replication_factor = -1


def _assignment(controller, topic, live: dict[int, str | None]):
    """(partition -> replicas, None) or (None, (error code, message))."""
    config = controller.config
    if topic.assignments:
        if topic.num_partitions != -1:
            return None, (ErrorCode.INVALID_REQUEST, "A manual partition assignment was "
                          "specified, but numPartitions was not set to -1.")
        if topic.replication_factor != -1:
            return None, (ErrorCode.INVALID_REQUEST, "A manual partition assignment was "
                          "specified, but replicationFactor was not set to -1.")
        return _manual_assignment(controller.metadata,
                                  {a.partition_index: list(a.broker_ids)
                                   for a in topic.assignments},
                                  len(topic.assignments), live, start=0)
    partitions = topic.num_partitions
    if partitions == -1:
        partitions = config.get_int("num.partitions")
    if partitions <= 0:
        return None, (ErrorCode.INVALID_PARTITIONS,
                      "Number of partitions was set to an invalid non-positive value.")
    replication_factor = topic.replication_factor
    if replication_factor == -1:
        replication_factor = config.get_int("default.replication.factor")
    if replication_factor <= 0:
        return None, (ErrorCode.INVALID_REPLICATION_FACTOR, "Replication factor must be larger "
                      "than 0, or -1 to use the default value.")
    try:
        assignment = assign_replicas(live, partitions, replication_factor,
                                     start_index=controller.next_placement_start())
    except PlacementError as error:
        return None, (ErrorCode.INVALID_REPLICATION_FACTOR, str(error))
    return assignment, None


def _manual_assignment(image, assignment: dict[int, list[int]], count: int,
                       live: dict[int, str | None], start: int):
    expected = list(range(start, start + count))
    if sorted(assignment) != expected:
        return None, (ErrorCode.INVALID_REPLICA_ASSIGNMENT, "Partitions must be numbered "
                      f"consecutively from {start}, got {sorted(assignment)}.")
    sizes = set()
    for index, replicas in sorted(assignment.items()):
        if not replicas:
            return None, (ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                          f"The manual partition assignment includes an empty replica list "
                          f"for partition {index}.")
        if len(set(replicas)) != len(replicas):
            return None, (ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                          f"The manual partition assignment includes the broker "
                          f"{Counter(replicas).most_common(1)[0][0]} more than once.")
        for replica in replicas:
            if replica not in image.brokers:
                return None, (ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                              f"The manual partition assignment includes broker {replica}, "
                              "but no such broker is registered.")
        if not any(replica in live for replica in replicas):
            return None, (ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                          f"All brokers specified in the manual partition assignment for "
                          f"partition {index} are fenced or in controlled shutdown.")
        sizes.add(len(replicas))
    if len(sizes) > 1:
        return None, (ErrorCode.INVALID_REPLICA_ASSIGNMENT, "All partitions in the manual "
                      "partition assignment must have the same number of replicas.")
    return assignment, None


def delete_topics(controller, names: list[str | None],
                  topic_ids: list[uuid.UUID]) -> list[TopicResult]:
    """Delete topics named in `names` and/or identified in `topic_ids` (DeleteTopics v6 lists
    both, one per entry; earlier versions only names)."""
    image = controller.metadata
    results: list[TopicResult] = []
    records: list[dict] = []
    deleting: set[uuid.UUID] = set()
    name_counts = Counter(names)
    id_counts = Counter(topic_ids)
    for name in dict.fromkeys(names):
        topic = image.topics.get(name)
        result = TopicResult(name)
        results.append(result)
        if name_counts[name] > 1:
            _fail(result, ErrorCode.INVALID_REQUEST, "Duplicate topic name.")
        elif topic is None or topic.topic_id in deleting:
            _fail(result, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                  "This server does not host this topic-partition.")
        else:
            result.topic_id = topic.topic_id
            deleting.add(topic.topic_id)
            records.append(remove_topic_record(topic.topic_id))
    for topic_id in dict.fromkeys(topic_ids):
        topic = image.topics_by_id.get(topic_id)
        result = TopicResult(None, topic_id)
        results.append(result)
        if id_counts[topic_id] > 1:
            _fail(result, ErrorCode.INVALID_REQUEST, "Duplicate topic id.")
        elif topic is None or topic_id in deleting:
            _fail(result, ErrorCode.UNKNOWN_TOPIC_ID, "This server does not host this topic ID.")
        else:
            result.name = topic.name
            deleting.add(topic_id)
            records.append(remove_topic_record(topic_id))
    controller.append(records)
    return results


def create_partitions(controller, topics: list, validate_only: bool) -> list[TopicResult]:
    """Grow topics to `count` partitions (CreatePartitionsTopic objects), placing new replicas
    rack-aware from where partition 0's first replica sits (Kafka's addPartitions)."""
    image = controller.metadata
    counts = Counter(topic.name for topic in topics)
    added = sum(max(0, topic.count - len(image.topics[topic.name].partitions))
                for topic in topics
                if counts[topic.name] == 1 and topic.name in image.topics)
    if added > MAX_RECORDS_PER_OPERATION:
        # One record per new partition: Kafka's bounded record list refuses the operation.
        return _whole_request_refused(topics, counts, EXCESSIVE_BATCH)
    live = {info.node_id: info.rack for info in image.live_brokers()}
    results: list[TopicResult] = []
    records: list[dict] = []
    seen: set[str] = set()
    for topic in topics:
        if topic.name in seen:
            continue
        seen.add(topic.name)
        result = TopicResult(topic.name)
        results.append(result)
        existing = image.topics.get(topic.name)
        if counts[topic.name] > 1:
            _fail(result, ErrorCode.INVALID_REQUEST, "Duplicate topic name.")
            continue
        if existing is None:
            # Kafka's ReplicationControlManager answers the code without a message.
            _fail(result, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, None)
            continue
        current = len(existing.partitions)
        if topic.count < current:
            _fail(result, ErrorCode.INVALID_PARTITIONS, f"Topic currently has {current} "
                  f"partitions, which is higher than the requested {topic.count}.")
            continue
        if topic.count == current:
            _fail(result, ErrorCode.INVALID_PARTITIONS,
                  f"Topic already has {current} partition(s).")
            continue
        added = topic.count - current
        if topic.assignments is not None:
            if len(topic.assignments) != added:
                _fail(result, ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                      f"Attempted to add {added} additional partition(s), but only "
                      f"{len(topic.assignments)} assignment(s) were specified.")
                continue
            assignment, error = _manual_assignment(
                image, {current + i: list(a.broker_ids) for i, a in enumerate(topic.assignments)},
                added, live, start=current)
        else:
            replication_factor = len(existing.partitions[0].replicas)
            arranged = rack_alternated(live) if live else []
            first = existing.partitions[0].replicas[0]
            start = next((i for i, node in enumerate(arranged) if node >= first), 0)
            try:
                assignment = assign_replicas(live, added, replication_factor,
                                             start_index=start, start_partition=current)
                error = None
            except PlacementError as placement_error:
                assignment, error = None, (ErrorCode.INVALID_REPLICATION_FACTOR,
                                           str(placement_error))
        if error is not None:
            _fail(result, *error)
            continue
        result.topic_id = existing.topic_id
        result.num_partitions = topic.count
        if validate_only:
            continue
        for index, replicas in sorted(assignment.items()):
            isr = [r for r in replicas if r in live]
            records.append(partition_record(existing.topic_id, index, replicas, isr, isr[0]))
    controller.append(records)
    return results

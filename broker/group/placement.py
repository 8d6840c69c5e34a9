"""Where groups live: the `__consumer_offsets` topic and its partition leaders.

Kafka places group `g` in partition `abs(hashCode(g)) % offsets.topic.num.partitions` of
`__consumer_offsets` (see `group_state.offsets_partition_for`); the leader of that partition
is the group's coordinator. FindCoordinator asks the topic's `InternalTopic.coordinator_node`
(broker/controller/internal_topics.py); while the topic does not exist it answers
COORDINATOR_NOT_AVAILABLE and has the controller create it (Kafka's auto topic creation on the
first FindCoordinator), so the client's retry finds a coordinator.
"""

from __future__ import annotations

from kafkasim.broker.controller.internal_topics import InternalTopic, internal_topic_request
from kafkasim.broker.group.offsets import OFFSETS_TOPIC
from kafkasim.protocol.messages.create_topics import CreateTopicsRequest


def offsets_topic(broker, partition_count: int) -> InternalTopic:
    """`__consumer_offsets` as this broker finds and creates it."""
    return InternalTopic(broker, OFFSETS_TOPIC,
                         lambda: offsets_topic_request(broker, partition_count))


def offsets_topic_request(broker, partition_count: int) -> CreateTopicsRequest:
    """The CreateTopics for `__consumer_offsets`: `offsets.topic.num.partitions` partitions,
    compacted, replication factor `offsets.topic.replication.factor` capped by the live
    brokers (Kafka would refuse to create it on a smaller cluster and leave groups without a
    coordinator; a one-broker simulator should still work)."""
    config = broker.config
    live = max(len(broker.metadata.live_brokers()), 1)
    replication_factor = min(config.get_int("offsets.topic.replication.factor"), live)
    configs = {
        "cleanup.policy": "compact",
        "compression.type": "producer",
        "segment.bytes": config.get("offsets.topic.segment.bytes"),
    }
    return internal_topic_request(OFFSETS_TOPIC, partition_count, replication_factor, configs)

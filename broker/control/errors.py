"""What the harness refuses, one type per reason.

A test (and the HTTP control plane, which answers each with its own status) tells the reasons
apart by type, not by parsing messages:

- `InvalidArgument` (HTTP 400): no cluster would take the argument (an unknown API or error
  name, a remote store operation that does not exist, a broker cut off from itself).
- `NotFound` (404): `UnknownBroker`, `UnknownTopic`, `UnknownFaultRule`, `UnknownUser`.
- `ClusterConflict` (409): the cluster's state refuses it now (a broker that is running, or
  is not; one cut off from the controller; a cluster without a remote tier); and
  `ClusterNotRunningError` (409), the whole cluster is not running.

Kafka's own refusals stay `KafkaError` with Kafka's code (the HTTP plane answers 409 with the
code's name); `UnknownTopic` is both, since Kafka answers it UNKNOWN_TOPIC_OR_PARTITION. Each
type also derives from the builtin error the harness raised before it had types (KeyError,
ValueError), so older `except` clauses still catch it.
"""

from __future__ import annotations

from collections.abc import Iterable

from kafkasim.protocol.errors import ErrorCode, KafkaError


class ClusterError(Exception):
    """Base of the errors the harness raises itself."""

    __str__ = Exception.__str__  # the message, not KeyError's quoted repr of it


class InvalidArgument(ClusterError, ValueError):
    """An argument no cluster accepts."""


class ClusterConflict(ClusterError, ValueError):
    """The cluster's current state refuses the operation."""


class ClusterNotRunningError(ClusterError, RuntimeError):
    """An operation that needs a running cluster was called before start or after stop."""


class NotFound(ClusterError, KeyError):
    """The operation names a broker, topic, fault rule or user the cluster does not have."""


class UnknownBroker(NotFound):
    """No broker with this id (the cluster's ids are fixed when it is built)."""

    def __init__(self, node_id: int, node_ids: Iterable[int]) -> None:
        super().__init__(f"no broker {node_id} (brokers {list(node_ids)})")
        self.node_id = node_id
        self.node_ids = list(node_ids)

    def __reduce__(self):
        return (type(self), (self.node_id, self.node_ids))


class UnknownTopic(NotFound, KafkaError):
    """No such topic, or no such partition of it (`partition` set), in the controller's
    metadata: also the KafkaError UNKNOWN_TOPIC_OR_PARTITION, Kafka's answer."""

    def __init__(self, topic: str, partition: int | None = None) -> None:
        what = f"topic {topic}" if partition is None else f"partition {topic}-{partition}"
        KafkaError.__init__(self, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, f"no {what}")
        self.topic = topic
        self.partition = partition

    def __reduce__(self):
        return (type(self), (self.topic, self.partition))


class UnknownFaultRule(NotFound):
    """No fault rule with this id on the stack (never pushed, used up or removed)."""

    def __init__(self, rule_id: int) -> None:
        super().__init__(f"no fault rule {rule_id}")
        self.rule_id = rule_id

    def __reduce__(self):
        return (type(self), (self.rule_id,))


class UnknownUser(NotFound):
    """No SASL user of this name (no PLAIN password, no SCRAM credential)."""

    def __init__(self, user: str) -> None:
        super().__init__(f"no user {user}")
        self.user = user

    def __reduce__(self):
        return (type(self), (self.user,))

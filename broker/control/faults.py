"""Fault rules: a stack of rules that the network layer consults for every request.

A rule names what it matches (an API, and optionally a broker, a topic, a partition, a client
id, and a predicate on the decoded request; clients' requests only, unless `internal` lets it
take the brokers' own requests too) and what it does: answer with a Kafka error, delay
the request, drop it (never answer) or close the connection. Delay combines with the others; a
delay alone lets the request through late. The stack holds the most recent rule on top: the
first rule from the top that matches takes the request and uses up one of its `count` (None:
every matching request until removed), and a used-up rule leaves the stack. At most one rule
applies to a request — librdkafka's `push_request_errors` stacks and kfake's `ControlKey`
(interception that falls through when nothing matches), in one mechanism.

How an error is answered, in the shape Kafka gives that error, is error_answers.py's part.
"""

from __future__ import annotations

import itertools
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from kafkasim.broker.control.errors import InvalidArgument
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages import API_NAMES

API_KEYS = {name: key for key, name in API_NAMES.items()}
_rule_ids = itertools.count(1)


def next_rule_id() -> int:
    """A new rule id, unique across the request and the TCP fault stacks (tcp_faults.py)."""
    return next(_rule_ids)


class FaultError(InvalidArgument):
    """A fault rule that cannot be built (unknown API or error name, conflicting actions)."""


def api_key_of(api: int | str) -> int:
    """An API key from a key or a name as Kafka spells it ("Fetch", "ListOffsets")."""
    if isinstance(api, int) and not isinstance(api, bool):
        if api not in API_NAMES:
            raise FaultError(f"unknown API key {api}")
        return api
    if isinstance(api, str):
        if api.isdigit():
            return api_key_of(int(api))
        key = API_KEYS.get(api) or next(
            (k for n, k in API_KEYS.items() if n.lower() == api.lower()), None)
        if key is not None:
            return key
    raise FaultError(f"unknown API {api!r}; one of {', '.join(sorted(API_KEYS))}")


def error_code_of(error: int | str) -> ErrorCode:
    """An ErrorCode from a code or Kafka's name of it ("NOT_LEADER_OR_FOLLOWER")."""
    try:
        if isinstance(error, str) and not error.lstrip("-").isdigit():
            return ErrorCode[error.upper()]
        return ErrorCode(int(error))
    except (KeyError, ValueError):
        raise FaultError(f"unknown Kafka error {error!r}") from None


@dataclass(eq=False)
class FaultRule:
    """One rule of the stack. Build rules with `Cluster.inject`; see the module docstring."""

    api_key: int
    broker: int | None = None
    topic: str | None = None
    partition: int | None = None
    client_id: str | None = None
    error: ErrorCode | None = None
    count: int | None = 1
    delay_ms: int = 0
    drop: bool = False
    close: bool = False
    when: Callable[[Any], bool] | None = None
    # False: only clients' requests; True: the brokers' own too (replica fetches, heartbeats).
    internal: bool = False
    id: int = field(default_factory=next_rule_id)
    hits: int = 0
    stack: FaultStack | None = field(default=None, init=False, repr=False)  # set by push

    def __post_init__(self) -> None:
        if sum((self.error is not None, self.drop, self.close)) > 1:
            raise FaultError("a rule answers with an error, drops or closes: choose one")
        if self.error is None and not (self.drop or self.close or self.delay_ms):
            raise FaultError("a rule needs an error, a delay, drop or close")
        if self.count is not None and self.count < 1:
            raise FaultError("count must be at least 1 (or None for every request)")
        if self.delay_ms < 0:
            raise FaultError("delay_ms must not be negative")
        if self.partition is not None and self.topic is None:
            raise FaultError("a partition needs its topic")

    @property
    def api(self) -> str:
        return API_NAMES[self.api_key]

    @property
    def active(self) -> bool:
        return self.stack is not None and self in self.stack.rules

    def remove(self) -> None:
        """Take the rule off the stack (no-op when it is gone already)."""
        if self.stack is not None:
            self.stack.remove(self)

    def describe(self) -> dict:
        """The rule as JSON-ready data (the HTTP plane's representation)."""
        return {"id": self.id, "api": self.api, "broker": self.broker, "topic": self.topic,
                "partition": self.partition, "client_id": self.client_id,
                "error": None if self.error is None else self.error.name,
                "count": self.count, "delay_ms": self.delay_ms, "drop": self.drop,
                "close": self.close, "internal": self.internal,
                "predicate": self.when is not None, "hits": self.hits}

    # --- matching ------------------------------------------------------------------------

    def matches(self, node_id: int, api_key: int, client_id: str | None,
                targets: list[tuple[str, int]], request) -> bool:
        if api_key != self.api_key:
            return False
        if self.broker is not None and self.broker != node_id:
            return False
        if self.client_id is not None and self.client_id != client_id:
            return False
        if self.topic is not None and not any(self.covers(t, p) for t, p in targets):
            return False
        return self.when is None or bool(self.when(request))

    def covers(self, topic: str | None, partition: int | None) -> bool:
        """True when a (topic, partition) of a request falls under this rule's filter."""
        if self.topic is None:
            return True
        if topic != self.topic:
            return False
        return self.partition is None or partition is None or partition == self.partition


class RuleStack:
    """A stack of rules, newest on top, shared by every node's listener (mutated on the
    loop): the request fault rules here, the TCP fault rules (tcp_faults.py). A rule has an
    `id`, a `count` (None: unlimited), `hits`, and a `stack` set by `push`."""

    def __init__(self) -> None:
        self.rules: list = []  # the top of the stack last

    def push(self, rule):
        rule.stack = self
        self.rules.append(rule)
        return rule

    def remove(self, rule) -> None:
        if rule in self.rules:
            self.rules.remove(rule)

    def clear(self) -> None:
        self.rules.clear()

    def find(self, rule_id: int):
        return next((r for r in self.rules if r.id == rule_id), None)

    def use(self, rule):
        """Count a request taken by `rule`, which leaves the stack once its count is used
        up; return the rule."""
        rule.hits += 1
        if rule.count is not None:
            rule.count -= 1
            if rule.count == 0:
                self.remove(rule)
        return rule


class FaultStack(RuleStack):
    """The request fault rules of one cluster."""

    rules: list[FaultRule]

    def take(self, node_id: int, api_key: int, client_id: str | None, node,
             request, internal: bool = False) -> FaultRule | None:
        """The rule that takes this request, its count used up by one; None when none
        matches. `internal`: the request is one broker's to another or to the controller."""
        if not self.rules:
            return None
        targets: list[tuple[str, int]] | None = None
        for rule in reversed(self.rules):
            if rule.api_key != api_key or (internal and not rule.internal):
                continue
            if targets is None:
                targets = list(requested_partitions(request, node))
            if rule.matches(node_id, api_key, client_id, targets, request):
                return self.use(rule)
        return None


# --- what a request names --------------------------------------------------------------------

_TOPIC_LISTS = ("topic_data", "topics", "responses")
_PARTITION_LISTS = ("partition_data", "partitions", "partition_responses")
_PARTITION_KEYS = ("index", "partition_index", "partition")


def topic_name(entry, node) -> str | None:
    """The topic an entry of a request or response names: its name, or its topic id
    resolved through `node`'s metadata (None when neither is known)."""
    name = getattr(entry, "name", None) or getattr(entry, "topic", None)
    if isinstance(name, str) and name:
        return name
    topic_id = getattr(entry, "topic_id", None)
    if isinstance(topic_id, uuid.UUID) and node is not None:
        info = node.metadata.topics_by_id.get(topic_id)
        return None if info is None else info.name
    return None


def topic_entries(message) -> list:
    for attribute in _TOPIC_LISTS:
        entries = getattr(message, attribute, None)
        if isinstance(entries, list):
            return entries
    return []


def partition_entries(entry) -> list | None:
    for attribute in _PARTITION_LISTS:
        entries = getattr(entry, attribute, None)
        if isinstance(entries, list):
            return entries
    return None


def partition_index(entry) -> int | None:
    if isinstance(entry, int):
        return entry
    for attribute in _PARTITION_KEYS:
        value = getattr(entry, attribute, None)
        if isinstance(value, int):
            return value
    return None


def requested_partitions(request, node=None) -> Iterable[tuple[str | None, int | None]]:
    """(topic, partition) pairs a request names (partition None for topic-level requests);
    topic ids are resolved through `node`'s metadata."""
    for entry in topic_entries(request):
        topic = topic_name(entry, node)
        partitions = partition_entries(entry)
        if not partitions:
            yield topic, None
            continue
        for partition in partitions:
            yield topic, partition_index(partition)

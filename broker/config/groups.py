"""Group configs (KIP-848, KIP-932): the keys IncrementalAlterConfigs sets on a GROUP resource
(type 32), their broker synonyms and checks, as Kafka's GroupConfig defines them.

A group config overrides its broker synonym for one group (`share.record.lock.duration.ms`
for `group.share.record.lock.duration.ms`); two have no synonym (`share.auto.offset.reset`,
default latest, and `share.isolation.level`, default read_uncommitted). A value is checked as
Kafka's ConfigDef checks its type and lower bound, then, for the bounded keys, against the
broker's `group.*.min.*` and `group.*.max.*` settings, with Kafka's messages.

The key set is Kafka 4.3.1's GroupConfig (the reference cluster's); 4.4's additions
(assignor offloading, more streams keys, the share dead-letter queue) are not listed.
"""

from __future__ import annotations

import re
from typing import NamedTuple

BOOLEAN, STRING, INT = 1, 2, 3  # DescribeConfigs ConfigType codes
GROUP_RESOURCE = 32


class GroupConfigKey(NamedTuple):
    type: int
    synonym: str | None  # the broker key whose value applies when the group sets none
    default: str | None  # for keys without a synonym
    at_least: int | None = None  # ConfigDef's lower bound
    bounds: tuple[str, str] | None = None  # broker keys holding the allowed minimum, maximum


def _bounded(kind: str, name: str, at_least: int = 1) -> GroupConfigKey:
    return GroupConfigKey(INT, f"group.{kind}.{name}", None, at_least,
                          (f"group.{kind}.min.{name}", f"group.{kind}.max.{name}"))


GROUP_KEYS: dict[str, GroupConfigKey] = {
    "consumer.session.timeout.ms": _bounded("consumer", "session.timeout.ms"),
    "consumer.heartbeat.interval.ms": _bounded("consumer", "heartbeat.interval.ms"),
    "consumer.assignment.interval.ms": _bounded("consumer", "assignment.interval.ms", 0),
    "share.session.timeout.ms": _bounded("share", "session.timeout.ms"),
    "share.heartbeat.interval.ms": _bounded("share", "heartbeat.interval.ms"),
    "share.record.lock.duration.ms": _bounded("share", "record.lock.duration.ms", 1000),
    "share.delivery.count.limit": _bounded("share", "delivery.count.limit"),
    "share.partition.max.record.locks": _bounded("share", "partition.max.record.locks"),
    "share.assignment.interval.ms": _bounded("share", "assignment.interval.ms", 0),
    "share.auto.offset.reset": GroupConfigKey(STRING, None, "latest"),
    "share.isolation.level": GroupConfigKey(STRING, None, "read_uncommitted"),
    "share.renew.acknowledge.enable": GroupConfigKey(BOOLEAN, None, "true"),
    "streams.session.timeout.ms": _bounded("streams", "session.timeout.ms"),
    "streams.heartbeat.interval.ms": _bounded("streams", "heartbeat.interval.ms"),
    "streams.assignment.interval.ms": _bounded("streams", "assignment.interval.ms", 0),
    "streams.num.standby.replicas": GroupConfigKey(INT, "group.streams.num.standby.replicas",
                                                   None, 0, None),
    "streams.initial.rebalance.delay.ms": GroupConfigKey(
        INT, "group.streams.initial.rebalance.delay.ms", None, 0, None),
}

_DURATION = re.compile(r"^by_duration:P(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?$")


class GroupConfigError(ValueError):
    """A group config Kafka refuses (INVALID_CONFIG), with Kafka's message."""


def check(name: str, value: str, broker_config) -> str:
    """`value` for group config `name`, normalised, or GroupConfigError."""
    key = GROUP_KEYS.get(name)
    if key is None:
        raise GroupConfigError(f"Unknown group config name: {name}")
    text = value.strip()
    if key.type == INT:
        try:
            number = int(text)
        except ValueError:
            raise GroupConfigError(f"Invalid value {value} for configuration {name}: Not a "
                                   "number of type INT") from None
        if key.at_least is not None and number < key.at_least:
            raise GroupConfigError(f"Invalid value {value} for configuration {name}: Value "
                                   f"must be at least {key.at_least}")
        if key.bounds is not None:
            low, high = key.bounds
            if broker_config.get(low) is not None and number < broker_config.get_int(low):
                raise GroupConfigError(f"{name} must be greater than or equal to {low}")
            if broker_config.get(high) is not None and number > broker_config.get_int(high):
                raise GroupConfigError(f"{name} must be less than or equal to {high}")
        return str(number)
    if key.type == BOOLEAN:
        if text.lower() not in ("true", "false"):
            raise GroupConfigError(f"Invalid value {value} for configuration {name}: Expected "
                                   "value to be either true or false")
        return text.lower()
    if name == "share.auto.offset.reset":
        if text.lower() not in ("earliest", "latest") and not _DURATION.match(text):
            raise GroupConfigError(
                f"Invalid value {value} for configuration {name}: Invalid value `{value}` for "
                f"configuration {name}. The value must be either 'earliest', 'latest' or of "
                "the format 'by_duration:<PnDTnHnMn.nS>'.")
        return text
    if name == "share.isolation.level" and text not in ("read_committed", "read_uncommitted"):
        raise GroupConfigError(f"Invalid value {value} for configuration {name}: String must "
                               "be one of: read_committed, read_uncommitted")
    return text


def effective(name: str, group_configs: dict[str, str], broker_config) -> str | None:
    """The value that applies to a group: its own, else the broker synonym's, else the key's
    default."""
    if name in group_configs:
        return group_configs[name]
    key = GROUP_KEYS[name]
    if key.synonym is not None:
        return broker_config.get(key.synonym)
    return key.default

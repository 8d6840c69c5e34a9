"""Client-metrics configs (KIP-714): the keys IncrementalAlterConfigs sets on a CLIENT_METRICS
resource (type 16), a named subscription of client telemetry, and their checks, as Kafka's
ClientMetricsConfigs defines them.

| key | type | default | meaning |
|---|---|---|---|
| `metrics` | LIST | empty | metric name prefixes the matching clients push; `*` is every metric |
| `interval.ms` | INT | 300000 | how often they push, 100 to 3600000 |
| `match` | LIST | empty | `selector=regex` pairs a client must all match; none matches every client |

Selectors: `client_instance_id`, `client_id`, `client_software_name`,
`client_software_version`, `client_source_address`, `client_source_port`. A regex must match
the client's whole value (Java's `Matcher.matches`).

`check` validates a resource's resulting configs as Kafka's controller does, in its order,
with its error codes: an unknown key is INVALID_REQUEST, a value its type refuses INVALID_CONFIG
(a list with an empty item too; a repeated item is dropped, as ConfigDef drops it), an interval
outside 100..3600000 INVALID_REQUEST, an illegal match pattern INVALID_CONFIG. Kafka's
controller has no schema for these keys, so APPEND and SUBTRACT refuse them all (INVALID_CONFIG,
broker/controller/configs.py). Regexes are compiled by Python's `re`: Java's `\\p{...}`
classes are refused here where Java accepts them.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from kafkasim.protocol.errors import ErrorCode

CLIENT_METRICS_RESOURCE = 16
METRICS, INTERVAL_MS, MATCH = "metrics", "interval.ms", "match"
ALL_METRICS = "*"
DEFAULT_INTERVAL_MS = 300_000
MIN_INTERVAL_MS, MAX_INTERVAL_MS = 100, 3_600_000
SELECTORS = ("client_instance_id", "client_id", "client_software_name",
             "client_software_version", "client_source_address", "client_source_port")
# Java's String.trim: every character up to the space.
_JAVA_TRIM = "".join(chr(code) for code in range(0x21))
_LIST_SEPARATOR = re.compile(r"\s*,\s*")


class ClientMetricsKey(NamedTuple):
    type: str  # Kafka's ConfigDef type name
    config_type: int  # DescribeConfigs ConfigType
    default: str  # as DescribeConfigs shows it
    documentation: str


CLIENT_METRICS_KEYS: dict[str, ClientMetricsKey] = {
    METRICS: ClientMetricsKey("LIST", 7, "", "Metric name prefixes the matching clients push "
                              "(`*`: every metric)."),
    INTERVAL_MS: ClientMetricsKey("INT", 3, str(DEFAULT_INTERVAL_MS),
                                  "How often the matching clients push, in milliseconds."),
    MATCH: ClientMetricsKey("LIST", 7, "", "selector=regex pairs a client must all match."),
}


class ClientMetricsConfigError(ValueError):
    """A client-metrics config Kafka refuses, with its error code and message."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code


class Subscription(NamedTuple):
    """A client-metrics resource as the brokers apply it (Kafka's SubscriptionInfo)."""

    name: str
    metrics: list[str]
    interval_ms: int
    match: dict[str, re.Pattern]


def parse_list(value: str) -> list[str]:
    """ConfigDef's LIST parsing: trimmed, empty means none, items split at commas."""
    text = value.strip(_JAVA_TRIM)
    return _LIST_SEPARATOR.split(text) if text else []


def check(name: str, configs: dict[str, str]) -> dict[str, str]:
    """`configs`, the resulting configs of resource `name`, normalised (lists joined by ",",
    numbers plain); ClientMetricsConfigError as Kafka's ClientMetricsConfigs.validate refuses
    them."""
    if not name:
        raise ClientMetricsConfigError(ErrorCode.INVALID_REQUEST,
                                       "Subscription name can't be empty")
    for key in configs:
        if key not in CLIENT_METRICS_KEYS:
            raise ClientMetricsConfigError(ErrorCode.INVALID_REQUEST,
                                           f"Unknown client metrics configuration: {key}")
    normalised = {}
    for key in CLIENT_METRICS_KEYS:  # ConfigDef parses in definition order
        if key in configs:
            normalised[key] = _parsed(key, configs[key])
    if INTERVAL_MS in normalised:
        interval = int(normalised[INTERVAL_MS])
        if not MIN_INTERVAL_MS <= interval <= MAX_INTERVAL_MS:
            raise ClientMetricsConfigError(
                ErrorCode.INVALID_REQUEST,
                f"Invalid value {interval} for {INTERVAL_MS}, interval must be between "
                f"{MIN_INTERVAL_MS} and {MAX_INTERVAL_MS} (1 hour)")
    if MATCH in normalised:
        match_patterns(parse_list(normalised[MATCH]))
    return normalised


def _parsed(key: str, value: str) -> str:
    if CLIENT_METRICS_KEYS[key].type == "INT":
        text = value.strip(_JAVA_TRIM)
        if not re.fullmatch(r"[+-]?[0-9]+", text) or not -(1 << 31) <= int(text) < (1 << 31):
            raise ClientMetricsConfigError(
                ErrorCode.INVALID_CONFIG,
                f"Invalid value {value} for configuration {key}: Not a number of type INT")
        return str(int(text))
    # ConfigDef.parseValue drops repeated items (with a warning) before its validator runs.
    items = list(dict.fromkeys(parse_list(value)))
    if any(item == "" for item in items):
        raise ClientMetricsConfigError(ErrorCode.INVALID_CONFIG,
                                       f"Configuration '{key}' values must not be empty.")
    return ",".join(items)


def match_patterns(patterns: list[str]) -> dict[str, re.Pattern]:
    """The selectors of `match` items (`selector=regex`, split at `=` as Java's String.split
    splits, so `a=b=c` and `a=` are illegal) with their regexes; ClientMetricsConfigError
    (INVALID_CONFIG) for an illegal item."""
    compiled: dict[str, re.Pattern] = {}
    for pattern in patterns:
        parts = _java_split(pattern, "=")
        if len(parts) != 2 or parts[0].strip(_JAVA_TRIM) not in SELECTORS:
            raise _illegal(pattern)
        try:
            compiled[parts[0].strip(_JAVA_TRIM)] = re.compile(parts[1].strip(_JAVA_TRIM))
        except re.error:
            raise _illegal(pattern) from None
    return compiled


def _illegal(pattern: str) -> ClientMetricsConfigError:
    return ClientMetricsConfigError(ErrorCode.INVALID_CONFIG,
                                    f"Illegal client matching pattern: {pattern}")


def _java_split(text: str, separator: str) -> list[str]:
    """Java's String.split: no separator gives the text itself, else the parts without the
    trailing empty ones."""
    if separator not in text:
        return [text]
    parts = text.split(separator)
    while parts and parts[-1] == "":
        parts.pop()
    return parts


def subscription(name: str, configs: dict[str, str]) -> Subscription:
    """The subscription a resource's (checked) configs describe, defaults filled in."""
    return Subscription(
        name=name,
        metrics=parse_list(configs.get(METRICS, "")),
        interval_ms=int(configs.get(INTERVAL_MS, DEFAULT_INTERVAL_MS)),
        match=match_patterns(parse_list(configs.get(MATCH, ""))))

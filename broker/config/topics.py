"""Topic-level configs: Kafka's names, types, defaults and broker-level synonyms (LogConfig).

A topic stores only the configs set on it (CreateTopics configs); everything else resolves to
the broker's synonym (`min.insync.replicas`, `log.retention.ms`, ...) when the broker sets one,
else to Kafka's default. `resolve` gives the value with its DescribeConfigs source, so
DescribeConfigs, CreateTopics v5+ results and the partition log (e.g. `min.insync.replicas`)
read topic configs one way.
"""

from __future__ import annotations

from dataclasses import dataclass

from kafkasim.broker.config.settings import DEFAULTS as BROKER_DEFAULTS
from kafkasim.broker.config.settings import Config

# DescribeConfigs ConfigSource values.
DYNAMIC_TOPIC_CONFIG = 1
DYNAMIC_BROKER_CONFIG = 2
DYNAMIC_DEFAULT_BROKER_CONFIG = 3
STATIC_BROKER_CONFIG = 4
DEFAULT_CONFIG = 5

# DescribeConfigs ConfigType values (v3+).
BOOLEAN, STRING, INT, SHORT, LONG, DOUBLE, LIST, CLASS, PASSWORD = range(1, 10)

LONG_MAX = str(2**63 - 1)


@dataclass(frozen=True, slots=True)
class TopicConfigDef:
    name: str
    type: int
    default: str
    broker_synonym: str | None = None
    choices: tuple[str, ...] | None = None
    minimum: float | None = None


TOPIC_CONFIGS: dict[str, TopicConfigDef] = {
    d.name: d
    for d in (
        TopicConfigDef("cleanup.policy", LIST, "delete", "log.cleanup.policy",
                       choices=("delete", "compact")),
        TopicConfigDef("compression.gzip.level", INT, "-1", "compression.gzip.level"),
        TopicConfigDef("compression.lz4.level", INT, "9", "compression.lz4.level"),
        TopicConfigDef("compression.type", STRING, "producer", "compression.type",
                       choices=("uncompressed", "zstd", "lz4", "snappy", "gzip", "producer")),
        TopicConfigDef("compression.zstd.level", INT, "3", "compression.zstd.level"),
        TopicConfigDef("delete.retention.ms", LONG, "86400000",
                       "log.cleaner.delete.retention.ms", minimum=0),
        TopicConfigDef("file.delete.delay.ms", LONG, "60000", "log.segment.delete.delay.ms",
                       minimum=0),
        TopicConfigDef("flush.messages", LONG, LONG_MAX, "log.flush.interval.messages",
                       minimum=1),
        TopicConfigDef("flush.ms", LONG, LONG_MAX, "log.flush.interval.ms", minimum=0),
        TopicConfigDef("follower.replication.throttled.replicas", LIST, ""),
        TopicConfigDef("index.interval.bytes", INT, "4096", "log.index.interval.bytes",
                       minimum=0),
        TopicConfigDef("leader.replication.throttled.replicas", LIST, ""),
        TopicConfigDef("local.retention.bytes", LONG, "-2", "log.local.retention.bytes",
                       minimum=-2),
        TopicConfigDef("local.retention.ms", LONG, "-2", "log.local.retention.ms", minimum=-2),
        TopicConfigDef("max.compaction.lag.ms", LONG, LONG_MAX,
                       "log.cleaner.max.compaction.lag.ms", minimum=1),
        TopicConfigDef("max.message.bytes", INT, "1048588", "message.max.bytes", minimum=0),
        TopicConfigDef("message.timestamp.after.max.ms", LONG, "3600000",
                       "log.message.timestamp.after.max.ms", minimum=0),
        TopicConfigDef("message.timestamp.before.max.ms", LONG, LONG_MAX,
                       "log.message.timestamp.before.max.ms", minimum=0),
        TopicConfigDef("message.timestamp.type", STRING, "CreateTime",
                       "log.message.timestamp.type", choices=("CreateTime", "LogAppendTime")),
        TopicConfigDef("min.cleanable.dirty.ratio", DOUBLE, "0.5",
                       "log.cleaner.min.cleanable.ratio", minimum=0),
        TopicConfigDef("min.compaction.lag.ms", LONG, "0", "log.cleaner.min.compaction.lag.ms",
                       minimum=0),
        TopicConfigDef("min.insync.replicas", INT, "1", "min.insync.replicas", minimum=1),
        TopicConfigDef("preallocate", BOOLEAN, "false", "log.preallocate"),
        TopicConfigDef("remote.storage.enable", BOOLEAN, "false"),
        TopicConfigDef("retention.bytes", LONG, "-1", "log.retention.bytes"),
        TopicConfigDef("retention.ms", LONG, "604800000", "log.retention.ms", minimum=-1),
        TopicConfigDef("segment.bytes", INT, "1073741824", "log.segment.bytes", minimum=14),
        TopicConfigDef("segment.index.bytes", INT, "10485760", "log.index.size.max.bytes",
                       minimum=4),
        TopicConfigDef("segment.jitter.ms", LONG, "0", "log.roll.jitter.ms", minimum=0),
        TopicConfigDef("segment.ms", LONG, "604800000", "log.roll.ms", minimum=1),
        TopicConfigDef("unclean.leader.election.enable", BOOLEAN, "false",
                       "unclean.leader.election.enable"),
    )
}


class InvalidConfigError(ValueError):
    """A topic config name or value Kafka would reject with INVALID_CONFIG."""


def validate(configs: dict[str, str | None]) -> dict[str, str]:
    """Check names and values as Kafka's LogConfig.validate does; return the normalised map."""
    checked: dict[str, str] = {}
    for name, value in configs.items():
        definition = TOPIC_CONFIGS.get(name)
        if definition is None:
            raise InvalidConfigError(f"Unknown topic config name: {name}")
        if value is None:
            raise InvalidConfigError(f"Null value not supported for topic configs: {name}")
        checked[name] = _check_value(definition, value.strip())
    return checked


def _check_value(definition: TopicConfigDef, value: str) -> str:
    def invalid(reason: str) -> InvalidConfigError:
        return InvalidConfigError(
            f"Invalid value {value} for configuration {definition.name}: {reason}"
        )

    if definition.type == BOOLEAN:
        if value.lower() not in ("true", "false"):
            raise invalid("Expected value to be either true or false")
        return value.lower()
    if definition.type in (INT, LONG, DOUBLE):
        try:
            number = float(value) if definition.type == DOUBLE else int(value)
        except ValueError:
            raise invalid("Not a number of type " +
                          {INT: "INT", LONG: "LONG", DOUBLE: "DOUBLE"}[definition.type]) from None
        if definition.type == INT and not -(2**31) <= number < 2**31:
            raise invalid("Not a number of type INT")
        if definition.minimum is not None and number < definition.minimum:
            raise invalid(f"Value must be at least {definition.minimum:g}")
        return value
    if definition.choices is not None:
        items = [item.strip() for item in value.split(",")] if definition.type == LIST else [value]
        for item in items:
            if item not in definition.choices:
                raise invalid(f"String must be one of: {', '.join(definition.choices)}")
    return value


def resolve(name: str, topic_configs: dict[str, str], broker_config: Config) -> tuple[str, int]:
    """The effective value of topic config `name` and its DescribeConfigs source."""
    if name in topic_configs:
        return topic_configs[name], DYNAMIC_TOPIC_CONFIG
    definition = TOPIC_CONFIGS[name]
    synonym = definition.broker_synonym
    if synonym is not None:
        value = broker_config.get(synonym)
        if value is not None and (synonym not in BROKER_DEFAULTS or
                                  BROKER_DEFAULTS[synonym] != value):
            return value, STATIC_BROKER_CONFIG
        if value is not None:
            return value, DEFAULT_CONFIG
    return definition.default, DEFAULT_CONFIG




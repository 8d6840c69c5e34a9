"""The one table of Kafka config keys kafkasim knows: broker and topic scope, with Kafka's
names, types, defaults and valid ranges.

The facts come from the reference Kafka broker's own ConfigDefs (`kafka_configs.json`, written
by scripts/reference/dump-configs.sh from the jars `make reference` resolves): every key Kafka
accepts is recognised here. Which of them kafkasim *models* (reads and acts on) is ours, in
`MODELLED_BROKER` and `MODELLED_TOPIC`; a recognised key that is not modelled is accepted,
reported by DescribeConfigs with a documentation line saying so, and listed in FEATURES.md.

`ConfigKey.check(text)` validates a value as Kafka's ConfigDef.parse does (type, then the
validator: ranges such as `[1,...]`, `[0,...,100]`, or a list of allowed strings) and returns
it normalised, or raises `InvalidConfigError` with Kafka's wording plus the valid values.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

BROKER = "broker"
TOPIC = "topic"

# DescribeConfigs ConfigType values (v3+), by Kafka's ConfigDef.Type name.
CONFIG_TYPES = {"BOOLEAN": 1, "STRING": 2, "INT": 3, "SHORT": 4, "LONG": 5, "DOUBLE": 6,
                "LIST": 7, "CLASS": 8, "PASSWORD": 9}
_INTEGER_BITS = {"SHORT": 16, "INT": 32, "LONG": 64}
# What Java's String.trim removes, as ConfigDef.parseType trims a value: every character up
# to the space (Python's str.strip removes other characters, and not the controls below \t).
_JAVA_TRIM = "".join(chr(code) for code in range(0x21))

# Broker keys whose values kafkasim reads. Everything else Kafka defines is accepted as is.
MODELLED_BROKER = frozenset({
    "advertised.listeners", "authorizer.class.name", "auto.create.topics.enable",
    "broker.heartbeat.interval.ms",
    "broker.id", "broker.rack", "broker.session.timeout.ms", "connections.max.idle.ms",
    "default.replication.factor", "follower.fetch.last.tiered.offset.enable",
    "group.consumer.assignment.interval.ms", "group.consumer.assignors",
    "group.consumer.heartbeat.interval.ms", "group.consumer.max.size",
    "group.consumer.migration.policy", "group.consumer.regex.refresh.interval.ms",
    "group.consumer.session.timeout.ms",
    "group.initial.rebalance.delay.ms", "group.max.session.timeout.ms",
    "group.min.session.timeout.ms", "log.cleaner.backoff.ms", "log.cleaner.dedupe.buffer.size",
    "log.cleaner.delete.retention.ms", "log.cleaner.enable",
    "log.cleaner.io.buffer.load.factor", "log.cleaner.max.compaction.lag.ms",
    "log.cleaner.min.cleanable.ratio", "log.cleaner.min.compaction.lag.ms",
    "log.cleaner.threads", "log.cleanup.policy", "log.flush.offset.checkpoint.interval.ms",
    "log.initial.task.delay.ms",
    "log.local.retention.bytes", "log.local.retention.ms", "log.message.timestamp.after.max.ms",
    "log.message.timestamp.before.max.ms", "log.retention.bytes",
    "log.retention.check.interval.ms", "log.retention.hours", "log.retention.minutes",
    "log.retention.ms", "log.roll.hours", "log.roll.ms", "log.segment.bytes", "max.connections",
    "max.decompressed.message.bytes",
    "max.connections.per.ip", "max.connections.per.ip.overrides",
    "max.incremental.fetch.session.cache.slots", "message.max.bytes",
    "min.incremental.fetch.session.eviction.ms", "min.insync.replicas", "node.id",
    "num.partitions", "offset.metadata.max.bytes", "offsets.topic.num.partitions",
    "offsets.topic.replication.factor", "offsets.topic.segment.bytes", "queued.max.request.bytes",
    "remote.fetch.max.wait.ms", "remote.list.offsets.request.timeout.ms",
    "remote.log.manager.task.interval.ms", "remote.log.manager.task.retry.backoff.ms",
    "remote.log.storage.manager.class.name", "remote.log.storage.system.enable",
    "replica.fetch.backoff.ms", "replica.fetch.max.bytes", "replica.fetch.min.bytes",
    "replica.fetch.response.max.bytes", "replica.fetch.wait.max.ms",
    "replica.high.watermark.checkpoint.interval.ms", "replica.lag.time.max.ms",
    "replica.selector.class", "request.timeout.ms", "socket.request.max.bytes",
    "telemetry.max.bytes",
    "transaction.abort.timed.out.transaction.cleanup.interval.ms", "transaction.max.timeout.ms",
    "transaction.remove.expired.transaction.cleanup.interval.ms", "transactional.id.expiration.ms",
    "transaction.partition.verification.enable", "transaction.state.log.min.isr",
    "add.partitions.to.txn.retry.backoff.ms", "add.partitions.to.txn.retry.backoff.max.ms",
    "transaction.state.log.num.partitions", "transaction.state.log.replication.factor",
    "transaction.state.log.segment.bytes", "unclean.leader.election.enable",
})
# Topic keys whose values kafkasim reads.
MODELLED_TOPIC = frozenset({
    "cleanup.policy", "delete.retention.ms", "internal.segment.bytes", "local.retention.bytes",
    "local.retention.ms", "max.compaction.lag.ms", "max.decompressed.message.bytes",
    "max.message.bytes",
    "message.timestamp.after.max.ms", "message.timestamp.before.max.ms",
    "min.cleanable.dirty.ratio", "min.compaction.lag.ms", "min.insync.replicas",
    "remote.log.copy.disable", "remote.storage.enable", "retention.bytes", "retention.ms",
    "segment.bytes", "segment.ms", "unclean.leader.election.enable",
})

_RANGE = re.compile(r"^\[(?P<low>[^,\]]+),\.\.\.(?:,(?P<high>[^\]]+))?\](?: or (?P<also>\S+))?$")
_CHOICES = re.compile(r"^(?P<insensitive>\(case insensitive\) )?\[(?P<items>[^\]]*)\]$")
# SocketServerConfigs.listenerListToEndPoints: what `listeners` and `advertised.listeners`
# entries must look like (NAME://host:port, the host in brackets or empty).
_ENDPOINT = re.compile(r"(.*)://\[?([0-9a-zA-Z\-%._:]*)\]?:(-?[0-9]+)")
_ENDPOINT_LISTS = ("listeners", "advertised.listeners")


class InvalidConfigError(ValueError):
    """A config name or value Kafka would reject (INVALID_CONFIG over the wire)."""


@dataclass(frozen=True, slots=True)
class ConfigKey:
    """One Kafka config key: its facts, and whether kafkasim acts on it."""

    name: str
    scope: str
    type: str
    default: str | None  # None: no default (Kafka's null), or derived from another key
    validator: str | None  # Kafka's validator, as its toString reads ("[1,...]", "[a, b]")
    synonym: str | None  # a topic key's broker-level key
    dynamic: str | None  # a broker key's dynamic update mode (per-broker, cluster-wide)
    modelled: bool
    kafkasim_only: bool = False  # a setting of kafkasim's own, for what Kafka hard-codes
    # A key Kafka's broker passes to a plugin (under its prefix: rsm.config., rlmm.config.;
    # or whole, as the authorizer's): the plugin's name for what the key means to it.
    plugin: str | None = None

    @property
    def config_type(self) -> int:
        """The DescribeConfigs ConfigType of this key."""
        return CONFIG_TYPES[self.type]

    @property
    def documentation(self) -> str:
        """What DescribeConfigs says of this key (ours, not Kafka's prose)."""
        if self.plugin is not None:
            return (f"{self.plugin} setting {self.name} ({self.type}), which the broker passes "
                    f"to it; modelled by kafkasim.")
        if self.kafkasim_only:
            return f"kafkasim {self.scope} setting {self.name} ({self.type}); not a Kafka config."
        role = "modelled by kafkasim" if self.modelled else \
            "recognised, not modelled by kafkasim (accepted and reported, no effect)"
        return f"Kafka {self.scope} config {self.name} ({self.type}); {role}."

    def valid_values(self) -> str:
        """The valid values, for messages: Kafka's validator text, else the type."""
        return self.validator or f"any {self.type}"

    def check(self, value: str | None) -> str | None:
        """`value` parsed as Kafka parses it, normalised; InvalidConfigError when Kafka would
        refuse it. None stays None (an unset value)."""
        if value is None:
            return None
        text = value.strip(_JAVA_TRIM)
        if self.type == "BOOLEAN":
            if text.lower() not in ("true", "false"):
                raise self._invalid(value, "Expected value to be either true or false")
            return text.lower()
        if self.type in _INTEGER_BITS:
            bits = _INTEGER_BITS[self.type]
            try:
                # Python's int reads 1_000 and skips Unicode spaces; Java's parseLong does not
                if "_" in text or text != text.strip():
                    raise ValueError(text)
                number = int(text)
            except ValueError:
                raise self._invalid(value, f"Not a number of type {self.type}") from None
            if not -(2 ** (bits - 1)) <= number < 2 ** (bits - 1):
                raise self._invalid(value, f"Not a number of type {self.type}")
            self._check_range(value, number)
            return str(number)
        if self.type == "DOUBLE":
            try:
                number = float(text)
            except ValueError:
                raise self._invalid(value, "Not a number of type DOUBLE") from None
            self._check_range(value, number)
            return text
        if self.type == "LIST":
            items = [item.strip() for item in text.split(",")] if text else []
            self._check_choices(value, items)
            if self.validator == "non-empty list" and not items:
                raise self._invalid(value, "Empty list")
            if self.name in _ENDPOINT_LISTS:
                for item in items:
                    if not _ENDPOINT.fullmatch(item):
                        raise InvalidConfigError(f"Unable to parse {item} to a broker endpoint")
            return ",".join(items)
        self._check_choices(value, [text])
        if self.validator in ("non-empty string", "non-null string") and not text \
                and self.validator == "non-empty string":
            raise self._invalid(value, "String may not be empty")
        return text

    def _check_range(self, value: str, number: float) -> None:
        match = _RANGE.match(self.validator or "")
        if match is None:
            return
        if match["also"] is not None and number == float(match["also"]):
            return
        low, high = float(match["low"]), match["high"]
        if number < low:
            raise self._invalid(value, f"Value must be at least {match['low']}")
        if high is not None and number > float(high):
            raise self._invalid(value, f"Value must be no more than {high}")

    def _check_choices(self, value: str, items: list[str]) -> None:
        match = _CHOICES.match(self.validator or "")
        if match is None or "..." in match["items"] or ":" in match["items"]:
            return
        allowed = [item.strip() for item in match["items"].split(",")]
        insensitive = match["insensitive"] is not None
        folded = {item.lower() for item in allowed} if insensitive else set(allowed)
        for item in items:
            if (item.lower() if insensitive else item) not in folded:
                raise self._invalid(value, f"String must be one of: {', '.join(allowed)}")

    def _invalid(self, value: str, reason: str) -> InvalidConfigError:
        return InvalidConfigError(f"Invalid value {value} for configuration {self.name}: "
                                  f"{reason} (valid: {self.valid_values()})")


def _load() -> tuple[str, dict[str, ConfigKey], dict[str, ConfigKey]]:
    facts = json.loads(Path(__file__).with_name("kafka_configs.json").read_text())
    tables: dict[str, dict[str, ConfigKey]] = {BROKER: {}, TOPIC: {}}
    for row in facts["configs"]:
        scope = row["scope"]
        modelled = row["name"] in (MODELLED_BROKER if scope == BROKER else MODELLED_TOPIC)
        default = None if row["default"] == "<required>" else row["default"]
        tables[scope][row["name"]] = ConfigKey(
            name=row["name"], scope=scope, type=row["type"], default=default,
            validator=row["validator"], synonym=row["synonym"], dynamic=row["dynamic"],
            modelled=modelled)
    for key in KAFKASIM_BROKER_KEYS:
        tables[BROKER][key.name] = key
    return facts["kafka_version"], tables[BROKER], tables[TOPIC]


_SIMULATED_STORE = "kafkasim's simulated remote store (RemoteStorageManager)"
DECOMPRESSED_BATCH_MAX_BYTES = "kafkasim.decompressed.batch.max.bytes"
CLIENT_TELEMETRY_RECEIVER = "kafkasim.client.telemetry.receiver.enable"
REPLICATION_IN_PROCESS = "kafkasim.replication.in.process.enable"
# The switch's default, for running a whole test set with the in-process channel off (or on)
# without naming it in every cluster's config: `true` or `false`.
REPLICATION_IN_PROCESS_ENV = "KAFKASIM_REPLICATION_IN_PROCESS"
_TOPIC_BASED_RLMM = "Kafka's TopicBasedRemoteLogMetadataManager"
_STANDARD_AUTHORIZER = "Kafka's StandardAuthorizer"


def _boolean_from_environment(variable: str, default: str) -> str:
    """A BOOLEAN key's default from environment variable `variable` ("true" or "false", any
    case), else `default`; any other value is refused at import, so a misspelt switch in CI
    fails loudly."""
    value = os.environ.get(variable)
    if value is None:
        return default
    if value.strip().lower() not in ("true", "false"):
        raise ValueError(f"{variable}={value!r}: expected true or false")
    return value.strip().lower()


def _remote_store_key(name: str, type_: str, default: str | None, validator: str | None
                      ) -> ConfigKey:
    return ConfigKey(name, BROKER, type_, default, validator, None, None, modelled=True,
                     kafkasim_only=True, plugin=_SIMULATED_STORE)


# kafkasim's own broker settings, for values Kafka hard-codes (so tests can shorten them), and
# the plugin settings Kafka passes to its remote storage and remote log metadata managers under
# their prefixes (`remote.log.storage.manager.impl.prefix`, `...metadata.manager.impl.prefix`).
KAFKASIM_BROKER_KEYS = (
    # Kafka's FetchSessionCache evicts sessions unused for 120 s (a constant in KafkaServer).
    ConfigKey("min.incremental.fetch.session.eviction.ms", BROKER, "LONG", "120000", "[0,...]",
              None, None, modelled=True, kafkasim_only=True),
    # A guard Kafka does not have: a produced batch whose records decompress to more than
    # this is refused (MESSAGE_TOO_LARGE with a message naming this key), so that a small
    # compression bomb cannot take the broker's memory. Kafka applies message.max.bytes to the
    # batch as sent and streams the records; real producers send batches of at most a few MiB
    # decompressed, far below the default (FEATURES.md, Hostile input).
    ConfigKey(DECOMPRESSED_BATCH_MAX_BYTES, BROKER, "LONG", str(128 << 20), "[1,...]", None,
              None, modelled=True, kafkasim_only=True),
    # Kafka advertises and exports client telemetry (KIP-714) only when a metrics reporter
    # implementing ClientTelemetry is configured (`metric.reporters`, a Java class): this
    # stands for one. On, ApiVersions lists GetTelemetrySubscriptions and PushTelemetry and
    # pushed metrics are decoded and kept for the harness (broker/control/telemetry.py); off,
    # the brokers still answer both APIs, as Kafka does, and drop what is pushed.
    ConfigKey(CLIENT_TELEMETRY_RECEIVER, BROKER, "BOOLEAN", "false", None, None, None,
              modelled=True, kafkasim_only=True),
    # The simulated store: where it keeps segments (LocalTieredStorage's key name) and how
    # slow and unreliable each kind of operation is (broker/storage/remote.py).
    # Replica fetchers reach a leader of the same process without a socket
    # (broker/network/local_channel.py); off, every follower fetches over TCP. Its default
    # comes from the environment variable REPLICATION_IN_PROCESS_ENV when set.
    ConfigKey(REPLICATION_IN_PROCESS, BROKER, "BOOLEAN",
              _boolean_from_environment(REPLICATION_IN_PROCESS_ENV, "true"), None, None, None,
              modelled=True, kafkasim_only=True),
    _remote_store_key("rsm.config.dir", "STRING", None, None),
    *(_remote_store_key(f"rsm.config.{operation}.latency.ms", "LONG", "0", "[0,...]")
      for operation in ("copy", "fetch", "delete")),
    _remote_store_key("rsm.config.bytes.per.second", "LONG", "0", "[0,...]"),
    *(_remote_store_key(f"rsm.config.{operation}.failure.rate", "DOUBLE", "0.0", "[0.0,...,1.0]")
      for operation in ("copy", "fetch", "delete")),
    # TopicBasedRemoteLogMetadataManagerConfig: the `__remote_log_metadata` topic's shape.
    ConfigKey("rlmm.config.remote.log.metadata.topic.num.partitions", BROKER, "INT", "50",
              "[1,...]", None, None, modelled=True, plugin=_TOPIC_BASED_RLMM),
    ConfigKey("rlmm.config.remote.log.metadata.topic.replication.factor", BROKER, "SHORT", "3",
              "[1,...]", None, None, modelled=True, plugin=_TOPIC_BASED_RLMM),
    # The authorizer's own settings (`authorizer.class.name` is Kafka's, in the table): read
    # by StandardAuthorizer from the broker's configuration, not keys of KafkaConfig.
    ConfigKey("super.users", BROKER, "STRING", None, None, None, None, modelled=True,
              plugin=_STANDARD_AUTHORIZER),
    ConfigKey("allow.everyone.if.no.acl.found", BROKER, "BOOLEAN", "false", None, None, None,
              modelled=True, plugin=_STANDARD_AUTHORIZER),
)


KAFKA_VERSION, BROKER_KEYS, TOPIC_KEYS = _load()

# Broker keys whose default Kafka derives from a coarser key (KafkaConfig): the millisecond
# key wins, then minutes, then hours.
DERIVED_DEFAULTS: dict[str, tuple[tuple[str, int], ...]] = {
    "log.retention.ms": (("log.retention.minutes", 60_000), ("log.retention.hours", 3_600_000)),
    "log.roll.ms": (("log.roll.hours", 3_600_000),),
    "log.roll.jitter.ms": (("log.roll.jitter.hours", 3_600_000),),
}


def broker_key(name: str) -> ConfigKey:
    """The broker key `name`; InvalidConfigError naming it when Kafka has no such key (with
    the broker key to use when `name` is a topic key)."""
    key = BROKER_KEYS.get(name)
    if key is not None:
        return key
    topic = TOPIC_KEYS.get(name)
    if topic is not None:
        hint = f"; its broker-wide default is {topic.synonym}" if topic.synonym else ""
        raise InvalidConfigError(f"{name} is a topic config, not a broker config{hint}")
    raise InvalidConfigError(f"Unknown broker config {name} (Kafka {KAFKA_VERSION} has no such key)")


def topic_key(name: str) -> ConfigKey:
    """The topic key `name`; InvalidConfigError as Kafka's LogConfig.validateNames words it."""
    key = TOPIC_KEYS.get(name)
    if key is None:
        raise InvalidConfigError(f"Unknown topic config name: {name}")
    return key

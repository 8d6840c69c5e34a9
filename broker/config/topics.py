"""Topic-level configs: Kafka's names, types, defaults and broker-level synonyms (LogConfig).

A topic stores only the configs set on it (CreateTopics configs, IncrementalAlterConfigs);
everything else resolves to the broker's synonym (`min.insync.replicas`, `log.retention.ms`,
...) when the broker sets one, else to Kafka's default. `resolve` gives the value with its
DescribeConfigs source, so DescribeConfigs, CreateTopics v5+ results and the partition log
(e.g. `min.insync.replicas`) read topic configs one way. The keys themselves are the topic
half of the config table (broker/config/definitions.py).
"""

from __future__ import annotations

from collections.abc import Mapping

from kafkasim.broker.config.definitions import (
    TOPIC_KEYS,
    ConfigKey,
    InvalidConfigError,
    topic_key,
)
from kafkasim.broker.config.settings import Config

__all__ = ["DESCRIBED_TOPIC_KEYS", "InvalidConfigError", "resolve", "validate",
           "validate_remote_storage"]

# DescribeConfigs ConfigSource values.
DYNAMIC_TOPIC_CONFIG = 1
DYNAMIC_BROKER_CONFIG = 2
DYNAMIC_DEFAULT_BROKER_CONFIG = 3
STATIC_BROKER_CONFIG = 4
DEFAULT_CONFIG = 5

# The topic keys DescribeConfigs and CreateTopics v5+ list: Kafka's internal keys (those
# tests use to go below a public minimum) are accepted but not listed.
DESCRIBED_TOPIC_KEYS: dict[str, ConfigKey] = {
    name: key for name, key in TOPIC_KEYS.items() if not name.startswith("internal.")
}


def validate(configs: dict[str, str | None]) -> dict[str, str]:
    """Check names and values as Kafka's LogConfig.validate does; return the normalised map."""
    checked: dict[str, str] = {}
    for name, value in configs.items():
        key = topic_key(name)
        if value is None:
            raise InvalidConfigError(f"Null value not supported for topic configs: {name}")
        checked[name] = key.check(value)
    return checked


def validate_remote_storage(configs: dict[str, str], broker_config: Config,
                            previous: dict[str, str] | None = None) -> None:
    """The remote-storage rules of Kafka's LogConfig.validate for a topic whose configs become
    `configs` (`previous`: its configs before, for an alteration); InvalidConfigError with
    Kafka's message when one is broken:
    - `remote.storage.enable=true` needs the broker's `remote.log.storage.system.enable`;
    - a compacted topic cannot use the remote tier;
    - `local.retention.ms` / `local.retention.bytes` may not be -1 or exceed `retention.ms` /
      `retention.bytes` while those are not unlimited (-2 means the same as them);
    - turning the remote tier off again is refused (Kafka deletes the remote data when
      `remote.log.delete.on.disable=true`; kafkasim does not model that)."""
    def value(name: str, source: dict[str, str]) -> str:
        return resolve(name, source, broker_config)[0]

    enabled = value("remote.storage.enable", configs) == "true"
    if previous is not None and value("remote.storage.enable", previous) == "true" \
            and not enabled:
        if value("remote.log.delete.on.disable", configs) != "true":
            raise InvalidConfigError(
                "It is invalid to disable remote storage without deleting remote data. If you "
                "want to keep the remote data and turn to read only, please set "
                "`remote.storage.enable=true,remote.log.copy.disable=true`. If you want to "
                "disable remote storage and delete all remote data, please set "
                "`remote.storage.enable=false,remote.log.delete.on.disable=true`.")
        raise InvalidConfigError("Disabling remote storage with remote.log.delete.on.disable="
                                 "true is not modelled by kafkasim.")
    if not enabled:
        return
    if not broker_config.get_bool("remote.log.storage.system.enable"):
        raise InvalidConfigError("Tiered Storage functionality is disabled in the broker. "
                                 "Topic cannot be configured with remote log storage.")
    policy = value("cleanup.policy", configs)
    if "compact" in {item.strip() for item in policy.split(",")}:
        raise InvalidConfigError(f"Invalid value {policy} for configuration cleanup.policy: "
                                 "Remote log storage is unsupported for the compacted topics")
    for total_name, local_name in (("retention.ms", "local.retention.ms"),
                                   ("retention.bytes", "local.retention.bytes")):
        total, local = int(value(total_name, configs)), int(value(local_name, configs))
        if total == -1 or local == -2:
            continue
        if local == -1:
            raise InvalidConfigError(f"Invalid value -1 for configuration {local_name}: Value "
                                     f"must not be -1 as {total_name} value is set as {total}.")
        if local > total:
            raise InvalidConfigError(f"Invalid value {local} for configuration {local_name}: "
                                     f"Value must not be more than {total_name} property "
                                     f"value: {total}")


def resolve(name: str, topic_configs: dict[str, str], broker_config: Config,
            dynamic: Mapping[str, Mapping[str, str]] | None = None,
            node_id: int | None = None) -> tuple[str, int]:
    """The effective value of topic config `name` and its DescribeConfigs source. With
    `dynamic` (the metadata image's broker configs: "" the cluster-wide defaults, "<id>" one
    broker's), a broker synonym set dynamically reports DYNAMIC_BROKER_CONFIG or
    DYNAMIC_DEFAULT_BROKER_CONFIG, as Kafka's DescribeConfigs does."""
    if name in topic_configs:
        return topic_configs[name], DYNAMIC_TOPIC_CONFIG
    key = TOPIC_KEYS[name]
    synonym = key.synonym
    if synonym is not None:
        if dynamic:
            per_broker = dynamic.get(str(node_id), {}) if node_id is not None else {}
            if synonym in per_broker:
                return per_broker[synonym], DYNAMIC_BROKER_CONFIG
            if synonym in dynamic.get("", {}):
                return dynamic[""][synonym], DYNAMIC_DEFAULT_BROKER_CONFIG
        value = broker_config.get(synonym)
        if value is not None:
            return value, DEFAULT_CONFIG if broker_config.is_default(synonym) \
                else STATIC_BROKER_CONFIG
    return key.default, DEFAULT_CONFIG

"""Config changes: IncrementalAlterConfigs and AlterConfigs, as Kafka's broker preprocesses them
(ConfigAdminManager) and its controller applies them (ConfigurationControlManager).

A change is a `config` metadata record per key (resource type and name, key, value; a null
value deletes), which every broker applies: topic configs to the topic in its image, broker
configs to its dynamic settings (cluster-wide for resource name "", or its own id).

Order of checks, as Kafka answers them:
1. On the broker that received the request (`preprocess`): a resource named twice in one
   request -> INVALID_REQUEST for both; a key twice in one resource -> INVALID_REQUEST; a null
   value for an operation other than DELETE -> INVALID_REQUEST; an unknown resource type ->
   INVALID_REQUEST; for BROKER resources, a name other than "" or this broker's id ->
   INVALID_REQUEST, and keys Kafka cannot update dynamically or values it would refuse ->
   INVALID_REQUEST (KAFKA-13609 keeps that code). The rest is forwarded to the controller.
2. On the controller (`incremental_alter` / `legacy_alter`): APPEND or SUBTRACT on a key whose
   type is not LIST -> INVALID_CONFIG; the resulting topic configs are validated as a whole
   (INVALID_CONFIG with Kafka's message; an illegal topic name INVALID_TOPIC_EXCEPTION); then a
   topic that does not exist -> UNKNOWN_TOPIC_OR_PARTITION. Group and client-metrics configs
   are validated as a whole too (broker/config/groups.py, client_metrics.py), and need no
   resource to exist. ValidateOnly writes nothing.
3. With eligible leader replicas on (KIP-966, Kafka's ConfigurationControlManager): a broker's
   own `min.insync.replicas` may not be set or deleted, nor the cluster-wide one deleted
   (INVALID_CONFIG); a change of a topic's or the cluster's `min.insync.replicas` empties the
   ELR of that topic's or every partition (broker/controller/partitions.py's clear_elr).
"""

from __future__ import annotations

import contextlib
from collections import Counter
from dataclasses import dataclass

from kafkasim.broker.config.client_metrics import (
    CLIENT_METRICS_RESOURCE,
    ClientMetricsConfigError,
)
from kafkasim.broker.config.client_metrics import check as check_client_metrics
from kafkasim.broker.config.definitions import BROKER_KEYS, TOPIC_KEYS, InvalidConfigError
from kafkasim.broker.config.groups import GROUP_KEYS, GroupConfigError
from kafkasim.broker.config.groups import check as check_group_config
from kafkasim.broker.config.topics import validate, validate_remote_storage
from kafkasim.broker.controller.partitions import clear_elr, elr_enabled
from kafkasim.broker.controller.topics import topic_name_error
from kafkasim.broker.metadata.records import config_record
from kafkasim.protocol.errors import ErrorCode

TOPIC, BROKER, BROKER_LOGGER, CLIENT_METRICS, GROUP = 2, 4, 8, CLIENT_METRICS_RESOURCE, 32
SET, DELETE, APPEND, SUBTRACT = 0, 1, 2, 3
_OPERATION_NAMES = {SET: "SET", DELETE: "DELETE", APPEND: "APPEND", SUBTRACT: "SUBTRACT"}


@dataclass(slots=True)
class ConfigChange:
    """One resource of a request: its key -> (operation, value) changes, and its outcome."""

    resource_type: int
    resource_name: str
    operations: dict[str, tuple[int, str | None]]
    error_code: int = ErrorCode.NONE
    error_message: str | None = None

    def fail(self, code: int, message: str | None) -> None:
        if self.error_code == ErrorCode.NONE:
            self.error_code, self.error_message = code, message

    @property
    def failed(self) -> bool:
        return self.error_code != ErrorCode.NONE


def changes_of(resources, incremental: bool) -> list[ConfigChange]:
    """The request's resources as ConfigChanges, with the per-request checks applied."""
    counts = Counter((resource.resource_type, resource.resource_name) for resource in resources)
    changes = []
    for resource in resources:
        operations: dict[str, tuple[int, str | None]] = {}
        names = [config.name for config in resource.configs]
        for config in resource.configs:
            operation = config.config_operation if incremental else SET
            operations[config.name] = (operation, config.value)
        change = ConfigChange(resource.resource_type, resource.resource_name, operations)
        changes.append(change)
        if counts[(resource.resource_type, resource.resource_name)] > 1:
            change.fail(ErrorCode.INVALID_REQUEST, "Each resource must appear at most once.")
        elif len(set(names)) != len(names):
            change.fail(ErrorCode.INVALID_REQUEST, "Error due to duplicate config keys")
        else:
            nulls = [name for name, (operation, value) in operations.items()
                     if operation != DELETE and value is None]
            if nulls:
                change.fail(ErrorCode.INVALID_REQUEST,
                            "Null value not supported for : " + ", ".join(nulls))
    return changes


def preprocess(changes: list[ConfigChange], node_id: int) -> None:
    """The receiving broker's checks (Kafka's ConfigAdminManager.preprocess)."""
    for change in changes:
        if change.failed:
            continue
        if change.resource_type == BROKER:
            _preprocess_broker(change, node_id)
        elif change.resource_type == BROKER_LOGGER:
            change.fail(ErrorCode.INVALID_REQUEST,
                        "kafkasim has no broker loggers to configure (BROKER_LOGGER)")
        elif change.resource_type == GROUP:
            if not change.resource_name:
                change.fail(ErrorCode.INVALID_REQUEST, "Default group resources are not allowed.")
        elif change.resource_type not in (TOPIC, CLIENT_METRICS):
            change.fail(ErrorCode.INVALID_REQUEST,
                        f"Unknown resource type {change.resource_type}")


def _preprocess_broker(change: ConfigChange, node_id: int) -> None:
    name = change.resource_name
    if name:
        if not name.lstrip("-").isdigit():
            change.fail(ErrorCode.INVALID_REQUEST, f"Node id must be an integer, but it is: {name}")
            return
        if int(name) != node_id:
            change.fail(ErrorCode.INVALID_REQUEST,
                        f"Unexpected broker id, expected {node_id}, but received {name}")
            return
    static = sorted(key for key in change.operations
                    if key not in BROKER_KEYS or BROKER_KEYS[key].dynamic is None)
    if static:
        change.fail(ErrorCode.INVALID_REQUEST,
                    f"Cannot update these configs dynamically: Set({', '.join(static)})")
        return
    per_broker = sorted(key for key in change.operations
                        if BROKER_KEYS[key].dynamic == "per-broker")
    if not name and per_broker:
        change.fail(ErrorCode.INVALID_REQUEST,
                    "Cannot update these configs at default cluster level, broker id must be "
                    f"specified: Set({', '.join(per_broker)})")
        return
    for key, (operation, value) in change.operations.items():
        if operation in (APPEND, SUBTRACT) and BROKER_KEYS[key].type != "LIST":
            change.fail(ErrorCode.INVALID_CONFIG,
                        f"Config value append is not allowed for config key: {key}")
            return
        try:
            BROKER_KEYS[key].check(value)
        except InvalidConfigError as error:
            change.fail(ErrorCode.INVALID_REQUEST, str(error))
            return


def apply(controller, changes: list[ConfigChange], validate_only: bool,
          incremental: bool) -> None:
    """The controller's part: compute each resource's new configs, validate, write records."""
    image = controller.metadata
    records: list[dict] = []
    for change in changes:
        if change.failed:
            continue
        if change.resource_type == TOPIC:
            topic = image.topics.get(change.resource_name)
            current = dict(topic.configs) if topic is not None else {}
        elif change.resource_type == GROUP:
            current = dict(image.group_configs.get(change.resource_name, {}))
        elif change.resource_type == CLIENT_METRICS:
            current = dict(image.client_metrics.get(change.resource_name, {}))
        else:
            current = dict(image.broker_configs.get(change.resource_name, {}))
        updated = _updated(change, current, incremental)
        if updated is None:
            continue
        if change.resource_type == GROUP and not _group_valid(change, updated,
                                                              controller.config):
            continue
        if change.resource_type == CLIENT_METRICS:
            try:
                updated = check_client_metrics(change.resource_name, updated)
            except ClientMetricsConfigError as error:
                change.fail(error.code, str(error))
                continue
        if change.resource_type == TOPIC and not _topic_valid(change, updated, image,
                                                              controller.config, current):
            continue
        # Stored as checked (trimmed, numbers and booleans in their plain form), as CreateTopics
        # stores them: every reader of the image parses the value without checking it again.
        updated = _normalised(change.resource_type, updated)
        # A broker resource writes a record for every key it names, changed or not (Kafka's
        # incrementalAlterConfigResource), so its checks see a deletion of an unset key too.
        named = set(change.operations) if change.resource_type == BROKER else set()
        keys = [key for key in sorted(set(current) | set(updated) | named)
                if current.get(key) != updated.get(key) or key in named]
        if MIN_ISR in keys and not _min_isr_change_allowed(change, updated, image):
            continue
        if validate_only:
            continue
        records += [config_record(change.resource_type, change.resource_name, key,
                                  updated.get(key)) for key in keys]
        if MIN_ISR in keys:
            records += clear_elr(image, change.resource_name
                                 if change.resource_type == TOPIC else None)
    if records:
        controller.append(records)


MIN_ISR = "min.insync.replicas"


def _min_isr_change_allowed(change: ConfigChange, updated: dict[str, str], image) -> bool:
    """With ELR on, a broker's own min.insync.replicas may not change and the cluster-wide one
    may not go (Kafka's isDisallowedBrokerMinIsrTransition / ClusterMinIsrTransition)."""
    if change.resource_type != BROKER or not elr_enabled(image):
        return True
    if change.resource_name:
        change.fail(ErrorCode.INVALID_CONFIG,
                    "Broker-level min.insync.replicas cannot be altered while ELR is enabled.")
        return False
    if updated.get(MIN_ISR) is None:
        change.fail(ErrorCode.INVALID_CONFIG,
                    "Cluster-level min.insync.replicas cannot be removed while ELR is enabled.")
        return False
    return True


def _updated(change: ConfigChange, current: dict[str, str], incremental: bool
             ) -> dict[str, str] | None:
    """The resource's configs after the change; None (and the change failed) when an
    operation cannot apply."""
    updated = dict(current) if incremental else {}
    # Kafka's controller splits LIST values of topic and broker keys only (its
    # KafkaConfigSchema knows no others): APPEND and SUBTRACT refuse group and client-metrics
    # keys.
    keys = {TOPIC: TOPIC_KEYS, GROUP: GROUP_KEYS, CLIENT_METRICS: {}}.get(change.resource_type,
                                                                        BROKER_KEYS)
    for key, (operation, value) in change.operations.items():
        if operation == SET:
            updated[key] = value
        elif operation == DELETE:
            updated.pop(key, None)
        elif operation in (APPEND, SUBTRACT):
            definition = keys.get(key)
            if definition is None or definition.type != "LIST":
                change.fail(ErrorCode.INVALID_CONFIG,
                            f"Can't {_OPERATION_NAMES[operation]} to key {key} because its "
                            "type is not LIST.")
                return None
            parts = [part for part in (updated.get(key) or definition.default or "").split(",")
                     if part]
            for item in (value or "").split(","):
                if operation == APPEND and item not in parts:
                    parts.append(item)
                elif operation == SUBTRACT and item in parts:
                    parts.remove(item)
            updated[key] = ",".join(parts)
        else:
            change.fail(ErrorCode.INVALID_REQUEST, f"Unknown operations type {operation}")
            return None
    return updated


def _group_valid(change: ConfigChange, configs: dict[str, str], broker_config) -> bool:
    """Check a group's resulting configs as Kafka's GroupConfig.validate does (INVALID_CONFIG
    with its message), normalising them in place."""
    try:
        for key in sorted(configs, key=lambda k: k in GROUP_KEYS):  # unknown names first
            configs[key] = check_group_config(key, configs[key], broker_config)
    except GroupConfigError as error:
        change.fail(ErrorCode.INVALID_CONFIG, str(error))
        return False
    return True


def _normalised(resource_type: int, configs: dict[str, str]) -> dict[str, str]:
    if resource_type in (GROUP, CLIENT_METRICS):
        return configs
    if resource_type == TOPIC:
        return validate(configs)
    normalised = dict(configs)
    for key, value in configs.items():
        if key in BROKER_KEYS and value is not None:
            with contextlib.suppress(InvalidConfigError):  # stored before it was checked
                normalised[key] = BROKER_KEYS[key].check(value)
    return normalised


def _topic_valid(change: ConfigChange, configs: dict[str, str], image, broker_config,
                 current: dict[str, str]) -> bool:
    """Kafka's ControllerConfigurationValidator, then the existence check."""
    message = topic_name_error(change.resource_name)
    if message is not None:
        change.fail(ErrorCode.INVALID_TOPIC_EXCEPTION, message)
        return False
    try:
        validate_remote_storage(validate(configs), broker_config, current)
    except InvalidConfigError as error:
        change.fail(ErrorCode.INVALID_CONFIG, str(error))
        return False
    if change.resource_name not in image.topics:
        change.fail(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                    f"The topic '{change.resource_name}' does not exist.")
        return False
    return True

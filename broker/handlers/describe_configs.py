"""DescribeConfigs (key 32), versions 1-4 (v0 removed in Kafka 4, KIP-896), answered by the
broker from its own config and metadata image.

Behavior:
- TOPIC (2): every topic config Kafka defines (`broker/config/topics.py`) with its effective
  value and source: DYNAMIC_TOPIC_CONFIG when set on the topic; DYNAMIC_BROKER_CONFIG or
  DYNAMIC_DEFAULT_BROKER_CONFIG when the broker synonym (`log.retention.ms` for `retention.ms`,
  ...) is set dynamically for this broker or cluster-wide; STATIC_BROKER_CONFIG when the
  broker's own settings set it to a non-default value; else DEFAULT_CONFIG. Unknown topic: UNKNOWN_TOPIC_OR_PARTITION; illegal name:
  INVALID_TOPIC_EXCEPTION. Topic configs are not read-only (Kafka lets AlterConfigs set them).
- BROKER (4): ResourceName must be this broker's id (every broker key of the config table,
  broker/config/definitions.py: source STATIC_BROKER_CONFIG when set, DEFAULT_CONFIG
  otherwise; read-only unless Kafka can update it dynamically; PASSWORD values sensitive and
  null) or empty (the cluster-wide dynamic defaults: none are set, so the list is empty).
  Another broker's id gets INVALID_REQUEST, as Kafka answers.
- Documentation (v3+, when IncludeDocumentation): one line per key saying whether kafkasim
  models it, or only recognises it (accepted and reported, no effect).
- ConfigurationKeys null or empty means all (Kafka 4.4's ConfigHelperUtils); otherwise only
  the named keys that exist are returned.
- IncludeSynonyms (v1+): the chain topic setting -> broker setting -> the broker key's default,
  as Kafka lists it: no default entry for a broker key whose Kafka default is null
  (`log.retention.ms`), none at all for a topic key without a broker synonym
  (`remote.storage.enable`). An unknown topic's result carries an empty error message.
- GROUP (32): every group config (broker/config/groups.py) with the group's own value
  (ConfigSource GROUP_CONFIG) or its broker synonym's (DEFAULT_CONFIG), for any group id.
- CLIENT_METRICS (16): the three client-metrics configs (broker/config/client_metrics.py) of
  any subscription name, in Kafka's order (its HashMap's): the subscription's own value
  (ConfigSource CLIENT_METRICS_CONFIG, its only synonym) or the default (DEFAULT_CONFIG, no
  synonym); ConfigType LIST or INT. The empty name: INVALID_REQUEST.
- BROKER_LOGGER (8): INVALID_REQUEST; a type Kafka does not define fails the whole request
  (every resource INVALID_REQUEST), as in Kafka.

Versions: v1 synonyms and ConfigSource (KIP-226); v2 same layout; v3 ConfigType and
Documentation (KIP-569); v4 flexible (KIP-482).

Authorization: DESCRIBE_CONFIGS on the topic (TOPIC_AUTHORIZATION_FAILED), on the group
(GROUP_AUTHORIZATION_FAILED), or on the cluster for brokers, broker loggers and client metrics
(CLUSTER_AUTHORIZATION_FAILED); refused resources come after the others, with no configs,
whether they exist or not.

Not implemented: Kafka's documentation prose (our own line instead); broker logger levels.
"""

from __future__ import annotations

from kafkasim.broker.config.client_metrics import CLIENT_METRICS_KEYS, CLIENT_METRICS_RESOURCE
from kafkasim.broker.config.definitions import BROKER_KEYS
from kafkasim.broker.config.groups import GROUP_KEYS, GROUP_RESOURCE
from kafkasim.broker.config.settings import DEFAULTS
from kafkasim.broker.config.topics import (
    DEFAULT_CONFIG,
    DESCRIBED_TOPIC_KEYS,
    DYNAMIC_BROKER_CONFIG,
    DYNAMIC_DEFAULT_BROKER_CONFIG,
    DYNAMIC_TOPIC_CONFIG,
    STATIC_BROKER_CONFIG,
    resolve,
)
from kafkasim.broker.controller.topics import topic_name_error
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import (
    ERROR_MESSAGES,
    allowed,
    api_rules,
    config_resource,
)
from kafkasim.broker.telemetry.java_collections import JavaHashSet
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_configs import (
    DescribeConfigsRequest,
    DescribeConfigsResourceResult,
    DescribeConfigsResponse,
    DescribeConfigsResult,
    DescribeConfigsSynonym,
)

RULES = api_rules("DescribeConfigs")
TOPIC = 2
BROKER_RESOURCE = 4
CLIENT_METRICS_CONFIG = 7  # Kafka's ConfigSource.CLIENT_METRICS_CONFIG
GROUP_CONFIG = 8  # Kafka's ConfigSource.GROUP_CONFIG
# Kafka describes a subscription's configs from a HashMap of the three keys.
CLIENT_METRICS_KEY_ORDER = list(JavaHashSet(CLIENT_METRICS_KEYS))
# Kafka's ConfigResource types: TOPIC 2, BROKER 4, BROKER_LOGGER 8, CLIENT_METRICS 16, GROUP 32.
KNOWN_TYPES = (2, 4, 8, 16, 32)


async def handle_describe_configs(node, context: RequestContext, request: DescribeConfigsRequest):
    version = context.api_version
    unknown = [r.resource_type for r in request.resources if r.resource_type not in KNOWN_TYPES]
    if unknown:
        # Kafka's KafkaApis fails the whole request on a resource type it does not define.
        message = f"Unexpected resource type {unknown[0]}"
        return DescribeConfigsResponse(results=[DescribeConfigsResult(
            resource_type=r.resource_type, resource_name=r.resource_name, configs=[],
            error_code=ErrorCode.INVALID_REQUEST, error_message=message)
            for r in request.resources])
    synonyms = version >= 1 and request.include_synonyms
    documentation = version >= 3 and request.include_documentation
    results, refused = [], []
    for resource in request.resources:
        rule, name = config_resource(RULES, resource.resource_type, resource.resource_name)
        if not allowed(node, context, rule, name):
            # After the others, with the error's own message (Kafka's ConfigHelper).
            refused.append(DescribeConfigsResult(
                resource_type=resource.resource_type, resource_name=resource.resource_name,
                configs=[], error_code=rule.error, error_message=ERROR_MESSAGES[rule.error]))
            continue
        result = DescribeConfigsResult(resource_type=resource.resource_type,
                                       resource_name=resource.resource_name, configs=[])
        results.append(result)
        if resource.resource_type == TOPIC:
            entries = _topic_configs(node, resource.resource_name, result, synonyms)
        elif resource.resource_type == BROKER_RESOURCE:
            entries = _broker_configs(node, resource.resource_name, result, synonyms)
        elif resource.resource_type == GROUP_RESOURCE:
            entries = _group_configs(node, resource.resource_name, synonyms)
        elif resource.resource_type == CLIENT_METRICS_RESOURCE:
            entries = _client_metrics_configs(node, resource.resource_name, result, synonyms)
        else:
            result.error_code = ErrorCode.INVALID_REQUEST
            result.error_message = (f"Unsupported resource type {resource.resource_type} "
                                    "(kafkasim describes TOPIC and BROKER configs)")
            entries = []
        keys = resource.configuration_keys
        for entry in entries:
            if keys and entry.name not in keys:
                continue
            _shape(entry, version, documentation)
            result.configs.append(entry)
    return DescribeConfigsResponse(results=results + refused)


def _topic_configs(node, name: str, result, synonyms: bool) -> list:
    message = topic_name_error(name)
    if message is not None:
        result.error_code, result.error_message = ErrorCode.INVALID_TOPIC_EXCEPTION, message
        return []
    topic = node.metadata.topics.get(name)
    if topic is None:
        # Kafka answers an unknown topic with the code alone (an empty message).
        result.error_code = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        result.error_message = ""
        return []
    entries = []
    dynamic = node.metadata.broker_configs
    for config_name, definition in DESCRIBED_TOPIC_KEYS.items():
        value, source = resolve(config_name, topic.configs, node.config, dynamic, node.node_id)
        entry = DescribeConfigsResourceResult(
            name=config_name, value=value, read_only=False, config_source=source,
            is_sensitive=False, config_type=definition.config_type,
            documentation=definition.documentation, synonyms=[])
        if synonyms:
            if config_name in topic.configs:
                entry.synonyms.append(DescribeConfigsSynonym(
                    name=config_name, value=topic.configs[config_name],
                    source=DYNAMIC_TOPIC_CONFIG))
            broker_name = definition.synonym
            if broker_name is not None:
                # Kafka's chain: this broker's dynamic value, the cluster-wide dynamic default,
                # the static setting, then the key's default.
                for layer, layer_source in ((dynamic.get(str(node.node_id), {}),
                                             DYNAMIC_BROKER_CONFIG),
                                            (dynamic.get("", {}), DYNAMIC_DEFAULT_BROKER_CONFIG)):
                    if broker_name in layer:
                        entry.synonyms.append(DescribeConfigsSynonym(
                            name=broker_name, value=layer[broker_name], source=layer_source))
                static = node.static_config
                broker_value = static.get(broker_name)
                if broker_value is not None and not static.is_default(broker_name):
                    entry.synonyms.append(DescribeConfigsSynonym(
                        name=broker_name, value=broker_value, source=STATIC_BROKER_CONFIG))
                # Kafka lists the broker key's own default, when it has one (log.retention.ms
                # has none: its default derives from log.retention.hours). A topic key without
                # a broker synonym lists no default at all.
                broker_key = BROKER_KEYS.get(broker_name)
                if broker_key is not None and broker_key.default is not None:
                    entry.synonyms.append(DescribeConfigsSynonym(
                        name=broker_name, value=DEFAULTS.get(broker_name, broker_key.default),
                        source=DEFAULT_CONFIG))
        entries.append(entry)
    return entries


def _group_configs(node, name: str, synonyms: bool) -> list:
    """Every group config of group `name` (known or not): its own value (GROUP_CONFIG), else
    its broker synonym's or its default (DEFAULT_CONFIG), as Kafka's GroupConfig describes."""
    own = node.metadata.group_configs.get(name, {})
    entries = []
    for config_name, key in GROUP_KEYS.items():
        fallback = node.config.get(key.synonym) if key.synonym is not None else key.default
        value = own.get(config_name, fallback)
        source = GROUP_CONFIG if config_name in own else DEFAULT_CONFIG
        entry = DescribeConfigsResourceResult(
            name=config_name, value=value, read_only=False, config_source=source,
            is_sensitive=False, config_type=key.type, documentation=None, synonyms=[])
        if synonyms:
            if config_name in own:
                entry.synonyms.append(DescribeConfigsSynonym(
                    name=config_name, value=own[config_name], source=GROUP_CONFIG))
            entry.synonyms.append(DescribeConfigsSynonym(
                name=key.synonym or config_name, value=fallback, source=DEFAULT_CONFIG))
        entries.append(entry)
    return entries


def _client_metrics_configs(node, name: str, result, synonyms: bool) -> list:
    """The client-metrics configs of subscription `name` (Kafka's ConfigHelper)."""
    if not name:
        result.error_code = ErrorCode.INVALID_REQUEST
        result.error_message = "Client metrics subscription name must not be empty"
        return []
    own = node.metadata.client_metrics.get(name, {})
    entries = []
    for config_name in CLIENT_METRICS_KEY_ORDER:
        key = CLIENT_METRICS_KEYS[config_name]
        value = own.get(config_name, key.default)
        source = CLIENT_METRICS_CONFIG if config_name in own else DEFAULT_CONFIG
        entry = DescribeConfigsResourceResult(
            name=config_name, value=value, read_only=False, config_source=source,
            is_sensitive=False, config_type=key.config_type, documentation=key.documentation,
            synonyms=[])
        if synonyms and config_name in own:
            entry.synonyms.append(DescribeConfigsSynonym(name=config_name, value=value,
                                                         source=CLIENT_METRICS_CONFIG))
        entries.append(entry)
    return entries


def _broker_configs(node, name: str, result, synonyms: bool) -> list:
    dynamic = node.metadata.broker_configs
    if name == "":
        # The cluster-wide dynamic defaults that are set.
        return [_broker_entry(key, value, DYNAMIC_DEFAULT_BROKER_CONFIG, synonyms)
                for key, value in sorted(dynamic.get("", {}).items()) if key in BROKER_KEYS]
    if name != str(node.node_id):
        result.error_code = ErrorCode.INVALID_REQUEST
        result.error_message = (f"Unexpected broker id, expected {node.node_id} or empty "
                                f"string, but received {name}")
        return []
    config = node.config
    explicit = {"node.id": str(node.node_id), "broker.id": str(node.node_id)}
    if node.rack is not None:
        explicit["broker.rack"] = node.rack
    per_broker, cluster_wide = dynamic.get(name, {}), dynamic.get("", {})
    entries = []
    for config_name in sorted(BROKER_KEYS):
        value = explicit.get(config_name) or config.get(config_name)
        if config_name in per_broker:
            source = DYNAMIC_BROKER_CONFIG
        elif config_name in cluster_wide:
            source = DYNAMIC_DEFAULT_BROKER_CONFIG
        elif config_name in explicit or not node.static_config.is_default(config_name):
            source = STATIC_BROKER_CONFIG
        else:
            source = DEFAULT_CONFIG
        entries.append(_broker_entry(config_name, value, source, synonyms))
    return entries


def _broker_entry(name: str, value: str | None, source: int, synonyms: bool):
    key = BROKER_KEYS[name]
    sensitive = key.type == "PASSWORD"
    entry = DescribeConfigsResourceResult(
        name=name, value=None if sensitive else value, read_only=key.dynamic is None,
        config_source=source, is_sensitive=sensitive, config_type=key.config_type,
        documentation=key.documentation, synonyms=[])
    if synonyms and value is not None:
        entry.synonyms.append(DescribeConfigsSynonym(
            name=name, value=None if sensitive else value, source=source))
    return entry


def _shape(entry: DescribeConfigsResourceResult, version: int, documentation: bool) -> None:
    # Each version carries only its own fields: v1+ ConfigSource, v3+ ConfigType and
    # Documentation (when asked for).
    if version < 3:
        entry.config_type = 0
    if not documentation:
        entry.documentation = None

"""Client telemetry (KIP-714) against Kafka 4.4's ClientMetricsManager: GetTelemetrySubscriptions
and PushTelemetry, the client-metrics config resources they follow (IncrementalAlterConfigs and
DescribeConfigs on CLIENT_METRICS), and ListConfigResources (KIP-1142).

Both clusters run without a telemetry receiver (Kafka then does not advertise the telemetry
APIs, and still answers them: it decompresses a push's metrics and drops them). Client
instance ids are derived from the scenario's names, so a subscription id (a hash of the
metrics, the interval and the id) must come out the same on both sides; an id the broker
draws itself is reduced to its presence. Every subscription a scenario makes matches only its
own client instances (`client_instance_id=...`), except where it tests matching every client,
and is deleted at its end, so scenarios do not see each other's. ListConfigResources lists are
reduced to the scenario's own resources (and the brokers), sorted within each type: Kafka lists
them from hash sets."""

from __future__ import annotations

import asyncio
import base64
import uuid

from kafkasim.protocol.compression import GZIP, LZ4, NONE, SNAPPY, ZSTD, compress
from kafkasim.protocol.messages.alter_configs import (
    AlterableConfig as LegacyConfig,
)
from kafkasim.protocol.messages.alter_configs import (
    AlterConfigsRequest,
)
from kafkasim.protocol.messages.alter_configs import (
    AlterConfigsResource as LegacyResource,
)
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest
from kafkasim.protocol.messages.describe_configs import (
    DescribeConfigsRequest,
    DescribeConfigsResource,
)
from kafkasim.protocol.messages.get_telemetry_subscriptions import (
    GetTelemetrySubscriptionsRequest,
)
from kafkasim.protocol.messages.incremental_alter_configs import (
    AlterableConfig,
    AlterConfigsResource,
    IncrementalAlterConfigsRequest,
)
from kafkasim.protocol.messages.list_config_resources import ListConfigResourcesRequest
from kafkasim.protocol.messages.push_telemetry import PushTelemetryRequest
from tests.helpers.otlp import gauge, metrics_data, number_point, sum_metric
from tests.reference.fidelity.registry import scenario

GROUP = "Client telemetry"
CLIENT_METRICS = 16
TOPIC, BROKER, BROKER_LOGGER, GROUP_RESOURCE = 2, 4, 8, 32
SET, DELETE, APPEND, SUBTRACT = 0, 1, 2, 3
ZERO = uuid.UUID(int=0)
TELEMETRY_MAX_BYTES = 1048576  # telemetry.max.bytes, Kafka's default
PRODUCER, CONSUMER = "org.apache.kafka.producer.", "org.apache.kafka.consumer."
PAYLOAD = metrics_data(
    gauge("org.apache.kafka.producer.record.queue.time.avg",
          number_point(1.5, {"node.id": "1"}, time=2000)),
    sum_metric("org.apache.kafka.producer.request.total", number_point(7)))


def instance_id(k) -> uuid.UUID:
    """A client instance id of this scenario, the same on both sides."""
    return uuid.uuid5(uuid.NAMESPACE_URL, f"kafkasim-fidelity/{k.new_name('-client')}")


def only(cid: uuid.UUID) -> str:
    """A `match` that selects the client instance `cid` alone (its id as Kafka writes it)."""
    return f"client_instance_id={base64.urlsafe_b64encode(cid.bytes).rstrip(b'=').decode()}"


async def alter(k, name: str, configs: dict, *, label: str, operation: int = SET,
                validate_only: bool = False):
    request = IncrementalAlterConfigsRequest(resources=[AlterConfigsResource(
        resource_type=CLIENT_METRICS, resource_name=name, configs=[
            AlterableConfig(name=key, config_operation=operation, value=value)
            for key, value in configs.items()])], validate_only=validate_only)
    return await k.send(k.any_broker(), request, 1, label=label)


async def listed(k, node) -> set[str]:
    response = await k.request(node, ListConfigResourcesRequest(), 0)
    return {resource.resource_name for resource in response.config_resources}


async def settle(k, present=(), absent=()) -> None:
    """Wait until every broker's telemetry lists the subscriptions `present` and not
    `absent` (ListConfigResources v0 reads the brokers' subscriptions themselves)."""
    async def applied():
        for node_id in sorted(k.nodes):
            names = await listed(k, k.nodes[node_id])
            if not set(present) <= names or names & set(absent):
                return False
        return True

    await k.wait_until(applied, f"subscriptions {present} applied, {absent} gone")
    await asyncio.sleep(0.2)  # published to the telemetry manager after the metadata cache


async def subscribe(k, name: str, *, label: str | None = None, **configs) -> None:
    """Create subscription `name` (keys as keyword arguments, `interval_ms` for interval.ms)
    and wait until every broker applies it."""
    values = {key.replace("_", "."): value for key, value in configs.items()}
    await alter(k, name, values, label=label or f"subscribe {name.rsplit('-', 1)[-1]}")
    await settle(k, present=[name])


async def unsubscribe(k, *names: str) -> None:
    """Delete every config of the subscriptions (not recorded: clean-up)."""
    for name in names:
        await k.request(k.any_broker(), IncrementalAlterConfigsRequest(resources=[
            AlterConfigsResource(resource_type=CLIENT_METRICS, resource_name=name, configs=[
                AlterableConfig(name=key, config_operation=DELETE, value=None)
                for key in ("metrics", "interval.ms", "match")])]), 1)
    await settle(k, absent=names)


async def get(k, cid: uuid.UUID, *, label: str, node=None, key=None, drawn: bool = False):
    """GetTelemetrySubscriptions for `cid`, recorded; `drawn`: the broker draws the id, so the
    id and the subscription id are kept as their presence."""
    response = await k.request(node or k.any_broker(),
                               GetTelemetrySubscriptionsRequest(client_instance_id=cid), 0,
                               key=key)
    observed = response
    if drawn:
        observed = {"error_code": response.error_code,
                    "client_instance_id": response.client_instance_id != ZERO,
                    "subscription_id": "<set>" if response.subscription_id else 0,
                    "accepted_compression_types": response.accepted_compression_types,
                    "push_interval_ms": response.push_interval_ms,
                    "telemetry_max_bytes": response.telemetry_max_bytes,
                    "delta_temporality": response.delta_temporality,
                    "requested_metrics": response.requested_metrics}
    k.observe(label, observed)
    return response


async def push(k, cid: uuid.UUID, subscription_id: int, *, label: str, metrics: bytes = b"",
               compression: int = NONE, terminating: bool = False, node=None, key=None):
    return await k.send(node or k.any_broker(), PushTelemetryRequest(
        client_instance_id=cid, subscription_id=subscription_id, terminating=terminating,
        compression_type=compression, metrics=metrics), 0, label=label, key=key)


@scenario(GROUP, "GetTelemetrySubscriptions without a matching subscription")
async def no_subscription(k):
    """A client no subscription matches gets no metrics, the 5-minute default interval, the
    accepted compression types (zstd, lz4, gzip, snappy), telemetry.max.bytes and delta
    temporality; the zero id asks the broker for one."""
    await get(k, instance_id(k), label="a client's own id")
    await get(k, ZERO, label="the zero id: the broker draws one", drawn=True)


@scenario(GROUP, "A subscription: its metrics, interval and subscription id")
async def one_subscription(k):
    """A subscription matching the client gives its metric prefixes (in Kafka's HashSet order)
    and interval, and a subscription id derived from them and the client instance id."""
    cid = instance_id(k)
    name = k.new_name("-sub")
    try:
        await subscribe(k, name, metrics=f"{PRODUCER}, {CONSUMER}, zeta, Aa, BB",
                        interval_ms="1000", match=only(cid))
        await get(k, cid, label="subscribed")
        await get(k, instance_id(k), label="another client: not matched")
    finally:
        await unsubscribe(k, name)


@scenario(GROUP, "Several subscriptions: the union of metrics, the smallest interval, *")
async def overlapping(k):
    """Every matching subscription counts: the client pushes the union of their metrics at the
    smallest of their intervals; one asking for every metric (`*`) makes it `*` alone."""
    cid = instance_id(k)
    names = [k.new_name("-a"), k.new_name("-b"), k.new_name("-all")]
    try:
        await subscribe(k, names[0], metrics=f"{PRODUCER}, shared.", interval_ms="30000",
                        match=only(cid))
        await subscribe(k, names[1], metrics=f"{CONSUMER}, shared.", interval_ms="20000",
                        match=only(cid))
        await get(k, cid, label="two subscriptions")
        await subscribe(k, names[2], metrics="*", interval_ms="60000", match=only(cid))
        await get(k, cid, label="one more asks for every metric")
        await subscribe(k, names[2], interval_ms="100", label="its interval lowered")
        await get(k, cid, label="the smallest interval")
    finally:
        await unsubscribe(k, *names)


@scenario(GROUP, "Match selectors: client id, software, address, port, instance id")
async def selectors(k):
    """`match` selectors are regexes over the client's whole value: client_id,
    client_software_name and _version (from the connection's ApiVersions), its address and
    port, its instance id; all of a subscription's selectors must match."""
    cid = instance_id(k)
    node = k.any_broker()
    await k.request(node, ApiVersionsRequest(client_software_name="fidelity-client",
                                             client_software_version="1.2.3"), 3, key="named")
    cases = {
        "client-id": "client_id=kafkasim-.*",
        "client-id-partial": "client_id=kafkasim",
        "software": "client_software_name=fidelity-.*,client_software_version=1\\.2\\..*",
        "software-wrong-version": "client_software_name=fidelity-.*,"
                                  "client_software_version=2\\..*",
        "address": "client_source_address=127\\.0\\.0\\.1",
        "port": "client_source_port=[0-9]+",
        "instance": only(cid),
    }
    names = {case: k.new_name(f"-{case}") for case in cases}
    try:
        for case, selector in cases.items():
            await subscribe(k, names[case], metrics=f"{case}.", interval_ms="60000",
                            match=f"{selector},{only(cid)}" if case != "instance" else selector)
        await get(k, cid, label="the named connection", node=node, key="named")
        await unsubscribe(k, *names.values())
        await subscribe(k, names["software"], metrics="software.", interval_ms="60000",
                        match=cases["software"])
        await get(k, instance_id(k), label="a connection without ApiVersions: software "
                  "unknown", node=node)
    finally:
        await unsubscribe(k, *names.values())


@scenario(GROUP, "GetTelemetrySubscriptions again before the push interval")
async def get_throttled(k):
    """Asking again sooner than the push interval is THROTTLING_QUOTA_EXCEEDED; a changed
    subscription is given at once (the client instance is made anew)."""
    cid = instance_id(k)
    name = k.new_name("-sub")
    try:
        await get(k, cid, label="first")
        await get(k, cid, label="again at once: throttled")
        await subscribe(k, name, metrics=PRODUCER, interval_ms="60000", match=only(cid))
        await get(k, cid, label="after the subscription changed")
        await get(k, cid, label="and again: throttled")
    finally:
        await unsubscribe(k, name)


@scenario(GROUP, "PushTelemetry: accepted, throttled, terminating")
async def push_sequence(k):
    """The first push after GetTelemetrySubscriptions is accepted; another one before the push
    interval is THROTTLING_QUOTA_EXCEEDED unless it is terminating; after a terminating push
    the instance takes no more (INVALID_REQUEST)."""
    cid = instance_id(k)
    name = k.new_name("-sub")
    try:
        await subscribe(k, name, metrics=PRODUCER, interval_ms="60000", match=only(cid))
        answer = await get(k, cid, label="subscribed")
        await push(k, cid, answer.subscription_id, metrics=PAYLOAD, label="first push")
        await push(k, cid, answer.subscription_id, metrics=PAYLOAD, label="again: throttled")
        await get(k, cid, label="GetTelemetrySubscriptions after a throttled push: throttled")
        await push(k, cid, answer.subscription_id, terminating=True, metrics=PAYLOAD,
                   label="terminating: accepted")
        await push(k, cid, answer.subscription_id, label="after terminating")
        await push(k, cid, answer.subscription_id, terminating=True,
                   label="terminating again")
    finally:
        await unsubscribe(k, name)


@scenario(GROUP, "PushTelemetry errors in Kafka's order")
async def push_errors(k):
    """The zero and the reserved id are INVALID_REQUEST; then, each on a new client instance's
    first push: a stale subscription id is UNKNOWN_SUBSCRIPTION_ID and a compression type
    Kafka does not define UNSUPPORTED_COMPRESSION_TYPE, after which the client may ask for its
    subscription again at once; metrics over telemetry.max.bytes TELEMETRY_TOO_LARGE, after
    which it may not; with every fault at once the subscription id is checked first."""
    await push(k, ZERO, 0, label="the zero id")
    await push(k, uuid.UUID(int=1), 0, label="the reserved metadata topic id")
    too_large = b"\x00" * (TELEMETRY_MAX_BYTES + 1)
    cases = [("another subscription id", 1, NONE, PAYLOAD),
             ("compression type 7", 0, 7, PAYLOAD),
             ("one byte over telemetry.max.bytes", 0, NONE, too_large),
             ("every fault at once", 1, 7, too_large)]
    for label, stale, compression, metrics in cases:
        cid = instance_id(k)
        answer = await k.request(k.any_broker(),
                                 GetTelemetrySubscriptionsRequest(client_instance_id=cid), 0)
        await push(k, cid, answer.subscription_id + stale, compression=compression,
                   metrics=metrics, label=label)
        await get(k, cid, label=f"asked again after {label}")


@scenario(GROUP, "PushTelemetry payloads: each compression type, damaged and oversized")
async def push_payloads(k):
    """Metrics are accepted uncompressed and with each codec; compressed data that does not
    decompress, or decompresses to more than telemetry.max.bytes, is INVALID_RECORD
    (Kafka 4.4 decompresses a push even without a telemetry receiver); uncompressed bytes that
    are no OTLP are dropped unread by a broker without one."""
    cases = [
        ("uncompressed OTLP", NONE, PAYLOAD),
        ("gzip", GZIP, compress(GZIP, PAYLOAD)),
        ("snappy", SNAPPY, compress(SNAPPY, PAYLOAD)),
        ("lz4", LZ4, compress(LZ4, PAYLOAD)),
        ("zstd", ZSTD, compress(ZSTD, PAYLOAD)),
        ("damaged gzip", GZIP, compress(GZIP, PAYLOAD)[:-6] + b"\x00" * 6),
        ("not zstd at all", ZSTD, b"not zstd"),
        ("zstd inflating to telemetry.max.bytes", ZSTD,
         compress(ZSTD, b"\x00" * TELEMETRY_MAX_BYTES)),
        ("zstd inflating past telemetry.max.bytes", ZSTD,
         compress(ZSTD, b"\x00" * (TELEMETRY_MAX_BYTES + 1))),
        ("uncompressed bytes that are no OTLP", NONE, b"\xff\xfe garbage"),
        ("empty metrics", GZIP, b""),
    ]
    for label, compression, metrics in cases:
        cid = instance_id(k)  # one client each: its first push after GetTelemetrySubscriptions
        answer = await k.request(k.any_broker(),
                                 GetTelemetrySubscriptionsRequest(client_instance_id=cid), 0)
        await push(k, cid, answer.subscription_id, compression=compression, metrics=metrics,
                   label=label)


@scenario(GROUP, "A client instance lives on its connection")
async def instance_and_connection(k):
    """A client instance is the broker's until the connection that made it closes: asked again
    on another connection it is still throttled; once the first connection closed, the
    instance is made anew and answered at once. Each broker keeps its own instances."""
    cid = instance_id(k)
    node = k.nodes[min(k.nodes)]
    await get(k, cid, label="on connection A", node=node, key="a")
    await get(k, cid, label="on connection B while A is open: throttled", node=node, key="b")
    other = k.nodes[max(k.nodes)]
    await get(k, cid, label="on another broker", node=other, key="a")
    connection = await k.connection(node, "a")
    await connection.close()
    await asyncio.sleep(0.5)  # the broker notices the close
    await get(k, cid, label="on connection B after A closed", node=node, key="b")


@scenario(GROUP, "IncrementalAlterConfigs on a client-metrics resource")
async def alter_configs(k):
    """CLIENT_METRICS configs as Kafka's controller checks them: an unknown key, an interval
    outside 100..3600000 and the empty name are INVALID_REQUEST; a non-number, an empty or
    repeated list item and an illegal match pattern INVALID_CONFIG; APPEND and SUBTRACT work
    on the list keys only; validate-only changes nothing."""
    name = k.new_name("-sub")
    try:
        await alter(k, name, {"metrics": f"{PRODUCER},{CONSUMER}", "interval.ms": "5000",
                              "match": "client_id=app-.*"}, label="set all three")
        cases = {
            "an unknown key": {"metric": "a."},
            "interval under 100": {"interval.ms": "99"},
            "interval over an hour": {"interval.ms": "3600001"},
            "interval not a number": {"interval.ms": "soon"},
            "an empty metrics item": {"metrics": "a.,,b."},
            "a repeated metrics item": {"metrics": "a.,a."},
            "a match without =": {"match": "client_id"},
            "a match with two =": {"match": "client_id=a=b"},
            "a match on an unknown selector": {"match": "client_rack=a"},
            "a match that is no regex": {"match": "client_id=[a"},
            "an unknown key and a bad interval": {"interval.ms": "soon", "colour": "red"},
        }
        for label, configs in cases.items():
            await alter(k, name, configs, label=label)
        await alter(k, "", {"metrics": "a."}, label="the empty name")
        await alter(k, name, {"metrics": "a."}, validate_only=True, label="validate only")
        await alter(k, name, {"metrics": "extra."}, operation=APPEND, label="APPEND a metric")
        await alter(k, name, {"metrics": PRODUCER}, operation=SUBTRACT,
                    label="SUBTRACT a metric")
        await alter(k, name, {"interval.ms": "100"}, operation=APPEND,
                    label="APPEND to interval.ms")
        await alter(k, name, {"match": None}, operation=DELETE, label="DELETE match")
        await settle(k, present=[name])
        await describe(k, name, label="the result")
    finally:
        await unsubscribe(k, name)


async def describe(k, *names: str, label: str, synonyms: bool = True, keys=None,
                   version: int = 4) -> None:
    await k.send(k.any_broker(), DescribeConfigsRequest(resources=[
        DescribeConfigsResource(resource_type=CLIENT_METRICS, resource_name=name,
                                configuration_keys=keys) for name in names],
        include_synonyms=synonyms, include_documentation=False), version, label=label)


@scenario(GROUP, "DescribeConfigs of client-metrics resources")
async def describe_configs(k):
    """A subscription's set configs have source CLIENT_METRICS_CONFIG and themselves as only
    synonym, the others their default; any name is described (an unknown one by defaults);
    the empty name is INVALID_REQUEST."""
    name = k.new_name("-sub")
    try:
        await subscribe(k, name, metrics=f" {PRODUCER} ,{CONSUMER}", interval_ms=" 2000")
        await describe(k, name, label="set, with synonyms")
        await describe(k, name, label="set, without synonyms, v3", synonyms=False, version=3)
        await describe(k, name, label="one key", keys=["interval.ms"])
        await describe(k, name, label="an empty list of keys", keys=[])
        await describe(k, k.new_name("-unknown"), label="a name nobody configured")
        await describe(k, "", label="the empty name")
    finally:
        await unsubscribe(k, name)


@scenario(GROUP, "AlterConfigs (legacy) replaces a client-metrics resource")
async def legacy_alter(k):
    """AlterConfigs sets a subscription's configs to exactly the request's, with the same
    checks."""
    name = k.new_name("-sub")
    try:
        await subscribe(k, name, metrics=PRODUCER, interval_ms="5000", match="client_id=x")

        async def legacy(configs: dict, label: str):
            await k.send(k.any_broker(), AlterConfigsRequest(resources=[LegacyResource(
                resource_type=CLIENT_METRICS, resource_name=name, configs=[
                    LegacyConfig(name=key, value=value) for key, value in configs.items()])]),
                2, label=label)

        await legacy({"metrics": CONSUMER}, "only metrics")
        await legacy({"interval.ms": "50"}, "a bad interval")
        await settle(k, present=[name])
        await describe(k, name, label="the result")
    finally:
        await unsubscribe(k, name)


def own(k, response, prefix: str) -> dict:
    """ListConfigResources' answer reduced to this scenario's resources and the brokers,
    names sorted within each type, the types in Kafka's order."""
    types: list[int] = []
    names: dict[int, list[str]] = {}
    for resource in response.config_resources:
        keep = resource.resource_type in (BROKER, BROKER_LOGGER) or \
            resource.resource_name.startswith(prefix)
        if keep:
            if resource.resource_type not in names:
                types.append(resource.resource_type)
            names.setdefault(resource.resource_type, []).append(resource.resource_name)
    return {"error_code": response.error_code,
            "resources": [(t, sorted(names[t])) for t in types]}


@scenario(GROUP, "ListConfigResources v0 and v1")
async def list_config_resources(k):
    """v0 lists the client-metrics subscriptions; v1 lists the types asked for (none: topics,
    brokers, broker loggers, subscriptions and groups with configs), a type asked twice once,
    and answers a type it does not know with UNSUPPORTED_VERSION; a subscription whose last
    config is deleted is gone."""
    prefix = k.new_name("")
    subscriptions = [k.new_name("-sub-a"), k.new_name("-sub-b")]
    topic = await k.topic(name=k.new_name("-topic"), replication_factor=1)
    group = k.new_name("-group")
    await k.request(k.any_broker(), IncrementalAlterConfigsRequest(resources=[
        AlterConfigsResource(resource_type=GROUP_RESOURCE, resource_name=group, configs=[
            AlterableConfig(name="consumer.session.timeout.ms", config_operation=SET,
                            value="45000")])]), 1)
    try:
        for name in subscriptions:
            await subscribe(k, name, metrics=PRODUCER)

        async def listing(version: int, types, label: str):
            request = ListConfigResourcesRequest(resource_types=list(types))
            response = await k.request(k.any_broker(), request, version)
            k.observe(label, own(k, response, prefix))

        await k.wait_until(lambda: _group_listed(k, group), "the group's configs applied")
        await listing(0, [], "v0")
        await listing(1, [CLIENT_METRICS], "v1, client metrics")
        await listing(1, [], "v1, every type")
        await listing(1, [TOPIC, CLIENT_METRICS, CLIENT_METRICS], "v1, topics and client "
                      "metrics, one of them twice")
        await listing(1, [GROUP_RESOURCE, BROKER], "v1, groups and brokers")
        await listing(1, [1], "v1, an undefined type")
        await listing(1, [TOPIC, 64], "v1, a known and an undefined type")
        await alter(k, subscriptions[0], {"metrics": None}, operation=DELETE,
                    label="delete the last config of one")
        await settle(k, absent=[subscriptions[0]])
        await listing(0, [], "v0 after the deletion")
    finally:
        await unsubscribe(k, *subscriptions)
        await k.request(k.any_broker(), IncrementalAlterConfigsRequest(resources=[
            AlterConfigsResource(resource_type=GROUP_RESOURCE, resource_name=group, configs=[
                AlterableConfig(name="consumer.session.timeout.ms", config_operation=DELETE,
                                value=None)])]), 1)
    del topic


async def _group_listed(k, group: str) -> bool:
    for node_id in sorted(k.nodes):
        response = await k.request(k.nodes[node_id],
                                   ListConfigResourcesRequest(resource_types=[GROUP_RESOURCE]), 1)
        if group not in {r.resource_name for r in response.config_resources}:
            return False
    return True

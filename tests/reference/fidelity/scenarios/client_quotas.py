"""Client quotas (KIP-546): AlterClientQuotas and DescribeClientQuotas on every entity kind,
Kafka's validation of entities, keys and values with its messages, and the throttle times the
quotas give (KIP-219; Kafka's ClientQuotaManager and ClientRequestQuotaManager).

Quotas are cluster-wide and outlive a scenario, so each scenario names its own entities (from
`k.new_name`), lists only those (and default entities) when it describes, and removes every
quota it set before it ends. Error messages and throttle times are observed under keys of
their own ("message", "throttle ms"), which the comparison keeps whole: the differential
suite reduces fields named error_message and throttle_time_ms, and here their values are the
point. Throttle times are compared exactly where Kafka's arithmetic makes them
deterministic: a first measurement spreads its value over quota.window.num - 1 windows (10 s),
so producing S bytes against a rate of B bytes/s throttles for (S / 10 / B - 1) * 10 s; and a
request rate far above its quota is throttled for one window (1 s), the cap.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Sequence

from kafkasim.protocol.messages.alter_client_quotas import (
    AlterClientQuotasRequest,
    AlterClientQuotasRequestEntityData,
    AlterClientQuotasRequestEntryData,
    OpData,
)
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest
from kafkasim.protocol.messages.create_topics import CreatableTopic, CreateTopicsRequest
from kafkasim.protocol.messages.describe_client_quotas import (
    ComponentData,
    DescribeClientQuotasRequest,
)
from kafkasim.protocol.messages.describe_cluster import DescribeClusterRequest
from kafkasim.protocol.messages.describe_configs import (
    DescribeConfigsRequest,
    DescribeConfigsResource,
)
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.messages.list_groups import ListGroupsRequest
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import (
    batch_of,
    fetch_request,
    list_offsets_request,
    produce_request,
)

GROUP = "Client quotas"
USER, CLIENT_ID, IP = "user", "client-id", "ip"
EXACT, DEFAULT, SPECIFIED = 0, 1, 2
PRODUCER_BYTE_RATE = "producer_byte_rate"
CONSUMER_BYTE_RATE = "consumer_byte_rate"
REQUEST_PERCENTAGE = "request_percentage"
CONTROLLER_MUTATION_RATE = "controller_mutation_rate"
CONNECTION_CREATION_RATE = "connection_creation_rate"
#: The principal of a PLAINTEXT connection, as quotas name it.
ANONYMOUS = "ANONYMOUS"
#: Seconds from a broker's metadata showing a quota to its quota managers applying it (Kafka
#: publishes each metadata image to the cache, then to the quota managers).
QUOTA_MANAGERS_PAUSE = 0.2

Pairs = Sequence[tuple[str, str | None]]
Ops = Sequence[tuple[str, float | None]]


def alteration(entries: Iterable[tuple[Pairs, Ops]],
               validate_only: bool = False) -> AlterClientQuotasRequest:
    """AlterClientQuotas of (entity pairs, ops) entries; an op's value None removes its key."""
    return AlterClientQuotasRequest(entries=[AlterClientQuotasRequestEntryData(
        entity=[AlterClientQuotasRequestEntityData(entity_type=t, entity_name=n)
                for t, n in pairs],
        ops=[OpData(key=key, value=0.0 if value is None else value, remove=value is None)
             for key, value in ops])
        for pairs, ops in entries], validate_only=validate_only)


def _key(pairs: Iterable[tuple[str, str | None]]) -> tuple[tuple[str, str | None], ...]:
    """(type, name) pairs in one order: Kafka lists an entity from a hash map."""
    return tuple(sorted(pairs, key=lambda pair: (pair[0], pair[1] or "")))


def _pairs(entity) -> list[tuple[str, str | None]]:
    return list(_key((e.entity_type, e.entity_name) for e in entity))


def _altered(response) -> dict:
    """An AlterClientQuotas answer: entries in entity order (Kafka answers from a hash map),
    messages and throttle whole."""
    return {"throttle ms": response.throttle_time_ms, "entries": sorted(
        ({"entity": _pairs(entry.entity), "error": entry.error_code,
          "message": entry.error_message} for entry in response.entries),
        key=repr)}


def _described(response, keep: set[str] | None) -> dict:
    """A DescribeClientQuotas answer with its entities and values in order, only those named
    in `keep` (and default entities) when `keep` is given."""
    seen = {"throttle ms": response.throttle_time_ms, "error": response.error_code,
            "message": response.error_message}
    if response.entries is None:
        seen["entries"] = None
        return seen
    entries = []
    for entry in response.entries:
        pairs = _pairs(entry.entity)
        if keep is not None and any(name is not None and name not in keep
                                    for _, name in pairs):
            continue
        entries.append({"entity": pairs,
                        "values": sorted((v.key, v.value) for v in entry.values)})
    seen["entries"] = sorted(entries, key=repr)
    return seen


async def alter(k, entries: Iterable[tuple[Pairs, Ops]], *, label: str,
                validate_only: bool = False, version: int = 1, node=None):
    """Send an AlterClientQuotas, observe the answer, then wait until the broker the
    scenario describes through (and `node`) shows each entity it accepted: Kafka answers once
    the controller has the change, and brokers apply it a moment later."""
    node = node or k.any_broker()
    response = await k.request(node, alteration(entries, validate_only), version)
    k.observe(label, _altered(response))
    if not validate_only:
        accepted = {_key((e.entity_type, e.entity_name) for e in entry.entity)
                    for entry in response.entries if entry.error_code == 0}
        for pairs, ops in entries:
            if _key(dict(pairs).items()) in accepted:
                for target in {node, k.any_broker()}:
                    await wait_visible(k, target, list(dict(pairs).items()), dict(ops),
                                       pause=False)
        await asyncio.sleep(QUOTA_MANAGERS_PAUSE)
    return response


def describe_request(components: Iterable[tuple[str, int, str | None]],
                     strict: bool) -> DescribeClientQuotasRequest:
    return DescribeClientQuotasRequest(components=[
        ComponentData(entity_type=t, match_type=m, match=name) for t, m, name in components],
        strict=strict)


async def describe(k, components: Iterable[tuple[str, int, str | None]], *, label: str,
                   strict: bool = False, keep: set[str] | None = None, version: int = 1,
                   node=None):
    response = await k.request(node or k.any_broker(), describe_request(components, strict),
                               version)
    k.observe(label, _described(response, keep))
    return response


async def remove(k, entities: Iterable[tuple[Pairs, Iterable[str]]]) -> None:
    """Remove the keys of each entity (not observed: a scenario's clean-up), and wait until
    the broker the scenario describes through shows them gone."""
    entities = [(pairs, list(keys)) for pairs, keys in entities]
    await k.request(k.any_broker(), alteration(
        [(pairs, [(key, None) for key in keys]) for pairs, keys in entities]), 1)
    for pairs, keys in entities:
        await wait_visible(k, k.any_broker(), pairs, dict.fromkeys(keys), pause=False)


async def wait_visible(k, node, pairs: Pairs, values: dict[str, float | None], *,
                       pause: bool = True) -> None:
    """Wait until `node`'s metadata shows `values` for the entity (None: the key is not set):
    a broker applies the controller's records a moment after the controller answers."""
    components = [(t, EXACT if n is not None else DEFAULT, n) for t, n in pairs]

    async def shown() -> bool:
        response = await k.request(node, describe_request(components, True), 1)
        current = {v.key: v.value for entry in response.entries or () for v in entry.values}
        return all(current.get(key) == value for key, value in values.items())

    await k.wait_until(shown, f"quotas of {pairs} on broker {node.node_id}")
    if pause:
        await asyncio.sleep(QUOTA_MANAGERS_PAUSE)


# --- AlterClientQuotas and DescribeClientQuotas ---------------------------------------------------


@scenario(GROUP, "AlterClientQuotas sets, changes and removes a client id's quotas")
async def set_change_remove(k):
    client = k.new_name("-client")
    pairs = [(CLIENT_ID, client)]
    keys = (PRODUCER_BYTE_RATE, CONSUMER_BYTE_RATE, REQUEST_PERCENTAGE,
            CONTROLLER_MUTATION_RATE)
    mine = {client}
    try:
        for version in (0, 1):
            await alter(k, [(pairs, [(PRODUCER_BYTE_RATE, 1024.0 * (version + 1)),
                                     (CONSUMER_BYTE_RATE, 2048.0),
                                     (REQUEST_PERCENTAGE, 12.5),
                                     (CONTROLLER_MUTATION_RATE, 0.5)])],
                        label=f"set four keys v{version}", version=version)
            await describe(k, [(CLIENT_ID, EXACT, client)], label=f"described v{version}",
                           strict=True, keep=mine, version=version)
        await alter(k, [(pairs, [(PRODUCER_BYTE_RATE, 4096.0), (CONSUMER_BYTE_RATE, None)])],
                    label="change one, remove one")
        await describe(k, [(CLIENT_ID, EXACT, client)], label="after the change", keep=mine)
        await alter(k, [(pairs, [(PRODUCER_BYTE_RATE, 4096.0)])], label="the same value again")
        await alter(k, [(pairs, [(CONSUMER_BYTE_RATE, None), ("no_such_key", None)])],
                    label="remove keys that are not set")
        await alter(k, [(pairs, [(key, None) for key in keys])], label="remove every key")
        await describe(k, [(CLIENT_ID, EXACT, client)], label="after removing every key",
                       keep=mine)
    finally:
        await remove(k, [(pairs, keys)])


@scenario(GROUP, "AlterClientQuotas with ValidateOnly changes nothing")
async def validate_only(k):
    client = k.new_name("-client")
    pairs = [(CLIENT_ID, client)]
    try:
        await alter(k, [(pairs, [(PRODUCER_BYTE_RATE, 1000.0)]),
                        ([(CLIENT_ID, client + "-bad")], [(PRODUCER_BYTE_RATE, -1.0)])],
                    label="validate only", validate_only=True)
        await describe(k, [(CLIENT_ID, EXACT, client)], label="nothing set", keep={client})
        await alter(k, [(pairs, [(PRODUCER_BYTE_RATE, 1000.0)])], label="set")
        await alter(k, [(pairs, [(PRODUCER_BYTE_RATE, None)])], label="validate a removal",
                    validate_only=True)
        await describe(k, [(CLIENT_ID, EXACT, client)], label="still set", keep={client})
    finally:
        await remove(k, [(pairs, [PRODUCER_BYTE_RATE])])


def _combinations(user: str, client: str, ip: str) -> list[list[tuple[str, str | None]]]:
    """Every entity kind Kafka accepts, named and default."""
    return [[(USER, user)], [(USER, None)], [(CLIENT_ID, client)], [(CLIENT_ID, None)],
            [(USER, user), (CLIENT_ID, client)], [(USER, user), (CLIENT_ID, None)],
            [(USER, None), (CLIENT_ID, client)], [(USER, None), (CLIENT_ID, None)],
            [(IP, ip)], [(IP, None)]]


@scenario(GROUP, "Every entity combination, named and default, set and described")
async def every_combination(k):
    user, client = k.new_name("-user"), k.new_name("-client")
    ip = "192.0.2.17"  # TEST-NET-1: no client connects from it
    mine = {user, client, ip}
    entities = _combinations(user, client, ip)
    # Large values: the default entities apply to every client of the cluster meanwhile.
    values = {False: (PRODUCER_BYTE_RATE, 1e12), True: (CONNECTION_CREATION_RATE, 1e6)}
    try:
        await alter(k, [(pairs, [values[pairs[0][0] == IP]]) for pairs in entities],
                    label="set every entity")
        await describe(k, [], label="everything", keep=mine)
        await describe(k, [], label="everything, strict", strict=True, keep=mine)
        filters = {
            "user exact": [(USER, EXACT, user)],
            "user default": [(USER, DEFAULT, None)],
            "user specified": [(USER, SPECIFIED, None)],
            "client exact": [(CLIENT_ID, EXACT, client)],
            "client default": [(CLIENT_ID, DEFAULT, None)],
            "user and client exact": [(USER, EXACT, user), (CLIENT_ID, EXACT, client)],
            "user default, client specified": [(USER, DEFAULT, None),
                                               (CLIENT_ID, SPECIFIED, None)],
            "client exact, user specified": [(CLIENT_ID, EXACT, client),
                                             (USER, SPECIFIED, None)],
            "ip exact": [(IP, EXACT, ip)],
            "ip default": [(IP, DEFAULT, None)],
            "ip specified": [(IP, SPECIFIED, None)],
            "no such user": [(USER, EXACT, user + "-none")],
        }
        for label, components in filters.items():
            for strict in (False, True):
                await describe(k, components, label=f"{label}{', strict' if strict else ''}",
                               strict=strict, keep=mine)
    finally:
        await remove(k, [(pairs, [values[pairs[0][0] == IP][0]]) for pairs in entities])
    await describe(k, [], label="after the clean-up", keep=mine)


@scenario(GROUP, "AlterClientQuotas refuses bad entities with Kafka's messages")
async def bad_entities(k):
    user, client = k.new_name("-user"), k.new_name("-client")
    rate = [(PRODUCER_BYTE_RATE, 1000.0)]
    cases = {
        "empty entity": [],
        "unknown type": [("group", "g")],
        "unknown type with a user": [(USER, user), ("group", "g")],
        "empty user": [(USER, "")],
        "empty client id": [(CLIENT_ID, "")],
        "empty ip": [(IP, "")],
        "ip with a user": [(IP, "192.0.2.1"), (USER, user)],
        "ip with a client id": [(CLIENT_ID, client), (IP, "192.0.2.1")],
        "unresolvable ip": [(IP, "300.1.2.3")],
        "empty type": [("", "x")],
    }
    for label, pairs in cases.items():
        await alter(k, [(pairs, rate)], label=label)
    # A type named twice: the last name counts, as Kafka reads the entity into a map.
    twice = [(USER, user + "-first"), (USER, user)]
    try:
        await alter(k, [(twice, rate)], label="a type named twice")
        await describe(k, [(USER, SPECIFIED, None)], label="the user named last",
                       strict=True, keep={user, user + "-first"})
    finally:
        await remove(k, [([(USER, user)], [PRODUCER_BYTE_RATE])])


@scenario(GROUP, "AlterClientQuotas refuses bad keys and values with Kafka's messages")
async def bad_values(k):
    client = k.new_name("-client")
    ip = "192.0.2.33"
    named, at_ip = [(CLIENT_ID, client)], [(IP, ip)]
    cases = {
        "unknown key": (named, ("consumer_rate", 10.0)),
        "an ip key for a client id": (named, (CONNECTION_CREATION_RATE, 10.0)),
        "a client key for an ip": (at_ip, (PRODUCER_BYTE_RATE, 10.0)),
        "zero": (named, (PRODUCER_BYTE_RATE, 0.0)),
        "negative": (named, (CONSUMER_BYTE_RATE, -5.0)),
        "negative percentage": (named, (REQUEST_PERCENTAGE, -0.5)),
        "fractional long": (named, (PRODUCER_BYTE_RATE, 100.5)),
        "nearly whole long": (named, (PRODUCER_BYTE_RATE, 100.0000001)),
        "too large for a long": (named, (CONSUMER_BYTE_RATE, 1e19)),
        "infinite long": (named, (PRODUCER_BYTE_RATE, float("inf"))),
        "fractional int": (at_ip, (CONNECTION_CREATION_RATE, 2.5)),
        "too large for an int": (at_ip, (CONNECTION_CREATION_RATE, 3e9)),
        "zero connections": (at_ip, (CONNECTION_CREATION_RATE, 0.0)),
    }
    for label, (pairs, op) in cases.items():
        await alter(k, [(pairs, [op])], label=label)
    await describe(k, [(CLIENT_ID, EXACT, client)], label="what was set", keep={client})
    # Several faults in one entity: Kafka reports the first key its hash map yields.
    await alter(k, [(named, [(PRODUCER_BYTE_RATE, 1.5), (CONSUMER_BYTE_RATE, -1.0),
                             ("consumer_rate", 1.0), (REQUEST_PERCENTAGE, 0.0)])],
                label="four faults in one entity")
    # Refused by Kafka 4.4 (accepted by 4.3): infinity and NaN for a double.
    await alter(k, [(named, [(CONTROLLER_MUTATION_RATE, float("inf"))])],
                label="infinite double")
    await alter(k, [(named, [(REQUEST_PERCENTAGE, float("nan"))])], label="NaN")
    # Accepted: fractions of doubles, the largest int.
    fine = [(named, [(REQUEST_PERCENTAGE, 0.001), (CONTROLLER_MUTATION_RATE, 0.25)]),
            (at_ip, [(CONNECTION_CREATION_RATE, 2147483647.0)])]
    try:
        await alter(k, fine, label="accepted values")
        await describe(k, [(CLIENT_ID, EXACT, client)], label="the client's", keep={client})
        await describe(k, [(IP, EXACT, ip)], label="the ip's", keep={ip})
    finally:
        await remove(k, [(named, [PRODUCER_BYTE_RATE, REQUEST_PERCENTAGE,
                                  CONTROLLER_MUTATION_RATE]),
                         (at_ip, [CONNECTION_CREATION_RATE])])


@scenario(GROUP, "A key or an entity named twice in one AlterClientQuotas")
async def duplicates(k):
    first, second = k.new_name("-client"), k.new_name("-client")
    mine = {first, second}
    try:
        await alter(k, [([(CLIENT_ID, first)], [(PRODUCER_BYTE_RATE, 100.0),
                                                 (PRODUCER_BYTE_RATE, 200.0)]),
                        ([(CLIENT_ID, second)], [(PRODUCER_BYTE_RATE, 300.0)])],
                    label="a key twice")
        await describe(k, [(CLIENT_ID, SPECIFIED, None)], label="after a key twice",
                       strict=True, keep=mine)
        await alter(k, [([(CLIENT_ID, first)], [(PRODUCER_BYTE_RATE, 400.0)]),
                        ([(CLIENT_ID, second)], [(CONSUMER_BYTE_RATE, 500.0)]),
                        ([(CLIENT_ID, first)], [(CONSUMER_BYTE_RATE, 600.0)])],
                    label="an entity twice")
        # Refused, yet its first alteration applies (Kafka keeps the records it built).
        await wait_visible(k, k.any_broker(), [(CLIENT_ID, first)], {PRODUCER_BYTE_RATE: 400.0})
        await describe(k, [(CLIENT_ID, SPECIFIED, None)], label="after an entity twice",
                       strict=True, keep=mine)
    finally:
        await remove(k, [([(CLIENT_ID, name)], [PRODUCER_BYTE_RATE, CONSUMER_BYTE_RATE])
                         for name in (first, second)])


@scenario(GROUP, "DescribeClientQuotas refuses bad filters with Kafka's messages")
async def bad_filters(k):
    cases = {
        "empty type": [("", EXACT, "x")],
        "unknown type": [("group", EXACT, "x")],
        "a type twice": [(USER, EXACT, "a"), (USER, SPECIFIED, None)],
        "a type twice, unknown": [("group", SPECIFIED, None), ("group", SPECIFIED, None)],
        "exact without a name": [(USER, EXACT, None)],
        "default with a name": [(CLIENT_ID, DEFAULT, "x")],
        "specified with a name": [(CLIENT_ID, SPECIFIED, "x")],
        "unknown match type": [(USER, 7, None)],
        "ip with a user": [(IP, SPECIFIED, None), (USER, EXACT, "a")],
        "client id with an ip": [(CLIENT_ID, DEFAULT, None), (IP, EXACT, "192.0.2.1")],
        "unknown type after a bad match": [(USER, EXACT, None), ("group", EXACT, "x")],
    }
    for label, components in cases.items():
        for version in (0, 1):
            await describe(k, components, label=f"{label} v{version}", version=version,
                           keep=set())


@scenario(GROUP, "DescribeClientQuotas matches strictly and loosely")
async def matching(k):
    user, client, other = k.new_name("-user"), k.new_name("-client"), k.new_name("-client")
    mine = {user, client, other}
    entities = [[(USER, user)], [(USER, user), (CLIENT_ID, client)],
                [(USER, user), (CLIENT_ID, None)], [(CLIENT_ID, client)],
                [(USER, user), (CLIENT_ID, other)]]
    try:
        await alter(k, [(pairs, [(REQUEST_PERCENTAGE, 50.0 + index)])
                        for index, pairs in enumerate(entities)], label="set")
        filters = {
            "the user": [(USER, EXACT, user)],
            "the user, any client id": [(USER, EXACT, user), (CLIENT_ID, SPECIFIED, None)],
            "the user, default client id": [(USER, EXACT, user), (CLIENT_ID, DEFAULT, None)],
            "the client id": [(CLIENT_ID, EXACT, client)],
            "the other client id": [(CLIENT_ID, EXACT, other)],
            "any user and client id": [(USER, SPECIFIED, None), (CLIENT_ID, SPECIFIED, None)],
        }
        for label, components in filters.items():
            for strict in (False, True):
                await describe(k, components, label=f"{label}{', strict' if strict else ''}",
                               strict=strict, keep=mine)
    finally:
        await remove(k, [(pairs, [REQUEST_PERCENTAGE]) for pairs in entities])


# --- throttling --------------------------------------------------------------------------


def _throttled_at_all(answer: dict) -> dict:
    """An answer whose throttle time depends on the milliseconds between two measurements:
    only whether it was throttled is compared."""
    answer["throttle ms"] = "more" if answer["throttle ms"] > 0 else 0
    return answer


def _produce_answer(response) -> dict:
    partition = response.responses[0].partition_responses[0]
    return {"throttle ms": response.throttle_time_ms, "error": partition.error_code,
            "base offset": partition.base_offset}


@scenario(GROUP, "A producer byte rate throttles Produce by Kafka's arithmetic")
async def produce_throttled(k):
    topic = await k.topic(partitions=1, replication_factor=1)
    leader = topic.leader()
    slow, other = k.new_name("-producer"), k.new_name("-producer")
    pairs = [(CLIENT_ID, slow)]
    try:
        await alter(k, [(pairs, [(PRODUCER_BYTE_RATE, 1.0)])], label="1 byte/s", node=leader)
        await wait_visible(k, leader, pairs, {PRODUCER_BYTE_RATE: 1.0})
        # The connection is muted for the throttle time: each request gets its own.
        for index, (client, count) in enumerate(((slow, 3), (other, 3), (slow, 1))):
            response = await k.request(
                leader, produce_request(topic.name, 0, batch_of(10 * index, count), acks=1),
                9, key=f"produce-{index}", client_id=client)
            answer = _produce_answer(response)
            if index == 2:  # the rate has 3 records and 1 more over the time since: > 0
                _throttled_at_all(answer)
            who = "the slow" if client == slow else "another"
            k.observe(f"Produce v9 of {count} records by {who} client", answer)
    finally:
        await remove(k, [(pairs, [PRODUCER_BYTE_RATE])])


@scenario(GROUP, "A consumer byte rate caps and throttles Fetch")
async def fetch_throttled(k):
    topic = await k.topic(partitions=1, replication_factor=1)
    leader = topic.leader()
    await k.produce(topic, 20, batches=20, size=100)  # 20 batches of 175 bytes
    roomy, capped, tiny = (k.new_name("-consumer") for _ in range(3))
    entities = {roomy: 100_000.0, capped: 35.0, tiny: 1.0}
    try:
        # A fetch may take what the rate allows over 10 windows: 1 MB, 350 bytes (two whole
        # batches: Kafka would fill the rest with part of a third, kafkasim sends whole
        # batches only), 10 bytes.
        await alter(k, [([(CLIENT_ID, name)], [(CONSUMER_BYTE_RATE, rate)])
                        for name, rate in entities.items()], label="set", node=leader)
        response = await k.request(leader, fetch_request(topic, {0: 0}), 12, key="roomy",
                                   client_id=roomy)
        k.observe("a consumer well within its rate", _fetch_answer(response))
        # Capped at two batches, whose 350 bytes and the response around them are over the
        # rate: throttled by the response's overhead, and answered empty.
        response = await k.request(leader, fetch_request(topic, {0: 0}), 12, key="capped",
                                   client_id=capped)
        k.observe("a consumer capped at two batches", _fetch_answer(response))
        for epoch, label in ((-1, "sessionless"), (0, "asking for a session")):
            request = fetch_request(topic, {0: 0}, session_epoch=epoch)
            response = await k.request(leader, request, 12, key=f"tiny {epoch}",
                                       client_id=tiny)
            answer = _fetch_answer(response)
            if epoch == 0:  # the second measurement: its time since the first counts too
                _throttled_at_all(answer)
            k.observe(f"the 1 byte/s consumer, {label}", answer)
    finally:
        await remove(k, [([(CLIENT_ID, name)], [CONSUMER_BYTE_RATE]) for name in entities])


def _fetch_answer(response) -> dict:
    partitions = [p for topic in response.responses for p in topic.partitions]
    records = [len(bytes(p.records or b"")) for p in partitions]
    return {"throttle ms": response.throttle_time_ms, "error": response.error_code,
            "session": "none" if response.session_id == 0 else "created",
            "partitions": len(partitions), "record bytes": records}


@scenario(GROUP, "A request percentage throttles every API for one window")
async def request_percentage(k):
    topic = await k.topic(partitions=1, replication_factor=1)
    leader = topic.leader()
    client = k.new_name("-requests")
    pairs = [(CLIENT_ID, client)]
    requests = {
        "ApiVersions": (ApiVersionsRequest(client_software_name="kafkasim-fidelity",
                                           client_software_version="1.0"), 3),
        "Metadata": (MetadataRequest(topics=[MetadataRequestTopic(name=topic.name)],
                                     allow_auto_topic_creation=False), 12),
        "DescribeCluster": (DescribeClusterRequest(), 1),
        "ListGroups": (ListGroupsRequest(), 4),
        "FindCoordinator": (FindCoordinatorRequest(key_type=0, coordinator_keys=[client]), 4),
        "DescribeConfigs": (DescribeConfigsRequest(resources=[DescribeConfigsResource(
            resource_type=2, resource_name=topic.name, configuration_keys=["cleanup.policy"])]),
            4),
        "DescribeClientQuotas": (describe_request([(CLIENT_ID, EXACT, client)], True), 1),
        "ListOffsets": (list_offsets_request(topic.name, -1), 7),
        "InitProducerId": (InitProducerIdRequest(transactional_id=None,
                                                 transaction_timeout_ms=-1), 4),
        "CreateTopics, validate only": (CreateTopicsRequest(topics=[CreatableTopic(
            name=k.new_name(), num_partitions=1, replication_factor=1)], timeout_ms=10_000,
            validate_only=True), 7),
        "Produce": (produce_request(topic.name, 0, batch_of(0, 1), acks=1), 9),
        "Fetch": (fetch_request(topic, {0: 0}), 12),
    }
    try:
        # 0.00001% of a thread: any request's time is far above it.
        await alter(k, [(pairs, [(REQUEST_PERCENTAGE, 0.00001)])], label="set", node=leader)
        await wait_visible(k, leader, pairs, {REQUEST_PERCENTAGE: 0.00001})
        throttles = {}
        for name, (request, version) in requests.items():
            response = await k.request(leader, request, version, key=name, client_id=client)
            throttles[name] = response.throttle_time_ms
        k.observe("throttle ms by API", throttles)
        fetched = await k.request(leader, fetch_request(topic, {0: 0}), 12, key="fetch again",
                                  client_id=client)
        k.observe("a throttled fetch is empty", _fetch_answer(fetched))
    finally:
        await remove(k, [(pairs, [REQUEST_PERCENTAGE])])


@scenario(GROUP, "A throttled incremental fetch keeps its session")
async def throttled_session(k):
    topic = await k.topic(partitions=1, replication_factor=1)
    leader = topic.leader()
    await k.produce(topic, 3)
    client = k.new_name("-session")
    pairs = [(CLIENT_ID, client)]

    async def fetch(epoch: int, session_id: int, key: str, label: str) -> int:
        offsets = {0: 0} if epoch == 0 else {}  # incremental fetches name no partition
        response = await k.request(leader, fetch_request(topic, offsets, session_id=session_id,
                                                         session_epoch=epoch), 12,
                                   key=key, client_id=client)
        answer = _fetch_answer(response)
        answer["session"] = ("none" if response.session_id == 0 else "the same"
                             if response.session_id == session_id else "new")
        k.observe(label, answer)
        return response.session_id

    try:
        session = await fetch(0, 0, "open", "a full fetch opens a session")
        await alter(k, [(pairs, [(REQUEST_PERCENTAGE, 0.00001)])], label="set", node=leader)
        await wait_visible(k, leader, pairs, {REQUEST_PERCENTAGE: 0.00001})
        await fetch(1, session, "epoch 1", "epoch 1, throttled")
        await fetch(2, session, "epoch 2", "epoch 2, throttled")
        await alter(k, [(pairs, [(REQUEST_PERCENTAGE, None)])], label="removed", node=leader)
        await wait_visible(k, leader, pairs, {REQUEST_PERCENTAGE: None})
        await fetch(3, session, "epoch 3", "epoch 3, no quota")
    finally:
        await remove(k, [(pairs, [REQUEST_PERCENTAGE])])


@scenario(GROUP, "Quota precedence between user, client id and their defaults")
async def precedence(k):
    topic = await k.topic(partitions=1, replication_factor=1)
    leader = topic.leader()
    clients = [k.new_name("-client") for _ in range(4)]
    user_default_client = [(USER, ANONYMOUS), (CLIENT_ID, None)]
    # Plaintext connections are user ANONYMOUS. Huge quotas where a level must not throttle
    # (the user levels apply to every client of the cluster meanwhile), 1 byte/s where it
    # must; None removes.
    phases = [
        ("a client id quota alone", [([(CLIENT_ID, clients[0])], 1.0)]),
        ("a user quota wins over a client id quota",
         [([(CLIENT_ID, clients[1])], 1.0), ([(USER, ANONYMOUS)], 1e12)]),
        ("the user's default client id wins over the user", [(user_default_client, 1.0)]),
        ("the user with a client id wins over everything",
         [([(USER, ANONYMOUS), (CLIENT_ID, clients[2])], 1e12)]),
        ("the default user wins over a client id quota",
         [([(USER, ANONYMOUS)], None), (user_default_client, None),
          ([(USER, ANONYMOUS), (CLIENT_ID, clients[2])], None), ([(USER, None)], 1e12)]),
        ("the default user with a client id wins over the default user",
         [([(USER, None), (CLIENT_ID, clients[3])], 1.0)]),
        ("the default user and client id wins over the default user",
         [([(USER, None), (CLIENT_ID, None)], 1.0)]),
    ]
    touched: list = []
    try:
        for index, (label, quotas) in enumerate(phases):
            await alter(k, [(pairs, [(PRODUCER_BYTE_RATE, value)]) for pairs, value in quotas],
                        label=f"set: {label}", node=leader)
            touched += [pairs for pairs, _ in quotas]
            for pairs, value in quotas:
                await wait_visible(k, leader, pairs, {PRODUCER_BYTE_RATE: value})
            throttled = {}
            for number, client in enumerate(clients):
                response = await k.request(
                    leader, produce_request(topic.name, 0, batch_of(0, 2), acks=1), 9,
                    key=f"phase {index} {client}", client_id=client)
                throttled[f"client {number}"] = response.throttle_time_ms > 0
            k.observe(f"throttled: {label}", throttled)
    finally:
        await remove(k, [(pairs, [PRODUCER_BYTE_RATE]) for pairs in touched])


@scenario(GROUP, "Client quotas survive a broker restart", disruptive=True, timeout=180.0)
async def survive_restart(k):
    client = k.new_name("-client")
    pairs = [(CLIENT_ID, client)]
    node = k.broker("b")
    try:
        await alter(k, [(pairs, [(PRODUCER_BYTE_RATE, 5000.0), (REQUEST_PERCENTAGE, 25.0)])],
                    label="set")
        await wait_visible(k, node, pairs, {PRODUCER_BYTE_RATE: 5000.0,
                                            REQUEST_PERCENTAGE: 25.0})
        await k.stop_broker(node)
        await k.start_broker(node)
        await wait_visible(k, node, pairs, {PRODUCER_BYTE_RATE: 5000.0,
                                            REQUEST_PERCENTAGE: 25.0})
        await describe(k, [(CLIENT_ID, EXACT, client)], label="on the restarted broker",
                       keep={client}, node=node)
    finally:
        await remove(k, [(pairs, [PRODUCER_BYTE_RATE, REQUEST_PERCENTAGE])])

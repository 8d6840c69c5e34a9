"""Metadata: every version for a topic, all topics, topic ids, auto-creation and authorized
operations. Node ids, ports and the controller are compared by role (compare.py)."""

from __future__ import annotations

from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import metadata_request


def _only(response, names):
    """Keep the scenario's own topics: other scenarios and internal topics differ by design."""
    if response is not None:
        response.topics = [t for t in response.topics if t.name in names]
    return response


def _at_version(version: int):
    async def topic_metadata(k):
        topic = await k.topic(partitions=2)
        await k.send(k.any_broker(), metadata_request([topic.name], version=version), version)

    return topic_metadata


for _version in range(0, 14):
    scenario("Metadata", f"a topic at v{_version}")(_at_version(_version))


@scenario("Metadata", "all topics")
async def all_topics(k):
    topic = await k.topic()
    for version in (0, 1, 9, 12):
        request = metadata_request([] if version == 0 else None, version=version)
        response = await k.request(k.any_broker(), request, version)
        k.observe(f"Metadata v{version} (this scenario's topics)", _only(response, {topic.name}))


@scenario("Metadata", "no topics")
async def no_topics(k):
    for version in (1, 4, 12):
        await k.send(k.any_broker(), metadata_request([], version=version), version)


@scenario("Metadata", "an unknown topic, auto-creation off")
async def unknown_topic(k):
    for version in (4, 9, 12):
        await k.send(k.any_broker(), metadata_request([k.new_name("-missing")],
                                                      version=version), version)


@scenario("Metadata", "an unknown topic, auto-created")
async def auto_created(k):
    name = k.new_name("-auto")
    await k.send(k.any_broker(), metadata_request([name], auto_create=True), 12,
                 label="first ask")

    async def created():
        response = await k.request(k.any_broker(), metadata_request([name]), 12)
        info = response.topics[0]
        if info.error_code == 0 and info.partitions and info.partitions[0].leader_id >= 0:
            k.topic_ids[info.topic_id] = name
            return response
        return None

    response = await k.wait_until(created, f"{name} auto-created")
    info = response.topics[0]
    # Placement of a replication-factor-1 topic is each cluster's own (random in Kafka).
    k.observe("once created", {
        "error_code": info.error_code, "is_internal": info.is_internal,
        "partitions": [(p.partition_index, p.error_code, len(p.replica_nodes), len(p.isr_nodes),
                        p.leader_id in p.replica_nodes, p.leader_epoch) for p in info.partitions]})


@scenario("Metadata", "auto-creation at v3 (always on)")
async def auto_created_v3(k):
    name = k.new_name("-auto")
    await k.send(k.any_broker(), metadata_request([name], version=3), 3,
                 label="v3 always allows auto-creation")

    async def created():
        response = await k.request(k.any_broker(), metadata_request([name]), 12)
        return response.topics[0].error_code == 0

    k.observe("created", await k.wait_until(created, f"{name} auto-created"))


@scenario("Metadata", "an invalid topic name")
async def invalid_name(k):
    for name in ("bad name!", "x" * 250, ".", ".."):
        await k.send(k.any_broker(), metadata_request([name], auto_create=True), 12,
                     label=f"name {name[:12]!r}")


@scenario("Metadata", "auto-creating an internal topic name")
async def internal_name(k):
    await k.send(k.any_broker(), metadata_request(["__fidelity_internal"], auto_create=True),
                 12, label="a name with two underscores")


@scenario("Metadata", "a topic by id")
async def by_topic_id(k):
    topic = await k.topic()
    await k.send(k.any_broker(), metadata_request([], topic_ids=[topic.topic_id]), 12)
    await k.send(k.any_broker(), metadata_request([], topic_ids=[topic.topic_id]), 13)


@scenario("Metadata", "an unknown topic id")
async def unknown_topic_id(k):
    import uuid

    await k.send(k.any_broker(), metadata_request([], topic_ids=[uuid.uuid4()]), 12)


@scenario("Metadata", "a topic id at v11")
async def topic_id_too_old(k):
    topic = await k.topic()
    await k.send(k.any_broker(), metadata_request([], topic_ids=[topic.topic_id], version=11),
                 11)


@scenario("Metadata", "authorized operations")
async def authorized_operations(k):
    topic = await k.topic()
    for version in (8, 10, 11):
        await k.send(k.any_broker(), metadata_request([topic.name], cluster_operations=True,
                                                      topic_operations=True, version=version),
                     version)


@scenario("Metadata", "the same topic twice")
async def topic_twice(k):
    topic = await k.topic()
    await k.send(k.any_broker(), metadata_request([topic.name, topic.name]), 12)


@scenario("Metadata", "the broker list")
async def brokers_listed(k):
    response = await k.send(k.any_broker(), metadata_request([]), 12)
    if response is not None:
        k.observe("brokers by rack", sorted(b.rack for b in response.brokers))

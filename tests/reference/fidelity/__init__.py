"""The differential fidelity suite: the same scenario, run against kafkasim and real Kafka.

A scenario is a short async script that reads like a test a client-library author would
write::

    @scenario("ListOffsets", "latest offset at v7 with read_committed")
    async def latest_read_committed(k):
        topic = await k.topic()              # replication factor 3, placed on both clusters
        await k.produce(topic, 10)           # and wait until every replica has it
        await k.send(topic.leader(), list_offsets_request(topic.name, -1,
                                                          isolation_level=1), 7)

`k` is a `Side` (world.py): the same script runs once against each cluster, concurrently.
Every `send` records the response it got (or that the broker closed the connection);
`k.observe(label, value)` records anything else. The two records are compared field by field,
every field (tagged fields known and unknown, bytes, records with their headers), after
reducing only what legitimately differs between two clusters (compare.py's docstring lists
each reduction with its reason: node ids by rack, random and allocated ids, wall-clock
throttles, error texts). Every answer is also read by kio (second_reading.py); a field kio
reads otherwise than our codec fails the scenario. A difference fails the scenario unless
`tests/reference/known_differences.toml` names its path and the value on each side, with a
reason (known.py).

Scenario modules live in `scenarios/`, one per group (ApiVersions, Metadata, Produce, ...);
`test_fidelity.py` runs them, `report.py` prints the summary line, writes
`fidelity-report.json` and the generated table in FEATURES.md.
"""

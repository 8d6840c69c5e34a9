"""Log compaction: what a compacted topic holds after Kafka's log cleaner has been through it —
the surviving offsets, keys and values, the gaps, the batches rewritten with their offsets
kept, tombstones and their delete horizon, producers' last batches, and the settings that
hold the cleaner back or push it.

Segments roll deterministically on both clusters: every batch carries one timestamp, batch j
at BASE_TIMESTAMP + STEP * j, and `segment.ms` (SEGMENT_MS) rolls the active segment once a
batch is more than that newer than the segment's first (Kafka's LogSegment.shouldRoll), so
every SEGMENT_BATCHES batches start a segment. Both clusters clean with
`log.cleaner.backoff.ms` 500; a scenario waits until the log holds what the cleaner leaves,
then reads it from offset 0. A batch's delete horizon (KIP-534) is the cleaning time plus
`delete.retention.ms`, different on each cluster, so the log is observed as its records'
offsets, keys, values and timestamps, and per batch its offsets and whether it has a horizon.
"""

from __future__ import annotations

import asyncio

from kafkasim.protocol.messages.incremental_alter_configs import (
    AlterableConfig,
    AlterConfigsResource,
    IncrementalAlterConfigsRequest,
)
from kafkasim.protocol.records import (
    DELETE_HORIZON_MASK,
    build_batch,
    iter_batches,
    iter_records,
)
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import (
    BASE_TIMESTAMP,
    delete_records_request,
    fetch_request,
    list_offsets_request,
    produce_request,
)

GROUP = "Compaction"
STEP = 2_000
SEGMENT_MS = 5_000  # a batch more than 5 s newer than the first rolls: 3 batches a segment
SEGMENT_BATCHES = 3
TIMEOUT = 90.0


def compacted(**extra) -> dict[str, object]:
    return {"cleanup.policy": "compact", "segment.ms": SEGMENT_MS,
            "min.cleanable.dirty.ratio": "0.01", **extra}


class Log:
    """A compacted topic's partition 0 and the batches a scenario writes to it."""

    def __init__(self, k, topic) -> None:
        self.k = k
        self.topic = topic
        self.batches = 0

    async def write(self, records: list[tuple[str | None, str | None]], *, label: str = "",
                    producer: tuple[int, int] | None = None, sequence: int = -1,
                    step: int | None = None):
        """One batch of (key, value) records (None: no key / a tombstone), all stamped with
        the next batch timestamp."""
        stamp = BASE_TIMESTAMP + STEP * (self.batches if step is None else step)
        self.batches += 1
        pid, epoch = producer if producer is not None else (-1, -1)
        batch = build_batch([(None if key is None else key.encode(),
                              None if value is None else value.encode(), [], stamp)
                             for key, value in records],
                            producer_id=pid, producer_epoch=epoch, base_sequence=sequence)
        request = produce_request(self.topic.name, 0, batch)
        if label:
            return await self.k.send(self.topic.leader(), request, 9, label=label)
        response = await self.k.request(self.topic.leader(), request, 9)
        error = response.responses[0].partition_responses[0].error_code
        assert error == 0, f"{self.k.name}: produce error {error}"
        return response

    async def read(self, node=None) -> list[dict]:
        """Every batch from offset 0 up to the high watermark of the leader's (or `node`'s)
        copy, as observed (see the module docstring)."""
        batches = []
        offset = 0
        while True:
            response = await self.k.request(node or self.topic.leader(), fetch_request(
                self.topic, {0: offset}, max_bytes=1 << 24, partition_max_bytes=1 << 24), 12)
            data = response.responses[0].partitions[0]
            records = bytes(data.records or b"")
            if not records:
                return batches
            for header, batch in iter_batches(records):
                batches.append({
                    "offsets": [header.base_offset, header.last_offset],
                    "count": header.records_count,
                    "horizon": bool(header.attributes & DELETE_HORIZON_MASK),
                    "producer": header.producer_id >= 0,
                    "records": [[header.base_offset + r.offset_delta,
                                 None if r.key is None else bytes(r.key).decode(),
                                 None if r.value is None else bytes(r.value).decode(),
                                 r.timestamp(header) - BASE_TIMESTAMP]
                                for r in iter_records(batch)]})
                offset = header.last_offset + 1
            if offset >= data.high_watermark:
                return batches

    async def settle(self, what: str, records: int, node=None) -> list[dict]:
        """Wait until the log holds `records` records (what the cleaner leaves), and return
        it."""
        async def cleaned():
            batches = await self.read(node)
            count = sum(len(b["records"]) for b in batches)
            return batches if count == records else None

        return await self.k.wait_until(cleaned, what, timeout=TIMEOUT, interval=0.25)

    async def observe(self, label: str, records: int) -> None:
        batches = await self.settle(label, records)
        self.k.observe(label, batches)

    async def alter(self, configs: dict[str, str]) -> None:
        """Change the topic's configs, then give every broker a moment to apply them."""
        response = await self.k.request(self.k.any_broker(), IncrementalAlterConfigsRequest(
            resources=[AlterConfigsResource(resource_type=2, resource_name=self.topic.name,
                                            configs=[AlterableConfig(name=name,
                                                                     config_operation=0,
                                                                     value=value)
                                                     for name, value in configs.items()])],
            validate_only=False), 1)
        self.k.observe(f"IncrementalAlterConfigs {sorted(configs)}", response)
        await asyncio.sleep(1.5)


async def compacted_log(k, **config) -> Log:
    topic = await k.topic(config=compacted(**config))
    return Log(k, topic)


def versions(keys: str, round_: int) -> list[tuple[str, str]]:
    return [(key, f"{key}-v{round_}") for key in keys]


@scenario(GROUP, "overwritten keys leave gaps; the active segment is not cleaned", timeout=120)
async def overwritten_keys(k):
    log = await compacted_log(k)
    for round_ in range(7):  # 7 batches: segments of 3, 3 and an active one of 1
        await log.write(versions("abcd", round_))
    # The two closed segments keep the latest of a, b, c, d (round 5), the active one round 6.
    await log.observe("after cleaning", 4 + 4)


@scenario(GROUP, "a batch keeping some of its records is rewritten with its offsets", timeout=120)
async def rewritten_batch(k):
    log = await compacted_log(k)
    await log.write([("a", "a1"), ("b", "b1"), ("c", "c1"), ("d", "d1")])
    await log.write([("b", "b2"), ("d", "d2")])
    await log.write([("x", "x1")])
    await log.write([("y", "y1")])  # rolls: the first segment holds three batches
    await log.observe("after cleaning", 6)
    await k.send(log.topic.leader(), fetch_request(log.topic, {0: 1}), 12,
                 label="Fetch from inside a gap")


@scenario(GROUP, "tombstones keep a delete horizon, then go", timeout=150)
async def tombstones(k):
    log = await compacted_log(k, **{"delete.retention.ms": 0})
    await log.write([("a", "a1"), ("b", "b1"), ("c", "c1")])
    await log.write([("a", None), ("c", "c2")])
    await log.write([("b", None)])
    await log.write([("d", "d1")])  # rolls
    await log.observe("first round: tombstones stay, marked", 4)
    for step in range(SEGMENT_BATCHES):
        await log.write([("e", f"e{step}")])
    # c2, d1 and the last e of the cleaned segments, and the active segment's e.
    await log.observe("a later round: past their horizon they go", 4)


@scenario(GROUP, "a record without a key is refused by a compacted topic")
async def keyless_record(k):
    log = await compacted_log(k)
    await log.write([("a", "1"), (None, "no key"), ("b", "2")], label="Produce with a keyless record")
    await k.send(log.topic.leader(), list_offsets_request(log.topic.name, -1), 7)


@scenario(GROUP, "an idempotent producer's last batch stays, empty", timeout=120)
async def producer_last_batch(k):
    log = await compacted_log(k)
    producer = await k.producer_id("compaction")
    await log.write([("a", "a1"), ("b", "b1")], producer=producer, sequence=0)
    await log.write([("a", "a2"), ("b", "b2")])
    await log.write([("c", "c1")])
    await log.write([("d", "d1")])  # rolls
    await log.observe("after cleaning", 4)
    await log.write([("e", "e1")], producer=producer, sequence=2,
                    label="the producer carries on with its next sequence")


@scenario(GROUP, "min.compaction.lag.ms holds records back from the cleaner", timeout=90)
async def min_compaction_lag(k):
    # The records are a day old: a lag of two days keeps every segment dirty.
    log = await compacted_log(k, **{"min.compaction.lag.ms": 2 * 86_400_000})
    for round_ in range(4):
        await log.write(versions("ab", round_))
    await asyncio.sleep(3)  # six cleaner back-offs
    await log.observe("nothing cleaned", 8)


@scenario(GROUP, "compact,delete compacts too; offsets keep their meaning", timeout=120)
async def compact_and_delete(k):
    log = await compacted_log(k, **{"cleanup.policy": "compact,delete"})
    for round_ in range(4):
        await log.write(versions("abc", round_))
    await log.observe("after cleaning", 3 + 3)
    await k.send(log.topic.leader(), list_offsets_request(log.topic.name, {0: -2}), 7,
                 label="earliest")
    await k.send(log.topic.leader(), list_offsets_request(log.topic.name, {0: -1}), 7,
                 label="latest")
    await k.send(log.topic.leader(), list_offsets_request(log.topic.name, {0: BASE_TIMESTAMP}),
                 7, label="the first timestamp")


async def _behind_a_clean_section(k) -> Log:
    """A log cleaned once (a2, b2 | a3, b3 active), then three more batches closed in a second
    segment with the dirty ratio raised to 0.99: 3 dirty batches to 1 clean one stay dirty."""
    log = await compacted_log(k)
    for round_ in range(4):
        await log.write(versions("ab", round_))
    await log.settle("the first round", 4)
    await log.alter({"min.cleanable.dirty.ratio": "0.99"})
    for round_ in range(4, 7):
        await log.write(versions("ab", round_))
    return log


@scenario(GROUP, "a dirty ratio under min.cleanable.dirty.ratio leaves the log alone",
          timeout=120)
async def below_dirty_ratio(k):
    log = await _behind_a_clean_section(k)
    await asyncio.sleep(3)
    await log.observe("not cleaned again", 2 + 6 + 2)


@scenario(GROUP, "max.compaction.lag.ms cleans a log below its dirty ratio", timeout=120)
async def max_compaction_lag(k):
    log = await _behind_a_clean_section(k)
    await log.alter({"max.compaction.lag.ms": "1"})
    await log.observe("cleaned because it waited too long", 2 + 2)


@scenario(GROUP, "followers compact their own copies alike", timeout=120)
async def followers(k):
    log = await compacted_log(k)
    for round_ in range(4):
        await log.write(versions("abc", round_))
    k.observe("the leader's copy", await log.settle("the leader cleaned", 6))
    for index, node in enumerate(log.topic.followers()):
        k.observe(f"follower {index}'s copy",
                  await log.settle(f"follower {index} cleaned", 6, node=node))


@scenario(GROUP, "DeleteRecords: refused on a compacted topic, served on compact,delete")
async def delete_records_policy(k):
    for policy in ("compact", "compact,delete"):
        log = await compacted_log(k, **{"cleanup.policy": policy})
        await log.write([("a", "a1"), ("b", "b1")])
        await log.write([("a", "a2")])
        for offset in (1, -1, 99):
            await k.send(log.topic.leader(), delete_records_request(log.topic.name, {0: offset}),
                         2, label=f"{policy}: DeleteRecords before {offset}")


@scenario(GROUP, "a topic switched from delete to compact is cleaned", timeout=120)
async def switched_to_compact(k):
    topic = await k.topic(config={"cleanup.policy": "delete", "segment.ms": SEGMENT_MS,
                                  "min.cleanable.dirty.ratio": "0.01"})
    log = Log(k, topic)
    for round_ in range(7):  # segments of 3, 3 and an active one of 1 batch
        await log.write(versions("abcd", round_))
    k.observe("before: every record", await log.read())
    await log.alter({"cleanup.policy": "compact"})
    await log.observe("compacted once the policy says so", 4 + 4)

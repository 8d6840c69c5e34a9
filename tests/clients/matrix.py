"""The cross-client scenario (issue 3, acceptance check 1), independent of which client runs it.

Every client goes through the same steps against a 3-broker cluster and a replication-factor-3
topic of 6 partitions:

1. phase 1: produce the first half of 10,000 keyed messages, one producer per compression codec
   the client supports (codecs take turns in contiguous slices, each slice flushed before the
   next, so per-partition order is the order of production);
2. member A joins the consumer group and consumes phase 1; its commits reach the coordinator;
3. member B joins mid-way; both are re-assigned (A gives up partitions, B takes them);
4. phase 2: produce the second half, which A and B share by partition;
5. both leave the group (committing on the way out); the group's committed offsets are then
   the log end offsets.

`verify` checks the outcome: nothing lost, nothing duplicated, every record byte-exact, offsets
contiguous and in production order per partition, one partition per key, and the two members'
phase-2 partitions disjoint and matching their final assignments. A client driver only
implements `Member` (start/stop a group member that records what it receives) and a produce
function; the rest is here.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_topics import CreatableTopic, CreateTopicsRequest
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic
from kafkasim.protocol.messages.offset_fetch import OffsetFetchRequest, OffsetFetchRequestTopic
from kafkasim.protocol.records import Compression, iter_batches

MESSAGES = 10_000
PARTITIONS = 6
REPLICATION_FACTOR = 3
KEYS = 97
DEADLINE = 60.0  # seconds for any one wait; the whole scenario takes a few seconds when healthy


@dataclass(frozen=True)
class Message:
    """One message the scenario produces: `seq` is its position in production order."""

    seq: int
    key: bytes
    value: bytes


@dataclass(frozen=True)
class Delivered:
    """An acknowledged message: where the producer says it was written (offset None when the
    client does not report offsets, as kcat's producer does not)."""

    message: Message
    partition: int | None
    offset: int | None


@dataclass(frozen=True)
class Consumed:
    partition: int
    offset: int
    key: bytes | None
    value: bytes | None


def make_messages(count: int = MESSAGES, *, text: bool = False) -> list[Message]:
    """Deterministic keyed messages of varying length; values start with the sequence number.
    `text` restricts payloads to printable ASCII without tabs or newlines (for kcat, which
    frames records as lines); otherwise values cover all 256 byte values."""
    messages = []
    for seq in range(count):
        key = f"key-{seq % KEYS:03d}".encode()
        length = 10 + (seq * 7919) % 190
        if text:
            body = bytes(33 + (seq * 31 + index * 17) % 94 for index in range(length))
        else:
            body = bytes((seq * 31 + index * 17) % 256 for index in range(length))
        messages.append(Message(seq, key, f"{seq:06d}|".encode() + body))
    return messages


def slices_by_codec(messages: Sequence[Message], codecs: Sequence[str]) -> list[tuple[str, list[Message]]]:
    """Split `messages` into contiguous slices, one per codec, in order."""
    size = -(-len(messages) // len(codecs))
    return [(codec, list(messages[i * size:(i + 1) * size])) for i, codec in enumerate(codecs)]


# -- cluster-side helpers over our own protocol connection (a neutral oracle) ------------------

def bootstrap_addresses(bootstrap: str) -> list[tuple[str, int]]:
    addresses = []
    for item in bootstrap.split(","):
        host, _, port = item.strip().rpartition(":")
        addresses.append((host, int(port)))
    return addresses


async def _create_topic(bootstrap: str, topic: str, partitions: int, replication_factor: int,
                        configs: dict[str, str] | None) -> None:
    host, port = bootstrap_addresses(bootstrap)[0]
    connection = await KafkaConnection.connect(host, port, client_id="matrix-admin")
    try:
        request = CreateTopicsRequest(
            topics=[CreatableTopic(name=topic, num_partitions=partitions,
                                   replication_factor=replication_factor, assignments=[],
                                   configs=[])],
            timeout_ms=10_000,
        )
        if configs:
            from kafkasim.protocol.messages.create_topics import CreatableTopicConfig
            request.topics[0].configs = [CreatableTopicConfig(name=k, value=v)
                                         for k, v in configs.items()]
        response = await connection.send(request, 5)
        error = response.topics[0].error_code
        if error not in (ErrorCode.NONE, ErrorCode.TOPIC_ALREADY_EXISTS):
            raise AssertionError(f"CreateTopics {topic}: {ErrorCode(error).name} "
                                 f"{response.topics[0].error_message}")
    finally:
        await connection.close()
    # Every broker must see every partition led and fully replicated before clients start:
    # the matrix tests the data path, not metadata propagation races.
    deadline = time.monotonic() + DEADLINE
    for host, port in bootstrap_addresses(bootstrap):
        connection = await KafkaConnection.connect(host, port, client_id="matrix-admin")
        try:
            while True:
                response = await connection.send(
                    MetadataRequest(topics=[MetadataRequestTopic(name=topic)],
                                    allow_auto_topic_creation=False), 9)
                [state] = response.topics
                if (state.error_code == ErrorCode.NONE and len(state.partitions) == partitions
                        and all(p.leader_id >= 0 and len(p.isr_nodes) == replication_factor
                                for p in state.partitions)):
                    break
                if time.monotonic() > deadline:
                    raise AssertionError(f"topic {topic} not ready on {host}:{port}: {state!r}")
                await asyncio.sleep(0.02)
        finally:
            await connection.close()


def create_topic(bootstrap: str, topic: str, partitions: int = PARTITIONS,
                 replication_factor: int = REPLICATION_FACTOR,
                 configs: dict[str, str] | None = None) -> None:
    """Create `topic` through CreateTopics (sent to a broker, forwarded to the controller) and
    wait until every broker's Metadata shows all partitions with a leader and a full ISR."""
    asyncio.run(_create_topic(bootstrap, topic, partitions, replication_factor, configs))


async def _committed_offsets(bootstrap: str, group: str, topic: str,
                             partitions: int) -> dict[int, int]:
    host, port = bootstrap_addresses(bootstrap)[0]
    connection = await KafkaConnection.connect(host, port, client_id="matrix-admin")
    try:
        found = await connection.send(FindCoordinatorRequest(key=group, key_type=0), 3)
        if found.error_code != ErrorCode.NONE:
            raise AssertionError(f"FindCoordinator {group}: {ErrorCode(found.error_code).name}")
    finally:
        await connection.close()
    connection = await KafkaConnection.connect(found.host, found.port, client_id="matrix-admin")
    try:
        response = await connection.send(OffsetFetchRequest(
            group_id=group,
            topics=[OffsetFetchRequestTopic(name=topic, partition_indexes=list(range(partitions)))],
        ), 6)
    finally:
        await connection.close()
    if response.error_code != ErrorCode.NONE:
        raise AssertionError(f"OffsetFetch {group}: {ErrorCode(response.error_code).name}")
    return {p.partition_index: p.committed_offset
            for t in response.topics for p in t.partitions}


def committed_offsets(bootstrap: str, group: str, topic: str,
                      partitions: int = PARTITIONS) -> dict[int, int]:
    """The group's committed offsets for `topic` as the coordinator reports them (OffsetFetch
    v6 through our own codec), -1 where nothing is committed."""
    return asyncio.run(_committed_offsets(bootstrap, group, topic, partitions))


async def _stored_batches(bootstrap: str, topic: str) -> list[tuple[str, int]]:
    host, port = bootstrap_addresses(bootstrap)[0]
    connection = await KafkaConnection.connect(host, port, client_id="matrix-admin")
    try:
        metadata = await connection.send(
            MetadataRequest(topics=[MetadataRequestTopic(name=topic)],
                            allow_auto_topic_creation=False), 9)
    finally:
        await connection.close()
    address = {b.node_id: (b.host, b.port) for b in metadata.brokers}
    batches = []
    for partition in metadata.topics[0].partitions:
        connection = await KafkaConnection.connect(*address[partition.leader_id],
                                                   client_id="matrix-admin")
        try:
            offset, high_watermark = 0, None
            while high_watermark is None or offset < high_watermark:
                response = await connection.send(FetchRequest(
                    replica_id=-1, max_wait_ms=0, min_bytes=0, max_bytes=8 << 20,
                    isolation_level=0, session_id=0, session_epoch=-1,
                    topics=[FetchTopic(topic=topic, partitions=[FetchPartition(
                        partition=partition.partition_index, current_leader_epoch=-1,
                        fetch_offset=offset, last_fetched_epoch=-1, log_start_offset=-1,
                        partition_max_bytes=4 << 20)])],
                    forgotten_topics_data=[], rack_id=""), 12)
                [data] = response.responses[0].partitions
                assert data.error_code == ErrorCode.NONE, ErrorCode(data.error_code).name
                high_watermark = data.high_watermark
                for header, _ in iter_batches(data.records or b""):
                    batches.append((Compression(header.attributes & 0x07).name.lower(),
                                    header.producer_id))
                    offset = header.base_offset + header.last_offset_delta + 1
        finally:
            await connection.close()
    return batches


def stored_batches(bootstrap: str, topic: str) -> list[tuple[str, int]]:
    """(codec, producer id) of every record batch in `topic`, read from the partition leaders
    with Fetch v12 through our own codec: what the clients' producers really wrote."""
    return asyncio.run(_stored_batches(bootstrap, topic))


# -- group members ----------------------------------------------------------------------------

@dataclass
class Member:
    """A consumer-group member driven by some client. Drivers run the client (in a thread or a
    subprocess) and, from there, append to `records` and set `assigned` after each rebalance.
    `errors` collects exceptions raised where the test thread cannot see them."""

    name: str
    records: list[Consumed] = field(default_factory=list)
    assigned: frozenset[int] | None = None
    assignments: list[frozenset[int]] = field(default_factory=list)
    errors: list[BaseException] = field(default_factory=list)

    def on_assigned(self, partitions) -> None:
        self.assigned = frozenset(partitions)
        self.assignments.append(self.assigned)

    def start(self) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        """Leave the group gracefully (committing consumed offsets) and wait until gone."""
        raise NotImplementedError

    def check(self) -> None:
        if self.errors:
            raise AssertionError(f"member {self.name} failed: {self.errors[0]!r}") from self.errors[0]


class ThreadMember(Member):
    """A member whose client runs `run(stop_event)` in a thread of its own."""

    def __init__(self, name: str):
        super().__init__(name)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._main, name=f"member-{name}", daemon=True)

    def run(self, stop: threading.Event) -> None:
        raise NotImplementedError

    def _main(self) -> None:
        try:
            self.run(self._stop)
        except BaseException as error:  # reported to the test thread by check()
            self.errors.append(error)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(DEADLINE)
        if self._thread.is_alive():
            raise AssertionError(f"member {self.name} did not leave the group")
        self.check()


def wait_for(condition: Callable[[], bool], what: Callable[[], str] | str,
             members: Sequence[Member] = (), timeout: float = DEADLINE) -> None:
    """Poll `condition` until true; fail with `what` (evaluated late) after `timeout`."""
    deadline = time.monotonic() + timeout
    while not condition():
        for member in members:
            member.check()
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what() if callable(what) else what}")
        time.sleep(0.02)


# -- the scenario -----------------------------------------------------------------------------

@dataclass
class Outcome:
    produced: list[Delivered]
    members: list[Member]
    phase_1_count: int
    committed: dict[int, int]


def run_group_scenario(
    *,
    bootstrap: str,
    topic: str,
    group: str,
    messages: Sequence[Message],
    produce: Callable[[Sequence[Message]], list[Delivered]],
    make_member: Callable[[str], Member],
    partitions: int = PARTITIONS,
) -> Outcome:
    """Run the two-phase group scenario described in the module docstring and return what
    happened, for `verify`."""
    half = len(messages) // 2
    produced = list(produce(messages[:half]))
    assert len(produced) == half, f"phase 1: {len(produced)} of {half} acknowledged"

    first = make_member("a")
    first.start()
    members = [first]
    try:
        wait_for(lambda: len(first.records) >= half,
                 lambda: f"member a to consume phase 1 ({len(first.records)}/{half})", members)
        phase_1_ends = _end_offsets(first.records, partitions)
        wait_for(lambda: committed_offsets(bootstrap, group, topic, partitions) == phase_1_ends,
                 lambda: f"phase-1 commits {phase_1_ends}, have "
                         f"{committed_offsets(bootstrap, group, topic, partitions)}", members)

        second = make_member("b")
        second.start()
        members.append(second)
        all_partitions = frozenset(range(partitions))

        def shared() -> bool:
            a, b = first.assigned, second.assigned
            return bool(a and b and not (a & b) and (a | b) == all_partitions)

        wait_for(shared, lambda: f"a rebalance sharing {partitions} partitions "
                                 f"(a={first.assignments}, b={second.assignments})", members)

        produced += produce(messages[half:])
        assert len(produced) == len(messages), f"{len(produced)} of {len(messages)} acknowledged"
        wait_for(lambda: len(first.records) + len(second.records) >= len(messages),
                 lambda: f"both members to consume everything "
                         f"({len(first.records)}+{len(second.records)}/{len(messages)})", members)
    finally:
        for member in reversed(members):
            member.stop()
    committed = committed_offsets(bootstrap, group, topic, partitions)
    return Outcome(produced, members, half, committed)


def _end_offsets(records: Sequence[Consumed], partitions: int) -> dict[int, int]:
    """Next offset per partition after `records` (what a member commits), or -1 if none."""
    ends: dict[int, int] = {}
    for record in records:
        ends[record.partition] = max(ends.get(record.partition, -1), record.offset + 1)
    return {p: ends.get(p, -1) for p in range(partitions)}


def verify(outcome: Outcome, partitions: int = PARTITIONS) -> dict[str, object]:
    """Check the scenario's outcome (see the module docstring); return a summary for the log."""
    by_seq = {d.message.seq: d for d in outcome.produced}
    received = [record for member in outcome.members for record in member.records]

    # Nothing duplicated, nothing lost.
    duplicates = [key for key, n in Counter((r.partition, r.offset) for r in received).items()
                  if n > 1]
    assert not duplicates, f"{len(duplicates)} records delivered twice, e.g. {duplicates[:5]}"
    assert len(received) == len(outcome.produced), \
        f"consumed {len(received)} records, produced {len(outcome.produced)}"

    # Byte-exact: each record is a produced message, each produced message consumed once.
    seen: set[int] = set()
    by_partition: dict[int, list[tuple[int, int]]] = defaultdict(list)
    partition_of_key: dict[bytes, int] = {}
    for record in received:
        assert record.value is not None and b"|" in record.value, f"foreign record {record}"
        seq = int(record.value.split(b"|", 1)[0])
        delivered = by_seq.get(seq)
        assert delivered is not None, f"record {record} was never produced"
        assert (record.key, record.value) == (delivered.message.key, delivered.message.value), \
            f"record at {record.partition}/{record.offset} differs from message {seq}"
        if delivered.offset is not None:
            assert (record.partition, record.offset) == (delivered.partition, delivered.offset), \
                (f"message {seq} acknowledged at {delivered.partition}/{delivered.offset}, "
                 f"consumed at {record.partition}/{record.offset}")
        assert seq not in seen
        seen.add(seq)
        by_partition[record.partition].append((record.offset, seq))
        assert partition_of_key.setdefault(record.key, record.partition) == record.partition, \
            f"key {record.key!r} in partitions {partition_of_key[record.key]} and {record.partition}"
    assert seen == set(by_seq)

    # Offsets contiguous from 0 and in production order per partition.
    assert set(by_partition) <= set(range(partitions))
    for partition, entries in by_partition.items():
        entries.sort()
        offsets = [offset for offset, _ in entries]
        assert offsets == list(range(len(entries))), f"partition {partition} has offset gaps"
        sequence = [seq for _, seq in entries]
        assert sequence == sorted(sequence), f"partition {partition} out of production order"

    # Each member saw each partition in offset order.
    for member in outcome.members:
        last: dict[int, int] = {}
        for record in member.records:
            assert record.offset > last.get(record.partition, -1), \
                f"member {member.name} went back in partition {record.partition}"
            last[record.partition] = record.offset

    # Phase 2 was shared: disjoint partitions, each member reading only what it was assigned.
    first, second = outcome.members
    phase_2_a = {record.partition for record in first.records[outcome.phase_1_count:]}
    phase_2_b = {record.partition for record in second.records}
    assert phase_2_a and phase_2_b, f"phase 2 not shared: a read {phase_2_a}, b read {phase_2_b}"
    assert not (phase_2_a & phase_2_b), f"phase-2 partitions overlap: {phase_2_a} {phase_2_b}"
    assert phase_2_a <= first.assigned and phase_2_b <= second.assigned, \
        f"read outside the assignment: a={first.assignments}, b={second.assignments}"

    # Committed offsets are the log end offsets.
    ends = {p: len(by_partition.get(p, ())) for p in range(partitions)}
    expected = {p: (end if end else -1) for p, end in ends.items()}
    assert outcome.committed == expected, \
        f"committed {outcome.committed}, log end offsets {ends}"
    return {"records": len(received), "per_partition": ends,
            "a": len(first.records), "b": len(second.records),
            "assignments": {m.name: [sorted(a) for a in m.assignments] for m in outcome.members}}

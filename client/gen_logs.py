"""`kafkasim gen-logs`: write synthetic consumer-side fetch logs for tests and benchmarks.

The shape is meant to look like a real multi-rack deployment rather than uniform noise:
racks hold unequal numbers of consumers and a few brokers each; a handful of consumers and
topics carry most of the traffic (Zipf weights); partitions have replicas spread over racks
and a leader that is usually in another rack than the consumer; with the rack-aware selector
on (`--follower-share`), that share of fetches goes to a same-rack follower and carries
`preferred_read_replica`; sizes and latencies are lognormal, cross-rack fetches pay extra
latency; timestamps span hours. Output is a pure function of the arguments (`--seed`).

It is not the source of truth for the demo: real consumers write real logs.
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
from bisect import bisect_left
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import NamedTuple

from kafkasim.arguments import directory_problem
from kafkasim.client.fetch_log import FetchLogRecord, FetchLogWriter, to_json_line

# Partition error codes a consumer meets in practice, with their Kafka numbers.
FETCH_ERRORS = (1, 6, 74)  # OFFSET_OUT_OF_RANGE, NOT_LEADER_OR_FOLLOWER, FENCED_LEADER_EPOCH

# Lines that a broken writer or a truncated copy could leave behind; `--malformed-share`
# injects them so the readers' rejection paths are exercised on realistic garbage.
MALFORMED_LINES = (
    '{"schema_version":1,"ts_ms":17',  # truncated mid-line
    "not json at all",
    '{"schema_version":1,"ts_ms":"yesterday","client_id":"x"}',  # wrong type
    "[1, 2, 3]",  # JSON, but not an object
    '{"schema_version":99,"ts_ms":0}',  # unknown future version, fields missing
)


@dataclass(frozen=True, slots=True)
class Consumer:
    client_id: str
    rack: str | None


class Placement(NamedTuple):
    """Where a generated partition lives."""

    leader: int
    replica_by_rack: dict[str, int]  # the first replica in each rack


@dataclass(slots=True)
class Session:
    """A generated consumer's fetch session with one broker."""

    session_id: int
    epoch: int = 0


@dataclass(frozen=True, slots=True)
class GeneratorConfig:
    """Everything that shapes the generated log; equal configs give byte-identical output."""

    rows: int = 100_000
    seed: int = 1
    racks: tuple[str, ...] = ("a", "b", "c")
    clients_per_rack: tuple[int, ...] = (12, 6, 3)
    clients_without_rack: int = 0
    brokers_per_rack: int = 1
    topics: int = 8
    partitions: int = 6
    replication_factor: int = 3
    zipf_exponent: float = 1.1
    follower_share: float = 0.7
    empty_share: float = 0.15
    error_share: float = 0.005
    malformed_share: float = 0.0
    hours: float = 2.0
    start_ms: int = 1_767_225_600_000  # 2026-01-01T00:00:00Z
    max_file_bytes: int = 64 * 1024 * 1024
    prefix: str = "fetch"


def _zipf_cumulative_weights(count: int, exponent: float) -> list[float]:
    return list(itertools.accumulate(1.0 / (rank**exponent) for rank in range(1, count + 1)))


def generate_lines(config: GeneratorConfig):
    """Yield (ts_ms, line) for every generated row, in time order; lines end with a newline."""
    if len(config.clients_per_rack) != len(config.racks):
        raise ValueError("clients_per_rack needs one count per rack")
    rng = random.Random(config.seed)

    # Brokers are interleaved by rack so consecutive replicas land in different racks.
    brokers: list[tuple[int, str]] = []
    for index in range(config.brokers_per_rack):
        for rack_index, rack in enumerate(config.racks):
            brokers.append((1 + rack_index * config.brokers_per_rack + index, rack))
    broker_rack = dict(brokers)
    replication_factor = min(config.replication_factor, len(brokers))

    topics = [f"topic-{index:02d}" for index in range(config.topics)]
    placement: dict[tuple[int, int], Placement] = {}  # by (topic index, partition)
    for topic_index in range(config.topics):
        for partition in range(config.partitions):
            start = rng.randrange(len(brokers))
            replicas = [brokers[(start + k) % len(brokers)][0] for k in range(replication_factor)]
            by_rack: dict[str, int] = {}
            for replica in replicas:
                by_rack.setdefault(broker_rack[replica], replica)
            placement[(topic_index, partition)] = Placement(replicas[0], by_rack)

    consumers = [
        Consumer(f"consumer-{rack}-{index}", rack)
        for rack, count in zip(config.racks, config.clients_per_rack, strict=True)
        for index in range(count)
    ] + [Consumer(f"consumer-norack-{index}", None) for index in range(config.clients_without_rack)]
    if not consumers:
        raise ValueError("no consumers configured")
    # Shuffle before weighting so the heavy hitters are not all in the first rack.
    rng.shuffle(consumers)
    consumer_weights = _zipf_cumulative_weights(len(consumers), config.zipf_exponent)
    topic_weights = _zipf_cumulative_weights(len(topics), config.zipf_exponent)
    consumer_total, topic_total = consumer_weights[-1], topic_weights[-1]

    next_offset: dict[tuple[str, int, int], int] = {}
    sessions: dict[tuple[str, int], Session] = {}  # by (client id, broker id)
    span_ms = int(config.hours * 3_600_000)
    step = span_ms / max(config.rows, 1)
    random_ = rng.random
    lognormal = rng.lognormvariate
    byte_mu, byte_sigma = math.log(48 * 1024), 1.0
    record_size_mu, record_size_sigma = math.log(600), 0.4
    latency_mu, latency_sigma = math.log(2.0), 0.5

    for row in range(config.rows):
        ts_ms = config.start_ms + int(row * step)
        if config.malformed_share and random_() < config.malformed_share:
            yield ts_ms, MALFORMED_LINES[rng.randrange(len(MALFORMED_LINES))] + "\n"
            continue
        consumer = consumers[bisect_left(consumer_weights, random_() * consumer_total)]
        topic_index = bisect_left(topic_weights, random_() * topic_total)
        partition = rng.randrange(config.partitions)
        leader, by_rack = placement[(topic_index, partition)]
        broker_id, preferred = leader, -1
        if consumer.rack is not None and random_() < config.follower_share:
            local = by_rack.get(consumer.rack)
            if local is not None and local != leader:
                broker_id, preferred = local, local

        key = (consumer.client_id, topic_index, partition)
        fetch_offset = next_offset.get(key, 0)
        roll = random_()
        error = 0
        if roll < config.error_share:
            error = FETCH_ERRORS[rng.randrange(len(FETCH_ERRORS))]
            records = size = 0
        elif roll < config.error_share + config.empty_share:
            records = size = 0
        else:
            size = max(1, int(lognormal(byte_mu, byte_sigma)))
            records = max(1, size // max(1, int(lognormal(record_size_mu, record_size_sigma))))
        next_offset[key] = fetch_offset + records

        same_rack = consumer.rack is not None and consumer.rack == broker_rack[broker_id]
        latency = lognormal(latency_mu, latency_sigma) + size / 400_000.0
        if not same_rack:
            latency += 1.5 + lognormal(0.0, 0.6)
        session = sessions.get((consumer.client_id, broker_id))
        if session is None:
            session = sessions[(consumer.client_id, broker_id)] = Session(len(sessions) + 1)
        session.epoch += 1

        record = FetchLogRecord(
            ts_ms=ts_ms + rng.randrange(50),
            client_id=consumer.client_id,
            client_rack=consumer.rack,
            broker_id=broker_id,
            broker_rack=broker_rack[broker_id],
            topic=topics[topic_index],
            partition=partition,
            fetch_offset=fetch_offset,
            records=records,
            bytes=size,
            high_watermark=fetch_offset + records + rng.randrange(200),
            preferred_read_replica=preferred,
            leader_id=leader,
            session_id=session.session_id,
            session_epoch=session.epoch,
            incremental=session.epoch > 1,
            error=error,
            latency_ms=round(latency, 2),
        )
        yield ts_ms, to_json_line(record)


def generate(config: GeneratorConfig, out_dir: str | Path) -> list[Path]:
    """Write the generated log under `out_dir`, rotating hourly and by size; return the files.

    The writer's clock follows the synthetic timestamps, so file names and hourly rotation are
    as deterministic as the rows.
    """
    current = [config.start_ms / 1000.0]
    writer = FetchLogWriter(
        out_dir,
        prefix=config.prefix,
        max_bytes=config.max_file_bytes,
        max_age_s=3600.0,
        clock=lambda: current[0],
    )
    with writer:
        for ts_ms, line in generate_lines(config):
            current[0] = ts_ms / 1000.0
            writer.write_line(line)
    return writer.finished_files


# Placements are held in memory; a million partitions is more than any cluster we model.
MAX_PARTITIONS = 1_000_000


def _parse_start(text: str) -> int:
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1000)


def configure(parser: argparse.ArgumentParser, command: str) -> None:
    """Add the gen-logs arguments to `parser`; each value is checked as it is parsed."""
    from kafkasim.arguments import fraction, non_negative_int, positive_float, positive_int

    defaults = GeneratorConfig()
    parser.add_argument("--out", required=True, help="directory to write *.jsonl files into")
    parser.add_argument("--rows", type=positive_int, default=defaults.rows)
    parser.add_argument("--seed", type=int, default=defaults.seed)
    parser.add_argument("--racks", default=",".join(defaults.racks), help="comma-separated")
    parser.add_argument(
        "--clients-per-rack",
        default=",".join(map(str, defaults.clients_per_rack)),
        help="comma-separated consumer count per rack (unequal by default)",
    )
    parser.add_argument("--clients-without-rack", type=non_negative_int, default=0,
                        help="consumers with no client.rack configured")
    parser.add_argument("--brokers-per-rack", type=positive_int,
                        default=defaults.brokers_per_rack)
    parser.add_argument("--topics", type=positive_int, default=defaults.topics)
    parser.add_argument("--partitions", type=positive_int, default=defaults.partitions)
    parser.add_argument("--replication-factor", type=positive_int,
                        default=defaults.replication_factor)
    parser.add_argument("--zipf", type=positive_float, default=defaults.zipf_exponent,
                        help="Zipf exponent for consumer and topic popularity")
    parser.add_argument("--follower-share", type=fraction, default=defaults.follower_share,
                        help="share of fetches sent to a same-rack follower when one exists "
                             "(0 = leader-only selector)")
    parser.add_argument("--empty-share", type=fraction, default=defaults.empty_share)
    parser.add_argument("--error-share", type=fraction, default=defaults.error_share)
    parser.add_argument("--malformed-share", type=fraction, default=0.0,
                        help="share of lines replaced by malformed ones")
    parser.add_argument("--hours", type=positive_float, default=defaults.hours)
    parser.add_argument("--start", default="2026-01-01T00:00:00Z", help="ISO-8601, UTC default")
    parser.add_argument("--max-file-mb", type=positive_float, default=64.0)
    parser.add_argument("--prefix", default=defaults.prefix)


def config_from_args(args: argparse.Namespace) -> GeneratorConfig:
    """Turn parsed gen-logs arguments into a GeneratorConfig."""
    racks = tuple(r for r in args.racks.split(",") if r)
    return GeneratorConfig(
        rows=args.rows,
        seed=args.seed,
        racks=racks,
        clients_per_rack=tuple(int(c) for c in args.clients_per_rack.split(",") if c),
        clients_without_rack=args.clients_without_rack,
        brokers_per_rack=args.brokers_per_rack,
        topics=args.topics,
        partitions=args.partitions,
        replication_factor=args.replication_factor,
        zipf_exponent=args.zipf,
        follower_share=args.follower_share,
        empty_share=args.empty_share,
        error_share=args.error_share,
        malformed_share=args.malformed_share,
        hours=args.hours,
        start_ms=_parse_start(args.start),
        max_file_bytes=max(1, int(args.max_file_mb * 1024 * 1024)),
        prefix=args.prefix,
    )


def run(args: argparse.Namespace) -> int:
    """Generate the log described by `args`; print the files written."""
    fail = args.usage_error
    racks = [rack for rack in args.racks.split(",") if rack]
    if not racks:
        fail("argument --racks: name at least one rack")
    try:
        counts = [int(c) for c in args.clients_per_rack.split(",") if c]
    except ValueError:
        fail(f"argument --clients-per-rack: not a list of integers: {args.clients_per_rack!r}")
    if len(counts) != len(racks) or any(count < 0 for count in counts):
        fail(f"argument --clients-per-rack: one count of 0 or more per rack ({len(racks)} "
             f"racks), not {args.clients_per_rack!r}")
    if not sum(counts) and not args.clients_without_rack:
        fail("argument --clients-per-rack: no consumers at all (and no --clients-without-rack)")
    try:
        start_ms = _parse_start(args.start)
    except ValueError:
        fail(f"argument --start: not an ISO-8601 time: {args.start!r}")
    if start_ms + args.hours * 3_600_000 >= 2**63:  # Kafka's timestamps are int64 ms
        fail(f"argument --hours: {args.hours:g} hours from {args.start} run past the largest "
             "timestamp")
    if args.topics * args.partitions > MAX_PARTITIONS:
        fail(f"argument --partitions: at most {MAX_PARTITIONS:,} partitions in all (--topics "
             f"x --partitions), not {args.topics * args.partitions:,}")
    if any(separator in args.prefix for separator in ("/", "\\", "\0")):
        fail(f"argument --prefix: a file name prefix, without '/': {args.prefix!r}")
    problem = directory_problem(args.out)
    if problem is not None:
        fail(f"argument --out: {problem}")
    files = generate(config_from_args(args), args.out)
    print(f"wrote {args.rows:,} rows in {len(files)} file(s) under {args.out}")
    return 0

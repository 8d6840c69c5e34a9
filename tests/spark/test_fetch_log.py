"""The fetch-log record, writer, reader and synthetic generator (pure Python, no Spark)."""

from __future__ import annotations

import json
import math

import pytest

from kafkasim.client.fetch_log import (
    FIELD_NAMES,
    IN_PROGRESS_SUFFIX,
    SCHEMA_VERSION,
    FetchLogRecord,
    FetchLogWriter,
    ReadStats,
    read_fetch_log,
    to_json_line,
    validate,
)
from kafkasim.client.gen_logs import GeneratorConfig, generate, generate_lines


def make_record(**overrides) -> FetchLogRecord:
    values = dict(
        ts_ms=1_767_225_600_123,
        client_id="consumer-1",
        client_rack="a",
        broker_id=2,
        broker_rack="b",
        topic="orders",
        partition=3,
        fetch_offset=100,
        records=5,
        bytes=2048,
        high_watermark=120,
        preferred_read_replica=-1,
        leader_id=2,
        session_id=77,
        session_epoch=4,
        incremental=True,
        error=0,
        latency_ms=3.25,
    )
    values.update(overrides)
    return FetchLogRecord(**values)


def test_json_line_round_trips_through_json_and_validate():
    """Verifies that the hand-formatted line is valid JSON carrying every field in order."""
    record = make_record(client_id='we"ird\\name é', client_rack=None)
    line = to_json_line(record)
    assert line.endswith("\n")
    obj = json.loads(line)
    assert tuple(obj) == FIELD_NAMES
    assert obj["schema_version"] == SCHEMA_VERSION
    assert validate(obj) is None
    assert obj["client_id"] == 'we"ird\\name é'
    assert obj["client_rack"] is None


def test_json_line_rejects_non_finite_latency():
    with pytest.raises(ValueError):
        to_json_line(make_record(latency_ms=math.nan))


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"ts_ms": True}, "bad type for ts_ms"),
        ({"partition": 2**31}, "bad type for partition"),
        ({"bytes": 1.5}, "bad type for bytes"),
        ({"latency_ms": math.inf}, "bad type for latency_ms"),
        ({"topic": None}, "missing topic"),
        ({"schema_version": SCHEMA_VERSION + 1}, "unsupported schema_version"),
        ({"incremental": 1}, "bad type for incremental"),
    ],
)
def test_validate_names_the_problem(change, reason):
    obj = make_record().to_dict()
    obj.update(change)
    assert validate(obj) == reason


def test_validate_accepts_missing_nullable_racks_and_integer_latency():
    obj = make_record().to_dict()
    del obj["client_rack"]
    obj["latency_ms"] = 3
    assert validate(obj) is None


def test_writer_rotates_by_size_and_hides_the_open_file(tmp_path):
    """Verifies size rotation and that only finished files carry the .jsonl name."""
    line_length = len(to_json_line(make_record(fetch_offset=0)).encode())
    writer = FetchLogWriter(tmp_path, max_bytes=line_length * 3, clock=lambda: 1000.0)
    for offset in range(7):
        writer.write(make_record(fetch_offset=offset))
    writer.flush()
    in_progress = list(tmp_path.glob(f"*{IN_PROGRESS_SUFFIX}"))
    assert len(in_progress) == 1
    assert len(writer.finished_files) == 2
    stats = ReadStats()
    assert [r.fetch_offset for r in read_fetch_log([tmp_path], stats)] == list(range(6))
    writer.close()
    assert not list(tmp_path.glob(f"*{IN_PROGRESS_SUFFIX}"))
    assert [r.fetch_offset for r in read_fetch_log([tmp_path])] == list(range(7))


def test_writer_rotates_by_age(tmp_path):
    now = [0.0]
    writer = FetchLogWriter(tmp_path, max_age_s=60, clock=lambda: now[0])
    writer.write(make_record())
    now[0] = 59.0
    writer.write(make_record())
    assert writer.finished_files == []
    now[0] = 61.0
    writer.maybe_rotate()  # an idle consumer still finishes its file on time
    assert len(writer.finished_files) == 1
    writer.write(make_record())
    writer.close()
    assert len(writer.finished_files) == 2
    assert sum(1 for _ in read_fetch_log([tmp_path])) == 3


def test_reader_counts_malformed_lines_without_raising(tmp_path):
    good = to_json_line(make_record())
    path = tmp_path / "mixed.jsonl"
    path.write_text(good + "\n" + "{broken\n" + "[1]\n" + good.replace("2048", '"2048"') + good)
    stats = ReadStats()
    records = list(read_fetch_log([path], stats))
    assert len(records) == 2
    assert (stats.lines, stats.records, stats.malformed) == (5, 2, 3)
    assert stats.reasons == {"not JSON": 1, "not an object": 1, "bad type for bytes": 1}


def test_generator_is_deterministic_and_seed_sensitive(tmp_path):
    config = GeneratorConfig(rows=500, seed=3)
    first = [line for _, line in generate_lines(config)]
    again = [line for _, line in generate_lines(config)]
    other = [line for _, line in generate_lines(GeneratorConfig(rows=500, seed=4))]
    assert first == again
    assert first != other
    files = generate(config, tmp_path)
    assert "".join(p.read_text() for p in files) == "".join(first)


def test_generator_shape():
    """Verifies unequal racks, Zipf skew, and that follower fetches stay in the client's rack."""
    config = GeneratorConfig(rows=4000, seed=5, clients_per_rack=(6, 3, 1), follower_share=0.8)
    records = [json.loads(line) for _, line in generate_lines(config)]
    clients_by_rack: dict[str, set] = {}
    fetches_by_client: dict[str, int] = {}
    for r in records:
        clients_by_rack.setdefault(r["client_rack"], set()).add(r["client_id"])
        fetches_by_client[r["client_id"]] = fetches_by_client.get(r["client_id"], 0) + 1
    assert {rack: len(c) for rack, c in clients_by_rack.items()} == {"a": 6, "b": 3, "c": 1}
    counts = sorted(fetches_by_client.values(), reverse=True)
    assert counts[0] > 3 * counts[-1]  # Zipf: the heaviest consumer dwarfs the lightest
    followers = [r for r in records if r["preferred_read_replica"] >= 0]
    assert len(followers) > len(records) // 4
    for r in followers:
        assert r["preferred_read_replica"] == r["broker_id"] != r["leader_id"]
        assert r["broker_rack"] == r["client_rack"]
    timestamps = [r["ts_ms"] for r in records]
    assert max(timestamps) - min(timestamps) > 0.9 * config.hours * 3_600_000

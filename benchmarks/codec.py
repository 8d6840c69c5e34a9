"""Codec benchmark: kafkasim's generated codecs against kio 0.6.5 and kafka-python 3.0.12.

All three run in one process on the same workloads (issue 2, acceptance check 5):

- FetchRequest v18, 1 topic x 1000 partitions;
- FetchResponse v18, 1 topic x 1000 partitions x 1 KiB records;
- FetchResponse v18, 10 partitions x 1 MiB records.

Each operation is timed timeit-style (best of several repeats of an auto-ranged loop) and
reported per operation, with each peer's time divided by ours. Run::

    .venv/bin/python benchmarks/codec.py [--repeat 7] [--markdown]
"""

from __future__ import annotations

import argparse
import datetime
import io
import os
import sys
import timeit
import uuid
import warnings
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

with warnings.catch_warnings():
    # kafka-python 3.0.12 loads its schemas through deprecated importlib.resources calls.
    warnings.filterwarnings("ignore", category=DeprecationWarning)
    from kafka.protocol.consumer import FetchRequest as KafkaPythonFetchRequest
    from kafka.protocol.consumer import FetchResponse as KafkaPythonFetchResponse

from kio.schema.errors import ErrorCode as KioErrorCode
from kio.schema.fetch.v18 import request as kio_request
from kio.schema.fetch.v18 import response as kio_response
from kio.serial import entity_reader, entity_writer
from kio.static.primitive import i32Timedelta

from kafkasim.protocol.messages import fetch as ours

VERSION = 18
TOPIC_ID = uuid.UUID("5f0c4a1e-6f3d-4c59-9d3b-0a7d2f7c1e11")
KIB, MIB = 1024, 1024 * 1024


# -- workloads, built identically for each codec ----------------------------------------


def fetch_request_workload(partitions: int) -> dict:
    """Objects of a FetchRequest v18 for one topic with ``partitions`` partitions."""
    our_request = ours.FetchRequest(
        max_wait_ms=500,
        min_bytes=1,
        max_bytes=52428800,
        session_id=0,
        session_epoch=-1,
        rack_id="rack-a",
        topics=[
            ours.FetchTopic(
                topic_id=TOPIC_ID,
                partitions=[
                    ours.FetchPartition(
                        partition=index,
                        current_leader_epoch=5,
                        fetch_offset=1000 + index,
                        last_fetched_epoch=5,
                        partition_max_bytes=1048576,
                    )
                    for index in range(partitions)
                ],
            )
        ],
        forgotten_topics_data=[],
    )
    kio_object = kio_request.FetchRequest(
        max_wait=i32Timedelta.parse(datetime.timedelta(milliseconds=500)),
        min_bytes=1,
        max_bytes=52428800,
        session_id=0,
        session_epoch=-1,
        rack_id="rack-a",
        topics=(
            kio_request.FetchTopic(
                topic_id=TOPIC_ID,
                partitions=tuple(
                    kio_request.FetchPartition(
                        partition=index,
                        current_leader_epoch=5,
                        fetch_offset=1000 + index,
                        last_fetched_epoch=5,
                        partition_max_bytes=1048576,
                    )
                    for index in range(partitions)
                ),
            ),
        ),
        forgotten_topics_data=(),
    )
    kafka_python_object = KafkaPythonFetchRequest(
        version=VERSION,
        max_wait_ms=500,
        min_bytes=1,
        max_bytes=52428800,
        session_id=0,
        session_epoch=-1,
        rack_id="rack-a",
        topics=[
            KafkaPythonFetchRequest.FetchTopic(
                topic_id=TOPIC_ID,
                partitions=[
                    KafkaPythonFetchRequest.FetchTopic.FetchPartition(
                        partition=index,
                        current_leader_epoch=5,
                        fetch_offset=1000 + index,
                        last_fetched_epoch=5,
                        partition_max_bytes=1048576,
                    )
                    for index in range(partitions)
                ],
            )
        ],
        forgotten_topics_data=[],
    )
    return {
        "ours": our_request,
        "kio": kio_object,
        "kafka-python": kafka_python_object,
        "ours_class": ours.FetchRequest,
        "kio_class": kio_request.FetchRequest,
        "kafka_python_class": KafkaPythonFetchRequest,
    }


def fetch_response_workload(partitions: int, record_bytes: int) -> dict:
    """Objects of a FetchResponse v18: one topic, ``partitions`` x ``record_bytes`` records."""
    records = os.urandom(record_bytes)
    our_response = ours.FetchResponse(
        throttle_time_ms=0,
        error_code=0,
        session_id=123,
        responses=[
            ours.FetchableTopicResponse(
                topic_id=TOPIC_ID,
                partitions=[
                    ours.PartitionData(
                        partition_index=index,
                        high_watermark=100000 + index,
                        last_stable_offset=100000 + index,
                        log_start_offset=0,
                        aborted_transactions=[],
                        preferred_read_replica=-1,
                        records=records,
                    )
                    for index in range(partitions)
                ],
            )
        ],
    )
    kio_object = kio_response.FetchResponse(
        throttle_time=i32Timedelta.parse(datetime.timedelta(0)),
        error_code=KioErrorCode.none,
        session_id=123,
        responses=(
            kio_response.FetchableTopicResponse(
                topic_id=TOPIC_ID,
                partitions=tuple(
                    kio_response.PartitionData(
                        partition_index=index,
                        error_code=KioErrorCode.none,
                        high_watermark=100000 + index,
                        last_stable_offset=100000 + index,
                        log_start_offset=0,
                        aborted_transactions=(),
                        preferred_read_replica=-1,
                        records=records,
                    )
                    for index in range(partitions)
                ),
            ),
        ),
    )
    topic_class = KafkaPythonFetchResponse.FetchableTopicResponse
    kafka_python_object = KafkaPythonFetchResponse(
        version=VERSION,
        throttle_time_ms=0,
        error_code=0,
        session_id=123,
        responses=[
            topic_class(
                topic_id=TOPIC_ID,
                partitions=[
                    topic_class.PartitionData(
                        partition_index=index,
                        error_code=0,
                        high_watermark=100000 + index,
                        last_stable_offset=100000 + index,
                        log_start_offset=0,
                        aborted_transactions=[],
                        preferred_read_replica=-1,
                        records=records,
                    )
                    for index in range(partitions)
                ],
            )
        ],
    )
    return {
        "ours": our_response,
        "kio": kio_object,
        "kafka-python": kafka_python_object,
        "ours_class": ours.FetchResponse,
        "kio_class": kio_response.FetchResponse,
        "kafka_python_class": KafkaPythonFetchResponse,
    }


# -- operations -------------------------------------------------------------------------


def operations(workload: dict) -> dict[str, dict[str, Callable[[], object]]]:
    """Encode and decode callables per codec, after checking all three agree on the bytes."""
    our_object = workload["ours"]
    kio_writer = entity_writer(workload["kio_class"])
    kio_reader = entity_reader(workload["kio_class"])
    kafka_python_class = workload["kafka_python_class"]
    our_class = workload["ours_class"]

    def kio_encode() -> bytes:
        buffer = io.BytesIO()
        kio_writer(buffer, workload["kio"])
        return buffer.getvalue()

    def kafka_python_encode() -> bytes:
        return workload["kafka-python"].encode(version=VERSION)

    data = our_object.encode(VERSION)
    if kio_encode() != data or bytes(kafka_python_encode()) != data:
        raise SystemExit("codecs disagree on the workload's bytes; benchmark aborted")
    kio_data = bytes(data)
    return {
        "encode": {
            "ours": lambda: our_object.encode(VERSION),
            "ours (encode_chunks)": lambda: our_object.encode_chunks(VERSION),
            "kio": kio_encode,
            "kafka-python": kafka_python_encode,
        },
        "decode": {
            "ours": lambda: our_class.decode(data, VERSION),
            "kio": lambda: kio_reader(kio_data, 0),
            "kafka-python": lambda: kafka_python_class.decode(data, version=VERSION),
        },
    }


def best_times(functions: dict[str, Callable[[], object]], repeat: int) -> dict[str, float]:
    """Best per-call time in seconds of each function over ``repeat`` rounds.

    Each function's loop count is auto-ranged timeit-style; the rounds interleave the
    functions so a change in machine load hits every codec alike and the ratios stay fair.
    """
    timers = {name: timeit.Timer(function) for name, function in functions.items()}
    numbers = {name: timer.autorange()[0] for name, timer in timers.items()}
    best = dict.fromkeys(timers, float("inf"))
    for _ in range(repeat):
        for name, timer in timers.items():
            best[name] = min(best[name], timer.timeit(numbers[name]) / numbers[name])
    return best


WORKLOADS = [
    ("FetchRequest v18 1x1000 partitions", lambda: fetch_request_workload(1000)),
    ("FetchResponse v18 1x1000 partitions x 1 KiB", lambda: fetch_response_workload(1000, KIB)),
    ("FetchResponse v18 10 partitions x 1 MiB", lambda: fetch_response_workload(10, MIB)),
]

# (workload, operation, peer, minimum peer/ours ratio), from issue 2's acceptance check 5.
TARGETS = [
    (1, "encode", "kio", 10.0),
    (1, "encode", "kafka-python", 5.0),
    (1, "decode", "kafka-python", 1.0),
    (1, "decode", "kio", 1 / 2.5),
    (2, "decode", "kio", 10.0),
]


def format_time(seconds: float) -> str:
    """Human-scaled time per operation."""
    if seconds < 1e-3:
        return f"{seconds * 1e6:.1f} µs"
    return f"{seconds * 1e3:.2f} ms"


def run(repeat: int) -> tuple[list[list[str]], list[str]]:
    """Time every workload; return table rows and target verdict lines."""
    rows: list[list[str]] = []
    results: dict[tuple[int, str, str], float] = {}
    for index, (name, build) in enumerate(WORKLOADS):
        for operation, by_codec in operations(build()).items():
            times = best_times(by_codec, repeat)
            for codec, seconds in times.items():
                results[(index, operation, codec)] = seconds
            ours_time = times["ours"]
            rows.append(
                [
                    name,
                    operation,
                    format_time(ours_time),
                    format_time(times["ours (encode_chunks)"])
                    if "ours (encode_chunks)" in times
                    else "-",
                    format_time(times["kio"]),
                    format_time(times["kafka-python"]),
                    f"{times['kio'] / ours_time:.2f}x",
                    f"{times['kafka-python'] / ours_time:.2f}x",
                ]
            )
            print(" | ".join(rows[-1]), file=sys.stderr, flush=True)
    verdicts = []
    for index, operation, peer, minimum in TARGETS:
        ours_time = results[(index, operation, "ours")]
        label = "ours"
        if operation == "encode":
            # The broker sends responses with writelines(encode_chunks()); count the faster.
            chunks_time = results[(index, operation, "ours (encode_chunks)")]
            if chunks_time < ours_time:
                ours_time, label = chunks_time, "ours (encode_chunks)"
        ratio = results[(index, operation, peer)] / ours_time
        verdict = "met" if ratio >= minimum else "MISSED"
        verdicts.append(
            f"{WORKLOADS[index][0]}, {operation}: {peer} / {label} = {ratio:.2f}x "
            f"(target >= {minimum:.2f}x) {verdict}"
        )
    return rows, verdicts


HEADER = [
    "workload",
    "op",
    "ours",
    "ours encode_chunks",
    "kio",
    "kafka-python",
    "kio / ours",
    "kafka-python / ours",
]


def markdown(rows: list[list[str]], verdicts: list[str]) -> str:
    """The results as a Markdown table followed by the target verdicts."""
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    lines.append("")
    lines += [f"- {verdict}" for verdict in verdicts]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the table (plain text, or Markdown with --markdown)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="timeit repeats (best is kept)")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    arguments = parser.parse_args(argv)
    rows, verdicts = run(arguments.repeat)
    if arguments.markdown:
        print(markdown(rows, verdicts))
        return 0
    widths = [max(len(str(cell)) for cell in column) for column in zip(HEADER, *rows, strict=True)]
    for row in [HEADER, *rows]:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths, strict=True)))
    print()
    for verdict in verdicts:
        print(verdict)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

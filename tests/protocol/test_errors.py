"""Checks protocol.errors against Kafka 4.4.0's error-code table (dumped from its kafka-clients
jar by scripts/reference/DumpErrors.java) and the older table in ../shared."""

from __future__ import annotations

import csv
import pickle
from pathlib import Path

from kafkasim.protocol.errors import ErrorCode, KafkaError, is_retriable

REPO = Path(__file__).resolve().parents[2]
KAFKA_4_4_0 = Path(__file__).with_name("kafka-error-codes-4.4.0.csv")
CANDIDATES = [
    Path("/work/shared/kafka-error-codes.csv"),
    REPO.parent / "shared" / "kafka-error-codes.csv",
]
CSV_PATH = next((path for path in CANDIDATES if path.exists()), None)


def _rows(path: Path | None = CSV_PATH) -> list[dict[str, str]]:
    assert path is not None, f"kafka-error-codes.csv is in none of {CANDIDATES}"
    with path.open(newline="") as handle:
        return list(csv.DictReader(handle))


def _table(rows) -> dict[int, tuple[str, bool]]:
    return {int(row["code"]): (row["name"], row["retriable"] == "true") for row in rows}


def test_every_code_matches_kafka_4_4_0():
    """Verifies that each error code's number, name and retriability match Kafka 4.4.0's
    Errors enumeration, code for code."""
    actual = {int(member): (member.name, is_retriable(member)) for member in ErrorCode}
    assert actual == _table(_rows(KAFKA_4_4_0))


def test_the_shared_table_agrees_where_it_has_a_code():
    """Verifies that the older shared table (codes up to 128) names every code it lists as
    Kafka 4.4.0 does."""
    shared = _table(_rows())
    actual = {int(member): (member.name, is_retriable(member)) for member in ErrorCode}
    assert {code: actual.get(code) for code in shared} == shared


def test_unknown_code_is_not_retriable():
    """Verifies that a code Kafka does not define is reported as not retriable."""
    assert is_retriable(32000) is False
    assert is_retriable(ErrorCode.NOT_LEADER_OR_FOLLOWER) is True


def test_kafka_error_carries_code_and_pickles():
    """Verifies that KafkaError keeps its code and message, including across pickling."""
    error = KafkaError(ErrorCode.FENCED_LEADER_EPOCH, "epoch 3 < 5")
    assert error.code is ErrorCode.FENCED_LEADER_EPOCH
    assert error.retriable
    assert "FENCED_LEADER_EPOCH (74): epoch 3 < 5" == str(error)
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.code, copy.message, str(copy)) == (error.code, error.message, str(error))
    assert KafkaError(12345).code == 12345

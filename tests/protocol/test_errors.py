"""Checks protocol.errors against Kafka's error-code table in ../shared."""

from __future__ import annotations

import csv
import pickle
from pathlib import Path

from kafkasim.protocol.errors import ErrorCode, KafkaError, is_retriable

REPO = Path(__file__).resolve().parents[2]
CANDIDATES = [
    Path("/work/shared/kafka-error-codes.csv"),
    REPO.parent / "shared" / "kafka-error-codes.csv",
]
CSV_PATH = next((path for path in CANDIDATES if path.exists()), None)


def _rows() -> list[dict[str, str]]:
    assert CSV_PATH is not None, f"kafka-error-codes.csv is in none of {CANDIDATES}"
    with CSV_PATH.open(newline="") as handle:
        return list(csv.DictReader(handle))


def test_every_code_matches_the_reference_table():
    """Verifies that each error code's number, name and retriability match Kafka's table."""
    rows = _rows()
    expected = {int(row["code"]): (row["name"], row["retriable"] == "true") for row in rows}
    actual = {int(member): (member.name, is_retriable(member)) for member in ErrorCode}
    assert actual == expected


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

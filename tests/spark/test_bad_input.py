"""Defect 7 of issue 10: a log with no valid row, and rows without a schema version, under the
session `kafkasim report` really runs (adaptive execution on)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kafkasim.client.fetch_log import SCHEMA_VERSION, ReadStats, read_fetch_log, validate
from kafkasim.spark_jobs.compaction import NoValidRowsError, compact

# The first test here may start the SparkSession (a JVM): longer than the default timeout.
pytestmark = [pytest.mark.spark, pytest.mark.timeout(600)]
REPO = Path(__file__).resolve().parents[2]

RECORD = {"ts_ms": 1767225600000, "client_id": "c-1", "client_rack": "a", "broker_id": 1,
          "broker_rack": "b", "topic": "orders", "partition": 0, "fetch_offset": 5,
          "records": 2, "bytes": 200, "high_watermark": 9, "preferred_read_replica": -1,
          "leader_id": 1, "session_id": 0, "session_epoch": -1, "incremental": False,
          "error": 0, "latency_ms": 1.5}


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines))
    return path


def _versionless_unreadable(count: int) -> list[str]:
    broken = {key: value for key, value in RECORD.items() if key != "topic"}
    return [json.dumps({**broken, "ts_ms": RECORD["ts_ms"] + i}) for i in range(count)]


def test_the_spark_tests_run_the_report_session(spark):
    """Verifies that the suite's SparkSession is the one `kafkasim report` builds: adaptive
    execution on, the command's shuffle partitions."""
    assert spark.conf.get("spark.sql.adaptive.enabled") == "true"
    assert spark.conf.get("spark.sql.shuffle.partitions") == "8"


def test_a_log_without_one_valid_row_names_the_file_and_the_reasons(spark, tmp_path):
    """Verifies that compaction of a log whose every line is rejected raises one error whose
    message names the input and counts the lines by reason, where the Observation it used to
    count with failed with a Py4J AssertionError under adaptive execution."""
    path = _write(tmp_path / "bad.jsonl",
                  _versionless_unreadable(12) + ["not json"] * 3
                  + [json.dumps({**RECORD, "schema_version": SCHEMA_VERSION + 1})])
    with pytest.raises(NoValidRowsError) as nothing:
        compact(spark, [str(path)], str(tmp_path / "out"))
    assert str(nothing.value) == (
        f"0 valid rows in {path}: 12 lines lack schema_version, 3 lines are not JSON fetch-log "
        f"records, 1 line has a schema_version newer than {SCHEMA_VERSION}")
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").glob("date=*"))


def test_rows_without_a_schema_version_are_read_when_they_can_be(spark, tmp_path):
    """Verifies that a row lacking schema_version but otherwise whole is read as version 1 (by
    Spark and by the Python reader alike), and one that cannot be read is counted as rejected."""
    readable = [json.dumps({**RECORD, "ts_ms": RECORD["ts_ms"] + i}) for i in range(5)]
    path = _write(tmp_path / "old.jsonl", readable + _versionless_unreadable(2))
    result = compact(spark, [str(path)], str(tmp_path / "out"))
    assert (result.lines, result.valid_records, result.malformed_lines, result.rows_total) == (
        7, 5, 2, 5)
    assert result.rejected_by_reason == {"missing_version": 2}
    stats = ReadStats()
    records = list(read_fetch_log([path], stats))
    assert (stats.records, stats.malformed) == (5, 2)
    assert {record.schema_version for record in records} == {1}
    assert validate(json.loads(readable[0])) is None


def _report(*args: str, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kafkasim", "report", *args, "--no-progress"],
                          capture_output=True, text=True, timeout=timeout, cwd=REPO,
                          env={**os.environ, "PYTHONPATH": str(REPO)})


@pytest.mark.slow  # a Spark JVM of its own; the same rules in-process above
def test_kafkasim_report_of_an_all_invalid_log_is_one_line_and_exit_2(tmp_path):
    """Verifies the command users run (its own JVM, adaptive execution on): a log of rows that
    lack schema_version and cannot be read otherwise ends with one line naming the file and
    exit status 2, no traceback (the JVM's own start-up lines, which every run prints, come
    before it)."""
    path = _write(tmp_path / "versionless.jsonl", _versionless_unreadable(12))
    result = _report(str(path), "--out", str(tmp_path / "report"))
    assert result.returncode == 2, result.stderr[-2000:]
    lines = result.stderr.strip().splitlines()
    ours = [line for line in lines if line.startswith("kafkasim")]
    assert ours == lines[-1:] == [
        f"kafkasim report: 0 valid rows in {path}: 12 lines lack schema_version"]
    assert "Traceback" not in result.stderr and "Py4J" not in result.stderr


def test_kafkasim_report_of_a_missing_path_exits_2_before_spark(tmp_path):
    """Verifies that a LOGS path that does not exist is one line and exit status 2, found
    before a JVM starts (no report directory, no Spark output)."""
    result = _report(str(tmp_path / "nonexistent"), "--out", str(tmp_path / "report"),
                     timeout=60)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"kafkasim report: argument LOGS: {tmp_path / 'nonexistent'} does not exist"]
    assert not (tmp_path / "report").exists()


@pytest.mark.slow  # a Spark JVM of its own; the same rules in-process above
def test_kafkasim_report_with_a_conf_spark_refuses_is_one_line_and_exit_2(tmp_path):
    """Verifies that a --conf value Spark refuses when it builds the session (SQLConf's type
    check, INVALID_CONF_VALUE) is one line naming Spark's reason and exit status 2, where the
    lazily built SessionState used to fail later with a Py4J traceback."""
    path = _write(tmp_path / "good.jsonl", [json.dumps(RECORD)])
    result = _report(str(path), "--out", str(tmp_path / "report"), "--conf",
                     "spark.sql.shuffle.partitions=abc")
    assert result.returncode == 2, result.stderr[-2000:]
    lines = result.stderr.strip().splitlines()
    assert [line for line in lines if line.startswith("kafkasim")] == lines[-1:]
    assert lines[-1].startswith("kafkasim report: Spark did not start (") and \
        "spark.sql.shuffle.partitions" in lines[-1], lines[-1]
    assert "Traceback" not in result.stderr

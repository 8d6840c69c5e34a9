"""Compaction, the cross-rack report and the comparison on a real local SparkSession.

Every reported number is checked for exact equality against tests/spark/oracle.py, a
pure-Python computation over the same records read by the Python reader.
"""

from __future__ import annotations

import argparse
import base64
import io
import json
import re
import shutil
from dataclasses import replace

import pytest

from kafkasim.client.fetch_log import (
    FIELD_NAMES,
    SCHEMA_VERSION,
    ReadStats,
    read_fetch_log,
    to_json_line,
)
from kafkasim.client.gen_logs import generate
from kafkasim.spark_jobs.compaction import compact, parse_fetch_log, valid_only
from kafkasim.spark_jobs.comparison import compare
from kafkasim.spark_jobs.cross_rack import cross_rack_report, load_compacted
from tests.spark.conftest import MAIN_CONFIG
from tests.spark.oracle import distinct_records, expected_report
from tests.spark.test_fetch_log import make_record

# The first test here may start the SparkSession (a JVM): longer than the default timeout.
pytestmark = [pytest.mark.spark, pytest.mark.timeout(600)]

PRICE = 0.037
TOP = 4
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def make_record_line_for_tests(**overrides) -> str:
    return to_json_line(make_record(**overrides))


def python_records(paths):
    stats = ReadStats()
    records = list(read_fetch_log(paths, stats))
    return records, stats


def assert_report_matches(report, records, price=PRICE, top=TOP):
    expected = expected_report(distinct_records(records), price, top)
    actual = report.tables()
    assert actual["totals"] == [expected["totals"]]
    for name in expected:
        if name != "totals":
            assert actual[name] == expected[name], name


@pytest.fixture(scope="module")
def main_dataset(spark, main_logs, tmp_path_factory):
    out = tmp_path_factory.mktemp("main-dataset") / "compacted"
    result = compact(spark, [str(main_logs)], str(out))
    return out, result


@pytest.fixture(scope="module")
def main_report(spark, main_dataset):
    out, _ = main_dataset
    return cross_rack_report(spark, load_compacted(spark, str(out)), price_per_gb=PRICE, top=TOP)


def test_compaction_counts_match_the_python_reader(main_logs, main_dataset):
    """Verifies lines, malformed lines and valid records agree with client.fetch_log's reader."""
    _, result = main_dataset
    records, stats = python_records([main_logs])
    assert stats.malformed > 0
    assert result.lines == stats.lines
    assert result.malformed_lines == stats.malformed
    assert result.valid_records == stats.records
    assert result.rows_total == result.rows_added == len(distinct_records(records))


def test_compacted_rows_and_partitions_are_exact(spark, main_logs, main_dataset):
    """Verifies the Parquet dataset holds exactly the valid records, in UTC date/hour dirs."""
    from datetime import UTC, datetime

    out, result = main_dataset
    records, _ = python_records([main_logs])
    rows = load_compacted(spark, str(out)).collect()
    as_tuples = sorted(tuple(row[name] for name in FIELD_NAMES) for row in rows)
    expected = sorted(tuple(r.to_dict().values()) for r in distinct_records(records))
    assert as_tuples == expected
    for row in rows:
        moment = datetime.fromtimestamp(row["ts_ms"] / 1000, tz=UTC)
        assert (row["date"], row["hour"]) == (moment.strftime("%Y-%m-%d"), moment.hour)
    partitions = sorted(result.partitions_added)
    assert partitions[0].startswith("date=2026-01-01/hour=23")
    assert partitions[-1].startswith("date=2026-01-02/hour=0")


def test_report_matches_pure_python(main_logs, main_report):
    """Verifies every table (matrix, fractions, talkers, minutes, latency, cost) exactly."""
    records, _ = python_records([main_logs])
    assert_report_matches(main_report, records)
    totals = main_report.totals
    # The data set covers the interesting cases, so the equality above is not vacuous.
    assert totals["cross_rack_bytes"] > 0 and totals["unknown_rack_bytes"] > 0
    assert 0 < totals["follower_fetch_share"] < 1
    assert {row["locality"] for row in main_report.latency if row["fetches"]} == {
        "same", "cross", "unknown", "all"}
    assert any(cell["client_rack"] == "unknown" for cell in main_report.rack_matrix)


def test_latency_method_agrees_with_spark_exact_percentile(spark, main_dataset, main_report):
    """Verifies the driver-side percentiles equal Spark's exact `percentile` aggregate."""
    from pyspark.sql import functions as F

    out, _ = main_dataset
    row = load_compacted(spark, str(out)).agg(
        F.percentile("latency_ms", [0.5, 0.9, 0.99]).alias("p")).first()
    ours = next(r for r in main_report.latency if r["locality"] == "all")
    for spark_value, key in zip(row["p"], ("p50_ms", "p90_ms", "p99_ms"), strict=True):
        assert ours[key] == pytest.approx(spark_value, rel=1e-12, abs=1e-12)


def test_rerun_and_duplicate_files_add_no_rows(spark, main_logs, main_dataset, tmp_path):
    """Verifies compaction is idempotent: same files again, plus a copied file, add nothing."""
    out, first = main_dataset
    copy_dir = tmp_path / "copies"
    copy_dir.mkdir()
    one_file = sorted(main_logs.glob("*.jsonl"))[0]
    shutil.copy(one_file, copy_dir / "copied-again.jsonl")
    result = compact(spark, [str(main_logs), str(copy_dir)], str(out))
    assert result.rows_added == 0
    assert result.rows_total == first.rows_total
    assert result.duplicate_records == result.valid_records > first.valid_records
    assert not result.partitions_added and result.partitions_merged
    assert not [p for p in out.iterdir() if p.name.startswith("_staging")]
    assert load_compacted(spark, str(out)).count() == first.rows_total


def test_a_file_that_grew_is_merged_without_duplicates(spark, tmp_path):
    """Verifies a live file compacted twice (before and after it grew) yields each row once."""
    config = replace(MAIN_CONFIG, rows=400, malformed_share=0.0, hours=0.5, seed=21)
    logs = tmp_path / "logs"
    files = generate(config, logs)
    lines = "".join(p.read_text() for p in files).splitlines(keepends=True)
    growing = tmp_path / "live" / "fetch.jsonl"
    growing.parent.mkdir()
    growing.write_text("".join(lines[:150]))
    out = tmp_path / "compacted"
    first = compact(spark, [str(growing)], str(out))
    growing.write_text("".join(lines))
    second = compact(spark, [str(growing)], str(out))
    assert first.rows_total == 150
    assert second.rows_added == 250 and second.duplicate_records == 150
    assert second.rows_total == 400


def test_empty_input_reports_zeros_and_still_draws(spark, tmp_path):
    """Verifies an empty log (no files, or only blank lines) gives a zero report, no crash."""
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "blank.jsonl").write_text("\n\n")
    result = compact(spark, [str(logs)], str(tmp_path / "compacted"))
    assert (result.lines, result.valid_records, result.rows_total) == (0, 0, 0)
    empty = spark.createDataFrame([], load_compacted(spark, str(tmp_path / "compacted")).schema)
    report = cross_rack_report(spark, empty, price_per_gb=PRICE, top=TOP)
    assert_report_matches(report, [])
    assert report.totals["fetches"] == 0 and report.totals["cross_rack_fraction"] == 0.0

    from kafkasim.spark_jobs.report_writer import write_report

    written = write_report(report, tmp_path / "report")
    check_png(written["chart:rack_matrix"])
    assert written["html"].read_text().count("data:image/png;base64,") == 4


def test_one_rack_only_has_no_cross_rack_traffic(spark, tmp_path):
    config = replace(MAIN_CONFIG, racks=("a",), clients_per_rack=(4,), clients_without_rack=0,
                     brokers_per_rack=3, malformed_share=0.0, rows=600)
    generate(config, tmp_path / "logs")
    records, _ = python_records([tmp_path / "logs"])
    valid = valid_only(parse_fetch_log(spark, [str(p) for p in (tmp_path / "logs").glob(
        "*.jsonl")]))
    report = cross_rack_report(spark, valid, price_per_gb=PRICE, top=TOP)
    assert_report_matches(report, records)
    assert report.totals["cross_rack_bytes"] == 0
    assert [(c["client_rack"], c["broker_rack"]) for c in report.rack_matrix] == [("a", "a")]
    assert report.top_clients == []
    cross = next(r for r in report.latency if r["locality"] == "cross")
    assert cross == {"locality": "cross", "fetches": 0, "p50_ms": None, "p90_ms": None,
                     "p99_ms": None, "max_ms": None}


def test_null_and_empty_racks_are_unknown_never_cross(spark, tmp_path):
    """Verifies null or "" racks land in the unknown bucket and never count as cross-rack."""
    lines = [
        make_record_line_for_tests(client_rack=None, broker_rack="a", bytes=100),
        make_record_line_for_tests(client_rack="", broker_rack="b", bytes=200, fetch_offset=1),
        make_record_line_for_tests(client_rack="a", broker_rack=None, bytes=400, fetch_offset=2),
        make_record_line_for_tests(client_rack="a", broker_rack="b", bytes=800, fetch_offset=3),
        make_record_line_for_tests(client_rack="a", broker_rack="a", bytes=1600, fetch_offset=4),
    ]
    path = tmp_path / "racks.jsonl"
    path.write_text("".join(lines))
    records, _ = python_records([path])
    valid = valid_only(parse_fetch_log(spark, [str(path)]))
    report = cross_rack_report(spark, valid, price_per_gb=PRICE, top=TOP)
    assert_report_matches(report, records)
    totals = report.totals
    assert (totals["cross_rack_bytes"], totals["unknown_rack_bytes"],
            totals["same_rack_bytes"]) == (800, 700, 1600)
    assert {(c["client_rack"], c["broker_rack"]) for c in report.rack_matrix} == {
        ("unknown", "a"), ("unknown", "b"), ("a", "unknown"), ("a", "b"), ("a", "a")}


def test_malformed_lines_are_counted_like_the_python_reader(spark, tmp_path):
    """Verifies each kind of broken line is rejected by Spark and by the reader alike."""
    good = make_record_line_for_tests()
    broken = [
        '{"schema_version":1,"ts_ms":17',
        "not json",
        "[1, 2, 3]",
        "[" + good.strip() + "," + good.strip() + "]",
        good.replace('"ts_ms":1767225600123', '"ts_ms":true'),
        good.replace('"ts_ms":1767225600123', '"ts_ms":1.5'),
        good.replace('"bytes":2048', '"bytes":"2048"'),
        good.replace('"partition":3', '"partition":3000000000'),
        good.replace('"latency_ms":3.25', '"latency_ms":NaN'),
        good.replace(f'"schema_version":{SCHEMA_VERSION}', f'"schema_version":{SCHEMA_VERSION + 1}'),
        good.replace(',"topic":"orders"', ""),
        '"just a string"',
    ]
    path = tmp_path / "broken.jsonl"
    path.write_text(good + "\n".join(broken) + "\n\n" + good.replace("3.25", "4"))
    records, stats = python_records([path])
    assert (stats.malformed, stats.records) == (len(broken), 2)
    result = compact(spark, [str(path)], str(tmp_path / "out"))
    assert (result.lines, result.malformed_lines, result.valid_records) == (
        stats.lines, stats.malformed, stats.records)
    assert result.rows_total == 2


def check_png(path):
    from PIL import Image

    data = path.read_bytes()
    assert data.startswith(PNG_SIGNATURE)
    with Image.open(io.BytesIO(data)) as image:
        image.verify()
    import matplotlib.image

    pixels = matplotlib.image.imread(path)
    assert pixels.shape[0] > 100 and pixels.shape[1] > 100


def test_cli_report_with_comparison(spark, tmp_path):
    """Verifies `kafkasim report` end to end: comparison numbers, tables, PNGs and the HTML."""
    from kafkasim.spark_jobs import cli

    before_config = replace(MAIN_CONFIG, rows=1500, follower_share=0.0, seed=31)
    after_config = replace(before_config, follower_share=0.9)
    generate(before_config, tmp_path / "before")
    generate(after_config, tmp_path / "after")
    out = tmp_path / "report"
    parser = argparse.ArgumentParser()
    cli.configure(parser, "report")
    args = parser.parse_args([
        str(tmp_path / "after"), "--baseline", str(tmp_path / "before"), "--out", str(out),
        "--price-per-gb", str(PRICE), "--top", str(TOP), "--no-progress",
        "--label", "rack-aware", "--baseline-label", "leader-only",
    ])
    assert cli.run(args) == 0

    before_records, _ = python_records([tmp_path / "before"])
    after_records, after_stats = python_records([tmp_path / "after"])
    expected_before = expected_report(distinct_records(before_records), PRICE, TOP)["totals"]
    expected_after = expected_report(distinct_records(after_records), PRICE, TOP)["totals"]
    summary = json.loads((out / "summary.json").read_text())
    comparison = summary["comparison"]
    saved = expected_before["cross_rack_bytes"] - expected_after["cross_rack_bytes"]
    assert saved > 0  # the rack-aware selector really saved traffic in this data
    assert comparison["cross_rack_bytes_saved"] == saved
    assert comparison["cost_saved"] == saved / 10**9 * PRICE
    assert comparison["cross_rack_bytes_saved_fraction"] == saved / expected_before["cross_rack_bytes"]
    assert comparison["normalized_cross_rack_bytes_saved"] == (
        expected_before["cross_rack_fraction"] - expected_after["cross_rack_fraction"]
    ) * expected_after["bytes"]
    assert summary["totals"] == expected_after
    assert summary["input_quality"]["malformed_lines"] == after_stats.malformed

    html = (out / "report.html").read_text()
    charts = sorted((out / "charts").glob("*.png"))
    assert [p.name for p in charts] == [
        "comparison.png", "latency.png", "per_minute.png", "per_topic.png", "rack_matrix.png"]
    embedded = re.findall(r'src="data:image/png;base64,([^"]+)"', html)
    assert len(embedded) == len(charts)
    chart_bytes = {p.read_bytes() for p in charts}
    for encoded in embedded:
        assert base64.b64decode(encoded) in chart_bytes
    for chart in charts:
        check_png(chart)
        assert f'href="charts/{chart.name}"' in html
    for table in ("rack_matrix", "by_topic", "top_clients", "per_minute", "comparison"):
        assert (out / "tables" / f"{table}.csv").is_file()
        assert f'href="tables/{table}.csv"' in html
    timings = json.loads((out / "timings.json").read_text())
    assert timings["jvm_peak_heap_bytes"] > 0


def test_comparison_is_arithmetic_on_two_reports(main_report):
    same = compare(main_report, main_report)
    assert same["cross_rack_bytes_saved"] == 0 and same["cost_saved"] == 0.0
    assert all(row["change_p99_ms"] in (0.0, None) for row in same["latency_change"])

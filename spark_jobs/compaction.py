"""Compaction: fetch-log JSON lines -> Parquet partitioned by date/hour (UTC), idempotent.

Idempotence is by content: a record's identity is the whole record. Rows repeated within the
input (a file copied twice, a live file read again after it grew) and rows already present in
the output are dropped, so re-running over the same or overlapping inputs never adds a row.
(Two genuinely distinct fetches cannot produce identical records in practice: session epoch,
offset and millisecond timestamp would all have to match.)

How a run proceeds:
1. read the lines as text, parse each with the explicit schema (never inferred), count lines
   and malformed ones, keep valid records, drop duplicates within the input, write them to a
   staging directory inside the output, partitioned by date/hour;
2. hours the output does not have yet are moved in by renaming the staged directory;
3. hours it already has are merged: staged rows plus existing rows, de-duplicated, written to a
   second staging area, then swapped in for the old directory.
Staging directories start with "_", which Spark's Parquet reader skips, so a crash mid-run
leaves the dataset readable and a re-run completes it.

Run with spark-submit: `spark-submit spark_jobs/compaction.py LOGS... --out DIR`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path

if __package__ in (None, ""):  # spark-submit runs this file as a script
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kafkasim.spark_jobs.schema import (  # noqa: E402
    CORRUPT_RECORD_COLUMN,
    PARTITION_COLUMNS,
    REJECTION_PHRASES,
    compacted_struct,
    json_read_struct,
    rejection_reason,
    with_schema_version,
)

COMPACTION_HISTORY_FILE = "_compaction_runs.jsonl"


@dataclass
class CompactionResult:
    """What one compaction run read and changed."""

    input_files: int = 0
    lines: int = 0  # non-blank lines read
    valid_records: int = 0
    malformed_lines: int = 0
    rejected_by_reason: dict[str, int] = field(default_factory=dict)
    duplicate_records: int = 0  # valid records already present (in the input or the output)
    rows_added: int = 0
    rows_total: int = 0  # rows in the dataset after the run
    partitions_added: list[str] = field(default_factory=list)
    partitions_merged: list[str] = field(default_factory=list)
    seconds: float = 0.0


class _FileSystem:
    """The few Hadoop FileSystem operations compaction needs, so remote outputs work too."""

    def __init__(self, spark, root: str) -> None:
        jvm = spark.sparkContext._jvm
        self._Path = jvm.org.apache.hadoop.fs.Path
        self.root = self._Path(root)
        self.fs = self.root.getFileSystem(spark.sparkContext._jsc.hadoopConfiguration())
        self.root = self.fs.makeQualified(self.root)

    def path(self, *parts: str):
        result = self.root
        for part in parts:
            result = self._Path(result, part)
        return result

    def exists(self, path) -> bool:
        return bool(self.fs.exists(path))

    def partitions(self, base) -> list[str]:
        """Relative `date=.../hour=...` directories under `base`, sorted."""
        found: list[str] = []
        if not self.fs.exists(base):
            return found
        for date_status in self.fs.listStatus(base):
            date_name = date_status.getPath().getName()
            if not (date_status.isDirectory() and date_name.startswith("date=")):
                continue
            for hour_status in self.fs.listStatus(date_status.getPath()):
                hour_name = hour_status.getPath().getName()
                if hour_status.isDirectory() and hour_name.startswith("hour="):
                    found.append(f"{date_name}/{hour_name}")
        return sorted(found)

    def move(self, source, target) -> None:
        self.fs.mkdirs(target.getParent())
        if not self.fs.rename(source, target):
            raise OSError(f"could not rename {source} to {target}")

    def delete(self, path) -> None:
        self.fs.delete(path, True)

    def local_path(self, path) -> Path | None:
        """The local filesystem path of `path`, or None when the output is remote."""
        uri = path.toUri()
        return Path(uri.getPath()) if uri.getScheme() in (None, "file") else None


def expand_inputs(paths: list[str]) -> list[str]:
    """Local directories become their finished `*.jsonl` files; anything else passes as is.

    Listing locally lets an in-progress file (`*.jsonl.inprogress`) be skipped; remote URIs
    (hdfs://, s3a://) are handed to Spark unchanged.
    """
    from kafkasim.client.fetch_log import list_log_files

    expanded: list[str] = []
    for raw in paths:
        if "://" in raw and not raw.startswith("file://"):
            expanded.append(raw)
        else:
            expanded.extend(str(p) for p in list_log_files([raw.removeprefix("file://")]))
    return expanded


class NoValidRowsError(ValueError):
    """Every line of the input was rejected: nothing to compact or report. The message is one
    line naming the input and what was wrong with its lines."""

    def __init__(self, source: str, lines: int, reasons: dict[str, int]) -> None:
        parts = [f"{count:,} line{'s' if count != 1 else ''} "
                 f"{REJECTION_PHRASES[reason][count != 1]}"
                 for reason, count in sorted(reasons.items(), key=lambda item: -item[1])]
        super().__init__(f"0 valid rows in {source}: {', '.join(parts)}")
        self.source = source
        self.lines = lines
        self.reasons = reasons


def describe_inputs(inputs: list[str], files: list[str]) -> str:
    """How a message names the input: the one path given, or the paths and the file count."""
    named = inputs[0] if len(inputs) == 1 else ", ".join(inputs)
    if len(files) == 1 and files[0] == named:
        return named
    return f"{named} ({len(files)} file{'s' if len(files) != 1 else ''})"


def parse_fetch_log(spark, files: list[str]):
    """Return the lines of `files` as records, one row per non-blank line, with `_reason`:
    null for a valid record, else why it was rejected (schema.rejection_reason).

    Lines are read as text and parsed one by one with the explicit schema, so every non-blank
    line yields exactly one row (a JSON array on one line is one malformed line, not several
    records). A valid row without schema_version gets version 1.
    """
    from pyspark.sql import functions as F

    return parse_lines(spark.read.text(files).filter(F.trim(F.col("value")) != ""))


def parse_lines(text):
    """`parse_fetch_log` for lines from anywhere: `text` has one string column `value`, one
    non-blank line per row (files, or the messages of a topic: spark_jobs/kafka_source.py)."""
    from pyspark.sql import functions as F

    parsed = text.select(
        F.from_json(
            F.col("value"),
            json_read_struct(),
            {"mode": "PERMISSIVE", "columnNameOfCorruptRecord": CORRUPT_RECORD_COLUMN},
        ).alias("record")
    ).select("record.*")
    return parsed.withColumn("_reason", rejection_reason()).withColumn(
        "schema_version", with_schema_version())


def valid_only(flagged):
    """The valid records among `parse_fetch_log`'s rows, in the fetch-log schema."""
    from pyspark.sql import functions as F

    return flagged.filter(F.col("_reason").isNull()).drop("_reason", CORRUPT_RECORD_COLUMN)


def count_lines(flagged) -> tuple[int, dict[str, int]]:
    """(lines, rejected lines by reason) of `parse_fetch_log`'s rows: one explicit aggregate,
    which (unlike an Observation) holds whatever the plan and adaptive execution do."""
    rows = flagged.groupBy("_reason").count().collect()
    lines = sum(row["count"] for row in rows)
    return lines, {row["_reason"]: row["count"] for row in rows if row["_reason"] is not None}


def with_partition_columns(records):
    """Add the UTC `date` (yyyy-MM-dd) and `hour` columns derived from ts_ms."""
    from pyspark.sql import functions as F

    moment = F.timestamp_millis(F.col("ts_ms"))
    return records.withColumn("date", F.date_format(moment, "yyyy-MM-dd")).withColumn(
        "hour", F.hour(moment)
    )


def _count_rows(spark, fs: _FileSystem, base) -> int:
    if not fs.partitions(base):
        return 0
    return spark.read.schema(compacted_struct()).parquet(str(base)).count()


def compact(spark, inputs: list[str], out_dir: str, lines=None) -> CompactionResult:
    """Compact the JSON-lines logs `inputs` (files or directories) into the dataset `out_dir`.

    Safe to re-run with the same, overlapping or duplicated inputs: the dataset afterwards
    holds each distinct valid record once. Malformed lines are counted, never fatal. With
    `lines` (a DataFrame of one string column `value`, such as a topic's messages) those are
    compacted instead, and `inputs` only names them in messages.
    """
    started = time.perf_counter()
    result = CompactionResult()
    files = expand_inputs(inputs) if lines is None else list(inputs)
    result.input_files = len(files)
    fs = _FileSystem(spark, out_dir)
    if not files:
        result.rows_total = _count_rows(spark, fs, fs.root)
        result.seconds = time.perf_counter() - started
        return result

    staging_name = f"_staging-{uuid.uuid4().hex[:12]}"
    staged_new = fs.path(staging_name, "new")
    staged_merged = fs.path(staging_name, "merged")
    rows_before = _count_rows(spark, fs, fs.root)

    from pyspark import StorageLevel

    flagged = (parse_fetch_log(spark, files) if lines is None
               else parse_lines(lines)).persist(StorageLevel.MEMORY_AND_DISK)
    try:
        result.lines, reasons = count_lines(flagged)
        result.malformed_lines = sum(reasons.values())
        result.valid_records = result.lines - result.malformed_lines
        result.rejected_by_reason = reasons
        if result.lines and not result.valid_records:
            raise NoValidRowsError(describe_inputs(inputs, files), result.lines, reasons)
        partitioned = with_partition_columns(valid_only(flagged))
        shuffle_partitions = int(spark.conf.get("spark.sql.shuffle.partitions"))
        # Hash-partitioning by hour first lets the de-duplication run inside each task (the
        # partitioning already groups identical rows) and leaves one file per hour per run.
        unique = partitioned.repartition(shuffle_partitions, *PARTITION_COLUMNS).dropDuplicates()
        unique.write.partitionBy(*PARTITION_COLUMNS).parquet(str(staged_new))
    finally:
        flagged.unpersist()

    existing = set(fs.partitions(fs.root))
    staged = fs.partitions(staged_new)
    to_merge = [p for p in staged if p in existing]
    for partition in staged:
        if partition not in existing:
            fs.move(fs.path(staging_name, "new", partition), fs.path(partition))
            result.partitions_added.append(partition)
    if to_merge:
        schema = compacted_struct()
        reader = spark.read.schema(schema)
        old_rows = reader.option("basePath", str(fs.root)).parquet(
            *[str(fs.path(p)) for p in to_merge]
        )
        new_rows = reader.option("basePath", str(staged_new)).parquet(
            *[str(fs.path(staging_name, "new", p)) for p in to_merge]
        )
        merged = (
            old_rows.unionByName(new_rows)
            .repartition(shuffle_partitions, *PARTITION_COLUMNS)
            .dropDuplicates()
        )
        merged.write.partitionBy(*PARTITION_COLUMNS).parquet(str(staged_merged))
        for partition in to_merge:
            fs.move(fs.path(partition), fs.path(staging_name, "old", partition))
            fs.move(fs.path(staging_name, "merged", partition), fs.path(partition))
            result.partitions_merged.append(partition)
    fs.delete(fs.path(staging_name))

    result.rows_total = _count_rows(spark, fs, fs.root)
    result.rows_added = result.rows_total - rows_before
    result.duplicate_records = result.valid_records - result.rows_added
    result.seconds = time.perf_counter() - started
    history = {"finished_ms": int(time.time() * 1000), **asdict(result)}
    history_path = fs.local_path(fs.path(COMPACTION_HISTORY_FILE))
    if history_path is not None:  # a convenience for humans; remote outputs go without it
        with open(history_path, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(history) + "\n")
    return result


def main(argv: list[str] | None = None) -> int:
    """spark-submit entry point: compact LOGS into --out; print the counts and JVM peak as JSON."""
    from kafkasim.spark_jobs.session import build_session, jvm_memory, launched_by_spark_submit

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logs", nargs="+", help="JSON-lines files or directories")
    parser.add_argument("--out", required=True, help="compacted Parquet dataset directory")
    parser.add_argument("--master", default=None if launched_by_spark_submit() else "local[*]")
    parser.add_argument("--shuffle-partitions", type=int, default=8)
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    spark = build_session("kafkasim-compaction", master=args.master,
                          shuffle_partitions=args.shuffle_partitions,
                          progress=not args.no_progress)
    try:
        result = compact(spark, args.logs, args.out)
        print(json.dumps({**asdict(result), **jvm_memory(spark)}, indent=2))
    except NoValidRowsError as nothing:
        print(f"compaction: {nothing}", file=sys.stderr)
        return 2
    finally:
        spark.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Spark report benchmark: 10,000,000 generated fetch-log rows, compaction and report on local[2].

Measures, in one run and on one machine:
1. generation of the JSON-lines log (client.gen_logs), for context;
2. compaction JSON -> Parquet (`spark_jobs/compaction.py` in its own process: wall time
   including JVM start, Spark-side seconds, peak JVM memory);
3. the report on the Parquet input (`spark_jobs/cli.py` in its own process, as a user runs
   `kafkasim report DATASET --out DIR`): wall time including Python and JVM start, per-stage
   seconds and peak JVM memory from the report's timings.json;
4. a straightforward Spark job over the same Parquet rows (one group-by, collected), in its
   own process, as the yardstick the report is held to (target: report <= 1.2x of it);
5. the same aggregation in pandas over the same Parquet files, in this process, as a
   reference for the fixed cost Spark pays on one machine, and checked against Spark's totals.

Usage: .venv/bin/python benchmarks/spark_report.py [--rows N] [--work-dir DIR] [--reuse]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kafkasim.client.gen_logs import GeneratorConfig, generate  # noqa: E402

SIMPLE_JOB = """
import json, sys, time
sys.path.insert(0, {root!r})
from kafkasim.spark_jobs.session import build_session, jvm_memory
from kafkasim.spark_jobs.cross_rack import load_compacted
spark = build_session("kafkasim-bench-simple", master="local[2]", progress=False)
rows = load_compacted(spark, {dataset!r}).groupBy("client_rack", "broker_rack").sum("bytes").collect()
print(json.dumps({{"groups": len(rows), **jvm_memory(spark)}}))
spark.stop()
"""


def run_timed(command: list[str], env: dict | None = None) -> tuple[float, str]:
    """Run `command`, fail loudly on a non-zero exit, return (wall seconds, stdout)."""
    started = time.perf_counter()
    completed = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT)
    wall = time.perf_counter() - started
    if completed.returncode != 0:
        sys.stderr.write(completed.stdout + completed.stderr)
        raise SystemExit(f"failed: {' '.join(command)}")
    return wall, completed.stdout


def pandas_reference(dataset: Path) -> tuple[float, dict]:
    """The report's aggregation (all grouping sets) in pandas; returns (seconds, totals)."""
    import numpy as np
    import pyarrow.dataset as pa_dataset

    started = time.perf_counter()
    columns = ["ts_ms", "client_id", "client_rack", "broker_id", "broker_rack", "topic",
               "records", "bytes", "leader_id", "error", "latency_ms"]
    frame = pa_dataset.dataset(dataset, format="parquet", partitioning="hive").to_table(
        columns=columns).to_pandas()
    client_unknown = frame["client_rack"].isna() | (frame["client_rack"] == "")
    broker_unknown = frame["broker_rack"].isna() | (frame["broker_rack"] == "")
    frame["client_rack"] = frame["client_rack"].where(~client_unknown, "unknown")
    frame["broker_rack"] = frame["broker_rack"].where(~broker_unknown, "unknown")
    unknown = client_unknown | broker_unknown
    cross = ~unknown & (frame["client_rack"] != frame["broker_rack"])
    frame["locality"] = np.where(unknown, "unknown", np.where(cross, "cross", "same"))
    frame["cross_rack_bytes"] = frame["bytes"].where(cross, 0)
    frame["unknown_rack_bytes"] = frame["bytes"].where(unknown, 0)
    frame["from_follower"] = (frame["leader_id"] >= 0) & (frame["broker_id"] != frame["leader_id"])
    frame["minute_ms"] = frame["ts_ms"] // 60_000 * 60_000
    measures = {"bytes": "sum", "records": "sum", "cross_rack_bytes": "sum",
                "unknown_rack_bytes": "sum", "from_follower": "sum", "ts_ms": "count"}
    tables = {
        keys: frame.groupby(list(keys), dropna=False).agg(measures)
        for keys in (("client_rack", "broker_rack"), ("topic",), ("client_id", "client_rack"),
                     ("broker_id", "broker_rack"),
                     ("client_id", "client_rack", "broker_id", "broker_rack"), ("minute_ms",))
    }
    histogram = frame.groupby(["locality", "latency_ms"]).size()
    percentiles = frame.groupby("locality")["latency_ms"].quantile([0.5, 0.9, 0.99])
    totals = {"fetches": int(len(frame)), "bytes": int(frame["bytes"].sum()),
              "cross_rack_bytes": int(frame["cross_rack_bytes"].sum())}
    elapsed = time.perf_counter() - started
    del tables, histogram, percentiles
    return elapsed, totals


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=10_000_000)
    parser.add_argument("--work-dir", default="/tmp/kafkasim-bench-spark")
    parser.add_argument("--reuse", action="store_true",
                        help="reuse logs and compacted data from an earlier run of same size")
    args = parser.parse_args()

    work = Path(args.work_dir)
    logs, dataset, report_dir = work / "logs", work / "compacted", work / "report"
    stamp = work / f"generated-{args.rows}.stamp"
    python = sys.executable
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    results: dict = {"rows": args.rows, "cpus": os.cpu_count()}

    if not (args.reuse and stamp.exists()):
        subprocess.run(["rm", "-rf", str(work)], check=True)
        config = GeneratorConfig(
            rows=args.rows, seed=7, hours=8.0, clients_per_rack=(40, 25, 12),
            clients_without_rack=3, topics=30, partitions=12, malformed_share=0.0001,
            max_file_bytes=256 * 1024 * 1024,
        )
        started = time.perf_counter()
        files = generate(config, logs)
        results["generate_seconds"] = time.perf_counter() - started
        results["json_bytes"] = sum(p.stat().st_size for p in files)
        print(f"generated {args.rows:,} rows ({results['json_bytes'] / 1e9:.2f} GB JSON) in "
              f"{results['generate_seconds']:.1f} s", flush=True)

        wall, out = run_timed([python, "spark_jobs/compaction.py", str(logs), "--out",
                               str(dataset), "--master", "local[2]"], env)
        compaction = json.loads(out)
        results["compaction"] = {"wall_seconds": wall, **compaction}
        print(f"compaction: {wall:.1f} s wall (Spark part {compaction['seconds']:.1f} s), "
              f"{compaction['rows_total']:,} rows, {compaction['malformed_lines']:,} malformed, "
              f"peak JVM RSS {compaction['jvm_peak_rss_bytes'] / 2**20:,.0f} MiB", flush=True)
        stamp.write_text("ok")

    results["parquet_bytes"] = sum(p.stat().st_size for p in dataset.rglob("*.parquet"))

    wall, out = run_timed([python, "spark_jobs/cli.py", str(dataset), "--out", str(report_dir),
                           "--master", "local[2]", "--no-progress"], env)
    timings = json.loads((report_dir / "timings.json").read_text())
    results["report"] = {"wall_seconds": wall, **timings}
    stages = ", ".join(f"{k} {v:.2f} s" for k, v in timings["stages_seconds"].items())
    print(f"report on Parquet: {wall:.1f} s wall ({stages}); peak JVM RSS "
          f"{timings['jvm_peak_rss_bytes'] / 2**20:,.0f} MiB, heap "
          f"{timings['jvm_peak_heap_bytes'] / 2**20:,.0f} MiB", flush=True)

    simple_wall, out = run_timed(
        [python, "-c", SIMPLE_JOB.format(root=str(ROOT), dataset=str(dataset))], env)
    results["simple_job"] = {"wall_seconds": simple_wall, **json.loads(out.splitlines()[-1])}
    print(f"straightforward group-by job on Parquet: {simple_wall:.1f} s wall; report/simple = "
          f"{wall / simple_wall:.2f}x", flush=True)

    pandas_seconds, pandas_totals = pandas_reference(dataset)
    spark_totals = json.loads((report_dir / "summary.json").read_text())["totals"]
    agree = all(pandas_totals[k] == spark_totals[k] for k in pandas_totals)
    results["pandas"] = {"seconds": pandas_seconds, "totals_agree_with_spark": agree}
    print(f"pandas, same aggregation in-process: {pandas_seconds:.1f} s "
          f"(totals agree with Spark: {agree})", flush=True)

    (work / "results.json").write_text(json.dumps(results, indent=1))
    print(f"results: {work / 'results.json'}")
    return 0 if agree else 1


if __name__ == "__main__":
    raise SystemExit(main())

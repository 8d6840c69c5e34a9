"""`kafkasim report LOGS... --out DIR`: compact fetch logs and write the cross-rack report.

LOGS are JSON-lines files or directories (compacted first into DIR/compacted, idempotently),
or one already-compacted Parquet dataset (a directory of date=/hour= partitions), which is
reported on directly. With `--baseline LOGS...` a second log set (say, the rack-aware selector
switched off) is reduced the same way and the report adds the before/after comparison.

Also runnable as `spark-submit spark_jobs/cli.py LOGS... --out DIR`; the master then comes
from spark-submit unless `--master` is given. PySpark is imported only inside `run`, so
`kafkasim report --help` stays instant, and mistakes (a path that is not there, a bad --conf)
are one line and exit status 2 before the JVM starts. Input in which no line is a valid
record is one line too ("0 valid rows in logs/: 12 lines lack schema_version"), exit 2.
`report_session(args)` builds the SparkSession exactly as the command does (the test suite
uses it, so that tests run what users run: adaptive execution on, and so on).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import threading
import time
from dataclasses import asdict
from pathlib import Path

if __package__ in (None, ""):  # spark-submit runs this file as a script
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kafkasim.arguments import directory_problem  # noqa: E402
from kafkasim.spark_jobs.cross_rack import DEFAULT_PRICE_PER_GB  # noqa: E402


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _price(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 <= value < float("inf"):
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
    return value


_MEMORY = re.compile(r"[1-9][0-9]*[kKmMgGtT]?")
_MASTER = re.compile(r"local(\[(\*|[1-9][0-9]*)(,[0-9]+)?\])?|local-cluster\[[0-9, ]+\]|yarn"
                     r"|(spark|k8s|mesos)://\S+")


def _memory(text: str) -> str:
    """A JVM memory size, as -Xmx takes it (spark.driver.memory): 512m, 2g."""
    if not _MEMORY.fullmatch(text):
        raise argparse.ArgumentTypeError(f"a JVM memory size such as 512m or 2g, not {text!r}")
    return text


def _master(text: str) -> str:
    """A Spark master URL: local, local[N], local[*], local[N,F], spark://, yarn, k8s://."""
    if not _MASTER.fullmatch(text):
        raise argparse.ArgumentTypeError(
            f"a Spark master such as local[*], local[4], spark://HOST:PORT or yarn, not {text!r}")
    return text


def _assignment(text: str) -> tuple[str, str]:
    key, separator, value = text.partition("=")
    if not separator or not key.strip():
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    return key.strip(), value


def configure(parser: argparse.ArgumentParser, command: str) -> None:
    """Add the report's arguments to `parser`."""
    parser.add_argument("logs", nargs="*", metavar="LOGS",
                        help="JSON-lines files/directories, or one compacted Parquet dataset")
    parser.add_argument("--from-topic", nargs=2, metavar=("BOOTSTRAP", "TOPIC"),
                        help="read the logs from a kafkasim topic (Spark's Kafka source) "
                             "instead of LOGS")
    parser.add_argument("--out", required=True, help="output directory")
    parser.add_argument("--baseline", nargs="+", metavar="LOGS",
                        help="a second log set to compare against (the 'before' side)")
    parser.add_argument("--baseline-from-topic", nargs=2, metavar=("BOOTSTRAP", "TOPIC"),
                        help="the baseline's logs from a kafkasim topic")
    parser.add_argument("--baseline-label", default="baseline")
    parser.add_argument("--label", default="current", help="name of the LOGS side")
    parser.add_argument("--input-format", choices=("auto", "json", "parquet"), default="auto",
                        help="auto: a directory with date=* partitions is a compacted dataset")
    parser.add_argument("--price-per-gb", type=_price, default=DEFAULT_PRICE_PER_GB,
                        help="price of one cross-rack GB (10^9 bytes), default %(default)s")
    parser.add_argument("--top", type=_positive_int, default=10, help="top talkers to list")
    parser.add_argument("--title", default="kafkasim cross-rack fetch report")
    parser.add_argument("--master", default=None, type=_master,
                        help="Spark master; default local[*] (or spark-submit's when run by it)")
    parser.add_argument("--shuffle-partitions", type=_positive_int, default=8)
    parser.add_argument("--driver-memory", default="2g", type=_memory)
    parser.add_argument("--no-progress", action="store_true",
                        help="no progress lines and no Spark progress bar")
    parser.add_argument("--conf", action="append", default=[], type=_assignment,
                        metavar="KEY=VALUE",
                        help="extra Spark configuration, as spark-submit's --conf")
    parser.add_argument("--spark-logging", action="store_true",
                        help="leave Spark's own logging at its defaults")
    parser.add_argument("--broker-records", nargs="+", metavar="DIR",
                        help="broker-side fetch records of the LOGS run (kafkasim up "
                             "--fetch-records): adds latency, cost and reconciliation per "
                             "rack pair")
    parser.add_argument("--baseline-broker-records", nargs="+", metavar="DIR",
                        help="broker-side fetch records of the --baseline run")
    parser.add_argument("--topology-json", default=None, metavar="FILE",
                        help="the network model the runs used (JSON, as `python -m "
                             "kafkasim.broker.network.topology` prints it); its price per "
                             "cross-rack GB replaces --price-per-gb")


def is_compacted_dataset(paths: list[str], input_format: str = "auto") -> bool:
    """True when `paths` name one compacted Parquet dataset rather than JSON-lines logs."""
    if input_format != "auto":
        return input_format == "parquet"
    if len(paths) != 1:
        return False
    path = Path(paths[0])
    return path.is_dir() and any(p.is_dir() and p.name.startswith("date=") for p in path.iterdir())


def _history_quality(dataset: str) -> dict:
    history = Path(dataset) / "_compaction_runs.jsonl"
    if not history.is_file():
        return {"source": dataset}
    runs = [json.loads(line) for line in history.read_text().splitlines() if line.strip()]
    return {
        "source": dataset,
        "compaction_runs": len(runs),
        "lines": sum(r["lines"] for r in runs),
        "malformed_lines": sum(r["malformed_lines"] for r in runs),
        "duplicate_records": sum(r["duplicate_records"] for r in runs),
        "rows_total": runs[-1]["rows_total"] if runs else 0,
    }


def report_for(spark, logs, compacted_dir, input_format, timer, label, price_per_gb, top):
    """Compact `logs` when they are JSON lines (paths, or a kafka_source.TopicSource), then
    compute their cross-rack report."""
    from kafkasim.spark_jobs.compaction import compact
    from kafkasim.spark_jobs.cross_rack import cross_rack_report, load_compacted
    from kafkasim.spark_jobs.kafka_source import TopicSource, read_topic_lines
    from kafkasim.spark_jobs.schema import compacted_struct

    if isinstance(logs, TopicSource):
        with timer.stage(f"compaction ({label}, from {logs.describe()})"):
            result = compact(spark, [logs.describe()], str(compacted_dir),
                             lines=read_topic_lines(spark, logs))
        dataset = str(compacted_dir)
        quality = {k: v for k, v in asdict(result).items() if not isinstance(v, list)}
        quality["partitions_added"] = len(result.partitions_added)
        quality["partitions_merged"] = len(result.partitions_merged)
    elif is_compacted_dataset(logs, input_format):
        dataset = logs[0]
        quality = _history_quality(dataset)
    else:
        with timer.stage(f"compaction ({label})"):
            result = compact(spark, logs, str(compacted_dir))
        dataset = str(compacted_dir)
        quality = {k: v for k, v in asdict(result).items() if not isinstance(v, list)}
        quality["partitions_added"] = len(result.partitions_added)
        quality["partitions_merged"] = len(result.partitions_merged)
    with timer.stage(f"aggregation ({label})"):
        has_data = Path(dataset).exists() or "://" in dataset
        records = (
            load_compacted(spark, dataset)
            if has_data
            else spark.createDataFrame([], compacted_struct())
        )
        report = cross_rack_report(spark, records, price_per_gb=price_per_gb, top=top)
    report.input_quality = {"label": label, **quality}
    return report


def _import_report_writer() -> None:
    from kafkasim.spark_jobs import report_writer  # noqa: F401  (matplotlib, about a second)


def _spark_reason(error: Exception) -> str:
    """One line for an error out of the JVM: its deepest cause, else its first line."""
    throwable = getattr(error, "_origin", None)  # the Java exception behind a captured one
    deepest = None
    try:
        while throwable is not None:
            deepest = throwable.getMessage() or deepest
            throwable = throwable.getCause()
    except Exception:  # the gateway is gone: fall back to the text
        deepest = None
    if deepest:
        return " ".join(deepest.split())
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    causes = [line.removeprefix("Caused by: ") for line in lines if line.startswith("Caused by:")]
    return (causes or lines or [type(error).__name__])[-1 if causes else 0]


def check_arguments(args: argparse.Namespace) -> str | None:
    """The first mistake in `args` that argparse cannot see (paths), or None; looked at before
    the JVM starts."""
    if args.topology_json is not None:
        try:
            topology = json.loads(Path(args.topology_json).read_text())
        except (OSError, ValueError) as error:
            return f"argument --topology-json: {args.topology_json}: {error}"
        if not isinstance(topology, dict) or not isinstance(topology.get("latency_ms"), dict):
            return f"argument --topology-json: {args.topology_json} is not a topology"
    for option, paths in (("LOGS", args.logs), ("--baseline", args.baseline or []),
                          ("--broker-records", args.broker_records or []),
                          ("--baseline-broker-records", args.baseline_broker_records or [])):
        for raw in paths:
            if "://" in raw and not raw.startswith("file://"):
                continue  # remote: Spark will say
            path = Path(raw.removeprefix("file://"))
            if not path.exists():
                return f"argument {option}: {raw} does not exist"
    for key, value in args.conf:
        if key in ("spark.driver.memory", "spark.executor.memory") and \
                not _MEMORY.fullmatch(value):
            return f"argument --conf: {key} is a JVM memory size such as 512m or 2g, not {value!r}"
    problem = directory_problem(args.out)
    if problem is not None:
        return f"argument --out: {problem}"
    for paths, topic, option in ((args.logs, args.from_topic, "LOGS"),
                                 (args.baseline, args.baseline_from_topic, "--baseline")):
        if paths and topic:
            return f"argument {option}: give LOGS or a topic, not both"
    if not args.logs and not args.from_topic:
        return "argument LOGS: give LOGS or --from-topic BOOTSTRAP TOPIC"
    return None


def report_session(args: argparse.Namespace):
    """The SparkSession `kafkasim report` runs on, from its arguments (see the module
    docstring)."""
    from kafkasim.spark_jobs.kafka_source import connector_jars
    from kafkasim.spark_jobs.session import build_session, launched_by_spark_submit

    master = args.master or (None if launched_by_spark_submit() else "local[*]")
    conf = dict(args.conf)
    # Spark's Kafka source, when its jars have been resolved (kafka_source.resolve_connector,
    # which `run` calls for --from-topic): they must be on the classpath as the JVM starts.
    jars = connector_jars()
    if jars:
        conf["spark.jars"] = ",".join([*filter(None, [conf.get("spark.jars")]), *jars])
    return build_session(
        "kafkasim-report",
        master=master,
        shuffle_partitions=args.shuffle_partitions,
        driver_memory=args.driver_memory,
        quiet=not args.spark_logging,
        progress=not args.no_progress,
        extra_conf=conf,
    )


def report_arguments(argv: list[str]) -> argparse.Namespace:
    """`kafkasim report` arguments parsed as the command parses them."""
    parser = argparse.ArgumentParser(prog="kafkasim report")
    configure(parser, "report")
    return parser.parse_args(argv)


def _reachable(bootstrap: str) -> bool:
    """Whether some HOST:PORT of `bootstrap` accepts a TCP connection (checked before Spark
    starts: its Kafka source would otherwise retry for a minute and fail with a stack trace)."""
    import socket

    for address in bootstrap.split(","):
        host, _, port = address.strip().rpartition(":")
        try:
            with socket.create_connection((host, int(port)), timeout=3):
                return True
        except (OSError, ValueError):
            continue
    return False


def _sources(args: argparse.Namespace):
    """(current, baseline) inputs: path lists or TopicSources; None (after one line on
    stderr) when Spark's Kafka source is needed and cannot be resolved."""
    from kafkasim.spark_jobs.kafka_source import (
        ConnectorUnavailableError,
        TopicSource,
        resolve_connector,
    )

    current = TopicSource(*args.from_topic) if args.from_topic else args.logs
    baseline = (TopicSource(*args.baseline_from_topic) if args.baseline_from_topic
                else args.baseline)
    for source in (current, baseline):
        if isinstance(source, TopicSource) and not _reachable(source.bootstrap):
            print(f"kafkasim report: no broker reachable at {source.bootstrap}",
                  file=sys.stderr)
            return None
    if args.from_topic or args.baseline_from_topic:
        try:
            resolve_connector()
        except ConnectorUnavailableError as missing:
            print(f"kafkasim report: Spark's Kafka source is not available ({missing})",
                  file=sys.stderr)
            return None
    return current, baseline


def run(args: argparse.Namespace) -> int:
    """Build the report (and comparison) described by `args`; 0 on success, 2 for a mistake
    in the arguments or an input without a single valid record (one line on stderr)."""
    mistake = check_arguments(args)
    if mistake is not None:
        print(f"kafkasim report: {mistake}", file=sys.stderr)
        return 2
    from kafkasim.spark_jobs.compaction import NoValidRowsError
    from kafkasim.spark_jobs.comparison import compare
    from kafkasim.spark_jobs.session import StageTimer, jvm_memory, launched_by_spark_submit

    started = time.perf_counter()
    sources = _sources(args)
    if sources is None:
        return 2
    # matplotlib takes a second to import; do it while the JVM starts and Spark works (the
    # main thread then only waits on the JVM's socket, so the two overlap).
    warm_up = threading.Thread(target=_import_report_writer, daemon=True)
    warm_up.start()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    timer = StageTimer(verbose=not args.no_progress)
    master = args.master or (None if launched_by_spark_submit() else "local[*]")
    from pyspark.sql import SparkSession

    # A session that already exists (a notebook, the test suite) belongs to its creator.
    owns_session = SparkSession.getActiveSession() is None
    with timer.stage("spark session"):
        spark = None
        try:
            spark = report_session(args)
            spark._jsparkSession.sessionState()  # built lazily: a bad --conf shows here
        except Exception as error:  # the JVM did not start: no Java, or a --conf it refused
            reason = _spark_reason(error)
            if spark is not None and owns_session:
                spark.stop()
            print(f"kafkasim report: Spark did not start ({reason}); check java, --conf, "
                  "--master and --driver-memory, and see why with --spark-logging",
                  file=sys.stderr)
            return 2
    topology = json.loads(Path(args.topology_json).read_text()) if args.topology_json else None
    if topology is not None:
        args.price_per_gb = topology.get("price_per_cross_rack_gb", args.price_per_gb)
    try:
        report = report_for(spark, sources[0], out / "compacted", args.input_format, timer,
                            args.label, args.price_per_gb, args.top)
        comparison = None
        if sources[1]:
            baseline = report_for(spark, sources[1], out / "baseline" / "compacted",
                                  args.input_format, timer, args.baseline_label,
                                  args.price_per_gb, args.top)
            comparison = compare(baseline, report, args.baseline_label, args.label)
        network = None
        if args.broker_records:
            with timer.stage("broker-side records and the network model"):
                network = network_sections(spark, args, topology)
        with timer.stage("tables, charts and html"):
            warm_up.join()
            from kafkasim.spark_jobs.report_writer import write_report

            written = write_report(report, out, comparison=comparison, title=args.title,
                                   network=network)
        memory = jvm_memory(spark)
    except NoValidRowsError as nothing:
        print(f"kafkasim report: {nothing}", file=sys.stderr)
        return 2
    finally:
        if owns_session:
            spark.stop()
    timings = {
        "stages_seconds": timer.seconds,
        "wall_seconds_in_process": time.perf_counter() - started,
        "master": master,
        **memory,
    }
    (out / "timings.json").write_text(json.dumps(timings, indent=1))

    totals = report.totals
    print(f"fetches {totals['fetches']:,}  bytes {totals['bytes']:,}  cross-rack "
          f"{totals['cross_rack_fraction']:.2%}  cost {totals['cross_rack_cost']:.4f} "
          f"(upper bound {totals['cost_upper_bound']:.4f})  follower share "
          f"{totals['follower_fetch_share']:.2%}")
    malformed = report.input_quality.get("malformed_lines")
    if malformed:
        print(f"malformed lines skipped: {malformed:,}")
    if comparison is not None:
        print(f"cross-rack bytes saved vs {args.baseline_label}: "
              f"{comparison['cross_rack_bytes_saved']:,} "
              f"({comparison['cross_rack_bytes_saved_fraction']:.2%}), cost saved "
              f"{comparison['cost_saved']:.4f}")
    print(f"report: {written['html']}")
    return 0


def network_sections(spark, args: argparse.Namespace, topology: dict | None) -> dict:
    """The network tables of each run that has broker-side records (spark_jobs/network.py):
    {"topology": ..., "runs": {label: tables}} with the LOGS run first."""
    from kafkasim.spark_jobs.cross_rack import load_compacted
    from kafkasim.spark_jobs.network import network_tables, read_broker_records

    out = Path(args.out)

    def consumer_side(logs: list[str] | None, compacted: Path):
        # The consumer-side records as the report read them: a compacted dataset given as
        # input, else the one the report compacted the files or the topic into.
        if logs and is_compacted_dataset(logs, args.input_format):
            return load_compacted(spark, logs[0])
        return load_compacted(spark, str(compacted))

    runs = {args.label: network_tables(
        spark, read_broker_records(spark, args.broker_records),
        consumer_side(args.logs, out / "compacted"), topology, args.price_per_gb)}
    if (args.baseline or args.baseline_from_topic) and args.baseline_broker_records:
        runs[args.baseline_label] = network_tables(
            spark, read_broker_records(spark, args.baseline_broker_records),
            consumer_side(args.baseline, out / "baseline" / "compacted"), topology,
            args.price_per_gb)
    return {"topology": topology, "runs": runs, "after_label": args.label,
            "before_label": args.baseline_label if len(runs) > 1 else None}


def main(argv: list[str] | None = None) -> int:
    """spark-submit entry point."""
    parser = argparse.ArgumentParser(prog="kafkasim report", description=__doc__.splitlines()[0])
    configure(parser, "report")
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())

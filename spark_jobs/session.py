"""One place that builds the SparkSession the jobs use: quiet, UTC, sized for one machine.

Defaults suit running embedded (`local[*]`); `master=None` leaves the master to spark-submit
or to Spark's own configuration, so `--master yarn` and friends pass straight through.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

# Only errors from Spark itself; our own progress lines go to stderr through `stage`.
_QUIET_LOG4J2 = """\
rootLogger.level = error
rootLogger.appenderRef.stderr.ref = console
appender.console.type = Console
appender.console.name = console
appender.console.target = SYSTEM_ERR
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n
"""


def launched_by_spark_submit() -> bool:
    """True when this Python process was started by spark-submit (which owns the JVM)."""
    return "PYSPARK_GATEWAY_PORT" in os.environ


def build_session(
    app_name: str = "kafkasim-report",
    master: str | None = "local[*]",
    shuffle_partitions: int | None = 8,
    driver_memory: str | None = "2g",
    quiet: bool = True,
    progress: bool = True,
    extra_conf: dict[str, str] | None = None,
):
    """Return a SparkSession (creating the JVM if needed) configured for the fetch-log jobs.

    Session time zone is UTC so date/hour partitions and minute buckets do not depend on the
    machine. `quiet` keeps Spark's own logging to errors; `progress` turns on Spark's console
    progress bar for long stages.
    """
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName(app_name)
    if master is not None:
        builder = builder.master(master)
        if master.startswith("local") and "SPARK_LOCAL_IP" not in os.environ:
            # Avoids the "hostname resolves to a loopback address" warning on every start.
            os.environ["SPARK_LOCAL_IP"] = "127.0.0.1"
    if driver_memory and not launched_by_spark_submit():
        builder = builder.config("spark.driver.memory", driver_memory)
    conf = dict(extra_conf or {})
    if quiet and not launched_by_spark_submit():
        config_path = Path(tempfile.gettempdir()) / "kafkasim-spark-log4j2.properties"
        config_path.write_text(_QUIET_LOG4J2)
        java_options = conf.get("spark.driver.extraJavaOptions", "")
        conf["spark.driver.extraJavaOptions"] = (
            f"-Dlog4j2.configurationFile=file:{config_path} {java_options}".strip()
        )
    conf = {
        "spark.sql.session.timeZone": "UTC",
        "spark.ui.showConsoleProgress": "true" if progress else "false",
        **({"spark.sql.shuffle.partitions": str(shuffle_partitions)} if shuffle_partitions else {}),
        **conf,
    }
    for key, value in conf.items():
        builder = builder.config(key, value)
    with warnings.catch_warnings():
        # PySpark warns at start-up that pandas 3 is not yet fully supported; the jobs use
        # no pandas conversion, so the warning is noise (and an error under pytest).
        warnings.filterwarnings("ignore", message="PySpark does not yet fully support pandas")
        spark = builder.getOrCreate()
    if quiet:
        spark.sparkContext.setLogLevel("ERROR")
    return spark


def jvm_memory(spark) -> dict[str, int]:
    """Peak memory of the driver JVM so far: resident set high-water mark and heap peak, bytes.

    The resident peak comes from /proc (Linux only; 0 elsewhere); the heap peak is the sum of
    the heap pools' peak usage as the JVM's own MXBeans report it.
    """
    jvm = spark.sparkContext._jvm
    pid = int(jvm.java.lang.ProcessHandle.current().pid())
    peak_rss = 0
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                peak_rss = int(line.split()[1]) * 1024
    except OSError:
        pass
    heap_peak = 0
    management = jvm.java.lang.management.ManagementFactory
    heap_type = jvm.java.lang.management.MemoryType.HEAP
    for pool in management.getMemoryPoolMXBeans():
        if pool.getType().equals(heap_type):
            heap_peak += int(pool.getPeakUsage().getUsed())
    return {"jvm_peak_rss_bytes": peak_rss, "jvm_peak_heap_bytes": heap_peak, "jvm_pid": pid}


class StageTimer:
    """Records wall time per named stage and prints one progress line per stage to stderr."""

    def __init__(self, verbose: bool = True) -> None:
        self.seconds: dict[str, float] = {}
        self.verbose = verbose

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        """Time the enclosed block as stage `name` (times add up if a name repeats)."""
        if self.verbose:
            print(f"[kafkasim report] {name} ...", file=sys.stderr, flush=True)
        started = time.perf_counter()
        try:
            yield
        finally:
            elapsed = time.perf_counter() - started
            self.seconds[name] = self.seconds.get(name, 0.0) + elapsed
            if self.verbose:
                print(f"[kafkasim report] {name}: {elapsed:.2f} s", file=sys.stderr, flush=True)

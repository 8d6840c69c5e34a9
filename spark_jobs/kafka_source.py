"""Reading fetch logs from a kafkasim topic with Spark's own Kafka source.

Consumers publish their fetch-log lines to a topic (kafkasim.client.log_sink.TopicLogSink:
one JSON line per message). `read_topic_lines` reads that topic as a batch, from the earliest
to the latest offsets, through Spark's `kafka` data source (`spark-sql-kafka-0-10`), so Spark
is a real Kafka client of the cluster; the message values are then parsed exactly as lines
read from files are (compaction.parse_lines), so a report over the topic equals the report
over the same records in files.

The connector is not part of PySpark. `resolve_connector()` puts its jars (and their runtime
dependencies: kafka-clients, commons-pool2, the token provider) into a folder under
~/.cache/kafkasim, resolved from Maven Central by the Ivy that PySpark ships (as
`spark.jars.packages` would, but once, into a folder), for the installed PySpark's Scala
binary version; `connector_jars()` lists what is there, and the report's SparkSession loads
them with `spark.jars` (they must be on the classpath when the JVM starts). The connector of
the installed Spark version is asked for first; when Maven Central does not serve that
version (a PySpark newer than the connectors published there), the newest release of the same
major version below it is used, and `resolved.json` in the folder says which.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

# The cache the peers and the reference cluster use too (scripts/build-peers.sh).
CACHE_ROOT = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "kafkasim"
ARTIFACT = "spark-sql-kafka-0-10"

class ConnectorUnavailableError(RuntimeError):
    """The Kafka connector's jars could not be resolved (no Maven, no network, no version)."""


@dataclass(frozen=True)
class TopicSource:
    """Fetch logs in a topic: `bootstrap` (host:port,...) and `topic`."""

    bootstrap: str
    topic: str

    def describe(self) -> str:
        return f"topic {self.topic} at {self.bootstrap}"


def spark_version() -> str:
    import pyspark

    return pyspark.__version__


def scala_binary_version() -> str:
    """The Scala binary version of the installed PySpark's jars (2.13 for Spark 4)."""
    import pyspark

    jars = Path(pyspark.__file__).parent / "jars"
    for jar in jars.glob("scala-library-*.jar"):
        match = re.match(r"scala-library-(\d+\.\d+)\.", jar.name)
        if match:
            return match.group(1)
    return "2.13"


def connector_dir() -> Path:
    return CACHE_ROOT / f"spark-sql-kafka-{scala_binary_version()}-{spark_version()}"


def connector_jars() -> list[str]:
    """The connector's jars when they have been resolved, else []."""
    folder = connector_dir()
    if not (folder / "resolved.json").is_file():
        return []
    return sorted(str(jar) for jar in folder.glob("*.jar"))


def _pyspark_jars() -> Path:
    import pyspark

    return Path(pyspark.__file__).parent / "jars"


def _artifact_name(jar: str) -> str:
    """`kafka-clients-3.9.2.jar` -> `kafka-clients` (the name without version and suffix)."""
    return re.sub(r"-\d[^-]*(-[a-z]+)?\.jar$", "", jar)


def _ivy_retrieve(revision: str, scala: str, into: Path, cache: Path) -> bool:
    """Resolve the connector at `revision` (a version or an Ivy/Maven range) with the Ivy
    that PySpark ships, from Maven Central (Ivy's default), into `into`."""
    java = shutil.which("java")
    ivy = sorted(_pyspark_jars().glob("ivy-*.jar"))
    if java is None or not ivy:
        raise ConnectorUnavailableError("needs java and PySpark's Ivy jar")
    done = subprocess.run(
        [java, "-jar", str(ivy[-1]), "-dependency", "org.apache.spark", f"{ARTIFACT}_{scala}",
         revision, "-confs", "default", "-types", "jar", "-cache", str(cache), "-warn",
         "-retrieve", f"{into}/[artifact]-[revision](-[classifier]).[ext]"],
        capture_output=True, text=True, timeout=900, stdin=subprocess.DEVNULL)
    return done.returncode == 0 and any(into.glob(f"{ARTIFACT}_{scala}-*.jar"))


def resolve_connector() -> list[str]:
    """Resolve the connector into `connector_dir()` (once; later calls read the folder) and
    return its jars. Jars PySpark already has (Scala, Hadoop client, slf4j, ...) are left
    out. Raises ConnectorUnavailableError when it cannot be resolved."""
    existing = connector_jars()
    if existing:
        return existing
    folder = connector_dir()
    scala = scala_binary_version()
    version = spark_version()
    major = version.split(".")[0]
    staging = folder.with_name(folder.name + ".partial")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    cache = CACHE_ROOT / "ivy-cache"
    # The exact version, else a range: the newest release of this major version up to the
    # installed one that Maven Central serves.
    for wanted in (version, f"[{major}.0.0,{version}]"):
        if _ivy_retrieve(wanted, scala, staging, cache):
            break
    else:
        shutil.rmtree(staging, ignore_errors=True)
        raise ConnectorUnavailableError(
            f"could not resolve org.apache.spark:{ARTIFACT}_{scala}:{version} "
            f"(nor an earlier {major}.x release) from Maven Central")
    bundled = {_artifact_name(jar.name) for jar in _pyspark_jars().glob("*.jar")}
    for jar in staging.glob("*.jar"):
        if _artifact_name(jar.name) in bundled:
            jar.unlink()
    found = [jar.name for jar in staging.glob(f"{ARTIFACT}_{scala}-*.jar")]
    resolved = found[0].removeprefix(f"{ARTIFACT}_{scala}-").removesuffix(".jar")
    (staging / "resolved.json").write_text(json.dumps({
        "spark": version, "scala": scala,
        "requested": f"org.apache.spark:{ARTIFACT}_{scala}:{version}",
        "resolved": f"org.apache.spark:{ARTIFACT}_{scala}:{resolved}",
        "jars": sorted(jar.name for jar in staging.glob("*.jar"))}, indent=1))
    shutil.rmtree(folder, ignore_errors=True)
    staging.rename(folder)
    return connector_jars()


def resolved_coordinates() -> dict | None:
    path = connector_dir() / "resolved.json"
    return json.loads(path.read_text()) if path.is_file() else None


def read_topic_lines(spark, source: TopicSource):
    """The topic's message values, earliest to latest, as a one-column (`value`) DataFrame of
    lines, blank ones dropped (as spark.read.text gives for files)."""
    from pyspark.sql import functions as F

    frame = (spark.read.format("kafka")
             .option("kafka.bootstrap.servers", source.bootstrap)
             .option("subscribe", source.topic)
             .option("startingOffsets", "earliest")
             .option("endingOffsets", "latest")
             .option("failOnDataLoss", "false")
             .load())
    lines = frame.select(F.col("value").cast("string").alias("value"))
    return lines.filter(F.col("value").isNotNull() & (F.trim(F.col("value")) != ""))


def main() -> int:
    """`python -m kafkasim.spark_jobs.kafka_source`: resolve the connector now (make's
    install step, so that `report --from-topic` and its test never find it missing); one line
    either way, exit 1 when it cannot be resolved."""
    try:
        jars = resolve_connector()
    except ConnectorUnavailableError as missing:
        print(f"spark-connector: {missing}", file=sys.stderr)
        return 1
    print(f"spark-connector: {len(jars)} jars in {connector_dir()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

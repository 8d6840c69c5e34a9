"""One SparkSession for the whole test run, built exactly as `kafkasim report` builds it
(spark_jobs.cli.report_session with the command's defaults: local[*], adaptive execution on,
eight shuffle partitions). A fixture that tuned it differently would test something users do
not run: with adaptive execution off, an input of only invalid rows passed here and failed for
users. The session is stopped once at the end of the run.
"""

from __future__ import annotations

import shutil

import pytest

from kafkasim.client.gen_logs import GeneratorConfig, generate


@pytest.fixture(scope="session")
def spark():
    # PySpark comes with the dev extra and Java with `make system-deps`: missing, they fail
    # the run rather than skip the Spark tests unseen.
    assert shutil.which("java") is not None, "PySpark needs a Java runtime (make system-deps)"
    from kafkasim.spark_jobs.cli import report_arguments, report_session
    from kafkasim.spark_jobs.kafka_source import ConnectorUnavailableError, resolve_connector

    # Spark's Kafka source (test_report_from_topic.py) must be on the classpath when the JVM
    # starts; report_session adds its jars once resolved, as `kafkasim report` does. `make
    # spark-connector` (part of `make test`) resolved it already; when it could not, the test
    # that needs it fails with the reason (the others do not need it).
    try:
        resolve_connector()
    except ConnectorUnavailableError:
        pass
    session = report_session(report_arguments(["-", "--out", "-", "--no-progress"]))
    yield session
    session.stop()


# Small but shaped like the real thing: three racks with unequal consumers, two brokers per
# rack, consumers without a rack, a few malformed lines, and an hour boundary that is also a
# date boundary (23:30 -> 00:30 UTC) so compaction writes several date/hour partitions.
MAIN_CONFIG = GeneratorConfig(
    rows=3000,
    seed=11,
    racks=("a", "b", "c"),
    clients_per_rack=(5, 3, 1),
    clients_without_rack=2,
    brokers_per_rack=2,
    topics=5,
    partitions=4,
    follower_share=0.6,
    malformed_share=0.01,
    hours=1.0,
    start_ms=1_767_310_200_000,  # 2026-01-01T23:30:00Z
    max_file_bytes=200_000,
)


@pytest.fixture(scope="session")
def main_logs(tmp_path_factory):
    directory = tmp_path_factory.mktemp("main-logs")
    files = generate(MAIN_CONFIG, directory)
    assert len(files) > 1  # rotation happened, so directory listing is exercised
    return directory

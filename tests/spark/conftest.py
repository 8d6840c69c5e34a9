"""One local SparkSession for the whole test run, sized for a 2-core machine.

local[2], two shuffle partitions and no UI keep the Spark tests to well under a minute; the
session is stopped once at the end of the run.
"""

from __future__ import annotations

import shutil

import pytest

from kafkasim.client.gen_logs import GeneratorConfig, generate


@pytest.fixture(scope="session")
def spark():
    pytest.importorskip("pyspark")
    if shutil.which("java") is None:
        pytest.skip("PySpark needs a Java runtime")
    from kafkasim.spark_jobs.session import build_session

    session = build_session(
        "kafkasim-tests",
        master="local[2]",
        shuffle_partitions=2,
        driver_memory="1g",
        progress=False,
        extra_conf={
            "spark.ui.enabled": "false",
            "spark.sql.adaptive.enabled": "false",  # tiny data: planning costs more than it saves
            "spark.default.parallelism": "2",
        },
    )
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

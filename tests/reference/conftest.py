"""The reference cluster (real Apache Kafka, see kafka_cluster.py), started once per pytest
session for every test that asks for `reference_cluster`.

Its directory (logs and data) is deleted after the session unless a test failed, the start
failed, or KAFKASIM_REFERENCE_KEEP_LOGS=1; then the path is printed at the end of the run.
"""

from __future__ import annotations

import contextlib
import os
import shutil

import pytest

from tests.reference.kafka_cluster import (
    ReferenceCluster,
    ReferenceClusterError,
    find_java,
    jars_cached,
)

# Seconds a test that starts the cluster (the first one asking for it) may take: the start is
# measured well under 90 s on 2 cores, the first run also resolves the jars with Maven.
START_TIMEOUT = 240


@pytest.fixture(scope="session")
def reference_tools():
    """Skips where the reference cluster cannot run: no Java runtime, or no Maven while the
    jars are not cached yet."""
    if shutil.which("mvn") is None and not jars_cached():
        pytest.skip("the reference cluster's jars are not cached and Maven (mvn) is missing")
    try:
        find_java()
    except ReferenceClusterError as e:
        pytest.skip(str(e))


@pytest.fixture(scope="session")
def reference_cluster(request, reference_tools):
    keep = os.environ.get("KAFKASIM_REFERENCE_KEEP_LOGS", "") not in ("", "0")
    cluster = ReferenceCluster(keep_logs=keep, ready_timeout=START_TIMEOUT - 60)

    def report(line: str) -> None:
        """A line on the terminal, outside pytest's capture (fixture teardown is captured)."""
        plugins = request.config.pluginmanager
        reporter, capture = plugins.get_plugin("terminalreporter"), plugins.get_plugin(
            "capturemanager")
        if reporter is None:
            return
        with capture.global_and_fixture_disabled() if capture else contextlib.nullcontext():
            reporter.write_line(line)

    try:
        cluster.start()
    except ReferenceClusterError:
        if cluster.root is not None:
            report(f"reference cluster: start failed, logs kept in {cluster.log_dir}")
        raise
    try:
        yield cluster
    finally:
        if request.session.testsfailed:
            cluster.mark_failed()
        cluster.stop()
        kept = f", logs kept in {cluster.log_dir}" if cluster.keep_logs else ""
        report(f"reference cluster (Kafka {cluster.version}): ready in "
               f"{cluster.start_seconds:.1f} s, stopped in {cluster.stop_seconds:.1f} s{kept}")

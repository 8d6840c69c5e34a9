"""The reference cluster (real Apache Kafka, see kafka_cluster.py), started once per pytest
session for every test that asks for `reference_cluster` (Kafka KAFKA_VERSION, tiered storage
off), and the tiered-storage one for every test that asks for `tiered_reference_cluster`
(TIERED_KAFKA_VERSION with LocalTieredStorage: see scripts/reference/pom.xml for why it is
another version). The differential suite compares kafkasim with the first, and its tiered
storage scenarios with the second.

Its directory (logs and data) is deleted after the session unless a test failed, the start
failed, or KAFKASIM_REFERENCE_KEEP_LOGS=1; then the path is printed at the end of the run.
"""

from __future__ import annotations

import contextlib
import os
import shutil

import pytest

from tests.reference.fidelity.run import REFERENCE_CONFIG
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
    """Fails where the reference cluster cannot run: no Java runtime, or no Maven while the
    jars are not cached yet (`make peers` installs Maven and `make system-deps` Java, so in CI
    neither is missing; a skip would hide the whole differential suite)."""
    assert shutil.which("mvn") is not None or jars_cached(), \
        "the reference cluster's jars are not cached and Maven (mvn) is missing (make peers)"
    find_java()  # raises ReferenceClusterError with the reason


@pytest.fixture(scope="session")
def reference_cluster(request, reference_tools):
    yield from _running(request, tiered=False)


@pytest.fixture(scope="session")
def tiered_reference_cluster(request, reference_tools):
    if shutil.which("mvn") is None and not jars_cached(tiered=True):
        pytest.skip("the tiered reference cluster's jars are not cached and Maven is missing")
    yield from _running(request, tiered=True)


def _running(request, *, tiered: bool):
    keep = os.environ.get("KAFKASIM_REFERENCE_KEEP_LOGS", "") not in ("", "0")
    # auto.leader.rebalance.enable=false: kafkasim moves preferred leaders back only through
    # ElectLeaders, and the fidelity suite's leader moves must not race Kafka's periodic one.
    cluster = ReferenceCluster(keep_logs=keep, ready_timeout=START_TIMEOUT - 60,
                               config=REFERENCE_CONFIG, tiered=tiered)

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
        kind = "tiered reference cluster" if tiered else "reference cluster"
        report(f"{kind} (Kafka {cluster.version}): ready in "
               f"{cluster.start_seconds:.1f} s, stopped in {cluster.stop_seconds:.1f} s{kept}")


@pytest.fixture(scope="session")
def kafkasim_twin():
    """A kafkasim cluster shaped and configured as the reference cluster (three brokers on
    racks a, b, c with node ids 1, 2, 3, and the reference's settings where they change
    behaviour: run.KAFKASIM_CONFIG), started once per session on a thread of its own."""
    from kafkasim.broker.cluster import start_cluster
    from tests.reference.fidelity import run

    handle = start_cluster(brokers=3, racks=("a", "b", "c"), config=run.KAFKASIM_CONFIG)
    try:
        yield handle
    finally:
        handle.stop()


@pytest.fixture(scope="session")
def fidelity(request, reference_cluster, kafkasim_twin):
    """Both clusters of the differential suite, started once per session, and the results
    gathered for fidelity-report.json (written when the session ends)."""
    from tests.reference.fidelity import known as known_differences
    from tests.reference.fidelity import run
    from tests.reference.fidelity.registry import all_scenarios

    suite = FidelitySuite(
        [run.kafkasim_environment(kafkasim_twin), run.reference_environment(reference_cluster)],
        known_differences.load())
    try:
        yield suite
    finally:
        if suite.results:
            report = run.write_report(suite.results, suite.known, len(all_scenarios()),
                                      suite.kafka_version(reference_cluster.version))
            plugins = request.config.pluginmanager
            reporter = plugins.get_plugin("terminalreporter")
            capture = plugins.get_plugin("capturemanager")
            if reporter is not None:
                with capture.global_and_fixture_disabled() if capture else \
                        contextlib.nullcontext():
                    reporter.write_line(run.summary_line(report))


class FidelitySuite:
    def __init__(self, environments, known) -> None:
        self.environments = environments
        self.known = known
        self.results = []
        self.tiered_version: str | None = None

    def run(self, scenario, tiered_reference=None):
        """Run `scenario` on kafkasim and the reference cluster, or (a tiered storage scenario)
        on kafkasim and `tiered_reference`."""
        from tests.reference.fidelity import run

        environments = self.environments
        if tiered_reference is not None:
            self.tiered_version = tiered_reference.version
            environments = [environments[0], run.reference_environment(tiered_reference)]
        result = run.run(scenario, environments, self.known)
        self.results.append(result)
        return result

    def kafka_version(self, version: str) -> str:
        """The version compared with, and the tiered one where tiered scenarios ran."""
        if self.tiered_version is None or self.tiered_version == version:
            return version
        return f"{version} (tiered storage scenarios: {self.tiered_version})"

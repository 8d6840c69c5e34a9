"""The reference cluster (real Apache Kafka, see kafka_cluster.py), started once per pytest
session for every test that asks for `reference_cluster` (Kafka KAFKA_VERSION, tiered storage
off), and the tiered-storage one for every test that asks for `tiered_reference_cluster`
(TIERED_KAFKA_VERSION with LocalTieredStorage: see scripts/reference/pom.xml for why it is
another version). The differential suite compares kafkasim with the first, and its tiered
storage scenarios with the second. `reference_authorizer_cluster` (StandardAuthorizer, SASL/PLAIN
users) starts only for the tests that ask for it, such as the ACL and authorization scenarios.

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


def _keep_logs() -> bool:
    return os.environ.get("KAFKASIM_REFERENCE_KEEP_LOGS", "") not in ("", "0")


def _reporter(request):
    """Writes a line on the terminal, outside pytest's capture (fixture teardown is captured)."""
    def report(line: str) -> None:
        plugins = request.config.pluginmanager
        reporter, capture = plugins.get_plugin("terminalreporter"), plugins.get_plugin(
            "capturemanager")
        if reporter is None:
            return
        with capture.global_and_fixture_disabled() if capture else contextlib.nullcontext():
            reporter.write_line(line)
    return report


@pytest.fixture(scope="session")
def reference_cluster(request, reference_tools):
    # auto.leader.rebalance.enable=false: kafkasim moves preferred leaders back only through
    # ElectLeaders, and the fidelity suite's leader moves must not race Kafka's periodic one.
    cluster = ReferenceCluster(keep_logs=_keep_logs(), ready_timeout=START_TIMEOUT - 60,
                               config=REFERENCE_CONFIG, tiered=False)
    yield from _running(request, cluster, "reference cluster")


@pytest.fixture(scope="session")
def tiered_reference_cluster(request, reference_tools):
    if shutil.which("mvn") is None and not jars_cached(tiered=True):
        pytest.skip("the tiered reference cluster's jars are not cached and Maven is missing")
    cluster = ReferenceCluster(keep_logs=_keep_logs(), ready_timeout=START_TIMEOUT - 60,
                               config=REFERENCE_CONFIG, tiered=True)
    yield from _running(request, cluster, "tiered reference cluster")


@pytest.fixture(scope="session")
def reference_authorizer_cluster(request, reference_tools):
    """Real Kafka with StandardAuthorizer on every node and a SASL/PLAIN listener for
    run.AUTHORIZER_USERS (`admin` a super user): a controller and one broker, started only
    for the tests that ask for it."""
    from tests.reference.fidelity import run

    cluster = ReferenceCluster(keep_logs=_keep_logs(), ready_timeout=START_TIMEOUT - 60,
                               racks=run.AUTHORIZER_RACKS, tiered=False,
                               sasl_users=run.AUTHORIZER_USERS,
                               config={**REFERENCE_CONFIG, **run.AUTHORIZER_CONFIG})
    yield from _running(request, cluster, "reference authorizer cluster")


def _running(request, cluster: ReferenceCluster, kind: str):
    """Start `cluster` for the session; stop it when the session ends (logs kept when a test
    failed)."""
    report = _reporter(request)
    try:
        cluster.start()
    except ReferenceClusterError:
        if cluster.root is not None:
            report(f"{kind}: start failed, logs kept in {cluster.log_dir}")
        raise
    try:
        yield cluster
    finally:
        if request.session.testsfailed:
            cluster.mark_failed()
        cluster.stop()
        kept = f", logs kept in {cluster.log_dir}" if cluster.keep_logs else ""
        report(f"{kind} (Kafka {cluster.version}): ready in "
               f"{cluster.start_seconds:.1f} s, stopped in {cluster.stop_seconds:.1f} s{kept}")


def _twin():
    from kafkasim.broker.cluster import start_cluster
    from tests.reference.fidelity import run

    handle = start_cluster(brokers=3, racks=("a", "b", "c"), config=run.KAFKASIM_CONFIG)
    try:
        yield handle
    finally:
        handle.stop()


@pytest.fixture(scope="session")
def kafkasim_twin():
    """A kafkasim cluster shaped and configured as the reference cluster (three brokers on
    racks a, b, c with node ids 1, 2, 3, and the reference's settings where they change
    behaviour: run.KAFKASIM_CONFIG), started once per session on a thread of its own: the
    differential suite's kafkasim side."""
    yield from _twin()


@pytest.fixture(scope="module")
def kafkasim_tools_twin():
    """The same cluster as `kafkasim_twin`, started per test module for the tool tests, so
    that they meet a cluster only they have used (a start costs about a second). It came in
    when the share and transaction tool tests failed on the session's twin after the
    differential suite, its coordinators answering COORDINATOR_NOT_AVAILABLE: a replica that
    had led an epoch of an idle internal partition without appending never caught up with the
    next leader, so after the suite's broker kills __share_group_state, __transaction_state
    and __consumer_offsets partitions were left below min.insync.replicas. That was a
    kafkasim defect (PartitionLog.truncate_to kept the empty epoch), fixed since: the
    session's twin now keeps every internal partition in sync through the whole suite."""
    yield from _twin()


@pytest.fixture(scope="session")
def kafkasim_authorizer_twin():
    """A kafkasim cluster shaped and configured as `reference_authorizer_cluster`: one broker
    on rack a, Kafka's StandardAuthorizer, SASL_PLAINTEXT with the same PLAIN users."""
    from kafkasim.broker.cluster import start_cluster
    from tests.reference.fidelity import run

    handle = start_cluster(brokers=1, racks=run.AUTHORIZER_RACKS,
                           config={**run.KAFKASIM_CONFIG, **run.AUTHORIZER_CONFIG},
                           security_protocol="SASL_PLAINTEXT", users=run.AUTHORIZER_USERS,
                           sasl_mechanisms=["PLAIN"])
    try:
        yield handle
    finally:
        handle.stop()


# Every suite's results, so the report written when the last suite ends covers them all.
_RESULTS: list = []


def _suite(request, environments, reference):
    from tests.reference.fidelity import known as known_differences
    from tests.reference.fidelity import run
    from tests.reference.fidelity.registry import all_scenarios

    suite = FidelitySuite(environments, known_differences.load())
    try:
        yield suite
    finally:
        if suite.results:
            report = run.write_report(_RESULTS, suite.known, len(all_scenarios()),
                                      suite.kafka_version(reference.version))
            _reporter(request)(run.summary_line(report))


@pytest.fixture(scope="session")
def fidelity(request, reference_cluster, kafkasim_twin):
    """Both clusters of the differential suite, started once per session, and the results
    gathered for fidelity-report.json (written when the session ends)."""
    from tests.reference.fidelity import run

    yield from _suite(request, [run.kafkasim_environment(kafkasim_twin),
                                run.reference_environment(reference_cluster)],
                      reference_cluster)


@pytest.fixture(scope="session")
def fidelity_authorizer(request, reference_authorizer_cluster, kafkasim_authorizer_twin):
    """The authorizer clusters of the differential suite (scenarios registered with
    cluster=AUTHORIZER), started once per session when such a scenario runs."""
    from tests.reference.fidelity import run

    yield from _suite(request, [
        run.kafkasim_environment(kafkasim_authorizer_twin, run.AUTHORIZER_USERS),
        run.reference_environment(reference_authorizer_cluster, run.AUTHORIZER_USERS)],
        reference_authorizer_cluster)


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
        _RESULTS.append(result)
        return result

    def kafka_version(self, version: str) -> str:
        """The version compared with, and the tiered one where tiered scenarios ran."""
        if self.tiered_version is None or self.tiered_version == version:
            return version
        return f"{version} (tiered storage scenarios: {self.tiered_version})"

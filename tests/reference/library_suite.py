"""A client library's own integration suite, run unchanged against a cluster given by its
bootstrap address: confluent-kafka-python's `tests/integration` (pytest), at a pinned release.

Why this one: the project pins confluent-kafka (librdkafka inside), whose release has a share
consumer (KIP-932); its integration suite has share-consumer tests and a bring-your-own-cluster
fixture (the BROKERS environment variable), so it runs as published against any bootstrap
address. librdkafka's own suite needs a build tree and trivup or a test.conf per test program;
kafka-python's starts its own brokers and has no share consumer; kafkajs's runs through Docker
and has no share consumer either.

Its code is never in this repository. `materialize()` lays the pinned commit's `tests/` and
`pyproject.toml` (pytest's settings) into ~/.cache/kafkasim/library-suite/ from a git
repository that holds the commit (KAFKASIM_LIBRARY_SUITE_GIT: a clone of
confluentinc/confluent-kafka-python, or a snapshot of it), and checks the files against
SOURCE_SHA256. `ensure_venv()` makes a virtual environment beside it with the suite's
requirements at pinned versions, from PyPI. `run()` runs the selection against one bootstrap
address and returns each test's verdict from pytest's JUnit XML.

The pinned release is v2.15.0, the newest tag of the source snapshot (the PyPI sdist of 2.16.1
carries no tests); its tests run against the confluent-kafka the project pins (2.16.1).
"""

from __future__ import annotations

import enum
import hashlib
import os
import subprocess
import sys
import tarfile
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import NamedTuple

REPO = "confluentinc/confluent-kafka-python"
COMMIT = "8b1c7a613434eee3d0e1287d624d7af04932f410"  # tag v2.15.0
RELEASE = "v2.15.0"
#: sha256 over the materialized files (relative path and content, sorted): see _source_hash.
SOURCE_SHA256 = "37d08fc3eb7c26d81407f63f8a12e42646d841cdbcc1338d47fe13604069a2be"
SOURCE_PATHS = ("tests", "pyproject.toml")

#: The suite's requirements (its requirements-tests.txt, -schemaregistry.txt, -avro.txt,
#: -json.txt and -protobuf.txt, and trivup, which its fixtures import), pinned.
REQUIREMENTS = (
    "confluent-kafka==2.16.1",
    "trivup==0.12.2",
    "pytest==8.3.5",
    "pluggy==1.5.0",
    "pytest-timeout==2.4.0",
    "pytest-asyncio==0.26.0",
    "async-timeout==5.0.1",
    "attrs==26.1.0",
    "cachetools==8.0.2",
    "certifi==2026.10.19.post1",
    "httpx==0.28.1",
    "authlib==1.9.10",
    "requests==2.34.2",
    "avro==1.12.1",
    "fastavro==1.12.1",
    "jsonschema==4.25.1",
    "protobuf==6.33.0",
    "googleapis-common-protos==1.70.0",
)

#: What runs: the broker tests (admin, consumer, producer, serialization) and the share
#: consumer's core files. KAFKASIM_LIBRARY_SUITE=full runs every share-consumer file as well
#: (test_share_consumer_ack.py and test_share_consumer_commit.py add ~90 tests and ~11 minutes
#: a cluster).
SELECTION = (
    "tests/integration/admin",
    "tests/integration/consumer",
    "tests/integration/producer",
    "tests/integration/serialization",
    "tests/integration/share_consumer/test_share_consumer.py",
    "tests/integration/share_consumer/test_share_consumer_close.py",
    "tests/integration/share_consumer/test_share_consumer_callbacks.py",
    "tests/integration/share_consumer/test_share_consumer_deserialization.py",
)
FULL_SELECTION = SELECTION + (
    "tests/integration/share_consumer/test_share_consumer_ack.py",
    "tests/integration/share_consumer/test_share_consumer_commit.py",
)

#: Left out, with why: each needs what a bring-your-own cluster does not give.
#: - a Schema Registry (the suite's SR_URL): tests/integration/schema_registry and the share
#:   consumer's schema-registry round trips;
#: - a SASL or OAuth cluster that the suite starts itself through trivup (downloading Kafka):
#:   the `sasl_cluster` parameter of test_describe_operations, share_consumer_sasl/ and
#:   share_consumer_oauth/ (not in SELECTION);
#: - integration_test.py is the suite's older script, not a pytest module (not in SELECTION).
DESELECT = "not sasl_cluster and not schema_registry"

#: Tests that pass on Kafka 4.4.0 and fail on kafkasim, each a kafkasim defect listed in
#: FEATURES.md (Share groups: Known differences) until it is fixed: test id -> why.
KNOWN_DEFECTS: dict[str, str] = {}

#: Seconds one test may take (the suite's slowest take ~25 s under load).
TEST_TIMEOUT = 180


class Verdict(enum.Enum):
    PASSED = "passed"
    FAILED = "failed"
    SKIPPED = "skipped"


class Outcome(NamedTuple):
    """One test's verdict and, when it did not pass, the first line of why."""

    verdict: Verdict
    message: str


def cache_root() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "kafkasim" / "library-suite"


def source_dir() -> Path:
    return cache_root() / f"confluent-kafka-python-{RELEASE}"


def _source_hash(root: Path) -> str:
    digest = hashlib.sha256()
    files = sorted(path for name in SOURCE_PATHS for path in _files(root / name))
    for path in files:
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _files(path: Path):
    if path.is_file():
        yield path
        return
    for child in path.rglob("*"):
        if child.is_file() and "__pycache__" not in child.parts and ".pytest_cache" not in \
                child.parts and not child.name.endswith(".pyc"):
            yield child


class SuiteUnavailable(RuntimeError):
    """The pinned suite cannot be laid out here (the reason is the message)."""


# Where these machines' `fetch` tool keeps public repositories' git directories.
MIRRORS = Path("/work/.mirror")


def _mirrored_git_dir() -> str | None:
    """A git directory of the suite's repository that these machines already mirror, when it
    holds the pinned commit."""
    git_dir = MIRRORS / REPO.replace("/", "+") / "repo"
    if not git_dir.is_dir():
        return None
    found = subprocess.run(["git", "--git-dir", str(git_dir), "cat-file", "-e", COMMIT + "^{commit}"],
                           capture_output=True)
    return str(git_dir) if found.returncode == 0 else None


def materialize() -> Path:
    """The suite's source directory, laid out when missing from KAFKASIM_LIBRARY_SUITE_GIT or
    the machine's mirror of the repository (MIRRORS)."""
    root = source_dir()
    stamp = root / ".source-sha256"
    if stamp.is_file() and stamp.read_text().strip() == SOURCE_SHA256:
        return root
    git_dir = os.environ.get("KAFKASIM_LIBRARY_SUITE_GIT") or _mirrored_git_dir()
    if not git_dir:
        raise SuiteUnavailable(
            f"{REPO} {RELEASE}'s tests are not in {root}: set KAFKASIM_LIBRARY_SUITE_GIT to a git "
            f"repository holding commit {COMMIT}")
    root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryFile() as archive:
        subprocess.run(["git", "--git-dir" if Path(git_dir, "HEAD").is_file() else "-C", git_dir,
                        "archive", "--format=tar", COMMIT, *SOURCE_PATHS],
                       stdout=archive, check=True)
        archive.seek(0)
        with tarfile.open(fileobj=archive) as tar:
            tar.extractall(root, filter="data")
    found = _source_hash(root)
    if found != SOURCE_SHA256:
        raise SuiteUnavailable(f"{root}: sha256 {found}, pinned {SOURCE_SHA256}")
    stamp.write_text(SOURCE_SHA256 + "\n")
    return root


def ensure_venv() -> Path:
    """The suite's Python (a virtual environment with REQUIREMENTS), made once."""
    key = hashlib.sha256("\n".join(REQUIREMENTS).encode()).hexdigest()[:12]
    venv = cache_root() / f"venv-{key}"
    python = venv / "bin" / "python"
    if (venv / ".installed").is_file():
        return python
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "-q", *REQUIREMENTS], check=True,
                   stdout=subprocess.DEVNULL)
    (venv / ".installed").write_text(key + "\n")
    return python


def start(python: Path, source: Path, bootstrap: str, junit: Path,
          selection: tuple[str, ...] = SELECTION) -> subprocess.Popen:
    """Starts the suite against `bootstrap` (the suite's BROKERS); its output goes to
    junit.with_suffix('.log')."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("PYTEST", "PYTHON", "KAFKASIM"))}
    env.update(BROKERS=bootstrap, PYTHONDONTWRITEBYTECODE="1")
    with junit.with_suffix(".log").open("w") as log:
        return subprocess.Popen(
            [str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rfE",
             f"--timeout={TEST_TIMEOUT}", "-k", DESELECT, f"--junitxml={junit}", *selection],
            cwd=source, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)


def verdicts(junit: Path) -> dict[str, Outcome]:
    """Test id ("file.py::name[param]") -> its outcome, from pytest's JUnit XML."""
    outcomes: dict[str, Outcome] = {}
    for case in ElementTree.parse(junit).iter("testcase"):
        module = case.get("classname", "").replace(".", "/") + ".py"
        test_id = f"{module}::{case.get('name')}"
        problem = next((case.find(kind) for kind in ("failure", "error")
                        if case.find(kind) is not None), None)
        if problem is not None:
            message = (problem.get("message") or "").strip().splitlines()
            outcomes[test_id] = Outcome(Verdict.FAILED, message[0] if message else "")
        elif case.find("skipped") is not None:
            outcomes[test_id] = Outcome(Verdict.SKIPPED, case.find("skipped").get("message", ""))
        else:
            outcomes[test_id] = Outcome(Verdict.PASSED, "")
    return outcomes

"""The reference cluster: real Apache Kafka on loopback, the oracle for tests and benchmarks.

One KRaft controller (node 0) and three brokers (nodes 1, 2, 3 on racks a, b, c), each its own
JVM, with Kafka's rack-aware replica selector (KIP-392) and, with `tiered=True`, tiered storage
(KIP-405) through Kafka's own test plugin, LocalTieredStorage, in a directory shared by the
brokers. The jars come from Maven Central (scripts/reference/pom.xml) into a cache outside the
repository; `ensure_jars()` resolves them once. Two versions are pinned beside the pom:
KAFKA_VERSION for the cluster, TIERED_KAFKA_VERSION for a tiered one (the newest release whose
test storage plugin is served and runs on its broker; see the pom).

    with ReferenceCluster() as cluster:        # start() ... stop()
        cluster.bootstrap                      # "127.0.0.1:p1,127.0.0.1:p2,127.0.0.1:p3"
        cluster.brokers                        # {1: ("127.0.0.1", p1, "a"), ...}

It is `kafkasim.Cluster`'s counterpart, but shares no code with kafkasim: it
imports only the standard library (and kafka_wire beside it), so the oracle stays independent
of what it checks. `python tests/reference/kafka_cluster.py` (`make reference`) runs one in the
foreground until Ctrl-C.
"""

from __future__ import annotations

import argparse
import atexit
import base64
import contextlib
import ctypes
import fcntl
import hashlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

if __package__:
    from . import kafka_wire as wire
else:  # run as a script: python tests/reference/kafka_cluster.py
    import kafka_wire as wire

REPO_ROOT = Path(__file__).resolve().parents[2]
REFERENCE_DIR = REPO_ROOT / "scripts" / "reference"
VERSION_FILE = REFERENCE_DIR / "KAFKA_VERSION"
TIERED_VERSION_FILE = REFERENCE_DIR / "TIERED_KAFKA_VERSION"
POM = REFERENCE_DIR / "pom.xml"
LOG4J2_CONFIG = REFERENCE_DIR / "log4j2.xml"

HOST = "127.0.0.1"
CONTROLLER_ID = 0
DEFAULT_RACKS = ("a", "b", "c")
RACK_AWARE_SELECTOR = "org.apache.kafka.common.replica.RackAwareReplicaSelector"
LOCAL_TIERED_STORAGE = "org.apache.kafka.server.log.remote.storage.LocalTieredStorage"
REMOTE_LOG_METADATA_TOPIC = "__remote_log_metadata"

# --- configuration: every default in one place -------------------------------------------------
# Callers add or override keys through ReferenceCluster(config=..., broker_config=...,
# controller_config=...); a value of None removes a default. The per-node keys (node.id,
# process.roles, listeners, log.dirs, broker.rack, controller.quorum.voters, the tiered storage
# directory and plugin class path) are set by the helper itself.

#: Every node, controller and brokers.
DEFAULT_CONFIG: dict[str, str] = {
    "controller.listener.names": "CONTROLLER",
    "listener.security.protocol.map": "CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT",
}

#: Every node's listener.security.protocol.map when the brokers listen with SASL.
SASL_PROTOCOL_MAP = "CONTROLLER:PLAINTEXT,SASL_PLAINTEXT:SASL_PLAINTEXT"

#: The controller. A broker whose heartbeats stop is fenced after broker.session.timeout.ms
#: (Kafka's default is 9 s).
DEFAULT_CONTROLLER_CONFIG: dict[str, str] = {
    "broker.session.timeout.ms": "6000",
}

#: The brokers: Kafka's defaults, but responsive for tests and light on 2 cores.
DEFAULT_BROKER_CONFIG: dict[str, str] = {
    "inter.broker.listener.name": "PLAINTEXT",
    "replica.selector.class": RACK_AWARE_SELECTOR,
    "broker.heartbeat.interval.ms": "500",  # default 2000: brokers unfence sooner
    "group.initial.rebalance.delay.ms": "0",  # default 3000
    "log.retention.check.interval.ms": "1000",  # default 5 min; also local retention of tiered logs
    "log.cleaner.backoff.ms": "500",  # default 15 s
    "log.initial.task.delay.ms": "1000",  # default 30 s before the first retention check
    # fewer threads than Kafka's defaults (3 network, 8 io, 10 background): 3 brokers share 2 cores
    "num.network.threads": "2",
    "num.io.threads": "4",
    "background.threads": "4",
}

#: Added to the brokers when tiered storage is on (KIP-405), with the plugin's class path and
#: rsm.config.dir set by the helper. The controller gets remote.log.storage.system.enable only
#: (it validates topic configs such as remote.storage.enable against it).
TIERED_STORAGE_CONFIG: dict[str, str] = {
    "remote.log.storage.system.enable": "true",
    "remote.log.storage.manager.class.name": LOCAL_TIERED_STORAGE,
    # the default RemoteLogMetadataManager (TopicBasedRemoteLogMetadataManager) reaches the
    # brokers through this listener, and keeps its metadata in __remote_log_metadata
    "remote.log.metadata.manager.listener.name": "PLAINTEXT",
    "rlmm.config.remote.log.metadata.topic.replication.factor": "3",
    "rlmm.config.remote.log.metadata.topic.num.partitions": "5",  # default 50
    "remote.log.manager.task.interval.ms": "500",  # default 30 s between copy/expire passes
    "remote.log.manager.thread.pool.size": "2",  # default 10
    "remote.log.reader.threads": "2",  # default 10
}

#: Start-up first: C1 only and the serial collector start a JVM sooner on 2 cores. For
#: throughput benchmarks pass jvm_flags=BENCHMARK_JVM_FLAGS (and bigger heaps).
DEFAULT_JVM_FLAGS: tuple[str, ...] = (
    "-XX:+UseSerialGC",
    "-XX:TieredStopAtLevel=1",
    "-Xshare:auto",
    "-XX:-UsePerfData",
    "-XX:+ExitOnOutOfMemoryError",
    "-Djava.awt.headless=true",
)
BENCHMARK_JVM_FLAGS: tuple[str, ...] = (
    "-XX:+UseG1GC",
    "-XX:MaxGCPauseMillis=20",
    "-XX:-UsePerfData",
    "-XX:+ExitOnOutOfMemoryError",
    "-Djava.awt.headless=true",
)
DEFAULT_BROKER_HEAP = "512m"
DEFAULT_CONTROLLER_HEAP = "256m"
INITIAL_HEAP = "64m"


class ReferenceClusterError(RuntimeError):
    """The reference cluster could not start (or a node died); the message names the logs."""


# --- jars -------------------------------------------------------------------------------------

def pinned_version() -> str:
    """The Kafka version in scripts/reference/KAFKA_VERSION: the reference cluster's."""
    return VERSION_FILE.read_text().strip()


def tiered_version() -> str:
    """The Kafka version in scripts/reference/TIERED_KAFKA_VERSION: a tiered-storage cluster's
    (LocalTieredStorage's test jar is served, and runs on its broker)."""
    return TIERED_VERSION_FILE.read_text().strip()


def cache_root() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "kafkasim" / "reference"


@dataclass(frozen=True)
class ReferenceJars:
    version: str
    home: Path  # <cache>/<version>

    @property
    def lib(self) -> Path:
        """The brokers' class path (kafka_2.13, kafka-tools, log4j2 and their dependencies)."""
        return self.home / "lib"

    @property
    def rsm(self) -> Path:
        """Kafka's test jars holding LocalTieredStorage, loaded in the plugin's class loader
        (resolved only by ensure_jars(tiered=True))."""
        return self.home / "rsm"

    @property
    def classpath(self) -> str:
        return str(self.lib / "*")

    @property
    def rsm_classpath(self) -> str:
        return os.pathsep.join(str(p) for p in sorted(self.rsm.glob("*.jar")))


#: What ensure_jars resolves into <cache>/<version>: (directory, stamp file, Maven selectors).
_LIB = ("lib", ".resolved-lib", ("-DexcludeClassifiers=test",))
_RSM = ("rsm", ".resolved-rsm", ("-Ptiered", "-DincludeClassifiers=test"))


def _stamp_of(version: str) -> str:
    digest = hashlib.sha256(POM.read_bytes()).hexdigest()
    return json.dumps({"version": version, "pom_sha256": digest}, sort_keys=True)


def _parts(tiered: bool) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    return (_LIB, _RSM) if tiered else (_LIB,)


def _resolved(home: Path, version: str, part) -> bool:
    name, stamp_name, _ = part
    stamp = home / stamp_name
    return stamp.is_file() and stamp.read_text() == _stamp_of(version) and (home / name).is_dir()


def jars_cached(version: str | None = None, *, tiered: bool = False) -> bool:
    """Whether ensure_jars() would return at once, without Maven."""
    version = version or (tiered_version() if tiered else pinned_version())
    home = cache_root() / version
    return all(_resolved(home, version, part) for part in _parts(tiered))


def ensure_jars(version: str | None = None, *, tiered: bool = False,
                quiet: bool = True) -> ReferenceJars:
    """Resolve Kafka's runtime jars with Maven into <cache>/<version>/lib, and with `tiered`
    the test storage plugin into <cache>/<version>/rsm, once. The version defaults to the pin
    (TIERED_KAFKA_VERSION with `tiered`, KAFKA_VERSION otherwise).

    A stamp file per directory records the version and the pom's hash: with them in place
    nothing runs (no Maven, no network). Concurrent callers (pytest sessions, `make reference`)
    serialise on a lock file; the directories are filled aside and renamed into place."""
    version = version or (tiered_version() if tiered else pinned_version())
    jars = ReferenceJars(version, cache_root() / version)
    if jars_cached(version, tiered=tiered):
        return jars
    jars.home.mkdir(parents=True, exist_ok=True)
    with open(jars.home / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        missing = [part for part in _parts(tiered) if not _resolved(jars.home, version, part)]
        if not missing:
            return jars
        mvn = shutil.which("mvn")
        if mvn is None:
            raise ReferenceClusterError("Maven (mvn) is needed to resolve the reference cluster's "
                                        "jars; install it (apt-get install maven)")
        staging = Path(tempfile.mkdtemp(prefix="resolve-", dir=jars.home))
        try:
            for name, stamp_name, selectors in missing:
                command = [mvn, "-B", "-Dstyle.color=never", "-f", str(POM),
                           "dependency:copy-dependencies", "-DincludeScope=runtime",
                           f"-Dkafka.version={version}", *selectors,
                           f"-DoutputDirectory={staging / name}"]
                if quiet:
                    command.insert(1, "-q")
                if not quiet:
                    print("+", " ".join(command), file=sys.stderr, flush=True)
                done = subprocess.run(command, cwd=REFERENCE_DIR, stdin=subprocess.DEVNULL,
                                      stdout=subprocess.PIPE if quiet else None,
                                      stderr=subprocess.STDOUT if quiet else None, text=True)
                if done.returncode != 0:
                    raise ReferenceClusterError(
                        f"Maven could not resolve Kafka {version} ({' '.join(command)}):\n"
                        + (done.stdout or "")[-4000:])
                if name == "rsm" and not any((staging / name).glob("kafka-storage-*-test.jar")):
                    raise ReferenceClusterError(
                        f"no kafka-storage test jar resolved for {version}")
                shutil.rmtree(jars.home / name, ignore_errors=True)
                (staging / name).rename(jars.home / name)
                (jars.home / stamp_name).write_text(_stamp_of(version))
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    return jars


# --- processes --------------------------------------------------------------------------------

def _free_ports(count: int) -> list[int]:
    """Ports the kernel hands out on 127.0.0.1, all held open together so they differ."""
    sockets = []
    try:
        for _ in range(count):
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.bind((HOST, 0))
            sockets.append(s)
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


def _random_cluster_id() -> str:
    """A Kafka Uuid as StorageTool random-uuid prints it: 16 random bytes, base64url, no
    padding, never starting with '-' (saves a JVM start)."""
    while True:
        text = base64.urlsafe_b64encode(os.urandom(16)).rstrip(b"=").decode()
        if not text.startswith("-"):
            return text


def _write_properties(path: Path, config: Mapping[str, str]) -> None:
    def escape(text: str) -> str:
        return text.replace("\\", "\\\\").replace("\n", "\\n")

    lines = [f"{escape(k)}={escape(str(v))}" for k, v in config.items()]
    path.write_text("\n".join(lines) + "\n")


def _merge(*layers: Mapping[str, object] | None) -> dict[str, str]:
    merged: dict[str, str] = {}
    for layer in layers:
        for key, value in (layer or {}).items():
            if value is None:
                merged.pop(key, None)
            else:
                merged[key] = str(value).lower() if isinstance(value, bool) else str(value)
    return merged


def _tail(path: Path, lines: int = 40) -> str:
    try:
        with open(path, "rb") as f:
            f.seek(0, os.SEEK_END)
            f.seek(max(0, f.tell() - 64 * 1024))
            text = f.read().decode(errors="replace")
    except OSError:
        return f"({path} missing)"
    return "\n".join(text.splitlines()[-lines:])


_PR_SET_PDEATHSIG = 1
try:
    _prctl = ctypes.CDLL(None, use_errno=True).prctl
except (OSError, AttributeError):  # not Linux
    _prctl = None


def _die_with_parent() -> None:
    """In the child before exec: get SIGTERM when the thread that started it dies (Linux), so
    a killed test run leaves no JVMs behind. Start clusters from a thread that outlives them
    (the main thread)."""
    if _prctl is not None:
        _prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)


@dataclass
class Node:
    node_id: int
    role: str  # "controller" or "broker"
    port: int
    rack: str | None
    directory: Path
    config: dict[str, str] = field(default_factory=dict)
    process: subprocess.Popen | None = None
    out: IO[bytes] | None = None
    stopped: bool = False  # stopped on purpose (stop_broker): not a death to report

    @property
    def name(self) -> str:
        return f"{self.role}-{self.node_id}"

    @property
    def properties(self) -> Path:
        return self.directory / "server.properties"

    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None


class ReferenceCluster:
    """A real Kafka cluster in KRaft mode on 127.0.0.1: controller 0, brokers 1..n on `racks`.

    Arguments:
      version: Kafka version (default: the pin in scripts/reference/KAFKA_VERSION, or
        TIERED_KAFKA_VERSION with `tiered`).
      racks: one broker per rack, node ids 1, 2, ... in this order.
      tiered: tiered storage on (LocalTieredStorage + the topic-based metadata manager).
      features: feature levels the cluster is formatted with instead of the release's
        defaults (StorageTool format --feature NAME=LEVEL), e.g. {"transaction.version": 1}.
      config / broker_config / controller_config: added to (or, with None, removed from) the
        defaults above; `config` goes to every node.
      sasl_users: user -> password. The brokers' one listener is then SASL_PLAINTEXT with
        PLAIN and these users (a JAAS `user_<name>` entry each); brokers authenticate to each
        other as the first user. The controller's listener stays PLAINTEXT.
      jvm_flags, broker_heap, controller_heap: the JVMs' options (-Xmx is the heap).
      base_dir: where the cluster's temporary directory is made (default: the system's).
      keep_logs: keep the directory after stop() (otherwise kept only when start() fails, when
        the `with` block raised, or after mark_failed()).
      ready_timeout: seconds start() waits for every broker to be ready.
      stop_timeout: seconds stop() waits for a node after SIGTERM before SIGKILL.
    """

    def __init__(
        self,
        *,
        version: str | None = None,
        racks: Sequence[str | None] = DEFAULT_RACKS,
        tiered: bool = False,
        features: Mapping[str, int] | None = None,
        config: Mapping[str, object] | None = None,
        broker_config: Mapping[str, object] | None = None,
        controller_config: Mapping[str, object] | None = None,
        jvm_flags: Sequence[str] = DEFAULT_JVM_FLAGS,
        broker_heap: str = DEFAULT_BROKER_HEAP,
        controller_heap: str = DEFAULT_CONTROLLER_HEAP,
        base_dir: str | Path | None = None,
        keep_logs: bool = False,
        ready_timeout: float = 120.0,
        stop_timeout: float = 30.0,
        java: str | None = None,
        sasl_users: Mapping[str, str] | None = None,
    ) -> None:
        if not racks:
            raise ValueError("a reference cluster needs at least one broker")
        self.version = version or (tiered_version() if tiered else pinned_version())
        self.racks = list(racks)
        self.tiered = tiered
        self.features = dict(features or {})
        self.config = dict(config or {})
        self.broker_config = dict(broker_config or {})
        self.controller_config = dict(controller_config or {})
        self.jvm_flags = list(jvm_flags)
        self.broker_heap = broker_heap
        self.controller_heap = controller_heap
        self.base_dir = Path(base_dir) if base_dir else None
        self.keep_logs = keep_logs
        self.ready_timeout = ready_timeout
        self.stop_timeout = stop_timeout
        self.java = java or find_java()
        self.sasl_users = dict(sasl_users or {})
        self.jars: ReferenceJars | None = None
        self.root: Path | None = None
        self.cluster_id: str | None = None
        self.nodes: dict[int, Node] = {}
        self.start_seconds: float | None = None
        self.stop_seconds: float | None = None
        #: node name -> exit code of its last process (143: exited on SIGTERM after shutdown)
        self.exit_codes: dict[str, int] = {}
        #: nodes that had to be SIGKILLed by stop() (their logs are then kept)
        self.unclean_stops: list[str] = []
        self._started = False

    # --- addresses ---------------------------------------------------------------------------

    @property
    def broker_ids(self) -> list[int]:
        return [n for n, node in self.nodes.items() if node.role == "broker"]

    @property
    def brokers(self) -> dict[int, tuple[str, int, str | None]]:
        """{node_id: (host, port, rack)} of every broker."""
        return {n: (HOST, self.nodes[n].port, self.nodes[n].rack) for n in self.broker_ids}

    @property
    def bootstrap(self) -> str:
        """host:port of every broker, comma separated (a bootstrap.servers value)."""
        return ",".join(f"{HOST}:{self.nodes[n].port}" for n in self.broker_ids)

    @property
    def controller(self) -> str:
        """host:port of the KRaft controller's listener (CONTROLLER)."""
        return f"{HOST}:{self.nodes[CONTROLLER_ID].port}"

    @property
    def log_dir(self) -> Path:
        """<cluster>/logs: <node>.log (log4j2) and <node>.out (the JVM's stdout and stderr)."""
        if self.root is None:
            raise ReferenceClusterError("the cluster has not been started")
        return self.root / "logs"

    @property
    def tiered_storage_dir(self) -> Path:
        """LocalTieredStorage's directory, shared by the brokers (the "remote" storage)."""
        if self.root is None:
            raise ReferenceClusterError("the cluster has not been started")
        return self.root / "tiered"

    def node_log(self, node_id: int) -> Path:
        return self.log_dir / f"{self.nodes[node_id].name}.log"

    def node_out(self, node_id: int) -> Path:
        return self.log_dir / f"{self.nodes[node_id].name}.out"

    def rack_of(self, node_id: int) -> str | None:
        return self.nodes[node_id].rack

    def pids(self) -> dict[str, int]:
        return {node.name: node.process.pid for node in self.nodes.values() if node.running()}

    def rss_kib(self) -> dict[str, int]:
        """Resident memory of every running JVM, in KiB (from /proc)."""
        out = {}
        for name, pid in self.pids().items():
            with contextlib.suppress(OSError):
                for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        out[name] = int(line.split()[1])
        return out

    def mark_failed(self) -> None:
        """Keep the cluster's directory (logs and data) when it stops."""
        self.keep_logs = True

    # --- lifecycle ---------------------------------------------------------------------------

    def __enter__(self) -> ReferenceCluster:
        self.start()
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        if exc_type is not None:
            self.keep_logs = True
        self.stop()

    def start(self) -> ReferenceCluster:
        """Format and start the controller and the brokers; return when every broker answers
        Metadata listing all brokers (so each is registered and unfenced) and, with tiered
        storage, __remote_log_metadata has a leader for every partition. Raises
        ReferenceClusterError (naming the logs, which are kept) if a JVM dies or time runs out."""
        if self._started:
            raise ReferenceClusterError("already started")
        self.jars = ensure_jars(self.version, tiered=self.tiered)
        began = time.monotonic()
        keep_logs = self.keep_logs
        for attempt in (1, 2):
            self.root = Path(tempfile.mkdtemp(prefix="kafka-reference-", dir=self.base_dir))
            self.nodes = {}
            self._started = True
            _live_clusters.add(self)
            try:
                self._lay_out()
                self._format()
                for node in self.nodes.values():
                    self._launch(node)
                self._wait_ready(began + self.ready_timeout)
                break
            except ReferenceClusterError as e:
                # The ports are picked free, then bound by the JVMs: another process can take
                # one in between. Then start over once on new ports.
                taken = "Address already in use" in str(e) or "BindException" in str(e)
                self.keep_logs = keep_logs or not taken or attempt == 2
                self.stop()
                if not taken or attempt == 2:
                    raise
            except BaseException:
                self.keep_logs = True
                self.stop()
                raise
        self.start_seconds = time.monotonic() - began
        return self

    def _lay_out(self) -> None:
        assert self.root is not None and self.jars is not None
        self.log_dir.mkdir()
        ports = _free_ports(1 + len(self.racks))
        self.cluster_id = _random_cluster_id()
        voters = f"{CONTROLLER_ID}@{HOST}:{ports[0]}"
        specs = [(CONTROLLER_ID, "controller", ports[0], None)]
        specs += [(i + 1, "broker", ports[i + 1], rack) for i, rack in enumerate(self.racks)]
        for node_id, role, port, rack in specs:
            node = Node(node_id, role, port, rack, self.root / f"{role}-{node_id}")
            node.directory.mkdir()
            common = {"node.id": node_id, "process.roles": role,
                      "controller.quorum.voters": voters,
                      "log.dirs": node.directory / "data"}
            if role == "controller":
                own = {"listeners": f"CONTROLLER://{HOST}:{port}"}
                if self.sasl_users:
                    own["listener.security.protocol.map"] = SASL_PROTOCOL_MAP
                tiered = {"remote.log.storage.system.enable": "true"} if self.tiered else {}
                layers = (DEFAULT_CONFIG, DEFAULT_CONTROLLER_CONFIG, tiered, common, own,
                          self.config, self.controller_config)
            else:
                listener = "SASL_PLAINTEXT" if self.sasl_users else "PLAINTEXT"
                own = {"listeners": f"{listener}://{HOST}:{port}",
                       "advertised.listeners": f"{listener}://{HOST}:{port}",
                       **self._sasl_config()}
                if rack is not None:
                    own["broker.rack"] = rack
                tiered = {}
                if self.tiered:
                    self.tiered_storage_dir.mkdir(exist_ok=True)
                    tiered = {**TIERED_STORAGE_CONFIG,
                              "remote.log.storage.manager.class.path": self.jars.rsm_classpath,
                              "rsm.config.dir": self.tiered_storage_dir}
                layers = (DEFAULT_CONFIG, DEFAULT_BROKER_CONFIG, tiered, common, own,
                          self.config, self.broker_config)
            node.config = _merge(*layers)
            _write_properties(node.properties, node.config)
            self.nodes[node_id] = node

    def _sasl_config(self) -> dict[str, str]:
        """A broker's SASL_PLAINTEXT listener with PLAIN users (none without sasl_users)."""
        if not self.sasl_users:
            return {}
        (admin, password), *_ = self.sasl_users.items()
        users = " ".join(f'user_{user}="{secret}"' for user, secret in self.sasl_users.items())
        return {"listener.security.protocol.map": SASL_PROTOCOL_MAP,
                "inter.broker.listener.name": "SASL_PLAINTEXT",
                "sasl.enabled.mechanisms": "PLAIN",
                "sasl.mechanism.inter.broker.protocol": "PLAIN",
                "listener.name.sasl_plaintext.plain.sasl.jaas.config":
                    f'org.apache.kafka.common.security.plain.PlainLoginModule required '
                    f'username="{admin}" password="{password}" {users};'}

    def _java_command(self, heap: str, *args: str, name: str) -> list[str]:
        assert self.jars is not None
        return [self.java, f"-Xms{INITIAL_HEAP}", f"-Xmx{heap}", *self.jvm_flags,
                f"-Dlog4j2.configurationFile={LOG4J2_CONFIG}",
                f"-Dkafka.logs.dir={self.log_dir}", f"-Dkafka.node={name}",
                # Kafka logs its own shutdown; log4j's hook would close the files first.
                "-Dlog4j2.shutdownHookEnabled=false",
                f"-XX:ErrorFile={self.log_dir}/hs_err_{name}.log",
                "-cp", self.jars.classpath, *args]

    def _format(self) -> None:
        """kafka.tools.StorageTool format on every node's log dir, all at once. With
        controller.quorum.voters set, the tool refuses --standalone, and needs none."""
        assert self.cluster_id is not None
        running = []
        for node in self.nodes.values():
            out_path = self.log_dir / f"format-{node.name}.out"
            chosen = [f"--feature={name}={level}" for name, level in self.features.items()]
            command = self._java_command("128m", "kafka.tools.StorageTool", "format",
                                         "-t", self.cluster_id, "-c", str(node.properties),
                                         *chosen, name=f"format-{node.name}")
            out = open(out_path, "wb")
            running.append((node, out_path, out, subprocess.Popen(
                command, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                cwd=node.directory, preexec_fn=_die_with_parent)))
        failures = []
        for node, out_path, out, process in running:
            try:
                code = process.wait(timeout=max(30.0, self.ready_timeout))
            except subprocess.TimeoutExpired:
                process.kill()
                code = process.wait()
            out.close()
            if code != 0:
                failures.append(f"formatting {node.name} failed (exit {code}), "
                                f"{out_path}:\n{_tail(out_path)}")
        if failures:
            raise ReferenceClusterError("\n\n".join(failures))

    def _launch(self, node: Node) -> None:
        heap = self.controller_heap if node.role == "controller" else self.broker_heap
        command = self._java_command(heap, "kafka.Kafka", str(node.properties), name=node.name)
        node.stopped = False
        node.out = open(self.log_dir / f"{node.name}.out", "ab")
        node.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=node.out,
                                        stderr=subprocess.STDOUT, cwd=node.directory,
                                        start_new_session=True, preexec_fn=_die_with_parent)

    def _died(self, node: Node) -> ReferenceClusterError:
        assert node.process is not None
        code = node.process.returncode
        log, out = self.log_dir / f"{node.name}.log", self.log_dir / f"{node.name}.out"
        errors = [line for line in _tail(log, 400).splitlines() if " ERROR " in line]
        cause = f"\n{errors[-1]}" if errors else ""
        return ReferenceClusterError(
            f"Kafka {node.name} (pid {node.process.pid}) exited with code {code}; logs kept in "
            f"{self.log_dir}{cause}\n--- last lines of {log}:\n{_tail(log)}\n"
            f"--- last lines of {out}:\n{_tail(out, 20)}")

    def _check_alive(self) -> None:
        for node in self.nodes.values():
            if node.process is not None and not node.stopped and node.process.poll() is not None:
                raise self._died(node)

    def _broker_ready(self, node: Node) -> tuple[bool, str]:
        """(ready, why not): the broker answers Metadata, lists every running broker with its
        rack, and (tiered) sees a leader for each __remote_log_metadata partition."""
        expected = {n: (HOST, self.nodes[n].port, self.nodes[n].rack)
                    for n in self.broker_ids if self.nodes[n].running()}
        topics = [REMOTE_LOG_METADATA_TOPIC] if self.tiered else []
        try:
            with wire.KafkaSocket(HOST, node.port, timeout=5.0) as conn:
                if self.sasl_users:
                    wire.sasl_plain(conn, *next(iter(self.sasl_users.items())))
                answer = wire.metadata(conn, topics)
        except (OSError, ValueError) as e:
            return False, f"{node.name}: {e.__class__.__name__}: {e}"
        if answer.brokers != expected:
            return False, f"{node.name} lists brokers {answer.brokers}"
        if self.tiered:
            topic = answer.topics.get(REMOTE_LOG_METADATA_TOPIC)
            if topic is None or topic.error or not topic.partitions:
                return False, f"{node.name}: {REMOTE_LOG_METADATA_TOPIC} not there yet"
            if any(p.leader < 0 for p in topic.partitions.values()):
                return False, f"{node.name}: {REMOTE_LOG_METADATA_TOPIC} without leaders"
        return True, ""

    def _wait_ready(self, deadline: float, node_ids: Sequence[int] | None = None) -> None:
        # By default every broker running: one stopped on purpose is waited for by no one.
        waiting = list(node_ids if node_ids is not None else
                       [n for n in self.broker_ids if self.nodes[n].running()])
        why = "not started"
        while True:
            self._check_alive()
            still = []
            for n in waiting:
                ready, reason = self._broker_ready(self.nodes[n])
                if not ready:
                    still.append(n)
                    why = reason
            waiting = still
            if not waiting:
                return
            if time.monotonic() >= deadline:
                raise ReferenceClusterError(
                    f"the reference cluster was not ready within {self.ready_timeout:.0f} s "
                    f"({why}); logs kept in {self.log_dir}\n--- last lines of "
                    f"{self.log_dir / self.nodes[waiting[0]].name}.log:\n"
                    f"{_tail(self.log_dir / (self.nodes[waiting[0]].name + '.log'))}")
            time.sleep(0.25)

    def _terminate(self, nodes: Sequence[Node], kill: bool = False) -> None:
        for node in nodes:
            if node.running():
                with contextlib.suppress(ProcessLookupError):
                    node.process.send_signal(signal.SIGKILL if kill else signal.SIGTERM)
        deadline = time.monotonic() + self.stop_timeout
        for node in nodes:
            if node.process is None:
                continue
            try:
                node.process.wait(timeout=max(0.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                with open(self.log_dir / f"{node.name}.out", "ab") as out:
                    out.write(f"\n[reference cluster] no exit {self.stop_timeout:.0f} s after "
                              f"SIGTERM: SIGKILL\n".encode())
                node.process.kill()
                node.process.wait()
                self.unclean_stops.append(node.name)
                self.keep_logs = True
            self.exit_codes[node.name] = node.process.returncode
            if node.out is not None:
                node.out.close()
                node.out = None

    def stop(self) -> None:
        """SIGTERM the brokers (controlled shutdown: the controller is still up), then the
        controller; SIGKILL any node still running after stop_timeout. The cluster's directory
        is deleted unless keep_logs is set (it is after a failed start)."""
        if not self._started:
            return
        began = time.monotonic()
        brokers = [self.nodes[n] for n in self.broker_ids]
        controllers = [node for node in self.nodes.values() if node.role == "controller"]
        try:
            self._terminate(brokers)
            self._terminate(controllers)
        finally:
            self._started = False
            _live_clusters.discard(self)
            self.stop_seconds = time.monotonic() - began
            if self.root is not None and not self.keep_logs:
                shutil.rmtree(self.root, ignore_errors=True)

    # --- one broker at a time (failover tests) -----------------------------------------------

    def stop_broker(self, node_id: int, kill: bool = False) -> None:
        """Stop one broker: SIGTERM (controlled shutdown, its leaderships move away first) or,
        with kill, SIGKILL (the controller fences it after broker.session.timeout.ms)."""
        node = self.nodes[node_id]
        if node.role != "broker":
            raise ValueError(f"node {node_id} is not a broker")
        node.stopped = True
        self._terminate([node], kill=kill)

    def start_broker(self, node_id: int, timeout: float | None = None) -> None:
        """Start a stopped broker again (same port, rack, data); return once every running
        broker lists it."""
        node = self.nodes[node_id]
        if node.running():
            raise ValueError(f"broker {node_id} is running")
        self._launch(node)
        self._wait_ready(time.monotonic() + (timeout or self.ready_timeout))


def find_java() -> str:
    home = os.environ.get("JAVA_HOME")
    if home and os.access(os.path.join(home, "bin", "java"), os.X_OK):
        return os.path.join(home, "bin", "java")
    java = shutil.which("java")
    if java is None:
        raise ReferenceClusterError("no java on PATH (and no JAVA_HOME): the reference cluster "
                                    "needs a Java 17+ runtime")
    return java


# Clusters still running when the interpreter exits are stopped (their logs deleted as usual).
_live_clusters: set[ReferenceCluster] = set()


@atexit.register
def _stop_leftovers() -> None:
    for cluster in list(_live_clusters):
        with contextlib.suppress(Exception):
            cluster.stop()


# --- make reference ---------------------------------------------------------------------------

def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Run the reference cluster (real Apache Kafka) in the foreground until Ctrl-C.")
    parser.add_argument("--jars-only", action="store_true",
                        help="resolve the jars into the cache and exit")
    parser.add_argument("--version", help="Kafka version (default: scripts/reference/KAFKA_VERSION,"
                        " or TIERED_KAFKA_VERSION with --tiered)")
    parser.add_argument("--tiered", action="store_true",
                        help="tiered storage on (LocalTieredStorage)")
    parser.add_argument("--keep-logs", action="store_true", help="keep the cluster's directory")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="broker config, repeatable")
    args = parser.parse_args(argv)

    if args.jars_only:
        began = time.monotonic()
        print("resolving the jars with Maven (once; then cached) ...", flush=True)
        for tiered in (False, True):
            jars = ensure_jars(args.version if not tiered else None, tiered=tiered)
            plugin = f", tiered storage plugin in {jars.rsm}" if tiered else ""
            print(f"Kafka {jars.version}: {len(list(jars.lib.glob('*.jar')))} jars in "
                  f"{jars.lib}{plugin} ({time.monotonic() - began:.1f} s)")
        return 0

    broker_config = dict(item.split("=", 1) for item in args.set)
    stop = False

    def on_signal(signum, frame):
        nonlocal stop
        stop = True

    cluster = ReferenceCluster(version=args.version, tiered=args.tiered,
                               broker_config=broker_config, keep_logs=args.keep_logs)
    print(f"starting Kafka {cluster.version} (controller + {len(cluster.racks)} brokers) ...",
          flush=True)
    try:
        cluster.start()
    except ReferenceClusterError as e:
        print(e, file=sys.stderr)
        return 1
    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    try:
        print(f"ready in {cluster.start_seconds:.1f} s (cluster id {cluster.cluster_id})")
        print(f"bootstrap {cluster.bootstrap}")
        print(f"  controller {CONTROLLER_ID}  {cluster.controller}")
        for node_id, (host, port, rack) in cluster.brokers.items():
            print(f"  broker {node_id}      {host}:{port}  rack {rack}")
        if cluster.tiered:
            print(f"tiered storage (LocalTieredStorage) in {cluster.tiered_storage_dir}")
        print(f"logs in {cluster.log_dir}; Ctrl-C stops the cluster", flush=True)
        while not stop:
            for node in cluster.nodes.values():
                if not node.running():
                    cluster.keep_logs = True
                    print(cluster._died(node), file=sys.stderr)
                    return 1
            time.sleep(0.5)
        return 0
    finally:
        print("stopping ...", flush=True)
        cluster.stop()
        kept = f"; logs kept in {cluster.log_dir}" if cluster.keep_logs else ""
        print(f"stopped in {cluster.stop_seconds:.1f} s{kept}", flush=True)


if __name__ == "__main__":
    sys.exit(main())

"""The harness as a client-library author gets it: a wheel installed (not editable) into a fresh
virtual environment, and a test file outside the repository that uses the `kafka_cluster`
fixture with no conftest — the plugin arrives through the `pytest11` entry point alone."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

USER_TEST = '''
import threading
import time

from confluent_kafka import Consumer, Producer


def test_consumer_and_producer_survive_faults(kafka_cluster):
    kafka_cluster.create_topic("orders", partitions=3, replication_factor=3)
    kafka_cluster.inject("Fetch", error="NOT_LEADER_OR_FOLLOWER", count=2)

    acked, lock, done = [], threading.Lock(), threading.Event()
    producer = Producer({"bootstrap.servers": kafka_cluster.bootstrap, "acks": "all",
                         "enable.idempotence": True, "linger.ms": 5})

    def delivered(error, message):
        if error is None:
            with lock:
                acked.append(message.value())

    def produce():
        index = 0
        while not done.is_set():
            producer.produce("orders", b"order-%06d" % index, on_delivery=delivered)
            producer.poll(0)
            index += 1
            time.sleep(0.001)

    thread = threading.Thread(target=produce)
    thread.start()
    time.sleep(0.3)
    kafka_cluster.stop_broker(2)     # under the producer, acks=all
    time.sleep(0.3)
    kafka_cluster.start_broker(2)
    time.sleep(0.3)
    done.set()
    thread.join()
    assert producer.flush(30) == 0
    assert len(acked) > 100

    consumer = Consumer({"bootstrap.servers": kafka_cluster.bootstrap, "group.id": "readers",
                         "auto.offset.reset": "earliest", "client.rack": "b"})
    consumer.subscribe(["orders"])
    seen, deadline = set(), time.monotonic() + 60
    while len(seen) < len(acked) and time.monotonic() < deadline:
        message = consumer.poll(0.5)
        if message is not None and message.error() is None:
            seen.add(message.value())
    consumer.close()
    assert seen == set(acked)                 # nothing acknowledged was lost

    fetches = kafka_cluster.requests("Fetch")
    assert fetches and all(e.request.rack_id == "b" for e in fetches)
    errors = [e for e in fetches if e.outcome == "error:NOT_LEADER_OR_FOLLOWER"]
    assert len(errors) == 2
'''


def _run(*command: str, cwd: Path, check: bool = True) -> subprocess.CompletedProcess:
    # Without PYTHONPATH: a development run may point it at the checkout, which would shadow
    # the installed wheel.
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=900,
                          check=check, env=environment)


@pytest.mark.slow  # builds a wheel and a virtual environment
@pytest.mark.timeout(900)
def test_installed_wheel_serves_the_fixtures_to_a_foreign_test_file(tmp_path):
    """Verifies acceptance check 1 of the harness: in a fresh venv with the built wheel
    installed non-editable, a test file outside the repository, without a conftest, gets
    `kafka_cluster`; two injected NOT_LEADER_OR_FOLLOWER errors on Fetch do not stop a
    confluent-kafka consumer from reading everything, a broker stopped and started under an
    acks=all producer loses nothing, and the captured Fetch requests carry the consumer's
    RackId."""
    # Built from a copy: an in-tree build leaves kafkasim.egg-info in the checkout, whose
    # pytest11 entry point later test runs would then load besides `-p kafkasim.pytest_plugin`.
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, symlinks=True, ignore=shutil.ignore_patterns(
        ".git", "build", "*.egg-info", "__pycache__", "node_modules", "target", "*.so",
        ".pytest_cache", ".schemathesis"))
    wheels = tmp_path / "wheels"
    _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels),
         str(source), cwd=tmp_path)
    (wheel,) = wheels.glob("kafkasim-*.whl")
    venv = tmp_path / "venv"
    _run(sys.executable, "-m", "venv", "--without-pip", str(venv), cwd=tmp_path)
    python = venv / "bin" / "python"
    site = Path(_run(str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])",
                     cwd=tmp_path).stdout.strip())
    # Dependencies (pytest, confluent-kafka, aiohttp, ...) come from this interpreter's
    # site-packages as a plain path, so its .pth files (the editable checkout) stay inactive.
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    _run(sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps",
         "--no-index", str(wheel), cwd=tmp_path)

    project = tmp_path / "client-library"
    project.mkdir()
    (project / "test_with_kafkasim.py").write_text(USER_TEST)
    result = _run(str(python), "-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider",
                  str(project), cwd=project, check=False)
    assert result.returncode == 0, result.stdout[-5000:] + result.stderr[-3000:]
    assert "1 passed" in result.stdout
    plugin = _run(str(python), "-c", "import kafkasim.pytest_plugin as p; print(p.__file__)",
                  cwd=project)
    assert plugin.stdout.strip().startswith(str(site))

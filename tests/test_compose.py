"""docker-compose.yml is valid before anyone needs it: `docker compose config` (or Debian's
`docker-compose config`) accepts it when either is installed, and its structure holds what the
demo relies on (no Docker engine is needed for either check)."""

from __future__ import annotations

import ipaddress
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
COMPOSE_FILE = ROOT / "docker-compose.yml"


def _compose_commands() -> list[list[str]]:
    commands = []
    if shutil.which("docker") and subprocess.run(
            ["docker", "compose", "version"], capture_output=True, timeout=30).returncode == 0:
        commands.append(["docker", "compose"])
    if shutil.which("docker-compose"):
        commands.append(["docker-compose"])
    return commands


@pytest.mark.parametrize("command", _compose_commands() or [None],
                         ids=lambda c: " ".join(c) if c else "no-compose")
def test_compose_config_accepts_the_file(command) -> None:
    """Verifies that the compose implementations installed here accept docker-compose.yml
    (`config -q`, as `docker compose config` validates it against the compose schema)."""
    assert command is not None, ("neither `docker compose` nor `docker-compose` is installed "
                                 "(make system-deps installs docker-compose)")
    result = subprocess.run([*command, "-f", str(COMPOSE_FILE), "config", "-q"], cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_compose_file_structure() -> None:
    """Verifies what the demo needs of docker-compose.yml: file format 2.4 (accepted by compose
    v2 and Debian's docker-compose 1.29), host networking on 127.0.0.1 for every service, no
    private address ranges, healthchecks on the controller and brokers, a topic created before
    any client starts, a locally built image, brokers with the network model, and one librdkafka and one
    kafkasim consumer per rack."""
    import yaml  # pyyaml: the dev extra

    text = COMPOSE_FILE.read_text()
    document = yaml.safe_load(text)
    assert document["version"] == "2.4"
    services = document["services"]
    for name, service in services.items():
        assert service["network_mode"] == "host", name
        assert service["build"]["network"] == "host", name
        assert "ports" not in service and "networks" not in service, name
        assert service["image"] == "kafkasim-demo:local" and "build" in service, name
    for address in re.findall(r"\b\d{1,3}(?:\.\d{1,3}){3}\b", text):
        ip = ipaddress.ip_address(address)
        assert ip.is_loopback, f"{address} is not 127.0.0.1-like"
    brokers = [name for name in services if name.startswith("broker-")]
    assert len(brokers) == 3
    for name in ["controller", *brokers]:
        assert services[name]["healthcheck"]["test"][0] == "CMD"
    for name in brokers:
        command = services[name]["command"]
        assert command[command.index("--topology") + 1] == "default"
        assert "--fetch-records" in command
        assert services[name]["depends_on"]["controller"]["condition"] == "service_healthy"
    topic = services["topic"]["depends_on"]
    assert all(topic[b]["condition"] == "service_healthy" for b in brokers)
    for client in ["producer", *(f"{kind}consumer-{rack}" for kind in ("", "own-")
                                 for rack in "abc")]:
        depends = services[client]["depends_on"]
        assert depends["topic"]["condition"] == "service_completed_successfully", client
    for rack in "abc":
        assert services[f"consumer-{rack}"]["command"][:2] == ["demo", "consume"]
        assert services[f"own-consumer-{rack}"]["command"][0] == "consume"
    assert services["report"]["profiles"] == ["report"]
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert re.search(r"^FROM kafkasim-base:bookworm$", dockerfile, re.MULTILINE)
    assert "--no-index" in dockerfile

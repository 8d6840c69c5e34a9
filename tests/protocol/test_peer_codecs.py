"""Byte-for-byte agreement with two independent codecs: kio 0.6.5 and kafka-python 3.0.12.

Issue 2, acceptance check 2; issue 23, acceptance 6 (every schema kio supports). For each
message and every version both sides support, random messages drawn from schemas/ are built by
us and by the peer, encoded by each (the bytes must be identical), and decoded by each from the
other's bytes (every field must read back as drawn). kio is compared on every schema in
schemas/ it has a class for (requests, responses, the two headers and the consumer protocol's
data), kafka-python on the six APIs of the read and write path.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from tests.helpers import peers

#: Every message schema kafkasim generates codecs from.
SCHEMAS = sorted(path.stem for path in Path(peers.SCHEMA_DIR).glob("*.json"))
KAFKA_PYTHON_APIS = ["Fetch", "ListOffsets", "OffsetForLeaderEpoch", "Metadata", "Produce",
                     "ApiVersions"]
KAFKA_PYTHON_MESSAGES = [api + kind for api in KAFKA_PYTHON_APIS
                         for kind in ("Request", "Response")]
#: Messages per peer: kio has a class for every schema in schemas/ (checked below).
MESSAGES = {"kio": SCHEMAS, "kafka-python": KAFKA_PYTHON_MESSAGES}

PEERS = {
    "kio": (peers.kio_versions, peers.build_kio, peers.read_kio),
    "kafka-python": (
        peers.kafka_python_versions,
        peers.build_kafka_python,
        peers.read_kafka_python,
    ),
}

#: Examples per case: 25 on the read and write path's messages, 10 on the other 132 schemas
#: (about 670 cases in all: the suite's share of `make test` stays near a minute of CPU).
EXAMPLES = {"core": 25, "other": 10}


def _settings(name: str):
    return settings(
        max_examples=EXAMPLES["core" if name in KAFKA_PYTHON_MESSAGES else "other"],
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def _cases() -> list:
    cases = []
    for peer, (versions, _build, _read) in PEERS.items():
        for name in MESSAGES[peer]:
            message = peers.load_message(name)
            low, high = message.valid_versions
            for version in sorted(set(range(low, high + 1)) & versions(message)):
                cases.append(pytest.param(name, peer, version, id=f"{name}-v{version}-{peer}"))
    return cases


def _encode_peer(peer: str, obj, version: int) -> bytes:
    if peer == "kio":
        return peers.encode_kio(obj)
    return peers.encode_kafka_python(obj, version)


def _decode_peer(peer: str, message, data: bytes, version: int):
    if peer == "kio":
        return peers.decode_kio(message, data, version)
    return peers.decode_kafka_python(message, data, version)


@pytest.mark.parametrize(("name", "peer", "version"), _cases())
def test_agrees_with_peer(name: str, peer: str, version: int):
    """Verifies that our codec and the peer encode identical bytes and decode each other's."""
    message = peers.load_message(name)
    _versions, build_peer, read_peer = PEERS[peer]

    @_settings(name)
    @given(plain=peers.message_strategy(message, version))
    def check(plain: dict) -> None:
        if peer == "kafka-python" and name == "ApiVersionsResponse":
            # kafka-python reads any ApiVersions response with a non-zero error code as v0
            # (what a broker sends for UNSUPPORTED_VERSION), so only error 0 is comparable.
            plain["error_code"] = 0
        ours = peers.build_ours(message, plain, version)
        theirs = build_peer(message, plain, version)
        our_bytes = peers.encode_ours(ours, version)
        their_bytes = _encode_peer(peer, theirs, version)
        assert our_bytes == their_bytes, f"{name} v{version}: bytes differ from {peer}"
        assert read_peer(message, _decode_peer(peer, message, our_bytes, version), version) == plain
        decoded = peers.decode_ours(message, their_bytes, version)
        assert peers.read_ours(message, decoded, version) == plain
        assert decoded == ours

    check()


def test_every_message_has_peer_coverage():
    """Verifies that every schema in schemas/ is compared with kio at each version kio has
    (all 144 today: no schema is left to one codec alone), and the read and write path's
    messages with kafka-python at several versions."""
    for name in SCHEMAS:
        message = peers.load_message(name)
        low, high = message.valid_versions
        assert set(range(low, high + 1)) & peers.kio_versions(message), (name, "kio")
    for name in KAFKA_PYTHON_MESSAGES:
        message = peers.load_message(name)
        low, high = message.valid_versions
        assert len(set(range(low, high + 1)) & peers.kafka_python_versions(message)) >= 3, name

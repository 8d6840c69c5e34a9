"""A second reading of every answer: kio decodes the bytes our codec decoded.

Both clusters' answers are decoded by kafkasim's generated codecs, so a codec bug (a field read
at the wrong version, a tagged field dropped) would read both sides the same wrong way and
hide. Every response frame a scenario receives is therefore also read by kio 0.6.5 (an
independent codec, generated from Kafka's schemas by other people; tests/peers.py adapts it),
wherever kio has the API at that version: the header by kio's header class, the body by its
message class, which must consume every byte. Both readings become plain trees (schema field
names, ints, bytes) and must agree on every field kio knows; a field kio's older schema lacks
at that version (a tagged field Kafka added since) is read by our codec alone.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any, NamedTuple

from kio.serial.errors import OutOfBoundValue

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.framing import response_header_version
from kafkasim.protocol.messages import RESPONSES
from kafkasim.protocol.messages.response_header import ResponseHeader
from tests.helpers import peers

API_VERSIONS = 18
MAX_SHOWN = 5  # disagreeing fields named per answer


class Disagreement(NamedTuple):
    """Where kio and our codec read the same bytes differently."""

    path: str
    ours: Any
    kio: Any


def _agree(ours: Any, theirs: Any, path: str) -> list[Disagreement]:
    """Fields of kio's tree `theirs` that our tree `ours` reads differently."""
    if isinstance(theirs, dict) and isinstance(ours, dict):
        found = []
        for key, value in theirs.items():
            sub = f"{path}.{key}" if path else key
            if key not in ours:
                found.append(Disagreement(sub, "<no such field>", value))
            else:
                found += _agree(ours[key], value, sub)
        return found
    if isinstance(theirs, list) and isinstance(ours, list) and len(ours) == len(theirs):
        found = []
        for index, (a, b) in enumerate(zip(ours, theirs, strict=True)):
            found += _agree(a, b, f"{path}[{index}]")
        return found
    return [] if ours == theirs else [Disagreement(path or "<message>", ours, theirs)]


def check(api_key: int, version: int, frame: bytes,
          decode: Callable[[type, memoryview, int], Any] | None = None) -> list[Disagreement]:
    """Read a response frame (no length prefix) to a request of `api_key` at `version` with
    our codec (`decode(message_class, body, version)`, default the class's own decode) and
    with kio; the fields they read differently (empty when they agree or kio does not know
    this API at this version)."""
    response_class = RESPONSES[api_key]
    header_version = response_header_version(api_key, version)
    our_header, position = ResponseHeader.decode_from(frame, 0, header_version)
    body = frame[position:]
    if api_key == API_VERSIONS and len(body) >= 2 and \
            struct.unpack_from(">h", body, 0)[0] == ErrorCode.UNSUPPORTED_VERSION:
        version = 0  # what a broker answers an ApiVersions too new for it (framing.py)
    found: list[Disagreement] = []
    header_spec = peers.load_message("ResponseHeader")
    if header_version in peers.kio_versions(header_spec):
        try:
            kio_header = peers.decode_kio(header_spec, frame[:position], header_version)
            found += _agree(peers.read_ours(header_spec, our_header, header_version),
                            peers.read_kio(header_spec, kio_header, header_version), "header")
        except Exception as error:  # kio refusing what our codec read is a disagreement
            found.append(Disagreement("header", "read", f"kio raised {error!r}"))
    spec = peers.load_message(response_class.NAME)
    if version not in peers.kio_versions(spec):
        return found
    decoded = decode(response_class, body, version) if decode else \
        response_class.decode(body, version)
    ours = peers.read_ours(spec, decoded, version)
    try:
        theirs = peers.read_kio(spec, peers.decode_kio(spec, body, version), version)
    except OutOfBoundValue as error:
        if _beyond_kio(ours):
            return found  # a value kio's types cannot hold (a start time of -1): not a misread
        return [*found, Disagreement("<message>", "read", f"kio raised {error!r}")]
    except Exception as error:  # kio refusing what our codec read is a disagreement
        return [*found, Disagreement("<message>", "read", f"kio raised {error!r}")]
    return found + _agree(ours, theirs, "")


def _beyond_kio(tree: Any) -> bool:
    """Whether our reading holds a value kio reads as a datetime and cannot (a negative time:
    DescribeTransactions answers -1 for a transaction not started)."""
    if isinstance(tree, dict):
        return any((key.removesuffix("_ms") in peers.KIO_DATETIMES and isinstance(value, int)
                    and value < 0) or _beyond_kio(value) for key, value in tree.items())
    if isinstance(tree, list):
        return any(_beyond_kio(item) for item in tree)
    return False

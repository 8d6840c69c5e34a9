"""Request/response framing: size prefixes, header versions and correlation ids.

A Kafka frame is an int32 big-endian size followed by that many bytes: a header, then the
message body. Which header version a message uses depends on its API key and version:

- request header v2 (compact, tagged fields) when the API version is flexible, else v1;
  v0 (no client id) only for ControlledShutdown v0, which kafkasim does not serve;
- response header v1 (tagged fields) when the API version is flexible, else v0, except that
  ApiVersions responses always use v0 so a client that does not yet know the broker's
  versions can read the error code.

Encoding returns lists of chunks (bytes or memoryview) for ``writelines`` so record payloads
inside message bodies are never joined or copied.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from typing import Any

from .errors import ErrorCode
from .messages import REQUESTS, RESPONSES
from .messages.request_header import RequestHeader
from .messages.response_header import ResponseHeader

__all__ = [
    "DEFAULT_MAX_FRAME_SIZE",
    "FrameError",
    "UnsupportedRequestError",
    "decode_request",
    "decode_request_header",
    "decode_response",
    "encode_request",
    "encode_response",
    "frame_size",
    "request_header_version",
    "response_header_version",
]

# Kafka's socket.request.max.bytes default; a larger size prefix is refused before reading.
DEFAULT_MAX_FRAME_SIZE = 100 * 1024 * 1024

API_VERSIONS_KEY = 18
CONTROLLED_SHUTDOWN_KEY = 7

_INT32 = struct.Struct(">i")
_KEY_AND_VERSION = struct.Struct(">hh")
_KEY_VERSION_CORRELATION = struct.Struct(">hhi")


class FrameError(ValueError):
    """A frame that cannot be read or decoded: bad size prefix, truncated or malformed."""


class UnsupportedRequestError(FrameError):
    """A request whose API key or version this codec does not know.

    Carries what could be read of the header so a server can still answer (Kafka answers an
    unknown ApiVersions version with an UNSUPPORTED_VERSION response) or log it: ``api_key``,
    ``api_version``, ``correlation_id``, and ``header`` (the decoded RequestHeader, or None
    when the API key is unknown and the header version therefore cannot be chosen).
    """

    def __init__(
        self,
        message: str,
        *,
        api_key: int,
        api_version: int,
        correlation_id: int,
        header: Any = None,
    ) -> None:
        super().__init__(message)
        self.api_key = api_key
        self.api_version = api_version
        self.correlation_id = correlation_id
        self.header = header


def _is_flexible(message_class: type, api_version: int) -> bool:
    first_flexible = message_class.FLEXIBLE_VERSION
    # Versions above the known maximum follow the open-ended "N+" rule, as in Kafka: that is
    # how a broker reads the header of an ApiVersions request newer than it understands.
    return first_flexible is not None and api_version >= first_flexible


def request_header_version(api_key: int, api_version: int) -> int:
    """Return the request header version (0, 1 or 2) for a request of this key and version.

    Raises KeyError for an API key the codec does not know.
    """
    if api_key == CONTROLLED_SHUTDOWN_KEY and api_version == 0:
        return 0
    return 2 if _is_flexible(REQUESTS[api_key], api_version) else 1


def response_header_version(api_key: int, api_version: int) -> int:
    """Return the response header version (0 or 1) for a response of this key and version.

    ApiVersions responses always use v0. Raises KeyError for an unknown API key.
    """
    if api_key == API_VERSIONS_KEY:
        return 0
    return 1 if _is_flexible(RESPONSES[api_key], api_version) else 0


def _nbytes(chunk: bytes | bytearray | memoryview) -> int:
    return chunk.nbytes if isinstance(chunk, memoryview) else len(chunk)


def frame_size(chunks: Sequence[bytes | bytearray | memoryview]) -> int:
    """Return the total number of bytes in ``chunks`` (memoryviews counted in bytes)."""
    return sum(_nbytes(chunk) for chunk in chunks)


def _prefixed(head: bytes, body_chunks: list) -> list:
    size = len(head) + frame_size(body_chunks)
    # Size prefix and header travel as one small chunk; body chunks are passed through
    # untouched so record payloads are not copied.
    return [_INT32.pack(size) + head, *body_chunks]


def encode_request(
    api_key: int,
    api_version: int,
    correlation_id: int,
    client_id: str | None,
    body: Any,
) -> list:
    """Encode a request as a size-prefixed frame; return its chunks for ``writelines``.

    ``body`` is a generated request object of API ``api_key``; it is encoded at
    ``api_version`` with the header version that key and version call for.
    """
    header = RequestHeader(
        request_api_key=api_key,
        request_api_version=api_version,
        correlation_id=correlation_id,
        client_id=client_id,
    )
    head = header.encode(request_header_version(api_key, api_version))
    return _prefixed(head, body.encode_chunks(api_version))


def encode_response(api_key: int, api_version: int, correlation_id: int, body: Any) -> list:
    """Encode a response as a size-prefixed frame; return its chunks for ``writelines``.

    ``body`` is a generated response object of API ``api_key`` encoded at ``api_version``.
    (A broker answering an ApiVersions request of unsupported version passes version 0, as
    Kafka does.)
    """
    head = ResponseHeader(correlation_id=correlation_id).encode(
        response_header_version(api_key, api_version)
    )
    return _prefixed(head, body.encode_chunks(api_version))


def decode_request_header(frame: bytes | bytearray | memoryview) -> tuple[Any, memoryview]:
    """Decode the header of a request frame (without size prefix).

    Returns ``(header, body)`` where ``header`` is a RequestHeader and ``body`` a memoryview
    of the undecoded body bytes. Raises UnsupportedRequestError for an unknown API key and
    FrameError for a frame too short or malformed to hold a header.
    """
    view = memoryview(frame)
    if view.nbytes < _KEY_VERSION_CORRELATION.size:
        raise FrameError(f"request frame of {view.nbytes} bytes is too short for a header")
    api_key, api_version, correlation_id = _KEY_VERSION_CORRELATION.unpack_from(view, 0)
    if api_key not in REQUESTS:
        raise UnsupportedRequestError(
            f"unknown API key {api_key} (version {api_version})",
            api_key=api_key,
            api_version=api_version,
            correlation_id=correlation_id,
        )
    try:
        header, position = RequestHeader.decode_from(
            view, 0, request_header_version(api_key, api_version)
        )
    except Exception as error:
        raise FrameError(f"malformed request header: {error}") from error
    return header, view[position:]


def decode_request(frame: bytes | bytearray | memoryview) -> tuple[Any, Any]:
    """Decode a request frame (without size prefix) into ``(header, request)``.

    ``request`` is the generated request object; its ``records``/``bytes`` fields are
    memoryview slices of ``frame``. Raises UnsupportedRequestError (with the decoded header)
    when the API key or version is unknown, FrameError when the bytes are malformed.
    """
    header, body = decode_request_header(frame)
    request_class = REQUESTS[header.request_api_key]
    version = header.request_api_version
    if not request_class.MIN_VERSION <= version <= request_class.MAX_VERSION:
        raise UnsupportedRequestError(
            f"unsupported version {version} of API key {header.request_api_key} "
            f"(known {request_class.MIN_VERSION}-{request_class.MAX_VERSION})",
            api_key=header.request_api_key,
            api_version=version,
            correlation_id=header.correlation_id,
            header=header,
        )
    # Kafka's broker parses a request from the front of its buffer and ignores what follows
    # the body (RequestContext.parseRequest); librdkafka 2.16 relies on it, sending 3 bytes
    # after an all-topics Metadata v13 body.
    return header, _decode_body(request_class, body, version, "request", allow_trailing=True)


def decode_response(
    frame: bytes | bytearray | memoryview, api_key: int, api_version: int
) -> tuple[int, Any]:
    """Decode a response frame (without size prefix) to a request of ``api_key``/``api_version``.

    Returns ``(correlation_id, response)``. An ApiVersions response whose error code is
    UNSUPPORTED_VERSION is read as version 0, because that is what a broker sends when the
    request version was too new for it. Raises FrameError when the bytes are malformed.
    """
    view = memoryview(frame)
    response_class = RESPONSES[api_key]
    try:
        header, position = ResponseHeader.decode_from(
            view, 0, response_header_version(api_key, api_version)
        )
    except Exception as error:
        raise FrameError(f"malformed response header: {error}") from error
    body = view[position:]
    if (
        api_key == API_VERSIONS_KEY
        and body.nbytes >= 2
        and struct.unpack_from(">h", body, 0)[0] == ErrorCode.UNSUPPORTED_VERSION
    ):
        api_version = 0
    return header.correlation_id, _decode_body(response_class, body, api_version, "response")


def _decode_body(message_class: type, body: memoryview, version: int, kind: str,
                 allow_trailing: bool = False) -> Any:
    try:
        message, position = message_class.decode_from(body, 0, version)
    except Exception as error:
        raise FrameError(
            f"malformed {message_class.__name__} v{version} {kind} body: {error}"
        ) from error
    if position != body.nbytes and not (allow_trailing and position < body.nbytes):
        raise FrameError(
            f"{message_class.__name__} v{version} {kind} has {body.nbytes - position} "
            "trailing bytes after the body"
        )
    return message

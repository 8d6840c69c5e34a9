"""Runtime support for the generated message codecs in `protocol.messages`.

The generated modules hold the per-version straight-line encoders and decoders; this module holds
what they share: the `Message` base class (public encode/decode API), unsigned-varint helpers,
and the codec errors.
"""

from __future__ import annotations

import struct
import uuid
from collections.abc import Callable

__all__ = [
    "DecodeError",
    "Message",
    "UnsupportedVersionError",
    "read_uvarint",
    "uvarint_bytes",
    "uuid_from_bytes",
    "ZERO_UUID",
]

ZERO_UUID = uuid.UUID(int=0)


class UnsupportedVersionError(ValueError):
    """A message was encoded or decoded at a version its schema does not have, or a field that
    cannot be ignored was set at a version that lacks it."""


class DecodeError(ValueError):
    """The bytes do not form a valid message at the requested version (truncated, bad length,
    bad UTF-8, ...)."""


_DECODE_FAILURES = (struct.error, IndexError, UnicodeDecodeError, ValueError, OverflowError)


class Message:
    """Base of every generated message and nested struct class.

    Subclasses define `__slots__`, `_FIELDS` (field names in schema order), and the per-version
    tables `_DECODERS`/`_ENCODERS` indexed by version (None where the version is not valid),
    or `_CODECS`, which imports the module that sets those tables when the class first encodes or
    decodes.
    """

    __slots__ = ()
    _FIELDS: tuple[str, ...] = ()
    _DECODERS: tuple = ()
    _ENCODERS: tuple = ()
    # Imports the module of the codecs on first use (generated classes: `.codecs.fetch`).
    _CODECS: Callable[[], None] | None = None
    NAME = ""
    MIN_VERSION = 0
    MAX_VERSION = -1

    @classmethod
    def decode(cls, buf, version: int):
        """Decode one message at `version` from the start of `buf` (bytes, bytearray or
        memoryview). `bytes`/`records` fields are zero-copy memoryview slices of `buf`."""
        return cls.decode_from(buf, 0, version)[0]

    @classmethod
    def decode_from(cls, buf, pos: int, version: int):
        """Decode one message at `version` starting at offset `pos`; return (message, end)."""
        decoder = cls._decoder(version)
        view = buf if type(buf) is memoryview else memoryview(buf)
        try:
            return decoder(view, pos)
        except DecodeError:
            raise
        except _DECODE_FAILURES as error:
            raise DecodeError(f"malformed {cls.NAME or cls.__name__} v{version}: {error}") from None

    def encode(self, version: int) -> bytes:
        """Encode at `version` into one bytes object."""
        out: list = []
        encoder = self._encoder(version)
        try:
            encoder(self, out, None)
        except UnsupportedVersionError as error:
            raise self._at_version(error, version) from None
        return b"".join(out)

    def encode_chunks(self, version: int) -> list:
        """Encode at `version` as a list of bytes-like pieces for `writelines`: the small fields
        are joined, record payloads are passed through uncopied.

        The generated encoders write small pieces onto `out`; given a `chunks` list (None from
        `encode`), a large payload moves what `out` holds so far onto it as one joined chunk,
        then the payload itself, and empties `out`."""
        out: list = []
        chunks: list = []
        encoder = self._encoder(version)
        try:
            encoder(self, out, chunks)
        except UnsupportedVersionError as error:
            raise self._at_version(error, version) from None
        if out:
            chunks.append(b"".join(out))
        return chunks

    def _at_version(self, error: UnsupportedVersionError, version: int) -> UnsupportedVersionError:
        """`error` from a generated encoder, which serves several versions and so cannot say
        which one it was asked for, with the message name and version in front."""
        return UnsupportedVersionError(f"{self.NAME or type(self).__name__} v{version}: {error}")

    @classmethod
    def _decoder(cls, version):
        if not cls._DECODERS:
            cls._load_codecs()
        return cls._codec(cls._DECODERS, version)

    def _encoder(self, version):
        if not self._ENCODERS:
            self._load_codecs()
        return self._codec(self._ENCODERS, version)

    @classmethod
    def _load_codecs(cls):
        """Import the module of the class's codecs (`_CODECS` does), which fills in its
        `_DECODERS`/`_ENCODERS` and those of its module's other classes."""
        if cls._CODECS is not None:
            cls._CODECS()

    @classmethod
    def _codec(cls, table: tuple, version: int):
        """The per-version function from `table`, or UnsupportedVersionError."""
        function = table[version] if 0 <= version < len(table) else None
        if function is None:
            raise UnsupportedVersionError(
                f"{cls.NAME or cls.__name__} has versions {cls.MIN_VERSION}-{cls.MAX_VERSION}, not {version}"
            )
        return function

    # Every generated class defines its own field-by-field __eq__ (straight-line, no getattr).
    __hash__ = None  # mutable

    def __repr__(self):
        parts = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._FIELDS)
        return f"{type(self).__name__}({parts})"

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        """The message's field names in schema order (for code that walks any message, such as
        the harness's fault answers and request capture)."""
        return cls._FIELDS

    def to_dict(self) -> dict:
        """The message as plain Python data (nested structs as dicts), for logs and tests."""
        return {name: _plain(getattr(self, name)) for name in self._FIELDS}


class ClassesByKey(dict):
    """API key -> request (or response) class: protocol/messages' REQUESTS and RESPONSES.

    Every key is known from the start (`loaders`: key -> a function that imports the key's
    module and returns its (request, response) classes; `index` picks one); a class is imported
    at the first lookup of its key, after which a lookup is a plain dict lookup. Iterating (or
    `items()`) imports every message module."""

    __slots__ = ("_loaders", "_index")

    def __init__(self, loaders: dict[int, Callable[[], tuple]], index: int):
        super().__init__()
        self._loaders = loaders
        self._index = index

    def __missing__(self, api_key: int):
        message_class = self._loaders[api_key]()[self._index]
        self[api_key] = message_class
        return message_class

    def __contains__(self, api_key) -> bool:
        return api_key in self._loaders

    def get(self, api_key, default=None):
        return self[api_key] if api_key in self._loaders else default

    def __iter__(self):
        return iter(self._loaders)

    def __len__(self) -> int:
        return len(self._loaders)

    def keys(self):
        return self._loaders.keys()

    def values(self):
        return [self[api_key] for api_key in self._loaders]

    def items(self):
        return [(api_key, self[api_key]) for api_key in self._loaders]


def _plain(value):
    if isinstance(value, Message):
        return value.to_dict()
    if isinstance(value, list):
        return [_plain(item) for item in value]
    if isinstance(value, memoryview):
        return bytes(value)
    return value


def read_uvarint(buf, pos: int) -> tuple[int, int]:
    """Read an unsigned LEB128 varint (at most 5 bytes, Kafka's limit for 32-bit values)."""
    value = 0
    shift = 0
    while True:
        byte = buf[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, pos
        shift += 7
        if shift > 28:
            raise DecodeError("unsigned varint longer than 5 bytes")


# Encoded varints for 0..16383 (one and two bytes): string, array and record-set lengths in
# flexible versions are looked up instead of computed.
SMALL_UVARINTS = tuple(
    bytes((n,)) if n < 128 else bytes(((n & 127) | 128, n >> 7)) for n in range(16384)
)


def uvarint_bytes(value: int) -> bytes:
    """Encode a non-negative int as an unsigned LEB128 varint."""
    if value < 16384:
        if value < 0:
            raise ValueError(f"unsigned varint cannot hold {value}")
        return SMALL_UVARINTS[value]
    out = bytearray()
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


_UUIDS: dict[bytes, uuid.UUID] = {}


def uuid_from_bytes(raw: bytes) -> uuid.UUID:
    """UUID from 16 bytes, cached: topic ids repeat in every request, and building a UUID costs
    about a microsecond."""
    value = _UUIDS.get(raw)
    if value is None:
        if len(_UUIDS) > 65536:
            _UUIDS.clear()
        value = _UUIDS[raw] = uuid.UUID(bytes=raw)
    return value


class _Unset:
    """Marks a constructor argument left out, so mutable defaults are made fresh per object."""

    __slots__ = ()

    def __repr__(self):
        return "UNSET"


UNSET = _Unset()


def read_unknown_tags(buf, pos: int) -> tuple[dict[int, bytes] | None, int]:
    """Read a tagged-field section none of whose tags this version knows; keep the raw bytes so
    they are written back unchanged."""
    count, pos = read_uvarint(buf, pos)
    unknown: dict[int, bytes] = {}
    for _ in range(count):
        tag, pos = read_uvarint(buf, pos)
        size, pos = read_uvarint(buf, pos)
        end = pos + size
        if end > len(buf):
            raise DecodeError("tagged field runs past the end of the buffer")
        unknown[tag] = bytes(buf[pos:end])
        pos = end
    return (unknown or None), pos


def write_tags(known: list[tuple[int, bytes]], unknown: dict[int, bytes] | None, write) -> None:
    """Write a tagged-field section: known fields that differ from their defaults plus the
    preserved unknown ones, in ascending tag order as the protocol requires."""
    if unknown:
        known = sorted([*known, *unknown.items()])
    if not known:
        write(b"\x00")
        return
    write(uvarint_bytes(len(known)))
    for tag, data in known:
        write(uvarint_bytes(tag))
        write(uvarint_bytes(len(data)))
        write(data)


def _refuse_assignment(self, name, value):
    raise TypeError(
        f"{type(self).__name__} is a shared default; assign a new "
        f"{type(self).__mro__[1].__name__}(...) to the field instead of changing this one"
    )


def frozen_default(cls):
    """One shared, read-only default instance of struct class `cls`.

    Decoded messages and freshly built ones use it for struct fields left at their default,
    which saves building an object per partition; assigning to it raises TypeError.
    """
    frozen_class = type(
        f"Default{cls.__name__}", (cls,), {"__slots__": (), "__setattr__": _refuse_assignment}
    )
    instance = object.__new__(frozen_class)
    template = cls()
    for name in cls.__slots__:
        object.__setattr__(instance, name, getattr(template, name))
    return instance

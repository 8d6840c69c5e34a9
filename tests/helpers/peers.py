"""Adapters between kafkasim's generated messages and two independent codecs.

The peers are kio 0.6.5 (frozen dataclasses per version, a Rust reader) and kafka-python
3.0.12's JSON-schema classes (``kafka.protocol``). Everything meets in one neutral form, a
"plain" tree read from ``schemas/*.json``: a dict per struct keyed by snake_case field name
holding only the fields present at the version, with ints for integers and error codes,
``bytes`` for bytes/records, ``uuid.UUID`` (zero UUID, never None), lists for arrays and
dicts for structs. Each codec has a builder (plain -> its object) and a reader (its
object -> plain), so a message can be built by all three, encoded by each and decoded by
each, and every result compared with the plain tree it came from.
"""

from __future__ import annotations

import datetime
import importlib
import io
import json
import re
import uuid
import warnings
from dataclasses import dataclass, fields
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

import kafkasim.protocol.messages as _messages

# kafka-python 3.0.12 loads its schemas with importlib.resources.read_text/open_text,
# deprecated on Python 3.11; the suite turns warnings into errors, so import it once here
# with exactly that warning muted (tests needing kafka-python import this module first).
with warnings.catch_warnings():
    warnings.filterwarnings("ignore", r"(read|open)_text is deprecated", DeprecationWarning)
    import kafka  # noqa: F401

SCHEMA_DIR = Path(__file__).resolve().parents[2] / "schemas"
ZERO_UUID = uuid.UUID(int=0)
# Kafka's "authorized operations not requested" sentinel (INT32_MIN).
AUTHORIZED_OPERATIONS_OMITTED = -(2**31)


def snake_case(name: str) -> str:
    """Return the snake_case attribute name for a Kafka schema field name."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()


def _parse_versions(text: str | None) -> tuple[int, int] | None:
    if text is None or text.strip() in ("", "none"):
        return None
    text = text.strip()
    if text.endswith("+"):
        return int(text[:-1]), 32767
    if "-" in text:
        low, high = text.split("-")
        return int(low), int(high)
    return int(text), int(text)


def _within(versions: tuple[int, int] | None, version: int) -> bool:
    return versions is not None and versions[0] <= version <= versions[1]


@dataclass(frozen=True)
class FieldSpec:
    """One field of a schema: the facts a builder or reader needs."""

    name: str
    attr: str
    type: str
    versions: tuple[int, int]
    nullable_versions: tuple[int, int] | None
    tagged_versions: tuple[int, int] | None
    tag: int | None
    default: str | None
    fields: tuple[FieldSpec, ...] | None

    @property
    def is_array(self) -> bool:
        return self.type.startswith("[]")

    @property
    def element_type(self) -> str:
        return self.type[2:] if self.is_array else self.type

    @property
    def is_struct(self) -> bool:
        return self.fields is not None

    def present(self, version: int) -> bool:
        return _within(self.versions, version)

    def nullable(self, version: int) -> bool:
        return _within(self.nullable_versions, version)

    def tagged(self, version: int) -> bool:
        return self.tag is not None and _within(self.tagged_versions, version)


@dataclass(frozen=True)
class MessageSpec:
    """A message schema: name, API key, versions and fields."""

    name: str
    api_key: int | None
    kind: str
    valid_versions: tuple[int, int]
    flexible_from: int | None
    fields: tuple[FieldSpec, ...]

    def flexible(self, version: int) -> bool:
        return self.flexible_from is not None and version >= self.flexible_from


def _field_spec(raw: dict, common: dict[str, list]) -> FieldSpec:
    element = raw["type"][2:] if raw["type"].startswith("[]") else raw["type"]
    children = raw.get("fields")
    if children is None and element in common:
        children = common[element]
    return FieldSpec(
        name=raw["name"],
        attr=snake_case(raw["name"]),
        type=raw["type"],
        versions=_parse_versions(raw["versions"]),
        nullable_versions=_parse_versions(raw.get("nullableVersions")),
        tagged_versions=_parse_versions(raw.get("taggedVersions")),
        tag=raw.get("tag"),
        default=raw.get("default"),
        fields=None if children is None else tuple(_field_spec(c, common) for c in children),
    )


@cache
def load_message(name: str) -> MessageSpec:
    """Load ``schemas/<name>.json`` (e.g. ``FetchRequest``) as a MessageSpec."""
    raw = json.loads((SCHEMA_DIR / f"{name}.json").read_text())
    common = {struct["name"]: struct["fields"] for struct in raw.get("commonStructs", [])}
    flexible = _parse_versions(raw.get("flexibleVersions"))
    return MessageSpec(
        name=raw["name"],
        api_key=raw.get("apiKey"),
        kind=raw["type"],
        valid_versions=_parse_versions(raw["validVersions"]),
        flexible_from=None if flexible is None else flexible[0],
        fields=tuple(_field_spec(f, common) for f in raw["fields"]),
    )


# ---------------------------------------------------------------------------------------
# Plain trees: defaults and Hypothesis strategies

_INT_RANGES = {
    "int8": (-(2**7), 2**7 - 1),
    "int16": (-(2**15), 2**15 - 1),
    "int32": (-(2**31), 2**31 - 1),
    "int64": (-(2**63), 2**63 - 1),
    "uint16": (0, 2**16 - 1),
    "uint32": (0, 2**32 - 1),
}


def default_value(spec: FieldSpec, version: int) -> Any:
    """Return the schema default of ``spec`` at ``version`` in plain form."""
    text = spec.default
    if spec.is_array:
        return None if text == "null" else []
    if spec.is_struct:
        if text == "null":
            return None
        return default_tree(spec.fields, version)
    if text == "null":
        return None
    kind = spec.type
    if kind in _INT_RANGES:
        return int(text, 0) if text else 0
    if kind == "bool":
        return (text or "false").lower() == "true"
    if kind == "float64":
        return float(text) if text else 0.0
    if kind == "string":
        return text or ""
    if kind == "uuid":
        return uuid.UUID(text) if text else ZERO_UUID
    if kind in ("bytes", "records"):
        return b""
    raise ValueError(f"no default for type {kind}")


def default_tree(specs: tuple[FieldSpec, ...], version: int) -> dict:
    """Return a plain struct with every field present at ``version`` at its default."""
    return {s.attr: default_value(s, version) for s in specs if s.present(version)}


#: int64 fields kio 0.6.5 types as a datetime or a timedelta (its field names, without the
#: "_ms" it drops): kio cannot hold every int64 there.
KIO_DATETIMES = frozenset({"expiry_timestamp", "issue_timestamp", "log_append_time",
                           "max_timestamp", "transaction_start_time"})
KIO_TIMEDELTAS = frozenset({"expiry_time_period", "max_lifetime", "renew_period",
                            "retention_time", "session_lifetime"})


def _error_codes() -> list[int]:
    # kio reads error codes into its own enumeration, which rejects numbers it does not
    # know, so only codes both kio and kafkasim know are drawn.
    from kio.schema.errors import ErrorCode as KioErrorCode

    from kafkasim.protocol.errors import ErrorCode

    return sorted({int(code) for code in KioErrorCode} & {int(code) for code in ErrorCode})


def _scalar(spec: FieldSpec) -> st.SearchStrategy:
    kind = spec.element_type
    if kind == "int16" and spec.attr.endswith("error_code"):
        return st.sampled_from(_error_codes())
    if kind == "int64" and spec.attr.removesuffix("_ms") in KIO_DATETIMES:
        # kio reads these as datetimes, so stay inside the datetime range; -1 ("none") only
        # where kio's field is optional (LogAppendTimeMs).
        since_epoch = st.integers(0, 2**42)
        return st.one_of(st.just(-1), since_epoch) if spec.attr == "log_append_time_ms" \
            else since_epoch
    if kind == "int64" and spec.attr.removesuffix("_ms") in KIO_TIMEDELTAS:
        # kio reads these as timedeltas, exact (through microseconds) only up to about 2**50
        return st.integers(-(2**42), 2**42)
    if kind in _INT_RANGES:
        low, high = _INT_RANGES[kind]
        return st.integers(low, high)
    if kind == "bool":
        return st.booleans()
    if kind == "float64":
        return st.floats(allow_nan=False)
    if kind == "string":
        return st.text(max_size=10)
    if kind == "uuid":
        return st.one_of(st.just(ZERO_UUID), st.uuids())
    if kind in ("bytes", "records"):
        return st.binary(max_size=24)
    raise ValueError(f"no strategy for type {kind}")


def field_strategy(spec: FieldSpec, version: int) -> st.SearchStrategy:
    """Strategy for plain values of ``spec`` at ``version``."""
    if spec.is_struct:
        element = tree_strategy(spec.fields, version)
    else:
        element = _scalar(spec)
    value = st.lists(element, max_size=3) if spec.is_array else element
    if spec.nullable(version):
        value = st.one_of(st.none(), value)
    if spec.tagged(version):
        value = st.one_of(st.just(default_value(spec, version)), value)
    return value


def tree_strategy(specs: tuple[FieldSpec, ...], version: int) -> st.SearchStrategy:
    """Strategy for plain structs holding every field present at ``version``."""
    return st.fixed_dictionaries(
        {s.attr: field_strategy(s, version) for s in specs if s.present(version)}
    )


def message_strategy(message: MessageSpec, version: int) -> st.SearchStrategy:
    """Strategy for plain trees of a whole message at ``version``."""
    return tree_strategy(message.fields, version)


def _normalise_scalar(spec: FieldSpec, value: Any) -> Any:
    if value is None:
        return None
    if isinstance(value, memoryview | bytearray):
        return bytes(value)
    if spec.element_type == "uuid":
        return value
    if isinstance(value, bool | float | bytes | str):
        return value
    return int(value)


# ---------------------------------------------------------------------------------------
# kafkasim


def _ours_module(message: MessageSpec):
    return importlib.import_module(
        f"{_messages.__name__}.{snake_case(_api_stem(message.name))}")


def _api_stem(name: str) -> str:
    for suffix in ("Request", "Response"):
        if name.endswith(suffix) and name not in ("RequestHeader", "ResponseHeader"):
            return name[: -len(suffix)]
    return name


def ours_class(message: MessageSpec) -> type:
    """Return kafkasim's generated class for a message schema."""
    return getattr(_ours_module(message), message.name)


def _ours_struct_class(module, message: MessageSpec, spec: FieldSpec) -> type:
    # codegen prefixes a struct name that the request and the response of one module share
    # with the message's name (AlterClientQuotasRequestEntryData).
    prefixed = getattr(module, message.name + spec.element_type, None)
    return prefixed if prefixed is not None else getattr(module, spec.element_type)


def build_ours(message: MessageSpec, plain: dict, version: int) -> Any:
    """Build kafkasim's object for a plain tree at ``version``."""
    module = _ours_module(message)

    def build(cls: type, specs: tuple[FieldSpec, ...], tree: dict) -> Any:
        kwargs = {}
        for spec in specs:
            if spec.attr not in tree:
                continue
            value = tree[spec.attr]
            if spec.is_struct and value is not None:
                nested = _ours_struct_class(module, message, spec)
                if spec.is_array:
                    value = [build(nested, spec.fields, item) for item in value]
                else:
                    value = build(nested, spec.fields, value)
            elif spec.is_array and value is not None:
                value = list(value)
            kwargs[spec.attr] = value
        return cls(**kwargs)

    return build(ours_class(message), message.fields, plain)


def read_ours(message: MessageSpec, obj: Any, version: int) -> dict:
    """Return the plain tree of kafkasim's object at ``version``."""

    def read(specs: tuple[FieldSpec, ...], node: Any) -> dict:
        tree = {}
        for spec in specs:
            if not spec.present(version):
                continue
            value = getattr(node, spec.attr)
            if value is None:
                tree[spec.attr] = None
            elif spec.is_struct and spec.is_array:
                tree[spec.attr] = [read(spec.fields, item) for item in value]
            elif spec.is_struct:
                tree[spec.attr] = read(spec.fields, value)
            elif spec.is_array:
                tree[spec.attr] = [_normalise_scalar(spec, item) for item in value]
            else:
                tree[spec.attr] = _normalise_scalar(spec, value)
        return tree

    return read(message.fields, obj)


def encode_ours(obj: Any, version: int) -> bytes:
    """Encode with kafkasim, checking that encode() and encode_chunks() agree."""
    whole = obj.encode(version)
    chunks = b"".join(bytes(chunk) for chunk in obj.encode_chunks(version))
    if bytes(whole) != chunks:
        raise AssertionError("encode() and encode_chunks() disagree")
    return bytes(whole)


def decode_ours(message: MessageSpec, data: bytes, version: int) -> Any:
    """Decode with kafkasim's generated class."""
    return ours_class(message).decode(data, version)


# ---------------------------------------------------------------------------------------
# kio


KIO_NAMES = {"Request": "request", "Response": "response"}


def kio_versions(message: MessageSpec) -> set[int]:
    """Versions of the message kio ships a class for (kio files each version's class by the
    schema's type: request.py, response.py, header.py or data.py)."""
    package = Path(importlib.import_module("kio.schema").__file__).parent
    folder = package / snake_case(_api_stem(message.name))
    if not folder.is_dir():
        return set()
    return {
        int(path.parent.name[1:])
        for path in folder.glob(f"v*/{message.kind}.py")
        if path.parent.name[1:].isdigit()
    }


def kio_class(message: MessageSpec, version: int) -> type:
    """Return kio's dataclass for a message at ``version``."""
    stem = snake_case(_api_stem(message.name))
    module = importlib.import_module(f"kio.schema.{stem}.v{version}.{message.kind}")
    return getattr(module, message.name)


#: Fields Kafka renamed after kio 0.6.5's schemas, by kio's name: the same bytes.
KIO_RENAMED = {"generation_id": "generation_id_or_member_epoch"}  # TxnOffsetCommit v3+, 4.4.0


def _kio_spec(kio_field, specs_by_attr: dict[str, FieldSpec]) -> FieldSpec:
    # kio drops the "_ms" suffix of fields it types as timedelta or datetime.
    spec = specs_by_attr.get(kio_field.name) or specs_by_attr.get(kio_field.name + "_ms") \
        or specs_by_attr.get(KIO_RENAMED.get(kio_field.name, ""))
    if spec is None:
        raise KeyError(f"kio field {kio_field.name} has no counterpart in schemas/")
    return spec


def _kio_entity_type(kio_field) -> type | None:
    from kio.serial._introspect import EntityField, EntityTupleField, classify_field

    field_class = classify_field(kio_field)
    if isinstance(field_class, EntityField | EntityTupleField):
        return field_class.type_
    return None


def _to_kio_scalar(kio_field, value: Any) -> Any:
    from kio.schema.errors import ErrorCode as KioErrorCode
    from kio.serial._introspect import is_optional
    from kio.serial.readers import tz_aware_from_i64
    from kio.static.primitive import i32Timedelta, i64Timedelta

    kind = kio_field.metadata.get("kafka_type")
    if value is None:
        return None
    if kind == "timedelta_i32":
        return i32Timedelta.parse(datetime.timedelta(milliseconds=value))
    if kind == "timedelta_i64":
        return i64Timedelta.parse(datetime.timedelta(milliseconds=value))
    if kind == "datetime_i64":
        return None if value == -1 else tz_aware_from_i64(value)
    if kind == "error_code":
        return KioErrorCode(value)
    if kind == "uuid" and value == ZERO_UUID and is_optional(kio_field):
        return None
    return value


def _from_kio_scalar(kio_field, spec: FieldSpec, value: Any) -> Any:
    kind = kio_field.metadata.get("kafka_type")
    if kind in ("timedelta_i32", "timedelta_i64"):
        return value // datetime.timedelta(milliseconds=1)
    if kind == "datetime_i64":
        if value is None:
            return -1
        return (value - datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)) // (
            datetime.timedelta(milliseconds=1)
        )
    if kind == "uuid" and value is None:
        return ZERO_UUID
    return _normalise_scalar(spec, value)


def build_kio(message: MessageSpec, plain: dict, version: int) -> Any:
    """Build kio's object for a plain tree at ``version``."""

    def build(cls: type, specs: tuple[FieldSpec, ...], tree: dict) -> Any:
        by_attr = {s.attr: s for s in specs}
        kwargs = {}
        for kio_field in fields(cls):
            spec = _kio_spec(kio_field, by_attr)
            value = tree[spec.attr]
            entity = _kio_entity_type(kio_field)
            if value is None:
                kwargs[kio_field.name] = None
            elif entity is not None and spec.is_array:
                kwargs[kio_field.name] = tuple(build(entity, spec.fields, v) for v in value)
            elif entity is not None:
                kwargs[kio_field.name] = build(entity, spec.fields, value)
            elif spec.is_array:
                kwargs[kio_field.name] = tuple(_to_kio_scalar(kio_field, v) for v in value)
            else:
                kwargs[kio_field.name] = _to_kio_scalar(kio_field, value)
        return cls(**kwargs)

    return build(kio_class(message, version), message.fields, plain)


def read_kio(message: MessageSpec, obj: Any, version: int) -> dict:
    """Return the plain tree of kio's object."""

    def read(specs: tuple[FieldSpec, ...], node: Any) -> dict:
        by_attr = {s.attr: s for s in specs}
        tree = {}
        for kio_field in fields(node):
            spec = _kio_spec(kio_field, by_attr)
            value = getattr(node, kio_field.name)
            entity = _kio_entity_type(kio_field)
            if value is None and spec.is_array:
                pass  # a null array (kio's None for a null uuid is the zero uuid, not this)
            elif entity is not None and value is not None:
                if spec.is_array:
                    value = [read(spec.fields, item) for item in value]
                else:
                    value = read(spec.fields, value)
            elif spec.is_array and value is not None:
                value = [_from_kio_scalar(kio_field, spec, item) for item in value]
            else:
                value = _from_kio_scalar(kio_field, spec, value)
            tree[spec.attr] = value
        return tree

    return read(message.fields, obj)


def encode_kio(obj: Any) -> bytes:
    """Encode with kio's entity writer."""
    from kio.serial import entity_writer

    buffer = io.BytesIO()
    entity_writer(type(obj))(buffer, obj)
    return buffer.getvalue()


def decode_kio(message: MessageSpec, data: bytes, version: int) -> Any:
    """Decode with kio's native entity reader, requiring every byte to be consumed."""
    from kio.serial import entity_reader

    obj, end = entity_reader(kio_class(message, version))(data, 0)
    if end != len(data):
        raise AssertionError(f"kio consumed {end} of {len(data)} bytes")
    return obj


# ---------------------------------------------------------------------------------------
# kafka-python

_KAFKA_PYTHON_MODULES = {
    "ApiVersions": "kafka.protocol.metadata",
    "Metadata": "kafka.protocol.metadata",
    "Fetch": "kafka.protocol.consumer",
    "ListOffsets": "kafka.protocol.consumer",
    "OffsetForLeaderEpoch": "kafka.protocol.consumer",
    "Produce": "kafka.protocol.producer",
}


def kafka_python_class(message: MessageSpec) -> type:
    """Return kafka-python's JSON-schema class for a message."""
    module = importlib.import_module(_KAFKA_PYTHON_MODULES[_api_stem(message.name)])
    return getattr(module, message.name)


def kafka_python_versions(message: MessageSpec) -> set[int]:
    """Versions kafka-python's schema declares valid (its classes accept more)."""
    low, high = kafka_python_class(message).valid_versions
    return set(range(low, high + 1))


def _kafka_python_spec(name: str, kp_field, by_attr: dict[str, FieldSpec]) -> FieldSpec:
    if name in by_attr:
        return by_attr[name]
    # kafka-python renames Metadata's {Cluster,Topic}AuthorizedOperations to a bit set.
    if kp_field.type_str == "bitfield":
        (spec,) = [s for s in by_attr.values() if s.attr.endswith("authorized_operations")]
        return spec
    raise KeyError(f"kafka-python field {name} has no counterpart in schemas/")


def _bits_from_int(value: int) -> set[int] | None:
    from kafka.protocol.schemas.fields.codecs import BitField

    bits = BitField.from_32_bit_field(value & 0xFFFFFFFF)
    return None if bits == {31} else bits


def _int_from_bits(bits: set[int] | None) -> int:
    from kafka.protocol.schemas.fields.codecs import BitField

    value = BitField.to_32_bit_field({31} if bits is None else bits)
    return value - 2**32 if value >= 2**31 else value


def build_kafka_python(message: MessageSpec, plain: dict, version: int) -> Any:
    """Build kafka-python's object for a plain tree at ``version``."""

    def kwargs_for(struct, specs: tuple[FieldSpec, ...], tree: dict) -> dict:
        by_attr = {s.attr: s for s in specs}
        kwargs = {}
        for name, kp_field in struct.fields.items():
            if not kp_field.for_version_q(version):
                continue
            spec = _kafka_python_spec(name, kp_field, by_attr)
            value = tree[spec.attr]
            # Leave tagged fields at their default unset: kafka-python compares a tagged
            # struct with its default (None), not with a default-valued struct, so it
            # would write a struct Kafka leaves out.
            if spec.tagged(version) and value == default_value(spec, version):
                continue
            if kp_field.type_str == "bitfield":
                value = _bits_from_int(value)
            elif value is not None and spec.is_struct:
                data_class = kp_field.data_class
                if spec.is_array:
                    value = [data_class(**kwargs_for(kp_field, spec.fields, v)) for v in value]
                else:
                    value = data_class(**kwargs_for(kp_field, spec.fields, value))
            kwargs[name] = value
        return kwargs

    cls = kafka_python_class(message)
    return cls(version=version, **kwargs_for(cls._struct, message.fields, plain))


def read_kafka_python(message: MessageSpec, obj: Any, version: int) -> dict:
    """Return the plain tree of kafka-python's object at ``version``."""

    def read(struct, specs: tuple[FieldSpec, ...], node: Any) -> dict:
        by_attr = {s.attr: s for s in specs}
        tree = {}
        for name, kp_field in struct.fields.items():
            if not kp_field.for_version_q(version):
                continue
            spec = _kafka_python_spec(name, kp_field, by_attr)
            value = getattr(node, name)
            if kp_field.type_str == "bitfield":
                value = _int_from_bits(value)
            elif spec.is_struct:
                if value is None and spec.tagged(version):
                    value = default_value(spec, version)
                elif value is not None and spec.is_array:
                    value = [read(kp_field, spec.fields, item) for item in value]
                elif value is not None:
                    value = read(kp_field, spec.fields, value)
            elif spec.element_type == "uuid":
                value = ZERO_UUID if value is None else value
            elif spec.is_array and value is not None:
                value = [_normalise_scalar(spec, item) for item in value]
            else:
                value = _normalise_scalar(spec, value)
            tree[spec.attr] = value
        return tree

    return read(type(obj)._struct, message.fields, obj)


def encode_kafka_python(obj: Any, version: int) -> bytes:
    """Encode with kafka-python (body only, no header or size prefix)."""
    return bytes(obj.encode(version=version))


def decode_kafka_python(message: MessageSpec, data: bytes, version: int) -> Any:
    """Decode with kafka-python (body only)."""
    return kafka_python_class(message).decode(data, version=version)

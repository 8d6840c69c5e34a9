"""Hypothesis strategies built from schemas/: a random valid message for any (message, version).

Fields absent at the version keep their defaults (they cannot travel), nullable fields are
sometimes None, and flexible structs sometimes carry unknown tagged fields, which must survive a
decode/encode round trip.
"""

from __future__ import annotations

import importlib
import uuid
from functools import cache
from pathlib import Path

from hypothesis import strategies as st

import kafkasim.protocol.messages as _messages
from kafkasim.protocol.codegen.fields import default_literal
from kafkasim.protocol.codegen.schema import Field, MessageDef, StructDef, load_message, module_name

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"

INT_RANGES = {
    "int8": (-(2**7), 2**7 - 1),
    "int16": (-(2**15), 2**15 - 1),
    "uint16": (0, 2**16 - 1),
    "int32": (-(2**31), 2**31 - 1),
    "uint32": (0, 2**32 - 1),
    "int64": (-(2**63), 2**63 - 1),
}


@cache
def all_messages() -> tuple[MessageDef, ...]:
    return tuple(load_message(path) for path in sorted(SCHEMAS.glob("*.json")))


def message_versions() -> list[tuple[str, int]]:
    return [(message.name, version) for message in all_messages() for version in message.versions]


def message_def(name: str) -> MessageDef:
    return next(message for message in all_messages() if message.name == name)


def message_class(message: MessageDef, struct: StructDef | None = None):
    module = importlib.import_module(f"{_messages.__name__}.{module_name(message.name)}")
    target = struct or message.root
    # Struct classes renamed to avoid a clash carry the message name as a prefix.
    for candidate in (target.class_name, message.name + target.schema_name):
        if hasattr(module, candidate):
            return getattr(module, candidate)
    raise LookupError(target.class_name)


def default_value(message: MessageDef, field: Field):
    literal = default_literal(field)
    if field.is_struct and not field.is_array and literal != "None":
        return message_class(message, field.struct)()
    namespace = {"_ZERO_UUID": uuid.UUID(int=0)}
    return eval(literal, namespace)  # literals the generator itself writes into the modules


def value_strategy(message: MessageDef, field: Field, version: int, element: bool = False):
    if field.is_array and not element:
        inner = value_strategy(message, field, version, element=True)
        strategy = st.lists(inner, max_size=3)
    elif field.is_struct:
        strategy = struct_strategy(message, field.struct, version)
    else:
        kind = field.element_type
        if kind in INT_RANGES:
            low, high = INT_RANGES[kind]
            strategy = st.integers(low, high)
        elif kind == "bool":
            strategy = st.booleans()
        elif kind == "float64":
            strategy = st.floats(allow_nan=False)
        elif kind == "uuid":
            strategy = st.uuids()
        elif kind == "string":
            strategy = st.text(max_size=12)
        else:  # bytes, records
            strategy = st.binary(max_size=40)
    if not element and version in field.nullable_versions:
        strategy = st.none() | strategy
    return strategy


def struct_strategy(message: MessageDef, struct: StructDef, version: int):
    cls = message_class(message, struct)
    flexible = version in message.flexible
    fields = {}
    for field in struct.fields:
        if version in field.versions:
            fields[field.attribute] = value_strategy(message, field, version)
        else:
            fields[field.attribute] = st.just(default_value(message, field))
    known_tags = {field.tag for field in struct.fields if field.tag is not None}
    if flexible:
        fields["unknown_tagged_fields"] = st.none() | st.dictionaries(
            st.integers(0, 200).filter(lambda tag: tag not in known_tags),
            st.binary(max_size=8),
            max_size=2,
        )
    return st.builds(cls, **fields)

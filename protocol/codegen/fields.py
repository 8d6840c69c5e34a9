"""Field defaults: what a generated class holds in a field nobody set, as Python source.

The decoder fills fields absent at a version with these, the encoder refuses a value that
differs from them at a version without the field, and the class writer puts them in
`__init__`'s signature. Also the element of an array of scalars, seen as a field of its own.
"""

from __future__ import annotations

from kafkasim.protocol.codegen.schema import Field, Versions


def default_literal(field: Field) -> str:
    """Python source for the field's default value (a fresh object for mutable defaults)."""
    raw = field.default
    if raw is not None and not isinstance(raw, str):
        raw = str(raw).lower()  # some schemas write numbers or booleans unquoted
    if field.is_array:
        return "None" if raw == "null" else "[]"
    if field.is_struct:
        return "None" if raw == "null" else f"{field.struct.class_name}()"
    kind = field.type
    if raw == "null":
        return "None"
    if kind == "bool":
        return "True" if (raw or "false").lower() == "true" else "False"
    if kind in ("int8", "int16", "uint16", "int32", "uint32", "int64"):
        return str(int(raw, 0)) if raw else "0"
    if kind == "float64":
        return repr(float(raw)) if raw else "0.0"
    if kind == "string":
        return repr(raw or "")
    if kind == "uuid":
        return "_ZERO_UUID"
    if kind == "bytes":
        return 'b""'
    if kind == "records":
        return "None"
    raise ValueError(kind)


def element_of(field: Field) -> Field:
    """One element of an array of strings/bytes/uuids, as a non-null, untagged field."""
    none = Versions.parse("none")
    return Field(
        name=field.name, type=field.element_type, versions=field.versions,
        nullable_versions=none, tagged_versions=none, tag=None, default=None, ignorable=False,
        flexible_versions=field.flexible_versions,
    )


def is_mutable_default(field: Field) -> bool:
    """Whether the default is a fresh object per instance (a list or a struct), not a constant."""
    literal = default_literal(field)
    return literal == "[]" or literal.endswith("()")


def is_simple_struct_field(field: Field) -> bool:
    """A non-null struct field whose members are all scalars: its default can be one shared,
    frozen instance (assigning a new struct is how such a field is changed)."""
    return (
        field.is_struct
        and not field.is_array
        and field.default != "null"
        and all(not m.is_struct and not m.is_array for m in field.struct.fields)
    )

"""The class writer: the source of one generated message or struct class.

Each class has `__slots__`, one annotation per field under a `#:` comment of the schema's facts
about it (type, versions, nullability, tags, default), a keyword-only `__init__` with the
fields' defaults, and an `__eq__`; the codecs live in a module of their own (imported on first
use by `_CODECS`, the module's `_load_codecs`), which attaches them as `_DECODERS`/`_ENCODERS` tables (generator).
"""

from __future__ import annotations

from kafkasim.protocol.codegen.fields import (
    default_literal,
    is_mutable_default,
    is_simple_struct_field,
)
from kafkasim.protocol.codegen.schema import Field, MessageDef, StructDef

# Python types of the schema's scalar types, as the generated classes annotate them. `bytes` and
# `records` decode as memoryview slices of the frame; a records field may also be given as a list
# of buffers (record batches kept apart in the log), which encode writes one after another.
TYPE_HINTS = {
    "bool": "bool",
    "int8": "int",
    "int16": "int",
    "uint16": "int",
    "int32": "int",
    "uint32": "int",
    "int64": "int",
    "float64": "float",
    "uuid": "uuid.UUID",
    "string": "str",
    "bytes": "memoryview | bytes",
    "records": "memoryview | bytes | list[memoryview | bytes]",
}


def type_hint(field: Field) -> str:
    """The annotation of `field` in its generated class: `list[FetchPartition]`, `str | None`."""
    if field.is_struct:
        hint = field.struct.class_name
    else:
        hint = TYPE_HINTS[field.element_type]
    if field.is_array:
        hint = f"list[{hint}]"
    if not field.nullable_versions.empty or default_literal(field) == "None":
        hint += " | None"
    return hint


def field_doc(field: Field) -> str:
    """One line of schema facts about `field` for its `#:` comment: about text (when the schema
    has one), schema type and entity, versions, nullable/tagged/flexible versions,
    ignorability, map key and default."""
    facts = [field.type + (f" ({field.entity_type})" if field.entity_type else ""), f"versions {field.versions}"]
    if not field.nullable_versions.empty:
        facts.append(f"nullable {field.nullable_versions}")
    if not field.tagged_versions.empty:
        facts.append(f"tagged {field.tagged_versions} as tag {field.tag}")
    if field.flexible_versions is not None:
        facts.append(f"flexible {field.flexible_versions}")
    if field.ignorable:
        facts.append("ignorable")
    if field.map_key:
        facts.append("map key")
    if field.default is not None:
        default = field.default if isinstance(field.default, str) else str(field.default).lower()
        facts.append(f"default {default}")
    about = field.about.rstrip(".") + ". " if field.about else ""
    return about + ", ".join(facts) + "."


def class_doc(message: MessageDef, struct: StructDef, is_root: bool) -> str:
    """One line: the message's API key and versions, or where a nested struct is held."""
    if is_root:
        kind = f"API key {message.api_key}" if message.api_key is not None else message.kind
        facts = [f"versions {message.valid}"]
        if not message.deprecated.empty:
            facts.append(f"deprecated {message.deprecated}")
        if not message.flexible.empty:
            facts.append(f"flexible {message.flexible}")
        return f"{message.name} ({kind}): {', '.join(facts)}."
    holders = [
        ("an element of " if field.is_array else "the value of ") + f"{owner.class_name}.{field.attribute}"
        for owner in [*message.structs, message.root]
        for field in owner.fields
        if field.struct is struct
    ]
    return f"{message.name}: {', '.join(holders)}."

def class_source(message: MessageDef, struct: StructDef, is_root: bool, shared_defaults: set[str]) -> str:
    """The class of `struct`: slots, annotations with a `#:` line of schema facts each, `__init__`
    with the fields' defaults (adding to `shared_defaults` the structs whose one frozen default
    instance it uses) and `__eq__`; the root struct also carries the message's name and versions."""
    names = [f.attribute for f in struct.fields]
    slots = tuple(names + ["unknown_tagged_fields"])
    lines = [f"class {struct.class_name}(_Message):"]
    lines.append(f'    """{class_doc(message, struct, is_root)}"""')
    lines.append("")
    lines.append(f"    __slots__ = {slots!r}")
    lines.append(f"    _FIELDS = {tuple(names)!r}")
    lines.append("    _CODECS = staticmethod(_load_codecs)")
    if is_root:
        lines.append(f"    NAME = {message.name!r}")
        lines.append(f"    API_KEY = {message.api_key!r}")
        lines.append(f"    MIN_VERSION = {message.valid.low}")
        lines.append(f"    MAX_VERSION = {message.valid.high}")
        flexible = None if message.flexible.empty else message.flexible.low
        lines.append(f"    FLEXIBLE_VERSION = {flexible!r}")
    # Annotations without values: they add no class attributes, so they live with __slots__.
    lines.append("")
    for field in struct.fields:
        lines.append(f"    #: {field_doc(field)}")
        lines.append(f"    {field.attribute}: {type_hint(field)}")
    lines.append("    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.")
    lines.append("    unknown_tagged_fields: dict[int, bytes] | None")
    parameters = []
    assignments = []
    for field in struct.fields:
        literal = default_literal(field)
        if is_simple_struct_field(field):
            shared_defaults.add(field.struct.class_name)
            parameters.append(f"{field.attribute}=_DEFAULT_{field.struct.class_name}")
            assignments.append(f"        self.{field.attribute} = {field.attribute}")
        elif is_mutable_default(field):
            parameters.append(f"{field.attribute}=_UNSET")
            assignments.append(
                f"        self.{field.attribute} = {literal} if {field.attribute} is _UNSET else {field.attribute}"
            )
        else:
            parameters.append(f"{field.attribute}={literal}")
            assignments.append(f"        self.{field.attribute} = {field.attribute}")
    comparisons = [f"self.{name} == other.{name}" for name in names]
    comparisons.append("(self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)")
    equality = [
        "",
        "    def __eq__(self, other):",
        f"        if not isinstance(other, {struct.class_name}):",
        "            return NotImplemented",
        "        return (",
        *[f"            {c}" + (" and" if i < len(comparisons) - 1 else "") for i, c in enumerate(comparisons)],
        "        )",
        "",
        "    __hash__ = None",
    ]
    parameters.append("unknown_tagged_fields=None")
    assignments.append("        self.unknown_tagged_fields = unknown_tagged_fields")
    lines.append("")
    lines.append(f"    def __init__(self, *, {', '.join(parameters)}):")
    lines += assignments
    lines += equality
    return "\n".join(lines) + "\n"

"""Wire layout: which fields of a struct travel at a version, and how, and which versions share code.

A struct's layout at a version is its regular fields in wire order, then its tagged fields by
tag, each with its nullability, flexibility and the layout group of its nested struct; versions
with the same layout are one group, served by one decoder and one encoder (`Codecs`). Fixed-width
fields are the ones whose runs pack into one precompiled `struct.Struct`. `ModuleParts` holds
what the decoder and encoder emitters add to the module they write: its Struct constants, its
functions, the codecs of each struct and version, and the structs with a shared default.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from dataclasses import field as dataclass_field

from kafkasim.protocol.codegen.schema import FIXED_TYPES, Field, MessageDef, StructDef


@dataclass(frozen=True)
class Codecs:
    """The names of the functions that read and write one struct at one group of versions."""

    decoder: str
    encoder: str
    tag_decoder: str | None  # reads the known tagged fields; groups with the same ones share it


@dataclass
class ModuleParts:
    """What the emitters of one generated module have written so far."""

    structs: dict[str, str] = dataclass_field(default_factory=dict)  # struct format -> constant name
    functions: list[str] = dataclass_field(default_factory=list)
    # (struct class name, version) -> the functions of the version's layout group
    codecs: dict[tuple[str, int], Codecs] = dataclass_field(default_factory=dict)
    # struct class names whose one frozen default instance (_DEFAULT_<name>) the module defines
    shared_defaults: set[str] = dataclass_field(default_factory=set)

    def struct_constant(self, fmt: str) -> str:
        """The name of the module's precompiled Struct for `fmt`, defining it on first use."""
        if fmt not in self.structs:
            safe = fmt.lstrip(">").replace("?", "o").replace("16s", "u")
            self.structs[fmt] = f"_S_{safe}"
        return self.structs[fmt]

    def add_function(self, name: str, args: str, body: list[str]):
        self.functions.append(f"def {name}({args}):\n" + "\n".join(body) + "\n")


def version_suffix(versions: list[int]) -> str:
    """A function-name suffix for a group of versions: v3, v0_to_4, v0_to_2_and_5."""
    runs: list[list[int]] = []
    for version in versions:
        if runs and version == runs[-1][1] + 1:
            runs[-1][1] = version
        else:
            runs.append([version, version])
    return "v" + "_and_".join(str(low) if low == high else f"{low}_to_{high}" for low, high in runs)


def versions_used(message: MessageDef) -> dict[str, list[int]]:
    """The versions each struct of `message` travels at, ascending: the message at each of
    its valid versions, a nested struct wherever a field holding it is present."""
    used: dict[str, list[int]] = defaultdict(list)

    def visit(struct: StructDef, version: int):
        if version not in used[struct.class_name]:
            used[struct.class_name].append(version)
        for field in struct.fields:
            if field.is_struct and version in field.versions:
                visit(field.struct, version)

    for version in message.versions:
        visit(message.root, version)
    return used


def layout(message: MessageDef, struct: StructDef, version: int,
           codecs: dict[tuple[str, int], Codecs]) -> tuple:
    """Everything the code for `struct` at `version` depends on: whether the version is
    flexible, and the fields present, in wire order, each with its nullability, flexibility,
    tag and the layout group of its nested struct (from `codecs`, which holds the children's
    groups already). The fields absent at `version` follow from the ones present (they are
    decoded as defaults and, unless ignorable, refused on encode when set)."""
    flexible = version in message.flexible

    def describe(field: Field) -> tuple:
        nested = codecs[(field.struct.class_name, version)].decoder if field.is_struct else None
        return (
            field.attribute,
            field.tag if version in field.tagged_versions else None,
            version in field.nullable_versions,
            field_flexible(field, version, flexible),
            nested,
        )

    return (
        flexible,
        tuple(describe(f) for f in regular_fields(struct, version)),
        tuple(describe(f) for f in tagged_fields(struct, version, flexible)),
    )


def field_flexible(field: Field, version: int, flexible: bool) -> bool:
    """Whether `field` is written in the compact (flexible) encoding at `version`, where
    `flexible` says whether its message is: a field may name flexible versions of its own."""
    if field.flexible_versions is not None:
        return version in field.flexible_versions
    return flexible


def regular_fields(struct: StructDef, version: int) -> list[Field]:
    """The fields of `struct` present and not tagged at `version`, in wire order."""
    return [
        f for f in struct.fields if version in f.versions and version not in f.tagged_versions
    ]


def tagged_fields(struct: StructDef, version: int, flexible: bool) -> list[Field]:
    """The tagged fields of `struct` present at `version`, by ascending tag (none unless flexible)."""
    if not flexible:
        return []
    tagged = [f for f in struct.fields if version in f.versions and version in f.tagged_versions]
    return sorted(tagged, key=lambda f: f.tag)


def is_fixed(field: Field) -> bool:
    """Whether `field` has a fixed width on the wire, so it can join a run packed by one Struct."""
    return (not field.is_array) and field.type in FIXED_TYPES and field.struct is None


def has_length_prefix(field: Field) -> bool:
    """Whether the field starts with a length or count (string, bytes, records, array)."""
    return field.is_array or (field.struct is None and field.type not in FIXED_TYPES)


def run_format(run: list[Field]) -> str:
    """The struct format codes of a run of fixed-width fields, without byte order."""
    return "".join(FIXED_TYPES[f.type][0] for f in run)

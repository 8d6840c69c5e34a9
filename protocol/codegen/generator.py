"""Writes one Python module per API from the schemas: straight-line per-version codecs.

For every struct (message or nested) the versions it is used at are grouped by wire layout: the
fields present, in order, with their nullability, flexibility, tags and nested layouts. Each
group gets one decode and one encode function with no version branches inside, which every
version of the group points at in the class's `_DECODERS`/`_ENCODERS` tables (versions that
differ only in semantics, or only by fields absent from all of them, share their code). Runs of
fixed-width fields become one precompiled `struct.Struct`.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from kafkasim.protocol.codegen.schema import (
    FIXED_TYPES,
    Field,
    MessageDef,
    StructDef,
    Versions,
    load_message,
    module_name,
)

# Record/bytes payloads at least this large are passed through encode_chunks uncopied (uvloop's
# writelines hands them to writev as they are); smaller ones are cheaper to join. Issue 14: 4 KiB
# rather than 16 KiB made encode_chunks 1.26x faster on ProduceRequest with 100 B - 16 KiB
# batches. Once a chunk boundary cost only one join at the payload (write_payload), 1.5 KiB
# rather than 4 KiB made the varied FetchResponse (64 B - 4 KiB, 1.8 MB of records, so the copy
# is bound by memory, not cache) another ~1.2x faster; 1 KiB made the 1 KiB ProduceRequest
# 0.85x (CPU time, A/B in one process).
BIG_PAYLOAD = 1536
# Array elements are decoded/encoded inline in their parent's loop down to this depth (deeper
# ones call the element's function): FetchResponse topics -> partitions -> aborted
# transactions run with no call (issue 14: the call per aborted transaction cost ~10% of a
# varied FetchResponse decode). Encoders do not inline elements with tagged fields.
MAX_DECODE_INLINE_DEPTH = 3
MAX_ENCODE_INLINE_DEPTH = 3


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


def element_of(field: Field) -> Field:
    """One element of an array of strings/bytes/uuids, as a non-null, untagged field."""
    none = Versions.parse("none")
    return Field(
        name=field.name, type=field.element_type, versions=field.versions,
        nullable_versions=none, tagged_versions=none, tag=None, default=None, ignorable=False,
        flexible_versions=field.flexible_versions,
    )


def is_mutable_default(field: Field) -> bool:
    literal = default_literal(field)
    return literal == "[]" or literal.endswith("()")


def version_suffix(versions: list[int]) -> str:
    """A function-name suffix for a group of versions: v3, v0_to_4, v0_to_2_and_5."""
    runs: list[list[int]] = []
    for version in versions:
        if runs and version == runs[-1][1] + 1:
            runs[-1][1] = version
        else:
            runs.append([version, version])
    return "v" + "_and_".join(str(low) if low == high else f"{low}_to_{high}" for low, high in runs)


@dataclass(frozen=True)
class Codecs:
    """The names of the functions that read and write one struct at one group of versions."""

    decoder: str
    encoder: str
    tag_decoder: str | None  # reads the known tagged fields; groups with the same ones share it


class ModuleWriter:
    """Accumulates the source of one generated module."""

    def __init__(self, messages: list[MessageDef]):
        self.messages = messages
        self.structs: dict[str, str] = {}  # struct format -> constant name
        self.functions: list[str] = []
        # (struct class name, version) -> the functions of the version's layout group
        self.codecs: dict[tuple[str, int], Codecs] = {}
        self.shared_defaults: set[str] = set()
        self._rename_colliding_structs()

    # ----------------------------------------------------------------------------- naming
    def _rename_colliding_structs(self):
        owners: dict[str, list[tuple[MessageDef, StructDef]]] = defaultdict(list)
        for message in self.messages:
            for struct in message.structs:
                owners[struct.schema_name].append((message, struct))
        for name, entries in owners.items():
            if len({message.name for message, _ in entries}) > 1:
                for message, struct in entries:
                    struct.class_name = message.name + name

    def struct_constant(self, fmt: str) -> str:
        if fmt not in self.structs:
            safe = fmt.lstrip(">").replace("?", "o").replace("16s", "u")
            self.structs[fmt] = f"_S_{safe}"
        return self.structs[fmt]

    def add_function(self, name: str, args: str, body: list[str]):
        self.functions.append(f"def {name}({args}):\n" + "\n".join(body) + "\n")

    # ----------------------------------------------------------------------------- layouts
    @staticmethod
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

    def layout(self, message: MessageDef, struct: StructDef, version: int) -> tuple:
        """Everything the code for `struct` at `version` depends on: whether the version is
        flexible, and the fields present, in wire order, each with its nullability, flexibility,
        tag and the layout group of its nested struct. The fields absent at `version` follow
        from the ones present (they are decoded as defaults and, unless ignorable, refused on
        encode when set)."""
        flexible = version in message.flexible

        def describe(field: Field) -> tuple:
            nested = self.codecs[(field.struct.class_name, version)].decoder if field.is_struct else None
            return (
                field.attribute,
                field.tag if version in field.tagged_versions else None,
                version in field.nullable_versions,
                self.field_flexible(field, version, flexible),
                nested,
            )

        return (
            flexible,
            tuple(describe(f) for f in self.regular_fields(struct, version)),
            tuple(describe(f) for f in self.tagged_fields(struct, version, flexible)),
        )

    def generate_codecs(self, message: MessageDef):
        """Emit the decoders and encoders of every struct of `message`, children before parents
        (a parent's layout names its children's groups)."""
        used = self.versions_used(message)
        for struct in [*message.structs, message.root]:
            self.generate_struct_codecs(message, struct, used[struct.class_name])

    def generate_struct_codecs(self, message: MessageDef, struct: StructDef, versions_used: list[int]):
        """Group the versions of `struct` by layout and emit one decoder and one encoder per
        group, plus one reader of known tagged fields per group of versions that have the same
        tagged fields."""
        groups: dict[tuple, list[int]] = {}
        tag_groups: dict[tuple, list[int]] = {}
        for version in versions_used:
            layout = self.layout(message, struct, version)
            groups.setdefault(layout, []).append(version)
            if layout[2]:
                tag_groups.setdefault(layout[2], []).append(version)
        tag_decoders: dict[int, str] = {}
        for versions in tag_groups.values():
            name = f"_decode_tags_{struct.class_name}_{version_suffix(versions)}"
            tag_decoders.update(dict.fromkeys(versions, name))
        for versions in groups.values():
            suffix = f"{struct.class_name}_{version_suffix(versions)}"
            codecs = Codecs(f"_decode_{suffix}", f"_encode_{suffix}", tag_decoders.get(versions[0]))
            for version in versions:
                self.codecs[(struct.class_name, version)] = codecs

        def flexible(version: int) -> bool:
            return version in message.flexible

        def tag_decoder(version: int) -> list[str]:
            tagged = self.tagged_fields(struct, version, flexible(version))
            return self.tag_decoder_body(struct, version, tagged)

        def decoder(version: int) -> list[str]:
            return self.decoder_body(struct, version, flexible(version))

        def encoder(version: int) -> list[str]:
            return self.encoder_body(struct, version, flexible(version))

        for versions in tag_groups.values():
            self.add_group_function(tag_decoders[versions[0]], "self, buf, pos", versions, tag_decoder)
        for versions in groups.values():
            codecs = self.codecs[(struct.class_name, versions[0])]
            self.add_group_function(codecs.decoder, "buf, pos", versions, decoder)
            self.add_group_function(codecs.encoder, "o, out, big", versions, encoder)

    def add_group_function(self, name: str, args: str, versions: list[int], body: Callable[[int], list[str]]):
        """Write the function `name` that serves every version in `versions`, after checking that
        each of them really generates the same code (a layout key that missed a difference
        would otherwise silently encode one version like another)."""
        lines = body(versions[0])
        for version in versions[1:]:
            if body(version) != lines:
                raise AssertionError(f"{name}: versions {versions[0]} and {version} generate different code")
        self.add_function(name, args, lines)

    # ----------------------------------------------------------------------------- structure
    def field_flexible(self, field: Field, version: int, flexible: bool) -> bool:
        if field.flexible_versions is not None:
            return version in field.flexible_versions
        return flexible

    @staticmethod
    def regular_fields(struct: StructDef, version: int) -> list[Field]:
        return [
            f for f in struct.fields if version in f.versions and version not in f.tagged_versions
        ]

    @staticmethod
    def tagged_fields(struct: StructDef, version: int, flexible: bool) -> list[Field]:
        if not flexible:
            return []
        tagged = [f for f in struct.fields if version in f.versions and version in f.tagged_versions]
        return sorted(tagged, key=lambda f: f.tag)

    # ----------------------------------------------------------------------------- decoding
    def decoder_body(self, struct: StructDef, version: int, flexible: bool) -> list[str]:
        lines = ["    limit = len(buf)", f"    self = _new({struct.class_name})"]
        lines += self.decode_struct_fields(struct, version, flexible, "self", "    ", 0)
        lines.append("    return self, pos")
        return lines

    def decode_struct_fields(self, struct: StructDef, version: int, flexible: bool, obj: str,
                             indent: str, depth: int) -> list[str]:
        """Lines decoding every field of `struct` into the existing object `obj`."""
        lines = []
        regular = self.regular_fields(struct, version)
        tagged = self.tagged_fields(struct, version, flexible)
        present = {id(f) for f in regular}
        index = 0
        length_ready = False
        tag_byte_read = False
        while index < len(regular):
            run = []
            while index < len(regular) and self.is_fixed(regular[index], version):
                run.append(regular[index])
                index += 1
            if run:
                # One unpack_from also reads what follows the run when its size is known:
                # the next field's length prefix, or the struct's tagged-field count
                # (issue 14: a call to unpack_from costs as much as a few fields).
                following = regular[index] if index < len(regular) else None
                peek = None
                if following is not None and self.has_length_prefix(following):
                    peek = "varint" if self.field_flexible(following, version, flexible) else (
                        "h" if following.type == "string" else "i")
                elif following is None and flexible:
                    peek = "tag"
                lines += self.decode_fixed_run(run, obj, indent, peek)
                length_ready = peek in ("varint", "h", "i")
                tag_byte_read = peek == "tag"
                continue
            field = regular[index]
            lines += self.decode_value(
                field, version, self.field_flexible(field, version, flexible),
                f"{obj}.{field.attribute}", indent, depth, length_ready,
            )
            length_ready = False
            index += 1
        for field in struct.fields:
            if id(field) not in present:
                literal = default_literal(field)
                if field.is_struct and not field.is_array and literal != "None":
                    # Decoded messages share one default instance per struct type: building a
                    # fresh one per partition would dominate decode time. It is read-only.
                    literal = f"_DEFAULT_{field.struct.class_name}"
                    self.shared_defaults.add(field.struct.class_name)
                lines.append(f"{indent}{obj}.{field.attribute} = {literal}")
        if flexible:
            if tagged:
                tag_decoder = self.codecs[(struct.class_name, version)].tag_decoder
                reader = f"pos = {tag_decoder}({obj}, buf, pos)"
            else:
                reader = f"{obj}.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)"
            if tag_byte_read:
                # The fixed run before read the tagged-field count into _t and stepped past it.
                lines += [
                    f"{indent}if _t:",
                    f"{indent}    pos -= 1",
                    f"{indent}    {reader}",
                    f"{indent}else:",
                    f"{indent}    {obj}.unknown_tagged_fields = None",
                ]
            else:
                lines += [
                    f"{indent}if buf[pos]:",
                    f"{indent}    {reader}",
                    f"{indent}else:",
                    f"{indent}    pos += 1",
                    f"{indent}    {obj}.unknown_tagged_fields = None",
                ]
        else:
            lines.append(f"{indent}{obj}.unknown_tagged_fields = None")
        return lines

    def tag_decoder_body(self, struct: StructDef, version: int, tagged: list[Field]) -> list[str]:
        lines = [
            "    limit = len(buf)",
            "    count, pos = _read_uvarint(buf, pos)",
            "    unknown = None",
            "    for _ in range(count):",
            "        tag, pos = _read_uvarint(buf, pos)",
            "        size, pos = _read_uvarint(buf, pos)",
            "        tag_end = pos + size",
            "        if tag_end > limit:",
            "            raise _DecodeError('tagged field runs past the end of the buffer')",
        ]
        keyword = "if"
        for field in tagged:
            lines.append(f"        {keyword} tag == {field.tag}:")
            lines += self.decode_value(field, version, True, f"self.{field.attribute}", "            ")
            keyword = "elif"
        lines += [
            "        else:",
            "            if unknown is None:",
            "                unknown = {}",
            "            unknown[tag] = bytes(buf[pos:tag_end])",
            "        pos = tag_end",
            "    self.unknown_tagged_fields = unknown",
            "    return pos",
        ]
        return lines

    def is_fixed(self, field: Field, version: int) -> bool:
        return (not field.is_array) and field.type in FIXED_TYPES and field.struct is None

    @staticmethod
    def has_length_prefix(field: Field) -> bool:
        """Whether the field starts with a length or count (string, bytes, records, array)."""
        return field.is_array or (field.struct is None and field.type not in FIXED_TYPES)

    def decode_fixed_run(self, run: list[Field], obj: str = "self", indent: str = "    ",
                         peek: str | None = None) -> list[str]:
        """Lines unpacking a run of fixed-width fields with one precompiled Struct.

        `peek` reads on in the same call: "h"/"i" the next field's int16/int32 length into n,
        "varint" the first two bytes of its compact length into n (both exist in a well-formed
        flexible struct: the length, then at least the tagged-field count), "tag" the struct's
        tagged-field count into _t; pos ends past what was read.
        """
        fmt = ">" + "".join(FIXED_TYPES[f.type][0] for f in run)
        size = sum(FIXED_TYPES[f.type][1] for f in run)
        targets = []
        conversions = []
        for i, f in enumerate(run):
            if f.type == "uuid":
                targets.append(f"_u{i}")
                conversions.append(f"{indent}{obj}.{f.attribute} = _uuid(_u{i})")
            else:
                targets.append(f"{obj}.{f.attribute}")
        advance = [f"{indent}pos += {size}"]
        if peek in ("h", "i"):
            fmt += peek
            targets.append("n")
            advance = [f"{indent}pos += {size + (2 if peek == 'h' else 4)}"]
        elif peek == "tag":
            fmt += "B"
            targets.append("_t")
            advance = [f"{indent}pos += {size + 1}"]
        elif peek == "varint":
            fmt += "BB"
            targets += ["n", "_n2"]
            advance = [
                f"{indent}if n < 128:",
                f"{indent}    pos += {size + 1}",
                f"{indent}elif _n2 < 128:",
                f"{indent}    n = (n & 127) | (_n2 << 7)",
                f"{indent}    pos += {size + 2}",
                f"{indent}else:",
                f"{indent}    n, pos = _read_uvarint(buf, pos + {size})",
                f"{indent}n -= 1",
            ]
        constant = self.struct_constant(fmt)
        target = ", ".join(targets) + ("," if len(targets) == 1 else "")
        return [f"{indent}{target} = {constant}.unpack_from(buf, pos)"] + advance + conversions

    def read_length(self, flexible: bool, wide: bool, indent: str, var: str = "n") -> list[str]:
        """Lines that read a length/count into `var` (-1 for null) and advance pos."""
        if flexible:
            return [
                f"{indent}{var} = buf[pos]",
                f"{indent}if {var} < 128:",
                f"{indent}    pos += 1",
                f"{indent}elif buf[pos + 1] < 128:",  # two-byte varints: payloads up to 16 KiB
                f"{indent}    {var} = ({var} & 127) | (buf[pos + 1] << 7)",
                f"{indent}    pos += 2",
                f"{indent}else:",
                f"{indent}    {var}, pos = _read_uvarint(buf, pos)",
                f"{indent}{var} -= 1",
            ]
        if wide:
            return [f"{indent}{var}, = _I32.unpack_from(buf, pos)", f"{indent}pos += 4"]
        return [f"{indent}{var}, = _I16.unpack_from(buf, pos)", f"{indent}pos += 2"]

    def decode_value(self, field: Field, version: int, flexible: bool, target: str, indent: str,
                     depth: int = 0, length_ready: bool = False) -> list[str]:
        """Lines decoding one field into `target`; with `length_ready` its length prefix has
        been read into n already (see decode_fixed_run)."""
        nullable = version in field.nullable_versions
        where = f"{field.name}"
        if field.is_struct and not field.is_array:
            decoder = self.codecs[(field.struct.class_name, version)].decoder
            if nullable:
                return [
                    f"{indent}if buf[pos] == 255:",
                    f"{indent}    pos += 1",
                    f"{indent}    {target} = None",
                    f"{indent}else:",
                    f"{indent}    {target}, pos = {decoder}(buf, pos + 1)",
                ]
            return [f"{indent}{target}, pos = {decoder}(buf, pos)"]
        if field.is_array:
            lines = [] if length_ready else self.read_length(flexible, True, indent)
            null_lines = (
                [f"{indent}    {target} = None"]
                if nullable
                else [f"{indent}    raise _DecodeError('non-nullable array {where} is null')"]
            )
            # Empty arrays (most aborted-transaction lists, most tagged-field-free requests)
            # skip the loop's set-up.
            lines += [f"{indent}if n == 0:", f"{indent}    {target} = []",
                      f"{indent}elif n < 0:"] + null_lines + [f"{indent}else:"]
            inner = indent + "    "
            element = field.element_type
            items, item, append = f"items{depth}", f"item{depth}", f"append{depth}"
            if field.is_struct:
                decoder = self.codecs[(field.struct.class_name, version)].decoder
                lines += [
                    f"{inner}if n > limit - pos:",
                    f"{inner}    raise _DecodeError('array {where} claims more elements than bytes')",
                    f"{inner}{items} = []",
                    f"{inner}{append} = {items}.append",
                    f"{inner}for _ in range(n):",
                ]
                if depth < MAX_DECODE_INLINE_DEPTH:
                    # Element decoding inlined into the loop: one Python call less per element.
                    lines.append(f"{inner}    {item} = _new({field.struct.class_name})")
                    lines += self.decode_struct_fields(
                        field.struct, version, flexible, item, inner + "    ", depth + 1
                    )
                else:
                    lines.append(f"{inner}    {item}, pos = {decoder}(buf, pos)")
                lines += [f"{inner}    {append}({item})", f"{inner}{target} = {items}"]
            elif element in FIXED_TYPES and element != "uuid":
                code, size = FIXED_TYPES[element]
                lines += [
                    f"{inner}{target} = list(_unpack_from('>%d{code}' % n, buf, pos))",
                    f"{inner}pos += n * {size}",
                ]
            else:
                element_field = element_of(field)
                lines += [
                    f"{inner}if n > limit - pos:",
                    f"{inner}    raise _DecodeError('array {where} claims more elements than bytes')",
                    f"{inner}{items} = []",
                    f"{inner}for _ in range(n):",
                ]
                if element == "uuid":
                    lines += [f"{inner}    {item} = _uuid(bytes(buf[pos:pos + 16]))", f"{inner}    pos += 16"]
                else:
                    lines += self.decode_value(element_field, version, flexible, item, inner + "    ", depth + 1)
                lines += [f"{inner}    {items}.append({item})", f"{inner}{target} = {items}"]
            return lines
        kind = field.type
        if kind in FIXED_TYPES:
            code, size = FIXED_TYPES[kind]
            constant = self.struct_constant(">" + code)
            if kind == "uuid":
                return [f"{indent}{target} = _uuid(bytes(buf[pos:pos + 16]))", f"{indent}pos += 16"]
            return [f"{indent}{target}, = {constant}.unpack_from(buf, pos)", f"{indent}pos += {size}"]
        wide = kind != "string"
        lines = [] if length_ready else self.read_length(flexible, wide, indent)
        null_lines = (
            [f"{indent}    {target} = None"]
            if nullable
            else [f"{indent}    raise _DecodeError('non-nullable field {where} is null')"]
        )
        # Invalid UTF-8 becomes U+FFFD, as Java's String(bytes, UTF_8) in Kafka's generated
        # readers does: a request with a malformed string is served, not dropped.
        value = "str(buf[pos:end], 'utf-8', 'replace')" if kind == "string" else "buf[pos:end]"
        lines += [f"{indent}if n < 0:"] + null_lines + [
            f"{indent}else:",
            f"{indent}    end = pos + n",
            f"{indent}    if end > limit:",
            f"{indent}        raise _DecodeError('field {where} runs past the end of the buffer')",
            f"{indent}    {target} = {value}",
            f"{indent}    pos = end",
        ]
        return lines

    # ----------------------------------------------------------------------------- encoding
    def encoder_body(self, struct: StructDef, version: int, flexible: bool) -> list[str]:
        return ["    w = out.append"] + self.encode_struct_fields(struct, version, flexible, "o", "    ", 0)

    def encode_struct_fields(self, struct: StructDef, version: int, flexible: bool, obj: str,
                             indent: str, depth: int) -> list[str]:
        """Lines encoding every field of the object `obj` (of `struct`) onto `out`."""
        lines = []
        regular = self.regular_fields(struct, version)
        tagged = self.tagged_fields(struct, version, flexible)
        present = {id(f) for f in regular} | {id(f) for f in tagged}
        for field in struct.fields:
            if id(field) in present or field.ignorable:
                continue
            # The error names no version: one encoder serves every version of its layout group
            # (Message.encode puts the message name and the version asked for in front).
            lines += [
                f"{indent}if {self.differs_from_default(field, obj + '.' + field.attribute)}:",
                f"{indent}    raise _UnsupportedVersionError('{struct.class_name}.{field.attribute} is "
                f"set, but only versions {field.versions} have it')",
            ]
        # Fixed-width fields in runs, other fields alone; an array between two runs that is
        # empty costs no pack of its own (encode_array_between_runs).
        segments: list[list[Field] | Field] = []
        for field in regular:
            if self.is_fixed(field, version):
                if segments and isinstance(segments[-1], list):
                    segments[-1].append(field)
                else:
                    segments.append([field])
            else:
                segments.append(field)

        def pack_values(run: list[Field]) -> str:
            return ", ".join(
                f"{obj}.{f.attribute}.bytes" if f.type == "uuid" else f"{obj}.{f.attribute}" for f in run
            )

        def run_format(run: list[Field]) -> str:
            return "".join(FIXED_TYPES[f.type][0] for f in run)

        index = 0
        while index < len(segments):
            segment = segments[index]
            if isinstance(segment, list):
                following = segments[index + 1] if index + 1 < len(segments) else None
                after = segments[index + 2] if index + 2 < len(segments) else None
                if isinstance(following, Field) and following.is_array and isinstance(after, list):
                    lines += self.encode_array_between_runs(
                        segment, following, after, version, flexible, obj, indent,
                        f"{struct.class_name}.{following.attribute}", depth, pack_values, run_format,
                    )
                    index += 3
                    continue
                fmt = ">" + run_format(segment)
                lines.append(f"{indent}w({self.struct_constant(fmt)}.pack({pack_values(segment)}))")
                index += 1
                continue
            field = segment
            lines += self.encode_value(
                field, version, self.field_flexible(field, version, flexible),
                f"{obj}.{field.attribute}", indent, f"{struct.class_name}.{field.attribute}", depth=depth,
            )
            index += 1
        if flexible:
            unknown = f"{obj}.unknown_tagged_fields"
            if tagged:
                lines.append(f"{indent}tags = None")
                for field in tagged:
                    value = f"{obj}.{field.attribute}"
                    lines.append(f"{indent}if {self.differs_from_default(field, value)}:")
                    if field.is_struct and not field.is_array and version not in field.nullable_versions:
                        # The struct's encoder writes onto a list of its own: nothing to swap.
                        encoder = self.codecs[(field.struct.class_name, version)].encoder
                        lines += [f"{indent}    sub = []", f"{indent}    {encoder}({value}, sub, None)"]
                    else:
                        lines += [
                            f"{indent}    sub = []",
                            f"{indent}    outer, outer_big, out, big = out, big, sub, None",
                            f"{indent}    w = sub.append",
                        ]
                        lines += self.encode_value(field, version, True, value, indent + "    ",
                                                   f"{struct.class_name}.{field.attribute}", tagged=True)
                        lines += [
                            f"{indent}    out, big = outer, outer_big",
                            f"{indent}    w = out.append",
                        ]
                    lines.append(f"{indent}    tags = [*(tags or ()), ({field.tag}, b''.join(sub))]")
                # Known tagged fields alone (the usual case) are written here, in the ascending
                # tag order they were gathered in; with unknown ones write_tags merges them.
                lines += [
                    f"{indent}if tags is None and not {unknown}:",
                    f"{indent}    w(b'\\x00')",
                    f"{indent}elif not {unknown}:",
                    f"{indent}    w(_SMALL_UVARINTS[len(tags)])",
                    f"{indent}    for tag, data in tags:",
                    f"{indent}        size = len(data)",
                    f"{indent}        w(_SMALL_UVARINTS[tag])",
                    f"{indent}        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))",
                    f"{indent}        w(data)",
                    f"{indent}else:",
                    f"{indent}    _write_tags(tags or [], {unknown}, w)",
                ]
            else:
                lines += [
                    f"{indent}if {unknown}:",
                    f"{indent}    _write_tags([], {unknown}, w)",
                    f"{indent}else:",
                    f"{indent}    w(b'\\x00')",
                ]
        return lines

    def encode_array_between_runs(self, before: list[Field], field: Field, after: list[Field], version: int,
                                  flexible: bool, obj: str, indent: str, label: str, depth: int,
                                  pack_values, run_format) -> list[str]:
        """Lines writing a run of fixed-width fields, the array `field` and the run after it.
        An empty or null array (FetchResponse aborted transactions, mostly)
        writes its count inside one pack with both runs; otherwise each run is packed alone
        around the array (issue 14: one pack call costs as much as several fields)."""
        array_flexible = self.field_flexible(field, version, flexible)
        nullable = version in field.nullable_versions
        count_code = "B" if array_flexible else "i"
        empty, null = ("1", "0") if array_flexible else ("0", "-1")
        items = f"items{depth}"
        whole = self.struct_constant(">" + run_format(before) + count_code + run_format(after))
        values = [pack_values(before)]
        if nullable:
            values.append(f"{null} if {items} is None else {empty}")
            condition = f"not {items}"
        else:
            values.append(empty)
            condition = f"not {items} and {items} is not None"
        values.append(pack_values(after))
        lines = [
            f"{indent}{items} = {obj}.{field.attribute}",
            f"{indent}if {condition}:",
            f"{indent}    w({whole}.pack({', '.join(values)}))",
            f"{indent}else:",
            f"{indent}    w({self.struct_constant('>' + run_format(before))}.pack({pack_values(before)}))",
        ]
        lines += self.encode_value(field, version, array_flexible, f"{obj}.{field.attribute}",
                                   indent + "    ", label, depth=depth)
        lines.append(f"{indent}    w({self.struct_constant('>' + run_format(after))}.pack({pack_values(after)}))")
        return lines

    @staticmethod
    def is_simple_struct_field(field: Field) -> bool:
        """A non-null struct field whose members are all scalars: its default can be one shared,
        frozen instance (assigning a new struct is how such a field is changed)."""
        return (
            field.is_struct
            and not field.is_array
            and field.default != "null"
            and all(not m.is_struct and not m.is_array for m in field.struct.fields)
        )

    def differs_from_default(self, field: Field, value: str) -> str:
        literal = default_literal(field)
        if field.is_struct and not field.is_array and literal != "None":
            self.shared_defaults.add(field.struct.class_name)
            shared = f"_DEFAULT_{field.struct.class_name}"
            members = field.struct.fields
            if all(not m.is_struct and not m.is_array for m in members):
                # Spelled out field by field, the value read once: this runs per partition on
                # the fetch path, where a response built field by field holds fresh default
                # instances (issue 14: reading item.current_leader four times per check cost
                # ~10% of a varied FetchResponse encode).
                checks = " or ".join(f"_d.{m.attribute} != {default_literal(m)}" for m in members)
                return f"((_d := {value}) is not {shared} and ({checks} or _d.unknown_tagged_fields))"
            return f"({value} is not {shared} and {value} != {shared})"
        if literal == "None":
            return f"{value} is not None"
        if literal == "[]":
            return value
        return f"{value} != {literal}"

    def write_length(self, flexible: bool, wide: bool, expression: str, indent: str) -> list[str]:
        if flexible:
            return [
                f"{indent}size = {expression} + 1",
                f"{indent}w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))",
            ]
        return [f"{indent}w({'_I32' if wide else '_I16'}.pack({expression}))"]

    def write_payload(self, flexible: bool, wide: bool, indent: str) -> list[str]:
        """Lines writing the length of the bytes-like `v` and `v` itself; one of at least
        BIG_PAYLOAD bytes goes onto encode_chunks' list `big` uncopied, after what `out` holds
        so far joined into one chunk (Message.encode_chunks)."""
        passed_through = [
            f"{indent}    big += (_join(out), v)",
            f"{indent}    out.clear()",
        ]
        if flexible and BIG_PAYLOAD < 16384:
            # A payload below BIG_PAYLOAD has a one- or two-byte length, in the table.
            return [
                f"{indent}n = len(v)",
                f"{indent}if n < {BIG_PAYLOAD}:",
                f"{indent}    w(_SMALL_UVARINTS[n + 1])",
                f"{indent}    w(v)",
                f"{indent}else:",
                *self.write_length(flexible, wide, "n", indent + "    "),
                f"{indent}    if big is None:",
                f"{indent}        w(v)",
                f"{indent}    else:",
                *["    " + line for line in passed_through],
            ]
        return [
            f"{indent}n = len(v)",
            *self.write_length(flexible, wide, "n", indent),
            f"{indent}if n >= {BIG_PAYLOAD} and big is not None:",
            *passed_through,
            f"{indent}else:",
            f"{indent}    w(v)",
        ]

    def null_marker(self, flexible: bool, wide: bool) -> str:
        if flexible:
            return "b'\\x00'"
        return "b'\\xff\\xff\\xff\\xff'" if wide else "b'\\xff\\xff'"

    def encode_value(self, field: Field, version: int, flexible: bool, value: str, indent: str,
                     label: str, tagged: bool = False, depth: int = 0) -> list[str]:
        """Lines writing `value` (the field `label`, as errors name it) at `version`."""
        nullable = version in field.nullable_versions
        if field.nullable_versions.empty:
            refusal = f"{label} is None, but it cannot be null"
        else:
            refusal = f"{label} is None, but only versions {field.nullable_versions} allow null"
        not_null_error = f"{indent}    raise _UnsupportedVersionError({refusal!r})"
        if field.is_struct and not field.is_array:
            encoder = self.codecs[(field.struct.class_name, version)].encoder
            if nullable:
                return [
                    f"{indent}if {value} is None:",
                    f"{indent}    w(b'\\xff')",
                    f"{indent}else:",
                    f"{indent}    w(b'\\x01')",
                    f"{indent}    {encoder}({value}, out, big)",
                ]
            return [f"{indent}{encoder}({value}, out, big)"]
        if field.is_array:
            items, item = f"items{depth}", f"item{depth}"
            # Empty arrays (most aborted-transaction lists) write their constant length alone.
            empty = "b'\\x01'" if flexible else "b'\\x00\\x00\\x00\\x00'"
            lines = [f"{indent}{items} = {value}", f"{indent}if not {items}:",
                     f"{indent}    if {items} is None:"]
            lines += ([f"{indent}        w({self.null_marker(flexible, True)})"] if nullable
                      else ["    " + not_null_error])
            lines += [f"{indent}    else:", f"{indent}        w({empty})"]
            lines.append(f"{indent}else:")
            inner = indent + "    "
            lines += self.write_length(flexible, True, f"len({items})", inner)
            element = field.element_type
            if field.is_struct:
                encoder = self.codecs[(field.struct.class_name, version)].encoder
                lines.append(f"{inner}for {item} in {items}:")
                if depth < MAX_ENCODE_INLINE_DEPTH and not tagged:
                    lines += self.encode_struct_fields(
                        field.struct, version, flexible, item, inner + "    ", depth + 1
                    )
                else:
                    lines.append(f"{inner}    {encoder}({item}, out, big)")
            elif element in FIXED_TYPES and element != "uuid":
                code, _ = FIXED_TYPES[element]
                lines += [f"{inner}w(_pack('>%d{code}' % len({items}), *{items}))"]
            elif element == "uuid":
                lines += [f"{inner}for {item} in {items}:", f"{inner}    w({item}.bytes)"]
            else:
                element_field = element_of(field)
                lines += [f"{inner}for {item} in {items}:"]
                lines += self.encode_value(element_field, version, flexible, item, inner + "    ",
                                           f"an element of {label}", depth=depth + 1)
            return lines
        kind = field.type
        if kind in FIXED_TYPES:
            code, _ = FIXED_TYPES[kind]
            if kind == "uuid":
                return [f"{indent}w({value}.bytes)"]
            return [f"{indent}w({self.struct_constant('>' + code)}.pack({value}))"]
        wide = kind != "string"
        null_lines = [f"{indent}    w({self.null_marker(flexible, wide)})"] if nullable else [not_null_error]
        if kind == "records" and not tagged:
            # A records field may be one buffer or a list of buffers (batches kept apart in the
            # log); bytes and memoryview, the usual two, are tested for first.
            lines = [f"{indent}v = {value}", f"{indent}if (_k := type(v)) is bytes or _k is memoryview:"]
            lines += self.write_payload(flexible, wide, indent + "    ")
            lines += [f"{indent}elif v is None:", *null_lines]
            lines += [
                f"{indent}elif _k is list or _k is tuple:",
                f"{indent}    n = 0",
                f"{indent}    for piece in v:",
                f"{indent}        n += len(piece)",
            ]
            lines += self.write_length(flexible, wide, "n", indent + "    ")
            lines += [
                f"{indent}    for piece in v:",
                f"{indent}        if len(piece) >= {BIG_PAYLOAD} and big is not None:",
                f"{indent}            big += (_join(out), piece)",
                f"{indent}            out.clear()",
                f"{indent}        else:",
                f"{indent}            w(piece)",
                f"{indent}else:",
            ]
            lines += self.write_payload(flexible, wide, indent + "    ")
            return lines
        lines = [f"{indent}v = {value}", f"{indent}if v is None:", *null_lines, f"{indent}else:"]
        inner = indent + "    "
        if kind == "string":
            lines += [f"{inner}v = v.encode()"]
            lines += self.write_length(flexible, wide, "len(v)", inner)
            lines += [f"{inner}w(v)"]
        elif tagged:
            lines += self.write_length(flexible, wide, "len(v)", inner)
            lines += [f"{inner}w(v)"]
        else:
            lines += self.write_payload(flexible, wide, inner)
        return lines

    # ----------------------------------------------------------------------------- classes
    def class_doc(self, message: MessageDef, struct: StructDef, is_root: bool) -> str:
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

    def class_source(self, message: MessageDef, struct: StructDef, is_root: bool) -> str:
        names = [f.attribute for f in struct.fields]
        slots = tuple(names + ["unknown_tagged_fields"])
        lines = [f"class {struct.class_name}(_Message):"]
        lines.append(f'    """{self.class_doc(message, struct, is_root)}"""')
        lines.append("")
        lines.append(f"    __slots__ = {slots!r}")
        lines.append(f"    _FIELDS = {tuple(names)!r}")
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
            if self.is_simple_struct_field(field):
                self.shared_defaults.add(field.struct.class_name)
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

    def render(self) -> str:
        sources = ", ".join(f"schemas/{m.source}" for m in self.messages)
        header = [
            f'"""Generated from {sources} by kafkasim.protocol.codegen. Do not edit."""',
            "",
            "from __future__ import annotations",
            "",
            "import struct as _struct",
            "import uuid",
            "",
            "from ..codec import ZERO_UUID as _ZERO_UUID",
            "from ..codec import DecodeError as _DecodeError",
            "from ..codec import Message as _Message",
            "from ..codec import UnsupportedVersionError as _UnsupportedVersionError",
            "from ..codec import read_uvarint as _read_uvarint",
            "from ..codec import uuid_from_bytes as _uuid",
            "from ..codec import uvarint_bytes as _uvarint_bytes",
            "from ..codec import SMALL_UVARINTS as _SMALL_UVARINTS",
            "from ..codec import read_unknown_tags as _read_unknown_tags",
            "from ..codec import write_tags as _write_tags",
            "from ..codec import UNSET as _UNSET",
            "from ..codec import frozen_default as _frozen_default",
            "",
            "_new = object.__new__",
            "_pack = _struct.pack",
            "_join = b''.join",
            "_unpack_from = _struct.unpack_from",
            "_I16 = _struct.Struct('>h')",
            "_I32 = _struct.Struct('>i')",
        ]
        tables = []
        for message in self.messages:
            self.generate_codecs(message)
        classes = []
        for message in self.messages:
            for struct in message.structs:
                classes.append(self.class_source(message, struct, False))
            classes.append(self.class_source(message, message.root, True))
        # Every struct is defined before its parents (children first), so a shared default
        # can follow its class directly and be used in the parents' __init__ signatures.
        classes = [
            source + (
                f"\n\n_DEFAULT_{name} = _frozen_default({name})\n"
                if (name := source.split("(", 1)[0].removeprefix("class ")) in self.shared_defaults
                else ""
            )
            for source in classes
        ]
        for message in self.messages:
            for struct in [*message.structs, message.root]:
                decoders = []
                encoders = []
                for version in range(0, (message.valid.high or 0) + 1):
                    codec = self.codecs.get((struct.class_name, version)) if version >= message.valid.low else None
                    decoders.append(codec.decoder if codec else "None")
                    encoders.append(codec.encoder if codec else "None")
                tables.append(f"{struct.class_name}._DECODERS = ({', '.join(decoders)},)")
                tables.append(f"{struct.class_name}._ENCODERS = ({', '.join(encoders)},)")
        constants = [f"{name} = _struct.Struct({fmt!r})" for fmt, name in sorted(self.structs.items(), key=lambda kv: kv[1])]
        exported = [s.class_name for m in self.messages for s in [*m.structs, m.root]]
        parts = [
            "\n".join(header + constants),
            "__all__ = [\n" + "".join(f"    {name!r},\n" for name in exported) + "]",
            *classes,
            *self.functions,
            "\n".join(tables),
        ]
        return "\n\n".join(parts) + "\n"


def group_schemas(schema_dir: Path) -> dict[str, list[MessageDef]]:
    """Messages by generated module name, request before response."""
    modules: dict[str, list[MessageDef]] = defaultdict(list)
    for path in sorted(schema_dir.glob("*.json")):
        message = load_message(path)
        modules[module_name(message.name)].append(message)
    for messages in modules.values():
        messages.sort(key=lambda m: (m.kind != "request", m.name))
    return dict(sorted(modules.items()))


def render_registry(modules: dict[str, list[MessageDef]]) -> str:
    lines = [
        '"""Generated from every schema in schemas/ by kafkasim.protocol.codegen. Do not edit.',
        "",
        "Registry of every generated request and response class by API key.",
        '"""',
        "",
    ]
    for name, messages in modules.items():
        classes = ", ".join(m.name for m in messages)
        lines.append(f"from .{name} import {classes}")
    requests = []
    responses = []
    names = []
    for messages in modules.values():
        for message in messages:
            if message.kind == "request":
                requests.append(f"    {message.api_key}: {message.name},")
                names.append(f"    {message.api_key}: {message.name[: -len('Request')]!r},")
            elif message.kind == "response":
                responses.append(f"    {message.api_key}: {message.name},")
    lines += ["", "REQUESTS = {", *sorted(requests, key=_key), "}", ""]
    lines += ["RESPONSES = {", *sorted(responses, key=_key), "}", ""]
    lines += ["API_NAMES = {", *sorted(names, key=_key), "}"]
    return "\n".join(lines) + "\n"


def _key(line: str) -> int:
    return int(line.split(":")[0])


def generate(schema_dir: Path, out_dir: Path) -> list[Path]:
    """Write every module for the schemas in `schema_dir` into `out_dir`; return the paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    modules = group_schemas(schema_dir)
    written = []
    for name, messages in modules.items():
        path = out_dir / f"{name}.py"
        path.write_text(ModuleWriter(messages).render())
        written.append(path)
    registry = out_dir / "__init__.py"
    registry.write_text(render_registry(modules))
    written.append(registry)
    return written

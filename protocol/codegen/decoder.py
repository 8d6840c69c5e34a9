"""The decoder emitter: the source of the functions that read a struct from a frame.

One decoder per layout group of a struct (see layout), straight-line: runs of fixed-width
fields are one `unpack_from` that also reads what follows when its size is known, elements of
arrays are decoded inline in their parent's loop down to MAX_DECODE_INLINE_DEPTH, fields absent
at the version are set to their defaults, and known tagged fields are read by a function per
group of versions with the same ones (`tag_decoder_body`).
"""

from __future__ import annotations

from kafkasim.protocol.codegen.fields import default_literal, element_of
from kafkasim.protocol.codegen.layout import (
    ModuleParts,
    field_flexible,
    has_length_prefix,
    is_fixed,
    regular_fields,
    run_format,
    tagged_fields,
)
from kafkasim.protocol.codegen.schema import FIXED_TYPES, Field, StructDef

# Array elements are decoded inline in their parent's loop down to this depth (deeper ones call
# the element's function): FetchResponse topics -> partitions -> aborted transactions run with
# no call (issue 14: the call per aborted transaction cost ~10% of a varied FetchResponse decode).
MAX_DECODE_INLINE_DEPTH = 3


class DecoderEmitter:
    """Writes decoder bodies for one module, adding its Struct constants and shared defaults
    to `parts` and naming nested structs' decoders from `parts.codecs`."""

    def __init__(self, parts: ModuleParts):
        self.parts = parts

    def decoder_body(self, struct: StructDef, version: int, flexible: bool) -> list[str]:
        """The body of `(buf, pos) -> (instance, pos)` reading `struct` as it travels at `version`."""
        lines = ["    limit = len(buf)", f"    self = _new({struct.class_name})"]
        lines += self.decode_struct_fields(struct, version, flexible, "self", "    ", 0)
        lines.append("    return self, pos")
        return lines

    def decode_struct_fields(self, struct: StructDef, version: int, flexible: bool, obj: str,
                             indent: str, depth: int) -> list[str]:
        """Lines decoding every field of `struct` into the existing object `obj`."""
        lines = []
        regular = regular_fields(struct, version)
        tagged = tagged_fields(struct, version, flexible)
        present = {id(f) for f in regular}
        index = 0
        length_ready = False
        tag_byte_read = False
        while index < len(regular):
            run = []
            while index < len(regular) and is_fixed(regular[index]):
                run.append(regular[index])
                index += 1
            if run:
                # One unpack_from also reads what follows the run when its size is known:
                # the next field's length prefix, or the struct's tagged-field count
                # (issue 14: a call to unpack_from costs as much as a few fields).
                following = regular[index] if index < len(regular) else None
                peek = None
                if following is not None and has_length_prefix(following):
                    peek = "varint" if field_flexible(following, version, flexible) else (
                        "h" if following.type == "string" else "i")
                elif following is None and flexible:
                    peek = "tag"
                lines += self.decode_fixed_run(run, obj, indent, peek)
                length_ready = peek in ("varint", "h", "i")
                tag_byte_read = peek == "tag"
                continue
            field = regular[index]
            lines += self.decode_value(
                field, version, field_flexible(field, version, flexible),
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
                    self.parts.shared_defaults.add(field.struct.class_name)
                lines.append(f"{indent}{obj}.{field.attribute} = {literal}")
        if flexible:
            if tagged:
                tag_decoder = self.parts.codecs[(struct.class_name, version)].tag_decoder
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
        fmt = ">" + run_format(run)
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
        constant = self.parts.struct_constant(fmt)
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
            decoder = self.parts.codecs[(field.struct.class_name, version)].decoder
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
                decoder = self.parts.codecs[(field.struct.class_name, version)].decoder
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
            constant = self.parts.struct_constant(">" + code)
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


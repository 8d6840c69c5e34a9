"""The encoder emitter: the source of the functions that write a struct onto a list of chunks.

One encoder per layout group of a struct (see layout), straight-line: runs of fixed-width
fields are one `pack` (an empty array between two runs joins them), elements of arrays are
encoded inline in their parent's loop down to MAX_ENCODE_INLINE_DEPTH, a field absent at the
version is refused when set, tagged fields are gathered and written in tag order, and record
and bytes payloads of BIG_PAYLOAD bytes or more are handed to encode_chunks uncopied.
"""

from __future__ import annotations

from kafkasim.protocol.codegen.fields import default_literal, element_of
from kafkasim.protocol.codegen.layout import (
    ModuleParts,
    field_flexible,
    is_fixed,
    regular_fields,
    run_format,
    tagged_fields,
)
from kafkasim.protocol.codegen.schema import FIXED_TYPES, Field, StructDef

# Record/bytes payloads at least this large are passed through encode_chunks uncopied (uvloop's
# writelines hands them to writev as they are); smaller ones are cheaper to join. Issue 14: 4 KiB
# rather than 16 KiB made encode_chunks 1.26x faster on ProduceRequest with 100 B - 16 KiB
# batches. Once a chunk boundary cost only one join at the payload (write_payload), 1.5 KiB
# rather than 4 KiB made the varied FetchResponse (64 B - 4 KiB, 1.8 MB of records, so the copy
# is bound by memory, not cache) another ~1.2x faster; 1 KiB made the 1 KiB ProduceRequest
# 0.85x (CPU time, A/B in one process).
BIG_PAYLOAD = 1536
# Array elements are encoded inline in their parent's loop down to this depth (deeper ones call
# the element's function), as decoders do (decoder.MAX_DECODE_INLINE_DEPTH). Encoders do not
# inline elements with tagged fields.
MAX_ENCODE_INLINE_DEPTH = 3


def pack_values(obj: str, run: list[Field]) -> str:
    """The arguments of the pack of a run of fixed-width fields of the object `obj`."""
    return ", ".join(
        f"{obj}.{f.attribute}.bytes" if f.type == "uuid" else f"{obj}.{f.attribute}" for f in run
    )


class EncoderEmitter:
    """Writes encoder bodies for one module, adding its Struct constants and shared defaults
    to `parts` and naming nested structs' encoders from `parts.codecs`."""

    def __init__(self, parts: ModuleParts):
        self.parts = parts

    def encoder_body(self, struct: StructDef, version: int, flexible: bool) -> list[str]:
        """The body of `(o, out, big)` appending `o` (a `struct`) at `version` to the chunk list
        `out`, with payloads for encode_chunks' list `big` when it is not None (write_payload)."""
        return ["    w = out.append"] + self.encode_struct_fields(struct, version, flexible, "o", "    ", 0)

    def encode_struct_fields(self, struct: StructDef, version: int, flexible: bool, obj: str,
                             indent: str, depth: int) -> list[str]:
        """Lines encoding every field of the object `obj` (of `struct`) onto `out`."""
        lines = []
        regular = regular_fields(struct, version)
        tagged = tagged_fields(struct, version, flexible)
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
            if is_fixed(field):
                if segments and isinstance(segments[-1], list):
                    segments[-1].append(field)
                else:
                    segments.append([field])
            else:
                segments.append(field)

        index = 0
        while index < len(segments):
            segment = segments[index]
            if isinstance(segment, list):
                following = segments[index + 1] if index + 1 < len(segments) else None
                after = segments[index + 2] if index + 2 < len(segments) else None
                if isinstance(following, Field) and following.is_array and isinstance(after, list):
                    lines += self.encode_array_between_runs(
                        segment, following, after, version, flexible, obj, indent,
                        f"{struct.class_name}.{following.attribute}", depth,
                    )
                    index += 3
                    continue
                fmt = ">" + run_format(segment)
                lines.append(f"{indent}w({self.parts.struct_constant(fmt)}.pack({pack_values(obj, segment)}))")
                index += 1
                continue
            field = segment
            lines += self.encode_value(
                field, version, field_flexible(field, version, flexible),
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
                        encoder = self.parts.codecs[(field.struct.class_name, version)].encoder
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
                                  flexible: bool, obj: str, indent: str, label: str, depth: int) -> list[str]:
        """Lines writing a run of fixed-width fields, the array `field` and the run after it.
        An empty or null array (FetchResponse aborted transactions, mostly)
        writes its count inside one pack with both runs; otherwise each run is packed alone
        around the array (issue 14: one pack call costs as much as several fields)."""
        array_flexible = field_flexible(field, version, flexible)
        nullable = version in field.nullable_versions
        count_code = "B" if array_flexible else "i"
        empty, null = ("1", "0") if array_flexible else ("0", "-1")
        items = f"items{depth}"
        whole = self.parts.struct_constant(">" + run_format(before) + count_code + run_format(after))
        values = [pack_values(obj, before)]
        if nullable:
            values.append(f"{null} if {items} is None else {empty}")
            condition = f"not {items}"
        else:
            values.append(empty)
            condition = f"not {items} and {items} is not None"
        values.append(pack_values(obj, after))
        lines = [
            f"{indent}{items} = {obj}.{field.attribute}",
            f"{indent}if {condition}:",
            f"{indent}    w({whole}.pack({', '.join(values)}))",
            f"{indent}else:",
            f"{indent}    w({self.parts.struct_constant('>' + run_format(before))}.pack({pack_values(obj, before)}))",
        ]
        lines += self.encode_value(field, version, array_flexible, f"{obj}.{field.attribute}",
                                   indent + "    ", label, depth=depth)
        lines.append(f"{indent}    w({self.parts.struct_constant('>' + run_format(after))}.pack({pack_values(obj, after)}))")
        return lines


    def differs_from_default(self, field: Field, value: str) -> str:
        literal = default_literal(field)
        if field.is_struct and not field.is_array and literal != "None":
            self.parts.shared_defaults.add(field.struct.class_name)
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
            encoder = self.parts.codecs[(field.struct.class_name, version)].encoder
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
                encoder = self.parts.codecs[(field.struct.class_name, version)].encoder
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
            return [f"{indent}w({self.parts.struct_constant('>' + code)}.pack({value}))"]
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


"""Writes one Python module per API from the schemas: straight-line per-version codecs.

For every struct (message or nested) the versions it is used at are grouped by wire layout: the
fields present, in order, with their nullability, flexibility, tags and nested layouts. Each
group gets one decode and one encode function with no version branches inside, which every
version of the group points at in the class's `_DECODERS`/`_ENCODERS` tables (versions that
differ only in semantics, or only by fields absent from all of them, share their code). Runs of
fixed-width fields become one precompiled `struct.Struct`.

This module owns the module writer, which ties the others together: it groups versions by
layout (layout), has the decoder and encoder emitters write each group's functions (decoder,
encoder), writes the classes (classes, with the fields' defaults from fields) and assembles the
module and the registry of every message by API key.

A module is written in two: its classes (`messages/fetch.py`) and its codecs
(`messages/codecs/fetch.py`, six times the lines), which a class imports on its first encode or
decode, handing them its classes (`attach`). A process compiles and loads only the codecs of
the APIs it serves or sends.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from kafkasim.protocol.codegen.classes import class_source
from kafkasim.protocol.codegen.decoder import DecoderEmitter
from kafkasim.protocol.codegen.encoder import EncoderEmitter
from kafkasim.protocol.codegen.layout import (
    Codecs,
    ModuleParts,
    layout,
    tagged_fields,
    version_suffix,
    versions_used,
)
from kafkasim.protocol.codegen.schema import MessageDef, StructDef, load_message, module_name


class ModuleWriter:
    """Accumulates the source of one generated module."""

    def __init__(self, messages: list[MessageDef]):
        self.messages = messages
        self.parts = ModuleParts()
        self.decoders = DecoderEmitter(self.parts)
        self.encoders = EncoderEmitter(self.parts)
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

    # ----------------------------------------------------------------------------- codecs
    def generate_codecs(self, message: MessageDef):
        """Emit the decoders and encoders of every struct of `message`, children before parents
        (a parent's layout names its children's groups)."""
        used = versions_used(message)
        for struct in [*message.structs, message.root]:
            self.generate_struct_codecs(message, struct, used[struct.class_name])

    def generate_struct_codecs(self, message: MessageDef, struct: StructDef, used: list[int]):
        """Group the versions of `struct` by layout and emit one decoder and one encoder per
        group, plus one reader of known tagged fields per group of versions that have the same
        tagged fields."""
        groups: dict[tuple, list[int]] = {}
        tag_groups: dict[tuple, list[int]] = {}
        for version in used:
            key = layout(message, struct, version, self.parts.codecs)
            groups.setdefault(key, []).append(version)
            if key[2]:
                tag_groups.setdefault(key[2], []).append(version)
        tag_decoders: dict[int, str] = {}
        for versions in tag_groups.values():
            name = f"_decode_tags_{struct.class_name}_{version_suffix(versions)}"
            tag_decoders.update(dict.fromkeys(versions, name))
        for versions in groups.values():
            suffix = f"{struct.class_name}_{version_suffix(versions)}"
            codecs = Codecs(f"_decode_{suffix}", f"_encode_{suffix}", tag_decoders.get(versions[0]))
            for version in versions:
                self.parts.codecs[(struct.class_name, version)] = codecs

        def flexible(version: int) -> bool:
            return version in message.flexible

        def tag_decoder(version: int) -> list[str]:
            tagged = tagged_fields(struct, version, flexible(version))
            return self.decoders.tag_decoder_body(struct, version, tagged)

        def decoder(version: int) -> list[str]:
            return self.decoders.decoder_body(struct, version, flexible(version))

        def encoder(version: int) -> list[str]:
            return self.encoders.encoder_body(struct, version, flexible(version))

        for versions in tag_groups.values():
            self.add_group_function(tag_decoders[versions[0]], "self, buf, pos", versions, tag_decoder)
        for versions in groups.values():
            codecs = self.parts.codecs[(struct.class_name, versions[0])]
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
        self.parts.add_function(name, args, lines)

    # ----------------------------------------------------------------------------- module
    def render(self, module: str) -> tuple[str, str]:
        """The sources of module `module`: its classes, and its codecs (`codecs/<module>.py`: the
        per-version functions, which attach the classes' tables when first imported)."""
        docstring = f'"""Generated from {self.sources} by kafkasim.protocol.codegen. Do not edit."""'
        for message in self.messages:
            self.generate_codecs(message)
        classes = []
        for message in self.messages:
            for struct in message.structs:
                classes.append(class_source(message, struct, False, self.parts.shared_defaults))
            classes.append(class_source(message, message.root, True, self.parts.shared_defaults))
        # Every struct is defined before its parents (children first), so a shared default
        # can follow its class directly and be used in the parents' __init__ signatures.
        classes = [
            source + (
                f"\n\n_DEFAULT_{name} = _frozen_default({name})\n"
                if (name := source.split("(", 1)[0].removeprefix("class ")) in self.parts.shared_defaults
                else ""
            )
            for source in classes
        ]
        tables = []
        for message in self.messages:
            for struct in [*message.structs, message.root]:
                decoders = []
                encoders = []
                for version in range(0, (message.valid.high or 0) + 1):
                    codec = self.parts.codecs.get((struct.class_name, version)) if version >= message.valid.low else None
                    decoders.append(codec.decoder if codec else "None")
                    encoders.append(codec.encoder if codec else "None")
                tables.append(f"{struct.class_name}._DECODERS = ({', '.join(decoders)},)")
                tables.append(f"{struct.class_name}._ENCODERS = ({', '.join(encoders)},)")
        constants = [f"{name} = _struct.Struct({fmt!r})" for fmt, name in sorted(self.parts.structs.items(), key=lambda kv: kv[1])]
        exported = [s.class_name for m in self.messages for s in [*m.structs, m.root]]
        defaults = [f"_DEFAULT_{name}" for name in exported if name in self.parts.shared_defaults]
        loader = [
            "def _load_codecs():",
            '    """Attach the per-version codecs to the classes below (on their first use)."""',
            f"    from .codecs import {module} as codecs",
            "",
            "    codecs.attach(globals())",
        ]
        classes_module = [
            "\n".join([docstring, "", *CLASS_IMPORTS]),
            "__all__ = [\n" + "".join(f"    {name!r},\n" for name in exported) + "]",
            "\n".join(loader),
            *classes,
        ]
        # The classes come in through attach(), not an import: the classes' module imports this
        # one (on first use), and an import back would make the two a cycle.
        names = exported + defaults
        attach = [
            "def attach(classes):",
            f'    """Bind the classes of messages/{module}.py (`classes`: its namespace) and give',
            '    them their per-version tables."""',
            "    global " + ", ".join(names),
            *[f"    {name} = classes[{name!r}]" for name in names],
            *[f"    {line}" for line in tables],
        ]
        codecs_module = [
            "\n".join([docstring, "", *CODEC_IMPORTS, "", *CODEC_CONSTANTS, *constants]),
            *self.parts.functions,
            "\n".join(attach),
        ]
        return "\n\n".join(classes_module) + "\n", "\n\n".join(codecs_module) + "\n"

    @property
    def sources(self) -> str:
        return ", ".join(f"schemas/{m.source}" for m in self.messages)


# A module of classes needs only these; its codecs module (one package down) the rest.
CLASS_IMPORTS = [
    "from __future__ import annotations",
    "",
    "import uuid",
    "",
    "from ..codec import UNSET as _UNSET",
    "from ..codec import ZERO_UUID as _ZERO_UUID",
    "from ..codec import Message as _Message",
    "from ..codec import frozen_default as _frozen_default",
]
CODEC_IMPORTS = [
    "from __future__ import annotations",
    "",
    "import struct as _struct",
    "import uuid",
    "",
    "from ...codec import ZERO_UUID as _ZERO_UUID",
    "from ...codec import DecodeError as _DecodeError",
    "from ...codec import UnsupportedVersionError as _UnsupportedVersionError",
    "from ...codec import read_uvarint as _read_uvarint",
    "from ...codec import uuid_from_bytes as _uuid",
    "from ...codec import uvarint_bytes as _uvarint_bytes",
    "from ...codec import SMALL_UVARINTS as _SMALL_UVARINTS",
    "from ...codec import read_unknown_tags as _read_unknown_tags",
    "from ...codec import write_tags as _write_tags",
    "from ...codec import UNSET as _UNSET",
]
CODEC_CONSTANTS = [
    "_new = object.__new__",
    "_pack = _struct.pack",
    "_join = b''.join",
    "_unpack_from = _struct.unpack_from",
    "_I16 = _struct.Struct('>h')",
    "_I32 = _struct.Struct('>i')",
]


def group_schemas(schema_dir: Path) -> dict[str, list[MessageDef]]:
    """Messages by generated module name, request before response."""
    modules: dict[str, list[MessageDef]] = defaultdict(list)
    for path in sorted(schema_dir.glob("*.json")):
        message = load_message(path)
        modules[module_name(message.name)].append(message)
    for messages in modules.values():
        messages.sort(key=lambda m: (m.kind != "request", m.name))
    return dict(sorted(modules.items()))


CODECS_PACKAGE = '''"""Generated by kafkasim.protocol.codegen. Do not edit.

The per-version codecs of every generated module, one module each: a message class imports its
module on first encode or decode (Message._CODECS), so a process loads only the APIs it uses.
"""
'''


def render_registry(modules: dict[str, list[MessageDef]]) -> str:
    lines = [
        '"""Generated from every schema in schemas/ by kafkasim.protocol.codegen. Do not edit.',
        "",
        "Registry of every generated request and response class by API key. A key's module is",
        "imported at the first lookup of its key (ClassesByKey), so a process loads only the",
        "messages it uses; import a class from its module (`messages.fetch.FetchRequest`).",
        '"""',
        "",
        "from ..codec import ClassesByKey",
    ]
    loaders = []
    names = []
    for name, messages in modules.items():
        by_kind = {message.kind: message for message in messages}
        request, response = by_kind.get("request"), by_kind.get("response")
        if request is None or response is None:
            continue
        classes = f"{request.name}, {response.name}"
        lines += ["", "", f"def _{name}():", f"    from .{name} import {classes}", "",
                  f"    return {classes}"]
        loaders.append(f"    {request.api_key}: _{name},")
        names.append(f"    {request.api_key}: {request.name[: -len('Request')]!r},")
    lines += ["", "", "#: API key -> a function that imports its module and returns its "
              "(request, response) classes.",
              "_LOADERS = {", *sorted(loaders, key=_key), "}", ""]
    lines += ["REQUESTS = ClassesByKey(_LOADERS, 0)", "RESPONSES = ClassesByKey(_LOADERS, 1)", ""]
    lines += ["API_NAMES = {", *sorted(names, key=_key), "}"]
    return "\n".join(lines) + "\n"


def _key(line: str) -> int:
    return int(line.split(":")[0])


def generate(schema_dir: Path, out_dir: Path) -> list[Path]:
    """Write every module for the schemas in `schema_dir` into `out_dir`; return the paths."""
    codecs_dir = out_dir / "codecs"
    codecs_dir.mkdir(parents=True, exist_ok=True)
    modules = group_schemas(schema_dir)
    written = []
    for name, messages in modules.items():
        classes, codecs = ModuleWriter(messages).render(name)
        for path, source in ((out_dir / f"{name}.py", classes), (codecs_dir / f"{name}.py", codecs)):
            path.write_text(source)
            written.append(path)
    package = codecs_dir / "__init__.py"
    package.write_text(CODECS_PACKAGE)
    written.append(package)
    registry = out_dir / "__init__.py"
    registry.write_text(render_registry(modules))
    written.append(registry)
    return written

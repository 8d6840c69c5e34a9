"""The schema model: Kafka's JSON message-schema format read into plain objects.

Only the facts the generator needs: names, types, version ranges (valid, deprecated, flexible,
nullable, tagged), tags, defaults and ignorability, plus the descriptive facts that go into the
generated classes' field docs (about text, entity type, map key).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

# Fixed-width primitive types: struct format character and size in bytes.
FIXED_TYPES = {
    "bool": ("?", 1),
    "int8": ("b", 1),
    "int16": ("h", 2),
    "uint16": ("H", 2),
    "int32": ("i", 4),
    "uint32": ("I", 4),
    "int64": ("q", 8),
    "float64": ("d", 8),
    "uuid": ("16s", 16),
}
VARIABLE_TYPES = {"string", "bytes", "records"}


@dataclass(frozen=True)
class Versions:
    """An inclusive version range; `high` None means open-ended ("3+"); empty means "none"."""

    low: int
    high: int | None
    empty: bool = False

    @classmethod
    def parse(cls, text: str | None) -> Versions:
        if text is None or text == "none":
            return cls(0, 0, empty=True)
        if text.endswith("+"):
            return cls(int(text[:-1]), None)
        if "-" in text:
            low, high = text.split("-")
            return cls(int(low), int(high))
        return cls(int(text), int(text))

    def __contains__(self, version: int) -> bool:
        if self.empty:
            return False
        return version >= self.low and (self.high is None or version <= self.high)

    def __str__(self) -> str:
        """The range as the schemas write it: "none", "3+", "0-14" or "7"."""
        if self.empty:
            return "none"
        if self.high is None:
            return f"{self.low}+"
        return f"{self.low}-{self.high}" if self.high != self.low else str(self.low)


def snake_case(name: str) -> str:
    """Kafka's CamelCase field names as Python attribute names (HighWatermark -> high_watermark)."""
    name = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", name)
    name = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    return name.lower()


@dataclass
class Field:
    name: str
    type: str  # as written in the schema: "int32", "[]FetchTopic", "string", ...
    versions: Versions
    nullable_versions: Versions
    tagged_versions: Versions
    tag: int | None
    default: str | None
    ignorable: bool
    flexible_versions: Versions | None  # a field-level override (RequestHeader.ClientId)
    struct: StructDef | None = None
    about: str = ""
    entity_type: str | None = None  # brokerId, topicName, ...
    map_key: bool = False

    @property
    def attribute(self) -> str:
        return snake_case(self.name)

    @property
    def is_array(self) -> bool:
        return self.type.startswith("[]")

    @property
    def element_type(self) -> str:
        return self.type[2:] if self.is_array else self.type

    @property
    def is_struct(self) -> bool:
        return self.struct is not None


@dataclass
class StructDef:
    """A message or a nested/common struct; `class_name` is the generated class name."""

    schema_name: str
    class_name: str
    fields: list[Field] = field(default_factory=list)


@dataclass
class MessageDef:
    name: str
    kind: str  # request, response, header, data
    api_key: int | None
    valid: Versions
    flexible: Versions
    root: StructDef
    structs: list[StructDef]  # nested and common structs, children before parents
    source: str  # schema file name
    deprecated: Versions = field(default_factory=lambda: Versions.parse("none"))

    @property
    def versions(self) -> range:
        return range(self.valid.low, (self.valid.high or self.valid.low) + 1)


def load_json(path: Path) -> dict:
    """Read a schema file; tolerates Kafka's `//` comment lines so the reference loads too."""
    text = "\n".join(
        line for line in path.read_text().splitlines() if not line.lstrip().startswith("//")
    )
    return json.loads(text)


def load_message(path: Path) -> MessageDef:
    data = load_json(path)
    name = data["name"]
    common = {spec["name"]: spec for spec in data.get("commonStructs", [])}
    structs: list[StructDef] = []
    built: dict[str, StructDef] = {}

    def build_struct(type_name: str, field_specs: list[dict]) -> StructDef:
        struct = StructDef(type_name, type_name)
        built[type_name] = struct
        struct.fields = [build_field(spec) for spec in field_specs]
        structs.append(struct)
        return struct

    def build_field(spec: dict) -> Field:
        result = Field(
            name=spec["name"],
            type=spec["type"],
            versions=Versions.parse(spec.get("versions")),
            nullable_versions=Versions.parse(spec.get("nullableVersions")),
            tagged_versions=Versions.parse(spec.get("taggedVersions")),
            tag=int(spec["tag"]) if "tag" in spec else None,  # some schemas quote it
            default=spec.get("default"),
            ignorable=bool(spec.get("ignorable", False)),
            flexible_versions=(
                Versions.parse(spec["flexibleVersions"]) if "flexibleVersions" in spec else None
            ),
            about=" ".join(spec.get("about", "").split()),
            entity_type=spec.get("entityType"),
            map_key=bool(spec.get("mapKey", False)),
        )
        element = result.element_type
        if "fields" in spec:
            result.struct = build_struct(element, spec["fields"])
        elif element in common:
            result.struct = built.get(element) or build_struct(element, common[element]["fields"])
        elif element not in FIXED_TYPES and element not in VARIABLE_TYPES:
            raise ValueError(f"{path.name}: unknown type {result.type} for {result.name}")
        return result

    root = StructDef(name, name)
    root.fields = [build_field(spec) for spec in data["fields"]]
    return MessageDef(
        name=name,
        kind=data["type"],
        api_key=data.get("apiKey"),
        valid=Versions.parse(data["validVersions"]),
        flexible=Versions.parse(data.get("flexibleVersions", "none")),
        root=root,
        structs=structs,
        source=path.name,
        deprecated=Versions.parse(data.get("deprecatedVersions", "none")),
    )


def module_name(message_name: str) -> str:
    """FetchRequest -> fetch; RequestHeader -> request_header; ConsumerProtocolAssignment ->
    consumer_protocol_assignment."""
    for suffix in ("Request", "Response"):
        if message_name.endswith(suffix) and message_name not in ("RequestHeader", "ResponseHeader"):
            message_name = message_name[: -len(suffix)]
            break
    return snake_case(message_name)

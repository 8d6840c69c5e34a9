"""The generated modules are exactly what the generator writes from schemas/ today."""

from __future__ import annotations

import filecmp
import importlib
import os
import subprocess
import sys
import typing
import uuid
from pathlib import Path

import kafkasim.protocol.messages as messages
from kafkasim.protocol.codec import Message
from kafkasim.protocol.codegen.generator import generate, group_schemas
from kafkasim.protocol.messages.fetch import (
    FetchPartition,
    FetchRequest,
    FetchResponse,
    FetchTopic,
    PartitionData,
)

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "protocol" / "messages"


def assert_same_modules(generated: Path):
    for folder in (".", "codecs"):  # the classes, and their codecs
        generated_names = sorted(p.name for p in (generated / folder).glob("*.py"))
        committed_names = sorted(p.name for p in (COMMITTED / folder).glob("*.py"))
        assert generated_names == committed_names
        match, mismatch, errors = filecmp.cmpfiles(generated / folder, COMMITTED / folder,
                                                   generated_names, shallow=False)
        assert mismatch == [] and errors == []


def generated_classes():
    for name in sorted(group_schemas(ROOT / "schemas")):
        module = importlib.import_module(f"{messages.__name__}.{name}")
        for class_name in module.__all__:
            yield module, getattr(module, class_name)


def test_regenerating_changes_nothing(tmp_path):
    """Verifies that `python -m kafkasim.protocol.codegen` reproduces protocol/messages byte for byte
    (generated code is committed and never edited by hand)."""
    generate(ROOT / "schemas", tmp_path)
    assert_same_modules(tmp_path)


def test_generation_does_not_depend_on_hash_order(tmp_path):
    """Verifies that `make codegen` (the module's command line) writes the same bytes under
    different string-hash seeds, so no set or dict ordering leaks into the generated code."""
    for seed in ("0", "4242"):
        out = tmp_path / seed
        subprocess.run(
            [sys.executable, "-m", "kafkasim.protocol.codegen", "--out", str(out)],
            check=True, capture_output=True, cwd=ROOT, env={**os.environ, "PYTHONHASHSEED": seed},
        )
        assert_same_modules(out)


def test_every_generated_module_names_its_schemas_and_generator():
    """Verifies that each generated module, and its codecs module, opens with the do-not-edit
    notice naming the schema files it comes from and the generator."""
    for name, schemas in group_schemas(ROOT / "schemas").items():
        sources = ", ".join(f"schemas/{message.source}" for message in schemas)
        for path in (COMMITTED / f"{name}.py", COMMITTED / "codecs" / f"{name}.py"):
            first_line = path.read_text().splitlines()[0]
            assert first_line == f'"""Generated from {sources} by kafkasim.protocol.codegen. Do not edit."""'
    registry = (COMMITTED / "__init__.py").read_text().splitlines()[0]
    assert "by kafkasim.protocol.codegen. Do not edit." in registry


def test_every_field_has_a_resolvable_type_hint():
    """Verifies that the class-level annotations of every generated class resolve and cover
    exactly its slots (annotations without values live alongside __slots__)."""
    for _, cls in generated_classes():
        hints = typing.get_type_hints(cls)  # raises if an annotation does not resolve
        assert set(cls.__annotations__) == set(cls.__slots__), cls.__name__
        assert hints["unknown_tagged_fields"] == dict[int, bytes] | None


def test_type_hints_follow_the_schema():
    """Verifies a few annotations against FetchRequest.json/FetchResponse.json facts."""
    assert typing.get_type_hints(FetchPartition)["fetch_offset"] is int
    assert typing.get_type_hints(FetchTopic)["topic_id"] is uuid.UUID
    assert typing.get_type_hints(FetchTopic)["partitions"] == list[FetchPartition]
    assert typing.get_type_hints(FetchRequest)["cluster_id"] == str | None  # nullable 12+
    records = typing.get_type_hints(PartitionData)["records"]
    assert memoryview in typing.get_args(records) and type(None) in typing.get_args(records)


def test_versions_with_one_layout_share_their_codec():
    """Verifies that versions whose wire layouts are identical point at one decoder and one
    encoder, and that decoders and encoders are grouped alike."""
    # Fetch v17 and v18 added tagged fields to the request only: the response keeps v16's layout.
    FetchResponse().encode(16)  # attaches the module's codecs (on first use)
    assert FetchResponse._ENCODERS[16] is FetchResponse._ENCODERS[17] is FetchResponse._ENCODERS[18]
    assert FetchResponse._DECODERS[16] is FetchResponse._DECODERS[18]
    assert FetchResponse._ENCODERS[12] is not FetchResponse._ENCODERS[13]
    for _, cls in generated_classes():
        cls._load_codecs()
        groups = [
            (decoder.__name__.removeprefix("_decode_"), encoder.__name__.removeprefix("_encode_"))
            for decoder, encoder in zip(cls._DECODERS, cls._ENCODERS, strict=True)
            if decoder is not None
        ]
        assert all(decoder == encoder for decoder, encoder in groups), cls.__name__


def test_a_module_loads_its_codecs_on_first_use():
    """Verifies that importing a generated module leaves its codecs (six times its lines)
    unloaded, and that the first encode or decode of any of its classes attaches them to all
    of them: a process compiles and loads only the codecs of the APIs it uses."""
    code = (
        "import sys\n"
        "from kafkasim.protocol.messages.heartbeat import HeartbeatRequest, HeartbeatResponse\n"
        "loaded = lambda: sorted(m for m in sys.modules if '.messages.codecs.' in m)\n"
        "print(loaded(), HeartbeatResponse._DECODERS)\n"
        "data = HeartbeatRequest(group_id='g', member_id='m').encode(4)\n"
        "print(loaded(), HeartbeatRequest.decode(data, 4).member_id,\n"
        "      HeartbeatResponse._DECODERS[4].__name__)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=60)
    assert result.stdout.splitlines() == [
        "[] ()",
        "['kafkasim.protocol.messages.codecs.heartbeat'] m _decode_HeartbeatResponse_v4",
    ]


def test_generated_classes_are_messages_with_slots():
    """Verifies that the generated classes keep __slots__ (no per-instance dict)."""
    for _, cls in generated_classes():
        assert issubclass(cls, Message)
        assert not hasattr(cls(), "__dict__"), cls.__name__


def test_field_names_are_the_schema_fields_in_order():
    """Verifies that Message.field_names() names every schema field of a generated class in
    schema order (its slots, less the preserved unknown tagged fields), so code outside the
    protocol can walk any message without its private tables."""
    for _, cls in generated_classes():
        assert cls.field_names() == tuple(name for name in cls.__slots__
                                          if name != "unknown_tagged_fields"), cls.__name__
    assert FetchResponse.field_names()[:2] == ("throttle_time_ms", "error_code")

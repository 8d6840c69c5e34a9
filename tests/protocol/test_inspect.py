"""`kafkasim inspect`: hex dump parsing and the human-readable rendering of frames and batches."""

from __future__ import annotations

import io
import struct

import pytest

from kafkasim.cli import main as cli_main
from kafkasim.protocol import inspect, layout
from kafkasim.protocol.records import ControlType, build_batch, build_control_batch

BATCH = build_batch(
    [
        (b"user-1", b"clicked", [("trace", b"abc")], 1_700_000_000_000),
        (None, None, [], 1_700_000_000_005),
    ],
    base_offset=42,
    partition_leader_epoch=3,
)


def _xxd(data: bytes) -> str:
    """The layout `xxd` prints: offset, eight 2-byte groups, two spaces, ASCII."""
    lines = []
    for start in range(0, len(data), 16):
        chunk = data[start : start + 16]
        groups = " ".join(chunk[i : i + 2].hex() for i in range(0, len(chunk), 2))
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{start:08x}: {groups:<39}  {text}")
    return "\n".join(lines) + "\n"


def _hexdump_c(data: bytes) -> str:
    """The layout `hexdump -C` prints: offset, two groups of eight bytes, |ASCII|."""
    lines = []
    for start in range(0, len(data), 16):
        chunk = data[start : start + 16]
        left = " ".join(f"{b:02x}" for b in chunk[:8])
        right = " ".join(f"{b:02x}" for b in chunk[8:])
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{start:08x}  {left:<23}  {right:<23}  |{text}|")
    return "\n".join(lines) + "\n"


def _render(data: bytes, **options) -> str:
    out = io.StringIO()
    inspect.render(data, out=out, **options)
    return out.getvalue()


@pytest.mark.parametrize(
    "dump",
    [
        BATCH.hex(),
        " ".join(f"0x{b:02x}" for b in BATCH),
        ", ".join(f"0x{b:02X}" for b in BATCH),
        "\n".join(BATCH[i : i + 8].hex(" ") for i in range(0, len(BATCH), 8)),
        _xxd(BATCH),
        _hexdump_c(BATCH),
    ],
    ids=["plain", "0x-spaced", "0x-commas", "wrapped", "xxd", "hexdump-C"],
)
def test_parse_hex_accepts_common_dump_styles(dump):
    """Verifies that plain, 0x-prefixed, xxd and hexdump -C dumps all turn back into the same bytes."""
    assert inspect.parse_hex(dump) == BATCH


@pytest.mark.parametrize("dump", ["abc", "zz", "", "00 11 2"])
def test_parse_hex_rejects_non_hex_and_odd_lengths(dump):
    """Verifies that stray characters, odd digit counts and empty input are reported, not guessed."""
    with pytest.raises(ValueError):
        inspect.parse_hex(dump)


def test_batch_rendering_shows_header_attributes_and_records():
    """Verifies that a record batch is shown field by field with CRC status, offsets, keys and headers."""
    text = _render(BATCH)
    assert "base_offset              42" in text
    assert "partition_leader_epoch   3" in text
    assert "(valid)" in text
    assert "compression            0 (NONE)" in text
    assert "offset 42 (delta 0)" in text and "offset 43 (delta 1)" in text
    assert "b'user-1'" in text and "b'clicked'" in text
    assert "header 'trace'" in text
    assert "1700000000005 (delta 5)" in text


def test_batch_rendering_flags_a_bad_crc_and_a_partial_tail():
    """Verifies that a damaged batch is marked INVALID with the computed CRC and a cut-off batch is named."""
    damaged = bytearray(BATCH)
    damaged[-1] ^= 0xFF
    text = _render(bytes(damaged) + BATCH[:30], kind="batch")
    assert "INVALID, computed 0x" in text
    assert "records could not be decoded" in text  # the header is still shown in full
    assert "base_offset              42" in text
    assert "trailing partial batch at byte" in text


def test_control_batches_name_their_marker():
    """Verifies that a transaction marker is rendered as a control record with its type and coordinator epoch."""
    marker = build_control_batch(
        ControlType.ABORT, producer_id=5, producer_epoch=0, coordinator_epoch=4, timestamp=0
    )
    text = _render(marker)
    assert "is_control             True" in text
    assert "control record: ABORT (version 0, coordinator_epoch 4)" in text


def test_legacy_message_sets_are_named_not_decoded():
    """Verifies that magic 0/1 data is reported as a legacy message set instead of failing."""
    legacy = bytearray(BATCH)
    legacy[16] = 1
    assert "legacy message set" in _render(bytes(legacy), kind="batch")


def test_request_frame_rendering_uses_the_header_version_of_the_api():
    """Verifies that an ApiVersions v3 request is read with header v2 (flexible) and shows client_id and tags."""
    frame = layout.RequestFrame.build(
        {
            "header": {
                "api_key": 18,
                "api_version": 3,
                "correlation_id": 7,
                "client_id": "inspector",
                "tagged_fields": [],
            },
            "body": b"\x04kio\x060.1\x00",
        },
        header_version=2,
    )
    text = _render(frame)
    assert "request frame" in text
    assert "header v2" in text
    assert "api_key                  18" in text
    assert "correlation_id           7" in text
    assert "'inspector'" in text


def test_produce_request_rendering_shows_the_batches_inside():
    """Verifies that a Produce request's records field is decoded batch by batch."""
    from kafkasim.protocol.messages import produce

    body = produce.ProduceRequest(
        transactional_id=None,
        acks=-1,
        timeout_ms=1000,
        topic_data=[
            produce.TopicProduceData(
                name="clicks",
                partition_data=[produce.PartitionProduceData(index=0, records=BATCH)],
            )
        ],
    ).encode(9)
    header = struct.pack(">hhih", 0, 9, 1, 3) + b"cli" + b"\x00"
    frame = struct.pack(">i", len(header) + len(body)) + header + body
    text = _render(frame)
    assert "api_key                  0 (Produce)" in text
    assert "'clicks'" in text
    assert "batch 0 at byte 0" in text
    assert "b'clicked'" in text


def test_response_frames_need_the_kind_and_show_the_correlation_id():
    """Verifies that --kind response reads a response header (v0 unless told otherwise)."""
    frame = layout.ResponseFrame.build(
        {"header": {"correlation_id": 99}, "body": b"\x00\x00"}, header_version=0
    )
    text = _render(frame, kind="response")
    assert "response frame" in text
    assert "correlation_id           99" in text


def test_unrecognisable_input_asks_for_kind():
    """Verifies that bytes that are neither a frame nor a batch produce an error naming --kind."""
    with pytest.raises(ValueError, match="--kind"):
        _render(b"\x01\x02\x03\x04\x05")


def test_cli_runs_inspect_on_a_file_and_reports_bad_input(tmp_path, capsys):
    """Verifies that `kafkasim inspect FILE` prints the batch and exits 0, and exits 2 (a
    mistake in the input, as for any on the command line) on non-hex input."""
    dump = tmp_path / "batch.hex"
    dump.write_text(_xxd(BATCH))
    assert cli_main(["inspect", str(dump)]) == 0
    assert "base_offset              42" in capsys.readouterr().out
    bad = tmp_path / "bad.hex"
    bad.write_text("not hex at all")
    assert cli_main(["inspect", str(bad)]) == 2
    assert "not a hex digit" in capsys.readouterr().err

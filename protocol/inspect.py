"""`kafkasim inspect`: pretty-print a Kafka request/response frame or record batches from hex.

Input is a hex dump on stdin or in a file. Whitespace, commas, `0x` prefixes, `xxd` output
(offset column and ASCII column) and `hexdump -C` output are all accepted.

What the bytes are is guessed unless `--kind` says: a frame when the leading int32 equals the
bytes that follow it, record batches when byte 16 is magic 2. Frames are shown with the
construct reference layout (`protocol.layout`); the header version comes from the API key
and version (as framing chooses it) unless `--header-version` overrides it. When the
generated codec knows the API, the body is decoded too, and any `records` field in it is
shown batch by batch.
"""

from __future__ import annotations

import argparse
import re
import struct
import sys
from pathlib import Path
from typing import Any, TextIO

from construct import ConstructError

from kafkasim.protocol import layout, records

_INT32 = struct.Struct(">i")
_XXD_LINE = re.compile(r"^\s*[0-9a-fA-F]+:\s?(.*)$")
_HEXDUMP_C_LINE = re.compile(r"^\s*[0-9a-fA-F]{6,16}\s+(.*?)\s*\|.*\|\s*$")
_HEX_PREFIX = re.compile(r"(?<![0-9a-fA-F])0[xX]")
_SEPARATORS = re.compile(r"[\s,]+")
# Longest key/value/body shown in full unless --full is given.
_PREVIEW_BYTES = 64


def configure(parser: argparse.ArgumentParser, command: str) -> None:
    """Add the `inspect` arguments to the subcommand's parser."""
    parser.add_argument(
        "file", nargs="?", default="-", help="file holding the hex dump (default: stdin)"
    )
    parser.add_argument(
        "--kind",
        choices=("auto", "request", "response", "batch"),
        default="auto",
        help="what the bytes are (default: guess)",
    )
    parser.add_argument(
        "--header-version",
        type=int,
        choices=(0, 1, 2),
        help="frame header version, when the API key/version cannot tell it",
    )
    parser.add_argument(
        "--api-key", type=int, help="for --kind response: the API key, to decode the body"
    )
    parser.add_argument(
        "--api-version", type=int, help="for --kind response: the API version of the body"
    )
    parser.add_argument("--full", action="store_true", help="do not shorten long byte strings")


def run(args: argparse.Namespace) -> int:
    """Read, decode and print; 0 on success, 2 when the file cannot be read or its bytes
    cannot be decoded (one line, as for any mistake on the command line)."""
    try:
        text = sys.stdin.read() if args.file == "-" else Path(args.file).read_text(
            encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        print(f"kafkasim inspect: cannot read {args.file}: {reason}", file=sys.stderr)
        return 2
    try:
        data = parse_hex(text)
    except ValueError as error:
        print(f"kafkasim inspect: {error}", file=sys.stderr)
        return 2
    try:
        render(
            data,
            kind=args.kind,
            header_version=args.header_version,
            api_key=args.api_key,
            api_version=args.api_version,
            full=args.full,
            out=sys.stdout,
        )
    except (ValueError, ConstructError) as error:
        reason = "; ".join(line.strip() for line in str(error).splitlines() if line.strip())
        print(f"kafkasim inspect: cannot decode: {reason}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into `head` and friends
        sys.stderr.close()
    return 0


def parse_hex(text: str) -> bytes:
    """Turn a hex dump (plain, `0x`-prefixed, `xxd` or `hexdump -C`) into bytes.

    Raises ValueError when non-hex characters remain or the digit count is odd.
    """
    pieces = []
    for line in text.splitlines():
        match = _HEXDUMP_C_LINE.match(line)
        if match:
            pieces.append(match.group(1))
            continue
        match = _XXD_LINE.match(line)
        if match:
            # xxd puts the ASCII column after two spaces; hex groups use single spaces.
            pieces.append(match.group(1).split("  ")[0])
            continue
        pieces.append(line)
    digits = _SEPARATORS.sub("", _HEX_PREFIX.sub("", " ".join(pieces)))
    bad = re.search(r"[^0-9a-fA-F]", digits)
    if bad:
        raise ValueError(f"not a hex digit: {bad.group(0)!r}")
    if len(digits) % 2:
        raise ValueError(f"odd number of hex digits ({len(digits)})")
    if not digits:
        raise ValueError("no hex digits in the input")
    return bytes.fromhex(digits)


def guess_kind(data: bytes) -> str:
    """'request' when the leading int32 is the frame size, 'batch' for magic 2 at byte 16."""
    if len(data) >= 4 and _INT32.unpack_from(data)[0] == len(data) - 4:
        return "request"
    if len(data) >= 17 and data[16] == records.MAGIC:
        return "batch"
    raise ValueError(
        "neither a size-prefixed frame nor a record batch (magic 2 at byte 16); use --kind"
    )


def render(
    data: bytes,
    *,
    kind: str = "auto",
    header_version: int | None = None,
    api_key: int | None = None,
    api_version: int | None = None,
    full: bool = False,
    out: TextIO,
) -> None:
    """Write a human-readable description of `data` to `out`."""
    printer = _Printer(out, full)
    if kind == "auto":
        kind = guess_kind(data)
    if kind == "batch":
        _render_batches(printer, data, 0)
    elif kind == "request":
        _render_request(printer, data, header_version)
    else:
        _render_response(printer, data, header_version, api_key, api_version)


class _Printer:
    def __init__(self, out: TextIO, full: bool) -> None:
        self.out = out
        self.full = full

    def line(self, depth: int, text: str) -> None:
        self.out.write("  " * depth + text + "\n")

    def field(self, depth: int, name: str, value: Any) -> None:
        self.line(depth, f"{name:<24} {self.value(value)}")

    def value(self, value: Any) -> str:
        if isinstance(value, (bytes, bytearray, memoryview)):
            return self.data(bytes(value))
        return repr(value)

    def data(self, value: bytes) -> str:
        shown = value if self.full else value[:_PREVIEW_BYTES]
        more = "" if len(shown) == len(value) else f" ... ({len(value)} bytes)"
        if all(32 <= byte < 127 for byte in shown):
            return repr(shown) + more
        return shown.hex() + more + ("" if more else f" ({len(value)} bytes)")


# --- frames -----------------------------------------------------------------------------


def _messages():
    try:
        from kafkasim.protocol import messages
    except ImportError:
        return None
    return messages


def _request_header_version(api_key: int, api_version: int) -> int | None:
    try:
        from kafkasim.protocol.framing import request_header_version
    except ImportError:
        messages = _messages()
        message_class = messages and messages.REQUESTS.get(api_key)
        if message_class is None:
            return None
        first_flexible = message_class.FLEXIBLE_VERSION
        return 2 if first_flexible is not None and api_version >= first_flexible else 1
    try:
        return request_header_version(api_key, api_version)
    except KeyError:
        return None


def _response_header_version(api_key: int, api_version: int) -> int | None:
    try:
        from kafkasim.protocol.framing import response_header_version

        return response_header_version(api_key, api_version)
    except (ImportError, KeyError):
        return None


def _render_request(printer: _Printer, data: bytes, header_version: int | None) -> None:
    if len(data) < 8:
        raise ValueError(f"a request frame has at least 8 bytes, got {len(data)}")
    api_key, api_version = struct.unpack_from(">hh", data, 4)
    note = "given"
    if header_version is None:
        header_version = _request_header_version(api_key, api_version)
        note = "from the API key and version"
        if header_version is None:
            header_version = 1
            note = f"API key {api_key} unknown, assumed (override with --header-version)"
    frame = layout.RequestFrame.parse(data, header_version=header_version)
    name = _api_name(api_key, "REQUESTS", "Request")
    printer.line(0, f"request frame, {len(data)} bytes")
    printer.field(1, "size", frame.size)
    printer.line(1, f"header v{header_version} ({note})")
    header = frame.header
    printer.line(2, f"{'api_key':<24} {api_key} ({name or 'unknown API'})")
    printer.field(2, "api_version", header.api_version)
    printer.field(2, "correlation_id", header.correlation_id)
    if header_version >= 1:
        printer.field(2, "client_id", header.client_id)
    if header_version >= 2:
        _render_tagged_fields(printer, 2, header.tagged_fields)
    _render_body(printer, frame.body, "REQUESTS", api_key, api_version)


def _render_response(
    printer: _Printer,
    data: bytes,
    header_version: int | None,
    api_key: int | None,
    api_version: int | None,
) -> None:
    note = "given"
    if header_version is None and api_key is not None and api_version is not None:
        header_version = _response_header_version(api_key, api_version)
        note = "from the API key and version"
    if header_version is None:
        header_version = 0
        note = "assumed (give --api-key/--api-version or --header-version)"
    frame = layout.ResponseFrame.parse(data, header_version=header_version)
    printer.line(0, f"response frame, {len(data)} bytes")
    printer.field(1, "size", frame.size)
    printer.line(1, f"header v{header_version} ({note})")
    printer.field(2, "correlation_id", frame.header.correlation_id)
    if header_version >= 1:
        _render_tagged_fields(printer, 2, frame.header.tagged_fields)
    if api_key is not None and api_version is not None:
        _render_body(printer, frame.body, "RESPONSES", api_key, api_version)
    else:
        printer.line(1, f"body, {len(frame.body)} bytes")
        printer.line(2, printer.data(frame.body))


def _render_tagged_fields(printer: _Printer, depth: int, tagged_fields) -> None:
    if not tagged_fields:
        printer.field(depth, "tagged_fields", [])
        return
    printer.line(depth, "tagged_fields")
    for tagged in tagged_fields:
        printer.field(depth + 1, f"tag {tagged.tag}", tagged.data)


def _api_name(api_key: int, registry: str, suffix: str) -> str | None:
    messages = _messages()
    message_class = messages and getattr(messages, registry, {}).get(api_key)
    if message_class is None:
        return None
    return message_class.__name__.removesuffix(suffix)


def _render_body(printer: _Printer, body: bytes, registry: str, api_key, api_version) -> None:
    printer.line(1, f"body, {len(body)} bytes")
    messages = _messages()
    message_class = messages and getattr(messages, registry, {}).get(api_key)
    if message_class is None:
        printer.line(2, printer.data(body))
        return
    try:
        message = message_class.decode(body, api_version)
    except Exception as error:  # the generated codec's own errors; show the bytes instead
        printer.line(2, f"(the {message_class.__name__} codec could not decode it: {error})")
        printer.line(2, printer.data(body))
        return
    _render_message(printer, 2, message)


def _render_message(printer: _Printer, depth: int, message: Any) -> None:
    for name in getattr(message, "__slots__", ()):
        value = getattr(message, name, None)
        if name == "unknown_tagged_fields" and not value:
            continue
        if name == "records" and isinstance(value, (bytes, bytearray, memoryview)):
            printer.line(depth, f"records ({len(value)} bytes)")
            _render_batches(printer, bytes(value), depth + 1)
        elif isinstance(value, list) and value and hasattr(value[0], "__slots__"):
            printer.line(depth, f"{name} [{len(value)}]")
            for index, item in enumerate(value):
                printer.line(depth + 1, f"[{index}]")
                _render_message(printer, depth + 2, item)
        elif hasattr(value, "__slots__") and not isinstance(value, (bytes, memoryview)):
            printer.line(depth, name)
            _render_message(printer, depth + 1, value)
        else:
            printer.field(depth, name, value)


# --- record batches ---------------------------------------------------------------------


def _render_batches(printer: _Printer, data: bytes, depth: int) -> None:
    position = 0
    index = 0
    while position < len(data):
        remaining = len(data) - position
        if remaining < 17:
            printer.line(depth, f"trailing {remaining} bytes, too few for a batch header")
            return
        (batch_length,) = _INT32.unpack_from(data, position + 8)
        magic = data[position + 16]
        size = batch_length + records.LOG_OVERHEAD
        if remaining < size:
            printer.line(
                depth,
                f"trailing partial batch at byte {position}: {remaining} of {size} bytes "
                "(consumers drop it)",
            )
            return
        if magic != records.MAGIC:
            printer.line(
                depth,
                f"batch at byte {position} has magic {magic}: a legacy message set, not decoded",
            )
            return
        printer.line(depth, f"batch {index} at byte {position}, {size} bytes")
        _render_batch(printer, data[position : position + size], depth + 1)
        position += size
        index += 1


def _render_batch(printer: _Printer, batch: bytes, depth: int) -> None:
    header = layout.RecordBatchHeader.parse(batch)
    for name in ("base_offset", "batch_length", "partition_leader_epoch", "magic"):
        printer.field(depth, name, header[name])
    computed = records.compute_crc(batch)
    crc_note = "valid" if computed == header.crc else f"INVALID, computed {computed:#010x}"
    printer.line(depth, f"{'crc':<24} {header.crc:#010x} ({crc_note})")
    attributes = header.attributes
    compression = attributes.compression
    codec_name = records.Compression(compression).name if compression <= 4 else "unknown"
    printer.line(depth, "attributes")
    printer.line(depth + 1, f"{'compression':<22} {compression} ({codec_name})")
    timestamp_name = "LogAppendTime" if attributes.timestamp_type else "CreateTime"
    printer.line(
        depth + 1, f"{'timestamp_type':<22} {attributes.timestamp_type} ({timestamp_name})"
    )
    for name in ("is_transactional", "is_control", "has_delete_horizon"):
        printer.line(depth + 1, f"{name:<22} {attributes[name]}")
    for name in (
        "last_offset_delta",
        "base_timestamp",
        "max_timestamp",
        "producer_id",
        "producer_epoch",
        "base_sequence",
        "records_count",
    ):
        printer.field(depth, name, header[name])
    try:
        parsed = layout.flatten_batch(layout.RecordBatch.parse(batch))
    except (ConstructError, ValueError) as error:  # damaged records or compressed payload
        reason = str(error).strip().splitlines()[-1]
        printer.line(depth, f"records could not be decoded: {reason}")
        return
    printer.line(depth, f"records [{len(parsed['records'])}]")
    for record in parsed["records"]:
        offset = header.base_offset + record["offset_delta"]
        printer.line(depth + 1, f"offset {offset} (delta {record['offset_delta']})")
        timestamp = header.base_timestamp + record["timestamp_delta"]
        printer.line(
            depth + 2, f"{'timestamp':<24} {timestamp} (delta {record['timestamp_delta']})"
        )
        if record["attributes"]:
            printer.field(depth + 2, "attributes", record["attributes"])
        printer.field(depth + 2, "key", record["key"])
        printer.field(depth + 2, "value", record["value"])
        for header_key, header_value in record["headers"]:
            printer.field(depth + 2, f"header {header_key!r}", header_value)
        if attributes.is_control:
            _render_control(printer, depth + 2, record)


def _render_control(printer: _Printer, depth: int, record: dict) -> None:
    try:
        control = records.parse_control_record(records.Record(0, 0, record["key"], record["value"]))
    except records.CorruptRecordError as error:
        printer.line(depth, f"control record: {error}")
        return
    kind = control.type.name if isinstance(control.type, records.ControlType) else control.type
    epoch = (
        ""
        if control.coordinator_epoch is None
        else f", coordinator_epoch {control.coordinator_epoch}"
    )
    printer.line(depth, f"control record: {kind} (version {control.version}{epoch})")

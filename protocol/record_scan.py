"""Walking the records of a RecordBatch v2 the way Kafka's broker reads them before it stores a
batch (DefaultRecord.readFrom, as LogValidator iterates every record), without building them.

`scan_records(data, count)` checks that `data` (the batch's records section, decompressed)
holds exactly `count` well-formed records and returns what the validator needs of them: the
smallest and largest timestamp delta, how many records have a null key, and the largest
record length (what Kafka 4.4's max.decompressed.message.bytes bounds). It raises
`CorruptRecordError` at the first record Kafka could not read:

- a length or field varint longer than 5 bytes (10 for the timestamp delta, a varlong), or one
  that runs past the end of the data;
- a record length that is negative or overruns the data, or a record whose fields take more
  or fewer bytes than its length declares;
- a key or value longer than what is left of the record (any negative length is null, as Kafka
  reads it), a negative header count or more headers than bytes left, a negative header key
  length;
- an offset delta other than the record's position (0, 1, 2, ...): Kafka rewrites a
  compressed batch whose inner offsets are off and stores an uncompressed one as sent, which
  consumers then read out of order; kafkasim refuses both (FEATURES.md, Hostile input);
- fewer records than `count`, or bytes left after the last one.

Header keys are not checked for UTF-8: Kafka reads them with replacement characters.

The work is done by a small C function (`_record_scan.c`, built with the package) that runs
without the GIL; this module's Python walker is its reference and the fallback when the
extension is not built. Both give the same answer for every input (tests/protocol).
"""

from __future__ import annotations

from dataclasses import dataclass

from kafkasim.protocol.records import CorruptRecordError

# The shape of the C walker's result this module reads; a build of older sources (a checkout
# whose extension was not rebuilt) is left unused, and the Python walker serves.
_ABI = 2
try:
    from kafkasim.protocol import _record_scan as _accelerated
except ImportError:  # not built (no C compiler when installed): the Python walker serves
    _accelerated = None
if _accelerated is not None and getattr(_accelerated, "ABI", 1) != _ABI:
    _accelerated = None

__all__ = ["RecordScan", "scan_records", "scan_records_python", "ACCELERATED"]

ACCELERATED = _accelerated is not None

_MASK32 = 0xFFFFFFFF
_MASK64 = 0xFFFFFFFFFFFFFFFF


@dataclass(frozen=True, slots=True)
class RecordScan:
    """What one pass over a batch's records found (deltas relative to the batch header)."""

    min_timestamp_delta: int
    max_timestamp_delta: int
    null_keys: int
    max_record_length: int  # the largest record's declared length (its bytes after the length)


def scan_records(data, count: int) -> RecordScan:
    """Check `count` records in `data` (bytes-like); see the module docstring."""
    if _accelerated is not None:
        try:
            return RecordScan(*_accelerated.scan(data, count))
        except _accelerated.error as error:
            raise CorruptRecordError(str(error)) from None
    return scan_records_python(data, count)


def _varint(data, pos: int, end: int, max_bytes: int, mask: int, what: str, index: int
            ) -> tuple[int, int]:
    """One zigzag varint at `pos` (at most `max_bytes` bytes, read before `end`); returns the
    value (wrapped to the field's width as Java's readVarint/readVarlong do) and the next
    position."""
    result = 0
    shift = 0
    for _ in range(max_bytes):
        if pos >= end:
            raise CorruptRecordError(f"record {index}: {what} runs past the end of the record")
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            result &= mask
            value = (result >> 1) ^ -(result & 1)
            return value, pos
        shift += 7
    raise CorruptRecordError(f"record {index}: {what} is a varint longer than {max_bytes} bytes")


def scan_records_python(data, count: int) -> RecordScan:
    """The reference walker (see the module docstring); slow, exact."""
    view = memoryview(data).cast("B") if not isinstance(data, (bytes, bytearray)) else data
    end = len(view)
    pos = 0
    min_delta = max_delta = 0
    null_keys = 0
    max_length = 0
    for index in range(count):
        if pos >= end:
            raise CorruptRecordError(
                f"the batch declares {count} records but holds only {index}")
        length, pos = _varint(view, pos, end, 5, _MASK32, "the record length", index)
        max_length = max(max_length, length)
        if length < 0 or length > end - pos:
            raise CorruptRecordError(
                f"record {index} declares {length} bytes but {end - pos} remain in the batch")
        stop = pos + length
        if pos >= stop:
            raise CorruptRecordError(f"record {index}: attributes run past the end of the record")
        pos += 1  # attributes: unused in magic 2
        delta, pos = _varint(view, pos, stop, 10, _MASK64, "the timestamp delta", index)
        if index == 0 or delta < min_delta:
            min_delta = delta
        if index == 0 or delta > max_delta:
            max_delta = delta
        offset_delta, pos = _varint(view, pos, stop, 5, _MASK32, "the offset delta", index)
        if offset_delta != index:
            raise CorruptRecordError(
                f"record {index} has offset delta {offset_delta}; records must be numbered "
                "0, 1, 2, ... in order")
        key_length, pos = _varint(view, pos, stop, 5, _MASK32, "the key length", index)
        if key_length < 0:
            null_keys += 1
        elif key_length > stop - pos:
            raise CorruptRecordError(f"record {index}: key of {key_length} bytes overruns the record")
        else:
            pos += key_length
        value_length, pos = _varint(view, pos, stop, 5, _MASK32, "the value length", index)
        if value_length > stop - pos:
            raise CorruptRecordError(
                f"record {index}: value of {value_length} bytes overruns the record")
        if value_length > 0:
            pos += value_length
        headers, pos = _varint(view, pos, stop, 5, _MASK32, "the header count", index)
        if headers < 0 or headers > stop - pos:
            raise CorruptRecordError(f"record {index}: invalid number of headers {headers}")
        for _ in range(headers):
            header_key, pos = _varint(view, pos, stop, 5, _MASK32, "a header key length", index)
            if header_key < 0 or header_key > stop - pos:
                raise CorruptRecordError(f"record {index}: invalid header key length {header_key}")
            pos += header_key
            header_value, pos = _varint(view, pos, stop, 5, _MASK32, "a header value length",
                                        index)
            if header_value > stop - pos:
                raise CorruptRecordError(
                    f"record {index}: header value of {header_value} bytes overruns the record")
            if header_value > 0:
                pos += header_value
        if pos != stop:
            raise CorruptRecordError(
                f"record {index} declares {length} bytes but its fields take {length - (stop - pos)}")
    if pos != end:
        raise CorruptRecordError(
            f"{end - pos} bytes remain after the {count} records the batch declares")
    return RecordScan(min_delta, max_delta, null_keys, max_length)

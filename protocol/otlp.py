"""A decoder of the OTLP metrics that KIP-714 clients push: OpenTelemetry's `MetricsData`
protobuf (the same wire layout as `ExportMetricsServiceRequest`), the subset a metrics
receiver reads.

Decoded: each resource's attributes; each metric's name, description, unit, kind (gauge, sum,
histogram, exponential histogram, summary), a sum's aggregation temporality and monotonicity;
each data point's attributes, start and end times and value (a number point's double or int;
the sum and count of the histogram-like kinds, whose buckets and quantiles are skipped).
Instrumentation scopes, exemplars, flags and metadata are skipped.

The wire rules are protobuf's, as the Java runtime applies them to proto3 messages: unknown
fields, and known fields sent with another wire type, are skipped (groups included);
repeated scalars come packed or not; a string must be UTF-8. Anything truncated, a varint over
10 bytes, a wire type protobuf does not define, or nesting deeper than 100 messages raises
OtlpError, as protobuf-java's parser (`InvalidProtocolBufferException`) refuses it.
"""

from __future__ import annotations

import enum
import struct
from typing import Any, NamedTuple

VARINT, FIXED64, LENGTH, START_GROUP, END_GROUP, FIXED32 = 0, 1, 2, 3, 4, 5
_DOUBLE = struct.Struct("<d")
_LONG = struct.Struct("<q")
_RECURSION_LIMIT = 100  # protobuf-java's default


class OtlpError(ValueError):
    """The payload is not a protobuf MetricsData."""


class MetricKind(enum.Enum):
    NONE = "none"  # a metric without data
    GAUGE = "gauge"
    SUM = "sum"
    HISTOGRAM = "histogram"
    EXPONENTIAL_HISTOGRAM = "exponential_histogram"
    SUMMARY = "summary"


class Temporality(enum.IntEnum):
    """OTLP's AggregationTemporality."""

    UNSPECIFIED = 0
    DELTA = 1
    CUMULATIVE = 2


class DataPoint(NamedTuple):
    attributes: dict[str, Any]
    start_time_unix_nano: int
    time_unix_nano: int
    value: float | int  # a number point's value; the sum of a histogram or summary
    count: int | None  # the count of a histogram or summary point


class Metric(NamedTuple):
    name: str
    description: str
    unit: str
    kind: MetricKind
    temporality: Temporality
    monotonic: bool
    points: list[DataPoint]


class ResourceMetrics(NamedTuple):
    resource: dict[str, Any]
    metrics: list[Metric]


# Field numbers, by message.
_METRIC_KINDS = {5: MetricKind.GAUGE, 7: MetricKind.SUM, 9: MetricKind.HISTOGRAM,
                 10: MetricKind.EXPONENTIAL_HISTOGRAM, 11: MetricKind.SUMMARY}
# (attributes, start, time, count, sum) of each kind's data point; None: no such field.
_POINT_FIELDS = {MetricKind.GAUGE: (7, 2, 3, None, None), MetricKind.SUM: (7, 2, 3, None, None),
                 MetricKind.HISTOGRAM: (9, 2, 3, 4, 5),
                 MetricKind.EXPONENTIAL_HISTOGRAM: (1, 2, 3, 4, 5),
                 MetricKind.SUMMARY: (7, 2, 3, 4, 5)}


def decode_metrics_data(data) -> list[ResourceMetrics]:
    """The resources and metrics of a MetricsData payload (any bytes-like object)."""
    resources = []
    for field, value in _fields(memoryview(data).cast("B"), 0):
        if field == (1, LENGTH):
            resources.append(_resource_metrics(value, 1))
    return resources


def _resource_metrics(data: memoryview, depth: int) -> ResourceMetrics:
    attributes: dict[str, Any] = {}
    metrics: list[Metric] = []
    for field, value in _fields(data, depth):
        if field == (1, LENGTH):  # Resource
            for inner, item in _fields(value, depth + 1):
                if inner == (1, LENGTH):
                    _key_value(item, attributes, depth + 2)
        elif field == (2, LENGTH):  # ScopeMetrics
            for inner, item in _fields(value, depth + 1):
                if inner == (2, LENGTH):
                    metrics.append(_metric(item, depth + 2))
    return ResourceMetrics(attributes, metrics)


def _metric(data: memoryview, depth: int) -> Metric:
    name = description = unit = ""
    kind, temporality, monotonic = MetricKind.NONE, Temporality.UNSPECIFIED, False
    points: list[DataPoint] = []
    for field, value in _fields(data, depth):
        if field == (1, LENGTH):
            name = _text(value)
        elif field == (2, LENGTH):
            description = _text(value)
        elif field == (3, LENGTH):
            unit = _text(value)
        elif field[1] == LENGTH and field[0] in _METRIC_KINDS:
            # oneof data: the last one on the wire wins, as protobuf merges
            kind, points = _METRIC_KINDS[field[0]], []
            temporality, monotonic = Temporality.UNSPECIFIED, False
            for inner, item in _fields(value, depth + 1):
                if inner == (1, LENGTH):
                    points.append(_point(item, kind, depth + 2))
                elif inner == (2, VARINT) and kind != MetricKind.SUMMARY:
                    temporality = _temporality(item)
                elif inner == (3, VARINT) and kind == MetricKind.SUM:
                    monotonic = item != 0
    return Metric(name, description, unit, kind, temporality, monotonic, points)


def _temporality(value: int) -> Temporality:
    try:
        return Temporality(value)
    except ValueError:  # an enum value this reader does not know
        return Temporality.UNSPECIFIED


def _point(data: memoryview, kind: MetricKind, depth: int) -> DataPoint:
    attributes_field, start_field, time_field, count_field, sum_field = _POINT_FIELDS[kind]
    attributes: dict[str, Any] = {}
    start = time = 0
    value: float | int = 0
    count = 0 if count_field is not None else None
    for (number, wire), item in _fields(data, depth):
        if number == attributes_field and wire == LENGTH:
            _key_value(item, attributes, depth + 1)
        elif wire != FIXED64:
            continue
        elif number == start_field:
            start = item
        elif number == time_field:
            time = item
        elif count_field is None and number == 4:  # as_double
            value = _DOUBLE.unpack(item.to_bytes(8, "little"))[0]
        elif count_field is None and number == 6:  # as_int (sfixed64)
            value = _LONG.unpack(item.to_bytes(8, "little"))[0]
        elif number == count_field:
            count = item
        elif number == sum_field:
            value = _DOUBLE.unpack(item.to_bytes(8, "little"))[0]
    return DataPoint(attributes, start, time, value, count)


def _key_value(data: memoryview, into: dict[str, Any], depth: int) -> None:
    key, value = "", None
    for field, item in _fields(data, depth):
        if field == (1, LENGTH):
            key = _text(item)
        elif field == (2, LENGTH):
            value = _any_value(item, depth + 1)
    into[key] = value


def _any_value(data: memoryview, depth: int) -> Any:
    value: Any = None
    for field, item in _fields(data, depth):
        if field == (1, LENGTH):
            value = _text(item)
        elif field == (2, VARINT):
            value = item != 0
        elif field == (3, VARINT):
            value = item - (1 << 64) if item >= (1 << 63) else item
        elif field == (4, FIXED64):
            value = _DOUBLE.unpack(item.to_bytes(8, "little"))[0]
        elif field == (5, LENGTH):
            value = [_any_value(element, depth + 2)
                     for inner, element in _fields(item, depth + 1) if inner == (1, LENGTH)]
        elif field == (6, LENGTH):
            value = {}
            for inner, element in _fields(item, depth + 1):
                if inner == (1, LENGTH):
                    _key_value(element, value, depth + 2)
        elif field == (7, LENGTH):
            value = bytes(item)
    return value


def _text(data: memoryview) -> str:
    try:
        return str(data, "utf-8")
    except UnicodeDecodeError:
        raise OtlpError("a string field is not valid UTF-8") from None


def _fields(data: memoryview, depth: int):
    """Yield ((field number, wire type), value) for each field of one message: an int for
    varints and fixed-width fields, a memoryview for length-delimited ones; groups skipped."""
    if depth > _RECURSION_LIMIT:
        raise OtlpError(f"messages nested deeper than {_RECURSION_LIMIT}")
    position, end = 0, len(data)
    while position < end:
        key, position = _varint(data, position)
        number, wire = key >> 3, key & 7
        if number == 0:
            raise OtlpError("field number 0")
        if wire == VARINT:
            value, position = _varint(data, position)
        elif wire == FIXED64 or wire == FIXED32:
            size = 8 if wire == FIXED64 else 4
            if position + size > end:
                raise OtlpError("truncated fixed-width field")
            value = int.from_bytes(data[position:position + size], "little")
            position += size
        elif wire == LENGTH:
            length, position = _varint(data, position)
            if length > end - position:
                raise OtlpError("truncated length-delimited field")
            value = data[position:position + length]
            position += length
        elif wire == START_GROUP:
            position = _skip_group(data, position, number, depth + 1)
            continue
        else:
            raise OtlpError(f"wire type {wire} where a field starts")
        yield (number, wire), value


def _skip_group(data: memoryview, position: int, number: int, depth: int) -> int:
    """The position after the END_GROUP that closes group `number`."""
    if depth > _RECURSION_LIMIT:
        raise OtlpError(f"groups nested deeper than {_RECURSION_LIMIT}")
    while True:
        if position >= len(data):
            raise OtlpError("truncated group")
        key, position = _varint(data, position)
        inner, wire = key >> 3, key & 7
        if wire == END_GROUP:
            if inner != number:
                raise OtlpError("a group closed by another group's end")
            return position
        if wire == VARINT:
            _, position = _varint(data, position)
        elif wire in (FIXED64, FIXED32):
            position += 8 if wire == FIXED64 else 4
        elif wire == LENGTH:
            length, position = _varint(data, position)
            position += length
        elif wire == START_GROUP:
            position = _skip_group(data, position, inner, depth + 1)
        else:
            raise OtlpError(f"wire type {wire} inside a group")
        if position > len(data):
            raise OtlpError("truncated group")


def _varint(data: memoryview, position: int) -> tuple[int, int]:
    result = shift = 0
    for index in range(position, min(position + 10, len(data))):
        byte = data[index]
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            return result & 0xFFFFFFFFFFFFFFFF, index + 1
        shift += 7
    raise OtlpError("truncated or over-long varint")

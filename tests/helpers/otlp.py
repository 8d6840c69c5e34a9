"""A few lines of protobuf writing, for tests that push OTLP metrics by hand: `metrics_data`
builds a MetricsData payload (OpenTelemetry's metrics.proto field numbers) the way clients
encode it."""

from __future__ import annotations

import struct
from typing import Any

VARINT, FIXED64, LENGTH = 0, 1, 2
DELTA, CUMULATIVE = 1, 2


def varint(value: int) -> bytes:
    value &= 0xFFFFFFFFFFFFFFFF
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def field(number: int, wire: int, payload: bytes | int) -> bytes:
    key = varint(number << 3 | wire)
    if wire == VARINT:
        return key + varint(payload)
    if wire == FIXED64:
        return key + struct.pack("<Q", payload & 0xFFFFFFFFFFFFFFFF)
    return key + varint(len(payload)) + payload


def text(number: int, value: str) -> bytes:
    return field(number, LENGTH, value.encode())


def double(number: int, value: float) -> bytes:
    return field(number, FIXED64, struct.unpack("<Q", struct.pack("<d", value))[0])


def any_value(value: Any) -> bytes:
    if isinstance(value, bool):
        return field(2, VARINT, int(value))
    if isinstance(value, int):
        return field(3, VARINT, value)
    if isinstance(value, float):
        return double(4, value)
    if isinstance(value, list):
        return field(5, LENGTH, b"".join(field(1, LENGTH, any_value(v)) for v in value))
    if isinstance(value, dict):
        return field(6, LENGTH, b"".join(field(1, LENGTH, key_value(k, v))
                                         for k, v in value.items()))
    if isinstance(value, bytes):
        return field(7, LENGTH, value)
    return text(1, value)


def key_value(key: str, value: Any) -> bytes:
    return text(1, key) + field(2, LENGTH, any_value(value))


def number_point(value: float | int, attributes: dict | None = None, time: int = 0,
                 start: int = 0) -> bytes:
    body = b"".join(field(7, LENGTH, key_value(k, v)) for k, v in (attributes or {}).items())
    body += field(2, FIXED64, start) + field(3, FIXED64, time)
    body += double(4, value) if isinstance(value, float) else field(6, FIXED64, value)
    return body


def gauge(name: str, *points: bytes, unit: str = "", description: str = "") -> bytes:
    data = b"".join(field(1, LENGTH, point) for point in points)
    return text(1, name) + text(2, description) + text(3, unit) + field(5, LENGTH, data)


def sum_metric(name: str, *points: bytes, temporality: int = DELTA,
               monotonic: bool = True) -> bytes:
    data = b"".join(field(1, LENGTH, point) for point in points)
    data += field(2, VARINT, temporality) + field(3, VARINT, int(monotonic))
    return text(1, name) + field(7, LENGTH, data)


def histogram(name: str, count: int, total: float, attributes: dict | None = None) -> bytes:
    point = b"".join(field(9, LENGTH, key_value(k, v)) for k, v in (attributes or {}).items())
    point += field(4, FIXED64, count) + double(5, total)
    point += field(6, LENGTH, struct.pack("<QQ", count, 0))  # packed bucket counts
    point += field(7, LENGTH, struct.pack("<d", 1.0))  # packed explicit bounds
    return text(1, name) + field(9, LENGTH, field(1, LENGTH, point) + field(2, VARINT, DELTA))


def metrics_data(*metrics: bytes, resource: dict | None = None,
                 scope: str = "kafkasim-test") -> bytes:
    resource_bytes = b"".join(field(1, LENGTH, key_value(k, v))
                              for k, v in (resource or {}).items())
    scope_metrics = field(1, LENGTH, text(1, scope)) + b"".join(
        field(2, LENGTH, metric) for metric in metrics)
    resource_metrics = field(1, LENGTH, resource_bytes) + field(2, LENGTH, scope_metrics)
    return field(1, LENGTH, resource_metrics)

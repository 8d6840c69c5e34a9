"""The OTLP metrics decoder (protocol/otlp.py): what KIP-714 clients push, and what protobuf's
Java runtime refuses. The decoder also reads every push of librdkafka and the Java client in
tests/clients/test_client_telemetry.py."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kafkasim.protocol.otlp import MetricKind, OtlpError, Temporality, decode_metrics_data
from tests.helpers.otlp import (
    CUMULATIVE,
    FIXED64,
    LENGTH,
    VARINT,
    field,
    gauge,
    histogram,
    metrics_data,
    number_point,
    sum_metric,
    text,
    varint,
)

PAYLOAD = metrics_data(
    gauge("org.apache.kafka.producer.record.queue.time.avg",
          number_point(1.5, {"node.id": "1", "topic": "t"}, time=2000, start=1000),
          number_point(2.5, {"node.id": "2"}, time=2000), unit="ms", description="queue time"),
    sum_metric("org.apache.kafka.producer.request.total", number_point(7, {"node.id": "1"})),
    sum_metric("org.apache.kafka.producer.connection.count", number_point(3),
               temporality=CUMULATIVE, monotonic=False),
    histogram("org.apache.kafka.producer.latency", 4, 10.0, {"quantile": 0.5}),
    resource={"client_rack": "a", "count": 3, "ok": True, "ratio": 0.5,
              "list": ["x", 1], "map": {"k": "v"}, "raw": b"\x00\x01"})


def test_metrics_data_decodes():
    """Verifies that a MetricsData payload decodes to its resource attributes (every AnyValue
    kind) and each metric's name, unit, description, kind, temporality, monotonicity and
    points (attributes, times, double and int values, a histogram's count and sum), as
    opentelemetry-proto's metrics.proto lays them out."""
    [resource] = decode_metrics_data(PAYLOAD)
    assert resource.resource == {"client_rack": "a", "count": 3, "ok": True, "ratio": 0.5,
                                 "list": ["x", 1], "map": {"k": "v"}, "raw": b"\x00\x01"}
    queue, requests, connections, latency = resource.metrics
    assert (queue.name, queue.unit, queue.description, queue.kind) == (
        "org.apache.kafka.producer.record.queue.time.avg", "ms", "queue time", MetricKind.GAUGE)
    assert [(p.attributes, p.value, p.start_time_unix_nano, p.time_unix_nano)
            for p in queue.points] == [({"node.id": "1", "topic": "t"}, 1.5, 1000, 2000),
                                       ({"node.id": "2"}, 2.5, 0, 2000)]
    assert (requests.kind, requests.temporality, requests.monotonic) == (
        MetricKind.SUM, Temporality.DELTA, True)
    assert requests.points[0].value == 7 and isinstance(requests.points[0].value, int)
    assert (connections.temporality, connections.monotonic) == (Temporality.CUMULATIVE, False)
    assert latency.kind == MetricKind.HISTOGRAM
    assert (latency.points[0].count, latency.points[0].value) == (4, 10.0)
    assert latency.points[0].attributes == {"quantile": 0.5}


def test_unknown_fields_and_other_wire_types_are_skipped():
    """Verifies that fields the decoder does not know, and known fields sent with another wire
    type, are skipped as protobuf's runtime skips them, groups included."""
    group = varint(99 << 3 | 3) + field(1, VARINT, 5) + varint(99 << 3 | 4)
    metric = field(1, VARINT, 12) + text(1, "m") + field(50, FIXED64, 1) + group + \
        field(5, LENGTH, field(1, LENGTH, number_point(1.0)))
    payload = field(1, LENGTH, field(2, LENGTH, field(2, LENGTH, metric)) + field(7, VARINT, 1))
    [resource] = decode_metrics_data(payload)
    assert [(m.name, m.kind, m.points[0].value) for m in resource.metrics] == [
        ("m", MetricKind.GAUGE, 1.0)]


@pytest.mark.parametrize("payload, reason", [
    (PAYLOAD[:-1], "a field cut short"),
    (b"\x0a\x05\x01", "a length past the end"),
    (b"\xff" * 11, "a varint over 10 bytes"),
    (b"\x0f", "wire type 7"),
    (b"\x0c", "an end-group tag without its group"),
    (b"\x00\x01", "field number 0"),
    (field(1, LENGTH, field(2, LENGTH, field(2, LENGTH, field(1, LENGTH, b"\xff\xfe")))),
     "a metric name that is not UTF-8"),
])
def test_malformed_payloads_are_refused(payload, reason):
    """Verifies that what protobuf-java refuses (InvalidProtocolBufferException) is refused
    with OtlpError: truncation, over-long varints, undefined or unmatched wire types, field
    number 0, strings that are not UTF-8 (proto3)."""
    with pytest.raises(OtlpError):
        decode_metrics_data(payload)


def test_nesting_deeper_than_protobufs_limit_is_refused():
    """Verifies that AnyValue lists nested past protobuf-java's recursion limit (100) are
    refused rather than decoded."""
    value = field(1, LENGTH, b"")
    for _ in range(120):
        value = field(5, LENGTH, field(1, LENGTH, value))
    attribute = text(1, "deep") + field(2, LENGTH, value)
    payload = field(1, LENGTH, field(1, LENGTH, field(1, LENGTH, attribute)))
    with pytest.raises(OtlpError):
        decode_metrics_data(payload)


def test_empty_payload_is_no_resources():
    """Verifies that an empty MetricsData (all fields default) decodes to nothing."""
    assert decode_metrics_data(b"") == []


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_decode_or_raise_otlp_error(data):
    """Verifies that arbitrary bytes either decode or raise OtlpError, never anything else
    (a push of garbage costs its client an INVALID_RECORD, nothing more)."""
    try:
        decode_metrics_data(data)
    except OtlpError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=len(PAYLOAD)), st.integers(0, 255))
def test_damaged_payloads_decode_or_raise_otlp_error(position, byte):
    """Verifies that a real payload with one byte changed or cut short decodes or raises
    OtlpError."""
    damaged = PAYLOAD[:position] + bytes([byte]) + PAYLOAD[position + 1:]
    for data in (damaged, PAYLOAD[:position]):
        try:
            decode_metrics_data(data)
        except OtlpError:
            pass

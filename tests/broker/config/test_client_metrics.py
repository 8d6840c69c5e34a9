"""Client-metrics configs (broker/config/client_metrics.py): the checks and error codes of
Kafka 4.4's ClientMetricsConfigs and ConfigDef, in their order. The differential suite
(tests/reference/fidelity/scenarios/client_telemetry.py) compares the same refusals with
Kafka over the wire."""

from __future__ import annotations

import pytest

from kafkasim.broker.config.client_metrics import (
    ClientMetricsConfigError,
    check,
    match_patterns,
    subscription,
)
from kafkasim.protocol.errors import ErrorCode


def test_valid_configs_are_normalised():
    """Verifies that lists are trimmed and joined with "," and numbers written plainly, as
    Kafka's DescribeConfigs shows them (ConfigDef.convertToString of the parsed value)."""
    assert check("s", {"metrics": " a. , b. ", "interval.ms": " 1000", "match":
                       "client_id = app-.*, client_software_name=apache-kafka-java"}) == {
        "metrics": "a.,b.", "interval.ms": "1000",
        "match": "client_id = app-.*,client_software_name=apache-kafka-java"}
    assert check("s", {"metrics": ""}) == {"metrics": ""}
    # ConfigDef drops a repeated list item (with a warning) before validating
    assert check("s", {"metrics": "a,b,a"}) == {"metrics": "a,b"}


@pytest.mark.parametrize("name, configs, code", [
    ("", {"metrics": "*"}, ErrorCode.INVALID_REQUEST),
    ("s", {"metric": "*"}, ErrorCode.INVALID_REQUEST),
    ("s", {"interval.ms": "99"}, ErrorCode.INVALID_REQUEST),
    ("s", {"interval.ms": "3600001"}, ErrorCode.INVALID_REQUEST),
    ("s", {"interval.ms": "soon"}, ErrorCode.INVALID_CONFIG),
    ("s", {"interval.ms": "2147483648"}, ErrorCode.INVALID_CONFIG),
    ("s", {"metrics": "a,,b"}, ErrorCode.INVALID_CONFIG),
    ("s", {"match": "client_id"}, ErrorCode.INVALID_CONFIG),
    ("s", {"match": "client_id="}, ErrorCode.INVALID_CONFIG),
    ("s", {"match": "client_id=a=b"}, ErrorCode.INVALID_CONFIG),
    ("s", {"match": "client_rack=a"}, ErrorCode.INVALID_CONFIG),
    ("s", {"match": "client_id=[unclosed"}, ErrorCode.INVALID_CONFIG),
    # the unknown key is found before the interval is parsed
    ("s", {"interval.ms": "soon", "colour": "red"}, ErrorCode.INVALID_REQUEST),
])
def test_refused_configs(name, configs, code):
    """Verifies Kafka's error codes: InvalidRequestException (empty name, unknown key,
    interval outside 100..3600000) is INVALID_REQUEST; ConfigException (not an INT, an empty
    list item) and an illegal match pattern are INVALID_CONFIG."""
    with pytest.raises(ClientMetricsConfigError) as refused:
        check(name, configs)
    assert refused.value.code == code


def test_match_patterns_match_whole_values():
    """Verifies that a selector's regex must match the client's whole value (Java's
    Matcher.matches), and that surrounding blanks are trimmed."""
    patterns = match_patterns([" client_id = app-.* "])
    assert patterns["client_id"].fullmatch("app-1")
    assert not patterns["client_id"].fullmatch("my-app-1")


def test_subscription_defaults():
    """Verifies that a subscription without some keys takes Kafka's defaults: no metrics,
    a 5-minute interval, every client."""
    assert subscription("s", {"interval.ms": "500"}) == ("s", [], 500, {})
    assert subscription("s", {"metrics": "*"}).interval_ms == 300_000

"""Generated from schemas/DescribeClusterRequest.json, schemas/DescribeClusterResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'DescribeClusterRequest',
    'DescribeClusterBroker',
    'DescribeClusterResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import describe_cluster as codecs

    codecs.attach(globals())

class DescribeClusterRequest(_Message):
    """DescribeClusterRequest (API key 60): versions 0-2, flexible 0+."""

    __slots__ = ('include_cluster_authorized_operations', 'endpoint_type', 'include_fenced_brokers', 'unknown_tagged_fields')
    _FIELDS = ('include_cluster_authorized_operations', 'endpoint_type', 'include_fenced_brokers')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeClusterRequest'
    API_KEY = 60
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: bool, versions 0+.
    include_cluster_authorized_operations: bool
    #: int8, versions 1+, default 1.
    endpoint_type: int
    #: bool, versions 2+.
    include_fenced_brokers: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, include_cluster_authorized_operations=False, endpoint_type=1, include_fenced_brokers=False, unknown_tagged_fields=None):
        self.include_cluster_authorized_operations = include_cluster_authorized_operations
        self.endpoint_type = endpoint_type
        self.include_fenced_brokers = include_fenced_brokers
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeClusterRequest):
            return NotImplemented
        return (
            self.include_cluster_authorized_operations == other.include_cluster_authorized_operations and
            self.endpoint_type == other.endpoint_type and
            self.include_fenced_brokers == other.include_fenced_brokers and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeClusterBroker(_Message):
    """DescribeClusterResponse: an element of DescribeClusterResponse.brokers."""

    __slots__ = ('broker_id', 'host', 'port', 'rack', 'is_fenced', 'unknown_tagged_fields')
    _FIELDS = ('broker_id', 'host', 'port', 'rack', 'is_fenced')
    _CODECS = staticmethod(_load_codecs)

    #: int32 (brokerId), versions 0+, map key.
    broker_id: int
    #: string, versions 0+.
    host: str
    #: int32, versions 0+.
    port: int
    #: string, versions 0+, nullable 0+, default null.
    rack: str | None
    #: bool, versions 2+.
    is_fenced: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, broker_id=0, host='', port=0, rack=None, is_fenced=False, unknown_tagged_fields=None):
        self.broker_id = broker_id
        self.host = host
        self.port = port
        self.rack = rack
        self.is_fenced = is_fenced
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeClusterBroker):
            return NotImplemented
        return (
            self.broker_id == other.broker_id and
            self.host == other.host and
            self.port == other.port and
            self.rack == other.rack and
            self.is_fenced == other.is_fenced and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeClusterResponse(_Message):
    """DescribeClusterResponse (API key 60): versions 0-2, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'endpoint_type', 'cluster_id', 'controller_id', 'brokers', 'cluster_authorized_operations', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'error_message', 'endpoint_type', 'cluster_id', 'controller_id', 'brokers', 'cluster_authorized_operations')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeClusterResponse'
    API_KEY = 60
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: int8, versions 1+, default 1.
    endpoint_type: int
    #: string, versions 0+.
    cluster_id: str
    #: int32 (brokerId), versions 0+, default -1.
    controller_id: int
    #: []DescribeClusterBroker, versions 0+.
    brokers: list[DescribeClusterBroker]
    #: int32, versions 0+, default -2147483648.
    cluster_authorized_operations: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message=None, endpoint_type=1, cluster_id='', controller_id=-1, brokers=_UNSET, cluster_authorized_operations=-2147483648, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.endpoint_type = endpoint_type
        self.cluster_id = cluster_id
        self.controller_id = controller_id
        self.brokers = [] if brokers is _UNSET else brokers
        self.cluster_authorized_operations = cluster_authorized_operations
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeClusterResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.endpoint_type == other.endpoint_type and
            self.cluster_id == other.cluster_id and
            self.controller_id == other.controller_id and
            self.brokers == other.brokers and
            self.cluster_authorized_operations == other.cluster_authorized_operations and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


"""Generated from schemas/BrokerRegistrationRequest.json, schemas/BrokerRegistrationResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'Listener',
    'Feature',
    'BrokerRegistrationRequest',
    'BrokerRegistrationResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import broker_registration as codecs

    codecs.attach(globals())

class Listener(_Message):
    """BrokerRegistrationRequest: an element of BrokerRegistrationRequest.listeners."""

    __slots__ = ('name', 'host', 'port', 'security_protocol', 'unknown_tagged_fields')
    _FIELDS = ('name', 'host', 'port', 'security_protocol')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+, map key.
    name: str
    #: string, versions 0+.
    host: str
    #: uint16, versions 0+.
    port: int
    #: int16, versions 0+.
    security_protocol: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', host='', port=0, security_protocol=0, unknown_tagged_fields=None):
        self.name = name
        self.host = host
        self.port = port
        self.security_protocol = security_protocol
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, Listener):
            return NotImplemented
        return (
            self.name == other.name and
            self.host == other.host and
            self.port == other.port and
            self.security_protocol == other.security_protocol and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class Feature(_Message):
    """BrokerRegistrationRequest: an element of BrokerRegistrationRequest.features."""

    __slots__ = ('name', 'min_supported_version', 'max_supported_version', 'unknown_tagged_fields')
    _FIELDS = ('name', 'min_supported_version', 'max_supported_version')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+, map key.
    name: str
    #: int16, versions 0+.
    min_supported_version: int
    #: int16, versions 0+.
    max_supported_version: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', min_supported_version=0, max_supported_version=0, unknown_tagged_fields=None):
        self.name = name
        self.min_supported_version = min_supported_version
        self.max_supported_version = max_supported_version
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, Feature):
            return NotImplemented
        return (
            self.name == other.name and
            self.min_supported_version == other.min_supported_version and
            self.max_supported_version == other.max_supported_version and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class BrokerRegistrationRequest(_Message):
    """BrokerRegistrationRequest (API key 62): versions 0-4, flexible 0+."""

    __slots__ = ('broker_id', 'cluster_id', 'incarnation_id', 'listeners', 'features', 'rack', 'is_migrating_zk_broker', 'log_dirs', 'previous_broker_epoch', 'unknown_tagged_fields')
    _FIELDS = ('broker_id', 'cluster_id', 'incarnation_id', 'listeners', 'features', 'rack', 'is_migrating_zk_broker', 'log_dirs', 'previous_broker_epoch')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'BrokerRegistrationRequest'
    API_KEY = 62
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 0

    #: int32 (brokerId), versions 0+.
    broker_id: int
    #: string, versions 0+.
    cluster_id: str
    #: uuid, versions 0+.
    incarnation_id: uuid.UUID
    #: []Listener, versions 0+.
    listeners: list[Listener]
    #: []Feature, versions 0+.
    features: list[Feature]
    #: string, versions 0+, nullable 0+.
    rack: str | None
    #: bool, versions 1+, default false.
    is_migrating_zk_broker: bool
    #: []uuid, versions 2+, ignorable.
    log_dirs: list[uuid.UUID]
    #: int64, versions 3+, ignorable, default -1.
    previous_broker_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, broker_id=0, cluster_id='', incarnation_id=_ZERO_UUID, listeners=_UNSET, features=_UNSET, rack='', is_migrating_zk_broker=False, log_dirs=_UNSET, previous_broker_epoch=-1, unknown_tagged_fields=None):
        self.broker_id = broker_id
        self.cluster_id = cluster_id
        self.incarnation_id = incarnation_id
        self.listeners = [] if listeners is _UNSET else listeners
        self.features = [] if features is _UNSET else features
        self.rack = rack
        self.is_migrating_zk_broker = is_migrating_zk_broker
        self.log_dirs = [] if log_dirs is _UNSET else log_dirs
        self.previous_broker_epoch = previous_broker_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, BrokerRegistrationRequest):
            return NotImplemented
        return (
            self.broker_id == other.broker_id and
            self.cluster_id == other.cluster_id and
            self.incarnation_id == other.incarnation_id and
            self.listeners == other.listeners and
            self.features == other.features and
            self.rack == other.rack and
            self.is_migrating_zk_broker == other.is_migrating_zk_broker and
            self.log_dirs == other.log_dirs and
            self.previous_broker_epoch == other.previous_broker_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class BrokerRegistrationResponse(_Message):
    """BrokerRegistrationResponse (API key 62): versions 0-4, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'broker_epoch', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'broker_epoch')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'BrokerRegistrationResponse'
    API_KEY = 62
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: int64, versions 0+, default -1.
    broker_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, broker_epoch=-1, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.broker_epoch = broker_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, BrokerRegistrationResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.broker_epoch == other.broker_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


"""Generated from schemas/DescribeClientQuotasRequest.json, schemas/DescribeClientQuotasResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ComponentData',
    'DescribeClientQuotasRequest',
    'EntityData',
    'ValueData',
    'EntryData',
    'DescribeClientQuotasResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import describe_client_quotas as codecs

    codecs.attach(globals())

class ComponentData(_Message):
    """DescribeClientQuotasRequest: an element of DescribeClientQuotasRequest.components."""

    __slots__ = ('entity_type', 'match_type', 'match', 'unknown_tagged_fields')
    _FIELDS = ('entity_type', 'match_type', 'match')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    entity_type: str
    #: int8, versions 0+.
    match_type: int
    #: string, versions 0+, nullable 0+.
    match: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, entity_type='', match_type=0, match='', unknown_tagged_fields=None):
        self.entity_type = entity_type
        self.match_type = match_type
        self.match = match
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ComponentData):
            return NotImplemented
        return (
            self.entity_type == other.entity_type and
            self.match_type == other.match_type and
            self.match == other.match and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeClientQuotasRequest(_Message):
    """DescribeClientQuotasRequest (API key 48): versions 0-1, flexible 1+."""

    __slots__ = ('components', 'strict', 'unknown_tagged_fields')
    _FIELDS = ('components', 'strict')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeClientQuotasRequest'
    API_KEY = 48
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1

    #: []ComponentData, versions 0+.
    components: list[ComponentData]
    #: bool, versions 0+.
    strict: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, components=_UNSET, strict=False, unknown_tagged_fields=None):
        self.components = [] if components is _UNSET else components
        self.strict = strict
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeClientQuotasRequest):
            return NotImplemented
        return (
            self.components == other.components and
            self.strict == other.strict and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class EntityData(_Message):
    """DescribeClientQuotasResponse: an element of EntryData.entity."""

    __slots__ = ('entity_type', 'entity_name', 'unknown_tagged_fields')
    _FIELDS = ('entity_type', 'entity_name')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    entity_type: str
    #: string, versions 0+, nullable 0+.
    entity_name: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, entity_type='', entity_name='', unknown_tagged_fields=None):
        self.entity_type = entity_type
        self.entity_name = entity_name
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, EntityData):
            return NotImplemented
        return (
            self.entity_type == other.entity_type and
            self.entity_name == other.entity_name and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ValueData(_Message):
    """DescribeClientQuotasResponse: an element of EntryData.values."""

    __slots__ = ('key', 'value', 'unknown_tagged_fields')
    _FIELDS = ('key', 'value')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    key: str
    #: float64, versions 0+.
    value: float
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, key='', value=0.0, unknown_tagged_fields=None):
        self.key = key
        self.value = value
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ValueData):
            return NotImplemented
        return (
            self.key == other.key and
            self.value == other.value and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class EntryData(_Message):
    """DescribeClientQuotasResponse: an element of DescribeClientQuotasResponse.entries."""

    __slots__ = ('entity', 'values', 'unknown_tagged_fields')
    _FIELDS = ('entity', 'values')
    _CODECS = staticmethod(_load_codecs)

    #: []EntityData, versions 0+.
    entity: list[EntityData]
    #: []ValueData, versions 0+.
    values: list[ValueData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, entity=_UNSET, values=_UNSET, unknown_tagged_fields=None):
        self.entity = [] if entity is _UNSET else entity
        self.values = [] if values is _UNSET else values
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, EntryData):
            return NotImplemented
        return (
            self.entity == other.entity and
            self.values == other.values and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeClientQuotasResponse(_Message):
    """DescribeClientQuotasResponse (API key 48): versions 0-1, flexible 1+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'entries', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'error_message', 'entries')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeClientQuotasResponse'
    API_KEY = 48
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: []EntryData, versions 0+, nullable 0+.
    entries: list[EntryData] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message='', entries=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.entries = [] if entries is _UNSET else entries
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeClientQuotasResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.entries == other.entries and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


"""Generated from schemas/AlterClientQuotasRequest.json, schemas/AlterClientQuotasResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'AlterClientQuotasRequestEntityData',
    'OpData',
    'AlterClientQuotasRequestEntryData',
    'AlterClientQuotasRequest',
    'AlterClientQuotasResponseEntityData',
    'AlterClientQuotasResponseEntryData',
    'AlterClientQuotasResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import alter_client_quotas as codecs

    codecs.attach(globals())

class AlterClientQuotasRequestEntityData(_Message):
    """AlterClientQuotasRequest: an element of AlterClientQuotasRequestEntryData.entity."""

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
        if not isinstance(other, AlterClientQuotasRequestEntityData):
            return NotImplemented
        return (
            self.entity_type == other.entity_type and
            self.entity_name == other.entity_name and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OpData(_Message):
    """AlterClientQuotasRequest: an element of AlterClientQuotasRequestEntryData.ops."""

    __slots__ = ('key', 'value', 'remove', 'unknown_tagged_fields')
    _FIELDS = ('key', 'value', 'remove')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    key: str
    #: float64, versions 0+.
    value: float
    #: bool, versions 0+.
    remove: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, key='', value=0.0, remove=False, unknown_tagged_fields=None):
        self.key = key
        self.value = value
        self.remove = remove
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OpData):
            return NotImplemented
        return (
            self.key == other.key and
            self.value == other.value and
            self.remove == other.remove and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterClientQuotasRequestEntryData(_Message):
    """AlterClientQuotasRequest: an element of AlterClientQuotasRequest.entries."""

    __slots__ = ('entity', 'ops', 'unknown_tagged_fields')
    _FIELDS = ('entity', 'ops')
    _CODECS = staticmethod(_load_codecs)

    #: []EntityData, versions 0+.
    entity: list[AlterClientQuotasRequestEntityData]
    #: []OpData, versions 0+.
    ops: list[OpData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, entity=_UNSET, ops=_UNSET, unknown_tagged_fields=None):
        self.entity = [] if entity is _UNSET else entity
        self.ops = [] if ops is _UNSET else ops
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterClientQuotasRequestEntryData):
            return NotImplemented
        return (
            self.entity == other.entity and
            self.ops == other.ops and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterClientQuotasRequest(_Message):
    """AlterClientQuotasRequest (API key 49): versions 0-1, flexible 1+."""

    __slots__ = ('entries', 'validate_only', 'unknown_tagged_fields')
    _FIELDS = ('entries', 'validate_only')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AlterClientQuotasRequest'
    API_KEY = 49
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1

    #: []EntryData, versions 0+.
    entries: list[AlterClientQuotasRequestEntryData]
    #: bool, versions 0+.
    validate_only: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, entries=_UNSET, validate_only=False, unknown_tagged_fields=None):
        self.entries = [] if entries is _UNSET else entries
        self.validate_only = validate_only
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterClientQuotasRequest):
            return NotImplemented
        return (
            self.entries == other.entries and
            self.validate_only == other.validate_only and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterClientQuotasResponseEntityData(_Message):
    """AlterClientQuotasResponse: an element of AlterClientQuotasResponseEntryData.entity."""

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
        if not isinstance(other, AlterClientQuotasResponseEntityData):
            return NotImplemented
        return (
            self.entity_type == other.entity_type and
            self.entity_name == other.entity_name and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterClientQuotasResponseEntryData(_Message):
    """AlterClientQuotasResponse: an element of AlterClientQuotasResponse.entries."""

    __slots__ = ('error_code', 'error_message', 'entity', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'error_message', 'entity')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: []EntityData, versions 0+.
    entity: list[AlterClientQuotasResponseEntityData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, error_message='', entity=_UNSET, unknown_tagged_fields=None):
        self.error_code = error_code
        self.error_message = error_message
        self.entity = [] if entity is _UNSET else entity
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterClientQuotasResponseEntryData):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.entity == other.entity and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterClientQuotasResponse(_Message):
    """AlterClientQuotasResponse (API key 49): versions 0-1, flexible 1+."""

    __slots__ = ('throttle_time_ms', 'entries', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'entries')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AlterClientQuotasResponse'
    API_KEY = 49
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []EntryData, versions 0+.
    entries: list[AlterClientQuotasResponseEntryData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, entries=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.entries = [] if entries is _UNSET else entries
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterClientQuotasResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.entries == other.entries and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


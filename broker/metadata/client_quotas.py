"""Client quotas in the cluster metadata (Kafka's ClientQuotasImage, replayed from
ClientQuotaRecords).

A quota entity names one to three entity types: `user`, `client-id` (together, or either
alone) or `ip` (alone), each with a name, or None for the type's default entity
(`<default>`). Each entity holds quota values by key (`producer_byte_rate`, ...). The
controller validates alterations (broker/controller/client_quotas.py) and appends one record
per key set or removed; every node replays them into its image, so quotas survive restarts
with the metadata log. DescribeClientQuotas reads the image of the broker it reaches
(`describe`, Kafka's ClientQuotasImage.describe), and the broker's quota managers read it to
throttle (broker/quota/).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from kafkasim.protocol.errors import ErrorCode

USER = "user"
CLIENT_ID = "client-id"
IP = "ip"
ENTITY_TYPES = (USER, CLIENT_ID, IP)


@dataclass(frozen=True, slots=True)
class QuotaEntity:
    """One quota entity: (entity type, name or None for the default), one pair per type, in
    type order (user, client-id, ip)."""

    entries: tuple[tuple[str, str | None], ...]

    @classmethod
    def of(cls, pairs: Iterable[tuple[str, str | None]]) -> QuotaEntity:
        """The entity of (type, name) pairs; a type named twice keeps its last name (Kafka
        builds a map of the request's pairs)."""
        names = dict(pairs)
        order = {t: i for i, t in enumerate(ENTITY_TYPES)}
        return cls(tuple(sorted(names.items(), key=lambda item: (order.get(item[0], 3),
                                                                  item[0]))))

    @classmethod
    def from_record(cls, entity: list) -> QuotaEntity:
        return cls.of((entity_type, name) for entity_type, name in entity)

    def to_record(self) -> list[list]:
        return [[entity_type, name] for entity_type, name in self.entries]

    @property
    def types(self) -> frozenset[str]:
        return frozenset(entity_type for entity_type, _ in self.entries)

    def has(self, entity_type: str) -> bool:
        return any(t == entity_type for t, _ in self.entries)

    def name(self, entity_type: str) -> str | None:
        """The name for `entity_type` (None: its default entity, or the type is absent)."""
        return next((name for t, name in self.entries if t == entity_type), None)


class MatchType(enum.IntEnum):
    """DescribeClientQuotas' MatchType: how a filter component matches an entity's name."""

    EXACT = 0  # the name given
    DEFAULT = 1  # the type's default entity
    SPECIFIED = 2  # any entity of the type


class QuotaFilterError(Exception):
    """A DescribeClientQuotas filter Kafka refuses: the whole request's error and message."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class FilterComponent:
    entity_type: str
    match_type: int
    match: str | None


class ClientQuotasImage:
    """Every quota entity with its values; `version` counts the changes replayed, so readers
    can cache what they derive from it."""

    __slots__ = ("entities", "version")

    def __init__(self) -> None:
        self.entities: dict[QuotaEntity, dict[str, float]] = {}
        self.version = 0

    def values(self, entity: QuotaEntity) -> dict[str, float]:
        return self.entities.get(entity, {})

    def apply(self, entity: QuotaEntity, key: str, value: float | None) -> None:
        """Set `key` of `entity` to `value`, or remove it (None); an entity left without
        values is gone."""
        if value is None:
            values = self.entities.get(entity)
            if values is not None:
                values.pop(key, None)
                if not values:
                    del self.entities[entity]
        else:
            self.entities.setdefault(entity, {})[key] = value
        self.version += 1

    def describe(self, components: Iterable[FilterComponent],
                 strict: bool) -> list[tuple[QuotaEntity, dict[str, float]]]:
        """The entities the filter matches, with their values (Kafka's
        ClientQuotasImage.describe). Each component is checked in turn: an empty type, a type
        named twice (INVALID_REQUEST), a type other than user, client-id and ip
        (UNSUPPORTED_VERSION), then its match: EXACT needs a name, DEFAULT and SPECIFIED
        none; then ip may not be combined with user or client-id. An entity matches when
        every exact or default component names it and every specified type is present; a
        strict filter also wants no other types. Raises QuotaFilterError."""
        exact: dict[str, str | None] = {}
        specified: set[str] = set()
        for component in components:
            entity_type = component.entity_type
            if not entity_type:
                raise QuotaFilterError(ErrorCode.INVALID_REQUEST, "Invalid empty entity type.")
            if entity_type in exact or entity_type in specified:
                raise QuotaFilterError(ErrorCode.INVALID_REQUEST,
                                       f"Entity type {entity_type} cannot appear more than "
                                       "once in the filter.")
            if entity_type not in ENTITY_TYPES:
                raise QuotaFilterError(ErrorCode.UNSUPPORTED_VERSION,
                                       f"Unsupported entity type {entity_type}")
            if component.match_type == MatchType.EXACT:
                if component.match is None:
                    raise QuotaFilterError(ErrorCode.INVALID_REQUEST,
                                           "Request specified MATCH_TYPE_EXACT, but set match "
                                           "string to null.")
                exact[entity_type] = component.match
            elif component.match_type == MatchType.DEFAULT:
                if component.match is not None:
                    raise QuotaFilterError(ErrorCode.INVALID_REQUEST,
                                           "Request specified MATCH_TYPE_DEFAULT, but also "
                                           "specified a match string.")
                exact[entity_type] = None
            elif component.match_type == MatchType.SPECIFIED:
                if component.match is not None:
                    raise QuotaFilterError(ErrorCode.INVALID_REQUEST,
                                           "Request specified MATCH_TYPE_SPECIFIED, but also "
                                           "specified a match string.")
                specified.add(entity_type)
            else:
                raise QuotaFilterError(ErrorCode.INVALID_REQUEST,
                                       f"Unknown match type {component.match_type}")
        named = exact.keys() | specified
        if IP in named and (USER in named or CLIENT_ID in named):
            raise QuotaFilterError(ErrorCode.INVALID_REQUEST,
                                   "Invalid entity filter component combination. IP filter "
                                   "component should not be used with user or clientId "
                                   "filter component.")
        return [(entity, dict(values)) for entity, values in self.entities.items()
                if _matches(entity, exact, specified, strict)]


def _matches(entity: QuotaEntity, exact: dict[str, str | None], specified: set[str],
             strict: bool) -> bool:
    if strict and len(entity.entries) != len(exact) + len(specified):
        return False
    names = dict(entity.entries)
    for entity_type, name in exact.items():
        if entity_type not in names or names[entity_type] != name:
            return False
    return all(entity_type in names for entity_type in specified)

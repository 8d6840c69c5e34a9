"""AlterClientQuotas on the controller: what an alteration changes, as Kafka's
ClientQuotaControlManager decides it.

`alter_client_quotas` takes the request's entries and the current quotas and returns the
ClientQuotaRecords to append and one result per entity. Kafka reads each entry's entity and
ops into Java HashMaps, and the order those iterate in decides which of several faults is
reported and how an entity prints in a message; `java_hash_map_order` reproduces that order
(String.hashCode, HashMap's spread and table growth), so the answers read the same.

Per entry, in request order:
- an op key named twice: the entity is refused, "Ignoring duplicate entity <entity>" (Kafka
  records "Duplicate quota key ..." first, then replaces it); an entity already answered in
  this request is refused the same way, and its earlier alteration still applies;
- the entity: empty, a type other than user, client-id or ip ("Unhandled client quota entity
  type"), an empty name ("Empty <type> not supported"), ip combined with user or client-id, an
  ip that is not an address or a resolvable host;
- each op in key order: a removal writes a record when the key is set; a value needs a key of
  the entity's kind (user/client-id: producer_byte_rate, consumer_byte_rate (longs),
  request_percentage, controller_mutation_rate (doubles); ip: connection_creation_rate (an
  int)), a finite value above 0, not above the type's maximum, and no fraction for integral
  keys.
  A value equal to the current one writes nothing.
All faults are INVALID_REQUEST; an entity with a fault changes nothing.
"""

from __future__ import annotations

import enum
import ipaddress
import math
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from kafkasim.broker.metadata.client_quotas import (
    CLIENT_ID,
    IP,
    USER,
    ClientQuotasImage,
    QuotaEntity,
)
from kafkasim.broker.metadata.records import client_quota_record
from kafkasim.protocol.errors import ErrorCode


class QuotaValueType(enum.Enum):
    """The ConfigDef type of a quota key, which bounds its values."""

    INT = (2.0 ** 31 - 1, "an INT")
    LONG = (2.0 ** 63, "a LONG")  # Java compares a double with (double) Long.MAX_VALUE, 2^63
    DOUBLE = (math.inf, "")

    @property
    def maximum(self) -> float:
        return self.value[0]

    @property
    def article(self) -> str:
        return self.value[1]


PRODUCER_BYTE_RATE = "producer_byte_rate"
CONSUMER_BYTE_RATE = "consumer_byte_rate"
REQUEST_PERCENTAGE = "request_percentage"
CONTROLLER_MUTATION_RATE = "controller_mutation_rate"
CONNECTION_CREATION_RATE = "connection_creation_rate"

#: Kafka's QuotaConfig.userAndClientQuotaConfigs and ipConfigs.
USER_AND_CLIENT_KEYS = {PRODUCER_BYTE_RATE: QuotaValueType.LONG,
                        CONSUMER_BYTE_RATE: QuotaValueType.LONG,
                        REQUEST_PERCENTAGE: QuotaValueType.DOUBLE,
                        CONTROLLER_MUTATION_RATE: QuotaValueType.DOUBLE}
IP_KEYS = {CONNECTION_CREATION_RATE: QuotaValueType.INT}


class QuotaAlteration(NamedTuple):
    """One request entry: its (type, name) pairs in request order and its ops (key, value or
    None to remove) in request order."""

    entity: Sequence[tuple[str, str | None]]
    ops: Sequence[tuple[str, float | None]]


class EntityResult(NamedTuple):
    """The answer for one entity: its (type, name) pairs as Kafka lists them, the error and
    its message."""

    entity: list[tuple[str, str | None]]
    error: ErrorCode
    message: str | None


class AlterOutcome(NamedTuple):
    records: list[dict]
    results: list[EntityResult]


def ip_names(alterations: Iterable[QuotaAlteration]) -> set[str]:
    """The ip entity names that are not address literals: they need a name lookup."""
    names = set()
    for alteration in alterations:
        for entity_type, name in alteration.entity:
            if entity_type == IP and name and not is_ip_literal(name):
                names.add(name)
    return names


def is_ip_literal(name: str) -> bool:
    try:
        ipaddress.ip_address(name.strip("[]"))
    except ValueError:
        return False
    return True


def alter_client_quotas(image: ClientQuotasImage, alterations: Sequence[QuotaAlteration],
                        resolvable: set[str]) -> AlterOutcome:
    """The records and results of `alterations` against `image` (see the module docstring).
    `resolvable` holds the ip names (not literals) that resolved to an address."""
    records: list[dict] = []
    results: dict[QuotaEntity, EntityResult] = {}
    for alteration in alterations:
        pairs = _java_map(alteration.entity)
        entity = QuotaEntity.of(pairs)
        keys = [key for key, _ in alteration.ops]
        duplicate_key = len(set(keys)) != len(keys)
        if duplicate_key or entity in results:
            results[entity] = EntityResult(
                pairs, ErrorCode.INVALID_REQUEST,
                f"Ignoring duplicate entity {_entity_string(pairs)}")
            continue
        ops = _java_map(alteration.ops)
        error = _entity_error(pairs, resolvable)
        if error is None:
            error, entity_records = _changes(image, entity, ops)
            if error is None:
                records += entity_records
        results[entity] = EntityResult(pairs, ErrorCode.NONE if error is None
                                       else ErrorCode.INVALID_REQUEST, error)
    return AlterOutcome(records, list(results.values()))


def _entity_error(pairs: list[tuple[str, str | None]], resolvable: set[str]) -> str | None:
    """Kafka's validateEntity, then configKeysForEntityType's combination and ip checks."""
    if not pairs:
        return "Invalid empty client quota entity"
    for entity_type, name in pairs:
        if entity_type not in (USER, CLIENT_ID, IP):
            return f"Unhandled client quota entity type: {entity_type}"
        if name == "":
            return f"Empty {entity_type} not supported"
    names = dict(pairs)
    if IP in names:
        if USER in names or CLIENT_ID in names:
            # Kafka's message, its missing space included.
            return ("Invalid quota entity combination, IP entity shouldnot be combined with "
                    "User or ClientId")
        ip = names[IP]
        if ip is not None and not is_ip_literal(ip) and ip not in resolvable:
            return f"{ip} is not a valid IP or resolvable host."
    return None


def _changes(image: ClientQuotasImage, entity: QuotaEntity,
             ops: list[tuple[str, float | None]]) -> tuple[str | None, list[dict]]:
    """(the first faulty op's message, or None; the records of the entity's changes)."""
    valid_keys = IP_KEYS if entity.has(IP) else USER_AND_CLIENT_KEYS
    current = image.values(entity)
    records = []
    for key, value in ops:
        if value is None:
            if key in current:
                records.append(client_quota_record(entity, key, None))
            continue
        error = _value_error(valid_keys, key, value)
        if error is not None:
            return error, []
        if current.get(key) != value:
            records.append(client_quota_record(entity, key, value))
    return None, records


def _value_error(valid_keys: dict[str, QuotaValueType], key: str, value: float) -> str | None:
    """Kafka 4.4's validateQuotaKeyValue: the key, a finite value, above 0, then the type's
    bounds."""
    value_type = valid_keys.get(key)
    if value_type is None:
        return f"Invalid configuration key {key}"
    if not math.isfinite(value):
        return f"Quota {key} must be a finite number"
    if value <= 0.0:
        return f"Quota {key} must be greater than 0"
    if value_type is QuotaValueType.DOUBLE:
        return None
    if value > value_type.maximum:
        return f"Proposed value for {key} is too large for {value_type.article}."
    if abs(math.fmod(value, 1.0)) > 1e-6:
        return f"{key} cannot be a fractional value."
    return None


def _entity_string(pairs: list[tuple[str, str | None]]) -> str:
    """ClientQuotaEntity.toString: its map as Java prints one."""
    inner = ", ".join(f"{entity_type}={'null' if name is None else name}"
                      for entity_type, name in pairs)
    return f"ClientQuotaEntity(entries={{{inner}}})"


# --- Java's HashMap iteration order ----------------------------------------------------------


def _java_map(pairs: Sequence[tuple[str, object]]) -> list[tuple[str, object]]:
    """`pairs` put in order into `new HashMap<>(len(pairs))` (a key put again keeps its place
    and takes the new value), as the map iterates."""
    values: dict[str, object] = {}
    for key, value in pairs:
        values[key] = value
    return [(key, values[key]) for key in java_hash_map_order(list(values), len(pairs))]


def java_hash_map_order(keys: list[str], initial_capacity: int) -> list[str]:
    """Distinct String `keys`, put in this order into `new HashMap<>(initial_capacity)`, in
    the order the map iterates them: by bucket (the spread hash masked by the table size the
    map has grown to), then by insertion within a bucket."""
    capacity = 1
    while capacity < initial_capacity:
        capacity *= 2
    threshold = int(capacity * 0.75)
    for size in range(1, len(keys) + 1):
        if size > threshold:
            old = capacity
            capacity *= 2
            threshold = threshold * 2 if old >= 16 else int(capacity * 0.75)
    position = {key: index for index, key in enumerate(keys)}
    return sorted(keys, key=lambda key: (_spread(_string_hash(key)) & (capacity - 1),
                                         position[key]))


def _string_hash(text: str) -> int:
    """String.hashCode over UTF-16 code units, as an unsigned 32-bit value."""
    h = 0
    data = text.encode("utf-16-be")
    for index in range(0, len(data), 2):
        h = (31 * h + (data[index] << 8 | data[index + 1])) & 0xFFFFFFFF
    return h


def _spread(h: int) -> int:
    return h ^ (h >> 16)

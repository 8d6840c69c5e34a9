"""Broker and cluster settings under Kafka's own names (`min.insync.replicas`, ...).

Values are kept as strings, as Kafka's properties are, and read through typed accessors, so a
`--config key=value` from the command line and a dict in a test look the same. Every key is
checked against the config table (broker/config/definitions.py) when the settings are made:
an unknown key, or a value outside the key's type and valid range, raises InvalidConfigError
with one line naming the key and the valid values.
"""

from __future__ import annotations

from collections.abc import Mapping

from kafkasim.broker.config.definitions import (
    BROKER_KEYS,
    DERIVED_DEFAULTS,
    InvalidConfigError,
    broker_key,
)

# Kafka's defaults for every broker key that has one.
DEFAULTS: dict[str, str] = {
    name: key.default for name, key in BROKER_KEYS.items() if key.default is not None
}


class Config:
    """Kafka-style broker settings: defaults overlaid by explicit values, each checked."""

    def __init__(self, values: Mapping[str, object] | None = None):
        self.values: dict[str, str] = dict(DEFAULTS)
        self.explicit: dict[str, str] = {}
        for key, value in (values or {}).items():
            self._set(key, value)

    def _set(self, key: str, value: object) -> None:
        checked = broker_key(key).check(_to_text(value))
        if checked is None:
            self.values.pop(key, None)
            self.explicit.pop(key, None)
        else:
            self.values[key] = self.explicit[key] = checked

    def get(self, key: str, default: str | None = None) -> str | None:
        value = self.values.get(key)
        if value is None and key in DERIVED_DEFAULTS:
            value = self._derived(key)
        return default if value is None else value

    def get_int(self, key: str) -> int:
        value = self.get(key)
        if value is None:
            raise InvalidConfigError(f"{key} has no value and no default")
        return int(value)

    def get_bool(self, key: str) -> bool:
        return (self.get(key) or "").lower() == "true"

    def is_default(self, key: str) -> bool:
        """Whether `key` has Kafka's default (it was not set, or set to the default)."""
        return key not in self.explicit or self.explicit[key] == DEFAULTS.get(key)

    def with_overrides(self, values: Mapping[str, object]) -> Config:
        merged = Config()
        merged.values = dict(self.values)
        merged.explicit = dict(self.explicit)
        for key, value in values.items():
            merged._set(key, value)
        return merged

    def _derived(self, key: str) -> str | None:
        # Kafka's KafkaConfig: log.retention.ms from minutes or hours, log.roll.ms from hours.
        for coarser, factor in DERIVED_DEFAULTS[key]:
            value = self.values.get(coarser)
            if value is not None:
                return str(int(value) * factor)
        return None

    def __repr__(self) -> str:
        return f"Config({self.explicit})"


def _to_text(value: object) -> str | None:
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def parse_assignments(items: list[str]) -> dict[str, str]:
    """Parse `key=value` strings from the command line."""
    values = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise InvalidConfigError(f"expected KEY=VALUE, got {item!r}")
        values[key.strip()] = value.strip()
    return values

"""The HTTP control plane's input checks: a JSON Schema subset, its builders and its validator.

The control plane (kafkasim/control_http.py) declares each route's body, path and query
parameters as JSON Schema; the same schemas go into its OpenAPI document and are checked
here before a handler runs, so a request the document does not allow is a 400 with the
offending field named, never an error inside the cluster. The subset: `type` (object, array,
integer, number, boolean, string), `properties`, `required`, `additionalProperties` (false
or a schema), `items`, `minItems`/`maxItems`, `minimum`/`maximum`, `minLength`/`maxLength`,
`pattern`, `enum`, `oneOf` and OpenAPI 3.0's `nullable`.
"""

from __future__ import annotations

import re
from typing import Any


class SchemaError(ValueError):
    """A body or parameter the route's schema refuses (HTTP 400)."""


# --- builders ------------------------------------------------------------------------------


def integer(minimum: int | None = None, maximum: int | None = None, **extra) -> dict:
    schema: dict[str, Any] = {"type": "integer", **extra}
    if minimum is not None:
        schema["minimum"] = minimum
    if maximum is not None:
        schema["maximum"] = maximum
    return schema


def string(**extra) -> dict:
    return {"type": "string", **extra}


def nullable(schema: dict) -> dict:
    return {**schema, "nullable": True}


def obj(properties: dict, required: tuple[str, ...] = ()) -> dict:
    """An object with exactly these `properties` (no others), of which `required` must be
    present."""
    schema = {"type": "object", "properties": properties, "additionalProperties": False}
    if required:
        schema["required"] = list(required)
    return schema


BOOLEAN = {"type": "boolean"}


# --- checks --------------------------------------------------------------------------------


def validate(value: Any, schema: dict, where: str = "body") -> None:
    """Check `value` against `schema`; SchemaError naming the first offending part."""
    if value is None:
        if schema.get("nullable"):
            return
        raise SchemaError(f"{where}: null not allowed")
    if "oneOf" in schema:
        for option in schema["oneOf"]:
            try:
                validate(value, option, where)
                return
            except SchemaError:
                continue
        raise SchemaError(f"{where}: matches none of the allowed forms")
    kind = schema.get("type")
    if kind == "object":
        if not isinstance(value, dict):
            raise SchemaError(f"{where}: expected an object")
        properties = schema.get("properties", {})
        for name in schema.get("required", ()):
            if name not in value:
                raise SchemaError(f"{where}: '{name}' is required")
        extra = schema.get("additionalProperties", True)
        for name, item in value.items():
            if name in properties:
                validate(item, properties[name], f"{where}.{name}")
            elif extra is False:
                raise SchemaError(f"{where}: unknown field '{name}'")
            elif isinstance(extra, dict):
                validate(item, extra, f"{where}.{name}")
    elif kind == "array":
        if not isinstance(value, list):
            raise SchemaError(f"{where}: expected an array")
        if len(value) < schema.get("minItems", 0) or len(value) > schema.get("maxItems", 1 << 30):
            raise SchemaError(f"{where}: wrong number of items")
        for index, item in enumerate(value):
            validate(item, schema.get("items", {}), f"{where}[{index}]")
    elif kind == "integer":
        if isinstance(value, bool) or not isinstance(value, int):
            raise SchemaError(f"{where}: expected an integer")
        _check_range(value, schema, where)
    elif kind == "number":
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise SchemaError(f"{where}: expected a number")
        _check_range(value, schema, where)
    elif kind == "boolean":
        if not isinstance(value, bool):
            raise SchemaError(f"{where}: expected true or false")
    elif kind == "string":
        if not isinstance(value, str):
            raise SchemaError(f"{where}: expected a string")
        if not schema.get("minLength", 0) <= len(value) <= schema.get("maxLength", 1 << 30):
            raise SchemaError(f"{where}: wrong length")
        if "pattern" in schema and not re.search(schema["pattern"], value):
            raise SchemaError(f"{where}: does not match {schema['pattern']}")
    if "enum" in schema and value not in schema["enum"]:
        raise SchemaError(f"{where}: not one of the allowed values")


def _check_range(value, schema: dict, where: str) -> None:
    if "minimum" in schema and value < schema["minimum"]:
        raise SchemaError(f"{where}: below {schema['minimum']}")
    if "maximum" in schema and value > schema["maximum"]:
        raise SchemaError(f"{where}: above {schema['maximum']}")


def parameter(raw: str, schema: dict, name: str) -> Any:
    """A path or query parameter's text as the value `schema` describes (integers and
    booleans parsed), checked."""
    kind = schema.get("type")
    value: Any = raw
    if kind == "integer":
        if not re.fullmatch(r"-?\d{1,18}", raw):
            raise SchemaError(f"{name}: expected an integer")
        value = int(raw)
    elif kind == "boolean":
        if raw.lower() not in ("true", "false", "1", "0"):
            raise SchemaError(f"{name}: expected true or false")
        value = raw.lower() in ("true", "1")
    validate(value, schema, name)
    return value

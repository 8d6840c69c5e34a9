"""Spark types for the fetch log, built from the one definition in `client.fetch_log`.

Nothing here re-states a field: the StructType is derived from `FIELDS`, so the Spark jobs
follow the record as it evolves. Columns are declared nullable because the JSON reader must be
able to represent a missing field; required-ness is enforced by `valid_record_condition`.
"""

from __future__ import annotations

from pyspark.sql import Column
from pyspark.sql import functions as F
from pyspark.sql import types as T

from kafkasim.client.fetch_log import FIELDS, REQUIRED_FIELD_NAMES, SCHEMA_VERSION

_SPARK_TYPES = {
    "int": T.IntegerType(),
    "long": T.LongType(),
    "double": T.DoubleType(),
    "string": T.StringType(),
    "boolean": T.BooleanType(),
}

CORRUPT_RECORD_COLUMN = "_corrupt_record"
PARTITION_COLUMNS = ("date", "hour")  # UTC, from ts_ms


def fetch_log_struct() -> T.StructType:
    """The fetch-log record as a Spark StructType, fields in schema order."""
    return T.StructType([T.StructField(f.name, _SPARK_TYPES[f.type], True) for f in FIELDS])


def json_read_struct() -> T.StructType:
    """The record plus the column Spark's PERMISSIVE JSON parser fills for unparseable lines."""
    return T.StructType(
        list(fetch_log_struct().fields) + [T.StructField(CORRUPT_RECORD_COLUMN, T.StringType())]
    )


def compacted_struct() -> T.StructType:
    """The compacted Parquet dataset: the record plus its date/hour partition columns."""
    return T.StructType(
        list(fetch_log_struct().fields)
        + [T.StructField("date", T.StringType()), T.StructField("hour", T.IntegerType())]
    )


# Why a line was rejected: the categories `rejection_reason` yields, and how a message says
# them of one line and of several ("1 line lacks schema_version", "12 lines lack ...").
REJECTION_PHRASES = {
    "not_json": ("is not a JSON fetch-log record", "are not JSON fetch-log records"),
    "missing_version": ("lacks schema_version", "lack schema_version"),
    "newer_version": (f"has a schema_version newer than {SCHEMA_VERSION}",
                      f"have a schema_version newer than {SCHEMA_VERSION}"),
    "bad_version": ("has a schema_version below 1", "have a schema_version below 1"),
    "missing_fields": ("lacks required fields", "lack required fields"),
    "non_finite_latency": ("has a non-finite latency_ms", "have a non-finite latency_ms"),
}


def rejection_reason() -> Column:
    """Null for rows that `client.fetch_log.validate` would accept, else the category of the
    first problem (a key of REJECTION_PHRASES).

    Spark's parser already turns type and range mismatches into a corrupt record; what is left
    is presence of required fields, the schema version range and non-finite latencies (Spark
    accepts NaN/Infinity tokens, the record does not). A row without schema_version is read as
    version 1 when it can be (every other required field there, a finite latency) and rejected
    as lacking its version when it cannot.
    """
    fields_missing = F.lit(False)
    for name in REQUIRED_FIELD_NAMES:
        if name != "schema_version":
            fields_missing = fields_missing | F.col(name).isNull()
    latency = F.col("latency_ms")
    non_finite = F.isnan(latency) | (F.abs(latency) == F.lit(float("inf")))
    version = F.col("schema_version")
    return (
        F.when(F.col(CORRUPT_RECORD_COLUMN).isNotNull(), F.lit("not_json"))
        .when(version.isNull() & (fields_missing | non_finite), F.lit("missing_version"))
        .when(version > SCHEMA_VERSION, F.lit("newer_version"))
        .when(version < 1, F.lit("bad_version"))
        .when(fields_missing, F.lit("missing_fields"))
        .when(non_finite, F.lit("non_finite_latency"))
    )


def valid_record_condition() -> Column:
    """True for rows that `client.fetch_log.validate` would accept (see `rejection_reason`)."""
    return rejection_reason().isNull()


def with_schema_version() -> Column:
    """The row's schema_version, 1 for a row that has none (read as the first version)."""
    return F.coalesce(F.col("schema_version"), F.lit(1)).cast(T.IntegerType())

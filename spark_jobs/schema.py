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


def valid_record_condition() -> Column:
    """True for rows that `client.fetch_log.validate` would accept (see that function).

    Spark's parser already turns type and range mismatches into a corrupt record; what is left
    is presence of required fields, the schema version range and non-finite latencies (Spark
    accepts NaN/Infinity tokens, the record does not).
    """
    condition = F.col(CORRUPT_RECORD_COLUMN).isNull()
    for name in REQUIRED_FIELD_NAMES:
        condition = condition & F.col(name).isNotNull()
    latency = F.col("latency_ms")
    return (
        condition
        & F.col("schema_version").between(1, SCHEMA_VERSION)
        & ~F.isnan(latency)
        & (F.abs(latency) != F.lit(float("inf")))
    )

"""The network side of the report: broker-side fetch records and the network model.

Brokers started with `--fetch-records DIR` write one JSON line per partition of every Fetch
response (kafkasim/broker/network/fetch_records.py; `BROKER_RECORD_FIELDS` below mirrors its
field list, and a test keeps the two equal, since analytics may not import the broker). From
those records and the consumers' own fetch logs this module computes, per rack pair
(client rack -> broker rack):

- traffic: bytes and records fetched by consumers and by followers (replication), and the
  cost of the cross-rack part at the topology's price per GB;
- latency: p50 and p99 of consumer fetches that were answered without a long-poll wait
  (`long_poll_wait_ms` = 0), one value per request (its partitions share it), exact
  percentiles; beside them the modelled round trip, twice the pair's one-way latency;
- KIP-227: request bytes that incremental fetch sessions saved, estimated per client and
  broker as (mean size of its full fetch requests - size of each incremental request);
- reconciliation: bytes per client and rack pair as the consumer logged them against the
  bytes the brokers recorded answering that client.
"""

from __future__ import annotations

import uuid

BYTES_PER_GB = 10**9

#: (name, type, nullable), as kafkasim/broker/network/fetch_records.py's FIELDS.
BROKER_RECORD_FIELDS: tuple[tuple[str, str, bool], ...] = (
    ("schema_version", "int", False),
    ("source", "string", False),
    ("ts_ms", "long", False),
    ("client_id", "string", False),
    ("client_rack", "string", True),
    ("broker_id", "int", False),
    ("broker_rack", "string", True),
    ("listener", "string", False),
    ("replica_id", "int", False),
    ("role", "string", False),
    ("topic", "string", False),
    ("partition", "int", False),
    ("fetch_offset", "long", False),
    ("records", "long", False),
    ("bytes", "long", False),
    ("high_watermark", "long", False),
    ("preferred_read_replica", "int", False),
    ("session_id", "int", False),
    ("session_epoch", "int", False),
    ("incremental", "boolean", False),
    ("error", "int", False),
    ("latency_ms", "double", False),
    ("long_poll_wait_ms", "double", False),
    ("request_bytes", "long", False),
    ("response_bytes", "long", False),
)


def broker_records_struct():
    from pyspark.sql import types as T

    types = {"int": T.IntegerType(), "long": T.LongType(), "double": T.DoubleType(),
             "string": T.StringType(), "boolean": T.BooleanType()}
    return T.StructType([T.StructField(name, types[kind], True)
                         for name, kind, _ in BROKER_RECORD_FIELDS])


def _read_json(spark, paths: list[str], schema):
    return (spark.read.schema(schema).option("recursiveFileLookup", "true")
            .option("pathGlobFilter", "*.jsonl").json([str(p) for p in paths]))


def read_broker_records(spark, paths: list[str]):
    """The broker-side fetch records under `paths` (files or directories of *.jsonl)."""
    return _read_json(spark, paths, broker_records_struct())


def pair(client_rack: str | None, broker_rack: str | None) -> str:
    """A rack pair as the report writes it: `a->b` (`?` for an unknown rack)."""
    return f"{client_rack or '?'}->{broker_rack or '?'}"


def _rows(frame) -> list[dict]:
    return [row.asDict() for row in frame.collect()]


def _sql(spark, frame, query: str) -> list[dict]:
    view = f"records_{uuid.uuid4().hex[:12]}"
    frame.createOrReplaceTempView(view)
    try:
        return _rows(spark.sql(query.format(view=view)))
    finally:
        spark.catalog.dropTempView(view)


def network_tables(spark, broker_records, consumer_logs, topology: dict | None,
                   price_per_gb: float) -> dict:
    """Every network table for one run (see the module docstring), as lists of dicts."""
    # Four queries read the records: parse the JSON once.
    broker_records = broker_records.cache()
    try:
        return _network_tables(spark, broker_records, consumer_logs, topology, price_per_gb)
    finally:
        broker_records.unpersist()


def _network_tables(spark, broker_records, consumer_logs, topology: dict | None,
                    price_per_gb: float) -> dict:
    modelled = (topology or {}).get("latency_ms", {})
    traffic = _sql(spark, broker_records, """
        SELECT role, client_rack, broker_rack, count(*) AS partition_answers,
               sum(records) AS records, sum(bytes) AS bytes
        FROM {view} GROUP BY role, client_rack, broker_rack
        ORDER BY role, client_rack, broker_rack""")
    for row in traffic:
        row["pair"] = pair(row["client_rack"], row["broker_rack"])
        crossing = bool(row["client_rack"] and row["broker_rack"]
                        and row["client_rack"] != row["broker_rack"])
        row["cross_rack"] = crossing
        row["cost"] = row["bytes"] / BYTES_PER_GB * price_per_gb if crossing else 0.0
    latency = _sql(spark, broker_records, """
        SELECT client_rack, broker_rack, count(*) AS fetches,
               percentile(latency_ms, 0.5) AS p50_ms, percentile(latency_ms, 0.99) AS p99_ms
        FROM (SELECT DISTINCT broker_id, client_id, ts_ms, latency_ms, request_bytes,
                              client_rack, broker_rack
              FROM {view} WHERE role = 'consumer' AND long_poll_wait_ms = 0)
        GROUP BY client_rack, broker_rack ORDER BY client_rack, broker_rack""")
    for row in latency:
        row["pair"] = pair(row["client_rack"], row["broker_rack"])
        one_way = modelled.get(row["pair"])
        row["modelled_round_trip_ms"] = 2 * one_way if one_way is not None else None
        row["p50_vs_model"] = (row["p50_ms"] / row["modelled_round_trip_ms"] - 1
                               if row["modelled_round_trip_ms"] else None)
    sessions = _sql(spark, broker_records, """
        WITH requests AS (
            SELECT DISTINCT role, broker_id, client_id, ts_ms, latency_ms, request_bytes,
                            session_epoch, incremental FROM {view}),
        full_size AS (
            SELECT role, broker_id, client_id, avg(request_bytes) AS full_request_bytes
            FROM requests WHERE NOT incremental GROUP BY role, broker_id, client_id)
        SELECT r.role,
               sum(CASE WHEN r.incremental THEN 0 ELSE 1 END) AS full_requests,
               sum(CASE WHEN r.incremental THEN 1 ELSE 0 END) AS incremental_requests,
               sum(r.request_bytes) AS request_bytes,
               sum(CASE WHEN r.incremental
                        THEN greatest(coalesce(f.full_request_bytes, r.request_bytes)
                                      - r.request_bytes, 0) ELSE 0 END) AS request_bytes_saved
        FROM requests r LEFT JOIN full_size f
          ON r.role = f.role AND r.broker_id = f.broker_id AND r.client_id = f.client_id
        GROUP BY r.role ORDER BY r.role""")
    for row in sessions:
        row["request_bytes_saved"] = int(row["request_bytes_saved"] or 0)
    broker_side = {(r["client_id"], r["client_rack"], r["broker_rack"]): r for r in _sql(
        spark, broker_records, """
        SELECT client_id, client_rack, broker_rack, sum(bytes) AS bytes FROM {view}
        WHERE role = 'consumer' GROUP BY client_id, client_rack, broker_rack""")}
    consumer_side = {(r["client_id"], r["client_rack"], r["broker_rack"]): r for r in _sql(
        spark, consumer_logs, """
        SELECT client_id, client_rack, broker_rack, sum(bytes) AS bytes FROM {view}
        GROUP BY client_id, client_rack, broker_rack""")}
    reconciliation = []
    consumers = {key[0] for key in consumer_side}
    for key in sorted(set(broker_side) | set(consumer_side), key=lambda k: tuple(map(str, k))):
        if key[0] not in consumers:
            continue  # a client without consumer-side logs (the producer's metadata, say)
        logged = consumer_side.get(key, {}).get("bytes") or 0
        recorded = broker_side.get(key, {}).get("bytes") or 0
        if not logged and not recorded:
            continue
        reconciliation.append({
            "client_id": key[0], "client_kind": client_kind(key[0]), "pair": pair(key[1], key[2]),
            "consumer_bytes": logged,
            "broker_bytes": recorded,
            "difference": (logged - recorded) / recorded if recorded else None})
    return {"traffic": traffic, "latency": latency, "sessions": sessions,
            "reconciliation": reconciliation,
            "client_latency": _client_latency(spark, broker_records, consumer_logs, modelled)}


def _client_latency(spark, broker_records, consumer_logs, modelled: dict) -> list[dict]:
    """The same no-wait fetches as the consumers timed them (send to answer, in the client):
    consumer-side lines with records joined to the broker-side lines that answered them at
    once, on (client, broker, topic, partition, fetch offset); one value per request."""
    view = f"consumer_{uuid.uuid4().hex[:12]}"
    consumer_logs.createOrReplaceTempView(view)
    try:
        rows = _sql(spark, broker_records, f"""
            SELECT c.client_rack, c.broker_rack, count(*) AS fetches,
                   percentile(c.latency_ms, 0.5) AS p50_ms,
                   percentile(c.latency_ms, 0.99) AS p99_ms
            FROM (SELECT DISTINCT c.client_id, c.broker_id, c.ts_ms, c.latency_ms,
                                  c.client_rack, c.broker_rack
                  FROM {view} c JOIN {{view}} b
                    ON c.client_id = b.client_id AND c.broker_id = b.broker_id
                   AND c.topic = b.topic AND c.partition = b.partition
                   AND c.fetch_offset = b.fetch_offset
                  WHERE b.role = 'consumer' AND b.long_poll_wait_ms = 0 AND b.records > 0
                    AND c.records > 0) c
            GROUP BY c.client_rack, c.broker_rack ORDER BY c.client_rack, c.broker_rack""")
    finally:
        spark.catalog.dropTempView(view)
    for row in rows:
        row["pair"] = pair(row["client_rack"], row["broker_rack"])
        one_way = modelled.get(row["pair"])
        row["modelled_round_trip_ms"] = 2 * one_way if one_way is not None else None
        row["p50_vs_model"] = (row["p50_ms"] / row["modelled_round_trip_ms"] - 1
                               if row["modelled_round_trip_ms"] else None)
    return rows


def client_kind(client_id: str) -> str:
    """The kind of consumer a client id names: its first dash-separated word (the demo names
    its consumers `librdkafka-<rack>` and `kafkasim-<rack>`)."""
    return (client_id or "").split("-", 1)[0]


def largest_difference_by_kind(tables: dict) -> dict[str, float]:
    """{client kind: largest |consumer-side - broker-side| / broker-side over its rows}."""
    largest: dict[str, float] = {}
    for row in tables["reconciliation"]:
        if row["difference"] is not None:
            kind = row["client_kind"]
            largest[kind] = max(largest.get(kind, 0.0), abs(row["difference"]))
    return largest


def latency_by_pair(tables: dict) -> dict:
    """{"a->b": {"p50": ms, "p99": ms}} from `network_tables`' latency table."""
    return {row["pair"]: {"p50": row["p50_ms"], "p99": row["p99_ms"]}
            for row in tables["latency"]}


def cross_rack_cost(tables: dict, role: str = "consumer") -> float:
    return sum(row["cost"] for row in tables["traffic"] if row["role"] == role)

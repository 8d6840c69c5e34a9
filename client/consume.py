"""`kafkasim consume`: kafkasim's own consumer from the command line, writing exact fetch logs.

    kafkasim consume --bootstrap 127.0.0.1:9092 --topic events --rack b \\
        --fetch-log logs/rack-b --fetch-log-topic fetch-logs --idle-seconds 5

Consumes `--topic` (every partition, assigned; or with `--group` as a group member) from the
beginning until `--max-records` arrive or nothing arrives for `--idle-seconds`, writing one
fetch-log line per partition per Fetch answer to the directory and/or the kafkasim topic
given. The last line on stdout is a JSON summary (records, fetches, bytes, truncations).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time


def configure(parser: argparse.ArgumentParser, command: str) -> None:
    from kafkasim.arguments import bootstrap_servers, positive_float, positive_int

    parser.add_argument("--bootstrap", required=True, type=bootstrap_servers,
                        help="host:port[,host:port...]")
    parser.add_argument("--topic", required=True)
    parser.add_argument("--rack", default=None, help="client.rack (KIP-392 RackId)")
    parser.add_argument("--client-id", default=None)
    parser.add_argument("--group", default=None, help="join this group (else assign)")
    parser.add_argument("--offset-reset", choices=("earliest", "latest", "none"),
                        default="earliest")
    parser.add_argument("--fetch-log", default=None, help="directory for *.jsonl fetch logs")
    parser.add_argument("--fetch-log-topic", default=None,
                        help="also publish the fetch log to this topic of the same cluster")
    parser.add_argument("--max-records", type=positive_int, default=None)
    parser.add_argument("--idle-seconds", type=positive_float, default=5.0)
    parser.add_argument("--seconds", type=positive_float, default=None,
                        help="stop after this long whatever arrives")
    parser.add_argument("--fetch-max-wait-ms", type=positive_int, default=500)
    parser.add_argument("--no-sessions", action="store_true", help="sessionless (no KIP-227)")
    parser.add_argument("--no-leader-hints", action="store_true",
                        help="ignore KIP-951 hints: wait for Metadata after a leader error")


async def consume(args: argparse.Namespace) -> dict:
    from kafkasim.client.consumer import Consumer, TopicPartition
    from kafkasim.client.log_sink import TopicLogSink

    client_id = args.client_id or f"kafkasim-consumer-{args.rack or 'norack'}"
    sinks: list = []
    if args.fetch_log:
        sinks.append(args.fetch_log)
    if args.fetch_log_topic:
        sinks.append(TopicLogSink(args.bootstrap, args.fetch_log_topic,
                                  client_id=f"{client_id}-log"))
    consumer = Consumer(args.bootstrap, client_id=client_id, client_rack=args.rack,
                        group_id=args.group, auto_offset_reset=args.offset_reset,
                        fetch_max_wait_ms=args.fetch_max_wait_ms,
                        fetch_sessions=not args.no_sessions,
                        leader_hints=not args.no_leader_hints, fetch_log=sinks)
    received = 0
    started = time.monotonic()
    async with consumer:
        if args.group:
            consumer.subscribe([args.topic])
        else:
            await consumer.cluster.refresh([args.topic])
            topic = consumer.cluster.topics.get(args.topic)
            if topic is None:
                raise LookupError(f"no topic {args.topic!r} at {args.bootstrap}")
            consumer.assign([TopicPartition(args.topic, p) for p in sorted(topic.partitions)])
        while True:
            if args.max_records is not None and received >= args.max_records:
                break
            if args.seconds is not None and time.monotonic() - started >= args.seconds:
                break
            batch = await consumer.getmany(timeout_ms=int(args.idle_seconds * 1000))
            if not batch:
                break
            received += sum(len(records) for records in batch.values())
    stats = consumer.stats
    return {"client_id": client_id, "rack": args.rack, "records": received,
            "fetches": stats.fetches, "request_bytes": stats.request_bytes,
            "response_bytes": stats.response_bytes, "session_errors": stats.session_errors,
            "leader_hints_used": stats.leader_hints_used,
            "truncations": len(consumer.truncations)}


def run(args: argparse.Namespace) -> int:
    """Consume as `args` say; 0, or 2 after one line on stderr when the cluster cannot be
    reached, the topic is not there, or a log directory cannot be written."""
    from kafkasim.arguments import directory_problem
    from kafkasim.protocol.errors import KafkaError

    if args.fetch_log and (problem := directory_problem(args.fetch_log)) is not None:
        print(f"kafkasim consume: argument --fetch-log: {problem}", file=sys.stderr)
        return 2
    try:
        summary = asyncio.run(consume(args))
    except (OSError, ConnectionError, TimeoutError, LookupError, KafkaError) as error:
        print(f"kafkasim consume: {error}", file=sys.stderr)
        return 2
    print(json.dumps(summary), flush=True)
    return 0

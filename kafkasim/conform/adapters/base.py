"""The driver protocol's loop for Python adapters: read a request a line, call the adapter's
method named by its `op`, write the answer (kafkasim/conform/driver.py describes both)."""

from __future__ import annotations

import json
import sys
import time
import traceback


class Unsupported(Exception):  # noqa: N818 - answered as the protocol's UNSUPPORTED
    pass


def serve(adapter) -> None:
    """Answer requests with `adapter.<op>(**arguments)` (a dict, merged into the answer) until
    `close` or the end of stdin. A missing method is UNSUPPORTED; an exception carries the
    Kafka error name the adapter gives it (`adapter.error_name(exception)`) or its type."""
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        op = request.pop("op", None)
        ident = request.pop("id", None)
        method = getattr(adapter, f"op_{op}", None)
        if method is None:
            answer = {"ok": False, "error": "UNSUPPORTED", "message": f"no op {op!r}"}
        else:
            try:
                answer = {"ok": True, **(method(**request) or {})}
            except Unsupported as error:
                answer = {"ok": False, "error": "UNSUPPORTED", "message": str(error)}
            except Exception as error:  # the client's failure is the answer
                print(traceback.format_exc(), file=sys.stderr)
                answer = {"ok": False, "error": adapter.error_name(error),
                          "message": str(error)}
        answer["id"] = ident
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
        if op == "close":
            return


# --- what consuming adapters share ------------------------------------------------------------


def as_record(record) -> dict:
    """A record with topic, partition, offset and value attributes, as `consume` answers it."""
    return {"topic": record.topic, "partition": record.partition, "offset": record.offset,
            "value": (record.value or b"").decode("utf-8", "replace")}


def consume_polling(poll, count: int, timeout_ms: int, error_name) -> dict:
    """`consume` for a client whose `poll(max_records)` waits up to 200 ms and returns
    {partition: [records]}; an exception it raises is an error reported to the application."""
    records, errors = [], []
    deadline = time.monotonic() + timeout_ms / 1000
    while len(records) < count and time.monotonic() < deadline:
        try:
            batches = poll(count - len(records))
        except Exception as error:  # an error the client hands the application
            errors.append(error_name(error))
            continue
        for batch in batches.values():
            records.extend(as_record(r) for r in batch)
    return {"records": records, "errors": errors}


async def consume_awaiting(getmany, count: int, timeout_ms: int, error_name) -> dict:
    """`consume_polling` for an asyncio client whose `getmany(max_records)` is awaited."""
    records, errors = [], []
    deadline = time.monotonic() + timeout_ms / 1000
    while len(records) < count and time.monotonic() < deadline:
        try:
            batches = await getmany(count - len(records))
        except Exception as error:  # an error the client hands the application
            errors.append(error_name(error))
            continue
        for batch in batches.values():
            records.extend(as_record(r) for r in batch)
    return {"records": records, "errors": errors}

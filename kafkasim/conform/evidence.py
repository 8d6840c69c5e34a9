"""Evidence: the captured requests that decided a verdict, as short JSON-ready summaries."""

from __future__ import annotations

from kafkasim.protocol.errors import ErrorCode


def error_name(code: int) -> str:
    try:
        return ErrorCode(code).name
    except ValueError:
        return str(code)


def records_size(records) -> int:
    """The bytes of a Records field: bytes, a memoryview, or the chunks a zero-copy read
    keeps."""
    if records is None:
        return 0
    if isinstance(records, list | tuple):
        return sum(len(chunk) for chunk in records)
    return len(records)


def summarize(exchange) -> dict:
    """One captured exchange: sequence, broker, API and version, and the fields of its request
    and answer that the conformance scenarios read."""
    entry = {"sequence": exchange.sequence, "broker": exchange.node_id, "api": exchange.api,
             "version": exchange.api_version, "outcome": exchange.outcome}
    request, response = exchange.request, exchange.response
    if exchange.api == "Fetch":
        entry["request"] = {
            "session_id": request.session_id, "session_epoch": request.session_epoch,
            "rack_id": getattr(request, "rack_id", None),
            "partitions": [{"partition": p.partition, "fetch_offset": p.fetch_offset,
                            "current_leader_epoch": p.current_leader_epoch}
                           for t in request.topics for p in t.partitions],
            "forgotten": sum(len(t.partitions) for t in request.forgotten_topics_data or [])}
        if response is not None:
            entry["response"] = {
                "error": error_name(response.error_code), "session_id": response.session_id,
                "partitions": [_fetch_partition(p) for t in response.responses
                               for p in t.partitions]}
    elif exchange.api == "OffsetForLeaderEpoch":
        entry["request"] = {"partitions": [
            {"partition": p.partition, "current_leader_epoch": p.current_leader_epoch,
             "leader_epoch": p.leader_epoch} for t in request.topics for p in t.partitions]}
        if response is not None:
            entry["response"] = {"partitions": [
                {"partition": p.partition, "error": error_name(p.error_code),
                 "leader_epoch": p.leader_epoch, "end_offset": p.end_offset}
                for t in response.topics for p in t.partitions]}
    elif exchange.api == "Produce":
        entry["request"] = {"partitions": [
            {"partition": p.index, "record_bytes": records_size(p.records)}
            for t in request.topic_data for p in t.partition_data]}
        if response is not None:
            entry["response"] = {"partitions": [_produce_partition(p) for t in response.responses
                                                for p in t.partition_responses]}
    elif exchange.api == "Metadata":
        entry["request"] = {"topics": [t.name for t in request.topics or []]}
    elif exchange.api == "ListOffsets":
        entry["request"] = {"partitions": [
            {"partition": p.partition_index, "timestamp": p.timestamp}
            for t in request.topics for p in t.partitions]}
    return entry


def _fetch_partition(partition) -> dict:
    answer = {"partition": partition.partition_index, "error": error_name(partition.error_code),
              "high_watermark": partition.high_watermark,
              "record_bytes": records_size(partition.records)}
    preferred = getattr(partition, "preferred_read_replica", -1)
    if preferred is not None and preferred >= 0:
        answer["preferred_read_replica"] = preferred
    diverging = getattr(partition, "diverging_epoch", None)
    if diverging is not None and diverging.epoch >= 0:
        answer["diverging_epoch"] = {"epoch": diverging.epoch,
                                     "end_offset": diverging.end_offset}
    leader = getattr(partition, "current_leader", None)
    if leader is not None and leader.leader_id >= 0:
        answer["current_leader"] = {"leader_id": leader.leader_id,
                                    "leader_epoch": leader.leader_epoch}
    return answer


def _produce_partition(partition) -> dict:
    answer = {"partition": partition.index, "error": error_name(partition.error_code),
              "base_offset": partition.base_offset}
    leader = getattr(partition, "current_leader", None)
    if leader is not None and leader.leader_id >= 0:
        answer["current_leader"] = {"leader_id": leader.leader_id,
                                    "leader_epoch": leader.leader_epoch}
    return answer

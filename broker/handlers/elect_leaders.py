"""ElectLeaders (key 43), versions 0-2; a broker forwards it to the controller (KIP-590).

Behavior (Kafka's ReplicationControlManager.electLeaders):
- ElectionType 0 (preferred; v0 has no type and is always preferred): the first assigned
  replica becomes leader when it is unfenced and in the ISR. Already leading:
  ELECTION_NOT_NEEDED; no change possible: PREFERRED_LEADER_NOT_AVAILABLE.
- ElectionType 1 (unclean, KIP-460): only for partitions without a leader (else
  ELECTION_NOT_NEEDED); a live ISR member (or, with the ISR empty, a live eligible leader
  replica, KIP-966) is still chosen first, otherwise the first live replica, whose ISR then
  becomes just itself and whose ELR and LastKnownElr are cleared (data the old ISR had may be
  lost, as in Kafka). No live replica: ELIGIBLE_LEADERS_NOT_AVAILABLE. Other types:
  INVALID_REQUEST.
- Unknown topic or partition: UNKNOWN_TOPIC_OR_PARTITION. TopicPartitions null means every
  partition, and then only partitions that got a new leader are listed.
- Each successful election bumps the leader epoch; all are committed as one batch.
- The broker answers after the controller commits and, within TimeoutMs, after its own
  metadata shows the new leaders. No controller reachable: REQUEST_TIMED_OUT (top level, and
  per partition for v0).

Versions: v0 (KIP-183); v1 ElectionType and top-level ErrorCode (KIP-460); v2 flexible
(KIP-482).

Needs ALTER on the cluster, else CLUSTER_AUTHORIZATION_FAILED (top level from v1, and on every
partition named).
"""

from __future__ import annotations

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.controller.partitions import elect_leadership
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules, denied_message
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.elect_leaders import (
    ElectLeadersRequest,
    ElectLeadersResponse,
    PartitionResult,
    ReplicaElectionResult,
)

PREFERRED = 0
UNCLEAN = 1
_OUTCOME_ERRORS = {
    "none": ErrorCode.NONE,
    "not_needed": ErrorCode.ELECTION_NOT_NEEDED,
}


RULES = api_rules("ElectLeaders")


async def handle_elect_leaders(node, context: RequestContext, request: ElectLeadersRequest):
    if not allowed(node, context, RULES.cluster):
        message = denied_message(RULES.cluster)
        return ElectLeadersResponse(
            error_code=RULES.cluster.error,
            replica_election_results=[
                ReplicaElectionResult(topic=tp.topic, partition_result=[
                    PartitionResult(partition_id=p, error_code=RULES.cluster.error,
                                    error_message=message) for p in tp.partitions])
                for tp in request.topic_partitions or []])
    image = node.metadata
    epochs_before = {(t.name, p.partition): p.leader_epoch
                     for t in image.topics.values() for p in t.partitions.values()}

    def unavailable(message: str) -> ElectLeadersResponse:
        return ElectLeadersResponse(
            error_code=ErrorCode.REQUEST_TIMED_OUT,
            replica_election_results=[
                ReplicaElectionResult(topic=tp.topic, partition_result=[
                    PartitionResult(partition_id=p, error_code=ErrorCode.REQUEST_TIMED_OUT,
                                    error_message=message) for p in tp.partitions])
                for tp in request.topic_partitions or []])

    def settled(response: ElectLeadersResponse):
        elected = [(r.topic, p.partition_id) for r in response.replica_election_results
                   for p in r.partition_result if p.error_code == ErrorCode.NONE]
        if not elected:
            return None

        def visible() -> bool:
            for topic, index in elected:
                info = image.partition(topic, index)
                if info is not None and info.leader_epoch <= epochs_before.get((topic, index), -1):
                    return False
            return True

        return visible

    return await forward_to_controller(node, request, context.api_version,
                                       unavailable=unavailable, settled=settled,
                                       timeout_ms=request.timeout_ms)


async def handle_elect_leaders_controller(node, context: RequestContext,
                                          request: ElectLeadersRequest):
    election_type = request.election_type if context.api_version >= 1 else PREFERRED
    if election_type not in (PREFERRED, UNCLEAN):
        return ElectLeadersResponse(error_code=ErrorCode.INVALID_REQUEST)
    image = node.metadata
    unclean = election_type == UNCLEAN
    records: list[dict] = []
    results: list[ReplicaElectionResult] = []
    if request.topic_partitions is None:
        by_topic: dict[str, list[PartitionResult]] = {}
        for topic in image.topics.values():
            for partition in topic.partitions.values():
                outcome, record = elect_leadership(image, node.config, partition, unclean)
                if record is not None:
                    records.append(record)
                    by_topic.setdefault(topic.name, []).append(
                        PartitionResult(partition_id=partition.partition))
        results = [ReplicaElectionResult(topic=name, partition_result=partitions)
                   for name, partitions in by_topic.items()]
    else:
        for wanted in request.topic_partitions:
            topic = image.topics.get(wanted.topic)
            partition_results = []
            for index in wanted.partitions:
                partition = topic.partitions.get(index) if topic is not None else None
                if partition is None:
                    partition_results.append(PartitionResult(
                        partition_id=index, error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                        error_message=f"No such partition as {wanted.topic}-{index}"))
                    continue
                outcome, record = elect_leadership(image, node.config, partition, unclean)
                if record is not None:
                    records.append(record)
                if outcome == "not_available":
                    code = (ErrorCode.ELIGIBLE_LEADERS_NOT_AVAILABLE if unclean
                            else ErrorCode.PREFERRED_LEADER_NOT_AVAILABLE)
                else:
                    code = _OUTCOME_ERRORS[outcome]
                partition_results.append(PartitionResult(
                    partition_id=index, error_code=code,
                    error_message=None if code == ErrorCode.NONE else code.name))
            results.append(ReplicaElectionResult(topic=wanted.topic,
                                                 partition_result=partition_results))
    node.append(records)
    return ElectLeadersResponse(replica_election_results=results)

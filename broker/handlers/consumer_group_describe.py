"""ConsumerGroupDescribe (key 69), versions 0-1: KIP-848 consumer groups as their coordinator
holds them.

Behavior:
- Each group is described by its coordinator; elsewhere NOT_COORDINATOR for that group. An
  unknown group, or one that is not a consumer group, is GROUP_ID_NOT_FOUND with Kafka's
  message.
- A group: its state (Empty, Assigning, Reconciling, Stable), group epoch, assignment epoch and
  the assignor it uses (the one most members ask for, else the first of
  `group.consumer.assignors`); per member its epoch, instance and rack ids, client id and host,
  subscription (names and regex) and both its current assignment (including partitions it
  still has to revoke) and its target assignment, with topic names.
- Groups the principal may not DESCRIBE: GROUP_AUTHORIZATION_FAILED, first in the answer.
- With IncludeAuthorizedOperations, the operations the principal may do on each group
  described without error (every group operation without an authorizer); otherwise INT32_MIN.
- With an authorizer, a group whose members hold or are assigned a topic the principal may not
  DESCRIBE answers TOPIC_AUTHORIZATION_FAILED with Kafka's message and no members (Kafka
  4.4's KafkaApis.handleConsumerGroupDescribe).

Versions: v1 adds each member's MemberType (1 consumer protocol, 0 classic; KIP-1099).
"""

from __future__ import annotations

from kafkasim.broker.handlers.describe_groups import OPERATIONS_NOT_REQUESTED
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.acl import ResourceType
from kafkasim.broker.security.authorization import (
    allowed,
    allowed_names,
    api_rules,
    authorized_operations,
)
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.consumer_group_describe import (
    Assignment,
    ConsumerGroupDescribeRequest,
    ConsumerGroupDescribeResponse,
    DescribedGroup,
    Member,
    TopicPartitions,
)

RULES = api_rules("ConsumerGroupDescribe")
HIDDEN_TOPICS = "The group has described topic(s) that the client is not authorized to describe."


def refused(group_id: str, error: ErrorCode, message: str | None = None) -> DescribedGroup:
    return DescribedGroup(error_code=error, error_message=message, group_id=group_id,
                          group_state="", group_epoch=0, assignment_epoch=0, assignor_name="",
                          members=[])


async def handle_consumer_group_describe(node, context: RequestContext,
                                         request: ConsumerGroupDescribeRequest):
    consumer = node.groups.consumer
    topics = node.metadata.topics_by_id
    denied = [refused(group_id, RULES.group.error) for group_id in request.group_ids
              if not allowed(node, context, RULES.group, group_id)]
    denied_ids = {group.group_id for group in denied}
    described = []
    for group_id in request.group_ids:
        if group_id in denied_ids:
            continue
        operations = authorized_operations(node, context, ResourceType.GROUP, group_id) \
            if request.include_authorized_operations else OPERATIONS_NOT_REQUESTED
        error, message, group = consumer.describe(group_id)
        if error:
            described.append(DescribedGroup(error_code=error, error_message=message,
                                            group_id=group_id, group_state="", group_epoch=0,
                                            assignment_epoch=0, assignor_name="", members=[],
                                            authorized_operations=OPERATIONS_NOT_REQUESTED))
            continue

        def partitions(*holdings):
            merged: dict = {}
            for holding in holdings:
                for topic_id, held in holding.items():
                    if topic_id in topics:
                        merged.setdefault(topic_id, set()).update(held)
            return [TopicPartitions(topic_id=t, topic_name=topics[t].name,
                                    partitions=sorted(p)) for t, p in merged.items()]

        members = [Member(
            member_id=m.member_id, instance_id=m.instance_id, rack_id=m.rack_id,
            member_epoch=m.member_epoch, client_id=m.client_id, client_host=m.client_host,
            subscribed_topic_names=sorted(m.subscribed_topic_names),
            subscribed_topic_regex=m.subscribed_topic_regex,
            assignment=Assignment(topic_partitions=partitions(m.assigned,
                                                              m.pending_revocation)),
            target_assignment=Assignment(topic_partitions=partitions(
                group.target.get(m.member_id, {}))),
            member_type=0 if m.uses_classic_protocol else 1,
        ) for m in group.members.values()]
        described.append(DescribedGroup(
            error_code=ErrorCode.NONE, error_message=None, group_id=group_id,
            group_state=group.state, group_epoch=group.group_epoch,
            assignment_epoch=group.assignment_epoch, assignor_name=consumer.assignor_name(group),
            members=members, authorized_operations=operations))
    if node.authorizer is not None:
        named = {held.topic_name for group in described for member in group.members
                 for assignment in (member.assignment, member.target_assignment)
                 for held in assignment.topic_partitions}
        visible = allowed_names(node, context, RULES.topic, named)
        described = [refused(group.group_id, RULES.topic.error, HIDDEN_TOPICS)
                     if any(held.topic_name not in visible for member in group.members
                            for assignment in (member.assignment, member.target_assignment)
                            for held in assignment.topic_partitions)
                     else group for group in described]
    return ConsumerGroupDescribeResponse(groups=denied + described)

"""ShareGroupDescribe (key 77), version 1: KIP-932 share groups as their coordinator holds them.

Behavior:
- Each group is described by its coordinator; elsewhere NOT_COORDINATOR for that group. An
  unknown group, or one of another type, is GROUP_ID_NOT_FOUND with Kafka's message.
- A group: its state (Empty, Stable), group epoch, assignment epoch and assignor (`simple`);
  per member its epoch, rack, client id and host, subscribed topic names and assignment, with
  topic names.
- Groups the principal may not DESCRIBE: GROUP_AUTHORIZATION_FAILED, first in the answer.
- With IncludeAuthorizedOperations, the operations the principal may do on each group
  described without error (every group operation without an authorizer); otherwise INT32_MIN.
- With an authorizer, a group whose members are assigned a topic the principal may not
  DESCRIBE answers TOPIC_AUTHORIZATION_FAILED with Kafka's message and no members (Kafka
  4.4's KafkaApis.handleShareGroupDescribe).

Versions: v1 is KIP-932's general-availability version.
"""

from __future__ import annotations

from kafkasim.broker.handlers.consumer_group_describe import HIDDEN_TOPICS
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
from kafkasim.protocol.messages.share_group_describe import (
    Assignment,
    DescribedGroup,
    Member,
    ShareGroupDescribeRequest,
    ShareGroupDescribeResponse,
    TopicPartitions,
)

RULES = api_rules("ShareGroupDescribe")
SIMPLE_ASSIGNOR = "simple"


def refused(group_id: str, error: ErrorCode, message: str | None = None) -> DescribedGroup:
    return DescribedGroup(error_code=error, error_message=message, group_id=group_id,
                          group_state="", group_epoch=0, assignment_epoch=0, assignor_name="",
                          members=[])


async def handle_share_group_describe(node, context: RequestContext,
                                      request: ShareGroupDescribeRequest):
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
        error, message, group = node.groups.share.describe(group_id)
        if error:
            described.append(DescribedGroup(error_code=error, error_message=message,
                                            group_id=group_id, group_state="", group_epoch=0,
                                            assignment_epoch=0, assignor_name="", members=[],
                                            authorized_operations=OPERATIONS_NOT_REQUESTED))
            continue
        members = [Member(
            member_id=m.member_id, rack_id=m.rack_id, member_epoch=m.member_epoch,
            client_id=m.client_id, client_host=m.client_host,
            subscribed_topic_names=list(m.subscribed_topic_names),
            assignment=Assignment(topic_partitions=[
                TopicPartitions(topic_id=t, topic_name=topics[t].name, partitions=sorted(p))
                for t, p in m.assigned.items() if t in topics]),
        ) for m in group.members.values()]
        described.append(DescribedGroup(
            error_code=ErrorCode.NONE, error_message=None, group_id=group_id,
            group_state=group.state, group_epoch=group.group_epoch,
            assignment_epoch=group.assignment_epoch, assignor_name=SIMPLE_ASSIGNOR,
            members=members, authorized_operations=operations))
    if node.authorizer is not None:
        named = {held.topic_name for group in described for member in group.members
                 for held in member.assignment.topic_partitions}
        visible = allowed_names(node, context, RULES.topic, named)
        described = [refused(group.group_id, RULES.topic.error, HIDDEN_TOPICS)
                     if any(held.topic_name not in visible for member in group.members
                            for held in member.assignment.topic_partitions)
                     else group for group in described]
    return ShareGroupDescribeResponse(groups=denied + described)

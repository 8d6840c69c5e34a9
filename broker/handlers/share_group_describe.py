"""ShareGroupDescribe (key 77), version 1: KIP-932 share groups as their coordinator holds them.

Behavior:
- Each group is described by its coordinator; elsewhere NOT_COORDINATOR for that group. An
  unknown group, or one of another type, is GROUP_ID_NOT_FOUND with Kafka's message.
- A group: its state (Empty, Stable), group epoch, assignment epoch and assignor (`simple`);
  per member its epoch, rack, client id and host, subscribed topic names and assignment, with
  topic names.
- With IncludeAuthorizedOperations, the operations a group allows without an authorizer;
  otherwise INT32_MIN.

Versions: v1 is KIP-932's general-availability version.

Not implemented: authorization.
"""

from __future__ import annotations

from kafkasim.broker.handlers.describe_groups import (
    GROUP_OPERATIONS_WITHOUT_AUTHORIZER,
    OPERATIONS_NOT_REQUESTED,
)
from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.share_group_describe import (
    Assignment,
    DescribedGroup,
    Member,
    ShareGroupDescribeRequest,
    ShareGroupDescribeResponse,
    TopicPartitions,
)

SIMPLE_ASSIGNOR = "simple"


@handler(ShareGroupDescribeRequest, 1, 1)
async def handle_share_group_describe(node, context: RequestContext,
                                      request: ShareGroupDescribeRequest):
    operations = GROUP_OPERATIONS_WITHOUT_AUTHORIZER if request.include_authorized_operations \
        else OPERATIONS_NOT_REQUESTED
    topics = node.metadata.topics_by_id
    described = []
    for group_id in request.group_ids:
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
    return ShareGroupDescribeResponse(groups=described)

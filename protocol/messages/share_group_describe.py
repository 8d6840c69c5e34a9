"""Generated from schemas/ShareGroupDescribeRequest.json, schemas/ShareGroupDescribeResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ShareGroupDescribeRequest',
    'TopicPartitions',
    'Assignment',
    'Member',
    'DescribedGroup',
    'ShareGroupDescribeResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import share_group_describe as codecs

    codecs.attach(globals())

class ShareGroupDescribeRequest(_Message):
    """ShareGroupDescribeRequest (API key 77): versions 1, flexible 0+."""

    __slots__ = ('group_ids', 'include_authorized_operations', 'unknown_tagged_fields')
    _FIELDS = ('group_ids', 'include_authorized_operations')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ShareGroupDescribeRequest'
    API_KEY = 77
    MIN_VERSION = 1
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: []string (groupId), versions 0+.
    group_ids: list[str]
    #: bool, versions 0+.
    include_authorized_operations: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_ids=_UNSET, include_authorized_operations=False, unknown_tagged_fields=None):
        self.group_ids = [] if group_ids is _UNSET else group_ids
        self.include_authorized_operations = include_authorized_operations
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ShareGroupDescribeRequest):
            return NotImplemented
        return (
            self.group_ids == other.group_ids and
            self.include_authorized_operations == other.include_authorized_operations and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TopicPartitions(_Message):
    """ShareGroupDescribeResponse: an element of Assignment.topic_partitions."""

    __slots__ = ('topic_id', 'topic_name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'topic_name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: uuid, versions 0+.
    topic_id: uuid.UUID
    #: string (topicName), versions 0+.
    topic_name: str
    #: []int32, versions 0+.
    partitions: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, topic_name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.topic_name = topic_name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TopicPartitions):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.topic_name == other.topic_name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class Assignment(_Message):
    """ShareGroupDescribeResponse: the value of Member.assignment."""

    __slots__ = ('topic_partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_partitions',)
    _CODECS = staticmethod(_load_codecs)

    #: []TopicPartitions, versions 0+.
    topic_partitions: list[TopicPartitions]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_partitions = [] if topic_partitions is _UNSET else topic_partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, Assignment):
            return NotImplemented
        return (
            self.topic_partitions == other.topic_partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class Member(_Message):
    """ShareGroupDescribeResponse: an element of DescribedGroup.members."""

    __slots__ = ('member_id', 'rack_id', 'member_epoch', 'client_id', 'client_host', 'subscribed_topic_names', 'assignment', 'unknown_tagged_fields')
    _FIELDS = ('member_id', 'rack_id', 'member_epoch', 'client_id', 'client_host', 'subscribed_topic_names', 'assignment')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    member_id: str
    #: string, versions 0+, nullable 0+, default null.
    rack_id: str | None
    #: int32, versions 0+.
    member_epoch: int
    #: string, versions 0+.
    client_id: str
    #: string, versions 0+.
    client_host: str
    #: []string (topicName), versions 0+.
    subscribed_topic_names: list[str]
    #: Assignment, versions 0+.
    assignment: Assignment
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, member_id='', rack_id=None, member_epoch=0, client_id='', client_host='', subscribed_topic_names=_UNSET, assignment=_UNSET, unknown_tagged_fields=None):
        self.member_id = member_id
        self.rack_id = rack_id
        self.member_epoch = member_epoch
        self.client_id = client_id
        self.client_host = client_host
        self.subscribed_topic_names = [] if subscribed_topic_names is _UNSET else subscribed_topic_names
        self.assignment = Assignment() if assignment is _UNSET else assignment
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, Member):
            return NotImplemented
        return (
            self.member_id == other.member_id and
            self.rack_id == other.rack_id and
            self.member_epoch == other.member_epoch and
            self.client_id == other.client_id and
            self.client_host == other.client_host and
            self.subscribed_topic_names == other.subscribed_topic_names and
            self.assignment == other.assignment and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribedGroup(_Message):
    """ShareGroupDescribeResponse: an element of ShareGroupDescribeResponse.groups."""

    __slots__ = ('error_code', 'error_message', 'group_id', 'group_state', 'group_epoch', 'assignment_epoch', 'assignor_name', 'members', 'authorized_operations', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'error_message', 'group_id', 'group_state', 'group_epoch', 'assignment_epoch', 'assignor_name', 'members', 'authorized_operations')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: string (groupId), versions 0+.
    group_id: str
    #: string, versions 0+.
    group_state: str
    #: int32, versions 0+.
    group_epoch: int
    #: int32, versions 0+.
    assignment_epoch: int
    #: string, versions 0+.
    assignor_name: str
    #: []Member, versions 0+.
    members: list[Member]
    #: int32, versions 0+, default -2147483648.
    authorized_operations: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, error_message=None, group_id='', group_state='', group_epoch=0, assignment_epoch=0, assignor_name='', members=_UNSET, authorized_operations=-2147483648, unknown_tagged_fields=None):
        self.error_code = error_code
        self.error_message = error_message
        self.group_id = group_id
        self.group_state = group_state
        self.group_epoch = group_epoch
        self.assignment_epoch = assignment_epoch
        self.assignor_name = assignor_name
        self.members = [] if members is _UNSET else members
        self.authorized_operations = authorized_operations
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribedGroup):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.group_id == other.group_id and
            self.group_state == other.group_state and
            self.group_epoch == other.group_epoch and
            self.assignment_epoch == other.assignment_epoch and
            self.assignor_name == other.assignor_name and
            self.members == other.members and
            self.authorized_operations == other.authorized_operations and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ShareGroupDescribeResponse(_Message):
    """ShareGroupDescribeResponse (API key 77): versions 1, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'groups', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'groups')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ShareGroupDescribeResponse'
    API_KEY = 77
    MIN_VERSION = 1
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []DescribedGroup, versions 0+.
    groups: list[DescribedGroup]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, groups=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is _UNSET else groups
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ShareGroupDescribeResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.groups == other.groups and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


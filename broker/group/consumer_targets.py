"""The target assignment of KIP-848 consumer groups: which topics a group subscribes to, when
that changes enough to bump the group epoch, and what each member should own.

- Subscriptions by name, and by regular expression (compiled as Kafka's RE2J would accept it,
  resolved against the topics this broker knows in the background, at most every 10 s, or
  `group.consumer.regex.refresh.interval.ms` with new topics); a resolution that changes the
  topics bumps the group epoch.
- The subscription metadata: a hash of the subscribed topics' ids, names, partition counts and
  replica racks; a changed hash bumps the group epoch. Topic changes in the metadata image make
  the groups subscribed to them recheck it at their next heartbeat.
- The target assignment (Kafka's TargetAssignmentBuilder): recomputed with the preferred server
  assignor when the group epoch is ahead of the assignment epoch, at most once per
  `group.consumer.assignment.interval.ms`, and written as the records of the members whose
  target changed.

Reconciling a member towards its target is `consumer_group.next_assignment`'s job; the records
are written by the consumer coordinator (`consumer_coordinator.py`).
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import struct
import time
import uuid

from kafkasim.broker.group import consumer_records as records
from kafkasim.broker.group.assignors import (
    ASSIGNORS,
    GroupSpec,
    MemberSpec,
    PartitionAssignorError,
    assign,
)
from kafkasim.broker.group.consumer_group import (
    ConsumerGroup,
    ConsumerGroupMember,
    GroupError,
    ResolvedRegex,
    subscription_type,
)
from kafkasim.protocol.errors import ErrorCode

# Kafka's GroupMetadataManager.REGEX_BATCH_REFRESH_MIN_INTERVAL_MS.
REGEX_BATCH_REFRESH_MIN_INTERVAL_MS = 10_000
_NEVER = (1 << 31) - 1

# What a heartbeat did to the member's regular expression (UpdateRegularExpressionsResult).
NO_CHANGE = "no-change"
UPDATED = "updated"
UPDATED_AND_RESOLVED = "updated-and-resolved"


def _now_ms() -> int:
    return int(time.time() * 1000)


def compile_regex(pattern: str) -> re.Pattern:
    """A subscription regex as Kafka compiles it (RE2J; full-name matches). Python's engine
    accepts more than RE2 does, so the constructs RE2 rejects are rejected here too."""
    if re.search(r"\(\?[=!<]|\\[1-9]", pattern):
        raise GroupError(ErrorCode.INVALID_REGULAR_EXPRESSION,
                         f"SubscribedTopicRegex `{pattern}` is not a valid regular expression: "
                         "invalid or unsupported Perl syntax.")
    try:
        return re.compile(pattern)
    except re.error as error:
        raise GroupError(ErrorCode.INVALID_REGULAR_EXPRESSION,
                         f"SubscribedTopicRegex `{pattern}` is not a valid regular expression: "
                         f"{error}.") from None


class TargetAssignment:
    """Subscriptions, subscription metadata and target assignments of the consumer groups of
    one broker's KIP-848 coordinator (`consumer`)."""

    def __init__(self, consumer) -> None:
        self.consumer = consumer
        config = consumer.coordinator.broker.config
        self.assignment_interval_ms = config.get_int("group.consumer.assignment.interval.ms")
        self.regex_refresh_interval_ms = config.get_int("group.consumer.regex.refresh.interval.ms")
        names = [n.strip() for n in (config.get("group.consumer.assignors")
                                     or "uniform,range").split(",") if n.strip()]
        # Kafka accepts class names too; the built-in ones are known by their short names.
        self.assignors = [n.rsplit(".", 1)[-1].removesuffix("Assignor").lower()
                          if "." in n else n for n in names]
        self.assignors = [n for n in self.assignors if n in ASSIGNORS] or list(ASSIGNORS)
        self.default_assignor = self.assignors[0]
        self.regex_refreshing: set[str] = set()
        self.last_image_with_new_topics = -1
        self._topic_hashes: dict[str, int] = {}
        self._topics_seen: dict | None = None

    # --- regular expressions -----------------------------------------------------------------

    def maybe_update_regexes(self, group: ConsumerGroup, member: ConsumerGroupMember,
                             updated: ConsumerGroupMember, batch: list, now: int) -> str:
        """A member's regex changed, or the group's regexes may be due for a refresh: writes the
        tombstone of a regex nobody uses any more, starts a background resolution when one is
        due, and says what happened (NO_CHANGE, UPDATED or UPDATED_AND_RESOLVED)."""
        old_regex, new_regex = member.subscribed_topic_regex, updated.subscribed_topic_regex
        status = NO_CHANGE
        refresh = False
        if old_regex != new_regex:
            status = UPDATED
            if old_regex and group.regexes.get(old_regex, 0) == 1:
                batch.append(records.tombstone(records.REGULAR_EXPRESSION, group.group_id,
                                               old_regex))
            if new_regex:
                if group.regexes.get(new_regex, 0) == 0:
                    compile_regex(new_regex)
                    refresh = True
                elif new_regex in group.resolved:
                    status = UPDATED_AND_RESOLVED
            elif old_regex:
                status = UPDATED_AND_RESOLVED
        if not refresh and not group.regexes:
            return status
        if group.group_id in self.regex_refreshing:
            return status
        last_refresh = next(iter(group.resolved.values())).timestamp_ms if group.resolved \
            else -(1 << 63)
        if now <= last_refresh + REGEX_BATCH_REFRESH_MIN_INTERVAL_MS:
            return status
        subscribed = group.regexes_after(member if member.member_id in group.members else None,
                                         updated)
        refresh |= len(subscribed) != len(group.resolved)
        last_version = next(iter(group.resolved.values())).version if group.resolved else 0
        refresh |= last_version < self.last_image_with_new_topics
        refresh |= now > last_refresh + self.regex_refresh_interval_ms
        if refresh and subscribed:
            self.regex_refreshing.add(group.group_id)
            asyncio.get_running_loop().call_soon(self._resolve_regexes, group.group_id,
                                                 set(subscribed))
        return status

    def _resolve_regexes(self, group_id: str, regexes: set[str]) -> None:
        """The background resolution of a group's regular expressions against the topics this
        broker knows (TopicRegexResolver), and its result (handleRegularExpressionsResult)."""
        self.regex_refreshing.discard(group_id)
        group = self.consumer.groups.get(group_id)
        if not isinstance(group, ConsumerGroup) or not self.consumer.coordinates(group_id):
            return
        now = _now_ms()
        version = self.consumer.image.version
        compiled = {}
        for regex in regexes:
            try:
                compiled[regex] = compile_regex(regex)
            except GroupError:
                compiled[regex] = None
        resolved = {r: set() for r in regexes}
        for name in self.consumer.image.topics:
            for regex, pattern in compiled.items():
                if pattern is not None and pattern.fullmatch(name):
                    resolved[regex].add(name)
        batch = []
        topics = {t: (n, r) for t, (n, r) in group.subscribed_names_after(None, None).items()}
        bump = False
        for regex, names in resolved.items():
            if group.regexes.get(regex, 0) == 0:
                continue
            old = group.resolved.get(regex)
            old_topics = old.topics if old else frozenset()
            if old_topics != frozenset(names):
                bump = True
                for t in old_topics:
                    n, r = topics.get(t, (0, 0))
                    topics[t] = (n, r - 1)
                for t in names:
                    n, r = topics.get(t, (0, 0))
                    topics[t] = (n, r + 1)
            batch.append(records.regex_record(group_id, regex,
                                              ResolvedRegex(frozenset(names), version, now)))
        metadata_hash = self.metadata_hash({t for t, (n, r) in topics.items() if n > 0 or r > 0})
        if metadata_hash != group.metadata_hash:
            bump = True
        if bump:
            epoch = group.group_epoch + 1
            batch.append(records.group_epoch(group_id, epoch, metadata_hash))
            group.metadata_refresh_deadline = (now + _NEVER, epoch)
        self.consumer.write_in_background(group_id, batch)

    # --- subscription metadata ---------------------------------------------------------------

    def update_subscription_metadata(self, group: ConsumerGroup, bump: bool,
                                     member: ConsumerGroupMember, updated: ConsumerGroupMember,
                                     batch: list, now: int) -> tuple[int, str]:
        """The group epoch after the member's update (bumped when asked to, or when the
        subscribed topics' metadata hash changed) and the group's subscription type."""
        old = member if member.member_id in group.members else None
        topics = group.subscribed_names_after(old, updated)
        regexes = group.regexes_after(old, updated)
        metadata_hash = self.metadata_hash(set(topics))
        members = len(group.members)
        if updated.member_id not in group.members and \
                group.static_member(updated.instance_id) is None:
            members += 1
        sub_type = subscription_type(regexes, topics, members)
        epoch = group.group_epoch
        if metadata_hash != group.metadata_hash:
            bump = True
        if bump:
            epoch += 1
            batch.append(records.group_epoch(group.group_id, epoch, metadata_hash))
        group.metadata_refresh_deadline = (now + _NEVER, epoch)
        return epoch, sub_type

    def metadata_hash(self, topics: set[str]) -> int:
        """A hash of the subscribed topics' ids, names, partition counts and replica racks
        (Kafka hashes the same facts with XXH3); 0 for no known topic."""
        known = sorted(t for t in topics if t in self.consumer.image.topics)
        if not known:
            return 0
        digest = hashlib.blake2b(digest_size=8)
        for name in known:
            digest.update(struct.pack(">q", self._topic_hash(name)))
        (value,) = struct.unpack(">q", digest.digest())
        return value or 1

    def _topic_hash(self, name: str) -> int:
        cached = self._topic_hashes.get(name)
        if cached is not None:
            return cached
        topic = self.consumer.image.topics[name]
        digest = hashlib.blake2b(digest_size=8)
        digest.update(topic.topic_id.bytes + name.encode() + struct.pack(">i", len(topic.partitions)))
        brokers = self.consumer.image.brokers
        for index in sorted(topic.partitions):
            racks = sorted(r for r in (getattr(brokers.get(b), "rack", None)
                                       for b in topic.partitions[index].replicas) if r)
            digest.update(struct.pack(">i", index) + ",".join(racks).encode())
        (value,) = struct.unpack(">q", digest.digest())
        self._topic_hashes[name] = value
        return value

    def refresh_topics(self) -> None:
        """Called after every metadata update: finds the topics created, deleted or changed
        (partition count, replicas) since the last call."""
        image = self.consumer.image
        snapshot = {name: (topic.topic_id, tuple(tuple(topic.partitions[p].replicas)
                                                 for p in sorted(topic.partitions)))
                    for name, topic in image.topics.items()}
        previous = self._topics_seen
        self._topics_seen = snapshot
        if previous is None:
            self.on_metadata_update(set(), set())
            return
        created = {n for n in snapshot if n not in previous or previous[n][0] != snapshot[n][0]}
        changed = {n for n in set(previous) | set(snapshot) if previous.get(n) != snapshot.get(n)}
        self.on_metadata_update(created, changed)

    def on_metadata_update(self, created: set[str], changed: set[str]) -> None:
        """Topics created, deleted or changed: the groups subscribed to them refresh their
        subscription metadata at their next heartbeat (Kafka's onMetadataUpdate)."""
        if self.last_image_with_new_topics == -1 or created:
            self.last_image_with_new_topics = self.consumer.image.version
        touched = created | changed
        for name in touched:
            self._topic_hashes.pop(name, None)
        if not touched:
            return
        for group in self.consumer.groups.values():
            if isinstance(group, ConsumerGroup) and touched & group.subscribed_topic_names:
                group.request_metadata_refresh()

    # --- the target assignment ---------------------------------------------------------------

    def maybe_update_target(self, group: ConsumerGroup, group_epoch: int,
                            member: ConsumerGroupMember, updated: ConsumerGroupMember,
                            sub_type: str | None, batch: list, now: int):
        """maybeUpdateTargetAssignment: (target epoch, the member's target)."""
        if group.assignment_epoch >= group_epoch or not self._can_assign(group, now):
            return group.assignment_epoch, group.target_of(updated.member_id, updated.instance_id)
        if sub_type is None:
            old = member if member.member_id in group.members else None
            members = len(group.members) + (0 if updated.member_id in group.members else 1)
            sub_type = subscription_type(group.regexes_after(old, updated),
                                         group.subscribed_names_after(old, updated), members)
        assignor = group.preferred_assignor(
            member if member.member_id in group.members else None, updated) \
            or self.default_assignor
        changes = {updated.member_id: updated}
        previous = group.static_members.get(updated.instance_id) \
            if updated.instance_id is not None else None
        if previous is not None and previous != updated.member_id:
            changes[previous] = None
        targets = self._compute_targets(group, group_epoch, assignor, sub_type, changes, now)
        batch.extend(targets)
        for record in targets:
            if record.type == records.TARGET_MEMBER and record.sub_key == updated.member_id:
                return group_epoch, record.value
        return group_epoch, group.target.get(updated.member_id, {})

    def _can_assign(self, group: ConsumerGroup, now: int) -> bool:
        if group.assignment_timestamp_ms == 0 or self.assignment_interval_ms == 0:
            return True
        return now >= group.assignment_timestamp_ms + self.assignment_interval_ms

    def _compute_targets(self, group: ConsumerGroup, epoch: int, assignor: str, sub_type: str,
                         changes: dict[str, ConsumerGroupMember | None],
                         now: int) -> list[records.Record]:
        """TargetAssignmentBuilder.build: the assignor's result as the records of the members
        whose target changed, then the assignment epoch."""
        members: dict[str, ConsumerGroupMember] = dict(group.members)
        for member_id, member in changes.items():
            if member is None:
                members.pop(member_id, None)
            else:
                members[member_id] = member
        specs: dict[str, MemberSpec] = {}
        for member_id, member in members.items():
            current = group.target.get(member_id, {})
            if member_id in changes and member.instance_id is not None:
                previous = group.static_members.get(member.instance_id)
                if previous is not None and previous != member_id:
                    current = group.target.get(previous, {})
            specs[member_id] = MemberSpec(self.topic_ids(group, member), member.instance_id,
                                          {t: set(p) for t, p in current.items()})
        spec = GroupSpec.ordered(specs, sub_type, group.inverted_target)
        try:
            result = assign(assignor, spec, self._partition_count)
        except PartitionAssignorError as error:
            raise GroupError(ErrorCode.UNKNOWN_SERVER_ERROR,
                             f"Failed to compute a new target assignment for epoch {epoch}: "
                             f"{error}") from None
        out = []
        for member_id in spec.members:
            new = {t: frozenset(p) for t, p in result.get(member_id, {}).items() if p}
            old = group.target.get(member_id)
            if old is None or {t: set(p) for t, p in old.items()} != \
                    {t: set(p) for t, p in new.items()}:
                out.append(records.target_member(group.group_id, member_id, new))
        out.append(records.target_metadata(group.group_id, epoch, now))
        return out

    def topic_ids(self, group: ConsumerGroup, member: ConsumerGroupMember) -> set[uuid.UUID]:
        ids = set()
        for name in group.member_subscribed_topics(member):
            topic = self.consumer.image.topics.get(name)
            if topic is not None:
                ids.add(topic.topic_id)
        return ids

    def _partition_count(self, topic_id: uuid.UUID) -> int:
        topic = self.consumer.image.topics_by_id.get(topic_id)
        return len(topic.partitions) if topic is not None else -1

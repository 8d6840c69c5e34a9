"""Group metadata records in `__consumer_offsets`: Kafka's GroupMetadataKey/Value layout, its
ordering with offset commits in one partition, and the groups a new coordinator rebuilds."""

from __future__ import annotations

import struct

from kafkasim.broker.group.metadata import (
    StoredGroup,
    StoredMember,
    decode_group_metadata_value,
    encode_group_metadata_key,
    encode_group_metadata_value,
    group_id_of_metadata_key,
    replay,
    restore_group,
    snapshot,
)
from kafkasim.broker.group.offsets import encode_offset_commit_key, encode_offset_commit_value
from kafkasim.broker.group.state import ClassicGroup, CommittedOffset, GroupMember, GroupState

MEMBERS = [
    StoredMember("static-1", "instance-a", "client-a", "/127.0.0.1", 60000, 10000,
                 b"subscription-a", b"assignment-a"),
    StoredMember("dynamic-2", None, "client-b", "/10.0.0.2", 30000, 6000, b"", b"\x00\x01"),
]
STABLE = StoredGroup("consumer", 7, "range", "static-1", 1_700_000_000_000, MEMBERS)


def test_group_metadata_key_and_value_v3_layout_round_trip():
    """Verifies that GroupMetadataKey v2 and GroupMetadataValue v3 are laid out byte for byte as
    Kafka writes them and read back to the same group."""
    key = encode_group_metadata_key("grp")
    assert key == b"\x00\x02" + b"\x00\x03grp"
    assert group_id_of_metadata_key(key) == "grp"
    value = encode_group_metadata_value(STABLE)
    expected = (b"\x00\x03" + b"\x00\x08consumer" + struct.pack(">i", 7) + b"\x00\x05range"
                + b"\x00\x08static-1" + struct.pack(">q", 1_700_000_000_000)
                + struct.pack(">i", 2)
                + b"\x00\x08static-1" + b"\x00\x0ainstance-a" + b"\x00\x08client-a"
                + b"\x00\x0a/127.0.0.1" + struct.pack(">ii", 60000, 10000)
                + struct.pack(">i", 14) + b"subscription-a" + struct.pack(">i", 12)
                + b"assignment-a"
                + b"\x00\x09dynamic-2" + b"\xff\xff" + b"\x00\x08client-b"
                + b"\x00\x09/10.0.0.2" + struct.pack(">ii", 30000, 6000)
                + struct.pack(">i", 0) + struct.pack(">i", 2) + b"\x00\x01")
    assert value == expected
    assert decode_group_metadata_value(value) == STABLE
    empty = StoredGroup("consumer", 8, None, None, -1, [])
    assert decode_group_metadata_value(encode_group_metadata_value(empty)) == empty


def test_group_metadata_older_and_flexible_value_versions_are_read():
    """Verifies that the loader reads GroupMetadataValue v0 (no rebalance timeout: the session
    timeout stands in, as in Kafka), v1 (no state timestamp) and v4 (compact, tagged fields)."""
    v0 = (b"\x00\x00" + b"\x00\x08consumer" + struct.pack(">i", 2) + b"\x00\x05range"
          + b"\x00\x01m" + struct.pack(">i", 1) + b"\x00\x01m" + b"\x00\x01c" + b"\x00\x01h"
          + struct.pack(">i", 5000) + struct.pack(">i", 1) + b"s" + struct.pack(">i", 1) + b"a")
    assert decode_group_metadata_value(v0) == StoredGroup(
        "consumer", 2, "range", "m", -1, [StoredMember("m", None, "c", "h", 5000, 5000, b"s",
                                                       b"a")])
    v1 = (b"\x00\x01" + b"\x00\x08consumer" + struct.pack(">i", 2) + b"\xff\xff" + b"\xff\xff"
          + struct.pack(">i", 0))
    assert decode_group_metadata_value(v1) == StoredGroup("consumer", 2, None, None, -1, [])
    v4 = (b"\x00\x04" + b"\x09consumer" + struct.pack(">i", 3) + b"\x06range" + b"\x02m"
          + struct.pack(">q", 99) + b"\x02"
          + b"\x02m" + b"\x00" + b"\x02c" + b"\x02h" + struct.pack(">ii", 7000, 5000)
          + b"\x02s" + b"\x02a" + b"\x01\x05\x02xy"  # one unknown tagged field in the member
          + b"\x00")
    assert decode_group_metadata_value(v4) == StoredGroup(
        "consumer", 3, "range", "m", 99, [StoredMember("m", None, "c", "h", 7000, 5000, b"s",
                                                       b"a")])


def test_replay_of_a_mixed_partition_keeps_the_latest_record_per_group():
    """Verifies that replaying a partition holding offset commits (keys v0/v1) and group
    metadata (key v2) applies them in log order: the latest membership record wins, a null
    value (tombstone) deletes the membership but not the offsets, an offset tombstone deletes
    the offset, and KIP-848 record types are skipped."""
    def commit(group_id, partition, offset):
        return (encode_offset_commit_key(group_id, "orders", partition),
                None if offset is None else
                encode_offset_commit_value(CommittedOffset(offset, 1, "", 5)))
    older = StoredGroup("consumer", 6, "range", "static-1", 10, MEMBERS)
    emptied = StoredGroup("consumer", 9, None, None, 20, [])
    records = [
        (encode_group_metadata_key("a"), encode_group_metadata_value(older)),
        commit("a", 0, 10),
        (encode_group_metadata_key("a"), encode_group_metadata_value(STABLE)),
        commit("a", 1, 11),
        commit("a", 1, None),
        (encode_group_metadata_key("b"), encode_group_metadata_value(STABLE)),
        commit("b", 0, 20),
        (encode_group_metadata_key("b"), None),
        (encode_group_metadata_key("c"), encode_group_metadata_value(STABLE)),
        (encode_group_metadata_key("c"), None),
        (encode_group_metadata_key("d"), encode_group_metadata_value(emptied)),
        (b"\x00\x03\x00\x01e", b"\x00\x00"),  # ConsumerGroupMetadataKey (KIP-848)
        (None, b"ignored"),
    ]
    loaded = replay(records)
    assert sorted(loaded) == ["a", "b", "d"]
    assert loaded["a"].metadata == STABLE
    assert loaded["a"].offsets == {("orders", 0): CommittedOffset(10, 1, "", 5)}
    assert loaded["b"].metadata is None and set(loaded["b"].offsets) == {("orders", 0)}
    assert loaded["d"].metadata == emptied and loaded["d"].offsets == {}


def test_restore_and_snapshot_rebuild_the_group_kafka_loads():
    """Verifies that a loaded group is Stable with its generation, protocol, leader, state
    timestamp and members (instance ids, client id/host, timeouts, subscription as the only
    protocol, assignment), Empty with its generation when no members were stored, and that
    snapshotting the restored group gives back the record."""
    loaded = replay([(encode_group_metadata_key("a"), encode_group_metadata_value(STABLE))])
    group = restore_group("a", loaded["a"])
    assert (group.state, group.generation_id, group.protocol_type, group.protocol_name,
            group.leader_id, group.state_timestamp_ms) == (
        GroupState.STABLE, 7, "consumer", "range", "static-1", 1_700_000_000_000)
    assert group.static_members == {"instance-a": "static-1"}
    member = group.members["dynamic-2"]
    assert (member.client_id, member.client_host, member.rebalance_timeout_ms,
            member.session_timeout_ms, member.protocols, member.assignment) == (
        "client-b", "/10.0.0.2", 30000, 6000, [("range", b"")], b"\x00\x01")
    assert group.supports_protocols("consumer", ["range"])
    assignments = {m.member_id: m.assignment for m in group.members.values()}
    assert snapshot(group, assignments) == STABLE
    empty = restore_group("d", replay([(encode_group_metadata_key("d"),
                                        encode_group_metadata_value(
                                            StoredGroup("consumer", 9, None, None, 20, [])))])["d"])
    assert (empty.state, empty.generation_id, empty.members, empty.is_unused()) == (
        GroupState.EMPTY, 9, {}, False)


def test_snapshot_stores_the_leaders_assignment_and_selected_protocol_metadata():
    """Verifies that the record Kafka writes on the leader's SyncGroup holds each member's
    metadata for the selected protocol and the leader's assignment (empty for members it left
    out)."""
    group = ClassicGroup("g")
    for member_id in ("m1", "m2"):
        group.add_member(GroupMember(member_id, None, "client", "/host", 3000, 1000, "consumer",
                                     [("roundrobin", b"rr-" + member_id.encode()),
                                      ("range", b"range-" + member_id.encode())]), None)
    group.generation_id = 4
    group.protocol_name = "range"
    stored = snapshot(group, {"m1": b"one"})
    assert (stored.protocol_type, stored.generation_id, stored.protocol_name,
            stored.leader_id) == ("consumer", 4, "range", "m1")
    assert [(m.subscription, m.assignment) for m in stored.members] == [
        (b"range-m1", b"one"), (b"range-m2", b"")]

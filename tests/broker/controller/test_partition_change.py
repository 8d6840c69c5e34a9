"""Table tests of the controller's partition changes with eligible leader replicas (KIP-966):
`PartitionChange` against the cases of Kafka's PartitionChangeBuilderTest and
ReplicationControlManagerTest (fencing, unfencing, unclean shutdowns, ISR changes and
elections), on a metadata image built by replaying records."""

from __future__ import annotations

import uuid

import pytest

from kafkasim.broker.config.settings import Config
from kafkasim.broker.controller.partitions import (
    PREFERRED,
    UNCLEAN,
    PartitionChange,
    elect_for_returning_broker,
    remove_broker,
    unclean_shutdown,
)
from kafkasim.broker.controller.reassignment import isr_change
from kafkasim.broker.metadata.features import ELIGIBLE_LEADER_REPLICAS_VERSION
from kafkasim.broker.metadata.image import MetadataImage
from kafkasim.broker.metadata.records import (
    apply_records,
    feature_level_record,
    fence_broker_record,
    partition_change_record,
    partition_record,
    register_broker_record,
    topic_record,
    unfence_broker_record,
)

TOPIC_ID = uuid.UUID(int=7)


def image_of(replicas: list[int], isr: list[int], leader: int, *, elr=(), last_known_elr=(),
             min_isr: int = 2, fenced=(), elr_level: int = 1) -> MetadataImage:
    """A one-partition topic `t` over brokers 1-4 (those in `fenced` fenced), with the given
    state and min.insync.replicas, at eligible.leader.replicas.version `elr_level`."""
    image = MetadataImage()
    records = [feature_level_record(ELIGIBLE_LEADER_REPLICAS_VERSION, elr_level)]
    for broker in range(1, 5):
        records.append(register_broker_record(broker, "127.0.0.1", 9000 + broker, None,
                                              uuid.uuid4(), broker))
        if broker not in fenced:
            records.append(unfence_broker_record(broker))
    records += [topic_record("t", TOPIC_ID, {"min.insync.replicas": str(min_isr)}),
                partition_record(TOPIC_ID, 0, replicas, isr, leader)]
    apply_records(image, list(enumerate(records)))
    if elr or last_known_elr:
        apply_records(image, [(len(records), partition_change_record(
            partition(image), eligible_leader_replicas=list(elr),
            last_known_elr=list(last_known_elr)))])
    return image


def partition(image: MetadataImage):
    return image.partition("t", 0)


def outcome(record: dict | None) -> tuple | None:
    if record is None:
        return None
    return (record["leader"], record["isr"], record["eligible_leader_replicas"],
            record["last_known_elr"])


def fence(image: MetadataImage, broker: int) -> tuple | None:
    records = remove_broker(image, Config(), broker)
    assert len(records) <= 1
    result = outcome(records[0]) if records else None
    apply_records(image, [(image.version + 1, r) for r in records]
                  + [(image.version + 1 + len(records), fence_broker_record(broker))])
    return result


@pytest.mark.parametrize("case, replicas, isr, leader, elr, min_isr, removed, expected", [
    ("the last ISR member leaves", [2], [2], 2, [], 1, 2, (-1, [], [2], [2])),
    ("the ISR stays at the minimum", [1, 2, 3], [1, 2, 3], 1, [], 2, 3, (1, [1, 2], [], [])),
    ("the ISR falls below the minimum", [1, 2, 3], [1, 2], 1, [], 2, 2, (1, [1], [2], [])),
    ("the leader leaves an ISR below the minimum", [1, 2, 3], [1], 1, [2], 2, 1,
     (2, [2], [1], [])),
])
def test_fencing(case, replicas, isr, leader, elr, min_isr, removed, expected):
    """Verifies handleBrokerFenced with ELR: the ISR may empty, the ELR holds what left an ISR
    below min.insync.replicas, an eligible live replica leads an empty ISR with an ISR of
    itself, and LastKnownElr records the leader when the ISR empties."""
    image = image_of(replicas, isr, leader, elr=elr, min_isr=min_isr)
    assert fence(image, removed) == expected


def test_an_eligible_replica_leads_again_when_its_broker_returns():
    """Verifies handleBrokerUnfenced: a leaderless partition whose ISR is empty elects the
    returning eligible replica, its ISR becomes itself, ELR and LastKnownElr clear."""
    image = image_of([2], [], -1, elr=[2], last_known_elr=[2], min_isr=1, fenced=(2,))
    records = elect_for_returning_broker(image, Config(), 2)
    assert [outcome(r) for r in records] == [(2, [2], [], [])]


def test_an_unclean_shutdown_leaves_the_elr_and_the_last_known_leader_leads():
    """Verifies handleBrokerShutdown after an unclean shutdown: the broker leaves the ELR;
    with ISR and ELR empty the last known leader is elected uncleanly (whether or not its
    broker is up yet), with an ISR of itself."""
    image = image_of([2], [], -1, elr=[2], last_known_elr=[2], min_isr=1, fenced=(2,))
    records = unclean_shutdown(image, Config(), 2)
    assert [outcome(r) for r in records] == [(2, [2], [], [])]


def test_an_unclean_shutdown_of_one_eligible_replica_keeps_the_other():
    """Verifies that an unclean shutdown removes only that broker from the ELR; no leader is
    elected while an eligible replica remains (it may be the only one with every record)."""
    image = image_of([2, 3], [], -1, elr=[2, 3], last_known_elr=[2], min_isr=2, fenced=(2, 3))
    records = unclean_shutdown(image, Config(), 3)
    assert [outcome(r) for r in records] == [(-1, [], [2], [2])]


def test_isr_changes_move_the_elr():
    """Verifies AlterPartition's builder: a shrink below the minimum adds the leaving member
    to the ELR, an expansion back to it clears the ELR."""
    image = image_of([1, 2, 3], [1, 2], 1, min_isr=2)
    assert outcome(isr_change(image, Config(), partition(image), [1])) == \
        (1, [1], [2], [])
    image = image_of([1, 2, 3], [1], 1, elr=[2], min_isr=2)
    assert outcome(isr_change(image, Config(), partition(image), [1, 3])) == \
        (1, [1, 3], [], [])


def test_an_unclean_election_clears_the_elr_and_last_known_elr():
    """Verifies maybeUpdateRecordElr after an unclean election: the new leader's ISR is itself
    and the ELR and LastKnownElr are cleared."""
    image = image_of([2, 3], [], -1, elr=[2], last_known_elr=[2], min_isr=2, fenced=(2,))
    change = PartitionChange(image, Config(), partition(image), election=UNCLEAN)
    assert outcome(change.build()) == (3, [3], [], [])


def test_a_preferred_election_keeps_an_unneeded_elr_empty():
    """Verifies that a preferred election with a full ISR changes only the leader."""
    image = image_of([1, 2, 3], [1, 2, 3], 2, min_isr=2)
    change = PartitionChange(image, Config(), partition(image), election=PREFERRED)
    assert outcome(change.build()) == (1, [1, 2, 3], [], [])


def test_without_elr_the_last_isr_member_stays():
    """Verifies eligible.leader.replicas.version 0 (a cluster upgraded without finalizing it):
    fencing the last ISR member keeps it in the ISR with no leader, the ELR stays empty, and
    a shrink below min.insync.replicas fills no ELR."""
    image = image_of([2], [2], 2, min_isr=1, elr_level=0)
    assert fence(image, 2) == (-1, [2], [], [])
    image = image_of([1, 2, 3], [1, 2], 1, min_isr=2, elr_level=0)
    assert outcome(isr_change(image, Config(), partition(image), [1])) == (1, [1], [], [])

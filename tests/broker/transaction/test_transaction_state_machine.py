"""Table tests for the transaction coordinator's pure logic: the state machine of one
transactional id (Kafka's TransactionMetadata: epoch bumps, fencing, transitions), the
`__transaction_state` record layout (TransactionLogKey v0, TransactionLogValue v0 and v1) and
the placement of ids on partitions (Utils.abs(hashCode) % partitions)."""

from __future__ import annotations

import struct

import pytest

from kafkasim.broker.transaction.metadata import (
    TransactionMetadata,
    TransitionError,
    TxnState,
    is_epoch_exhausted,
)
from kafkasim.broker.transaction.records import decode_key, decode_value, encode_key, encode_value
from kafkasim.broker.transaction.state import partition_for
from kafkasim.protocol.errors import ErrorCode


def metadata(**fields) -> TransactionMetadata:
    return TransactionMetadata("tid", 1000, **fields)


@pytest.mark.parametrize(("epoch", "last", "expected", "result"), [
    (-1, -1, None, (0, -1)),      # a new id: epoch 0
    (3, -1, None, (4, -1)),       # a new producer instance: next epoch, no last epoch
    (3, -1, 3, (4, 3)),           # KIP-360: the current epoch, bumped, remembered as last
    (4, 3, 3, (4, 3)),            # a retry of that bump: the same epoch again
    (-1, -1, 7, (0, -1)),         # no epoch yet: whatever was expected, epoch 0
])
def test_init_producer_id_epochs(epoch, last, expected, result):
    """Verifies Kafka's prepareIncrementProducerEpoch: which epoch InitProducerId answers."""
    txn = metadata(producer_epoch=epoch, last_producer_epoch=last)
    transit = txn.prepare_increment_epoch(60_000, expected, now_ms=5)
    assert (transit.producer_epoch, transit.last_producer_epoch) == result
    assert transit.state == TxnState.EMPTY and transit.partitions == frozenset()


def test_a_stale_expected_epoch_is_fenced():
    """Verifies PRODUCER_FENCED for an expected epoch that is neither the current nor the last."""
    with pytest.raises(TransitionError) as refused:
        metadata(producer_epoch=5, last_producer_epoch=4).prepare_increment_epoch(1, 2, 0)
    assert refused.value.code == ErrorCode.PRODUCER_FENCED


def test_fencing_bumps_once_even_after_a_failed_write():
    """Verifies prepareFenceProducerEpoch: one bump, not a second after a failed fence."""
    txn = metadata(producer_epoch=2, state=TxnState.ONGOING)
    transit = txn.prepare_fence_epoch()
    assert (transit.state, transit.producer_epoch) == (TxnState.PREPARE_EPOCH_FENCE, 3)
    txn.abort_pending()
    txn.producer_epoch, txn.failed_epoch_fence = 3, True
    assert txn.prepare_fence_epoch().producer_epoch == 3


def test_a_pending_transition_blocks_another():
    txn = metadata(producer_epoch=0)
    txn.prepare_add_partitions({("t", 0)}, now_ms=10)
    with pytest.raises(RuntimeError):
        txn.prepare_add_partitions({("t", 1)}, now_ms=11)


def test_a_transaction_from_start_to_complete():
    """Verifies the transitions Empty -> Ongoing -> PrepareCommit -> CompleteCommit, the start
    time set by the first partition and kept by later ones, partitions emptied at the end."""
    txn = metadata(producer_epoch=0)
    txn.complete(txn.prepare_add_partitions({("t", 0)}, now_ms=10))
    txn.complete(txn.prepare_add_partitions({("t", 1)}, now_ms=20))
    assert (txn.state, txn.start_timestamp_ms, txn.last_update_timestamp_ms) == \
        (TxnState.ONGOING, 10, 20)
    assert txn.partitions == {("t", 0), ("t", 1)}
    txn.complete(txn.prepare_abort_or_commit(TxnState.PREPARE_COMMIT, now_ms=30))
    txn.complete(txn.prepare_complete(now_ms=40))
    assert (txn.state, txn.partitions, txn.producer_epoch) == (TxnState.COMPLETE_COMMIT, set(), 0)
    txn.complete(txn.prepare_add_partitions({("t", 2)}, now_ms=50))
    assert txn.start_timestamp_ms == 50  # a new transaction starts


def test_exhausted_epochs_rotate_the_producer_id():
    """Verifies prepareProducerIdRotation: a new producer id at epoch 0, the old one kept as
    the previous producer id."""
    assert is_epoch_exhausted(32766) and not is_epoch_exhausted(32765)
    txn = metadata(producer_epoch=32766)
    transit = txn.prepare_rotate_producer_id(2000, 60_000, now_ms=1, record_last_epoch=True)
    assert (transit.producer_id, transit.producer_epoch, transit.last_producer_epoch,
            transit.previous_producer_id) == (2000, 0, 32766, 1000)


def test_records_round_trip():
    """Verifies TransactionLogKey v0 and TransactionLogValue v1 (the partitions, the previous
    producer id as tag 0, null partitions for Empty)."""
    txn = metadata(producer_epoch=3, state=TxnState.ONGOING)
    transit = txn.prepare_add_partitions({("b", 2), ("a", 0), ("a", 1)}, now_ms=99)
    assert decode_key(encode_key("tid")) == "tid"
    loaded = decode_value("tid", encode_value(transit))
    assert (loaded.producer_id, loaded.producer_epoch, loaded.state, loaded.partitions,
            loaded.start_timestamp_ms, loaded.last_update_timestamp_ms) == \
        (1000, 3, TxnState.ONGOING, {("a", 0), ("a", 1), ("b", 2)}, -1, 99)
    rotated = metadata(producer_epoch=32766).prepare_rotate_producer_id(7, 1, 1, False)
    assert decode_value("tid", encode_value(rotated)).previous_producer_id == 1000


def test_value_v0_is_read():
    """Verifies that a TransactionLogValue v0 (what Kafka below transaction.version 1 writes)
    loads."""
    value = (struct.pack(">hqhib", 0, 42, 5, 60_000, int(TxnState.PREPARE_ABORT))
             + struct.pack(">i", 1) + struct.pack(">h", 1) + b"t" + struct.pack(">ii", 1, 3)
             + struct.pack(">qq", 200, 100))
    loaded = decode_value("x", value)
    assert (loaded.producer_id, loaded.producer_epoch, loaded.timeout_ms, loaded.state,
            loaded.partitions, loaded.start_timestamp_ms) == \
        (42, 5, 60_000, TxnState.PREPARE_ABORT, {("t", 3)}, 100)


@pytest.mark.parametrize(("transactional_id", "partition"), [
    ("hello", 22),  # "hello".hashCode() == 99162322
    ("", 0),
])
def test_placement_follows_java_hash_codes(transactional_id, partition):
    assert partition_for(transactional_id, 50) == partition

"""Crash-safe files of a log directory, in Kafka's formats, written atomically.

Kafka keeps, per log directory (Kafka's LogManager and ReplicaManager):

- `replication-offset-checkpoint`: each partition's high watermark (ReplicaManager writes it
  every `replica.high.watermark.checkpoint.interval.ms`), so that a restarted replica starts its
  high watermark there and not at its log start;
- `recovery-point-offset-checkpoint`: each partition's recovery point, the offset below which
  the log was flushed (LogManager writes it every `log.flush.offset.checkpoint.interval.ms`);
  recovery after a crash checks the segments only from the recovery point on;
- `log-start-offset-checkpoint`: each partition's log start offset (kafkasim keeps it in one
  small `log-start-offset` file per partition directory, see broker/storage/segments.py);

all three in the format of Kafka's OffsetCheckpointFile (CheckpointFile with the
OffsetCheckpointFile formatter): a version line `0`, an entry count, then one
`topic partition offset` line per partition. Per partition directory Kafka keeps the
`leader-epoch-checkpoint` (LeaderEpochCheckpointFile, the same frame with `epoch offset` lines)
and `<offset>.snapshot` files of the producer state (ProducerStateManager.writeSnapshot, the
binary ProducerSnapshot message, version 1: version int16, CRC-32C uint32 of everything after
it, then per producer its id, epoch, last sequence, last offset, offset delta of its last batch,
timestamp, coordinator epoch and the first offset of its ongoing transaction).

At the end of a clean shutdown Kafka writes `.kafka_cleanshutdown` into each log directory
(CleanShutdownFileHandler: JSON `{"version":0,"brokerEpoch":N}`, the broker's last epoch); the
next start reads and deletes it and registers with that PreviousBrokerEpoch, so the controller
tells a clean restart from a crash (KIP-966).

Every file is written as Kafka's CheckpointFile.write writes one (and Utils.atomicMoveWithFallback
moves it): the whole content to `<name>.tmp`, fsync, rename over `<name>`, fsync the directory.
A crash before the rename leaves the previous file whole (and a `.tmp` that readers ignore and the
next write replaces); after it, the new file is whole.
"""

from __future__ import annotations

import json
import os
import struct
from dataclasses import dataclass
from pathlib import Path

import crc32c

REPLICATION_OFFSET_CHECKPOINT = "replication-offset-checkpoint"
RECOVERY_POINT_CHECKPOINT = "recovery-point-offset-checkpoint"
TEMPORARY_SUFFIX = ".tmp"
CHECKPOINT_VERSION = 0
SNAPSHOT_VERSION = 1

_SNAPSHOT_HEADER = struct.Struct(">hIi")  # version, CRC, entry count
_SNAPSHOT_ENTRY = struct.Struct(">qhiqiqiq")
_CRC_START = 6  # the CRC covers everything after the version and the CRC itself


CLEAN_SHUTDOWN_FILE = ".kafka_cleanshutdown"


def write_clean_shutdown(directory: Path, broker_epoch: int) -> None:
    """Mark `directory` as shut down cleanly by the broker at `broker_epoch`."""
    directory.mkdir(parents=True, exist_ok=True)
    write_atomically(directory, CLEAN_SHUTDOWN_FILE,
                     json.dumps({"version": 0, "brokerEpoch": broker_epoch}))


def take_clean_shutdown(directory: Path) -> int:
    """The broker epoch of the clean shutdown marked in `directory` (-1 when there is none, or
    it does not read), removing the mark: a crash from here on is not a clean shutdown."""
    path = directory / CLEAN_SHUTDOWN_FILE
    try:
        epoch = int(json.loads(path.read_text())["brokerEpoch"])
    except (OSError, ValueError, KeyError, TypeError):
        epoch = -1
    path.unlink(missing_ok=True)
    return epoch


class CorruptCheckpointError(Exception):
    """A checkpoint or snapshot file that cannot be read (bad frame, version or CRC)."""


def write_atomically(directory: Path, name: str, data: bytes | str) -> None:
    """Replace `directory/name` by `data` so that a crash at any point leaves either the old or
    the new file whole (see the module docstring)."""
    payload = data.encode() if isinstance(data, str) else data
    temporary = directory / (name + TEMPORARY_SUFFIX)
    with open(temporary, "wb") as out:
        out.write(payload)
        out.flush()
        os.fsync(out.fileno())
    os.replace(temporary, directory / name)
    fsync_directory(directory)


def fsync_directory(directory: Path) -> None:
    """Make a rename or a new file in `directory` durable (Kafka's Utils.flushDir)."""
    descriptor = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


# --- OffsetCheckpointFile ------------------------------------------------------------------


def format_offsets(offsets: dict[tuple[str, int], int]) -> str:
    """An OffsetCheckpointFile's text: version 0, the count, `topic partition offset` lines."""
    lines = [str(CHECKPOINT_VERSION), str(len(offsets))]
    lines += [f"{topic} {partition} {offset}"
              for (topic, partition), offset in sorted(offsets.items())]
    return "\n".join(lines) + "\n"


def parse_offsets(text: str) -> dict[tuple[str, int], int]:
    """The entries of an OffsetCheckpointFile's text; CorruptCheckpointError when malformed
    (Kafka's CheckpointReadBuffer refuses a wrong version, count or line)."""
    lines = text.split("\n")
    try:
        if lines[0].strip() != str(CHECKPOINT_VERSION):
            raise CorruptCheckpointError(f"unknown checkpoint version {lines[0]!r}")
        count = int(lines[1])
        offsets = {}
        for line in lines[2:2 + count]:
            topic, partition, offset = line.split(" ")
            offsets[(topic, int(partition))] = int(offset)
    except (IndexError, ValueError) as error:
        raise CorruptCheckpointError(f"malformed checkpoint: {error}") from error
    if len(offsets) != count:
        raise CorruptCheckpointError(f"checkpoint holds {len(offsets)} entries, not {count}")
    return offsets


class OffsetCheckpointFile:
    """One per-directory checkpoint of partition offsets (Kafka's OffsetCheckpointFile)."""

    def __init__(self, directory: Path, name: str) -> None:
        self.directory = Path(directory)
        self.name = name

    @property
    def path(self) -> Path:
        return self.directory / self.name

    def write(self, offsets: dict[tuple[str, int], int]) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        write_atomically(self.directory, self.name, format_offsets(offsets))

    def read(self) -> dict[tuple[str, int], int]:
        """The checkpointed offsets; empty when the file does not exist. A malformed file
        raises CorruptCheckpointError, as Kafka refuses to start on one."""
        try:
            text = self.path.read_text()
        except FileNotFoundError:
            return {}
        return parse_offsets(text)


# --- producer state snapshots (ProducerStateManager) ---------------------------------------


@dataclass(slots=True)
class ProducerSnapshotEntry:
    """One producer in a snapshot: Kafka's ProducerSnapshot.ProducerEntry."""

    producer_id: int
    epoch: int
    last_sequence: int
    last_offset: int
    offset_delta: int
    timestamp: int
    coordinator_epoch: int = -1
    current_txn_first_offset: int = -1


def encode_producer_snapshot(entries: list[ProducerSnapshotEntry]) -> bytes:
    """The bytes of a `.snapshot` file (see the module docstring)."""
    body = b"".join(_SNAPSHOT_ENTRY.pack(
        entry.producer_id, entry.epoch, entry.last_sequence, entry.last_offset,
        entry.offset_delta, entry.timestamp, entry.coordinator_epoch,
        entry.current_txn_first_offset) for entry in entries)
    count = struct.pack(">i", len(entries))
    crc = crc32c.crc32c(count + body)
    return struct.pack(">hI", SNAPSHOT_VERSION, crc) + count + body


def decode_producer_snapshot(data: bytes) -> list[ProducerSnapshotEntry]:
    """The entries of a `.snapshot` file; CorruptCheckpointError on a bad version, CRC or
    length (Kafka's ProducerStateManager.readSnapshot)."""
    if len(data) < _SNAPSHOT_HEADER.size:
        raise CorruptCheckpointError(f"producer snapshot of {len(data)} bytes")
    version, crc, count = _SNAPSHOT_HEADER.unpack_from(data)
    if version != SNAPSHOT_VERSION:
        raise CorruptCheckpointError(f"unknown producer snapshot version {version}")
    if crc32c.crc32c(data[_CRC_START:]) != crc:
        raise CorruptCheckpointError("producer snapshot fails its CRC")
    if count < 0 or len(data) != _SNAPSHOT_HEADER.size + count * _SNAPSHOT_ENTRY.size:
        raise CorruptCheckpointError(f"producer snapshot of {len(data)} bytes for {count} entries")
    return [ProducerSnapshotEntry(*_SNAPSHOT_ENTRY.unpack_from(data, _SNAPSHOT_HEADER.size
                                                               + index * _SNAPSHOT_ENTRY.size))
            for index in range(count)]


def snapshot_entries_from_state(state: list) -> list[ProducerSnapshotEntry]:
    """Snapshot entries from a ProducerStateManager.snapshot() list: [producer id, epoch,
    batches, (coordinator epoch, current transaction first offset, last timestamp)]. Kafka
    keeps only each producer's last batch in a snapshot; the rest of the five it deduplicates
    against are rebuilt from the log after the snapshot's offset."""
    out = []
    for producer_id, epoch, batches, *transaction in state:
        coordinator_epoch, txn_first_offset = (transaction[:2] if len(transaction) >= 2
                                               else (-1, -1))
        if batches:
            first_sequence, last_sequence, first_offset, last_offset, timestamp = batches[-1]
            delta = last_offset - first_offset
        else:
            last_sequence, last_offset, delta = -1, -1, 0
            timestamp = transaction[2] if len(transaction) >= 3 else -1
        if len(transaction) >= 3 and transaction[2] >= 0:
            timestamp = transaction[2]
        out.append(ProducerSnapshotEntry(producer_id, epoch, last_sequence, last_offset, delta,
                                         timestamp, coordinator_epoch, txn_first_offset))
    return out


def state_from_snapshot_entries(entries: list[ProducerSnapshotEntry]) -> list:
    """The ProducerStateManager.load() list of snapshot entries (the inverse of
    `snapshot_entries_from_state`, with the last batch only)."""
    out = []
    for entry in entries:
        batches = []
        if entry.last_offset >= 0:
            first_sequence = entry.last_sequence - entry.offset_delta
            if first_sequence < 0:  # the sequence wrapped (Kafka's decrementSequence)
                first_sequence += 2**31
            batches.append([first_sequence, entry.last_sequence,
                            entry.last_offset - entry.offset_delta, entry.last_offset,
                            entry.timestamp])
        out.append([entry.producer_id, entry.epoch, batches, entry.coordinator_epoch,
                    entry.current_txn_first_offset, entry.timestamp])
    return out

"""Durable segment files of one partition log, and its small checkpoint files.

Layout under `<data-dir>/broker-N/<topic>-<partition>/`, as Kafka lays out a log directory:

- `<base offset, 20 digits>.log`  record batches exactly as stored (offsets assigned), one file
  per segment; the log (broker/storage/log.py) decides when to roll one;
- `<offset, 20 digits>.snapshot`  the producer state as of that offset, written when a segment
                                  rolls and at a clean close, as Kafka's ProducerStateManager
                                  does, in its binary format (broker/storage/checkpoints.py);
- `leader-epoch-checkpoint`       Kafka's text format: version `0`, entry count, then one
                                  `epoch start-offset` line per entry;
- `log-start-offset`              the log start offset (Kafka keeps it in a per-directory
                                  checkpoint; one small file per partition is simpler here);
- `partition.metadata`            `version: 0` / `topic_id: <uuid>`, as Kafka writes it, so a
                                  re-created topic of the same name is not mistaken for the old;
- `cleaner-offset-checkpoint`     where log compaction stopped (Kafka keeps one per log
                                  directory, `topic partition offset` lines; one small file per
                                  partition here, the same line);
- `<base>.log.cleaned`, `.swap`   a compacted segment being written, and one ready to replace the
                                  segments it was made from (Kafka's swap protocol): recovery
                                  deletes a `.cleaned` file and completes a `.swap`.

The in-memory index in `broker.log` is the read path; files are written on append and read
only by recovery. Writes are unbuffered but not fsynced, like Kafka with its default flush
settings: data survives a process stop (and `kill -9`), not a machine crash. Checkpoints and
snapshots are written atomically (temporary file, fsync, rename, fsync of the directory), so a
crash leaves the old or the new one whole, never a torn one.
"""

from __future__ import annotations

import logging
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from kafkasim.broker.storage.checkpoints import (
    CorruptCheckpointError,
    decode_producer_snapshot,
    encode_producer_snapshot,
    snapshot_entries_from_state,
    state_from_snapshot_entries,
    write_atomically,
)
from kafkasim.protocol.records import (
    LOG_OVERHEAD,
    BatchHeader,
    CorruptRecordError,
    iter_batches,
    validate_crc,
)

log = logging.getLogger("kafkasim.log")

EPOCH_CHECKPOINT = "leader-epoch-checkpoint"
LOG_START_OFFSET = "log-start-offset"
PARTITION_METADATA = "partition.metadata"
CLEANER_CHECKPOINT = "cleaner-offset-checkpoint"
CLEANED_SUFFIX = ".cleaned"
SWAP_SUFFIX = ".swap"


@dataclass(slots=True, eq=False)
class SegmentFile:
    base_offset: int
    path: Path
    size: int
    file: object  # an unbuffered binary file opened for appending


@dataclass(slots=True)
class RecoveredBatch:
    header: BatchHeader
    data: memoryview
    segment: SegmentFile
    position: int


def segment_name(base_offset: int) -> str:
    return f"{base_offset:020d}.log"


def snapshot_name(offset: int) -> str:
    return f"{offset:020d}.snapshot"


class SegmentStore:
    """The segment files and checkpoints of one partition directory."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)

    # --- recovery ----------------------------------------------------------------------

    def recover(self, recovery_point: int | None = None
                ) -> tuple[list[SegmentFile], list[RecoveredBatch]]:
        """Open every segment, validate each batch's CRC and offsets from the segment holding
        `recovery_point` on (every segment when None: Kafka's LogLoader trusts the flushed
        segments below its recovery point), cut off a torn or corrupt tail (and every later
        segment), and return the surviving segment files and batches, in order."""
        self.directory.mkdir(parents=True, exist_ok=True)
        self._finish_swaps()
        for path in self.directory.glob("*.tmp"):
            path.unlink(missing_ok=True)  # a checkpoint write a crash cut short
        paths = sorted(self.directory.glob("*.log"))
        segments: list[SegmentFile] = []
        batches: list[RecoveredBatch] = []
        next_offset = None
        for index, path in enumerate(paths):
            segment = SegmentFile(int(path.stem), path, 0, None)
            data = path.read_bytes()
            flushed = (recovery_point is not None and index + 1 < len(paths)
                       and int(paths[index + 1].stem) <= recovery_point)
            valid_size, corrupt = self._scan(data, segment, batches, next_offset,
                                             validate=not flushed)
            if batches:
                next_offset = batches[-1].header.next_offset
            if valid_size < len(data):
                log.warning("%s: truncating %d bytes of %s at byte %d (%s)", self.directory.name,
                            len(data) - valid_size, path.name, valid_size,
                            "corrupt batch" if corrupt else "torn write")
                os.truncate(path, valid_size)
            segment.size = valid_size
            segment.file = open(path, "ab", buffering=0)  # noqa: SIM115 (kept open for appends)
            segments.append(segment)
            if valid_size < len(data):
                for later in paths[index + 1:]:
                    log.warning("%s: deleting %s after a corrupt tail", self.directory.name, later.name)
                    later.unlink()
                break
        # An empty segment other than the last carries nothing; drop it so names stay unique.
        while len(segments) > 1 and segments[-1].size == 0:
            self.delete(segments.pop())
        return segments, batches

    @staticmethod
    def _scan(data: bytes, segment: SegmentFile, out: list[RecoveredBatch],
              next_offset: int | None, validate: bool = True) -> tuple[int, bool]:
        position = 0
        try:
            for header, view in iter_batches(data):
                if (validate and not validate_crc(view)) \
                        or (next_offset is not None and header.base_offset < next_offset):
                    return position, True
                out.append(RecoveredBatch(header, view, segment, position))
                next_offset = header.next_offset
                position += header.batch_length + LOG_OVERHEAD
        except CorruptRecordError:
            return position, True
        return position, False

    def _finish_swaps(self) -> None:
        """A crash during a compacted segment's swap: a `.cleaned` file is dropped; a `.swap`
        file replaces every segment whose base offset it covers (Kafka's LogLoader)."""
        for path in self.directory.glob("*" + CLEANED_SUFFIX):
            log.warning("%s: deleting the unfinished %s", self.directory.name, path.name)
            path.unlink(missing_ok=True)
        for path in sorted(self.directory.glob("*" + SWAP_SUFFIX)):
            data = path.read_bytes()
            base = int(path.name.split(".")[0])
            last = base
            try:
                for header, _ in iter_batches(data):
                    last = header.last_offset
            except CorruptRecordError:
                path.unlink(missing_ok=True)
                continue
            for old in self.directory.glob("*.log"):
                if base <= int(old.stem) <= last:
                    old.unlink()
            os.replace(path, self.directory / segment_name(base))
            log.info("%s: completed the swap of %s", self.directory.name, path.name)

    # --- writes ------------------------------------------------------------------------

    def swap_in(self, base_offset: int, batches: list[bytes],
                replaced: list[SegmentFile]) -> SegmentFile:
        """Write a compacted segment at `base_offset` holding `batches` and put it in place of
        the `replaced` segment files, as Kafka swaps a cleaned segment in: `.cleaned`, fsync,
        renamed `.swap`, the old files deleted, renamed `.log`."""
        final = self.directory / segment_name(base_offset)
        cleaned = final.with_name(final.name + CLEANED_SUFFIX)
        with open(cleaned, "wb") as out:
            for data in batches:
                out.write(data)
            out.flush()
            os.fsync(out.fileno())
        swap = final.with_name(final.name + SWAP_SUFFIX)
        os.replace(cleaned, swap)
        for segment in replaced:
            self.delete(segment)
        os.replace(swap, final)
        size = sum(len(data) for data in batches)
        return SegmentFile(base_offset, final, size, open(final, "ab", buffering=0))  # noqa: SIM115

    def new_segment(self, base_offset: int) -> SegmentFile:
        """Create (or empty) the segment file starting at `base_offset`."""
        path = self.directory / segment_name(base_offset)
        # Append mode (O_APPEND), as for recovered and cleaned segments: after a truncation the
        # next write lands at the new end, not at the file position the cut left behind (a hole
        # of zeros that recovery after a crash reads as a corrupt batch).
        path.write_bytes(b"")
        return SegmentFile(base_offset, path, 0, open(path, "ab", buffering=0))  # noqa: SIM115

    @staticmethod
    def append(segment: SegmentFile, data) -> int:
        """Write one batch at the end of `segment`; return its byte position there."""
        position = segment.size
        segment.file.write(data)
        segment.size += len(data)
        return position

    @staticmethod
    def sync(segment: SegmentFile) -> None:
        """fsync `segment`'s file: what it holds survives a machine crash."""
        os.fsync(segment.file.fileno())

    @staticmethod
    def truncate(segment: SegmentFile, position: int) -> None:
        """Cut `segment` at byte `position`."""
        os.truncate(segment.path, position)
        segment.size = position

    def delete(self, segment: SegmentFile) -> None:
        segment.file.close()
        segment.path.unlink(missing_ok=True)

    @staticmethod
    def read(segment: SegmentFile) -> bytes:
        return segment.path.read_bytes()

    def close(self, segments: list[SegmentFile]) -> None:
        for segment in segments:
            segment.file.close()

    def destroy(self, segments: list[SegmentFile]) -> None:
        """Close and remove the whole partition directory (topic deleted, replica moved)."""
        self.close(segments)
        shutil.rmtree(self.directory, ignore_errors=True)

    # --- producer state snapshots ------------------------------------------------------

    def write_producer_snapshot(self, offset: int, entries: list) -> None:
        """Write the producer state `entries` (ProducerStateManager.snapshot()) as of
        `offset`, in Kafka's snapshot format."""
        self._write_atomically(snapshot_name(offset), encode_producer_snapshot(
            snapshot_entries_from_state(entries)))

    def read_producer_snapshot(self, offset: int) -> list | None:
        """The producer state of the snapshot at `offset` (ProducerStateManager.load()
        form), or None when there is none or it is corrupt (Kafka deletes a corrupt snapshot
        and rebuilds from the log)."""
        path = self.directory / snapshot_name(offset)
        try:
            return state_from_snapshot_entries(decode_producer_snapshot(path.read_bytes()))
        except OSError:
            return None
        except CorruptCheckpointError as corrupt:
            log.warning("%s: deleting the corrupt producer snapshot %s (%s)",
                        self.directory.name, path.name, corrupt)
            path.unlink(missing_ok=True)
            return None

    def latest_producer_snapshot_offset(self, at_most: int) -> int | None:
        """The offset of the newest snapshot at or below `at_most` (Kafka's
        ProducerStateManager.latestSnapshotOffset as loadProducerState reads it), or None."""
        offsets = []
        for path in self.directory.glob("*.snapshot"):
            try:
                offset = int(path.stem)
            except ValueError:
                continue
            if offset <= at_most:
                offsets.append(offset)
        return max(offsets, default=None)

    def delete_producer_snapshots_below(self, offset: int) -> None:
        for path in self.directory.glob("*.snapshot"):
            try:
                if int(path.stem) < offset:
                    path.unlink(missing_ok=True)
            except ValueError:
                continue

    def delete_producer_snapshots_above(self, offset: int) -> None:
        for path in self.directory.glob("*.snapshot"):
            try:
                if int(path.stem) > offset:
                    path.unlink(missing_ok=True)
            except ValueError:
                continue

    # --- checkpoints -------------------------------------------------------------------

    def write_epoch_checkpoint(self, entries: list[tuple[int, int]]) -> None:
        self._write_atomically(EPOCH_CHECKPOINT, format_epoch_checkpoint(entries))

    def read_epoch_checkpoint(self) -> list[tuple[int, int]] | None:
        """The checkpointed (epoch, start offset) entries, or None when absent or malformed."""
        try:
            return parse_epoch_checkpoint((self.directory / EPOCH_CHECKPOINT).read_text())
        except OSError:
            return None

    def write_log_start_offset(self, offset: int) -> None:
        self._write_atomically(LOG_START_OFFSET, f"{offset}\n")

    def read_log_start_offset(self) -> int | None:
        try:
            return int((self.directory / LOG_START_OFFSET).read_text().strip())
        except (OSError, ValueError):
            return None

    def write_cleaner_checkpoint(self, topic: str, partition: int, offset: int) -> None:
        self._write_atomically(CLEANER_CHECKPOINT, f"0\n1\n{topic} {partition} {offset}\n")

    def read_cleaner_checkpoint(self) -> int | None:
        try:
            lines = (self.directory / CLEANER_CHECKPOINT).read_text().split("\n")
            return int(lines[2].split()[-1])
        except (OSError, ValueError, IndexError):
            return None

    def write_topic_id(self, topic_id) -> None:
        self._write_atomically(PARTITION_METADATA, f"version: 0\ntopic_id: {topic_id}\n")

    def read_topic_id(self) -> str | None:
        try:
            for line in (self.directory / PARTITION_METADATA).read_text().splitlines():
                key, _, value = line.partition(":")
                if key.strip() == "topic_id":
                    return value.strip()
        except OSError:
            pass
        return None

    def _write_atomically(self, name: str, data: str | bytes) -> None:
        write_atomically(self.directory, name, data)


def format_epoch_checkpoint(entries: list[tuple[int, int]]) -> str:
    """Kafka's leader-epoch-checkpoint text: version 0, the entry count, `epoch offset` lines."""
    lines = ["0", str(len(entries))] + [f"{epoch} {offset}" for epoch, offset in entries]
    return "\n".join(lines) + "\n"


def parse_epoch_checkpoint(text: str) -> list[tuple[int, int]] | None:
    """The entries of a leader-epoch-checkpoint text, or None when malformed."""
    try:
        lines = text.split("\n")
        if lines[0].strip() != "0":
            return None
        count = int(lines[1])
        entries = []
        for line in lines[2 : 2 + count]:
            epoch, offset = line.split()
            entries.append((int(epoch), int(offset)))
        return entries if len(entries) == count else None
    except (ValueError, IndexError):
        return None

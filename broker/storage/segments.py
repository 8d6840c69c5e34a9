"""Durable segment files of one partition log, and its small checkpoint files.

Layout under `<data-dir>/broker-N/<topic>-<partition>/`, as Kafka lays out a log directory:

- `<base offset, 20 digits>.log`  record batches exactly as stored (offsets assigned), one file
  per segment, a new segment rolled when the active one would exceed `log.segment.bytes`;
- `leader-epoch-checkpoint`       Kafka's text format: version `0`, entry count, then one
                                  `epoch start-offset` line per entry;
- `log-start-offset`              the log start offset (Kafka keeps it in a per-directory
                                  checkpoint; one small file per partition is simpler here);
- `partition.metadata`            `version: 0` / `topic_id: <uuid>`, as Kafka writes it, so a
                                  re-created topic of the same name is not mistaken for the old.

The in-memory index in `broker.log` is the read path; files are written on append and read
only by recovery. Writes are unbuffered but not fsynced, like Kafka with its default flush
settings: data survives a process stop, not a machine crash.
"""

from __future__ import annotations

import logging
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

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


@dataclass(slots=True, eq=False)
class Segment:
    base_offset: int
    path: Path
    size: int
    file: object  # an unbuffered binary file opened for appending


@dataclass(slots=True)
class RecoveredBatch:
    header: BatchHeader
    data: memoryview
    segment: Segment
    position: int


def segment_name(base_offset: int) -> str:
    return f"{base_offset:020d}.log"


class SegmentStore:
    """The segment files and checkpoints of one partition directory."""

    def __init__(self, directory: Path, segment_bytes: int) -> None:
        self.directory = Path(directory)
        self.segment_bytes = segment_bytes
        self.segments: list[Segment] = []

    # --- recovery ----------------------------------------------------------------------

    def recover(self, start_offset: int) -> list[RecoveredBatch]:
        """Open every segment, validate each batch's CRC and offsets, cut off a torn or
        corrupt tail (and every later segment), and return the surviving batches in order.

        `start_offset` is the smallest base offset accepted (the log start offset's segment
        may begin earlier; whole batches before it are still returned, the log skips them).
        """
        self.directory.mkdir(parents=True, exist_ok=True)
        paths = sorted(self.directory.glob("*.log"))
        batches: list[RecoveredBatch] = []
        next_offset = None
        for index, path in enumerate(paths):
            segment = Segment(int(path.stem), path, 0, None)
            data = path.read_bytes()
            valid_size, corrupt = self._scan(data, segment, batches, next_offset)
            if batches:
                next_offset = batches[-1].header.next_offset
            if valid_size < len(data):
                log.warning("%s: truncating %d bytes of %s at byte %d (%s)", self.directory.name,
                            len(data) - valid_size, path.name, valid_size,
                            "corrupt batch" if corrupt else "torn write")
                os.truncate(path, valid_size)
            segment.size = valid_size
            segment.file = open(path, "ab", buffering=0)  # noqa: SIM115 (kept open for appends)
            self.segments.append(segment)
            if valid_size < len(data):
                for later in paths[index + 1:]:
                    log.warning("%s: deleting %s after a corrupt tail", self.directory.name, later.name)
                    later.unlink()
                break
        # An empty segment other than the last carries nothing; drop it so names stay unique.
        while len(self.segments) > 1 and self.segments[-1].size == 0:
            self._delete(self.segments.pop())
        return batches

    @staticmethod
    def _scan(data: bytes, segment: Segment, out: list[RecoveredBatch],
              next_offset: int | None) -> tuple[int, bool]:
        position = 0
        try:
            for header, view in iter_batches(data):
                if not validate_crc(view) or (next_offset is not None and header.base_offset < next_offset):
                    return position, True
                out.append(RecoveredBatch(header, view, segment, position))
                next_offset = header.next_offset
                position += header.batch_length + LOG_OVERHEAD
        except CorruptRecordError:
            return position, True
        return position, False

    # --- writes ------------------------------------------------------------------------

    def append(self, data, base_offset: int) -> tuple[Segment, int]:
        """Write one batch to the active segment (rolling first when it would overflow);
        return the segment and the batch's byte position in it."""
        active = self.segments[-1] if self.segments else None
        if active is None or (active.size > 0 and active.size + len(data) > self.segment_bytes):
            active = self._new_segment(base_offset)
        position = active.size
        active.file.write(data)
        active.size += len(data)
        return active, position

    def truncate(self, segment: Segment, position: int) -> None:
        """Cut the log at `position` of `segment`: later bytes and later segments go."""
        while self.segments and self.segments[-1] is not segment:
            self._delete(self.segments.pop())
        os.truncate(segment.path, position)
        segment.size = position

    def truncate_fully(self, new_base_offset: int) -> None:
        """Delete every segment; the next append starts a segment at `new_base_offset`."""
        while self.segments:
            self._delete(self.segments.pop())
        self._new_segment(new_base_offset)

    def delete_segments_before(self, log_start_offset: int) -> None:
        """Delete whole segments that hold only offsets below `log_start_offset` (never the
        active one), as Kafka's log-start-offset retention does."""
        while len(self.segments) > 1 and self.segments[1].base_offset <= log_start_offset:
            self._delete(self.segments.pop(0))

    def _new_segment(self, base_offset: int) -> Segment:
        path = self.directory / segment_name(base_offset)
        segment = Segment(base_offset, path, 0, open(path, "wb", buffering=0))  # noqa: SIM115
        self.segments.append(segment)
        return segment

    @staticmethod
    def _delete(segment: Segment) -> None:
        segment.file.close()
        segment.path.unlink(missing_ok=True)

    def close(self) -> None:
        for segment in self.segments:
            segment.file.close()

    def destroy(self) -> None:
        """Close and remove the whole partition directory (topic deleted, replica moved)."""
        self.close()
        self.segments.clear()
        shutil.rmtree(self.directory, ignore_errors=True)

    # --- checkpoints -------------------------------------------------------------------

    def write_epoch_checkpoint(self, entries: list[tuple[int, int]]) -> None:
        lines = ["0", str(len(entries))] + [f"{epoch} {offset}" for epoch, offset in entries]
        self._write_atomically(EPOCH_CHECKPOINT, "\n".join(lines) + "\n")

    def read_epoch_checkpoint(self) -> list[tuple[int, int]] | None:
        """The checkpointed (epoch, start offset) entries, or None when absent or malformed."""
        try:
            lines = (self.directory / EPOCH_CHECKPOINT).read_text().split("\n")
            if lines[0].strip() != "0":
                return None
            count = int(lines[1])
            entries = []
            for line in lines[2 : 2 + count]:
                epoch, offset = line.split()
                entries.append((int(epoch), int(offset)))
            return entries if len(entries) == count else None
        except (OSError, ValueError, IndexError):
            return None

    def write_log_start_offset(self, offset: int) -> None:
        self._write_atomically(LOG_START_OFFSET, f"{offset}\n")

    def read_log_start_offset(self) -> int | None:
        try:
            return int((self.directory / LOG_START_OFFSET).read_text().strip())
        except (OSError, ValueError):
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

    def _write_atomically(self, name: str, text: str) -> None:
        temporary = self.directory / (name + ".tmp")
        temporary.write_text(text)
        os.replace(temporary, self.directory / name)

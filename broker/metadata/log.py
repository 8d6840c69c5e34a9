"""The controller's metadata log: `__cluster_metadata` partition 0, RecordBatch v2 batches.

One batch per controller operation (KRaft commits the records of one operation atomically), one
JSON record per change (see `metadata_records`). Brokers read it with Fetch on the controller
listener and long-poll at its end; `wait_for_append` is that wait point. With a directory the
batches are also appended to a segment file and replayed on start, so a restarted controller
keeps its topics, ids and epochs.
"""

from __future__ import annotations

import asyncio
import bisect
import logging
import os
import time
import uuid
from pathlib import Path

from kafkasim.broker.metadata.records import decode_record, encode_record
from kafkasim.protocol.records import (
    CorruptRecordError,
    build_batch,
    iter_batches,
    iter_records,
    validate_crc,
)

log = logging.getLogger("kafkasim.metadata_log")

METADATA_TOPIC = "__cluster_metadata"
# Kafka's Uuid.METADATA_TOPIC_ID (AAAAAAAAAAAAAAAAAAAAAQ): most significant bits 0, least 1.
METADATA_TOPIC_ID = uuid.UUID(int=1)
SEGMENT_NAME = "00000000000000000000.log"


class MetadataLog:
    def __init__(self, directory: Path | None = None, leader_epoch: int = 1):
        self.directory = Path(directory) if directory else None
        self.leader_epoch = leader_epoch
        self._base_offsets: list[int] = []
        self._batches: list[bytes] = []
        self.end_offset = 0  # offset the next record gets
        self._appended = asyncio.Event()
        self._file = None

    def open(self) -> list[tuple[int, dict]]:
        """Load the segment file if there is one; return its records for replay."""
        if self.directory is None:
            return []
        path = self.directory / SEGMENT_NAME
        records: list[tuple[int, dict]] = []
        if path.exists():
            data = path.read_bytes()
            valid_end = 0
            try:
                for header, batch in iter_batches(data):
                    if not validate_crc(batch):
                        raise CorruptRecordError("metadata batch CRC mismatch")
                    self._remember(header.base_offset, bytes(batch))
                    self.end_offset = header.base_offset + header.last_offset_delta + 1
                    self.leader_epoch = max(self.leader_epoch, header.partition_leader_epoch)
                    for record in iter_records(batch):
                        records.append((record.offset(header), decode_record(record.value)))
                    valid_end += len(batch)
            except (CorruptRecordError, ValueError) as error:
                # A torn write at the end (crash mid-append): keep what precedes it, as Kafka's
                # log recovery truncates to the last valid batch.
                log.warning("metadata log %s: truncating after %d bytes: %s", path, valid_end, error)
            if valid_end < len(data):
                with open(path, "r+b") as handle:
                    handle.truncate(valid_end)
            # A restarted controller leads a new epoch, as a newly elected KRaft leader does.
            self.leader_epoch += 1
        else:
            self.directory.mkdir(parents=True, exist_ok=True)
        self._file = open(path, "ab")  # noqa: SIM115  (kept open for appends)
        return records

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None

    def append(self, records: list[dict]) -> list[tuple[int, dict]]:
        """Append one batch holding `records`; return them with their offsets. Wakes fetchers."""
        base_offset = self.end_offset
        now = int(time.time() * 1000)
        batch = build_batch(
            [(None, encode_record(record), None, now) for record in records],
            base_offset=base_offset,
            partition_leader_epoch=self.leader_epoch,
        )
        self._remember(base_offset, batch)
        self.end_offset = base_offset + len(records)
        if self._file is not None:
            self._file.write(batch)
            self._file.flush()
            os.fsync(self._file.fileno())
        self._appended.set()
        self._appended = asyncio.Event()
        return [(base_offset + index, record) for index, record in enumerate(records)]

    def _remember(self, base_offset: int, batch: bytes) -> None:
        self._base_offsets.append(base_offset)
        self._batches.append(batch)

    def read(self, offset: int, max_bytes: int) -> list[bytes]:
        """Whole batches from the one containing `offset`, up to `max_bytes` (at least one
        batch, as Kafka returns an oversized first batch rather than nothing)."""
        if offset >= self.end_offset:
            return []
        index = max(0, bisect.bisect_right(self._base_offsets, offset) - 1)
        chunks: list[bytes] = []
        size = 0
        for batch in self._batches[index:]:
            if chunks and size + len(batch) > max_bytes:
                break
            chunks.append(batch)
            size += len(batch)
        return chunks

    async def wait_for_append(self, offset: int, timeout: float) -> None:
        """Return once the log extends past `offset`, or after `timeout` seconds."""
        if self.end_offset > offset or timeout <= 0:
            return
        event = self._appended
        waiter = asyncio.ensure_future(event.wait())
        try:  # not wait_for: see broker/replica/fetch.py
            await asyncio.wait((waiter,), timeout=timeout)
        finally:
            waiter.cancel()

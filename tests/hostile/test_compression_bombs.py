"""Compression bombs (defect 3 of issue 10, issue 22). Decompression stops at the cap (what the
data declares, never more than kafkasim.decompressed.batch.max.bytes) however small the
compressed input, and a batch beyond the cap is refused without being stored. What Kafka
accepts is accepted: Kafka applies message.max.bytes to the batch as sent, so a small batch
that decompresses past it is stored."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import lz4.frame
import pytest
import zstandard

from kafkasim.protocol import compression
from kafkasim.protocol.compression import DecompressedSizeError, DecompressionError
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic
from kafkasim.protocol.records import Compression
from tests.helpers.crafted import crafted_batch, varint
from tests.helpers.data_path import batch, connect, fetch, leader, produce, values

GIB = 1 << 30
REPO = Path(__file__).resolve().parents[2]


def _bomb(codec: int, size: int, *, declare: bool = True) -> bytes:
    """Compressed records inflating to about `size` bytes, built in pieces so the test does
    not hold `size` bytes itself."""
    body_head = b"\x00" + varint(0) + varint(0) + varint(-1) + varint(size)
    head = varint(len(body_head) + size + 1) + body_head
    chunk = bytes(1 << 20)
    if codec == Compression.ZSTD:
        compressor = zstandard.ZstdCompressor(level=3, write_content_size=declare)
        writer = compressor.compressobj(size=len(head) + size + 1 if declare else -1)
        parts = [writer.compress(head)]
        for _ in range(size // len(chunk)):
            parts.append(writer.compress(chunk))
        parts += [writer.compress(b"\x00"), writer.flush()]
        return b"".join(parts)
    if codec == Compression.LZ4:
        compressor = lz4.frame.LZ4FrameCompressor()
        parts = [compressor.begin(len(head) + size + 1 if declare else 0),
                 compressor.compress(head)]
        for _ in range(size // len(chunk)):
            parts.append(compressor.compress(chunk))
        parts += [compressor.compress(b"\x00"), compressor.flush()]
        return b"".join(parts)
    if codec == Compression.GZIP:
        import zlib

        compressor = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
        parts = [compressor.compress(head)]
        for _ in range(size // len(chunk)):
            parts.append(compressor.compress(chunk))
        parts += [compressor.compress(b"\x00"), compressor.flush()]
        return b"".join(parts)
    raise ValueError(codec)


@pytest.mark.parametrize("codec, declare", [
    (Compression.ZSTD, True), (Compression.ZSTD, False), (Compression.LZ4, True),
    (Compression.LZ4, False), (Compression.GZIP, False)])
def test_decompression_stops_at_the_limit(codec, declare):
    """Verifies that a payload inflating to 1 GiB is refused after producing at most the limit
    (a declared size above it is refused before decoding starts)."""
    bomb = _bomb(codec, GIB, declare=declare)
    assert len(bomb) < 8 << 20
    with pytest.raises(DecompressedSizeError) as refused:
        compression.decompress(codec, bomb, limit=1 << 20)
    assert refused.value.limit == 1 << 20
    if declare:
        assert refused.value.declared is not None and refused.value.declared > GIB


def test_snappy_declared_lengths_are_checked_before_decoding():
    """Verifies that raw and xerial-framed snappy are refused on their length preambles."""
    data = bytes(300_000)
    for framed in (compression.snappy_compress(data), compression.snappy_compress_xerial(data)):
        assert compression.declared_size(Compression.SNAPPY, framed) == len(data)
        with pytest.raises(DecompressedSizeError):
            compression.decompress(Compression.SNAPPY, framed, limit=len(data) - 1)
        assert compression.decompress(Compression.SNAPPY, framed, limit=len(data)) == data


@pytest.mark.parametrize("codec", [Compression.GZIP, Compression.SNAPPY, Compression.LZ4,
                                   Compression.ZSTD])
def test_data_within_the_limit_decompresses_whole(codec):
    """Verifies that the limit is inclusive and changes nothing for data within it, several gzip
    members and zstd frames included."""
    data = bytes(range(256)) * 400
    packed = compression.compress(codec, data)
    assert compression.decompress(codec, packed, limit=len(data)) == data
    with pytest.raises(DecompressedSizeError):
        compression.decompress(codec, packed, limit=len(data) - 1)
    if codec in (Compression.GZIP, Compression.ZSTD):
        assert compression.decompress(codec, packed + packed, limit=2 * len(data)) == data * 2
        with pytest.raises(DecompressedSizeError):
            compression.decompress(codec, packed + packed, limit=2 * len(data) - 1)


@pytest.mark.parametrize("codec", [Compression.GZIP, Compression.LZ4, Compression.ZSTD])
def test_truncated_data_is_still_an_error_with_a_limit(codec):
    """Verifies that a limit does not hide truncation: data cut short is a DecompressionError."""
    packed = compression.compress(codec, bytes(range(256)) * 400)
    with pytest.raises(DecompressionError) as failed:
        compression.decompress(codec, packed[:-7], limit=1 << 20)
    assert not isinstance(failed.value, DecompressedSizeError)


async def test_a_bomb_is_refused_as_too_large_and_not_stored(cluster):
    """Verifies that a 32 KB zstd batch inflating to 1 GiB (declared, or not) is answered with
    MESSAGE_TOO_LARGE and a message naming kafkasim's guard and its limit (128 MiB by
    default), appends nothing, and that the partition then takes ordinary batches (a Java
    producer splits a batch answered so)."""
    topic = await cluster.create_topic("bombed", replication_factor=3)
    connection = await connect(leader(cluster, "bombed"))
    try:
        for declare in (True, False):
            bomb = crafted_batch(_bomb(Compression.ZSTD, GIB, declare=declare), 1,
                                 attributes=Compression.ZSTD)
            assert len(bomb) < 64 << 10
            result = await produce(connection, "bombed", bomb, acks=-1)
            assert (result.error_code, result.base_offset, result.log_start_offset) == (
                ErrorCode.MESSAGE_TOO_LARGE, -1, 0)
            assert str(128 << 20) in result.error_message
            assert "kafkasim.decompressed.batch.max.bytes" in result.error_message
        fine = await produce(connection, "bombed", batch(b"after", compression=Compression.ZSTD))
        assert (fine.error_code, fine.base_offset) == (ErrorCode.NONE, 0)
        _, data = await fetch(connection, topic)
        assert values(data.records) == [b"after"]
    finally:
        await connection.close()


async def test_large_compressed_batches_within_the_limit_are_stored(cluster):
    """Verifies the worker-thread path: a gzip batch of 4 MiB of records, on a topic whose
    max.message.bytes allows it, is checked off the event loop and stored as sent."""
    topic = await cluster.create_topic("large", replication_factor=1,
                                       configs={"max.message.bytes": 8 << 20})
    records = [bytes([i]) * (64 << 10) for i in range(64)]
    sent = batch(*records, compression=Compression.GZIP)
    connection = await connect(leader(cluster, "large"))
    try:
        result = await produce(connection, "large", sent, acks=1)
        assert (result.error_code, result.base_offset) == (ErrorCode.NONE, 0)
        _, data = await fetch(connection, topic, partition_max_bytes=16 << 20,
                              max_bytes=16 << 20)
        assert values(data.records) == records
    finally:
        await connection.close()


async def test_a_small_batch_decompressing_past_max_message_bytes_is_stored(cluster):
    """Verifies Kafka 4.4.0's rule (checked against the real broker on these machines):
    message.max.bytes (1 MiB by default) applies to the batch as sent, so a 3 KB
    zstd batch whose one record decompresses to 3 MB is stored, and read back whole."""
    topic = await cluster.create_topic("inflating", replication_factor=3)
    value = bytes(3 << 20)
    sent = batch(value, compression=Compression.ZSTD)
    assert len(sent) < 4 << 10
    connection = await connect(leader(cluster, "inflating"))
    try:
        result = await produce(connection, "inflating", sent, acks=-1)
        assert (result.error_code, result.base_offset) == (ErrorCode.NONE, 0)
        _, data = await fetch(connection, topic)
        assert values(data.records) == [value]
    finally:
        await connection.close()


async def test_the_guard_is_a_broker_setting():
    """Verifies that kafkasim.decompressed.batch.max.bytes is read: with it at 1 MiB, the
    3 KB batch of 3 MB is refused with MESSAGE_TOO_LARGE naming the setting, and a batch
    decompressing to exactly the limit is stored (the limit is inclusive)."""
    from kafkasim.broker.cluster import Cluster

    limit = 1 << 20
    async with Cluster(brokers=1, config={
            "kafkasim.decompressed.batch.max.bytes": str(limit)}) as small:
        await small.create_topic("guarded", replication_factor=1)
        connection = await connect(leader(small, "guarded"))
        try:
            refused = await produce(connection, "guarded",
                                    batch(bytes(3 << 20), compression=Compression.ZSTD), acks=1)
            assert refused.error_code == ErrorCode.MESSAGE_TOO_LARGE
            assert "kafkasim.decompressed.batch.max.bytes" in refused.error_message
            # One record with a value of about 1 MiB takes value + 11 bytes in the records
            # section: its length (3 bytes), attributes, timestamp and offset deltas, a null
            # key, the value's length (3 bytes) and the header count (1 byte each).
            over = await produce(connection, "guarded",
                                 batch(bytes(limit - 10), compression=Compression.ZSTD), acks=1)
            assert over.error_code == ErrorCode.MESSAGE_TOO_LARGE
            exact = await produce(connection, "guarded",
                                  batch(bytes(limit - 11), compression=Compression.ZSTD), acks=1)
            assert (exact.error_code, exact.base_offset) == (ErrorCode.NONE, 0)
        finally:
            await connection.close()


def _memory_kib(pid: int, field: str) -> int:
    """A field of /proc/PID/status in KiB (VmRSS now, VmHWM the peak so far)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise AssertionError(f"no {field} for process {pid}")


async def test_concurrent_large_batches_take_bounded_memory():
    """Verifies that the guard bounds the broker's memory, not only each batch's: eight 4 KB
    zstd batches, each decompressing to 120 MiB (under the 128 MiB cap, so each is
    decompressed whole and stored), sent at once to a `kafkasim up` process raise its peak
    resident memory by less than 512 MiB (two checks at a time, each holding the records and
    the pieces they were joined from), where unbounded checks took 744 MB on 2 cores; then
    eight 1 GiB bombs are refused without raising it further."""
    process = subprocess.Popen(
        [sys.executable, "-m", "kafkasim", "up", "--brokers", "1", "--port-base", "0"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)})
    try:
        bootstrap = None
        for line in process.stdout:
            if line.startswith("bootstrap: "):
                bootstrap = line.split(": ", 1)[1].strip()
            if line.startswith("ready in"):
                break
        assert bootstrap, process.stderr.read()
        host, port = bootstrap.split(",")[0].rsplit(":", 1)
        large = batch(bytes(120 << 20), compression=Compression.ZSTD)
        assert len(large) < 8 << 10
        bomb = crafted_batch(_bomb(Compression.ZSTD, GIB, declare=False), 1,
                             attributes=Compression.ZSTD)
        connections = [await KafkaConnection.connect(host, int(port)) for _ in range(8)]
        try:
            for _ in range(100):  # auto-created on the one broker, which leads it
                answer = await connections[0].send(MetadataRequest(
                    topics=[MetadataRequestTopic(name="bombs")], allow_auto_topic_creation=True),
                    9)
                if answer.topics[0].partitions and answer.topics[0].partitions[0].leader_id >= 0:
                    break
                await asyncio.sleep(0.1)
            warm = await produce(connections[0], "bombs", batch(b"warm"), acks=1)
            assert warm.error_code == ErrorCode.NONE
            before = _memory_kib(process.pid, "VmRSS")
            stored = await asyncio.gather(*(produce(connection, "bombs", large, acks=1)
                                            for connection in connections))
            assert [result.error_code for result in stored] == [ErrorCode.NONE] * 8
            peak = _memory_kib(process.pid, "VmHWM")
            refused = await asyncio.gather(*(produce(connection, "bombs", bomb, acks=1)
                                             for connection in connections))
            assert [result.error_code for result in refused] == [ErrorCode.MESSAGE_TOO_LARGE] * 8
            assert _memory_kib(process.pid, "VmHWM") == peak
            after = await produce(connections[0], "bombs", batch(b"after"), acks=1)
            assert (after.error_code, after.base_offset) == (ErrorCode.NONE, 9)
        finally:
            for connection in connections:
                await connection.close()
        bound_kib = 512 << 10
        print(f"resident before {before} KiB, peak {peak} KiB, bound {bound_kib} KiB")
        assert peak - before < bound_kib, (before, peak, bound_kib)
    finally:
        process.terminate()
        process.communicate(timeout=30)

"""Defect 3 of issue 10: compression bombs. Decompression stops at the cap (what the data
declares, never more than max.message.bytes) however small the compressed input, and a batch
beyond the cap is refused without being stored."""

from __future__ import annotations

import lz4.frame
import pytest
import zstandard

from kafkasim.protocol import compression
from kafkasim.protocol.compression import DecompressedSizeError, DecompressionError
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.records import Compression
from tests.helpers.data_path import batch, connect, fetch, leader, produce, values
from tests.hostile.crafted import crafted_batch, varint

GIB = 1 << 30


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
    MESSAGE_TOO_LARGE and a message naming the limit, appends nothing, and that the partition
    then takes ordinary batches (a Java producer splits a batch answered so)."""
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
            assert "1048588" in result.error_message
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

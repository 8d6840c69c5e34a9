"""Record-batch compression codecs, addressed by Kafka's attribute id (the low 3 bits).

| id | codec  | wire format                                                       |
|----|--------|-------------------------------------------------------------------|
| 0  | none   | the records as they are                                           |
| 1  | gzip   | RFC 1952 gzip members (stdlib zlib)                               |
| 2  | snappy | raw snappy, or the xerial block framing Java/kafka-python write   |
| 3  | lz4    | LZ4 frame format with independent blocks                          |
| 4  | zstd   | zstd frames, content size optional (Java's stream writer omits it)|

All heavy lifting is in C-backed packages (zlib, cramjam, lz4, zstandard). Decoders accept
any bytes-like object, including memoryview slices of a fetch or produce frame, and raise
`DecompressionError` for damaged input whatever library noticed it, so callers handle one
exception type.
"""

from __future__ import annotations

import gzip
import struct
import zlib

import cramjam
import lz4.frame
import zstandard

NONE = 0
GZIP = 1
SNAPPY = 2
LZ4 = 3
ZSTD = 4

CODEC_NAMES = {NONE: "none", GZIP: "gzip", SNAPPY: "snappy", LZ4: "lz4", ZSTD: "zstd"}

# The xerial snappy-java stream header: a magic that cannot start a sensible raw snappy
# stream, then a format version and the oldest reader version that understands it (both
# int32, 1 in every writer seen). Blocks follow as big-endian int32 length + raw snappy.
XERIAL_MAGIC = b"\x82SNAPPY\x00"
_XERIAL_HEADER = struct.Struct(">8sii")
_XERIAL_BLOCK_LENGTH = struct.Struct(">i")
# snappy-java's default block size; only used when we are asked to write xerial framing.
XERIAL_BLOCK_SIZE = 32 * 1024

# Java's GZIPOutputStream and librdkafka both use zlib's default level.
_GZIP_LEVEL = 6
# zstd level 3 is zstd's own default and what Kafka uses unless compression.zstd.level is set.
_ZSTD_LEVEL = 3


class UnsupportedCodecError(ValueError):
    """The attribute id names no compression codec Kafka defines (ids 5-7)."""

    def __init__(self, codec: int) -> None:
        super().__init__(
            f"unknown compression codec id {codec} (Kafka defines 0 none, 1 gzip, "
            "2 snappy, 3 lz4, 4 zstd)"
        )
        self.codec = codec


class DecompressionError(ValueError):
    """Compressed records could not be decoded: truncated, corrupt, or not that codec."""


def compress(codec: int, data) -> bytes:
    """Compress `data` (any bytes-like object) with the codec whose attribute id is `codec`.

    Snappy is written raw, as librdkafka writes it; every Kafka reader (Java via snappy-java's
    fallback, librdkafka, kafka-python) accepts raw snappy as well as xerial framing.
    """
    if codec == NONE:
        return bytes(data)
    if codec == GZIP:
        return gzip_compress(data)
    if codec == SNAPPY:
        return snappy_compress(data)
    if codec == LZ4:
        return lz4_compress(data)
    if codec == ZSTD:
        return zstd_compress(data)
    raise UnsupportedCodecError(codec)


def decompress(codec: int, data) -> bytes:
    """Decompress `data` written with the codec whose attribute id is `codec`.

    Raises `UnsupportedCodecError` for an unknown id and `DecompressionError` for bad input.
    """
    if codec == NONE:
        return bytes(data)
    if codec == GZIP:
        return gzip_decompress(data)
    if codec == SNAPPY:
        return snappy_decompress(data)
    if codec == LZ4:
        return lz4_decompress(data)
    if codec == ZSTD:
        return zstd_decompress(data)
    raise UnsupportedCodecError(codec)


# --- gzip -------------------------------------------------------------------------------


def gzip_compress(data) -> bytes:
    """One gzip member with mtime 0, so equal input gives equal bytes (reproducible batches)."""
    compressor = zlib.compressobj(_GZIP_LEVEL, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    return compressor.compress(data) + compressor.flush()


def gzip_decompress(data) -> bytes:
    """Decode one or more concatenated gzip members (Java's GZIPInputStream reads them all)."""
    try:
        return gzip.decompress(data)
    except (OSError, EOFError, zlib.error) as error:
        raise DecompressionError(f"gzip: {error}") from error


# --- snappy -----------------------------------------------------------------------------


def snappy_compress(data) -> bytes:
    """Raw snappy, what librdkafka writes."""
    return bytes(cramjam.snappy.compress_raw(data))


def snappy_compress_xerial(data, block_size: int = XERIAL_BLOCK_SIZE) -> bytes:
    """xerial-framed snappy as snappy-java's SnappyOutputStream (Java, kafka-python) writes it."""
    view = memoryview(data).cast("B")
    chunks = [_XERIAL_HEADER.pack(XERIAL_MAGIC, 1, 1)]
    for start in range(0, len(view), block_size):
        block = bytes(cramjam.snappy.compress_raw(view[start : start + block_size]))
        chunks.append(_XERIAL_BLOCK_LENGTH.pack(len(block)))
        chunks.append(block)
    return b"".join(chunks)


def snappy_decompress(data) -> bytes:
    """Decode raw snappy or xerial-framed snappy, told apart by the xerial magic as Java does."""
    view = memoryview(data).cast("B")
    try:
        if view[:8] == XERIAL_MAGIC:
            return _xerial_decompress(view)
        return bytes(cramjam.snappy.decompress_raw(view))
    except cramjam.DecompressionError as error:
        raise DecompressionError(f"snappy: {error}") from error


def _xerial_decompress(view: memoryview) -> bytes:
    # The version/compat ints are not checked: only version 1 exists, and some writers
    # (seen in kafka-python's issue tracker: redpanda) put them in little-endian.
    position = _XERIAL_HEADER.size
    end = len(view)
    if end < position:
        raise DecompressionError("snappy: truncated xerial header")
    blocks = []
    while position < end:
        if end - position < 4:
            raise DecompressionError("snappy: truncated xerial block length")
        (length,) = _XERIAL_BLOCK_LENGTH.unpack_from(view, position)
        position += 4
        if length < 0 or position + length > end:
            raise DecompressionError(f"snappy: xerial block of {length} bytes overruns input")
        blocks.append(bytes(cramjam.snappy.decompress_raw(view[position : position + length])))
        position += length
    return b"".join(blocks)


# --- lz4 --------------------------------------------------------------------------------


def lz4_compress(data) -> bytes:
    """One LZ4 frame shaped like Java's KafkaLZ4BlockOutputStream writes it.

    Independent 64 KiB blocks, no content size, no checksums beyond the descriptor's. Java's
    reader refuses dependent (linked) blocks ("Dependent block stream is unsupported").
    """
    return lz4.frame.compress(
        data,
        block_size=lz4.frame.BLOCKSIZE_MAX64KB,
        block_linked=False,
        store_size=False,
        content_checksum=False,
    )


def lz4_decompress(data) -> bytes:
    """Decode one LZ4 frame (with or without content size or checksums)."""
    try:
        return lz4.frame.decompress(data)
    except RuntimeError as error:
        raise DecompressionError(f"lz4: {error}") from error


# --- zstd -------------------------------------------------------------------------------


def zstd_compress(data) -> bytes:
    """One zstd frame at zstd's default level, with the content size in the frame header."""
    return zstandard.ZstdCompressor(level=_ZSTD_LEVEL).compress(data)


def zstd_decompress(data) -> bytes:
    """Decode one or more zstd frames by streaming, so frames without a content size work.

    (`ZstdDecompressor.decompress` refuses those, and Java's zstd-jni stream writer omits it.)
    """
    decompressor = zstandard.ZstdDecompressor()
    remaining = data
    pieces = []
    try:
        while True:
            stream = decompressor.decompressobj()
            pieces.append(stream.decompress(remaining))
            if not stream.eof:
                raise DecompressionError("zstd: truncated frame")
            remaining = stream.unused_data
            if not remaining:
                return b"".join(pieces)
    except zstandard.ZstdError as error:
        raise DecompressionError(f"zstd: {error}") from error

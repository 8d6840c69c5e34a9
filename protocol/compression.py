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

`decompress(codec, data, limit=N)` never produces more than N bytes, however small the input:
a size the compressed data declares for itself (the zstd and LZ4 frame content size, the
snappy length preamble) above N is refused before anything is decompressed, and otherwise
output is pulled in bounded steps and refused as soon as it passes N
(`DecompressedSizeError`). That is what keeps a 32 KB batch that inflates to 1 GiB from
costing more than N bytes and the time to produce them.
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


class DecompressedSizeError(DecompressionError):
    """The data decompresses (or declares that it decompresses) to more than the limit."""

    def __init__(self, codec: int, limit: int, declared: int | None = None) -> None:
        name = CODEC_NAMES.get(codec, str(codec))
        if declared is None:
            super().__init__(f"{name} data decompresses to more than the limit of {limit} bytes")
        else:
            super().__init__(f"{name} data declares {declared} bytes decompressed, over the "
                             f"limit of {limit} bytes")
        self.limit = limit
        self.declared = declared


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


def decompress(codec: int, data, limit: int | None = None) -> bytes:
    """Decompress `data` written with the codec whose attribute id is `codec`.

    With `limit`, at most that many bytes are produced: `DecompressedSizeError` (a
    `DecompressionError`) when the data holds or declares more. Raises
    `UnsupportedCodecError` for an unknown id and `DecompressionError` for bad input.
    """
    if codec == NONE:
        if limit is not None and len(data) > limit:
            raise DecompressedSizeError(codec, limit)
        return bytes(data)
    if codec == GZIP:
        return gzip_decompress(data, limit)
    if codec == SNAPPY:
        return snappy_decompress(data, limit)
    if codec == LZ4:
        return lz4_decompress(data, limit)
    if codec == ZSTD:
        return zstd_decompress(data, limit)
    raise UnsupportedCodecError(codec)


def declared_size(codec: int, data) -> int | None:
    """The decompressed size `data` declares in its own header (the first zstd or LZ4 frame's
    content size, the snappy length preamble, the sum of the xerial blocks' preambles), or
    None when it declares none (gzip, frames written without a size) or cannot be read."""
    try:
        if codec == ZSTD:
            size = zstandard.frame_content_size(data)
            return None if size < 0 else size
        if codec == LZ4:
            size = lz4.frame.get_frame_info(data).get("content_size") or 0
            return size or None
        if codec == SNAPPY:
            view = memoryview(data).cast("B")
            if view[:8] == XERIAL_MAGIC:
                return sum(size for _, _, size in _xerial_blocks(view))
            return _snappy_preamble(view)
    except (zstandard.ZstdError, RuntimeError, ValueError, DecompressionError):
        return None
    return None


# --- gzip -------------------------------------------------------------------------------


def gzip_compress(data) -> bytes:
    """One gzip member with mtime 0, so equal input gives equal bytes (reproducible batches)."""
    compressor = zlib.compressobj(_GZIP_LEVEL, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    return compressor.compress(data) + compressor.flush()


def gzip_decompress(data, limit: int | None = None) -> bytes:
    """Decode one or more concatenated gzip members (Java's GZIPInputStream reads them all),
    producing at most `limit` bytes (see `decompress`)."""
    if limit is None:
        try:
            return gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as error:
            raise DecompressionError(f"gzip: {error}") from error
    pieces = []
    total = 0
    remaining = memoryview(data).cast("B")
    try:
        while remaining:
            member = zlib.decompressobj(16 + zlib.MAX_WBITS)
            pending = remaining
            while True:
                # Ask for one byte more than the budget: getting it means the limit is passed.
                piece = member.decompress(pending, limit - total + 1)
                total += len(piece)
                if total > limit:
                    raise DecompressedSizeError(GZIP, limit)
                pieces.append(piece)
                if member.eof:
                    remaining = memoryview(member.unused_data)
                    break
                pending = member.unconsumed_tail
                if not pending and not piece:
                    raise DecompressionError("gzip: compressed data ended before the member")
    except zlib.error as error:
        raise DecompressionError(f"gzip: {error}") from error
    return b"".join(pieces)


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


def snappy_decompress(data, limit: int | None = None) -> bytes:
    """Decode raw snappy or xerial-framed snappy, told apart by the xerial magic as Java does;
    at most `limit` bytes (each raw block's length preamble is checked before it is decoded)."""
    view = memoryview(data).cast("B")
    try:
        if view[:8] == XERIAL_MAGIC:
            return _xerial_decompress(view, limit)
        if limit is not None and _snappy_preamble(view) > limit:
            raise DecompressedSizeError(SNAPPY, limit, _snappy_preamble(view))
        return bytes(cramjam.snappy.decompress_raw(view))
    except cramjam.DecompressionError as error:
        raise DecompressionError(f"snappy: {error}") from error


def _snappy_preamble(view: memoryview) -> int:
    """The uncompressed length a raw snappy block starts with (a little-endian base-128
    varint of at most 5 bytes)."""
    result = 0
    for index in range(min(5, len(view))):
        byte = view[index]
        result |= (byte & 0x7F) << (7 * index)
        if byte < 0x80:
            return result
    raise DecompressionError("snappy: bad length preamble")


def _xerial_blocks(view: memoryview):
    """(start, end, declared size) of each raw block of xerial-framed snappy."""
    # The version/compat ints are not checked: only version 1 exists, and some writers
    # (seen in kafka-python's issue tracker: redpanda) put them in little-endian.
    position = _XERIAL_HEADER.size
    end = len(view)
    if end < position:
        raise DecompressionError("snappy: truncated xerial header")
    while position < end:
        if end - position < 4:
            raise DecompressionError("snappy: truncated xerial block length")
        (length,) = _XERIAL_BLOCK_LENGTH.unpack_from(view, position)
        position += 4
        if length < 0 or position + length > end:
            raise DecompressionError(f"snappy: xerial block of {length} bytes overruns input")
        yield position, position + length, _snappy_preamble(view[position : position + length])
        position += length


def _xerial_decompress(view: memoryview, limit: int | None = None) -> bytes:
    blocks = list(_xerial_blocks(view))
    declared = sum(size for _, _, size in blocks)
    if limit is not None and declared > limit:
        raise DecompressedSizeError(SNAPPY, limit, declared)
    return b"".join(bytes(cramjam.snappy.decompress_raw(view[start:end]))
                    for start, end, _ in blocks)


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


def lz4_decompress(data, limit: int | None = None) -> bytes:
    """Decode one LZ4 frame (with or without content size or checksums), at most `limit`
    bytes (a declared content size above it is refused before decoding)."""
    if limit is None:
        try:
            return lz4.frame.decompress(data)
        except RuntimeError as error:
            raise DecompressionError(f"lz4: {error}") from error
    try:
        declared = lz4.frame.get_frame_info(data).get("content_size") or 0
        if declared > limit:
            raise DecompressedSizeError(LZ4, limit, declared)
        decompressor = lz4.frame.LZ4FrameDecompressor()
        output = decompressor.decompress(data, max_length=limit + 1)
        if len(output) > limit:
            raise DecompressedSizeError(LZ4, limit)
        if not decompressor.eof:
            raise DecompressionError("lz4: compressed data ended before the frame")
        return output
    except RuntimeError as error:
        raise DecompressionError(f"lz4: {error}") from error


# --- zstd -------------------------------------------------------------------------------


def zstd_compress(data) -> bytes:
    """One zstd frame at zstd's default level, with the content size in the frame header."""
    return zstandard.ZstdCompressor(level=_ZSTD_LEVEL).compress(data)


def zstd_decompress(data, limit: int | None = None) -> bytes:
    """Decode one or more zstd frames by streaming, so frames without a content size work
    (`ZstdDecompressor.decompress` refuses those, and Java's zstd-jni stream writer omits it).

    With `limit`: a frame declaring a larger content size is refused before decoding (zstd
    itself holds a frame to the size it declares); a frame declaring none is first read
    through a bounded stream, which stops one byte past the budget, and decoded only when it
    fits.
    """
    decompressor = zstandard.ZstdDecompressor()
    remaining = data
    pieces = []
    total = 0
    try:
        while True:
            if limit is not None:
                budget = limit - total
                declared = zstandard.frame_content_size(remaining)
                if declared > budget:
                    raise DecompressedSizeError(ZSTD, limit, total + declared)
                if declared < 0:
                    _zstd_frame_fits(decompressor, remaining, budget, limit)
            stream = decompressor.decompressobj()
            piece = stream.decompress(remaining)
            total += len(piece)
            pieces.append(piece)
            if not stream.eof:
                raise DecompressionError("zstd: truncated frame")
            remaining = stream.unused_data
            if not remaining:
                return b"".join(pieces)
    except zstandard.ZstdError as error:
        raise DecompressionError(f"zstd: {error}") from error


def _zstd_frame_fits(decompressor, data, budget: int, limit: int) -> None:
    """Raise DecompressedSizeError when the first frame of `data` decodes to more than
    `budget` bytes, pulling at most budget + 1 of them."""
    reader = decompressor.stream_reader(data)
    produced = 0
    while produced <= budget:
        piece = reader.read(min(budget + 1 - produced, 1 << 20))
        if not piece:
            return
        produced += len(piece)
    raise DecompressedSizeError(ZSTD, limit)

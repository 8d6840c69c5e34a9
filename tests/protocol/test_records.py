"""RecordBatch v2: fast path against the construct oracle, CRCs, codecs, and peer clients."""

from __future__ import annotations

import gzip
import struct
import types
import warnings

import cramjam
import lz4.frame
import pytest
import zstandard
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkasim.protocol import compression, layout
from kafkasim.protocol.records import (
    BATCH_HEADER_SIZE,
    BatchHeader,
    Compression,
    ControlType,
    CorruptRecordError,
    Record,
    UnsupportedMagicError,
    build_batch,
    build_control_batch,
    compute_crc,
    iter_batches,
    iter_records,
    parse_control_record,
    parse_header,
    set_base_offset,
    set_partition_leader_epoch,
    validate_crc,
)

# kafka-python reads its schemas with importlib.resources.read_text, deprecated on 3.11; the
# suite turns warnings into errors, so import it once with exactly that warning muted.
with warnings.catch_warnings():
    warnings.filterwarnings("ignore", r"(read|open)_text is deprecated", DeprecationWarning)
    import kafka.codec
    from kafka.record.default_records import DefaultRecordBatchBuilder
    from kafka.record.memory_records import MemoryRecords, MemoryRecordsBuilder

INT16 = st.integers(-(2**15), 2**15 - 1)
INT32 = st.integers(-(2**31), 2**31 - 1)
INT64 = st.integers(-(2**63), 2**63 - 1)
CODECS = list(Compression)

nullable_bytes = st.none() | st.binary(max_size=80)
record_headers = st.lists(st.tuples(st.text(max_size=12), nullable_bytes), max_size=4)
timestamps = st.integers(-(2**40), 2**50)

# (key, value, headers, timestamp) tuples, the producer-side input of build_batch.
record_tuples = st.lists(
    st.tuples(nullable_bytes, nullable_bytes, record_headers, timestamps), min_size=1, max_size=8
)

# Records with arbitrary deltas, as a compacted or hand-made batch may hold.
records_with_deltas = st.lists(
    st.builds(
        Record,
        offset_delta=INT32,
        timestamp_delta=st.integers(-(2**40), 2**40),
        key=nullable_bytes,
        value=nullable_bytes,
        headers=record_headers,
        attributes=st.integers(-128, 127),
    ),
    min_size=1,
    max_size=8,
)

batch_options = st.fixed_dictionaries(
    {
        "base_offset": st.integers(0, 2**62),
        "compression": st.sampled_from(CODECS),
        "producer_id": INT64,
        "producer_epoch": INT16,
        "base_sequence": INT32,
        "partition_leader_epoch": INT32,
        "is_transactional": st.booleans(),
        "timestamp_type": st.sampled_from([0, 1]),
    }
)

slow_settings = settings(
    deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow]
)


def _record_fields(record: Record) -> tuple:
    return (
        record.offset_delta,
        record.timestamp_delta,
        record.key,
        record.value,
        list(record.headers),
        record.attributes,
    )


def _oracle_record_fields(record: dict) -> tuple:
    return (
        record["offset_delta"],
        record["timestamp_delta"],
        record["key"],
        record["value"],
        record["headers"],
        record["attributes"],
    )


# --- header, records, build -------------------------------------------------------------


@given(record_tuples, batch_options)
def test_built_header_carries_the_requested_fields(tuples, options):
    """Verifies that build_batch writes every header field it is given and parse_header reads them back."""
    batch = build_batch(tuples, **options)
    header = parse_header(batch)
    assert header.size == len(batch)
    assert header.magic == 2
    assert header.base_offset == options["base_offset"]
    assert header.partition_leader_epoch == options["partition_leader_epoch"]
    assert header.compression == options["compression"]
    assert header.timestamp_type == options["timestamp_type"]
    assert header.is_transactional == options["is_transactional"]
    assert header.is_control is False
    assert (header.producer_id, header.producer_epoch, header.base_sequence) == (
        options["producer_id"],
        options["producer_epoch"],
        options["base_sequence"],
    )
    assert header.records_count == len(tuples)
    assert header.last_offset_delta == len(tuples) - 1
    assert header.next_offset == options["base_offset"] + len(tuples)
    assert header.base_timestamp == tuples[0][3]
    assert header.max_timestamp == max(timestamp for *_, timestamp in tuples)
    assert header.crc == compute_crc(batch)


@given(record_tuples, batch_options)
def test_records_round_trip_through_every_codec(tuples, options):
    """Verifies that iter_records returns the keys, values, headers, offsets and timestamps build_batch was given."""
    options = {**options, "timestamp_type": 0}
    batch = build_batch(tuples, **options)
    header = parse_header(batch)
    decoded = list(iter_records(batch))
    assert [(r.key, r.value, r.headers) for r in decoded] == [
        (key, value, headers) for key, value, headers, _ in tuples
    ]
    assert [r.offset(header) for r in decoded] == [
        options["base_offset"] + index for index in range(len(tuples))
    ]
    assert [r.timestamp(header) for r in decoded] == [timestamp for *_, timestamp in tuples]


@given(records_with_deltas, timestamps, st.sampled_from(CODECS))
def test_records_with_explicit_deltas_keep_them(records, base_timestamp, codec):
    """Verifies that Record inputs keep their offset/timestamp deltas and attributes when built and read back."""
    batch = build_batch(records, base_timestamp=base_timestamp, compression=codec)
    header = parse_header(batch)
    assert header.last_offset_delta == records[-1].offset_delta
    assert header.max_timestamp == base_timestamp + max(r.timestamp_delta for r in records)
    assert [_record_fields(r) for r in iter_records(batch)] == [_record_fields(r) for r in records]


def test_log_append_time_replaces_record_timestamps():
    """Verifies that with LogAppendTime every record's timestamp is the batch max_timestamp, as Kafka reports it."""
    batch = build_batch([(b"k", b"v", [], 10), (b"k", b"v", [], 30)], timestamp_type=1)
    header = parse_header(batch)
    assert header.timestamp_type == 1
    assert [r.timestamp(header) for r in iter_records(batch)] == [30, 30]


def test_build_rejects_records_without_a_base_timestamp_or_empty_input():
    """Verifies that build_batch refuses delta-carrying Records without base_timestamp, and an empty batch."""
    with pytest.raises(ValueError, match="base_timestamp"):
        build_batch([Record(0, 0, b"k", b"v")])
    with pytest.raises(ValueError, match="at least one record"):
        build_batch([])
    with pytest.raises(compression.UnsupportedCodecError):
        build_batch([(b"k", b"v", [], 0)], compression=5)


def test_batch_header_is_61_bytes_and_slotted():
    """Verifies that the header size constant is Kafka's 61 bytes and BatchHeader carries no __dict__."""
    header = parse_header(build_batch([(None, b"v", [], 0)]))
    assert BATCH_HEADER_SIZE == 61
    assert not hasattr(header, "__dict__")
    assert isinstance(header, BatchHeader)
    assert not hasattr(Record(0, 0, None, None), "__dict__")


def test_parse_header_reports_truncation():
    """Verifies that parse_header raises CorruptRecordError, not struct.error, on fewer than 61 bytes."""
    batch = build_batch([(None, b"v", [], 0)])
    with pytest.raises(CorruptRecordError, match="truncated"):
        parse_header(batch[:60])
    with pytest.raises(CorruptRecordError):
        parse_header(batch, pos=len(batch) - 10)


# --- construct oracle -------------------------------------------------------------------


@slow_settings
@given(records_with_deltas, timestamps, batch_options)
def test_oracle_parses_what_the_fast_path_builds(records, base_timestamp, options):
    """Verifies that the construct layout reads every header field and record of a fast-path batch identically."""
    batch = build_batch(records, base_timestamp=base_timestamp, **options)
    oracle = layout.flatten_batch(layout.RecordBatch.parse(batch))
    header = parse_header(batch)
    assert oracle["crc_valid"] is True
    for name in BatchHeader.__slots__:
        if name != "attributes":
            assert oracle[name] == getattr(header, name), name
    assert oracle["compression"] == header.compression
    assert oracle["timestamp_type"] == header.timestamp_type
    assert oracle["is_transactional"] == header.is_transactional
    assert oracle["is_control"] == header.is_control
    assert [_oracle_record_fields(r) for r in oracle["records"]] == [
        _record_fields(r) for r in iter_records(batch)
    ]


@slow_settings
@given(records_with_deltas, timestamps, batch_options)
def test_fast_path_reads_what_the_oracle_builds_byte_for_byte(records, base_timestamp, options):
    """Verifies that a batch built by the construct layout parses on the fast path and equals build_batch's bytes."""
    oracle_records = [
        {
            "attributes": r.attributes,
            "timestamp_delta": r.timestamp_delta,
            "offset_delta": r.offset_delta,
            "key": r.key,
            "value": r.value,
            "headers": r.headers,
        }
        for r in records
    ]
    oracle_batch = layout.RecordBatch.build(
        layout.batch_build_input(records=oracle_records, base_timestamp=base_timestamp, **options)
    )
    assert validate_crc(oracle_batch)
    header = parse_header(oracle_batch)
    assert header.size == len(oracle_batch)
    assert header.base_offset == options["base_offset"]
    assert [_record_fields(r) for r in iter_records(oracle_batch)] == [
        _record_fields(r) for r in records
    ]
    # Every codec here is deterministic (gzip with mtime 0), so the two writers agree exactly.
    assert oracle_batch == build_batch(records, base_timestamp=base_timestamp, **options)


# --- CRC and in-place patches -----------------------------------------------------------


@given(record_tuples, st.sampled_from(CODECS), st.data())
def test_flipping_any_crc_covered_byte_is_detected(tuples, codec, data):
    """Verifies that changing any byte from attributes to the end makes validate_crc (and the oracle) fail."""
    batch = bytearray(build_batch(tuples, compression=codec))
    position = data.draw(st.integers(21, len(batch) - 1), label="position")
    batch[position] ^= data.draw(st.integers(1, 255), label="mask")
    assert validate_crc(batch) is False
    if position >= BATCH_HEADER_SIZE and codec != Compression.NONE:
        return  # a damaged compressed payload may not even decompress for the oracle
    try:
        parsed = layout.RecordBatch.parse(bytes(batch))
    except Exception:  # the oracle may also reject the damaged structure outright
        return
    assert parsed.crc_valid is False


@given(record_tuples)
def test_flipping_a_stored_crc_byte_is_detected(tuples):
    """Verifies that damage to the stored CRC itself is detected."""
    batch = bytearray(build_batch(tuples))
    batch[17] ^= 0x01
    assert validate_crc(batch) is False


@given(record_tuples, st.integers(0, 2**62), INT32, st.binary(max_size=7))
def test_patching_base_offset_and_epoch_keeps_the_crc_valid(tuples, base_offset, epoch, prefix):
    """Verifies that set_base_offset/set_partition_leader_epoch patch in place, at any position, outside the CRC."""
    batch = build_batch(tuples)
    buffer = bytearray(prefix + batch)
    view = memoryview(buffer)
    set_base_offset(view, len(prefix), base_offset)
    set_partition_leader_epoch(buffer, len(prefix), epoch)
    header = parse_header(buffer, len(prefix))
    assert (header.base_offset, header.partition_leader_epoch) == (base_offset, epoch)
    assert buffer[: len(prefix)] == prefix
    assert validate_crc(view[len(prefix) :])
    assert buffer[len(prefix) + 17 :] == batch[17:]


def test_crc_helpers_reject_impossible_lengths():
    """Verifies that compute_crc/validate_crc raise CorruptRecordError when the declared length overruns the bytes."""
    batch = build_batch([(None, b"value", [], 0)])
    with pytest.raises(CorruptRecordError):
        validate_crc(batch[:-1])
    with pytest.raises(CorruptRecordError):
        compute_crc(batch[:40])


# --- splitting a records blob -----------------------------------------------------------


@given(st.lists(record_tuples, min_size=1, max_size=4), st.data())
def test_iter_batches_splits_without_copying_and_drops_a_partial_tail(batches, data):
    """Verifies that iter_batches yields memoryview slices of the input and ignores a truncated last batch."""
    built = [build_batch(tuples, base_offset=index * 100) for index, tuples in enumerate(batches)]
    blob = bytearray(b"".join(built))
    cut = data.draw(st.integers(0, len(built[-1]) - 1), label="bytes of the last batch kept")
    blob = blob[: len(blob) - len(built[-1]) + cut]
    found = list(iter_batches(blob))
    assert [bytes(view) for _, view in found] == built[:-1]
    assert [header.base_offset for header, _ in found] == [i * 100 for i in range(len(built) - 1)]
    for _, view in found:
        assert view.obj is blob  # a slice of the caller's buffer, not a copy


def test_iter_batches_reads_every_complete_batch():
    """Verifies that a blob of whole batches yields each of them, with headers matching parse_header."""
    built = [build_batch([(b"k", b"v", [], 0)], base_offset=o) for o in (0, 1, 2)]
    found = list(iter_batches(b"".join(built)))
    assert [bytes(view) for _, view in found] == built
    assert [header.next_offset for header, _ in found] == [1, 2, 3]


@pytest.mark.parametrize("magic", [0, 1, 3])
def test_iter_batches_refuses_other_magic(magic):
    """Verifies that a complete entry with magic != 2 (a legacy v0/v1 message set) raises UnsupportedMagicError."""
    batch = bytearray(build_batch([(b"k", b"v", [], 0)]))
    batch[16] = magic
    with pytest.raises(UnsupportedMagicError) as raised:
        list(iter_batches(batch))
    assert raised.value.magic == magic


def test_iter_batches_refuses_impossible_lengths():
    """Verifies that a length below Kafka's minimum entry, or below the v2 header, is reported as corrupt."""
    batch = bytearray(build_batch([(b"k", b"v", [], 0)]))
    struct.pack_into(">i", batch, 8, 13)
    with pytest.raises(CorruptRecordError, match="minimum"):
        list(iter_batches(batch))
    struct.pack_into(">i", batch, 8, 40)
    with pytest.raises(CorruptRecordError, match="header"):
        list(iter_batches(batch))


def test_iter_records_reports_inconsistent_record_data():
    """Verifies that a records_count that disagrees with the record data, or an unknown codec, is corrupt."""
    batch = bytearray(build_batch([(b"k", b"v", [], 0), (b"k", b"v", [], 0)]))
    struct.pack_into(">i", batch, 57, 3)
    with pytest.raises(CorruptRecordError, match="truncated"):
        list(iter_records(batch))
    struct.pack_into(">i", batch, 57, 1)
    with pytest.raises(CorruptRecordError, match="remain"):
        list(iter_records(batch))
    struct.pack_into(">i", batch, 57, 2)
    struct.pack_into(">h", batch, 21, 6)
    with pytest.raises(CorruptRecordError, match="codec"):
        list(iter_records(batch))


# --- control batches --------------------------------------------------------------------


@pytest.mark.parametrize("control_type", [ControlType.ABORT, ControlType.COMMIT])
def test_control_batch_is_a_transactional_marker(control_type):
    """Verifies that build_control_batch writes a transactional control batch whose record parses back."""
    batch = build_control_batch(
        control_type, producer_id=42, producer_epoch=3, coordinator_epoch=7, timestamp=99
    )
    header = parse_header(batch)
    assert header.is_control and header.is_transactional
    assert (header.producer_id, header.producer_epoch, header.base_sequence) == (42, 3, -1)
    (record,) = iter_records(batch)
    assert record.key == struct.pack(">hh", 0, control_type)
    control = parse_control_record(record)
    assert (control.version, control.type, control.coordinator_epoch) == (0, control_type, 7)
    assert validate_crc(batch)


def test_control_record_parsing_rejects_short_keys_and_keeps_unknown_types():
    """Verifies that a short control key is corrupt and an unknown control type is returned as a plain int."""
    with pytest.raises(CorruptRecordError):
        parse_control_record(Record(0, 0, b"\x00\x00\x01", None))
    with pytest.raises(CorruptRecordError):
        parse_control_record(Record(0, 0, struct.pack(">hh", 0, 1), b"\x00"))
    unknown = parse_control_record(Record(0, 0, struct.pack(">hh", 0, 99), None))
    assert (unknown.type, unknown.coordinator_epoch) == (99, None)


# --- compression codecs -----------------------------------------------------------------


@given(st.binary(max_size=5000), st.sampled_from(CODECS))
def test_every_codec_round_trips(data, codec):
    """Verifies that compress then decompress returns the input for every codec, from a memoryview too."""
    packed = compression.compress(codec, memoryview(data))
    assert compression.decompress(codec, memoryview(packed)) == data


@given(st.binary(max_size=100_000), st.integers(1, 40_000))
def test_snappy_reads_xerial_framing(data, block_size):
    """Verifies that xerial-framed snappy (Java's and kafka-python's format) decodes, any block size."""
    framed = compression.snappy_compress_xerial(data, block_size)
    assert framed.startswith(compression.XERIAL_MAGIC)
    assert compression.snappy_decompress(framed) == data


def test_snappy_writes_raw_blocks():
    """Verifies that snappy output is raw snappy (librdkafka's format), readable by a plain raw decoder."""
    data = b"kafka " * 1000
    packed = compression.snappy_compress(data)
    assert not packed.startswith(compression.XERIAL_MAGIC)
    assert bytes(cramjam.snappy.decompress_raw(packed)) == data


def test_lz4_frames_look_like_javas():
    """Verifies that the LZ4 frame descriptor is Java's: version 1, independent blocks, no size, 64 KiB blocks."""
    packed = compression.lz4_compress(b"x" * 200_000)
    assert packed[:4] == b"\x04\x22\x4d\x18"
    assert packed[4] == 0x60  # FLG: version 01, block independence, nothing else
    assert packed[5] == 0x40  # BD: 64 KiB maximum block size


def test_lz4_reads_frames_with_content_size_and_checksums():
    """Verifies that LZ4 frames with content size, checksums or linked blocks (other writers) decode."""
    data = b"record " * 30_000
    for options in (
        {"store_size": True},
        {"content_checksum": True, "block_checksum": True},
        {"block_linked": True},
    ):
        assert compression.lz4_decompress(lz4.frame.compress(data, **options)) == data


def test_zstd_reads_frames_without_content_size_and_several_frames():
    """Verifies that zstd frames without a content size (Java's stream writer) and concatenated frames decode."""
    data = b"fetch " * 20_000
    no_size = zstandard.ZstdCompressor(write_content_size=False).compress(data)
    assert compression.zstd_decompress(no_size) == data
    streamed = zstandard.ZstdCompressor().compressobj()
    chunked = streamed.compress(data[:50_000]) + streamed.compress(data[50_000:]) + streamed.flush()
    assert compression.zstd_decompress(chunked) == data
    assert compression.zstd_decompress(no_size + no_size) == data + data


def test_gzip_reads_concatenated_members_and_writes_reproducibly():
    """Verifies that gzip decoding reads multi-member input and encoding is deterministic (mtime 0)."""
    assert compression.gzip_decompress(gzip.compress(b"a") + gzip.compress(b"b")) == b"ab"
    assert compression.gzip_compress(b"same") == compression.gzip_compress(b"same")
    assert compression.gzip_compress(b"same")[4:8] == b"\x00\x00\x00\x00"


@pytest.mark.parametrize("codec", [1, 2, 3, 4])
def test_damaged_compressed_data_raises_one_error_type(codec):
    """Verifies that truncated or garbage input raises DecompressionError whatever library notices it."""
    packed = compression.compress(codec, b"payload " * 500)
    for damaged in (packed[: len(packed) // 2], b"\x00garbage\xff" * 3):
        with pytest.raises(compression.DecompressionError):
            compression.decompress(codec, damaged)


def test_unknown_codec_is_a_clear_error():
    """Verifies that attribute ids 5-7 raise UnsupportedCodecError naming the id."""
    for codec in (5, 6, 7):
        with pytest.raises(compression.UnsupportedCodecError, match=str(codec)):
            compression.decompress(codec, b"")
        with pytest.raises(compression.UnsupportedCodecError):
            compression.compress(codec, b"")


# --- kafka-python ------------------------------------------------------------------------

KAFKA_PYTHON_CODECS = [
    Compression.NONE,
    Compression.GZIP,
    Compression.SNAPPY,
    Compression.LZ4,
    Compression.ZSTD,
]


@pytest.fixture
def kafka_python_snappy(monkeypatch):
    """kafka-python's snappy needs python-snappy, which is not installed; give it cramjam's raw
    snappy under python-snappy's names so kafka-python's own xerial framing code runs."""
    shim = types.SimpleNamespace(
        compress=lambda data: bytes(cramjam.snappy.compress_raw(data)),
        decompress=lambda data: bytes(cramjam.snappy.decompress_raw(data)),
    )
    monkeypatch.setattr(kafka.codec, "snappy", shim)
    return shim


KAFKA_PYTHON_RECORDS = [
    (1_700_000_000_000 + index, f"key-{index}".encode(), b"value " * (index + 20), headers)
    for index, headers in enumerate(
        [[], [("trace", b"abc")], [("empty", None), ("second", b"")], [], [("k", b"v" * 50)]]
    )
] + [(1_700_000_000_100, None, None, [])]


def _kafka_python_batch(codec, producer_state=None) -> bytes:
    builder = DefaultRecordBatchBuilder(
        magic=2,
        compression_type=int(codec),
        is_transactional=False,
        producer_id=-1,
        producer_epoch=-1,
        base_sequence=-1,
        batch_size=1 << 20,
    )
    if producer_state:
        builder.set_producer_state(**producer_state)
    for offset, (timestamp, key, value, headers) in enumerate(KAFKA_PYTHON_RECORDS):
        assert builder.append(offset, timestamp, key, value, headers) is not None
    return bytes(builder.build())


@pytest.mark.parametrize("codec", KAFKA_PYTHON_CODECS, ids=lambda c: c.name)
def test_kafka_python_batches_parse_and_rebuild(codec, kafka_python_snappy):
    """Verifies that kafka-python's DefaultRecordBatchBuilder output parses, validates and re-builds (byte-equal where deterministic)."""
    producer_state = {
        "producer_id": 1234,
        "producer_epoch": 5,
        "base_sequence": 17,
        "is_transactional": True,
    }
    batch = _kafka_python_batch(codec, producer_state)
    ((header, view),) = list(iter_batches(batch))
    assert header.compression == codec
    assert validate_crc(view)
    assert (header.producer_id, header.producer_epoch, header.base_sequence) == (1234, 5, 17)
    assert header.is_transactional
    decoded = list(iter_records(view))
    assert [(r.timestamp(header), r.key, r.value, r.headers) for r in decoded] == [
        (timestamp, key, value, headers) for timestamp, key, value, headers in KAFKA_PYTHON_RECORDS
    ]
    assert [r.offset(header) for r in decoded] == list(range(len(KAFKA_PYTHON_RECORDS)))
    if codec == Compression.SNAPPY:
        # kafka-python writes xerial framing (snappy-java's), which we read but do not write.
        assert bytes(view[BATCH_HEADER_SIZE:]).startswith(compression.XERIAL_MAGIC)
    rebuilt = build_batch(
        [
            (key, value, headers, timestamp)
            for timestamp, key, value, headers in KAFKA_PYTHON_RECORDS
        ],
        compression=codec,
        partition_leader_epoch=0,  # kafka-python writes 0, not -1, into the unset leader epoch
        **producer_state,
    )
    assert [_record_fields(r) for r in iter_records(rebuilt)] == [
        _record_fields(r) for r in decoded
    ]
    if codec in (Compression.NONE, Compression.ZSTD):
        # Same record encoding and, for zstd, the same library defaults: identical bytes.
        assert rebuilt == batch
    else:
        # gzip (kafka-python stamps the time), lz4 (it stores the content size) and snappy
        # (xerial) compress differently; everything outside the compressed payload agrees.
        rebuilt_header = parse_header(rebuilt)
        for name in BatchHeader.__slots__:
            if name not in ("batch_length", "crc"):
                assert getattr(rebuilt_header, name) == getattr(header, name), name


def test_kafka_python_memory_records_builder_batches_parse(kafka_python_snappy):
    """Verifies that batches from kafka-python's MemoryRecordsBuilder (its producer path) parse for each codec."""
    for codec in KAFKA_PYTHON_CODECS:
        builder = MemoryRecordsBuilder(magic=2, compression_type=int(codec), batch_size=1 << 20)
        for timestamp, key, value, headers in KAFKA_PYTHON_RECORDS:
            builder.append(timestamp, key, value, headers)
        builder.close()
        ((header, view),) = list(iter_batches(bytes(builder.buffer())))
        assert validate_crc(view)
        assert [r.value for r in iter_records(view)] == [v for _, _, v, _ in KAFKA_PYTHON_RECORDS]


@pytest.mark.parametrize("codec", KAFKA_PYTHON_CODECS, ids=lambda c: c.name)
def test_kafka_python_reads_our_batches(codec, kafka_python_snappy):
    """Verifies that kafka-python's reader validates and decodes batches we build, raw snappy included."""
    batch = build_batch(
        [
            (key, value, headers, timestamp)
            for timestamp, key, value, headers in KAFKA_PYTHON_RECORDS
        ],
        compression=codec,
        base_offset=500,
        producer_id=9,
        producer_epoch=1,
        base_sequence=0,
    )
    control = build_control_batch(
        ControlType.COMMIT, producer_id=9, producer_epoch=1, base_offset=506, timestamp=1
    )
    records = MemoryRecords(batch + control)
    read = records.next_batch()
    assert read.validate_crc()
    assert (read.base_offset, read.compression_type, read.producer_id) == (500, int(codec), 9)
    assert [(r.offset, r.timestamp, r.key, r.value, r.headers) for r in read] == [
        (500 + index, timestamp, key, value, headers)
        for index, (timestamp, key, value, headers) in enumerate(KAFKA_PYTHON_RECORDS)
    ]
    marker = records.next_batch()
    assert marker.is_control_batch and marker.is_transactional and marker.validate_crc()
    (control_record,) = list(marker)
    assert control_record.commit and not control_record.abort


# --- confluent-kafka (librdkafka) ------------------------------------------------------

CONFLUENT_CODECS = ["none", "gzip", "snappy", "lz4", "zstd"]


def _librdkafka_batches(codec: str, messages: list) -> list[bytes]:
    """Produce `messages` with confluent-kafka to the capture server; return the batches it got."""
    import confluent_kafka

    from tests.helpers.capture import CaptureServer

    with CaptureServer().running_in_thread() as server:
        producer = confluent_kafka.Producer(
            {
                "bootstrap.servers": server.bootstrap,
                "compression.type": codec,
                "linger.ms": 20,
                "acks": "all",
                "socket.timeout.ms": 5000,
                "message.timeout.ms": 10000,
                "log_level": 3,  # the capture server's closing connections are not news
            }
        )
        for key, value, headers in messages:
            producer.produce("records-capture", key=key, value=value, headers=headers)
        assert producer.flush(15) == 0, "librdkafka did not deliver every message"
        return list(server.produced[("records-capture", 0)])


@pytest.mark.clients
@pytest.mark.parametrize("codec", CONFLUENT_CODECS)
def test_confluent_kafka_produce_batches_parse(codec):
    """Verifies that the batches librdkafka (confluent-kafka) sends in a real Produce request parse, validate and decode."""
    messages = [(f"key-{i}".encode(), b"value " * (i + 50), [("h", b"x")]) for i in range(20)]
    batches = _librdkafka_batches(codec, messages)
    assert batches
    decoded = []
    for batch in batches:
        ((header, view),) = list(iter_batches(batch))
        assert validate_crc(view)
        assert header.compression == Compression[codec.upper()]
        decoded.extend((r.key, r.value, r.headers) for r in iter_records(view))
        oracle = layout.flatten_batch(layout.RecordBatch.parse(batch))
        assert oracle["crc_valid"] and len(oracle["records"]) == header.records_count
        payload = bytes(view[BATCH_HEADER_SIZE:])
        if codec == "snappy":
            # librdkafka writes raw snappy, unlike Java and kafka-python (xerial framing).
            assert not payload.startswith(compression.XERIAL_MAGIC)
        if codec == "lz4":
            # Same frame descriptor as Java's writer: independent blocks, no content size.
            assert payload[4:6] == b"\x60\x40"
    assert decoded == messages

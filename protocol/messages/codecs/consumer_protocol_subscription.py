"""Generated from schemas/ConsumerProtocolSubscription.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import struct as _struct
import uuid

from ...codec import ZERO_UUID as _ZERO_UUID
from ...codec import DecodeError as _DecodeError
from ...codec import UnsupportedVersionError as _UnsupportedVersionError
from ...codec import read_uvarint as _read_uvarint
from ...codec import uuid_from_bytes as _uuid
from ...codec import uvarint_bytes as _uvarint_bytes
from ...codec import SMALL_UVARINTS as _SMALL_UVARINTS
from ...codec import read_unknown_tags as _read_unknown_tags
from ...codec import write_tags as _write_tags
from ...codec import UNSET as _UNSET

_new = object.__new__
_pack = _struct.pack
_join = b''.join
_unpack_from = _struct.unpack_from
_I16 = _struct.Struct('>h')
_I32 = _struct.Struct('>i')
_S_i = _struct.Struct('>i')
_S_ih = _struct.Struct('>ih')

def _decode_TopicPartition_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(TopicPartition)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Topic is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Topic runs past the end of the buffer')
        self.topic = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        self.partitions = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TopicPartition_v1_to_3(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('TopicPartition.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicPartition.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))


def _decode_ConsumerProtocolSubscription_v0(buf, pos):
    limit = len(buf)
    self = _new(ConsumerProtocolSubscription)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.topics = []
    elif n < 0:
        raise _DecodeError('non-nullable array Topics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        for _ in range(n):
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Topics is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Topics runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.topics = items0
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        self.user_data = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field UserData runs past the end of the buffer')
        self.user_data = buf[pos:end]
        pos = end
    self.owned_partitions = []
    self.generation_id = -1
    self.rack_id = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ConsumerProtocolSubscription_v0(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ConsumerProtocolSubscription.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ConsumerProtocolSubscription.topics is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    v = o.user_data
    if v is None:
        w(b'\xff\xff\xff\xff')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_ConsumerProtocolSubscription_v1(buf, pos):
    limit = len(buf)
    self = _new(ConsumerProtocolSubscription)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.topics = []
    elif n < 0:
        raise _DecodeError('non-nullable array Topics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        for _ in range(n):
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Topics is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Topics runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.topics = items0
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        self.user_data = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field UserData runs past the end of the buffer')
        self.user_data = buf[pos:end]
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.owned_partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array OwnedPartitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array OwnedPartitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(TopicPartition)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Topic is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Topic runs past the end of the buffer')
                item0.topic = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.unknown_tagged_fields = None
            append0(item0)
        self.owned_partitions = items0
    self.generation_id = -1
    self.rack_id = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ConsumerProtocolSubscription_v1(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ConsumerProtocolSubscription.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ConsumerProtocolSubscription.topics is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    v = o.user_data
    if v is None:
        w(b'\xff\xff\xff\xff')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)
    items0 = o.owned_partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ConsumerProtocolSubscription.owned_partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('TopicPartition.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicPartition.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))


def _decode_ConsumerProtocolSubscription_v2(buf, pos):
    limit = len(buf)
    self = _new(ConsumerProtocolSubscription)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.topics = []
    elif n < 0:
        raise _DecodeError('non-nullable array Topics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        for _ in range(n):
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Topics is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Topics runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.topics = items0
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        self.user_data = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field UserData runs past the end of the buffer')
        self.user_data = buf[pos:end]
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.owned_partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array OwnedPartitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array OwnedPartitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(TopicPartition)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Topic is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Topic runs past the end of the buffer')
                item0.topic = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.unknown_tagged_fields = None
            append0(item0)
        self.owned_partitions = items0
    self.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.rack_id = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ConsumerProtocolSubscription_v2(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ConsumerProtocolSubscription.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ConsumerProtocolSubscription.topics is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    v = o.user_data
    if v is None:
        w(b'\xff\xff\xff\xff')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)
    items0 = o.owned_partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ConsumerProtocolSubscription.owned_partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('TopicPartition.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicPartition.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))
    w(_S_i.pack(o.generation_id))


def _decode_ConsumerProtocolSubscription_v3(buf, pos):
    limit = len(buf)
    self = _new(ConsumerProtocolSubscription)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.topics = []
    elif n < 0:
        raise _DecodeError('non-nullable array Topics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        for _ in range(n):
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Topics is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Topics runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.topics = items0
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        self.user_data = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field UserData runs past the end of the buffer')
        self.user_data = buf[pos:end]
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.owned_partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array OwnedPartitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array OwnedPartitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(TopicPartition)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Topic is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Topic runs past the end of the buffer')
                item0.topic = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.unknown_tagged_fields = None
            append0(item0)
        self.owned_partitions = items0
    self.generation_id, n = _S_ih.unpack_from(buf, pos)
    pos += 6
    if n < 0:
        self.rack_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field RackId runs past the end of the buffer')
        self.rack_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ConsumerProtocolSubscription_v3(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ConsumerProtocolSubscription.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ConsumerProtocolSubscription.topics is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    v = o.user_data
    if v is None:
        w(b'\xff\xff\xff\xff')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)
    items0 = o.owned_partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ConsumerProtocolSubscription.owned_partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('TopicPartition.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicPartition.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))
    w(_S_i.pack(o.generation_id))
    v = o.rack_id
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def attach(classes):
    """Bind the classes of messages/consumer_protocol_subscription.py (`classes`: its namespace) and give
    them their per-version tables."""
    global TopicPartition, ConsumerProtocolSubscription
    TopicPartition = classes['TopicPartition']
    ConsumerProtocolSubscription = classes['ConsumerProtocolSubscription']
    TopicPartition._DECODERS = (None, _decode_TopicPartition_v1_to_3, _decode_TopicPartition_v1_to_3, _decode_TopicPartition_v1_to_3,)
    TopicPartition._ENCODERS = (None, _encode_TopicPartition_v1_to_3, _encode_TopicPartition_v1_to_3, _encode_TopicPartition_v1_to_3,)
    ConsumerProtocolSubscription._DECODERS = (_decode_ConsumerProtocolSubscription_v0, _decode_ConsumerProtocolSubscription_v1, _decode_ConsumerProtocolSubscription_v2, _decode_ConsumerProtocolSubscription_v3,)
    ConsumerProtocolSubscription._ENCODERS = (_encode_ConsumerProtocolSubscription_v0, _encode_ConsumerProtocolSubscription_v1, _encode_ConsumerProtocolSubscription_v2, _encode_ConsumerProtocolSubscription_v3,)

/* The C walker behind kafkasim.protocol.record_scan: the same checks as its Python reference
 * (scan_records_python, whose docstring is the contract), run without the GIL.
 *
 * scan(data, count) -> (min_timestamp_delta, max_timestamp_delta, null_keys,
 * max_record_length), or raises _record_scan.error with a message naming the first record
 * that fails. ABI names this result's shape, so a stale build is noticed and not used.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdio.h>

static PyObject *ScanError;

typedef struct {
    const uint8_t *data;
    Py_ssize_t pos;
    char message[160];
} Scanner;

/* One zigzag varint of at most max_bytes bytes before `end`; 0 on success. The value is
 * wrapped to 32 or 64 bits as Java's readVarint/readVarlong wrap it. */
static int read_varint(Scanner *s, Py_ssize_t end, int max_bytes, int wide, int64_t *out,
                       const char *what, long long index)
{
    uint64_t result = 0;
    int shift = 0;
    for (int i = 0; i < max_bytes; i++) {
        if (s->pos >= end) {
            snprintf(s->message, sizeof s->message,
                     "record %lld: %s runs past the end of the record", index, what);
            return -1;
        }
        uint8_t byte = s->data[s->pos++];
        result |= (uint64_t)(byte & 0x7F) << shift;
        if (byte < 0x80) {
            if (wide) {
                *out = (int64_t)(result >> 1) ^ -(int64_t)(result & 1);
            } else {
                uint32_t narrow = (uint32_t)result;
                *out = (int64_t)((int32_t)(narrow >> 1) ^ -(int32_t)(narrow & 1));
            }
            return 0;
        }
        shift += 7;
    }
    snprintf(s->message, sizeof s->message,
             "record %lld: %s is a varint longer than %d bytes", index, what, max_bytes);
    return -1;
}

#define VARINT(target, stop, what) \
    if (read_varint(s, (stop), 5, 0, &(target), (what), index)) return -1
#define VARLONG(target, stop, what) \
    if (read_varint(s, (stop), 10, 1, &(target), (what), index)) return -1

static int scan(Scanner *s, Py_ssize_t end, long long count, int64_t *min_delta,
                int64_t *max_delta, long long *null_keys, int64_t *max_length)
{
    for (long long index = 0; index < count; index++) {
        int64_t length, delta, offset_delta, key_length, value_length, headers;
        if (s->pos >= end) {
            snprintf(s->message, sizeof s->message,
                     "the batch declares %lld records but holds only %lld", count, index);
            return -1;
        }
        VARINT(length, end, "the record length");
        if (length > *max_length) *max_length = length;
        if (length < 0 || length > end - s->pos) {
            snprintf(s->message, sizeof s->message,
                     "record %lld declares %lld bytes but %lld remain in the batch", index,
                     (long long)length, (long long)(end - s->pos));
            return -1;
        }
        Py_ssize_t stop = s->pos + (Py_ssize_t)length;
        if (s->pos >= stop) {
            snprintf(s->message, sizeof s->message,
                     "record %lld: attributes run past the end of the record", index);
            return -1;
        }
        s->pos += 1; /* attributes: unused in magic 2 */
        VARLONG(delta, stop, "the timestamp delta");
        if (index == 0 || delta < *min_delta) *min_delta = delta;
        if (index == 0 || delta > *max_delta) *max_delta = delta;
        VARINT(offset_delta, stop, "the offset delta");
        if (offset_delta != index) {
            snprintf(s->message, sizeof s->message,
                     "record %lld has offset delta %lld; records must be numbered 0, 1, 2, "
                     "... in order", index, (long long)offset_delta);
            return -1;
        }
        VARINT(key_length, stop, "the key length");
        if (key_length < 0) {
            (*null_keys)++;
        } else if (key_length > stop - s->pos) {
            snprintf(s->message, sizeof s->message,
                     "record %lld: key of %lld bytes overruns the record", index,
                     (long long)key_length);
            return -1;
        } else {
            s->pos += (Py_ssize_t)key_length;
        }
        VARINT(value_length, stop, "the value length");
        if (value_length > stop - s->pos) {
            snprintf(s->message, sizeof s->message,
                     "record %lld: value of %lld bytes overruns the record", index,
                     (long long)value_length);
            return -1;
        }
        if (value_length > 0) s->pos += (Py_ssize_t)value_length;
        VARINT(headers, stop, "the header count");
        if (headers < 0 || headers > stop - s->pos) {
            snprintf(s->message, sizeof s->message,
                     "record %lld: invalid number of headers %lld", index, (long long)headers);
            return -1;
        }
        for (int64_t h = 0; h < headers; h++) {
            int64_t header_key, header_value;
            VARINT(header_key, stop, "a header key length");
            if (header_key < 0 || header_key > stop - s->pos) {
                snprintf(s->message, sizeof s->message,
                         "record %lld: invalid header key length %lld", index,
                         (long long)header_key);
                return -1;
            }
            s->pos += (Py_ssize_t)header_key;
            VARINT(header_value, stop, "a header value length");
            if (header_value > stop - s->pos) {
                snprintf(s->message, sizeof s->message,
                         "record %lld: header value of %lld bytes overruns the record", index,
                         (long long)header_value);
                return -1;
            }
            if (header_value > 0) s->pos += (Py_ssize_t)header_value;
        }
        if (s->pos != stop) {
            snprintf(s->message, sizeof s->message,
                     "record %lld declares %lld bytes but its fields take %lld", index,
                     (long long)length, (long long)(length - (stop - s->pos)));
            return -1;
        }
    }
    if (s->pos != end) {
        snprintf(s->message, sizeof s->message,
                 "%lld bytes remain after the %lld records the batch declares",
                 (long long)(end - s->pos), count);
        return -1;
    }
    return 0;
}

static PyObject *scan_records(PyObject *self, PyObject *args)
{
    (void)self;
    Py_buffer buffer;
    long long count;
    if (!PyArg_ParseTuple(args, "y*L", &buffer, &count)) return NULL;
    Scanner s = {(const uint8_t *)buffer.buf, 0, {0}};
    int64_t min_delta = 0, max_delta = 0, max_length = 0;
    long long null_keys = 0;
    int failed;
    Py_BEGIN_ALLOW_THREADS
    failed = scan(&s, buffer.len, count, &min_delta, &max_delta, &null_keys, &max_length);
    Py_END_ALLOW_THREADS
    PyBuffer_Release(&buffer);
    if (failed) {
        PyErr_SetString(ScanError, s.message);
        return NULL;
    }
    return Py_BuildValue("LLLL", (long long)min_delta, (long long)max_delta, null_keys,
                         (long long)max_length);
}

static PyMethodDef methods[] = {
    {"scan", scan_records, METH_VARARGS,
     "scan(data, count) -> (min_timestamp_delta, max_timestamp_delta, null_keys, "
     "max_record_length)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_record_scan",
    "C walker of RecordBatch v2 records (see kafkasim.protocol.record_scan).", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__record_scan(void)
{
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    ScanError = PyErr_NewException("kafkasim.protocol._record_scan.error", PyExc_ValueError, NULL);
    if (ScanError == NULL || PyModule_AddObject(m, "error", ScanError) < 0) {
        Py_XDECREF(ScanError);
        Py_DECREF(m);
        return NULL;
    }
    if (PyModule_AddIntConstant(m, "ABI", 2) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}

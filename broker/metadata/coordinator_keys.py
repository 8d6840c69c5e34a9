"""Which partition of an internal topic a coordinator key belongs to, as Kafka places them: group
ids on `__consumer_offsets` and transactional ids on `__transaction_state`, both by
`Utils.abs(key.hashCode()) % partition count`. One place, since the group coordinator, the
transaction coordinator and a partition leader verifying a transaction (KIP-890) all ask."""
from __future__ import annotations


def java_string_hash(text: str) -> int:
    """`String.hashCode()` as the JVM computes it: over UTF-16 code units, in 32-bit ints."""
    value = 0
    data = text.encode("utf-16-be")
    for index in range(0, len(data), 2):
        value = (31 * value + ((data[index] << 8) | data[index + 1])) & 0xFFFFFFFF
    return value - (1 << 32) if value >= (1 << 31) else value


def coordinator_partition(key: str, partition_count: int) -> int:
    """Kafka's `Utils.abs(key.hashCode()) % partition_count` (its abs maps MIN_VALUE to 0)."""
    code = java_string_hash(key)
    return (0 if code == -(1 << 31) else abs(code)) % partition_count

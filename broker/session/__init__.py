"""KIP-227 incremental fetch sessions, the broker side (Kafka's FetchSession, FetchSessionCache)."""

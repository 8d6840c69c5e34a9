"""The network layer: the Kafka-protocol server, its connections, and request dispatch (`registry`)."""

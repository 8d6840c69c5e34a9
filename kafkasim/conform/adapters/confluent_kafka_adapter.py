"""The driver protocol's adapter for confluent-kafka (librdkafka)."""

from __future__ import annotations

import sys
import time

from kafkasim.conform.adapters.base import Unsupported, serve


class ConfluentKafka:
    def __init__(self) -> None:
        self.consumer = None
        self.producer = None

    @staticmethod
    def error_name(error: Exception) -> str:
        from confluent_kafka import KafkaException

        if isinstance(error, KafkaException) and error.args:
            return error.args[0].name()
        return type(error).__name__

    def op_hello(self) -> dict:
        import confluent_kafka

        return {"client": "confluent-kafka",
                "version": f"{confluent_kafka.__version__} (librdkafka "
                           f"{confluent_kafka.libversion()[0]})",
                "features": ["rack", "transactions", "groups"]}

    def op_consumer(self, bootstrap: str, client_id: str, rack: str | None = None,
                    group: str | None = None, config: dict | None = None) -> dict:
        from confluent_kafka import Consumer

        settings = {"bootstrap.servers": bootstrap, "client.id": client_id,
                    "group.id": group or f"{client_id}-unused", "enable.auto.commit": False,
                    "auto.offset.reset": "earliest", "topic.metadata.refresh.interval.ms": 300000}
        if rack:
            settings["client.rack"] = rack
        settings.update(config or {})
        self.consumer = Consumer(settings)
        return {}

    def op_assign(self, topic: str, partitions: list[int], offset: int) -> dict:
        from confluent_kafka import TopicPartition

        self.consumer.assign([TopicPartition(topic, p, offset) for p in partitions])
        return {}

    def op_subscribe(self, topics: list[str]) -> dict:
        self.consumer.subscribe(topics)
        return {}

    def op_consume(self, count: int, timeout_ms: int) -> dict:
        records, errors = [], []
        deadline = time.monotonic() + timeout_ms / 1000
        while len(records) < count and time.monotonic() < deadline:
            message = self.consumer.poll(min(0.2, max(0.0, deadline - time.monotonic())))
            if message is None:
                continue
            if message.error() is not None:
                if not message.error().name().endswith("PARTITION_EOF"):
                    errors.append(message.error().name())
                continue
            records.append({"topic": message.topic(), "partition": message.partition(),
                            "offset": message.offset(),
                            "value": (message.value() or b"").decode("utf-8", "replace")})
        return {"records": records, "errors": errors}

    def op_seek(self, topic: str, partition: int, offset: int) -> dict:
        from confluent_kafka import TopicPartition

        self.consumer.seek(TopicPartition(topic, partition, offset))
        return {}

    def op_commit(self) -> dict:
        self.consumer.commit(asynchronous=False)
        return {}

    def op_producer(self, bootstrap: str, client_id: str, transactional_id: str | None = None,
                    config: dict | None = None) -> dict:
        from confluent_kafka import Producer

        settings = {"bootstrap.servers": bootstrap, "client.id": client_id, "acks": "all"}
        if transactional_id:
            settings["transactional.id"] = transactional_id
        settings.update(config or {})
        self.producer = Producer(settings)
        if transactional_id:
            self.producer.init_transactions(30)
        return {}

    def op_produce(self, topic: str, partition: int, values: list[str]) -> dict:
        results: list = []

        def delivered(error, message) -> None:
            results.append((error, message))

        for value in values:
            self.producer.produce(topic, value=value.encode(), partition=partition,
                                  on_delivery=delivered)
        self.producer.flush(30)
        failed = [e for e, _ in results if e is not None]
        if failed:
            raise RuntimeError(failed[0].name())
        return {"offsets": [m.offset() for _, m in results]}

    def op_transaction(self, action: str) -> dict:
        if action == "begin":
            self.producer.begin_transaction()
        elif action == "commit":
            self.producer.commit_transaction(30)
        elif action == "abort":
            self.producer.abort_transaction(30)
        else:
            raise Unsupported(f"transaction action {action!r}")
        return {}

    def op_close(self) -> dict:
        if self.consumer is not None:
            self.consumer.close()
        if self.producer is not None:
            self.producer.flush(10)
        return {}


if __name__ == "__main__":
    serve(ConfluentKafka())
    sys.exit(0)

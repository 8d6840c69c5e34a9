"""The driver protocol's adapter for kafka-python."""

from __future__ import annotations

import sys

from kafkasim.conform.adapters.base import Unsupported, consume_polling, serve


class KafkaPython:
    def __init__(self) -> None:
        self.consumer = None
        self.producer = None

    @staticmethod
    def error_name(error: Exception) -> str:
        name = getattr(error, "message", None)  # kafka.errors' BrokerResponseErrors
        return name if isinstance(name, str) and name.isupper() else type(error).__name__

    def op_hello(self) -> dict:
        import kafka

        return {"client": "kafka-python", "version": kafka.__version__,
                "features": ["rack", "groups"]}

    def op_consumer(self, bootstrap: str, client_id: str, rack: str | None = None,
                    group: str | None = None, config: dict | None = None) -> dict:
        from kafka import KafkaConsumer

        settings = {"bootstrap_servers": bootstrap, "client_id": client_id,
                    "group_id": group, "enable_auto_commit": False,
                    "auto_offset_reset": "earliest", **(config or {})}
        if rack:
            settings["client_rack"] = rack
        self.consumer = KafkaConsumer(**settings)
        return {}

    def op_assign(self, topic: str, partitions: list[int], offset: int) -> dict:
        from kafka import TopicPartition

        assigned = [TopicPartition(topic, p) for p in partitions]
        self.consumer.assign(assigned)
        for partition in assigned:
            self.consumer.seek(partition, offset)
        return {}

    def op_subscribe(self, topics: list[str]) -> dict:
        self.consumer.subscribe(topics)
        return {}

    def op_consume(self, count: int, timeout_ms: int) -> dict:
        return consume_polling(
            lambda most: self.consumer.poll(timeout_ms=200, max_records=most), count,
            timeout_ms, self.error_name)

    def op_seek(self, topic: str, partition: int, offset: int) -> dict:
        from kafka import TopicPartition

        self.consumer.seek(TopicPartition(topic, partition), offset)
        return {}

    def op_commit(self) -> dict:
        self.consumer.commit()
        return {}

    def op_producer(self, bootstrap: str, client_id: str, transactional_id: str | None = None,
                    config: dict | None = None) -> dict:
        from kafka import KafkaProducer

        if transactional_id:
            raise Unsupported("the adapter drives kafka-python's producer without transactions")
        self.producer = KafkaProducer(bootstrap_servers=bootstrap, client_id=client_id,
                                      acks="all", **(config or {}))
        return {}

    def op_produce(self, topic: str, partition: int, values: list[str]) -> dict:
        futures = [self.producer.send(topic, value=v.encode(), partition=partition)
                   for v in values]
        self.producer.flush(30)
        return {"offsets": [f.get(timeout=30).offset for f in futures]}

    def op_close(self) -> dict:
        if self.consumer is not None:
            self.consumer.close()
        if self.producer is not None:
            self.producer.close(timeout=10)
        return {}


if __name__ == "__main__":
    serve(KafkaPython())
    sys.exit(0)

"""The driver protocol's adapter for kafkasim's own client (kafkasim.client): it runs the
asyncio consumer and producer on a loop of its own, one op at a time."""

from __future__ import annotations

import asyncio
import sys

from kafkasim.conform.adapters.base import Unsupported, consume_awaiting, serve


class KafkasimClient:
    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.consumer = None
        self.producer = None

    @staticmethod
    def error_name(error: Exception) -> str:
        code = getattr(error, "code", None)
        name = getattr(code, "name", None)
        return name or type(error).__name__

    def run(self, coroutine):
        return self.loop.run_until_complete(coroutine)

    def op_hello(self) -> dict:
        import kafkasim

        return {"client": "kafkasim", "version": kafkasim.__version__,
                "features": ["rack", "groups"]}

    def op_consumer(self, bootstrap: str, client_id: str, rack: str | None = None,
                    group: str | None = None, config: dict | None = None) -> dict:
        from kafkasim.client.consumer import Consumer

        settings = {"client_id": client_id, "auto_offset_reset": "earliest",
                    "enable_auto_commit": False, **(config or {})}
        if rack:
            settings["client_rack"] = rack
        if group:
            settings["group_id"] = group
        self.consumer = Consumer(bootstrap, **settings)
        self.run(self.consumer.start())
        return {}

    def op_assign(self, topic: str, partitions: list[int], offset: int) -> dict:
        from kafkasim.client.consumer import TopicPartition

        assigned = [TopicPartition(topic, p) for p in partitions]
        self.consumer.assign(assigned)
        for partition in assigned:
            self.consumer.seek(partition, offset)
        return {}

    def op_subscribe(self, topics: list[str]) -> dict:
        self.consumer.subscribe(topics)
        return {}

    def op_consume(self, count: int, timeout_ms: int) -> dict:
        return self.run(consume_awaiting(
            lambda most: self.consumer.getmany(timeout_ms=200, max_records=most), count,
            timeout_ms, self.error_name))

    def op_seek(self, topic: str, partition: int, offset: int) -> dict:
        from kafkasim.client.consumer import TopicPartition

        self.consumer.seek(TopicPartition(topic, partition), offset)
        return {}

    def op_commit(self) -> dict:
        self.run(self.consumer.commit())
        return {}

    def op_producer(self, bootstrap: str, client_id: str, transactional_id: str | None = None,
                    config: dict | None = None) -> dict:
        from kafkasim.client.producer import Producer

        if transactional_id:
            raise Unsupported("kafkasim's producer has no transactions")
        self.producer = Producer(bootstrap, client_id=client_id, **(config or {}))
        self.run(self.producer.start())
        return {}

    def op_produce(self, topic: str, partition: int, values: list[str]) -> dict:
        async def produce() -> list[int]:
            sent = [self.producer.send(topic, value.encode(), partition=partition)
                    for value in values]
            return [offset for _, offset in await asyncio.gather(*sent)]

        return {"offsets": self.run(produce())}

    def op_close(self) -> dict:
        if self.consumer is not None:
            self.run(self.consumer.close())
        if self.producer is not None:
            self.run(self.producer.close())
        return {}


if __name__ == "__main__":
    serve(KafkasimClient())
    sys.exit(0)

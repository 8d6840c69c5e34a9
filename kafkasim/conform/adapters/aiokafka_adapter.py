"""The driver protocol's adapter for aiokafka: its consumer and producer on a loop of the
adapter's own, one op at a time."""

from __future__ import annotations

import asyncio
import sys

from kafkasim.conform.adapters.base import Unsupported, consume_awaiting, serve


class AioKafka:
    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.consumer = None
        self.producer = None

    @staticmethod
    def error_name(error: Exception) -> str:
        name = getattr(error, "message", None)  # aiokafka.errors' BrokerResponseErrors
        return name if isinstance(name, str) and name.isupper() else type(error).__name__

    def run(self, coroutine):
        return self.loop.run_until_complete(coroutine)

    def on_loop(self, function, *args):
        """Call `function` inside the loop (aiokafka's assignment makes futures there)."""
        async def call():
            return function(*args)

        return self.run(call())

    def op_hello(self) -> dict:
        import aiokafka

        return {"client": "aiokafka", "version": aiokafka.__version__,
                "features": ["rack", "groups", "transactions"]}

    def op_consumer(self, bootstrap: str, client_id: str, rack: str | None = None,
                    group: str | None = None, config: dict | None = None) -> dict:
        from aiokafka import AIOKafkaConsumer

        async def start():
            consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, client_id=client_id,
                                        group_id=group, enable_auto_commit=False,
                                        auto_offset_reset="earliest",
                                        client_rack=rack, **(config or {}))
            await consumer.start()
            return consumer

        self.consumer = self.run(start())
        return {}

    def op_assign(self, topic: str, partitions: list[int], offset: int) -> dict:
        from aiokafka import TopicPartition

        assigned = [TopicPartition(topic, p) for p in partitions]
        self.on_loop(self.consumer.assign, assigned)
        for partition in assigned:
            self.on_loop(self.consumer.seek, partition, offset)
        return {}

    def op_subscribe(self, topics: list[str]) -> dict:
        self.on_loop(self.consumer.subscribe, topics)
        return {}

    def op_consume(self, count: int, timeout_ms: int) -> dict:
        return self.run(consume_awaiting(
            lambda most: self.consumer.getmany(timeout_ms=200, max_records=most), count,
            timeout_ms, self.error_name))

    def op_seek(self, topic: str, partition: int, offset: int) -> dict:
        from aiokafka import TopicPartition

        self.on_loop(self.consumer.seek, TopicPartition(topic, partition), offset)
        return {}

    def op_commit(self) -> dict:
        self.run(self.consumer.commit())
        return {}

    def op_producer(self, bootstrap: str, client_id: str, transactional_id: str | None = None,
                    config: dict | None = None) -> dict:
        from aiokafka import AIOKafkaProducer

        async def start():
            producer = AIOKafkaProducer(bootstrap_servers=bootstrap, client_id=client_id,
                                        acks="all", transactional_id=transactional_id,
                                        **(config or {}))
            await producer.start()
            return producer

        self.producer = self.run(start())
        return {}

    def op_produce(self, topic: str, partition: int, values: list[str]) -> dict:
        async def produce() -> list[int]:
            sent = [await self.producer.send(topic, v.encode(), partition=partition)
                    for v in values]
            return [(await future).offset for future in sent]

        return {"offsets": self.run(produce())}

    def op_transaction(self, action: str) -> dict:
        calls = {"begin": self.producer.begin_transaction,
                 "commit": self.producer.commit_transaction,
                 "abort": self.producer.abort_transaction}
        if action not in calls:
            raise Unsupported(f"transaction action {action!r}")
        self.run(calls[action]())
        return {}

    def op_close(self) -> dict:
        if self.consumer is not None:
            self.run(self.consumer.stop())
        if self.producer is not None:
            self.run(self.producer.stop())
        return {}


if __name__ == "__main__":
    serve(AioKafka())
    sys.exit(0)

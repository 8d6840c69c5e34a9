"""The driver protocol's adapter for kafkasim's own client (kafkasim.client): it runs the
asyncio consumer and producer on a loop of its own, one op at a time."""

from __future__ import annotations

import asyncio
import sys
import time

from kafkasim.conform.adapters.base import Unsupported, serve


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
        records, errors = [], []
        deadline = time.monotonic() + timeout_ms / 1000

        async def consume() -> None:
            while len(records) < count and time.monotonic() < deadline:
                wait = max(1, int((deadline - time.monotonic()) * 1000))
                try:
                    batches = await self.consumer.getmany(timeout_ms=min(wait, 200),
                                                          max_records=count - len(records))
                except Exception as error:  # an error the client hands the application
                    errors.append(self.error_name(error))
                    continue
                for batch in batches.values():
                    records.extend({"topic": r.topic, "partition": r.partition,
                                    "offset": r.offset,
                                    "value": (r.value or b"").decode("utf-8", "replace")}
                                   for r in batch)

        self.run(consume())
        return {"records": records, "errors": errors}

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

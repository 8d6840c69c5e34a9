"""kafkasim's client side: its own asyncio consumer (`consumer`, with `fetcher`, `positions`,
`group`, `cluster`) and producer (`producer`), the fetch-log format (`fetch_log`) and its
topic sink (`log_sink`), librdkafka statistics as fetch logs, the demo and the synthetic log
generator. Imports `kafkasim.protocol`, never the broker (docs/client.md)."""

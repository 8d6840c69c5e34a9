"""`kafkasim conform`: a KIP conformance scorecard for a Kafka client library (issue 25).

The client under test runs as a process of its own, an adapter, driven through the driver
protocol (`driver.py`: JSON lines over stdin and stdout). Each scenario (`scenarios.py`) sets
up a kafkasim cluster, drives the client, and decides PASS, FAIL or NOT-SUPPORTED from the
requests the brokers captured, which it keeps as evidence with the KIP section it checks.
`report.py` renders the scorecard as a terminal table, JSON and an HTML page.

    from kafkasim.conform import run_scorecard
    card = run_scorecard("confluent-kafka")
    print(card.table())
"""

from __future__ import annotations

from kafkasim.conform.runner import ADAPTERS, Scorecard, run_scorecard

__all__ = ["ADAPTERS", "Scorecard", "run_scorecard"]

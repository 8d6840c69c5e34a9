"""TCP faults on kafkasim's own listeners, seen byte by byte on a raw socket (issue 25 part 5).

toxiproxy's kinds of fault (latency, bandwidth, slow_close, reset_peer/limit_data, timeout)
without a proxy: broker/network/wire_faults.py says what each does on the wire,
broker/control/tcp_faults.py which requests a rule takes. The client side here is a plain
socket, so each test sees exactly which bytes arrived and how the connection ended; the tests
with real client libraries are in tests/clients/test_tcp_faults.py."""

from __future__ import annotations

import asyncio
import logging
import struct

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.broker.control.faults import FaultError
from kafkasim.broker.network.topology import load_topology
from kafkasim.broker.network.wire_faults import Direction, WireFault, WireFaultKind
from kafkasim.protocol.framing import encode_request
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest
from tests.helpers.cluster import TEST_CLUSTER_CONFIG

API_VERSIONS = 18
SOFTWARE = {"client_software_name": "kafkasim-tests", "client_software_version": "1.0"}
WAIT = 20.0  # seconds any single wait below may take on a loaded machine before it fails


class RawConnection:
    """A plain TCP connection speaking size-prefixed frames. A task reads everything that
    arrives into `received` and sets `ended` to how the connection ended: "eof" (FIN) or
    "reset" (RST)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.writer = writer
        self.received = bytearray()
        self.ended: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        self._arrived = asyncio.Event()
        self._read = 0  # how much of `received` frame() has handed out
        self._task = asyncio.ensure_future(self._collect(reader))

    @classmethod
    async def open(cls, host: str, port: int) -> RawConnection:
        return cls(*await asyncio.open_connection(host, port))

    async def _collect(self, reader: asyncio.StreamReader) -> None:
        try:
            while chunk := await reader.read(65536):
                self.received += chunk
                self._arrived.set()
            self.ended.set_result("eof")
        except ConnectionResetError:
            self.ended.set_result("reset")
        self._arrived.set()

    def send_api_versions(self, correlation_id: int, client_id: str = "raw") -> None:
        self.writer.writelines(encode_request(API_VERSIONS, 3, correlation_id, client_id,
                                              ApiVersionsRequest(**SOFTWARE)))

    async def _available(self, size: int) -> None:
        async with asyncio.timeout(WAIT):
            while len(self.received) - self._read < size:
                assert not self.ended.done(), f"connection ended ({self.ended.result()})"
                self._arrived.clear()
                await self._arrived.wait()  # wait point: more bytes, or the end

    async def frame(self) -> bytes:
        """The next whole response frame, its size prefix included."""
        await self._available(4)
        (size,) = struct.unpack(">i", self.received[self._read:self._read + 4])
        await self._available(4 + size)
        frame = bytes(self.received[self._read:self._read + 4 + size])
        self._read += 4 + size
        return frame

    async def until_closed(self) -> tuple[bytes, str]:
        """Every byte that arrived until the connection ended, and how it ended."""
        ending = await asyncio.wait_for(asyncio.shield(self.ended), WAIT)
        return bytes(self.received), ending

    def close(self) -> None:
        self._task.cancel()
        self.writer.close()


@pytest.fixture
async def cluster():
    async with Cluster(brokers=2, config=TEST_CLUSTER_CONFIG) as running:
        yield running


def exchanges_of(cluster, client_id: str) -> list:
    """The captured ApiVersions exchanges of one client id, oldest first."""
    return [e for e in cluster.requests("ApiVersions") if e.client_id == client_id]


async def answer_in_full(broker, correlation_id: int) -> bytes:
    """The ApiVersions response frame a connection without faults gets (the reference for the
    bytes a faulted one receives)."""
    connection = await RawConnection.open(broker.host, broker.port)
    try:
        connection.send_api_versions(correlation_id, client_id="reference")
        return await connection.frame()
    finally:
        connection.close()


async def test_cut_mid_frame_sends_the_first_bytes_then_closes_and_logs_one_line(cluster, caplog):
    """Verifies that a `cut` fault sends the first `at_byte` bytes of the response, exactly
    those a connection without the fault gets, then closes the connection (FIN) in the middle
    of the frame with one log line, while another client's connection to the same broker is
    answered in full (toxiproxy's limit_data downstream, on the broker's own listener)."""
    broker = cluster.brokers[1]
    full = await answer_in_full(broker, 7)
    rule = cluster.tcp_fault("cut", api="ApiVersions", broker=1, client_id="victim", at_byte=9)
    victim = await RawConnection.open(broker.host, broker.port)
    other = await RawConnection.open(broker.host, broker.port)
    try:
        with caplog.at_level(logging.INFO, logger="kafkasim.server"):
            other.send_api_versions(7, client_id="bystander")
            victim.send_api_versions(7, client_id="victim")
            received, ending = await victim.until_closed()
            assert (received, ending) == (full[:9], "eof")
            assert await other.frame() == full
            other.send_api_versions(7, client_id="bystander")
            assert await other.frame() == full
        lines = [r.getMessage() for r in caplog.records if "cut fault" in r.getMessage()]
        assert len(lines) == 1 and f"after 9 of its {len(full)} bytes" in lines[0]
        assert rule.hits == 1 and not cluster.tcp_faults()
        [exchange] = exchanges_of(cluster, "victim")
        assert exchange.outcome == "tcp:cut" and exchange.fault == rule.id
    finally:
        victim.close()
        other.close()


async def test_cut_defaults_to_half_the_frame(cluster):
    """Verifies that a `cut` fault without `at_byte` stops the response at half its size."""
    broker = cluster.brokers[2]
    full = await answer_in_full(broker, 3)
    cluster.tcp_fault("cut", api=API_VERSIONS, broker=2)
    connection = await RawConnection.open(broker.host, broker.port)
    try:
        connection.send_api_versions(3)
        assert await connection.until_closed() == (full[:len(full) // 2], "eof")
    finally:
        connection.close()


async def test_reset_after_n_response_bytes(cluster):
    """Verifies that a `reset` fault lets exactly `after_bytes` bytes of responses through,
    counted across the responses that follow the request it took, then resets the connection
    (RST, which the client reads as ECONNRESET, not an end of stream) in the middle of a
    frame."""
    broker = cluster.brokers[1]
    full = await answer_in_full(broker, 5)
    cluster.tcp_fault("reset", api="ApiVersions", after_bytes=len(full) + 6)
    connection = await RawConnection.open(broker.host, broker.port)
    try:
        connection.send_api_versions(5)
        assert await connection.frame() == full  # within the budget: whole
        connection.send_api_versions(5)
        received, ending = await connection.until_closed()
        assert ending == "reset"
        # What arrived before the RST is at most the 6 bytes left (Linux may discard data
        # that was not read yet when the RST lands), and a prefix of the response.
        assert received.startswith(full)
        assert len(received) - len(full) <= 6 and full.startswith(received[len(full):])
    finally:
        connection.close()


async def test_reset_in_a_request_is_never_handled(cluster):
    """Verifies that a `reset` fault counting request bytes resets the connection inside the
    request that exceeds the count: the broker never handles it (nothing captured), and
    answers nothing."""
    broker = cluster.brokers[1]
    cluster.tcp_fault("reset", api="ApiVersions", direction="request", after_bytes=10,
                      client_id="cut-in")
    connection = await RawConnection.open(broker.host, broker.port)
    try:
        connection.send_api_versions(11, client_id="cut-in")
        assert await connection.until_closed() == (b"", "reset")
        assert exchanges_of(cluster, "cut-in") == []
    finally:
        connection.close()


async def test_dropped_response_leaves_the_connection_open_and_silent(cluster):
    """Verifies that a `drop_response` fault lets the broker handle the request but loses its
    response, and that the connection stays open: the next request on it is read and handled
    too (it is captured, answered), yet no byte reaches the client, until the client closes
    it (toxiproxy's timeout toxic with no timeout, on one direction)."""
    broker = cluster.brokers[1]
    rule = cluster.tcp_fault("drop_response", api="ApiVersions", client_id="silent")
    connection = await RawConnection.open(broker.host, broker.port)
    try:
        connection.send_api_versions(1, client_id="silent")
        connection.send_api_versions(2, client_id="silent")
        await cluster.wait_until(
            lambda: [e.outcome for e in exchanges_of(cluster, "silent")][1:] == ["answered"],
            timeout=WAIT)
        first, second = exchanges_of(cluster, "silent")
        assert (first.outcome, first.fault, second.outcome) == \
            ("tcp:drop_response", rule.id, "answered")
        # The second answer was handed to the listener (captured above) and withheld: the
        # stream stalled at the lost response, and the connection is still open. (Bytes sent
        # on loopback arrive before the broker's next turn of its loop; the round trip of
        # another connection to the same broker waits out that turn.)
        await answer_in_full(broker, 1)
        assert connection.received == b"" and not connection.ended.done()
    finally:
        connection.close()


async def test_slow_close_answers_nothing_then_closes(cluster):
    """Verifies that a `slow_close` fault handles the request, sends nothing, and closes the
    connection with a FIN (not a reset) after its delay."""
    broker = cluster.brokers[2]
    cluster.tcp_fault("slow_close", api="ApiVersions", delay_ms=300)
    connection = await RawConnection.open(broker.host, broker.port)
    try:
        connection.send_api_versions(4)
        assert await connection.until_closed() == (b"", "eof")
        [exchange] = exchanges_of(cluster, "raw")
        assert exchange.outcome == "tcp:slow_close"
    finally:
        connection.close()


async def test_slow_response_arrives_late_and_whole(cluster):
    """Verifies that a `slow` fault on responses holds the answer back (a client waiting a
    tenth of its latency has nothing) and then delivers it whole; the request itself reached
    the broker at once (captured and answered while the client still waits)."""
    broker = cluster.brokers[1]
    full = await answer_in_full(broker, 8)
    cluster.tcp_fault("slow", api="ApiVersions", direction="response", latency_ms=3000,
                      client_id="far")
    connection = await RawConnection.open(broker.host, broker.port)
    try:
        connection.send_api_versions(8, client_id="far")
        await cluster.wait_until(
            lambda: [e.outcome for e in exchanges_of(cluster, "far")] == ["answered"],
            timeout=WAIT)
        await answer_in_full(broker, 8)  # a round trip of another connection: see above
        assert connection.received == b""
        assert await connection.frame() == full
    finally:
        connection.close()


async def test_slow_request_reaches_the_broker_late(cluster):
    """Verifies that a `slow` fault on requests holds the request back before the broker sees
    it: nothing is captured while it travels, then it is handled and answered."""
    broker = cluster.brokers[1]
    cluster.tcp_fault("slow", api="ApiVersions", direction="request", latency_ms=3000,
                      client_id="uphill")
    connection = await RawConnection.open(broker.host, broker.port)
    try:
        connection.send_api_versions(9, client_id="uphill")
        await answer_in_full(broker, 9)  # the broker read and answered a later request
        assert exchanges_of(cluster, "uphill") == [] and connection.received == b""
        assert len(await connection.frame()) > 4
        [exchange] = exchanges_of(cluster, "uphill")
        assert exchange.outcome == "answered"
    finally:
        connection.close()


def test_slow_fault_times_a_message_like_the_network_model():
    """Verifies that a slow fault's trip is its latency plus the message's size at its
    bandwidth (topology.py's Link arithmetic), in the directions it names only."""
    fault = WireFault(WireFaultKind.SLOW, Direction.BOTH, latency_ms=20, bytes_per_second=1000)
    assert fault.request_delay(500) == pytest.approx(0.52)
    assert fault.response_delay(2000) == pytest.approx(2.02)
    shaped = WireFault(WireFaultKind.SLOW, Direction.RESPONSE, bytes_per_second=100)
    assert shaped.response_delay(50) == pytest.approx(0.5) and shaped.request_delay(50) == 0
    assert WireFault(WireFaultKind.CUT).response_delay(10**6) == 0.0


async def start_with_racks() -> Cluster:
    """A 3-broker cluster of the default network model (a listener per rack on each broker).
    Its listeners' ports are drawn at random below the ephemeral range; another process on
    this shared machine may take one between the probe and the bind (OSError), so a start
    that fails so is tried again, twice at most."""
    for attempt in range(3):
        cluster = Cluster(brokers=3, racks=("a", "b", "c"), topology=load_topology("default"),
                          config=TEST_CLUSTER_CONFIG)
        try:
            return await cluster.__aenter__()
        except OSError:
            if attempt == 2:
                raise
    raise AssertionError("unreachable")


async def test_rack_pair_targets_one_link_of_the_network_model():
    """Verifies that a rule naming a pair of racks takes requests from clients of one rack to
    brokers of the other (either way round), on the rack listeners of the network model, and
    leaves other links alone; the advertised rack listeners keep serving."""
    cluster = await start_with_racks()
    try:
        cluster.tcp_fault("cut", api="ApiVersions", racks=("a", "b"), count=None, at_byte=2)
        broker_b = cluster.brokers[2]  # rack b
        assert broker_b.rack == "b"
        full = await answer_in_full(broker_b, 1)  # the primary listener: no rack, no cut
        hit = await RawConnection.open(broker_b.host, broker_b.rack_servers["a"].port)
        spared = await RawConnection.open(broker_b.host, broker_b.rack_servers["c"].port)
        try:
            hit.send_api_versions(1)
            spared.send_api_versions(1)
            assert await hit.until_closed() == (full[:2], "eof")
            assert len(await spared.frame()) > 4
        finally:
            hit.close()
            spared.close()
    finally:
        await cluster.__aexit__(None, None, None)


async def test_wrong_input_is_one_fault_error(cluster):
    """Verifies that each wrong argument is refused with a FaultError (an InvalidArgument,
    HTTP 400) saying what is wrong, and nothing is pushed."""
    cases = [
        (("bogus",), {}, "unknown TCP fault kind"),
        (("slow",), {}, "needs latency_ms or bytes_per_second"),
        (("slow",), {"latency_ms": -1}, "latency_ms must be a non-negative"),
        (("slow",), {"latency_ms": 5, "direction": "sideways"}, "unknown direction"),
        (("slow",), {"latency_ms": 5, "jitter_ms": 9}, "jitter_ms is larger"),
        (("slow",), {"bytes_per_second": 0}, "bytes_per_second must be positive"),
        (("cut",), {"direction": "request"}, "acts on responses only"),
        (("reset",), {"direction": "both"}, "one direction"),
        (("cut",), {"count": 0}, "count must be at least 1"),
        (("cut",), {"api": "NoSuchApi"}, "unknown API"),
        (("cut",), {"racks": ("a", "b", "c")}, "one or two racks"),
    ]
    for args, kwargs, message in cases:
        with pytest.raises(FaultError, match=message):
            cluster.tcp_fault(*args, **kwargs)
    assert cluster.tcp_faults() == []


async def test_reset_and_remove_clear_the_rules(cluster):
    """Verifies that a rule is listed newest first, that `remove_tcp_fault` takes one off
    (False for an id not on the stack), and that `reset()` (a shared cluster between tests)
    clears the rest, so a later connection is answered in full."""
    first = cluster.tcp_fault("cut", api="ApiVersions")
    second = cluster.tcp_fault("slow", latency_ms=1)
    assert [rule.id for rule in cluster.tcp_faults()] == [second.id, first.id]
    assert cluster.remove_tcp_fault(second.id) and not cluster.remove_tcp_fault(second.id)
    await cluster.reset()
    assert cluster.tcp_faults() == []
    broker = cluster.brokers[1]
    connection = await RawConnection.open(broker.host, broker.port)
    try:
        connection.send_api_versions(6)
        assert len(await connection.frame()) > 4
    finally:
        connection.close()

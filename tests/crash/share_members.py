"""librdkafka's share consumers (confluent-kafka's ShareConsumer) as the SIGKILL share test runs
them: the same contract as the Java client's `share-members` mode (tests/clients/java/.../
ShareMembers.java), so the test reads both alike.

    python -m tests.crash.share_members BOOTSTRAP TOPIC GROUP MEMBERS COUNT STALL_MS STALLS
        IDLE_MS EVENTS_FILE TIMEOUT_S

MEMBERS ShareConsumers of share group GROUP, one thread each, read TOPIC with explicit
acknowledgement until COUNT distinct records were delivered and no member has had a record for
IDLE_MS (or TIMEOUT_S passes). Each poll's records are accepted and committed with commit_sync,
whose answer per partition says whether the acknowledgements took (a refusal may still have
taken: a broker killed after the share coordinator wrote the state, so the members wait for
silence rather than for COUNT confirmations). Events go to EVENTS_FILE, one line each, with time.monotonic_ns (one clock
for every member): `D member partition offset delivery_count ns`, `A member partition offset ns`
(confirmed), `F member partition offset ns` (refused), `S member ns` (member 0's stall ended:
it holds its 3rd, 6th, ... poll's records STALL_MS before acknowledging them, STALLS times,
so their acquisition locks expire). Progress lines `{"acknowledged": N, "stalls": K}` go to
stderr every second; the last stdout line is the result as JSON, with the refusals' errors by
text.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from collections import Counter


class Members:
    def __init__(self, bootstrap: str, topic: str, group: str, members: int, count: int,
                 stall_ms: int, stalls: int, idle_ms: int, events_file: str,
                 timeout_s: float) -> None:
        self.config = {"bootstrap.servers": bootstrap, "group.id": group,
                       "share.acknowledgement.mode": "explicit"}
        self.topic = topic
        self.members = members
        self.count = count
        self.stall_s = stall_ms / 1000
        self.stalls = stalls
        self.idle_s = idle_ms / 1000
        self.events = open(events_file, "w", encoding="ascii")
        self.deadline = time.monotonic() + timeout_s
        self.lock = threading.Lock()
        self.delivered: set[tuple[int, int]] = set()
        self.acknowledged: set[tuple[int, int]] = set()
        self.last_records = time.monotonic()
        self.deliveries = 0
        self.refused = 0
        self.stalls_done = 0
        self.errors: Counter[str] = Counter()
        self.stopping = False

    def done(self) -> bool:
        """Stopped, out of time, or every record delivered and none for IDLE_MS."""
        now = time.monotonic()
        return self.stopping or now > self.deadline or (
            len(self.delivered) >= self.count and now - self.last_records > self.idle_s)

    def note_error(self, text: str) -> None:
        with self.lock:
            self.errors[text[:200]] += 1

    def member(self, member: int) -> None:
        from confluent_kafka import KafkaException, ShareConsumer

        polls = 0
        consumer = ShareConsumer(self.config)
        try:
            consumer.subscribe([self.topic])
            while not self.done():
                try:
                    batch = [m for m in consumer.poll(0.5) if m.error() is None]
                except KafkaException as error:
                    # A partition's fetch failed (its leader or share coordinator just died):
                    # noted, and polled again as an application would.
                    if error.args[0].fatal():
                        raise
                    self.note_error(str(error))
                    continue
                if not batch:
                    continue
                polls += 1
                self.last_records = time.monotonic()
                lines = []
                offsets: dict[int, list[int]] = {}
                for message in batch:
                    lines.append(f"D {member} {message.partition()} {message.offset()} "
                                 f"{message.delivery_count()} {time.monotonic_ns()}\n")
                    offsets.setdefault(message.partition(), []).append(message.offset())
                if member == 0 and self.stalls_done < self.stalls and polls % 3 == 0:
                    time.sleep(self.stall_s)  # the locks of this poll's records expire meanwhile
                    self.stalls_done += 1
                    lines.append(f"S {member} {time.monotonic_ns()}\n")
                for message in batch:
                    consumer.acknowledge(message)
                try:
                    answers = consumer.commit_sync(30)
                except KafkaException as error:
                    self.note_error(str(error))
                    answers = {}
                now = time.monotonic_ns()
                refusals = {tp.partition: error for tp, error in answers.items()}
                with self.lock:
                    self.deliveries += len(batch)
                    for partition, partition_offsets in offsets.items():
                        self.delivered.update((partition, offset) for offset in partition_offsets)
                        error = refusals.get(partition, "no answer")
                        kind = "F" if error is not None else "A"
                        if error is not None:
                            self.errors[str(error)[:200]] += 1
                        for offset in partition_offsets:
                            lines.append(f"{kind} {member} {partition} {offset} {now}\n")
                            if error is None:
                                self.acknowledged.add((partition, offset))
                            else:
                                self.refused += 1
                    self.events.writelines(lines)
        except Exception as error:  # noqa: BLE001 - reported in the result, the run stops
            self.note_error(f"member {member}: {error!r}")
            self.stopping = True
        finally:
            consumer.close()

    def run(self) -> dict:
        threads = [threading.Thread(target=self.member, args=(m,), name=f"share-member-{m}")
                   for m in range(self.members)]
        for thread in threads:
            thread.start()
        while any(thread.is_alive() for thread in threads):
            # One write per line: librdkafka's threads log to the same stderr.
            sys.stderr.write(json.dumps({"acknowledged": len(self.acknowledged),
                                         "stalls": self.stalls_done}) + "\n")
            sys.stderr.flush()
            for thread in threads:
                thread.join(1 / self.members)
        self.events.close()
        return {"client": "confluent-kafka", "members": self.members,
                "deliveries": self.deliveries, "delivered": len(self.delivered),
                "acknowledged": len(self.acknowledged), "refused": self.refused,
                "stalls": self.stalls_done, "errors": dict(self.errors),
                "ok": len(self.delivered) >= self.count}


def main(argv: list[str]) -> int:
    if len(argv) != 10:
        print("usage: python -m tests.crash.share_members BOOTSTRAP TOPIC GROUP MEMBERS COUNT "
              "STALL_MS STALLS IDLE_MS EVENTS_FILE TIMEOUT_S", file=sys.stderr)
        return 2
    bootstrap, topic, group, members, count, stall_ms, stalls, idle_ms, events, timeout = argv
    result = Members(bootstrap, topic, group, int(members), int(count), int(stall_ms),
                     int(stalls), int(idle_ms), events, float(timeout)).run()
    print(json.dumps(result), flush=True)
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

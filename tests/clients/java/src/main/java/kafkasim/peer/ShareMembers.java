package kafkasim.peer;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import org.apache.kafka.clients.consumer.AcknowledgeType;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaShareConsumer;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicIdPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;

/**
 * The {@code share-members} mode: --members KafkaShareConsumers of share group --group, one
 * thread each, read --topic with explicit acknowledgement until --count distinct records were
 * delivered and no member has had a record for --idle-ms (or --timeout-ms passes). Each poll's
 * records are accepted and committed with commitSync, whose answer per partition says whether
 * the acknowledgements took. A refusal does not always mean the broker dropped them: when the
 * connection breaks after the share coordinator wrote the new state (a broker killed), the
 * records are acknowledged all the same and not delivered again, so the members wait for
 * silence rather than for --count confirmations.
 *
 * <p>Every event goes to --events-file, one line each, with System.nanoTime (one clock for
 * every member): {@code D member partition offset deliveryCount nanos} for a delivery,
 * {@code A member partition offset nanos} for an acknowledgement the broker confirmed,
 * {@code F member partition offset nanos} for one it refused. Member 0 stalls --stalls times
 * (on its 3rd, 6th, ... poll with records) for --stall-ms before acknowledging, so that the
 * acquisition locks of that poll's records expire: {@code S member nanos} marks each stall's end.
 * A progress line {@code {"acknowledged": N, "stalls": K}} goes to stderr every second; the
 * result line reports deliveries, distinct records delivered, confirmed acknowledgements,
 * refusals and the refusals' errors by text.
 */
final class ShareMembers {
    private final Properties props;
    private final String topic;
    private final int members;
    private final long count;
    private final long stallMs;
    private final int stalls;
    private final Path eventsFile;
    private final long idleMs;
    private final Set<Long> delivered = ConcurrentHashMap.newKeySet();
    private final Set<Long> acknowledged = ConcurrentHashMap.newKeySet();
    private final AtomicLong lastRecordsNanos = new AtomicLong(System.nanoTime());
    private final AtomicLong deliveries = new AtomicLong();
    private final AtomicLong refused = new AtomicLong();
    private final AtomicLong stallsDone = new AtomicLong();
    private final Map<String, Long> errors = new ConcurrentHashMap<>();
    private volatile boolean stopping;

    ShareMembers(Properties common, String topic, String group, int members, long count,
                 long stallMs, int stalls, long idleMs, String eventsFile) {
        this.topic = topic;
        this.members = members;
        this.count = count;
        this.stallMs = stallMs;
        this.stalls = stalls;
        this.idleMs = idleMs;
        this.eventsFile = Path.of(eventsFile);
        props = new Properties();
        props.putAll(common);
        props.put("group.id", group);
        props.put("share.acknowledgement.mode", "explicit");
    }

    void run(Map<String, Object> result, long deadline) throws Exception {
        List<Thread> threads = new ArrayList<>();
        try (BufferedWriter events = Files.newBufferedWriter(eventsFile, StandardCharsets.US_ASCII)) {
            for (int member = 0; member < members; member++) {
                final int id = member;
                Thread thread = new Thread(() -> member(id, events, deadline), "share-member-" + id);
                thread.start();
                threads.add(thread);
            }
            while (threads.stream().anyMatch(Thread::isAlive)) {
                System.err.println("{\"acknowledged\": " + acknowledged.size() + ", \"stalls\": "
                        + stallsDone.get() + "}");
                System.err.flush();
                for (Thread thread : threads) {
                    thread.join(1000 / members);
                }
            }
        }
        result.put("members", members);
        result.put("deliveries", deliveries.get());
        result.put("delivered", delivered.size());
        result.put("acknowledged", acknowledged.size());
        result.put("refused", refused.get());
        result.put("stalls", stallsDone.get());
        result.put("errors", new TreeMap<>(errors));
        if (delivered.size() < count) {
            throw new IllegalStateException(delivered.size() + " of " + count
                    + " records delivered in time");
        }
    }

    private void noteError(String text) {
        errors.merge(text.length() > 200 ? text.substring(0, 200) : text, 1L, Long::sum);
    }

    /** Every record was delivered and no member has had one for --idle-ms. */
    private boolean finished() {
        return delivered.size() >= count
                && System.nanoTime() - lastRecordsNanos.get() > idleMs * 1_000_000L;
    }

    private static long key(int partition, long offset) {
        return ((long) partition << 40) | offset;
    }

    private void member(int id, BufferedWriter events, long deadline) {
        int polls = 0;
        try (KafkaShareConsumer<byte[], byte[]> consumer = new KafkaShareConsumer<>(
                props, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            consumer.subscribe(List.of(topic));
            while (!stopping && !finished() && System.currentTimeMillis() < deadline) {
                ConsumerRecords<byte[], byte[]> records;
                try {
                    records = consumer.poll(Duration.ofMillis(500));
                } catch (KafkaException e) {
                    // A partition's fetch failed (e.g. COORDINATOR_NOT_AVAILABLE while its share
                    // coordinator restarts, which the client reports as unexpected): noted, and
                    // polled again as an application would.
                    noteError(e.toString());
                    continue;
                }
                if (records.isEmpty()) {
                    continue;
                }
                polls++;
                lastRecordsNanos.set(System.nanoTime());
                StringBuilder lines = new StringBuilder();
                Map<Integer, List<Long>> offsets = new TreeMap<>();
                for (ConsumerRecord<byte[], byte[]> record : records) {
                    long now = System.nanoTime();
                    short delivery = record.deliveryCount().orElse((short) -1);
                    lines.append("D ").append(id).append(' ').append(record.partition()).append(' ')
                            .append(record.offset()).append(' ').append(delivery).append(' ')
                            .append(now).append('\n');
                    offsets.computeIfAbsent(record.partition(), p -> new ArrayList<>()).add(record.offset());
                    deliveries.incrementAndGet();
                    delivered.add(key(record.partition(), record.offset()));
                }
                if (id == 0 && stallsDone.get() < stalls && polls % 3 == 0) {
                    Thread.sleep(stallMs);  // the locks of this poll's records expire meanwhile
                    stallsDone.incrementAndGet();
                    lines.append("S ").append(id).append(' ').append(System.nanoTime()).append('\n');
                }
                for (ConsumerRecord<byte[], byte[]> record : records) {
                    consumer.acknowledge(record, AcknowledgeType.ACCEPT);
                }
                Map<TopicIdPartition, Optional<KafkaException>> answers;
                try {
                    answers = consumer.commitSync(Duration.ofSeconds(30));
                } catch (KafkaException e) {
                    noteError(e.toString());
                    answers = Map.of();
                }
                long now = System.nanoTime();
                for (Map.Entry<Integer, List<Long>> entry : offsets.entrySet()) {
                    int partition = entry.getKey();
                    Optional<KafkaException> answer = Optional.of(new KafkaException("no answer"));
                    for (Map.Entry<TopicIdPartition, Optional<KafkaException>> a : answers.entrySet()) {
                        if (a.getKey().partition() == partition) {
                            answer = a.getValue();
                        }
                    }
                    String kind = answer.isEmpty() ? "A " : "F ";
                    answer.ifPresent(error -> noteError(error.toString()));
                    for (long offset : entry.getValue()) {
                        lines.append(kind).append(id).append(' ').append(partition).append(' ')
                                .append(offset).append(' ').append(now).append('\n');
                        if (answer.isEmpty()) {
                            acknowledged.add(key(partition, offset));
                        } else {
                            refused.incrementAndGet();
                        }
                    }
                }
                synchronized (events) {
                    events.write(lines.toString());
                }
            }
        } catch (Exception e) {
            noteError("member " + id + ": " + e);
            stopping = true;
        }
    }
}

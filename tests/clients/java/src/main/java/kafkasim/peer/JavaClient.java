package kafkasim.peer;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicReference;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.Metric;
import org.apache.kafka.common.MetricName;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.TopicPartitionInfo;
import org.apache.kafka.common.errors.TopicExistsException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * The Java client (kafka-clients) as a peer client for kafkasim's matrix and benchmarks. Every
 * mode prints exactly one JSON line on stdout; the client's own log goes to stderr.
 *
 * <pre>
 * java -cp 'DIR/lib/*' kafkasim.peer.JavaClient MODE --bootstrap HOST:PORT[,...] --topic T [options]
 *
 * roundtrip     produce, then consume back and verify (what produce and consume do in turn)
 * produce       --count records of --size bytes, acks=all, idempotent; keys key-000..key-096
 * consume       read --count records from the start (subscribed as --group when given, else
 *               every partition assigned), client.rack = --rack; verify every sequence number
 *               once, key and value byte-exact; report each partition's leader and preferred
 *               read replica (the consumer's preferred-read-replica metric) and the bytes
 *               received from each node
 * produce-perf  --count records of --size bytes without keys, MB/s (10^6 payload bytes a second)
 * consume-perf  read --count records from the start without a group, MB/s
 * txn-perf      --count records of --size bytes in transactions of --records-per-transaction
 *               (--transactional-id): begin, send, commit; records/s and ms per commit after
 *               ten unmeasured transactions (the client speaks transactions v2 when the
 *               cluster finalized transaction.version 2)
 * eos           exactly-once consume-transform-produce from --topic to --output-topic in
 *               transactions (--group, --transactional-id, --target-file; ExactlyOnce.java)
 * share-members --members KafkaShareConsumers of share group --group read --topic until --count
 *               records were delivered and none came for --idle-ms, every delivery and
 *               acknowledgement written to --events-file; member 0 stalls --stalls times for
 *               --stall-ms (ShareMembers.java)
 *
 * options: --count 1000 --size 100 --rack R --group G --client-id ID --partitions P (create the
 * topic first, waiting for leaders and a full ISR) --replication-factor 3 --timeout-ms 60000
 * --acks all|1|0 (perf) --linger-ms 5 --fetch-max-wait-ms 500 --log-level warn
 * --group-protocol classic|consumer (the consumer's group.protocol; consumer is KIP-848)
 * --producer-config K=V and --consumer-config K=V (repeatable, applied last)
 * --hold-ms 0: produce and consume keep the client open this long after their work (polling,
 * for a consumer) before closing it, e.g. for its KIP-714 metrics pushes
 * </pre>
 *
 * <p>The value of record i is its sequence number as 10 digits and '|', then filler bytes
 * (i*31 + j*17) mod 256, --size bytes in all; the Go client writes the same records.
 */
public final class JavaClient {
    private static final int KEYS = 97;

    private String mode;
    private String bootstrap = "127.0.0.1:9092";
    private String topic = "java-client";
    private String rack = "";
    private String group = "";
    private String groupProtocol = "";
    private String clientId = "kafkasim-java-client";
    private String acks = "all";
    private int count = 1000;
    private int size = 100;
    private int partitions = 0;
    private short replicationFactor = 3;
    private long timeoutMs = 60_000;
    private long deadline;
    private int lingerMs = 5;
    private int fetchMaxWaitMs = 500;
    private String outputTopic = "";
    private String transactionalId = "";
    private String targetFile = "";
    private int recordsPerTransaction = 100;
    private long holdMs = 0;
    private int members = 1;
    private long stallMs = 0;
    private int stalls = 0;
    private long idleMs = 15000;
    private String eventsFile = "";
    private final Properties producerExtra = new Properties();
    private final Properties consumerExtra = new Properties();

    public static void main(String[] args) {
        JavaClient client = new JavaClient();
        String logLevel = "warn";
        if (args.length == 0 || args[0].startsWith("-")) {
            System.err.println("usage: JavaClient roundtrip|produce|consume|produce-perf|consume-perf "
                    + "--bootstrap B --topic T [options]");
            System.exit(2);
        }
        client.mode = args[0];
        for (int i = 1; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                usage("missing value after " + args[i]);
            }
            String value = args[i + 1];
            switch (args[i]) {
                case "--bootstrap" -> client.bootstrap = value;
                case "--topic" -> client.topic = value;
                case "--rack" -> client.rack = value;
                case "--group" -> client.group = value;
                case "--group-protocol" -> client.groupProtocol = value;
                case "--client-id" -> client.clientId = value;
                case "--acks" -> client.acks = value;
                case "--count" -> client.count = Integer.parseInt(value);
                case "--size" -> client.size = Integer.parseInt(value);
                case "--partitions" -> client.partitions = Integer.parseInt(value);
                case "--replication-factor" -> client.replicationFactor = Short.parseShort(value);
                case "--timeout-ms" -> client.timeoutMs = Long.parseLong(value);
                case "--linger-ms" -> client.lingerMs = Integer.parseInt(value);
                case "--fetch-max-wait-ms" -> client.fetchMaxWaitMs = Integer.parseInt(value);
                case "--log-level" -> logLevel = value;
                case "--output-topic" -> client.outputTopic = value;
                case "--transactional-id" -> client.transactionalId = value;
                case "--target-file" -> client.targetFile = value;
                case "--records-per-transaction" ->
                        client.recordsPerTransaction = Integer.parseInt(value);
                case "--hold-ms" -> client.holdMs = Long.parseLong(value);
                case "--members" -> client.members = Integer.parseInt(value);
                case "--stall-ms" -> client.stallMs = Long.parseLong(value);
                case "--stalls" -> client.stalls = Integer.parseInt(value);
                case "--idle-ms" -> client.idleMs = Long.parseLong(value);
                case "--events-file" -> client.eventsFile = value;
                case "--producer-config" -> putConfig(client.producerExtra, value);
                case "--consumer-config" -> putConfig(client.consumerExtra, value);
                default -> usage("unknown option " + args[i]);
            }
        }
        // Before the first logger exists: slf4j-simple reads its level once.
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", logLevel);
        client.deadline = System.currentTimeMillis() + client.timeoutMs;

        Map<String, Object> result = new TreeMap<>();
        result.put("client", "kafka-clients");
        result.put("mode", client.mode);
        result.put("topic", client.topic);
        String error = null;
        try {
            result.put("kafka_clients_version", kafkaClientsVersion());
            if (client.partitions > 0) {
                client.createTopic();
            }
            switch (client.mode) {
                case "produce" -> client.produce(result);
                case "consume" -> client.consume(result);
                case "roundtrip" -> {
                    Map<String, Object> produced = new TreeMap<>();
                    result.put("produce", produced);
                    client.produce(produced);
                    client.consume(result);
                }
                case "produce-perf" -> client.producePerf(result);
                case "txn-perf" -> client.transactionalPerf(result);
                case "consume-perf" -> client.consumePerf(result);
                case "eos" -> new ExactlyOnce(client.common(), client.topic, client.outputTopic,
                        client.group, client.transactionalId, client.targetFile)
                        .run(result, client.deadline);
                case "share-members" -> new ShareMembers(client.common(), client.topic, client.group,
                        client.members, client.count, client.stallMs, client.stalls, client.idleMs,
                        client.eventsFile)
                        .run(result, client.deadline);
                default -> throw new IllegalArgumentException("unknown mode " + client.mode);
            }
        } catch (Exception e) {
            error = e.toString();
        }
        result.put("ok", error == null);
        if (error != null) {
            result.put("error", error);
        }
        System.out.println(Json.write(result));
        System.out.flush();
        System.exit(error == null ? 0 : 1);
    }

    /** The version kafka-clients says it is (kafka/kafka-version.properties in its jar). */
    private static String kafkaClientsVersion() throws java.io.IOException {
        Properties p = new Properties();
        try (java.io.InputStream in = KafkaConsumer.class.getResourceAsStream("/kafka/kafka-version.properties")) {
            if (in != null) {
                p.load(in);
            }
        }
        return p.getProperty("version", "unknown");
    }

    private static void usage(String message) {
        System.err.println("JavaClient: " + message);
        System.exit(2);
    }

    private static void putConfig(Properties properties, String keyValue) {
        int eq = keyValue.indexOf('=');
        if (eq <= 0) {
            usage("expected KEY=VALUE, got " + keyValue);
        }
        properties.setProperty(keyValue.substring(0, eq), keyValue.substring(eq + 1));
    }

    static byte[] key(int seq) {
        return String.format("key-%03d", seq % KEYS).getBytes(StandardCharsets.US_ASCII);
    }

    /** Record seq's value: the sequence number, '|', then filler, size bytes in all. */
    static byte[] value(int seq, int size) {
        byte[] v = new byte[size];
        byte[] prefix = String.format("%010d|", seq).getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(prefix, 0, v, 0, Math.min(prefix.length, size));
        for (int j = prefix.length; j < size; j++) {
            v[j] = (byte) ((seq * 31L + j * 17L) % 256);
        }
        return v;
    }

    private long remainingMs() {
        return Math.max(0, deadline - System.currentTimeMillis());
    }

    private void requireSequenceRoom() {
        if (size < 11) {
            throw new IllegalArgumentException("--size " + size + ": at least 11 bytes are needed for the sequence number");
        }
    }

    private Properties common() {
        Properties p = new Properties();
        p.put("bootstrap.servers", bootstrap);
        p.put("client.id", clientId);
        return p;
    }

    private void createTopic() throws Exception {
        try (Admin admin = Admin.create(common())) {
            try {
                admin.createTopics(List.of(new NewTopic(topic, partitions, replicationFactor)))
                        .all().get();
            } catch (ExecutionException e) {
                if (!(e.getCause() instanceof TopicExistsException)) {
                    throw e;
                }
            }
            while (true) {
                try {
                    TopicDescription d = admin.describeTopics(List.of(topic)).allTopicNames().get().get(topic);
                    boolean ready = d.partitions().size() == partitions;
                    for (TopicPartitionInfo p : d.partitions()) {
                        ready &= p.leader() != null && p.isr().size() == replicationFactor;
                    }
                    if (ready) {
                        return;
                    }
                } catch (ExecutionException e) {
                    // not known everywhere yet
                }
                if (remainingMs() == 0) {
                    throw new IllegalStateException("topic " + topic + " not ready in time");
                }
                Thread.sleep(50);
            }
        }
    }

    private void produce(Map<String, Object> result) throws Exception {
        requireSequenceRoom();
        Properties p = common();
        p.put("acks", "all");
        p.put("enable.idempotence", "true");
        p.put("linger.ms", Integer.toString(lingerMs));
        p.putAll(producerExtra);
        Map<String, Integer> perPartition = new TreeMap<>();
        AtomicReference<Exception> firstError = new AtomicReference<>();
        long start = System.nanoTime();
        try (KafkaProducer<byte[], byte[]> producer =
                     new KafkaProducer<>(p, new ByteArraySerializer(), new ByteArraySerializer())) {
            for (int seq = 0; seq < count; seq++) {
                producer.send(new ProducerRecord<>(topic, key(seq), value(seq, size)), (metadata, e) -> {
                    if (e != null) {
                        firstError.compareAndSet(null, e);
                    } else {
                        synchronized (perPartition) {
                            perPartition.merge(Integer.toString(metadata.partition()), 1, Integer::sum);
                        }
                    }
                });
            }
            producer.flush();
            Thread.sleep(holdMs);
        }
        result.put("records", count);
        result.put("bytes", (long) count * size);
        result.put("seconds", (System.nanoTime() - start) / 1e9);
        synchronized (perPartition) {
            result.put("partitions", perPartition);
        }
        if (firstError.get() != null) {
            throw firstError.get();
        }
    }

    private Properties consumerProperties() {
        Properties p = common();
        p.put("auto.offset.reset", "earliest");
        p.put("client.rack", rack);
        p.put("fetch.max.wait.ms", Integer.toString(fetchMaxWaitMs));
        if (!group.isEmpty()) {
            p.put("group.id", group);
            p.put("enable.auto.commit", "false");
            if (!groupProtocol.isEmpty()) {
                p.put("group.protocol", groupProtocol);
            }
        }
        p.putAll(consumerExtra);
        return p;
    }

    /** Assign every partition of the topic from the start, or subscribe when in a group. */
    private void attach(KafkaConsumer<byte[], byte[]> consumer) {
        if (!group.isEmpty()) {
            consumer.subscribe(List.of(topic));
            return;
        }
        List<TopicPartition> assigned = new ArrayList<>();
        for (PartitionInfo info : consumer.partitionsFor(topic, Duration.ofMillis(remainingMs()))) {
            assigned.add(new TopicPartition(topic, info.partition()));
        }
        consumer.assign(assigned);
        consumer.seekToBeginning(assigned);
    }

    private void consume(Map<String, Object> result) throws Exception {
        requireSequenceRoom();
        int[] seen = new int[count];
        long records = 0;
        long bytes = 0;
        int duplicates = 0;
        int mismatches = 0;
        List<String> problems = new ArrayList<>();
        long start = System.nanoTime();
        try (KafkaConsumer<byte[], byte[]> consumer =
                     new KafkaConsumer<>(consumerProperties(), new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            attach(consumer);
            while (records < count && remainingMs() > 0) {
                ConsumerRecords<byte[], byte[]> batch = consumer.poll(Duration.ofMillis(Math.min(500, remainingMs())));
                for (ConsumerRecord<byte[], byte[]> r : batch) {
                    records++;
                    byte[] v = r.value() == null ? new byte[0] : r.value();
                    bytes += v.length;
                    int seq = -1;
                    try {
                        seq = Integer.parseInt(new String(v, 0, Math.min(10, v.length), StandardCharsets.US_ASCII));
                    } catch (NumberFormatException e) {
                        // reported below
                    }
                    if (seq < 0 || seq >= count) {
                        mismatches++;
                        note(problems, "partition " + r.partition() + " offset " + r.offset() + ": unexpected value prefix");
                    } else if (!Arrays.equals(v, value(seq, size)) || !Arrays.equals(r.key(), key(seq))) {
                        mismatches++;
                        note(problems, "partition " + r.partition() + " offset " + r.offset() + ": record " + seq + " differs");
                    } else if (++seen[seq] > 1) {
                        duplicates++;
                        note(problems, "record " + seq + " read again at partition " + r.partition() + " offset " + r.offset());
                    }
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            if (!group.isEmpty() && records >= count) {
                consumer.commitSync(Duration.ofMillis(Math.max(1, remainingMs())));
            }
            int missing = 0;
            for (int n : seen) {
                if (n == 0) {
                    missing++;
                }
            }
            result.put("records", records);
            result.put("bytes", bytes);
            result.put("seconds", seconds);
            result.put("missing", missing);
            result.put("duplicates", duplicates);
            result.put("mismatches", mismatches);
            if (!problems.isEmpty()) {
                result.put("problems", problems);
            }
            report(consumer, result);
            long holdUntil = System.nanoTime() + holdMs * 1_000_000;
            while (System.nanoTime() < holdUntil) {
                consumer.poll(Duration.ofMillis(Math.max(1, (holdUntil - System.nanoTime()) / 1_000_000)));
            }
            if (missing > 0 || duplicates > 0 || mismatches > 0) {
                throw new IllegalStateException(missing + " missing, " + duplicates + " duplicates, "
                        + mismatches + " mismatches of " + count + " records");
            }
        }
    }

    private static void note(List<String> problems, String problem) {
        if (problems.size() < 5) {
            problems.add(problem);
        }
    }

    /**
     * Adds each partition's leader and preferred read replica (the consumer's
     * preferred-read-replica metric: -1 while it reads from the leader), each broker's rack, the
     * bytes received from each node (consumer-node-metrics incoming-byte-total: Fetch responses
     * and the rest), and how many partitions have a same-rack follower as preferred read replica.
     */
    private void report(KafkaConsumer<byte[], byte[]> consumer, Map<String, Object> result) {
        Map<String, String> racks = new TreeMap<>();
        Map<Integer, Integer> leaders = new TreeMap<>();
        for (PartitionInfo info : consumer.partitionsFor(topic, Duration.ofMillis(Math.max(1, remainingMs())))) {
            leaders.put(info.partition(), info.leader() == null ? -1 : info.leader().id());
            for (Node n : info.replicas()) {
                if (n.hasRack()) {
                    racks.put(Integer.toString(n.id()), n.rack());
                }
            }
        }
        Map<Integer, Integer> preferred = new TreeMap<>();
        Map<String, Double> nodeBytes = new TreeMap<>();
        for (Map.Entry<MetricName, ? extends Metric> e : consumer.metrics().entrySet()) {
            MetricName name = e.getKey();
            Object v = e.getValue().metricValue();
            if (!(v instanceof Number number)) {
                continue;
            }
            if (name.name().equals("preferred-read-replica") && topic.equals(name.tags().get("topic"))) {
                preferred.put(Integer.parseInt(name.tags().get("partition")), number.intValue());
            } else if (name.group().equals("consumer-node-metrics") && name.name().equals("incoming-byte-total")) {
                nodeBytes.put(nodeLabel(name.tags().get("node-id")), number.doubleValue());
            }
        }
        Map<String, Object> partitionsOut = new TreeMap<>(JavaClient::numericOrder);
        int sameRackFollower = 0;
        for (Map.Entry<Integer, Integer> e : leaders.entrySet()) {
            Map<String, Object> p = new TreeMap<>();
            int replica = preferred.getOrDefault(e.getKey(), -1);
            p.put("leader", e.getValue());
            p.put("preferred_read_replica", preferred.containsKey(e.getKey()) ? replica : null);
            if (replica >= 0 && replica != e.getValue() && !rack.isEmpty()
                    && rack.equals(racks.get(Integer.toString(replica)))) {
                sameRackFollower++;
            }
            partitionsOut.put(Integer.toString(e.getKey()), p);
        }
        result.put("rack", rack);
        result.put("broker_racks", racks);
        result.put("fetch_partitions", partitionsOut);
        result.put("incoming_bytes_by_node", nodeBytes);
        result.put("partitions_with_same_rack_follower_preferred", sameRackFollower);
    }

    /**
     * A node-id tag of consumer-node-metrics as a label: "node-2" is broker 2, "node--1" the
     * first bootstrap connection (bootstrap-1); the group coordinator's connection is
     * "node-2147483645" for broker 2 up to kafka-clients 4.3 (Integer.MAX_VALUE - id:
     * coordinator-2) and "node-+N" in 4.4 (coordinator+N, N as the client numbers it).
     */
    private static String nodeLabel(String tag) {
        String id = tag.startsWith("node-") ? tag.substring(5) : tag;
        if (id.startsWith("-")) {
            return "bootstrap-" + id.substring(1);
        }
        if (id.startsWith("+")) {
            return "coordinator" + id;
        }
        try {
            long n = Long.parseLong(id);
            if (n > Integer.MAX_VALUE - 1_000_000L) {
                return "coordinator-" + (Integer.MAX_VALUE - n);
            }
        } catch (NumberFormatException e) {
            // left as it is
        }
        return id;
    }

    private static int numericOrder(String a, String b) {
        return Integer.compare(Integer.parseInt(a), Integer.parseInt(b));
    }

    private void producePerf(Map<String, Object> result) throws Exception {
        Properties p = common();
        p.put("acks", acks);
        p.put("enable.idempotence", Boolean.toString(acks.equals("all") || acks.equals("-1")));
        p.put("linger.ms", Integer.toString(lingerMs));
        p.putAll(producerExtra);
        byte[] payload = value(0, size);
        AtomicReference<Exception> firstError = new AtomicReference<>();
        long start;
        try (KafkaProducer<byte[], byte[]> producer =
                     new KafkaProducer<>(p, new ByteArraySerializer(), new ByteArraySerializer())) {
            // The clock starts before the first send, so it includes the first metadata fetch (as
            // with the Go client and Kafka's ProducerPerformance).
            start = System.nanoTime();
            for (int i = 0; i < count; i++) {
                producer.send(new ProducerRecord<>(topic, null, payload), (metadata, e) -> {
                    if (e != null) {
                        firstError.compareAndSet(null, e);
                    }
                });
            }
            producer.flush();
            rate(result, count, (long) count * size, System.nanoTime() - start);
        }
        if (firstError.get() != null) {
            throw firstError.get();
        }
    }

    private void transactionalPerf(Map<String, Object> result) throws Exception {
        Properties p = common();
        p.put("transactional.id", transactionalId);
        p.put("linger.ms", Integer.toString(lingerMs));
        p.putAll(producerExtra);
        byte[] payload = value(0, size);
        long transactions = 0;
        long start;
        try (KafkaProducer<byte[], byte[]> producer =
                     new KafkaProducer<>(p, new ByteArraySerializer(), new ByteArraySerializer())) {
            producer.initTransactions();
            // Ten transactions the clock does not see (connections, the coordinator, the JIT),
            // then the measured ones.
            for (int warm = 0; warm < 10; warm++) {
                producer.beginTransaction();
                for (int i = 0; i < recordsPerTransaction; i++) {
                    producer.send(new ProducerRecord<>(topic, null, payload));
                }
                producer.commitTransaction();
            }
            start = System.nanoTime();
            for (int sent = 0; sent < count; sent += recordsPerTransaction) {
                producer.beginTransaction();
                for (int i = sent; i < Math.min(count, sent + recordsPerTransaction); i++) {
                    producer.send(new ProducerRecord<>(topic, null, payload));
                }
                producer.commitTransaction();
                transactions++;
            }
        }
        long elapsed = System.nanoTime() - start;
        rate(result, count, (long) count * size, elapsed);
        result.put("transactions", transactions);
        result.put("ms_per_commit", elapsed / 1e6 / Math.max(1, transactions));
    }

    private void consumePerf(Map<String, Object> result) throws Exception {
        String savedGroup = group;
        group = "";
        Properties p = consumerProperties();
        group = savedGroup;
        long records = 0;
        long bytes = 0;
        try (KafkaConsumer<byte[], byte[]> consumer =
                     new KafkaConsumer<>(p, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            attach(consumer);
            long start = System.nanoTime();
            while (records < count && remainingMs() > 0) {
                for (ConsumerRecord<byte[], byte[]> r : consumer.poll(Duration.ofMillis(Math.min(500, remainingMs())))) {
                    records++;
                    bytes += r.value() == null ? 0 : r.value().length;
                }
            }
            rate(result, records, bytes, System.nanoTime() - start);
        }
        if (records < count) {
            throw new IllegalStateException("read " + records + " of " + count + " records in time");
        }
    }

    private static void rate(Map<String, Object> result, long records, long bytes, long nanos) {
        double seconds = nanos / 1e9;
        result.put("records", records);
        result.put("bytes", bytes);
        result.put("seconds", seconds);
        result.put("mb_per_s", bytes / seconds / 1e6);
        result.put("records_per_s", records / seconds);
    }

    /** Just enough JSON for the result line: maps, lists, strings, numbers, booleans, null. */
    static final class Json {
        static String write(Object value) {
            StringBuilder out = new StringBuilder();
            write(out, value);
            return out.toString();
        }

        private static void write(StringBuilder out, Object value) {
            if (value == null) {
                out.append("null");
            } else if (value instanceof Map<?, ?> map) {
                out.append('{');
                boolean first = true;
                for (Map.Entry<?, ?> e : map.entrySet()) {
                    if (!first) {
                        out.append(',');
                    }
                    first = false;
                    string(out, e.getKey().toString());
                    out.append(':');
                    write(out, e.getValue());
                }
                out.append('}');
            } else if (value instanceof Collection<?> list) {
                out.append('[');
                boolean first = true;
                for (Object item : list) {
                    if (!first) {
                        out.append(',');
                    }
                    first = false;
                    write(out, item);
                }
                out.append(']');
            } else if (value instanceof Double d) {
                out.append(d.isNaN() || d.isInfinite() ? "null" : (d == Math.rint(d) && Math.abs(d) < 1e15
                        ? Long.toString(d.longValue()) : d.toString()));
            } else if (value instanceof Number || value instanceof Boolean) {
                out.append(value);
            } else {
                string(out, value.toString());
            }
        }

        private static void string(StringBuilder out, String s) {
            out.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '"' -> out.append("\\\"");
                    case '\\' -> out.append("\\\\");
                    case '\n' -> out.append("\\n");
                    case '\r' -> out.append("\\r");
                    case '\t' -> out.append("\\t");
                    default -> {
                        if (c < 0x20) {
                            out.append(String.format("\\u%04x", (int) c));
                        } else {
                            out.append(c);
                        }
                    }
                }
            }
            out.append('"');
        }
    }
}

package kafkasim.peer;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.AuthorizationException;
import org.apache.kafka.common.errors.InvalidProducerEpochException;
import org.apache.kafka.common.errors.OutOfOrderSequenceException;
import org.apache.kafka.common.errors.ProducerFencedException;
import org.apache.kafka.common.errors.UnsupportedVersionException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * The {@code eos} mode: a consume-transform-produce pipeline with exactly-once semantics, as
 * Kafka's documentation writes one. Reads --topic (read_committed, group --group), writes each
 * value prefixed with "out-" to the same partition of --output-topic, and commits the input
 * offsets in the same transaction (sendOffsetsToTransaction). A fatal error (fenced, ...)
 * recreates the producer; any other aborts the transaction; both rewind the consumer to the
 * committed offsets. Stops once --target-file exists (JSON: partition -> end offset) and the
 * committed offsets reach it. Reports transactions committed and aborted, producers created.
 */
final class ExactlyOnce {
    private static final Pattern ENTRY = Pattern.compile("\"(\\d+)\"\\s*:\\s*(\\d+)");

    private final Properties producerProps;
    private final Properties consumerProps;
    private final String source;
    private final String sink;
    private final Path target;
    private KafkaProducer<byte[], byte[]> producer;
    private int committed;
    private int aborted;
    private int producers;
    private final Set<String> errors = new TreeSet<>();

    ExactlyOnce(Properties common, String source, String sink, String group, String transactionalId,
                String target) {
        this.source = source;
        this.sink = sink;
        this.target = Path.of(target);
        producerProps = new Properties();
        producerProps.putAll(common);
        producerProps.put("transactional.id", transactionalId);
        producerProps.put("transaction.timeout.ms", "30000");
        producerProps.put("linger.ms", "5");
        consumerProps = new Properties();
        consumerProps.putAll(common);
        consumerProps.put("group.id", group);
        consumerProps.put("isolation.level", "read_committed");
        consumerProps.put("enable.auto.commit", "false");
        consumerProps.put("auto.offset.reset", "earliest");
        consumerProps.put("session.timeout.ms", "10000");
        consumerProps.put("heartbeat.interval.ms", "500");
    }

    private void newProducer() {
        if (producer != null) {
            producer.close(Duration.ZERO);
        }
        producer = new KafkaProducer<>(producerProps, new ByteArraySerializer(), new ByteArraySerializer());
        producer.initTransactions();
        producers++;
    }

    private static boolean fatal(KafkaException e) {
        return e instanceof ProducerFencedException || e instanceof OutOfOrderSequenceException
                || e instanceof AuthorizationException || e instanceof UnsupportedVersionException
                || e instanceof InvalidProducerEpochException;
    }

    private Map<Integer, Long> ends() throws java.io.IOException {
        if (!Files.exists(target)) {
            return null;
        }
        Map<Integer, Long> ends = new HashMap<>();
        Matcher m = ENTRY.matcher(Files.readString(target, StandardCharsets.UTF_8));
        while (m.find()) {
            ends.put(Integer.parseInt(m.group(1)), Long.parseLong(m.group(2)));
        }
        return ends;
    }

    private boolean done(KafkaConsumer<byte[], byte[]> consumer) throws java.io.IOException {
        Map<Integer, Long> ends = ends();
        if (ends == null) {
            return false;
        }
        Set<TopicPartition> partitions = new java.util.HashSet<>();
        for (int p : ends.keySet()) {
            partitions.add(new TopicPartition(source, p));
        }
        Map<TopicPartition, OffsetAndMetadata> offsets = consumer.committed(partitions, Duration.ofSeconds(10));
        for (TopicPartition tp : partitions) {
            OffsetAndMetadata offset = offsets.get(tp);
            if (offset == null || offset.offset() < ends.get(tp.partition())) {
                return false;
            }
        }
        return true;
    }

    private void rewind(KafkaConsumer<byte[], byte[]> consumer) {
        Set<TopicPartition> assignment = consumer.assignment();
        Map<TopicPartition, OffsetAndMetadata> offsets = consumer.committed(assignment, Duration.ofSeconds(30));
        for (TopicPartition tp : assignment) {
            OffsetAndMetadata offset = offsets.get(tp);
            if (offset == null) {
                consumer.seekToBeginning(List.of(tp));
            } else {
                consumer.seek(tp, offset.offset());
            }
        }
    }

    void run(Map<String, Object> result, long deadline) throws Exception {
        newProducer();
        try (KafkaConsumer<byte[], byte[]> consumer =
                     new KafkaConsumer<>(consumerProps, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            consumer.subscribe(List.of(source));
            int idle = 0;
            while (System.currentTimeMillis() < deadline) {
                ConsumerRecords<byte[], byte[]> records = consumer.poll(Duration.ofMillis(500));
                if (records.isEmpty()) {
                    if (++idle % 4 == 0 && done(consumer)) {
                        break;
                    }
                    continue;
                }
                try {
                    producer.beginTransaction();
                    Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
                    for (ConsumerRecord<byte[], byte[]> record : records) {
                        byte[] out = ("out-" + new String(record.value(), StandardCharsets.UTF_8))
                                .getBytes(StandardCharsets.UTF_8);
                        producer.send(new ProducerRecord<>(sink, record.partition(), record.key(), out));
                        offsets.put(new TopicPartition(record.topic(), record.partition()),
                                new OffsetAndMetadata(record.offset() + 1));
                    }
                    producer.sendOffsetsToTransaction(offsets, consumer.groupMetadata());
                    producer.commitTransaction();
                    committed++;
                } catch (KafkaException e) {
                    errors.add(e.getClass().getSimpleName());
                    if (fatal(e)) {
                        newProducer();
                    } else {
                        try {
                            producer.abortTransaction();
                            aborted++;
                        } catch (KafkaException again) {
                            errors.add(again.getClass().getSimpleName());
                            newProducer();
                        }
                    }
                    rewind(consumer);
                }
            }
        } finally {
            producer.close(Duration.ofSeconds(5));
        }
        result.put("committed", committed);
        result.put("aborted", aborted);
        result.put("producers", producers);
        result.put("errors", List.copyOf(errors));
    }
}

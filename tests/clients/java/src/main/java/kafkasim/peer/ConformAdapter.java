package kafkasim.peer;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Future;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.ApiException;
import org.apache.kafka.common.protocol.Errors;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * The Java client (kafka-clients) as an adapter of kafkasim's driver protocol
 * (kafkasim/conform/driver.py): one JSON request a line on stdin, one JSON answer a line on
 * stdout; the client's log goes to stderr.
 *
 * <pre>
 * java -cp 'DIR/lib/*' kafkasim.peer.ConformAdapter
 * </pre>
 */
public final class ConformAdapter {
    private KafkaConsumer<byte[], byte[]> consumer;
    private KafkaProducer<byte[], byte[]> producer;

    public static void main(String[] args) throws Exception {
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "info");
        ConformAdapter adapter = new ConformAdapter();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            Map<String, Object> request = Json.object(line);
            String op = (String) request.get("op");
            Map<String, Object> answer = new LinkedHashMap<>();
            try {
                answer.put("ok", true);
                adapter.handle(op, request, answer);
            } catch (UnsupportedOperationException e) {
                answer.clear();
                answer.put("ok", false);
                answer.put("error", "UNSUPPORTED");
                answer.put("message", String.valueOf(e.getMessage()));
            } catch (Exception e) {
                e.printStackTrace();
                answer.clear();
                answer.put("ok", false);
                answer.put("error", errorName(e));
                answer.put("message", String.valueOf(e.getMessage()));
            }
            answer.put("id", request.get("id"));
            System.out.println(Json.write(answer));
            System.out.flush();
            if ("close".equals(op)) {
                return;
            }
        }
    }

    static String errorName(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ApiException api) {
                Errors error = Errors.forException(api);
                if (error != Errors.UNKNOWN_SERVER_ERROR) {
                    return error.name();
                }
            }
        }
        return e.getClass().getSimpleName();
    }

    @SuppressWarnings("unchecked")
    void handle(String op, Map<String, Object> r, Map<String, Object> answer) throws Exception {
        switch (op) {
            case "hello" -> {
                answer.put("client", "java");
                answer.put("version", clientVersion());
                answer.put("features", List.of("rack", "transactions", "groups"));
            }
            case "consumer" -> {
                Properties p = new Properties();
                p.put("bootstrap.servers", r.get("bootstrap"));
                p.put("client.id", r.get("client_id"));
                p.put("enable.auto.commit", "false");
                p.put("auto.offset.reset", "earliest");
                if (r.get("rack") != null) {
                    p.put("client.rack", r.get("rack"));
                }
                if (r.get("group") != null) {
                    p.put("group.id", r.get("group"));
                }
                putAll(p, r.get("config"));
                consumer = new KafkaConsumer<>(p, new ByteArrayDeserializer(), new ByteArrayDeserializer());
            }
            case "assign" -> {
                List<TopicPartition> partitions = new ArrayList<>();
                for (Object index : (List<Object>) r.get("partitions")) {
                    partitions.add(new TopicPartition((String) r.get("topic"), ((Number) index).intValue()));
                }
                consumer.assign(partitions);
                for (TopicPartition tp : partitions) {
                    consumer.seek(tp, ((Number) r.get("offset")).longValue());
                }
            }
            case "subscribe" -> consumer.subscribe((List<String>) (List<?>) r.get("topics"));
            case "consume" -> {
                int count = ((Number) r.get("count")).intValue();
                long deadline = System.nanoTime() + ((Number) r.get("timeout_ms")).longValue() * 1_000_000L;
                List<Object> records = new ArrayList<>();
                List<Object> errors = new ArrayList<>();
                while (records.size() < count && System.nanoTime() < deadline) {
                    try {
                        for (ConsumerRecord<byte[], byte[]> record : consumer.poll(Duration.ofMillis(200))) {
                            Map<String, Object> entry = new LinkedHashMap<>();
                            entry.put("topic", record.topic());
                            entry.put("partition", record.partition());
                            entry.put("offset", record.offset());
                            entry.put("value", record.value() == null ? ""
                                    : new String(record.value(), StandardCharsets.UTF_8));
                            records.add(entry);
                        }
                    } catch (KafkaException e) {
                        errors.add(errorName(e));
                    }
                }
                answer.put("records", records);
                answer.put("errors", errors);
            }
            case "seek" -> consumer.seek(new TopicPartition((String) r.get("topic"),
                    ((Number) r.get("partition")).intValue()), ((Number) r.get("offset")).longValue());
            case "commit" -> consumer.commitSync();
            case "producer" -> {
                Properties p = new Properties();
                p.put("bootstrap.servers", r.get("bootstrap"));
                p.put("client.id", r.get("client_id"));
                p.put("acks", "all");
                if (r.get("transactional_id") != null) {
                    p.put("transactional.id", r.get("transactional_id"));
                }
                putAll(p, r.get("config"));
                producer = new KafkaProducer<>(p, new ByteArraySerializer(), new ByteArraySerializer());
                if (r.get("transactional_id") != null) {
                    producer.initTransactions();
                }
            }
            case "produce" -> {
                List<Future<RecordMetadata>> sent = new ArrayList<>();
                for (Object value : (List<Object>) r.get("values")) {
                    sent.add(producer.send(new ProducerRecord<>((String) r.get("topic"),
                            ((Number) r.get("partition")).intValue(), null,
                            ((String) value).getBytes(StandardCharsets.UTF_8))));
                }
                List<Object> offsets = new ArrayList<>();
                for (Future<RecordMetadata> future : sent) {
                    offsets.add(future.get().offset());
                }
                answer.put("offsets", offsets);
            }
            case "transaction" -> {
                switch ((String) r.get("action")) {
                    case "begin" -> producer.beginTransaction();
                    case "commit" -> producer.commitTransaction();
                    case "abort" -> producer.abortTransaction();
                    default -> throw new UnsupportedOperationException("transaction " + r.get("action"));
                }
            }
            case "close" -> {
                if (consumer != null) {
                    consumer.close();
                }
                if (producer != null) {
                    producer.close();
                }
            }
            default -> throw new UnsupportedOperationException("no op " + op);
        }
    }

    /** kafka-clients' version, from the properties file its jar carries. */
    static String clientVersion() {
        Properties p = new Properties();
        try (var in = KafkaConsumer.class.getResourceAsStream("/kafka/kafka-version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (java.io.IOException e) {
            return "unknown";
        }
        return p.getProperty("version", "unknown");
    }

    @SuppressWarnings("unchecked")
    private static void putAll(Properties p, Object config) {
        if (config instanceof Map<?, ?> map) {
            for (Map.Entry<String, Object> e : ((Map<String, Object>) map).entrySet()) {
                p.put(e.getKey(), String.valueOf(e.getValue()));
            }
        }
    }

    /** The JSON the driver protocol needs: objects, arrays, strings, numbers, booleans, null. */
    static final class Json {
        private final String text;
        private int at;

        private Json(String text) {
            this.text = text;
        }

        @SuppressWarnings("unchecked")
        static Map<String, Object> object(String text) {
            return (Map<String, Object>) new Json(text).value();
        }

        private Object value() {
            skip();
            char c = text.charAt(at);
            switch (c) {
                case '{' -> {
                    Map<String, Object> map = new LinkedHashMap<>();
                    at++;
                    skip();
                    if (text.charAt(at) == '}') {
                        at++;
                        return map;
                    }
                    while (true) {
                        skip();
                        String key = string();
                        skip();
                        at++; // ':'
                        map.put(key, value());
                        skip();
                        if (text.charAt(at++) == '}') {
                            return map;
                        }
                    }
                }
                case '[' -> {
                    List<Object> list = new ArrayList<>();
                    at++;
                    skip();
                    if (text.charAt(at) == ']') {
                        at++;
                        return list;
                    }
                    while (true) {
                        list.add(value());
                        skip();
                        if (text.charAt(at++) == ']') {
                            return list;
                        }
                    }
                }
                case '"' -> {
                    return string();
                }
                default -> {
                    int start = at;
                    while (at < text.length() && ",}] \t".indexOf(text.charAt(at)) < 0) {
                        at++;
                    }
                    String word = text.substring(start, at);
                    return switch (word) {
                        case "null" -> null;
                        case "true" -> Boolean.TRUE;
                        case "false" -> Boolean.FALSE;
                        default -> word.contains(".") || word.contains("e") || word.contains("E")
                                ? (Object) Double.parseDouble(word) : (Object) Long.parseLong(word);
                    };
                }
            }
        }

        private String string() {
            StringBuilder out = new StringBuilder();
            at++; // opening quote
            while (true) {
                char c = text.charAt(at++);
                if (c == '"') {
                    return out.toString();
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                char e = text.charAt(at++);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case 'r' -> out.append('\r');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'u' -> {
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                    }
                    default -> out.append(e);
                }
            }
        }

        private void skip() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }

        static String write(Object value) {
            if (value == null) {
                return "null";
            }
            if (value instanceof String s) {
                StringBuilder out = new StringBuilder("\"");
                for (char c : s.toCharArray()) {
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
                return out.append('"').toString();
            }
            if (value instanceof Map<?, ?> map) {
                List<String> parts = new ArrayList<>();
                for (Map.Entry<?, ?> e : map.entrySet()) {
                    parts.add(write(String.valueOf(e.getKey())) + ":" + write(e.getValue()));
                }
                return "{" + String.join(",", parts) + "}";
            }
            if (value instanceof List<?> list) {
                List<String> parts = new ArrayList<>();
                for (Object item : list) {
                    parts.add(write(item));
                }
                return "[" + String.join(",", parts) + "]";
            }
            return String.valueOf(value);
        }
    }
}

// A Java program to copy: faults at the TCP level on a kafkasim cluster, driven over its HTTP
// control plane with java.net.http alone, against the Java client (kafka-clients). The
// producer's answer to a Produce request is lost on a connection that stays open (the broker
// appended the batch), so the idempotent producer times the request out and sends the batch
// again; then the consumer's Fetch answer is cut in the middle of its frame. Every record
// must arrive once, in order, and the cluster's correctness checker (GET /check) must find
// nothing.
//
// Start a cluster with `kafkasim up --control 127.0.0.1:8080` (it prints the URL and token),
// then run it as a single-file program with kafka-clients on the class path:
//
//   KAFKASIM_CONTROL_URL=http://127.0.0.1:8080 KAFKASIM_CONTROL_TOKEN=... \
//       java -cp 'kafka-clients-lib/*' TcpFaultsExample.java
//
// It prints PASS and exits 0, or prints what went wrong and exits 1.

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

public class TcpFaultsExample {
    static final String TOPIC = "java-wire";
    static final int RECORDS = 100;
    static final HttpClient HTTP = HttpClient.newHttpClient();

    /** One JSON request to the control plane; its JSON answer as text (fails on non-200). */
    static String control(String method, String path, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(
                        URI.create(System.getenv("KAFKASIM_CONTROL_URL") + path))
                .header("Authorization", "Bearer " + System.getenv("KAFKASIM_CONTROL_TOKEN"))
                .header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body))
                .build();
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(method + " " + path + ": " + response.statusCode()
                    + " " + response.body());
        }
        return response.body();
    }

    static String field(String json, String name) {
        Matcher matcher = Pattern.compile("\"" + name + "\":\\s*\"?([^\",}]*)").matcher(json);
        if (!matcher.find()) {
            throw new IllegalStateException("no " + name + " in " + json);
        }
        return matcher.group(1);
    }

    public static void main(String[] args) throws Exception {
        if (System.getenv("KAFKASIM_CONTROL_URL") == null) {
            System.err.println("set KAFKASIM_CONTROL_URL and KAFKASIM_CONTROL_TOKEN (kafkasim up --control)");
            System.exit(2);
        }
        control("PUT", "/history", "{\"enabled\": true}");
        control("POST", "/topics", "{\"name\": \"" + TOPIC + "\", \"partitions\": 1, \"replication_factor\": 3}");
        String bootstrap = field(control("GET", "/cluster", null), "bootstrap");

        control("POST", "/tcp-faults", "{\"kind\": \"drop_response\", \"api\": \"Produce\", "
                + "\"client_id\": \"java-producer\"}");
        Properties producerConfig = new Properties();
        producerConfig.put("bootstrap.servers", bootstrap);
        producerConfig.put("client.id", "java-producer");
        producerConfig.put("enable.idempotence", "true");
        producerConfig.put("acks", "all");
        producerConfig.put("request.timeout.ms", "3000");   // the lost answer times out soon
        producerConfig.put("delivery.timeout.ms", "120000");
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(
                producerConfig, new StringSerializer(), new StringSerializer())) {
            for (int i = 0; i < RECORDS; i++) {
                producer.send(new ProducerRecord<>(TOPIC, 0, null, Integer.toString(i)));
            }
            producer.flush();
        }
        String produced = control("GET", "/tcp-faults", null);
        if (!produced.contains("\"tcp_faults\": []")) {
            throw new IllegalStateException("the drop_response rule was not used: " + produced);
        }

        control("POST", "/tcp-faults", "{\"kind\": \"cut\", \"api\": \"Fetch\", \"client_id\": \"java-consumer\"}");
        Properties consumerConfig = new Properties();
        consumerConfig.put("bootstrap.servers", bootstrap);
        consumerConfig.put("client.id", "java-consumer");
        consumerConfig.put("enable.auto.commit", "false");
        List<String> values = new ArrayList<>();
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(
                consumerConfig, new StringDeserializer(), new StringDeserializer())) {
            TopicPartition partition = new TopicPartition(TOPIC, 0);
            consumer.assign(List.of(partition));
            consumer.seekToBeginning(List.of(partition));
            long deadline = System.currentTimeMillis() + 120_000;
            while (values.size() < RECORDS && System.currentTimeMillis() < deadline) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(200))) {
                    values.add(record.value());
                }
            }
        }
        for (int i = 0; i < values.size(); i++) {
            if (!values.get(i).equals(Integer.toString(i))) {
                throw new IllegalStateException("record " + i + " is " + values.get(i)
                        + ": lost or repeated around a fault");
            }
        }
        if (values.size() != RECORDS) {
            throw new IllegalStateException("read " + values.size() + " of " + RECORDS);
        }
        String check = control("GET", "/check", null);
        if (!"true".equals(field(check, "ok"))) {
            throw new IllegalStateException("the checker found a fault's cost: " + check);
        }
        control("DELETE", "/tcp-faults", null);
        System.out.println("PASS");
    }
}

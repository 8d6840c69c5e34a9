// Prints the broker and topic config keys of the Kafka jars on the class path, as facts for
// kafkasim's config table (broker/config/kafka_configs.json): name, type, default, validator,
// the topic config's broker synonym, and the broker config's dynamic update mode. No docs.
// Run by scripts/reference/dump-configs.sh.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.kafka.common.config.ConfigDef;

public class DumpConfigs {
    private static String quote(Object value) {
        if (value == null) return "null";
        String text = value instanceof Class ? ((Class<?>) value).getName()
                : value instanceof List ? String.join(",", ((List<?>) value).stream().map(String::valueOf).toList())
                : String.valueOf(value);
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static void dump(String scope, ConfigDef definition, Map<String, String> synonyms,
                             Map<String, String> dynamic, List<String> out) {
        for (ConfigDef.ConfigKey key : new TreeMap<>(definition.configKeys()).values()) {
            String defaultValue = key.hasDefault() ? quote(key.defaultValue) : "\"<required>\"";
            String validator = key.validator == null ? "null" : quote(key.validator.toString());
            out.add("{\"scope\": \"" + scope + "\", \"name\": " + quote(key.name)
                    + ", \"type\": \"" + key.type + "\", \"default\": " + defaultValue
                    + ", \"validator\": " + validator
                    + ", \"synonym\": " + quote(synonyms.get(key.name))
                    + ", \"dynamic\": " + quote(dynamic.get(key.name)) + "}");
        }
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        ConfigDef broker = (ConfigDef) Class.forName("kafka.server.KafkaConfig")
                .getMethod("configDef").invoke(null);
        ConfigDef topic = (ConfigDef) Class.forName("org.apache.kafka.storage.internals.log.LogConfig")
                .getMethod("configDefCopy").invoke(null);
        Map<String, String> synonyms = (Map<String, String>) Class.forName(
                "org.apache.kafka.server.config.ServerTopicConfigSynonyms")
                .getField("TOPIC_CONFIG_SYNONYMS").get(null);
        Map<String, String> dynamic = (Map<String, String>) Class.forName(
                "org.apache.kafka.server.config.DynamicBrokerConfig")
                .getMethod("dynamicConfigUpdateModes").invoke(null);
        List<String> out = new ArrayList<>();
        dump("broker", broker, Map.of(), dynamic, out);
        dump("topic", topic, synonyms, Map.of(), out);
        String version = kafkaVersion();
        System.out.println("{\"kafka_version\": \"" + version + "\", \"configs\": [");
        System.out.println(String.join(",\n", out));
        System.out.println("]}");
    }

    /** Kafka's version (AppInfoParser moved to ...common.utils.internals in 4.4). */
    private static String kafkaVersion() throws Exception {
        for (String name : List.of("org.apache.kafka.common.utils.internals.AppInfoParser",
                                   "org.apache.kafka.common.utils.AppInfoParser")) {
            try {
                return (String) Class.forName(name).getMethod("getVersion").invoke(null);
            } catch (ClassNotFoundException e) {
                // the other place
            }
        }
        throw new ClassNotFoundException("AppInfoParser");
    }
}

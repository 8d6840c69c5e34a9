// Prints Kafka's error table (code, name, retriable) as CSV, from the reference jars:
//   javac -d DIR -cp "<cache>/reference/<version>/lib/*" scripts/reference/DumpErrors.java
//   java -cp "<cache>/reference/<version>/lib/*:DIR" DumpErrors > tests/protocol/kafka-error-codes-<version>.csv
// Facts only (numbers, names, whether the exception is retriable); protocol/errors.py must match.
import org.apache.kafka.common.protocol.Errors;
import org.apache.kafka.common.errors.RetriableException;
public class DumpErrors {
  public static void main(String[] a) {
    System.out.println("code,name,retriable");
    for (Errors e : Errors.values()) {
      boolean r = e.exception() instanceof RetriableException;
      System.out.println(e.code() + "," + e.name() + "," + r);
    }
  }
}

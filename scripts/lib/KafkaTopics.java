// Creates Tengen's topics on a Kafka broker when they are missing; run by scripts/lib/kafka-server with Kafka's
// class path: java -cp CP KafkaTopics.java BOOTSTRAP PARTITIONS TOPIC...
// A topic that exists keeps its partitions: adding partitions would move keys to other partitions and break the
// order of one aggregate's events, so a different count is only reported.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;

public class KafkaTopics {
  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err.println("usage: KafkaTopics BOOTSTRAP PARTITIONS TOPIC...");
      System.exit(2);
    }
    int partitions = Integer.parseInt(args[1]);
    List<String> wanted = List.of(args).subList(2, args.length);
    Properties config = new Properties();
    config.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
    config.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 60_000);
    try (Admin admin = Admin.create(config)) {
      Set<String> existing = admin.listTopics().names().get(60, TimeUnit.SECONDS);
      List<NewTopic> missing = new ArrayList<>();
      for (String topic : wanted) {
        if (!existing.contains(topic)) {
          // one replica on one node; kept forever: the topics distribute events, the event stores stay the record
          missing.add(new NewTopic(topic, partitions, (short) 1).configs(Map.of("retention.ms", "-1")));
        }
      }
      if (!missing.isEmpty()) {
        admin.createTopics(missing).all().get(60, TimeUnit.SECONDS);
      }
      Map<String, TopicDescription> described = described(admin, wanted);
      for (String topic : wanted) {
        int actual = described.get(topic).partitions().size();
        if (actual != partitions) {
          System.err.printf("tengen: kafka topic %s has %d partitions (kept; %d asked for new topics)%n", topic, actual, partitions);
        }
      }
    }
  }

  /**
   * The topics as the broker describes them. A topic just created may not be in the broker's metadata yet (KRaft
   * publishes it a moment after the creation is acknowledged): UnknownTopicOrPartition is asked again, for up to
   * 30 s, before it counts as a failure.
   */
  private static Map<String, TopicDescription> described(Admin admin, List<String> topics) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (true) {
      try {
        return admin.describeTopics(topics).allTopicNames().get(60, TimeUnit.SECONDS);
      } catch (ExecutionException e) {
        if (!(e.getCause() instanceof UnknownTopicOrPartitionException) || System.nanoTime() > deadline) {
          throw e;
        }
        Thread.sleep(200);
      }
    }
  }
}

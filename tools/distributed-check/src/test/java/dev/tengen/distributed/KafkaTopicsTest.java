package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Kafka as the event publishers and consumers will use it: aggregate ids as keys, consumer groups with offsets. */
@Uses(Server.KAFKA)
class KafkaTopicsTest {
  private static final Duration LIMIT = Duration.ofSeconds(60);
  private static String bootstrap;

  @BeforeAll
  static void kafka() {
    bootstrap = Servers.await(Server.KAFKA).get("KAFKA_BOOTSTRAP_SERVERS");
  }

  @Test
  void eachBoundedContextHasItsTopicWithSixPartitions() throws Exception {
    Properties config = new Properties();
    config.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    try (Admin admin = Admin.create(config)) {
      Map<String, TopicDescription> topics = admin.describeTopics(List.of("tengen.tournament", "tengen.game",
          "tengen.arbitration")).allTopicNames().get(30, TimeUnit.SECONDS);

      topics.forEach((name, topic) -> assertEquals(6, topic.partitions().size(), name)); // the scripts' default
    }
  }

  @Test
  void theEventsOfOneAggregateStayInOnePartitionInTheOrderSent() throws Exception {
    List<String> games = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      games.add("game-" + UUID.randomUUID());
    }
    int eventsPerGame = 50;
    try (KafkaProducer<String, String> producer = producer()) {
      for (int move = 0; move < eventsPerGame; move++) {
        for (String game : games) { // interleaved, as moves of boards played at once
          producer.send(new ProducerRecord<>("tengen.game", game, Integer.toString(move)));
        }
      }
    }

    Map<String, List<ConsumerRecord<String, String>>> byGame = consume("tengen.game", group(),
        record -> games.contains(record.key()), games.size() * eventsPerGame);

    Set<Integer> partitionsUsed = new HashSet<>();
    for (String game : games) {
      List<ConsumerRecord<String, String>> events = byGame.get(game);
      assertEquals(eventsPerGame, events.size(), game);
      for (int move = 0; move < eventsPerGame; move++) {
        assertEquals(Integer.toString(move), events.get(move).value(), game + "'s events in order");
        assertEquals(events.get(0).partition(), events.get(move).partition(), game + "'s events in one partition");
      }
      partitionsUsed.add(events.get(0).partition());
    }
    assertTrue(partitionsUsed.size() > 1, "the games were spread over several partitions: " + partitionsUsed);
  }

  @Test
  void aRestartedConsumerResumesAfterItsGroupsCommittedOffset() throws Exception {
    String caseId = "case-" + UUID.randomUUID();
    String group = group();
    try (KafkaProducer<String, String> producer = producer()) {
      for (int event = 0; event < 10; event++) {
        producer.send(new ProducerRecord<>("tengen.arbitration", caseId, Integer.toString(event)));
      }
    }
    try (KafkaConsumer<String, String> first = consumer(group)) { // handles events 0..3, commits, stops
      first.subscribe(List.of("tengen.arbitration"));
      ConsumerRecord<String, String> fourth = null;
      long deadline = System.nanoTime() + LIMIT.toNanos();
      while (fourth == null && System.nanoTime() < deadline) {
        for (ConsumerRecord<String, String> record : first.poll(Duration.ofMillis(200))) {
          if (record.key().equals(caseId) && record.value().equals("3")) {
            fourth = record;
          }
        }
      }
      assertTrue(fourth != null, "the first consumer read the fourth event");
      first.commitSync(Map.of(new TopicPartition(fourth.topic(), fourth.partition()),
          new OffsetAndMetadata(fourth.offset() + 1)));
    }

    List<ConsumerRecord<String, String>> resumed = consume("tengen.arbitration", group,
        record -> record.key().equals(caseId), 6).get(caseId);

    assertEquals(List.of("4", "5", "6", "7", "8", "9"), resumed.stream().map(ConsumerRecord::value).toList());
  }

  private static String group() {
    return "distributed-check-" + UUID.randomUUID();
  }

  /** Reads the topic as a new member of the group until `count` records pass the filter; by key. */
  private static Map<String, List<ConsumerRecord<String, String>>> consume(String topic, String group,
      Predicate<ConsumerRecord<String, String>> wanted, int count) {
    Map<String, List<ConsumerRecord<String, String>>> byKey = new HashMap<>();
    int seen = 0;
    try (KafkaConsumer<String, String> consumer = consumer(group)) {
      consumer.subscribe(List.of(topic));
      long deadline = System.nanoTime() + LIMIT.toNanos();
      while (seen < count && System.nanoTime() < deadline) {
        for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(200))) {
          if (wanted.test(record)) {
            byKey.computeIfAbsent(record.key(), key -> new ArrayList<>()).add(record);
            seen++;
          }
        }
      }
      // a moment more: a record read twice or one too many would show here
      for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(500))) {
        if (wanted.test(record)) {
          byKey.computeIfAbsent(record.key(), key -> new ArrayList<>()).add(record);
        }
      }
    }
    return byKey;
  }

  private static KafkaProducer<String, String> producer() {
    Properties config = new Properties();
    config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    config.put(ProducerConfig.ACKS_CONFIG, "all");
    config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
    return new KafkaProducer<>(config, new StringSerializer(), new StringSerializer());
  }

  private static KafkaConsumer<String, String> consumer(String group) {
    Properties config = new Properties();
    config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    config.put(ConsumerConfig.GROUP_ID_CONFIG, group);
    // without a committed offset a member would start at the beginning: resuming later proves the commit
    config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
    return new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer());
  }
}

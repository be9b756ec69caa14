package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.distributed.kafka.EventRecords;
import dev.tengen.distributed.kafka.PublishedEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;

/** What a service application published to its topic on the run's Kafka, read from the topic's beginning. */
final class TopicRecords {

  private TopicRecords() {
  }

  /** The first {@code count} events of {@code topic} keyed by {@code key}, in their partition's order. */
  static List<PublishedEvent> keyed(String topic, String key, int count, Duration limit) {
    List<PublishedEvent> events = new ArrayList<>();
    try (KafkaConsumer<String, byte[]> kafka = fromItsBeginning(topic)) {
      long deadline = System.nanoTime() + limit.toNanos();
      while (events.size() < count && System.nanoTime() < deadline) {
        for (ConsumerRecord<String, byte[]> record : kafka.poll(Duration.ofMillis(200))) {
          if (key.equals(record.key())) {
            events.add(EventRecords.fromRecord(record));
          }
        }
      }
    }
    assertEquals(count, events.size(), "events keyed " + key + " on " + topic);
    return events;
  }

  /** Every event of {@code topic} keyed by {@code key} so far: read until {@code quiet} passes without a new record. */
  static List<PublishedEvent> keyedSoFar(String topic, String key, Duration quiet) {
    List<PublishedEvent> events = new ArrayList<>();
    try (KafkaConsumer<String, byte[]> kafka = fromItsBeginning(topic)) {
      long lastRecord = System.nanoTime();
      while (System.nanoTime() - lastRecord < quiet.toNanos()) {
        for (ConsumerRecord<String, byte[]> record : kafka.poll(Duration.ofMillis(200))) {
          lastRecord = System.nanoTime();
          if (key.equals(record.key())) {
            events.add(EventRecords.fromRecord(record));
          }
        }
      }
    }
    return events;
  }

  /** A consumer of every partition of {@code topic}, at the first record of each. */
  private static KafkaConsumer<String, byte[]> fromItsBeginning(String topic) {
    Properties config = new Properties();
    config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, ServiceStores.bootstrap());
    KafkaConsumer<String, byte[]> kafka = new KafkaConsumer<>(config, new StringDeserializer(),
        new ByteArrayDeserializer());
    List<TopicPartition> partitions = kafka.partitionsFor(topic).stream()
        .map(p -> new TopicPartition(topic, p.partition())).toList();
    kafka.assign(partitions);
    kafka.seekToBeginning(partitions);
    return kafka;
  }
}

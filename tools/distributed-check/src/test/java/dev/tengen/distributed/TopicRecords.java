package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.distributed.kafka.EventRecords;
import dev.tengen.distributed.kafka.PublishedEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
    Properties config = new Properties();
    config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, ServiceStores.bootstrap());
    List<PublishedEvent> events = new ArrayList<>();
    try (KafkaConsumer<String, byte[]> kafka = new KafkaConsumer<>(config, new StringDeserializer(),
        new ByteArrayDeserializer())) {
      List<TopicPartition> partitions = kafka.partitionsFor(topic).stream()
          .map(p -> new TopicPartition(topic, p.partition())).toList();
      kafka.assign(partitions);
      kafka.seekToBeginning(partitions);
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

  /** Every event of {@code topic} keyed by {@code key} that the topic held when asked, in their partition's order. */
  static List<PublishedEvent> all(String topic, String key) {
    Properties config = new Properties();
    config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, ServiceStores.bootstrap());
    List<PublishedEvent> events = new ArrayList<>();
    try (KafkaConsumer<String, byte[]> kafka = new KafkaConsumer<>(config, new StringDeserializer(),
        new ByteArrayDeserializer())) {
      List<TopicPartition> partitions = kafka.partitionsFor(topic).stream()
          .map(p -> new TopicPartition(topic, p.partition())).toList();
      kafka.assign(partitions);
      kafka.seekToBeginning(partitions);
      Map<TopicPartition, Long> end = kafka.endOffsets(partitions);
      long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
      while (partitions.stream().anyMatch(p -> kafka.position(p) < end.get(p)) && System.nanoTime() < deadline) {
        for (ConsumerRecord<String, byte[]> record : kafka.poll(Duration.ofMillis(200))) {
          if (key.equals(record.key()) && record.offset() < end.get(new TopicPartition(topic, record.partition()))) {
            events.add(EventRecords.fromRecord(record));
          }
        }
      }
    }
    return events;
  }
}

package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.distributed.kafka.EventRecords;
import dev.tengen.distributed.kafka.PublishedEvent;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/** What a service application published to its topic on the run's Kafka, read from the topic's beginning. */
final class TopicRecords {

  private TopicRecords() {
  }

  /** The first {@code count} events of {@code topic} keyed by {@code key}, in their partition's order. */
  static List<PublishedEvent> keyed(String topic, String key, int count, Duration limit) {
    List<PublishedEvent> events = read(topic, key::equals, limit, kafka -> read -> read.size() < count);
    assertEquals(count, events.size(), "events keyed " + key + " on " + topic);
    return events;
  }

  /** Every event of {@code topic} keyed by {@code key} the topic held when asked (and any read with them), in order. */
  static List<PublishedEvent> all(String topic, String key) {
    return all(topic, key::equals);
  }

  /** Every event of {@code topic} whose key {@code keys} accepts that the topic held when asked, in order. */
  static List<PublishedEvent> all(String topic, Predicate<String> keys) {
    return read(topic, keys, Duration.ofSeconds(30), kafka -> {
      Map<TopicPartition, Long> end = kafka.endOffsets(kafka.assignment());
      return read -> end.entrySet().stream().anyMatch(partition -> kafka.position(partition.getKey()) < partition.getValue());
    });
  }

  /**
   * The events whose key {@code keys} accepts read from the beginning of every partition of {@code topic} while the test made of
   * the assigned consumer by {@code goingOn} holds for those read, for {@code limit} at most.
   */
  private static List<PublishedEvent> read(String topic, Predicate<String> keys, Duration limit,
      Function<KafkaConsumer<String, byte[]>, Predicate<List<PublishedEvent>>> goingOn) {
    List<PublishedEvent> events = new ArrayList<>();
    try (KafkaConsumer<String, byte[]> kafka = fromItsBeginning(topic)) {
      Predicate<List<PublishedEvent>> goOn = goingOn.apply(kafka);
      long deadline = System.nanoTime() + limit.toNanos();
      while (goOn.test(events) && System.nanoTime() < deadline) {
        for (ConsumerRecord<String, byte[]> record : kafka.poll(Duration.ofMillis(200))) {
          if (keys.test(record.key())) {
            events.add(EventRecords.fromRecord(record));
          }
        }
      }
    }
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

  /**
   * The first record keyed {@code key} on {@code topic} whose payload is {@code eventName}, sent again as it was, or
   * with another event id; where it was written.
   */
  static RecordMetadata redeliver(String topic, String key, String eventName, boolean anotherEventId) throws Exception {
    ConsumerRecord<String, byte[]> found = null;
    try (KafkaConsumer<String, byte[]> kafka = fromItsBeginning(topic)) {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (found == null && System.nanoTime() < deadline) {
        for (ConsumerRecord<String, byte[]> record : kafka.poll(Duration.ofMillis(200))) {
          // other tests write plain records on the topics (KafkaTopicsTest): no payload type, passed over
          var type = record.headers().lastHeader(EventRecords.PAYLOAD_TYPE);
          if (found == null && key.equals(record.key()) && type != null
              && new String(type.value(), StandardCharsets.UTF_8).endsWith("." + eventName)) {
            found = record;
          }
        }
      }
    }
    assertTrue(found != null, "no " + eventName + " keyed " + key + " on " + topic);
    Properties write = new Properties();
    write.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, ServiceStores.bootstrap());
    try (KafkaProducer<String, byte[]> kafka = new KafkaProducer<>(write, new StringSerializer(),
        new ByteArraySerializer())) {
      ProducerRecord<String, byte[]> again = new ProducerRecord<>(topic, null, found.key(), found.value(), found.headers());
      if (anotherEventId) {
        again.headers().remove(EventRecords.EVENT_ID);
        again.headers().add(EventRecords.EVENT_ID, UUID.randomUUID().toString().getBytes(StandardCharsets.UTF_8));
      }
      return kafka.send(again).get(30, TimeUnit.SECONDS);
    }
  }
}

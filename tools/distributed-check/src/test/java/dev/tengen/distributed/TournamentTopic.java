package dev.tengen.distributed;

import dev.tengen.distributed.kafka.EventRecords;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.axonframework.serialization.SerializedObject;

/**
 * A tournament's events written to tengen.tournament on the run's Kafka as the tournament service's publisher writes
 * them (EventRecords' headers, keyed by the tournament's id, the payload as the services' serializer writes it), for the
 * game application to read.
 */
final class TournamentTopic {

  static final String TOPIC = "tengen.tournament";

  private TournamentTopic() {
  }

  /** Writes {@code event} of {@code tournamentId} under the event id {@code eventId}; returns once Kafka has it. */
  static void publish(String tournamentId, String eventId, Object event) {
    SerializedObject<byte[]> payload = ServiceStores.SERIALIZER.serialize(event, byte[].class);
    publish(tournamentId, eventId, payload.getType().getName(), payload.getData());
  }

  /** Writes a payload already serialized, of the class {@code payloadType}. */
  static void publish(String tournamentId, String eventId, String payloadType, byte[] payload) {
    ProducerRecord<String, byte[]> record = new ProducerRecord<>(TOPIC, tournamentId, payload);
    header(record, EventRecords.EVENT_ID, eventId);
    header(record, EventRecords.AGGREGATE_TYPE, "Tournament");
    header(record, EventRecords.AGGREGATE_ID, tournamentId);
    header(record, EventRecords.SEQUENCE, "1");
    header(record, EventRecords.PAYLOAD_TYPE, payloadType);
    header(record, EventRecords.TIMESTAMP, Instant.now().toString());
    header(record, EventRecords.GLOBAL_INDEX, "1");
    Properties config = new Properties();
    config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, ServiceStores.bootstrap());
    try (KafkaProducer<String, byte[]> kafka = new KafkaProducer<>(config, new StringSerializer(),
        new ByteArraySerializer())) {
      kafka.send(record).get(30, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new IllegalStateException("cannot write to " + TOPIC, e);
    }
  }

  private static void header(ProducerRecord<String, byte[]> record, String name, String value) {
    record.headers().add(name, value.getBytes(StandardCharsets.UTF_8));
  }
}

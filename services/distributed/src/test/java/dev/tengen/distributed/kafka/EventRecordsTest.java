package dev.tengen.distributed.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.GenericDomainEventEntry;
import org.axonframework.eventhandling.TrackedDomainEventData;
import org.junit.jupiter.api.Test;

class EventRecordsTest {

    private static final byte[] PAYLOAD = "{\"gameId\":\"game-7\",\"point\":\"D4\"}".getBytes(StandardCharsets.UTF_8);

    @Test
    void aStoredEventBecomesARecordOfItsTopicKeyedByItsAggregate() {
        ProducerRecord<String, byte[]> record = EventRecords.toRecord("tengen.game", stored("game-7", "event-1", 3, 42));

        assertEquals("tengen.game", record.topic());
        assertEquals("game-7", record.key());
        assertNull(record.partition(), "the partition is the key's: Kafka's partitioner keeps one aggregate in one");
        assertArrayEquals(PAYLOAD, record.value(), "the payload as stored");
    }

    @Test
    void theConsumerReadsBackTheStoredRow() {
        ProducerRecord<String, byte[]> sent = EventRecords.toRecord("tengen.game", stored("game-7", "event-1", 3, 42));

        PublishedEvent event = EventRecords.fromRecord(received(sent, 5));

        assertEquals("event-1", event.eventId());
        assertEquals("Game", event.aggregateType());
        assertEquals("game-7", event.aggregateId());
        assertEquals(3, event.sequence());
        assertEquals("dev.tengen.game.MovePlayed", event.payloadType());
        assertNull(event.payloadRevision());
        assertEquals("2026-11-26T12:00:00.123Z", event.timestamp());
        assertArrayEquals(PAYLOAD, event.payload());
        assertArrayEquals("{}".getBytes(StandardCharsets.UTF_8), event.metaData());
        assertEquals(42, event.globalIndex());
    }

    @Test
    void anEventStoredWithoutAnAggregateIsKeyedByItsOwnId() {
        ProducerRecord<String, byte[]> record = EventRecords.toRecord("tengen.tournament", stored(null, "event-9", 0, 1));

        assertEquals("event-9", record.key());
    }

    @Test
    void aRecordWithoutTengensHeadersIsRefusedNamingWhereItWasRead() {
        ConsumerRecord<String, byte[]> foreign = new ConsumerRecord<>("tengen.game", 2, 17, "game-7", PAYLOAD);

        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> EventRecords.fromRecord(foreign));

        assertTrue(refused.getMessage().contains("tengen.game-2@17"), refused.getMessage());
        assertTrue(refused.getMessage().contains(EventRecords.EVENT_ID), refused.getMessage());
    }

    @Test
    void aRecordIsATengenEventOnlyWithItsPublishersHeaders() {
        ProducerRecord<String, byte[]> sent = EventRecords.toRecord("tengen.game", stored("game-7", "event-1", 0, 1));
        ConsumerRecord<String, byte[]> published = new ConsumerRecord<>("tengen.game", 0, 3, sent.key(), sent.value());
        sent.headers().forEach(header -> published.headers().add(header));
        ConsumerRecord<String, byte[]> foreign = new ConsumerRecord<>("tengen.game", 0, 4, "game-7", PAYLOAD);

        assertTrue(EventRecords.isTengenEvent(published));
        assertFalse(EventRecords.isTengenEvent(foreign));
    }

    static TrackedDomainEventData<byte[]> stored(String aggregateId, String eventId, long sequence, long globalIndex) {
        return new TrackedDomainEventData<>(GapAwareTrackingToken.newInstance(globalIndex, Collections.emptySortedSet()),
                new GenericDomainEventEntry<>("Game", aggregateId, sequence, eventId, "2026-11-26T12:00:00.123Z",
                        "dev.tengen.game.MovePlayed", null, PAYLOAD, "{}".getBytes(StandardCharsets.UTF_8)));
    }

    /** {@code sent} as a consumer reads it at {@code offset} of partition 0. */
    static ConsumerRecord<String, byte[]> received(ProducerRecord<String, byte[]> sent, long offset) {
        ConsumerRecord<String, byte[]> record = new ConsumerRecord<>(sent.topic(), 0, offset, sent.key(), sent.value());
        sent.headers().forEach(header -> record.headers().add(header));
        return record;
    }
}

package dev.tengen.distributed.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.Test;

/** The consumer's decision for one record, against a ledger in memory (the MongoDB one is checked against a server). */
class EventConsumerTest {

    private static final TopicPartition GAMES_0 = new TopicPartition("tengen.game", 0);

    private final MemoryLedger ledger = new MemoryLedger();
    private final List<String> handled = new ArrayList<>();

    @Test
    void aNewEventIsHandledThenRecordedWithThePositionAfterIt() {
        EventConsumer.Delivery delivery = EventConsumer.deliver(record("event-1", 0, 10), ledger, event -> handled.add(event.eventId()));

        assertEquals(EventConsumer.Delivery.APPLIED, delivery);
        assertEquals(List.of("event-1"), handled);
        assertTrue(ledger.applied("event-1"));
        assertEquals(OptionalLong.of(11), ledger.position(GAMES_0));
    }

    @Test
    void anEventDeliveredAgainIsNotHandledAgain() {
        EventConsumer.deliver(record("event-1", 0, 10), ledger, event -> handled.add(event.eventId()));

        // the publisher resent it after a restart: the same event at a later offset
        EventConsumer.Delivery again = EventConsumer.deliver(record("event-1", 0, 25), ledger, event -> handled.add(event.eventId()));

        assertEquals(EventConsumer.Delivery.SKIPPED, again);
        assertEquals(List.of("event-1"), handled);
        assertEquals(OptionalLong.of(26), ledger.position(GAMES_0), "the resent record is passed over");
    }

    @Test
    void anEventWhoseHandlerFailsIsNeitherRecordedNorPassedOver() {
        assertThrows(IllegalStateException.class, () -> EventConsumer.deliver(record("event-1", 0, 10), ledger, event -> {
            throw new IllegalStateException("read model unavailable");
        }));

        assertFalse(ledger.applied("event-1"));
        assertEquals(OptionalLong.empty(), ledger.position(GAMES_0));
    }

    private static ConsumerRecord<String, byte[]> record(String eventId, long sequence, long offset) {
        return EventRecordsTest.received(
                EventRecords.toRecord("tengen.game", EventRecordsTest.stored("game-7", eventId, sequence, 1)), offset);
    }

    private static final class MemoryLedger implements ConsumerLedger {
        private final Set<String> applied = new HashSet<>();
        private final Map<TopicPartition, Long> positions = new HashMap<>();

        @Override
        public boolean applied(String eventId) {
            return applied.contains(eventId);
        }

        @Override
        public void recordApplied(PublishedEvent event, TopicPartition partition, long offset) {
            applied.add(event.eventId());
            recordSkipped(partition, offset);
        }

        @Override
        public void recordSkipped(TopicPartition partition, long offset) {
            positions.merge(partition, offset + 1, Math::max);
        }

        @Override
        public OptionalLong position(TopicPartition partition) {
            Long next = positions.get(partition);
            return next == null ? OptionalLong.empty() : OptionalLong.of(next);
        }
    }
}

package dev.tengen.distributed.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.Test;

/** The consumer's decisions for one poll's records, against a ledger in memory (the MongoDB one is checked on a server). */
class EventConsumerTest {

    private static final TopicPartition GAMES_0 = new TopicPartition("tengen.game", 0);
    private static final TopicPartition GAMES_1 = new TopicPartition("tengen.game", 1);

    private final MemoryLedger ledger = new MemoryLedger();
    private final List<String> handled = new ArrayList<>();

    @Test
    void aNewEventIsHandledThenRecordedWithThePositionAfterIt() {
        EventConsumer.Delivered delivered = EventConsumer.deliver(List.of(record("event-1", 0, 10)), ledger, this::handle);

        assertEquals(new EventConsumer.Delivered(1, 0), delivered);
        assertEquals(List.of("event-1"), handled);
        assertEquals(Set.of("event-1"), ledger.applied);
        assertEquals(OptionalLong.of(11), ledger.position(GAMES_0));
    }

    @Test
    void anEventDeliveredAgainIsNotHandledAgain() {
        EventConsumer.deliver(List.of(record("event-1", 0, 10)), ledger, this::handle);

        // the publisher resent it after a restart: the same event at a later offset
        EventConsumer.Delivered again = EventConsumer.deliver(List.of(record("event-1", 0, 25)), ledger, this::handle);

        assertEquals(new EventConsumer.Delivered(0, 1), again);
        assertEquals(List.of("event-1"), handled);
        assertEquals(OptionalLong.of(26), ledger.position(GAMES_0), "the resent record is passed over");
    }

    @Test
    void anEventResentWithinOnePollIsHandledOnce() {
        EventConsumer.Delivered delivered = EventConsumer.deliver(
                List.of(record("event-1", 0, 10), record("event-2", 1, 11), record("event-1", 0, 12)), ledger, this::handle);

        assertEquals(new EventConsumer.Delivered(2, 1), delivered);
        assertEquals(List.of("event-1", "event-2"), handled);
        assertEquals(OptionalLong.of(13), ledger.position(GAMES_0));
    }

    @Test
    void aPollAsksTheLedgerOnceAndRecordsOnceWithEachPartitionsLastPosition() {
        EventConsumer.deliver(List.of(record("event-1", 0, 10), record("event-2", 0, 4, GAMES_1),
                record("event-3", 1, 11), record("event-4", 1, 5, GAMES_1)), ledger, this::handle);

        assertEquals(1, ledger.lookUps);
        assertEquals(List.of(Map.of(GAMES_0, 12L, GAMES_1, 6L)), ledger.recordedPositions);
    }

    @Test
    void anEventWhoseHandlerFailsIsNeitherRecordedNorPassedOver() {
        assertThrows(IllegalStateException.class, () -> EventConsumer.deliver(List.of(record("event-1", 0, 10)), ledger,
                event -> {
                    throw new IllegalStateException("read model unavailable");
                }));

        assertEquals(Set.of(), ledger.applied);
        assertEquals(OptionalLong.empty(), ledger.position(GAMES_0));
    }

    @Test
    void theEventsHandledBeforeAFailingOneAreRecordedAndItsPartitionStopsAtIt() {
        assertThrows(IllegalStateException.class, () -> EventConsumer.deliver(
                List.of(record("event-1", 0, 10), record("event-2", 1, 11), record("event-3", 2, 12)), ledger, event -> {
                    if (event.eventId().equals("event-2")) {
                        throw new IllegalStateException("read model unavailable");
                    }
                    handle(event);
                }));

        assertEquals(Set.of("event-1"), ledger.applied);
        assertEquals(OptionalLong.of(11), ledger.position(GAMES_0), "read again from the failing event");
    }

    @Test
    void aHandlerHoldingItsWritesMakesThemDurableOncePerPollBeforeTheLedgerRecordsThem() {
        List<String> written = new ArrayList<>();
        List<Integer> recordedWhenWritten = new ArrayList<>();
        EventConsumer.deliver(List.of(record("event-1", 0, 10), record("event-2", 1, 11)), ledger, new EventHandler() {
            private final List<String> held = new ArrayList<>();

            @Override
            public void handle(PublishedEvent event) {
                held.add(event.eventId());
            }

            @Override
            public void handled() {
                written.addAll(held);
                recordedWhenWritten.add(ledger.applied.size());
                held.clear();
            }
        });

        assertEquals(List.of("event-1", "event-2"), written);
        assertEquals(List.of(0), recordedWhenWritten, "written once, before the ledger recorded the poll");
        assertEquals(Set.of("event-1", "event-2"), ledger.applied);
    }

    @Test
    void whenTheHeldWritesFailTheLedgerRecordsNothingAndThePollIsReadAgain() {
        assertThrows(IllegalStateException.class, () -> EventConsumer.deliver(
                List.of(record("event-1", 0, 10), record("event-2", 1, 11)), ledger, new EventHandler() {
                    @Override
                    public void handle(PublishedEvent event) {
                    }

                    @Override
                    public void handled() {
                        throw new IllegalStateException("MongoDB unavailable");
                    }
                }));

        assertEquals(Set.of(), ledger.applied);
        assertEquals(OptionalLong.empty(), ledger.position(GAMES_0));
    }

    @Test
    void aRecordThatIsNotATengenEventIsPassedOverAndTheEventsAfterItAreApplied() {
        ConsumerRecord<String, byte[]> foreign = new ConsumerRecord<>(GAMES_0.topic(), GAMES_0.partition(), 11, "game-7",
                "B Q16".getBytes(java.nio.charset.StandardCharsets.UTF_8)); // no publisher's headers

        EventConsumer.Delivered delivered = EventConsumer.deliver(
                List.of(record("event-1", 0, 10), foreign, record("event-2", 1, 12)), ledger, this::handle);

        assertEquals(new EventConsumer.Delivered(2, 1), delivered);
        assertEquals(List.of("event-1", "event-2"), handled);
        assertEquals(OptionalLong.of(13), ledger.position(GAMES_0));
    }

    private void handle(PublishedEvent event) {
        handled.add(event.eventId());
    }

    private static ConsumerRecord<String, byte[]> record(String eventId, long sequence, long offset) {
        return record(eventId, sequence, offset, GAMES_0);
    }

    private static ConsumerRecord<String, byte[]> record(String eventId, long sequence, long offset, TopicPartition partition) {
        ProducerRecord<String, byte[]> sent = EventRecords.toRecord(partition.topic(),
                EventRecordsTest.stored("game-7", eventId, sequence, 1));
        ConsumerRecord<String, byte[]> record = new ConsumerRecord<>(partition.topic(), partition.partition(), offset,
                sent.key(), sent.value());
        sent.headers().forEach(header -> record.headers().add(header));
        return record;
    }

    private static final class MemoryLedger implements ConsumerLedger {
        private final Set<String> applied = new HashSet<>();
        private final Map<TopicPartition, Long> positions = new HashMap<>();
        private final List<Map<TopicPartition, Long>> recordedPositions = new ArrayList<>();
        private int lookUps;

        @Override
        public Set<String> appliedAmong(Collection<String> eventIds) {
            lookUps++;
            Set<String> found = new HashSet<>(eventIds);
            found.retainAll(applied);
            return found;
        }

        @Override
        public void record(List<Applied> events, Map<TopicPartition, Long> next) {
            events.forEach(event -> applied.add(event.event().eventId()));
            recordedPositions.add(Map.copyOf(next));
            next.forEach((partition, offset) -> positions.merge(partition, offset, Math::max));
        }

        @Override
        public OptionalLong position(TopicPartition partition) {
            Long next = positions.get(partition);
            return next == null ? OptionalLong.empty() : OptionalLong.of(next);
        }
    }
}

package dev.tengen.distributed.kafka;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.Set;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * Reads services' topics and hands each event to a handler once: an event whose id the ledger holds is skipped (a
 * publisher's resend, a redelivery), others are applied and recorded. The ledger is asked and told once per poll: one
 * look-up of the batch's ids, then, after the handlers, the applied ids and each partition's position past its last
 * record. The position of each partition is the ledger's, not Kafka's committed offset: when partitions are assigned
 * (start, rebalance) the consumer seeks to the ledger's positions, or to the first record of a partition it never
 * read. Members of one consumer group (its name) share the partitions; one aggregate's events are in one partition, so
 * one member applies them, in order.
 */
public final class EventConsumer implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(EventConsumer.class.getName());
    /**
     * How long the group's coordinator waits to hear from a member before it hands the member's partitions to the
     * others: 10 s, where Kafka's 45 s would leave a crashed replica's tournaments unread for 45 s after a new one
     * joined (a member that closes leaves at once). Heartbeats go every 3 s (Kafka's default), a third of it, and the
     * brokers' least allowed (group.min.session.timeout.ms) is 6 s.
     */
    static final int SESSION_TIMEOUT_MS = 10_000;

    /** What became of one poll's records: those handed to the handler, and those skipped as already applied. */
    public record Delivered(int applied, int skipped) {
    }

    private final ConsumerLedger ledger;
    private final EventHandler handler;
    private final KafkaConsumer<String, byte[]> kafka;
    private long applied;
    private long skipped;

    /** A member of the consumer group {@code name} reading {@code topics}; not connected until {@link #poll}. */
    public EventConsumer(String name, String bootstrapServers, Collection<String> topics, ConsumerLedger ledger,
            EventHandler handler) {
        this.ledger = ledger;
        this.handler = handler;
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, name);
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.SESSION_TIMEOUT_MS_CONFIG, SESSION_TIMEOUT_MS);
        this.kafka = new KafkaConsumer<>(config, new StringDeserializer(), new ByteArrayDeserializer());
        kafka.subscribe(List.copyOf(topics), new ConsumerRebalanceListener() {
            @Override
            public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
                seekToLedger(partitions);
            }

            @Override
            public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
                // nothing to save: each poll's batch is recorded before the poll returns
            }
        });
    }

    /**
     * Waits up to {@code timeout} for records and handles those that came; the number applied. When the handler or
     * the ledger fails, every assigned partition goes back to the ledger's position (nothing is skipped) and the
     * failure is thrown.
     */
    public int poll(Duration timeout) {
        ConsumerRecords<String, byte[]> records = kafka.poll(timeout);
        if (records.isEmpty()) {
            return 0;
        }
        try {
            Delivered delivered = deliver(records, ledger, handler);
            applied += delivered.applied();
            skipped += delivered.skipped();
            return delivered.applied();
        } catch (RuntimeException e) {
            seekToLedger(kafka.assignment());
            throw e;
        }
    }

    /**
     * Hands the events of {@code records}, in their order, to {@code handler}, except those {@code ledger} holds or
     * that came earlier in the batch (a resend); then tells the handler they are {@linkplain EventHandler#handled()
     * handled} and records the applied ones and each partition's position past its last record. When the handler
     * fails, what it handled before is made durable and recorded (the failing event's partition stops at it) and the
     * failure is thrown; when making them durable fails, nothing is recorded.
     */
    public static Delivered deliver(Iterable<ConsumerRecord<String, byte[]>> records, ConsumerLedger ledger,
            EventHandler handler) {
        List<PublishedEvent> events = new ArrayList<>();
        for (ConsumerRecord<String, byte[]> record : records) {
            events.add(EventRecords.isTengenEvent(record) ? EventRecords.fromRecord(record) : null);
        }
        Set<String> done = new HashSet<>(ledger.appliedAmong(events.stream().filter(Objects::nonNull).map(PublishedEvent::eventId).toList()));
        List<ConsumerLedger.Applied> applied = new ArrayList<>();
        Map<TopicPartition, Long> next = new HashMap<>();
        int skipped = 0;
        int index = 0;
        try {
            for (ConsumerRecord<String, byte[]> record : records) {
                PublishedEvent event = events.get(index++);
                TopicPartition partition = new TopicPartition(record.topic(), record.partition());
                if (event == null) { // not a Tengen event: passed over, so that it does not stop the topic for ever
                    LOG.log(System.Logger.Level.WARNING, "Record {0} is not a Tengen event (no publisher''s headers):"
                            + " passed over.", EventRecords.where(record));
                    skipped++;
                } else if (done.add(event.eventId())) {
                    handler.handle(event);
                    applied.add(new ConsumerLedger.Applied(event, partition, record.offset()));
                } else {
                    skipped++;
                }
                next.put(partition, record.offset() + 1);
            }
        } catch (RuntimeException e) {
            try {
                handler.handled();
                ledger.record(applied, next);
            } catch (RuntimeException alsoFailed) {
                e.addSuppressed(alsoFailed);
            }
            throw e;
        }
        handler.handled();
        ledger.record(applied, next);
        return new Delivered(applied.size(), skipped);
    }

    /** Events applied by this member since it was made. */
    public long applied() {
        return applied;
    }

    /** Records skipped by this member as already applied since it was made. */
    public long skipped() {
        return skipped;
    }

    @Override
    public void close() {
        kafka.close(Duration.ofSeconds(10));
    }

    private void seekToLedger(Collection<TopicPartition> partitions) {
        for (TopicPartition partition : partitions) {
            OptionalLong next = ledger.position(partition);
            if (next.isPresent()) {
                kafka.seek(partition, next.getAsLong());
            } else {
                kafka.seekToBeginning(List.of(partition));
            }
        }
    }
}

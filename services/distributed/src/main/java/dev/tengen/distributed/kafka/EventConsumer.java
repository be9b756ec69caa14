package dev.tengen.distributed.kafka;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.OptionalLong;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * Reads services' topics and hands each event to a handler once: an event whose id the ledger holds is skipped (a
 * publisher's resend, a redelivery), others are applied and recorded. The position of each partition is the
 * ledger's, not Kafka's committed offset: when partitions are assigned (start, rebalance) the consumer seeks to the
 * ledger's positions, or to the first record of a partition it never read. Members of one consumer group (its name)
 * share the partitions; one aggregate's events are in one partition, so one member applies them, in order.
 */
public final class EventConsumer implements AutoCloseable {

    /** What became of one record. */
    public enum Delivery { APPLIED, SKIPPED }

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
        this.kafka = new KafkaConsumer<>(config, new StringDeserializer(), new ByteArrayDeserializer());
        kafka.subscribe(List.copyOf(topics), new ConsumerRebalanceListener() {
            @Override
            public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
                seekToLedger(partitions);
            }

            @Override
            public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
                // nothing to save: the ledger records each record as it is handled
            }
        });
    }

    /**
     * Waits up to {@code timeout} for records and handles those that came; the number applied. When the handler or
     * the ledger fails, every assigned partition goes back to the ledger's position (nothing is skipped) and the
     * failure is thrown.
     */
    public int poll(Duration timeout) {
        int count = 0;
        try {
            for (ConsumerRecord<String, byte[]> record : kafka.poll(timeout)) {
                if (deliver(record, ledger, handler) == Delivery.APPLIED) {
                    count++;
                    applied++;
                } else {
                    skipped++;
                }
            }
        } catch (RuntimeException e) {
            seekToLedger(kafka.assignment());
            throw e;
        }
        return count;
    }

    /** Applies {@code record}'s event unless {@code ledger} holds its id, and records it in the ledger. */
    public static Delivery deliver(ConsumerRecord<String, byte[]> record, ConsumerLedger ledger, EventHandler handler) {
        PublishedEvent event = EventRecords.fromRecord(record);
        TopicPartition partition = new TopicPartition(record.topic(), record.partition());
        if (ledger.applied(event.eventId())) {
            ledger.recordSkipped(partition, record.offset());
            return Delivery.SKIPPED;
        }
        handler.handle(event);
        ledger.recordApplied(event, partition, record.offset());
        return Delivery.APPLIED;
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

package dev.tengen.distributed.kafka;

import dev.tengen.distributed.store.PostgresStorageEngine;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.TrackedEventData;

/**
 * Publishes one service's event store to its Kafka topic: reads the store after its position (the store's global
 * order, gap-aware), sends each event keyed by its aggregate's id, waits until Kafka has acknowledged the whole batch
 * (acks=all, idempotent producer: one aggregate's records stay in order through retries), and only then stores the
 * new position in the store's database. A publisher stopped at any point resends at most the batch it was sending:
 * delivery is at-least-once, and consumers drop what they already applied by event id.
 *
 * <p>The store is the record; this reads it rather than writing beside it (issue 15), so an event is published
 * exactly when its command committed, and Kafka being down delays publication without failing commands.
 */
public final class StorePublisher implements AutoCloseable {

    /** Events per batch: one round trip to the store and one wait for Kafka's acknowledgements. */
    public static final int BATCH = 200;
    private static final System.Logger LOG = System.getLogger(StorePublisher.class.getName());

    private final String name;
    private final PostgresStorageEngine store;
    private final PublisherPositions positions;
    private final String topic;
    private final String bootstrapServers;
    private final Consumer<GapAwareTrackingToken> acknowledged;
    private final Duration kafkaTimeout;
    private KafkaProducer<String, byte[]> producer;

    /**
     * A publisher named {@code name} (its position's key) of {@code store} to {@code topic}; its position lives in
     * {@code database}, the store's own. {@code acknowledged} sees each batch's last token once Kafka acknowledged it
     * and before the position is stored (for metrics and tests; {@code t -> {}} otherwise).
     */
    public StorePublisher(String name, PostgresStorageEngine store, DataSource database, String topic,
            String bootstrapServers, Consumer<GapAwareTrackingToken> acknowledged) {
        this(name, store, database, topic, bootstrapServers, acknowledged, Duration.ofMinutes(2));
    }

    /**
     * As the other constructor, a batch failing when Kafka has not acknowledged it within {@code kafkaTimeout}
     * (default 2 minutes, Kafka's {@code delivery.timeout.ms}): the time Kafka may be away before a batch is retried.
     */
    public StorePublisher(String name, PostgresStorageEngine store, DataSource database, String topic,
            String bootstrapServers, Consumer<GapAwareTrackingToken> acknowledged, Duration kafkaTimeout) {
        this.kafkaTimeout = kafkaTimeout;
        this.name = name;
        this.store = store;
        this.positions = new PublisherPositions(database);
        this.topic = topic;
        this.bootstrapServers = bootstrapServers;
        this.acknowledged = acknowledged;
    }

    /** Publishes the next batch after the stored position; the number of events it sent (0: nothing new). */
    public int publishBatch() {
        GapAwareTrackingToken position = positions.load(name);
        List<? extends TrackedEventData<?>> batch = store.eventsAfter(position, BATCH);
        if (batch.isEmpty()) {
            return 0;
        }
        List<Future<RecordMetadata>> sent = new ArrayList<>(batch.size());
        try {
            for (TrackedEventData<?> event : batch) {
                sent.add(producer().send(EventRecords.toRecord(topic, event)));
            }
            producer.flush();
            for (Future<RecordMetadata> acknowledgement : sent) {
                acknowledgement.get();
            }
        } catch (ExecutionException | RuntimeException e) {
            restartProducer(); // an idempotent producer that failed a send may refuse the next ones
            throw new PublishingFailed("Kafka did not acknowledge the batch of " + batch.size() + " events for "
                    + topic + " (position kept at " + describe(position) + ")",
                    e instanceof ExecutionException ? e.getCause() : e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PublishingFailed("interrupted while waiting for Kafka", e);
        }
        GapAwareTrackingToken last = (GapAwareTrackingToken) batch.get(batch.size() - 1).trackingToken();
        acknowledged.accept(last);
        positions.save(name, last);
        return batch.size();
    }

    /**
     * Publishes until the thread is interrupted: at once while there is a backlog, every {@code idle} when there is
     * none, and again after {@code idle} (doubling up to 30 s) when a batch fails (its events are resent then).
     */
    public void run(Duration idle) {
        Duration wait = idle;
        while (!Thread.currentThread().isInterrupted()) {
            try {
                if (publishBatch() == 0) {
                    Thread.sleep(idle);
                }
                wait = idle;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "publisher " + name + ": " + e.getMessage() + "; again in " + wait);
                try {
                    Thread.sleep(wait);
                } catch (InterruptedException stop) {
                    Thread.currentThread().interrupt();
                }
                wait = wait.multipliedBy(2).compareTo(Duration.ofSeconds(30)) > 0 ? Duration.ofSeconds(30)
                        : wait.multipliedBy(2);
            }
        }
    }

    @Override
    public void close() {
        if (producer != null) {
            producer.close(Duration.ofSeconds(10));
            producer = null;
        }
    }

    private KafkaProducer<String, byte[]> producer() {
        if (producer == null) {
            Properties config = new Properties();
            config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
            config.put(ProducerConfig.CLIENT_ID_CONFIG, "tengen-publisher-" + name);
            config.put(ProducerConfig.ACKS_CONFIG, "all");
            config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
            // at most 5 in flight keeps the order of an idempotent producer's records through retries
            config.put(ProducerConfig.MAX_IN_FLIGHT_REQUESTS_PER_CONNECTION, 5);
            config.put(ProducerConfig.LINGER_MS_CONFIG, 5);
            int timeout = (int) kafkaTimeout.toMillis();
            config.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, timeout);
            config.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, Math.min(30_000, timeout - 5));
            config.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, timeout);
            producer = new KafkaProducer<>(config, new StringSerializer(), new ByteArraySerializer());
        }
        return producer;
    }

    private static String describe(GapAwareTrackingToken position) {
        return position == null ? "the store's beginning" : "global index " + position.getIndex();
    }

    private void restartProducer() {
        if (producer != null) {
            producer.close(Duration.ZERO);
            producer = null;
        }
    }
}

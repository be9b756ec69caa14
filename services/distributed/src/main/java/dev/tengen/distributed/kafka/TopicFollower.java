package dev.tengen.distributed.kafka;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Consumer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * Follows every partition of one topic on a thread of its own, for a service that needs all of a topic's aggregates in
 * every replica (no consumer group): from the first record at its start, then as records come, each Tengen event
 * handed to the handler in its partition's order (anything else on the topic is logged and passed over). Its position in each partition is kept as it reads (in memory), so a consumer made
 * again after a failure (Kafka away, a handler that threw) resumes at the record it had not handed over.
 */
public final class TopicFollower implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(TopicFollower.class.getName());
    private static final Duration POLL = Duration.ofMillis(200);
    private static final Duration RETRY = Duration.ofSeconds(5);

    private final String clientId;
    private final String bootstrapServers;
    private final String topic;
    private final Consumer<ConsumerRecord<String, byte[]>> handler;
    /** The next offset to read in each partition read so far. */
    private final Map<TopicPartition, Long> positions = new HashMap<>();
    private Thread thread;
    private volatile boolean stopping;
    private volatile KafkaConsumer<String, byte[]> consumer;

    /** A follower of {@code topic} known to Kafka as {@code clientId}; not started until {@link #start}. */
    public TopicFollower(String clientId, String bootstrapServers, String topic,
            Consumer<ConsumerRecord<String, byte[]>> handler) {
        this.clientId = clientId;
        this.bootstrapServers = bootstrapServers;
        this.topic = topic;
        this.handler = handler;
    }

    public void start() {
        thread = Thread.ofPlatform().name(clientId).start(this::follow);
    }

    /** Stops following: a poll in progress ends, and the thread closes its consumer. */
    @Override
    public void close() {
        stopping = true;
        KafkaConsumer<String, byte[]> kafka = consumer;
        if (kafka != null) {
            kafka.wakeup();
        }
        if (thread != null) {
            try {
                thread.join(Duration.ofSeconds(15));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void follow() {
        while (!stopping) {
            Properties config = new Properties();
            config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
            config.put(ConsumerConfig.CLIENT_ID_CONFIG, clientId);
            config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
            try (KafkaConsumer<String, byte[]> kafka = new KafkaConsumer<>(config, new StringDeserializer(),
                    new ByteArrayDeserializer())) {
                consumer = kafka;
                List<TopicPartition> partitions = kafka.partitionsFor(topic, Duration.ofSeconds(30)).stream()
                        .map(p -> new TopicPartition(topic, p.partition())).toList();
                if (partitions.isEmpty()) {
                    throw new IllegalStateException("the topic " + topic + " does not exist yet");
                }
                kafka.assign(partitions);
                for (TopicPartition partition : partitions) {
                    Long next = positions.get(partition);
                    if (next == null) {
                        kafka.seekToBeginning(List.of(partition));
                    } else {
                        kafka.seek(partition, next);
                    }
                }
                while (!stopping) {
                    for (ConsumerRecord<String, byte[]> record : kafka.poll(POLL)) {
                        if (EventRecords.isTengenEvent(record)) {
                            handler.accept(record);
                        } else { // passed over, so that it does not stop the topic for ever
                            LOG.log(System.Logger.Level.WARNING, "Record {0} is not a Tengen event (no publisher''s"
                                    + " headers): passed over.", EventRecords.where(record));
                        }
                        positions.put(new TopicPartition(record.topic(), record.partition()), record.offset() + 1);
                    }
                }
            } catch (WakeupException stop) {
                // stopping
            } catch (RuntimeException e) {
                if (!stopping) {
                    LOG.log(System.Logger.Level.WARNING, clientId + " cannot follow " + topic + " (" + e.getMessage()
                            + "); again in " + RETRY.toSeconds() + " s.");
                    pauseUnlessStopping();
                }
            } finally {
                consumer = null;
            }
        }
    }

    private void pauseUnlessStopping() {
        long deadline = System.nanoTime() + RETRY.toNanos();
        while (!stopping && System.nanoTime() < deadline) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}

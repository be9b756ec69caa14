package dev.tengen.tournament.app;

import dev.tengen.distributed.kafka.EventRecords;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.serialization.EventSerializer;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import jakarta.interceptor.Interceptor;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.axonframework.serialization.Serializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The game service's events as the tournament follows them (tengen.game, keyed by game id): each event to the board
 * games' projection ({@link BoardGamesFromTopic}) and each game's confirmed result to {@link ResultsFromGames}.
 *
 * <p>Every replica reads every partition (no consumer group: each answers for every game) from the first record at its
 * start, as the application's projections replay the tournament's store; its position in each partition is kept as it
 * reads, and a consumer made again after a failure resumes there. An event applied before (a publisher's resend, a
 * redelivery) is passed over by the projection, and its result is not looked at again.
 */
@Singleton
public class GameTopic {

    private static final Logger LOG = Logger.getLogger(GameTopic.class);
    private static final Duration POLL = Duration.ofMillis(200);
    private static final String TOPIC = ServiceTopic.GAME.topic();

    private final String bootstrapServers;
    private final BoardGamesFromTopic boards;
    private final ResultsFromGames results;
    private final Serializer serializer = EventSerializer.jackson();
    /** The next offset to read in each partition read so far. */
    private final Map<TopicPartition, Long> positions = new HashMap<>();
    private Thread thread;
    private volatile boolean stopping;
    private volatile KafkaConsumer<String, byte[]> consumer;

    GameTopic(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers, BoardGamesFromTopic boards,
            ResultsFromGames results) {
        this.bootstrapServers = bootstrapServers;
        this.boards = boards;
        this.results = results;
    }

    /** Hands one record's event to the projection and, when it is new there and a confirmed result, to the results. */
    void apply(PublishedEvent published) {
        Object event = published.message(serializer).getPayload();
        if (boards.apply(published, event) && event instanceof ResultConfirmed confirmed) {
            results.confirmed(confirmed);
        }
    }

    /** After Axon has started (ServiceAxon), whose gateway the results are sent through. */
    void start(@Observes @Priority(Interceptor.Priority.APPLICATION + 600) StartupEvent started) {
        boards.forget();
        results.forget();
        thread = Thread.ofPlatform().name("game-topic").start(this::follow);
    }

    void stop(@Observes ShutdownEvent stopping) throws InterruptedException {
        this.stopping = true;
        KafkaConsumer<String, byte[]> kafka = consumer;
        if (kafka != null) {
            kafka.wakeup(); // ends a poll in progress; the thread closes its consumer itself
        }
        if (thread != null) {
            thread.join(Duration.ofSeconds(15));
        }
    }

    /** Reads the game topic from its first record, then follows it, until stopped; a failure resumes it. */
    private void follow() {
        while (!stopping) {
            Properties config = new Properties();
            config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
            config.put(ConsumerConfig.CLIENT_ID_CONFIG, "tengen-tournament-games");
            config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
            try (KafkaConsumer<String, byte[]> kafka = new KafkaConsumer<>(config, new StringDeserializer(),
                    new ByteArrayDeserializer())) {
                consumer = kafka;
                List<TopicPartition> partitions = kafka.partitionsFor(TOPIC, Duration.ofSeconds(30)).stream()
                        .map(p -> new TopicPartition(TOPIC, p.partition())).toList();
                if (partitions.isEmpty()) {
                    throw new IllegalStateException("the topic " + TOPIC + " does not exist yet");
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
                        apply(EventRecords.fromRecord(record));
                        positions.put(new TopicPartition(record.topic(), record.partition()), record.offset() + 1);
                    }
                }
            } catch (WakeupException stop) {
                // stopping
            } catch (RuntimeException e) {
                if (!stopping) {
                    LOG.warnf("The games cannot be read from %s (%s); again in 5 s.", TOPIC, e.getMessage());
                    pauseUnlessStopping();
                }
            } finally {
                consumer = null;
            }
        }
    }

    private void pauseUnlessStopping() {
        for (int waited = 0; waited < 50 && !stopping; waited++) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}

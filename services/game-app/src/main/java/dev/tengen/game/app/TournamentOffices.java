package dev.tengen.game.app;

import dev.tengen.distributed.kafka.EventRecords;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.serialization.EventSerializer;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import dev.tengen.tournament.service.api.OfficialRoles;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.axonframework.serialization.Serializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Who holds which office in which tournament, as the tournament service's events say (OfficialAppointed,
 * OfficialDismissed on tengen.tournament): the game service's copy of what the embedded platform reads from its
 * tournament projection, so that an appointment gives its office in that tournament's games only (Incheon 2013 duties
 * art. 1.2). One person holds one office in a tournament; an appointment replaces it, a dismissal ends it, as in the
 * platform's projection.
 *
 * <p>Every replica reads every partition from the first record at each start (no consumer group: each needs all
 * tournaments), into memory. Reading the topic again applies the same appointments in the same order, so a
 * redelivery changes nothing. An appointment counts from the moment its event reaches this service.
 */
@Singleton
public class TournamentOffices {

    private static final Logger LOG = Logger.getLogger(TournamentOffices.class);
    private static final Duration POLL = Duration.ofMillis(200);
    private static final String APPOINTED = OfficialAppointed.class.getName();
    private static final String DISMISSED = OfficialDismissed.class.getName();

    private final String bootstrapServers;
    private final Serializer serializer = EventSerializer.jackson();
    /** Tournament id, then person id (the account name) to the office held there. */
    private final Map<String, Map<String, String>> offices = new ConcurrentHashMap<>();
    private Thread thread;
    private volatile boolean stopping;
    private volatile KafkaConsumer<String, byte[]> consumer;

    TournamentOffices(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.bootstrapServers = bootstrapServers;
    }

    /** The roles the account's office in the tournament gives (a committee member sits as arbitrator); empty if none. */
    public Set<String> roles(String tournamentId, String account) {
        String office = offices.getOrDefault(tournamentId, Map.of()).get(account);
        if (office == null) {
            return Set.of();
        }
        return Set.of(OfficialRoles.roleOf(office));
    }

    /** Applies one event of the tournament topic; any other event than an appointment's or a dismissal's is passed. */
    void apply(PublishedEvent event) {
        if (APPOINTED.equals(event.payloadType())) {
            OfficialAppointed appointed = (OfficialAppointed) event.message(serializer).getPayload();
            offices.computeIfAbsent(appointed.tournamentId(), id -> new ConcurrentHashMap<>())
                    .put(appointed.personId(), appointed.role());
        } else if (DISMISSED.equals(event.payloadType())) {
            OfficialDismissed dismissed = (OfficialDismissed) event.message(serializer).getPayload();
            offices.getOrDefault(dismissed.tournamentId(), Map.of()).remove(dismissed.personId());
        }
    }

    void start(@Observes StartupEvent started) {
        thread = Thread.ofPlatform().name("tournament-offices").start(this::follow);
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

    /** Reads the tournament topic from its beginning, then follows it, until stopped; a failure starts it over. */
    private void follow() {
        String topic = ServiceTopic.TOURNAMENT.topic();
        while (!stopping) {
            Properties config = new Properties();
            config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
            config.put(ConsumerConfig.CLIENT_ID_CONFIG, "tengen-game-offices");
            config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
            try (KafkaConsumer<String, byte[]> kafka = new KafkaConsumer<>(config, new StringDeserializer(),
                    new ByteArrayDeserializer())) {
                consumer = kafka;
                List<TopicPartition> partitions = kafka.partitionsFor(topic, Duration.ofSeconds(30)).stream()
                        .map((PartitionInfo p) -> new TopicPartition(topic, p.partition())).toList();
                if (partitions.isEmpty()) {
                    throw new IllegalStateException("the topic " + topic + " does not exist yet");
                }
                kafka.assign(partitions);
                kafka.seekToBeginning(partitions);
                offices.clear(); // read anew from the first record: the same appointments, in the same order
                while (!stopping) {
                    for (ConsumerRecord<String, byte[]> record : kafka.poll(POLL)) {
                        apply(EventRecords.fromRecord(record));
                    }
                }
            } catch (WakeupException stop) {
                // stopping
            } catch (RuntimeException e) {
                if (!stopping) {
                    LOG.warnf("The tournaments' offices cannot be read from %s (%s); again in 5 s.", topic, e.getMessage());
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

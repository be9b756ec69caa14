package dev.tengen.readmodel.app;

import dev.tengen.distributed.kafka.EventConsumer;
import dev.tengen.distributed.kafka.EventHandler;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.distributed.mongo.MongoLedger;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Follows tengen.tournament, tengen.game and tengen.arbitration as a member of the consumer group {@code tengen.read-models.group}: the
 * group's members share the topics' partitions (Kafka assigns them), each keeps the events of its partitions among
 * their tournaments' sources, then rebuilds the views of the tournaments a poll touched. Its positions and the ids of
 * the events it applied are kept in MongoDB ({@link MongoLedger}, under the group's name), so a member started again,
 * or another one given its partitions, goes on where the group stopped. At its start it first rebuilds the views of any
 * tournament with more events kept than its views were made from (a member stopped between keeping events and
 * rebuilding). A replica with {@code tengen.read-models.consume=false} only serves.
 */
@Singleton
public class ViewsConsumer {

    private static final Logger LOG = Logger.getLogger(ViewsConsumer.class);
    private static final Duration POLL = Duration.ofMillis(200);

    private final ReadModelStore store;
    private final String bootstrapServers;
    private final String group;
    private final boolean consume;
    private final AtomicLong applied = new AtomicLong();
    private final AtomicLong skipped = new AtomicLong();
    private volatile boolean caughtUp;
    private volatile boolean stopping;
    private Thread thread;

    ViewsConsumer(ReadModelStore store, @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers,
            @ConfigProperty(name = "tengen.read-models.group") String group,
            @ConfigProperty(name = "tengen.read-models.consume") boolean consume) {
        this.store = store;
        this.bootstrapServers = bootstrapServers;
        this.group = group;
        this.consume = consume;
    }

    void start(@Observes StartupEvent started) {
        if (consume) {
            thread = Thread.ofPlatform().name("read-models-consumer").start(this::follow);
        }
    }

    void stop(@Observes ShutdownEvent stopped) throws InterruptedException {
        stopping = true;
        if (thread != null) {
            thread.join(Duration.ofSeconds(15));
        }
    }

    /** Events this process applied (kept or passed as no tournament's) since it started. */
    public long applied() {
        return applied.get();
    }

    /** Records this process skipped as applied before (by the group, in this run or an earlier one). */
    public long skipped() {
        return skipped.get();
    }

    /** Whether this member consumes (a serving replica does not). */
    public boolean consumes() {
        return consume;
    }

    /** Whether the views behind from an earlier run were rebuilt (always, for a replica that only serves). */
    public boolean caughtUp() {
        return !consume || caughtUp;
    }

    /** Catches up the views an earlier run left behind, then follows the topics until stopped; a failure starts over. */
    private void follow() {
        while (!stopping) {
            Set<String> touched = new LinkedHashSet<>();
            TournamentSources.Batch kept = store.sources().batch();
            try (EventConsumer consumer = new EventConsumer(group, bootstrapServers,
                    List.of(ServiceTopic.TOURNAMENT.topic(), ServiceTopic.GAME.topic(), ServiceTopic.ARBITRATION.topic()),
                    new MongoLedger(store.database(), group), new EventHandler() {
                        @Override
                        public void handle(PublishedEvent event) {
                            kept.keep(event).ifPresent(touched::add);
                        }

                        @Override
                        public void handled() {
                            kept.store(); // one poll's events in two requests, before the ledger records them
                        }
                    })) {
                catchUp();
                while (!stopping) {
                    long skippedBefore = consumer.skipped();
                    applied.addAndGet(consumer.poll(POLL));
                    skipped.addAndGet(consumer.skipped() - skippedBefore);
                    touched.forEach(store.views()::rebuild);
                    touched.clear();
                }
            } catch (RuntimeException e) {
                if (!stopping) {
                    LOG.warnf(e, "The read models stopped following the topics (%s); again in 5 s.", e.getMessage());
                    pause();
                }
            }
        }
    }

    private void catchUp() {
        for (String tournamentId : store.sources().tournaments()) {
            if (store.views().builtFrom(tournamentId) < store.sources().count(tournamentId)) {
                store.views().rebuild(tournamentId);
            }
        }
        caughtUp = true;
    }

    private void pause() {
        for (int waited = 0; waited < 50 && !stopping; waited++) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}

package dev.tengen.game.app;

import dev.tengen.distributed.app.ServiceName;
import dev.tengen.distributed.kafka.EventConsumer;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.distributed.store.PostgresLedger;
import dev.tengen.distributed.store.ServiceEventStore;
import dev.tengen.game.service.flow.RoundGames;
import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The game service's side of the round flow in the distributed deployment: it follows the tournament's events on
 * tengen.tournament and opens, voids and corrects games as the embedded platform's round flow does, deciding with the
 * same {@link RoundGames}: a published round starts each board's game, a corrected pairing voids the changed boards'
 * games and starts the new ones, a corrected result becomes its game's. (Recording a game's result in its tournament
 * is the tournament service's side.)
 *
 * <p>A member of the consumer group {@value #CONSUMER} ({@link EventConsumer}): replicas share the partitions, and one
 * tournament's events, in one partition, are followed by one of them, in order. Its ledger ({@link PostgresLedger}) is
 * in the game's own database: the events applied by id and the position per partition, so that a redelivery or a
 * restart changes nothing. The decision looks at the game store before acting, which covers a crash between the
 * commands and the ledger's record. A game's refusal is logged and the others go on ({@link RoundCommands}); a
 * failure of the store or of Kafka leaves the event unapplied, and it is read again after a pause.
 */
@Singleton
public class TournamentRounds {

    /** The consumer group, and the ledger's name for it. */
    static final String CONSUMER = "tengen-game-rounds";

    /** Who the commands are sent by, in the events they cause. */
    public static final String BY = "game:tournament-rounds";

    private static final Logger LOG = Logger.getLogger(TournamentRounds.class);
    private static final Duration POLL = Duration.ofMillis(200);
    private static final Duration RETRY = Duration.ofSeconds(2);

    private final ServiceName service;
    private final AgroalDataSource database;
    private final String bootstrapServers;
    private final RoundCommands rounds;
    private Thread thread;
    private volatile boolean stopping;

    TournamentRounds(CommandGateway commands, ServiceEventStore store, ServiceName service, AgroalDataSource database,
            Clock clock, @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.service = service;
        this.database = database;
        this.bootstrapServers = bootstrapServers;
        this.rounds = new RoundCommands(commands, new RoundGames(ids -> store.engine().existing(ids), BY), clock);
    }

    // after Axon has started (ServiceAxon observes the same event at the default priority)
    void start(@Observes @Priority(jakarta.interceptor.Interceptor.Priority.APPLICATION + 1000) StartupEvent started) {
        thread = Thread.ofPlatform().name("tournament-rounds").start(this::follow);
    }

    void stop(@Observes ShutdownEvent stopping) throws InterruptedException {
        this.stopping = true; // the poll in progress ends within POLL
        if (thread != null) {
            thread.join(Duration.ofSeconds(15));
        }
    }

    /** Follows tengen.tournament from the ledger's positions until stopped; a failure starts it over after a pause. */
    private void follow() {
        String topic = ServiceTopic.TOURNAMENT.topic();
        while (!stopping) {
            try (EventConsumer consumer = new EventConsumer(CONSUMER, bootstrapServers, List.of(topic),
                    new PostgresLedger(database, service.name(), CONSUMER), rounds::apply)) {
                LOG.infof("Following %s at %s for the rounds' games.", topic, bootstrapServers);
                while (!stopping) {
                    consumer.poll(POLL);
                }
            } catch (RuntimeException e) {
                if (!stopping) {
                    LOG.warnf("The tournaments' rounds cannot be followed from %s (%s); again in %s.", topic,
                            e.getMessage(), RETRY);
                    pauseUnlessStopping();
                }
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

package dev.tengen.game.app;

import dev.tengen.distributed.app.ServiceConsumer;
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
import java.util.List;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.eclipse.microprofile.config.inject.ConfigProperty;

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

    private final ServiceConsumer consumer;

    TournamentRounds(CommandGateway commands, ServiceEventStore store, ServiceName service, AgroalDataSource database,
            Clock clock, @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        RoundCommands rounds = new RoundCommands(commands, new RoundGames(ids -> store.engine().existing(ids), BY),
                clock);
        this.consumer = new ServiceConsumer(CONSUMER, bootstrapServers, List.of(ServiceTopic.TOURNAMENT.topic()),
                new PostgresLedger(database, service.name(), CONSUMER), rounds::apply);
    }

    // after Axon has started (ServiceAxon observes the same event at the default priority)
    void start(@Observes @Priority(jakarta.interceptor.Interceptor.Priority.APPLICATION + 1000) StartupEvent started) {
        consumer.start();
    }

    void stop(@Observes ShutdownEvent stopping) throws InterruptedException {
        consumer.stop();
    }
}

package dev.tengen.arbitration.app;

import dev.tengen.distributed.app.FoldedFacts;
import dev.tengen.distributed.app.ServiceConsumer;
import dev.tengen.distributed.app.ServiceName;
import dev.tengen.distributed.kafka.EventHandler;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.distributed.store.PostgresLedger;
import dev.tengen.serialization.EventSerializer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.List;
import org.axonframework.serialization.Serializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The games' and tournaments' facts arbitration needs (its ports {@link GameFactsFromEvents},
 * {@link TournamentFactsFromEvents}), folded from the game's and the tournament's topics into the arbitration's own
 * database ({@link FoldedFacts}): one consumer group, {@value #CONSUMER}, whose replicas share the partitions, its
 * position and applied event ids in the same database ({@link PostgresLedger}), so that a redelivered event changes
 * nothing and a restarted service goes on where it stopped. A fact counts from the moment its event reaches this
 * service.
 */
@Singleton
public class FactsFromTopics implements EventHandler {

    static final String CONSUMER = "tengen-arbitration-facts";
    static final String TOURNAMENT = "tournament";
    static final String GAME = "game";

    private final Serializer serializer = EventSerializer.jackson();
    private final FoldedFacts facts;
    private final ServiceConsumer consumer;

    FactsFromTopics(FoldedFacts facts, AgroalDataSource database, ServiceName service,
            @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.facts = facts;
        this.consumer = new ServiceConsumer(CONSUMER, bootstrapServers,
                List.of(ServiceTopic.TOURNAMENT.topic(), ServiceTopic.GAME.topic()),
                new PostgresLedger(database, service.name(), CONSUMER), this);
    }

    /** Folds a tournament's or a game's event in once; any other event (moves, bans...) is passed over unread. */
    @Override
    public void handle(PublishedEvent event) {
        if (TournamentOnRecord.EVENTS.contains(event.payloadType())) {
            Object payload = event.message(serializer).getPayload();
            facts.foldOnce(TOURNAMENT, TournamentOnRecord.class, TournamentOnRecord.NONE, event,
                    tournament -> tournament.with(payload));
        } else if (GameOnRecord.EVENTS.contains(event.payloadType())) {
            Object payload = event.message(serializer).getPayload();
            facts.foldOnce(GAME, GameOnRecord.class, GameOnRecord.NONE, event, game -> game.with(payload));
        }
    }

    void start(@Observes StartupEvent started) {
        consumer.start();
    }

    void stop(@Observes ShutdownEvent stopping) throws InterruptedException {
        consumer.stop();
    }
}

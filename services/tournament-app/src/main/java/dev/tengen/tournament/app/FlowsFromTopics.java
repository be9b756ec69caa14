package dev.tengen.tournament.app;

import dev.tengen.arbitration.service.api.ResultChangedByRuling;
import dev.tengen.arbitration.service.api.SanctionDecided;
import dev.tengen.distributed.app.ServiceConsumer;
import dev.tengen.distributed.app.ServiceName;
import dev.tengen.distributed.kafka.EventHandler;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.distributed.store.PostgresLedger;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.serialization.EventSerializer;
import dev.tengen.tournament.service.flow.DisqualificationFlow;
import dev.tengen.tournament.service.flow.RulingFlow;
import dev.tengen.tournament.service.flow.SanctionFlow;
import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import jakarta.interceptor.Interceptor;
import java.util.List;
import java.util.Set;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.serialization.Serializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The tournament service's flows as the embedded platform runs them (its FlowModule), here from the other services'
 * topics: {@link RulingFlow} (an appeal's ruling that changes a result, on tengen.arbitration, corrects the board's
 * result), {@link DisqualificationFlow} (a disqualification the Technical Delegate accepted, on tengen.arbitration,
 * withdraws the player) and {@link SanctionFlow} (a referee's decision that takes effect, on tengen.game, bars the
 * player in the ban registry and cancels a confirmed result). The same classes, each event handed to them as Axon hands
 * it in the embedded platform.
 *
 * <p>A member of the consumer group {@value #CONSUMER}: replicas share the partitions, its ledger ({@link PostgresLedger})
 * in the tournament's own database holds the applied event ids and the position per partition, so that a redelivery
 * or a restart applies nothing twice. The same ruling under another event id changes nothing either: the tournament
 * applies a correction once per source (the appeal, the decision), a ban once per id, a withdrawal once. A command
 * refused is logged by the flow and the event counts as applied; a command that fails because the tournament's store
 * is away throws, and the event is read again after a pause.
 */
@Singleton
public class FlowsFromTopics implements EventHandler {

    /** The consumer group, and the ledger's name for it. */
    static final String CONSUMER = "tengen-tournament-flows";

    /** The events the flows handle; the other events of the two topics are passed over unread. */
    static final Set<String> FLOWS_EVENTS = Set.of(ResultChangedByRuling.class.getName(),
            SanctionDecided.class.getName(), RefereeDecided.class.getName(), PenaltyReviewed.class.getName());

    private final Serializer serializer = EventSerializer.jackson();
    private final Configuration axon;
    private final BoardGamesFromTopic boards;
    private final ServiceConsumer consumer;

    FlowsFromTopics(Configuration axon, BoardGamesFromTopic boards, ServiceName service, AgroalDataSource database,
            @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.axon = axon;
        this.boards = boards;
        this.consumer = new ServiceConsumer(CONSUMER, bootstrapServers,
                List.of(ServiceTopic.ARBITRATION.topic(), ServiceTopic.GAME.topic()),
                new PostgresLedger(database, service.name(), CONSUMER), this);
    }

    @Override
    public void handle(PublishedEvent event) {
        if (!FLOWS_EVENTS.contains(event.payloadType())) {
            return;
        }
        DomainEventMessage<?> message = event.message(serializer);
        StoreWatchingCommands commands = new StoreWatchingCommands(axon.commandGateway());
        // a game's stream is its decision facts read from tengen.game up to this event; a tournament's, its store
        SanctionFlow sanctions = new SanctionFlow(() -> commands, aggregateId -> aggregateId.equals(event.aggregateId())
                ? boards.decisionFacts(aggregateId, event.sequence())
                : axon.eventStore().readEvents(aggregateId).asStream().map(DomainEventMessage::getPayload)
                        .map(Object.class::cast).toList());
        for (Object flow : List.of(new RulingFlow(() -> commands), new DisqualificationFlow(() -> commands), sanctions)) {
            AnnotationEventHandlerAdapter handler = new AnnotationEventHandlerAdapter(flow);
            if (handler.canHandle(message)) {
                try {
                    handler.handle(message);
                } catch (RuntimeException e) {
                    throw e;
                } catch (Exception e) {
                    throw new IllegalStateException(flow.getClass().getSimpleName() + " failed on " + message, e);
                }
            }
        }
        commands.throwIfStoreWasUnreachable();
    }

    /** After Axon has started (ServiceAxon), whose gateway the flows send through. */
    void start(@Observes @Priority(Interceptor.Priority.APPLICATION + 700) StartupEvent started) {
        consumer.start();
    }

    void stop(@Observes ShutdownEvent stopping) throws InterruptedException {
        consumer.stop();
    }
}

package dev.tengen.tournament.app;

import dev.tengen.distributed.app.ServiceAxon;
import dev.tengen.distributed.app.ServiceName;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.distributed.store.ServiceEventStore;
import dev.tengen.tournament.service.Ban;
import dev.tengen.tournament.service.Tournament;
import dev.tengen.tournament.service.web.BanRegistry;
import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.tournament.service.web.TournamentPlay;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.axonframework.config.Configuration;
import org.axonframework.config.Configurer;
import org.axonframework.eventhandling.tokenstore.inmemory.InMemoryTokenStore;

/**
 * The tournament application's Axon ({@link ServiceAxon}): the Tournament and Ban aggregates over the tournament's own
 * PostgreSQL database, published to tengen.tournament; the tournament list, the play projection, the ban registry and
 * the event details each in a tracking processor of their own whose token is in memory, so that every replica reads
 * the whole store at its start and then follows it (the desk waits for the list to show a write before answering).
 */
@Singleton
public class TournamentAxon {

    @Produces
    @Singleton
    ServiceName service() {
        return new ServiceName("tournament", ServiceTopic.TOURNAMENT);
    }

    @Produces
    @Singleton
    Configuration axon(ServiceEventStore store, TournamentList list, TournamentPlay play, BanRegistry bans,
            EventDetailsBook details) {
        Configurer configurer = ServiceAxon.configurer(store)
                .configureAggregate(ServiceAxon.aggregate(Tournament.class))
                .configureAggregate(ServiceAxon.aggregate(Ban.class));
        // each projection's processing group (its @ProcessingGroup) is a tracking processor from the store's start
        configurer.eventProcessing()
                .usingTrackingEventProcessors()
                .registerTokenStore(c -> new InMemoryTokenStore())
                .registerEventHandler(c -> list)
                .registerEventHandler(c -> play)
                .registerEventHandler(c -> bans)
                .registerEventHandler(c -> details);
        return configurer.buildConfiguration();
    }
}

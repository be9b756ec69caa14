package dev.tengen.platform.tournament;

import dev.tengen.platform.axon.AxonModule;
import dev.tengen.tournament.service.Tournament;
import jakarta.inject.Singleton;
import org.axonframework.common.caching.WeakReferenceCache;
import org.axonframework.config.AggregateConfigurer;
import org.axonframework.config.Configurer;

/** The tournament service in the platform: the Tournament aggregate and the tournament list. */
@Singleton
public class TournamentModule implements AxonModule {

    private final TournamentList list;

    public TournamentModule(TournamentList list) {
        this.list = list;
    }

    @Override
    public void register(Configurer configurer) {
        // Cached between commands: safe only because this process is the one writer of the event store.
        configurer.configureAggregate(AggregateConfigurer.defaultConfiguration(Tournament.class)
                .configureCache(c -> new WeakReferenceCache()));
        AxonModule.projection(configurer, TournamentList.PROCESSING_GROUP, list);
    }
}

package dev.tengen.platform.tournament;

import dev.tengen.platform.axon.AxonModule;
import dev.tengen.tournament.service.Tournament;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.common.caching.WeakReferenceCache;
import org.axonframework.config.AggregateConfigurer;
import org.axonframework.config.Configurer;

/** The tournament service in the platform: the Tournament aggregate the tournament list and the play projection. */
@Singleton
public class TournamentModule implements AxonModule {

    private final TournamentList list;
    private final TournamentPlay play;

    @Inject
    public TournamentModule(TournamentList list, TournamentPlay play) {
        this.list = list;
        this.play = play;
    }

    /** The module with a play projection of its own (for tests of the wiring that look at the list only). */
    public TournamentModule(TournamentList list) {
        this(list, new TournamentPlay());
    }

    @Override
    public void register(Configurer configurer) {
        // Cached between commands: safe only because this process is the one writer of the event store.
        configurer.configureAggregate(AggregateConfigurer.defaultConfiguration(Tournament.class)
                .configureCache(c -> new WeakReferenceCache()));
        AxonModule.projection(configurer, TournamentList.PROCESSING_GROUP, list);
        AxonModule.projection(configurer, TournamentPlay.PROCESSING_GROUP, play);
    }
}

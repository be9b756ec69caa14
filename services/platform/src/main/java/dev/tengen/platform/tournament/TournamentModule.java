package dev.tengen.platform.tournament;

import dev.tengen.tournament.service.web.BanRegistry;
import dev.tengen.tournament.service.Ban;
import dev.tengen.platform.axon.AxonModule;
import dev.tengen.tournament.service.Tournament;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import dev.tengen.store.RecentAggregates;
import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.tournament.service.web.TournamentPlay;
import org.axonframework.config.AggregateConfigurer;
import org.axonframework.config.Configurer;

/** The tournament service in the platform: the Tournament aggregate the tournament list and the play projection. */
@Singleton
public class TournamentModule implements AxonModule {

    private final TournamentList list;
    private final TournamentPlay play;
    private final BanRegistry bans;

    @Inject
    public TournamentModule(TournamentList list, TournamentPlay play, BanRegistry bans) {
        this.list = list;
        this.play = play;
        this.bans = bans;
    }

    /** The module with projections of its own (for tests of the wiring that look at the list only). */
    public TournamentModule(TournamentList list) {
        this(list, new TournamentPlay(), new BanRegistry());
    }

    public TournamentModule(TournamentList list, TournamentPlay play) {
        this(list, play, new BanRegistry());
    }

    @Override
    public void register(Configurer configurer) {
        // Cached between commands: safe only because this process is the one writer of the event store.
        configurer.configureAggregate(AggregateConfigurer.defaultConfiguration(Tournament.class)
                .configureCache(c -> new RecentAggregates()));
        AxonModule.projection(configurer, TournamentList.PROCESSING_GROUP, list);
        AxonModule.projection(configurer, TournamentPlay.PROCESSING_GROUP, play);
        configurer.configureAggregate(Ban.class);
        AxonModule.projection(configurer, BanRegistry.PROCESSING_GROUP, bans);
    }
}

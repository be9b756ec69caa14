package dev.tengen.platform.game;

import dev.tengen.game.service.web.GameDesk;

import dev.tengen.game.service.Game;
import dev.tengen.platform.axon.AxonModule;
import jakarta.inject.Singleton;
import dev.tengen.platform.axon.CommandTargets;
import dev.tengen.store.RecentAggregates;
import org.axonframework.config.AggregateConfigurer;
import org.axonframework.config.Configurer;

/** The game service in the platform: the Game aggregate. Reads fold the game's own events (see {@link GameDesk}). */
@Singleton
public class GameModule implements AxonModule {

    @Override
    public void register(Configurer configurer) {
        // Cached between commands: safe only because this process is the one writer of the event store.
        configurer.configureAggregate(AggregateConfigurer.defaultConfiguration(Game.class)
                .configureCache(c -> new RecentAggregates())
                .configureCommandTargetResolver(c -> new CommandTargets()));
    }
}

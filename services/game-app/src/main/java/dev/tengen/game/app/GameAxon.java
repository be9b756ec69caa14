package dev.tengen.game.app;

import dev.tengen.distributed.app.ServiceAxon;
import dev.tengen.distributed.app.ServiceName;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.distributed.store.ServiceEventStore;
import dev.tengen.game.service.Game;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.axonframework.config.Configuration;

/**
 * The game application's Axon ({@link ServiceAxon}): the Game aggregate over the game's own PostgreSQL database,
 * published to tengen.game.
 */
@Singleton
public class GameAxon {

    @Produces
    @Singleton
    ServiceName service() {
        return new ServiceName("game", ServiceTopic.GAME);
    }

    @Produces
    @Singleton
    Configuration axon(ServiceEventStore store) {
        return ServiceAxon.configurer(store)
                .configureAggregate(ServiceAxon.aggregate(Game.class))
                .buildConfiguration();
    }
}
